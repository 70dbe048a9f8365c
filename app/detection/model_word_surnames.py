"""A model name or town that is a French word written in lower case: a trade or a thing,
not a person or a place.

Surnames that are French words ("mercier", "berger", "meunier") come in lower case as the
word itself far more often than as a name in running text ("Ancien métier : mercier", "un
berger allemand"); the model marks both. Kept apart from ``model_filters`` so that module
stays the list of filters it applies.
"""

from __future__ import annotations

import regex

from app.detection.spans import Span

CIVILITY_BEFORE = regex.compile(
    r"(?:\b(?:M|Mme|Mlle|Mr|Dr|Pr|Madame|Monsieur|Mademoiselle|Docteur|Professeur)\.?|\bnom\s*:)\s*$",
    regex.IGNORECASE,
)


def _french_word(w: str) -> bool:
    """A word of the dictionary, or one it leaves out for being a surname too ("berger")."""
    from app.detection.rules.common import fold
    from app.detection.rules.gazetteers import is_ordinary_word, ordinary_surnames

    return is_ordinary_word(w) or fold(w) in ordinary_surnames()


# What says the next word is a trade: a caption of the occupation, or a person said to be one.
# (a questionnaire's "Activité ?" and a line break may stand between: "Q15. Activité ?⏎⏎  charron")
_TRADE_CUE = regex.compile(r"(?i:profession|m[ée]tier|emploi|activit[ée](?:[ \t]+professionnelle)?|ancien(?:ne)?)[ \t]*[:=?]?\s*"
                           r"(?:(?:de|d['’])[ \t]*)?\Z|(?:^|[^\w])(?:est|était|etait|comme|travaille[ \t]+comme)[ \t]+\Z")
# A firm after the word: the trade one practises there ("charron chez Menuiserie Abgrall-Bois").
_AT_FIRM_AFTER = regex.compile(r"[ \t]+chez[ \t]+[A-ZÀ-Ý]")


def word_surname_in_lower_case(text: str, s: Span) -> bool:
    """A model name that is one lower-case word, a surname that is also a French word
    ("mercier", "berger", "boulanger"), or two French words one of which is such a surname
    ("berger allemand", "ouvrier meunier"), with no civility before it and no writing of it with a
    capital anywhere on the page: the trade, not a person ("Ancien métier : mercier"). Where
    the page names a Mercier, the lower-case word may be that person and stays masked."""
    words = s.text.split()
    if s.label not in ("NOM", "PRENOM") or not 1 <= len(words) <= 2 or not all(w.isalpha() and w.islower() for w in words):
        return False
    from app.detection.rules.common import fold, unaccented
    from app.detection.rules.gazetteers import is_first_name, ordinary_surnames

    if not any(fold(w) in ordinary_surnames() for w in words) or CIVILITY_BEFORE.search(text, max(0, s.start - 16), s.start):
        return False
    # two words: both French words, neither a first name ("berger allemand", "ouvrier meunier")
    if len(words) == 2 and not all(_french_word(w) and not is_first_name(w) for w in words):
        return False
    if _TRADE_CUE.search(text, max(0, s.start - 40), s.start) or _AT_FIRM_AFTER.match(text, s.end):
        return True  # "Profession : meunier", "le patient est maréchal": a trade, whoever else the page names
    # accents off, case kept: "MERCIÉR" and "Mercier" are the same word written with a capital
    for w in words:
        word = regex.compile(r"(?<![^\W\d_])%s(?![^\W\d_])" % regex.escape(unaccented(w)), regex.IGNORECASE)
        if any(m.group()[0].isupper() for m in word.finditer(unaccented(text))):
            return False
    return True


# A determiner just before the word: French writes none before a surname or a town without
# its own article ("un berger australien", "à la fontaine du couloir", "le meunier").
_DETERMINER_BEFORE = regex.compile(
    r"(?:^|[^\w'’])(?P<d>un|une|le|la|les|l['’]|du|des|au|aux|ce|cet|cette|ces|son|sa|ses|mon|ma|mes|ton|ta|tes|"
    r"notre|votre|nos|vos|leur|leurs)[ \t]*"
    # an adjective that goes before its noun may stand between ("le vieux moulin")
    r"(?:(?:vieux|vieil|vieille|petit|petite|grand|grande|beau|bel|belle|nouveau|nouvel|nouvelle|ancien|ancienne|"
    r"gros|grosse|jeune|bon|bonne)[ \t]+)?$")


def common_noun_after_determiner(text: str, s: Span) -> bool:
    """A model name or town that is one French word in lower case right after a determiner,
    whatever else the page names: "un berger australien" where the patient is Mme BERGER,
    "à la fontaine du couloir" beside M. FONTAINE. A town whose name holds the article
    ("la rochelle" in a page typed in lower case) stays."""
    w = s.text
    if s.label not in ("NOM", "PRENOM", "VILLE") or not (w.isalpha() and w.islower()):
        return False
    d = _DETERMINER_BEFORE.search(text, max(0, s.start - 22), s.start)
    if d is None:
        return False
    from app.detection.rules.gazetteers import is_commune

    if not _french_word(w):
        return False
    sep = "" if d.group("d").endswith(("'", "’")) else " "
    return not is_commune(d.group("d").capitalize() + sep + w.capitalize())
