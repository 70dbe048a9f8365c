"""The page read as a reader sees it: text lines put in rows by position.

A page's text follows the producer's drawing order. Forms and placed text
boxes are often drawn captions first and values after, or one frame per
cell, so "IPP :" and its number end up far apart in that order although
they sit side by side on the page. This view rebuilds rows the way
``pdftotext -layout`` does — lines sharing a baseline, left to right, a bar
where a cell gap opens (the rules read bars as cell rules), a blank line
where rows are far apart — and keeps, for every character, its offset in the page text, so what is found
here is marked on the page text itself. A row whose lines follow each other
in the page text (a table drawn row by row), right under the row the text
puts before it, reads nothing new: pages with no other row get no view.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from app.document.page_text import PageText

_SAME_ROW = 0.35  # × line height: two lines whose centres are closer share a row
_CELL_GAP = 1.0  # × font size: a wider horizontal gap between two lines of a row is a cell break
_BLOCK_GAP = 0.9  # × row height: a wider vertical gap between rows is a blank line
_VERTICAL = 2.5  # a line this many times taller than its font size runs vertically: left out


@dataclass(frozen=True)
class LayoutView:
    text: str
    index: np.ndarray  # int64 [len(text)]: offset in the page text of each character, -1 for separators
    # bool [len(text)]: the character's row joins lines the page text holds apart (not one
    # after the other, left to right): only there does the view read something new.
    mixed: np.ndarray


def _lines(pt: PageText):
    """(first, last, x0, y0, x1, y1, size) of each horizontal text line, from its characters."""
    ids = pt.line_ids
    real = np.flatnonzero(ids >= 0)
    if len(real) == 0:
        return []
    line_of = ids[real]
    # Lines are written one after the other: their ids never decrease along the text.
    _, starts = np.unique(line_of, return_index=True)
    ends = np.append(starts[1:], len(real))
    b = pt.boxes[real]
    sizes = pt.font_sizes[real] if pt.font_sizes is not None else np.full(len(real), 10.0, np.float32)
    x0 = np.minimum.reduceat(b[:, 0], starts)
    y0 = np.minimum.reduceat(b[:, 1], starts)
    x1 = np.maximum.reduceat(b[:, 2], starts)
    y1 = np.maximum.reduceat(b[:, 3], starts)
    size = np.maximum.reduceat(sizes, starts)
    out = []
    for k in range(len(starts)):
        first, last = int(real[starts[k]]), int(real[ends[k] - 1])
        s = float(size[k]) or 10.0
        if y1[k] - y0[k] > _VERTICAL * s and x1[k] - x0[k] < y1[k] - y0[k]:
            continue  # vertical text: its own reading order
        out.append((first, last, float(x0[k]), float(y0[k]), float(x1[k]), float(y1[k]), s))
    return out


def _rows(lines):
    """Lines grouped in rows (top to bottom), each row's lines left to right."""
    rows: list[list] = []
    for ln in sorted(lines, key=lambda ln: (ln[3] + ln[5]) / 2):
        cy, h = (ln[3] + ln[5]) / 2, ln[5] - ln[3]
        if rows:
            ref = rows[-1][0]
            rcy, rh = (ref[3] + ref[5]) / 2, ref[5] - ref[3]
            if abs(cy - rcy) <= _SAME_ROW * max(min(h, rh), 1.0):
                rows[-1].append(ln)
                continue
        rows.append([ln])
    return [sorted(r, key=lambda ln: ln[2]) for r in rows]


