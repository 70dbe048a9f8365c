"""Four layouts of corpus AZ, laid out by one small engine (Flow, adapted from tools/corpus_au/render.py) and
painted by four PDF writers. Each render_* returns (pdf bytes, [values of page 0, values of page 1, ...]).

Flow works in mm from the top-left corner; it breaks lines between unbreakable words (model.wrap) with the real
advances of the font the writer embeds (or the AFM widths for base-14 Helvetica) and records every value on the
page it is drawn on. Drawing operations:
  ("t", x, y, text, font, size, rgb)        text, baseline y; font in R / B / I
  ("l", x1, y1, x2, y2, width, rgb)         line
  ("rect", x, y, w, h, fill, stroke, lw)    rectangle (fill / stroke rgb or None)
  ("poly", [(x, y), ...], rgb, lw)          open polyline (tick marks, icons)
  ("circle", cx, cy, radius, fill, stroke)  circle
"""
from __future__ import annotations

import io

from .model import wrap

DEJAVU = "/usr/share/fonts/truetype/dejavu/"
FREE = "/usr/share/fonts/truetype/freefont/"
CARLITO = "/usr/share/fonts/truetype/crosextra/"
BLACK, GREY, WHITE = (0, 0, 0), (0.45, 0.45, 0.45), (1, 1, 1)
PT = 0.3528  # mm per point


class Flow:
    def __init__(self, measure, top, bottom, x0, width, top_later=None):
        self.m, self.top, self.bottom, self.x0, self.w = measure, top, bottom, x0, width
        self.top_later = top if top_later is None else top_later
        self.pages = []
        self.new_page()

    def new_page(self):
        self.pages.append({"ops": [], "vals": []})
        self.y = self.top if len(self.pages) == 1 else self.top_later

    def need(self, h):
        if self.y + h > self.bottom:
            self.new_page()
            return True
        return False

    def text(self, x, y, text, vals=(), font="R", size=9.0, rgb=BLACK, page=None):
        p = self.pages[-1] if page is None else page
        p["ops"].append(("t", x, y, text, font, size, rgb))
        p["vals"].extend(vals)

    def op(self, *o):
        self.pages[-1]["ops"].append(o)

    def lines(self, run, w, font="R", size=9.0):
        return wrap(run, w, lambda t: self.m(t, font, size))

    def para(self, run, x=None, w=None, size=9.0, font="R", lead=1.45, rgb=BLACK, after=1.2, fit=False):
        x = self.x0 if x is None else x
        w = self.w if w is None else w
        for t, vals in self.lines(run, w, font, size):
            self.need(size * PT * lead)
            self.y += size * PT * lead
            sz = size
            while fit and sz > 4 and self.m(t, font, sz) > w:
                sz -= 0.2  # a single word wider than the column is set smaller
            self.text(x, self.y, t, vals, font, sz, rgb)
        self.y += after

    def table(self, heads, rows, weights, x=None, w=None, size=8.3, grid=True, head_fill=(0.88, 0.88, 0.88),
              head_font="B", head_rgb=BLACK, row_h=3.9):
        x = self.x0 if x is None else x
        w = self.w if w is None else w
        tot = sum(weights)
        ws = [w * q / tot for q in weights]
        xs = [x + sum(ws[:k]) for k in range(len(ws))]

        def head():
            y0 = self.y
            hl = [self.lines([h], ws[k] - 2.4, head_font, size) for k, h in enumerate(heads)]
            n = max(len(c) for c in hl)
            hh = row_h * n + 1.8
            if head_fill:
                self.op("rect", x, y0, w, hh, head_fill, None, 0)
            for k, c in enumerate(hl):
                for j, (t, _v) in enumerate(c):
                    self.text(xs[k] + 1.2, y0 + row_h + row_h * j, t, [], head_font, size, head_rgb)
            self.y = y0 + hh
            self.op("l", x, self.y, x + w, self.y, 0.5, BLACK)
            return y0

        self.need(14)
        self.y += 1.5
        top = head()
        for row in rows:
            cells = [self.lines(cell, ws[k] - 2.4, "R", size) for k, cell in enumerate(row)]
            n = max(len(c) for c in cells)
            h = row_h * n + 1.8
            if self.need(h):
                top = head()
            y0 = self.y
            for k, c in enumerate(cells):
                for j, (t, vals) in enumerate(c):
                    self.text(xs[k] + 1.2, y0 + row_h + row_h * j, t, vals, "R", size)
            self.y = y0 + h
            self.op("l", x, self.y, x + w, self.y, 0.25, GREY)
            if grid:
                for xx in xs + [x + w]:
                    self.op("l", xx, y0, xx, self.y, 0.25, GREY)
        if grid:
            for xx in xs + [x + w]:
                self.op("l", xx, top, xx, top + 0.01, 0.25, GREY)
        self.y += 2.5


