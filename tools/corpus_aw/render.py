"""Four layouts of corpus AW. Each renderer returns (pdf bytes, [values of page 0, values of page 1, ...]).

Flow (adapted from corpus AU's render.py): a small line-layout engine (mm, top-down) shared by the four writers;
it breaks lines between unbreakable words (model.wrap) with the real advances of the font each writer uses and
records the values drawn on each page, so the truth follows the page a value really lands on. Each writer then
turns the recorded operations into PDF drawing calls with its own API.
"""
from __future__ import annotations

import datetime
import io
import zlib

from .model import run_values, wrap

DEJAVU = "/usr/share/fonts/truetype/dejavu/"
FREE = "/usr/share/fonts/truetype/freefont/"
CROS = "/usr/share/fonts/truetype/crosextra/"
MM = 72 / 25.4


# ------------------------------------------------------------------ layout engine
class Flow:
    def __init__(self, measure, top, bottom, x0, width, pitch=None, top_next=None):
        self.m, self.top, self.bottom, self.x0, self.w, self.pitch = measure, top, bottom, x0, width, pitch
        self.top_next = top if top_next is None else top_next
        self.pages = []
        self.new_page()

    def new_page(self):
        self.pages.append({"ops": [], "vals": []})
        self.y = self.top if len(self.pages) == 1 else self.top_next

    def lead(self, size):
        return self.pitch if self.pitch else size * 0.3528 * 1.45

    def need(self, h):
        if self.y + h > self.bottom:
            self.new_page()

    def text(self, x, y, text, vals, font="r", size=9.0):
        self.pages[-1]["ops"].append(("t", x, y, text, font, size))
        self.pages[-1]["vals"].extend(vals)

    def op(self, *o):
        self.pages[-1]["ops"].append(o)

    def lines(self, run, w, font, size):
        return wrap(run, w, lambda t: self.m(t, font, size))

    def para(self, run, x=None, w=None, size=9.0, font="r"):
        x = self.x0 if x is None else x
        w = self.w if w is None else w
        for t, vals in self.lines(run, w, font, size):
            self.need(self.lead(size))
            self.y += self.lead(size)
            self.text(x, self.y, t, vals, font, size)
        if not self.pitch:
            self.y += 1.2

    def skip(self, h):
        """Vertical space (whole pitches when the page is ruled)."""
        if self.pitch:
            self.y += self.pitch * max(1, round(h / self.pitch))
        else:
            self.y += h


def run_lines(measure, run, width, font, size):
    return wrap(run, width, lambda t: measure(t, font, size))


