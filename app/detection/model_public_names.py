"""Model names that name no one: a lawyer's title standing alone, a study's or a trial's name, its
sponsor's.

Apart from ``model_filters`` so that module stays a list of filters; each reads only the span and
its page."""

from __future__ import annotations

from functools import lru_cache

import regex

from app.detection.rules.gazetteers import REGIONS
from app.detection.spans import Span

# Titles a letter opens with or puts before a name, in title case: a lawyer's "Maître," is no
# one's surname (the capitals "MAITRE" may be; the allow-list would block those too).
_TITLES_ALONE = frozenset({"Maître", "Maitre"})


# A trial's or a study's name after what it is ("étude KELVO-PAR", "essai SINTAR-ONC", "protocole
# DIAB-LIMO"): public, the same for every participant.
# (the word in lower case: "Étude MARTIN-DUPONT" is a notary's or a bailiff's office, named after them)
_STUDY_NAME = regex.compile(r"(?<![\w])(?:(?:[ée]tude|essai|protocole|study|trial)(?:[ \t]+(?:clinique|n°))?[ \t]*:?[ \t]*(?:\n[ \t]*)?"
                            # or as a form's caption, capitalised, the name after a colon or on the next line
                            r"|(?:Étude|ÉTUDE|Essai|ESSAI|Protocole|PROTOCOLE)[ \t]*(?::[ \t]*|\n[ \t]*))"
                            # an acronym with a dash or a digit ("DIAB-LIMO", "ORVA-HF3", "PREDIMED2"); a
                            # notary's office in lower case, "l'étude DUPONT", stays a name
                            r"(?P<n>[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)+|[A-Z][A-Z]*\d[A-Z0-9\-]*)(?![\w\-])")


# A trial's sponsor, a company, named after its role ("Le promoteur, Kelvoria Biotherapeutics SAS,",
# "promue par Sintara Pharma France SAS"): no person; the model reads its name as a surname.
_SPONSOR = regex.compile(r"(?<![\w])(?:promoteur|promue?|sponsor(?:ed)?)(?:[ \t]+(?:par|by))?[ \t]*[,:]?[ \t]*(?:(?:le|la|les|l['’])[ \t]*)?"
                         r"(?P<n>[A-Z][\w\-]+(?:[ \t]+[A-Z][\w\-]+){0,3})")


@lru_cache(maxsize=32)  # (read once per page, not once per model span of it)
def _sponsor_names(text: str) -> frozenset[str]:
    """The sponsor's name and each of its words (the model may read one word of it)."""
    if "prom" not in text and "ponsor" not in text:
        return frozenset()
    out: set[str] = set()
    for m in _SPONSOR.finditer(text):
        name = m.group("n").strip()
        out.add(name)
        out.update(" ".join(name.split()[:k]) for k in range(1, len(name.split())))
    return frozenset(out)


@lru_cache(maxsize=32)
def _study_names(text: str) -> frozenset[str]:
    """The names the page gives its study or its trial (see ``_STUDY_NAME``)."""
    if not any(w in text for w in ("tude", "TUDE", "ssai", "SSAI", "rotocole", "ROTOCOLE", "tudy", "rial")):
        return frozenset()
    return frozenset(m.group("n").strip() for m in _STUDY_NAME.finditer(text))


# A trade word inside the name or in the two words after it ("Sintara Pharma France SAS",
# "Kelvoria Biotherapeutics"): a firm, no person, whatever the model reads. A legal form alone
# says nothing: a family firm bears the family's name ("gérant de Larrouturou SAS").
_NEXT_WORDS = regex.compile(r"(?:[ \t]+[\w\-]+){1,2}")
_TRADE_WORDS = frozenset({"Pharma", "PHARMA", "Pharmaceuticals", "Biotherapeutics", "Therapeutics", "Biotech", "Biosciences"})


def company_name(text: str, s: Span) -> bool:
    """A model name that is a company's: a trade word is part of it or follows it."""
    if s.label not in ("NOM", "PRENOM"):
        return False
    after = _NEXT_WORDS.match(text, s.end)
    return bool(_TRADE_WORDS.intersection(s.text.split() + (after.group().split() if after else [])))


def title_alone(s: Span) -> bool:
    """A model name that is only a title ("Maître," heading a letter to a lawyer)."""
    return s.label in ("NOM", "PRENOM") and s.text.strip(" \t\n.,;:") in _TITLES_ALONE


def study_name(text: str, s: Span) -> bool:
    """A model name the page gives as its study's or trial's name ("étude DIAB-LIMO")."""
    return s.text.strip() in _study_names(text)


def without_study_names(texts, spans: list) -> list:
    """``spans`` without the model's names that some page of the document gives as its study's or
    trial's name: a running header repeats "DIAB-LIMO" on pages that never say "étude"."""
    names = frozenset().union(*(_study_names(t) for t in texts)) if texts else frozenset()
    sponsors = frozenset().union(*(_sponsor_names(t) for t in texts)) if texts else frozenset()
    if not names and not sponsors:
        return spans
    return [s for s in spans if not (set(s.sources) == {"model"} and (
        s.text.strip() in names or (s.label in ("NOM", "PRENOM") and s.text.strip() in sponsors)))]


# Region names of one word that are also a first name or a surname ("Lorraine"): only after a body.
_PUBLIC_BODY_BEFORE = regex.compile(r"(?:\b(?:EFS|ARS|URSSAF|MSA|CARSAT|DREETS|DRSM|OMEDIT|ORS|CPias|CPIAS|CRPV|ERSM|"
                                    r"[Rr][ée]gion|R[ÉE]GION|[Cc]onseil[ \t]+r[ée]gional)[ \t]*(?:de[ \t]+|d['’][ \t]*|du[ \t]+)?)\Z")
_REGION_BEFORE = regex.compile(r"(?<![\w\-])(?P<r>[\w\-'’]+)[ \t]+\Z")
_BODY_IN_SPAN = regex.compile(r"(?:EFS|ARS|URSSAF|MSA|CARSAT|DREETS|DRSM|OMEDIT|ORS|CPIAS)[ \t]+")


def _region_parts(words: str) -> list[str] | None:
    """The region names ``words`` is made of (one or two, "Hauts-de-France Normandie"), or None."""
    from app.detection.rules.common import fold

    key = "-".join(fold(words).replace("'", " ").replace("’", " ").split())
    if key in REGIONS:
        return [key]
    toks = words.split()
    for k in range(1, len(toks)):
        a, b = _region_parts(" ".join(toks[:k])), _region_parts(" ".join(toks[k:]))
        if a and b and len(a) + len(b) == 2:
            return a + b
    return None


def region_name(text: str, s: Span) -> bool:
    """A model place, establishment or name that is only a region's name: one of several words
    ("Nouvelle-Aquitaine"), two regions together, or a region after a public body or "région"
    (the model may take the body's acronym in: "EFS Hauts-de-France Normandie")."""
    words = s.text.strip(" \t\n.,;:()")
    body = _BODY_IN_SPAN.match(words)
    if body is not None:
        words = words[body.end():]
    parts = _region_parts(words) if words else None
    if not parts:
        return False
    if body is not None or len(parts) == 2 or ("-" in parts[0] and parts[0] != "la-reunion"):
        return True
    start = s.start
    prev = _REGION_BEFORE.search(text, max(0, start - 40), start)
    if prev is not None and _region_parts(prev.group("r")):
        start = prev.start("r")  # the second of two: "EFS Hauts-de-France Normandie"
    return _PUBLIC_BODY_BEFORE.search(text, max(0, start - 40), start) is not None
