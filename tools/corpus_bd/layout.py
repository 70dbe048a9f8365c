"""Four new page layouts of corpus BD, written as writer-independent drawing operations (mm, origin top-left).

A layout turns the document's blocks into indivisible UNITS (height + a draw function) measured with the real font
advances of the writer that will print them, and a Pager places the units in the columns of the pages. Each unit
records the values it draws on the page it lands on, so the truth follows the page a value is really printed on.
Operations: ("t", x, y, text, font, size, rgb), ("l", x1, y1, x2, y2, width, rgb, dashed),
("r", x, y, w, h, fill, stroke, width), ("c", cx, cy, radius, fill, stroke), ("poly", [(x, y), ...], fill, stroke).
Fonts are keys "R", "B", "I" resolved by each writer.
"""
from __future__ import annotations

import zlib

from .model import R, run_values, wrap

BLACK, GREY, DGREY = (0, 0, 0), (0.45, 0.45, 0.45), (0.3, 0.3, 0.3)


class Page:
    def __init__(self):
        self.ops, self.vals = [], []

    def text(self, x, y, t, vals=(), font="R", size=9.0, rgb=BLACK):
        if t:
            self.ops.append(("t", x, y, t + " ", font, size, rgb))  # trailing space: pypdf never glues two strings
        self.vals.extend(vals)


class Unit:
    def __init__(self, h, draw):
        self.h, self.draw = h, draw


class Pager:
    """Columns [(x, top, width, bottom)] of page 1 and of the next pages; units go down a column, then the next."""

    def __init__(self, cols_first, cols_next, gap=2.0):
        self.cf, self.cn, self.gap = cols_first, cols_next, gap
        self.pages = []
        self.new_page()

    def cols(self):
        return self.cf if len(self.pages) == 1 else self.cn

    def new_page(self):
        self.pages.append(Page())
        self.ci = 0
        self.y = self.cols()[0][1]

    def next_col(self):
        if self.ci + 1 < len(self.cols()):
            self.ci += 1
            self.y = self.cols()[self.ci][1]
        else:
            self.new_page()

    def place(self, u):
        x, top, w, bottom = self.cols()[self.ci]
        if self.y + u.h > bottom and self.y > top + 0.01:
            self.next_col()
            x, top, w, bottom = self.cols()[self.ci]
        u.draw(self.pages[-1], x, self.y)
        self.y += u.h + self.gap


def lines_of(run, width, meas, font, size):
    return wrap(run, width, lambda t: meas(t, font, size))


def seeded(s, n):
    return zlib.crc32(s.encode("utf-8")) % n


def draw_lines(pg, x, y, lines, font, size, lead, rgb=BLACK):
    for k, (t, vals) in enumerate(lines):
        pg.text(x, y + k * lead, t, vals, font, size, rgb)


def block_header(pg, x, y, w, runs, meas, size, lead, font="R", rgb=BLACK):
    """Draw runs (wrapped) from baseline y; returns the y after the last line."""
    for run in runs:
        for t, vals in lines_of(run, w, meas, font, size):
            pg.text(x, y, t, vals, font, size, rgb)
            y += lead
    return y


def paginate(doc, breaks, scale, make_units, pager):
    for si, sec in enumerate(doc["sections"]):
        if si in breaks and (pager.y > pager.cols()[pager.ci][1] + 0.01 or pager.ci > 0):
            pager.new_page()
        for u in make_units(sec, si):
            pager.place(u)
    return pager.pages


def feet(pages, meas, x, w, y, run_fn, size, font="R", rgb=DGREY, rule=None):
    n = len(pages)
    for k, pg in enumerate(pages):
        yy = y
        if rule:
            pg.ops.append(("l", x, y - rule, x + w, y - rule, 0.3, GREY, False))
        for t, vals in lines_of(run_fn(k, n), w, meas, font, size):
            pg.text(x, yy, t, vals, font, size, rgb)
            yy += size * 0.3528 * 1.35


