"""Replay laid-out pages with reportlab or fpdf2 (two producers unlike the product's PyMuPDF).

Both write text as real text operators (one operator per run, baseline
positions from ``layout.py``), so every extractor sees the words; the
differences that remain (font embedding, subsetting, content-stream shape,
metadata dictionaries) are the producers' own, which is the point.
"""

from __future__ import annotations

import datetime as dt

from .layout import TTF_FILES

FIXED_DATE = dt.datetime(2025, 3, 14, 9, 30, tzinfo=dt.timezone.utc)


def render_reportlab(path, pages, meta):
    from reportlab.pdfgen import canvas

    c = canvas.Canvas(str(path), pagesize=(pages[0].width, pages[0].height), invariant=1)
    c.setTitle(meta.get("title", ""))
    c.setAuthor(meta.get("author", ""))
    c.setSubject(meta.get("subject", ""))
    c.setCreator(meta.get("creator", ""))
    for pg in pages:
        c.setPageSize((pg.width, pg.height))
        H = pg.height
        c.setFillGray(0.88)
        for op in pg.ops:
            if op[0] == "shade":
                c.rect(op[1], H - op[2] - op[4], op[3], op[4], stroke=0, fill=1)
        c.setFillGray(0)
        for op in pg.ops:
            if op[0] == "text":
                _, x, y, text, font, size = op
                c.setFont(font, size)
                c.drawString(x, H - y, text)
            elif op[0] == "rect":
                _, x, y, w, h = op
                c.setLineWidth(0.5)
                c.rect(x, H - y - h, w, h, stroke=1, fill=0)
            elif op[0] == "bar":
                _, x, y, w, h = op
                c.rect(x, H - y - h, w, h, stroke=0, fill=1)
        c.showPage()
    c.save()


def render_fpdf(path, pages, meta):
    from fpdf import FPDF

    pdf = FPDF(unit="pt", format=(pages[0].width, pages[0].height))
    pdf.core_fonts_encoding = "windows-1252"  # accents and "œ" with the standard fonts
    pdf.set_auto_page_break(False)
    pdf.set_margins(0, 0, 0)
    pdf.set_creation_date(FIXED_DATE)
    pdf.set_title(meta.get("title", ""))
    pdf.set_author(meta.get("author", ""))
    pdf.set_subject(meta.get("subject", ""))
    pdf.set_creator(meta.get("creator", ""))
    fonts = {}
    for name, file in TTF_FILES.items():
        base, _, style = name.partition("-")
        pdf.add_font(base, "B" if style == "Bold" else "", file)
    for name in ("Helvetica", "Times", "Courier"):
        fonts[name] = (name, "")
        fonts[name + "-Bold"] = (name, "B")
    fonts["Times-Roman"] = ("Times", "")
    for pg in pages:
        pdf.add_page(format=(pg.width, pg.height))
        for op in pg.ops:
            if op[0] == "shade":
                _, x, y, w, h = op
                pdf.set_fill_color(225, 225, 225)
                pdf.rect(x, y, w, h, style="F")
        pdf.set_fill_color(0, 0, 0)
        for op in pg.ops:
            if op[0] == "text":
                _, x, y, text, font, size = op
                if font in fonts:
                    fam, style = fonts[font]
                else:
                    base, _, st = font.partition("-")
                    fam, style = base, "B" if st == "Bold" else ""
                pdf.set_font(fam, style, size)
                pdf.text(x, y, text)
            elif op[0] == "rect":
                _, x, y, w, h = op
                pdf.set_line_width(0.5)
                pdf.rect(x, y, w, h, style="D")
            elif op[0] == "bar":
                _, x, y, w, h = op
                pdf.rect(x, y, w, h, style="F")
    pdf.output(str(path))


RENDERERS = {"reportlab": render_reportlab, "fpdf2": render_fpdf}
