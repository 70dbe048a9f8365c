"""Four layouts of corpus AX (adapted from corpus AU's render.py: the Flow line-layout engine is kept, the layouts
are new). Each renderer returns (pdf bytes, [values of page 0, values of page 1, ...]).

Flow lays text out in mm (top-down) with the real advances of the font the writer embeds (or the base-14 AFM
widths), never breaks a value (model.wrap: a value and the punctuation glued to it are one word) and records the
values drawn on each page, so the truth follows the page a value really lands on.
"""
from __future__ import annotations

import datetime
import io

from .model import run_text, run_values, wrap

DEJAVU = "/usr/share/fonts/truetype/dejavu/"
FREE = "/usr/share/fonts/truetype/freefont/"
CARLITO = "/usr/share/fonts/truetype/crosextra/"
MM = 72 / 25.4


# ------------------------------------------------------------------ layout engine
class Flow:
    """Top-down line layout on pages of a given geometry; ops are drawn later by a writer."""

    def __init__(self, measure, top, bottom, x0, width, top_first=None):
        self.m, self.top, self.bottom, self.x0, self.w = measure, top, bottom, x0, width
        self.top_first = top if top_first is None else top_first
        self.pages = []
        self.new_page()

    def new_page(self):
        self.pages.append({"ops": [], "vals": []})
        self.y = self.top_first if len(self.pages) == 1 else self.top

    def need(self, h):
        if self.y + h > self.bottom:
            self.new_page()

    def text(self, x, y, text, vals, font="R", size=9.0, color=(0, 0, 0)):
        self.pages[-1]["ops"].append(("t", x, y, text, font, size, color))
        self.pages[-1]["vals"].extend(vals)

    def op(self, *o):
        self.pages[-1]["ops"].append(o)

    def lines(self, run, w, font, size):
        return wrap(run, w, lambda t: self.m(t, font, size))

    def para(self, run, x=None, w=None, size=9.0, font="R", lead=1.45, color=(0, 0, 0)):
        x = self.x0 if x is None else x
        w = self.w if w is None else w
        for t, vals in self.lines(run, w, font, size):
            self.need(size * 0.3528 * lead)
            self.y += size * 0.3528 * lead
            self.text(x, self.y, t, vals, font, size, color)
        self.y += 1.0


def runs_into(page, x, y, runs, measure, width, size, font="R", lead=1.35, color=(0, 0, 0)):
    """Draw runs at a fixed place of a page dict (headers, footers, panels); returns the y after them."""
    for run in runs:
        for t, vals in wrap(run, width, lambda s: measure(s, font, size)):
            y += size * 0.3528 * lead
            page["ops"].append(("t", x, y, t, font, size, color))
            page["vals"].extend(vals)
    return y


