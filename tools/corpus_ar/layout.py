"""Own line layout of corpus AR: four page styles producing display lists (ops) for the writers.

Coordinates are points from the top-left corner; a text op's y is its baseline. Every text op carries
the values (model.V) it prints, so the truth is read off the display list, page by page.
"""
from __future__ import annotations

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from .content import foot_run, head_run, letterhead
from .model import R, V, run_text, wrap

FREE = "/usr/share/fonts/truetype/freefont/"
CARL = "/usr/share/fonts/truetype/crosextra/"
FONT_FILES = {
    "FreeSerif": FREE + "FreeSerif.ttf", "FreeSerifBold": FREE + "FreeSerifBold.ttf",
    "Carlito": CARL + "Carlito-Regular.ttf", "CarlitoBold": CARL + "Carlito-Bold.ttf",
    "FreeSans": FREE + "FreeSans.ttf", "FreeSansBold": FREE + "FreeSansBold.ttf",
}
for _n, _p in FONT_FILES.items():
    pdfmetrics.registerFont(TTFont("m_" + _n, _p))

A4 = (595.28, 841.89)
A4L = (841.89, 595.28)
STYLES = {
    # family id -> style
    1: {"name": "rlcaption", "page": A4, "R": "FreeSerif", "B": "FreeSerifBold", "size": 9.6, "margin": 46},
    2: {"name": "fpdfleader", "page": A4, "R": "Carlito", "B": "CarlitoBold", "size": 10.0, "margin": 44},
    3: {"name": "mupdfland", "page": A4L, "R": "FreeSans", "B": "FreeSansBold", "size": 9.0, "margin": 36},
    0: {"name": "pydyftimes", "page": A4, "R": "Times-Roman", "B": "Times-Bold", "M": "Courier", "size": 10.0, "margin": 50},
}


def metric_name(st, font):
    n = st[font]
    return n if n in ("Times-Roman", "Times-Bold", "Courier", "Courier-Bold") else "m_" + n


class Page:
    def __init__(self):
        self.ops = []


