"""The last two templates of corpus BU (see layouts.py).
  pyreleve  pydyf, Nimbus Sans Narrow Regular / Bold / Oblique + Nimbus Mono PS embedded by hand as Type 1 - a
            STATEMENT PRINTED ENTIRELY AS RULED TABLES (a billing system's "état"): on every page a three-cell ruled
            header (issuer | title in bold capitals | "Réf. BU-nn / Page k de n"); every line of the document is a
            ROW OF A TABLE with a narrow "Pos." column numbering it 10, 20, 30... through the part, black hairlines all
            round; parts open on a black bar in white bold capitals, sections on a grey bar; fields as four-column rows
            (tinted caption | value | tinted caption | value) or a caption with a three-column value; paragraphs as
            one wide cell; tables with their amounts right-aligned; ticks as "[X]" cells; yes / no as two cells "oui" /
            "non" with an X; signatures as a "Qualité | Nom | Visa" table with tall rows; when the document asks for
            a payment, a DETACHABLE PAYMENT PART under a dashed cut line with drawn scissors: "RÉCÉPISSÉ" at the left,
            "SECTION PAIEMENT" at the right (reference, amount, payer and address).
  fxrecu    the source page of the RECEIVED FAX (drawn by PyMuPDF, rasterised and OCR'd in fax.py): a plain office letter
            or form as a word processor prints it - Liberation Sans, the letterhead as bold lines at the top left, a
            full-width rule, "OBJET :" in bold capitals, the addressee block at the window position, fields as
            "Caption :" with the value at a tab stop, simple ruled tables, "[X]" / "[ ]" ticks, the signatories at
            the right; the foot "k/n" centred.
"""
from __future__ import annotations

from .layouts import R_join, Template
from .model import tokens
from .render import BLACK, GREY, WHITE, bwrap, dry, grid, lh

TINT = (0.9, 0.9, 0.9)


