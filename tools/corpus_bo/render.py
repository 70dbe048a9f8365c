"""Four layouts of corpus BO drawn by four writers, each built for documents that name SEVERAL people around the
patient. render(fam, doc) -> (pdf bytes, [values of page 0, ...]).

The engine is corpus BK-BN's (tools/corpus_kit.py): every layout is first computed as drawing operations in mm
(top-down) by a Flow that breaks lines between unbreakable words (a value is never cut), with the real advances of the
font the writer uses, and records the values drawn on each page, so the truth follows the page a value lands on.
Every drawn string gets a trailing space so that no extractor glues two separately drawn strings into one word.
  rlduo    ReportLab - IDENTITIES SIDE BY SIDE: the parties (mother / newborn / father, patient / third party, ...)
           in parallel columns under coloured label bands; with two columns each field is a caption cell left and a
           value cell right on a ruled row, with three columns the caption is a small capital line ABOVE the value;
           numbered discs before section headings; "Caption : value" run into the text; dated notes with the author
           in bold; signature bottom left.
  fpchrono fpdf2 - HANGING HEADINGS: centred letterhead over a double rule, the file references right-aligned, every
           party a card whose LABEL sits in a left gutter and whose fields run on as "Caption : value ; Caption :
           value" prose; section headings in the same left gutter beside their content; the team listed last under
           "Intervenants".
  pysocial pydyf, base-14 Times - an ADMINISTRATIVE REPORT: letterhead left and "Réf." lines right, the title centred
           between double rules, the parties in ONE ruled table "Qualité | Rubrique | Renseignement" (the label on the
           first row of each person only), numbered capital headings, every field a bold caption on its own line
           with the value indented below, "Pour le service," signature right.
  mumulti  PyMuPDF - a MULTI-AUTHOR NOTE with a shaded RIGHT SIDEBAR (establishment, "Intervenants" with RPPS /
           ADELI, "Références" captions above values) on the first page; each party a rounded card with its label
           and fields on tab stops (grey caption, value at a fixed tab); dated notes on a vertical timeline with a
           dot per entry; headings after a thick coloured bar.
"""
from __future__ import annotations

import io

from tools.corpus_kit import Flow, frame, lay_sections, table

from .model import R

FONTS = {
    "rlduo": {"R": "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
              "B": "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
              "I": "/usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf"},
    "fpchrono": {"R": "/usr/share/fonts/truetype/freefont/FreeSerif.ttf",
                 "B": "/usr/share/fonts/truetype/freefont/FreeSerifBold.ttf",
                 "I": "/usr/share/fonts/truetype/freefont/FreeSerifItalic.ttf"},
    "pysocial": None,  # base-14 Times-Roman / Bold / Italic
    "mumulti": {"R": "/usr/share/fonts/truetype/dejavu/DejaVuSerifCondensed.ttf",
                "B": "/usr/share/fonts/truetype/dejavu/DejaVuSerifCondensed-Bold.ttf",
                "I": "/usr/share/fonts/truetype/dejavu/DejaVuSerifCondensed-Italic.ttf"},
}
FAMILIES = {
    "rlduo": ("rl", "ReportLab %s canvas (identités en colonnes parallèles)"),
    "fpchrono": ("fp", "fpdf2 %s (titres en marge, fiches des personnes)"),
    "pysocial": ("py", "pydyf %s (rapport administratif, Times)"),
    "mumulti": ("mu", "PyMuPDF %s (note pluriprofessionnelle, colonne latérale)"),
}
SOFT = {"rlduo": "Périnat'Liaison 3.2", "fpchrono": "PsyLégal 2.0", "pysocial": "SocialDoc 5", "mumulti": "NotaCare 1.8"}
TIMES = {"R": "Times-Roman", "B": "Times-Bold", "I": "Times-Italic"}
GREY = (0.42, 0.42, 0.42)
LGREY = (0.9, 0.9, 0.9)
BLACK = (0, 0, 0)
WHITE = (1, 1, 1)
MM = 72 / 25.4


def _measure(fam):
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    if FONTS[fam] is None:
        return lambda t, st, size: pdfmetrics.stringWidth(t, TIMES[st], size) / MM
    names = {}
    for st, path in FONTS[fam].items():
        nm = "BO%s%s" % (fam, st)
        try:
            pdfmetrics.getFont(nm)
        except KeyError:
            pdfmetrics.registerFont(TTFont(nm, path))
        names[st] = nm
    return lambda t, st, size: pdfmetrics.stringWidth(t, names[st], size) / MM


