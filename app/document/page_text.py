"""PageText: a page's text with one box per character, as a plain value.

Built on the PyMuPDF thread, then handed to detection workers and to the
exporter. Offsets into ``text`` are what every ``Span`` refers to; ``boxes``
maps each character back to the page so a span becomes rectangles to
highlight or redact.

Coordinates are PyMuPDF's text coordinates: those of the *unrotated* page,
the ones ``page.search_for`` returns and ``page.add_redact_annot`` takes.
``display_matrix`` (PyMuPDF's ``page.rotation_matrix``) maps them onto the
rendered, rotated page for highlighting.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

Rect = tuple[float, float, float, float]


@dataclass(eq=False)
class PageText:
    index: int
    text: str
    boxes: np.ndarray  # float32 [len(text), 4]: x0, y0, x1, y1; zeros for synthetic characters
    line_ids: np.ndarray  # int32 [len(text)]: text line of each character, -1 for synthetic ones
    width: float  # displayed (rotated) page size, in points
    height: float
    rotation: int = 0
    display_matrix: tuple[float, float, float, float, float, float] = (1, 0, 0, 1, 0, 0)
    image_only: bool = False
    image_rects: list[Rect] = field(default_factory=list)  # images that can carry text (≥ 10 % of the page or ≥ 1 × 2 cm)
    font_sizes: np.ndarray | None = None  # float32 [len(text)], 0 for synthetic characters
    # Added by the OCR issue (app/ocr): True when (part of) the text comes from OCR;
    # char_confidence is per-character OCR confidence in [0, 1] when the OCR engine
    # exposes it (PyMuPDF's OCR textpage does not: None), NaN for non-OCR characters.
    ocr: bool = False
    ocr_mask: np.ndarray | None = None  # bool [len(text)]: characters read by OCR (None: none)
    char_confidence: np.ndarray | None = None

    def __post_init__(self) -> None:
        n = len(self.text)
        if self.boxes.shape != (n, 4) or self.line_ids.shape != (n,):
            raise ValueError("boxes/line_ids must match the text length")

    @classmethod
    def from_plain_text(cls, index: int, text: str) -> "PageText":
        """A page with no geometry (``detect`` on a .txt file)."""
        n = len(text)
        return cls(index, text, np.zeros((n, 4), np.float32), np.full(n, -1, np.int32), 0.0, 0.0)

    def rects_for(self, start: int, end: int) -> list[Rect]:
        """One rectangle per text line covered by ``[start, end)``."""
        start = max(0, start)
        end = min(len(self.text), end)
        if end <= start:
            return []
        ids = self.line_ids[start:end]
        boxes = self.boxes[start:end]
        real = ids >= 0
        if not real.any():
            return []
        ids_r = ids[real]
        boxes_r = boxes[real]
        # Consecutive runs of the same line id, in text order; one reduceat per
        # edge instead of a Python loop (painting asks for every span of a page).
        starts = np.concatenate(([0], np.flatnonzero(np.diff(ids_r)) + 1))
        x0 = np.minimum.reduceat(boxes_r[:, 0], starts)
        y0 = np.minimum.reduceat(boxes_r[:, 1], starts)
        x1 = np.maximum.reduceat(boxes_r[:, 2], starts)
        y1 = np.maximum.reduceat(boxes_r[:, 3], starts)
        return list(zip(x0.tolist(), y0.tolist(), x1.tolist(), y1.tolist()))

    def to_display(self, rect: Rect) -> Rect:
        """Map a text-coordinate rectangle onto the rendered (rotated) page."""
        a, b, c, d, e, f = self.display_matrix
        xs, ys = [], []
        for x, y in ((rect[0], rect[1]), (rect[2], rect[1]), (rect[0], rect[3]), (rect[2], rect[3])):
            xs.append(a * x + c * y + e)
            ys.append(b * x + d * y + f)
        return (min(xs), min(ys), max(xs), max(ys))

    def char_at(self, x: float, y: float) -> int | None:
        """Index of the character whose box holds the text-coordinate point."""
        b = self.boxes
        hit = np.flatnonzero((self.line_ids >= 0) & (b[:, 0] <= x) & (x <= b[:, 2]) & (b[:, 1] <= y) & (y <= b[:, 3]))
        return int(hit[0]) if len(hit) else None
