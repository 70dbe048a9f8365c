"""A tiny page-description list (text, lines, boxes) drawn later by gofpdf (Go) or PDF::Create (Perl).

Coordinates are PDF points from the top-left corner of an A4 page; ``y`` of a text is its baseline.
"""

from __future__ import annotations

W, H = 595.28, 841.89

# approximate Helvetica advance widths (per 1 pt of size), enough for layout
_NARROW = set("iljtf.,;:'!|I ")
_WIDE = set("mwMWœŒ@%")


def text_width(s: str, size: float, bold=False) -> float:
    w = 0.0
    for ch in s:
        if ch in _NARROW:
            w += 0.28
        elif ch in _WIDE:
            w += 0.85
        elif ch.isupper() or ch.isdigit():
            w += 0.64 if ch.isupper() else 0.556
        else:
            w += 0.52
    return w * size * (1.06 if bold else 1.0)


def wrap(s: str, width: float, size: float, bold=False) -> list[str]:
    lines, cur = [], ""
    for word in s.split(" "):
        cand = word if not cur else cur + " " + word
        if text_width(cand, size, bold) <= width or not cur:
            cur = cand
        else:
            lines.append(cur)
            cur = word
    if cur:
        lines.append(cur)
    return lines


class Canvas:
    def __init__(self):
        self.pages: list[list[list]] = []

    def new_page(self):
        self.pages.append([])

    @property
    def ops(self):
        return self.pages[-1]

    def text(self, x, y, s, font="H", size=9.0):
        self.ops.append(["T", round(x, 2), round(y, 2), font, size, s])

    def line(self, x1, y1, x2, y2, lw=0.5):
        self.ops.append(["L", round(x1, 2), round(y1, 2), round(x2, 2), round(y2, 2), lw])

    def rect(self, x, y, w, h, lw=0.5, fill=-1.0):
        self.ops.append(["R", round(x, 2), round(y, 2), round(w, 2), round(h, 2), lw, fill])

    def para(self, x, y, s, width, font="H", size=9.0, lead=None) -> float:
        """Wrapped paragraph; returns the baseline after the last line."""
        lead = lead or size * 1.3
        for ln in wrap(s, width, size, font.endswith("B")):
            self.text(x, y, ln, font, size)
            y += lead
        return y

    def boxes(self, x, y, chars: str, cell=13.0, h=15.0, size=10.0, gap_every=None, font="C"):
        """One character per box (digits of a NIR, letters of a name); returns the x after the last box.

        ``chars`` is given without spaces; ``gap_every`` is a list of group lengths separated by a gap.
        """
        groups = gap_every or [len(chars)]
        i = 0
        for gi, g in enumerate(groups):
            if gi:  # group boundary: a thick vertical rule, no gap (a gap makes pdftotext split columns)
                self.line(x, y - 2, x, y + h + 2, 1.6)
            for _ in range(g):
                if i >= len(chars):
                    break
                self.rect(x, y, cell, h, 0.6)
                ch = chars[i]
                if ch != " ":
                    self.text(x + (cell - 0.6 * size) / 2, y + h - 4, ch, font, size)
                x += cell
                i += 1
        return x

    def labelled_box(self, x, y, w, h, title, size=8.0):
        self.rect(x, y, w, h, 0.7)
        self.rect(x, y, w, 12, 0.7, 0.88)
        self.text(x + 4, y + 9, title, "HB", size)
        return y + 12 + size + 3

    def spec(self, title=None, xmp_title=None, author=None, subject=None) -> dict:
        return {"title": title or "", "xmp_title": xmp_title or "", "author": author or "",
                "subject": subject or "", "pages": self.pages}
