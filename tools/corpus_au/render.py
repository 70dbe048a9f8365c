"""Four layouts of corpus AU. Each renderer returns (pdf bytes, [items of page 0, items of page 1, ...]).

flow(): a small line-layout engine (mm, top-down) used by the ReportLab and fpdf2 families; it breaks lines
between unbreakable words (model.wrap) with the real advances of the TTF used by the writer and records the
values drawn on each page, so the truth follows the page a value really lands on.
"""
from __future__ import annotations

import io
import os
import subprocess
import tempfile

from .model import run_text, run_values, wrap

DEJAVU = "/usr/share/fonts/truetype/dejavu/"


# ------------------------------------------------------------------ layout engine
class Flow:
    def __init__(self, measure, top, bottom, x0, width):
        self.m, self.top, self.bottom, self.x0, self.w = measure, top, bottom, x0, width
        self.pages = []
        self.new_page()

    def new_page(self):
        self.pages.append({"ops": [], "vals": []})
        self.y = self.top

    def need(self, h):
        if self.y + h > self.bottom:
            self.new_page()

    def text(self, x, y, text, vals, bold=False, size=9.0):
        self.pages[-1]["ops"].append(("t", x, y, text, bold, size))
        self.pages[-1]["vals"].extend(vals)

    def op(self, *o):
        self.pages[-1]["ops"].append(o)

    def lines(self, run, w, bold, size):
        return wrap(run, w, lambda t: self.m(t, bold, size))

    def para(self, run, x=None, w=None, size=9.0, bold=False, lead=1.45):
        x = self.x0 if x is None else x
        w = self.w if w is None else w
        for t, vals in self.lines(run, w, bold, size):
            self.need(size * 0.3528 * lead)
            self.y += size * 0.3528 * lead
            self.text(x, self.y, t, vals, bold, size)
        self.y += 1.2


def flow_blocks(f: Flow, doc: dict, style: str, first_page_extra=None):
    """Lay the document's blocks out in Flow f ("sidebar" or "cards" style)."""
    for pi, blocks in enumerate(doc["pages"]):
        if pi > 0:
            f.new_page()
        for b in blocks:
            kind = b[0]
            if kind == "h":
                f.need(14)
                f.y += 4
                if style == "cards":
                    f.op("r", f.x0 - 1, f.y - 1, f.w + 2, 7, True)
                    f.y += 4.2
                    f.text(f.x0 + 1.5, f.y, b[1].upper(), [], True, 10)
                    f.y += 3.5
                else:
                    f.y += 4.5
                    f.text(f.x0, f.y, b[1], [], True, 12)
                    f.op("l", f.x0, f.y + 1.5, f.x0 + 40, f.y + 1.5)
                    f.y += 3.5
            elif kind == "p":
                f.para(b[1])
            elif kind == "kv":
                lw = 44
                y_start = f.y
                for label, run in b[1]:
                    lines = f.lines(run, f.w - lw - 4, False, 9)
                    f.need(4.7 * len(lines) + 1)
                    if f.y == f.top:
                        y_start = f.y
                    f.y += 4.6
                    f.text(f.x0 + 1.5, f.y, label + (" :" if style == "sidebar" else ""), [], style == "sidebar", 8.5)
                    for k, (t, vals) in enumerate(lines):
                        if k:
                            f.y += 4.4
                        f.text(f.x0 + lw, f.y, t, vals, False, 9)
                    if style == "cards":
                        f.op("l", f.x0, f.y + 1.6, f.x0 + f.w, f.y + 1.6)
                if style == "cards":
                    f.op("box", f.x0, y_start + 0.8, f.w, f.y + 1.6 - y_start - 0.8)
                    f.op("l", f.x0 + lw - 2, y_start + 0.8, f.x0 + lw - 2, f.y + 1.6)
                f.y += 3
            elif kind == "tab":
                heads, rows, weights = b[1], b[2], b[3]
                tot = sum(weights)
                ws = [f.w * x / tot for x in weights]
                xs = [f.x0 + sum(ws[:k]) for k in range(len(ws))]
                f.need(20)
                f.y += 2
                f.op("l", f.x0, f.y, f.x0 + f.w, f.y)
                f.y += 4.2
                for k, h in enumerate(heads):
                    f.text(xs[k] + 1, f.y, h, [], True, 8.5)
                f.y += 1.6
                f.op("l", f.x0, f.y, f.x0 + f.w, f.y)
                for row in rows:
                    cells = [f.lines(cell, ws[k] - 3, False, 8.5) for k, cell in enumerate(row)]
                    n = max(len(c) for c in cells)
                    f.need(4.3 * n + 2)
                    y0 = f.y
                    for k, c in enumerate(cells):
                        for j, (t, vals) in enumerate(c):
                            f.text(xs[k] + 1, y0 + 4.2 + 4.1 * j, t, vals, False, 8.5)
                    f.y = y0 + 4.2 + 4.1 * (n - 1) + 1.8
                    f.op("l", f.x0, f.y, f.x0 + f.w, f.y)
                    if style == "cards":
                        for x in xs[1:]:
                            f.op("l", x, y0, x, f.y)
                f.y += 3
            elif kind == "sig":
                f.need(16)
                f.y += 4
                for run in b[1]:
                    f.para(run, x=f.x0 + f.w * 0.35, w=f.w * 0.65, size=8.8)


