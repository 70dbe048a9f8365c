"""Four layouts of corpus AV. Each renderer returns (pdf bytes, [values of page 0, values of page 1, ...]).

A small line-layout engine (Flow: mm, top-down) adapted from corpus AU lays every page out as a display list of
generic operations (text, line, rectangle, dot); line breaks fall between unbreakable words (model.wrap) measured
with the real advances of the font the writer embeds (reportlab.pdfbase.pdfmetrics reads the TTFs and knows the
base-14 Helvetica widths), and the values drawn on each page are recorded there, so the truth follows the page a
value really lands on. Each writer then paints the display list with its own API.

  rlmargin      ReportLab canvas: line-numbered body + right margin notes (section titles, care team).
  fpdftimeline  fpdf2: vertical timeline (section nodes on an axis, labels left of it, values right of it).
  mupdftiles    PyMuPDF: dashboard tiles (sigle box, letterhead / team tiles, two-column patient tile).
  pydyfstub     pydyf: reverse-video section bars + dashed tear-off stub at the foot of every page.
"""
from __future__ import annotations

import io

from .model import run_text, run_values, wrap

DEJAVU = "/usr/share/fonts/truetype/dejavu/"
FREE = "/usr/share/fonts/truetype/freefont/"
MM = 72 / 25.4

# font sets: key -> (reportlab name, TTF path or None for base-14)
FONTSETS = {
    "rlmargin": {"r": ("AVSerC", DEJAVU + "DejaVuSerifCondensed.ttf"),
                 "b": ("AVSerCB", DEJAVU + "DejaVuSerifCondensed-Bold.ttf"),
                 "i": ("AVSerCI", DEJAVU + "DejaVuSerifCondensed-Italic.ttf"),
                 "m": ("AVMono", DEJAVU + "DejaVuSansMono.ttf")},
    "fpdftimeline": {"r": ("AVFreeSans", FREE + "FreeSans.ttf"), "b": ("AVFreeSansB", FREE + "FreeSansBold.ttf"),
                     "i": ("AVFreeSansI", FREE + "FreeSansOblique.ttf"), "m": ("AVFreeMono", FREE + "FreeMono.ttf")},
    "mupdftiles": {"r": ("AVSans", DEJAVU + "DejaVuSans.ttf"), "b": ("AVSansB", DEJAVU + "DejaVuSans-Bold.ttf"),
                   "i": ("AVSansI", DEJAVU + "DejaVuSans-Oblique.ttf"), "m": ("AVMono", DEJAVU + "DejaVuSansMono.ttf")},
    "pydyfstub": {"r": ("Helvetica", None), "b": ("Helvetica-Bold", None), "i": ("Helvetica-Oblique", None),
                  "m": ("Courier", None)},
}


def _register(fs):
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    for name, path in fs.values():
        if path is None:
            continue
        try:
            pdfmetrics.getFont(name)
        except KeyError:
            pdfmetrics.registerFont(TTFont(name, path))


def measurer(family):
    from reportlab.pdfbase import pdfmetrics
    fs = FONTSETS[family]
    _register(fs)

    def m(t, font, size):
        return pdfmetrics.stringWidth(t, fs[font][0], size) / MM
    return m


