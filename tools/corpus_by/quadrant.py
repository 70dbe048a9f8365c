"""The ReportLab writer of corpus BY (family "rlquadrant"): the print of the blood establishment's and the hospital's
transfusion software laid out like an ISBT 128 BLOOD-PRODUCT LABEL. ReportLab 5.1.0 pdfgen canvas (invariant=1)
draws the operations laid out by engine.py, in DejaVu Sans Condensed / Bold / Oblique TTF subsets (measured with
pdfmetrics.stringWidth); every text is drawn with a trailing space so that pypdf never glues two texts sharing a
baseline. /Creator "HémoTrace 5 - étiquetage".

Template (Quadrant): each part opens with a LABEL OF FOUR QUADRANTS framed by a heavy outline (upper left: the issuer;
upper right: the references, caption over value; lower left: the title and the place; lower right: an ABO COLOUR-CODE
panel - the document's code in large white capitals on the colour of its level, blue / yellow / pink / white as the
group labels of blood products are coloured - with the level underneath); the addressee under the label at the right;
headings as capitals after a solid coloured triangle (the label's corner) over a hairline; fields as LABEL CELLS two
per row (a tiny caption in the cell's top-left corner, the value under it; long values take the whole row); tables
with a dark head and zebra rows; ticks as crossed squares flowing on the line; notes in a box with a heavy top bar;
quotes in oblique after a grey bar; logs as three columns; signatures in framed cells side by side. Every page: the
running identity at the left and "BY-nn - page k/n" at the right over a heavy rule, the foot under a hairline.
"""
from __future__ import annotations

import io

from .engine import BLACK, GREY, Template, bwrap, dry, grid, lh

DJ = "/usr/share/fonts/truetype/dejavu/"
FONTS = {"R": "DejaVuSansCondensed", "B": "DejaVuSansCondensed-Bold", "I": "DejaVuSansCondensed-Oblique"}
INK, PALE = (0.12, 0.16, 0.22), (0.93, 0.94, 0.96)
# ISBT 128 group-label colours (O blue, A yellow, B pink, AB white) by severity
ABO = [(0.86, 0.36, 0.55), (0.95, 0.78, 0.2), (0.22, 0.45, 0.78), (0.75, 0.76, 0.78)]
MM = 72 / 25.4


def measure():
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    for nm in FONTS.values():
        try:
            pdfmetrics.getFont("BY" + nm)
        except KeyError:
            pdfmetrics.registerFont(TTFont("BY" + nm, DJ + nm + ".ttf"))
    return lambda t, st, size: pdfmetrics.stringWidth(t, "BY" + FONTS[st], size) / MM


def runtext(run):
    return "".join(x if isinstance(x, str) else x.text for x in run)


def runvals(run):
    return [x for x in run if not isinstance(x, str)]


