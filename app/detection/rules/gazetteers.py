"""First names, communes and ordinary words, loaded once from ``data/`` (see the files' headers).

Both lists come from unpii 0.3.1 (MIT), the communes also from the official geographic
code (codes-postaux 4.1.2), via tools/build_rule_gazetteers.py.
They only raise the confidence of, or unlock, patterns that already look
like a name or a city; they never find a word on their own.
"""

from __future__ import annotations

import hashlib
import re
from functools import lru_cache
from pathlib import Path

from app.detection.rules.common import fold

DATA = Path(__file__).resolve().parent / "data"


def _load(name: str, words: bool = False) -> frozenset[str]:
    p = DATA / name
    if not p.is_file():
        return frozenset()
    out = set()
    for line in p.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            out.update(fold(w) for w in line.split()) if words else out.add(fold(line))
    return frozenset(out)


@lru_cache(maxsize=1)
def first_names() -> frozenset[str]:
    return _load("first_names.txt") | _load("first_names_extra.txt")


@lru_cache(maxsize=1)
def lower_first_names() -> frozenset[str]:
    """Every known first name in lower case, with and without its accents ("inès", "ines"),
    so a page's lower-case words can be matched by one set intersection."""
    out = set(first_names())
    for name in ("first_names.txt", "first_names_extra.txt"):
        p = DATA / name
        if p.is_file():
            out.update(ln.strip().lower() for ln in p.read_text(encoding="utf-8").splitlines()
                       if ln.strip() and not ln.startswith("#"))
    return frozenset(out)


@lru_cache(maxsize=1)
def communes() -> frozenset[str]:
    return _load("communes.txt") | _load("communes_cog.txt") | _load("communes_extra.txt")


@lru_cache(maxsize=1)
def ordinary_surnames() -> frozenset[str]:
    """Surnames that are also ordinary French words (folded): see the file's header."""
    return _load("ordinary_surnames.txt")


@lru_cache(maxsize=1)
def _name_guard() -> frozenset[str]:
    return first_names() | ordinary_surnames() | _load("surname_words.txt", words=True)


def word_hash(folded: str) -> int:
    """The 8-byte digest a word is stored under in ``french_words.u64``."""
    return int.from_bytes(hashlib.blake2b(folded.encode("utf-8"), digest_size=8).digest(), "little")


@lru_cache(maxsize=1)
def _french_words():
    """Sorted digests of ordinary French words, folded, of verbs only participles
    (tools/build_french_words.py); an empty array when the file is missing."""
    import numpy as np

    p = DATA / "french_words.u64"
    return np.fromfile(p, dtype="<u8") if p.is_file() else np.zeros(0, dtype="<u8")


@lru_cache(maxsize=65536)
def is_ordinary_word(token: str) -> bool:
    """A dictionary word that is no known first name nor a word-surname ("Petit", "Bonnet")."""
    f = fold(token)
    return f not in _name_guard() and _in_dictionary(f)


def is_dictionary_word(token: str) -> bool:
    """A word of the dictionary, surname or not ("pêcheur", "berger" as well as "porte")."""
    return _in_dictionary(fold(token))


def _in_dictionary(folded: str) -> bool:
    words = _french_words()
    h = word_hash(folded)
    i = int(words.searchsorted(h))
    return i < len(words) and int(words[i]) == h


def is_name_word(token: str) -> bool:
    """A first name or a surname that is also a word ("Petit", "Bonnet"): never ordinary."""
    return fold(token) in _name_guard()


def is_first_name(token: str) -> bool:
    f = fold(token)
    if f in first_names():
        return True
    # Hyphenated first names: every part a known first name ("Jean-Eudes").
    parts = f.split("-")
    return len(parts) > 1 and all(p in first_names() for p in parts)


# France's regions, today's and those merged in 2016, as letters and institutions still name them
# ("EFS Hauts-de-France Normandie", "ARS Nouvelle-Aquitaine", "URSSAF Picardie"): a region is no one's
# address, and a public body's regional branch is the same for every patient of the region (the model's
# reading of one is dropped, ``model_public_names``; no particled surname is one, ``names_alone_lines``).
REGIONS = frozenset(
    "auvergne-rhone-alpes bourgogne-franche-comte bretagne centre-val-de-loire corse grand-est hauts-de-france "
    "ile-de-france normandie nouvelle-aquitaine occitanie pays-de-la-loire provence-alpes-cote-d-azur paca "
    "guadeloupe martinique guyane la-reunion mayotte alsace aquitaine auvergne basse-normandie bourgogne "
    "champagne-ardenne franche-comte haute-normandie languedoc-roussillon limousin lorraine midi-pyrenees "
    "nord-pas-de-calais picardie poitou-charentes rhone-alpes".split())


@lru_cache(maxsize=1)
def departements() -> frozenset[str]:
    return _load("departements.txt")


def is_departement(name: str) -> bool:
    return fold(name.replace("’", "'")) in departements()


def is_commune(name: str) -> bool:
    return fold(name.replace("-\n", "-")) in communes()


def ordinary_words_only(name: str, min_len: int = 1) -> bool:
    """Whether every word of ``name`` (split at blanks, hyphens, apostrophes and brackets; words shorter
    than ``min_len`` left out) is an ordinary French word: a caption or a phrase, not a name
    ("Date de l'accident", "Sa Fille"). False when no word is left."""
    words = [w for w in re.split(r"[ \t\-'’()]+", name) if len(w) >= min_len]
    return bool(words) and all(is_ordinary_word(w.lower()) for w in words)