def _justified(row, text: str) -> bool:
    """A justified line drawn one word at a time ("Personne  à  prévenir  :  Armelle  CASTAGNET,
    +33  2  61  91  38  23."): four words or more, every gap as wide as the others. Its wide
    gaps are no cell breaks, and a phone number split over them is read whole."""
    if len(row) < 4 or any(" " in text[ln[0]:ln[1] + 1].strip() for ln in row):
        return False
    gaps = sorted(b[2] - a[4] for a, b in zip(row, row[1:]))
    size = max(ln[6] for ln in row)
    mid = gaps[len(gaps) // 2]
    return 0 < mid <= 4 * size and gaps[0] >= 0.75 * mid and gaps[-1] <= 1.25 * mid


def layout_view(pt: PageText) -> LayoutView | None:
    """The page in rows, or None when it reads the same as its text (or runs sideways)."""
    if pt.rotation or not pt.text or pt.font_sizes is None:
        return None
    lines = _lines(pt)
    if len(lines) < 2:
        return None
    rows = _rows(lines)
    order = {ln[0]: k for k, ln in enumerate(sorted(lines))}  # each line's rank in the page text
    # (a justified line drawn one word at a time is read as rows too: the page text gives one
    # word a line there, "03⏎53⏎01⏎99⏎58", where no rule reads a phone number)
    justified = [_justified(r, pt.text) for r in rows]
    mixed_rows = [len(r) > 1 and (any(order[b[0]] != order[a[0]] + 1 for a, b in zip(r, r[1:])) or j)
                  for r, j in zip(rows, justified)]
    # Two rows one right under the other that the page text holds apart: a form's values under
    # (or over) their captions, drawn in another pass ("Nom d'usage | Nom de naissance⏎MEUNIER
    # | VIDAL", the values filled into fields): only the rows read captions and values together.
    for k in range(1, len(rows)):
        above, row = rows[k - 1], rows[k]
        close = min(ln[3] for ln in row) - max(ln[5] for ln in above) <= _BLOCK_GAP * (
            max(ln[5] for ln in row) - min(ln[3] for ln in row))
        if close and min(order[ln[0]] for ln in row) != max(order[ln[0]] for ln in above) + 1:
            mixed_rows[k] = mixed_rows[k - 1] = True  # values under their captions, or over them
    if not any(mixed_rows):
        return None  # every row is read in the text's own order already: nothing new
    parts: list[str] = []
    index: list[np.ndarray] = []
    mixed: list[np.ndarray] = []

    def sep(s: str, m: bool = False) -> None:
        parts.append(s)
        index.append(np.full(len(s), -1, np.int64))
        mixed.append(np.full(len(s), m, bool))

    prev_bottom = None
    for r, m, just in zip(rows, mixed_rows, justified):
        top = min(ln[3] for ln in r)
        bottom = max(ln[5] for ln in r)
        if prev_bottom is not None:
            sep("\n\n" if top - prev_bottom > _BLOCK_GAP * (bottom - top) else "\n")
        prev_bottom = bottom
        prev = None
        for ln in r:
            first, last, x0, _, x1, _, size = ln
            if prev is not None:
                sep(" | " if x0 - prev[4] > _CELL_GAP * size and not just else " ", m)
            parts.append(pt.text[first:last + 1].replace("\n", " "))
            index.append(np.arange(first, last + 1, dtype=np.int64))
            mixed.append(np.full(last + 1 - first, m, bool))
            prev = ln
    return LayoutView("".join(parts), np.concatenate(index), np.concatenate(mixed))


def page_ranges(view: LayoutView, start: int, end: int, page_text: str) -> list[tuple[int, int]]:
    """The page-text ranges holding the view's characters ``start``–``end``: one range
    per stretch that is contiguous on the page (whitespace between pieces allowed)."""
    ix = view.index[start:end]
    ix = ix[ix >= 0]
    out: list[tuple[int, int]] = []
    for i in ix.tolist():
        if out and i >= out[-1][1] and not page_text[out[-1][1]:i].strip():
            out[-1] = (out[-1][0], i + 1)
        else:
            out.append((i, i + 1))
    trimmed = []
    for s, e in out:
        piece = page_text[s:e]
        if piece.strip():
            s += len(piece) - len(piece.lstrip())
            e -= len(piece) - len(piece.rstrip())
            trimmed.append((s, e))
    return trimmed
