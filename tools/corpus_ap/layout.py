"""Own line layout of corpus AP: blocks -> display list (text lines, rules, boxes) in PDF points.

Widths come from the hmtx tables of Liberation Sans / Serif (metric-compatible with Helvetica /
Times, which edof draws and which LaTeX's helvet / mathptmx set for Ipe). A truth value and the
punctuation glued to it form one unbreakable word; every line is drawn as one string; a cell whose
longest word does not fit is set smaller. Display-list ops:
  ("T", x, y_baseline, text, bold, size)   ("L", x1, y1, x2, y2, width, gray)
  ("R", x, y, w, h, fill_gray or None, stroke_gray or None, width)
"""
from __future__ import annotations

import re

from fontTools.ttLib import TTFont

from .model import Item

FONT_DIR = "/usr/share/fonts/truetype/liberation/"
FILES = {("sans", False): "LiberationSans-Regular.ttf", ("sans", True): "LiberationSans-Bold.ttf",
         ("serif", False): "LiberationSerif-Regular.ttf", ("serif", True): "LiberationSerif-Bold.ttf"}
W_A4, H_A4 = 595.28, 841.89


class Metrics:
    def __init__(self):
        self.tab = {}
        for key, fn in FILES.items():
            f = TTFont(FONT_DIR + fn)
            cmap, hmtx, upm = f.getBestCmap(), f["hmtx"], f["head"].unitsPerEm
            self.tab[key] = ({c: hmtx[g][0] / upm for c, g in cmap.items()}, hmtx[".notdef"][0] / upm)

    def width(self, text, family, bold, size):
        t, dflt = self.tab[(family, bold)]
        return sum(t.get(ord(c), dflt) for c in text) * size


STYLES = {
    # kv: rows | boxes | valuefirst | nextcell ; heading: bar | rule | marker | caps ; sticker: right | left
    "form": dict(family="sans", kv="boxes", heading="bar", sticker="right", table="full", head="left", size=9.0),
    "letter": dict(family="serif", kv="rows", heading="rule", sticker="right", table="rules", head="right", size=10.0),
    "grid": dict(family="sans", kv="valuefirst", heading="marker", sticker="left", table="full", head="center", size=9.0),
    "sheet": dict(family="sans", kv="nextcell", heading="caps", sticker="left", table="zebra", head="split", size=8.8),
}

_SPACE = re.compile(r"(\s+)")


