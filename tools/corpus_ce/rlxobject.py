"""The FORM XOBJECT writer of corpus CE ("rlxobject"): a ReportLab canvas whose repeated furniture is drawn ONCE as Form
XObjects (canvas.beginForm / endForm) and placed on every page with canvas.doForm - the LETTERHEAD of each issuer (a
drawn emblem of three interlaced rings, the issuer in bold, the service, the address and contacts in a right-hand
column, a burgundy rule), the RUNNING HEAD, the RUNNING FOOT (without the page number, which each page draws itself)
and the round-cornered rubber STAMP of the issuer (double frame, name and first contact line in violet) placed in the
signature area - so a value printed in an XObject appears on each page that uses it and is recorded there. The page
body is drawn directly: the references in a left panel with a burgundy left rule, the addressee at the right, the title
in bold small capitals over a hairline, section heads in burgundy, paragraphs broken here between unbreakable words
(engine.bwrap), key-value pairs with a grey italic caption column, tables ruled on every cell with a pale header,
drawn tick boxes, "•" lists, a boxed note. Carlito Regular / Bold / Italic embedded as TrueType subsets; fixed
creation date and document id (invariant=1)."""
from __future__ import annotations

import io

from .engine import bwrap
from .render_util import runtext, runvals

FD = "/usr/share/fonts/truetype/crosextra/Carlito-"
MM = 72 / 25.4
PW, PH = 210.0, 297.0
BURG = (0.48, 0.11, 0.18)
VIOLET = (0.36, 0.22, 0.62)
_REG = []


def fonts():
    if not _REG:
        from reportlab.pdfbase import pdfmetrics
        from reportlab.pdfbase.ttfonts import TTFont
        for st, f in (("R", "Regular"), ("B", "Bold"), ("I", "Italic")):
            pdfmetrics.registerFont(TTFont("Carlito-" + st, FD + f + ".ttf"))
        _REG.append(1)


def meas(t, st, size):
    from reportlab.pdfbase.pdfmetrics import stringWidth
    return stringWidth(t, "Carlito-" + st, size) / MM


class Lay:
    """The page body laid out in mm (top-down) as drawing operations."""

    def __init__(self, s):
        self.ops, self.vals, self.y, self.s = [], [], 0.0, s

    def text(self, x, y, t, st, size, vals=(), color=(0, 0, 0)):
        self.ops.append(("t", x, y, t, st, size, color))
        self.vals.extend(vals)

    def para(self, run, x, w, st="R", size=9.6, lead=1.32, color=(0, 0, 0)):
        for t, v, _ in bwrap(list(run), w, lambda q: meas(q, st, size)):
            self.y += size * 0.3528 * lead
            self.text(x, self.y, t, st, size, v, color)

    def line(self, x1, y1, x2, y2, w=0.25, color=(0.3, 0.3, 0.3)):
        self.ops.append(("l", x1, y1, x2, y2, w, color))

    def rect(self, x, y, w, h, fill=None, stroke=(0.3, 0.3, 0.3), lw=0.25):
        self.ops.append(("r", x, y, w, h, fill, stroke, lw))


