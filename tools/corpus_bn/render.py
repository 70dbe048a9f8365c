"""Four outside-writer layouts of corpus BN drawn by four writers. render(fam, doc) -> (pdf bytes, [values of page 0,
...]).

The engine is corpus BK/BL/BM's (tools/corpus_kit.py): every layout is first computed as drawing operations in mm
(top-down) by a Flow that breaks lines between unbreakable words (a value is never cut), with the real advances of the
font the writer uses, and records the values drawn on each page, so the truth follows the page a value lands on.
Every drawn string gets a trailing space so that no extractor glues two separately drawn strings into one word.
  rlcab    ReportLab - a TYPED LETTER on a private practice's letterhead: a left MARGIN COLUMN listing the practice's
           people (doctors with RPPS / N° AM, remplaçant) with the address, phones, e-mail and SIRET at the foot of
           the column; addressee window or patient block right, "Town, le date", "Objet :", salutation; fields
           "Caption : value" run into the text; ruled tables; signature block right.
  fplab    fpdf2 - a PRIVATE LABORATORY report: lab letterhead left, the PATIENT BLOCK framed at the TOP RIGHT, the
           "Dossier n° / Prélevé le ... à ... / Reçu le / Édité le" line in a band, fields in TWO COLUMNS with the
           caption left, a dotted leader and the value in a value column, results tables with units, reference ranges
           and an antériorité column, "Validé par".
  pycerfa  pydyf, base-14 Helvetica for the printed form and Courier for the typed-in values - a CERFA-LIKE FORM:
           "cerfa" box with the form number, numbered sections on black strips, every field a caption ABOVE a value
           box, numbers (NIR, birth date, SIRET, RPPS, member number) ONE CHARACTER PER BOX, tick boxes, "Signature et
           cachet" box.
  mumain   PyMuPDF - a PRE-PRINTED FORM FILLED IN BY HAND: printed captions (DejaVu Sans Condensed) followed by a
           dotted line on which the value is written in blue FreeSerif Italic (a different font standing for
           handwriting), handwritten paragraphs on faint ruled lines, printed grids filled in by hand, "étiquette"
           frame top right.
"""
from __future__ import annotations

import io

from tools.corpus_kit import Flow, frame, lay_sections, table

FONTS = {
    "rlcab": {"R": "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf",
              "B": "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf",
              "I": "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Italic.ttf"},
    "pycerfa": None,  # base-14 Helvetica / Bold / Oblique + Courier
    "fplab": {"R": "/usr/share/fonts/truetype/freefont/FreeSans.ttf",
              "B": "/usr/share/fonts/truetype/freefont/FreeSansBold.ttf",
              "I": "/usr/share/fonts/truetype/freefont/FreeSansOblique.ttf"},
    "mumain": {"R": "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed.ttf",
               "B": "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Bold.ttf",
               "I": "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Oblique.ttf",
               "H": "/usr/share/fonts/truetype/freefont/FreeSerifItalic.ttf"},
}
FAMILIES = {
    "rlcab": ("rl", "ReportLab %s canvas (lettre dactylographiée d'un cabinet libéral)"),
    "pycerfa": ("py", "pydyf %s (formulaire de type Cerfa, Helvetica et Courier)"),
    "fplab": ("fp", "fpdf2 %s (compte rendu d'un laboratoire privé)"),
    "mumain": ("mu", "PyMuPDF %s (formulaire pré-imprimé rempli à la main)"),
}
SOFT = {"rlcab": "MédiCab 7", "fplab": "LabOuest Résultats 4.1", "pycerfa": "FormuSanté 2", "mumain": "Scan formulaire"}
HELV = {"R": "Helvetica", "B": "Helvetica-Bold", "I": "Helvetica-Oblique", "C": "Courier"}
GREY = (0.42, 0.42, 0.42)
LGREY = (0.88, 0.88, 0.88)
BLACK = (0, 0, 0)
WHITE = (1, 1, 1)
INK = (0.08, 0.16, 0.55)
MM = 72 / 25.4


def _measure(fam):
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    if FONTS[fam] is None:
        return lambda t, st, size: pdfmetrics.stringWidth(t, HELV[st], size) / MM
    names = {}
    for st, path in FONTS[fam].items():
        nm = "BN%s%s" % (fam, st)
        try:
            pdfmetrics.getFont(nm)
        except KeyError:
            pdfmetrics.registerFont(TTFont(nm, path))
        names[st] = nm
    return lambda t, st, size: pdfmetrics.stringWidth(t, names[st], size) / MM


