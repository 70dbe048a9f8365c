"""The line engine and tables of corpus CC (tools/make_corpus_cc.py), copied as is from corpus CB's engine.py (itself CA's):
tools/corpus_kit.py's Flow lays drawing operations out in mm with the real advances of a writer's font and records the values
drawn on each page. Used by the thermal ticket (thermal.py) and the fax (fax.py); the two HTML writers lay out by themselves.
"""
from __future__ import annotations

from tools.corpus_kit import Flow

from .model import V, tokens

BLACK, GREY, WHITE = (0, 0, 0), (0.4, 0.4, 0.4), (1, 1, 1)
BRK = {"ADRESSE", "ETABLISSEMENT", "NOM", "DATE_NAISSANCE", "ORGANISME", "VILLE", "DECOY", "DATE", "PRENOM"}
SCALES = (1.0, 0.94, 0.88, 0.82, 0.76, 0.7, 0.64, 0.58, 0.52)


def lh(size, lead=1.3):
    return size * 0.3528 * lead


def btokens(run, brk):
    """[text, values, inside]: ``inside`` = a line break before this token cuts a value (only at its spaces)."""
    toks, glue = [], False
    for seg in run:
        if isinstance(seg, V):
            pcs = seg.text.split(" ") if brk and (seg.kind in BRK or (seg.kind == "DECOY" and seg.sub in ("ARTICLE", "LOI", "ORGANISME"))) else [seg.text]
            k = 0
            while k < len(pcs) - 1:         # a lone dash never ends a line (pdftotext would take it for a hyphen)
                if pcs[k] in ("-", "–"):
                    pcs[k:k + 2] = [pcs[k] + " " + pcs[k + 1]]
                k += 1
            for k, t in enumerate(pcs):
                if k == 0 and glue and toks:
                    toks[-1][0] += t
                    toks[-1][1].append(seg)
                elif k == 0:
                    toks.append([t, [seg], False])
                else:
                    toks.append([t, [], True])
            glue = True
            continue
        for k, piece in enumerate(seg.split(" ")):
            if k > 0:
                glue = False
            if piece == "":
                continue
            if glue and toks:
                toks[-1][0] += piece
            else:
                toks.append([piece, [], False])
            glue = True
    return toks


def bwrap(run, width, meas, brk=False):
    """Lines (text, values, cont): ``cont`` = the line ends inside a value."""
    lines, cur, vals = [], "", []
    for t, v, inside in btokens(run, brk):
        cand = (cur + " " + t) if cur else t
        if cur and meas(cand) > width:
            lines.append((cur, vals, inside))
            cur, vals = t, list(v)
        else:
            cur, vals = cand, vals + list(v)
    if cur or not lines:
        lines.append((cur, vals, False))
    return lines


class BFlow(Flow):
    def text(self, x, y, s, vals=(), st="R", size=8.5, color=BLACK, just=0.0, page=None):
        p = self.pages[-1] if page is None else page
        p["ops"].append(("t", x, y, s, st, size, color, just, tuple(vals)))
        p["vals"].extend(vals)

    def lines(self, run, w, st="R", size=8.5):
        return [(t, v) for t, v, _ in bwrap(run, w, lambda s: self.m(s, st, size))]

    def para(self, run, x, w, size=9.0, st="R", lead=1.4, color=BLACK, brk=False, indent=0.0, justify=False, first=0.0):
        """A paragraph; ``first`` indents its first line, ``justify`` spreads every line but the last (groff)."""
        ls = bwrap(run, w - max(indent, first), lambda s: self.m(s, st, size), brk)
        d = lh(size, lead)
        k = 0
        while k < len(ls):
            j = k
            while ls[j][2] and j + 1 < len(ls):
                j += 1
            self.need(d * (j - k + 1))  # the lines of a broken value stay on one page
            for q, (t, v, _) in enumerate(ls[k:j + 1]):
                self.y += d
                n = k + q
                dx = first if n == 0 else indent
                jw = (w - dx) if justify and n < len(ls) - 1 else 0.0
                self.text(x + dx, self.y, t, v, st, size, color, jw)
            k = j + 1

    def dots(self, x1, x2, y, size):
        if x2 - x1 > 4:
            self.pages[-1]["ops"].append(("dots", x1, x2, y, size))


def dry(f, fn):
    """Height that ``fn(flow)`` would use (on an endless page)."""
    g = BFlow(f.m, 0, 1e7)
    fn(g)
    return g.y


def boxed(f, fn, x, w, fill=None, stroke=None, r=0.0, lw=0.2, extra=0.0, under=()):
    """Draw ``fn`` at f.y on one page with a rectangle under it."""
    h = dry(f, fn) + extra
    f.need(h + 1)
    y0, ops = f.y, f.pages[-1]["ops"]
    idx = len(ops)
    fn(f)
    f.y = y0 + h
    ops[idx:idx] = [("r", x, y0, w, h, fill, stroke, r, lw)] + [op for u in under for op in u(y0, h)]
    return y0, h


def col_widths(f, heads, rows, weights, W, st, size, pad=2.4):
    """Widths proportional to the weights, never narrower than a column's longest unbreakable word."""
    mins = [max([f.m(t, st, size) for row in rows for t, _ in tokens(list(row[q]))] + [0]) + pad for q in range(len(heads))]
    tot = sum(weights)
    ws = [W * x / tot for x in weights]
    for _ in range(8):
        short = [q for q in range(len(ws)) if ws[q] < mins[q] - 1e-6]
        if not short:
            break
        for q in short:
            ws[q] = mins[q]
        free = [q for q in range(len(ws)) if q not in short and ws[q] > mins[q]]
        extra = sum(ws) - W
        ft = sum(weights[q] for q in free) or 1
        for q in free:
            ws[q] -= extra * weights[q] / ft
    return ws