def lay_blocks(f: Flow, blocks, st: dict):
    """Lay blocks out in Flow f. st: style name and sizes ("screen", "carnet", "encadre")."""
    style = st["style"]
    size = st.get("size", 9.0)
    kvw = st.get("kvw", 40)
    for b in blocks:
        kind = b[0]
        if kind == "break":
            f.new_page()
        elif kind == "h":
            f.need(14)
            f.y += 3.5
            if style == "screen":
                f.op("rect", f.x0, f.y - 0.5, f.w, 6.2, (0.86, 0.89, 0.93), (0.55, 0.6, 0.7), 0.3)
                f.y += 4.3
                f.text(f.x0 + 2, f.y, b[1], [], "B", size + 0.5, (0.1, 0.2, 0.4))
                f.y += 3.2
            elif style == "carnet":
                f.y += 4
                f.text(f.x0, f.y, b[1], [], "B", size + 1.2)
                f.op("l", f.x0, f.y + 1.2, f.x0 + f.m(b[1], "B", size + 1.2), f.y + 1.2, 0.5, (0, 0, 0))
                f.y += 3
            else:  # encadre: numbered heading in small caps over a rule
                st["hn"] = st.get("hn", 0) + 1
                f.y += 4.5
                f.op("sc", f.x0, f.y, "%d. %s" % (st["hn"], b[1]), "B", size + 1.6)
                f.op("l", f.x0, f.y + 1.5, f.x0 + f.w, f.y + 1.5, 0.6, (0.3, 0.3, 0.3))
                f.y += 3.5
        elif kind == "p":
            f.para(b[1], size=size)
        elif kind == "kv":
            for label, _len, run, _ren in b[1]:
                lines = f.lines(run, f.w - kvw - 4, "R", size)
                f.need(4.8 * len(lines) + 1.5)
                f.y += 4.8 if style == "screen" else 4.5
                if style == "screen":
                    f.text(f.x0 + 1, f.y, label, [], "R", size - 0.8, (0.3, 0.3, 0.35))
                    h = 4.4 * len(lines) + 1.2
                    f.op("rect", f.x0 + kvw - 1.5, f.y - 3.6, f.w - kvw + 1.5, h, (1, 1, 1), (0.6, 0.6, 0.65), 0.25)
                elif style == "encadre":
                    f.op("sc", f.x0 + 1, f.y, label, "R", size - 0.6)
                else:
                    f.text(f.x0, f.y, label + " :", [], "I", size - 0.4)
                for k, (t, vals) in enumerate(lines):
                    if k:
                        f.y += 4.4
                    f.text(f.x0 + kvw, f.y, t, vals, "R", size)
                if style == "screen":
                    f.y += 1.0
            f.y += 2.5
        elif kind == "tab":
            heads, rows, weights = b[1], b[3], b[4]
            tot = sum(weights)
            ws = [f.w * x / tot for x in weights]
            xs = [f.x0 + sum(ws[:k]) for k in range(len(ws))]
            ts = size - 0.5
            f.need(20)
            f.y += 2
            y_top = f.y
            if style == "screen":
                f.op("rect", f.x0, f.y, f.w, 5.6, (0.78, 0.8, 0.84), None, 0)
            f.op("l", f.x0, f.y, f.x0 + f.w, f.y, 0.8 if style == "encadre" else 0.4, (0, 0, 0))
            f.y += 4.2
            for k, h in enumerate(heads):
                f.text(xs[k] + 1, f.y, h, [], "B", ts)
            f.y += 1.4
            f.op("l", f.x0, f.y, f.x0 + f.w, f.y, 0.4, (0, 0, 0))
            for ri, row in enumerate(rows):
                cells = [f.lines(cell, ws[k] - 2.5, "R", ts) for k, cell in enumerate(row)]
                n = max(len(c) for c in cells)
                if f.y + 4.3 * n + 2 > f.bottom:
                    f.new_page()
                    y_top = f.y
                y0 = f.y
                if style == "screen" and ri % 2:
                    f.op("rect", f.x0, y0, f.w, 4.1 * n + 1.9, (0.95, 0.96, 0.98), None, 0)
                for k, c in enumerate(cells):
                    for j, (t, vals) in enumerate(c):
                        f.text(xs[k] + 1, y0 + 4.0 + 4.1 * j, t, vals, "R", ts)
                f.y = y0 + 4.1 * n + 1.9
                if style != "encadre":
                    f.op("l", f.x0, f.y, f.x0 + f.w, f.y, 0.2, (0.5, 0.5, 0.5))
            if style == "encadre":
                f.op("l", f.x0, f.y, f.x0 + f.w, f.y, 0.8, (0, 0, 0))
            if style == "screen":
                for x in xs[1:]:
                    f.op("l", x, y_top, x, f.y, 0.2, (0.6, 0.6, 0.6))
                f.op("rect", f.x0, y_top, f.w, f.y - y_top, None, (0.5, 0.5, 0.55), 0.3)
            f.y += 3
        elif kind == "sig":
            f.need(24)
            f.y += 4
            for run in b[1]:
                f.para(run, x=f.x0 + f.w * 0.42, w=f.w * 0.58, size=size - 0.2, lead=1.35)


# ------------------------------------------------------------------ family 1: ReportLab "screen print" of the DPI
def _rl_fonts():
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    fonts = {"R": ("AXSans", FREE + "FreeSans.ttf"), "B": ("AXSansB", FREE + "FreeSansBold.ttf"),
             "I": ("AXSansI", FREE + "FreeSansOblique.ttf"), "M": ("AXMono", FREE + "FreeMono.ttf")}
    for name, file in fonts.values():
        try:
            pdfmetrics.getFont(name)
        except KeyError:
            pdfmetrics.registerFont(TTFont(name, file))
    return {k: v[0] for k, v in fonts.items()}


