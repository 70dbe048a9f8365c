"""Four layouts of corpus BH, each drawn by its own writer. render(fam, doc) -> (pdf bytes, [items per page]).

A small line-layout engine (Page / Flow, mm, top-down) lays every layout out with the real advances of the font
its writer embeds or names, and records the values drawn on each page, so the truth follows the page a value
really lands on. A value is never broken across lines (model.wrap keeps a value and the punctuation glued to
it as one word). Every layout is new for this corpus (see tools/make_corpus_bh.py).
"""
from __future__ import annotations

import io

from .model import V, run_values, wrap

FONTS = "/usr/share/fonts/truetype/"
MM = 72 / 25.4

FAMILIES = {
    "rlcibles": ("rl", "ReportLab %s canvas (transmissions ciblées D/A/R)"),
    "fpdfplan": ("fp", "fpdf2 %s (plan du service, légende numérotée)"),
    "mupdfbinome": ("mu", "PyMuPDF %s (fiche binôme à colonne centrale)"),
    "pydyfgros": ("py", "pydyf %s (grands caractères, phrases FALC)"),
}


def rtext(run) -> str:
    return "".join(s.text if isinstance(s, V) else s for s in run)


# ------------------------------------------------------------------ engine
class Flow:
    def __init__(self, measure, top, bottom, x0, width, on_new_page=None):
        self.m, self.top, self.bottom, self.x0, self.w = measure, top, bottom, x0, width
        self.on_new_page = on_new_page
        self.pages = []
        self.new_page()

    def new_page(self):
        self.pages.append({"ops": [], "vals": []})
        self.y = self.top
        if self.on_new_page:
            self.on_new_page(self)

    def need(self, h):
        if self.y + h > self.bottom:
            self.new_page()

    def text(self, x, y, text, vals=(), font="R", size=9.0, rgb=(0, 0, 0)):
        if text:
            self.pages[-1]["ops"].append(("t", x, y, text, font, size, rgb))
        self.pages[-1]["vals"].extend(vals)

    def line(self, x1, y1, x2, y2, lw=0.3, rgb=(0.3, 0.3, 0.3)):
        self.pages[-1]["ops"].append(("l", x1, y1, x2, y2, lw, rgb))

    def rect(self, x, y, w, h, fill=None, stroke=None, lw=0.3):
        self.pages[-1]["ops"].append(("r", x, y, w, h, fill, stroke, lw))

    def lines(self, run, w, font="R", size=9.0):
        return wrap(run, w, lambda t: self.m(t, font, size))

    def para(self, run, x=None, w=None, size=9.0, font="R", lead=1.4, rgb=(0, 0, 0)):
        x = self.x0 if x is None else x
        w = self.w if w is None else w
        for t, vals in self.lines(run, w, font, size):
            self.need(size * 0.3528 * lead)
            self.y += size * 0.3528 * lead
            self.text(x, self.y, t, vals, font, size, rgb)


def hatch(f, x, y, w, h, step=2.2):
    """Diagonal hatching clipped to a rectangle (computed segments)."""
    k = -h
    while k < w:
        x1, y1 = x + max(k, 0), y + h - max(0, -k)
        x2 = x + min(k + h, w)
        y2 = y + h - (x2 - x - k)
        f.line(x1, y1, x2, y2, 0.2, (0.55, 0.55, 0.55))
        k += step


def blocks_of(doc, merge):
    """Planned pages of blocks; with merge, one continuous flow (used when planned breaks give > 3 pages)."""
    if merge:
        return [[b for pg in doc["pages"] for b in pg]]
    return doc["pages"]


def run_feet(f, run_head, run_foot, x0, width, yh, yf, size, label_h, label_f, font_m):
    n = len(f.pages)
    for k, p in enumerate(f.pages):
        for run, y, lab in ((run_head, yh, label_h), (run_foot, yf, label_f)):
            if run is None:
                continue
            lab_t = lab.format(k=k + 1, n=n)
            lw = font_m(lab_t, "R", size)
            lines = wrap(run, width - lw - 4, lambda t: font_m(t, "R", size))
            yy = y
            for t, vals in lines:
                p["ops"].append(("t", x0, yy, t, "R", size, (0.2, 0.2, 0.2)))
                p["vals"].extend(vals)
                yy += size * 0.3528 * 1.35
            p["ops"].append(("t", x0 + width - lw, y, lab_t, "R", size, (0.2, 0.2, 0.2)))


