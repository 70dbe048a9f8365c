"""The form writer of corpus CD (family "formulaire"): a CERFA-like ACROFORM, FILLED, FLATTENED and MERGED ONTO LETTERHEAD.

1. The blank form is drawn with ReportLab's canvas and its AcroForm (base-14 Helvetica, not embedded): a black title
   band with the form number "CD-nn", numbered grey section bands, CAPTIONS ABOVE BOXES (two boxes a row when both
   values are short), multi-line boxes for the texts ("Observations", "Précisions" ...), tables whose every cell is a
   box under a grey head row, square CHECK BOXES, a framed "IMPORTANT" box, signature boxes with a dashed stamp area,
   and at the right of the head a "cadre réservé" with the references, the addressee and the place. Every box is a
   TEXT FIELD (p{k}_f{n}); every tick a CHECK BOX field.
2. pypdf fills the text fields (update_page_form_field_values: pypdf writes each field's appearance stream; a long
   text is broken into lines here first, a value broken only at its own spaces) and FLATTENS them: the appearance
   streams become form XObjects drawn by the page; the text widgets and their fields are then removed, the check
   boxes stay LIVE widgets of the AcroForm.
3. The practice's or the hospital's LETTERHEAD (issuer name, activity, address, phones, e-mail, FINESS at the top
   left; the running identity and the foot "... - page k/n") is drawn as a separate ReportLab page and MERGED onto
   each form page with pypdf's merge_page.
Metadata fixed; the file /ID is fixed."""
from __future__ import annotations

import io

from .engine import bwrap
from .model import V
from .render_util import runtext, runvals

MM = 72 / 25.4
PW, PH = 210.0, 297.0
X0, XW = 14.0, 182.0
CAPS = ["Observations", "Précisions", "Compte rendu", "Commentaire", "Renseignements cliniques", "Texte libre"]


def hw(t, size, bold=False):
    from reportlab.pdfbase.pdfmetrics import stringWidth
    return stringWidth(t, "Helvetica-Bold" if bold else "Helvetica", size) / MM


class Form:
    def __init__(self, k, s):
        self.k, self.s = k, s
        self.ops, self.fields, self.checks, self.vals = [], [], [], []
        self.y = 0.0
        self.nf = 0

    def label(self, x, y, t, size=6.4, bold=False, color=(0.2, 0.2, 0.2)):
        self.ops.append(("t", x, y, t, size * self.s, bold, color))

    def field(self, x, y, w, run, size=9.0, multi=False, brk=True):
        """A text field at (x, y top) w wide holding ``run``; returns its height."""
        size *= self.s
        lines = [(t, v) for t, v, _ in bwrap(list(run), w - 2.4, lambda q: hw(q, size), brk and multi)]
        if not multi and len(lines) > 1:
            return None
        while not multi and hw(lines[0][0], size) > w - 2.4 and size > 5.2:
            size -= 0.3
        h = max(1, len(lines)) * size * 0.3528 * 1.16 + 2.6
        name = "p%d_f%02d" % (self.k + 1, self.nf)
        self.nf += 1
        self.fields.append((name, x, y, w, h, size, multi or len(lines) > 1, "\n".join(t for t, _ in lines)))
        for _, v in lines:
            self.vals.extend(v)
        return h

    def fits1(self, run, w, size=9.0):
        return hw(runtext(run), size * self.s) <= w - 2.4