def lh(size, lead=1.3):
    return size * 0.3528 * lead


def cap_run(cap, run):
    return [cap + " : "] + list(run)


def lines_block(f, runs, x, w, size, st="R", lead=1.3, color=BLACK):
    for run in runs:
        f.para(run, x, w, size=size, st=st, lead=lead, color=color)


def box_lines(f, title, runs, x0, w, size, st="R", tst="B", color=BLACK, fill=LGREY):
    tl = f.lines([title], w - 4, tst, size)
    bl = [ln for run in runs for ln in f.lines(run, w - 6, st, size)]
    h = lh(size, 1.35) * len(tl) + 2.0 + lh(size, 1.45) * len(bl) + 3.0
    f.need(h + 2)
    y0 = f.y + 1
    f.rect(x0, y0, w, lh(size, 1.35) * len(tl) + 2.0, fill=fill)
    f.rect(x0, y0, w, h, stroke=BLACK, lw=0.25)
    y = y0
    for t, vals in tl:
        y += lh(size, 1.35)
        f.text(x0 + 2, y, t, vals, tst, size)
    y += 2.0
    for t, vals in bl:
        y += lh(size, 1.45)
        f.text(x0 + 4, y, t, vals, st, size, color)
    f.y = y0 + h + 2


# ------------------------------------------------------------------ layout 1: typed letter of a private practice
def lay_cab(doc, meas):
    MX, MW = 12.0, 40.0          # margin column
    x0, W = 58.0, 140.0          # body
    SZ = 9.2
    org = doc["org"]
    RULE = (0.55, 0.55, 0.55)

    def build(plan):
        f = Flow(meas, 18, 272)

        def on_new():
            if len(f.pages) > 1:
                f.text(x0, f.top + 1, "Suite - " + doc["title"], (), "I", 7.6, GREY)
                f.y += 5
        f.on_new_page = on_new
        # margin column: practice name, people, then address / phones / legal at the column's foot
        f.line(MX + MW + 2, 16, MX + MW + 2, 270, 0.3, RULE)
        f.para(org["name"], MX, MW, size=8.6, st="B", lead=1.25)
        f.para([org["kind"]], MX, MW, size=6.6, st="I", lead=1.25, color=GREY)
        f.y += 3
        lines_block(f, org["people"], MX, MW, 6.9, lead=1.3)
        ym = f.y
        f.y = 222
        lines_block(f, org["addr"] + org["contact"] + org["legal"], MX, MW, 6.7, lead=1.3)
        f.y = 18
        # right: addressee (window) or the patient block, then place and date
        xr = 120
        runs = doc["addressee"] or doc["patient"]
        if not doc["addressee"]:
            f.text(xr, f.y + 2, "Patient(e)", (), "I", 7, GREY)
            f.y += 2
        lines_block(f, runs, xr, 198 - xr, 9.0, lead=1.35)
        f.y += 5
        pd = f.lines(doc["place_date"], 198 - xr, "R", SZ)
        for t, vals in pd:
            f.y += lh(SZ)
            f.text(198 - meas(t, "R", SZ), f.y, t, vals, "R", SZ)
        f.y += 6
        if doc["objet"]:
            f.para(doc["objet"], x0, W, size=SZ, st="B", lead=1.35)
        f.para([doc["title"].upper()], x0, W, size=10, st="B", lead=1.4)
        for cap, run, _ in doc["meta"]:
            f.para(cap_run(cap, run), x0, W, size=SZ - 0.6, lead=1.3)
        if doc["salut"]:
            f.y += 3
            f.para([doc["salut"]], x0, W, size=SZ, lead=1.4)
        assert ym < 222, ym
        for gi, group in enumerate(plan):
            if gi:
                f.new_page()
            for si in group:
                head, blocks = doc["sections"][si]
                f.need(16)
                f.y += 4
                f.text(x0, f.y + 1, head, (), "B", SZ)
                f.line(x0, f.y + 2.2, x0 + meas(head, "B", SZ), f.y + 2.2, 0.2, BLACK)
                f.y += 2
                for b in blocks:
                    if b[0] == "kv":
                        for cap, run, _ in b[1]:
                            f.para(cap_run(cap, run), x0, W, size=SZ, lead=1.38)
                    elif b[0] == "p":
                        f.y += 1.2
                        f.para(b[1], x0, W, size=SZ, lead=1.45)
                    elif b[0] == "tab":
                        f.y += 2
                        table(f, b[1], b[2], b[3], x0, W, None, size=8.0, rule=RULE)
                    elif b[0] == "box":
                        box_lines(f, b[1], b[2], x0, W, 8.2, fill=(0.93, 0.93, 0.93))
        if doc["closing"]:
            f.y += 3
            f.para([doc["closing"]], x0, W, size=SZ, lead=1.4)
        f.need(26)
        f.y += 5
        lines_block(f, doc["sig"], 125, 73, SZ, lead=1.35)
        return f
    f = lay_sections(doc, build, "rlcab")
    frame(f, doc["runhead"], " - page {k}/{n}", doc["foot"], " - {k}/{n}", x0, W, yh=10.0, yf=286.0, color=GREY,
          size=6.8)
    return f


