"""The PyMuPDF writer of corpus BY (family "murail"): the print of the hospital's TRANSFUSION TRACEABILITY SOFTWARE
("SangTrace 3"), used for every document type. PyMuPDF 2.0 page.insert_text / draw_rect / draw_line / draw_circle /
draw_polyline with Lato Regular / Bold / Italic, measured with pymupdf.Font.text_length; doc.subset_fonts(), empty
dates, no new /ID. Every text is written with a trailing space.

Template (Rail): each part opens with a BLOOD-DROP MARK (a red drop drawn as a circle under a pointed cap) holding
the document's code in white, the issuer beside it and the references in a grey rounded panel at the right, the title
in bold red; headings after an OCTAGONAL BADGE holding the section's number in white, a pale red hairline running from
the heading to the margin; fields at one tab column (grey bold caption, value, wrapped captions); tables with a red
head; ticks as PILLS ("OUI" white on red, "NON" grey outline) before the item; log entries as running lines "time ·
who : event"; notes with a thick amber left border on a cream ground; quotes in italics between long dashes;
signatures right-aligned under a rule. Every page: a thin header with the software's name, the running identity and
"k/n"; the foot under a hairline.
"""
from __future__ import annotations

import math

from .engine import BLACK, GREY, Template, bwrap, dry, grid, lh
from .quadrant import runtext, runvals

LATO = "/usr/share/fonts/truetype/lato/"
FONTS = {"R": "Lato-Regular.ttf", "B": "Lato-Bold.ttf", "I": "Lato-Italic.ttf"}
RED, PALE, AMBER, CREAM = (0.62, 0.08, 0.12), (0.95, 0.9, 0.9), (0.9, 0.6, 0.1), (1.0, 0.97, 0.9)
_F = {}


def fonts():
    import pymupdf
    if not _F:
        for st, fn in FONTS.items():
            _F[st] = pymupdf.Font(fontfile=LATO + fn)
    return _F


def measure():
    f = fonts()
    return lambda t, st, size: f[st].text_length(t, size) * 25.4 / 72


