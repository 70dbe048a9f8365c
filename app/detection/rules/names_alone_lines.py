"""A person named alone on a line of their own, in title case: a signature with a particle ("Inès de
Chabannes", "Louis du Peyroux"), a contact in a table read one cell a line ("conseiller du⏎Anthony Da
Silva⏎SPIP du Calvados", "Séverine Osmont").

A known first name, then a capitalised word, the two alone on the line, cannot be read by the rule of
a surname in capitals beside a first name. With no word of the language, no commune, no first name
(but after a particle: "Da Silva") and no allow-listed word as the surname, it is a person ("Anne de
Bretagne" stays: a region's name; "Marie de France", "Claude Bernard" neither: a word of the language,
an allow-listed eponym). Between the two a particle may stand: "de", "du", "de la", "d'", or a
capitalised one ("Da", "Le", "Van").

The rule of a surname in capitals beside a first name does not take a surname that is itself made
of first names ("PIERRE-LOUIS Serge"); alone on its line, the word in capitals before a first name
is the surname all the same, with the same guards.
"""

from __future__ import annotations

import re

from app.detection.rules.common import APOS, LOWER, UPPER, fold
from app.detection.rules.gazetteers import REGIONS, is_commune, is_first_name, is_ordinary_word
from app.detection.spans import Span

_WORD = rf"[{UPPER}][{LOWER}]+(?:-[{UPPER}][{LOWER}]+)?"
_LINE = re.compile(rf"^[ \t]*(?P<f>{_WORD})[ \t]+"
                   rf"(?P<n>(?:(?:de[ \t]+la|de|du|des|d[{APOS}]|Da|Di|Do|Dos|Das|Del|Della|Le|La|Van|Von|Ben)[ \t]*)?{_WORD})[ \t]*$",
                   re.MULTILINE)


# A surname in capitals, maybe hyphenated, then a first name, the two alone on the line.
_CAPS_LINE = re.compile(rf"^[ \t]*(?P<n>[{UPPER}]{{2,}}(?:-[{UPPER}]{{2,}})?)[ \t]+(?P<f>{_WORD})[ \t]*$", re.MULTILINE)


# The words of places abroad that follow a first name in a place's own name ("Mariana Islands", "Carson City").
_PLACE_WORDS = frozenset("islands island city county valley bay beach springs falls lake river hills heights park "
                         "street avenue road".split())
# France, its regions and its old provinces, which a saint or a queen is named after ("Marie de France").
_PLACES = REGIONS | {"france", "navarre", "savoie", "provence", "champagne", "guyenne", "gascogne", "berry", "anjou"}


def alone_line_names(text: str, covered: bytearray, group) -> list[Span]:
    """The first name and the surname of such a line; ``group(start, end, label, out)`` is the name
    rules' reader of one name (it marks ``covered``)."""
    from app.detection.rules.allowlist import get_allowlist

    out: list[Span] = []
    allow = get_allowlist()
    for m in _LINE.finditer(text):
        surname = re.split(rf"[ \t{APOS}]+", m.group("n"))[-1]
        if covered[m.start("f")] or covered[m.end("n") - 1] or not is_first_name(m.group("f")) or allow.contains(m.group("f")) \
                or len(surname) < 3 or is_ordinary_word(fold(surname).lower()) or is_commune(surname) \
                or allow.contains(surname) or (is_first_name(surname) and surname == m.group("n")) or "-".join(fold(surname).lower().split()) in _PLACES \
                or surname.lower() in _PLACE_WORDS:
            continue
        group(m.start("f"), m.end("f"), "PRENOM", out)
        group(m.start("n"), m.end("n"), "NOM", out)
    for m in _CAPS_LINE.finditer(text):
        surname, first = m.group("n"), m.group("f")
        if covered[m.start("f")] or covered[m.end("n") - 1] or not is_first_name(first) or allow.contains(first) \
                or any(is_ordinary_word(fold(p).lower()) or allow.contains(p) for p in surname.split("-")) \
                or is_commune(surname.title()) or allow.contains(surname):
            continue
        group(m.start("n"), m.end("n"), "NOM", out)
        group(m.start("f"), m.end("f"), "PRENOM", out)
    return out
