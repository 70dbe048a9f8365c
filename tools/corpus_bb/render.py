"""The four layouts of corpus BB. Each renderer returns (pdf bytes, [values of page 0, values of page 1, ...]).

All four use layout.Flow with the real advances of the writer's fonts; every drawn string ends with a space so
that pypdf never glues two strings.
"""
from __future__ import annotations

import io

from .ids import JOURS, MOIS
from .layout import PT, Flow, add_chrome, chrome_run, table_runs
from .model import D, R, V, run_values

DEJAVU = "/usr/share/fonts/truetype/dejavu/"
CARLITO = "/usr/share/fonts/truetype/crosextra/"
FREE = "/usr/share/fonts/truetype/freefont/"
TEAL = (0.05, 0.38, 0.42)
GREY = (0.35, 0.35, 0.35)


def section_order(doc, planned):
    """Sections with a flag 'start a new page before it' (1 page = all, 2 = [1][2+3], 3 = [1][2][3])."""
    secs = doc["sections"]
    brk = {1: set(), 2: {1}, 3: {1, 2}}[planned]
    return [(k in brk, s) for k, s in enumerate(secs)]


def fresh(f: Flow) -> bool:
    return f.ci == 0 and f.y <= f.top + 0.01


# ================================================================== 1: ReportLab tri-fold leaflet
def _tri_blocks(f: Flow, blocks):
    for b in blocks:
        k = b[0]
        if k == "h":
            f.need(16)
            f.y += 2.5
            f.op("rect", f.x - 1, f.y, f.w + 2, 6.2, TEAL, None, 0)
            f.text(f.x + 1, f.y + 4.4, b[1].upper() + " ", [], "b", 9, (1, 1, 1))
            f.y += 8.5
        elif k == "p":
            for t, v in f.wrap(b[1], f.w, "r", 8.6):
                f.need(4.3)
                f.y += 4.2
                f.text(f.x, f.y, t + " ", v, "r", 8.6)
            f.y += 1.5
        elif k == "kv":
            for label, run in b[1]:
                lines = f.wrap(run, f.w - 3, "b", 8.6)
                f.need(3.4 + 4.1 * len(lines) + 1.5)
                f.y += 3.3
                f.text(f.x, f.y, label.upper() + " ", [], "i", 6.6, GREY)
                for t, v in lines:
                    f.y += 4.0
                    f.text(f.x + 3, f.y, t + " ", v, "b", f.fit(t, f.w - 3, "b", 8.6))
                f.y += 1.3
                f.op("l", f.x, f.y, f.x + f.w, f.y, (0.7, 0.7, 0.7), 0.3, [0.6, 1.2])
            f.y += 2
        elif k == "tab":
            for run in table_runs(b):
                lines = f.wrap(run, f.w - 5, "r", 8)
                h = 3.9 * len(lines) + 2.2
                f.need(h + 1.5)
                f.op("rect", f.x, f.y + 0.6, 1.2, h, TEAL, None, 0)
                f.op("rect", f.x, f.y + 0.6, f.w, h, None, (0.6, 0.7, 0.7), 0)
                for t, v in lines:
                    f.y += 3.9
                    f.text(f.x + 3, f.y, t + " ", v, "r", 8)
                f.y += 3.4
            f.y += 1.5
        elif k == "sig":
            f.need(16)
            f.y += 3
            for run in b[1]:
                for t, v in f.wrap(run, f.w * 0.7, "i", 8.6):
                    f.y += 4.2
                    f.text(f.x + f.w * 0.3, f.y, t + " ", v, "i", 8.6)


