"""Case- and accent-free text, the form every search of a value runs on."""

from __future__ import annotations

import unicodedata
from functools import lru_cache

import numpy as np


@lru_cache(maxsize=8192)
def fold_char(c: str) -> str:
    """Case and accents removed; compatibility forms expanded for letters only
    (a ligature "ﬁ" is "fi"), so "Apache™" keeps its word boundary instead of
    reading "apachetm"."""
    form = "NFKD" if unicodedata.category(c)[0] == "L" else "NFD"
    s = unicodedata.normalize(form, c.casefold())
    return "".join(x for x in s if not unicodedata.combining(x)).replace("’", "'")


def fold(text: str) -> str:
    """Case- and accent-free form (ligatures expanded)."""
    if text.isascii():
        return text.lower()
    return "".join(map(fold_char, text))


def fold_with_map(text: str) -> tuple[str, np.ndarray]:
    """Folded text and, for each folded character (plus one past the end), its index in ``text``."""
    n = len(text)
    if text.isascii():
        return text.lower(), np.arange(n + 1, dtype=np.int64)
    parts = list(map(fold_char, text))
    lengths = np.fromiter(map(len, parts), dtype=np.int64, count=n)
    idx = np.repeat(np.arange(n, dtype=np.int64), lengths)
    return "".join(parts), np.append(idx, n)