def lh(size, lead=1.3):
    return size * 0.3528 * lead


def join(runs, sep=" - "):
    out = []
    for k, run in enumerate(runs):
        out += ([sep] if k else []) + list(run)
    return out


def lines_block(f, runs, x, w, size, st="R", lead=1.3, color=BLACK):
    for run in runs:
        f.para(run, x, w, size=size, st=st, lead=lead, color=color)


def blocks(f, bl, x0, W, sz, kv, note, tab_fill, st="R", rule=GREY):
    for b in bl:
        if b[0] == "kv":
            kv(b[1])
        elif b[0] == "p":
            f.y += 1.2
            f.para(b[1], x0, W, size=sz, st=st, lead=1.42)
        elif b[0] == "tab":
            f.y += 1.5
            table(f, b[1], [[R(*cell) for cell in row] for row in b[2]], b[3], x0, W, tab_fill, size=sz - 0.8, rule=rule)
        elif b[0] == "note":
            note(b)


# ------------------------------------------------------------------ layout 1: identities side by side (ReportLab)
def lay_duo(doc, meas):
    f = None
    x0, W = 14.0, 182.0
    RIGHT = x0 + W
    SZ = 8.8
    COL = (0.62, 0.18, 0.36)
    es = doc["estab"]

    def kv(items):
        for cap, run in items:
            f.para([cap + " : "] + list(run), x0, W, size=SZ, lead=1.38)

    def note(b):
        f.need(12)
        f.y += 1.5
        f.para(b[1] + [" - "] + b[2], x0, W, size=SZ - 0.3, st="B", lead=1.35, color=COL)
        f.para(b[3], x0 + 5, W - 5, size=SZ, lead=1.38)

    def parties(parts):
        n = len(parts)
        cw = (W - 3 * (n - 1)) / n
        y0 = f.y
        ends = []
        for k, (label, fields) in enumerate(parts):
            x = x0 + k * (cw + 3)
            f.y = y0
            f.rect(x, f.y, cw, 5.4, fill=COL)
            f.text(x + 2, f.y + 3.9, label, (), "B", 8, WHITE)
            f.y += 6
            for cap, run in fields:
                if n <= 2:
                    cl = f.lines([cap], 28, "R", 7.4)
                    vl = f.lines(run, cw - 33, "B", SZ)
                    h = max(lh(7.4, 1.35) * len(cl), lh(SZ, 1.35) * len(vl)) + 1.2
                    for q, (t, _) in enumerate(cl):
                        f.text(x + 1, f.y + lh(SZ, 1.35) * (q + 1), t, (), "R", 7.4, GREY)
                    for q, (t, vals) in enumerate(vl):
                        f.text(x + 31, f.y + lh(SZ, 1.35) * (q + 1), t, vals, "B", SZ)
                    f.y += h
                    f.line(x, f.y, x + cw, f.y, 0.1, (0.75, 0.75, 0.75))
                else:
                    f.y += lh(6.8, 1.3)
                    f.text(x + 1, f.y, cap.upper(), (), "R", 6.8, GREY)
                    for t, vals in f.lines(run, cw - 2, "B", SZ):
                        f.y += lh(SZ, 1.3)
                        f.text(x + 1, f.y, t, vals, "B", SZ)
                    f.y += 0.8
            ends.append(f.y)
        f.y = max(ends) + 2
        for k in range(n):
            f.rect(x0 + k * (cw + 3), y0, cw, f.y - y0 - 1, stroke=COL, lw=0.3)
        f.y += 2

    def build(plan):
        nonlocal f
        f = Flow(meas, 16, 272)

        def on_new():
            if len(f.pages) > 1:
                f.text(x0, f.top + 1, doc["title"] + " (suite)", (), "I", 7.4, GREY)
                f.y += 4
        f.on_new_page = on_new
        f.rect(x0, f.y, 2.2, 22, fill=COL)
        y1 = f.y
        f.para(es["name"], x0 + 5, 100, size=11, st="B", lead=1.2)
        f.para(es["acr"] + [" - " + es["service"]], x0 + 5, 100, size=7.6, st="I", lead=1.3, color=GREY)
        f.para(join(es["addr"] + es["contact"] + es["legal"]), x0 + 5, 100, size=7.2, lead=1.3)
        f.y = max(f.y, y1 + 22) + 1.5
        f.para(["Équipe : "] + join(doc["staff"], "   |   "), x0 + 5, W - 5, size=7.0, lead=1.3, color=(0.25, 0.25, 0.25))
        f.y += 4
        for t, vals in f.lines([doc["title"]], W, "B", 12.5):
            f.y += lh(12.5, 1.25)
            f.text(x0 + (W - meas(t, "B", 12.5)) / 2, f.y, t, vals, "B", 12.5, COL)
        if doc["meta"]:
            f.y += 1
            run = join([[cap + " : "] + list(rn) for cap, rn in doc["meta"]], "   ·   ")
            for t, vals in f.lines(run, W, "R", 8.2):
                f.y += lh(8.2, 1.35)
                f.text(x0 + (W - meas(t, "R", 8.2)) / 2, f.y, t, vals, "R", 8.2)
        f.y += 4
        parties(doc["parties"])
        for gi, group in enumerate(plan):
            if gi:
                f.new_page()
            for si in group:
                head, bl = doc["sections"][si]
                f.need(16)
                f.y += 4
                f.circle(x0 + 2.4, f.y - 1.1, 2.4, fill=COL)
                f.text(x0 + 1.3, f.y, str(si + 1), (), "B", 8, WHITE)
                f.text(x0 + 7, f.y, head, (), "B", 9.6, COL)
                f.y += 2.5
                blocks(f, bl, x0, W, SZ, kv, note, (0.96, 0.9, 0.93), rule=(0.7, 0.6, 0.65))
        f.need(22)
        f.y += 5
        f.text(x0, f.y, "Signature :", (), "I", 7.6, GREY)
        f.y -= 3
        lines_block(f, doc["sig"], x0 + 20, 100, SZ, lead=1.35)
        return f
    fl = lay_sections(doc, build, "rlduo")
    frame(fl, doc["runhead"], " - p. {k}/{n}", doc["foot"], " - {k}/{n}", x0, W, yh=9.5, yf=286.0, color=GREY, size=6.8)
    return fl


