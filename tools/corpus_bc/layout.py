"""Unit-placing layout engine of corpus BC (the Flow idea of corpus AU's render.py, rewritten).

A block of the document (heading, paragraph, fields, table, signature) is cut by the layout's own unit maker into
indivisible UNITS (one field, one table row, a few lines of a paragraph ...). A unit has a height (mm), drawing ops
relative to its top-left corner and the values it prints. The Pager drops units into the columns of a page, top
down, and starts a new column / page when a unit does not fit; the values of a unit are recorded on the page it is
drawn on, so the truth follows the page a value really lands on.

Ops (mm, y downwards):  ("t", x, y_baseline, text, font, size, rgb)   ("l", x1, y1, x2, y2, width, rgb)
                        ("r", x, y, w, h, fill_rgb or None, stroke_rgb or None, width)   ("poly", [(x, y)...], fill, stroke)
"""
from __future__ import annotations

from .model import wrap


def fit_lines(run, w, meas, font, size):
    """Lines (text, values, size) of run no wider than w; a too-wide unbreakable line is printed smaller."""
    out = []
    for t, vals in wrap(run, w, lambda s: meas(s, font, size)):
        sz = size
        while sz > 4 and meas(t, font, sz) > w:
            sz -= 0.2
        out.append((t, vals, sz))
    return out


class Unit:
    def __init__(self, h, ops=None, vals=None, tag=""):
        self.h, self.ops, self.vals, self.tag = h, ops or [], vals or [], tag


def shift(ops, dx, dy):
    out = []
    for o in ops:
        if o[0] == "t":
            out.append(("t", o[1] + dx, o[2] + dy) + tuple(o[3:]))
        elif o[0] == "l":
            out.append(("l", o[1] + dx, o[2] + dy, o[3] + dx, o[4] + dy) + tuple(o[5:]))
        elif o[0] == "r":
            out.append(("r", o[1] + dx, o[2] + dy) + tuple(o[3:]))
        elif o[0] == "poly":
            out.append(("poly", [(x + dx, y + dy) for x, y in o[1]]) + tuple(o[2:]))
    return out


class Pager:
    """Columns of a page: columns(page_index) -> [(x, y_top, width, y_bottom), ...]."""

    def __init__(self, columns, on_column=None):
        self.columns = columns
        self.on_column = on_column  # callback(pager, first_in_column) -> units to draw at the top of a column
        self.break_to_column = False
        self.pages = []
        self.new_page()

    def new_page(self):
        self.pages.append({"ops": [], "vals": [], "cols": self.columns(len(self.pages))})
        self.ci = 0
        self.y = self.pages[-1]["cols"][0][1]
        self.fresh = True

    def next_column(self):
        if self.ci + 1 < len(self.pages[-1]["cols"]):
            self.ci += 1
            self.y = self.pages[-1]["cols"][self.ci][1]
            self.fresh = True
        else:
            self.new_page()

    @property
    def col(self):
        return self.pages[-1]["cols"][self.ci]

    def room(self):
        return self.col[3] - self.y

    def place(self, u: Unit, keep_with_next: float = 0.0):
        if u.h + keep_with_next > self.room() and not self.fresh:
            self.next_column()
        x = self.col[0]
        self.pages[-1]["ops"] += shift(u.ops, x, self.y)
        self.pages[-1]["vals"] += list(u.vals)
        self.y += u.h
        self.fresh = False

    def page_break(self):
        if self.break_to_column:  # a planned break only moves to the next column (check-list phases)
            if not self.fresh:
                self.next_column()
        else:
            self.new_page()
