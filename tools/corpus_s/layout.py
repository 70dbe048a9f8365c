"""Absolute layout shared by the pydyf, Inkscape and LibreOffice Draw renderers.

A page becomes a list of runs (x_mm, baseline_y_mm, size_pt, bold, text) and rules (x1, y1, x2, y2) in mm,
origin at the top-left corner of an A4 page. Personal values are never broken across lines.
"""
PT = 0.3528
W, H = 210.0, 297.0
LM, RM = 18.0, 192.0
TOP, BOTTOM = 14.0, 283.0


def cw(ch):
    if ch in " il.,:;'!|jtfr()[]/-":
        return 0.3
    if ch.isupper() or ch in "mwMW%@":
        return 0.72
    if ch.isdigit():
        return 0.556
    return 0.54


def width(text, size, bold=False):
    return sum(cw(c) for c in text) * size * PT * (1.07 if bold else 1.0)


def tokens(segs):
    """Atomic tokens: personal/kept values whole, other text word by word (with their trailing space)."""
    out = []
    for s in segs:
        if s.item is not None:
            out.append((s.text, s.bold))
        else:
            parts = s.text.split(" ")
            for i, p in enumerate(parts):
                tok = p + (" " if i < len(parts) - 1 else "")
                if tok:
                    out.append((tok, s.bold))
    return out


def wrap(segs, size, maxw):
    lines, cur, curw = [], "", 0.0
    for tok, _b in tokens(segs):
        w = width(tok, size)
        if cur and curw + w > maxw and not cur.endswith("(") and tok.strip():
            lines.append(cur.rstrip())
            cur, curw = tok.lstrip(), width(tok.lstrip(), size)
        else:
            cur += tok
            curw += w
    if cur.strip():
        lines.append(cur.rstrip())
    return lines


class Page:
    def __init__(self):
        self.runs, self.rules = [], []
        self.y = TOP

    def text(self, x, size, txt, bold=False, dy=None):
        self.y += (dy if dy is not None else size * PT * 1.35)
        self.runs.append((x, self.y, size, bold, txt))

    def cell_lines(self, x, y, size, lines, bold=False):
        for i, ln in enumerate(lines):
            self.runs.append((x, y + size * PT * (1.0 + 1.3 * i), size, bold, ln))
        return size * PT * (0.35 + 1.3 * len(lines))


def place(page_model, rng_variant=0):
    pg = Page()
    for b in page_model.header:
        block(pg, b)
    pg.rules.append((LM, pg.y + 2, RM, pg.y + 2))
    pg.y += 5
    for b in page_model.blocks:
        block(pg, b)
        pg.y += 2.2
    if pg.y > BOTTOM - 12:
        raise ValueError("page overflow (%.1f mm)" % pg.y)
    # footer at the bottom
    fy = BOTTOM - 8
    saved = pg.y
    pg.y = fy
    pg.rules.append((LM, fy, RM, fy))
    for b in page_model.footer:
        block(pg, b)
    pg.y = saved
    return pg


def block(pg, b):
    kind = b[0]
    if kind == "title":
        _, ss, size = b
        for ln in wrap(ss, size, RM - LM):
            pg.text(LM, size, ln, bold=True)
        pg.y += 1.5
    elif kind == "para":
        _, ss, size = b
        for ln in wrap(ss, size, RM - LM):
            pg.text(LM, size, ln)
    elif kind == "lines":
        _, xf, rows, size = b
        x = LM + xf * (RM - LM)
        for r in rows:
            for ln in wrap(r, size, RM - x):
                pg.text(x, size, ln)
        pg.y += 1
    elif kind == "space":
        pg.y += b[1]
    elif kind == "kv":
        _, style, rows = b
        size = 9.0
        if style == "grid":
            cx = LM + 55
            pg.y += 1
            for cap, v in rows:
                vl = wrap(v, size, RM - cx - 3)
                y0 = pg.y
                h = max(pg.cell_lines(LM + 1.5, y0 + 0.8, size, [cap], bold=True), pg.cell_lines(cx + 1.5, y0 + 0.8, size, vl)) + 1.2
                pg.rules += [(LM, y0, RM, y0), (LM, y0, LM, y0 + h), (cx, y0, cx, y0 + h), (RM, y0, RM, y0 + h)]
                pg.y = y0 + h
            pg.rules.append((LM, pg.y, RM, pg.y))
        elif style == "nextline":
            for cap, v in rows:
                pg.text(LM, 8, cap + " :", bold=True)
                for ln in wrap(v, size, RM - LM - 8):
                    pg.text(LM + 8, size, ln)
        elif style == "valuefirst":
            for cap, v in rows:
                lines = wrap(v, size, 100)
                for i, ln in enumerate(lines):
                    pg.text(LM, size, ln)
                    if i == 0:
                        pg.runs.append((LM + 118, pg.y, 8, False, "(" + cap.lower() + ")"))
        else:  # far: caption on the left, value far away on the same line
            for cap, v in rows:
                lines = wrap(v, size, RM - LM - 95)
                for i, ln in enumerate(lines):
                    pg.y += size * PT * 1.35
                    if i == 0:
                        pg.runs.append((LM, pg.y, size, True, cap + " ....."))
                    pg.runs.append((LM + 92, pg.y, size, False, ln))
    elif kind == "table":
        _, header, rows, widths = b
        size = 8.5
        n = len(header)
        widths = widths or [(RM - LM) / n] * n
        xs = [LM]
        for w in widths:
            xs.append(xs[-1] + w)
        allrows = [[[h] for h in header]] + [[wrap(c, size, widths[i] - 3) for i, c in enumerate(r)] for r in rows]
        pg.y += 1
        for ri, r in enumerate(allrows):
            y0 = pg.y
            h = max(pg.cell_lines(xs[i] + 1.5, y0 + 0.8, size, lines, bold=(ri == 0)) for i, lines in enumerate(r)) + 1.2
            pg.rules.append((LM, y0, RM, y0))
            for x in xs:
                pg.rules.append((x, y0, x, y0 + h))
            pg.y = y0 + h
        pg.rules.append((LM, pg.y, RM, pg.y))
