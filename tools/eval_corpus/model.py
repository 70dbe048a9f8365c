"""Content model of the evaluation corpus: pages made of blocks made of segments.

Why: the text written into a PDF and its ground truth must come from the same
values. A segment is either plain text or an :class:`Item` (one occurrence of a
personal value, a decoy or an ordinary word); renderers only see the text, the
ground truth is read from the items. Nothing here ever re-detects anything.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

# Roles of a ground-truth item.
PII = "pii"  # must disappear from the output
KEEP = "keep"  # must survive (decoys, care dates, ordinary words)

CRITICAL_KINDS = {"DATE_NAISSANCE", "NIR", "IPP", "EMAIL"}


@dataclass(frozen=True)
class Item:
    """One value written in the document, with what the scorer must check.

    ``kind`` is a Caviard label (NOM, DATE_NAISSANCE, ...) for personal values
    and care dates, or ``DECOY`` / ``ORDINARY`` for words that must survive.
    ``probes`` are the strings whose presence in the output means the value
    leaked (PII) or survived (KEEP); by default the text itself.
    ``subtype`` says whose value it is (patient, praticien, tiers, etab) or
    what decoy it is (eponyme, code, labo, salle, date_soins, mot_nom...).
    ``removable`` lists words that may legitimately vanish with the value
    (the "Née le" before a birth date).
    """

    kind: str
    text: str
    role: str
    subtype: str = ""
    probes: tuple[str, ...] = ()
    removable: tuple[str, ...] = ()

    @property
    def critical(self) -> bool:
        if self.role != PII:
            return False
        if self.kind in CRITICAL_KINDS:
            return True
        return self.kind in ("NOM", "PRENOM") and self.subtype == "patient"

    def probe_list(self) -> tuple[str, ...]:
        return self.probes or (self.text,)

    def to_json(self) -> dict:
        return {
            "kind": self.kind,
            "text": self.text,
            "role": self.role,
            "subtype": self.subtype,
            "critical": self.critical,
            "probes": list(self.probe_list()),
            "removable": list(self.removable),
        }


@dataclass(frozen=True)
class Hyph:
    """An ordinary word broken across two lines with a hyphen ("inter-/vention")."""

    word: str
    cut: int

    @property
    def item(self) -> Item:
        return Item("ORDINARY", self.word, KEEP, "coupe")


Segment = "str | Item | Hyph"


@dataclass
class Para:
    segs: list
    size: float = 10.0
    bold: bool = False


@dataclass
class Table:
    rows: list  # list of rows; a row is a list of cells; a cell is a list of segments
    size: float = 9.0
    widths: tuple[float, ...] = ()  # fractions of the usable width
    header: bool = True


@dataclass
class Columns:
    left: list
    right: list


@dataclass
class Frame:
    """What repeats on every page of one (sub-)document: running header and footer."""

    header: list  # list[Para]
    footer: list  # list[Para]
    landscape: bool = False
    font: str = "sans"  # "sans" or "serif"


@dataclass
class Page:
    frame: Frame
    blocks: list


@dataclass
class Doc:
    name: str
    kind: str
    producer: str  # "pymupdf", "libreoffice" or "bundle"
    pages: list = field(default_factory=list)
    parts: list = field(default_factory=list)  # for bundles: sub-documents


# ---------------------------------------------------------------- traversal


def _blocks_segments(blocks):
    for b in blocks:
        if isinstance(b, Para):
            yield from b.segs
        elif isinstance(b, Table):
            for row in b.rows:
                for cell in row:
                    yield from cell
        elif isinstance(b, Columns):
            yield from _blocks_segments(b.left)
            yield from _blocks_segments(b.right)


def page_segments(page: Page):
    """Every segment written on a page, running header and footer included."""
    yield from _blocks_segments(page.frame.header)
    yield from _blocks_segments(page.blocks)
    yield from _blocks_segments(page.frame.footer)


def page_items(page: Page) -> list[Item]:
    out = []
    for s in page_segments(page):
        if isinstance(s, Item):
            out.append(s)
        elif isinstance(s, Hyph):
            out.append(s.item)
    return out


def seg_text(s, hyphen_break: str = "-\n") -> str:
    if isinstance(s, Item):
        return s.text
    if isinstance(s, Hyph):
        return s.word[: s.cut] + hyphen_break + s.word[s.cut :]
    return s


def para_text(p: Para) -> str:
    return "".join(seg_text(s) for s in p.segs)


def page_plain_text(page: Page) -> str:
    """The intended text of a page (for humans and tests, not for scoring)."""
    parts = []

    def walk(blocks):
        for b in blocks:
            if isinstance(b, Para):
                parts.append(para_text(b))
            elif isinstance(b, Table):
                for row in b.rows:
                    parts.append(" | ".join("".join(seg_text(s) for s in cell) for cell in row))
            elif isinstance(b, Columns):
                walk(b.left)
                walk(b.right)

    walk(page.frame.header)
    walk(page.blocks)
    walk(page.frame.footer)
    return "\n".join(parts)


_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)


def words(text: str) -> list[str]:
    return _WORD.findall(text)
