"""Four hospital-software layouts of corpus BM drawn by four writers. render(fam, doc) -> (pdf bytes, [values of page
0, ...]).

The engine is corpus BK/BL's (tools/corpus_kit.py): every layout is first computed as drawing operations in mm
(top-down) by a Flow that breaks lines between unbreakable words (a value is never cut), with the real advances of the
font the writer uses, and records the values drawn on each page, so the truth follows the page a value lands on.
Every drawn string gets a trailing space so that no extractor glues two separately drawn strings into one word.
  rlsih    ReportLab - printout of a hospital information system (DPI): logo square + letterhead, the patient
           STICKER (étiquette) top right with drawn IPP bars and an INS DataMatrix-like square, the header GRID
           (captions in the grid's header row, values in the cell below), fields "Caption : value" on the same line
           in a label column, footer "software - Imprimé le ... par login - Page k/n" + the patient line.
  fplis    fpdf2 - laboratory information system (SIL) report: lab letterhead left, window-envelope addressee right
           (no captions), a grey patient BAND whose captions sit in a caption row above the values, fields as a
           three-column grid of small grey captions ABOVE the values, results tables with antériorités.
  pyform   pydyf, base-14 Helvetica - regulatory form look (ordonnance / cerfa): prescriber block left, patient
           block right, every field a FORM BOX whose caption is printed small in the box's top-left corner and the
           value inside the box, framed zones for the bizone / transport choices, signature box.
  mupacs   PyMuPDF - radiology information system (RIS) report: dark PATIENT BAND (values only, white on dark) under
           the letterhead, an exam key/value table, every field as a caption cell with its value in the NEXT CELL
           (two pairs per row), "Validé électroniquement par ... le ..." signature, running head with the exam line.
"""
from __future__ import annotations

import io

from tools.corpus_kit import Flow, block_captions as _block_captions, frame, lay_sections, table, table_height

FONTS = {
    "rlsih": {"R": "/usr/share/fonts/truetype/crosextra/Carlito-Regular.ttf",
              "B": "/usr/share/fonts/truetype/crosextra/Carlito-Bold.ttf",
              "I": "/usr/share/fonts/truetype/crosextra/Carlito-Italic.ttf"},
    "pyform": None,  # base-14 Helvetica / Helvetica-Bold / Helvetica-Oblique
    "fplis": {"R": "/usr/share/fonts/truetype/freefont/FreeSans.ttf",
              "B": "/usr/share/fonts/truetype/freefont/FreeSansBold.ttf",
              "I": "/usr/share/fonts/truetype/freefont/FreeSansOblique.ttf"},
    "mupacs": {"R": "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed.ttf",
               "B": "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Bold.ttf",
               "I": "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Oblique.ttf"},
}
FAMILIES = {
    "rlsih": ("rl", "ReportLab %s canvas (impression du dossier patient informatisé)"),
    "pyform": ("py", "pydyf %s (formulaire de prescription, Helvetica)"),
    "fplis": ("fp", "fpdf2 %s (compte rendu du système d'information de laboratoire)"),
    "mupacs": ("mu", "PyMuPDF %s (compte rendu du RIS d'imagerie)"),
}
SOFT = {"rlsih": "Hospitalis DPI 8.4.2", "fplis": "Biologix SIL 5.2", "pyform": "PrescriSoins 3.1",
        "mupacs": "RadioPlan RIS 11"}
HELV = {"R": "Helvetica", "B": "Helvetica-Bold", "I": "Helvetica-Oblique"}
GREY = (0.42, 0.42, 0.42)
LGREY = (0.88, 0.88, 0.88)
BLACK = (0, 0, 0)
WHITE = (1, 1, 1)
MM = 72 / 25.4
P_CAPS = ["Identité", "Synthèse", "Observation", "Conclusion", "Mode de vie", "Copie"]
T_CAPS = ["Résultats", "Détail"]
SIG_CAP = "Signature"


def _measure(fam):
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    if FONTS[fam] is None:
        return lambda t, st, size: pdfmetrics.stringWidth(t, HELV[st], size) / MM
    names = {}
    for st, path in FONTS[fam].items():
        nm = "BM%s%s" % (fam, st)
        try:
            pdfmetrics.getFont(nm)
        except KeyError:
            pdfmetrics.registerFont(TTFont(nm, path))
        names[st] = nm
    return lambda t, st, size: pdfmetrics.stringWidth(t, names[st], size) / MM


def block_captions(doc):
    return _block_captions(doc, P_CAPS, T_CAPS, SIG_CAP)


