"""The ReportLab canvas writer of corpus BW (family "rlfil"): the PRINT-OUT OF THE HAD'S COORDINATION APP, an activity
feed. ReportLab 5.1.0 pdfgen canvas (invariant=1) draws the operations laid out by engine.py; Lato Regular / Bold /
Italic / Heavy TTF subsets (registered under their own names, measured with pdfmetrics.stringWidth). Every text
is drawn with a trailing space so that pypdf never glues two texts that share a baseline. /Creator "Coordi'HAD 4.0 -
impression du fil".

Template (Fil): on every page a dark slate APP BAR with the app's name and a lighter PATIENT PILL holding the running
identity, "page k/n" under it at the right; each part opens as a POST: a round AVATAR holding a drawn house (the
issuer), the issuer in bold with its service and lines in grey, the references as grey "meta" lines at the right,
the title in Lato Heavy and the place as the post's timestamp; every section a thread with a coloured ACCENT BAR at
the left (slate, violet, amber, rose in turn) and its heading in that colour; fields as a SETTINGS GROUP (a rounded
grey-bordered card, one row per field: a coloured dot and the caption at the left, the value FLUSH RIGHT, hairlines
between rows; a long value wraps right-aligned); tables as LIST ROWS (upper-case grey bold header over a rule, hairline
rows, no vertical rules); ticks as drawn TOGGLE SWITCHES (green pill with the knob at the right when on,
grey with the knob at the left when off); notes as a dark SNACKBAR with white text and a round "!" badge; quotes
behind a grey left border in italics; log entries as a FEED: a round AVATAR holding the writer's initials, "date ·
hour" in grey beside it and the text under it; signatures as "validated by" rows with a drawn check in a green
circle; the foot (the foot run, "imprimé depuis Coordi'HAD") under a hairline.
"""
from __future__ import annotations

import io

from .engine import BLACK, GREY, Template, boxed, bwrap, dry, grid, lh

LATO = "/usr/share/fonts/truetype/lato/"
FONTS = {"R": "Lato-Regular", "B": "Lato-Bold", "I": "Lato-Italic", "S": "Lato-Heavy"}
SLATE, SLATE2, LINE = (0.16, 0.22, 0.29), (0.3, 0.38, 0.47), (0.82, 0.84, 0.87)
ACCENTS = [(0.2, 0.36, 0.52), (0.45, 0.31, 0.62), (0.83, 0.56, 0.1), (0.78, 0.27, 0.4)]
GREEN, SOFT = (0.18, 0.62, 0.38), (0.955, 0.96, 0.97)
MM = 72 / 25.4


def measure():
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    for st, nm in FONTS.items():
        try:
            pdfmetrics.getFont("BW" + nm)
        except KeyError:
            pdfmetrics.registerFont(TTFont("BW" + nm, LATO + nm + ".ttf"))
    return lambda t, st, size: pdfmetrics.stringWidth(t, "BW" + FONTS[st], size) / MM


