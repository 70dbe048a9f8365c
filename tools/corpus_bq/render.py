"""Block renderer and the four writers of corpus BQ. render(fam, doc) -> (pdf bytes, [values of page 0, ...]).

The engine is corpus BK-BP's (tools/corpus_kit.py: Flow, frame, table), imported: every layout (layouts.py) is first
computed as drawing operations in mm (top-down) with the real advances of the font its writer uses, and the values
drawn on each page are recorded, so the truth follows the page a value lands on. Every drawn string gets a trailing
space so that no extractor glues two separately drawn strings into one word.

New here: in running paragraphs a multi-word value (an address, an establishment, a long birth date, a NIR, a
compound name with a particle) MAY BREAK at one of its spaces, as a word processor breaks it - the judge's
normalisation collapses the line break. Never at a hyphen: pdftotext drops a line-end hyphen ("Saint-" + "Amand" ->
"SaintAmand").
The lines of a broken value are kept on one page. Values never break inside tables, boxes, headers or quotes.
"""
from __future__ import annotations

import io

from tools.corpus_kit import Flow
from tools.corpus_kit import table as kit_table

from .model import R, V

DJ = "/usr/share/fonts/truetype/dejavu/"
FONTS = {
    "rlcourrier": {"R": "/usr/share/fonts/truetype/crosextra/Carlito-Regular.ttf", "B": "/usr/share/fonts/truetype/crosextra/Carlito-Bold.ttf",
                   "I": "/usr/share/fonts/truetype/crosextra/Carlito-Italic.ttf", "M": "/usr/share/fonts/truetype/crosextra/Carlito-Regular.ttf",
                   "S": "/usr/share/fonts/truetype/crosextra/Carlito-BoldItalic.ttf"},
    "fpmessagerie": {"R": DJ + "DejaVuSans.ttf", "B": DJ + "DejaVuSans-Bold.ttf", "I": DJ + "DejaVuSans-Oblique.ttf",
                     "M": DJ + "DejaVuSansMono.ttf", "S": DJ + "DejaVuSans-BoldOblique.ttf"},
    "pycases": None,  # base-14 Times and Courier
    "mugedcourrier": {"R": DJ + "DejaVuSerifCondensed.ttf", "B": DJ + "DejaVuSerifCondensed-Bold.ttf", "I": DJ + "DejaVuSerifCondensed-Italic.ttf",
                      "M": DJ + "DejaVuSansMono.ttf", "S": DJ + "DejaVuSans-Bold.ttf"},
}
BASE14 = {"R": "Times-Roman", "B": "Times-Bold", "I": "Times-Italic", "M": "Courier", "S": "Courier-Bold"}
FAMILIES = {
    "rlcourrier": ("rl", "ReportLab %s canvas (lettre administrative à colonne de références)"),
    "fpmessagerie": ("fp", "fpdf2 %s (impression d'un client de messagerie)"),
    "pycases": ("py", "pydyf %s (formulaire à cases, Times et Courier)"),
    "mugedcourrier": ("mu", "PyMuPDF %s (courrier indexé en GED, tampon d'arrivée)"),
}
SOFT = {"rlcourrier": ("Correspondance+ 3.2 - courrier administratif", "ReportLab - courrier"),
        "fpmessagerie": ("MessageriePro 8.1 - impression du message", "fpdf2 - impression de messagerie"),
        "pycases": ("FormuLaire 4 - formulaires administratifs", "pydyf - formulaire"),
        "mugedcourrier": ("GED-Courrier 5.2 - numérisation", "PyMuPDF - GED")}
MM = 72 / 25.4
PORT = (595.2756, 841.8898)
BLACK, GREY, WHITE = (0, 0, 0), (0.42, 0.42, 0.42), (1, 1, 1)
BRK = {"ADRESSE", "ETABLISSEMENT", "NOM", "DATE_NAISSANCE", "NIR", "ORGANISME", "VILLE", "TELEPHONE", "NUM_ADHERENT", "IDENTIFIANT"}


def measure(fam):
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    if FONTS[fam] is None:
        return lambda t, st, size: pdfmetrics.stringWidth(t, BASE14[st], size) / MM
    names = {}
    for st, path in FONTS[fam].items():
        nm = "BQ%s%s" % (fam, st)
        try:
            pdfmetrics.getFont(nm)
        except KeyError:
            pdfmetrics.registerFont(TTFont(nm, path))
        names[st] = nm
    return lambda t, st, size: pdfmetrics.stringWidth(t, names[st], size) / MM


