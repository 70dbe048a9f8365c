"""The ReportLab PLATYPUS writer of corpus BV (family "rlplaty"): the document is a story of flowables laid out by
platypus itself (BaseDocTemplate, one PageTemplate and its Frame, Paragraph, Table with TableStyle, Spacer,
PageBreak; allowSplitting=0 so that no flowable is cut across pages, invariant=1). Every Paragraph is a VPara that
remembers the values of its run and records them, with the canvas's page number, when platypus DRAWS it (inside
tables too), so the truth follows the page platypus chose; the running head and foot drawn by onPage record theirs.
The document is built twice (the first build counts the pages for "page k / n"), at the largest type scale that gives
one page per part (down to 82 %), else at most three pages. Carlito Regular / Bold / Italic / Bold Italic TTF subsets,
DejaVu Sans for the ballot boxes; /Creator "LegiPsy 3.4 - suivi des mesures".

Template (Etapes): on every page a dark-green HEADER BAND (the issuer in white, the form code at the right), under it
a STEPPER of the measure's four legal steps ("1 Admission", "2 Contrôle du juge", "3 Décision", "4 Suites") drawn as
chevrons, the document's step filled, the earlier ones pale, the later ones outlined; the running identity in grey
italics under it; the issuer block and a pale-green references box side by side (a two-cell table); the addressee and
the place flush right; the title in a cell with a thick green left rule; headings in a table row "green square with
the section number | title over a hairline"; fields in a four-column table (grey caption cells, value cells) or two
columns for long values; data tables with a green header row and alternate pale rows; ticks as "☒ / ☐" on one line;
notes in an amber cell; the operative part of a decision in a cell with a green left rule; signatures in a table of
boxed cells; the foot (issuer, "Secret médical", "page k / n") under a green rule.
"""
from __future__ import annotations

import io
from collections import defaultdict
from xml.sax.saxutils import escape

from .model import V, wrap

CX = "/usr/share/fonts/truetype/crosextra/"
DJ = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
GREEN, PALE, AMBER = "#1d5c45", "#e3f0ea", "#fbe9c6"
STEPS = ["1  Admission", "2  Contrôle du juge", "3  Décision", "4  Suites"]
MM = 72 / 25.4


def fonts():
    from reportlab.lib.fonts import addMapping
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    try:
        pdfmetrics.getFont("BVcar")
        return
    except KeyError:
        pass
    for nm, f in (("BVcar", "Carlito-Regular"), ("BVcarB", "Carlito-Bold"), ("BVcarI", "Carlito-Italic"), ("BVcarBI", "Carlito-BoldItalic")):
        pdfmetrics.registerFont(TTFont(nm, CX + f + ".ttf"))
    pdfmetrics.registerFont(TTFont("BVdjv", DJ))
    addMapping("BVcar", 0, 0, "BVcar")
    addMapping("BVcar", 1, 0, "BVcarB")
    addMapping("BVcar", 0, 1, "BVcarI")
    addMapping("BVcar", 1, 1, "BVcarBI")


def mk(run):
    """Paragraph markup of a run and its values."""
    out, vals = [], []
    for s in run:
        if isinstance(s, V):
            out.append(escape(s.text))
            vals.append(s)
        else:
            out.append(escape(s))
    return "".join(out), vals