# ------------------------------------------------------------------ layout engine
class Flow:
    def __init__(self, measure, top, bottom, x0, width):
        self.m, self.top, self.bottom, self.x0, self.w = measure, top, bottom, x0, width
        self.pages = []
        self.new_page()

    def new_page(self):
        self.pages.append({"ops": [], "vals": [], "body": []})
        self.y = self.top

    def need(self, h):
        if self.y + h > self.bottom:
            self.new_page()
            return True
        return False

    def text(self, x, y, text, vals, font="r", size=9.0, color=(0, 0, 0), body=False):
        self.pages[-1]["ops"].append(("t", x, y, text, font, size, color))
        self.pages[-1]["vals"].extend(vals)
        if body:
            self.pages[-1]["body"].append(y)

    def rtext(self, xr, y, text, vals, font="r", size=9.0, color=(0, 0, 0)):
        self.text(xr - self.m(text, font, size), y, text, vals, font, size, color)

    def op(self, *o):
        self.pages[-1]["ops"].append(o)

    def lines(self, run, w, font, size):
        return wrap(run, w, lambda t: self.m(t, font, size))

    def para(self, run, x=None, w=None, size=9.0, font="r", lead=1.45, body=True, right=False):
        x = self.x0 if x is None else x
        w = self.w if w is None else w
        for t, vals in self.lines(run, w, font, size):
            self.need(size * 0.3528 * lead)
            self.y += size * 0.3528 * lead
            if right:
                self.rtext(x + w, self.y, t, vals, font, size)
            else:
                self.text(x, self.y, t, vals, font, size, body=body)
        self.y += 1.2


def table(f, heads, rows, weights, x0, w, size=8.3, head_fill=None, rule="solid", vrules=False, on_head=None):
    tot = sum(weights)
    ws = [w * x / tot for x in weights]
    xs = [x0 + sum(ws[:k]) for k in range(len(ws))]

    def header():
        y0 = f.y
        if head_fill:
            f.op("rect", x0, f.y, w, 6, head_fill, None, 0)
        f.y += 4.3
        for k, h in enumerate(heads):
            f.text(xs[k] + 1, f.y, h, [], "b", size, body=True)
        f.y += 1.7
        f.op("l", x0, f.y, x0 + w, f.y, 0.6, None)
        return y0

    f.need(22)
    f.y += 1.5
    top = header()
    for row in rows:
        cells = [f.lines(cell, ws[k] - 2.5, "r", size) for k, cell in enumerate(row)]
        n = max(len(c) for c in cells)
        if f.need(4.2 * n + 2):
            top = header()
        y0 = f.y
        for k, c in enumerate(cells):
            for j, (t, vals) in enumerate(c):
                f.text(xs[k] + 1, y0 + 4.1 + 4.0 * j, t, vals, "r", size, body=True)
        f.y = y0 + 4.1 + 4.0 * (n - 1) + 1.8
        f.op("l", x0, f.y, x0 + w, f.y, 0.3, (1, 1.5) if rule == "dotted" else None)
        if vrules:
            for x in xs[1:]:
                f.op("l", x, y0, x, f.y, 0.3, None)
    if vrules:
        f.op("rect", x0, top, w, f.y - top, None, (0.3, 0.3, 0.3), 0.5)
    f.y += 3


def add_feet(f, foot_run, x0, width, y, size=7.2, label="page {k}/{n}", right=False, rule=True):
    n = len(f.pages)
    for k, p in enumerate(f.pages):
        lines = wrap(foot_run + [" - " + label.format(k=k + 1, n=n)], width, lambda t: f.m(t, "r", size))
        yy = y
        if rule:
            p["ops"].append(("l", x0, yy - 4, x0 + width, yy - 4, 0.4, None))
        for t, vals in lines:
            x = x0 + width - f.m(t, "r", size) if right else x0
            p["ops"].append(("t", x, yy, t, "r", size, (0.25, 0.25, 0.25)))
            p["vals"].extend(vals)
            yy += size * 0.3528 * 1.4


def sub_flow(f, runs, x0, w, top, size, font="r", lead=1.3, right=False):
    """Lay runs out in a scratch flow sharing f's measure; returns (ops, vals, bottom y)."""
    s = Flow(f.m, top, 1e9, x0, w)
    for run in runs:
        s.para(run, size=size, font=font, lead=lead, body=False, right=right)
    return s.pages[0]["ops"], s.pages[0]["vals"], s.y


