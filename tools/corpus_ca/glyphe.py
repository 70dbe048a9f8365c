"""The pydyf writer of corpus CA (family "pydyfglyphe"): a regulatory form of the CeGIDD ("formulaire à cadres
numérotés"), written by pydyf 0.13.0 with content streams made here in which EVERY GLYPH IS PLACED BY ITS OWN TEXT
MATRIX: one BT ... ET per line of text, and inside it, for each character, "1 0 0 1 x y Tm <code> Tj" at the abscissa
the base-14 metrics give it (Times-Roman / Bold / Italic for the text, Helvetica / Helvetica-Bold for captions and
heads, /WinAnsiEncoding, not embedded; widths from the standard AFM files through ReportLab's pdfmetrics). The
spaces are drawn as glyphs too, so both readers rebuild words from positions alone.

Template (Cadres): every page has a double rule at the top with "FORMULAIRE CA-nn" and "feuillet k/n", the running
identity under it and the foot under a rule; each part opens with the issuer at the left (Times bold name, italic
service), a framed REFERENCES box at the right (Helvetica captions, Times values), the addressee's framed box, the
title in Helvetica bold capitals inside a DOUBLE FRAME, the place set flush right; each section is a numbered CADRE: a
black square HANGING IN THE LEFT MARGIN holds its number in white, the heading runs in Helvetica bold capitals on a
grey band; fields are NUMBERED ITEMS ("2.3"), the caption in small Helvetica above a dotted line on which the value is
written, two items a row when both are short; tables as fully ruled grids under a grey head; ticks as squares crossed
by two strokes; notes in a box with a heavy black bar at the left and "IMPORTANT"; quotes between guillemets in
italics; logs as a ruled grid; signatures in "CACHET ET SIGNATURE" boxes.
"""
from __future__ import annotations

import io

from .engine import Template, bwrap, dry, grid, lh

FONTS = {"R": "Times-Roman", "B": "Times-Bold", "I": "Times-Italic", "H": "Helvetica", "HB": "Helvetica-Bold"}
BLACK, GREY, WHITE = (0, 0, 0), (0.35, 0.35, 0.35), (1, 1, 1)
BAND = (0.86, 0.86, 0.86)
MM = 72 / 25.4


def measure():
    from reportlab.pdfbase.pdfmetrics import stringWidth
    return lambda t, st, size: stringWidth(t, FONTS[st], size) / MM


def runtext(run):
    return "".join(x if isinstance(x, str) else x.text for x in run)


def runvals(run):
    return [x for x in run if not isinstance(x, str)]