def build(doc, k, npages, rec):
    from reportlab.lib.colors import HexColor, white
    from reportlab.lib.enums import TA_CENTER, TA_LEFT, TA_RIGHT
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.pdfbase.pdfmetrics import stringWidth
    from reportlab.platypus import BaseDocTemplate, Frame, PageBreak, PageTemplate, Paragraph, Spacer, Table, TableStyle

    class VPara(Paragraph):
        def __init__(self, run, style, bullet=None):
            text, self.vals = mk(run)
            super().__init__(text, style, bulletText=bullet)

        def drawOn(self, canv, x, y, _sW=0):
            rec[canv.getPageNumber() - 1].extend(self.vals)
            super().drawOn(canv, x, y, _sW)

    G, P_, A = HexColor(GREEN), HexColor(PALE), HexColor(AMBER)

    def st(name, size, font="BVcar", lead=1.28, align=TA_LEFT, color="#000000", **kw):
        return ParagraphStyle(name, fontName=font, fontSize=size * k, leading=size * k * lead, alignment=align, textColor=HexColor(color),
                              splitLongWords=0, embeddedHyphenation=0, hyphenationLang="", **kw)
    body = st("b", 9.8)
    small = st("s", 8.2, color="#444444")
    cap = st("c", 7.6, color="#555555")
    bold = st("bb", 9.8, "BVcarB")
    right = st("r", 9.4, align=TA_RIGHT)
    title = st("t", 12.5, "BVcarB", color=GREEN)
    head = st("h", 10.5, "BVcarB", color=GREEN)
    num = st("n", 10, "BVcarB", align=TA_CENTER, color="#ffffff")
    quote = st("q", 9.8, "BVcarI")
    W = 174 * MM
    story = []

    def P(run, style=body):
        return VPara(list(run), style)

    def grid_style(extra=()):
        return TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 3), ("RIGHTPADDING", (0, 0), (-1, -1), 3),
                           ("TOPPADDING", (0, 0), (-1, -1), 1.6 * k), ("BOTTOMPADDING", (0, 0), (-1, -1), 2.0 * k)] + list(extra))

    def block(b, nsec):
        kind = b[0]
        if kind == "p":
            return [P(b[1]), Spacer(1, 2.5 * k)]
        if kind == "kv":
            rows, pend = [], []
            for c, run in b[1]:
                text, _ = mk(run)
                if stringWidth(text, "BVcar", 9.8 * k) > W * 0.30:
                    if pend:
                        rows.append(pend + [Paragraph("", cap), Paragraph("", body)])
                        pend = []
                    rows.append([P([c], cap), P(run), "", ""])
                else:
                    pend += [P([c], cap), P(run)]
                    if len(pend) == 4:
                        rows.append(pend)
                        pend = []
            if pend:
                rows.append(pend + [Paragraph("", cap), Paragraph("", body)])
            sty = [("BACKGROUND", (0, 0), (0, -1), HexColor("#eeeeee")), ("BACKGROUND", (2, 0), (2, -1), HexColor("#eeeeee")),
                   ("LINEBELOW", (0, 0), (-1, -1), 0.3, HexColor("#bbbbbb"))]
            sty += [("SPAN", (1, i), (3, i)) for i, r in enumerate(rows) if r[2] == ""]
            return [Table(rows, colWidths=[W * 0.17, W * 0.33, W * 0.17, W * 0.33], style=grid_style(sty)), Spacer(1, 3 * k)]
        if kind == "tab":
            heads, rows, weights = b[1], b[2], b[3]
            tot = sum(weights)
            data = [[P([h], st("th", 8.6, "BVcarB", color="#ffffff")) for h in heads]] + [[P(cell, st("td", 8.8)) for cell in row] for row in rows]
            sty = [("BACKGROUND", (0, 0), (-1, 0), G), ("ROWBACKGROUNDS", (0, 1), (-1, -1), [white, P_]), ("BOX", (0, 0), (-1, -1), 0.5, G),
                   ("LINEBELOW", (0, 1), (-1, -1), 0.25, HexColor("#9fbfb2"))]
            return [Table(data, colWidths=[W * w / tot for w in weights], style=grid_style(sty), repeatRows=1), Spacer(1, 3 * k)]
        if kind == "chk":
            parts = ["<font name='BVdjv'>%s</font> %s" % ("☒" if on else "☐", escape(t)) for on, t in b[1]]
            return [Paragraph("&nbsp;&nbsp;&nbsp;".join(parts), body), Spacer(1, 2.5 * k)]
        if kind == "list":
            return [VPara(list(run), st("li", 9.8, leftIndent=12, bulletIndent=3, bulletFontName="BVcar"), "\u2013") for run in b[1]] + [Spacer(1, 2.5 * k)]
        if kind == "alert":
            return [Table([[P(run)] for run in b[1]], colWidths=[W], style=grid_style([("BACKGROUND", (0, 0), (-1, -1), A),
                                                                                          ("BOX", (0, 0), (-1, -1), 0.5, HexColor("#c98a1b"))])), Spacer(1, 3 * k)]
        if kind == "quote":
            return [Table([[P(run, quote)] for run in b[1]], colWidths=[W - 10 * MM], hAlign="RIGHT",
                          style=grid_style([("LINEBEFORE", (0, 0), (0, -1), 2.2, G)])), Spacer(1, 3 * k)]
        raise KeyError(kind)

    for pi, part in enumerate(doc["parts"]):
        if pi:
            story.append(PageBreak())
        iss = part["issuer"] or doc["issuer"]
        left = [P(iss["name"], st("in", 10.5, "BVcarB"))] + ([P([iss["service"]], st("is", 8.6, "BVcarI"))] if iss.get("service") else [])
        left += [P(r_, small) for r_ in iss["lines"] + iss["contact"]] + ([P(iss["legal"], small)] if iss.get("legal") else [])
        refs = [P([c + " : "] + list(run), st("rf", 8.8)) for c, run in part["refs"]]
        story.append(Table([[left, refs or ""]], colWidths=[W * 0.6, W * 0.4],
                           style=grid_style([("BACKGROUND", (1, 0), (1, 0), P_ if refs else white)])))
        story.append(Spacer(1, 3 * k))
        if part["to"]:
            story.append(Table([[""] + [[P(part["to"]["name"], bold)] + [P(r_) for r_ in part["to"]["lines"]]]], colWidths=[W * 0.55, W * 0.45]))
        if part["place"]:
            story.append(P(part["place"], right))
        story.append(Spacer(1, 3 * k))
        story.append(Table([[P([part["title"]], title)]], colWidths=[W], style=grid_style([("LINEBEFORE", (0, 0), (0, 0), 4, G),
                                                                                          ("BACKGROUND", (0, 0), (0, 0), P_)])))
        story.append(Spacer(1, 4 * k))
        nsec = 0
        for head_, blocks in part["secs"]:
            if head_:
                nsec += 1
                story.append(Table([[Paragraph(str(nsec), num), P([head_], head)]], colWidths=[7 * MM, W - 7 * MM],
                                   style=grid_style([("BACKGROUND", (0, 0), (0, 0), G), ("LINEBELOW", (1, 0), (1, 0), 0.5, G), ("VALIGN", (0, 0), (-1, -1), "MIDDLE")])))
                story.append(Spacer(1, 2 * k))
            for b in blocks:
                story += block(b, nsec)
        if part["sigs"]:
            n = min(3, len(part["sigs"]))
            cells = [[P([role or "Signature"], cap)] + [P(r_, body) for r_ in runs] + [Spacer(1, 12 * MM * k)] for role, runs in part["sigs"]]
            story.append(Spacer(1, 3 * k))
            story.append(Table([cells], colWidths=[W / n] * n, style=grid_style([("BOX", (0, 0), (-1, -1), 0.5, G), ("INNERGRID", (0, 0), (-1, -1), 0.5, G)])))

    def on_page(canv, dt):
        pg = canv.getPageNumber() - 1
        H = 297 * MM
        canv.saveState()
        canv.setFillColor(G)
        canv.rect(0, H - 17 * MM, 210 * MM, 17 * MM, stroke=0, fill=1)
        text = "".join(x.text if isinstance(x, V) else x for x in doc["issuer"]["name"])
        rec[pg].extend(x for x in doc["issuer"]["name"] if isinstance(x, V))
        canv.setFillColor(white)
        canv.setFont("BVcarB", 11.5 if stringWidth(text, "BVcarB", 11.5) < 140 * MM else 9)
        canv.drawString(18 * MM, H - 10.5 * MM, text)
        canv.setFont("BVcar", 9)
        canv.drawRightString(192 * MM, H - 10.5 * MM, doc["form"])
        x, y, w = 18 * MM, H - 27 * MM, 174 * MM / 4
        for q, lab in enumerate(STEPS):
            done, cur = q + 1 < doc["stage"], q + 1 == doc["stage"]
            p = canv.beginPath()
            x0 = x + q * w
            p.moveTo(x0, y)
            p.lineTo(x0 + w - 3 * MM, y)
            p.lineTo(x0 + w, y + 3.5 * MM)
            p.lineTo(x0 + w - 3 * MM, y + 7 * MM)
            p.lineTo(x0, y + 7 * MM)
            if q:
                p.lineTo(x0 + 3 * MM, y + 3.5 * MM)
            p.close()
            canv.setStrokeColor(G)
            canv.setLineWidth(0.6)
            canv.setFillColor(G if cur else P_ if done else white)
            canv.drawPath(p, stroke=1, fill=1)
            canv.setFillColor(white if cur else G)
            canv.setFont("BVcarB" if cur else "BVcar", 8.5)
            canv.drawString(x0 + 5 * MM, y + 2.4 * MM, lab)
        canv.setFillColor(HexColor("#555555"))
        ly = H - 32 * MM
        for t, vals in wrap(list(doc["head"]), 174 * MM, lambda s: stringWidth(s, "BVcarI", 8)):
            canv.setFont("BVcarI", 8)
            canv.drawString(18 * MM, ly, t)
            rec[pg].extend(vals)
            ly -= 3.4 * MM
        canv.setStrokeColor(G)
        canv.setLineWidth(0.8)
        canv.line(18 * MM, 16 * MM, 192 * MM, 16 * MM)
        canv.setFillColor(HexColor("#333333"))
        fy = 12 * MM
        for t, vals in wrap(list(doc["foot"]) + [" - Secret médical"], 150 * MM, lambda s: stringWidth(s, "BVcar", 7.6)):
            canv.setFont("BVcar", 7.6)
            canv.drawString(18 * MM, fy, t)
            rec[pg].extend(vals)
            fy -= 3.2 * MM
        canv.setFont("BVcarB", 8)
        canv.drawRightString(192 * MM, 12 * MM, "page %d / %d" % (pg + 1, npages))
        canv.restoreState()

    buf = io.BytesIO()
    dt = BaseDocTemplate(buf, pagesize=(210 * MM, 297 * MM), leftMargin=18 * MM, rightMargin=18 * MM, topMargin=38 * MM, bottomMargin=20 * MM,
                         title=doc["title"], author="Bureau des soins sans consentement", creator="LegiPsy 3.4 - suivi des mesures",
                         producer="ReportLab platypus - LegiPsy", invariant=1, allowSplitting=0)
    frame = Frame(18 * MM, 20 * MM, 174 * MM, 239 * MM, leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0, id="main")
    dt.addPageTemplates([PageTemplate(id="page", frames=[frame], onPage=on_page)])
    dt.build(story)
    return buf.getvalue()


def render_platy(doc):
    import pypdf
    fonts()
    best = None
    for k in (1.0, 0.94, 0.88, 0.82, 0.76, 0.7, 0.64):
        rec = defaultdict(list)
        pdf = build(doc, k, 0, rec)
        n = len(pypdf.PdfReader(io.BytesIO(pdf)).pages)
        if n <= len(doc["parts"]):
            best = (k, n)
            break
        if n <= 3 and best is None:
            best = (k, n)
        if best is not None and k < 0.82:
            break
    if best is None:
        raise RuntimeError("rlplaty: %d pages" % n)
    rec = defaultdict(list)
    pdf = build(doc, best[0], best[1], rec)
    return pdf, [rec[i] for i in range(best[1])]
