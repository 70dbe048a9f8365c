"""The fpdf2 writer of corpus BW (family "fpspirale"): a page of a SPIRAL-BOUND NOTEBOOK on DOT-GRID paper, as the
HAD's home-file booklet is printed. fpdf2 2.8.9 draws the operations laid out by engine.py (the text with
FPDF.text at absolute baselines, so the line breaks are this generator's); the font is URW BOOKMAN (Light / Demi /
Light Italic / Demi Italic), whose OpenType CFF files are converted here to TrueType with fontTools' cu2qu
(tools/_cache/corpus_bw_fonts/) because fpdf2 embeds only TrueType cleanly (an OTF gives a CID font whose type
poppler warns about). The advances used for the layout are read from the converted fonts' hmtx (fpdf2 does no
kerning); every text is drawn with a trailing space so that pypdf never glues two texts of one baseline. Fixed
creation date; /Creator "CarnetDom 2.1 - impression du carnet".

Template (Spirale): cream paper with a grey DOT GRID every 5 mm; along the top edge a WIRE COIL (a punched hole and
a double wire loop every 7 mm); the running identity in small italics under the coil at the left, "BW-nn · p. k/n"
at the right; each part opens on the issuer written on a white rounded LABEL with a teal border, the references on a
yellow STICKY NOTE with a drop shadow at the right, the addressee and the place under it; the title in Bookman Demi
over a pale green MARKER HIGHLIGHT; headings with a teal circled number and a WAVY UNDERLINE; fields as "▪ caption —
value" lines (caption in grey italics); tables in a rounded teal frame with a pale teal header and thin row rules;
ticks as drawn rounded boxes with a hand-drawn check; lists with round bullets; notes in a DOG-EARED orange box;
quotes behind a thick pale bar; log entries with the date and hour in a grey rounded TIME PILL, the text, and the
writer's initials in a teal ring at the right margin; signatures in dashed rounded frames; the foot centred.
"""
from __future__ import annotations

import datetime
import math
from pathlib import Path

from .engine import BLACK, GREY, Template, boxed, bwrap, dry, grid, lh

CACHE = Path(__file__).resolve().parent.parent / "_cache" / "corpus_bw_fonts"
OTF = "/usr/share/fonts/opentype/urw-base35/"
SRC = {"R": "URWBookman-Light", "B": "URWBookman-Demi", "I": "URWBookman-LightItalic", "S": "URWBookman-DemiItalic"}
TEAL, PALE, CREAM, YEL, ORANGE = (0.09, 0.42, 0.45), (0.86, 0.94, 0.93), (0.985, 0.978, 0.95), (1.0, 0.95, 0.62), (0.99, 0.88, 0.74)
MARK = (0.84, 0.95, 0.66)
_MEAS = {}


def otf_to_ttf(src, dst):
    """fontTools' otf2ttf recipe: CFF outlines to quadratic glyf (cu2qu), maxp 1.0, post 2, no timestamps changed."""
    from fontTools.pens.cu2quPen import Cu2QuPen
    from fontTools.pens.ttGlyphPen import TTGlyphPen
    from fontTools.ttLib import TTFont, newTable
    font = TTFont(src)
    font.recalcTimestamp = False
    order = font.getGlyphOrder()
    gs = font.getGlyphSet()
    glyphs = {}
    for name in order:
        pen = TTGlyphPen(None)
        gs[name].draw(Cu2QuPen(pen, 1.0, reverse_direction=True))
        glyphs[name] = pen.glyph()
    font["loca"] = newTable("loca")
    font["glyf"] = glyf = newTable("glyf")
    glyf.glyphOrder = order
    glyf.glyphs = glyphs
    del font["CFF "]
    if "VORG" in font:
        del font["VORG"]
    glyf.compile(font)
    hmtx = font["hmtx"]
    for name, g in glyphs.items():
        hmtx[name] = (hmtx[name][0], getattr(g, "xMin", 0))
    maxp = font["maxp"] = newTable("maxp")
    maxp.tableVersion = 0x00010000
    for k in ("maxZones", "maxTwilightPoints", "maxStorage", "maxFunctionDefs", "maxInstructionDefs", "maxStackElements",
              "maxSizeOfInstructions", "maxComponentElements"):
        setattr(maxp, k, 1 if k == "maxZones" else 0)
    maxp.compile(font)
    post = font["post"]
    post.formatType, post.extraNames, post.mapping, post.glyphOrder = 2.0, [], {}, order
    font.sfntVersion = "\000\001\000\000"
    font.save(dst)


