"""The last two templates of corpus BT (see layouts.py).
  pyclasseur  pydyf, base-14 Helvetica / Bold / Oblique + Courier (WinAnsi, not embedded, fixed /ID) - a SPREADSHEET
              PRINTED WITH GRIDLINES AND HEADINGS (the research unit's forms and logs kept in a workbook and printed
              with "Imprimer le quadrillage" and "En-têtes de lignes et de colonnes" on): on every page the print
              header centred with the workbook's FILE NAME (the participant code glued in it:
              "ORVAHF3-07012-V3.xlsx"), a grey COLUMN-LETTER BAND (A to H) and a grey ROW-NUMBER GUTTER whose numbers
              go on from page to page; every line of the document is a SHEET ROW of eight equal columns with light
              grey gridlines, merged cells hiding the inner lines; a wrapped cell makes its row taller (the row number
              stands on its first line); fields as caption cells A:C on a pale fill and value cells D:H; section rows
              bold on a pale blue fill with a bottom border; tables whose columns are whole sheet columns with black
              cell borders and a bold header fill; ticks as an "X" in a bordered cell A; yes / no as two cells "OUI"
              / "NON", the chosen one bold on a green fill; alerts as yellow rows; signatures as rows with a tall
              empty row under a border; print footer "Feuille : ..." left and "Page k de n" right.
  muphoto     PyMuPDF + Pillow then a hand-written OCR layer (photo.py: draw_photo) - a PAPER FORM FILLED IN BY HAND
              AND PHOTOGRAPHED WITH A PHONE: the pre-printed form (FreeSans, a rounded double-ruled issuer box with
              the form code at the right, the part title centred over a short rule, sections as black-framed grey
              cartouches, fields as small grey captions followed by a SOLID FILL-IN RULE on which the value is written
              in BLUE BALLPOINT INK (FreeSans Oblique, dark blue), two fields per line when they fit, ruled tables,
              drawn check boxes ticked by a blue pen stroke, "oui / non" with a pen tick beside the chosen answer,
              signature boxes with a pen scribble), then photographed: keystone perspective, desk background, light
              and hand shadow, JPEG, invisible text layer.
"""
from __future__ import annotations

import math

from .layouts import Template, R_join
from .render import BLACK, GREY, WHITE, boxed, bwrap, dry, grid, lh

LGRID, PALE, BLUEF = (0.78, 0.78, 0.78), (0.95, 0.95, 0.95), (0.86, 0.91, 0.97)
NCOL = 8