# ------------------------------------------------------------------ layout 2: hanging headings (fpdf2)
def lay_chrono(doc, meas):
    f = None
    x0, W = 14.0, 182.0
    RIGHT = x0 + W
    G = 38.0                 # left gutter
    xc, WC = x0 + G + 4, W - G - 4
    SZ = 9.4
    INKC = (0.1, 0.2, 0.42)
    es = doc["estab"]

    def kv(items):
        for cap, run in items:
            f.para([cap + " : "] + list(run), xc, WC, size=SZ, lead=1.36)

    def note(b):
        f.need(12)
        f.y += 1.5
        f.para(b[1] + [" — "] + b[2], xc, WC, size=SZ, st="B", lead=1.35)
        f.para(b[3], xc, WC, size=SZ, lead=1.38)

    def gutter(label, yl):
        y = yl
        for t, vals in f.lines([label], G - 2, "B", 8.6):
            y += lh(8.6, 1.3)
            f.text(x0 + G - meas(t, "B", 8.6), y, t, vals, "B", 8.6, INKC)
        return y

    def build(plan):
        nonlocal f
        f = Flow(meas, 16, 272)

        def on_new():
            if len(f.pages) > 1:
                f.text(x0, f.top + 1, doc["title"] + " - suite", (), "I", 7.6, GREY)
                f.y += 4
        f.on_new_page = on_new
        for run, sz, st in ((es["name"], 12.5, "B"), (es["acr"] + [" - " + es["service"]], 8.4, "I"),
                            (join(es["addr"] + es["contact"] + es["legal"]), 7.8, "R")):
            for t, vals in f.lines(run, W, st, sz):
                f.y += lh(sz, 1.28)
                f.text(x0 + (W - meas(t, st, sz)) / 2, f.y, t, vals, st, sz)
        f.y += 2
        f.line(x0, f.y, RIGHT, f.y, 0.5, BLACK)
        f.line(x0, f.y + 0.9, RIGHT, f.y + 0.9, 0.2, BLACK)
        f.y += 2
        for cap, run in doc["meta"]:
            for t, vals in f.lines([cap + " : "] + list(run), 110, "R", 8.4):
                f.y += lh(8.4, 1.35)
                f.text(RIGHT - meas(t, "R", 8.4), f.y, t, vals, "R", 8.4)
        f.y += 3
        f.para([doc["title"].upper()], x0, W, size=11, st="B", lead=1.3, color=INKC)
        f.y += 2
        for label, fields in doc["parties"]:
            run = join([[cap + " : "] + list(rn) for cap, rn in fields], " ; ")
            ln = f.lines(run, WC, "R", SZ)
            h = lh(SZ, 1.4) * len(ln) + 2.5
            f.need(h)
            y0 = f.y
            gutter(label, y0)
            for t, vals in ln:
                f.y += lh(SZ, 1.4)
                f.text(xc, f.y, t, vals, "R", SZ)
            f.y += 2.5
            f.line(x0 + G + 1.5, y0 + 0.5, x0 + G + 1.5, f.y - 0.5, 0.5, INKC)
        for gi, group in enumerate(plan):
            if gi:
                f.new_page()
            for si in group:
                head, bl = doc["sections"][si]
                f.need(16)
                f.y += 4
                y0 = f.y
                yg = gutter(head, y0 - 3.2)
                f.y = y0 - 3.2
                blocks(f, bl, xc, WC, SZ, kv, note, (0.9, 0.92, 0.96))
                f.y = max(f.y, yg)
                f.line(x0, f.y + 1.5, RIGHT, f.y + 1.5, 0.1, (0.7, 0.7, 0.7))
                f.y += 1.5
        f.need(30)
        f.y += 4
        y0 = f.y
        yg = gutter("Intervenants", y0 - 3.2)
        f.y = y0 - 3.2
        lines_block(f, doc["staff"], xc, WC, 8.4, lead=1.35)
        f.y = max(f.y, yg) + 3
        lines_block(f, doc["sig"], xc + 70, WC - 70, SZ, lead=1.35)
        return f
    fl = lay_sections(doc, build, "fpchrono")
    frame(fl, doc["runhead"], " | page {k} sur {n}", doc["foot"], " | {k}/{n}", x0, W, yh=9.5, yf=286.0, color=GREY,
          size=7.2, rules=False)
    return fl


