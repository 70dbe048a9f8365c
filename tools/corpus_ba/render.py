"""Four layouts of corpus BA. Each renderer returns (pdf bytes, [items of page 0, items of page 1, ...]).

Flow (adapted from corpus AU's): a small line-layout engine in mm, top-down, that breaks lines between
unbreakable words (model.wrap) with the real advances of the font each writer embeds, fills one or several
COLUMNS per page, shrinks a single word wider than its column, and records the values drawn on each page so that
the truth follows the page a value really lands on. The layouts produce display lists (ops) that four small
back ends (ReportLab canvas, fpdf2, PyMuPDF, pydyf) turn into PDF.
"""
from __future__ import annotations

import io

from .model import run_text, run_values, wrap

DEJAVU = "/usr/share/fonts/truetype/dejavu/"
FREE = "/usr/share/fonts/truetype/freefont/"
CARLITO = "/usr/share/fonts/truetype/crosextra/"
PT = 0.3528  # mm per point

BLACK, GREY, VIOLET, BLUE = (0, 0, 0), (0.45, 0.45, 0.45), (0.42, 0.18, 0.55), (0.08, 0.2, 0.6)


# ------------------------------------------------------------------ layout engine
class Flow:
    """Columns of text on pages; cols(page_index) -> [(x0, width, top, bottom), ...]."""

    def __init__(self, measure, cols):
        self.m, self.cols_of = measure, cols
        self.pages = []
        self.new_page()

    def new_page(self):
        self.pages.append({"ops": [], "vals": []})
        self.cols = self.cols_of(len(self.pages) - 1)
        self.ci = 0
        self._set_col()

    def _set_col(self):
        self.x0, self.w, self.top, self.bottom = self.cols[self.ci]
        self.y = self.top

    def next_col(self):
        if self.ci + 1 < len(self.cols):
            self.ci += 1
            self._set_col()
        else:
            self.new_page()

    def need(self, h):
        if self.y + h > self.bottom:
            self.next_col()

    def op(self, *o):
        self.pages[-1]["ops"].append(o)

    def text(self, x, y, text, vals, font="R", size=9.0, color=BLACK, maxw=None, page=None):
        if maxw is not None and text and self.m(text, font, size) > maxw:
            size = size * maxw / self.m(text, font, size) * 0.98
        p = self.pages[-1] if page is None else self.pages[page]
        p["ops"].append(("t", x, y, text, font, size, color))
        p["vals"].extend(vals)

    def lines(self, run, w, font, size):
        return wrap(run, w, lambda t: self.m(t, font, size))

    def para(self, run, x=None, w=None, size=9.0, font="R", lead=1.45, color=BLACK, dx=0.0):
        for t, vals in self.lines(run, (self.w if w is None else w) - dx, font, size):
            self.need(size * PT * lead)
            self.y += size * PT * lead
            xx = (self.x0 if x is None else x) + dx
            self.text(xx, self.y, t, vals, font, size, color, maxw=(self.w if w is None else w) - dx)
        self.y += 1.2


def likert_pick_text(cols, k):
    return cols[k]


# ------------------------------------------------------------------ shared block styles
class Style:
    """Default block drawing; layouts override what makes them different."""
    size = 9.0
    lw = 46  # label column of kv blocks

    def __init__(self, f, doc):
        self.f, self.doc = f, doc
        self.qn = 0

    def h(self, text):
        f = self.f
        f.need(14)
        f.y += 9
        f.text(f.x0, f.y, text, [], "B", 11)
        f.op("l", f.x0, f.y + 1.5, f.x0 + f.w, f.y + 1.5, 0.4, GREY, None)
        f.y += 3

    def p(self, run):
        self.f.para(run, size=self.size)

    def kv(self, pairs):
        f = self.f
        for label, run in pairs:
            lines = f.lines(run, f.w - self.lw - 2, "R", self.size)
            f.need(4.6 * len(lines) + 1)
            f.y += 4.6
            f.text(f.x0, f.y, label, [], "I", self.size - 0.8, GREY, maxw=self.lw - 2)
            for k, (t, vals) in enumerate(lines):
                if k:
                    f.y += 4.4
                f.text(f.x0 + self.lw, f.y, t, vals, "R", self.size, maxw=f.w - self.lw)
        f.y += 3

    def tab_geom(self, weights):
        f = self.f
        tot = sum(weights)
        ws = [f.w * x / tot for x in weights]
        xs = [f.x0 + sum(ws[:k]) for k in range(len(ws))]
        return xs, ws

    def tab(self, heads, rows, weights):
        f = self.f
        xs, ws = self.tab_geom(weights)
        f.need(20)
        f.y += 2
        f.op("l", f.x0, f.y, f.x0 + f.w, f.y, 0.8, BLACK, None)
        f.y += 4.2
        for k, hd in enumerate(heads):
            f.text(xs[k] + 1, f.y, hd, [], "B", 8.3, maxw=ws[k] - 2)
        f.y += 1.6
        f.op("l", f.x0, f.y, f.x0 + f.w, f.y, 0.4, BLACK, None)
        for row in rows:
            cells = [f.lines(cell, ws[k] - 3, "R", 8.3) for k, cell in enumerate(row)]
            n = max(len(c) for c in cells)
            f.need(4.3 * n + 2)
            y0 = f.y
            for k, c in enumerate(cells):
                for j, (t, vals) in enumerate(c):
                    f.text(xs[k] + 1, y0 + 4.2 + 4.1 * j, t, vals, "R", 8.3, maxw=ws[k] - 2)
            f.y = y0 + 4.2 + 4.1 * (n - 1) + 1.8
            f.op("l", f.x0, f.y, f.x0 + f.w, f.y, 0.2, GREY, None)
        f.y += 3

    def likert(self, title, stmts, cols, picks):
        """Default: a table statement | answer."""
        self.f.para([title], font="B", size=8.8)
        self.tab(["Énoncé", "Réponse"], [[[s], [cols[k]]] for s, k in zip(stmts, picks)], [3, 1.4])

    def sig(self, runs):
        f = self.f
        f.need(18)
        f.y += 4
        for run in runs:
            f.para(run, x=f.x0 + f.w * 0.45, w=f.w * 0.55, size=8.8)

    def run(self, pages):
        f = self.f
        for pi, blocks in enumerate(pages):
            if pi > 0:
                f.new_page()
            for b in blocks:
                getattr(self, b[0])(*b[1:])


