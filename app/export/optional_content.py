"""Optional content (layers) flattened: what is hidden goes, what is shown stays for good.

A layer switched off by default is invisible in a viewer, yet a click in the
layers panel, pdftotext or pypdf shows it: its text, drawings and images are
all still in the file. Text in such a layer is removed earlier, whatever it
says (``never_visible``); here the rest of it goes too, then the layer
structure itself: the content stream sections marked with a hidden layer are
cut out, the invocations of Form XObjects and images that belong to one are
dropped, the marks of visible layers are removed (their content stays drawn),
and the catalog's ``/OCProperties`` (layer names are free text) is dropped.
The written file then shows exactly what the default view showed, with no
switch left to show more.

Content streams are parsed with pypdf's tokenizer (strings, inline images),
only those that carry optional-content marks. A stream it cannot parse keeps
its layers: the catalog's layer list then stays too, so nothing hidden is
shown.
"""

from __future__ import annotations

import logging
import re
from collections import Counter

import pymupdf

_REF = re.compile(r"/([^\s/<>\[\]()]+)\s+(\d+)\s+\d+\s+R")
_OC_MARK = re.compile(rb"/OC\b")


def _refs(text: str) -> list[int]:
    return [int(x) for x in re.findall(r"(\d+)\s+\d+\s+R", text or "")]


def hidden_ocgs(pdf: pymupdf.Document) -> set[int]:
    """The layers the default view hides: the default configuration's base state
    and its ON/OFF lists (what MuPDF draws by), and any ``get_ocgs`` reports off."""
    ocgs = pdf.get_ocgs()
    if not ocgs:
        return set()
    try:
        layer = pdf.get_layer(-1) or {}
    except Exception:  # no configuration to read: the groups' own states
        layer = {}
    on, off = set(layer.get("on") or ()), set(layer.get("off") or ())
    base_off = str(layer.get("basestate", "ON")).upper() == "OFF"
    return {x for x, v in ocgs.items() if not v.get("on") or x in off or (base_off and x not in on)}


class _Visibility:
    """Whether an optional-content group or membership dictionary is hidden by default."""

    def __init__(self, pdf: pymupdf.Document):
        self.pdf = pdf
        self.ocgs = pdf.get_ocgs()
        self.hidden = hidden_ocgs(pdf)

    def is_hidden(self, oc: int | str) -> bool:
        """``oc``: the xref of a group or membership dictionary, or an inline one's text."""
        if isinstance(oc, int):
            if oc in self.ocgs:
                return oc in self.hidden
            if self.pdf.xref_get_key(oc, "Type")[1] != "/OCMD":
                return False  # not a layer: nothing says it is hidden
            kind, value = self.pdf.xref_get_key(oc, "OCGs")
            members = _refs(value) if kind in ("array", "xref") else []
            policy = self.pdf.xref_get_key(oc, "P")[1] or "/AnyOn"
        else:
            m = re.search(r"/OCGs\s*(\[[^\]]*\]|\d+\s+\d+\s+R)", oc)
            members = _refs(m.group(1)) if m else []
            pm = re.search(r"/P\s*(/\w+)", oc)
            policy = pm.group(1) if pm else "/AnyOn"
        return self.members_hidden(members, policy)

    def members_hidden(self, members: list[int], policy: str) -> bool:
        on = [m not in self.hidden for m in members]
        if not on:
            return False
        if policy == "/AllOn":
            return not all(on)
        if policy == "/AnyOff":
            return all(on)
        if policy == "/AllOff":
            return any(on)
        return not any(on)  # /AnyOn, the default


def _resource_refs(pdf: pymupdf.Document, owner: int, kind: str) -> dict[str, int]:
    """Name → xref of the owner's ``/Resources/<kind>`` (Properties, XObject)."""
    rkind, value = pdf.xref_get_key(owner, "Resources/" + kind)
    if rkind == "null":
        return {}
    if rkind == "xref":
        value = pdf.xref_object(int(value.split()[0]), compressed=True)
    return {name: int(x) for name, x in _REF.findall(value or "")}