def render_screen(doc: dict):
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfgen import canvas
    fm = _rl_fonts()

    def meas(t, font, size):
        return pdfmetrics.stringWidth(t, fm[font], size) * 0.3528

    # window: x 8..202 mm; title bar 8..15, menu 15..21, banner 21..35, tabs 36..42, body from 46, status bar 281..287
    X0, X1 = 8, 202
    NAV = 50  # left navigation panel width (page 1 holds letterhead + team in it)
    f = Flow(meas, 52, 272, X0 + NAV + 4, X1 - X0 - NAV - 7)
    f.text(f.x0, 50, doc["title"], [], "B", 12, (0.1, 0.2, 0.4))
    lay_blocks(f, doc["blocks"], {"style": "screen", "kvw": 38, "size": 8.8})
    n = len(f.pages)
    for k, p in enumerate(f.pages):
        deco = {"ops": [], "vals": []}
        o = deco["ops"]
        o += [("rect", X0, 8, X1 - X0, 279, (0.97, 0.97, 0.97), (0.3, 0.3, 0.35), 0.6),
              ("rect", X0, 8, X1 - X0, 7, (0.16, 0.27, 0.47), None, 0)]
        for j in range(3):
            o.append(("rect", X1 - 6 - 6 * j, 9.5, 4, 4, (0.85, 0.85, 0.88), None, 0))
        runs_into(deco, X0 + 2, 9.1, [["HospiNet DPI 7.4 - "] + doc["runhead"]], meas, 150, 8, "B", color=(1, 1, 1))
        o.append(("rect", X0, 15, X1 - X0, 6, (0.9, 0.9, 0.9), None, 0))
        o.append(("t", X0 + 2, 19.2, "Fichier    Patient    Dossier    Prescriptions    Résultats    Courriers    Outils    Aide",
                  "R", 7.8, (0.15, 0.15, 0.15)))
        # greyed patient banner
        o.append(("rect", X0 + 1, 21.5, X1 - X0 - 2, 13.5, (0.82, 0.82, 0.82), (0.6, 0.6, 0.6), 0.3))
        b = doc["banner"]
        runs_into(deco, X0 + 3, 21.4, [b[0]], meas, 90, 10.5, "B")
        runs_into(deco, X0 + 3, 27.6, [b[1]], meas, 95, 8.2, "R")
        runs_into(deco, X0 + 104, 21.8, [b[2]], meas, 92, 8.2, "R")
        runs_into(deco, X0 + 104, 26.2, [b[3]], meas, 92, 8.2, "B", color=(0.75, 0.05, 0.05))
        # tab strip
        tabs = ["Synthèse", "Compte rendu", "Biologie", "Imagerie", "Traçabilité"]
        tx = f.x0
        for ti, t in enumerate(tabs):
            w = meas(t, "R", 7.8) + 6
            o.append(("rect", tx, 37, w, 6, (1, 1, 1) if ti == 1 else (0.86, 0.86, 0.86), (0.6, 0.6, 0.6), 0.3))
            o.append(("t", tx + 3, 41.3, t, "B" if ti == 1 else "R", 7.8, (0, 0, 0)))
            tx += w + 1
        # navigation panel
        o.append(("rect", X0 + 1, 36, NAV, 243, (0.93, 0.94, 0.96), (0.7, 0.7, 0.75), 0.3))
        y = 37
        if k == 0:
            o.append(("t", X0 + 3, y + 4, "Établissement", "B", 7.6, (0.1, 0.2, 0.4)))
            y = runs_into(deco, X0 + 3, y + 5, doc["head"], meas, NAV - 4, 6.8, "R")
            o.append(("t", X0 + 3, y + 5, "Équipe de soins", "B", 7.6, (0.1, 0.2, 0.4)))
            y = runs_into(deco, X0 + 3, y + 6, doc["team"], meas, NAV - 4, 6.8, "R")
            y += 4
        for ti, t in enumerate(["Dossier patient", "  Synthèse", "  Observations", "  Comptes rendus", "  Prescriptions",
                                "  Résultats", "  Documents externes"]):
            y += 5
            if ti == 3:
                o.append(("rect", X0 + 2, y - 3.6, NAV - 2, 4.8, (0.75, 0.82, 0.93), None, 0))
            o.append(("t", X0 + 3, y, t, "B" if ti in (0, 3) else "R", 7.4, (0.15, 0.15, 0.2)))
        # status bar
        o.append(("rect", X0, 280.5, X1 - X0, 6.5, (0.88, 0.88, 0.88), None, 0))
        runs_into(deco, X0 + 2, 281.2, [doc["foot"] + ["  |  écran %d/%d" % (k + 1, n)]], meas, 190, 6.8, "M")
        p["ops"] = deco["ops"] + p["ops"]
        p["vals"] = deco["vals"] + p["vals"]
    buf = io.BytesIO()
    cv = canvas.Canvas(buf, pagesize=A4, invariant=1)
    cv.setTitle(doc["title"])
    cv.setAuthor("HospiNet DPI - impression d'écran")
    H = A4[1]
    for p in f.pages:
        for o in p["ops"]:
            if o[0] == "t":
                cv.setFillColorRGB(*o[6])
                cv.setFont(fm[o[4]], o[5])
                cv.drawString(o[1] * MM, H - o[2] * MM, o[3])
            elif o[0] == "l":
                cv.setLineWidth(o[5])
                cv.setStrokeColorRGB(*o[6])
                cv.line(o[1] * MM, H - o[2] * MM, o[3] * MM, H - o[4] * MM)
            elif o[0] == "rect":
                _, x, y, w, h, fill, stroke, lw = o
                if fill:
                    cv.setFillColorRGB(*fill)
                if stroke:
                    cv.setStrokeColorRGB(*stroke)
                    cv.setLineWidth(lw)
                cv.rect(x * MM, H - (y + h) * MM, w * MM, h * MM, stroke=1 if stroke else 0, fill=1 if fill else 0)
        cv.showPage()
    cv.save()
    return buf.getvalue(), [p["vals"] for p in f.pages]


