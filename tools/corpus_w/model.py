"""Producer-independent document model of corpus W.

A document is a list of pages (pagination is decided here, not by the producer; the
self-check verifies that every producer kept it), each page a list of blocks; text is a
list of runs: plain strings, ``Item`` (one printed occurrence of a truth item),
``Sty`` (styled group of runs), ``Hyph`` (a word broken at a forced line end with a
hyphen) and ``PageNum`` (the "Page n/N" decoy of running headers and footers).
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(eq=False)
class Item:
    text: str
    kind: str
    role: str = "pii"
    subtype: str = ""
    critical: bool = False
    probes: list = field(default_factory=list)

    def __post_init__(self):
        if not self.probes:
            self.probes = [self.text]

    def truth(self) -> dict:
        return {"text": self.text, "kind": self.kind, "role": self.role, "subtype": self.subtype,
                "critical": self.critical, "probes": list(self.probes)}


@dataclass(eq=False)
class Sty:
    runs: list
    bold: bool = False
    italic: bool = False
    size: float | None = None


@dataclass(eq=False)
class Hyph:
    """``head`` + "-" at the end of a line, ``tail`` at the start of the next one."""
    head: str
    tail: str
    item: Item | None = None


@dataclass(eq=False)
class PageNum:
    """Rendered "Page n/N" (or ``fmt`` with {n} and {N}); becomes a DECOY item per page."""
    fmt: str = "Page {n}/{N}"


class LineBreak:
    pass


BR = LineBreak()


# ------------------------------------------------------------------ blocks

@dataclass(eq=False)
class Heading:
    runs: list
    level: int = 2
    align: str = "left"


@dataclass(eq=False)
class Para:
    runs: list
    align: str = "left"
    size: float | None = None
    bold: bool = False
    italic: bool = False
    space_before: float = 4


@dataclass(eq=False)
class Table:
    rows: list  # list of rows; row = list of cells; cell = list of runs (BR for line breaks)
    widths: list  # fractions summing to 1
    header: bool = True
    border: bool = True
    size: float | None = None
    shade_header: bool = True
    spans: dict = field(default_factory=dict)  # (row, cell index) -> number of columns spanned


@dataclass(eq=False)
class Cols:
    """Two (or more) columns of blocks side by side."""
    columns: list  # list of list of blocks
    widths: list


@dataclass(eq=False)
class Box:
    """A framed block (identity box, frame)."""
    blocks: list
    title: str | None = None
    width: float = 1.0  # fraction of the text width
    align: str = "left"


@dataclass(eq=False)
class Rule:
    pass


@dataclass(eq=False)
class Spacer:
    height: float = 8


@dataclass(eq=False)
class Doc:
    name: str
    kind: str
    title: str
    pages: list  # list of list of blocks
    header: list = field(default_factory=list)  # list of (align, runs)
    footer: list = field(default_factory=list)
    meta: dict = field(default_factory=dict)  # Title / Subject / Author / Keywords
    meta_items: list = field(default_factory=list)  # [{"kind","text","probes"}]
    patient_probes: list = field(default_factory=list)  # must not be in metadata unless listed
    form: dict | None = None  # for the pdftk producer


# ------------------------------------------------------------------ walking

def runs_items(runs):
    for r in runs:
        if isinstance(r, Item):
            yield r
        elif isinstance(r, Sty):
            yield from runs_items(r.runs)
        elif isinstance(r, Hyph) and r.item is not None:
            yield r.item


def block_items(b):
    if isinstance(b, (Heading, Para)):
        yield from runs_items(b.runs)
    elif isinstance(b, Table):
        for row in b.rows:
            for cell in row:
                yield from runs_items(cell)
    elif isinstance(b, Cols):
        for col in b.columns:
            for x in col:
                yield from block_items(x)
    elif isinstance(b, Box):
        for x in b.blocks:
            yield from block_items(x)


def runs_have_pagenum(runs):
    for r in runs:
        if isinstance(r, PageNum):
            return r
        if isinstance(r, Sty):
            x = runs_have_pagenum(r.runs)
            if x:
                return x
    return None


def page_truth(doc: Doc, index: int) -> list:
    """Truth items of page ``index`` (0-based): header, body, footer; one per printed occurrence."""
    n_pages = len(doc.pages)
    out = []
    for part in (doc.header, doc.pages[index], doc.footer):
        if part is doc.pages[index]:
            for b in part:
                out += [it.truth() for it in block_items(b)]
            continue
        for _, runs in part:
            out += [it.truth() for it in runs_items(runs)]
            pn = runs_have_pagenum(runs)
            if pn:
                txt = pn.fmt.format(n=index + 1, N=n_pages)
                out.append(Item(txt, "DECOY", "keep", "page", False, [txt]).truth())
    return out


def plain(runs, n=1, N=1) -> str:
    """The text of runs (for tests and metadata)."""
    s = []
    for r in runs:
        if isinstance(r, str):
            s.append(r)
        elif isinstance(r, Item):
            s.append(r.text)
        elif isinstance(r, Sty):
            s.append(plain(r.runs, n, N))
        elif isinstance(r, Hyph):
            s.append(r.head + "-\n" + r.tail)
        elif isinstance(r, PageNum):
            s.append(r.fmt.format(n=n, N=N))
        elif isinstance(r, LineBreak):
            s.append("\n")
    return "".join(s)


def tidy_probes(doc: Doc) -> None:
    """Decoy probes of one character ("3") are too common to be judged: use the whole text instead."""
    parts = [b for pg in doc.pages for b in pg]
    items = [it for b in parts for it in block_items(b)]
    items += [it for part in (doc.header, doc.footer) for _, runs in part for it in runs_items(runs)]
    for it in items:
        if it.role == "keep":
            good = [p for p in it.probes if len(p) >= 2]
            it.probes = good or [it.text]