def add_feet(f: Flow, foot_run, x0, width, y, size=7.2, label=" - page {k}/{n}", font="I"):
    n = len(f.pages)
    for k, p in enumerate(f.pages):
        lines = wrap(list(foot_run) + [label.format(k=k + 1, n=n)], width, lambda t: f.m(t, font, size))
        yy = y
        p["ops"].append(("l", x0, yy - 4.0, x0 + width, yy - 4.0, 0.3, GREY, None))
        for t, vals in lines:
            p["ops"].append(("t", x0, yy, t, font, size, GREY))
            p["vals"].extend(vals)
            yy += size * PT * 1.4


# ------------------------------------------------------------------ family 1: ReportLab magazine, pull-quote identity
class MagazineStyle(Style):
    size = 8.4

    def h(self, text):
        f = self.f
        f.need(13)
        f.y += 5
        f.op("l", f.x0, f.y, f.x0 + 12, f.y, 1.6, (0.7, 0.1, 0.1), None)
        f.y += 4.6
        f.text(f.x0, f.y, text.upper(), [], "B", 8.6, (0.7, 0.1, 0.1), maxw=f.w)
        f.y += 1.5

    def kv(self, pairs):
        f = self.f
        for label, run in pairs:
            f.need(9)
            f.y += 3.8
            f.text(f.x0, f.y, label, [], "B", 7.4, GREY, maxw=f.w)
            f.para(run, size=self.size, dx=2.5, lead=1.35)
        f.y += 1.5

    def tab(self, heads, rows, weights):
        f = self.f
        for row in rows:
            run = ["•"]
            for hd, cell in zip(heads, row):
                run += [" " + hd + " : "] + list(cell) + [" ;"]
            run[-1] = "."
            f.para(run, size=self.size - 0.3, lead=1.35)
        f.y += 1

    def likert(self, title, stmts, cols, picks):
        f = self.f
        f.para([title], font="B", size=self.size)
        for s, k in zip(stmts, picks):
            f.para(["« " + s + " » : " + cols[k]], font="I", size=self.size - 0.4, lead=1.3, dx=2)

    def sig(self, runs):
        f = self.f
        f.need(16)
        f.y += 3
        f.op("l", f.x0 + f.w * 0.3, f.y, f.x0 + f.w, f.y, 0.3, GREY, None)
        for run in runs:
            f.para(run, x=f.x0 + f.w * 0.3, w=f.w * 0.7, size=8.2, font="I", lead=1.3)


