"""The four families of corpus BF: a new page layout each, drawn by a different PDF writer.

rlboard   ReportLab canvas    - BOARDING-PASS transfer ticket
fpdfcal   fpdf2               - MONTHLY CALENDAR sheet
mupdfcv   PyMuPDF             - CV / RÉSUMÉ layout
pydyfbip  pydyf (raw streams) - RADIO-PAGER ("bip") CALL LOG printout
Each returns (pdf bytes, [values printed on page 0, page 1, ...]).
"""
from __future__ import annotations

import calendar
import datetime
import io

from . import layout as L
from .content import airline_name
from .model import R, V, run_text

DJ = "/usr/share/fonts/truetype/dejavu/"
FREE = "/usr/share/fonts/truetype/freefont/"
CX = "/usr/share/fonts/truetype/crosextra/"
FONTS = {
    "rl": {"R": DJ + "DejaVuSansCondensed.ttf", "B": DJ + "DejaVuSansCondensed-Bold.ttf",
           "I": DJ + "DejaVuSansCondensed-Oblique.ttf", "M": DJ + "DejaVuSansMono.ttf"},
    "fp": {"R": FREE + "FreeSerif.ttf", "B": FREE + "FreeSerifBold.ttf", "I": FREE + "FreeSerifItalic.ttf",
           "M": FREE + "FreeMono.ttf"},
    "mu": {"R": CX + "Carlito-Regular.ttf", "B": CX + "Carlito-Bold.ttf", "I": CX + "Carlito-Italic.ttf",
           "M": DJ + "DejaVuSansMono.ttf"},
}
BASE14 = {"R": "Helvetica", "B": "Helvetica-Bold", "I": "Helvetica-Oblique", "M": "Courier"}


def measurer(fam):
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    if fam == "py":
        return lambda t, font, size: pdfmetrics.stringWidth(t, BASE14[font], size) * L.PT
    names = {}
    for k, path in FONTS[fam].items():
        n = "BF%s%s" % (fam, k)
        try:
            pdfmetrics.getFont(n)
        except KeyError:
            pdfmetrics.registerFont(TTFont(n, path))
        names[k] = n
    return lambda t, font, size: pdfmetrics.stringWidth(t, names[font], size) * L.PT


def heading_bar(f, text):
    f.y += 3
    f.op("r", f.x0, f.y, f.w, 5.6, 0.85, False)
    f.text(f.x0 + 2, f.y + 4.1, text, [], "B", 9.5)
    f.y += 7.5


def heading_rule(f, text):
    f.y += 4.5
    f.text(f.x0, f.y, text.upper(), [], "B", 9.5, 0.15)
    f.op("l", f.x0, f.y + 1.4, f.x0 + f.w, f.y + 1.4, 0.8, False)
    f.y += 3.5


