"""The layout engine corpora BK and BL share: a Flow that lays drawing operations out in mm
(top-down) and breaks lines between unbreakable words (a value is never cut), the running head
and foot, ruled tables, the sections' page plan and the captions of blocks the content leaves
without one; and how a case writes its patient's values (``CaseWritings``, corpora BJ, BK and BL).
Each corpus keeps its own layouts and writers (``tools/corpus_XX/render.py``).
"""
from __future__ import annotations

import datetime

from tools.corpus_au.model import D, V, wrap

GREY = (0.42, 0.42, 0.42)
BLACK = (0, 0, 0)


class Flow:
    def __init__(self, meas, top, bottom):
        self.m, self.top, self.bottom = meas, top, bottom
        self.pages = []
        self.on_new_page = None
        self.before_break = None
        self.new_page()

    def new_page(self):
        if self.pages and self.before_break:
            self.before_break()
        self.pages.append({"ops": [], "vals": []})
        self.y = self.top
        if self.on_new_page:
            self.on_new_page()

    def need(self, h):
        if self.y + h > self.bottom:
            self.new_page()
            return True
        return False

    def text(self, x, y, s, vals=(), st="R", size=8.5, color=BLACK, rot=0, page=None):
        p = self.pages[-1] if page is None else page
        p["ops"].append(("t", x, y, s, st, size, color, rot))
        p["vals"].extend(vals)

    def line(self, x1, y1, x2, y2, w=0.1, color=GREY, dash=False):
        self.pages[-1]["ops"].append(("l", x1, y1, x2, y2, w, color, dash))

    def rect(self, x, y, w, h, fill=None, stroke=None, r=0.0, lw=0.1):
        self.pages[-1]["ops"].append(("r", x, y, w, h, fill, stroke, r, lw))

    def circle(self, cx, cy, rad, fill=None, stroke=None, lw=0.2):
        self.pages[-1]["ops"].append(("c", cx, cy, rad, fill, stroke, lw))

    def brace(self, x, y0, y1, w, lw=0.25, color=BLACK):
        self.pages[-1]["ops"].append(("b", x, y0, y1, w, lw, color))

    def lines(self, run, w, st="R", size=8.5):
        return wrap(run, w, lambda t: self.m(t, st, size))

    def para(self, run, x, w, size=8.6, st="R", lead=1.42, color=BLACK):
        for t, vals in self.lines(run, w, st, size):
            self.need(size * 0.3528 * lead)
            self.y += size * 0.3528 * lead
            self.text(x, self.y, t, vals, st, size, color)


def frame(f, head_run, head_suf, foot_run, foot_suf, x0, w, yh=9.5, yf=286.0, color=GREY, st="R", size=7.2,
          rules=True):
    """Running head and foot on every page (their values are recorded on each page)."""
    n = len(f.pages)
    lead = size * 0.3528 * 1.3
    for k, p in enumerate(f.pages):
        y = yh
        for t, vals in wrap(head_run + [head_suf.format(k=k + 1, n=n)], w, lambda s: f.m(s, st, size)):
            f.text(x0, y, t, vals, st, size, color, page=p)
            y += lead
        if rules:
            p["ops"].append(("l", x0, y - lead + 1.6, x0 + w, y - lead + 1.6, 0.1, color, False))
        fl = wrap(foot_run + [foot_suf.format(k=k + 1, n=n)], w, lambda s: f.m(s, st, size))
        y = yf - lead * (len(fl) - 1)
        if rules:
            p["ops"].append(("l", x0, y - 3.4, x0 + w, y - 3.4, 0.1, color, False))
        for t, vals in fl:
            f.text(x0, y, t, vals, st, size, color, page=p)
            y += lead


def table_height(f, heads, rows, weights, w, size=8.0, st_head="B", st="R"):
    tot = sum(weights)
    ws = [w * x / tot for x in weights]
    lead = size * 0.3528 * 1.36
    h = lead * max(len(f.lines([hd], ws[k] - 2.4, st_head, size)) for k, hd in enumerate(heads)) + 2.0
    for row in rows:
        h += lead * max(len(f.lines(cell, ws[k] - 2.4, st, size)) for k, cell in enumerate(row)) + 1.9
    return h + 2.5


