"""The four families of corpus BE: layout (units, frames, page decorations) and writer.

Each render_*(doc) returns (pdf bytes, [values of page 0, values of page 1, ...]).
"""
from __future__ import annotations

import datetime
import io

from . import ids
from .layout import FONTS, Page, Unit, lines, paginate, vals_of, width
from .model import R, V

GREY = (0.45, 0.45, 0.45)


def table_units(b, w, font, fontb, size, head_rgb, grid_rgb, fill=None):
    heads, rows, weights = b[1], b[2], b[3]
    tot = sum(weights)
    ws = [w * x / tot for x in weights]
    xs = [sum(ws[:k]) for k in range(len(ws))]
    out = []
    u = Unit()
    if fill:
        u.ops.append(("r", 0, 0.5, w, size * 0.3528 * 1.6 + 1, fill, None, 0))
    for k, h in enumerate(heads):
        u.text(xs[k] + 1, size * 0.3528 * 1.3 + 0.5, h, fontb, size, head_rgb, ws[k] - 2)
    u.h = size * 0.3528 * 1.6 + 1.6
    u.ops.append(("l", 0, u.h, w, u.h, grid_rgb, 0.5))
    out.append(u)
    for row in rows:
        u = Unit()
        ys = []
        for k, cell in enumerate(row):
            ys.append(u.para(cell, xs[k] + 1, 0.3, ws[k] - 2, font, size, 1.35))
        u.h = max(ys) + 1.6
        u.ops.append(("l", 0, u.h, w, u.h, grid_rgb, 0.3))
        for x in xs[1:]:
            u.ops.append(("l", x, 0, x, u.h, grid_rgb, 0.3))
        out.append(u)
    return out


# ================================================================== family 1: ReportLab DICOM viewer
def viewer_units(b, w):
    k = b[0]
    u = Unit()
    if k == "h":
        u.text(0, 6.5, b[1].upper(), "dvb", 9.5, (0.05, 0.25, 0.45))
        u.ops.append(("l", 0, 8, w, 8, (0.05, 0.25, 0.45), 0.8))
        u.h = 10
        return [u]
    if k == "kv":
        out = []
        for cap, run in b[1]:
            u = Unit()
            u.ops.append(("r", 0, 0.3, 44, 4.6, (0.90, 0.92, 0.95), None, 0))
            u.text(1, 3.6, cap, "dvb", 7.2, (0.25, 0.3, 0.4), 42)
            y = u.para(run, 47, -0.6, w - 47, "dv", 8.4, 1.4)
            u.h = max(y, 4.6) + 1.2
            out.append(u)
        out[-1].h += 1.5
        return out
    if k == "p":
        u.h = u.para(b[1], 0, 0, w, "dv", 8.6, 1.45) + 2
        return [u]
    if k == "tab":
        return table_units(b, w, "dv", "dvb", 7.8, (1, 1, 1), (0.5, 0.55, 0.6), fill=(0.15, 0.2, 0.28))
    if k == "sig":
        y = 3
        for r in b[1]:
            y = u.para(r, w * 0.5, y, w * 0.5, "dv", 8.4)
        u.h = y + 3
        return [u]


