"""Four new layouts of corpus BK drawn by four writers. render(fam, doc) -> (pdf bytes, [values of page 0, ...]).

As in corpora BI and BJ, every layout is first computed as drawing operations in mm (top-down) by a small Flow engine
that breaks lines between unbreakable words (model.tokens / model.wrap: a value is never cut) with the real advances of
the font the writer uses (reportlab.pdfbase.pdfmetrics on the same TTF, or the Courier AFM for pydyf), and records the
values drawn on each page, so the truth follows the page a value really lands on. The writer backends then only paint
the operations. Every drawn string gets a trailing space so that no extractor glues two separately drawn strings into
one word. Line widths in the operations are in mm for every backend. Operations: ("t", x, y, text, style, size, colour,
angle) - any angle, PyMuPDF draws it with a morph matrix -, ("l", ...) lines, ("r", ...) rectangles, ("c", ...) circles
and ("b", x, y0, y1, w, lw, colour) a drawn curly brace (ReportLab only).
"""
from __future__ import annotations

import io
import math

from tools.corpus_kit import Flow, block_captions as _block_captions, frame, lay_sections, table, table_height

from .ids import ascii_fold
from .model import tokens

FONTS = {
    "rlaccolade": {"R": "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf",
                   "B": "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf",
                   "I": "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Italic.ttf"},
    "pydyfcsv": None,  # base-14 Courier / Courier-Bold / Courier-Oblique
    "fpdfmicro": {"R": "/usr/share/fonts/truetype/freefont/FreeSans.ttf",
                  "B": "/usr/share/fonts/truetype/freefont/FreeSansBold.ttf",
                  "I": "/usr/share/fonts/truetype/freefont/FreeSansOblique.ttf"},
    "mupdfpastille": {"R": "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed.ttf",
                      "B": "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Bold.ttf",
                      "I": "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Oblique.ttf"},
}
FAMILIES = {
    "rlaccolade": ("rl", "ReportLab %s canvas (tableau synoptique à accolades)"),
    "pydyfcsv": ("py", "pydyf %s (export CSV imprimé depuis une visionneuse de texte)"),
    "fpdfmicro": ("fp", "fpdf2 %s (feuillet sécurisé à micro-lettrage)"),
    "mupdfpastille": ("mu", "PyMuPDF %s (synthèse du séjour en pastilles)"),
}
COURIER = {"R": "Courier", "B": "Courier-Bold", "I": "Courier-Oblique"}
GREY = (0.42, 0.42, 0.42)
BLACK = (0, 0, 0)
WHITE = (1, 1, 1)
MM = 72 / 25.4
# captions of the blocks that have none in the content (paragraphs in document order, tables, signature)
P_CAPS = ["Contrôle d'identité", "Admission", "Exposé", "Conduite tenue", "Entretien", "Diffusion"]
T_CAPS = ["Résultats", "Évolution"]
SIG_CAP = "Validation"


def _measure(fam):
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    if FONTS[fam] is None:
        return lambda t, st, size: pdfmetrics.stringWidth(t, COURIER[st], size) / MM
    names = {}
    for st, path in FONTS[fam].items():
        nm = "BK%s%s" % (fam, st)
        try:
            pdfmetrics.getFont(nm)
        except KeyError:
            pdfmetrics.registerFont(TTFont(nm, path))
        names[st] = nm
    return lambda t, st, size: pdfmetrics.stringWidth(t, names[st], size) / MM


def block_captions(doc):
    return _block_captions(doc, P_CAPS, T_CAPS, SIG_CAP)


# ------------------------------------------------------------------ layout 1: synoptic table with curly braces
INK = (0.10, 0.14, 0.30)
CAPC = (0.30, 0.30, 0.34)