def lay(doc, part, k, n, s):
    F = Form(k, s)
    # running head and foot, letterhead: drawn on the overlay page (ops tagged "o")
    over = []
    iss = part["issuer"]
    yl = 14.0
    for run, size, bold in [(iss["name"], 10.5, True), ([iss["service"]], 8.0, False)] + \
            [(r_, 7.6, False) for r_ in iss["lines"] + iss["contact"] + ([iss["legal"]] if iss.get("legal") else [])]:
        for t, v, _ in bwrap(list(run), 108, lambda q: hw(q, size, bold), False):
            yl += size * 0.3528 * 1.25
            over.append(("t", X0, yl, t, size, bold, (0.05, 0.2, 0.45) if bold else (0.15, 0.15, 0.3)))
            F.vals.extend(v)
    over.append(("t", X0, 8.0, runtext(doc["head"]), 6.6, False, (0.35, 0.35, 0.35)))
    over.append(("t", X0, 291.0, runtext(doc["foot"]) + " - page %d/%d" % (k + 1, n), 6.6, False, (0.35, 0.35, 0.35)))
    F.vals.extend(runvals(doc["head"]) + runvals(doc["foot"]))
    # the "cadre réservé" at the right
    xr, wr = 128.0, 68.0
    y = 12.0
    F.ops.append(("t", xr + 1.5, y + 3.2, "CADRE RÉSERVÉ", 6.2 * s, True, (0.2, 0.2, 0.2)))
    y += 4.5
    for cap, run in part["refs"]:
        F.label(xr + 1.5, y + 2.6, cap)
        y += 3.2
        h = F.field(xr + 1.5, y, wr - 3, run, 8.6, multi=not F.fits1(run, wr - 3, 8.6))
        y += h + 1.2
    if part["to"]:
        F.label(xr + 1.5, y + 2.6, "Destinataire")
        y += 3.2
        lines = [part["to"]["name"]] + part["to"]["lines"]
        run = []
        for j, r_ in enumerate(lines):
            run += ([" / "] if j else []) + list(r_)
        h = F.field(xr + 1.5, y, wr - 3, run, 8.4, multi=True)
        y += h + 1.2
    if part["place"]:
        F.label(xr + 1.5, y + 2.6, "Fait à, le")
        y += 3.2
        h = F.field(xr + 1.5, y, wr - 3, part["place"], 8.6, multi=not F.fits1(part["place"], wr - 3, 8.6))
        y += h + 1.2
    F.ops.append(("box", xr, 12.0, wr, y + 0.8 - 12.0, 0.5, False))
    y = max(y + 3.0, yl + 4.0)
    # title band
    F.ops.append(("fill", X0, y, XW, 8.5 * s, (0.1, 0.1, 0.1)))
    F.ops.append(("t", X0 + 2.5, y + 6.0 * s, part["title"].upper(), 10.0 * s, True, (1, 1, 1)))
    F.ops.append(("tr", X0 + XW - 2.5, y + 6.0 * s, doc["form"], 8.0 * s, True, (1, 1, 1)))
    y += 8.5 * s + 2.5
    nsec = 0
    pcap = 0
    for head, blocks in part["secs"]:
        if head:
            nsec += 1
            F.ops.append(("fill", X0, y, XW, 5.2 * s, (0.82, 0.82, 0.82)))
            F.ops.append(("t", X0 + 2, y + 3.8 * s, "%d  %s" % (nsec, head.upper()), 7.8 * s, True, (0, 0, 0)))
            y += 5.2 * s + 1.8
        for b in blocks:
            kind = b[0]
            if kind == "kv":
                items = list(b[1])
                j = 0
                while j < len(items):
                    cap, run = items[j]
                    if j + 1 < len(items) and F.fits1(run, XW / 2 - 2, 9.0) and F.fits1(items[j + 1][1], XW / 2 - 2, 9.0):
                        h = 0.0
                        for q, (cp, rn) in enumerate(items[j:j + 2]):
                            F.label(X0 + q * (XW / 2 + 1), y + 2.4, cp)
                            h = max(h, F.field(X0 + q * (XW / 2 + 1), y + 3.0, XW / 2 - 1, rn, 9.0))
                        j += 2
                    else:
                        F.label(X0, y + 2.4, cap)
                        h = F.field(X0, y + 3.0, XW, run, 9.0, multi=not F.fits1(run, XW, 9.0))
                        j += 1
                    y += 3.0 + h + 1.0
            elif kind in ("p", "list"):
                if kind == "p":
                    F.label(X0, y + 2.4, CAPS[pcap % len(CAPS)])
                    pcap += 1
                    run = b[1]
                else:
                    F.label(X0, y + 2.4, "Liste")
                    run = []
                    for r_ in b[1]:
                        run += (["\n"] if run else []) + ["- "] + list(r_)
                y += 3.0
                if kind == "list":
                    # one line per item (an item may itself wrap)
                    lines_runs = []
                    cur = []
                    for seg in run:
                        if seg == "\n":
                            lines_runs.append(cur)
                            cur = []
                        else:
                            cur.append(seg)
                    lines_runs.append(cur)
                    h = field_lines(F, X0, y, XW, lines_runs, 8.8)
                else:
                    h = F.field(X0, y, XW, run, 8.8, multi=True)
                y += h + 1.5
            elif kind == "tab":
                heads, rows, wts = b[1], b[2], b[3]
                ws = [XW * w / sum(wts) for w in wts]
                xs = [X0 + sum(ws[:q]) for q in range(len(ws))]
                small = len(heads) > 8
                hh = 4.6 * s
                for q, hd in enumerate(heads):
                    F.ops.append(("fill", xs[q], y, ws[q] - 0.6, hh, (0.88, 0.88, 0.88)))
                    F.label(xs[q] + 0.8, y + 3.3 * s, hd, 6.0 if not small else 6.4, True)
                y += hh + 0.6
                for row in rows:
                    hrow = 0.0
                    for q, cell in enumerate(row):
                        multi = not F.fits1(cell, ws[q] - 0.6, 8.4)
                        h = F.field(xs[q], y, ws[q] - 0.6, cell, 8.4, multi=multi, brk=False)
                        hrow = max(hrow, h)
                    y += hrow + 0.6
                y += 1.5
            elif kind == "chk":
                for on, t in b[1]:
                    F.checks.append((X0 + 1, y + 0.4, 3.4, on))
                    F.label(X0 + 6, y + 3.0, t, 8.2)
                    y += 4.6 * s
                y += 1.0
            elif kind == "alert":
                y0 = y
                F.label(X0 + 2, y + 3.0, "IMPORTANT", 7.0, True, (0.6, 0.0, 0.0))
                y += 3.8
                run = []
                for r_ in b[1]:
                    run += list(r_)
                h = F.field(X0 + 2, y, XW - 4, run, 8.8, multi=True)
                y += h + 1.5
                F.ops.append(("box", X0, y0, XW, y - y0, 0.9, False))
                y += 2.0
    # signatures
    if part["sigs"]:
        y += 2.0
        wsg = XW / len(part["sigs"])
        hmax = 0.0
        for q, (role, runs) in enumerate(part["sigs"]):
            x = X0 + q * wsg
            F.label(x + 1, y + 2.4, "Signature et cachet - " + role.lower())
            run = []
            for j, r_ in enumerate(runs):
                run += ([" / "] if j else []) + list(r_)
            h = F.field(x + 1, y + 3.0, wsg - 3, run, 8.4, multi=True)
            F.ops.append(("box", x + 1, y + 4.0 + h, wsg - 3, 13.0 * s, 0.4, True))
            hmax = max(hmax, 3.0 + h + 1.0 + 13.0 * s)
        y += hmax + 1.0
    return F, over, y


