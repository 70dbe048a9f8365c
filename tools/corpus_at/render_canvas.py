"""Families 3 'fpdfform' (fpdf2 2.8.9) and 0 'rlletter' (ReportLab 5.1.0 pdfgen canvas).

Both are laid out here (line breaking from the real font advances, page flow, head and foot on every page)
into a display list of text / rule / box operations per page, then drawn by the writer:

  fpdfform  a FORM: grey section bars, identity and contacts as BOXED FIELDS (each value inside a ruled box with
            its small caption in the box's top-left corner, two or three boxes per row), CHECK BOXES drawn as
            squares with a cross, fully ruled tables with a shaded header, a boxed patient label, a signature
            box; running head boxed with the form reference; running foot with the patient identity and
            "feuille k/n". DejaVu Sans Condensed / Bold TrueType subsets.
  rlletter  a DISCHARGE-STYLE LETTER: two-column identity header (establishment | patient, separated by a
            vertical rule), a SHEET OF SIX PEEL-OFF PATIENT LABELS (2 x 3 stickers with dashed cut lines) on
            the first page, "Label : value" identity in two columns, booktabs tables (rules above and below),
            "[x]" check lists, signature block on the right with a stamp frame; running head right-aligned,
            running foot with the patient identity and "page k sur n" on every page.
            DejaVu Serif Condensed / Bold TrueType subsets; invariant=1.
A value is never cut: it and the punctuation glued to it form one unbreakable word.
"""
from __future__ import annotations

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from .model import V, wrap

DJ = "/usr/share/fonts/truetype/dejavu/"
FONTS = {"fpdfform": {"R": DJ + "DejaVuSansCondensed.ttf", "B": DJ + "DejaVuSansCondensed-Bold.ttf"},
         "rlletter": {"R": DJ + "DejaVuSerifCondensed.ttf", "B": DJ + "DejaVuSerifCondensed-Bold.ttf"}}
W, H = 595.28, 841.89
_reg = set()


def _font(style, bold):
    name = "%s-%s" % (style, "B" if bold else "R")
    if name not in _reg:
        pdfmetrics.registerFont(TTFont(name, FONTS[style]["B" if bold else "R"]))
        _reg.add(name)
    return name


class Flow:
    def __init__(self, style):
        self.style = style
        self.pages = []
        self.top, self.bottom = 62.0, H - 56.0
        self.x0, self.x1 = 42.0, W - 42.0
        self.new()

    def new(self):
        self.pages.append([])
        self.y = self.top

    def meas(self, size, bold=False):
        fn = _font(self.style, bold)
        return lambda s: pdfmetrics.stringWidth(s, fn, size)

    def fit(self, h):
        if self.y + h > self.bottom:
            self.new()

    def text(self, x, y, s, size, bold=False, vals=()):
        self.pages[-1].append(("text", x, y, s, size, bold, list(vals)))

    def line(self, x1, y1, x2, y2, w=0.5, dash=False):
        self.pages[-1].append(("line", x1, y1, x2, y2, w, dash))

    def rect(self, x, y, w, h, lw=0.5, fill=None, dash=False):
        self.pages[-1].append(("rect", x, y, w, h, lw, fill, dash))

    def lines_of(self, run, width, size, bold=False):
        return wrap(run, width, self.meas(size, bold))