def lay_accolade(doc, meas):
    x0, RIGHT = 14.0, 196.0
    HX, HW = 14.0, 26.0        # section heading column
    BIGX, BIGW = 41.5, 3.4     # the section's big brace
    CX1, CX2 = 47.5, 88.5      # caption column, right-aligned at CX2
    SBX, SBW = 90.0, 2.4       # the field's brace
    VX = 94.5
    VW = RIGHT - VX
    VS, CS = 8.3, 7.2
    VL = VS * 0.3528 * 1.36
    CL = CS * 0.3528 * 1.3
    caps = block_captions(doc)

    def build(plan):
        f = Flow(meas, 19.5, 277)
        st = {"sec": None, "top": None, "suite": False}

        def close_sec():
            if st["sec"] is None or st["top"] is None:
                return
            y0, y1 = st["top"], f.y
            st["top"] = None
            if y1 - y0 < 3:
                return
            f.brace(BIGX, y0, y1, BIGW, 0.45, INK)
            label = st["sec"] + (" (suite)" if st["suite"] else "")
            hl = f.lines([label], HW, "B", 8.4)
            lead = 8.4 * 0.3528 * 1.3
            yy = (y0 + y1) / 2 - lead * len(hl) / 2
            for j, (t, _) in enumerate(hl):
                f.text(HX + HW - meas(t, "B", 8.4), yy + lead * (j + 1) - 0.6, t, (), "B", 8.4, INK)

        def on_new():
            if len(f.pages) > 1:
                f.text(RIGHT - 38, f.top - 1.2, "(suite du tableau synoptique)", (), "I", 6.8, GREY)
            if st["sec"] is not None:
                st["top"], st["suite"] = f.y, True
        f.before_break = close_sec
        f.on_new_page = on_new

        def fieldrow(cap, vlines, draw_value, hv):
            """A caption, right-aligned and vertically centred on the tip of a brace that spans the value."""
            cl = f.lines([cap], CX2 - CX1, "I", CS)
            hc = CL * len(cl)
            h = max(hv, hc) + 0.8
            f.need(h + 1.6)
            y0 = f.y + 0.8
            vy = y0 + (h - hv) / 2
            draw_value(vy)
            f.brace(SBX, vy - 0.3, vy + hv + 0.1, SBW, 0.22, CAPC)
            cy = vy + hv / 2 - hc / 2
            for j, (t, _) in enumerate(cl):
                f.text(CX2 - meas(t, "I", CS), cy + CL * (j + 1) - 0.7, t, (), "I", CS, CAPC)
            f.y = y0 + h + 0.9

        def value_lines(runs):
            ls = []
            for run in runs:
                ls += f.lines(run, VW, "R", VS)
            return ls

        def field(cap, runs, st_="R"):
            vl = value_lines(runs)

            def draw(vy):
                for j, (t, vals) in enumerate(vl):
                    f.text(VX, vy + VL * (j + 1) - 0.9, t, vals, st_, VS)
            fieldrow(cap, vl, draw, VL * len(vl))

        def tabfield(cap, b):
            hv = table_height(f, b[1], b[2], b[3], VW, size=7.6)
            f.need(hv + 3)

            def draw(vy):
                f.y = vy
                table(f, b[1], b[2], b[3], VX, VW, (0.90, 0.91, 0.96), size=7.6, rule=(0.55, 0.55, 0.62))
            fieldrow(cap, None, draw, hv - 2.5)

        # page 1: letterhead | team, title, reading key
        y1 = f.y
        for run in doc["head"]:
            f.para(run, x0, 104, size=8.0, lead=1.32, color=INK)
        ya = f.y
        f.y = y1
        f.text(124, f.y + 3, "Équipe", (), "B", 7.8, INK)
        f.y += 3
        for run in doc["team"]:
            f.para(run, 124, RIGHT - 124, size=7.5, lead=1.32)
        f.y = max(ya, f.y) + 3
        f.line(x0, f.y, RIGHT, f.y, 0.3, INK)
        for t, _ in f.lines([doc["title"]], RIGHT - x0, "B", 12.5):
            f.y += 5.6
            f.text(x0 + (RIGHT - x0 - meas(t, "B", 12.5)) / 2, f.y, t, (), "B", 12.5, INK)
        f.y += 4.4
        key = "Tableau synoptique du séjour - se lit de gauche à droite : rubrique, accolade, intitulé, accolade, donnée"
        f.text(x0 + (RIGHT - x0 - meas(key, "I", 7.0)) / 2, f.y, key, (), "I", 7.0, GREY)
        f.y += 2.5
        for gi, group in enumerate(plan):
            if gi:
                close_sec()
                st["sec"] = None
                f.new_page()
            for si in group:
                head, blocks = doc["sections"][si]
                close_sec()
                st["sec"] = None
                f.need(24)
                f.y += 3.5
                st["sec"], st["top"], st["suite"] = "%s. %s" % (["I", "II", "III"][si], head), f.y, False
                for bi, b in enumerate(blocks):
                    if b[0] == "kv":
                        for cap, run in b[1]:
                            field(cap, [run])
                    elif b[0] == "p":
                        field(caps[(si, bi)], [b[1]])
                    elif b[0] == "tab":
                        tabfield(caps[(si, bi)], b)
                    elif b[0] == "sig":
                        field(caps[(si, bi)], b[1])
                close_sec()
                st["sec"] = None
                f.y += 1.5
        return f
    f = lay_sections(doc, build, "rlaccolade")
    frame(f, ["Tableau synoptique - "] + doc["runhead"], " - feuillet {k}/{n}", doc["foot"], " - synoptique {k}/{n}",
          x0, RIGHT - x0, yh=10.0, yf=287.0, color=(0.3, 0.3, 0.38), st="I", size=7.0)
    return f


# ------------------------------------------------------------------ layout 2: CSV export printed from a text viewer
HEADC = (0.05, 0.20, 0.52)
COMC = (0.30, 0.45, 0.30)
LIGHT = (0.62, 0.62, 0.62)


