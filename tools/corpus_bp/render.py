"""Four layouts of corpus BP drawn by four writers, each built for LISTS that name many patients at once.
render(fam, doc) -> (pdf bytes, [values of page 0, ...]).

The engine is corpus BK-BO's (tools/corpus_kit.py): every layout is first computed as drawing operations in mm
(top-down) by a Flow that breaks lines between unbreakable words (a value is never cut), with the real advances of the
font the writer uses, and records the values drawn on each page, so the truth follows the page a value lands on.
Every drawn string gets a trailing space so that no extractor glues two separately drawn strings into one word. Each
group of rows (a room, a unit, a day, an organ, a week...) starts on a new page.
  rlzebra  ReportLab, A4 LANDSCAPE - a wide table with ZEBRA rows, a dark header row with white captions repeated on
           every page, each group opened by a coloured tab, no vertical rules; edition lines right-aligned at the top.
  fpagenda fpdf2, A4 portrait - a LIST GROUPED UNDER SUB-HEADINGS (agenda): the hour / bed / number large in a left
           margin column, the patient's identity in bold on the first line, the other fields as "Caption : value"
           on the lines below; the acronym in a square box beside the letterhead.
  pygrid   pydyf, base-14 Helvetica - a FULLY RULED GRID whose narrow cells wrap over two or three lines, the group
           heading in a grey bordered box above each grid, the title in a double frame, visa boxes at the end.
  mumono   PyMuPDF, DejaVu Sans Mono, A4 LANDSCAPE - a CONDENSED MONOSPACE EXPORT: fixed-width columns padded with
           spaces (a too-long cell continues on the next line inside its column), '=' and '-' rules drawn as
           characters, the query lines at the top, "##" group lines, the column header repeated on every page.
"""
from __future__ import annotations

import io

from tools.corpus_kit import Flow, frame
from tools.corpus_au.model import wrap

from .model import R

FONTS = {
    "rlzebra": {"R": "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed.ttf",
                "B": "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Bold.ttf",
                "I": "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Oblique.ttf"},
    "fpagenda": {"R": "/usr/share/fonts/truetype/freefont/FreeSans.ttf",
                 "B": "/usr/share/fonts/truetype/freefont/FreeSansBold.ttf",
                 "I": "/usr/share/fonts/truetype/freefont/FreeSansOblique.ttf"},
    "pygrid": None,  # base-14 Helvetica
    "mumono": {"R": "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf",
               "B": "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf",
               "I": "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Oblique.ttf"},
}
FAMILIES = {
    "rlzebra": ("rl", "ReportLab %s canvas (tableau paysage zébré)"),
    "fpagenda": ("fp", "fpdf2 %s (liste groupée par sous-titres)"),
    "pygrid": ("py", "pydyf %s (grille réglée, Helvetica)"),
    "mumono": ("mu", "PyMuPDF %s (export à colonnes fixes)"),
}
SOFT = {"rlzebra": "BlocPlan 6.4", "fpagenda": "AgendaSoins 3", "pygrid": "GrilleHosp 2.1", "mumono": "DIM-Extract 4.2"}
HELV = {"R": "Helvetica", "B": "Helvetica-Bold", "I": "Helvetica-Oblique"}
GREY = (0.42, 0.42, 0.42)
LGREY = (0.88, 0.88, 0.88)
BLACK = (0, 0, 0)
WHITE = (1, 1, 1)
MM = 72 / 25.4
LAND = (841.8898, 595.2756)
PORT = (595.2756, 841.8898)


def _measure(fam):
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    if FONTS[fam] is None:
        return lambda t, st, size: pdfmetrics.stringWidth(t, HELV[st], size) / MM
    names = {}
    for st, path in FONTS[fam].items():
        nm = "BP%s%s" % (fam, st)
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


def fit(build, fam):
    for sz in (1.0, 0.93, 0.86, 0.8):
        f = build(sz)
        if len(f.pages) <= 3:
            return f
    raise RuntimeError("%s: %d pages" % (fam, len(f.pages)))


def col_widths(f, heads, rows, weights, W, st, size, pad=2.4):
    """Widths proportional to the weights, but never narrower than a column's longest unbreakable word."""
    from tools.corpus_au.model import tokens
    mins = []
    for q, hd in enumerate(heads):
        words = [t for row in rows for t, _ in tokens(list(row[q]))]
        mins.append(max([f.m(t, st, size) for t in words] + [0]) + pad)
    tot = sum(weights)
    ws = [W * x / tot for x in weights]
    for _ in range(8):
        short = [q for q in range(len(ws)) if ws[q] < mins[q]]
        if not short:
            break
        for q in short:
            ws[q] = mins[q]
        free = [q for q in range(len(ws)) if q not in short and ws[q] > mins[q]]
        extra = sum(ws) - W
        ft = sum(weights[q] for q in free)
        for q in free:
            ws[q] -= extra * weights[q] / ft
    return ws


