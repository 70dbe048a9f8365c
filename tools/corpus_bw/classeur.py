"""The page template of the non-born-digital family of corpus BW ("scanclasseur") and its OCR misreadings; scanapp.py
draws it, scans it as a phone scanner app does and writes the PDF with the hand-written OCR layer.

Template (Classeur): a PRE-PRINTED SHEET OF THE HAD'S HOME FILE (a ring binder kept at the patient's home), FILLED IN
BY HAND. Printed parts in URW Nimbus Sans (black; bold for the issuer, the title and the captions): the issuer at the
top left, on every page a PATIENT LABEL (a white sticker with rounded corners and a grey border, the running identity
in URW Nimbus Mono) pasted at the top right, "Feuillet k/n" at the top left, the title in bold capitals over a thick
black bar, headings as "▸ HEADING" with a rule running to the margin, fields as a TWO-COLUMN RULED GRID (printed
captions in a grey left column, the entries written by hand in the right column), printed table grids and log grids
("Date / heure", "Initiales", "Transmission") filled in by hand, printed check boxes crossed by hand, printed notes in
a thick-bordered box, signature boxes with the name written by hand and a scribble; the foot printed at the bottom.
What the staff WRITE (the entries, the paragraphs, the table cells, the names, the place and date) is in URW Z003
(a chancery hand) in BLUE BALLPOINT, each handwritten line tilted by its own small angle.

OCR MISREADINGS (seeded, the handwriting's): about four ordinary words per page ("a" <-> "o", "u" <-> "n", "e" ->
"c", "rn" -> "m", "cl" -> "d", "é" -> "e", "h" -> "b") and one or two values per document (in a handwritten surname
or town "a" -> "o", "n" -> "u", "e" -> "c", "É" -> "E"; in a handwritten number "1" -> "7", "4" -> "9", "0" -> "O",
"5" -> "S", "8" -> "B"). The truth records a misread value as the layer writes it; its other occurrences keep their
spelling.
"""
from __future__ import annotations

import re

from .engine import BLACK, GREY, Template, boxed, bwrap, dry, grid, lh
from .model import V

URW = "/usr/share/fonts/opentype/urw-base35/"
FONTS = {"R": URW + "NimbusSans-Regular.otf", "B": URW + "NimbusSans-Bold.otf", "I": URW + "NimbusSans-Italic.otf",
         "M": URW + "NimbusMonoPS-Regular.otf", "H": URW + "Z003-MediumItalic.otf"}
INK = (0.09, 0.17, 0.56)
SHADE = (0.78, 0.78, 0.78)
_MEAS = {}


def measure():
    if "m" in _MEAS:
        return _MEAS["m"]
    from fontTools.ttLib import TTFont
    tabs = {}
    for st, path in FONTS.items():
        f = TTFont(path)
        cmap, hmtx, upm = f.getBestCmap(), f["hmtx"], f["head"].unitsPerEm
        tabs[st] = ({ch: hmtx[g][0] / upm for ch, g in cmap.items()}, hmtx[".notdef"][0] / upm)
    cache = {}

    def m(t, st, size):
        key = (t, st)
        if key not in cache:
            w, nd = tabs[st]
            cache[key] = sum(w.get(ord(ch), nd) for ch in t)
        return cache[key] * size * 25.4 / 72
    _MEAS["m"] = m
    return m


