"""The PyMuPDF writer of corpus CB (family "mutextwriter"): every line of text is appended to a pymupdf.TextWriter (one
writer per colour and page, written with write_text once the page's rules and fills are drawn by page.draw_rect /
draw_line), GNU FreeSans / FreeSans Bold / FreeSerif Italic embedded then subset (doc.subset_fonts()); the label of the
right margin is a TextWriter written with a MORPH turning it by 90 degrees. Saved with garbage collection, deflate and
no new /ID, fixed metadata dates.

Template (Bordereau, the penitentiary administration's form look): a heavy black rule over the page head, the running
identity flush right above it, the issuer at the left in bold with its lines in small type, a FRAMED REFERENCE BOX at
the right (caption cell shaded grey | value, fully ruled, topped by the form number), the addressee in a framed box,
the title in white capitals on a black bar; sections as headings in bold capitals behind a thick black bar at the left
and a rule across; fields as a FULLY RULED FOUR-COLUMN FORM (shaded caption cell | value cell, twice a row when both
values are short, else the value spans three cells); tables fully ruled under a shaded head; ticks as squares crossed
by an X when ticked; notes in a box whose black strip reads "IMPORTANT"; quotes in serif italics; signatures as
"VISA" boxes side by side. A vertical grey band along the right edge carries "SECRET MÉDICAL - NE PAS TRANSMETTRE AU
GREFFE" turned by 90 degrees; the foot is the foot run and "page k/n" under a rule.
"""
from __future__ import annotations

from .engine import Template, bwrap, dry, grid, lh
from .render_util import runtext, runvals

FF = "/usr/share/fonts/truetype/freefont/"
FONTS = {"R": FF + "FreeSans.ttf", "B": FF + "FreeSansBold.ttf", "I": FF + "FreeSerifItalic.ttf"}
PW, PH = 210.0, 297.0
MM = 72 / 25.4
BLACK, GREY, WHITE, SHADE, RULE = (0, 0, 0), (0.38, 0.38, 0.38), (1, 1, 1), (0.87, 0.87, 0.87), (0.25, 0.25, 0.25)
BAND = "SECRET MÉDICAL - NE PAS TRANSMETTRE AU GREFFE"
_F = {}


def font(st):
    import pymupdf
    if st not in _F:
        _F[st] = pymupdf.Font(fontfile=FONTS[st])
    return _F[st]


def measure():
    return lambda t, st, size: font(st).text_length(t, fontsize=size) / MM


