"""Document model of corpus H: pages of blocks whose text is a list of segments.

A segment is a template string or a ``V`` (a value). Blocks:
  ("title", segs) ("h", segs) ("p", segs) ("small", segs)
  ("lines", [segs, ...])            lines of an address / letterhead
  ("kv", [(label, segs), ...])      label / value block
  ("table", [header, ...], [[segs, ...], ...], widths)
  ("box", caption, [segs, ...])     framed patient sticker
  ("cols", [blocks], [blocks])      two-column area
  ("sign", [segs, ...])             right-aligned signature
Running headers and footers are functions (page_index, page_count) -> [segs, ...]
repeated on every page: each appearance is one truth item of its page.
"""

from __future__ import annotations

from .values import V


class Doc:
    def __init__(self, name, kind):
        self.name, self.kind = name, kind
        self.producer = None
        self.pages: list[list] = []
        self.header = lambda i, n: []
        self.footer = lambda i, n: []
        self.meta_title: list = []   # segments of the PDF Title
        self.meta_author: list = []  # segments of the PDF Author
        self.style = {}

    # ---------------------------------------------------------------- walking

    def page_lines(self, i: int) -> list[list]:
        """Every line of segments of page i, header and footer included, in reading order."""
        n = len(self.pages)
        out = list(self.header(i, n))
        for b in self.pages[i]:
            out.extend(block_lines(b))
        out.extend(self.footer(i, n))
        return out

    def page_items(self, i: int) -> list[V]:
        return [s for line in self.page_lines(i) for s in line if isinstance(s, V)]

    def page_text(self, i: int) -> str:
        return "\n".join(seg_text(line) for line in self.page_lines(i))

    def meta_items(self) -> list[V]:
        return [s for s in self.meta_title + self.meta_author if isinstance(s, V)]

    def truth(self) -> dict:
        return {"name": self.name, "kind": self.kind, "producer": self.producer, "page_count": len(self.pages),
                "pages": [{"index": i, "items": [v.item() for v in self.page_items(i)]} for i in range(len(self.pages))],
                "metadata_items": [v.item() for v in self.meta_items()]}


def seg_text(segs) -> str:
    return "".join(s.text if isinstance(s, V) else s for s in segs)


def block_lines(b) -> list[list]:
    t = b[0]
    if t in ("title", "h", "p", "small"):
        return [b[1]]
    if t in ("lines", "sign"):
        return list(b[1])
    if t == "kv":
        return [[label + " "] + list(segs) for label, segs in b[1]]
    if t == "table":
        out = [[h] for h in b[1]]
        for row in b[2]:
            out.extend(row)
        return out
    if t == "box":
        return ([[b[1]]] if b[1] else []) + list(b[2])
    if t == "cols":
        out = []
        for sub in b[1] + b[2]:
            out.extend(block_lines(sub))
        return out
    raise ValueError(t)