# ------------------------------------------------------------------ layout 1: landscape zebra table (ReportLab)
def lay_zebra(doc, meas):
    x0, W = 12.0, 273.0
    RIGHT = x0 + W
    COL = (0.12, 0.3, 0.5)
    ZEB = (0.93, 0.95, 0.98)
    es = doc["estab"]

    def build(k):
        SZ = 7.6 * k
        f = Flow(meas, 15, 192)
        ws = col_widths(f, doc["heads"], [r for _, rs in doc["groups"] for r in rs], doc["weights"], W, "B", SZ)
        xs = [x0 + sum(ws[:q]) for q in range(len(ws))]
        lead = lh(SZ, 1.32)

        def head_row():
            hl = [f.lines([h], ws[q] - 2.4, "B", SZ) for q, h in enumerate(doc["heads"])]
            hh = lead * max(len(c) for c in hl) + 2.2
            f.rect(x0, f.y, W, hh, fill=COL)
            for q, c in enumerate(hl):
                for j, (t, _) in enumerate(c):
                    f.text(xs[q] + 1.2, f.y + lead + 0.4 + lead * j, t, (), "B", SZ, WHITE)
            f.y += hh

        def on_new():
            if len(f.pages) > 1:
                f.text(x0, f.top + 1, doc["title"] + " (suite)", (), "I", 7, GREY)
                f.y += 3
        f.on_new_page = on_new
        y1 = f.y
        f.para(es["name"], x0, 150, size=11, st="B", lead=1.2, color=COL)
        f.para([es["service"]], x0, 150, size=8, lead=1.3)
        f.para(join(es["addr"] + es["contact"] + es["legal"]), x0, 150, size=7, lead=1.3, color=GREY)
        ya, f.y = f.y, y1
        for cap, run in doc["meta"]:
            for t, vals in f.lines([cap + " : "] + list(run), 110, "R", 7.6):
                f.y += lh(7.6, 1.35)
                f.text(RIGHT - meas(t, "R", 7.6), f.y, t, vals, "R", 7.6)
        f.y = max(ya, f.y) + 3
        f.text(x0, f.y + 4, doc["title"], (), "B", 13, COL)
        f.y += 6.5
        f.line(x0, f.y, RIGHT, f.y, 0.6, COL)
        f.y += 3
        for gi, (ghead, rows) in enumerate(doc["groups"]):
            if gi:
                f.new_page()
            gl = f.lines(ghead, W - 40, "B", 8.4)
            gw = max(meas(t, "B", 8.4) for t, _ in gl) + 6
            f.rect(x0, f.y, gw, lh(8.4, 1.35) * len(gl) + 2, fill=(0.85, 0.55, 0.15), r=1.2)
            for t, vals in gl:
                f.y += lh(8.4, 1.35)
                f.text(x0 + 3, f.y, t, vals, "B", 8.4, WHITE)
            f.y += 3.5
            head_row()
            for ri, row in enumerate(rows):
                cells = [f.lines(list(cell), ws[q] - 2.4, "R" if q not in doc["ident"][:1] else "B", SZ) for q, cell in enumerate(row)]
                h = lead * max(len(c) for c in cells) + 2.0
                if f.need(h):
                    head_row()
                if ri % 2:
                    f.rect(x0, f.y, W, h, fill=ZEB)
                for q, c in enumerate(cells):
                    for j, (t, vals) in enumerate(c):
                        f.text(xs[q] + 1.2, f.y + lead + 0.3 + lead * j, t, vals, "R" if q not in doc["ident"][:1] else "B", SZ)
                f.y += h
            f.line(x0, f.y, RIGHT, f.y, 0.4, COL)
            f.y += 3
        for run in doc["notes"]:
            f.para(run, x0, W, size=7.4, st="I", lead=1.35)
        f.need(12)
        f.y += 2
        for run in doc["sig"]:
            for t, vals in f.lines(run, 120, "R", 7.8):
                f.y += lh(7.8, 1.35)
                f.text(RIGHT - meas(t, "R", 7.8), f.y, t, vals, "R", 7.8)
        return f
    fl = fit(build, "rlzebra")
    frame(fl, doc["runhead"], " - page {k}/{n}", doc["foot"], " - {k}/{n}", x0, W, yh=8.0, yf=203.0, color=GREY, size=6.6)
    return fl


