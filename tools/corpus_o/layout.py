"""Shared line layout for the producers that only place strings (matplotlib, R, Scribus).

Blocks become positioned lines (x, y from the top, size, bold, text) on an A4 page of
595 x 842 pt. Widths come from Helvetica's metrics, scaled for wider fonts.
"""
from __future__ import annotations

import unicodedata

W, H, LM, RM = 595.0, 842.0, 48.0, 547.0
# Helvetica widths (1/1000 em), ASCII 32..126
_HW = [278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556,
       556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667,
       556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556,
       556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722,
       500, 500, 500, 334, 260, 334, 584]


def text_width(s: str, size: float, bold=False, scale=1.0) -> float:
    tot = 0
    for ch in s:
        b = unicodedata.normalize("NFD", ch)[0]
        o = ord(b)
        tot += _HW[o - 32] if 32 <= o <= 126 else (1000 if ch in "œŒ—" else 600)
    return tot * size / 1000.0 * (1.08 if bold else 1.0) * scale


def wrap(s: str, width: float, size: float, bold=False, scale=1.0) -> list[str]:
    words, lines, cur = s.split(" "), [], ""
    for w in words:
        t = (cur + " " + w) if cur else w
        if text_width(t, size, bold, scale) <= width or not cur:
            cur = t
        else:
            lines.append(cur)
            cur = w
    if cur:
        lines.append(cur)
    return lines


def layout_page(blocks, scale=1.0, base=9.5):
    """Return a list of (x, y_top, size, bold, text) and a list of rules (x0, y, x1)."""
    out, rules = [], []
    y = 48.0
    lead = base * 1.32
    foots = []
    for b in blocks:
        kind = b[0]
        if kind == "head":
            left, right = b[1], b[2]
            yl = yr = y
            for i, t in enumerate(left):
                sz = 10.5 if i == 0 else 8.5
                for ln in wrap(t, 300, sz, i == 0, scale):
                    out.append((LM, yl, sz, i == 0, ln))
                    yl += sz * 1.3
            for t in right:
                for ln in wrap(t, 190, 8.5, False, scale):
                    out.append((357, yr, 8.5, False, ln))
                    yr += 8.5 * 1.3
            y = max(yl, yr) + 6
            rules.append((LM, y, RM))
            y += 12
        elif kind == "title":
            for ln in wrap(b[1], RM - LM, 12.5, True, scale):
                out.append((LM, y, 12.5, True, ln))
                y += 16
            y += 6
        elif kind == "sub":
            y += 4
            for ln in wrap(b[1], RM - LM, 10, True, scale):
                out.append((LM, y, 10, True, ln))
                y += 13.5
        elif kind == "p":
            for ln in wrap(b[1], RM - LM, base, False, scale):
                out.append((LM, y, base, False, ln))
                y += lead
            y += 4
        elif kind == "kv":
            for k, v in b[1]:
                out.append((LM, y, base, True, k + " :"))
                lines = wrap(v, RM - 205, base, False, scale)
                for ln in lines:
                    out.append((205, y, base, False, ln))
                    y += lead
            y += 5
        elif kind == "table":
            head, rows = b[1], b[2]
            n = len(head)
            weights = [max([text_width(head[i], base - 1, True)] + [text_width(r[i], base - 1) for r in rows]) + 20 for i in range(n)]
            total = sum(weights)
            widths = [(RM - LM) * w / total for w in weights]
            xs = [LM + sum(widths[:i]) for i in range(n)]
            rules.append((LM, y - 2, RM))
            for row, bold in [(head, True)] + [(r, False) for r in rows]:
                cells = [wrap(row[i], widths[i] - 8, base - 1, bold, scale) for i in range(n)]
                for i, cl in enumerate(cells):
                    for j, ln in enumerate(cl):
                        out.append((xs[i] + 2, y + 2 + j * (base + 1.5), base - 1, bold, ln))
                y += max(len(c) for c in cells) * (base + 1.5) + 5
                rules.append((LM, y - 1, RM))
            y += 8
        elif kind == "sign":
            y += 6
            for t in b[1]:
                out.append((330, y, base, False, t))
                y += lead
            y += 4
        elif kind == "foot":
            foots.append(b[1])
    fy = H - 30 - 10 * (len(foots) - 1)
    for t in foots:
        out.append((LM, fy, 7.5, False, t))
        fy += 10
    if y > H - 50 - 10 * len(foots):
        raise ValueError("page overflow (%d)" % y)
    return out, rules
