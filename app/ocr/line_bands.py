"""Keep each line OCR read within its own band of the page.

MuPDF gives every character Tesseract read the height of the font size Tesseract chose for its
line, and Tesseract sizes a line by everything it grouped into it: beside a stamp or on a
skewed scan, words of two lines and the stamp's letters make one tall "line", and each letter
of it gets a box two or three lines high (measured on a folded, stamped letter: `CAEN` read
from 85.7 to 114.5 pt, its pixels from 96 to 102 pt), centred within a point or two of the real
letters. Masking such boxes blanks the lines above and below. Each line's characters are kept
between the midpoints to the centres of the nearest lines above and below it that share some
of its width, with a margin; lines closer than a small line apart are taken as one (a stamp's
tilted words, a superscript) and bound nothing. The second OCR reading of the written file
still checks that nothing masked stays legible.
"""

from __future__ import annotations

import numpy as np

# Points kept beyond each midpoint: the centres are a point or two off the letters.
MARGIN = 1.5
# Centres closer than this are no separate lines (points).
MIN_GAP = 6.0


def clip_to_line_bands(boxes: np.ndarray, line_ids: np.ndarray) -> None:
    """Clip, in place, the vertical extent of each line's character boxes (``boxes`` [n, 4],
    text coordinates, y down; ``line_ids`` [n], -1 for no line)."""
    ids = np.unique(line_ids[line_ids >= 0])
    if len(ids) < 2:
        return
    ext = np.array([_extent(boxes[line_ids == i]) for i in ids])  # x0, y0, x1, y1 per line
    centre = (ext[:, 1] + ext[:, 3]) / 2.0
    for k, lid in enumerate(ids):
        x0, y0, x1, y1 = ext[k]
        side = (ext[:, 0] < x1) & (x0 < ext[:, 2])  # lines sharing some of its width
        dy = centre - centre[k]
        above = side & (dy <= -MIN_GAP)
        below = side & (dy >= MIN_GAP)
        top = (centre[k] + centre[above].max()) / 2.0 - MARGIN if above.any() else y0
        bottom = (centre[k] + centre[below].min()) / 2.0 + MARGIN if below.any() else y1
        if top <= y0 and bottom >= y1:
            continue
        sel = line_ids == lid
        b = boxes[sel]
        b[:, 1] = np.maximum(b[:, 1], top)
        b[:, 3] = np.minimum(b[:, 3], bottom)
        boxes[sel] = b


def _extent(b: np.ndarray) -> tuple[float, float, float, float]:
    return float(b[:, 0].min()), float(b[:, 1].min()), float(b[:, 2].max()), float(b[:, 3].max())
