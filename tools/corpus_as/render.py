"""The four writers of corpus AS. Each render_* prints a Doc and returns, per page, the values it printed.

  render_platypus  ReportLab platypus flowables (BaseDocTemplate, Frame, Paragraph, Table with SPAN),
                   letterhead table with merged cells holding the sticker, label/value grids, values above
                   captions, grouped table headers, running head + SIDEWAYS (90°) footer drawn by onPage.
  render_fpdf      fpdf2 table() with colspan, write_html() paragraphs, identity STICKER box on every page
                   in header(), footer() with the establishment and patient, values above captions.
  render_story     PyMuPDF Story (HTML/CSS): every planned page is flowed into TWO COLUMNS (left rect, then
                   right rect), full-width letterhead/head/foot stories; tables with colspan.
  render_pike      pikepdf: hand-written content streams, every line cut into positioned FRAGMENTS written in a
                   shuffled order, label column and value column drawn in separate passes, values above
                   captions, boxed sticker, ruled tables with a merged group cell, footer rotated 90°.
"""
from __future__ import annotations

import datetime
import html
import random
from xml.sax.saxutils import escape

from .model import NBSP, R, block_values, run_text, run_values, tokens

FONT_DIR = "/usr/share/fonts/truetype"


def _page_values(doc, pg, n, with_letterhead, with_sticker):
    vals = run_values(doc.head(pg, n)) + run_values(doc.foot(pg, n))
    if with_letterhead:
        vals += [v for r in doc.letterhead for v in run_values(r)]
    if with_sticker:
        vals += [v for r in doc.sticker for v in run_values(r)]
    for b in doc.pages[pg - 1]:
        vals += block_values(b)
    return vals


# ------------------------------------------------------------------ ReportLab platypus

