"""The groff writer of corpus CA (family "msgroff"): the CeGIDD's papers typeset like a SHORT SCIENTIFIC ARTICLE. GNU
groff 1.22.4 with the MS macro package and tbl, written straight to PDF by gropdf (`groff -k -ms -t -Tpdf`);
SOURCE_DATE_EPOCH fixes the dates. Font: URW Gothic Book / Demi / Book Oblique / Demi Oblique, EMBEDDED as Type 1
through a font directory built here in a temporary folder (the devpdf descriptions AR / AB / AI / ABI copied as QR / QB
/ QI / QBI with the URW names, and a download file pointing at the .t1 files; `.fam Q`). Ligatures, kerning and
hyphenation off; neither the hyphen nor the slash is a break point (.cflags 0); a value's spaces are unbreakable (\\~).

Template (article): every part from a new page (.bp). A part opens with the running identity in small oblique type
over a drawn rule, a tbl of two text blocks (issuer at the left, references flush right), the addressee indented at
the right; then the title centred in large Demi, the BYLINE - the signatories of the part centred under the title
like the authors of a paper (name in Demi, quality and number in oblique) - and the AFFILIATION (the issuer's service)
carrying a FOOTNOTE CALL whose note (.FS / .FE, at the foot of the page) holds the issuer's phones, e-mail and
FINESS; the place set flush right; an ABSTRACT ("Résumé", -ms .QS / .QE) holding the part's first note; sections as
numbered headings (.NH: "1.", "2."); fields as a DOUBLEBOX tbl of caption / value pairs (two pairs a row when both are
short, a long value spanning three columns); tables as ALLBOX tbl with a Demi head; ticks as "[X]" / "[ ]"; lists with
.IP bullets; further notes in an -ms box (.B1 / .B2); quotes as .QP in oblique; logs as an allbox tbl. The foot is
-ms's three-part footer (LF: the foot run, RF: "page k/n"), redefined for each part. A part must hold on its page:
the type shrinks from 10 to 6.5 pt until the number of pages equals the number of parts and every value is found on
its page by pdftotext, so the page of each value is known.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import tempfile

from tools import score_eval as SE

from .glyphe import runtext, runvals
from .model import V, tokens

DEVPDF = "/usr/share/groff/current/font/devpdf/"
URW = "/usr/share/fonts/type1/urw-base35/"
OTF = "/usr/share/fonts/opentype/urw-base35/"
MAP = [("AR", "QR", "URWGothic-Book"), ("AI", "QI", "URWGothic-BookOblique"), ("AB", "QB", "URWGothic-Demi"),
       ("ABI", "QBI", "URWGothic-DemiOblique")]
SIZES = (10.0, 9.5, 9.0, 8.5, 8.0, 7.5, 7.0, 6.5)
LINE_CM = 16.6
_MET = {}


def fontdir(td):
    d = os.path.join(td, "devpdf")
    os.makedirs(d)
    shutil.copy(DEVPDF + "DESC", d)
    with open(os.path.join(d, "download"), "w") as dl:
        for src, dst, name in MAP:
            with open(DEVPDF + src) as fh:
                lines = fh.read().splitlines()
            out = ["name " + dst if ln.startswith("name ") else "internalname " + name if ln.startswith("internalname ") else ln for ln in lines]
            with open(os.path.join(d, dst), "w") as fh:
                fh.write("\n".join(out) + "\n")
            dl.write("\t%s\t%s%s.t1\n" % (name, URW, name))


def width_cm(text, font, pt):
    """The advance of ``text`` in one of the embedded URW Gothic fonts (their OpenType twins), in cm."""
    from fontTools.ttLib import TTFont
    fn = {"QR": "URWGothic-Book", "QB": "URWGothic-Demi", "QI": "URWGothic-BookOblique", "QBI": "URWGothic-DemiOblique"}[font]
    if fn not in _MET:
        f = TTFont(OTF + fn + ".otf")
        _MET[fn] = (f.getBestCmap(), f["hmtx"].metrics, f["head"].unitsPerEm)
    cmap, hmtx, upm = _MET[fn]
    w = sum(hmtx.get(cmap.get(ord(ch), ".notdef"), (500, 0))[0] for ch in text)
    return w / upm * pt / 72 * 2.54


def min_width(run, font, pt):
    return max([width_cm(t, font, pt) for t, _ in tokens(list(run))] + [0.0]) + 0.15


def esc(s):
    return s.replace("\\", "\\e")


def tr(run):
    """A run as troff text: a value's spaces unbreakable."""
    return "".join(esc(seg.text).replace(" ", "\\~") if isinstance(seg, V) else esc(seg) for seg in run)