def fonts():
    CACHE.mkdir(parents=True, exist_ok=True)
    out = {}
    for st, name in SRC.items():
        dst = CACHE / (name + ".ttf")
        if not dst.exists():
            tmp = dst.with_suffix(".tmp")
            otf_to_ttf(OTF + name + ".otf", str(tmp))
            tmp.rename(dst)
        out[st] = str(dst)
    return out


def measure():
    if "m" in _MEAS:
        return _MEAS["m"]
    from fontTools.ttLib import TTFont
    tabs = {}
    for st, path in fonts().items():
        f = TTFont(path)
        cmap, hmtx, upm = f.getBestCmap(), f["hmtx"], f["head"].unitsPerEm
        tabs[st] = ({ch: hmtx[g][0] / upm for ch, g in cmap.items()}, hmtx[".notdef"][0] / upm)
    cache = {}

    def m(t, st, size):
        key = (t, st)
        if key not in cache:
            w, nd = tabs[st]
            cache[key] = sum(w.get(ord(ch), nd) for ch in t)
        return cache[key] * size * 25.4 / 72
    _MEAS["m"] = m
    return m


class Spirale(Template):
    x0, W, top_margin, bottom, size, lead = 19.0, 172.0, 24.0, 277.0, 9.2, 1.42

    def top(self, f, part):
        x0, W = self.x0, self.W
        iss = self.issuer(part)
        lw = 104.0

        def label(g):
            g.y += 1.2
            for run, st, sz, col in [(iss["name"], "B", 10.2, BLACK)] + ([([iss["service"]], "I", 8.2, TEAL)] if iss.get("service") else []) + \
                    [(r_, "R", 7.8, GREY) for r_ in iss["lines"] + iss["contact"]] + ([(iss["legal"], "R", 7.4, GREY)] if iss.get("legal") else []):
                for t, v, _ in bwrap(run, lw - 6, lambda s, st=st, sz=sz: g.m(s, st, self.s(sz)), True):
                    g.y += lh(self.s(sz), 1.25)
                    g.text(x0 + 3, g.y, t, v, st, self.s(sz), col)
            g.y += 2.0
        y0 = f.y
        boxed(f, label, x0, lw, fill=(1, 1, 1), stroke=TEAL, r=2.2, lw=0.45)
        yl = f.y
        if part["refs"]:
            bx, bw = x0 + lw + 8, W - lw - 8

            def note(g):
                g.y += 2.0
                for cap, run in part["refs"]:
                    for t, v, _ in bwrap([cap + " : "] + list(run), bw - 5, lambda s: g.m(s, "R", self.s(8.4))):
                        g.y += lh(self.s(8.4), 1.32)
                        g.text(bx + 2.5, g.y, t, v, "R", self.s(8.4))
                g.y += 3.0
            f.y = y0
            boxed(f, note, bx, bw, under=[lambda yy, h: [("r", bx + 0.9, yy + 0.9, bw, h, (0.84, 0.82, 0.74), None, 0.0, 0.1),
                                                         ("r", bx, yy, bw, h, YEL, None, 0.0, 0.1)]])
        f.y = max(f.y, yl) + 3
        if part["to"]:
            for run, st in [(part["to"]["name"], "B")] + [(r_, "R") for r_ in part["to"]["lines"]]:
                f.para(run, x0 + 96, W - 96, self.s(9.4), st, 1.3, brk=True)
            f.y += 2
        if part["place"]:
            f.para(list(part["place"]), x0 + 96, W - 96, self.s(9.0), "I", 1.3)
        f.y += 3
        ts = self.s(14.0)
        for t, v, _ in bwrap([part["title"]], W - 4, lambda s: f.m(s, "B", ts)):
            f.need(lh(ts, 1.35))
            f.y += lh(ts, 1.35)
            tw = f.m(t, "B", ts)
            f.rect(x0 - 1.2, f.y - ts * 0.3528 * 0.42, tw + 2.4, ts * 0.3528 * 0.55, fill=MARK)
            f.text(x0, f.y, t, v, "B", ts)
        f.y += 4

    def heading(self, f, text):
        s = self.s(10.6)
        f.need(16)
        f.y += 3 + lh(s, 1.2)
        cx, cy, rr = self.x0 + 2.6, f.y - s * 0.3528 * 0.34, 2.6
        f.circle(cx, cy, rr, fill=TEAL)
        num = str(self.nsec)
        f.text(cx - f.m(num, "B", 7.6) / 2, cy + 0.95, num, (), "B", 7.6, (1, 1, 1))
        f.text(self.x0 + 7.5, f.y, text, (), "B", s, TEAL)
        tw = f.m(text, "B", s)
        f.pages[-1]["ops"].append(("wave", self.x0 + 7.5, f.y + 1.4, tw, TEAL))
        f.y += 3.0

    def b_p(self, f, b, x0, W):
        f.y += 0.8 * self.k
        f.para(b[1], x0, W, self.s(self.size), "R", self.lead, BLACK, brk=True)

    def b_kv(self, f, b, x0, W):
        s, cs = self.s(self.size), self.s(7.8)
        f.y += 0.6
        for cap, run in b[1]:
            head = cap + " — "
            hw = f.m(head, "I", cs) + 5
            ls = bwrap(run, W - hw, lambda t: f.m(t, "R", s), True)
            d = lh(s, 1.36)
            f.need(d * len(ls))
            f.y += d
            f.rect(x0 + 0.4, f.y - 1.9, 1.4, 1.4, fill=TEAL)
            f.text(x0 + 3.2, f.y, head, (), "I", cs, GREY)
            for j, (t, v, _) in enumerate(ls):
                if j:
                    f.y += d
                f.text(x0 + hw, f.y, t, v, "R", s)
        f.y += 1.2

    def b_tab(self, f, b, x0, W):
        f.y += 1.4
        y0, p0 = f.y, len(f.pages)
        grid(f, b[1], b[2], b[3], x0, W, size=self.s(8.6), head_fill=PALE, head_color=TEAL, row_rule=(0.6, 0.72, 0.72))
        if len(f.pages) == p0:
            f.pages[-1]["ops"].append(("r", x0, y0, W, f.y - 2.5 - y0, None, TEAL, 1.8, 0.35))

    def b_chk(self, f, b, x0, W):
        s = self.s(9.0)
        x, d = x0 + 1, lh(s, 1.55)
        f.need(d)
        f.y += d
        for on, text in b[1]:
            w = f.m(text, "R", s) + 9
            if x + w > x0 + W:
                f.need(d)
                f.y += d
                x = x0 + 1
            a = s * 0.3528 * 0.78
            f.rect(x, f.y - a, a, a, stroke=TEAL, r=0.7, lw=0.3)
            if on:
                f.pages[-1]["ops"].append(("tick", x, f.y, a))
            f.text(x + a + 1.6, f.y, text, (), "R", s)
            x += w + 3
        f.y += 1.2

    def b_list(self, f, b, x0, W):
        s = self.s(self.size)
        for run in b[1]:
            f.need(lh(s, self.lead))
            f.circle(x0 + 2.6, f.y + lh(s, self.lead) - 1.1, 0.7, fill=TEAL)
            f.para(run, x0 + 6, W - 6, s, "R", self.lead, BLACK, brk=True)
        f.y += 1

    def b_alert(self, f, b, x0, W):
        def body(g):
            g.y += 1.8
            for run in b[1]:
                g.para(run, x0 + 4, W - 14, self.s(9.0), "B", 1.34, brk=True)
            g.y += 2.4
        f.y += 1.5
        boxed(f, body, x0, W, fill=ORANGE, under=[lambda yy, h: [("dogear", x0 + W, yy, 6.0)]])
        f.y += 1.5

    def b_quote(self, f, b, x0, W):
        y0, p0 = f.y, len(f.pages)
        for run in b[1]:
            f.y += 0.8
            f.para(run, x0 + 8, W - 12, self.s(self.size), "I", self.lead, brk=True)
        if len(f.pages) == p0:
            f.pages[-1]["ops"].insert(0, ("r", x0 + 2.5, y0 + 1.5, 2.0, f.y - y0, PALE, None, 0.0, 0.1))
        f.y += 1.2

    def b_log(self, f, b, x0, W):
        s = self.s(self.size)
        for when, who, text in b[1]:
            wt = " ".join(t for t, _, _ in bwrap(when, 1e6, lambda t: f.m(t, "B", self.s(7.8))))
            wv = [v for _, vs, _ in bwrap(when, 1e6, lambda t: f.m(t, "B", self.s(7.8))) for v in vs]
            pw = f.m(wt, "B", self.s(7.8)) + 4
            ls = bwrap(text, W - pw - 18, lambda t: f.m(t, "R", s), True)
            d = lh(s, 1.38)
            f.need(d * len(ls) + 2)
            f.y += d + 0.8
            f.rect(x0, f.y - 3.3, pw, 4.4, fill=(0.35, 0.37, 0.4), r=2.1)
            f.text(x0 + 2, f.y, wt, wv, "B", self.s(7.8), (1, 1, 1))
            who_t = " ".join(t for t, _, _ in bwrap(who, 1e6, lambda t: f.m(t, "B", self.s(7.6))))
            f.circle(x0 + W - 6, f.y - 1.2, 4.6, stroke=TEAL, lw=0.35)
            f.text(x0 + W - 6 - f.m(who_t, "B", self.s(7.6)) / 2, f.y, who_t, [v for v in who if not isinstance(v, str)], "B", self.s(7.6), TEAL)
            for j, (t, v, _) in enumerate(ls):
                if j:
                    f.y += d
                f.text(x0 + pw + 3, f.y, t, v, "R", s)
            f.y += 1.6
        f.y += 1

    def sigs(self, f, sigs):
        n = min(3, len(sigs))
        w = (self.W - 5 * (n - 1)) / n
        f.y += 4
        for k in range(0, len(sigs), n):
            row = sigs[k:k + n]

            def cell(g, role, runs, x):
                g.y += 0.6
                g.para([role or "Signature"], x + 3, w - 6, self.s(7.8), "I", 1.3, TEAL)
                for run in runs:
                    g.para(run, x + 3, w - 6, self.s(9.2), "R", 1.32)
                g.y += 12
            h = max(dry(f, lambda g, r_=r_: cell(g, r_[0], r_[1], 0)) for r_ in row)
            f.need(h + 2)
            y0 = f.y
            for q, (role, runs) in enumerate(row):
                x = self.x0 + q * (w + 5)
                f.pages[-1]["ops"].append(("dashbox", x, y0, w, h))
                f.y = y0
                cell(f, role, runs, x)
            f.y = y0 + h + 2

    def cont(self, f, title):
        f.text(self.x0, f.top + 1, title + " (suite)", (), "I", 7.6, GREY)
        f.y += 4

    def frame(self, f):
        n = len(f.pages)
        doc, x0, W = self.doc, self.x0, self.W
        for k, p in enumerate(f.pages):
            pg = "%s · p. %d/%d" % (doc["form"], k + 1, n)
            f.text(x0 + W - f.m(pg, "B", 7.6), 14.6, pg, (), "B", 7.6, TEAL, page=p)
            for t, v in f.lines(list(doc["head"]), W - 40, "I", 7.4)[:1]:
                f.text(x0, 18.4, t, v, "I", 7.4, GREY, page=p)
            fl = f.lines(list(doc["foot"]), W, "I", 7.2)
            y = 287.0 - 3.0 * (len(fl) - 1)
            for t, v in fl:
                f.text(x0 + (W - f.m(t, "I", 7.2)) / 2, y, t, v, "I", 7.2, GREY, page=p)
                y += 3.0