class Bordereau(Template):
    x0, W, top_margin, bottom, size, lead = 16.0, 170.0, 18.0, 279.0, 9.2, 1.34

    def top(self, f, part):
        x0, W, s = self.x0, self.W, self.s
        iss = self.issuer(part)
        y0 = f.y
        f.para(iss["name"], x0, 92, s(11), "B", 1.25, brk=True)
        svc = iss["service"] if isinstance(iss["service"], list) else [iss["service"]]
        f.para(svc, x0, 92, s(8.6), "I", 1.3, GREY, brk=True)
        for r_ in iss["lines"] + iss["contact"] + ([iss["legal"]] if iss.get("legal") else []):
            f.para(r_, x0, 92, s(7.8), "R", 1.3, brk=True)
        yl = f.y
        bx, bw = x0 + 98, W - 98
        f.y = y0
        f.rect(bx, f.y, bw, lh(s(8), 1.6), fill=BLACK)
        f.text(bx + 2, f.y + lh(s(8), 1.2), "FORMULAIRE " + self.doc["form"], (), "B", s(8), WHITE)
        f.y += lh(s(8), 1.6)
        for cap, run in part["refs"]:
            hh = lh(s(8.4), 1.6)
            f.rect(bx, f.y, 26, hh, fill=SHADE, stroke=RULE, lw=0.2)
            f.rect(bx + 26, f.y, bw - 26, hh, stroke=RULE, lw=0.2)
            f.text(bx + 1.5, f.y + lh(s(8.4), 1.15), cap, (), "R", s(7.4), GREY)
            f.text(bx + 28, f.y + lh(s(8.4), 1.15), runtext(run), runvals(run), "B", s(8.4))
            f.y += hh
        f.y = max(yl, f.y) + 3
        if part["to"]:
            def body(g):
                g.y += 1
                g.para(["Destinataire : "] + list(part["to"]["name"]), bx + 2, bw - 4, s(9), "B", 1.3, brk=True)
                for r_ in part["to"]["lines"]:
                    g.para(r_, bx + 2, bw - 4, s(8.8), "R", 1.3, brk=True)
                g.y += 1.5
            h = dry(f, body)
            y1 = f.y
            f.rect(bx, y1, bw, h, stroke=BLACK, lw=0.3)
            body(f)
            f.y = y1 + h + 3
        ts = s(11.5)
        ls = bwrap([part["title"].upper()], W - 6, lambda q: f.m(q, "B", ts))
        h = len(ls) * lh(ts, 1.25) + 3
        f.rect(x0, f.y, W, h, fill=BLACK)
        y = f.y + 1.0
        for t, v, _ in ls:
            y += lh(ts, 1.25)
            f.text(x0 + 3, y, t, v, "B", ts, WHITE)
        f.y += h + 1.5
        if part["place"]:
            for t, v, _ in bwrap(part["place"], W, lambda q: f.m(q, "I", s(9))):
                f.y += lh(s(9), 1.35)
                f.text(x0 + W - f.m(t, "I", s(9)), f.y, t, v, "I", s(9))
        f.y += 1

    def heading(self, f, text):
        s = self.s(9.2)
        f.need(14)
        f.y += 3 + lh(s, 1.2)
        f.rect(self.x0, f.y - lh(s, 1.0), 1.6, lh(s, 1.25), fill=BLACK)
        f.text(self.x0 + 3.5, f.y, text.upper(), (), "B", s)
        f.line(self.x0, f.y + 1.4, self.x0 + self.W, f.y + 1.4, 0.3, BLACK)
        f.y += 3

    def b_p(self, f, b, x0, W):
        f.y += 0.6
        f.para(b[1], x0, W, self.s(self.size), "R", self.lead, BLACK, brk=True)

    def b_kv(self, f, b, x0, W):
        s, cs = self.s(self.size), self.s(7.6)
        cap_w = 30.0
        half = (W - 2 * cap_w) / 2
        items, k = list(b[1]), 0
        f.y += 1
        while k < len(items):
            pair = k + 1 < len(items) and all(f.m(runtext(r_), "R", s) < half - 3 and f.m(c_, "R", cs) < cap_w - 2 for c_, r_ in items[k:k + 2])
            row = items[k:k + 2] if pair else items[k:k + 1]
            vw = half if pair else W - cap_w
            hs = [max(len(bwrap(list(r_), vw - 3, lambda q: f.m(q, "R", s), True)) * lh(s, 1.3), len(bwrap([c_], cap_w - 2, lambda q: f.m(q, "R", cs))) * lh(cs, 1.3)) + 2.2
                  for c_, r_ in row]
            h = max(hs)
            f.need(h)
            y0, x = f.y, x0
            for cap, run in row:
                f.rect(x, y0, cap_w, h, fill=SHADE, stroke=RULE, lw=0.2)
                f.rect(x + cap_w, y0, vw, h, stroke=RULE, lw=0.2)
                yy = y0 + 0.6
                for t, _v, _ in bwrap([cap], cap_w - 2, lambda q: f.m(q, "R", cs)):
                    yy += lh(cs, 1.3)
                    f.text(x + 1.2, yy, t, (), "R", cs, GREY)
                f.y = y0 + 0.8
                for t, v, _ in bwrap(list(run), vw - 3, lambda q: f.m(q, "R", s), True):
                    f.y += lh(s, 1.3)
                    f.text(x + cap_w + 1.5, f.y, t, v, "R", s)
                x += cap_w + vw
            f.y = y0 + h
            k += len(row)
        f.y += 2

    def b_tab(self, f, b, x0, W):
        f.y += 1
        grid(f, b[1], b[2], b[3], x0, W, size=self.s(8.4), st="R", head_st="B", head_fill=SHADE, row_rule=RULE, col_rule=RULE, outer=RULE)

    def b_log(self, f, b, x0, W):
        grid(f, ["Date et heure", "Intervenant", "Action"], [[list(w), list(who), list(t)] for w, who, t in b[1]], [1.1, 1.2, 3.6], x0, W,
             size=self.s(8.4), head_fill=SHADE, row_rule=RULE, col_rule=RULE, outer=RULE)

    def b_chk(self, f, b, x0, W):
        s = self.s(8.8)
        x = x0
        f.y += lh(s, 1.5)
        for on, text in b[1]:
            w = f.m(text, "R", s) + 6
            if x + w > x0 + W:
                f.need(lh(s, 1.5))
                f.y += lh(s, 1.5)
                x = x0
            f.rect(x, f.y - 2.7, 2.9, 2.9, stroke=BLACK, lw=0.25)
            if on:
                f.line(x, f.y - 2.7, x + 2.9, f.y + 0.2, 0.3, BLACK)
                f.line(x, f.y + 0.2, x + 2.9, f.y - 2.7, 0.3, BLACK)
            f.text(x + 4.3, f.y, text, (), "R", s)
            x += w + 5
        f.y += 2

    def b_list(self, f, b, x0, W):
        for run in b[1]:
            y = f.y
            f.para(run, x0 + 5, W - 5, self.s(self.size), "R", self.lead, brk=True)
            f.text(x0 + 1, y + lh(self.s(self.size), self.lead), "-", (), "B", self.s(self.size))
        f.y += 0.8

    def b_alert(self, f, b, x0, W):
        def body(g):
            g.y += 1.5
            for r_ in b[1]:
                g.para(r_, x0 + 25, W - 28, self.s(9.0), "B", 1.35, brk=True)
            g.y += 2
        f.y += 1.5
        h = max(dry(f, body), 8)
        f.need(h + 1)
        y0 = f.y
        f.rect(x0, y0, W, h, stroke=BLACK, lw=0.5)
        f.rect(x0, y0, 22, h, fill=BLACK)
        f.text(x0 + 2, y0 + h / 2 + 1.2, "IMPORTANT", (), "B", self.s(7.6), WHITE)
        body(f)
        f.y = y0 + h + 2

    def b_quote(self, f, b, x0, W):
        for r_ in b[1]:
            f.para(["« "] + list(r_) + [" »"], x0 + 8, W - 16, self.s(9.4), "I", 1.4, GREY, brk=True)
        f.y += 1.5

    def sigs(self, f, sigs):
        s = self.s(8.6)
        cw = self.W / max(2, len(sigs))
        h = max(lh(s, 1.4) * (2 + sum(len(bwrap(list(r_), cw - 6, lambda q: f.m(q, "R", s), True)) for r_ in runs)) for _, runs in sigs) + 10
        f.need(h + 3)
        f.y += 3
        y0 = f.y
        for k, (role, runs) in enumerate(sigs):
            x = self.x0 + k * cw
            f.rect(x, y0, cw - 3, h, stroke=BLACK, lw=0.3)
            f.text(x + 2, y0 + lh(s, 1.3), "VISA - " + role.upper(), (), "B", self.s(7.2), GREY)
            f.y = y0 + lh(s, 1.5)
            for r_ in runs:
                for t, v, _ in bwrap(list(r_), cw - 6, lambda q: f.m(q, "R", s), True):
                    f.y += lh(s, 1.4)
                    f.text(x + 2, f.y, t, v, "R", s)
        f.y = y0 + h

    def cont(self, f, title):
        f.text(self.x0, f.top + 1, title + " (suite)", (), "I", 7.6, GREY)
        f.y += 4

    def frame(self, f):
        n = len(f.pages)
        for k, p in enumerate(f.pages):
            ops = [("l", self.x0, 13.5, self.x0 + self.W, 13.5, 1.2, BLACK, False), ("r", PW - 10, 30, 6, PH - 60, SHADE, None, 0, 0)]
            for t, v, _ in bwrap(list(self.doc["head"]), self.W, lambda q: self.meas(q, "R", 7.4), True)[:1]:
                ops.append(("t", self.x0 + self.W - self.meas(t, "R", 7.4), 11.5, t, "R", 7.4, GREY, 0, tuple(v)))
            ops.append(("l", self.x0, PH - 13, self.x0 + self.W, PH - 13, 0.3, BLACK, False))
            ft = bwrap(list(self.doc["foot"]) + [" - page %d/%d" % (k + 1, n)], self.W, lambda q: self.meas(q, "R", 7.2), True)
            for j, (t, v, _) in enumerate(ft[:2]):
                ops.append(("t", self.x0, PH - 9.5 + j * 3.2, t, "R", 7.2, GREY, 0, tuple(v)))
            p["ops"] = ops[:2] + p["ops"] + ops[2:]
            p["vals"] = [v for o in ops[:3] if o[0] == "t" for v in o[8]] + p["vals"] + [v for o in ops[3:] if o[0] == "t" for v in o[8]]