# ================================================================== 1 PROCÈS-VERBAL with numbered articles
def layout_pv(doc, breaks, scale, meas):
    s = scale
    X, W = 38.0, 158.0
    lead = 9.4 * 0.3528 * 1.45 * s
    art = [0]

    def units(sec, si):
        out = []
        for b in sec:
            if b[0] == "h":
                art[0] += 1
                n = art[0]
                label = "Article %s - %s" % ("1er" if n == 1 else str(n), b[1])

                def dr(pg, x, y, label=label, n=n):
                    pg.text(x, y + 6 * s, label, (), "B", 11 * s)
                    pg.text(10, y + 6 * s, "Art. %d" % n, (), "I", 8 * s, GREY)
                    pg.ops.append(("l", x, y + 7.6 * s, x + meas(label, "B", 11 * s) + 1, y + 7.6 * s, 0.4, BLACK, False))
                out.append(Unit(9.5 * s, dr))
            elif b[0] == "kv":
                for cap, run in b[1]:
                    capt = "(" + cap[0].lower() + cap[1:] + ")" if cap[:1].isupper() and not cap.isupper() else "(" + cap + ")"
                    cw = meas(capt, "I", 8.5 * s)
                    ls = lines_of(run, W - cw - 14, meas, "B", 9.4 * s)

                    def dr(pg, x, y, ls=ls, capt=capt, cw=cw):
                        draw_lines(pg, x + 4, y + lead, ls, "B", 9.4 * s, lead)
                        yl = y + lead * len(ls)
                        end = x + 4 + meas(ls[-1][0], "B", 9.4 * s) + 2
                        dots = "." * max(3, int((x + W - cw - 2 - end) / max(0.1, meas(".", "R", 9 * s))))
                        pg.ops.append(("t", end, yl, dots, "R", 9 * s, GREY))
                        pg.text(x + W - cw, yl, capt, (), "I", 8.5 * s, DGREY)
                    out.append(Unit(lead * len(ls) + 0.6, dr))
            elif b[0] == "p":
                ls = lines_of(b[1], W, meas, "R", 9.4 * s)
                for k in range(0, len(ls), 4):
                    chunk = ls[k:k + 4]
                    out.append(Unit(lead * len(chunk) + (1.5 if k + 4 >= len(ls) else 0),
                                    lambda pg, x, y, c=chunk: draw_lines(pg, x, y + lead, c, "R", 9.4 * s, lead)))
            elif b[0] == "tab":
                heads, rows = b[1], b[2]
                for ri, row in enumerate(rows):
                    parts = ["%s) " % "abcdefgh"[ri], row[0]]
                    for h, cell in zip(heads[1:], row[1:]):
                        parts += [" ; " + h.lower() + " : ", cell]
                    ls = lines_of(R(*parts), W - 8, meas, "R", 9 * s)
                    out.append(Unit(lead * len(ls) + 0.4,
                                    lambda pg, x, y, ls=ls: draw_lines(pg, x + 8, y + lead, ls, "R", 9 * s, lead)))
            elif b[0] == "sig":
                ls = [l for run in b[1] for l in lines_of(run, W * 0.55, meas, "I", 9 * s)]

                def dr(pg, x, y, ls=ls):
                    pg.text(x, y + lead, "Fait et clos les jour, mois et an que dessus.", (), "R", 9 * s)
                    draw_lines(pg, x + W * 0.45, y + 2.2 * lead, ls, "I", 9 * s, lead)
                    pg.text(x, y + 2.2 * lead, "Le réclamant ou son représentant,", (), "I", 9 * s)
                out.append(Unit(lead * (len(ls) + 2.2) + 4, dr))
        return out

    first = Page()
    y = block_header(first, 38, 14, 158, doc["head"], meas, 8 * s, 3.6 * s, "R", DGREY)
    y = block_header(first, 38, y + 1, 158, doc["team"], meas, 7.6 * s, 3.4 * s, "I", DGREY)
    first.ops.append(("l", 38, y, 196, y, 0.8, BLACK, False))
    pv = "PROCÈS-VERBAL"
    first.text(117 - meas(pv, "B", 18 * s) / 2, y + 10 * s, pv, (), "B", 18 * s)
    first.text(117 - meas(doc["title"], "I", 10.5 * s) / 2, y + 16 * s, doc["title"], (), "I", 10.5 * s)
    y = y + 20 * s
    pager = Pager([(X, y, W, 268)], [(X, 26, W, 268)], gap=1.2 * s)
    pager.pages[0] = first
    pages = paginate(doc, breaks, s, units, pager)
    n = len(pages)
    for k, pg in enumerate(pages):
        pg.ops.append(("l", 33, 10, 33, 287, 0.6, (0.6, 0.1, 0.1), False))
        pg.text(9, 262, "Paraphes", (), "I", 7, GREY)
        for j in range(2):
            pg.ops.append(("r", 10 + j * 10, 265, 8, 8, None, GREY, 0.3))
        if k:
            y = 16
            for t, vals in lines_of(R("Procès-verbal - ", doc["ident"], " - suite de la page %d" % k), W, meas, "I", 8.5 * s):
                pg.text(X, y, t, vals, "I", 8.5 * s, DGREY)
                y += 4
            pg.ops.append(("l", X, y - 2, X + W, y - 2, 0.3, GREY, False))
    feet(pages, meas, X, W, 278, lambda k, n: R(doc["foot"], " - ", doc["ident"],
                                                 " - le présent procès-verbal comporte %d page%s, page %d" % (n, "s" if n > 1 else "", k + 1)),
         7.5 * s, rule=4)
    return pages, (210, 297)


