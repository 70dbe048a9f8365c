"""Line layout shared by the four writers: wrapping with LiberationSans metrics, pages, tables.

Output per page: a list of ops with absolute positions (top-based y, points, A4) and the
list of truth items whose text lies on that page, in reading order.
"""

from __future__ import annotations

import re

from fontTools.ttLib import TTFont

FONT_REG = "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf"
FONT_BOLD = "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf"
PAGE_W, PAGE_H = 595.0, 842.0
LEFT, RIGHT = 56.0, 545.0
TOP, BOTTOM = 66.0, 792.0
HEAD_Y, FOOT_Y = 42.0, 816.0
BODY = 9.3


class Metrics:
    def __init__(self):
        self.w = {}
        for key, path in (("r", FONT_REG), ("b", FONT_BOLD)):
            f = TTFont(path)
            cmap = f.getBestCmap()
            hm = f["hmtx"].metrics
            upm = f["head"].unitsPerEm
            self.w[key] = (cmap, hm, upm)

    def width(self, text, size, bold=False, spacing=0.0):
        cmap, hm, upm = self.w["b" if bold else "r"]
        tot = 0
        for ch in text:
            g = cmap.get(ord(ch))
            tot += hm[g][0] if g else upm // 2
        return tot * size / upm + spacing * max(0, len(text) - 1)


M = None


def metrics():
    global M
    if M is None:
        M = Metrics()
    return M


def seg_text(segs):
    return "".join(s if isinstance(s, str) else s["text"] for s in segs)


def atoms(segs):
    """Word groups: (text, [items], hyphenable) ; items are never broken."""
    groups = []  # each: [text, items, plain]
    pending_space = True
    for s in segs:
        if isinstance(s, str):
            parts = re.split(r"(\s+)", s)
            for part in parts:
                if part == "":
                    continue
                if part.isspace():
                    pending_space = True
                    continue
                if pending_space or not groups:
                    groups.append([part, [], True])
                else:
                    groups[-1][0] += part
                pending_space = False
        else:
            if pending_space or not groups:
                groups.append([s["text"], [s], False])
            else:
                groups[-1][0] += s["text"]
                groups[-1][1].append(s)
                groups[-1][2] = False
            pending_space = False
    return groups


_HY = re.compile(r"^[a-zàâçéèêëîïôûùüÿœ]{10,}[,.;:]?$")


def wrap(segs, width, size, bold, hyphenate=False, spacing=0.0):
    """Lines: list of (list of (word text, items), is_last)."""
    m = metrics()
    sp = m.width(" ", size, bold)
    lines, cur, cur_w = [], [], 0.0
    for text, its, plain in atoms(segs):
        w = m.width(text, size, bold, spacing)
        add = w if not cur else cur_w + sp + w
        if add <= width or not cur:
            cur.append((text, its))
            cur_w = add
            continue
        if hyphenate and plain and _HY.match(text):
            room = width - cur_w - sp
            best = None
            core = text.rstrip(",.;:")
            for k in range(len(core) - 4, 3, -1):
                if m.width(core[:k] + "-", size, bold, spacing) <= room:
                    best = k
                    break
            if best:
                cur.append((core[:best] + "-", []))
                lines.append(cur)
                rest = text[best:]
                cur, cur_w = [(rest, [])], m.width(rest, size, bold, spacing)
                continue
        lines.append(cur)
        cur, cur_w = [(text, its)], w
    if cur:
        lines.append(cur)
    return lines