def _viewport(pg, x, y, w, h, tl, tr, bl, br):
    pg.ops.append(("r", x, y, w, h, (0.02, 0.02, 0.02), (0.35, 0.35, 0.35), 0.4))
    pg.ops.append(("c", x + w / 2, y + h / 2 + 2, h * 0.34, (0.22, 0.22, 0.22), None))
    pg.ops.append(("c", x + w / 2 - 6, y + h / 2, h * 0.12, (0.4, 0.4, 0.4), None))
    col = (0.85, 0.95, 0.6)
    for i, run in enumerate(tl):
        pg.ops.append(("t", x + 1.5, y + 3.6 + 3.3 * i, _t(run) + " ", "dvm", 6.6, col))
        pg.vals += [s for s in run if isinstance(s, V)]
    for i, run in enumerate(tr):
        t = _t(run)
        pg.ops.append(("t", x + w - 1.5 - width(t, "dvm", 6.6), y + 3.6 + 3.3 * i, t + " ", "dvm", 6.6, col))
        pg.vals += [s for s in run if isinstance(s, V)]
    for i, t in enumerate(bl):
        pg.ops.append(("t", x + 1.5, y + h - 1.8 - 3.3 * (len(bl) - 1 - i), t + " ", "dvm", 6.6, col))
    for i, t in enumerate(br):
        pg.ops.append(("t", x + w - 1.5 - width(t, "dvm", 6.6), y + h - 1.8 - 3.3 * (len(br) - 1 - i), t + " ", "dvm", 6.6, col))


def _t(run):
    return "".join(s.text if isinstance(s, V) else s for s in run)


def render_viewer(doc):
    c = doc["ctx"]
    acc = doc["accession"]
    head_h = _head_block_height(doc, "dv", 7.6, 92, 93)

    def frames(k):
        return [(10, (head_h + 4) if k == 0 else 92, 276, 190)]

    pages = paginate(doc["pages"], viewer_units, frames)
    n = len(pages)
    for k, pg in enumerate(pages):
        pg.ops.insert(0, ("r", 0, 0, 210, 88, (0.12, 0.13, 0.15), None, 0))
        pg.ops.append(("t", 10, 6, "Visionneuse PACS - série 3/5 - ", "dvb", 7.5, (0.9, 0.9, 0.9)))
        t0 = "Visionneuse PACS - série 3/5 - "
        x = 10 + width(t0, "dvb", 7.5) + 1
        run = R(c.estab_v(), " (", c.acr_v(), ")")
        pg.ops.append(("t", x, 6, _t(run) + " ", "dv", 7.5, (0.9, 0.9, 0.9)))
        pg.vals += [c.estab_v(), c.acr_v()]
        _viewport(pg, 10, 9, 94, 76,
                  [c.pname((c.name_style + 2) % 5), R("ID ", V("IPP", c.ipp)), R("DN ", V("DATE_NAISSANCE", c.ddn))],
                  [R(c.acr_v()), R("Acc ", V("NUM_ACCESSION", acc))],
                  ["Se 3  Im 42/120", "kV 120  mAs 180"], ["WL 40  WW 400", "Zoom 1,6"])
        _viewport(pg, 106, 9, 94, 76, [R("Se 4  Im 61/120")], [R("Ep. 1,25 mm")],
                  ["Axial  Filtre B30f"], ["WL 350  WW 1500", "vue %d/%d" % (k + 1, n)])
        if k == 0:
            y = 91
            for run in doc["head"]:
                y += 3.4
                pg.ops.append(("t", 10, y, _t(run) + " ", "dv", 7.6, (0, 0, 0)))
                pg.vals += [s for s in run if isinstance(s, V)]
            y = 91
            for run in doc["team"]:
                y += 3.4
                pg.ops.append(("t", 108, y, _t(run) + " ", "dv", 7.6, (0.1, 0.1, 0.3)))
                pg.vals += [s for s in run if isinstance(s, V)]
            pg.ops.append(("t", 10, head_h + 1, doc["title"].upper() + " ", "dvb", 10.5, (0.05, 0.25, 0.45)))
        _foot(pg, doc["foot"], " - vue %d/%d" % (k + 1, n), 10, 287, 190, "dv", 6.8)
    return write_reportlab(pages, doc)


def _head_block_height(doc, font, size, y0, _):
    return y0 + 3.4 * max(len(doc["head"]), len(doc["team"])) + 7


def _foot(pg, run, tail, x, y, w, font, size, rgb=(0.3, 0.3, 0.3)):
    u = Unit()
    u.para(R(run, tail), 0, 0, w, font, size, 1.3, rgb)
    pg.add(u, x, y - size * 0.3528 * 1.3)


