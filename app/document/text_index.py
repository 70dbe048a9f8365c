"""Build a PageText from a PyMuPDF page (call on the PyMuPDF thread only).

Characters come from ``rawdict`` with ligatures expanded (one character and
one box each), soft hyphens dropped, a synthetic space where two glyphs on
a line are visibly apart with no space between them (table cells), ``\\n``
between lines and ``\\n\\n`` between blocks. Blocks are put in reading
order (see ``_ordered_lines``), so a two-column page reads left column first;
a word whose glyphs are drawn out of order reads as the word (``glyph_order``).
"""

from __future__ import annotations

import numpy as np
import pymupdf

from app.document.glyph_order import SPACED_LETTERS, reorder_lines
from app.document.page_text import PageText

# Expand ligatures (no TEXT_PRESERVE_LIGATURES); keep whitespace as written;
# no images in the text output.
_FLAGS = (pymupdf.TEXTFLAGS_RAWDICT & ~pymupdf.TEXT_PRESERVE_LIGATURES & ~pymupdf.TEXT_PRESERVE_IMAGES) | pymupdf.TEXT_PRESERVE_WHITESPACE

SOFT_HYPHEN = "\u00ad"
_GAP_FACTOR = 0.35  # a gap wider than this × font size is a word break
_NO_GAP_FACTOR = 0.1  # a space glyph narrower than this × font size takes no room
_KERN_GAP_FACTOR = 0.045  # letters closer than this × font size across a space glyph touch
IMAGE_ONLY_COVERAGE = 0.5  # images covering this share of a text-less page → image-only
_LARGE_IMAGE_SHARE = 0.10
# An image of at least about 1 × 2 cm can carry text a reader sees: a scanned patient
# sticker, a stamp, a label. Such images are read by OCR (their region only).
_TEXT_IMAGE_MIN = (28.0, 56.0)  # points: shorter side, longer side


def _ordered_lines(blocks: list[dict], page_width: float) -> list[tuple[int, dict]]:
    """(block number, line) pairs in reading order.

    Single-column pages keep the producer's order, usually the reading
    order. A page with prose in two columns (at least two lines wider than
    15 % of the page on each side of the gutter) is read band by band,
    left column then right column; a line crossing the middle (a title, a
    footer) closes a band. Narrow lines (table cells) follow the column of
    their half of the page.
    """
    lines = [(bi, ln) for bi, b in enumerate(blocks) for ln in b.get("lines", [])]
    if len(lines) < 4:
        return lines
    mid = page_width / 2.0
    tol = page_width * 0.02
    min_prose = page_width * 0.15

    def column(ln: dict) -> int:
        x0, _, x1, _ = ln["bbox"]
        if x1 <= mid + tol:
            return 0
        if x0 >= mid - tol:
            return 1
        return -1  # crosses the gutter

    left = sum(1 for _, ln in lines if column(ln) == 0 and ln["bbox"][2] - ln["bbox"][0] >= min_prose)
    right = sum(1 for _, ln in lines if column(ln) == 1 and ln["bbox"][2] - ln["bbox"][0] >= min_prose)
    if left < 2 or right < 2:
        return lines
    ordered: list[tuple[int, dict]] = []
    band: list[tuple[int, dict]] = []

    def flush() -> None:
        band.sort(key=lambda u: (column(u[1]), u[1]["bbox"][1], u[1]["bbox"][0]))
        ordered.extend(band)
        band.clear()

    for unit in sorted(lines, key=lambda u: (u[1]["bbox"][1], u[1]["bbox"][0])):
        if column(unit[1]) == -1:
            flush()
            ordered.append(unit)
        else:
            band.append(unit)
    flush()
    return ordered


def _join_spaced_letters(text: str, boxes: np.ndarray, ids: np.ndarray, sizes: np.ndarray):
    """The text without the spaces inside letter-spaced words (boxes follow)."""
    keep = np.ones(len(text), bool)
    for m in SPACED_LETTERS.finditer(text):
        for k in range(m.start() + 1, m.end(), 2):
            keep[k] = False
    return "".join(c for c, k in zip(text, keep) if k), boxes[keep], ids[keep], sizes[keep]


def _left_to_right(line: dict) -> bool:
    """A horizontal line written left to right (kerning is measured along x)."""
    dx, dy = line.get("dir", (1.0, 0.0))
    return dx > 0.999 and abs(dy) < 0.001