# ------------------------------------------------------------------ layout 2: private laboratory (fpdf2)
def lay_lab(doc, meas):
    x0, W = 14.0, 182.0
    RIGHT = x0 + W
    SZ = 8.6
    org = doc["org"]
    TEAL = (0.0, 0.36, 0.45)
    BAND = (0.91, 0.94, 0.95)

    def leader_pairs(f, items):
        """Caption, dotted leader, value in a value column; short pairs two per row (left / right half)."""
        half = W / 2
        rows, k = [], 0
        while k < len(items):
            cap, run, _ = items[k]
            short = lambda it: len(f.lines(it[1], half - 42, "B", SZ)) == 1 and meas(it[0], "R", 7.6) < 36  # noqa: E731
            if short(items[k]) and k + 1 < len(items) and short(items[k + 1]):
                rows.append([(items[k], half), (items[k + 1], half)])
                k += 2
            else:
                rows.append([(items[k], W)])
                k += 1
        for row in rows:
            cells = []
            for (cap, run, _), w in row:
                cl = f.lines([cap], 36, "R", 7.6)
                cells.append((cl, f.lines(run, w - 42, "B", SZ)))
            n = max(max(len(cl), len(vl)) for cl, vl in cells)
            h = lh(SZ, 1.35) * n + 0.8
            f.need(h)
            for j, (cl, vl) in enumerate(cells):
                x = x0 + j * half
                for q, (t, _) in enumerate(cl):
                    f.text(x, f.y + lh(SZ, 1.35) * (q + 1), t, (), "R", 7.6, GREY)
                yb = f.y + lh(SZ, 1.35) * len(cl) + 0.4
                f.line(x + meas(cl[-1][0], "R", 7.6) + 1.2, yb, x + 39.5, yb, 0.25, GREY, True)
                for q, (t, vals) in enumerate(vl):
                    f.text(x + 40, f.y + lh(SZ, 1.35) * (q + 1), t, vals, "B", SZ)
            f.y += h

    def build(plan):
        f = Flow(meas, 16, 270)

        def on_new():
            if len(f.pages) > 1:
                f.text(x0, f.top + 1, doc["title"] + " - suite", (), "I", 7.4, GREY)
                f.y += 4
        f.on_new_page = on_new
        y1 = f.y
        f.para(org["name"], x0, 98, size=12, st="B", lead=1.2, color=TEAL)
        f.para([org["kind"]], x0, 98, size=7.4, st="I", lead=1.3, color=GREY)
        lines_block(f, org["addr"] + org["contact"] + org["legal"], x0, 98, 7.2, lead=1.3)
        f.y += 1
        lines_block(f, org["people"], x0, 98, 7.0, lead=1.3, color=(0.25, 0.25, 0.25))
        ya = f.y
        # the patient block, framed, at the top right
        f.y = y1 + 4
        f.text(118, f.y, "PATIENT", (), "B", 6.8, TEAL)
        f.y += 1
        yb = f.y
        lines_block(f, doc["patient"], 121, RIGHT - 123, 9.0, lead=1.35)
        f.rect(118, yb, RIGHT - 118, f.y - yb + 3, stroke=TEAL, lw=0.35)
        f.y = max(ya, f.y + 3) + 3
        # the file line: Dossier n° | Prélevé le ... à ... | Reçu le | Édité le
        if doc["meta"]:
            run = []
            for k, (cap, r_, _) in enumerate(doc["meta"]):
                run += (["   |   "] if k else []) + [cap + " "] + list(r_)
            ln = f.lines(run, W - 4, "R", 8.2)
            f.rect(x0, f.y, W, lh(8.2, 1.4) * len(ln) + 2.4, fill=BAND)
            for t, vals in ln:
                f.y += lh(8.2, 1.4)
                f.text(x0 + 2, f.y, t, vals, "R", 8.2)
            f.y += 4
        f.y += 3
        f.para([doc["title"]], x0, W, size=11.5, st="B", lead=1.3, color=TEAL)
        if doc["objet"]:
            f.para(doc["objet"], x0, W, size=8.6, lead=1.3)
        for gi, group in enumerate(plan):
            if gi:
                f.new_page()
            for si in group:
                head, blocks = doc["sections"][si]
                f.need(16)
                f.y += 5
                f.text(x0, f.y, head.upper(), (), "B", 8.4, TEAL)
                f.line(x0, f.y + 1.4, RIGHT, f.y + 1.4, 0.35, TEAL)
                f.y += 1.8
                for b in blocks:
                    if b[0] == "kv":
                        leader_pairs(f, b[1])
                    elif b[0] == "p":
                        f.y += 1
                        f.para(b[1], x0, W, size=SZ, lead=1.4)
                    elif b[0] == "tab":
                        f.y += 1.5
                        table(f, b[1], b[2], b[3], x0, W, BAND, size=8.0, ruled_cols=False, rule=(0.8, 0.8, 0.8))
                    elif b[0] == "box":
                        box_lines(f, b[1], b[2], x0, W, 8.0, fill=BAND)
        f.need(24)
        f.y += 4
        f.text(x0, f.y + 3, "Validé par :" if doc["lab"] else "Signature :", (), "I", 7.6, GREY)
        lines_block(f, doc["sig"], x0 + 30, 90, SZ, lead=1.35)
        return f
    f = lay_sections(doc, build, "fplab")
    frame(f, ["Patient(e) : "] + doc["runhead"], " - Page {k}/{n}", doc["foot"], " - {k}/{n}", x0, W, yh=9.0,
          yf=285.0, color=GREY, size=6.8)
    return f