# ------------------------------------------------------------------ layout 2: list grouped under sub-headings (fpdf2)
def lay_agenda(doc, meas):
    x0, W = 16.0, 178.0
    RIGHT = x0 + W
    LM = 24.0
    INK = (0.45, 0.1, 0.15)
    es = doc["estab"]

    def build(k):
        SZ = 9.0 * k
        f = Flow(meas, 16, 276)

        def on_new():
            if len(f.pages) > 1:
                f.text(x0, f.top + 1, doc["title"] + " - suite", (), "I", 7.6, GREY)
                f.y += 4
        f.on_new_page = on_new
        y1 = f.y
        f.rect(x0, y1, 20, 20, stroke=INK, lw=0.6)
        al = f.lines(es["acr"], 18, "B", 8.5)
        for j, (t, vals) in enumerate(al):
            f.text(x0 + 10 - meas(t, "B", 8.5) / 2, y1 + 11 + 3.6 * (j - (len(al) - 1) / 2), t, vals, "B", 8.5, INK)
        f.para(es["name"], x0 + 24, W - 24, size=10.5, st="B", lead=1.25)
        f.para([es["service"]], x0 + 24, W - 24, size=8.4, st="I", lead=1.3)
        f.para(join(es["addr"] + es["contact"] + es["legal"]), x0 + 24, W - 24, size=7.6, lead=1.3, color=GREY)
        f.y = max(f.y, y1 + 20) + 5
        f.para([doc["title"]], x0, W, size=14, st="B", lead=1.2, color=INK)
        f.y += 1
        f.para(join([[cap + " : "] + list(rn) for cap, rn in doc["meta"]], "   |   "), x0, W, size=8.2, lead=1.4)
        f.y += 2
        lead, ident = doc["lead"], doc["ident"]
        for gi, (ghead, rows) in enumerate(doc["groups"]):
            if gi:
                f.new_page()
            f.need(20)
            f.y += 4
            cnt = "%d ligne%s" % (len(rows), "s" if len(rows) > 1 else "")
            gl = f.lines(ghead, W - 30, "B", 10.5)
            for t, vals in gl:
                f.y += lh(10.5, 1.3)
                f.text(x0, f.y, t, vals, "B", 10.5, INK)
            f.text(RIGHT - meas(cnt, "I", 8), f.y, cnt, (), "I", 8, GREY)
            f.y += 1.4
            f.line(x0, f.y, RIGHT, f.y, 0.7, INK)
            f.y += 1.5
            for row in rows:
                first = join([row[q] for q in ident if any(s != "" for s in row[q])], "  ·  ")
                rest = join([[doc["heads"][q] + " : "] + list(row[q]) for q in range(len(row))
                             if q != lead and q not in ident and any(s != "" for s in row[q])], "   —   ")
                ll = f.lines(list(row[lead]), LM - 3, "B", SZ + 2)
                l1 = f.lines(first, W - LM, "B", SZ)
                l2 = f.lines(rest, W - LM, "R", SZ - 0.6) if rest else []
                h = max(lh(SZ + 2, 1.3) * len(ll), lh(SZ, 1.4) * len(l1) + lh(SZ - 0.6, 1.4) * len(l2)) + 2.4
                f.need(h)
                y0 = f.y
                for j, (t, vals) in enumerate(ll):
                    f.text(x0, y0 + lh(SZ + 2, 1.3) * (j + 1), t, vals, "B", SZ + 2, INK)
                y = y0
                for t, vals in l1:
                    y += lh(SZ, 1.4)
                    f.text(x0 + LM, y, t, vals, "B", SZ)
                for t, vals in l2:
                    y += lh(SZ - 0.6, 1.4)
                    f.text(x0 + LM, y, t, vals, "R", SZ - 0.6)
                f.y = y0 + h
                f.line(x0 + LM, f.y - 0.8, RIGHT, f.y - 0.8, 0.1, (0.75, 0.75, 0.75))
        f.y += 4
        for run in doc["notes"]:
            f.para(run, x0, W, size=8, lead=1.38, color=(0.2, 0.2, 0.2))
        f.need(14)
        f.y += 3
        for run in doc["sig"]:
            f.para(run, x0 + 95, W - 95, size=8.6, st="I", lead=1.35)
        return f
    fl = fit(build, "fpagenda")
    frame(fl, doc["runhead"], " | {k}/{n}", doc["foot"], " | page {k} sur {n}", x0, W, yh=9.0, yf=287.0, color=GREY,
          size=7.0, rules=False)
    return fl