def draw(page, ops):
    import pymupdf
    writers = {}
    for o in ops:
        if o[0] == "r":
            _, x, y, w, h, fill, stroke, rad, lw = o
            page.draw_rect(pymupdf.Rect(x * MM, y * MM, (x + w) * MM, (y + h) * MM), color=stroke, fill=fill, width=lw * MM if stroke else 0)
        elif o[0] == "l":
            _, x1, y1, x2, y2, w, col, dash = o
            page.draw_line((x1 * MM, y1 * MM), (x2 * MM, y2 * MM), color=col, width=w * MM)
        elif o[0] == "t":
            _, x, y, s, st, size, col, just, _v = o
            tw = writers.setdefault(col, pymupdf.TextWriter(page.rect))
            tw.append((x * MM, y * MM), s, font=font(st), fontsize=size)
    for col, tw in writers.items():
        tw.write_text(page, color=col)
    band = pymupdf.TextWriter(page.rect)
    org = pymupdf.Point((PW - 8.6) * MM, 60 * MM)
    band.append(org, BAND, font=font("B"), fontsize=7.5)
    band.write_text(page, color=GREY, morph=(org, pymupdf.Matrix(-90)))


def render_tw(doc):
    import pymupdf
    meas = measure()
    f = Bordereau(doc, meas).layout()
    out = pymupdf.open()
    for p in f.pages:
        page = out.new_page(width=PW * MM, height=PH * MM)
        draw(page, p["ops"])
    out.subset_fonts()
    out.set_metadata({"title": doc["title"], "author": "USMP", "creator": "Bordereau USMP", "producer": "PyMuPDF TextWriter",
                      "creationDate": "D:20251201090000", "modDate": "D:20251201090000"})
    data = out.tobytes(garbage=3, deflate=True, no_new_id=True)
    return data, [p["vals"] for p in f.pages]