# ------------------------------------------------------------------ 3. statement printed as ruled tables (pydyf)
class Releve(Template):
    x0, W, top_margin, bottom, size, lead = 15.0, 180.0, 33.0, 280.0, 8.8, 1.3
    posw = 9.0

    def build(self, k):
        self.pos = 0
        return super().build(k)

    def row(self, f, cells, minh=0.0, size=None, fill=None, pos=True):
        """cells: (x_rel, w, run, st, fill, align); the Pos. cell first."""
        size = size or self.s(self.size)
        d = lh(size, self.lead)
        lay = [run[1] if isinstance(run, tuple) else bwrap(run, w - 2.4, lambda t, st=st: f.m(t, st, size), False) for _, w, run, st, _, _ in cells]
        h = max([minh, d + 1.6] + [d * len(ls) + 1.6 for ls in lay])
        f.need(h)
        y0, x0 = f.y, self.x0
        if fill:
            f.rect(x0, y0, self.W, h, fill=fill)
        if pos:
            self.pos += 10
            f.text(x0 + 1.0, y0 + d, "%d" % self.pos, (), "S", size * 0.86, GREY)
        for (xr, w, run, st, cf, align), ls in zip(cells, lay):
            if cf:
                f.rect(x0 + xr, y0, w, h, fill=cf)
            for j, (t, v, _) in enumerate(ls):
                tx = x0 + xr + 1.2 if align == "l" else x0 + xr + w - 1.2 - f.m(t, st, size)
                f.text(tx, y0 + d * (j + 1) - 0.1, t, v, st, size, WHITE if fill == BLACK else BLACK)
        for xr, w, *_ in cells:
            f.line(x0 + xr, y0, x0 + xr, y0 + h, 0.12, BLACK)
        f.line(x0 + self.W, y0, x0 + self.W, y0 + h, 0.12, BLACK)
        f.line(x0, y0, x0, y0 + h, 0.12, BLACK)
        f.line(x0, y0, x0 + self.W, y0, 0.12, BLACK)
        f.line(x0, y0 + h, x0 + self.W, y0 + h, 0.12, BLACK)
        f.y = y0 + h
        return h

    def c(self, xr, w, run, st="R", fill=None, align="l"):
        return (xr, w, list(run), st, fill, align)

    def full(self, run, st="R", fill=None):
        return [self.c(self.posw, self.W - self.posw, run, st, fill)]

    def top(self, f, part):
        f.y += 1
        self.row(f, self.full([part["title"].upper()], "B"), fill=BLACK, pos=False, size=self.s(10))
        iss = self.issuer(part)
        if part["issuer"]:
            run = list(iss["name"]) + ([" - " + iss["service"]] if iss.get("service") else [])
            for ln in iss["lines"] + iss["contact"]:
                run += [" - "] + list(ln)
            self.kvrow(f, "Émetteur", run, wide=True)
        for cap, run in self.pre(part):
            self.kvrow(f, cap, run, wide=True)

    def heading(self, f, text):
        f.need(16)
        f.y += 2.5
        self.row(f, self.full([text], "B", TINT), pos=False, size=self.s(9.4))

    def kvrow(self, f, cap, run, wide=False, pair=None):
        cw = 34.0
        if pair is None:
            self.row(f, [self.c(self.posw, cw, [cap], "B", TINT), self.c(self.posw + cw, self.W - self.posw - cw, run)])
        else:
            hw = (self.W - self.posw) / 2
            (c1, r1), (c2, r2) = (cap, run), pair
            self.row(f, [self.c(self.posw, cw, [c1], "B", TINT), self.c(self.posw + cw, hw - cw, r1),
                         self.c(self.posw + hw, cw, [c2], "B", TINT), self.c(self.posw + hw + cw, hw - cw, r2)])

    def b_kv(self, f, b, x0, W):
        hw = (self.W - self.posw) / 2 - 36
        pend = None
        for cap, run in b[1]:
            fits = f.m(" ".join(t for t, _ in tokens(list(run))), "R", self.s(self.size)) < hw and f.m(cap, "B", self.s(self.size)) < 32
            if not fits:
                if pend:
                    self.kvrow(f, *pend)
                    pend = None
                self.kvrow(f, cap, run)
            elif pend:
                self.kvrow(f, pend[0], pend[1], pair=(cap, run))
                pend = None
            else:
                pend = (cap, run)
        if pend:
            self.kvrow(f, *pend)

    def b_p(self, f, b, x0, W):
        size = self.s(self.size)
        ls = bwrap(b[1], self.W - self.posw - 2.4, lambda t: f.m(t, "R", size), True)
        chunk, first = [], True
        for k, ln in enumerate(ls):  # long paragraphs in rows of about six lines, never ending inside a broken value
            chunk.append(ln)
            if (len(chunk) >= 6 and not ln[2]) or k == len(ls) - 1:
                self.row(f, [(self.posw, self.W - self.posw, ("pre", chunk), "R", None, "l")], pos=first)
                chunk, first = [], False

    def b_list(self, f, b, x0, W):
        for run in b[1]:
            self.row(f, [self.c(self.posw, 8, ["-"], align="r"), self.c(self.posw + 8, self.W - self.posw - 8, run)])

    def b_tab(self, f, b, x0, W):
        heads, rows, weights = b[1], b[2], b[3]
        right = [q for q, h in enumerate(heads) if h.startswith(("Montant", "Tarif", "Prix", "Qté"))]
        tot, avail = sum(weights), self.W - self.posw
        ws = [avail * w / tot for w in weights]
        size = self.s(8.4)
        while size > 5.4 and any(f.m(t, "R", size) > ws[q] - 2.4 for row in rows for q in range(len(heads)) for t, _ in tokens(list(row[q]))):
            size *= 0.94
        xs = [self.posw + sum(ws[:q]) for q in range(len(ws))]
        f.need(lh(size, self.lead) * 3 + 6)
        self.row(f, [self.c(xs[q], ws[q], [heads[q]], "B", TINT, "r" if q in right else "l") for q in range(len(heads))], size=size, pos=False)
        for row in rows:
            self.row(f, [self.c(xs[q], ws[q], row[q], "R", None, "r" if q in right else "l") for q in range(len(heads))], size=size)

    def b_chk(self, f, b, x0, W):
        hw = (self.W - self.posw) / 2
        items = list(b[1])
        for k in range(0, len(items), 2):
            cells = []
            for j, (on, text) in enumerate(items[k:k + 2]):
                xr = self.posw + j * hw
                cells += [self.c(xr, 9, ["[X]" if on else "[ ]"], "S"), self.c(xr + 9, hw - 9, [text])]
            self.row(f, cells)

    def b_yn(self, f, b, x0, W):
        for q, on in b[1]:
            a = self.W - 34
            self.row(f, [self.c(self.posw, a - self.posw, [q]), self.c(a, 17, ["X  oui" if on else "oui"], "B" if on else "R"),
                         self.c(a + 17, 17, ["non" if on else "X  non"], "R" if on else "B")])

    def b_alert(self, f, b, x0, W):
        for run in b[1]:
            h = self.row(f, self.full(["IMPORTANT : "] + list(run), "B"))
            f.line(self.x0, f.y - h + 0.7, self.x0 + self.W, f.y - h + 0.7, 0.12, BLACK)

    def sigs(self, f, sigs):
        f.y += 2.5
        w1, w2 = 48.0, 70.0
        self.row(f, [self.c(self.posw, w1, ["Qualité"], "B", TINT), self.c(self.posw + w1, w2, ["Nom"], "B", TINT),
                     self.c(self.posw + w1 + w2, self.W - self.posw - w1 - w2, ["Visa"], "B", TINT)], pos=False)
        for role, runs in sigs:
            nm = [x for run in runs for x in (list(run) + [" - "])][:-1]
            self.row(f, [self.c(self.posw, w1, [role or "Signataire"]), self.c(self.posw + w1, w2, nm),
                         self.c(self.posw + w1 + w2, self.W - self.posw - w1 - w2, [" "])], minh=13.0)

    def end(self, f):
        sl = self.doc.get("slip")
        if not sl:
            return
        f.need(64)
        y = max(f.y + 6, self.bottom - 60)
        f.y = y
        f.line(self.x0, y, self.x0 + self.W, y, 0.3, BLACK, dash=True)
        for cx, cy in ((self.x0 + 4.0, y - 1.6), (self.x0 + 4.0, y + 1.6)):
            f.pages[-1]["ops"].append(("c", cx, cy, 1.2, BLACK, 0.25))
        f.line(self.x0 + 5.0, y - 1.0, self.x0 + 10.0, y + 0.9, 0.3, BLACK)
        f.line(self.x0 + 5.0, y + 1.0, self.x0 + 10.0, y - 0.9, 0.3, BLACK)
        f.text(self.x0 + 14, y - 1.2, "À détacher et à joindre à votre paiement", (), "I", 7.0, GREY)
        y0 = y + 4
        lw = 58.0
        f.line(self.x0 + lw, y0, self.x0 + lw, y0 + 52, 0.3, BLACK, dash=True)
        for x, wdt, title, rows in ((self.x0, lw - 3, "RÉCÉPISSÉ", [("Référence", sl["ref"]), ("Montant", sl["amount"]), ("Payable par", sl["payer"])]),
                                    (self.x0 + lw + 3, self.W - lw - 3, "SECTION PAIEMENT", [("Payable à", sl["to"]), ("Référence", sl["ref"]),
                                                                                              ("Montant", sl["amount"]), ("Payable par", sl["payer"] + [", "] + R_join({"name": [], "lines": sl["lines"]})[1:])])):
            f.y = y0 + 4.5
            f.text(x, f.y, title, (), "B", 9.5, BLACK)
            f.y += 1.5
            for cap, run in rows:
                f.para([cap], x, wdt, 6.8, "B", 1.3, GREY)
                f.para(run, x, wdt, 8.6, "R", 1.3, BLACK)
                f.y += 0.8
        f.y = y0 + 52

    def cont(self, f, title):
        pass

    def frame(self, f):
        n = len(f.pages)
        x0, W = self.x0, self.W
        for k, p in enumerate(f.pages):
            ws = [W * 0.42, W * 0.36, W * 0.22]
            cells = [[(self.doc["issuer"]["name"], "B", 8.2), ([self.doc["issuer"].get("service") or ""], "R", 7.2)],
                     [([self.doc["title"].upper()], "B", 8.8)],
                     [(["Réf. "] + list(self.doc["form"]), "R", 7.4), (["Page %d de %d" % (k + 1, n)], "B", 7.4)]]
            hmax = 0
            for q, cell in enumerate(cells):
                y = 10.0
                for run, st, size in cell:
                    for t, v in f.lines(run, ws[q] - 3, st, size):
                        y += lh(size, 1.3)
                        f.text(x0 + sum(ws[:q]) + 1.5, y, t, v, st, size, page=p)
                hmax = max(hmax, y - 10.0 + 2.0)
            p["ops"].append(("r", x0, 10.0, W, hmax, None, BLACK, 0.0, 0.35))
            for q in (1, 2):
                p["ops"].append(("l", x0 + sum(ws[:q]), 10.0, x0 + sum(ws[:q]), 10.0 + hmax, 0.2, BLACK, False))
            hl = f.lines(list(self.doc["head"]), W, "I", 7.2)
            for j, (t, v) in enumerate(hl[:2]):
                f.text(x0, 10.0 + hmax + 4.0 + 3.2 * j, t, v, "I", 7.2, GREY, page=p)
            fl = f.lines(list(self.doc["foot"]) + [" - état édité par ReleveCompta"], W, "R", 6.9)
            y = 288.0 - 3.0 * (len(fl) - 1)
            p["ops"].append(("l", x0, y - 3.5, x0 + W, y - 3.5, 0.3, BLACK, False))
            for t, v in fl:
                f.text(x0, y, t, v, "R", 6.9, GREY, page=p)
                y += 3.0


