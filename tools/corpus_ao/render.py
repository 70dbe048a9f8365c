"""Own line layout (PaPDF and Kendo families) and HTML (gowkhtmltopdf family) for corpus AO.

layout(pages, style) turns the model pages into drawing operations in points, origin top-left:
  ("text", x, baseline_y, string, font_key, size)  one string per line (a truth item is never cut)
  ("line", x1, y1, x2, y2, width)
  ("rect", x, y, w, h, gray_fill_or_None, stroke_bool)
Text is measured with fontTools (hmtx of the very TTF the writer embeds). A page that overflows is
laid out again with all sizes shrunk by 6 %.
"""
import html as _html

from fontTools.ttLib import TTFont

from .model import Item, segs_text

W, H = 595.28, 841.89
FONTS = {
    "letter": {"R": "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf",
               "B": "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf"},
    "grid": {"R": "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed.ttf",
             "B": "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Bold.ttf"},
    "form": {"R": "/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf",
             "B": "/usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf"},
}
_METRICS = {}


def _metrics(path):
    m = _METRICS.get(path)
    if m is None:
        f = TTFont(path, lazy=True)
        cmap = f.getBestCmap()
        hmtx = f["hmtx"].metrics
        upm = f["head"].unitsPerEm
        m = (cmap, hmtx, upm)
        _METRICS[path] = m
    return m


def width(text, path, size):
    cmap, hmtx, upm = _metrics(path)
    tot = 0
    for ch in text:
        g = cmap.get(ord(ch))
        tot += hmtx[g][0] if g in hmtx else upm * 0.5
    return tot * size / upm


def atoms(segs):
    """Unbreakable atoms: (text, space_before). Items stay whole; text glued to an item sticks to it."""
    out = []
    for s in segs:
        if isinstance(s, Item):
            if out and not out[-1][2]:
                # previous plain text without trailing space: glue
                t, sp, _ = out.pop()
                out.append((t + s.text, sp, False))
            else:
                out.append((s.text, bool(out) and out[-1][2], False))
            continue
        if not s:
            continue
        lead = s[0] == " "
        trail = s[-1] == " "
        words = s.split()
        for j, w in enumerate(words):
            sp = lead if j == 0 else True
            if j == 0 and not lead and out:
                t, psp, _ = out.pop()
                out.append((t + w, psp, False))
            else:
                out.append((w, sp and bool(out), False))
        if out:
            t, sp, _ = out[-1]
            out[-1] = (t, sp, trail)
        if not words and lead and out:
            t, sp, _ = out[-1]
            out[-1] = (t, sp, True)
    return [(t, sp) for t, sp, _ in out]


def wrap(segs, path, size, maxw):
    lines, cur = [], ""
    for t, sp in atoms(segs):
        cand = (cur + (" " if sp and cur else "") + t) if cur else t
        if cur and width(cand, path, size) > maxw:
            lines.append(cur)
            cur = t
        else:
            cur = cand
    if cur:
        lines.append(cur)
    return lines


def fit(text, path, size, maxw, minsize=4.5):
    while size > minsize and width(text, path, size) > maxw:
        size *= 0.94
    return size


