"""The rules read the page a second time, laid out in rows as a reader sees it.

Why: a producer that draws every caption first and every value after (form
frames, placed text boxes, cells drawn one by one) leaves "Date de naissance"
and its date far apart in the page text, where no label window reaches. In
the rows of ``app.document.layout_view`` they sit side by side again. What the
rules find there and the page reading missed is marked on the page text,
piece by piece where the value is split there. The model is not run again: it
reads the page text, and a third of the page cost would double for little.
"""

from __future__ import annotations

from typing import Sequence

from app.detection.spans import Span


def _covered(spans: Sequence[Span]) -> dict[str, set[int]]:
    """Characters already marked, per label ("" for any label)."""
    out: dict[str, set[int]] = {"": set()}
    for s in spans:
        out.setdefault(s.label, set()).update(range(s.start, s.end))
        out[""].update(range(s.start, s.end))
    return out


def _crosses_cell(view, start: int, end: int) -> bool:
    """The span holds a cell gap the view put between two text lines."""
    ix = view.index[start:end]
    return "  " in "".join(c if i < 0 else "x" for c, i in zip(view.text[start:end], ix.tolist()))


def layout_spans(page: int, page_text, spans: Sequence[Span], detectors: Sequence) -> list[Span]:
    """Spans of the laid-out page the page reading did not find, on the page text."""
    from app.detection.analyze import plain_spaces
    from app.document.layout_view import layout_view, page_ranges

    view = layout_view(page_text)
    if view is None:
        return []
    text = page_text.text
    plain = plain_spaces(view.text)
    found: list[Span] = []
    for d in detectors:
        if getattr(d, "name", "") == "model" or not hasattr(d, "detect_page"):
            continue
        found.extend(d.detect_page(page, plain))
    if not found:
        return []
    covered = _covered(spans)
    out: list[Span] = []
    for s in found:
        if _crosses_cell(view, s.start, s.end):
            continue  # "Laboratoire  Laboratoire Bio-Armor": a caption read into the value beside it
        # A plain date adds nothing to a page span; another label on the same characters
        # (a birth date beside its caption) goes to the merge, which ranks the labels.
        seen = covered[""] if s.label == "DATE" else covered.get(s.label, set())
        for a, b in page_ranges(view, s.start, s.end, text):
            if all(i in seen for i in range(a, b) if not text[i].isspace()):
                continue
            out.append(s.with_(start=a, end=b, text=text[a:b]))
    return out
