"""The ReportLab + cairo writer of corpus BZ (family "rlcairo"): the print of the cancer centre's care-pathway software
("OncoParcours 4"). ReportLab 5.1.0 pdfgen canvas (invariant=1) draws the operations laid out by engine.py in Lato Light
/ Semibold / Light Italic TTF subsets (measured with pdfmetrics.stringWidth); the PDF is then RE-WRITTEN BY CAIRO:
`pdftocairo -pdf` (poppler 22.12.0, cairo 1.16.0) renders every page again into a new file, which re-embeds the fonts
as cairo's own TrueType subsets and writes its own /Producer "cairo 1.16.0"; the one date cairo stamps (/CreationDate)
is replaced by a fixed one of the same length so the bytes are reproducible. Every text is drawn with a trailing space.

Template (Parcours): the running identity in a TEAL BANNER across the top of every page; each part opens with the issuer
at the left, the references as "caption value" lines in the middle and, at the top right, a CYCLE WHEEL - a donut cut
into one segment per planned chemotherapy cycle, the cycles given at the document's date filled in teal, "k / n" and
"cycles" in its hole; the title in Lato Light after the AWARENESS RIBBON of the organ (a looped ribbon drawn in the
organ's colour: pink breast, navy colon and rectum, pearl lung, light-blue prostate, burgundy and ivory head and
neck, teal ovary, purple pancreas); headings in teal capitals after a square teal bullet; fields in a THREE-COLUMN
GRID, each caption in small grey capitals over its value (a long value takes two or three cells); tables with teal
capital heads over a heavy teal rule and hairline rows; ticks as rounded squares with a drawn check mark; lists with
teal en dashes; notes on a pale teal ground with a round "!" badge; quotes after a large teal guillemet; logs as a
time column in semibold; signatures under "Validé électroniquement par". Foot: the foot run and "OncoParcours 4 -
k/n".
"""
from __future__ import annotations

import io
import os
import re
import subprocess
import tempfile

from .engine import BLACK, GREY, Template, bwrap, dry, grid, lh

LATO = "/usr/share/fonts/truetype/lato/"
FONTS = {"R": "Lato-Light", "B": "Lato-Semibold", "I": "Lato-LightItalic"}
TEAL, PALE, MIST = (0.0, 0.38, 0.42), (0.86, 0.93, 0.93), (0.94, 0.97, 0.97)
WHITE = (1, 1, 1)
MM = 72 / 25.4
# the awareness ribbon of each organ: (main colour, second colour or None)
RIBBON = {"sein": ((0.93, 0.45, 0.62), None), "côlon": ((0.1, 0.18, 0.45), None), "rectum": ((0.1, 0.18, 0.45), None),
          "poumon": ((0.9, 0.9, 0.88), None), "prostate": ((0.45, 0.68, 0.9), None), "larynx": ((0.5, 0.1, 0.2), (0.97, 0.94, 0.85)),
          "ovaire": ((0.1, 0.6, 0.58), None), "pancréas": ((0.5, 0.3, 0.65), None)}
# cycles given at the document's date: code -> function of (planned cycles, document number)
DONE = {"RCP": lambda n, i: 0, "PPS": lambda n, i: 0, "CHIMIO": lambda n, i: min(1 + i % 3, n) - 1, "ACP": lambda n, i: 0,
        "RTH": lambda n, i: n, "GEN": lambda n, i: 1, "REG": lambda n, i: 0, "ANN": lambda n, i: 0, "SUP": lambda n, i: n,
        "NF": lambda n, i: min(3, n)}


def measure():
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    for nm in FONTS.values():
        try:
            pdfmetrics.getFont("BZ" + nm)
        except KeyError:
            pdfmetrics.registerFont(TTFont("BZ" + nm, LATO + nm + ".ttf"))
    return lambda t, st, size: pdfmetrics.stringWidth(t, "BZ" + FONTS[st], size) / MM


def runtext(run):
    return "".join(x if isinstance(x, str) else x.text for x in run)


def runvals(run):
    return [x for x in run if not isinstance(x, str)]


