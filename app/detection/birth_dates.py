"""A date written like a known birth date is a birth date, wherever it appears.

Operative reports print the birth date once with "Né le" and again, bare,
on later pages, in other writings (21.05.1949, 21 mai 1949, 21/05/49). The
date rules see those as ordinary dates of care, which are kept by default.
Once a document has a birth date, every date hit with the same day, month
and year (2- or 4-digit) is relabelled ``DATE_NAISSANCE``: the reviewer
sees it as such, ticked, and the export masks it whatever the policy on
dates of care.
"""

from __future__ import annotations

from typing import Iterable

from app.detection.spans import Span
from app.export.variants import parse_date

NOTE = "écriture d'une date de naissance"

BirthKey = tuple[int, int, str]  # day, month, year digits (2 or 4)


def _year_matches(a: str, b: str) -> bool:
    if len(a) == len(b):
        return a == b
    return a[-2:] == b[-2:]


def birth_values(spans: Iterable[Span]) -> set[BirthKey]:
    """(day, month, year) of every birth-date hit that can be parsed."""
    out: set[BirthKey] = set()
    for s in spans:
        if s.label == "DATE_NAISSANCE":
            p = parse_date(s.text)
            if p is not None:
                out.add(p)
    return out


def _by_day(known: Iterable[BirthKey]) -> dict[tuple[int, int], list[str]]:
    out: dict[tuple[int, int], list[str]] = {}
    for d, m, y in known:
        out.setdefault((d, m), []).append(y)
    return out


def is_birth_writing(text: str, known: Iterable[BirthKey], _index: dict | None = None) -> bool:
    p = parse_date(text)
    if p is None:
        return False
    d, m, y = p
    years = (_index if _index is not None else _by_day(known)).get((d, m), ())
    return any(_year_matches(y, ky) for ky in years)


def relabel_birth_dates(spans: list[Span], known: set[BirthKey] | None = None) -> list[Span]:
    """``spans`` with every DATE hit that writes a known birth date turned into DATE_NAISSANCE.

    ``known`` defaults to the birth dates among ``spans`` themselves. The
    relabelled span keeps its place, source and confidence; its note says why.
    """
    known = birth_values(spans) if known is None else known
    if not known:
        return spans
    out = None
    index = _by_day(known)  # one lookup per date hit: documents of many patients hold many birth dates
    for i, s in enumerate(spans):
        if s.label == "DATE" and is_birth_writing(s.text, known, index):
            if out is None:
                out = list(spans)
            out[i] = s.with_(label="DATE_NAISSANCE", note=NOTE)
    return spans if out is None else out  # the same list when nothing changed