def layout_magazine(doc, meas):
    LM, W, GAP = 14, 182, 6
    cw = (W - 2 * GAP) / 3
    first_top = [None]

    def cols(pi):
        top = first_top[0] if pi == 0 else 30
        return [(LM + k * (cw + GAP), cw, top, 276) for k in range(3)]

    # page 1 header drawn in a throw-away flow to know where the columns start
    hd = Flow(meas, lambda pi: [(LM, W, 12, 280)])
    hd.y = 17
    runs = doc["head"]
    hd.text(LM, hd.y, run_text(runs[0]), run_values(runs[0]), "B", 15, maxw=W)
    hd.y += 3
    hd.op("l", LM, hd.y, LM + W, hd.y, 1.8, BLACK, None)
    hd.op("l", LM, hd.y + 1.4, LM + W, hd.y + 1.4, 0.4, BLACK, None)
    hd.y += 1.6
    line = [x for r_ in runs[1:] for x in (list(r_) + ["  ·  "])][:-1]
    hd.para(line, size=7.2, font="R", lead=1.35)
    hd.para(["Rédaction : "] + [x for r_ in doc["team"] for x in (list(r_) + [" — "])][:-1], size=7.0, font="I", lead=1.35)
    hd.y += 3
    hd.para([doc["title"]], size=19, font="B", lead=1.2)
    hd.para([doc["service"] + " — document de sortie à conserver"], size=9, font="I")
    # pull-quote box with the identity
    y0 = hd.y + 2
    pairs = doc["ident"]
    half = (len(pairs) + 1) // 2
    bx, bw = LM + 22, W - 44
    yy = y0 + 6
    for k, (label, run) in enumerate(pairs):
        col = 0 if k < half else 1
        row = k if k < half else k - half
        x = bx + 8 + col * (bw - 16) / 2
        y = yy + row * 5.2
        hd.text(x, y, label + " ", [], "I", 8, GREY)
        hd.text(x + 30, y, run_text(run), run_values(run), "B", 9.2, maxw=(bw - 16) / 2 - 32)
    y1 = yy + (half - 1) * 5.2 + 5
    hd.pages[0]["ops"].insert(0, ("rect", bx, y0, bw, y1 - y0, (0.95, 0.92, 0.86), None, 0))
    hd.op("l", bx, y0, bx + bw, y0, 1.2, (0.7, 0.1, 0.1), None)
    hd.op("l", bx, y1, bx + bw, y1, 1.2, (0.7, 0.1, 0.1), None)
    hd.op("t", bx - 16, y0 + 14, "«", "B", 34, (0.7, 0.1, 0.1))
    hd.op("t", bx + bw + 3, y0 + 14, "»", "B", 34, (0.7, 0.1, 0.1))
    first_top[0] = y1 + 6
    f = Flow(meas, cols)
    MagazineStyle(f, doc).run(doc["pages"])
    f.pages[0]["ops"] = hd.pages[0]["ops"] + f.pages[0]["ops"]
    f.pages[0]["vals"] = hd.pages[0]["vals"] + f.pages[0]["vals"]
    for k, p in enumerate(f.pages):
        top = first_top[0] if k == 0 else 30
        for c in (1, 2):
            x = LM + c * (cw + GAP) - GAP / 2
            p["ops"].append(("l", x, top, x, 276, 0.3, GREY, None))
        if k:
            p["ops"].append(("t", LM, 20, doc["title"] + " (suite)", "B", 10, BLACK))
            p["ops"].append(("l", LM, 23, LM + W, 23, 0.8, BLACK, None))
    add_feet(f, doc["foot"], LM, W, 287, label=" — page {k} sur {n}")
    return f.pages


# ------------------------------------------------------------------ family 2: fpdf2 file folder with thumb-index tabs
class FolderStyle(Style):
    size = 8.8

    def h(self, text):
        f = self.f
        f.need(14)
        f.y += 4
        f.op("rect", f.x0, f.y, f.w, 6.2, (0.87, 0.78, 0.55), None, 0)
        f.y += 4.5
        f.text(f.x0 + 2, f.y, "▸ " + text, [], "B", 9.6, maxw=f.w - 4)
        self.sections.append((len(f.pages) - 1, text))
        f.y += 3

    def tab(self, heads, rows, weights):
        f = self.f
        xs, ws = self.tab_geom(weights)
        f.need(20)
        f.y += 2
        y_start = f.y
        f.op("rect", f.x0, f.y, f.w, 6, (0.96, 0.92, 0.8), None, 0)
        f.y += 4.2
        for k, hd in enumerate(heads):
            f.text(xs[k] + 1, f.y, hd, [], "B", 8.3, maxw=ws[k] - 2)
        f.y += 1.8
        for row in rows:
            cells = [f.lines(cell, ws[k] - 3, "R", 8.3) for k, cell in enumerate(row)]
            n = max(len(c) for c in cells)
            if f.y + 4.3 * n + 2 > f.bottom:
                self._grid(xs, y_start, f.y)
                f.next_col()
                y_start = f.y
            y0 = f.y
            for k, c in enumerate(cells):
                for j, (t, vals) in enumerate(c):
                    f.text(xs[k] + 1, y0 + 4.2 + 4.1 * j, t, vals, "R", 8.3, maxw=ws[k] - 2)
            f.y = y0 + 4.2 + 4.1 * (n - 1) + 1.8
            f.op("l", f.x0, f.y, f.x0 + f.w, f.y, 0.2, GREY, None)
        self._grid(xs, y_start, f.y)
        f.y += 3

    def _grid(self, xs, y0, y1):
        f = self.f
        f.op("rect", f.x0, y0, f.w, y1 - y0, None, GREY, 0.3)
        for x in xs[1:]:
            f.op("l", x, y0, x, y1, 0.2, GREY, None)

    def likert(self, title, stmts, cols, picks):
        f = self.f
        f.para([title], font="B", size=8.8)
        rows = [[[s]] + [["X" if k == j else ""] for j in range(len(cols))] for s, k in zip(stmts, picks)]
        self.tab(["Énoncé"] + cols, rows, [4] + [1.25] * len(cols))