class Rail(Template):
    x0, W, top_margin, bottom, size, lead = 21.0, 171.0, 24.0, 277.0, 9.2, 1.38
    rx = 19.0

    def top(self, f, part):
        s = self.s
        # the BLOOD-DROP mark holding the document's code, the issuer beside it
        y0 = f.y
        cx, r = self.rx + 9, 8.0
        f.pages[-1]["ops"].append(("poly", [(cx - r * 0.87, y0 + 13 - r * 0.5), (cx, y0), (cx + r * 0.87, y0 + 13 - r * 0.5)], RED))
        f.circle(cx, y0 + 13, r, fill=RED)
        code = self.doc["code"]
        sz = s(10)
        f.text(cx - f.m(code, "B", sz) / 2, y0 + 13 + sz * 0.13, code, (), "B", sz, (1, 1, 1))
        f.pages[-1]["drop_bottom"] = y0 + 22
        iss = self.issuer(part)
        y1 = f.y
        ix = self.rx + 21
        f.para(iss["name"], ix, 98 - 21, s(10), "B", 1.3, brk=True)
        if iss.get("service"):
            f.para([iss["service"]], ix, 98 - 21, s(8), "I", 1.3, GREY)
        for r_ in iss["lines"] + iss["contact"] + ([iss["legal"]] if iss.get("legal") else []):
            f.para(r_, ix, 98 - 21, s(7.6), "R", 1.3, GREY)
        yl = max(f.y, y0 + 22)
        if part["refs"]:
            def refs(g):
                for cap, run in part["refs"]:
                    g.y += lh(s(7.6), 1.4)
                    g.text(126, g.y, cap, (), "R", s(7.6), GREY)
                    g.y -= lh(s(7.6), 1.4)
                    g.para(run, 150, 40, s(8.4), "B", 1.4)
                g.y += 1.5
            f.y = y1
            h = dry(f, refs)
            f.rect(123, y1, 69, h, fill=(0.94, 0.94, 0.95), r=2)
            refs(f)
        f.y = max(yl, f.y) + 3
        if part["to"]:
            f.para(["Destinataire : "] + list(part["to"]["name"]), 110, 82, s(9), "B", 1.3, brk=True)
            for r_ in part["to"]["lines"]:
                f.para(r_, 110, 82, s(9), "R", 1.3, brk=True)
            f.y += 2
        f.para([part["title"]], self.rx, 192 - self.rx, s(14), "B", 1.2, RED)
        if part["place"]:
            f.para(part["place"], self.rx, 170, s(8.6), "I", 1.4, GREY)
        f.y += 2

    def heading(self, f, text):
        s = self.s(10)
        f.need(16)
        f.y += 3 + lh(s, 1.3)
        cx, cy, r = self.rx + 2.6, f.y - 1.3, 2.9
        pts = [(cx + r * math.cos(math.radians(22.5 + 45 * k)), cy + r * math.sin(math.radians(22.5 + 45 * k))) for k in range(8)]
        f.pages[-1]["ops"].append(("poly", pts, RED))
        num = str(self.nsec)
        f.text(cx - f.m(num, "B", self.s(7.4)) / 2, cy + 1.0, num, (), "B", self.s(7.4), (1, 1, 1))
        f.text(self.rx + 7.5, f.y, text, (), "B", s, RED)
        f.line(self.rx + 7.5 + f.m(text, "B", s) + 2, f.y - 1.2, 192, f.y - 1.2, 0.15, (0.85, 0.6, 0.6))
        f.y += 1.5

    def b_p(self, f, b, x0, W):
        f.y += 0.5
        f.para(b[1], x0, W, self.s(self.size), "R", self.lead, BLACK, brk=True)

    def b_kv(self, f, b, x0, W):
        s = self.s(self.size)
        cw = max(f.m(cap, "B", self.s(8.2)) for cap, _ in b[1]) + 4
        cw = min(cw, 46)
        f.y += 0.6
        for cap, run in b[1]:
            ls = bwrap(list(run), W - cw, lambda t: f.m(t, "R", s), True)
            capl = bwrap([cap], cw - 2, lambda t: f.m(t, "B", self.s(8.2)))
            f.need(lh(s, 1.4) * max(len(ls), len(capl)))
            y0 = f.y
            for k, (t, _, _) in enumerate(capl):
                f.text(x0, y0 + lh(s, 1.4) * (k + 1), t, (), "B", self.s(8.2), GREY)
            for k, (t, v, _) in enumerate(ls):
                f.text(x0 + cw, y0 + lh(s, 1.4) * (k + 1), t, v, "R", s)
            f.y = y0 + lh(s, 1.4) * max(len(ls), len(capl))
        f.y += 1.5

    def b_tab(self, f, b, x0, W):
        f.y += 1.2
        grid(f, b[1], b[2], b[3], x0, W, size=self.s(8.4), head_st="B", head_fill=RED, head_color=(1, 1, 1), row_rule=(0.85, 0.8, 0.8))

    def b_chk(self, f, b, x0, W):
        s = self.s(8.8)
        f.y += 0.5
        for on, text in b[1]:
            f.need(lh(s, 1.6))
            f.y += lh(s, 1.6)
            f.rect(x0, f.y - 3.2, 9.5, 4.2, fill=RED if on else None, stroke=None if on else GREY, r=2.1, lw=0.2)
            lab = "OUI" if on else "NON"
            f.text(x0 + (9.5 - f.m(lab, "B", self.s(6.4))) / 2, f.y - 0.2, lab, (), "B", self.s(6.4), (1, 1, 1) if on else GREY)
            f.text(x0 + 12, f.y, text, (), "R", s)
        f.y += 1.5

    def b_list(self, f, b, x0, W):
        for run in b[1]:
            y = f.y
            f.para(run, x0 + 5, W - 5, self.s(self.size), "R", self.lead, brk=True)
            f.circle(x0 + 1.5, y + lh(self.s(self.size), self.lead) - 1.1, 0.7, fill=RED)
        f.y += 1

    def b_alert(self, f, b, x0, W):
        def body(g):
            g.y += 1.5
            for r_ in b[1]:
                g.para(r_, x0 + 4, W - 6, self.s(9), "B", 1.35, brk=True)
            g.y += 2
        f.y += 1.5
        h = dry(f, body)
        f.need(h + 1)
        y0 = f.y
        f.rect(x0, y0, W, h, fill=CREAM)
        f.rect(x0, y0, 1.4, h, fill=AMBER)
        body(f)
        f.y = y0 + h + 2

    def b_quote(self, f, b, x0, W):
        for k, r_ in enumerate(b[1]):
            f.para((["— "] if k == 0 else []) + list(r_) + ([" —"] if k == len(b[1]) - 1 else []), x0 + 6, W - 12, self.s(9), "I", 1.4, GREY, brk=True)
        f.y += 1.5

    def b_log(self, f, b, x0, W):
        s = self.s(self.size)
        for when, who, text in b[1]:
            run = list(when) + [" · "] + list(who) + [" : "] + list(text)
            ls = bwrap(run, W, lambda t: f.m(t, "R", s), True)
            f.need(lh(s, 1.45) * len(ls))
            for t, v, _ in ls:
                f.y += lh(s, 1.45)
                f.text(x0, f.y, t, v, "R", s)
        f.y += 1.5

    def sigs(self, f, sigs):
        s = self.s(8.8)
        n = len(sigs)
        w = min(62, (192 - self.x0) / n)
        h = max(len(r) for _, r in sigs) * lh(s, 1.4) + lh(s, 1.4) + 9
        f.y += 4
        f.need(h)
        x = 192 - n * w
        f.line(x, f.y, 192, f.y, 0.2, GREY)
        for k, (role, runs) in enumerate(sigs):
            xx = x + k * w + 1
            y = f.y + lh(s, 1.4)
            f.text(xx, y, role, (), "I", s, GREY)
            y += 8
            for r_ in runs:
                y += lh(s, 1.4)
                f.text(xx, y, runtext(r_), runvals(r_), "B", s)
        f.y += h

    def cont(self, f, title):
        f.text(self.rx, f.top + 1, title + " (suite)", (), "I", 7.4, GREY)
        f.y += 4

    def frame(self, f):
        n = len(f.pages)
        hv, fv = runtext(self.doc["head"]), runtext(self.doc["foot"])
        for k, p in enumerate(f.pages):
            p["ops"] = p["ops"] + [
                ("t", self.rx, 12.0, "SangTrace 3", "B", 7.4, RED, 0, ()),
                ("t", self.rx + 20, 12.0, hv, "R", 7.4, GREY, 0, tuple(runvals(self.doc["head"]))),
                ("t", 184, 12.0, "%d/%d" % (k + 1, n), "B", 7.4, GREY, 0, ()),
                ("l", self.rx, 14.0, 192, 14.0, 0.15, GREY, False),
                ("l", self.rx, 283.0, 192, 283.0, 0.15, GREY, False),
                ("t", self.rx, 287.5, fv + " — " + self.doc["form"], "R", 7.0, GREY, 0, tuple(runvals(self.doc["foot"])))]
            p["vals"] = list(runvals(self.doc["head"])) + p["vals"] + list(runvals(self.doc["foot"]))


