"""The groff -me writer of corpus BX (family "groffme"): the ED's correspondence typeset by GNU troff with the ME MACRO
PACKAGE and tbl, written by gropdf, groff's own PDF device, in URW Nimbus Roman Regular / Bold / Italic / Bold Italic
EMBEDDED (the Times metrics of devpdf's TR / TB / TI / TBI copied under the names NXR / NXB / NXI / NXBI with their
internal names set to the Nimbus Roman PostScript names; the .t1 files cut into .pfb here and mapped by a "download"
file in tools/_cache/corpus_bx_groff/ - corpus BW's trick, the macro package and the font are new). SOURCE_DATE_EPOCH
fixes gropdf's dates; .pdfinfo writes /Title.

Troff lays the page out itself; the PAGE OF A VALUE is known because every part is one page: the point size goes down
from 10.5 pt until groff writes exactly one page per part (the count is read back with pypdf). Inside tables a value
never breaks (its spaces are troff's unbreakable "\\~"); in paragraphs it may break at a space; hyphens are not break
points (.cflags 0), hyphenation and ligatures are off.

Template (Me): -me's THREE-PART RUNNING TITLES (.he: the running identity at the left, "BX-nn - page k/n" at the
right; .fo: the foot centred); each part opens with a boxed tbl CARTOUCHE (issuer at the left, references at the
right, a vertical rule between), the addressee indented at the right, the title centred in bold over the place; -me's
NUMBERED SECTION HEADINGS (.sh 1: "1. ", "2. "); fields set at TAB STOPS, two "caption value" pairs on one line when
both are short (-me's .ip hanging paragraph with the caption as tag otherwise); tables in tbl DOUBLEBOX frames with a
double rule under the bold header; the vital-signs timeline as a doublebox grid; logs as a borderless tbl (bold time,
italic initials, text); ticks as run-in answers "label : OUI / non"; notes in a single box headed "Consigne."; quotes in
-me's .(q display; lists with -me's .bu bullets; signatures as a borderless tbl row (role in italics over the names).
"""
from __future__ import annotations

import io
import os
import struct
import subprocess
import tempfile
from pathlib import Path

from .model import V

T1 = "/usr/share/fonts/type1/urw-base35/"
DEVPDF = "/usr/share/groff/current/font/devpdf/"
CACHE = Path(__file__).resolve().parent.parent / "_cache" / "corpus_bx_groff"
STYLES = [("NXR", "TR", "NimbusRoman-Regular"), ("NXB", "TB", "NimbusRoman-Bold"), ("NXI", "TI", "NimbusRoman-Italic"),
          ("NXBI", "TBI", "NimbusRoman-BoldItalic")]
SIZES = (10.5, 10.0, 9.5, 9.0, 8.5, 8.0, 7.5, 7.0, 6.6)


def t1_segments(name):
    b = (Path(T1) / (name + ".t1")).read_bytes()
    i = b.index(b"eexec") + 5
    while b[i:i + 1] in (b"\r", b"\n"):
        i += 1
    j = b.index(b"0" * 64, i)
    while b[j - 1:j] in (b"\r", b"\n"):
        j -= 1
    return b[:i], b[i:j], b[j:]


def font_dir():
    dev = CACHE / "devpdf"
    if (dev / "download").exists():
        return CACHE
    dev.mkdir(parents=True, exist_ok=True)
    lines = []
    for groff, base, ps in STYLES:
        segs = t1_segments(ps)
        pfb = CACHE / (ps + ".pfb")
        pfb.write_bytes(b"".join(b"\x80" + bytes([t]) + struct.pack("<I", len(d)) + d for t, d in zip((1, 2, 1), segs)) + b"\x80\x03")
        src = (Path(DEVPDF) / base).read_text(encoding="latin-1").splitlines()
        out = ["name " + groff if ln.startswith("name ") else "internalname " + ps if ln.startswith("internalname ") else ln for ln in src]
        (dev / groff).write_text("\n".join(out) + "\n", encoding="latin-1")
        lines.append("\t%s\t%s" % (ps, pfb))
    (dev / "download").write_text("\n".join(lines) + "\n", encoding="latin-1")
    return CACHE


def esc(s):
    return s.replace("\\", "\\e")


