"""The ReportLab canvas writer of corpus CB (family "rlfragments"): LANDSCAPE A4 pages drawn on a reportlab.pdfgen
canvas (invariant=1), Caladea Regular / Bold / Italic as TrueType SUBSETS, and EVERY WORD DRAWN IN FRAGMENTS: a word is
cut at one or two seeded points and each piece is a text-show of its own (textOut) placed at the abscissa the
font's advances give it by its own text matrix (setTextOrigin: "1 0 0 1 x y Tm"), the pieces of a line sharing one text
object; the last piece carries the space that follows the word. Readers have to glue the pieces back by position.

Template (Paysage, "dossier de soins" of the USMP): a dark slate SIDEBAR down the left 70 mm of every page holds the
issuer (name, service, address, phones, e-mail, FINESS) in white, a "RÉFÉRENCES" list (caption over value), the
addressee in a white card, and at its foot the running identity under "DOSSIER"; the main pane (x 80 - 282 mm) opens
with the title in bold slate over an amber rule and the place in italics; sections as headings in bold capitals with
an amber square before them; fields as a TWO-COLUMN grid of caption / value pairs (caption in small grey italics above
the value, a hair rule under each pair); tables as grids with a slate head in white type and zebra rows; ticks as
filled / empty squares; notes in a pale amber box; quotes in italics behind a slate bar; signatures as columns side by
side at the end of the part, each under a hair rule. The foot runs along the bottom of the main pane with
"page k/n". The type shrinks until each part fits its page (engine.Template.layout).
"""
from __future__ import annotations

import hashlib
import io

from .engine import Template, bwrap, dry, grid, lh
from .render_util import runtext, runvals

CF = "/usr/share/fonts/truetype/crosextra/"
FONTS = {"R": ("CbCaladea", "Caladea-Regular.ttf"), "B": ("CbCaladea-Bold", "Caladea-Bold.ttf"), "I": ("CbCaladea-Italic", "Caladea-Italic.ttf")}
PW, PH = 297.0, 210.0
MM = 72 / 25.4
SLATE, AMBER, PALE = (0.17, 0.24, 0.31), (0.85, 0.55, 0.1), (1.0, 0.96, 0.86)
GREY, BLACK, WHITE, HAIR, ZEBRA = (0.42, 0.44, 0.46), (0.08, 0.08, 0.1), (1, 1, 1), (0.7, 0.72, 0.75), (0.94, 0.95, 0.96)
_REG = []


def fonts():
    if not _REG:
        from reportlab.pdfbase import pdfmetrics
        from reportlab.pdfbase.ttfonts import TTFont
        for name, fn in FONTS.values():
            pdfmetrics.registerFont(TTFont(name, CF + fn))
        _REG.append(1)


def measure():
    from reportlab.pdfbase.pdfmetrics import stringWidth
    fonts()
    return lambda t, st, size: stringWidth(t, FONTS[st][0], size) / MM


