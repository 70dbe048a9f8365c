"""The fpdf2 writer of corpus BY (family "fpmarge"): the hospital's haemovigilance unit's word-processed papers with
MARGINAL CAPTIONS. fpdf2 2.8.9 (FPDF.text / line / rect) with Caladea Regular / Bold / Italic embedded as subsets
(measured with get_string_width), a fixed creation date (so a fixed /ID); /Creator "Hémovigilance - traitement de
texte". Every text is written with a trailing space.

Template (Marge): a 44 mm LEFT MARGIN COLUMN holds every caption, right-aligned against a thin vertical rule that runs
down the page - the section headings in bold small capitals, the field captions in grey italics, "Réf." for the
references, the time of a log entry - while the values and the prose run in the right-hand column; each part opens
with the issuer centred over a double rule, the references on one line under it, the addressee's block, the title
in bold with the document's code in the margin at its left, the place in italics; tables in the text column with
rules above and below the head and at the end only (no vertical rules); ticks as "oui" / "non" printed in the margin
against each item; notes in bold under a margin caption "Important"; quotes in italics indented; signatures in the
text column side by side under "Signé :". Every page: the running identity at the top right in small type, the foot
centred with "page k sur n".
"""
from __future__ import annotations

import datetime

from .engine import BLACK, GREY, Template, bwrap, grid, lh
from .quadrant import runtext, runvals

CR = "/usr/share/fonts/truetype/crosextra/"
FONTS = {"R": "Caladea-Regular.ttf", "B": "Caladea-Bold.ttf", "I": "Caladea-Italic.ttf"}
WINE = (0.35, 0.1, 0.14)
_PDF = {}


def measure():
    from fpdf import FPDF
    if "m" not in _PDF:
        pdf = FPDF(unit="mm")
        for st, fn in FONTS.items():
            pdf.add_font("cal", "" if st == "R" else st, CR + fn)
        _PDF["m"] = pdf
    pdf = _PDF["m"]

    def m(t, st, size):
        pdf.set_font("cal", "" if st == "R" else st, size)
        return pdf.get_string_width(t)
    return m


