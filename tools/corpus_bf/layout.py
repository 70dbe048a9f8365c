"""Writer-independent layout of corpus BF (the Flow idea of corpus AU's render.py, rewritten).

A Flow lays blocks out top-down (mm, y grows downwards) in one column and records, page by page, drawing
operations and the values each text operation prints, so the truth follows the page a value really lands on.
Operations: ("t", x, y, text, font, size, gray) with font in R/B/I/M, ("l", x1, y1, x2, y2, width, dashed),
("r", x, y, w, h, fill_gray or None, stroke). Lines break between unbreakable words only (model.wrap).
"""
from __future__ import annotations

from .model import run_text, run_values, wrap

PT = 0.3528  # mm per point


class Flow:
    def __init__(self, measure, x0, width, top, bottom, top_next=None):
        self.m, self.x0, self.w, self.top, self.bottom = measure, x0, width, top, bottom
        self.top_next = top if top_next is None else top_next
        self.pages = []
        self.new_page(first=True)

    def new_page(self, first=False):
        self.pages.append({"ops": [], "vals": []})
        self.y = self.top if first else self.top_next

    def need(self, h):
        if self.y + h > self.bottom:
            self.new_page()

    def text(self, x, y, text, vals, font="R", size=9.0, gray=0.0, page=None):
        p = self.pages[-1] if page is None else self.pages[page]
        p["ops"].append(("t", x, y, text, font, size, gray))
        p["vals"].extend(vals)

    def op(self, *o, page=None):
        (self.pages[-1] if page is None else self.pages[page])["ops"].append(o)

    def lines(self, run, w, font="R", size=9.0):
        return wrap(run, w, lambda t: self.m(t, font, size))

    def para(self, run, x=None, w=None, size=9.0, font="R", lead=1.45, gray=0.0):
        x = self.x0 if x is None else x
        w = self.w if w is None else w
        for t, vals in self.lines(run, w, font, size):
            self.need(size * PT * lead)
            self.y += size * PT * lead
            self.text(x, self.y, t, vals, font, size, gray)
        self.y += 1.2


def kv_block(f: Flow, fields, style: str, size=9.0):
    """Caption / value fields in one of four writings."""
    if style == "under":  # caption in small grey capitals, value under it; two fields per row
        colw = (f.w - 6) / 2
        for k in range(0, len(fields), 2):
            pair = fields[k:k + 2]
            cells = [(cap, f.lines(run, colw, "R", size)) for cap, run in pair]
            n = max(len(c[1]) for c in cells)
            f.need(3.2 + n * size * PT * 1.35 + 2.5)
            y0 = f.y
            for j, (cap, lines) in enumerate(cells):
                x = f.x0 + j * (colw + 6)
                f.text(x, y0 + 2.8, cap.upper(), [], "B", 6.4, 0.45)
                for q, (t, vals) in enumerate(lines):
                    f.text(x, y0 + 2.8 + (q + 1) * size * PT * 1.35, t, vals, "R", size)
            f.y = y0 + 2.8 + n * size * PT * 1.35 + 2.2
        f.y += 1.5
    elif style == "after":  # value first (bold), its caption after it in a right-hand grey column
        vw = f.w * 0.66
        for cap, run in fields:
            lines = f.lines(run, vw - 2, "B", size)
            f.need(len(lines) * size * PT * 1.4 + 1.5)
            y0 = f.y
            for q, (t, vals) in enumerate(lines):
                f.text(f.x0 + 1, y0 + (q + 1) * size * PT * 1.4, t, vals, "B", size)
            f.text(f.x0 + vw + 3, y0 + size * PT * 1.4, "- " + cap.lower(), [], "I", size - 1.2, 0.4)
            f.y = y0 + len(lines) * size * PT * 1.4 + 1.2
            f.op("l", f.x0, f.y, f.x0 + f.w, f.y, 0.2, True)
        f.y += 2
    elif style == "gutter":  # caption in the left gutter column (right-aligned), value in the main column
        gw = 34
        for cap, run in fields:
            lines = f.lines(run, f.w - gw - 3, "R", size)
            f.need(len(lines) * size * PT * 1.4 + 1.5)
            y0 = f.y
            cw = f.m(cap, "B", size - 1)
            f.text(f.x0 + gw - 2 - cw, y0 + size * PT * 1.4, cap, [], "B", size - 1, 0.35)
            for q, (t, vals) in enumerate(lines):
                f.text(f.x0 + gw + 2, y0 + (q + 1) * size * PT * 1.4, t, vals, "R", size)
            f.y = y0 + len(lines) * size * PT * 1.4 + 1.3
        f.y += 2
    else:  # "dots": caption, dotted leader, value
        dots_block(f, fields, size)


