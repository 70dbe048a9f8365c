"""The ReportLab Platypus writer of corpus CA (family "rlsommaire"): the hospital's "dossier de liaison" in santé
sexuelle, typeset by ReportLab 5.1.0 Platypus (BaseDocTemplate, Frame, PageTemplate, Paragraph, Table, Spacer,
PageBreak; invariant=1, allowSplitting=0 so that no flowable is ever cut) and built with multiBuild, because page 1
carries a SOMMAIRE: a TableOfContents flowable listing every part (level 0) and every numbered section (level 1) with
dot leaders and the page where it lands; each heading also becomes a PDF OUTLINE ENTRY (bookmark) of the same
numbering. Fonts: Lato Medium / Black / Medium Italic TTF subsets.

Template (sommaire): a plum band across the top of every page holds the running identity and "Dossier de liaison";
the foot repeats the foot run and "page k/n" over a hairline (n read from a first build). A part opens with a
two-cell table (issuer at the left, references in a framed plum box at the right), the addressee's line, the title
in Lato Black plum numbered like a chapter ("2 - Ordonnance"), the place in italics; page 1 then shows the SOMMAIRE
box. Sections are numbered "1.1", "1.2" in Lato Black with a plum underline; fields as a two-column table whose
caption cells carry a heavy plum bar at their left; tables with a plum head in white capitals over hairline rows;
ticks as "●" / "○"; lists with "›"; notes as a one-cell table on a pale plum ground; quotes indented in italics;
logs as a three-column table; signatures as a row of cells under "Signé par". The values drawn by each flowable are
recorded on the page it lands on (afterFlowable), those of the band and the foot on every page.
"""
from __future__ import annotations

import io
from xml.sax.saxutils import escape

from .glyphe import runtext, runvals
from .model import V, tokens

LATO = "/usr/share/fonts/truetype/lato/"
FONTS = {"R": "Lato-Medium", "B": "Lato-Black", "I": "Lato-MediumItalic"}
PLUM, PALE, INK = (0.42, 0.13, 0.40), (0.95, 0.90, 0.95), (0.12, 0.12, 0.14)
SCALES = (1.0, 0.94, 0.88, 0.82, 0.76, 0.7, 0.64, 0.58)
MM = 72 / 25.4


def fonts():
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    for nm in FONTS.values():
        try:
            pdfmetrics.getFont("CA" + nm)
        except KeyError:
            pdfmetrics.registerFont(TTFont("CA" + nm, LATO + nm + ".ttf"))
    from reportlab.lib.fonts import addMapping
    addMapping("CALato", 0, 0, "CA" + FONTS["R"])
    addMapping("CALato", 1, 0, "CA" + FONTS["B"])
    addMapping("CALato", 0, 1, "CA" + FONTS["I"])
    addMapping("CALato", 1, 1, "CA" + FONTS["B"])


def mk(run):
    """Paragraph markup of a run: values' spaces become no-break spaces (a value never breaks)."""
    return "".join(escape(s.text).replace(" ", "\u00a0") if isinstance(s, V) else escape(s) for s in run)


