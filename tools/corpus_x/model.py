"""Document model of corpus X: items (truth values), lines, pages.

A document is a list of ``Line`` objects whose cells hold segments: plain
strings (template text) or ``Item`` objects (one per printed occurrence of a
value the judge must see: personal values, care dates, decoys, ordinary
homonyms). Renderers draw the same lines; the truth is collected from the
lines that land on each page.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

CRITICAL_KINDS = {"DATE_NAISSANCE", "NIR", "IPP", "EMAIL"}
GENERIC_ETAB = {"centre", "hospitalier", "intercommunal", "groupe", "clinique", "polyclinique", "laboratoire", "de",
                "du", "des", "la", "l", "d", "biologie", "médicale", "medicale"}
SCALE = [1.0]  # type size of the document being built (set by the generator per document)


@dataclass
class Item:
    role: str  # "pii" | "keep"
    kind: str
    text: str
    subtype: str = ""
    critical: bool = False
    probes: list = field(default_factory=list)

    def as_truth(self) -> dict:
        return {"role": self.role, "kind": self.kind, "text": self.text, "subtype": self.subtype,
                "critical": self.critical, "probes": list(self.probes)}


def pii(kind: str, text: str, sub: str = "", probes: list | None = None) -> Item:
    crit = kind in CRITICAL_KINDS or (kind in ("NOM", "PRENOM") and sub in ("patient", "naissance"))
    if probes is None:
        probes = [text]
        if kind == "ADRESSE":
            # distinctive part: the street without its number ("rue des Lilas")
            m = re.match(r"^\s*\d+\s*(bis|ter)?,?\s+(.+)$", text, re.I)
            if m and len(m.group(2).split()) >= 2:
                probes.append(m.group(2))
        elif kind == "ETABLISSEMENT":
            # distinctive part: the invented place name after the generic words
            toks = text.split()
            while toks and toks[0].lower().strip("'") in GENERIC_ETAB:
                toks.pop(0)
            tail = " ".join(toks)
            if len(tail) >= 6 and tail != text:
                probes.append(tail)
    return Item("pii", kind, text, sub, crit, probes)


def keep(kind: str, text: str, sub: str, probes: list | None = None) -> Item:
    return Item("keep", kind, text, sub, False, probes if probes is not None else [text])


def care_date(text: str) -> Item:
    return keep("DATE", text, "SOINS")


def decoy(sub: str, text: str, probes: list | None = None) -> Item:
    return keep("DECOY", text, sub, probes)


def mot(sub: str, word: str) -> Item:
    return keep("MOT", word, sub)


@dataclass
class Line:
    """One printed line: cells at x fractions of the text width, each a list of segments."""
    cells: list  # [(x_frac, [segments]), ...]
    size: float = 10.0
    bold: bool = False
    align: str = "l"  # for one-cell lines: l, c, r
    before: float = 0.0  # extra space above, in points
    rule: bool = False  # draw a horizontal rule under the line
    pagebreak: bool = False
    mark: str = ""  # "sig": room left for a handwritten signature

    @staticmethod
    def text_of(segs) -> str:
        return "".join(s if isinstance(s, str) else s.text for s in segs)

    def items(self):
        for _, segs in self.cells:
            for s in segs:
                if isinstance(s, Item):
                    yield s


def L(*segs, size=10.0, bold=False, align="l", before=0.0, x=0.0, rule=False) -> Line:
    return Line([(x, list(segs))], size=size * SCALE[0], bold=bold, align=align, before=before, rule=rule)


def row(cols, xs, size=9.0, bold=False, before=0.0, rule=False) -> Line:
    cells = []
    for x, c in zip(xs, cols):
        segs = c if isinstance(c, list) else [c]
        cells.append((x, segs))
    return Line(cells, size=size * SCALE[0], bold=bold, before=before, rule=rule)


def blank(h=6.0) -> Line:
    return Line([(0.0, [""])], size=h / 1.3)


def PAGEBREAK() -> Line:
    return Line([], pagebreak=True)


def wrap(segs, size: float, width_pt: float, avg: float = 0.53, first_x: float = 0.0, **kw) -> list:
    """Paragraph of segments to lines; items are never split; template words wrap at spaces."""
    size = size * SCALE[0]
    maxc = max(20, int(width_pt * (1 - first_x) / (size * avg)))
    tokens = []  # (text, seg) ; seg is Item or str
    for s in segs:
        if isinstance(s, Item):
            tokens.append(s)
        else:
            for part in re.findall(r"\S+\s*|\s+", s):
                tokens.append(part)
    lines, cur, n = [], [], 0
    for t in tokens:
        tl = len(t.text if isinstance(t, Item) else t.rstrip())
        if cur and n + tl > maxc:
            lines.append(cur)
            cur, n = [], 0
            if isinstance(t, str):
                t = t.lstrip()
                if not t:
                    continue
        cur.append(t)
        n += len(t.text if isinstance(t, Item) else t)
    if cur:
        lines.append(cur)
    out = []
    for segs_ in lines:
        # trim trailing spaces of the last template string
        if segs_ and isinstance(segs_[-1], str):
            segs_[-1] = segs_[-1].rstrip()
        out.append(Line([(first_x, segs_)], size=size, **kw))
        kw.pop("before", None)
    return out


@dataclass
class Doc:
    name: str
    kind: str
    family: str
    body: list
    header: object = None  # fn(page_index, n_pages) -> [Line]
    footer: object = None
    title: str = ""
    author: str = ""
    subject: str = ""
    meta_items: list = field(default_factory=list)
    style: dict = field(default_factory=dict)
    pages: list = field(default_factory=list)  # filled by paginate: [[(y_top_pt, Line)], ...]


def line_h(line: Line) -> float:
    return line.size * 1.32 + line.before


def paginate(doc: Doc, page_h: float = 842.0, top: float = 48.0, bottom: float = 48.0) -> None:
    """Place the body lines on pages (headers/footers added once the page count is known)."""
    hh = sum(line_h(x) for x in (doc.header(0, 9) if doc.header else []))
    fh = sum(line_h(x) for x in (doc.footer(0, 9) if doc.footer else []))
    avail = page_h - top - bottom - hh - fh - (8 if hh else 0) - (8 if fh else 0)
    pages, cur, used = [], [], 0.0
    for ln in doc.body:
        if ln.pagebreak:
            if cur:
                pages.append(cur)
            cur, used = [], 0.0
            continue
        h = line_h(ln)
        if cur and used + h > avail:
            pages.append(cur)
            cur, used = [], 0.0
        cur.append(ln)
        used += h
    if cur:
        pages.append(cur)
    n = len(pages)
    out = []
    for i, body in enumerate(pages):
        placed = []
        y = top
        for ln in (doc.header(i, n) if doc.header else []):
            y += ln.before
            placed.append((y, ln))
            y += ln.size * 1.32
        if doc.header:
            y += 8
        for ln in body:
            y += ln.before
            placed.append((y, ln))
            y += ln.size * 1.32
        if doc.footer:
            flines = doc.footer(i, n)
            y = page_h - bottom - sum(line_h(x) for x in flines)
            for ln in flines:
                y += ln.before
                placed.append((y, ln))
                y += ln.size * 1.32
        out.append(placed)
    doc.pages = out


def page_items(doc: Doc) -> list:
    return [[it for _, ln in placed for it in ln.items()] for placed in doc.pages]
