"""The fpdf2 writer of corpus CC (family "fpdfhtml"): every part is an HTML fragment (htmlparts.py) rendered by fpdf2's
write_html - a borderless two-cell letterhead TABLE (issuer | references, addressee and place), the title centred in
navy capitals, navy section headings, caption / value TABLES, bordered data tables with a bold head row, "[X]" ticks,
bullet lists, a rust "Important :" line, right-aligned signatures - in Liberation Serif (regular / bold / italic /
bold italic TrueType subsets). The running head (a navy rule under the identity) and foot ("page k/n") are drawn by
FPDF.header / FPDF.footer. The type drops from 10 pt until each part holds on one page; creation date fixed."""
from __future__ import annotations

import datetime

from .htmlparts import part_html
from .render_util import runtext, runvals

LIB = "/usr/share/fonts/truetype/liberation/"
SIZES = (10, 9.5, 9, 8.5, 8, 7.5, 7, 6.5)


def build(doc, size):
    from fpdf import FPDF

    class Doc(FPDF):
        def header(self):
            self.set_font("libs", "I", 7.5)
            self.set_text_color(60, 60, 60)
            self.multi_cell(0, 3.6, runtext(doc["head"]) + "   -   " + doc["form"], new_x="LMARGIN", new_y="NEXT")
            self.set_draw_color(31, 78, 121)
            self.set_line_width(0.5)
            self.line(self.l_margin, self.get_y() + 0.8, self.w - self.r_margin, self.get_y() + 0.8)
            self.ln(3)
            self.set_text_color(0, 0, 0)

        def footer(self):
            self.set_y(-13)
            self.set_font("libs", "", 7)
            self.set_text_color(90, 90, 90)
            self.multi_cell(0, 3.4, runtext(doc["foot"]) + " - page %d/%d" % (self.page_no(), len(doc["parts"])), align="C")

    pdf = Doc(format="A4")
    pdf.set_creation_date(datetime.datetime(2025, 11, 3, 9, 0, 0, tzinfo=datetime.timezone.utc))
    pdf.set_title(doc["title"])
    pdf.set_creator("Dossier patient néphrologie - édition HTML")
    for st, fn in (("", "LiberationSerif-Regular"), ("B", "LiberationSerif-Bold"), ("I", "LiberationSerif-Italic"), ("BI", "LiberationSerif-BoldItalic")):
        pdf.add_font("libs", st, LIB + fn + ".ttf")
    pdf.set_margins(17, 12, 17)
    pdf.set_auto_page_break(True, 16)
    vals = []
    for k, part in enumerate(doc["parts"]):
        pdf.add_page()
        pv = list(runvals(doc["head"]))
        body = part_html(doc, part, "fpdf", pv, size)
        pdf.set_font("libs", "", size)
        pdf.write_html(body, font_family="libs", table_line_separators=True,
                       heading_sizes={"h2": size + 3.5, "h3": size + 1})
        if pdf.page != k + 1:
            return None
        vals.append(pv + list(runvals(doc["foot"])))
    return bytes(pdf.output()), vals


def render_fpdf(doc):
    for size in SIZES:
        out = build(doc, size)
        if out:
            return out
    raise RuntimeError("fpdfhtml: %s does not fit" % doc["form"])
