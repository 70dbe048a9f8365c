"""The line engine, the tables and three of the four writers' back ends of corpus BU (fax.py holds the fourth).
render(fam, doc) -> (pdf bytes, [values of page 0, ...]).

The engine is corpus BT's (tools/corpus_kit.py Flow, the breakable wrap, the grid and its column-width rule, copied):
every template (layouts.py, layouts_b.py) is first laid out as drawing operations in mm (top-down) with the real
advances of the font its writer uses, and the values drawn on each page are recorded, so the truth follows the page a
value lands on. Every drawn string gets a trailing space so that no extractor glues two separately drawn strings.

In running paragraphs, addressee blocks and fields a multi-word value MAY BREAK at one of its spaces (the judge's
normalisation collapses the line break); never at a hyphen. The lines of a broken value stay on one page. Values never
break inside table cells or signature blocks.

TYPE 1 FONTS: the URW base-35 fonts of the system ship as .t1 files (cleartext + binary eexec part + 512 zeros); they
are cut into their three segments here, written as .pfb into tools/_cache/corpus_bu_fonts/ for ReportLab's
EmbeddedType1Face (family rlportable: URW Gothic), and embedded by hand as /FontFile with Length1/2/3 and the AFM's
WinAnsi widths by the pydyf writer (family pyreleve: Nimbus Sans Narrow, Nimbus Mono PS).
"""
from __future__ import annotations

import io
import struct
from pathlib import Path

from tools.corpus_kit import Flow

from .model import V, tokens

DJ = "/usr/share/fonts/truetype/dejavu/"
CX = "/usr/share/fonts/truetype/crosextra/"
L2 = "/usr/share/fonts/truetype/liberation2/"
T1 = "/usr/share/fonts/type1/urw-base35/"
CACHE = Path(__file__).resolve().parent.parent / "_cache" / "corpus_bu_fonts"
FONTS = {
    "rlportable": {"R": "t1:URWGothic-Book", "B": "t1:URWGothic-Demi", "I": "t1:URWGothic-BookOblique", "S": "t1:URWGothic-DemiOblique",
                   "G": DJ + "DejaVuSans.ttf"},
    "fpzweisprachig": {"R": CX + "Caladea-Regular.ttf", "B": CX + "Caladea-Bold.ttf", "I": CX + "Caladea-Italic.ttf",
                       "S": CX + "Caladea-BoldItalic.ttf", "G": DJ + "DejaVuSans.ttf"},
    "pyreleve": {"R": "t1:NimbusSansNarrow-Regular", "B": "t1:NimbusSansNarrow-Bold", "I": "t1:NimbusSansNarrow-Oblique",
                 "S": "t1:NimbusMonoPS-Regular", "G": "t1:NimbusSansNarrow-Bold"},
    "fxrecu": {"R": L2 + "LiberationSans-Regular.ttf", "B": L2 + "LiberationSans-Bold.ttf", "I": L2 + "LiberationSans-Italic.ttf",
               "S": L2 + "LiberationMono-Bold.ttf", "G": DJ + "DejaVuSans.ttf"},
}
FAMILIES = {
    "rlportable": ("rl", "ReportLab %s canvas + Type 1 URW Gothic embarquée (formulaire au modèle des documents portables européens)"),
    "fpzweisprachig": ("fp", "fpdf2 %s (formulaire bilingue français / allemand interlinéaire, rail coloré)"),
    "pyreleve": ("py", "pydyf %s + Type 1 Nimbus Sans Narrow embarquée à la main (relevé tout en tableaux, section paiement détachable)"),
    "fxrecu": ("mu", "PyMuPDF %s + Pillow (télécopie reçue 204 x 98 dpi noir et blanc CCITT G4, couche OCR invisible)"),
}
SOFT = {"rlportable": ("EUForm Designer 4.1 - documents portables", "ReportLab - formulaire portable", "Bureau des patients internationaux"),
        "fpzweisprachig": ("Zweisprachig 2.3 - formulaires bilingues Rhin supérieur", "fpdf2 - formulaire bilingue", "Accueil transfrontalier"),
        "pyreleve": ("ReleveCompta 9.0 - états de facturation", "pydyf - état de facturation", "Facturation"),
        "fxrecu": ("FaxServeur 5.2 - télécopies reçues", "FaxServeur OCR - couche texte", "Télécopieur")}