# ------------------------------------------------------------------ family 2: fpdf2 bilingual two-column letter
def render_bilingual(doc: dict):
    from fpdf import FPDF
    pdf = FPDF(format="A4", unit="mm")
    pdf.set_auto_page_break(False)
    for st, file in (("", "Carlito-Regular.ttf"), ("B", "Carlito-Bold.ttf"), ("I", "Carlito-Italic.ttf")):
        pdf.add_font("AXCarlito", st, CARLITO + file)
    pdf.set_creation_date(datetime.datetime(2025, 1, 1, tzinfo=datetime.timezone.utc))
    pdf.set_title(doc["title"] + " / " + doc["title_en"])
    pdf.set_author("Secrétariat médical")
    fs = {"R": "", "B": "B", "I": "I", "M": ""}

    def meas(t, font, size):
        pdf.set_font("AXCarlito", fs[font], size)
        return pdf.get_string_width(t)

    XL, XR, CW = 16, 108, 86  # left (French) and right (English) columns
    f = Flow(meas, 26, 272, XL, 178, top_first=70)
    size = 9.6

    def two(run_fr, run_en, font="R", sz=size, lead=1.42, dx=0):
        lf = f.lines(run_fr, CW - dx, font, sz)
        le = f.lines(run_en, CW - dx, font, sz) if run_en is not None else []
        for j in range(max(len(lf), len(le))):
            f.need(sz * 0.3528 * lead)
            f.y += sz * 0.3528 * lead
            if j < len(lf):
                f.text(XL + dx, f.y, lf[j][0], lf[j][1], font, sz)
            if j < len(le):
                f.text(XR + dx, f.y, le[j][0], le[j][1], font, sz, (0.2, 0.2, 0.45))
            f.op("l", 105, f.y - sz * 0.3528 * lead + 0.6, 105, f.y + 1.2, 0.25, (0.7, 0.6, 0.6))

    for b in doc["blocks"]:
        kind = b[0]
        if kind == "break":
            f.new_page()
        elif kind == "h":
            f.need(14)
            f.y += 4
            f.op("rect", XL, f.y, 178, 0.5, (0.55, 0.1, 0.2), None, 0)
            f.y += 4.8
            f.text(XL, f.y, b[1], [], "B", 11.5, (0.55, 0.1, 0.2))
            f.text(XR, f.y, b[2], [], "B", 11.5, (0.55, 0.1, 0.2))
            f.y += 1.5
        elif kind == "p":
            two(b[1], b[2])
            f.y += 1.2
        elif kind == "kv":
            for lab, lab_en, run, run_en in b[1]:
                f.need(10)
                f.y += 1.2
                two([lab], [lab_en], "I", 8.2, 1.2)
                two(run, run if run_en is None else run_en, "R", size, 1.3, dx=4)
            f.y += 2
        elif kind == "tab":
            heads = ["%s / %s" % (a, e) if a != e else a for a, e in zip(b[1], b[2])]
            rows, weights = b[3], b[4]
            tot = sum(weights)
            ws = [178 * x / tot for x in weights]
            xs = [XL + sum(ws[:k]) for k in range(len(ws))]
            f.need(22)
            f.y += 3
            f.op("rect", XL, f.y, 178, 6, (0.95, 0.9, 0.9), None, 0)
            f.y += 4.3
            for k, h in enumerate(heads):
                f.text(xs[k] + 1.2, f.y, h, [], "B", 8.6)
            f.y += 1.7
            for row in rows:
                cells = [f.lines(cell, ws[k] - 3, "R", 9) for k, cell in enumerate(row)]
                n = max(len(c) for c in cells)
                if f.y + 4.4 * n + 2 > f.bottom:
                    f.new_page()
                y0 = f.y
                for k, c in enumerate(cells):
                    for j, (t, vals) in enumerate(c):
                        f.text(xs[k] + 1.2, y0 + 4.3 + 4.2 * j, t, vals, "R", 9)
                f.y = y0 + 4.3 + 4.2 * (n - 1) + 1.8
                f.op("l", XL, f.y, XL + 178, f.y, 0.15, (0.6, 0.6, 0.6))
            f.y += 3
        elif kind == "sig":
            f.need(26)
            f.y += 5
            for run in b[1]:
                for t, vals in f.lines(run, 90, "R", 9.2):
                    f.y += 4.4
                    f.text(104, f.y, t, vals, "R", 9.2)
    n = len(f.pages)
    for k, p in enumerate(f.pages):
        deco = {"ops": [], "vals": []}
        o = deco["ops"]
        if k == 0:
            runs_into(deco, 16, 10, doc["head"], meas, 100, 8.6, "R")
            o.append(("t", 130, 14, "Équipe / Care team", "B", 8.4, (0.55, 0.1, 0.2)))
            runs_into(deco, 130, 15, doc["team"], meas, 66, 8, "R")
            o.append(("t", XL, 52, doc["title"], "B", 13, (0, 0, 0)))
            o.append(("t", XL, 58.5, doc["title_en"], "I", 12, (0.2, 0.2, 0.45)))
            o.append(("t", XL, 67, "FRANÇAIS", "B", 7.5, (0.5, 0.5, 0.5)))
            o.append(("t", XR, 67, "ENGLISH", "B", 7.5, (0.5, 0.5, 0.5)))
        else:
            runs_into(deco, 16, 10, [["Suite / continued - "] + doc["runhead"]], meas, 178, 8.4, "I")
            o.append(("l", 16, 17, 194, 17, 0.3, (0.4, 0.4, 0.4)))
        o.append(("l", 16, 276, 194, 276, 0.3, (0.4, 0.4, 0.4)))
        runs_into(deco, 16, 277, [doc["foot"] + [" - page %d/%d - page %d of %d" % (k + 1, n, k + 1, n)]], meas, 178, 7.8, "R")
        p["ops"] = deco["ops"] + p["ops"]
        p["vals"] = deco["vals"] + p["vals"]
    for p in f.pages:
        pdf.add_page()
        for o in p["ops"]:
            if o[0] == "t":
                pdf.set_font("AXCarlito", fs[o[4]], o[5])
                pdf.set_text_color(*[int(255 * c) for c in o[6]])
                pdf.text(o[1], o[2], o[3])
            elif o[0] == "l":
                pdf.set_line_width(o[5] * 0.3528)
                pdf.set_draw_color(*[int(255 * c) for c in o[6]])
                pdf.line(o[1], o[2], o[3], o[4])
            elif o[0] == "rect":
                pdf.set_fill_color(*[int(255 * c) for c in o[5]])
                pdf.rect(o[1], o[2], o[3], o[4], style="F")
    return bytes(pdf.output()), [p["vals"] for p in f.pages]