# ================================================================== 2 GANTT chart of the stay (landscape)
def layout_gantt(doc, breaks, scale, meas):
    s = scale
    X0, C1, C2, G0, G1 = 10.0, 58.0, 150.0, 152.0, 287.0
    ND = 9
    dw = (G1 - G0) / ND
    lead = 8.6 * 0.3528 * 1.4 * s
    palette = [(0.36, 0.55, 0.78), (0.85, 0.55, 0.25), (0.35, 0.65, 0.45)]

    def bar(pg, y, h, key, si, milestone=False):
        d0 = seeded(key, ND - 2)
        if milestone:
            cx, cy = G0 + (d0 + 0.5) * dw, y + h / 2
            pg.ops.append(("poly", [(cx, cy - 2.2), (cx + 2.2, cy), (cx, cy + 2.2), (cx - 2.2, cy)], (0.2, 0.2, 0.2), None))
        else:
            ln = 1 + seeded(key + "#", ND - d0)
            pg.ops.append(("r", G0 + d0 * dw + 0.6, y + h / 2 - 1.6, ln * dw - 1.2, 3.2, palette[si % 3], None, 0))

    def units(sec, si):
        out = []
        for b in sec:
            if b[0] == "h":
                def dr(pg, x, y, t=b[1]):
                    pg.ops.append(("r", X0, y, G1 - X0, 6 * s, (0.88, 0.9, 0.94), None, 0))
                    pg.text(X0 + 1.5, y + 4.3 * s, "» " + t.upper(), (), "B", 9 * s)
                    pg.ops.append(("r", G0 + 0.3, y + 2.1 * s, G1 - G0 - 0.6, 1.8 * s, (0.15, 0.2, 0.35), None, 0))
                out.append(Unit(6 * s, dr))
            elif b[0] in ("kv", "tab"):
                rows = []
                if b[0] == "kv":
                    for cap, run in b[1]:
                        rows.append((R(cap), run, "I"))
                else:
                    for row in b[2]:
                        parts = []
                        for h, cell in zip(b[1][1:], row[1:]):
                            parts += [(" ; " if parts else "") + h + " : ", cell]
                        rows.append((row[0], R(*parts), "B"))
                for cap, run, cf in rows:
                    lc = lines_of(cap, C1 - X0 - 3, meas, cf, 7.8 * s)
                    lv = lines_of(run, C2 - C1 - 3, meas, "R", 8.6 * s)
                    h = max(len(lc), len(lv)) * lead + 1.6

                    def dr(pg, x, y, lc=lc, lv=lv, h=h, cf=cf, key=str(lc) + str(lv)):
                        draw_lines(pg, X0 + 1.5, y + lead - 0.4, lc, cf, 7.8 * s, lead, DGREY if cf == "I" else BLACK)
                        draw_lines(pg, C1 + 1.5, y + lead - 0.4, lv, "R", 8.6 * s, lead)
                        bar(pg, y, h, key, si)
                        pg.ops.append(("l", X0, y + h, G1, y + h, 0.2, (0.7, 0.7, 0.7), False))
                    out.append(Unit(h, dr))
            elif b[0] == "p":
                ls = lines_of(b[1], C2 - X0 - 8, meas, "I", 8.4 * s)
                for k in range(0, len(ls), 5):
                    chunk = ls[k:k + 5]
                    h = len(chunk) * lead + 1.6

                    def dr(pg, x, y, c=chunk, h=h, k=k):
                        if k == 0:
                            pg.ops.append(("poly", [(X0 + 3, y + 1.5), (X0 + 5, y + 3.5), (X0 + 3, y + 5.5), (X0 + 1, y + 3.5)], (0.2, 0.2, 0.2), None))
                        draw_lines(pg, X0 + 7, y + lead - 0.4, c, "I", 8.4 * s, lead)
                        bar(pg, y, h, str(c), si, milestone=True)
                        pg.ops.append(("l", X0, y + h, G1, y + h, 0.2, (0.7, 0.7, 0.7), False))
                    out.append(Unit(h, dr))
            elif b[0] == "sig":
                ls = [l for run in b[1] for l in lines_of(run, C2 - C1 - 3, meas, "R", 8.6 * s)]
                h = len(ls) * lead + 2

                def dr(pg, x, y, ls=ls, h=h):
                    pg.text(X0 + 1.5, y + lead, "Jalon final : validation", (), "B", 7.8 * s)
                    draw_lines(pg, C1 + 1.5, y + lead - 0.4, ls, "R", 8.6 * s, lead)
                    cx, cy = G1 - dw / 2, y + h / 2
                    pg.ops.append(("poly", [(cx, cy - 3), (cx + 3, cy), (cx, cy + 3), (cx - 3, cy)], (0.7, 0.1, 0.1), None))
                out.append(Unit(h, dr))
        return out

    def table_head(pg, y):
        pg.ops.append(("r", X0, y, G1 - X0, 6, (0.2, 0.25, 0.4), None, 0))
        pg.text(X0 + 1.5, y + 4.2, "Rubrique", (), "B", 8, (1, 1, 1))
        pg.text(C1 + 1.5, y + 4.2, "Renseignement", (), "B", 8, (1, 1, 1))
        for d in range(ND):
            pg.text(G0 + d * dw + 2, y + 4.2, "J%d" % d if d else "J0", (), "B", 8, (1, 1, 1))
        return y + 7

    first = Page()
    block_header(first, X0, 13, 92, doc["head"], meas, 7.8 * s, 3.4 * s, "R", DGREY)
    block_header(first, 106, 13, 88, doc["team"], meas, 7.6 * s, 3.4 * s, "I", DGREY)
    first.ops.append(("r", 198, 8, 89, 30, None, (0.2, 0.25, 0.4), 0.8))
    first.text(201, 14, "DIAGRAMME DE SÉJOUR", (), "B", 9, (0.2, 0.25, 0.4))
    yy = block_header(first, 201, 20, 84, [R(doc["title"])], meas, 8.5 * s, 3.8 * s, "B")
    block_header(first, 201, yy + 0.5, 84, [doc["ident"]], meas, 7.8 * s, 3.4 * s, "R")
    top1 = table_head(first, 42)
    pager = Pager([(X0, top1, G1 - X0, 192)], [(X0, 27, G1 - X0, 192)], gap=0)
    pager.pages[0] = first
    orig_new = pager.new_page

    def new_page():
        orig_new()
        pg = pager.pages[-1]
        block_header(pg, X0, 12, 270, [R("Diagramme de séjour (suite) - ", doc["ident"])], meas, 8.2 * s, 3.6, "I", DGREY)
        table_head(pg, 19)
    pager.new_page = new_page
    pages = paginate(doc, breaks, s, units, pager)
    for k, pg in enumerate(pages):
        top = 42 if k == 0 else 19
        for d in range(ND + 1):
            pg.ops.insert(0, ("l", G0 + d * dw, top, G0 + d * dw, 193, 0.2, (0.75, 0.75, 0.8), d not in (0, ND)))
        pg.ops.insert(0, ("l", C1, top, C1, 193, 0.4, GREY, False))
        pg.ops.insert(0, ("r", X0, top, C2 - X0, 193 - top, (0.96, 0.96, 0.93), None, 0))  # frozen columns
    feet(pages, meas, X0, 277, 200, lambda k, n: R(doc["ident"], " - ", doc["foot"], " - diagramme de séjour, feuille %d/%d" % (k + 1, n)),
         7.4 * s, rule=4)
    return pages, (297, 210)


