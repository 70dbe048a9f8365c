"""The four writers / layouts of corpus BC. Each renderer returns (pdf bytes, [values of page 0, of page 1, ...]).

Every layout cuts blocks into units (layout.py) with its own unit maker, places them with a Pager and then draws
the page furniture that needs the page count (fiche k/n, folio k/n ...). Every drawn string ends with a space so that
pypdf never glues two strings together.
"""
from __future__ import annotations

import io

from .layout import Pager, Unit, fit_lines, shift
from .model import run_values

DEJAVU = "/usr/share/fonts/truetype/dejavu/"
FREE = "/usr/share/fonts/truetype/freefont/"
BLACK, GREY, RED, BLUE = (0, 0, 0), (0.42, 0.42, 0.42), (0.75, 0.1, 0.12), (0.1, 0.22, 0.6)


def _runs_units(runs, w, meas, font, size, lead, color=BLACK):
    ops, vals, y = [], [], 0.0
    for run in runs:
        for t, v, sz in fit_lines(run, w, meas, font, size):
            y += lead
            ops.append(("t", 0, y, t, font, sz, color))
            vals += v
    return Unit(y + 0.8, ops, vals)


def _plan(doc, place_block, pager):
    for pi, blocks in enumerate(doc["pages"]):
        if pi > 0:
            pager.page_break()
        for b in blocks:
            place_block(b)


