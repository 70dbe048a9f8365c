"""The rules read each page a second time, laid out in rows as a reader sees it.

Why: a producer that draws every caption first and every value after (form
frames, placed text boxes, cells drawn one by one) leaves "Date de naissance"
and its date far apart in the page text, where no label window reaches. In
the rows of ``app.document.layout_view`` they sit side by side again. What the
rules find there and the page reading missed is marked on the page text,
piece by piece where the value is split there. The model is not run again: it
reads the page text, and a third of the page cost would double for little.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Sequence

from app.detection.spans import Span


# Kinds whose values are words; the others are numbers or dates, and a piece of them
# without a digit is their caption, kept apart on the page.
_WORD_KINDS = frozenset({"NOM", "PRENOM", "VILLE", "ADRESSE", "ETAB", "EMAIL"})


def _marked(spans: Sequence[Span]) -> tuple[set[int], set[int]]:
    """Characters the first reading marked: with more than a plain date, and as a plain date.
    The model's guesses alone do not count: the rules' reading of the rows is surer than a
    name the model gave 0.39 to across two fields ("MEUNIER⏎VIDAL"), and the merge joins both."""
    more: set[int] = set()
    dates: set[int] = set()
    for s in spans:
        if set(s.sources) == {"model"}:
            continue
        (dates if s.label == "DATE" else more).update(range(s.start, s.end))
    return more, dates


def _crosses_cell(view, start: int, end: int) -> bool:
    """The span holds a cell gap the view put between two text lines."""
    ix = view.index[start:end]
    return "|" in "".join(c if i < 0 else "x" for c, i in zip(view.text[start:end], ix.tolist()))


_BIRTH_CUE = re.compile(r"(?i)naiss|\bn[ée]e?\b|n[ée]\(e\)|\bD\.?D\.?N\b|birth")


def _line(text: str, ls: int) -> tuple[int, int]:
    """Bounds of the line starting at ``ls``."""
    le = text.find("\n", ls)
    return ls, len(text) if le < 0 else le


def _birth_cue_beside(text: str, start: int, end: int) -> bool:
    """A birth cue in the date's own cell of the rows, the cell before it, or the cell of the
    same column in the row above or below (a caption under its value): the rows may join a
    care date to the patient's identity of the next column."""
    ls, le = _line(text, text.rfind("\n", 0, start) + 1)
    k = text[ls:start].count(" | ")  # the date's column
    cells = text[ls:le].split(" | ")
    near = cells[max(0, k - 1):k + 1]
    neighbours = []
    if ls > 0:
        neighbours.append(_line(text, text.rfind("\n", 0, ls - 1) + 1))
    if le < len(text):
        neighbours.append(_line(text, le + 1))
    for a, b in neighbours:
        other = text[a:b].split(" | ")
        if k < len(other):
            near.append(other[k])
    return any(_BIRTH_CUE.search(c) for c in near)


def _under_caption_column(text: str, s: Span) -> bool:
    """The code stands in a column of the rows whose header cell is an identifier's caption
    ("Téléphone | Pièce d'identité", then "… | 06-39-98-84-95 | 21WF00783"): the page reads the
    cells one a line, far from their caption."""
    return "|" in text and any(a <= s.start and s.end <= b for a, b in _column_codes(text))


@lru_cache(maxsize=8)
def _column_codes(text: str) -> tuple[tuple[int, int], ...]:
    from app.detection.rules.labelled_tables import pipe_values

    return tuple((a, b) for a, b, _k in pipe_values(text))


def _under_birth_header(text: str, s: Span, headed: list) -> bool:
    """The date stands in a column whose header cell is a birth caption, as a register's rows
    set apart by blank lines print it ("N° | Né(e) le / heure | Mère"): the header, not a
    neighbour, names it."""
    from app.detection.rules.birth_captions import birth_cells

    if not headed:
        headed.append(birth_cells(text) if "|" in text else set())
    return any(a <= s.start and s.end <= b for a, b in headed[0])


def layout_spans(pages: Sequence, spans: Sequence[Span], detectors: Sequence, cancelled=None) -> list[Span]:
    """What the rules find in the rows of each page given as a ``PageText`` and the
    first reading (pages and document pass) left unmarked, on the page text."""
    by_page: dict[int, list[Span]] = {}
    for s in spans:
        by_page.setdefault(s.page, []).append(s)
    out: list[Span] = []
    for i, pt in enumerate(pages):
        if cancelled is not None and cancelled():
            break
        if hasattr(pt, "boxes"):
            out.extend(_page_spans(i, pt, by_page.get(i, ()), detectors))
    return out


def _page_spans(page: int, page_text, spans: Sequence[Span], detectors: Sequence) -> list[Span]:
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
    marked, dates = _marked(spans)
    headed: list = []  # cells a birth caption heads in the rows, read once when a birth date needs it
    out: list[Span] = []
    for s in found:
        if s.label == "DATE" or not view.mixed[s.start:s.end].any() and not (
                s.label == "DATE_NAISSANCE" and _under_birth_header(plain, s, headed)) and not (
                s.source == "rules.labelled_ids" and _under_caption_column(plain, s)):
            continue  # a plain date adds nothing; a row in the page's own order was read already
            # (but not a column under its header: the page reads the cells one per line, and a
            # cell wrapped over two lines there throws every later row off its column)
        if _crosses_cell(view, s.start, s.end):
            continue  # "Laboratoire | Laboratoire Bio-Armor": a caption read into the value beside it
        for a, b in page_ranges(view, s.start, s.end, text):
            # Where the first reading found something, its bounds stand: the rows only add
            # values it left unmarked, or a birth date's label for a plain date.
            if any(i in marked for i in range(a, b)):
                continue
            if s.label != "DATE_NAISSANCE" and any(i in dates for i in range(a, b)):
                continue  # a date the first reading saw is a date: only its caption may say whose
            if s.label == "DATE_NAISSANCE" and not _birth_cue_beside(view.text, s.start, s.end) and \
                    not _under_birth_header(plain, s, headed):
                continue  # the rows join two columns: a cue in the other column names another date
            if s.label not in _WORD_KINDS and not any(c.isdigit() for c in text[a:b]):
                continue  # "Né(e) le ......": the caption's piece of a date or a number
            out.append(s.with_(start=a, end=b, text=text[a:b]))
    return out