# ------------------------------------------------------------------ layout 3: administrative report (pydyf, Times)
def lay_social(doc, meas):
    f = None
    x0, W = 18.0, 174.0
    RIGHT = x0 + W
    SZ = 10.0
    es = doc["estab"]

    def kv(items):
        for cap, run in items:
            f.need(lh(SZ, 1.35) * 2)
            f.para([cap], x0, W, size=SZ - 0.4, st="B", lead=1.3)
            f.para(run, x0 + 8, W - 8, size=SZ, lead=1.35)

    def note(b):
        f.need(12)
        f.y += 1.5
        f.para(b[1] + [", "] + b[2] + [" :"], x0, W, size=SZ, st="I", lead=1.35)
        f.para(b[3], x0 + 8, W - 8, size=SZ, lead=1.38)

    def build(plan):
        nonlocal f
        f = Flow(meas, 17, 271)

        def on_new():
            if len(f.pages) > 1:
                f.text(x0, f.top + 1, doc["title"] + " (suite)", (), "I", 8, GREY)
                f.y += 4
        f.on_new_page = on_new
        y1 = f.y
        f.para(es["name"], x0, 96, size=11, st="B", lead=1.2)
        f.para([es["service"]], x0, 96, size=9, st="I", lead=1.25)
        lines_block(f, es["addr"] + es["contact"] + es["legal"], x0, 96, 8.6, lead=1.25)
        ya = f.y
        f.y = y1
        for cap, run in [("Réf.", es["acr"])] + list(doc["meta"]):
            for t, vals in f.lines([cap + " : "] + list(run), 70, "R", 9):
                f.y += lh(9, 1.35)
                f.text(RIGHT - meas(t, "R", 9), f.y, t, vals, "R", 9)
        f.y = max(ya, f.y) + 5
        f.line(x0, f.y, RIGHT, f.y, 0.35, BLACK)
        f.line(x0, f.y + 0.9, RIGHT, f.y + 0.9, 0.35, BLACK)
        f.y += 1
        for t, vals in f.lines([doc["title"].upper()], W - 10, "B", 11.5):
            f.y += lh(11.5, 1.35)
            f.text(x0 + (W - meas(t, "B", 11.5)) / 2, f.y, t, vals, "B", 11.5)
        f.y += 2.4
        f.line(x0, f.y, RIGHT, f.y, 0.35, BLACK)
        f.line(x0, f.y + 0.9, RIGHT, f.y + 0.9, 0.35, BLACK)
        f.y += 4
        f.para(["Personnes concernées"], x0, W, size=SZ, st="B", lead=1.3)
        f.y += 1
        rows = []
        for label, fields in doc["parties"]:
            for k, (cap, run) in enumerate(fields):
                rows.append([[label.capitalize() if k == 0 else ""], [cap], list(run)])
        table(f, ["Qualité", "Rubrique", "Renseignement"], rows, [1.5, 1.6, 4.4], x0, W, LGREY, size=9.0, rule=BLACK)
        for gi, group in enumerate(plan):
            if gi:
                f.new_page()
            for si in group:
                head, bl = doc["sections"][si]
                f.need(16)
                f.y += 5
                f.text(x0, f.y, "%d. %s" % (si + 1, head.upper()), (), "B", SZ)
                f.y += 1.5
                blocks(f, bl, x0, W, SZ, kv, note, LGREY, rule=BLACK)
        f.need(30)
        f.y += 5
        f.text(x0 + 100, f.y, "Pour le service,", (), "I", SZ)
        f.y += 1
        lines_block(f, doc["sig"], x0 + 100, W - 100, SZ, lead=1.35)
        f.y += 3
        f.para(["Équipe : "] + join(doc["staff"], " ; "), x0, W, size=8.4, lead=1.3, color=GREY)
        return f
    fl = lay_sections(doc, build, "pysocial")
    frame(fl, doc["runhead"], " - {k}/{n}", doc["foot"], " - page {k}/{n}", x0, W, yh=10.0, yf=287.0,
          color=(0.3, 0.3, 0.3), size=7.6)
    return fl


