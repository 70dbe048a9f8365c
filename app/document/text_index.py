"""Build a PageText from a PyMuPDF page (call on the PyMuPDF thread only).

Characters come from ``rawdict`` with ligatures expanded (one character and
one box each), soft hyphens dropped, a synthetic space where two glyphs on
a line are visibly apart with no space between them (table cells), ``\\n``
between lines and ``\\n\\n`` between blocks. Blocks are put in reading
order column by column, so a two-column page reads left column first.
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


def _reading_order(blocks: list[dict], page_width: float) -> list[dict]:
    """Order text blocks column by column inside bands split by full-width blocks."""
    if len(blocks) < 2:
        return blocks
    mid = page_width / 2.0
    tol = page_width * 0.02

    def column(b: dict) -> int:
        x0, _, x1, _ = b["bbox"]
        if x1 <= mid + tol:
            return 0
        if x0 >= mid - tol:
            return 1
        return -1  # spans both halves

    two_cols = any(column(b) == 0 for b in blocks) and any(column(b) == 1 for b in blocks)
    if not two_cols:
        return blocks  # keep the producer's order: usually the reading order
    ordered: list[dict] = []
    band: list[dict] = []

    def flush() -> None:
        band.sort(key=lambda b: (column(b), b["bbox"][1], b["bbox"][0]))
        ordered.extend(band)
        band.clear()

    for b in sorted(blocks, key=lambda b: (b["bbox"][1], b["bbox"][0])):
        if column(b) == -1:
            flush()
            ordered.append(b)
        else:
            band.append(b)
    flush()
    return ordered


def build_page_text(page: pymupdf.Page, index: int) -> PageText:
    raw = page.get_text("rawdict", flags=_FLAGS)
    blocks = [b for b in raw.get("blocks", []) if b.get("type", 0) == 0]
    blocks = _reading_order(blocks, float(raw.get("width", page.rect.width)))

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

    for bi, block in enumerate(blocks):
        if bi:
            synth("\n")
            synth("\n")
        for li, line in enumerate(block.get("lines", [])):
            if li:
                synth("\n")
            prev_x1 = None
            prev_c = ""
            for span in line.get("spans", []):
                size = float(span.get("size", 0.0))
                for ch in span.get("chars", []):
                    c = ch["c"]
                    if c == SOFT_HYPHEN or c == "\n":
                        continue
                    x0, y0, x1, y1 = ch["bbox"]
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