def lh(size, lead=1.3):
    return size * 0.3528 * lead


# ------------------------------------------------------------------ breakable wrap
def _pieces(v):
    """The words of a value (no break at its hyphens: pdftotext joins "Saint-" + line break + "Amand" into
    "SaintAmand", a reading the judge cannot undo)."""
    return [(w, " ") for w in v.text.split(" ")]


def btokens(run, brk):
    """[text, values, inside, sep]: ``inside`` = a line break before this token cuts a value."""
    toks, glue = [], False
    for seg in run:
        if isinstance(seg, V):
            pcs = _pieces(seg) if brk and seg.kind in BRK else [(seg.text, " ")]
            for k, (t, sep) in enumerate(pcs):
                if k == 0:
                    if glue and toks:
                        toks[-1][0] += t
                        toks[-1][1].append(seg)
                    else:
                        toks.append([t, [seg], False, " "])
                else:
                    toks.append([t, [], True, sep])
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
                toks.append([piece, [], False, " "])
            glue = True
    return toks


def bwrap(run, width, meas, brk=False):
    """Lines (text, values, cont): ``cont`` = the line ends inside a value."""
    lines, cur, vals = [], "", []
    for t, v, inside, sep in btokens(run, brk):
        cand = (cur + sep + t) if cur else t
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

    def para(self, run, x, w, size=9.0, st="R", lead=1.4, color=BLACK, brk=False, prefix=""):
        ls = bwrap(run, w, lambda s: self.m(s, st, size), brk)
        d = lh(size, lead)
        k = 0
        while k < len(ls):
            j = k
            while ls[j][2] and j + 1 < len(ls):
                j += 1
            self.need(d * (j - k + 1))
            for t, v, _ in ls[k:j + 1]:
                self.y += d
                self.text(x, self.y, prefix + t, v, st, size, color)
            k = j + 1


def dry(f, fn):
    """Height that ``fn(flow)`` would use."""
    g = BFlow(f.m, 0, 1e7)
    fn(g)
    return g.y


def boxed(f, fn, x, w, fill=None, stroke=None, r=0.0, lw=0.2, extra=0.0):
    """Draw ``fn`` at f.y on one page, a rectangle under it (inserted before its drawing operations)."""
    h = dry(f, fn) + extra
    f.need(h + 1)
    y0, ops = f.y, f.pages[-1]["ops"]
    idx = len(ops)
    fn(f)
    f.y = y0 + h
    ops.insert(idx, ("r", x, y0, w, h, fill, stroke, r, lw))
    return y0, h


def col_widths(f, heads, rows, weights, W, st, size, pad=2.4):
    """Widths proportional to the weights, never narrower than a column's longest unbreakable word (corpus BP)."""
    from .model import tokens
    mins = [max([f.m(t, st, size) for row in rows for t, _ in tokens(list(row[q]))] + [0]) + pad for q in range(len(heads))]
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
        ft = sum(weights[q] for q in free) or 1
        for q in free:
            ws[q] -= extra * weights[q] / ft
    return ws


