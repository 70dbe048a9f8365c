"""When a form label's reading of a name is refused.

The names rule reads a name after "Nom :", "Prénom(s)", "Patient"… and after such a label
alone on its line with the value below. That last reading is the one a page's layout
fools most: the line under a caption may be another caption ("Patient⏎Action proposée"),
a blank form's next field ("PRENOM(S) :⏎NUMERO D'IMMATRICULATION :"), the value of a form
printed value first, or an English form's row of captions read in cells ("Last name |
Identifying number"). These tests say no before a name is made.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.detection.rules.gazetteers import is_ordinary_word
from app.detection.rules.names_vocabulary import PARTICLE
from app.detection.rules.value_first import captions_value_over, is_caption

_PARTICLE_FULL = re.compile(PARTICLE + r"\Z")


@lru_cache(maxsize=4096)
def is_particle(tok: str) -> bool:
    return _PARTICLE_FULL.match(tok) is not None


_COLON_NEXT = re.compile(r"[ \t]*:")


def _ordinary_opening(g: str) -> bool:
    """The name's first word is a word of the language: a caption under a caption
    ("Patient⏎Action proposée"); a particle opening several words opens a surname ("LE FLOC'H",
    "DE LA BROSSE")."""
    words = g.split()
    return not (len(words) > 1 and is_particle(words[0])) and is_ordinary_word(words[0])


def _caps_surname(text: str, m) -> bool:
    """A single word in capitals alone on its line under a surname's caption is the surname,
    even when the language has the word ("NOM DE NAISSANCE⏎HARLÉ": a harle is a duck), unless it
    is the next field's caption ("NOM⏎PRÉNOM", a blank form)."""
    g = m.group("g")
    le = text.find("\n", m.end("g"))
    le = len(text) if le < 0 else le
    return bool(m.group("form_nom")) and g.isupper() and " " not in g and len(g) >= 3 \
        and not text[m.end("g"):le].strip() and not is_caption(text, m.start("g"), m.end("g"))


# (the English captions' first letters: Birth, Last, Family, Maiden, Surname, First, Given, in either case)
_ENGLISH_INITIALS = frozenset("BLFMSG")
# (and an English caption's first word: "Nom d'usage | Surname", a bilingual form's two captions side by side)
_ENGLISH_OPENERS = frozenset("your his her their our my the this that if and of surname birth first last given family maiden".split())


# What may stand before a label alone on its line: blanks, or a questionnaire's number ("Q1. Nom d'usage ?")
# (not a box's "[3]": a form numbering its boxes prints the value over the caption, read value first)
_QUESTION_NUMBER = re.compile(r"[ \t]*(?:Q?\d{1,2}[.)][ \t]+)?")


def label_reading_refused(text: str, m) -> bool:
    """Whether the ``ANCHORED`` match ``m`` (a form label and the name after it) reads no name."""
    if m.group("nl") is not None and (not _QUESTION_NUMBER.fullmatch(text[text.rfind("\n", 0, m.start()) + 1:m.start()])
                                      or (_ordinary_opening(m.group("g")) and not _caps_surname(text, m))
                                      or captions_value_over(text, m.start())):
        return True  # a label without colon alone on its line, a name under it ("Patient⏎Action proposée": a caption)
    if m.group("g").split()[0].lower() in _ENGLISH_OPENERS or (
            (m.group("form_nom") or m.group("form_prenom") or "")[:1] in _ENGLISH_INITIALS
            and "|" in text[m.start():m.start("g")]):
        return True  # "Last name | Identifying number": an English form's row of captions, read in cells
    le = text.find("\n", m.end("g"))
    if "›" in text[m.start():m.start("g")] and "›" in text[m.end("g"):len(text) if le < 0 else le]:
        return True  # "Identité › Lieu de naissance › Digne": a path of captions, the value at its end
    # "PRENOM(S) :⏎NUMERO D'IMMATRICULATION :": a blank form's next caption, no name
    return "\n" in text[m.start():m.start("g")] and _COLON_NEXT.match(text, m.end("g")) is not None