class Fil(Template):
    x0, W, top_margin, bottom, size, lead = 18.0, 174.0, 30.0, 278.0, 9.2, 1.4

    def top(self, f, part):
        x0, W = self.x0, self.W
        iss = self.issuer(part)
        self.acc = 0
        y0 = f.y
        f.circle(x0 + 6, y0 + 6, 6, fill=SLATE)
        f.pages[-1]["ops"].append(("house", x0 + 6, y0 + 6.4))
        tx, tw = x0 + 15, 100
        f.y = y0 - 0.5
        f.para(iss["name"], tx, tw, self.s(10.4), "B", 1.25, brk=True)
        if iss.get("service"):
            f.para([iss["service"]], tx, tw, self.s(8.2), "I", 1.25, GREY)
        for r_ in iss["lines"] + iss["contact"] + ([iss["legal"]] if iss.get("legal") else []):
            f.para(r_, tx, tw, self.s(7.6), "R", 1.25, GREY, brk=True)
        yl = f.y
        f.y = y0
        for cap, run in part["refs"]:
            for t, v, _ in bwrap([cap + " : "] + list(run), W - 120, lambda s: f.m(s, "R", self.s(8.0))):
                f.y += lh(self.s(8.0), 1.35)
                f.text(x0 + W - f.m(t, "R", self.s(8.0)), f.y, t, v, "R", self.s(8.0), SLATE2)
        f.y = max(f.y, yl, y0 + 12) + 3
        if part["to"]:
            f.para(["À l'attention de : "] + list(part["to"]["name"]), x0, W, self.s(9.0), "B", 1.3, brk=True)
            for r_ in part["to"]["lines"]:
                f.para(r_, x0 + 30, W - 30, self.s(9.0), "R", 1.3, brk=True)
            f.y += 1
        ts = self.s(15.0)
        f.para([part["title"]], x0, W, ts, "S", 1.22, SLATE)
        if part["place"]:
            f.para(list(part["place"]), x0, W, self.s(8.2), "R", 1.4, GREY)
        f.y += 2
        f.line(x0, f.y, x0 + W, f.y, 0.25, LINE)
        f.y += 2

    def color(self):
        return ACCENTS[(self.nsec - 1) % len(ACCENTS)] if self.nsec else SLATE2

    def heading(self, f, text):
        s = self.s(10.8)
        f.need(15)
        f.y += 2.5 + lh(s, 1.2)
        f.text(self.x0 + 5, f.y, text, (), "B", s, self.color())
        f.y += 1.8

    def section(self, f, head, blocks):
        if head:
            if blocks:
                first = dry(f, lambda g: getattr(self, "b_" + blocks[0][0])(g, blocks[0], self.x0 + 5, self.W - 5))
                f.need(min(first, 30.0) + 12)
            self.heading(f, head)
        for b in blocks:
            y0, p0 = f.y, len(f.pages)
            getattr(self, "b_" + b[0])(f, b, self.x0 + 5, self.W - 5)
            if len(f.pages) == p0 and head:
                f.pages[-1]["ops"].insert(0, ("r", self.x0, y0, 1.3, f.y - y0, self.color(), None, 0.6, 0.1))

    def b_p(self, f, b, x0, W):
        f.y += 0.8 * self.k
        f.para(b[1], x0, W, self.s(self.size), "R", self.lead, BLACK, brk=True)

    def b_kv(self, f, b, x0, W):
        s, cs = self.s(self.size), self.s(8.0)
        d = lh(s, 1.32)
        rows = []
        for cap, run in b[1]:
            capw = f.m(cap, "R", cs) + 12
            rows.append((cap, bwrap(run, W - capw - 6, lambda t: f.m(t, "R", s), True)))

        def body(g):
            for n, (cap, ls) in enumerate(rows):
                g.y += 1.4
                yc = g.y + d
                g.circle(x0 + 3.2, yc - 1.1, 0.8, fill=ACCENTS[n % 4])
                g.text(x0 + 5.6, yc, cap, (), "R", cs, SLATE2)
                for j, (t, v, _) in enumerate(ls):
                    g.y += d
                    g.text(x0 + W - 3 - g.m(t, "R", s), g.y, t, v, "R", s)
                g.y += 1.4
                if n < len(rows) - 1:
                    g.line(x0 + 5.6, g.y, x0 + W, g.y, 0.15, LINE)
        f.y += 1.2
        if dry(f, body) > f.bottom - f.top - 10:
            body(f)
        else:
            boxed(f, body, x0, W, fill=(1, 1, 1), stroke=LINE, r=2.6, lw=0.35)
        f.y += 1.6

    def b_tab(self, f, b, x0, W):
        f.y += 1.0
        heads = [h.upper() for h in b[1]]
        rows = [[list(row[0])] + [list(c) for c in row[1:]] for row in b[2]]
        grid(f, heads, rows, b[3], x0, W, size=self.s(8.6), head_st="B", head_color=GREY, row_rule=LINE, head_rule=0.3)

    def b_chk(self, f, b, x0, W):
        s = self.s(8.8)
        d = lh(s, 1.7)
        x = x0
        f.need(d)
        f.y += d
        for on, text in b[1]:
            w = f.m(text, "R", s) + 11
            if x + w > x0 + W:
                f.need(d)
                f.y += d
                x = x0
            f.pages[-1]["ops"].append(("toggle", x, f.y - 2.9, on))
            f.text(x + 8.4, f.y, text, (), "R", s)
            x += w + 4
        f.y += 1.4

    def b_list(self, f, b, x0, W):
        s = self.s(self.size)
        for run in b[1]:
            f.need(lh(s, self.lead))
            f.circle(x0 + 1.8, f.y + lh(s, self.lead) - 1.1, 0.8, fill=self.color())
            f.para(run, x0 + 5, W - 5, s, "R", self.lead, BLACK, brk=True)
        f.y += 1

    def b_alert(self, f, b, x0, W):
        def body(g):
            g.y += 2.2
            for run in b[1]:
                g.para(run, x0 + 12, W - 16, self.s(8.8), "B", 1.34, (1, 1, 1), brk=True)
            g.y += 2.6
        f.y += 1.5
        y0, h = boxed(f, body, x0, W, fill=SLATE, r=2.4)
        f.pages[-1]["ops"].append(("bang", x0 + 6, y0 + h / 2))
        f.y += 1.5

    def b_quote(self, f, b, x0, W):
        y0, p0 = f.y, len(f.pages)
        for run in b[1]:
            f.y += 0.8
            f.para(run, x0 + 6, W - 8, self.s(self.size), "I", self.lead, brk=True)
        if len(f.pages) == p0:
            f.line(x0 + 2, y0 + 1.2, x0 + 2, f.y + 0.6, 0.9, LINE)
        f.y += 1.2

    def b_log(self, f, b, x0, W):
        s = self.s(self.size)
        for when, who, text in b[1]:
            ls = bwrap(text, W - 16, lambda t: f.m(t, "R", s), True)
            d = lh(s, 1.36)
            f.need(d * (len(ls) + 1) + 4)
            y0 = f.y + 1.5
            f.circle(x0 + 5, y0 + 4.2, 4.2, fill=(0.88, 0.91, 0.95))
            wt = " ".join(t for t, _, _ in bwrap(who, 1e6, lambda t: f.m(t, "B", self.s(7.4))))
            f.text(x0 + 5 - f.m(wt, "B", self.s(7.4)) / 2, y0 + 5.2, wt, [v for v in who if not isinstance(v, str)], "B", self.s(7.4), SLATE)
            f.y = y0 - 0.6
            f.para(list(when), x0 + 12, W - 12, self.s(7.8), "B", 1.3, SLATE2)
            for t, v, _ in ls:
                f.y += d
                f.text(x0 + 12, f.y, t, v, "R", s)
            f.y = max(f.y, y0 + 9) + 1.6
            f.line(x0 + 12, f.y, x0 + W, f.y, 0.12, LINE)
        f.y += 1

    def sigs(self, f, sigs):
        f.y += 3
        for role, runs in sigs:
            def row(g, role=role, runs=runs):
                g.y += 0.4
                g.para([(role or "Signature") + " :"], self.x0 + 9, 60, self.s(8.4), "I", 1.3, GREY)
                yy = g.y
                g.y -= lh(self.s(8.4), 1.3)
                for run in runs:
                    g.para(run, self.x0 + 72, self.W - 72, self.s(9.2), "B", 1.3)
                g.y = max(g.y, yy) + 1.2
            h = dry(f, row)
            f.need(h + 1)
            y0 = f.y
            f.circle(self.x0 + 4, y0 + 3.2, 2.6, fill=GREEN)
            f.pages[-1]["ops"].append(("check", self.x0 + 4, y0 + 3.2))
            row(f)
            f.line(self.x0 + 9, f.y, self.x0 + self.W, f.y, 0.12, LINE)

    def cont(self, f, title):
        f.text(self.x0, f.top - 1, title + " (suite)", (), "I", 7.6, GREY)
        f.y += 3

    def frame(self, f):
        n = len(f.pages)
        doc, x0, W = self.doc, self.x0, self.W
        for k, p in enumerate(f.pages):
            p["ops"].insert(0, ("bar",))
            f.text(x0, 11.0, "Coordi'HAD", (), "S", 12, (1, 1, 1), page=p)
            hl = f.lines(list(doc["head"]), 118, "B", 7.6)[:2]
            p["ops"].insert(1, ("r", x0 + W - 124, 4.2 if len(hl) > 1 else 5.6, 124, 5.6 + 3.2 * (len(hl) - 1), SLATE2, None, 2.8, 0.1))
            for j, (t, v) in enumerate(hl):
                f.text(x0 + W - 121, (8.0 if len(hl) > 1 else 9.5) + 3.2 * j, t, v, "B", 7.6, (1, 1, 1), page=p)
            pg = "%s - page %d/%d" % (doc["form"], k + 1, n)
            f.text(x0 + W - f.m(pg, "R", 7.4), 20.8, pg, (), "R", 7.4, GREY, page=p)
            fl = f.lines(list(doc["foot"]) + [" - imprimé depuis Coordi'HAD"], W, "R", 7.0)
            y = 288.0 - 3.0 * (len(fl) - 1)
            p["ops"].append(("l", x0, y - 3.4, x0 + W, y - 3.4, 0.2, LINE, False))
            for t, v in fl:
                f.text(x0, y, t, v, "R", 7.0, GREY, page=p)
                y += 3.0


