"""A tiny page-layout model shared by the two PDF producers.

Documents are written as blocks (paragraphs, tables, two-column headers,
boxed patient stickers, barcodes). Every personal or kept value is a ``Val``
inside a block, so the layout pass knows on which page each value lands and
the ground truth cannot drift from the drawing. The pass yields, per page,
plain drawing operations (text at a baseline, rectangles) that
``backends.py`` replays with reportlab or fpdf2, plus the page text as
written and its items.

Page breaks happen between blocks (and between table rows, the header row
being repeated): a value is never split across two pages.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

FONT_DIR = "/usr/share/fonts/truetype/dejavu"
# family -> (regular, bold) PostScript-ish names used by both backends
FAMILIES = {"Helvetica": ("Helvetica", "Helvetica-Bold"), "Times": ("Times-Roman", "Times-Bold"),
            "Courier": ("Courier", "Courier-Bold"), "DejaVuSans": ("DejaVuSans", "DejaVuSans-Bold"),
            "DejaVuSerif": ("DejaVuSerif", "DejaVuSerif-Bold"),
            "DejaVuSansCondensed": ("DejaVuSansCondensed", "DejaVuSansCondensed-Bold")}
TTF_FILES = {n: os.path.join(FONT_DIR, n + ".ttf") for fam in ("DejaVuSans", "DejaVuSerif", "DejaVuSansCondensed")
             for n in FAMILIES[fam]}
for _n, _p in TTF_FILES.items():
    if os.path.exists(_p):
        pdfmetrics.registerFont(TTFont(_n, _p))

SIZES = {"A4": (595.28, 841.89), "A5": (419.53, 595.28)}


@dataclass
class Val:
    """One ground-truth item: what is written, and how the scorer must judge it."""
    kind: str
    text: str
    role: str = "pii"
    subtype: str = "patient"
    critical: bool = False
    probes: list[str] = field(default_factory=list)
    removable: list[str] = field(default_factory=list)

    def item(self) -> dict:
        return {"kind": self.kind, "text": self.text, "role": self.role, "subtype": self.subtype,
                "critical": self.critical, "probes": list(self.probes or [self.text]),
                "removable": list(self.removable)}


CRITICAL_KINDS = {"NOM", "PRENOM", "DATE_NAISSANCE", "NIR", "IPP", "EMAIL"}


def pii(kind, text, subtype="patient", probes=None, removable=()):
    return Val(kind, text, "pii", subtype, kind in CRITICAL_KINDS and subtype == "patient",
               list(probes) if probes else [text], list(removable))


def keep(kind, text, subtype):
    return Val(kind, text, "keep", subtype, False, [text], [])


@dataclass
class B:
    """Bold segment."""
    seg: object


@dataclass
class Bars:
    """A fake 1-D barcode drawn as rectangles, with its human-readable value under it."""
    val: object
    height: float = 16


# ------------------------------------------------------------------ blocks

@dataclass
class Text:
    line: list
    size: float = 9.5
    align: str = "L"
    bold: bool = False
    space_after: float = 3


@dataclass
class Table:
    rows: list  # list of rows, each a list of cells (a cell is a line: list of segments)
    widths: list  # fractions of the content width
    header: bool = True
    border: bool = True
    size: float = 8.5
    bold_first: bool = False


@dataclass
class Columns:
    left: list  # lines
    right: list
    split: float = 0.5
    size: float = 8.5
    box_left: bool = False
    box_right: bool = False
    align_right: str = "L"


@dataclass
class Space:
    h: float = 8


@dataclass
class Rule:
    pass


@dataclass
class Break:
    pass


@dataclass
class Page:
    index: int
    width: float
    height: float
    landscape: bool
    size: str
    ops: list = field(default_factory=list)
    lines: list = field(default_factory=list)
    items: list = field(default_factory=list)


def flatten(line):
    """(text, bold, val) runs of a line."""
    out = []
    for seg in (line if isinstance(line, list) else [line]):
        bold = isinstance(seg, B)
        inner = seg.seg if bold else seg
        if isinstance(inner, Val):
            out.append((inner.text, bold, inner))
        else:
            out.append((str(inner), bold, None))
    return out


def vals_of(line):
    if isinstance(line, Bars):
        return [line.val] if isinstance(line.val, Val) else []
    return [v for _, _, v in flatten(line) if v is not None]


def line_text(line) -> str:
    if isinstance(line, Bars):
        return line.val.text if isinstance(line.val, Val) else str(line.val)
    return "".join(t for t, _, _ in flatten(line))


class Layout:
    def __init__(self, family="Helvetica", size="A4", landscape=False, margin=None, header=None, footer=None):
        self.family = family
        self.size_name = size
        w, h = SIZES[size]
        self.w, self.h = (h, w) if landscape else (w, h)
        self.landscape = landscape
        self.m = margin if margin is not None else (28 if size == "A5" else 40)
        self.header = header  # callable(page_no, total) -> list of blocks (Text/Columns only)
        self.footer = footer

    # -------------------------------------------------------------- text

    def font(self, bold):
        return FAMILIES[self.family][1 if bold else 0]

    def width(self, text, bold, size):
        return pdfmetrics.stringWidth(text, self.font(bold), size)

    def wrap(self, line, size, max_w):
        """Greedy wrap at spaces; returns lines of runs (text, bold)."""
        words = []  # (text_with_trailing_space, bold)
        for text, bold, _ in flatten(line):
            parts = text.split(" ")
            for i, p in enumerate(parts):
                piece = p + (" " if i < len(parts) - 1 else "")
                if piece:  # a piece without trailing space stays glued to the next one
                    words.append((piece, bold))
        lines, cur, cur_w = [], [], 0.0
        for piece, bold in words:
            pw = self.width(piece.rstrip(" "), bold, size)
            glued = cur and not cur[-1][0].endswith(" ")
            if cur and cur_w + pw > max_w and not glued:
                lines.append(cur)
                cur, cur_w = [], 0.0
            cur.append((piece, bold))
            cur_w += self.width(piece, bold, size)
        if cur:
            lines.append(cur)
        return lines or [[("", False)]]

    def draw_runs(self, page, runs, x, y, size, max_w, align="L"):
        runs = [(t, b) for t, b in runs]
        if runs:
            runs[-1] = (runs[-1][0].rstrip(" "), runs[-1][1])
        total = sum(self.width(t, b, size) for t, b in runs)
        if align == "R":
            x = x + max_w - total
        elif align == "C":
            x = x + (max_w - total) / 2
        merged = []
        for t, b in runs:
            if merged and merged[-1][1] == b:
                merged[-1] = (merged[-1][0] + t, b)
            else:
                merged.append((t, b))
        for t, b in merged:
            if t:
                page.ops.append(("text", x, y, t, self.font(b), size))
            x += self.width(t, b, size)
        return "".join(t for t, _ in runs)

    def draw_line(self, page, line, x, y, size, max_w, align="L", bold=False):
        """Draw a (possibly wrapped) line with top at y; returns height used."""
        if isinstance(line, Bars):
            return self.draw_bars(page, line, x, y, size, max_w, align)
        if bold:
            line = [B(s) if not isinstance(s, B) else s for s in (line if isinstance(line, list) else [line])]
        lh = size * 1.32
        written = []
        for runs in self.wrap(line, size, max_w):
            written.append(self.draw_runs(page, runs, x, y + size, size, max_w, align))
            y += lh
        page.lines.append(" ".join(written))
        return lh * len(written)

    def draw_bars(self, page, bars, x, y, size, max_w, align):
        text = line_text(bars)
        bw = 0.9
        pattern = "".join("1" + "0" * (1 + int(c) % 3) + "11" * (int(c) % 2) + "0" for c in text if c.isdigit())
        total = len(pattern) * bw
        if align == "R":
            x = x + max_w - total
        for i, c in enumerate(pattern):
            if c == "1":
                page.ops.append(("bar", x + i * bw, y, bw, bars.height))
        tsize = size - 1
        tx = x + (total - self.width(text, False, tsize)) / 2
        page.ops.append(("text", tx, y + bars.height + tsize + 1, text, self.font(False), tsize))
        page.lines.append(text)
        return bars.height + tsize * 1.5

    # -------------------------------------------------------------- blocks

    def measure(self, block, cw):
        probe = Page(0, self.w, self.h, False, "")
        return self.place(probe, block, 0, cw)

    def place(self, page, block, y, cw):
        x0 = self.m
        if isinstance(block, Text):
            return self.draw_line(page, block.line, x0, y, block.size, cw, block.align, block.bold) + block.space_after
        if isinstance(block, Space):
            return block.h
        if isinstance(block, Rule):
            page.ops.append(("rect", x0, y + 3, cw, 0.01))
            return 8
        if isinstance(block, Columns):
            wl = cw * block.split - 8
            wr = cw - cw * block.split - 8
            xr = x0 + cw * block.split + 8
            hl = self._column(page, block.left, x0, y, wl, block.size, block.box_left, "L")
            hr = self._column(page, block.right, xr, y, wr, block.size, block.box_right, block.align_right)
            return max(hl, hr) + 6
        if isinstance(block, Table):
            return self._rows(page, block, block.rows, x0, y, cw)
        raise TypeError(block)

    def _column(self, page, lines, x, y, w, size, box, align):
        pad = 5 if box else 0
        h = pad
        for ln in lines:
            h += self.draw_line(page, ln, x + pad, y + h, size, w - 2 * pad, align)
        h += pad
        if box:
            page.ops.append(("rect", x, y, w, h))
        return h

    def _rows(self, page, table, rows, x0, y, cw):
        h0 = y
        for r, row in enumerate(rows):
            y += self._row(page, table, row, x0, y, cw, table.header and r == 0)
        return y - h0 + 6

    def _row(self, page, table, row, x0, y, cw, is_header):
        rh = table.size * 1.6
        x = x0
        for c, cell in enumerate(row):
            w = cw * table.widths[c]
            bold = is_header or (table.bold_first and c == 0)
            size = table.size
            text = line_text(cell)
            while self.width(text, bold, size) > w - 5 and size > 5.6:
                size -= 0.3
            if self.width(text, bold, size) > w - 5:
                raise ValueError("cellule trop large: %r" % text)
            if text:
                cell_line = [B(s) for s in cell] if bold and isinstance(cell, list) else ([B(cell)] if bold else cell)
                self.draw_runs(page, [(t, b or bold) for t, b, _ in flatten(cell_line)], x + 2.5, y + rh - table.size * 0.45, size, w - 5)
            if table.border:
                page.ops.append(("rect", x, y, w, rh))
            x += w
        if is_header and table.border:
            page.ops.append(("shade", x0, y, cw, rh))
        page.lines.append("  ".join(line_text(c) for c in row))
        return rh

    # -------------------------------------------------------------- pagination

    def run(self, blocks) -> list[Page]:
        cw = self.w - 2 * self.m
        head_h = sum(self.measure(b, cw) for b in (self.header(1, 9) if self.header else []))
        foot_h = sum(self.measure(b, cw) for b in (self.footer(1, 9) if self.footer else []))
        top, bottom = self.m + head_h, self.h - self.m - foot_h
        # pass 1: assign blocks (or table rows) to pages
        pages, cur, y = [], [], top
        for b in blocks:
            if isinstance(b, Break):
                pages.append(cur)
                cur, y = [], top
                continue
            if isinstance(b, Table):
                head = b.rows[:1] if b.header else []
                chunk = list(head)
                for row in b.rows[len(head):]:
                    trial = Table(chunk + [row], b.widths, b.header, b.border, b.size, b.bold_first)
                    if y + self.measure(trial, cw) > bottom:
                        if len(chunk) > len(head):
                            cur.append(Table(chunk, b.widths, b.header, b.border, b.size, b.bold_first))
                        if cur:  # not even the first row fits here: the table starts on the next page
                            pages.append(cur)
                        cur, y, chunk = [], top, list(head)
                    chunk.append(row)
                b = Table(chunk, b.widths, b.header, b.border, b.size, b.bold_first)
            h = self.measure(b, cw)
            if y + h > bottom and cur:
                pages.append(cur)
                cur, y = [], top
            cur.append(b)
            y += h
        if cur:
            pages.append(cur)
        total = len(pages)
        out = []
        for i, blist in enumerate(pages):
            pg = Page(i, self.w, self.h, self.landscape, self.size_name)
            y = self.m
            for b in (self.header(i + 1, total) if self.header else []):
                y += self.place(pg, b, y, cw)
                pg.items += block_vals(b)
            y = top
            for b in blist:
                y += self.place(pg, b, y, cw)
                pg.items += block_vals(b)
            if y > bottom + 1:
                raise ValueError("bloc trop haut pour une page")
            y = bottom
            for b in (self.footer(i + 1, total) if self.footer else []):
                y += self.place(pg, b, y, cw)
                pg.items += block_vals(b)
            out.append(pg)
        return out


def block_vals(b):
    if isinstance(b, Text):
        return vals_of(b.line)
    if isinstance(b, Columns):
        return [v for ln in b.left + b.right for v in vals_of(ln)]
    if isinstance(b, Table):
        return [v for row in b.rows for cell in row for v in vals_of(cell)]
    return []