MM = 72 / 25.4
PORT = (595.2756, 841.8898)
BLACK, GREY, WHITE = (0, 0, 0), (0.42, 0.42, 0.42), (1, 1, 1)
BRK = {"ADRESSE", "ETABLISSEMENT", "NOM", "DATE_NAISSANCE", "ORGANISME", "VILLE", "DECOY", "DATE", "PRENOM"}


# ------------------------------------------------------------------ Type 1 fonts
def t1_segments(name):
    """The three parts of a .t1 font: cleartext, binary eexec part, trailer (zeros + cleartomark)."""
    b = (Path(T1) / (name + ".t1")).read_bytes()
    i = b.index(b"eexec") + 5
    while b[i:i + 1] in (b"\r", b"\n"):
        i += 1
    j = b.index(b"0" * 64, i)
    while b[j - 1:j] in (b"\r", b"\n"):
        j -= 1
    return b[:i], b[i:j], b[j:]


def pfb_path(name):
    p = CACHE / (name + ".pfb")
    if not p.exists():
        CACHE.mkdir(parents=True, exist_ok=True)
        segs = t1_segments(name)
        data = b"".join(b"\x80" + bytes([t]) + struct.pack("<I", len(d)) + d for t, d in zip((1, 2, 1), segs)) + b"\x80\x03"
        p.write_bytes(data)
    return str(p)


def _register(fam, st, path):
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    nm = "BU%s%s" % (fam, st)
    try:
        pdfmetrics.getFont(nm)
        return nm
    except KeyError:
        pass
    if path.startswith("t1:"):
        t1 = path[3:]
        face = pdfmetrics.EmbeddedType1Face(T1 + t1 + ".afm", pfb_path(t1))
        try:
            pdfmetrics.getTypeFace(face.name)
        except KeyError:
            pdfmetrics.registerTypeFace(face)
        pdfmetrics.registerFont(pdfmetrics.Font(nm, face.name, "WinAnsiEncoding"))
    else:
        pdfmetrics.registerFont(TTFont(nm, path))
    return nm


def measure(fam):
    from reportlab.pdfbase import pdfmetrics
    names = {st: _register(fam, st, path) for st, path in FONTS[fam].items()}
    return lambda t, st, size: pdfmetrics.stringWidth(t, names[st], size) / MM


def lh(size, lead=1.3):
    return size * 0.3528 * lead


# ------------------------------------------------------------------ breakable wrap (corpus BT's)
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
    def text(self, x, y, s, vals=(), st="R", size=8.5, color=BLACK, rot=0, page=None):
        """As corpus_kit's Flow.text, the op also carrying its values (o[8]: the fax writer's OCR errors need them)."""
        p = self.pages[-1] if page is None else page
        p["ops"].append(("t", x, y, s, st, size, color, rot, tuple(vals)))
        p["vals"].extend(vals)

    def lines(self, run, w, st="R", size=8.5):
        return [(t, v) for t, v, _ in bwrap(run, w, lambda s: self.m(s, st, size))]

    def para(self, run, x, w, size=9.0, st="R", lead=1.4, color=BLACK, brk=False, prefix="", indent=0.0):
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
                self.text(x + (indent if k + q else 0), self.y, prefix + t, v, st, size, color)
            k = j + 1


def dry(f, fn):
    """Height that ``fn(flow)`` would use (on an endless page)."""
    g = BFlow(f.m, 0, 1e7)
    fn(g)
    return g.y


