"""The page template of the scanned-photocopy family of corpus BV ("scancopie") and its OCR misreadings; scanpdf.py
rasterises it, photocopies it, scans it and writes the PDF with the hand-written OCR layer.

Template (Copie): an office FORM WITH BOXES as the hospital's word processor prints it, in Liberation Serif (headings
in Liberation Sans Bold): the issuer block centred at the top over a rule, at the top right a framed "CADRE RÉSERVÉ
AU SERVICE" holding the references; the title inside a DOUBLE-FRAMED box; headings numbered in Roman numerals ("II. -
HEADING") and underlined; every field a BOXED CELL with its caption in small italics at the top left and the value
under it, two cells per row when they fit; tables fully ruled; ticks as drawn square boxes (a cross of two strokes
when ticked); notes in a grey-shaded box; the operative part of a decision indented in italics; signatures in framed
boxes with a scribbled signature and a round service stamp (drawn, not in the OCR layer); "Page k/n" at the top right
and the running identity and foot at the bottom. The addressee block sits at the window position.

OCR MISREADINGS (seeded): about four ordinary words per page ("rn" <-> "m", "é" -> "e", "ll" -> "Il", "li" -> "h",
"u" -> "ii", "ç" -> "c", "à" -> "a") and one or two values per document (a capital "O" read as "Q" or "0", "I" as "l",
"S" as "5", "B" as "8", "É" as "E" in a surname; a digit "0" as "O", "1" as "l", "5" as "S", "8" as "B" inside an
identifier or a phone number). The truth records a misread value as the layer writes it; its other occurrences keep
their spelling.
"""
from __future__ import annotations

import re

from .engine import BLACK, GREY, Template, boxed, bwrap, dry, grid, lh
from .model import V

LS = "/usr/share/fonts/truetype/liberation2/"
FONTS = {"R": LS + "LiberationSerif-Regular.ttf", "B": LS + "LiberationSerif-Bold.ttf", "I": LS + "LiberationSerif-Italic.ttf",
         "S": LS + "LiberationSans-Bold.ttf"}
ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII"]
SHADE = (0.88, 0.88, 0.88)


def measure():
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    names = {}
    for st, path in FONTS.items():
        nm = "BVcopie" + st
        try:
            pdfmetrics.getFont(nm)
        except KeyError:
            pdfmetrics.registerFont(TTFont(nm, path))
        names[st] = nm
    return lambda t, st, size: pdfmetrics.stringWidth(t, names[st], size) / (72 / 25.4)


