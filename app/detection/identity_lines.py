"""Bare numbers on a patient's identity line.

Labels and running headers print the identity as one line of values with no
captions: "MORVAN ANNICK  12/03/1948  F  00451238  2312004567", "V2312004567
MORVAN". The numbers there are the patient's IPP and stay numbers, whatever
their shape. Once the document pass knows which lines carry a birth date, or a
person's name beside an identifier already found, every other run of six digits
or more on that line (a letter or three may lead it) is an identifier: kind
``AUTRE``. Measures with a unit, medical codes, dates, phone numbers and values
already found are left alone.
"""

from __future__ import annotations

import re
from typing import Sequence

from app.detection.rules.common import make_span
from app.detection.rules.labelled_ids import MEDICAL_CODE, UNIT
from app.detection.spans import Span

SOURCE = "rules.identity_line"
CONFIDENCE = 0.85
NOTE = "numéro sur la ligne d'identité"
_NUMBER = re.compile(r"(?<![\w./,\-])[A-Z]{0,3}\d{6,15}[A-Z]?(?![\w/]|[.,]\d|-\d)")
_IDS = frozenset(("IPP", "EPISODE", "AUTRE", "NIR"))
_NAMES = frozenset(("NOM", "PRENOM"))


def identity_line_numbers(texts: Sequence[str], spans: Sequence[Span]) -> list[Span]:
    """New AUTRE spans for the bare numbers of identity lines (see the module docstring)."""
    lines: dict[tuple[int, int], set[str]] = {}  # (page, line start) → kinds of clue on it
    for s in spans:
        if s.label == "DATE_NAISSANCE" or s.label in _IDS or (s.label in _NAMES and s.confidence >= 0.5):
            if not 0 <= s.page < len(texts):
                continue
            ls = texts[s.page].rfind("\n", 0, s.start) + 1
            lines.setdefault((s.page, ls), set()).add("B" if s.label == "DATE_NAISSANCE" else "I" if s.label in _IDS else "N")
    todo = {k for k, kinds in lines.items() if "B" in kinds or ("N" in kinds and "I" in kinds)}
    if not todo:
        return []
    pages = {p for p, _ in todo}
    on_page: dict[int, list[tuple[int, int]]] = {}
    for x in spans:
        if x.page in pages:
            on_page.setdefault(x.page, []).append((x.start, x.end))
    out: list[Span] = []
    for page, ls in sorted(todo):
        text = texts[page]
        le = text.find("\n", ls)
        le = len(text) if le < 0 else le
        taken = None
        for m in _NUMBER.finditer(text, ls, le):
            a, b = m.span()
            if taken is None:  # the spans of this line, read once a number is there
                taken = [(x, y) for x, y in on_page.get(page, ()) if x < le and ls < y]
            if any(x < b and a < y for x, y in taken) or MEDICAL_CODE.match(m.group()) or UNIT.match(text, b):
                continue
            digits = sum(c.isdigit() for c in m.group())
            if m.group().startswith("0") and digits == 10:
                continue  # a phone number the phone rules did not take
            sp = make_span(page, text, a, b, "AUTRE", SOURCE, CONFIDENCE, NOTE)
            if sp is not None:
                out.append(sp)
    return out