class Layout:
    def __init__(self, style, scale):
        self.style = style
        self.f = FONTS[style]
        self.s = scale
        self.ops = []
        self.x0, self.x1 = 52, W - 52
        self.y = 0

    def text(self, x, y, t, key, size):
        self.ops.append(("text", round(x, 2), round(y, 2), t, key, round(size, 2)))

    def para(self, segs, size=None, key="R", x=None, maxw=None):
        size = size or 9.4 * self.s
        x = self.x0 if x is None else x
        maxw = maxw or (self.x1 - x)
        for line in wrap(segs, self.f[key], size, maxw):
            self.y += size * 1.32
            self.text(x, self.y, line, key, size)
        self.y += size * 0.35

    def heading(self, t):
        size = 10.6 * self.s
        self.y += size * 0.9
        if self.style == "letter":
            self.y += size
            self.text(self.x0, self.y, t.upper(), "B", size)
            self.ops.append(("line", self.x0, self.y + 3, self.x1, self.y + 3, 0.6))
            self.y += 5
        else:
            self.ops.append(("rect", self.x0, self.y, self.x1 - self.x0, size * 1.55, 0.86, False))
            self.y += size * 1.15
            self.text(self.x0 + 4, self.y, t, "B", size)
            self.y += size * 0.55

    def kv(self, rows):
        size = 9.2 * self.s
        if self.style == "grid":  # value-first grid, 2 columns, caption under the value
            colw = (self.x1 - self.x0) / 2
            for i in range(0, len(rows), 2):
                top = self.y
                for j, (label, v) in enumerate(rows[i:i + 2]):
                    x = self.x0 + j * colw
                    t = segs_text(v)
                    vs = fit(t, self.f["B"], size * 1.05, colw - 10)
                    self.text(x + 3, top + size * 1.35, t, "B", vs)
                    self.text(x + 3, top + size * 2.3, label.lower(), "R", size * 0.7)
                    self.ops.append(("line", x + 2, top + size * 1.62, x + colw - 8, top + size * 1.62, 0.3))
                self.y = top + size * 2.75
            return
        labw = 118 * self.s
        for label, v in rows:
            lines = wrap(v, self.f["R"], size, self.x1 - self.x0 - labw - 6)
            top = self.y
            self.y += size * 1.35
            self.text(self.x0 + 2, self.y, label + (" :" if self.style == "letter" else ""), "B", size)
            for k, line in enumerate(lines):
                if k:
                    self.y += size * 1.3
                self.text(self.x0 + labw, self.y, line, "R", size)
            if self.style == "form":
                self.ops.append(("rect", self.x0, top + 1, self.x1 - self.x0, self.y - top + size * 0.45, None, True))
                self.ops.append(("line", self.x0 + labw - 4, top + 1, self.x0 + labw - 4, self.y + size * 0.45 + 1, 0.4))
            self.y += size * 0.42

    def table(self, header, rows):
        size = 8.8 * self.s
        n = len(header)
        cw = (self.x1 - self.x0) / n
        rh = size * 1.75
        allrows = [[[h] for h in header]] + rows
        for ri, row in enumerate(allrows):
            top = self.y
            if ri == 0:
                self.ops.append(("rect", self.x0, top, self.x1 - self.x0, rh, 0.9, False))
            for ci, cell in enumerate(row):
                t = segs_text(cell)
                key = "B" if ri == 0 else "R"
                cs = fit(t, self.f[key], size, cw - 8)
                self.text(self.x0 + ci * cw + 4, top + rh * 0.68, t, key, cs)
                self.ops.append(("rect", self.x0 + ci * cw, top, cw, rh, None, True))
            self.y = top + rh
        self.y += size * 0.5

    def sticker(self, lines, right=True):
        size = 8.6 * self.s
        bw = 190 * self.s
        x = self.x1 - bw if right else self.x0
        top = self.y + 4
        yy = top
        for line in lines:
            t = segs_text(line)
            yy += size * 1.35
            self.text(x + 6, yy, t, "B" if yy == top + size * 1.35 else "R", fit(t, self.f["R"], size, bw - 12))
        self.ops.append(("rect", x, top, bw, yy - top + size * 0.6, None, True))
        self.y = yy + size * 0.9

    def cols(self, left, right):
        size = 8.9 * self.s
        mid = (self.x0 + self.x1) / 2
        top = self.y
        yl = yr = top
        for line in left:
            t = segs_text(line)
            yl += size * 1.33
            self.text(self.x0, yl, t, "B" if yl == top + size * 1.33 else "R", fit(t, self.f["R"], size, mid - self.x0 - 8))
        for line in right:
            t = segs_text(line)
            yr += size * 1.33
            self.text(mid + 10, yr, t, "R", fit(t, self.f["R"], size, self.x1 - mid - 12))
        self.ops.append(("line", mid + 3, top + 2, mid + 3, max(yl, yr) + 3, 0.5))
        self.y = max(yl, yr) + size * 0.8

    def caption(self, pairs):
        size = 9.4 * self.s
        cw = (self.x1 - self.x0) / len(pairs)
        top = self.y
        for i, (v, cap) in enumerate(pairs):
            t = segs_text(v)
            x = self.x0 + i * cw + 3
            self.text(x, top + size * 1.4, t, "B", fit(t, self.f["B"], size, cw - 8))
            self.ops.append(("line", x, top + size * 1.7, x + cw - 10, top + size * 1.7, 0.3))
            self.text(x, top + size * 2.45, cap, "R", size * 0.68)
        self.y = top + size * 3.0

    def sign(self, lines):
        size = 9.0 * self.s
        x = self.x0 + (self.x1 - self.x0) * 0.55
        self.y += size
        for line in lines:
            t = segs_text(line)
            self.y += size * 1.35
            self.text(x, self.y, t, "R", fit(t, self.f["R"], size, self.x1 - x))

    def page(self, pg):
        self.ops = []
        hs = 7.6 * self.s
        ht = segs_text(pg["head"])
        self.text(self.x1 - width(ht, self.f["R"], fit(ht, self.f["R"], hs, self.x1 - self.x0), ) if False else self.x0,
                  32, ht, "R", fit(ht, self.f["R"], hs, self.x1 - self.x0))
        self.ops.append(("line", self.x0, 36, self.x1, 36, 0.5))
        self.y = 50
        for b in pg["blocks"]:
            t = b[0]
            if t == "title":
                size = 13 * self.s
                self.y += size * 1.3
                tt = segs_text(b[1])
                self.text(self.x0, self.y, tt, "B", fit(tt, self.f["B"], size, self.x1 - self.x0))
                self.y += size * 0.5
            elif t == "h":
                self.heading(b[1])
            elif t == "p":
                self.para(b[1])
            elif t == "kv":
                self.kv(b[1])
            elif t == "table":
                self.table(b[1], b[2])
            elif t == "sticker":
                self.sticker(b[1], right=self.style != "grid")
            elif t == "cols":
                self.cols(b[1], b[2])
            elif t == "caption":
                self.caption(b[1])
            elif t == "sign":
                self.sign(b[1])
        ft = segs_text(pg["foot"])
        fs = fit(ft, self.f["R"], 7.4 * self.s, self.x1 - self.x0)
        self.ops.append(("line", self.x0, H - 40, self.x1, H - 40, 0.5))
        self.text(self.x0, H - 30, ft, "R", fs)
        return self.ops, self.y


