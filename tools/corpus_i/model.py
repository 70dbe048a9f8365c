"""Producer-neutral document model and the truth it implies (format of tools/score_eval.py).

A document is a list of explicit pages (each producer is told to break the page there),
plus a running header and footer repeated on every page. Text is a list of segments:
plain ``str``, bold labels ``B``, planted values ``V`` and the page marker ``PG``.
"""
from __future__ import annotations

CRITICAL_KINDS = {"DATE_NAISSANCE", "NIR", "IPP", "EMAIL"}


class V:
    """A planted value: personal (role pii) or a decoy / care date to keep (role keep)."""

    __slots__ = ("text", "kind", "role", "subtype", "critical", "probes", "bold")

    def __init__(self, text, kind, role="pii", subtype="", critical=None, probes=None, bold=False):
        self.text, self.kind, self.role, self.subtype = text, kind, role, subtype
        self.critical = (kind in CRITICAL_KINDS) if critical is None else critical
        if role == "keep":
            self.critical = False
        self.probes = list(probes) if probes else [text]
        if text not in self.probes:
            self.probes.insert(0, text)
        self.bold = bold

    def item(self):
        return {"role": self.role, "kind": self.kind, "subtype": self.subtype, "critical": self.critical,
                "text": self.text, "probes": self.probes, "removable": []}


class B(str):
    """Bold label."""


class PG:
    """Page marker: rendered 'Page p/n' by every producer."""


def K(text, sub):
    return V(text, "DECOY", role="keep", subtype=sub)


def D(text):
    return V(text, "DATE", role="keep", subtype="soins")


def seg_text(seg, page=None, npages=None):
    if isinstance(seg, V):
        return seg.text
    if isinstance(seg, PG):
        return "Page %d/%d" % (page, npages)
    return str(seg)


class Doc:
    def __init__(self, name, kind, title, producer=""):
        self.name, self.kind, self.title, self.producer = name, kind, title, producer
        self.header: list[list] = []   # lines of segments
        self.footer: list[list] = []   # lines of segments (PG allowed)
        self.pages: list[list] = [[]]  # blocks per page
        self.meta = {"title": title, "author": "", "subject": ""}
        self.meta_items: list[V] = []

    # building helpers -------------------------------------------------
    def add(self, *block):
        self.pages[-1].append(block)

    def new_page(self):
        self.pages.append([])

    def title_block(self, text):
        self.add("title", [text])

    def h(self, text):
        self.add("h", [text])

    def p(self, *segs):
        self.add("p", list(segs))

    def kv(self, rows):
        self.add("kv", [(B(lab), list(v) if isinstance(v, (list, tuple)) else [v]) for lab, v in rows])

    def table(self, head, rows, widths):
        norm = lambda c: c if isinstance(c, dict) else {"segs": list(c) if isinstance(c, (list, tuple)) else [c], "span": 1}
        self.add("table", {"head": [norm(c) for c in head], "rows": [[norm(c) for c in r] for r in rows],
                           "widths": widths})

    def letterhead(self, left, right):
        self.add("letterhead", [list(x) if isinstance(x, (list, tuple)) else [x] for x in left],
                 [list(x) if isinstance(x, (list, tuple)) else [x] for x in right])

    def sign(self, *lines):
        self.add("sign", [list(x) if isinstance(x, (list, tuple)) else [x] for x in lines])

    # truth ------------------------------------------------------------
    def _block_segs(self, block):
        kind = block[0]
        if kind in ("title", "h", "p"):
            yield from block[1]
        elif kind == "kv":
            for lab, v in block[1]:
                yield lab
                yield from v
        elif kind == "table":
            t = block[1]
            for c in t["head"]:
                yield from c["segs"]
            for r in t["rows"]:
                for c in r:
                    yield from c["segs"]
        elif kind == "letterhead":
            for col in (block[1], block[2]):
                for line in col:
                    yield from line
        elif kind == "sign":
            for line in block[1]:
                yield from line

    def truth(self):
        n = len(self.pages)
        pages = []
        for i, blocks in enumerate(self.pages):
            items = []
            run = [s for line in self.header for s in line]
            for b in blocks:
                run += list(self._block_segs(b))
            run += [s for line in self.footer for s in line]
            for s in run:
                if isinstance(s, V):
                    items.append(s.item())
                elif isinstance(s, PG):
                    items.append(K("Page %d/%d" % (i + 1, n), "page").item())
            pages.append({"index": i, "items": items})
        return {"name": self.name, "kind": self.kind, "producer": self.producer, "page_count": n,
                "pages": pages, "metadata_items": [v.item() for v in self.meta_items]}

    # serialisation for the node renderers ---------------------------------
    def to_json(self):
        def ss(segs):
            out = []
            for s in segs:
                if isinstance(s, PG):
                    out.append({"pg": True})
                else:
                    out.append({"t": seg_text(s), "b": isinstance(s, B) or (isinstance(s, V) and s.bold),
                                "nw": isinstance(s, V) and "-" in s.text})
            return out

        def sb(b):
            k = b[0]
            if k in ("title", "h", "p"):
                return {"k": k, "segs": ss(b[1])}
            if k == "kv":
                return {"k": k, "rows": [[ss([lab]), ss(v)] for lab, v in b[1]]}
            if k == "table":
                t = b[1]
                return {"k": k, "widths": t["widths"], "head": [{"segs": ss(c["segs"]), "span": c["span"]} for c in t["head"]],
                        "rows": [[{"segs": ss(c["segs"]), "span": c["span"]} for c in r] for r in t["rows"]]}
            if k == "letterhead":
                return {"k": k, "left": [ss(x) for x in b[1]], "right": [ss(x) for x in b[2]]}
            if k == "sign":
                return {"k": k, "lines": [ss(x) for x in b[1]]}
            raise ValueError(k)

        return {"meta": self.meta, "header": [ss(x) for x in self.header], "footer": [ss(x) for x in self.footer],
                "pages": [[sb(b) for b in p] for p in self.pages]}