class Paysage(Template):
    x0, W, top_margin, bottom, size, lead = 80.0, 202.0, 16.0, 196.0, 9.6, 1.34

    def top(self, f, part):
        x0, W, s = self.x0, self.W, self.s
        iss = self.issuer(part)
        page = f.pages[-1]
        page.setdefault("side", [])
        y = 14.0
        svc = iss["service"] if isinstance(iss["service"], list) else [iss["service"]]
        for run, st, sz in [(iss["name"], "B", 10.5), (svc, "I", 8.4)] + [(r_, "R", 7.8) for r_ in iss["lines"] + iss["contact"] + ([iss["legal"]] if iss.get("legal") else [])]:
            for t, v, _ in bwrap(list(run), 60, lambda q: f.m(q, st, s(sz)), True):
                y += lh(s(sz), 1.3)
                f.text(6, y, t, v, st, s(sz), WHITE)
        if part["refs"]:
            y += 6
            f.text(6, y, "RÉFÉRENCES", (), "B", s(7.2), AMBER)
            for cap, run in part["refs"]:
                y += lh(s(7), 1.5)
                f.text(6, y, cap, (), "I", s(7), (0.8, 0.84, 0.88))
                for t, v, _ in bwrap(list(run), 58, lambda q: f.m(q, "B", s(8.6)), True):
                    y += lh(s(8.6), 1.25)
                    f.text(6, y, t, v, "B", s(8.6), WHITE)
        if part["to"]:
            y += 5
            lines = [(["À l'attention de"], "I", 7.4)] + [(list(part["to"]["name"]), "B", 8.8)] + [(list(r_), "R", 8.2) for r_ in part["to"]["lines"]]
            body = [(t, v, st, sz) for run, st, sz in lines for t, v, _ in bwrap(run, 52, lambda q, st=st, sz=sz: f.m(q, st, s(sz)), True)]
            h = sum(lh(s(sz), 1.3) for *_, sz in body) + 4
            f.rect(5, y, 60, h, fill=WHITE, r=1.2)
            y += 1.5
            for t, v, st, sz in body:
                y += lh(s(sz), 1.3)
                f.text(8, y, t, v, st, s(sz), SLATE)
            y += 3
        f.y += 2
        f.para([part["title"]], x0, W, s(16), "B", 1.15, SLATE)
        f.y += 2
        f.line(x0, f.y, x0 + 60, f.y, 0.9, AMBER)
        f.y += 1
        if part["place"]:
            f.para(part["place"], x0, W, s(9), "I", 1.4, GREY, brk=True)
        f.y += 2

    def heading(self, f, text):
        s = self.s(9.4)
        f.need(14)
        f.y += 2.5 + lh(s, 1.2)
        f.rect(self.x0, f.y - 2.6, 2.6, 2.6, fill=AMBER)
        f.text(self.x0 + 4.5, f.y, text.upper(), (), "B", s, SLATE)
        f.y += 2

    def b_p(self, f, b, x0, W):
        f.y += 0.6
        f.para(b[1], x0, W, self.s(self.size), "R", self.lead, BLACK, brk=True)

    def b_kv(self, f, b, x0, W):
        s, cs = self.s(self.size), self.s(7.0)
        cw = (W - 6) / 2
        items = list(b[1])
        k = 0
        f.y += 0.5
        while k < len(items):
            row = [items[k]]
            if k + 1 < len(items) and all(f.m(runtext(r_), "R", s) < cw - 2 for _, r_ in items[k:k + 2]):
                row.append(items[k + 1])
            ws = [cw] * len(row) if len(row) == 2 else [W]
            hs = [lh(cs, 1.3) + len(bwrap(list(r_), w - 2, lambda q: f.m(q, "R", s), True)) * lh(s, 1.3) + 1.6 for (_, r_), w in zip(row, ws)]
            h = max(hs)
            f.need(h)
            y0, x = f.y, x0
            for (cap, run), w in zip(row, ws):
                f.text(x, y0 + lh(cs, 1.1), cap, (), "I", cs, GREY)
                f.y = y0 + lh(cs, 1.3)
                for t, v, _ in bwrap(list(run), w - 2, lambda q: f.m(q, "R", s), True):
                    f.y += lh(s, 1.3)
                    f.text(x, f.y, t, v, "R", s)
                f.line(x, y0 + h, x + w, y0 + h, 0.12, HAIR)
                x += w + 6
            f.y = y0 + h + 0.6
            k += len(row)
        f.y += 1.2

    def b_tab(self, f, b, x0, W):
        f.y += 1
        grid(f, b[1], b[2], b[3], x0, W, size=self.s(8.6), st="R", head_st="B", head_fill=SLATE, head_color=WHITE, row_rule=None, zebra=ZEBRA)

    def b_log(self, f, b, x0, W):
        grid(f, ["Date et heure", "Intervenant", "Action"], [[list(w), list(who), list(t)] for w, who, t in b[1]], [1.1, 1.2, 3.6], x0, W,
             size=self.s(8.6), head_fill=SLATE, head_color=WHITE, row_rule=None, zebra=ZEBRA)

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
            f.rect(x, f.y - 2.6, 2.8, 2.8, fill=SLATE if on else None, stroke=SLATE, lw=0.25)
            f.text(x + 4.2, f.y, text, (), "R", s)
            x += w + 5
        f.y += 2

    def b_list(self, f, b, x0, W):
        for run in b[1]:
            y = f.y
            f.para(run, x0 + 5, W - 5, self.s(self.size), "R", self.lead, brk=True)
            f.rect(x0 + 1, y + lh(self.s(self.size), self.lead) - 2.0, 1.5, 1.5, fill=AMBER)
        f.y += 0.8

    def b_alert(self, f, b, x0, W):
        def body(g):
            g.y += 1.5
            for r_ in b[1]:
                g.para(r_, x0 + 4, W - 8, self.s(9.0), "B", 1.35, SLATE, brk=True)
            g.y += 2
        f.y += 1.5
        h = dry(f, body)
        f.need(h + 1)
        y0 = f.y
        f.rect(x0, y0, W, h, fill=PALE, stroke=AMBER, lw=0.3)
        body(f)
        f.y = y0 + h + 2

    def b_quote(self, f, b, x0, W):
        y0 = f.y
        for r_ in b[1]:
            f.para(r_, x0 + 6, W - 12, self.s(9.2), "I", 1.4, GREY, brk=True)
        f.rect(x0 + 1.5, y0 + 1, 1.0, f.y - y0 + 0.5, fill=SLATE)
        f.y += 1.5

    def sigs(self, f, sigs):
        s = self.s(8.8)
        cw = min(70.0, self.W / max(1, len(sigs)))
        h = max(lh(s, 1.4) * (1 + sum(len(bwrap(list(r_), cw - 4, lambda q: f.m(q, "R", s), True)) for r_ in runs)) for _, runs in sigs) + 8
        f.need(h + 4)
        f.y += 4
        y0 = f.y
        for k, (role, runs) in enumerate(sigs):
            x = self.x0 + k * cw
            f.line(x, y0, x + cw - 6, y0, 0.2, SLATE)
            f.y = y0 + lh(s, 1.4)
            f.text(x, f.y, role, (), "I", s, GREY)
            for r_ in runs:
                for t, v, _ in bwrap(list(r_), cw - 4, lambda q: f.m(q, "R", s), True):
                    f.y += lh(s, 1.4)
                    f.text(x, f.y, t, v, "R", s)
        f.y = y0 + h

    def cont(self, f, title):
        f.text(self.x0, f.top + 1, title + " (suite)", (), "I", 7.6, GREY)
        f.y += 4

    def frame(self, f):
        n = len(f.pages)
        for k, p in enumerate(f.pages):
            ops = [("r", 0, 0, 70, PH, SLATE, None, 0, 0)]
            y = PH - 10 - 4 * lh(7.6, 1.3)
            ops.append(("t", 6, y - 3, "DOSSIER", "B", 7.2, AMBER, 0, ()))
            for t, v, _ in bwrap(list(self.doc["head"]), 58, lambda q: self.meas(q, "B", 7.6), True):
                y += lh(7.6, 1.3)
                ops.append(("t", 6, y, t, "B", 7.6, WHITE, 0, tuple(v)))
            ops.append(("l", self.x0, PH - 10.5, self.x0 + self.W, PH - 10.5, 0.15, HAIR, False))
            ft = bwrap(list(self.doc["foot"]) + [" - page %d/%d" % (k + 1, n)], self.W, lambda q: self.meas(q, "R", 7.2), True)
            for j, (t, v, _) in enumerate(ft[:2]):
                ops.append(("t", self.x0, PH - 7 + j * 3.2, t, "R", 7.2, GREY, 0, tuple(v)))
            p["ops"] = ops[:1] + p["ops"] + ops[1:]
            p["vals"] = p["vals"] + [v for o in ops if o[0] == "t" for v in o[8]]


