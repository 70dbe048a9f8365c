"""Four new layouts of corpus BI drawn by four writers. render(fam, doc) -> (pdf bytes, [values of page 0, ...]).

Every layout is computed first as drawing operations in mm (top-down) by a small Flow engine that breaks lines
between unbreakable words (model.wrap; a value is never cut) with the real advances of the font the writer embeds
(reportlab.pdfbase.pdfmetrics on the same TTF, or the Helvetica AFM for pydyf) and records the values drawn on each
page, so the truth follows the page a value really lands on. The writer backends then only paint the operations.
Every drawn string gets a trailing space so that no extractor glues two separately drawn strings into one word.
"""
from __future__ import annotations

import io

from .model import wrap

FONTS = {
    "rlsecours": {"R": "/usr/share/fonts/truetype/freefont/FreeSans.ttf",
                  "B": "/usr/share/fonts/truetype/freefont/FreeSansBold.ttf",
                  "I": "/usr/share/fonts/truetype/freefont/FreeSansOblique.ttf"},
    "fpdfcarte": {"R": "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed.ttf",
                  "B": "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Bold.ttf",
                  "I": "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed-Oblique.ttf"},
    "mupdfarbo": {"R": "/usr/share/fonts/truetype/crosextra/Carlito-Regular.ttf",
                  "B": "/usr/share/fonts/truetype/crosextra/Carlito-Bold.ttf",
                  "I": "/usr/share/fonts/truetype/crosextra/Carlito-Italic.ttf"},
    "pydyfdecision": None,  # base-14 Helvetica / Helvetica-Bold / Helvetica-Oblique
}
FAMILIES = {
    "rlsecours": ("rl", "ReportLab %s canvas (fiche bilan secouriste, badges scindés)"),
    "fpdfcarte": ("fp", "fpdf2 %s (carte mentale horizontale)"),
    "mupdfarbo": ("mu", "PyMuPDF %s (synthèse DPI arborescente, fil d'Ariane)"),
    "pydyfdecision": ("py", "pydyf %s (décision administrative, visas VU / CONSIDÉRANT)"),
}
HELV = {"R": "Helvetica", "B": "Helvetica-Bold", "I": "Helvetica-Oblique"}
GREY = (0.42, 0.42, 0.42)
BLACK = (0, 0, 0)
MM = 72 / 25.4


def _measure(fam):
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    if FONTS[fam] is None:
        return lambda t, st, size: pdfmetrics.stringWidth(t, HELV[st], size) / MM
    names = {}
    for st, path in FONTS[fam].items():
        nm = "BI%s%s" % (fam, st)
        try:
            pdfmetrics.getFont(nm)
        except KeyError:
            pdfmetrics.registerFont(TTFont(nm, path))
        names[st] = nm
    return lambda t, st, size: pdfmetrics.stringWidth(t, names[st], size) / MM


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

    def text(self, x, y, s, vals=(), st="R", size=8.5, color=BLACK, page=None):
        p = self.pages[-1] if page is None else page
        p["ops"].append(("t", x, y, s, st, size, color))
        p["vals"].extend(vals)

    def line(self, x1, y1, x2, y2, w=0.3, color=GREY, dash=False):
        self.pages[-1]["ops"].append(("l", x1, y1, x2, y2, w, color, dash))

    def rect(self, x, y, w, h, fill=None, stroke=None, r=0.0, lw=0.3):
        self.pages[-1]["ops"].append(("r", x, y, w, h, fill, stroke, r, lw))

    def circle(self, cx, cy, rad, fill=None, stroke=None):
        self.pages[-1]["ops"].append(("c", cx, cy, rad, fill, stroke))

    def lines(self, run, w, st="R", size=8.5):
        return wrap(run, w, lambda t: self.m(t, st, size))

    def para(self, run, x, w, size=8.6, st="R", lead=1.42, color=BLACK):
        for t, vals in self.lines(run, w, st, size):
            self.need(size * 0.3528 * lead)
            self.y += size * 0.3528 * lead
            self.text(x, self.y, t, vals, st, size, color)


def run_of(s):
    return [s]


