"""The ReportLab canvas writer of corpus BX (family "rlregul"): the PRINT OF THE SAMU'S REGULATION SOFTWARE, used here
for every document type as one hospital's emergency network prints them. ReportLab 5.1.0 pdfgen canvas (invariant=1)
draws the operations laid out by engine.py; Liberation Sans Narrow Regular / Bold / Italic and Liberation Mono Bold TTF
subsets (measured with pdfmetrics.stringWidth). Every text is drawn with a trailing space so that pypdf never glues two
texts that share a baseline. /Creator "Régul'Est 6.2 - impression".

Template (Regul): on every page a PRIORITY COLOUR EDGE - a 9 mm band down the left edge of the sheet in the document's
severity colour (red, orange, yellow, green, blue), the level ("P1", "Tri 3A", "CCMU 2") printed in white in a notch at
its top; at the top right a dark CALL-NUMBER PLATE holding the running identity in white, "Régul'Est 6.2" and
"page k/n" at the left; each part opens with the issuer at the left and the references as a small grid of grey
captions and MONOSPACED values at the right, the title in condensed bold capitals over a short bar in the severity
colour; headings as FOLDER TABS (white text on a slate tab standing on a full-width slate rule); fields as INLINE
CAPTION CHIPS flowing like words (a grey chip holding the caption in small capitals, the value after it, as many per
line as fit); ticks as SEGMENTED CONTROLS (adjacent segments, the chosen ones filled slate with white text); tables with
a pale slate head and hairline rows; logs as a CHRONOLOGY (monospaced time, the operator's trigram or initials in a
framed cell, the event); notes in a box with a thick left border in the severity colour and a drawn warning triangle;
signatures as visa columns under a rule; the foot (the foot run, "Régul'Est 6.2") under a hairline.
"""
from __future__ import annotations

import io

from .engine import BLACK, GREY, Template, boxed, bwrap, dry, grid, lh

LIB = "/usr/share/fonts/truetype/liberation/"
FONTS = {"R": "LiberationSansNarrow-Regular", "B": "LiberationSansNarrow-Bold", "I": "LiberationSansNarrow-Italic", "M": "LiberationMono-Bold"}
SLATE, PALE, LINE = (0.17, 0.24, 0.33), (0.9, 0.92, 0.95), (0.78, 0.8, 0.84)
SEV = [(0.78, 0.1, 0.12), (0.92, 0.47, 0.08), (0.93, 0.76, 0.1), (0.2, 0.58, 0.3), (0.24, 0.44, 0.74)]
MM = 72 / 25.4


def measure():
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    for nm in FONTS.values():
        try:
            pdfmetrics.getFont("BX" + nm)
        except KeyError:
            pdfmetrics.registerFont(TTFont("BX" + nm, LIB + nm + ".ttf"))
    return lambda t, st, size: pdfmetrics.stringWidth(t, "BX" + FONTS[st], size) / MM


