"""First names, communes and ordinary words, loaded once from ``data/`` (see the files' headers).

Both lists come from unpii 0.3.1 (MIT), the communes also from the official geographic
code (codes-postaux 4.1.2), via tools/build_rule_gazetteers.py.
They only raise the confidence of, or unlock, patterns that already look
like a name or a city; they never find a word on their own.
"""

from __future__ import annotations

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
def communes() -> frozenset[str]:
    return _load("communes.txt") | _load("communes_cog.txt") | _load("communes_extra.txt")


@lru_cache(maxsize=1)
def ordinary_surnames() -> frozenset[str]:
    """Surnames that are also ordinary French words (folded): see the file's header."""
    return _load("ordinary_surnames.txt")


@lru_cache(maxsize=1)
def _name_guard() -> frozenset[str]:
    return first_names() | ordinary_surnames() | _load("surname_words.txt", words=True)


@lru_cache(maxsize=1)
def french_words() -> frozenset[str]:
    """Ordinary French words, folded, without verbs (tools/build_french_words.py),
    less every known first name and every surname that is also a word."""
    import gzip

    p = DATA / "french_words.txt.gz"
    if not p.is_file():
        return frozenset()
    lines = gzip.decompress(p.read_bytes()).decode("utf-8").splitlines()
    return frozenset(w for w in lines if w and not w.startswith("#")) - _name_guard()


def is_ordinary_word(token: str) -> bool:
    """A dictionary word that is no known first name nor a word-surname ("Petit", "Bonnet")."""
    return fold(token) in french_words()


def is_first_name(token: str) -> bool:
    f = fold(token)
    if f in first_names():
        return True
    # Hyphenated first names: every part a known first name ("Jean-Eudes").
    parts = f.split("-")
    return len(parts) > 1 and all(p in first_names() for p in parts)


def is_commune(name: str) -> bool:
    return fold(name.replace("-\n", "-")) in communes()
