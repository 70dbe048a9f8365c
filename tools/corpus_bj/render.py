"""Four new layouts of corpus BJ drawn by four writers. render(fam, doc) -> (pdf bytes, [values of page 0, ...]).

As in corpus BI, every layout is first computed as drawing operations in mm (top-down) by a small Flow engine that
breaks lines between unbreakable words (model.tokens / model.wrap: a value is never cut) with the real advances of
the font the writer uses (reportlab.pdfbase.pdfmetrics on the same TTF, or the Courier AFM for pydyf), and records
the values drawn on each page, so the truth follows the page a value really lands on. The writer backends then only
paint the operations. Every drawn string gets a trailing space so that no extractor glues two separately drawn
strings into one word. Line widths in the operations are in mm for every backend.
"""
from __future__ import annotations

import io
import math

from .model import run_text, tokens, wrap

FONTS = {
    "rlrevision": {"R": "/usr/share/fonts/truetype/crosextra/Carlito-Regular.ttf",
                   "B": "/usr/share/fonts/truetype/crosextra/Carlito-Bold.ttf",
                   "I": "/usr/share/fonts/truetype/crosextra/Carlito-Italic.ttf"},
    "pydyfjson": None,  # base-14 Courier / Courier-Bold / Courier-Oblique
    "fpdfmetro": {"R": "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
                  "B": "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
                  "I": "/usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf"},
    "mupdflrar": {"R": "/usr/share/fonts/truetype/freefont/FreeSerif.ttf",
                  "B": "/usr/share/fonts/truetype/freefont/FreeSerifBold.ttf",
                  "I": "/usr/share/fonts/truetype/freefont/FreeSerifItalic.ttf",
                  "S": "/usr/share/fonts/truetype/freefont/FreeSans.ttf",
                  "T": "/usr/share/fonts/truetype/freefont/FreeSansBold.ttf"},
}
FAMILIES = {
    "rlrevision": ("rl", "ReportLab %s canvas (copie de relecture avec marques de révision)"),
    "pydyfjson": ("py", "pydyf %s (export JSON du dossier imprimé depuis un éditeur de code)"),
    "fpdfmetro": ("fp", "fpdf2 %s (plan du parcours en lignes de métro)"),
    "mupdflrar": ("mu", "PyMuPDF %s (lettre recommandée avec avis de réception)"),
}
COURIER = {"R": "Courier", "B": "Courier-Bold", "I": "Courier-Oblique"}
GREY = (0.42, 0.42, 0.42)
BLACK = (0, 0, 0)
WHITE = (1, 1, 1)
MM = 72 / 25.4


def _measure(fam):
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    if FONTS[fam] is None:
        return lambda t, st, size: pdfmetrics.stringWidth(t, COURIER[st], size) / MM
    names = {}
    for st, path in FONTS[fam].items():
        nm = "BJ%s%s" % (fam, st)
        try:
            pdfmetrics.getFont(nm)
        except KeyError:
            pdfmetrics.registerFont(TTFont(nm, path))
        names[st] = nm
    return lambda t, st, size: pdfmetrics.stringWidth(t, names[st], size) / MM


def wrap2(run, w1, w2, measure):
    """Like model.wrap, but the first line is w1 wide and the next ones w2; the first line may stay empty when
    not even the first word fits in it."""
    lines, cur_t, cur_v, w = [], "", [], w1
    for t, vals in tokens(run):
        cand = (cur_t + " " + t) if cur_t else t
        if cur_t and measure(cand) > w:
            lines.append((cur_t, cur_v))
            cur_t, cur_v, w = t, list(vals), w2
        elif not cur_t and not lines and measure(t) > w1 and w1 < w2:
            lines.append(("", []))
            cur_t, cur_v, w = t, list(vals), w2
        else:
            cur_t, cur_v = cand, cur_v + list(vals)
    if cur_t or not lines:
        lines.append((cur_t, cur_v))
    return lines


class Flow:
    def __init__(self, meas, top, bottom):
        self.m, self.top, self.bottom = meas, top, bottom
        self.pages = []
        self.on_new_page = None
        self.new_page()

    def new_page(self):
        self.pages.append({"ops": [], "vals": []})
        self.y = self.top
        if self.on_new_page:
            self.on_new_page()

    def need(self, h):
        if self.y + h > self.bottom:
            self.new_page()
            return True
        return False

    def text(self, x, y, s, vals=(), st="R", size=8.5, color=BLACK, rot=0, page=None):
        p = self.pages[-1] if page is None else page
        p["ops"].append(("t", x, y, s, st, size, color, rot))
        p["vals"].extend(vals)

    def line(self, x1, y1, x2, y2, w=0.1, color=GREY, dash=False):
        self.pages[-1]["ops"].append(("l", x1, y1, x2, y2, w, color, dash))

    def rect(self, x, y, w, h, fill=None, stroke=None, r=0.0, lw=0.1):
        self.pages[-1]["ops"].append(("r", x, y, w, h, fill, stroke, r, lw))

    def circle(self, cx, cy, rad, fill=None, stroke=None, lw=0.2):
        self.pages[-1]["ops"].append(("c", cx, cy, rad, fill, stroke, lw))

    def lines(self, run, w, st="R", size=8.5):
        return wrap(run, w, lambda t: self.m(t, st, size))

    def para(self, run, x, w, size=8.6, st="R", lead=1.42, color=BLACK):
        for t, vals in self.lines(run, w, st, size):
            self.need(size * 0.3528 * lead)
            self.y += size * 0.3528 * lead
            self.text(x, self.y, t, vals, st, size, color)


