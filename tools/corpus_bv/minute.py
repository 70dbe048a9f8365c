"""The groff writer of corpus BV (family "grominute"): a COURT-REGISTRY "MINUTE" typeset by GNU troff and written by
gropdf, groff's own PDF device, with URW C059 (New Century Schoolbook) Roman / Bold / Italic / Bold Italic EMBEDDED
(earlier groff corpora used base-14 Times, not embedded): the .t1 files are cut into .pfb here, the devpdf font
descriptions NR / NB / NI / NBI are copied under new names (CSR, CSB, CSI, CSBI) with their internal name set to the
real C059 PostScript names, and a "download" file maps those to the .pfb files (tools/_cache/corpus_bv_groff/, given to
groff with -F). SOURCE_DATE_EPOCH fixes gropdf's dates.

The page is laid out here as drawing operations (engine.py) with C059's AFM advances, then written as a troff
document: no macro package, every line placed at its absolute position ("|" motions, .vs 0 so that a line's baseline
is the position given), paragraphs JUSTIFIED BY TROFF ITSELF (fill mode, ".ad b", every line but a paragraph's last
ended by \\p, hyphenation off), DOT LEADERS drawn by troff's \\l, rules / boxes / circles by \\D, colours by \\m / \\M.

Template (Minute): on every page a centred "- k -" folio, the running identity in italics at the left and the form
code at the right over a hairline; each part opens on the issuer block at the left (name in bold, service in italics,
address lines), the references flush right opposite, the addressee block and "place, date" flush right, then the title
centred in bold capitals between a THICK-AND-THIN DOUBLE RULE; headings centred in bold capitals over a short rule;
paragraphs justified with a first-line indent; fields as "Caption ........ value" dot-leader lines; the operative part
of a decision indented behind a vertical rule; boxed tables with capital headers; ticks "(x)" / "( )"; lists with em
dashes; notes "NOTA. -" between two rules; signatures side by side, centred, in italic capitals; the foot "issuer -
document - page k/n" under a rule.
"""
from __future__ import annotations

import os
import struct
import subprocess
from pathlib import Path

from .engine import BLACK, GREY, Template, boxed, bwrap, dry, grid, lh

T1 = "/usr/share/fonts/type1/urw-base35/"
DEVPDF = "/usr/share/groff/current/font/devpdf/"
CACHE = Path(__file__).resolve().parent.parent / "_cache" / "corpus_bv_groff"
STYLES = {"R": ("CSR", "NR", "C059-Roman"), "B": ("CSB", "NB", "C059-Bold"), "I": ("CSI", "NI", "C059-Italic"),
          "S": ("CSBI", "NBI", "C059-BdIta")}
PT = 72 / 25.4


def t1_segments(name):
    b = (Path(T1) / (name + ".t1")).read_bytes()
    i = b.index(b"eexec") + 5
    while b[i:i + 1] in (b"\r", b"\n"):
        i += 1
    j = b.index(b"0" * 64, i)
    while b[j - 1:j] in (b"\r", b"\n"):
        j -= 1
    return b[:i], b[i:j], b[j:]


def font_dir():
    """The groff font path entry: devpdf/ with the four C059 descriptions and the download file, plus the .pfb files."""
    dev = CACHE / "devpdf"
    if (dev / "download").exists():
        return CACHE
    dev.mkdir(parents=True, exist_ok=True)
    lines = []
    for groff, base, ps in STYLES.values():
        segs = t1_segments(ps)
        pfb = CACHE / (ps + ".pfb")
        pfb.write_bytes(b"".join(b"\x80" + bytes([t]) + struct.pack("<I", len(d)) + d for t, d in zip((1, 2, 1), segs)) + b"\x80\x03")
        src = (Path(DEVPDF) / base).read_text(encoding="latin-1").splitlines()
        out = ["name " + groff if ln.startswith("name ") else "internalname " + ps if ln.startswith("internalname ") else ln for ln in src]
        (dev / groff).write_text("\n".join(out) + "\n", encoding="latin-1")
        lines.append("\t%s\t%s" % (ps, pfb))
    (dev / "download").write_text("\n".join(lines) + "\n", encoding="latin-1")
    return CACHE


def measure():
    from reportlab.pdfbase import pdfmetrics
    font_dir()
    names = {}
    for st, (groff, _, ps) in STYLES.items():
        nm = "BV" + groff
        try:
            pdfmetrics.getFont(nm)
        except KeyError:
            face = pdfmetrics.EmbeddedType1Face(T1 + ps + ".afm", str(CACHE / (ps + ".pfb")))
            try:
                pdfmetrics.getTypeFace(face.name)
            except KeyError:
                pdfmetrics.registerTypeFace(face)
            pdfmetrics.registerFont(pdfmetrics.Font(nm, face.name, "WinAnsiEncoding"))
        names[st] = nm
    return lambda t, st, size: pdfmetrics.stringWidth(t, names[st], size) / PT