class Quadrant(Template):
    x0, W, top_margin, bottom, size, lead = 18.0, 174.0, 22.0, 278.0, 9.0, 1.38

    def colour(self):
        return ABO[self.doc["level"][1] % 4]

    def top(self, f, part):
        x0, W, s = self.x0, self.W, self.s
        iss = self.issuer(part)
        hw = W * 0.56
        y0 = f.y
        # upper left: issuer
        f.y = y0 + 1
        f.para(iss["name"], x0 + 2.5, hw - 5, s(9.6), "B", 1.25, brk=True)
        if iss.get("service"):
            f.para([iss["service"]], x0 + 2.5, hw - 5, s(7.8), "I", 1.3, GREY)
        for r_ in iss["lines"] + iss["contact"] + ([iss["legal"]] if iss.get("legal") else []):
            f.para(r_, x0 + 2.5, hw - 5, s(7.4), "R", 1.3)
        yl = f.y
        # upper right: references
        f.y = y0 + 1
        for cap, run in part["refs"]:
            f.y += lh(s(6.4), 1.3)
            f.text(x0 + hw + 3, f.y, cap.upper(), (), "R", s(6.4), GREY)
            f.para(run, x0 + hw + 3, W - hw - 5, s(9.2), "B", 1.25)
        ymid = max(yl, f.y) + 2.5
        # lower left: title and place / lower right: colour-code panel
        f.y = ymid + 1
        f.para([part["title"]], x0 + 2.5, hw - 5, s(12.5), "B", 1.2, INK)
        if part["place"]:
            f.para(part["place"], x0 + 2.5, hw - 5, s(8.2), "I", 1.4, GREY)
        ybot = max(f.y + 2.5, ymid + 19)
        col = self.colour()
        f.rect(x0 + hw, ymid, W - hw, ybot - ymid, fill=col)
        dark = self.doc["level"][1] in (1, 3)
        tc = INK if dark else (1, 1, 1)
        f.text(x0 + hw + 4, ymid + 10.5, self.doc["code"], (), "B", s(20), tc)
        lv = self.doc["level"][0]
        f.text(x0 + hw + 4, ymid + 16, "niveau : " + lv.text, [lv], "R", s(7.6), tc)
        f.rect(x0, y0, W, ybot - y0, stroke=INK, lw=0.9)
        f.line(x0, ymid, x0 + W, ymid, 0.5, INK)
        f.line(x0 + hw, y0, x0 + hw, ybot, 0.5, INK)
        f.y = ybot + 3
        if part["to"]:
            f.para(["À l'attention de : "] + list(part["to"]["name"]), x0 + 92, W - 92, s(8.8), "B", 1.3, brk=True)
            for r_ in part["to"]["lines"]:
                f.para(r_, x0 + 92, W - 92, s(8.8), "R", 1.3, brk=True)
            f.y += 2

    def heading(self, f, text):
        s = self.s(9.2)
        f.need(14)
        f.y += 4.2
        f.pages[-1]["ops"].append(("tri", self.x0, f.y - 3.2, 3.6, self.colour()))
        f.text(self.x0 + 5, f.y, text.upper(), (), "B", s, INK)
        f.line(self.x0, f.y + 1.3, self.x0 + self.W, f.y + 1.3, 0.15, GREY)
        f.y += 2.6

    def b_p(self, f, b, x0, W):
        f.y += 0.5
        f.para(b[1], x0, W, self.s(self.size), "R", self.lead, BLACK, brk=True)

    def b_kv(self, f, b, x0, W):
        s, cs = self.s(self.size), self.s(6.0)
        half = W / 2
        items = list(b[1])
        k = 0
        f.y += 1
        while k < len(items):
            cap, run = items[k]
            fits = f.m(runtext(run), "R", s) < half - 4
            pair = fits and k + 1 < len(items) and f.m(runtext(items[k + 1][1]), "R", s) < half - 4
            cells = [(cap, run, half), (items[k + 1][0], items[k + 1][1], half)] if pair else [(cap, run, W)]
            hs = [lh(cs, 1.2) + len(bwrap(list(r_), w_ - 4, lambda t: f.m(t, "R", s), True)) * lh(s, 1.3) + 1.6 for _, r_, w_ in cells]
            h = max(hs)
            f.need(h)
            x, y0 = x0, f.y
            for cap_, run_, w_ in cells:
                f.rect(x, y0, w_, h, stroke=(0.7, 0.72, 0.76), lw=0.15)
                f.text(x + 1.5, y0 + lh(cs, 1.1), cap_.upper(), (), "R", cs, GREY)
                f.y = y0 + lh(cs, 1.2) - 0.4
                f.para(run_, x + 1.5, w_ - 4, s, "R", 1.3, brk=True)
                x += w_
            f.y = y0 + h
            k += 2 if pair else 1
        f.y += 2

    def b_tab(self, f, b, x0, W):
        f.y += 1
        grid(f, b[1], b[2], b[3], x0, W, size=self.s(8.2), head_st="B", head_fill=INK, head_color=(1, 1, 1), row_rule=None, zebra=PALE)

    def b_chk(self, f, b, x0, W):
        s = self.s(8.6)
        x = x0
        f.y += lh(s, 1.6)
        for on, text in b[1]:
            w = f.m(text, "R", s) + 7
            if x + w > x0 + W:
                f.need(lh(s, 1.6))
                f.y += lh(s, 1.6)
                x = x0
            f.rect(x, f.y - 2.6, 3, 3, stroke=INK, lw=0.3)
            if on:
                f.line(x + 0.4, f.y - 2.2, x + 2.6, f.y - 0.0, 0.45, INK)
                f.line(x + 2.6, f.y - 2.2, x + 0.4, f.y - 0.0, 0.45, INK)
            f.text(x + 4.2, f.y, text, (), "R", s)
            x += w + 3
        f.y += 2.5

    def b_list(self, f, b, x0, W):
        for run in b[1]:
            y = f.y
            f.para(run, x0 + 5, W - 5, self.s(self.size), "R", self.lead, brk=True)
            f.pages[-1]["ops"].append(("tri", x0 + 1, y + 1.4, 2.2, self.colour()))
        f.y += 1.5

    def b_alert(self, f, b, x0, W):
        def body(g):
            g.y += 2.5
            for r_ in b[1]:
                g.para(r_, x0 + 3, W - 6, self.s(8.8), "B", 1.35, brk=True)
            g.y += 2
        f.y += 1.5
        h = dry(f, body)
        f.need(h + 2)
        y0 = f.y
        f.rect(x0, y0, W, h, stroke=INK, lw=0.25)
        f.rect(x0, y0, W, 1.4, fill=self.colour())
        body(f)
        f.y = y0 + h + 2

    def b_quote(self, f, b, x0, W):
        y0 = f.y
        for r_ in b[1]:
            f.para(r_, x0 + 5, W - 8, self.s(8.8), "I", 1.4, GREY, brk=True)
        f.rect(x0 + 1.5, y0 + 1, 0.9, f.y - y0, fill=GREY)
        f.y += 2

    def b_log(self, f, b, x0, W):
        rows = [[list(w), list(who), list(t)] for w, who, t in b[1]]
        grid(f, ["Quand", "Qui", "Événement"], rows, [1.1, 1.4, 4.2], x0, W, size=self.s(8.2), head_st="B", head_fill=PALE, head_color=INK, row_rule=GREY)

    def sigs(self, f, sigs):
        n = len(sigs)
        w = (self.W - 4 * (n - 1)) / n
        s = self.s(8.6)
        h = max(lh(s, 1.4) * (len(runs) + 1) for _, runs in sigs) + 9
        f.y += 3
        f.need(h)
        for k, (role, runs) in enumerate(sigs):
            x = self.x0 + k * (w + 4)
            f.rect(x, f.y, w, h, stroke=INK, lw=0.3)
            f.text(x + 2, f.y + lh(s, 1.3), role, (), "I", s, GREY)
            y = f.y + lh(s, 1.3)
            for r_ in runs:
                y += lh(s, 1.4)
                f.text(x + 2, y, runtext(r_), runvals(r_), "B", s)
        f.y += h + 2

    def cont(self, f, title):
        f.text(self.x0, f.top + 1, title + " (suite)", (), "I", 7.4, GREY)
        f.y += 4

    def frame(self, f):
        n = len(f.pages)
        hv, fv = runtext(self.doc["head"]), runtext(self.doc["foot"])
        for k, p in enumerate(f.pages):
            p["ops"] += [("t", self.x0, 12.5, hv, "B", 7.6, INK, 0, tuple(runvals(self.doc["head"]))),
                         ("t", self.x0 + self.W - 30, 12.5, "%s - page %d/%d" % (self.doc["form"], k + 1, n), "R", 7.6, INK, 0, ()),
                         ("l", self.x0, 14.6, self.x0 + self.W, 14.6, 0.8, INK, False),
                         ("l", self.x0, 284.0, self.x0 + self.W, 284.0, 0.15, GREY, False),
                         ("t", self.x0, 288.0, fv, "R", 7.0, GREY, 0, tuple(runvals(self.doc["foot"])))]
            p["vals"] = list(runvals(self.doc["head"])) + p["vals"] + list(runvals(self.doc["foot"]))