# ====================================================================== 1 ReportLab: bristol index cards (A5 landscape)
def render_bristol(doc: dict, scale: float = 1.0):
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas
    fonts = {"R": ("BCSerC", "DejaVuSerifCondensed.ttf"), "B": ("BCSerCB", "DejaVuSerifCondensed-Bold.ttf"),
             "I": ("BCSerCI", "DejaVuSerifCondensed-Italic.ttf")}
    for name, file in fonts.values():
        try:
            pdfmetrics.getFont(name)
        except KeyError:
            pdfmetrics.registerFont(TTFont(name, DEJAVU + file))

    def meas(t, font, size):
        return pdfmetrics.stringWidth(t, fonts[font][0], size) * 0.3528

    W, H = 210.0, 148.0
    P = 4.4 * scale          # ruling pitch: every baseline sits on a printed blue line
    FS = 7.3 * scale
    top1 = 44.0
    grid0 = {0: top1, 1: 24.0}

    def columns(pi):
        t = grid0[0 if pi == 0 else 1]
        return [(12, t, 88, 136), (110, t, 88, 136)]

    def snap(n):  # height of n ruled lines
        return n * P

    def units(b):
        kind = b[0]
        if kind == "h":
            return [Unit(snap(2), [("t", 0, snap(2) - 0.9, b[1].upper() + " ", "B", FS + 0.6, RED),
                                   ("l", 0, snap(2) - 0.2, 60, snap(2) - 0.2, 0.6, RED)])]
        if kind == "p":
            lines = fit_lines(b[1], 86, meas, "R", FS)
            out = []
            for k in range(0, len(lines), 3):
                chunk = lines[k:k + 3]
                ops = [("t", 1, snap(j + 1) - 0.9, t + " ", "R", sz, BLACK) for j, (t, v, sz) in enumerate(chunk)]
                out.append(Unit(snap(len(chunk)), ops, [x for c in chunk for x in c[1]]))
            return out
        if kind == "kv":
            out = []
            for label, run in b[1]:
                lw = meas(label + " ", "I", FS - 1)
                tab = 30 if lw < 28 else None
                if tab is None:  # long label: label on its own ruled line, value under it
                    lines = fit_lines(run, 80, meas, "R", FS)
                    ops = [("t", 1, snap(1) - 0.9, label + " ", "I", FS - 1, GREY)]
                    ops += [("t", 8, snap(j + 2) - 0.9, t + " ", "R", sz, BLUE) for j, (t, v, sz) in enumerate(lines)]
                    out.append(Unit(snap(len(lines) + 1), ops, [x for c in lines for x in c[2 - 1]]))
                else:
                    lines = fit_lines(run, 86 - tab, meas, "R", FS)
                    ops = [("t", 1, snap(1) - 0.9, label + " ", "I", FS - 1, GREY)]
                    ops += [("t", tab, snap(j + 1) - 0.9, t + " ", "R", sz, BLUE) for j, (t, v, sz) in enumerate(lines)]
                    out.append(Unit(snap(len(lines)), ops, [x for c in lines for x in c[1]]))
            return out
        if kind == "tab":
            heads, rows = b[1], b[2]
            out = [Unit(snap(1), [("t", 1, snap(1) - 0.9, " | ".join(heads) + " ", "B", FS - 1.3, GREY)])]
            for row in rows:
                ops, vals = [], []
                first = fit_lines(row[0], 84, meas, "B", FS)
                n = 0
                for t, v, sz in first:
                    n += 1
                    ops.append(("t", 1, snap(n) - 0.9, "\u25b8 " + t + " ", "B", sz, BLACK))
                    vals += v
                rest = []
                for h, cell in zip(heads[1:], row[1:]):
                    if rest:
                        rest.append(" ; ")
                    rest += [h + " : "] + cell
                for t, v, sz in fit_lines(rest, 80, meas, "R", FS - 0.3):
                    n += 1
                    ops.append(("t", 6, snap(n) - 0.9, t + " ", "R", sz, BLACK))
                    vals += v
                out.append(Unit(snap(n), ops, vals))
            return out
        if kind == "sig":
            ops, vals, n = [], [], 0
            for run in b[1]:
                for t, v, sz in fit_lines(run, 70, meas, "I", FS):
                    n += 1
                    ops.append(("t", 14, snap(n + 1) - 0.9, t + " ", "I", sz, BLUE))
                    vals += v
            return [Unit(snap(n + 1), ops, vals)]
        return []

    pg = Pager(columns)

    def place_block(b):
        us = units(b)
        for k, u in enumerate(us):
            pg.place(u, keep_with_next=(us[1].h if b[0] == "h" and len(us) > 1 else (P * 2 if b[0] == "h" else 0)))
    _plan(doc, place_block, pg)
    pages = pg.pages
    n = len(pages)
    # page 1 header: letterhead (left) and team (right) above the red rule
    hd = _runs_units(doc["head"], 100, meas, "R", 6.4, 2.75)
    tm = _runs_units(doc["team"], 84, meas, "I", 6.2, 2.65)
    pages[0]["ops"] = shift(hd.ops, 12, 6) + shift(tm.ops, 116, 6) + pages[0]["ops"]
    pages[0]["vals"] = hd.vals + tm.vals + pages[0]["vals"]
    pages[0]["ops"].append(("t", 12, 38.5, doc["title"].upper() + " ", "B", 10.5, BLACK))
    for k, p in enumerate(pages):
        t = grid0[0 if k == 0 else 1]
        if k > 0:
            sh = fit_lines(doc["short"] + ["  \u2014 " + doc["title"] + " (verso / suite)"], 150, meas, "I", 7)
            p["ops"].append(("t", 12, 14, sh[0][0] + " ", "I", sh[0][2], GREY))
            p["vals"] += sh[0][1]
        p["ops"].append(("t", 170, 14 if k else 40, "FICHE n\u00b0 %d/%d " % (k + 1, n), "B", 8, RED))
        ft = fit_lines(doc["foot"] + [" \u2014 fiche bristol %d/%d" % (k + 1, n)], 186, meas, "R", 6.2)
        yy = 141.5
        for tt, v, sz in ft[:2]:
            p["ops"].append(("t", 12, yy, tt + " ", "R", sz, GREY))
            p["vals"] += v
            yy += 2.8
        p["rule_top"] = t - 2
    buf = io.BytesIO()
    cv = canvas.Canvas(buf, pagesize=(W * 72 / 25.4, H * 72 / 25.4), invariant=1)
    cv.setTitle(doc["title"])
    cv.setAuthor("")
    cv.setCreator("")
    mm = 72 / 25.4

    def Y(y):
        return (H - y) * mm
    for k, p in enumerate(pages):
        cv.setFillColorRGB(0.995, 0.985, 0.94)
        cv.rect(0, 0, W * mm, H * mm, stroke=0, fill=1)
        cv.setStrokeColorRGB(0.62, 0.75, 0.92)
        cv.setLineWidth(0.35)
        y = p["rule_top"] + 2
        while y <= 136.5:
            cv.line(8 * mm, Y(y + 0.0), (W - 8) * mm, Y(y + 0.0))
            y += P
        cv.setStrokeColorRGB(*RED)
        cv.setLineWidth(0.9)
        cv.line(0, Y(p["rule_top"]), W * mm, Y(p["rule_top"]))
        cv.setLineWidth(0.4)
        cv.line(105 * mm, Y(p["rule_top"] + 2), 105 * mm, Y(137))
        for o in p["ops"]:
            if o[0] == "t":
                cv.setFillColorRGB(*o[6])
                cv.setFont(fonts[o[4]][0], o[5])
                cv.drawString(o[1] * mm, Y(o[2]), o[3])
            elif o[0] == "l":
                cv.setStrokeColorRGB(*o[6])
                cv.setLineWidth(o[5])
                cv.line(o[1] * mm, Y(o[2]), o[3] * mm, Y(o[4]))
        cv.showPage()
    cv.save()
    return buf.getvalue(), [p["vals"] for p in pages]