def layout(pages, style):
    scale = 1.0
    while True:
        lay = Layout(style, scale)
        out, ok = [], True
        for pg in pages:
            ops, bottom = lay.page(pg)
            if bottom > H - 52:
                ok = False
                break
            out.append(ops)
        if ok or scale < 0.5:
            return out, scale
        scale *= 0.94


# ------------------------------------------------------------------ PaPDF


def render_papdf(pages_ops, style, path, title):
    from PaPDF import PaPDF
    mm = 25.4 / 72
    with PaPDF(path, title=title) as pdf:
        pdf.addTrueTypeFont("R", FONTS[style]["R"])
        pdf.addTrueTypeFont("B", FONTS[style]["B"])
        for k, ops in enumerate(pages_ops):
            if k:
                pdf.addPage()
            for op in ops:
                if op[0] == "text":
                    _, x, y, t, key, size = op
                    pdf.setFont(key, size)
                    pdf.addText(x * mm, (H - y) * mm, t)
                elif op[0] == "line":
                    _, x1, y1, x2, y2, w = op
                    pdf.setLineThickness(w * mm)
                    pdf.addLine(x1 * mm, (H - y1) * mm, x2 * mm, (H - y2) * mm)
                elif op[0] == "rect":
                    _, x, y, w, h, gray, stroke = op
                    if gray is not None:  # a grey band: one stroked line as thick as the band
                        g = int(gray * 255)
                        pdf.setStrokeColor("#%02x%02x%02x" % (g, g, g))
                        pdf.setLineThickness(h * mm)
                        pdf.addLine(x * mm, (H - y - h / 2) * mm, (x + w) * mm, (H - y - h / 2) * mm)
                        pdf.setStrokeColor("#000000")
                    if stroke:
                        pdf.setLineThickness(0.45 * mm)
                        for (ax, ay, bx, by) in ((x, y, x + w, y), (x + w, y, x + w, y + h), (x, y + h, x + w, y + h),
                                                 (x, y, x, y + h)):
                            pdf.addLine(ax * mm, (H - ay) * mm, bx * mm, (H - by) * mm)




# ------------------------------------------------------------------ HTML for gowkhtmltopdf