def layout_folder(doc, meas):
    X0, W, TABX = 16, 166, 188

    def cols(pi):
        return [(X0, W, 86 if pi == 0 else 30, 270)]

    f = Flow(meas, cols)
    st = FolderStyle(f, doc)
    st.sections = []
    st.run(doc["pages"])
    # page 1: letterhead | team, title, identity card
    hd = Flow(meas, lambda pi: [(X0, 92, 24, 80)])
    for run in doc["head"]:
        hd.para(run, size=7.6, lead=1.3)
    tm = Flow(meas, lambda pi: [(X0 + 98, W - 98, 24, 80)])
    for run in doc["team"]:
        tm.para(run, size=7.4, lead=1.3, font="I")
    y = max(hd.y, tm.y) + 5
    ops = hd.pages[0]["ops"] + tm.pages[0]["ops"]
    vals = hd.pages[0]["vals"] + tm.pages[0]["vals"]
    ops.append(("t", X0, y, doc["title"], "B", 13.5, BLACK))
    y += 3
    pairs = doc["ident"]
    half = (len(pairs) + 1) // 2
    ops.append(("rect", X0, y, W, half * 5 + 4, (1, 1, 1), (0.55, 0.45, 0.2), 0.5))
    card = Flow(meas, lambda pi: [(X0, W, 0, 999)])
    for k, (label, run) in enumerate(pairs):
        cx = X0 + 3 + (0 if k < half else W / 2)
        cy = y + 5.5 + (k if k < half else k - half) * 5
        card.text(cx, cy, label.upper() + " ", [], "R", 6.4, GREY)
        card.text(cx + 27, cy, run_text(run), run_values(run), "B", 9, maxw=W / 2 - 31)
    ops += card.pages[0]["ops"]
    vals += card.pages[0]["vals"]
    f.pages[0]["ops"] = ops + f.pages[0]["ops"]
    f.pages[0]["vals"] = vals + f.pages[0]["vals"]
    # every page: the manila folder, its top tab with the patient, the thumb index
    n = len(f.pages)
    tabline = [x for x in doc["foldertab"]]
    for k, p in enumerate(f.pages):
        bg = [("rect", 10, 16, 174, 268, (0.99, 0.96, 0.88), (0.6, 0.5, 0.25), 0.6),
              ("rect", 10, 8, 98, 9, (0.93, 0.85, 0.62), (0.6, 0.5, 0.25), 0.6)]
        tf = Flow(meas, lambda pi: [(13, 92, 0, 999)])
        tf.text(13, 14, "DOSSIER  " + run_text(tabline), run_values(tabline), "B", 8.4, maxw=92)
        bg += tf.pages[0]["ops"]
        p["vals"] = tf.pages[0]["vals"] + p["vals"]
        secs = st.sections
        for j, (pg, text) in enumerate(secs):
            ty = 24 + j * 15
            cur = pg == k
            bg.append(("rect", TABX - 4, ty, 16, 13, (0.55, 0.45, 0.2) if cur else (0.9, 0.84, 0.66), (0.6, 0.5, 0.25), 0.4))
            bg.append(("t", TABX - 2, ty + 5, "%d" % (j + 1), "B", 8, (1, 1, 1) if cur else BLACK))
            bg.append(("t", TABX - 2, ty + 10, text.split(" ")[0][:9], "R", 5.2, (1, 1, 1) if cur else BLACK))
        if k:
            bg.append(("t", X0, 24, doc["title"] + " — suite du dossier", "I", 9, GREY))
        p["ops"] = bg + p["ops"]
    add_feet(f, doc["foot"], X0, W, 279, label=" · intercalaire {k}/{n}")
    return f.pages


# ------------------------------------------------------------------ family 3: PyMuPDF certificate with stamps
class CertifStyle(Style):
    size = 9.2
    lw = 48

    def h(self, text):
        f = self.f
        f.need(14)
        f.y += 9
        tw = f.m(text, "B", 10.5)
        cx = f.x0 + (f.w - tw) / 2
        f.text(cx, f.y, text, [], "B", 10.5, VIOLET)
        f.op("l", f.x0 + 10, f.y - 1.6, cx - 4, f.y - 1.6, 0.3, VIOLET, None)
        f.op("l", cx + tw + 4, f.y - 1.6, f.x0 + f.w - 10, f.y - 1.6, 0.3, VIOLET, None)
        f.y += 3

    def kv(self, pairs):
        """Fill-in form: label, dotted line, the value written above it in blue italics."""
        f = self.f
        for label, run in pairs:
            lines = f.lines(run, f.w - self.lw - 2, "I", self.size)
            f.need(5.4 * len(lines) + 1)
            f.y += 5.4
            f.text(f.x0, f.y, label, [], "R", self.size - 0.6, BLACK, maxw=self.lw - 2)
            for k, (t, vals) in enumerate(lines):
                if k:
                    f.y += 5.2
                f.text(f.x0 + self.lw, f.y - 0.3, t, vals, "I", self.size, BLUE, maxw=f.w - self.lw)
                f.op("l", f.x0 + self.lw - 1, f.y + 1.0, f.x0 + f.w, f.y + 1.0, 0.3, GREY, (0.4, 1.2))
        f.y += 3

    def tab(self, heads, rows, weights):
        f = self.f
        y0 = f.y + 2
        super().tab(heads, rows, weights)
        f.op("l", f.x0, y0 + 0.9, f.x0 + f.w, y0 + 0.9, 0.3, BLACK, None)

    def likert(self, title, stmts, cols, picks):
        f = self.f
        f.para([title], font="B", size=9)
        xs = [f.x0 + 70 + k * (f.w - 70) / len(cols) for k in range(len(cols))]
        cw = (f.w - 70) / len(cols)
        f.need(12)
        f.y += 3
        for k, c in enumerate(cols):
            f.text(xs[k] + 1, f.y, c, [], "I", 6.8, GREY, maxw=cw - 2)
        for s, pick in zip(stmts, picks):
            f.need(6)
            f.y += 5.5
            f.text(f.x0, f.y, s, [], "R", 8.4, maxw=68)
            for k in range(len(cols)):
                bx = xs[k] + cw / 2 - 1.6
                f.op("rect", bx, f.y - 2.9, 3.2, 3.2, None, BLACK, 0.3)
                if k == pick:
                    f.op("l", bx, f.y - 2.9, bx + 3.2, f.y + 0.3, 0.5, BLUE, None)
                    f.op("l", bx, f.y + 0.3, bx + 3.2, f.y - 2.9, 0.5, BLUE, None)
        f.y += 4

    def sig(self, runs):
        f = self.f
        lines = sum(len(f.lines(r, 64, "R", 8.6)) for r in runs)
        h = 10 + lines * 4.4
        f.need(h + 6)
        f.y += 5
        x = f.x0 + f.w - 72
        f.op("rrect", x, f.y, 72, h, VIOLET, 0.8)
        f.op("rrect", x + 1.2, f.y + 1.2, 69.6, h - 2.4, VIOLET, 0.3)
        f.text(x + 4, f.y + 5, "CACHET ET SIGNATURE", [], "B", 7, VIOLET)
        f.y += 6
        for run in runs:
            f.para(run, x=x + 4, w=64, size=8.6, color=VIOLET, lead=1.3)
        f.y += 4


