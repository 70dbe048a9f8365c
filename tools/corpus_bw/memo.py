"""The groff -mm writer of corpus BW (family "grommemo"): a NOTE DE LIAISON (memorandum) typeset by GNU troff with the
MM MACRO PACKAGE and tbl, written by gropdf, groff's own PDF device, in URW P052 (Palatino) Roman / Bold / Italic /
Bold Italic EMBEDDED: the .t1 files are cut into .pfb here, the devpdf descriptions PR / PB / PI / PBI are copied
under new names (PWR, PWB, PWI, PWBI) with their internal name set to the P052 PostScript names, and a "download" file
maps those to the .pfb files (tools/_cache/corpus_bw_groff/, given to groff with -F; the trick is corpus BV's, the
font and the macro package are new). SOURCE_DATE_EPOCH fixes gropdf's dates; .pdfinfo writes /Title.

Unlike corpus BV's groff writer, troff lays the page out itself: mm's page header (.PH: the running identity at the
left, "BW-nn - feuillet k/n" at the right) and footer (.PF: the foot centred), mm's numbered headings (.H 1: "1.",
"2." in bold), mm's variable-item lists (.VL) for the fields (caption in the tag column, the value hanging beside
it), mm's dash lists (.DL), displays (.DS I) for the quoted texts, tbl for the memo grid, the tables (allbox, bold
headers) and the signatures. The PAGE OF A VALUE is known because every part is one page: the point size goes down
from 10.5 pt (mm's .S) until groff writes exactly one page per part (the page count is read back with pypdf).
Inside tables and the memo grid a value never breaks (its spaces are troff's unbreakable "\\~"); in paragraphs it may
break at a space; hyphens are not break points (.cflags 0) and hyphenation and ligatures are off.

Template (Note): right-aligned small "form - feuillet k"; the title centred in bold capitals over a thick rule; the
MEMO GRID (a borderless two-column tbl: "ÉMETTEUR", "DESTINATAIRE", "RÉFÉRENCES", "LIEU ET DATE" in small bold
capitals, the entries beside) closed by a thin rule; numbered sections; logs as .VL entries whose tag is "date hour
initials" in bold; ticks "[X]" / "[ ]" run in a line; notes as a one-cell boxed tbl prefixed "Important :"; signatures
as a borderless tbl row, role in italics over the names.
"""
from __future__ import annotations

import os
import struct
import subprocess
import tempfile
from pathlib import Path

from .model import V

T1 = "/usr/share/fonts/type1/urw-base35/"
DEVPDF = "/usr/share/groff/current/font/devpdf/"
CACHE = Path(__file__).resolve().parent.parent / "_cache" / "corpus_bw_groff"
STYLES = [("PWR", "PR", "P052-Roman"), ("PWB", "PB", "P052-Bold"), ("PWI", "PI", "P052-Italic"), ("PWBI", "PBI", "P052-BoldItalic")]
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
    s = s.replace("\\", "\\e")
    return s


def tr(run, nobreak=False):
    """Troff text of a run and its values (values unbreakable with ``nobreak``)."""
    out, vals = [], []
    for seg in run:
        if isinstance(seg, V):
            t = esc(seg.text)
            out.append(t.replace(" ", "\\~") if nobreak else t)
            vals.append(seg)
        else:
            out.append(esc(seg).replace(" - ", "\\~- "))  # a lone dash never ends a line
    return "".join(out), vals


def line(s):
    """A text line that troff will not take for a request."""
    return "\\&" + s if s[:1] in (".", "'") else s