def frame(f, doc, head_fmt, foot_fmt, x0, w, yh=9.5, yf=285.5, color=GREY):
    """Running head and foot on every page (values recorded on each page)."""
    n = len(f.pages)
    for k, p in enumerate(f.pages):
        hl = wrap(head_fmt[0] + doc["runhead"] + [head_fmt[1].format(k=k + 1, n=n)], w, lambda t: f.m(t, "R", 7.2))
        y = yh
        for t, vals in hl:
            f.text(x0, y, t, vals, "R", 7.2, color, page=p)
            y += 3.3
        p["ops"].append(("l", x0, y - 1.8, x0 + w, y - 1.8, 0.3, color, False))
        fl = wrap(foot_fmt[0] + doc["foot"] + [foot_fmt[1].format(k=k + 1, n=n)], w, lambda t: f.m(t, "R", 7.2))
        y = yf
        p["ops"].append(("l", x0, y - 3.6, x0 + w, y - 3.6, 0.3, color, False))
        for t, vals in fl:
            f.text(x0, y, t, vals, "R", 7.2, color, page=p)
            y += 3.3


def table(f, heads, rows, weights, x0, w, head_fill, size=8.2, ruled_cols=True):
    tot = sum(weights)
    ws = [w * x / tot for x in weights]
    xs = [x0 + sum(ws[:k]) for k in range(len(ws))]

    def head_row():
        f.rect(x0, f.y, w, 5.6, fill=head_fill)
        for k, h in enumerate(heads):
            f.text(xs[k] + 1.2, f.y + 4.0, h, (), "B", size)
        f.y += 5.6
    f.need(12)
    head_row()
    for row in rows:
        cells = [f.lines(cell, ws[k] - 2.4, "R", size) for k, cell in enumerate(row)]
        n = max(len(c) for c in cells)
        h = 4.0 * n + 1.8
        if f.need(h):
            head_row()
        y0 = f.y
        for k, c in enumerate(cells):
            for j, (t, vals) in enumerate(c):
                f.text(xs[k] + 1.2, y0 + 4.0 + 4.0 * j, t, vals, "R", size)
        f.y = y0 + h
        f.line(x0, f.y, x0 + w, f.y, 0.25)
        if ruled_cols:
            for x in xs[1:]:
                f.line(x, y0, x, f.y, 0.2)
    f.y += 2.5


def lay_sections(doc, build, fam):
    """Lay the sections page group by page group; fall back to one continuous flow if more than 3 pages."""
    for plan in (doc["plan"], [[0, 1, 2]]):
        f = build(plan)
        if len(f.pages) <= 3:
            return f
    raise RuntimeError("%s: %d pages" % (fam, len(f.pages)))


# ------------------------------------------------------------------ layout 1: fiche bilan secouriste + badges
ORANGE = (0.93, 0.47, 0.13)
PALE_OR = (0.99, 0.89, 0.78)