def render_reportlab(doc: dict, planned: int):
    from reportlab.lib.pagesizes import A4, landscape
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas
    fonts = {"r": "BBCarlito", "b": "BBCarlitoB", "i": "BBCarlitoI"}
    for name, file in (("BBCarlito", "Carlito-Regular.ttf"), ("BBCarlitoB", "Carlito-Bold.ttf"), ("BBCarlitoI", "Carlito-Italic.ttf")):
        try:
            pdfmetrics.getFont(name)
        except KeyError:
            pdfmetrics.registerFont(TTFont(name, CARLITO + file))

    def meas(t, font, size):
        return pdfmetrics.stringWidth(t, fonts[font], size) * PT

    W, H = 297.0, 210.0
    panel = [(p * 99 + 7, 16, 85, 186) for p in range(3)]
    f = Flow(meas, lambda pg: panel[:2] if pg == 0 else panel)
    for brk, sec in section_order(doc, planned):
        if brk and not fresh(f):
            f.new_page()
        _tri_blocks(f, sec)

    def chrome(k, n):
        ops, vals = [], []
        for x in (99, 198):  # fold lines and fold marks
            ops += [("l", x, 9, x, 201, (0.55, 0.55, 0.55), 0.3, [2, 2]), ("l", x, 0, x, 5, (0, 0, 0), 0.5, None),
                    ("l", x, 205, x, 210, (0, 0, 0), 0.5, None)]
        ops.append(("t", 100.5, 8, "pli ", "i", 5.5, GREY))
        o, v, _ = chrome_run(f, R(*doc["foot"], " - dépliant %d/%d" % (k + 1, n)), 106, 193, 85, "r", 6.4, GREY, "c")
        ops += o
        vals += v
        if k == 0:  # the cover panel (right-hand volet)
            ops.append(("rect", 202, 10, 91, 56, TEAL, None, 2))
            y = 16.5
            for run in doc["head"]:
                o, v, y = chrome_run(f, run, 205, y, 85, "r", 7.2, (1, 1, 1))
                ops += o
                vals += v
            ops.append(("circle", 247.5, 82, 9, TEAL))
            ops.append(("t", 241.5, 84, "bb ", "b", 11, (1, 1, 1)))
            o, v, y = chrome_run(f, R(doc["title"]), 205, 104, 85, "b", 15, TEAL, "c")
            ops += o
            o, v2, y = chrome_run(f, doc["short"], 205, y + 3, 85, "r", 8.5, (0, 0, 0), "c")
            ops += o
            vals += v2
            y += 6
            ops.append(("t", 205, y, "VOTRE ÉQUIPE ", "b", 8, TEAL))
            y += 5
            for run in doc["team"]:
                o, v, y = chrome_run(f, run, 205, y, 85, "r", 7.4, (0.1, 0.1, 0.1))
                ops += o
                vals += v
                y += 1
        return ops, vals

    add_chrome(f, chrome)
    buf = io.BytesIO()
    cv = canvas.Canvas(buf, pagesize=landscape(A4), invariant=1)
    cv.setTitle(doc["title"])
    cv.setAuthor("Service de communication")
    mm = 72 / 25.4
    Hpt = landscape(A4)[1]
    for p in f.pages:
        for o in p["ops"]:
            if o[0] == "t":
                cv.setFillColorRGB(*o[6])
                cv.setFont(fonts[o[4]], o[5])
                cv.drawString(o[1] * mm, Hpt - o[2] * mm, o[3])
            elif o[0] == "l":
                cv.setStrokeColorRGB(*o[5])
                cv.setLineWidth(o[6])
                cv.setDash(*(o[7] and [[d * mm for d in o[7]], 0] or [[], 0]))
                cv.line(o[1] * mm, Hpt - o[2] * mm, o[3] * mm, Hpt - o[4] * mm)
                cv.setDash([], 0)
            elif o[0] == "rect":
                x, y, w, h, fill, stroke, rad = o[1:]
                if fill:
                    cv.setFillColorRGB(*fill)
                if stroke:
                    cv.setStrokeColorRGB(*stroke)
                    cv.setLineWidth(0.4)
                cv.roundRect(x * mm, Hpt - (y + h) * mm, w * mm, h * mm, rad * mm, stroke=1 if stroke else 0, fill=1 if fill else 0)
            elif o[0] == "circle":
                cv.setFillColorRGB(*o[4])
                cv.circle(o[1] * mm, Hpt - o[2] * mm, o[3] * mm, stroke=0, fill=1)
        cv.showPage()
    cv.save()
    return buf.getvalue(), [p["vals"] for p in f.pages]


