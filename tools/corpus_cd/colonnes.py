"""The ReportLab writer of corpus CD (family "rlcolonnes"): Platypus flowables placed by hand on a canvas (Frame.addFromList,
no DocTemplate), the look of a hospital department's bulletin-style report.

Each part is one page: the running identity over a bottle-green rule; a letterhead TABLE (issuer's name with a
FOOTNOTE CALL and its activity at the left, references / addressee / place in a shaded cell at the right); the title
centred in bold green; the body set in TWO BALANCED COLUMNS (85 mm, 8 mm gutter with a hairline) - the column height
is searched so that both columns end level; sections as bold green capitals with a rule, justified paragraphs,
caption / value lines with italic captions, data tables with a green head row and hairline grid (cell values never
broken: no-break spaces), "■" / "□" ticks, "–" lists, a boxed note on pale green, signatures at the end of the
second column; the FOOTNOTES at the bottom of the page under a short rule (1: the issuer's address, phones, e-mail
and FINESS; 2: the legend of the tick boxes when there are some); the foot "… - page k/n". Font: Liberation Sans Narrow
(regular / bold / italic / bold italic, TrueType subsets). The type drops from 9.2 pt until the part holds on its page.
ReportLab canvas invariant=1 (no date, fixed /ID)."""
from __future__ import annotations

import io
from xml.sax.saxutils import escape

from .model import V
from .render_util import runtext, runvals

LIB = "/usr/share/fonts/truetype/liberation/LiberationSansNarrow-%s.ttf"
MM = 72 / 25.4
PW, PH = 210 * MM, 297 * MM
GREEN = "#1d5c4a"
PALE = "#e6f0ec"
_REG = []


def fonts():
    if _REG:
        return
    from reportlab.lib.fonts import addMapping
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    for nm, f in (("LSN", "Regular"), ("LSN-B", "Bold"), ("LSN-I", "Italic"), ("LSN-BI", "BoldItalic")):
        pdfmetrics.registerFont(TTFont(nm, LIB % f))
    addMapping("LSN", 0, 0, "LSN")
    addMapping("LSN", 1, 0, "LSN-B")
    addMapping("LSN", 0, 1, "LSN-I")
    addMapping("LSN", 1, 1, "LSN-BI")
    _REG.append(1)


def mk(run, nb=True):
    """Paragraph markup of a run; a value's spaces become no-break spaces (short values, or every value with ``nb``)."""
    out = []
    for s in run:
        if isinstance(s, V):
            t = escape(s.text)
            out.append(t.replace(" ", "\u00a0") if nb or len(s.text) <= 34 else t)
        else:
            out.append(escape(s))
    return "".join(out)


class Styles:
    def __init__(self, size):
        from reportlab.lib.enums import TA_CENTER, TA_JUSTIFY, TA_LEFT
        from reportlab.lib.styles import ParagraphStyle
        c = dict(fontName="LSN", splitLongWords=0)
        self.size = size
        self.body = ParagraphStyle("b", fontSize=size, leading=size * 1.22, alignment=TA_JUSTIFY, spaceAfter=size * 0.35, **c)
        self.kv = ParagraphStyle("kv", fontSize=size, leading=size * 1.2, alignment=TA_LEFT, leftIndent=10, firstLineIndent=-10, spaceAfter=1, **c)
        self.cell = ParagraphStyle("c", fontSize=size - 0.9, leading=(size - 0.9) * 1.15, alignment=TA_LEFT, **c)
        self.cellh = ParagraphStyle("ch", parent=self.cell, fontName="LSN-B", textColor="white")
        self.head = ParagraphStyle("h", fontSize=size + 0.2, leading=size * 1.3, fontName="LSN-B", textColor=GREEN, spaceBefore=size * 0.6, spaceAfter=size * 0.3, **{"splitLongWords": 0})
        self.title = ParagraphStyle("t", fontSize=size + 5, leading=(size + 5) * 1.2, fontName="LSN-B", textColor=GREEN, alignment=TA_CENTER, spaceAfter=4, splitLongWords=0)
        self.lh = ParagraphStyle("lh", fontSize=size - 0.4, leading=(size - 0.4) * 1.25, **c)
        self.note = ParagraphStyle("n", fontSize=size - 1.8, leading=(size - 1.8) * 1.25, leftIndent=7, firstLineIndent=-7, **c)
        self.sig = ParagraphStyle("s", fontSize=size, leading=size * 1.25, alignment=TA_LEFT, leftIndent=30, **c)
        self.item = ParagraphStyle("i", parent=self.kv, leftIndent=9, firstLineIndent=0, bulletIndent=1, bulletFontName="LSN")


