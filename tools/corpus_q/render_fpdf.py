"""fpdf2: hand-written flow layout with multi_cell and bordered cells."""
import datetime as dt

from fpdf import FPDF
from fpdf.enums import MethodReturnValue

from .model import plain

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
FONTB = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"


class _PDF(FPDF):
    doc = None

    def header(self):
        pg = self.doc.pages[self.page_no() - 1]
        self.set_font("dv", "", 8)
        self.set_text_color(40, 40, 40)
        for ln in pg.header:
            self.cell(0, 4, plain(ln), new_x="LMARGIN", new_y="NEXT")
        self.line(self.l_margin, self.get_y() + 1, self.w - self.r_margin, self.get_y() + 1)
        self.ln(4)

    def footer(self):
        pg = self.doc.pages[self.page_no() - 1]
        self.set_y(-18)
        self.set_font("dv", "", 7.5)
        for ln in pg.footer:
            self.cell(0, 3.8, plain(ln), align="C", new_x="LMARGIN", new_y="NEXT")


def _lines(pdf, w, txt, h):
    return len(pdf.multi_cell(w, h, txt, dry_run=True, output=MethodReturnValue.LINES))


def render(doc, out_path):
    pdf = _PDF(format="A4")
    pdf.doc = doc
    pdf.set_margins(18, 15, 18)
    pdf.set_auto_page_break(False)
    pdf.add_font("dv", "", FONT)
    pdf.add_font("dv", "B", FONTB)
    if doc.meta_title is not None:
        pdf.set_title(plain(doc.meta_title))
    pdf.set_creator("corpus Q / fpdf2")
    pdf.set_creation_date(dt.datetime(2025, 12, 1, 12, 0, tzinfo=dt.timezone.utc))
    W = pdf.w - pdf.l_margin - pdf.r_margin
    for pg in doc.pages:
        pdf.add_page()
        for b in pg.blocks:
            t = b["t"]
            if t == "title":
                pdf.set_font("dv", "B", 13 if b["level"] == 1 else 10.5)
                pdf.multi_cell(W, 6, plain(b["segs"]), align="C" if b["level"] == 1 else "L", new_x="LMARGIN", new_y="NEXT")
                pdf.ln(2)
            elif t == "para":
                pdf.set_font("dv", "", 9.5)
                pdf.multi_cell(W, 4.8, plain(b["segs"]), new_x="LMARGIN", new_y="NEXT")
                pdf.ln(1.5)
            elif t == "lines":
                pdf.set_font("dv", "", 9.5)
                for ln in b["lines"]:
                    pdf.multi_cell(W, 4.6, plain(ln), new_x="LMARGIN", new_y="NEXT")
                pdf.ln(2)
            elif t == "kv":
                if b.get("caption"):
                    pdf.set_font("dv", "B", 9.5)
                    pdf.set_fill_color(225, 225, 225)
                    pdf.cell(W, 6, plain(b["caption"]), border=1, fill=True, new_x="LMARGIN", new_y="NEXT")
                w1 = 55
                for lab, val in b["rows"]:
                    pdf.set_font("dv", "", 9)
                    n = max(_lines(pdf, w1, plain(lab), 5), _lines(pdf, W - w1, plain(val), 5))
                    y = pdf.get_y()
                    pdf.set_font("dv", "B", 9)
                    pdf.multi_cell(w1, 5, plain(lab), new_x="RIGHT", new_y="TOP")
                    pdf.set_xy(pdf.l_margin, y)
                    pdf.rect(pdf.l_margin, y, w1, 5 * n)
                    pdf.set_xy(pdf.l_margin + w1, y)
                    pdf.set_font("dv", "", 9)
                    pdf.multi_cell(W - w1, 5, plain(val), new_x="LMARGIN", new_y="NEXT")
                    pdf.rect(pdf.l_margin + w1, y, W - w1, 5 * n)
                    pdf.set_xy(pdf.l_margin, y + 5 * n)
                pdf.ln(3)
            elif t == "table":
                if b.get("caption"):
                    pdf.set_font("dv", "B", 9)
                    pdf.multi_cell(W, 5, plain(b["caption"]), new_x="LMARGIN", new_y="NEXT")
                k = len(b["header"])
                ws = [W * f for f in (b["widths"] or [1.0 / k] * k)]
                for ri, row in enumerate([b["header"]] + b["rows"]):
                    pdf.set_font("dv", "B" if ri == 0 else "", 8.5)
                    n = max(_lines(pdf, ws[j] - 2, plain(cell), 4.5) for j, cell in enumerate(row))
                    y = pdf.get_y()
                    x = pdf.l_margin
                    for j, cell in enumerate(row):
                        if ri == 0:
                            pdf.set_fill_color(235, 235, 235)
                            pdf.rect(x, y, ws[j], 4.5 * n + 1, style="DF")
                        else:
                            pdf.rect(x, y, ws[j], 4.5 * n + 1)
                        pdf.set_xy(x + 1, y + 0.5)
                        pdf.multi_cell(ws[j] - 2, 4.5, plain(cell), new_x="RIGHT", new_y="TOP")
                        x += ws[j]
                    pdf.set_xy(pdf.l_margin, y + 4.5 * n + 1)
                pdf.ln(3)
            if pdf.get_y() > pdf.h - 22:
                raise RuntimeError("fpdf2: page overflow in %s" % doc.name)
    pdf.output(str(out_path))


def version():
    import fpdf
    return "fpdf2 " + fpdf.__version__
