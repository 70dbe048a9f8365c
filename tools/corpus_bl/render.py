"""Four new layouts of corpus BL drawn by four writers. render(fam, doc) -> (pdf bytes, [values of page 0, ...]).

As in corpus BK (whose engine, tools/corpus_kit.py, both import), every layout is first computed as drawing operations in mm (top-down)
by a small Flow engine that breaks lines between unbreakable words (model.tokens / model.wrap: a value is never cut)
with the real advances of the font the writer uses (reportlab.pdfbase.pdfmetrics on the same TTF, or the Courier AFM
for pydyf), and records the values drawn on each page, so the truth follows the page a value really lands on. The
writer backends then only paint the operations. Every drawn string gets a trailing space so that no extractor glues two
separately drawn strings into one word. Operations: ("t", x, y, text, style, size, colour, angle), ("l", ...) lines,
("r", ...) rectangles, ("c", ...) circles. The dictionary layout flows in two columns (ColFlow).
"""
from __future__ import annotations

import io

from tools.corpus_kit import Flow, block_captions as _block_captions, frame, lay_sections, table, table_height

from .model import wrap

FONTS = {
    "rlflorilege": {"R": "/usr/share/fonts/truetype/dejavu/DejaVuSerifCondensed.ttf",
                    "B": "/usr/share/fonts/truetype/dejavu/DejaVuSerifCondensed-Bold.ttf",
                    "I": "/usr/share/fonts/truetype/dejavu/DejaVuSerifCondensed-Italic.ttf"},
    "pydyfperfo": None,  # base-14 Courier / Courier-Bold / Courier-Oblique
    "fpdfdico": {"R": "/usr/share/fonts/truetype/freefont/FreeSerif.ttf",
                 "B": "/usr/share/fonts/truetype/freefont/FreeSerifBold.ttf",
                 "I": "/usr/share/fonts/truetype/freefont/FreeSerifItalic.ttf"},
    "mupdfscenario": {"R": "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf",
                      "B": "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf",
                      "I": "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Oblique.ttf"},
}
FAMILIES = {
    "rlflorilege": ("rl", "ReportLab %s canvas (florilège de citations)"),
    "pydyfperfo": ("py", "pydyf %s (paquet de cartes perforées 80 colonnes)"),
    "fpdfdico": ("fp", "fpdf2 %s (lexique en deux colonnes, façon dictionnaire)"),
    "mupdfscenario": ("mu", "PyMuPDF %s (scénario à dialogues doubles)"),
}
COURIER = {"R": "Courier", "B": "Courier-Bold", "I": "Courier-Oblique"}
GREY = (0.42, 0.42, 0.42)
BLACK = (0, 0, 0)
WHITE = (1, 1, 1)
MM = 72 / 25.4
# captions of the blocks that have none in the content (paragraphs in document order, tables, signature)
P_CAPS = ["Vérification d'identité", "Admission", "Récit", "Conduite tenue", "Entretien", "Copie"]
T_CAPS = ["Constantes et résultats", "Évolution"]
SIG_CAP = "Signature"


def _measure(fam):
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    if FONTS[fam] is None:
        return lambda t, st, size: pdfmetrics.stringWidth(t, COURIER[st], size) / MM
    names = {}
    for st, path in FONTS[fam].items():
        nm = "BL%s%s" % (fam, st)
        try:
            pdfmetrics.getFont(nm)
        except KeyError:
            pdfmetrics.registerFont(TTFont(nm, path))
        names[st] = nm
    return lambda t, st, size: pdfmetrics.stringWidth(t, names[st], size) / MM


def block_captions(doc):
    return _block_captions(doc, P_CAPS, T_CAPS, SIG_CAP)


# ------------------------------------------------------------------ layout 1: an anthology of quotations (florilège)
INK = (0.16, 0.12, 0.10)
QUOTEC = (0.62, 0.50, 0.36)
ATTRC = (0.38, 0.30, 0.22)
PAPER = (0.985, 0.975, 0.955)


def pairs(f, items, width_full, width_half, st, size, max_half=2):
    """Group (caption, runs) fields two per row, a value of more than max_half lines on a full-width row."""
    rows, cur = [], []
    for cap, runs in items:
        n = sum(len(f.lines(run, width_half, st, size)) for run in runs)
        if n > max_half:
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
    return rows