class Cadres(Template):
    x0, W, top_margin, bottom, size, lead = 24.0, 168.0, 24.0, 274.0, 9.6, 1.36

    def top(self, f, part):
        x0, W, s = self.x0, self.W, self.s
        iss = self.issuer(part)
        y0 = f.y
        f.para(iss["name"], x0, 96, s(10.5), "B", 1.25, brk=True)
        if iss.get("service"):
            f.para([iss["service"]], x0, 96, s(8.4), "I", 1.3, GREY)
        for r_ in iss["lines"] + iss["contact"] + ([iss["legal"]] if iss.get("legal") else []):
            f.para(r_, x0, 96, s(8), "R", 1.3)
        yl = f.y
        if part["refs"]:
            f.y = y0 + 1
            bx = x0 + 102
            ys = f.y
            f.text(bx + 1.5, f.y + 3.2, "RÉFÉRENCES", (), "HB", s(6.4), GREY)
            f.y += 3.6
            for cap, run in part["refs"]:
                f.y += lh(s(8.8), 1.4)
                f.text(bx + 1.5, f.y, cap + " :", (), "H", s(7), GREY)
                f.text(bx + 24, f.y, runtext(run), runvals(run), "R", s(8.8))
            f.y += 2
            f.rect(bx, ys, W - 102, f.y - ys, stroke=BLACK, lw=0.25)
        f.y = max(yl, f.y) + 2.5
        if part["to"]:
            bx = x0 + 86
            ys = f.y
            f.text(bx + 1.5, f.y + 3.2, "DESTINATAIRE", (), "HB", s(6.4), GREY)
            f.y += 3.6
            f.para(part["to"]["name"], bx + 2, W - 90, s(9.4), "B", 1.3, brk=True)
            for r_ in part["to"]["lines"]:
                f.para(r_, bx + 2, W - 90, s(9.2), "R", 1.3, brk=True)
            f.y += 1.5
            f.rect(bx, ys, W - 86, f.y - ys, stroke=BLACK, lw=0.25)
            f.y += 2.5
        ts = s(12)
        ls = bwrap([part["title"].upper()], W - 8, lambda q: f.m(q, "HB", ts))
        h = len(ls) * lh(ts, 1.25) + 4.4
        f.rect(x0, f.y, W, h, stroke=BLACK, lw=0.5)
        f.rect(x0 + 0.9, f.y + 0.9, W - 1.8, h - 1.8, stroke=BLACK, lw=0.15)
        y = f.y + 1.6
        for t, v, _ in ls:
            y += lh(ts, 1.25)
            f.text(x0 + (W - f.m(t, "HB", ts)) / 2, y, t, v, "HB", ts)
        f.y += h + 1.5
        if part["place"]:
            ls = bwrap(part["place"], W, lambda q: f.m(q, "I", s(9)))
            for t, v, _ in ls:
                f.y += lh(s(9), 1.35)
                f.text(x0 + W - f.m(t, "I", s(9)), f.y, t, v, "I", s(9))
        f.y += 1

    def heading(self, f, text):
        s = self.s(8.8)
        f.need(16)
        f.y += 3.5
        f.rect(self.x0 - 11, f.y, 7.5, 6.0, fill=BLACK)
        num = str(self.nsec)
        f.text(self.x0 - 7.25 - f.m(num, "HB", s * 1.1) / 2, f.y + 4.4, num, (), "HB", s * 1.1, WHITE)
        f.rect(self.x0, f.y, self.W, 6.0, fill=BAND)
        f.text(self.x0 + 2, f.y + 4.3, text.upper(), (), "HB", s)
        f.y += 6.0 + 1.0
        self.nitem = 0

    def section(self, f, head, blocks):
        if not head:
            self.nitem = 0
        super().section(f, head, blocks)

    def item_no(self):
        self.nitem = getattr(self, "nitem", 0) + 1
        return "%d.%d " % (max(1, self.nsec), self.nitem)

    def b_p(self, f, b, x0, W):
        f.y += 0.8
        f.para(b[1], x0, W, self.s(self.size), "R", self.lead, BLACK, brk=True)

    def b_kv(self, f, b, x0, W):
        s, cs = self.s(self.size), self.s(6.6)
        half = (W - 6) / 2
        items = list(b[1])
        k = 0
        f.y += 0.6
        while k < len(items):
            cap, run = items[k]
            pair = None
            if k + 1 < len(items):
                cap2, run2 = items[k + 1]
                if max(f.m(runtext(run), "R", s), f.m(runtext(run2), "R", s)) < half - 4 and \
                        max(f.m(cap, "H", cs), f.m(cap2, "H", cs)) < half - 12:
                    pair = (cap2, run2)
            cols = [(cap, run, x0, half if pair else W)] + ([(pair[0], pair[1], x0 + half + 6, half)] if pair else [])
            hs = []
            for cp, rn, x, w in cols:
                hs.append(lh(cs, 1.2) + len(bwrap(list(rn), w - 2, lambda t: f.m(t, "R", s), True)) * lh(s, 1.3) + 1.6)
            h = max(hs)
            f.need(h)
            y0 = f.y
            for cp, rn, x, w in cols:
                f.text(x, y0 + lh(cs, 1.1), self.item_no() + cp, (), "H", cs, GREY)
                f.y = y0 + lh(cs, 1.2) - 0.4
                ls = bwrap(list(rn), w - 2, lambda t: f.m(t, "R", s), True)
                for t, v, _ in ls:
                    f.y += lh(s, 1.3)
                    f.text(x + 1, f.y, t, v, "R", s)
                    f.line(x, f.y + 0.9, x + w, f.y + 0.9, 0.12, GREY, True)
            f.y = y0 + h
            k += 2 if pair else 1
        f.y += 1.4

    def b_tab(self, f, b, x0, W):
        f.y += 1
        grid(f, b[1], b[2], b[3], x0, W, size=self.s(8.4), st="R", head_st="HB", head_fill=BAND, row_rule=BLACK,
             col_rule=BLACK, outer=BLACK)

    def b_chk(self, f, b, x0, W):
        s = self.s(8.6)
        x = x0
        f.y += lh(s, 1.6)
        for on, text in b[1]:
            w = f.m(text, "R", s) + 7
            if x + w > x0 + W:
                f.need(lh(s, 1.6))
                f.y += lh(s, 1.6)
                x = x0
            f.rect(x, f.y - 2.8, 3.0, 3.0, stroke=BLACK, lw=0.25)
            if on:
                f.line(x + 0.4, f.y - 2.4, x + 2.6, f.y - 0.2, 0.3, BLACK)
                f.line(x + 2.6, f.y - 2.4, x + 0.4, f.y - 0.2, 0.3, BLACK)
            f.text(x + 4.4, f.y, text, (), "R", s)
            x += w + 3
        f.y += 2.2

    def b_list(self, f, b, x0, W):
        for run in b[1]:
            y = f.y
            f.para(run, x0 + 5, W - 5, self.s(self.size), "R", self.lead, brk=True)
            f.text(x0 + 1, y + lh(self.s(self.size), self.lead), "•", (), "R", self.s(self.size))
        f.y += 1

    def b_alert(self, f, b, x0, W):
        def body(g):
            g.y += 4.2
            for r_ in b[1]:
                g.para(r_, x0 + 5, W - 8, self.s(9.2), "B", 1.35, brk=True)
            g.y += 1.8
        f.y += 1.5
        h = dry(f, body)
        f.need(h + 1)
        y0 = f.y
        f.rect(x0, y0, W, h, stroke=BLACK, lw=0.25)
        f.rect(x0, y0, 2.2, h, fill=BLACK)
        f.text(x0 + 5, y0 + 3.1, "IMPORTANT", (), "HB", self.s(6.4), GREY)
        body(f)
        f.y = y0 + h + 2

    def b_quote(self, f, b, x0, W):
        for r_ in b[1]:
            f.para(["« "] + list(r_) + [" »"], x0 + 8, W - 16, self.s(9.4), "I", 1.4, GREY, brk=True)
        f.y += 1.5

    def b_log(self, f, b, x0, W):
        rows = [[list(w), list(who), list(t)] for w, who, t in b[1]]
        grid(f, ["Date / heure", "Intervenant", "Action"], rows, [1.1, 1.2, 3.4], x0, W, size=self.s(8.4), st="R", head_st="HB",
             head_fill=BAND, row_rule=BLACK, col_rule=BLACK, outer=BLACK)

    def sigs(self, f, sigs):
        n = len(sigs)
        w = (self.W - 4 * (n - 1)) / n if n > 1 else 84
        s = self.s(9)
        h = max(len(r) for _, r in sigs) * lh(s, 1.4) + 14
        f.y += 3
        f.need(h)
        for k, (role, runs) in enumerate(sigs):
            x = self.x0 + (k * (w + 4) if n > 1 else self.W - w)
            f.rect(x, f.y, w, h, stroke=BLACK, lw=0.25)
            f.text(x + 1.5, f.y + 3.0, "CACHET ET SIGNATURE - " + role.upper(), (), "HB", self.s(5.8), GREY)
            y = f.y + 3.4
            for r_ in runs:
                y += lh(s, 1.4)
                f.text(x + 2.5, y, runtext(r_), runvals(r_), "R", s)
        f.y += h + 2

    def cont(self, f, title):
        f.text(self.x0, f.top - 1.5, title + " (suite)", (), "I", 7.6, GREY)
        f.y += 2

    def frame(self, f):
        n = len(f.pages)
        hv, fv = self.doc["head"], self.doc["foot"]
        m = self.meas
        for k, p in enumerate(f.pages):
            pg = "feuillet %d/%d" % (k + 1, n)
            ops = [("l", 12, 8.0, 198, 8.0, 0.6, BLACK, False), ("l", 12, 9.0, 198, 9.0, 0.15, BLACK, False),
                   ("t", 12, 13.2, "FORMULAIRE %s - %s" % (self.doc["form"], self.doc["code"]), "HB", 7.4, BLACK, 0, ()),
                   ("t", 198 - m(pg, "H", 7.4), 13.2, pg, "H", 7.4, BLACK, 0, ())]
            y = 17.6
            for t, v, _ in bwrap(list(hv), 186, lambda q: m(q, "H", 7.4)):
                ops.append(("t", 12, y, t, "H", 7.4, GREY, 0, tuple(v)))
                y += 3.3
            fl = bwrap(list(fv) + [" - " + pg], 186, lambda q: m(q, "H", 7))
            yf = 287.5 - 3.1 * (len(fl) - 1)
            ops.append(("l", 12, yf - 3.6, 198, yf - 3.6, 0.2, BLACK, False))
            for t, v, _ in fl:
                ops.append(("t", 12, yf, t, "H", 7, GREY, 0, tuple(v)))
                yf += 3.1
            p["ops"] = ops + p["ops"]
            p["vals"] = [v for o in ops if o[0] == "t" for v in o[8] if o[2] < 30] + p["vals"] + [v for o in ops if o[0] == "t" for v in o[8] if o[2] > 270]


