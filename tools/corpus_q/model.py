"""Document model: pages of blocks whose segments are plain text or tagged values (V)."""
from dataclasses import dataclass, field


@dataclass
class V:
    text: str
    kind: str
    role: str = "pii"          # "pii" or "keep"
    critical: bool = False
    probes: list = None
    subtype: str = ""

    def __post_init__(self):
        if self.probes is None:
            self.probes = [self.text]
        self.probes = list(dict.fromkeys(p for p in self.probes if p))

    def __str__(self):
        return self.text


def K(text, sub):
    """A decoy that must stay readable."""
    return V(text, "DECOY", "keep", False, None, sub)


def CD(text):
    """A care date (kept)."""
    return V(text, "DATE", "keep", False, None, "SOINS")


def W(text):
    """An ordinary word that is also a French surname (kept)."""
    return V(text, "MOT", "keep", False, None, "HOMONYME")


def plain(segs):
    if isinstance(segs, (str, V)):
        segs = [segs]
    return "".join(str(s) for s in segs)


def values(segs):
    if isinstance(segs, (str, V)):
        segs = [segs]
    return [s for s in segs if isinstance(s, V)]


# blocks: dicts with a "t" type
def Title(segs, level=1):
    return {"t": "title", "segs": segs, "level": level}


def Para(*segs):
    return {"t": "para", "segs": list(segs)}


def KV(rows, caption=None):
    """rows: list of (label, segs); printed as caption cell + value cell."""
    return {"t": "kv", "rows": rows, "caption": caption}


def Table(header, rows, widths=None, caption=None):
    return {"t": "table", "header": header, "rows": rows, "widths": widths, "caption": caption}


def Lines(*lines):
    """Separate lines (addresses, signatures, copie à)."""
    return {"t": "lines", "lines": list(lines)}


@dataclass
class Page:
    header: list = field(default_factory=list)   # lines (segs)
    footer: list = field(default_factory=list)
    blocks: list = field(default_factory=list)


@dataclass
class Doc:
    name: str
    doctype: str
    pages: list
    meta_title: object = None     # segs for the PDF Title, or None
    meta_author: str = ""


def block_segs(b):
    """Every segment list of a block, in reading order."""
    t = b["t"]
    if t in ("title", "para"):
        yield b["segs"]
    elif t == "kv":
        if b.get("caption"):
            yield b["caption"]
        for lab, v in b["rows"]:
            yield lab
            yield v
    elif t == "table":
        if b.get("caption"):
            yield b["caption"]
        for h in b["header"]:
            yield h
        for r in b["rows"]:
            for c in r:
                yield c
    elif t == "lines":
        for ln in b["lines"]:
            yield ln


def page_values(page):
    out = []
    for ln in page.header:
        out += values(ln)
    for b in page.blocks:
        for s in block_segs(b):
            out += values(s)
    for ln in page.footer:
        out += values(ln)
    return out


def truth_of(doc):
    pages = []
    for i, pg in enumerate(doc.pages):
        items = [{"role": v.role, "kind": v.kind, "text": v.text, "subtype": v.subtype,
                  "probes": v.probes, "critical": v.critical} for v in page_values(pg)]
        pages.append({"index": i, "items": items})
    t = {"document": doc.name, "doctype": doc.doctype, "pages": pages, "metadata_items": []}
    if doc.meta_title is not None:
        for v in values(doc.meta_title):
            if v.role == "pii":
                t["metadata_items"].append({"kind": v.kind, "text": v.text, "probes": v.probes, "field": "Title"})
    return t