def write_reportlab(pages, doc):
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas
    buf = io.BytesIO()
    cv = canvas.Canvas(buf, pagesize=A4, invariant=1)
    cv.setTitle(doc["title"])
    H = A4[1]
    mm = 72 / 25.4
    for pg in pages:
        for o in pg.ops:
            if o[0] == "t":
                cv.setFillColorRGB(*o[6])
                cv.setFont("BE" + o[4], o[5])
                cv.drawString(o[1] * mm, H - o[2] * mm, o[3])
            elif o[0] == "l":
                cv.setStrokeColorRGB(*o[5])
                cv.setLineWidth(o[6])
                cv.line(o[1] * mm, H - o[2] * mm, o[3] * mm, H - o[4] * mm)
            elif o[0] == "r":
                if o[5]:
                    cv.setFillColorRGB(*o[5])
                if o[6]:
                    cv.setStrokeColorRGB(*o[6])
                    cv.setLineWidth(o[7])
                cv.rect(o[1] * mm, H - (o[2] + o[4]) * mm, o[3] * mm, o[4] * mm, stroke=1 if o[6] else 0, fill=1 if o[5] else 0)
            elif o[0] == "c":
                cv.setFillColorRGB(*o[4])
                cv.circle(o[1] * mm, H - o[2] * mm, o[3] * mm, stroke=0, fill=1)
        cv.showPage()
    cv.save()
    return buf.getvalue(), [pg.vals for pg in pages]


# ================================================================== family 2: fpdf2 whiteboard
BLUE, RED, GREEN, BLACK = (0.1, 0.2, 0.7), (0.75, 0.1, 0.1), (0.05, 0.5, 0.2), (0.12, 0.12, 0.12)


def board_units(b, w):
    k = b[0]
    u = Unit()
    if k == "h":
        u.ops.append(("c", 3, 5, 2.6, (0.85, 0.2, 0.2), None))
        u.text(8, 6.8, b[1], "fsb", 11, RED, w - 8)
        u.ops += [("l", 8, 8.6, w * 0.7, 9.2, RED, 0.7), ("l", 9, 9.6, w * 0.55, 9.9, RED, 0.4)]
        u.h = 12
        return [u]
    if k == "kv":  # value first in blue marker, the caption after it in small red
        out = []
        for cap, run in b[1]:
            u = Unit()
            y = u.para(R(run), 2, -0.4, w - 4, "fso", 10, 1.3, BLUE)
            u.text(4, y + 3.2, "\u2191 " + cap, "fs", 6.8, RED, w - 6)
            u.h = y + 5
            out.append(u)
        return out
    if k == "p":
        u.h = u.para(b[1], 0, 0, w, "fso", 9.2, 1.4, BLACK) + 2.5
        return [u]
    if k == "tab":
        return table_units(b, w, "fso", "fsb", 8.6, GREEN, (0.3, 0.6, 0.4))
    if k == "sig":
        y = 2
        for r in b[1]:
            y = u.para(r, 6, y, w - 6, "fso", 9.5, 1.4, GREEN)
        u.ops.append(("l", 4, y + 1.5, w * 0.8, y + 0.8, GREEN, 0.6))
        u.h = y + 4
        return [u]