def build_page_text(page: pymupdf.Page, index: int) -> PageText:
    raw = page.get_text("rawdict", flags=_FLAGS)
    blocks = [b for b in raw.get("blocks", []) if b.get("type", 0) == 0]
    lines = reorder_lines(_ordered_lines(blocks, float(raw.get("width", page.rect.width))))

    # Per line: characters, boxes and sizes gathered with comprehensions, gaps
    # found with numpy; a per-character Python loop was the bottleneck.
    parts: list[str] = []
    box_parts: list[np.ndarray] = []
    id_parts: list[np.ndarray] = []
    size_parts: list[np.ndarray] = []
    zero_box = np.zeros((1, 4), np.float32)

    def synth(c: str) -> None:
        parts.append(c)
        box_parts.append(np.zeros((len(c), 4), np.float32) if len(c) != 1 else zero_box)
        id_parts.append(np.full(len(c), -1, np.int32))
        size_parts.append(np.zeros(len(c), np.float32))

    prev_block = None
    for line_no, (bi, line) in enumerate(lines):
        if prev_block is not None:
            synth("\n\n" if bi != prev_block else "\n")  # blank line between blocks
        prev_block = bi
        lc = [(ch["c"], ch["bbox"], sp["size"]) for sp in line.get("spans", ()) for ch in sp.get("chars", ())]
        if not lc:
            continue
        cs = [t[0] for t in lc]
        bb = np.asarray([t[1] for t in lc], dtype=np.float32).reshape(len(lc), 4)
        sz = np.asarray([t[2] for t in lc], dtype=np.float32)
        keep = np.fromiter((c != SOFT_HYPHEN and c != "\n" for c in cs), bool, len(cs))
        # A soft hyphen's box extends the previous glyph, so no gap opens there.
        ends = bb[:, 2].copy()
        if not keep.all():
            for i in np.flatnonzero(~keep):
                if i > 0:
                    ends[i - 1] = max(ends[i - 1], bb[i, 2])
            cs = [c for c, k in zip(cs, keep) if k]
            bb, sz, ends = bb[keep], sz[keep], ends[keep]
            if not cs:
                continue
        space = np.fromiter((c.isspace() for c in cs), bool, len(cs))
        if len(cs) > 2 and space[1:-1].any() and _left_to_right(line):
            # A space glyph whose width the next glyph takes back: the letter after it starts
            # where the one before ends (a word kerned in pieces, "Fr ançois", as groff and
            # Ghostscript write it). No reader sees a gap; pdftotext reads the word whole.
            room = (bb[2:, 0] - ends[:-2]) / np.maximum(sz[1:-1], 1.0)
            false = np.zeros(len(cs), bool)
            false[1:-1] = (space[1:-1] & (room > -_NO_GAP_FACTOR) & (room < _KERN_GAP_FACTOR)
                           & (bb[1:-1, 2] - bb[1:-1, 0] > _NO_GAP_FACTOR * sz[1:-1]))
            for i in np.flatnonzero(false):
                false[i] = cs[i - 1].isalpha() and cs[i + 1].isalpha()
            if false.any():
                keep2 = ~false
                cs = [c for c, k in zip(cs, keep2) if k]
                bb, sz, ends, space = bb[keep2], sz[keep2], ends[keep2], space[keep2]
        gap = np.zeros(len(cs), bool)
        if len(cs) > 1:
            gap[1:] = (bb[1:, 0] - ends[:-1] > _GAP_FACTOR * np.maximum(sz[1:], 1.0)) & ~space[1:] & ~space[:-1]
        cuts = np.flatnonzero(gap)
        start = 0
        for cut in list(cuts) + [len(cs)]:
            if cut > start:
                parts.append("".join(cs[start:cut]))
                box_parts.append(bb[start:cut])
                id_parts.append(np.full(cut - start, line_no, np.int32))
                size_parts.append(sz[start:cut])
            if cut < len(cs):
                synth(" ")  # glyphs visibly apart with no space: table cells
            start = cut

    text = "".join(parts)
    box_arr = np.concatenate(box_parts) if box_parts else np.zeros((0, 4), np.float32)
    ids = np.concatenate(id_parts) if id_parts else np.zeros(0, np.int32)
    sizes = np.concatenate(size_parts) if size_parts else np.zeros(0, np.float32)
    if SPACED_LETTERS.search(text):
        text, box_arr, ids, sizes = _join_spaced_letters(text, box_arr, ids, sizes)
    n = len(text)
    assert box_arr.shape == (n, 4)

    page_area = max(page.rect.width * page.rect.height, 1.0)
    image_rects = []
    covered = 0.0
    # get_image_info() builds a second text page: only pay for it when the
    # page's resources name an image at all.
    for info in page.get_image_info() if page.get_images() else ():
        r = pymupdf.Rect(info["bbox"])
        area = abs(r)
        covered += area
        short, long = sorted((r.width, r.height))
        if area >= _LARGE_IMAGE_SHARE * page_area or (short >= _TEXT_IMAGE_MIN[0] and long >= _TEXT_IMAGE_MIN[1]):
            image_rects.append((r.x0, r.y0, r.x1, r.y1))
    has_text = any(not c.isspace() for c in text)
    image_only = (not has_text) and covered >= IMAGE_ONLY_COVERAGE * page_area

    m = page.rotation_matrix
    return PageText(
        index=index,
        text=text,
        boxes=box_arr,
        line_ids=ids,
        width=float(page.rect.width),
        height=float(page.rect.height),
        rotation=int(page.rotation),
        display_matrix=(m.a, m.b, m.c, m.d, m.e, m.f),
        image_only=image_only,
        image_rects=image_rects,
        font_sizes=sizes,
    )