def flow_blocks(f: Flow, pages, st: dict):
    """Lay the planned pages of blocks out in Flow f; st holds the layout's choices:
    size, label_w, label (callable label -> text), heading (callable f, title), tab_rules, kv_leader."""
    size = st.get("size", 9.0)
    lw = st.get("label_w", 44)
    for pi, blocks in enumerate(pages):
        if pi > 0:
            f.new_page()
        for b in blocks:
            kind = b[0]
            if kind == "h":
                st["heading"](f, b[1])
            elif kind == "p":
                f.para(b[1], size=size)
                f.skip(1.5)
            elif kind == "kv":
                for label, run in b[1]:
                    lines = f.lines(run, f.w - lw - 2, "r", size)
                    f.need(f.lead(size) * len(lines) + 0.5)
                    f.y += f.lead(size)
                    lab = st["label"](label)
                    f.text(f.x0, f.y, lab, [], st.get("label_font", "b"), size - 0.6)
                    if st.get("kv_leader"):
                        lab_w = f.m(lab, st.get("label_font", "b"), size - 0.6)
                        dots_w = f.m(".", "r", size - 1.5)
                        n = int((lw - 3 - lab_w) / dots_w) if dots_w else 0
                        if n > 2:
                            f.op("t", f.x0 + lab_w + 1, f.y, "." * n, "r", size - 1.5)
                    for k, (t, vals) in enumerate(lines):
                        if k:
                            f.y += f.lead(size)
                        f.text(f.x0 + lw, f.y, t, vals, "r", size)
                f.skip(2.5)
            elif kind == "tab":
                heads, rows, weights = b[1], b[2], b[3]
                tot = sum(weights)
                ws = [f.w * x / tot for x in weights]
                xs = [f.x0 + sum(ws[:k]) for k in range(len(ws))]
                f.need(f.lead(size) * 3 + 4)
                f.skip(1.5)
                top = f.y
                if st.get("tab_rules", True):
                    f.op("l", f.x0, f.y, f.x0 + f.w, f.y)
                f.y += f.lead(size - 0.5)
                for k, h in enumerate(heads):
                    f.text(xs[k] + 1, f.y, h, [], "b", size - 0.5)
                f.y += 1.4 if not f.pitch else 0
                if st.get("tab_rules", True):
                    f.op("l", f.x0, f.y, f.x0 + f.w, f.y)
                for row in rows:
                    cells = [f.lines(cell, ws[k] - 3, "r", size - 0.5) for k, cell in enumerate(row)]
                    n = max(len(c) for c in cells)
                    f.need(f.lead(size - 0.5) * n + 2)
                    if f.y == f.top_next or f.y == f.top:
                        top = f.y
                    y0 = f.y
                    for k, c in enumerate(cells):
                        for j, (t, vals) in enumerate(c):
                            f.text(xs[k] + 1, y0 + f.lead(size - 0.5) * (j + 1), t, vals, "r", size - 0.5)
                    f.y = y0 + f.lead(size - 0.5) * n + (1.4 if not f.pitch else 0)
                    if st.get("tab_rules", True):
                        f.op("l", f.x0, f.y, f.x0 + f.w, f.y, "thin")
                if st.get("tab_box"):
                    f.op("box", f.x0, top, f.w, f.y - top)
                f.skip(3)
            elif kind == "sig":
                f.need(f.lead(size) * 4)
                f.skip(4)
                for run in b[1]:
                    f.para(run, x=f.x0 + f.w * 0.45, w=f.w * 0.55, size=size)


def put_run(page, measure, run, x, y, width, font, size, lead=None, align="left"):
    """Draw a (wrapped) run at a fixed place of a page; returns the y after it."""
    lead = lead or size * 0.3528 * 1.35
    for t, vals in run_lines(measure, run, width, font, size):
        xx = x + width - measure(t, font, size) if align == "right" else x
        page["ops"].append(("t", xx, y, t, font, size))
        page["vals"].extend(vals)
        y += lead
    return y


def _foot(f: Flow, doc, x0, width, y, size, label, font="r"):
    n = len(f.pages)
    for k, p in enumerate(f.pages):
        p["ops"].append(("l", x0, y - size * 0.3528 - 1.2, x0 + width, y - size * 0.3528 - 1.2, "thin"))
        put_run(p, f.m, doc["foot"] + [" - " + label.format(k=k + 1, n=n)], x0, y, width, font, size)