# ------------------------------------------------------------------ 1. boarding pass (ReportLab)
def lay_boarding(doc, m):
    c = doc["ctx"]
    f = L.Flow(m, 16, 178, 118, 272, top_next=46)
    # the pass: main part 16..150, stub 156..194
    f.op("r", 12, 12, 186, 96, 0.96, True)
    f.op("l", 152, 14, 152, 106, 0.4, True)
    f.op("r", 12, 12, 186, 9, 0.25, False)
    f.text(16, 18.3, "CARTE DE TRANSFERT  -  BOARDING PASS SANITAIRE", [], "B", 10, 1.0)
    f.text(155, 18.3, "VOLET PATIENT", [], "B", 8, 1.0)
    y = 26
    for run in doc["head"][:2]:
        y = L.run_line(f, run, 16, y, 132, "R", 7)
    f.text(16, y + 9, "DE", [], "B", 7, 0.45)
    f.text(16, y + 17, run_text([V("ETABLISSEMENT", c["acr"], "sigle")]), [V("ETABLISSEMENT", c["acr"], "sigle")], "B", 20)
    f.text(60, y + 14, ">>>", [], "B", 14, 0.5)
    f.text(84, y + 9, "VERS", [], "B", 7, 0.45)
    f.text(84, y + 17, c["acr2"], [V("ETABLISSEMENT", c["acr2"], "sigle")], "B", 20)
    yy = y + 22
    fields = [("PASSAGER", airline_name(c)),
              ("VOL / SÉJOUR", R(V("NUM_SEJOUR", c["nda"]))), ("DATE", R(V("DATE", c["dates"][0].strftime("%d/%m/%Y"), "SOINS", "keep"))),
              ("EMBARQUEMENT", R(V("DECOY", c["time"], "HORAIRE", "keep"))), ("PORTE", R(V("DECOY", c["salle"], "SALLE", "keep"))),
              ("SIÈGE", R(V("DECOY", c["room"], "CHAMBRE", "keep")))]
    for k, (cap, run) in enumerate(fields):
        x = 16 + (k % 3) * 45
        yk = yy + (k // 3) * 11
        f.text(x, yk, cap, [], "B", 6.2, 0.45)
        L.run_line(f, run, x, yk + 4, 43, "B", 8.5)
    # stub: passenger, IPP, barcode text
    ys = 26
    ys = L.run_line(f, R("NOM ", V("NOM", c["sur"].upper(), "patient")), 155, ys, 40, "B", 7.5)
    ys = L.run_line(f, R("PRÉNOM ", V("PRENOM", c["first"], "patient")), 155, ys, 40, "R", 7.5)
    ys = L.run_line(f, R("IPP ", V("IPP", c["ipp"])), 155, ys, 40, "R", 7.5)
    ys = L.run_line(f, R("SIÈGE ", V("DECOY", c["room"], "CHAMBRE", "keep")), 155, ys, 40, "R", 7.5)
    for k in range(34):
        w = 0.3 + (int(c["ipp"][-1 - k % 6], 36) % 3) * 0.35 if c["ipp"][-1].isdigit() else 0.5
        f.op("r", 155 + k * 1.1, ys + 2, w, 12, 0.0, False)
    L.run_line(f, R("*", V("IPP", c["ipp"]), "*"), 160, ys + 18, 36, "M", 8)
    ys = 26 + 52
    for run in doc["team"][:2]:
        ys = L.run_line(f, run, 155, ys, 40, "R", 6)
    yt = 99
    L.run_line(f, R("Équipe : ", doc["team"][2], " ; ", doc["team"][3]), 16, yt, 134, "R", 6.6)
    L.run_line(f, doc["head"][2] + [" - "] + doc["head"][3], 16, 104.5, 134, "R", 6.6)
    f.y = 112
    f.text(16, f.y + 3, doc["title"], [], "B", 13)
    f.y += 6
    L.kv_block(f, doc["ident"], "under")
    L.body(f, doc, "under", heading_bar)
    n = len(f.pages)
    for k in range(n):
        if k:  # reduced boarding strip as running head
            f.op("r", 12, 12, 186, 26, 0.96, True, page=k)
            f.op("r", 12, 12, 186, 6.5, 0.25, False, page=k)
            f.text(16, 16.8, "CARTE DE TRANSFERT (suite)", [], "B", 8, 1.0, page=k)
        if k:
            L.run_line(f, R("Passager : ", doc["runhead"]), 16, 25, 170, "R", 8, page=k)
            L.run_line(f, R("De ", V("ETABLISSEMENT", c["acr"], "sigle"), " vers ", V("ETABLISSEMENT", c["acr2"], "sigle")),
                       16, 31, 170, "B", 8, page=k)
        f.op("l", 16, 279, 194, 279, 0.3, False, page=k)
        L.run_line(f, doc["foot"] + [" - carte %d/%d" % (k + 1, n)], 16, 283, 178, "R", 7.2, page=k)
    return f


def draw_reportlab(f, title):
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas
    measurer("rl")
    buf = io.BytesIO()
    cv = canvas.Canvas(buf, pagesize=A4, invariant=1)
    cv.setTitle(title)
    H = A4[1]
    mm = 72 / 25.4
    for p in f.pages:
        for o in p["ops"]:
            if o[0] == "t":
                if not o[3]:
                    continue
                cv.setFillGray(o[6])
                cv.setFont("BFrl" + o[4], o[5])
                cv.drawString(o[1] * mm, H - o[2] * mm, o[3])
            elif o[0] == "l":
                cv.setLineWidth(o[5])
                cv.setDash(2, 2) if o[6] else cv.setDash()
                cv.setStrokeGray(0.2)
                cv.line(o[1] * mm, H - o[2] * mm, o[3] * mm, H - o[4] * mm)
            elif o[0] == "r":
                cv.setDash()
                if o[5] is not None:
                    cv.setFillGray(o[5])
                cv.setLineWidth(0.5)
                cv.rect(o[1] * mm, H - (o[2] + o[4]) * mm, o[3] * mm, o[4] * mm, stroke=1 if o[6] else 0,
                        fill=0 if o[5] is None else 1)
        cv.showPage()
    cv.save()
    return buf.getvalue()


# ------------------------------------------------------------------ 2. monthly calendar (fpdf2)
def lay_calendar(doc, m):
    c = doc["ctx"]
    d0 = c["dates"][0]
    f = L.Flow(m, 16, 178, 150, 274, top_next=40)
    MOIS = ["JANVIER", "FÉVRIER", "MARS", "AVRIL", "MAI", "JUIN", "JUILLET", "AOÛT", "SEPTEMBRE", "OCTOBRE",
            "NOVEMBRE", "DÉCEMBRE"]
    f.op("r", 14, 10, 182, 14, 0.3, False)
    f.text(18, 19.5, "%s %d" % (MOIS[d0.month - 1], d0.year), [], "B", 16, 1.0)
    f.text(100, 15.5, "Calendrier des soins", [], "I", 9, 1.0)
    L.run_line(f, R("Agenda de : ", doc["runhead"]), 100, 20.5, 94, "B", 8.5, 1.0)
    # grid: 7 columns x 6 rows, 26 x 14 mm
    x0, y0, cw, ch = 14, 28, 26, 13.5
    for k, dn in enumerate(["lun.", "mar.", "mer.", "jeu.", "ven.", "sam.", "dim."]):
        f.op("r", x0 + k * cw, y0, cw, 5, 0.85, True)
        f.text(x0 + k * cw + 2, y0 + 3.7, dn, [], "B", 8)
    weeks = calendar.Calendar().monthdayscalendar(d0.year, d0.month)
    events = {}
    for k, d in enumerate(c["dates"]):
        if d.month == d0.month:
            events.setdefault(d.day, []).append(k)
    for wi, week in enumerate(weeks[:6]):
        for di, day in enumerate(week):
            x, y = x0 + di * cw, y0 + 5 + wi * ch
            f.op("r", x, y, cw, ch, 0.97 if di >= 5 else None, True)
            if not day:
                continue
            f.text(x + 1.5, y + 3.6, str(day), [], "B", 7.5, 0.3)
            for j, k in enumerate(events.get(day, [])[:1]):
                lab = ["RDV", "Soins", "Contrôle", "Visite", "Appel", "Bilan"][k]
                tm = c["time"] if k % 2 == 0 else c["time2"]
                f.text(x + 1.5, y + 7.4, lab, [], "R", 7)
                f.text(x + 1.5, y + 11, tm, [V("DECOY", tm, "HORAIRE", "keep")], "R", 7)
    ylet = y0 + 5 + 6 * ch + 3
    yy = ylet
    for run in doc["head"]:
        yy = L.run_line(f, run, 16, yy, 86, "R", 7.2)
    yy2 = ylet
    for run in doc["team"]:
        yy2 = L.run_line(f, run, 106, yy2, 88, "R", 7.0)
    f.y = max(yy, yy2) + 2
    f.text(16, f.y + 4, doc["title"], [], "B", 13)
    f.y += 7
    L.kv_block(f, doc["ident"], "after")
    L.body(f, doc, "after", heading_rule)
    n = len(f.pages)
    for k in range(1, n):
        f.op("r", 14, 10, 182, 22, 0.92, False, page=k)
        f.text(18, 16, "%s %d - suite" % (MOIS[d0.month - 1], d0.year), [], "B", 10, page=k)
        L.run_line(f, R("Agenda de : ", doc["runhead"]), 18, 22, 170, "R", 8.5, page=k)
        L.run_line(f, R("Service : ", V("ETABLISSEMENT", c["estab"], "etablissement")), 18, 27.5, 170, "R", 8, page=k)
    for k in range(n):
        L.run_line(f, R("page %d/%d - " % (k + 1, n)) + doc["foot"], 16, 287, 178, "I", 7.2, page=k)
    return f


def draw_fpdf(f, title):
    from fpdf import FPDF
    pdf = FPDF(format="A4", unit="mm")
    pdf.set_auto_page_break(False)
    for k, st in (("R", ""), ("B", "B"), ("I", "I")):
        pdf.add_font("BFSerif", st, FONTS["fp"][k])
    pdf.add_font("BFMono", "", FONTS["fp"]["M"])
    pdf.set_creation_date(datetime.datetime(2025, 1, 1, tzinfo=datetime.timezone.utc))
    pdf.set_title(title)
    for p in f.pages:
        pdf.add_page()
        for o in p["ops"]:
            if o[0] == "t":
                if not o[3]:
                    continue
                if o[4] == "M":
                    pdf.set_font("BFMono", "", o[5])
                else:
                    pdf.set_font("BFSerif", {"R": "", "B": "B", "I": "I"}[o[4]], o[5])
                g = int(255 * o[6])
                pdf.set_text_color(g, g, g)
                pdf.text(o[1], o[2], o[3])
            elif o[0] == "l":
                pdf.set_line_width(o[5] * L.PT)
                pdf.set_dash_pattern(dash=1, gap=1) if o[6] else pdf.set_dash_pattern()
                pdf.line(o[1], o[2], o[3], o[4])
            elif o[0] == "r":
                pdf.set_dash_pattern()
                pdf.set_line_width(0.2)
                if o[5] is not None:
                    g = int(255 * o[5])
                    pdf.set_fill_color(g, g, g)
                style = ("F" if o[5] is not None else "") + ("D" if o[6] else "")
                if style:
                    pdf.rect(o[1], o[2], o[3], o[4], style=style)
    return bytes(pdf.output())


# ------------------------------------------------------------------ 3. CV / résumé (PyMuPDF)
def lay_cv(doc, m):
    c = doc["ctx"]
    f = L.Flow(m, 74, 122, 62, 276, top_next=28)
    n_side = 12
    # sidebar (page 1): identity "contact" sections
    y = 20
    f.text(n_side, y, "IDENTITÉ", [], "B", 9, 1.0)
    y += 5
    for cap, run in doc["ident"]:
        f.text(n_side, y, cap, [], "B", 7, 0.8)
        y = L.run_line(f, run, n_side, y + 3.6, 52, "R", 7.8, 1.0) + 1.6
    y += 3
    f.text(n_side, y, "ÉTABLISSEMENT", [], "B", 9, 1.0)
    y += 5
    for run in doc["head"]:
        y = L.run_line(f, run, n_side, y, 52, "R", 7.2, 1.0) + 0.6
    # main column header: big name, title, team as "références"
    yh = L.run_line(f, doc["runhead"], 74, 22, 122, "B", 14)
    f.text(74, yh + 3, doc["title"], [], "I", 11.5, 0.3)
    f.op("l", 74, yh + 6, 196, yh + 6, 1.2, False)
    y = yh + 11
    f.text(74, y, "RÉFÉRENCES", [], "B", 8.5, 0.3)
    y += 4
    for run in doc["team"]:
        y = L.run_line(f, run, 74, y, 122, "R", 8) + 0.4
    f.y = max(y + 2, f.y)
    L.body(f, doc, "gutter", heading_rule, size=9.5)
    n = len(f.pages)
    for k in range(n):
        if k:
            L.run_line(f, doc["runhead"], 74, 14, 122, "B", 9.5, page=k)
            yk = 20
            f.text(n_side, yk, "IDENTITÉ (suite)", [], "B", 8, 1.0, page=k)
            L.run_line(f, R("IPP ", V("IPP", c["ipp"])), n_side, yk + 5, 52, "R", 7.8, 1.0, page=k)
        L.run_line(f, doc["foot"] + [" - %d / %d" % (k + 1, n)], 74, 287, 122, "R", 7, 0.3, page=k)
    f.sidebar = (0, 0, 66, 297)
    return f


def draw_mupdf(f, title):
    import pymupdf
    doc = pymupdf.open()
    mm = 72 / 25.4
    names = {"R": "bfr", "B": "bfb", "I": "bfi", "M": "bfm"}
    for p in f.pages:
        page = doc.new_page(width=595.28, height=841.89)
        page.draw_rect(pymupdf.Rect(0, 0, 66 * mm, 841.89), color=None, fill=(0.16, 0.24, 0.34))
        for k, n in names.items():
            page.insert_font(fontname=n, fontfile=FONTS["mu"][k])
        for o in p["ops"]:
            if o[0] == "t":
                if not o[3]:
                    continue
                g = o[6]
                page.insert_text((o[1] * mm, o[2] * mm), o[3], fontsize=o[5], fontname=names[o[4]], color=(g, g, g))
            elif o[0] == "l":
                page.draw_line((o[1] * mm, o[2] * mm), (o[3] * mm, o[4] * mm), color=(0.3, 0.3, 0.3), width=o[5],
                               dashes="[2 2] 0" if o[6] else None)
            elif o[0] == "r":
                fill = None if o[5] is None else (o[5], o[5], o[5])
                page.draw_rect(pymupdf.Rect(o[1] * mm, o[2] * mm, (o[1] + o[3]) * mm, (o[2] + o[4]) * mm),
                               color=(0.3, 0.3, 0.3) if o[6] else None, fill=fill, width=0.5)
    doc.set_metadata({"title": title, "creationDate": "", "modDate": "", "producer": "", "creator": ""})
    doc.subset_fonts()
    out = doc.tobytes(garbage=3, deflate=True, no_new_id=True)
    doc.close()
    return out


# ------------------------------------------------------------------ 4. pager call log (pydyf)
def lay_biplog(doc, m):
    c = doc["ctx"]
    f = L.Flow(m, 18, 174, 100, 272, top_next=34)
    f.op("r", 14, 10, 182, 12, None, True)
    f.text(18, 15, "STANDARD - JOURNAL DES BIPS ET APPELS", [], "B", 10)
    L.run_line(f, R("Poste de : ", doc["runhead"]), 18, 20, 170, "M", 7.5)
    y = 28
    for run in doc["head"]:
        y = L.run_line(f, run, 18, y, 174, "R", 7.5)
    y += 2
    f.op("l", 14, y, 196, y, 0.4, False)
    y += 4
    f.text(18, y, "HEURE", [], "B", 7.5)
    f.text(36, y, "BIP", [], "B", 7.5)
    f.text(52, y, "APPELÉ", [], "B", 7.5)
    y += 1.5
    f.op("l", 14, y, 196, y, 0.2, False)
    y += 4
    for k, run in enumerate(doc["team"]):
        f.text(18, y, "%02d:%02d" % (7 + k, 12 + 9 * k), [], "M", 7.5)
        f.text(36, y, "%d" % (4400 + 17 * k + c["i"]), [], "M", 7.5)
        y = L.run_line(f, run + [" - rappel OK"], 52, y, 142, "R", 7.5)
    f.y = y + 1
    f.text(18, f.y + 5, doc["title"].upper(), [], "B", 11)
    f.y += 8
    L.dots_block(f, doc["ident"], 8.8)
    f.top = f.y
    L.body(f, doc, "dots", heading_bar, textual_ticks=True, size=8.8)
    n = len(f.pages)
    for k in range(1, n):
        f.op("r", 14, 10, 182, 18, None, True, page=k)
        f.text(18, 15, "JOURNAL DES BIPS (suite)", [], "B", 9, page=k)
        L.run_line(f, R("Poste de : ", doc["runhead"]), 18, 20, 170, "M", 7.5, page=k)
        L.run_line(f, R("Service : ", V("ETABLISSEMENT", c["estab"], "etablissement")), 18, 25, 170, "R", 7.5, page=k)
    for k in range(n):
        L.run_line(f, R("--- impression du journal, feuille %d/%d --- " % (k + 1, n)) + doc["foot"], 18, 286, 174, "M", 7, page=k)
    return f


def _hex(t):
    return "<" + t.encode("cp1252").hex() + ">"


def draw_pydyf(f, title):
    import pydyf
    pdf = pydyf.PDF()
    fonts = pydyf.Dictionary()
    for k, base in BASE14.items():
        fo = pydyf.Dictionary({"Type": "/Font", "Subtype": "/Type1", "BaseFont": "/" + base, "Encoding": "/WinAnsiEncoding"})
        pdf.add_object(fo)
        fonts["F" + k] = fo.reference
    pdf.info["Title"] = pydyf.String(title)
    mm = 72 / 25.4
    H = 841.89
    for p in f.pages:
        s = pydyf.Stream()
        for o in p["ops"]:
            if o[0] == "r":
                s.set_line_width(0.5)
                s.rectangle(o[1] * mm, H - (o[2] + o[4]) * mm, o[3] * mm, o[4] * mm)
                if o[5] is not None:
                    s.set_color_rgb(o[5], o[5], o[5])
                    s.fill_and_stroke() if o[6] else s.fill()
                    s.set_color_rgb(0, 0, 0)
                else:
                    s.stroke()
            elif o[0] == "l":
                s.set_line_width(o[5])
                s.set_dash([2, 2] if o[6] else [], 0)
                s.move_to(o[1] * mm, H - o[2] * mm)
                s.line_to(o[3] * mm, H - o[4] * mm)
                s.stroke()
                s.set_dash([], 0)
        for o in p["ops"]:
            if o[0] == "t" and o[3]:
                s.set_color_rgb(o[6], o[6], o[6])
                s.begin_text()
                s.set_font_size("F" + o[4], o[5])
                s.set_text_matrix(1, 0, 0, 1, o[1] * mm, H - o[2] * mm)
                s.show_text(_hex(o[3]))
                s.end_text()
        pdf.add_object(s)
        page = pydyf.Dictionary({"Type": "/Page", "Parent": pdf.pages.reference, "MediaBox": pydyf.Array([0, 0, 595.28, H]),
                                 "Contents": s.reference, "Resources": pydyf.Dictionary({"Font": fonts})})
        pdf.add_page(page)
    buf = io.BytesIO()
    pdf.write(buf, identifier=b"corpus-bf-fixed-id", compress=True)
    return buf.getvalue()


FAMILIES = {
    "rlboard": ("rl", lay_boarding, draw_reportlab, "ReportLab %s canvas (boarding-pass transfer ticket)"),
    "fpdfcal": ("fp", lay_calendar, draw_fpdf, "fpdf2 %s (monthly calendar sheet)"),
    "mupdfcv": ("mu", lay_cv, draw_mupdf, "PyMuPDF %s (CV / résumé layout)"),
    "pydyfbip": ("py", lay_biplog, draw_pydyf, "pydyf %s (pager call log printout)"),
}


def render(family, doc):
    key, lay, draw, _ = FAMILIES[family]
    f = lay(doc, measurer(key))
    pdf = draw(f, doc["title"])
    return pdf, [p["vals"] for p in f.pages]