# ================================================================== 2: fpdf2 e-mail printout with quoted replies
def _mail_blocks(f: Flow, blocks, prefix="", color=(0, 0, 0)):
    def line(t, v, font="r", size=9.2, dx=0.0):
        f.need(4.6)
        f.y += 4.5
        if prefix:
            f.text(f.x, f.y, prefix, [], "r", size, (0.45, 0.45, 0.55))
        f.text(f.x + pw + dx, f.y, t + " ", v, font, f.fit(t, f.w - pw - dx, font, size), color)

    pw = f.m(prefix + " ", "r", 9.2) if prefix else 0.0
    for b in blocks:
        k = b[0]
        if k == "h":
            f.need(12)
            f.y += 2
            line("*" + b[1] + "*", [], "b")
        elif k == "p":
            for t, v in f.wrap(b[1], f.w - pw, "r", 9.2):
                line(t, v)
            f.y += 1.5
        elif k == "kv":
            for label, run in b[1]:
                for t, v in f.wrap(R(label + " : ", *run), f.w - pw, "r", 9.2):
                    line(t, v)
            f.y += 1.5
        elif k == "tab":
            for run in table_runs(b):
                for j, (t, v) in enumerate(f.wrap(R("- ", *run), f.w - pw - 3, "r", 9.2)):
                    line(t, v, dx=0 if j == 0 else 3)
            f.y += 1.5
        elif k == "sig":
            f.y += 2
            for run in b[1]:
                for t, v in f.wrap(run, f.w - pw, "r", 9.2):
                    line(t, v)


def render_fpdf(doc: dict, planned: int):
    import datetime as _dt

    from fpdf import FPDF
    c = doc["ctx"]
    pdf = FPDF(format="A4", unit="mm")
    pdf.set_auto_page_break(False)
    pdf.add_font("BBFree", "", FREE + "FreeSans.ttf")
    pdf.add_font("BBFree", "B", FREE + "FreeSansBold.ttf")
    pdf.add_font("BBFree", "I", FREE + "FreeSansOblique.ttf")
    pdf.set_creation_date(_dt.datetime(2025, 1, 1, tzinfo=_dt.timezone.utc))
    pdf.set_title(doc["title"])
    st = {"r": "", "b": "B", "i": "I"}

    def meas(t, font, size):
        pdf.set_font("BBFree", st[font], size)
        return pdf.get_string_width(t)

    f = Flow(meas, lambda pg: [(20, 24, 170, 276)])
    en = c.i % 2 == 1
    fn, ln, _ = c.docs[0]
    d0, d1 = c.d[3], c.d[0]
    # the message header block
    f.y += 4
    for t, v in f.wrap(R("Objet : " if not en else "Subject: ", doc["title"], " - ", c.nom_v(0), " ", c.first_v(0)), 170, "b", 12.5):
        f.y += 5.6
        f.text(20, f.y, t + " ", v, "b", 12.5)
    f.y += 3
    hdr = [("De" if not en else "From", R(c.doc_run(0, 3), " <", V("EMAIL", c.doc_email), ">")),
           ("À" if not en else "To", R("Dr ", V("PRENOM", c.gp[0], "medecin"), " ", V("NOM", c.gp[1].upper(), "medecin"), " <", V("EMAIL", c.gp_email), ">")),
           ("Cc", R(V("EMAIL", c.sec_email))),
           ("Date" if not en else "Sent", R(D("%s %d %s %d" % (JOURS[d0.weekday()], d0.day, MOIS[d0.month - 1], d0.year)), " 10:42")),
           ("Pièce jointe" if not en else "Attachment", R("CR_%s.pdf (212 Ko)" % doc["shape"]))]
    y0 = f.y
    for label, run in hdr:
        lines = f.wrap(run, 140, "r", 9)
        for j, (t, v) in enumerate(lines):
            f.y += 4.4
            if j == 0:
                f.text(20, f.y, label + " : ", [], "b", 9, GREY)
            f.text(48, f.y, t + " ", v, "r", f.fit(t, 140, "r", 9))
    f.op("rect", 18, y0 + 0.5, 174, f.y - y0 + 2.5, None, (0.6, 0.6, 0.6), 0)
    f.y += 7
    f.text(20, f.y, ("Cher confrère, " if not en else "Dear colleague, "), [], "r", 9.2)
    f.y += 2
    order = section_order(doc, planned)
    # the reply carries sections 2 and 3, the quoted original message section 1 (identity); planned pages:
    # 1 = all together, 2 = [reply][quote], 3 = [section 2][section 3][quote]
    for brk, sec in [(False, order[1][1]), (planned == 3, order[2][1])]:
        if brk and not fresh(f):
            f.new_page()
        _mail_blocks(f, sec)
    f.y += 3
    for t, v in f.wrap(R("-- "), 170, "r", 8):
        f.y += 4
        f.text(20, f.y, t + " ", v, "r", 8, GREY)
    for run in doc["head"]:
        for t, v in f.wrap(run, 170, "r", 7.8):
            f.need(4)
            f.y += 3.8
            f.text(20, f.y, t + " ", v, "r", 7.8, GREY)
    f.y += 5
    if planned >= 2 and not fresh(f):
        f.new_page()
    f.need(20)
    att = R("Le ", D("%02d/%02d/%d" % (d1.day, d1.month, d1.year)), " à 09:14, ", V("EMAIL", c.sec_email), " a écrit :")
    for t, v in f.wrap(att, 170, "i", 9):
        f.y += 4.5
        f.text(20, f.y, t + " ", v, "i", 9, GREY)
    _mail_blocks(f, order[0][1], ">", (0.2, 0.2, 0.45))
    f.y += 2
    _mail_blocks(f, [("p", R("Équipe du service :"))] + [("p", run) for run in doc["team"]], ">>", (0.35, 0.2, 0.2))

    def chrome(k, n):
        ops = [("t", 20, 12, "Webmail MSSanté - impression du message ", "r", 7.5, GREY),
               ("t", 172, 12, "%d / %d " % (k + 1, n), "r", 7.5, GREY),
               ("l", 20, 14.5, 190, 14.5, (0.5, 0.5, 0.5), 0.3, None),
               ("t", 20, 288, "https://webmail.mssante.example/lecture?dossier=courant&vue=impression ", "r", 6.8, GREY),
               ("t", 180, 288, "p. %d " % (k + 1), "r", 6.8, GREY)]
        return ops, []

    add_chrome(f, chrome)
    for p in f.pages:
        pdf.add_page()
        for o in p["ops"]:
            if o[0] == "t":
                pdf.set_font("BBFree", st[o[4]], o[5])
                pdf.set_text_color(*[int(255 * x) for x in o[6]])
                pdf.text(o[1], o[2], o[3])
            elif o[0] == "l":
                pdf.set_draw_color(*[int(255 * x) for x in o[5]])
                pdf.set_line_width(o[6])
                pdf.line(o[1], o[2], o[3], o[4])
            elif o[0] == "rect":
                pdf.set_draw_color(150, 150, 150)
                pdf.set_line_width(0.3)
                pdf.rect(o[1], o[2], o[3], o[4], style="D")
    return bytes(pdf.output()), [p["vals"] for p in f.pages]


