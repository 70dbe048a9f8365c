"""The page template of the non-born-digital family of corpus BY ("scanautocopie") and its OCR misreadings; autocopie.py
prints it on the PINK SECOND SHEET OF A SELF-COPYING FORM SET (liasse autocopiante), scans it and writes the PDF with
its invisible OCR layer.

Template (Liasse): a pre-printed form in BURGUNDY ink (FreeSans Regular / Bold / Oblique) filled in by the ward's
needle printer on the top sheet, the fill reaching the pink copy by pressure (Liberation Mono, "F" style). On every
sheet: the GLUED HEAD of the set (a 9 mm band "tête encollée - détacher selon le pointillé" over a perforated line),
the form's reference and "feuillet 2/3 rose - exemplaire du service" printed under it, the running identity typed in
a printed "Identité" box; each part: the issuer printed at the left, a printed box "Liasse n°" with the form's serial
and the references as labelled boxes at the right, the title in white capitals on a burgundy bar, the place typed;
headings as a LETTERED SQUARE (A, B, C...) and the heading in bold printed capitals; fields as FLOWING FORM ZONES (a
printed frame per field, its caption printed small in the top-left corner, the value typed in it; zones packed on a
row by width, the last stretched to the margin); ticks as printed squares crossed by a typed "X"; tables with a
printed burgundy grid and head, typed cells; notes in a printed "OBSERVATIONS" frame; quotes typed between printed
guillemets; signatures in printed "VISA" boxes; the foot printed at the bottom.

OCR MISREADINGS (seeded): about three ordinary typed words per sheet ("rn" -> "m", "é" -> "e", "li" -> "h", "o" ->
"c") and up to two personal values per document (in a name or town "I" -> "l", "O" -> "0", "é" -> "e", "B" -> "8";
in a number "0" -> "O", "1" -> "l", "5" -> "S", "8" -> "B"). The truth records a misread value as the layer writes it;
its other occurrences keep their spelling.
"""
from __future__ import annotations

import re

from .engine import Template, bwrap, dry, grid, lh
from .model import V
from .quadrant import runtext, runvals

FREE = "/usr/share/fonts/truetype/freefont/"
FONTS = {"R": FREE + "FreeSans.ttf", "B": FREE + "FreeSansBold.ttf", "I": FREE + "FreeSansOblique.ttf",
         "F": "/usr/share/fonts/truetype/liberation2/LiberationMono-Regular.ttf"}
INK = (0.55, 0.1, 0.2)          # the form's burgundy
WHITE = (1, 1, 1)
_PF = {}


def pil_font(st, px):
    from PIL import ImageFont
    key = (st, px)
    if key not in _PF:
        _PF[key] = ImageFont.truetype(FONTS[st], px)
    return _PF[key]


def measure():
    return lambda t, st, size: pil_font(st, 200).getlength(t) / 200 * size * 25.4 / 72