# ------------------------------------------------------------------ layout 4: multi-author note with right sidebar (PyMuPDF)
def lay_multi(doc, meas):
    f = None
    x0, W = 14.0, 128.0
    SX, SW = 147.0, 50.0
    SZ = 8.6
    TAB = 30.0
    COL = (0.05, 0.42, 0.36)
    es = doc["estab"]

    def kv(items):
        for cap, run in items:
            vl = f.lines(run, W - TAB, "R", SZ)
            cl = f.lines([cap], TAB - 2, "I", 7.6)
            h = lh(SZ, 1.38) * max(len(vl), len(cl))
            f.need(h)
            for q, (t, _) in enumerate(cl):
                f.text(x0, f.y + lh(SZ, 1.38) * (q + 1), t, (), "I", 7.6, GREY)
            for q, (t, vals) in enumerate(vl):
                f.text(x0 + TAB, f.y + lh(SZ, 1.38) * (q + 1), t, vals, "R", SZ)
            f.y += h + 0.4

    def note(b):
        f.need(14)
        f.y += 2
        y0 = f.y
        f.circle(x0 + 1.5, f.y + 1.6, 1.2, fill=COL)
        f.para(b[1] + ["  "] + b[2], x0 + 5, W - 5, size=SZ, st="B", lead=1.35, color=COL)
        f.para(b[3], x0 + 5, W - 5, size=SZ, lead=1.38)
        f.line(x0 + 1.5, y0 + 3, x0 + 1.5, f.y + 1.5, 0.3, COL)

    def sidebar():
        y = f.y
        f.rect(SX - 2, 14, SW + 3, 250, fill=(0.93, 0.95, 0.94))
        f.y = 16
        f.para(es["acr"], SX, SW, size=11, st="B", lead=1.3, color=COL)
        f.para([es["service"]], SX, SW, size=7, st="I", lead=1.25, color=GREY)
        f.y += 1
        lines_block(f, es["addr"] + es["contact"] + es["legal"], SX, SW, 7, lead=1.28)
        f.y += 3
        f.para(["Intervenants"], SX, SW, size=7.6, st="B", lead=1.3, color=COL)
        lines_block(f, doc["staff"], SX, SW, 6.9, lead=1.28)
        f.y += 3
        f.para(["Références"], SX, SW, size=7.6, st="B", lead=1.3, color=COL)
        for cap, run in doc["meta"]:
            f.para([cap], SX, SW, size=6.4, lead=1.25, color=GREY)
            f.para(run, SX, SW, size=7.6, lead=1.25)
        assert f.y < 262, f.y
        f.y = y

    def build(plan):
        nonlocal f
        f = Flow(meas, 16, 271)

        def on_new():
            if len(f.pages) > 1:
                f.text(x0, f.top + 1, doc["title"] + " - suite", (), "I", 7.4, GREY)
                f.y += 4
        f.on_new_page = on_new
        sidebar()
        f.para(es["name"], x0, W, size=9.5, st="B", lead=1.25)
        f.y += 2
        f.para([doc["title"]], x0, W, size=13, st="B", lead=1.25, color=COL)
        f.y += 2
        for label, fields in doc["parties"]:
            rows = [(f.lines([cap], TAB - 2, "I", 7.4), f.lines(run, W - TAB - 4, "R", SZ)) for cap, run in fields]
            h = lh(8, 1.4) + sum(lh(SZ, 1.36) * max(len(a), len(b)) for a, b in rows) + 2.5
            f.need(h + 2)
            y0 = f.y
            f.text(x0 + 2, f.y + lh(8, 1.4), label, (), "B", 8, COL)
            f.y += lh(8, 1.4)
            for cl, vl in rows:
                for q, (t, _) in enumerate(cl):
                    f.text(x0 + 2, f.y + lh(SZ, 1.36) * (q + 1), t, (), "I", 7.4, GREY)
                for q, (t, vals) in enumerate(vl):
                    f.text(x0 + TAB + 2, f.y + lh(SZ, 1.36) * (q + 1), t, vals, "R", SZ)
                f.y += lh(SZ, 1.36) * max(len(cl), len(vl))
            f.y += 2.5
            f.rect(x0, y0, W, f.y - y0, stroke=COL, r=2.0, lw=0.3)
            f.y += 2
        for gi, group in enumerate(plan):
            if gi:
                f.new_page()
            for si in group:
                head, bl = doc["sections"][si]
                f.need(16)
                f.y += 5
                f.rect(x0, f.y - 3.4, 1.4, 4.4, fill=COL)
                f.text(x0 + 3, f.y, head, (), "B", 9.6)
                f.y += 1.5
                blocks(f, bl, x0, W, SZ, kv, note, (0.9, 0.95, 0.93))
        f.need(22)
        f.y += 5
        f.text(x0, f.y, "Validé par", (), "I", 7.6, GREY)
        lines_block(f, doc["sig"], x0 + 18, W - 18, SZ, st="B", lead=1.35)
        return f
    fl = lay_sections(doc, build, "mumulti")
    frame(fl, doc["runhead"], " - page {k}/{n}", doc["foot"], " - {k}/{n}", x0, 183.0, yh=9.5, yf=286.0, color=GREY,
          size=6.8)
    return fl


