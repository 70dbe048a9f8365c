"""The shared part loop (corpus BS's, copied) and the first two templates of corpus BT (layouts_b.py holds the other
two; render.py and photo.py draw them).
  rlprotocole  ReportLab, Lato Regular / Bold / Italic / Semibold (+ DejaVu Sans for ☐ / ☑) - a SPONSOR'S CONTROLLED
               DOCUMENT (a quality-managed template of the clinical-research world): on every page a framed HEADER
               CARTOUCHE of three cells (issuer | document title | "Réf. / Version 3.0 du ... / Page k sur n") over a
               grey protocol line (acronym, EU CT, NCT); parts and sections numbered DECIMALLY ("2.", "2.1", "2.2")
               with the number in a teal hanging margin; fields as a TWO-COLUMN KEY / VALUE TABLE (shaded key cell,
               white value cell, hairline frame); tables with a teal header and an outer frame; "☑" / "☐" ticks;
               yes / no as a pair of small "Oui" / "Non" cells, the chosen one filled; notes in a box with a teal top
               border and "À NOTER"; signatures as a SIGNATURE TABLE ("Fonction | Nom | Date et signature"); foot
               "Confidentiel - ..." left.
  fpcioms      fpdf2, Liberation Sans Narrow / Bold / Italic + Liberation Mono (+ DejaVu Sans for ☐ / ☒) - an
               INTERNATIONAL NUMBERED-CELL FORM (the layout of the CIOMS-I adverse-reaction form): the title in bold
               capitals inside a double frame with the form code; every section framed, with a grey VERTICAL BAND at
               its left whose title is ROTATED 90° ("II. ÉVÉNEMENT"); every field a ruled CELL whose NUMBER and caption
               stand in tiny bold capitals at its top left ("7. DATE DE NAISSANCE") with the value under it, two or
               three cells per row when they fit; fully ruled tables with a grey header; "☒" / "☐"; yes / no as
               "OUI ☒ NON ☐"; signature cells numbered like fields.
"""
from __future__ import annotations

from tools.corpus_kit import frame  # noqa: F401

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
            if blocks:
                first = dry(f, lambda g: getattr(self, "b_" + blocks[0][0])(g, blocks[0], self.x0, self.W))
                f.need(min(first, 34.0) + 14)
            self.heading(f, head)
        for b in blocks:
            getattr(self, "b_" + b[0])(f, b, self.x0, self.W)

    def issuer(self, part):
        return part["issuer"] or self.doc["issuer"]

    def b_p(self, f, b, x0, W):
        f.y += 1.1 * self.k
        f.para(b[1], x0, W, self.s(self.size), "R", self.lead, BLACK, brk=True, justify=self.justify)

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
            w = max(f.m(cap, cst, csz), f.m(" ".join(t for t, _ in f.lines(run, 1e6, vst, vsz)), vst, vsz)) + 4
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


# ------------------------------------------------------------------ 1. sponsor's controlled document (ReportLab)
TEAL, PALE = (0.0, 0.4, 0.45), (0.9, 0.95, 0.95)