class Liasse(Template):
    x0, W, top_margin, bottom, size, lead = 16.0, 178.0, 33.0, 279.0, 8.8, 1.38

    def top(self, f, part):
        s = self.s
        iss = self.issuer(part)
        y0 = f.y
        f.para(iss["name"], self.x0, 96, s(10), "B", 1.25, INK, brk=True)
        if iss.get("service"):
            f.para([iss["service"]], self.x0, 96, s(7.8), "I", 1.3, INK)
        for r_ in iss["lines"] + iss["contact"] + ([iss["legal"]] if iss.get("legal") else []):
            f.para(r_, self.x0, 96, s(7.4), "R", 1.3, INK)
        yl = f.y
        f.y = y0
        bx = 116.0
        f.rect(bx, f.y, 78, 7, stroke=INK, lw=0.3)
        f.text(bx + 1.5, f.y + 2.6, "LIASSE N°", (), "B", s(5.8), INK)
        f.text(bx + 20, f.y + 5.6, "%s-%06d" % (self.doc["code"], 4711 * self.doc["num"] % 999999), (), "B", s(9.5), INK)
        f.y += 8
        for cap, run in part["refs"]:
            h = 8.5
            f.rect(bx, f.y, 78, h, stroke=INK, lw=0.2)
            f.text(bx + 1.5, f.y + 2.4, cap.upper(), (), "R", s(5.6), INK)
            f.text(bx + 3, f.y + 6.8, runtext(run), runvals(run), "F", s(9))
            f.y += h + 1
        f.y = max(yl, f.y) + 2
        if part["to"]:
            f.text(bx, f.y + 3, "DESTINATAIRE", (), "B", s(5.8), INK)
            f.y += 3
            f.para(part["to"]["name"], bx + 2, 76, s(8.8), "F", 1.3, brk=True)
            for r_ in part["to"]["lines"]:
                f.para(r_, bx + 2, 76, s(8.8), "F", 1.3, brk=True)
            f.y += 2
        ls = f.lines([part["title"].upper()], self.W - 6, "B", s(11))
        h = len(ls) * lh(s(11), 1.25) + 3
        f.rect(self.x0, f.y, self.W, h, fill=INK)
        for t, v in ls:
            f.y += lh(s(11), 1.25)
            f.text(self.x0 + 3, f.y, t, v, "B", s(11), WHITE)
        f.y += 3.5
        if part["place"]:
            f.para(part["place"], self.x0, self.W, s(8.8), "F", 1.4)
        f.y += 1
        self.letter = 0

    def heading(self, f, text):
        s = self.s(9)
        f.need(14)
        f.y += 3 + lh(s, 1.3)
        f.rect(self.x0, f.y - 3.6, 4.6, 4.6, fill=INK)
        f.text(self.x0 + 1.0, f.y, "ABCDEFGHIJ"[self.letter % 10], (), "B", s, WHITE)
        self.letter += 1
        f.text(self.x0 + 6.5, f.y, text.upper(), (), "B", s, INK)
        f.line(self.x0 + 6.5, f.y + 1.2, self.x0 + self.W, f.y + 1.2, 0.2, INK)
        f.y += 2

    def b_p(self, f, b, x0, W):
        f.y += 0.5
        f.para(b[1], x0, W, self.s(self.size), "F", self.lead, brk=True)

    def b_kv(self, f, b, x0, W):
        s, cs = self.s(self.size), self.s(5.6)
        zh = lh(cs, 1.2) + lh(s, 1.3) + 1.4
        f.y += 1
        row, x = [], x0
        rows = []
        for cap, run in b[1]:
            w = max(f.m(cap.upper(), "R", cs), f.m(runtext(run), "F", s)) + 5
            if w > W:
                w = W
            if row and x + w > x0 + W:
                rows.append(row)
                row, x = [], x0
            row.append([cap, run, w])
            x += w
        if row:
            rows.append(row)
        for row in rows:
            row[-1][2] = x0 + W - sum(z[2] for z in row[:-1]) - x0
            hs = [lh(cs, 1.2) + len(bwrap(list(run), w - 4, lambda t: f.m(t, "F", s), True)) * lh(s, 1.3) + 1.6 for _, run, w in row]
            h = max(max(hs), zh)
            f.need(h)
            y0, x = f.y, x0
            for cap, run, w in row:
                f.rect(x, y0, w, h, stroke=INK, lw=0.2)
                f.text(x + 1.2, y0 + lh(cs, 1.05), cap.upper(), (), "R", cs, INK)
                f.y = y0 + lh(cs, 1.2) - 0.3
                f.para(run, x + 2, w - 4, s, "F", 1.3, brk=True)
                x += w
            f.y = y0 + h
        f.y += 2

    def b_tab(self, f, b, x0, W):
        f.y += 1
        grid(f, b[1], b[2], b[3], x0, W, size=self.s(8.2), st="F", head_st="B", head_fill=(0.93, 0.78, 0.8), head_color=INK,
             row_rule=INK, col_rule=INK, outer=INK)

    def b_chk(self, f, b, x0, W):
        s = self.s(8.4)
        x = x0
        f.y += lh(s, 1.7)
        for on, text in b[1]:
            w = f.m(text, "R", s) + 8
            if x + w > x0 + W:
                f.need(lh(s, 1.7))
                f.y += lh(s, 1.7)
                x = x0
            f.rect(x, f.y - 3, 3.6, 3.6, stroke=INK, lw=0.3)
            if on:
                f.text(x + 0.5, f.y, "X", (), "F", s)
            f.text(x + 5, f.y, text, (), "R", s, INK)
            x += w + 3
        f.y += 2.5

    def b_list(self, f, b, x0, W):
        for run in b[1]:
            f.para(["- "] + list(run), x0 + 2, W - 2, self.s(self.size), "F", self.lead, brk=True)
        f.y += 1

    def b_alert(self, f, b, x0, W):
        def body(g):
            g.y += 3.5
            for r_ in b[1]:
                g.para(r_, x0 + 2.5, W - 5, self.s(8.8), "F", 1.35, brk=True)
            g.y += 1.8
        f.y += 1.5
        h = dry(f, body)
        f.need(h + 1)
        y0 = f.y
        f.rect(x0, y0, W, h, stroke=INK, lw=0.35)
        f.text(x0 + 1.5, y0 + 2.6, "OBSERVATIONS", (), "B", self.s(5.8), INK)
        body(f)
        f.y = y0 + h + 2

    def b_quote(self, f, b, x0, W):
        y0 = f.y
        for r_ in b[1]:
            f.para(r_, x0 + 8, W - 14, self.s(8.8), "F", 1.4, brk=True)
        f.text(x0 + 2, y0 + lh(self.s(8.8), 1.4), "«", (), "B", self.s(12), INK)
        f.y += 1.5

    def b_log(self, f, b, x0, W):
        rows = [[list(w), list(who), list(t)] for w, who, t in b[1]]
        grid(f, ["Heure / date", "Intervenant", "Événement"], rows, [1.1, 1.5, 4.0], x0, W, size=self.s(8.2), st="F", head_st="B",
             head_fill=(0.93, 0.78, 0.8), head_color=INK, row_rule=INK, col_rule=INK, outer=INK)

    def sigs(self, f, sigs):
        n = len(sigs)
        w = (self.W - 3 * (n - 1)) / n
        s = self.s(8.6)
        h = max(len(r) for _, r in sigs) * lh(s, 1.4) + 12
        f.y += 3
        f.need(h)
        for k, (role, runs) in enumerate(sigs):
            x = self.x0 + k * (w + 3)
            f.rect(x, f.y, w, h, stroke=INK, lw=0.3)
            f.text(x + 1.5, f.y + 2.8, "VISA - " + role.upper(), (), "B", self.s(5.8), INK)
            y = f.y + 3
            for r_ in runs:
                y += lh(s, 1.4)
                f.text(x + 2.5, y, runtext(r_), runvals(r_), "F", s)
        f.y += h + 2

    def cont(self, f, title):
        f.text(self.x0, f.top + 1, title + " (suite)", (), "I", 7.4, INK)
        f.y += 4

    def frame(self, f):
        n = len(f.pages)
        hv, fv = runtext(self.doc["head"]), runtext(self.doc["foot"])
        for k, p in enumerate(f.pages):
            p["ops"] = [("r", 0, 0, 210, 9.0, (0.86, 0.7, 0.74), None, 0, 0),
                        ("t", 16, 6.2, "TÊTE ENCOLLÉE - DÉTACHER SELON LE POINTILLÉ", "R", 6.2, INK, 0, ()),
                        ("l", 0, 10.5, 210, 10.5, 0.25, INK, True),
                        ("t", 16, 15.5, "Formulaire %s - %s - feuillet 2/3 ROSE - exemplaire du service - %d/%d" % (self.doc["code"], self.doc["form"], k + 1, n), "R", 6.8, INK, 0, ()),
                        ("r", 16, 18.0, 178, 9.5, None, INK, 0, 0.25),
                        ("t", 17.5, 20.6, "IDENTITÉ", "B", 5.6, INK, 0, ()),
                        ("t", 19, 25.6, hv, "F", 8.2, INK, 0, tuple(runvals(self.doc["head"]))),
                        ("l", 16, 283.0, 194, 283.0, 0.2, INK, False),
                        ("t", 16, 287.5, fv, "R", 6.8, INK, 0, tuple(runvals(self.doc["foot"])))] + p["ops"]


