"""Line layout shared by the four writers: blocks -> pages of positioned lines.

A line is a dict {x, y, size, font ('R' regular, 'B' bold, 'I' italic), segs, role}; segs are
str or model.V. role: 'head' (running header), 'foot', 'body', 'cell' (table cell, with col/row),
'title', 'margin' (identity line the writer may rotate into the left margin).
Widths come from Liberation Sans (metric-compatible with Helvetica) read by fontTools.
"""

from __future__ import annotations

from functools import lru_cache

from fontTools.ttLib import TTFont

from .model import V, dec

FONT_FILES = {"R": "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
              "B": "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf",
              "I": "/usr/share/fonts/truetype/liberation/LiberationSans-Italic.ttf"}
PAGE_W, PAGE_H = 595.0, 842.0


@lru_cache(maxsize=None)
def _metrics(font):
    f = TTFont(FONT_FILES[font])
    cmap = f.getBestCmap()
    hmtx = f["hmtx"].metrics
    upm = f["head"].unitsPerEm
    return cmap, hmtx, upm


def width(text: str, font: str, size: float) -> float:
    cmap, hmtx, upm = _metrics(font)
    w = 0
    for ch in text:
        g = cmap.get(ord(ch))
        w += hmtx[g][0] if g else upm * 0.55
    return w * size / upm


def seg_text(segs) -> str:
    return "".join(s.text if isinstance(s, V) else s for s in segs)


def _tokens(segs):
    """Unbreakable tokens: (segs_of_token, trailing_space)."""
    toks = []
    cur = []
    for s in segs:
        if isinstance(s, V):
            cur.append(s)
            continue
        parts = s.split(" ")
        for i, part in enumerate(parts):
            if part:
                cur.append(part)
            if i < len(parts) - 1:
                if cur:
                    toks.append(cur)
                cur = []
    if cur:
        toks.append(cur)
    return toks


def wrap(segs, font, size, maxw):
    lines, cur, curw = [], [], 0.0
    sp = width(" ", font, size)
    for tok in _tokens(segs):
        tw = width(seg_text(tok), font, size)
        if cur and curw + sp + tw > maxw:
            lines.append(cur)
            cur, curw = [], 0.0
        if cur:
            cur.append(" ")
            curw += sp
        cur.extend(tok)
        curw += tw
    if cur:
        lines.append(cur)
    return lines


class Layout:
    def __init__(self, r, size=9.5, margin=56.0):
        self.r = r
        self.size = size
        self.lead = size * 1.38
        self.left = margin
        self.right = PAGE_W - margin
        self.top = PAGE_H - 62
        self.bottom = 58
        self.pages = [[]]
        self.rules = [[]]
        self.y = self.top

    def newpage(self):
        self.pages.append([])
        self.rules.append([])
        self.y = self.top

    def need(self, h):
        if self.y - h < self.bottom:
            self.newpage()

    def put(self, x, segs, font="R", size=None, role="body", **kw):
        size = size or self.size
        self.pages[-1].append(dict(x=round(x, 2), y=round(self.y, 2), size=size, font=font, segs=segs, role=role, **kw))

    def para(self, segs, font="R", indent=0.0, size=None, role="body"):
        size = size or self.size
        wl = wrap(segs, font, size, self.right - self.left - indent)
        for li, ln in enumerate(wl):
            self.need(self.lead)
            self.put(self.left + indent, ln, font, size, role,
                     justify=(self.right - self.left - indent) if li < len(wl) - 1 else 0)
            self.y -= self.lead
        self.y -= self.lead * 0.35

    def columns(self, left_lines, right_lines, xr=330.0):
        y0 = self.y
        for i, ln0 in enumerate(left_lines):
            f = "B" if i == 0 else "R"
            for ln in wrap(ln0, f, self.size, xr - self.left - 24):
                self.put(self.left, ln, f, self.size, "letterhead")
                self.y -= self.lead
        yl = self.y
        self.y = y0
        self.rules[-1].append(("rect", xr - 6, y0 - self.lead * (len(right_lines) - 1) - 5, self.right - xr + 6,
                               self.lead * len(right_lines) + 2))
        for ln in right_lines:
            self.put(xr, ln, "R", self.size, "ident")
            self.y -= self.lead
        self.y = min(yl, self.y) - self.lead * 0.8

    def heading(self, text):
        self.need(self.lead * 3)
        self.y -= self.lead * 0.3
        self.put(self.left, [text], "B", self.size + 1, "heading")
        self.y -= self.lead * 1.15

    def table(self, fracs, header, rows):
        tw = self.right - self.left
        xs = [self.left]
        for f in fracs[:-1]:
            xs.append(xs[-1] + f * tw)
        rh = self.lead * 1.1
        self.need(rh * (len(rows) + 1.5))
        ri = 0
        for row in [[[h] for h in header]] + rows:
            top = self.y + self.size * 0.95
            for ci, cell in enumerate(row):
                maxw = (fracs[ci] * tw) - 6
                ln = wrap(cell, "B" if ri == 0 else "R", self.size, maxw)
                assert len(ln) == 1, ("cell too wide", seg_text(cell))
                self.put(xs[ci] + 3, ln[0], "B" if ri == 0 else "R", self.size, "cell", col=ci, row=ri)
            self.rules[-1].append(("hline", self.left, top, self.right))
            self.y -= rh
            ri += 1
        self.rules[-1].append(("hline", self.left, self.y + self.size * 0.95, self.right))
        self.y -= self.lead * 0.5


def lay_out(doc: dict, r, size: float, breaks: set) -> tuple[list, list]:
    L = Layout(r, size)
    L.columns(doc["letterhead"], doc["ident"])
    L.put(L.left, [doc["title"]], "B", size + 3.5, "title")
    L.y -= L.lead * 1.8
    h = 0
    for blk in doc["blocks"]:
        kind = blk[0]
        if kind == "h":
            h += 1
            if h in breaks and L.pages[-1]:
                L.newpage()
            L.heading(blk[1])
        elif kind == "p":
            L.para(blk[1])
        elif kind == "kv":
            L.para([blk[1] + " : "] + list(blk[2]))
        elif kind == "table":
            L.table(blk[1], blk[2], blk[3])
        elif kind == "sig":
            L.need(L.lead * (len(blk[1]) + 2))
            L.y -= L.lead * 0.6
            for ln in blk[1]:
                L.put(L.left + 250, ln, "R", size, "sig")
                L.y -= L.lead
    n = len(L.pages)
    for k, page in enumerate(L.pages):
        page.insert(0, dict(x=L.left, y=PAGE_H - 34, size=7.5, font="I", segs=list(doc["header"]), role="head"))
        page.append(dict(x=L.left, y=30, size=7.5, font="R",
                         segs=list(doc["footer"]) + ["  —  ", dec("Page %d/%d" % (k + 1, n), "PAGE")], role="foot"))
    return L.pages, L.rules
