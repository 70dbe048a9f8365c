"""Layouts of corpus AM: 'letter', 'form' and 'listing', drawn through tools/corpus_am/backends.py.

Text is wrapped here from the real font advances; a truth item is never cut by a line break
(an item and the punctuation glued to it form one unbreakable atom). Every drawn item is recorded
with its page; running head/foot items are recorded on every page.
"""
from .backends import H, W
from .model import It


class Null:
    """Dry-run backend: same metrics, no drawing (used to count pages first)."""

    def __init__(self, be):
        self.be = be

    def width(self, s, font, size):
        return self.be.width(s, font, size)

    def __getattr__(self, name):
        return lambda *a, **k: None


def atoms(segs):
    out, cur, items = [], "", []
    for s in segs:
        if isinstance(s, It):
            cur += s.text
            items.append(s)
            continue
        for ch in s:
            if ch == " ":
                if cur:
                    out.append((cur, items))
                cur, items = "", []
            else:
                cur += ch
    if cur:
        out.append((cur, items))
    return out


STYLES = {
    "letter": dict(R="R", B="B", size=9.6, lead=12.6, top=62, bottom=790, x0=50, x1=548),
    "form": dict(R="R", B="B", size=9.0, lead=11.8, top=60, bottom=792, x0=40, x1=555),
    "listing": dict(R="R", B="B", M="M", size=9.2, lead=12.0, top=58, bottom=795, x0=44, x1=552),
}