# ------------------------------------------------------------------ OCR misreadings
WORD_SUB = [("rn", "m"), ("é", "e"), ("li", "h"), ("o", "c")]
NAME_SUB = [("I", "l"), ("O", "0"), ("é", "e"), ("B", "8")]
NUM_SUB = [("0", "O"), ("1", "l"), ("5", "S"), ("8", "B")]
MISREAD_KINDS = ("NOM", "VILLE", "TELEPHONE", "IDENTIFIANT", "NUM_SEJOUR", "ADRESSE", "ETABLISSEMENT")


def misread_value(v, rnd):
    subs = NUM_SUB if v.kind in ("TELEPHONE", "IDENTIFIANT", "NUM_SEJOUR") else NAME_SUB
    cands = [(a, b) for a, b in subs if a in v.text]
    if not cands:
        return None
    a, b = cands[rnd.randrange(len(cands))]
    pos = [m.start() for m in re.finditer(re.escape(a), v.text)]
    k = pos[rnd.randrange(len(pos))]
    return V(v.kind, v.text[:k] + b + v.text[k + len(a):], v.sub, v.role)


def ocr_errors(pages, rnd, n_values=2):
    """Modify the text ops of the pages in place (fill-in text only): a few ordinary words and up to ``n_values``
    personal values; return the number of misread values."""
    done = 0
    forbidden = {w for p in pages for o in p["ops"] if o[0] == "t" for v in o[8] for w in re.findall(r"\w+", v.text)}
    for p in pages:
        tops = [k for k, o in enumerate(p["ops"]) if o[0] == "t" and o[4] == "F"]
        rnd.shuffle(tops)
        words = 0
        for k in tops:
            o = list(p["ops"][k])
            s, vals = o[3], list(o[8])
            if done < n_values and vals and rnd.random() < 0.25:
                for j, v in enumerate(vals):
                    if v.role == "pii" and v.kind in MISREAD_KINDS and s.count(v.text) == 1 and len(v.text) >= 5:
                        nv = misread_value(v, rnd)
                        if nv and nv.text not in s:
                            s = s.replace(v.text, nv.text)
                            vals[j] = nv
                            done += 1
                            break
            if words < 3 and rnd.random() < 0.5:
                spans = [(m.start(), m.end()) for v in vals for m in re.finditer(re.escape(v.text), s)]
                for m in re.finditer(r"\b[a-zéèàç]{6,}\b", s):
                    if any(a < m.end() and m.start() < b for a, b in spans) or m.group(0) in forbidden:
                        continue
                    w = m.group(0)
                    sub = next(((a, b) for a, b in WORD_SUB if a in w), None)
                    if sub:
                        s = s[:m.start()] + w.replace(sub[0], sub[1], 1) + s[m.end():]
                        words += 1
                        break
            o[3], o[8] = s, tuple(vals)
            p["ops"][k] = tuple(o)
    return done