def draw_rl(pages, meas_fonts, title, creator, prefix="BY"):
    """Draw the ops of every page with a ReportLab canvas; return the PDF bytes."""
    from reportlab.pdfgen import canvas
    buf = io.BytesIO()
    cv = canvas.Canvas(buf, pagesize=(210 * MM, 297 * MM), invariant=1, pageCompression=1)
    cv.setTitle(title)
    cv.setCreator(creator)
    H = 297 * MM
    for p in pages:
        for o in p["ops"]:
            if o[0] == "t":
                _, x, y, s, st, size, col, just, _v = o
                cv.setFillColorRGB(*col)
                cv.setFont(prefix + meas_fonts[st], size)
                cv.drawString(x * MM, H - y * MM, s + " ")
            elif o[0] == "l":
                _, x1, y1, x2, y2, w, col, dash = o
                cv.setStrokeColorRGB(*col)
                cv.setLineWidth(w * MM)
                cv.setDash(2, 2) if dash else cv.setDash()
                cv.line(x1 * MM, H - y1 * MM, x2 * MM, H - y2 * MM)
            elif o[0] == "r":
                _, x, y, w, h, fill, stroke, rad, lw = o
                if fill:
                    cv.setFillColorRGB(*fill)
                if stroke:
                    cv.setStrokeColorRGB(*stroke)
                    cv.setLineWidth(lw * MM)
                args = (x * MM, H - (y + h) * MM, w * MM, h * MM)
                if rad:
                    cv.roundRect(*args, rad * MM, stroke=1 if stroke else 0, fill=1 if fill else 0)
                else:
                    cv.rect(*args, stroke=1 if stroke else 0, fill=1 if fill else 0)
            elif o[0] == "c":
                _, cx, cy, rad, fill, stroke, lw = o
                if fill:
                    cv.setFillColorRGB(*fill)
                if stroke:
                    cv.setStrokeColorRGB(*stroke)
                    cv.setLineWidth(lw * MM)
                cv.circle(cx * MM, H - cy * MM, rad * MM, stroke=1 if stroke else 0, fill=1 if fill else 0)
            elif o[0] == "tri":
                _, x, y, a, col = o
                cv.setFillColorRGB(*col)
                pth = cv.beginPath()
                pth.moveTo(x * MM, H - y * MM)
                pth.lineTo((x + a) * MM, H - y * MM)
                pth.lineTo(x * MM, H - (y + a) * MM)
                pth.close()
                cv.drawPath(pth, stroke=0, fill=1)
        cv.showPage()
    cv.save()
    return buf.getvalue()


def render_quadrant(doc):
    t = Quadrant(doc, measure())
    f = t.layout()
    pdf = draw_rl(f.pages, FONTS, doc["title"], "HémoTrace 5 - étiquetage")
    return pdf, [p["vals"] for p in f.pages]