def table(f, heads, rows, weights, x0, w, head_fill, size=8.0, st_head="B", st="R", ruled_cols=True, rule=GREY,
          head_color=BLACK):
    tot = sum(weights)
    ws = [w * x / tot for x in weights]
    xs = [x0 + sum(ws[:k]) for k in range(len(ws))]
    lead = size * 0.3528 * 1.36

    def head_row():
        hl = [f.lines([h], ws[k] - 2.4, st_head, size) for k, h in enumerate(heads)]
        hh = lead * max(len(c) for c in hl) + 2.0
        f.rect(x0, f.y, w, hh, fill=head_fill)
        for k, c in enumerate(hl):
            for j, (t, _) in enumerate(c):
                f.text(xs[k] + 1.2, f.y + lead + 0.3 + lead * j, t, (), st_head, size, head_color)
        f.y += hh
    f.need(14)
    head_row()
    for row in rows:
        cells = [f.lines(cell, ws[k] - 2.4, st, size) for k, cell in enumerate(row)]
        n = max(len(c) for c in cells)
        h = lead * n + 1.9
        if f.need(h):
            head_row()
        y0 = f.y
        for k, c in enumerate(cells):
            for j, (t, vals) in enumerate(c):
                f.text(xs[k] + 1.2, y0 + lead + 0.2 + lead * j, t, vals, st, size)
        f.y = y0 + h
        f.line(x0, f.y, x0 + w, f.y, 0.1, rule)
        if ruled_cols:
            for x in xs[1:]:
                f.line(x, y0, x, f.y, 0.08, rule)
    f.y += 2.5


def lay_sections(doc, build, fam):
    """Lay the sections page group by page group; fall back to one continuous flow if more than 3 pages."""
    for plan in (doc["plan"], [[0, 1, 2]]):
        f = build(plan)
        if len(f.pages) <= 3:
            return f
    raise RuntimeError("%s: %d pages" % (fam, len(f.pages)))


def block_captions(doc, p_caps, t_caps, sig_cap):
    """The caption of every block that has none in the content: {(section, block): caption}."""
    out, pk, tk = {}, 0, 0
    for si, (_, blocks) in enumerate(doc["sections"]):
        for bi, b in enumerate(blocks):
            if b[0] == "p":
                out[(si, bi)] = p_caps[pk % len(p_caps)]
                pk += 1
            elif b[0] == "tab":
                out[(si, bi)] = t_caps[tk % len(t_caps)]
                tk += 1
            elif b[0] == "sig":
                out[(si, bi)] = sig_cap
    return out


class CaseWritings:
    """How a document writes its patient's values (birth date and NIR in the document's chosen
    writings, IPP, stay, care dates, names, the relative and the GP), shared by corpora BJ, BK and
    BL. The corpus's own ``ids`` module (its writings) is the class attribute ``ids``; the case
    sets bdate, bw, n13, key, nw, ipp, stay, day, last, first, sex, rel and gp."""

    ids = None

    def dn(self, k):
        return V("DATE_NAISSANCE", self.ids.birth_written(self.bdate, self.bw[k % 5]))

    def nir(self, k):
        return V("NIR", self.ids.nir_written(self.n13, self.key, self.nw[k % 3]))

    def ipp_(self, k=0):
        return V("IPP", self.ipp[k])

    def stay_(self, k=0):
        return V("NUM_SEJOUR", self.stay[k])

    def cday(self, n=0):
        return D(self.ids.care(self.day + datetime.timedelta(days=n)))

    def LAST(self):
        return V("NOM", self.last.upper(), "patient")

    def Last(self):
        return V("NOM", self.last, "patient")

    def First(self):
        return V("PRENOM", self.first, "patient")

    def civ(self):
        return "Mme" if self.sex == 2 else "M."

    def ne(self):
        return "née" if self.sex == 2 else "né"

    def rel_name(self):
        return [V("PRENOM", self.rel[0], "proche"), " ", V("NOM", self.rel[1].upper(), "proche")]

    def gp_run(self):
        g = self.gp
        return ["Dr ", V("PRENOM", g[0], "medecin"), " ", V("NOM", g[1], "medecin"), " - RPPS ", V("RPPS", g[2]),
                " - ", V("VILLE", g[3]), " - ", V("TELEPHONE", g[4])]
