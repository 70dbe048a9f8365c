"""Four writers of corpus BD: each gives the layout a measure function (real font advances) and prints its ops."""
from __future__ import annotations

import datetime
import io

MM = 72 / 25.4
DEJAVU = "/usr/share/fonts/truetype/dejavu/"
FREE = "/usr/share/fonts/truetype/freefont/"
CARLITO = "/usr/share/fonts/truetype/crosextra/"


# ------------------------------------------------------------------ ReportLab (FreeSerif TTF)
def reportlab_measure():
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    names = {"R": "BDSerif", "B": "BDSerifB", "I": "BDSerifI"}
    for key, file in (("R", "FreeSerif.ttf"), ("B", "FreeSerifBold.ttf"), ("I", "FreeSerifItalic.ttf")):
        try:
            pdfmetrics.getFont(names[key])
        except KeyError:
            pdfmetrics.registerFont(TTFont(names[key], FREE + file))
    return lambda t, f, size: pdfmetrics.stringWidth(t, names[f], size) / MM


def reportlab_write(pages, size, title):
    from reportlab.pdfgen import canvas
    names = {"R": "BDSerif", "B": "BDSerifB", "I": "BDSerifI"}
    buf = io.BytesIO()
    W, H = size[0] * MM, size[1] * MM
    cv = canvas.Canvas(buf, pagesize=(W, H), invariant=1)
    cv.setTitle(title)
    cv.setAuthor("Direction de la qualité")
    for pg in pages:
        for o in pg.ops:
            if o[0] == "t":
                cv.setFont(names[o[4]], o[5])
                cv.setFillColorRGB(*o[6])
                cv.drawString(o[1] * MM, H - o[2] * MM, o[3])
            elif o[0] == "l":
                cv.setLineWidth(o[5])
                cv.setStrokeColorRGB(*o[6])
                cv.setDash(2, 1.5) if o[7] else cv.setDash()
                cv.line(o[1] * MM, H - o[2] * MM, o[3] * MM, H - o[4] * MM)
                cv.setDash()
            elif o[0] == "r":
                if o[5]:
                    cv.setFillColorRGB(*o[5])
                if o[6]:
                    cv.setStrokeColorRGB(*o[6])
                    cv.setLineWidth(o[7])
                cv.rect(o[1] * MM, H - (o[2] + o[4]) * MM, o[3] * MM, o[4] * MM, stroke=1 if o[6] else 0, fill=1 if o[5] else 0)
            elif o[0] == "c":
                cv.setFillColorRGB(*o[4])
                cv.circle(o[1] * MM, H - o[2] * MM, o[3] * MM, stroke=0, fill=1)
            elif o[0] == "poly":
                p = cv.beginPath()
                pts = o[1]
                p.moveTo(pts[0][0] * MM, H - pts[0][1] * MM)
                for x, y in pts[1:]:
                    p.lineTo(x * MM, H - y * MM)
                p.close()
                cv.setFillColorRGB(*o[2])
                cv.drawPath(p, stroke=0, fill=1)
        cv.showPage()
    cv.save()
    return buf.getvalue()


# ------------------------------------------------------------------ fpdf2 (Carlito TTF)
class _Fpdf:
    def __init__(self):
        from fpdf import FPDF
        self.pdf = FPDF(unit="mm", format="A4")
        self.pdf.set_auto_page_break(False)
        for st, file in (("", "Carlito-Regular.ttf"), ("B", "Carlito-Bold.ttf"), ("I", "Carlito-Italic.ttf")):
            self.pdf.add_font("BDCarlito", st, CARLITO + file)

    def measure(self, t, f, size):
        self.pdf.set_font("BDCarlito", "" if f == "R" else f, size)
        return self.pdf.get_string_width(t)


def fpdf_measure():
    w = _Fpdf()
    return w.measure


