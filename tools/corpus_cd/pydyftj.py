"""The pydyf writer of corpus CD (family "pydyftj"): content streams WRITTEN HERE, no layout library.

The look of a private practice's letter: a pale sand SIDEBAR down the left of every page holding the issuer (name,
activity, address, phones, e-mail, FINESS) and the references, a terracotta title, section headings in bold capitals
over a hairline, justified paragraphs, caption / value lines with italic captions, ruled tables, drawn tick boxes,
"•" lists, a terracotta-barred note, signatures at the right; the running identity over the main column and the foot
with "page k/n" at the bottom. Font: Caladea Regular / Bold / Italic, embedded whole as simple TrueType fonts
(WinAnsiEncoding, /Widths from the font's hmtx, fontTools).

The content streams are unusual in three ways: (1) NO SPACE GLYPH is ever shown - every line is one TJ array whose
words are separated by negative displacements (wider on justified lines); (2) words are cut into fragments of two to
five letters separated by small KERNING numbers (-18 to +16 thousandths of an em); (3) within each section the lines
are written BOTTOM-UP (the stream holds a section's last line first), sections top-down, the sidebar last. A line
too long for its column is condensed with Tz (never broken inside a value). Metadata fixed, no /ID variation."""
from __future__ import annotations

import io
import random

from .engine import bwrap
from .render_util import runtext

CAL = "/usr/share/fonts/truetype/crosextra/Caladea-%s.ttf"
STY = {"R": "Regular", "B": "Bold", "I": "Italic"}
PW, PH = 210.0, 297.0
K = 72 / 25.4
TERRA = (0.62, 0.27, 0.17)
SAND = (0.965, 0.945, 0.895)
GREY = (0.38, 0.38, 0.38)
BLACK = (0, 0, 0)
_M = {}


def metrics(st):
    if st not in _M:
        from fontTools.ttLib import TTFont
        t = TTFont(CAL % STY[st])
        cmap, hm, upm = t.getBestCmap(), t["hmtx"], t["head"].unitsPerEm
        w = {}
        for code in range(32, 256):
            try:
                ch = bytes([code]).decode("cp1252")
            except UnicodeDecodeError:
                continue
            g = cmap.get(ord(ch))
            w[ch] = hm[g][0] * 1000 / upm if g else 500
        _M[st] = w
    return _M[st]


def meas(t, st, size):
    w = metrics(st)
    return sum(w.get(ch, 500) for ch in t) / 1000 * size / K


class Page:
    def __init__(self):
        self.g, self.groups, self.vals = [], [], []  # graphics, text groups (each a list of lines)
        self.cur = None

    def group(self):
        self.cur = []
        self.groups.append(self.cur)

    def line(self, x, y, words, st, size, color=BLACK, width=0.0, justify=False, vals=()):
        nat = meas(" ".join(words), st, size)
        tz = 100.0
        if width and nat > width:
            tz = max(55.0, 100.0 * width / nat)
        self.cur.append((x, y, words, st, size, color, width if justify and nat < width else 0.0, tz))
        self.vals.extend(vals)


