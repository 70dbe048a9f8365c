"""Writer "twoup" of corpus CF: the document is first set as an A5 BOOKLET with PyMuPDF (Page.insert_text, every space doubled, Lato embedded,
draw_line / draw_rect; layout.py lays one part on each A5 page with its running head and foot), then IMPOSED TWO-UP:
each A4 landscape sheet shows two A5 pages side by side through Page.show_pdf_page (each A5 page becomes a Form
XObject of the sheet), with a dashed fold line. A document of 1-2 parts gives one sheet, of 3 parts two sheets (the
last right-hand half blank). The truth of a sheet is the values of its two A5 pages."""
from __future__ import annotations

import pymupdf

from .layout import lay_part

LATO = "/usr/share/fonts/truetype/lato/"
FILES = {"R": LATO + "Lato-Regular.ttf", "B": LATO + "Lato-Bold.ttf", "I": LATO + "Lato-Italic.ttf"}
_F = {}


def font(st):
    if st not in _F:
        _F[st] = pymupdf.Font(fontfile=FILES[st])
    return _F[st]


def render_twoup(doc):
    W, H = 420.0, 595.0

    def meas(t, st, size):
        return font(st).text_length(t.replace(" ", "  "), fontsize=size)
    a5 = pymupdf.open()
    vals = []
    n = len(doc["parts"])
    for k, part in enumerate(doc["parts"]):
        for sc in (7.6, 7.1, 6.6, 6.1, 5.7, 5.3, 4.9, 4.5):
            got = lay_part(doc, part, k + 1, n, W, H, meas, sc, mx=28, my=26, deco="plain")
            if got:
                break
        else:
            raise RuntimeError("twoup: part too long")
        ops, pv = got
        pg = a5.new_page(width=W, height=H)
        for op in ops:
            if op[0] == "l":
                _, x1, y1, x2, y2, w = op
                pg.draw_line((x1, y1), (x2, y2), color=(0.1, 0.3, 0.45), width=w)
            elif op[0] == "r":
                _, x, y, w, h = op
                pg.draw_rect(pymupdf.Rect(x, y, x + w, y + h), color=(0.1, 0.3, 0.45), fill=(0.9, 0.95, 0.98), width=0.8)
        for op in ops:
            if op[0] == "t":
                _, x, y, t, st, size, grey, _v = op
                col = (0.4, 0.4, 0.4) if grey else ((0.05, 0.25, 0.45) if st == "B" else (0, 0, 0))
                # every space doubled: Lato's space is narrow and pdftotext would glue short cells ("9 %")
                pg.insert_text((x, y), t.replace(" ", "  "), fontsize=size, fontname="lato" + st, fontfile=FILES[st], color=col)
        vals.append(pv)
    out = pymupdf.open()
    sheets = []
    for j in range(0, n, 2):
        sh = out.new_page(width=842, height=595)
        sh.show_pdf_page(pymupdf.Rect(0, 0, 421, 595), a5, j)
        v = list(vals[j])
        if j + 1 < n:
            sh.show_pdf_page(pymupdf.Rect(421, 0, 842, 595), a5, j + 1)
            v += vals[j + 1]
        sh.draw_line((421, 12), (421, 583), color=(0.6, 0.6, 0.6), width=0.3, dashes="[3 3] 0")
        sheets.append(v)
    out.set_metadata({"title": doc["title"], "creator": "Imposition livret A5 - 2 poses", "producer": "PyMuPDF",
                      "creationDate": "D:20251112093000+01'00'", "modDate": "D:20251112093000+01'00'"})
    pdf = out.tobytes(garbage=3, deflate=True, no_new_id=True)
    return pdf, sheets