# ------------------------------------------------------------------ family 1: ReportLab line-numbered body + margin notes
def layout_rlmargin(doc):
    m = measurer("rlmargin")
    X0, W, NX, NW = 30, 118, 154, 42
    f = Flow(m, 20, 272, X0, W)
    notes_bottom = {"y": 0}

    def note(text_runs, bold_first=True):
        y = max(f.y, notes_bottom["y"])
        for j, run in enumerate(text_runs):
            for t, vals in wrap(run, NW, lambda s: m(s, "i", 7.4)):
                y += 3.3
                f.text(NX, y, t, vals, "b" if (j == 0 and bold_first) else "i", 7.4, (0.2, 0.2, 0.35))
            y += 0.8
        notes_bottom["y"] = y + 2

    # letterhead: right-aligned block, title left under a double rule
    for run in doc["head"]:
        for t, vals in wrap(run, 110, lambda s: m(s, "r", 8)):
            f.y += 3.6
            f.rtext(196, f.y, t, vals, "r", 8)
    f.y += 3
    f.op("l", 14, f.y, 196, f.y, 0.8, None)
    f.op("l", 14, f.y + 0.9, 196, f.y + 0.9, 0.3, None)
    f.y += 8
    f.text(X0, f.y, doc["title"], [], "b", 12.5)
    f.y += 3
    blocks = [("h", "Identité du patient"), ("team",), ("kv", doc["ident"])]
    for pi, pblocks in enumerate(doc["pages"]):
        if pi > 0:
            f.new_page()
            notes_bottom["y"] = 0
        for b in (blocks + pblocks if pi == 0 else pblocks):
            if b[0] == "h":
                f.need(14)
                if f.y == f.top:
                    notes_bottom["y"] = 0
                f.y += 2.5
                note([[b[1]]])
                f.op("l", X0, f.y + 0.6, X0 + 12, f.y + 0.6, 0.6, None)
                f.y += 1.5
            elif b[0] == "team":
                note([["Équipe soignante"]] + doc["team"])
            elif b[0] == "p":
                f.para(b[1], size=9)
            elif b[0] == "kv":
                lw = 40
                for label, run in b[1]:
                    lines = f.lines(run, W - lw - 2, "r", 9)
                    f.need(4.5 * len(lines) + 1)
                    f.y += 4.5
                    f.text(X0, f.y, label, [], "i", 8.3, (0.3, 0.3, 0.3), body=True)
                    for k, (t, vals) in enumerate(lines):
                        if k:
                            f.y += 4.3
                        f.text(X0 + lw, f.y, t, vals, "r", 9, body=True)
                f.y += 2.5
            elif b[0] == "tab":
                table(f, b[1], b[2], b[3], X0, W, size=8.2)
            elif b[0] == "sig":
                f.need(24)
                f.y += 3
                for run in b[1]:
                    f.para(run, x=X0 + 40, w=W - 40, size=8.8)
    # line numbers: one per distinct body baseline, restarting on each page
    for p in f.pages:
        for k, y in enumerate(sorted(set(round(y, 2) for y in p["body"]))):
            t = "%d" % (k + 1)
            p["ops"].append(("t", 25 - m(t, "m", 6.5), y, t, "m", 6.5, (0.55, 0.55, 0.55)))
        p["ops"].append(("l", 27, 16, 27, 276, 0.3, None))
    add_feet(f, doc["foot"], 14, 182, 286, label="page {k} sur {n}")
    return f


def render_rlmargin(doc):
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas
    f = layout_rlmargin(doc)
    fs = FONTSETS["rlmargin"]
    buf = io.BytesIO()
    cv = canvas.Canvas(buf, pagesize=A4, invariant=1)
    cv.setTitle(doc["title"])
    cv.setAuthor(doc["service"])
    H = A4[1]
    for p in f.pages:
        for o in p["ops"]:
            if o[0] == "t":
                cv.setFillColorRGB(*o[6])
                cv.setFont(fs[o[4]][0], o[5])
                cv.drawString(o[1] * MM, H - o[2] * MM, o[3])
            elif o[0] == "l":
                cv.setLineWidth(o[5])
                cv.setDash(list(o[6]), 0) if o[6] else cv.setDash([], 0)
                cv.line(o[1] * MM, H - o[2] * MM, o[3] * MM, H - o[4] * MM)
            elif o[0] == "rect":
                _rl_rect(cv, o, H)
        cv.showPage()
    cv.save()
    return buf.getvalue(), [p["vals"] for p in f.pages]