# ------------------------------------------------------------------ family 1: ReportLab carbon-copy duplicata
def render_duplicata(doc: dict):
    """Carbon copy of a three-part form set: DUPLICATA watermark, carbon-blue typewriter text, punched margin."""
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas
    fonts = {"r": ("AWMono", "FreeMono.ttf"), "b": ("AWMonoB", "FreeMonoBold.ttf"), "i": ("AWMonoI", "FreeMonoOblique.ttf")}
    for name, file in fonts.values():
        try:
            pdfmetrics.getFont(name)
        except KeyError:
            pdfmetrics.registerFont(TTFont(name, FREE + file))

    def meas(t, font, size):
        return pdfmetrics.stringWidth(t, fonts[font][0], size) * 0.3528

    def heading(f, title):
        f.need(16)
        f.skip(4)
        f.y += 4.5
        f.text(f.x0, f.y, "== " + title.upper() + " ==", [], "b", 9.5)
        f.y += 1

    st = {"size": 8.6, "label_w": 52, "label": lambda s: s.upper() + " :", "label_font": "r", "heading": heading,
          "tab_rules": True, "kv_leader": False}
    f = Flow(meas, 78, 266, 32, 164, top_next=34)
    flow_blocks(f, doc["pages"], st)
    p0 = f.pages[0]
    y = put_run(p0, meas, doc["head"][0], 32, 30, 100, "b", 9.5)
    for run in doc["head"][1:]:
        y = put_run(p0, meas, run, 32, y, 100, "r", 7.6)
    y2 = 30
    p0["ops"].append(("t", 140, 26, "ÉQUIPE", "b", 7.6))
    for run in doc["team"]:
        y2 = put_run(p0, meas, run, 140, y2, 56, "r", 7.2)
    p0["ops"].append(("box", 30, 62, 168, 12))
    put_run(p0, meas, [doc["title"]], 33, 69.5, 162, "b", 9.6)
    for k, p in enumerate(f.pages):
        p["ops"].insert(0, ("t", 32, 17, "DUPLICATA - EXEMPLAIRE N° 2 (JAUNE) - À REMETTRE AU PATIENT - LIASSE AUTOCOPIANTE 3 FEUILLETS", "b", 7))
        if k:
            put_run(p, meas, doc["hdr"], 32, 26, 164, "i", 7.4)
    _foot(f, doc, 32, 164, 279, 7.2, "ex. 2/3 - page {k}/{n}")
    buf = io.BytesIO()
    cv = canvas.Canvas(buf, pagesize=A4, invariant=1)
    cv.setTitle(doc["title"])
    cv.setAuthor(doc["service"])
    H = A4[1]
    for p in f.pages:
        # yellow second sheet, perforated stub with punched holes
        cv.setFillColorRGB(1.0, 0.985, 0.86)
        cv.rect(0, 0, A4[0], H, stroke=0, fill=1)
        cv.setStrokeColorRGB(0.6, 0.6, 0.6)
        cv.setDash(1, 2)
        cv.line(24 * MM, 0, 24 * MM, H)
        cv.setDash()
        cv.setFillColorRGB(1, 1, 1)
        for yy in (75, 148.5, 222):
            cv.circle(12 * MM, H - yy * MM, 2.8 * MM, stroke=1, fill=1)
        # the DUPLICATA watermark, outlined, under the text
        cv.saveState()
        cv.setStrokeColorRGB(0.78, 0.72, 0.72)
        cv.setLineWidth(1.2)
        cv.translate(112 * MM, H - 160 * MM)
        cv.rotate(38)
        tobj = cv.beginText()
        tobj.setTextRenderMode(1)
        tobj.setFont(fonts["b"][0], 84)
        tobj.setTextOrigin(-pdfmetrics.stringWidth("DUPLICATA", fonts["b"][0], 84) / 2, 0)
        tobj.textOut("DUPLICATA")
        cv.drawText(tobj)
        cv.restoreState()
        cv.setStrokeColorRGB(0.12, 0.16, 0.5)
        cv.setFillColorRGB(0.12, 0.16, 0.55)
        cv.setLineWidth(0.5)
        for o in p["ops"]:
            if o[0] == "t":
                cv.setFont(fonts[o[4]][0], o[5])
                cv.drawString(o[1] * MM, H - o[2] * MM, o[3])
            elif o[0] == "l":
                cv.setLineWidth(0.3 if len(o) > 5 else 0.6)
                cv.line(o[1] * MM, H - o[2] * MM, o[3] * MM, H - o[4] * MM)
            elif o[0] == "box":
                cv.setLineWidth(0.8)
                cv.rect(o[1] * MM, H - (o[2] + o[4]) * MM, o[3] * MM, o[4] * MM, stroke=1, fill=0)
        cv.showPage()
    cv.save()
    return buf.getvalue(), [p["vals"] for p in f.pages]