def Stack(items):
    """Flowables drawn one under the other and never split."""
    from reportlab.platypus.flowables import Flowable

    class _Stack(Flowable):
        def __init__(self, items):
            super().__init__()
            self.items = items

        def wrap(self, aw, ah):
            self.sizes = [(f.wrap(aw, ah), f.getSpaceBefore(), f.getSpaceAfter()) for f in self.items]
            self.width = aw
            self.height = sum(h + (sb if k else 0) + sa for k, ((w, h), sb, sa) in enumerate(self.sizes))
            return aw, self.height

        def getSpaceBefore(self):
            return self.items[0].getSpaceBefore()

        def split(self, aw, ah):
            return []

        def draw(self):
            y = self.height
            for k, (f, ((w, h), sb, sa)) in enumerate(zip(self.items, self.sizes)):
                y -= h + (sb if k else 0)
                f.drawOn(self.canv, 0, y)
                y -= sa
    return _Stack(items)


def body_flowables(doc, part, S, W):
    from reportlab.lib import colors
    from reportlab.platypus import HRFlowable, Paragraph, Spacer, Table, TableStyle
    out = []
    has_chk = False
    for head, blocks in part["secs"]:
        if head:
            out.append(Paragraph(escape(head.upper()), S.head))
            out.append(HRFlowable(width="100%", thickness=0.5, color=colors.HexColor(GREEN), spaceBefore=0, spaceAfter=2))
        mark = len(out) - 2 if head else None
        for bi, b in enumerate(blocks):
            k = b[0]
            if k == "p":
                out.append(Paragraph(mk(b[1], False), S.body))
            elif k == "kv":
                for cap, run in b[1]:
                    out.append(Paragraph("<i>%s :</i> %s" % (escape(cap), mk(run, False)), S.kv))
                out.append(Spacer(1, 3))
            elif k == "tab":
                heads, rows, wts = b[1], b[2], b[3]
                ws = [W * w / sum(wts) for w in wts]
                small = len(heads) > 8
                st = S.cell if not small else S.cell.clone("cs", fontSize=S.size - 2.2, leading=(S.size - 2.2) * 1.1)
                sth = S.cellh if not small else S.cellh.clone("chs", fontSize=S.size - 2.2, leading=(S.size - 2.2) * 1.1)
                data = [[Paragraph(escape(h), sth) for h in heads]] + [[Paragraph(mk(cell), st) for cell in row] for row in rows]
                t = Table(data, colWidths=ws, hAlign="LEFT")
                pad = 1.0 if small else 2.2
                t.setStyle(TableStyle([("BACKGROUND", (0, 0), (-1, 0), colors.HexColor(GREEN)), ("GRID", (0, 0), (-1, -1), 0.25, colors.HexColor("#7a9a90")),
                                       ("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), pad), ("RIGHTPADDING", (0, 0), (-1, -1), pad),
                                       ("TOPPADDING", (0, 0), (-1, -1), 1.2), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.6)]))
                out.append(t)
                out.append(Spacer(1, 4))
            elif k == "chk":
                has_chk = True
                for on, t in b[1]:
                    out.append(Paragraph(escape(t), S.item, bulletText="■" if on else "□"))
                out.append(Spacer(1, 3))
            elif k == "list":
                for r_ in b[1]:
                    out.append(Paragraph(mk(r_, False), S.item, bulletText="–"))
                out.append(Spacer(1, 3))
            elif k == "alert":
                p = Paragraph("<b>À noter :</b> " + "<br/>".join(mk(r_, False) for r_ in b[1]), S.body)
                t = Table([[p]], colWidths=[W])
                t.setStyle(TableStyle([("BACKGROUND", (0, 0), (-1, -1), colors.HexColor(PALE)), ("BOX", (0, 0), (-1, -1), 0.6, colors.HexColor(GREEN)),
                                       ("LEFTPADDING", (0, 0), (-1, -1), 4), ("RIGHTPADDING", (0, 0), (-1, -1), 4)]))
                out.append(t)
                out.append(Spacer(1, 4))
        if mark is not None and len(out) > mark + 2:  # a heading never ends a column: kept with the first flowable
            out[mark:mark + 3] = [Stack(out[mark:mark + 3])]
    for role, runs in part["sigs"]:
        out.append(Spacer(1, 6))
        out.append(Paragraph("<i>%s</i><br/>%s" % (escape(role), "<br/>".join(mk(r_, False) for r_ in runs)), S.sig))
    return out, has_chk