def lay_florilege(doc, meas):
    x0, W = 16.0, 178.0
    RIGHT = x0 + W
    VS, AS = 9.2, 7.0
    VL = VS * 0.3528 * 1.38
    AL = AS * 0.3528 * 1.3
    GAP = 8.0
    HALF = (W - GAP) / 2
    caps = block_captions(doc)

    def build(plan):
        f = Flow(meas, 20, 277)

        def on_new():
            if len(f.pages) > 1:
                f.text(RIGHT - 34, f.top - 1.2, "(suite du florilège)", (), "I", 6.8, GREY)
        f.on_new_page = on_new

        def quote(x, y, w, cap, vl):
            """A pull quote: drawn guillemets, the value in italics, the caption UNDER it as an attribution."""
            f.text(x, y + VL * 0.9, "«", (), "B", 15, QUOTEC)
            for j, (t, vals) in enumerate(vl):
                f.text(x + 5.2, y + VL * (j + 1), t, vals, "I", VS, INK)
            lastw = meas(vl[-1][0], "I", VS) if vl else 0
            f.text(min(x + 5.6 + lastw + 0.8, x + w - 3), y + VL * len(vl) + 0.4, "»", (), "B", 11, QUOTEC)
            att = "— " + cap
            ay = y + VL * len(vl) + AL + 1.6
            f.text(x + w - meas(att, "B", AS), ay, att, (), "B", AS, ATTRC)
            return ay - y + 2.2

        def quotes(items):
            for row in pairs(f, items, W - 8, HALF - 8, "I", VS):
                cells = []
                for cap, runs, full in row:
                    w = W if full else HALF
                    vl = []
                    for run in runs:
                        vl += f.lines(run, w - 8, "I", VS)
                    cells.append((cap, vl, w))
                h = max(VL * len(vl) + AL + 4.0 for _, vl, _ in cells)
                f.need(h)
                y0 = f.y
                for k, (cap, vl, w) in enumerate(cells):
                    quote(x0 + k * (HALF + GAP), y0, w, cap, vl)
                f.y = y0 + h

        # page 1: letterhead | team, title, epigraph-like reading key
        y1 = f.y
        for run in doc["head"]:
            f.para(run, x0, 104, size=8.0, lead=1.32, color=INK)
        ya = f.y
        f.y = y1
        f.text(124, f.y + 3, "Équipe", (), "B", 7.8, ATTRC)
        f.y += 3
        for run in doc["team"]:
            f.para(run, 124, RIGHT - 124, size=7.5, lead=1.32)
        f.y = max(ya, f.y) + 3
        f.line(x0 + 40, f.y, RIGHT - 40, f.y, 0.2, QUOTEC)
        for t, _ in f.lines([doc["title"]], W, "B", 12.5):
            f.y += 5.6
            f.text(x0 + (W - meas(t, "B", 12.5)) / 2, f.y, t, (), "B", 12.5, INK)
        f.y += 4.4
        key = "Florilège du séjour : chaque donnée est citée entre guillemets, sa source est nommée dessous"
        f.text(x0 + (W - meas(key, "I", 7.0)) / 2, f.y, key, (), "I", 7.0, GREY)
        f.y += 2.0
        for gi, group in enumerate(plan):
            if gi:
                f.new_page()
            for si in group:
                head, blocks = doc["sections"][si]
                f.need(26)
                f.y += 7
                lab = "%s  ·  %s" % (["Premier chant", "Deuxième chant", "Troisième chant"][si], head)
                f.text(x0 + (W - meas(lab, "B", 10.4)) / 2, f.y, lab, (), "B", 10.4, ATTRC)
                f.line(x0 + 60, f.y + 2, RIGHT - 60, f.y + 2, 0.3, QUOTEC)
                f.y += 4
                for bi, b in enumerate(blocks):
                    if b[0] == "kv":
                        quotes([(cap, [run]) for cap, run in b[1]])
                    elif b[0] in ("p", "sig"):
                        quotes([(caps[(si, bi)], [b[1]] if b[0] == "p" else b[1])])
                    elif b[0] == "tab":
                        th = table_height(f, b[1], b[2], b[3], W - 10, size=7.8)
                        f.need(th + AL + 4)
                        f.y += 1
                        table(f, b[1], b[2], b[3], x0 + 5, W - 10, (0.93, 0.90, 0.84), size=7.8, rule=(0.7, 0.62, 0.5))
                        att = "— " + caps[(si, bi)]
                        f.text(RIGHT - meas(att, "B", AS), f.y + 0.6, att, (), "B", AS, ATTRC)
                        f.y += AL + 2
        return f
    f = lay_sections(doc, build, "rlflorilege")
    frame(f, ["Florilège du séjour - "] + doc["runhead"], " - folio {k}/{n}", doc["foot"], " - florilège {k}/{n}",
          x0, W, yh=10.0, yf=287.0, color=ATTRC, st="I", size=7.0)
    return f