class Marge(Template):
    x0, W, top_margin, bottom, size, lead = 66.0, 126.0, 24.0, 276.0, 9.8, 1.36
    mx = 18.0       # margin column: 18 - 62 mm, rule at 63 mm

    def cap(self, f, text, y, st="I", color=GREY, size=7.8):
        s = self.s(size)
        f.text(62.0 - f.m(text, st, s), y, text, (), st, s, color)

    def top(self, f, part):
        s = self.s
        iss = self.issuer(part)
        f.y += 1
        for t, v in f.lines(iss["name"], 170, "B", s(11)):
            f.y += lh(s(11), 1.3)
            f.text(105 - f.m(t, "B", s(11)) / 2, f.y, t, v, "B", s(11), WINE)
        rest = ([[iss["service"]]] if iss.get("service") else []) + iss["lines"] + iss["contact"] + ([iss["legal"]] if iss.get("legal") else [])
        line = []
        for r_ in rest:
            line += (["  ·  "] if line else []) + list(r_)
        for t, v in f.lines(line, 170, "R", s(7.6)):
            f.y += lh(s(7.6), 1.35)
            f.text(105 - f.m(t, "R", s(7.6)) / 2, f.y, t, v, "R", s(7.6), GREY)
        f.y += 2
        f.line(self.mx, f.y, 192, f.y, 0.35, WINE)
        f.line(self.mx, f.y + 0.9, 192, f.y + 0.9, 0.12, WINE)
        f.y += 2
        f.pages[-1]["rule_from"] = f.y
        if part["refs"]:
            y = f.y + lh(s(8.6), 1.4)
            self.cap(f, "Réf.", y)
            run = []
            for cap, r_ in part["refs"]:
                run += (["   "] if run else []) + [cap + " : "] + list(r_)
            f.y = y - lh(s(8.6), 1.4)
            f.para(run, self.x0, self.W, s(8.6), "R", 1.4)
        if part["to"]:
            f.y += 2
            self.cap(f, "Destinataire", f.y + lh(s(9.2), 1.35))
            f.para(part["to"]["name"], self.x0 + 40, self.W - 40, s(9.2), "B", 1.35, brk=True)
            for r_ in part["to"]["lines"]:
                f.para(r_, self.x0 + 40, self.W - 40, s(9.2), "R", 1.35, brk=True)
        f.y += 4
        y = f.y + lh(s(13), 1.2)
        self.cap(f, self.doc["code"], y, "B", WINE, 12)
        f.para([part["title"]], self.x0, self.W, s(13), "B", 1.2)
        if part["place"]:
            f.para(part["place"], self.x0, self.W, s(9), "I", 1.4, GREY)
        f.y += 2

    def heading(self, f, text):
        s7 = self.s(7.6)
        ls = bwrap([text.upper()], 42, lambda t: f.m(t, "B", s7))
        f.need(14 + lh(s7, 1.3) * len(ls))
        f.y += 3.5
        for t, _, _ in ls:
            f.y += lh(s7, 1.3)
            f.text(62.0 - f.m(t, "B", s7), f.y, t, (), "B", s7, WINE)
        f.line(self.mx + 20, f.y + 1.0, 62.0, f.y + 1.0, 0.2, WINE)
        f.y += 0.5

    def b_p(self, f, b, x0, W):
        f.y += 0.8
        f.para(b[1], x0, W, self.s(self.size), "R", self.lead, BLACK, brk=True)

    def b_kv(self, f, b, x0, W):
        s = self.s(self.size)
        f.y += 0.6
        for cap, run in b[1]:
            ls = bwrap(list(run), W, lambda t: f.m(t, "R", s), True)
            f.need(lh(s, 1.4) * len(ls))
            f.y += lh(s, 1.4)
            self.cap(f, cap, f.y)
            for k, (t, v, _) in enumerate(ls):
                if k:
                    f.y += lh(s, 1.35)
                f.text(x0, f.y, t, v, "R", s)
        f.y += 1.5

    def b_tab(self, f, b, x0, W):
        f.y += 1.5
        f.line(x0, f.y, x0 + W, f.y, 0.35, BLACK)
        grid(f, b[1], b[2], b[3], x0, W, size=self.s(8.4), head_st="B", head_rule=0.2, row_rule=None)
        f.line(x0, f.y - 2.5, x0 + W, f.y - 2.5, 0.35, BLACK)

    def b_chk(self, f, b, x0, W):
        s = self.s(self.size)
        f.y += 0.5
        for on, text in b[1]:
            f.need(lh(s, 1.4))
            f.y += lh(s, 1.4)
            self.cap(f, "oui" if on else "non", f.y, "B" if on else "I", BLACK if on else GREY, 8)
            f.text(x0, f.y, text, (), "R", s)
        f.y += 1.5

    def b_list(self, f, b, x0, W):
        for run in b[1]:
            y = f.y
            f.para(run, x0 + 4, W - 4, self.s(self.size), "R", self.lead, brk=True)
            f.text(x0, y + lh(self.s(self.size), self.lead), "–", (), "R", self.s(self.size))
        f.y += 1

    def b_alert(self, f, b, x0, W):
        f.y += 1.5
        first = True
        for r_ in b[1]:
            if first:
                self.cap(f, "Important", f.y + lh(self.s(9.4), 1.4), "B", WINE, 8)
                first = False
            f.para(r_, x0, W, self.s(9.4), "B", 1.4, brk=True)
        f.y += 1.5

    def b_quote(self, f, b, x0, W):
        for r_ in b[1]:
            f.para(r_, x0 + 8, W - 16, self.s(9.2), "I", 1.4, GREY, brk=True)
        f.y += 1.5

    def b_log(self, f, b, x0, W):
        s = self.s(self.size)
        for when, who, text in b[1]:
            run = list(who) + [" — "] + list(text)
            ls = bwrap(run, W, lambda t: f.m(t, "R", s), True)
            f.need(lh(s, 1.4) * len(ls))
            y = f.y + lh(s, 1.4)
            wt = runtext(when)
            f.text(62.0 - f.m(wt, "B", self.s(8.2)), y, wt, runvals(when), "B", self.s(8.2))
            for k, (t, v, _) in enumerate(ls):
                f.y += lh(s, 1.4) if k == 0 else lh(s, 1.3)
                f.text(x0, f.y, t, v, "R", s)
        f.y += 1.5

    def sigs(self, f, sigs):
        n = len(sigs)
        w = self.W / n
        s = self.s(9)
        h = max(len(r) for _, r in sigs) * lh(s, 1.4) + lh(s, 1.4) + 10
        f.y += 5
        f.need(h)
        self.cap(f, "Signé :", f.y + lh(s, 1.4), "I", GREY, 8)
        for k, (role, runs) in enumerate(sigs):
            x = self.x0 + k * w
            y = f.y + lh(s, 1.4)
            f.text(x, y, role, (), "I", s, GREY)
            y += 9
            for r_ in runs:
                y += lh(s, 1.4)
                f.text(x, y, runtext(r_), runvals(r_), "B" if r_ is runs[0] else "R", s)
        f.y += h

    def cont(self, f, title):
        f.text(self.x0, f.top + 1, title + " (suite)", (), "I", 7.6, GREY)
        f.y += 4

    def frame(self, f):
        n = len(f.pages)
        hv, fv = runtext(self.doc["head"]), runtext(self.doc["foot"])
        m = f.m
        for k, p in enumerate(f.pages):
            ft = "%s — %s — page %d sur %d" % (fv, self.doc["form"], k + 1, n)
            p["ops"] += [("t", 192 - m(hv, "I", 7.4), 13.0, hv, "I", 7.4, GREY, 0, tuple(runvals(self.doc["head"]))),
                         ("l", 63.0, p.get("rule_from", 22.0), 63.0, 280.0, 0.12, GREY, False),
                         ("t", 105 - m(ft, "R", 7.2) / 2, 288.0, ft, "R", 7.2, GREY, 0, tuple(runvals(self.doc["foot"])))]
            p["vals"] = list(runvals(self.doc["head"])) + p["vals"] + list(runvals(self.doc["foot"]))


