"""The page template of the non-born-digital family of corpus BX ("scanlisting") and its OCR misreadings; scanlisting.py
prints it with a dot-matrix printer, scans it and writes the PDF with its OCR layer under the image.

Template (Listing): the output of the ED's and SAMU's old information system on an IMPACT (DOT-MATRIX) PRINTER, on
FAN-FOLD CONTINUOUS PAPER (240 x 305 mm, the two sprocket strips still attached). Everything is characters on a fixed
grid: the printer's pitch is the "type scale" - 10 cpi / 6 lpi, else 12 / 6, 12 / 8, 15 / 8, 17.1 cpi (condensed) / 8
lpi, the largest giving one sheet per part (else at most 3 sheets). On every sheet: a first line "SYS-URG V2.3 -
IMPRESSION DIFFEREE" and "BX-nn FEUILLET k/n", the running identity on the next line(s), a rule of "=" characters; each
part: the issuer's lines, then the references in a right-hand column as "CAPTION : value", the title in capitals
between two rules of "*" (emphasised: printed twice); headings "[n] HEADING ----" running to the margin; fields
"CAPTION...........: value" with dot leaders to a fixed column (continuation lines hang under the value); tables and
the vital-signs timeline as ASCII GRIDS ("+----+----+", "| cell | cell |"); logs as columns "hh:mm | who | event";
ticks "[X]" / "[ ]"; lists "  - "; notes between rows of "!"; quotes indented by six columns; signatures
"VISA : name" over a row of underscores; the foot as the sheet's last line.

OCR MISREADINGS (seeded): about three ordinary words per sheet ("rn" -> "m", "é" -> "e", "è" -> "e", "i" -> "l", "c" ->
"e", "h" -> "b") and one or two values per document (in a surname or town "I" -> "l", "O" -> "0", "E" -> "F", "é" -> "e";
in a number "0" -> "O", "1" -> "l", "5" -> "S", "8" -> "B", "6" -> "G"). The truth records a misread value as the layer
writes it; its other occurrences keep their spelling.
"""
from __future__ import annotations

import re

from .engine import BFlow, Template, bwrap, col_widths
from .model import V

PITCHES = [(10.0, 6.0), (12.0, 6.0), (12.0, 8.0), (15.0, 8.0), (17.1, 8.0)]
PAGE = (240.0, 305.0)


def measure():
    return lambda t, st, size: len(t) * size * 0.6 * 25.4 / 72