def dots_block(f: Flow, fields, size=9.0):
    cw = 52
    for cap, run in fields:
        lines = f.lines(run, f.w - cw - 2, "R", size)
        f.need(len(lines) * size * PT * 1.45 + 1)
        y0 = f.y
        f.text(f.x0, y0 + size * PT * 1.45, cap, [], "R", size)
        capw = f.m(cap + " ", "R", size)
        ndots = max(2, int((cw - 2 - capw) / max(0.1, f.m(".", "R", size))))
        f.text(f.x0 + capw, y0 + size * PT * 1.45, "." * ndots, [], "R", size, 0.5)
        for q, (t, vals) in enumerate(lines):
            f.text(f.x0 + cw, y0 + (q + 1) * size * PT * 1.45, t, vals, "R", size)
        f.y = y0 + len(lines) * size * PT * 1.45 + 0.8
    f.y += 2


def tick_block(f: Flow, items, size=9.0, textual=False):
    for checked, run in items:
        lines = f.lines(run, f.w - 10, "R", size)
        f.need(len(lines) * size * PT * 1.45 + 1)
        y0 = f.y
        if textual:
            f.text(f.x0, y0 + size * PT * 1.45, "[X]" if checked else "[ ]", [], "M", size)
        else:
            f.op("r", f.x0 + 0.5, y0 + 1.2, 3, 3, None, True)
            if checked:
                f.op("l", f.x0 + 0.5, y0 + 1.2, f.x0 + 3.5, y0 + 4.2, 0.5, False)
                f.op("l", f.x0 + 3.5, y0 + 1.2, f.x0 + 0.5, y0 + 4.2, 0.5, False)
        for q, (t, vals) in enumerate(lines):
            f.text(f.x0 + 7, y0 + (q + 1) * size * PT * 1.45, t, vals, "R", size)
        f.y = y0 + len(lines) * size * PT * 1.45 + 0.8
    f.y += 2


def table_block(f: Flow, heads, rows, weights, size=8.5, grid=True):
    tot = sum(weights)
    ws = [f.w * x / tot for x in weights]
    xs = [f.x0 + sum(ws[:k]) for k in range(len(ws))]
    f.need(16)
    f.y += 1
    y0 = f.y
    f.op("r", f.x0, f.y, f.w, 5.5, 0.88, grid)
    for k, h in enumerate(heads):
        f.text(xs[k] + 1.2, f.y + 4, h, [], "B", size)
    f.y += 5.5
    for row in rows:
        cells = [f.lines(cell, ws[k] - 3, "R", size) for k, cell in enumerate(row)]
        n = max(len(c) for c in cells)
        f.need(4.2 * n + 2)
        yr = f.y
        for k, c in enumerate(cells):
            for j, (t, vals) in enumerate(c):
                f.text(xs[k] + 1.2, yr + 4 + 4 * j, t, vals, "R", size)
        f.y = yr + 4 + 4 * (n - 1) + 1.8
        f.op("l", f.x0, f.y, f.x0 + f.w, f.y, 0.3, False)
        if grid:
            for x in xs[1:] + [f.x0 + f.w]:
                f.op("l", x, yr, x, f.y, 0.3, False)
            f.op("l", f.x0, yr, f.x0, f.y, 0.3, False)
    f.y += 3


def body(f: Flow, doc, kv_style, heading, textual_ticks=False, size=9.0):
    for pi, blocks in enumerate(doc["pages"]):
        if pi > 0:
            f.new_page()
        for b in blocks:
            if b[0] == "h":
                f.need(14)
                heading(f, b[1])
            elif b[0] == "p":
                f.para(b[1], size=size)
            elif b[0] == "kv":
                kv_block(f, b[1], kv_style, size)
            elif b[0] == "dots":
                dots_block(f, b[1], size)
            elif b[0] == "tick":
                tick_block(f, b[1], size, textual_ticks)
            elif b[0] == "tab":
                table_block(f, b[1], b[2], b[3], size - 0.5, grid=not textual_ticks)
            elif b[0] == "sig":
                f.need(14)
                f.y += 3
                for run in b[1]:
                    f.para(run, x=f.x0 + f.w * 0.5, w=f.w * 0.5, size=size - 0.3, font="I")


def run_line(f: Flow, run, x, y, w, font="R", size=7.5, gray=0.0, page=None):
    """Print a run on as many lines as needed from (x, y); returns the y after it."""
    for t, vals in f.lines(run, w, font, size):
        f.text(x, y, t, vals, font, size, gray, page=page)
        y += size * PT * 1.35
    return y