# ------------------------------------------------------------------ layout 2: a deck of 80-column punched cards
CARD = (0.97, 0.94, 0.84)
CARDLN = (0.70, 0.60, 0.40)
HOLE = (0.12, 0.12, 0.12)
CARDTXT = (0.35, 0.28, 0.15)


def lay_perfo(doc, meas):
    SZ, CS = 7.6, 5.2
    LH = SZ * 0.3528 * 1.3
    x0, W = 14.0, 182.0
    RIGHT = x0 + W
    IN = 2.2
    HOLES = 3.6
    caps = block_captions(doc)
    state = {"card": 0}

    def m(t, st="R", size=SZ):
        return meas(t, st, size)

    def zone_width(cap, runs):
        wv = max(m(t) for run in runs for t, _ in wrap(run, 10000, lambda s: m(s)))
        return max(wv, m(cap.upper(), "B", CS)) + 2 * IN

    def card(zones, f):
        """One card: zones side by side; the value is printed along the top edge (the interpreted line), holes are
        punched under it, and the caption is printed in the card body UNDER the value, inside the field's zone."""
        ws = [w for _, _, w in zones]
        scale = (W - 6) / sum(ws) if sum(ws) > W - 6 else 1.0
        ws = [w * scale for w in ws]
        cells = []
        for (cap, runs, _), w in zip(zones, ws):
            vl = []
            for run in runs:
                vl += f.lines(run, w - 2 * IN, "R", SZ)
            cl = f.lines([cap.upper()], w - 2 * IN, "B", CS)
            cells.append((vl, cl, w))
        nv = max(len(vl) for vl, _, _ in cells)
        nc = max(len(cl) for _, cl, _ in cells)
        h = 2.0 + LH * nv + HOLES + CS * 0.3528 * 1.3 * nc + 2.4
        f.need(h + 2.0)
        y0 = f.y + 1.0
        state["card"] += 1
        f.rect(x0, y0, W, h, fill=CARD, stroke=CARDLN, lw=0.2)
        # the cut corner (top left)
        f.rect(x0 - 0.3, y0 - 0.3, 3.2, 0.8, fill=WHITE)
        f.line(x0, y0 + 3.0, x0 + 3.0, y0, 0.2, CARDLN)
        f.text(RIGHT - 12, y0 + h - 1.0, "C%03d" % state["card"], (), "R", 4.6, CARDLN)
        x = x0 + 3
        for k, (vl, cl, w) in enumerate(cells):
            for j, (t, vals) in enumerate(vl):
                f.text(x + IN, y0 + 1.6 + LH * (j + 1) - 0.6, t, vals, "R", SZ, BLACK)
            # punched holes under the interpreted value, one per character, the row taken from the character
            hy = y0 + 2.0 + LH * nv + 0.4
            cw = m("0")
            for j, (t, _) in enumerate(vl[:1]):
                for q, ch in enumerate(t[:int((w - 2 * IN) / cw)]):
                    if ch != " ":
                        f.rect(x + IN + q * cw + 0.35, hy + (ord(ch) % 3) * 1.0, cw - 0.7, 0.7, fill=HOLE)
            cy = hy + HOLES + CS * 0.3528 * 1.1
            for j, (t, _) in enumerate(cl):
                f.text(x + IN, cy + CS * 0.3528 * 1.3 * j, t, (), "B", CS, CARDTXT)
            if k:
                f.line(x, y0 + 1.0, x, y0 + h - 1.0, 0.12, CARDLN, True)
            x += w
        f.y = y0 + h + 1.0

    def cards(items, f):
        row, used = [], 0.0
        for cap, runs in items:
            w = min(zone_width(cap, runs), W - 6)
            if row and used + w > W - 6:
                card(row, f)
                row, used = [], 0.0
            row.append((cap, runs, w))
            used += w
        if row:
            card(row, f)

    def build(plan):
        f = Flow(meas, 20, 278)
        state["card"] = 0

        def on_new():
            if len(f.pages) > 1:
                f.text(RIGHT - 40, f.top - 1.2, "(suite du paquet de cartes)", (), "I", 6.6, GREY)
        f.on_new_page = on_new
        f.text(x0, f.y + 1, "LISTING DU PAQUET DE CARTES PERFORÉES - 80 COLONNES", (), "B", 9.0, CARDTXT)
        f.y += 4.5
        for run in doc["head"]:
            f.para(run, x0, W, size=7.4, lead=1.25)
        f.y += 1
        for run in doc["team"]:
            f.para(["Équipe : "] + list(run), x0, W, size=7.2, lead=1.25)
        f.y += 1
        f.para(["Paquet n° ", doc["deck"], " - ", doc["title"]], x0, W, size=8.2, st="B", lead=1.4)
        for gi, group in enumerate(plan):
            if gi:
                f.new_page()
            for si in group:
                head, blocks = doc["sections"][si]
                f.need(28)
                f.y += 5.5
                f.text(x0, f.y, "*** CARTE-GUIDE %d/3 : %s ***" % (si + 1, head.upper()), (), "B", 8.2, CARDTXT)
                f.y += 1
                for bi, b in enumerate(blocks):
                    if b[0] == "kv":
                        cards([(cap, [run]) for cap, run in b[1]], f)
                    elif b[0] == "p":
                        card([(caps[(si, bi)], [b[1]], W - 6)], f)
                    elif b[0] == "sig":
                        cards([(cap, [run]) for cap, run in zip(["Validé par", "Identifiants", "Lieu et date"], b[1])], f)
                    elif b[0] == "tab":
                        tot = sum(b[3])
                        for row in b[2]:
                            card([(hd, [cell], (W - 6) * wt / tot) for hd, cell, wt in zip(b[1], row, b[3])], f)
        return f
    f = lay_sections(doc, build, "pydyfperfo")
    frame(f, ["Cartes perforées - "] + doc["runhead"], " - page {k}/{n}", doc["foot"] + [" - paquet ", doc["deck"]],
          " - {k}/{n}", x0, W, yh=9.6, yf=288.0, color=(0.25, 0.25, 0.25), st="R", size=7.0)
    return f


