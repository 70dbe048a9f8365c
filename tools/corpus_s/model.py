"""Document model: pages of blocks made of segments; personal values and kept items recorded as built."""


class Seg:
    __slots__ = ("text", "item", "bold")

    def __init__(self, text, item=None, bold=False):
        self.text, self.item, self.bold = text, item, bold


def segs(*parts):
    out = []
    for p in parts:
        if isinstance(p, Seg):
            out.append(p)
        elif isinstance(p, (list, tuple)):
            out.extend(segs(*p))
        elif p:
            out.append(Seg(str(p)))
    return out


def plain(ss):
    return "".join(s.text for s in ss)


class Page:
    def __init__(self):
        self.header, self.blocks, self.footer, self.items = [], [], [], []


class Doc:
    def __init__(self, name, producer, doctype):
        self.name, self.producer, self.doctype = name, producer, doctype
        self.pages = []
        self.title = ""
        self.author = ""
        self.metadata_items = []

    def new_page(self):
        self.pages.append(Page())
        return self.pages[-1]

    @property
    def page(self):
        return self.pages[-1]

    def pii(self, kind, text, critical=False, probes=None):
        probes = list(dict.fromkeys(probes or [text]))
        assert all(p in text for p in probes), (text, probes)
        it = {"role": "pii", "kind": kind, "text": text, "critical": bool(critical), "probes": probes, "subtype": ""}
        self.page.items.append(it)
        return Seg(text, it)

    def keep(self, kind, text, subtype, probes=None):
        it = {"role": "keep", "kind": kind, "text": text, "critical": False, "probes": list(probes or [text]), "subtype": subtype}
        self.page.items.append(it)
        return Seg(text, it)

    # block helpers (target: header / body / footer of the current page)
    def add(self, block, where="blocks"):
        getattr(self.page, where).append(block)

    def title_(self, *p, size=14, where="blocks"):
        self.add(("title", segs(*p), size), where)

    def para(self, *p, where="blocks", size=9.5):
        self.add(("para", segs(*p), size), where)

    def kv(self, style, rows, where="blocks"):
        self.add(("kv", style, [(c, segs(v)) for c, v in rows]), where)

    def table(self, header, rows, widths=None):
        self.add(("table", header, [[segs(c) for c in r] for r in rows], widths))

    def lines(self, rows, x=0.0, where="blocks", size=9.5):
        self.add(("lines", x, [segs(r) for r in rows], size), where)

    def space(self, mm=3, where="blocks"):
        self.add(("space", mm), where)