# ------------------------------------------------------------------ family 3: PyMuPDF A5 booklet printed 2-up
def render_carnet(doc: dict):
    import pymupdf
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    files = {"R": DEJAVU + "DejaVuSerif.ttf", "B": DEJAVU + "DejaVuSerif-Bold.ttf", "I": DEJAVU + "DejaVuSerif-Italic.ttf",
             "M": DEJAVU + "DejaVuSansMono.ttf"}
    rl = {}
    for k, file in files.items():
        name = "AXCarnet" + k
        try:
            pdfmetrics.getFont(name)
        except KeyError:
            pdfmetrics.registerFont(TTFont(name, file))
        rl[k] = name

    def meas(t, font, size):
        return pdfmetrics.stringWidth(t, rl[font], size) * 0.3528

    # logical A5 page 148.5 x 210 mm; text block 12..136.5 (x) and 20..193 (y)
    f = Flow(meas, 20, 192, 12, 124.5, top_first=58)
    lay_blocks(f, doc["blocks"], {"style": "carnet", "kvw": 36, "size": 8.0})
    nl = len(f.pages)
    for k, p in enumerate(f.pages):
        deco = {"ops": [], "vals": []}
        o = deco["ops"]
        if k == 0:
            o.append(("rect", 10, 8, 128.5, 1.2, (0.2, 0.35, 0.3), None, 0))
            y = runs_into(deco, 12, 9.5, doc["head"][:3], meas, 72, 6.6, "R")
            runs_into(deco, 12, y, doc["head"][3:], meas, 124, 6.6, "R")
            runs_into(deco, 86, 9.5, doc["team"], meas, 50, 6.2, "I")
            o.append(("t", 12, 44, "CARNET DE SUIVI", "B", 7.5, (0.2, 0.35, 0.3)))
            runs_into(deco, 12, 45, [[doc["title"]]], meas, 124, 11, "B")
        else:
            runs_into(deco, 12, 9, [doc["runhead"]], meas, 124, 7, "I", color=(0.2, 0.35, 0.3))
            o.append(("l", 12, 13.5, 136.5, 13.5, 0.3, (0.2, 0.35, 0.3)))
        o.append(("l", 12, 196, 136.5, 196, 0.3, (0.2, 0.35, 0.3)))
        runs_into(deco, 12, 196.5, [doc["foot"] + [" - p. %d/%d" % (k + 1, nl)]], meas, 124, 6.4, "R")
        p["ops"] = deco["ops"] + p["ops"]
        p["vals"] = deco["vals"] + p["vals"]
    # impose two logical pages per landscape A4 sheet
    sheets = []
    for s in range(0, nl, 2):
        ops, vals = [], []
        for half, lp in enumerate(f.pages[s:s + 2]):
            dx = 148.5 * half
            for o in lp["ops"]:
                if o[0] == "t":
                    ops.append(("t", o[1] + dx) + o[2:])
                elif o[0] == "l":
                    ops.append(("l", o[1] + dx, o[2], o[3] + dx) + o[4:])
                elif o[0] == "rect":
                    ops.append(("rect", o[1] + dx) + o[2:])
            vals += lp["vals"]
        sheets.append((ops, vals))
    out = pymupdf.open()
    W, H = 297 * MM, 210 * MM
    for ops, _ in sheets:
        page = out.new_page(width=W, height=H)
        for k, file in files.items():
            page.insert_font(fontname="ax" + k, fontfile=file)
        sh = page.new_shape()
        # fold line (dashed) and crop marks
        sh.draw_line((148.5 * MM, 4 * MM), (148.5 * MM, 206 * MM))
        sh.finish(color=(0.5, 0.5, 0.5), width=0.4, dashes="[3 3] 0")
        for x in (3, 294):
            for y in (3, 207):
                sh.draw_line(((x - 2) * MM, y * MM), ((x + 2) * MM, y * MM))
                sh.draw_line((x * MM, (y - 2) * MM), (x * MM, (y + 2) * MM))
        sh.finish(color=(0, 0, 0), width=0.3)
        for o in ops:
            if o[0] == "l":
                sh.draw_line((o[1] * MM, o[2] * MM), (o[3] * MM, o[4] * MM))
                sh.finish(color=o[6], width=o[5])
            elif o[0] == "rect":
                _, x, y, w, h, fill, stroke, lw = o
                sh.draw_rect(pymupdf.Rect(x * MM, y * MM, (x + w) * MM, (y + h) * MM))
                sh.finish(color=stroke, fill=fill, width=lw if stroke else 0)
        sh.commit()
        for o in ops:
            if o[0] == "t":
                page.insert_text((o[1] * MM, o[2] * MM), o[3], fontname="ax" + o[4], fontsize=o[5], color=o[6])
    out.subset_fonts()
    out.set_metadata({"title": doc["title"], "author": "Secrétariat médical", "creator": "carnet 2-up",
                      "producer": "PyMuPDF %s" % pymupdf.VersionBind, "creationDate": "", "modDate": ""})
    data = out.tobytes(garbage=3, deflate=True, no_new_id=True)
    out.close()
    return data, [v for _, v in sheets]