def _rl_rect(cv, o, H):
    x, y, w, h, fill, stroke, lw = o[1:8]
    if fill:
        cv.setFillColorRGB(*fill)
    if stroke:
        cv.setStrokeColorRGB(*stroke)
        cv.setLineWidth(lw)
    cv.rect(x * MM, H - (y + h) * MM, w * MM, h * MM, stroke=1 if stroke else 0, fill=1 if fill else 0)
    cv.setStrokeColorRGB(0, 0, 0)


# ------------------------------------------------------------------ family 2: fpdf2 vertical timeline
def layout_timeline(doc):
    m = measurer("fpdftimeline")
    AX, X0, W = 50, 55, 141
    f = Flow(m, 16, 270, X0, W)
    # header: letterhead left, team right-aligned, title centred over a rule
    y = f.y
    ops, vals, yb = sub_flow(f, doc["head"], 14, 92, y, 8.2)
    f.pages[0]["ops"] += ops
    f.pages[0]["vals"] += vals
    ops2, vals2, yb2 = sub_flow(f, [["Équipe"]] + doc["team"], 110, 86, y, 7.8, right=True)
    f.pages[0]["ops"] += ops2
    f.pages[0]["vals"] += vals2
    f.y = max(yb, yb2) + 5
    f.text(105 - m(doc["title"], "b", 13) / 2, f.y, doc["title"], [], "b", 13)
    f.y += 3
    f.op("l", 14, f.y, 196, f.y, 0.5, None)
    f.y += 2
    axis_top = {0: f.y}
    step = {"k": 0}

    def node(title):
        f.need(16)
        if f.y == f.top:
            axis_top[len(f.pages) - 1] = f.y
        step["k"] += 1
        f.y += 7
        f.op("dot", AX, f.y - 1.2, 1.6, (0.16, 0.42, 0.55))
        tag = "étape %d" % step["k"]
        f.text(AX - 4 - m(tag, "i", 7.5), f.y, tag, [], "i", 7.5, (0.4, 0.4, 0.4))
        f.text(X0, f.y, title, [], "b", 10.5, (0.16, 0.42, 0.55))
        f.y += 1.5

    for pi, pblocks in enumerate(doc["pages"]):
        if pi > 0:
            f.new_page()
            axis_top[pi] = f.top
        if pi == 0:
            pblocks = [("h", "Patient"), ("kv", doc["ident"])] + pblocks
        for b in pblocks:
            if f.y == f.top and len(f.pages) - 1 not in axis_top:
                axis_top[len(f.pages) - 1] = f.top
            if b[0] == "h":
                node(b[1])
            elif b[0] == "p":
                f.para(b[1], size=9.2)
            elif b[0] == "kv":
                for label, run in b[1]:
                    lines = f.lines(run, W, "r", 9.2)
                    f.need(4.6 * len(lines) + 1)
                    f.y += 4.6
                    f.text(AX - 4 - m(label, "r", 7.8), f.y, label, [], "r", 7.8, (0.35, 0.35, 0.35))
                    for k, (t, vals) in enumerate(lines):
                        if k:
                            f.y += 4.4
                        f.text(X0, f.y, t, vals, "r", 9.2)
                f.y += 2
            elif b[0] == "tab":
                table(f, b[1], b[2], b[3], X0, W, size=8.4, head_fill=(0.88, 0.93, 0.95))
            elif b[0] == "sig":
                f.need(24)
                node("Signature")
                for run in b[1]:
                    f.para(run, size=8.8)
    for k, p in enumerate(f.pages):
        top = axis_top.get(k, f.top)
        if k > 0:
            p["ops"].append(("t", 14, 10, "Suite du document - %s" % doc["title"], "i", 7.5, (0.4, 0.4, 0.4)))
        p["ops"].insert(0, ("l", AX, top, AX, 272, 0.9, None))
    add_feet(f, doc["foot"], 14, 182, 285, label="{k}/{n}")
    return f


