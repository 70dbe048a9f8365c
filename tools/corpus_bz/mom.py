"""The groff writer of corpus BZ (family "momgroff"): the regional cancer network's typeset papers. GNU groff 1.22.4
with the MOM macro package (PRINTSTYLE TYPESET), tbl and pic, written straight to PDF by gropdf (`groff -k -mom -p -t
-Tpdf`, the pipeline pdfmom wraps); SOURCE_DATE_EPOCH fixes the dates. Fonts: URW Bookman Light / Demi / Light Italic
for the text and URW Nimbus Sans Narrow Regular / Bold / Oblique for captions, tables and heads, both EMBEDDED as
Type 1 through a font directory built here in a temporary folder (the devpdf descriptions BMR / BMB / BMI / HNR / HNB /
HNI copied as YR / YB / YI / WR / WB / WI with the URW names - two letters, as tbl reads font names, and not KR / KI /
KB, which groff's ps.tmac translates - and a download file pointing at the .t1 files). Kerning and hyphenation off;
neither the hyphen nor the slash is a break point (.cflags 0); a value's spaces are unbreakable (\\~).

Template (mom): every part from a new page (.NEWPAGE); each page opens with the running identity in narrow type over a
heavy rule drawn by .DRH (.RULE_WEIGHT 1.2) and ends with the foot placed at a fixed depth (.sp |27.2c) with "page
k/n". A part opens with a tbl of two text blocks (issuer at the left, references flush right in narrow type), the
addressee in the right-hand cell of a second tbl, the title in narrow bold and the place set flush right (.rj);
headings as "§ n - heading" in narrow bold over a hairline; fields as a two-column tbl (caption right-aligned in
narrow oblique, value in Bookman; the columns never narrower than the widest value, measured on the fonts' OpenType
twins); tables as boxed tbl with a narrow bold head over a rule (their type shrinks when the columns would not fit);
ticks as groff's \\[sq] / \\[OK] glyphs; lists with mom's .LIST BULLET; notes in a one-cell boxed tbl in narrow bold;
quotes as mom's .BLOCKQUOTE; logs as a three-column tbl; the FAMILY TREE DRAWN WITH PIC (squares for men, circles for
women, the proband filled and pointed at by an arrow, marriage and sibship lines, each relative's first name, name and
"year - cancer" under the symbol); signatures as a tbl of blocks. A part must hold on its page: the depth reached is
read back from troff (.tm of register nl) and every value is looked for on its page in pdftotext's output; the type
shrinks from 10 to 7 pt until both hold, so the page of each value is known.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import tempfile

from tools import score_eval as SE

from .cairo import runtext, runvals
from .model import V, tokens

DEVPDF = "/usr/share/groff/current/font/devpdf/"
URW = "/usr/share/fonts/type1/urw-base35/"
MAP = [("BMR", "YR", "URWBookman-Light"), ("BMI", "YI", "URWBookman-LightItalic"), ("BMB", "YB", "URWBookman-Demi"),
       ("BMBI", "YBI", "URWBookman-DemiItalic"), ("HNR", "WR", "NimbusSansNarrow-Regular"), ("HNB", "WB", "NimbusSansNarrow-Bold"),
       ("HNI", "WI", "NimbusSansNarrow-Oblique"), ("HNBI", "WBI", "NimbusSansNarrow-BoldOblique")]
SIZES = (10.0, 9.5, 9.0, 8.5, 8.0, 7.5, 7.0)
LINE_CM = 16.6
LIMIT = int(26.7 / 2.54 * 72000)     # troff basic units (72000 per inch on devpdf): the foot sits at 27.2 cm


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
    return td


def esc(s):
    return s.replace("\\", "\\e")


def tr(run):
    """A run as troff text: a value's spaces unbreakable."""
    out = []
    for seg in run:
        if isinstance(seg, V):
            out.append(esc(seg.text).replace(" ", "\\~"))
        else:
            out.append(esc(seg))
    return "".join(out)


def line(s):
    return "\\&" + s


def tblock(lines, font=None):
    """A tbl text block: the lines (troff text) separated by .br."""
    body = [".fi", ".ad l"] + ([".ft " + font] if font else [])
    for k, x in enumerate(lines):
        body += ([".br"] if k else []) + [line(x)]
    return "T{\n" + "\n".join(body) + "\nT}"


