"""Monospace "printed listing" renderer: plain Latin-1 text -> GNU enscript -> PostScript -> Ghostscript.

As old hospital information systems print: fixed columns, ASCII frames,
dotted labels, form feeds between pages. Text outside Latin-1 must have been
transliterated beforehand (see :func:`translit`).
"""

from __future__ import annotations

import subprocess
import tempfile
import textwrap
from pathlib import Path

from .model import NB, Doc, Val, plain

WIDTH = 96
PAGE_LINES = 68
_TR = {"œ": "oe", "Œ": "OE", "’": "'", "‘": "'", "…": "...", "–": "-", "—": "-", "€": "EUR", "≥": ">=", "≤": "<=",
       "“": '"', "”": '"', "\u202f": " ", "\u00a0": " ", "→": "->", "•": "*"}


def translit(text: str) -> str:
    text = "".join(_TR.get(c, c) for c in text)
    text.encode("latin-1")
    return text


def translit_val(v: Val) -> Val:
    return Val(translit(v.text), v.kind, v.role, v.subtype, tuple(translit(p) for p in v.probes),
               tuple(translit(r) for r in v.removable))


def _wrap(text, width):
    return textwrap.wrap(text, width, break_long_words=False, break_on_hyphens=False) or [""]


def block(b, width) -> list:
    k = b[0]
    o = (b[2] if len(b) > 2 and isinstance(b[2], dict) else {}) if k not in ("table", "cols") else {}
    if k == "title":
        t = plain(b[1], True).upper() if o.get("upper", True) else plain(b[1], True)
        return ["", t.center(width).rstrip(), ("=" * len(t)).center(width).rstrip(), ""]
    if k == "para":
        lines = _wrap(plain(b[1], True), width)
        if o.get("align") == "r":
            lines = [ln.rjust(width) for ln in lines]
        elif o.get("align") == "c":
            lines = [ln.center(width).rstrip() for ln in lines]
        return lines
    if k == "kv":
        lw = int(width * o.get("label_width", 0.3))
        out = []
        for lab, val in b[1]:
            vals = _wrap(plain(val, True), width - lw - 2)
            out.append((plain(lab, True) + " ").ljust(lw, ".") + ": " + vals[0])
            out.extend(" " * (lw + 2) + v for v in vals[1:])
        return out
    if k == "table":
        header, rows, o = b[1], b[2], b[3] if len(b) > 3 else {}
        ws = [max(4, int(w * (width - len(header) - 1)) ) for w in (o.get("widths") or [1.0 / len(header)] * len(header))]
        sep = "+" + "+".join("-" * w for w in ws) + "+"
        out = [sep]
        for ri, row in enumerate([[[h] for h in header]] + list(rows)):
            cells = [_wrap(plain(c, True), w - 1) for c, w in zip(row, ws)]
            for i in range(max(len(c) for c in cells)):
                out.append("|" + "|".join((c[i] if i < len(c) else "").ljust(w) for c, w in zip(cells, ws)) + "|")
            if ri == 0 or o.get("ruled"):
                out.append(sep)
        if not o.get("ruled"):
            out.append(sep)
        return out
    if k == "box":
        bw = int(width * o.get("width", 0.5))
        inner = []
        if o.get("title"):
            inner.append(o["title"].upper())
        for line in b[1]:
            inner.extend(_wrap(plain(line, True), bw - 4))
        return ["+" + "-" * (bw - 2) + "+"] + ["| " + ln.ljust(bw - 4) + " |" for ln in inner] + ["+" + "-" * (bw - 2) + "+"]
    if k == "cols":
        r = (b[3] if len(b) > 3 else {}).get("ratio", 0.5)
        wl = int(width * r) - 2
        left = [ln for sub in b[1] for ln in block(sub, wl)]
        right = [ln for sub in b[2] for ln in block(sub, width - wl - 4)]
        n = max(len(left), len(right))
        left += [""] * (n - len(left))
        right += [""] * (n - len(right))
        return [(a.ljust(wl + 4) + c).rstrip() for a, c in zip(left, right)]
    if k == "rule":
        return ["-" * width]
    if k == "space":
        return [""] * int(b[1])
    raise ValueError(k)


