"""Build a PageText from a PyMuPDF page (call on the PyMuPDF thread only).

Characters come from ``rawdict`` with ligatures expanded (one character and
one box each), soft hyphens dropped, a synthetic space where two glyphs on
a line are visibly apart with no space between them (table cells), ``\\n``
between lines and ``\\n\\n`` between blocks. Blocks are put in reading
order (see ``_ordered_lines``), so a two-column page reads left column first.
"""

from __future__ import annotations

import numpy as np
import pymupdf

from app.document.page_text import PageText

# Expand ligatures (no TEXT_PRESERVE_LIGATURES); keep whitespace as written;
# no images in the text output.
_FLAGS = (pymupdf.TEXTFLAGS_RAWDICT & ~pymupdf.TEXT_PRESERVE_LIGATURES & ~pymupdf.TEXT_PRESERVE_IMAGES) | pymupdf.TEXT_PRESERVE_WHITESPACE

SOFT_HYPHEN = "\u00ad"
_GAP_FACTOR = 0.35  # a gap wider than this × font size is a word break
IMAGE_ONLY_COVERAGE = 0.5  # images covering this share of a text-less page → image-only
_LARGE_IMAGE_SHARE = 0.10


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


def build_page_text(page: pymupdf.Page, index: int) -> PageText:
    raw = page.get_text("rawdict", flags=_FLAGS)
    blocks = [b for b in raw.get("blocks", []) if b.get("type", 0) == 0]
    lines = _ordered_lines(blocks, float(raw.get("width", page.rect.width)))

    chars: list[str] = []
    boxes: list[tuple[float, float, float, float]] = []
    line_ids: list[int] = []
    sizes: list[float] = []
    zero = (0.0, 0.0, 0.0, 0.0)
    line_no = 0

    def synth(c: str) -> None:
        chars.append(c)
        boxes.append(zero)
        line_ids.append(-1)
        sizes.append(0.0)

    prev_block = None
    for bi, line in lines:
        if prev_block is not None:
            synth("\n")
            if bi != prev_block:
                synth("\n")  # blank line between blocks
        prev_block = bi
        prev_x1 = None
        prev_c = ""
        for span in line.get("spans", []):
            size = float(span.get("size", 0.0))
            for ch in span.get("chars", []):
                c = ch["c"]
                x0, y0, x1, y1 = ch["bbox"]
                if c == SOFT_HYPHEN:
                    prev_x1 = x1  # the word goes on: no gap to fill
                    continue
                if c == "\n":
                    continue
                if (
                    prev_x1 is not None
                    and not c.isspace()
                    and not prev_c.isspace()
                    and x0 - prev_x1 > _GAP_FACTOR * max(size, 1.0)
                ):
                    synth(" ")
                chars.append(c)
                boxes.append((x0, y0, x1, y1))
                line_ids.append(line_no)
                sizes.append(size)
                prev_x1 = x1
                prev_c = c
        line_no += 1

    text = "".join(chars)
    box_arr = np.asarray(boxes, dtype=np.float32).reshape(len(chars), 4)
    ids = np.asarray(line_ids, dtype=np.int32)

    page_area = max(page.rect.width * page.rect.height, 1.0)
    image_rects = []
    covered = 0.0
    for info in page.get_image_info():
        r = pymupdf.Rect(info["bbox"])
        area = abs(r)
        covered += area
        if area >= _LARGE_IMAGE_SHARE * page_area:
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
        font_sizes=np.asarray(sizes, dtype=np.float32),
    )