def split_pages(sections, n):
    """Sections (3) spread over n planned pages."""
    if n <= 1:
        return [sections[0] + sections[1] + sections[2]]
    if n == 2:
        return [sections[0], sections[1] + sections[2]]
    return [sections[0], sections[1], sections[2]]


def foot_lines(f, run, label, width, size=7.2):
    return wrap(list(run) + [label], width, lambda t: f.m(t, "R", size))


# ================================================================== family 1: ReportLab header band + right sidebar
BAND = (0.08, 0.32, 0.36)
SIDE = (0.88, 0.94, 0.94)


def render_bandeau(doc, npages):
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas
    fonts = {"R": ("AZSans", "DejaVuSans.ttf"), "B": ("AZSansB", "DejaVuSans-Bold.ttf"), "I": ("AZSansI", "DejaVuSans-Oblique.ttf")}
    for name, file in fonts.values():
        try:
            pdfmetrics.getFont(name)
        except KeyError:
            pdfmetrics.registerFont(TTFont(name, DEJAVU + file))

    def meas(t, font, size):
        return pdfmetrics.stringWidth(t, fonts[font][0], size) * PT

    band = Flow(meas, 8, 60, 14, 182)
    for k, run in enumerate(doc["head"]):
        band.para(run, size=14 if k == 0 else 8.2, font="B" if k == 0 else "R", rgb=WHITE, lead=1.3, after=0.6 if k else 1.5)
    bh = band.y + 4
    f = Flow(meas, bh + 18, 276, 14, 124, top_later=24)
    tl = f.lines([doc["title"]], 124, "B", 13.5)
    for j, (t, _v) in enumerate(tl):
        f.text(14, bh + 10 + 5.6 * j, t, [], "B", 13.5, BAND)
    f.y = bh + 10 + 5.6 * (len(tl) - 1) + 2.5
    f.op("l", 14, f.y, 138, f.y, 1.2, BAND)
    f.y += 3
    for pi, blocks in enumerate(split_pages(doc["sections"], npages)):
        if pi > 0:
            f.new_page()
        for b in blocks:
            if b[0] == "h":
                f.need(14)
                f.y += 5.5
                f.op("rect", 14, f.y - 4.2, 2.2, 5.2, BAND, None, 0)
                f.text(18, f.y, b[1], [], "B", 10.5, BAND)
                f.y += 2.5
            elif b[0] == "p":
                f.para(b[1], size=8.8)
            elif b[0] == "kv":
                for label, run in b[1]:
                    ls = f.lines(run, f.w - 40, "R", 8.8)
                    f.need(4.4 * len(ls) + 1)
                    f.y += 4.4
                    f.text(14, f.y, label + " :", [], "B", 8.2)
                    for k, (t, vals) in enumerate(ls):
                        if k:
                            f.y += 4.2
                        f.text(54, f.y, t, vals, "R", 8.8)
                f.y += 2.5
            elif b[0] == "tab":
                f.table(b[1], b[2], b[3], head_fill=SIDE, head_rgb=BAND, grid=False)
            elif b[0] == "sig":
                f.need(18)
                f.y += 4
                for run in b[1]:
                    f.para(run, x=40, w=98, size=8.6, after=0.2)
    n = len(f.pages)
    # page 1: the large coloured band with the letterhead (white), the right sidebar with identity and team
    p0 = f.pages[0]
    p0["ops"] = [("rect", 0, 0, 210, bh, BAND, None, 0)] + band.pages[0]["ops"] + p0["ops"]
    p0["vals"] = band.pages[0]["vals"] + p0["vals"]
    top = bh + 4
    side = Flow(meas, top, 280, 148, 50)
    side.text(150, side.y + 4, "PATIENT", [], "B", 8.5, BAND)
    side.y += 6
    for label, run in doc["ident"]:
        side.y += 3.0
        side.text(150, side.y, label.upper(), [], "B", 6.2, GREY)
        side.para(run, x=150, w=47, size=7.6, lead=1.3, after=0.4, fit=True)
    side.y += 3
    side.text(150, side.y + 3, "ÉQUIPE", [], "B", 8.5, BAND)
    side.y += 4
    for run in doc["team"]:
        side.para(run, x=150, w=47, size=7.4, lead=1.3, after=0.8, fit=True)
    if len(side.pages) > 1:
        raise ValueError("sidebar overflow")
    p0["ops"] = [("rect", 146, top - 1, 54, side.y + 3 - top, SIDE, None, 0)] + p0["ops"] + side.pages[0]["ops"]
    p0["vals"] += side.pages[0]["vals"]
    for p in f.pages[1:]:
        hb = Flow(meas, 3, 20, 14, 182)
        hb.para(doc["runhead"], size=8, font="B", rgb=WHITE, lead=1.3)
        p["ops"] = [("rect", 0, 0, 210, hb.y + 2.5, BAND, None, 0)] + hb.pages[0]["ops"] + p["ops"]
        p["vals"] += hb.pages[0]["vals"]
        p["ops"].append(("rect", 146, 24, 54, 250, SIDE, None, 0))
        p["ops"].append(("t", 150, 30, "Suite du document", "I", 7.4, BAND))
    for k, p in enumerate(f.pages):
        yy = 286
        p["ops"].append(("l", 14, yy - 4, 196, yy - 4, 0.4, BAND))
        for t, vals in foot_lines(f, doc["foot"], " - page %d/%d" % (k + 1, n), 182):
            p["ops"].append(("t", 14, yy, t, "R", 7.2, GREY))
            p["vals"].extend(vals)
            yy += 3.4
    buf = io.BytesIO()
    cv = canvas.Canvas(buf, pagesize=A4, invariant=1)
    cv.setTitle(doc["title"])
    cv.setAuthor(doc["service"])
    H = A4[1]
    mm = 72 / 25.4
    for p in f.pages:
        # fills first, then lines and text (so a band never hides its text)
        ordered = [o for o in p["ops"] if o[0] == "rect"] + [o for o in p["ops"] if o[0] != "rect"]
        for o in ordered:
            if o[0] == "t":
                cv.setFillColorRGB(*o[6])
                cv.setFont(fonts[o[4]][0], o[5])
                cv.drawString(o[1] * mm, H - o[2] * mm, o[3])
            elif o[0] == "l":
                cv.setStrokeColorRGB(*o[6])
                cv.setLineWidth(o[5])
                cv.line(o[1] * mm, H - o[2] * mm, o[3] * mm, H - o[4] * mm)
            elif o[0] == "rect":
                cv.setFillColorRGB(*o[5])
                cv.rect(o[1] * mm, H - (o[2] + o[4]) * mm, o[3] * mm, o[4] * mm, stroke=0, fill=1)
        cv.showPage()
    cv.save()
    return buf.getvalue(), [p["vals"] for p in f.pages]


