"""The four layouts of corpus BG (the Flow idea of corpus AU's render.py, rewritten) and their four writers.

A layout lays a document out into display lists (mm, origin top left, y = text baseline) and records, page by page,
the values drawn on it, so the truth follows the page a value really lands on. A writer (backend) turns the display
lists into PDF bytes. Every drawn string ends with a space so that pypdf never glues two strings together.

  rlmrz       ReportLab canvas  - identity-document DATA PAGE with a machine-readable zone (MRZ) foot
  fpdflivre   fpdf2             - BOOK CHAPTER pages: verso / recto running heads, drop caps, run-in captions
  mupdffac    PyMuPDF           - INVOICE ("facture / avis des sommes à payer") with numbered billing lines
  pydyfdict   pydyf             - DICTATION TRANSCRIPT with a timecode gutter and spoken captions
"""
from __future__ import annotations

import datetime
import io

from . import ids
from .content import pname
from .model import K, V, tokens, wrap

DEJAVU = "/usr/share/fonts/truetype/dejavu/"
FREE = "/usr/share/fonts/truetype/freefont/"
CROS = "/usr/share/fonts/truetype/crosextra/"
PT = 72 / 25.4          # points per mm
MM = 25.4 / 72          # mm per point
GREY = (0.45, 0.45, 0.45)
BLACK = (0, 0, 0)


# ------------------------------------------------------------------ layout engine
class Flow:
    """Top-down line layout in one column; pages hold ops and the values drawn."""

    def __init__(self, meas, top, bottom, x0, width, top_next=None):
        self.m, self.top, self.bottom, self.x0, self.w = meas, top, bottom, x0, width
        self.top_next = top if top_next is None else top_next
        self.pages = []
        self.new_page()

    def new_page(self):
        self.pages.append({"ops": [], "vals": []})
        self.y = self.top if len(self.pages) == 1 else self.top_next

    def need(self, h):
        if self.y + h > self.bottom:
            self.new_page()
            return True
        return False

    def text(self, x, y, text, vals, font="R", size=9.0, color=BLACK, page=None):
        p = self.pages[-1] if page is None else page
        p["ops"].append(("t", x, y, text, font, size, color))
        p["vals"].extend(vals)

    def op(self, *o):
        self.pages[-1]["ops"].append(o)

    def lines(self, run, w, font="R", size=9.0):
        return wrap(run, w, lambda t: self.m(t, font, size))

    def para(self, run, x=None, w=None, size=9.0, font="R", lead=1.45, color=BLACK):
        x = self.x0 if x is None else x
        w = self.w if w is None else w
        for t, vals in self.lines(run, w, font, size):
            self.need(size * MM * lead)
            self.y += size * MM * lead
            self.text(x, self.y, t, vals, font, size, color)
        self.y += 1.2


def lines_of(meas, run, w, font, size):
    return wrap(run, w, lambda t: meas(t, font, size))


def put_run(page, meas, run, x, y, w, font="R", size=8, lead=1.35, color=BLACK, align="left"):
    """Draw a run wrapped in width w on a given page (decorations); returns the y of the last baseline."""
    for k, (t, vals) in enumerate(lines_of(meas, run, w, font, size)):
        yy = y + k * size * MM * lead
        xx = x if align == "left" else (x + w - meas(t, font, size) if align == "right" else x + (w - meas(t, font, size)) / 2)
        page["ops"].append(("t", xx, yy, t, font, size, color))
        page["vals"].extend(vals)
        last = yy
    return last


def flow_sections(f: Flow, doc: dict, style):
    """Planned pages, then blocks; style draws each block kind."""
    for pi, blocks in enumerate(doc["pages"]):
        if pi > 0:
            f.new_page()
            style.page_break(f)
        for bi, b in enumerate(blocks):
            nxt = blocks[bi + 1] if bi + 1 < len(blocks) else None
            getattr(style, b[0])(f, b, nxt)


class Style:
    """Default block drawing; layouts override what they draw differently."""
    size = 9.0

    def page_break(self, f):
        pass

    def h(self, f, b, nxt):
        f.need(14)
        f.y += 7
        f.text(f.x0, f.y, b[1], [], "B", 11)
        f.y += 2.5

    def p(self, f, b, nxt):
        f.para(b[1], size=self.size)

    def sig(self, f, b, nxt):
        f.need(18)
        f.y += 3
        for run in b[1]:
            f.para(run, x=f.x0 + f.w * 0.4, w=f.w * 0.6, size=self.size - 0.4)

    def tab(self, f, b, nxt):
        heads, rows, weights = b[1], b[2], b[3]
        tot = sum(weights)
        ws = [f.w * x / tot for x in weights]
        xs = [f.x0 + sum(ws[:k]) for k in range(len(ws))]
        f.need(12)
        f.y += 2
        f.op("l", f.x0, f.y, f.x0 + f.w, f.y, 0.6, BLACK)
        f.y += 4.2
        for k, h in enumerate(heads):
            f.text(xs[k] + 1, f.y, h, [], "B", 8.5)
        f.y += 1.6
        f.op("l", f.x0, f.y, f.x0 + f.w, f.y, 0.3, BLACK)
        for row in rows:
            cells = [f.lines(cell, ws[k] - 3, "R", 8.5) for k, cell in enumerate(row)]
            n = max(len(c) for c in cells)
            f.need(4.3 * n + 2)
            y0 = f.y
            for k, c in enumerate(cells):
                for j, (t, vals) in enumerate(c):
                    f.text(xs[k] + 1, y0 + 4.2 + 4.1 * j, t, vals, "R", 8.5)
            f.y = y0 + 4.2 + 4.1 * (n - 1) + 1.8
        f.op("l", f.x0, f.y, f.x0 + f.w, f.y, 0.6, BLACK)
        f.y += 3