def widths(weights, total=LINE_CM, mins=None, pt=10.0):
    """Column widths (cm) after tbl's 3n gaps, proportional to the weights and never under ``mins``."""
    n = len(weights)
    avail = total - 1.5 * pt / 72 * 2.54 * n - 0.1        # n gaps: n - 1 inside, two halves at the ends
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


OTF = "/usr/share/fonts/opentype/urw-base35/"
_MET = {}


def width_cm(text, font, pt):
    """The advance of ``text`` in one of the embedded URW fonts (their OpenType twins), in cm."""
    from fontTools.ttLib import TTFont
    fn = {"WR": "NimbusSansNarrow-Regular", "WB": "NimbusSansNarrow-Bold", "WI": "NimbusSansNarrow-Oblique",
          "YR": "URWBookman-Light", "YB": "URWBookman-Demi", "YI": "URWBookman-LightItalic"}[font]
    if fn not in _MET:
        f = TTFont(OTF + fn + ".otf")
        _MET[fn] = (f.getBestCmap(), f["hmtx"].metrics, f["head"].unitsPerEm)
    cmap, hmtx, upm = _MET[fn]
    w = sum(hmtx.get(cmap.get(ord(ch), ".notdef"), (500, 0))[0] for ch in text)
    return w / upm * pt / 72 * 2.54


def min_width(run, font, pt):
    return max([width_cm(t, font, pt) for t, _ in tokens(list(run))] + [0.0]) + 0.12