# ------------------------------------------------------------------ layout 1: targeted nursing transmissions (D/A/R)
def layout_cibles(doc, meas, merge=False):
    X0, W_ = 12.0, 186.0
    cw = [15.0, 40.0, 75.0, 30.0, 26.0]
    cx = [X0 + sum(cw[:k]) for k in range(5)]
    clock = [7 * 60 + 40]

    def tick():
        clock[0] += 6
        return "%02d:%02d" % ((clock[0] // 60) % 24, clock[0] % 60)

    def colheads(f):
        f.y += 1
        f.rect(X0, f.y, W_, 6, fill=(0.82, 0.88, 0.80))
        for k, h in enumerate(["Heure", "Cible", "D - Données", "A - Actions", "R - Résultats"]):
            f.text(cx[k] + 1.2, f.y + 4.3, h, (), "B", 8)
        f.y += 6

    def start(f):
        f.y = f.top
        if len(f.pages) > 1:
            f.y = 20
            f.text(X0, f.y - 1.5, "Transmissions ciblées (suite)", (), "I", 8)
            colheads(f)

    f = Flow(meas, 14, 276, X0, W_, start)
    # page 1: letterhead left, team right, title band, column heads
    y0 = f.y
    for run in doc["head"]:
        f.para(run, x=X0, w=92, size=8, lead=1.3)
    yl = f.y
    f.y = y0
    f.text(112, f.y + 3, "Équipe soignante", (), "B", 8)
    f.y += 3
    for run in doc["team"]:
        f.para(run, x=112, w=86, size=7.8, lead=1.3)
    f.y = max(yl, f.y) + 3
    f.rect(X0, f.y, W_, 9, fill=(0.22, 0.36, 0.24))
    f.text(X0 + 2, f.y + 6.2, "TRANSMISSIONS CIBLÉES - " + doc["title"], (), "B", 10, (1, 1, 1))
    f.y += 11
    colheads(f)

    def row(cells, spans=None, fill=None):
        """cells: list of (run, font, size) per column group; spans: column indexes where each cell starts/ends."""
        spans = spans or [(k, k + 1) for k in range(5)]
        wrapped = []
        for (run, font, size), (a, b) in zip(cells, spans):
            w = sum(cw[a:b]) - 2.4
            wrapped.append(f.lines(run, w, font, size) if run else [])
        n = max(1, max(len(x) for x in wrapped))
        h = 3.7 * n + 2.2
        f.need(h)
        y0 = f.y
        if fill:
            f.rect(X0, y0, W_, h, fill=fill)
        for lines, (run, font, size), (a, b) in zip(wrapped, cells, spans):
            for j, (t, vals) in enumerate(lines):
                f.text(cx[a] + 1.2, y0 + 3.6 + 3.7 * j, t, vals, font, size)
        f.y = y0 + h
        f.line(X0, f.y, X0 + W_, f.y, 0.2)
        for a, b in spans[1:]:
            f.line(cx[a], y0, cx[a], f.y, 0.2)
        f.line(X0, y0, X0, f.y, 0.2)
        f.line(X0 + W_, y0, X0 + W_, f.y, 0.2)

    def cible(text):
        row([([tick()], "R", 7.5), (["CIBLE : " + text.upper()], "B", 8.3)], [(0, 1), (1, 5)], fill=(0.93, 0.95, 0.92))

    actions = ["saisi", "tracé", "transmis", "contrôlé", "vérifié"]
    # identity and the second person as the first targets
    cible("Identité du patient")
    for k, (cap, run) in enumerate(doc["ident"]):
        row([([tick()], "R", 7.5), ([cap], "I", 8), (run, "R", 8.5), ([actions[k % 5]], "R", 8), (["conforme"], "R", 8)])
    lt, rt, rows = doc["pair"]
    cible("Entourage : %s / %s" % (lt, rt))
    for cap, a, b in rows:
        row([([tick()], "R", 7.5), ([cap], "I", 8), (a, "R", 8.5), (b, "R", 8.5)], [(0, 1), (1, 2), (2, 3), (3, 5)])
    for pi, blocks in enumerate(blocks_of(doc, merge)):
        if pi > 0:
            f.new_page()
        for b in blocks:
            if b[0] == "h":
                cible(b[1])
            elif b[0] == "p":
                row([([tick()], "R", 7.5), (["Données"], "I", 8), (b[1], "R", 8.5)], [(0, 1), (1, 2), (2, 5)])
            elif b[0] == "kv":
                for k, (cap, run) in enumerate(b[1]):
                    row([([tick()], "R", 7.5), ([cap], "I", 8), (run, "R", 8.5), ([actions[k % 5]], "R", 8),
                         (["fait"], "R", 8)])
            elif b[0] == "tab":
                heads, rows_, weights = b[1], b[2], b[3]
                tot = sum(weights)
                inner = sum(cw[2:])
                ws = [inner * x / tot for x in weights]
                xs = [cx[2] + sum(ws[:k]) for k in range(len(ws))]
                for ri, rr in enumerate([[ [h_] for h_ in heads]] + rows_):
                    font = "B" if ri == 0 else "R"
                    cells = [f.lines(c_, ws[k] - 2.2, font, 8) for k, c_ in enumerate(rr)]
                    n = max(len(c_) for c_ in cells)
                    h = 3.6 * n + 2
                    f.need(h)
                    y0 = f.y
                    if ri == 0:
                        f.rect(cx[2], y0, inner, h, fill=(0.95, 0.95, 0.95))
                        f.text(cx[1] + 1.2, y0 + 3.5, "tableau", (), "I", 8)
                    for k, c_ in enumerate(cells):
                        for j, (t, vals) in enumerate(c_):
                            f.text(xs[k] + 1.1, y0 + 3.5 + 3.6 * j, t, vals, font, 8)
                    f.y = y0 + h
                    f.line(cx[2], f.y, X0 + W_, f.y, 0.15)
                    for x in xs + [X0, cx[1], cx[2], X0 + W_]:
                        f.line(x, y0, x, f.y, 0.15)
                f.line(X0, f.y, X0 + W_, f.y, 0.2)
            elif b[0] == "sig":
                lines = []
                for run in b[1]:
                    lines += f.lines(run, sum(cw[2:]) - 2.4, "R", 8.5)
                h = 3.8 * len(lines) + 3
                f.need(h)
                y0 = f.y
                f.text(cx[1] + 1.2, y0 + 3.6, "Visa", (), "B", 8)
                for j, (t, vals) in enumerate(lines):
                    f.text(cx[2] + 1.2, y0 + 3.6 + 3.8 * j, t, vals, "R", 8.5)
                f.y = y0 + h
                f.line(X0, f.y, X0 + W_, f.y, 0.2)
    run_feet(f, doc["runhead"], doc["foot"], X0, W_, 9, 287, 7.5, "feuille {k}/{n}", "page {k}/{n}", meas)
    return f.pages


# ------------------------------------------------------------------ layout 2: unit floor plan + numbered legend
def layout_plan(doc, meas, merge=False):
    X0, W_ = 14.0, 182.0

    def start(f):
        f.y = f.top
        if len(f.pages) > 1:
            f.y = 17
            f.text(X0, f.y, "Suite de la fiche lit - chambre " + doc["room"], (), "I", 8)
            f.y += 2

    f = Flow(meas, 14, 277, X0, W_, start)
    y0 = f.y
    for run in doc["head"]:
        f.para(run, x=X0, w=92, size=8, lead=1.3)
    yl = f.y
    f.y = y0
    for run in doc["team"]:
        f.para(run, x=110, w=86, size=7.6, lead=1.3)
    f.y = max(yl, f.y) + 4
    # floor plan
    f.text(X0, f.y, "CELLULE DE GESTION DES LITS - PLAN DU SERVICE (%s)" % doc["service"], (), "B", 9)
    f.y += 2
    room = int(doc["room"])
    base = (room // 100) * 100 + ((room % 100 - 1) // 16) * 16
    rooms = [base + k + 1 for k in range(16)]
    status = ["libre", "occupé", "bionettoyage", "sortie prévue", "réservé", "occupé"]
    rw, rh, cor = W_ / 8, 14.0, 8.0
    py = f.y
    f.rect(X0, py, W_, 2 * rh + cor, stroke=(0.2, 0.2, 0.2), lw=0.6)
    for k, num in enumerate(rooms):
        x = X0 + (k % 8) * rw
        y = py if k < 8 else py + rh + cor
        f.rect(x, y, rw, rh, stroke=(0.3, 0.3, 0.3), lw=0.3)
        if num == room:
            hatch(f, x, y, rw, rh)
            f.text(x + 1.2, y + 4, "ch. %d" % num, (), "B", 7)
            f.text(x + 1.2, y + 9, "patient", (), "B", 6.5)
        else:
            f.text(x + 1.2, y + 4, "ch. %d" % num, (), "R", 7)
            f.text(x + 1.2, y + 9, status[(num * 7) % 6], (), "I", 6.5, (0.35, 0.35, 0.35))
    f.rect(X0, py + rh, W_, cor, fill=(0.92, 0.92, 0.88))
    f.text(X0 + W_ / 2 - 8, py + rh + 5.3, "COULOIR", (), "B", 7.5, (0.4, 0.4, 0.4))
    f.text(X0 + 2, py + rh + 5.3, "PC IDE", (), "I", 7)
    f.text(X0 + W_ - 18, py + rh + 5.3, "office", (), "I", 7)
    f.y = py + 2 * rh + cor
    f.para(["Plan : chambre %d hachurée (" % room] + doc["short"] + ["), statuts à l'heure de l'impression."],
           size=7.5, font="I", lead=1.5)
    f.y += 6
    f.text(X0, f.y, doc["title"], (), "B", 12)
    f.y += 2
    sect = [0]

    def heading(text):
        f.need(13)
        f.y += 5
        sect[0] += 1
        f.rect(X0, f.y - 4, 2, 5.5, fill=(0.25, 0.25, 0.45))
        f.text(X0 + 4, f.y, "SECTEUR %d - %s" % (sect[0], text.upper()), (), "B", 10)
        f.y += 1.5

    def legend(caps):
        run = ["Légende : " + " ; ".join("[%d] %s" % (k + 1, c_) for k, c_ in enumerate(caps)) + "."]
        lines = f.lines(run, W_ - 6, "I", 7.5)
        h = 3.4 * len(lines) + 2.5
        f.need(h)
        f.rect(X0 + 1, f.y + 0.8, W_ - 2, h, fill=(0.94, 0.94, 0.94))
        for j, (t, _) in enumerate(lines):
            f.text(X0 + 3, f.y + 3.9 + 3.4 * j, t, (), "I", 7.5)
        f.y += h + 1.5

    def kv(items):
        for k, (cap, run) in enumerate(items):
            lines = f.lines(run, W_ - 12, "R", 9)
            f.need(4.4 * len(lines) + 1)
            for j, (t, vals) in enumerate(lines):
                f.y += 4.4
                if j == 0:
                    f.text(X0 + 1, f.y, "[%d]" % (k + 1), (), "B", 8.5, (0.25, 0.25, 0.45))
                f.text(X0 + 10, f.y, t, vals, "R", 9)
        f.y += 1
        legend([c_ for c_, _ in items])

    heading("Fiche lit - chambre " + doc["room"])
    kv(doc["ident"])
    lt, rt, rows = doc["pair"]
    f.need(12)
    f.y += 5
    f.text(X0 + 10, f.y, lt.upper(), (), "B", 8.5)
    f.text(X0 + 100, f.y, rt.upper(), (), "B", 8.5)
    for k, (cap, a, b) in enumerate(rows):
        la, lb = f.lines(a, 78, "R", 9), f.lines(b, 80, "R", 9)
        n = max(len(la), len(lb))
        f.need(4.4 * n + 1)
        y0 = f.y
        f.text(X0 + 1, y0 + 4.4, "[%d]" % (k + 1), (), "B", 8.5, (0.25, 0.25, 0.45))
        for j, (t, vals) in enumerate(la):
            f.text(X0 + 10, y0 + 4.4 * (j + 1), t, vals, "R", 9)
        for j, (t, vals) in enumerate(lb):
            f.text(X0 + 100, y0 + 4.4 * (j + 1), t, vals, "R", 9)
        f.y = y0 + 4.4 * n
    f.y += 1
    legend([c_ for c_, _, _ in rows])
    for pi, blocks in enumerate(blocks_of(doc, merge)):
        if pi > 0:
            f.new_page()
        for b in blocks:
            if b[0] == "h":
                heading(b[1])
            elif b[0] == "p":
                f.y += 1
                f.para(b[1], size=9, lead=1.4)
                f.y += 1
            elif b[0] == "kv":
                kv(b[1])
            elif b[0] == "tab":
                heads, rows_, weights = b[1], b[2], b[3]
                tot = sum(weights)
                ws = [W_ * x / tot for x in weights]
                xs = [X0 + sum(ws[:k]) for k in range(len(ws))]
                f.y += 2
                for ri, rr in enumerate([[[h_] for h_ in heads]] + rows_):
                    font = "B" if ri == 0 else "R"
                    cells = [f.lines(c_, ws[k] - 2.4, font, 8.5) for k, c_ in enumerate(rr)]
                    n = max(len(c_) for c_ in cells)
                    h = 3.9 * n + 2.2
                    f.need(h)
                    y0 = f.y
                    if ri == 0:
                        f.rect(X0, y0, W_, h, fill=(0.86, 0.86, 0.92))
                    for k, c_ in enumerate(cells):
                        for j, (t, vals) in enumerate(c_):
                            f.text(xs[k] + 1.2, y0 + 3.7 + 3.9 * j, t, vals, font, 8.5)
                    f.y = y0 + h
                    f.rect(X0, y0, W_, h, stroke=(0.4, 0.4, 0.4), lw=0.2)
                    for x in xs[1:]:
                        f.line(x, y0, x, f.y, 0.2)
                f.y += 2
            elif b[0] == "sig":
                f.need(18)
                f.y += 3
                for run in b[1]:
                    f.para(run, x=X0 + 100, w=W_ - 100, size=8.8)
    run_feet(f, ["Gestion des lits | "] + doc["runhead"], doc["foot"], X0, W_, 9, 287, 7.5, "plan {k}/{n}",
             "fiche lit {k}/{n}", meas)
    return f.pages


# ------------------------------------------------------------------ layout 3: two-person form with a central spine
def layout_binome(doc, meas, merge=False):
    X0, W_ = 15.0, 180.0
    SL, SR = 88.0, 122.0  # spine
    C = (SL + SR) / 2

    def start(f):
        f.y = f.top
        if len(f.pages) > 1:
            f.y = 18
            f.text(X0, f.y, "Fiche binôme (suite)", (), "I", 8)
            f.y += 2

    f = Flow(meas, 13, 277, X0, W_, start)

    def centred(run, size, font="R", rgb=(0, 0, 0)):
        for t, vals in f.lines(run, W_, font, size):
            f.y += size * 0.3528 * 1.35
            f.text(C - meas(t, font, size) / 2, f.y, t, vals, font, size, rgb)

    for run in doc["head"]:
        centred(run, 8.3)
    f.y += 1.5
    for run in doc["team"]:
        centred(run, 7.8, "I")
    f.y += 3
    f.rect(X0, f.y, W_, 8.5, fill=(0.1, 0.35, 0.4))
    t = "FICHE BINÔME - " + doc["title"]
    f.text(C - meas(t, "B", 9.5) / 2, f.y + 5.8, t, (), "B", 9.5, (1, 1, 1))
    f.y += 10

    def spine_row(cap, left, right, capfont="I"):
        ll = f.lines(left, SL - X0 - 3, "R", 8.8) if left else []
        rl = f.lines(right, X0 + W_ - SR - 3, "R", 8.8) if right else []
        cl = f.lines([cap], SR - SL - 2, capfont, 7.3)
        n = max(len(ll), len(rl), len(cl), 1)
        h = 4.1 * n + 1.6
        f.need(h)
        y0 = f.y
        f.rect(SL, y0, SR - SL, h, fill=(0.9, 0.94, 0.95))
        # stream order = reading order: left value, spine caption, right value
        for j, (t_, vals) in enumerate(ll):
            f.text(SL - 2 - meas(t_, "R", 8.8), y0 + 3.9 + 4.1 * j, t_, vals, "R", 8.8)
        for j, (t_, _) in enumerate(cl):
            f.text(C - meas(t_, capfont, 7.3) / 2, y0 + 3.9 + 4.1 * j, t_, (), capfont, 7.3, (0.2, 0.3, 0.35))
        for j, (t_, vals) in enumerate(rl):
            f.text(SR + 2, y0 + 3.9 + 4.1 * j, t_, vals, "R", 8.8)
        f.y = y0 + h
        f.line(X0, f.y, X0 + W_, f.y, 0.15, (0.6, 0.6, 0.6))

    def heading(text):
        f.need(12)
        f.y += 6
        tw = meas(text, "B", 10)
        f.text(C - tw / 2, f.y, text, (), "B", 10, (0.1, 0.35, 0.4))
        f.line(X0, f.y - 1.3, C - tw / 2 - 3, f.y - 1.3, 0.5, (0.1, 0.35, 0.4))
        f.line(C + tw / 2 + 3, f.y - 1.3, X0 + W_, f.y - 1.3, 0.5, (0.1, 0.35, 0.4))
        f.y += 2

    def alt_kv(items):
        for k, (cap, run) in enumerate(items):
            if k % 2 == 0:
                spine_row("\u2039 " + cap, run, None)
            else:
                spine_row(cap + " \u203a", None, run)

    lt, rt, rows = doc["pair"]
    spine_row("rubrique", [lt.upper()], [rt.upper()], "B")
    for cap, a, b in rows:
        spine_row(cap, a, b)
    heading("Identité administrative du patient")
    alt_kv(doc["ident"])
    for pi, blocks in enumerate(blocks_of(doc, merge)):
        if pi > 0:
            f.new_page()
        for b in blocks:
            if b[0] == "h":
                heading(b[1])
            elif b[0] == "p":
                f.y += 1
                f.para(b[1], size=9, lead=1.42)
                f.y += 1
            elif b[0] == "kv":
                alt_kv(b[1])
            elif b[0] == "tab":
                heads, rows_, weights = b[1], b[2], b[3]
                tot = sum(weights)
                ws = [W_ * x / tot for x in weights]
                xs = [X0 + sum(ws[:k]) for k in range(len(ws))]
                f.y += 2
                for ri, rr in enumerate([[[h_] for h_ in heads]] + rows_):
                    font = "B" if ri == 0 else "R"
                    cells = [f.lines(c_, ws[k] - 2.4, font, 8.5) for k, c_ in enumerate(rr)]
                    n = max(len(c_) for c_ in cells)
                    h = 3.9 * n + 2.2
                    f.need(h)
                    y0 = f.y
                    for k, c_ in enumerate(cells):
                        for j, (t_, vals) in enumerate(c_):
                            f.text(xs[k] + 1.2, y0 + 3.7 + 3.9 * j, t_, vals, font, 8.5,
                                   (0.1, 0.35, 0.4) if ri == 0 else (0, 0, 0))
                    f.y = y0 + h
                    f.line(X0, f.y, X0 + W_, f.y, 0.4 if ri == 0 else 0.15, (0.1, 0.35, 0.4))
                f.y += 2
            elif b[0] == "sig":
                f.need(18)
                f.y += 3
                for run in b[1]:
                    f.para(run, x=SR + 2, w=X0 + W_ - SR - 2, size=8.8)
    run_feet(f, doc["runhead"], ["Fiche binôme - "] + doc["foot"], X0, W_, 8, 288, 7.5, "{k}/{n}",
             "binôme {k}/{n}", meas)
    return f.pages


# ------------------------------------------------------------------ layout 4: large print, FALC sentences
def layout_gros(doc, meas, merge=False):
    X0, W_ = 14.0, 182.0
    SZ, VZ = 11.0, 12.0

    def start(f):
        f.y = f.top
        if len(f.pages) > 1:
            f.y = 19
            f.text(X0, f.y, "Suite du document en grands caractères", (), "I", 10)
            f.y += 2

    f = Flow(meas, 12, 276, X0, W_, start)
    f.rect(X0, f.y, W_, 11, fill=(0, 0, 0))
    f.text(X0 + 3, f.y + 7.6, "DOCUMENT EN GRANDS CARACTÈRES - FACILE À LIRE", (), "B", 13, (1, 1, 1))
    f.y += 13
    f.para([doc["title"]], size=13, font="B", lead=1.3)
    f.y += 1
    for run in doc["head"]:
        f.para(run, size=9.5, lead=1.3)
    f.y += 1
    f.para(["Les soignants qui s'occupent de vous :"], size=9.5, font="B", lead=1.3)
    for run in doc["team"]:
        f.para(run, size=9.5, lead=1.3)

    def band(text):
        f.need(16)
        f.y += 3
        f.rect(X0, f.y, W_, 7.5, fill=(0, 0, 0))
        f.text(X0 + 2.5, f.y + 5.5, text.upper(), (), "B", 11.5, (1, 1, 1))
        f.y += 8.5

    def falc(cap, run):
        sent = "\u2022 " + cap + ", c'est : "
        sw = meas(sent, "R", SZ)
        vl = f.lines(run, W_ - sw, "B", VZ)
        if len(vl) == 1:
            f.need(VZ * 0.3528 * 1.45)
            f.y += VZ * 0.3528 * 1.45
            f.text(X0, f.y, sent, (), "R", SZ)
            f.text(X0 + sw, f.y, vl[0][0], vl[0][1], "B", VZ)
        else:
            f.para([sent], size=SZ, lead=1.4)
            f.para(run, x=X0 + 6, w=W_ - 6, size=VZ, font="B", lead=1.35)

    band("Qui êtes-vous ?")
    for cap, run in doc["ident"]:
        falc(cap, run)
    lt, rt, rows = doc["pair"]
    band("Vous et la personne qui vous accompagne")
    f.para(["À gauche : vous. À droite : " + rt.lower() + "."], size=SZ, font="I")
    for cap, a, b in rows:
        sent = "\u2022 " + cap + " : "
        sw = meas(sent, "R", SZ)
        la = f.lines(a, 80 - sw, "B", VZ)
        lb = f.lines(b, W_ - 92, "B", VZ)
        n = max(len(la), len(lb))
        f.need(n * VZ * 0.3528 * 1.45)
        y0 = f.y
        f.text(X0, y0 + VZ * 0.3528 * 1.45, sent, (), "R", SZ)
        for j, (t_, vals) in enumerate(la):
            f.text(X0 + sw, y0 + (j + 1) * VZ * 0.3528 * 1.45, t_, vals, "B", VZ)
        for j, (t_, vals) in enumerate(lb):
            f.text(X0 + 92, y0 + (j + 1) * VZ * 0.3528 * 1.45, t_, vals, "B", VZ)
        f.y = y0 + n * VZ * 0.3528 * 1.45
    for pi, blocks in enumerate(blocks_of(doc, merge)):
        if pi > 0:
            f.new_page()
        for b in blocks:
            if b[0] == "h":
                band(b[1])
            elif b[0] == "p":
                f.y += 1
                f.para(b[1], size=SZ, lead=1.4)
            elif b[0] == "kv":
                for cap, run in b[1]:
                    falc(cap, run)
            elif b[0] == "tab":
                heads = b[1]
                for k, rr in enumerate(b[2]):
                    run = ["\u2022 Ligne %d - " % (k + 1)]
                    for h_, c_ in zip(heads, rr):
                        run += [h_ + " : "] + list(c_) + [" ; "]
                    run[-1] = "."
                    f.para(run, size=SZ, lead=1.4)
            elif b[0] == "sig":
                f.y += 3
                for run in b[1]:
                    f.para(run, x=X0 + 80, w=W_ - 80, size=SZ, lead=1.35)
    run_feet(f, doc["runhead"], doc["foot"], X0, W_, 7.5, 288, 8.5, "page {k} sur {n}", "page {k} sur {n}", meas)
    return f.pages


# ------------------------------------------------------------------ writers
def write_reportlab(pages, title):
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas
    _rl_fonts()
    buf = io.BytesIO()
    cv = canvas.Canvas(buf, pagesize=A4, invariant=1)
    cv.setTitle(title)
    cv.setAuthor("Dossier de soins")
    H = A4[1]
    names = {"R": "BHCarlito", "B": "BHCarlitoB", "I": "BHCarlitoI"}
    for p in pages:
        for o in p["ops"]:
            if o[0] == "t":
                cv.setFillColorRGB(*o[6])
                cv.setFont(names[o[4]], o[5])
                cv.drawString(o[1] * MM, H - o[2] * MM, o[3])
            elif o[0] == "l":
                cv.setStrokeColorRGB(*o[6])
                cv.setLineWidth(o[5])
                cv.line(o[1] * MM, H - o[2] * MM, o[3] * MM, H - o[4] * MM)
            elif o[0] == "r":
                x, y, w, h, fill, stroke, lw = o[1:]
                if fill:
                    cv.setFillColorRGB(*fill)
                if stroke:
                    cv.setStrokeColorRGB(*stroke)
                cv.setLineWidth(lw)
                cv.rect(x * MM, H - (y + h) * MM, w * MM, h * MM, stroke=1 if stroke else 0, fill=1 if fill else 0)
        cv.showPage()
    cv.save()
    return buf.getvalue()


def _rl_fonts():
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    for name, file in (("BHCarlito", "Carlito-Regular.ttf"), ("BHCarlitoB", "Carlito-Bold.ttf"),
                       ("BHCarlitoI", "Carlito-Italic.ttf")):
        try:
            pdfmetrics.getFont(name)
        except KeyError:
            pdfmetrics.registerFont(TTFont(name, FONTS + "crosextra/" + file))


def meas_reportlab():
    from reportlab.pdfbase import pdfmetrics
    _rl_fonts()
    names = {"R": "BHCarlito", "B": "BHCarlitoB", "I": "BHCarlitoI"}
    return lambda t, font, size: pdfmetrics.stringWidth(t, names[font], size) / MM


def _fpdf():
    import datetime
    from fpdf import FPDF
    pdf = FPDF(format="A4", unit="mm")
    pdf.set_auto_page_break(False)
    pdf.add_font("BHSerif", "", FONTS + "dejavu/DejaVuSerifCondensed.ttf")
    pdf.add_font("BHSerif", "B", FONTS + "dejavu/DejaVuSerifCondensed-Bold.ttf")
    pdf.add_font("BHSerif", "I", FONTS + "dejavu/DejaVuSerifCondensed-Italic.ttf")
    pdf.set_creation_date(datetime.datetime(2025, 1, 1, tzinfo=datetime.timezone.utc))
    return pdf


def write_fpdf(pages, title, pdf):
    pdf.set_title(title)
    for p in pages:
        pdf.add_page()
        for o in p["ops"]:
            if o[0] == "t":
                pdf.set_text_color(*[int(255 * c) for c in o[6]])
                pdf.set_font("BHSerif", "" if o[4] == "R" else o[4], o[5])
                pdf.text(o[1], o[2], o[3])
            elif o[0] == "l":
                pdf.set_draw_color(*[int(255 * c) for c in o[6]])
                pdf.set_line_width(o[5])
                pdf.line(o[1], o[2], o[3], o[4])
            elif o[0] == "r":
                x, y, w, h, fill, stroke, lw = o[1:]
                pdf.set_line_width(lw)
                if fill:
                    pdf.set_fill_color(*[int(255 * c) for c in fill])
                if stroke:
                    pdf.set_draw_color(*[int(255 * c) for c in stroke])
                pdf.rect(x, y, w, h, style=("F" if fill else "") + ("D" if stroke else "") or "D")
    return bytes(pdf.output())


MU_FONTS = {"R": FONTS + "crosextra/Carlito-Regular.ttf", "B": FONTS + "crosextra/Carlito-Bold.ttf",
            "I": FONTS + "crosextra/Carlito-Italic.ttf"}


def meas_mupdf():
    import pymupdf
    fonts = {k: pymupdf.Font(fontfile=v) for k, v in MU_FONTS.items()}
    return lambda t, font, size: fonts[font].text_length(t, fontsize=size) / MM


def write_mupdf(pages, title):
    import pymupdf
    doc = pymupdf.open()
    names = {"R": "bhsans", "B": "bhsansb", "I": "bhsansi"}
    for p in pages:
        pg = doc.new_page(width=595.28, height=841.89)
        for k, v in MU_FONTS.items():
            pg.insert_font(fontname=names[k], fontfile=v)
        for o in p["ops"]:
            if o[0] == "t":
                pg.insert_text((o[1] * MM, o[2] * MM), o[3], fontname=names[o[4]], fontsize=o[5], color=o[6])
            elif o[0] == "l":
                pg.draw_line((o[1] * MM, o[2] * MM), (o[3] * MM, o[4] * MM), color=o[6], width=o[5])
            elif o[0] == "r":
                x, y, w, h, fill, stroke, lw = o[1:]
                pg.draw_rect(pymupdf.Rect(x * MM, y * MM, (x + w) * MM, (y + h) * MM), color=stroke, fill=fill,
                             width=lw if stroke else 0)
    doc.set_metadata({"title": title, "author": "", "creator": "", "producer": "", "creationDate": "", "modDate": ""})
    doc.subset_fonts()
    return doc.tobytes(garbage=3, deflate=True, no_new_id=True)


def meas_helv():
    from reportlab.pdfbase import pdfmetrics
    names = {"R": "Helvetica", "B": "Helvetica-Bold", "I": "Helvetica-Oblique"}
    return lambda t, font, size: pdfmetrics.stringWidth(t, names[font], size) / MM


def write_pydyf(pages, title):
    import pydyf
    pdf = pydyf.PDF()
    fonts = {}
    for key, base in (("R", "Helvetica"), ("B", "Helvetica-Bold"), ("I", "Helvetica-Oblique")):
        fo = pydyf.Dictionary({"Type": "/Font", "Subtype": "/Type1", "BaseFont": "/" + base,
                               "Encoding": "/WinAnsiEncoding"})
        pdf.add_object(fo)
        fonts[key] = fo
    res = pydyf.Dictionary({"Font": pydyf.Dictionary({"F" + k: v.reference for k, v in fonts.items()})})
    pdf.add_object(res)
    H = 841.89
    for p in pages:
        st = pydyf.Stream()
        for o in p["ops"]:
            if o[0] == "t":
                st.set_color_rgb(*o[6])
                st.begin_text()
                st.set_font_size("F" + o[4], o[5])
                st.set_text_matrix(1, 0, 0, 1, o[1] * MM, H - o[2] * MM)
                st.stream.append(b"<" + o[3].encode("cp1252").hex().encode() + b"> Tj")
                st.end_text()
            elif o[0] == "l":
                st.set_color_rgb(*o[6], stroke=True)
                st.set_line_width(o[5])
                st.move_to(o[1] * MM, H - o[2] * MM)
                st.line_to(o[3] * MM, H - o[4] * MM)
                st.stroke()
            elif o[0] == "r":
                x, y, w, h, fill, stroke, lw = o[1:]
                if fill:
                    st.set_color_rgb(*fill)
                if stroke:
                    st.set_color_rgb(*stroke, stroke=True)
                st.set_line_width(lw)
                st.rectangle(x * MM, H - (y + h) * MM, w * MM, h * MM)
                if fill and stroke:
                    st.fill_and_stroke()
                elif fill:
                    st.fill()
                else:
                    st.stroke()
        pdf.add_object(st)
        page = pydyf.Dictionary({"Type": "/Page", "Parent": pdf.pages.reference,
                                 "MediaBox": pydyf.Array([0, 0, 595.28, H]), "Contents": st.reference,
                                 "Resources": res.reference})
        pdf.add_page(page)
    pdf.info["Title"] = pydyf.String(title)
    pdf.info["Producer"] = pydyf.String("pydyf " + getattr(pydyf, "VERSION", getattr(pydyf, "__version__", "")))
    buf = io.BytesIO()
    pdf.write(buf, identifier=b"corpus-bh-fixed-id")
    return buf.getvalue()


# ------------------------------------------------------------------ entry point
def render(fam: str, doc: dict):
    for merge in (False, True):
        if fam == "rlcibles":
            pages = layout_cibles(doc, meas_reportlab(), merge)
        elif fam == "fpdfplan":
            pdf = _fpdf()

            def m(t, font, size, pdf=pdf):
                pdf.set_font("BHSerif", "" if font == "R" else font, size)
                return pdf.get_string_width(t)
            pages = layout_plan(doc, m, merge)
        elif fam == "mupdfbinome":
            pages = layout_binome(doc, meas_mupdf(), merge)
        else:
            pages = layout_gros(doc, meas_helv(), merge)
        if len(pages) <= 3:
            break
    if fam == "rlcibles":
        data = write_reportlab(pages, doc["title"])
    elif fam == "fpdfplan":
        data = write_fpdf(pages, doc["title"], pdf)
    elif fam == "mupdfbinome":
        data = write_mupdf(pages, doc["title"])
    else:
        data = write_pydyf(pages, doc["title"])
    return data, [p["vals"] for p in pages]