class Minute(Template):
    x0, W, top_margin, bottom, size, lead = 24.0, 162.0, 24.0, 272.0, 9.6, 1.4
    tab = 54.0

    def top(self, f, part):
        x0, W = self.x0, self.W
        iss = self.issuer(part)
        y0 = f.y
        f.para(iss["name"], x0, 92, self.s(9.4), "B", 1.25, brk=True)
        if iss.get("service"):
            f.para([iss["service"]], x0, 92, self.s(8.4), "I", 1.25)
        for run in iss["lines"] + iss["contact"]:
            f.para(run, x0, 92, self.s(7.8), "R", 1.25, GREY, brk=True)
        if iss.get("legal"):
            f.para(iss["legal"], x0, 92, self.s(7.6), "R", 1.25, GREY)
        yl, f.y = f.y, y0
        for cap, run in part["refs"]:
            for t, v, _ in bwrap([cap + " : "] + list(run), W - 98, lambda s: f.m(s, "R", self.s(8.4))):
                f.y += lh(self.s(8.4), 1.3)
                f.text(x0 + W - f.m(t, "R", self.s(8.4)), f.y, t, v, "R", self.s(8.4))
        f.y = max(f.y, yl) + 3
        if part["to"]:
            f.para(part["to"]["name"], x0 + 92, W - 92, self.s(9.4), "B", 1.3, brk=True)
            for run in part["to"]["lines"]:
                f.para(run, x0 + 92, W - 92, self.s(9.4), "R", 1.3, brk=True)
            f.y += 2
        if part["place"]:
            for t, v, _ in bwrap(list(part["place"]), W - 60, lambda s: f.m(s, "I", self.s(9.0))):
                f.y += lh(self.s(9.0), 1.3)
                f.text(x0 + W - f.m(t, "I", self.s(9.0)), f.y, t, v, "I", self.s(9.0))
            f.y += 1
        f.y += 2.5
        f.line(x0, f.y, x0 + W, f.y, 0.7, BLACK)
        f.line(x0, f.y + 1.0, x0 + W, f.y + 1.0, 0.15, BLACK)
        f.y += 1.5
        for t, v, _ in bwrap([part["title"].upper()], W - 10, lambda s: f.m(s, "B", self.s(10.6))):
            f.y += lh(self.s(10.6), 1.3)
            f.text(x0 + (W - f.m(t, "B", self.s(10.6))) / 2, f.y, t, v, "B", self.s(10.6))
        f.y += 2.2
        f.line(x0, f.y, x0 + W, f.y, 0.15, BLACK)
        f.line(x0, f.y + 1.0, x0 + W, f.y + 1.0, 0.7, BLACK)
        f.y += 3.0

    def heading(self, f, text):
        s = self.s(9.4)
        f.need(14)
        f.y += 2.5 + lh(s, 1.2)
        t = text.upper()
        w = f.m(t, "B", s)
        f.text(self.x0 + (self.W - w) / 2, f.y, t, (), "B", s)
        f.line(self.x0 + self.W / 2 - 10, f.y + 1.6, self.x0 + self.W / 2 + 10, f.y + 1.6, 0.3, BLACK)
        f.y += 2.6

    def b_p(self, f, b, x0, W):
        f.y += 0.9 * self.k
        f.para(b[1], x0, W, self.s(self.size), "R", self.lead, BLACK, brk=True, justify=True, first=7.0)

    def b_kv(self, f, b, x0, W):
        cs, vs = self.s(8.9), self.s(self.size)
        d = lh(vs, 1.34)
        f.y += 0.6
        for cap, run in b[1]:
            cl = f.lines([cap], self.tab - 6, "I", cs)
            ls = bwrap(run, W - self.tab - 1, lambda t: f.m(t, "R", vs), True)
            n = max(len(cl), len(ls))
            f.need(d * n)
            for j, (t, _) in enumerate(cl):
                f.text(x0, f.y + d * (j + 1), t, (), "I", cs)
            last = cl[-1][0]
            f.dots(x0 + f.m(last, "I", cs) + 1.2, x0 + self.tab - 2.0, f.y + d * len(cl), cs)
            for j, (t, v, _) in enumerate(ls):
                f.text(x0 + self.tab, f.y + d * (j + 1), t, v, "R", vs)
            f.y += d * n + 0.4
        f.y += 0.8

    def b_tab(self, f, b, x0, W):
        f.y += 1.2
        grid(f, b[1], b[2], b[3], x0, W, size=self.s(8.5), row_rule=GREY, col_rule=GREY, outer=BLACK, head_rule=0.35, caps=True,
             right=[q for q, h in enumerate(b[1]) if h.startswith("Montant")])

    def b_chk(self, f, b, x0, W):
        s = self.s(9.0)
        d = lh(s, 1.6)
        f.need(d)
        x, y = x0 + 7, f.y + d
        for on, text in b[1]:
            w = f.m("(x) " + text, "R", s) + 8
            if x > x0 + 7 and x + w > x0 + W:
                x, y = x0 + 7, y + d
                f.need(d)
            f.text(x, y, "(x)" if on else "( )", (), "B" if on else "R", s)
            f.text(x + f.m("(x) ", "B", s), y, text, (), "R", s)
            x += w
        f.y = y + 1.4

    def b_list(self, f, b, x0, W):
        s = self.s(self.size)
        for run in b[1]:
            f.need(lh(s, self.lead))
            f.text(x0 + 7, f.y + lh(s, self.lead), "-", (), "R", s)
            f.para(run, x0 + 12, W - 12, s, "R", self.lead, BLACK, brk=True, justify=True)
        f.y += 1

    def b_alert(self, f, b, x0, W):
        def body(g):
            g.y += 1.0
            for run in b[1]:
                g.para(["NOTA. - "] + list(run), x0 + 2, W - 4, self.s(8.9), "I", 1.34, brk=True)
            g.y += 1.8
        f.y += 1.5
        boxed(f, body, x0, W, under=[lambda y0, h: [("l", x0, y0, x0 + W, y0, 0.3, BLACK, False), ("l", x0, y0 + h, x0 + W, y0 + h, 0.3, BLACK, False)]])
        f.y += 1.5

    def b_quote(self, f, b, x0, W):
        def body(g):
            for run in b[1]:
                g.y += 0.8
                g.para(run, x0 + 14, W - 18, self.s(self.size), "R", self.lead, brk=True, justify=True)
            g.y += 1.2
        f.y += 1.0
        boxed(f, body, x0, W, under=[lambda y0, h: [("l", x0 + 10, y0 + 1, x0 + 10, y0 + h - 0.5, 0.5, BLACK, False)]])

    def sigs(self, f, sigs):
        n = min(3, len(sigs))
        w = self.W / n
        f.y += 4
        for k in range(0, len(sigs), n):
            row = sigs[k:k + n]

            def cell(g, role, runs, x):
                for t, v, _ in bwrap([(role or "Signature").upper()], w - 6, lambda s: g.m(s, "I", self.s(8.0))):
                    g.y += lh(self.s(8.0), 1.3)
                    g.text(x + (w - g.m(t, "I", self.s(8.0))) / 2, g.y, t, v, "I", self.s(8.0))
                g.y += 1
                for run in runs:
                    for t, v, _ in bwrap(run, w - 6, lambda s: g.m(s, "R", self.s(9.2))):
                        g.y += lh(self.s(9.2), 1.3)
                        g.text(x + (w - g.m(t, "R", self.s(9.2))) / 2, g.y, t, v, "R", self.s(9.2))
                g.y += 11
            h = max(dry(f, lambda g, r_=r_: cell(g, r_[0], r_[1], 0)) for r_ in row)
            f.need(h)
            y0 = f.y
            for q, (role, runs) in enumerate(row):
                f.y = y0
                cell(f, role, runs, self.x0 + q * w)
            f.y = y0 + h

    def cont(self, f, title):
        f.text(self.x0, f.top + 1, title + " (suite)", (), "I", 7.6, GREY)
        f.y += 4

    def frame(self, f):
        n = len(f.pages)
        doc, x0, W = self.doc, self.x0, self.W
        for k, p in enumerate(f.pages):
            fol = "\u2013 %d \u2013" % (k + 1)
            f.text(x0 + (W - f.m(fol, "R", 9)) / 2, 11.0, fol, (), "R", 9, page=p)
            hl = f.lines(list(doc["head"]), W - 26, "I", 7.4)
            y = 16.0
            for t, v in hl[:2]:
                f.text(x0, y, t, v, "I", 7.4, GREY, page=p)
                y += 3.1
            f.text(x0 + W - f.m(doc["form"], "R", 7.4), 16.0, doc["form"], (), "R", 7.4, GREY, page=p)
            p["ops"].append(("l", x0, y - 1.6, x0 + W, y - 1.6, 0.15, GREY, False))
            fl = f.lines(list(doc["foot"]) + [" - %s - page %d/%d" % (doc["form"], k + 1, n)], W, "R", 7.2)
            y = 287.0 - 3.0 * (len(fl) - 1)
            p["ops"].append(("l", x0, y - 3.4, x0 + W, y - 3.4, 0.15, GREY, False))
            for t, v in fl:
                f.text(x0 + (W - f.m(t, "R", 7.2)) / 2, y, t, v, "R", 7.2, GREY, page=p)
                y += 3.0