def lay_secours(doc, meas):
    x0, W = 14, 182

    def badges(f, fields):
        cs, vs = 6.8, 8.4
        x = x0
        row_h = 0
        f.y += 1
        for cap, run in fields:
            cw = meas(cap, "I", cs) + 3.0
            text_w = meas("".join(s.text if hasattr(s, "text") else s for s in run), "R", vs) + 3.2
            if cw + text_w <= W:
                lines = f.lines(run, text_w + 1, "R", vs)
                vw = text_w
            else:
                vw = W - cw
                lines = f.lines(run, vw - 3.2, "R", vs)
            bw, bh = cw + vw, 3.9 * len(lines) + 2.2
            if x + bw > x0 + W + 0.01:
                f.y += row_h + 1.6
                x, row_h = x0, 0
            if f.need(bh + 1):
                x, row_h = x0, 0
            y = f.y
            f.rect(x, y, bw, bh, fill=(1, 1, 1), stroke=ORANGE, r=1.6, lw=0.4)
            f.rect(x, y, cw, bh, fill=PALE_OR, r=1.6)
            f.text(x + 1.5, y + 3.9, cap, (), "I", cs, (0.45, 0.22, 0.05))
            for j, (t, vals) in enumerate(lines):
                f.text(x + cw + 1.5, y + 3.9 + 3.9 * j, t, vals, "R", vs)
            x += bw + 1.8
            row_h = max(row_h, bh)
        f.y += row_h + 3

    def silhouette(f, cx, top):
        f.circle(cx, top + 3, 2.6, stroke=GREY)
        f.line(cx, top + 5.6, cx, top + 19, 0.5)
        f.line(cx - 6, top + 8, cx + 6, top + 8, 0.5)
        f.line(cx - 6, top + 8, cx - 8, top + 16, 0.5)
        f.line(cx + 6, top + 8, cx + 8, top + 16, 0.5)
        f.line(cx, top + 19, cx - 4, top + 31, 0.5)
        f.line(cx, top + 19, cx + 4, top + 31, 0.5)

    def build(plan):
        f = Flow(meas, 18, 276)
        # page 1 head: orange band, letterhead | team, then body chart | timeline
        f.rect(x0, f.y, W, 8, fill=ORANGE)
        f.text(x0 + 2, f.y + 5.6, "FICHE BILAN - " + doc["title"].upper(), (), "B", 9.2, (1, 1, 1))
        f.y += 10
        y0 = f.y
        for run in doc["head"]:
            f.para(run, x0, 88, size=7.5, lead=1.3)
        ya = f.y
        f.y = y0
        f.text(108, f.y + 3, "Équipe engagée", (), "B", 7.5)
        f.y += 3
        for run in doc["team"]:
            f.para(run, 108, 88, size=7.3, lead=1.3)
        f.y = max(ya, f.y) + 3
        yb = f.y
        f.rect(x0, yb, 88, 44, stroke=ORANGE, r=2)
        f.text(x0 + 2, yb + 4, "Bilan lésionnel (face / dos)", (), "B", 7.5)
        silhouette(f, x0 + 24, yb + 7)
        silhouette(f, x0 + 50, yb + 7)
        f.circle(x0 + 20, yb + 36, 1.4, fill=ORANGE)
        f.text(x0 + 62, yb + 14, "1 : zone atteinte", (), "R", 6.8)
        f.text(x0 + 62, yb + 18, "voir bilan détaillé", (), "R", 6.8)
        f.rect(108, yb, 88, 44, stroke=ORANGE, r=2)
        f.text(110, yb + 4, "Chronologie de la prise en charge", (), "B", 7.5)
        from .model import K
        t1, t2 = K("HORAIRE", doc["times"][0]), K("HORAIRE", doc["times"][1])
        f.text(110, yb + 10, "Appel reçu à " + t1.text, [t1], "R", 7.5)
        f.text(110, yb + 15, "Arrivée dans le service à " + t2.text, [t2], "R", 7.5)
        f.text(110, yb + 20, "Transmission orale au médecin : faite", (), "R", 7.5)
        f.text(110, yb + 25, "Bilan complémentaire : ci-dessous", (), "R", 7.5)
        f.y = yb + 48
        for gi, group in enumerate(plan):
            if gi:
                f.new_page()
            for si in group:
                head, blocks = doc["sections"][si]
                f.need(16)
                f.y += 2
                f.rect(x0, f.y, 9, 6, fill=ORANGE)
                f.text(x0 + 1.6, f.y + 4.4, "B%d" % (si + 1), (), "B", 8.5, (1, 1, 1))
                f.text(x0 + 11, f.y + 4.6, head, (), "B", 10.2)
                f.line(x0, f.y + 7, x0 + W, f.y + 7, 0.5, ORANGE)
                f.y += 9.5
                for b in blocks:
                    if b[0] == "kv":
                        badges(f, b[1])
                    elif b[0] == "p":
                        f.para(b[1], x0, W)
                        f.y += 1.8
                    elif b[0] == "tab":
                        table(f, b[1], b[2], b[3], x0, W, PALE_OR)
                    elif b[0] == "sig":
                        f.need(14)
                        f.y += 2
                        for run in b[1]:
                            f.para(run, 112, 84, size=8.4)
        for p in f.pages[1:]:
            p["ops"].append(("t", x0 + W - 28, 17.2, "Fiche bilan (suite)", "I", 7.0, GREY))
        return f
    f = lay_sections(doc, build, "rlsecours")
    frame(f, doc, (["Fiche bilan · "], " · volet {k}/{n}"), ([], " · bilan {k}/{n}"), x0, W)
    return f


# ------------------------------------------------------------------ layout 2: horizontal mind map
TEAL = (0.10, 0.45, 0.50)
PALE_TEAL = (0.86, 0.94, 0.95)