# ------------------------------------------------------------------ layout 3: Cerfa-like form (pydyf)
def lay_cerfa(doc, meas):
    x0, W = 12.0, 186.0
    RIGHT = x0 + W
    CS = 6.2
    VS = 9.0
    org = doc["org"]

    def fields(f, items):
        """Caption above a value box; comb values one character per box; packed two per row when they fit."""
        cells = []
        for cap, run, combv in items:
            if combv is not None:
                n = len(combv.text.replace(" ", ""))
                w = n * 2 * meas("0", "C", VS) + 3
                cells.append((cap, [combv], max(w, meas(cap, "R", CS) + 3), True))
            else:
                w = max(meas(t, "C", VS) for t, _ in f.lines(run, 10000, "C", VS)) + 4
                cells.append((cap, run, min(max(w, meas(cap, "R", CS) + 3, 40), W), False))
        rows, cur, used = [], [], 0.0
        for c in cells:
            if cur and used + c[2] + 3 > W:
                rows.append(cur)
                cur, used = [], 0.0
            cur.append(c)
            used += c[2] + 3
        if cur:
            rows.append(cur)
        for row in rows:
            extra = 0 if any(c[3] for c in row) else (W - sum(c[2] + 3 for c in row)) / len(row)
            lay = []
            for cap, run, w, isc in row:
                w2 = w if isc else w + extra
                vl = [(run[0].text, run)] if isc else f.lines(run, w2 - 3, "C", VS)
                lay.append((cap, vl, w2, isc))
            h = lh(CS) + 1.0 + lh(VS, 1.35) * max(len(v) for _, v, _, _ in lay) + 1.6
            f.need(h + 1)
            x = x0
            for cap, vl, w2, isc in lay:
                f.text(x, f.y + lh(CS), cap, (), "R", CS)
                yb = f.y + lh(CS) + 0.8
                hb = h - lh(CS) - 0.8
                if isc:
                    pitch = 2 * meas("0", "C", VS)
                    n = len(vl[0][0].replace(" ", ""))
                    for k in range(n):
                        f.rect(x + k * pitch, yb, pitch, hb, stroke=BLACK, lw=0.2)
                    f.text(x + pitch / 2 - meas("0", "C", VS) / 2, yb + hb - 1.6, vl[0][0], vl[0][1], "C", VS)
                else:
                    f.rect(x, yb, w2, hb, stroke=BLACK, lw=0.2)
                    for q, (t, vals) in enumerate(vl):
                        f.text(x + 1.5, yb + lh(VS, 1.35) * (q + 1) - 0.3, t, vals, "C", VS)
                x += w2 + 3
            f.y += h + 1.2

    def build(plan):
        f = Flow(meas, 16, 273)

        def on_new():
            if len(f.pages) > 1:
                f.text(x0, f.top + 1, doc["title"] + " (suite)", (), "I", 7, GREY)
                f.y += 4
        f.on_new_page = on_new
        # cerfa box, title, reserved frame
        f.rect(x0, f.y, 24, 12, stroke=BLACK, r=1.5, lw=0.4)
        f.text(x0 + 3, f.y + 6.5, "cerfa", (), "B", 12)
        cerfa_no = [m for m in doc["meta"] if m[0] == "Cerfa"]
        if cerfa_no:
            v = cerfa_no[0][1][0]
            f.text(x0 + 1, f.y + 15.5, v.text, (v,), "R", 6.5)
        f.rect(RIGHT - 44, f.y, 44, 16, stroke=BLACK, lw=0.2)
        f.text(RIGHT - 43, f.y + 3, "Cadre réservé à l'organisme", (), "I", 6)
        yt = f.y + 5
        for t, _ in f.lines([doc["title"].upper()], 110, "B", 10.5):
            f.text(x0 + 30 + (110 - meas(t, "B", 10.5)) / 2, yt, t, (), "B", 10.5)
            yt += lh(10.5, 1.3)
        f.y = max(f.y + 20, yt + 2)
        # the issuer, framed
        y1 = f.y
        f.text(x0 + 1, f.y + 3, "IDENTIFICATION DE L'ÉMETTEUR", (), "B", 6.6)
        f.y += 3.6
        lines_block(f, [org["name"]] + org["people"][:4], x0 + 2, 88, 7.4, lead=1.28)
        ya = f.y
        f.y = y1 + 3.6
        lines_block(f, org["addr"] + org["contact"] + org["legal"], x0 + 96, 88, 7.4, lead=1.28)
        f.y = max(ya, f.y) + 1.5
        f.rect(x0, y1, W, f.y - y1, stroke=BLACK, lw=0.35)
        f.y += 2
        others = [m for m in doc["meta"] if m[0] != "Cerfa"]
        if others:
            fields(f, others)
        for gi, group in enumerate(plan):
            if gi:
                f.new_page()
            for si in group:
                head, blocks = doc["sections"][si]
                f.need(18)
                f.y += 3
                f.rect(x0, f.y, W, 5.2, fill=BLACK)
                f.text(x0 + 2, f.y + 3.8, "%d  %s" % (si + 1, head.upper()), (), "B", 8, WHITE)
                f.y += 6.6
                for b in blocks:
                    if b[0] == "kv":
                        fields(f, b[1])
                    elif b[0] == "p":
                        f.y += 1
                        f.para(b[1], x0 + 1, W - 2, size=8.4, st="C", lead=1.35)
                        f.y += 1
                    elif b[0] == "tab":
                        f.y += 1
                        table(f, b[1], b[2], b[3], x0, W, LGREY, size=7.6, st="C", rule=BLACK)
                    elif b[0] == "box":
                        box_lines(f, b[1], b[2], x0, W, 7.8, st="C", fill=LGREY)
        f.need(30)
        f.y += 3
        y0 = f.y
        f.text(x0 + 96, f.y + 3, "Signature et cachet", (), "R", CS)
        f.y += 3.5
        lines_block(f, doc["sig"], x0 + 98, W - 99, 8.4, st="C", lead=1.35)
        f.y += 8
        f.rect(x0 + 95, y0, W - 95, f.y - y0, stroke=BLACK, lw=0.3)
        return f
    f = lay_sections(doc, build, "pycerfa")
    frame(f, doc["runhead"], " - {k}/{n}", doc["foot"], " - page {k}/{n}", x0, W, yh=9.0, yf=287.0,
          color=(0.3, 0.3, 0.3), size=6.6)
    return f