def top_flowables(doc, part, S, W):
    from reportlab.lib import colors
    from reportlab.platypus import HRFlowable, Paragraph, Spacer, Table, TableStyle
    iss = part["issuer"]
    left = [Paragraph("<b>%s</b> <super>1</super>" % mk(iss["name"], False), S.lh.clone("lhb", fontSize=S.size + 1.2, leading=(S.size + 1.2) * 1.2, textColor=GREEN)),
            Paragraph("<i>%s</i>" % escape(iss["service"]), S.lh)]
    right = []
    for cap, run in part["refs"]:
        right.append(Paragraph("<i>%s :</i> %s" % (escape(cap), mk(run, False)), S.lh))
    if part["to"]:
        right.append(Spacer(1, 3))
        right.append(Paragraph("<b>%s</b>" % mk(part["to"]["name"], False), S.lh))
        for r_ in part["to"]["lines"]:
            right.append(Paragraph(mk(r_, False), S.lh))
    if part["place"]:
        right.append(Spacer(1, 3))
        right.append(Paragraph(mk(part["place"], False), S.lh))
    cells = [[left, right or [Paragraph("", S.lh)]]]
    t = Table(cells, colWidths=[W * 0.52, W * 0.48])
    t.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("BACKGROUND", (1, 0), (1, 0), colors.HexColor(PALE)),
                           ("LEFTPADDING", (0, 0), (-1, -1), 4), ("TOPPADDING", (0, 0), (-1, -1), 3), ("BOTTOMPADDING", (0, 0), (-1, -1), 4)]))
    return [t, Spacer(1, 6), Paragraph(escape(part["title"]), S.title), HRFlowable(width="40%", thickness=1.2, color=colors.HexColor(GREEN), spaceAfter=6)]


def note_flowables(part, S, has_chk):
    from reportlab.platypus import Paragraph
    iss = part["issuer"]
    bits = [mk(r_, False) for r_ in iss["lines"] + iss["contact"] + ([iss["legal"]] if iss.get("legal") else [])]
    notes = [Paragraph("<super>1</super> " + (escape(runtext(iss["name"])) if not bits else "") + " ; ".join(bits) + ".", S.note)]
    if has_chk:
        notes.append(Paragraph("<super>2</super> ■ case cochée, □ case non cochée (recopie du formulaire papier).", S.note))
    return notes