# ------------------------------------------------------------------ 3. spreadsheet print (pydyf)
class Classeur(Template):
    x0, W, top_margin, bottom, size, lead = 21.0, 174.0, 23.5, 280.0, 8.6, 1.3
    gut = 8.0

    def build(self, k):
        self.rown = 0
        return super().build(k)

    def cw(self):
        return self.W / NCOL

    def row(self, f, cells, fill=None, border=None, minh=0.0, size=None):
        """cells: (col, span, run, st, color, brk, cell_fill, boxed, align)."""
        size = size or self.s(self.size)
        d = lh(size, self.lead)
        cw = self.cw()
        lay = []
        for col, span, run, st, color, brk, cfill, box, align in cells:
            lay.append(bwrap(run, span * cw - 2.2, lambda t, st=st: f.m(t, st, size), brk))
        h = max([minh, d + 1.4] + [d * len(ls) + 1.4 for ls in lay])
        f.need(h)
        self.rown += 1
        y0 = f.y
        x0 = self.x0
        if fill:
            f.rect(x0, y0, self.W, h, fill=fill)
        f.rect(x0 - self.gut, y0, self.gut, h, fill=(0.9, 0.9, 0.9), stroke=(0.6, 0.6, 0.6), lw=0.1)
        num = str(self.rown)
        f.text(x0 - 1.2 - f.m(num, "R", 6.8), y0 + d - 0.2, num, (), "R", 6.8, (0.35, 0.35, 0.35))
        edges = {0, NCOL}
        for col, span, *_ in cells:
            edges |= {col, col + span}
        covered = set()
        for col, span, *_ in cells:
            covered |= set(range(col + 1, col + span))
        for q in range(NCOL + 1):
            if q not in covered:
                f.line(x0 + q * cw, y0, x0 + q * cw, y0 + h, 0.1, LGRID)
        f.line(x0, y0 + h, x0 + self.W, y0 + h, 0.1 if not border else 0.35, LGRID if not border else BLACK)
        for (col, span, run, st, color, brk, cfill, box, align), ls in zip(cells, lay):
            cx = x0 + col * cw
            if cfill:
                f.rect(cx, y0, span * cw, h, fill=cfill)
            if box:
                f.rect(cx, y0, span * cw, h, stroke=BLACK, lw=0.15)
            for j, (t, v, _) in enumerate(ls):
                tx = cx + 1.1 if align == "l" else cx + (span * cw - f.m(t, st, size)) / 2
                f.text(tx, y0 + d * (j + 1) - 0.2, t, v, st, size, color)
        f.y = y0 + h
        return h

    def cell(self, col, span, run, st="R", color=BLACK, brk=False, cfill=None, box=False, align="l"):
        return (col, span, list(run), st, color, brk, cfill, box, align)

    def top(self, f, part):
        iss = self.issuer(part)
        self.row(f, [self.cell(0, NCOL, iss["name"], "B", brk=True)], size=self.s(9.6))
        for run in ([[iss["service"]]] if iss.get("service") else []) + iss["lines"] + iss["contact"]:
            self.row(f, [self.cell(0, NCOL, run, "R", (0.25, 0.25, 0.25), True)], size=self.s(8))
        self.row(f, [self.cell(0, NCOL, [part["title"]], "B", brk=True)], fill=BLUEF, border=True, size=self.s(11.5))
        pre = list(part["refs"])
        if part["to"]:
            pre.append(("Destinataire", R_join(part["to"])))
        if part["place"]:
            pre.append(("Lieu et date", list(part["place"])))
        if pre:
            self.b_kv(f, ("kv", pre), 0, 0)

    def heading(self, f, text):
        f.need(14)
        self.row(f, [self.cell(0, NCOL, [" "])])
        self.row(f, [self.cell(0, NCOL, [text], "B")], fill=BLUEF, border=True)

    def b_p(self, f, b, x0, W):
        self.row(f, [self.cell(0, NCOL, b[1], brk=True)])

    def b_list(self, f, b, x0, W):
        for run in b[1]:
            self.row(f, [self.cell(0, 1, ["-"], align="c"), self.cell(1, NCOL - 1, run, brk=True)])

    def b_kv(self, f, b, x0, W):
        for cap, run in b[1]:
            self.row(f, [self.cell(0, 3, [cap], "R", (0.2, 0.2, 0.2), cfill=PALE), self.cell(3, NCOL - 3, run, brk=True)])

    def b_tab(self, f, b, x0, W):
        heads, rows, weights = b[1], b[2], b[3]
        n = len(heads)
        tot = sum(weights)
        spans = [max(1, round(NCOL * w / tot)) for w in weights]
        while sum(spans) > NCOL:
            spans[spans.index(max(spans))] -= 1
        while sum(spans) < NCOL:
            spans[weights.index(max(weights))] += 1
        cols = [sum(spans[:q]) for q in range(n)]
        size = self.s(8.2)
        from .model import tokens
        while size > 5.4 and any(f.m(t, "R", size) > spans[q] * self.cw() - 2.4 for row in rows for q in range(n) for t, _ in tokens(list(row[q]))):
            size *= 0.94
        self.row(f, [self.cell(0, NCOL, [" "])])
        self.row(f, [self.cell(cols[q], spans[q], [heads[q]], "B", cfill=(0.84, 0.84, 0.84), box=True, brk=False) for q in range(n)], size=size)
        for row in rows:
            self.row(f, [self.cell(cols[q], spans[q], row[q], box=True) for q in range(n)], size=size)

    def b_chk(self, f, b, x0, W):
        for on, text in b[1]:
            self.row(f, [self.cell(0, 1, ["X" if on else " "], "B", box=True, align="c"), self.cell(1, NCOL - 1, [text])])

    def b_yn(self, f, b, x0, W):
        for q, on in b[1]:
            self.row(f, [self.cell(0, NCOL - 2, [q]), self.cell(6, 1, ["OUI"], "B" if on else "R", BLACK if on else GREY, cfill=(0.8, 0.92, 0.8) if on else None, box=True, align="c"),
                         self.cell(7, 1, ["NON"], "B" if not on else "R", BLACK if not on else GREY, cfill=(0.8, 0.92, 0.8) if not on else None, box=True, align="c")])

    def b_alert(self, f, b, x0, W):
        for run in b[1]:
            self.row(f, [self.cell(0, NCOL, run, "B", brk=True)], fill=(1.0, 0.96, 0.7))

    def sigs(self, f, sigs):
        self.row(f, [self.cell(0, NCOL, [" "])])
        for role, runs in sigs:
            f.need(22)
            self.row(f, [self.cell(0, 3, [role or "Signature"], "B", cfill=PALE), self.cell(3, 3, runs[0]), self.cell(6, 2, runs[1] if len(runs) > 1 else [" "])])
            self.row(f, [self.cell(0, 3, ["signature :"], "I", GREY), self.cell(3, 5, [" "])], minh=10.0, border=True)

    def cont(self, f, title):
        pass

    def frame(self, f):
        n = len(f.pages)
        x0, cw = self.x0, self.cw()
        for k, p in enumerate(f.pages):
            ops = [("r", x0 - self.gut, 17.5, self.W + self.gut, 4.6, (0.9, 0.9, 0.9), (0.6, 0.6, 0.6), 0.0, 0.1)]
            for q in range(NCOL):
                L = "ABCDEFGH"[q]
                ops.append(("l", x0 + q * cw, 17.5, x0 + q * cw, 22.1, 0.1, (0.6, 0.6, 0.6), False))
                ops.append(("t", x0 + q * cw + (cw - f.m(L, "R", 7.2)) / 2, 21.0, L, "R", 7.2, (0.35, 0.35, 0.35), 0))
            p["ops"][0:0] = ops
            t, v = f.lines(list(self.doc["file"]), self.W, "R", 8)[0]
            f.text(x0 + (self.W - f.m(t, "R", 8)) / 2, 11.0, t, v, "R", 8, BLACK, page=p)
            fl = f.lines(["Feuille : " + self.doc["sheet"] + " - "] + list(self.doc["foot"]), self.W - 30, "R", 7.4)
            y = 289.0 - 3.1 * (len(fl) - 1)
            for t, v in fl:
                f.text(x0, y, t, v, "R", 7.4, BLACK, page=p)
                y += 3.1
            pg = "Page %d de %d" % (k + 1, n)
            f.text(x0 + self.W - f.m(pg, "R", 7.4), 289.0, pg, (), "R", 7.4, BLACK, page=p)