# ------------------------------------------------------------------ family 1: MRZ data page (ReportLab)
def mrz_lines(doc):
    c = doc["ctx"]
    last, first = ids.mrz_name(c["last"]), ids.mrz_name(c["first"])
    l1 = ["IP<FRA<", V("NOM", last, "patient"), "<<", V("PRENOM", first, "patient")]
    used = len("IP<FRA<") + len(last) + 2 + len(first)
    l1.append("<" * max(2, 44 - used))
    n = ids.nir_written(c["n13"], c["key"], 3)
    l2 = [V("IPP", c["ipp"]), "<<", V("DATE_NAISSANCE", ids.birth_written(c["bdate"], 9)), "<",
          "F" if c["female"] else "M", "<", V("NIR", n), "<<"]
    used = len(c["ipp"]) + 2 + 6 + 3 + len(n) + 2
    l2.append("<" * max(2, 44 - used))
    return [l1, l2]


class MrzStyle(Style):
    size = 8.8

    def __init__(self):
        self.n = 7  # numbered captions continue after the data page's fields
        self.visa = 0

    def h(self, f, b, nxt):
        f.need(16)
        f.y += 5
        f.op("r", f.x0, f.y - 1, f.w, 7.5, None, (0.18, 0.42, 0.36), 0.8)
        f.op("r", f.x0 + f.w - 36, f.y, 34, 5.5, (0.86, 0.93, 0.9), None, 0)
        self.visa += 1
        f.text(f.x0 + f.w - 34.5, f.y + 4, "VISA / ENTRY %02d" % self.visa, [], "M", 6.5, (0.18, 0.42, 0.36))
        f.y += 4.6
        f.text(f.x0 + 2, f.y, b[1].upper(), [], "B", 9.5, (0.18, 0.42, 0.36))
        f.y += 4

    def kv(self, f, b, nxt):
        # numbered captions ABOVE the value, two fields per row (passport data-page style)
        colw = (f.w - 6) / 2
        pairs = b[1]
        for k in range(0, len(pairs), 2):
            row = pairs[k:k + 2]
            blocks = []
            for j, (cap, run) in enumerate(row):
                self.n += 1
                blocks.append(("%d. %s" % (self.n, cap), f.lines(run, colw - 2, "B", 8.8)))
            h = 3.6 + max(len(ls) for _, ls in blocks) * 4.2 + 1.5
            f.need(h)
            y0 = f.y
            for j, (cap, ls) in enumerate(blocks):
                x = f.x0 + j * (colw + 6)
                f.text(x, y0 + 3, cap, [], "I", 6.6, GREY)
                for q, (t, vals) in enumerate(ls):
                    f.text(x, y0 + 7 + 4.2 * q, t, vals, "B", 8.8)
            f.y = y0 + h
        f.y += 1.5


def layout_mrz(doc, meas):
    c = doc["ctx"]
    st = MrzStyle()
    f = Flow(meas, 140, 262, 16, 178, top_next=24)
    # page 1 body starts under the data page, the letterhead and the team
    p0 = f.pages[0]
    green, ink = (0.9, 0.95, 0.92), (0.18, 0.42, 0.36)
    p0["ops"] += [("r", 14, 10, 182, 84, green, ink, 0.9),
                  ("r", 14, 10, 182, 8, ink, None, 0),
                  ("t", 18, 15.6, "CARTE DE PRISE EN CHARGE - PAGE DE DONNÉES / DATA PAGE", "B", 9, (1, 1, 1)),
                  ("r", 19, 23, 30, 38, (0.82, 0.84, 0.83), GREY, 0.4),
                  ("c", 34, 36, 6.5, GREY, 0.6), ("l", 24, 58, 44, 58, 0.6, GREY),
                  ("t", 27, 59.5 + 0, "photo", "I", 6, GREY)]
    # numbered bilingual captions above the values
    fields = [("1. Nom / Surname", [V("NOM", c["last"].upper(), "patient")]),
              ("2. Prénoms / Given names", [V("PRENOM", c["first"], "patient")]),
              ("3. Date de naissance / Date of birth", [V("DATE_NAISSANCE", ids.birth_written(c["bdate"], 10))]),
              ("4. Sexe / Sex", ["F" if c["female"] else "M"]),
              ("5. N° patient / Patient No.", [V("IPP", c["ipp"])]),
              ("6. Séjour / Stay", [V("NUM_SEJOUR", c["nda"])]),
              ("7. Autorité / Authority", [V("ETABLISSEMENT", c["acr"], "sigle")])]
    for k, (cap, run) in enumerate(fields):
        col, row = divmod(k, 4)
        x, y = 56 + col * 70, 24 + row * 10.5
        p0["ops"].append(("t", x, y, cap, "I", 6.4, GREY))
        put_run(p0, meas, run, x, y + 4.4, 66, "B", 9.5)
    if c["birth"]:
        p0["ops"].append(("t", 126, 66, "Nom de naissance / Birth name", "I", 6.4, GREY))
        put_run(p0, meas, [V("NOM", c["birth"].upper(), "naissance")], 126, 70.4, 66, "B", 9.5)
    for q, run in enumerate(mrz_lines(doc)):
        put_run(p0, meas, run, 18, 80 + q * 5.6, 176, "M", 9.6)
    y = 101
    for run in doc["head"]:
        y = put_run(p0, meas, run, 16, y, 96, "R", 7.6) + 3.6
    y2 = 101
    p0["ops"].append(("t", 118, y2, "Équipe / Medical team", "B", 7.6, ink))
    y2 += 3.8
    for run in doc["team"]:
        y2 = put_run(p0, meas, run, 118, y2, 78, "R", 7.3) + 3.5
    yt = max(y, y2) + 3
    p0["ops"].append(("l", 16, yt - 1, 194, yt - 1, 0.4, ink))
    put_run(p0, meas, [doc["title"]], 16, yt + 5, 178, "B", 12.5, color=ink)
    f.y = yt + 9
    f.top = f.y
    flow_sections(f, doc, st)
    n = len(f.pages)
    mrz = mrz_lines(doc)
    for k, p in enumerate(f.pages):
        # running head (identity) and the MRZ strip as running foot
        put_run(p, meas, doc["foot"] + [" - page %d/%d" % (k + 1, n)], 16, 7, 178, "R", 7, color=GREY, align="right")
        p["ops"].append(("r", 14, 266, 182, 17, green, ink, 0.5))
        for q, run in enumerate(mrz):
            put_run(p, meas, run, 18, 272 + q * 5.6, 176, "M", 9.6)
    return f.pages


