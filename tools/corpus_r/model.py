"""Document model: explicit pages of abstract blocks, and the truth registered while building them."""
import re


class Doc:
    def __init__(self, name, doctype, title):
        self.name, self.doctype, self.title = name, doctype, title
        self.pages = []          # each: {"header": [...], "body": [...], "footer": [...]}
        self.items = []          # per page lists of truth items
        self.meta = {}           # metadata strings for producers that support them
        self.metadata_items = []
        self.cur = -1

    def new_page(self):
        self.pages.append({"header": [], "body": [], "footer": []})
        self.items.append([])
        self.cur = len(self.pages) - 1
        return self.pages[-1]

    def add(self, part, block):
        self.pages[self.cur][part].append(block)

    # ---- truth registration; each returns the text so templates can inline it
    def pii(self, kind, text, critical=False, probes=None, removable=None):
        pr = [text] + [p for p in (probes or []) if p != text]
        it = {"role": "pii", "kind": kind, "text": text, "probes": pr, "critical": bool(critical), "subtype": ""}
        if removable:
            it["removable"] = removable
        self.items[self.cur].append(it)
        return text

    def keep(self, kind, sub, text):
        self.items[self.cur].append({"role": "keep", "kind": kind, "text": text, "probes": [text],
                                     "critical": False, "subtype": sub})
        return text

    def decoy(self, sub, text):
        return self.keep("DECOY", sub, text)

    def date(self, text):
        return self.keep("DATE", "SOINS", text)

    def word(self, text):
        return self.keep("MOT", "HOMONYME", text)

    def truth(self, producer):
        return {"document": self.name, "doctype": self.doctype, "producer": producer, "pages_count": len(self.pages),
                "pages": [{"index": i, "items": its} for i, its in enumerate(self.items)],
                "metadata_items": self.metadata_items}


def distinctive(name):
    """Distinctive part(s) of a multi-word person name: the surname tokens in capitals or the given last token."""
    return name