class Builder:
    def __init__(self, doc, k):
        from reportlab.lib.styles import ParagraphStyle
        from reportlab.lib.colors import Color
        self.doc, self.k = doc, k
        self.plum, self.pale = Color(*PLUM), Color(*PALE)

        def st(name, size, font="R", lead=1.3, color=INK, **kw):
            return ParagraphStyle(name, fontName="CA" + FONTS[font], fontSize=size * k, leading=size * k * lead, textColor=Color(*color), **kw)
        self.st = st
        self.body = st("body", 9.4)
        self.small = st("small", 8.0)
        self.cap = st("cap", 7.6, "B", color=PLUM)
        self.cell = st("cell", 8.4)
        self.head = st("head", 7.6, "B", color=(1, 1, 1))

    def P(self, run, style=None, vals=True):
        from reportlab.platypus import Paragraph
        p = Paragraph(mk(run), style or self.body)
        p._ca_vals = runvals(run) if vals else []
        return p

    def table(self, rows, ws, style, vals):
        from reportlab.platypus import Table, TableStyle
        t = Table(rows, colWidths=ws, hAlign="LEFT")
        t.setStyle(TableStyle(style))
        t._ca_vals = vals
        return t

    def widths(self, heads, rows, weights, W, size):
        from reportlab.pdfbase.pdfmetrics import stringWidth
        mins = [max([stringWidth(t, "CA" + FONTS["R"], size) for row in rows for t, _ in tokens(list(row[q]))] +
                    [stringWidth(w, "CA" + FONTS["B"], size * 0.9) for w in heads[q].upper().split()] + [0]) + 8 for q in range(len(heads))]
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

    def top(self, part, pi, toc):
        from reportlab.platypus import Paragraph, Spacer
        from reportlab.platypus.tableofcontents import TableOfContents
        W = self.W
        iss = part["issuer"] or self.doc["issuer"]
        left = [self.P(iss["name"], self.st("iss", 10.5, "B", color=PLUM))]
        if iss.get("service"):
            left.append(Paragraph(escape(iss["service"]), self.st("svc", 8.2, "I")))
        runs = iss["lines"] + iss["contact"] + ([iss["legal"]] if iss.get("legal") else [])
        left += [self.P(r_, self.small) for r_ in runs]
        right = [Paragraph("RÉFÉRENCES", self.st("rh", 6.8, "B", color=PLUM))] + \
                [self.P(["%s : " % cap] + list(run), self.small) for cap, run in part["refs"]]
        vals = [v for x in left + right for v in getattr(x, "_ca_vals", [])]
        style = [("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (0, 0), 0)] + \
            ([("BOX", (1, 0), (1, 0), 0.8, self.plum), ("BACKGROUND", (1, 0), (1, 0), self.pale)] if part["refs"] else [])
        out = [self.table([[left, right if part["refs"] else ""]], [W * 0.62, W * 0.38], style, vals)]
        if part["to"]:
            out += [Spacer(1, 3), self.P(["À l'attention de : "] + list(part["to"]["name"]) + [" - "] +
                                         sum((list(r_) + [" - "] for r_ in part["to"]["lines"][:-1]), []) + list(part["to"]["lines"][-1]) if part["to"]["lines"]
                                         else ["À l'attention de : "] + list(part["to"]["name"]), self.st("to", 9, "B"))]
        t = Paragraph("%d - %s" % (pi + 1, escape(part["title"])), self.st("ti", 15, "B", 1.2, PLUM, spaceBefore=6, spaceAfter=3))
        t._ca_toc = (0, "%d - %s" % (pi + 1, part["title"]))
        out += [t]
        if part["place"]:
            out.append(self.P(part["place"], self.st("pl", 8.8, "I")))
        if pi == 0:
            tc = TableOfContents(dotsMinLevel=0)
            tc.levelStyles = [self.st("toc0", 8.0, "B", 1.25, PLUM, leftIndent=0, firstLineIndent=0),
                              self.st("toc1", 7.6, "R", 1.25, leftIndent=12, firstLineIndent=0)]
            from reportlab.platypus import TableStyle
            tc.tableStyle = TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LINEBEFORE", (0, 0), (0, -1), 2.4, self.plum),
                                        ("LEFTPADDING", (0, 0), (0, -1), 6), ("TOPPADDING", (0, 0), (-1, -1), 0.6),
                                        ("BOTTOMPADDING", (0, 0), (-1, -1), 0.6)])
            tc.rightColumnWidth = 24
            out += [Spacer(1, 4), Paragraph("SOMMAIRE", self.st("sh", 7.4, "B", color=PLUM)), tc]
            toc.append(tc)
        return out + [Spacer(1, 3)]

    def heading(self, text, num):
        p = self.P(["%s %s" % (num, text)], self.st("h", 10, "B", 1.2, PLUM, spaceBefore=7, spaceAfter=2, borderPadding=(0, 0, 1.5, 0)))
        p._ca_toc = (1, "%s %s" % (num, text))
        from reportlab.platypus import HRFlowable
        return [p, HRFlowable(width="100%", thickness=0.8, color=self.plum, spaceBefore=0, spaceAfter=3)]

    def block(self, b):
        from reportlab.platypus import Paragraph, Spacer
        W, k = self.W, b[0]
        if k == "p":
            return [self.P(b[1]), Spacer(1, 2.5)]
        if k == "kv":
            rows = [[Paragraph(escape(cap), self.cap), self.P(run, self.cell)] for cap, run in b[1]]
            vals = [v for _, run in b[1] for v in runvals(run)]
            style = [("LINEBEFORE", (0, 0), (0, -1), 2.4, self.plum), ("LINEBELOW", (0, 0), (-1, -1), 0.25, self.pale),
                     ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 1.6), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.6)]
            return [self.table(rows, [W * 0.26, W * 0.74], style, vals), Spacer(1, 3)]
        if k in ("tab", "log"):
            heads, rows, wts = (b[1], b[2], b[3]) if k == "tab" else (["Quand", "Qui", "Action"], [list(x) for x in b[1]], [1.1, 1.3, 3.6])
            size = self.cell.fontSize
            ws = self.widths(heads, rows, wts, W, size)
            cells = [[Paragraph(escape(h.upper()), self.head) for h in heads]] + [[self.P(list(c), self.cell) for c in row] for row in rows]
            vals = [v for row in rows for c in row for v in runvals(list(c))]
            style = [("BACKGROUND", (0, 0), (-1, 0), self.plum), ("LINEBELOW", (0, 1), (-1, -1), 0.25, self.plum),
                     ("VALIGN", (0, 0), (-1, -1), "TOP"), ("TOPPADDING", (0, 0), (-1, -1), 1.5), ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5)]
            return [self.table(cells, ws, style, vals), Spacer(1, 3)]
        if k == "chk":
            txt = "\u2003".join(("●\u00a0" if on else "○\u00a0") + escape(t) for on, t in b[1])
            return [Paragraph(txt, self.body), Spacer(1, 2.5)]
        if k == "list":
            out = []
            for run in b[1]:
                p = self.P(run, self.st("li", 9.4, leftIndent=10, bulletIndent=1, bulletFontName="CA" + FONTS["B"]))
                p.bulletText = "›"
                out.append(p)
            return out + [Spacer(1, 2.5)]
        if k == "alert":
            ps = [self.P(r_, self.st("al", 9.2, "B")) for r_ in b[1]]
            return [self.table([[ps]], [W], [("BACKGROUND", (0, 0), (-1, -1), self.pale), ("LINEBEFORE", (0, 0), (0, -1), 3, self.plum),
                                            ("LEFTPADDING", (0, 0), (-1, -1), 8)], [v for p in ps for v in p._ca_vals]), Spacer(1, 3)]
        if k == "quote":
            return [self.P(r_, self.st("q", 9.2, "I", leftIndent=18, rightIndent=18, color=(0.3, 0.3, 0.3))) for r_ in b[1]] + [Spacer(1, 2.5)]
        raise KeyError(k)

    def sigs(self, sigs):
        from reportlab.platypus import Paragraph, Spacer
        cells = []
        vals = []
        for role, runs in sigs:
            ps = [Paragraph("SIGNÉ PAR - " + escape(role.upper()), self.st("sr", 6.6, "B", color=PLUM))] + [self.P(r_, self.cell) for r_ in runs]
            vals += [v for r_ in runs for v in runvals(r_)]
            cells.append(ps)
        w = self.W / max(2, len(cells))
        return [Spacer(1, 5), self.table([cells], [w] * len(cells), [("LINEABOVE", (0, 0), (-1, 0), 1, self.plum), ("VALIGN", (0, 0), (-1, -1), "TOP")], vals)]

    def story(self, toc):
        from reportlab.platypus import PageBreak
        self.W = (210 - 36) * MM
        out = []
        for pi, part in enumerate(self.doc["parts"]):
            if pi:
                out.append(PageBreak())
            out += self.top(part, pi, toc)
            ns = 0
            for head, blocks in part["secs"]:
                if head:
                    ns += 1
                    out += self.heading(head, "%d.%d" % (pi + 1, ns))
                for b in blocks:
                    out += self.block(b)
            if part["sigs"]:
                out += self.sigs(part["sigs"])
        return out