def layout(doc, style):
    f = Flow(style)
    form = style == "fpdfform"
    fs = 8.6 if form else 9.2
    lh = fs * 1.32

    def para(run, x=None, width=None, size=fs, bold=False):
        x = f.x0 if x is None else x
        width = (f.x1 - x) if width is None else width
        for t, v in f.lines_of(run, width, size, bold):
            f.fit(size * 1.32)
            f.text(x, f.y + size, t, size, bold, v)
            f.y += size * 1.32

    for pi, blocks in enumerate(doc.pages):
        if pi and f.pages[-1]:
            f.new()
        for blk in blocks:
            k = blk[0]
            if k == "letterhead":
                mid = f.x0 + (f.x1 - f.x0) * (0.5 if form else 0.54)
                ll = [x for r in blk[1] for x in f.lines_of(r, mid - f.x0 - 10, fs)]
                rl = [x for r in blk[2] for x in f.lines_of(r, f.x1 - mid - 14, fs)]
                h = max(len(ll), len(rl)) * lh + 10
                f.fit(h)
                y0 = f.y
                for j, (t, v) in enumerate(ll):
                    f.text(f.x0, y0 + 4 + fs + j * lh, t, fs + (1 if j == 0 else 0) * 0.6, j == 0, v)
                for j, (t, v) in enumerate(rl):
                    f.text(mid + 10, y0 + 4 + fs + j * lh, t, fs, j == 0, v)
                if form:
                    f.rect(mid, y0, f.x1 - mid, h, 0.8)
                else:
                    f.line(mid, y0, mid, y0 + h, 0.8)
                    f.line(f.x0, y0 + h + 2, f.x1, y0 + h + 2, 1.2)
                f.y = y0 + h + 10
            elif k == "title":
                f.fit(26)
                size = 12.5
                w = f.meas(size, True)(blk[1])
                if form:
                    f.rect(f.x0, f.y, f.x1 - f.x0, 20, 1.0)
                    f.text((f.x0 + f.x1 - w) / 2, f.y + 14.5, blk[1], size, True)
                else:
                    f.text(f.x0, f.y + 14, blk[1], size, True)
                    f.line(f.x0, f.y + 18, f.x0 + w, f.y + 18, 0.6)
                f.y += 28
            elif k == "h":
                f.fit(18 + 3 * lh)
                if form:
                    f.rect(f.x0, f.y, f.x1 - f.x0, 14, 0.0, fill=0.82)
                    f.text(f.x0 + 4, f.y + 10.3, blk[1].upper(), fs, True)
                    f.y += 19
                else:
                    f.text(f.x0, f.y + 11, blk[1], fs + 1.2, True)
                    f.y += 16
            elif k == "p":
                para(blk[1])
                f.y += 3
            elif k == "kv":
                rows = blk[1]
                if form:
                    per = 2
                    bw = (f.x1 - f.x0) / per
                    for j in range(0, len(rows), per):
                        chunk = rows[j:j + per]
                        wl = [f.lines_of(run, bw - 8, fs) for _, run in chunk]
                        h = 10 + max(len(x) for x in wl) * lh + 3
                        f.fit(h)
                        for c, ((label, run), lines) in enumerate(zip(chunk, wl)):
                            bx = f.x0 + c * bw
                            f.rect(bx, f.y, bw, h, 0.5)
                            f.text(bx + 3, f.y + 7, label, 5.8, False)
                            for li, (t, v) in enumerate(lines):
                                f.text(bx + 4, f.y + 10 + fs + li * lh, t, fs, False, v)
                        f.y += h
                    f.y += 6
                else:
                    colw = (f.x1 - f.x0) / 2 - 8
                    half = (len(rows) + 1) // 2
                    cols = [rows[:half], rows[half:]]
                    y0 = f.y
                    ys = []
                    for c, col in enumerate(cols):
                        f.y = y0
                        for label, run in col:
                            para([label + " : "] + list(run), f.x0 + c * (colw + 16), colw)
                        ys.append(f.y)
                    if len(set(id(p) for p in [f.pages[-1]])) and max(ys) > 0:
                        f.y = max(ys) + 4
            elif k == "checks":
                for on, run in blk[1]:
                    if form:
                        f.fit(lh + 2)
                        f.rect(f.x0 + 4, f.y + 2, 8, 8, 0.7)
                        if on:
                            f.line(f.x0 + 5, f.y + 3, f.x0 + 11, f.y + 9, 0.9)
                            f.line(f.x0 + 5, f.y + 9, f.x0 + 11, f.y + 3, 0.9)
                        para(run, f.x0 + 18)
                        f.y += 1
                    else:
                        para(["[x] " if on else "[ ] "] + list(run), f.x0 + 8)
                f.y += 4
            elif k == "sticker":
                rows = blk[1]
                if form:
                    lines = [x for r in rows for x in f.lines_of(r, 210, fs, True)]
                    h = len(lines) * lh + 8
                    f.fit(h + 6)
                    bx = f.x1 - 220
                    f.rect(bx, f.y, 220, h, 1.0)
                    for j, (t, v) in enumerate(lines):
                        f.text(bx + 5, f.y + 4 + fs + j * lh, t, fs, True, v)
                    f.y += h + 8
                else:
                    # a sheet of 2 x 3 peel-off labels
                    lw_ = (f.x1 - f.x0 - 12) / 2
                    lines = [x for r in rows for x in f.lines_of(r, lw_ - 10, 8.0)]
                    h = len(lines) * 10.5 + 8
                    f.fit(3 * (h + 6) + 4)
                    for rr in range(3):
                        for cc in range(2):
                            bx = f.x0 + cc * (lw_ + 12)
                            by = f.y + rr * (h + 6)
                            f.rect(bx, by, lw_, h, 0.4, dash=True)
                            for j, (t, v) in enumerate(lines):
                                f.text(bx + 5, by + 4 + 8 + j * 10.5, t, 8.0, j == 0, v)
                    f.y += 3 * (h + 6) + 4
            elif k == "sign":
                runs = blk[1]
                x = f.x0 + (f.x1 - f.x0) * 0.52
                lines = [x_ for r in runs for x_ in f.lines_of(r, f.x1 - x - 6, fs)]
                h = len(lines) * lh + (8 if form else 40)
                f.fit(h + 10)
                f.y += 8
                if form:
                    f.rect(x - 4, f.y - 2, f.x1 - x + 4, h, 0.6)
                for j, (t, v) in enumerate(lines):
                    f.text(x, f.y + fs + j * lh, t, fs, j == 1, v)
                if not form:
                    f.rect(x, f.y + len(lines) * lh + 4, 110, 30, 0.4, dash=True)
                    f.text(x + 4, f.y + len(lines) * lh + 14, "Cachet du service", 6.5)
                f.y += h + 4
            elif k == "table":
                hdr, rows, widths = blk[1], blk[2], blk[3]
                tw = f.x1 - f.x0
                cw = [w * tw for w in widths]
                xs = [f.x0 + sum(cw[:j]) for j in range(len(cw))]
                tsz = fs - 0.4

                def row(cells, bold, shade):
                    wl = [f.lines_of(c, cw[j] - 7, tsz, bold) for j, c in enumerate(cells)]
                    h = max(len(x) for x in wl) * tsz * 1.3 + 5
                    f.fit(h)
                    if shade and form:
                        f.rect(f.x0, f.y, tw, h, 0.0, fill=0.88)
                    for j, lines in enumerate(wl):
                        for li, (t, v) in enumerate(lines):
                            f.text(xs[j] + 3.5, f.y + 2.5 + tsz + li * tsz * 1.3, t, tsz, bold, v)
                    if form:
                        for j in range(len(cw)):
                            f.rect(xs[j], f.y, cw[j], h, 0.4)
                    f.y += h
                    return h
                f.fit(40)
                if not form:
                    f.line(f.x0, f.y, f.x1, f.y, 1.0)
                row(hdr, True, True)
                if not form:
                    f.line(f.x0, f.y, f.x1, f.y, 0.5)
                for r_ in rows:
                    row(r_, False, False)
                if not form:
                    f.line(f.x0, f.y, f.x1, f.y, 1.0)
                f.y += 8
            else:
                raise ValueError(k)
    # running head and foot
    n = len(f.pages)
    hsz = 7.4
    for pi, ops in enumerate(f.pages):
        hl = wrap(doc.head, f.x1 - f.x0 - 120, f.meas(hsz))
        ref = ("Formulaire %s" % doc.shape.replace("_", "-").upper()) if form else ""
        for j, (t, v) in enumerate(hl):
            if form:
                ops.append(("text", f.x0 + 3, 30 + j * 9.5 + hsz, t, hsz, False, v))
            else:
                w = f.meas(hsz)(t)
                ops.append(("text", f.x1 - w, 30 + j * 9.5 + hsz, t, hsz, False, v))
        if form:
            ops.append(("rect", f.x0, 27, f.x1 - f.x0, 12 + 9.5 * len(hl) - 4, 0.5, None, False))
            ops.append(("text", f.x1 - 4 - f.meas(hsz, True)(ref), 30 + hsz, ref, hsz, True, []))
        else:
            ops.append(("line", f.x0, 31 + 9.5 * len(hl), f.x1, 31 + 9.5 * len(hl), 0.4, False))
        marker = ("feuille %d/%d" % (pi + 1, n)) if form else ("page %d sur %d" % (pi + 1, n))
        fl = wrap(doc.foot, f.x1 - f.x0 - 80, f.meas(hsz))
        yb = H - 40
        ops.append(("line", f.x0, yb - 10, f.x1, yb - 10, 0.4, False))
        for j, (t, v) in enumerate(fl):
            ops.append(("text", f.x0, yb + j * 9.5, t, hsz, False, v))
        ops.append(("text", f.x1 - f.meas(hsz)(marker), yb, marker, hsz, False, []))
    return f.pages