def draw_pdf(pages, doc):
    from fpdf import FPDF
    pdf = FPDF(unit="mm", format="A4")
    pdf.set_auto_page_break(False)
    pdf.set_creation_date(datetime.datetime(2025, 11, 3, 9, 0, tzinfo=datetime.timezone.utc))
    pdf.set_title(doc["title"])
    pdf.set_creator("CarnetDom 2.1 - impression du carnet")
    pdf.set_producer("fpdf2 - CarnetDom")
    fams = {"R": ("bk", ""), "B": ("bk", "B"), "I": ("bk", "I"), "S": ("bk", "BI")}
    for st, path in fonts().items():
        pdf.add_font(*fams[st], fname=path)
    for p in pages:
        pdf.add_page()
        pdf.set_fill_color(*[round(255 * c) for c in CREAM])
        pdf.rect(0, 0, 210, 297, style="F")
        pdf.set_fill_color(190, 190, 182)
        for yy in range(25, 296, 5):
            for xx in range(5, 210, 5):
                pdf.rect(xx - 0.17, yy - 0.17, 0.34, 0.34, style="F")
        for q in range(14, 200, 7):
            pdf.set_fill_color(70, 70, 70)
            pdf.ellipse(q - 1.2, 8.2, 2.4, 2.4, style="F")
            pdf.set_draw_color(95, 98, 104)
            pdf.set_line_width(0.8)
            pdf.line(q - 0.5, 0, q - 0.5, 9.2)
            pdf.set_draw_color(165, 168, 175)
            pdf.set_line_width(0.35)
            pdf.line(q + 0.6, 0, q + 0.6, 9.0)
        for o in p["ops"]:
            _op(pdf, o, fams)
    return bytes(pdf.output())


