"""The shared part loop (corpus BT's, copied) and the first two templates of corpus BU (layouts_b.py holds the other
two; render.py and fax.py draw them).
  rlportable      ReportLab, URW Gothic Book / Demi / Oblique as embedded Type 1 (+ DejaVu Sans for the ticks) - a form
                  in the manner of the EUROPEAN PORTABLE DOCUMENTS (S1, S2, EHIC certificates): on every page a navy
                  HEADER BAND with a drawn EMBLEM (a blue square with a ring of twelve yellow five-pointed stars), the
                  issuer in white, and a white FORM-CODE BOX at the right ("DOCUMENT PORTABLE" over "BU 03"); the
                  running identity in grey under the band; sections opened by a NAVY SQUARE holding the white section
                  number, the title in navy Demi and a hairline running to the margin; every field NUMBERED "2.3" in a
                  small navy tab with its caption, the value written inside a PALE-BLUE INPUT BOX under it (the look of
                  a fillable form), two boxes per row when they fit; navy-headed tables; "☒ / ☐"; notes in a pale
                  yellow box with a thick navy left bar; signatures in framed boxes with a dashed round STAMP place;
                  foot "k / n" at the right over a navy rule.
  fpzweisprachig  fpdf2, Caladea Regular / Bold / Italic / Bold Italic (+ DejaVu Sans for the ticks) - a BILINGUAL
                  FRENCH / GERMAN INTERLINEAR form of an Upper-Rhine border hospital: a dark red RAIL down the left
                  edge of every page; the title in French bold with its German translation in grey italic UNDER it;
                  section headings "Identité / Identität" with a red rule; every caption printed twice, French bold
                  over German italic, in a caption column, the value beside them; tables with a French header line
                  and a German one under it; ticks and yes / no "oui / ja", "non / nein"; signature lines "Date et
                  signature / Datum und Unterschrift"; running head right, foot "page k/n - Seite k/n" centred.
"""
from __future__ import annotations

import math

from .de import de
from .render import BLACK, GREY, WHITE, BFlow, boxed, bwrap, dry, grid, lh

SCALES = (1.0, 0.94, 0.88, 0.82, 0.76, 0.7, 0.64)


class Template:
    """One family's look: ``top`` draws a part's head; the b_* methods draw blocks; ``sigs`` the signature blocks."""
    x0, W, top_margin, bottom, size, lead = 18.0, 174.0, 18.0, 274.0, 9.2, 1.38
    bullet = "-"

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
            self.npart, self.nsec, self.nfield = pi + 1, 0, 0
            self.top(f, part)
            for head, blocks in part["secs"]:
                if head:
                    self.nsec += 1
                self.section(f, head, blocks)
            if part["note"]:
                f.y += 2
                f.para(part["note"], self.x0, self.W, self.s(8.2), "I", 1.3, GREY)
            if part["sigs"]:
                self.sigs(f, part["sigs"])
            if pi == len(self.doc["parts"]) - 1:
                self.end(f)
        return f

    def end(self, f):
        pass

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
            if blocks:
                first = dry(f, lambda g: getattr(self, "b_" + blocks[0][0])(g, blocks[0], self.x0, self.W))
                f.need(min(first, 34.0) + 14)
            self.heading(f, head)
        for b in blocks:
            getattr(self, "b_" + b[0])(f, b, self.x0, self.W)

    def issuer(self, part):
        return part["issuer"] or self.doc["issuer"]

    def pre(self, part):
        out = list(part["refs"])
        if part["to"]:
            out.append(("Destinataire", R_join(part["to"])))
        if part["place"]:
            out.append(("Lieu et date", list(part["place"])))
        return out

    def b_p(self, f, b, x0, W):
        f.y += 1.1 * self.k
        f.para(b[1], x0, W, self.s(self.size), "R", self.lead, BLACK, brk=True)

    def b_list(self, f, b, x0, W):
        for run in b[1]:
            f.need(lh(self.s(self.size), self.lead))
            f.text(x0 + 2, f.y + lh(self.s(self.size), self.lead), self.bullet, (), "R", self.s(self.size))
            f.para(run, x0 + 6, W - 6, self.s(self.size), "R", self.lead, BLACK, brk=True)
        f.y += 1

    def fit_pairs(self, f, pairs, width, cst, csz, vst, vsz, per=2):
        """Rows of up to ``per`` (caption, run) pairs: several when each fits in width / per."""
        rows, pend = [], []
        for cap, run in pairs:
            w = max(f.m(cap, cst, csz), f.m(" ".join(t for t, _ in f.lines(run, 1e6, vst, vsz)), vst, vsz)) + 6
            if w > width / per:
                rows += [pend] if pend else []
                rows.append([(cap, run)])
                pend = []
            else:
                pend.append((cap, run))
                if len(pend) == per:
                    rows.append(pend)
                    pend = []
        return rows + ([pend] if pend else [])


