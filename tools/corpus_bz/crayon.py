"""The page template of the non-born-digital family of corpus BZ ("scancrayon") and its OCR misreadings; scan.py
prints it on an office INKJET printer, fills it in PENCIL, scans it on a flatbed and writes the PDF with its OCR layer.

Template (Crayon): a pre-printed form of the oncology day hospital in teal inkjet ink (Liberation Sans Regular / Bold /
Italic): the form's band at the top ("FORMULAIRE ONCO-<code> - version 3 - recto k/n") and, at the top right, the
PATIENT LABEL printed by the ward's thermal label printer and stuck on every sheet (Liberation Mono, black, a bar
code drawn under the lines); each part: the issuer printed at the left, the references as printed captions with the
value written in pencil, the title printed in bold capitals between two rules; headings as a TEAL TAB (a filled
rectangle holding the section number in white) with the heading in bold capitals; fields as a PRINTED RULED TABLE
with a tinted caption column and the value written in pencil in the right-hand cell; running text written in pencil
on a 5 mm SQUARED GRID (petits carreaux) printed in pale blue behind it; ticks as printed circles, a pencil tick
drawn over the chosen ones; tables with a printed grid and head, cells in pencil; notes in a printed frame captioned
"À SIGNALER", gone over with a YELLOW HIGHLIGHTER; quotes in pencil between printed guillemets; signatures in printed
"NOM ET SIGNATURE" boxes with the name in pencil and a scribble. Pencil: URW Gothic Book Oblique, each glyph jittered
(size, baseline, slant) and grained like graphite ("F" style).

OCR MISREADINGS (seeded): about three ordinary pencil words per sheet ("rn" -> "m", "é" -> "e", "u" -> "v", "a" ->
"o") and up to two personal values per document (in a name or town "I" -> "l", "O" -> "0", "é" -> "e", "U" -> "V";
in a number "0" -> "O", "1" -> "l", "5" -> "S", "6" -> "b"). The truth records a misread value as the layer writes it;
its other occurrences keep their spelling.
"""
from __future__ import annotations

import re

from .cairo import runtext, runvals
from .engine import Template, bwrap, dry, grid, lh
from .model import V

LIB = "/usr/share/fonts/truetype/liberation2/"
FONTS = {"R": LIB + "LiberationSans-Regular.ttf", "B": LIB + "LiberationSans-Bold.ttf", "I": LIB + "LiberationSans-Italic.ttf",
         "M": LIB + "LiberationMono-Regular.ttf", "F": "/usr/share/fonts/opentype/urw-base35/URWGothic-BookOblique.otf"}
INK = (0.04, 0.36, 0.38)          # the form's teal inkjet ink
TINT = (0.86, 0.93, 0.93)
GRIDC = (0.72, 0.82, 0.93)
BLACK = (0, 0, 0)
WHITE = (1, 1, 1)
_PF = {}


def pil_font(st, px):
    from PIL import ImageFont
    key = (st, px)
    if key not in _PF:
        _PF[key] = ImageFont.truetype(FONTS[st], px)
    return _PF[key]


def measure():
    """Advances in mm; the pencil's spaces are a third of an em wider than the font's (handwriting spaces words)."""
    def m(t, st, size):
        w = pil_font(st, 200).getlength(t) / 200 * size * 25.4 / 72
        return w + (t.count(" ") * size * 0.33 * 25.4 / 72 if st == "F" else 0.0)
    return m