def layout_certif(doc, meas):
    X0, W = 24, 162

    def cols(pi):
        return [(X0, W, top0[0] if pi == 0 else 34, 268)]

    top0 = [0]
    # page 1: letterhead inside a violet stamp, team on the right, centred title
    hd = Flow(meas, lambda pi: [(X0 + 4, 84, 26, 200)])
    for run in doc["head"]:
        hd.para(run, size=7.4, lead=1.3, color=VIOLET)
    tm = Flow(meas, lambda pi: [(X0 + 96, W - 96, 26, 200)])
    for run in doc["team"]:
        tm.para(run, size=7.3, lead=1.3, font="I")
    ytop = max(hd.y, tm.y) + 2
    ops = [("rrect", X0, 21, 92, hd.y - 19, VIOLET, 0.9), ("rrect", X0 + 1.3, 22.3, 89.4, hd.y - 21.6, VIOLET, 0.3)]
    ops += hd.pages[0]["ops"] + tm.pages[0]["ops"]
    vals = hd.pages[0]["vals"] + tm.pages[0]["vals"]
    tw = meas(doc["title"].upper(), "B", 13)
    size = 13 if tw < W else 13 * W / tw * 0.97
    tw = meas(doc["title"].upper(), "B", size)
    ops.append(("t", X0 + (W - tw) / 2, ytop + 8, doc["title"].upper(), "B", size, BLACK))
    ops.append(("l", X0 + 30, ytop + 11, X0 + W - 30, ytop + 11, 0.5, BLACK, None))
    ops.append(("l", X0 + 30, ytop + 12, X0 + W - 30, ytop + 12, 0.2, BLACK, None))
    top0[0] = ytop + 14
    f = Flow(meas, cols)
    st = CertifStyle(f, doc)
    st.run([[("kv", doc["ident"])] + doc["pages"][0]] + doc["pages"][1:])
    f.pages[0]["ops"] = ops + f.pages[0]["ops"]
    f.pages[0]["vals"] = vals + f.pages[0]["vals"]
    for k, p in enumerate(f.pages):
        border = [("rect", 9, 9, 192, 279, None, VIOLET, 1.4), ("rect", 12, 12, 186, 273, None, VIOLET, 0.4)]
        for cx, cy in ((9, 9), (201, 9), (9, 288), (201, 288)):
            border.append(("rect", cx - 2.5, cy - 2.5, 5, 5, VIOLET, None, 0))
        for j in range(24):
            border.append(("circ", 20 + j * 7.4, 15.2, 0.6, VIOLET))
        if k:
            border.append(("t", X0, 26, doc["title"] + " (suite)", "I", 9, VIOLET))
        p["ops"] = border + p["ops"]
    add_feet(f, doc["foot"], X0, W, 279, label=" — feuillet {k} / {n}")
    return f.pages