class Lay:
    """Lays one part out on one page (mm, top-down); ``s`` scales every size."""
    X0, XW = 62.0, 134.0   # main column
    SX, SW = 7.0, 42.0     # sidebar

    def __init__(self, doc, part, k, n, s):
        self.doc, self.part, self.k, self.n, self.s = doc, part, k, n, s
        self.p = Page()
        self.y = 24.0

    def para(self, run, x, w, st="R", size=9.4, lead=1.38, color=BLACK, justify=False, gap=0.0):
        size *= self.s
        ls = bwrap(list(run), w, lambda q: meas(q, st, size), False)
        for j, (t, v, _) in enumerate(ls):
            self.y += size * 0.3528 * lead
            self.p.line(x, self.y, t.split(" "), st, size, color, w, justify and j < len(ls) - 1, v)
        self.y += gap

    def build(self):
        p, part, doc = self.p, self.part, self.doc
        X0, XW = self.X0, self.XW
        # the sidebar (written last in the stream, top-down)
        side = []
        ys = self.y
        self.y = 16.0
        p.group()
        side.append(p.cur)
        iss = part["issuer"]
        self.para(iss["name"], self.SX, self.SW, "B", 8.6, color=TERRA, gap=1.5)
        self.para([iss["service"]], self.SX, self.SW, "I", 7.6, gap=1.5)
        for r_ in iss["lines"] + iss["contact"] + ([iss["legal"]] if iss.get("legal") else []):
            self.para(r_, self.SX, self.SW, "R", 7.2, gap=0.8)
        self.y += 6
        for cap, run in part["refs"]:
            self.para([cap.upper()], self.SX, self.SW, "B", 6.6, color=GREY)
            self.para(run, self.SX, self.SW, "R", 8.0, gap=1.6)
        side_bottom = self.y
        p.groups.remove(side[0])
        self.y = ys
        # running identity over the main column
        p.group()
        self.para(doc["head"], X0, XW, "I", 7.2, color=GREY)
        p.g.append(("l", X0, self.y + 1.6, X0 + XW, self.y + 1.6, 0.25, GREY))
        self.y += 6
        if part["to"]:
            p.group()
            self.para(["À l'attention de"], X0 + 70, XW - 70, "I", 8.0, color=GREY)
            self.para(part["to"]["name"], X0 + 70, XW - 70, "B", 9.4)
            for r_ in part["to"]["lines"]:
                self.para(r_, X0 + 70, XW - 70, "R", 9.2)
            self.y += 3
        if part["place"]:
            p.group()
            self.para(part["place"], X0 + 70, XW - 70, "R", 9.2, gap=3)
        p.group()
        self.y += 2
        self.para([part["title"]], X0, XW, "B", 14.5, color=TERRA, gap=3)
        for head, blocks in part["secs"]:
            p.group()
            if head:
                self.y += 2.5
                self.para([head.upper()], X0, XW, "B", 8.8, color=TERRA)
                p.g.append(("l", X0, self.y + 1.3, X0 + XW, self.y + 1.3, 0.3, TERRA))
                self.y += 2.6
            for b in blocks:
                getattr(self, "b_" + b[0])(b)
        for role, runs in part["sigs"]:
            p.group()
            self.y += 3
            self.para([role], X0 + 78, XW - 78, "I", 8.8)
            for r_ in runs:
                self.para(r_, X0 + 78, XW - 78, "R", 8.8)
        main_bottom = self.y
        # the foot
        p.group()
        self.y = PH - 16
        p.g.append(("l", X0, self.y, X0 + XW, self.y, 0.25, GREY))
        self.y += 0.5
        self.para(list(doc["foot"]) + [" - page %d/%d" % (self.k + 1, self.n)], X0, XW, "R", 7.0, color=GREY)
        p.groups.append(side[0])
        return max(main_bottom, side_bottom)

    def b_p(self, b):
        self.para(b[1], self.X0, self.XW, "R", 9.4, justify=True, gap=1.6)

    def b_kv(self, b):
        cw = 34.0
        for cap, run in b[1]:
            y0 = self.y
            self.para([cap], self.X0, cw - 2, "I", 9.2)
            y1 = self.y
            self.y = y0
            self.para(run, self.X0 + cw, self.XW - cw, "R", 9.2)
            self.y = max(self.y, y1) + 0.6
        self.y += 1.2

    def b_tab(self, b):
        heads, rows, wts = b[1], b[2], b[3]
        X0, XW = self.X0, self.XW
        size = 8.4 if len(heads) < 8 else 7.6
        ws = [XW * w / sum(wts) for w in wts]
        xs = [X0 + sum(ws[:j]) for j in range(len(ws))]
        top = self.y + 1.0
        self.y = top
        yh = top
        for j, h in enumerate(heads):
            self.y = top
            self.para([h], xs[j] + 1.0, ws[j] - 2.0, "B", size)
            yh = max(yh, self.y)
        self.y = yh + 1.2
        self.p.g.append(("r", X0, top, XW, self.y - top, SAND))
        rules = [self.y]
        for row in rows:
            y0 = self.y + 0.4
            yb = y0
            for j, cell in enumerate(row):
                self.y = y0
                self.para(list(cell), xs[j] + 1.0, ws[j] - 2.0, "R", size)
                yb = max(yb, self.y)
            self.y = yb + 1.3
            rules.append(self.y)
        for y in rules:
            self.p.g.append(("l", X0, y, X0 + XW, y, 0.15, GREY))
        self.p.g.append(("l", X0, top, X0 + XW, top, 0.4, BLACK))
        for x in xs[1:]:
            self.p.g.append(("l", x, top, x, self.y, 0.12, GREY))
        self.y += 2.5

    def b_chk(self, b):
        for on, t in b[1]:
            y0 = self.y
            self.para([t], self.X0 + 6, self.XW - 6, "R", 9.0)
            self.p.g.append(("box", self.X0 + 1.2, y0 + 1.0 * self.s, 2.8, on))
        self.y += 1.2

    def b_list(self, b):
        for r_ in b[1]:
            y0 = self.y
            self.para(r_, self.X0 + 5, self.XW - 5, "R", 9.2)
            self.p.cur.append((self.X0 + 1.5, y0 + 9.2 * self.s * 0.3528 * 1.38, ["•"], "R", 9.2 * self.s, TERRA, 0.0, 100.0))
        self.y += 1.2

    def b_alert(self, b):
        y0 = self.y
        for r_ in b[1]:
            self.para(r_, self.X0 + 5, self.XW - 7, "B", 9.0)
        self.y += 1.6
        self.p.g.append(("r", self.X0, y0 + 0.8, 1.6, self.y - y0 - 0.8, TERRA))
        self.y += 2.0