def render_fpdf_timeline(doc):
    import datetime
    from fpdf import FPDF
    f = layout_timeline(doc)
    fs = FONTSETS["fpdftimeline"]
    pdf = FPDF(format="A4", unit="mm")
    pdf.set_auto_page_break(False)
    for key, style in (("r", ""), ("b", "B"), ("i", "I")):
        pdf.add_font("AVFree", style, fs[key][1])
    pdf.add_font("AVFreeMono", "", fs["m"][1])
    pdf.set_creation_date(datetime.datetime(2025, 1, 1, tzinfo=datetime.timezone.utc))
    pdf.set_title(doc["title"])
    pdf.set_author(doc["service"])
    for p in f.pages:
        pdf.add_page()
        for o in p["ops"]:
            if o[0] == "t":
                if o[4] == "m":
                    pdf.set_font("AVFreeMono", "", o[5])
                else:
                    pdf.set_font("AVFree", {"r": "", "b": "B", "i": "I"}[o[4]], o[5])
                pdf.set_text_color(*[int(255 * c) for c in o[6]])
                pdf.text(o[1], o[2], o[3])
            elif o[0] == "l":
                pdf.set_line_width(o[5] * 0.3528)
                pdf.set_draw_color(60, 60, 60)
                pdf.line(o[1], o[2], o[3], o[4])
            elif o[0] == "rect":
                x, y, w, h, fill, stroke, lw = o[1:8]
                if fill:
                    pdf.set_fill_color(*[int(255 * c) for c in fill])
                if stroke:
                    pdf.set_draw_color(*[int(255 * c) for c in stroke])
                pdf.rect(x, y, w, h, style=("F" if fill else "") + ("D" if stroke else ""))
            elif o[0] == "dot":
                pdf.set_fill_color(*[int(255 * c) for c in o[4]])
                pdf.ellipse(o[1] - o[3], o[2] - o[3], 2 * o[3], 2 * o[3], style="F")
    return bytes(pdf.output()), [p["vals"] for p in f.pages]


