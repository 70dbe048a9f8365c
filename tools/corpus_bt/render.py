"""The line engine, the tables and three of the four writers' back ends of corpus BT (photo.py holds the fourth).
render(fam, doc) -> (pdf bytes, [values of page 0, ...]).

The engine is corpus BS's (itself BR's: tools/corpus_kit.py Flow and frame, the breakable wrap, justified lines with
Tw, the grid and its column-width rule, copied): every template (layouts.py, layouts_b.py) is first laid out as drawing
operations in mm (top-down) with the real advances of the font its writer uses, and the values drawn on each page are
recorded, so the truth follows the page a value lands on. Every drawn string gets a trailing space so that no extractor
glues two separately drawn strings into one word.

In running paragraphs, addressee blocks and fill-in fields a multi-word value MAY BREAK at one of its spaces (the judge's
normalisation collapses the line break); never at a hyphen. The lines of a broken value stay on one page. Values never
break inside table cells, spreadsheet cells or signature blocks. A text operation may carry a rotation (o[7], degrees,
counter-clockwise): the CIOMS-like form's vertical section labels; rotated strings never carry a value.
"""
from __future__ import annotations

import io

from tools.corpus_kit import Flow

from .model import V, tokens

DJ = "/usr/share/fonts/truetype/dejavu/"
LA = "/usr/share/fonts/truetype/lato/"
LI = "/usr/share/fonts/truetype/liberation/"
FR = "/usr/share/fonts/truetype/freefont/"
FONTS = {
    "rlprotocole": {"R": LA + "Lato-Regular.ttf", "B": LA + "Lato-Bold.ttf", "I": LA + "Lato-Italic.ttf",
                    "S": LA + "Lato-Semibold.ttf", "G": DJ + "DejaVuSans.ttf"},
    "fpcioms": {"R": LI + "LiberationSansNarrow-Regular.ttf", "B": LI + "LiberationSansNarrow-Bold.ttf",
                "I": LI + "LiberationSansNarrow-Italic.ttf", "S": LI + "LiberationMono-Regular.ttf", "G": DJ + "DejaVuSans.ttf"},
    "pyclasseur": None,  # base-14 Helvetica and Courier
    "muphoto": {"R": FR + "FreeSans.ttf", "B": FR + "FreeSansBold.ttf", "I": FR + "FreeSansOblique.ttf",
                "S": FR + "FreeMono.ttf", "G": DJ + "DejaVuSans.ttf"},
}
BASE14 = {"R": "Helvetica", "B": "Helvetica-Bold", "I": "Helvetica-Oblique", "S": "Courier", "G": "Helvetica"}
FAMILIES = {
    "rlprotocole": ("rl", "ReportLab %s canvas (document qualité du promoteur, cartouche d'en-tête, sections décimales)"),
    "fpcioms": ("fp", "fpdf2 %s (formulaire international à cases numérotées, bandeaux verticaux)"),
    "pyclasseur": ("py", "pydyf %s (impression d'un classeur de tableur, quadrillage et en-têtes de lignes et colonnes)"),
    "muphoto": ("mu", "PyMuPDF %s + Pillow (photo de smartphone d'un formulaire papier, couche texte OCR invisible)"),
}
SOFT = {"rlprotocole": ("EssaiDoc 6.2 - documents de la recherche clinique", "ReportLab - document promoteur", "Promoteur"),
        "fpcioms": ("VigiForm 3.0 - déclarations d'événements indésirables", "fpdf2 - formulaire CIOMS", "Vigilance des essais"),
        "pyclasseur": ("Classeur 7 - impression de feuille", "pydyf - impression de classeur", "Unité de recherche clinique"),
        "muphoto": ("DocPhoto 2.4 - photo de document (Android)", "DocPhoto OCR - couche texte", "Photo")}
MM = 72 / 25.4
PORT = (595.2756, 841.8898)
BLACK, GREY, WHITE = (0, 0, 0), (0.42, 0.42, 0.42), (1, 1, 1)
BRK = {"ADRESSE", "ETABLISSEMENT", "NOM", "DATE_NAISSANCE", "DATE_DECES", "NIR", "ORGANISME", "VILLE", "TELEPHONE", "IDENTIFIANT", "DECOY", "DATE", "IBAN"}



