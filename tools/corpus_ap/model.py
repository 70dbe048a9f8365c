"""Document model of corpus AP: truth items, runs of text, blocks and explicit pages."""
from __future__ import annotations


class Item:
    """One printed occurrence of a truth value (the same object may be printed several times)."""

    __slots__ = ("role", "kind", "text", "subtype", "critical", "probes")

    def __init__(self, role, kind, text, subtype="", critical=False, probes=None):
        self.role, self.kind, self.text, self.subtype, self.critical = role, kind, text, subtype, critical
        self.probes = list(probes) if probes else [text]

    def to_json(self):
        return {"role": self.role, "kind": self.kind, "text": self.text, "subtype": self.subtype,
                "critical": self.critical, "probes": self.probes}


def pii(kind, text, sub="", crit=False, probes=None):
    return Item("pii", kind, text, sub, crit, probes)


def soins(text):
    return Item("keep", "DATE", text, "SOINS")


def decoy(sub, text):
    return Item("keep", "DECOY", text, sub)


def mot(text, sub="HOMONYME"):
    return Item("keep", "MOT", text, sub)


def runs(*parts):
    """A run list: str and Item parts, concatenated as printed."""
    out = []
    for p in parts:
        if p is None or p == "":
            continue
        if isinstance(p, (list, tuple)):
            out.extend(x for x in p if x not in (None, ""))
        else:
            out.append(p)
    return out


def run_text(rs) -> str:
    return "".join(p.text if isinstance(p, Item) else p for p in rs)


def run_items(rs):
    return [p for p in rs if isinstance(p, Item)]


def block_runs(block):
    """Every run list printed by a block (for item collection)."""
    kind = block[0]
    out = []
    if kind in ("title", "h", "p", "note"):
        out.append(block[1])
    elif kind in ("kv", "kvgrid"):
        for label, val in block[1]:
            out.append([label] if isinstance(label, str) else label)
            out.append(val)
    elif kind == "table":
        out.extend([[h] for h in block[1]])
        for row in block[2]:
            out.extend(row)
    elif kind in ("sticker", "sign", "lines"):
        out.extend(block[1])
    elif kind == "letterhead":
        out.extend(block[1])
        out.extend(block[2])
    elif kind == "cols":
        for col in block[1]:
            out.extend(col)
    elif kind == "captions":
        for val, cap in block[1]:
            out.append(val)
            out.append([cap])
    return out