def pieces(word, key):
    """Cut ``word`` at one or two seeded points (a one-letter word stays whole)."""
    if len(word) < 3:
        return [word]
    h = int(hashlib.md5((key + word).encode("utf-8")).hexdigest(), 16)
    a = 1 + h % (len(word) - 1)
    if len(word) >= 6:
        b = 1 + (h // 97) % (len(word) - 1)
        cuts = sorted({a, b})
    else:
        cuts = [a]
    out, prev = [], 0
    for c_ in cuts + [len(word)]:
        out.append(word[prev:c_])
        prev = c_
    return [x for x in out if x]


def draw(c, ops, meas, key):
    from reportlab.pdfbase.pdfmetrics import stringWidth
    for o in ops:
        if o[0] == "r":
            _, x, y, w, h, fill, stroke, rad, lw = o
            if fill:
                c.setFillColorRGB(*fill)
            if stroke:
                c.setStrokeColorRGB(*stroke)
                c.setLineWidth(lw * MM)
            if rad:
                c.roundRect(x * MM, (PH - y - h) * MM, w * MM, h * MM, rad * MM, stroke=1 if stroke else 0, fill=1 if fill else 0)
            else:
                c.rect(x * MM, (PH - y - h) * MM, w * MM, h * MM, stroke=1 if stroke else 0, fill=1 if fill else 0)
        elif o[0] == "l":
            _, x1, y1, x2, y2, w, col, dash = o
            c.setStrokeColorRGB(*col)
            c.setLineWidth(w * MM)
            c.line(x1 * MM, (PH - y1) * MM, x2 * MM, (PH - y2) * MM)
        elif o[0] == "t":
            _, x, y, s, st, size, col, just, _v = o
            fn = FONTS[st][0]
            t = c.beginText()
            t.setFont(fn, size)
            t.setFillColorRGB(*col)
            pos = 0
            for w in s.split(" "):
                if w:
                    wx = x * MM + stringWidth(s[:pos], fn, size)
                    ps = pieces(w, key)
                    done = ""
                    for j, piece in enumerate(ps):
                        tail = " " if j == len(ps) - 1 and pos + len(w) < len(s) else ""
                        t.setTextOrigin(wx + stringWidth(done, fn, size), (PH - y) * MM)
                        t.textOut(piece + tail)
                        done += piece
                pos += len(w) + 1
            c.drawText(t)


def render_fragments(doc):
    from reportlab.pdfgen import canvas
    meas = measure()
    f = Paysage(doc, meas).layout()
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=(PW * MM, PH * MM), invariant=1, pageCompression=1)
    c.setTitle(doc["title"])
    c.setAuthor("USMP")
    c.setCreator("Dossier de soins USMP - impression")
    for n, p in enumerate(f.pages):
        draw(c, p["ops"], meas, doc["form"] + str(n))
        c.showPage()
    c.save()
    return buf.getvalue(), [p["vals"] for p in f.pages]


_ = runvals