# ====================================================================== 2 fpdf2: flowchart (logigramme)
def render_flowchart(doc: dict, scale: float = 1.0):
    import datetime
    from fpdf import FPDF
    pdf = FPDF(format="A4", unit="mm")
    pdf.set_auto_page_break(False)
    pdf.add_font("BCFree", "", FREE + "FreeSans.ttf")
    pdf.add_font("BCFree", "B", FREE + "FreeSansBold.ttf")
    pdf.add_font("BCFree", "I", FREE + "FreeSansOblique.ttf")
    pdf.set_creation_date(datetime.datetime(2025, 1, 1, tzinfo=datetime.timezone.utc))
    pdf.set_title(doc["title"])
    pdf.set_producer("fpdf2")
    st = {"R": "", "B": "B", "I": "I"}

    def meas(t, font, size):
        pdf.set_font("BCFree", st[font], size)
        return pdf.get_string_width(t)

    FS = 8.6 * scale
    L = 3.9 * scale
    NX, NW = 26.0, 150.0  # node box inside the column
    CX = NX + NW / 2

    def columns(pi):
        return [(0, 62 if pi == 0 else 24, 210, 274)]

    def arrow(h=6.0):
        return Unit(h, [("l", CX, 0.3, CX, h - 1.6, 0.5, GREY),
                        ("poly", [(CX - 1.4, h - 2.2), (CX + 1.4, h - 2.2), (CX, h - 0.2)], GREY, None)], tag="arrow")

    def node_side(h, first, last, fill=None):
        ops = [("r", NX, 0, NW, h, fill, None, 0)] if fill else []
        ops += [("l", NX, 0, NX, h, 0.6, BLACK), ("l", NX + NW, 0, NX + NW, h, 0.6, BLACK)]
        if first:
            ops.append(("l", NX, 0, NX + NW, 0, 0.6, BLACK))
        if last:
            ops.append(("l", NX, h, NX + NW, h, 0.6, BLACK))
        return ops

    def units(b):
        kind = b[0]
        if kind == "h":  # hexagonal step node
            h = 8.5
            tw = meas(b[1], "B", FS + 0.8)
            w = max(60, tw + 16)
            x0 = CX - w / 2
            poly = [(x0, h / 2), (x0 + 4, 0.4), (x0 + w - 4, 0.4), (x0 + w, h / 2), (x0 + w - 4, h - 0.4), (x0 + 4, h - 0.4)]
            return [Unit(h, [("poly", poly, (0.86, 0.92, 0.98), BLACK), ("t", CX - tw / 2, h / 2 + 1.4, b[1] + " ", "B", FS + 0.8, BLACK)])]
        if kind == "p":
            lines = fit_lines(b[1], NW - 8, meas, "R", FS)
            out = []
            for k in range(0, len(lines), 4):
                chunk = lines[k:k + 4]
                h = L * len(chunk) + 2.2
                last = k + 4 >= len(lines)
                ops = node_side(h + (2.5 if last else 0), k == 0, False, (0.97, 0.97, 0.93))
                if last:  # document node: wavy bottom edge, below the last line
                    b_ = h + 2.5
                    ops += [("poly", [(NX, b_), (NX + NW / 4, b_ + 1.5), (NX + NW / 2, b_), (NX + 3 * NW / 4, b_ - 1.2), (NX + NW, b_)], None, BLACK)]
                ops += [("t", NX + 4, 1.4 + L * (j + 1) - 0.6, t + " ", "R", sz, BLACK) for j, (t, v, sz) in enumerate(chunk)]
                out.append(Unit(h + (4.5 if last else 0), ops, [x for c in chunk for x in c[1]]))
            return out
        if kind == "kv":
            out = []
            items = b[1]
            for k, (label, run) in enumerate(items):
                lab = fit_lines([label], 44, meas, "I", FS - 0.8)
                val = fit_lines(run, NW - 58, meas, "B", FS)
                n = max(len(lab), len(val))
                h = L * n + (2.4 if k == 0 else 0.9) + (1.4 if k == len(items) - 1 else 0)
                top = 2.4 if k == 0 else 0.9
                ops = node_side(h, k == 0, k == len(items) - 1)
                ops += [("t", NX + 3, top + L * (j + 1) - 0.8, t + " ", "I", sz, GREY) for j, (t, v, sz) in enumerate(lab)]
                ops += [("l", NX + 50, 0, NX + 50, h, 0.25, GREY)]
                ops += [("t", NX + 53, top + L * (j + 1) - 0.8, t + " ", "B", sz, BLACK) for j, (t, v, sz) in enumerate(val)]
                out.append(Unit(h, ops, [x for c in lab + val for x in c[1]]))
            return out
        if kind == "tab":
            heads, rows, weights = b[1], b[2], b[3]
            tot = sum(weights)
            ws = [(NW - 2) * x / tot for x in weights]
            xs = [NX + 1 + sum(ws[:k]) for k in range(len(ws))]
            hd = [fit_lines([h], ws[k] - 2, meas, "B", FS - 1.2) for k, h in enumerate(heads)]
            nh = max(len(c) for c in hd)
            hh = L * nh + 2
            ops = node_side(hh, True, False, (0.9, 0.9, 0.9))
            for k, c in enumerate(hd):
                ops += [("t", xs[k] + 1, 0.8 + L * (j + 1) - 0.8, t + " ", "B", sz, BLACK) for j, (t, v, sz) in enumerate(c)]
            ops.append(("l", NX, hh, NX + NW, hh, 0.4, BLACK))
            out = [Unit(hh, ops)]
            for r, row in enumerate(rows):
                cells = [fit_lines(cell, ws[k] - 2, meas, "R", FS - 0.8) for k, cell in enumerate(row)]
                n = max(len(c) for c in cells)
                h = L * n + 1.6
                last = r == len(rows) - 1
                ops = node_side(h, False, last)
                vals = []
                for k, c in enumerate(cells):
                    ops += [("t", xs[k] + 1, 0.4 + L * (j + 1) - 0.6, t + " ", "R", sz, BLACK) for j, (t, v, sz) in enumerate(c)]
                    vals += [x for cc in c for x in cc[1]]
                    if k:
                        ops.append(("l", xs[k], 0, xs[k], h, 0.2, GREY))
                if not last:
                    ops.append(("l", NX, h, NX + NW, h, 0.15, GREY))
                out.append(Unit(h, ops, vals))
            return out
        if kind == "sig":  # terminal (stadium) node "FIN"
            lines = []
            for run in b[1]:
                lines += fit_lines(run, NW - 40, meas, "I", FS)
            h = L * len(lines) + 7
            ops = [("r", NX + 10, 0.5, NW - 20, h - 1, (0.93, 0.97, 0.92), BLACK, 0.6, "stadium"),
                   ("t", NX + 14, h / 2 + 1.2, "FIN ", "B", FS + 1, (0.2, 0.5, 0.2))]
            ops += [("t", NX + 30, 3.5 + L * (j + 1) - 0.6, t + " ", "I", sz, BLACK) for j, (t, v, sz) in enumerate(lines)]
            return [Unit(h, ops, [x for c in lines for x in c[1]])]
        return []

    pg = Pager(columns)
    state = {"first": True}

    def place_block(b):
        us = units(b)
        if not us:
            return
        if not pg.fresh:
            a = arrow()
            if a.h + us[0].h > pg.room():  # off-page connector instead of an arrow
                k = len(pg.pages)
                pg.pages[-1]["ops"] += [("r", CX - 3.5, pg.y + 1, 7, 7, None, BLACK, 0.5, "circle"),
                                        ("t", CX - 1.3, pg.y + 5.8, chr(64 + k) + " ", "B", 8, BLACK)]
                pg.next_column()
                pg.pages[-1]["ops"] += [("r", CX - 3.5, pg.y, 7, 7, None, BLACK, 0.5, "circle"),
                                        ("t", CX - 1.3, pg.y + 4.8, chr(64 + k) + " ", "B", 8, BLACK)]
                pg.y += 8
                pg.place(arrow(5))
            else:
                pg.place(a)
        for k, u in enumerate(us):
            pg.place(u, keep_with_next=(us[1].h if k == 0 and len(us) > 1 else 0))
    _plan(doc, place_block, pg)
    pages = pg.pages
    n = len(pages)
    hd = _runs_units(doc["head"], 100, meas, "R", 7.4, 3.2)
    tm = _runs_units(doc["team"], 76, meas, "I", 7.2, 3.1)
    tw = meas(doc["title"], "B", 12)
    title_ops = [("r", 105 - tw / 2 - 10, 46, tw + 20, 11, (0.93, 0.97, 0.92), BLACK, 0.7, "stadium"),
                 ("t", 105 - tw / 2, 53.4, doc["title"] + " ", "B", 12, BLACK),
                 ("t", 14, 60.5, "DÉBUT \u2193 ", "B", 7, GREY)]
    pages[0]["ops"] = shift(hd.ops, 14, 8) + shift(tm.ops, 122, 8) + title_ops + pages[0]["ops"]
    pages[0]["vals"] = hd.vals + tm.vals + pages[0]["vals"]
    for k, p in enumerate(pages):
        if k:
            sh = fit_lines(doc["short"] + [" \u2014 logigramme (suite)"], 180, meas, "I", 8)
            p["ops"].append(("t", 14, 14, sh[0][0] + " ", "I", sh[0][2], GREY))
            p["ops"].append(("l", 14, 16.5, 196, 16.5, 0.3, GREY))
            p["vals"] += sh[0][1]
        ft = fit_lines(doc["foot"] + [" \u2014 logigramme, étape %d sur %d" % (k + 1, n)], 182, meas, "R", 7)
        yy = 283
        p["ops"].append(("l", 14, 279, 196, 279, 0.3, GREY))
        for t, v, sz in ft[:2]:
            p["ops"].append(("t", 14, yy, t + " ", "R", sz, GREY))
            p["vals"] += v
            yy += 3.2
        # swim-lane rule on the left edge
        p["ops"].insert(0, ("r", 6, 20, 5, 255, (0.86, 0.92, 0.98), None, 0))
    for p in pages:
        pdf.add_page()
        for o in p["ops"]:
            if o[0] == "t":
                pdf.set_text_color(*[int(c * 255) for c in o[6]])
                pdf.set_font("BCFree", st[o[4]], o[5])
                pdf.text(o[1], o[2], o[3])
            elif o[0] == "l":
                pdf.set_draw_color(*[int(c * 255) for c in o[6]])
                pdf.set_line_width(o[5])
                pdf.line(o[1], o[2], o[3], o[4])
            elif o[0] == "r":
                fill, stroke = o[5], o[6]
                style = ("F" if fill else "") + ("D" if stroke else "")
                if fill:
                    pdf.set_fill_color(*[int(c * 255) for c in fill])
                if stroke:
                    pdf.set_draw_color(*[int(c * 255) for c in stroke])
                    pdf.set_line_width(o[7])
                shape = o[8] if len(o) > 8 else ""
                if shape == "circle":
                    pdf.ellipse(o[1], o[2], o[3], o[4], style=style or "D")
                elif shape == "stadium":
                    pdf.rect(o[1], o[2], o[3], o[4], style=style or "D", round_corners=True, corner_radius=o[4] / 2 - 0.1)
                else:
                    pdf.rect(o[1], o[2], o[3], o[4], style=style or "D")
            elif o[0] == "poly":
                fill, stroke = o[2], o[3]
                if fill:
                    pdf.set_fill_color(*[int(c * 255) for c in fill])
                if stroke:
                    pdf.set_draw_color(*[int(c * 255) for c in stroke])
                    pdf.set_line_width(0.5)
                pdf.polygon(o[1], style=("F" if fill else "") + ("D" if stroke else ""))
    return bytes(pdf.output()), [p["vals"] for p in pages]


