"""The last two templates of corpus BS (see layouts.py).
  pyportail  pydyf, base-14 Helvetica / Bold / Oblique + Courier (WinAnsi, not embedded, fixed /ID) - a BROWSER PRINT OF
             AN ONLINE PORTAL (the insurer's or the caisse's web space printed with "Imprimer" in the browser): the
             browser's own print margins carry the date and hour of printing at the top left and the page title at the
             top right, the page's URL (in Courier, with the file or claim number in its path) at the bottom left and
             "k/n" at the bottom right; the page itself opens with a dark blue PORTAL BAR (portal name, "Connecté :"
             user) and a light grey NAVIGATION BAR of menu entries, then a BREADCRUMB ("Accueil › Dossiers › ...");
             titles in blue, section titles as web H2 over a full-width hairline; fields as a HORIZONTAL DESCRIPTION
             LIST (grey caption right-aligned in a 50 mm column, value beside it, hairline between rows); tables with a
             blue-grey header and hairlines; check boxes drawn as small squares with a drawn tick; yes / no answers
             as bold "Oui" / "Non" at the right; alerts in a pale yellow box with an orange left border; validation
             panels instead of signatures; drawn web BUTTONS ("Télécharger le PDF", "Imprimer") close each part.
  ocrscan    PyMuPDF then a hand-written OCR layer (render.py: draw_scan) - a SCANNED LETTER OF THE INCOMING MAIL: the
             sober office print (DejaVu Sans, letterhead top left, the addressee in the window area, the title bold and
             underlined, headings in bold capitals underlined, fields as "Caption : value" lines with a tab stop at
             48 mm, fully ruled tables, yes / no answers where the chosen word is CIRCLED BY HAND, ☐ / ☒ ticks,
             signature names under a PEN SCRIBBLE), then scanned: a greyscale 150 dpi JPEG turned by a fraction of a
             degree, with the "COURRIER ARRIVÉ" stamp, punched holes and specks, and the invisible text layer.
"""
from __future__ import annotations

from .layouts import Template
from .render import BLACK, GREY, WHITE, boxed, bwrap, dry, grid, lh

BLUE, NAVY, LIGHT = (0.0, 0.33, 0.62), (0.05, 0.16, 0.35), (0.92, 0.93, 0.95)