def draw_mu(pages, title, creator):
    import pymupdf
    k = 72 / 25.4
    doc = pymupdf.open()
    for p in pages:
        page = doc.new_page(width=595.28, height=841.89)
        for st, fn in FONTS.items():
            page.insert_font(fontname="lato" + st, fontfile=LATO + fn)
        for o in p["ops"]:
            if o[0] == "t":
                _, x, y, s, st, size, col, just, _v = o
                page.insert_text((x * k, y * k), s + " ", fontname="lato" + st, fontsize=size, color=col)
            elif o[0] == "l":
                _, x1, y1, x2, y2, w, col, dash = o
                page.draw_line((x1 * k, y1 * k), (x2 * k, y2 * k), color=col, width=w * k)
            elif o[0] == "r":
                _, x, y, w, h, fill, stroke, rad, lw = o
                rect = pymupdf.Rect(x * k, y * k, (x + w) * k, (y + h) * k)
                page.draw_rect(rect, color=stroke, fill=fill, width=lw * k if stroke else 0,
                               radius=(rad / min(w, h)) if rad else None)
            elif o[0] == "c":
                _, cx, cy, rad, fill, stroke, lw = o
                page.draw_circle((cx * k, cy * k), rad * k, color=stroke, fill=fill, width=lw * k if stroke else 0)
            elif o[0] == "poly":
                page.draw_polyline([(a * k, b * k) for a, b in o[1]], color=None, fill=o[2], closePath=True, width=0)
    doc.set_metadata({"title": title, "creator": creator, "producer": "PyMuPDF", "creationDate": "", "modDate": ""})
    doc.subset_fonts()
    return doc.tobytes(garbage=3, deflate=True, no_new_id=True)


def render_rail(doc):
    t = Rail(doc, measure())
    f = t.layout()
    return draw_mu(f.pages, doc["title"], "SangTrace 3 - impression"), [p["vals"] for p in f.pages]
