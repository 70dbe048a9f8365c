"""Form fields and annotations drawn into the page, so the written page looks like the input's.

Filled form fields (widgets), stamps, shapes, ink and free-text notes are
annotations: appearance streams MuPDF draws over the page, and whose text its
extraction already reads with the page's (detection sees a name typed into a
field or a note). The rebuild must drop them (a field keeps its value in its
dictionary, a note its author and comment), but deleting them would also
delete what the reader saw. So the shown ones are first drawn into the page
content ("baked"); the redaction then removes values there like any other
text, and the dictionaries go with the annotations.

What no reader shows (hidden or no-view flag, a layer, no area, a closed
pop-up) is deleted before baking: baking draws every annotation, and a hidden
field's value would become visible text. Redaction marks already in the input
are set aside and put back, so they are still applied with ours.

List and combo boxes are drawn too: their appearance may hold every option, most
scrolled out of the box's clip; the scrub removes text no reader sees (clipped
away) like any other, and verification reads the result. A drawn copy that does
not verify clean is made again with the annotations deleted (``pipeline``).
"""

from __future__ import annotations

import math
import re

import pymupdf

_NOT_SHOWN = pymupdf.PDF_ANNOT_IS_HIDDEN | pymupdf.PDF_ANNOT_IS_NO_VIEW
_NEVER_DRAWN = (pymupdf.PDF_ANNOT_POPUP, pymupdf.PDF_ANNOT_LINK)


def _flags(doc: pymupdf.Document, xref: int) -> int:
    kind, value = doc.xref_get_key(xref, "F")
    return int(value) if kind == "int" else 0


def _pin_unrotated(doc: pymupdf.Document, xref: int, rotation: int, turned_streams: set[int]) -> None:
    """Give a no-rotate annotation of a rotated page the place and turn a reader gives it.

    Readers draw such an annotation upright on screen, turned about the upper-left
    corner of its rectangle; baking would turn it with the page. Its rectangle is
    turned about that corner and its appearance's matrix turned with it (the
    appearance is fitted to the new rectangle by a translation only), then the
    flag is cleared: baked, it lands where the reader showed it. An appearance stream
    shared by several annotations is turned once (``turned_streams``).
    """
    kind, rect = doc.xref_get_key(xref, "Rect")
    if kind != "array" or rotation % 90:
        return
    x0, y0, x1, y1 = (float(v) for v in rect.strip("[]").split())
    x0, x1, y0, y1 = min(x0, x1), max(x0, x1), min(y0, y1), max(y0, y1)
    c, s = round(math.cos(math.radians(rotation))), round(math.sin(math.radians(rotation)))
    turned = [(x0 + c * (x - x0) - s * (y - y1), y1 + s * (x - x0) + c * (y - y1))
              for x in (x0, x1) for y in (y0, y1)]
    xs, ys = [p[0] for p in turned], [p[1] for p in turned]
    kind, ap = doc.xref_get_key(xref, "AP/N")
    if kind == "xref":
        streams = [int(ap.split()[0])]
    elif kind == "dict":  # one appearance per state (check boxes)
        streams = [int(v) for v in re.findall(r"(\d+)\s+\d+\s+R", ap)]
    else:
        return
    turn = pymupdf.Matrix(c, s, -s, c, 0, 0)
    for ax in streams:
        if ax in turned_streams:
            continue
        turned_streams.add(ax)
        mkind, m = doc.xref_get_key(ax, "Matrix")
        base = pymupdf.Matrix(*(float(v) for v in m.strip("[]").split())) if mkind == "array" else pymupdf.Matrix(1, 1)
        doc.xref_set_key(ax, "Matrix", "[%g %g %g %g %g %g]" % tuple(base * turn))
    doc.xref_set_key(xref, "Rect", "[%g %g %g %g]" % (min(xs), min(ys), max(xs), max(ys)))
    doc.xref_set_key(xref, "F", str(_flags(doc, xref) & ~pymupdf.PDF_ANNOT_IS_NO_ROTATE))


def _shown(doc: pymupdf.Document, page: pymupdf.Page, xref: int, rect: pymupdf.Rect) -> bool:
    """Whether a reader shows this annotation on screen."""
    if _flags(doc, xref) & _NOT_SHOWN:
        return False
    if doc.xref_get_key(xref, "OC")[0] != "null":
        return False  # drawn or not depending on a layer: never made page content
    r = rect & page.rect
    return not r.is_empty and r.width > 0.5 and r.height > 0.5


def flatten_annotations(doc: pymupdf.Document) -> int:
    """Draw the shown annotations and widgets into their pages, delete the others,
    keep the input's redaction marks as marks; the number drawn.

    A page with an annotation MuPDF cannot load leaves the whole file as it is:
    its annotations are then deleted with the others, as before (the page loses
    their look, never a redaction mark).
    """
    marks: dict[int, list[pymupdf.Rect]] = {}
    doomed: list[tuple[pymupdf.Page, object]] = []
    shown = 0
    turned: set[int] = set()
    try:
        for page in doc:
            for xref, kind, _ident in page.annot_xrefs():
                if kind in _NEVER_DRAWN:
                    continue  # not drawn by baking; gone with the other annotations
                annot = page.load_widget(xref) if kind == pymupdf.PDF_ANNOT_WIDGET else page.load_annot(xref)
                if annot is None:
                    return 0
                if kind == pymupdf.PDF_ANNOT_REDACT:
                    marks.setdefault(page.number, []).append(pymupdf.Rect(annot.rect))
                    doomed.append((page, annot))
                elif not _shown(doc, page, xref, annot.rect):
                    doomed.append((page, annot))
                else:
                    shown += 1
                    if page.rotation % 360 and _flags(doc, xref) & pymupdf.PDF_ANNOT_IS_NO_ROTATE:
                        _pin_unrotated(doc, xref, page.rotation, turned)
    except Exception:  # an annotation MuPDF cannot load: nothing is baked
        return 0
    if not shown:
        return 0
    try:
        for page, annot in doomed:
            if isinstance(annot, pymupdf.Widget):
                page.delete_widget(annot)
            else:
                page.delete_annot(annot)
        doc.bake(annots=True, widgets=True)
    finally:
        for number, rects in marks.items():  # put back even when baking failed half-way
            page = doc[number]
            have = {tuple(round(v, 1) for v in doc[number].load_annot(x).rect)
                    for x, k, _ in page.annot_xrefs() if k == pymupdf.PDF_ANNOT_REDACT}
            for r in rects:
                if tuple(round(v, 1) for v in r) not in have:
                    page.add_redact_annot(r)
    return shown