LAYOUTS = {"rlduo": lay_duo, "fpchrono": lay_chrono, "pysocial": lay_social, "mumulti": lay_multi}


# ------------------------------------------------------------------ writers
def draw_reportlab(pages, doc):
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas
    _measure("rlduo")
    buf = io.BytesIO()
    cv = canvas.Canvas(buf, pagesize=A4, invariant=1)
    cv.setTitle(doc["title"])
    cv.setAuthor(SOFT["rlduo"])
    cv.setCreator(SOFT["rlduo"] + " - dossier périnatal partagé")
    cv.setProducer("ReportLab - périnatalité")
    H = A4[1]
    for p in pages:
        for o in p["ops"]:
            if o[0] == "t":
                _, x, y, s, st, size, color, rot = o
                cv.setFillColorRGB(*color)
                cv.setFont("BOrlduo" + st, size)
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
            elif o[0] == "c":
                _, cx, cy, rad, fill, stroke, lw = o
                if fill:
                    cv.setFillColorRGB(*fill)
                if stroke:
                    cv.setStrokeColorRGB(*stroke)
                cv.circle(cx * MM, H - cy * MM, rad * MM, stroke=1 if stroke else 0, fill=1 if fill else 0)
        cv.showPage()
    cv.save()
    return buf.getvalue()