# ------------------------------------------------------------------ family 3: PyMuPDF dashboard tiles
def layout_tiles(doc):
    m = measurer("mupdftiles")
    X0, W = 14, 182
    f = Flow(m, 14, 274, X0, W)
    tint, bar = (0.93, 0.95, 0.90), (0.72, 0.80, 0.60)
    head = doc["head"]
    # top band: establishment name (first head run) and the sigle in a big box
    f.y = 20
    f.text(X0, f.y, run_text(head[0]), run_values(head[0]), "b", 12.5, (0.2, 0.3, 0.1))
    sg = doc["sigle_run"]
    sw = m(run_text(sg), "b", 16)
    f.op("rect", 196 - sw - 6, 11, sw + 6, 12, None, (0.2, 0.3, 0.1), 1.2)
    f.text(196 - sw - 3, 20, run_text(sg), run_values(sg), "b", 16, (0.2, 0.3, 0.1))
    f.y = 27
    f.text(X0, f.y, doc["title"], [], "r", 10.5, (0.3, 0.3, 0.3))

    def tile(x, y, w, title, runs, size=7.8):
        ops, vals, yb = sub_flow(f, runs, x + 2.5, w - 5, y + 6.5, size)
        return ops, vals, yb + 1.5, (x, y, w, title)

    y0 = 32
    t1 = tile(X0, y0, 88, "Établissement", head[1:])
    t2 = tile(X0 + 94, y0, 88, "Équipe de soins", doc["team"])
    hh = max(t1[2], t2[2]) - y0
    for ops, vals, _, (x, y, w, title) in (t1, t2):
        f.op("rect", x, y, w, hh, tint, None, 0)
        f.op("rect", x, y, w, 5, bar, None, 0)
        f.text(x + 2.5, y + 3.7, title.upper(), [], "b", 7.5, (0.15, 0.2, 0.05))
        f.pages[0]["ops"] += ops
        f.pages[0]["vals"] += vals
    # patient tile: identity in two columns of "label : value"
    y1 = y0 + hh + 4
    ident = doc["ident"]
    half = (len(ident) + 1) // 2
    cols = []
    for ci, part in enumerate((ident[:half], ident[half:])):
        x = X0 + 2.5 + ci * 92
        yy = y1 + 6.5
        ops = []
        vals = []
        for label, run in part:
            lab = label + " :"
            yy += 3.9
            ops.append(("t", x, yy, lab, "i", 7, (0.35, 0.35, 0.35)))
            for k, (t, v) in enumerate(wrap(run, 86, lambda s: m(s, "r", 8.2))):
                yy += 3.9
                ops.append(("t", x + 2, yy, t, "r", 8.2, (0, 0, 0)))
                vals += v
        cols.append((ops, vals, yy))
    bottom = max(c[2] for c in cols) + 3
    f.op("rect", X0, y1, W, bottom - y1, None, bar, 0.8)
    f.op("rect", X0, y1, W, 5, bar, None, 0)
    f.text(X0 + 2.5, y1 + 3.7, "PATIENT", [], "b", 7.5, (0.15, 0.2, 0.05))
    for ops, vals, _ in cols:
        f.pages[0]["ops"] += ops
        f.pages[0]["vals"] += vals
    f.y = bottom + 2
    for pi, pblocks in enumerate(doc["pages"]):
        if pi > 0:
            f.new_page()
        for b in pblocks:
            if b[0] == "h":
                f.need(14)
                f.y += 7
                f.op("rect", X0, f.y - 2.9, 2.8, 2.8, bar, None, 0)
                f.text(X0 + 4.5, f.y, b[1], [], "b", 10.5, (0.2, 0.3, 0.1))
                f.y += 1.2
            elif b[0] == "p":
                f.para(b[1], size=8.9)
            elif b[0] == "kv":
                rows = [(label, f.lines(run, W - 52, "r", 8.8)) for label, run in b[1]]
                hgt = sum(4.4 * len(ls) for _, ls in rows) + 4
                f.need(hgt + 2)
                top = f.y + 1
                f.op("rect", X0, top, W, hgt, tint, None, 0)
                f.y = top + 1
                for label, ls in rows:
                    f.y += 4.3
                    f.text(X0 + 2.5, f.y, label, [], "b", 7.8, (0.2, 0.3, 0.1))
                    for k, (t, vals) in enumerate(ls):
                        if k:
                            f.y += 4.3
                        f.text(X0 + 48, f.y, t, vals, "r", 8.8)
                f.y = top + hgt + 2
            elif b[0] == "tab":
                table(f, b[1], b[2], b[3], X0, W, size=8.3, head_fill=tint, rule="dotted")
            elif b[0] == "sig":
                f.need(26)
                f.y += 3
                for run in b[1]:
                    f.para(run, x=X0 + 100, w=W - 100, size=8.6)
    add_feet(f, doc["foot"], 14, 182, 287, label="tableau {k}/{n}", right=True)
    return f


def render_mupdf_tiles(doc):
    import pymupdf
    f = layout_tiles(doc)
    fs = FONTSETS["mupdftiles"]
    pdoc = pymupdf.open()
    names = {"r": "avsans", "b": "avsansb", "i": "avsansi", "m": "avmono"}
    for p in f.pages:
        page = pdoc.new_page(width=595.28, height=841.89)
        for key in sorted({o[4] for o in p["ops"] if o[0] == "t"}):  # only the fonts this page uses
            page.insert_font(fontname=names[key], fontfile=fs[key][1])
        for o in p["ops"]:
            if o[0] == "t":
                page.insert_text((o[1] * MM, o[2] * MM), o[3], fontname=names[o[4]], fontsize=o[5], color=o[6])
            elif o[0] == "l":
                page.draw_line((o[1] * MM, o[2] * MM), (o[3] * MM, o[4] * MM), width=o[5], color=(0.35, 0.35, 0.35),
                               dashes="[1 1.5] 0" if o[6] else None)
            elif o[0] == "rect":
                x, y, w, h, fill, stroke, lw = o[1:8]
                page.draw_rect(pymupdf.Rect(x * MM, y * MM, (x + w) * MM, (y + h) * MM), color=stroke, fill=fill,
                               width=lw if stroke else 0)
    pdoc.subset_fonts()
    pdoc.set_metadata({"title": doc["title"], "author": doc["service"], "producer": "PyMuPDF",
                       "creator": "corpus AV", "creationDate": "D:20250101000000Z", "modDate": "D:20250101000000Z"})
    data = pdoc.tobytes(garbage=3, deflate=True, no_new_id=True)
    return data, [p["vals"] for p in f.pages]