# ------------------------------------------------------------------ layout 3: a dictionary page in two columns
DICTC = (0.05, 0.05, 0.05)
TAGC = (0.35, 0.35, 0.35)
TAGS = ["n. pr.", "n. f.", "n. m.", "loc. nom.", "adj.", "n. m. inv."]


class ColFlow(Flow):
    """A Flow in two columns: when a column is full the next one starts, then a new page."""
    def __init__(self, meas, top, bottom, xs):
        self.xs, self.col, self.col_top = xs, 0, top
        super().__init__(meas, top, bottom)

    @property
    def x(self):
        return self.xs[self.col]

    def new_page(self):
        self.col = 0
        super().new_page()
        self.col_top = self.top

    def need(self, h):
        if self.y + h > self.bottom:
            if self.col == 0:
                self.col = 1
                self.y = self.col_top
            else:
                self.new_page()
            return True
        return False


def lay_dico(doc, meas):
    x0, W = 15.0, 180.0
    RIGHT = x0 + W
    CG = 7.0
    CW = (W - CG) / 2
    HS, DS = 8.8, 8.2
    HL = HS * 0.3528 * 1.34
    DL = DS * 0.3528 * 1.34
    caps = block_captions(doc)
    tagk = {"k": 0}

    def build(plan):
        f = ColFlow(meas, 21, 276, [x0, x0 + CW + CG])
        tagk["k"] = 0

        def on_new():
            if len(f.pages) > 1:
                f.text(RIGHT - 30, f.top - 1.4, "(suite du lexique)", (), "I", 6.8, GREY)
                f.line(x0 + CW + CG / 2, f.top, x0 + CW + CG / 2, f.bottom, 0.12, GREY)
        f.on_new_page = on_new

        def entry(cap, runs):
            """The VALUE is the bold headword; the caption comes AFTER it, as the entry's definition."""
            hl = []
            for run in runs:
                hl += f.lines(run, CW, "B", HS)
            tag = TAGS[tagk["k"] % len(TAGS)]
            tagk["k"] += 1
            definition = cap + "."
            last = meas(hl[-1][0], "B", HS)
            tagw = meas(tag, "I", DS)
            inline = last + 2 + tagw + 2 + meas(definition, "R", DS) <= CW
            dl = [] if inline else f.lines([definition], CW - 4 - tagw - 2, "R", DS)
            h = HL * len(hl) + (0 if inline else DL * len(dl)) + 1.8
            f.need(h)
            y = f.y
            for j, (t, vals) in enumerate(hl):
                f.text(f.x, y + HL * (j + 1), t, vals, "B", HS, DICTC)
            if inline:
                xx = f.x + last + 2
                f.text(xx, y + HL * len(hl), tag, (), "I", DS, TAGC)
                f.text(xx + tagw + 2, y + HL * len(hl), definition, (), "R", DS, DICTC)
            else:
                yy = y + HL * len(hl)
                f.text(f.x + 4, yy + DL, tag, (), "I", DS, TAGC)
                for j, (t, _) in enumerate(dl):
                    f.text(f.x + 4 + tagw + 2, yy + DL * (j + 1), t, (), "R", DS, DICTC)
            f.y = y + h

        def cpara(run, size=8.0):
            for t, vals in f.lines(run, CW, "R", size):
                f.need(size * 0.3528 * 1.38)
                f.y += size * 0.3528 * 1.38
                f.text(f.x, f.y, t, vals, "R", size)

        # page 1: letterhead | team full width, title, then two columns
        y1 = f.y
        for run in doc["head"]:
            f.para(run, x0, 104, size=8.0, lead=1.32)
        ya = f.y
        f.y = y1
        for run in doc["team"]:
            f.para(run, 124, RIGHT - 124, size=7.4, lead=1.3)
        f.y = max(ya, f.y) + 3
        for t, _ in f.lines(["Lexique du séjour - " + doc["title"]], W, "B", 12.0):
            f.y += 5.4
            f.text(x0, f.y, t, (), "B", 12.0)
        f.y += 3.6
        f.text(x0, f.y, "Chaque entrée est une donnée du dossier ; sa définition dit ce qu'elle est.", (), "I", 7.0, GREY)
        f.y += 2.0
        f.line(x0, f.y, RIGHT, f.y, 0.3, DICTC)
        f.col_top = f.y + 1
        f.line(x0 + CW + CG / 2, f.col_top, x0 + CW + CG / 2, f.bottom, 0.12, GREY)
        for gi, group in enumerate(plan):
            if gi:
                f.new_page()
            for si in group:
                head, blocks = doc["sections"][si]
                f.need(24)
                f.y += 6
                f.rect(f.x, f.y - 4.2, 7, 5.6, fill=DICTC)
                f.text(f.x + 1.8, f.y, "ABC"[si], (), "B", 11, WHITE)
                f.text(f.x + 9, f.y, head, (), "B", 9.6, DICTC)
                f.y += 2.5
                for bi, b in enumerate(blocks):
                    if b[0] == "kv":
                        for cap, run in b[1]:
                            entry(cap, [run])
                    elif b[0] == "sig":
                        entry(caps[(si, bi)], b[1])
                    elif b[0] == "p":
                        f.need(8)
                        f.y += 4.2
                        f.text(f.x, f.y, "ENCADRÉ - " + caps[(si, bi)].upper(), (), "B", 7.0, TAGC)
                        cpara(b[1])
                        f.y += 1.8
                    elif b[0] == "tab":
                        th = table_height(f, b[1], b[2], b[3], CW, size=7.4)
                        f.need(th + 2)
                        f.y += 1
                        table(f, b[1], b[2], b[3], f.x, CW, (0.90, 0.90, 0.90), size=7.4)
        return f
    f = lay_sections(doc, build, "fpdfdico")
    frame(f, ["Lexique - "] + doc["runhead"], " - page {k}/{n}", doc["foot"], " - lexique {k}/{n}",
          x0, W, yh=10.4, yf=286.5, color=(0.3, 0.3, 0.3), st="R", size=7.0)
    return f