def draw_pdf(pages, doc):
    from reportlab.pdfgen import canvas
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=(210 * MM, 297 * MM), invariant=1)
    c.setTitle(doc["title"])
    c.setCreator("Coordi'HAD 4.0 - impression du fil")
    c.setProducer("ReportLab canvas - Coordi'HAD")
    for p in pages:
        for o in p["ops"]:
            _op(c, o)
        c.showPage()
    c.save()
    return buf.getvalue()


def Y(y):
    return (297 - y) * MM


def _op(c, o):
    k = o[0]
    if k == "t":
        _, x, y, s, st, size, color = o[:7]
        c.setFillColorRGB(*color)
        c.setFont("BW" + FONTS[st], size)
        c.drawString(x * MM, Y(y), s + " ")
    elif k == "r":
        _, x, y, w, h, fill, stroke, rad, lw = o
        if fill:
            c.setFillColorRGB(*fill)
        if stroke:
            c.setStrokeColorRGB(*stroke)
            c.setLineWidth(lw * MM)
        if fill or stroke:
            if rad:
                c.roundRect(x * MM, Y(y + h), w * MM, h * MM, rad * MM, stroke=1 if stroke else 0, fill=1 if fill else 0)
            else:
                c.rect(x * MM, Y(y + h), w * MM, h * MM, stroke=1 if stroke else 0, fill=1 if fill else 0)
    elif k == "l":
        _, x1, y1, x2, y2, w, color, dash = o
        c.setStrokeColorRGB(*color)
        c.setLineWidth(w * MM)
        c.line(x1 * MM, Y(y1), x2 * MM, Y(y2))
    elif k == "c":
        _, cx, cy, rad, fill, stroke, lw = o
        if fill:
            c.setFillColorRGB(*fill)
        if stroke:
            c.setStrokeColorRGB(*stroke)
            c.setLineWidth(lw * MM)
        c.circle(cx * MM, Y(cy), rad * MM, stroke=1 if stroke else 0, fill=1 if fill else 0)
    elif k == "bar":
        c.setFillColorRGB(*SLATE)
        c.rect(0, Y(16), 210 * MM, 16 * MM, stroke=0, fill=1)
    elif k == "house":
        _, cx, cy = o
        c.setFillColorRGB(1, 1, 1)
        p = c.beginPath()
        for n, (dx, dy) in enumerate([(-3.2, 0.2), (0, -2.8), (3.2, 0.2), (2.2, 0.2), (2.2, 3.0), (-2.2, 3.0), (-2.2, 0.2)]):
            (p.moveTo if n == 0 else p.lineTo)((cx + dx) * MM, Y(cy + dy))
        p.close()
        c.drawPath(p, stroke=0, fill=1)
        c.setFillColorRGB(*SLATE)
        c.rect((cx - 0.6) * MM, Y(cy + 3.0), 1.2 * MM, 1.7 * MM, stroke=0, fill=1)
    elif k == "toggle":
        _, x, y, on = o
        c.setFillColorRGB(*(GREEN if on else (0.78, 0.8, 0.83)))
        c.roundRect(x * MM, Y(y + 3.6), 7.2 * MM, 3.6 * MM, 1.8 * MM, stroke=0, fill=1)
        c.setFillColorRGB(1, 1, 1)
        c.circle((x + (5.4 if on else 1.8)) * MM, Y(y + 1.8), 1.45 * MM, stroke=0, fill=1)
    elif k == "bang":
        _, cx, cy = o
        c.setFillColorRGB(0.95, 0.65, 0.2)
        c.circle(cx * MM, Y(cy), 2.6 * MM, stroke=0, fill=1)
        c.setFillColorRGB(*SLATE)
        c.rect((cx - 0.35) * MM, Y(cy + 0.5), 0.7 * MM, 2.3 * MM, stroke=0, fill=1)
        c.circle(cx * MM, Y(cy + 1.35), 0.4 * MM, stroke=0, fill=1)
    elif k == "check":
        _, cx, cy = o
        c.setStrokeColorRGB(1, 1, 1)
        c.setLineWidth(0.45 * MM)
        p = c.beginPath()
        p.moveTo((cx - 1.3) * MM, Y(cy))
        p.lineTo((cx - 0.3) * MM, Y(cy + 1.0))
        p.lineTo((cx + 1.4) * MM, Y(cy - 1.0))
        c.drawPath(p, stroke=1, fill=0)


def render_fil(doc):
    f = Fil(doc, measure()).layout()
    return draw_pdf(f.pages, doc), [p["vals"] for p in f.pages]