# ------------------------------------------------------------------ family 0: pydyf questionnaire with Likert grids
class QuestStyle(Style):
    size = 8.8

    def h(self, text):
        f = self.f
        f.need(15)
        f.y += 5
        f.op("rect", f.x0, f.y, f.w, 6.4, (0.16, 0.3, 0.36), None, 0)
        f.y += 4.6
        self.sec = getattr(self, "sec", 0) + 1
        f.text(f.x0 + 2, f.y, "PARTIE %s - %s" % ("ABCDEFGH"[self.sec - 1], text.upper()), [], "B", 8.6, (1, 1, 1), maxw=f.w - 4)
        f.y += 3

    def kv(self, pairs):
        """Numbered questions, the answer in a box under each."""
        f = self.f
        colw = (f.w - 4) / 2
        for label, run in pairs:
            self.qn += 1
            lines = f.lines(run, f.w - 8, "R", self.size)
            f.need(5 + 4.4 * len(lines) + 3)
            f.y += 4.2
            f.text(f.x0, f.y, "Q%d. %s ?" % (self.qn, label), [], "B", 7.8, (0.16, 0.3, 0.36), maxw=f.w)
            y0 = f.y + 1.2
            f.y = y0
            for t, vals in lines:
                f.y += 4.4
                f.text(f.x0 + 3, f.y, t, vals, "R", self.size, maxw=f.w - 6)
            f.y += 1.6
            f.op("rect", f.x0 + 1, y0, f.w - 2, f.y - y0, None, GREY, 0.3)
        del colw
        f.y += 2

    def tab(self, heads, rows, weights):
        f = self.f
        xs, ws = self.tab_geom(weights)
        f.need(20)
        f.y += 2
        y_start = f.y
        f.op("rect", f.x0, f.y, f.w, 6, (0.85, 0.9, 0.92), None, 0)
        f.y += 4.2
        for k, hd in enumerate(heads):
            f.text(xs[k] + 1, f.y, hd, [], "B", 8.2, maxw=ws[k] - 2)
        f.y += 1.8
        for row in rows:
            cells = [f.lines(cell, ws[k] - 3, "R", 8.2) for k, cell in enumerate(row)]
            n = max(len(c) for c in cells)
            y0 = f.y
            for k, c in enumerate(cells):
                for j, (t, vals) in enumerate(c):
                    f.text(xs[k] + 1, y0 + 4.2 + 4.1 * j, t, vals, "R", 8.2, maxw=ws[k] - 2)
            f.y = y0 + 4.2 + 4.1 * (n - 1) + 1.8
            f.op("l", f.x0, f.y, f.x0 + f.w, f.y, 0.2, GREY, None)
        f.op("rect", f.x0, y_start, f.w, f.y - y_start, None, BLACK, 0.4)
        for x in xs[1:]:
            f.op("l", x, y_start, x, f.y, 0.2, GREY, None)
        f.y += 3

    def likert(self, title, stmts, cols, picks):
        """A drawn Likert grid: statements, five labelled columns of circles, the chosen one filled."""
        f = self.f
        sw = 72
        cw = (f.w - sw) / len(cols)
        f.need(12 + 7 * len(stmts))
        f.y += 3
        f.text(f.x0, f.y + 1, title, [], "B", 8.4, maxw=f.w)
        f.y += 3
        y0 = f.y
        head = [wrap([c], cw - 2, lambda t: f.m(t, "R", 6.6)) for c in cols]
        nh = max(len(x) for x in head)
        for k, hl in enumerate(head):
            for j, (t, _v) in enumerate(hl):
                tw = f.m(t, "R", 6.6)
                f.text(f.x0 + sw + k * cw + (cw - tw) / 2, f.y + 3.3 + j * 2.8, t, [], "R", 6.6, GREY)
        f.y += 3 + 2.8 * nh
        for s, pick in zip(stmts, picks):
            f.y += 6
            f.text(f.x0 + 1, f.y, s, [], "R", 8, maxw=sw - 2)
            for k in range(len(cols)):
                cx = f.x0 + sw + k * cw + cw / 2
                f.op("circ", cx, f.y - 1.1, 1.7, None) if k != pick else f.op("circ", cx, f.y - 1.1, 1.7, BLACK)
            f.op("l", f.x0, f.y + 2, f.x0 + f.w, f.y + 2, 0.15, GREY, None)
        f.op("rect", f.x0, y0, f.w, f.y + 2 - y0, None, BLACK, 0.4)
        f.y += 5


def layout_quest(doc, meas):
    X0, W = 18, 174

    def cols(pi):
        return [(X0, W, top0[0] if pi == 0 else 28, 272)]

    top0 = [0]
    hd = Flow(meas, lambda pi: [(X0, 100, 14, 200)])
    for run in doc["head"]:
        hd.para(run, size=7.5, lead=1.3)
    tm = Flow(meas, lambda pi: [(X0 + 106, W - 106, 14, 200)])
    tm.text(X0 + 106, 17.5, "Équipe soignante", [], "B", 7.5)
    tm.y = 18
    for run in doc["team"]:
        tm.para(run, size=7.2, lead=1.3)
    y = max(hd.y, tm.y) + 2
    ops = hd.pages[0]["ops"] + tm.pages[0]["ops"]
    vals = hd.pages[0]["vals"] + tm.pages[0]["vals"]
    ops.append(("rect", X0, y, W, 11, (0.16, 0.3, 0.36), None, 0))
    ops.append(("t", X0 + 3, y + 7.5, "QUESTIONNAIRE / " + doc["title"], "B", 11, (1, 1, 1)))
    ops.append(("t", X0 + 3, y + 16, "Répondre dans les cadres ; cocher une case par ligne dans les grilles.", "I", 7.6, GREY))
    top0[0] = y + 18
    f = Flow(meas, cols)
    st = QuestStyle(f, doc)
    st.run([[("h", "Identification")] + [("kv", doc["ident"])] + doc["pages"][0]] + doc["pages"][1:])
    f.pages[0]["ops"] = ops + f.pages[0]["ops"]
    f.pages[0]["vals"] = vals + f.pages[0]["vals"]
    for k, p in enumerate(f.pages[1:], 1):
        p["ops"].append(("t", X0, 20, doc["title"] + " - suite du questionnaire", "I", 8.5, GREY))
    add_feet(f, doc["foot"], X0, W, 283, label=" - questionnaire p. {k}/{n}")
    return f.pages


# ------------------------------------------------------------------ back ends
H_MM = 297.0


def _hex(c):
    return c


