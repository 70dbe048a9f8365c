"""Remove the alternate texts of marked content (/ActualText, /Alt, /E).

A tagged PDF may repeat a page's words as strings in its content streams
(``/P <</ActualText (It is a print formatter)>> BDC``) or in the property
lists those refer to. Readers extract them instead of the glyphs, so after
the glyphs of a value are redacted the value is still read from the
alternate text. They are never drawn: the written file keeps only the
glyphs, which is what a reader sees. Call after the redactions were applied.
"""

from __future__ import annotations

import re

import pymupdf

_KEYS = (b"/ActualText", b"/Alt", b"/E")
_KEY = re.compile(rb"/(?:ActualText|Alt|E)\s*(?=[(<])")
_SKIP = (b"/Subtype/Image", b"/Subtype /Image", b"/FontFile", b"/Length1", b"/Type1C", b"/CIDFontType0C", b"/OpenType")


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
    """``data`` without any /ActualText, /Alt or /E entry whose value is a string."""
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


def remove_alternate_texts(pdf: pymupdf.Document) -> int:
    """Strip alternate texts from every content stream, Form XObject and
    property-list object of ``pdf``; the number of objects changed."""
    changed = 0
    for xref in range(1, pdf.xref_length()):
        try:
            obj = pdf.xref_object(xref, compressed=True)
        except Exception:  # a free or broken entry: nothing to read
            continue
        raw = obj.encode("latin-1", "replace")
        if any(s in raw for s in _SKIP):
            continue
        if any(k.decode() in obj for k in _KEYS):
            for key in ("ActualText", "Alt", "E"):
                kind = pdf.xref_get_key(xref, key)[0]
                if kind == "string":
                    pdf.xref_set_key(xref, key, "null")
                    changed += 1
        if not pdf.xref_is_stream(xref):
            continue
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