# ------------------------------------------------------------------ 4. the office letter that will be faxed (PyMuPDF, fax.py)
class Bureau(Template):
    x0, W, top_margin, bottom, size, lead = 22.0, 168.0, 20.0, 276.0, 9.4, 1.36
    tab = 46.0

    def top(self, f, part):
        iss, x0, W = self.issuer(part), self.x0, self.W
        f.para(iss["name"], x0, 100, self.s(10.5), "B", 1.25, brk=True)
        if iss.get("service"):
            f.para([iss["service"]], x0, 100, self.s(8.6), "R", 1.3)
        for run in iss["lines"] + iss["contact"]:
            f.para(run, x0, 100, self.s(8.0), "R", 1.3, brk=True)
        if iss.get("legal"):
            f.para(iss["legal"], x0, 100, self.s(7.6), "R", 1.3)
        f.y += 2
        f.line(x0, f.y, x0 + W, f.y, 0.35, BLACK)
        f.y += 2
        if part["to"]:
            y0 = f.y
            f.para(["À l'attention de :"], x0 + 92, W - 92, self.s(8.0), "I", 1.3, GREY)
            f.para(part["to"]["name"], x0 + 92, W - 92, self.s(9.4), "B", 1.3, brk=True)
            for run in part["to"]["lines"]:
                f.para(run, x0 + 92, W - 92, self.s(9.4), "R", 1.3, brk=True)
            f.y = max(f.y, y0) + 2
        if part["place"]:
            f.para(list(part["place"]), x0 + 92, W - 92, self.s(9.0), "R", 1.3)
        f.y += 2
        f.para(["OBJET : " + part["title"].upper()], x0, W, self.s(10), "B", 1.3)
        f.y += 1
        if part["refs"]:
            self.b_kv(f, ("kv", part["refs"]), x0, W)

    def heading(self, f, text):
        s = self.s(9.6)
        f.need(14)
        f.y += 2.5 + lh(s, 1.2)
        f.text(self.x0, f.y, text.upper(), (), "B", s)
        f.line(self.x0, f.y + 0.9, self.x0 + f.m(text.upper(), "B", s), f.y + 0.9, 0.25, BLACK)
        f.y += 1.6

    def b_kv(self, f, b, x0, W):
        cs, vs = self.s(9.0), self.s(self.size)
        d = lh(vs, 1.32)
        for cap, run in b[1]:
            cl = f.lines([cap + " :"], self.tab - 2, "R", cs)
            ls = bwrap(run, W - self.tab, lambda t: f.m(t, "R", vs), True)
            n = max(len(cl), len(ls))
            f.need(d * n)
            for j, (t, _) in enumerate(cl):
                f.text(x0, f.y + d * (j + 1), t, (), "R", cs)
            for j, (t, v, _) in enumerate(ls):
                f.text(x0 + self.tab, f.y + d * (j + 1), t, v, "R", vs)
            f.y += d * n + 0.3
        f.y += 1.0

    def b_tab(self, f, b, x0, W):
        f.y += 1.2
        grid(f, b[1], b[2], b[3], x0, W, size=self.s(8.8), row_rule=BLACK, col_rule=BLACK, outer=BLACK, head_rule=0.3,
             right=[q for q, h in enumerate(b[1]) if h.startswith(("Montant", "Tarif", "Prix"))])

    def b_chk(self, f, b, x0, W):
        s = self.s(9.2)
        for on, text in b[1]:
            f.need(lh(s, 1.5))
            f.y += lh(s, 1.5)
            f.text(x0 + 2, f.y, ("[X] " if on else "[ ] ") + text, (), "R", s)
        f.y += 1.2

    def b_yn(self, f, b, x0, W):
        s = self.s(9.2)
        for q, on in b[1]:
            f.need(lh(s, 1.5))
            f.y += lh(s, 1.5)
            f.text(x0, f.y, q, (), "R", s)
            f.text(x0 + W - 36, f.y, "oui [%s]   non [%s]" % ("X" if on else " ", " " if on else "X"), (), "R", s)
        f.y += 1.2

    def b_alert(self, f, b, x0, W):
        f.y += 1.5
        for run in b[1]:
            f.para(["NB : "] + list(run), x0, W, self.s(9.2), "B", 1.34, brk=True)
        f.y += 1.5

    def sigs(self, f, sigs):
        f.y += 4
        for role, runs in sigs:
            def cell(g):
                if role:
                    g.para([role], self.x0 + 96, self.W - 96, self.s(8.6), "I", 1.3)
                for run in runs:
                    g.para(run, self.x0 + 96, self.W - 96, self.s(9.4), "R", 1.35)
                g.y += 7
            f.need(dry(f, cell))
            cell(f)

    def frame(self, f):
        n = len(f.pages)
        for k, p in enumerate(f.pages):
            fl = f.lines(list(self.doc["foot"]) + [" - %d/%d" % (k + 1, n)], self.W, "R", 7.4)
            y = 287.0 - 3.1 * (len(fl) - 1)
            for t, v in fl:
                f.text(self.x0 + (self.W - f.m(t, "R", 7.4)) / 2, y, t, v, "R", 7.4, BLACK, page=p)
                y += 3.1


def lay_releve(doc, meas):
    return Releve(doc, meas).layout()


def lay_bureau(doc, meas):
    return Bureau(doc, meas).layout()


LAYOUTS_B = {"pyreleve": lay_releve, "fxrecu": lay_bureau}
