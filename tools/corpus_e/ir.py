"""Document model: pages of blocks; personal values are registered where they are written."""

from __future__ import annotations

from dataclasses import dataclass, field

CRITICAL_KINDS = {"NOM", "PRENOM", "DATE_NAISSANCE", "NIR", "IPP", "EMAIL"}
A4 = (595.28, 841.89)


@dataclass
class T:  # a paragraph (wrapped to the frame width)
    text: str
    size: float = 9
    bold: bool = False
    align: str = "L"
    gap: float = 1.5
    italic: bool = False


@dataclass
class Table:
    rows: list  # list of list of str
    widths: list  # fractions
    header: bool = True
    grid: bool = True
    size: float = 8
    bold_cols: tuple = ()
    align: tuple = ()  # per column "L"/"R"/"C"
    shade_header: bool = True


@dataclass
class Cols:
    cols: list  # list of (fraction, [blocks])
    gap: float = 10


@dataclass
class Box:
    blocks: list
    pad: float = 4
    border: bool = True
    shade: bool = False


@dataclass
class Sp:
    h: float = 6


@dataclass
class HR:
    w: float = 0.6


@dataclass
class Page:
    doc: "Doc"
    index: int
    landscape: bool = False
    blocks: list = field(default_factory=list)
    footer: list = field(default_factory=list)
    items: list = field(default_factory=list)

    def add(self, *blocks):
        self.blocks.extend(blocks)
        return self

    def v(self, kind: str, text: str, sub: str = "patient", probes=None, removable=(), critical=None) -> str:
        """Register a personal value written on this page and return it."""
        if critical is None:
            critical = sub == "patient" and kind in CRITICAL_KINDS or kind == "NIR"
        self.items.append({"kind": kind, "text": text, "role": "pii", "subtype": sub, "critical": bool(critical),
                           "probes": list(probes or [text]), "removable": list(removable)})
        return text

    def k(self, kind: str, text: str, sub: str, probes=None) -> str:
        """Register a value that must stay (DATE of care, DECOY, ORDINARY)."""
        self.items.append({"kind": kind, "text": text, "role": "keep", "subtype": sub, "critical": False,
                           "probes": list(probes or [text]), "removable": []})
        return text

    # shorthands
    def date(self, text):
        return self.k("DATE", text, "date_soins")

    def dec(self, text, sub):
        return self.k("DECOY", text, sub)

    def ordi(self, text):
        return self.k("ORDINARY", text, "homonyme")


@dataclass
class Doc:
    name: str
    kind: str
    producer: str
    font: str = "LiberationSans"
    title: str = ""
    author: str = ""
    subject: str = ""
    pages: list = field(default_factory=list)
    metadata_items: list = field(default_factory=list)

    def page(self, landscape=False) -> Page:
        p = Page(self, len(self.pages), landscape=landscape)
        self.pages.append(p)
        return p

    def meta_item(self, kind, text, sub, probes=None, critical=False):
        self.metadata_items.append({"kind": kind, "text": text, "role": "pii", "subtype": sub,
                                    "critical": critical, "probes": list(probes or [text]), "removable": []})
        return text


def block_text(b) -> str:
    if isinstance(b, T):
        return b.text
    if isinstance(b, Table):
        return "\n".join("  ".join(c for c in row) for row in b.rows)
    if isinstance(b, Cols):
        return "\n".join(block_text(x) for _, bl in b.cols for x in bl)
    if isinstance(b, Box):
        return "\n".join(block_text(x) for x in b.blocks)
    return ""


def page_text(p: Page) -> str:
    return "\n".join(t for t in (block_text(b) for b in p.blocks + p.footer) if t)
