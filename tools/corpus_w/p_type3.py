"""Producer 4: a hand-written PDF writer (no PDF library) with Type 3 stroked-path fonts.

Text is drawn with TJ arrays carrying kerning offsets; some documents separate words by
TJ displacements instead of space glyphs; ligatures fi/fl are single glyphs wrapped in
/Span <</ActualText (fi)>> marked content; some words broken at a line end carry an
/ActualText with the whole word across both lines.
"""

from __future__ import annotations

from .model import (BR, Box, Cols, Heading, Hyph, Item, LineBreak, PageNum, Para, Rule, Spacer, Sty, Table)
from .pdfraw import Name, PdfWriter, Stream, pdf_string
from .t3font import GlyphSet, font_objects, normalise_chars

PAGE_W, PAGE_H = 595.0, 842.0
ML, MR, MT, MB = 54.0, 54.0, 64.0, 58.0
BASE = 9.0
KERN = {("A", "V"): 70, ("V", "A"): 70, ("T", "o"): 60, ("T", "e"): 60, ("T", "a"): 50, ("L", "T"): 60,
        ("r", "."): 40, ("r", ","): 40, ("P", "."): 50, ("Y", "o"): 50, ("W", "a"): 40, ("f", "o"): 20,
        ("v", "e"): 15, ("y", "."): 40, ("A", "T"): 50, ("L", "Y"): 60, ("F", "."): 50, ("o", "v"): 15}
LIGS = {"fi": "\ufb01", "fl": "\ufb02"}


class Overflow(Exception):
    pass


class Frag:
    """A piece of text of one style; ``unit`` groups fragments that must stay on one line."""

    __slots__ = ("text", "font", "size", "brk", "hyph_start", "hyph_end", "actual")

    def __init__(self, text, font, size):
        self.text = text
        self.font = font
        self.size = size
        self.brk = False
        self.hyph_start = None
        self.hyph_end = False