def lay_body(part, s, stamp_key):
    L = Lay(s)
    x0, W = 20.0, 170.0
    L.y = 44.0
    y_top = L.y
    if part["refs"]:
        for cap, r_ in part["refs"]:
            L.para([cap + " : "] + list(r_), x0 + 3, 74, "R", 8.8 * s)
        L.line(x0, y_top + 1, x0, L.y + 1.5, 1.0, BURG)
    yl = L.y
    if part["to"] or part["place"]:
        L.y = y_top
        if part["to"]:
            L.para(part["to"]["name"], x0 + 96, W - 96, "B", 9.8 * s)
            for r_ in part["to"]["lines"]:
                L.para(r_, x0 + 96, W - 96, "R", 9.8 * s)
            L.y += 3
        if part["place"]:
            L.para(part["place"], x0 + 96, W - 96, "I", 9.6 * s)
    L.y = max(L.y, yl) + 6 * s
    L.para([part["title"].upper()], x0, W, "B", 12.5 * s, color=BURG)
    L.line(x0, L.y + 1.6, x0 + W, L.y + 1.6, 0.2)
    L.y += 3.5 * s
    for head, blocks in part["secs"]:
        if head:
            L.y += 2.5 * s
            L.para([head], x0, W, "B", 10.2 * s, color=BURG)
            L.y += 0.8 * s
        for b in blocks:
            k = b[0]
            if k == "p":
                L.para(b[1], x0, W, "R", 9.6 * s)
                L.y += 1.6 * s
            elif k == "kv":
                for cap, r_ in b[1]:
                    y0 = L.y
                    L.para([cap], x0 + 1, 40, "I", 8.8 * s, color=(0.35, 0.35, 0.35))
                    ye = L.y
                    L.y = y0
                    L.para(r_, x0 + 44, W - 44, "R", 9.6 * s)
                    L.y = max(L.y, ye) + 0.6 * s
                L.y += 1.4 * s
            elif k == "tab":
                tot = sum(b[3])
                ws = [W * w / tot for w in b[3]]
                xs = [x0 + sum(ws[:j]) for j in range(len(ws))]
                size = 8.6 * s
                top = L.y + 0.8
                rows = [[[h] for h in b[1]]] + b[2]
                yb_all = [top]
                for ri, row in enumerate(rows):
                    ystart = yb_all[-1]
                    n0 = len(L.ops)
                    ends = []
                    for j, cell in enumerate(row):
                        L.y = ystart
                        L.para(cell, xs[j] + 1.2, ws[j] - 2.4, "B" if ri == 0 else "R", size)
                        ends.append(L.y)
                    yb = max(ends) + 1.4
                    if ri == 0:
                        L.ops.insert(n0, ("r", x0, ystart, W, yb - ystart, (0.95, 0.91, 0.92), None, 0))
                    yb_all.append(yb)
                for y in yb_all:
                    L.line(x0, y, x0 + W, y, 0.2)
                for x in xs + [x0 + W]:
                    L.line(x, top, x, yb_all[-1], 0.2)
                L.y = yb_all[-1] + 2.5 * s
            elif k == "chk":
                for on, t in b[1]:
                    L.y += 9.4 * s * 0.3528 * 1.4
                    L.rect(x0 + 3, L.y - 2.6 * s, 2.7 * s, 2.7 * s, lw=0.3)
                    if on:
                        L.line(x0 + 3, L.y - 2.6 * s, x0 + 3 + 2.7 * s, L.y + 0.1 * s, 0.35, (0, 0, 0))
                        L.line(x0 + 3, L.y + 0.1 * s, x0 + 3 + 2.7 * s, L.y - 2.6 * s, 0.35, (0, 0, 0))
                    L.text(x0 + 8, L.y, t, "R", 9.4 * s)
                L.y += 1.5 * s
            elif k == "list":
                for r_ in b[1]:
                    y0 = L.y
                    L.para(r_, x0 + 7, W - 7, "R", 9.6 * s)
                    L.text(x0 + 3, y0 + 9.6 * s * 0.3528 * 1.32, "•", "R", 9.6 * s)
                L.y += 1.5 * s
            elif k == "alert":
                ya = L.y
                L.y += 1.2
                for r_ in b[1]:
                    L.para(["À noter : "] + list(r_), x0 + 3, W - 6, "B", 9.2 * s)
                L.y += 1.8
                L.rect(x0, ya + 0.6, W, L.y - ya - 0.6, stroke=BURG, lw=0.5)
                L.y += 1.5
    stamps = []
    if part["sigs"]:
        L.y += 5 * s
        y0 = L.y
        ends = []
        for j, (role, rs) in enumerate(part["sigs"]):
            L.y = y0
            xx = x0 + 8 + j * 85
            L.para([role], xx, 78, "I", 9.4 * s)
            for r_ in rs:
                L.para(r_, xx, 78, "R", 9.4 * s)
            ends.append(L.y)
        L.y = max(ends) + 2
        stamps.append((x0 + 95, L.y))
        L.y += 24
    return L, stamps