# ------------------------------------------------------------------ 3. browser print of a portal (pydyf)
class Portail(Template):
    x0, W, top_margin, bottom, size, lead = 14.0, 182.0, 16.0, 278.0, 9.0, 1.38

    def top(self, f, part):
        iss, x0, W = self.issuer(part), self.x0, self.W
        f.rect(x0, f.y, W, 11.0, fill=NAVY)
        nm = f.lines(iss["name"], 110, "B", self.s(10.5))[0]
        f.text(x0 + 3, f.y + 7.2, nm[0], nm[1], "B", self.s(10.5), WHITE)
        u = f.lines(self.doc["user"], 66, "R", self.s(7.8))[0]
        f.text(x0 + W - 3 - f.m(u[0], "R", self.s(7.8)), f.y + 7.0, u[0], u[1], "R", self.s(7.8), WHITE)
        f.y += 11.0
        f.rect(x0, f.y, W, 6.6, fill=LIGHT)
        x = x0 + 3
        for m in ["Accueil", "Mes dossiers", "Déclarations", "Documents", "Messagerie", "Aide"]:
            f.text(x, f.y + 4.5, m, (), "B" if m == "Mes dossiers" else "R", self.s(8), NAVY)
            x += f.m(m, "R", self.s(8)) + 8
        f.y += 6.6
        f.y += lh(self.s(7.6), 1.6)
        f.text(x0, f.y, "Accueil › Mes dossiers › " + part["title"], (), "R", self.s(7.6), BLUE)
        f.y += 2
        f.para([part["title"]], x0, W, self.s(14), "B", 1.3, BLUE)
        if iss["service"]:
            f.para([iss["service"]], x0, W, self.s(8.6), "I", 1.3, GREY)
        for run in iss["lines"] + iss["contact"] + ([iss["legal"]] if iss.get("legal") else []):
            f.para(run, x0, W, self.s(7.8), "R", 1.3, (0.3, 0.3, 0.3), brk=True)
        f.y += 2
        if part["refs"]:
            def panel(g):
                g.y += 1.2
                self.b_kv(g, ("kv", part["refs"]), x0 + 3, W - 6, rules=False)
            boxed(f, panel, x0, W, fill=(0.93, 0.96, 1.0), stroke=(0.7, 0.8, 0.9), lw=0.2)
            f.y += 1.5
        if part["to"]:
            f.para(["Destinataire : "] + list(part["to"]["name"]), x0, W, self.s(9), "B", 1.35, brk=True)
            for run in part["to"]["lines"]:
                f.para(run, x0 + 24, W - 24, self.s(8.8), "R", 1.3, brk=True)
        if part["place"]:
            f.para(["Émis à "] + list(part["place"]), x0, W, self.s(8.6), "I", 1.4)
        f.y += 1

    def heading(self, f, text):
        f.need(16)
        f.y += 3.5
        f.para([text], self.x0, self.W, self.s(11), "B", 1.3, NAVY)
        f.y += 1
        f.line(self.x0, f.y, self.x0 + self.W, f.y, 0.2, (0.7, 0.75, 0.8))
        f.y += 0.8

    def b_kv(self, f, b, x0, W, rules=True):
        cs, vs, cw = self.s(8.2), self.s(8.8), 50.0
        d = lh(vs, 1.36)
        for cap, run in b[1]:
            cl = f.lines([cap], cw - 4, "R", cs)
            ls = bwrap(run, W - cw, lambda t: f.m(t, "R", vs), True)
            n = max(len(ls), len(cl))
            f.need(d * n + 1)
            for j, (t, _) in enumerate(cl):
                f.text(x0 + cw - 4 - f.m(t, "R", cs), f.y + d * (j + 1), t, (), "R", cs, GREY)
            for j, (t, v, _) in enumerate(ls):
                f.text(x0 + cw, f.y + d * (j + 1), t, v, "B" if not rules else "R", vs)
            f.y += d * n + 1.0
            if rules:
                f.line(x0, f.y - 0.3, x0 + W, f.y - 0.3, 0.1, (0.85, 0.85, 0.85))
        f.y += 0.8

    def b_tab(self, f, b, x0, W):
        f.y += 1.2
        grid(f, b[1], b[2], b[3], x0, W, size=self.s(8.0), head_fill=(0.86, 0.89, 0.93), head_color=NAVY, row_rule=(0.8, 0.8, 0.8))

    def tick(self, f, x, y, on):
        f.rect(x, y - 2.8, 2.9, 2.9, stroke=(0.4, 0.4, 0.4), lw=0.2)
        if on:
            f.line(x + 0.5, y - 1.3, x + 1.2, y - 0.5, 0.45, BLUE)
            f.line(x + 1.2, y - 0.5, x + 2.5, y - 2.4, 0.45, BLUE)

    def b_chk(self, f, b, x0, W):
        s = self.s(8.6)
        d = lh(s, 1.7)
        f.need(d)
        x, y = x0, f.y + d
        for on, text in b[1]:
            w = f.m(text, "R", s) + 10
            if x > x0 and x + w > x0 + W:
                x, y = x0, y + d
                f.need(d)
            self.tick(f, x, y, on)
            f.text(x + 4.2, y, text, (), "R", s)
            x += w
        f.y = y + 1.4

    def b_yn(self, f, b, x0, W):
        s = self.s(8.8)
        d = lh(s, 1.6)
        for q, on in b[1]:
            f.need(d)
            f.y += d
            f.text(x0, f.y, q, (), "R", s)
            lab = "Oui" if on else "Non"
            f.text(x0 + W - f.m(lab, "B", s), f.y, lab, (), "B", s, (0.1, 0.45, 0.2) if on else (0.6, 0.15, 0.1))
            f.line(x0, f.y + 1.3, x0 + W, f.y + 1.3, 0.1, (0.88, 0.88, 0.88))
        f.y += 1.5

    def b_alert(self, f, b, x0, W):
        def body(g):
            g.y += 1.4
            g.para(["Information"], x0 + 5, W - 8, self.s(8.6), "B", 1.3, (0.7, 0.35, 0.0))
            for run in b[1]:
                g.para(run, x0 + 5, W - 8, self.s(8.8), "R", 1.36, brk=True)
            g.y += 2.2
        f.y += 1.5
        boxed(f, body, x0, W, fill=(1.0, 0.97, 0.86), under=[lambda y0, h: [("r", x0, y0, 1.4, h, (0.93, 0.55, 0.1), None, 0.0, 0.1)]])
        f.y += 1.5

    def sigs(self, f, sigs):
        n = {1: 1, 2: 2, 4: 2}.get(len(sigs), 3)
        w = (self.W - 4 * (n - 1)) / n
        f.y += 2
        for k in range(0, len(sigs), n):
            row = sigs[k:k + n]

            def cell(g, role, runs, x):
                g.y += 1.2
                g.para(["Validé électroniquement - " + (role or "signataire")], x + 2.5, w - 5, self.s(7.6), "I", 1.3, GREY)
                for run in runs:
                    g.para(run, x + 2.5, w - 5, self.s(8.8), "R", 1.32)
                g.y += 2.5
            h = max(dry(f, lambda g, r_=r_: cell(g, r_[0], r_[1], 0)) for r_ in row)
            f.need(h + 2)
            y0 = f.y
            for q, (role, runs) in enumerate(row):
                x = self.x0 + q * (w + 4)
                f.rect(x, y0, w, h, fill=(0.96, 0.97, 0.98), stroke=(0.8, 0.82, 0.86), lw=0.2)
                f.y = y0
                cell(f, role, runs, x)
            f.y = y0 + h + 2

    def buttons(self, f):
        f.need(10)
        f.y += 3
        x = self.x0
        for lab, fill, col in (("Télécharger le PDF", BLUE, WHITE), ("Imprimer", WHITE, BLUE), ("Retour au dossier", WHITE, BLUE)):
            w = f.m(lab, "B", 8.2) + 8
            f.rect(x, f.y, w, 6.4, fill=fill, stroke=BLUE, lw=0.3)
            f.text(x + 4, f.y + 4.4, lab, (), "B", 8.2, col)
            x += w + 3
        f.y += 8

    def build(self, k):
        f = super().build(k)
        return f

    def cont(self, f, title):
        f.text(self.x0, f.top + 1, title + " (suite)", (), "I", 7.4, GREY)
        f.y += 4

    def frame(self, f):
        n = len(f.pages)
        for k, p in enumerate(f.pages):
            left = list(self.doc["printed"])
            t, v = f.lines(left, 60, "R", 7.2)[0]
            f.text(self.x0, 8.5, t, v, "R", 7.2, BLACK, page=p)
            tt = self.doc["title"] + " | " + self.doc["portal"]
            f.text(self.x0 + self.W - f.m(tt, "R", 7.2), 8.5, tt, (), "R", 7.2, BLACK, page=p)
            url = f.lines(list(self.doc["url"]), self.W - 20, "S", 6.8)
            y = 290.0 - 3.0 * (len(url) - 1)
            for t, v in url:
                f.text(self.x0, y, t, v, "S", 6.8, BLACK, page=p)
                y += 3.0
            pg = "%d/%d" % (k + 1, n)
            f.text(self.x0 + self.W - f.m(pg, "R", 7.2), 290.0, pg, (), "R", 7.2, BLACK, page=p)