# ================================================================== 3: PyMuPDF secure-messaging chat transcript
def render_pymupdf(doc: dict, planned: int):
    import pymupdf
    c = doc["ctx"]
    files = {"r": CARLITO + "Carlito-Regular.ttf", "b": CARLITO + "Carlito-Bold.ttf", "i": CARLITO + "Carlito-Italic.ttf"}
    fobj = {k: pymupdf.Font(fontfile=v) for k, v in files.items()}

    def meas(t, font, size):
        return fobj[font].text_length(t, fontsize=size) * PT

    f = Flow(meas, lambda pg: [(16, 30, 178, 278)])
    # system card with the letterhead, then the participants
    for title, runs in (("Conversation ouverte par", doc["head"]), ("Participants", doc["team"])):
        lines = [(title + " :", [], "b")] + [(t, v, "r") for run in runs for t, v in f.wrap(run, 140, "r", 7.4)]
        h = 3.6 * len(lines) + 3
        f.need(h + 2)
        f.op("rect", 30, f.y + 1, 150, h, (0.93, 0.93, 0.9), None, 2)
        for t, v, ft in lines:
            f.y += 3.6
            f.text(30 + (150 - f.m(t, ft, 7.4)) / 2, f.y, t + " ", v, ft, f.fit(t, 140, ft, 7.4), GREY)
        f.y += 6
    senders = [c.doc_run(0, 0), R("IDE ", V("PRENOM", c.nurse[0], "soignant"), " ", V("NOM", c.nurse[1].upper(), "soignant")),
               c.doc_run(1, 2)]
    minute = 9 * 60 + 2
    turn = 0
    for si, (brk, sec) in enumerate(section_order(doc, planned)):
        if brk and not fresh(f):
            f.new_page()
        d = c.d[si * 2]
        sep = R("— ", D("%s %d %s %d" % (JOURS[d.weekday()], d.day, MOIS[d.month - 1], d.year)), " —")
        f.need(10)
        f.y += 6
        t, v = f.wrap(sep, 178, "i", 7.5)[0]
        f.text(16 + (178 - f.m(t, "i", 7.5)) / 2, f.y, t + " ", v, "i", 7.5, GREY)
        f.y += 2
        pending = None
        for b in sec:
            if b[0] == "h":
                pending = b[1]
                continue
            runs = []
            if pending:
                runs.append(("b", R(pending.upper())))
                pending = None
            if b[0] == "p":
                runs.append(("r", b[1]))
            elif b[0] == "kv":
                runs += [("r", R(label + " : ", *run)) for label, run in b[1]]
            elif b[0] == "tab":
                runs += [("r", R("• ", *run)) for run in table_runs(b)]
            elif b[0] == "sig":
                runs += [("i", run) for run in b[1]]
            right = turn % 2 == 1
            who = senders[turn % 3]
            turn += 1
            minute += 3 + turn % 5
            lines = [(t, v, ft) for ft, run in runs for t, v in f.wrap(run, 112, ft, 8.6)]
            bw = min(120, max(f.m(t, ft, 8.6) for t, v, ft in lines) + 8)
            bx = 194 - bw if right else 16
            # sender line
            f.need(14)
            f.y += 4.5
            head = R(*who, " · %02d:%02d" % (minute // 60, minute % 60))
            t, v = f.wrap(head, 150, "b", 7)[0]
            f.text(bx + (bw - f.m(t, "b", 7) if right else 0), f.y, t + " ", v, "b", 7, TEAL if right else GREY)
            f.y += 0.8
            while lines:  # a bubble taller than the room left is continued on the next page
                room = int((f.bottom - f.y - 3) // 4.3)
                if room < 1:
                    f.new_page()
                    continue
                chunk, lines = lines[:room], lines[room:]
                h = 4.3 * len(chunk) + 3
                f.op("rect", bx, f.y, bw, h, (0.85, 0.92, 0.97) if right else (0.92, 0.92, 0.92), None, 3)
                for t, v, ft in chunk:
                    f.y += 4.3
                    f.text(bx + 4, f.y, t + " ", v, ft, f.fit(t, bw - 7, ft, 8.6))
                f.y += 3
                if lines:
                    f.new_page()
            f.text(bx + bw - 10 if right else bx + 1, f.y + 3, ("Lu " if right else "Reçu "), [], "i", 5.5, GREY)
            f.y += 3.5

    def chrome(k, n):
        ops = [("rect", 0, 0, 210, 20, (0.12, 0.2, 0.3), None, 0),
               ("t", 16, 8.5, "Messagerie instantanée sécurisée - fil de discussion ", "b", 9, (1, 1, 1))]
        o, v, _ = chrome_run(f, R("Dossier concerné : ", *doc["short"]), 16, 14.5, 178, "r", 8, (0.85, 0.9, 1))
        o2, _, _ = chrome_run(f, R("Export de la conversation - page %d sur %d" % (k + 1, n)), 16, 290, 178, "r", 6.8, GREY, "c")
        return ops + o + o2, v

    add_chrome(f, chrome)
    out = pymupdf.open()
    for p in f.pages:
        page = out.new_page(width=595.28, height=841.89)
        mm = 72 / 25.4
        for o in p["ops"]:
            if o[0] == "rect":
                x, y, w, h, fill, stroke, rad = o[1:]
                r = pymupdf.Rect(x * mm, y * mm, (x + w) * mm, (y + h) * mm)
                page.draw_rect(r, color=stroke, fill=fill, width=0.4 if stroke else 0,
                               radius=min(0.45, rad * mm / min(r.width, r.height)) if rad else None)
        for o in p["ops"]:
            if o[0] == "t":
                page.insert_text((o[1] * mm, o[2] * mm), o[3], fontname="bb" + o[4], fontfile=files[o[4]],
                                 fontsize=o[5], color=o[6])
    out.set_metadata({"title": doc["title"], "author": "", "subject": "", "keywords": "", "creator": "", "producer": "",
                      "creationDate": "", "modDate": ""})
    out.subset_fonts()
    data = out.tobytes(garbage=3, deflate=True, no_new_id=True)
    return data, [p["vals"] for p in f.pages]


# ================================================================== 0: pydyf thermal receipt roll (80 mm)
CHAR = 0.6  # Courier advance in em


def _tk_blocks(f: Flow, blocks):
    S = 7.2
    LH = 3.35

    def line(t, v, font="r", x=None, size=S, color=(0, 0, 0)):
        f.need(LH + 0.2)
        f.y += LH
        f.text(f.x if x is None else x, f.y, t + " ", v, font, size, color)

    def right(t, v, font="r"):
        s = f.fit(t, f.w, font, S)
        line(t, v, font, f.x + f.w - f.m(t, font, s), s)

    def kv(label, run, bold_label=True):
        lw = f.m(label + " ", "b", S)
        lines = f.wrap(run, f.w, "r", S)
        if len(lines) == 1 and lw + f.m(lines[0][0], "r", S) + 2 <= f.w:
            f.need(LH + 0.2)
            f.y += LH
            f.text(f.x, f.y, label + " ", [], "b" if bold_label else "r", S)
            t, v = lines[0]
            f.text(f.x + f.w - f.m(t, "r", S), f.y, t + " ", v, "r", S)
        else:
            line(label, [], "b" if bold_label else "r")
            for t, v in lines:
                right(t, v)

    for b in blocks:
        k = b[0]
        if k == "h":
            f.need(12)
            f.y += 2.5
            f.op("rect", f.x - 1, f.y, f.w + 2, 4.6, (0, 0, 0), None, 0)
            f.text(f.x + 1, f.y + 3.4, b[1].upper() + " ", [], "b", S, (1, 1, 1))
            f.y += 5.2
        elif k == "p":
            for t, v in f.wrap(b[1], f.w, "r", S):
                line(t, v)
        elif k == "kv":
            for label, run in b[1]:
                kv(label, run)
        elif k == "tab":
            for row in b[2]:
                line("# " + "".join(s.text if hasattr(s, "text") else s for s in row[0]), run_values(row[0]), "b")
                for h, cell in zip(b[1][1:], row[1:]):
                    kv("  " + h, cell, False)
        elif k == "sig":
            f.y += 2
            for run in b[1]:
                for t, v in f.wrap(run, f.w, "r", S):
                    line(t, v, "r", f.x + (f.w - f.m(t, "r", S)) / 2)
        f.need(3)
        f.y += 1.4
        f.op("l", f.x, f.y, f.x + f.w, f.y, (0, 0, 0), 0.25, [0.8, 0.8])
        f.y += 0.4


def _bars(code: str, x, y, w, h):
    """A drawn barcode (bars only) from the digits of a value; no text."""
    ops = []
    pattern = "".join("1011" if ch.isdigit() and int(ch) % 2 else "1101" if ch.isdigit() else "11" for ch in code) + "1"
    unit = w / (len(pattern) * 1.6)
    xx = x
    for j, bit in enumerate(pattern):
        bw = unit * (1.6 if j % 3 == 0 else 1.0)
        if bit == "1":
            ops.append(("rect", xx, y, bw * 0.8, h, (0, 0, 0), None, 0))
        xx += bw
    return ops


def render_pydyf(doc: dict, planned: int):
    import pydyf
    c = doc["ctx"]
    PW, PH = 80.0, 297.0
    fontname = {"r": "Courier", "b": "Courier-Bold", "i": "Courier-Oblique"}

    def meas(t, font, size):
        return len(t) * CHAR * size * PT

    f = Flow(meas, lambda pg: [(5, 30, 70, 282)])
    # receipt head: letterhead centred, title in reverse video
    for run in doc["head"]:
        for t, v in f.wrap(run, 70, "r", 6.4):
            s = f.fit(t, 70, "r", 6.4)
            f.y += 3
            f.text(5 + (70 - f.m(t, "r", s)) / 2, f.y, t + " ", v, "r", s)
    f.y += 2
    for t, v in f.wrap(R(doc["title"].upper()), 66, "b", 8):
        f.y += 3.8
        f.text(5 + (70 - f.m(t, "b", 8)) / 2, f.y, t + " ", v, "b", 8)
    f.y += 1.5
    f.op("l", 5, f.y, 75, f.y, (0, 0, 0), 0.6, None)
    f.y += 1
    for brk, sec in section_order(doc, planned):
        if brk and not fresh(f):
            f.new_page()
        _tk_blocks(f, sec)
    f.y += 2
    _tk_blocks(f, [("h", "Équipe"), ("p", R("Intervenants du séjour :"))] + [("p", run) for run in doc["team"]])
    f.need(6)
    f.y += 4
    f.text(5 + (70 - f.m("*** FIN DU TICKET ***", "b", 7)) / 2, f.y, "*** FIN DU TICKET *** ", [], "b", 7)

    def chrome(k, n):
        ops = _bars(c.ipp, 12, 5, 56, 11)
        o, v, _ = chrome_run(f, R(*doc["short"]), 5, 20.5, 70, "r", 6.4, (0, 0, 0), "c")
        o2, _, _ = chrome_run(f, R("ticket %d/%d - conserver avec le dossier" % (k + 1, n)), 5, 25, 70, "i", 6, GREY, "c")
        ops += o + o2 + [("l", 5, 27, 75, 27, (0, 0, 0), 0.25, [0.8, 0.8]),
                         ("l", 3, 290, 77, 290, (0.3, 0.3, 0.3), 0.25, [1.5, 1])]
        o3, _, _ = chrome_run(f, R("- - - découper ici - - -"), 5, 293.5, 70, "r", 5.8, GREY, "c")
        return ops + o3, v

    add_chrome(f, chrome)
    pdf = pydyf.PDF()
    fonts = {}
    for key, base in fontname.items():
        fo = pydyf.Dictionary({"Type": "/Font", "Subtype": "/Type1", "BaseFont": "/" + base,
                               "Encoding": "/WinAnsiEncoding"})
        pdf.add_object(fo)
        fonts["F" + key] = fo.reference
    res = pydyf.Dictionary({"Font": pydyf.Dictionary(fonts)})
    pdf.add_object(res)
    k = 72 / 25.4
    for p in f.pages:
        st = pydyf.Stream()
        for o in p["ops"]:
            if o[0] == "rect":
                st.set_color_rgb(*o[5])
                st.rectangle(o[1] * k, (PH - o[2] - o[4]) * k, o[3] * k, o[4] * k)
                st.fill()
            elif o[0] == "l":
                st.set_color_rgb(*o[5], stroke=True)
                st.set_line_width(o[6])
                st.set_dash(pydyf.Array([d * k for d in o[7]]) if o[7] else pydyf.Array([]), 0)
                st.move_to(o[1] * k, (PH - o[2]) * k)
                st.line_to(o[3] * k, (PH - o[4]) * k)
                st.stroke()
        for o in p["ops"]:
            if o[0] == "t":
                st.begin_text()
                st.set_color_rgb(*o[6])
                st.set_font_size("F" + o[4], o[5])
                st.set_text_matrix(1, 0, 0, 1, o[1] * k, (PH - o[2]) * k)
                st.stream.append(b"<" + o[3].encode("cp1252").hex().encode() + b"> Tj")
                st.end_text()
        pdf.add_object(st)
        page = pydyf.Dictionary({"Type": "/Page", "Parent": pdf.pages.reference,
                                 "MediaBox": pydyf.Array([0, 0, PW * k, PH * k]),
                                 "Contents": st.reference, "Resources": res.reference})
        pdf.add_page(page)
    pdf.info["Title"] = pydyf.String(doc["title"])
    pdf.info["Producer"] = pydyf.String("pydyf 0.13.0")
    buf = io.BytesIO()
    pdf.write(buf, identifier=b"corpus-bb-%03d" % c.i)
    return buf.getvalue(), [p["vals"] for p in f.pages]


RENDERERS = {1: ("rltriptyque", render_reportlab, "ReportLab 5.1.0 canvas (tri-fold leaflet)"),
             2: ("fpdfmail", render_fpdf, "fpdf2 2.8.9 (e-mail printout with quoted replies)"),
             3: ("mupdfchat", render_pymupdf, "PyMuPDF 2.0 (secure-messaging chat transcript)"),
             0: ("pydyfticket", render_pydyf, "pydyf 0.13.0 (80 mm thermal receipt roll)")}