def draw_fpdf(pages, doc):
    import datetime
    from fpdf import FPDF
    pdf = FPDF(format="A4", unit="mm")
    pdf.set_auto_page_break(False)
    for st, path in FONTS["fpchrono"].items():
        pdf.add_font("BOchrono", "" if st == "R" else st, path)
    pdf.set_creation_date(datetime.datetime(2025, 1, 1, tzinfo=datetime.timezone.utc))
    pdf.set_title(doc["title"])
    pdf.set_creator(SOFT["fpchrono"])
    pdf.set_producer("fpdf2 - registre des mesures")
    for p in pages:
        pdf.add_page()
        for o in p["ops"]:
            if o[0] == "t":
                _, x, y, s, st, size, color, rot = o
                pdf.set_text_color(*[int(round(255 * c)) for c in color])
                pdf.set_font("BOchrono", "" if st == "R" else st, size)
                pdf.text(x, y, s + " ")
            elif o[0] == "l":
                pdf.set_draw_color(*[int(round(255 * c)) for c in o[6]])
                pdf.set_line_width(o[5])
                pdf.line(o[1], o[2], o[3], o[4])
            elif o[0] == "r":
                _, x, y, w, h, fill, stroke, rad, lw = o
                style = ("F" if fill else "") + ("D" if stroke else "")
                if fill:
                    pdf.set_fill_color(*[int(round(255 * c)) for c in fill])
                if stroke:
                    pdf.set_draw_color(*[int(round(255 * c)) for c in stroke])
                pdf.set_line_width(lw)
                if style:
                    pdf.rect(x, y, w, h, style="DF" if style == "FD" else style)
    return bytes(pdf.output())


def draw_mupdf(pages, doc):
    import pymupdf
    d = pymupdf.open()
    for p in pages:
        pg = d.new_page(width=595.2756, height=841.8898)
        for st, path in FONTS["mumulti"].items():
            pg.insert_font(fontname="BO" + st, fontfile=path)
        for o in p["ops"]:
            if o[0] == "t":
                _, x, y, s, st, size, color, rot = o
                pg.insert_text(pymupdf.Point(x * MM, y * MM), s + " ", fontname="BO" + st, fontsize=size, color=color)
            elif o[0] == "l":
                pg.draw_line((o[1] * MM, o[2] * MM), (o[3] * MM, o[4] * MM), color=o[6], width=o[5] * MM)
            elif o[0] == "r":
                _, x, y, w, h, fill, stroke, rad, lw = o
                if fill or stroke:
                    rr = pymupdf.Rect(x * MM, y * MM, (x + w) * MM, (y + h) * MM)
                    pg.draw_rect(rr, color=stroke, fill=fill, width=lw * MM,
                                 radius=(min(0.5, rad / max(0.1, min(w, h)))) if rad else None)
            elif o[0] == "c":
                _, cx, cy, rad, fill, stroke, lw = o
                pg.draw_circle((cx * MM, cy * MM), rad * MM, color=stroke, fill=fill, width=lw * MM)
    d.subset_fonts()
    d.set_metadata({"title": doc["title"], "producer": "PyMuPDF - note pluriprofessionnelle", "creator": SOFT["mumulti"],
                    "creationDate": "", "modDate": ""})
    return d.tobytes(garbage=3, deflate=True, no_new_id=True)


def draw_pydyf(pages, doc):
    import pydyf
    pdf = pydyf.PDF()
    fonts = pydyf.Dictionary()
    for st, nm in TIMES.items():
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
                s.move_to(r2(o[1] * MM), r2(H - o[2] * MM))
                s.line_to(r2(o[3] * MM), r2(H - o[4] * MM))
                s.stroke()
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
    pdf.info["Creator"] = pydyf.String(SOFT["pysocial"])
    pdf.info["Producer"] = pydyf.String("pydyf - rapport administratif")
    buf = io.BytesIO()
    pdf.write(buf, identifier=b"corpus-bo-fixed-id")
    return buf.getvalue()


WRITERS = {"rlduo": draw_reportlab, "fpchrono": draw_fpdf, "mumulti": draw_mupdf, "pysocial": draw_pydyf}


def render(fam, doc):
    f = LAYOUTS[fam](doc, _measure(fam))
    return WRITERS[fam](f.pages, doc), [p["vals"] for p in f.pages]
