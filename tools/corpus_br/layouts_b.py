"""The last two templates of corpus BR (see layouts.py).
  pysocial  pydyf, base-14 Helvetica / Bold / Oblique + Times-Italic (WinAnsi, not embedded) - a HOSPITAL SOCIAL-SERVICE
            REPORT: issuer block over a full-width rule with an outlined "CONFIDENTIEL - secret professionnel" tag top
            right; a 38 mm LEFT MARGIN holding the section titles numbered in ROMAN NUMERALS ("II. TITULAIRES DE
            L'AUTORITÉ PARENTALE", small grey bold capitals right-aligned against a short vertical bar) and the "Établi
            le" date, beside a body column whose paragraphs are JUSTIFIED (PDF word spacing Tw; a line that would
            stretch more than 2.4 mm per space stays ragged); fields as run-in "Caption : value" lines with a hanging
            indent; tables ruled by COLUMN RULES ONLY with a DOUBLE RULE under the header (no fill, no row rule);
            "[x]" / "[ ]" ticks; a grey box with a thick black left bar for alerts; signatures as unframed columns
            over a short rule. Running head and foot in Times italic.
  mufiche   PyMuPDF, FreeSerif / Bold / Italic + FreeSans Bold - a CHILD-FILE EXPORT AS CARDS: a dark teal BAR across the
            top of every page (software, document, page k/n in white), the title in sans bold teal, an IDENTITY CAPSULE
            (pale teal rounded box repeating the child's identity), every section a white rounded CARD with a teal
            ACCENT STRIP on its left edge and the title in sans bold, fields as a DEFINITION LIST (italic grey caption,
            serif value, hairline under each row), tables with a teal header in white letters, "■" / "□" ticks, yes / no
            answers as pale green / pale red rounded CHIPS, alerts as a pink card with a red strip, signature cards side
            by side with a teal top rule. Foot "... - imprimé le date - page k/n".
"""
from __future__ import annotations

from tools.corpus_kit import frame

from .layouts import Template
from .render import BLACK, GREY, WHITE, boxed, bwrap, dry, grid, lh


# ------------------------------------------------------------------ 3. social-service report (pydyf)
ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X"]