def render_board(doc):
    c = doc["ctx"]
    head_h = 16 + 4.2 * max(len(doc["head"]), len(doc["team"])) + 12

    def frames(k):
        y0 = head_h if k == 0 else 30
        return [(20 + i * 88, y0, 180, 82) for i in range(3)]

    pages = paginate(doc["pages"], board_units, frames)
    n = len(pages)
    for k, pg in enumerate(pages):
        deco = [("r", 4, 4, 289, 188, (0.72, 0.74, 0.76), None, 0), ("r", 8, 8, 281, 176, (0.985, 0.985, 0.975), None, 0),
                ("r", 8, 8, 281, 14, (0.995, 0.995, 0.99), None, 0)]
        for i in (1, 2):
            deco.append(("l", 16 + i * 88, (head_h if k == 0 else 30) - 2, 16.5 + i * 88, 178, BLACK, 0.5))
        for cx in (40, 150, 260):
            deco.append(("c", cx, 11, 2.2, (0.2, 0.45, 0.8), None))
        pg.ops[:0] = deco
        rh = R("Patient : ", doc["runhead"])
        u = Unit()
        u.para(rh, 0, 0, 200, "fsb", 9, 1.3, BLACK)
        pg.add(u, 85, 13)
        if k == 0:
            u = Unit()
            y = 0
            for run in doc["head"]:
                y = u.para(run, 0, y, 130, "fso", 8.4, 1.45, BLACK)
            pg.add(u, 16, 18)
            u = Unit()
            y = 0
            for run in doc["team"]:
                y = u.para(run, 0, y, 120, "fso", 8.2, 1.45, GREEN)
            pg.add(u, 160, 18)
            u = Unit()
            u.text(0, 0, doc["title"], "fsb", 13, RED, 250)
            pg.add(u, 18, head_h - 4)
        pg.ops.append(("r", 20, 186, 257, 6, (0.6, 0.62, 0.64), None, 0))
        _foot(pg, doc["foot"], " - tableau %d/%d" % (k + 1, n), 24, 191, 250, "fs", 7, (0.1, 0.1, 0.1))
    return write_fpdf(pages, doc)


def write_fpdf(pages, doc):
    from fpdf import FPDF
    pdf = FPDF(orientation="L", format="A4", unit="mm")
    pdf.set_auto_page_break(False)
    for n in ("fs", "fso", "fsb"):
        pdf.add_font("BE" + n, "", FONTS[n])
    pdf.set_creation_date(datetime.datetime(2025, 1, 1, tzinfo=datetime.timezone.utc))
    pdf.set_title(doc["title"])
    for pg in pages:
        pdf.add_page()
        for o in pg.ops:
            if o[0] == "t":
                pdf.set_font("BE" + o[4], "", o[5])
                pdf.set_text_color(*[int(255 * v) for v in o[6]])
                pdf.text(o[1], o[2], o[3])
            elif o[0] == "l":
                pdf.set_draw_color(*[int(255 * v) for v in o[5]])
                pdf.set_line_width(o[6] * 0.35)
                pdf.line(o[1], o[2], o[3], o[4])
            elif o[0] == "r":
                if o[5]:
                    pdf.set_fill_color(*[int(255 * v) for v in o[5]])
                if o[6]:
                    pdf.set_draw_color(*[int(255 * v) for v in o[6]])
                pdf.rect(o[1], o[2], o[3], o[4], style=("F" if o[5] else "") + ("D" if o[6] else ""))
            elif o[0] == "c":
                pdf.set_fill_color(*[int(255 * v) for v in o[4]])
                pdf.circle(o[1], o[2], o[3], style="F")
    return bytes(pdf.output()), [pg.vals for pg in pages]


# ================================================================== family 3: PyMuPDF pill organizer
LIDS = [("MATIN", (0.98, 0.85, 0.3)), ("MIDI", (0.97, 0.6, 0.3)), ("SOIR", (0.45, 0.65, 0.9)), ("COUCHER", (0.65, 0.5, 0.85))]


