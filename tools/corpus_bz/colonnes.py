"""The fpdf2 writer of corpus BZ (family "fpcolonnes"): the oncology department's word-processed papers set in TWO
COLUMNS. fpdf2 2.8.9 (FPDF.text / line / rect) with DejaVu Serif Condensed Regular / Bold / Italic and DejaVu Sans
Condensed Bold embedded as subsets (measured with get_string_width), a fixed creation date; /Creator "Oncologie -
traitement de texte, mise en page en colonnes". Every text is written with a trailing space.

Template (Colonnes): each part opens with a FULL-WIDTH MASTHEAD (a heavy black rule, the issuer in bold sans capitals
at the left with its address run on one line beneath, the references stacked flush right, the addressee's block, the
title in large bold serif across the page and the place in italics, closed by a thin double rule); the body then FLOWS
IN TWO BALANCED COLUMNS of 85.5 mm with a 7 mm gutter and a hairline column rule - down the left column, on to the
right column, then to the next page; the columns of a part that fits one page are BALANCED (their foot raised in 2 mm
steps until the part would need a third column); a value never breaks (in a column a line ends before it). Headings
in Prussian-blue bold sans capitals after a FLEURON (❧); fields as RUN-IN captions (bold sans caption, the value after
it, wrapped lines hanging by 3 mm); tables with a bold sans head over a rule, hairline rows; ticks as squares crossed by
two strokes; bullets; notes between two thin rules in bold italic; quotes indented after a vertical rule; logs with the
time in bold sans; the family tree as generations; signatures flush right at the end of the column. Every page: the
running identity at the top left and "k/n" at the top right over a hairline, the foot centred at the bottom.
"""
from __future__ import annotations

import datetime

from .engine import BLACK, GREY, BFlow, Template, bwrap, dry, grid, lh
from .cairo import runtext, runvals

DJ = "/usr/share/fonts/truetype/dejavu/"
FONTS = {"R": ("djs", "", "DejaVuSerifCondensed.ttf"), "B": ("djs", "B", "DejaVuSerifCondensed-Bold.ttf"),
         "I": ("djs", "I", "DejaVuSerifCondensed-Italic.ttf"), "H": ("djh", "", "DejaVuSansCondensed-Bold.ttf")}
BLUE = (0.08, 0.2, 0.42)
_PDF = {}


def measure():
    from fpdf import FPDF
    if "m" not in _PDF:
        pdf = FPDF(unit="mm")
        for fam, sty, fn in FONTS.values():
            pdf.add_font(fam, sty, DJ + fn)
        _PDF["m"] = pdf
    pdf = _PDF["m"]

    def m(t, st, size):
        fam, sty, _ = FONTS[st]
        pdf.set_font(fam, sty, size)
        return pdf.get_string_width(t)
    return m


class ColFlow(BFlow):
    """Each entry of ``pages`` is one COLUMN (virtual page); ``where`` maps it to (physical page, side)."""

    def __init__(self, meas, top, bottom, shift):
        self.where, self.ptop, self.pbot, self.force, self.shift = [], [], {}, True, shift
        super().__init__(meas, top, bottom)

    def new_page(self):
        if self.force or not self.where or self.where[-1][1] == 1:
            phys = (self.where[-1][0] + 1) if self.where else 0
            self.where.append((phys, 0))
            self.ptop.append(self.top)
            self.pages.append({"ops": [], "vals": []})
            self.y = self.top
            self.force = False
            if self.on_new_page:
                self.on_new_page()
        else:
            phys = self.where[-1][0]
            self.where.append((phys, 1))
            self.pages.append({"ops": [], "vals": []})
            self.y = self.ptop[phys]

    def physical(self):
        n = self.where[-1][0] + 1
        out = [{"ops": [], "vals": [], "right": False} for _ in range(n)]
        for p, (phys, side) in zip(self.pages, self.where):
            if side:
                out[phys]["right"] = True
                for o in p["ops"]:
                    out[phys]["ops"].append(shift_op(o, self.shift))
            else:
                out[phys]["ops"] += p["ops"]
            out[phys]["vals"] += p["vals"]
        for k, q in enumerate(out):
            q["top"], q["bot"] = self.ptop[k], self.pbot.get(k, self.bottom)
        return out