def frame(f, head_run, head_suf, foot_run, foot_suf, x0, w, yh=9.5, yf=286.0, color=GREY, st="R", size=7.2,
          rules=True):
    """Running head and foot on every page (their values are recorded on each page)."""
    n = len(f.pages)
    lead = size * 0.3528 * 1.3
    for k, p in enumerate(f.pages):
        y = yh
        for t, vals in wrap(head_run + [head_suf.format(k=k + 1, n=n)], w, lambda s: f.m(s, st, size)):
            f.text(x0, y, t, vals, st, size, color, page=p)
            y += lead
        if rules:
            p["ops"].append(("l", x0, y - lead + 1.6, x0 + w, y - lead + 1.6, 0.1, color, False))
        fl = wrap(foot_run + [foot_suf.format(k=k + 1, n=n)], w, lambda s: f.m(s, st, size))
        y = yf - lead * (len(fl) - 1)
        if rules:
            p["ops"].append(("l", x0, y - 3.4, x0 + w, y - 3.4, 0.1, color, False))
        for t, vals in fl:
            f.text(x0, y, t, vals, st, size, color, page=p)
            y += lead


def table(f, heads, rows, weights, x0, w, head_fill, size=8.0, st_head="B", st="R", ruled_cols=True, rule=GREY,
          head_color=BLACK):
    tot = sum(weights)
    ws = [w * x / tot for x in weights]
    xs = [x0 + sum(ws[:k]) for k in range(len(ws))]
    lead = size * 0.3528 * 1.36

    def head_row():
        hl = [f.lines([h], ws[k] - 2.4, st_head, size) for k, h in enumerate(heads)]
        hh = lead * max(len(c) for c in hl) + 2.0
        f.rect(x0, f.y, w, hh, fill=head_fill)
        for k, c in enumerate(hl):
            for j, (t, _) in enumerate(c):
                f.text(xs[k] + 1.2, f.y + lead + 0.3 + lead * j, t, (), st_head, size, head_color)
        f.y += hh
    f.need(14)
    head_row()
    for row in rows:
        cells = [f.lines(cell, ws[k] - 2.4, st, size) for k, cell in enumerate(row)]
        n = max(len(c) for c in cells)
        h = lead * n + 1.9
        if f.need(h):
            head_row()
        y0 = f.y
        for k, c in enumerate(cells):
            for j, (t, vals) in enumerate(c):
                f.text(xs[k] + 1.2, y0 + lead + 0.2 + lead * j, t, vals, st, size)
        f.y = y0 + h
        f.line(x0, f.y, x0 + w, f.y, 0.1, rule)
        if ruled_cols:
            for x in xs[1:]:
                f.line(x, y0, x, f.y, 0.08, rule)
    f.y += 2.5


def lay_sections(doc, build, fam):
    """Lay the sections page group by page group; fall back to one continuous flow if more than 3 pages."""
    for plan in (doc["plan"], [[0, 1, 2]]):
        f = build(plan)
        if len(f.pages) <= 3:
            return f
    raise RuntimeError("%s: %d pages" % (fam, len(f.pages)))


# ------------------------------------------------------------------ layout 1: review copy with tracked changes
RED = (0.72, 0.08, 0.08)
BLUE = (0.07, 0.22, 0.62)
PANE = (0.93, 0.93, 0.93)