# ------------------------------------------------------------------ 4. scanned letter (PyMuPDF + OCR layer)
class Scan(Template):
    x0, W, top_margin, bottom, size, lead = 22.0, 168.0, 22.0, 274.0, 8.8, 1.4

    def top(self, f, part):
        iss, x0, W = self.issuer(part), self.x0, self.W
        y0 = f.y
        f.para(iss["name"], x0, 96, self.s(10.5), "B", 1.28, brk=True)
        if iss["service"]:
            f.para([iss["service"]], x0, 96, self.s(8.4), "I", 1.3)
        for run in iss["lines"] + iss["contact"] + ([iss["legal"]] if iss.get("legal") else []):
            f.para(run, x0, 96, self.s(7.8), "R", 1.3, (0.15, 0.15, 0.15), brk=True)
        yl, f.y = f.y, y0 + 16
        if part["to"]:
            f.para(part["to"]["name"], x0 + 96, W - 96, self.s(9.6), "R", 1.32, brk=True)
            for run in part["to"]["lines"]:
                f.para(run, x0 + 96, W - 96, self.s(9.6), "R", 1.32, brk=True)
        f.y = max(yl, f.y) + 3
        if part["place"]:
            t, v, _ = bwrap(part["place"], W, lambda s: f.m(s, "R", self.s(9)))[0]
            f.y += lh(self.s(9), 1.4)
            f.text(x0 + W - f.m(t, "R", self.s(9)), f.y, t, v, "R", self.s(9))
        for cap, run in part["refs"]:
            f.para([cap + " : "] + list(run), x0, W, self.s(8.6), "R", 1.35, brk=True)
        f.y += 2.5
        ls = f.lines([part["title"]], W, "B", self.s(11.5))
        for t, _ in ls:
            f.need(6)
            f.y += lh(self.s(11.5), 1.3)
            f.text(x0, f.y, t, (), "B", self.s(11.5))
            f.line(x0, f.y + 1.0, x0 + f.m(t, "B", self.s(11.5)), f.y + 1.0, 0.3, BLACK)
        f.y += 2.5

    def heading(self, f, text):
        s = self.s(9)
        f.need(16)
        f.y += 3 + lh(s, 1.3)
        t = text.upper()
        f.text(self.x0, f.y, t, (), "B", s)
        f.line(self.x0, f.y + 0.9, self.x0 + f.m(t, "B", s), f.y + 0.9, 0.25, BLACK)
        f.y += 1.6

    def b_kv(self, f, b, x0, W):
        cs, vs, cw = self.s(8.6), self.s(8.8), 48.0
        d = lh(vs, 1.38)
        for cap, run in b[1]:
            ls = bwrap(run, W - cw, lambda t: f.m(t, "R", vs), True)
            wide = f.m(cap + " :", "R", cs) > cw - 2
            f.need(d * (len(ls) + wide))
            f.text(x0, f.y + d, cap + " :", (), "R", cs, (0.2, 0.2, 0.2))
            f.y += d if wide else 0
            for j, (t, v, _) in enumerate(ls):
                f.y += d
                f.text(x0 + cw, f.y, t, v, "R", vs)
        f.y += 1.2

    def b_tab(self, f, b, x0, W):
        f.y += 1.2
        grid(f, b[1], b[2], b[3], x0, W, size=self.s(8.0), row_rule=BLACK, col_rule=BLACK, outer=BLACK, head_rule=0.3)

    def b_chk(self, f, b, x0, W):
        s = self.s(8.8)
        d = lh(s, 1.6)
        f.need(d)
        x, y = x0, f.y + d
        for on, text in b[1]:
            w = f.m(text, "R", s) + 11
            if x > x0 and x + w > x0 + W:
                x, y = x0, y + d
                f.need(d)
            f.text(x, y, "☒" if on else "☐", (), "G", s * 1.1)
            f.text(x + 4.4, y, text, (), "R", s)
            x += w
        f.y = y + 1.4

    def b_yn(self, f, b, x0, W):
        s = self.s(8.8)
        d = lh(s, 1.7)
        for q, on in b[1]:
            f.need(d)
            f.y += d
            f.text(x0, f.y, q, (), "R", s)
            for j, lab in enumerate(("oui", "non")):
                x = x0 + W - 24 + j * 12
                f.text(x, f.y, lab, (), "R", s)
                if (j == 0) == on:  # the chosen answer circled by hand (an open loop of pen strokes)
                    import math
                    cx, cy, rx, ry = x + 2.6, f.y - 1.1, 4.3, 2.6
                    pts = [(cx + rx * math.cos(a / 10.0) * (1 + 0.02 * a / 10), cy + ry * math.sin(a / 10.0)) for a in range(0, 68)]
                    f.pages[-1]["ops"].append(("q", pts, (0.1, 0.15, 0.45), 0.35))
        f.y += 1.5

    def b_alert(self, f, b, x0, W):
        def body(g):
            g.y += 1.4
            for run in b[1]:
                g.para(run, x0 + 4, W - 8, self.s(8.8), "B", 1.36, brk=True)
            g.y += 2.2
        f.y += 1.5
        boxed(f, body, x0, W, stroke=BLACK, lw=0.3)
        f.y += 1.5

    def sigs(self, f, sigs):
        n = {1: 1, 2: 2, 4: 2}.get(len(sigs), 3)
        w = (self.W - 6 * (n - 1)) / n
        f.y += 3
        for k in range(0, len(sigs), n):
            row = sigs[k:k + n]

            def cell(g, role, runs, x):
                if role:
                    g.para([role], x, w, self.s(8.4), "I", 1.3)
                for run in runs:
                    g.para(run, x, w, self.s(8.8), "R", 1.32)
                g.y += 12
            h = max(dry(f, lambda g, r_=r_: cell(g, r_[0], r_[1], 0)) for r_ in row)
            f.need(h + 2)
            y0 = f.y
            for q, (role, runs) in enumerate(row):
                x = self.x0 + q * (w + 6)
                f.y = y0
                cell(f, role, runs, x)
                import math
                bx, by = x + 6, y0 + h - 5
                pts = [(bx + t * 0.9, by - 2.2 * math.sin(t * 0.9 + q) - 0.8 * math.sin(t * 2.3)) for t in range(0, 34)]
                f.pages[-1]["ops"].append(("q", pts, (0.08, 0.1, 0.35), 0.4))
            f.y = y0 + h + 2

    def cont(self, f, title):
        f.text(self.x0, f.top - 2, title + " (suite)", (), "I", 7.4, GREY)
        f.y += 2

    def frame(self, f):
        n = len(f.pages)
        for k, p in enumerate(f.pages):
            fl = f.lines(list(self.doc["foot"]) + [" - page %d/%d" % (k + 1, n)], self.W, "R", 6.8)
            y = 285.0 - 3.0 * (len(fl) - 1)
            for t, v in fl:
                f.text(self.x0, y, t, v, "R", 6.8, (0.3, 0.3, 0.3), page=p)
                y += 3.0


def lay_portail(doc, meas):
    t = Portail(doc, meas)
    orig = t.sigs

    def sigs_then_buttons(f, s):
        orig(f, s)
        t.buttons(f)
    t.sigs = sigs_then_buttons
    return t.layout()


def lay_scan(doc, meas):
    return Scan(doc, meas).layout()


LAYOUTS_B = {"pyportail": lay_portail, "ocrscan": lay_scan}