class Social(Template):
    x0, W, top_margin, bottom, size, lead = 58.0, 136.0, 17.0, 277.0, 9.2, 1.4
    justify, bullet, L = True, "–", 16.0

    def top(self, f, part):
        iss, L = self.issuer(part), self.L
        y0 = f.y
        f.para(iss["name"], L, 118, self.s(10.5), "B", 1.28, brk=True)
        if iss["service"]:
            f.para([iss["service"]], L, 118, self.s(8.8), "I", 1.3)
        for run in iss["lines"] + iss["contact"]:
            f.para(run, L, 118, self.s(7.8), "R", 1.3, (0.3, 0.3, 0.3), brk=True)
        yl = f.y
        f.rect(150, y0 + 0.5, 44, 10.5, stroke=BLACK, lw=0.35)
        f.text(152.5, y0 + 5.2, "CONFIDENTIEL", (), "B", self.s(9.4))
        f.text(152.5, y0 + 9.3, "secret professionnel", (), "S", self.s(8))
        f.y = max(yl, y0 + 12) + 2.5
        f.line(L, f.y, 194, f.y, 0.5, BLACK)
        f.y += 2
        self.margin(f, ["Établi le "] + list(self.doc["day"]))
        f.para([part["title"]], self.x0, self.W, self.s(13), "B", 1.25)
        f.y += 1.5
        if part["to"]:
            f.y += 1
            f.para(["À l'attention de :"], self.x0 + 62, self.W - 62, self.s(8), "S", 1.3, GREY)
            f.para(part["to"]["name"], self.x0 + 62, self.W - 62, self.s(9.6), "B", 1.3, brk=True)
            for run in part["to"]["lines"]:
                f.para(run, self.x0 + 62, self.W - 62, self.s(9.2), "R", 1.3, brk=True)
            f.y += 2
        if part["refs"]:
            n, self.nsec = self.nsec, 0
            self.heading(f, "Références")
            self.nsec = n
            self.b_kv(f, ("kv", part["refs"]), self.x0, self.W)
            self.end(f)
        if part["place"]:
            t, v, _ = bwrap(part["place"], self.W, lambda s: f.m(s, "I", self.s(9)))[0]
            f.y += lh(self.s(9), 1.5)
            f.text(194 - f.m(t, "I", self.s(9)), f.y, t, v, "I", self.s(9))
        f.y += 1.5

    def margin(self, f, run, st="S", size=8.0, color=GREY):
        ls = f.lines(run, 35, st, self.s(size))
        for j, (t, v) in enumerate(ls):
            f.text(55 - f.m(t, st, self.s(size)), f.y + lh(self.s(size), 1.3) * (j + 1), t, v, st, self.s(size), color)
        return f.y + lh(self.s(size), 1.3) * len(ls)

    def heading(self, f, text):
        f.need(16)
        f.y += 3.2
        f.line(self.x0, f.y, 194, f.y, 0.15, (0.55, 0.55, 0.55))
        lab = ("%s. " % ROMAN[self.nsec - 1] if self.nsec else "") + text.upper()
        self.mb = self.margin(f, [lab], "B", 7.6, (0.35, 0.35, 0.35))
        f.line(56.6, f.y + 0.6, 56.6, self.mb + 0.6, 0.5, (0.35, 0.35, 0.35))
        f.y += 0.3

    def end(self, f):
        f.y = max(f.y, getattr(self, "mb", 0))
        self.mb = 0

    def section(self, f, head, blocks):
        super().section(f, head, blocks)
        self.end(f)

    def b_kv(self, f, b, x0, W):
        cs, vs = self.s(8.6), self.s(9.2)
        d = lh(vs, 1.36)
        for cap, run in b[1]:
            c = cap + " : "
            cw = f.m(c, "I", cs)
            ls = bwrap(list(run), W - cw, lambda t: f.m(t, "R", vs), True)
            f.need(d * len(ls))
            f.text(x0, f.y + d, c, (), "I", cs, (0.25, 0.25, 0.25))
            for j, (t, v, _) in enumerate(ls):
                f.y += d
                f.text(x0 + (cw if j == 0 else 5), f.y, t, v, "R", vs)
        f.y += 1.2

    def b_tab(self, f, b, x0, W):
        f.y += 1.5
        grid(f, b[1], b[2], b[3], x0, W, size=self.s(8.2), row_rule=None, col_rule=(0.45, 0.45, 0.45), head_rule=0.25, double=True,
             bottom=0.25)

    def b_chk(self, f, b, x0, W):
        f.y += 0.6
        f.para(["   ".join(("[x] " if on else "[ ] ") + t for on, t in b[1])], x0, W, self.s(9), "R", 1.45)
        f.y += 0.8

    def b_yn(self, f, b, x0, W):
        for q, on in b[1]:
            f.para([q + " : " + ("[x] oui  [ ] non" if on else "[ ] oui  [x] non")], x0, W, self.s(9), "R", 1.4)
        f.y += 1

    def b_alert(self, f, b, x0, W):
        def body(g):
            g.y += 1.4
            for run in b[1]:
                g.para(run, x0 + 4, W - 6, self.s(9.2), "B", 1.38, brk=True, justify=True)
            g.y += 2.2
        f.y += 1.5
        boxed(f, body, x0, W, fill=(0.93, 0.93, 0.93), under=[lambda y0, h: [("r", x0, y0, 1.6, h, BLACK, None, 0.0, 0.1)]])
        f.y += 1.5

    def sigs(self, f, sigs):
        n = {1: 1, 2: 2, 4: 2}.get(len(sigs), 3)
        w = (self.W - 5 * (n - 1)) / n
        f.y += 4
        for k in range(0, len(sigs), n):
            row = sigs[k:k + n]

            def cell(g, role, runs, x):
                if role:
                    g.para([role], x, w, self.s(8.6), "I", 1.3)
                for run in runs:
                    g.para(run, x, w, self.s(9), "R", 1.32)
                g.y += 11
            h = max(dry(f, lambda g, r_=r_: cell(g, r_[0], r_[1], 0)) for r_ in row)
            f.need(h + 2)
            y0 = f.y
            for q, (role, runs) in enumerate(row):
                x = self.x0 + q * (w + 5)
                f.y = y0
                cell(f, role, runs, x)
                f.line(x, y0 + h - 1, x + min(w, 42), y0 + h - 1, 0.25, BLACK)
            f.y = y0 + h + 2

    def cont(self, f, title):
        f.text(self.L, f.top + 1, title + " (suite)", (), "S", 8, GREY)
        f.y += 4

    def frame(self, f):
        frame(f, [self.doc["title"] + " - "] + list(self.doc["head"]), " - page {k} sur {n}", self.doc["foot"],
              " - page {k} sur {n}", self.L, 194 - self.L, yh=9.5, yf=287.5, color=(0.3, 0.3, 0.3), st="S", size=7.6, rules=True)


