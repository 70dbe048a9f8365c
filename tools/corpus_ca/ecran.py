"""The screen of the non-born-digital family of corpus CA ("photoecran") and its OCR misreadings; photo.py rasterises
it, photographs it with a phone and writes the PDF with its OCR layer.

Template (Ecran): the CeGIDD software "ZANBROK DPI 3" displayed full screen in a browser on a 16:10 monitor (the
layout is in mm of a 300 x 187.5 mm screen of 1920 x 1200 pixels; DejaVu Sans / Bold / Oblique): the browser's tab
strip and address bar, the application's dark bar with its module name, a LEFT PATIENT PANEL on every screen (the
running identity in a card, then the file's menu with the current entry highlighted), a STATUS BAR at the bottom
(the foot run, "écran k/n"). Each part is one screen of the main pane: a breadcrumb, the issuer in grey lines at the
right, the references as rounded REFERENCE CHIPS, the title in lagoon blue; sections as headings with a blue
underline; fields as a three-column grid of FORM INPUTS (caption above a rounded input box holding the value, a long
value taking two or three cells); tables as a data grid with a grey head; ticks as checkboxes (blue with a white tick
when on); notes as an information banner with an "i" badge; quotes in grey italics; logs as a grid; signatures as
"Validé par" lines with a drawn check.

OCR MISREADINGS (seeded, crayon-style as in corpus BZ): about three ordinary words per screen ("rn" -> "m", "é" ->
"e", "l" -> "1", "o" -> "0") and up to two personal values per document (in a name or town "I" -> "l", "O" -> "0",
"é" -> "e", "S" -> "5"; in a number "0" -> "O", "1" -> "l", "5" -> "S", "8" -> "B"). The truth records a misread
value as the layer writes it; its other occurrences keep their spelling.
"""
from __future__ import annotations

import re

from .engine import Template, bwrap, dry, grid, lh
from .glyphe import runtext, runvals
from .model import V

DJ = "/usr/share/fonts/truetype/dejavu/"
FONTS = {"R": DJ + "DejaVuSans.ttf", "B": DJ + "DejaVuSans-Bold.ttf", "I": DJ + "DejaVuSans-Oblique.ttf"}
SW, SH = 300.0, 187.5
LAGOON, DARK, SIDE = (0.0, 0.42, 0.58), (0.15, 0.19, 0.25), (0.93, 0.94, 0.96)
GREY, BLACK, WHITE, LINE = (0.42, 0.44, 0.48), (0.1, 0.1, 0.12), (1, 1, 1), (0.78, 0.8, 0.84)
SCALES = (1.0, 0.94, 0.88, 0.82, 0.76, 0.7, 0.64, 0.6, 0.56, 0.52, 0.48)
_PF = {}


def pil_font(st, px):
    from PIL import ImageFont
    key = (st, px)
    if key not in _PF:
        _PF[key] = ImageFont.truetype(FONTS[st], px)
    return _PF[key]


def measure():
    return lambda t, st, size: pil_font(st, 200).getlength(t) / 200 * size * 25.4 / 72