def measure(fam):
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    if FONTS[fam] is None:
        return lambda t, st, size: pdfmetrics.stringWidth(t, BASE14[st], size) / MM
    names = {}
    for st, path in FONTS[fam].items():
        nm = "BT%s%s" % (fam, st)
        try:
            pdfmetrics.getFont(nm)
        except KeyError:
            pdfmetrics.registerFont(TTFont(nm, path))
        names[st] = nm
    return lambda t, st, size: pdfmetrics.stringWidth(t, names[st], size) / MM


def lh(size, lead=1.3):
    return size * 0.3528 * lead


# ------------------------------------------------------------------ breakable wrap
def btokens(run, brk):
    """[text, values, inside]: ``inside`` = a line break before this token cuts a value (only at its spaces)."""
    toks, glue = [], False
    for seg in run:
        if isinstance(seg, V):
            pcs = seg.text.split(" ") if brk and seg.kind in BRK else [seg.text]
            for k, t in enumerate(pcs):
                if k == 0 and glue and toks:
                    toks[-1][0] += t
                    toks[-1][1].append(seg)
                elif k == 0:
                    toks.append([t, [seg], False])
                else:
                    toks.append([t, [], True])
            glue = True
            continue
        for k, piece in enumerate(seg.split(" ")):
            if k > 0:
                glue = False
            if piece == "":
                continue
            if glue and toks:
                toks[-1][0] += piece
            else:
                toks.append([piece, [], False])
            glue = True
    return toks


def bwrap(run, width, meas, brk=False):
    """Lines (text, values, cont): ``cont`` = the line ends inside a value."""
    lines, cur, vals = [], "", []
    for t, v, inside in btokens(run, brk):
        cand = (cur + " " + t) if cur else t
        if cur and meas(cand) > width:
            lines.append((cur, vals, inside))
            cur, vals = t, list(v)
        else:
            cur, vals = cand, vals + list(v)
    if cur or not lines:
        lines.append((cur, vals, False))
    return lines


class BFlow(Flow):
    def lines(self, run, w, st="R", size=8.5):
        return [(t, v) for t, v, _ in bwrap(run, w, lambda s: self.m(s, st, size))]

    def tj(self, x, y, s, vals, st, size, color, tw):
        """A justified line: one string, word spacing ``tw`` mm per space."""
        self.pages[-1]["ops"].append(("t", x, y, s, st, size, color, 0, tw))
        self.pages[-1]["vals"].extend(vals)

    def para(self, run, x, w, size=9.0, st="R", lead=1.4, color=BLACK, brk=False, prefix="", justify=False, indent=0.0):
        ls = bwrap(run, w - indent, lambda s: self.m(s, st, size), brk)
        d = lh(size, lead)
        k = 0
        while k < len(ls):
            j = k
            while ls[j][2] and j + 1 < len(ls):
                j += 1
            self.need(d * (j - k + 1))  # the lines of a broken value stay on one page
            for q, (t, v, _) in enumerate(ls[k:j + 1]):
                self.y += d
                n = k + q
                xx = x + (indent if n else 0)
                spaces = t.count(" ")
                stretch = (w - (indent if n else 0) - self.m(prefix + t, st, size)) / spaces if spaces else 0
                if justify and n < len(ls) - 1 and spaces and stretch < 2.4:
                    self.tj(xx, self.y, prefix + t, v, st, size, color, stretch)
                else:
                    self.text(xx, self.y, prefix + t, v, st, size, color)
            k = j + 1


def dry(f, fn):
    """Height that ``fn(flow)`` would use (on an endless page)."""
    g = BFlow(f.m, 0, 1e7)
    fn(g)
    return g.y


def boxed(f, fn, x, w, fill=None, stroke=None, r=0.0, lw=0.2, extra=0.0, under=()):
    """Draw ``fn`` at f.y on one page with a rectangle under it (inserted before its drawing operations); ``under`` are
    more shapes (functions of y0, h) drawn under the content."""
    h = dry(f, fn) + extra
    f.need(h + 1)
    y0, ops = f.y, f.pages[-1]["ops"]
    idx = len(ops)
    fn(f)
    f.y = y0 + h
    extra_ops = [("r", x, y0, w, h, fill, stroke, r, lw)] + [op for u in under for op in u(y0, h)]
    ops[idx:idx] = extra_ops
    return y0, h