# ------------------------------------------------------------------ family 0: pikepdf discharge letter with encadré
def _pdfstr(s: str) -> bytes:
    b = s.encode("cp1252")
    return b"(" + b.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)") + b")"


def render_encadre(doc: dict):
    import random

    import pikepdf
    from reportlab.pdfbase.pdfmetrics import stringWidth
    base = {"R": "Times-Roman", "B": "Times-Bold", "I": "Times-Italic", "M": "Courier", "H": "Helvetica-Bold"}

    def meas(t, font, size):
        return stringWidth(t, base[font], size) * 0.3528

    def sc_pieces(text, size):
        """Small capitals: upper-case letters at full size, lower-case ones as capitals at 78 %."""
        out = []
        for ch in text:
            small = ch.islower()
            sz = size * 0.78 if small else size
            c2 = ch.upper() if small else ch
            if out and out[-1][1] == sz:
                out[-1] = (out[-1][0] + c2, sz)
            else:
                out.append((c2, sz))
        return out

    f = Flow(meas, 24, 270, 20, 170, top_first=88)
    lay_blocks(f, doc["blocks"], {"style": "encadre", "kvw": 44, "size": 9.6})
    n = len(f.pages)
    rq = random.Random(doc["num"] * 7919)
    qr = [[rq.random() < 0.5 for _ in range(21)] for _ in range(21)]
    for a, b in ((0, 0), (0, 14), (14, 0)):
        for u in range(7):
            for v in range(7):
                qr[a + u][b + v] = u in (0, 6) or v in (0, 6) or (2 <= u <= 4 and 2 <= v <= 4)
        for u in range(-1, 8):
            for v in range(-1, 8):
                if 0 <= a + u < 21 and 0 <= b + v < 21 and not (0 <= u < 7 and 0 <= v < 7):
                    qr[a + u][b + v] = False
    for k, p in enumerate(f.pages):
        deco = {"ops": [], "vals": []}
        o = deco["ops"]
        if k == 0:
            y = runs_into(deco, 20, 12, doc["head"][:1], meas, 92, 11, "B")
            y = runs_into(deco, 20, y, doc["head"][1:], meas, 92, 8.4, "R")
            o.append(("l", 20, y + 2, 60, y + 2, 0.5, (0, 0, 0)))
            runs_into(deco, 20, y + 2.5, doc["team"], meas, 92, 8.2, "I")
            # the encadré: double frame, right-aligned, identity in small caps + QR-like square
            bx, by, bw, bh = 118, 12, 77, 60
            o.append(("rect", bx, by, bw, bh, None, (0, 0, 0), 1.2))
            o.append(("rect", bx + 1.2, by + 1.2, bw - 2.4, bh - 2.4, None, (0, 0, 0), 0.4))
            o.append(("sc", bx + 4, by + 7, "Identité du patient", "B", 9))
            yy = by + 8
            for j, run in enumerate(doc["banner"]):
                yy = runs_into(deco, bx + 4, yy, [run], meas, bw - 8, 10 if j == 0 else 8.6, "B" if j == 0 else "R", 1.45)
            q0x, q0y, m = bx + bw - 25, by + bh - 24, 1.0
            for u in range(21):
                for v in range(21):
                    if qr[u][v]:
                        o.append(("rect", q0x + v * m, q0y + u * m, m, m, (0, 0, 0), None, 0))
            o.append(("t", bx + 4, by + bh - 5, "Code de contrôle INS", "I", 7, (0.3, 0.3, 0.3)))
            tw = sum(meas(t, "B", s) for t, s in sc_pieces(doc["title"], 14))
            o.append(("sc", 105 - tw / 2, 82, doc["title"], "B", 14))
        else:
            runs_into(deco, 110, 10, [doc["runhead"]], meas, 84, 8.4, "R")
            o.append(("rect", 108, 8, 88, 8.5, None, (0, 0, 0), 0.6))
        o.append(("l", 20, 277, 190, 277, 0.4, (0, 0, 0)))
        runs_into(deco, 20, 278, [doc["foot"] + [" - page %d/%d" % (k + 1, n)]], meas, 170, 8, "I")
        p["ops"] = deco["ops"] + p["ops"]
        p["vals"] = deco["vals"] + p["vals"]

    pdf = pikepdf.Pdf.new()
    fonts = pikepdf.Dictionary({"/F" + k: pikepdf.Dictionary(Type=pikepdf.Name.Font, Subtype=pikepdf.Name.Type1,
                                                             BaseFont=pikepdf.Name("/" + v),
                                                             Encoding=pikepdf.Name.WinAnsiEncoding)
                                for k, v in base.items()})
    fonts = pdf.make_indirect(fonts)
    H = 297 * MM
    for p in f.pages:
        cs = []
        for o in p["ops"]:
            if o[0] == "rect":
                _, x, y, w, h, fill, stroke, lw = o
                if fill:
                    cs.append(b"%.3f %.3f %.3f rg" % fill)
                if stroke:
                    cs.append(b"%.3f %.3f %.3f RG %.2f w" % (stroke + (lw,)))
                cs.append(b"%.2f %.2f %.2f %.2f re %s" % (x * MM, H - (y + h) * MM, w * MM, h * MM,
                                                          b"B" if fill and stroke else (b"f" if fill else b"S")))
            elif o[0] == "l":
                cs.append(b"%.3f %.3f %.3f RG %.2f w %.2f %.2f m %.2f %.2f l S" % (o[6] + (o[5], o[1] * MM, H - o[2] * MM,
                                                                                   o[3] * MM, H - o[4] * MM)))
        for o in p["ops"]:
            if o[0] == "t":
                cs.append(b"BT /F%s %.2f Tf %.3f %.3f %.3f rg 1 0 0 1 %.2f %.2f Tm %s Tj ET" % (
                    o[4].encode(), o[5], o[6][0], o[6][1], o[6][2], o[1] * MM, H - o[2] * MM, _pdfstr(o[3])))
            elif o[0] == "sc":
                _, x, y, text, font, size = o
                parts = [b"BT 0 0 0 rg 1 0 0 1 %.2f %.2f Tm" % (x * MM, H - y * MM)]
                for t, sz in sc_pieces(text, size):
                    parts.append(b"/F%s %.2f Tf %s Tj" % (font.encode(), sz, _pdfstr(t)))
                parts.append(b"ET")
                cs.append(b" ".join(parts))
        page = pikepdf.Dictionary(Type=pikepdf.Name.Page, MediaBox=[0, 0, 210 * MM, H],
                                  Resources=pikepdf.Dictionary(Font=fonts),
                                  Contents=pdf.make_stream(b"\n".join(cs)))
        pdf.pages.append(pikepdf.Page(page))
    pdf.docinfo["/Title"] = doc["title"]
    pdf.docinfo["/Author"] = "Secrétariat médical"
    pdf.docinfo["/Producer"] = "pikepdf %s (hand-written content streams)" % pikepdf.__version__
    buf = io.BytesIO()
    pdf.save(buf, deterministic_id=True, compress_streams=True)
    return buf.getvalue(), [p["vals"] for p in f.pages]


RENDERERS = {"rlecran": render_screen, "fpdfbilingue": render_bilingual, "mupdfcarnet": render_carnet,
             "pikeencadre": render_encadre}