def lay_revision(doc, meas):
    x0, BW = 22.0, 116.0
    BAR = 17.0
    PX, PW = 143.0, 61.0
    VS = 8.6
    LH = 4.3

    def build(plan):
        f = Flow(meas, 19, 276)
        st = {"bal": f.top, "n": 0}

        def on_new():
            st["bal"] = f.top
            f.rect(PX, 15.5, PW, 266.5, fill=PANE)
            f.text(PX + 2, 19.2, "Marques de révision", (), "I", 6.6, GREY)
            st["bal"] = 20.5
            if len(f.pages) > 1:
                f.text(x0 + BW - 22, f.top - 0.6, "(suite de la copie)", (), "I", 6.8, GREY)
        f.on_new_page = on_new
        on_new()

        def balloon(y_anchor, x_anchor, title, text):
            ls = f.lines([title + " " + text], PW - 6, "R", 6.5)
            h = 2.9 * len(ls) + 2.2
            y = max(y_anchor - 3.0, st["bal"] + 1.0)
            if y + h > 279:
                return
            f.rect(PX + 1.5, y, PW - 3, h, fill=(1, 0.95, 0.95), stroke=RED, r=1.0, lw=0.2)
            for j, (t, _) in enumerate(ls):
                f.text(PX + 3, y + 2.9 + 2.9 * j, t, (), "R", 6.5, (0.35, 0.05, 0.05))
            f.line(x_anchor, y_anchor, PX + 1.5, y + 1.4, 0.12, RED, True)
            st["bal"] = y + h

        def comment(y_anchor, x_anchor, text):
            st["n"] += 1
            balloon(y_anchor, x_anchor, "Commentaire [SEC%d] :" % st["n"], text)

        # page 1 head: view line, letterhead, team, title
        f.text(x0, f.y + 2.5, "Suivi des modifications activé - affichage : toutes les marques", (), "I", 7.0, GREY)
        f.y += 4
        for run in doc["head"]:
            f.para(run, x0, BW, size=8.2, lead=1.32)
        f.y += 1.6
        f.text(x0, f.y + 3, "Équipe", (), "B", 8.0)
        f.y += 3
        for run in doc["team"]:
            f.para(run, x0, BW, size=7.9, lead=1.32)
        f.y += 3
        tl = f.lines([doc["title"]], BW, "B", 12.5)
        for j, (t, _) in enumerate(tl):
            f.y += 5.4
            f.text(x0, f.y, t, (), "B", 12.5)
        balloon(f.y - 1.5, x0 + min(BW, meas(tl[-1][0], "B", 12.5)) + 1, "Mis en forme :", "Titre, Carlito 12,5 pt, gras")
        f.y += 2
        for gi, group in enumerate(plan):
            if gi:
                f.new_page()
            for si in group:
                head, blocks = doc["sections"][si]
                f.need(18)
                f.y += 6
                label = "%d. %s" % (si + 1, head)
                f.text(x0, f.y, label, (), "B", 10.5)
                balloon(f.y - 1.4, x0 + meas(label, "B", 10.5) + 1, "Mis en forme :", "Titre 1")
                f.y += 1.5
                for b in blocks:
                    if b[0] == "kv":
                        for cap, run in b[1]:
                            capt = "[" + cap + "]"
                            cw = meas(capt, "R", VS)
                            ls = wrap2(run, BW - cw - 1.8, BW, lambda t: meas(t, "R", VS))
                            f.need(LH * len(ls) + 0.8)
                            y1 = f.y + LH
                            # the template's placeholder, deleted (struck through, red), then the inserted value
                            f.text(x0, y1, capt, (), "R", VS, RED)
                            f.line(x0, y1 - 0.95, x0 + cw, y1 - 0.95, 0.18, RED)
                            for j, (t, vals) in enumerate(ls):
                                yy = y1 + LH * j
                                xx = x0 + cw + 1.8 if j == 0 else x0
                                if t:
                                    f.text(xx, yy, t, vals, "R", VS, BLUE)
                                    f.line(xx, yy + 0.75, xx + meas(t, "R", VS), yy + 0.75, 0.15, BLUE)
                            f.line(BAR, y1 - 3.3, BAR, y1 + LH * (len(ls) - 1) + 1.0, 0.35, BLACK)
                            f.y = y1 + LH * (len(ls) - 1) + 0.8
                    elif b[0] == "p":
                        f.y += 1.2
                        f.need(8)
                        ya = f.y + 3.0
                        first = f.lines(b[1], BW, "R", VS)[0][0]
                        f.para(b[1], x0, BW, size=VS, lead=1.4)
                        comment(ya, x0 + meas(first, "R", VS) + 1, "paragraphe repris de la dictée, relu.")
                        f.y += 1.4
                    elif b[0] == "tab":
                        f.y += 1.5
                        f.need(16)
                        ya = f.y + 2.5
                        table(f, b[1], b[2], b[3], x0, BW, (0.88, 0.90, 0.95), size=7.8)
                        balloon(ya, x0 + BW, "Mis en forme :", "Tableau, bordures simples")
                    elif b[0] == "sig":
                        f.need(22)
                        f.y += 4
                        ya = f.y + 3
                        for run in b[1]:
                            f.para(run, x0 + 48, BW - 48, size=8.6)
                        comment(ya, x0 + BW, "signature électronique à apposer après validation.")
        return f
    f = lay_sections(doc, build, "rlrevision")
    frame(f, ["Copie de relecture · "] + doc["runhead"], " · page {k}/{n}", doc["foot"], " · version de travail {k}/{n}",
          BAR, PX + PW - BAR,
          yh=9.0, yf=287.5, color=GREY, st="I", size=7.2)
    return f


# ------------------------------------------------------------------ layout 2: JSON export printed from a code editor
KEYC = (0.50, 0.08, 0.45)
STRC = (0.60, 0.20, 0.04)
NUMC = (0.04, 0.42, 0.22)
STOP = {"de", "du", "des", "d", "l", "la", "le", "les", "a", "au", "aux", "en", "et", "ou", "s", "qu"}


def camel(caption):
    import re

    from .ids import ascii_fold
    t = ascii_fold(caption).replace("N°", "numero").replace("n°", "numero")
    words = [w for w in re.split(r"[^A-Za-z0-9]+", t) if w and w.lower() not in STOP]
    out = words[0].lower() + "".join(w[:1].upper() + w[1:].lower() for w in words[1:])
    return out