def grid(f, heads, rows, weights, x0, W, size=8.2, st="R", head_st="B", head_fill=None, head_color=BLACK, row_rule=GREY,
         col_rule=None, outer=None, pad=1.3, lead=1.36, head_rule=None, right=(), zebra=None, caps=False):
    """A table drawn row by row (page breaks repeat the header); ``right`` the right-aligned columns."""
    ws = col_widths(f, heads, rows, weights, W, st, size)
    while sum(ws) > W + 0.3 and size > 5.0:
        size *= 0.94
        ws = col_widths(f, heads, rows, weights, W, st, size)
    W = sum(ws)
    xs = [x0 + sum(ws[:k]) for k in range(len(ws))]
    d = lh(size, lead)

    def head():
        hl = [f.lines([h.upper() if caps else h], ws[k] - 2 * pad, head_st, size) for k, h in enumerate(heads)]
        hh = d * max(len(c) for c in hl) + 2.0
        if head_fill:
            f.rect(x0, f.y, W, hh, fill=head_fill)
        for k, c in enumerate(hl):
            for j, (t, _) in enumerate(c):
                f.text(xs[k] + pad, f.y + d + 0.3 + d * j, t, (), head_st, size, head_color)
        if outer:
            f.rect(x0, f.y, W, hh, stroke=outer, lw=0.2)
            if col_rule:
                for x in xs[1:]:
                    f.line(x, f.y, x, f.y + hh, 0.1, col_rule)
        f.y += hh
        if head_rule:
            f.line(x0, f.y, x0 + W, f.y, head_rule, BLACK)
    f.need(d * 4 + 6)
    head()
    for n, row in enumerate(rows):
        cells = [f.lines(list(cell), ws[k] - 2 * pad, st, size) for k, cell in enumerate(row)]
        h = d * max(len(c) for c in cells) + 1.8
        if f.need(h + 0.5):
            head()
        y0 = f.y
        if zebra and n % 2 == 1:
            f.rect(x0, y0, W, h, fill=zebra)
        for k, c in enumerate(cells):
            for j, (t, vals) in enumerate(c):
                tx = xs[k] + ws[k] - pad - f.m(t, st, size) if k in right else xs[k] + pad
                f.text(tx, y0 + d + 0.2 + d * j, t, vals, st, size)
        f.y = y0 + h
        if row_rule and n < len(rows) - 1:
            f.line(x0, f.y, x0 + W, f.y, 0.1, row_rule)
        if col_rule:
            for x in xs[1:]:
                f.line(x, y0, x, f.y, 0.1, col_rule)
        if outer:
            f.line(x0, y0, x0, f.y, 0.2, outer)
            f.line(x0 + W, y0, x0 + W, f.y, 0.2, outer)
    if outer:
        f.line(x0, f.y, x0 + W, f.y, 0.2, outer)
    f.y += 2.5


class Template:
    """One family's look: ``top`` draws a part's head; the b_* methods draw blocks; ``sigs`` the signatures; ``frame``
    the running head and foot once the number of pages is known."""
    x0, W, top_margin, bottom, size, lead = 20.0, 170.0, 20.0, 275.0, 9.4, 1.36
    scales = SCALES

    def __init__(self, doc, meas):
        self.doc, self.meas, self.k = doc, meas, 1.0

    def s(self, size):
        return size * self.k

    def build(self, k):
        self.k = k
        f = BFlow(self.meas, self.top_margin, self.bottom)
        f.k = k
        f.starting = False
        cur = {"t": ""}

        def on_new():
            if len(f.pages) > 1 and not f.starting:
                self.cont(f, cur["t"])
        f.on_new_page = on_new
        for pi, part in enumerate(self.doc["parts"]):
            if pi:
                f.starting = True
                f.new_page()
                f.starting = False
            cur["t"] = part["title"]
            self.npart, self.nsec = pi + 1, 0
            self.top(f, part)
            for head, blocks in part["secs"]:
                if head:
                    self.nsec += 1
                self.section(f, head, blocks)
            if part["sigs"]:
                self.sigs(f, part["sigs"])
        return f

    def cont(self, f, title):
        f.text(self.x0, f.top + 1, title + " (suite)", (), "I", 7.4, GREY)
        f.y += 4

    def layout(self):
        """The largest type that gives one page per part (down to 82 %), else the largest that gives at most 3 pages."""
        best = None
        for k in self.scales:
            f = self.build(k)
            if len(f.pages) <= len(self.doc["parts"]) and (best is None or k >= 0.82):
                best = f
                break
            if len(f.pages) <= 3 and best is None:
                best = f
            if best is not None and k < 0.82:
                break
        if best is None:
            raise RuntimeError("%s: %d pages" % (type(self).__name__, len(f.pages)))
        self.k = best.k
        self.frame(best)
        return best

    def section(self, f, head, blocks):
        if head:
            if blocks:
                first = dry(f, lambda g: getattr(self, "b_" + blocks[0][0])(g, blocks[0], self.x0, self.W))
                f.need(min(first, 30.0) + 12)
            self.heading(f, head)
        for b in blocks:
            getattr(self, "b_" + b[0])(f, b, self.x0, self.W)

    def issuer(self, part):
        return part["issuer"] or self.doc["issuer"]