class Mom:
    def __init__(self, doc, size):
        self.doc, self.size = doc, size
        self.L, self.vals = [], []

    def emit(self, *ls):
        self.L.extend(ls)

    def text(self, run):
        self.vals[-1].extend(runvals(run))
        return tr(run)

    def page_head(self, k, n):
        d = self.doc
        self.emit(".FAM W", ".FT R", ".PT_SIZE %.1f" % (self.size * 0.78),
                  line("%s \\(em %s \\(em page %d/%d" % (self.text(d["head"]), d["form"], k + 1, n)), ".br", ".RULE_WEIGHT 1.2", ".DRH",
                  ".FAM Y", ".FT R", ".PT_SIZE %.1f" % self.size, ".SP 1.1v")

    def page_foot(self, k, n):
        self.emit(".tm BZPOS %d \\n(nl" % k, ".sp |27.2c", ".FAM W", ".FT R", ".PT_SIZE %.1f" % (self.size * 0.72),
                  line("%s \\(em %s \\(em page %d/%d" % (self.text(self.doc["foot"]), self.doc["code"], k + 1, n)), ".br")

    def top(self, part):
        iss = part["issuer"] or self.doc["issuer"]
        left = ["\\f[WB]\\s+2%s\\s0\\f[P]" % self.text(iss["name"])]
        if iss.get("service"):
            left.append("\\f[YI]%s\\f[P]" % esc(iss["service"]))
        for r_ in iss["lines"] + iss["contact"] + ([iss["legal"]] if iss.get("legal") else []):
            left.append("\\s-1%s\\s0" % self.text(r_))
        right = ["\\f[WI]%s\\f[P] \\f[WB]%s\\f[P]" % (esc(cap), self.text(run)) for cap, run in part["refs"]]
        w = widths([1.7, 1.0], pt=self.size)[0]
        self.emit(".TS", "tab(|);", "lw(%s) rw(%s)." % tuple(w),
                  tblock(left) + "|" + tblock(right or [" "], "WR"), ".TE", ".fi")
        if part["to"]:
            w = widths([1.3, 1.0], pt=self.size)[0]
            to = ["\\f[WI]Destinataire :\\f[P]", "\\f[YB]%s\\f[P]" % self.text(part["to"]["name"])] + [self.text(r_) for r_ in part["to"]["lines"]]
            self.emit(".SP .3v", ".TS", "tab(|);", "lw(%s) lw(%s)." % tuple(w), " |" + tblock(to, "YR"), ".TE", ".fi")
        self.emit(".SP .5v", ".FAM W", ".FT B", ".PT_SIZE %.1f" % (self.size * 1.5), line(esc(part["title"])), ".br",
                  ".FAM Y", ".FT R", ".PT_SIZE %.1f" % self.size)
        if part["place"]:
            self.emit(".rj 1", line("\\f[YI]%s\\f[P]" % self.text(part["place"])))
        self.emit(".SP .3v")

    def heading(self, text):
        self.nsec += 1
        self.emit(".SP .5v", line("\\f[WB]\\s+1\\[sc]\\~%d \\(em %s\\s0\\f[P]" % (self.nsec, esc(text))), ".br", ".RULE_WEIGHT .4", ".DRH", ".SP 1v")

    def block(self, b):
        k = b[0]
        if k == "p":
            self.emit(".SP .25v", ".PP", line(self.text(b[1])))
        elif k == "kv":
            pt = self.size
            mins = [max(min_width([cap], "WI", pt) for cap, _ in b[1]), max(min_width(run, "YR", pt) for _, run in b[1])]
            w, _ = widths([1.0, 3.6], mins=mins, pt=pt)
            rows = ["%s|%s" % (line(esc(cap)), tblock([self.text(run)], "YR")) for cap, run in b[1]]
            self.emit(".SP .2v", ".TS", "tab(|);", "rw(%s)fWI lw(%s)." % tuple(w), *rows, ".TE", ".fi")
        elif k in ("tab", "log"):
            heads, rows, wts = (b[1], b[2], b[3]) if k == "tab" else (["Quand", "Qui", "Événement"], [list(x) for x in b[1]], [1.0, 1.4, 3.6])
            pt = self.size
            while True:
                mins = [max([min_width([h], "WB", pt)] + [min_width(row[q], "WR", pt) for row in rows]) for q, h in enumerate(heads)]
                w, ok = widths(wts, mins=mins, pt=pt)
                if ok or pt <= 5.5:
                    break
                pt -= 0.5
            self.emit(".SP .3v", ".ps %.1f" % pt, ".TS", "box tab(|);",
                      " ".join("lw(%s)fWB" % x for x in w), " ".join("lfWR" for _ in w) + ".",
                      "|".join(tblock([esc(h)], "WB") for h in heads), "_")
            for row in rows:
                self.emit("|".join(tblock([self.text(list(cell))], "WR") for cell in row))
            self.emit(".TE", ".fi", ".ps %.1f" % self.size)
        elif k == "chk":
            items = ["%s\\~%s" % ("\\[OK]" if on else "\\[sq]", esc(t).replace(" ", "\\~")) for on, t in b[1]]
            self.emit(".SP .2v", ".PP", line("\\f[WR]" + " \\h'.8m'".join(items) + "\\f[P]"))
        elif k == "list":
            self.emit(".SP .2v", ".LIST BULLET")
            for run in b[1]:
                self.emit(".ITEM", line(self.text(run)))
            self.emit(".LIST OFF")
        elif k == "alert":
            self.emit(".SP .3v", ".TS", "box tab(|);", "lw(%s)fWB." % widths([1], pt=self.size)[0][0],
                      tblock([self.text(r_) for r_ in b[1]], "WB"), ".TE", ".fi")
        elif k == "quote":
            self.emit(".BLOCKQUOTE", line("\\f[YI]%s\\f[P]" % " ".join(self.text(r_) for r_ in b[1])), ".BLOCKQUOTE OFF")
        elif k == "tree":
            self.tree(b[1])
        else:
            raise KeyError(k)

    def tree(self, gens):
        """The pedigree drawn with pic: gen 0 grandparents, gen 1 aunt / mother + father, gen 2 proband + sibling."""
        L = [".SP .3v", ".PS", "scale = 1", "boxwid = 0.2; boxht = 0.2; circlerad = 0.1"]

        def node(x, y, sex, name, info, prob, tag=None):
            shape = ("box" if sex == 1 else "circle") + (" fill 0.55" if prob else "")
            L.append("%s at (%.2f, %.2f)" % (shape, x, y))
            lines = [tag] if tag else []
            if name:
                vs = [s for s in name if isinstance(s, V)]
                lines += [tr([v]) for v in vs] if len(vs) == 2 else [tr(name)]
                lines.append(tr(info))
                self.vals[-1].extend(runvals(name) + runvals(info))
            for j, t in enumerate(lines):
                L.append('"\\s-2%s\\s0" at (%.2f, %.2f)' % (t, x, y - 0.2 - 0.13 * j))
        y0, y1, y2 = 0.0, -1.0, -2.0
        gm, (mo, au), (pr, sib) = gens[0][0], gens[1], gens[2]
        xs = {"gf": 0.9, "gm": 2.4, "au": 0.9, "mo": 2.4, "fa": 3.9, "pr": 2.4, "sib": 3.9}
        node(xs["gf"], y0, 1, None, None, False, "grand-père")
        node(xs["gm"], y0, *gm)
        node(xs["au"], y1, *au)
        node(xs["mo"], y1, *mo)
        node(xs["fa"], y1, 1, None, None, False, "père")
        node(xs["pr"], y2, *pr)
        node(xs["sib"], y2, *sib)
        for a, b, y in (("gf", "gm", y0), ("mo", "fa", y1)):
            L.append("line from (%.2f, %.2f) to (%.2f, %.2f)" % (xs[a] + 0.11, y, xs[b] - 0.11, y))
        for (a, b), (c1, c2), y in ((("gf", "gm"), ("au", "mo"), y0), (("mo", "fa"), ("pr", "sib"), y1)):
            mid = (xs[a] + xs[b]) / 2
            L.append("line from (%.2f, %.2f) to (%.2f, %.2f)" % (mid, y, mid, y - 0.55))
            L.append("line from (%.2f, %.2f) to (%.2f, %.2f)" % (xs[c1], y - 0.55, xs[c2], y - 0.55))
            for ch in (c1, c2):
                L.append("line from (%.2f, %.2f) to (%.2f, %.2f)" % (xs[ch], y - 0.55, xs[ch], y - 0.9))
        L.append('arrow from (%.2f, %.2f) to (%.2f, %.2f)' % (xs["pr"] - 0.55, y2 - 0.3, xs["pr"] - 0.14, y2 - 0.06))
        L += [".PE", ".SP .3v"]
        self.emit(*L)

    def sigs(self, sigs):
        n = len(sigs)
        w = widths([1] * (n + 1), pt=self.size)[0]
        cells = []
        for role, runs in sigs:
            cells.append(tblock(["\\f[YI]%s\\f[P]" % esc(role)] + ["\\f[YB]%s\\f[P]" % self.text(r_) for r_ in runs]))
        self.emit(".SP .8v", ".TS", "tab(|);", "lw(%s) " % w[0] + " ".join("lw(%s)" % x for x in w[1:]) + ".",
                  " |" + "|".join(cells), ".TE", ".fi")

    def source(self):
        d, n = self.doc, len(self.doc["parts"])
        self.emit(".PAPER A4", ".PRINTSTYLE TYPESET", ".FAMILY Y", ".PT_SIZE %.1f" % self.size, ".AUTOLEAD 2.2",
                  ".L_MARGIN 2.2c", ".R_MARGIN 2.2c", ".T_MARGIN 1.4c", ".B_MARGIN 1.6c", ".HEADERS OFF", ".FOOTERS OFF",
                  ".PAGINATE OFF", ".KERN OFF", ".HY OFF", ".QUAD LEFT", ".PARA_INDENT 0", ".DOCTITLE \"%s\"" % esc(d["title"]), ".START",
                  ".cflags 0 -\\[hy]\\[em]/")
        for k, part in enumerate(d["parts"]):
            self.vals.append([])
            if k:
                self.emit(".NEWPAGE")
            self.nsec = 0
            self.page_head(k, n)
            self.top(part)
            for head, blocks in part["secs"]:
                if head:
                    self.heading(head)
                for b in blocks:
                    self.block(b)
            if part["sigs"]:
                self.sigs(part["sigs"])
            self.page_foot(k, n)
        return "\n".join(self.L) + "\n"


def groff(src, td):
    p = os.path.join(td, "doc.mom")
    with open(p, "w", encoding="utf-8") as fh:
        fh.write(src)
    env = dict(os.environ, SOURCE_DATE_EPOCH="1764579600")
    r = subprocess.run(["groff", "-k", "-mom", "-p", "-t", "-Tpdf", "-F", td, "-P-pa4", p], capture_output=True, env=env)
    if r.returncode != 0:
        raise RuntimeError(r.stderr.decode("utf-8", "replace")[-800:])
    pos = [int(x.split()[2]) for x in r.stderr.decode("utf-8", "replace").splitlines() if x.startswith("BZPOS ")]
    return r.stdout, pos


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


def render_mom(doc):
    with tempfile.TemporaryDirectory() as td:
        fontdir(td)
        for size in SIZES:
            m = Mom(doc, size)
            src = m.source()
            pdf, pos = groff(src, td)
            if len(pos) == len(doc["parts"]) and max(pos) < LIMIT and check(pdf, m.vals, td):
                return pdf, m.vals
    raise RuntimeError("momgroff: %s does not fit" % doc["form"])


_ = runtext
