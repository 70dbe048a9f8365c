"""The line engine, the tables and the four writers' back ends of corpus BS. render(fam, doc) -> (pdf bytes, [values of
page 0, ...]).

The engine is corpus BR's (tools/corpus_kit.py: Flow, frame; BR's breakable wrap, justified lines with Tw, grid and
column-width rule, copied): every template (layouts.py, layouts_b.py) is first laid out as drawing operations in mm
(top-down) with the real advances of the font its writer uses, and the values drawn on each page are recorded, so the
truth follows the page a value lands on. Every drawn string gets a trailing space so that no extractor glues two
separately drawn strings into one word.

In running paragraphs, addressee blocks and fill-in fields a multi-word value MAY BREAK at one of its spaces (the judge's
normalisation collapses the line break); never at a hyphen. The lines of a broken value stay on one page. Values never
break inside table cells or signature blocks.

New here, the SCAN writer (draw_scan): the page is first drawn as vectors by PyMuPDF (DejaVu Sans / Serif TTF), with
what a scanned letter of the incoming mail carries (a red "COURRIER ARRIVÉ" date stamp, two punched-hole shadows, a grey
scanner edge, a few specks, a pen scribble over each signature block); each page is then rendered to a GREYSCALE pixmap
at 150 dpi through a matrix that turns it by a small angle (0.12-0.35°, the sign alternating), tinted to a grey paper
(Pixmap.tint_with), JPEG-encoded (quality 70) and placed as the only visible content of a new page; over it an
INVISIBLE TEXT LAYER is written by hand into a second content stream, as scanner OCR software writes it: one BT/ET
object per recognised line, text render mode 3 (3 Tr), base-14 Helvetica (WinAnsi, not embedded - not the font of the
image), a text matrix turned by the same angle and placed where the line's baseline landed on the image, and a
horizontal scaling (Tz) that stretches the Helvetica string to the width the line has in the image. Glyphs outside
cp1252 (the ☐ / ☒ ticks) are left out of the text layer, as OCR leaves them out; the stamp is in the image only (it
carries no value of the truth).
"""
from __future__ import annotations

import io

from tools.corpus_kit import Flow

from .model import V, tokens

DJ = "/usr/share/fonts/truetype/dejavu/"
FONTS = {
    "rlvolet": {"R": DJ + "DejaVuSerifCondensed.ttf", "B": DJ + "DejaVuSansCondensed-Bold.ttf", "I": DJ + "DejaVuSerifCondensed-Italic.ttf",
                "S": DJ + "DejaVuSansCondensed.ttf", "G": DJ + "DejaVuSans.ttf"},
    "fpexpert": {"R": DJ + "DejaVuSerif.ttf", "B": DJ + "DejaVuSerif-Bold.ttf", "I": DJ + "DejaVuSerif-Italic.ttf",
                 "S": DJ + "DejaVuSerif-BoldItalic.ttf", "G": DJ + "DejaVuSans.ttf"},
    "pyportail": None,  # base-14 Helvetica and Courier
    "ocrscan": {"R": DJ + "DejaVuSans.ttf", "B": DJ + "DejaVuSans-Bold.ttf", "I": DJ + "DejaVuSans-Oblique.ttf",
                "S": DJ + "DejaVuSansMono.ttf", "G": DJ + "DejaVuSans.ttf"},
}
BASE14 = {"R": "Helvetica", "B": "Helvetica-Bold", "I": "Helvetica-Oblique", "S": "Courier", "G": "Helvetica"}
FAMILIES = {
    "rlvolet": ("rl", "ReportLab %s canvas (formulaire à volets sur fond teinté, cases blanches)"),
    "fpexpert": ("fp", "fpdf2 %s (rapport d'expertise médicale, titres centrés, alinéas)"),
    "pyportail": ("py", "pydyf %s (impression navigateur d'un portail en ligne)"),
    "ocrscan": ("mu", "PyMuPDF %s (courrier numérisé 150 dpi, couche texte OCR invisible)"),
}
SOFT = {"rlvolet": ("FormuRisque 5.0 - formulaires accident du travail", "ReportLab - formulaire à volets", "Service AT/MP"),
        "fpexpert": ("ExpertMed 2.4 - rapports d'expertise", "fpdf2 - rapport d'expertise", "Cabinet d'expertise"),
        "pyportail": ("NaviPrint 11 - impression de page web", "pydyf - impression navigateur", "Portail"),
        "ocrscan": ("ScanFlux 3.1 - numérisation du courrier entrant", "ScanFlux OCR - couche texte", "Courrier")}