def pill_units(b, w):
    k = b[0]
    out = []
    if k == "h":
        u = Unit()
        u.ops.append(("r", 0, 1, w, 7, (0.2, 0.3, 0.35), None, 0))
        u.text(2, 6, b[1], "cab", 9.5, (1, 1, 1), w - 4)
        u.h = 10
        return [u]
    if k in ("kv", "tab", "sig"):
        if k == "kv":
            items = b[1]
        elif k == "sig":
            items = [("VISA", R(*[x for r in b[1] for x in (r, " - ")][:-1]))]
        else:
            items = []
            for row in b[2]:
                rest = []
                for h, cell in zip(b[1][1:], row[1:]):
                    rest += [h + " : ", cell, " ; "]
                items.append((row[0], R(*rest[:-1])))
        for i, (cap, run) in enumerate(items):
            u = Unit()
            lid, col = LIDS[i % 4]
            u.ops.append(("r", 0, 0.8, w, 4.6, col, (0.3, 0.3, 0.3), 0.3))
            if isinstance(cap, list):
                u.para(cap, 1.5, -0.3, w * 0.75, "cab", 7.6, 1.3)
            else:
                u.text(1.5, 4.2, cap.upper() if i % 2 else cap, "cab", 7.6, (0.1, 0.1, 0.1), w * 0.75)
            u.text(w - 1.5 - width(lid, "ca", 5.5), 4.2, lid, "ca", 5.5, (0.3, 0.3, 0.3))
            y = u.para(run, 2, 5.4, w - 4, "ca", 9, 1.35)
            u.ops.append(("r", 0, 0.8, w, y + 1.2, None, (0.3, 0.3, 0.3), 0.4))
            u.h = y + 3
            out.append(u)
        return out
    if k == "p":
        u = Unit()
        y = u.para(b[1], 2, 0.5, w - 4, "ca", 9, 1.4)
        u.ops.append(("r", 0, 0.8, w, y + 1.5, (0.95, 0.97, 0.95), (0.5, 0.6, 0.5), 0.3))
        u.ops.insert(0, u.ops.pop())
        u.h = y + 4
        return [u]


def render_pill(doc):
    head_h = 36 + 3.6 * max(len(doc["head"]), len(doc["team"])) + 9

    def frames(k):
        y0 = head_h if k == 0 else 36
        return [(12, y0, 280, 89), (109, y0, 280, 89)]

    pages = paginate(doc["pages"], pill_units, frames)
    n = len(pages)
    for k, pg in enumerate(pages):
        # wristband across the top of every page: snap holes, identity, barcode text
        pg.ops[:0] = [("r", 8, 10, 194, 20, (0.93, 0.96, 1.0), (0.3, 0.4, 0.6), 0.5),
                      ("c", 14, 20, 2.5, (1, 1, 1), None), ("c", 196, 20, 2.5, (1, 1, 1), None)]
        u = Unit()
        u.text(0, 4, "BRACELET D'IDENTIFICATION", "cab", 6.5, (0.3, 0.4, 0.6))
        u.para(doc["ident_short"], 0, 4.5, 150, "cab", 9.5, 1.35)
        ipp = doc["ctx"].ipp
        u.text(0, 16, "*", "dvm", 9)
        u.text(3, 16, ipp, "dvm", 9)
        u.vals.append(V("IPP", ipp))
        u.text(3 + width(ipp + " ", "dvm", 9), 16, "*", "dvm", 9)
        pg.add(u, 20, 11)
        for i in range(24):
            pg.ops.append(("r", 158 + i * 1.4, 13, 0.5 + (i % 3) * 0.3, 12, (0, 0, 0), None, 0))
        if k == 0:
            u = Unit()
            y = 0
            for run in doc["head"]:
                y = u.para(run, 0, y, 96, "ca", 8, 1.4)
            pg.add(u, 12, 32)
            u = Unit()
            y = 0
            for run in doc["team"]:
                y = u.para(run, 0, y, 85, "ca", 7.8, 1.4, (0.2, 0.2, 0.45))
            pg.add(u, 112, 32)
            u = Unit()
            u.text(0, 0, "PILULIER DE SUIVI - " + doc["title"], "cab", 10.5, (0.2, 0.3, 0.35), 186)
            pg.add(u, 12, head_h - 2.5)
        else:
            pg.ops.append(("t", 12, 34, "(suite du semainier) ", "cai", 8, GREY))
        _foot(pg, doc["foot"], " - compartiment %d/%d" % (k + 1, n), 12, 289, 186, "ca", 7)
    return write_mupdf(pages, doc)