def draw_fpdf(doc, pages, pdf_path):
    from fpdf import FPDF
    import datetime
    pdf = FPDF(unit="pt", format="A4")
    pdf.set_auto_page_break(False)
    pdf.add_font("DJ", "", FONTS["fpdfform"]["R"])
    pdf.add_font("DJ", "B", FONTS["fpdfform"]["B"])
    pdf.set_title(doc.meta_title)
    pdf.set_author("Bureau des admissions")
    pdf.set_creator("Formulaires de soins")
    pdf.set_creation_date(datetime.datetime(2025, 1, 1, tzinfo=datetime.timezone.utc))
    for ops in pages:
        pdf.add_page()
        for op in ops:
            if op[0] == "text":
                _, x, y, s, size, bold, _v = op
                pdf.set_font("DJ", "B" if bold else "", size)
                pdf.text(x, y, s)
            elif op[0] == "line":
                _, x1, y1, x2, y2, w, dash = op
                pdf.set_line_width(w)
                pdf.line(x1, y1, x2, y2)
            elif op[0] == "rect":
                _, x, y, w, h, lw, fill, dash = op
                if fill is not None:
                    pdf.set_fill_color(int(fill * 255))
                    pdf.rect(x, y, w, h, style="F")
                else:
                    pdf.set_line_width(lw)
                    pdf.rect(x, y, w, h)
    pdf.output(pdf_path)


