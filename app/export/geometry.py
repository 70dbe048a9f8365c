"""Redaction rectangles from character boxes.

MuPDF removes every glyph whose outline touches a redaction rectangle. A
rectangle as tall as the character boxes (ascender to descender, about
1.16–1.37 × the font size) therefore also erases glyphs of the lines above
and below when the line spacing is tight. Measured here on Helvetica, Times,
Courier, DejaVu Sans and Serif at line spacing 0.95×, 1.0× and 1.15× the font
size: a band of 0.8 × font size centred on the box's middle removes the
whole line and nothing of its neighbours, while a box shrunk by only 20 %
still erased neighbours in Helvetica and Times at 1.0×. We use a band of
``BAND`` × font size (never taller than the boxes), i.e. the box height
shrunk by 40–50 % around its centre.
"""

from __future__ import annotations

import numpy as np

Rect = tuple[float, float, float, float]

BAND = 0.7  # band height as a share of the font size
_BOX_TO_SIZE = 1.25  # typical box height / font size when the size is unknown
# Boxes taller than this many font sizes come from a font whose declared ascent and descent
# are out of scale (a writer that left them in the font's own units: Ascent 1901 for 0.928);
# MuPDF then takes each glyph as that tall, and a band centred on the box reaches the glyphs
# of the next line. Such a line's band is kept out of its neighbours' boxes.
_TALL_BOX = 1.6
# The band of a page redacted again because verification saw words lost around the masks
# (a font MuPDF takes taller than its boxes say): half as tall, still across the letters'
# bodies, so the glyphs of the line go and those of its neighbours stay.
THIN_BAND = 0.35


def line_rects(pt, start: int, end: int) -> list[Rect]:
    """One redaction rectangle per text line covered by ``[start, end)``."""
    return [band for band, _ in line_boxes(pt, start, end)]


def line_boxes(pt, start: int, end: int, thin: bool = False) -> list[tuple[Rect, Rect]]:
    """Per text line covered by ``[start, end)``: (redaction band, full character box);
    ``thin``: the band of ``THIN_BAND`` font sizes of a page redacted again."""
    start = max(0, start)
    end = min(len(pt.text), end)
    if end <= start:
        return []
    ids = pt.line_ids[start:end]
    real = ids >= 0
    if not real.any():
        return []
    boxes = pt.boxes[start:end][real]
    ids_r = ids[real]
    sizes = pt.font_sizes[start:end][real] if pt.font_sizes is not None else np.zeros(len(ids_r), np.float32)
    out: list[tuple[Rect, Rect]] = []
    cut = np.flatnonzero(np.diff(ids_r)) + 1
    for chunk in np.split(np.arange(len(ids_r)), cut):
        b = boxes[chunk]
        x0, y0, x1, y1 = float(b[:, 0].min()), float(b[:, 1].min()), float(b[:, 2].max()), float(b[:, 3].max())
        h = y1 - y0
        size = float(sizes[chunk].max()) if len(chunk) else 0.0
        if _slanted(b, size):
            out.extend(_glyph_boxes(b))
            continue
        if size <= 0:
            size = h / _BOX_TO_SIZE
        band = min(h, (THIN_BAND if thin else BAND) * size)
        ocr = getattr(pt, "ocr_mask", None)
        if ocr is not None and ocr[start:end][real][chunk].any():
            # Issue 9: OCR boxes are scan pixels, not glyphs: blanking them cannot
            # erase a neighbouring line's text, and a shrunk band would leave the
            # tops and bottoms of the letters legible. Keep the full (padded) box.
            band = h
        elif h > _TALL_BOX * size > 0:
            free = _free_band(pt, int(ids_r[chunk[0]]), (x0, y0, x1, y1), size)
            if free is not None:
                out.append(((x0, free[0], x1, free[1]), (x0, y0, x1, y1)))
                continue
        cy = (y0 + y1) / 2.0
        out.append(((x0, cy - band / 2.0, x1, cy + band / 2.0), (x0, y0, x1, y1)))
    return out