# ------------------------------------------------------------------ family 2: fpdf2 fax cover sheet + letter
def render_fax(doc: dict):
    from fpdf import FPDF
    pdf = FPDF(format="A4", unit="mm")
    pdf.set_auto_page_break(False)
    pdf.add_font("AWCar", "", CROS + "Carlito-Regular.ttf")
    pdf.add_font("AWCar", "B", CROS + "Carlito-Bold.ttf")
    pdf.add_font("AWCar", "I", CROS + "Carlito-Italic.ttf")
    pdf.add_font("AWMono", "", DEJAVU + "DejaVuSansMono.ttf")
    pdf.set_creation_date(datetime.datetime(2025, 1, 1, tzinfo=datetime.timezone.utc))
    pdf.set_title("Télécopie - " + doc["title"])
    style = {"r": ("AWCar", ""), "b": ("AWCar", "B"), "i": ("AWCar", "I"), "m": ("AWMono", "")}

    def meas(t, font, size):
        pdf.set_font(style[font][0], style[font][1], size)
        return pdf.get_string_width(t)

    def heading(f, title):
        f.need(14)
        f.y += 7
        f.text(f.x0, f.y, title, [], "b", 11.5)
        f.op("l", f.x0, f.y + 1.4, f.x0 + f.w, f.y + 1.4)
        f.y += 1.5

    st = {"size": 10, "label_w": 46, "label": lambda s: s, "label_font": "b", "heading": heading, "tab_rules": True}
    # the letter: its own flow, the cover sheet is page 0
    f = Flow(meas, 64, 268, 22, 168, top_next=26)
    flow_blocks(f, doc["pages"], st)
    L0 = f.pages[0]
    y = put_run(L0, meas, doc["head"][0], 22, 24, 120, "b", 11)
    for run in doc["head"][1:]:
        y = put_run(L0, meas, run, 22, y, 120, "r", 8.6)
    y2 = 24
    for run in doc["team"]:
        y2 = put_run(L0, meas, run, 142, y2, 48, "r", 8, lead=3.6)
    put_run(L0, meas, [doc["title"]], 22, 58, 168, "b", 13)
    cover = {"ops": [], "vals": []}
    pages = [cover] + f.pages
    n = len(pages)
    fx = doc["fax"]
    c = cover
    y = put_run(c, meas, doc["head"][0], 20, 28, 110, "b", 10)
    for run in doc["head"][1:3]:
        y = put_run(c, meas, run, 20, y, 110, "r", 8.5)
    c["ops"] += [("fill", 128, 22, 62, 20, 0.15), ("tw", 131, 35, "TÉLÉCOPIE", "b", 22)]
    c["ops"].append(("t", 131, 40, "bordereau d'envoi", "i", 9))
    yy = 52
    for title, rows, x in (("DESTINATAIRE", fx["to"], 20), ("EXPÉDITEUR", fx["from"], 108)):
        c["ops"] += [("fill", x, yy, 82, 7, 0.85), ("t", x + 2, yy + 5, title, "b", 10), ("box", x, yy, 82, 46)]
        ry = yy + 14
        for label, run in rows:
            c["ops"].append(("t", x + 2, ry, label + " :", "b", 8.5))
            ry = put_run(c, meas, run, x + 30, ry, 50, "r", 9.5, lead=4.6) + 1.6
    yy = 104
    c["ops"].append(("t", 20, yy, "Date d'envoi :", "b", 10))
    put_run(c, meas, [fx["date"]], 48, yy, 40, "r", 10)
    c["ops"].append(("t", 108, yy, "Nombre de pages (bordereau compris) : %d" % n, "b", 10))
    yy += 9
    c["ops"].append(("t", 20, yy, "Objet :", "b", 10))
    yy = put_run(c, meas, fx["subject"], 48, yy, 140, "r", 10, lead=4.8)
    yy += 5
    for k, lab in enumerate(("Urgent", "Pour avis", "Pour information", "Merci de rappeler", "Original suit par courrier")):
        x = 20 + k * 35
        c["ops"].append(("box", x, yy - 3.2, 3.6, 3.6))
        if k in (1, 4):
            c["ops"] += [("l", x, yy - 3.2, x + 3.6, yy + 0.4), ("l", x, yy + 0.4, x + 3.6, yy - 3.2)]
        c["ops"].append(("t", x + 5, yy, lab, "r", 9))
    yy += 12
    c["ops"].append(("t", 20, yy, "Message :", "b", 10))
    yy = put_run(c, meas, ["Chère consœur, cher confrère, veuillez trouver ci-joint le document « " + doc["title"] +
                           " » concernant votre patient(e), à intégrer à son dossier. Le ", ] + doc["team"][0] +
                 [" reste à votre disposition au ", fx["phone_v"], "."], 20, yy + 6, 170, "r", 10, lead=5)
    yy += 8
    c["ops"].append(("fill", 20, yy, 170, 26, 0.93))
    put_run(c, meas, ["AVERTISSEMENT - CONFIDENTIALITÉ : ce message est couvert par le secret médical (article L.1110-4 "
                      "du code de la santé publique). S'il vous est parvenu par erreur, merci de le détruire et de prévenir "
                      "l'expéditeur par téléphone. Toute diffusion, copie ou utilisation est interdite."],
            23, yy + 6, 164, "i", 9, lead=4.6)
    # transmission header (TTI) on every page, as printed by the sending fax machine
    for k, p in enumerate(pages):
        p["ops"].insert(0, ("t", 10, 8, "%s 10:%02d" % (fx["date"].text, 12 + k), "m", 7.5))
        p["vals"].insert(0, fx["date"])
        p["ops"].insert(1, ("t", 45, 8, "DE :", "m", 7.5))
        p["ops"].insert(2, ("t", 53, 8, fx["efax"], "m", 7.5))
        p["vals"].insert(1, fx["efax_v"])
        p["ops"].insert(3, ("t", 90, 8, fx["sig"], "m", 7.5))
        p["vals"].insert(2, fx["sig_v"])
        p["ops"].insert(4, ("t", 175, 8, "P.%03d/%03d" % (k + 1, n), "m", 7.5))
        p["ops"].insert(5, ("l", 10, 9.5, 200, 9.5, "thin"))
        if k > 1:
            put_run(p, meas, doc["hdr"], 22, 17, 168, "i", 8.5)
    for k, p in enumerate(f.pages):
        p["ops"].append(("l", 22, 279.5, 190, 279.5, "thin"))
        put_run(p, meas, doc["foot"] + [" - page %d/%d" % (k + 2, n)], 22, 284, 168, "r", 8)
    for p in pages:
        pdf.add_page()
        pdf.set_draw_color(40, 40, 40)
        for o in p["ops"]:
            if o[0] in ("t", "tw"):
                pdf.set_font(style[o[4]][0], style[o[4]][1], o[5])
                pdf.set_text_color(255, 255, 255) if o[0] == "tw" else pdf.set_text_color(0, 0, 0)
                pdf.text(o[1], o[2], o[3])
            elif o[0] == "l":
                pdf.set_line_width(0.2 if len(o) > 5 else 0.4)
                pdf.line(o[1], o[2], o[3], o[4])
            elif o[0] == "fill":
                g = int(255 * o[5])
                pdf.set_fill_color(g, g, g)
                pdf.rect(o[1], o[2], o[3], o[4], style="F")
            elif o[0] == "box":
                pdf.set_line_width(0.3)
                pdf.rect(o[1], o[2], o[3], o[4], style="D")
    return bytes(pdf.output()), [p["vals"] for p in pages]