def lay_csv(doc, meas):
    SZ = 7.3
    LH = 3.5
    GUT, X0, RIGHT = 11.5, 17.0, 199.0
    W = RIGHT - X0
    CW = meas("0", "R", SZ)
    caps = block_captions(doc)

    def m(t, st="R"):
        return meas(t, st, SZ)

    def rec_lines(fields, st):
        """A record: every field between double quotes, ";" between fields, broken only between fields or at a
        space inside a field (never inside a value)."""
        toks = []
        n = len(fields)
        for fi, run in enumerate(fields):
            tt = tokens(['"'] + list(run) + ['"' + (";" if fi < n - 1 else "")])
            for k, (t, v) in enumerate(tt):
                toks.append((t, v, k == 0 and fi > 0))
        lines, cur, cv = [], "", []
        width = W - 3 * CW
        for t, v, glued in toks:
            cand = (cur + ("" if glued else " ") + t) if cur else t
            if cur and m(cand, st) > width:
                lines.append((cur, cv))
                cur, cv = t, list(v)
            else:
                cur, cv = cand, cv + list(v)
        if cur:
            lines.append((cur, cv))
        return lines

    def ruler():
        s = "".join(str((c // 10) % 10) if c % 10 == 0 else ("+" if c % 5 == 0 else ".")
                    for c in range(1, int(W / CW) + 1))
        return s

    def build(plan):
        f = Flow(meas, 20.5, 279)

        def on_new():
            f.rect(GUT - 1.5, 13.4, RIGHT + 1.5 - GUT + 1.5, 4.4, fill=(0.94, 0.94, 0.94))
            f.text(X0, 16.6, ruler(), (), "R", SZ, LIGHT)
            f.line(X0 - 1.2, 18.2, X0 - 1.2, 281.5, 0.1, (0.8, 0.8, 0.8))
            if len(f.pages) > 1:
                f.y += LH
                f.text(X0, f.y, "# (suite de l'export)", (), "I", SZ, COMC)
        f.on_new_page = on_new
        on_new()

        def emit(ls, st, color, mark):
            for j, (t, vals) in enumerate(ls):
                f.y += LH
                if j:
                    f.text(GUT, f.y, "»", (), "R", SZ, LIGHT)
                f.text(X0, f.y, t, vals, st, SZ, color)
            if mark:
                f.text(X0 + m(ls[-1][0], st) + CW, f.y, "¶", (), "R", SZ, LIGHT)

        def comment(run):
            ls = f.lines(["# "] + list(run), W, "I", SZ)
            f.need(LH * len(ls))
            emit(ls, "I", COMC, False)

        def csv_table(header, rows):
            hl = rec_lines([[h] for h in header], "B")
            rl = [rec_lines(row, "R") for row in rows]
            total = len(hl) + sum(len(x) for x in rl) + 1
            if total * LH < f.bottom - f.top - 8:
                f.need(total * LH)
            else:
                f.need((len(hl) + len(rl[0]) + 1) * LH)
            f.y += LH * 0.6
            emit(hl, "B", HEADC, True)
            for ls in rl:
                f.need(LH * len(ls))
                emit(ls, "R", BLACK, True)

        comment(["Fichier export-dossier.csv - séparateur « ; » - champs entre guillemets - Windows-1252"])
        comment(["Date d'extraction : ", doc["export_day"], " - une ligne d'intitulés, puis les lignes de données"])
        comment(["Émetteur"])
        csv_table(["Établissement", "Service", "Adresse", "Contact", "FINESS"], [doc["head"]])
        comment(["Équipe soignante"])
        csv_table(["Intervenant"], [[run] for run in doc["team"]])
        comment(["Objet : " + doc["title"]])
        for gi, group in enumerate(plan):
            if gi:
                f.new_page()
            for si in group:
                head, blocks = doc["sections"][si]
                f.need(LH * 8)
                f.y += LH * 0.8
                comment(["===== Bloc %d/3 : %s =====" % (si + 1, head)])
                for bi, b in enumerate(blocks):
                    if b[0] == "kv":
                        items = b[1]
                        for k in range(0, len(items), 4):
                            chunk = items[k:k + 4]
                            csv_table([cap for cap, _ in chunk], [[run for _, run in chunk]])
                    elif b[0] == "p":
                        csv_table([caps[(si, bi)]], [[b[1]]])
                    elif b[0] == "tab":
                        csv_table(b[1], b[2])
                    elif b[0] == "sig":
                        csv_table(["Validé par", "Identifiants", "Lieu et date"], [b[1]])
        f.y += LH
        f.need(LH)
        comment(["Fin de l'export"])
        return f
    f = lay_sections(doc, build, "pydyfcsv")
    frame(f, ["export-dossier.csv - "] + doc["runhead"], " - page {k}/{n}",
          ["Visionneuse CSV en lecture seule - "] + doc["foot"], " - {k}/{n}", GUT, RIGHT - GUT,
          yh=9.6, yf=288.0, color=(0.25, 0.25, 0.25), st="R", size=7.0)
    return f


# ------------------------------------------------------------------ layout 3: secure sheet with micro-lettering
SECBG = (0.945, 0.965, 0.985)
SECLN = (0.86, 0.91, 0.97)
MICROC = (0.25, 0.35, 0.55)
NAVY = (0.08, 0.16, 0.40)


def micro_word(cap):
    return "".join(ch for ch in ascii_fold(cap).upper() if ch.isalpha())


def lay_micro(doc, meas):
    x0, W = 16.0, 178.0
    RIGHT = x0 + W
    VS, VL = 9.0, 4.1
    MS = 1.9
    GAP = 6.0
    HALF = (W - GAP) / 2
    caps = block_captions(doc)

    def microline(f, word, x, y, w):
        unit = meas(word, "R", MS)
        s = word * (int(w / max(unit, 0.1)) + 1)
        while s and meas(s, "R", MS) > w:
            s = s[:-1]
        f.text(x, y, s, (), "R", MS, MICROC)

    def build(plan):
        f = Flow(meas, 21, 276)

        def on_new():
            f.rect(8, 8, 194, 281, fill=SECBG)
            yy = 12.0
            while yy < 287:
                f.line(8, yy, 202, yy, 0.07, SECLN)
                yy += 2.4
            microline(f, "DOCUMENTORIGINALPAPIERSECURISE", 10, 13.9, 190)
            microline(f, "DOCUMENTORIGINALPAPIERSECURISE", 10, 281.9, 190)
            if len(f.pages) > 1:
                f.text(RIGHT - 32, f.top - 1.0, "(feuillet suivant)", (), "I", 6.8, GREY)
        f.on_new_page = on_new
        on_new()

        def fields(items):
            rows, cur = [], []
            for cap, runs in items:
                vl = []
                for run in runs:
                    vl += f.lines(run, HALF, "R", VS)
                if len(vl) > 2:
                    if cur:
                        rows.append(cur)
                        cur = []
                    rows.append([(cap, runs, True)])
                else:
                    cur.append((cap, runs, False))
                    if len(cur) == 2:
                        rows.append(cur)
                        cur = []
            if cur:
                rows.append(cur)
            for row in rows:
                cells = []
                for cap, runs, full in row:
                    vl = []
                    for run in runs:
                        vl += f.lines(run, W if full else HALF, "R", VS)
                    cells.append((cap, vl, full))
                n = max(len(vl) for _, vl, _ in cells)
                h = VL * n + 4.2
                f.need(h)
                y0 = f.y
                for k, (cap, vl, full) in enumerate(cells):
                    x = x0 + k * (HALF + GAP)
                    w = W if full else HALF
                    for j, (t, vals) in enumerate(vl):
                        f.text(x, y0 + VL * (j + 1), t, vals, "R", VS, NAVY)
                    # the caption exists only as the micro-lettered rule under the value
                    microline(f, micro_word(cap), x, y0 + VL * len(vl) + 1.45, w)
                f.y = y0 + h

        # page 1: letterhead | numbering square + team, title
        y1 = f.y
        for run in doc["head"]:
            f.para(run, x0, 104, size=8.2, lead=1.32, color=NAVY)
        ya = f.y
        f.rect(RIGHT - 12, y1, 12, 12, fill=WHITE, stroke=NAVY, lw=0.3)
        f.text(RIGHT - 7.6, y1 + 8.2, "3", (), "B", 13, NAVY)
        f.text(RIGHT - 33, y1 + 4, "Nombre de", (), "I", 6.4, GREY)
        f.text(RIGHT - 33, y1 + 6.6, "rubriques", (), "I", 6.4, GREY)
        f.y = y1 + 13
        for run in doc["team"]:
            f.para(run, 124, RIGHT - 124, size=7.4, lead=1.3)
        f.y = max(ya, f.y) + 3
        for t, _ in f.lines([doc["title"]], W, "B", 12.0):
            f.y += 5.4
            f.text(x0, f.y, t, (), "B", 12.0, NAVY)
        f.y += 4
        f.text(x0, f.y, "Feuillet original sur papier sécurisé : l'intitulé de chaque donnée est micro-imprimé sous "
                        "celle-ci (loupe conseillée)", (), "I", 7.0, GREY)
        f.y += 1.5
        for gi, group in enumerate(plan):
            if gi:
                f.new_page()
            for si in group:
                head, blocks = doc["sections"][si]
                f.need(22)
                f.y += 6.5
                f.text(x0, f.y, "Rubrique %d - %s" % (si + 1, head), (), "B", 10.2, NAVY)
                f.line(x0, f.y + 1.4, RIGHT, f.y + 1.4, 0.35, NAVY)
                f.line(x0, f.y + 2.1, RIGHT, f.y + 2.1, 0.12, NAVY)
                f.y += 3.6
                for bi, b in enumerate(blocks):
                    if b[0] == "kv":
                        fields([(cap, [run]) for cap, run in b[1]])
                    elif b[0] == "p":
                        f.y += 1.0
                        f.para(b[1], x0, W, size=8.8, lead=1.42)
                        f.y += 2.0
                    elif b[0] == "tab":
                        f.y += 1.0
                        table(f, b[1], b[2], b[3], x0, W, (0.84, 0.89, 0.96), size=8.0, rule=(0.5, 0.56, 0.7))
                    elif b[0] == "sig":
                        ls = []
                        for run in b[1]:
                            ls += f.lines(run, 80, "R", 8.8)
                        h = 4.0 * len(ls) + 12
                        f.need(h + 2)
                        y = f.y + 2
                        f.rect(RIGHT - 88, y, 88, h, fill=WHITE, stroke=NAVY, lw=0.25)
                        f.text(RIGHT - 86, y + 3.6, "Cachet et signature", (), "I", 7.0, GREY)
                        for j, (t, vals) in enumerate(ls):
                            f.text(RIGHT - 84, y + 8.5 + 4.0 * j, t, vals, "R", 8.8, NAVY)
                        f.y = y + h + 1
        return f
    f = lay_sections(doc, build, "fpdfmicro")
    frame(f, ["Papier sécurisé - "] + doc["runhead"], " - feuillet {k}/{n}",
          doc["foot"] + [" - lot de feuilles ", doc["sheet_lot"]], " - {k}/{n}", x0, W,
          yh=10.4, yf=286.5, color=(0.2, 0.25, 0.4), st="R", size=7.0)
    return f


# ------------------------------------------------------------------ layout 4: the stay as roundels (pastilles)
SEC_COLORS = [(0.72, 0.20, 0.32), (0.12, 0.45, 0.55), (0.42, 0.36, 0.08)]
SPAN = math.radians(150)


def _pale(c, k=0.86):
    return tuple(1 - (1 - x) * (1 - k) for x in c)


def lay_pastille(doc, meas):
    x0, W = 14.0, 182.0
    RIGHT = x0 + W
    VS = 7.6
    VL = 3.35
    CS = 5.0
    BAND = 4.6
    GAPX = 3.0
    caps = block_captions(doc)

    def dims(f, cap, runs):
        """(radius, value lines, size) of the smallest roundel holding the value, with the caption on its upper
        arc; a value that would need a roundel wider than 40 mm is set smaller (one unbreakable e-mail, say)."""
        capw = meas(cap.upper(), "B", CS)
        rmin = max(10.5, capw / SPAN + 2.8)
        found = []
        for size in (VS, 6.6, 5.8):
            lead = VL * size / VS
            best = None
            for w in range(16, 88, 3):
                ls = []
                for run in runs:
                    ls += f.lines(run, w, "R", size)
                wm = max(meas(t, "R", size) for t, _ in ls)
                h = lead * len(ls)
                rad = max(rmin, math.hypot(wm / 2 + 0.9, h / 2 + 0.9) + BAND)
                if best is None or rad < best[0] - 1e-6:
                    best = (rad, ls, size)
            found.append(best)
            if best[0] <= 20.0:
                break
        pick = found[0]
        for b in found[1:]:
            if b[0] < pick[0] * 0.85:
                pick = b
        return pick

    def roundel(f, cx, cy, rad, cap, ls, size, color):
        f.circle(cx, cy, rad, fill=WHITE, stroke=color, lw=0.9)
        f.circle(cx, cy, rad - BAND, stroke=_pale(color, 0.6), lw=0.15)
        # the caption follows the upper arc, inside the ring band, centred on the top
        txt = cap.upper()
        rc = rad - 3.1
        L = meas(txt, "B", CS)
        th = math.pi / 2 + L / rc / 2
        for ch in txt:
            a = meas(ch, "B", CS)
            mid = th - (a / 2) / rc
            px, py = cx + rc * math.cos(mid), cy - rc * math.sin(mid)
            tx, ty = math.sin(mid), math.cos(mid)
            if ch != " ":
                f.text(px - tx * a / 2, py - ty * a / 2, ch, (), "B", CS, color, rot=math.degrees(mid) - 90)
            th -= a / rc
        lead = VL * size / VS
        h = lead * len(ls)
        top = cy - h / 2
        for j, (t, vals) in enumerate(ls):
            f.text(cx - meas(t, "R", size) / 2, top + lead * (j + 1) - 0.8, t, vals, "R", size)

    def build(plan):
        f = Flow(meas, 19, 278)

        def on_new():
            if len(f.pages) > 1:
                f.text(RIGHT - 30, f.top - 1.2, "(suite des pastilles)", (), "I", 6.8, GREY)
        f.on_new_page = on_new

        def roundels(items, color):
            ds = [(cap, *dims(f, cap, runs)) for cap, runs in items]
            rows, cur, x = [], [], x0
            for cap, rad, ls, size in ds:
                if cur and x + 2 * rad > RIGHT:
                    rows.append(cur)
                    cur, x = [], x0
                cur.append((x, cap, rad, ls, size))
                x += 2 * rad + GAPX
            if cur:
                rows.append(cur)
            for row in rows:
                rmax = max(it[2] for it in row)
                used = row[-1][0] + 2 * row[-1][2] - x0
                shift = (W - used) / 2
                f.need(2 * rmax + 2.4)
                cy = f.y + 1.2 + rmax
                for x, cap, rad, ls, size in row:
                    roundel(f, x + shift + rad, cy, rad, cap, ls, size, color)
                f.y = cy + rmax + 1.2

        def panel(run, color, cap):
            ls = f.lines(run, W - 10, "R", 8.2)
            f.need(3.6 * len(ls) + 7)
            y = f.y + 1.5
            f.circle(x0 + 2.2, y + 2.2, 2.2, fill=color)
            f.text(x0 + 6, y + 3.2, cap, (), "B", 7.2, color)
            f.line(x0 + 2.2, y + 4.6, x0 + 2.2, y + 5.2 + 3.6 * len(ls), 0.5, _pale(color, 0.5))
            for j, (t, vals) in enumerate(ls):
                f.text(x0 + 6, y + 4.6 + 3.6 * (j + 1), t, vals, "R", 8.2)
            f.y = y + 6.5 + 3.6 * len(ls)

        # page 1: band, letterhead | team, title, legend
        f.rect(x0, f.y, W, 8, fill=(0.20, 0.22, 0.28), r=2.0)
        f.text(x0 + 3, f.y + 5.5, "SYNTHÈSE DU SÉJOUR EN PASTILLES", (), "B", 9.4, WHITE)
        f.text(RIGHT - 50, f.y + 5.4, "une pastille = une donnée", (), "I", 6.8, WHITE)
        f.y += 11
        y0 = f.y
        for run in doc["head"]:
            f.para(run, x0 + 2, 100, size=7.6, lead=1.3)
        ya = f.y
        f.y = y0
        f.text(122, f.y + 2.8, "Équipe", (), "B", 7.2, GREY)
        f.y += 2.6
        for run in doc["team"]:
            f.para(run, 122, RIGHT - 122, size=7.2, lead=1.3)
        f.y = max(ya, f.y) + 3
        for t, _ in f.lines([doc["title"]], W, "B", 12):
            f.y += 5.2
            f.text(x0, f.y, t, (), "B", 12)
        f.y += 4.2
        f.text(x0, f.y, "Lecture : l'intitulé court sur le haut de chaque pastille, la donnée est au centre.",
               (), "I", 6.8, GREY)
        f.y += 1.5
        for gi, group in enumerate(plan):
            if gi:
                f.new_page()
            for si in group:
                head, blocks = doc["sections"][si]
                color = SEC_COLORS[si % 3]
                f.need(40)
                f.y += 3
                f.rect(x0, f.y, W, 6.2, fill=color, r=3.0)
                f.text(x0 + 4, f.y + 4.4, "%d  %s" % (si + 1, head), (), "B", 9.2, WHITE)
                f.y += 8.5
                for bi, b in enumerate(blocks):
                    if b[0] == "kv":
                        roundels([(cap, [run]) for cap, run in b[1]], color)
                    elif b[0] == "p":
                        panel(b[1], color, caps[(si, bi)])
                    elif b[0] == "tab":
                        f.y += 1
                        f.need(table_height(f, b[1], b[2], b[3], W, size=7.8) + 6)
                        f.text(x0, f.y + 3, caps[(si, bi)], (), "B", 7.2, color)
                        f.y += 4.2
                        table(f, b[1], b[2], b[3], x0, W, _pale(color), size=7.8)
                    elif b[0] == "sig":
                        roundels([(caps[(si, bi)], b[1])], color)
        return f
    f = lay_sections(doc, build, "mupdfpastille")
    frame(f, ["Synthèse en pastilles - "] + doc["runhead"], " - page {k}/{n}", doc["foot"], " - pastilles {k}/{n}",
          x0, W, yh=9.6, yf=287.0, color=GREY, st="R", size=7.0)
    return f


LAYOUTS = {"rlaccolade": lay_accolade, "pydyfcsv": lay_csv, "fpdfmicro": lay_micro, "mupdfpastille": lay_pastille}


# ------------------------------------------------------------------ writers
def draw_reportlab(pages, doc):
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas
    _measure("rlaccolade")  # registers the fonts
    buf = io.BytesIO()
    cv = canvas.Canvas(buf, pagesize=A4, invariant=1)
    cv.setTitle(doc["title"])
    cv.setAuthor("Cellule qualité - synthèses")
    cv.setCreator("Outil de synthèse - tableau synoptique à accolades")
    cv.setProducer("ReportLab - tableau synoptique")
    H = A4[1]

    def P(x, y):
        return x * MM, H - y * MM
    for p in pages:
        for o in p["ops"]:
            if o[0] == "t":
                _, x, y, s, st, size, color, rot = o
                cv.setFillColorRGB(*color)
                cv.setFont("BKrlaccolade" + st, size)
                cv.drawString(x * MM, H - y * MM, s + " ")
            elif o[0] == "l":
                cv.setStrokeColorRGB(*o[6])
                cv.setLineWidth(o[5] * MM)
                cv.setDash(1, 1.4) if o[7] else cv.setDash()
                cv.line(o[1] * MM, H - o[2] * MM, o[3] * MM, H - o[4] * MM)
                cv.setDash()
            elif o[0] == "r":
                _, x, y, w, h, fill, stroke, rad, lw = o
                if fill:
                    cv.setFillColorRGB(*fill)
                if stroke:
                    cv.setStrokeColorRGB(*stroke)
                cv.setLineWidth(lw * MM)
                cv.roundRect(x * MM, H - (y + h) * MM, w * MM, h * MM, rad * MM, stroke=1 if stroke else 0,
                             fill=1 if fill else 0)
            elif o[0] == "b":
                _, x, y0, y1, w, lw, color = o
                ym, xm, xr = (y0 + y1) / 2, x + w / 2, x + w
                q = min(w * 0.9, (y1 - y0) / 4)
                cv.setStrokeColorRGB(*color)
                cv.setLineWidth(lw * MM)
                path = cv.beginPath()
                path.moveTo(*P(xr, y0))
                path.curveTo(*P(xm, y0), *P(xm, y0), *P(xm, y0 + q))
                path.lineTo(*P(xm, ym - q))
                path.curveTo(*P(xm, ym), *P(xm, ym), *P(x, ym))
                path.curveTo(*P(xm, ym), *P(xm, ym), *P(xm, ym + q))
                path.lineTo(*P(xm, y1 - q))
                path.curveTo(*P(xm, y1), *P(xm, y1), *P(xr, y1))
                cv.drawPath(path, stroke=1, fill=0)
        cv.showPage()
    cv.save()
    return buf.getvalue()


def draw_fpdf(pages, doc):
    import datetime
    from fpdf import FPDF
    pdf = FPDF(format="A4", unit="mm")
    pdf.set_auto_page_break(False)
    for st, path in FONTS["fpdfmicro"].items():
        pdf.add_font("BKmicro", "" if st == "R" else st, path)
    pdf.set_creation_date(datetime.datetime(2025, 1, 1, tzinfo=datetime.timezone.utc))
    pdf.set_title(doc["title"])
    pdf.set_creator("Édition sur papier sécurisé - feuillets à micro-lettrage")
    pdf.set_producer("fpdf2 - impression sécurisée")
    for p in pages:
        pdf.add_page()
        for o in p["ops"]:
            if o[0] == "t":
                _, x, y, s, st, size, color, rot = o
                pdf.set_text_color(*[int(round(255 * c)) for c in color])
                pdf.set_font("BKmicro", "" if st == "R" else st, size)
                pdf.text(x, y, s + " ")
            elif o[0] == "l":
                pdf.set_draw_color(*[int(round(255 * c)) for c in o[6]])
                pdf.set_line_width(o[5])
                pdf.set_dash_pattern(dash=1, gap=1.2) if o[7] else pdf.set_dash_pattern()
                pdf.line(o[1], o[2], o[3], o[4])
                pdf.set_dash_pattern()
            elif o[0] == "r":
                _, x, y, w, h, fill, stroke, rad, lw = o
                style = ("F" if fill else "") + ("D" if stroke else "")
                if fill:
                    pdf.set_fill_color(*[int(round(255 * c)) for c in fill])
                if stroke:
                    pdf.set_draw_color(*[int(round(255 * c)) for c in stroke])
                pdf.set_line_width(lw)
                if style:
                    pdf.rect(x, y, w, h, style="DF" if style == "FD" else style, round_corners=rad > 0,
                             corner_radius=rad)
    return bytes(pdf.output())


def draw_mupdf(pages, doc):
    import pymupdf
    d = pymupdf.open()
    for p in pages:
        pg = d.new_page(width=595.2756, height=841.8898)
        for st, path in FONTS["mupdfpastille"].items():
            pg.insert_font(fontname="BK" + st, fontfile=path)
        for o in p["ops"]:
            if o[0] == "t":
                _, x, y, s, st, size, color, rot = o
                pt = pymupdf.Point(x * MM, y * MM)
                if rot:
                    pg.insert_text(pt, s + " ", fontname="BK" + st, fontsize=size, color=color,
                                   morph=(pt, pymupdf.Matrix(rot)))
                else:
                    pg.insert_text(pt, s + " ", fontname="BK" + st, fontsize=size, color=color)
            elif o[0] == "l":
                pg.draw_line((o[1] * MM, o[2] * MM), (o[3] * MM, o[4] * MM), color=o[6], width=o[5] * MM,
                             dashes="[2 2] 0" if o[7] else None)
            elif o[0] == "r":
                _, x, y, w, h, fill, stroke, rad, lw = o
                if fill or stroke:
                    rr = pymupdf.Rect(x * MM, y * MM, (x + w) * MM, (y + h) * MM)
                    pg.draw_rect(rr, color=stroke, fill=fill, width=lw * MM,
                                 radius=(min(0.5, rad / max(0.1, min(w, h)))) if rad else None)
            elif o[0] == "c":
                _, cx, cy, rad, fill, stroke, lw = o
                pg.draw_circle((cx * MM, cy * MM), rad * MM, color=stroke, fill=fill, width=lw * MM)
    d.subset_fonts()
    d.set_metadata({"title": doc["title"], "producer": "PyMuPDF - pastilles du séjour",
                    "creator": "Synthèse visuelle du séjour (pastilles)", "creationDate": "", "modDate": ""})
    return d.tobytes(garbage=3, deflate=True, no_new_id=True)


def draw_pydyf(pages, doc):
    import pydyf
    pdf = pydyf.PDF()
    fonts = pydyf.Dictionary()
    for st, nm in COURIER.items():
        fo = pydyf.Dictionary({"Type": "/Font", "Subtype": "/Type1", "BaseFont": "/" + nm,
                               "Encoding": "/WinAnsiEncoding"})
        pdf.add_object(fo)
        fonts["F" + st] = fo.reference
    H = 841.8898

    def r2(v):
        return round(v, 2)
    for p in pages:
        s = pydyf.Stream()
        for o in p["ops"]:
            if o[0] == "l":
                s.set_color_rgb(*o[6], stroke=True)
                s.set_line_width(r2(o[5] * MM))
                if o[7]:
                    s.set_dash([0.6, 1.2], 0)
                s.move_to(r2(o[1] * MM), r2(H - o[2] * MM))
                s.line_to(r2(o[3] * MM), r2(H - o[4] * MM))
                s.stroke()
                if o[7]:
                    s.set_dash([], 0)
            elif o[0] == "r":
                _, x, y, w, h, fill, stroke, rad, lw = o
                if not (fill or stroke):
                    continue
                s.rectangle(r2(x * MM), r2(H - (y + h) * MM), r2(w * MM), r2(h * MM))
                if fill:
                    s.set_color_rgb(*fill)
                if stroke:
                    s.set_color_rgb(*stroke, stroke=True)
                s.set_line_width(r2(lw * MM))
                (s.fill_and_stroke() if fill and stroke else s.fill() if fill else s.stroke())
        for o in p["ops"]:
            if o[0] == "t":
                _, x, y, txt, st, size, color, rot = o
                s.set_color_rgb(*color)
                s.begin_text()
                s.set_font_size("F" + st, size)
                s.set_text_matrix(1, 0, 0, 1, r2(x * MM), r2(H - y * MM))
                s.stream.append(b"<" + (txt + " ").encode("cp1252").hex().encode() + b"> Tj")
                s.end_text()
        pdf.add_object(s)
        page = pydyf.Dictionary({"Type": "/Page", "Parent": pdf.pages.reference,
                                 "MediaBox": pydyf.Array([0, 0, 595.2756, H]),
                                 "Resources": pydyf.Dictionary({"Font": fonts}), "Contents": s.reference})
        pdf.add_page(page)
    pdf.info["Title"] = pydyf.String(doc["title"])
    pdf.info["Creator"] = pydyf.String("Visionneuse de texte - impression de l'export CSV")
    pdf.info["Producer"] = pydyf.String("pydyf - export CSV imprimé")
    buf = io.BytesIO()
    pdf.write(buf, identifier=b"corpus-bk-fixed-id")
    return buf.getvalue()


WRITERS = {"rlaccolade": draw_reportlab, "fpdfmicro": draw_fpdf, "mupdfpastille": draw_mupdf, "pydyfcsv": draw_pydyf}


def render(fam, doc):
    f = LAYOUTS[fam](doc, _measure(fam))
    return WRITERS[fam](f.pages, doc), [p["vals"] for p in f.pages]