def _slanted(b: np.ndarray, size: float) -> bool:
    """A line that does not run along x (turned 90° in a margin, set on a diagonal as a
    watermark): its glyphs' middles climb or drop along it by more than half a font size."""
    if len(b) < 2:
        return False
    if size <= 0:  # (the glyphs' narrow side is about the font's height when no size is known)
        size = float(np.median(np.minimum(b[:, 2] - b[:, 0], b[:, 3] - b[:, 1]))) / _BOX_TO_SIZE
    cy = (b[:, 1] + b[:, 3]) / 2.0
    return float(cy.max() - cy.min()) > 0.5 * size > 0


def _glyph_boxes(b: np.ndarray) -> list[tuple[Rect, Rect]]:
    """The middle half of each glyph's own box, for a line that does not run along x: a band
    across the line's extent would cover only the middle of a vertical name (its ends stay
    readable) and, for a diagonal one, lines of text it was never over. MuPDF removes every
    glyph the rectangle touches, so the middle is enough to remove the glyph, and the box of a
    turned glyph, wider than the glyph, would reach the text beside it."""
    out: list[tuple[Rect, Rect]] = []
    for x0, y0, x1, y1 in b.tolist():
        if x1 > x0 and y1 > y0:
            dx, dy = (x1 - x0) / 4.0, (y1 - y0) / 4.0
            out.append(((x0 + dx, y0 + dy, x1 - dx, y1 - dy), (float(x0), float(y0), float(x1), float(y1))))
    return out


def _free_band(pt, line_id: int, box: Rect, size: float) -> tuple[float, float] | None:
    """The part of a too-tall line box that no box of the lines just above and below it (those
    sharing some of its width) reaches, or None when nothing is left of it. (Reading order
    alone says nothing of the height: neighbours are found by their boxes; a caption running
    into the value on the same baseline is no neighbour above or below.)"""
    x0, y0, x1, y1 = box
    ids = pt.line_ids
    real = ids >= 0
    if not real.any():
        return None
    b = pt.boxes[real]
    i = ids[real]
    other = (i != line_id) & (b[:, 0] < x1) & (b[:, 2] > x0) & (b[:, 1] < y1) & (b[:, 3] > y0)
    if not other.any():
        return None
    cy = (y0 + y1) / 2.0
    ob = b[other]
    oc = (ob[:, 1] + ob[:, 3]) / 2.0
    apart = np.abs(oc - cy) > 0.5 * size
    if not apart.any():
        return None
    ob, oc = ob[apart], oc[apart]
    top = max(y0, float(ob[oc < cy, 3].max())) if (oc < cy).any() else y0
    bottom = min(y1, float(ob[oc >= cy, 1].min())) if (oc >= cy).any() else y1
    if bottom - top < 0.05 * (y1 - y0):
        return None
    pad = 0.1 * (bottom - top)  # a little room on both sides: the neighbours' glyphs start there
    return top + pad, bottom - pad


def full_line_rects(pt, start: int, end: int) -> list[Rect]:
    """The character boxes' full extent per line (what the user sees highlighted)."""
    return pt.rects_for(start, end)


def display_to_text(pt, rect: Rect) -> Rect:
    """Map a rectangle drawn on the rendered (rotated) page to text coordinates."""
    a, b, c, d, e, f = pt.display_matrix
    det = a * d - b * c
    if abs(det) < 1e-12:
        return rect
    ia, ib, ic, id_ = d / det, -b / det, -c / det, a / det
    ie, if_ = -(e * ia + f * ic), -(e * ib + f * id_)
    xs, ys = [], []
    for x, y in ((rect[0], rect[1]), (rect[2], rect[1]), (rect[0], rect[3]), (rect[2], rect[3])):
        xs.append(ia * x + ic * y + ie)
        ys.append(ib * x + id_ * y + if_)
    return (min(xs), min(ys), max(xs), max(ys))
