"""A small column layout engine (mm, top-down) shared by the four BB writers.

Every block of a section is turned into lines with the real advances of the writer's fonts (model.wrap keeps a
value on one line); the lines are placed in the writer's columns / panels / bubbles, and each value is recorded
on the page it is drawn on, so the truth follows the page a value really lands on.
"""
from __future__ import annotations

from .model import R, run_values, wrap

PT = 0.3528  # mm per point


class Flow:
    def __init__(self, meas, cols):
        """meas(text, font, size) -> mm ; cols(page_index) -> [(x, top, width, bottom), ...]."""
        self.m, self.cols = meas, cols
        self.pages: list[dict] = []
        self.new_page()

    def new_page(self):
        self.pages.append({"ops": [], "vals": []})
        self.ci = 0
        self._set_col()

    def _set_col(self):
        self.x, self.top, self.w, self.bottom = self.cols(len(self.pages) - 1)[self.ci]
        self.y = self.top

    def next_col(self):
        if self.ci + 1 < len(self.cols(len(self.pages) - 1)):
            self.ci += 1
            self._set_col()
        else:
            self.new_page()

    def room(self):
        return self.bottom - self.y

    def need(self, h):
        if self.y + h > self.bottom and self.y > self.top + 0.01:
            self.next_col()

    def text(self, x, y, text, vals, font="r", size=9.0, color=(0, 0, 0)):
        self.pages[-1]["ops"].append(("t", x, y, text, font, size, color))
        self.pages[-1]["vals"].extend(vals)

    def op(self, *o):
        self.pages[-1]["ops"].append(o)

    def wrap(self, run, width, font="r", size=9.0):
        return wrap(run, width, lambda t: self.m(t, font, size))

    def fit(self, text, width, font, size):
        """Shrink the size of a single too-wide line (a long value alone on its line)."""
        while size > 4.5 and self.m(text, font, size) > width:
            size -= 0.25
        return size


def table_runs(block) -> list:
    """A table as one run per row: "head : cell ; head : cell"."""
    heads, rows = block[1], block[2]
    out = []
    for row in rows:
        parts = []
        for k, (h, cell) in enumerate(zip(heads, row)):
            if k:
                parts.append(" ; ")
            parts += [h + " : "] + list(cell)
        out.append(R(*parts))
    return out


def add_chrome(f: Flow, make) -> None:
    """make(page_index, n_pages) -> [(op...)] and [values]; run once the page count is known."""
    n = len(f.pages)
    for k, p in enumerate(f.pages):
        ops, vals = make(k, n)
        p["ops"] = ops + p["ops"]
        p["vals"] = vals + p["vals"]


def chrome_run(f: Flow, run, x, y, width, font="r", size=7.0, color=(0.3, 0.3, 0.3), align="l"):
    """Ops and values for a run drawn as wrapped lines from baseline y (used in chrome)."""
    ops, vals = [], []
    for t, v in f.wrap(run, width, font, size):
        s = f.fit(t, width, font, size)
        xx = x if align == "l" else (x + width - f.m(t, font, s) if align == "r" else x + (width - f.m(t, font, s)) / 2)
        ops.append(("t", xx, y, t, font, s, color))
        vals += v
        y += size * PT * 1.35
    return ops, vals, y