def render_platypus(doc, path):
    from reportlab.lib import colors
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.lib.units import mm
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.platypus import BaseDocTemplate, Frame, PageBreak, PageTemplate, Paragraph, Spacer, Table, TableStyle

    for nm, f in (("DVSerif", "DejaVuSerif.ttf"), ("DVSerif-B", "DejaVuSerif-Bold.ttf")):
        if nm not in pdfmetrics.getRegisteredFontNames():
            pdfmetrics.registerFont(TTFont(nm, "%s/dejavu/%s" % (FONT_DIR, f)))
    n = len(doc.pages)
    st = ParagraphStyle("b", fontName="DVSerif", fontSize=8.2, leading=10.4, spaceAfter=3, splitLongWords=0)
    sth = ParagraphStyle("h", parent=st, fontName="DVSerif-B", fontSize=9.5, spaceBefore=5, spaceAfter=3,
                         textColor=colors.HexColor("#1d3557"))
    stt = ParagraphStyle("t", parent=st, fontName="DVSerif-B", fontSize=13, leading=16, spaceBefore=6, spaceAfter=6)
    stc = ParagraphStyle("c", parent=st, fontSize=6.5, leading=8, textColor=colors.grey)
    stv = ParagraphStyle("v", parent=st, fontName="DVSerif-B", fontSize=8.5, spaceAfter=0)
    stl = ParagraphStyle("l", parent=st, fontSize=7.4, leading=9, textColor=colors.HexColor("#444444"), spaceAfter=0)
    st0 = ParagraphStyle("z", parent=st, spaceAfter=0)

    def P(run, style=st, nb=True):
        return Paragraph(escape(run_text(run, nb=nb)), style)

    def on_page(canv, d):
        pg = canv.getPageNumber()
        canv.saveState()
        canv.setFont("DVSerif", 7)
        canv.drawString(24 * mm, A4[1] - 11 * mm, run_text(doc.head(pg, n)))
        canv.setStrokeColor(colors.grey)
        canv.line(24 * mm, A4[1] - 12.5 * mm, A4[0] - 15 * mm, A4[1] - 12.5 * mm)
        canv.translate(11 * mm, 25 * mm)
        canv.rotate(90)
        canv.setFont("DVSerif", 6.5)
        canv.drawString(0, 0, run_text(doc.foot(pg, n)))
        canv.restoreState()

    W = A4[0] - 24 * mm - 15 * mm
    d = BaseDocTemplate(path, pagesize=A4, leftMargin=24 * mm, rightMargin=15 * mm, topMargin=16 * mm,
                        bottomMargin=14 * mm, invariant=1, title=doc.meta_title, author="Secrétariat médical",
                        subject=doc.title, creator="corpus AS (platypus)")
    d.addPageTemplates([PageTemplate("p", [Frame(24 * mm, 14 * mm, W, A4[1] - 30 * mm, id="f")], onPage=on_page)])
    story = []
    out = []
    for pg, blocks in enumerate(doc.pages, 1):
        if pg > 1:
            story.append(PageBreak())
        else:
            lh = doc.letterhead
            stk = [P(r, st0) for r in doc.sticker]
            data = [[P(lh[0], stv), "", P(lh[1], stv), stk],
                    [P(lh[2], stl), "", "", ""],
                    [P(lh[3], stl), P(lh[4], stl), "", ""],
                    [P(lh[5], stl), "", "", ""]]
            t = Table(data, colWidths=[W * 0.33, W * 0.27, W * 0.1, W * 0.3])
            t.setStyle(TableStyle([("SPAN", (0, 0), (1, 0)), ("SPAN", (0, 1), (2, 1)), ("SPAN", (1, 2), (2, 2)),
                                   ("SPAN", (0, 3), (2, 3)), ("SPAN", (3, 0), (3, 3)), ("VALIGN", (0, 0), (-1, -1), "TOP"),
                                   ("BOX", (3, 0), (3, 3), 0.8, colors.black),
                                   ("BACKGROUND", (3, 0), (3, 3), colors.HexColor("#f3f3f3")),
                                   ("LINEBELOW", (0, 3), (2, 3), 0.6, colors.HexColor("#1d3557"))]))
            story += [t, Paragraph(escape(doc.title), stt)]
        for b in blocks:
            k = b[0]
            if k == "h":
                story.append(Paragraph(escape(b[1]), sth))
            elif k == "p":
                story.append(P(b[1]))
            elif k == "sig":
                story.append(Spacer(1, 4))
                story += [P(r, st0) for r in b[1]]
            elif k == "kv":
                pairs, nc = b[1], 2
                rows = []
                for j in range(0, len(pairs), nc):
                    row = []
                    for lab, run in pairs[j:j + nc]:
                        row += [Paragraph(escape(lab), stl), P(run, st0 if len(run_text(run)) < 26 else stl)]
                    row += [""] * (2 * nc - len(row))
                    rows.append(row)
                cw = []
                for _ in range(nc):
                    cw += [W / nc * 0.3, W / nc * 0.7]
                t = Table(rows, colWidths=cw)
                sty = [("GRID", (0, 0), (-1, -1), 0.3, colors.grey), ("VALIGN", (0, 0), (-1, -1), "TOP")]
                for c in range(0, 2 * nc, 2):
                    sty.append(("BACKGROUND", (c, 0), (c, -1), colors.HexColor("#e8eef5")))
                t.setStyle(TableStyle(sty))
                story.append(t)
            elif k == "cap":
                vals = [P(run, stv) for run, _ in b[1]]
                caps = [Paragraph(escape(cap), stc) for _, cap in b[1]]
                t = Table([vals, caps], colWidths=[W / len(vals)] * len(vals))
                t.setStyle(TableStyle([("LINEBELOW", (0, 0), (-1, 0), 0.4, colors.grey), ("TOPPADDING", (0, 1), (-1, 1), 0),
                                       ("VALIGN", (0, 0), (-1, -1), "BOTTOM")]))
                story += [Spacer(1, 3), t, Spacer(1, 4)]
            elif k == "tab":
                header, rows, group = b[1], b[2], b[3]
                nc = len(header)
                data = []
                sty = [("GRID", (0, 0), (-1, -1), 0.3, colors.grey), ("VALIGN", (0, 0), (-1, -1), "MIDDLE")]
                if group:
                    lab, c0, span = group
                    top = [""] * nc
                    top[c0] = Paragraph("<b>%s</b>" % escape(lab), st0)
                    data.append(top)
                    sty.append(("SPAN", (c0, 0), (c0 + span - 1, 0)))
                    for c in range(nc):
                        if not (c0 <= c < c0 + span):
                            sty.append(("SPAN", (c, 0), (c, 1)))
                            data[0][c] = Paragraph("<b>%s</b>" % escape(header[c]), st0)
                    data.append([Paragraph("<b>%s</b>" % escape(h), st0) if c0 <= c < c0 + span else "" for c, h in enumerate(header)])
                    hr = 2
                else:
                    data.append([Paragraph("<b>%s</b>" % escape(h), st0) for h in header])
                    hr = 1
                sty.append(("BACKGROUND", (0, 0), (-1, hr - 1), colors.HexColor("#dde5ee")))
                for row in rows:
                    data.append([P(c, st0, nb=False) for c in row])
                t = Table(data, colWidths=[W / nc] * nc, repeatRows=0)
                t.setStyle(TableStyle(sty))
                story += [t, Spacer(1, 4)]
        out.append(_page_values(doc, pg, n, pg == 1, pg == 1))
    d.build(story)
    return out