class Copie(Template):
    x0, W, top_margin, bottom, size, lead = 20.0, 170.0, 16.0, 276.0, 9.8, 1.34

    def top(self, f, part):
        x0, W = self.x0, self.W
        iss = self.issuer(part)
        y0 = f.y
        cw = 106.0
        for run, st, sz, col in [(iss["name"], "S", 10.5, BLACK)] + ([([iss["service"]], "I", 8.8, BLACK)] if iss.get("service") else []) + \
                [(r_, "R", 8.2, GREY) for r_ in iss["lines"] + iss["contact"]] + ([(iss["legal"], "R", 7.8, GREY)] if iss.get("legal") else []):
            for t, v, _ in bwrap(run, cw, lambda s, st=st, sz=sz: f.m(s, st, self.s(sz)), True):
                f.y += lh(self.s(sz), 1.25)
                f.text(x0 + (cw - f.m(t, st, self.s(sz))) / 2, f.y, t, v, st, self.s(sz), col)
        yl = f.y
        if part["refs"]:
            bx, bw = x0 + cw + 6, W - cw - 6

            def refs(g):
                g.y += 0.6
                g.text(bx + 1.5, g.y + lh(6.6, 1.2), "CADRE RÉSERVÉ AU SERVICE", (), "S", 6.6, GREY)
                g.y += lh(6.6, 1.4)
                for cap, run in part["refs"]:
                    for t, v, _ in bwrap([cap + " : "] + list(run), bw - 3, lambda s: g.m(s, "R", self.s(8.4))):
                        g.y += lh(self.s(8.4), 1.3)
                        g.text(bx + 1.5, g.y, t, v, "R", self.s(8.4))
                g.y += 1.5
            f.y = y0 + 1
            boxed(f, refs, bx, bw, stroke=BLACK, lw=0.35)
        f.y = max(f.y, yl) + 2
        f.line(x0, f.y, x0 + W, f.y, 0.5, BLACK)
        f.y += 2
        if part["to"]:
            for run, st in [(part["to"]["name"], "B")] + [(r_, "R") for r_ in part["to"]["lines"]]:
                f.para(run, x0 + 95, W - 95, self.s(9.6), st, 1.3, brk=True)
            f.y += 2
        if part["place"]:
            f.para(list(part["place"]), x0 + 95, W - 95, self.s(9.4), "R", 1.3)
        f.y += 2

        def title(g):
            g.y += 1.6
            for t, v, _ in bwrap([part["title"].upper()], W - 16, lambda s: g.m(s, "S", self.s(10.4))):
                g.y += lh(self.s(10.4), 1.3)
                g.text(x0 + (W - g.m(t, "S", self.s(10.4))) / 2, g.y, t, v, "S", self.s(10.4))
            g.y += 2.2
        boxed(f, title, x0 + 4, W - 8, stroke=BLACK, lw=0.6,
              under=[lambda y0, h: [("r", x0 + 5.2, y0 + 1.2, W - 10.4, h - 2.4, None, BLACK, 0.0, 0.2)]])
        f.y += 2.5

    def heading(self, f, text):
        s = self.s(9.8)
        f.need(14)
        f.y += 2.4 + lh(s, 1.2)
        t = "%s. - %s" % (ROMAN[(self.nsec - 1) % 8], text.upper())
        f.text(self.x0, f.y, t, (), "S", s)
        f.line(self.x0, f.y + 1.0, self.x0 + f.m(t, "S", s), f.y + 1.0, 0.3, BLACK)
        f.y += 2.2

    def b_p(self, f, b, x0, W):
        f.y += 1.0 * self.k
        f.para(b[1], x0, W, self.s(self.size), "R", self.lead, BLACK, brk=True)

    def b_kv(self, f, b, x0, W):
        cs, vs = self.s(7.2), self.s(self.size)
        dv = lh(vs, 1.28)
        rows, pend = [], []
        for cap, run in b[1]:
            w = max(f.m(cap, "I", cs), f.m(" ".join(t for t, _ in f.lines(run, 1e6, "R", vs)), "R", vs)) + 5
            if w > W / 2 - 2:
                rows += [pend] if pend else []
                rows.append([(cap, run)])
                pend = []
            else:
                pend.append((cap, run))
                if len(pend) == 2:
                    rows.append(pend)
                    pend = []
        rows += [pend] if pend else []
        f.y += 1.0
        for row in rows:
            n = len(row)
            wq = W / n
            cells = [(cap, bwrap(run, wq - 4, lambda t: f.m(t, "R", vs), True)) for cap, run in row]
            h = lh(cs, 1.3) + dv * max(len(ls) for _, ls in cells) + 2.0
            f.need(h)
            for q, (cap, ls) in enumerate(cells):
                x = x0 + q * wq
                f.rect(x, f.y, wq, h, stroke=BLACK, lw=0.2)
                f.text(x + 1.4, f.y + lh(cs, 1.2), cap, (), "I", cs, GREY)
                for j, (t, v, _) in enumerate(ls):
                    f.text(x + 2.0, f.y + lh(cs, 1.3) + dv * (j + 1), t, v, "R", vs)
            f.y += h
        f.y += 1.4

    def b_tab(self, f, b, x0, W):
        f.y += 1.2
        grid(f, b[1], b[2], b[3], x0, W, size=self.s(8.8), head_fill=SHADE, row_rule=BLACK, col_rule=BLACK, outer=BLACK,
             right=[q for q, h in enumerate(b[1]) if h.startswith("Montant")])

    def box(self, f, x, y, on, s):
        a = s * 0.3528 * 0.72
        f.rect(x, y - a, a, a, stroke=BLACK, lw=0.25)
        if on:
            f.line(x + 0.3, y - a + 0.3, x + a - 0.3, y - 0.3, 0.35, BLACK)
            f.line(x + 0.3, y - 0.3, x + a - 0.3, y - a + 0.3, 0.35, BLACK)

    def b_chk(self, f, b, x0, W):
        s = self.s(9.2)
        for on, text in b[1]:
            f.need(lh(s, 1.55))
            f.y += lh(s, 1.55)
            self.box(f, x0 + 3, f.y, on, s)
            f.text(x0 + 8, f.y, text, (), "R", s)
        f.y += 1.2

    def b_list(self, f, b, x0, W):
        s = self.s(self.size)
        for run in b[1]:
            f.need(lh(s, self.lead))
            f.text(x0 + 3, f.y + lh(s, self.lead), "-", (), "R", s)
            f.para(run, x0 + 8, W - 8, s, "R", self.lead, BLACK, brk=True)
        f.y += 1

    def b_alert(self, f, b, x0, W):
        def body(g):
            g.y += 1.2
            for run in b[1]:
                g.para(run, x0 + 3, W - 6, self.s(9.2), "B", 1.32, brk=True)
            g.y += 2
        f.y += 1.5
        boxed(f, body, x0, W, fill=SHADE)
        f.y += 1.5

    def b_quote(self, f, b, x0, W):
        for run in b[1]:
            f.y += 0.8
            f.para(run, x0 + 12, W - 16, self.s(self.size), "I", self.lead, brk=True)
        f.y += 1.2

    def sigs(self, f, sigs):
        n = min(3, len(sigs))
        w = (self.W - 4 * (n - 1)) / n
        f.y += 3
        for k in range(0, len(sigs), n):
            row = sigs[k:k + n]

            def cell(g, role, runs, x):
                g.y += 0.4
                g.para([role or "Signature"], x + 2, w - 4, self.s(8.0), "I", 1.3, GREY)
                for run in runs:
                    g.para(run, x + 2, w - 4, self.s(9.4), "R", 1.32)
                g.y += 15
            h = max(dry(f, lambda g, r_=r_: cell(g, r_[0], r_[1], 0)) for r_ in row)
            f.need(h + 2)
            y0 = f.y
            for q, (role, runs) in enumerate(row):
                x = self.x0 + q * (w + 4)
                f.rect(x, y0, w, h, stroke=BLACK, lw=0.25)
                f.y = y0
                cell(f, role, runs, x)
                f.pages[-1]["ops"].append(("sign", x + 6, y0 + h - 8, min(w - 30, 40), 7 + q + len(role or "")))
                if q == len(row) - 1:
                    f.pages[-1]["ops"].append(("stamp", x + w - 12, y0 + h - 10, 8.0))
            f.y = y0 + h + 2

    def cont(self, f, title):
        f.text(self.x0, f.top + 1, title + " (suite)", (), "I", 7.8, GREY)
        f.y += 4

    def frame(self, f):
        n = len(f.pages)
        doc, x0, W = self.doc, self.x0, self.W
        for k, p in enumerate(f.pages):
            pg = "Page %d/%d" % (k + 1, n)
            f.text(x0 + W - f.m(pg, "R", 8.2), 10.0, pg, (), "R", 8.2, page=p)
            fl = f.lines(list(doc["head"]), W, "I", 7.6) + f.lines(list(doc["foot"]) + [" - " + doc["form"]], W, "R", 7.4)
            y = 289.0 - 3.2 * (len(fl) - 1)
            p["ops"].append(("l", x0, y - 3.6, x0 + W, y - 3.6, 0.25, BLACK, False))
            for j, (t, v) in enumerate(fl):
                f.text(x0, y, t, v, "I" if j < len(fl) - 1 else "R", 7.5, page=p)
                y += 3.2