def shift_op(o, dx):
    if o[0] == "t":
        return (o[0], o[1] + dx) + o[2:]
    if o[0] == "l":
        return (o[0], o[1] + dx, o[2], o[3] + dx) + o[4:]
    if o[0] in ("r", "x"):
        return (o[0], o[1] + dx) + o[2:]
    return o


class Colonnes(Template):
    x0, FW, top_margin, bottom, size, lead = 16.0, 178.0, 20.0, 279.0, 8.8, 1.36
    gut = 7.0
    W = (178.0 - 7.0) / 2

    def build(self, k):
        self.k = k
        f = ColFlow(self.meas, self.top_margin, self.bottom, self.W + self.gut)
        f.k = k
        cur = {"t": "", "start": True}

        def on_new():
            if len(f.where) > 1 and not cur["start"]:
                self.cont(f, cur["t"])
        f.on_new_page = on_new
        for pi, part in enumerate(self.doc["parts"]):
            if pi:
                cur["start"] = True
                f.force = True
                f.new_page()
            cur["start"] = False
            cur["t"] = part["title"]
            f.bottom = self.balance(part, pi)
            f.pbot[f.where[-1][0]] = f.bottom
            self.run_part(f, part, pi)
            f.bottom = self.bottom
        return f

    def run_part(self, f, part, pi):
        self.npart, self.nsec = pi + 1, 0
        self.top(f, part)
        f.ptop[f.where[-1][0]] = f.y
        for head, blocks in part["secs"]:
            if head:
                self.nsec += 1
            self.section(f, head, blocks)
        if part["sigs"]:
            self.sigs(f, part["sigs"])

    def balance(self, part, pi):
        """BALANCED COLUMNS: the lowest column foot (2 mm steps) at which the part still fits its two columns."""
        def cols(bot):
            g = ColFlow(self.meas, self.top_margin, bot, self.W + self.gut)
            g.k = self.k
            self.run_part(g, part, pi)
            return len(g.where)
        if cols(self.bottom) > 2:
            return self.bottom
        b = self.bottom
        while b - 2 >= 110 and cols(b - 2) <= 2:
            b -= 2
        return b

    def layout(self):
        best = None
        for k in self.scales:
            f = self.build(k)
            n = f.where[-1][0] + 1
            if n <= len(self.doc["parts"]):
                best = f
                break
            if n <= 3 and best is None:
                best = f
            if best is not None and k < 0.82:
                break
        if best is None:
            raise RuntimeError("Colonnes: %d pages" % (f.where[-1][0] + 1))
        pages = best.physical()
        self.frame(pages)
        return pages

    def top(self, f, part):
        x0, FW, s = self.x0, self.FW, self.s
        iss = self.issuer(part)
        f.rect(x0, f.y, FW, 1.1, fill=BLACK)
        f.y += 1.5
        y0 = f.y
        f.para(iss["name"], x0, 108, s(11), "H", 1.25, BLACK, brk=False)
        if iss.get("service"):
            f.para([iss["service"]], x0, 108, s(8.4), "I", 1.3, GREY)
        line = []
        for r_ in iss["lines"] + iss["contact"] + ([iss["legal"]] if iss.get("legal") else []):
            line += (["  ·  "] if line else []) + list(r_)
        f.para(line, x0, 108, s(7.2), "R", 1.3, GREY)
        yl = f.y
        f.y = y0
        for cap, run in part["refs"]:
            t = cap + " : " + runtext(run)
            f.y += lh(s(8.2), 1.4)
            f.text(x0 + FW - f.m(t, "R", s(8.2)), f.y, t, runvals(run), "R", s(8.2))
        f.y = max(yl, f.y) + 2
        if part["to"]:
            f.para(["À l'attention de "] + list(part["to"]["name"]), x0 + 100, FW - 100, s(8.8), "B", 1.3)
            for r_ in part["to"]["lines"]:
                f.para(r_, x0 + 100, FW - 100, s(8.8), "R", 1.3)
            f.y += 1
        f.y += 1
        f.para([part["title"]], x0, FW, s(17), "B", 1.15)
        if part["place"]:
            f.para(part["place"], x0, FW, s(8.8), "I", 1.4, GREY)
        f.y += 1.8
        f.line(x0, f.y, x0 + FW, f.y, 0.25, BLACK)
        f.line(x0, f.y + 0.8, x0 + FW, f.y + 0.8, 0.12, BLACK)
        f.y += 2.5

    def heading(self, f, text):
        s = self.s(8.6)
        f.need(16)
        f.y += 3.0
        for k, (t, _, _) in enumerate(bwrap([text.upper()], self.W - 6, lambda q: f.m(q, "H", s))):
            f.y += lh(s, 1.3)
            if k == 0:
                f.text(self.x0, f.y, "❧", (), "H", s * 1.25, BLUE)
            f.text(self.x0 + 5.5, f.y, t, (), "H", s, BLUE)
        f.y += 1.2

    def b_p(self, f, b, x0, W):
        f.y += 0.6
        f.para(b[1], x0, W, self.s(self.size), "R", self.lead, BLACK)

    def b_kv(self, f, b, x0, W):
        s, cs = self.s(self.size), self.s(7.6)
        f.y += 0.4
        for cap, run in b[1]:
            c = cap + " - "
            cw = f.m(c, "H", cs)
            ls = bwrap(list(run), W - cw, lambda t: f.m(t, "R", s))
            f.need(lh(s, 1.35) * len(ls))
            f.y += lh(s, 1.35)
            f.text(x0, f.y, c, (), "H", cs, BLUE)
            for k, (t, v, _) in enumerate(ls):
                if k:
                    f.y += lh(s, 1.3)
                f.text(x0 + cw if k == 0 else x0 + 3, f.y, t, v, "R", s)
        f.y += 1.4

    def b_tab(self, f, b, x0, W):
        f.y += 1
        grid(f, b[1], b[2], b[3], x0, W, size=self.s(7.6), st="R", head_st="H", head_color=BLUE, row_rule=(0.75, 0.75, 0.75), head_rule=0.3)

    def b_chk(self, f, b, x0, W):
        s = self.s(8.4)
        f.y += 0.4
        for on, text in b[1]:
            ls = bwrap([text], W - 5, lambda t: f.m(t, "R", s))
            f.need(lh(s, 1.45) * len(ls))
            f.y += lh(s, 1.45)
            f.rect(x0, f.y - 2.7, 2.9, 2.9, stroke=BLACK, lw=0.25)
            if on:
                f.line(x0 + 0.3, f.y - 2.4, x0 + 2.6, f.y - 0.1, 0.35, BLACK)
                f.line(x0 + 2.6, f.y - 2.4, x0 + 0.3, f.y - 0.1, 0.35, BLACK)
            for k, (t, _, _) in enumerate(ls):
                if k:
                    f.y += lh(s, 1.3)
                f.text(x0 + 4.6, f.y, t, (), "R", s)
        f.y += 1.4

    def b_list(self, f, b, x0, W):
        for run in b[1]:
            y = f.y
            f.para(run, x0 + 4, W - 4, self.s(self.size), "R", self.lead)
            f.text(x0 + 0.6, y + lh(self.s(self.size), self.lead), "•", (), "R", self.s(self.size), BLUE)
        f.y += 1

    def b_alert(self, f, b, x0, W):
        def body(g):
            g.y += 1.2
            for r_ in b[1]:
                g.para(r_, x0 + 1, W - 2, self.s(8.8), "B", 1.35)
            g.y += 1.8
        f.y += 1.5
        h = dry(f, body)
        f.need(h + 1)
        y0 = f.y
        f.line(x0, y0, x0 + W, y0, 0.35, BLUE)
        body(f)
        f.line(x0, y0 + h, x0 + W, y0 + h, 0.35, BLUE)
        f.y = y0 + h + 2

    def b_quote(self, f, b, x0, W):
        y0 = f.y
        for r_ in b[1]:
            f.para(r_, x0 + 5, W - 7, self.s(8.8), "I", 1.4, GREY)
        f.line(x0 + 2, y0 + 1.2, x0 + 2, f.y + 0.8, 0.4, GREY)
        f.y += 1.8

    def b_log(self, f, b, x0, W):
        s = self.s(self.size)
        for when, who, text in b[1]:
            run = list(who) + [" : "] + list(text)
            ls = bwrap(run, W - 3, lambda t: f.m(t, "R", s))
            f.need(lh(s, 1.4) * (len(ls) + 1))
            f.y += lh(s, 1.4)
            f.text(x0, f.y, runtext(when), runvals(when), "H", self.s(8), BLUE)
            for t, v, _ in ls:
                f.y += lh(s, 1.32)
                f.text(x0 + 3, f.y, t, v, "R", s)
        f.y += 1.4

    def b_tree(self, f, b, x0, W):
        s = self.s(8.4)
        for k, gen in enumerate(b[1]):
            f.need(lh(s, 1.4) * 2)
            f.y += lh(s, 1.4)
            f.text(x0, f.y, "Génération %s" % ("I", "II", "III")[k], (), "H", self.s(7.8), BLUE)
            for sex, name, info, prob in gen:
                run = list(name) + [" (%s) - " % ("homme" if sex == 1 else "femme")] + list(info) + ([" - cas index"] if prob else [])
                f.para(run, x0 + 3, W - 3, s, "R", 1.35)
        f.y += 1.4

    def sigs(self, f, sigs):
        s = self.s(8.6)
        for role, runs in sigs:
            h = (len(runs) + 1) * lh(s, 1.4) + 8
            f.y += 2.5
            f.need(h)
            y = f.y + lh(s, 1.4)
            xr = self.x0 + self.W
            f.text(xr - f.m(role, "I", s), y, role, (), "I", s, GREY)
            y += 6
            for r_ in runs:
                y += lh(s, 1.4)
                t = runtext(r_)
                f.text(xr - f.m(t, "B", s), y, t, runvals(r_), "B", s)
            f.y += h

    def cont(self, f, title):
        f.text(self.x0, f.top + 1, title + " (suite)", (), "I", 7.4, GREY)
        f.y += 4

    def frame(self, pages):
        n = len(pages)
        hv, fv = runtext(self.doc["head"]), runtext(self.doc["foot"])
        m = self.meas
        for k, p in enumerate(pages):
            ft = "%s - %s" % (fv, self.doc["form"])
            pg = "%d/%d" % (k + 1, n)
            p["ops"] += [("t", self.x0, 12.0, hv, "R", 7.2, GREY, 0, tuple(runvals(self.doc["head"]))),
                         ("t", self.x0 + self.FW - m(pg, "H", 7.2), 12.0, pg, "H", 7.2, GREY, 0, ()),
                         ("l", self.x0, 13.8, self.x0 + self.FW, 13.8, 0.12, GREY, False),
                         ("t", 105 - m(ft, "R", 7) / 2, 288.0, ft, "R", 7.0, GREY, 0, tuple(runvals(self.doc["foot"])))]
            if p["right"]:
                xm = self.x0 + self.W + self.gut / 2
                p["ops"].append(("l", xm, p["top"], xm, p["bot"], 0.12, GREY, False))
            p["vals"] = list(runvals(self.doc["head"])) + p["vals"] + list(runvals(self.doc["foot"]))


def draw_fpdf(pages, title, creator):
    from fpdf import FPDF
    pdf = FPDF(unit="mm", format="A4")
    pdf.set_auto_page_break(False)
    pdf.set_creation_date(datetime.datetime(2025, 12, 1, 9, 0, 0, tzinfo=datetime.timezone.utc))
    pdf.set_title(title)
    pdf.set_creator(creator)
    pdf.set_producer("fpdf2")
    for fam, sty, fn in FONTS.values():
        pdf.add_font(fam, sty, DJ + fn)
    for p in pages:
        pdf.add_page()
        for o in p["ops"]:
            if o[0] == "t":
                _, x, y, s, st, size, col, just, _v = o
                fam, sty, _ = FONTS[st]
                pdf.set_font(fam, sty, size)
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


def render_colonnes(doc):
    t = Colonnes(doc, measure())
    pages = t.layout()
    return draw_fpdf(pages, doc["title"], "Oncologie - traitement de texte, mise en page en colonnes"), [p["vals"] for p in pages]