def frags(word, rnd):
    """A word cut into fragments with small kerning numbers between them."""
    out, k = [], 0
    while k < len(word):
        n = rnd.randint(2, 5)
        out.append(word[k:k + n])
        k += n
    return out


def hexs(t):
    return "<" + t.encode("cp1252").hex().upper() + ">"


def tj(words, st, size, width, rnd):
    space = metrics(st)[" "]
    nat = meas(" ".join(words), st, size)
    extra = 0.0
    if width and len(words) > 1:
        extra = (width - nat) / (len(words) - 1) * K / size * 1000
    parts, adv = [], 0.0
    for j, w in enumerate(words):
        if j:
            parts.append("%d" % -round(space + extra))
        fs = frags(w, rnd)
        for q, f in enumerate(fs):
            if q:
                parts.append("%d" % rnd.randint(-18, 16))
            parts.append(hexs(f))
    return "[" + " ".join(parts) + "] TJ"


def stream_of(page, rnd):
    ops = []
    for o in page.g:
        if o[0] == "l":
            _, x1, y1, x2, y2, w, c = o
            ops.append("%.3f %.3f %.3f RG %.2f w %.2f %.2f m %.2f %.2f l S" % (*c, w * K, x1 * K, (PH - y1) * K, x2 * K, (PH - y2) * K))
        elif o[0] == "r":
            _, x, y, w, h, c = o
            ops.append("%.3f %.3f %.3f rg %.2f %.2f %.2f %.2f re f" % (*c, x * K, (PH - y - h) * K, w * K, h * K))
        elif o[0] == "box":
            _, x, y, sz, on = o
            ops.append("0 0 0 RG 0.6 w %.2f %.2f %.2f %.2f re S" % (x * K, (PH - y - sz) * K, sz * K, sz * K))
            if on:
                ops.append("%.2f %.2f m %.2f %.2f l %.2f %.2f m %.2f %.2f l S" % (x * K + 1.2, (PH - y) * K - 1.2, (x + sz) * K - 1.2, (PH - y - sz) * K + 1.2,
                                                                               x * K + 1.2, (PH - y - sz) * K + 1.2, (x + sz) * K - 1.2, (PH - y) * K - 1.2))
    for grp in page.groups:
        if not grp:
            continue
        ops.append("BT")
        # bottom-up: the baselines of a section from the last to the first, each baseline left to right
        for x, y, words, st, size, color, width, tz in sorted(grp, key=lambda o: (-round(o[1], 1), o[0])):
            ops.append("/F%s %.2f Tf %.1f Tz %.3f %.3f %.3f rg 1 0 0 1 %.2f %.2f Tm %s" % (st, size, tz, *color, x * K, (PH - y) * K, tj(words, st, size, width, rnd)))
        ops.append("ET")
    return "\n".join(ops).encode("latin-1")