def draw_fpdf(pages, title, creator):
    from fpdf import FPDF
    pdf = FPDF(unit="mm", format="A4")
    pdf.set_auto_page_break(False)
    pdf.set_creation_date(datetime.datetime(2025, 12, 1, 9, 0, 0, tzinfo=datetime.timezone.utc))
    pdf.set_title(title)
    pdf.set_creator(creator)
    pdf.set_producer("fpdf2")
    for st, fn in FONTS.items():
        pdf.add_font("cal", "" if st == "R" else st, CR + fn)
    for p in pages:
        pdf.add_page()
        for o in p["ops"]:
            if o[0] == "t":
                _, x, y, s, st, size, col, just, _v = o
                pdf.set_font("cal", "" if st == "R" else st, size)
                pdf.set_text_color(*[round(c * 255) for c in col])
                pdf.text(x, y, s + " ")
            elif o[0] == "l":
                _, x1, y1, x2, y2, w, col, dash = o
                pdf.set_draw_color(*[round(c * 255) for c in col])
                pdf.set_line_width(w)
                pdf.line(x1, y1, x2, y2)
            elif o[0] == "r":
                _, x, y, w, h, fill, stroke, rad, lw = o
                if fill:
                    pdf.set_fill_color(*[round(c * 255) for c in fill])
                if stroke:
                    pdf.set_draw_color(*[round(c * 255) for c in stroke])
                    pdf.set_line_width(lw)
                pdf.rect(x, y, w, h, style=("DF" if fill and stroke else "F" if fill else "D"))
    return bytes(pdf.output())


def render_marge(doc):
    t = Marge(doc, measure())
    f = t.layout()
    return draw_fpdf(f.pages, doc["title"], "Hémovigilance - traitement de texte"), [p["vals"] for p in f.pages]
