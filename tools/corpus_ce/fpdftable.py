"""The FPDF2 TABLE writer of corpus CE ("fpdftable"): fpdf2's own layout engine, nothing positioned by hand but the
boxes. FPDF.header() prints the running head (small italics) and the issuer of the current part (bold navy name, the
service, a grey box at the right with the address, contacts and FINESS drawn with multi_cell); FPDF.footer() the foot
and "Page k/n" ({nb} alias); the title in a navy FILLED CELL with white capitals; the references as a two-column
pdf.table() with grey headings; the addressee with multi_cell at the right; section heads with a navy side bar;
paragraphs as justified multi_cell; key-value pairs as a pdf.table() without headings whose caption column is filled;
data tables as pdf.table() with a navy heading row, zebra fill (cell_fill_mode ROWS) and wrapped cells (no-break spaces inside values); ticks as drawn
squares with an "X"; "–" lists; the alert as a filled, bordered multi_cell; the signatures as a borderless
pdf.table(). Lato Regular / Bold / Italic embedded as TrueType subsets; fixed creation date."""
from __future__ import annotations

import datetime

from .render_util import runtext, runvals

FONT = "/usr/share/fonts/truetype/lato/Lato-"
NAVY = (24, 48, 96)
GREY = (236, 238, 242)


def nb(run):
    """The run's text with NO-BREAK SPACES inside its values (a table cell never breaks a value)."""
    return "".join(x if isinstance(x, str) else x.text.replace(" ", "\u00a0") for x in run)


def render_fpdf(doc):
    n = len(doc["parts"])
    for s in (1.0, 0.94, 0.88, 0.82, 0.76, 0.7, 0.64, 0.58):
        pdf, vals = _render(doc, s)
        if len(vals) == n and all(vals):
            return pdf, vals
    raise RuntimeError("fpdftable: %s does not fit" % doc["form"])


