"""The shared part loop and the first two templates of corpus BR (layouts_b.py holds the other two; render.py draws them).
  rlcarnet    ReportLab, DejaVu Sans Condensed - a HEALTH-BOOKLET PAGE ("carnet de santé"): a rounded pastel banner with
              the title and the issuer (its contacts right-aligned inside it) and a coloured thumb-tab bleeding off the
              right edge; references as rounded grey CHIPS; every section a rounded PASTEL BAND (mint, peach, lavender,
              butter in turn) with a dark dot; fields written on DOTTED FILL-IN LINES (caption in small grey oblique,
              two short fields per line); tables with a pastel header, shaded alternate COLUMNS and a rounded frame;
              yes / no answers as drawn RADIO CIRCLES (the chosen one filled), check boxes as drawn rounded squares
              with a drawn tick; signature boxes side by side with a dotted signature line.
  fpscolaire  fpdf2, FreeSans (+ FreeSerif for the ☐ / ☒ glyphs) - a SCHOOL-ADMINISTRATION FORM: issuer block left, an
              outlined form box right ("Formulaire BR-nn", document number, edition date), the title in white capitals on
              a BLACK BAR, NUMBERED SECTIONS (white digit in a black square, capital title, rule to the margin),
              fields in a FOUR-COLUMN RULED GRID (grey caption cell | value cell, twice per row), fully ruled tables,
              "☒ oui ☐ non" answers, a double-framed "IMPORTANT" box, and SIGNATURE BOXES SIDE BY SIDE (grey role
              band, name, "Date :", "Signature :").
"""
from __future__ import annotations

from tools.corpus_kit import frame

from .render import BLACK, GREY, WHITE, BFlow, boxed, bwrap, dry, grid, lh

SCALES = (1.0, 0.94, 0.88, 0.82, 0.76, 0.7, 0.64)


class Template:
    """One family's look: ``top`` draws a part's head; the b_* methods draw blocks; ``sigs`` the signature blocks."""
    x0, W, top_margin, bottom, size, lead = 18.0, 174.0, 18.0, 274.0, 9.2, 1.38
    justify = False
    bullet = "•"

    def __init__(self, doc, meas):
        self.doc, self.meas, self.k = doc, meas, 1.0

    def s(self, size):
        return size * self.k

    def build(self, k):
        self.k = k
        f = BFlow(self.meas, self.top_margin, self.bottom)
        f.starting = False
        cur = {"t": ""}

        def on_new():
            if len(f.pages) > 1 and not f.starting:
                self.cont(f, cur["t"])
        f.on_new_page = on_new
        for pi, part in enumerate(self.doc["parts"]):
            if pi:
                f.starting = True
                f.new_page()
                f.starting = False
            cur["t"] = part["title"]
            self.nsec = 0
            self.top(f, part)
            for si, (head, blocks) in enumerate(part["secs"]):
                if head:
                    self.nsec += 1
                self.section(f, head, blocks)
            if part["note"]:
                f.y += 2
                f.para(part["note"], self.x0, self.W, self.s(8.2), "I", 1.3, GREY)
            if part["sigs"]:
                self.sigs(f, part["sigs"])
        return f

    def cont(self, f, title):
        f.text(self.x0, f.top + 1, title + " (suite)", (), "I", 7.4, GREY)
        f.y += 4

    def layout(self):
        """The largest type that gives one page per part (down to 82 %), else the largest that gives at most 3 pages."""
        best = None
        for k in SCALES:
            f = self.build(k)
            if len(f.pages) <= len(self.doc["parts"]) and (best is None or k >= 0.82):
                best = f
                break
            if len(f.pages) <= 3 and best is None:
                best = f
            if best is not None and k < 0.82:
                break
        if best is None:
            raise RuntimeError("%s: %d pages" % (type(self).__name__, len(f.pages)))
        self.frame(best)
        return best

    def section(self, f, head, blocks):
        if head:
            if blocks:  # a heading never ends a page: it keeps the start of its first block
                first = dry(f, lambda g: getattr(self, "b_" + blocks[0][0])(g, blocks[0], self.x0, self.W))
                f.need(min(first, 34.0) + 14)
            self.heading(f, head)
        for b in blocks:
            getattr(self, "b_" + b[0])(f, b, self.x0, self.W)

    def issuer(self, part):
        return part["issuer"] or self.doc["issuer"]

    # ---------------------------------------------------------- common blocks
    def b_p(self, f, b, x0, W):
        f.y += 1.1 * self.k
        f.para(b[1], x0, W, self.s(self.size), "R", self.lead, BLACK, brk=True, justify=self.justify)

    def b_list(self, f, b, x0, W):
        for run in b[1]:
            f.need(lh(self.s(self.size), self.lead))
            f.text(x0 + 2, f.y + lh(self.s(self.size), self.lead), self.bullet, (), "R", self.s(self.size))
            f.para(run, x0 + 6, W - 6, self.s(self.size), "R", self.lead, BLACK, brk=True, justify=self.justify)
        f.y += 1

    def fit_pairs(self, f, pairs, half, cst, csz, vst, vsz):
        """Rows of one or two (caption, run) pairs: two when both fit in half the width."""
        rows, pend = [], []
        for cap, run in pairs:
            w = f.m(cap + "  ", cst, csz) + f.m(" ".join(t for t, _ in f.lines(run, 1e6, vst, vsz)), vst, vsz) + 3
            if w > half:
                rows += [pend] if pend else []
                rows.append([(cap, run, True)])
                pend = []
            else:
                pend.append((cap, run, False))
                if len(pend) == 2:
                    rows.append(pend)
                    pend = []
        return rows + ([pend] if pend else [])