def build(doc, k, npages):
    from collections import defaultdict
    from reportlab.lib.colors import Color
    from reportlab.platypus import BaseDocTemplate, Frame, PageTemplate
    from reportlab.pdfbase.pdfmetrics import stringWidth
    fonts()
    bld = Builder(doc, k)
    head, foot = runtext(doc["head"]), runtext(doc["foot"])

    class Doc(BaseDocTemplate):
        def beforeDocument(self):
            self.rec = defaultdict(list)
            self.nb = 0

        def afterFlowable(self, fl):
            self.rec[self.page].extend(getattr(fl, "_ca_vals", []))
            toc = getattr(fl, "_ca_toc", None)
            if toc:
                self.nb += 1
                key = "s%d" % self.nb
                self.canv.bookmarkPage(key)
                self.canv.addOutlineEntry(toc[1], key, level=toc[0], closed=False)
                self.notify("TOCEntry", (toc[0], toc[1], self.page, key))

    def on_page(cv, d):
        cv.saveState()
        cv.setFillColor(Color(*PLUM))
        cv.rect(0, 297 * MM - 13 * MM, 210 * MM, 13 * MM, stroke=0, fill=1)
        cv.setFillColor(Color(1, 1, 1))
        cv.setFont("CA" + FONTS["R"], 7.6)
        cv.drawString(18 * MM, 297 * MM - 8.2 * MM, head)
        t = "Dossier de liaison - %s" % doc["form"]
        cv.setFont("CA" + FONTS["B"], 7.6)
        cv.drawString(192 * MM - stringWidth(t, "CA" + FONTS["B"], 7.6), 297 * MM - 8.2 * MM, t)
        cv.setFillColor(Color(*INK))
        cv.setStrokeColor(Color(*PLUM))
        cv.setLineWidth(0.4)
        cv.line(18 * MM, 15 * MM, 192 * MM, 15 * MM)
        cv.setFont("CA" + FONTS["R"], 7.2)
        cv.drawString(18 * MM, 11 * MM, foot)
        pg = "page %d/%s" % (d.page, npages or "?")
        cv.drawString(192 * MM - stringWidth(pg, "CA" + FONTS["R"], 7.2), 11 * MM, pg)
        cv.restoreState()
        d.rec[d.page] = list(runvals(doc["head"])) + d.rec[d.page]
        d.rec[("foot", d.page)] = list(runvals(doc["foot"]))

    buf = io.BytesIO()
    d = Doc(buf, pagesize=(210 * MM, 297 * MM), leftMargin=18 * MM, rightMargin=18 * MM, topMargin=18 * MM, bottomMargin=20 * MM,
            title=doc["title"], creator="Dossier de liaison santé sexuelle - édition avec sommaire", author="CeGIDD",
            invariant=1, allowSplitting=0)
    d.addPageTemplates([PageTemplate("p", frames=[Frame(18 * MM, 20 * MM, 174 * MM, 259 * MM, id="f", leftPadding=0, rightPadding=0,
                                                         topPadding=0, bottomPadding=0)], onPage=on_page)])
    toc = []
    story = bld.story(toc)
    d.multiBuild(story, maxPasses=6)
    n = max(p for p in d.rec if isinstance(p, int))
    vals = [d.rec[p] + d.rec[("foot", p)] for p in range(1, n + 1)]
    return buf.getvalue(), vals, n


def render_sommaire(doc):
    from reportlab.platypus.doctemplate import LayoutError
    for k in SCALES:
        try:
            pdf, vals, n = build(doc, k, None)
        except LayoutError:
            continue
        if n <= len(doc["parts"]) or (n <= 3 and k <= 0.82):
            pdf, vals, n2 = build(doc, k, n)
            if n2 == n:
                return pdf, vals
    raise RuntimeError("rlsommaire: %s does not fit" % doc["form"])
