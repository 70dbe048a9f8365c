"""Document model shared by the four renderers, with planted values marked inline.

A template builds ``Doc.body`` (a list of blocks, plain dicts) and the running
``header``/``footer``. Every personal value or decoy goes through ``Doc.pii`` /
``Doc.keep``, which returns the text wrapped in private-use markers; ``Doc.export``
strips the markers and lists the items in reading order, so an optional block
dropped to fit the page plan takes its items with it.

Blocks (key ``t``):
  title, h (level 1/2), p (align, italic, bold, size), small, kv (rows, cols, border),
  table (head, rows, widths, size, zebra), box (title, lines), cols2 (left, right lines),
  list (items), sign (lines), space (mm), hr, pagebreak.
Inline bold: ``**text**``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

M_OPEN, M_MID, M_CLOSE = "\ue000", "\ue001", "\ue002"
_MARK = re.compile(M_OPEN + r"(\d+)" + M_MID + r"(.*?)" + M_CLOSE, re.S)

CRITICAL_KINDS = {"DATE_NAISSANCE", "NIR", "INS", "NIA", "IPP", "EMAIL"}


@dataclass
class Item:
    role: str  # pii | keep
    kind: str
    text: str
    subtype: str = ""
    probes: list = field(default_factory=list)
    critical: bool = False
    removable: list = field(default_factory=list)
    owner: str = ""  # patient | relative | pro | org (informative)


class Doc:
    def __init__(self, name: str, kind: str, producer: str):
        self.name = name
        self.kind = kind
        self.producer = producer
        self.style: dict = {}
        self.meta: dict = {}
        self.meta_items: list = []
        self.header: dict = {}
        self.footer: dict = {}
        self.body: list = []
        self.registry: dict[int, Item] = {}
        self.planned_pages = 1
        self.scenario = None

    # -------------------------------------------------------------- values
    def _mark(self, item: Item) -> str:
        n = len(self.registry)
        self.registry[n] = item
        return "%s%d%s%s%s" % (M_OPEN, n, M_MID, item.text, M_CLOSE)

    def pii(self, text: str, kind: str, extra=(), owner: str = "", critical: bool | None = None) -> str:
        text = str(text)
        probes = [text] + [p for p in extra if p and p != text]
        if critical is None:
            critical = kind in CRITICAL_KINDS or (owner == "patient" and kind in ("NOM", "PRENOM"))
        return self._mark(Item("pii", kind, text, "", probes, bool(critical), [], owner))

    def keep(self, text: str, kind: str, subtype: str, probes=None) -> str:
        text = str(text)
        return self._mark(Item("keep", kind, text, subtype, list(probes or [text]), False))

    def date(self, text: str) -> str:
        return self.keep(text, "DATE", "SOINS")

    def decoy(self, text: str, subtype: str) -> str:
        return self.keep(text, "DECOY", subtype)

    def word(self, text: str, subtype: str = "HOMONYME") -> str:
        return self.keep(text, "ORDINAIRE", subtype)

    def add(self, *blocks) -> None:
        self.body.extend(blocks)

    def meta_value(self, field_name: str, text: str, probes: list[str]) -> None:
        self.meta[field_name] = text
        for p in probes:
            self.meta_items.append({"kind": "METADONNEES", "field": field_name, "text": p, "probes": [p]})

    # -------------------------------------------------------------- export
    @staticmethod
    def strip(s: str) -> tuple[str, list[int]]:
        ids: list[int] = []

        def rep(m):
            ids.append(int(m.group(1)))
            return m.group(2)

        return _MARK.sub(rep, s), ids

    def _walk(self, obj, ids: list[int]):
        if isinstance(obj, str):
            s, found = self.strip(obj)
            ids.extend(found)
            return s
        if isinstance(obj, list):
            return [self._walk(x, ids) for x in obj]
        if isinstance(obj, dict):
            return {k: self._walk(v, ids) for k, v in obj.items()}
        return obj

    def export(self) -> tuple[dict, list[Item], list[Item], list[Item]]:
        """Renderer JSON, body items in reading order, header items, footer items."""
        body_ids: list[int] = []
        hdr_ids: list[int] = []
        ftr_ids: list[int] = []
        body = self._walk(self.body, body_ids)
        header = self._walk(self.header, hdr_ids)
        footer = self._walk(self.footer, ftr_ids)
        spec = {"name": self.name, "style": self.style, "meta": self.meta, "header": header,
                "footer": footer, "body": body}
        return (spec, [self.registry[i] for i in body_ids], [self.registry[i] for i in hdr_ids],
                [self.registry[i] for i in ftr_ids])

    def drop_last_optional(self) -> bool:
        for i in range(len(self.body) - 1, -1, -1):
            if self.body[i].get("opt"):
                del self.body[i]
                return True
        return False


# ------------------------------------------------------------------ block helpers

def title(text, **kw):
    return dict(t="title", text=text, **kw)


def h(text, level=1, **kw):
    return dict(t="h", text=text, level=level, **kw)


def p(text, **kw):
    return dict(t="p", text=text, **kw)


def small(text, **kw):
    return dict(t="small", text=text, **kw)


def kv(rows, cols=1, border=False, **kw):
    return dict(t="kv", rows=rows, cols=cols, border=border, **kw)


def table(head, rows, widths=None, **kw):
    return dict(t="table", head=head, rows=rows, widths=widths, **kw)


def box(lines, title=None, **kw):
    return dict(t="box", lines=lines, title=title, **kw)


def cols2(left, right, **kw):
    return dict(t="cols2", left=left, right=right, **kw)


def bullets(items, **kw):
    return dict(t="list", items=items, **kw)


def sign(lines, **kw):
    return dict(t="sign", lines=lines, **kw)


def space(mm=4):
    return dict(t="space", mm=mm)


def hr():
    return dict(t="hr")


def pagebreak():
    return dict(t="pagebreak")