# ------------------------------------------------------------------ 1. health-booklet page (ReportLab)
PASTEL = [(0.86, 0.94, 0.88), (0.99, 0.9, 0.82), (0.9, 0.88, 0.97), (0.99, 0.96, 0.8)]
DARK = [(0.13, 0.43, 0.28), (0.68, 0.33, 0.08), (0.33, 0.28, 0.58), (0.5, 0.42, 0.03)]


class Carnet(Template):
    x0, W, top_margin, bottom, size, lead = 17.0, 176.0, 19.0, 276.0, 9.0, 1.38

    def col(self):
        return self.doc["num"] % 4

    def top(self, f, part):
        iss, c = self.issuer(part), self.col()
        x0, W = self.x0, self.W

        def banner(g):
            y0 = g.y
            g.y += 1.5
            g.para([part["title"]], x0 + 5, W * 0.58, self.s(14), "B", 1.2, DARK[c])
            g.y += 0.8
            g.para(iss["name"], x0 + 5, W * 0.58, self.s(9), "B", 1.3, brk=True)
            if iss["service"]:
                g.para([iss["service"]], x0 + 5, W * 0.58, self.s(8.2), "I", 1.3)
            yl, g.y = g.y, y0 + 1.5
            for run in iss["lines"] + iss["contact"] + ([iss["legal"]] if iss.get("legal") else []):
                for t, v in g.lines(run, W * 0.36, "R", self.s(7.6)):
                    g.y += lh(self.s(7.6), 1.32)
                    g.text(x0 + W - 4 - g.m(t, "R", self.s(7.6)), g.y, t, v, "R", self.s(7.6), (0.3, 0.3, 0.3))
            g.y = max(yl, g.y) + 3
        boxed(f, banner, x0, W, fill=PASTEL[c], r=3.0,
              under=[lambda y0, h: [("r", 205.0, y0 + 2, 6.0, h - 4, DARK[c], None, 0.0, 0.1)]])
        f.y += 2.5
        self.chips(f, part["refs"])
        if part["to"]:
            f.y += 2
            y0 = f.y
            f.para(part["to"]["name"], x0 + 100, W - 100, self.s(9.6), "B", 1.3, brk=True)
            for run in part["to"]["lines"]:
                f.para(run, x0 + 100, W - 100, self.s(9.2), "R", 1.3, brk=True)
            f.line(x0 + 97.5, y0 + 1, x0 + 97.5, f.y + 1, 0.6, DARK[c])
            f.y += 3
        if part["place"]:
            t = bwrap(part["place"], W, lambda s: f.m(s, "I", self.s(9)))[0]
            f.y += lh(self.s(9), 1.4)
            f.text(x0 + W - f.m(t[0], "I", self.s(9)), f.y, t[0], t[1], "I", self.s(9))
        f.y += 2

    def chips(self, f, refs):
        cs, vs = self.s(7.2), self.s(8.2)
        x = self.x0
        f.need(8)
        for cap, run in refs:
            lines = f.lines(run, self.W - f.m(cap + " ", "I", cs) - 6, "B", vs)
            w = f.m(cap + " ", "I", cs) + max(f.m(t, "B", vs) for t, _ in lines) + 5
            h = lh(vs, 1.35) * len(lines) + 2.2
            if x > self.x0 and x + w > self.x0 + self.W:
                x, f.y = self.x0, f.y + 6.6
            f.rect(x, f.y, w, h, fill=(0.93, 0.93, 0.93), r=1.6)
            f.text(x + 2, f.y + lh(vs, 1.35) + 0.3, cap, (), "I", cs, GREY)
            for j, (t, v) in enumerate(lines):
                f.text(x + 2.5 + f.m(cap + " ", "I", cs), f.y + lh(vs, 1.35) * (j + 1) + 0.3, t, v, "B", vs)
            if len(lines) > 1:
                f.y += h - 6.6 + 1
            x += w + 2.5
        f.y += 7.5

    def heading(self, f, text):
        c = (self.col() + self.nsec) % 4
        h = lh(self.s(9.4), 1.55)
        f.need(h + 14)
        f.y += 2.2
        f.rect(self.x0, f.y, self.W, h + 0.6, fill=PASTEL[c], r=1.6)
        f.circle(self.x0 + 3.2, f.y + h / 2 + 0.3, 1.1, fill=DARK[c])
        f.text(self.x0 + 6.2, f.y + h * 0.72, text, (), "B", self.s(9.4), DARK[c])
        f.y += h + 1.6

    def b_kv(self, f, b, x0, W):
        cs, vs, half = self.s(7.6), self.s(9.2), (W - 6) / 2
        d = lh(vs, 1.62)
        for row in self.fit_pairs(f, b[1], half, "I", cs, "R", vs):
            full = row[0][2]
            ws = [W] if full else [half] * len(row)
            cells = []
            for q, (cap, run, _) in enumerate(row):
                cw = f.m(cap + "  ", "I", cs)
                cells.append((cap, cw, bwrap(run, ws[q] - cw - 1, lambda t: f.m(t, "R", vs), full)))
            f.need(d * max(len(c[2]) for c in cells))
            y0 = f.y
            for q, (cap, cw, ls) in enumerate(cells):
                x = x0 + q * (half + 6)
                f.y = y0
                f.text(x, f.y + d - 0.6, cap, (), "I", cs, GREY)
                for t, v, _ in ls:
                    f.y += d
                    f.text(x + cw, f.y - 0.6, t, v, "R", vs)
                    f.line(x + cw - 0.8, f.y + 0.4, x + ws[q], f.y + 0.4, 0.25, (0.55, 0.55, 0.55), dash=True)
            f.y = y0 + d * max(len(c[2]) for c in cells)
        f.y += 1.2

    def b_tab(self, f, b, x0, W):
        c = (self.col() + self.nsec) % 4
        f.y += 1.2
        grid(f, b[1], b[2], b[3], x0, W, size=self.s(8.2), head_fill=PASTEL[c], head_color=DARK[c], row_rule=(0.75, 0.75, 0.75),
             col_shade=(0.965, 0.965, 0.955), outer=(0.55, 0.55, 0.55))

    def tick_box(self, f, x, y, on):
        f.rect(x, y - 2.8, 3.0, 3.0, stroke=(0.35, 0.35, 0.35), r=0.7, lw=0.25)
        if on:
            f.line(x + 0.6, y - 1.3, x + 1.3, y - 0.5, 0.45, DARK[self.col()])
            f.line(x + 1.3, y - 0.5, x + 2.6, y - 2.4, 0.45, DARK[self.col()])

    def b_chk(self, f, b, x0, W):
        s = self.s(8.8)
        d = lh(s, 1.7)
        f.need(d)
        x, y = x0, f.y + d
        for on, text in b[1]:
            w = f.m(text, "R", s) + 10
            if x > x0 and x + w > x0 + W:
                x, y = x0, y + d
                f.need(d)
            self.tick_box(f, x, y, on)
            f.text(x + 4.3, y, text, (), "R", s)
            x += w
        f.y = y + 1.4

    def b_yn(self, f, b, x0, W):
        s = self.s(8.8)
        d = lh(s, 1.65)
        for q, on in b[1]:
            f.need(d)
            f.y += d
            f.text(x0 + 1, f.y, q, (), "R", s)
            for j, (lab, sel) in enumerate((("oui", on), ("non", not on))):
                x = x0 + W - 26 + j * 13
                f.circle(x + 1.4, f.y - 1.1, 1.35, fill=DARK[self.col()] if sel else None, stroke=(0.35, 0.35, 0.35), lw=0.25)
                f.text(x + 3.6, f.y, lab, (), "R", s)
            f.line(x0 + 1 + f.m(q, "R", s) + 1.5, f.y, x0 + W - 28, f.y, 0.2, (0.7, 0.7, 0.7), dash=True)
        f.y += 1.5

    def b_alert(self, f, b, x0, W):
        def body(g):
            g.y += 1.2
            for run in b[1]:
                g.para(run, x0 + 4, W - 8, self.s(9.2), "B", 1.35, (0.62, 0.08, 0.08), brk=True)
            g.y += 2.4
        f.y += 1.5
        boxed(f, body, x0, W, fill=(1.0, 0.92, 0.92), stroke=(0.75, 0.2, 0.2), r=2.2, lw=0.35)
        f.y += 1.5

    def sigs(self, f, sigs):
        n = {1: 1, 2: 2, 4: 2}.get(len(sigs), 3)
        w = (self.W - 4 * (n - 1)) / n
        f.y += 3
        for k in range(0, len(sigs), n):
            row = sigs[k:k + n]

            def cell(g, role, runs, x):
                if role:
                    g.para([role], x + 2.5, w - 5, self.s(7.8), "B", 1.3, DARK[self.col()])
                for run in runs:
                    g.para(run, x + 2.5, w - 5, self.s(8.8), "R", 1.32)
                g.y += 12
            h = max(dry(f, lambda g, r_=r_: cell(g, r_[0], r_[1], 0)) for r_ in row) + 1.5
            f.need(h + 2)
            y0 = f.y
            for q, (role, runs) in enumerate(row):
                x = self.x0 + q * (w + 4)
                f.rect(x, y0, w, h, stroke=(0.6, 0.6, 0.6), r=2.2, lw=0.25)
                f.y = y0
                cell(f, role, runs, x)
                f.line(x + 3, y0 + h - 3, x + w - 3, y0 + h - 3, 0.25, GREY, dash=True)
                f.text(x + 3, y0 + h - 3.6, "signature", (), "I", self.s(6.6), GREY)
            f.y = y0 + h + 3

    def frame(self, f):
        frame(f, [self.doc["title"] + " - "] + list(self.doc["head"]), " - page {k}/{n}", self.doc["foot"], " - {k}/{n}",
              self.x0, self.W, yh=10.5, yf=287.0, color=(0.38, 0.38, 0.38), size=6.9, rules=False)