def col(c):
    return b"%.3f %.3f %.3f" % tuple(c)


def stream_ops(ops, meas):
    """The content stream of one page: vector ops, then every glyph of every line by its own text matrix."""
    from reportlab.pdfbase.pdfmetrics import stringWidth
    H = 297 * MM
    out = []
    for o in ops:
        if o[0] == "r":
            _, x, y, w, h, fill, stroke, rad, lw = o
            if fill:
                out.append(col(fill) + b" rg %.2f %.2f %.2f %.2f re f" % (x * MM, H - (y + h) * MM, w * MM, h * MM))
            if stroke:
                out.append(col(stroke) + b" RG %.3f w [] 0 d %.2f %.2f %.2f %.2f re S" % (lw * MM, x * MM, H - (y + h) * MM, w * MM, h * MM))
        elif o[0] == "l":
            _, x1, y1, x2, y2, w, c, dash = o
            out.append(col(c) + b" RG %.3f w %s %.2f %.2f m %.2f %.2f l S" % (w * MM, b"[0.6 1.4] 0 d" if dash else b"[] 0 d",
                                                                                x1 * MM, H - y1 * MM, x2 * MM, H - y2 * MM))
    fid = {k: "F%d" % (j + 1) for j, k in enumerate(FONTS)}
    for o in ops:
        if o[0] != "t":
            continue
        _, x, y, s, st, size, c, just, _v = o
        font = FONTS[st]
        line = [b"BT", col(c) + b" rg", b"/%s %.2f Tf" % (fid[st].encode(), size)]
        xx = x * MM
        for ch in s:
            code = ch.encode("cp1252")
            line.append(b"1 0 0 1 %.3f %.3f Tm <%s> Tj" % (xx, H - y * MM, code.hex().upper().encode()))
            xx += stringWidth(ch, font, size)
        line.append(b"ET")
        out.append(b"\n".join(line))
    return out