# ------------------------------------------------------------------ layout 4: pre-printed form filled by hand (PyMuPDF)
def lay_main(doc, meas):
    x0, W = 15.0, 180.0
    RIGHT = x0 + W
    PS = 8.0      # printed captions
    HS = 10.5     # handwriting
    org = doc["org"]
    DOT = (0.55, 0.55, 0.55)

    def dotted(f, items):
        """Printed caption, a dotted line to the margin, the value handwritten on it (continued on the next line)."""
        for cap, run, _ in items:
            cw = meas(cap + " :", "R", PS) + 2
            first = f.lines(run, W - cw, "H", HS)
            vl, rest = first[:1], first[1:]
            f.need(lh(HS, 1.5) * (1 + len(rest)))
            f.y += lh(HS, 1.5)
            f.text(x0, f.y, cap + " :", (), "R", PS)
            f.line(x0 + cw - 1, f.y + 0.8, RIGHT, f.y + 0.8, 0.2, DOT, True)
            for t, vals in vl:
                f.text(x0 + cw + 1, f.y - 0.6, t, vals, "H", HS, INK)
            for t, vals in rest:
                f.y += lh(HS, 1.5)
                f.line(x0 + cw - 1, f.y + 0.8, RIGHT, f.y + 0.8, 0.2, DOT, True)
                f.text(x0 + cw + 1, f.y - 0.6, t, vals, "H", HS, INK)

    def hand_para(f, run):
        for t, vals in f.lines(run, W, "H", HS):
            f.need(lh(HS, 1.55))
            f.y += lh(HS, 1.55)
            f.line(x0, f.y + 0.9, RIGHT, f.y + 0.9, 0.15, (0.75, 0.8, 0.9))
            f.text(x0 + 0.5, f.y - 0.3, t, vals, "H", HS, INK)

    def build(plan):
        f = Flow(meas, 16, 271)

        def on_new():
            if len(f.pages) > 1:
                f.text(x0, f.top + 1, doc["title"] + " - feuillet suivant", (), "I", 7.4, GREY)
                f.y += 4
        f.on_new_page = on_new
        y1 = f.y
        f.para(org["name"], x0, 100, size=11, st="B", lead=1.2)
        f.para([org["kind"]], x0, 100, size=7.2, st="I", lead=1.3, color=GREY)
        lines_block(f, org["addr"] + org["contact"] + org["legal"], x0, 100, 7.2, lead=1.28)
        lines_block(f, org["people"], x0, 100, 7.0, lead=1.28, color=(0.25, 0.25, 0.25))
        ya = f.y
        # the étiquette frame, filled by hand
        f.y = y1
        f.text(124, f.y + 2.5, "Étiquette / identité du patient", (), "I", 6.6, GREY)
        f.y += 2.5
        yb = f.y
        for run in doc["patient"]:
            for t, vals in f.lines(run, RIGHT - 128, "H", 9.8):
                f.y += lh(9.8, 1.35)
                f.text(126, f.y, t, vals, "H", 9.8, INK)
        f.rect(123, yb, RIGHT - 123, f.y - yb + 3, stroke=BLACK, lw=0.3, r=1.5)
        f.y = max(ya, f.y + 3) + 3
        f.rect(x0, f.y, W, 7, fill=(0.85, 0.85, 0.85))
        f.text(x0 + 2, f.y + 5, doc["title"].upper(), (), "B", 9.4)
        f.y += 8
        if doc["meta"]:
            dotted(f, doc["meta"])
        if doc["objet"]:
            hand_para(f, doc["objet"])
        if doc["addressee"]:
            dotted(f, [("Destinataire", [s for k, run in enumerate(doc["addressee"]) for s in ([", "] if k else []) + list(run)], None)])
        for gi, group in enumerate(plan):
            if gi:
                f.new_page()
            for si in group:
                head, blocks = doc["sections"][si]
                f.need(16)
                f.y += 5
                f.text(x0, f.y, "%s." % "ABC"[si] + " " + head, (), "B", 9)
                f.line(x0, f.y + 1.3, RIGHT, f.y + 1.3, 0.4, BLACK)
                f.y += 1
                for b in blocks:
                    if b[0] == "kv":
                        dotted(f, b[1])
                    elif b[0] == "p":
                        f.y += 1
                        hand_para(f, b[1])
                    elif b[0] == "tab":
                        f.y += 2
                        table(f, b[1], b[2], b[3], x0, W, (0.92, 0.92, 0.92), size=9.0, st="H", rule=BLACK)
                    elif b[0] == "box":
                        box_lines(f, b[1], b[2], x0, W, 8.4, st="H", color=INK, fill=(0.92, 0.92, 0.92))
        f.need(26)
        f.y += 5
        f.text(x0 + 95, f.y, "Signature et cachet :", (), "R", PS)
        for run in doc["sig"]:
            for t, vals in f.lines(run, W - 100, "H", HS):
                f.y += lh(HS, 1.35)
                f.text(x0 + 100, f.y, t, vals, "H", HS, INK)
        return f
    f = lay_sections(doc, build, "mumain")
    frame(f, doc["runhead"], " - feuillet {k}/{n}", doc["foot"], " - {k}/{n}", x0, W, yh=9.5, yf=286.0, color=GREY,
          size=6.8)
    return f