class Layout:
    def __init__(self, style: str, metrics: Metrics, scale: float = 1.0):
        self.st = STYLES[style]
        self.style = style
        self.m = metrics
        self.fam = self.st["family"]
        self.scale = scale
        self.W, self.H = W_A4, H_A4
        self.ml, self.mr = 50.0, 50.0
        self.cw = self.W - self.ml - self.mr
        self.top = self.H - 62
        self.bottom = 52
        self.body = self.st["size"] * scale
        self.small = max(5.5, 7.2 * scale)
        self.lead = 1.28
        self.ops = []

    # ------------------------------------------------------------ primitives
    def w(self, s, bold=False, size=None):
        return self.m.width(s, self.fam, bold, size or self.body)

    def text(self, x, y, s, bold=False, size=None):
        if s.strip():
            self.ops.append(("T", round(x, 2), round(y, 2), s, bold, round(size or self.body, 2)))

    def line(self, x1, y1, x2, y2, width=0.5, gray=0.0):
        self.ops.append(("L", round(x1, 2), round(y1, 2), round(x2, 2), round(y2, 2), width, gray))

    def rect(self, x, y, w, h, fill=None, stroke=None, width=0.5):
        self.ops.append(("R", round(x, 2), round(y, 2), round(w, 2), round(h, 2), fill, stroke, width))

    # ------------------------------------------------------------ words and wrapping
    @staticmethod
    def words(rs):
        """Unbreakable words: whitespace in str parts separates, Items are atomic and glue to neighbours."""
        out, cur = [], ""
        for p in rs:
            if isinstance(p, Item):
                cur += p.text
                continue
            for piece in _SPACE.split(p):
                if not piece:
                    continue
                if piece.isspace():
                    if cur:
                        out.append(cur)
                    cur = ""
                else:
                    cur += piece
        if cur:
            out.append(cur)
        return out

    def wrap(self, rs, width, bold=False, size=None):
        size = size or self.body
        lines, cur = [], ""
        for wd in self.words(rs):
            cand = wd if not cur else cur + " " + wd
            if cur and self.w(cand, bold, size) > width:
                lines.append(cur)
                cur = wd
            else:
                cur = cand
        if cur:
            lines.append(cur)
        return lines

    def fit(self, rs, width, bold=False, size=None):
        size = size or self.body
        widest = max([self.w(wd, bold, size) for wd in self.words(rs)] or [0])
        while widest > width and size > 5.0:
            size -= 0.3
            widest = max(self.w(wd, bold, size) for wd in self.words(rs))
        return size

    def para(self, rs, x, y, width, bold=False, size=None):
        size = self.fit(rs, width, bold, size or self.body)
        for ln in self.wrap(rs, width, bold, size):
            self.text(x, y, ln, bold, size)
            y -= size * self.lead
        return y

    # ------------------------------------------------------------ page
    def page(self, page, n, total):
        self.ops = []
        if page.get("head"):
            self.head(page["head"])
        if page.get("foot"):
            self.foot(page["foot"])
        y = self.top
        for b in page["blocks"]:
            y = getattr(self, "b_" + b[0])(b, y)
        return self.ops, y < self.bottom

    def head(self, rs):
        size = self.small + 0.6
        y = self.H - 34
        s = " ".join(self.words(rs))
        size = self.fit([s], self.cw, False, size) if self.w(s, False, size) > self.cw else size
        wd = self.w(s, False, size)
        al = self.st["head"]
        x = self.ml if al in ("left", "split") else (self.W - self.mr - wd if al == "right" else (self.W - wd) / 2)
        self.text(x, y, s, False, size)
        self.line(self.ml, y - 4, self.W - self.mr, y - 4, 0.6 if al != "split" else 1.2, 0.3)

    def foot(self, rs):
        size = self.small
        y = 30
        self.line(self.ml, y + size + 3, self.W - self.mr, y + size + 3, 0.4, 0.4)
        lines = self.wrap(rs, self.cw, False, size)
        for ln in lines[:2]:
            wd = self.w(ln, False, size)
            x = (self.W - wd) / 2 if self.st["head"] in ("center", "right") else self.ml
            self.text(x, y, ln, False, size)
            y -= size * 1.2

    # ------------------------------------------------------------ blocks
    def b_gap(self, b, y):
        return y - b[1] * self.scale

    def b_title(self, b, y):
        size = 13.5 * self.scale
        y -= size * 0.4
        if self.style == "form":
            self.rect(self.ml, y - 5, self.cw, size + 9, fill=0.82)
        size = self.fit(b[1], self.cw - 10, True, size)
        lines = self.wrap(b[1], self.cw - 10, True, size)
        for ln in lines:
            wd = self.w(ln, True, size)
            x = self.ml + 5 if self.style in ("form", "sheet") else (self.W - wd) / 2
            self.text(x, y, ln, True, size)
            y -= size * 1.2
        if self.style == "grid":
            self.line(self.ml, y + size * 0.5, self.W - self.mr, y + size * 0.5, 1.5, 0.0)
        if self.style == "sheet":
            self.line(self.ml, y + size * 0.6, self.ml + 120, y + size * 0.6, 2.5, 0.45)
        return y - 6 * self.scale

    def b_h(self, b, y):
        size = self.body + 0.8
        y -= 5 * self.scale
        label = b[1] if isinstance(b[1], list) else [b[1]]
        hs = self.st["heading"]
        if hs in ("rule", "caps"):  # upper-case the template words only, never a truth value
            label = [p.upper() if isinstance(p, str) else p for p in label]
        if hs == "bar":
            self.rect(self.ml, y - 3, self.cw, size + 5, fill=0.88)
            self.text(self.ml + 4, y, " ".join(self.words(label)), True, size)
        elif hs == "rule":
            s = " ".join(self.words(label))
            self.text(self.ml, y, s, True, size)
            self.line(self.ml, y - 3, self.W - self.mr, y - 3, 0.5, 0.0)
        elif hs == "marker":
            self.rect(self.ml, y - 2, 3.5, size + 2, fill=0.2)
            self.text(self.ml + 8, y, " ".join(self.words(label)), True, size)
        else:
            s = " ".join(self.words(label))
            self.text(self.ml, y, s, True, size - 0.6)
            self.line(self.ml, y - 3.5, self.W - self.mr, y - 3.5, 2.2, 0.75)
        return y - size * 1.55

    def b_p(self, b, y):
        y = self.para(b[1], self.ml, y - self.body * 0.2, self.cw)
        return y - 2 * self.scale

    def b_note(self, b, y):
        y = self.para(b[1], self.ml, y, self.cw, False, self.small + 0.4)
        return y - 2

    def b_lines(self, b, y):
        for rs in b[1]:
            y = self.para(rs, self.ml, y, self.cw)
        return y - 2

    def b_sign(self, b, y):
        x = self.W - self.mr - 210
        y -= 6
        for i, rs in enumerate(b[1]):
            y = self.para(rs, x, y, 210, i == 0)
        return y - 2

    def b_sticker(self, b, y):
        size = self.small + 0.9
        bw = 215
        lines = []
        for i, rs in enumerate(b[1]):
            sz = self.fit(rs, bw - 10, i == 0, size + (0.8 if i == 0 else 0))
            for ln in self.wrap(rs, bw - 10, i == 0, sz):
                lines.append((ln, i == 0, sz))
        bh = sum(s * 1.3 for _, _, s in lines) + 8
        x = self.W - self.mr - bw if self.st["sticker"] == "right" else self.ml
        self.rect(x, y - bh + 6, bw, bh, fill=None if self.style != "grid" else 0.95, stroke=0.0, width=0.8)
        yy = y - 4
        for ln, bold, sz in lines:
            yy -= sz * 0.05
            self.text(x + 5, yy, ln, bold, sz)
            yy -= sz * 1.3
        if len(b) > 2 and b[2]:  # text beside the sticker
            ox = self.ml if self.st["sticker"] == "right" else self.ml + bw + 14
            yb = y - 4
            for rs in b[2]:
                yb = self.para(rs, ox, yb, self.cw - bw - 16)
            yy = min(yy, yb)
        return min(yy, y - bh) - 6 * self.scale

    def b_letterhead(self, b, y):
        colw = self.cw / 2 - 10
        yl = y
        for i, rs in enumerate(b[1]):
            yl = self.para(rs, self.ml, yl, colw, i == 0, self.body + (2 if i == 0 else -0.6))
        yr = y
        xr = self.ml + self.cw / 2 + 10
        for i, rs in enumerate(b[2]):
            yr = self.para(rs, xr, yr, colw, False, self.body - 0.6)
        low = min(yl, yr)
        self.line(self.ml + self.cw / 2, y + 8, self.ml + self.cw / 2, low + 6, 0.6, 0.4)
        return low - 8 * self.scale

    def b_cols(self, b, y):
        cols = b[1]
        n = len(cols)
        colw = (self.cw - 12 * (n - 1)) / n
        lows = []
        for k, col in enumerate(cols):
            x = self.ml + k * (colw + 12)
            yy = y
            for i, rs in enumerate(col):
                yy = self.para(rs, x, yy, colw, i == 0 and len(b) > 2 and b[2])
            lows.append(yy)
            if k:
                self.line(x - 6, y + 8, x - 6, min(lows) + 4, 0.5, 0.5)
        return min(lows) - 6 * self.scale

    def b_kv(self, b, y):
        mode = self.st["kv"]
        rows = b[1]
        if mode == "valuefirst":
            return self._kv_valuefirst(rows, y)
        if mode == "nextcell":
            return self._kv_nextcell(rows, y)
        lw = 0.30 * self.cw
        vw = self.cw - lw - 10
        for label, val in rows:
            lab = label if isinstance(label, list) else [label]
            size = self.fit(val, vw, False)
            vlines = self.wrap(val, vw, False, size) or [""]
            lsize = self.fit(lab, lw - 8, mode == "boxes")
            llines = self.wrap(lab, lw - 8, mode == "boxes", lsize)
            h = max(len(vlines) * size, len(llines) * lsize) * self.lead + (5 if mode == "boxes" else 1)
            if mode == "boxes":
                self.rect(self.ml, y - h + self.body, self.cw, h, stroke=0.35, width=0.5)
                self.line(self.ml + lw, y - h + self.body, self.ml + lw, y + self.body, 0.5, 0.35)
                yy0 = y - 1.5
            else:
                yy0 = y
            yy = yy0
            for ln in llines:
                self.text(self.ml + 4, yy, ln + ("" if mode == "boxes" else " :") if ln is llines[-1] else ln,
                          mode == "boxes", lsize)
                yy -= lsize * self.lead
            yy = yy0
            for ln in vlines:
                self.text(self.ml + lw + 6, yy, ln, False, size)
                yy -= size * self.lead
            y -= h
        return y - 4 * self.scale

    def _kv_valuefirst(self, rows, y):
        colw = (self.cw - 14) / 2
        for i in range(0, len(rows), 2):
            pair = rows[i:i + 2]
            lows = []
            for k, (label, val) in enumerate(pair):
                x = self.ml + k * (colw + 14)
                yy = self.para(val, x, y, colw, True)
                self.line(x, yy + self.body * 0.75, x + colw, yy + self.body * 0.75, 0.3, 0.5)
                lab = label if isinstance(label, list) else [label]
                yy = self.para(lab, x, yy + self.body * 0.2 - 1.5, colw, False, self.small)
                lows.append(yy)
            y = min(lows) - 3 * self.scale
        return y - 2

    def _kv_nextcell(self, rows, y):
        lw = 0.16 * self.cw
        vw = self.cw / 2 - lw
        for i in range(0, len(rows), 2):
            pair = rows[i:i + 2]
            cells = []
            h = 0
            for k, (label, val) in enumerate(pair):
                lab = label if isinstance(label, list) else [label]
                ls = self.fit(lab, lw - 6, True, self.small + 0.4)
                ll = self.wrap(lab, lw - 6, True, ls)
                vs = self.fit(val, vw - 8, False)
                vl = self.wrap(val, vw - 8, False, vs) or [""]
                cells.append((ll, ls, vl, vs))
                h = max(h, len(ll) * ls * self.lead, len(vl) * vs * self.lead)
            h += 5
            for k, (ll, ls, vl, vs) in enumerate(cells):
                x = self.ml + k * (self.cw / 2)
                self.rect(x, y - h + self.body, lw, h, fill=0.9, stroke=0.5, width=0.4)
                self.rect(x + lw, y - h + self.body, vw, h, stroke=0.5, width=0.4)
                yy = y - 1.5
                for ln in ll:
                    self.text(x + 3, yy, ln, True, ls)
                    yy -= ls * self.lead
                yy = y - 1.5
                for ln in vl:
                    self.text(x + lw + 4, yy, ln, False, vs)
                    yy -= vs * self.lead
            y -= h
        return y - 5 * self.scale

    def b_captions(self, b, y):
        cells = b[1]
        n = len(cells)
        colw = (self.cw - 8 * (n - 1)) / n
        lows = []
        for k, (val, cap) in enumerate(cells):
            x = self.ml + k * (colw + 8)
            yy = self.para(val, x + 3, y, colw - 6, True)
            self.line(x + 3, yy + self.body * 0.8, x + colw - 3, yy + self.body * 0.8, 0.3, 0.4)
            yy = self.para([cap], x + 3, yy + self.body * 0.2 - 1.5, colw - 6, False, self.small)
            lows.append(yy)
        low = min(lows)
        if self.style in ("form", "sheet"):
            for k in range(n):
                x = self.ml + k * (colw + 8)
                self.rect(x, low + self.small * 0.6, colw, y - low + self.body * 0.4, stroke=0.55, width=0.4)
        return low - 5 * self.scale

    def b_table(self, b, y):
        headers, rows, fr = b[1], b[2], b[3]
        tot = sum(fr)
        widths = [self.cw * f / tot for f in fr]
        xs = [self.ml]
        for wd in widths:
            xs.append(xs[-1] + wd)
        mode = self.st["table"]
        hs = self.small + 0.6

        def row_lines(cells, bold, size):
            out = []
            for c, wd in zip(cells, widths):
                rs = c if isinstance(c, list) else [c]
                sz = self.fit(rs, wd - 6, bold, size)
                out.append((self.wrap(rs, wd - 6, bold, sz), sz))
            return out

        hl = row_lines(headers, True, hs)
        hh = max(len(ls) * sz * self.lead for ls, sz in hl) + 5
        top = y + self.body
        if mode in ("full", "zebra"):
            self.rect(self.ml, top - hh, self.cw, hh, fill=0.85 if mode == "full" else 0.7, stroke=0.3, width=0.5)
        else:
            self.line(self.ml, top, self.W - self.mr, top, 0.9, 0.0)
        for k, (ls, sz) in enumerate(hl):
            yy = top - sz - 1.5
            for ln in ls:
                self.text(xs[k] + 3, yy, ln, True, sz)
                yy -= sz * self.lead
        cur = top - hh
        if mode == "rules":
            self.line(self.ml, cur, self.W - self.mr, cur, 0.5, 0.0)
        for r_i, row in enumerate(rows):
            rl = row_lines(row, False, self.body - 0.4)
            rh = max(len(ls) * sz * self.lead for ls, sz in rl) + 4
            if mode == "zebra" and r_i % 2:
                self.rect(self.ml, cur - rh, self.cw, rh, fill=0.93)
            if mode in ("full", "zebra"):
                self.rect(self.ml, cur - rh, self.cw, rh, stroke=0.45, width=0.4)
                for x in xs[1:-1]:
                    self.line(x, cur, x, cur - rh, 0.4, 0.45)
            for k, (ls, sz) in enumerate(rl):
                yy = cur - sz - 1.2
                for ln in ls:
                    self.text(xs[k] + 3, yy, ln, False, sz)
                    yy -= sz * self.lead
            cur -= rh
        if mode == "rules":
            self.line(self.ml, cur, self.W - self.mr, cur, 0.9, 0.0)
        return cur - self.body - 5 * self.scale