class Regul(Template):
    x0, W, top_margin, bottom, size, lead = 16.0, 180.0, 27.0, 279.0, 9.6, 1.38

    def sev(self):
        return SEV[self.doc["level"][1]]

    def top(self, f, part):
        x0, W = self.x0, self.W
        iss = self.issuer(part)
        y0 = f.y
        f.para(iss["name"], x0, 104, self.s(10.6), "B", 1.22, SLATE, brk=True)
        if iss.get("service"):
            f.para([iss["service"]], x0, 104, self.s(8.4), "I", 1.25, GREY)
        for r_ in iss["lines"] + iss["contact"] + ([iss["legal"]] if iss.get("legal") else []):
            f.para(r_, x0, 104, self.s(8.0), "R", 1.25, GREY, brk=True)
        yl, f.y = f.y, y0
        for cap, run in part["refs"]:
            ls = bwrap(list(run), 44, lambda s: f.m(s, "M", self.s(8.2)))
            for j, (t, v, _) in enumerate(ls):
                f.y += lh(self.s(8.4), 1.4)
                if j == 0:
                    f.text(x0 + 112, f.y, cap.upper(), (), "R", self.s(6.8), GREY)
                f.text(x0 + 134, f.y, t, v, "M", self.s(8.2))
            f.line(x0 + 112, f.y + 1.2, x0 + W, f.y + 1.2, 0.1, LINE)
        f.y = max(f.y, yl) + 3
        if part["to"]:
            f.para(["Destinataire : "] + list(part["to"]["name"]), x0 + 80, W - 80, self.s(9.4), "B", 1.3, brk=True)
            for r_ in part["to"]["lines"]:
                f.para(r_, x0 + 80, W - 80, self.s(9.4), "R", 1.3, brk=True)
            f.y += 2
        for t, v, _ in bwrap([part["title"].upper()], W, lambda s: f.m(s, "B", self.s(15))):
            f.y += lh(self.s(15), 1.18)
            f.text(x0, f.y, t, v, "B", self.s(15), SLATE)
        f.rect(x0, f.y + 1.4, 36, 1.2, fill=self.sev())
        f.y += 3
        if part["place"]:
            f.para(list(part["place"]), x0, W, self.s(8.6), "I", 1.4, GREY)
        f.y += 1.5

    def heading(self, f, text):
        s = self.s(9.4)
        f.need(16)
        f.y += 3.4
        w = f.m(text, "B", s) + 8
        f.rect(self.x0, f.y, w, lh(s, 1.6) + 0.6, fill=SLATE, r=1.2)
        f.text(self.x0 + 4, f.y + lh(s, 1.22), text, (), "B", s, (1, 1, 1))
        f.y += lh(s, 1.6)
        f.line(self.x0, f.y + 0.3, self.x0 + self.W, f.y + 0.3, 0.5, SLATE)
        f.y += 1.8

    def b_p(self, f, b, x0, W):
        f.y += 0.6
        f.para(b[1], x0, W, self.s(self.size), "R", self.lead, BLACK, brk=True)

    def b_kv(self, f, b, x0, W):
        s, cs = self.s(self.size), self.s(6.6)
        d = lh(s, 1.62)
        x, first = x0, True
        f.y += 0.4
        for cap, run in b[1]:
            cw = f.m(cap.upper(), "B", cs) + 3.2
            whole = " ".join(t for t, _, _ in bwrap(list(run), 1e6, lambda t: f.m(t, "R", s)))
            vw = f.m(whole, "R", s)
            if first or x + cw + vw + 2 > x0 + W:
                f.need(d)
                f.y += d
                x = x0
            first = False
            f.rect(x, f.y - 3.0, cw, 3.9, fill=PALE, r=1.0)
            f.text(x + 1.6, f.y - 0.2, cap.upper(), (), "B", cs, SLATE)
            if x + cw + vw + 2 <= x0 + W:
                f.text(x + cw + 1.4, f.y, whole, [v for v in run if not isinstance(v, str)], "R", s)
                x += cw + vw + 6
            else:
                ls = bwrap(list(run), x0 + W - x - cw - 2, lambda t: f.m(t, "R", s), True)
                for j, (t, v, _) in enumerate(ls):
                    if j:
                        f.y += lh(s, 1.3)
                    f.text(x + cw + 1.4, f.y, t, v, "R", s)
                x = x0 + W + 1
        f.y += 2.2

    def b_tab(self, f, b, x0, W):
        f.y += 1.2
        grid(f, b[1], b[2], b[3], x0, W, size=self.s(8.8), head_st="B", head_fill=PALE, head_color=SLATE, row_rule=LINE)

    def b_vit(self, f, b, x0, W):
        heads, rows, ws = self.vit_rows(b)
        f.y += 1.2
        grid(f, heads, rows, ws, x0, W, size=self.s(8.6), head_st="B", head_fill=PALE, head_color=SLATE, row_rule=LINE, col_rule=LINE)

    def b_chk(self, f, b, x0, W):
        s = self.s(8.4)
        h = lh(s, 1.9)
        x = x0
        f.need(h + 2)
        f.y += 1.5
        for on, text in b[1]:
            w = f.m(text, "B" if on else "R", s) + 6
            if x + w > x0 + W:
                f.y += h + 1.5
                f.need(h + 1)
                x = x0
            f.rect(x, f.y, w, h, fill=SLATE if on else (1, 1, 1), stroke=SLATE, lw=0.25)
            f.text(x + 3, f.y + h * 0.68, text, (), "B" if on else "R", s, (1, 1, 1) if on else SLATE)
            x += w
        f.y += h + 2.5

    def b_list(self, f, b, x0, W):
        s = self.s(self.size)
        for run in b[1]:
            f.need(lh(s, self.lead))
            f.text(x0 + 1, f.y + lh(s, self.lead), "›", (), "B", s, SLATE)
            f.para(run, x0 + 5, W - 5, s, "R", self.lead, BLACK, brk=True)
        f.y += 1

    def b_alert(self, f, b, x0, W):
        def body(g):
            g.y += 1.8
            for run in b[1]:
                g.para(run, x0 + 13, W - 16, self.s(9.0), "B", 1.34, brk=True)
            g.y += 2.2
        f.y += 1.5
        y0, h = boxed(f, body, x0, W, fill=(0.985, 0.975, 0.95), stroke=LINE, lw=0.2)
        f.rect(x0, y0, 2.2, h, fill=self.sev())
        f.pages[-1]["ops"].append(("warn", x0 + 7.5, y0 + h / 2, self.sev()))
        f.y += 1.5

    def b_quote(self, f, b, x0, W):
        for run in b[1]:
            f.y += 0.8
            f.para(run, x0 + 8, W - 10, self.s(self.size), "I", self.lead, SLATE, brk=True)
        f.y += 1.2

    def b_log(self, f, b, x0, W):
        s = self.s(self.size)
        d = lh(s, 1.4)
        f.y += 0.6
        for when, who, text in b[1]:
            ls = bwrap(list(text), W - 40, lambda t: f.m(t, "R", s), True)
            f.need(d * len(ls) + 2)
            wt = "".join(x.text if not isinstance(x, str) else x for x in when)
            wv = [x for x in who if not isinstance(x, str)]
            ht = "".join(x.text if not isinstance(x, str) else x for x in who)
            f.text(x0, f.y + d, wt, [x for x in when if not isinstance(x, str)], "M", self.s(8.4))
            f.rect(x0 + 24, f.y + d - 3.1, 12, 4.1, stroke=SLATE, lw=0.25)
            f.text(x0 + 30 - f.m(ht, "B", self.s(7.8)) / 2, f.y + d - 0.1, ht, wv, "B", self.s(7.8), SLATE)
            for t, v, _ in ls:
                f.y += d
                f.text(x0 + 39, f.y, t, v, "R", s)
            f.y += 1.2
            f.line(x0 + 39, f.y, x0 + W, f.y, 0.1, LINE)
        f.y += 1.5

    def sigs(self, f, sigs):
        n = min(3, len(sigs))
        w = (self.W - 6 * (n - 1)) / n
        f.y += 4

        def cell(g, role, runs, x):
            g.y += 1
            g.para([(role or "Signature").upper()], x, w, self.s(7.2), "B", 1.3, GREY)
            for run in runs:
                g.para(run, x, w, self.s(9.4), "B", 1.3)
        h = max(dry(f, lambda g, r_=r_: cell(g, r_[0], r_[1], 0)) for r_ in sigs[:n]) + 8
        f.need(h)
        y0 = f.y + 8
        for q, (role, runs) in enumerate(sigs[:n]):
            x = self.x0 + q * (w + 6)
            f.line(x, y0, x + w, y0, 0.3, SLATE)
            f.y = y0
            cell(f, role, runs, x)
        f.y = y0 + h - 6

    def cont(self, f, title):
        f.text(self.x0, f.top - 1, title + " (suite)", (), "I", 7.6, GREY)
        f.y += 3

    def frame(self, f):
        n = len(f.pages)
        doc, x0, W = self.doc, self.x0, self.W
        lv, sev = doc["level"]
        for k, p in enumerate(f.pages):
            p["ops"].insert(0, ("edge", SEV[sev]))
            f.text(1.2, 12.5, lv.text, [lv], "B", 6.6, (1, 1, 1), page=p)
            f.text(x0, 10.0, "Régul'Est 6.2", (), "B", 8.4, SLATE, page=p)
            f.text(x0, 14.2, "page %d/%d" % (k + 1, n), (), "R", 7.6, GREY, page=p)
            hl = f.lines(list(doc["head"]), 120, "B", 7.8)[:2]
            p["ops"].insert(1, ("r", x0 + W - 126, 5.5, 126, 4.6 + 3.4 * len(hl), SLATE, None, 1.0, 0.1))
            for j, (t, v) in enumerate(hl):
                f.text(x0 + W - 123, 9.6 + 3.4 * j, t, v, "B", 7.8, (1, 1, 1), page=p)
            fl = f.lines(list(doc["foot"]) + [" - Régul'Est 6.2"], W, "R", 7.2)
            y = 289.0 - 3.0 * (len(fl) - 1)
            p["ops"].append(("l", x0, y - 3.4, x0 + W, y - 3.4, 0.2, LINE, False))
            for t, v in fl:
                f.text(x0, y, t, v, "R", 7.2, GREY, page=p)
                y += 3.0