# ================================================================== family 2: fpdf2 fiche navette, two columns of tick boxes
NAV = (0.55, 0.18, 0.10)


def render_navette(doc, npages, ticks):
    from fpdf import FPDF
    import datetime
    pdf = FPDF(format="A4", unit="mm")
    pdf.set_auto_page_break(False)
    pdf.add_font("AZSerif", "", FREE + "FreeSerif.ttf")
    pdf.add_font("AZSerif", "B", FREE + "FreeSerifBold.ttf")
    pdf.add_font("AZSerif", "I", FREE + "FreeSerifItalic.ttf")
    pdf.set_creation_date(datetime.datetime(2025, 1, 1, tzinfo=datetime.timezone.utc))
    pdf.set_title(doc["title"])
    style = {"R": "", "B": "B", "I": "I"}

    def meas(t, font, size):
        pdf.set_font("AZSerif", style[font], size)
        return pdf.get_string_width(t)

    tick_iter = iter(ticks)

    def tickbox(fl, x, y, checked):
        fl.op("rect", x, y - 3.0, 3.2, 3.2, None, BLACK, 0.3)
        if checked:
            fl.op("poly", [(x + 0.5, y - 1.5), (x + 1.3, y - 0.4), (x + 2.9, y - 3.4)], NAV, 0.5)

    f = Flow(meas, 58, 276, 16, 178, top_later=24)
    # two-column header: letterhead left, framed "FICHE NAVETTE" right
    hd = Flow(meas, 10, 56, 16, 100)
    for k, run in enumerate(doc["head"]):
        hd.para(run, size=11 if k == 0 else 8.2, font="B" if k == 0 else "R", lead=1.3, after=0.3)
    f.pages[0]["ops"] += hd.pages[0]["ops"]
    f.pages[0]["vals"] += hd.pages[0]["vals"]
    f.op("rect", 122, 9, 72, 30, None, NAV, 0.8)
    f.text(126, 17, "FICHE NAVETTE", [], "B", 15, NAV)
    tl = Flow(meas, 19, 40, 126, 65)
    tl.para([doc["title"]], size=8.8, font="I", lead=1.25)
    f.pages[0]["ops"] += tl.pages[0]["ops"]
    f.text(126, 37, "Service émetteur  >  service receveur", [], "R", 7.4, GREY)
    tm = Flow(meas, max(hd.y, 42) + 1, 70, 16, 178)
    tm.para(["Équipe : "] + [seg for k, run in enumerate(doc["team"]) for seg in (list(run) + ([" ; "] if k < len(doc["team"]) - 1 else []))],
            size=8.2, font="R", lead=1.3)
    f.pages[0]["ops"] += tm.pages[0]["ops"]
    f.pages[0]["vals"] += tm.pages[0]["vals"]
    f.y = tm.y + 2
    colw = 86

    def two_cols(fields, head_label=None):
        if head_label:
            heading(head_label)
        for k in range(0, len(fields), 2):
            pair = fields[k:k + 2]
            cells = [f.lines(run, colw - 8, "R", 8.6) for _l, run in pair]
            n = max(len(c) for c in cells)
            f.need(3.6 + 4.0 * n + 2)
            y0 = f.y + 3.6
            for j, ((label, _run), c) in enumerate(zip(pair, cells)):
                x = 16 + j * (colw + 6)
                tickbox(f, x, y0 + 0.2, next(tick_iter))
                f.text(x + 5, y0, label, [], "B", 7.6, NAV)
                for q, (t, vals) in enumerate(c):
                    f.text(x + 5, y0 + 4.0 * (q + 1), t, vals, "R", 8.6)
            f.y = y0 + 4.0 * n + 1.6
            f.op("l", 16, f.y, 194, f.y, 0.15, GREY)
        f.y += 2

    def heading(t):
        f.need(14)
        f.y += 6
        f.op("rect", 16, f.y - 4.6, 178, 6.2, (0.97, 0.92, 0.88), None, 0)
        tickbox(f, 17.5, f.y + 0.1, True)
        f.text(23, f.y, t.upper(), [], "B", 9.6, NAV)
        f.y += 2.6

    two_cols(doc["ident"], "Identification du patient")
    for pi, blocks in enumerate(split_pages(doc["sections"], npages)):
        if pi > 0:
            f.new_page()
        for b in blocks:
            if b[0] == "h":
                heading(b[1])
            elif b[0] == "p":
                f.y += 0.8
                f.para(b[1], x=21, w=173, size=8.8)
            elif b[0] == "kv":
                two_cols(b[1])
            elif b[0] == "tab":
                f.table(b[1], b[2], b[3], x=21, w=173, head_fill=(0.97, 0.92, 0.88), head_rgb=NAV)
            elif b[0] == "sig":
                f.need(18)
                f.y += 3
                for run in b[1]:
                    f.para(run, x=90, w=104, size=8.6, after=0.2)
    n = len(f.pages)
    for k, p in enumerate(f.pages):
        if k:
            rh = Flow(meas, 8, 22, 16, 178)
            rh.para(doc["runhead"], size=8, font="I", rgb=NAV, lead=1.3)
            p["ops"] += rh.pages[0]["ops"] + [("l", 16, rh.y + 0.5, 194, rh.y + 0.5, 0.4, NAV)]
            p["vals"] += rh.pages[0]["vals"]
        yy = 287
        p["ops"].append(("l", 16, yy - 4, 194, yy - 4, 0.4, NAV))
        for t, vals in foot_lines(f, doc["foot"], " - navette %d/%d" % (k + 1, n), 178):
            p["ops"].append(("t", 16, yy, t, "R", 7.4, GREY))
            p["vals"].extend(vals)
            yy += 3.4
    for p in f.pages:
        pdf.add_page()
        for o in p["ops"]:
            if o[0] == "t":
                pdf.set_font("AZSerif", style[o[4]], o[5])
                pdf.set_text_color(*[int(255 * c) for c in o[6]])
                pdf.text(o[1], o[2], o[3])
            elif o[0] == "l":
                pdf.set_draw_color(*[int(255 * c) for c in o[6]])
                pdf.set_line_width(o[5] * PT)
                pdf.line(o[1], o[2], o[3], o[4])
            elif o[0] == "rect":
                if o[5] is not None:
                    pdf.set_fill_color(*[int(255 * c) for c in o[5]])
                if o[6] is not None:
                    pdf.set_draw_color(*[int(255 * c) for c in o[6]])
                    pdf.set_line_width(o[7] * PT * 2)
                pdf.rect(o[1], o[2], o[3], o[4], style=("F" if o[6] is None else ("DF" if o[5] is not None else "D")))
            elif o[0] == "poly":
                pdf.set_draw_color(*[int(255 * c) for c in o[2]])
                pdf.set_line_width(o[3])
                pts = o[1]
                for a, b2 in zip(pts, pts[1:]):
                    pdf.line(a[0], a[1], b2[0], b2[1])
    return bytes(pdf.output()), [p["vals"] for p in f.pages]


