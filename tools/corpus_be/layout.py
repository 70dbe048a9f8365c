"""Writer-independent layout of corpus BE: blocks -> units -> pages of drawing operations (mm, y downwards).

A unit is an indivisible group of operations relative to its top-left corner, with its height and the values it
prints. The Pager places units in the frames (columns) of a page; a planned page break starts a new page; a unit
that does not fit goes to the next frame / page. Every drawn string ends with a space (pypdf never glues two).
Operations: ("t", x, y, text, font, size, rgb) baseline at y; ("l", x1, y1, x2, y2, rgb, width);
("r", x, y, w, h, fill_rgb|None, stroke_rgb|None, width); ("c", cx, cy, radius, fill_rgb, stroke_rgb).
"""
from __future__ import annotations

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from .model import run_values, wrap

FONTS = {  # logical name -> TTF file (None = base-14 known to reportlab)
    "dv": "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "dvb": "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
    "dvm": "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf",
    "fs": "/usr/share/fonts/truetype/freefont/FreeSans.ttf",
    "fso": "/usr/share/fonts/truetype/freefont/FreeSansOblique.ttf",
    "fsb": "/usr/share/fonts/truetype/freefont/FreeSansBold.ttf",
    "ca": "/usr/share/fonts/truetype/crosextra/Carlito-Regular.ttf",
    "cab": "/usr/share/fonts/truetype/crosextra/Carlito-Bold.ttf",
    "cai": "/usr/share/fonts/truetype/crosextra/Carlito-Italic.ttf",
    "Courier": None, "Courier-Bold": None, "Courier-Oblique": None,
}
for _n, _f in FONTS.items():
    if _f:
        try:
            pdfmetrics.getFont("BE" + _n)
        except KeyError:
            pdfmetrics.registerFont(TTFont("BE" + _n, _f))


def width(text: str, font: str, size: float) -> float:
    name = font if FONTS[font] is None else "BE" + font
    return pdfmetrics.stringWidth(text, name, size) * 25.4 / 72


def lines(run, w, font, size):
    return wrap(run, w, lambda t: width(t, font, size))


def fit(text, w, font, size):
    """Font size at which text fits in w (a value never breaks: too-wide lines are printed smaller)."""
    while size > 4 and width(text, font, size) > w:
        size -= 0.3
    return size


class Unit:
    def __init__(self):
        self.ops, self.vals, self.h = [], [], 0.0

    def text(self, x, y, t, font, size, rgb=(0, 0, 0), w=None):
        if w is not None:
            size = fit(t, w, font, size)
        self.ops.append(("t", x, y, t + " ", font, size, rgb))

    def para(self, run, x, y, w, font, size, lead=1.4, rgb=(0, 0, 0)):
        """Wrapped run from baseline-top y; returns the y under the last line."""
        for t, vals in lines(run, w, font, size):
            y += size * 0.3528 * lead
            self.text(x, y, t, font, size, rgb, w)
            self.vals.extend(vals)
        return y


class Page:
    def __init__(self):
        self.ops, self.vals = [], []

    def add(self, unit, x, y):
        for o in unit.ops:
            if o[0] == "t":
                self.ops.append(("t", o[1] + x, o[2] + y) + o[3:])
            elif o[0] == "l":
                self.ops.append(("l", o[1] + x, o[2] + y, o[3] + x, o[4] + y) + o[5:])
            elif o[0] == "r":
                self.ops.append(("r", o[1] + x, o[2] + y) + o[3:])
            elif o[0] == "c":
                self.ops.append(("c", o[1] + x, o[2] + y) + o[3:])
        self.vals.extend(unit.vals)


def paginate(planned_pages, make_units, frames, max_pages=3):
    """planned_pages: list of block lists; make_units(block, w) -> [Unit]; frames(k) -> [(x, y0, y1, w)]."""
    def attempt(groups):
        pages = []
        for g in groups:
            pages.append(Page())
            fi, fr = 0, frames(len(pages) - 1)
            y = fr[0][1]
            for b in g:
                for u in make_units(b, fr[fi][3]):
                    while y + u.h > fr[fi][2] and y > fr[fi][1]:
                        fi += 1
                        if fi >= len(fr):
                            pages.append(Page())
                            fr, fi = frames(len(pages) - 1), 0
                        y = fr[fi][1]
                    pages[-1].add(u, fr[fi][0], y)
                    y += u.h
        return pages

    groups = list(planned_pages)
    while True:
        pages = attempt(groups)
        if len(pages) <= max_pages or len(groups) == 1:
            return pages
        groups = [groups[0] + groups[1]] + groups[2:]


def vals_of(runs):
    out = []
    for r in runs:
        out += run_values(r)
    return out
