"""Conservative height estimates and explicit pagination (every producer gets the same pages)."""

from __future__ import annotations

import copy
import math

MM = 72 / 25.4
PAGE_W, PAGE_H = 595.28, 841.89
FONT_FACTOR = {"sans": 1.0, "serif": 0.93, "dejavu": 1.13, "mono": 1.15}
LH = 1.32
FILL = 0.86


def char_w(c):
    if c == " ":
        return 0.28
    if c.isdigit():
        return 0.56
    if c.isupper():
        return 0.70
    if c in "il.,;:'!|ïî":
        return 0.28
    if c in "mwMW":
        return 0.85
    if c.isalpha():
        return 0.53
    return 0.45


def text_w(s, size, font="sans", bold=False):
    w = sum(char_w(c) for c in s) * size * FONT_FACTOR.get(font, 1.0)
    return w * (1.08 if bold else 1.0) * 1.04


def count_lines(runs, width, size, font="sans"):
    """Greedy word wrap over runs; explicit newlines start a new line."""
    if width <= 5:
        return 99
    lines, cur = 1, 0.0
    for r in runs:
        bold = "b" in r["f"]
        for k, seg in enumerate(r["s"].split("\n")):
            if k:
                lines, cur = lines + 1, 0.0
            for word in seg.split(" "):
                w = text_w(word + " ", size, font, bold)
                if cur + w > width and cur > 0:
                    lines += 1
                    cur = w
                    while cur > width:  # a very long word breaks where it must
                        lines += 1
                        cur -= width
                else:
                    cur += w
    return lines


def geometry(doc):
    st = doc.style
    l, r, t, b = (x * MM for x in st["margins"])
    hh = fh = 0.0
    if doc.header:
        hh = len(doc.header["rows"]) * doc.header["size"] * LH + 8
    if doc.footer:
        fh = len(doc.footer["rows"]) * doc.footer["size"] * LH + 8
    top = max(t, 9 * MM + hh)
    bottom = max(b, 9 * MM + fh)
    return {"w": PAGE_W, "h": PAGE_H, "left": l, "right": r, "top": top, "bottom": bottom,
            "header_y": 9 * MM, "footer_y": 8 * MM, "body_w": PAGE_W - l - r, "body_h": PAGE_H - top - bottom}


def block_h(bl, width, font):
    t = bl["t"]
    if t in ("p", "h"):
        extra = 5 if t == "h" and bl.get("rule") else 0
        return count_lines(bl["runs"], width - bl.get("indent", 0), bl["size"], font) * bl["size"] * LH + bl["space"] + extra + 2
    if t == "kv":
        return sum(kv_row_h(bl, row, width, font) for row in bl["rows"]) + 4
    if t == "table":
        h = 6
        if bl.get("caption"):
            h += count_lines(bl["caption"], width, bl["size"], font) * bl["size"] * LH + 4
        if bl["head"]:
            h += table_row_h(bl, bl["head"], width, font)
        return h + sum(table_row_h(bl, row, width, font) for row in bl["rows"])
    if t == "cols":
        wl = width * bl["split"] - 8
        wr = width * (1 - bl["split"]) - 8
        return max(sum(block_h(b, wl, font) for b in bl["left"]), sum(block_h(b, wr, font) for b in bl["right"])) + 6
    if t == "space":
        return bl["h"]
    if t == "rule":
        return 8
    return 0


def kv_row_h(bl, row, width, font):
    s = bl["size"]
    if bl["stack"]:
        return (count_lines(row[0], width, s, font) + count_lines(row[1], width - 12, s, font)) * s * LH + 5
    w0, w1 = (x * width - 8 for x in bl["widths"])
    return max(count_lines(row[0], w0, s, font), count_lines(row[1], w1, s, font)) * s * LH + 6


def table_row_h(bl, row, width, font):
    s = bl["size"]
    return max(count_lines(c, w * width - 9, s, font) for c, w in zip(row, bl["widths"])) * s * LH + 7


def paginate(doc):
    """Split doc.flow into pages; tables and label/value blocks split between rows."""
    g = geometry(doc)
    font = doc.style["font"]
    cap = g["body_h"] * FILL
    pages, cur, used = [], [], 0.0
    queue = list(doc.flow)
    while queue:
        bl = queue.pop(0)
        if bl["t"] == "break":
            if cur:
                pages.append(cur)
            cur, used = [], 0.0
            continue
        h = block_h(bl, g["body_w"], font)
        if bl["t"] == "h" and queue and cur and queue[0]["t"] not in ("break",):
            nxt = queue[0]
            if nxt["t"] in ("table", "kv") and len(nxt["rows"]) > 3:
                probe = copy.copy(nxt)
                probe["rows"] = nxt["rows"][:2]
                need = block_h(probe, g["body_w"], font)
            else:
                need = block_h(nxt, g["body_w"], font)
            if used + h + need > cap:  # a heading stays with what follows it
                pages.append(cur)
                cur, used = [], 0.0
        if used + h <= cap:
            cur.append(bl)
            used += h
            continue
        if bl["t"] in ("table", "kv") and len(bl["rows"]) > 3:
            key = "rows"
            first = copy.copy(bl)
            n = 0
            for n in range(len(bl[key]), 0, -1):
                first[key] = bl[key][:n]
                if used + block_h(first, g["body_w"], font) <= cap:
                    break
            if n >= 2 and len(bl[key]) - n >= 1:
                rest = copy.copy(bl)
                rest[key] = bl[key][n:]
                if bl["t"] == "table":
                    rest["caption"] = None
                    if not bl.get("repeat_head", True):
                        rest["head"] = None
                cur.append(first)
                pages.append(cur)
                cur, used = [], 0.0
                queue.insert(0, rest)
                continue
        if not cur:
            raise ValueError("%s: block too tall for a page (%.0f > %.0f)" % (doc.name, h, cap))
        pages.append(cur)
        cur, used = [], 0.0
        queue.insert(0, bl)
    if cur:
        pages.append(cur)
    doc.pages = pages
    doc.geometry = g
    return pages


def ceil_pt(x):
    return math.ceil(x * 100) / 100