class Ecran(Template):
    x0, W, top_margin, bottom, size, lead = 72.0, 220.0, 27.0, 179.0, 9.0, 1.35
    scales = SCALES
    MENU = ["Synthèse", "Consultations", "Examens", "Ordonnances", "Courriers", "Notifications", "Vaccinations"]

    def top(self, f, part):
        x0, W, s = self.x0, self.W, self.s
        iss = self.issuer(part)
        f.text(x0, f.y + 3, "Dossier  ›  " + self.doc["title"] + "  ›  " + part["title"], (), "R", s(7), GREY)
        f.y += 5
        y0 = f.y
        for r_ in [iss["name"]] + iss["lines"] + iss["contact"] + ([iss["legal"]] if iss.get("legal") else []):
            for t, v, _ in bwrap(list(r_), 84, lambda q: f.m(q, "R", s(6.8)), True):
                f.y += lh(s(6.8), 1.25)
                f.text(x0 + W - 84, f.y, t, v, "R", s(6.8), GREY)
        yr = f.y
        f.y = y0
        f.para([part["title"]], x0, W - 90, s(14), "B", 1.2, LAGOON)
        if part["to"]:
            f.para(["Destinataire : "] + list(part["to"]["name"]) + sum(([" - "] + list(r_) for r_ in part["to"]["lines"]), []),
                   x0, W - 90, s(8.2), "R", 1.3, brk=True)
        if part["place"]:
            f.para(part["place"], x0, W - 90, s(8), "I", 1.3, GREY, brk=True)
        f.y += 2
        x = x0
        for cap, run in part["refs"]:
            t1, t2 = cap, runtext(run)
            w = f.m(t1, "R", s(7)) + f.m(t2, "B", s(7.6)) + 7
            if x + w > x0 + W - 88:
                x = x0
                f.y += lh(s(7.6), 2.0)
            f.rect(x, f.y, w, lh(s(7.6), 1.6), fill=SIDE, stroke=LINE, r=lh(s(7.6), 0.8), lw=0.15)
            base = f.y + lh(s(7.6), 1.15)
            f.text(x + 2.5, base, t1, (), "R", s(7), GREY)
            f.text(x + 4.5 + f.m(t1, "R", s(7)), base, t2, runvals(run), "B", s(7.6))
            x += w + 2.5
        if part["refs"]:
            f.y += lh(s(7.6), 1.6)
        f.y = max(f.y, yr) + 2.5
        f.line(x0, f.y, x0 + W, f.y, 0.15, LINE)
        f.y += 1

    def heading(self, f, text):
        s = self.s(9.6)
        f.need(13)
        f.y += 3 + lh(s, 1.2)
        f.text(self.x0, f.y, text, (), "B", s, BLACK)
        f.line(self.x0, f.y + 1.2, self.x0 + f.m(text, "B", s), f.y + 1.2, 0.5, LAGOON)
        f.y += 2.5

    def b_p(self, f, b, x0, W):
        f.y += 0.4
        f.para(b[1], x0, W, self.s(self.size), "R", self.lead, BLACK, brk=True)

    def b_kv(self, f, b, x0, W):
        s, cs = self.s(self.size), self.s(6.6)
        cw = (W + 3) / 3
        rows, row, used = [], [], 0
        for cap, run in b[1]:
            need = max(f.m(runtext(run), "R", s) + 5, f.m(cap, "R", cs))
            n = 1 if need <= cw - 3 else 2 if need <= 2 * cw - 3 else 3
            if used + n > 3:
                rows.append(row)
                row, used = [], 0
            row.append((cap, run, n))
            used += n
        if row:
            rows.append(row)
        f.y += 0.5
        for row in rows:
            hs = [lh(cs, 1.3) + len(bwrap(list(run), n * cw - 8, lambda t: f.m(t, "R", s), True)) * lh(s, 1.3) + 3.6 for cap, run, n in row]
            h = max(hs)
            f.need(h)
            y0, x = f.y, x0
            for cap, run, n in row:
                f.text(x, y0 + lh(cs, 1.1), cap, (), "R", cs, GREY)
                bh = h - lh(cs, 1.3) - 1.4
                f.rect(x, y0 + lh(cs, 1.3), n * cw - 3, bh, fill=WHITE, stroke=LINE, r=1.0, lw=0.2)
                f.y = y0 + lh(cs, 1.3) + 0.5
                for t, v, _ in bwrap(list(run), n * cw - 8, lambda q: f.m(q, "R", s), True):
                    f.y += lh(s, 1.3)
                    f.text(x + 2, f.y, t, v, "R", s)
                x += n * cw
            f.y = y0 + h
        f.y += 1.5

    def b_tab(self, f, b, x0, W):
        f.y += 1
        grid(f, b[1], b[2], b[3], x0, W, size=self.s(8.2), st="R", head_st="B", head_fill=SIDE, head_color=GREY, row_rule=LINE)

    def b_chk(self, f, b, x0, W):
        s = self.s(8.4)
        x = x0
        f.y += lh(s, 1.6)
        for on, text in b[1]:
            w = f.m(text, "R", s) + 7
            if x + w > x0 + W:
                f.need(lh(s, 1.6))
                f.y += lh(s, 1.6)
                x = x0
            if on:
                f.rect(x, f.y - 2.8, 3.2, 3.2, fill=LAGOON, r=0.6)
                f.pages[-1]["ops"].append(("tick", x + 0.6, f.y - 1.3))
            else:
                f.rect(x, f.y - 2.8, 3.2, 3.2, fill=WHITE, stroke=GREY, r=0.6, lw=0.25)
            f.text(x + 4.6, f.y, text, (), "R", s)
            x += w + 4
        f.y += 2.2

    def b_list(self, f, b, x0, W):
        for run in b[1]:
            y = f.y
            f.para(run, x0 + 5, W - 5, self.s(self.size), "R", self.lead, brk=True)
            f.circle(x0 + 1.8, y + lh(self.s(self.size), self.lead) - 1.1, 0.7, fill=LAGOON)
        f.y += 1

    def b_alert(self, f, b, x0, W):
        def body(g):
            g.y += 1.6
            for r_ in b[1]:
                g.para(r_, x0 + 10, W - 13, self.s(8.8), "B", 1.35, brk=True)
            g.y += 1.8
        f.y += 1.5
        h = dry(f, body)
        f.need(h + 1)
        y0 = f.y
        f.rect(x0, y0, W, h, fill=(0.9, 0.95, 0.98), r=1.2)
        f.rect(x0, y0, 1.6, h, fill=LAGOON)
        f.circle(x0 + 5.6, y0 + h / 2, 2.2, fill=LAGOON)
        f.text(x0 + 5.0, y0 + h / 2 + 1.2, "i", (), "B", self.s(8.6), WHITE)
        body(f)
        f.y = y0 + h + 2

    def b_quote(self, f, b, x0, W):
        for r_ in b[1]:
            f.para(r_, x0 + 8, W - 16, self.s(8.8), "I", 1.4, GREY, brk=True)
        f.y += 1.2

    def b_log(self, f, b, x0, W):
        rows = [[list(w), list(who), list(t)] for w, who, t in b[1]]
        grid(f, ["Horodatage", "Utilisateur", "Action"], rows, [1.1, 1.2, 3.6], x0, W, size=self.s(8.2), st="R", head_st="B",
             head_fill=SIDE, head_color=GREY, row_rule=LINE)

    def sigs(self, f, sigs):
        s = self.s(8.4)
        f.y += 2
        for role, runs in sigs:
            run = ["Validé par : "] + list(runs[0]) + sum(([" - "] + list(r_) for r_ in runs[1:]), []) + [" (" + role.lower() + ")"]
            ls = bwrap(run, self.W - 8, lambda q: f.m(q, "R", s), True)
            f.need(lh(s, 1.45) * len(ls))
            for k, (t, v, _) in enumerate(ls):
                f.y += lh(s, 1.45)
                if k == 0:
                    f.circle(self.x0 + 1.8, f.y - 1.1, 1.6, fill=(0.16, 0.6, 0.35))
                    f.pages[-1]["ops"].append(("tick", self.x0 + 0.8, f.y - 1.0))
                f.text(self.x0 + 5, f.y, t, v, "R", s)
        f.y += 1

    def cont(self, f, title):
        f.text(self.x0, f.top - 1, title + " (suite)", (), "I", 7, GREY)
        f.y += 2

    def frame(self, f):
        n = len(f.pages)
        hv, fv = self.doc["head"], self.doc["foot"]
        m = self.meas
        cur = {"DEP": 1, "BIO": 2, "PREP": 3, "SUIVI": 1, "NOTIF": 5, "TPE": 3, "SYPH": 1, "DO": 4, "VAC": 6, "CONTRA": 1}[self.doc["code"]]
        for k, p in enumerate(f.pages):
            ops = [("r", 0, 0, SW, 8.5, (0.87, 0.88, 0.9), None, 0, 0), ("r", 4, 1.8, 62, 6.7, WHITE, None, 1.2, 0),
                   ("t", 7, 6.2, "CeGIDD · Dossier patient", "R", 6.4, BLACK, 0, ()),
                   ("r", 0, 8.5, SW, 7.5, WHITE, None, 0, 0), ("r", 18, 9.6, 200, 5.2, (0.95, 0.95, 0.96), None, 2.6, 0),
                   ("t", 22, 13.3, "https://dpi.intranet/cegidd/dossier/consultation?vue=edition", "R", 6.2, GREY, 0, ()),
                   ("r", 0, 16, SW, 6.5, DARK, None, 0, 0), ("t", 6, 20.6, "ZANBROK DPI 3 · module CeGIDD", "B", 7.2, WHITE, 0, ()),
                   ("t", SW - 6 - m("Poste CEGIDD-02 · session sécurisée", "R", 6.6), 20.6, "Poste CEGIDD-02 · session sécurisée", "R", 6.6, WHITE, 0, ()),
                   ("r", 0, 22.5, 66, SH - 22.5 - 7, SIDE, None, 0, 0), ("t", 5, 29, "PATIENT", "B", 6.4, GREY, 0, ())]
            y = 30
            hl = bwrap(list(hv), 54, lambda q: m(q, "B", 7.6), True)
            ops.append(("r", 4, y, 58, len(hl) * lh(7.6, 1.35) + 4, WHITE, LINE, 1.2, 0.2))
            y += 1.2
            for t, v, _ in hl:
                y += lh(7.6, 1.35)
                ops.append(("t", 6, y, t, "B", 7.6, BLACK, 0, tuple(v)))
            y += 9
            for j, item in enumerate(self.MENU):
                if j == cur:
                    ops.append(("r", 4, y - 3.8, 58, 5.4, (0.82, 0.9, 0.95), None, 1.0, 0))
                ops.append(("t", 7, y, item, "B" if j == cur else "R", 7.4, LAGOON if j == cur else BLACK, 0, ()))
                y += 6.2
            ft = bwrap(list(fv) + [" · écran %d/%d" % (k + 1, n)], SW - 12, lambda q: m(q, "R", 6.4), True)
            ops += [("r", 0, SH - 7, SW, 7, (0.87, 0.88, 0.9), None, 0, 0)]
            for t, v, _ in ft[:1]:
                ops.append(("t", 6, SH - 2.4, t, "R", 6.4, GREY, 0, tuple(v)))
            p["ops"] = ops + p["ops"]
            p["vals"] = [v for o in ops if o[0] == "t" and o[2] < 80 for v in o[8]] + p["vals"] + \
                [v for o in ops if o[0] == "t" and o[2] > 180 for v in o[8]]


# ------------------------------------------------------------------ OCR misreadings
WORD_SUB = [("rn", "m"), ("é", "e"), ("l", "1"), ("o", "0")]
NAME_SUB = [("I", "l"), ("O", "0"), ("é", "e"), ("S", "5")]
NUM_SUB = [("0", "O"), ("1", "l"), ("5", "S"), ("8", "B")]
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
    """Modify the text ops of the main pane in place: a few ordinary words per screen and up to ``n_values`` personal
    values (never a running identity of the panel or the status bar)."""
    done = 0
    forbidden = {w for p in pages for o in p["ops"] if o[0] == "t" for v in o[8] for w in re.findall(r"\w+", v.text)}
    for p in pages:
        tops = [k for k, o in enumerate(p["ops"]) if o[0] == "t" and o[1] >= 70 and 24 < o[2] < 181]
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