# ------------------------------------------------------------------ layout 3: fully ruled grid (pydyf, Helvetica)
def lay_grid(doc, meas):
    x0, W = 12.0, 186.0
    RIGHT = x0 + W
    es = doc["estab"]

    def grid(f, heads, rows, weights, SZ):
        ws = col_widths(f, heads, [r for _, rs in doc["groups"] for r in rs], weights, W, "R", SZ, 2.0)
        xs = [x0 + sum(ws[:q]) for q in range(len(ws))] + [RIGHT]
        lead = lh(SZ, 1.3)

        def head_row():
            hl = [f.lines([h], ws[q] - 2, "B", SZ) for q, h in enumerate(heads)]
            hh = lead * max(len(c) for c in hl) + 2.0
            f.rect(x0, f.y, W, hh, fill=LGREY, stroke=BLACK, lw=0.3)
            for q, c in enumerate(hl):
                for j, (t, _) in enumerate(c):
                    f.text(xs[q] + 1, f.y + lead + 0.3 + lead * j, t, (), "B", SZ)
            for x in xs[1:-1]:
                f.line(x, f.y, x, f.y + hh, 0.3, BLACK)
            f.y += hh
        head_row()
        for row in rows:
            cells = [f.lines(list(cell), ws[q] - 2, "R", SZ) for q, cell in enumerate(row)]
            h = lead * max(len(c) for c in cells) + 1.8
            if f.need(h):
                head_row()
            for q, c in enumerate(cells):
                for j, (t, vals) in enumerate(c):
                    f.text(xs[q] + 1, f.y + lead + 0.2 + lead * j, t, vals, "R", SZ)
            for x in xs:
                f.line(x, f.y, x, f.y + h, 0.3, BLACK)
            f.y += h
            f.line(x0, f.y, RIGHT, f.y, 0.3, BLACK)

    def build(k):
        SZ = 7.4 * k
        f = Flow(meas, 16, 276)

        def on_new():
            if len(f.pages) > 1:
                f.text(x0, f.top + 1, doc["title"] + " (suite)", (), "I", 7.5, GREY)
                f.y += 4
        f.on_new_page = on_new
        f.para(es["name"] + [" - "] + es["acr"], x0, W, size=10, st="B", lead=1.25)
        f.para([es["service"], " - "] + join(es["addr"] + es["contact"] + es["legal"]), x0, W, size=7.6, lead=1.3)
        f.y += 3
        y0 = f.y
        tl = f.lines([doc["title"].upper()], W - 12, "B", 11.5)
        ml = f.lines(join([[cap + " : "] + list(rn) for cap, rn in doc["meta"]], " ; "), W - 12, "R", 8.2)
        h = lh(11.5, 1.35) * len(tl) + lh(8.2, 1.4) * len(ml) + 5
        f.rect(x0, y0, W, h, stroke=BLACK, lw=0.6)
        f.rect(x0 + 1.2, y0 + 1.2, W - 2.4, h - 2.4, stroke=BLACK, lw=0.2)
        f.y += 2
        for t, vals in tl:
            f.y += lh(11.5, 1.35)
            f.text(x0 + (W - meas(t, "B", 11.5)) / 2, f.y, t, vals, "B", 11.5)
        for t, vals in ml:
            f.y += lh(8.2, 1.4)
            f.text(x0 + (W - meas(t, "R", 8.2)) / 2, f.y, t, vals, "R", 8.2)
        f.y = y0 + h + 4
        for gi, (ghead, rows) in enumerate(doc["groups"]):
            if gi:
                f.new_page()
            gl = f.lines(ghead, W - 4, "B", 8.8)
            gh = lh(8.8, 1.35) * len(gl) + 2.4
            f.need(gh + 20)
            f.rect(x0, f.y, W, gh, fill=(0.8, 0.8, 0.8), stroke=BLACK, lw=0.5)
            for j, (t, vals) in enumerate(gl):
                f.text(x0 + 2, f.y + lh(8.8, 1.35) * (j + 1) + 0.4, t, vals, "B", 8.8)
            f.y += gh + 1.2
            grid(f, doc["heads"], rows, doc["weights"], SZ)
            f.y += 4
        for run in doc["notes"]:
            f.para(run, x0, W, size=7.8, lead=1.38)
        f.y += 3
        bw = (W - 6) / 2
        sl = [f.lines(run, bw - 4, "R", 8) for run in doc["sig"]]
        bh = max(22, lh(8, 1.4) * sum(len(x) for x in sl) + 10)
        f.need(bh + 2)
        y0 = f.y
        for q, cap in enumerate(["Visa", "Observations"]):
            f.rect(x0 + q * (bw + 6), y0, bw, bh, stroke=BLACK, lw=0.3)
            f.text(x0 + q * (bw + 6) + 2, y0 + 4, cap, (), "B", 7.6)
        y = y0 + 5
        for lines in sl:
            for t, vals in lines:
                y += lh(8, 1.4)
                f.text(x0 + 2, y, t, vals, "R", 8)
        f.y = y0 + bh
        return f
    fl = fit(build, "pygrid")
    frame(fl, doc["runhead"], " - page {k} de {n}", doc["foot"], " - page {k} de {n}", x0, W, yh=9.5, yf=287.0,
          color=(0.3, 0.3, 0.3), size=7.2)
    return fl


