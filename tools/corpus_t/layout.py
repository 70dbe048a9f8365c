"""Coordinate layout shared by the two coordinate producers (PDF::Builder and the raw writer).

Turns a page's blocks into drawing operations on an A4 page (595 x 842 pt, origin bottom-left):
("text", x, y, size, font, string, tag) with font in R/B/I/M (regular, bold, italic, mono) and tag
"cap" (caption), "val" (value) or "txt"; ("line", x1, y1, x2, y2); ("rect", x, y, w, h, fill).
Widths use the Helvetica/Times/Courier metrics (Liberation fonts share them); ``scale`` widens the
estimate for DejaVu.
"""
from __future__ import annotations

import unicodedata

from .model import seg_text

from pypdf._codecs.core_font_metrics import CORE_FONT_METRICS as _CFM  # Adobe core 14 AFM widths (pypdf 7.1.1)

W, H = 595.0, 842.0
ML, MR = 50.0, 545.0
CORE = {("Helvetica", "R"): "Helvetica", ("Helvetica", "B"): "Helvetica-Bold", ("Helvetica", "I"): "Helvetica-Oblique",
        ("Times", "R"): "Times-Roman", ("Times", "B"): "Times-Bold", ("Times", "I"): "Times-Italic"}


def char_w(ch, family="Helvetica", font="R"):
    name = "Courier" if (font == "M" or family == "Courier") else CORE[(family, font)]
    tab = _CFM[name].character_widths
    if ch in tab:
        return tab[ch]
    base = unicodedata.normalize("NFD", ch)[0]
    return tab.get(base, tab.get("default", 600))


def text_w(s, size, font="R", family="Helvetica", scale=1.0):
    return sum(char_w(c, family, font) for c in s) * size / 1000.0 * scale


def wrap(s, width, size, font="R", family="Helvetica", scale=1.0):
    words = s.split(" ")
    lines, cur = [], ""
    for w in words:
        trial = w if not cur else cur + " " + w
        if text_w(trial, size, font, family, scale) <= width or not cur:
            cur = trial
        else:
            lines.append(cur)
            cur = w
    if cur:
        lines.append(cur)
    return lines