# ------------------------------------------------------------------ blocks
class Blocks:
    """Draws a part's blocks in one family's style (keyword options, see __init__)."""

    def __init__(self, **kw):
        self.size, self.lead, self.color, self.brk = 9.6, 1.38, BLACK, True
        self.kv_mode, self.cap_w, self.cap_st, self.cap_size, self.cap_color, self.kv_sep = "col", 46, "I", 8.4, GREY, ""
        self.val_st, self.val_size = "R", None
        self.quote, self.qcolor, self.check, self.bullet = "gt", (0.25, 0.3, 0.55), "box", "–"
        self.tab_fill, self.tab_ruled, self.tab_rule, self.tab_st, self.tab_size, self.tab_head_color = (0.9, 0.9, 0.9), False, GREY, "R", 8.2, BLACK
        self.card_fill, self.card_stroke, self.card_band = None, BLACK, (0.85, 0.85, 0.85)
        self.heading = None
        self.fw_line, self.k = "-------- Message transféré --------", 1.0
        self.__dict__.update(kw)

    def draw(self, f, blocks, x0, W, k=1.0):
        self.k = k
        for b in blocks:
            getattr(self, "b_" + b[0])(f, b, x0, W)

    def sz(self, s=None):
        return (s or self.size) * self.k

    def b_h(self, f, b, x0, W):
        self.heading(f, b[1], x0, W, self.k)

    def b_p(self, f, b, x0, W):
        f.y += 1.2 * self.k
        f.para(b[1], x0, W, self.sz(), "R", self.lead, self.color, brk=self.brk)

    def b_list(self, f, b, x0, W):
        for run in b[1]:
            f.need(lh(self.sz(), self.lead))
            f.text(x0 + 2, f.y + lh(self.sz(), self.lead), self.bullet, (), "R", self.sz())
            f.para(run, x0 + 6, W - 6, self.sz(), "R", self.lead, self.color, brk=self.brk)

    def b_kv(self, f, b, x0, W):
        if self.kv_mode == "boxes":
            return self.kv_boxes(f, b[1], x0, W)
        cs, vs = self.sz(self.cap_size), self.sz(self.val_size)
        for cap, run in b[1]:
            c = cap + self.kv_sep
            cw = self.sz(self.cap_w) if self.kv_mode == "col" else f.m(c + " ", self.cap_st, cs)
            ls = bwrap(run, W - cw, lambda t: f.m(t, self.val_st, vs), self.brk)
            f.need(lh(vs, self.lead) * len(ls))
            f.text(x0, f.y + lh(vs, self.lead), c, (), self.cap_st, cs, self.cap_color)
            for t, v, _ in ls:
                f.y += lh(vs, self.lead)
                f.text(x0 + cw, f.y, t, v, self.val_st, vs, self.color)

    def kv_boxes(self, f, pairs, x0, W):
        """Two columns of light boxes: the caption above in small italics, the value inside (typed)."""
        cs, vs, gap = self.sz(6.8), self.sz(self.val_size or 8.8), 4.0
        f.y += 1.2
        half = (W - gap) / 2
        items = [(cap, run, f.m(" ".join(t for t, _ in f.lines(run, 1e6, "M", vs)), "M", vs) + 3 > half) for cap, run in pairs]
        rows, pend = [], []
        for it in items:
            if it[2]:
                rows += [pend] if pend else []
                rows.append([it])
                pend = []
            else:
                pend.append(it)
                if len(pend) == 2:
                    rows.append(pend)
                    pend = []
        rows += [pend] if pend else []
        for row in rows:
            w = W if len(row) == 1 and row[0][2] else half
            cells = [(cap, [x[:2] for x in bwrap(run, w - 3, lambda t: f.m(t, "M", vs), w == W and self.brk)]) for cap, run, _ in row]
            h = lh(cs, 1.2) + lh(vs, 1.3) * max(len(ls) for _, ls in cells) + 2.4
            f.need(h + 1.5)
            for q, (cap, ls) in enumerate(cells):
                x = x0 + q * (half + gap)
                f.text(x, f.y + lh(cs, 1.1), cap, (), "I", cs, GREY)
                f.rect(x, f.y + lh(cs, 1.2) + 0.3, w, h - lh(cs, 1.2) - 0.3, fill=(0.93, 0.93, 0.9))
                y = f.y + lh(cs, 1.2) + 0.6
                for t, v in ls:
                    y += lh(vs, 1.3)
                    f.text(x + 1.5, y, t, v, "M", vs)
            f.y += h + 1.5

    def b_tab(self, f, b, x0, W):
        _, heads, rows, weights = b
        rows = [[R(*cell) for cell in row] for row in rows]
        s = self.sz(self.tab_size)
        ws = col_widths(f, heads, rows, weights, W, self.tab_st, s)
        f.y += 1.5
        kit_table(f, heads, rows, ws, x0, sum(ws), self.tab_fill, s, "B", self.tab_st, self.tab_ruled, self.tab_rule, self.tab_head_color)

    def b_q(self, f, b, x0, W):
        _, depth, hdr, runs = b
        s = self.sz()
        d = lh(s, self.lead)
        if self.quote == "gt":
            if hdr:
                f.y += 1
                f.para(hdr, x0, W, s, "R", self.lead, self.color, prefix=(">" * (depth - 1) + " ") if depth > 1 else "")
            pre = ">" * depth + " "
            for j, run in enumerate(runs):
                if j:
                    f.need(d)
                    f.y += d
                    f.text(x0, f.y, ">" * depth, (), "R", s, self.qcolor)
                f.para(run, x0, W - f.m(pre, "R", s), s, "R", self.lead, self.qcolor, prefix=pre)
            return
        ind = 4.5 * depth
        if hdr:
            f.y += 1.5
            f.para(hdr, x0 + ind - 4.5, W - ind + 4.5, s, "R", self.lead, self.color)
        for j, run in enumerate(runs):
            ls, n = bwrap(run, W - ind - 1.5, lambda t: f.m(t, "I", s), self.brk), 0
            while n < len(ls):
                m = n
                while ls[m][2] and m + 1 < len(ls):
                    m += 1
                f.need(d * (m - n + 1))  # the lines of a broken value stay on one page
                for t, v, _ in ls[n:m + 1]:
                    for q in range(depth if self.quote == "bar" else 0):
                        f.line(x0 + 4.5 * q + 1, f.y + 0.6, x0 + 4.5 * q + 1, f.y + d + 0.9, 0.7, self.qcolor)
                    f.y += d
                    f.text(x0 + ind + 0.5, f.y, t, v, "I", s, self.qcolor)
                n = m + 1
            if j < len(runs) - 1:
                for q in range(depth if self.quote == "bar" else 0):
                    f.line(x0 + 4.5 * q + 1, f.y + 0.6, x0 + 4.5 * q + 1, f.y + d * 0.5 + 0.9, 0.7, self.qcolor)
                f.y += d * 0.5

    def b_fw(self, f, b, x0, W):
        s = self.sz() * 0.92
        f.y += 3
        f.para([self.fw_line], x0, W, s, "R", self.lead, GREY)
        for cap, run in b[1]:
            f.para([cap + " : "] + list(run), x0, W, s, "R", self.lead, GREY)

    def b_chk(self, f, b, x0, W, s=None):
        s = s or self.sz()
        d = lh(s, 1.6)
        f.need(d)
        x, y = x0, f.y + d
        for on, text in b[1]:
            lab = {"glyph": ("☒ " if on else "☐ ") + text, "brackets": ("[X] " if on else "[ ] ") + text}.get(self.check, text)
            w = f.m(lab, "R", s) + (4.2 if self.check == "box" else 0) + 6
            if x > x0 and x + w > x0 + W:
                x, y = x0, y + d
                f.need(d)
            if self.check == "box":
                f.rect(x, y - 2.7, 2.9, 2.9, stroke=BLACK, lw=0.25)
                if on:
                    f.text(x + 0.55, y - 0.2, "X", (), "B", s * 0.85)
                f.text(x + 4.2, y, lab, (), "R", s)
            else:
                f.text(x, y, lab, (), "R", s)
            x += w
        f.y = y + 1.2

    def b_card(self, f, b, x0, W):
        _, title, kv, paras, checks = b
        ts = self.sz(8.6)

        def body(g):
            g.y += lh(ts, 1.5) + 1.5
            g0 = g.y
            if self.card_band:
                g.rect(x0, g0 - lh(ts, 1.5) - 1.5, W, lh(ts, 1.5) + 1.2, fill=self.card_band)
            g.text(x0 + 2, g0 - 2.0, title, (), "B", ts)
            self.b_kv(g, ("kv", kv), x0 + 2.5, W - 5)
            for run in paras:
                g.para(run, x0 + 2.5, W - 5, self.sz(), "I", self.lead, self.color)
            self.b_chk(g, ("chk", checks), x0 + 2.5, W - 5)
            g.y += 1.5
        f.y += 2
        boxed(f, body, x0, W, fill=self.card_fill, stroke=self.card_stroke, r=1.5, lw=0.3)
        f.y += 2