def field_lines(F, x, y, w, lines_runs, size):
    """A multi-line field whose lines are given (each line may wrap)."""
    size *= F.s
    lines = []
    for run in lines_runs:
        lines += [(t, v) for t, v, _ in bwrap(list(run), w - 2.4, lambda q: hw(q, size), True)]
    h = len(lines) * size * 0.3528 * 1.16 + 2.6
    name = "p%d_f%02d" % (F.k + 1, F.nf)
    F.nf += 1
    F.fields.append((name, x, y, w, h, size, True, "\n".join(t for t, _ in lines)))
    for _, v in lines:
        F.vals.extend(v)
    return h


def draw_ops(c, ops):
    from reportlab.lib.colors import Color
    for o in ops:
        if o[0] in ("t", "tr"):
            _, x, y, t, size, bold, col = o
            c.setFillColor(Color(*col))
            c.setFont("Helvetica-Bold" if bold else "Helvetica", size)
            if o[0] == "t":
                c.drawString(x * MM, (PH - y) * MM, t)
            else:
                c.drawRightString(x * MM, (PH - y) * MM, t)
        elif o[0] == "fill":
            _, x, y, w, h, col = o
            c.setFillColor(Color(*col))
            c.rect(x * MM, (PH - y - h) * MM, w * MM, h * MM, stroke=0, fill=1)
        elif o[0] == "box":
            _, x, y, w, h, lw, dash = o
            c.setStrokeColor(Color(0, 0, 0))
            c.setLineWidth(lw)
            if dash:
                c.setDash(2, 2)
            c.rect(x * MM, (PH - y - h) * MM, w * MM, h * MM, stroke=1, fill=0)
            c.setDash()