def draw_rl(doc, pages, pdf_path):
    from reportlab.pdfgen import canvas
    c = canvas.Canvas(pdf_path, pagesize=(W, H), invariant=1)
    c.setTitle(doc.meta_title)
    c.setAuthor("Secrétariat médical")
    c.setCreator("Courrier de sortie")
    for ops in pages:
        for op in ops:
            if op[0] == "text":
                _, x, y, s, size, bold, _v = op
                c.setFont(_font("rlletter", bold), size)
                c.drawString(x, H - y, s)
            elif op[0] == "line":
                _, x1, y1, x2, y2, w, dash = op
                c.setLineWidth(w)
                c.setDash(2, 2) if dash else c.setDash()
                c.line(x1, H - y1, x2, H - y2)
            elif op[0] == "rect":
                _, x, y, w, h, lw, fill, dash = op
                c.setDash(3, 2) if dash else c.setDash()
                if fill is not None:
                    c.setFillGray(fill)
                    c.rect(x, H - y - h, w, h, stroke=0, fill=1)
                    c.setFillGray(0)
                else:
                    c.setLineWidth(lw)
                    c.rect(x, H - y - h, w, h, stroke=1, fill=0)
        c.showPage()
    c.save()


def render(doc, pdf_path: str, tmpdir: str, style: str) -> list:
    pages = layout(doc, style)
    (draw_fpdf if style == "fpdfform" else draw_rl)(doc, pages, pdf_path)
    return [[v for op in ops if op[0] == "text" for v in op[6]] for ops in pages]