def write_mupdf(pages, doc):
    import pymupdf
    pdf = pymupdf.open()
    mm = 72 / 25.4
    for pg in pages:
        page = pdf.new_page(width=595.28, height=841.89)
        for o in pg.ops:
            if o[0] == "t":
                page.insert_text((o[1] * mm, o[2] * mm), o[3], fontsize=o[5], fontname="BE" + o[4],
                                 fontfile=FONTS[o[4]], color=o[6])
            elif o[0] == "l":
                page.draw_line((o[1] * mm, o[2] * mm), (o[3] * mm, o[4] * mm), color=o[5], width=o[6])
            elif o[0] == "r":
                page.draw_rect(pymupdf.Rect(o[1] * mm, o[2] * mm, (o[1] + o[3]) * mm, (o[2] + o[4]) * mm),
                               color=o[6], fill=o[5], width=o[7] if o[6] else 0)
            elif o[0] == "c":
                page.draw_circle((o[1] * mm, o[2] * mm), o[3] * mm, color=None, fill=o[4])
    pdf.subset_fonts()
    pdf.set_metadata({"title": doc["title"], "creationDate": "", "modDate": ""})
    return pdf.tobytes(garbage=3, deflate=True, no_new_id=True), [pg.vals for pg in pages]


# ================================================================== family 0: pydyf telegram with pasted tapes
TAPE = (0.99, 0.96, 0.78)


def tele_units(b, w):
    k = b[0]
    out = []

    def tape(run, size=8.6, font="Courier", indent=0, rgb=(0, 0, 0)):
        res = []
        for t, vals in lines(run, w - 4 - indent, font, size):
            u = Unit()
            u.ops.append(("r", indent, 0.6, min(w - indent, width(t, font, size) + 4), 4.6, TAPE, None, 0))
            u.text(indent + 2, 4, t, font, size, rgb, w - 4 - indent)
            u.vals.extend(vals)
            u.h = 5.4
            res.append(u)
        return res

    if k == "h":
        u = Unit()
        u.h = 2
        return [u] + tape(R("== " + b[1].upper() + " =="), 9, "Courier-Bold")
    if k == "kv":
        for cap, run in b[1]:
            lab = cap.upper().rstrip(". ")
            out += tape(R(lab + " " + "." * max(2, 22 - len(lab)) + " ", run))
        return out
    if k == "p":
        return tape(R(b[1], " STOP"))
    if k == "tab":
        for row in b[2]:
            rest = []
            for h, cell in zip(b[1][1:], row[1:]):
                rest += [" / " + h.upper() + " ", cell]
            out += tape(R("- ", row[0], *rest))
        return out
    if k == "sig":
        for r in b[1]:
            out += tape(r, 8.6, "Courier-Oblique", w * 0.35)
        return out