def lay_carte(doc, meas):
    x0, W = 14, 182
    TRUNK, LEAF_X, NODE_W = 57.0, 108.0, 38.0

    def build(plan):
        f = Flow(meas, 18, 276)
        st = {"branches": [], "node_mid": None, "head": None}

        def flush():
            if st["branches"] and st["node_mid"] is not None:
                f.line(TRUNK, st["node_mid"], TRUNK, max(st["branches"]), 0.5, TEAL)
                f.line(x0 + NODE_W, st["node_mid"], TRUNK, st["node_mid"], 0.5, TEAL)
            st["branches"] = []

        def node(head, suite=False):
            lines = f.lines([head + (" (suite)" if suite else "")], NODE_W - 4, "B", 8.4)
            h = 3.7 * len(lines) + 3.5
            f.need(h + 6)
            f.y += 2
            f.rect(x0, f.y, NODE_W, h, fill=TEAL, r=2.5)
            for j, (t, _) in enumerate(lines):
                f.text(x0 + 2, f.y + 4.3 + 3.7 * j, t, (), "B", 8.4, (1, 1, 1))
            st["node_mid"] = f.y + h / 2
            st["node_bottom"] = f.y + h
            f.y += 1.5

        def ensure(h):
            if f.y + h > f.bottom:
                # close the trunk on this page, reopen the node on the next page
                flush()
                f.new_page()
                node(st["head"], suite=True)

        def branch(y, x_end=LEAF_X):
            f.line(TRUNK, y, x_end, y, 0.4, TEAL)
            st["branches"].append(y)

        # page 1 head: letterhead box | team box, then the central title node
        y0 = f.y
        f.y += 1
        for run in doc["head"]:
            f.para(run, x0 + 2, 96, size=7.5, lead=1.3)
        ya = f.y
        f.y = y0 + 1
        for run in doc["team"]:
            f.para(run, 120, 74, size=7.3, lead=1.3)
        yb = max(ya, f.y) + 2
        f.rect(x0, y0, 100, yb - y0, stroke=TEAL, r=2)
        f.rect(118, y0, 78, yb - y0, stroke=TEAL, r=2)
        f.y = yb + 3
        tl = f.lines([doc["title"]], 150, "B", 11)
        f.rect(30, f.y, 150, 7 + 5 * len(tl), fill=PALE_TEAL, stroke=TEAL, r=4)
        f.text(34, f.y + 4.6, "CARTE DE SYNTHÈSE", (), "I", 7.2, TEAL)
        for j, (t, _) in enumerate(tl):
            f.text(34, f.y + 10 + 5 * j, t, (), "B", 11)
        f.y += 10 + 5 * len(tl)
        for gi, group in enumerate(plan):
            if gi:
                f.new_page()
            for si in group:
                head, blocks = doc["sections"][si]
                st["head"] = head
                node(head)
                f.y = max(f.y, st["node_bottom"] - 4)
                for b in blocks:
                    if b[0] == "kv":
                        for cap, run in b[1]:
                            vl = f.lines(run, 196 - LEAF_X - 3, "R", 8.4)
                            cl = f.lines([cap], LEAF_X - TRUNK - 3, "I", 6.9)
                            h = max(3.8 * len(vl) + 2.2, 3.1 * len(cl) + 2.5)
                            ensure(h + 1.2)
                            y = f.y
                            mid = y + min(h, 6.0) / 2
                            f.rect(LEAF_X, y, 196 - LEAF_X, h, fill=(1, 1, 1), stroke=TEAL, r=1.8)
                            branch(mid)
                            for j, (t, _) in enumerate(cl):
                                f.text(TRUNK + 2, mid - 0.9 - 3.1 * (len(cl) - 1 - j), t, (), "I", 6.9, TEAL)
                            for j, (t, vals) in enumerate(vl):
                                f.text(LEAF_X + 1.6, y + 3.9 + 3.8 * j, t, vals, "R", 8.4)
                            f.y = y + h + 1.2
                    elif b[0] == "p":
                        ls = f.lines(b[1], 196 - 61 - 3, "R", 8.4)
                        k = 0
                        while k < len(ls):
                            ensure(9)
                            room = max(1, int((f.bottom - f.y - 2) // 3.9))
                            chunk = ls[k:k + room]
                            h = 3.9 * len(chunk) + 2.2
                            y = f.y
                            f.rect(61, y, 135, h, fill=(0.97, 0.97, 0.97), stroke=TEAL, r=1.8)
                            branch(y + 3, 61)
                            for j, (t, vals) in enumerate(chunk):
                                f.text(62.6, y + 3.9 + 3.9 * j, t, vals, "R", 8.4)
                            f.y = y + h + 1.2
                            k += len(chunk)
                    elif b[0] == "tab":
                        ensure(16)
                        branch(f.y + 3, 61)
                        before = len(f.pages)
                        table(f, b[1], b[2], b[3], 61, 135, PALE_TEAL)
                        if len(f.pages) != before:
                            st["branches"] = []
                    elif b[0] == "sig":
                        lines = []
                        for run in b[1]:
                            lines += f.lines(run, 80, "R", 8.4)
                        h = 3.9 * len(lines) + 2.5
                        ensure(h + 2)
                        y = f.y + 1
                        f.rect(112, y, 84, h, stroke=TEAL, r=1.8)
                        branch(y + 3, 112)
                        for j, (t, vals) in enumerate(lines):
                            f.text(113.6, y + 3.9 + 3.9 * j, t, vals, "R", 8.4)
                        f.y = y + h + 1.5
                flush()
                f.y = max(f.y, st["node_bottom"]) + 2
        return f
    f = lay_sections(doc, build, "fpdfcarte")
    frame(f, doc, (["Carte de synthèse - "], " - carte {k}/{n}"), ([], " - carte {k}/{n}"), x0, W, color=TEAL)
    return f


# ------------------------------------------------------------------ layout 3: DPI synthesis outline + breadcrumbs
NAVY = (0.12, 0.20, 0.42)


def lay_arbo(doc, meas):
    x0, W = 14, 182
    L1, L2, L3, RIGHT = 14.0, 24.0, 31.0, 196.0

    def build(plan):
        f = Flow(meas, 18, 277)
        guide = {"top": None, "ticks": []}

        def close_guide():
            if guide["top"] is not None and guide["ticks"]:
                f.line(L1 + 2.2, guide["top"], L1 + 2.2, max(guide["ticks"]), 0.3, GREY, True)
            guide["ticks"] = []

        def tick(y, x_end=L2 - 1):
            f.line(L1 + 2.2, y, x_end, y, 0.3, GREY, True)
            guide["ticks"].append(y)

        def need(h, head):
            if f.y + h > f.bottom:
                close_guide()
                f.new_page()
                f.y += 4.5
                f.text(L1 + 5, f.y, head + " (suite)", (), "I", 9, NAVY)
                guide["top"] = f.y + 1.2

        f.rect(x0, f.y, W, 7, fill=(0.90, 0.92, 0.96))
        f.text(x0 + 2, f.y + 4.9, "Synthèse du dossier patient informatisé - export arborescent (vue dépliée)", (), "I", 8.5, NAVY)
        f.y += 10
        f.text(L1, f.y + 3, "▪", (), "B", 9, NAVY)
        f.text(L1 + 4, f.y + 3, "Établissement émetteur", (), "B", 9, NAVY)
        f.y += 3.5
        for run in doc["head"]:
            f.text(L2 - 3, f.y + 3.4, "◦", (), "R", 8)
            f.para(run, L2, RIGHT - L2, size=8.2, lead=1.3)
        f.y += 1.5
        f.text(L1, f.y + 3, "▪", (), "B", 9, NAVY)
        f.text(L1 + 4, f.y + 3, "Équipe référente", (), "B", 9, NAVY)
        f.y += 3.5
        for run in doc["team"]:
            f.text(L2 - 3, f.y + 3.4, "◦", (), "R", 8)
            f.para(run, L2, RIGHT - L2, size=8.2, lead=1.3)
        f.y += 1.5
        f.text(L1, f.y + 3.5, "▪", (), "B", 9, NAVY)
        f.para(["Document : " + doc["title"]], L1 + 4, W - 4, size=10.5, st="B")
        f.y += 2
        for gi, group in enumerate(plan):
            if gi:
                f.new_page()
            for si in group:
                head, blocks = doc["sections"][si]
                crumb = head.split(" et ")[0].split(" - ")[0]
                f.need(16)
                f.y += 6
                # level 1: drawn open triangle + number + heading
                f.rect(L1 + 0.4, f.y - 2.6, 2.6, 2.6, fill=NAVY)
                f.text(L1 + 4.5, f.y, "%d. %s" % (si + 1, head.upper()), (), "B", 10, NAVY)
                guide["top"] = f.y + 1.2
                n2 = 0
                for b in blocks:
                    if b[0] == "kv":
                        for cap, run in b[1]:
                            n2 += 1
                            bc = "%d.%d  %s › %s ›" % (si + 1, n2, crumb, cap)
                            bw = meas(bc, "I", 7.6) + 1.8
                            room = RIGHT - L2 - 3 - bw
                            vals_lines = f.lines(run, room, "R", 8.8) if room > 55 else None
                            if vals_lines and len(vals_lines) == 1:
                                need(4.8, head)
                                f.y += 4.6
                                f.text(L2 - 2.4, f.y, "•", (), "R", 8.8)
                                f.text(L2 + 0.8, f.y, bc, (), "I", 7.6, GREY)
                                f.text(L2 + 0.8 + bw, f.y, vals_lines[0][0], vals_lines[0][1], "R", 8.8)
                                tick(f.y - 1.2)
                            else:
                                vl = f.lines(run, RIGHT - L3, "R", 8.8)
                                need(4.6 + 4.2 * len(vl), head)
                                f.y += 4.6
                                f.text(L2 - 2.4, f.y, "•", (), "R", 8.8)
                                f.text(L2 + 0.8, f.y, bc, (), "I", 7.6, GREY)
                                tick(f.y - 1.2)
                                for t, vals in vl:
                                    f.y += 4.2
                                    f.text(L3, f.y, t, vals, "R", 8.8)
                    elif b[0] == "p":
                        n2 += 1
                        ls = f.lines(b[1], RIGHT - L2 - 2, "R", 8.8)
                        need(9, head)
                        f.y += 4.8
                        f.text(L2 - 2.6, f.y, "¶", (), "R", 8.8, GREY)
                        tick(f.y - 1.2, L2 - 3)
                        for j, (t, vals) in enumerate(ls):
                            if j:
                                need(4.2, head)
                                f.y += 4.2
                            f.text(L2 + 0.8, f.y, t, vals, "R", 8.8)
                    elif b[0] == "tab":
                        n2 += 1
                        need(10, head)
                        f.y += 4.8
                        f.text(L2 - 2.4, f.y, "•", (), "R", 8.8)
                        f.text(L2 + 0.8, f.y, "%d.%d  %s › tableau (%s)" % (si + 1, n2, crumb, " / ".join(b[1])), (), "I", 7.6, GREY)
                        tick(f.y - 1.2)
                        for k, row in enumerate(b[2]):
                            run = []
                            for j, (h, cell) in enumerate(zip(b[1], row)):
                                run += ([" ; "] if j else []) + [h + " : "] + list(cell)
                            ls = f.lines(run, RIGHT - L3 - 3, "R", 8.4)
                            need(4.2 * len(ls) + 0.5, head)
                            for j, (t, vals) in enumerate(ls):
                                f.y += 4.2
                                if j == 0:
                                    f.text(L3 - 3, f.y, "◦", (), "R", 8.4)
                                f.text(L3, f.y, t, vals, "R", 8.4)
                    elif b[0] == "sig":
                        need(18, head)
                        f.y += 4.8
                        f.text(L2 - 2.6, f.y, "»", (), "B", 8.8)
                        f.text(L2 + 0.8, f.y, "%d.%d  %s › validation ›" % (si + 1, n2 + 1, crumb), (), "I", 7.6, GREY)
                        tick(f.y - 1.2, L2 - 3)
                        for run in b[1]:
                            for t, vals in f.lines(run, RIGHT - L3, "R", 8.8):
                                f.y += 4.2
                                f.text(L3, f.y, t, vals, "R", 8.8)
                close_guide()
        return f
    f = lay_sections(doc, build, "mupdfarbo")
    frame(f, doc, (["DPI - synthèse | "], " | vue {k}/{n}"), ([], " | export {k}/{n}"), x0, W, color=NAVY)
    return f


# ------------------------------------------------------------------ layout 4: administrative decision (VU / CONSIDÉRANT)
def lay_decision(doc, meas):
    x0, W = 16, 178
    MARG, TX = 16.0, 44.0

    def build(plan):
        f = Flow(meas, 18, 276)
        y0 = f.y
        for run in doc["head"]:
            f.para(run, x0, 98, size=7.4, lead=1.3)
        ya = f.y
        f.y = y0
        for run in doc["team"]:
            f.para(run, 120, 74, size=7.2, lead=1.3)
        f.y = max(ya, f.y) + 5
        for t, _ in f.lines(["DÉCISION N° " + doc["decision"]], W, "B", 12):
            f.y += 5.5
            f.text(x0 + (W - meas(t, "B", 12)) / 2, f.y, t, (), "B", 12)
        for t, _ in f.lines(["portant " + doc["title"][0].lower() + doc["title"][1:]], W - 20, "R", 9.5):
            f.y += 4.6
            f.text(x0 + (W - meas(t, "R", 9.5)) / 2, f.y, t, (), "R", 9.5)
        f.y += 6
        f.text(x0, f.y, "Le directeur de l'établissement, sur proposition du médecin responsable,", (), "I", 8.8)
        f.y += 2
        art = 0
        for gi, group in enumerate(plan):
            if gi:
                f.new_page()
            for si in group:
                head, blocks = doc["sections"][si]
                art += 1
                f.need(16)
                f.y += 7
                lab = "Article %s - %s" % ("1er" if art == 1 else str(art), head)
                f.text(x0, f.y, lab, (), "B", 10)
                f.line(x0, f.y + 1.4, x0 + meas(lab, "B", 10), f.y + 1.4, 0.4, BLACK)
                f.y += 1.5
                for b in blocks:
                    if b[0] == "kv":
                        for cap, run in b[1]:
                            full = ["la mention « " + cap + " » : "] + list(run) + [" ;"]
                            ls = f.lines(full, x0 + W - TX, "R", 8.6)
                            f.need(4.3 * len(ls) + 0.6)
                            f.y += 4.5
                            f.text(MARG, f.y, "VU", (), "B", 8.6)
                            for j, (t, vals) in enumerate(ls):
                                if j:
                                    f.y += 4.1
                                f.text(TX, f.y, t, vals, "R", 8.6)
                    elif b[0] == "p":
                        ls = f.lines(b[1], x0 + W - TX, "R", 8.6)
                        f.need(9)
                        f.y += 5
                        f.text(MARG, f.y, "CONSIDÉRANT", (), "B", 7.6)
                        for j, (t, vals) in enumerate(ls):
                            if j:
                                f.need(4.1)
                                f.y += 4.1
                            f.text(TX, f.y, t, vals, "R", 8.6)
                    elif b[0] == "tab":
                        f.need(18)
                        f.y += 5
                        f.text(MARG, f.y, "ANNEXE", (), "B", 7.6)
                        f.text(TX, f.y, "Tableau annexé à l'article %d :" % art, (), "I", 8.2)
                        f.y += 1.6
                        table(f, b[1], b[2], b[3], TX, x0 + W - TX, (0.88, 0.88, 0.88), ruled_cols=True)
                    elif b[0] == "sig":
                        f.need(24)
                        f.y += 5
                        f.text(x0, f.y, "DÉCIDE : la présente décision est notifiée à l'intéressé(e) et versée au dossier.", (), "B", 8.4)
                        f.y += 2
                        for run in b[1]:
                            f.para(run, 118, 76, size=8.6)
        return f
    f = lay_sections(doc, build, "pydyfdecision")
    frame(f, doc, (["Décision n° " + doc["decision"] + " - "], " - feuillet {k}/{n}"),
          ([], " - feuillet {k}/{n}"), x0, W, color=BLACK)
    return f


LAYOUTS = {"rlsecours": lay_secours, "fpdfcarte": lay_carte, "mupdfarbo": lay_arbo, "pydyfdecision": lay_decision}


# ------------------------------------------------------------------ writers
def draw_reportlab(pages, doc):
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas
    _measure("rlsecours")  # registers the fonts
    buf = io.BytesIO()
    cv = canvas.Canvas(buf, pagesize=A4, invariant=1)
    cv.setTitle(doc["title"])
    cv.setAuthor("Service des urgences")
    H = A4[1]
    for p in pages:
        for o in p["ops"]:
            if o[0] == "t":
                cv.setFillColorRGB(*o[6])
                cv.setFont("BIrlsecours" + o[4], o[5])
                cv.drawString(o[1] * MM, H - o[2] * MM, o[3] + " ")
            elif o[0] == "l":
                cv.setStrokeColorRGB(*o[6])
                cv.setLineWidth(o[5])
                cv.setDash(1, 1.2) if o[7] else cv.setDash()
                cv.line(o[1] * MM, H - o[2] * MM, o[3] * MM, H - o[4] * MM)
                cv.setDash()
            elif o[0] == "r":
                _, x, y, w, h, fill, stroke, rad, lw = o
                if fill:
                    cv.setFillColorRGB(*fill)
                if stroke:
                    cv.setStrokeColorRGB(*stroke)
                cv.setLineWidth(lw)
                cv.roundRect(x * MM, H - (y + h) * MM, w * MM, h * MM, rad * MM, stroke=1 if stroke else 0,
                             fill=1 if fill else 0)
            elif o[0] == "c":
                _, cx, cy, rad, fill, stroke = o
                if fill:
                    cv.setFillColorRGB(*fill)
                if stroke:
                    cv.setStrokeColorRGB(*stroke)
                cv.setLineWidth(0.5)
                cv.circle(cx * MM, H - cy * MM, rad * MM, stroke=1 if stroke else 0, fill=1 if fill else 0)
        cv.showPage()
    cv.save()
    return buf.getvalue()


def draw_fpdf(pages, doc):
    import datetime
    from fpdf import FPDF
    pdf = FPDF(format="A4", unit="mm")
    pdf.set_auto_page_break(False)
    for st, path in FONTS["fpdfcarte"].items():
        pdf.add_font("BIcarte", "" if st == "R" else st, path)
    pdf.set_creation_date(datetime.datetime(2025, 1, 1, tzinfo=datetime.timezone.utc))
    pdf.set_title(doc["title"])
    for p in pages:
        pdf.add_page()
        for o in p["ops"]:
            if o[0] == "t":
                pdf.set_text_color(*[int(255 * c) for c in o[6]])
                pdf.set_font("BIcarte", "" if o[4] == "R" else o[4], o[5])
                pdf.text(o[1], o[2], o[3] + " ")
            elif o[0] == "l":
                pdf.set_draw_color(*[int(255 * c) for c in o[6]])
                pdf.set_line_width(o[5])
                pdf.set_dash_pattern(dash=1, gap=1.2) if o[7] else pdf.set_dash_pattern()
                pdf.line(o[1], o[2], o[3], o[4])
                pdf.set_dash_pattern()
            elif o[0] == "r":
                _, x, y, w, h, fill, stroke, rad, lw = o
                style = ("F" if fill else "") + ("D" if stroke else "")
                if fill:
                    pdf.set_fill_color(*[int(255 * c) for c in fill])
                if stroke:
                    pdf.set_draw_color(*[int(255 * c) for c in stroke])
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
        for st, path in FONTS["mupdfarbo"].items():
            pg.insert_font(fontname="BI" + st, fontfile=path)
        for o in p["ops"]:
            if o[0] == "t":
                pg.insert_text((o[1] * MM, o[2] * MM), o[3] + " ", fontname="BI" + o[4], fontsize=o[5], color=o[6])
            elif o[0] == "l":
                pg.draw_line((o[1] * MM, o[2] * MM), (o[3] * MM, o[4] * MM), color=o[6], width=o[5],
                             dashes="[1 2] 0" if o[7] else None)
            elif o[0] == "r":
                _, x, y, w, h, fill, stroke, rad, lw = o
                pg.draw_rect(pymupdf.Rect(x * MM, y * MM, (x + w) * MM, (y + h) * MM), color=stroke, fill=fill, width=lw)
    d.subset_fonts()
    d.set_metadata({"title": doc["title"], "producer": "PyMuPDF", "creator": "DPI export", "creationDate": "",
                    "modDate": ""})
    return d.tobytes(garbage=3, deflate=True, no_new_id=True)


def draw_pydyf(pages, doc):
    import pydyf
    pdf = pydyf.PDF()
    fonts = pydyf.Dictionary()
    for st, nm in HELV.items():
        fo = pydyf.Dictionary({"Type": "/Font", "Subtype": "/Type1", "BaseFont": "/" + nm,
                               "Encoding": "/WinAnsiEncoding"})
        pdf.add_object(fo)
        fonts["F" + st] = fo.reference
    H = 841.8898
    for p in pages:
        s = pydyf.Stream()
        for o in p["ops"]:
            if o[0] == "l":
                s.set_color_rgb(*o[6], stroke=True)
                s.set_line_width(o[5])
                if o[7]:
                    s.set_dash([1, 2], 0)
                s.move_to(round(o[1] * MM, 2), round(H - o[2] * MM, 2))
                s.line_to(round(o[3] * MM, 2), round(H - o[4] * MM, 2))
                s.stroke()
                if o[7]:
                    s.set_dash([], 0)
            elif o[0] == "r":
                _, x, y, w, h, fill, stroke, rad, lw = o
                s.rectangle(round(x * MM, 2), round(H - (y + h) * MM, 2), round(w * MM, 2), round(h * MM, 2))
                if fill:
                    s.set_color_rgb(*fill)
                if stroke:
                    s.set_color_rgb(*stroke, stroke=True)
                s.set_line_width(lw)
                (s.fill_and_stroke() if fill and stroke else s.fill() if fill else s.stroke())
        for o in p["ops"]:
            if o[0] == "t":
                s.set_color_rgb(*o[6])
                s.begin_text()
                s.set_font_size("F" + o[4], o[5])
                s.set_text_matrix(1, 0, 0, 1, round(o[1] * MM, 2), round(H - o[2] * MM, 2))
                s.stream.append(b"<" + (o[3] + " ").encode("cp1252").hex().encode() + b"> Tj")
                s.end_text()
        pdf.add_object(s)
        page = pydyf.Dictionary({"Type": "/Page", "Parent": pdf.pages.reference,
                                 "MediaBox": pydyf.Array([0, 0, 595.2756, H]),
                                 "Resources": pydyf.Dictionary({"Font": fonts}), "Contents": s.reference})
        pdf.add_page(page)
    pdf.info["Title"] = pydyf.String(doc["title"])
    buf = io.BytesIO()
    pdf.write(buf, identifier=b"corpus-bi-fixed-id")
    return buf.getvalue()


WRITERS = {"rlsecours": draw_reportlab, "fpdfcarte": draw_fpdf, "mupdfarbo": draw_mupdf, "pydyfdecision": draw_pydyf}


def render(fam, doc):
    f = LAYOUTS[fam](doc, _measure(fam))
    return WRITERS[fam](f.pages, doc), [p["vals"] for p in f.pages]
