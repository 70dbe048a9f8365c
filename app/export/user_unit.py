"""Pages with a /UserUnit (posters, plans): written back in plain points before redaction.

A page may say that one of its units is ``UserUnit`` points (PDF 1.6, up to
75 000 units a side). MuPDF 1.26 reports such a page's rectangle, its text
and its images already multiplied by the unit, but draws redaction boxes in
the content stream's own units: every box lands ``UserUnit`` times too far and
too big (measured: a 10-unit poster came out black, and OCR verification had to
mask it again by area). Rewriting the page in points — its content wrapped in
a ``UserUnit`` scale, its boxes multiplied, the key removed — keeps what the
page shows, at the same physical size, and makes every coordinate agree.
"""

from __future__ import annotations

import pymupdf

_BOXES = ("MediaBox", "CropBox", "BleedBox", "TrimBox", "ArtBox")


def _unit(doc: pymupdf.Document, xref: int) -> float:
    kind, value = doc.xref_get_key(xref, "UserUnit")
    if kind not in ("int", "real"):
        return 1.0
    try:
        u = float(value)
    except ValueError:
        return 1.0
    return u if u > 0 else 1.0


def _box(doc: pymupdf.Document, xref: int, key: str) -> list[float] | None:
    kind, value = doc.xref_get_key(xref, key)
    if kind != "array":
        return None
    try:
        nums = [float(x) for x in value.strip("[]").split()]
    except ValueError:
        return None
    return nums if len(nums) == 4 else None


def normalise_user_units(doc: pymupdf.Document) -> int:
    """Rewrite every page with a /UserUnit other than 1 in plain points; pages changed.

    Call on the work copy before anything reads positions from it: its page
    rectangles then equal the input's as MuPDF reported them.
    """
    changed = 0
    for page in doc:
        xref = page.xref
        u = _unit(doc, xref)
        if abs(u - 1.0) < 1e-9:
            continue
        # the boxes as the page dictionary holds them (inherited ones read through MuPDF)
        boxes = {key: _box(doc, xref, key) for key in _BOXES}
        if boxes["MediaBox"] is None:  # inherited from the page tree
            mb = page.mediabox  # PDF coordinates, in the page's own units
            boxes["MediaBox"] = [mb.x0, mb.y0, mb.x1, mb.y1]
        page.wrap_contents()  # balanced "q … Q" first: the scale below must end with the old content
        streams = page.get_contents()
        if streams:
            first, last = streams[0], streams[-1]
            doc.update_stream(first, b"q %g 0 0 %g 0 0 cm\n" % (u, u) + doc.xref_stream(first))
            doc.update_stream(last, doc.xref_stream(last) + b"\nQ\n")
        for key, nums in boxes.items():
            if nums is not None:
                doc.xref_set_key(xref, key, "[%s]" % " ".join("%g" % (v * u) for v in nums))
        for annot_xref in [a.xref for a in page.annots()] + [w.xref for w in page.widgets()]:
            r = _box(doc, annot_xref, "Rect")
            if r is not None:
                doc.xref_set_key(annot_xref, "Rect", "[%s]" % " ".join("%g" % (v * u) for v in r))
        doc.xref_set_key(xref, "UserUnit", "null")
        changed += 1
    return changed