def lay_minute(doc, meas):
    return Minute(doc, meas).layout()


# ------------------------------------------------------------------ troff writer
def ascii_title(t):
    """The title for gropdf's pdfinfo: ASCII (its strings are 8-bit) and no quote (it would end the \\X argument)."""
    from .ids import ascii_fold
    return ascii_fold(t).replace("'", " ").replace("\\", " ").replace("(", " ").replace(")", " ")


def esc(s):
    return s.replace("\\", "\\e")


def col(c):
    return "k%02x%02x%02x" % tuple(int(round(255 * x)) for x in c)


def troff(pages, doc):
    colours = set()
    body = []

    def P(v):
        return "%.2fp" % (v * PT)
    for k, p in enumerate(pages):
        if k:
            body.append(".bp")
        for o in p["ops"]:
            if o[0] == "t":
                _, x, y, s, st, size, color, just = o[:8]
                colours.add(col(color))
                head = "\\f[%s]\\s[%.2f]\\m[%s]" % (STYLES[st][0], size, col(color))
                if just:
                    body += [".fi", ".ad b", ".in " + P(x), ".ll " + P(x + just), ".sp |" + P(y), "\\&" + head + esc(s) + " \\p", ".nf", ".in 0", ".ll 600p"]
                else:
                    body += [".sp |" + P(y), "\\h'|%s'%s%s" % (P(x), head, esc(s))]
            elif o[0] == "dots":
                _, x1, x2, y, size = o
                body += [".sp |" + P(y), "\\h'|%s'\\f[CSR]\\s[%.2f]\\m[%s]\\l'|%s\\&.'" % (P(x1), size, col(GREY), P(x2))]
                colours.add(col(GREY))
            elif o[0] == "l":
                _, x1, y1, x2, y2, w, color, dash = o
                colours.add(col(color))
                body += [".sp |" + P(y1), "\\h'|%s'\\m[%s]\\D't %s'\\D'l %s %s'" % (P(x1), col(color), P(w), P(x2 - x1), P(y2 - y1))]
            elif o[0] == "r":
                _, x, y, w, h, fill, stroke, rad, lw = o
                if fill:
                    colours.add(col(fill))
                    body += [".sp |" + P(y), "\\h'|%s'\\M[%s]\\D'P %s 0 0 %s %s 0'" % (P(x), col(fill), P(w), P(h), P(-w))]
                if stroke:
                    colours.add(col(stroke))
                    body += [".sp |" + P(y), "\\h'|%s'\\m[%s]\\D't %s'\\D'p %s 0 0 %s %s 0'" % (P(x), col(stroke), P(lw), P(w), P(h), P(-w))]
            elif o[0] == "c":
                _, cx, cy, rad, stroke, lw = o
                colours.add(col(stroke))
                body += [".sp |" + P(cy), "\\h'|%s'\\m[%s]\\D't %s'\\D'c %s'" % (P(cx - rad), col(stroke), P(lw), P(2 * rad))]
    setup = [".pl 841.89p", ".po 0", ".nh", ".lg 0", ".kern 0", ".vs 0", ".nf", ".ll 600p", ".ss 12 0"]
    body[1:1] = ["\\X'ps:exec [/Title (%s) /Author (Greffe - %s) /DOCINFO pdfmark'" % (ascii_title(doc["title"]), doc["form"])]
    for c_ in sorted(colours):
        r, g, b = (int(c_[i:i + 2], 16) / 255 for i in (1, 3, 5))
        setup.append(".defcolor %s rgb %.3f %.3f %.3f" % (c_, r, g, b))
    return "\n".join(setup + body) + "\n"


def draw_groff(pages, doc):
    src = troff(pages, doc)
    env = dict(os.environ, SOURCE_DATE_EPOCH="1759276800", LC_ALL="C.UTF-8")
    r = subprocess.run(["groff", "-Kutf8", "-Tpdf", "-P-pa4", "-F", str(font_dir()), "-w", "all"], input=src.encode("utf-8"),
                       capture_output=True, env=env, timeout=120)
    if r.returncode != 0 or not r.stdout.startswith(b"%PDF"):
        raise RuntimeError("groff: " + r.stderr.decode("utf-8", "replace")[:400])
    return r.stdout