class Layout:
    def __init__(self, family="Helvetica", scale=1.0, rng=None):
        self.family, self.scale, self.rng = family, scale, rng
        self.ops = []
        self.y = 770.0

    def tw(self, s, size, font="R"):
        return text_w(s, size, font, self.family, self.scale)

    def text(self, x, y, size, font, s, tag="txt"):
        if s:
            self.ops.append(("text", round(x, 2), round(y, 2), size, font, s, tag))

    def para(self, s, x=ML, width=MR - ML, size=9.5, font="R", lead=1.3, tag="txt"):
        for line in wrap(s, width, size, font, self.family, self.scale):
            self.text(x, self.y, size, font, line, tag)
            self.y -= size * lead
        return self.y

    # ------------------------------------------------------------ blocks
    def header(self, lines, footer):
        y = 815.0
        for segs in lines:
            self.text(ML, y, 8, "R", seg_text(segs), "hdr")
            y -= 10
        self.ops.append(("line", ML, y + 4, MR, y + 4))
        self.y = min(self.y, y - 14)
        y = 38.0
        for segs in footer:
            for line in wrap(seg_text(segs), MR - ML, 7.5, "R", self.family, self.scale):
                self.text(ML, y, 7.5, "R", line, "ftr")
                y -= 9.5
        self.ops.append(("line", ML, 48, MR, 48))

    def block(self, b):
        t = b["t"]
        getattr(self, "b_" + t)(b)
        self.y -= 8
        if self.y < 70:
            raise OverflowError("page trop pleine (%s)" % t)

    def b_title(self, b):
        s = seg_text(b["segs"])
        self.y -= 4
        self.para(s, size=14, font="B")
        self.ops.append(("line", ML, self.y + 9, ML + min(MR - ML, self.tw(s, 14, "B")), self.y + 9))

    def b_para(self, b):
        self.para(seg_text(b["segs"]))

    def b_idline(self, b):
        self.ops.append(("rect", ML - 4, self.y - 5, MR - ML + 8, 16, False))
        self.para(seg_text(b["segs"]), size=10, font="B")
        self.y -= 2

    def b_barcode(self, b):
        s = seg_text(b["segs"])
        x = ML
        rng = self.rng
        for i in range(46):
            w = rng.choice([0.8, 1.2, 2.0])
            self.ops.append(("rect", x, self.y - 2, w, 20, True))
            x += w + rng.choice([0.8, 1.5])
        self.y -= 14
        self.text(ML, self.y, 9, "M", s, "val")
        self.y -= 12

    def b_note(self, b):
        top = self.y + 11
        self.text(ML + 6, self.y, 9, "B", b["level"], "cap")
        self.para(seg_text(b["segs"]), x=ML + 80, width=MR - ML - 90, size=9)
        self.ops.append(("rect", ML, self.y + 4, MR - ML, top - self.y - 4, False))
        self.ops.append(("line", ML + 74, self.y + 4, ML + 74, top))
        self.y -= 4

    def b_sign(self, b):
        x = 330
        for segs in b["lines"]:
            self.para(seg_text(segs), x=x, width=MR - x, size=9.5)

    def b_stamp(self, b):
        x = 320
        top = self.y + 12
        for i, segs in enumerate(b["lines"]):
            self.para(seg_text(segs), x=x + 8, width=MR - x - 16, size=8.5 if i else 9, font="I" if i == 0 else "R")
        self.ops.append(("rect", x, self.y + 2, MR - x, top - self.y - 2, False))
        self.y -= 6

    def b_sep(self, b):
        self.ops.append(("line", ML, self.y + 6, MR, self.y + 6))

    def kv_rows(self, rows, x0, width, style):
        labw = min(135, max(self.tw(l + " :", 9, "B") for l, _ in rows) + 14) if rows else 0
        for lab, segs in rows:
            val = seg_text(segs)
            if style in ("colon", "dots"):
                if style == "colon":
                    cap = (lab + " :") if lab else ""
                    self.text(x0, self.y, 9, "B", cap, "cap")
                else:
                    dots = ""
                    if lab:
                        dots = lab + " " + "." * max(2, int((labw + 18 - self.tw(lab + " ", 9)) / self.tw(".", 9)))
                    self.text(x0, self.y, 9, "R", dots, "cap")
                vx = x0 + labw + (22 if style == "dots" else 0)
                self.para(val, x=vx, width=x0 + width - vx, size=9.5, tag="val")
            elif style == "above":
                self.para(val, x=x0, width=width, size=10, font="B", tag="val")
                self.text(x0, self.y + 3, 7, "R", lab, "cap")
                self.y -= 9
            else:  # below: caption in small type under the value
                self.text(x0, self.y, 7.5, "I", lab, "cap")
                self.y -= 11
                self.para(val, x=x0, width=width, size=10, tag="val")
                self.y -= 2

    def b_kv(self, b):
        cols = b.get("cols", 1)
        style = b["style"]
        rows = b["rows"]
        if cols == 1:
            self.kv_rows(rows, ML, MR - ML, style)
            return
        colw = (MR - ML) / cols
        y0 = self.y
        ends = []
        for c in range(cols):
            self.y = y0
            self.kv_rows(rows[c::cols], ML + c * colw, colw - 10, style)
            ends.append(self.y)
        self.y = min(ends)

    def b_kv2(self, b):
        y0 = self.y
        half = (MR - ML) / 2
        self.kv_rows(b["left"], ML, half - 12, b["style"])
        y1 = self.y
        self.y = y0
        self.kv_rows(b["right"], ML + half + 6, half - 6, b["style"])
        self.y = min(y1, self.y)
        self.ops.append(("line", ML + half, y0 + 10, ML + half, self.y + 6))

    def b_table(self, b):
        head = b["head"]
        rows = [[seg_text(c) for c in r] for r in b["rows"]]
        n = len(head)
        size = 8.5
        need = [max([self.tw(head[i], size, "B")] + [self.tw(r[i], size) for r in rows]) + 10 for i in range(n)]
        tot = sum(need)
        widths = [w * (MR - ML) / tot for w in need] if tot > MR - ML else [w + (MR - ML - tot) / n for w in need]
        xs = [ML]
        for w in widths:
            xs.append(xs[-1] + w)
        top = self.y + 11
        hlines = [top]
        first = len(self.ops)

        def row(cells, font):
            y_start = self.y
            ends = []
            for i, cell in enumerate(cells):
                self.y = y_start
                self.para(cell, x=xs[i] + 4, width=widths[i] - 8, size=size, font=font, lead=1.25,
                          tag="cap" if font == "B" else "val")
                ends.append(self.y)
            self.y = min(ends) - 3
            hlines.append(self.y + size + 1)
        row(head, "B")
        for r in rows:
            row(r, "R")
        for yy in hlines:
            self.ops.append(("line", ML, yy, MR, yy))
        for x in xs:
            self.ops.append(("line", x, top, x, hlines[-1]))
        # summary of the table for producers that draw real tables (LibreOffice Impress)
        self.ops.append(("table", ML, top, widths, [head] + rows, first, len(self.ops),
                         [hlines[i] - hlines[i + 1] for i in range(len(hlines) - 1)], size))


def layout_page(pg, rng, family="Helvetica", scale=1.0):
    lay = Layout(family, scale, rng)
    lay.header(pg["header"], pg["footer"])
    for b in pg["blocks"]:
        lay.block(b)
    return lay.ops