# ------------------------------------------------------------------ layout 4: a screenplay with dual dialogue
SCENEC = (0.0, 0.0, 0.0)
CUEC = (0.10, 0.10, 0.10)
PARC = (0.35, 0.35, 0.35)
CUES = ["L'AGENT D'ACCUEIL", "L'INTERNE", "LE MÉDECIN SENIOR"]
SCENES = ["INT. HALL DES ADMISSIONS - JOUR", "INT. BOX D'EXAMEN - JOUR", "INT. BUREAU MÉDICAL - SOIR"]


def lay_scenario(doc, meas):
    x0, W = 25.0, 165.0
    RIGHT = x0 + W
    SZ = 7.8
    LH = SZ * 0.3528 * 1.32
    CW = (W - 8) / 2
    caps = block_captions(doc)

    def build(plan):
        f = Flow(meas, 21, 277)

        def on_new():
            if len(f.pages) > 1:
                f.text(RIGHT - 20, f.top - 1.4, "(SUITE)", (), "R", 7.0, GREY)
        f.on_new_page = on_new

        def dialogue(x, y, w, cue, cap, vl):
            """Character cue, then the caption as the PARENTHETICAL (stage direction) between cue and speech, then
            the value as the line spoken."""
            f.text(x + w * 0.28, y + LH, cue, (), "B", SZ, CUEC)
            f.text(x + w * 0.14, y + 2 * LH, "(" + cap + ")", (), "I", SZ, PARC)
            for j, (t, vals) in enumerate(vl):
                f.text(x, y + LH * (3 + j), t, vals, "R", SZ)

        def dialogues(items, cue):
            for row in pairs(f, items, W - 40, CW, "R", SZ, max_half=2):
                cells = []
                for cap, runs, full in row:
                    w = (W - 40) if full else CW
                    vl = []
                    for run in runs:
                        vl += f.lines(run, w, "R", SZ)
                    cells.append((cap, vl, w, full))
                h = max(LH * (2 + len(vl)) for _, vl, _, _ in cells) + 3.0
                f.need(h)
                y0 = f.y
                if len(cells) == 2:
                    f.text(x0, y0 + LH, "DUO", (), "I", 5.6, GREY)
                for k, (cap, vl, w, full) in enumerate(cells):
                    x = x0 + 20 if full else x0 + k * (CW + 8)
                    dialogue(x, y0, w, cue, cap, vl)
                f.y = y0 + h

        def action(run):
            for t, vals in f.lines(run, W, "R", SZ):
                f.need(LH)
                f.y += LH
                f.text(x0, f.y, t, vals, "R", SZ)
            f.y += 2.2

        # title page block
        f.text(x0, f.y + 2, "SCÉNARIO DU SÉJOUR", (), "B", 11, SCENEC)
        f.y += 5
        for t, _ in f.lines(["« " + doc["title"] + " »"], W, "B", 9.6):
            f.y += 4.4
            f.text(x0, f.y, t, (), "B", 9.6)
        f.y += 2.5
        y1 = f.y
        for run in doc["head"]:
            f.para(run, x0, 86, size=7.2, lead=1.28)
        ya = f.y
        f.y = y1
        for run in doc["team"]:
            f.para(run, x0 + 90, W - 90, size=7.0, lead=1.28)
        f.y = max(ya, f.y) + 2
        f.text(x0, f.y + 2.6, "FONDU D'OUVERTURE :", (), "R", SZ)
        f.y += 3
        for gi, group in enumerate(plan):
            if gi:
                f.new_page()
            for si in group:
                head, blocks = doc["sections"][si]
                f.need(30)
                f.y += 6
                f.text(x0, f.y, "%d. %s (%s)" % (si + 1, SCENES[si], head.upper()), (), "B", SZ + 0.4, SCENEC)
                f.y += 2.5
                for bi, b in enumerate(blocks):
                    if b[0] == "kv":
                        dialogues([(cap, [run]) for cap, run in b[1]], CUES[si])
                    elif b[0] == "sig":
                        dialogues([(caps[(si, bi)], b[1])], CUES[2])
                    elif b[0] == "p":
                        action(b[1])
                    elif b[0] == "tab":
                        th = table_height(f, b[1], b[2], b[3], W, size=7.4)
                        f.need(th + 6)
                        f.y += 3.6
                        f.text(x0, f.y, "INSERT - " + caps[(si, bi)].upper(), (), "B", SZ)
                        f.y += 1.4
                        table(f, b[1], b[2], b[3], x0, W, (0.90, 0.90, 0.90), size=7.4)
                f.y += 1
                f.text(RIGHT - meas("ENCHAÎNÉ :", "R", SZ), f.y + LH, "ENCHAÎNÉ :", (), "R", SZ)
                f.y += LH
        return f
    f = lay_sections(doc, build, "mupdfscenario")
    frame(f, ["Scénario - "] + doc["runhead"], " - p. {k}/{n}", doc["foot"], " - scénario {k}/{n}",
          x0, W, yh=10.0, yf=287.0, color=GREY, st="R", size=7.0)
    return f