class Classeur(Template):
    x0, W, top_margin, bottom, size, lead = 26.0, 164.0, 32.0, 272.0, 11.0, 1.36
    hand = 11.0

    def top(self, f, part):
        x0, W = self.x0, self.W
        iss = self.issuer(part)
        for run, st, sz in [(iss["name"], "B", 9.6)] + ([([iss["service"]], "I", 8.0)] if iss.get("service") else []) + \
                [(r_, "R", 7.6) for r_ in iss["lines"] + iss["contact"]] + ([(iss["legal"], "R", 7.2)] if iss.get("legal") else []):
            for t, v, _ in bwrap(run, 96, lambda s, st=st, sz=sz: f.m(s, st, self.s(sz)), True):
                f.y += lh(self.s(sz), 1.22)
                f.text(x0, f.y, t, v, st, self.s(sz))
        yl = f.y
        if part["refs"]:
            f.y = self.top_margin
            bx = x0 + 104
            for cap, run in part["refs"]:
                f.y += lh(self.s(7.8), 1.2) + 0.6
                f.text(bx, f.y, cap, (), "B", self.s(7.4))
                f.y += lh(self.s(self.hand), 1.08)
                for t, v, _ in bwrap(list(run), W - 104, lambda s: f.m(s, "H", self.s(self.hand))):
                    f.text(bx + 2, f.y, t, v, "H", self.s(self.hand), INK)
                    f.y += lh(self.s(self.hand), 1.1)
                f.line(bx, f.y - lh(self.s(self.hand), 1.1) + 1.0, x0 + W, f.y - lh(self.s(self.hand), 1.1) + 1.0, 0.15, GREY)
        f.y = max(f.y, yl) + 3
        if part["to"]:
            f.text(x0 + 86, f.y + lh(self.s(7.4), 1.2), "Destinataire :", (), "B", self.s(7.4))
            f.y += lh(self.s(7.4), 1.2)
            for run in [part["to"]["name"]] + part["to"]["lines"]:
                f.para(run, x0 + 86, W - 86, self.s(self.hand), "H", 1.15, INK, brk=True)
            f.y += 1.5
        if part["place"]:
            f.para(["Fait à "] + list(part["place"]), x0 + 86, W - 86, self.s(self.hand), "H", 1.2, INK)
        f.y += 3
        ts = self.s(11.5)
        for t, v, _ in bwrap([part["title"].upper()], W, lambda s: f.m(s, "B", ts)):
            f.y += lh(ts, 1.3)
            f.text(x0, f.y, t, v, "B", ts)
        f.rect(x0, f.y + 1.6, 40, 1.3, fill=BLACK)
        f.y += 5

    def heading(self, f, text):
        s = self.s(9.6)
        f.need(16)
        f.y += 2.6 + lh(s, 1.2)
        t = text.upper()
        f.pages[-1]["ops"].append(("tri", self.x0 + 0.4, f.y - s * 0.3528 * 0.36))
        f.text(self.x0 + 3.6, f.y, t, (), "B", s)
        f.line(self.x0 + 5.6 + f.m(t, "B", s), f.y - 1.0, self.x0 + self.W, f.y - 1.0, 0.3, BLACK)
        f.y += 2.2

    def b_p(self, f, b, x0, W):
        f.y += 0.6
        f.para(b[1], x0 + 1, W - 2, self.s(self.hand), "H", 1.22, INK, brk=True)

    def b_kv(self, f, b, x0, W):
        cs, vs = self.s(7.8), self.s(self.hand)
        cw = 42.0
        d = lh(vs, 1.12)
        f.y += 1.0
        f.need(6)
        f.line(x0, f.y, x0 + W, f.y, 0.3, BLACK)
        for cap, run in b[1]:
            ls = bwrap(run, W - cw - 4, lambda t: f.m(t, "H", vs), True)
            h = d * len(ls) + 3.0
            f.need(h)
            f.rect(x0, f.y, cw, h, fill=SHADE)
            f.text(x0 + 1.5, f.y + lh(cs, 1.25) + 0.4, cap, (), "B", cs)
            for j, (t, v, _) in enumerate(ls):
                f.text(x0 + cw + 2.5, f.y + d * (j + 1) - 0.2, t, v, "H", vs, INK)
            f.y += h
            f.line(x0, f.y, x0 + W, f.y, 0.2, BLACK)
        f.y += 1.6

    def b_tab(self, f, b, x0, W):
        f.y += 2.6
        grid(f, b[1], b[2], b[3], x0, W, size=self.s(10.0), st="H", head_st="B", head_fill=SHADE, row_rule=BLACK, col_rule=BLACK,
             outer=BLACK, lead=1.3)

    def b_log(self, f, b, x0, W):
        rows = [[list(w), list(i), list(t)] for w, i, t in b[1]]
        f.y += 2.6
        grid(f, ["Date / heure", "Initiales", "Transmission"], rows, [1.05, 0.6, 4.0], x0, W, size=self.s(10.2), st="H", head_st="B",
             head_fill=SHADE, row_rule=BLACK, col_rule=BLACK, outer=BLACK, lead=1.3)

    def b_chk(self, f, b, x0, W):
        s = self.s(8.6)
        d = lh(s, 1.8)
        x = x0
        f.need(d)
        f.y += d
        for on, text in b[1]:
            w = f.m(text, "R", s) + 8
            if x + w > x0 + W:
                f.need(d)
                f.y += d
                x = x0
            a = 3.0
            f.rect(x, f.y - a + 0.3, a, a, stroke=BLACK, lw=0.25)
            if on:
                f.pages[-1]["ops"].append(("cross", x, f.y + 0.3, a))
            f.text(x + a + 1.5, f.y, text, (), "R", s)
            x += w + 4
        f.y += 1.4

    def b_list(self, f, b, x0, W):
        s = self.s(self.hand)
        for run in b[1]:
            f.need(lh(s, 1.2))
            f.pages[-1]["ops"].append(("dash", x0 + 1.5, f.y + lh(s, 1.2) - 1.3))
            f.para(run, x0 + 6, W - 6, s, "H", 1.2, INK, brk=True)
        f.y += 1

    def b_alert(self, f, b, x0, W):
        def body(g):
            g.y += 1.6
            for run in b[1]:
                g.para(run, x0 + 3, W - 6, self.s(8.6), "B", 1.3, brk=True)
            g.y += 2.2
        f.y += 1.5
        boxed(f, body, x0, W, stroke=BLACK, lw=0.7)
        f.y += 1.5

    def b_quote(self, f, b, x0, W):
        for run in b[1]:
            f.y += 0.6
            f.para(run, x0 + 10, W - 12, self.s(self.hand), "H", 1.2, INK, brk=True)
        f.y += 1.2

    def sigs(self, f, sigs):
        n = min(3, len(sigs))
        w = (self.W - 4 * (n - 1)) / n
        f.y += 3
        for k in range(0, len(sigs), n):
            row = sigs[k:k + n]

            def cell(g, role, runs, x):
                g.y += 0.4
                g.para([role or "Signature"], x + 2, w - 4, self.s(7.6), "B", 1.3)
                for run in runs:
                    g.para(run, x + 3, w - 6, self.s(self.hand), "H", 1.15, INK)
                g.y += 12
            h = max(dry(f, lambda g, r_=r_: cell(g, r_[0], r_[1], 0)) for r_ in row)
            f.need(h + 2)
            y0 = f.y
            for q, (role, runs) in enumerate(row):
                x = self.x0 + q * (w + 4)
                f.rect(x, y0, w, h, stroke=BLACK, lw=0.3)
                f.y = y0
                cell(f, role, runs, x)
                f.pages[-1]["ops"].append(("sign", x + 5, y0 + h - 5, min(w - 14, 38), 11 + q + len(role or "")))
            f.y = y0 + h + 2

    def cont(self, f, title):
        f.text(self.x0, f.top - 2, title + " (suite)", (), "I", 7.6, GREY)
        f.y += 3

    def frame(self, f):
        n = len(f.pages)
        doc, x0, W = self.doc, self.x0, self.W
        for k, p in enumerate(f.pages):
            pg = "Feuillet %d/%d - %s" % (k + 1, n, doc["form"])
            f.text(x0, 12.0, pg, (), "B", 7.6, page=p)
            hl = f.lines(list(doc["head"]), 66, "M", 7.6)[:3]
            p["ops"].append(("r", x0 + W - 72, 7.0, 72, 4.2 + 3.3 * len(hl), (1, 1, 1), GREY, 1.6, 0.25))
            for j, (t, v) in enumerate(hl):
                f.text(x0 + W - 69, 11.6 + 3.3 * j, t, v, "M", 7.6, page=p)
            fl = f.lines(list(doc["foot"]), W - 30, "R", 7.2)
            y = 284.0 - 3.1 * (len(fl) - 1)
            p["ops"].append(("l", x0, y - 3.6, x0 + W, y - 3.6, 0.3, BLACK, False))
            for t, v in fl:
                f.text(x0, y, t, v, "R", 7.2, page=p)
                y += 3.1