def render_tele(doc):
    head_h = 62 + 3.8 * len(doc["head"]) + 3.8 * len(doc["team"])

    def frames(k):
        return [(18, head_h if k == 0 else 44, 272, 176)]

    pages = paginate(doc["pages"], tele_units, frames)
    n = len(pages)
    c = doc["ctx"]
    for k, pg in enumerate(pages):
        pg.ops[:0] = [("r", 8, 8, 194, 281, (0.91, 0.93, 0.96), None, 0), ("r", 8, 8, 194, 18, (0.2, 0.3, 0.55), None, 0)]
        pg.ops.append(("t", 14, 20, "TÉLÉGRAMME MÉDICAL ", "Courier-Bold", 16, (1, 1, 1)))
        pg.ops.append(("t", 150, 20, "feuillet %d/%d " % (k + 1, n), "Courier", 9, (1, 1, 1)))
        u = Unit()
        u.para(R("DESTINATAIRE : ", doc["runhead"]), 0, 0, 176, "Courier-Bold", 8.4, 1.3, (0.2, 0.3, 0.55))
        pg.add(u, 18, 28)
        pg.ops.append(("t", 18, 40, "ORIGINE N° 7 - MOTS 184 - DÉPOSÉ %s À 08 H 55 " % ids.care(c.care), "Courier", 7.6, GREY))
        if k == 0:
            u = Unit()
            y = 0
            pg.ops.append(("t", 18, 47, "EXPÉDITEUR ", "Courier-Bold", 7.8, (0.2, 0.3, 0.55)))
            for run in doc["head"] + doc["team"]:
                y = u.para(run, 0, y, 176, "Courier", 7.8, 1.35)
            pg.add(u, 18, 48)
            u = Unit()
            u.text(0, 0, doc["title"].upper(), "Courier-Bold", 10, (0.2, 0.3, 0.55), 176)
            pg.add(u, 18, head_h - 3)
        pg.ops.append(("l", 18, 277, 194, 277, (0.2, 0.3, 0.55), 0.6))
        _foot(pg, doc["foot"], " - FEUILLET %d/%d" % (k + 1, n), 18, 283, 176, "Courier", 7.2)
    return write_pydyf(pages, doc)


def write_pydyf(pages, doc):
    import pydyf
    pdf = pydyf.PDF()
    fonts = {}
    for i, name in enumerate(("Courier", "Courier-Bold", "Courier-Oblique")):
        f = pydyf.Dictionary({"Type": "/Font", "Subtype": "/Type1", "BaseFont": "/" + name, "Encoding": "/WinAnsiEncoding"})
        pdf.add_object(f)
        fonts[name] = ("F%d" % i, f)
    res = pydyf.Dictionary({"Font": pydyf.Dictionary({v[0]: v[1].reference for v in fonts.values()})})
    pdf.add_object(res)
    H = 841.89
    mm = 72 / 25.4
    for pg in pages:
        s = pydyf.Stream()
        for o in pg.ops:
            if o[0] == "t":
                s.set_color_rgb(*o[6])
                s.begin_text()
                s.set_font_size(fonts[o[4]][0], o[5])
                s.set_text_matrix(1, 0, 0, 1, o[1] * mm, H - o[2] * mm)
                s.stream.append(b"<" + o[3].encode("cp1252").hex().encode() + b"> Tj")
                s.end_text()
            elif o[0] == "l":
                s.set_color_rgb(*o[5], stroke=True)
                s.set_line_width(o[6])
                s.move_to(o[1] * mm, H - o[2] * mm)
                s.line_to(o[3] * mm, H - o[4] * mm)
                s.stroke()
            elif o[0] == "r":
                if o[5]:
                    s.set_color_rgb(*o[5])
                    s.rectangle(o[1] * mm, H - (o[2] + o[4]) * mm, o[3] * mm, o[4] * mm)
                    s.fill()
        pdf.add_object(s)
        page = pydyf.Dictionary({"Type": "/Page", "Parent": pdf.pages.reference, "MediaBox": pydyf.Array([0, 0, 595.28, H]),
                                 "Contents": s.reference, "Resources": res.reference})
        pdf.add_page(page)
    pdf.info["Title"] = pydyf.String(doc["title"])
    buf = io.BytesIO()
    pdf.write(buf, identifier=b"corpus-be-%03d" % doc["num"])
    return buf.getvalue(), [pg.vals for pg in pages]


FAMILIES = [("pydyftele", "pydyf 0.13.0 (pasted-tape telegram)", render_tele),
            ("rlviewer", "ReportLab 5.1.0 canvas (DICOM viewer overlay)", render_viewer),
            ("fpdfboard", "fpdf2 2.8.9 (ward whiteboard)", render_board),
            ("mupdfpill", "PyMuPDF 2.0 (pill organizer + wristband)", render_pill)]