LAYOUTS = {"rlcab": lay_cab, "pycerfa": lay_cerfa, "fplab": lay_lab, "mumain": lay_main}


# ------------------------------------------------------------------ writers
def draw_reportlab(pages, doc):
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas
    _measure("rlcab")
    buf = io.BytesIO()
    cv = canvas.Canvas(buf, pagesize=A4, invariant=1)
    cv.setTitle(doc["title"])
    cv.setAuthor(SOFT["rlcab"])
    cv.setCreator(SOFT["rlcab"] + " - traitement de texte du cabinet")
    cv.setProducer("ReportLab - cabinet")
    H = A4[1]
    for p in pages:
        for o in p["ops"]:
            if o[0] == "t":
                _, x, y, s, st, size, color, rot = o
                cv.setFillColorRGB(*color)
                cv.setFont("BNrlcab" + st, size)
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
    for st, path in FONTS["fplab"].items():
        pdf.add_font("BNlab", "" if st == "R" else st, path)
    pdf.set_creation_date(datetime.datetime(2025, 1, 1, tzinfo=datetime.timezone.utc))
    pdf.set_title(doc["title"])
    pdf.set_creator(SOFT["fplab"])
    pdf.set_producer("fpdf2 - laboratoire")
    for p in pages:
        pdf.add_page()
        for o in p["ops"]:
            if o[0] == "t":
                _, x, y, s, st, size, color, rot = o
                pdf.set_text_color(*[int(round(255 * c)) for c in color])
                pdf.set_font("BNlab", "" if st == "R" else st, size)
                pdf.text(x, y, s + " ")
            elif o[0] == "l":
                pdf.set_draw_color(*[int(round(255 * c)) for c in o[6]])
                pdf.set_line_width(o[5])
                pdf.set_dash_pattern(dash=0.4, gap=0.8) if o[7] else pdf.set_dash_pattern()
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
        for st, path in FONTS["mumain"].items():
            pg.insert_font(fontname="BN" + st, fontfile=path)
        for o in p["ops"]:
            if o[0] == "t":
                _, x, y, s, st, size, color, rot = o
                pg.insert_text(pymupdf.Point(x * MM, y * MM), s + " ", fontname="BN" + st, fontsize=size,
                               color=INK if st == "H" else color)
            elif o[0] == "l":
                pg.draw_line((o[1] * MM, o[2] * MM), (o[3] * MM, o[4] * MM), color=o[6], width=o[5] * MM,
                             dashes="[1 2] 0" if o[7] else None)
            elif o[0] == "r":
                _, x, y, w, h, fill, stroke, rad, lw = o
                if fill or stroke:
                    rr = pymupdf.Rect(x * MM, y * MM, (x + w) * MM, (y + h) * MM)
                    pg.draw_rect(rr, color=stroke, fill=fill, width=lw * MM,
                                 radius=(min(0.5, rad / max(0.1, min(w, h)))) if rad else None)
    d.subset_fonts()
    d.set_metadata({"title": doc["title"], "producer": "PyMuPDF - formulaire", "creator": SOFT["mumain"],
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
    pdf.info["Creator"] = pydyf.String(SOFT["pycerfa"])
    pdf.info["Producer"] = pydyf.String("pydyf - formulaire Cerfa")
    buf = io.BytesIO()
    pdf.write(buf, identifier=b"corpus-bn-fixed-id")
    return buf.getvalue()


WRITERS = {"rlcab": draw_reportlab, "fplab": draw_fpdf, "mumain": draw_mupdf, "pycerfa": draw_pydyf}


def render(fam, doc):
    f = LAYOUTS[fam](doc, _measure(fam))
    return WRITERS[fam](f.pages, doc), [p["vals"] for p in f.pages]