def lay_json(doc, meas):
    SZ = 7.5
    LH = 3.45
    GUT, X0, RIGHT = 14.0, 22.0, 197.0
    CW = meas("0", "R", SZ)
    IND = 2 * CW

    rows = []  # (level, prefix [(text, color)], body run or None, body color, opener)

    def kv(level, key, body, color=STRC, opener=False):
        rows.append((level, [('"%s":' % key, KEYC)] if key else [], body, color, opener))

    def s_(run, last):
        return ['"'] + list(run) + ['"' + ("" if last else ",")]

    def build_rows(plan_breaks):
        rows.clear()
        rows.append((0, [("{", BLACK)], None, BLACK, True))
        kv(1, "resourceType", ['"ExportDossierPatient",'])
        kv(1, "format", ['"json-dpi 2.1",'])
        kv(1, "dateExport", ['"', doc["export_day"], '",'])
        rows.append((1, [('"emetteur":', KEYC), ("[", BLACK)], None, BLACK, True))
        for k, run in enumerate(doc["head"]):
            kv(2, None, s_(run, k == len(doc["head"]) - 1))
        rows.append((1, [("],", BLACK)], None, BLACK, False))
        rows.append((1, [('"equipe":', KEYC), ("[", BLACK)], None, BLACK, True))
        for k, run in enumerate(doc["team"]):
            kv(2, None, s_(run, k == len(doc["team"]) - 1))
        rows.append((1, [("],", BLACK)], None, BLACK, False))
        kv(1, "titre", s_([doc["title"]], False))
        rows.append((1, [('"sections":', KEYC), ("[", BLACK)], None, BLACK, True))
        order = [si for g in plan_breaks for si in g]
        for n, si in enumerate(order):
            if n and any(si == g[0] for g in plan_breaks):
                rows.append(("break",))
            head, blocks = doc["sections"][si]
            rows.append((2, [("{", BLACK)], None, BLACK, True))
            kv(3, "rang", ["%d," % (si + 1)], NUMC)
            kv(3, "intitule", s_([head], False))
            rows.append((3, [('"contenu":', KEYC), ("[", BLACK)], None, BLACK, True))
            for bi, b in enumerate(blocks):
                lastb = bi == len(blocks) - 1
                rows.append((4, [("{", BLACK)], None, BLACK, True))
                if b[0] == "kv":
                    kv(5, "type", ['"champs",'])
                    for fi, (cap, run) in enumerate(b[1]):
                        kv(5, camel(cap), s_(run, fi == len(b[1]) - 1))
                elif b[0] == "p":
                    kv(5, "type", ['"texte",'])
                    kv(5, "valeur", s_(b[1], True))
                elif b[0] == "tab":
                    kv(5, "type", ['"tableau",'])
                    kv(5, "colonnes", ["[" + ", ".join('"%s"' % h for h in b[1]) + "],"])
                    rows.append((5, [('"lignes":', KEYC), ("[", BLACK)], None, BLACK, True))
                    for ri, row in enumerate(b[2]):
                        body = ["["]
                        for ci, cell in enumerate(row):
                            body += (['", "'] if ci else ['"']) + list(cell)
                        body += ['"]' + ("" if ri == len(b[2]) - 1 else ",")]
                        kv(6, None, body)
                    rows.append((5, [("]", BLACK)], None, BLACK, False))
                elif b[0] == "sig":
                    kv(5, "type", ['"validation",'])
                    rows.append((5, [('"signataire":', KEYC), ("[", BLACK)], None, BLACK, True))
                    for k, run in enumerate(b[1]):
                        kv(6, None, s_(run, k == len(b[1]) - 1))
                    rows.append((5, [("]", BLACK)], None, BLACK, False))
                rows.append((4, [("}" + ("" if lastb else ","), BLACK)], None, BLACK, False))
            rows.append((3, [("]", BLACK)], None, BLACK, False))
            rows.append((2, [("}" + ("" if n == len(order) - 1 else ","), BLACK)], None, BLACK, False))
        rows.append((1, [("]", BLACK)], None, BLACK, False))
        rows.append((0, [("}", BLACK)], None, BLACK, False))

    def build(plan):
        build_rows(plan)
        f = Flow(meas, 19.5, 279)

        def on_new():
            f.rect(GUT - 1, 15.2, RIGHT + 1 - GUT, 266.8, stroke=(0.75, 0.75, 0.75), lw=0.15)
            f.line(X0 - 1.6, 15.2, X0 - 1.6, 282, 0.1, (0.8, 0.8, 0.8))
            if len(f.pages) > 1:
                f.y += LH
                f.text(X0, f.y, "// (suite du fichier)", (), "I", SZ, GREY)
        f.on_new_page = on_new
        on_new()

        def guides(level, y):
            for k in range(1, level):
                x = X0 + k * IND - IND + CW * 0.45
                f.line(x, y - LH + 0.9, x, y + 0.9, 0.08, (0.72, 0.72, 0.72), True)

        for row in rows:
            if row[0] == "break":
                f.new_page()
                continue
            level, prefix, body, color, opener = row
            x = X0 + level * IND
            xb = x + sum(meas(t, "B" if c == KEYC else "R", SZ) + CW for t, c in prefix)
            if body is not None:
                ls = wrap2(body, RIGHT - xb, RIGHT - x - 2 * IND, lambda t: meas(t, "R", SZ))
            else:
                ls = []
            f.need(LH * max(1, len(ls)))
            f.y += LH
            guides(level, f.y)
            if opener:
                f.rect(GUT + 1.2, f.y - 2.2, 2.2, 2.2, stroke=GREY, lw=0.1)
                f.line(GUT + 1.6, f.y - 1.1, GUT + 3.0, f.y - 1.1, 0.12, GREY)
            xx = x
            for t, c in prefix:
                stl = "B" if c == KEYC else "R"
                f.text(xx, f.y, t, (), stl, SZ, c)
                xx += meas(t, stl, SZ) + CW
            for j, (t, vals) in enumerate(ls):
                if j:
                    f.need(LH)
                    f.y += LH
                    guides(level + 2, f.y)
                if t:
                    f.text(xb if j == 0 else x + 2 * IND, f.y, t, vals, "R", SZ, color)
        return f
    f = lay_sections(doc, build, "pydyfjson")
    frame(f, ["export_dossier.json - "] + doc["runhead"], " - page {k}/{n}",
          ["Imprimé depuis l'éditeur (UTF-8, LF, JSON) - "] + doc["foot"],
          " - {k}/{n}", GUT, RIGHT - GUT, yh=9.0, yf=288.0, color=(0.25, 0.25, 0.25), st="R", size=7.2)
    return f