# ------------------------------------------------------------------ layout 4: monospace export (PyMuPDF)
def lay_mono(doc, meas):
    x0, W = 10.0, 277.0
    es = doc["estab"]
    clen = lambda t: len(t)  # noqa: E731

    def build(k):
        heads = doc["heads"]
        rows = [row for _, rs in doc["groups"] for row in rs]
        cw = []
        for q, hd in enumerate(heads):
            texts = [hd] + [R(*row[q]) for row in rows]
            full = max(len("".join(s if isinstance(s, str) else s.text for s in x)) if isinstance(x, list) else len(x) for x in texts)
            tok = max(len(t) for x in texts[1:] for t, _ in wrap(x, 1, clen)) if rows else 1
            cw.append(max(min(full, int(26 * k) if q not in doc["ident"] else int(30 * k)), tok, len(hd) if len(hd) < 12 else 4))
        L = sum(cw) + 2 * (len(cw) - 1)
        SZ = min(7.6, W / (L * 0.6 * 0.3528))
        ch = 0.6 * SZ * 0.3528
        f = Flow(lambda t, st, s: len(t) * 0.6 * s * 0.3528, 15, 196)
        ld = lh(SZ, 1.25)

        def line(t, vals=(), st="R", color=BLACK):
            f.need(ld)
            f.y += ld
            f.text(x0, f.y, t, vals, st, SZ, color)

        def row_lines(row, st="R"):
            cells = [wrap(list(cell) if isinstance(cell, list) else [cell], cw[q], clen) for q, cell in enumerate(row)]
            n = max(len(c) for c in cells)
            out = []
            for j in range(n):
                txt, vals = "", []
                for q, c in enumerate(cells):
                    t, v = c[j] if j < len(c) else ("", [])
                    txt += (t.ljust(cw[q]) + "  ") if q < len(cells) - 1 else t
                    vals += v
                out.append((txt.rstrip(), vals))
            return out

        def head():
            for t, v in row_lines(heads):
                line(t, v, "B")
            line("-" * L, (), "R", GREY)

        def on_new():
            if len(f.pages) > 1:
                line("%s  (suite)" % doc["title"].upper(), (), "I", GREY)
                head()
        f.on_new_page = on_new
        wl = int(W / ch)
        for run, st in ((R(SOFT["mumono"], " | ") + es["acr"] + R(" | ", es["service"]), "B"), (es["name"], "R"),
                        (join(es["addr"] + es["contact"] + es["legal"], " | "), "R")):
            for t, vals in wrap(run, wl, clen):
                line(t, vals, st)
        line("=" * L, (), "R")
        line(doc["title"].upper(), (), "B")
        for cap, run in doc["meta"]:
            for t, vals in wrap([(cap.upper() + " ").ljust(22, ".") + " : "] + list(run), wl, clen):
                line(t, vals)
        line("=" * L, (), "R")
        head()
        for gi, (ghead, rs) in enumerate(doc["groups"]):
            if gi:
                f.new_page()
            for t, vals in wrap(["## "] + list(ghead) + ["  (%d lignes)" % len(rs)], wl, clen):
                line(t, vals, "B")
            for row in rs:
                for t, vals in row_lines(row):
                    line(t, vals)
            line("-" * L, (), "R", GREY)
        for run in doc["notes"]:
            for t, vals in wrap(["* "] + list(run), wl, clen):
                line(t, vals, "I")
        for run in doc["sig"]:
            for t, vals in wrap(list(run), wl, clen):
                line(t, vals)
        line("=" * L + "", (), "R")
        line("FIN DE L'EXTRACTION", (), "B")
        return f
    fl = fit(build, "mumono")
    frame(fl, doc["runhead"], "   PAGE {k}/{n}", doc["foot"], " - {k}/{n}", x0, W, yh=8.0, yf=204.0, color=GREY,
          size=6.4, rules=False)
    return fl