def add_feet(f: Flow, foot_run, x0, width, y, size=7.5, label="page {k}/{n}"):
    n = len(f.pages)
    for k, p in enumerate(f.pages):
        lines = wrap(foot_run + [" - " + label.format(k=k + 1, n=n)], width, lambda t: f.m(t, False, size))
        yy = y
        p["ops"].append(("l", x0, yy - 4.2, x0 + width, yy - 4.2))
        for t, vals in lines:
            p["ops"].append(("t", x0, yy, t, False, size))
            p["vals"].extend(vals)
            yy += size * 0.3528 * 1.4


# ------------------------------------------------------------------ family 1: ReportLab sidebar letter
def render_reportlab(doc: dict):
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas
    for name, file in (("AUSerif", "DejaVuSerif.ttf"), ("AUSerifB", "DejaVuSerif-Bold.ttf")):
        try:
            pdfmetrics.getFont(name)
        except KeyError:
            pdfmetrics.registerFont(TTFont(name, DEJAVU + file))

    def meas(t, bold, size):
        return pdfmetrics.stringWidth(t, "AUSerifB" if bold else "AUSerif", size) * 0.3528

    f = Flow(meas, 22, 270, 70, 125)
    # the sidebar (letterhead and care team) on page 1 is drawn in the left column
    flow_blocks(f, doc, "sidebar")
    side = Flow(meas, 22, 270, 12, 50)
    for run in doc["head"]:
        side.para(run, size=7.6, lead=1.35)
    side.y += 4
    side.text(12, side.y, "ÉQUIPE MÉDICALE", [], True, 7.6)
    side.y += 2
    for run in doc["team"]:
        side.para(run, size=7.4, lead=1.35)
    f.pages[0]["ops"] += side.pages[0]["ops"]
    f.pages[0]["vals"] = side.pages[0]["vals"] + f.pages[0]["vals"]
    for p in f.pages[1:]:
        p["ops"].append(("t", 12, 22, "(suite)", True, 8))
    add_feet(f, doc["foot"], 12, 183, 284, label="page {k} sur {n}")
    buf = io.BytesIO()
    cv = canvas.Canvas(buf, pagesize=A4, invariant=1)
    cv.setTitle(doc["title"])
    cv.setAuthor("Secrétariat médical")
    H = A4[1]
    mm = 72 / 25.4
    for p in f.pages:
        cv.setLineWidth(0.4)
        cv.line(66 * mm, H - 16 * mm, 66 * mm, H - 272 * mm)
        for o in p["ops"]:
            if o[0] == "t":
                cv.setFont("AUSerifB" if o[4] else "AUSerif", o[5])
                cv.drawString(o[1] * mm, H - o[2] * mm, o[3])
            elif o[0] == "l":
                cv.line(o[1] * mm, H - o[2] * mm, o[3] * mm, H - o[4] * mm)
        cv.showPage()
    cv.save()
    return buf.getvalue(), [p["vals"] for p in f.pages]


