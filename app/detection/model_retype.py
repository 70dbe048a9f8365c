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
from app.detection.rules.gazetteers import is_first_name
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


# The surname of the person an establishment is named after, cut off by the model.
_NEXT_NAME_WORD = re.compile(r"[ \t]+(?!" + _CIVILITY + r")[A-ZÀ-ÖØ-Þ][\w'’\-]*")
# Link words the model ran into after the name ("EHPAD LES MAGNOLIAS DU Dr X", "… sous la").
_TRAILING_LINK = re.compile(r"(?:[ \t]+(?:de|du|des|sous|le|la|les|DE|DU|DES|SOUS|LE|LA))+\Z")
# A street named after a date ("169 avenue du 8 Mai 1945"), which the model cuts at the day or
# the month, or before it.
_DATED_STREET = re.compile(
    r"(?:rue|avenue|av\.|boulevard|bd|cours|square|impasse|all[ée]e|place|route|chemin|quai|esplanade)[ \t]+"
    r"du[ \t]+\d{1,2}(?:er)?[ \t]+(?:janvier|f[ée]vrier|mars|avril|mai|juin|juillet|ao[uû]t|septembre|octobre|novembre|"
    r"d[ée]cembre)(?:[ \t]+\d{4})?(?![\w])", re.IGNORECASE)


def retype_model_span(text: str, s: Span) -> Span:
    """``s`` with the kind and bounds its surroundings give it: a town before ", le <date>" at
    the start of its line, an establishment when it opens with a kind word or follows one on its
    line (the span then starts at that word); an establishment named after someone carried on
    over the surname the model left out, without link words it ran into; a street named after
    a date carried on over its month and year; otherwise ``s`` unchanged."""
    line_start = text.rfind("\n", 0, s.start) + 1
    head = text[line_start:s.start]
    if s.label in _NAME_KINDS:
        if not head.strip() and _DATE_AFTER.match(text, s.end):
            return s.with_(label="VILLE")
        k = _KIND_START.match(text, s.start, s.end)
        if k is not None:
            return _establishment(text, s, k.start("k"))
    if s.label in _NAME_KINDS or s.label in ("ETAB", "VILLE") and _KIND_START.match(text, s.start, s.end) is None:
        if head and head[-1] in " \t":
            k = _KIND_BEFORE.search(text, max(line_start, s.start - 80), s.start)
            if k is not None:
                return _establishment(text, s, k.start())
    if s.label == "ETAB":
        return _establishment(text, s, s.start)
    if s.label == "ADRESSE":
        line_end = text.find("\n", s.end)
        for m in _DATED_STREET.finditer(text, s.start, line_end if line_end >= 0 else len(text)):
            if m.start() < s.end < m.end():
                return s.with_(end=m.end(), text=text[s.start:m.end()])
    return s


def _establishment(text: str, s: Span, start: int) -> Span:
    """``s`` as an establishment from ``start``, its name carried on or cut back to its words."""
    end = s.end
    last = text[start:end].split()[-1] if text[start:end].split() else ""
    if is_first_name(last) and (m := _NEXT_NAME_WORD.match(text, end)) is not None:
        end = m.end()  # "Hôpital Ambroise" for "Hôpital Ambroise Paré": named after someone
    if (t := _TRAILING_LINK.search(text, start, end)) is not None and t.start() > start:
        end = t.start()
    return s.with_(label="ETAB", start=start, end=end, text=text[start:end])