# ================================================================== 3 KANBAN board with sticky cards (landscape)
def layout_kanban(doc, breaks, scale, meas):
    s = scale
    CW, GAP, X0 = 66.0, 4.0, 10.0
    xs = [X0 + k * (CW + GAP) for k in range(4)]
    heads = ["À PLANIFIER", "EN COURS", "RÉALISÉ", "À TRANSMETTRE"]
    tabc = [(0.55, 0.35, 0.6), (0.85, 0.5, 0.15), (0.25, 0.55, 0.35), (0.25, 0.4, 0.7)]
    lead = 8.4 * 0.3528 * 1.35 * s
    inner = CW - 6

    def card(h, fill, body, pin=True):
        def dr(pg, x, y):
            pg.ops.append(("r", x + 0.8, y + 0.8, CW, h, (0.78, 0.78, 0.78), None, 0))
            pg.ops.append(("r", x, y, CW, h, fill, (0.6, 0.6, 0.55), 0.2))
            if pin:
                pg.ops.append(("c", x + CW / 2, y + 1.4, 1.1, (0.8, 0.15, 0.15), None))
            body(pg, x, y)
        return Unit(h, dr)

    def units(sec, si):
        out = []
        for b in sec:
            if b[0] == "h":
                ls = lines_of(R(b[1].upper()), inner, meas, "B", 8.6 * s)

                def body(pg, x, y, ls=ls):
                    pg.ops.append(("r", x, y, CW, 2.2, tabc[si % 4], None, 0))
                    draw_lines(pg, x + 3, y + 3 + lead, ls, "B", 8.6 * s, lead)
                out.append(card(len(ls) * lead + 5.5, (0.95, 0.95, 0.97), body, pin=False))
            elif b[0] == "kv":
                for cap, run in b[1]:
                    lc = lines_of(R(cap), inner, meas, "I", 6.8 * s)
                    lv = lines_of(run, inner, meas, "B", 8.6 * s)

                    def body(pg, x, y, lc=lc, lv=lv):
                        draw_lines(pg, x + 3, y + 3.2 + 2.6 * s, lc, "I", 6.8 * s, 2.9 * s, GREY)
                        draw_lines(pg, x + 3, y + 3.4 + len(lc) * 2.9 * s + lead, lv, "B", 8.6 * s, lead)
                    out.append(card(4.6 + len(lc) * 2.9 * s + len(lv) * lead, (1, 0.97, 0.72), body))
            elif b[0] == "p":
                ls = lines_of(b[1], inner, meas, "R", 8.2 * s)
                for k in range(0, len(ls), 9):
                    c = ls[k:k + 9]

                    def body(pg, x, y, c=c):
                        draw_lines(pg, x + 3, y + 3 + lead, c, "R", 8.2 * s, lead)
                    out.append(card(len(c) * lead + 4.5, (0.85, 0.95, 0.85), body))
            elif b[0] == "tab":
                for row in b[2]:
                    l0 = lines_of(row[0], inner, meas, "B", 8.4 * s)
                    rest = []
                    for h, cell in zip(b[1][1:], row[1:]):
                        rest += lines_of(R(h + " : ", cell), inner - 2, meas, "R", 8 * s)

                    def body(pg, x, y, l0=l0, rest=rest):
                        draw_lines(pg, x + 3, y + 3 + lead, l0, "B", 8.4 * s, lead)
                        draw_lines(pg, x + 5, y + 3 + (len(l0) + 1) * lead, rest, "R", 8 * s, lead)
                    out.append(card((len(l0) + len(rest)) * lead + 4.5, (0.85, 0.91, 1), body))
            elif b[0] == "sig":
                ls = [l for run in b[1] for l in lines_of(run, inner, meas, "I", 8.2 * s)]

                def body(pg, x, y, ls=ls):
                    pg.text(x + 3, y + 3 + lead, "VISA", (), "B", 8 * s, (0.6, 0.1, 0.3))
                    draw_lines(pg, x + 3, y + 3 + 2 * lead, ls, "I", 8.2 * s, lead)
                out.append(card((len(ls) + 1) * lead + 5, (1, 0.88, 0.92), body))
        return out

    def tabs(pg, y):
        for k, x in enumerate(xs):
            pg.ops.append(("r", x, y, CW, 6, tabc[k], None, 0))
            pg.text(x + 2, y + 4.3, heads[k], (), "B", 8.5, (1, 1, 1))
        return y + 8

    first = Page()
    first.ops.append(("r", X0, 7, 276, 30, (0.93, 0.93, 0.9), None, 0))
    block_header(first, X0 + 2, 12, 108, doc["head"], meas, 7.6 * s, 3.3 * s, "R", DGREY)
    block_header(first, 124, 12, 84, doc["team"], meas, 7.4 * s, 3.3 * s, "I", DGREY)
    first.text(212, 12, "TABLEAU DE SUIVI", (), "B", 8, (0.6, 0.1, 0.3))
    block_header(first, 212, 17.5, 72, [R(doc["title"])], meas, 9.5 * s, 4 * s, "B")
    top1 = tabs(first, 40)
    pager = Pager([(x, top1, CW, 194) for x in xs], [(x, 28, CW, 194) for x in xs], gap=2.4)
    pager.pages[0] = first
    orig_new = pager.new_page

    def new_page():
        orig_new()
        pg = pager.pages[-1]
        block_header(pg, X0, 12, 276, [R("Tableau de suivi - ", doc["ident"], " - volet suivant")], meas, 8.2 * s, 3.6, "I", DGREY)
        tabs(pg, 18)
    pager.new_page = new_page
    pages = paginate(doc, breaks, s, units, pager)
    for pg in pages:
        pg.ops.insert(0, ("r", 0, 0, 297, 210, (0.97, 0.96, 0.93), None, 0))
    feet(pages, meas, X0, 276, 201, lambda k, n: R(doc["foot"], " · ", doc["ident"], " · tableau de suivi, volet %d/%d" % (k + 1, n)),
         7.3 * s, rule=3.5)
    return pages, (297, 210)