class Writer:
    def __init__(self, doc):
        self.doc = doc

    def part(self, pi, part, L, vals):
        doc = self.doc

        def add(run, nobreak=False):
            t, v = tr(run, nobreak)
            vals.extend(v)
            return t
        L += [".ad r", "\\s-2%s - feuillet %d\\s0" % (doc["form"], pi + 1), ".ad l", ".sp 0.3v", ".ce", "\\f[PWB]\\s+3%s\\s0\\fP" % esc(part["title"].upper()),
              ".sp 0.2v", "\\l'\\n(.lu\\(ru'", ".sp 0.4v"]
        iss = part["issuer"] or doc["issuer"]
        rows = []
        em = ["\\f[PWB]" + add(iss["name"], True) + "\\fP"] + (["\\f[PWI]" + esc(iss["service"]) + "\\fP"] if iss.get("service") else [])
        em += [add(r, True) for r in iss["lines"] + iss["contact"]] + ([add(iss["legal"], True)] if iss.get("legal") else [])
        rows.append(("ÉMETTEUR", em))
        if part["to"]:
            rows.append(("DESTINATAIRE", ["\\f[PWB]" + add(part["to"]["name"], True) + "\\fP"] + [add(r, True) for r in part["to"]["lines"]]))
        if part["refs"]:
            rows.append(("RÉFÉRENCES", [esc(cap) + " : " + add(run, True) for cap, run in part["refs"]]))
        if part["place"]:
            rows.append(("LIEU ET DATE", [add(part["place"], True)]))
        L += [".TS", "tab(^);", "lw(3.2c) lw(12.8c)."]
        for cap, items in rows:
            L.append("\\s-1\\f[PWB]%s\\fP\\s0^T{\n%s\nT}" % (cap, "\n.br\n".join(line(x) for x in items)))
        L += [".TE", ".sp 0.2v", "\\l'\\n(.lu\\(ru'", ".sp 0.3v"]
        for head, blocks in part["secs"]:
            if head:
                L += ['.H 1 "%s"' % esc(head).replace('"', "''")]
            for b in blocks:
                getattr(self, "b_" + b[0])(b, L, add)
        if part["sigs"]:
            n = len(part["sigs"])
            L += [".sp 1v", ".TS", "tab(^);", " ".join(["lw(%.2fc)" % (15.6 / n)] * n) + "."]
            cells = []
            for role, runs in part["sigs"]:
                cells.append("T{\n\\f[PWI]%s\\fP\n.br\n%s\nT}" % (esc(role or "Signature"), "\n.br\n".join(line(add(r, True)) for r in runs)))
            L += ["^".join(cells), ".TE"]

    def b_p(self, b, L, add):
        L += [".P", line(add(b[1]))]

    def b_kv(self, b, L, add):
        L += [".VL 12m 0.4m"]
        for cap, run in b[1]:
            L += ['.LI "\\f[PWI]%s\\fP"' % esc(cap).replace('"', "''"), line(add(run))]
        L += [".LE"]

    def b_log(self, b, L, add):
        L += [".VL 11m 0.4m"]
        for when, who, text in b[1]:
            L += ['.LI "\\f[PWB]%s \\(em %s\\fP"' % (add(when, True), add(who, True)), line(add(text))]
        L += [".LE"]

    def b_tab(self, b, L, add):
        heads, rows, weights = b[1], b[2], b[3]
        tot = sum(weights)
        L += [".sp 0.3v", ".TS", "allbox tab(^);", " ".join(["cB"] * len(heads)),
              " ".join("lw(%.2fc)" % max(1.2, 14.6 * w / tot) for w in weights) + "."]
        L.append("^".join(esc(h) for h in heads))
        for row in rows:
            L.append("^".join("T{\n%s\nT}" % line(add(list(cell), True)) for cell in row))
        L += [".TE"]

    def b_chk(self, b, L, add):
        L += [".P", "\\0\\0 ".join(("[X]\\~" if on else "[\\(en]\\~") + esc(t).replace(" ", "\\~") for on, t in b[1])]

    def b_list(self, b, L, add):
        L += [".DL"]
        for run in b[1]:
            L += [".LI", line(add(run))]
        L += [".LE"]

    def b_alert(self, b, L, add):
        L += [".sp 0.4v", ".TS", "box tab(^);", "lw(15.4c).", "T{\n\\f[PWB]%s\\fP %s\nT}" % ("Important :", "\n.br\n".join(line(add(r, True)) for r in b[1])), ".TE"]

    def b_quote(self, b, L, add):
        L += [".DS I F", ".ft PWI"] + [line(add(r)) for r in b[1]] + [".ft PWR", ".DE"]

    def source(self, size):
        doc = self.doc
        hv, fv = tr(doc["head"], True), tr(doc["foot"], True)
        n = len(doc["parts"])
        L = [".PH \"|\\s-2\\f[PWI]%s\\fP\\s0||\\s-2%s - feuillet \\\\\\\\nP/%d\\s0|\"" % (hv[0], doc["form"], n),
             ".PF \"||\\s-2%s\\s0||\"" % fv[0], ".pdfinfo /Title %s" % esc(doc["title"]), ".lg 0", ".nh", ".SA 0",
             ".cflags 0 -\\(hy\\(en\\(em", ".S %.1f %.1f" % (size, size * 1.22),
             ".ds HF 3 3 3", ".ds HP +1 +0", ".nr Hb 1", ".nr Hs 1", ".nr Hu 1", ".nr Ej 0", ".nr Pt 0", ".nr Pi 0"]
        per_part = []
        for pi, part in enumerate(doc["parts"]):
            if pi:
                L += [".SK", ".nr H1 0"]
            vals = []
            self.part(pi, part, L, vals)
            per_part.append(hv[1] + vals + fv[1])
        return "\n".join(L) + "\n", per_part


def run_groff(src):
    env = dict(os.environ, SOURCE_DATE_EPOCH="1735689600", LC_ALL="C.UTF-8")
    with tempfile.TemporaryDirectory() as td:
        p = Path(td) / "doc.mm"
        p.write_text(src, encoding="utf-8")
        r = subprocess.run(["groff", "-K", "utf8", "-mm", "-mpdf", "-t", "-Tpdf", "-F", str(font_dir()), "-P-pa4", "-fPW", "-ww", str(p)],
                           capture_output=True, env=env, cwd=td)
    if r.returncode != 0 or not r.stdout.startswith(b"%PDF"):
        raise RuntimeError("groff: " + r.stderr.decode("utf-8", "replace")[-800:])
    return r.stdout


def render_memo(doc):
    import io

    import pypdf
    w = Writer(doc)
    n = len(doc["parts"])
    for size in SIZES:
        src, per_part = w.source(size)
        pdf = run_groff(src)
        if len(pypdf.PdfReader(io.BytesIO(pdf)).pages) == n:
            return pdf, per_part
    raise RuntimeError("grommemo: a part does not fit one page (%s)" % doc["shape"])