def _render(doc, s):
    from fpdf import FPDF
    from fpdf.enums import TableCellFillMode
    from fpdf.fonts import FontFace

    pages = {}

    def rec(run):
        pages.setdefault(pdf.page_no(), []).extend(runvals(run))

    class Doc(FPDF):
        part = None

        def header(self):
            self.set_font("lato", "I", 6.8)
            self.set_text_color(110, 110, 110)
            self.set_xy(15, 7)
            self.cell(180, 4, runtext(doc["head"]))
            rec(doc["head"])
            iss = self.part["issuer"]
            self.set_xy(15, 13)
            self.set_text_color(*NAVY)
            self.set_font("lato", "B", 11 * s)
            self.multi_cell(100, 5.2 * s, runtext(iss["name"]), align="L")
            self.set_font("lato", "", 8.2 * s)
            self.set_x(15)
            self.multi_cell(100, 4 * s, runtext(iss["service"]), align="L")
            rec(iss["name"])
            rec(iss["service"])
            yl = self.get_y()
            right = iss["lines"] + iss["contact"] + ([iss["legal"]] if iss.get("legal") else [])
            self.set_fill_color(*GREY)
            self.set_text_color(40, 40, 40)
            self.set_font("lato", "", 7.4 * s)
            self.set_xy(120, 13)
            self.multi_cell(75, 3.6 * s, "\n".join(runtext(r_) for r_ in right), fill=True, align="R", padding=1.5)
            for r_ in right:
                rec(r_)
            y = max(yl, self.get_y()) + 2
            self.set_draw_color(*NAVY)
            self.set_line_width(0.5)
            self.line(15, y, 195, y)
            self.set_line_width(0.15)
            self.line(15, y + 0.9, 195, y + 0.9)
            self.set_xy(15, y + 4)
            self.set_text_color(0, 0, 0)

        def footer(self):
            self.set_y(-14)
            self.set_draw_color(150, 150, 150)
            self.set_line_width(0.1)
            self.line(15, self.get_y() - 1, 195, self.get_y() - 1)
            self.set_font("lato", "I", 6.8)
            self.set_text_color(110, 110, 110)
            self.cell(150, 4, runtext(doc["foot"]))
            self.cell(30, 4, "Page %d/{nb}" % self.page_no(), align="R")
            rec(doc["foot"])

    pdf = Doc(format="A4")
    pdf.set_creation_date(datetime.datetime(2025, 11, 4, 9, 30, tzinfo=datetime.timezone.utc))
    pdf.set_title(doc["title"])
    pdf.set_creator("Logiciel de dossier patient (fpdf2)")
    for st, f in (("", "Regular"), ("B", "Bold"), ("I", "Italic")):
        pdf.add_font("lato", st, FONT + f + ".ttf")
    pdf.set_auto_page_break(True, 18)
    pdf.set_margins(15, 12, 15)
    fs = 9.2 * s
    lh = 4.4 * s
    grey_head = FontFace(emphasis="BOLD", color=(40, 40, 40), fill_color=GREY)
    navy_head = FontFace(emphasis="BOLD", color=(255, 255, 255), fill_color=NAVY)
    for part in doc["parts"]:
        pdf.part = part
        pdf.add_page()
        pdf.set_font("lato", "", fs)
        if part["refs"]:
            pdf.set_font("lato", "", 8.2 * s)
            pdf.set_fill_color(255, 255, 255)
            with pdf.table(width=80, col_widths=(30, 50), align="LEFT", line_height=4 * s, headings_style=grey_head,
                           first_row_as_headings=False, padding=0.8, text_align="LEFT") as t:
                for cap, r_ in part["refs"]:
                    row = t.row()
                    row.cell(cap, style=grey_head)
                    row.cell(nb(r_))
                    rec(r_)
        if part["to"] or part["place"]:
            y = pdf.get_y()
            pdf.set_font("lato", "", 9.4 * s)
            txt = []
            if part["to"]:
                txt += [runtext(part["to"]["name"])] + [runtext(r_) for r_ in part["to"]["lines"]]
                rec(part["to"]["name"])
                for r_ in part["to"]["lines"]:
                    rec(r_)
            if part["place"]:
                txt += ["", runtext(part["place"])]
                rec(part["place"])
            pdf.set_xy(112, y + 2)
            pdf.multi_cell(83, 4.4 * s, "\n".join(txt), align="L")
        pdf.ln(3 * s)
        pdf.set_fill_color(*NAVY)
        pdf.set_text_color(255, 255, 255)
        pdf.set_font("lato", "B", 10.5 * s)
        pdf.set_x(15)
        pdf.multi_cell(180, 7 * s, part["title"].upper(), fill=True, align="C")
        pdf.set_text_color(0, 0, 0)
        pdf.ln(2 * s)
        for head, blocks in part["secs"]:
            if head:
                pdf.ln(1.5 * s)
                y = pdf.get_y()
                pdf.set_fill_color(*NAVY)
                pdf.rect(15, y + 0.6, 1.4, 4.2 * s, style="F")
                pdf.set_font("lato", "B", 9.8 * s)
                pdf.set_text_color(*NAVY)
                pdf.set_x(18.5)
                pdf.cell(170, 5.4 * s, head, new_x="LMARGIN", new_y="NEXT")
                pdf.set_text_color(0, 0, 0)
            for b in blocks:
                k = b[0]
                pdf.set_font("lato", "", fs)
                if k == "p":
                    pdf.set_x(15)
                    pdf.multi_cell(180, lh, runtext(b[1]), align="J", new_x="LMARGIN", new_y="NEXT")
                    rec(b[1])
                    pdf.ln(1.2 * s)
                elif k == "kv":
                    pdf.set_fill_color(255, 255, 255)
                    with pdf.table(width=180, col_widths=(48, 132), line_height=lh, first_row_as_headings=False, padding=(0.6, 1.2),
                                   borders_layout="HORIZONTAL_LINES", text_align="LEFT") as t:
                        for cap, r_ in b[1]:
                            row = t.row()
                            row.cell(cap, style=grey_head)
                            row.cell(nb(r_))
                            rec(r_)
                    pdf.ln(1.2 * s)
                elif k == "tab":
                    pdf.set_font("lato", "", 8.6 * s)
                    pdf.set_fill_color(238, 242, 250)
                    tot = sum(b[3])
                    with pdf.table(width=180, col_widths=tuple(180 * w / tot for w in b[3]), line_height=4.1 * s, headings_style=navy_head,
                                   cell_fill_mode=TableCellFillMode.ROWS, cell_fill_color=(238, 242, 250), padding=0.8, text_align="LEFT") as t:
                        row = t.row()
                        for x in b[1]:
                            row.cell(x)
                        for rw in b[2]:
                            row = t.row()
                            for cell in rw:
                                row.cell(nb(cell))
                                rec(cell)
                    pdf.ln(1.2 * s)
                elif k == "chk":
                    for on, t_ in b[1]:
                        y = pdf.get_y()
                        pdf.set_draw_color(40, 40, 40)
                        pdf.rect(18, y + 0.8, 2.8 * s, 2.8 * s)
                        pdf.set_xy(18, y)
                        pdf.set_font("lato", "B", 8 * s)
                        pdf.cell(2.8 * s, lh, "X" if on else "", align="C")
                        pdf.set_font("lato", "", fs)
                        pdf.set_xy(23, y)
                        pdf.cell(170, lh, t_, new_x="LMARGIN", new_y="NEXT")
                    pdf.ln(1 * s)
                elif k == "list":
                    for r_ in b[1]:
                        pdf.set_x(18)
                        pdf.multi_cell(177, lh, "– " + runtext(r_), align="L", new_x="LMARGIN", new_y="NEXT")
                        rec(r_)
                    pdf.ln(1 * s)
                elif k == "alert":
                    pdf.set_fill_color(253, 240, 226)
                    pdf.set_draw_color(200, 110, 40)
                    pdf.set_font("lato", "B", 8.8 * s)
                    pdf.set_x(15)
                    pdf.multi_cell(180, lh, "\n".join("IMPORTANT - " + runtext(r_) for r_ in b[1]), border=1, fill=True, align="L", padding=1.5,
                                   new_x="LMARGIN", new_y="NEXT")
                    for r_ in b[1]:
                        rec(r_)
                    pdf.ln(1.2 * s)
        if part["sigs"]:
            pdf.ln(4 * s)
            pdf.set_font("lato", "", 9 * s)
            pdf.set_fill_color(255, 255, 255)
            with pdf.table(width=180, line_height=lh, borders_layout="NONE", first_row_as_headings=True,
                           headings_style=FontFace(emphasis="ITALICS", color=(70, 70, 70)), text_align="LEFT") as t:
                row = t.row()
                for role, _ in part["sigs"]:
                    row.cell(role)
                row = t.row()
                for _, rs in part["sigs"]:
                    row.cell("\n".join(nb(r_) for r_ in rs))
                    for r_ in rs:
                        rec(r_)
        if pdf.page_no() != len([p for p in doc["parts"] if p is part or doc["parts"].index(p) < doc["parts"].index(part)]):
            return b"", []
    out = bytes(pdf.output())
    return out, [pages.get(k + 1, []) for k in range(pdf.page_no())]