def lay_part(c, doc, part, k, n, size, draw):
    """Place one part on the canvas (``draw`` False: only test that it fits)."""
    from reportlab.platypus import Frame
    S = Styles(size)
    X0, W = 16 * MM, PW - 32 * MM
    gut = 8 * MM
    cw = (W - gut) / 2
    top_y = PH - 20 * MM
    body_list, has_chk = body_flowables(doc, part, S, cw - 1)
    notes = note_flowables(part, S, has_chk)
    nh = sum(f.wrap(W, 200 * MM)[1] + 2 for f in notes) + 6
    tf = Frame(X0, 30 * MM, W, top_y - 30 * MM, leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0, showBoundary=0)
    tops = top_flowables(doc, part, S, W)
    th = sum(f.wrap(W, 300 * MM)[1] + f.getSpaceBefore() + f.getSpaceAfter() for f in tops)
    avail = top_y - th - (16 * MM + nh) - 4
    if avail < 40:
        return False

    def fits(h, canv=None):
        from reportlab.pdfgen import canvas as cv
        lst = body_flowables(doc, part, S, cw - 1)[0]
        target = canv or cv.Canvas(io.BytesIO(), pagesize=(PW, PH), invariant=1)
        for j in range(2):
            fr = Frame(X0 + j * (cw + gut), top_y - th - h, cw, h, leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0)
            fr.addFromList(lst, target)
        return not lst
    if not fits(avail):
        return False
    lo, hi = 30.0, avail
    for _ in range(18):
        mid = (lo + hi) / 2
        if fits(mid):
            hi = mid
        else:
            lo = mid
    h = hi + 1.0
    if not draw:
        return True
    from reportlab.lib import colors
    # running head and foot
    c.setFont("LSN-I", 7.2)
    c.setFillColor(colors.HexColor("#555555"))
    c.drawString(X0, PH - 11 * MM, runtext(doc["head"]) + "   |   " + doc["form"])
    c.setStrokeColor(colors.HexColor(GREEN))
    c.setLineWidth(1.4)
    c.line(X0, PH - 13 * MM, X0 + W, PH - 13 * MM)
    c.setFont("LSN", 7)
    c.drawCentredString(PW / 2, 9 * MM, runtext(doc["foot"]) + " - page %d/%d" % (k + 1, n))
    c.setLineWidth(0.3)
    c.line(X0, 12.5 * MM, X0 + W, 12.5 * MM)
    c.setFillColor(colors.black)
    tf.addFromList(tops, c)
    fits(h, c)
    # the gutter rule
    c.setStrokeColor(colors.HexColor("#9ab5ac"))
    c.setLineWidth(0.3)
    c.line(X0 + cw + gut / 2, top_y - th - h, X0 + cw + gut / 2, top_y - th - 2)
    # footnotes
    c.setStrokeColor(colors.black)
    c.setLineWidth(0.4)
    c.line(X0, 16 * MM + nh - 2, X0 + 45 * MM, 16 * MM + nh - 2)
    nf = Frame(X0, 14 * MM, W, nh - 4, leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0)
    nf.addFromList(notes, c)
    return True


def part_values(doc, part):
    vals = list(runvals(doc["head"]))
    iss = part["issuer"]
    for r_ in [iss["name"]] + iss["lines"] + iss["contact"] + ([iss["legal"]] if iss.get("legal") else []):
        vals += runvals(r_)
    for cap, run in part["refs"]:
        vals += runvals(run)
    if part["to"]:
        vals += runvals(part["to"]["name"])
        for r_ in part["to"]["lines"]:
            vals += runvals(r_)
    if part["place"]:
        vals += runvals(part["place"])
    for head, blocks in part["secs"]:
        for b in blocks:
            if b[0] in ("p",):
                vals += runvals(b[1])
            elif b[0] == "kv":
                for cap, run in b[1]:
                    vals += runvals(run)
            elif b[0] == "tab":
                for row in b[2]:
                    for cell in row:
                        vals += runvals(cell)
            elif b[0] in ("list", "alert"):
                for r_ in b[1]:
                    vals += runvals(r_)
    for role, runs in part["sigs"]:
        for r_ in runs:
            vals += runvals(r_)
    return vals + list(runvals(doc["foot"]))


def render_colonnes(doc):
    from reportlab.pdfgen import canvas
    fonts()
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=(PW, PH), invariant=1, pageCompression=1)
    c.setTitle(doc["title"])
    c.setCreator("Dossier de soins odontologiques - édition bulletin")
    c.setProducer("ReportLab Platypus (cadres placés à la main)")
    n = len(doc["parts"])
    vals = []
    for k, part in enumerate(doc["parts"]):
        for size in (9.2, 8.8, 8.4, 8.0, 7.6, 7.2, 6.8, 6.4):
            if lay_part(None, doc, part, k, n, size, False):
                break
        else:
            raise RuntimeError("rlcolonnes: %s part %d does not fit" % (doc["form"], k))
        lay_part(c, doc, part, k, n, size, True)
        vals.append(part_values(doc, part))
        c.showPage()
    c.save()
    return buf.getvalue(), vals