def write_pdf(doc, pages, meas):
    import pydyf
    pdf = pydyf.PDF()
    fonts = {}
    for j, (k, name) in enumerate(FONTS.items()):
        fd = pydyf.Dictionary({"Type": "/Font", "Subtype": "/Type1", "BaseFont": "/" + name, "Encoding": "/WinAnsiEncoding"})
        pdf.add_object(fd)
        fonts["F%d" % (j + 1)] = fd.reference
    for p in pages:
        content = pydyf.Stream(stream_ops(p["ops"], meas), compress=True)
        pdf.add_object(content)
        page = pydyf.Dictionary({"Type": "/Page", "Parent": pdf.pages.reference, "MediaBox": pydyf.Array([0, 0, 595.28, 841.89]),
                                 "Contents": content.reference, "Resources": pydyf.Dictionary({"Font": pydyf.Dictionary(fonts)})})
        pdf.add_page(page)
    pdf.info["Title"] = pydyf.String(doc["title"])
    pdf.info["Creator"] = pydyf.String("CeGIDD - formulaires à cadres (édition glyphe à glyphe)")
    pdf.info["Producer"] = pydyf.String("pydyf 0.13.0")
    out = io.BytesIO()
    pdf.write(out, identifier=b"corpus-ca-%03d" % doc["num"], compress=False)
    return out.getvalue()


def render_glyphe(doc):
    meas = measure()
    t = Cadres(doc, meas)
    f = t.layout()
    return write_pdf(doc, f.pages, meas), [p["vals"] for p in f.pages]