# ------------------------------------------------------------------ fpdf2

def render_fpdf(doc, path):
    from fpdf import FPDF
    from fpdf.fonts import FontFace

    n = len(doc.pages)

    class Pdf(FPDF):
        def header(self):
            self.set_font("FreeSans", "B", 9)
            self.set_xy(12, 8)
            self.cell(100, 5, "DOSSIER PATIENT - DOCUMENT CONFIDENTIEL")
            # identity sticker (étiquette) on every page
            x, y, w = 128, 7, 70
            self.set_fill_color(250, 250, 235)
            self.rect(x, y, w, 6 + 4.2 * len(doc.sticker), style="DF")
            self.set_font("FreeSans", "", 8.5)
            for j, r in enumerate(doc.sticker):
                self.set_xy(x + 2, y + 1.5 + 4.2 * j)
                self.cell(w - 4, 4.2, run_text(r, nb=True))
            self.set_font("FreeSans", "", 6.5)
            self.set_xy(x + 2, y + 1.5 + 4.2 * len(doc.sticker))
            self.cell(w - 4, 3.5, "||| |||| || ||| | |||| ||| || |")
            self.set_font("FreeSans", "", 7)
            self.set_xy(12, 14)
            self.cell(110, 4, run_text(doc.head(self.page_no(), n), nb=True))
            self.set_y(36)

        def footer(self):
            self.set_font("FreeSans", "", 7)
            self.set_xy(12, 287)
            self.cell(186, 4, run_text(doc.foot(self.page_no(), n), nb=True), align="C")

    pdf = Pdf(format="A4")
    pdf.set_auto_page_break(False)
    pdf.set_creation_date(datetime.datetime(2025, 6, 2, 9, 0, tzinfo=datetime.timezone.utc))
    pdf.set_title(doc.meta_title)
    pdf.set_author("Secrétariat médical")
    pdf.set_creator("corpus AS (fpdf2)")
    base = FONT_DIR + "/freefont/"
    pdf.add_font("FreeSans", "", base + "FreeSans.ttf")
    pdf.add_font("FreeSans", "B", base + "FreeSansBold.ttf")
    pdf.add_font("FreeSans", "I", base + "FreeSansOblique.ttf")
    pdf.add_font("FreeSans", "BI", base + "FreeSansBoldOblique.ttf")
    pdf.set_margins(12, 12, 12)
    out = []
    for pg, blocks in enumerate(doc.pages, 1):
        pdf.add_page()
        if pg == 1:
            pdf.set_font("FreeSans", "B", 11)
            pdf.set_xy(12, 24)
            pdf.multi_cell(110, 4.6, run_text(doc.letterhead[0], nb=True) + " " + run_text(doc.letterhead[1], nb=True))
            pdf.set_font("FreeSans", "", 7.5)
            pdf.set_x(12)
            for r in doc.letterhead[2:]:
                pdf.set_x(12)
                pdf.cell(110, 3.6, run_text(r, nb=True), new_x="LMARGIN", new_y="NEXT")
            pdf.set_y(max(pdf.get_y() + 3, 40))
            pdf.set_font("FreeSans", "B", 14)
            pdf.cell(0, 7, doc.title, new_x="LMARGIN", new_y="NEXT", align="C")
        for b in blocks:
            k = b[0]
            pdf.set_x(12)
            if k == "h":
                pdf.ln(1.5)
                pdf.set_font("FreeSans", "B", 10)
                pdf.set_text_color(120, 20, 40)
                pdf.cell(0, 5.5, b[1].upper(), border="B", new_x="LMARGIN", new_y="NEXT")
                pdf.set_text_color(0)
                pdf.ln(1)
            elif k == "p":
                pdf.set_font("FreeSans", "", 9)
                pdf.write_html("<p>%s</p>" % html.escape(run_text(b[1], nb=True), quote=False))
            elif k == "sig":
                pdf.ln(2)
                pdf.set_font("FreeSans", "", 9)
                for r in b[1]:
                    pdf.set_x(100)
                    pdf.multi_cell(98, 4.2, run_text(r, nb=True), new_x="LMARGIN", new_y="NEXT")
            elif k == "cap":
                w = 186 / len(b[1])
                y = pdf.get_y() + 1
                for j, (run, cap) in enumerate(b[1]):
                    pdf.set_xy(12 + j * w, y)
                    pdf.set_font("FreeSans", "B", 10)
                    pdf.cell(w - 3, 5, run_text(run, nb=True), border="B")
                    pdf.set_xy(12 + j * w, y + 5.2)
                    pdf.set_font("FreeSans", "I", 6.5)
                    pdf.cell(w - 3, 3, cap)
                pdf.set_xy(12, y + 10)
            elif k in ("kv", "tab"):
                pdf.set_font("FreeSans", "", 8.5)
                if k == "kv":
                    pairs, nc = b[1], b[2]
                    widths = []
                    for _ in range(nc):
                        widths += [1, 2]
                    with pdf.table(col_widths=widths, first_row_as_headings=False, line_height=4.4,
                                   borders_layout="HORIZONTAL_LINES", padding=0.8) as t:
                        for j in range(0, len(pairs), nc):
                            row = t.row()
                            for lab, run in pairs[j:j + nc]:
                                row.cell(lab, style=FontFace(emphasis="ITALICS", color=(90, 90, 90)))
                                row.cell(run_text(run, nb=True))
                            for _ in range(nc - len(pairs[j:j + nc])):
                                row.cell("")
                                row.cell("")
                else:
                    header, rows, group = b[1], b[2], b[3]
                    with pdf.table(line_height=4.4, padding=0.8, headings_style=FontFace(emphasis="BOLD", fill_color=(225, 230, 240)),
                                   num_heading_rows=2 if group else 1) as t:
                        if group:
                            lab, c0, span = group
                            row = t.row()
                            c = 0
                            while c < len(header):
                                if c == c0:
                                    row.cell(lab, colspan=span, align="C")
                                    c += span
                                else:
                                    row.cell("")
                                    c += 1
                        row = t.row()
                        for h in header:
                            row.cell(h)
                        for rr in rows:
                            row = t.row()
                            for cell in rr:
                                row.cell(run_text(cell, nb=True))
                pdf.ln(1.5)
            if pdf.get_y() > 282:
                raise RuntimeError("%s: page %d overflows (fpdf2)" % (doc.name, pg))
        out.append(_page_values(doc, pg, n, pg == 1, True))
    pdf.output(path)
    return out


