"""The kind of a model's name span, read again from the words around it.

The model calls a town a person when it opens a letter's place and date line
("PÉGOMAS, le 08-02-2023") and a person's name an establishment named after
someone ("Hôpital Ambroise Paré", "Groupe hospitalier Ambroise Paré"). The
span is right, its kind is not: the review shows "Nom" over a town, and the
person-name figures count both a false name and a missed place. The words
around the span settle it, so the kind is changed there, the span kept.
"""

from __future__ import annotations

import re

from app.detection.rules.common import WEEKDAY
from app.detection.spans import Span

_NAME_KINDS = ("NOM", "PRENOM")
# "…, le 08-02-2023", ", le lundi 3 mars", ", le 1er avril": the place and date line of a letter.
_DATE_AFTER = re.compile(r"[ \t]*,[ \t]*(?:le|Le|LE)[ \t]+(?:\d|" + WEEKDAY + r"|" + WEEKDAY.upper() + r")")
# An establishment kind word, then only capitalised words and link words up to the span.
_KINDS = (r"(?:H[ôo]pital|H[ÔO]PITAL|Polyclinique|POLYCLINIQUE|Clinique|CLINIQUE|Centre|CENTRE|Groupe|GROUPE|Institut|"
          r"INSTITUT|Fondation|FONDATION|Maison|MAISON|EHPAD|Ehpad|CH[RU]?|GH(?:U)?)")
# The span opens with the kind word ("Hopital Ambroise Paré"), after a stray letter of the line
# over it ("M⏎Hopital Pasteur": the sex of a form's last row).
_KIND_START = re.compile(r"(?:[A-Z][ \t]*\n[ \t]*)?(?P<k>" + _KINDS + r")[ \t]")
_CIVILITY = r"(?:Dr|DR|Docteur|Pr|PR|Professeur|M|Mme|MME|Mlle|Madame|Monsieur|Me)\b"
_KIND_BEFORE = re.compile(
    r"(?<![\w])" + _KINDS +
    r"(?:[ \t]+(?:(?!" + _CIVILITY + r")[A-ZÀ-ÖØ-Þ][\w'’\-]*|de|du|des|la|le|les|et|d['’]\w+|contre|sur|en|hospitali[eè]re?|universitaire|r[ée]gional|priv[ée]e?))*[ \t]+\Z")


def retype_model_span(text: str, s: Span) -> Span:
    """``s`` with the kind its surroundings give it: a town before ", le <date>" at the start
    of its line, an establishment when it opens with a kind word or follows one on its line
    (the span then starts at that word); otherwise ``s`` unchanged."""
    if s.label not in _NAME_KINDS:
        return s
    line_start = text.rfind("\n", 0, s.start) + 1
    head = text[line_start:s.start]
    if not head.strip() and _DATE_AFTER.match(text, s.end):
        return s.with_(label="VILLE")
    k = _KIND_START.match(text, s.start, s.end)
    if k is not None:
        return s.with_(label="ETAB", start=k.start("k"), text=text[k.start("k"):s.end])
    if head and head[-1] in " \t":
        k = _KIND_BEFORE.search(text, max(line_start, s.start - 80), s.start)
        if k is not None:
            return s.with_(label="ETAB", start=k.start(), text=text[k.start():s.end])
    return s
