"""The groff writer of corpus CB (family "megroff"): the USMP's papers set with the ME macro package of GNU groff 1.22.4
and tbl, written straight to PDF by gropdf (`groff -k -me -t -Tpdf`); SOURCE_DATE_EPOCH fixes the dates. Font: URW P052
(the Palatino clone) Roman / Bold / Italic / Bold Italic, EMBEDDED as Type 1 through a font directory built here in a
temporary folder (groff's devpdf descriptions PR / PB / PI / PBI copied with the URW internal names, and a download
file pointing at the .t1 files; `.fam P`). Ligatures, kerning and hyphenation off; neither the hyphen nor the slash is
a break point; a value's spaces are unbreakable (\\~).

Template (the hospital's "note de service" look): -me's running head (.he: the running identity at the left, the form
number at the right, in small italics) and foot (.fo: the foot run, "feuillet k/n"), redefined for each part; a part
opens with a BOXED tbl of two cells split by a vertical rule (issuer at the left, references at the right), the
addressee indented at the right under "À l'attention de", the title in large bold capitals between two drawn rules
(\\l), the place flush right; sections as -me numbered headings (.sh 1: "1.", "2."); fields as a RULED LIST (tbl: the
caption in italics flush right, the value at the left, a thin rule under every row); tables as a boxed tbl whose head
is separated by a DOUBLE rule (=) and whose columns have no rules; ticks as "(x)" / "( )"; lists as -me .ip bullets;
notes in a one-cell boxed tbl with a bold "Note :"; quotes as -me .(q blocks in italics; logs as boxed tbls; the
signatories at the right, their role in italics over the name. A part must hold on its page: the type shrinks from
10.5 to 6.5 pt until the number of pages equals the number of parts and every value is found on its page by pdftotext
(render.check), so the page of each value is known.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import tempfile

from .model import V, tokens
from .render_util import check, runtext, runvals

DEVPDF = "/usr/share/groff/current/font/devpdf/"
URW = "/usr/share/fonts/type1/urw-base35/"
OTF = "/usr/share/fonts/opentype/urw-base35/"
MAP = [("PR", "P052-Roman"), ("PI", "P052-Italic"), ("PB", "P052-Bold"), ("PBI", "P052-BoldItalic")]
SIZES = (10.5, 10.0, 9.5, 9.0, 8.5, 8.0, 7.5, 7.0, 6.5)
LINE_CM = 16.4
_MET = {}


def fontdir(td):
    d = os.path.join(td, "devpdf")
    os.makedirs(d)
    shutil.copy(DEVPDF + "DESC", d)
    with open(os.path.join(d, "download"), "w") as dl:
        for src, name in MAP:
            with open(DEVPDF + src) as fh:
                lines = fh.read().splitlines()
            out = ["internalname " + name if ln.startswith("internalname ") else ln for ln in lines]
            with open(os.path.join(d, src), "w") as fh:
                fh.write("\n".join(out) + "\n")
            dl.write("\t%s\t%s%s.t1\n" % (name, URW, name))


def width_cm(text, font, pt):
    from fontTools.ttLib import TTFont
    fn = dict(MAP)[font]
    if fn not in _MET:
        f = TTFont(OTF + fn + ".otf")
        _MET[fn] = (f.getBestCmap(), f["hmtx"].metrics, f["head"].unitsPerEm)
    cmap, hmtx, upm = _MET[fn]
    return sum(hmtx.get(cmap.get(ord(ch), ".notdef"), (500, 0))[0] for ch in text) / upm * pt / 72 * 2.54


def min_width(run, font, pt):
    return max([width_cm(t, font, pt) for t, _ in tokens(list(run))] + [0.0]) + 0.15


def esc(s):
    return s.replace("\\", "\\e")


def tr(run):
    return "".join(esc(seg.text).replace(" ", "\\~") if isinstance(seg, V) else esc(seg) for seg in run)


def line(s):
    return "\\&" + s


def tblock(lines, font=None, adj="l"):
    body = [".fi", ".hy 0", ".ad " + adj] + ([".ft " + font] if font else [])
    for k, x in enumerate(lines):
        body += ([".br"] if k else []) + [line(x)]
    return "T{\n" + "\n".join(body) + "\nT}"


def widths(weights, total=LINE_CM, mins=None, pt=10.0):
    n = len(weights)
    avail = total - 1.5 * pt / 72 * 2.54 * n - 0.2
    mins = mins or [0.0] * n
    tot = sum(weights)
    ws = [avail * w / tot for w in weights]
    for _ in range(8):
        short = [q for q in range(n) if ws[q] < mins[q] - 1e-6]
        if not short:
            break
        for q in short:
            ws[q] = mins[q]
        free = [q for q in range(n) if q not in short and ws[q] > mins[q]]
        extra = sum(ws) - avail
        ft = sum(weights[q] for q in free) or 1
        for q in free:
            ws[q] -= extra * weights[q] / ft
    return ["%.2fc" % w for w in ws], sum(ws) <= avail + 0.01


class Me:
    def __init__(self, doc, size):
        self.doc, self.size = doc, size
        self.L, self.vals = [], []

    def emit(self, *ls):
        self.L.extend(ls)

    def text(self, run):
        run = [run] if isinstance(run, str) else run
        self.vals[-1].extend(runvals(run))
        return tr(run)

    def titles(self, k, n):
        d = self.doc
        h = self.text(d["head"]).replace("|", "/")
        f = self.text(d["foot"]).replace("|", "/")
        self.emit(".he |\\s-2\\f[I]%s\\f[P]\\s0||\\s-2%s\\s0|" % (h, d["form"]), ".fo |\\s-2%s\\s0||\\s-2feuillet %d/%d\\s0|" % (f, k + 1, n))

    def top(self, part):
        iss = part["issuer"] or self.doc["issuer"]
        left = ["\\f[B]%s\\f[P]" % self.text(iss["name"]), "\\f[I]%s\\f[P]" % self.text(iss["service"])] + \
            ["\\s-1%s\\s0" % self.text(r_) for r_ in iss["lines"] + iss["contact"] + ([iss["legal"]] if iss.get("legal") else [])]
        right = ["\\s-1\\f[I]%s :\\f[P] %s\\s0" % (esc(cap), self.text(run)) for cap, run in part["refs"]] or ["\\s-1\\f[I]Document\\f[P] %s\\s0" % esc(self.doc["form"])]
        w = widths([1.7, 1.0], pt=self.size)[0]
        self.emit(".TS", "box tab(|);", "lw(%s) | lw(%s)." % tuple(w), tblock(left) + "|" + tblock(right), ".TE")
        if part["to"]:
            self.emit(".sp .4v", ".ba 8.2c", ".lp", line("\\f[I]À l'attention de\\f[P]"), ".br", line("\\f[B]%s\\f[P]" % self.text(part["to"]["name"])))
            for r_ in part["to"]["lines"]:
                self.emit(".br", line(self.text(r_)))
            self.emit(".ba 0", ".lp")
        self.emit(".sp .5v", ".lp", "\\l'%.1fc\\(ru'" % LINE_CM, ".sp .2v", ".ce 2", line("\\s+3\\f[B]%s\\f[P]\\s0" % esc(part["title"].upper())), ".ce 0",
                  "\\l'%.1fc\\(ru'" % LINE_CM, ".br")
        if part["place"]:
            self.emit(".sp .3v", ".rj 1", line("\\f[I]%s\\f[P]" % self.text(part["place"])))

    def block(self, b):
        k, pt = b[0], self.size
        if k == "p":
            self.emit(".pp", line(self.text(b[1])))
        elif k == "kv":
            cap_w = min(5.0, max(width_cm(cap, "PI", pt) for cap, _ in b[1]) + 0.3)
            w = widths([1.0, 3.6], mins=[cap_w, 0], pt=pt)[0]
            rows = []
            for j, (cap, run) in enumerate(b[1]):
                rows.append("%s|%s" % (tblock([esc(cap)], "PI", "r"), tblock([self.text(run)])))
                if j < len(b[1]) - 1:
                    rows.append("_")
            self.emit(".sp .3v", ".TS", "tab(|);", "rw(%s) lw(%s)." % tuple(w), *rows, ".TE")
        elif k in ("tab", "log"):
            heads, rows, wts = (b[1], b[2], b[3]) if k == "tab" else (["Date et heure", "Intervenant", "Action"], [list(x) for x in b[1]], [1.1, 1.3, 3.6])
            while True:
                mins = [max([min_width([h], "PB", pt)] + [min_width(row[q], "PR", pt) for row in rows]) for q, h in enumerate(heads)]
                w, ok = widths(wts, mins=mins, pt=pt)
                if ok or pt <= 5.0:
                    break
                pt -= 0.5
            self.emit(".sp .3v", ".ps %.1f" % pt, ".vs %.1fp" % (pt * 1.22), ".TS", "box tab(|);", " ".join("lw(%s)fPB" % x for x in w),
                      " ".join("l" for _ in w) + ".", "|".join(tblock([esc(h)]) for h in heads), "=")
            for row in rows:
                self.emit("|".join(tblock([self.text(list(cell))]) for cell in row))
            self.emit(".TE", ".ps %.1f" % self.size, ".vs %.1fp" % (self.size * 1.22))
        elif k == "chk":
            items = ["%s\\~%s" % ("(x)" if on else "(\\~\\~)", esc(t).replace(" ", "\\~")) for on, t in b[1]]
            self.emit(".lp", ".na", line(" \\h'1.2m'".join(items)), ".br", ".ad b")
        elif k == "list":
            for run in b[1]:
                self.emit(".ip \\(bu 1.4m", line(self.text(run)))
            self.emit(".lp")
        elif k == "alert":
            w = widths([1.0], pt=pt)[0]
            self.emit(".sp .3v", ".TS", "box tab(|);", "lw(%s)." % w[0], tblock(["\\f[B]Note :\\f[P] " + " ".join(self.text(r_) for r_ in b[1])]), ".TE")
        elif k == "quote":
            self.emit(".(q", line("\\f[I]%s\\f[P]" % " ".join(self.text(r_) for r_ in b[1])), ".)q")
        else:
            raise KeyError(k)

    def sigs(self, sigs):
        self.emit(".sp .6v", ".ba 9.5c")
        for role, runs in sigs:
            self.emit(".lp", line("\\f[I]%s\\f[P]" % esc(role)))
            for r_ in runs:
                self.emit(".br", line(self.text(r_)))
            self.emit(".sp .3v")
        self.emit(".ba 0", ".lp")

    def source(self):
        d, n, s = self.doc, len(self.doc["parts"]), self.size
        self.emit(".nr pp %.1f" % s, ".nr sp %.1f" % s, ".nr tp %.1f" % s, ".nr fp %.1f" % s, ".nr qp %.1f" % s, ".nr $r 1.22", ".nr $R 1.22",
                  ".ll %.1fc" % LINE_CM, ".nr tm 1.6c", ".nr bm 1.8c", ".nr hm .8c", ".nr fm .8c", ".po 2.3c", ".nr pi 0", ".nr ps .45v", ".nr sf 3",
                  ".nr si 0", ".fam P", ".hy 0", ".lg 0", ".kern 0", ".cflags 0 -\\[hy]\\[em]/", ".sz %.1f" % s)
        for k, part in enumerate(d["parts"]):
            self.vals.append([])
            if k:
                self.emit(".br", ".rs", ".bp")
            self.titles(k, n)
            self.top(part)
            sec = 0
            for head, blocks in part["secs"]:
                if head:
                    sec += 1
                    self.emit(".sh 1 \"%s\"" % esc(head).replace('"', "''"))
                for b in blocks:
                    self.block(b)
            if part["sigs"]:
                self.sigs(part["sigs"])
        return "\n".join(self.L) + "\n"


def groff(src, td):
    p = os.path.join(td, "doc.me")
    with open(p, "w", encoding="utf-8") as fh:
        fh.write(src)
    env = dict(os.environ, SOURCE_DATE_EPOCH="1764579600")
    r = subprocess.run(["groff", "-k", "-me", "-t", "-Tpdf", "-F", td, "-P-pa4", p], capture_output=True, env=env)
    if r.returncode != 0:
        raise RuntimeError(r.stderr.decode("utf-8", "replace")[-800:])
    return r.stdout


def render_me(doc):
    with tempfile.TemporaryDirectory() as td:
        fontdir(td)
        for size in SIZES:
            m = Me(doc, size)
            pdf = groff(m.source(), td)
            if check(pdf, m.vals):
                return pdf, m.vals
    raise RuntimeError("megroff: %s does not fit" % doc["form"])


_ = runtext