# ------------------------------------------------------------------ layout 3: care pathway as a metro map
LINE_COLORS = [(0.86, 0.33, 0.08), (0.09, 0.43, 0.72), (0.18, 0.58, 0.28)]
ANG = 30.0


def _pale(c, k=0.82):
    return tuple(1 - (1 - x) * (1 - k) for x in c)


def lay_metro(doc, meas):
    x0, W = 14.0, 182.0
    RIGHT = x0 + W
    CS, VS = 6.4, 7.8
    DL = 2.7  # distance between two caption lines
    sa, ca = math.sin(math.radians(ANG)), math.cos(math.radians(ANG))

    def build(plan):
        f = Flow(meas, 18, 278)
        st = {"sec": None, "ly": None, "page": None}

        def badge(si, head, suite=False):
            color = LINE_COLORS[si % 3]
            f.y += 3
            f.rect(x0, f.y, 12, 6.4, fill=color, r=3.0)
            f.text(x0 + 2.6, f.y + 4.6, "L%d" % (si + 1), (), "B", 8.6, WHITE)
            f.text(x0 + 15, f.y + 4.7, head + (" (suite)" if suite else ""), (), "B", 10.2, color)
            f.y += 8.5
            st["ly"] = None

        def on_new():
            st["ly"] = None
            if len(f.pages) > 1:
                f.text(RIGHT - 30, f.top - 1.0, "Plan du parcours (suite)", (), "I", 6.8, GREY)
                if st["sec"] is not None:
                    badge(st["sec"][0], st["sec"][1], suite=True)
        f.on_new_page = on_new

        def stations(fields, color):
            items = []
            for cap, run in fields:
                txt = run_text(run)
                vw = min(max(meas(txt, "R", VS) + 4.0, 26.0), 88.0)
                vl = f.lines(run, vw - 3.0, "R", VS)
                cl = [t for t, _ in f.lines([cap], 34, "I", CS)]
                L = max(meas(t, "I", CS) for t in cl)
                cdx = L * ca + 1.2
                cdy = 2.6 + (len(cl) - 1) * DL * ca + L * sa + 2.6
                items.append({"vw": vw, "vl": vl, "cl": cl, "cdx": cdx, "cdy": cdy, "vh": 3.6 * len(vl) + 2.4})
            rows, cur, x = [], [], x0 + 4
            for it in items:
                w = max(it["vw"], 22.0)
                if cur and (x + w > RIGHT or x + 3 + it["cdx"] > 205):
                    rows.append(cur)
                    cur, x = [], x0 + 4
                cur.append((x, it))
                x += w + 3.5
            if cur:
                rows.append(cur)
            for row in rows:
                capz = max(it["cdy"] for _, it in row)
                boxh = max(it["vh"] for _, it in row)
                f.need(capz + 3.4 + boxh + 3)
                ly = f.y + capz
                if st["ly"] is not None and st["page"] == len(f.pages):
                    f.line(RIGHT, st["ly"], RIGHT, ly, 1.6, color)  # the line turns down to the next row
                f.line(x0, ly, RIGHT, ly, 1.6, color)
                for sx, it in row:
                    cx = sx + 3
                    f.circle(cx, ly, 1.55, fill=WHITE, stroke=color, lw=0.55)
                    k = len(it["cl"])
                    for j, t in enumerate(it["cl"]):
                        off = (k - 1 - j) * DL
                        f.text(cx + 0.8 - off * sa, ly - 2.6 - off * ca, t, (), "I", CS, (0.2, 0.2, 0.2), rot=ANG)
                    by = ly + 3.4
                    f.line(cx, ly + 1.55, cx, by, 0.2, color)
                    f.rect(sx, by, it["vw"], it["vh"], fill=WHITE, stroke=color, r=1.2, lw=0.25)
                    for j, (t, vals) in enumerate(it["vl"]):
                        f.text(sx + 1.5, by + 3.5 + 3.6 * j, t, vals, "R", VS)
                st["ly"], st["page"] = ly, len(f.pages)
                f.y = ly + 3.4 + boxh + 2.5

        def panel(run, color):
            ls = f.lines(run, W - 14, "R", 8.0)
            k = 0
            while k < len(ls):
                f.need(10)
                room = max(1, int((f.bottom - f.y - 3) // 3.7))
                chunk = ls[k:k + room]
                h = 3.7 * len(chunk) + 3.0
                y = f.y + 1
                f.rect(x0, y, W, h, fill=(0.97, 0.97, 0.94), stroke=color, r=1.5, lw=0.2)
                f.rect(x0, y, 2.0, h, fill=color)
                f.circle(x0 + 6, y + 3.4, 2.0, fill=color)
                f.text(x0 + 5.45, y + 4.5, "i", (), "B", 7.5, WHITE)
                for j, (t, vals) in enumerate(chunk):
                    f.text(x0 + 10.5, y + 3.9 + 3.7 * j, t, vals, "R", 8.0)
                f.y = y + h + 1.5
                k += len(chunk)
            st["ly"] = None

        # page 1 head: dark band, letterhead | team boxes, title, legend
        f.rect(x0, f.y, W, 8, fill=(0.14, 0.15, 0.24))
        f.text(x0 + 2.5, f.y + 5.5, "PLAN DU PARCOURS DE SOINS", (), "B", 9.5, WHITE)
        f.text(RIGHT - 44, f.y + 5.5, "réseau de soins - lignes L1 à L3", (), "I", 6.8, WHITE)
        f.y += 11
        y0 = f.y
        f.text(x0 + 2, f.y + 2.8, "Établissement", (), "B", 7.2, GREY)
        f.y += 2.6
        for run in doc["head"]:
            f.para(run, x0 + 2, 96, size=7.4, lead=1.3)
        ya = f.y
        f.y = y0
        f.text(120, f.y + 2.8, "Équipe", (), "B", 7.2, GREY)
        f.y += 2.6
        for run in doc["team"]:
            f.para(run, 120, 74, size=7.1, lead=1.3)
        yb = max(ya, f.y) + 2
        f.rect(x0, y0 - 1, 101, yb - y0 + 1, stroke=GREY, r=1.5, lw=0.2)
        f.rect(118, y0 - 1, 78, yb - y0 + 1, stroke=GREY, r=1.5, lw=0.2)
        f.y = yb + 2
        for t, _ in f.lines([doc["title"]], W, "B", 12):
            f.y += 5.2
            f.text(x0, f.y, t, (), "B", 12)
        f.y += 4.2
        f.text(x0, f.y, "Légende : ● station = une donnée (libellé en oblique) ; i = info voyageurs ; "
                        "tableau des passages ; ◎ terminus = validation", (), "I", 6.6, GREY)
        f.y += 1
        for gi, group in enumerate(plan):
            if gi:
                st["sec"] = None
                f.new_page()
            for si in group:
                head, blocks = doc["sections"][si]
                color = LINE_COLORS[si % 3]
                st["sec"] = None
                f.need(40)
                st["sec"] = (si, head)
                badge(si, head)
                for b in blocks:
                    if b[0] == "kv":
                        stations(b[1], color)
                    elif b[0] == "p":
                        panel(b[1], color)
                    elif b[0] == "tab":
                        f.need(18)
                        f.y += 2
                        f.text(x0, f.y + 2.6, "Tableau des passages", (), "B", 7.2, color)
                        f.y += 4
                        table(f, b[1], b[2], b[3], x0, W, _pale(color), size=7.8)
                        st["ly"] = None
                    elif b[0] == "sig":
                        ls = []
                        for run in b[1]:
                            ls += f.lines(run, 96, "R", 8.0)
                        f.need(3.7 * len(ls) + 12)
                        y = f.y + 3
                        f.line(x0, y + 2.5, x0 + 22, y + 2.5, 1.6, color)
                        f.circle(x0 + 24, y + 2.5, 2.7, fill=WHITE, stroke=color, lw=0.8)
                        f.circle(x0 + 24, y + 2.5, 1.1, fill=color)
                        f.text(x0 + 29, y + 3.6, "Terminus - validation du document", (), "B", 8.0, color)
                        y += 6.5
                        f.rect(x0 + 28, y, 100, 3.7 * len(ls) + 2.6, stroke=color, r=1.2, lw=0.25)
                        for j, (t, vals) in enumerate(ls):
                            f.text(x0 + 30, y + 3.7 + 3.7 * j, t, vals, "R", 8.0)
                        f.y = y + 3.7 * len(ls) + 4
                        st["ly"] = None
        return f
    f = lay_sections(doc, build, "fpdfmetro")
    frame(f, ["Plan du parcours - "] + doc["runhead"], " - plan {k}/{n}", doc["foot"], " - plan {k}/{n}", x0, W,
          yh=9.5, yf=287.0,
          color=GREY, st="R", size=7.0)
    return f


# ------------------------------------------------------------------ layout 4: registered letter with acknowledgement card
PINK = (0.99, 0.87, 0.91)
GREEN = (0.86, 0.95, 0.87)
SAND = (0.93, 0.91, 0.84)


def lay_lrar(doc, meas):
    x0, W = 16.0, 178.0
    RIGHT = x0 + W
    VS, CS = 8.7, 5.6
    VL = 3.95
    rr = doc["recommande"]

    def vbox_dims(w, cap, runs):
        """(band width, caption lines, value lines, minimal height) of a field box."""
        for k in (1, 2, 3):
            band = 1.2 + 2.45 * k
            vl = []
            for run in runs:
                vl += f_ref[0].lines(run, w - band - 3.2, "R", VS)
            hmin = max(VL * len(vl) + 2.8, 9.0)
            cl = [t for t, _ in f_ref[0].lines([cap], hmin - 2.4, "S", CS)]
            if len(cl) <= k:
                return band, cl, vl, hmin
        cl = [t for t, _ in f_ref[0].lines([cap], meas(cap, "S", CS) / 3 + 4, "S", CS)][:3]
        band = 1.2 + 2.45 * len(cl)
        hmin = max(hmin, max(meas(t, "S", CS) for t in cl) + 2.6)
        return band, cl, vl, hmin

    def vbox(x, y, w, h, dims, tint):
        """A field box: the caption rotated 90° (read bottom-up) in a tinted band along the left edge."""
        f = f_ref[0]
        band, cl, vl, _ = dims
        f.rect(x, y, w, h, stroke=(0.35, 0.35, 0.35), lw=0.2)
        f.rect(x, y, band, h, fill=tint)
        for j, t in enumerate(cl):
            f.text(x + 0.7 + 2.45 * (j + 1) - 0.35, y + h - 1.2, t, (), "S", CS, (0.25, 0.25, 0.25), rot=90)
        for j, (t, vals) in enumerate(vl):
            f.text(x + band + 1.6, y + 3.9 + VL * j, t, vals, "R", VS)

    def fields(items, tint, xa=x0, wa=W, gap=4.0):
        f = f_ref[0]
        half = (wa - gap) / 2
        rows, cur = [], []
        for cap, runs in items:
            d = vbox_dims(half, cap, runs)
            full = len(d[2]) > 2
            if full:
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
            dims = [vbox_dims(wa if full else half, cap, runs) for cap, runs, full in row]
            h = max(d[3] for d in dims)
            f.need(h + 1.6)
            for k, ((cap, runs, full), d) in enumerate(zip(row, dims)):
                vbox(xa + k * (half + gap), f.y, wa if full else half, h, d, tint)
            f.y += h + 1.6

    f_ref = [None]

    def build(plan):
        f = Flow(meas, 18, 275)
        f_ref[0] = f

        def on_new():
            if len(f.pages) > 1:
                f.text(RIGHT - 40, f.top - 0.8, "Lettre recommandée AR (suite)", (), "I", 7.0, GREY)
        f.on_new_page = on_new
        # the registered-mail form set on top of page 1: proof of posting (pink) | acknowledgement card (green)
        y0 = f.y
        f.rect(x0, y0, 62, 4.6, fill=(0.80, 0.30, 0.45))
        f.text(x0 + 1.5, y0 + 3.4, "PREUVE DE DÉPÔT - RECOMMANDÉ", (), "T", 6.6, WHITE)
        f.rect(x0 + 66, y0, W - 66, 4.6, fill=(0.20, 0.50, 0.30))
        f.text(x0 + 67.5, y0 + 3.4, "AVIS DE RÉCEPTION - à retourner à l'expéditeur", (), "T", 6.6, WHITE)
        f.y = y0 + 6
        yl = f.y
        # left part (proof of posting)
        d1 = vbox_dims(62, "N° de l'envoi", [[rr]])
        vbox(x0, f.y, 62, d1[3], d1, PINK)
        f.y += d1[3] + 1.4
        d2 = vbox_dims(62, "Expéditeur", doc["sender"])
        vbox(x0, f.y, 62, d2[3], d2, PINK)
        f.y += d2[3] + 1.4
        left_end = f.y
        # right part (acknowledgement card)
        f.y = yl
        xr, wr = x0 + 66, W - 66
        d3 = vbox_dims(wr, "Destinataire", doc["patient_addr"])
        vbox(xr, f.y, wr, d3[3], d3, GREEN)
        f.y += d3[3] + 1.4
        d4 = vbox_dims((wr - 3) / 2, "Présenté / avisé le", [["", doc["export_day"]]])
        d5 = vbox_dims((wr - 3) / 2, "Distribué le", [["...................."]])
        hh = max(d4[3], d5[3])
        vbox(xr, f.y, (wr - 3) / 2, hh, d4, GREEN)
        vbox(xr + (wr - 3) / 2 + 3, f.y, (wr - 3) / 2, hh, d5, GREEN)
        f.y += hh + 1.4
        right_end = f.y
        f.y = max(left_end, right_end) + 1
        f.line(x0, f.y, RIGHT, f.y, 0.2, GREY, True)
        f.text(x0 + 1, f.y + 2.6, "Liasse de recommandé - partie supérieure à conserver, détacher selon le pointillé",
               (), "I", 6.2, GREY)
        f.y += 6
        # the letter
        y1 = f.y
        for run in doc["head"]:
            f.para(run, x0, 100, size=8.2, lead=1.3)
        ya = f.y
        f.y = y1
        f.text(124, f.y + 3, "Équipe médicale", (), "B", 8.0)
        f.y += 3
        for run in doc["team"]:
            f.para(run, 124, 70, size=7.8, lead=1.3)
        f.y = max(ya, f.y) + 4
        f.text(x0, f.y, "Lettre recommandée avec avis de réception", (), "I", 8.6)
        f.y += 1
        for t, _ in f.lines(["Objet : " + doc["title"]], W, "B", 10.5):
            f.y += 4.8
            f.text(x0, f.y, t, (), "B", 10.5)
        f.y += 2
        roman = ["I", "II", "III"]
        for gi, group in enumerate(plan):
            if gi:
                f.new_page()
            for si in group:
                head, blocks = doc["sections"][si]
                f.need(16)
                f.y += 5.5
                f.text(x0, f.y, "%s. %s" % (roman[si], head.upper()), (), "B", 9.6)
                f.line(x0, f.y + 1.3, RIGHT, f.y + 1.3, 0.25, BLACK)
                f.y += 3.2
                for b in blocks:
                    if b[0] == "kv":
                        fields([(cap, [run]) for cap, run in b[1]], SAND)
                    elif b[0] == "p":
                        f.y += 0.6
                        f.para(b[1], x0, W, size=9.0, lead=1.4)
                        f.y += 1.6
                    elif b[0] == "tab":
                        f.y += 1
                        table(f, b[1], b[2], b[3], x0, W, SAND, size=8.4)
                    elif b[0] == "sig":
                        f.need(22)
                        f.y += 3
                        for run in b[1]:
                            f.para(run, x0 + 100, W - 100, size=9.0)
        return f
    f = lay_sections(doc, build, "mupdflrar")
    frame(f, ["Recommandé AR n° ", rr, " - "] + doc["runhead"], " - feuille {k}/{n}", doc["foot"], " - feuille {k}/{n}",
          x0, W,
          yh=9.5, yf=287.0, color=(0.2, 0.2, 0.2), st="I", size=7.4)
    return f


LAYOUTS = {"rlrevision": lay_revision, "pydyfjson": lay_json, "fpdfmetro": lay_metro, "mupdflrar": lay_lrar}


# ------------------------------------------------------------------ writers
def draw_reportlab(pages, doc):
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas
    _measure("rlrevision")  # registers the fonts
    buf = io.BytesIO()
    cv = canvas.Canvas(buf, pagesize=A4, invariant=1)
    cv.setTitle(doc["title"])
    cv.setAuthor("Secrétariat médical")
    cv.setCreator("Traitement de texte - copie de relecture (marques de révision)")
    cv.setProducer("ReportLab - export de relecture")
    H = A4[1]
    for p in pages:
        for o in p["ops"]:
            if o[0] == "t":
                _, x, y, s, st, size, color, rot = o
                cv.setFillColorRGB(*color)
                cv.setFont("BJrlrevision" + st, size)
                if rot:
                    cv.saveState()
                    cv.translate(x * MM, H - y * MM)
                    cv.rotate(rot)
                    cv.drawString(0, 0, s + " ")
                    cv.restoreState()
                else:
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
            elif o[0] == "c":
                _, cx, cy, rad, fill, stroke, lw = o
                if fill:
                    cv.setFillColorRGB(*fill)
                if stroke:
                    cv.setStrokeColorRGB(*stroke)
                cv.setLineWidth(lw * MM)
                cv.circle(cx * MM, H - cy * MM, rad * MM, stroke=1 if stroke else 0, fill=1 if fill else 0)
        cv.showPage()
    cv.save()
    return buf.getvalue()


def draw_fpdf(pages, doc):
    import datetime
    from fpdf import FPDF
    pdf = FPDF(format="A4", unit="mm")
    pdf.set_auto_page_break(False)
    for st, path in FONTS["fpdfmetro"].items():
        pdf.add_font("BJmetro", "" if st == "R" else st, path)
    pdf.set_creation_date(datetime.datetime(2025, 1, 1, tzinfo=datetime.timezone.utc))
    pdf.set_title(doc["title"])
    pdf.set_creator("Plan de parcours - export réseau de soins")
    pdf.set_producer("fpdf2 - plan de métro du parcours")
    for p in pages:
        pdf.add_page()
        for o in p["ops"]:
            if o[0] == "t":
                _, x, y, s, st, size, color, rot = o
                pdf.set_text_color(*[int(round(255 * c)) for c in color])
                pdf.set_font("BJmetro", "" if st == "R" else st, size)
                if rot:
                    with pdf.rotation(rot, x, y):
                        pdf.text(x, y, s + " ")
                else:
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
            elif o[0] == "c":
                _, cx, cy, rad, fill, stroke, lw = o
                style = ("F" if fill else "") + ("D" if stroke else "")
                if fill:
                    pdf.set_fill_color(*[int(round(255 * c)) for c in fill])
                if stroke:
                    pdf.set_draw_color(*[int(round(255 * c)) for c in stroke])
                pdf.set_line_width(lw)
                pdf.circle(cx, cy, rad, style="DF" if style == "FD" else style)
    return bytes(pdf.output())


def draw_mupdf(pages, doc):
    import pymupdf
    d = pymupdf.open()
    for p in pages:
        pg = d.new_page(width=595.2756, height=841.8898)
        for st, path in FONTS["mupdflrar"].items():
            pg.insert_font(fontname="BJ" + st, fontfile=path)
        for o in p["ops"]:
            if o[0] == "t":
                _, x, y, s, st, size, color, rot = o
                pg.insert_text((x * MM, y * MM), s + " ", fontname="BJ" + st, fontsize=size, color=color, rotate=rot)
            elif o[0] == "l":
                pg.draw_line((o[1] * MM, o[2] * MM), (o[3] * MM, o[4] * MM), color=o[6], width=o[5] * MM,
                             dashes="[2 2] 0" if o[7] else None)
            elif o[0] == "r":
                _, x, y, w, h, fill, stroke, rad, lw = o
                if fill or stroke:
                    pg.draw_rect(pymupdf.Rect(x * MM, y * MM, (x + w) * MM, (y + h) * MM), color=stroke, fill=fill,
                                 width=lw * MM)
            elif o[0] == "c":
                _, cx, cy, rad, fill, stroke, lw = o
                pg.draw_circle((cx * MM, cy * MM), rad * MM, color=stroke, fill=fill, width=lw * MM)
    d.subset_fonts()
    d.set_metadata({"title": doc["title"], "producer": "PyMuPDF - lettre recommandée",
                    "creator": "Courrier recommandé avec avis de réception", "creationDate": "", "modDate": ""})
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
    pdf.info["Creator"] = pydyf.String("Éditeur de code - impression du fichier JSON")
    pdf.info["Producer"] = pydyf.String("pydyf - impression monospace")
    buf = io.BytesIO()
    pdf.write(buf, identifier=b"corpus-bj-fixed-id")
    return buf.getvalue()


WRITERS = {"rlrevision": draw_reportlab, "fpdfmetro": draw_fpdf, "mupdflrar": draw_mupdf, "pydyfjson": draw_pydyf}


def render(fam, doc):
    f = LAYOUTS[fam](doc, _measure(fam))
    return WRITERS[fam](f.pages, doc), [p["vals"] for p in f.pages]