# ====================================================================== 3 PyMuPDF: register / ledger page
def render_register(doc: dict, scale: float = 1.0):
    import pymupdf
    fontfiles = {"M": DEJAVU + "DejaVuSansMono.ttf", "I": DEJAVU + "DejaVuSerif-Italic.ttf",
                 "B": DEJAVU + "DejaVuSans-Bold.ttf", "R": DEJAVU + "DejaVuSerif.ttf"}
    fobj = {k: pymupdf.Font(fontfile=v) for k, v in fontfiles.items()}

    def meas(t, font, size):
        return fobj[font].text_length(t, fontsize=size) * 0.3528

    R = 5.0 * scale   # ruling
    FS = 7.6 * scale
    C_NO, C_RUB, C_INS, C_VISA, C_END = 12.0, 23.0, 66.0, 182.0, 198.0

    def columns(pi):
        return [(0, 62 if pi == 0 else 34, 210, 279)]

    counter = {"n": 0}

    def row(rub_run, ins_run, numbered=True, rub_font="I", ins_font="M", visa="vu"):
        rub = fit_lines(rub_run, C_INS - C_RUB - 2, meas, rub_font, FS - 0.6) if rub_run else []
        ins = fit_lines(ins_run, C_VISA - C_INS - 3, meas, ins_font, FS)
        n = max(len(rub), len(ins), 1)
        ops, vals = [], []
        if numbered:
            counter["n"] += 1
            ops.append(("t", C_NO + 1, R - 1.2, "%03d " % counter["n"], "M", FS - 1, RED))
            ops.append(("t", C_VISA + 3, R * n - 1.2, visa + " ", "I", FS - 1, BLUE))
        for j, (t, v, sz) in enumerate(rub):
            ops.append(("t", C_RUB + 1, R * (j + 1) - 1.2, t + " ", rub_font, sz, GREY))
            vals += v
        for j, (t, v, sz) in enumerate(ins):
            ops.append(("t", C_INS + 1.5, R * (j + 1) - 1.2, t + " ", ins_font, sz, BLACK))
            vals += v
        return Unit(R * n, ops, vals)

    def units(b):
        kind = b[0]
        if kind == "h":
            tw = meas(b[1].upper(), "B", FS)
            x = C_INS + (C_VISA - C_INS - tw) / 2
            return [Unit(R * 2, [("t", x, R * 2 - 1.2, b[1].upper() + " ", "B", FS, BLACK),
                                 ("l", x, R * 2 - 0.6, x + tw, R * 2 - 0.6, 0.4, BLACK),
                                 ("l", x, R * 2 - 0.1, x + tw, R * 2 - 0.1, 0.4, BLACK)])]
        if kind == "p":
            return [row(["Observation"], b[1], ins_font="R")]
        if kind == "kv":
            return [row([label], run) for label, run in b[1]]
        if kind == "tab":
            heads = b[1]
            out = []
            for r in b[2]:
                ins = []
                for h, cell in zip(heads[1:], r[1:]):
                    if ins:
                        ins.append(" ; ")
                    ins += [h + " = "] + cell
                out.append(row(r[0], ins, rub_font="B"))
            return out
        if kind == "sig":
            ins = []
            for run in b[1]:
                if ins:
                    ins.append(" / ")
                ins += run
            return [row(["Signature"], ins, ins_font="I", visa="sig.")]
        return []

    pg = Pager(columns)

    def place_block(b):
        us = units(b)
        for k, u in enumerate(us):
            pg.place(u, keep_with_next=(us[1].h if k == 0 and len(us) > 1 and b[0] == "h" else 0))
    _plan(doc, place_block, pg)
    pages = pg.pages
    n = len(pages)
    hd = _runs_units(doc["head"], 110, meas, "R", 7, 3.1)
    tm = _runs_units(doc["team"], 70, meas, "I", 6.8, 3.0)
    pages[0]["ops"] = shift(hd.ops, 12, 8) + shift(tm.ops, 128, 8) + pages[0]["ops"]
    pages[0]["vals"] = hd.vals + tm.vals + pages[0]["vals"]
    pages[0]["ops"].append(("t", 12, 50, "REGISTRE \u2014 " + doc["title"].upper() + " ", "B", 10.5, BLACK))
    doc_ = pymupdf.open()
    for k, p in enumerate(pages):
        top = p["cols"][0][1]
        page = doc_.new_page(width=595.28, height=841.89)
        mm = 72 / 25.4
        page.draw_rect(pymupdf.Rect(0, 0, 595.28, 841.89), color=None, fill=(0.955, 0.975, 0.94))
        y = top
        while y <= 279.01:
            page.draw_line((C_NO * mm, y * mm), (C_END * mm, y * mm), color=(0.68, 0.82, 0.68), width=0.4)
            y += R
        for x in (C_NO, C_RUB, C_INS, C_VISA, C_END):
            for dx in (0, 0.7):
                page.draw_line(((x + dx) * mm, (top - 5) * mm), ((x + dx) * mm, 279 * mm), color=RED, width=0.45)
        page.draw_line((C_NO * mm, (top - 5) * mm), (C_END * mm, (top - 5) * mm), color=RED, width=0.6)
        caps = [("N°", C_NO + 1.5), ("Rubrique", C_RUB + 1.5), ("Inscription", C_INS + 1.5), ("Visa", C_VISA + 1.5)]
        ops = [("t", x, top - 1.4, c + " ", "B", 6.8, RED) for c, x in caps]
        ops.append(("t", 170, 14 if k else 50, "Folio %d/%d " % (k + 1, n), "I", 9, RED))
        if k:
            sh = fit_lines(doc["short"] + [" \u2014 registre (report du folio %d)" % k], 150, meas, "I", 7.4)
            ops.append(("t", 12, 14, sh[0][0] + " ", "I", sh[0][2], GREY))
            p["vals"] += sh[0][1]
            ops.append(("t", 12, 22, doc["title"] + " (suite) ", "B", 9, BLACK))
        ft = fit_lines(doc["foot"] + [" \u2014 registre, folio %d/%d" % (k + 1, n)], 184, meas, "R", 6.6)
        yy = 285
        for t, v, sz in ft[:2]:
            ops.append(("t", 12, yy, t + " ", "R", sz, GREY))
            p["vals"] += v
            yy += 3
        for o in p["ops"] + ops:
            if o[0] == "t":
                page.insert_text((o[1] * mm, o[2] * mm), o[3], fontsize=o[5], fontname="BC" + o[4],
                                 fontfile=fontfiles[o[4]], color=o[6])
            elif o[0] == "l":
                page.draw_line((o[1] * mm, o[2] * mm), (o[3] * mm, o[4] * mm), color=o[6], width=o[5])
    doc_.set_metadata({"title": doc["title"], "author": "", "creator": "", "producer": "PyMuPDF",
                       "creationDate": "", "modDate": ""})
    doc_.subset_fonts()
    out = doc_.tobytes(garbage=3, deflate=True, no_new_id=True)
    return out, [p["vals"] for p in pages]


