"""Document model of corpus AJ: pages of blocks made of segments; a segment may carry a truth item."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Seg:
    text: str
    item: dict | None = None
    bold: bool = False


@dataclass
class Block:
    kind: str                      # "line", "row", "rule", "gap", "title"
    segs: list = field(default_factory=list)       # line: list[Seg]; row: list[list[Seg]]
    size: float = 9.5
    bold: bool = False
    indent: float = 0.0
    header: bool = False           # table header row
    col: str = "main"              # "main" or "side" (two-column first pages)
    height: float = 0.0            # for gap


@dataclass
class Page:
    blocks: list = field(default_factory=list)


@dataclass
class Doc:
    name: str
    family: str
    shape: str
    pages: list
    running_head: list = field(default_factory=list)   # list[Seg] repeated on every page
    running_foot: list = field(default_factory=list)   # list[Seg]; "{p}"/"{n}" in plain segs
    meta: dict = field(default_factory=dict)
    meta_items: list = field(default_factory=list)


def item(role, kind, text, subtype="", critical=False, probes=None):
    return {"role": role, "kind": kind, "text": text, "subtype": subtype, "critical": critical,
            "probes": list(probes) if probes else [text]}
