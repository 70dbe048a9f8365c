"""Combine a page's own text with the text OCR read in its images (pure numpy).

Why: a mixed page (typed text plus a scanned attachment) must expose both to
detection as ONE page text, so every ``Span`` offset still maps to boxes
through ``PageText.rects_for``. OCR text is appended after the page's own
text with a block break (``\\n\\n``), its boxes in the same coordinates.

An image under the page's own text (a letterhead background) would be read
twice; OCR words lying mostly on the page's own characters are dropped.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from app.document.page_text import PageText

_OVERLAP_SHARE = 0.5  # an OCR word with this share of its characters on native text is a duplicate
_PAD = 1.0  # points added around native character boxes for the overlap test


@dataclass
class TextArrays:
    """The plain data a worker sends back for one page (picklable)."""

    text: str
    boxes: np.ndarray  # float32 [n, 4]
    line_ids: np.ndarray  # int32 [n]
    font_sizes: np.ndarray  # float32 [n]
    ocr_mask: np.ndarray  # bool [n]

    @classmethod
    def of(cls, pt: PageText, ocr: bool) -> "TextArrays":
        n = len(pt.text)
        sizes = pt.font_sizes if pt.font_sizes is not None else np.zeros(n, np.float32)
        return cls(pt.text, pt.boxes.astype(np.float32), pt.line_ids.astype(np.int32), sizes.astype(np.float32), np.full(n, ocr, bool))

    @classmethod
    def empty(cls) -> "TextArrays":
        return cls("", np.zeros((0, 4), np.float32), np.zeros(0, np.int32), np.zeros(0, np.float32), np.zeros(0, bool))


def _word_ids(text: str, line_ids: np.ndarray) -> np.ndarray:
    """Word number of each character (runs of non-space characters on one line), -1 elsewhere."""
    out = np.full(len(text), -1, np.int64)
    word = -1
    prev_line = None
    in_word = False
    for i, c in enumerate(text):
        lid = int(line_ids[i])
        if c.isspace() or lid < 0:
            in_word = False
            continue
        if not in_word or lid != prev_line:
            word += 1
        out[i] = word
        in_word = True
        prev_line = lid
    return out


def visible_boxes(native: PageText) -> np.ndarray:
    """Boxes of the page's own non-space characters (all of them, visible or not)."""
    real = (native.line_ids >= 0) & np.array([not c.isspace() for c in native.text], bool)
    return native.boxes[real].astype(np.float64).reshape(-1, 4)


def drop_duplicates_of_native(ocr: TextArrays, native: PageText | np.ndarray) -> TextArrays:
    """Remove OCR words that lie mostly on the page's own (visible) characters.

    ``native``: the page's ``PageText``, or directly the boxes of its visible
    characters. Pass the latter for scans with an invisible text layer (a
    "searchable PDF" from the scanner): that layer is often wrong, and our
    OCR words must not be dropped in its favour.
    """
    if not ocr.text:
        return ocr
    nb = native if isinstance(native, np.ndarray) else visible_boxes(native)
    if not len(nb):
        return ocr
    nb = nb.astype(np.float64)
    nb = nb + np.array([-_PAD, -_PAD, _PAD, _PAD])
    words = _word_ids(ocr.text, ocr.line_ids)
    idx = np.flatnonzero(words >= 0)
    if not len(idx):
        return ocr
    b = ocr.boxes[idx].astype(np.float64)
    cx = (b[:, 0] + b[:, 2]) / 2.0
    cy = (b[:, 1] + b[:, 3]) / 2.0
    covered = np.zeros(len(idx), bool)
    for lo in range(0, len(idx), 512):  # bounded memory on dense pages
        sl = slice(lo, lo + 512)
        inside = (
            (nb[None, :, 0] <= cx[sl, None])
            & (cx[sl, None] <= nb[None, :, 2])
            & (nb[None, :, 1] <= cy[sl, None])
            & (cy[sl, None] <= nb[None, :, 3])
        )
        covered[sl] = inside.any(axis=1)
    w = words[idx]
    n_words = int(w.max()) + 1
    share = np.bincount(w, weights=covered.astype(float), minlength=n_words) / np.maximum(np.bincount(w, minlength=n_words), 1)
    drop_word = share >= _OVERLAP_SHARE
    keep = np.ones(len(ocr.text), bool)
    keep[idx[drop_word[w]]] = False
    if keep.all():
        return ocr
    text = "".join(c for c, k in zip(ocr.text, keep) if k)
    return TextArrays(text, ocr.boxes[keep], ocr.line_ids[keep], ocr.font_sizes[keep], ocr.ocr_mask[keep])


def concat(parts: list[TextArrays]) -> TextArrays:
    """Join texts with a block break, renumbering text lines so they stay distinct."""
    parts = [p for p in parts if p.text.strip()]
    if not parts:
        return TextArrays.empty()
    texts, boxes, ids, sizes, masks = [], [], [], [], []
    offset = 0
    for k, p in enumerate(parts):
        if k:
            texts.append("\n\n")
            boxes.append(np.zeros((2, 4), np.float32))
            ids.append(np.full(2, -1, np.int32))
            sizes.append(np.zeros(2, np.float32))
            masks.append(np.zeros(2, bool))
        lid = p.line_ids.astype(np.int32).copy()
        real = lid >= 0
        lid[real] += offset
        offset = int(lid.max()) + 1 if real.any() else offset
        texts.append(p.text)
        boxes.append(p.boxes.astype(np.float32))
        ids.append(lid)
        sizes.append(p.font_sizes.astype(np.float32))
        masks.append(p.ocr_mask.astype(bool))
    return TextArrays("".join(texts), np.concatenate(boxes), np.concatenate(ids), np.concatenate(sizes), np.concatenate(masks))


def merge_page(
    native: PageText, ocr_parts: list[TextArrays], *, full_page: bool, native_boxes: np.ndarray | None = None
) -> TextArrays:
    """The page's final text: OCR alone for a page OCRed whole, else native + OCR of its images.

    ``native_boxes``: boxes of the native characters that are actually
    visible (default: all native characters).
    """
    if full_page:
        return concat(ocr_parts)
    ref = native if native_boxes is None else native_boxes
    cleaned = [drop_duplicates_of_native(p, ref) for p in ocr_parts]
    return concat([TextArrays.of(native, ocr=False)] + cleaned)