# ------------------------------------------------------------------ writers
def draw_reportlab(pages, doc, fam):
    from reportlab.pdfgen import canvas
    measure(fam)
    buf = io.BytesIO()
    cv = canvas.Canvas(buf, pagesize=PORT, invariant=1)
    cv.setTitle(doc["title"])
    cv.setAuthor("Secrétariat")
    cv.setCreator(SOFT[fam][0])
    cv.setProducer(SOFT[fam][1])
    H = PORT[1]
    for p in pages:
        for o in p["ops"]:
            if o[0] == "t":
                _, x, y, s, st, size, color, rot = o
                cv.setFillColorRGB(*color)
                cv.setFont("BQ%s%s" % (fam, st), size)
                cv.drawString(x * MM, H - y * MM, s + " ")
            elif o[0] == "l":
                cv.setStrokeColorRGB(*o[6])
                cv.setLineWidth(o[5] * MM)
                cv.setDash(2, 2) if o[7] else cv.setDash()
                cv.line(o[1] * MM, H - o[2] * MM, o[3] * MM, H - o[4] * MM)
            elif o[0] == "r":
                _, x, y, w, h, fill, stroke, rad, lw = o
                cv.setDash()
                if fill:
                    cv.setFillColorRGB(*fill)
                if stroke:
                    cv.setStrokeColorRGB(*stroke)
                cv.setLineWidth(lw * MM)
                cv.roundRect(x * MM, H - (y + h) * MM, w * MM, h * MM, rad * MM, stroke=1 if stroke else 0, fill=1 if fill else 0)
        cv.showPage()
    cv.save()
    return buf.getvalue()