# ================================================================== family 3: PyMuPDF numbered paragraphs + margin icons
ICO = (0.20, 0.30, 0.62)


def _icon(kind, x, y):
    """Vector pictogram in the left margin (no text): x, y = top-left of a 5 mm square."""
    ops = []
    if kind == "p":      # information: circle with a dot and a bar
        ops += [("circle", x + 2.5, y + 2.5, 2.4, None, ICO), ("circle", x + 2.5, y + 1.2, 0.35, ICO, ICO),
                ("poly", [(x + 2.5, y + 2.1), (x + 2.5, y + 4.1)], ICO, 0.8)]
    elif kind == "kv":   # form: sheet with three lines
        ops += [("rect", x + 0.6, y, 3.8, 5, None, ICO, 0.5)] + \
               [("poly", [(x + 1.3, y + 1.3 + 1.2 * k), (x + 3.7, y + 1.3 + 1.2 * k)], ICO, 0.4) for k in range(3)]
    elif kind == "tab":  # table: 3 x 3 grid
        ops += [("rect", x, y, 5, 5, None, ICO, 0.5)] + \
               [("poly", [(x + 5 * k / 3, y), (x + 5 * k / 3, y + 5)], ICO, 0.3) for k in (1, 2)] + \
               [("poly", [(x, y + 5 * k / 3), (x + 5, y + 5 * k / 3)], ICO, 0.3) for k in (1, 2)]
    elif kind == "sig":  # pen
        ops += [("poly", [(x + 0.5, y + 4.5), (x + 4.5, y + 0.5)], ICO, 1.0), ("poly", [(x, y + 5), (x + 5, y + 5)], ICO, 0.4)]
    elif kind == "id":   # person: head and shoulders
        ops += [("circle", x + 2.5, y + 1.5, 1.3, None, ICO), ("poly", [(x + 0.3, y + 5), (x + 1, y + 3.4), (x + 4, y + 3.4), (x + 4.7, y + 5)], ICO, 0.5)]
    return ops


