"""Four producers: LibreOffice Writer (flat ODT), WeasyPrint, reportlab, wkhtmltopdf."""
from __future__ import annotations

import html
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

from .model import Item

FONTS = {"sans": "DejaVu Sans", "lib": "Liberation Sans", "serif": "Liberation Serif"}


def seg_text(segs, esc=html.escape):
    return "".join(esc(s.text if isinstance(s, Item) else s) for s in segs)


# ------------------------------------------------------------------ HTML

def to_html(doc, font, size, page_css=True, scale=1.0) -> str:
    """``scale``: wkhtmltopdf (unpatched Qt) prints CSS points at 3/4 size, so its sizes are scaled back up."""
    m = doc.meta
    out = ["<!DOCTYPE html><html lang='fr'><head><meta charset='utf-8'>",
           "<title>%s</title>" % html.escape(m["title"]),
           "<meta name='author' content='%s'>" % html.escape(m["author"])]
    if m["subject"]:
        out.append("<meta name='description' content='%s'>" % html.escape(m["subject"]))
    css = """body{font-family:'%s';font-size:%.1fpt;color:#000;margin:0}
h1{font-size:%.1fpt;margin:0 0 4pt 0;color:#123a6b}h2{font-size:%.1fpt;margin:8pt 0 4pt 0;border-bottom:1px solid #555}
p{margin:2pt 0 3pt 0}.small{font-size:%.1fpt;color:#333;margin-top:8pt}.right{text-align:right}
table{border-collapse:collapse;width:100%%;margin:4pt 0}td,th{border:0.6pt solid #777;padding:2pt 3pt;vertical-align:top;text-align:left}
th{background:#e8eef5}""" % (font, size * scale, (size + 4) * scale, (size + 1.5) * scale, 7.5 * scale)
    if page_css:
        css += "@page{size:A4;margin:16mm 15mm 18mm 15mm;@bottom-center{content:'Page ' counter(page) '/' counter(pages);font-family:'%s';font-size:8pt}}" % font
    out.append("<style>%s</style></head><body>" % css)
    for t, pl in doc.blocks:
        if t == "table":
            out.append("<table>")
            for i, row in enumerate(pl["rows"]):
                tag = "th" if (pl["header"] and i == 0) else "td"
                cells = []
                for j, c in enumerate(row):
                    w = " style='width:%d%%'" % pl["widths"][j] if pl["widths"] and i == 0 else ""
                    cells.append("<%s%s>%s</%s>" % (tag, w, seg_text(c), tag))
                out.append("<tr>%s</tr>" % "".join(cells))
            out.append("</table>")
        elif t == "break":
            out.append("<div style='page-break-before:always'></div>")
        elif t in ("h1", "h2"):
            out.append("<%s>%s</%s>" % (t, seg_text(pl), t))
        else:
            cls = {"small": " class='small'", "right": " class='right'"}.get(t, "")
            out.append("<p%s>%s</p>" % (cls, seg_text(pl)))
    out.append("</body></html>")
    return "\n".join(out)


def render_weasyprint(doc, pdf: Path, rng):
    import weasyprint
    font = rng.choice([FONTS["sans"], FONTS["lib"], FONTS["serif"]])
    weasyprint.HTML(string=to_html(doc, font, rng.choice([9.5, 10, 10.5]))).write_pdf(str(pdf))


def render_wkhtmltopdf(doc, pdf: Path, rng):
    font = rng.choice([FONTS["sans"], FONTS["lib"]])
    with tempfile.TemporaryDirectory() as td:
        src = Path(td) / "doc.html"
        src.write_text(to_html(doc, font, rng.choice([10, 10.5, 11]), page_css=False, scale=4 / 3), encoding="utf-8")
        cmd = ["wkhtmltopdf", "--quiet", "-s", "A4", "--encoding", "utf-8", "-T", "15mm", "-B", "18mm", "-L", "14mm", "-R", "14mm",
               str(src), str(pdf)]  # this build has no header/footer nor title support (unpatched Qt)
        subprocess.run(cmd, check=True, capture_output=True, timeout=120)


# ------------------------------------------------------------------ flat ODT

def _x(s):
    return html.escape(s, quote=True)