def lay_classeur(doc, meas):
    return Classeur(doc, meas).layout()


# ------------------------------------------------------------------ seeded OCR misreadings of the handwriting
WORD_RULES = [("a", "o"), ("o", "a"), ("u", "n"), ("n", "u"), ("e", "c"), ("rn", "m"), ("cl", "d"), ("é", "e"), ("h", "b")]
NAME_RULES = [("a", "o"), ("n", "u"), ("e", "c"), ("A", "O"), ("N", "U"), ("É", "E"), ("E", "F"), ("R", "K")]
DIGIT_RULES = {"1": "7", "4": "9", "0": "O", "5": "S", "8": "B"}


def misread_word(w, rnd, rules=WORD_RULES):
    rs = list(rules)
    rnd.shuffle(rs)
    for a, b in rs:
        k = w.find(a, 1)
        if 0 < k < len(w) - len(a):
            return w[:k] + b + w[k + len(a):]
    return None


def misread_digits(text, rnd):
    ks = [k for k in range(1, len(text) - 1) if text[k] in DIGIT_RULES and text[k - 1].isdigit() and text[k + 1].isdigit()]
    if not ks:
        return None
    k = rnd.choice(ks)
    return text[:k] + DIGIT_RULES[text[k]] + text[k + 1:]


def ocr_errors(pages, rnd):
    """Per page {op index: (new text, {id(old value): new value})}; only handwritten lines are misread."""
    out = []
    budget = 1 + rnd.randint(0, 1)
    for p in pages:
        ops = p["ops"]
        texts = [(k, o) for k, o in enumerate(ops) if o[0] == "t" and o[4] == "H"]
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
                  if v.role == "pii" and v.kind in ("NOM", "IDENTIFIANT", "TELEPHONE", "IPP", "VILLE", "NUM_SEJOUR") and len(v.text) >= 5]
            rnd.shuffle(vc)
            for k, v in vc:
                s = ops[k][3]
                others = [u for u in ops[k][8] if u is not v]
                if s.count(v.text) != 1 or any(v.text in u.text or u.text in v.text for u in others):
                    continue
                new = misread_digits(v.text, rnd) if v.kind in ("IDENTIFIANT", "TELEPHONE", "IPP", "NUM_SEJOUR") else misread_word(v.text, rnd, NAME_RULES)
                if not new or new == v.text:
                    continue
                changes[k] = (s.replace(v.text, new), {id(v): V(v.kind, new, v.sub, v.role)})
                budget -= 1
                break
        out.append(changes)
    return out