# ------------------------------------------------------------------ family 2: book chapter (fpdf2)
class BookStyle(Style):
    size = 9.6

    def __init__(self, meas):
        self.m = meas
        self.sec = 0

    def h(self, f, b, nxt):
        self.sec += 1
        f.need(22)
        f.y += 8
        t = "§ %d. %s" % (self.sec, b[1])
        f.text(f.x0 + (f.w - self.m(t, "I", 12)) / 2, f.y, t, [], "I", 12)
        f.y += 2.5
        f.op("l", f.x0 + f.w / 2 - 12, f.y, f.x0 + f.w / 2 + 12, f.y, 0.3, BLACK)
        f.y += 1.5
        self.drop = nxt is not None and nxt[0] == "p" and isinstance(nxt[1][0], str) and nxt[1][0][:1].isalpha()

    def p(self, f, b, nxt):
        run = b[1]
        if getattr(self, "drop", False):
            self.drop = False
            # drop cap (lettrine) over three lines: the first letter alone, the next lines indented beside it
            first, rest = run[0][0], [run[0][1:]] + list(run[1:])
            dw = self.m(first, "B", 30) + 1.5
            ls = wrap_var(rest, lambda k: f.w - dw if k < 3 else f.w, lambda t: self.m(t, "R", self.size))
            lead = self.size * MM * 1.45
            f.need(lead * 3 + 2)
            f.text(f.x0, f.y + lead * 2.6, first, [], "B", 30, (0.45, 0.12, 0.12))
            for k, (t, vals) in enumerate(ls):
                f.need(lead)
                f.y += lead
                f.text(f.x0 + (dw if k < 3 else 0), f.y, t, vals, "R", self.size)
            f.y += max(0, 3 - len(ls)) * lead + 1.2
            return
        f.para(run, size=self.size)

    def kv(self, f, b, nxt):
        # RUN-IN italic caption followed by an em dash; the value hangs after it
        for cap, run in b[1]:
            capt = cap + ". — "
            cw = min(self.m(capt, "I", self.size), f.w * 0.5)
            ls = f.lines(run, f.w - cw - 6, "R", self.size)
            lead = self.size * MM * 1.4
            f.need(lead * len(ls) + 1)
            f.y += lead
            f.text(f.x0 + 6, f.y, capt, [], "I", self.size, (0.3, 0.3, 0.3))
            for q, (t, vals) in enumerate(ls):
                if q:
                    f.y += lead
                f.text(f.x0 + 6 + cw, f.y, t, vals, "R", self.size)
        f.y += 2

    def tab(self, f, b, nxt):
        f.need(10)
        f.y += 3
        t = "Tableau %d. - %s" % (self.sec, " / ".join(b[1]))
        f.text(f.x0, f.y + 2, t, [], "I", 8.4, (0.3, 0.3, 0.3))
        f.y += 2
        Style.tab(self, f, b, nxt)


def wrap_var(run, width_of_line, measure):
    """Like model.wrap, but the k-th line may have its own width (drop caps)."""
    lines, cur_t, cur_v = [], "", []
    for t, vals in tokens(run):
        cand = (cur_t + " " + t) if cur_t else t
        if cur_t and measure(cand) > width_of_line(len(lines)):
            lines.append((cur_t, cur_v))
            cur_t, cur_v = t, list(vals)
        else:
            cur_t, cur_v = cand, cur_v + list(vals)
    if cur_t or not lines:
        lines.append((cur_t, cur_v))
    return lines


