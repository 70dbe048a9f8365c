"""How much of a written page looks different from the input outside what was removed.

The rebuild must leave the visible page as it was except inside the masks. Both
files are rendered in grey at a low resolution; the places of the input's words
that the output no longer holds where they were (the masked values, their
placeholder labels) are set aside, and a page counts as changed when more than
``SHARE`` of its other pixels differ visibly.
"""

from __future__ import annotations

import numpy as np
import pymupdf

DPI = 36
SHARE = 0.005  # of the page's pixels outside the masks
_VISIBLE = 40  # grey levels: anti-aliasing noise stays below


def _grey(page: pymupdf.Page) -> np.ndarray:
    pix = page.get_pixmap(dpi=DPI, colorspace=pymupdf.csGRAY, alpha=False)
    return np.frombuffer(pix.samples, np.uint8).reshape(pix.height, pix.width).astype(np.int16)


def _set_aside(pin: pymupdf.Page, pout: pymupdf.Page, shape: tuple[int, int]) -> np.ndarray:
    still = {(w[4], round(w[0]), round(w[1])) for w in pout.get_text("words")}
    out = np.zeros(shape, bool)
    z = DPI / 72.0
    for w in pin.get_text("words"):
        if (w[4], round(w[0]), round(w[1])) in still:
            continue
        r = pymupdf.Rect(w[:4]) * pin.rotation_matrix
        out[max(0, int((r.y0 - 4) * z)):int((r.y1 + 4) * z) + 1, max(0, int((r.x0 - 4) * z)):int((r.x1 + 4) * z) + 1] = True
    return out


def changed_pages(src, out, max_pages: int = 3, masked=()) -> tuple[int, int]:
    """(pages compared, pages changed outside the masks) over the first ``max_pages``;
    ``masked``: page numbers (from 0) masked whole, not compared (the page is the mask)."""
    compared = changed = 0
    with pymupdf.open(src) as a, pymupdf.open(out) as b:
        for i in range(min(a.page_count, b.page_count, max_pages)):
            if i in masked:
                continue
            ga, gb = _grey(a[i]), _grey(b[i])
            if ga.shape != gb.shape:
                compared += 1
                changed += 1
                continue
            keep = ~_set_aside(a[i], b[i], ga.shape)
            diff = (np.abs(ga - gb) > _VISIBLE) & keep
            compared += 1
            changed += int(diff.sum() > SHARE * max(int(keep.sum()), 1))
    return compared, changed