def render_numerote(doc, npages):
    import pymupdf
    files = {"R": CARLITO + "Carlito-Regular.ttf", "B": CARLITO + "Carlito-Bold.ttf", "I": CARLITO + "Carlito-Italic.ttf"}
    fobj = {k: pymupdf.Font(fontfile=v) for k, v in files.items()}

    def meas(t, font, size):
        return fobj[font].text_length(t, fontsize=size) * PT

    f = Flow(meas, 48, 274, 34, 162, top_later=22)
    hd = Flow(meas, 10, 46, 14, 100)
    for k, run in enumerate(doc["head"]):
        hd.para(run, size=10.5 if k == 0 else 8, font="B" if k == 0 else "R", lead=1.3, after=0.2)
    tm = Flow(meas, 10, 46, 124, 72)
    tm.text(124, 13, "Rédacteurs", [], "B", 8, ICO)
    tm.y = 14
    for run in doc["team"]:
        tm.para(run, size=7.6, lead=1.3, after=0.5)
    f.pages[0]["ops"] += hd.pages[0]["ops"] + tm.pages[0]["ops"]
    f.pages[0]["vals"] += hd.pages[0]["vals"] + tm.pages[0]["vals"]
    f.y = max(hd.y, tm.y, 38) + 4
    f.text(14, f.y, doc["title"], [], "B", 13, ICO)
    f.y += 2
    f.op("l", 14, f.y, 196, f.y, 0.8, ICO)
    sec = [0]
    par = [0]

    def heading(t):
        f.need(14)
        sec[0] += 1
        par[0] = 0
        f.y += 6
        f.op("circle", 17, f.y - 1.3, 2.6, ICO, ICO)
        f.text(15.9 if sec[0] < 10 else 15.0, f.y, str(sec[0]), [], "B", 8, WHITE)
        f.text(24, f.y, t, [], "B", 10.5, ICO)
        f.y += 2.2

    def number(kind):
        par[0] += 1
        f.need(10)
        y = f.y + 3.6
        f.pages[-1]["ops"].extend(_icon(kind, 14, y - 3.6))
        f.text(22, y, "%d.%d" % (sec[0], par[0]), [], "B", 7.8, GREY)

    blocks_all = [[("h", "Identité et prise en charge"), ("kv", doc["ident"])]] + split_pages(doc["sections"], npages)
    pages = [blocks_all[0] + blocks_all[1]] + blocks_all[2:]
    for pi, blocks in enumerate(pages):
        if pi > 0:
            f.new_page()
        for b in blocks:
            if b[0] == "h":
                heading(b[1])
            elif b[0] == "p":
                number("p")
                f.para(b[1], size=8.8)
            elif b[0] == "kv":
                for label, run in b[1]:
                    ls = f.lines(run, f.w - 42, "R", 8.6)
                    f.need(4.2 * len(ls) + 1.5)
                    number("kv" if b[1] is not doc["ident"] else "id")
                    f.y += 3.6
                    f.text(34, f.y, label, [], "I", 8.2, GREY)
                    for k, (t, vals) in enumerate(ls):
                        if k:
                            f.y += 4.0
                        f.text(76, f.y, t, vals, "R", 8.6)
                    f.y += 1.4
                f.y += 1
            elif b[0] == "tab":
                number("tab")
                f.y -= 1
                f.table(b[1], b[2], b[3], head_fill=(0.90, 0.92, 0.97), head_rgb=ICO, grid=False)
            elif b[0] == "sig":
                number("sig")
                for run in b[1]:
                    f.para(run, x=70, w=126, size=8.6, after=0.2)
    n = len(f.pages)
    for k, p in enumerate(f.pages):
        if k:
            rh = Flow(meas, 8, 20, 14, 182)
            rh.para(doc["runhead"], size=7.8, font="I", rgb=ICO, lead=1.3)
            p["ops"] += rh.pages[0]["ops"] + [("l", 14, rh.y + 0.8, 196, rh.y + 0.8, 0.3, ICO)]
            p["vals"] += rh.pages[0]["vals"]
        yy = 286
        p["ops"].append(("l", 14, yy - 4, 196, yy - 4, 0.3, ICO))
        for t, vals in foot_lines(f, doc["foot"], " - feuille %d/%d" % (k + 1, n), 182):
            p["ops"].append(("t", 14, yy, t, "R", 7.2, GREY))
            p["vals"].extend(vals)
            yy += 3.4
    pdf = pymupdf.open()
    mm = 72 / 25.4
    names = {"R": "azr", "B": "azb", "I": "azi"}
    for p in f.pages:
        page = pdf.new_page(width=595.28, height=841.89)
        for k, v in files.items():
            page.insert_font(fontname=names[k], fontfile=v)
        for o in p["ops"]:
            if o[0] == "t":
                page.insert_text((o[1] * mm, o[2] * mm), o[3], fontname=names[o[4]], fontfile=files[o[4]], fontsize=o[5], color=o[6])
            elif o[0] == "l":
                page.draw_line((o[1] * mm, o[2] * mm), (o[3] * mm, o[4] * mm), color=o[6], width=o[5])
            elif o[0] == "rect":
                page.draw_rect(pymupdf.Rect(o[1] * mm, o[2] * mm, (o[1] + o[3]) * mm, (o[2] + o[4]) * mm),
                               color=o[6], fill=o[5], width=o[7] if o[6] else 0)
            elif o[0] == "poly":
                page.draw_polyline([(a * mm, b * mm) for a, b in o[1]], color=o[2], width=o[3])
            elif o[0] == "circle":
                page.draw_circle((o[1] * mm, o[2] * mm), o[3] * mm, color=o[5], fill=o[4], width=0.5)
    pdf.subset_fonts()
    pdf.set_metadata({"title": doc["title"], "author": doc["service"], "creationDate": "", "modDate": "", "producer": "", "creator": ""})
    data = pdf.tobytes(garbage=3, deflate=True, no_new_id=True)
    return data, [p["vals"] for p in f.pages]


