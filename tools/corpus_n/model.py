"""Document model: explicit pages of blocks, with truth items registered as the text is written."""
import re


class Doc:
    def __init__(self, name, kind, producer):
        self.name, self.kind, self.producer = name, kind, producer
        self.pages = []
        self.items = []
        self.meta = {}
        self.meta_items = []
        self.font = "sans"
        self.newpage()

    # ---------------------------------------------------------------- pages/blocks
    def newpage(self):
        self.pages.append([])
        self.items.append([])

    def add(self, btype, *args):
        self.pages[-1].append([btype] + list(args))

    def title(self, t): self.add("title", t)
    def h(self, t): self.add("h", t)
    def p(self, t): self.add("p", t)
    def kv(self, rows, labelw=130): self.add("kv", [list(r) for r in rows], labelw)
    def table(self, head, rows, widths): self.add("table", head, [list(r) for r in rows], widths)
    def right(self, lines): self.add("right", list(lines))
    def small(self, t): self.add("small", t)
    def hr(self): self.add("hr")
    def sp(self): self.add("sp")

    # ---------------------------------------------------------------- truth
    def P(self, kind, text, probes=None, critical=False, sub="", removable=None):
        pr = [text] + [p for p in (probes or []) if p and p != text]
        it = {"role": "pii", "kind": kind, "text": text, "probes": pr, "critical": bool(critical), "subtype": sub}
        if removable:
            it["removable"] = removable
        self.items[-1].append(it)
        return text

    def K(self, sub, text, probes=None):
        self.items[-1].append({"role": "keep", "kind": "DECOY", "text": text, "probes": probes or [text],
                               "critical": False, "subtype": sub})
        return text

    def D(self, text):
        self.items[-1].append({"role": "keep", "kind": "DATE", "text": text, "probes": [text],
                               "critical": False, "subtype": "DATE_SOINS"})
        return text

    def O(self, text):
        self.items[-1].append({"role": "keep", "kind": "MOT", "text": text, "probes": [text],
                               "critical": False, "subtype": "HOMONYME"})
        return text

    def metadata(self, field, value, probes):
        self.meta[field] = value
        self.meta_items.append({"kind": "METADONNEES", "field": field, "text": value, "probes": probes, "critical": True})

    # ---------------------------------------------------------------- output
    def sanitize(self, fn):
        def walk(x):
            if isinstance(x, str):
                return fn(x)
            if isinstance(x, list):
                return [walk(y) for y in x]
            if isinstance(x, dict):
                return {k: walk(v) for k, v in x.items()}
            return x
        self.pages = walk(self.pages)
        self.items = walk(self.items)
        self.meta = walk(self.meta)
        self.meta_items = walk(self.meta_items)
        for its in self.items + [self.meta_items]:
            for it in its:
                it["probes"] = list(dict.fromkeys(it["probes"]))

    def layout(self):
        return {"name": self.name, "font": self.font, "meta": self.meta, "pages": self.pages}

    def truth(self):
        return {"document": self.name, "kind": self.kind, "producer": self.producer,
                "pages": [{"index": i, "items": its} for i, its in enumerate(self.items)],
                "metadata_items": self.meta_items}


LATIN1_MAP = {"œ": "oe", "Œ": "OE", "’": "'", "–": "-", "—": "-", "…": "...", "≥": ">=", "≤": "<=",
              "€": "EUR", "‰": "pour mille", "\u202f": " ", "“": '"', "”": '"'}


def latin1(s: str) -> str:
    for a, b in LATIN1_MAP.items():
        s = s.replace(a, b)
    return s.encode("latin-1", "replace").decode("latin-1")