# ------------------------------------------------------------------ 4. paper form filled in by hand, photographed (PyMuPDF)
INK = (0.08, 0.14, 0.5)


class Papier(Template):
    x0, W, top_margin, bottom, size, lead = 20.0, 170.0, 16.0, 278.0, 9.0, 1.4

    def pen(self, f, pts, w=0.35):
        f.pages[-1]["ops"].append(("q", pts, INK, w))

    def tick(self, f, x, y):
        self.pen(f, [(x + 0.2, y - 1.6), (x + 1.1, y - 0.2), (x + 3.4, y - 3.8)], 0.45)

    def top(self, f, part):
        iss, x0, W = self.issuer(part), self.x0, self.W

        def box(g):
            g.y += 1.2
            g.para(iss["name"], x0 + 3, W - 46, self.s(10), "B", 1.28, brk=True)
            if iss.get("service"):
                g.para([iss["service"]], x0 + 3, W - 46, self.s(8), "I", 1.3)
            for run in iss["lines"] + iss["contact"]:
                g.para(run, x0 + 3, W - 46, self.s(7.6), "R", 1.3, (0.2, 0.2, 0.2), brk=True)
            g.y += 2
        y0, h = boxed(f, box, x0, W, stroke=BLACK, r=2.0, lw=0.5)
        f.rect(x0 + 0.9, y0 + 0.9, W - 1.8, h - 1.8, stroke=BLACK, r=1.6, lw=0.15)
        form = self.doc["form"][0]
        f.text(x0 + W - 38, y0 + 6, "Formulaire", (), "R", 7.5, GREY)
        f.text(x0 + W - 38, y0 + 11.5, form.text, [form], "B", 11)
        f.y += 3
        for t, _ in f.lines([part["title"].upper()], W, "B", self.s(11.5)):
            f.y += lh(self.s(11.5), 1.3)
            f.text(x0 + (W - f.m(t, "B", self.s(11.5))) / 2, f.y, t, (), "B", self.s(11.5))
        f.line(x0 + W / 2 - 20, f.y + 1.6, x0 + W / 2 + 20, f.y + 1.6, 0.4, BLACK)
        f.y += 3
        pre = list(part["refs"])
        if part["to"]:
            pre.append(("Destinataire", R_join(part["to"])))
        if part["place"]:
            pre.append(("Lieu et date", list(part["place"])))
        if pre:
            self.b_kv(f, ("kv", pre), x0, W)

    def heading(self, f, text):
        s = self.s(9.2)
        f.need(16)
        f.y += 2.5
        f.rect(self.x0, f.y, self.W, lh(s, 1.6), fill=(0.86, 0.86, 0.86), stroke=BLACK, lw=0.3)
        f.text(self.x0 + 2, f.y + lh(s, 1.6) - 1.3, text.upper(), (), "B", s)
        f.y += lh(s, 1.6) + 1.2

    def b_kv(self, f, b, x0, W):
        cs, vs = self.s(7.6), self.s(9.6)
        d = lh(vs, 1.55)
        for row in self.fit_pairs(f, b[1], W, "R", cs, "I", vs):
            n = len(row)
            wq = (W - 4 * (n - 1)) / n
            cells = []
            for cap, run in row:
                cw = f.m(cap + " :", "R", cs) + 2
                cells.append((cap, cw, bwrap(run, wq - cw - 1, lambda t: f.m(t, "I", vs), True)))
            nl = max(len(ls) for _, _, ls in cells)
            f.need(d * nl + 0.5)
            for q, (cap, cw, ls) in enumerate(cells):
                x = x0 + q * (wq + 4)
                f.text(x, f.y + d, cap + " :", (), "R", cs, (0.3, 0.3, 0.3))
                for j in range(nl):
                    f.line(x + cw, f.y + d * (j + 1) + 0.8, x + wq, f.y + d * (j + 1) + 0.8, 0.15, (0.35, 0.35, 0.35))
                for j, (t, v, _) in enumerate(ls):
                    f.text(x + cw + 1, f.y + d * (j + 1), t, v, "I", vs, INK)
            f.y += d * nl + 0.5
        f.y += 1.2

    def b_tab(self, f, b, x0, W):
        f.y += 1.2
        grid(f, b[1], b[2], b[3], x0, W, size=self.s(8.2), head_fill=(0.88, 0.88, 0.88), row_rule=BLACK, col_rule=BLACK, outer=BLACK)

    def b_chk(self, f, b, x0, W):
        s = self.s(8.8)
        d = lh(s, 1.7)
        f.need(d)
        x, y = x0, f.y + d
        for on, text in b[1]:
            w = f.m(text, "R", s) + 11
            if x > x0 and x + w > x0 + W:
                x, y = x0, y + d
                f.need(d)
            f.rect(x, y - 3.0, 3.2, 3.2, stroke=BLACK, lw=0.25)
            if on:
                self.tick(f, x, y)
            f.text(x + 4.6, y, text, (), "R", s)
            x += w
        f.y = y + 1.6

    def b_yn(self, f, b, x0, W):
        s = self.s(8.8)
        d = lh(s, 1.7)
        for q, on in b[1]:
            f.need(d)
            f.y += d
            f.text(x0, f.y, q, (), "R", s)
            for j, lab in enumerate(("oui", "non")):
                x = x0 + W - 26 + j * 13
                f.rect(x, f.y - 3.0, 3.2, 3.2, stroke=BLACK, lw=0.25)
                f.text(x + 4.4, f.y, lab, (), "R", s)
                if (j == 0) == on:
                    self.tick(f, x, f.y)
        f.y += 1.5

    def b_alert(self, f, b, x0, W):
        def body(g):
            g.y += 1.4
            for run in b[1]:
                g.para(run, x0 + 4, W - 8, self.s(8.8), "I", 1.36, brk=True)
            g.y += 2.2
        f.y += 1.5
        boxed(f, body, x0, W, stroke=BLACK, lw=0.4)
        f.y += 1.5

    def sigs(self, f, sigs):
        n = {1: 1, 2: 2, 4: 2}.get(len(sigs), 3)
        w = (self.W - 5 * (n - 1)) / n
        f.y += 3
        for k in range(0, len(sigs), n):
            row = sigs[k:k + n]

            def cell(g, role, runs, x):
                g.y += 0.5
                g.para([role or "Signature"], x + 2, w - 4, self.s(7.6), "B", 1.3, GREY)
                for run in runs:
                    g.para(run, x + 2, w - 4, self.s(9.2), "I", 1.35, INK)
                g.y += 11
            h = max(dry(f, lambda g, r_=r_: cell(g, r_[0], r_[1], 0)) for r_ in row)
            f.need(h + 2)
            y0 = f.y
            for q, (role, runs) in enumerate(row):
                x = self.x0 + q * (w + 5)
                f.rect(x, y0, w, h, stroke=BLACK, lw=0.3)
                f.y = y0
                cell(f, role, runs, x)
                bx, by = x + 6, y0 + h - 4.5
                self.pen(f, [(bx + t * 0.8, by - 2.0 * math.sin(t * 0.8 + q) - 0.7 * math.sin(t * 2.1)) for t in range(0, 36)], 0.4)
            f.y = y0 + h + 2

    def cont(self, f, title):
        f.text(self.x0, f.top - 2, title + " (suite)", (), "I", 7.4, GREY)
        f.y += 2

    def frame(self, f):
        n = len(f.pages)
        for k, p in enumerate(f.pages):
            fl = f.lines(list(self.doc["foot"]) + [" - feuillet %d/%d" % (k + 1, n)], self.W, "R", 6.9)
            y = 287.0 - 3.0 * (len(fl) - 1)
            p["ops"].append(("l", self.x0, y - 3.5, self.x0 + self.W, y - 3.5, 0.2, BLACK, False))
            for t, v in fl:
                f.text(self.x0, y, t, v, "R", 6.9, (0.25, 0.25, 0.25), page=p)
                y += 3.0


def lay_classeur(doc, meas):
    return Classeur(doc, meas).layout()


def lay_papier(doc, meas):
    return Papier(doc, meas).layout()


LAYOUTS_B = {"pyclasseur": lay_classeur, "muphoto": lay_papier}