def lay_copie(doc, meas):
    return Copie(doc, meas).layout()


# ------------------------------------------------------------------ seeded OCR misreadings
WORD_RULES = [("rn", "m"), ("m", "rn"), ("é", "e"), ("è", "e"), ("ll", "Il"), ("li", "h"), ("u", "ii"), ("ç", "c"), ("à", "a")]
CAPS_RULES = [("O", "Q"), ("O", "0"), ("I", "l"), ("S", "5"), ("B", "8"), ("É", "E"), ("È", "E")]
DIGIT_RULES = {"0": "O", "1": "l", "5": "S", "8": "B"}


def misread_word(w, rnd, rules=WORD_RULES):
    rs = list(rules)
    rnd.shuffle(rs)
    for a, b in rs:
        k = w.find(a, 1)
        if k > 0:
            return w[:k] + b + w[k + len(a):]
    return None


def misread_digits(text, rnd):
    ks = [k for k in range(1, len(text) - 1) if text[k] in DIGIT_RULES and text[k - 1].isdigit() and text[k + 1].isdigit()]
    if not ks:
        return None
    k = rnd.choice(ks)
    return text[:k] + DIGIT_RULES[text[k]] + text[k + 1:]


def ocr_errors(pages, rnd):
    """Per page {op index: (new text, {id(old value): new value})}."""
    out = []
    budget = 1 + rnd.randint(0, 1)
    for p in pages:
        ops = p["ops"]
        texts = [(k, o) for k, o in enumerate(ops) if o[0] == "t"]
        page_words = set()
        for v in p["vals"]:
            page_words.update(re.findall(r"\w+", v.text))
        changes, cand = {}, []
        for k, o in texts:
            spans = [(o[3].find(v.text), o[3].find(v.text) + len(v.text)) for v in o[8] if v.text in o[3]]
            for m in re.finditer(r"[^\W\d_]{5,}", o[3]):
                if m.group() not in page_words and not any(a <= m.start() < b or a < m.end() <= b for a, b in spans):
                    cand.append((k, m.start(), m.group()))
        rnd.shuffle(cand)
        done = set()
        for k, at, w in cand:
            if len(done) >= 4:
                break
            if k in done:
                continue
            new = misread_word(w, rnd)
            if new:
                s = ops[k][3]
                changes[k] = (s[:at] + new + s[at + len(w):], {})
                done.add(k)
        if budget:
            vc = [(k, v) for k, o in texts if k not in done for v in o[8]
                  if v.role == "pii" and v.kind in ("NOM", "IDENTIFIANT", "TELEPHONE", "IPP", "ADRESSE", "VILLE") and len(v.text) >= 5]
            rnd.shuffle(vc)
            for k, v in vc:
                s = ops[k][3]
                others = [u for u in ops[k][8] if u is not v]
                if s.count(v.text) != 1 or any(v.text in u.text or u.text in v.text for u in others):
                    continue
                if v.kind in ("IDENTIFIANT", "TELEPHONE", "IPP"):
                    new = misread_digits(v.text, rnd)
                elif v.text.isupper():
                    new = misread_word(v.text, rnd, CAPS_RULES)
                else:
                    new = misread_word(v.text, rnd)
                if not new or new == v.text:
                    continue
                changes[k] = (s.replace(v.text, new), {id(v): V(v.kind, new, v.sub, v.role)})
                budget -= 1
                break
        out.append(changes)
    return out