LAYOUTS = {"rlzebra": lay_zebra, "fpagenda": lay_agenda, "pygrid": lay_grid, "mumono": lay_mono}


# ------------------------------------------------------------------ writers
def draw_reportlab(pages, doc):
    from reportlab.pdfgen import canvas
    _measure("rlzebra")
    buf = io.BytesIO()
    cv = canvas.Canvas(buf, pagesize=LAND, invariant=1)
    cv.setTitle(doc["title"])
    cv.setAuthor(SOFT["rlzebra"])
    cv.setCreator(SOFT["rlzebra"] + " - listes de service")
    cv.setProducer("ReportLab - listes")
    H = LAND[1]
    for p in pages:
        for o in p["ops"]:
            if o[0] == "t":
                _, x, y, s, st, size, color, rot = o
                cv.setFillColorRGB(*color)
                cv.setFont("BPrlzebra" + st, size)
                cv.drawString(x * MM, H - y * MM, s + " ")
            elif o[0] == "l":
                cv.setStrokeColorRGB(*o[6])
                cv.setLineWidth(o[5] * MM)
                cv.line(o[1] * MM, H - o[2] * MM, o[3] * MM, H - o[4] * MM)
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
    for st, path in FONTS["fpagenda"].items():
        pdf.add_font("BPagenda", "" if st == "R" else st, path)
    pdf.set_creation_date(datetime.datetime(2025, 1, 1, tzinfo=datetime.timezone.utc))
    pdf.set_title(doc["title"])
    pdf.set_creator(SOFT["fpagenda"])
    pdf.set_producer("fpdf2 - agenda de service")
    for p in pages:
        pdf.add_page()
        for o in p["ops"]:
            if o[0] == "t":
                _, x, y, s, st, size, color, rot = o
                pdf.set_text_color(*[int(round(255 * c)) for c in color])
                pdf.set_font("BPagenda", "" if st == "R" else st, size)
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
        pg = d.new_page(width=LAND[0], height=LAND[1])
        for st, path in FONTS["mumono"].items():
            pg.insert_font(fontname="BP" + st, fontfile=path)
        for o in p["ops"]:
            if o[0] == "t":
                _, x, y, s, st, size, color, rot = o
                pg.insert_text(pymupdf.Point(x * MM, y * MM), s + " ", fontname="BP" + st, fontsize=size, color=color)
            elif o[0] == "l":
                pg.draw_line((o[1] * MM, o[2] * MM), (o[3] * MM, o[4] * MM), color=o[6], width=o[5] * MM)
            elif o[0] == "r":
                _, x, y, w, h, fill, stroke, rad, lw = o
                if fill or stroke:
                    pg.draw_rect(pymupdf.Rect(x * MM, y * MM, (x + w) * MM, (y + h) * MM), color=stroke, fill=fill, width=lw * MM)
    d.subset_fonts()
    d.set_metadata({"title": doc["title"], "producer": "PyMuPDF - export tabulaire", "creator": SOFT["mumono"],
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
    H = PORT[1]

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
                                 "MediaBox": pydyf.Array([0, 0, PORT[0], H]),
                                 "Resources": pydyf.Dictionary({"Font": fonts}), "Contents": s.reference})
        pdf.add_page(page)
    pdf.info["Title"] = pydyf.String(doc["title"])
    pdf.info["Creator"] = pydyf.String(SOFT["pygrid"])
    pdf.info["Producer"] = pydyf.String("pydyf - grille de service")
    buf = io.BytesIO()
    pdf.write(buf, identifier=b"corpus-bp-fixed-id")
    return buf.getvalue()


WRITERS = {"rlzebra": draw_reportlab, "fpagenda": draw_fpdf, "mumono": draw_mupdf, "pygrid": draw_pydyf}


def render(fam, doc):
    f = LAYOUTS[fam](doc, _measure(fam))
    return WRITERS[fam](f.pages, doc), [p["vals"] for p in f.pages]