class Writer:
    def __init__(self, doc, rng):
        self.doc = doc
        self.rng = rng
        self.gs = GlyphSet()
        self.pdf = PdfWriter("1.5")
        self.fonts = {
            "R": font_objects(self.pdf, self.gs, 58, "W3Regular"),
            "B": font_objects(self.pdf, self.gs, 100, "W3Bold"),
            "I": font_objects(self.pdf, self.gs, 58, "W3Italic", slant=0.22),
        }
        self.tj_gaps = rng.random() < 0.5  # words separated by TJ offsets instead of space glyphs
        self.hyph_actual = rng.random() < 0.6
        self.ligatures = rng.random() < 0.8
        self.ops: list[str] = []

    # ------------------------------------------------------------ measuring
    def glyph_w(self, ch):
        return self.gs.width(ch)

    def text_w(self, text, size):
        w = 0.0
        prev = None
        for ch in text:
            w += self.glyph_w(ch)
            if prev is not None:
                w -= KERN.get((prev, ch), 0)
            prev = ch
        return w * size / 1000.0

    # ------------------------------------------------------------ runs -> units
    def units(self, runs, font="R", size=BASE, n=1, N=1):
        """List of units; a unit is a list of Frag (kept on one line) or the string "BR"."""
        out = []

        def add_text(text, font, size, keep=False):
            text = normalise_chars(text)
            if keep:
                out.append([Frag(text, font, size)])
                return
            parts = text.split(" ")
            for i, w in enumerate(parts):
                if i > 0:
                    out.append("SP")
                if w:
                    out.append([Frag(w, font, size)])

        def walk(rs, font, size):
            for r in rs:
                if isinstance(r, str):
                    add_text(r, font, size)
                elif isinstance(r, Item):
                    add_text(r.text, font, size, keep=self.text_w(r.text, size) < 200)
                elif isinstance(r, Sty):
                    f = "B" if r.bold else ("I" if r.italic else font)
                    walk(r.runs, f, r.size or size)
                elif isinstance(r, Hyph):
                    a = Frag(r.head + "-", font, size)
                    a.hyph_start = r.head + r.tail
                    b = Frag(r.tail, font, size)
                    b.hyph_end = True
                    out.append([a])
                    out.append("BR")
                    out.append([b])
                elif isinstance(r, PageNum):
                    add_text(r.fmt.format(n=n, N=N), font, size, keep=True)
                elif isinstance(r, LineBreak):
                    out.append("BR")
        walk(runs, font, size)
        # glue units that are not separated by a space (e.g. "(" + item + ")")
        glued = []
        prev_unit = False
        for u in out:
            if isinstance(u, list):
                if prev_unit and glued and isinstance(glued[-1], list):
                    glued[-1] = glued[-1] + u
                else:
                    glued.append(u)
                prev_unit = True
            else:
                glued.append(u)
                prev_unit = False
        return glued

    def wrap(self, units, width):
        """Lines of (list of Frag, natural width)."""
        lines, cur, cur_w = [], [], 0.0
        pending_space = False
        for u in units:
            if u == "BR":
                lines.append(cur)
                cur, cur_w, pending_space = [], 0.0, False
                continue
            if u == "SP":
                pending_space = bool(cur)
                continue
            uw = sum(self.text_w(f.text, f.size) for f in u)
            sw = self.text_w(" ", u[0].size) if pending_space else 0.0
            if cur and cur_w + sw + uw > width:
                lines.append(cur)
                cur, cur_w = [], 0.0
                sw = 0.0
            if cur and sw:
                cur.append(Frag(" ", u[0].font, u[0].size))
                cur_w += sw
            cur += u
            cur_w += uw
            pending_space = False
        if cur:
            lines.append(cur)
        return lines

    # ------------------------------------------------------------ emitting
    def esc(self, b: bytes) -> str:
        return b.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)").decode("latin-1")

    def tj_items(self, text, size):
        """TJ array elements for ``text``: strings and kerning numbers (and ligature splits)."""
        segs = []  # list of ("tj", [elements]) or ("lig", char, actual)
        cur = []
        buf = ""
        prev = None
        i = 0
        while i < len(text):
            ch = text[i]
            pair = text[i:i + 2]
            if self.ligatures and pair in LIGS and not (i + 2 < len(text) and text[i + 2] in "il"):
                if buf:
                    cur.append(buf)
                    buf = ""
                if cur:
                    segs.append(("tj", cur))
                    cur = []
                segs.append(("lig", LIGS[pair], pair))
                prev = None
                i += 2
                continue
            if prev is not None and (prev, ch) in KERN:
                cur.append(buf)
                cur.append(KERN[(prev, ch)])
                buf = ""
            if ch == " " and self.tj_gaps:
                if buf:
                    cur.append(buf)
                buf = ""
                cur.append(-round(self.glyph_w(" ")))
                prev = None
                i += 1
                continue
            buf += ch
            prev = ch
            i += 1
        if buf:
            cur.append(buf)
        if cur:
            segs.append(("tj", cur))
        return segs

    def emit_line(self, frags, x, y):
        """One line inside an open BT; returns the ops."""
        ops = ["1 0 0 1 %.2f %.2f Tm" % (x, y)]
        cur_font = None
        for f in frags:
            if (f.font, f.size) != cur_font:
                ops.append("/%s %.1f Tf" % (f.font, f.size))
                cur_font = (f.font, f.size)
            if f.hyph_start and self.hyph_actual:
                ops.append("/Span <</ActualText %s>> BDC" % pdf_string(f.hyph_start).decode("latin-1"))
                self._open_hyph = True
            for seg in self.tj_items(f.text, f.size):
                if seg[0] == "tj":
                    arr = " ".join(("(%s)" % self.esc(self.gs.encode(e))) if isinstance(e, str) else str(e) for e in seg[1] if e != "")
                    ops.append("[%s] TJ" % arr)
                else:
                    ops.append("/Span <</ActualText %s>> BDC" % pdf_string(seg[2]).decode("latin-1"))
                    ops.append("(%s) Tj" % self.esc(self.gs.encode(seg[1])))
                    ops.append("EMC")
            if f.hyph_end and getattr(self, "_open_hyph", False):
                ops.append("EMC")
                self._open_hyph = False
        return ops

    def line_width(self, frags):
        return sum(self.text_w(f.text, f.size) for f in frags)

    def para(self, runs, x, y, width, align="left", font="R", size=BASE, n=1, N=1, leading=1.32):
        """Lay out and draw a paragraph whose first baseline is y - size; returns the new y."""
        lines = self.wrap(self.units(runs, font, size, n, N), width)
        ops = ["BT"]
        for ln in lines:
            sz = max((f.size for f in ln), default=size)
            y -= sz * leading
            w = self.line_width(ln)
            xx = x + (width - w if align == "right" else ((width - w) / 2 if align == "center" else 0))
            ops += self.emit_line(ln, xx, y)
        ops.append("ET")
        if lines:
            self.ops += ops
        return y - size * 0.3

    # ------------------------------------------------------------ blocks
    def blocks(self, blocks, x, y, width, n, N):
        for b in blocks:
            y = self.block(b, x, y, width, n, N)
        return y

    def block(self, b, x, y, width, n, N):
        if isinstance(b, Heading):
            size = 12.5 if b.level == 1 else 10
            y -= 8 if b.level == 1 else 6
            return self.para(b.runs, x, y, width, b.align, "B", size, n, N)
        if isinstance(b, Para):
            y -= b.space_before
            font = "B" if b.bold else ("I" if b.italic else "R")
            return self.para(b.runs, x, y, width, b.align, font, b.size or BASE, n, N)
        if isinstance(b, Spacer):
            return y - b.height
        if isinstance(b, Rule):
            y -= 4
            self.ops.append("0.6 w %.2f %.2f m %.2f %.2f l S" % (x, y, x + width, y))
            return y - 4
        if isinstance(b, Cols):
            ys = []
            xx = x
            for col, w in zip(b.columns, b.widths):
                ys.append(self.blocks(col, xx, y, width * w - 6, n, N))
                xx += width * w
            return min(ys)
        if isinstance(b, Box):
            w = width * b.width
            bx = x if b.align == "left" else x + width - w
            y0 = y - 3
            y1 = self.blocks(b.blocks, bx + 5, y0 - 2, w - 10, n, N) - 3
            self.ops.append("0.8 w %.2f %.2f %.2f %.2f re S" % (bx, y1, w, y0 - y1))
            return y1 - 4
        if isinstance(b, Table):
            return self.table(b, x, y - 4, width, n, N)
        raise TypeError(b)

    def table(self, t, x, y, width, n, N):
        size = t.size or BASE
        pad = 3.0
        for ri, row in enumerate(t.rows):
            cells = []
            hmax = 0.0
            xx = x
            col = 0
            for ci, cell in enumerate(row):
                span = t.spans.get((ri, ci), 1)
                w = width * sum(t.widths[col:col + span])
                col += span
                font = "B" if (t.header and ri == 0) else "R"
                lines = self.wrap(self.units(cell, font, size, n, N), w - 2 * pad)
                h = len(lines) * size * 1.25 + 2 * pad
                cells.append((xx, w, lines))
                hmax = max(hmax, h)
                xx += w
            if t.header and ri == 0 and t.shade_header:
                self.ops.append("0.88 g %.2f %.2f %.2f %.2f re f 0 g" % (x, y - hmax, width, hmax))
            ops = ["BT"]
            for cx, w, lines in cells:
                yy = y - pad
                for ln in lines:
                    yy -= size * 1.25
                    ops += self.emit_line(ln, cx + pad, yy + size * 0.22)
            ops.append("ET")
            self.ops += ops
            if t.border:
                self.ops.append("0.5 w")
                for cx, w, _ in cells:
                    self.ops.append("%.2f %.2f %.2f %.2f re S" % (cx, y - hmax, w, hmax))
            y -= hmax
        return y - 2

    # ------------------------------------------------------------ document
    def render(self, path):
        doc = self.doc
        N = len(doc.pages)
        pages_ref = self.pdf.reserve()
        kids = []
        width = PAGE_W - ML - MR
        for i, blocks in enumerate(doc.pages):
            n = i + 1
            self.ops = ["0 0 0 RG 0 0 0 rg"]
            # running header / footer
            for part, yy in ((doc.header, PAGE_H - 40), (doc.footer, 30)):
                for align, runs in part:
                    self.para(runs, ML, yy + 8, width, align, "R", 7.5, n, N)
            self.ops.append("0.4 w %.2f %.2f m %.2f %.2f l S" % (ML, PAGE_H - 46, PAGE_W - MR, PAGE_H - 46))
            self.ops.append("0.4 w %.2f %.2f m %.2f %.2f l S" % (ML, 42, PAGE_W - MR, 42))
            y = self.blocks(blocks, ML, PAGE_H - MT, width, n, N)
            if y < MB:
                doc.overflow = "page %d overflows (y=%.1f)" % (n, y)
            content = self.pdf.add(Stream("\n".join(self.ops).encode("latin-1")))
            kids.append(self.pdf.add({"Type": Name("Page"), "Parent": pages_ref, "MediaBox": [0, 0, PAGE_W, PAGE_H],
                                      "Contents": content,
                                      "Resources": {"Font": {k: v for k, v in self.fonts.items()}, "ProcSet": [Name("PDF"), Name("Text")]}}))
        self.pdf.set(pages_ref, {"Type": Name("Pages"), "Kids": kids, "Count": len(kids)})
        root = self.pdf.add({"Type": Name("Catalog"), "Pages": pages_ref, "Lang": "fr-FR"})
        info = {"Producer": PRODUCER, "Creator": "SIH-Report W3 2.4", "CreationDate": "D:20240601120000+02'00'"}
        info.update(doc.meta)
        info_ref = self.pdf.add(info)
        self.pdf.write(path, root, info_ref, file_id=("w3" + doc.name).encode().ljust(16, b"0"))
        return N


PRODUCER = "corpus_w Type3 writer 1.0 (hand-written, Hershey stroke glyphs)"


def produce(doc, path, rng):
    return Writer(doc, rng).render(path)
META_KEYS = ("Title", "Subject", "Keywords", "Author")
