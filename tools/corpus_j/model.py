"""Document model shared by the four producers: runs (text pieces, some of them planted items),
blocks (headings, paragraphs, label/value tables, data tables, side-by-side columns) and pages."""

from __future__ import annotations

import re

PII_KINDS = {"NOM", "PRENOM", "DATE_NAISSANCE", "NIR", "IPP", "EPISODE", "RPPS", "FINESS", "AUTRE", "TEL",
             "EMAIL", "ADRESSE", "CODE_POSTAL", "VILLE", "ETAB", "AGE"}
KEEP_KINDS = {"DECOY", "DATE"}


def R(text, item=None, style=""):
    return {"s": text, "f": style, "i": item}


def flatten(parts, style=""):
    """str | run | list | Styled -> list of runs."""
    out = []
    for p in parts:
        if p is None or p == "":
            continue
        if isinstance(p, str):
            out.append(R(p, None, style))
        elif isinstance(p, dict):
            q = dict(p)
            if style and style not in q["f"]:
                q["f"] = "".join(sorted(set(q["f"] + style)))
            out.append(q)
        elif isinstance(p, (list, tuple)):
            out.extend(flatten(p, style))
        else:
            raise TypeError(p)
    return out


def B(*parts):
    return flatten(parts, "b")


def I(*parts):
    return flatten(parts, "i")


def runs_text(runs) -> str:
    return "".join(r["s"] for r in runs)


class Doc:
    """One document being written: items, flow of blocks, running header and footer, metadata."""

    def __init__(self, name, kind, producer, rng, fac):
        self.name, self.kind, self.producer = name, kind, producer
        self.rng, self.fac = rng, fac
        self.items: list[dict] = []
        self.flow: list[dict] = []
        self.header = None      # {"rows": [{"l": runs, "c": runs, "r": runs}], "rule": bool, "first": bool}
        self.footer = None
        self.meta = {}
        self.metadata_items = []
        self.style = {"font": "sans", "size": 9.5, "margins": [20, 18, 16, 16]}  # mm: left right top bottom
        self.pages = None

    # -- items
    def _item(self, role, kind, text, critical=False, probes=None, subtype="", removable=None):
        assert text and text == text.strip(), repr(text)
        if role == "pii":
            assert kind in PII_KINDS, kind
        else:
            assert kind in KEEP_KINDS, kind
        probes = list(dict.fromkeys([text] + list(probes or [])))
        for p in probes:
            assert p in text, (p, text)
        it = {"role": role, "kind": kind, "text": text, "probes": probes, "critical": bool(critical),
              "subtype": subtype}
        if removable:
            it["removable"] = list(removable)
        self.items.append(it)
        return len(self.items) - 1

    def pii(self, kind, text, critical=False, probes=None, subtype="", removable=None, style=""):
        return R(text, self._item("pii", kind, text, critical, probes, subtype, removable), style)

    def keep(self, text, subtype="", kind="DECOY", probes=None, style=""):
        return R(text, self._item("keep", kind, text, False, probes, subtype or "DATE_SOINS"), style)

    def care(self, text, style=""):
        return self.keep(text, "DATE_SOINS", kind="DATE", style=style)

    # -- metadata
    def set_meta(self, title=None, author=None, subject=None, keywords=None, items=()):
        for k, v in (("title", title), ("author", author), ("subject", subject), ("keywords", keywords)):
            if v:
                self.meta[k] = v
        for kind, text, probes in items:
            self.metadata_items.append({"kind": kind, "text": text, "probes": list(dict.fromkeys([text] + list(probes))),
                                        "critical": True})

    # -- blocks
    def add(self, block):
        self.flow.append(block)
        return block

    def h(self, *parts, size=None, align="l", rule=False, upper=False, space=6):
        return self.add({"t": "h", "runs": flatten(parts, "b"), "size": size or self.style["size"] + 3,
                         "align": align, "rule": rule, "space": space})

    def p(self, *parts, size=None, align="l", space=4, indent=0):
        return self.add({"t": "p", "runs": flatten(parts), "size": size or self.style["size"], "align": align,
                         "space": space, "indent": indent})

    def kv(self, rows, widths=(0.32, 0.68), border="none", size=None, stack=False, label_style="b", shade=False):
        rr = [[flatten([a], label_style), flatten([b])] for a, b in rows]
        return self.add({"t": "kv", "rows": rr, "widths": list(widths), "border": border,
                         "size": size or self.style["size"], "stack": stack, "shade": shade})

    def table(self, head, rows, widths, border="grid", size=None, shade=True, align=None, repeat_head=True,
              caption=None):
        return self.add({"t": "table", "head": [flatten([c], "b") for c in head] if head else None,
                         "rows": [[flatten([c]) for c in row] for row in rows], "widths": list(widths),
                         "border": border, "size": size or self.style["size"] - 0.5, "shade": shade,
                         "align": align or ["l"] * len(widths), "repeat_head": repeat_head,
                         "caption": flatten([caption]) if caption else None})

    def cols(self, left, right, split=0.5, rule=False):
        """Side-by-side blocks; left/right are lists of blocks built with the block() helpers below."""
        return self.add({"t": "cols", "left": left, "right": right, "split": split, "rule": rule})

    def space(self, h=8):
        return self.add({"t": "space", "h": h})

    def rule(self):
        return self.add({"t": "rule"})

    def pagebreak(self):
        return self.add({"t": "break"})

    # free-standing blocks (for cols)
    def bp(self, *parts, size=None, align="l", space=2):
        return {"t": "p", "runs": flatten(parts), "size": size or self.style["size"], "align": align,
                "space": space, "indent": 0}

    def bh(self, *parts, size=None, align="l", space=3):
        return {"t": "h", "runs": flatten(parts, "b"), "size": size or self.style["size"] + 2, "align": align,
                "rule": False, "space": space}

    def bkv(self, rows, widths=(0.4, 0.6), size=None, border="none", label_style="b"):
        return {"t": "kv", "rows": [[flatten([a], label_style), flatten([b])] for a, b in rows],
                "widths": list(widths), "border": border, "size": size or self.style["size"], "stack": False,
                "shade": False}

    # -- running header / footer
    def set_header(self, rows, rule=True, first=True, size=None):
        self.header = {"rows": [{k: flatten([v]) for k, v in row.items()} for row in rows], "rule": rule,
                       "first": first, "size": size or self.style["size"] - 1.5}

    def set_footer(self, rows, rule=True, size=None):
        self.footer = {"rows": [{k: flatten([v]) for k, v in row.items()} for row in rows], "rule": rule,
                       "first": True, "size": size or self.style["size"] - 2}


PAGE_TOKEN = re.compile(r"\{p\}|\{n\}")


def page_text(runs, p, n):
    return [dict(r, s=r["s"].replace("{p}", str(p)).replace("{n}", str(n))) for r in runs]
