"""Who wrote each entry of a dated journal: "01/06/2025 ∙ Enzo Boitel : RAI négative".

A file's event journal, a traceability log or a nursing chart prints one entry a line: the
date (and the time), a separator, the person who acted, then a colon and the entry. There the
words between the separator and the colon are a person when the first is a known first name
and a capitalised word follows it ("14/05/2025 - Raymond Sueur : ouverture du dossier"); a
title-case pair elsewhere in running text is left to the model, where a place or a
disease's eponym reads the same.
"""

from __future__ import annotations

import re

from app.detection.rules.gazetteers import is_first_name
from app.detection.rules.names_vocabulary import CAP, CAPS
from app.detection.spans import Span

_WHEN = r"(?:\d{1,2}[/.\-]\d{1,2}(?:[/.\-]\d{2,4})?(?:[ \t]+(?:à[ \t]+)?\d{1,2}[:h]\d{2})?|\d{1,2}[:h]\d{2})"
_ENTRY = re.compile(
    rf"^[ \t]*{_WHEN}[ \t]*(?:[∙•·|–—\-][ \t]*|[ \t]{{2,}}|\t)"
    rf"(?P<g>(?:{CAP}|{CAPS})(?:[ \t]+(?:{CAP}|{CAPS})){{1,2}})[ \t]*(?::|[–—][ \t])", re.MULTILINE)


def log_entry_names(text: str, covered: bytearray, group) -> list[Span]:
    """The authors of a dated journal's entries; ``group(start, end, label, out)`` is the name
    rules' reader of one name (it marks ``covered``)."""
    out: list[Span] = []
    if ":" not in text and "—" not in text and "–" not in text:
        return out
    for m in _ENTRY.finditer(text):
        words = m.group("g").split()
        two_first_names = len(words) == 2 and is_first_name(words[-1]) and not words[-1].isupper()  # "Claude Bernard"
        if covered[m.start("g")] or not is_first_name(words[0]) or two_first_names:
            continue
        group(m.start("g"), m.end("g"), None, out)
    return out
