"""Document model of corpus AO: explicit pages of blocks whose text segments are plain strings or items.

A segment is either a str (template text) or an Item (a truth value printed exactly as its text).
Blocks (tuples):
  ("title", segs)                      document title line
  ("h", str)                           section heading
  ("p", segs)                          wrapped paragraph
  ("kv", [(label, segs), ...])         key / value rows (family layouts decide rows or value-first grid)
  ("table", [header...], [[segs]...])  ruled table, one line per cell
  ("sticker", [segs, ...])             boxed patient sticker (étiquette)
  ("cols", [segs lines], [segs lines]) two columns of short lines
  ("sign", [segs lines])               signature block on the right
  ("caption", [(segs_value, caption)]) values with a small caption UNDER each value
"""


class Item:
    __slots__ = ("role", "kind", "text", "subtype", "critical", "probes")

    def __init__(self, role, kind, text, subtype="", critical=False, probes=None):
        self.role, self.kind, self.text, self.subtype, self.critical = role, kind, text, subtype, critical
        self.probes = probes or [text]

    def as_json(self):
        return {"role": self.role, "kind": self.kind, "text": self.text, "subtype": self.subtype,
                "critical": self.critical, "probes": list(self.probes)}


def P(kind, text, subtype="", critical=False, probes=None):
    return Item("pii", kind, text, subtype, critical, probes)


def K(kind, text, subtype="", probes=None):
    return Item("keep", kind, text, subtype, False, probes)


def segs_items(segs):
    return [s for s in segs if isinstance(s, Item)]


def segs_text(segs):
    return "".join(s.text if isinstance(s, Item) else s for s in segs)


def block_items(b):
    t = b[0]
    out = []
    if t in ("title", "p"):
        out += segs_items(b[1])
    elif t == "kv":
        for _, v in b[1]:
            out += segs_items(v)
    elif t == "table":
        for row in b[2]:
            for c in row:
                out += segs_items(c)
    elif t in ("sticker", "sign"):
        for line in b[1]:
            out += segs_items(line)
    elif t == "cols":
        for line in b[1] + b[2]:
            out += segs_items(line)
    elif t == "caption":
        for v, _ in b[1]:
            out += segs_items(v)
    return out


def page_items(page):
    items = segs_items(page["head"])
    for b in page["blocks"]:
        items += block_items(b)
    items += segs_items(page["foot"])
    return items