class Layout:
    def __init__(self, family_opts):
        self.o = family_opts
        self.pages = []  # each: {"ops": [], "items": []}
        self.y = TOP

    def new_page(self):
        self.pages.append({"ops": [], "items": []})
        self.y = TOP

    def cur(self):
        return self.pages[-1]

    def need(self, h):
        if self.y + h > BOTTOM:
            self.new_page()

    def para(self, segs, size=BODY, bold=False, indent=0.0, center=False, spacing=0.0, kind="body"):
        m = metrics()
        x0 = LEFT + indent
        width = RIGHT - x0
        lh = size * 1.32
        lines = wrap(segs, width, size, bold, hyphenate=self.o.get("hyphenate") and kind == "body", spacing=spacing)
        sp = m.width(" ", size, bold)
        for i, words in enumerate(lines):
            self.need(lh)
            self.y += lh
            last = i == len(lines) - 1
            widths = [m.width(t, size, bold, spacing) for t, _ in words]
            natural = sum(widths) + sp * (len(words) - 1)
            gap = sp
            if self.o.get("justify") and not last and not center and len(words) > 1 and not words[-1][0].endswith("-"):
                gap = sp + (width - natural) / (len(words) - 1)
            x = x0 + ((width - natural) / 2 if center else 0)
            pos = []
            for (t, _), w in zip(words, widths):
                pos.append([round(x, 2), t])
                x += w + gap
            txt = " ".join(t for t, _ in words)
            self.cur()["ops"].append({"t": "text", "x": round(pos[0][0], 2), "y": round(self.y, 2), "s": size, "b": int(bold),
                                      "txt": txt, "words": pos, "ls": spacing, "kind": kind})
            for _, its in words:
                self.cur()["items"].extend(its)

    def gap(self, h):
        self.y += h

    def table(self, widths, header, rows, size=8.4):
        m = metrics()
        rowh = round(size * 2.0, 2)
        total = rowh * (len(rows) + 1)
        self.need(total + 6)
        self.y += 6
        x0 = LEFT
        cells = []
        for r in [header] + rows:
            line = []
            for ci, cseg in enumerate(r):
                segs = cseg if isinstance(cseg, list) else [cseg]
                txt = seg_text(segs)
                bold = r is header
                if m.width(txt, size, bold) > widths[ci] - 6:
                    raise ValueError("cell too wide: %r" % txt)
                line.append(txt)
                for s in segs:
                    if not isinstance(s, str):
                        self.cur()["items"].append(s)
            cells.append(line)
        self.cur()["ops"].append({"t": "table", "x": x0, "y": round(self.y, 2), "widths": widths, "rowh": rowh, "s": size,
                                  "rows": cells, "header": 1})
        self.y += total + 4

    def finish(self, head, foot, side, page_marker_item):
        n = len(self.pages)
        for i, pg in enumerate(self.pages):
            m = metrics()
            ht = seg_text(head)
            hs = 7.6
            pg["ops"].insert(0, {"t": "text", "x": LEFT, "y": HEAD_Y, "s": hs, "b": 0, "txt": ht, "kind": "head",
                                 "words": None, "ls": 0})
            marker = "Page %d/%d" % (i + 1, n)
            ft = seg_text(foot)
            pg["ops"].append({"t": "text", "x": LEFT, "y": FOOT_Y, "s": hs, "b": 0, "txt": ft, "kind": "foot",
                              "words": None, "ls": 0})
            pg["ops"].append({"t": "text", "x": round(RIGHT - m.width(marker, hs), 2), "y": FOOT_Y, "s": hs, "b": 0,
                              "txt": marker, "kind": "marker", "words": None, "ls": 0})
            items = [s for s in head if not isinstance(s, str)] + pg["items"]
            items += [s for s in foot if not isinstance(s, str)] + [page_marker_item(marker)]
            if self.o.get("side"):
                st = seg_text(side)
                pg["ops"].append({"t": "side", "x": 30.0, "y": 700.0, "s": 7.0, "txt": st})
                items += [s for s in side if not isinstance(s, str)]
            pg["items"] = items
            # sanity: text inside the page
            for op in pg["ops"]:
                if op["t"] == "text":
                    w = m.width(op["txt"], op["s"], bool(op["b"]), op.get("ls", 0))
                    if op["kind"] in ("head", "foot") and w > RIGHT - LEFT - 40:
                        raise ValueError("header/footer too wide (%d): %s" % (w, op["txt"]))
        return self.pages


def lay_out(ctx_pages, head, foot, side, opts, page_marker_item):
    L = Layout(opts)
    L.new_page()
    for pi, blocks in enumerate(ctx_pages):
        if pi > 0:
            L.new_page()
        for blk in blocks:
            k = blk[0]
            if k == "p":
                o = blk[2]
                L.para(blk[1], size=o["s"] or BODY, bold=o["b"], indent=o["indent"])
            elif k == "title":
                L.gap(4)
                L.para(blk[1], size=blk[2]["s"], bold=True, center=True, spacing=opts.get("title_ls", 0.0), kind="title")
                L.gap(4)
            elif k == "gap":
                L.gap(blk[1])
            elif k == "table":
                L.table(blk[1], blk[2], blk[3])
    return L.finish(head, foot, side, page_marker_item)