def Y(y):
    return (297 - y) * MM


def _op(c, o):
    k = o[0]
    if k == "t":
        _, x, y, s, st, size, color = o[:7]
        c.setFillColorRGB(*color)
        c.setFont("BX" + FONTS[st], size)
        c.drawString(x * MM, Y(y), s + " ")
    elif k == "r":
        _, x, y, w, h, fill, stroke, rad, lw = o
        if fill:
            c.setFillColorRGB(*fill)
        if stroke:
            c.setStrokeColorRGB(*stroke)
            c.setLineWidth(lw * MM)
        if fill or stroke:
            (c.roundRect if rad else c.rect)(x * MM, Y(y + h), w * MM, h * MM, *([rad * MM] if rad else []), stroke=1 if stroke else 0, fill=1 if fill else 0)
    elif k == "l":
        _, x1, y1, x2, y2, w, color, dash = o
        c.setStrokeColorRGB(*color)
        c.setLineWidth(w * MM)
        c.line(x1 * MM, Y(y1), x2 * MM, Y(y2))
    elif k == "edge":
        c.setFillColorRGB(*o[1])
        c.rect(0, 0, 9 * MM, 297 * MM, stroke=0, fill=1)
        c.setFillColorRGB(0.1, 0.1, 0.12)
        c.rect(0, Y(15), 9 * MM, 6 * MM, stroke=0, fill=1)
    elif k == "warn":
        _, cx, cy, col = o
        p = c.beginPath()
        p.moveTo((cx - 3) * MM, Y(cy + 2.4))
        p.lineTo(cx * MM, Y(cy - 2.8))
        p.lineTo((cx + 3) * MM, Y(cy + 2.4))
        p.close()
        c.setFillColorRGB(*col)
        c.drawPath(p, stroke=0, fill=1)
        c.setFillColorRGB(1, 1, 1)
        c.rect((cx - 0.3) * MM, Y(cy + 0.9), 0.6 * MM, 2.2 * MM, stroke=0, fill=1)
        c.rect((cx - 0.3) * MM, Y(cy + 1.9), 0.6 * MM, 0.6 * MM, stroke=0, fill=1)


def render_regul(doc):
    from reportlab.pdfgen import canvas
    f = Regul(doc, measure()).layout()
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=(210 * MM, 297 * MM), invariant=1)
    c.setTitle(doc["title"])
    c.setCreator("Régul'Est 6.2 - impression")
    c.setProducer("ReportLab - Régul'Est")
    for p in f.pages:
        for o in p["ops"]:
            _op(c, o)
        c.showPage()
    c.save()
    return buf.getvalue(), [p["vals"] for p in f.pages]
