"""cairo renderer (pycairo PDFSurface): text placed by hand, optionally glyph by glyph with tracking.

No layout engine: a small flow layout of our own (word wrap, tables with ruled
cells, framed stickers, two columns). With ``style["tracking"]`` > 0 every
character is drawn by its own ``show_text`` call, spaced by its advance plus
the tracking, as some form printers and label editors do.
"""

from __future__ import annotations

from pathlib import Path

from .model import NB, Doc, plain

A4 = (595.28, 841.89)
SIZES = {"tiny": 6.5, "small": 7.5, "norm": 9.0, "big": 10.5, "large": 13.0, "huge": 16.0}
FAMILIES = {"sans": "DejaVu Sans", "serif": "DejaVu Serif", "lib": "Liberation Sans", "libserif": "Liberation Serif",
            "cond": "DejaVu Sans Condensed"}


class Overflow(RuntimeError):
    pass


class Painter:
    def __init__(self, ctx, style):
        import cairo

        self.cairo = cairo
        self.ctx = ctx
        self.family = FAMILIES[style.get("font", "sans")]
        self.tracking = style.get("tracking", 0.0)
        self.margin = style.get("margin_pt", 46)

    def font(self, size, bold=False, italic=False):
        c = self.cairo
        self.ctx.select_font_face(self.family, c.FONT_SLANT_ITALIC if italic else c.FONT_SLANT_NORMAL,
                                  c.FONT_WEIGHT_BOLD if bold else c.FONT_WEIGHT_NORMAL)
        self.ctx.set_font_size(size)

    def width(self, text):
        text = text.replace(NB, " ")
        return self.ctx.text_extents(text).x_advance + self.tracking * len(text)

    def draw(self, x, y, text):
        text = text.replace(NB, " ")
        if not self.tracking:
            self.ctx.move_to(x, y)
            self.ctx.show_text(text)
            return
        for ch in text:
            self.ctx.move_to(x, y)
            self.ctx.show_text(ch)
            x += self.ctx.text_extents(ch).x_advance + self.tracking

    def wrap(self, text, width):
        lines, cur = [], ""
        for word in text.split(" "):
            cand = word if not cur else cur + " " + word
            if self.width(cand) <= width or not cur:
                cur = cand
            else:
                lines.append(cur)
                cur = word
        lines.append(cur)
        return lines

    def para(self, x, y, width, text, size, bold=False, italic=False, align="l"):
        self.font(size, bold, italic)
        lead = size * 1.32
        for line in self.wrap(text, width):
            w = self.width(line)
            dx = {"c": (width - w) / 2, "r": width - w}.get(align, 0)
            self.draw(x + dx, y + size, line)
            y += lead
        return y

    def rule(self, x, y, width, lw=0.6):
        self.ctx.set_line_width(lw)
        self.ctx.move_to(x, y)
        self.ctx.line_to(x + width, y)
        self.ctx.stroke()

    def block(self, b, x, y, width):
        k = b[0]
        o = (b[2] if len(b) > 2 and isinstance(b[2], dict) else {}) if k not in ("table", "cols") else {}
        if k == "title":
            return self.para(x, y, width, plain(b[1], True), SIZES[o.get("size", "large")], True, align=o.get("align", "c")) + 6
        if k == "para":
            return self.para(x, y, width, plain(b[1], True), SIZES[o.get("size", "norm")], o.get("bold"), o.get("italic"),
                             o.get("align", "l")) + 3
        if k == "kv":
            size = SIZES[o.get("size", "norm")]
            lw = width * o.get("label_width", 0.3)
            for lab, val in b[1]:
                y2 = self.para(x, y, lw - 6, plain(lab, True), size, True)
                y = max(y2, self.para(x + lw, y, width - lw, plain(val, True), size)) + 1
            return y + 3
        if k == "table":
            return self.table(b, x, y, width)
        if k == "box":
            size = SIZES[o.get("size", "small")]
            bw = width * o.get("width", 0.5)
            y0, yy = y, y + 5
            if o.get("title"):
                yy = self.para(x + 6, yy, bw - 12, o["title"], size, True)
            for line in b[1]:
                yy = self.para(x + 6, yy, bw - 12, plain(line, True), size)
            self.ctx.set_line_width(0.9)
            self.ctx.rectangle(x, y0, bw, yy - y0 + 4)
            self.ctx.stroke()
            return yy + 10
        if k == "cols":
            r = (b[3] if len(b) > 3 else {}).get("ratio", 0.5)
            wl = width * r - 8
            yl = yr = y
            for sub in b[1]:
                yl = self.block(sub, x, yl, wl)
            for sub in b[2]:
                yr = self.block(sub, x + width * r + 8, yr, width * (1 - r) - 8)
            return max(yl, yr) + 4
        if k == "rule":
            self.rule(x, y + 3, width)
            return y + 8
        if k == "space":
            return y + 11 * b[1]
        raise ValueError(k)

    def table(self, b, x, y, width):
        header, rows, o = b[1], b[2], b[3] if len(b) > 3 else {}
        size = SIZES[o.get("size", "small")]
        widths = [w * width for w in (o.get("widths") or [1.0 / len(header)] * len(header))]
        lead = size * 1.3
        for ri, row in enumerate([[[h] for h in header]] + list(rows)):
            self.font(size, ri == 0)
            cells = [self.wrap(plain(c, True), w - 6) for c, w in zip(row, widths)]
            h = max(len(c) for c in cells) * lead + 5
            if ri == 0:
                self.ctx.set_source_rgb(0.88, 0.88, 0.88)
                self.ctx.rectangle(x, y, sum(widths), h)
                self.ctx.fill()
                self.ctx.set_source_rgb(0, 0, 0)
            cx = x
            for lines, w in zip(cells, widths):
                yy = y + 2.5
                for line in lines:
                    self.draw(cx + 3, yy + size, line)
                    yy += lead
                self.ctx.set_line_width(0.5)
                self.ctx.rectangle(cx, y, w, h)
                self.ctx.stroke()
                cx += w
            y += h
        return y + 8