def tr(run, nobreak=False):
    out, vals = [], []
    for seg in run:
        if isinstance(seg, V):
            t = esc(seg.text)
            out.append(t.replace(" ", "\\~") if nobreak else t)
            vals.append(seg)
        else:
            out.append(esc(seg).replace(" - ", "\\~- "))
    return "".join(out), vals


def line(s):
    return "\\&" + s if s[:1] in (".", "'") else s


def plain(run):
    return "".join(x.text if isinstance(x, V) else x for x in run)


class Writer:
    def __init__(self, doc):
        self.doc = doc

    def part(self, pi, part, L, vals):
        def add(run, nobreak=False):
            t, v = tr(run, nobreak)
            vals.extend(v)
            return t
        iss = part["issuer"] or self.doc["issuer"]
        left = ["\\fB" + add(iss["name"], True) + "\\fP"] + (["\\fI" + esc(iss["service"]) + "\\fP"] if iss.get("service") else [])
        left += ["\\s-1" + add(r, True) + "\\s0" for r in iss["lines"] + iss["contact"] + ([iss["legal"]] if iss.get("legal") else [])]
        right = []
        for cap, run in part["refs"]:
            right += ["\\s-2\\fI%s\\fP\\s0" % esc(cap), "\\fB" + add(run, True) + "\\fP"]
        L += [".lp"] + ([".pdfinfo /Title %s" % esc(self.doc["title"])] if pi == 0 else []) + [".nr $1 0", ".TS", "box tab(^);", "lw(9.9c) | lw(5.4c) .",
              "T{\n%s\nT}^T{\n%s\nT}" % ("\n.br\n".join(line(x) for x in left), "\n.br\n".join(line(x) for x in right) or "\\&"), ".TE"]
        if part["to"]:
            L += [".sp 0.4v", ".in 9c", ".nf", line("\\fB" + add(part["to"]["name"], True) + "\\fP")] + [line(add(r, True)) for r in part["to"]["lines"]] + [".fi", ".in 0"]
        L += [".sp 0.6v", ".ce", "\\s+3\\fB%s\\fP\\s0" % esc(part["title"])]
        if part["place"]:
            L += [".ce", "\\fI" + add(part["place"], True) + "\\fP"]
        L += [".sp 0.3v"]
        for head, blocks in part["secs"]:
            if head:
                L += ['.sh 1 "%s"' % esc(head).replace('"', "''")]
            for b in blocks:
                getattr(self, "b_" + b[0])(b, L, add)
        if part["sigs"]:
            n = len(part["sigs"])
            L += [".sp 1.2v", ".TS", "tab(^);", " ".join(["lw(%.2fc)" % ((15.4 - 0.58 * (n - 1)) / n)] * n) + "."]
            L.append("^".join("T{\n\\fI%s\\fP\n.br\n%s\nT}" % (esc(role or "Signature"), "\n.br\n".join(line(add(r, True)) for r in runs)) for role, runs in part["sigs"]))
            L += [".TE"]

    def b_p(self, b, L, add):
        L += [".lp", line(add(b[1]))]

    def b_kv(self, b, L, add):
        short = [len(cap) <= 20 and len(plain(run)) <= 26 for cap, run in b[1]]
        k = 0
        L += [".sp 0.3v"]
        while k < len(b[1]):
            cap, run = b[1][k]
            if short[k] and k + 1 < len(b[1]) and short[k + 1]:
                cap2, run2 = b[1][k + 1]
                L += [".in 0", ".nf", ".ta 3.6c 8.4c 12c", line("\\fI%s\\fP\t%s\t\\fI%s\\fP\t%s" % (esc(cap), add(run, True), esc(cap2), add(run2, True))), ".fi"]
                k += 2
            else:
                L += ['.ip "\\fI%s\\fP" 3.6c' % esc(cap).replace('"', "''"), line(add(run))]
                k += 1
        L += [".lp"]

    def table(self, heads, rows, weights, L, add):
        tot = sum(weights)
        L += [".sp 0.3v", ".TS", "doublebox tab(^);", " ".join(["cB"] * len(heads)),
              " ".join("lw(%.2fc)" % max(1.1, (15.4 - 0.58 * (len(weights) - 1)) * w / tot) for w in weights) + "."]
        L += ["^".join(esc(h) for h in heads), "="]
        for row in rows:
            L.append("^".join("T{\n%s\nT}" % line(add(list(cell), True)) for cell in row))
        L += [".TE"]

    def b_tab(self, b, L, add):
        self.table(b[1], b[2], b[3], L, add)

    def b_vit(self, b, L, add):
        n = len(b[1])
        heads = ["Paramètre"] + ["Relevé %d" % (k + 1) for k in range(n)]
        rows = [[["Heure"]] + [list(t) for t in b[1]]] + [[[lab]] + [list(x) for x in cells] for lab, cells, _ in b[2]]
        self.table(heads, rows, [1.4] + [1.0] * n, L, add)

    def b_log(self, b, L, add):
        L += [".sp 0.3v", ".TS", "tab(^);", "lw(1.6c) lw(1.4c) lw(11.6c) ."]
        for when, who, text in b[1]:
            L.append("T{\n\\fB%s\\fP\nT}^T{\n\\fI%s\\fP\nT}^T{\n%s\nT}" % (line(add(when, True)), line(add(who, True)), line(add(text))))
        L += [".TE"]

    def b_chk(self, b, L, add):
        L += [".lp", " ; ".join("%s\\~:\\~%s" % (esc(t).replace(" ", "\\~"), "\\fBOUI\\fP" if on else "non") for on, t in b[1]) + "."]

    def b_list(self, b, L, add):
        for run in b[1]:
            L += [".bu", line(add(run))]
        L += [".lp"]

    def b_alert(self, b, L, add):
        L += [".sp 0.3v", ".TS", "box tab(^);", "lw(15.2c).", "T{\n\\fBConsigne.\\fP %s\nT}" % "\n.br\n".join(line(add(r, True)) for r in b[1]), ".TE"]

    def b_quote(self, b, L, add):
        L += [".(q", ".ft I"] + [line(add(r)) for r in b[1]] + [".ft R", ".)q"]

    def source(self, size):
        doc = self.doc
        hv, fv = tr(doc["head"], True), tr(doc["foot"], True)
        n = len(doc["parts"])
        L = [".ll 16.2c", ".kern 0", ".po 2.4c", ".lt 16.2c", ".fam NX", ".ft R", ".nh", ".hy 0", ".lg 0",
             ".cflags 0 -\\(hy\\(en\\(em",
             ".nr pp %d" % round(size), ".sz %.1f" % size, ".nr sp %d" % round(size + 1), ".nr tp %d" % round(size), ".nr fp %d" % max(6, round(size - 2)),
             ".nr pi 0", ".nr ps 0.35v", ".nr si 0", ".nr ss 0.5v", ".nr so 0", ".nr hm 1.3c", ".nr tm 2.3c", ".nr fm 1.1c", ".nr bm 2.1c",
             ".he |\\s-2\\fI%s\\fP\\s0||\\s-2%s \\(em page %%/%d\\s0|" % (hv[0].replace("|", "/"), doc["form"], n),
             ".fo ||\\s-2%s\\s0||" % fv[0].replace("|", "/"), ".ps %.1f" % size, ".vs %.1fp" % (size * 1.2)]
        per_part = []
        for pi, part in enumerate(doc["parts"]):
            if pi:
                L += [".bp"]
            vals = []
            self.part(pi, part, L, vals)
            per_part.append(hv[1] + vals + fv[1])
        return "\n".join(L) + "\n", per_part


def run_groff(src):
    env = dict(os.environ, SOURCE_DATE_EPOCH="1735689600", LC_ALL="C.UTF-8")
    with tempfile.TemporaryDirectory() as td:
        p = Path(td) / "doc.me"
        p.write_text(src, encoding="utf-8")
        r = subprocess.run(["groff", "-K", "utf8", "-me", "-mpdf", "-t", "-Tpdf", "-F", str(font_dir()), "-dpaper=a4", "-P-pa4", "-fNX", "-ww", str(p)],
                           capture_output=True, env=env, cwd=td)
    if r.returncode != 0 or not r.stdout.startswith(b"%PDF"):
        raise RuntimeError("groff: " + r.stderr.decode("utf-8", "replace")[-800:])
    return r.stdout


def render_me(doc):
    import pypdf
    w = Writer(doc)
    n = len(doc["parts"])
    for size in SIZES:
        src, per_part = w.source(size)
        pdf = run_groff(src)
        if len(pypdf.PdfReader(io.BytesIO(pdf)).pages) == n:
            return pdf, per_part
    raise RuntimeError("groffme: a part does not fit one page (%s)" % doc["shape"])