MM = 72 / 25.4
PORT = (595.2756, 841.8898)
BLACK, GREY, WHITE = (0, 0, 0), (0.42, 0.42, 0.42), (1, 1, 1)
BRK = {"ADRESSE", "ETABLISSEMENT", "NOM", "DATE_NAISSANCE", "NIR", "ORGANISME", "VILLE", "TELEPHONE", "IDENTIFIANT", "DECOY", "DATE"}


def measure(fam):
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    if FONTS[fam] is None:
        return lambda t, st, size: pdfmetrics.stringWidth(t, BASE14[st], size) / MM
    names = {}
    for st, path in FONTS[fam].items():
        nm = "BS%s%s" % (fam, st)
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
    cv.setFillColorRGB(*color)
    t = cv.beginText(x * MM, H - y * MM)
    t.setFont("BS%s%s" % (fam, st), size)
    if len(o) > 8:
        t.setWordSpace(o[8] * MM)
    t.textOut(s + " ")
    cv.drawText(t)


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
        pdf.add_font("bs" + st, "", path)
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
                pdf.set_font("bs" + st, "", size)
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
    pdf.write(buf, identifier=b"corpus-bs-fixed-id")
    return buf.getvalue()


def _vector_page(d, p, fonts, extra=()):
    """One page drawn by PyMuPDF from the drawing operations (the scan writer's first step)."""
    import pymupdf
    pg = d.new_page(width=PORT[0], height=PORT[1])
    for st, path in fonts.items():
        pg.insert_font(fontname="BS" + st, fontfile=path)
    for o in list(p["ops"]) + list(extra):
        if o[0] == "t":
            _, x, y, s, st, size, color = o[:7]
            pg.insert_text(pymupdf.Point(x * MM, y * MM), s + " ", fontname="BS" + st, fontsize=size, color=color,
                           rotate=o[7] if len(o) > 7 and o[7] else 0)
        elif o[0] == "l":
            pg.draw_line((o[1] * MM, o[2] * MM), (o[3] * MM, o[4] * MM), color=o[6], width=o[5] * MM, dashes="[1 2] 0" if o[7] else None)
        elif o[0] == "r":
            _, x, y, w, h, fill, stroke, rad, lw = o
            if fill or stroke:
                pg.draw_rect(pymupdf.Rect(x * MM, y * MM, (x + w) * MM, (y + h) * MM), color=stroke, fill=fill, width=lw * MM,
                             radius=min(0.5, rad / min(w, h)) if rad else None)
        elif o[0] == "c":
            _, cx, cy, rad, fill, stroke, lw = o
            pg.draw_circle((cx * MM, cy * MM), rad * MM, color=stroke, fill=fill, width=lw * MM)
        elif o[0] == "q":  # a pen stroke: a polyline of points in mm
            pg.draw_polyline([(x * MM, y * MM) for x, y in o[1]], color=o[2], width=o[3] * MM)
    return pg


def _artefacts(doc, k, rnd):
    """What the scanned sheet carries besides the print (drawn into the image only)."""
    red = (0.78, 0.12, 0.12)
    ops = [("r", 0.0, 0.0, 2.2, 297.0, (0.55, 0.55, 0.55), None, 0.0, 0.1),
           ("c", 9.0, 98.0, 2.6, (0.62, 0.62, 0.62), None, 0.1), ("c", 9.0, 178.0, 2.6, (0.62, 0.62, 0.62), None, 0.1)]
    for _ in range(7):
        ops.append(("c", rnd.uniform(12, 198), rnd.uniform(30, 280), rnd.uniform(0.12, 0.35), (0.3, 0.3, 0.3), None, 0.1))
    if k == 0:
        ops += [("r", 150.0, 4.0, 46.0, 13.5, None, red, 1.2, 0.5),
                ("t", 153.0, 9.2, "COURRIER ARRIVÉ", "B", 10.0, red, 0),
                ("t", 153.0, 14.6, "le " + doc["stamp"] + "  - n° %05d" % rnd.randint(100, 99999), "R", 8.4, red, 0)]
    return ops