def layout_book(doc, meas):
    c = doc["ctx"]
    st = BookStyle(meas)
    f = Flow(meas, 20, 268, 24, 162, top_next=24)
    p0 = f.pages[0]
    # the imprint (letterhead) and the team, centred like a title page
    y = 16
    for run in doc["head"]:
        y = put_run(p0, meas, run, 24, y, 162, "R", 8, align="center") + 3.8
    p0["ops"].append(("l", 80, y - 1, 130, y - 1, 0.3, BLACK))
    y += 3.5
    for run in doc["team"]:
        y = put_run(p0, meas, run, 24, y, 162, "I", 8, align="center") + 3.8
    y += 6
    p0["ops"].append(("t", 24 + (162 - meas("CHAPITRE PREMIER", "R", 9)) / 2, y, "CHAPITRE PREMIER", "R", 9, GREY))
    y += 8
    y = put_run(p0, meas, [doc["title"]], 24, y, 162, "I", 16, align="center") + 6
    y = put_run(p0, meas, ["consacré à "] + pname(c, 7) + ["."], 24, y, 162, "R", 9.5, align="center") + 4
    f.y = y
    f.top = y
    flow_sections(f, doc, st)
    n = len(f.pages)
    for k, p in enumerate(f.pages):
        recto = k % 2 == 0  # page 1 is a recto (right-hand page)
        put_run(p, meas, doc["foot"], 24, 11, 162, "I", 7.6, color=GREY, align="right" if recto else "left")
        p["ops"].append(("l", 24, 13, 186, 13, 0.25, GREY))
        num = "- %d -" % (k + 1)
        p["ops"].append(("t", 186 - meas(num, "R", 9) if recto else 24, 283, num, "R", 9, BLACK))
        put_run(p, meas, [V("ETABLISSEMENT", c["acr"], "sigle"), " - livret %d/%d" % (k + 1, n)], 60, 283, 90, "R", 7,
                color=GREY, align="center")
    return f.pages


