"""The ReportLab writer of corpus CC (family "rlthermique"): the dialysis unit's THERMAL TICKET PRINTER - each part is
printed on its own length of an 80 mm roll (the page is 80 mm wide and as long as the text: between 90 and 400 mm) in
Liberation Mono (TrueType subset, 7.6 pt, 42 columns), as the generators' and the unit's printers do: the issuer centred
in bold capitals, a line of "=", the references flush left, the title between rows of "*", section headings as
">> HEADING", fields as "Caption....: value", data tables as one block per row ("Date ..... 15/02/2025"), ticks
"[X]" / "[ ]", bullets "- ", alerts framed by "!" lines, signatures after "--- signé ---", a barcode-like bar row drawn
with rectangles, and "*** FIN DU TICKET k/n ***". ReportLab canvas (invariant), one text object per line."""
from __future__ import annotations

import io

from .engine import bwrap
from .model import run_values

FONT = "/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf"
FONTB = "/usr/share/fonts/truetype/liberation/LiberationMono-Bold.ttf"
COLS, SIZE, LEAD = 42, 7.6, 9.4
MM = 72 / 25.4


def lines_of(run, width=COLS, prefix="", cont="  "):
    out = []
    for k, (t, v, _) in enumerate(bwrap(list(run), width - max(len(prefix), len(cont)), len, True)):
        pre = prefix if k == 0 else cont
        if len(pre + t) > width and pre.strip():
            out.append((pre.rstrip(), []))  # a long e-mail goes on its own line, flush left
            pre = ""
        elif len(pre + t) > width:
            pre = ""
        out.append((pre + t, v))
    return out


def part_lines(doc, part, k, n):
    L = []  # (text, values, bold, centred)

    def add(run, prefix="", bold=False, centre=False, cont="  "):
        for t, v in lines_of(run, COLS, prefix, cont):
            L.append((t, v, bold, centre))
    add(doc["head"], centre=True)
    L.append(("=" * COLS, [], False, False))
    iss = part["issuer"]
    add([x.upper() if isinstance(x, str) else x for x in iss["name"]], bold=True, centre=True)
    add(iss["service"] if isinstance(iss["service"], list) else [iss["service"]], centre=True)
    for r_ in iss["lines"] + iss["contact"] + ([iss["legal"]] if iss.get("legal") else []):
        add(r_, centre=True)
    L.append(("=" * COLS, [], False, False))
    for cap, run in part["refs"]:
        add([cap + " : "] + list(run))
    if part["to"]:
        add(["DEST. : "] + list(part["to"]["name"]))
        for r_ in part["to"]["lines"]:
            add(r_, "        ", cont="        ")
    if part["place"]:
        add(part["place"])
    L.append(("*" * COLS, [], False, False))
    add([part["title"].upper()], bold=True, centre=True)
    L.append(("*" * COLS, [], False, False))
    for head, blocks in part["secs"]:
        if head:
            L.append(("", [], False, False))
            add([">> " + head.upper()], bold=True)
        for b in blocks:
            kind = b[0]
            if kind == "p":
                add(b[1])
            elif kind == "kv":
                for cap, run in b[1]:
                    c = (cap[:13] + ".").ljust(14, ".") + ": "
                    add([c] + list(run), cont=" " * 16)
            elif kind == "tab":
                for row in b[2]:
                    L.append(("-" * COLS, [], False, False))
                    for h, cell in zip(b[1], row):
                        add([(h[:10] + " ").ljust(11, ".") + " "] + list(cell), cont=" " * 12)
                L.append(("-" * COLS, [], False, False))
            elif kind == "chk":
                for on, t in b[1]:
                    add([("[X] " if on else "[ ] ") + t], cont="    ")
            elif kind == "list":
                for r_ in b[1]:
                    add(["- "] + list(r_), cont="  ")
            elif kind == "alert":
                L.append(("!" * COLS, [], False, False))
                for r_ in b[1]:
                    add(r_)
                L.append(("!" * COLS, [], False, False))
    for role, runs in part["sigs"]:
        L.append(("--- signé ---", [], False, False))
        add([role])
        for r_ in runs:
            add(r_)
    L.append(("", [], False, False))
    L.append(("BAR", [], False, False))
    add(doc["foot"], centre=True)
    L.append(("*** FIN DU TICKET %d/%d ***" % (k + 1, n), [], True, True))
    return L


def render_thermal(doc):
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas
    pdfmetrics.registerFont(TTFont("CCMono", FONT))
    pdfmetrics.registerFont(TTFont("CCMonoB", FONTB))
    buf = io.BytesIO()
    W = 80 * MM
    c = canvas.Canvas(buf, pagesize=(W, 200 * MM), invariant=1, pageCompression=1)
    c.setTitle(doc["title"])
    c.setCreator("Imprimante thermique - poste de dialyse")
    n, vals = len(doc["parts"]), []
    for k, part in enumerate(doc["parts"]):
        L = part_lines(doc, part, k, n)
        H = max(90 * MM, (len(L) + 4) * LEAD + 10 * MM)
        c.setPageSize((W, H))
        y = H - 6 * MM
        pv = []
        for t, v, bold, centre in L:
            y -= LEAD
            if t == "BAR":
                x = 10 * MM
                for j, ch in enumerate(doc["form"] * 6):
                    wbar = (0.4 + (ord(ch) + j) % 3 * 0.35) * MM
                    c.rect(x, y - 2, wbar, 9, stroke=0, fill=1)
                    x += wbar + 0.5 * MM
                    if x > W - 10 * MM:
                        break
                continue
            font = "CCMonoB" if bold else "CCMono"
            c.setFont(font, SIZE)
            tw = pdfmetrics.stringWidth(t, font, SIZE)
            x = (W - tw) / 2 if centre else 3.5 * MM
            tx = c.beginText(x, y)
            tx.setFont(font, SIZE)
            tx.textLine(t)
            c.drawText(tx)
            pv.extend(v)
        vals.append(pv)
        c.showPage()
    c.save()
    return buf.getvalue(), vals


_ = run_values