def lh(size, lead=1.3):
    return size * 0.3528 * lead


# ------------------------------------------------------------------ shared pieces
def bars(f, x, y, w, h, digits):
    """Code-128-like bars drawn from the digits (drawing only, no text)."""
    pat = []
    for ch in "11" + digits + "9":
        d = int(ch)
        pat += [1 + d % 3, 1 + (d // 3) % 2, 2 - d % 2, 1 + (d * 7) % 3]
    unit = w / sum(pat)
    xx = x
    for k, p in enumerate(pat):
        if k % 2 == 0:
            f.rect(xx, y, p * unit, h, fill=BLACK)
        xx += p * unit


def matrix(f, x, y, side, bits, n=14):
    """A DataMatrix-like square (INS DataMatrix): L-shaped finder, clock track, modules from the digits."""
    cell = side / n
    seed = int(bits) % 2147483647 or 7
    for a in range(n):
        for b in range(n):
            on = a == n - 1 or b == 0 or (a == 0 and b % 2 == 0) or (b == n - 1 and a % 2 == 1)
            if not on:
                seed = (seed * 48271) % 2147483647
                on = seed % 2 == 0
            if on:
                f.rect(x + b * cell, y + a * cell, cell, cell, fill=BLACK)


def draw_sig(f, runs, x, w, size, st="R"):
    for run in runs:
        f.para(run, x, w, size=size, st=st, lead=1.35)


def box_block(f, title, runs, x0, w, size, fill=LGREY, tsize=None):
    """A framed zone: title in bold on a grey strip, the lines inside."""
    tsize = tsize or size
    tl = f.lines([title], w - 4, "B", tsize)
    bl = [ln for run in runs for ln in f.lines(run, w - 6, "R", size)]
    h = lh(tsize, 1.35) * len(tl) + 2.0 + lh(size, 1.45) * len(bl) + 3.0
    f.need(h + 2)
    y0 = f.y + 1
    f.rect(x0, y0, w, lh(tsize, 1.35) * len(tl) + 2.0, fill=fill)
    f.rect(x0, y0, w, h, stroke=BLACK, lw=0.3)
    y = y0
    for t, vals in tl:
        y += lh(tsize, 1.35)
        f.text(x0 + 2, y, t, vals, "B", tsize)
    y += 2.0
    for t, vals in bl:
        y += lh(size, 1.45)
        f.text(x0 + 4, y, t, vals, "R", size)
    f.y = y0 + h + 2


def header_grid(f, grid, x0, w, size, fill):
    table(f, [c for c, _ in grid], [[run for _, run in grid]], [1] * len(grid), x0, w, fill, size=size)


# ------------------------------------------------------------------ layout 1: DPI printout (ReportLab)
def lay_sih(doc, meas):
    x0, W = 15.0, 180.0
    RIGHT = x0 + W
    SZ = 9.0
    CAPW = 46.0
    caps = block_captions(doc)
    BLUE = (0.10, 0.25, 0.50)

    def build(plan):
        f = Flow(meas, 18, 272)

        def on_new():
            if len(f.pages) > 1:
                f.text(x0, f.top + 1, doc["title"] + " (suite)", (), "I", 8, GREY)
                f.y += 4
        f.on_new_page = on_new
        # logo square + letterhead (left), sticker (right)
        f.rect(x0, f.y, 14, 14, fill=BLUE)
        f.text(x0 + 1.2, f.y + 8.6, doc["acr"][:5], (), "B", 7.5 if len(doc["acr"]) > 4 else 9, WHITE)
        y1 = f.y
        f.y -= 1
        for k, run in enumerate(doc["head"]):
            f.para(run, x0 + 17, 95, size=8.4 if k == 0 else 7.6, st="B" if k < 2 else "R", lead=1.3)
        ya = f.y
        # the étiquette: a peel-off label, rounded, with bars under the IPP and the INS DataMatrix
        lx, lw_ = 122.0, RIGHT - 122.0
        ly = y1
        f.rect(lx, ly, lw_, 37, stroke=GREY, r=2.0, lw=0.25)
        yy = ly + 1
        for k, run in enumerate(doc["label"]):
            for t, vals in f.lines(run, lw_ - 22, "B" if k == 0 else "R", 9 if k == 0 else 8):
                yy += lh(9 if k == 0 else 8, 1.3)
                f.text(lx + 2.5, yy, t, vals, "B" if k == 0 else "R", 9 if k == 0 else 8)
        bars(f, lx + 2.5, yy + 1.2, 40, 6.5, doc["bars"])
        matrix(f, RIGHT - 18.5, ly + 2.5, 16, doc["ins_bits"])
        f.text(RIGHT - 18.5, ly + 21.5, "INS", (), "B", 6.5, GREY)
        f.y = max(ya, ly + 38) + 2
        header_grid(f, doc["grid"], x0, W, 8.2, (0.85, 0.89, 0.95))
        # title bar
        f.y += 2
        for t, _ in f.lines([doc["title"].upper()], W, "B", 11.5):
            f.y += lh(11.5, 1.3)
            f.text(x0 + (W - meas(t, "B", 11.5)) / 2, f.y, t, (), "B", 11.5, BLUE)
        f.y += 2
        f.line(x0, f.y, RIGHT, f.y, 0.5, BLUE)
        f.y += 1
        for run in doc["team"]:
            f.para(run, x0, W, size=7.8, st="I", lead=1.3, color=GREY)
        for gi, group in enumerate(plan):
            if gi:
                f.new_page()
            for si in group:
                head, blocks = doc["sections"][si]
                f.need(22)
                f.y += 7
                f.text(x0, f.y, head, (), "B", 10.2, BLUE)
                f.line(x0, f.y + 1.2, x0 + meas(head, "B", 10.2), f.y + 1.2, 0.25, BLUE)
                f.y += 1.5
                for bi, b in enumerate(blocks):
                    if b[0] == "kv":
                        for cap, run in b[1]:
                            vl = f.lines(run, W - CAPW - 2, "R", SZ)
                            f.need(lh(SZ, 1.38) * len(vl))
                            f.text(x0, f.y + lh(SZ, 1.38), cap + " :", (), "B", SZ)
                            for t, vals in vl:
                                f.y += lh(SZ, 1.38)
                                f.text(x0 + CAPW, f.y, t, vals, "R", SZ)
                    elif b[0] == "p":
                        f.y += 1.5
                        f.para(b[1], x0, W, size=SZ, lead=1.4)
                        f.y += 1.6
                    elif b[0] == "tab":
                        f.y += 1.5
                        table(f, b[1], b[2], b[3], x0, W, (0.85, 0.89, 0.95), size=8.2)
                    elif b[0] == "box":
                        box_block(f, b[1], b[2], x0, W, 8.6, fill=(0.85, 0.89, 0.95))
                    elif b[0] == "sig":
                        f.need(30)
                        f.y += 4
                        draw_sig(f, b[1], x0 + 105, W - 105, SZ)
        return f
    f = lay_sections(doc, build, "rlsih")
    frame(f, doc["runhead"], "", [SOFT["rlsih"], " - "] + doc["soft"] + [" - "] + doc["foot"], " - Page {k}/{n}",
          x0, W, yh=9.0, yf=285.0, color=GREY, st="R", size=7.0)
    return f


# ------------------------------------------------------------------ layout 2: laboratory information system (fpdf2)
def lay_lis(doc, meas):
    x0, W = 14.0, 182.0
    RIGHT = x0 + W
    SZ = 8.6
    caps = block_captions(doc)
    GREEN = (0.05, 0.35, 0.30)
    BAND = (0.90, 0.93, 0.92)

    def above_grid(f, items, ncols=3):
        cw = W / ncols
        rows, cur = [], []
        for cap, run in items:
            vl = f.lines(run, cw - 3, "B", SZ)
            if len(vl) > 2 or max(meas(t, "B", SZ) for t, _ in vl) > cw - 3:
                if cur:
                    rows.append(cur)
                    cur = []
                rows.append([(cap, run)])
                continue
            cur.append((cap, run))
            if len(cur) == ncols:
                rows.append(cur)
                cur = []
        if cur:
            rows.append(cur)
        for row in rows:
            ww = W - 3 if len(row) == 1 else cw - 3
            cells = [(cap, f.lines(run, ww, "B", SZ)) for cap, run in row]
            h = lh(6.8) + lh(SZ, 1.3) * max(len(v) for _, v in cells) + 2.4
            f.need(h)
            y0 = f.y
            for j, (cap, vl) in enumerate(cells):
                x = x0 + j * cw
                f.text(x + 1, y0 + lh(6.8), cap, (), "R", 6.8, GREY)
                for q, (t, vals) in enumerate(vl):
                    f.text(x + 1, y0 + lh(6.8) + lh(SZ, 1.3) * (q + 1), t, vals, "B", SZ)
            f.y = y0 + h
            f.line(x0, f.y - 0.8, RIGHT, f.y - 0.8, 0.08, (0.75, 0.75, 0.75), True)

    def build(plan):
        f = Flow(meas, 20, 270)

        def on_new():
            if len(f.pages) > 1:
                f.text(RIGHT - 40, f.top + 0.5, "Suite du compte rendu", (), "I", 7.2, GREY)
                f.y += 3
        f.on_new_page = on_new
        y1 = f.y
        for k, run in enumerate(doc["head"]):
            f.para(run, x0, 100, size=8.8 if k == 0 else 7.6, st="B" if k == 0 else "R", lead=1.3,
                   color=GREEN if k == 0 else BLACK)
        for run in doc["team"]:
            f.para(run, x0, 100, size=7.0, lead=1.3, color=GREY)
        ya = f.y
        # window-envelope addressee (DL window 110 x 35 mm at 20 mm from the right edge)
        f.y = y1 + 14
        f.rect(110, f.y - 1, 86, 24, stroke=(0.8, 0.8, 0.8), lw=0.1)
        for run in doc["addressee"]:
            f.para(run, 116, 78, size=9.4, lead=1.35)
        f.y = max(ya, f.y + 6) + 3
        # the patient band: captions row above values row, in a grey band
        g = [("Patient", [doc["runhead"][0], " ", doc["runhead"][2]])] + [(c, run) for c, run in doc["grid"][:2]]
        g += [("Étiquette", doc["label"][2][1:])]
        cw = W / len(g)
        f.rect(x0, f.y, W, 12, fill=BAND)
        for j, (cap, run) in enumerate(g):
            f.text(x0 + j * cw + 1.5, f.y + 4, cap.upper() if cap != "Étiquette" else "NÉ(E) LE", (), "B", 6.6, GREEN)
            ln = f.lines(run, cw - 3, "R", 8.6)
            for q, (t, vals) in enumerate(ln):
                f.text(x0 + j * cw + 1.5, f.y + 8.6 + q * 3.4, t, vals, "R", 8.6)
        f.y += 12 + 3
        f.text(x0, f.y + 3, doc["title"], (), "B", 12, GREEN)
        f.y += 6
        for gi, group in enumerate(plan):
            if gi:
                f.new_page()
            for si in group:
                head, blocks = doc["sections"][si]
                f.need(20)
                f.y += 4
                f.rect(x0, f.y, W, 5.6, fill=GREEN)
                f.text(x0 + 2, f.y + 4.0, head.upper(), (), "B", 8.4, WHITE)
                f.y += 6.6
                for bi, b in enumerate(blocks):
                    if b[0] == "kv":
                        above_grid(f, b[1])
                    elif b[0] == "p":
                        f.y += 1
                        f.para(b[1], x0, W, size=SZ, lead=1.4)
                        f.y += 1.6
                    elif b[0] == "tab":
                        f.y += 1
                        table(f, b[1], b[2], b[3], x0, W, BAND, size=7.8, ruled_cols=False, rule=(0.8, 0.8, 0.8))
                    elif b[0] == "box":
                        box_block(f, b[1], b[2], x0, W, 8.2, fill=BAND)
                    elif b[0] == "sig":
                        f.need(26)
                        f.y += 3
                        f.text(x0, f.y + 3, "Compte rendu validé par :", (), "I", 7.6, GREY)
                        draw_sig(f, b[1], x0 + 50, W - 50, SZ)
        return f
    f = lay_sections(doc, build, "fplis")
    frame(f, ["Patient : "] + doc["runhead"], " - Feuillet {k}/{n}", doc["foot"] + [" - ", SOFT["fplis"], " - "] + doc["soft"],
          " - Page {k} sur {n}", x0, W, yh=10.0, yf=284.0, color=GREY, st="R", size=7.0)
    return f


# ------------------------------------------------------------------ layout 3: regulatory form (pydyf, Helvetica)
def lay_form(doc, meas):
    x0, W = 12.0, 186.0
    RIGHT = x0 + W
    SZ = 8.4
    CS = 5.6
    caps = block_captions(doc)

    def form_boxes(f, items):
        """Form boxes: the caption printed small in the box's top-left corner, the value inside."""
        row, used = [], 0.0
        rows = []
        for cap, run in items:
            w = max(meas(t, "R", SZ) for t, _ in f.lines(run, 10000, "R", SZ)) + 5
            w = min(max(w, meas(cap, "R", CS) + 4, 30), W)
            if row and used + w > W:
                rows.append(row)
                row, used = [], 0.0
            row.append([cap, run, w])
            used += w
        if row:
            rows.append(row)
        for row in rows:
            extra = (W - sum(c[2] for c in row)) / len(row)
            cells = []
            for cap, run, w in row:
                w += extra
                cells.append((cap, f.lines(run, w - 4, "R", SZ), w))
            h = lh(CS) + 1.2 + lh(SZ, 1.3) * max(len(v) for _, v, _ in cells) + 1.8
            f.need(h)
            x = x0
            for cap, vl, w in cells:
                f.rect(x, f.y, w, h, stroke=BLACK, lw=0.2)
                f.text(x + 1.0, f.y + lh(CS) + 0.2, cap, (), "R", CS, GREY)
                for q, (t, vals) in enumerate(vl):
                    f.text(x + 2.0, f.y + lh(CS) + 1.2 + lh(SZ, 1.3) * (q + 1) - 0.4, t, vals, "R", SZ)
                x += w
            f.y += h

    def build(plan):
        f = Flow(meas, 18, 273)

        def on_new():
            if len(f.pages) > 1:
                f.text(x0, f.top + 1, "Feuillet de suite - " + doc["title"], (), "I", 7.2, GREY)
                f.y += 3
        f.on_new_page = on_new
        f.text(x0, f.y + 4, doc["title"], (), "B", 11.5)
        f.y += 7
        y1 = f.y
        # prescriber block (left) and patient block (right), both framed
        f.text(x0 + 1, f.y + 3.2, "IDENTIFICATION DU PRESCRIPTEUR ET DE L'ÉTABLISSEMENT", (), "B", 6.4)
        f.y += 4
        for run in doc["head"] + doc["team"][:1]:
            f.para(run, x0 + 1.5, 100, size=7.4, lead=1.28)
        bars(f, x0 + 2, f.y + 1, 44, 5.5, doc["bars"][2:] + "0")
        f.y += 8
        f.rect(x0, y1, 104, f.y - y1, stroke=BLACK, lw=0.3)
        ya = f.y
        f.y = y1
        f.text(x0 + 108, f.y + 3.2, "IDENTIFICATION DU PATIENT", (), "B", 6.4)
        f.y += 4
        for run in doc["label"]:
            f.para(run, x0 + 109.5, W - 110, size=8.4, lead=1.35)
        matrix(f, RIGHT - 17, f.y + 1, 14, doc["ins_bits"])
        f.y += 17
        f.rect(x0 + 106, y1, W - 106, max(ya, f.y) - y1, stroke=BLACK, lw=0.3)
        f.y = max(ya, f.y) + 2
        form_boxes(f, doc["grid"])
        for run in doc["team"][1:]:
            f.para(run, x0, W, size=7.2, lead=1.3, color=GREY)
        for gi, group in enumerate(plan):
            if gi:
                f.new_page()
            for si in group:
                head, blocks = doc["sections"][si]
                f.need(20)
                f.y += 5
                f.text(x0, f.y, "%d. %s" % (si + 1, head.upper()), (), "B", 9)
                f.line(x0, f.y + 1.2, RIGHT, f.y + 1.2, 0.4, BLACK)
                f.y += 2.5
                for bi, b in enumerate(blocks):
                    if b[0] == "kv":
                        form_boxes(f, b[1])
                    elif b[0] == "p":
                        f.y += 1
                        f.para(b[1], x0, W, size=SZ, lead=1.42)
                        f.y += 1.6
                    elif b[0] == "tab":
                        f.y += 1.5
                        table(f, b[1], b[2], b[3], x0, W, (0.92, 0.92, 0.92), size=7.8, rule=BLACK)
                    elif b[0] == "box":
                        box_block(f, b[1], b[2], x0, W, 8.2, fill=(0.92, 0.92, 0.92))
                    elif b[0] == "sig":
                        f.need(34)
                        f.y += 3
                        y0 = f.y
                        f.text(x0 + 96, f.y + 3, "Signature et cachet du prescripteur", (), "R", CS, GREY)
                        f.y += 3.5
                        draw_sig(f, b[1], x0 + 98, W - 99, SZ)
                        f.y += 9
                        f.rect(x0 + 95, y0, W - 95, f.y - y0, stroke=BLACK, lw=0.3)
                        f.y += 2
        return f
    f = lay_sections(doc, build, "pyform")
    frame(f, [SOFT["pyform"], " - "] + doc["runhead"], " - {k}/{n}", doc["foot"] + [" - "] + doc["soft"],
          " - page {k}/{n}", x0, W, yh=9.0, yf=286.0, color=(0.3, 0.3, 0.3), st="R", size=6.8)
    return f


# ------------------------------------------------------------------ layout 4: RIS report (PyMuPDF)
def lay_ris(doc, meas):
    x0, W = 16.0, 178.0
    RIGHT = x0 + W
    SZ = 8.6
    caps = block_captions(doc)
    NAVY = (0.13, 0.17, 0.27)

    def cell_pairs(f, items):
        """Caption in a shaded cell, the value in the NEXT cell; two pairs per row (one if the value is long)."""
        CWc, CWv = 30.0, W / 2 - 30.0
        k = 0
        while k < len(items):
            cap, run = items[k]
            long1 = len(f.lines(run, CWv - 2.4, "R", SZ)) > 1
            pair = [items[k]]
            if not long1 and k + 1 < len(items) and len(f.lines(items[k + 1][1], CWv - 2.4, "R", SZ)) == 1:
                pair.append(items[k + 1])
            vw = W - CWc if len(pair) == 1 and long1 else CWv
            cells = [(c, f.lines([c], CWc - 2.4, "B", 7.6), f.lines(rn, vw - 2.4, "R", SZ)) for c, rn in pair]
            h = max(max(len(cl) * lh(7.6, 1.3), len(vl) * lh(SZ, 1.3)) for _, cl, vl in cells) + 2.2
            f.need(h)
            x = x0
            for c, cl, vl in cells:
                f.rect(x, f.y, CWc, h, fill=(0.90, 0.92, 0.95))
                for q, (t, _) in enumerate(cl):
                    f.text(x + 1.2, f.y + lh(7.6, 1.3) * (q + 1) + 0.4, t, (), "B", 7.6, NAVY)
                for q, (t, vals) in enumerate(vl):
                    f.text(x + CWc + 1.2, f.y + lh(SZ, 1.3) * (q + 1) + 0.4, t, vals, "R", SZ)
                x += CWc + vw
            f.line(x0, f.y + h, RIGHT, f.y + h, 0.1, (0.7, 0.7, 0.7))
            f.y += h
            k += len(pair)

    def build(plan):
        f = Flow(meas, 19, 272)

        def on_new():
            if len(f.pages) > 1:
                f.text(RIGHT - 26, f.top + 0.5, "(suite)", (), "I", 7.2, GREY)
                f.y += 3
        f.on_new_page = on_new
        y1 = f.y
        f.text(x0, f.y + 6, doc["acr"], (), "B", 17, NAVY)
        f.y += 8
        for k, run in enumerate(doc["head"]):
            f.para(run, x0, 104, size=7.6, st="B" if k < 2 else "R", lead=1.28)
        ya = f.y
        f.y = y1
        f.text(124, f.y + 3, "Équipe médicale", (), "B", 7.6, NAVY)
        f.y += 3
        for run in doc["team"]:
            f.para(run, 124, RIGHT - 124, size=7.2, lead=1.3)
        f.y = max(ya, f.y) + 3
        # patient band: values only, white on navy
        band = [doc["label"][0] + [" "] + doc["label"][1], doc["label"][2], doc["label"][3] + ["  "] + doc["label"][4]]
        bl = [ln for run in band for ln in f.lines(run, W - 6, "B", 9)]
        f.rect(x0, f.y, W, lh(9, 1.35) * len(bl) + 3, fill=NAVY)
        y = f.y + 0.8
        for t, vals in bl:
            y += lh(9, 1.35)
            f.text(x0 + 3, y, t, vals, "B", 9, WHITE)
        f.y = y + 4
        cell_pairs(f, doc["grid"])
        f.y += 3
        f.text(x0, f.y + 4, doc["title"].upper(), (), "B", 11, NAVY)
        f.y += 6
        for gi, group in enumerate(plan):
            if gi:
                f.new_page()
            for si in group:
                head, blocks = doc["sections"][si]
                f.need(20)
                f.y += 6
                f.text(x0, f.y, head.upper(), (), "B", 9.2, (0.0, 0.45, 0.55))
                f.y += 2
                for bi, b in enumerate(blocks):
                    if b[0] == "kv":
                        cell_pairs(f, b[1])
                    elif b[0] == "p":
                        f.y += 1.5
                        f.para(b[1], x0, W, size=SZ, lead=1.42)
                        f.y += 1.6
                    elif b[0] == "tab":
                        f.y += 1.5
                        table(f, b[1], b[2], b[3], x0, W, (0.90, 0.92, 0.95), size=7.8)
                    elif b[0] == "box":
                        box_block(f, b[1], b[2], x0, W, 8.2, fill=(0.90, 0.92, 0.95))
                    elif b[0] == "sig":
                        f.need(28)
                        f.y += 4
                        f.text(x0, f.y + 3, "Validé électroniquement par :", (), "I", 7.8, GREY)
                        draw_sig(f, b[1], x0 + 45, W - 45, SZ, st="B")
        return f
    f = lay_sections(doc, build, "mupacs")
    frame(f, doc["runhead"], " - p. {k}/{n}", [SOFT["mupacs"], " - "] + doc["soft"] + [" - "] + doc["foot"],
          " - {k}/{n}", x0, W, yh=10.0, yf=286.0, color=GREY, st="R", size=6.9)
    return f


LAYOUTS = {"rlsih": lay_sih, "pyform": lay_form, "fplis": lay_lis, "mupacs": lay_ris}


# ------------------------------------------------------------------ writers
def draw_reportlab(pages, doc):
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas
    _measure("rlsih")
    buf = io.BytesIO()
    cv = canvas.Canvas(buf, pagesize=A4, invariant=1)
    cv.setTitle(doc["title"])
    cv.setAuthor(SOFT["rlsih"])
    cv.setCreator(SOFT["rlsih"] + " - module d'impression")
    cv.setProducer("ReportLab - DPI")
    H = A4[1]
    for p in pages:
        for o in p["ops"]:
            if o[0] == "t":
                _, x, y, s, st, size, color, rot = o
                cv.setFillColorRGB(*color)
                cv.setFont("BMrlsih" + st, size)
                cv.drawString(x * MM, H - y * MM, s + " ")
            elif o[0] == "l":
                cv.setStrokeColorRGB(*o[6])
                cv.setLineWidth(o[5] * MM)
                cv.setDash(1, 1.4) if o[7] else cv.setDash()
                cv.line(o[1] * MM, H - o[2] * MM, o[3] * MM, H - o[4] * MM)
                cv.setDash()
            elif o[0] == "r":
                _, x, y, w, h, fill, stroke, rad, lw = o
                if fill:
                    cv.setFillColorRGB(*fill)
                if stroke:
                    cv.setStrokeColorRGB(*stroke)
                cv.setLineWidth(lw * MM)
                cv.roundRect(x * MM, H - (y + h) * MM, w * MM, h * MM, rad * MM, stroke=1 if stroke else 0,
                             fill=1 if fill else 0)
        cv.showPage()
    cv.save()
    return buf.getvalue()


def draw_fpdf(pages, doc):
    import datetime
    from fpdf import FPDF
    pdf = FPDF(format="A4", unit="mm")
    pdf.set_auto_page_break(False)
    for st, path in FONTS["fplis"].items():
        pdf.add_font("BMlis", "" if st == "R" else st, path)
    pdf.set_creation_date(datetime.datetime(2025, 1, 1, tzinfo=datetime.timezone.utc))
    pdf.set_title(doc["title"])
    pdf.set_creator(SOFT["fplis"])
    pdf.set_producer("fpdf2 - SIL")
    for p in pages:
        pdf.add_page()
        for o in p["ops"]:
            if o[0] == "t":
                _, x, y, s, st, size, color, rot = o
                pdf.set_text_color(*[int(round(255 * c)) for c in color])
                pdf.set_font("BMlis", "" if st == "R" else st, size)
                pdf.text(x, y, s + " ")
            elif o[0] == "l":
                pdf.set_draw_color(*[int(round(255 * c)) for c in o[6]])
                pdf.set_line_width(o[5])
                pdf.set_dash_pattern(dash=1, gap=1.2) if o[7] else pdf.set_dash_pattern()
                pdf.line(o[1], o[2], o[3], o[4])
                pdf.set_dash_pattern()
            elif o[0] == "r":
                _, x, y, w, h, fill, stroke, rad, lw = o
                style = ("F" if fill else "") + ("D" if stroke else "")
                if fill:
                    pdf.set_fill_color(*[int(round(255 * c)) for c in fill])
                if stroke:
                    pdf.set_draw_color(*[int(round(255 * c)) for c in stroke])
                pdf.set_line_width(lw)
                if style:
                    pdf.rect(x, y, w, h, style="DF" if style == "FD" else style, round_corners=rad > 0,
                             corner_radius=rad)
    return bytes(pdf.output())


def draw_mupdf(pages, doc):
    import pymupdf
    d = pymupdf.open()
    for p in pages:
        pg = d.new_page(width=595.2756, height=841.8898)
        for st, path in FONTS["mupacs"].items():
            pg.insert_font(fontname="BM" + st, fontfile=path)
        for o in p["ops"]:
            if o[0] == "t":
                _, x, y, s, st, size, color, rot = o
                pg.insert_text(pymupdf.Point(x * MM, y * MM), s + " ", fontname="BM" + st, fontsize=size, color=color)
            elif o[0] == "l":
                pg.draw_line((o[1] * MM, o[2] * MM), (o[3] * MM, o[4] * MM), color=o[6], width=o[5] * MM,
                             dashes="[2 2] 0" if o[7] else None)
            elif o[0] == "r":
                _, x, y, w, h, fill, stroke, rad, lw = o
                if fill or stroke:
                    rr = pymupdf.Rect(x * MM, y * MM, (x + w) * MM, (y + h) * MM)
                    pg.draw_rect(rr, color=stroke, fill=fill, width=lw * MM,
                                 radius=(min(0.5, rad / max(0.1, min(w, h)))) if rad else None)
    d.subset_fonts()
    d.set_metadata({"title": doc["title"], "producer": "PyMuPDF - RIS", "creator": SOFT["mupacs"],
                    "creationDate": "", "modDate": ""})
    return d.tobytes(garbage=3, deflate=True, no_new_id=True)


def draw_pydyf(pages, doc):
    import pydyf
    pdf = pydyf.PDF()
    fonts = pydyf.Dictionary()
    for st, nm in HELV.items():
        fo = pydyf.Dictionary({"Type": "/Font", "Subtype": "/Type1", "BaseFont": "/" + nm,
                               "Encoding": "/WinAnsiEncoding"})
        pdf.add_object(fo)
        fonts["F" + st] = fo.reference
    H = 841.8898

    def r2(v):
        return round(v, 2)
    for p in pages:
        s = pydyf.Stream()
        for o in p["ops"]:
            if o[0] == "l":
                s.set_color_rgb(*o[6], stroke=True)
                s.set_line_width(r2(o[5] * MM))
                if o[7]:
                    s.set_dash([0.6, 1.2], 0)
                s.move_to(r2(o[1] * MM), r2(H - o[2] * MM))
                s.line_to(r2(o[3] * MM), r2(H - o[4] * MM))
                s.stroke()
                if o[7]:
                    s.set_dash([], 0)
            elif o[0] == "r":
                _, x, y, w, h, fill, stroke, rad, lw = o
                if not (fill or stroke):
                    continue
                s.rectangle(r2(x * MM), r2(H - (y + h) * MM), r2(w * MM), r2(h * MM))
                if fill:
                    s.set_color_rgb(*fill)
                if stroke:
                    s.set_color_rgb(*stroke, stroke=True)
                s.set_line_width(r2(lw * MM))
                (s.fill_and_stroke() if fill and stroke else s.fill() if fill else s.stroke())
        for o in p["ops"]:
            if o[0] == "t":
                _, x, y, txt, st, size, color, rot = o
                s.set_color_rgb(*color)
                s.begin_text()
                s.set_font_size("F" + st, size)
                s.set_text_matrix(1, 0, 0, 1, r2(x * MM), r2(H - y * MM))
                s.stream.append(b"<" + (txt + " ").encode("cp1252").hex().encode() + b"> Tj")
                s.end_text()
        pdf.add_object(s)
        page = pydyf.Dictionary({"Type": "/Page", "Parent": pdf.pages.reference,
                                 "MediaBox": pydyf.Array([0, 0, 595.2756, H]),
                                 "Resources": pydyf.Dictionary({"Font": fonts}), "Contents": s.reference})
        pdf.add_page(page)
    pdf.info["Title"] = pydyf.String(doc["title"])
    pdf.info["Creator"] = pydyf.String(SOFT["pyform"])
    pdf.info["Producer"] = pydyf.String("pydyf - formulaire")
    buf = io.BytesIO()
    pdf.write(buf, identifier=b"corpus-bm-fixed-id")
    return buf.getvalue()


WRITERS = {"rlsih": draw_reportlab, "fplis": draw_fpdf, "mupacs": draw_mupdf, "pyform": draw_pydyf}


def render(fam, doc):
    f = LAYOUTS[fam](doc, _measure(fam))
    return WRITERS[fam](f.pages, doc), [p["vals"] for p in f.pages]
