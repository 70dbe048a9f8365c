"""Dates written by the ISO calendar's other two forms: the week date ("1987-W50-6", the sixth
day of week 50) and the ordinal date ("1941-054", the 54th day of 1941).

Exports and some laboratory or logistics systems print them. A week date cannot be anything
else, so it is a date wherever it stands; "YYYY-DDD" is as often a reference or a range
("lot 2023-045"), so it is read as a birth date only after a birth caption (the caller keeps it
only then). Both are parsed back to the calendar day so that a birth date found in one writing
is found again, at export, in these two.
"""

from __future__ import annotations

import datetime
import re

WEEK_DATE = re.compile(r"(?<![\w\-./])(?P<y>(?:18|19|20)\d\d)(?P<h>-?)W(?P<w>[0-5]\d)(?P=h)(?P<wd>[1-7])(?![\w\-/]|[.,]\d)")
# (the literal first, what stands before it tested after it: ``re`` skips ahead to the rare letter)
_WEEK_HINT = re.compile(r"W(?<=\dW|-W)[0-5]\d")
_ORDINAL_HINT = re.compile(r"-(?<=(?:18|19|20)\d\d-)[0-3]\d\d")
ORDINAL_DATE = re.compile(r"(?<![\w\-./])(?P<y>(?:18|19|20)\d\d)-(?P<o>[0-3]\d\d)(?![\w\-/]|[.,]\d)")


def week_date(m: re.Match) -> datetime.date | None:
    try:
        return datetime.date.fromisocalendar(int(m.group("y")), int(m.group("w")), int(m.group("wd")))
    except ValueError:  # week 53 of a year of 52, week 00
        return None


def ordinal_date(m: re.Match) -> datetime.date | None:
    y, o = int(m.group("y")), int(m.group("o"))
    if o < 1:
        return None
    day = datetime.date(y, 1, 1) + datetime.timedelta(days=o - 1)
    return day if day.year == y else None


def week_dates(text: str):
    """(match, date) of every valid week date of ``text``."""
    if _WEEK_HINT.search(text) is None:
        return
    for m in WEEK_DATE.finditer(text):
        if (d := week_date(m)) is not None:
            yield m, d


def ordinal_dates(text: str):
    """(match, date) of every valid ordinal date of ``text`` (the caller decides whether it is one)."""
    for h in _ORDINAL_HINT.finditer(text):
        if (m := ORDINAL_DATE.match(text, h.start() - 4)) is not None and (d := ordinal_date(m)) is not None:
            yield m, d


_BIRTH_CUE = re.compile(r"(?i)n[ée]e?(?:[ \t]*\([ \t]*e[ \t]*\))?[ \t]+le[ \t\n]+")


def parse_calendar(value: str) -> tuple[int, int, str] | None:
    """(day, month, year) of a value written as a week or an ordinal date ("né le" before it
    maybe: the birth date's span holds the words), else None."""
    v = value.strip()
    v = v[c.end():] if (c := _BIRTH_CUE.match(v)) is not None else v
    m = WEEK_DATE.fullmatch(v)
    d = week_date(m) if m is not None else None
    if d is None and (o := ORDINAL_DATE.fullmatch(v)) is not None:
        d = ordinal_date(o)
    return None if d is None else (d.day, d.month, "%04d" % d.year)


def calendar_writings(d: int, m: int, y: str) -> list[str]:
    """Patterns of the week and the ordinal writings of a day (a 4-digit year only)."""
    try:
        day = datetime.date(int(y), m, d)
    except ValueError:
        return []
    iy, iw, iwd = day.isocalendar()
    return [r"%04d-?W%02d-?%d" % (iy, iw, iwd), r"%04d-%03d" % (day.year, day.timetuple().tm_yday)]