def _rewrite(data: bytes, props: dict[str, int], xobjects: dict[str, int], vis: _Visibility,
             oc_of: dict, counts: Counter) -> bytes | None:
    """The content without hidden sections and layer marks; None when it cannot be parsed."""
    from pypdf.generic import ArrayObject, ContentStream, DecodedStreamObject, DictionaryObject, IndirectObject, NameObject

    logging.getLogger("pypdf").setLevel(logging.ERROR)
    try:
        obj = DecodedStreamObject()
        obj.set_data(data)
        cs = ContentStream(obj, None)
        ops = cs.operations
    except Exception:  # pypdf cannot tokenize it: left as it is, layers kept
        return None
    out = []
    stack: list[bool] = []  # per open marked section: is it a layer mark to drop
    skip_depth = 0
    for operands, op in ops:
        if skip_depth:
            if op in (b"BMC", b"BDC"):
                skip_depth += 1
            elif op == b"EMC":
                skip_depth -= 1
            continue
        if op == b"BDC" and len(operands) >= 2 and operands[0] == NameObject("/OC"):
            if isinstance(operands[1], DictionaryObject):  # an inline membership dictionary
                ocgs = operands[1].get("/OCGs")
                ocgs = list(ocgs) if isinstance(ocgs, ArrayObject) else [ocgs]
                if not all(isinstance(g, IndirectObject) for g in ocgs):
                    return None
                hidden = vis.members_hidden([g.idnum for g in ocgs], str(operands[1].get("/P", "/AnyOn")))
            else:
                target = props.get(str(operands[1])[1:]) if isinstance(operands[1], NameObject) else None
                if target is None:
                    return None  # a layer this stream does not name (inherited resources): left as it is
                hidden = vis.is_hidden(target)
            if hidden:
                skip_depth = 1
                counts["hidden_layer_sections"] += 1
                continue
            stack.append(True)
            counts["layer_marks"] += 1
            continue
        if op in (b"BMC", b"BDC"):
            stack.append(False)
        elif op == b"EMC":
            if stack and stack.pop():
                continue
        elif op == b"Do" and operands and isinstance(operands[0], NameObject):
            x = xobjects.get(str(operands[0])[1:])
            oc = oc_of.get(x) if x is not None else None
            if oc is not None and vis.is_hidden(oc):
                counts["hidden_layer_objects"] += 1
                continue
        out.append((operands, op))
    cs.operations = out
    return cs.get_data()


def flatten_optional_content(pdf: pymupdf.Document) -> Counter:
    """Cut hidden layers' content, drop the layer marks and the layer list; counts."""
    counts: Counter = Counter()
    vis = _Visibility(pdf)
    if not vis.ocgs:
        return counts  # no layer: nothing is hidden, nothing to switch
    oc_of: dict[int, int | str | None] = {}
    forms = []
    for xref in range(1, pdf.xref_length()):
        if not pdf.xref_is_stream(xref):
            continue
        kind, value = pdf.xref_get_key(xref, "OC")
        oc_of[xref] = int(value.split()[0]) if kind == "xref" else (value if kind == "dict" else None)
        if pdf.xref_get_key(xref, "Subtype")[1] == "/Form":
            forms.append(xref)
    owners = [(page.xref, page) for page in pdf] + [(x, None) for x in forms]
    complete = True
    for owner, page in owners:
        data = page.read_contents() if page is not None else (pdf.xref_stream(owner) or b"")
        xobjects = _resource_refs(pdf, owner, "XObject")
        if not _OC_MARK.search(data) and not any(oc_of.get(x) for x in xobjects.values()):
            continue
        new = _rewrite(data, _resource_refs(pdf, owner, "Properties"), xobjects, vis, oc_of, counts)
        if new is None:
            complete = False
        elif page is None:
            pdf.update_stream(owner, new)
        else:
            first = page.get_contents()[0]
            pdf.update_stream(first, new)
            page.set_contents(first)
    if not complete:
        return counts  # a stream kept its marks: the layer list stays, so hidden stays hidden
    for owner, _page in owners:
        for name, x in _resource_refs(pdf, owner, "XObject").items():
            if oc_of.get(x) is not None and vis.is_hidden(oc_of[x]):
                # no longer drawn: out of the resources, so the save drops its bytes too
                pdf.xref_set_key(owner, "Resources/XObject/" + name, "null")
    for xref, oc in oc_of.items():
        if oc is not None:
            pdf.xref_set_key(xref, "OC", "null")
    if pdf.xref_get_key(pdf.pdf_catalog(), "OCProperties")[0] != "null":
        pdf.xref_set_key(pdf.pdf_catalog(), "OCProperties", "null")
        counts["layer_list"] += 1
    return counts