def col_widths(f, heads, rows, weights, W, st, size, pad=2.4):
    """Widths proportional to the weights, never narrower than a column's longest unbreakable word."""
    mins = [max([f.m(t, st, size) for row in rows for t, _ in tokens(list(row[q]))] + [0]) + pad for q in range(len(heads))]
    tot = sum(weights)
    ws = [W * x / tot for x in weights]
    for _ in range(8):
        short = [q for q in range(len(ws)) if ws[q] < mins[q] - 1e-6]
        if not short:
            break
        for q in short:
            ws[q] = mins[q]
        free = [q for q in range(len(ws)) if q not in short and ws[q] > mins[q]]
        extra = sum(ws) - W
        ft = sum(weights[q] for q in free) or 1
        for q in free:
            ws[q] -= extra * weights[q] / ft
    return ws


def grid(f, heads, rows, weights, x0, W, size=8.2, st="R", head_st="B", head_fill=None, head_color=BLACK, row_rule=GREY,
         col_rule=None, col_shade=None, outer=None, top=None, bottom=None, pad=1.3, lead=1.36, head_rule=None, double=False):
    """A table drawn row by row (page breaks repeat the header): the options give each template its look."""
    ws = col_widths(f, heads, rows, weights, W, st, size)
    while sum(ws) > W + 0.3 and size > 5.0:  # a long unbreakable value: the table's type shrinks
        size *= 0.94
        ws = col_widths(f, heads, rows, weights, W, st, size)
    W = sum(ws)
    xs = [x0 + sum(ws[:k]) for k in range(len(ws))]
    d = lh(size, lead)

    def head():
        hl = [f.lines([h], ws[k] - 2 * pad, head_st, size) for k, h in enumerate(heads)]
        hh = d * max(len(c) for c in hl) + 2.0
        if top:
            f.line(x0, f.y, x0 + W, f.y, top, BLACK)
        if head_fill:
            f.rect(x0, f.y, W, hh, fill=head_fill)
        for k, c in enumerate(hl):
            for j, (t, _) in enumerate(c):
                f.text(xs[k] + pad, f.y + d + 0.3 + d * j, t, (), head_st, size, head_color)
        if outer:
            f.rect(x0, f.y, W, hh, stroke=outer, lw=0.2)
        f.y += hh
        if head_rule:
            f.line(x0, f.y, x0 + W, f.y, head_rule, BLACK)
            if double:
                f.line(x0, f.y + 0.7, x0 + W, f.y + 0.7, head_rule, BLACK)
                f.y += 0.7
    f.need(d * 3 + 6)
    head()
    for n, row in enumerate(rows):
        cells = [f.lines(list(cell), ws[k] - 2 * pad, st, size) for k, cell in enumerate(row)]
        h = d * max(len(c) for c in cells) + 1.8
        if f.need(h + 0.5):
            head()
        y0 = f.y
        if col_shade:
            for k in range(1, len(ws), 2):
                f.rect(xs[k], y0, ws[k], h, fill=col_shade)
        for k, c in enumerate(cells):
            for j, (t, vals) in enumerate(c):
                f.text(xs[k] + pad, y0 + d + 0.2 + d * j, t, vals, st, size)
        f.y = y0 + h
        if row_rule and n < len(rows) - 1:
            f.line(x0, f.y, x0 + W, f.y, 0.1, row_rule)
        if col_rule:
            for x in xs[1:]:
                f.line(x, y0, x, f.y, 0.1, col_rule)
        if outer:
            f.line(x0, y0, x0, f.y, 0.2, outer)
            f.line(x0 + W, y0, x0 + W, f.y, 0.2, outer)
    if outer:
        f.line(x0, f.y, x0 + W, f.y, 0.2, outer)
    if bottom:
        f.line(x0, f.y, x0 + W, f.y, bottom, BLACK)
    f.y += 2.5




# ------------------------------------------------------------------ writers
def _text_rl(cv, o, fam, H):
    _, x, y, s, st, size, color = o[:7]
    rot = o[7] if len(o) > 7 else 0
    cv.setFillColorRGB(*color)
    if rot:
        cv.saveState()
        cv.translate(x * MM, H - y * MM)
        cv.rotate(rot)
        t = cv.beginText(0, 0)
    else:
        t = cv.beginText(x * MM, H - y * MM)
    t.setFont("BT%s%s" % (fam, st), size)
    if len(o) > 8:
        t.setWordSpace(o[8] * MM)
    t.textOut(s + " ")
    cv.drawText(t)
    if rot:
        cv.restoreState()