def R_join(to):
    out = list(to["name"])
    for run in to["lines"]:
        out += [", "] + list(run)
    return out


# ------------------------------------------------------------------ 1. European portable-document form (ReportLab)
NAVY, PALEB, YEL = (0.0, 0.2, 0.58), (0.92, 0.95, 1.0), (1.0, 0.8, 0.0)


def star(cx, cy, r):
    pts = []
    for k in range(10):
        a = -math.pi / 2 + k * math.pi / 5
        rr = r if k % 2 == 0 else r * 0.4
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return pts


class Portable(Template):
    x0, W, top_margin, bottom, size, lead = 18.0, 174.0, 37.0, 276.0, 8.9, 1.4
    ind = 7.5

    def top(self, f, part):
        x0, W = self.x0, self.W
        f.para([part["title"]], x0, W, self.s(12.5), "B", 1.3, NAVY)
        iss = self.issuer(part)
        if part["issuer"]:
            f.para(["Émis par : "] + list(iss["name"]) + ([" - " + iss["service"]] if iss.get("service") else []), x0, W, self.s(8.2), "R", 1.35, GREY, brk=True)
            for run in iss["lines"][:2]:
                f.para(run, x0, W, self.s(7.8), "R", 1.3, GREY, brk=True)
        f.y += 1.5
        pre = self.pre(part)
        if pre:
            self.nsec = 0
            self.heading(f, "Références", num="0")
            self.b_kv(f, ("kv", pre), x0, W)

    def heading(self, f, text, num=None):
        s = self.s(9.8)
        f.need(18)
        f.y += 3
        f.rect(self.x0, f.y, 5.2, 5.2, fill=NAVY)
        n = num or str(self.nsec)
        f.text(self.x0 + 2.6 - f.m(n, "B", 8) / 2, f.y + 3.9, n, (), "B", 8, WHITE)
        f.text(self.x0 + self.ind, f.y + 4.0, text, (), "B", s, NAVY)
        x = self.x0 + self.ind + f.m(text, "B", s) + 2.5
        f.line(x, f.y + 3.0, self.x0 + self.W, f.y + 3.0, 0.15, NAVY)
        f.y += 6.5
        self.cur_sec = n
        self.nfield = 0

    def b_p(self, f, b, x0, W):
        f.y += 1.0 * self.k
        f.para(b[1], x0 + self.ind, W - self.ind, self.s(self.size), "R", self.lead, BLACK, brk=True)

    def b_list(self, f, b, x0, W):
        Template.b_list(self, f, b, x0 + self.ind, W - self.ind)

    def b_kv(self, f, b, x0, W):
        cs, vs = self.s(7.0), self.s(9.0)
        x0, W = x0 + self.ind, W - self.ind
        dv = lh(vs, 1.3)
        sec = getattr(self, "cur_sec", str(self.nsec))
        for row in self.fit_pairs(f, b[1], W, "R", cs, "R", vs):
            n = len(row)
            wq = (W - 3 * (n - 1)) / n
            cells = []
            for cap, run in row:
                self.nfield += 1
                cells.append(("%s.%d" % (sec, self.nfield), cap, bwrap(run, wq - 4, lambda t: f.m(t, "R", vs), True)))
            nl = max(len(ls) for _, _, ls in cells)
            h = 4.2 + dv * nl + 2.2
            f.need(h + 1)
            for q, (num, cap, ls) in enumerate(cells):
                x = x0 + q * (wq + 3)
                tw = f.m(num, "B", cs) + 2.2
                f.rect(x, f.y, tw, 3.4, fill=NAVY, r=0.6)
                f.text(x + 1.1, f.y + 2.6, num, (), "B", cs, WHITE)
                f.text(x + tw + 1.4, f.y + 2.6, cap, (), "R", cs, (0.3, 0.3, 0.36))
                f.rect(x, f.y + 4.0, wq, dv * nl + 2.0, fill=PALEB, stroke=(0.55, 0.62, 0.8), lw=0.15, r=0.8)
                for j, (t, v, _) in enumerate(ls):
                    f.text(x + 2, f.y + 4.0 + dv * (j + 1) + 0.1, t, v, "R", vs)
            f.y += h + 0.8
        f.y += 0.8

    def b_tab(self, f, b, x0, W):
        f.y += 1
        grid(f, b[1], b[2], b[3], x0 + self.ind, W - self.ind, size=self.s(8.2), head_fill=NAVY, head_color=WHITE, row_rule=(0.7, 0.76, 0.9),
             outer=NAVY, right=[q for q, h in enumerate(b[1]) if h.startswith(("Montant", "Tarif", "Prix"))])

    def b_chk(self, f, b, x0, W):
        s = self.s(8.8)
        d = lh(s, 1.7)
        x0, W = x0 + self.ind, W - self.ind
        f.need(d)
        x, y = x0, f.y + d
        for on, text in b[1]:
            w = f.m(text, "R", s) + 10
            if x > x0 and x + w > x0 + W:
                x, y = x0, y + d
                f.need(d)
            f.text(x, y, "☒" if on else "☐", (), "G", s * 1.1, NAVY)
            f.text(x + 4.4, y, text, (), "R", s)
            x += w
        f.y = y + 1.4

    def b_yn(self, f, b, x0, W):
        s = self.s(8.7)
        d = lh(s, 1.7)
        for q, on in b[1]:
            f.need(d)
            f.y += d
            f.text(x0 + self.ind, f.y, q, (), "R", s)
            x = x0 + W - 30
            for j, (lab, sel) in enumerate((("oui", on), ("non", not on))):
                f.text(x + j * 15, f.y, "☒" if sel else "☐", (), "G", s * 1.1, NAVY)
                f.text(x + j * 15 + 4.3, f.y, lab, (), "B" if sel else "R", s)
        f.y += 1.6

    def b_alert(self, f, b, x0, W):
        x0, W = x0 + self.ind, W - self.ind

        def body(g):
            g.y += 1.4
            for run in b[1]:
                g.para(run, x0 + 4.5, W - 7, self.s(8.8), "R", 1.36, brk=True)
            g.y += 2.0
        f.y += 1.5
        boxed(f, body, x0, W, fill=(1.0, 0.97, 0.82), under=[lambda y0, h: [("r", x0, y0, 1.6, h, NAVY, None, 0.0, 0.1)]])
        f.y += 1.5

    def sigs(self, f, sigs):
        n = min(3, len(sigs))
        w = (self.W - self.ind - 4 * (n - 1)) / n
        f.y += 3
        for k in range(0, len(sigs), n):
            row = sigs[k:k + n]

            def cell(g, role, runs, x):
                g.y += 0.4
                g.para([(role or "Signature").upper()], x + 2, w - 4, self.s(6.8), "B", 1.3, NAVY)
                for run in runs:
                    g.para(run, x + 2, w - 16, self.s(8.8), "R", 1.35)
                g.y += 12
            h = max(dry(f, lambda g, r_=r_: cell(g, r_[0], r_[1], 0)) for r_ in row)
            f.need(h + 2)
            y0 = f.y
            for q, (role, runs) in enumerate(row):
                x = self.x0 + self.ind + q * (w + 4)
                f.rect(x, y0, w, h, stroke=NAVY, lw=0.25)
                f.y = y0
                cell(f, role, runs, x)
                f.pages[-1]["ops"].append(("c", x + w - 8.5, y0 + h - 8.5, 6.0, None, (0.6, 0.66, 0.85), 0.2))
            f.y = y0 + h + 2

    def frame(self, f):
        n = len(f.pages)
        doc, x0, W = self.doc, self.x0, self.W
        for k, p in enumerate(f.pages):
            ops = [("r", x0, 8.0, W, 19.0, NAVY, None, 0.0, 0.1), ("r", x0 + 1.5, 9.5, 16.0, 16.0, (0.0, 0.27, 0.7), None, 0.0, 0.1)]
            for j in range(12):
                a = 2 * math.pi * j / 12
                ops.append(("poly", star(x0 + 9.5 + 5.4 * math.cos(a), 17.5 + 5.4 * math.sin(a), 1.05), YEL))
            ops.append(("r", x0 + W - 35, 10.0, 33.0, 15.0, WHITE, None, 0.8, 0.1))
            p["ops"][0:0] = ops
            y = 14.0
            for t, v in f.lines(list(doc["issuer"]["name"]), W - 62, "B", 9.0)[:2]:
                f.text(x0 + 20, y, t, v, "B", 9.0, WHITE, page=p)
                y += 4.0
            f.text(x0 + 20, y + 0.6, doc["issuer"].get("service") or "", (), "R", 7.2, WHITE, page=p)
            f.text(x0 + W - 33, 14.0, "DOCUMENT PORTABLE", (), "B", 5.8, NAVY, page=p)
            form = doc["form"][0]
            f.text(x0 + W - 33, 21.5, form.text.replace("-", " "), [], "B", 13, NAVY, page=p)
            yy = 31.0
            for t, v in f.lines([doc["title"] + " - "] + list(doc["head"]), W, "I", 7.4):
                f.text(x0, yy, t, v, "I", 7.4, GREY, page=p)
                yy += 3.2
            fl = f.lines(list(doc["foot"]), W - 20, "R", 6.9)
            y = 286.0 - 3.0 * (len(fl) - 1)
            p["ops"].append(("l", x0, y - 3.6, x0 + W, y - 3.6, 0.35, NAVY, False))
            for t, v in fl:
                f.text(x0, y, t, v, "R", 6.9, GREY, page=p)
                y += 3.0
            pg = "%d / %d" % (k + 1, n)
            f.text(x0 + W - f.m(pg, "B", 7.5), 286.0, pg, (), "B", 7.5, NAVY, page=p)