CSS = """
body { font-family: 'Liberation Sans', sans-serif; font-size: %(fs).2fpt; color: #111; }
.page { page-break-after: always; }
.last { page-break-after: auto; }
.rh { font-size: 0.78em; color: #333; border-bottom: 1px solid #777; padding-bottom: 2px; margin-bottom: 6px; text-align: right; }
.rf { font-size: 0.76em; color: #333; border-top: 1px solid #777; padding-top: 2px; margin-top: 10px; }
h1 { font-size: 1.32em; margin: 4px 0 6px 0; color: #123c69; }
h2 { font-size: 1.05em; margin: 8px 0 3px 0; background: #dfe7f1; padding: 2px 4px; }
p { margin: 2px 0 4px 0; }
table { border-collapse: collapse; width: 100%%; margin: 3px 0; }
td, th { border: 1px solid #555; padding: 2px 4px; text-align: left; }
th { background: #eeeeee; }
table.kv td { border: none; border-bottom: 1px dotted #999; }
td.k { width: 32%%; color: #333; }
.sticker { border: 1.5px dashed #333; padding: 3px 6px; width: 46%%; margin-left: 52%%; }
.cap td { border: none; border-top: 1px solid #555; }
.cap .v { font-weight: bold; border: none; }
.cap .c { font-size: 0.72em; color: #444; }
.sign { margin-left: 55%%; margin-top: 8px; }
table.cols td { border: none; vertical-align: top; width: 50%%; }
table.cols td.r { border-left: 1px solid #555; }
"""


def _h(segs):
    """A nowrap span per item; gowkhtmltopdf drops the space right after a span, so that one is a NBSP."""
    out = []
    prev_item = False
    for s in segs:
        if isinstance(s, Item):
            out.append('<span style="white-space: nowrap">%s</span>' % _html.escape(s.text))
            prev_item = True
        else:
            t = _html.escape(s)
            if prev_item and t.startswith(" "):
                t = "&#160;" + t[1:]
            out.append(t)
            prev_item = False
    return "".join(out)


def html_doc(pages, fs):
    parts = ['<html><head><meta charset="utf-8"><style>%s</style></head><body>' % (CSS % {"fs": fs})]
    for k, pg in enumerate(pages):
        parts.append('<div class="page%s">' % (" last" if k == len(pages) - 1 else ""))
        parts.append('<div class="rh">%s</div>' % _h(pg["head"]))
        for b in pg["blocks"]:
            t = b[0]
            if t == "title":
                parts.append("<h1>%s</h1>" % _h(b[1]))
            elif t == "h":
                parts.append("<h2>%s</h2>" % _html.escape(b[1]))
            elif t == "p":
                parts.append("<p>%s</p>" % _h(b[1]))
            elif t == "kv":
                parts.append('<table class="kv">' + "".join(
                    '<tr><td class="k">%s</td><td>%s</td></tr>' % (_html.escape(lab), _h(v)) for lab, v in b[1]) + "</table>")
            elif t == "table":
                parts.append("<table><tr>" + "".join("<th>%s</th>" % _html.escape(x) for x in b[1]) + "</tr>" + "".join(
                    "<tr>" + "".join("<td>%s</td>" % _h(c) for c in row) + "</tr>" for row in b[2]) + "</table>")
            elif t == "sticker":
                parts.append('<div class="sticker">' + "".join("<div>%s</div>" % _h(l) for l in b[1]) + "</div>")
            elif t == "cols":
                parts.append('<table class="cols"><tr><td>%s</td><td class="r">%s</td></tr></table>' % (
                    "".join("<div>%s</div>" % _h(l) for l in b[1]), "".join("<div>%s</div>" % _h(l) for l in b[2])))
            elif t == "caption":
                parts.append('<table class="cap"><tr>' + "".join('<td class="v">%s</td>' % _h(v) for v, _ in b[1]) +
                             "</tr><tr>" + "".join('<td class="c">%s</td>' % _html.escape(c) for _, c in b[1]) + "</tr></table>")
            elif t == "sign":
                parts.append('<div class="sign">' + "".join("<div>%s</div>" % _h(l) for l in b[1]) + "</div>")
        parts.append('<div class="rf">%s</div>' % _h(pg["foot"]))
        parts.append("</div>")
    parts.append("</body></html>")
    return "".join(parts)


def render_gowk(pages, path, title):
    """Shrink the CSS size until the engine gives exactly the planned page count."""
    import io

    import pypdf
    from gowkhtmltopdf import PDFOptions, convert_html_to_pdf
    fs = 9.6
    for _ in range(12):
        data = convert_html_to_pdf(html_doc(pages, fs).encode("utf-8"), options=PDFOptions(page_size="A4", title=title or ""))
        n = len(pypdf.PdfReader(io.BytesIO(data)).pages)
        if n == len(pages):
            open(path, "wb").write(data)
            return fs
        fs *= 0.93
    open(path, "wb").write(data)
    return fs