def to_reportlab(pages, title, fonts):
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas
    buf = io.BytesIO()
    cv = canvas.Canvas(buf, pagesize=A4, invariant=1)
    cv.setTitle(title)
    cv.setAuthor("Service émetteur")
    mm = 72 / 25.4
    H = A4[1]
    for p in pages:
        for o in p["ops"]:
            if o[0] == "t":
                cv.setFillColorRGB(*o[6])
                cv.setFont(fonts[o[4]], o[5])
                cv.drawString(o[1] * mm, H - o[2] * mm, o[3] + " ")
            elif o[0] == "l":
                cv.setStrokeColorRGB(*o[6])
                cv.setLineWidth(o[5])
                cv.setDash(*([x * mm for x in o[7]] if o[7] else []))
                cv.line(o[1] * mm, H - o[2] * mm, o[3] * mm, H - o[4] * mm)
                cv.setDash()
            elif o[0] == "rect":
                if o[5]:
                    cv.setFillColorRGB(*o[5])
                if o[6]:
                    cv.setStrokeColorRGB(*o[6])
                    cv.setLineWidth(o[7])
                cv.rect(o[1] * mm, H - (o[2] + o[4]) * mm, o[3] * mm, o[4] * mm, stroke=1 if o[6] else 0, fill=1 if o[5] else 0)
        cv.showPage()
    cv.save()
    return buf.getvalue()


def to_fpdf(pages, title, fontfiles):
    import datetime
    from fpdf import FPDF
    pdf = FPDF(format="A4", unit="mm")
    pdf.set_auto_page_break(False)
    for style, file in fontfiles.items():
        pdf.add_font("BAF", style, file)
    pdf.set_creation_date(datetime.datetime(2025, 1, 1, tzinfo=datetime.timezone.utc))
    pdf.set_title(title)
    st = {"R": "", "B": "B", "I": "I"}
    for p in pages:
        pdf.add_page()
        for o in p["ops"]:
            if o[0] == "t":
                pdf.set_text_color(*[int(255 * x) for x in o[6]])
                pdf.set_font("BAF", st[o[4]], o[5])
                pdf.text(o[1], o[2], o[3] + " ")
            elif o[0] == "l":
                pdf.set_draw_color(*[int(255 * x) for x in o[6]])
                pdf.set_line_width(o[5] * PT)
                pdf.line(o[1], o[2], o[3], o[4])
            elif o[0] == "rect":
                style = ("F" if o[5] else "") + ("D" if o[6] else "")
                if o[5]:
                    pdf.set_fill_color(*[int(255 * x) for x in o[5]])
                if o[6]:
                    pdf.set_draw_color(*[int(255 * x) for x in o[6]])
                    pdf.set_line_width(o[7] * PT)
                pdf.rect(o[1], o[2], o[3], o[4], style=style)
    return bytes(pdf.output())


def to_pymupdf(pages, title, fontfiles):
    import pymupdf
    doc = pymupdf.open()
    mm = 72 / 25.4
    for p in pages:
        page = doc.new_page(width=595.28, height=841.89)
        for k, file in fontfiles.items():
            page.insert_font(fontname="BA" + k, fontfile=file)
        shape = page.new_shape()
        for o in p["ops"]:
            if o[0] == "l":
                shape.draw_line((o[1] * mm, o[2] * mm), (o[3] * mm, o[4] * mm))
                shape.finish(color=o[6], width=o[5], dashes="[%s %s] 0" % (o[7][0] * mm, o[7][1] * mm) if o[7] else None)
            elif o[0] == "rect":
                shape.draw_rect(pymupdf.Rect(o[1] * mm, o[2] * mm, (o[1] + o[3]) * mm, (o[2] + o[4]) * mm))
                shape.finish(color=o[6], fill=o[5], width=o[7] or 0)
            elif o[0] == "rrect":
                shape.draw_rect(pymupdf.Rect(o[1] * mm, o[2] * mm, (o[1] + o[3]) * mm, (o[2] + o[4]) * mm), radius=0.08)
                shape.finish(color=o[5], width=o[6])
            elif o[0] == "circ":
                shape.draw_circle((o[1] * mm, o[2] * mm), o[3] * mm)
                shape.finish(color=o[4], fill=o[4])
        shape.commit()
        for o in p["ops"]:
            if o[0] == "t":
                page.insert_text((o[1] * mm, o[2] * mm), o[3] + " ", fontname="BA" + o[4], fontsize=o[5], color=o[6])
    doc.subset_fonts()
    doc.set_metadata({"title": title, "author": "", "subject": "", "keywords": "", "creator": "",
                      "producer": "PyMuPDF", "creationDate": "", "modDate": ""})
    out = doc.tobytes(garbage=3, deflate=True, no_new_id=True)
    doc.close()
    return out


