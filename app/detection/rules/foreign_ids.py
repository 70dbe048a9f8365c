"""National numbers of a foreign patient, read by their shape and their check key.

A border hospital admits Swiss, Italian, British, German and Luxembourg patients whose papers
print their country's personal number, often with no caption a French reader knows ("V/Patient
Zimmermann Tobias - 24 091001 Z 469"). Each shape below is specific and, where the country
defines one, its check key is verified with python-stdnum (LGPL, the reference implementation
of these checks): a Swiss AVS number ("756.1234.5678.97", EAN-13), an Italian codice fiscale
("RSSMRA85T10A562S", its check letter), a British NHS number ("943 476 5919", mod 11), a German
pension-insurance number ("24 091001 Z 469": area, birth date, initial, serial) and a
Luxembourg national number ("1973 0101 516 40": birth date, serial, keys) whose date must be
real. Kind ``AUTRE``, masked by default; the caption readings of ``labelled_ids`` still take
the numbers a caption names.
"""

from __future__ import annotations

import re
from datetime import date

from stdnum.ch import ssn as ch_ssn
from stdnum.gb import nhs as gb_nhs
from stdnum.it import codicefiscale as it_cf

from app.detection.rules.common import make_span
from app.detection.spans import Span

SOURCE = "rules.foreign_id"
CONFIDENCE = 0.9
NOTE = "numéro national étranger"

_END = r"(?![\w.\-/]|[.,]\d)"
# (each pattern opens with its first character's class and tests what stands before it after that
# character: a leading look-behind would make ``re`` try the whole pattern at every position)
_PATTERNS = (
    ("ch", re.compile(r"7(?<![\w.\-/]7)56[.\s]?\d{4}[.\s]?\d{4}[.\s]?\d{2}" + _END)),
    ("it", re.compile(r"[A-Z](?<![\w\-/][A-Z])[A-Z]{5}\d{2}[A-EHLMPR-T]\d{2}[A-Z]\d{3}[A-Z](?![\w\-/])")),
    ("gb", re.compile(r"[4-7](?<![\w.\-/][4-7])\d{2}[ \-]\d{3}[ \-]\d{4}" + _END)),
    ("de", re.compile(r"\d(?<![\w.\-/]\d)(?P<a>\d)[ \t]?(?P<d>\d{2})(?P<m>\d{2})(?P<y>\d{2})[ \t]?[A-Z][ \t]?\d{3}" + _END)),
    # (grouped as printed: thirteen glued digits are read by the NIR rules, whose shape they share)
    ("lu", re.compile(r"[12](?<![\w.\-/][12])(?P<y>[09]\d{2})[ \t](?P<m>\d{2})(?P<d>\d{2})[ \t]\d{3}[ \t]\d{2}" + _END)),
)


def _real_date(y: int, m: int, d: int) -> bool:
    try:
        date(y, m, d)
    except ValueError:
        return False
    return True


def _valid(country: str, m: re.Match) -> bool:
    value = m.group()
    if country == "ch":
        return ch_ssn.is_valid(value)
    if country == "it":
        return it_cf.is_valid(value)
    if country == "gb":
        return gb_nhs.is_valid(value)
    year = int(m.group("y"))
    if country == "de":  # a two-digit birth year: either century will do for the date's test
        year += 1900
    else:  # ("1973": the first digit stands before the group)
        year += int(m.group()[0]) * 1000
        if not (1900 <= year <= 2099):
            return False
    return _real_date(year, int(m.group("m")), int(m.group("d")))


def foreign_ids(page: int, text: str) -> list[Span]:
    """AUTRE spans for the foreign national numbers of the page (see the module docstring)."""
    out: list[Span] = []
    for country, pattern in _PATTERNS:
        for m in pattern.finditer(text) if country != "ch" or "756" in text else ():
            if _valid(country, m):
                sp = make_span(page, text, m.start(), m.end(), "AUTRE", SOURCE, CONFIDENCE, NOTE)
                if sp is not None:
                    out.append(sp)
    return out


class ForeignIdDetector:
    """The page detector of ``foreign_ids``."""

    name = SOURCE

    def detect_page(self, page: int, text: str) -> list[Span]:
        return foreign_ids(page, text)