def render(doc: Doc, pdf: Path) -> None:
    import cairo

    first = doc.pages[0]
    size = (A4[1], A4[0]) if first.landscape else A4
    surf = cairo.PDFSurface(str(pdf), *size)
    for key, attr in (("title", "TITLE"), ("author", "AUTHOR"), ("subject", "SUBJECT"), ("keywords", "KEYWORDS")):
        if doc.meta.get(key):
            surf.set_metadata(getattr(cairo.PDFMetadata, attr), plain(doc.meta[key]))
    surf.set_metadata(cairo.PDFMetadata.CREATOR, doc.style.get("creator", "Editique SIH v4.2"))
    ctx = cairo.Context(surf)
    p = Painter(ctx, doc.style)
    for page in doc.pages:
        w, h = (A4[1], A4[0]) if page.landscape else A4
        surf.set_size(w, h)
        m = p.margin
        ctx.set_source_rgb(0, 0, 0)
        y = 24
        for line in page.header:
            y = p.para(m, y, w - 2 * m, plain(line, True), SIZES["tiny"])
        if page.header:
            p.rule(m, y + 2, w - 2 * m, 0.4)
        y = max(y + 12, 62)
        for b in page.body:
            y = p.block(b, m, y, w - 2 * m)
        limit = h - 30 - 10 * len(page.footer)
        if y > limit:
            raise Overflow("%s: page trop longue (%.0f > %.0f)" % (doc.name, y, limit))
        fy = h - 24 - 9.5 * len(page.footer)
        if page.footer:
            p.rule(m, fy - 3, w - 2 * m, 0.4)
        for line in page.footer:
            fy = p.para(m, fy, w - 2 * m, plain(line, True), SIZES["tiny"])
        ctx.show_page()
    surf.finish()


def version() -> str:
    import cairo

    return "cairo %s (pycairo %s)" % (cairo.cairo_version_string(), cairo.version)