def line(s):
    return "\\&" + s


def tblock(lines, font=None, adj="l", ll=None):
    body = [".fi", ".ad " + adj] + ([".ft " + font] if font else []) + ([".ll " + ll] if ll else [])
    for k, x in enumerate(lines):
        body += ([".br"] if k else []) + [line(x)]
    return "T{\n" + "\n".join(body) + "\nT}"


def widths(weights, total=LINE_CM, mins=None, pt=10.0):
    """Column widths (cm) after tbl's 3n gaps, proportional to the weights and never under ``mins``."""
    n = len(weights)
    avail = total - 1.5 * pt / 72 * 2.54 * n - 0.15
    mins = mins or [0.0] * n
    tot = sum(weights)
    ws = [avail * w / tot for w in weights]
    for _ in range(8):
        short = [q for q in range(n) if ws[q] < mins[q] - 1e-6]
        if not short:
            break
        for q in short:
            ws[q] = mins[q]
        free = [q for q in range(n) if q not in short and ws[q] > mins[q]]
        extra = sum(ws) - avail
        ft = sum(weights[q] for q in free) or 1
        for q in free:
            ws[q] -= extra * weights[q] / ft
    return ["%.2fc" % w for w in ws], sum(ws) <= avail + 0.01


class Ms:
    def __init__(self, doc, size):
        self.doc, self.size = doc, size
        self.L, self.vals = [], []

    def emit(self, *ls):
        self.L.extend(ls)

    def text(self, run):
        self.vals[-1].extend(runvals(run))
        return tr(run)

    def foot(self, k, n):
        t = self.text(self.doc["foot"]).replace("'", "\\(aq")
        self.emit(".ds LF \\s-2%s\\s0" % t, ".ds CF", ".ds RF \\s-2page %d/%d\\s0" % (k + 1, n))

    def top(self, part):
        d = self.doc
        iss = part["issuer"] or d["issuer"]
        self.emit(".LP", line("\\s-2\\f[I]%s \\(em %s\\f[P]\\s0" % (self.text(d["head"]), d["form"])), ".br",
                  "\\D'l %.1fc 0'" % LINE_CM, ".sp .5v")
        left = ["\\f[B]%s\\f[P]" % self.text(iss["name"])] + ["\\s-1%s\\s0" % self.text(r_) for r_ in iss["lines"]]
        right = ["\\s-1\\f[I]%s\\f[P] %s\\s0" % (esc(cap), self.text(run)) for cap, run in part["refs"]]
        w = widths([1.6, 1.0], pt=self.size)[0]
        self.emit(".TS", "tab(|);", "lw(%s) rw(%s)." % tuple(w), tblock(left) + "|" + tblock(right or [" "]), ".TE")
        if part["to"]:
            self.emit(".in 8.5c", ".LP", line("\\f[I]Destinataire :\\f[P] \\f[B]%s\\f[P]" % self.text(part["to"]["name"])))
            for r_ in part["to"]["lines"]:
                self.emit(".br", line(self.text(r_)))
            self.emit(".in 0")
        self.emit(".sp .6v", ".ce 3", line("\\s+4\\f[B]%s\\f[P]\\s0" % esc(part["title"])), ".ce 0", ".sp .3v")
        if part["sigs"]:
            by = []
            for role, runs in part["sigs"]:
                by.append("\\f[B]%s\\f[P]\\~\\f[I](%s)\\f[P]" % (self.text(runs[0]), ", ".join([esc(role.lower())] + [self.text(r_) for r_ in runs[1:]])))
            self.emit(".ce 4", line(" \\(bu ".join(by)), ".ce 0")
        aff = iss.get("service") or "CeGIDD"
        self.emit(".ce", line("\\s-1\\f[I]%s\\f[P]\\s0\\**" % esc(aff)), ".FS")
        for r_ in iss["contact"] + ([iss["legal"]] if iss.get("legal") else []):
            self.emit(line(self.text(r_)), ".br")
        self.emit(".FE")
        if part["place"]:
            self.emit(".sp .3v", ".rj 1", line("\\f[I]%s\\f[P]" % self.text(part["place"])))

    def abstract(self, part):
        for si, (_, blocks) in enumerate(part["secs"]):
            for bi, b in enumerate(blocks):
                if b[0] == "alert":
                    self.emit(".sp .4v", ".QS", ".LP", line("\\f[B]Résumé.\\f[P] " + " ".join(self.text(r_) for r_ in b[1])), ".QE")
                    return (si, bi)
        return None

    def block(self, b):
        k = b[0]
        pt = self.size
        if k == "p":
            self.emit(".LP", line(self.text(b[1])))
        elif k == "kv":
            items = list(b[1])
            cap_w = min(4.6, max(width_cm(cap, "QI", pt) for cap, _ in items) + 0.25)
            w4 = widths([1.0, 1.7, 1.0, 1.7], mins=[cap_w, 0, cap_w, 0], pt=pt)[0]
            half = float(w4[1][:-1])
            rows, fmts, j = [], [], 0
            while j < len(items):
                cap, run = items[j]
                if j + 1 < len(items) and max(width_cm(runtext(run), "QR", pt), width_cm(runtext(items[j + 1][1]), "QR", pt)) < half - 0.2 and \
                        max(width_cm(cap, "QI", pt), width_cm(items[j + 1][0], "QI", pt)) < float(w4[0][:-1]):
                    cap2, run2 = items[j + 1]
                    fmts.append("rw(%s)fQI lw(%s) rw(%s)fQI lw(%s)" % tuple(w4))
                    rows.append("%s|%s|%s|%s" % (tblock([esc(cap)], "QI", "r", w4[0]), tblock([self.text(run)]), tblock([esc(cap2)], "QI", "r", w4[0]), tblock([self.text(run2)])))
                    j += 2
                else:
                    fmts.append("rw(%s)fQI l s s" % w4[0])
                    rows.append("%s|%s" % (tblock([esc(cap)], "QI", "r", w4[0]), tblock([self.text(run)])))
                    j += 1
            if all(f_.endswith(" l s s") for f_ in fmts):      # no pair: two columns
                w2 = widths([1.0, 4.3], mins=[cap_w, 0], pt=pt)[0]
                fmts = ["rw(%s)fQI lw(%s)" % tuple(w2)] * len(fmts)
            self.emit(".sp .3v", ".TS", "doublebox tab(|);", *fmts[:-1], fmts[-1] + ".", *rows, ".TE")
        elif k in ("tab", "log"):
            heads, rows, wts = (b[1], b[2], b[3]) if k == "tab" else (["Quand", "Qui", "Action"], [list(x) for x in b[1]], [1.1, 1.3, 3.6])
            while True:
                mins = [max([min_width([h], "QB", pt)] + [min_width(row[q], "QR", pt) for row in rows]) for q, h in enumerate(heads)]
                w, ok = widths(wts, mins=mins, pt=pt)
                if ok or pt <= 5.0:
                    break
                pt -= 0.5
            self.emit(".sp .3v", ".ps %.1f" % pt, ".vs %.1fp" % (pt * 1.25), ".TS", "allbox tab(|);",
                      " ".join("lw(%s)fQB" % x for x in w), " ".join("l" for _ in w) + ".",
                      "|".join(tblock([esc(h)]) for h in heads))
            for row in rows:
                self.emit("|".join(tblock([self.text(list(cell))]) for cell in row))
            self.emit(".TE", ".ps %.1f" % self.size, ".vs %.1fp" % (self.size * 1.25))
        elif k == "chk":
            items = ["%s\\~%s" % ("[X]" if on else "[\\(en]", esc(t).replace(" ", "\\~")) for on, t in b[1]]
            self.emit(".LP", ".na", line(" \\h'1m'".join(items)), ".br", ".ad b")
        elif k == "list":
            for run in b[1]:
                self.emit(".IP \\(bu 1.5m", line(self.text(run)))
            self.emit(".LP")
        elif k == "alert":
            self.emit(".sp .3v", ".B1", ".LP", line("\\f[B]%s\\f[P]" % " ".join(self.text(r_) for r_ in b[1])), ".B2")
        elif k == "quote":
            self.emit(".QP", line("\\f[I]%s\\f[P]" % " ".join(self.text(r_) for r_ in b[1])))
        else:
            raise KeyError(k)

    def source(self):
        d, n = self.doc, len(self.doc["parts"])
        s = self.size
        self.emit(".nr PS %.1f" % s, ".nr VS %.1fp" % (s * 1.25), ".nr PO 2.2c", ".nr LL %.1fc" % LINE_CM, ".nr FL %.1fc" % LINE_CM,
                  ".nr HM 1.1c", ".nr FM 1.8c", ".nr PD .35v", ".nr PI 0", ".nr QI 1.2c", ".fam Q", ".ds CH", ".ds LH", ".ds RH",
                  ".nr HY 0", ".hy 0", ".lg 0", ".kern 0", ".cflags 0 -\\[hy]\\[em]/")
        for k, part in enumerate(d["parts"]):
            self.vals.append([])
            if k:
                self.emit(".bp")
            self.foot(k, n)
            self.top(part)
            moved = self.abstract(part)
            for si, (head, blocks) in enumerate(part["secs"]):
                if head:
                    self.emit(".NH 1", line(esc(head)), ".PP" if False else ".LP")
                for bi, b in enumerate(blocks):
                    if (si, bi) != moved:
                        self.block(b)
        return "\n".join(self.L) + "\n"