def render_rlx(doc):
    fonts()
    for s in (1.0, 0.94, 0.88, 0.82, 0.76, 0.7, 0.64, 0.58):
        lays = [lay_body(p, s, k) for k, p in enumerate(doc["parts"])]
        if all(L.y < PH - 20 for L, _ in lays):
            break
    else:
        raise RuntimeError("rlxobject: %s does not fit" % doc["form"])
    from reportlab.pdfgen import canvas
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=(PW * MM, PH * MM), invariant=1, pageCompression=1)
    c.setTitle(doc["title"])
    c.setCreator("Dossier de spécialité - éditique (ReportLab)")
    c.setAuthor("")
    n = len(doc["parts"])
    forms = {}

    def T(x, y, t, st, size, color=(0, 0, 0)):
        c.setFillColorRGB(*color)
        c.setFont("Carlito-" + st, size)
        c.drawString(x * MM, (PH - y) * MM, t)

    def form(key, draw, vals):
        if key not in forms:
            name = "XF%d" % len(forms)
            c.beginForm(name)
            draw()
            c.endForm()
            forms[key] = (name, vals)
        return forms[key]

    def letterhead(iss):
        right = iss["lines"] + iss["contact"] + ([iss["legal"]] if iss.get("legal") else [])

        def draw():
            c.setStrokeColorRGB(*BURG)
            c.setLineWidth(1.1)
            for dx, dy in ((0, 0), (5, 0), (2.5, 4)):
                c.circle((24 + dx) * MM, (PH - 20 - dy) * MM, 3.4 * MM, stroke=1, fill=0)
            y = 15.5
            for t, _, _ in bwrap(list(iss["name"]), 92, lambda q: meas(q, "B", 11.5)):
                T(36, y, t, "B", 11.5, BURG)
                y += 4.8
            for t, _, _ in bwrap(list(iss["service"]), 92, lambda q: meas(q, "I", 8.6)):
                T(36, y, t, "I", 8.6, (0.3, 0.3, 0.3))
                y += 3.8
            y2 = 14.5
            for r_ in right:
                for t, _, _ in bwrap(list(r_), 62, lambda q: meas(q, "R", 7.8)):
                    c.setFont("Carlito-R", 7.8)
                    c.setFillColorRGB(0.2, 0.2, 0.2)
                    c.drawRightString(190 * MM, (PH - y2) * MM, t)
                    y2 += 3.5
            c.setStrokeColorRGB(*BURG)
            c.setLineWidth(0.9)
            c.line(20 * MM, (PH - 37.5) * MM, 190 * MM, (PH - 37.5) * MM)
        key = ("lh", runtext(iss["name"]), runtext(iss["service"]), tuple(runtext(r_) for r_ in right))
        vals = [v for r_ in [iss["name"], iss["service"]] + right for v in runvals(r_)]
        return form(key, draw, vals)

    def stamp(iss):
        r1 = list(iss["name"])
        r2 = list(iss["contact"][0]) if iss["contact"] else []

        def draw():
            c.setStrokeColorRGB(*VIOLET)
            c.setLineWidth(1.0)
            c.roundRect(0, 0, 80 * MM, 20 * MM, 3 * MM, stroke=1, fill=0)
            c.setLineWidth(0.4)
            c.roundRect(1.2 * MM, 1.2 * MM, 77.6 * MM, 17.6 * MM, 2.4 * MM, stroke=1, fill=0)
            c.setFillColorRGB(*VIOLET)
            y = 14.5
            for t, _, _ in bwrap(r1, 72, lambda q: meas(q, "B", 8.2)):
                c.setFont("Carlito-B", 8.2)
                c.drawCentredString(40 * MM, y * MM, t)
                y -= 3.5
            for t, _, _ in bwrap(r2, 72, lambda q: meas(q, "R", 7.4)):
                c.setFont("Carlito-R", 7.4)
                c.drawCentredString(40 * MM, y * MM, t)
                y -= 3.2
        key = ("st", runtext(r1), runtext(r2))
        return form(key, draw, runvals(r1) + runvals(r2))

    def head():
        def draw():
            T(20, 8.5, runtext(doc["head"]), "I", 7.2, (0.45, 0.45, 0.45))
        return form(("head",), draw, runvals(doc["head"]))

    def foot():
        def draw():
            c.setStrokeColorRGB(0.6, 0.6, 0.6)
            c.setLineWidth(0.3)
            c.line(20 * MM, 15 * MM, 190 * MM, 15 * MM)
            T(20, PH - 10.5, runtext(doc["foot"]), "R", 7.2, (0.4, 0.4, 0.4))
        return form(("foot",), draw, runvals(doc["foot"]))

    vals = []
    for k, (part, (L, stamps)) in enumerate(zip(doc["parts"], lays)):
        pv = []
        for name, fv in (head(), letterhead(part["issuer"]), foot()):
            c.doForm(name)
            pv.extend(fv)
        for o in L.ops:
            if o[0] == "t":
                T(o[1], o[2], o[3], o[4], o[5], o[6])
            elif o[0] == "l":
                c.setStrokeColorRGB(*o[6])
                c.setLineWidth(o[5])
                c.line(o[1] * MM, (PH - o[2]) * MM, o[3] * MM, (PH - o[4]) * MM)
            elif o[0] == "r":
                if o[5]:
                    c.setFillColorRGB(*o[5])
                if o[6]:
                    c.setStrokeColorRGB(*o[6])
                    c.setLineWidth(o[7])
                c.rect(o[1] * MM, (PH - o[2] - o[4]) * MM, o[3] * MM, o[4] * MM, stroke=1 if o[6] else 0, fill=1 if o[5] else 0)
        pv.extend(L.vals)
        for sx, sy in stamps:
            name, fv = stamp(part["issuer"])
            c.saveState()
            c.translate(sx * MM, (PH - sy - 20) * MM)
            c.doForm(name)
            c.restoreState()
            pv.extend(fv)
        c.setFont("Carlito-R", 7.2)
        c.setFillColorRGB(0.4, 0.4, 0.4)
        c.drawRightString(190 * MM, 10.5 * MM, "%d / %d" % (k + 1, n))
        c.showPage()
        vals.append(pv)
    c.save()
    return buf.getvalue(), vals
