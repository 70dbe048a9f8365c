"""Model words that their own form, or the word after them, shows to be no one's name: a
typeface before its size in points, a program's key or a score in camel case, a living thing's
Latin name, a program before its version number, a device's catalogue reference; an address
that is only directions inside a building.

Apart from ``model_filters`` because none needs the dictionary of names or the page's layout:
the word and what follows it on the line say it.
"""

from __future__ import annotations

import regex

from app.detection.model_word_surnames import CIVILITY_BEFORE as _CIVILITY_BEFORE
from app.detection.spans import Span


def no_name_by_form(text: str, s: Span) -> bool:
    """Whether the model span ``s`` is a typeface, a key in camel case, a Latin name, a program
    or a device reference."""
    return _typeface_with_size(text, s) or _CAMEL_WORD.fullmatch(s.text.strip()) is not None \
        or _GLUED_TITLE_WORDS.fullmatch(s.text.strip()) is not None or _latin_binomial(text, s) \
        or _software_with_version(text, s) or _DEVICE_REF.fullmatch(s.text.strip()) is not None \
        or (s.label == "ADRESSE" and _INSIDE_BUILDING.fullmatch(s.text.strip()) is not None)


# Where to go inside the hospital, no one's address: "bâtiment B", "niveau 1", "porte 12",
# "aile C, 2e étage" (a convocation's directions); a street with them is read whole.
_INSIDE_BUILDING = regex.compile(
    r"(?i:(?:b[âa]timent|b[âa]t\.?|aile|niveau|[ée]tage|porte|hall|couloir|escalier|secteur|zone)[ \t]+\w{1,4}"
    r"|\d{1,2}(?:e|er|ème|eme)[ \t]+[ée]tage|rez-de-chauss[ée]e)"
    r"(?:[ \t]*,[ \t]*(?i:(?:b[âa]timent|b[âa]t\.?|aile|niveau|[ée]tage|porte|hall|couloir|escalier|secteur|zone)[ \t]+\w{1,4}"
    r"|\d{1,2}(?:e|er|ème|eme)[ \t]+[ée]tage|rez-de-chauss[ée]e))*")


# One word that opens in lower case and goes on in capitals: a program's key ("lieuNaissance",
# "prenomsNaissance") or a score's abbreviation ("mBESS"), no name (names in capitals inside open
# with one: "McDonald", "LeBlanc").
_CAMEL_WORD = regex.compile(r"\p{Ll}+\p{Lu}[\p{L}\d]*")


# Two title-case words glued, the first of four letters or more: a program's or a product's name
# ("OncoParcours", "CrossWay", "MediBoard"); a surname with a capital inside opens with a short
# particle ("LeBlanc", "MacDonald", "DeLuca").
_GLUED_TITLE_WORDS = regex.compile(r"\p{Lu}\p{Ll}{3,}\p{Lu}\p{Ll}{2,}")


# A living thing's Latin name: a genus with its capital, a species epithet in lower case with a
# Latin ending ("Datura stramonium", "Clostridium botulinum", "Staphylococcus aureus"); names are
# not written so. (Only endings French words rarely have: "-a", "-i", "-is" would take "Martin
# sera", "Vienne depuis", so "Sphyraena barracuda" is left to the model.)
_BINOMIAL = regex.compile(r"\p{Lu}\p{Ll}{2,}[ \t]+\p{Ll}{3,}(?:um|us|ii|ae|ensis|oides)(?![\w-])")


def _latin_binomial(text: str, s: Span) -> bool:
    """The model name (or town: "Merluccius merluccius") is a genus and its species, or the
    genus alone before it ("Datura" of "Datura stramonium"), no civility before ("Martin plus
    tard": an epithet in "-us" must be no word of the language)."""
    from app.detection.rules.gazetteers import is_ordinary_word

    m = _BINOMIAL.match(text, s.start) if s.label in ("NOM", "PRENOM", "VILLE") else None
    epithet = m.group().split()[-1] if m is not None else ""
    return m is not None and m.end() >= s.end and not (epithet.endswith("us") and is_ordinary_word(epithet)) and \
        not _CIVILITY_BEFORE.search(text, max(0, s.start - 16), s.start)


# A size in typographic points after the word: a word processor's formatting note names the
# typeface ("Mis en forme : Titre, Carlito 12,5 pt, gras"), no person is given a size in points.
_POINTS_AFTER = regex.compile(r"[ \t]*\d{1,2}(?:[.,]\d{1,2})?[ \t]?(?:pt|pts|points)(?![\w])")


def _typeface_with_size(text: str, s: Span) -> bool:
    """A model name of one to three words followed by a size in points: a typeface (whose name
    also stands in the file's fonts, where verification would find it and refuse the file)."""
    return s.label in ("NOM", "PRENOM", "VILLE", "ETAB") and len(s.text.split()) <= 3 and \
        _POINTS_AFTER.match(text, s.end) is not None and not _CIVILITY_BEFORE.search(text, max(0, s.start - 16), s.start)


# A version number after the word, an acronym of the program's kind maybe between: software
# prints its name so in a footer ("Hospitalis DPI 8.4.2 - Imprimé le …", "Biologix SIL 5.2").
_VERSION_AFTER = regex.compile(r"[ \t]+(?:[A-Z]{2,5}[ \t]+)?(?:v|V|version[ \t]+)?\d{1,3}\.\d{1,3}(?:\.\d{1,4})*(?![\w.,])")


def _software_with_version(text: str, s: Span) -> bool:
    """A model name of one or two words followed by a dotted version number: a program (no
    person, town or establishment has a version)."""
    return s.label in ("NOM", "PRENOM", "VILLE", "ETAB") and len(s.text.split()) <= 2 and \
        _VERSION_AFTER.match(text, s.end) is not None and not _CIVILITY_BEFORE.search(text, max(0, s.start - 16), s.start)


# "REF AXTAIR-ONE": the catalogue-number symbol of a device's label, then the reference (capitals
# with a digit or a hyphen), which the model reads as a name.
_DEVICE_REF = regex.compile(r"REF[ \t]+(?=[A-Z0-9\-]*[\d\-])[A-Z0-9][A-Z0-9\-]{2,}")