class Parcours(Template):
    x0, W, top_margin, bottom, size, lead = 18.0, 174.0, 24.0, 276.0, 9.0, 1.4

    def top(self, f, part):
        x0, W, s = self.x0, self.W, self.s
        iss = self.issuer(part)
        y0 = f.y
        f.para(iss["name"], x0, 92, s(10), "B", 1.25, TEAL, brk=True)
        if iss.get("service"):
            f.para([iss["service"]], x0, 92, s(8), "I", 1.3, GREY)
        for r_ in iss["lines"] + iss["contact"] + ([iss["legal"]] if iss.get("legal") else []):
            f.para(r_, x0, 92, s(7.5), "R", 1.3)
        yl = f.y
        f.y = y0
        for cap, run in part["refs"]:
            f.y += lh(s(8.4), 1.45)
            f.text(x0 + 96, f.y, cap, (), "R", s(7.2), GREY)
            f.y -= lh(s(8.4), 1.45)
            f.para(run, x0 + 116, 36, s(8.4), "B", 1.45)
        self.wheel(f, x0 + W - 11, y0 + 11)
        f.y = max(yl, f.y, y0 + 23) + 3
        if part["to"]:
            f.text(x0 + 98, f.y + lh(s(7.2), 1.3), "DESTINATAIRE", (), "R", s(6.6), GREY)
            f.y += lh(s(7.2), 1.3)
            f.para(part["to"]["name"], x0 + 98, W - 98, s(9), "B", 1.3, brk=True)
            for r_ in part["to"]["lines"]:
                f.para(r_, x0 + 98, W - 98, s(9), "R", 1.3, brk=True)
            f.y += 2
        f.y += 2
        yr = f.y + 1.0
        f.pages[-1]["ops"].append(("ribbon", x0 + 3.2, yr, RIBBON[self.doc["organ"]]))
        f.para([part["title"]], x0 + 10, W - 10, s(16), "R", 1.2, TEAL)
        f.y = max(f.y, yr + 9.8)
        if part["place"]:
            f.para(part["place"], x0, W, s(8.4), "I", 1.4, GREY)
        f.y += 1.5

    def wheel(self, f, cx, cy):
        """The cycle wheel: one segment per planned cycle, the cycles given filled; "k / n" in the hole."""
        n = max(1, min(self.doc["ncyc"], 12))
        done = DONE[self.doc["code"]](n, self.doc["num"])
        f.pages[-1]["ops"].append(("wheel", cx, cy, 10.0, 6.2, n, done))
        t = "%d / %d" % (done, n)
        f.text(cx - f.m(t, "B", 8.4) / 2, cy + 0.6, t, (), "B", 8.4, TEAL)
        f.text(cx - f.m("cycles", "R", 6.0) / 2, cy + 3.4, "cycles", (), "R", 6.0, GREY)

    def heading(self, f, text):
        s = self.s(9.6)
        f.need(14)
        f.y += 4
        f.rect(self.x0, f.y - 2.6, 2.4, 2.4, fill=TEAL)
        f.text(self.x0 + 4.2, f.y, text.upper(), (), "B", s, TEAL)
        f.y += 2.2

    def b_p(self, f, b, x0, W):
        f.y += 0.6
        f.para(b[1], x0, W, self.s(self.size), "R", self.lead, BLACK, brk=True)

    def b_kv(self, f, b, x0, W):
        s, cs = self.s(self.size), self.s(6.2)
        cw = W / 3
        f.y += 1
        row, used = [], 0
        rows = []
        for cap, run in b[1]:
            need = max(f.m(runtext(run), "R", s), f.m(cap.upper(), "R", cs)) + 3
            n = 1 if need <= cw else 2 if need <= 2 * cw else 3
            if used + n > 3:
                rows.append(row)
                row, used = [], 0
            row.append((cap, run, n))
            used += n
        if row:
            rows.append(row)
        for row in rows:
            hs = [lh(cs, 1.2) + len(bwrap(list(run), n * cw - 3, lambda t: f.m(t, "R", s), True)) * lh(s, 1.3) + 1.8 for cap, run, n in row]
            h = max(hs)
            f.need(h)
            y0, x = f.y, x0
            for cap, run, n in row:
                f.text(x, y0 + lh(cs, 1.1), cap.upper(), (), "R", cs, GREY)
                f.y = y0 + lh(cs, 1.2) - 0.3
                f.para(run, x, n * cw - 3, s, "R", 1.3, brk=True)
                x += n * cw
            f.y = y0 + h
            f.line(x0, f.y - 0.6, x0 + W, f.y - 0.6, 0.08, PALE)
        f.y += 1.5

    def b_tab(self, f, b, x0, W):
        f.y += 1
        grid(f, b[1], b[2], b[3], x0, W, size=self.s(8.2), head_st="B", head_color=TEAL, row_rule=PALE, head_rule=0.5, caps=True)

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
            f.rect(x, f.y - 2.8, 3.2, 3.2, stroke=TEAL, r=0.7, lw=0.3, fill=MIST)
            if on:
                f.pages[-1]["ops"].append(("tick", x + 0.6, f.y - 1.3, TEAL))
            f.text(x + 4.4, f.y, text, (), "R", s)
            x += w + 3
        f.y += 2.5

    def b_list(self, f, b, x0, W):
        for run in b[1]:
            y = f.y
            f.para(run, x0 + 5, W - 5, self.s(self.size), "R", self.lead, brk=True)
            f.text(x0 + 0.5, y + lh(self.s(self.size), self.lead), "–", (), "B", self.s(self.size), TEAL)
        f.y += 1.2

    def b_alert(self, f, b, x0, W):
        def body(g):
            g.y += 2.2
            for r_ in b[1]:
                g.para(r_, x0 + 10, W - 13, self.s(8.8), "B", 1.35, brk=True)
            g.y += 2.2
        f.y += 1.5
        h = dry(f, body)
        f.need(h + 1)
        y0 = f.y
        f.rect(x0, y0, W, h, fill=PALE, r=1.5)
        f.circle(x0 + 5, y0 + h / 2, 2.4, fill=TEAL)
        f.text(x0 + 4.5, y0 + h / 2 + 1.3, "!", (), "B", self.s(9), WHITE)
        body(f)
        f.y = y0 + h + 2

    def b_quote(self, f, b, x0, W):
        y0 = f.y
        for r_ in b[1]:
            f.para(r_, x0 + 9, W - 14, self.s(9), "I", 1.4, GREY, brk=True)
        f.text(x0 + 1.5, y0 + 6.2, "«", (), "B", self.s(18), TEAL)
        f.y += 2

    def b_log(self, f, b, x0, W):
        s = self.s(self.size)
        for when, who, text in b[1]:
            run = list(who) + [" - "] + list(text)
            ls = bwrap(run, W - 30, lambda t: f.m(t, "R", s), True)
            f.need(lh(s, 1.45) * len(ls))
            y0 = f.y + lh(s, 1.45)
            f.text(x0, y0, runtext(when), runvals(when), "B", s, TEAL)
            for t, v, _ in ls:
                f.y += lh(s, 1.45)
                f.text(x0 + 30, f.y, t, v, "R", s)
        f.y += 1.5

    def b_tree(self, f, b, x0, W):
        s = self.s(8.6)
        for k, gen in enumerate(b[1]):
            run = ["Génération %s : " % ("I", "II", "III")[k]]
            for j, (sex, name, info, prob) in enumerate(gen):
                run += ([" ; "] if j else []) + list(name) + [" (%s, " % ("H" if sex == 1 else "F")] + list(info) + [")"] + ([" - cas index"] if prob else [])
            f.para(run, x0 + 3 * k, W - 3 * k, s, "R", 1.4, brk=True)
        f.y += 1.5

    def sigs(self, f, sigs):
        n = len(sigs)
        w = min(70, self.W / n)
        s = self.s(8.6)
        h = max(len(r) for _, r in sigs) * lh(s, 1.4) + 11
        f.y += 4
        f.need(h)
        x = self.x0 + self.W - n * w
        for k, (role, runs) in enumerate(sigs):
            xx = x + k * w + 2
            f.text(xx, f.y + lh(6.4, 1.2), "VALIDÉ ÉLECTRONIQUEMENT PAR", (), "R", 6.4, GREY)
            f.text(xx, f.y + lh(6.4, 1.2) + lh(s, 1.4), role, (), "I", s, GREY)
            y = f.y + lh(6.4, 1.2) + lh(s, 1.4)
            for r_ in runs:
                y += lh(s, 1.4)
                f.text(xx, y, runtext(r_), runvals(r_), "B", s)
            f.line(xx, f.y + h - 1, xx + w - 6, f.y + h - 1, 0.2, TEAL, True)
        f.y += h + 1

    def cont(self, f, title):
        f.text(self.x0, f.top + 1, title + " (suite)", (), "I", 7.4, GREY)
        f.y += 4

    def frame(self, f):
        n = len(f.pages)
        hv, fv = runtext(self.doc["head"]), runtext(self.doc["foot"])
        for k, p in enumerate(f.pages):
            ops = [("r", 0, 0, 210, 13.5, TEAL, None, 0, 0),
                   ("t", self.x0, 8.6, hv, "B", 8.2, WHITE, 0, tuple(runvals(self.doc["head"]))),
                   ("l", self.x0, 281.0, self.x0 + self.W, 281.0, 0.15, GREY, False),
                   ("t", self.x0, 286.0, fv, "R", 7.0, GREY, 0, tuple(runvals(self.doc["foot"]))),
                   ("t", self.x0 + self.W - 24, 290.0, "OncoParcours 4 - %d/%d" % (k + 1, n), "R", 7.0, GREY, 0, ())]
            p["ops"] = ops + p["ops"]
            p["vals"] = list(runvals(self.doc["head"])) + p["vals"] + list(runvals(self.doc["foot"]))