# ------------------------------------------------------------------ 2. bilingual French / German interlinear form (fpdf2)
RED = (0.55, 0.08, 0.12)


class Zweisprachig(Template):
    x0, W, top_margin, bottom, size, lead = 20.0, 174.0, 24.0, 277.0, 9.6, 1.36
    capw = 50.0

    def top(self, f, part):
        x0, W = self.x0, self.W
        f.para([part["title"]], x0, W, self.s(13.5), "B", 1.25, BLACK)
        g = de(part["title"])
        if g:
            f.para([g], x0, W, self.s(10.5), "I", 1.25, GREY)
        f.line(x0, f.y + 2.0, x0 + W, f.y + 2.0, 0.5, RED)
        f.y += 4
        iss = self.issuer(part)
        if part["issuer"]:
            f.para(list(iss["name"]) + ([" - " + iss["service"]] if iss.get("service") else []), x0, W, self.s(8.6), "B", 1.3, RED, brk=True)
            for run in iss["lines"] + iss["contact"]:
                f.para(run, x0, W, self.s(8.0), "R", 1.3, (0.25, 0.25, 0.25), brk=True)
            f.y += 1.5
        pre = self.pre(part)
        if pre:
            self.b_kv(f, ("kv", pre), x0, W)

    def heading(self, f, text):
        s = self.s(10.4)
        f.need(16)
        f.y += 3 + lh(s, 1.2)
        f.text(self.x0, f.y, text, (), "B", s, RED)
        g = de(text)
        if g:
            f.text(self.x0 + f.m(text + "  /", "B", s) + 1, f.y, "/  " + g, (), "I", s * 0.92, GREY)
        f.line(self.x0, f.y + 1.4, self.x0 + self.W, f.y + 1.4, 0.2, RED)
        f.y += 3.0

    def b_kv(self, f, b, x0, W):
        cs, gs, vs = self.s(8.2), self.s(7.4), self.s(self.size)
        dv = lh(vs, 1.3)
        for cap, run in b[1]:
            g = de(cap)
            cl = f.lines([cap], self.capw - 2, "B", cs)
            gl = f.lines([g], self.capw - 2, "I", gs) if g else []
            ls = bwrap(run, W - self.capw - 2, lambda t: f.m(t, "R", vs), True)
            h = max(lh(cs, 1.25) * len(cl) + lh(gs, 1.25) * len(gl), dv * len(ls)) + 2.0
            f.need(h)
            y = f.y
            for t, _ in cl:
                y += lh(cs, 1.25)
                f.text(x0, y, t, (), "B", cs)
            for t, _ in gl:
                y += lh(gs, 1.25)
                f.text(x0, y, t, (), "I", gs, GREY)
            for j, (t, v, _) in enumerate(ls):
                f.text(x0 + self.capw, f.y + lh(cs, 1.25) + dv * j + 0.2, t, v, "R", vs)
            f.y += h
            f.line(x0, f.y - 0.8, x0 + W, f.y - 0.8, 0.1, (0.8, 0.8, 0.8))
        f.y += 1.0

    def b_tab(self, f, b, x0, W):
        f.y += 1.2
        grid(f, b[1], b[2], b[3], x0, W, size=self.s(8.6), head_fill=(0.96, 0.9, 0.9), sub_heads=[de(h) or "" for h in b[1]],
             row_rule=(0.7, 0.7, 0.7), head_rule=0.4, right=[q for q, h in enumerate(b[1]) if h.startswith(("Montant", "Tarif", "Prix"))])

    def b_chk(self, f, b, x0, W):
        s = self.s(9.0)
        for on, text in b[1]:
            f.need(lh(s, 1.6))
            f.y += lh(s, 1.6)
            f.text(x0 + 1, f.y, "☒" if on else "☐", (), "G", s * 1.1, RED if on else BLACK)
            f.text(x0 + 6, f.y, text, (), "R", s)
            g = de(text)
            if g:
                f.text(x0 + 6 + f.m(text + " ", "R", s) + 1.5, f.y, "/ " + g, (), "I", s * 0.9, GREY)
        f.y += 1.4

    def b_yn(self, f, b, x0, W):
        s = self.s(9.0)
        for q, on in b[1]:
            g = de(q)
            h = lh(s, 1.5) + (lh(s * 0.85, 1.3) if g else 0)
            f.need(h)
            f.y += lh(s, 1.5)
            f.text(x0, f.y, q, (), "R", s)
            x = x0 + W - 48
            for j, (lab, sel) in enumerate((("oui / ja", on), ("non / nein", not on))):
                f.text(x + j * 24, f.y, "☒" if sel else "☐", (), "G", s * 1.1, RED if sel else BLACK)
                f.text(x + j * 24 + 4.6, f.y, lab, (), "B" if sel else "R", s)
            if g:
                f.y += lh(s * 0.85, 1.3)
                f.text(x0, f.y, g, (), "I", s * 0.85, GREY)
        f.y += 1.5

    def b_alert(self, f, b, x0, W):
        def body(g):
            g.y += 1.2
            g.para(["Attention / Achtung"], x0 + 4, W - 8, self.s(8.2), "B", 1.3, RED)
            for run in b[1]:
                g.para(run, x0 + 4, W - 8, self.s(9.0), "R", 1.34, brk=True)
            g.y += 2
        f.y += 1.2
        boxed(f, body, x0, W, stroke=RED, lw=0.3, under=[lambda y0, h: [("r", x0, y0, 1.4, h, RED, None, 0.0, 0.1)]])
        f.y += 1.2

    def sigs(self, f, sigs):
        f.y += 3
        for role, runs in sigs:
            def cell(g):
                g.para([role or "Signature", "  /  ", de(role) or "Unterschrift"], self.x0, 80, self.s(8.0), "B", 1.3, RED)
                for run in runs:
                    g.para(run, self.x0, 80, self.s(9.2), "R", 1.35)
                g.y += 2
            h = max(dry(f, cell), 14)
            f.need(h + 2)
            y0 = f.y
            cell(f)
            f.y = y0
            f.text(self.x0 + 92, y0 + 4, "Date et signature / Datum und Unterschrift", (), "I", self.s(7.2), GREY)
            f.line(self.x0 + 92, y0 + h - 1, self.x0 + self.W, y0 + h - 1, 0.25, BLACK)
            f.y = y0 + h + 1.5

    def frame(self, f):
        n = len(f.pages)
        for k, p in enumerate(f.pages):
            p["ops"].insert(0, ("r", 0.0, 0.0, 9.0, 297.0, RED, None, 0.0, 0.1))
            t, v = f.lines(list(self.doc["issuer"]["name"]), 92, "B", 8.4)[0]
            f.text(self.x0, 11.0, t, v, "B", 8.4, RED, page=p)
            f.text(self.x0, 14.6, "Accueil transfrontalier - Grenzüberschreitende Versorgung", (), "I", 7.2, GREY, page=p)
            hl = f.lines(list(self.doc["head"]), 78, "I", 7.2)
            for j, (t, v) in enumerate(hl[:3]):
                f.text(self.x0 + self.W - f.m(t, "I", 7.2), 11.0 + 3.4 * j, t, v, "I", 7.2, GREY, page=p)
            p["ops"].append(("l", self.x0, 19.6, self.x0 + self.W, 19.6, 0.2, BLACK, False))
            p["ops"].append(("l", self.x0, 20.3, self.x0 + self.W, 20.3, 0.2, BLACK, False))
            fl = f.lines(list(self.doc["foot"]) + [" - page %d/%d - Seite %d/%d" % (k + 1, n, k + 1, n)], self.W, "R", 7.2)
            y = 287.0 - 3.1 * (len(fl) - 1)
            for t, v in fl:
                f.text(self.x0 + (self.W - f.m(t, "R", 7.2)) / 2, y, t, v, "R", 7.2, (0.3, 0.3, 0.3), page=p)
                y += 3.1


def lay_portable(doc, meas):
    return Portable(doc, meas).layout()


def lay_zweisprachig(doc, meas):
    return Zweisprachig(doc, meas).layout()


LAYOUTS = {"rlportable": lay_portable, "fpzweisprachig": lay_zweisprachig}