def boxed(f, fn, x, w, fill=None, stroke=None, r=0.0, lw=0.2, extra=0.0, under=()):
    """Draw ``fn`` at f.y on one page with a rectangle under it; ``under`` are more shapes (functions of y0, h)."""
    h = dry(f, fn) + extra
    f.need(h + 1)
    y0, ops = f.y, f.pages[-1]["ops"]
    idx = len(ops)
    fn(f)
    f.y = y0 + h
    ops[idx:idx] = [("r", x, y0, w, h, fill, stroke, r, lw)] + [op for u in under for op in u(y0, h)]
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
         col_rule=None, outer=None, pad=1.3, lead=1.36, head_rule=None, sub_heads=None, sub_st="I", sub_color=GREY,
         right=(), zebra=None):
    """A table drawn row by row (page breaks repeat the header); ``sub_heads`` a second header line per column (the
    German captions of the bilingual form), ``right`` the right-aligned columns (amounts)."""
    ws = col_widths(f, heads, rows, weights, W, st, size)
    while sum(ws) > W + 0.3 and size > 5.0:
        size *= 0.94
        ws = col_widths(f, heads, rows, weights, W, st, size)
    W = sum(ws)
    xs = [x0 + sum(ws[:k]) for k in range(len(ws))]
    d = lh(size, lead)

    def head():
        hl = [f.lines([h], ws[k] - 2 * pad, head_st, size) for k, h in enumerate(heads)]
        sl = [f.lines([h], ws[k] - 2 * pad, sub_st, size * 0.9) for k, h in enumerate(sub_heads)] if sub_heads else [[] for _ in heads]
        nh, ns = max(len(c) for c in hl), max(len(c) for c in sl)
        hh = d * nh + d * 0.9 * ns + 2.0
        if head_fill:
            f.rect(x0, f.y, W, hh, fill=head_fill)
        for k, c in enumerate(hl):
            for j, (t, _) in enumerate(c):
                tx = xs[k] + ws[k] - pad - f.m(t, head_st, size) if k in right else xs[k] + pad
                f.text(tx, f.y + d + 0.3 + d * j, t, (), head_st, size, head_color)
            for j, (t, _) in enumerate(sl[k]):
                f.text(xs[k] + pad, f.y + d * nh + d * 0.9 * (j + 1) + 0.3, t, (), sub_st, size * 0.9, sub_color)
        if outer:
            f.rect(x0, f.y, W, hh, stroke=outer, lw=0.2)
        f.y += hh
        if head_rule:
            f.line(x0, f.y, x0 + W, f.y, head_rule, BLACK)
    f.need(d * 4 + 6)
    head()
    for n, row in enumerate(rows):
        cells = [f.lines(list(cell), ws[k] - 2 * pad, st, size) for k, cell in enumerate(row)]
        h = d * max(len(c) for c in cells) + 1.8
        if f.need(h + 0.5):
            head()
        y0 = f.y
        if zebra and n % 2 == 1:
            f.rect(x0, y0, W, h, fill=zebra)
        for k, c in enumerate(cells):
            for j, (t, vals) in enumerate(c):
                tx = xs[k] + ws[k] - pad - f.m(t, st, size) if k in right else xs[k] + pad
                f.text(tx, y0 + d + 0.2 + d * j, t, vals, st, size)
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
    f.y += 2.5


# ------------------------------------------------------------------ writers
def draw_reportlab(pages, doc, fam):
    from reportlab.pdfgen import canvas
    names = {st: _register(fam, st, path) for st, path in FONTS[fam].items()}
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
                _, x, y, s, st, size, color = o[:7]
                cv.setFillColorRGB(*color)
                t = cv.beginText(x * MM, H - y * MM)
                t.setFont(names[st], size)
                t.textOut(s + " ")
                cv.drawText(t)
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
            elif o[0] == "c":  # the dashed ring of a stamp place
                _, cx, cy, rad, fill, stroke, lw = o
                cv.setDash(1.2, 1.4)
                cv.setStrokeColorRGB(*stroke)
                cv.setLineWidth(lw * MM)
                cv.circle(cx * MM, H - cy * MM, rad * MM, stroke=1, fill=0)
                cv.setDash()
            elif o[0] == "poly":  # a filled polygon (the emblem's stars)
                _, pts, fill = o
                path = cv.beginPath()
                path.moveTo(pts[0][0] * MM, H - pts[0][1] * MM)
                for px, py in pts[1:]:
                    path.lineTo(px * MM, H - py * MM)
                path.close()
                cv.setFillColorRGB(*fill)
                cv.drawPath(path, stroke=0, fill=1)
        cv.showPage()
    cv.save()
    return buf.getvalue()


def draw_fpdf(pages, doc, fam):
    import datetime
    from fpdf import FPDF
    pdf = FPDF(format="A4", unit="mm")
    pdf.set_auto_page_break(False)
    for st, path in FONTS[fam].items():
        pdf.add_font("bu" + st, "", path)
    pdf.set_creation_date(datetime.datetime(2025, 10, 1, tzinfo=datetime.timezone.utc))
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
                pdf.set_font("bu" + st, "", size)
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
    return bytes(pdf.output())