LAYOUTS = {"rlflorilege": lay_florilege, "pydyfperfo": lay_perfo, "fpdfdico": lay_dico, "mupdfscenario": lay_scenario}


# ------------------------------------------------------------------ writers
def draw_reportlab(pages, doc):
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas
    _measure("rlflorilege")  # registers the fonts
    buf = io.BytesIO()
    cv = canvas.Canvas(buf, pagesize=A4, invariant=1)
    cv.setTitle(doc["title"])
    cv.setAuthor("Bureau des écrits - florilèges")
    cv.setCreator("Florilège du séjour - citations choisies")
    cv.setProducer("ReportLab - florilège")
    H = A4[1]

    def P(x, y):
        return x * MM, H - y * MM
    for p in pages:
        for o in p["ops"]:
            if o[0] == "t":
                _, x, y, s, st, size, color, rot = o
                cv.setFillColorRGB(*color)
                cv.setFont("BLrlflorilege" + st, size)
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
    for st, path in FONTS["fpdfdico"].items():
        pdf.add_font("BLdico", "" if st == "R" else st, path)
    pdf.set_creation_date(datetime.datetime(2025, 1, 1, tzinfo=datetime.timezone.utc))
    pdf.set_title(doc["title"])
    pdf.set_creator("Lexique du séjour - édition en deux colonnes")
    pdf.set_producer("fpdf2 - lexique")
    for p in pages:
        pdf.add_page()
        for o in p["ops"]:
            if o[0] == "t":
                _, x, y, s, st, size, color, rot = o
                pdf.set_text_color(*[int(round(255 * c)) for c in color])
                pdf.set_font("BLdico", "" if st == "R" else st, size)
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
        for st, path in FONTS["mupdfscenario"].items():
            pg.insert_font(fontname="BL" + st, fontfile=path)
        for o in p["ops"]:
            if o[0] == "t":
                _, x, y, s, st, size, color, rot = o
                pt = pymupdf.Point(x * MM, y * MM)
                if rot:
                    pg.insert_text(pt, s + " ", fontname="BL" + st, fontsize=size, color=color,
                                   morph=(pt, pymupdf.Matrix(rot)))
                else:
                    pg.insert_text(pt, s + " ", fontname="BL" + st, fontsize=size, color=color)
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
    d.set_metadata({"title": doc["title"], "producer": "PyMuPDF - scénario du séjour",
                    "creator": "Scénario du séjour (dialogues doubles)", "creationDate": "", "modDate": ""})
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
    pdf.info["Creator"] = pydyf.String("Listing de cartes perforées - 80 colonnes")
    pdf.info["Producer"] = pydyf.String("pydyf - cartes perforées")
    buf = io.BytesIO()
    pdf.write(buf, identifier=b"corpus-bl-fixed-id")
    return buf.getvalue()


WRITERS = {"rlflorilege": draw_reportlab, "fpdfdico": draw_fpdf, "mupdfscenario": draw_mupdf, "pydyfperfo": draw_pydyf}


def render(fam, doc):
    f = LAYOUTS[fam](doc, _measure(fam))
    return WRITERS[fam](f.pages, doc), [p["vals"] for p in f.pages]