class Layout:
    def __init__(self, ctx, fam):
        self.c, self.fam = ctx, fam
        self.st = STYLES[fam]
        self.W, self.H = self.st["page"]
        self.m = self.st["margin"]
        self.size = self.st["size"]
        self.pages: list[Page] = []
        self.top = self.m + 26  # below the running head
        self.bottom = self.H - self.m - 24
        self.x0 = self.m
        self.x1 = self.W - self.m
        self.new_page()

    # -- basics
    def width(self, text, font="R", size=None):
        return pdfmetrics.stringWidth(text, metric_name(self.st, font), size or self.size)

    def new_page(self):
        self.pages.append(Page())
        self.y = self.top

    def ensure(self, h):
        if self.y + h > self.bottom:
            self.new_page()

    def text(self, x, y, line, font="R", size=None, page=None):
        t, vals = line
        if not t:
            return
        for v in vals:
            assert v.text in t, (v.text, t)
        pg = self.pages[-1] if page is None else page
        pg.ops.append({"op": "text", "x": round(x, 2), "y": round(y, 2), "text": t, "font": font,
                       "size": size or self.size, "values": list(vals)})

    def line(self, x1, y1, x2, y2, w=0.5, page=None):
        (self.pages[-1] if page is None else page).ops.append({"op": "line", "x1": x1, "y1": y1, "x2": x2, "y2": y2, "w": w})

    def rect(self, x, y, w, h, fill=None, stroke=True, page=None):
        (self.pages[-1] if page is None else page).ops.append({"op": "rect", "x": x, "y": y, "w": w, "h": h, "fill": fill, "stroke": stroke})

    def run_line(self, run):
        return (run_text(run), [s for s in run if isinstance(s, V)])

    def lead(self, size=None):
        return (size or self.size) * 1.32

    def para(self, run, x=None, width=None, font="R", size=None, align="left"):
        x = self.x0 if x is None else x
        width = (self.x1 - x) if width is None else width
        size = size or self.size
        for ln in wrap(run, width, lambda s: self.width(s, font, size)):
            self.ensure(self.lead(size))
            self.y += self.lead(size)
            xx = x
            if align == "center":
                xx = x + (width - self.width(ln[0], font, size)) / 2
            elif align == "right":
                xx = x + width - self.width(ln[0], font, size)
            self.text(xx, self.y, ln, font, size)

    # -- letterheads
    def letterhead(self):
        lh = letterhead(self.c)
        f = self.fam
        s = self.size
        if f == 1:  # left block, right block with the edition line
            self.y = self.m + 4
            self.para(lh["name"], font="B", size=s + 3, width=330)
            self.para(lh["sigle"], size=s, width=330)
            self.para(lh["addr"], size=s - 1, width=330)
            self.para(lh["phone"], size=s - 1, width=330)
            self.para(lh["finess"], size=s - 1, width=330)
            y_end = self.y
            yy = self.m + 4 + self.lead(s)
            for run in (R("Édité le ", self.c.d(0, 1)), R("par ", self.c.dr(0)), R("Réf. ", V("NUM_SEJOUR", self.c.nda))):
                ln = self.run_line(run)
                self.text(self.x1 - self.width(ln[0], "R", s - 0.5), yy, ln, "R", s - 0.5)
                yy += self.lead(s)
            self.y = max(y_end, yy) + 6
            self.line(self.x0, self.y, self.x1, self.y, 1.2)
            self.y += 4
        elif f == 2:  # centred letterhead with a double rule
            self.y = self.m + 14
            for key, font, sz in (("name", "B", s + 3), ("sigle", "R", s), ("addr", "R", s - 1), ("phone", "R", s - 1), ("finess", "R", s - 1)):
                self.para(lh[key], font=font, size=sz, align="center")
            self.y += 5
            self.line(self.x0, self.y, self.x1, self.y, 0.8)
            self.line(self.x0, self.y + 2, self.x1, self.y + 2, 0.4)
            self.y += 6
        elif f == 3:  # landscape band of three boxed cells
            self.y = self.m
            h = 86
            w = (self.x1 - self.x0) / 3
            for k in range(3):
                self.rect(self.x0 + k * w, self.y, w, h)
            y0 = self.y
            self.y = y0
            self.para(lh["name"], x=self.x0 + 6, width=w - 12, font="B", size=s + 1)
            for key in ("sigle", "addr", "phone", "finess"):
                self.para(lh[key], x=self.x0 + 6, width=w - 12, size=s - 1)
            c = self.c
            self.y = y0
            for run, font in ((R(c.pat.nom("upper"), " ", c.pat.pre("upper")), "B"), (R(c.ne(), " ", c.dob_v(2)), "R"),
                              (R("IPP : ", V("IPP", c.ipp)), "R"), (R("NDA : ", V("NUM_SEJOUR", c.nda)), "R"),
                              (R("Séjour du ", c.d(0)), "R")):
                self.para(run, x=self.x0 + w + 8, width=w - 16, font=font, size=s + 0.5)
            self.y = y0
            self.para(R(self.c.service), x=self.x0 + 2 * w + 6, width=w - 12, size=s - 0.5)
            self.y = y0 + h + 4
        else:  # f == 0: small letterhead left, Courier sticker right
            self.y = self.m
            for key, font, sz in (("name", "B", s + 1), ("sigle", "R", s - 1), ("addr", "R", s - 1), ("phone", "R", s - 1), ("finess", "R", s - 1)):
                self.para(lh[key], width=290, font=font, size=sz)
            y_end = self.y
            c = self.c
            sx, sw = self.x1 - 200, 200
            sy = self.m - 4
            self.rect(sx, sy, sw, 70)
            yy = sy + 12
            for run in (R(c.pat.nom("upper"), " ", c.pat.pre("upper")), R("NE(E) LE ", c.dob_v(0), " ", "F" if c.sex == 2 else "M"),
                        R("IPP ", V("IPP", c.ipp)), R("SEJ ", V("NUM_SEJOUR", c.nda)), R("UF ", "4%03d" % (c.i * 7 % 1000))):
                self.text(sx + 6, yy, self.run_line(run), "M", 8.5)
                yy += 11
            self.y = max(y_end, sy + 74) + 8

    # -- blocks
    def title(self, run):
        s = self.size + 3.5
        self.y += 8
        self.para(run, font="B", size=s, align="center" if self.fam in (1, 2) else "left",
                  x=self.body_x(), width=self.x1 - self.body_x())
        self.y += 4

    def body_x(self):
        return self.x0 + (112 if self.fam == 0 else 0)

    def head(self, text):
        s = self.size
        if self.fam == 0:  # side heading in the left margin column, beside the first body line
            self.ensure(self.lead() * 3)
            self.y += 6
            self.pending_side = text
            return
        self.ensure(self.lead() * 4)
        self.y += 8
        if self.fam == 1:
            self.para(R(text.upper()), font="B", size=s)
            self.line(self.x0, self.y + 2.5, self.x0 + self.width(text.upper(), "B", s), self.y + 2.5, 0.6)
            self.y += 3
        elif self.fam == 2:
            self.rect(self.x0, self.y + 2, self.x1 - self.x0, self.lead() + 2, fill=0.88, stroke=False)
            self.para(R(text), font="B", size=s, x=self.x0 + 4)
            self.y += 5
        else:
            self.para(R("» " + text), font="B", size=s + 1)
            self.y += 2

    def side(self):
        t = getattr(self, "pending_side", None)
        if t:
            self.pending_side = None
            words = t.upper().split(" ")
            ln = ""
            yy = self.y + self.lead()
            lines = []
            for w in words:
                if ln and self.width(ln + " " + w, "B", self.size - 1) > 100:
                    lines.append(ln)
                    ln = w
                else:
                    ln = (ln + " " + w).strip()
            lines.append(ln)
            for l in lines:
                self.text(self.x0, yy, (l, []), "B", self.size - 1)
                yy += self.lead(self.size - 1)
            self.side_bottom = yy

    def kv(self, pairs):
        f, s = self.fam, self.size
        if f == 0:
            self.side()
        if f == 1:  # boxed cells, value ABOVE its caption, 3 per row; long values span cells
            cw = (self.x1 - self.x0) / 3
            col = 0
            h = s * 2.6
            self.y += 4
            row_y = self.y
            for label, run in pairs:
                ln = self.run_line(run)
                span = 1
                while self.width(ln[0], "R", s) > span * cw - 10 and span < 3:
                    span += 1
                if col + span > 3:
                    col = 0
                    row_y += h
                if row_y + h > self.bottom:
                    self.new_page()
                    row_y = self.y
                x = self.x0 + col * cw
                self.rect(x, row_y, span * cw, h)
                self.text(x + 5, row_y + s * 1.2, ln, "R", s)
                self.text(x + 5, row_y + s * 2.25, (label, []), "R", s * 0.68)
                col += span
                if col >= 3:
                    col = 0
                    row_y += h
            self.y = row_y + (h if col else 0) + 4
        elif f == 2:  # label ..... value, in two columns
            half = (self.x1 - self.x0) / 2
            tab = 118
            items = list(pairs)
            n = (len(items) + 1) // 2
            cols = [items[:n], items[n:]]
            start = self.y
            ends = []
            for ci, colitems in enumerate(cols):
                self.y = start
                x = self.x0 + ci * (half + 6)
                for label, run in colitems:
                    ln = self.run_line(run)
                    vw = half - tab - 8
                    lines = wrap(run, vw, lambda t: self.width(t, "R", s))
                    self.ensure(self.lead() * len(lines))
                    self.y += self.lead()
                    self.text(x, self.y, (label, []), "R", s - 0.5)
                    lw = self.width(label, "R", s - 0.5)
                    dots = "." * max(2, int((tab - lw - 8) / self.width(".", "R", s - 0.5)))
                    self.text(x + lw + 3, self.y, (dots, []), "R", s - 0.5)
                    for k, l2 in enumerate(lines):
                        if k:
                            self.y += self.lead()
                        self.text(x + tab, self.y, l2, "B" if label.startswith("Nom") else "R", s)
                ends.append((self.y, len(self.pages)))
            self.y = max(e[0] for e in ends) + 4
        elif f == 3:  # three columns "Label : value"
            cw = (self.x1 - self.x0) / 3
            rows = [pairs[k:k + 3] for k in range(0, len(pairs), 3)]
            for row in rows:
                self.ensure(self.lead() * 2)
                self.y += self.lead()
                yl = self.y
                maxy = yl
                for k, (label, run) in enumerate(row):
                    x = self.x0 + k * cw
                    lines = wrap(R(label + " : ", run), cw - 10, lambda t: self.width(t, "R", s))
                    yy = yl
                    for l2 in lines:
                        self.text(x, yy, l2, "R", s)
                        yy += self.lead()
                    maxy = max(maxy, yy - self.lead())
                self.y = maxy
            self.y += 4
        else:  # f == 0: label column, value at a tab
            bx = self.body_x()
            for label, run in pairs:
                lines = wrap(run, self.x1 - bx - 128, lambda t: self.width(t, "R", s))
                self.ensure(self.lead() * len(lines))
                self.y += self.lead()
                self.text(bx, self.y, (label, []), "R", s)
                for k, l2 in enumerate(lines):
                    if k:
                        self.y += self.lead()
                    self.text(bx + 128, self.y, l2, "R", s)
            self.y += 3

    def paragraph(self, run):
        if self.fam == 0:
            self.side()
        self.y += 2
        bx = self.body_x()
        self.para(run, x=bx, width=self.x1 - bx)

    def table(self, headers, rows, weights):
        f, s = self.fam, self.size - 0.4
        if f == 0:
            self.side()
        bx = self.body_x()
        tw = self.x1 - bx
        tot = sum(weights)
        cws = [tw * w / tot for w in weights]
        pad = 4
        self.y += 6

        def draw_row(cells, font, shade=None, first=False):
            wrapped = [wrap(c if isinstance(c, list) else R(c), cw - 2 * pad, lambda t: self.width(t, font, s)) for c, cw in zip(cells, cws)]
            nl = max(len(w) for w in wrapped)
            h = nl * self.lead(s) + 5
            if self.y + h > self.bottom:
                self.new_page()
                self.y += 4
            top = self.y
            if shade is not None:
                self.rect(bx, top, tw, h, fill=shade, stroke=False)
            x = bx
            for cw, lines in zip(cws, wrapped):
                yy = top + self.lead(s) - 1
                for ln in lines:
                    self.text(x + pad, yy, ln, font, s)
                    yy += self.lead(s)
                if f == 1:
                    self.rect(x, top, cw, h)
                x += cw
            if f == 0 and first:
                self.line(bx, top, bx + tw, top, 1.0)
            if f in (0, 2) and first:
                self.line(bx, top + h, bx + tw, top + h, 0.5)
            self.y = top + h

        draw_row(headers, "B", 0.85 if f == 2 else None, first=True)
        for k, row in enumerate(rows):
            draw_row(row, "R", 0.93 if (f == 3 and k % 2 == 0) else None)
        if f == 0:
            self.line(bx, self.y, bx + tw, self.y, 1.0)
        self.y += 4

    def signature(self, runs):
        if self.fam == 0:
            self.side()
        self.ensure(self.lead() * (len(runs) + 2))
        self.y += 10
        x = self.x0 + (self.x1 - self.x0) * (0.45 if self.fam != 3 else 0.55)
        for k, run in enumerate(runs):
            if k == len(runs) - 1:
                x = self.body_x()
                self.y += 4
            self.para(run, x=x, width=self.x1 - x, size=self.size - (0 if k == 0 else 0.5), font="B" if k == 0 else "R")

    # -- document
    def render(self, sections_per_page, title):
        self.letterhead()
        self.title(title)
        for pi, blocks in enumerate(sections_per_page):
            if pi:
                self.new_page()
            for b in blocks:
                kind = b[0]
                if kind == "title":
                    continue
                if kind == "head":
                    self.head(b[1])
                elif kind == "kv":
                    self.kv(b[1])
                elif kind == "para":
                    self.paragraph(b[1])
                elif kind == "table":
                    self.table(b[1], b[2], b[3])
                elif kind == "sign":
                    self.signature(b[1])
        n = len(self.pages)
        hs = {1: 0, 2: 1, 3: 2, 0: 3}[self.fam]
        fs = {1: 0, 2: 1, 3: 3, 0: 2}[self.fam]
        for k, pg in enumerate(self.pages, 1):
            s = self.size - 1.5
            if not (self.fam == 3 and k == 1):
                ln = self.run_line(head_run(self.c, hs))
                x = self.x1 - self.width(ln[0], "R", s) if self.fam in (0, 1) else self.x0
                self.text(x, self.m + 8 if self.fam != 0 else self.m - 16, ln, "R", s, page=pg)
                if self.fam == 2:
                    self.line(self.x0, self.m + 12, self.x1, self.m + 12, 0.3, page=pg)
            fl = self.run_line(foot_run(self.c, fs, k, n))
            fy = self.H - self.m + 6
            if self.fam == 1:
                self.line(self.x0, fy - 10, self.x1, fy - 10, 0.4, page=pg)
            x = (self.W - self.width(fl[0], "R", s)) / 2 if self.fam in (2, 3) else self.x0
            self.text(x, fy, fl, "R", s, page=pg)
        return self.pages
