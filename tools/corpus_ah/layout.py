"""Page model shared by the four renderers: positioned lines, engine-wrapped paragraphs, tables.

Coordinates are top-down (y = distance from the top edge of an A4 page, in points); each
renderer converts to its writer's convention. Text widths come from the real font files
(fontTools hmtx), so lines and cells never run off the page or out of their boxes.
"""
from __future__ import annotations

from fontTools.ttLib import TTFont

from .ids import fold

W, H = 595.28, 841.89
FONTS = {
    "dvs": "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "dvsb": "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
    "dvse": "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf",
    "dvseb": "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf",
    "lse": "/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf",
    "helv": "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",   # Helvetica metrics
    "helvb": "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf",     # Helvetica-Bold metrics
}
_MET: dict[str, tuple[dict, dict, int]] = {}


def _metrics(key):
    if key not in _MET:
        f = TTFont(FONTS[key], lazy=True)
        _MET[key] = (f.getBestCmap(), f["hmtx"].metrics, f["head"].unitsPerEm)
    return _MET[key]


def width(text: str, font: str, size: float) -> float:
    cmap, hmtx, upm = _metrics(font)
    tot = 0
    for ch in text:
        g = cmap.get(ord(ch)) or cmap.get(0x3F)
        tot += hmtx[g][0]
    return tot * size / upm


def wrap(text: str, font: str, size: float, maxw: float) -> list[str]:
    words = text.split(" ")
    lines, cur = [], ""
    for w_ in words:
        cand = w_ if not cur else cur + " " + w_
        if cur and width(cand, font, size) > maxw:
            lines.append(cur)
            cur = w_
        else:
            cur = cand
    if cur:
        lines.append(cur)
    return lines


class Item(dict):
    pass


def V(text, kind, sub="", crit=False, probes=None):
    return Item(role="pii", kind=kind, text=text, subtype=sub, critical=crit, probes=list(probes or [text]))


def K(text, sub, probes=None):
    return Item(role="keep", kind="DECOY", text=text, subtype=sub, critical=False, probes=list(probes or [text]))


def D(text):
    return Item(role="keep", kind="DATE", text=text, subtype="SOINS", critical=False, probes=[text])


def HOM(word):
    return Item(role="keep", kind="ORDINAIRE", text=word, subtype="HOMONYME", critical=False, probes=[word])