def to_pydyf(pages, title):
    import pydyf
    pdf = pydyf.PDF()
    fonts = {}
    for k, base in (("R", "Helvetica"), ("B", "Helvetica-Bold"), ("I", "Helvetica-Oblique")):
        fd = pydyf.Dictionary({"Type": "/Font", "Subtype": "/Type1", "BaseFont": "/" + base,
                               "Encoding": "/WinAnsiEncoding"})
        pdf.add_object(fd)
        fonts["F" + k] = fd.reference
    mm = 72 / 25.4
    H = 841.89
    K = 0.5523
    for p in pages:
        s = pydyf.Stream()
        for o in p["ops"]:
            if o[0] == "l":
                s.push_state()
                s.set_line_width(o[5])
                s.set_color_rgb(*o[6], stroke=True)
                if o[7]:
                    s.set_dash([o[7][0] * mm, o[7][1] * mm], 0)
                s.move_to(o[1] * mm, H - o[2] * mm)
                s.line_to(o[3] * mm, H - o[4] * mm)
                s.stroke()
                s.pop_state()
            elif o[0] == "rect":
                s.push_state()
                if o[5]:
                    s.set_color_rgb(*o[5])
                if o[6]:
                    s.set_color_rgb(*o[6], stroke=True)
                    s.set_line_width(o[7])
                s.rectangle(o[1] * mm, H - (o[2] + o[4]) * mm, o[3] * mm, o[4] * mm)
                if o[5] and o[6]:
                    s.fill_and_stroke()
                elif o[5]:
                    s.fill()
                else:
                    s.stroke()
                s.pop_state()
            elif o[0] == "circ":
                cx, cy, r = o[1] * mm, H - o[2] * mm, o[3] * mm
                s.push_state()
                s.set_line_width(0.5)
                s.move_to(cx + r, cy)
                s.curve_to(cx + r, cy + K * r, cx + K * r, cy + r, cx, cy + r)
                s.curve_to(cx - K * r, cy + r, cx - r, cy + K * r, cx - r, cy)
                s.curve_to(cx - r, cy - K * r, cx - K * r, cy - r, cx, cy - r)
                s.curve_to(cx + K * r, cy - r, cx + r, cy - K * r, cx + r, cy)
                if o[4]:
                    s.set_color_rgb(*o[4])
                    s.fill_and_stroke()
                else:
                    s.stroke()
                s.pop_state()
        for o in p["ops"]:
            if o[0] == "t":
                s.begin_text()
                s.set_color_rgb(*o[6])
                s.set_font_size("F" + o[4], o[5])
                s.set_text_matrix(1, 0, 0, 1, o[1] * mm, H - o[2] * mm)
                s.show_text("<" + (o[3] + " ").encode("cp1252").hex() + ">")
                s.end_text()
        pdf.add_object(s)
        page = pydyf.Dictionary({"Type": "/Page", "Parent": pdf.pages.reference,
                                 "MediaBox": pydyf.Array([0, 0, 595.28, H]), "Contents": s.reference,
                                 "Resources": pydyf.Dictionary({"Font": pydyf.Dictionary(fonts)})})
        pdf.add_object(page)
        pdf.add_page(page)
    pdf.info["Title"] = pydyf.String(title)
    pdf.info["Producer"] = pydyf.String("pydyf 0.13.0")
    buf = io.BytesIO()
    pdf.write(buf, version=b"1.7", identifier=b"corpus-ba-fixed-id", compress=False)
    return buf.getvalue()


# ------------------------------------------------------------------ families
def render_magazine(doc):
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    fonts = {"R": "BASerif", "B": "BASerifB", "I": "BASerifI"}
    for name, file in (("BASerif", "DejaVuSerif.ttf"), ("BASerifB", "DejaVuSerif-Bold.ttf"), ("BASerifI", "DejaVuSerif-Italic.ttf")):
        try:
            pdfmetrics.getFont(name)
        except KeyError:
            pdfmetrics.registerFont(TTFont(name, DEJAVU + file))

    def meas(t, font, size):
        return pdfmetrics.stringWidth(t, fonts[font], size) * PT

    pages = layout_magazine(doc, meas)
    return to_reportlab(pages, doc["title"], fonts), [p["vals"] for p in pages]


def render_folder(doc):
    from fpdf import FPDF
    files = {"": DEJAVU + "DejaVuSansCondensed.ttf", "B": DEJAVU + "DejaVuSansCondensed-Bold.ttf",
             "I": DEJAVU + "DejaVuSansCondensed-Oblique.ttf"}
    mp = FPDF()
    for k, file in files.items():
        mp.add_font("BAF", k, file)
    st = {"R": "", "B": "B", "I": "I"}

    def meas(t, font, size):
        mp.set_font("BAF", st[font], size)
        return mp.get_string_width(t)

    pages = layout_folder(doc, meas)
    return to_fpdf(pages, doc["title"], files), [p["vals"] for p in pages]


def render_certif(doc):
    import pymupdf
    files = {"R": CARLITO + "Carlito-Regular.ttf", "B": CARLITO + "Carlito-Bold.ttf", "I": CARLITO + "Carlito-Italic.ttf"}
    fo = {k: pymupdf.Font(fontfile=v) for k, v in files.items()}

    def meas(t, font, size):
        return fo[font].text_length(t, fontsize=size) * PT

    pages = layout_certif(doc, meas)
    return to_pymupdf(pages, doc["title"], files), [p["vals"] for p in pages]


def render_quest(doc):
    from reportlab.pdfbase import pdfmetrics
    names = {"R": "Helvetica", "B": "Helvetica-Bold", "I": "Helvetica-Oblique"}

    def meas(t, font, size):
        return pdfmetrics.stringWidth(t, names[font], size) * PT

    pages = layout_quest(doc, meas)
    return to_pydyf(pages, doc["title"]), [p["vals"] for p in pages]