class Protocole(Template):
    x0, W, top_margin, bottom, size, lead = 20.0, 172.0, 40.0, 276.0, 9.0, 1.4
    xi = 12.0  # hanging margin of the decimal numbers

    def top(self, f, part):
        x0, W = self.x0, self.W
        f.para(["%d.  %s" % (self.npart, part["title"].upper())], x0, W, self.s(11.5), "B", 1.3, TEAL)
        f.line(x0, f.y + 1.2, x0 + W, f.y + 1.2, 0.5, TEAL)
        f.y += 3
        iss = self.issuer(part)
        if part["issuer"]:
            f.para(["Émetteur : "] + list(iss["name"]) + ([" - " + iss["service"]] if iss.get("service") else []), x0, W, self.s(8.4), "S", 1.35, GREY, brk=True)
        if part["refs"]:
            self.b_kv(f, ("kv", part["refs"]), x0, W)
        if part["to"]:
            self.b_kv(f, ("kv", [("Destinataire", R_join(part["to"]))]), x0, W)
        if part["place"]:
            f.para(["Fait à "] + list(part["place"]), x0, W, self.s(8.8), "I", 1.4)
        f.y += 1

    def heading(self, f, text):
        s = self.s(9.6)
        f.need(16)
        f.y += 2.5 + lh(s, 1.3)
        f.text(self.x0, f.y, "%d.%d" % (self.npart, self.nsec), (), "B", s, TEAL)
        f.text(self.x0 + self.xi, f.y, text, (), "B", s, BLACK)
        f.y += 1.8

    def b_p(self, f, b, x0, W):
        f.y += 1.0 * self.k
        f.para(b[1], x0 + self.xi, W - self.xi, self.s(self.size), "R", self.lead, BLACK, brk=True)

    def b_kv(self, f, b, x0, W):
        cs, vs = self.s(8.2), self.s(8.8)
        x0, W = x0 + self.xi, W - self.xi
        kw = min(58.0, max(f.m(cap, "S", cs) for cap, _ in b[1]) + 5)
        d = lh(vs, 1.32)
        f.y += 0.6
        for cap, run in b[1]:
            ls = bwrap(run, W - kw - 4, lambda t: f.m(t, "R", vs), True)
            cl = f.lines([cap], kw - 3, "S", cs)
            h = d * max(len(ls), len(cl)) + 1.8
            f.need(h)
            f.rect(x0, f.y, kw, h, fill=PALE, stroke=(0.6, 0.6, 0.6), lw=0.15)
            f.rect(x0 + kw, f.y, W - kw, h, stroke=(0.6, 0.6, 0.6), lw=0.15)
            for j, (t, _) in enumerate(cl):
                f.text(x0 + 1.6, f.y + d * (j + 1) + 0.2, t, (), "S", cs, (0.15, 0.3, 0.32))
            for j, (t, v, _) in enumerate(ls):
                f.text(x0 + kw + 2, f.y + d * (j + 1) + 0.2, t, v, "R", vs)
            f.y += h
        f.y += 1.8

    def b_tab(self, f, b, x0, W):
        f.y += 1
        grid(f, b[1], b[2], b[3], x0 + self.xi, W - self.xi, size=self.s(8.0), head_fill=TEAL, head_color=WHITE, row_rule=(0.7, 0.7, 0.7),
             outer=(0.4, 0.4, 0.4))

    def b_chk(self, f, b, x0, W):
        s = self.s(8.8)
        d = lh(s, 1.6)
        x0, W = x0 + self.xi, W - self.xi
        f.need(d)
        x, y = x0, f.y + d
        for on, text in b[1]:
            w = f.m(text, "R", s) + 10
            if x > x0 and x + w > x0 + W:
                x, y = x0, y + d
                f.need(d)
            f.text(x, y, "☑" if on else "☐", (), "G", s * 1.1, TEAL if on else BLACK)
            f.text(x + 4.4, y, text, (), "R", s)
            x += w
        f.y = y + 1.4

    def b_yn(self, f, b, x0, W):
        s = self.s(8.6)
        d = lh(s, 1.75)
        for q, on in b[1]:
            f.need(d)
            f.y += d
            f.text(x0 + self.xi, f.y, q, (), "R", s)
            for j, (lab, sel) in enumerate((("Oui", on), ("Non", not on))):
                x = x0 + W - 22 + j * 11
                f.rect(x, f.y - d + 1.2, 10, d - 0.6, fill=TEAL if sel else None, stroke=(0.5, 0.5, 0.5), lw=0.15)
                f.text(x + 2.2, f.y - 0.6, lab, (), "B" if sel else "R", s, WHITE if sel else GREY)
        f.y += 1.8

    def b_alert(self, f, b, x0, W):
        x0, W = x0 + self.xi, W - self.xi

        def body(g):
            g.y += 1.5
            g.para(["À NOTER"], x0 + 3, W - 6, self.s(7.6), "B", 1.3, TEAL)
            for run in b[1]:
                g.para(run, x0 + 3, W - 6, self.s(8.8), "R", 1.36, brk=True)
            g.y += 2.2
        f.y += 1.5
        boxed(f, body, x0, W, fill=(0.97, 0.97, 0.97), under=[lambda y0, h: [("r", x0, y0, W, 1.0, TEAL, None, 0.0, 0.1)]])
        f.y += 1.5

    def sigs(self, f, sigs):
        rows = [[[role or "Signataire"], list(runs[0]), (list(runs[1]) if len(runs) > 1 else []) + [" "]] for role, runs in sigs]
        f.y += 3
        grid(f, ["Fonction", "Nom", "Date et signature"], rows, [1.3, 1.6, 1.5], self.x0 + self.xi, self.W - self.xi, size=self.s(8.4),
             head_fill=PALE, head_color=(0.15, 0.3, 0.32), row_rule=(0.5, 0.5, 0.5), col_rule=(0.5, 0.5, 0.5), outer=(0.4, 0.4, 0.4), lead=2.2)

    def frame(self, f):
        n = len(f.pages)
        doc, x0, W = self.doc, self.x0, self.W
        for k, p in enumerate(f.pages):
            ops0 = len(p["ops"])
            y0, ws = 10.0, [W * 0.36, W * 0.36, W * 0.28]
            cells = [[(doc["issuer"]["name"], "B", 8.4), ([doc["issuer"].get("service") or ""], "R", 7.2)],
                     [([doc["title"]], "B", 9.6)],
                     [(["Réf. : "] + list(doc["form"]), "R", 7.4), (list(doc["version"]), "R", 7.4), (["Page %d sur %d" % (k + 1, n)], "B", 7.4)]]
            hmax = 0
            for q, cell in enumerate(cells):
                y = y0 + 1.2
                xq = x0 + sum(ws[:q]) + 2
                for run, st, size in cell:
                    for t, v in f.lines(run, ws[q] - 4, st, size):
                        y += lh(size, 1.3)
                        tx = xq + (ws[q] - 4 - f.m(t, st, size)) / 2 if q == 1 else xq
                        f.text(tx, y, t, v, st, size, TEAL if q == 1 else BLACK, page=p)
                hmax = max(hmax, y - y0 + 2.0)
            p["ops"].append(("r", x0, y0, W, hmax, None, (0.3, 0.3, 0.3), 0.0, 0.3))
            for q in (1, 2):
                p["ops"].append(("l", x0 + sum(ws[:q]), y0, x0 + sum(ws[:q]), y0 + hmax, 0.2, (0.3, 0.3, 0.3), False))
            p["ops"][ops0:ops0] = [("r", x0 + ws[0], y0, ws[1], hmax, PALE, None, 0.0, 0.1)]
            yy = y0 + hmax + 4.2
            for t, v in f.lines(list(doc["proto"]), W, "S", 7.0):
                f.text(x0, yy, t, v, "S", 7.0, GREY, page=p)
                yy += 3.0
            fl = f.lines(["Confidentiel - ne pas diffuser sans l'accord du promoteur - "] + list(doc["foot"]), W, "I", 6.9)
            y = 285.0 - 3.0 * (len(fl) - 1)
            p["ops"].append(("l", x0, y - 3.6, x0 + W, y - 3.6, 0.3, TEAL, False))
            for t, v in fl:
                f.text(x0, y, t, v, "I", 6.9, GREY, page=p)
                y += 3.0