def groff(src, td):
    p = os.path.join(td, "doc.ms")
    with open(p, "w", encoding="utf-8") as fh:
        fh.write(src)
    env = dict(os.environ, SOURCE_DATE_EPOCH="1764579600")
    r = subprocess.run(["groff", "-k", "-ms", "-t", "-Tpdf", "-F", td, "-P-pa4", p], capture_output=True, env=env)
    if r.returncode != 0:
        raise RuntimeError(r.stderr.decode("utf-8", "replace")[-800:])
    return r.stdout


def check(pdf, vals, td):
    """Every value of a page is seen on that page by pdftotext as often as the page's truth says."""
    p = os.path.join(td, "out.pdf")
    with open(p, "wb") as fh:
        fh.write(pdf)
    pages = SE.extract_pdftotext(p)
    if len(pages) != len(vals):
        return False
    for txt, vs in zip(pages, vals):
        t = SE.normalize(txt)
        for v in vs:
            need = sum(1 for w in vs if SE.count(v.text, SE.normalize(w.text), "@" in v.text))
            if SE.count(v.text, t, "@" in v.text) < need:
                return False
    return True


def render_ms(doc):
    with tempfile.TemporaryDirectory() as td:
        fontdir(td)
        for size in SIZES:
            m = Ms(doc, size)
            pdf = groff(m.source(), td)
            if check(pdf, m.vals, td):
                return pdf, m.vals
    raise RuntimeError("msgroff: %s does not fit" % doc["form"])
