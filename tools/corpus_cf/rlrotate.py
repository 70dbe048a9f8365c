"""Writer "rlrotate" of corpus CF: a ReportLab 5.1.0 canvas whose pages are A4 PORTRAIT media boxes carrying /Rotate 90
(canvas.setPageRotation), the content being drawn turned by 90 degrees so that the page is shown as a LANDSCAPE LISTING
(as a hospital information system prints a wide sheet): DejaVu Sans Condensed embedded (subsets), a grey band behind
the title, ruled tables, boxed alerts; layout.py lays each part out on the 842 x 595 landscape page, the scale shrinking
until the part holds on one page. invariant=1 (fixed dates and IDs)."""
from __future__ import annotations

import io

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas

from .layout import lay_part

FD = "/usr/share/fonts/truetype/dejavu/"
_REG = []


def fonts():
    if not _REG:
        pdfmetrics.registerFont(TTFont("DVC", FD + "DejaVuSansCondensed.ttf"))
        pdfmetrics.registerFont(TTFont("DVC-B", FD + "DejaVuSansCondensed-Bold.ttf"))
        pdfmetrics.registerFont(TTFont("DVC-I", FD + "DejaVuSansCondensed-Oblique.ttf"))
        _REG.append(1)
    return {"R": "DVC", "B": "DVC-B", "I": "DVC-I"}


def render_rlrotate(doc):
    F = fonts()
    W, H = 842.0, 595.0

    def meas(t, st, size):
        return pdfmetrics.stringWidth(t, F[st], size)
    pages = []
    n = len(doc["parts"])
    for k, part in enumerate(doc["parts"]):
        for sc in (9.0, 8.4, 7.8, 7.2, 6.6, 6.0, 5.5, 5.0, 4.6):
            got = lay_part(doc, part, k + 1, n, W, H, meas, sc, mx=40, my=30, deco="caps")
            if got:
                break
        else:
            raise RuntimeError("rlrotate: part too long")
        pages.append(got)
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=(842.0, 595.0), invariant=1, pageCompression=1)
    c.setTitle(doc["title"])
    c.setAuthor("Service d'information médicale")
    c.setCreator("Listing paysage ReportLab")
    vals = []
    for ops, pv in pages:
        c.setPageRotation(90)
        c.saveState()
        # landscape frame (x right, y down from the top of the shown page) -> portrait user space
        c.transform(0, 1, -1, 0, 595.0, 0)
        for op in ops:
            if op[0] == "l":
                _, x1, y1, x2, y2, w = op
                c.setLineWidth(w)
                c.setStrokeGray(0.35)
                c.line(x1, H - y1, x2, H - y2)
            elif op[0] == "r":
                _, x, y, w, h = op
                c.setStrokeGray(0.2)
                c.setFillGray(0.93)
                c.setLineWidth(0.8)
                c.rect(x, H - y - h, w, h, stroke=1, fill=1)
        for op in ops:
            if op[0] == "t":
                _, x, y, t, st, size, grey, _v = op
                c.setFillGray(0.4 if grey else 0.0)
                c.setFont(F[st], size)
                c.drawString(x, H - y, t)
        c.restoreState()
        c.showPage()
        vals.append(pv)
    c.save()
    return buf.getvalue(), vals