def _rgb(c):
    return [round(255 * x) for x in c]


def _op(pdf, o, fams):
    k = o[0]
    if k == "r":
        _, x, y, w, h, fill, stroke, rad, lw = o
        if fill:
            pdf.set_fill_color(*_rgb(fill))
        if stroke:
            pdf.set_draw_color(*_rgb(stroke))
            pdf.set_line_width(lw)
        style = ("F" if fill else "") + ("D" if stroke else "")
        if style:
            pdf.rect(x, y, w, h, style=style, round_corners=bool(rad), corner_radius=rad or 0)
    elif k == "l":
        _, x1, y1, x2, y2, w, color, dash = o
        pdf.set_draw_color(*_rgb(color))
        pdf.set_line_width(w)
        pdf.line(x1, y1, x2, y2)
    elif k == "c":
        _, cx, cy, rad, fill, stroke, lw = o
        if fill:
            pdf.set_fill_color(*_rgb(fill))
        if stroke:
            pdf.set_draw_color(*_rgb(stroke))
            pdf.set_line_width(lw)
        pdf.ellipse(cx - rad, cy - rad, 2 * rad, 2 * rad, style=("F" if fill else "") + ("D" if stroke else ""))
    elif k == "t":
        _, x, y, s, st, size, color = o[:7]
        pdf.set_font(*fams[st], size=size)
        pdf.set_text_color(*_rgb(color))
        pdf.text(x, y, s + " ")  # the space keeps pypdf from gluing two texts of one baseline
    elif k == "wave":
        _, x, y, w, color = o
        pdf.set_draw_color(*_rgb(color))
        pdf.set_line_width(0.3)
        n = max(4, int(w / 1.5))
        pts = [(x + w * q / n, y + 0.45 * math.sin(q * math.pi / 2)) for q in range(n + 1)]
        pdf.polyline(pts)
    elif k == "tick":
        _, x, y, a = o
        pdf.set_draw_color(*_rgb(TEAL))
        pdf.set_line_width(0.45)
        pdf.polyline([(x + a * 0.18, y - a * 0.5), (x + a * 0.42, y - a * 0.15), (x + a * 1.05, y - a * 1.15)])
    elif k == "dogear":
        _, xr, yy, e = o
        pdf.set_fill_color(*_rgb(CREAM))
        pdf.polygon([(xr - e, yy), (xr, yy), (xr, yy + e)], style="F")
        pdf.set_fill_color(225, 180, 130)
        pdf.polygon([(xr - e, yy), (xr, yy + e), (xr - e, yy + e)], style="F")
    elif k == "dashbox":
        _, x, y, w, h = o
        pdf.set_draw_color(*_rgb(TEAL))
        pdf.set_line_width(0.3)
        pdf.set_dash_pattern(dash=1.4, gap=1.0)
        pdf.rect(x, y, w, h, style="D", round_corners=True, corner_radius=2.0)
        pdf.set_dash_pattern()


def render_spirale(doc):
    f = Spirale(doc, measure()).layout()
    return draw_pdf(f.pages, doc), [p["vals"] for p in f.pages]