def draw_rl(pages, title, creator):
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
                cv.setFont("BZ" + FONTS[st], size)
                cv.drawString(x * MM, H - y * MM, s + " ")
            elif o[0] == "l":
                _, x1, y1, x2, y2, w, col, dash = o
                cv.setStrokeColorRGB(*col)
                cv.setLineWidth(w * MM)
                cv.setDash(1.5, 1.5) if dash else cv.setDash()
                cv.line(x1 * MM, H - y1 * MM, x2 * MM, H - y2 * MM)
            elif o[0] == "r":
                _, x, y, w, h, fill, stroke, rad, lw = o
                if fill:
                    cv.setFillColorRGB(*fill)
                if stroke:
                    cv.setStrokeColorRGB(*stroke)
                    cv.setLineWidth(lw * MM)
                cv.setDash()
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
            elif o[0] == "wheel":
                _, cx, cy, ro, ri, n, done = o
                gap = 4.0 if n > 1 else 0.0
                for k in range(n):
                    a0 = 90 - k * 360.0 / n - gap / 2
                    ext = -(360.0 / n - gap)
                    pth = cv.beginPath()
                    pth.arc((cx - ro) * MM, H - (cy + ro) * MM, (cx + ro) * MM, H - (cy - ro) * MM, startAng=a0, extent=ext)
                    pth.arcTo((cx - ri) * MM, H - (cy + ri) * MM, (cx + ri) * MM, H - (cy - ri) * MM, startAng=a0 + ext, extent=-ext)
                    pth.close()
                    cv.setFillColorRGB(*(TEAL if k < done else PALE))
                    cv.drawPath(pth, stroke=0, fill=1)
            elif o[0] == "ribbon":
                _, x, y, (col, col2) = o
                for w, c in ((1.9, (0.3, 0.3, 0.3)), (1.5, col)):
                    cv.setStrokeColorRGB(*c)
                    cv.setLineWidth(w * MM)
                    cv.setLineCap(1)
                    pth = cv.beginPath()
                    pth.moveTo((x - 2.6) * MM, H - (y + 8.5) * MM)
                    pth.curveTo((x - 0.5) * MM, H - (y + 5.0) * MM, (x + 2.6) * MM, H - (y + 1.5) * MM, x * MM, H - y * MM)
                    pth.curveTo((x - 2.6) * MM, H - (y + 1.5) * MM, (x + 0.5) * MM, H - (y + 5.0) * MM, (x + 2.6) * MM, H - (y + 8.5) * MM)
                    cv.drawPath(pth, stroke=1, fill=0)
                if col2:
                    cv.setStrokeColorRGB(*col2)
                    cv.setLineWidth(0.5 * MM)
                    pth = cv.beginPath()
                    pth.moveTo((x - 2.6) * MM, H - (y + 8.5) * MM)
                    pth.curveTo((x - 0.5) * MM, H - (y + 5.0) * MM, (x + 2.6) * MM, H - (y + 1.5) * MM, x * MM, H - y * MM)
                    cv.drawPath(pth, stroke=1, fill=0)
                cv.setLineCap(0)
            elif o[0] == "tick":
                _, x, y, col = o
                cv.setStrokeColorRGB(*col)
                cv.setLineWidth(0.45 * MM)
                pth = cv.beginPath()
                pth.moveTo(x * MM, H - y * MM)
                pth.lineTo((x + 0.8) * MM, H - (y + 0.9) * MM)
                pth.lineTo((x + 2.2) * MM, H - (y - 1.2) * MM)
                cv.drawPath(pth, stroke=1, fill=0)
        cv.showPage()
    cv.save()
    return buf.getvalue()


FIXED_DATE = b"D:20251201090000Z"


def through_cairo(pdf: bytes) -> bytes:
    """Re-write the PDF with pdftocairo -pdf (cairo's PDF surface) and fix the one date cairo stamps."""
    with tempfile.TemporaryDirectory() as td:
        a, b = os.path.join(td, "rl.pdf"), os.path.join(td, "cairo.pdf")
        with open(a, "wb") as fh:
            fh.write(pdf)
        subprocess.run(["pdftocairo", "-pdf", a, b], check=True, capture_output=True)
        with open(b, "rb") as fh:
            out = fh.read()
    m = re.search(rb"/CreationDate \((D:\d{14}Z)\)", out)
    if m and len(m.group(1)) == len(FIXED_DATE):
        out = out[:m.start(1)] + FIXED_DATE + out[m.end(1):]
    return out


def render_cairo(doc):
    t = Parcours(doc, measure())
    f = t.layout()
    pdf = draw_rl(f.pages, doc["title"], "OncoParcours 4 - impression du parcours")
    return through_cairo(pdf), [p["vals"] for p in f.pages]