# ------------------------------------------------------------------ family 2: fpdf2 cards
def render_fpdf(doc: dict):
    from fpdf import FPDF
    pdf = FPDF(format="A4", unit="mm")
    pdf.set_auto_page_break(False)
    pdf.add_font("AUSans", "", DEJAVU + "DejaVuSansCondensed.ttf")
    pdf.add_font("AUSans", "B", DEJAVU + "DejaVuSansCondensed-Bold.ttf")
    pdf.set_creation_date(__import__("datetime").datetime(2025, 1, 1, tzinfo=__import__("datetime").timezone.utc))
    pdf.set_title(doc["title"])

    def meas(t, bold, size):
        pdf.set_font("AUSans", "B" if bold else "", size)
        return pdf.get_string_width(t)

    f = Flow(meas, 62, 272, 18, 174)
    flow_blocks(f, doc, "cards")
    # page 1: three header cards side by side (letterhead | team | document title)
    hd = Flow(meas, 14, 60, 18, 64)
    for run in doc["head"]:
        hd.para(run, size=7.8, lead=1.3)
    tm = Flow(meas, 14, 60, 86, 56)
    for run in doc["team"]:
        tm.para(run, size=7.6, lead=1.3)
    f.pages[0]["ops"] = [("box", 16, 9, 68, 50), ("box", 84, 9, 60, 50), ("box", 144, 9, 50, 50),
                         ("t", 146, 16, "FORMULAIRE", True, 9), ("t", 146, 22, "réf. AU-%02d" % doc["num"], False, 8)] \
        + hd.pages[0]["ops"] + tm.pages[0]["ops"] + f.pages[0]["ops"]
    f.pages[0]["vals"] = hd.pages[0]["vals"] + tm.pages[0]["vals"] + f.pages[0]["vals"]
    add_feet(f, doc["foot"], 18, 174, 286, label="feuillet {k}/{n}")
    for p in f.pages:
        pdf.add_page()
        pdf.set_draw_color(90, 90, 90)
        for o in p["ops"]:
            if o[0] == "t":
                pdf.set_font("AUSans", "B" if o[4] else "", o[5])
                pdf.text(o[1], o[2], o[3])
            elif o[0] == "l":
                pdf.line(o[1], o[2], o[3], o[4])
            elif o[0] == "r":
                pdf.set_fill_color(225, 232, 240)
                pdf.rect(o[1], o[2], o[3], o[4], style="F")
            elif o[0] == "box":
                pdf.rect(o[1], o[2], o[3], o[4], round_corners=True, corner_radius=2, style="D")
    return bytes(pdf.output()), [p["vals"] for p in f.pages]


# ------------------------------------------------------------------ family 3: groff -ms two-column bulletin
def _groff_text(run) -> str:
    out = []
    for seg in run:
        t = seg.text if hasattr(seg, "text") else seg
        t = t.replace("\\", "\\e")
        if hasattr(seg, "text"):
            t = t.replace(" ", "\\~")  # a value never breaks
        out.append(t)
    s = "".join(out)
    return "\\&" + s


def render_groff(doc: dict):
    n = len(doc["pages"])
    L = [".nr PS 9", ".nr VS 11", ".nr PO 2c", ".nr LL 17c", ".nr HM 1.6c", ".nr FM 2c", ".hy 0", ".na",
         ".cflags 0 -\\[hy]\\[em]", ".ds CH", ".ds LH", ".ds RH"]
    foot = _groff_text(doc["foot"])
    # running foot (ms three-part title): patient identity + page k/n; apostrophes would end the .tl field
    L += [".ds LF \\s-2" + foot.replace("'", "\\(aq") + " - page \\\\n%%/%d\\s0" % n, ".ds CF", ".ds RF"]
    vals = []
    for pi, blocks in enumerate(doc["pages"]):
        pv = list(run_values(doc["foot"]))
        if pi == 0:
            L += [".LP", ".ce 100", ".ps 8"]
            for run in doc["head"]:
                L.append(_groff_text(run))
                pv += run_values(run)
            L += [".ce 0", ".ps 9", ".sp 0.3", ".ce", "\\fB%s\\fP" % doc["title"].upper(), ".sp 0.2"]
            L += [".LP", "\\fIÉquipe :\\fP"]
            for run in doc["team"]:
                L.append(_groff_text(run) + " ;")
                pv += run_values(run)
        else:
            L += [".1C", ".LP", "\\fI(suite)\\fP"]
        L += [".2C"]
        for b in blocks:
            if b[0] == "h":
                L += [".SH", b[1]]
            elif b[0] == "p":
                L += [".LP", _groff_text(b[1])]
                pv += run_values(b[1])
            elif b[0] == "kv":
                for label, run in b[1]:
                    L += [".IP \"\\fB%s\\fP\" 2" % label.replace('"', ""), ".br", _groff_text(run)]
                    pv += run_values(run)
                L += [".LP"]
            elif b[0] == "tab":
                for row in b[2]:
                    cells = []
                    for h, cell in zip(b[1], row):
                        cells.append("\\fI%s\\fP\\~: %s" % (h, _groff_text(cell)))
                        pv += run_values(cell)
                    L += [".IP \\(bu 2", " ; ".join(cells)]
                L += [".LP"]
            elif b[0] == "sig":
                L += [".LP", ".rj 2"] + [_groff_text(run) for run in b[1]]
                for run in b[1]:
                    pv += run_values(run)
        vals.append(pv)
    src = "\n".join(L) + "\n"
    with tempfile.TemporaryDirectory() as td:
        p = os.path.join(td, "doc.ms")
        open(p, "w", encoding="utf-8").write(src)
        env = dict(os.environ, SOURCE_DATE_EPOCH="1735689600")
        pdf = subprocess.run(["groff", "-k", "-ms", "-Tpdf", "-P-pa4", "-dpaper=a4", p], capture_output=True,
                             check=True, env=env).stdout
    return pdf, vals


