"""PDF producer 1: PyMuPDF drawing text line by line with base-14 fonts.

Why a hand-made layout: it controls exactly where lines break (so a word
hyphenated across two lines is really on two lines) and produces the kind of
PDF a reporting tool writes: non-embedded Helvetica/Times, explicit text
positions, thin table borders.
"""

from __future__ import annotations

import fitz

from .model import Columns, Page, Para, Table, seg_text

FONTS = {"sans": ("helv", "hebo"), "serif": ("tiro", "tibo")}
MARGIN = 48.0


class LayoutOverflow(RuntimeError):
    """The content of a page does not fit: a template bug, never silently cut."""


def _wrap(text: str, width: float, font: str, size: float) -> list[str]:
    lines: list[str] = []
    for forced in text.split("\n"):
        words = forced.split(" ")
        cur = ""
        for w in words:
            cand = w if not cur else cur + " " + w
            if cur and fitz.get_text_length(cand, fontname=font, fontsize=size) > width:
                lines.append(cur)
                cur = w
            else:
                cur = cand
        lines.append(cur)
    return lines


class _Painter:
    def __init__(self, page: fitz.Page, font: str):
        self.page = page
        self.regular, self.bold = FONTS[font]

    def para(self, p: Para, x: float, y: float, width: float) -> float:
        font = self.bold if p.bold else self.regular
        text = "".join(seg_text(s) for s in p.segs)
        lh = p.size * 1.28
        for line in _wrap(text, width, font, p.size):
            if line:
                self.page.insert_text((x, y + p.size), line, fontname=font, fontsize=p.size)
            y += lh
        return y + p.size * 0.35

    def table(self, t: Table, x: float, y: float, width: float) -> float:
        n = len(t.rows[0])
        fr = t.widths or tuple(1.0 / n for _ in range(n))
        cols = [f * width for f in fr]
        lh = t.size * 1.25
        for ri, row in enumerate(t.rows):
            font = self.bold if (t.header and ri == 0) else self.regular
            cells = [_wrap("".join(seg_text(s) for s in cell), cw - 6, font, t.size) for cell, cw in zip(row, cols)]
            h = max(len(c) for c in cells) * lh + 4
            cx = x
            for lines, cw in zip(cells, cols):
                self.page.draw_rect(fitz.Rect(cx, y, cx + cw, y + h), color=(0.3, 0.3, 0.3), width=0.4)
                ly = y + 2
                for line in lines:
                    if line:
                        self.page.insert_text((cx + 3, ly + t.size), line, fontname=font, fontsize=t.size)
                    ly += lh
                cx += cw
            y += h
        return y + 6

    def blocks(self, blocks, x: float, y: float, width: float) -> float:
        for b in blocks:
            if isinstance(b, Para):
                y = self.para(b, x, y, width)
            elif isinstance(b, Table):
                y = self.table(b, x, y, width)
            elif isinstance(b, Columns):
                gap = 16.0
                cw = (width - gap) / 2
                y1 = self.blocks(b.left, x, y, cw)
                y2 = self.blocks(b.right, x + cw + gap, y, cw)
                y = max(y1, y2)
        return y


def _measure_footer(page: Page, width: float) -> float:
    doc = fitz.open()
    scratch = doc.new_page(width=width + 2 * MARGIN, height=2000)
    h = _Painter(scratch, page.frame.font).blocks(page.frame.footer, MARGIN, 0, width)
    doc.close()
    return h


def render(pages: list[Page], path: str, metadata: dict | None = None) -> None:
    pdf = fitz.open()
    for page in pages:
        w, h = (842.0, 595.0) if page.frame.landscape else (595.0, 842.0)
        pg = pdf.new_page(width=w, height=h)
        painter = _Painter(pg, page.frame.font)
        width = w - 2 * MARGIN
        y = painter.blocks(page.frame.header, MARGIN, 28.0, width)
        if page.frame.header:
            pg.draw_line(fitz.Point(MARGIN, y), fitz.Point(w - MARGIN, y), color=(0.5, 0.5, 0.5), width=0.5)
        y = painter.blocks(page.blocks, MARGIN, y + 10, width)
        fh = _measure_footer(page, width) if page.frame.footer else 0.0
        if y > h - 24 - fh:
            raise LayoutOverflow("page trop pleine (%.0f > %.0f)" % (y, h - 24 - fh))
        if page.frame.footer:
            painter.blocks(page.frame.footer, MARGIN, h - 20 - fh, width)
    if metadata:
        pdf.set_metadata(metadata)
    pdf.save(path, garbage=3, deflate=True)
    pdf.close()
