"""Blocks -> fixed-width text lines (for the listing producers)."""
import textwrap


def wrap(text, width, indent=""):
    return textwrap.wrap(text, width, break_on_hyphens=False, break_long_words=False,
                         initial_indent=indent, subsequent_indent=indent) or [""]


def hf(b, W):
    l, r = b["left"], b["right"]
    if len(l) + len(r) + 2 <= W:
        return [l + " " * (W - len(l) - len(r)) + r]
    return [l, r.rjust(W)] if len(r) <= W else [l] + wrap(r, W)


def table(b, W):
    cols = list(zip(*([b["head"]] + b["rows"])))
    widths = [max(len(x) for x in col) for col in cols]
    if sum(widths) + 3 * len(widths) + 1 > W:
        out = []
        for row in b["rows"]:
            out += wrap(" ; ".join("%s : %s" % (h, v) for h, v in zip(b["head"], row) if v), W)
        return out
    sep = "+" + "+".join("-" * (w + 2) for w in widths) + "+"
    fmt = lambda row: "|" + "|".join(" %s " % v.ljust(w) for v, w in zip(row, widths)) + "|"  # noqa: E731
    return [sep, fmt(b["head"]), sep] + [fmt(r) for r in b["rows"]] + [sep]


def kv(b, W):
    st, pairs = b["style"], b["pairs"]
    cw = max(len(c) for c, _ in pairs)
    out = []
    if st == "cells":
        vw = max(len(v) for _, v in pairs)
        if cw + vw + 7 <= W:
            sep = "+" + "-" * (cw + 2) + "+" + "-" * (vw + 2) + "+"
            out.append(sep)
            for c, v in pairs:
                out.append("| %s | %s |" % (c.ljust(cw), v.ljust(vw)))
                out.append(sep)
            return out
        st = "inline"
    for c, v in pairs:
        if st == "inline":
            out += wrap("%s : %s" % (c.ljust(cw), v), W)
        elif st == "stacked":
            out += [c + " :"] + wrap(v, W, "    ")
        elif st == "valuefirst":
            line = "%s   (%s)" % (v, c)
            out += wrap(line, W)
        elif st == "far":
            if len(c) + len(v) + 3 <= W:
                out.append(c + " " + "." * (W - len(c) - len(v) - 2) + " " + v)
            else:
                out += [c] + wrap(v, W, "   ")
    return out


def block_lines(b, W):
    t = b["t"]
    if t == "title":
        s = b["text"]
        return ["", s.center(W).rstrip(), ("=" * len(s)).center(W).rstrip(), ""]
    if t in ("p", "words"):
        return wrap(b["text"], W) + [""]
    if t == "kv":
        return kv(b, W) + [""]
    if t == "table":
        return table(b, W) + [""]
    if t == "lines":
        if b["align"] == "right":
            m = max(len(x) for x in b["lines"])
            return [" " * max(0, W - m) + x for x in b["lines"]] + [""]
        return list(b["lines"]) + [""]
    if t == "hf":
        return hf(b, W)
    raise ValueError(t)


def page_lines(page, W, max_lines):
    head = []
    for b in page["header"]:
        head += block_lines(b, W)
    head.append("-" * W)
    body = []
    for b in page["body"]:
        body += block_lines(b, W)
    foot = ["-" * W]
    for b in page["footer"]:
        foot += block_lines(b, W)
    pad = max_lines - len(head) - len(body) - len(foot)
    if pad < 0:
        raise OverflowError("page too long: %d lines" % (len(head) + len(body) + len(foot)))
    lines = head + body + [""] * pad + foot
    for ln in lines:
        if len(ln) > W:
            raise OverflowError("line too long (%d): %s" % (len(ln), ln))
    return lines
