"""Dates written in words ("quinze février mil neuf cent cinquante-neuf", "le premier mai
deux mille dix-huit"), as dictations, transcriptions of speech and legal acts write them.

Read here, not in ``dates``: a number in words needs its own small parser (French counts
by twenties: "quatre-vingt-onze" is 80 + 11). Read from each month name: the day before it and
the year after it, one of them in words at least ("trois janvier 1975", "15 février mil neuf
cent cinquante-neuf"); digits on both sides are the dates rule's.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from app.detection.rules.common import lowered

_UNITS = {
    "zero": 0, "zéro": 0, "un": 1, "une": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "six": 6, "sept": 7,
    "huit": 8, "neuf": 9, "dix": 10, "onze": 11, "douze": 12, "treize": 13, "quatorze": 14, "quinze": 15,
    "seize": 16, "vingt": 20, "vingts": 20, "trente": 30, "quarante": 40, "cinquante": 50, "soixante": 60,
    # Belgian and Swiss tens
    "septante": 70, "huitante": 80, "octante": 80, "nonante": 90,
}
_MONTHS = {"janvier": 1, "février": 2, "fevrier": 2, "mars": 3, "avril": 4, "mai": 5, "juin": 6, "juillet": 7,
           "août": 8, "aout": 8, "septembre": 9, "octobre": 10, "novembre": 11, "décembre": 12, "decembre": 12}

_WORD = r"(?:" + "|".join(sorted(_UNITS, key=len, reverse=True)) + r"|cents?|mil|mille|et)"
_NUMBER = _WORD + r"(?:[ \t-]+" + _WORD + r")*"
# Read from each month name: the day before it, the year after it; the day or the year (or both)
# in words ("trois janvier 1975", "15 février mil neuf cent cinquante-neuf").
# (looked for in the page in lower case, with no look-behind first: ``re`` then skips ahead to them)
_MONTH = re.compile("|".join(sorted(_MONTHS, key=len, reverse=True)))
_DAY_BEFORE = re.compile(r"(?i)(?<![\w-])(?!et\b)(?P<d>premier|1er|[0-3]?\d|" + _NUMBER + r")[ \t]+\Z")
_YEAR_AFTER = re.compile(r"(?i)[ \t]+(?:de[ \t]+l['’]an[ \t]+)?(?P<y>(?:18|19|20)\d\d(?![\w-])|" + _NUMBER + r"(?![\w-]))")


def _below_hundred(words: list[str]) -> int | None:
    """The value of "soixante-dix-neuf" (60 + 10 + 9) or "quatre-vingt-onze" (4 × 20 + 11)."""
    total, i = 0, 0
    while i < len(words):
        w = words[i]
        if w == "et":
            i += 1
            continue
        if w == "quatre" and i + 1 < len(words) and words[i + 1] in ("vingt", "vingts"):
            total, i = total + 80, i + 2
            continue
        if w not in _UNITS:
            return None
        total, i = total + _UNITS[w], i + 1
    return total if total < 100 else None


def number_value(phrase: str) -> int | None:
    """The value of a number in French words below 3000 ("mil neuf cent quatre-vingts",
    "deux mille dix-huit", "dix-neuf cent douze"), None when it is not one."""
    words = [w for w in re.split(r"[ \t\-]+", phrase.lower()) if w]
    if not words:
        return None
    value = 0
    for k, w in enumerate(words):
        if w in ("mil", "mille"):
            head = _below_hundred(words[:k]) if k else 1
            rest = number_value(" ".join(words[k + 1:])) if k + 1 < len(words) else 0
            return None if head is None or rest is None or rest >= 1000 else head * 1000 + rest
    for k, w in enumerate(words):
        if w in ("cent", "cents"):
            head = _below_hundred(words[:k]) if k else 1
            rest = _below_hundred(words[k + 1:]) if k + 1 < len(words) else 0
            return None if head is None or rest is None else head * 100 + rest
    value = _below_hundred(words)
    return value


def _day(word: str) -> int | None:
    w = word.lower()
    if w in ("premier", "1er"):
        return 1
    return int(w) if w.isdigit() else _below_hundred([x for x in re.split(r"[ \t\-]+", w) if x])


def words_dates(text: str) -> Iterator[tuple[int, int, int, int, int]]:
    """(start, end, day, month, year) of each date written in words on the page; a year
    whose last words do not belong to it ("… mil neuf cent trente et un mois plus tard"
    stays a match only where the words make a year from 1880 to 2100)."""
    low = lowered(text)
    for mm in _MONTH.finditer(low):
        a, b = mm.start(), mm.end()
        if (a and (low[a - 1].isalnum() or low[a - 1] == "-")) or (b < len(low) and (low[b].isalnum() or low[b] == "-")):
            continue  # (inside a word: "maire", "marsupial")
        if a >= 2 and low[a - 2].isdigit() and b + 1 < len(low) and low[b + 1].isdigit():
            continue  # "12 mars 2024": digits on both sides, the dates rule's
        d = _DAY_BEFORE.search(text, max(0, mm.start() - 48), mm.start())
        y = _YEAR_AFTER.match(text, mm.end())
        if d is None or y is None or (d.group("d")[:1].isdigit() and y.group("y")[:1].isdigit()):
            continue  # (digits only: the dates rule's)
        day, month = _day(d.group("d")), _MONTHS[mm.group()]
        if y.group("y").isdigit():
            if day is not None and 1 <= day <= 31:
                yield d.start(), y.end(), day, month, int(y.group("y"))
            continue
        words = re.split(r"([ \t\-]+)", y.group("y"))
        # the longest leading run of words that makes a plausible year
        for cut in range(len(words), 0, -2):
            if words[cut - 1].lower() == "et":
                continue  # ("… douze et …": the link word opens what follows)
            year = number_value("".join(words[:cut]))
            if year is not None and 1880 <= year <= 2100:
                end = y.start("y") + len("".join(words[:cut]))
                if day is not None and 1 <= day <= 31:
                    yield d.start(), end, day, month, year
                break


def parse_words_date(value: str) -> tuple[int, int, str] | None:
    """(day, month, year digits) of a value that holds a date in words, else None."""
    for _, _, d, mo, y in words_dates(value):
        return d, mo, str(y)
    return None