# ------------------------------------------------------------------ family 0: Typst landscape with identity columns
def _ty(run) -> str:
    out = []
    for seg in run:
        if hasattr(seg, "text"):
            out.append("#box[#%s]" % _tys(seg.text))
        else:
            out.append("#%s" % _tys(seg) if seg else "")
    return "".join(out) or "#\"\""


def _tys(s: str) -> str:
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def render_typst(doc: dict):
    import typst
    n = len(doc["pages"])
    c = doc["ctx"]
    L = ['#set document(title: %s, date: none)' % _tys(doc["title"]),
         '#set page(paper: "a4", flipped: true, margin: (left: 26mm, right: 14mm, top: 14mm, bottom: 18mm),',
         '  background: place(left + top, rect(width: 14mm, height: 100%, fill: rgb("#d9e6d9"))),',
         '  footer: [#set text(size: 7.5pt); #line(length: 100%%, stroke: 0.4pt) #v(-2pt) %s #h(1fr) feuille #context counter(page).display() / %d])'
         % (_ty(doc["foot"]), n),
         '#set text(font: "DejaVu Sans", size: 8.8pt, lang: "fr", hyphenate: false)',
         '#set par(justify: false)']
    vals = []
    for pi, blocks in enumerate(doc["pages"]):
        pv = list(run_values(doc["foot"]))
        if pi > 0:
            L.append("#pagebreak()")
        else:
            head = " \\\n".join(_ty(r) for r in doc["head"])
            team = " \\\n".join(_ty(r) for r in doc["team"])
            for r in doc["head"] + doc["team"]:
                pv += run_values(r)
            ident = [R_ for R_ in doc["idcols"]]
            L.append('#grid(columns: (1.3fr, 1fr, 1.2fr), gutter: 8pt, text(size: 7.8pt)[%s], text(size: 7.8pt)[%s],'
                     ' align(right, text(size: 13pt, weight: "bold")[%s]))' % (head, team, _tys(doc["title"])[1:-1]))
            cells = ", ".join("[*%s*]" % h for h, _ in ident) + ", " + ", ".join("[%s]" % _ty(r) for _, r in ident)
            for _, r in ident:
                pv += run_values(r)
            L.append('#v(4pt)\n#table(columns: %d, fill: (x, y) => if y == 0 { rgb("#eeeeee") }, stroke: 0.5pt, %s)'
                     % (len(ident), cells))
        for b in blocks:
            if b[0] == "h":
                L.append('#v(5pt)#text(size: 11pt, weight: "bold", fill: rgb("#204020"))[%s]' % _tys(b[1])[1:-1].replace("#", ""))
            elif b[0] == "p":
                L.append("#par[%s]" % _ty(b[1]))
                pv += run_values(b[1])
            elif b[0] == "kv":
                cells = []
                for label, run in b[1]:
                    cells += ["[_%s_]" % label, "[%s]" % _ty(run)]
                    pv += run_values(run)
                L.append("#table(columns: (48mm, 1fr), stroke: none, inset: 2.5pt, %s)" % ", ".join(cells))
            elif b[0] == "tab":
                ws = ", ".join("%sfr" % w for w in b[3])
                cells = ["[*%s*]" % h for h in b[1]]
                for row in b[2]:
                    for cell in row:
                        cells.append("[%s]" % _ty(cell))
                        pv += run_values(cell)
                L.append("#table(columns: (%s), stroke: (x, y) => if y == 0 { (bottom: 0.8pt) } else { (bottom: 0.3pt) }, %s)"
                         % (ws, ", ".join(cells)))
            elif b[0] == "sig":
                L.append("#align(right)[%s]" % " \\\n".join(_ty(r) for r in b[1]))
                for r in b[1]:
                    pv += run_values(r)
        vals.append(pv)
    src = "\n".join(L) + "\n"
    with tempfile.TemporaryDirectory() as td:
        p = os.path.join(td, "doc.typ")
        open(p, "w", encoding="utf-8").write(src)
        pdf = typst.compile(p, font_paths=[DEJAVU], ignore_system_fonts=True)
    return pdf, vals
