"""Own layout for the docugenr8 and PDFlib families: explicit pages, atoms never broken.

A truth item plus the punctuation glued to it is one atom; lines are strings of atoms joined by
single spaces, measured with fontTools advances, and drawn as one string each. Output per page:
ops ("t", x, y_top, font, size, text) / ("r", x, y_top, w, h, fill, stroke) / ("l", x1, y1, x2, y2)
in top-down coordinates, plus the items in drawing order."""
from fontTools.ttLib import TTFont

from .model import It

_FONTS = {}


class Metrics:
    def __init__(self, path):
        self.path = path
        f = TTFont(path)
        self.upm = f["head"].unitsPerEm
        self.cmap = f.getBestCmap()
        self.hmtx = f["hmtx"].metrics
        self.cache = {}

    def width(self, text, size):
        w = 0
        for ch in text:
            a = self.cache.get(ch)
            if a is None:
                g = self.cmap.get(ord(ch))
                a = self.hmtx[g][0] if g in self.hmtx else self.upm // 2
                self.cache[ch] = a
            w += a
        return w * size / self.upm


def metrics(path):
    if path not in _FONTS:
        _FONTS[path] = Metrics(path)
    return _FONTS[path]


def flatten(segs):
    for s in segs:
        if isinstance(s, (list, tuple)):
            yield from flatten(s)
        else:
            yield s


def atoms(segs):
    """[(text, [items])] - an It and the characters glued to it form one atom"""
    out, cur, its = [], "", []
    for s in flatten(segs):
        if isinstance(s, It):
            cur += s.text
            its.append(s)
            continue
        for ch in s:
            if ch == " ":
                if cur:
                    out.append((cur, its))
                cur, its = "", []
            else:
                cur += ch
    if cur:
        out.append((cur, its))
    return out


def wrap(segs, m, size, width):
    lines, cur, its, curw = [], [], [], 0.0
    sp = m.width(" ", size)
    for text, it in atoms(segs):
        w = m.width(text, size)
        if cur and curw + sp + w > width:
            lines.append((" ".join(cur), its))
            cur, its, curw = [], [], 0.0
        curw = curw + (sp if cur else 0) + w
        cur.append(text)
        its = its + it
    if cur:
        lines.append((" ".join(cur), its))
    return lines


class Overflow(Exception):
    pass