# ------------------------------------------------------------------ family 0: pydyf reverse-video bars + tear-off stub
def layout_stub(doc):
    m = measurer("pydyfstub")
    X0, W = 16, 178
    f = Flow(m, 16, 236, X0, W)
    ops, vals, yb = sub_flow(f, doc["head"], 18, 100, 12, 8.3)
    f.pages[0]["ops"] += [("rect", 14, 13, 1.4, yb - 13, (0.55, 0.1, 0.1), None, 0)] + ops
    f.pages[0]["vals"] += vals
    f.y = 12
    f.y += 6
    f.rtext(194, f.y, doc["title"], [], "b", 11.5)
    ops2, vals2, yb2 = sub_flow(f, doc["team"], 112, 82, f.y + 1, 7.8, right=True)
    f.pages[0]["ops"] += ops2
    f.pages[0]["vals"] += vals2
    f.y = max(yb, yb2) + 3

    def bar(title):
        f.need(16)
        f.y += 3
        f.op("rect", X0, f.y, W, 6.2, (0.55, 0.1, 0.1), None, 0)
        f.text(X0 + 2, f.y + 4.4, title.upper(), [], "b", 9, (1, 1, 1))
        f.y += 7

    for pi, pblocks in enumerate(doc["pages"]):
        if pi > 0:
            f.new_page()
        if pi == 0:
            pblocks = [("h", "Identité du patient"), ("kv", doc["ident"])] + pblocks
        for b in pblocks:
            if b[0] == "h":
                bar(b[1])
            elif b[0] == "p":
                f.para(b[1], size=9)
            elif b[0] == "kv":
                lw = 46
                for label, run in b[1]:
                    lines = f.lines(run, W - lw - 2, "r", 9)
                    f.need(4.5 * len(lines) + 1)
                    f.y += 4.5
                    f.text(X0 + 1, f.y, label, [], "i", 8.3, (0.35, 0.35, 0.35))
                    for k, (t, vals) in enumerate(lines):
                        if k:
                            f.y += 4.3
                        f.text(X0 + lw, f.y, t, vals, "r", 9)
                f.y += 2
            elif b[0] == "tab":
                table(f, b[1], b[2], b[3], X0, W, size=8.3, head_fill=(0.9, 0.9, 0.9), vrules=True)
            elif b[0] == "sig":
                f.need(24)
                f.y += 3
                for run in b[1]:
                    f.para(run, x=X0 + 90, w=W - 90, size=8.8)
    n = len(f.pages)
    for k, p in enumerate(f.pages):
        p["ops"].append(("l", 8, 246, 202, 246, 0.6, (3, 2)))
        cut = "à détacher et à joindre au dossier de soins"
        p["ops"].append(("rect", 105 - m(cut, "i", 6.5) / 2 - 2, 244, m(cut, "i", 6.5) + 4, 4, (1, 1, 1), None, 0))
        p["ops"].append(("t", 105 - m(cut, "i", 6.5) / 2, 247, cut, "i", 6.5, (0.3, 0.3, 0.3)))
        p["ops"].append(("rect", 16, 252, 178, 30, None, (0.2, 0.2, 0.2), 0.6))
        p["ops"].append(("t", 19, 257, "TALON D'IDENTIFICATION", "b", 7.5, (0.55, 0.1, 0.1)))
        yy = 257
        for t, vals in wrap(doc["stub"], 118, lambda s: m(s, "r", 9)):
            yy += 5
            p["ops"].append(("t", 19, yy, t, "r", 9, (0, 0, 0)))
            p["vals"].extend(vals)
        p["ops"].append(("t", 19, 279, "feuillet %d/%d" % (k + 1, n), "m", 7.5, (0.3, 0.3, 0.3)))
        # a drawn bar pattern (no text) derived from the title length, like a printed barcode
        x = 146.0
        for j in range(34):
            wbar = 0.35 + 0.3 * ((j * 7 + len(doc["title"])) % 3)
            p["ops"].append(("rect", x, 256, wbar, 18, (0, 0, 0), None, 0))
            x += wbar + 0.45 + 0.25 * (j % 2)
    return f


