"""The PyMuPDF writer of corpus BX (family "mutri"): the PRINT OF THE EMERGENCY DEPARTMENT'S SOFTWARE ("UrgenSys 3.4"),
used for every document type. PyMuPDF 2.0 page.insert_text / draw_rect / draw_line / draw_circle / draw_polyline with
Carlito Regular / Bold / Italic (metric-compatible with Calibri, the usual face of hospital software), measured with
pymupdf.Font.text_length; doc.subset_fonts(), empty dates, no new /ID. Every text is written with a trailing space.

Template (Tri): on every page a thin header (system name, the running identity in a pale rounded bar, "p. k/n") and the
foot under a hairline; each part opens with the issuer (teal name, grey lines) beside a pale box of references
("caption" over "value"), the title in bold teal and a SEVERITY SCALE STRIP: the document's scale drawn as adjacent
coloured cells (FRENCH 1 / 2 / 3A / 3B / 4 / 5 for a triage level, P0 - P3 for a regulation priority, CCMU 1 - 5 / P / D
for a discharge), the document's cell in full colour and raised, the others pale, "Niveau retenu :" and the level
after it; headings on a pale teal band with a darker square at the left; fields as a two-column table of grey
captions and values on hairlines; vital signs as a grid with an extra "Tendance" column holding a SPARKLINE (a small
polyline of the row's values with its last point dotted) and, for the pain row, a 0-10 GAUGE; ticks as RADIO DOTS
(filled or hollow circles) in columns; logs as rows of teal time, grey initials and text; notes in a pale red box
with a round "!" mark; quotes between large guillemets; signatures right-aligned under "Signé électroniquement par".
"""
from __future__ import annotations

from .engine import BLACK, GREY, Template, boxed, bwrap, dry, grid, lh

CROS = "/usr/share/fonts/truetype/crosextra/"
FONTS = {"R": "Carlito-Regular.ttf", "B": "Carlito-Bold.ttf", "I": "Carlito-Italic.ttf"}
TEAL, PALE, LINE, DARK = (0.05, 0.42, 0.45), (0.9, 0.95, 0.95), (0.8, 0.84, 0.85), (0.12, 0.2, 0.22)
SCALES_ = {"Tri": ["1", "2", "3A", "3B", "4", "5"], "P": ["P0", "P1", "P2", "P3"], "CCMU": ["1", "2", "3", "4", "5", "P", "D"]}
COLS = [(0.8, 0.12, 0.14), (0.93, 0.45, 0.1), (0.95, 0.75, 0.12), (0.93, 0.85, 0.3), (0.3, 0.62, 0.3), (0.3, 0.5, 0.78), (0.55, 0.55, 0.6)]
_F = {}


def fonts():
    import pymupdf
    if not _F:
        for st, fn in FONTS.items():
            _F[st] = pymupdf.Font(fontfile=CROS + fn)
    return _F


def measure():
    f = fonts()
    return lambda t, st, size: f[st].text_length(t, size) * 25.4 / 72


def cells_of(level_text):
    for key in ("Tri", "CCMU", "P"):
        if level_text.startswith(key):
            cells = SCALES_[key]
            tail = level_text[len(key):].strip()
            return key, cells, cells.index(tail if key != "P" else level_text)
    return "P", SCALES_["P"], 0


