"""OCR lines Tesseract made too tall are kept within their own band of the page."""

import numpy as np

from app.ocr.line_bands import clip_to_line_bands


def _boxes(rows):
    """One character per (line id, x0, y0, x1, y1) row."""
    a = np.asarray([r[1:] for r in rows], np.float32)
    return a, np.asarray([r[0] for r in rows], np.int32)


def test_a_tall_line_is_clipped_between_its_neighbours():
    # lines 18 pt apart, letters 12 pt high; the middle one read 28 pt high (a stamp beside it),
    # centred on its letters (72..84)
    boxes, ids = _boxes([(0, 100, 54, 160, 66), (1, 100, 64, 160, 92), (2, 100, 90, 160, 102)])
    before = boxes.copy()
    clip_to_line_bands(boxes, ids)
    top, bottom = float(boxes[1, 1]), float(boxes[1, 3])
    assert (top, bottom) == (67.5, 88.5)  # halfway to the centres 60 and 96, 1.5 pt beyond
    assert top <= 72 and bottom >= 84  # its letters stay inside
    assert (boxes[[0, 2]] == before[[0, 2]]).all()  # the ordinary lines keep their boxes


def test_lines_side_by_side_or_too_close_bound_nothing():
    # a line in the other column, and a stamp's word 3 pt lower on the same width
    boxes, ids = _boxes([(0, 100, 70, 160, 98), (1, 300, 80, 360, 92), (2, 120, 75, 150, 101)])
    before = boxes.copy()
    clip_to_line_bands(boxes, ids)
    assert (boxes == before).all()
    boxes, ids = _boxes([(0, 100, 70, 160, 98)])  # one line alone
    clip_to_line_bands(boxes, ids)
    assert boxes[0, 1] == 70 and boxes[0, 3] == 98