class Crayon(Template):
    x0, W, top_margin, bottom, size, lead = 17.0, 176.0, 44.0, 278.0, 9.2, 1.55

    def top(self, f, part):
        s = self.s
        iss = self.issuer(part)
        y0 = f.y
        f.para(iss["name"], self.x0, 100, s(9.6), "B", 1.25, INK, brk=True)
        if iss.get("service"):
            f.para([iss["service"]], self.x0, 100, s(7.6), "I", 1.3, INK)
        for r_ in iss["lines"] + iss["contact"] + ([iss["legal"]] if iss.get("legal") else []):
            f.para(r_, self.x0, 100, s(7.2), "R", 1.3, INK)
        yl = f.y
        f.y = y0
        for cap, run in part["refs"]:
            f.y += lh(s(9.4), 1.5)
            f.text(124, f.y, cap + " :", (), "R", s(7.4), INK)
            f.line(146, f.y + 0.8, 193, f.y + 0.8, 0.15, INK, True)
            f.text(147, f.y, runtext(run), runvals(run), "F", s(9.4))
        f.y = max(yl, f.y) + 2
        if part["to"]:
            f.text(124, f.y + lh(s(7.4), 1.3), "Destinataire :", (), "I", s(7.4), INK)
            f.y += lh(s(7.4), 1.3)
            f.para(part["to"]["name"], 126, 67, s(9.2), "F", 1.4, brk=True)
            for r_ in part["to"]["lines"]:
                f.para(r_, 126, 67, s(9.2), "F", 1.4, brk=True)
            f.y += 1.5
        f.y += 1
        f.line(self.x0, f.y, self.x0 + self.W, f.y, 0.5, INK)
        f.y += 1.2
        for t, v, _ in bwrap([part["title"].upper()], self.W, lambda q: f.m(q, "B", s(11.5))):
            f.y += lh(s(11.5), 1.25)
            f.text(self.x0, f.y, t, v, "B", s(11.5), INK)
        f.y += 1.8
        f.line(self.x0, f.y, self.x0 + self.W, f.y, 0.2, INK)
        f.y += 1
        if part["place"]:
            f.text(self.x0 + 110, f.y + lh(s(7.4), 1.3), "Fait à / le :", (), "I", s(7.4), INK)
            f.y += 0.5
            f.para(part["place"], self.x0 + 128, self.W - 128, s(9.2), "F", 1.35, brk=True)
        f.y += 1

    def heading(self, f, text):
        s = self.s(8.8)
        f.need(15)
        f.y += 3.5 + lh(s, 1.3)
        f.rect(self.x0, f.y - 3.6, 6.5, 4.8, fill=INK)
        num = str(self.nsec)
        f.text(self.x0 + 3.25 - f.m(num, "B", s) / 2, f.y, num, (), "B", s, WHITE)
        f.text(self.x0 + 8.5, f.y, text.upper(), (), "B", s, INK)
        f.y += 2.2

    def squared(self, f, y0, y1, x0, W):
        """A 5 mm squared grid printed behind the handwriting (drawn before it: inserted at the block's start)."""
        ops = []
        y = y0
        while y <= y1 + 0.01:
            ops.append(("l", x0, y, x0 + W, y, 0.1, GRIDC, False))
            y += 5.0
        x = x0
        while x <= x0 + W + 0.01:
            ops.append(("l", x, y0, x, y1, 0.1, GRIDC, False))
            x += 5.0
        return ops

    def b_p(self, f, b, x0, W):
        s = self.s(self.size)
        f.need(10.5)
        page, idx, y0 = len(f.pages), len(f.pages[-1]["ops"]), f.y
        f.y += -0.6
        f.para(b[1], x0 + 1, W - 2, s, "F", 5.0 / (s * 0.3528), brk=True)   # every baseline on a grid line
        f.y += 1.2
        if len(f.pages) == page:       # the grid only when the paragraph stayed on its page
            y1 = y0 + 5 * max(1, round((f.y - y0) / 5 + 0.49))
            f.pages[-1]["ops"][idx:idx] = self.squared(f, y0, y1, x0, 5 * int(W / 5))
            f.y = y1 + 1

    def b_kv(self, f, b, x0, W):
        s, cs = self.s(self.size), self.s(7.6)
        cw = min(48.0, max(f.m(cap, "R", cs) for cap, _ in b[1]) + 4)
        f.y += 1
        for cap, run in b[1]:
            ls = bwrap(list(run), W - cw - 4, lambda t: f.m(t, "F", s), True)
            h = max(1, len(ls)) * lh(s, 1.45) + 1.8
            f.need(h)
            y0 = f.y
            f.rect(x0, y0, cw, h, fill=TINT)
            f.rect(x0, y0, W, h, stroke=INK, lw=0.2)
            f.line(x0 + cw, y0, x0 + cw, y0 + h, 0.2, INK)
            f.text(x0 + 1.5, y0 + lh(s, 1.45), cap, (), "R", cs, INK)
            for k, (t, v, _) in enumerate(ls):
                f.text(x0 + cw + 2, y0 + lh(s, 1.45) * (k + 1), t, v, "F", s)
            f.y = y0 + h
        f.y += 2

    def b_tab(self, f, b, x0, W):
        f.y += 1
        grid(f, b[1], b[2], b[3], x0, W, size=self.s(8.4), st="F", head_st="B", head_fill=TINT, head_color=INK,
             row_rule=INK, col_rule=INK, outer=INK)

    def b_chk(self, f, b, x0, W):
        s = self.s(8.2)
        x = x0
        f.y += lh(s, 1.7)
        for on, text in b[1]:
            w = f.m(text, "R", s) + 7
            if x + w > x0 + W:
                f.need(lh(s, 1.7))
                f.y += lh(s, 1.7)
                x = x0
            f.circle(x + 1.7, f.y - 1.1, 1.6, stroke=INK, lw=0.25)
            if on:
                f.pages[-1]["ops"].append(("tick", x + 0.4, f.y - 1.4))
            f.text(x + 4.6, f.y, text, (), "R", s, INK)
            x += w + 3
        f.y += 2.5

    def b_list(self, f, b, x0, W):
        for run in b[1]:
            y = f.y
            f.para(run, x0 + 5, W - 5, self.s(self.size), "F", self.lead, brk=True)
            f.text(x0 + 1, y + lh(self.s(self.size), self.lead), "–", (), "B", self.s(self.size), INK)
        f.y += 1

    def b_alert(self, f, b, x0, W):
        def body(g):
            g.y += 4
            for r_ in b[1]:
                g.para(r_, x0 + 3, W - 6, self.s(self.size), "F", 1.45, brk=True)
            g.y += 1.8
        f.y += 1.5
        h = dry(f, body)
        f.need(h + 1)
        y0 = f.y
        f.pages[-1]["ops"].append(("hl", x0 + 2, y0 + 4.2, W - 4, h - 5.2))
        f.rect(x0, y0, W, h, stroke=INK, lw=0.4)
        f.text(x0 + 1.5, y0 + 2.9, "À SIGNALER", (), "B", self.s(6.2), INK)
        body(f)
        f.y = y0 + h + 2

    def b_quote(self, f, b, x0, W):
        y0 = f.y
        for r_ in b[1]:
            f.para(r_, x0 + 8, W - 14, self.s(self.size), "F", 1.45, brk=True)
        f.text(x0 + 2, y0 + lh(self.s(9), 1.45) + 0.6, "«", (), "B", self.s(13), INK)
        f.y += 1.5

    def b_log(self, f, b, x0, W):
        rows = [[list(w), list(who), list(t)] for w, who, t in b[1]]
        grid(f, ["Quand", "Qui", "Quoi"], rows, [1.0, 1.5, 4.0], x0, W, size=self.s(8.4), st="F", head_st="B", head_fill=TINT,
             head_color=INK, row_rule=INK, col_rule=INK, outer=INK)

    def b_tree(self, f, b, x0, W):
        s = self.s(self.size)
        for k, gen in enumerate(b[1]):
            f.need(lh(s, 1.5) * 2)
            f.y += lh(s, 1.5)
            f.text(x0, f.y, "Génération %s" % ("I", "II", "III")[k], (), "B", self.s(7.6), INK)
            f.y -= lh(s, 1.45)
            for sex, name, info, prob in gen:
                run = list(name) + [" (%s) " % ("H" if sex == 1 else "F")] + list(info) + ([" cas index"] if prob else [])
                f.para(run, x0 + 24, W - 24, s, "F", 1.45, brk=True)
        f.y += 1.5

    def sigs(self, f, sigs):
        n = len(sigs)
        w = (self.W - 4 * (n - 1)) / n
        s = self.s(self.size)
        h = max(len(r) for _, r in sigs) * lh(s, 1.45) + 15
        f.y += 3
        f.need(h)
        for k, (role, runs) in enumerate(sigs):
            x = self.x0 + k * (w + 4)
            f.rect(x, f.y, w, h, stroke=INK, lw=0.3)
            f.text(x + 1.5, f.y + 2.8, "NOM ET SIGNATURE - " + role.upper(), (), "B", self.s(6.0), INK)
            y = f.y + 3.2
            for r_ in runs:
                y += lh(s, 1.45)
                f.text(x + 3, y, runtext(r_), runvals(r_), "F", s)
            f.pages[-1]["ops"].append(("scribble", x + w * 0.55, f.y + h - 6, min(28, w * 0.35)))
        f.y += h + 2

    def cont(self, f, title):
        f.text(self.x0, f.top - 1, title + " (suite)", (), "I", 7.4, INK)
        f.y += 2

    def frame(self, f):
        n = len(f.pages)
        hv, fv = self.doc["head"], self.doc["foot"]
        for k, p in enumerate(f.pages):
            ops = [("r", 0, 0, 210, 8.5, INK, None, 0, 0),
                   ("t", 12, 5.8, "FORMULAIRE ONCO-%s - version 3 - recto %d/%d" % (self.doc["code"], k + 1, n), "B", 7.6, WHITE, 0, ()),
                   ("t", 12, 14.5, "Hôpital de jour d'oncologie - imprimé à compléter au crayon", "I", 7.0, INK, 0, ()),
                   ("r", 118, 11, 78, 29, None, INK, 0, 0.2), ("t", 119.5, 13.6, "ÉTIQUETTE PATIENT", "R", 5.4, INK, 0, ())]
            label = [("label", 121, 15, 72, 23)]
            y = 19.2
            for t, v, _ in bwrap(list(hv), 69, lambda q: self.meas(q, "M", 7.8)):
                ops.append(("t", 122.5, y, t, "M", 7.8, BLACK, 0, tuple(v)))
                y += 3.6
            ops.append(("bars", 122.5, min(y, 34.0), 50, 3.4, self.doc["num"]))
            ops += [("l", 12, 282.5, 198, 282.5, 0.2, INK, False),
                    ("t", 12, 287.0, runtext(fv) + " - " + self.doc["form"], "R", 6.8, INK, 0, tuple(runvals(fv)))]
            p["ops"] = ops[:5] + label + ops[5:] + p["ops"]


# ------------------------------------------------------------------ OCR misreadings
WORD_SUB = [("rn", "m"), ("é", "e"), ("u", "v"), ("a", "o")]
NAME_SUB = [("I", "l"), ("O", "0"), ("é", "e"), ("U", "V")]
NUM_SUB = [("0", "O"), ("1", "l"), ("5", "S"), ("6", "b")]
MISREAD_KINDS = ("NOM", "VILLE", "TELEPHONE", "IDENTIFIANT", "NUM_SEJOUR", "ADRESSE", "IPP")


def misread_value(v, rnd):
    subs = NUM_SUB if v.kind in ("TELEPHONE", "IDENTIFIANT", "NUM_SEJOUR", "IPP") else NAME_SUB
    cands = [(a, b) for a, b in subs if a in v.text]
    if not cands:
        return None
    a, b = cands[rnd.randrange(len(cands))]
    pos = [m.start() for m in re.finditer(re.escape(a), v.text)]
    k = pos[rnd.randrange(len(pos))]
    return V(v.kind, v.text[:k] + b + v.text[k + len(a):], v.sub, v.role)


def ocr_errors(pages, rnd, n_values=2):
    """Modify the pencil text ops in place: a few ordinary words per sheet and up to ``n_values`` personal values."""
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