def render_pydyf_stub(doc):
    import pydyf
    f = layout_stub(doc)
    fs = FONTSETS["pydyfstub"]
    pdf = pydyf.PDF()
    fonts = pydyf.Dictionary()
    fname = {}
    for k, (base, _) in fs.items():
        fo = pydyf.Dictionary({"Type": "/Font", "Subtype": "/Type1", "BaseFont": "/" + base,
                               "Encoding": "/WinAnsiEncoding"})
        pdf.add_object(fo)
        fonts["F" + k] = fo.reference
        fname[k] = "F" + k
    H = 841.89
    for p in f.pages:
        st = pydyf.Stream(compress=True)
        for o in p["ops"]:
            if o[0] == "rect":
                x, y, w, h, fill, stroke, lw = o[1:8]
                st.push_state()
                if fill:
                    st.set_color_rgb(*fill)
                if stroke:
                    st.set_color_rgb(*stroke, stroke=True)
                    st.set_line_width(lw)
                st.rectangle(x * MM, H - (y + h) * MM, w * MM, h * MM)
                if fill and stroke:
                    st.fill_and_stroke()
                elif fill:
                    st.fill()
                else:
                    st.stroke()
                st.pop_state()
            elif o[0] == "l":
                st.push_state()
                st.set_line_width(o[5])
                if o[6]:
                    st.set_dash(list(o[6]), 0)
                st.move_to(o[1] * MM, H - o[2] * MM)
                st.line_to(o[3] * MM, H - o[4] * MM)
                st.stroke()
                st.pop_state()
        for o in p["ops"]:  # text after the graphics (white text sits on its bar)
            if o[0] == "t":
                st.push_state()
                st.set_color_rgb(*o[6])
                st.begin_text()
                st.set_font_size(fname[o[4]], o[5])
                st.set_text_matrix(1, 0, 0, 1, o[1] * MM, H - o[2] * MM)
                st.show_text_string(o[3].encode("cp1252"))
                st.end_text()
                st.pop_state()
        pdf.add_object(st)
        page = pydyf.Dictionary({"Type": "/Page", "Parent": pdf.pages.reference,
                                 "MediaBox": pydyf.Array([0, 0, 595.28, H]), "Contents": st.reference,
                                 "Resources": pydyf.Dictionary({"Font": fonts})})
        pdf.add_page(page)
    pdf.info["Title"] = pydyf.String(doc["title"].encode("cp1252"))
    pdf.info["Author"] = pydyf.String(doc["service"].encode("cp1252"))
    pdf.info["Producer"] = pydyf.String(b"pydyf 0.13.0")
    buf = io.BytesIO()
    pdf.write(buf, version=b"1.7", identifier=b"corpus-av-%03d" % doc["num"], compress=False)
    return buf.getvalue(), [p["vals"] for p in f.pages]


RENDERERS = {"rlmargin": render_rlmargin, "fpdftimeline": render_fpdf_timeline, "mupdftiles": render_mupdf_tiles,
             "pydyfstub": render_pydyf_stub}