def fpdf_write(pages, size, title):
    w = _Fpdf()
    pdf = w.pdf
    pdf.set_creation_date(datetime.datetime(2025, 1, 1, tzinfo=datetime.timezone.utc))
    pdf.set_title(title)
    for pg in pages:
        pdf.add_page(format=(size[0], size[1]))
        for o in pg.ops:
            if o[0] == "t":
                pdf.set_font("BDCarlito", "" if o[4] == "R" else o[4], o[5])
                pdf.set_text_color(*[int(255 * c) for c in o[6]])
                pdf.text(o[1], o[2], o[3])
            elif o[0] == "l":
                pdf.set_line_width(max(o[5], 0.01) / MM)
                pdf.set_draw_color(*[int(255 * c) for c in o[6]])
                if o[7]:
                    pdf.set_dash_pattern(dash=0.8, gap=0.6)
                pdf.line(o[1], o[2], o[3], o[4])
                pdf.set_dash_pattern()
            elif o[0] == "r":
                style = ("F" if o[5] else "") + ("D" if o[6] else "")
                if o[5]:
                    pdf.set_fill_color(*[int(255 * c) for c in o[5]])
                if o[6]:
                    pdf.set_draw_color(*[int(255 * c) for c in o[6]])
                    pdf.set_line_width(max(o[7], 0.01) / MM)
                pdf.rect(o[1], o[2], o[3], o[4], style=style)
            elif o[0] == "c":
                pdf.set_fill_color(*[int(255 * c) for c in o[4]])
                pdf.circle(x=o[1], y=o[2], radius=o[3], style="F")
            elif o[0] == "poly":
                pdf.set_fill_color(*[int(255 * c) for c in o[2]])
                pdf.polygon(o[1], style="F")
    return bytes(pdf.output())


# ------------------------------------------------------------------ PyMuPDF (DejaVu Sans Condensed TTF)
MUFILES = {"R": DEJAVU + "DejaVuSansCondensed.ttf", "B": DEJAVU + "DejaVuSansCondensed-Bold.ttf",
           "I": DEJAVU + "DejaVuSansCondensed-Oblique.ttf"}


def mupdf_measure():
    import pymupdf
    fonts = {k: pymupdf.Font(fontfile=v) for k, v in MUFILES.items()}
    return lambda t, f, size: fonts[f].text_length(t, fontsize=size) / MM


def mupdf_write(pages, size, title):
    import pymupdf
    doc = pymupdf.open()
    W, H = size[0] * MM, size[1] * MM
    for pg in pages:
        page = doc.new_page(width=W, height=H)
        for k, f in MUFILES.items():
            page.insert_font(fontname="bd" + k, fontfile=f)
        for o in pg.ops:
            if o[0] == "t":
                page.insert_text((o[1] * MM, o[2] * MM), o[3], fontname="bd" + o[4], fontsize=o[5], color=o[6])
            elif o[0] == "l":
                page.draw_line((o[1] * MM, o[2] * MM), (o[3] * MM, o[4] * MM), color=o[6], width=max(o[5], 0.05),
                               dashes="[2 1.5] 0" if o[7] else None)
            elif o[0] == "r":
                page.draw_rect(pymupdf.Rect(o[1] * MM, o[2] * MM, (o[1] + o[3]) * MM, (o[2] + o[4]) * MM), color=o[6],
                               fill=o[5], width=o[7] if o[6] else 0)
            elif o[0] == "c":
                page.draw_circle((o[1] * MM, o[2] * MM), o[3] * MM, color=None, fill=o[4])
            elif o[0] == "poly":
                page.draw_polyline([(x * MM, y * MM) for x, y in o[1] + [o[1][0]]], color=None, fill=o[2], closePath=True)
    doc.set_metadata({"title": title, "creationDate": "", "modDate": "", "producer": "", "creator": ""})
    doc.subset_fonts()
    return doc.tobytes(garbage=3, deflate=True, no_new_id=True)


# ------------------------------------------------------------------ pydyf (base-14 Helvetica, WinAnsi)
B14 = {"R": "Helvetica", "B": "Helvetica-Bold", "I": "Helvetica-Oblique"}


def pydyf_measure():
    from reportlab.pdfbase import pdfmetrics
    return lambda t, f, size: pdfmetrics.stringWidth(t, B14[f], size) / MM