class Tri(Template):
    x0, W, top_margin, bottom, size, lead = 18.0, 174.0, 22.0, 280.0, 10.0, 1.34

    def top(self, f, part):
        x0, W = self.x0, self.W
        iss = self.issuer(part)
        y0 = f.y
        f.para(iss["name"], x0, 100, self.s(11.5), "B", 1.2, TEAL, brk=True)
        if iss.get("service"):
            f.para([iss["service"]], x0, 100, self.s(9.0), "I", 1.25, DARK)
        for r_ in iss["lines"] + iss["contact"] + ([iss["legal"]] if iss.get("legal") else []):
            f.para(r_, x0, 100, self.s(8.4), "R", 1.22, GREY, brk=True)
        yl = f.y
        if part["refs"]:
            def refs(g):
                g.y += 1
                for cap, run in part["refs"]:
                    g.para([cap], x0 + 112, 58, self.s(7.6), "R", 1.2, GREY)
                    g.para(list(run), x0 + 112, 58, self.s(9.6), "B", 1.22, DARK, brk=True)
                g.y += 1.6
            f.y = y0
            boxed(f, refs, x0 + 109, W - 109, fill=PALE, r=1.8)
        f.y = max(f.y, yl) + 3
        if part["to"]:
            f.para(["À l'attention de"], x0 + 96, W - 96, self.s(8.0), "I", 1.3, GREY)
            for r_ in [part["to"]["name"]] + part["to"]["lines"]:
                f.para(r_, x0 + 96, W - 96, self.s(10.0), "R", 1.26, brk=True)
            f.y += 2
        f.para([part["title"]], x0, W, self.s(16), "B", 1.2, TEAL)
        self.strip(f)
        if part["place"]:
            f.para(list(part["place"]), x0, W, self.s(9.0), "I", 1.4, GREY)
        f.y += 1

    def strip(self, f):
        lv, _ = self.doc["level"]
        key, cells, sel = cells_of(lv.text)
        cw, ch, x = 11.0, 5.2, self.x0
        f.y += 2.4
        base = {"Tri": 0, "P": 0, "CCMU": 1}[key]
        for k, t in enumerate(cells):
            col = COLS[min(len(COLS) - 1, k if key != "CCMU" else max(0, 4 - k) if k < 5 else 6)] if key != "P" else COLS[k]
            if k == sel:
                f.rect(x, f.y - 0.8, cw, ch + 1.6, fill=col, r=0.8)
                f.text(x + cw / 2 - f.m(t, "B", 9) / 2, f.y + ch * 0.74, t, (), "B", 9, (1, 1, 1))
            else:
                f.rect(x, f.y, cw, ch, fill=tuple(0.72 + 0.28 * c for c in col))
                f.text(x + cw / 2 - f.m(t, "R", 8.4) / 2, f.y + ch * 0.74, t, (), "R", 8.4, GREY)
            x += cw + 0.6
        del base
        lab = {"Tri": "Échelle FRENCH", "P": "Priorité de régulation", "CCMU": "Classification CCMU"}[key]
        f.text(x + 3, f.y + ch * 0.45, lab, (), "I", 7.8, GREY)
        f.text(x + 3, f.y + ch * 0.45 + 3.6, "Niveau retenu : ", (), "B", 8.8, DARK)
        f.text(x + 3 + f.m("Niveau retenu : ", "B", 8.8), f.y + ch * 0.45 + 3.6, lv.text, [lv], "B", 8.8, TEAL)
        f.y += ch + 4.4

    def heading(self, f, text):
        s = self.s(10.6)
        f.need(16)
        f.y += 2.6
        h = lh(s, 1.55)
        f.rect(self.x0, f.y, self.W, h, fill=PALE)
        f.rect(self.x0, f.y, 2.4, h, fill=TEAL)
        f.text(self.x0 + 4.5, f.y + h * 0.72, text, (), "B", s, TEAL)
        f.y += h + 1.6

    def b_p(self, f, b, x0, W):
        f.y += 0.5
        f.para(b[1], x0, W, self.s(self.size), "R", self.lead, BLACK, brk=True)

    def b_kv(self, f, b, x0, W):
        s, cs = self.s(self.size), self.s(8.6)
        d = lh(s, 1.3)
        cw = 40.0
        f.y += 0.5
        for cap, run in b[1]:
            ls = bwrap(list(run), W - cw - 2, lambda t: f.m(t, "R", s), True)
            f.need(d * len(ls) + 1.6)
            f.text(x0 + 0.5, f.y + d, cap, (), "R", cs, GREY)
            for t, v, _ in ls:
                f.y += d
                f.text(x0 + cw, f.y, t, v, "R", s)
            f.y += 1.4
            f.line(x0, f.y, x0 + W, f.y, 0.1, LINE)
        f.y += 1.6

    def b_tab(self, f, b, x0, W):
        f.y += 1
        grid(f, b[1], b[2], b[3], x0, W, size=self.s(9.2), head_st="B", head_fill=TEAL, head_color=(1, 1, 1), row_rule=LINE, zebra=(0.965, 0.975, 0.975))

    def b_vit(self, f, b, x0, W):
        heads, rows, ws = self.vit_rows(b)
        heads = heads + ["Tendance"]
        rows = [rows[0] + [[""]]] + [r_ + [[""]] for r_ in rows[1:]]
        f.y += 1
        p0, n0 = len(f.pages), len(f.pages[-1]["ops"])
        grid(f, heads, rows, ws + [1.6], x0, W, size=self.s(9.0), head_st="B", head_fill=TEAL, head_color=(1, 1, 1), row_rule=LINE, col_rule=LINE)
        if len(f.pages) != p0:
            return
        # the column rules tell where each row is: draw a sparkline (or the pain gauge) in the last column
        segs = [o for o in f.pages[-1]["ops"][n0:] if o[0] == "l" and o[1] == o[3]]
        spans = sorted({(o[2], o[4]) for o in segs})
        if len(spans) != len(b[2]) + 1:
            return
        xl, xr = max(o[1] for o in segs) + 2, x0 + W - 2
        for (lab, _, nums), (ya, yb) in zip(b[2], spans[1:]):
            if lab == "EVA":
                f.pages[-1]["ops"].append(("gauge", xl, ya + 1.4, xr - xl, yb - ya - 2.8, nums[-1] / 10.0))
            else:
                f.pages[-1]["ops"].append(("spark", xl, ya + 1.2, xr - xl, yb - ya - 2.4, tuple(nums)))

    def b_chk(self, f, b, x0, W):
        s = self.s(9.2)
        d = lh(s, 1.6)
        colw = W / 2 if max(f.m(t, "R", s) for _, t in b[1]) + 8 > W / 3 else W / 3
        per = int(W // colw)
        f.y += 0.8
        for k, (on, text) in enumerate(b[1]):
            if k % per == 0:
                f.need(d)
                f.y += d
            x = x0 + (k % per) * colw
            f.circle(x + 1.8, f.y - 1.2, 1.5, fill=TEAL if on else None, stroke=TEAL, lw=0.3)
            f.text(x + 4.8, f.y, text, (), "B" if on else "R", s, BLACK if on else GREY)
        f.y += 2

    def b_list(self, f, b, x0, W):
        s = self.s(self.size)
        for run in b[1]:
            f.need(lh(s, self.lead))
            f.rect(x0 + 1, f.y + lh(s, self.lead) - 2.3, 1.6, 1.6, fill=TEAL)
            f.para(run, x0 + 5, W - 5, s, "R", self.lead, BLACK, brk=True)
        f.y += 1

    def b_alert(self, f, b, x0, W):
        def body(g):
            g.y += 1.8
            for run in b[1]:
                g.para(run, x0 + 12, W - 15, self.s(9.4), "R", 1.34, brk=True)
            g.y += 2.2
        f.y += 1.5
        y0, h = boxed(f, body, x0, W, fill=(0.99, 0.93, 0.92), r=1.6)
        f.circle(x0 + 5.5, y0 + h / 2, 3.0, fill=COLS[0])
        f.text(x0 + 5.5 - f.m("!", "B", 11) / 2, y0 + h / 2 + 1.6, "!", (), "B", 11, (1, 1, 1))
        f.y += 1.5

    def b_quote(self, f, b, x0, W):
        y0 = f.y
        for run in b[1]:
            f.y += 0.6
            f.para(run, x0 + 9, W - 12, self.s(self.size), "I", self.lead, DARK, brk=True)
        f.text(x0 + 1, y0 + 7.5, "«", (), "B", 20, LINE)
        f.y += 1.4

    def b_log(self, f, b, x0, W):
        s = self.s(self.size)
        d = lh(s, 1.32)
        for when, who, text in b[1]:
            ls = bwrap(list(text), W - 42, lambda t: f.m(t, "R", s), True)
            f.need(d * len(ls) + 2)
            f.text(x0, f.y + d, "".join(x.text for x in when if not isinstance(x, str)), [x for x in when if not isinstance(x, str)], "B", s, TEAL)
            f.text(x0 + 20, f.y + d, "".join(x if isinstance(x, str) else x.text for x in who), [x for x in who if not isinstance(x, str)], "R", self.s(8.8), GREY)
            for t, v, _ in ls:
                f.y += d
                f.text(x0 + 40, f.y, t, v, "R", s)
            f.y += 1.5
            f.line(x0, f.y, x0 + W, f.y, 0.1, LINE)
        f.y += 1.5

    def sigs(self, f, sigs):
        f.y += 3
        for role, runs in sigs:
            def blk(g, role=role, runs=runs):
                g.para(["Signé électroniquement par"], self.x0 + 96, self.W - 96, self.s(7.8), "I", 1.3, GREY)
                g.para([role or "Signataire"], self.x0 + 96, self.W - 96, self.s(8.6), "R", 1.3, TEAL)
                for run in runs:
                    g.para(run, self.x0 + 96, self.W - 96, self.s(10.0), "B", 1.3)
                g.y += 2
            f.need(dry(f, blk) + 1)
            blk(f)

    def cont(self, f, title):
        f.text(self.x0, f.top - 1, title + " (suite)", (), "I", 8, GREY)
        f.y += 3

    def frame(self, f):
        n = len(f.pages)
        doc, x0, W = self.doc, self.x0, self.W
        for k, p in enumerate(f.pages):
            f.text(x0, 11.0, "UrgenSys 3.4", (), "B", 9, TEAL, page=p)
            hl = f.lines(list(doc["head"]), 118, "R", 8.4)[:2]
            p["ops"].insert(0, ("r", x0 + 26, 6.8 - 1.8 * (len(hl) - 1), 128, 5.8 + 3.6 * (len(hl) - 1), PALE, None, 2.4, 0.1))
            for j, (t, v) in enumerate(hl):
                f.text(x0 + 29, 10.8 - 1.8 * (len(hl) - 1) + 3.6 * j, t, v, "R", 8.4, DARK, page=p)
            pg = "p. %d/%d" % (k + 1, n)
            f.text(x0 + W - f.m(pg, "R", 8.4), 11.0, pg, (), "R", 8.4, GREY, page=p)
            fl = f.lines(list(doc["foot"]) + [" - UrgenSys 3.4 - " + doc["form"]], W, "R", 7.6)
            y = 290.0 - 3.2 * (len(fl) - 1)
            p["ops"].append(("l", x0, y - 3.6, x0 + W, y - 3.6, 0.2, LINE, False))
            for t, v in fl:
                f.text(x0, y, t, v, "R", 7.6, GREY, page=p)
                y += 3.2


def render_tri(doc):
    import pymupdf
    f = Tri(doc, measure()).layout()
    pdf = pymupdf.open()
    k = 72 / 25.4
    for p in f.pages:
        pg = pdf.new_page(width=595.2756, height=841.8898)
        for st, fn in FONTS.items():
            pg.insert_font(fontname="Cx" + st, fontfile=CROS + fn)
        for o in p["ops"]:
            if o[0] == "t":
                _, x, y, s, st, size, color = o[:7]
                pg.insert_text((x * k, y * k), s + " ", fontname="Cx" + st, fontsize=size, color=color)
            elif o[0] == "r":
                _, x, y, w, h, fill, stroke, rad, lw = o
                if fill or stroke:
                    rect = pymupdf.Rect(x * k, y * k, (x + w) * k, (y + h) * k)
                    pg.draw_rect(rect, color=stroke, fill=fill, width=lw * k if stroke else 0, radius=(min(0.5, rad / max(0.1, min(w, h)))) if rad else None)
            elif o[0] == "l":
                _, x1, y1, x2, y2, w, color, dash = o
                pg.draw_line((x1 * k, y1 * k), (x2 * k, y2 * k), color=color, width=w * k)
            elif o[0] == "c":
                _, cx, cy, rad, fill, stroke, lw = o
                pg.draw_circle((cx * k, cy * k), rad * k, color=stroke, fill=fill, width=lw * k if stroke else 0)
            elif o[0] == "spark":
                _, x, y, w, h, nums = o
                lo, hi = min(nums), max(nums)
                pts = [((x + w * j / max(1, len(nums) - 1)) * k, (y + h - (h * (v - lo) / (hi - lo) if hi > lo else h / 2)) * k) for j, v in enumerate(nums)]
                pg.draw_polyline(pts, color=TEAL, width=0.8)
                pg.draw_circle(pts[-1], 1.6, color=TEAL, fill=TEAL)
            elif o[0] == "gauge":
                _, x, y, w, h, frac = o
                pg.draw_rect(pymupdf.Rect(x * k, y * k, (x + w) * k, (y + h) * k), color=LINE, fill=(1, 1, 1), width=0.4)
                if frac > 0:
                    pg.draw_rect(pymupdf.Rect(x * k, y * k, (x + w * frac) * k, (y + h) * k), color=None, fill=COLS[1] if frac > 0.5 else COLS[4], width=0)
    pdf.set_metadata({"title": doc["title"], "creator": "UrgenSys 3.4 - impression", "producer": "PyMuPDF - UrgenSys",
                      "creationDate": "", "modDate": "", "author": "", "subject": "", "keywords": ""})
    pdf.subset_fonts()
    out = pdf.tobytes(garbage=3, deflate=True, no_new_id=True)
    pdf.close()
    return out, [p["vals"] for p in f.pages]