def _line_ops(p):
    return [o for o in p["ops"] if o[0] == "t"]


def draw_scan(pages, doc, fam):
    import math
    import random
    import pymupdf
    from reportlab.pdfbase import pdfmetrics
    meas = measure(fam)
    rnd = random.Random(doc["num"] * 1009 + 17)
    src = pymupdf.open()
    out = pymupdf.open()
    W, H = PORT
    for k, p in enumerate(pages):
        extra = _artefacts(doc, k, rnd) + p.get("scribbles", [])
        pg = _vector_page(src, p, FONTS[fam], extra)
        ang = (0.12 + 0.23 * rnd.random()) * (1 if (doc["num"] + k) % 2 else -1)
        mat = pymupdf.Matrix(150 / 72, 150 / 72).prerotate(ang)
        pix = pg.get_pixmap(matrix=mat, colorspace=pymupdf.csGRAY, alpha=False)
        pix.tint_with(0x1A1A1A, 0xECECEC)
        ir = (pg.rect * mat).irect
        sx, sy = W / ir.width, H / ir.height
        op = out.new_page(width=W, height=H)
        op.insert_image(op.rect, stream=pix.tobytes("jpeg", jpg_quality=70))

        def where(x, y):
            q = pymupdf.Point(x, y) * mat
            return (q.x - ir.x0) * sx, (q.y - ir.y0) * sy
        x0_, y0_ = where(0, 0)
        x1_, y1_ = where(100, 0)
        ux, uy = (x1_ - x0_) / 100, -(y1_ - y0_) / 100  # baseline direction, PDF coordinates (y up)
        n = math.hypot(ux, uy)
        ux, uy = ux / n, uy / n
        body = [b"BT 3 Tr"]
        for o in _line_ops(p):
            _, x, y, t, st, size = o[:6]
            txt = "".join(ch for ch in t if ch.encode("cp1252", "ignore")) + " "
            if not txt.strip():
                continue
            bx, by = where(x * MM, y * MM)
            fs = size * n
            vis = meas(t, st, size) * MM * n
            hw = pdfmetrics.stringWidth(txt.rstrip(" "), "Helvetica", fs)
            tz = 100.0 * vis / hw if hw else 100.0
            body.append(b"/OCR %.2f Tf %.2f Tz %.5f %.5f %.5f %.5f %.2f %.2f Tm <%s> Tj" % (
                fs, tz, ux, uy, -uy, ux, bx, H - by, txt.encode("cp1252").hex().encode()))
        body.append(b"ET")
        fx = out.get_new_xref()
        out.update_object(fx, "<</Type/Font/Subtype/Type1/BaseFont/Helvetica/Encoding/WinAnsiEncoding>>")
        sx_ = out.get_new_xref()
        out.update_object(sx_, "<<>>")
        out.update_stream(sx_, b"\n".join(body))
        cont = op.get_contents()
        out.xref_set_key(op.xref, "Contents", "[%s %d 0 R]" % (" ".join("%d 0 R" % c for c in cont), sx_))
        typ, val = out.xref_get_key(op.xref, "Resources")
        if typ == "xref":
            out.xref_set_key(int(val.split()[0]), "Font", "<</OCR %d 0 R>>" % fx)
        else:
            out.xref_set_key(op.xref, "Resources/Font", "<</OCR %d 0 R>>" % fx)
    out.set_metadata({"title": doc["title"], "producer": SOFT[fam][1], "creator": SOFT[fam][0], "creationDate": "", "modDate": ""})
    return out.tobytes(garbage=3, deflate=True, no_new_id=True)


WRITERS = {"rlvolet": draw_reportlab, "fpexpert": draw_fpdf, "pyportail": draw_pydyf, "ocrscan": draw_scan}


def render(fam, doc):
    from .layouts import LAYOUTS
    from .layouts_b import LAYOUTS_B
    f = {**LAYOUTS, **LAYOUTS_B}[fam](doc, measure(fam))
    return WRITERS[fam](f.pages, doc, fam), [p["vals"] for p in f.pages]