def _t1_font(pdf, name):
    """A /Type1 font object with its /FontFile (the three segments) and WinAnsi widths from the AFM."""
    import pydyf
    from reportlab.pdfbase import _fontdata, pdfmetrics
    top, glyphs = pdfmetrics.parseAFMFile(T1 + name + ".afm")
    wid = {g[2]: g[1] for g in glyphs}
    enc = _fontdata.encodings["WinAnsiEncoding"]
    s1, s2, s3 = t1_segments(name)
    ff = pydyf.Stream([s1 + s2 + s3], {"Length1": len(s1), "Length2": len(s2), "Length3": len(s3)}, compress=True)
    pdf.add_object(ff)
    bb = [int(v) for v in top["FontBBox"].split()]
    ital = float(top.get("ItalicAngle", 0))
    fd = pydyf.Dictionary({"Type": "/FontDescriptor", "FontName": "/" + name, "Flags": 32 + (64 if ital else 0), "FontBBox": pydyf.Array(bb),
                           "ItalicAngle": ital, "Ascent": bb[3], "Descent": bb[1], "CapHeight": int(top.get("CapHeight", 700)),
                           "StemV": 80, "FontFile": ff.reference})
    pdf.add_object(fd)
    widths = [wid.get(enc[c] or "", wid.get("space", 250)) for c in range(32, 256)]
    fo = pydyf.Dictionary({"Type": "/Font", "Subtype": "/Type1", "BaseFont": "/" + name, "FirstChar": 32, "LastChar": 255,
                           "Widths": pydyf.Array(widths), "Encoding": "/WinAnsiEncoding", "FontDescriptor": fd.reference})
    pdf.add_object(fo)
    return fo.reference


def draw_pydyf(pages, doc, fam):
    import pydyf
    pdf = pydyf.PDF()
    fonts = pydyf.Dictionary()
    made = {}
    for st, path in FONTS[fam].items():
        nm = path[3:]
        if nm not in made:
            made[nm] = _t1_font(pdf, nm)
        fonts["F" + st] = made[nm]
    H = PORT[1]
    r2 = lambda v: round(v, 2)  # noqa: E731
    for p in pages:
        s = pydyf.Stream(compress=True)
        for o in p["ops"]:
            if o[0] == "l":
                s.set_color_rgb(*o[6], stroke=True)
                s.set_line_width(r2(o[5] * MM))
                s.set_dash(pydyf.Array([1.2, 1.6]) if o[7] else pydyf.Array([]), 0)
                s.move_to(r2(o[1] * MM), r2(H - o[2] * MM))
                s.line_to(r2(o[3] * MM), r2(H - o[4] * MM))
                s.stroke()
            elif o[0] == "r":
                _, x, y, w, h, fill, stroke, rad, lw = o
                if not (fill or stroke):
                    continue
                s.set_dash(pydyf.Array([]), 0)
                s.rectangle(r2(x * MM), r2(H - (y + h) * MM), r2(w * MM), r2(h * MM))
                if fill:
                    s.set_color_rgb(*fill)
                if stroke:
                    s.set_color_rgb(*stroke, stroke=True)
                s.set_line_width(r2(lw * MM))
                (s.fill_and_stroke() if fill and stroke else s.fill() if fill else s.stroke())
            elif o[0] == "c":  # a small circle (the scissors' rings): four Bezier arcs
                _, cx, cy, rad, stroke, lw = o
                X, Y, R_, k = cx * MM, H - cy * MM, rad * MM, 0.5523
                s.set_dash(pydyf.Array([]), 0)
                s.move_to(r2(X + R_), r2(Y))
                for a, b, c_, d_, e, f_ in ((X + R_, Y + k * R_, X + k * R_, Y + R_, X, Y + R_), (X - k * R_, Y + R_, X - R_, Y + k * R_, X - R_, Y),
                                            (X - R_, Y - k * R_, X - k * R_, Y - R_, X, Y - R_), (X + k * R_, Y - R_, X + R_, Y - k * R_, X + R_, Y)):
                    s.curve_to(r2(a), r2(b), r2(c_), r2(d_), r2(e), r2(f_))
                s.set_color_rgb(*stroke, stroke=True)
                s.set_line_width(r2(lw * MM))
                s.stroke()
            elif o[0] == "t":
                _, x, y, txt, st, size, color = o[:7]
                s.set_color_rgb(*color)
                s.begin_text()
                s.set_font_size("F" + st, r2(size))
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
    pdf.write(buf, identifier=b"corpus-bu-fixed-id")
    return buf.getvalue()


def render(fam, doc):
    from .fax import draw_fax
    from .layouts import LAYOUTS
    from .layouts_b import LAYOUTS_B
    writers = {"rlportable": draw_reportlab, "fpzweisprachig": draw_fpdf, "pyreleve": draw_pydyf, "fxrecu": draw_fax}
    f = {**LAYOUTS, **LAYOUTS_B}[fam](doc, measure(fam))
    if fam == "fxrecu":
        return draw_fax(f.pages, doc, fam)  # (pdf, values as the OCR layer writes them)
    return writers[fam](f.pages, doc, fam), [p["vals"] for p in f.pages]