# ================================================================== family 0: pydyf table-only surveillance sheet
SURV = (0.12, 0.38, 0.20)
SURV_FILL = (0.88, 0.94, 0.89)


def render_surveillance(doc, npages, ident_id):
    import pydyf
    from reportlab.pdfbase import pdfmetrics
    fonts = {"R": "Helvetica", "B": "Helvetica-Bold", "I": "Helvetica-Oblique"}

    def meas(t, font, size):
        return pdfmetrics.stringWidth(t, fonts[font], size) * PT

    W, X0 = 267, 15
    f = Flow(meas, 12, 186, X0, W, top_later=16)

    def cellrow(cells, size=8.0, fill=None, fonts_=None, bold_first=False):
        """One table row: cells = [(width, run, font, fill)]; returns nothing, draws borders."""
        ls = [f.lines(run, w - 2.6, fo, size) for (w, run, fo, fi) in cells]
        n = max(len(c) for c in ls)
        h = 3.7 * n + 1.9
        f.need(h)
        y0, x = f.y, X0
        for (w, run, fo, fi), c in zip(cells, ls):
            if fi:
                f.op("rect", x, y0, w, h, fi, None, 0)
            f.op("rect", x, y0, w, h, None, (0.3, 0.3, 0.3), 0.35)
            for j, (t, vals) in enumerate(c):
                f.text(x + 1.3, y0 + 3.6 + 3.7 * j, t, vals, fo, size)
            x += w
        f.y = y0 + h

    def band(t):
        f.need(14)
        f.y += 2.2
        cellrow([(W, [t.upper()], "B", SURV_FILL)], size=8.6)

    # header row: letterhead | team | title
    hl = []
    for k, run in enumerate(doc["head"]):
        hl += list(run) + ([" - "] if k < len(doc["head"]) - 1 else [])
    tl = []
    for k, run in enumerate(doc["team"]):
        tl += list(run) + ([" ; "] if k < len(doc["team"]) - 1 else [])
    cellrow([(105, hl, "R", None), (92, ["Équipe : "] + tl, "R", None),
             (70, ["FEUILLE DE SURVEILLANCE - " + doc["title"] + " - soins du ", doc["care0v"]], "B", SURV_FILL)], size=7.8)
    f.y += 2
    # identity: two label / value pairs per row
    idf = doc["ident"]
    for k in range(0, len(idf), 2):
        cells = []
        for label, run in idf[k:k + 2]:
            cells += [(27, [label], "B", SURV_FILL), (106.5, run, "R", None)]
        if len(cells) == 2:
            cells += [(27, [""], "B", SURV_FILL), (106.5, [""], "R", None)]
        cellrow(cells, size=7.8)
    # hourly columns
    hrs, rows = doc["hours"]
    band("Surveillance horaire (paramètres vitaux)")
    cw = (W - 40 - 55) / len(hrs)
    cellrow([(40, ["Paramètre"], "B", SURV_FILL)] + [(cw, [h], "B", SURV_FILL) for h in hrs] + [(55, ["Visa"], "B", SURV_FILL)], size=7.8)
    for lab, vals in rows:
        tagged = lab.startswith("PA") or lab.startswith("T ")
        cellrow([(40, [lab], "R", None)] + [(cw, [v] if tagged else [v.text], "R", None) for v in vals] + [(55, ["IDE"], "R", None)], size=7.8)
    for pi, blocks in enumerate(split_pages(doc["sections"], npages)):
        if pi > 0:
            f.new_page()
        for b in blocks:
            if b[0] == "h":
                band(b[1])
            elif b[0] == "p":
                cellrow([(W, b[1], "R", None)], size=8.2)
            elif b[0] == "kv":
                for label, run in b[1]:
                    cellrow([(60, [label], "B", SURV_FILL), (W - 60, run, "R", None)], size=8.2)
            elif b[0] == "tab":
                tot = sum(b[3])
                ws = [W * q / tot for q in b[3]]
                cellrow([(w, [h], "B", SURV_FILL) for w, h in zip(ws, b[1])], size=8.0)
                for row in b[2]:
                    cellrow([(w, cell, "R", None) for w, cell in zip(ws, row)], size=8.0)
            elif b[0] == "sig":
                sig = []
                for k, run in enumerate(b[1]):
                    sig += list(run) + ([" - "] if k < len(b[1]) - 1 else [])
                f.y += 2
                cellrow([(70, ["Validation médicale"], "B", SURV_FILL), (W - 70, sig, "R", None)], size=8.2)
    n = len(f.pages)
    for k, p in enumerate(f.pages):
        if k:
            for j, (t, vals) in enumerate(f.lines(doc["runhead"], W - 2.6, "I", 7.4)):
                p["ops"].append(("t", X0 + 1.3, 7.0 + 3.4 * j, t, "I", 7.4, SURV))
                p["vals"].extend(vals)
        ls = foot_lines(f, doc["foot"], "", W - 40)
        h = 3.5 * len(ls) + 2
        y0 = 200 - h
        p["ops"].append(("rect", X0, y0, W - 40, h, None, (0.3, 0.3, 0.3), 0.35))
        p["ops"].append(("rect", X0 + W - 40, y0, 40, h, SURV_FILL, (0.3, 0.3, 0.3), 0.35))
        for j, (t, vals) in enumerate(ls):
            p["ops"].append(("t", X0 + 1.3, y0 + 3.4 + 3.5 * j, t, "R", 7.2, BLACK))
            p["vals"].extend(vals)
        p["ops"].append(("t", X0 + W - 38.5, y0 + 3.4, "feuille %d/%d" % (k + 1, n), "B", 7.2, BLACK))

    # ------------------------------------------------------------ pydyf painting (landscape A4)
    Wpt, Hpt = 841.89, 595.28
    mm = 72 / 25.4
    pdf = pydyf.PDF()
    fobjs = {}
    for k, name in fonts.items():
        fo = pydyf.Dictionary({"Type": "/Font", "Subtype": "/Type1", "BaseFont": "/" + name, "Encoding": "/WinAnsiEncoding"})
        pdf.add_object(fo)
        fobjs["F" + k] = fo.reference
    res = pydyf.Dictionary({"Font": pydyf.Dictionary(fobjs)})
    pdf.add_object(res)

    def num(v):
        return ("%.3f" % v).rstrip("0").rstrip(".")

    for p in f.pages:
        cs = []
        ordered = [o for o in p["ops"] if o[0] == "rect" and o[5] is not None] + \
                  [o for o in p["ops"] if not (o[0] == "rect" and o[5] is not None)]
        for o in ordered:
            if o[0] == "rect":
                x, y, w, h = o[1] * mm, Hpt - (o[2] + o[4]) * mm, o[3] * mm, o[4] * mm
                if o[5] is not None:
                    cs.append("%s %s %s rg %s %s %s %s re f" % (*map(num, o[5]), num(x), num(y), num(w), num(h)))
                if o[6] is not None:
                    cs.append("%s w %s %s %s RG %s %s %s %s re S" % (num(o[7]), *map(num, o[6]), num(x), num(y), num(w), num(h)))
            elif o[0] == "l":
                cs.append("%s w %s %s %s RG %s %s m %s %s l S" % (num(o[5]), *map(num, o[6]), num(o[1] * mm), num(Hpt - o[2] * mm),
                                                                  num(o[3] * mm), num(Hpt - o[4] * mm)))
            elif o[0] == "t":
                hexs = o[3].encode("cp1252").hex().upper()
                cs.append("BT /F%s %s Tf %s %s %s rg 1 0 0 1 %s %s Tm <%s> Tj ET" % (o[4], num(o[5]), *map(num, o[6]), num(o[1] * mm),
                                                                                  num(Hpt - o[2] * mm), hexs))
        st = pydyf.Stream([("\n".join(cs)).encode("latin-1")], compress=True)
        pdf.add_object(st)
        page = pydyf.Dictionary({"Type": "/Page", "Parent": pdf.pages.reference, "MediaBox": pydyf.Array([0, 0, num(Wpt), num(Hpt)]),
                                 "Contents": st.reference, "Resources": res.reference})
        pdf.add_page(page)
    pdf.info["Title"] = pydyf.String(doc["title"])
    pdf.info["Producer"] = pydyf.String("pydyf 0.13.0")
    buf = io.BytesIO()
    pdf.write(buf, identifier=ident_id, compress=False)
    return buf.getvalue(), [p["vals"] for p in f.pages]