class Listing(Template):
    x0, top_margin, bottom = 21.0, 27.0, 290.0

    def setp(self, k):
        self.cpi, self.lpi = PITCHES[k]
        self.S = 72.0 / (self.cpi * 0.6)                  # Courier size whose advance is the pitch
        self.pitch, self.line = 25.4 / self.cpi, 25.4 / self.lpi
        self.cols = int(198.0 / self.pitch)
        self.W = self.cols * self.pitch

    def x(self, col):
        return self.x0 + col * self.pitch

    def put(self, f, col, s, vals=(), st="R"):
        f.text(self.x(col), f.y, s, vals, st, self.S)

    def nl(self, f, n=1):
        for _ in range(n):
            f.need(self.line)
            f.y += self.line

    def wrap(self, run, ncols, brk=True):
        return bwrap(list(run), ncols * self.pitch + 0.01, lambda t: len(t) * self.pitch, brk)

    def build(self, k):
        self.setp(k)
        self.k = k
        f = BFlow(self.meas, self.top_margin, self.bottom)
        f.k = k
        for pi, part in enumerate(self.doc["parts"]):
            if pi:
                f.new_page()
            self.npart, self.nsec = pi + 1, 0
            self.top(f, part)
            for head, blocks in part["secs"]:
                if head:
                    self.nsec += 1
                    self.heading(f, head)
                for b in blocks:
                    getattr(self, "b_" + b[0])(f, b)
            if part["sigs"]:
                self.sigs(f, part["sigs"])
        return f

    def layout(self):
        best = None
        for k in range(len(PITCHES)):
            f = self.build(k)
            if len(f.pages) == len(self.doc["parts"]):
                best = f
                break
            if len(f.pages) <= 3 and best is None:
                best = f
        if best is None:
            raise RuntimeError("listing: %d pages" % len(f.pages))
        self.setp(best.k)
        self.frame(best)
        return best

    def top(self, f, part):
        iss = self.issuer(part)
        half = self.cols // 2
        left = [(iss["name"], "B")] + ([([iss["service"].upper()], "R")] if iss.get("service") else [])
        left += [(r_, "R") for r_ in iss["lines"] + iss["contact"] + ([iss["legal"]] if iss.get("legal") else [])]
        right = []
        for cap, run in part["refs"]:
            right.append(([("%-9s: " % cap.upper()[:9])] + list(run), "R"))
        for run, st in left:
            for t, v, _ in self.wrap(run, self.cols):
                self.nl(f)
                self.put(f, 0, t, v, st)
        for run, st in right:
            for t, v, _ in self.wrap(run, self.cols - half - 6):
                self.nl(f)
                self.put(f, half + 6, t, v)
        if part["to"]:
            self.nl(f)
            for run in [["A L'ATTENTION DE : "] + list(part["to"]["name"])] + part["to"]["lines"]:
                for t, v, _ in self.wrap(run, self.cols - half):
                    self.nl(f)
                    self.put(f, half, t, v)
        self.nl(f, 2)
        title = part["title"].upper()
        self.put(f, 0, "*" * self.cols)
        self.nl(f)
        self.put(f, max(0, (self.cols - len(title)) // 2), title, (), "B")
        self.nl(f)
        self.put(f, 0, "*" * self.cols)
        if part["place"]:
            self.nl(f)
            for t, v, _ in self.wrap(list(part["place"]), self.cols):
                self.put(f, self.cols - len(t), t, v)
        self.nl(f)

    def heading(self, f, text):
        if f.y + 4 * self.line > f.bottom:
            f.new_page()
        self.nl(f)
        t = "[%d] %s " % (self.nsec, text.upper())
        self.put(f, 0, t + "-" * max(0, self.cols - len(t)), (), "B")

    def b_p(self, f, b):
        for t, v, _ in self.wrap(b[1], self.cols):
            self.nl(f)
            self.put(f, 0, t, v)

    def b_kv(self, f, b):
        cw = 20
        for cap, run in b[1]:
            c = cap.upper()[:cw - 3]
            for j, (t, v, _) in enumerate(self.wrap(run, self.cols - cw - 2)):
                self.nl(f)
                if j == 0:
                    self.put(f, 0, c + "." * (cw - len(c) - 1) + ":")
                self.put(f, cw + 1, t, v)

    def grid(self, f, heads, rows, weights):
        ws = col_widths(f, heads, rows, weights, (self.cols - len(heads) - 1) * self.pitch, "R", self.S, pad=self.pitch * 2)
        n = [max(3, int(round(w / self.pitch)) - 1) for w in ws]
        while 1 + sum(n) + 3 * len(n) > self.cols and max(n) > 6:
            n[n.index(max(n))] -= 1
        rule = "+" + "+".join("-" * (k + 2) for k in n) + "+"
        self.nl(f)
        self.put(f, 0, rule)
        self.nl(f)
        self.put(f, 0, "|" + "|".join(" %-*s " % (k, h.upper()[:k]) for k, h in zip(n, heads)) + "|", (), "B")
        self.nl(f)
        self.put(f, 0, rule.replace("-", "="))
        for row in rows:
            cells = [self.wrap(list(cell), k, False) for cell, k in zip(row, n)]
            for j in range(max(len(c) for c in cells)):
                self.nl(f)
                txt, vals = "|", []
                for c, k in zip(cells, n):
                    t, v = (c[j][0], c[j][1]) if j < len(c) else ("", [])
                    txt += " %-*s |" % (k, t)
                    vals += v
                self.put(f, 0, txt, vals)
        self.nl(f)
        self.put(f, 0, rule)

    def b_tab(self, f, b):
        self.grid(f, b[1], b[2], b[3])

    def b_vit(self, f, b):
        self.grid(f, *self.vit_rows(b))

    def b_log(self, f, b):
        for when, who, text in b[1]:
            lines = self.wrap(list(text), self.cols - 18)
            for j, (t, v, _) in enumerate(lines):
                self.nl(f)
                if j == 0:
                    wt, wv = "".join(x if isinstance(x, str) else x.text for x in when), [x for x in when if isinstance(x, V)]
                    ht, hv = "".join(x if isinstance(x, str) else x.text for x in who), [x for x in who if isinstance(x, V)]
                    self.put(f, 0, "%-8s | %-5s |" % (wt, ht), wv + hv)
                self.put(f, 18, t, v)

    def b_chk(self, f, b):
        col = self.cols
        for on, text in b[1]:
            item = "[%s] %s" % ("X" if on else " ", text)
            if col + len(item) + 3 > self.cols:
                self.nl(f)
                col = 0
            self.put(f, col, item)
            col += len(item) + 3

    def b_list(self, f, b):
        for run in b[1]:
            for j, (t, v, _) in enumerate(self.wrap(run, self.cols - 4)):
                self.nl(f)
                if j == 0:
                    self.put(f, 1, "-")
                self.put(f, 4, t, v)

    def b_alert(self, f, b):
        self.nl(f)
        self.put(f, 0, "!" * self.cols)
        for run in b[1]:
            for t, v, _ in self.wrap(run, self.cols - 4):
                self.nl(f)
                self.put(f, 0, "!")
                self.put(f, 2, t, v, "B")
        self.nl(f)
        self.put(f, 0, "!" * self.cols)

    def b_quote(self, f, b):
        for run in b[1]:
            for j, (t, v, _) in enumerate(self.wrap(run, self.cols - 10)):
                self.nl(f)
                self.put(f, 6, t, v)

    def sigs(self, f, sigs):
        self.nl(f)
        for role, runs in sigs:
            self.nl(f)
            self.put(f, self.cols // 2, "VISA - %s" % (role or "SIGNATURE").upper())
            for run in runs:
                for t, v, _ in self.wrap(run, self.cols // 2):
                    self.nl(f)
                    self.put(f, self.cols // 2, t, v)
            self.nl(f)
            self.put(f, self.cols // 2, "_" * 30)

    def frame(self, f):
        n = len(f.pages)
        doc, cols = self.doc, self.cols
        for k, p in enumerate(f.pages):
            right = "%s FEUILLET %d/%d" % (doc["form"], k + 1, n)
            y = 8.0
            p["ops"].append(("t", self.x(0), y, "SYS-URG V2.3 - IMPRESSION DIFFEREE", "R", self.S, (0, 0, 0), 0.0, ()))
            p["ops"].append(("t", self.x(cols - len(right)), y, right, "R", self.S, (0, 0, 0), 0.0, ()))
            for t, v, _ in self.wrap(list(doc["head"]), cols):
                y += self.line
                p["ops"].append(("t", self.x(0), y, t, "B", self.S, (0, 0, 0), 0.0, tuple(v)))
                p["vals"].extend(v)
            p["ops"].append(("t", self.x(0), y + 0.8 * self.line, "=" * cols, "R", self.S, (0, 0, 0), 0.0, ()))
            fl = self.wrap(["--- "] + list(doc["foot"]) + [" ---"], cols)
            y = 300.0 - self.line * (len(fl) - 1)
            for t, v, _ in fl:
                p["ops"].append(("t", self.x(0), y, t, "R", self.S, (0, 0, 0), 0.0, tuple(v)))
                p["vals"].extend(v)
                y += self.line


def lay_listing(doc):
    return Listing(doc, measure()).layout()


# ------------------------------------------------------------------ seeded OCR misreadings of the dot-matrix print
WORD_RULES = [("rn", "m"), ("é", "e"), ("è", "e"), ("i", "l"), ("c", "e"), ("h", "b"), ("u", "ii")]
NAME_RULES = [("I", "l"), ("O", "0"), ("E", "F"), ("é", "e"), ("M", "H"), ("i", "l")]
DIGIT_RULES = {"0": "O", "1": "l", "5": "S", "8": "B", "6": "G"}


def misread_word(w, rnd, rules=WORD_RULES):
    rs = list(rules)
    rnd.shuffle(rs)
    for a, b in rs:
        k = w.find(a, 1)
        if 0 < k < len(w) - len(a):
            return w[:k] + b + w[k + len(a):]
    return None


def misread_digits(text, rnd):
    ks = [k for k in range(1, len(text) - 1) if text[k] in DIGIT_RULES and text[k - 1].isdigit() and text[k + 1].isdigit()]
    if not ks:
        return None
    k = rnd.choice(ks)
    return text[:k] + DIGIT_RULES[text[k]] + text[k + 1:]


def ocr_errors(lines, rnd):
    """lines: per page [[text, values]] (mutated): misread a few words and one or two values; the truth follows."""
    budget = 1 + rnd.randint(0, 1)
    for pl in lines:
        page_words = {w for _, vals in pl for v in vals for w in re.findall(r"\w+", v.text)}
        cand = []
        for k, (s, vals) in enumerate(pl):
            spans = [(s.find(v.text), s.find(v.text) + len(v.text)) for v in vals if v.text in s]
            for m in re.finditer(r"[^\W\d_]{5,}", s):
                if m.group() not in page_words and not any(a <= m.start() < b or a < m.end() <= b for a, b in spans):
                    cand.append((k, m.start(), m.group()))
        rnd.shuffle(cand)
        done = set()
        for k, at, w in cand:
            if len(done) >= 3:
                break
            new = None if k in done else misread_word(w, rnd)
            if new:
                s = pl[k][0]
                pl[k][0] = s[:at] + new + s[at + len(w):]
                done.add(k)
        if not budget:
            continue
        vc = [(k, v) for k, (s, vals) in enumerate(pl) if k not in done for v in vals
              if v.role == "pii" and v.kind in ("NOM", "IDENTIFIANT", "TELEPHONE", "IPP", "VILLE", "NUM_SEJOUR") and len(v.text) >= 5]
        rnd.shuffle(vc)
        for k, v in vc:
            s, vals = pl[k]
            others = [u for u in vals if u is not v]
            if s.count(v.text) != 1 or any(v.text in u.text or u.text in v.text for u in others):
                continue
            new = misread_digits(v.text, rnd) if v.kind in ("IDENTIFIANT", "TELEPHONE", "IPP", "NUM_SEJOUR") else misread_word(v.text, rnd, NAME_RULES)
            if not new or new == v.text:
                continue
            pl[k] = [s.replace(v.text, new), [V(v.kind, new, v.sub, v.role) if u is v else u for u in vals]]
            budget -= 1
            break
    return lines
