"""Remove the alternate texts of marked content (/ActualText, /Alt, /E, /Contents).

A tagged PDF may repeat a page's words as strings in its content streams
(``/P <</ActualText (It is a print formatter)>> BDC``) or in the property
lists those refer to. Readers extract them instead of the glyphs, so after
the glyphs of a value are redacted the value is still read from the
alternate text. They are never drawn: the written file keeps only the
glyphs, which is what a reader sees. A pagination artifact's /Contents (the
text of a running header) goes the same way. Call after the redactions were applied.
"""

from __future__ import annotations

import re

import pymupdf

_KEYS = (b"/ActualText", b"/Alt", b"/E", b"/Contents")
_KEY = re.compile(rb"/(?:ActualText|Alt|E|Contents)\s*(?=[(<])")


def _string_end(data: bytes, i: int) -> int | None:
    """Index just past the PDF string starting at ``data[i]``, None if it is not one."""
    n = len(data)
    if i >= n:
        return None
    if data[i:i + 1] == b"<":
        if data[i + 1:i + 2] == b"<":
            return None  # a dictionary, not a hex string
        j = data.find(b">", i + 1)
        return None if j < 0 else j + 1
    if data[i:i + 1] != b"(":
        return None
    depth, j = 0, i
    while j < n:
        c = data[j]
        if c == 0x5C:  # backslash: the next byte is escaped
            j += 2
            continue
        if c == 0x28:
            depth += 1
        elif c == 0x29:
            depth -= 1
            if depth == 0:
                return j + 1
        j += 1
    return None


def strip_alternate_texts(data: bytes) -> bytes:
    """``data`` without any /ActualText, /Alt, /E or /Contents entry whose value is a string."""
    if not any(k in data for k in _KEYS):
        return data
    out: list[bytes] = []
    pos = 0
    for m in _KEY.finditer(data):
        if m.start() < pos:
            continue
        end = _string_end(data, m.end())
        if end is None:
            continue
        out.append(data[pos:m.start()])
        pos = end
    if not out:
        return data
    out.append(data[pos:])
    return b"".join(out)


_REF = re.compile(r"(\d+)\s+0\s+R")


def _targets(pdf: pymupdf.Document) -> tuple[set[int], set[int]]:
    """Streams pages draw (contents, Form XObjects) and the property-list
    objects their resources name (what ``/P /MC0 BDC`` points to)."""
    from app.export.verify_raw import drawn_streams

    streams = set(drawn_streams(pdf))
    # whose resources name property lists: the pages and the Form XObjects (not content streams)
    owners = [page.xref for page in pdf] + [x for x in streams if pdf.xref_get_key(x, "Subtype")[1] == "/Form"]
    props: set[int] = set()
    for owner in owners:
        kind, value = pdf.xref_get_key(owner, "Resources/Properties")
        if kind == "xref":
            props.add(int(value.split()[0]))
            value = pdf.xref_object(int(value.split()[0]), compressed=True)
        if kind in ("xref", "dict"):
            props.update(int(x) for x in _REF.findall(value))
    return streams, props


def remove_alternate_texts(pdf: pymupdf.Document) -> int:
    """Strip alternate texts from every content stream and Form XObject the
    pages draw and from the property lists they name; the number of objects changed."""
    changed = 0
    streams, props = _targets(pdf)
    for xref in sorted(props):
        try:
            obj = pdf.xref_object(xref, compressed=True)
        except Exception:  # a free or broken entry: nothing to read
            continue
        if any(k.decode() in obj for k in _KEYS):
            for key in ("ActualText", "Alt", "E", "Contents"):
                if pdf.xref_get_key(xref, key)[0] == "string":
                    pdf.xref_set_key(xref, key, "null")
                    changed += 1
    for xref in sorted(streams):
        try:
            data = pdf.xref_stream(xref)
        except Exception:  # undecodable stream: the verifier's raw check reads what it can
            continue
        if not data or not any(k in data for k in _KEYS):
            continue
        new = strip_alternate_texts(data)
        if new != data:
            pdf.update_stream(xref, new)
            changed += 1
    return changed