# ====================================================================== 0 pydyf: three-phase check-list columns
def render_checklist(doc: dict, scale: float = 1.0):
    import pydyf
    from reportlab.pdfbase import pdfmetrics
    fonts = {"R": "Times-Roman", "B": "Times-Bold", "I": "Times-Italic"}

    def meas(t, font, size):
        return pdfmetrics.stringWidth(t, fonts[font], size) * 0.3528

    W, H = 297.0, 210.0
    FS = 8.2 * scale
    L = 3.6 * scale
    CW = 86.0
    COLS = [14.0, 105.5, 197.0]
    PH = ["A \u2014 AVANT", "B \u2014 PENDANT", "C \u2014 APRÈS"]

    def columns(pi):
        t = 50 if pi == 0 else 30
        return [(x, t, CW, 196) for x in COLS]

    def tick(x, y, checked=True):
        ops = [("r", x, y - 2.6, 2.8, 2.8, None, BLACK, 0.4)]
        if checked:
            ops += [("l", x + 0.4, y - 2.2, x + 2.4, y - 0.2, 0.6, BLUE), ("l", x + 2.4, y - 2.2, x + 0.4, y - 0.2, 0.6, BLUE)]
        return ops

    def units(b):
        kind = b[0]
        if kind == "h":
            return [Unit(7, [("r", 0, 1, CW, 5, (0.85, 0.88, 0.93), None, 0), ("t", 1.5, 4.9, b[1].upper() + " ", "B", FS - 0.4, BLACK)])]
        if kind == "p":
            lines = fit_lines(b[1], CW - 3, meas, "R", FS)
            out = []
            for k in range(0, len(lines), 4):
                chunk = lines[k:k + 4]
                ops = [("t", 1.5, L * (j + 1), t + " ", "R", sz, BLACK) for j, (t, v, sz) in enumerate(chunk)]
                out.append(Unit(L * len(chunk) + 1, ops, [x for c in chunk for x in c[1]]))
            return out
        if kind == "kv":
            out = []
            for label, run in b[1]:
                lab = fit_lines([label], CW - 26, meas, "B", FS - 0.8)
                val = fit_lines(run, CW - 8, meas, "R", FS)
                ops = tick(0.5, L)
                ops += [("t", 5, L * (j + 1), t + " ", "B", sz, BLACK) for j, (t, v, sz) in enumerate(lab)]
                ops += [("t", CW - 19.5, L, "oui ", "I", 6.5, GREY)] + tick(CW - 15.5, L, True)
                ops += [("t", CW - 11.5, L, "non ", "I", 6.5, GREY)] + tick(CW - 6.8, L, False)
                y0 = L * len(lab)
                ops += [("t", 8, y0 + L * (j + 1), t + " ", "R", sz, BLUE) for j, (t, v, sz) in enumerate(val)]
                h = y0 + L * len(val) + 1.6
                ops.append(("l", 0, h - 0.5, CW, h - 0.5, 0.15, GREY))
                out.append(Unit(h, ops, [x for c in lab + val for x in c[1]]))
            return out
        if kind == "tab":
            heads = b[1]
            out = [Unit(L + 1, [("t", 1.5, L, " / ".join(heads) + " ", "I", FS - 1.5, GREY)])]
            for r in b[2]:
                first = fit_lines(r[0], CW - 6, meas, "B", FS - 0.4)
                rest = []
                for h, cell in zip(heads[1:], r[1:]):
                    if rest:
                        rest.append(" \u00b7 ")
                    rest += [h + " : "] + cell
                more = fit_lines(rest, CW - 8, meas, "R", FS - 0.6)
                ops = tick(0.5, L)
                ops += [("t", 5, L * (j + 1), t + " ", "B", sz, BLACK) for j, (t, v, sz) in enumerate(first)]
                ops += [("t", 8, L * (len(first) + j + 1), t + " ", "R", sz, BLACK) for j, (t, v, sz) in enumerate(more)]
                h = L * (len(first) + len(more)) + 1.4
                out.append(Unit(h, ops, [x for c in first + more for x in c[1]]))
            return out
        if kind == "sig":
            lines = []
            for run in b[1]:
                lines += fit_lines(run, CW - 8, meas, "I", FS)
            h = L * len(lines) + 8
            ops = [("r", 0.5, 1, CW - 1, h - 2, None, BLACK, 0.5), ("t", 3, 4.6, "VISA DE L'ÉQUIPE ", "B", 6.5, GREY)]
            ops += [("t", 4, 5 + L * (j + 1), t + " ", "I", sz, BLACK) for j, (t, v, sz) in enumerate(lines)]
            return [Unit(h, ops, [x for c in lines for x in c[1]])]
        return []

    pg = Pager(columns)
    pg.break_to_column = True

    def place_block(b):
        us = units(b)
        for k, u in enumerate(us):
            pg.place(u, keep_with_next=(us[1].h if k == 0 and len(us) > 1 else 0))
    _plan(doc, place_block, pg)
    pages = pg.pages
    n = len(pages)
    hd = _runs_units(doc["head"], 130, meas, "R", 7.4, 3.0)
    tm = _runs_units(doc["team"], 110, meas, "I", 7.2, 3.0)
    pages[0]["ops"] = shift(hd.ops, 14, 6) + shift(tm.ops, 172, 6) + pages[0]["ops"]
    pages[0]["vals"] = hd.vals + tm.vals + pages[0]["vals"]
    for k, p in enumerate(pages):
        t = p["cols"][0][1]
        ops = []
        if k == 0:
            ops += [("r", 14, 33, 269, 7.5, (0.12, 0.2, 0.38), None, 0),
                    ("t", 17, 38.3, "CHECK-LIST \u2014 " + doc["title"].upper() + " ", "B", 11, (1, 1, 1))]
        else:
            sh = fit_lines(doc["short"] + [" \u2014 check-list (suite)"], 200, meas, "I", 8)
            ops.append(("t", 14, 14, sh[0][0] + " ", "I", sh[0][2], GREY))
            p["vals"] += sh[0][1]
        for j, x in enumerate(COLS):
            ops += [("r", x, t - 8, CW, 6, (0.12, 0.2, 0.38), None, 0),
                    ("t", x + 2, t - 3.8, PH[j] + " ", "B", 8, (1, 1, 1)),
                    ("t", x + CW - 38, t - 3.8, "cocher oui / non ", "I", 6.5, (1, 1, 1))]
            if j:
                ops.append(("l", x - 2.75, t - 8, x - 2.75, 197, 0.3, GREY))
        ft = fit_lines(doc["foot"] + [" \u2014 check-list %d/%d" % (k + 1, n)], 268, meas, "R", 7)
        yy = 202
        ops.append(("l", 14, 199, 283, 199, 0.3, GREY))
        for tt, v, sz in ft[:2]:
            ops.append(("t", 14, yy, tt + " ", "R", sz, GREY))
            p["vals"] += v
            yy += 3
        p["ops"] = ops + p["ops"]

    pdf = pydyf.PDF()
    font_refs = {}
    for key, base in fonts.items():
        f = pydyf.Dictionary({"Type": "/Font", "Subtype": "/Type1", "BaseFont": "/" + base, "Encoding": "/WinAnsiEncoding"})
        pdf.add_object(f)
        font_refs["F" + key] = f.reference
    res = pydyf.Dictionary({"Font": pydyf.Dictionary(font_refs)})
    pdf.add_object(res)
    mm = 72 / 25.4

    def Y(y):
        return (H - y) * mm

    def num(v):
        return ("%.3f" % v).rstrip("0").rstrip(".").encode()
    for p in pages:
        s = pydyf.Stream()
        for o in p["ops"]:
            if o[0] == "t":
                enc = o[3].encode("cp1252")
                s.set_color_rgb(*o[6])
                s.begin_text()
                s.set_font_size("F" + o[4], o[5])
                s.set_text_matrix(1, 0, 0, 1, num(o[1] * mm), num(Y(o[2])))
                s.stream.append(b"<" + enc.hex().encode() + b"> Tj")
                s.end_text()
            elif o[0] == "l":
                s.set_color_rgb(*o[6], stroke=True)
                s.set_line_width(o[5])
                s.move_to(num(o[1] * mm), num(Y(o[2])))
                s.line_to(num(o[3] * mm), num(Y(o[4])))
                s.stroke()
            elif o[0] == "r":
                fill, stroke = o[5], o[6]
                if fill:
                    s.set_color_rgb(*fill)
                if stroke:
                    s.set_color_rgb(*stroke, stroke=True)
                    s.set_line_width(o[7])
                s.rectangle(num(o[1] * mm), num(Y(o[2] + o[4])), num(o[3] * mm), num(o[4] * mm))
                if fill and stroke:
                    s.fill_and_stroke()
                elif fill:
                    s.fill()
                else:
                    s.stroke()
        pdf.add_object(s)
        page = pydyf.Dictionary({"Type": "/Page", "Parent": pdf.pages.reference,
                                 "MediaBox": pydyf.Array([0, 0, num(W * mm), num(H * mm)]),
                                 "Contents": s.reference, "Resources": res.reference})
        pdf.add_page(page)
    pdf.info["Title"] = pydyf.String(doc["title"])
    pdf.info["Producer"] = pydyf.String("pydyf 0.13.0")
    buf = io.BytesIO()
    pdf.write(buf, identifier=b"corpus-bc-%03d" % doc["num"])
    return buf.getvalue(), [p["vals"] for p in pages]


RENDERERS = {"checklist": render_checklist, "bristol": render_bristol, "flowchart": render_flowchart,
             "register": render_register}