# ------------------------------------------------------------------ family 3: PyMuPDF window-envelope letter + footnotes
def render_window(doc: dict):
    import pymupdf
    files = {"r": FREE + "FreeSerif.ttf", "b": FREE + "FreeSerifBold.ttf", "i": FREE + "FreeSerifItalic.ttf",
             "s": FREE + "FreeSans.ttf"}
    fobj = {k: pymupdf.Font(fontfile=v) for k, v in files.items()}

    def meas(t, font, size):
        return fobj[font].text_length(t, fontsize=size) * 0.3528

    def heading(f, title):
        f.need(14)
        f.y += 6.5
        f.text(f.x0, f.y, title, [], "i", 11)
        f.y += 0.5

    notes = doc["notes"]
    note_lines = sum(len(run_lines(meas, run, 160, "r", 7.4)) for _, run in notes)
    bottom0 = 268 - note_lines * 3.4 - 6
    st = {"size": 10, "label_w": 50, "label": lambda s: s + " :", "label_font": "i", "heading": heading,
          "tab_rules": True}
    f = Flow(meas, 128, bottom0, 25, 165, top_next=30)
    f.bottom_first = bottom0
    orig_new_page = f.new_page

    def new_page():
        orig_new_page()
        f.bottom = 268
    f.new_page = new_page
    p = f.pages[0]
    # salutation and reference lines before the blocks
    flow_blocks(f, doc["pages"], st)
    p0 = f.pages[0]
    # sender block
    y = put_run(p0, meas, doc["head"][0], 25, 20, 95, "b", 10.5)
    for run in doc["head"][1:]:
        y = put_run(p0, meas, run, 25, y, 80, "r", 8.2)
    y += 2
    for run in doc["team"]:
        y = put_run(p0, meas, run, 25, y, 80, "s", 7.2)
    # window (DL envelope, 110 x 45 mm zone at 100 mm from the left edge, 45 mm from the top)
    p0["ops"] += [("corner", 108, 44, 92, 40)]
    put_run(p0, meas, doc["sender_line"], 112, 49, 86, "s", 6.2)
    p0["ops"].append(("l", 112, 50.3, 196, 50.3, "thin"))
    yw = 57
    for run in doc["recipient"]:
        yw = put_run(p0, meas, run, 112, yw, 86, "r", 10.5, lead=4.8)
    # fold marks and punch mark in the left margin
    p0["ops"] += [("l", 3, 99, 8, 99), ("l", 3, 198, 8, 198), ("l", 3, 148.5, 10, 148.5)]
    y = 95
    p0["ops"].append(("t", 25, y, "N/Réf. :", "i", 9))
    y = put_run(p0, meas, doc["ref"], 40, y, 70, "r", 9)
    p0["ops"].append(("t", 112, 95, "", "r", 9))
    put_run(p0, meas, doc["lieu"], 112, 95, 86, "r", 10)
    p0["ops"].append(("t", 25, 108, "Objet :", "b", 10))
    put_run(p0, meas, [doc["title"], " (1)"], 40, 108, 150, "r", 10)
    put_run(p0, meas, ["Cher confrère, je vous adresse le compte rendu ci-dessous ; les références administratives "
                       "figurent en notes (1) (2) (3)."], 25, 118, 165, "r", 10, lead=4.6)
    # footnotes of page 1
    yn = bottom0 + 8
    p0["ops"].append(("l", 25, yn - 4, 75, yn - 4, "thin"))
    for mark, run in notes:
        yn = put_run(p0, meas, ["(%d) " % mark] + run, 25, yn, 160, "r", 7.4, lead=3.4)
    for k, pg in enumerate(f.pages):
        if k:
            put_run(pg, meas, doc["hdr"] + [" - suite"], 25, 18, 165, "i", 8.5)
            pg["ops"].append(("l", 25, 20.5, 190, 20.5, "thin"))
    _foot(f, doc, 25, 165, 283, 7.6, "p. {k}/{n}", font="s")
    out = pymupdf.open()
    for pg in f.pages:
        page = out.new_page(width=595.28, height=841.89)
        for o in pg["ops"]:
            if o[0] == "t":
                if o[3]:
                    page.insert_text((o[1] * MM, o[2] * MM), o[3], fontsize=o[5], fontname="AW" + o[4],
                                     fontfile=files[o[4]], color=(0.1, 0.1, 0.1))
            elif o[0] == "l":
                page.draw_line((o[1] * MM, o[2] * MM), (o[3] * MM, o[4] * MM), color=(0.3, 0.3, 0.3),
                               width=0.3 if len(o) > 5 else 0.7)
            elif o[0] == "corner":
                x, y, w, h = (v * MM for v in o[1:])
                c = 4 * MM
                for (ax, ay, dx, dy) in ((x, y, 1, 1), (x + w, y, -1, 1), (x, y + h, 1, -1), (x + w, y + h, -1, -1)):
                    page.draw_line((ax, ay), (ax + dx * c, ay), color=(0.5, 0.5, 0.5), width=0.5)
                    page.draw_line((ax, ay), (ax, ay + dy * c), color=(0.5, 0.5, 0.5), width=0.5)
    out.subset_fonts()
    out.set_metadata({"title": doc["title"], "author": doc["service"], "creationDate": "", "modDate": "",
                      "producer": "PyMuPDF", "creator": ""})
    data = out.tobytes(garbage=3, deflate=True, no_new_id=True)
    return data, [pg["vals"] for pg in f.pages]