# ------------------------------------------------------------------ 2. school-administration form (fpdf2)
class Scolaire(Template):
    x0, W, top_margin, bottom, size, lead = 15.0, 180.0, 17.0, 277.0, 9.0, 1.36
    bullet = "–"

    def top(self, f, part):
        iss, x0, W = self.issuer(part), self.x0, self.W
        y0 = f.y
        f.para(iss["name"], x0, 112, self.s(10.5), "B", 1.28, brk=True)
        if iss["service"]:
            f.para([iss["service"]], x0, 112, self.s(8.6), "I", 1.3)
        for run in iss["lines"] + iss["contact"]:
            f.para(run, x0, 112, self.s(8.0), "R", 1.3, (0.2, 0.2, 0.2), brk=True)
        yl, f.y = f.y, y0

        def fbox(g):
            g.y += 0.6
            g.para(["Formulaire "] + list(self.doc["form"]), x0 + 125, 52, self.s(8.8), "B", 1.35)
            g.para(["Document n° %02d" % self.doc["num"]], x0 + 125, 52, self.s(8), "R", 1.35)
            g.para(["Édité le "] + list(self.doc["day"]), x0 + 125, 52, self.s(8), "R", 1.35)
            if iss.get("legal"):
                g.para(iss["legal"], x0 + 125, 52, self.s(7.4), "I", 1.3, GREY)
            g.y += 1.6
        boxed(f, fbox, x0 + 122, W - 122, stroke=BLACK, lw=0.35)
        f.y = max(yl, f.y) + 3.5
        lines = f.lines([part["title"].upper()], W - 6, "B", self.s(11.5))
        h = lh(self.s(11.5), 1.4) * len(lines) + 2.4
        f.need(h)
        f.rect(x0, f.y, W, h, fill=BLACK)
        for j, (t, _) in enumerate(lines):
            f.text(x0 + 3, f.y + lh(self.s(11.5), 1.4) * (j + 1) + 0.2, t, (), "B", self.s(11.5), WHITE)
        f.y += h + 2.5
        if part["refs"]:
            self.b_kv(f, ("kv", part["refs"]), x0, W)
        if part["to"]:
            def dest(g):
                g.text(x0 + 95, g.y + 3.6, "Destinataire", (), "I", self.s(7.2), GREY)
                g.y += 3.6
                g.para(part["to"]["name"], x0 + 95, W - 97, self.s(9.6), "B", 1.3, brk=True)
                for run in part["to"]["lines"]:
                    g.para(run, x0 + 95, W - 97, self.s(9.2), "R", 1.3, brk=True)
                g.y += 2
            f.y += 1.5
            boxed(f, dest, x0 + 93, W - 93, stroke=(0.3, 0.3, 0.3), lw=0.2)
        if part["place"]:
            f.y += 1.5
            f.para(["Fait à "] + list(part["place"]), x0, W, self.s(9), "I", 1.4)
        f.y += 1.5

    def heading(self, f, text):
        s = self.s(9.6)
        f.need(20)
        f.y += 3.5
        f.rect(self.x0, f.y, 6.2, 6.2, fill=BLACK)
        f.text(self.x0 + 3.1 - f.m(str(self.nsec), "B", s) / 2, f.y + 4.6, str(self.nsec), (), "B", s, WHITE)
        t = text.upper()
        f.text(self.x0 + 8.5, f.y + 4.6, t, (), "B", s)
        f.line(self.x0 + 9.5 + f.m(t, "B", s), f.y + 4.3, self.x0 + self.W, f.y + 4.3, 0.3, BLACK)
        f.y += 8.2

    def b_kv(self, f, b, x0, W):
        cs, vs = self.s(7.6), self.s(8.8)
        cw = 30.0
        f.y += 1.8
        half = W / 2
        d = lh(vs, 1.34)
        for row in self.fit_pairs(f, b[1], half - cw + f.m("  ", "I", cs), "I", 0.01, "R", vs):
            full = row[0][2]
            vw = (W - cw) if full else (half - cw)
            cells = [(cap, f.lines([cap], cw - 2.4, "I", cs), bwrap(run, vw - 2.4, lambda t: f.m(t, "R", vs), full)) for cap, run, _ in row]
            h = max(max(lh(cs, 1.34) * len(cl), d * len(vl)) for _, cl, vl in cells) + 2.2
            f.need(h)
            for q, (cap, cl, vl) in enumerate(cells):
                x = x0 + q * half
                f.rect(x, f.y, cw, h, fill=(0.87, 0.87, 0.87))
                for j, (t, _) in enumerate(cl):
                    f.text(x + 1.2, f.y + lh(cs, 1.34) * (j + 1) + 0.4, t, (), "I", cs, (0.15, 0.15, 0.15))
                for j, (t, v, _) in enumerate(vl):
                    f.text(x + cw + 1.2, f.y + d * (j + 1) + 0.3, t, v, "R", vs)
            ends = [x0, x0 + cw] + ([x0 + W] if full else [x0 + half, x0 + half + cw, x0 + W] if len(row) == 2 else [x0 + half])
            for x in ends:
                f.line(x, f.y, x, f.y + h, 0.2, BLACK)
            right = x0 + (W if full or len(row) == 2 else half)
            f.line(x0, f.y, right, f.y, 0.2, BLACK)
            f.line(x0, f.y + h, right, f.y + h, 0.2, BLACK)
            f.y += h
        f.y += 2.2

    def b_tab(self, f, b, x0, W):
        f.y += 1.2
        grid(f, b[1], b[2], b[3], x0, W, size=self.s(8.2), head_fill=(0.8, 0.8, 0.8), row_rule=BLACK, col_rule=BLACK, outer=BLACK)

    def glyph(self, on):
        return "☒" if on else "☐"

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
            f.text(x, y, self.glyph(on), (), "G", s * 1.15)
            f.text(x + 4.4, y, text, (), "R", s)
            x += w
        f.y = y + 1.4

    def b_yn(self, f, b, x0, W):
        s = self.s(8.8)
        d = lh(s, 1.55)
        for q, on in b[1]:
            f.need(d)
            f.y += d
            f.text(x0 + 1, f.y, q, (), "R", s)
            for j, (lab, sel) in enumerate((("oui", on), ("non", not on))):
                x = x0 + W - 28 + j * 14
                f.text(x, f.y, self.glyph(sel), (), "G", s * 1.15)
                f.text(x + 4.2, f.y, lab, (), "R", s)
            f.line(x0, f.y + 1.2, x0 + W, f.y + 1.2, 0.1, (0.6, 0.6, 0.6))
        f.y += 2

    def b_alert(self, f, b, x0, W):
        def body(g):
            g.y += 2.2
            g.para(["IMPORTANT"], x0 + 4, W - 8, self.s(9.4), "B", 1.3)
            for run in b[1]:
                g.para(run, x0 + 4, W - 8, self.s(9), "B", 1.35, brk=True)
            g.y += 2.6
        f.y += 1.5
        y0, h = boxed(f, body, x0, W, stroke=BLACK, lw=0.5)
        f.rect(x0 + 1.1, y0 + 1.1, W - 2.2, h - 2.2, stroke=BLACK, lw=0.2)
        f.y += 2

    def sigs(self, f, sigs):
        n = {1: 1, 2: 2, 4: 2}.get(len(sigs), 3)
        w = (self.W - 3 * (n - 1)) / n
        f.y += 3
        for k in range(0, len(sigs), n):
            row = sigs[k:k + n]

            def cell(g, role, runs, x):
                g.y += 5.6
                for run in runs:
                    g.para(run, x + 2, w - 4, self.s(8.6), "R", 1.32)
                if not any(run and isinstance(run[0], str) and run[0].startswith("Date") for run in runs):
                    g.para(["Date :"], x + 2, w - 4, self.s(8), "I", 1.6, GREY)
                g.para(["Signature :"], x + 2, w - 4, self.s(8), "I", 1.6, GREY)
                g.y += 13
            h = max(dry(f, lambda g, r_=r_: cell(g, r_[0], r_[1], 0)) for r_ in row)
            f.need(h + 2)
            y0 = f.y
            for q, (role, runs) in enumerate(row):
                x = self.x0 + q * (w + 3)
                f.rect(x, y0, w, 5.2, fill=(0.85, 0.85, 0.85))
                f.rect(x, y0, w, h, stroke=BLACK, lw=0.3)
                for t, _ in f.lines([role or "Signature"], w - 4, "B", self.s(7.8))[:1]:
                    f.text(x + 2, y0 + 3.8, t, (), "B", self.s(7.8))
                f.y = y0
                cell(f, role, runs, x)
            f.y = y0 + h + 3

    def frame(self, f):
        frame(f, list(self.doc["head"]), " - page {k} / {n}", ["Document confidentiel - "] + list(self.doc["foot"]), " - {k}/{n}",
              self.x0, self.W, yh=9.5, yf=288.0, color=(0.25, 0.25, 0.25), size=6.8, rules=True)


def lay_carnet(doc, meas):
    return Carnet(doc, meas).layout()


def lay_scolaire(doc, meas):
    return Scolaire(doc, meas).layout()


LAYOUTS = {"rlcarnet": lay_carnet, "fpscolaire": lay_scolaire}