# ------------------------------------------------------------------ PyMuPDF Story

CSS = """
* { font-family: sans-serif; font-size: 8.4pt; line-height: 1.25; }
h1 { font-size: 12.5pt; margin: 2pt 0 4pt 0; color: #203040; }
h3 { font-size: 9.2pt; margin: 5pt 0 2pt 0; border-bottom: 0.6pt solid #888; }
p { margin: 0 0 3pt 0; text-align: justify; }
table { border-collapse: collapse; width: 100%; margin: 2pt 0 4pt 0; }
td, th { border: 0.4pt solid #777; padding: 1pt 2pt; vertical-align: top; }
th { background-color: #e4e4e4; }
td.l { color: #555; font-size: 7.4pt; }
td.cap { border: none; font-size: 6.4pt; color: #666; padding-top: 0; }
td.val { border: none; border-bottom: 0.4pt solid #333; font-weight: bold; }
.lh { font-size: 7.6pt; }
.hd { font-size: 7pt; color: #333; }
"""


def _h(run):
    out = []
    for seg in run:
        if isinstance(seg, str):
            out.append(html.escape(seg, quote=False))
        else:
            out.append("<span style='white-space:nowrap'>%s</span>" % html.escape(seg.text.replace(" ", NBSP), quote=False))
    return "".join(out)