class Layout:
    W, H = 595.28, 841.89

    def __init__(self, fonts, scale=1.0, variant="form"):
        self.f = {k: metrics(v) for k, v in fonts.items()}   # keys: reg, bold
        self.s = scale
        self.variant = variant
        self.ml, self.mr, self.mt, self.mb = 48, 48, 40, 46

    # ---------------------------------------------------------------- page
    def run(self, doc):
        n = len(doc.pages)
        pages = []
        for k, blocks in enumerate(doc.pages, 1):
            self.ops, self.items = [], []
            self.y = self.mt
            self.line(doc.head(k, n), "reg", 7.5, x=self.ml, align="right")
            self.hline(self.y + 1)
            self.y += 6
            if k == 1:
                for i, ln in enumerate(doc.letterhead):
                    self.line(ln, "bold" if i == 0 else "reg", 12 if i == 0 else 8.5)
                self.y += 4
                self.hline(self.y, 1.2)
                self.y += 10
            for b in blocks:
                getattr(self, "b_" + b[0])(*b[1:])
            if self.y > self.H - self.mb - 16:
                raise Overflow
            self.y = self.H - self.mb
            self.hline(self.y - 3)
            self.line(doc.foot(k, n), "reg", 7.5)
            pages.append((self.ops, self.items))
        return pages

    # ---------------------------------------------------------------- primitives
    @property
    def cw(self):
        return self.W - self.ml - self.mr

    def text(self, x, y, font, size, s, its):
        self.ops.append(("t", x, y, font, size, s))
        self.items.extend(its)

    def hline(self, y, w=0.5):
        self.ops.append(("l", self.ml, y, self.W - self.mr, y, w))

    def line(self, segs, font, size, x=None, align="left", width=None):
        size *= self.s
        width = width or self.cw
        x0 = self.ml if x is None else x
        for s, its in wrap(segs, self.f[font], size, width):
            xx = x0
            if align == "right":
                xx = x0 + width - self.f[font].width(s, size)
            self.text(xx, self.y + size, font, size, s, its)
            self.y += size * 1.3

    # ---------------------------------------------------------------- blocks
    def b_h(self, segs):
        self.y += 5
        size = 10.5 * self.s
        if self.variant == "form":
            self.ops.append(("r", self.ml, self.y, self.cw, size * 1.6, (0.86, 0.88, 0.9), None))
            self.y += size * 0.25
            self.line(segs, "bold", 10.5, x=self.ml + 4)
        else:
            self.line(segs, "bold", 10.5)
            self.hline(self.y - 2, 0.4)
        self.y += 3

    def b_p(self, segs):
        self.line(segs, "reg", 9.5)
        self.y += 3

    def b_caption(self, segs):
        self.line(segs, "reg", 8)
        self.y += 2

    def b_kv(self, rows, vf):
        size = 9.5 * self.s
        if vf:   # value-first grid: two cells per row, value above its label
            cw = self.cw / 2
            for i in range(0, len(rows), 2):
                y0, ymax = self.y, self.y
                for j, (lab, v) in enumerate(rows[i:i + 2]):
                    self.y = y0 + 2
                    x = self.ml + j * cw + 4
                    self.line(v, "bold", 9.5, x=x, width=cw - 8)
                    self.line([lab], "reg", 6.5, x=x, width=cw - 8)
                    ymax = max(ymax, self.y + 2)
                    self.ops.append(("r", self.ml + j * cw, y0, cw, ymax - y0, None, 0.4))
                self.y = ymax
        else:
            lw = self.cw * 0.3
            for lab, v in rows:
                y0 = self.y
                self.line([lab + " :"], "reg", 9.5, x=self.ml + 4, width=lw - 6)
                y1 = self.y
                self.y = y0
                self.line(v, "bold", 9.5, x=self.ml + lw, width=self.cw - lw - 4)
                self.y = max(self.y, y1)
                if self.variant == "form":
                    self.ops.append(("l", self.ml, self.y, self.W - self.mr, self.y, 0.3))
        self.y += 5 * self.s + size * 0.1

    def b_table(self, heads, rows, widths):
        n = len(heads)
        widths = widths or [1.0 / n] * n
        xs = [self.ml]
        for w in widths:
            xs.append(xs[-1] + w * self.cw)
        for ri, row in enumerate([[[h] for h in heads]] + rows):
            y0 = self.y
            ymax = y0
            font = "bold" if ri == 0 else "reg"
            for ci, cell in enumerate(row):
                self.y = y0 + 2
                cw = xs[ci + 1] - xs[ci] - 6
                widest = max([self.f[font].width(a, 8.5 * self.s) for a, _ in atoms(cell)] or [0])
                size = 8.5 if widest <= cw else 8.5 * cw / widest * 0.97   # an atom never overflows its cell
                self.line(cell, font, size, x=xs[ci] + 3, width=cw)
                ymax = max(ymax, self.y + 1)
            fill = (0.9, 0.9, 0.9) if ri == 0 else None
            for ci in range(n):
                self.ops.append(("r", xs[ci], y0, xs[ci + 1] - xs[ci], ymax - y0, fill, 0.4))
            # fills are drawn before text by the backends (ops sorted)
            self.y = ymax
        self.y += 6

    def b_sticker(self, lines):
        x = self.ml + self.cw * 0.45
        w = self.cw * 0.55
        y0 = self.y
        self.y += 3
        for ln in lines:
            self.line(ln, "bold", 9.5, x=x + 6, width=w - 12)
        self.ops.append(("r", x, y0, w, self.y - y0 + 3, None, 1.0))
        self.y += 9

    def b_cols(self, left, right):
        y0 = self.y
        half = self.cw / 2
        for ln in left:
            self.line(ln, "reg", 9, width=half - 8)
        y1 = self.y
        self.y = y0
        for ln in right:
            self.line(ln, "reg", 9, x=self.ml + half + 8, width=half - 8)
        self.y = max(y1, self.y) + 4

    def b_sign(self, lines):
        self.y += 8
        x = self.ml + self.cw * 0.55
        for i, ln in enumerate(lines):
            self.line(ln, "bold" if i == 1 else "reg", 9.5, x=x, width=self.cw * 0.45)


def layout(doc, fonts, variant):
    scale = 1.0
    while True:
        try:
            return Layout(fonts, scale, variant).run(doc), scale
        except Overflow:
            scale *= 0.94
            if scale < 0.55:
                raise