def draw_fpdf(pages, doc, fam):
    import datetime
    from fpdf import FPDF
    pdf = FPDF(format="A4", unit="mm")
    pdf.set_auto_page_break(False)
    for st, path in FONTS[fam].items():
        pdf.add_font("bq" + st, "", path)
    pdf.set_creation_date(datetime.datetime(2025, 1, 1, tzinfo=datetime.timezone.utc))
    pdf.set_title(doc["title"])
    pdf.set_creator(SOFT[fam][0])
    pdf.set_producer(SOFT[fam][1])
    c255 = lambda c: [int(round(255 * x)) for x in c]  # noqa: E731
    for p in pages:
        pdf.add_page()
        for o in p["ops"]:
            if o[0] == "t":
                _, x, y, s, st, size, color, rot = o
                pdf.set_text_color(*c255(color))
                pdf.set_font("bq" + st, "", size)
                pdf.text(x, y, s + " ")
            elif o[0] == "l":
                pdf.set_draw_color(*c255(o[6]))
                pdf.set_line_width(o[5])
                if o[7]:
                    pdf.set_dash_pattern(dash=0.8, gap=0.8)
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


def draw_mupdf(pages, doc, fam):
    import pymupdf
    d = pymupdf.open()
    for p in pages:
        pg = d.new_page(width=PORT[0], height=PORT[1])
        for st, path in FONTS[fam].items():
            pg.insert_font(fontname="BQ" + st, fontfile=path)
        for o in p["ops"]:
            if o[0] == "t":
                _, x, y, s, st, size, color, rot = o
                pg.insert_text(pymupdf.Point(x * MM, y * MM), s + " ", fontname="BQ" + st, fontsize=size, color=color)
            elif o[0] == "l":
                pg.draw_line((o[1] * MM, o[2] * MM), (o[3] * MM, o[4] * MM), color=o[6], width=o[5] * MM, dashes="[2 2] 0" if o[7] else None)
            elif o[0] == "r":
                _, x, y, w, h, fill, stroke, rad, lw = o
                if fill or stroke:
                    pg.draw_rect(pymupdf.Rect(x * MM, y * MM, (x + w) * MM, (y + h) * MM), color=stroke, fill=fill, width=lw * MM,
                                 radius=min(0.5, rad / min(w, h)) if rad else None)
    d.subset_fonts()
    d.set_metadata({"title": doc["title"], "producer": SOFT[fam][1], "creator": SOFT[fam][0], "creationDate": "", "modDate": ""})
    return d.tobytes(garbage=3, deflate=True, no_new_id=True)


def draw_pydyf(pages, doc, fam):
    import pydyf
    pdf = pydyf.PDF()
    fonts = pydyf.Dictionary()
    for st, nm in BASE14.items():
        fo = pydyf.Dictionary({"Type": "/Font", "Subtype": "/Type1", "BaseFont": "/" + nm, "Encoding": "/WinAnsiEncoding"})
        pdf.add_object(fo)
        fonts["F" + st] = fo.reference
    H = PORT[1]
    r2 = lambda v: round(v, 2)  # noqa: E731
    for p in pages:
        s = pydyf.Stream()
        for o in p["ops"]:
            if o[0] == "l":
                s.set_color_rgb(*o[6], stroke=True)
                s.set_line_width(r2(o[5] * MM))
                s.set_dash(pydyf.Array([2, 2]) if o[7] else pydyf.Array([]), 0)
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
            elif o[0] == "t":
                _, x, y, txt, st, size, color, rot = o
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
    pdf.write(buf, identifier=b"corpus-bq-fixed-id")
    return buf.getvalue()


WRITERS = {"rlcourrier": draw_reportlab, "fpmessagerie": draw_fpdf, "pycases": draw_pydyf, "mugedcourrier": draw_mupdf}


def render(fam, doc):
    from .layouts import LAYOUTS
    f = LAYOUTS[fam](doc, measure(fam))
    return WRITERS[fam](f.pages, doc, fam), [p["vals"] for p in f.pages]
