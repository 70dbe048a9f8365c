"""The shared part loop (corpus BR's, copied) and the first two templates of corpus BS (layouts_b.py holds the other two;
render.py draws them).
  rlvolet   ReportLab, DejaVu Serif Condensed + DejaVu Sans Condensed Bold - an INSURANCE FORM ON A TINTED GROUND (one
            "volet" per part, as the multi-sheet forms of the risques professionnels are printed): the whole page is a
            pale ground (pink, green, blue or buff by document) with a darker margin band; every value is printed in a
            WHITE VALUE BOX with a thin frame (caption in small sans to its left, two boxes per row when they fit); the
            sections are CIRCLED LETTERS (white capital in a dark disc: "A", "B", "C") followed by the title in sans
            capitals and a rule; the form code and "VOLET k" stand in a white box at the top right, the title in sans
            capitals under a thick coloured rule; tables are white with a dark header; ticks are drawn crosses in white
            squares; the signature boxes are white, side by side, with a small-capital caption above.
  fpexpert  fpdf2, DejaVu Serif / Bold / Italic / Bold Italic (+ DejaVu Sans for ☐ / ☒) - a MEDICO-LEGAL EXPERT REPORT:
            a CENTRED letterhead over a double rule (thick then thin), references as italic "Nos réf." lines on the
            left and the addressee on the right, the title centred in capitals over a short centred rule, headings
            CENTRED BETWEEN EM DASHES ("— DISCUSSION —"), paragraphs with a FIRST-LINE INDENT, fields as a right-aligned
            italic caption column beside the value, framed tables with a grey header, "oui ☒ non ☐" answers, an
            italic framed note, signatures right-aligned without frames, foot "— k —" centred under the expert's name.
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


# ------------------------------------------------------------------ 1. insurance form on a tinted ground (ReportLab)
GROUND = [(0.99, 0.92, 0.92), (0.91, 0.97, 0.91), (0.91, 0.94, 0.99), (0.98, 0.95, 0.87)]
INK = [(0.62, 0.1, 0.2), (0.1, 0.42, 0.2), (0.12, 0.25, 0.55), (0.52, 0.36, 0.05)]
LETTERS = "ABCDEFGHIJ"


class Volet(Template):
    x0, W, top_margin, bottom, size, lead = 16.0, 178.0, 18.0, 276.0, 8.8, 1.36

    def col(self):
        return self.doc["num"] % 4

    def top(self, f, part):
        iss, c, x0, W = self.issuer(part), self.col(), self.x0, self.W
        y0 = f.y
        f.para(iss["name"], x0, 112, self.s(10.4), "B", 1.28, INK[c], brk=True)
        if iss["service"]:
            f.para([iss["service"]], x0, 112, self.s(8.4), "I", 1.3)
        for run in iss["lines"] + iss["contact"]:
            f.para(run, x0, 112, self.s(7.8), "S", 1.3, (0.2, 0.2, 0.2), brk=True)
        yl, f.y = f.y, y0

        def fbox(g):
            g.y += 0.8
            g.para(list(self.doc["form"]), x0 + 124, 52, self.s(8.6), "B", 1.35)
            g.para(["VOLET %d" % (self.doc["parts"].index(part) + 1)], x0 + 124, 52, self.s(11), "B", 1.3, INK[c])
            if iss.get("legal"):
                g.para(iss["legal"], x0 + 124, 52, self.s(7.2), "S", 1.3, GREY)
            g.y += 1.8
        boxed(f, fbox, x0 + 121, W - 121, fill=WHITE, stroke=INK[c], lw=0.35)
        f.y = max(yl, f.y) + 3
        f.line(x0, f.y, x0 + W, f.y, 1.2, INK[c])
        f.y += 1
        f.para([part["title"].upper()], x0, W, self.s(12), "B", 1.35, BLACK)
        f.y += 2
        if part["refs"]:
            self.b_kv(f, ("kv", part["refs"]), x0, W)
        if part["to"]:
            def dest(g):
                g.y += 1.2
                g.para(part["to"]["name"], x0 + 98, W - 101, self.s(9.4), "B", 1.3, brk=True)
                for run in part["to"]["lines"]:
                    g.para(run, x0 + 98, W - 101, self.s(9), "R", 1.3, brk=True)
                g.y += 2
            boxed(f, dest, x0 + 95, W - 95, fill=WHITE, stroke=(0.5, 0.5, 0.5), lw=0.2)
        if part["place"]:
            f.y += 1
            f.para(["Fait à "] + list(part["place"]), x0, W, self.s(8.8), "I", 1.4)
        f.y += 1

    def heading(self, f, text):
        c, s = self.col(), self.s(9.2)
        f.need(18)
        f.y += 3
        f.circle(self.x0 + 3, f.y + 2.8, 3.0, fill=INK[c])
        L = LETTERS[(self.nsec - 1) % 10]
        f.text(self.x0 + 3 - f.m(L, "B", s) / 2, f.y + 4.1, L, (), "B", s, WHITE)
        t = text.upper()
        f.text(self.x0 + 8, f.y + 4.1, t, (), "B", s, INK[c])
        f.line(self.x0 + 9 + f.m(t, "B", s), f.y + 3.4, self.x0 + self.W, f.y + 3.4, 0.25, INK[c])
        f.y += 7.4

    def b_kv(self, f, b, x0, W):
        cs, vs, gap = self.s(7.2), self.s(8.8), 4.0
        half = (W - gap) / 2
        d = lh(vs, 1.3)
        for row in self.fit_pairs(f, b[1], half - 3, "S", cs, "R", vs):
            full = row[0][2]
            ws = [W] if full else [half] * len(row)
            cells = []
            for q, (cap, run, _) in enumerate(row):
                cw = min(f.m(cap, "S", cs) + 2.5, 42)
                cl = f.lines([cap], cw - 1, "S", cs)
                cells.append((cl, cw, bwrap(run, ws[q] - cw - 2.6, lambda t: f.m(t, "R", vs), full)))
            h = max(max(d * len(v), lh(cs, 1.3) * len(cl)) for cl, _, v in cells) + 2.0
            f.need(h + 1)
            for q, (cl, cw, ls) in enumerate(cells):
                x = x0 + q * (half + gap)
                for j, (t, _) in enumerate(cl):
                    f.text(x, f.y + lh(cs, 1.3) * (j + 1) + 0.6, t, (), "S", cs, (0.25, 0.25, 0.25))
                f.rect(x + cw, f.y, ws[q] - cw, h, fill=WHITE, stroke=(0.45, 0.45, 0.45), r=0.6, lw=0.2)
                for j, (t, v, _) in enumerate(ls):
                    f.text(x + cw + 1.3, f.y + d * (j + 1) + 0.4, t, v, "R", vs)
            f.y += h + 1.2
        f.y += 0.8

    def b_tab(self, f, b, x0, W):
        c = self.col()
        f.y += 1
        y0, idx = f.y, len(f.pages[-1]["ops"])
        n = len(f.pages)
        grid(f, b[1], b[2], b[3], x0, W, size=self.s(8.0), head_fill=INK[c], head_color=WHITE, row_rule=(0.6, 0.6, 0.6),
             col_rule=(0.6, 0.6, 0.6), outer=(0.4, 0.4, 0.4))
        if len(f.pages) == n:  # white cells under a table that stayed on one page
            f.pages[-1]["ops"].insert(idx, ("r", x0, y0, W, f.y - 2.5 - y0, WHITE, None, 0.0, 0.1))

    def cross(self, f, x, y, on):
        f.rect(x, y - 2.9, 3.0, 3.0, fill=WHITE, stroke=(0.3, 0.3, 0.3), lw=0.25)
        if on:
            f.line(x + 0.5, y - 2.4, x + 2.5, y - 0.4, 0.4, BLACK)
            f.line(x + 0.5, y - 0.4, x + 2.5, y - 2.4, 0.4, BLACK)

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
            self.cross(f, x, y, on)
            f.text(x + 4.3, y, text, (), "R", s)
            x += w
        f.y = y + 1.4

    def b_yn(self, f, b, x0, W):
        s = self.s(8.6)
        d = lh(s, 1.65)
        for q, on in b[1]:
            f.need(d)
            f.y += d
            f.text(x0 + 1, f.y, q, (), "R", s)
            for j, (lab, sel) in enumerate((("oui", on), ("non", not on))):
                x = x0 + W - 26 + j * 13
                self.cross(f, x, f.y, sel)
                f.text(x + 4, f.y, lab, (), "S", s)
        f.y += 1.5

    def b_alert(self, f, b, x0, W):
        c = self.col()

        def body(g):
            g.y += 1.2
            for run in b[1]:
                g.para(run, x0 + 4, W - 8, self.s(8.8), "B", 1.35, INK[c], brk=True)
            g.y += 2.2
        f.y += 1.5
        boxed(f, body, x0, W, fill=WHITE, stroke=INK[c], lw=0.7)
        f.y += 1.5

    def sigs(self, f, sigs):
        c = self.col()
        n = {1: 1, 2: 2, 4: 2}.get(len(sigs), 3)
        w = (self.W - 4 * (n - 1)) / n
        f.y += 2
        for k in range(0, len(sigs), n):
            row = sigs[k:k + n]

            def cell(g, role, runs, x):
                g.y += 1
                for run in runs:
                    g.para(run, x + 2, w - 4, self.s(8.6), "R", 1.32)
                g.y += 13
            h = max(dry(f, lambda g, r_=r_: cell(g, r_[0], r_[1], 0)) for r_ in row)
            f.need(h + 7)
            f.y += 4
            y0 = f.y
            for q, (role, runs) in enumerate(row):
                x = self.x0 + q * (w + 4)
                f.text(x, y0 - 1.2, (role or "Signature").upper(), (), "B", self.s(6.8), INK[c])
                f.rect(x, y0, w, h, fill=WHITE, stroke=(0.45, 0.45, 0.45), lw=0.25)
                f.y = y0
                cell(f, role, runs, x)
            f.y = y0 + h + 2

    def frame(self, f):
        c = self.col()
        for p in f.pages:
            p["ops"][0:0] = [("r", 0.0, 0.0, 210.0, 297.0, GROUND[c], None, 0.0, 0.1),
                             ("r", 0.0, 0.0, 5.0, 297.0, INK[c], None, 0.0, 0.1)]
        frame(f, [self.doc["title"] + " - "] + list(self.doc["head"]), " - volet {k}/{n}", self.doc["foot"], " - {k}/{n}",
              self.x0, self.W, yh=9.5, yf=287.5, color=(0.25, 0.25, 0.25), st="S", size=6.9, rules=True)


# ------------------------------------------------------------------ 2. medico-legal expert report (fpdf2)
class Expert(Template):
    x0, W, top_margin, bottom, size, lead = 22.0, 166.0, 16.0, 276.0, 9.0, 1.42
    bullet = "–"

    def centre(self, f, run, st, size, color=BLACK, lead=1.3):
        for t, v in f.lines(run, self.W, st, size):
            f.need(lh(size, lead))
            f.y += lh(size, lead)
            f.text(self.x0 + (self.W - f.m(t, st, size)) / 2, f.y, t, v, st, size, color)

    def top(self, f, part):
        iss, x0, W = self.issuer(part), self.x0, self.W
        self.centre(f, iss["name"], "B", self.s(11.5))
        if iss["service"]:
            self.centre(f, [iss["service"]], "I", self.s(8.8))
        for run in iss["lines"] + iss["contact"] + ([iss["legal"]] if iss.get("legal") else []):
            self.centre(f, run, "R", self.s(7.8), (0.25, 0.25, 0.25))
        f.y += 2
        f.line(x0, f.y, x0 + W, f.y, 0.7, BLACK)
        f.line(x0, f.y + 0.9, x0 + W, f.y + 0.9, 0.15, BLACK)
        f.y += 3.5
        y0 = f.y
        for cap, run in part["refs"]:
            f.para([cap + " : "] + list(run), x0, 88, self.s(8.2), "I", 1.35, brk=True)
        yl, f.y = f.y, y0
        if part["to"]:
            f.para(part["to"]["name"], x0 + 96, W - 96, self.s(9.4), "B", 1.32, brk=True)
            for run in part["to"]["lines"]:
                f.para(run, x0 + 96, W - 96, self.s(9.2), "R", 1.32, brk=True)
        f.y = max(yl, f.y) + 2
        if part["place"]:
            t, v, _ = bwrap(part["place"], W, lambda s: f.m(s, "R", self.s(9)))[0]
            f.y += lh(self.s(9), 1.5)
            f.text(x0 + W - f.m(t, "R", self.s(9)), f.y, t, v, "R", self.s(9))
        f.y += 3
        self.centre(f, [part["title"].upper()], "B", self.s(12), BLACK, 1.35)
        f.y += 1.8
        f.line(x0 + W / 2 - 18, f.y, x0 + W / 2 + 18, f.y, 0.4, BLACK)
        f.y += 2.5

    def heading(self, f, text):
        f.need(18)
        f.y += 3
        self.centre(f, ["— " + text.upper() + " —"], "B", self.s(9.4), BLACK, 1.5)
        f.y += 1.2

    def b_p(self, f, b, x0, W):
        size, ind = self.s(self.size), 8.0
        ls = bwrap(b[1], W - ind, lambda s: f.m(s, "R", size), True)
        d = lh(size, self.lead)
        f.y += 1.2 * self.k
        k = 0
        while k < len(ls):
            j = k
            while ls[j][2] and j + 1 < len(ls):
                j += 1
            f.need(d * (j - k + 1))
            for q, (t, v, _) in enumerate(ls[k:j + 1]):
                f.y += d
                f.text(x0 + (ind if k + q == 0 else 0), f.y, t, v, "R", size)
            k = j + 1

    def b_kv(self, f, b, x0, W):
        cs, vs, cw = self.s(8.2), self.s(9), 46.0
        d = lh(vs, 1.36)
        f.y += 0.8
        for cap, run in b[1]:
            cl = f.lines([cap], cw - 3, "I", cs)
            ls = bwrap(run, W - cw, lambda t: f.m(t, "R", vs), True)
            n = max(len(ls), len(cl))
            f.need(d * n + 0.6)
            for j, (t, _) in enumerate(cl):
                f.text(x0 + cw - 3 - f.m(t, "I", cs), f.y + d * (j + 1), t, (), "I", cs, (0.3, 0.3, 0.3))
            for j, (t, v, _) in enumerate(ls):
                f.text(x0 + cw, f.y + d * (j + 1), t, v, "R", vs)
            f.y += d * n + 0.6
        f.y += 1

    def b_tab(self, f, b, x0, W):
        f.y += 1.2
        grid(f, b[1], b[2], b[3], x0, W, size=self.s(8.0), head_fill=(0.88, 0.88, 0.88), row_rule=(0.5, 0.5, 0.5),
             col_rule=(0.5, 0.5, 0.5), outer=BLACK, head_st="S")

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
            f.text(x, y, self.glyph(on), (), "G", s * 1.1)
            f.text(x + 4.4, y, text, (), "R", s)
            x += w
        f.y = y + 1.4

    def b_yn(self, f, b, x0, W):
        s = self.s(8.8)
        d = lh(s, 1.55)
        for q, on in b[1]:
            f.need(d)
            f.y += d
            f.text(x0 + 4, f.y, q, (), "R", s)
            x = x0 + W - 30
            f.text(x, f.y, "oui", (), "I", s)
            f.text(x + 6.5, f.y, self.glyph(on), (), "G", s * 1.1)
            f.text(x + 13, f.y, "non", (), "I", s)
            f.text(x + 20, f.y, self.glyph(not on), (), "G", s * 1.1)
        f.y += 1.5

    def b_alert(self, f, b, x0, W):
        def body(g):
            g.y += 1.6
            for run in b[1]:
                g.para(run, x0 + 5, W - 10, self.s(9), "S", 1.38, brk=True)
            g.y += 2.4
        f.y += 1.5
        boxed(f, body, x0, W, stroke=BLACK, lw=0.25)
        f.y += 1.5

    def sigs(self, f, sigs):
        n = min(len(sigs), 3)
        w = min(64.0, (self.W - 5 * (n - 1)) / n)
        f.y += 3
        for k in range(0, len(sigs), n):
            row = sigs[k:k + n]

            def cell(g, role, runs, x):
                if role:
                    g.para([role], x, w, self.s(8.4), "I", 1.3)
                for run in runs:
                    g.para(run, x, w, self.s(9), "R", 1.32)
                g.y += 12
            h = max(dry(f, lambda g, r_=r_: cell(g, r_[0], r_[1], 0)) for r_ in row)
            f.need(h + 2)
            y0 = f.y
            for q, (role, runs) in enumerate(row):
                x = self.x0 + self.W - (len(row) - q) * w - (len(row) - 1 - q) * 5
                f.y = y0
                cell(f, role, runs, x)
            f.y = y0 + h + 2

    def cont(self, f, title):
        f.text(self.x0, f.top + 1, title + " (suite)", (), "I", 7.4, GREY)
        f.y += 4

    def frame(self, f):
        n = len(f.pages)
        for k, p in enumerate(f.pages):
            head = [self.doc["title"] + " - "] + list(self.doc["head"])
            for j, (t, v) in enumerate(f.lines(head, self.W, "I", 7.0)):
                f.text(self.x0 + self.W - f.m(t, "I", 7.0), 9.5 + j * 3.2, t, v, "I", 7.0, (0.3, 0.3, 0.3), page=p)
            fl = f.lines(list(self.doc["foot"]), self.W, "R", 6.9)
            y = 283.0 - 3.1 * (len(fl) - 1)
            for t, v in fl:
                f.text(self.x0 + (self.W - f.m(t, "R", 6.9)) / 2, y, t, v, "R", 6.9, (0.3, 0.3, 0.3), page=p)
                y += 3.1
            pg = "— %d / %d —" % (k + 1, n)
            f.text(self.x0 + (self.W - f.m(pg, "R", 8)) / 2, y + 1.4, pg, (), "R", 8, BLACK, page=p)


def lay_volet(doc, meas):
    return Volet(doc, meas).layout()


def lay_expert(doc, meas):
    return Expert(doc, meas).layout()


LAYOUTS = {"rlvolet": lay_volet, "fpexpert": lay_expert}
