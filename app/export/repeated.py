"""Values searched again on every page though their kind is not propagated.

Why apart from the variants: seed 002 measured the false positives of propagating phones,
addresses, towns, establishments and codes by kind; these tests pick, inside those kinds, the
values too specific to occur twice by chance (a long code, an establishment's proper name, a
town that is no French word) and a surname's short form in a narrow column.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.export.variants import Target, alnum_chars

# Abbreviations printed in capitals with a period that a surname's first letters could
# spell: days, months, sides and positions, titles.
_NOT_NAME_ABBREVIATIONS = frozenset(
    "LUN MAR MER JEU VEN SAM DIM JAN JANV FEV FEVR AVR JUIL SEPT OCT NOV DEC INF SUP ANT POST POS "
    "LAT MED DRO DROI GAU GAUC GCH DTE PRO CONS HOSP REF TEL DOC CHIR SERV".split())


@lru_cache(maxsize=1024)
def abbreviated_name_target(value: str) -> Target | None:
    """A surname in capitals cut short with a period in a narrow column ("ACH." for
    "ACHARD" under "Injecteur"): its first three letters or more, two at least left out,
    a period, then no letter. Only a word of six capitals or more, and never a cut that is
    a French word or a usual abbreviation ("MAR." for "MARTIN" is also Tuesday)."""
    from app.detection.rules.gazetteers import is_ordinary_word

    v = value.strip()
    if len(v) < 6 or not v.isalpha() or not v.isupper():
        return None
    cuts = [v[:k] for k in range(3, len(v) - 1)
            if v[:k] not in _NOT_NAME_ABBREVIATIONS and not is_ordinary_word(v[:k].lower())]
    if not cuts:
        return None
    body = "|".join(re.escape(c) for c in sorted(cuts, key=len, reverse=True))
    return Target("NOM", re.compile(r"(?<![\w.])(?:" + body + r")\.(?![\w])"), literals=())


def distinctive_code(value: str) -> bool:
    """A code too long and too specific to occur twice by chance in one document:
    seven letters and digits or more, six of them digits; eight or more, four digits and two
    letters ("CPDR-20855": an écrou number, printed again bare in a running header), or seven
    with five digits and two letters ("DV-25-141", a living donor's file); or a login
    or a pseudonym joined by an underscore, eight characters or more ("kafrine_ouest90": a
    partner's handle, printed again bare in the notification's log)."""
    chars = alnum_chars(value)
    v = value.strip()
    digits = sum(c.isdigit() for c in chars)
    letters = len(chars) - digits
    mixed = letters >= 2 and (digits >= 5 or (digits >= 4 and len(chars) >= 8))
    return (len(chars) >= 7 and (digits >= 6 or mixed)) or (
        "_" in v and len(v) >= 8 and _HANDLE.fullmatch(v) is not None)


_HANDLE = re.compile(r"[A-Za-z][A-Za-z0-9]*(?:[._-][A-Za-z0-9]+)*_[A-Za-z0-9]+(?:[._-][A-Za-z0-9]+)*")


def distinctive_name(value: str) -> bool:
    """An establishment or organisation name too specific to occur twice by chance: three
    words or more, two of them capitalised, one of those no French word ("Alliance Santé
    Vendée Mutualité", not "Centre Hospitalier Universitaire")."""
    from app.detection.rules.gazetteers import is_ordinary_word

    words = re.findall(r"[^\W\d_][\w'’]*", value)  # (a hyphen parts words: "Medi-Pansements Services")
    caps = [w for w in words if w[0].isupper()]
    return len(words) >= 3 and len(value.strip()) >= 15 and len(caps) >= 2 and any(
        len(w) >= 3 and not is_ordinary_word(w) and not is_ordinary_word(w.split("'")[-1].split("’")[-1]) for w in caps)


# The acronym a name is given in brackets right after it: "Association guyanaise de dialyse à
# domicile (AGDD)".
_ACRONYM_AFTER = re.compile(r"[ \t]*\([ \t]*[A-Z][A-Z0-9\-]{1,9}[ \t]*\)")


def defined_name(value: str, text: str, end: int) -> bool:
    """A name of three words or more that the document defines with its acronym, read at
    ``end`` in ``text``: whatever words it is made of, a name a document abbreviates is its
    own ("Association guyanaise de dialyse à domicile (AGDD)", then the name again in every
    footer), so it is searched on every page as a distinctive name is."""
    return len(re.findall(r"[^\W\d_][\w'’]*", value)) >= 3 and _ACRONYM_AFTER.match(text, end) is not None


def distinctive_town(value: str) -> bool:
    """A town worth searching on every page once read: a known commune, capitalised, that
    is no French word nor an allow-listed term ("Tarbes", "Saint-Brieuc"; not "Tours",
    "Sens", "Redon")."""
    from app.detection.rules.allowlist import get_allowlist
    from app.detection.rules.common import fold
    from app.detection.rules.gazetteers import is_commune, is_ordinary_word

    v = " ".join(value.split())
    return len(v) >= 3 and v[:1].isupper() and is_commune(v) and not is_ordinary_word(fold(v)) \
        and not get_allowlist().contains(v)
