"""The sender's station name in a fax transmission header ("08/03/25 07h57 DE : +594 594 10 35 86
CNSF NEPHRO P.001/003"): the line a fax machine prints across the top of every page it sends,
a date and a time, the sender's number, the name the sender gave the machine, the page counter.

That name is the sending establishment or its ward, often by an acronym the document never
defines, so only the header's shape says what it is (kind ETAB). Read only between the
sender's number and a page counter ending the line, on a line that opens with a date.
"""

from __future__ import annotations

import re

from app.detection.rules.common import make_span
from app.detection.spans import Span

_DATE = r"\d{1,2}[/.\-](?:\d{1,2}|[A-Za-z]{3})[/.\-]\d{2,4}"
_TIME = r"\d{1,2}[:hH]\d{2}(?::\d{2})?"
_PHONE = r"\+?\d[\d .]{7,18}\d"
_HEADER = re.compile(
    rf"^[ \t]*{_DATE}[ \t]+(?:{_TIME}[ \t]+)?(?:(?:DE|De|FROM|From|EXP|Exp)[ \t]*:?[ \t]*)?{_PHONE}[ \t]+"
    r"(?P<id>[A-Z0-9][A-Z0-9&'’.\-]*(?:[ \t][A-Z0-9][A-Z0-9&'’.\-]*){0,4}?)[ \t]+"
    r"(?:P|PAGE|Page|PG|p)[ \t.]*\d{1,3}(?:[ \t]*/[ \t]*\d{1,3})?[ \t]*$", re.MULTILINE)


def fax_sender_ids(page: int, text: str, source: str, confidence: float) -> list[Span]:
    """The sender's station name of each fax header line of the page."""
    out: list[Span] = []
    for m in _HEADER.finditer(text) if ("P" in text or "p" in text) else ():
        s0, e0 = m.span("id")
        if not any(c.isalpha() for c in m.group("id")):
            continue
        sp = make_span(page, text, s0, e0, "ETAB", source, confidence)
        if sp is not None:
            out.append(sp)
    return out