def _story_blocks(blocks):
    parts = []
    for b in blocks:
        k = b[0]
        if k == "h":
            parts.append("<h3>%s</h3>" % html.escape(b[1]))
        elif k == "p":
            parts.append("<p>%s</p>" % _h(b[1]))
        elif k == "sig":
            parts.append("<p style='margin-top:5pt'>%s</p>" % "<br>".join(_h(r) for r in b[1]))
        elif k == "kv":
            parts.append("<table>" + "".join("<tr><td class='l'>%s</td><td>%s</td></tr>" % (html.escape(lab), _h(run))
                                             for lab, run in b[1]) + "</table>")
        elif k == "cap":
            its = b[1]
            rows = []
            for j in range(0, len(its), 2):
                chunk = its[j:j + 2]
                rows.append("<tr>%s</tr><tr>%s</tr>" % ("".join("<td class='val'>%s</td>" % _h(r) for r, _ in chunk),
                                                        "".join("<td class='cap'>%s</td>" % html.escape(c) for _, c in chunk)))
            parts.append("<table>%s</table>" % "".join(rows))
        elif k == "tab":
            header, rows, group = b[1], b[2], b[3]
            t = "<table>"
            if group:
                lab, c0, span = group
                cells, c = [], 0
                while c < len(header):
                    if c == c0:
                        cells.append("<th colspan='%d'>%s</th>" % (span, html.escape(lab)))
                        c += span
                    else:
                        cells.append("<th></th>")
                        c += 1
                t += "<tr>%s</tr>" % "".join(cells)
            t += "<tr>%s</tr>" % "".join("<th>%s</th>" % html.escape(h) for h in header)
            for rr in rows:
                t += "<tr>%s</tr>" % "".join("<td>%s</td>" % _h(c) for c in rr)
            parts.append(t + "</table>")
    return "".join(parts)


def render_story(doc, path):
    import pymupdf

    n = len(doc.pages)
    mb = pymupdf.paper_rect("a4")
    buf = pymupdf.open()
    tmp = path + ".tmp"
    writer = pymupdf.DocumentWriter(tmp)
    out = []

    def place(html_text, rects, what):
        story = pymupdf.Story(html=html_text, user_css=CSS)
        for rect in rects:
            more, filled = story.place(rect)
            story.draw(dev)
            if not more:
                return pymupdf.Rect(filled).y1
        raise RuntimeError("%s: %s overflows (Story)" % (doc.name, what))

    for pg, blocks in enumerate(doc.pages, 1):
        dev = writer.begin_page(mb)
        place("<p class='hd'>%s</p>" % _h(doc.head(pg, n)), [pymupdf.Rect(36, 14, 560, 38)], "head")
        top = 40
        if pg == 1:
            lh = "<p class='lh'><b>%s</b> %s<br>%s</p>" % (_h(doc.letterhead[0]), _h(doc.letterhead[1]),
                                                          "<br>".join(_h(r) for r in doc.letterhead[2:]))
            y1 = place(lh, [pymupdf.Rect(36, top, 360, top + 160)], "letterhead")
            stk = "<table><tr><td>%s</td></tr></table>" % "<br>".join(_h(r) for r in doc.sticker)
            y2 = place(stk, [pymupdf.Rect(380, top, 560, top + 160)], "sticker")
            top = place("<h1>%s</h1>" % html.escape(doc.title), [pymupdf.Rect(36, max(y1, y2) + 4, 560, max(y1, y2) + 80)], "title") + 4
        body = _story_blocks(blocks)
        place(body, [pymupdf.Rect(36, top, 292, 800), pymupdf.Rect(304, top, 560, 800)], "page %d" % pg)
        place("<p class='hd' style='text-align:center'>%s</p>" % _h(doc.foot(pg, n)), [pymupdf.Rect(36, 806, 560, 836)], "foot")
        writer.end_page()
        out.append(_page_values(doc, pg, n, pg == 1, pg == 1))
    writer.close()
    d = pymupdf.open(tmp)
    d.set_metadata({"title": doc.meta_title, "author": "Secrétariat médical", "subject": doc.title,
                    "creator": "corpus AS (PyMuPDF Story)", "producer": "PyMuPDF %s" % pymupdf.VersionBind,
                    "creationDate": "D:20250602090000Z", "modDate": "D:20250602090000Z"})
    d.save(path, garbage=3, deflate=True, no_new_id=True)
    d.close()
    buf.close()
    import os
    os.unlink(tmp)
    return out