# ================================================================== 0 APPOINTMENT-CARD SHEET with crop marks (portrait)
def layout_cards(doc, breaks, scale, meas):
    s = scale
    CW, X1, X2 = 86.0, 15.0, 109.0
    lead = 8.4 * 0.3528 * 1.38 * s
    CAPW = 27.0
    num = [0]

    def framed(h, body, fill=(1, 1, 1), band=None):
        def dr(pg, x, y):
            num[0] += 1
            pg.ops.append(("r", x, y, CW, h, fill, (0.45, 0.45, 0.45), 0.3))
            for cx, cy, dx, dy in ((x, y, -1, -1), (x + CW, y, 1, -1), (x, y + h, -1, 1), (x + CW, y + h, 1, 1)):
                pg.ops.append(("l", cx + dx * 1, cy, cx + dx * 4, cy, 0.25, BLACK, False))
                pg.ops.append(("l", cx, cy + dy * 1, cx, cy + dy * 4, 0.25, BLACK, False))
            if band:
                pg.ops.append(("r", x, y, CW, 5.5, band, None, 0))
            pg.text(x + CW - 16, y + 4, "carte %02d" % num[0], (), "I", 6.2, (1, 1, 1) if band else GREY)
            body(pg, x, y)
        return Unit(h, dr)

    def units(sec, si):
        out = []
        pending = [None]
        for b in sec:
            if b[0] == "h":
                pending[0] = b[1]
                continue
            title = pending[0]
            pending[0] = None
            th = 6.5 if title else 3.5
            band = (0.1, 0.3, 0.45) if title else None
            if b[0] == "kv":
                fields = b[1]
                for k in range(0, len(fields), 4):
                    chunk = []
                    for cap, run in fields[k:k + 4]:
                        chunk.append((lines_of(run, CW - CAPW - 10, meas, "B", 8.4 * s),
                                      lines_of(R(cap.upper()), CAPW - 2, meas, "R", 6 * s)))
                    h = th + sum(max(len(a) * lead, len(c) * 2.6 + 0.8) + 1.6 for a, c in chunk) + 2

                    def body(pg, x, y, chunk=chunk, title=title if k == 0 else None, th=th):
                        if title:
                            pg.text(x + 3, y + 4, title.upper(), (), "B", 7.6 * s, (1, 1, 1))
                        yy = y + th + 1
                        pg.ops.append(("l", x + CW - CAPW - 1, y + th, x + CW - CAPW - 1, y + th + 300 * 0, 0, BLACK, False))
                        for a, c in chunk:
                            pg.ops.append(("r", x + 2.5, yy + lead - 2.6, 2.6, 2.6, None, BLACK, 0.25))
                            pg.ops.append(("l", x + 2.5, yy + lead - 2.6, x + 5.1, yy + lead, 0.25, (0.1, 0.2, 0.6), False))
                            pg.ops.append(("l", x + 5.1, yy + lead - 2.6, x + 2.5, yy + lead, 0.25, (0.1, 0.2, 0.6), False))
                            draw_lines(pg, x + 7, yy + lead, a, "B", 8.4 * s, lead)
                            draw_lines(pg, x + CW - CAPW, yy + 2.6, c, "R", 6 * s, 2.6, GREY)
                            hh = max(len(a) * lead, len(c) * 2.6 + 0.8) + 1.6
                            pg.ops.append(("l", x + 2, yy + hh - 0.4, x + CW - 2, yy + hh - 0.4, 0.15, (0.7, 0.7, 0.7), True))
                            yy += hh
                    out.append(framed(h, body, band=band if k == 0 else None))
            elif b[0] == "p":
                ls = lines_of(b[1], CW - 6, meas, "R", 8.2 * s)
                for k in range(0, len(ls), 10):
                    c = ls[k:k + 10]
                    h = th + len(c) * lead + 3

                    def body(pg, x, y, c=c, title=title if k == 0 else None, th=th):
                        if title:
                            pg.text(x + 3, y + 4, title.upper(), (), "B", 7.6 * s, (1, 1, 1))
                        draw_lines(pg, x + 3, y + th + lead, c, "R", 8.2 * s, lead)
                    out.append(framed(h, body, (0.99, 0.98, 0.93), band if k == 0 else None))
            elif b[0] == "tab":
                for ri, row in enumerate(b[2]):
                    l0 = lines_of(row[0], CW - 6, meas, "B", 8.4 * s)
                    rest = []
                    for hd, cell in zip(b[1][1:], row[1:]):
                        rest += lines_of(R(hd.upper() + " : ", cell), CW - 8, meas, "R", 8 * s)
                    tt = title if ri == 0 else None
                    h = (th if ri == 0 else 3.5) + (len(l0) + len(rest)) * lead + 3

                    def body(pg, x, y, l0=l0, rest=rest, title=tt):
                        t0 = 6.5 if title else 3.5
                        if title:
                            pg.text(x + 3, y + 4, title.upper(), (), "B", 7.6 * s, (1, 1, 1))
                        draw_lines(pg, x + 3, y + t0 + lead, l0, "B", 8.4 * s, lead)
                        draw_lines(pg, x + 5, y + t0 + (len(l0) + 1) * lead, rest, "R", 8 * s, lead)
                    out.append(framed(h, body, (0.94, 0.97, 1), band if ri == 0 else None))
            elif b[0] == "sig":
                ls = [l for run in b[1] for l in lines_of(run, CW - 6, meas, "I", 8.2 * s)]

                def body(pg, x, y, ls=ls, title=title, th=th):
                    if title:
                        pg.text(x + 3, y + 4, title.upper(), (), "B", 7.6 * s, (1, 1, 1))
                    draw_lines(pg, x + 3, y + th + lead, ls, "I", 8.2 * s, lead)
                    pg.ops.append(("l", x + 3, y + th + (len(ls) + 2.2) * lead, x + 50, y + th + (len(ls) + 2.2) * lead, 0.3, GREY, True))
                out.append(framed(th + (len(ls) + 2.6) * lead + 2, body, (1, 1, 1), band))
        return out

    first = Page()
    first.ops.append(("r", X1, 10, X2 + CW - X1, 40, (0.93, 0.96, 0.97), (0.1, 0.3, 0.45), 0.6))
    block_header(first, X1 + 3, 15, 96, doc["head"], meas, 7.6 * s, 3.3 * s, "R", DGREY)
    block_header(first, 118, 15, 74, doc["team"], meas, 7.2 * s, 3.2 * s, "I", DGREY)
    first.text(X1 + 3, 42, "PLANCHE DE CARTES - à découper suivant les traits de coupe", (), "B", 7, (0.1, 0.3, 0.45))
    block_header(first, X1 + 3, 47, 170, [R(doc["title"])], meas, 10 * s, 4, "B")
    pager = Pager([(X1, 58, CW, 280), (X2, 58, CW, 280)], [(X1, 24, CW, 280), (X2, 24, CW, 280)], gap=6)
    pager.pages[0] = first
    orig_new = pager.new_page

    def new_page():
        orig_new()
        block_header(pager.pages[-1], X1, 14, 180, [R("Planche (suite) - ", doc["ident"])], meas, 8.2 * s, 3.6, "I", DGREY)
    pager.new_page = new_page
    pages = paginate(doc, breaks, s, units, pager)
    feet(pages, meas, X1, 180, 288, lambda k, n: R(doc["foot"], " - ", doc["ident"], " - planche %d/%d" % (k + 1, n)),
         7 * s, rule=3.5)
    return pages, (210, 297)


LAYOUTS = {"pv": layout_pv, "gantt": layout_gantt, "kanban": layout_kanban, "cards": layout_cards}