def write(doc, pages):
    import pydyf
    pdf = pydyf.PDF()
    fonts = {}
    for st, nm in STY.items():
        data = open(CAL % nm, "rb").read()
        ff = pydyf.Stream([data], {"Length1": len(data)}, compress=True)
        pdf.add_object(ff)
        fd = pydyf.Dictionary({"Type": "/FontDescriptor", "FontName": "/Caladea-" + nm, "Flags": 32 + (64 if st == "I" else 0),
                               "FontBBox": pydyf.Array([-350, -230, 1310, 965]), "ItalicAngle": -9 if st == "I" else 0, "Ascent": 900,
                               "Descent": -250, "CapHeight": 667, "StemV": 120 if st == "B" else 80, "FontFile2": ff.reference})
        pdf.add_object(fd)
        w = metrics(st)
        widths = [round(w.get(bytes([c]).decode("cp1252", "replace"), 0)) if c not in (0x81, 0x8D, 0x8F, 0x90, 0x9D) else 0 for c in range(32, 256)]
        f = pydyf.Dictionary({"Type": "/Font", "Subtype": "/TrueType", "BaseFont": "/Caladea-" + nm, "FirstChar": 32, "LastChar": 255,
                              "Widths": pydyf.Array(widths), "Encoding": "/WinAnsiEncoding", "FontDescriptor": fd.reference})
        pdf.add_object(f)
        fonts["F" + st] = f.reference
    res = pydyf.Dictionary({"Font": pydyf.Dictionary(fonts)})
    pdf.add_object(res)
    rnd = random.Random(doc["num"] * 613 + 7)
    for pg in pages:
        st = pydyf.Stream(compress=True)
        st.stream = [stream_of(pg, rnd)]
        pdf.add_object(st)
        page = pydyf.Dictionary({"Type": "/Page", "Parent": pdf.pages.reference, "MediaBox": pydyf.Array([0, 0, round(PW * K, 2), round(PH * K, 2)]),
                                 "Contents": st.reference, "Resources": res.reference})
        pdf.add_page(page)
    pdf.info["Title"] = pydyf.String(doc["title"])
    pdf.info["Creator"] = pydyf.String("Logiciel de cabinet dentaire - courrier")
    pdf.info["Producer"] = pydyf.String("pydyf (flux de contenu écrits à la main)")
    pdf.info["CreationDate"] = pydyf.String("D:20251104100000+01'00'")
    buf = io.BytesIO()
    pdf.write(buf, version=b"1.6", compress=False)
    return buf.getvalue()


def render_pydyf(doc):
    n = len(doc["parts"])
    for s in (1.0, 0.95, 0.9, 0.85, 0.8, 0.75, 0.7, 0.65, 0.6):
        lays = [Lay(doc, part, k, n, s) for k, part in enumerate(doc["parts"])]
        if all(L.build() < PH - 19 for L in lays):
            break
    else:
        raise RuntimeError("pydyftj: %s does not fit" % doc["form"])
    pages = [L.p for L in lays]
    # the sidebar band behind everything
    for pg in pages:
        pg.g.insert(0, ("r", 0.0, 0.0, 52.0, PH, SAND))
    return write(doc, pages), [pg.vals for pg in pages]


_ = runtext