class Layout:
    def __init__(self, be, style, d, npages_total=None, size_scale=1.0):
        self.real = be
        self.be = be if npages_total else Null(be)
        self.st = dict(STYLES[style])
        self.st["size"] *= size_scale
        self.st["lead"] *= size_scale
        self.style = style
        self.d = d
        self.n_total = npages_total or 0
        self.page = -1
        self.records = []       # (item, page, running)
        self.cols = None

    # ---------------------------------------------------------------- basics
    def rec(self, segs, running=False):
        for s in segs:
            if isinstance(s, It):
                self.records.append((s, self.page, running))

    def new_page(self):
        self.be.new_page()
        self.page += 1
        self.y = self.st["top"]
        self.x0, self.x1 = self.st["x0"], self.st["x1"]
        self.running()

    def ensure(self, h):
        if self.y + h > self.st["bottom"]:
            self.new_page()

    def wrap(self, segs, width, font, size):
        lines, cur, cw = [], [], 0.0
        sp = self.be.width(" ", font, size)
        for a in atoms(segs):
            w = self.be.width(a[0], font, size)
            if cur and cw + sp + w > width:
                lines.append(cur)
                cur, cw = [], 0.0
            cw = w if not cur else cw + sp + w
            cur.append(a)
        if cur:
            lines.append(cur)
        return lines

    def draw_lines(self, lines, x, font, size, lead, keep_together=False):
        if keep_together:
            self.ensure(lead * len(lines))
        for ln in lines:
            self.ensure(lead)
            self.y += lead
            self.be.text(x, self.y, " ".join(a[0] for a in ln), font, size)
            for a in ln:
                for it in a[1]:
                    self.records.append((it, self.page, False))

    def para(self, segs, font=None, size=None, x=None, x1=None, gap=4):
        font = font or self.st["R"]
        size = size or self.st["size"]
        x = self.x0 if x is None else x
        x1 = self.x1 if x1 is None else x1
        self.draw_lines(self.wrap(segs, x1 - x, font, size), x, font, size, self.st["lead"])
        self.y += gap

    # ---------------------------------------------------------------- running head / foot
    def running(self):
        d, be, st = self.d, self.be, self.st
        k, n = self.page + 1, self.n_total
        hs = st["size"] * 0.8
        font = "M" if self.style == "listing" else st["R"]
        from .model import seg_text
        head = seg_text(d.header)
        foot = seg_text(d.footer)
        if self.style == "letter":
            be.text(st["x0"], 34, head, "R", hs)
            be.hline(st["x0"], st["x1"], 39, 0.4)
            be.hline(st["x0"], st["x1"], 806, 0.4)
            be.text(st["x0"], 818, foot, "R", hs)
            pg = "page %d sur %d" % (k, n)
            be.text(st["x1"] - be.width(pg, "R", hs), 818, pg, "R", hs)
        elif self.style == "form":
            pg = "Feuillet %d/%d" % (k, n)
            be.text(st["x1"] - be.width(head, "B", hs), 30, head, "B", hs)
            be.text(st["x0"], 21, pg, "R", hs)
            be.hline(st["x0"], st["x1"], 36, 0.8)
            be.text(st["x0"], 820, foot, "R", hs)
        else:
            be.text(st["x0"], 30, head[:0] + head, "M", hs)
            be.text(st["x0"], 822, foot + "   -   page %d/%d" % (k, n), "M", hs)
            be.hline(st["x0"], st["x1"], 812, 0.3)
        self.rec(d.header, True)
        self.rec(d.footer, True)

    # ---------------------------------------------------------------- blocks
    def run(self):
        d, st, be = self.d, self.st, self.be
        self.new_page()
        self.first_page_top()
        for b in d.blocks:
            getattr(self, "b_" + b[0])(*b[1:])
            if self.page == 0 and self.style == "letter" and self.y > self.side_end:
                pass
        return self.page + 1

    def first_page_top(self):
        d, st, be = self.d, self.st, self.be
        if self.style == "letter":
            lh = d.letterhead
            self.y = 50
            self.para(lh[0], "B", st["size"] * 1.25, gap=0)
            for ln in lh[1:]:
                self.para(ln, "R", st["size"] * 0.85, gap=0)
            self.y += 6
            be.hline(st["x0"], st["x1"], self.y, 0.8)
            self.y += 4
            # side column on page 1
            top = self.y
            sx0, sx1 = st["x0"], st["x0"] + 112
            for ln in d.side:
                self.para(ln, "R", st["size"] * 0.8, x=sx0, x1=sx1, gap=1)
            self.side_end = self.y
            be.vline(sx1 + 8, top + 4, self.y + 4, 0.4)
            self.y = top
            self.x0 = sx1 + 20
            self.para([d.title], "B", st["size"] * 1.3, gap=6)
        elif self.style == "form":
            self.side_end = 0
            top = self.y
            for i, ln in enumerate(d.letterhead):
                self.para(ln, "B" if i == 0 else "R", st["size"] * (1.1 if i == 0 else 0.85), x=st["x0"], x1=300, gap=0)
            left_end = self.y
            self.y = top
            bx = 320
            self.para(["Contacts du service"], "B", st["size"] * 0.85, x=bx + 6, x1=st["x1"] - 4, gap=0)
            for ln in d.side:
                self.para(ln, "R", st["size"] * 0.85, x=bx + 6, x1=st["x1"] - 4, gap=0)
            be.box(bx, top + 2, st["x1"] - bx, self.y - top + 4)
            self.y = max(self.y + 6, left_end) + 10
            be.box(st["x0"], self.y, st["x1"] - st["x0"], st["lead"] * 1.6, fill=(0.82, 0.82, 0.82))
            self.y += 2
            self.para([d.title.upper()], "B", st["size"] * 1.2, x=st["x0"] + 6, gap=8)
        else:
            self.side_end = 0
            for i, ln in enumerate(d.letterhead):
                self.para(ln, "B" if i == 0 else "R", st["size"] * (1.15 if i == 0 else 0.9), gap=0)
            self.y += 4
            flat = []
            for ln in d.side:
                if flat:
                    flat.append(" | ")
                flat.extend(ln)
            self.para(flat, "M", st["size"] * 0.85, gap=2)
            be.hline(st["x0"], st["x1"], self.y + 2, 1.0)
            self.y += 8
            self.para(["*** " + d.title.upper() + " ***"], "MB" if False else "B", st["size"] * 1.15, gap=6)

    def b_h(self, segs):
        st, be = self.st, self.be
        self.ensure(st["lead"] * 3)
        if self.style == "form":
            be.box(self.x0, self.y + 3, self.x1 - self.x0, st["lead"] * 1.25, fill=(0.88, 0.88, 0.88))
            self.y += 2
            self.para(segs, "B", st["size"], x=self.x0 + 4, gap=5)
        elif self.style == "listing":
            self.para(["== "] + segs, "B", st["size"], gap=3)
        else:
            self.y += 3
            self.para(segs, "B", st["size"] * 1.05, gap=3)
            be.hline(self.x0, self.x0 + 60, self.y - 1, 0.4)
            self.y += 2

    def b_p(self, segs):
        self.para(segs)

    def b_break(self, segs):
        if self.y > self.st["top"] + 5:
            self.new_page()
        self.para(segs, self.st["R"], self.st["size"] * 0.85, gap=6)

    def b_kv(self, rows):
        st, be = self.st, self.be
        size = st["size"]
        if self.style == "listing":
            lw = 22
            for lab, v in rows:
                label = (lab + " " + "." * lw)[:lw] + ": "
                x = self.x0 + be.width(label, "M", size)
                lines = self.wrap(v, self.x1 - x, "M", size)
                self.ensure(st["lead"] * len(lines))
                y0 = self.y
                be.text(self.x0, y0 + st["lead"], label, "M", size)
                self.draw_lines(lines, x, "M", size, st["lead"])
            self.y += 5
            return
        lab_w = 120 if self.style == "form" else 105
        x = self.x0 + lab_w
        for lab, v in rows:
            lines = self.wrap(v, self.x1 - x - 6, st["R"], size)
            h = st["lead"] * len(lines) + (4 if self.style == "form" else 1)
            self.ensure(h)
            y0 = self.y
            be.text(self.x0 + 3, y0 + st["lead"], lab + ("" if self.style == "form" else " :"),
                    "B" if self.style == "form" else "R", size * (0.9 if self.style == "form" else 1))
            self.draw_lines(lines, x + 3, st["R"], size, st["lead"])
            if self.style == "form":
                self.y = y0 + h
                be.box(self.x0, y0 + 2, self.x1 - self.x0, h)
                be.vline(x, y0 + 2, y0 + 2 + h)
        self.y += 6

    def b_table(self, heads, rows, widths=None):
        st, be = self.st, self.be
        size = st["size"] * 0.95
        font = "M" if self.style == "listing" else st["R"]
        hfont = "B"
        total = self.x1 - self.x0
        n = len(heads)
        ws = [total / n] * n
        xs = [self.x0 + sum(ws[:i]) for i in range(n)]
        lead = st["lead"] * 0.95
        self.ensure(lead * 3)
        y0 = self.y
        self.y += lead
        for i, hd in enumerate(heads):
            be.text(xs[i] + 3, self.y, hd, hfont, size)
        self.y += 3
        be.hline(self.x0, self.x1, self.y, 0.7)
        for row in rows:
            cells = [self.wrap(c, ws[i] - 6, font, size) for i, c in enumerate(row)]
            hmax = max(len(c) for c in cells) * lead + 3
            if self.y + hmax > st["bottom"]:
                self.new_page()
            ry = self.y
            for i, c in enumerate(cells):
                self.y = ry
                self.draw_lines(c, xs[i] + 3, font, size, lead)
            self.y = ry + hmax
            if self.style != "listing":
                be.hline(self.x0, self.x1, self.y, 0.3)
        if self.style == "form":
            be.box(self.x0, y0 + 2, total, self.y - y0 - 2) if self.page == self.page else None
        self.y += 8

    def b_sticker(self, lines):
        st, be = self.st, self.be
        size = st["size"]
        h = st["lead"] * len(lines) + 8
        self.ensure(h + 4)
        y0 = self.y
        w = 230
        x = self.x1 - w if self.style != "listing" else self.x0
        for ln in lines:
            self.draw_lines(self.wrap(ln, w - 10, "B" if self.style != "listing" else "M", size), x + 5,
                            "B" if self.style != "listing" else "M", size, st["lead"])
        self.y += 6
        be.box(x, y0 + 2, w, self.y - y0 - 2, lw=1.0)
        self.y += 6

    def b_sign(self, lines):
        st = self.st
        self.ensure(st["lead"] * (len(lines) + 1))
        self.y += st["lead"] * 0.5
        x = self.x0 + (self.x1 - self.x0) * 0.5
        for i, ln in enumerate(lines):
            self.para(ln, "B" if i == 1 else st["R"], st["size"], x=x, gap=0)
        self.y += 6


def layout(be_factory, style, d, max_pages=3):
    """Dry run to count pages (shrinking the type until it fits), then draw. Returns (backend, records, n)."""
    scale = 1.0
    while True:
        dry = Layout(be_factory(dry=True), style, d, None, scale)
        n = dry.run()
        if n <= max_pages or scale < 0.8:
            break
        scale -= 0.06
    be = be_factory(dry=False)
    lay = Layout(be, style, d, n, scale)
    n2 = lay.run()
    assert n2 == n, (n, n2)
    return be, lay.records, n
