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


def line_rects(pt, start: int, end: int) -> list[Rect]:
    """One redaction rectangle per text line covered by ``[start, end)``."""
    return [band for band, _ in line_boxes(pt, start, end)]


def line_boxes(pt, start: int, end: int) -> list[tuple[Rect, Rect]]:
    """Per text line covered by ``[start, end)``: (redaction band, full character box)."""
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
        if size <= 0:
            size = h / _BOX_TO_SIZE
        band = min(h, BAND * size)
        ocr = getattr(pt, "ocr_mask", None)
        if ocr is not None and ocr[start:end][real][chunk].any():
            # Issue 9: OCR boxes are scan pixels, not glyphs: blanking them cannot
            # erase a neighbouring line's text, and a shrunk band would leave the
            # tops and bottoms of the letters legible. Keep the full (padded) box.
            band = h
        cy = (y0 + y1) / 2.0
        out.append(((x0, cy - band / 2.0, x1, cy + band / 2.0), (x0, y0, x1, y1)))
    return out


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