# ------------------------------------------------------------------ family 3: invoice (PyMuPDF)
class InvoiceStyle(Style):
    size = 8.6
    cols = (0, 14, 66, 150)  # Réf. | Désignation | Détail | Montant (offsets from x0, width 176)

    def __init__(self, meas, c):
        self.m, self.c, self.line, self.amounts = meas, c, 0, []

    def _row(self, f, ref, desig, run, amount=None, shade=False):
        x0 = f.x0
        dl = f.lines([desig], self.cols[2] - self.cols[1] - 2, "B", self.size)
        vl = f.lines(run, self.cols[3] - self.cols[2] - 2, "R", self.size)
        n = max(len(dl), len(vl))
        h = 4.1 * n + 1.8
        f.need(h + 1)
        y0 = f.y
        if shade:
            f.op("r", x0, y0, 176, h, (0.94, 0.94, 0.97), None, 0)
        f.text(x0 + 1, y0 + 4, ref, [], "M", 7.4, GREY)
        for q, (t, vals) in enumerate(dl):
            f.text(x0 + self.cols[1] + 1, y0 + 4 + 4.1 * q, t, vals, "B", self.size)
        for q, (t, vals) in enumerate(vl):
            f.text(x0 + self.cols[2] + 1, y0 + 4 + 4.1 * q, t, vals, "R", self.size)
        if amount is None:
            f.text(x0 + 168, y0 + 4, "-", [], "R", self.size)
        else:
            w = self.m(amount.text, "R", self.size)
            f.text(x0 + 175 - w, y0 + 4, amount.text, [amount], "R", self.size)
        f.y = y0 + h
        f.op("l", x0, f.y, x0 + 176, f.y, 0.2, (0.7, 0.7, 0.75))

    def ref(self):
        self.line += 1
        return "L%02d" % self.line

    def h(self, f, b, nxt):
        f.need(14)
        f.y += 3
        f.op("r", f.x0, f.y, 176, 6, (0.2, 0.25, 0.45), None, 0)
        f.text(f.x0 + 2, f.y + 4.3, "RUBRIQUE - " + b[1].upper(), [], "B", 8.4, (1, 1, 1))
        f.y += 6

    def p(self, f, b, nxt):
        self._row(f, self.ref(), "Observation", b[1], shade=True)

    def kv(self, f, b, nxt):
        for cap, run in b[1]:
            self._row(f, self.ref(), cap, run)

    def tab(self, f, b, nxt):
        heads, rows = b[1], b[2]
        for row in rows:
            run = []
            for k, cell in enumerate(row[1:]):
                run += ([" ; "] if k else []) + [heads[k + 1] + " : "] + list(cell)
            cents = 1260 + 415 * (len(self.amounts) % 7) + 5 * self.line
            amount = K("MONTANT", "%d,%02d €" % (cents // 100, cents % 100))
            self.amounts.append(cents)
            self._row_cells(f, row[0], run, amount)

    def _row_cells(self, f, first_cell, run, amount):
        # the first cell is a run (it may hold values): drawn in the Désignation column
        x0 = f.x0
        dl = f.lines(first_cell, self.cols[2] - self.cols[1] - 2, "B", self.size)
        vl = f.lines(run, self.cols[3] - self.cols[2] - 2, "R", self.size)
        n = max(len(dl), len(vl))
        h = 4.1 * n + 1.8
        f.need(h + 1)
        y0 = f.y
        f.text(x0 + 1, y0 + 4, self.ref(), [], "M", 7.4, GREY)
        for q, (t, vals) in enumerate(dl):
            f.text(x0 + self.cols[1] + 1, y0 + 4 + 4.1 * q, t, vals, "B", self.size)
        for q, (t, vals) in enumerate(vl):
            f.text(x0 + self.cols[2] + 1, y0 + 4 + 4.1 * q, t, vals, "R", self.size)
        w = self.m(amount.text, "R", self.size)
        f.text(x0 + 175 - w, y0 + 4, amount.text, [amount], "R", self.size)
        f.y = y0 + h
        f.op("l", x0, f.y, x0 + 176, f.y, 0.2, (0.7, 0.7, 0.75))

    def sig(self, f, b, nxt):
        # totals box, then the ordonnateur's visa
        tot = sum(self.amounts)
        amo = tot * 70 // 100
        amc = (tot - amo) * 2 // 3
        rows = [("Total des prestations", tot), ("Part assurance maladie obligatoire (70 %)", amo),
                ("Part complémentaire", amc), ("Reste à charge", tot - amo - amc)]
        f.need(30)
        f.y += 3
        f.op("r", f.x0 + 92, f.y, 84, 5.2 * len(rows) + 2, (0.97, 0.97, 0.92), (0.2, 0.25, 0.45), 0.6)
        for k, (lab, v) in enumerate(rows):
            f.y += 5.2
            f.text(f.x0 + 94, f.y, lab, [], "B" if k == 3 else "R", 8.2)
            a = K("MONTANT", "%d,%02d €" % (v // 100, v % 100))
            f.text(f.x0 + 174 - self.m(a.text, "B", 8.2), f.y, a.text, [a], "B", 8.2)
        f.y += 5
        f.need(16)
        f.text(f.x0, f.y + 3, "Visa de l'ordonnateur :", [], "I", 8)
        f.y += 2
        for run in b[1]:
            f.para(run, x=f.x0 + 40, w=136, size=8.2)


def layout_invoice(doc, meas):
    c = doc["ctx"]
    fac = V("IDENTIFIANT", "FAC-%s-%07d" % (c["acr"], c["ref"] * 13 % 10 ** 7), "FACTURE")
    st = InvoiceStyle(meas, c)
    f = Flow(meas, 20, 270, 17, 176, top_next=30)
    p0 = f.pages[0]
    navy = (0.2, 0.25, 0.45)
    y = 16
    for k, run in enumerate(doc["head"]):
        y = put_run(p0, meas, run, 17, y, 100, "B" if k == 0 else "R", 9 if k == 0 else 7.8, color=navy if k == 0 else BLACK) + 3.7
    # reference box top right
    p0["ops"] += [("r", 122, 11, 71, 34, None, navy, 0.8), ("r", 122, 11, 71, 7, navy, None, 0),
                  ("t", 125, 16, "FACTURE - AVIS DES SOMMES À PAYER", "B", 7.8, (1, 1, 1))]
    refs = [("N° de facture", [fac]), ("Réf. patient (IPP)", [V("IPP", c["ipp"])]),
            ("N° de séjour", [V("NUM_SEJOUR", c["nda"])]), ("Date d'émission", [V("DATE", ids.care(c["d0"]), "SOINS", "keep")])]
    for k, (lab, run) in enumerate(refs):
        p0["ops"].append(("t", 125, 23.5 + k * 5.4, lab, "R", 7.4, GREY))
        put_run(p0, meas, run, 155, 23.5 + k * 5.4, 37, "B", 8)
    # debtor (addressee) block
    y = max(y, 50) + 2
    p0["ops"].append(("t", 112, y, "DÉBITEUR", "B", 7.4, navy))
    deb = [["Madame " if c["female"] else "Monsieur ", V("PRENOM", c["first"], "patient"), " ",
            V("NOM", c["last"].upper(), "patient")],
           [V("ADRESSE", c["paddr"])], [V("CODE_POSTAL", c["pcp"]), " ", V("VILLE", c["ptown"].upper())]]
    yy = y + 4.4
    for run in deb:
        yy = put_run(p0, meas, run, 112, yy, 80, "R", 9) + 4.4
    yt = 50 + 2
    p0["ops"].append(("t", 17, yt, "ÉQUIPE", "B", 7.4, navy))
    yt += 4
    for run in doc["team"]:
        yt = put_run(p0, meas, run, 17, yt, 90, "R", 7.4) + 3.5
    y = max(yy, yt) + 3
    y = put_run(p0, meas, ["Objet : " + doc["title"]], 17, y, 176, "B", 10.5, color=navy) + 5
    # column heads
    p0["ops"] += [("r", 17, y, 176, 6, (0.85, 0.87, 0.93), None, 0)]
    for x, t in ((1, "Réf."), (15, "Désignation"), (67, "Détail"), (160, "Montant")):
        p0["ops"].append(("t", 17 + x, y + 4.3, t, "B", 8, navy))
    f.y = y + 6.5
    f.top = f.y
    flow_sections(f, doc, st)
    n = len(f.pages)
    for k, p in enumerate(f.pages):
        if k:
            put_run(p, meas, ["Suite de la facture ", fac, " - débiteur ", V("NOM", c["last"].upper(), "patient"), " ",
                              V("PRENOM", c["first"], "patient")], 17, 16, 176, "B", 8.5, color=navy)
            p["ops"] += [("r", 17, 21, 176, 6, (0.85, 0.87, 0.93), None, 0)]
            for x, t in ((1, "Réf."), (15, "Désignation"), (67, "Détail"), (160, "Montant")):
                p["ops"].append(("t", 17 + x, 25.3, t, "B", 8, navy))
        p["ops"].append(("l", 17, 279, 193, 279, 0.4, navy))
        put_run(p, meas, doc["foot"] + [" - feuillet %d/%d" % (k + 1, n)], 17, 283, 176, "R", 7.2, color=GREY)
        put_run(p, meas, ["Paiement : régie des recettes, ", V("ETABLISSEMENT", c["acr"], "sigle"), " - rappeler la référence ", fac],
                17, 287, 176, "I", 7, color=GREY)
    return f.pages


# ------------------------------------------------------------------ family 4: dictation transcript (pydyf)
class DictStyle(Style):
    size = 8.8

    def __init__(self, meas, c):
        self.m, self.c, self.t = meas, c, 11  # seconds into the recording

    def tc(self, f, y, step=7):
        self.t += step + (self.t * 7) % 5
        m, s = divmod(self.t, 60)
        f.text(14, y, "[00:%02d:%02d]" % (m, s), [], "M", 7.2, GREY)

    def line_block(self, f, runs_fonts):
        """A group of lines under one timecode."""
        first = True
        for run, font, indent in runs_fonts:
            for t, vals in f.lines(run, f.w - indent, font, self.size):
                f.need(self.size * MM * 1.5)
                f.y += self.size * MM * 1.5
                if first:
                    self.tc(f, f.y)
                    first = False
                f.text(f.x0 + indent, f.y, t, vals, font, self.size)
        f.y += 1.0

    def h(self, f, b, nxt):
        f.need(14)
        f.y += 4
        self.line_block(f, [(["[titre] " + b[1].upper()], "B", 0)])

    def p(self, f, b, nxt):
        self.line_block(f, [(list(b[1]) + [" [point à la ligne]"], "R", 0)])

    def kv(self, f, b, nxt):
        for cap, run in b[1]:
            self.line_block(f, [(["« " + cap + " » : "] + list(run) + [" [à la ligne]"], "R", 0)])

    def tab(self, f, b, nxt):
        heads, rows = b[1], b[2]
        self.line_block(f, [(["[tableau] colonnes : " + " | ".join(heads)], "I", 0)])
        for k, row in enumerate(rows):
            run = ["ligne %d : " % (k + 1)]
            for q, cell in enumerate(row):
                run += ([" | "] if q else []) + list(cell)
            self.line_block(f, [(run, "R", 6)])

    def sig(self, f, b, nxt):
        self.line_block(f, [(["[signature]"], "I", 0)] + [(run, "R", 8) for run in b[1]])


def layout_dict(doc, meas):
    c = doc["ctx"]
    st = DictStyle(meas, c)
    f = Flow(meas, 20, 272, 36, 160, top_next=30)
    p0 = f.pages[0]
    p0["ops"] += [("r", 12, 10, 186, 9, (0.12, 0.12, 0.12), None, 0),
                  ("t", 15, 16, "TRANSCRIPTION DE DICTÉE NUMÉRIQUE", "B", 10, (1, 1, 1))]
    fname = "DICT_%s_%s_%03d.dss" % (c["acr"], c["d0"].strftime("%Y%m%d"), c["i"] + 11)
    p0["ops"].append(("t", 112, 16, fname, "M", 8, (1, 1, 1)))
    y = 25
    info = [["Dicté par ", V("PRENOM", c["d1"][0], "medecin"), " ", V("NOM", c["d1"][1].upper(), "medecin"),
             " - frappé par ", V("PRENOM", c["pro"][0], "soignant"), " ", V("NOM", c["pro"][1], "soignant"),
             " - durée 00:0%d:%02d - qualité audio bonne" % (3 + c["i"] % 5, (c["i"] * 17) % 60)]]
    for run in info:
        y = put_run(p0, meas, run, 14, y, 182, "I", 8) + 4
    p0["ops"].append(("t", 14, y, "En-tête du modèle de courrier :", "B", 8, BLACK))
    y += 4
    for run in doc["head"]:
        y = put_run(p0, meas, run, 20, y, 86, "R", 7.6) + 3.5
    y2 = 33 + 4
    p0["ops"].append(("t", 112, y2, "Équipe citée :", "B", 8, BLACK))
    y2 += 4
    for run in doc["team"]:
        y2 = put_run(p0, meas, run, 112, y2, 84, "R", 7.6) + 3.5
    y = max(y, y2) + 2
    # spelled name and birth date in words: what the doctor dictated before the letter
    sp = ids.spelled(c["last"])
    y = put_run(p0, meas, ["Nom épelé par le dicteur : ", V("NOM", sp, "patient"), " ; date de naissance dictée : ",
                           V("DATE_NAISSANCE", ids.birth_written(c["bdate"], 13))], 14, y, 182, "I", 8.2) + 5
    p0["ops"].append(("l", 14, y - 2, 196, y - 2, 0.5, BLACK))
    y = put_run(p0, meas, ["Objet dicté : " + doc["title"]], 14, y + 3, 182, "B", 10.5) + 3
    p0["ops"].append(("l", 32, y, 32, 274, 0.3, GREY))
    f.y = y
    f.top = y
    flow_sections(f, doc, st)
    n = len(f.pages)
    for k, p in enumerate(f.pages):
        if k:
            p["ops"] += [("r", 12, 10, 186, 9, (0.12, 0.12, 0.12), None, 0),
                         ("t", 15, 16, "TRANSCRIPTION (suite) - " + fname, "B", 9, (1, 1, 1))]
            put_run(p, meas, ["Dossier : ", V("NOM", c["last"].upper(), "patient"), " ", V("PRENOM", c["first"], "patient"),
                              " - IPP ", V("IPP", c["ipp"])], 14, 25, 182, "I", 8)
            p["ops"].append(("l", 32, 28, 32, 274, 0.3, GREY))
        p["ops"].append(("l", 12, 277, 198, 277, 0.4, BLACK))
        put_run(p, meas, doc["foot"] + [" - feuillet %d/%d" % (k + 1, n)], 14, 282, 182, "R", 7.2, color=GREY)
    return f.pages


# ------------------------------------------------------------------ writers
W_A4, H_A4 = 595.2756, 841.8898


def write_reportlab(pages, doc):
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    from reportlab.pdfgen import canvas
    fonts = {"R": ("BGSans", "DejaVuSans.ttf"), "B": ("BGSansB", "DejaVuSans-Bold.ttf"),
             "I": ("BGSansI", "DejaVuSans-Oblique.ttf"), "M": ("BGMono", "DejaVuSansMono.ttf")}
    for name, file in fonts.values():
        try:
            pdfmetrics.getFont(name)
        except KeyError:
            pdfmetrics.registerFont(TTFont(name, DEJAVU + file))
    buf = io.BytesIO()
    cv = canvas.Canvas(buf, pagesize=(W_A4, H_A4), invariant=1)
    cv.setTitle(doc["title"])
    cv.setAuthor("Bureau des entrées")
    for p in pages:
        for o in p["ops"]:
            if o[0] == "t":
                cv.setFillColorRGB(*o[6])
                cv.setFont(fonts[o[4]][0], o[5])
                cv.drawString(o[1] * PT, H_A4 - o[2] * PT, o[3] + " ")
            elif o[0] == "l":
                cv.setStrokeColorRGB(*o[6])
                cv.setLineWidth(o[5])
                cv.line(o[1] * PT, H_A4 - o[2] * PT, o[3] * PT, H_A4 - o[4] * PT)
            elif o[0] == "r":
                x, y, w, h, fill, stroke, lw = o[1:]
                if fill:
                    cv.setFillColorRGB(*fill)
                if stroke:
                    cv.setStrokeColorRGB(*stroke)
                    cv.setLineWidth(lw)
                cv.rect(x * PT, H_A4 - (y + h) * PT, w * PT, h * PT, fill=1 if fill else 0, stroke=1 if stroke else 0)
            elif o[0] == "c":
                cv.setStrokeColorRGB(*o[4])
                cv.setLineWidth(o[5])
                cv.circle(o[1] * PT, H_A4 - o[2] * PT, o[3] * PT, fill=0, stroke=1)
        cv.showPage()
    cv.save()
    return buf.getvalue()


def meas_reportlab():
    from reportlab.pdfbase import pdfmetrics
    from reportlab.pdfbase.ttfonts import TTFont
    fonts = {"R": ("BGSans", "DejaVuSans.ttf"), "B": ("BGSansB", "DejaVuSans-Bold.ttf"),
             "I": ("BGSansI", "DejaVuSans-Oblique.ttf"), "M": ("BGMono", "DejaVuSansMono.ttf")}
    for name, file in fonts.values():
        try:
            pdfmetrics.getFont(name)
        except KeyError:
            pdfmetrics.registerFont(TTFont(name, DEJAVU + file))
    return lambda t, font, size: pdfmetrics.stringWidth(t, fonts[font][0], size) * MM


FPDF_FONTS = {"R": ("BGSerif", "", FREE + "FreeSerif.ttf"), "B": ("BGSerif", "B", FREE + "FreeSerifBold.ttf"),
              "I": ("BGSerif", "I", FREE + "FreeSerifItalic.ttf"), "M": ("BGMono", "", FREE + "FreeMono.ttf")}


def fpdf_new():
    from fpdf import FPDF
    pdf = FPDF(format="A4", unit="mm")
    pdf.set_auto_page_break(False)
    for fam, style, path in FPDF_FONTS.values():
        pdf.add_font(fam, style, path)
    pdf.set_creation_date(datetime.datetime(2025, 1, 1, tzinfo=datetime.timezone.utc))
    return pdf


def meas_fpdf(pdf):
    def m(t, font, size):
        fam, style, _ = FPDF_FONTS[font]
        pdf.set_font(fam, style, size)
        return pdf.get_string_width(t)
    return m


def write_fpdf(pdf, pages, doc):
    pdf.set_title(doc["title"])
    pdf.set_author("Éditions du service")
    for p in pages:
        pdf.add_page()
        for o in p["ops"]:
            if o[0] == "t":
                fam, style, _ = FPDF_FONTS[o[4]]
                pdf.set_font(fam, style, o[5])
                pdf.set_text_color(*[int(255 * v) for v in o[6]])
                pdf.text(o[1], o[2], o[3] + " ")
            elif o[0] == "l":
                pdf.set_draw_color(*[int(255 * v) for v in o[6]])
                pdf.set_line_width(o[5] * MM)
                pdf.line(o[1], o[2], o[3], o[4])
            elif o[0] == "r":
                x, y, w, h, fill, stroke, lw = o[1:]
                if fill:
                    pdf.set_fill_color(*[int(255 * v) for v in fill])
                if stroke:
                    pdf.set_draw_color(*[int(255 * v) for v in stroke])
                    pdf.set_line_width(lw * MM)
                pdf.rect(x, y, w, h, style=("F" if fill else "") + ("D" if stroke else ""))
    return bytes(pdf.output())


MU_FONTS = {"R": ("bgR", CROS + "Carlito-Regular.ttf"), "B": ("bgB", CROS + "Carlito-Bold.ttf"),
            "I": ("bgI", CROS + "Carlito-Italic.ttf"), "M": ("bgR", CROS + "Carlito-Regular.ttf")}  # MuPDF would write a mono font's whole SMP ToUnicode
_MU_CACHE = {}


def meas_mupdf():
    import pymupdf
    for k, (_, path) in MU_FONTS.items():
        if k not in _MU_CACHE:
            _MU_CACHE[k] = pymupdf.Font(fontfile=path)
    return lambda t, font, size: _MU_CACHE[font].text_length(t, fontsize=size) * MM


def write_mupdf(pages, doc):
    import pymupdf
    d = pymupdf.open()
    for p in pages:
        pg = d.new_page(width=W_A4, height=H_A4)
        for name, path in sorted(set(MU_FONTS.values())):
            pg.insert_font(fontname=name, fontfile=path)
        for o in p["ops"]:
            if o[0] == "t":
                pg.insert_text((o[1] * PT, o[2] * PT), o[3] + " ", fontname=MU_FONTS[o[4]][0], fontsize=o[5], color=o[6])
            elif o[0] == "l":
                pg.draw_line((o[1] * PT, o[2] * PT), (o[3] * PT, o[4] * PT), color=o[6], width=o[5])
            elif o[0] == "r":
                x, y, w, h, fill, stroke, lw = o[1:]
                pg.draw_rect(pymupdf.Rect(x * PT, y * PT, (x + w) * PT, (y + h) * PT), color=stroke, fill=fill,
                             width=lw if stroke else 0)
    d.subset_fonts()
    d.set_metadata({"title": doc["title"], "author": "Régie des recettes", "producer": "PyMuPDF %s" % pymupdf.VersionBind,
                    "creator": "corpus BG", "creationDate": "", "modDate": ""})
    return d.tobytes(garbage=3, deflate=True, no_new_id=True)


PD_FONTS = {"R": ("F1", "Helvetica"), "B": ("F2", "Helvetica-Bold"), "I": ("F3", "Helvetica-Oblique"),
            "M": ("F4", "Courier")}


def meas_pydyf():
    from reportlab.pdfbase import pdfmetrics
    return lambda t, font, size: pdfmetrics.stringWidth(t, PD_FONTS[font][1], size) * MM


def write_pydyf(pages, doc):
    import pydyf
    pdf = pydyf.PDF()
    fonts = pydyf.Dictionary()
    for key, base in PD_FONTS.values():
        fo = pydyf.Dictionary({"Type": "/Font", "Subtype": "/Type1", "BaseFont": "/" + base,
                               "Encoding": "/WinAnsiEncoding"})
        pdf.add_object(fo)
        fonts[key] = fo.reference
    res = pydyf.Dictionary({"Font": fonts})
    pdf.add_object(res)
    for p in pages:
        s = pydyf.Stream()
        for o in p["ops"]:
            if o[0] == "l":
                s.set_color_rgb(*o[6], stroke=True)
                s.set_line_width(o[5])
                s.move_to(o[1] * PT, H_A4 - o[2] * PT)
                s.line_to(o[3] * PT, H_A4 - o[4] * PT)
                s.stroke()
            elif o[0] == "r":
                x, y, w, h, fill, stroke, lw = o[1:]
                s.rectangle(x * PT, H_A4 - (y + h) * PT, w * PT, h * PT)
                if fill:
                    s.set_color_rgb(*fill)
                if stroke:
                    s.set_color_rgb(*stroke, stroke=True)
                    s.set_line_width(lw)
                if fill and stroke:
                    s.fill_and_stroke()
                elif fill:
                    s.fill()
                else:
                    s.stroke()
        for o in p["ops"]:
            if o[0] == "t":
                s.begin_text()
                s.set_color_rgb(*o[6])
                s.set_font_size(PD_FONTS[o[4]][0], o[5])
                s.set_text_matrix(1, 0, 0, 1, round(o[1] * PT, 2), round(H_A4 - o[2] * PT, 2))
                s.show_text("<" + (o[3] + " ").encode("cp1252").hex() + ">")
                s.end_text()
        pdf.add_object(s)
        page = pydyf.Dictionary({"Type": "/Page", "Parent": pdf.pages.reference,
                                 "MediaBox": pydyf.Array([0, 0, W_A4, H_A4]), "Contents": s.reference, "Resources": res.reference})
        pdf.add_page(page)
    pdf.info["Title"] = pydyf.String(doc["title"])
    pdf.info["Producer"] = pydyf.String("pydyf (corpus BG)")
    buf = io.BytesIO()
    pdf.write(buf, version=b"1.7", identifier=b"corpusbg%04d" % doc["num"], compress=True)
    return buf.getvalue()


# ------------------------------------------------------------------ families
FAMILIES = {
    "rlmrz": ("rl", "ReportLab %s canvas (MRZ data page)"),
    "fpdflivre": ("fp", "fpdf2 %s (book chapter pages)"),
    "mupdffac": ("mu", "PyMuPDF %s (invoice)"),
    "pydyfdict": ("py", "pydyf %s (dictation transcript)"),
}


def render(fam: str, doc: dict):
    if fam == "rlmrz":
        pages = layout_mrz(doc, meas_reportlab())
        pdf = write_reportlab(pages, doc)
    elif fam == "fpdflivre":
        pdfobj = fpdf_new()
        pages = layout_book(doc, meas_fpdf(pdfobj))
        pdf = write_fpdf(pdfobj, pages, doc)
    elif fam == "mupdffac":
        pages = layout_invoice(doc, meas_mupdf())
        pdf = write_mupdf(pages, doc)
    else:
        pages = layout_dict(doc, meas_pydyf())
        pdf = write_pydyf(pages, doc)
    return pdf, [p["vals"] for p in pages]