def render_form(doc):
    import pypdf
    from pypdf.generic import ArrayObject, NameObject
    from reportlab.lib.colors import Color
    from reportlab.pdfgen import canvas
    n = len(doc["parts"])
    for s in (1.0, 0.95, 0.9, 0.85, 0.8, 0.75, 0.7, 0.65):
        laid = [lay(doc, part, k, n, s) for k, part in enumerate(doc["parts"])]
        if all(y < PH - 10 for _, _, y in laid):
            break
    else:
        raise RuntimeError("formulaire: %s does not fit" % doc["form"])
    # 1. the blank form with its fields
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=(PW * MM, PH * MM), invariant=1, pageCompression=1)
    c.setTitle(doc["title"])
    c.setCreator("Formulaire de liaison odontologique (modèle CD)")
    af = c.acroForm
    for F, _, _ in laid:
        draw_ops(c, F.ops)
        for name, x, y, w, h, size, multi, _ in F.fields:
            af.textfield(name=name, x=x * MM, y=(PH - y - h) * MM, width=w * MM, height=h * MM, borderWidth=0.6, borderColor=Color(0.25, 0.25, 0.25),
                         fillColor=Color(0.96, 0.97, 1.0), textColor=Color(0, 0, 0.35), fontName="Helvetica", fontSize=round(size, 1),
                         fieldFlags="multiline" if multi else "", maxlen=2000, value="")
        for q, (x, y, sz, on) in enumerate(F.checks):
            af.checkbox(name="p%d_c%02d" % (F.k + 1, q), x=x * MM, y=(PH - y - sz) * MM, size=sz * MM, checked=on, borderWidth=0.6,
                        fillColor=Color(1, 1, 1), borderColor=Color(0, 0, 0), textColor=Color(0, 0, 0), fieldFlags="")
        c.showPage()
    c.save()
    # 2. the letterhead pages
    lb = io.BytesIO()
    c = canvas.Canvas(lb, pagesize=(PW * MM, PH * MM), invariant=1)
    for _, over, _ in laid:
        c.setStrokeColor(Color(0.05, 0.2, 0.45))
        c.setLineWidth(1.1)
        c.line(X0 * MM, (PH - 10.0) * MM, (X0 + 108) * MM, (PH - 10.0) * MM)
        draw_ops(c, over)
        c.showPage()
    c.save()
    # 3. fill, flatten, drop the text widgets, merge the letterhead
    r = pypdf.PdfReader(io.BytesIO(buf.getvalue()))
    w = pypdf.PdfWriter(clone_from=r)
    heads = pypdf.PdfReader(io.BytesIO(lb.getvalue()))
    for k, (F, _, _) in enumerate(laid):
        page = w.pages[k]
        w.update_page_form_field_values(page, {name: val for name, _, _, _, _, _, _, val in F.fields}, auto_regenerate=False, flatten=True)
        keep = ArrayObject([a for a in page.get("/Annots", []) if a.get_object().get("/FT") == "/Btn"])
        page[NameObject("/Annots")] = keep
        page.merge_page(heads.pages[k])
    acro = w._root_object["/AcroForm"]
    acro[NameObject("/Fields")] = ArrayObject([f for f in acro["/Fields"] if f.get_object().get("/FT") == "/Btn"])
    w.add_metadata({"/Title": doc["title"], "/Creator": "Formulaire de liaison odontologique (modèle CD)", "/Producer": "ReportLab AcroForm + pypdf"})
    from pypdf.generic import ByteStringObject
    fid = ByteStringObject(("CD-form-%03d" % doc["num"]).encode().ljust(16, b"-"))
    w._ID = ArrayObject([fid, fid])
    out = io.BytesIO()
    w.write(out)
    return out.getvalue(), [F.vals for F, _, _ in laid]


_ = V
