"""groff producer: troff source (own page traps for running header/footer, tbl tables) -> PostScript -> ps2pdf."""

from __future__ import annotations

import subprocess
from pathlib import Path

from .model import V, plain, segs_of


def esc(text: str) -> str:
    t = text.replace("\\", "\\e")
    # a leading dot/apostrophe would be read as a request
    lines = [("\\&" + ln) if ln[:1] in (".", "'") else ln for ln in t.split("\n")]
    return "\n.br\n".join(lines)


def _t(segs) -> str:
    return esc("".join(s.text if isinstance(s, V) else s for s in segs_of(segs)))


def _tl(text: str) -> str:
    return text.replace("\\", "\\e").replace("~", "-")


def _cell(segs) -> str:
    t = _t(segs).replace("\n.br\n", " ")
    return "T{\n%s\nT}" % t if len(t) > 28 else (t if t else "\\&")


def block_troff(b, fam: str) -> str:
    t = b[0]
    if t == "title":
        return ".sp 0.4c\n.ce 1\n.ps 14\n.ft B\n%s\n.ft R\n.ps\n.sp 0.3c\n" % _t(b[1])
    if t == "h":
        return ".sp 0.35c\n.ne 2\n.ft B\n.ps 11\n%s\n.ps\n.ft R\n.br\n.sp 0.1c\n" % _t(b[1])
    if t == "p":
        return ".sp 0.2c\n%s\n.br\n" % _t(b[1])
    if t == "small":
        return ".sp 0.2c\n.ps 7\n.vs 9\n%s\n.br\n.ps\n.vs\n" % _t(b[1])
    if t == "lines":
        return "".join("%s\n.br\n" % _t(x) for x in b[1])
    if t == "hr":
        return ".sp 0.2c\n\\l'17c'\n.br\n"
    if t == "pagebreak":
        return ".bp\n"
    if t == "kv":
        rows, mode = b[1], (b[2] if len(b) > 2 else "inline")
        if mode == "inline":
            return "".join("\\fB%s\\fP %s\n.br\n" % (esc(k), _t(v)) for k, v in rows)
        if mode == "cells":
            body = "\n".join("%s@%s" % (esc(k), _cell(v)) for k, v in rows)
            return ".sp 0.2c\n.TS\nallbox tab(@);\nlb l.\n%s\n.TE\n" % body
        if mode in ("under", "above"):
            heads = "@".join(esc(k) for k, _ in rows)
            vals = "@".join(_cell(v) for _, v in rows)
            fmt = " ".join(["lb"] * len(rows))
            fmt2 = " ".join(["l"] * len(rows))
            if mode == "under":
                return ".sp 0.2c\n.TS\nbox tab(@);\n%s\n%s.\n%s\n%s\n.TE\n" % (fmt, fmt2, heads, vals)
            return ".sp 0.2c\n.TS\ntab(@);\n%s\n%s.\n%s\n_\n%s\n.TE\n" % (fmt2, " ".join(["li"] * len(rows)), vals,
                                                                       "@".join("\\s-2%s\\s+2" % esc(k) for k, _ in rows))
        raise ValueError(mode)
    if t == "table":
        head, rows = b[1], b[2]
        n = len(head)
        body = "\n".join("@".join(_cell(c) for c in r) for r in rows)
        return ".sp 0.2c\n.TS H\nbox tab(@);\n%s\n%s.\n%s\n_\n.TH\n%s\n.TE\n" % (
            " ".join(["cb"] * n), " ".join(["l"] * n), "@".join(esc(x) for x in head), body)
    if t in ("cols",):
        return "".join(block_troff(x, fam) for x in b[1]) + ".sp 0.3c\n.in 9c\n" + "".join(
            block_troff(x, fam) for x in b[2]) + ".in 0\n"
    if t in ("multicol", "box"):
        return "".join(block_troff(x, fam) for x in b[1])
    raise ValueError(t)


def to_troff(doc, npages: int) -> str:
    st = doc.style
    fam = st.get("fam", "T")
    hl = _tl(plain(doc.header))
    fl = _tl(plain(doc.footer))
    pl = _tl(doc.page_label.replace("{p}", "%").replace("{n}", str(npages)))
    hlines = hl.split("\n")
    head = "".join(".tl ~%s~~~\n" % x for x in hlines)
    flines = fl.split("\n") if fl else [""]
    foot = "".join(".tl ~%s~~~\n" % x for x in flines if x) + ".tl ~~~%s~\n" % pl
    pre = r""".pl 29.7c
.po 2c
.ll 17c
.lt 17c
.nh
.cflags 0 -\(hy\(en\(em
.ad %(adj)s
.fam %(fam)s
.ps %(ps)s
.vs %(vs)sp
.de HD
'sp 0.8c
.ps 7
.vs 9p
%(head)s.ps
.vs
'sp 0.6c
..
.de FO
'sp 0.4c
.ps 7
.vs 9p
%(foot)s.ps
.vs
'bp
..
.wh 0 HD
.wh -2.8c FO
""" % {"fam": fam, "ps": st.get("size", 10), "vs": int(st.get("size", 10) * 1.25), "head": head, "foot": foot,
       "adj": st.get("adj", "l")}
    body = "".join(block_troff(b, fam) for b in doc.blocks)
    return pre + body


def _pdfmark(doc) -> str:
    def hexs(s):
        return "<FEFF" + s.encode("utf-16-be").hex().upper() + ">"
    parts = []
    if plain(doc.meta_title) or doc.title:
        parts.append("/Title " + hexs(plain(doc.meta_title) or doc.title))
    if doc.meta_author:
        parts.append("/Author " + hexs(plain(doc.meta_author)))
    return "[ %s /DOCINFO pdfmark\n" % " ".join(parts)


def render(doc, pdf_path, tmp: Path) -> None:
    src = tmp / (Path(pdf_path).stem + ".tr")
    ps = tmp / (Path(pdf_path).stem + ".ps")
    mark = tmp / (Path(pdf_path).stem + ".pdfmark")
    mark.write_text(_pdfmark(doc), encoding="latin-1")
    npages = 1
    for _ in range(3):
        src.write_text(to_troff(doc, npages), encoding="utf-8")
        with open(ps, "wb") as fh:
            pre = subprocess.run(["preconv", "-e", "utf-8", str(src)], capture_output=True, check=True)
            subprocess.run(["groff", "-t", "-Tps", "-dpaper=a4", "-P-pa4"], input=pre.stdout, stdout=fh, check=True)
        count = sum(1 for ln in ps.read_bytes().splitlines() if ln.startswith(b"%%Page:"))
        if count == npages:
            break
        npages = count
    subprocess.run(["gs", "-q", "-dNOPAUSE", "-dBATCH", "-dSAFER", "-sDEVICE=pdfwrite", "-sPAPERSIZE=a4",
                    "-o", str(pdf_path), str(ps), str(mark)], check=True, capture_output=True)