class Doc:
    """Flows blocks down the page; every value (Item) is recorded on the page where it is drawn."""

    def __init__(self, fonts: dict, ascii_only=False, top=60.0, bottom=70.0, left=50.0, right=50.0,
                 header=None, body_size=9.5):
        self.fonts = fonts          # role -> metric key: reg, bold
        self.ascii = ascii_only
        self.top, self.bottom, self.left, self.right = top, bottom, left, right
        self.base_left = left
        self.header = header        # callable(doc) drawing the running header on a new page
        self.size = body_size
        self.pages: list[dict] = []
        self.y = 0.0
        self.new_page()

    # -- values ----------------------------------------------------------
    def _join(self, parts):
        s, items = "", []
        for p in parts:
            if isinstance(p, Item):
                if self.ascii:
                    p = Item(p, text=fold(p["text"]), probes=[fold(x) for x in p["probes"]])
                s += p["text"]
                items.append(p)
            else:
                s += fold(p) if self.ascii else p
        return s, items

    def add_items(self, items, page=None):
        self.pages[-1 if page is None else page]["items"].extend(items)

    # -- pages -----------------------------------------------------------
    def new_page(self):
        self.pages.append({"blocks": [], "items": []})
        self.y = self.top
        self.left = self.base_left
        if self.header:
            self.header(self)

    def need(self, h):
        if self.y + h > H - self.bottom:
            self.new_page()

    @property
    def maxw(self):
        return W - self.left - self.right

    # -- blocks ----------------------------------------------------------
    def line(self, *parts, size=None, bold=False, x=None, align="left", gap=1.25, spacing=0.0, keep_y=False):
        size = size or self.size
        s, items = self._join(parts)
        self.need(size * gap)
        font = self.fonts["bold" if bold else "reg"]
        x0 = self.left if x is None else x
        wdt = width(s, font, size) + spacing * len(s)
        assert x0 + wdt <= W - 20 or align != "left", (s, x0 + wdt)
        self.pages[-1]["blocks"].append({"t": "text", "x": x0, "y": self.y + size, "size": size, "bold": bold,
                                         "s": s, "align": align, "w": wdt, "spacing": spacing, "nitems": len(items)})
        self.add_items(items)
        if not keep_y:
            self.y += size * gap
        return s

    def at(self, x, y, *parts, size=None, bold=False, align="left", page=None):
        """A line at a fixed place (running header/footer, right-aligned values)."""
        size = size or self.size
        s, items = self._join(parts)
        font = self.fonts["bold" if bold else "reg"]
        wdt = width(s, font, size)
        if align == "right":
            x = x - wdt
        assert 15 <= x and x + wdt <= W - 15, (s, x + wdt)
        pg = self.pages[-1 if page is None else page]
        pg["blocks"].append({"t": "text", "x": x, "y": y, "size": size, "bold": bold, "s": s, "align": "left", "w": wdt, "spacing": 0.0})
        pg["items"].extend(items)
        return s

    def para(self, *parts, size=None, x=None, w=None, gap_after=4.0, bold=False, align="left"):
        size = size or self.size
        s, items = self._join(parts)
        x0 = self.left if x is None else x
        w = w or (W - self.right - x0)
        lines = wrap(s, self.fonts["bold" if bold else "reg"], size, w - 2)
        h = len(lines) * size * 1.2
        if h > H - self.bottom - self.top - 20:
            raise ValueError("paragraph too long")
        self.need(h)
        self.pages[-1]["blocks"].append({"t": "para", "x": x0, "y": self.y, "w": w, "size": size, "s": s,
                                         "lines": lines, "bold": bold, "align": align, "h": h})
        self.add_items(items)
        self.y += h + gap_after
        return lines

    def space(self, h=6):
        self.y += h

    def rule(self):
        self.need(4)
        self.pages[-1]["blocks"].append({"t": "rule", "x1": self.left, "y": self.y + 1, "x2": W - self.right})
        self.y += 5

    def table(self, widths, rows, size=None, head=True, pad=3.0):
        """Bordered grid; a cell wraps inside its column (several lines), the row grows."""
        size = size or (self.size - 0.5)
        x0 = self.left
        if sum(widths) > self.maxw + 0.5:
            f = self.maxw / sum(widths)
            widths = [w_ * f for w_ in widths]
        for ri, row in enumerate(rows):
            cells = []
            nl = 1
            for ci, cell in enumerate(row):
                parts = cell if isinstance(cell, (list, tuple)) else [cell]
                s, items = self._join(parts)
                bold = head and ri == 0
                lines = wrap(s, self.fonts["bold" if bold else "reg"], size, widths[ci] - 2 * pad - 1)
                nl = max(nl, len(lines))
                cells.append((s, items, lines, bold))
            rh = nl * size * 1.2 + 2 * pad
            self.need(rh)
            x = x0
            for ci, (s, items, lines, bold) in enumerate(cells):
                self.pages[-1]["blocks"].append({"t": "cell", "x": x, "y": self.y, "w": widths[ci], "h": rh, "pad": pad,
                                                 "size": size, "s": s, "lines": lines, "bold": bold})
                self.add_items(items)
                x += widths[ci]
            self.y += rh
        self.y += 6


def box(doc: Doc, x, y, w, *parts, size=8.0, bold=False):
    """A wrapped paragraph at a fixed place, outside the flow (side column). Returns its height."""
    s, items = doc._join(parts)
    lines = wrap(s, doc.fonts["bold" if bold else "reg"], size, w - 2)
    h = len(lines) * size * 1.2
    doc.pages[-1]["blocks"].append({"t": "para", "x": x, "y": y, "w": w, "size": size, "s": s, "lines": lines,
                                    "bold": bold, "align": "left", "h": h})
    doc.add_items(items)
    return h