# ------------------------------------------------------------------ 4. child-file export as cards (PyMuPDF)
TEAL, PALE = (0.06, 0.37, 0.42), (0.89, 0.95, 0.95)


class Fiche(Template):
    x0, W, top_margin, bottom, size, lead = 15.0, 180.0, 20.0, 276.0, 9.4, 1.36

    def top(self, f, part):
        iss, x0, W = self.issuer(part), self.x0, self.W
        y0 = f.y
        f.para([part["title"]], x0, 108, self.s(13), "S", 1.22, TEAL)
        f.y += 0.6
        f.para(iss["name"], x0, 108, self.s(9.6), "B", 1.3, brk=True)
        if iss["service"]:
            f.para([iss["service"]], x0, 108, self.s(8.8), "I", 1.3)
        yl, f.y = f.y, y0
        for run in iss["lines"] + iss["contact"] + ([iss["legal"]] if iss.get("legal") else []):
            for t, v in f.lines(run, 68, "R", self.s(8)):
                f.y += lh(self.s(8), 1.3)
                f.text(x0 + W - f.m(t, "R", self.s(8)), f.y, t, v, "R", self.s(8), (0.3, 0.3, 0.3))
        f.y = max(yl, f.y) + 3

        def capsule(g):
            g.y += 1
            g.para(["Dossier enfant"], x0 + 4, W - 8, self.s(7.4), "S", 1.3, TEAL)
            g.para(self.doc["head"], x0 + 4, W - 8, self.s(9.6), "B", 1.3, brk=True)
            g.y += 2
        boxed(f, capsule, x0, W, fill=PALE, r=3.5)
        f.y += 2
        if part["to"] or part["place"]:
            y1 = f.y
            if part["place"]:
                f.para(part["place"], x0, 80, self.s(9.2), "I", 1.4)
            yp, f.y = f.y, y1
            if part["to"]:
                f.para(["Destinataire"], x0 + 96, W - 96, self.s(7.4), "S", 1.3, TEAL)
                f.para(part["to"]["name"], x0 + 96, W - 96, self.s(9.8), "B", 1.3, brk=True)
                for run in part["to"]["lines"]:
                    f.para(run, x0 + 96, W - 96, self.s(9.4), "R", 1.3, brk=True)
            f.y = max(yp, f.y) + 2
        if part["refs"]:
            self.section(f, "Références", [("kv", part["refs"])])

    def section(self, f, head, blocks, accent=TEAL, fill=WHITE):
        x0, W = self.x0, self.W

        def body(g):
            g.y += 1.2
            if head:
                g.para([head], x0 + 5, W - 8, self.s(9), "S", 1.3, accent)
                g.y += 0.6
            for b in blocks:
                getattr(self, "b_" + b[0])(g, b, x0 + 5, W - 9)
            g.y += 2.4
        h = dry(f, body)
        f.y += 2
        if h < self.bottom - self.top_margin - 12:
            boxed(f, body, x0, W, fill=fill, stroke=(0.75, 0.78, 0.78), r=2.2, lw=0.25,
                  under=[lambda y0, hh: [("r", x0, y0 + 0.4, 2.2, hh - 0.8, accent, None, 0.0, 0.1)]])
        else:
            f.line(x0, f.y + 0.5, x0 + W, f.y + 0.5, 0.6, accent)
            body(f)
        f.y += 1

    def heading(self, f, text):  # headings are drawn inside the cards (section)
        pass

    def b_kv(self, f, b, x0, W):
        cs, vs, cw = self.s(8), self.s(9.4), 40.0
        d = lh(vs, 1.34)
        for cap, run in b[1]:
            cl = f.lines([cap], cw - 2, "I", cs)
            ls = bwrap(run, W - cw, lambda t: f.m(t, "R", vs), True)
            n = max(len(ls), len(cl))
            f.need(d * n + 1)
            for j, (t, _) in enumerate(cl):
                f.text(x0, f.y + d * (j + 1), t, (), "I", cs, GREY)
            for j, (t, v, _) in enumerate(ls):
                f.text(x0 + cw, f.y + d * (j + 1), t, v, "R", vs)
            f.y += d * n + 0.9
            f.line(x0, f.y, x0 + W, f.y, 0.1, (0.82, 0.84, 0.84))
        f.y += 1

    def b_tab(self, f, b, x0, W):
        f.y += 1.2
        grid(f, b[1], b[2], b[3], x0, W, size=self.s(8.4), head_st="S", head_fill=TEAL, head_color=WHITE, row_rule=(0.8, 0.84, 0.84))

    def b_chk(self, f, b, x0, W):
        s = self.s(9)
        d = lh(s, 1.55)
        f.need(d)
        x, y = x0, f.y + d
        for on, text in b[1]:
            w = f.m(text, "R", s) + 10
            if x > x0 and x + w > x0 + W:
                x, y = x0, y + d
                f.need(d)
            f.text(x, y, "■" if on else "□", (), "G", s, TEAL if on else GREY)
            f.text(x + 4, y, text, (), "R", s)
            x += w
        f.y = y + 1.2

    def b_yn(self, f, b, x0, W):
        s = self.s(9)
        d = lh(s, 1.7)
        for q, on in b[1]:
            f.need(d)
            f.y += d
            f.text(x0, f.y, q, (), "R", s)
            lab = "Oui" if on else "Non"
            w = f.m(lab, "S", self.s(7.8)) + 4
            f.rect(x0 + W - w, f.y - 3.3, w, 4.4, fill=(0.85, 0.94, 0.86) if on else (0.98, 0.87, 0.86), r=2.0)
            f.text(x0 + W - w + 2, f.y, lab, (), "S", self.s(7.8), (0.1, 0.45, 0.2) if on else (0.65, 0.15, 0.12))
        f.y += 1.5

    def b_alert(self, f, b, x0, W):
        for run in b[1]:
            f.para(run, x0, W, self.s(9.4), "B", 1.36, (0.6, 0.1, 0.08), brk=True)
        f.y += 1

    def b_p(self, f, b, x0, W):
        f.y += 1.0 * self.k
        f.para(b[1], x0, W, self.s(self.size), "R", self.lead, BLACK, brk=True)

    def sigs(self, f, sigs):
        n = {1: 1, 2: 2, 4: 2}.get(len(sigs), 3)
        w = (self.W - 4 * (n - 1)) / n
        f.y += 3
        for k in range(0, len(sigs), n):
            row = sigs[k:k + n]

            def cell(g, role, runs, x):
                g.y += 1.6
                g.para([role or "Signature"], x + 3, w - 6, self.s(7.6), "S", 1.3, TEAL)
                for run in runs:
                    g.para(run, x + 3, w - 6, self.s(9), "R", 1.32)
                g.y += 12
            h = max(dry(f, lambda g, r_=r_: cell(g, r_[0], r_[1], 0)) for r_ in row)
            f.need(h + 2)
            y0 = f.y
            for q, (role, runs) in enumerate(row):
                x = self.x0 + q * (w + 4)
                f.rect(x, y0, w, h, stroke=(0.75, 0.78, 0.78), r=2.0, lw=0.25)
                f.line(x + 1, y0 + 0.3, x + w - 1, y0 + 0.3, 0.9, TEAL)
                f.y = y0
                cell(f, role, runs, x)
                f.text(x + 3, y0 + h - 2.2, "Signature", (), "I", self.s(6.8), GREY)
            f.y = y0 + h + 2

    def cont(self, f, title):
        f.text(self.x0, f.top + 1, title + " (suite)", (), "I", 7.6, GREY)
        f.y += 4

    def frame(self, f):
        n = len(f.pages)
        soft = "PédiaDossier 3.7 | " + self.doc["title"]
        for k, p in enumerate(f.pages):
            p["ops"].insert(0, ("r", 0.0, 0.0, 210.0, 12.5, TEAL, None, 0.0, 0.1))
            p["ops"].append(("t", self.x0, 8.2, soft, "S", 8.4, WHITE, 0))
            pg = "page %d/%d" % (k + 1, n)
            p["ops"].append(("t", self.x0 + self.W - f.m(pg, "S", 8.4), 8.2, pg, "S", 8.4, WHITE, 0))
            run = list(self.doc["foot"]) + [" - imprimé le "] + list(self.doc["day"]) + [" - page %d/%d" % (k + 1, n)]
            ls = f.lines(run, self.W, "R", 7.0)
            for j, (t, v) in enumerate(ls):
                f.text(self.x0, 288.0 - lh(7.0, 1.3) * (len(ls) - 1 - j), t, v, "R", 7.0, (0.35, 0.35, 0.35), page=p)


def lay_social(doc, meas):
    return Social(doc, meas).layout()


def lay_fiche(doc, meas):
    return Fiche(doc, meas).layout()


LAYOUTS_B = {"pysocial": lay_social, "mufiche": lay_fiche}