def text(doc: Doc) -> str:
    pages = []
    for page in doc.pages:
        head = [plain(x, True) for x in page.header] + (["-" * WIDTH] if page.header else [])
        body = [ln for b in page.body for ln in block(b, WIDTH)]
        foot = (["-" * WIDTH] if page.footer else []) + [plain(x, True) for x in page.footer]
        if len(head) + len(body) + len(foot) > PAGE_LINES:
            raise RuntimeError("%s: page de listing trop longue (%d lignes)" % (doc.name, len(head) + len(body) + len(foot)))
        lines = head + body + [""] * (PAGE_LINES - len(head) - len(body) - len(foot)) + foot
        for ln in lines:
            if len(ln) > WIDTH + 4:
                raise RuntimeError("%s: ligne trop large: %r" % (doc.name, ln))
        pages.append("\n".join(lines).replace(NB, " "))
    return "\f".join(pages) + "\n"


def _ps_str(s: str) -> str:
    return "(" + s.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)") + ")"


def render(doc: Doc, pdf: Path) -> None:
    with tempfile.TemporaryDirectory(prefix="corpusg-lst-") as tmp:
        t = Path(tmp)
        (t / "doc.txt").write_bytes(text(doc).encode("latin-1"))
        font = doc.style.get("font", "Courier8")
        subprocess.run(["enscript", "-q", "-B", "-X", "latin1", "-f", font, "--margins=44:30:34:30",
                        "-L", str(PAGE_LINES), "-o", str(t / "doc.ps"), str(t / "doc.txt")], check=True, timeout=60)
        marks = ["[ /Creator (%s)" % doc.style.get("creator", "SIH-Listing 3.1 / GNU enscript")]
        for key, name in (("title", "Title"), ("author", "Author"), ("subject", "Subject"), ("keywords", "Keywords")):
            if doc.meta.get(key):
                marks.append("  /%s %s" % (name, _ps_str(translit(plain(doc.meta[key])))))
        (t / "meta.ps").write_bytes(("\n".join(marks) + "\n  /DOCINFO pdfmark\n").encode("latin-1"))
        subprocess.run(["gs", "-q", "-dNOPAUSE", "-dBATCH", "-dSAFER", "-sDEVICE=pdfwrite", "-sPAPERSIZE=a4",
                        "-sOutputFile=" + str(pdf), str(t / "doc.ps"), str(t / "meta.ps")], check=True, timeout=120)


def version() -> str:
    e = subprocess.run(["enscript", "--version"], capture_output=True, text=True).stdout.splitlines()[0]
    g = subprocess.run(["gs", "--version"], capture_output=True, text=True).stdout.strip()
    return "%s + GPL Ghostscript %s (pdfwrite)" % (e, g)


def translit_doc(doc: Doc) -> Doc:
    """The same document with every string and value in Latin-1 (truth follows the printed text)."""
    def piece(p):
        return translit_val(p) if isinstance(p, Val) else translit(p) if isinstance(p, str) else [piece(x) for x in p]

    def blk(b):
        k = b[0]
        if k in ("title", "para"):
            return (k, piece(b[1])) + tuple(b[2:])
        if k == "kv":
            return (k, [(piece(lab), piece(v)) for lab, v in b[1]]) + tuple(b[2:])
        if k == "table":
            return (k, [translit(h) for h in b[1]], [[piece(c) for c in row] for row in b[2]]) + tuple(b[3:])
        if k == "box":
            o = dict(b[2]) if len(b) > 2 else {}
            if o.get("title"):
                o["title"] = translit(o["title"])
            return (k, [piece(x) for x in b[1]], o)
        if k == "cols":
            return (k, [blk(x) for x in b[1]], [blk(x) for x in b[2]]) + tuple(b[3:])
        return b

    for pg in doc.pages:
        pg.header = [piece(x) for x in pg.header]
        pg.footer = [piece(x) for x in pg.footer]
        pg.body = [blk(b) for b in pg.body]
    doc.meta = {k: piece(v) for k, v in doc.meta.items()}
    return doc
