"""A birth date printed beside the NIR, told by the NIR itself: "NIR 2 750 112 742 329 03 - 030175".

The NIR's second to fifth digits are the holder's year and month of birth. Six or eight
glued digits right after it (or just before it) whose month and year are the NIR's are the
holder's birth date (DDMMYY, DDMMYYYY, or year first), though no caption says so and six
digits alone are as often a code; so is a date the rules read there in any other writing
("28JUL1951"). Read in the document pass, on the NIRs the rules found.
"""

from __future__ import annotations

import re
from typing import Sequence

from app.detection.rules.common import make_span
from app.detection.spans import Span
from app.export.date_writings import parse_date

SOURCE = "rules.dates"
CONFIDENCE = 0.9
# (year first, HL7's time may follow: "19491218000000")
_GLUED = re.compile(r"(?<![\w/.,\-])\d{6}(?:\d{2}(?:\d{4}(?:\d{2})?)?)?(?![\w/\-]|[.,]\d)")
_WINDOW = 24  # characters after (or before) the NIR where its holder's birth date is looked for


def _matches(digits: str, yy: str, mm: str) -> bool:
    """Whether glued ``digits`` are a date of the month ``mm`` of the year ``..yy``."""
    if len(digits) > 8:  # a timestamp: the date first, then the time
        return digits[2:4] == yy and digits[4:6] == mm and digits[:2] in ("18", "19", "20") and \
            1 <= int(digits[6:8]) <= 31 and int(digits[8:10]) <= 23 and int(digits[10:12]) <= 59
    if len(digits) == 6:
        return (digits[2:4] == mm and digits[4:] == yy and 1 <= int(digits[:2]) <= 31) or \
            (digits[:2] == yy and digits[2:4] == mm and 1 <= int(digits[4:]) <= 31)
    return (digits[2:4] == mm and digits[6:] == yy and digits[4:6] in ("18", "19", "20") and 1 <= int(digits[:2]) <= 31) or \
        (digits[2:4] == yy and digits[4:6] == mm and digits[:2] in ("18", "19", "20") and 1 <= int(digits[6:]) <= 31)


def nir_birth_dates(texts: Sequence[str], spans: Sequence[Span]) -> list[Span]:
    out: list[Span] = []
    nirs = [s for s in spans if s.label == "NIR"]
    pages = {s.page for s in nirs}
    taken_by_page: dict[int, list[tuple[int, int]]] = {}
    dates_by_page: dict[int, list[Span]] = {}
    for s in spans:
        if s.page in pages and s.label != "DATE":
            taken_by_page.setdefault(s.page, []).append((s.start, s.end))
        elif s.page in pages:
            dates_by_page.setdefault(s.page, []).append(s)
    for nir in nirs:
        text = texts[nir.page]
        c = "".join(ch for ch in nir.text if ch.isdigit())
        if len(c) < 5 or not ("01" <= c[3:5] <= "12"):
            continue  # (an unknown month, 20 to 99, says nothing of the date)
        yy, mm = c[1:3], c[3:5]
        taken = taken_by_page.get(nir.page, [])
        # a date another rule read beside it, in any writing ("28JUL1951", "1966-05-04T23:00:00.000Z")
        for d in dates_by_page.get(nir.page, ()):
            if (nir.end <= d.start < nir.end + _WINDOW or nir.start - _WINDOW < d.end <= nir.start) and \
                    (p := parse_date(d.text)) is not None and "%02d" % p[1] == mm and p[2][-2:] == yy:
                out.append(d.with_(label="DATE_NAISSANCE", source=SOURCE, confidence=CONFIDENCE))
        for m in (*_GLUED.finditer(text, nir.end, min(len(text), nir.end + _WINDOW)),
                  *_GLUED.finditer(text, max(0, nir.start - _WINDOW), nir.start)):
            if _matches(m.group(), yy, mm) and not any(a < m.end() and m.start() < b for a, b in taken):
                sp = make_span(nir.page, text, m.start(), m.end(), "DATE_NAISSANCE", SOURCE, CONFIDENCE)
                if sp is not None:
                    out.append(sp)
    return out