def draw_reportlab(pages, doc, fam):
    from reportlab.pdfgen import canvas
    measure(fam)
    buf = io.BytesIO()
    cv = canvas.Canvas(buf, pagesize=PORT, invariant=1)
    cv.setTitle(doc["title"])
    cv.setAuthor(SOFT[fam][2])
    cv.setCreator(SOFT[fam][0])
    cv.setProducer(SOFT[fam][1])
    H = PORT[1]
    for p in pages:
        for o in p["ops"]:
            if o[0] == "t":
                _text_rl(cv, o, fam, H)
            elif o[0] == "l":
                cv.setStrokeColorRGB(*o[6])
                cv.setLineWidth(o[5] * MM)
                cv.setDash(0.6, 1.6) if o[7] else cv.setDash()
                cv.line(o[1] * MM, H - o[2] * MM, o[3] * MM, H - o[4] * MM)
            elif o[0] == "r":
                _, x, y, w, h, fill, stroke, rad, lw = o
                if not (fill or stroke):
                    continue
                cv.setDash()
                if fill:
                    cv.setFillColorRGB(*fill)
                if stroke:
                    cv.setStrokeColorRGB(*stroke)
                cv.setLineWidth(lw * MM)
                cv.roundRect(x * MM, H - (y + h) * MM, w * MM, h * MM, rad * MM, stroke=1 if stroke else 0, fill=1 if fill else 0)
            elif o[0] == "c":
                _, cx, cy, rad, fill, stroke, lw = o
                cv.setDash()
                if fill:
                    cv.setFillColorRGB(*fill)
                if stroke:
                    cv.setStrokeColorRGB(*stroke)
                cv.setLineWidth(lw * MM)
                cv.circle(cx * MM, H - cy * MM, rad * MM, stroke=1 if stroke else 0, fill=1 if fill else 0)
        cv.showPage()
    cv.save()
    return buf.getvalue()


def draw_fpdf(pages, doc, fam):
    import datetime
    from fpdf import FPDF
    pdf = FPDF(format="A4", unit="mm")
    pdf.set_auto_page_break(False)
    for st, path in FONTS[fam].items():
        pdf.add_font("bt" + st, "", path)
    pdf.set_creation_date(datetime.datetime(2025, 9, 1, tzinfo=datetime.timezone.utc))
    pdf.set_title(doc["title"])
    pdf.set_creator(SOFT[fam][0])
    pdf.set_producer(SOFT[fam][1])
    c255 = lambda c: [int(round(255 * x)) for x in c]  # noqa: E731
    for p in pages:
        pdf.add_page()
        for o in p["ops"]:
            if o[0] == "t":
                _, x, y, s, st, size, color = o[:7]
                pdf.set_text_color(*c255(color))
                pdf.set_font("bt" + st, "", size)
                if len(o) > 7 and o[7]:
                    with pdf.rotation(o[7], x, y):
                        pdf.text(x, y, s + " ")
                else:
                    pdf.text(x, y, s + " ")
            elif o[0] == "l":
                pdf.set_draw_color(*c255(o[6]))
                pdf.set_line_width(o[5])
                if o[7]:
                    pdf.set_dash_pattern(dash=0.5, gap=0.7)
                pdf.line(o[1], o[2], o[3], o[4])
                pdf.set_dash_pattern()
            elif o[0] == "r":
                _, x, y, w, h, fill, stroke, rad, lw = o
                style = ("F" if fill else "") + ("D" if stroke else "")
                if fill:
                    pdf.set_fill_color(*c255(fill))
                if stroke:
                    pdf.set_draw_color(*c255(stroke))
                pdf.set_line_width(lw)
                if style:
                    pdf.rect(x, y, w, h, style="DF" if style == "FD" else style, round_corners=rad > 0, corner_radius=rad)
            elif o[0] == "c":
                _, cx, cy, rad, fill, stroke, lw = o
                if fill:
                    pdf.set_fill_color(*c255(fill))
                if stroke:
                    pdf.set_draw_color(*c255(stroke))
                pdf.set_line_width(lw)
                pdf.circle(cx, cy, rad, style=("F" if fill else "") + ("D" if stroke else "") if not (fill and stroke) else "DF")
    return bytes(pdf.output())