# ------------------------------------------------------------------ family 0: pydyf Seyès-ruled notebook
def _pdfstr(s: str) -> bytes:
    b = s.encode("cp1252")
    return b"(" + b.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)") + b")"


def render_seyes(doc: dict):
    import pydyf
    from reportlab.pdfbase import pdfmetrics
    base = {"r": "Helvetica", "b": "Helvetica-Bold", "i": "Helvetica-Oblique", "m": "Courier"}

    def meas(t, font, size):
        return pdfmetrics.stringWidth(t, base[font], size) * 0.3528

    ORIGIN = 24.0  # first ruling line (mm from the top); heavy lines every 8 mm, fine every 2 mm

    def heading(f, title):
        f.need(16)
        # move to the next heavy line, one blank line above
        f.y += 4
        k = (f.y - ORIGIN) / 8.0
        f.y = ORIGIN + 8.0 * (int(k) + 1)
        f.text(f.x0, f.y, title, [], "b", 10.5)
        f.op("l", f.x0, f.y + 0.9, f.x0 + meas(title, "b", 10.5), f.y + 0.9, "red")
        f.op("t", 14, f.y, "§", "b", 10.5)

    st = {"size": 8.8, "label_w": 46, "label": lambda s: s + " :", "label_font": "i", "heading": heading,
          "tab_rules": False}
    f = Flow(meas, ORIGIN + 8 * 6, ORIGIN + 4 * 62, 34, 164, pitch=4.0, top_next=ORIGIN + 8)
    flow_blocks(f, doc["pages"], st)
    p0 = f.pages[0]
    # letterhead written on the first lines, team right-aligned
    y = ORIGIN + 4
    y = put_run(p0, meas, doc["head"][0], 34, y, 110, "b", 9.5, lead=4.0)
    for run in doc["head"][1:]:
        y = put_run(p0, meas, run, 34, y, 100, "r", 7.8, lead=4.0)
    y2 = ORIGIN + 4
    for run in doc["team"]:
        y2 = put_run(p0, meas, run, 140, y2, 58, "r", 7.4, lead=4.0)
    put_run(p0, meas, ["CAHIER DE LIAISON - " + doc["title"]], 34, ORIGIN + 8 * 5, 164, "b", 10)
    n = len(f.pages)
    for k, pg in enumerate(f.pages):
        if k:
            put_run(pg, meas, doc["hdr"] + [" (suite)"], 34, ORIGIN + 4, 164, "i", 8.2, lead=4.0)
        put_run(pg, meas, ["feuillet %d/%d" % (k + 1, n)], 4, ORIGIN - 6, 24, "b", 7.5)
        put_run(pg, meas, doc["foot"] + [" - feuillet %d/%d" % (k + 1, n)], 34, ORIGIN + 4 * 66, 164, "i", 7.6, lead=4.0)
    H = 841.89
    pdf = pydyf.PDF()
    fonts = pydyf.Dictionary()
    for key, bf in base.items():
        font = pydyf.Dictionary({"Type": "/Font", "Subtype": "/Type1", "BaseFont": "/" + bf,
                                 "Encoding": "/WinAnsiEncoding"})
        pdf.add_object(font)
        fonts["F" + key] = font.reference
    for pg in f.pages:
        s = pydyf.Stream(compress=True)
        # Seyès ruling: fine lavender lines every 2 mm, stronger every 8 mm, verticals every 8 mm, red margin
        s.set_line_width(0.25)
        s.set_color_rgb(0.78, 0.78, 0.92, stroke=True)
        yy = ORIGIN - 6
        while yy < 290:
            heavy = abs(((yy - ORIGIN) / 8.0) - round((yy - ORIGIN) / 8.0)) < 1e-6
            s.set_line_width(0.55 if heavy else 0.2)
            s.move_to(0, H - yy * MM)
            s.line_to(595.28, H - yy * MM)
            s.stroke()
            yy += 2
        s.set_line_width(0.3)
        x = 34 + 8
        while x < 205:
            s.move_to(x * MM, H - (ORIGIN - 6) * MM)
            s.line_to(x * MM, H - 290 * MM)
            s.stroke()
            x += 8
        s.set_color_rgb(0.85, 0.2, 0.25, stroke=True)
        s.set_line_width(0.9)
        s.move_to(30 * MM, 0)
        s.line_to(30 * MM, H)
        s.stroke()
        for o in pg["ops"]:
            if o[0] == "t":
                s.set_color_rgb(0.05, 0.1, 0.3)
                s.begin_text()
                s.set_font_size("F" + o[4], o[5])
                s.set_text_matrix(1, 0, 0, 1, o[1] * MM, H - o[2] * MM)
                s.stream.append(_pdfstr(o[3]) + b" Tj")
                s.end_text()
            elif o[0] == "l":
                if len(o) > 5 and o[5] == "red":
                    s.set_color_rgb(0.8, 0.1, 0.1, stroke=True)
                else:
                    s.set_color_rgb(0.2, 0.2, 0.2, stroke=True)
                s.set_line_width(0.4)
                s.move_to(o[1] * MM, H - o[2] * MM)
                s.line_to(o[3] * MM, H - o[4] * MM)
                s.stroke()
        pdf.add_object(s)
        page = pydyf.Dictionary({"Type": "/Page", "Parent": pdf.pages.reference,
                                 "MediaBox": pydyf.Array([0, 0, 595.28, H]), "Contents": s.reference,
                                 "Resources": pydyf.Dictionary({"Font": fonts})})
        pdf.add_page(page)
    pdf.info["Title"] = pydyf.String(doc["title"])
    pdf.info["Producer"] = pydyf.String("pydyf 0.13.0")
    buf = io.BytesIO()
    pdf.write(buf, identifier=b"aw-corpus-fixed-id", compress=False)
    return buf.getvalue(), [pg["vals"] for pg in f.pages]


RENDERERS = {"rlduplicata": render_duplicata, "fpdffax": render_fax, "mupdfwindow": render_window,
             "pydyfseyes": render_seyes}
PRODUCERS = {"rlduplicata": "ReportLab 5.1.0 canvas (carbon-copy duplicata)",
             "fpdffax": "fpdf2 2.8.9 (fax cover sheet + letter)",
             "mupdfwindow": "PyMuPDF 2.0 / MuPDF 1.28.5 (window-envelope letter with footnotes)",
             "pydyfseyes": "pydyf 0.13.0 hand-written streams (Seyès-ruled notebook)"}