def pydyf_write(pages, size, title):
    import pydyf
    pdf = pydyf.PDF()
    fonts = {}
    for k, name in B14.items():
        fo = pydyf.Dictionary({"Type": "/Font", "Subtype": "/Type1", "BaseFont": "/" + name, "Encoding": "/WinAnsiEncoding"})
        pdf.add_object(fo)
        fonts["F" + k] = fo.reference
    res = pydyf.Dictionary({"Font": pydyf.Dictionary(fonts)})
    pdf.info["Title"] = pydyf.String(title)
    pdf.info["Producer"] = pydyf.String("pydyf")
    W, H = size[0] * MM, size[1] * MM

    def f(v):
        return ("%.3f" % v).rstrip("0").rstrip(".")

    for pg in pages:
        ops = []
        for o in pg.ops:
            if o[0] == "t":
                hexs = o[3].encode("cp1252").hex()
                ops.append("BT %s %s %s rg /F%s %s Tf %s %s Td <%s> Tj ET" % (
                    f(o[6][0]), f(o[6][1]), f(o[6][2]), o[4], f(o[5]), f(o[1] * MM), f(H - o[2] * MM), hexs))
            elif o[0] == "l":
                ops.append("q %s w %s %s %s RG %s %s %s m %s %s l S Q" % (
                    f(max(o[5], 0.05)), f(o[6][0]), f(o[6][1]), f(o[6][2]), "[2 1.5] 0 d" if o[7] else "[] 0 d",
                    f(o[1] * MM), f(H - o[2] * MM), f(o[3] * MM), f(H - o[4] * MM)))
            elif o[0] == "r":
                cmd = "B" if o[5] and o[6] else ("f" if o[5] else "S")
                col = ""
                if o[5]:
                    col += "%s %s %s rg " % tuple(f(c) for c in o[5])
                if o[6]:
                    col += "%s %s %s RG %s w " % (f(o[6][0]), f(o[6][1]), f(o[6][2]), f(max(o[7], 0.05)))
                ops.append("q %s%s %s %s %s re %s Q" % (col, f(o[1] * MM), f(H - (o[2] + o[4]) * MM), f(o[3] * MM),
                                                       f(o[4] * MM), cmd))
            elif o[0] == "c":
                cx, cy, r = o[1] * MM, H - o[2] * MM, o[3] * MM
                k = 0.5523 * r
                ops.append("q %s %s %s rg %s %s m %s %s %s %s %s %s c %s %s %s %s %s %s c %s %s %s %s %s %s c %s %s %s %s %s %s c f Q" % (
                    f(o[4][0]), f(o[4][1]), f(o[4][2]), f(cx + r), f(cy),
                    f(cx + r), f(cy + k), f(cx + k), f(cy + r), f(cx), f(cy + r),
                    f(cx - k), f(cy + r), f(cx - r), f(cy + k), f(cx - r), f(cy),
                    f(cx - r), f(cy - k), f(cx - k), f(cy - r), f(cx), f(cy - r),
                    f(cx + k), f(cy - r), f(cx + r), f(cy - k), f(cx + r), f(cy)))
            elif o[0] == "poly":
                pts = o[1]
                path = "%s %s m " % (f(pts[0][0] * MM), f(H - pts[0][1] * MM)) + " ".join(
                    "%s %s l" % (f(x * MM), f(H - y * MM)) for x, y in pts[1:])
                ops.append("q %s %s %s rg %s h f Q" % (f(o[2][0]), f(o[2][1]), f(o[2][2]), path))
        st = pydyf.Stream([op.encode("latin-1") for op in ops], compress=True)
        pdf.add_object(st)
        page = pydyf.Dictionary({"Type": "/Page", "Parent": pdf.pages.reference,
                                 "MediaBox": pydyf.Array([0, 0, f(W), f(H)]), "Contents": st.reference, "Resources": res})
        pdf.add_page(page)
    buf = io.BytesIO()
    pdf.write(buf, identifier=b"corpus-bd-fixed-id", compress=False)
    return buf.getvalue()


WRITERS = {
    "pv": (reportlab_measure, reportlab_write, "ReportLab %s pdfgen canvas (procès-verbal)"),
    "gantt": (fpdf_measure, fpdf_write, "fpdf2 %s (Gantt chart of the stay)"),
    "kanban": (mupdf_measure, mupdf_write, "PyMuPDF %s (kanban board)"),
    "cards": (pydyf_measure, pydyf_write, "pydyf %s (appointment-card sheet)"),
}