def draw_pydyf(pages, doc, fam):
    import pydyf
    pdf = pydyf.PDF()
    fonts = pydyf.Dictionary()
    made = {}
    for st, nm in BASE14.items():
        if nm not in made:
            fo = pydyf.Dictionary({"Type": "/Font", "Subtype": "/Type1", "BaseFont": "/" + nm, "Encoding": "/WinAnsiEncoding"})
            pdf.add_object(fo)
            made[nm] = fo.reference
        fonts["F" + st] = made[nm]
    H = PORT[1]
    r2 = lambda v: round(v, 2)  # noqa: E731
    k = 0.5523

    for p in pages:
        s = pydyf.Stream()
        for o in p["ops"]:
            if o[0] == "l":
                s.set_color_rgb(*o[6], stroke=True)
                s.set_line_width(r2(o[5] * MM))
                s.set_dash(pydyf.Array([0.8, 1.6]) if o[7] else pydyf.Array([]), 0)
                s.move_to(r2(o[1] * MM), r2(H - o[2] * MM))
                s.line_to(r2(o[3] * MM), r2(H - o[4] * MM))
                s.stroke()
            elif o[0] in ("r", "c"):
                if o[0] == "r":
                    _, x, y, w, h, fill, stroke, rad, lw = o
                else:
                    _, cx, cy, rad, fill, stroke, lw = o
                if not (fill or stroke):
                    continue
                s.set_dash(pydyf.Array([]), 0)
                if o[0] == "r":
                    s.rectangle(r2(x * MM), r2(H - (y + h) * MM), r2(w * MM), r2(h * MM))
                else:  # four Bézier arcs
                    X, Y, R_ = cx * MM, H - cy * MM, rad * MM
                    s.move_to(r2(X + R_), r2(Y))
                    for a, b, c_, d_, e, f_ in ((X + R_, Y + k * R_, X + k * R_, Y + R_, X, Y + R_), (X - k * R_, Y + R_, X - R_, Y + k * R_, X - R_, Y),
                                                (X - R_, Y - k * R_, X - k * R_, Y - R_, X, Y - R_), (X + k * R_, Y - R_, X + R_, Y - k * R_, X + R_, Y)):
                        s.curve_to(r2(a), r2(b), r2(c_), r2(d_), r2(e), r2(f_))
                if fill:
                    s.set_color_rgb(*fill)
                if stroke:
                    s.set_color_rgb(*stroke, stroke=True)
                s.set_line_width(r2(lw * MM))
                (s.fill_and_stroke() if fill and stroke else s.fill() if fill else s.stroke())
            elif o[0] == "t":
                _, x, y, txt, st, size, color = o[:7]
                s.set_color_rgb(*color)
                s.begin_text()
                s.set_font_size("F" + st, r2(size))
                s.stream.append(b"%.3f Tw" % (o[8] * MM if len(o) > 8 else 0.0))
                s.set_text_matrix(1, 0, 0, 1, r2(x * MM), r2(H - y * MM))
                s.stream.append(b"<" + (txt + " ").encode("cp1252").hex().encode() + b"> Tj")
                s.end_text()
        pdf.add_object(s)
        page = pydyf.Dictionary({"Type": "/Page", "Parent": pdf.pages.reference, "MediaBox": pydyf.Array([0, 0, PORT[0], H]),
                                 "Resources": pydyf.Dictionary({"Font": fonts}), "Contents": s.reference})
        pdf.add_page(page)
    pdf.info["Title"] = pydyf.String(doc["title"])
    pdf.info["Creator"] = pydyf.String(SOFT[fam][0])
    pdf.info["Producer"] = pydyf.String(SOFT[fam][1])
    buf = io.BytesIO()
    pdf.write(buf, identifier=b"corpus-bt-fixed-id")
    return buf.getvalue()



def render(fam, doc):
    from .layouts import LAYOUTS
    from .layouts_b import LAYOUTS_B
    from .photo import draw_photo
    writers = {"rlprotocole": draw_reportlab, "fpcioms": draw_fpdf, "pyclasseur": draw_pydyf, "muphoto": draw_photo}
    f = {**LAYOUTS, **LAYOUTS_B}[fam](doc, measure(fam))
    return writers[fam](f.pages, doc, fam), [p["vals"] for p in f.pages]