def to_fodt(doc, font, size) -> str:
    m = doc.meta
    body = []
    for t, pl in doc.blocks:
        if t == "table":
            ncol = max(len(r) for r in pl["rows"])
            body.append('<table:table table:style-name="T1">')
            for j in range(ncol):
                w = pl["widths"][j] if pl["widths"] else 100 // ncol
                body.append('<table:table-column table:style-name="C%d"/>' % w)
            for i, row in enumerate(pl["rows"]):
                body.append("<table:table-row>")
                for c in row:
                    ps = "TH" if (pl["header"] and i == 0) else "TD"
                    body.append('<table:table-cell table:style-name="Cell" office:value-type="string"><text:p text:style-name="%s">%s</text:p></table:table-cell>' % (ps, seg_text(c, _x)))
                body.append("</table:table-row>")
            body.append("</table:table>")
        elif t == "break":
            body.append('<text:p text:style-name="Break"/>')
        else:
            st = {"h1": "H1", "h2": "H2", "small": "Small", "right": "Right"}.get(t, "P")
            body.append('<text:p text:style-name="%s">%s</text:p>' % (st, seg_text(pl, _x)))
    widths = sorted({w for t, pl in doc.blocks if t == "table" for w in (pl["widths"] or [100 // max(len(r) for r in pl["rows"])] * 1)})
    col_styles = "".join('<style:style style:name="C%d" style:family="table-column"><style:table-column-properties style:rel-column-width="%d*"/></style:style>' % (w, w * 100)
                         for w in set(widths) | {100 // n for n in range(1, 7)})
    return """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0"
 xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"
 xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:dc="http://purl.org/dc/elements/1.1/"
 xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"
 office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.text">
<office:meta><dc:title>%(title)s</dc:title><meta:initial-creator>%(author)s</meta:initial-creator><dc:creator>%(author)s</dc:creator>%(subject)s</office:meta>
<office:font-face-decls><style:font-face style:name="F" svg:font-family="'%(font)s'"/></office:font-face-decls>
<office:styles>
<style:style style:name="Standard" style:family="paragraph"><style:text-properties style:font-name="F" fo:font-size="%(size)spt"/></style:style>
<style:style style:name="P" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-bottom="0.08cm"/></style:style>
<style:style style:name="Right" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:text-align="end"/></style:style>
<style:style style:name="H1" style:family="paragraph" style:parent-style-name="Standard"><style:text-properties fo:font-size="%(h1)spt" fo:font-weight="bold" fo:color="#1b3d6e"/></style:style>
<style:style style:name="H2" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-top="0.25cm" fo:margin-bottom="0.12cm"/><style:text-properties fo:font-size="%(h2)spt" fo:font-weight="bold"/></style:style>
<style:style style:name="Small" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:margin-top="0.3cm"/><style:text-properties fo:font-size="7.5pt"/></style:style>
<style:style style:name="TH" style:family="paragraph" style:parent-style-name="Standard"><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="TD" style:family="paragraph" style:parent-style-name="Standard"/>
<style:style style:name="Break" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:break-before="page"/></style:style>
<style:style style:name="Footer" style:family="paragraph" style:parent-style-name="Standard"><style:paragraph-properties fo:text-align="center"/><style:text-properties fo:font-size="8pt"/></style:style>
</office:styles>
<office:automatic-styles>
<style:style style:name="T1" style:family="table"><style:table-properties style:width="17.5cm" table:align="margins"/></style:style>
%(cols)s
<style:style style:name="Cell" style:family="table-cell"><style:table-cell-properties fo:padding="0.06cm" fo:border="0.5pt solid #777777"/></style:style>
<style:page-layout style:name="PL"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" fo:margin-top="1.5cm" fo:margin-bottom="1.2cm" fo:margin-left="1.75cm" fo:margin-right="1.75cm"/><style:footer-style/></style:page-layout>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="PL"><style:footer><text:p text:style-name="Footer">Page <text:page-number text:select-page="current">1</text:page-number>/<text:page-count>1</text:page-count></text:p></style:footer></style:master-page></office:master-styles>
<office:body><office:text>
%(body)s
</office:text></office:body></office:document>
""" % {"title": _x(m["title"]), "author": _x(m["author"]), "subject": ("<dc:subject>%s</dc:subject>" % _x(m["subject"])) if m["subject"] else "",
       "font": font, "size": size, "h1": size + 4, "h2": size + 1.5, "cols": col_styles, "body": "\n".join(body)}


def render_libreoffice(doc, pdf: Path, rng, profile: Path):
    font = rng.choice([FONTS["lib"], FONTS["serif"], FONTS["sans"]])
    with tempfile.TemporaryDirectory() as td:
        src = Path(td) / (pdf.stem + ".fodt")
        src.write_text(to_fodt(doc, font, rng.choice([9.5, 10, 10.5])), encoding="utf-8")
        subprocess.run(["soffice", "-env:UserInstallation=file://%s" % profile, "--headless", "--convert-to", "pdf:writer_pdf_Export",
                        "--outdir", td, str(src)], check=True, capture_output=True, timeout=180)
        shutil.move(str(Path(td) / (pdf.stem + ".pdf")), str(pdf))


# ------------------------------------------------------------------ reportlab

_RL_FONTS = {}


def _rl_font(name):
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    files = {"DejaVuSans": "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
             "DejaVuSans-Bold": "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
             "LiberationSans": "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
             "LiberationSans-Bold": "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf"}
    for n in (name, name + "-Bold"):
        if n not in _RL_FONTS:
            pdfmetrics.registerFont(TTFont(n, files[n]))
            _RL_FONTS[n] = True
    return name


def render_reportlab(doc, pdf: Path, rng):
    from reportlab.lib import colors
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.lib.units import mm
    from reportlab.platypus import PageBreak, Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

    font = _rl_font(rng.choice(["DejaVuSans", "LiberationSans"]))
    size = rng.choice([9, 9.5, 10])
    st = {"p": ParagraphStyle("p", fontName=font, fontSize=size, leading=size * 1.3, spaceAfter=2),
          "h1": ParagraphStyle("h1", fontName=font + "-Bold", fontSize=size + 4, leading=(size + 4) * 1.25, textColor=colors.HexColor("#1b3d6e")),
          "h2": ParagraphStyle("h2", fontName=font + "-Bold", fontSize=size + 1.5, leading=(size + 1.5) * 1.3, spaceBefore=6, spaceAfter=3),
          "small": ParagraphStyle("s", fontName=font, fontSize=7.5, leading=9.5, spaceBefore=6),
          "right": ParagraphStyle("r", fontName=font, fontSize=size, leading=size * 1.3, alignment=2),
          "cell": ParagraphStyle("c", fontName=font, fontSize=size - 0.5, leading=(size - 0.5) * 1.25),
          "th": ParagraphStyle("th", fontName=font + "-Bold", fontSize=size - 0.5, leading=(size - 0.5) * 1.25)}
    story = []
    width = A4[0] - 30 * mm
    for t, pl in doc.blocks:
        if t == "table":
            rows = []
            for i, r in enumerate(pl["rows"]):
                rows.append([Paragraph(seg_text(c), st["th"] if (pl["header"] and i == 0) else st["cell"]) for c in r])
            n = max(len(r) for r in rows)
            cw = [width * w / 100 for w in pl["widths"]] if pl["widths"] else [width / n] * n
            tb = Table(rows, colWidths=cw, repeatRows=1 if pl["header"] else 0)
            tb.setStyle(TableStyle([("GRID", (0, 0), (-1, -1), 0.5, colors.grey), ("VALIGN", (0, 0), (-1, -1), "TOP")] +
                                   ([("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#e8eef5"))] if pl["header"] else [])))
            story += [tb, Spacer(1, 4)]
        elif t == "break":
            story.append(PageBreak())
        else:
            story.append(Paragraph(seg_text(pl), st.get(t, st["p"])))

    def on_page(canvas, d):
        canvas.saveState()
        canvas.setFont(font, 8)
        canvas.drawCentredString(A4[0] / 2, 10 * mm, "Page %d" % d.page)
        canvas.restoreState()

    m = doc.meta
    sd = SimpleDocTemplate(str(pdf), pagesize=A4, leftMargin=15 * mm, rightMargin=15 * mm, topMargin=15 * mm, bottomMargin=18 * mm,
                           title=m["title"], author=m["author"], subject=m["subject"], creator="reportlab")
    sd.build(story, onFirstPage=on_page, onLaterPages=on_page)


PRODUCERS = ["libreoffice", "weasyprint", "reportlab", "wkhtmltopdf"]


def render(producer, doc, pdf, rng, profile):
    if producer == "libreoffice":
        render_libreoffice(doc, pdf, rng, profile)
    elif producer == "weasyprint":
        render_weasyprint(doc, pdf, rng)
    elif producer == "reportlab":
        render_reportlab(doc, pdf, rng)
    else:
        render_wkhtmltopdf(doc, pdf, rng)