# ------------------------------------------------------------------ pikepdf content streams

def _pdfstr(s):
    b = s.replace(NBSP, " ").encode("cp1252")
    return b"(" + b.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)") + b")"


def render_pike(doc, path):
    import pikepdf
    from reportlab.pdfbase.pdfmetrics import stringWidth

    n = len(doc.pages)
    rnd = random.Random(doc.name)
    pdf = pikepdf.new()
    font = {"F1": "Helvetica", "F2": "Helvetica-Bold", "F3": "Helvetica-Oblique"}
    fonts = pikepdf.Dictionary({"/" + k: pdf.make_indirect(pikepdf.Dictionary(Type=pikepdf.Name.Font, Subtype=pikepdf.Name.Type1,
                                                                         BaseFont=pikepdf.Name("/" + v),
                                                                         Encoding=pikepdf.Name.WinAnsiEncoding))
                                for k, v in font.items()})
    out = []
    L, Rm, TOP, BOT = 42.0, 553.0, 800.0, 52.0

    for pg, blocks in enumerate(doc.pages, 1):
        frags = []   # (bytes) text objects, shuffled later
        draws = []   # graphics (rules, boxes), kept first

        def txt(x, y, s, f="F1", size=8.5):
            if s:
                frags.append(b"BT /%s %.1f Tf 1 0 0 1 %.2f %.2f Tm %s Tj ET" % (f.encode(), size, x, y, _pdfstr(s + " ")))

        def width(s, f="F1", size=8.5):
            return stringWidth(s.replace(NBSP, " "), font[f], size)

        def line(x, y, s, f="F1", size=8.5):
            # cut the line into 1-3 fragments at token boundaries, each placed at its own x
            toks = s.split(" ")
            cuts = sorted(rnd.sample(range(1, len(toks)), min(len(toks) - 1, rnd.randint(0, 2)))) if len(toks) > 1 else []
            pieces, last = [], 0
            for c in cuts + [len(toks)]:
                pieces.append(" ".join(toks[last:c]))
                last = c
            cx = x
            for p in pieces:
                txt(cx, y, p, f, size)
                cx += width(p + " ", f, size)

        def wrap(run, w, f="F1", size=8.5):
            lines, cur = [], ""
            for t, _ in tokens(run):
                t = t.replace(" ", NBSP)
                cand = (cur + " " + t) if cur else t
                if cur and width(cand, f, size) > w:
                    lines.append(cur)
                    cur = t
                else:
                    cur = cand
            lines.append(cur)
            return lines

        y = TOP
        line(L, 815, run_text(doc.head(pg, n), nb=True), "F1", 7)
        draws.append(b"0.5 w %.1f 811 m %.1f 811 l S" % (L, Rm))
        if pg == 1:
            # sticker box on the right, letterhead on the left
            sx, sw = 388.0, Rm - 388.0
            sh = 12 * len(doc.sticker) + 8
            draws.append(b"0.95 g %.1f %.1f %.1f %.1f re f 0 g 1 w %.1f %.1f %.1f %.1f re S" % (sx, y - sh, sw, sh, sx, y - sh, sw, sh))
            for j, r in enumerate(doc.sticker):
                line(sx + 5, y - 12 - 12 * j, run_text(r, nb=True), "F2" if j == 0 else "F1", 8.5)
            yy = y - 10
            for j, r in enumerate(doc.letterhead):
                size = 10.5 if j == 0 else 7.8
                for ln in wrap(r, 330, "F2" if j < 2 else "F1", size):
                    line(L, yy, ln, "F2" if j < 2 else "F1", size)
                    yy -= size + 2.5
            y = min(yy, y - sh) - 14
            txt(L, y, doc.title, "F2", 13)
            y -= 22
        for b in blocks:
            k = b[0]
            if k == "h":
                y -= 4
                txt(L, y, b[1].upper(), "F2", 9)
                draws.append(b"0.4 w %.1f %.1f m %.1f %.1f l S" % (L, y - 3, Rm, y - 3))
                y -= 14
            elif k == "p":
                for ln in wrap(b[1], Rm - L):
                    line(L, y, ln)
                    y -= 11
                y -= 3
            elif k == "sig":
                y -= 4
                for r in b[1]:
                    for ln in wrap(r, Rm - 300):
                        line(300, y, ln)
                        y -= 11
            elif k == "kv":
                pairs, nc = b[1], b[2]
                cw = (Rm - L) / nc
                rows = [pairs[j:j + nc] for j in range(0, len(pairs), nc)]
                # pass 1: every label (grey, small); pass 2: every value
                yy = y
                for row in rows:
                    for c, (lab, _) in enumerate(row):
                        txt(L + c * cw, yy, lab, "F3", 7)
                    yy -= 12
                yy = y
                for row in rows:
                    for c, (_, run) in enumerate(row):
                        s = run_text(run, nb=True)
                        lx = L + c * cw + cw * 0.36
                        line(lx, yy, s, "F1", 8.5 if width(s) < cw * 0.62 else 7.2)
                    draws.append(b"0.85 G 0.3 w %.1f %.1f m %.1f %.1f l S 0 G" % (L, yy - 3.5, Rm, yy - 3.5))
                    yy -= 12
                y = yy - 4
            elif k == "cap":
                cw = (Rm - L) / len(b[1])
                for c, (run, cap) in enumerate(b[1]):
                    line(L + c * cw, y, run_text(run, nb=True), "F2", 9.5)
                    draws.append(b"0.3 w %.1f %.1f m %.1f %.1f l S" % (L + c * cw, y - 3, L + (c + 1) * cw - 8, y - 3))
                    txt(L + c * cw, y - 10, cap, "F3", 6.5)
                y -= 24
            elif k == "tab":
                header, rows, group = b[1], b[2], b[3]
                nc = len(header)
                cw = (Rm - L) / nc
                rh = 12.5
                top = y + 9
                hrows = 2 if group else 1
                if group:
                    lab, c0, span = group
                    txt(L + c0 * cw + 3, y, lab, "F2", 8)
                    draws.append(b"0.3 w %.1f %.1f m %.1f %.1f l S" % (L + c0 * cw, y - 3.5, L + (c0 + span) * cw, y - 3.5))
                    y -= rh
                for c, h in enumerate(header):
                    txt(L + c * cw + 3, y, h, "F2", 8)
                y -= rh
                for rr in rows:
                    for c, cell in enumerate(rr):
                        s = run_text(cell, nb=True)
                        line(L + c * cw + 3, y, s, "F1", 8.2 if width(s, "F1", 8.2) < cw - 5 else 6.8)
                    y -= rh
                bot = y + 9
                draws.append(b"0.4 w %.1f %.1f %.1f %.1f re S" % (L, bot, Rm - L, top - bot))
                for j in range(hrows, hrows + len(rows) + 1):
                    yl = top - j * rh
                    draws.append(b"%.1f %.1f m %.1f %.1f l S" % (L, yl, Rm, yl))
                for c in range(1, nc):
                    x = L + c * cw
                    y0 = top - (rh if group and group[1] < c < group[1] + group[2] else 0)
                    draws.append(b"%.1f %.1f m %.1f %.1f l S" % (x, y0, x, bot))
                y -= 6
            if y < BOT:
                raise RuntimeError("%s: page %d overflows (pikepdf)" % (doc.name, pg))
        # sideways footer along the right edge, read bottom to top
        frags.append(b"BT /F1 6.5 Tf 0 1 -1 0 %.1f %.1f Tm %s Tj ET" % (Rm + 26, 60.0, _pdfstr(run_text(doc.foot(pg, n), nb=True))))
        rnd.shuffle(frags)
        content = b"\n".join(draws + [b"0 g"] + frags)
        page = pdf.add_blank_page(page_size=(595.28, 841.89))
        page.obj.Resources = pikepdf.Dictionary(Font=fonts)
        page.obj.Contents = pdf.make_stream(content)
        out.append(_page_values(doc, pg, n, pg == 1, pg == 1))
    pdf.docinfo["/Title"] = doc.meta_title
    pdf.docinfo["/Author"] = "Secrétariat médical"
    pdf.docinfo["/Producer"] = "pikepdf %s (corpus AS content streams)" % pikepdf.__version__
    pdf.save(path, deterministic_id=True, compress_streams=True)
    return out


RENDERERS = {"rlplaty": render_platypus, "fpdftab": render_fpdf, "mustory": render_story, "pikefrag": render_pike}
