"""Document model of corpus G: pages made of blocks made of pieces.

A piece is either a plain ``str`` (template text, never personal) or a
:class:`Val` (a tagged value: personal data to remove, or a decoy/care date to
keep). Every appearance of a ``Val`` in a page becomes one truth item of that
page, so the truth follows the layout exactly.

Blocks (tuples, first element = type):
    ("title", pieces, opts)          big heading; opts: size, align
    ("para", pieces, opts)           paragraph; opts: bold, italic, size, align ("l", "c", "r")
    ("kv", [(label, pieces), ...], opts)  label / value rows
    ("table", header, rows, opts)    header: [str], rows: [[pieces]], opts: widths (fractions), size
    ("box", [pieces, ...], opts)     framed box (patient sticker); opts: title, width (fraction)
    ("cols", [blocks], [blocks], opts)  two columns; opts: ratio
    ("rule",)                        horizontal line
    ("space", n)                     vertical space, in lines
"""

from __future__ import annotations

from dataclasses import dataclass, field

CRITICAL_KINDS = {"DATE_NAISSANCE", "NIR", "IPP", "EMAIL"}


@dataclass(frozen=True)
class Val:
    text: str
    kind: str
    role: str = "pii"
    subtype: str = "patient"
    probes: tuple = ()
    removable: tuple = ()

    @property
    def critical(self) -> bool:
        if self.role != "pii":
            return False
        if self.kind in CRITICAL_KINDS:
            return True
        return self.kind in ("NOM", "PRENOM") and self.subtype == "patient"

    def item(self) -> dict:
        return {"kind": self.kind, "text": self.text, "role": self.role, "subtype": self.subtype,
                "critical": self.critical, "probes": list(self.probes or (self.text,)),
                "removable": list(self.removable)}


def P(*pieces) -> list:
    """A list of pieces; nested lists are flattened, None and "" dropped."""
    out: list = []
    for p in pieces:
        if p is None or p == "":
            continue
        if isinstance(p, (list, tuple)) and not isinstance(p, Val):
            out.extend(P(*p))
        else:
            out.append(p)
    return out


NB = "\x00"


def plain(pieces, nb: bool = False) -> str:
    """Text of pieces; with ``nb`` the spaces inside values are NB (a line break must not split them)."""
    return "".join((p.text.replace(" ", NB) if nb else p.text) if isinstance(p, Val) else p for p in P(pieces))


@dataclass
class Page:
    body: list = field(default_factory=list)
    header: list = field(default_factory=list)   # list of lines (pieces)
    footer: list = field(default_factory=list)   # list of lines (pieces)
    landscape: bool = False

    def add(self, *blocks):
        self.body.extend(blocks)
        return self


@dataclass
class Doc:
    name: str
    kind: str
    producer: str
    pages: list = field(default_factory=list)
    meta: dict = field(default_factory=dict)           # title, author, subject, keywords (pieces)
    style: dict = field(default_factory=dict)          # renderer hints (font, accent...)

    def meta_items(self) -> list:
        return [v.item() for key in sorted(self.meta) for v in P(self.meta[key]) if isinstance(v, Val) and v.role == "pii"]


def block_vals(block):
    """Every Val of a block, in reading order, once per appearance."""
    t = block[0]
    if t in ("title", "para"):
        yield from (p for p in P(block[1]) if isinstance(p, Val))
    elif t == "kv":
        for label, val in block[1]:
            yield from (p for p in P(label, val) if isinstance(p, Val))
    elif t == "table":
        for row in block[2]:
            for cell in row:
                yield from (p for p in P(cell) if isinstance(p, Val))
    elif t == "box":
        for line in block[1]:
            yield from (p for p in P(line) if isinstance(p, Val))
    elif t == "cols":
        for sub in list(block[1]) + list(block[2]):
            yield from block_vals(sub)


def page_vals(page: Page):
    for line in page.header:
        yield from (p for p in P(line) if isinstance(p, Val))
    for b in page.body:
        yield from block_vals(b)
    for line in page.footer:
        yield from (p for p in P(line) if isinstance(p, Val))
