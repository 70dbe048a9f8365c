"""Corpus C: a neutral page model (segments, lines, blocks) and its ground truth.

A segment is a piece of text, optionally tagged with a truth item. A line is a
list of segments; blocks are paragraphs (lines), tables (rows of cells, a cell
being one line) and two-column blocks. The renderers of ``render.py`` draw the
same model with different producers; the truth is built from the model, so
every personal value written is listed exactly once per occurrence.

Display text may hold "-\\n": an explicit hyphenated line break ("Tourne-⏎sols").
The truth text is the joined reading, the one score_eval's normalisation gives.
"""

from __future__ import annotations

import re

# "critique" in score_eval: the patient's own name, first name, birth date, NIR, IPP, e-mail
CRITICAL_KINDS = {"NOM", "PRENOM", "DATE_NAISSANCE", "NIR", "IPP", "EMAIL"}
NBSP = "\u00a0"


def joined(display: str) -> str:
    t = re.sub(r"-\n(?=[a-zà-ÿœ])", "", display)
    t = t.replace("-\n", "-").replace("\n", " ").replace(NBSP, " ")
    return re.sub(r"\s+", " ", t).strip()


class Seg:
    __slots__ = ("bold", "item", "text")

    def __init__(self, text: str, item: dict | None = None, bold: bool = False):
        self.text, self.item, self.bold = text, item, bold


def pii(kind: str, display: str, sub: str, probes=None, removable=(), bold=False) -> Seg:
    text = joined(display)
    return Seg(display, bold=bold, item={"kind": kind, "text": text, "role": "pii", "subtype": sub,
                         "critical": sub == "patient" and kind in CRITICAL_KINDS,
                         "probes": list(probes) if probes else [text], "removable": list(removable)})


def keep(kind: str, display: str, sub: str, probes=None) -> Seg:
    text = joined(display)
    return Seg(display, {"kind": kind, "text": text, "role": "keep", "subtype": sub, "critical": False,
                         "probes": list(probes) if probes else [text], "removable": []})


def decoy(display: str, sub: str, probes=None) -> Seg:
    return keep("DECOY", display, sub, probes)


def B(text: str) -> Seg:
    return Seg(text, None, True)


def line(x) -> list[Seg]:
    if isinstance(x, (str, Seg)):
        x = [x]
    out = []
    for s in x:
        if isinstance(s, (list, tuple)):
            out.extend(line(s))
        elif isinstance(s, Seg):
            out.append(s)
        elif s:
            out.append(Seg(s))
    return out


def glue(seg: Seg) -> Seg:
    """Same value with non-breaking spaces: it cannot be wrapped inside a column."""
    return Seg(seg.text.replace(" ", NBSP), seg.item, seg.bold)


class Page:
    def __init__(self, landscape: bool = False, size: str = "A4"):
        self.landscape, self.size = landscape, size
        self.header: list[list[Seg]] = []
        self.footer: list[list[Seg]] = []
        self.blocks: list[tuple] = []

    def __setattr__(self, name, value):
        if name in ("header", "footer"):
            value = [line(x) for x in value]
        object.__setattr__(self, name, value)

    def p(self, *lines, **st):
        self.blocks.append(("p", [line(x) for x in lines], st))
        return self

    def table(self, rows, **st):
        self.blocks.append(("table", [[line(c) for c in r] for r in rows], st))
        return self

    def cols(self, left, right, **st):
        self.blocks.append(("cols", [[line(x) for x in left], [line(x) for x in right]], st))
        return self


class Doc:
    def __init__(self, name: str, kind: str):
        self.name, self.kind = name, kind
        self.pages: list[Page] = []
        self.meta: dict[str, str] = {}
        self.metadata_items: list[dict] = []
        self.producers: list[str] = []

    def page(self, **kw) -> Page:
        pg = Page(**kw)
        self.pages.append(pg)
        return pg


def page_lines(pg: Page):
    """Every line of the page in reading order (header, blocks, footer)."""
    yield from pg.header
    for kind, data, _st in pg.blocks:
        if kind == "p":
            yield from data
        elif kind == "table":
            for row in data:
                yield [s for i, c in enumerate(row) for s in ([Seg(" | ")] if i else []) + c]
        else:
            for col in data:
                yield from col
    yield from pg.footer


def subst(text: str, n: int, total: int) -> str:
    return text.replace("{PAGE}", str(n)).replace("{PAGES}", str(total))


def truth(doc: Doc, generator_version: int) -> dict:
    pages = []
    total = len(doc.pages)
    for i, pg in enumerate(doc.pages):
        items, texts = [], []
        for ln in page_lines(pg):
            texts.append(subst("".join(s.text for s in ln), i + 1, total).replace("\n", "\n"))
            items.extend(dict(s.item) for s in ln if s.item)
        pages.append({"index": i, "landscape": pg.landscape, "size": pg.size, "text": "\n".join(texts),
                      "items": items})
    return {"name": doc.name, "kind": doc.kind, "producer": doc.producers[0], "producers": doc.producers,
            "page_count": total, "pages": pages, "metadata_items": doc.metadata_items,
            "generator_version": generator_version, "wording": "C"}
