"""The page layout three writers of corpus CF share (rotated ReportLab listing, PyMuPDF 2-up A5 booklet, bitonal scan):
one part of a document laid out top-down in points on a page of any size, lines broken between unbreakable words
(engine.bwrap: a value is never cut), with a running head and foot carrying "page k/n". Returns drawing operations
("t", x, y_baseline, text, style, size, grey, values) / ("l", x1, y1, x2, y2, width) / ("r", x, y, w, h) and the values of
the page in reading order; None when the part does not hold on the page (the writer then shrinks the scale)."""
from __future__ import annotations

from .engine import bwrap
from .model import R


class Lay:
    def __init__(self, meas, W, H, size, mx, my, deco):
        self.m, self.W, self.H, self.s, self.mx, self.my, self.deco = meas, W, H, size, mx, my, deco
        self.ops, self.vals, self.y = [], [], my
        self.bottom = H - my - size * 2.6

    def lead(self, size):
        return size * 1.32

    def run(self, run, x, w, st="R", size=None, grey=False):
        size = size or self.s
        for t, vals, _ in bwrap(run, w, lambda s: self.m(s, st, size)):
            self.y += self.lead(size)
            if self.y > self.bottom:
                raise OverflowError
            self.ops.append(("t", x, self.y, t, st, size, grey, list(vals)))
            self.vals.extend(vals)

    def gap(self, k=0.5):
        self.y += self.s * k

    def rule(self, w=0.4):
        self.ops.append(("l", self.mx, self.y + 3, self.W - self.mx, self.y + 3, w))
        self.y += 5


def lay_part(doc, part, k, n, W, H, meas, size, mx=42, my=36, deco="plain"):
    L = Lay(meas, W, H, size, mx, my, deco)
    tw = W - 2 * mx
    try:
        L.run(R(*doc["head"], " - page %d/%d" % (k, n)), mx, tw, "R", size * 0.82, True)
        L.rule(0.3)
        iss = part["issuer"]
        y0 = L.y
        if iss:
            lw = tw * (0.55 if part.get("to") or part.get("place") else 1.0)
            L.run(iss["name"], mx, lw, "B", size * 1.12)
            L.run(iss["service"], mx, lw, "I", size * 0.92)
            for ln in iss["lines"] + iss["contact"]:
                L.run(ln, mx, lw, "R", size * 0.88)
            if iss.get("legal"):
                L.run(iss["legal"], mx, lw, "R", size * 0.88)
        y1 = L.y
        if part.get("to") or part.get("place"):
            L.y = y0
            xr = mx + tw * 0.6
            wr = tw * 0.4
            if part.get("to"):
                L.run(["À l'attention de"], xr, wr, "I", size * 0.9)
                L.run(part["to"]["name"], xr, wr, "B")
                for ln in part["to"]["lines"]:
                    L.run(ln, xr, wr)
            if part.get("place"):
                L.gap(0.4)
                L.run(part["place"], xr, wr)
            L.y = max(L.y, y1)
        L.gap(0.8)
        L.run([part["title"]], mx, tw, "B", size * 1.35)
        L.rule(0.8 if deco != "plain" else 0.5)
        for cap, rr in part["refs"]:
            L.run(R(cap, " : ", rr), mx, tw, "R", size * 0.92)
        for head, blocks in part["secs"]:
            L.gap(0.6)
            if head:
                L.run([head.upper() if deco == "caps" else head], mx, tw, "B", size * 1.08)
            for b in blocks:
                block(L, b, mx, tw)
        for cap, runs in part["sigs"]:
            L.gap(0.8)
            if cap:
                L.run([cap], mx + tw * 0.45, tw * 0.55, "I")
            for rr in runs:
                L.run(rr, mx + tw * 0.45, tw * 0.55)
        L.y = L.bottom
        L.ops.append(("l", mx, L.y + 4, W - mx, L.y + 4, 0.3))
        L.y += 4
        L.bottom = H
        L.run(R(*doc["foot"], " - %s" % doc["form"]), mx, tw, "R", size * 0.8, True)
    except OverflowError:
        return None
    return L.ops, L.vals


def block(L, b, x, w):
    s = L.s
    kind = b[0]
    if kind == "p":
        L.run(b[1], x, w)
        L.gap(0.3)
    elif kind == "kv":
        for cap, rr in b[1]:
            y = L.y
            L.run([cap + " :"], x, w * 0.3, "B", s * 0.95)
            y2 = L.y
            L.y = y
            L.run(rr, x + w * 0.31, w * 0.69)
            L.y = max(L.y, y2)
    elif kind == "tab":
        heads, rows, weights = b[1], b[2], b[3]
        tot = sum(weights)
        ws = [w * q / tot for q in weights]
        xs = [x + sum(ws[:j]) for j in range(len(ws))]
        L.gap(0.3)
        for ri, row in enumerate([[[h] for h in heads]] + rows):
            y = L.y
            L.ops.append(("l", x, y + 2, x + w, y + 2, 0.6 if ri == 0 else 0.25))
            ym = y
            for j, cell in enumerate(row):
                L.y = y
                L.run(cell, xs[j] + 2, ws[j] - 6, "B" if ri == 0 else "R", s * 0.9)
                ym = max(ym, L.y)
            L.y = ym + 2
        L.ops.append(("l", x, L.y + 2, x + w, L.y + 2, 0.6))
        L.gap(0.6)
    elif kind == "chk":
        for on, t in b[1]:
            L.run(["[x] " if on else "[ ] ", t], x + 6, w - 6)
    elif kind == "list":
        for rr in b[1]:
            L.run(R("- ", rr), x + 8, w - 8)
    elif kind == "alert":
        y = L.y
        for rr in b[1]:
            L.run(rr, x + 8, w - 16, "B")
        L.ops.append(("r", x, y + 2, w, L.y - y + 4))
        L.gap(0.6)