def R_join(to):
    out = list(to["name"])
    for run in to["lines"]:
        out += [", "] + list(run)
    return out


# ------------------------------------------------------------------ 2. numbered-cell international form (fpdf2)
ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII"]
BAND = 7.0


class Cioms(Template):
    x0, W, top_margin, bottom, size, lead = 14.0, 182.0, 16.0, 277.0, 9.0, 1.36

    def top(self, f, part):
        iss, x0, W = self.issuer(part), self.x0, self.W

        def box(g):
            g.y += 1.5
            g.para([part["title"].upper()], x0 + 4, W - 50, self.s(11.5), "B", 1.25)
            g.para(iss["name"], x0 + 4, W - 50, self.s(8), "R", 1.3, brk=True)
            for run in iss["lines"][:1] + iss["contact"][:1]:
                g.para(run, x0 + 4, W - 50, self.s(7.4), "R", 1.3, (0.25, 0.25, 0.25), brk=True)
            g.y += 2
        y0, h = boxed(f, box, x0, W, stroke=BLACK, lw=0.6)
        f.rect(x0 + 1, y0 + 1, W - 2, h - 2, stroke=BLACK, lw=0.15)
        f.text(x0 + W - 42, y0 + 6, "FORMULAIRE", (), "B", 7, GREY)
        form = self.doc["form"][0]
        f.text(x0 + W - 42, y0 + 11, form.text, [form], "S", 9)
        f.y += 2.5
        self.band_start = None
        pre = list(part["refs"])
        if part["to"]:
            pre.append(("Destinataire", R_join(part["to"])))
        if part["place"]:
            pre.append(("Lieu et date", list(part["place"])))
        if pre:
            self.open_band(f, "RÉF.")
            self.b_kv(f, ("kv", pre), x0, W)
            self.close_band(f)

    def open_band(self, f, title):
        f.need(16)
        self.band_start = (len(f.pages), f.y, title)

    def close_band(self, f):
        if not self.band_start:
            return
        npg, y0, title = self.band_start
        x0 = self.x0
        if npg != len(f.pages):
            y0 = f.top + 2
        if f.y > y0:
            h = f.y - y0
            ops = f.pages[-1]["ops"]
            ops.insert(0, ("r", x0, y0, BAND, h, (0.82, 0.82, 0.82), None, 0.0, 0.1))
            ops.append(("r", x0, y0, self.W, h, None, BLACK, 0.0, 0.35))
            s = 6.6
            t = title if f.m(title, "B", s) < h - 3 else title.split(".")[0] + "."
            if f.m(t, "B", s) < h - 2:
                f.text(x0 + BAND / 2 + 1.1, y0 + h / 2 + f.m(t, "B", s) / 2, t, (), "B", s, BLACK, rot=90)
        f.y += 2.0
        self.band_start = None

    def section(self, f, head, blocks):
        self.open_band(f, "%s. %s" % (ROMAN[(self.nsec - 1) % 8], head.upper()) if head else "%s." % ROMAN[self.nsec % 8])
        for b in blocks:
            getattr(self, "b_" + b[0])(f, b, self.x0 + BAND, self.W - BAND)
        self.close_band(f)

    def heading(self, f, text):
        pass

    def b_p(self, f, b, x0, W):
        f.y += 1.0
        f.para(b[1], x0 + 2.5, W - 5, self.s(self.size), "R", self.lead, BLACK, brk=True)
        f.y += 1.0

    def b_list(self, f, b, x0, W):
        Template.b_list(self, f, b, x0 + 2, W - 4)

    def b_kv(self, f, b, x0, W):
        cs, vs = self.s(6.2), self.s(9.2)
        dc, dv = lh(cs, 1.25), lh(vs, 1.3)
        if x0 == self.x0:
            x0, W = x0 + BAND, W - BAND
        for row in self.fit_pairs(f, b[1], W, "B", cs, "R", vs, per=3 if len(b[1]) > 3 else 2):
            ws = [W / len(row)] * len(row)
            cells = []
            for q, (cap, run) in enumerate(row):
                self.nfield += 1
                cl = f.lines(["%d. %s" % (self.nfield, cap.upper())], ws[q] - 3, "B", cs)
                cells.append((cl, bwrap(run, ws[q] - 4, lambda t: f.m(t, "R", vs), True)))
            h = max(dc * len(cl) + dv * len(v) for cl, v in cells) + 2.6
            f.need(h)
            for q, (cl, ls) in enumerate(cells):
                x = x0 + sum(ws[:q])
                f.rect(x, f.y, ws[q], h, stroke=(0.2, 0.2, 0.2), lw=0.15)
                for j, (t, _) in enumerate(cl):
                    f.text(x + 1.3, f.y + dc * (j + 1) + 0.3, t, (), "B", cs, (0.25, 0.25, 0.25))
                for j, (t, v, _) in enumerate(ls):
                    f.text(x + 2, f.y + dc * len(cl) + dv * (j + 1) + 0.6, t, v, "R", vs)
            f.y += h

    def b_tab(self, f, b, x0, W):
        f.y += 1.2
        grid(f, b[1], b[2], b[3], x0 + 2, W - 4, size=self.s(8.2), head_fill=(0.85, 0.85, 0.85), row_rule=BLACK, col_rule=BLACK, outer=BLACK)

    def b_chk(self, f, b, x0, W):
        s = self.s(8.8)
        d = lh(s, 1.7)
        f.need(d)
        x, y = x0 + 2.5, f.y + d
        for on, text in b[1]:
            w = f.m(text, "R", s) + 10
            if x > x0 + 2.5 and x + w > x0 + W:
                x, y = x0 + 2.5, y + d
                f.need(d)
            f.text(x, y, "☒" if on else "☐", (), "G", s * 1.1)
            f.text(x + 4.3, y, text, (), "R", s)
            x += w
        f.y = y + 1.6

    def b_yn(self, f, b, x0, W):
        s = self.s(8.8)
        d = lh(s, 1.65)
        for q, on in b[1]:
            f.need(d)
            f.y += d
            f.text(x0 + 2.5, f.y, q, (), "R", s)
            x = x0 + W - 34
            f.text(x, f.y, "OUI", (), "B", s)
            f.text(x + 7, f.y, "☒" if on else "☐", (), "G", s * 1.1)
            f.text(x + 15, f.y, "NON", (), "B", s)
            f.text(x + 23, f.y, "☐" if on else "☒", (), "G", s * 1.1)
        f.y += 1.6

    def b_alert(self, f, b, x0, W):
        def body(g):
            g.y += 1.4
            for run in b[1]:
                g.para(run, x0 + 4, W - 8, self.s(8.8), "B", 1.35, brk=True)
            g.y += 2
        f.y += 1.2
        boxed(f, body, x0 + 2, W - 4, fill=(0.92, 0.92, 0.92), stroke=BLACK, lw=0.3)
        f.y += 1.2

    def sigs(self, f, sigs):
        self.open_band(f, "%s. SIGNATURES" % ROMAN[self.nsec % 8])
        pairs = [(role or "Signataire", [x for run in runs for x in (list(run) + [" - "])][:-1]) for role, runs in sigs]
        self.b_kv(f, ("kv", pairs), self.x0 + BAND, self.W - BAND)
        f.rect(self.x0 + BAND, f.y, self.W - BAND, 12, stroke=(0.2, 0.2, 0.2), lw=0.15)
        f.text(self.x0 + BAND + 1.3, f.y + 2.6, "SIGNATURE(S)", (), "B", 6.2, (0.25, 0.25, 0.25))
        f.y += 12
        self.close_band(f)

    def cont(self, f, title):
        f.text(self.x0, f.top + 1, title + " (suite)", (), "I", 7.4, GREY)
        f.y += 4

    def frame(self, f):
        n = len(f.pages)
        for k, p in enumerate(f.pages):
            head = [self.doc["title"] + " - "] + list(self.doc["head"])
            for j, (t, v) in enumerate(f.lines(head, self.W, "I", 7.0)):
                f.text(self.x0 + self.W - f.m(t, "I", 7.0), 9.0 + j * 3.1, t, v, "I", 7.0, (0.3, 0.3, 0.3), page=p)
            fl = f.lines(list(self.doc["foot"]) + [" - page %d / %d" % (k + 1, n)], self.W, "R", 7.0)
            y = 287.0 - 3.1 * (len(fl) - 1)
            for t, v in fl:
                f.text(self.x0 + (self.W - f.m(t, "R", 7.0)) / 2, y, t, v, "R", 7.0, (0.3, 0.3, 0.3), page=p)
                y += 3.1


def lay_protocole(doc, meas):
    return Protocole(doc, meas).layout()


def lay_cioms(doc, meas):
    return Cioms(doc, meas).layout()


LAYOUTS = {"rlprotocole": lay_protocole, "fpcioms": lay_cioms}
