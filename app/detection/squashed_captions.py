"""Captions printed as a line of squashed capitals repeated under the value: secure paper's
microtext ("1966-05-05⏎DATEDENAISSANCEDATEDENAISSANCEDATEDE…"), or any caption whose spaces a
writer left out ("NDESEJOUR").

The line is one word to a reader, so no rule knows it for a caption. Its repeated unit is cut
back into words with the dictionary of the language ("DATEDENAISSANCE" → "date de naissance",
"NDESEJOUR" → "N° de sejour") and the value on the line above is read behind it by the rule
detectors (``legend_fields._read_behind``).
"""

from __future__ import annotations

import re
from functools import lru_cache

# A line of capitals only, thirty letters or more: a caption repeated, no sentence.
_SQUASHED = re.compile(r"(?m)^[ \t]*([A-Z]{30,})[ \t]*$")
# Words the dictionary leaves out: links and the short captions of identifiers.
_LINKS = frozenset("de du des la le les au aux a en et l d".split())
_SHORT = frozenset("n no nir ipp nda ins rpps adeli finess tel cp".split())
_MAX_WORD = 20


def _unit(line: str) -> str | None:
    """The shortest piece the line repeats (twice at least), None when it repeats nothing."""
    for p in range(4, min(80, len(line) // 2) + 1):
        if line[p:] == line[:-p]:
            return line[:p]
    return None


@lru_cache(maxsize=256)
def words_of(unit: str) -> tuple[str, ...] | None:
    """The unit cut into words of the language (fewest words, fewest letters outside the
    dictionary); None when most of it is no word."""
    from app.detection.rules.gazetteers import is_ordinary_word

    s = unit.lower()
    n = len(s)
    best: list[tuple[int, tuple[str, ...]] | None] = [None] * (n + 1)
    best[0] = (0, ())
    for i in range(n):
        if best[i] is None:
            continue
        cost, words = best[i]
        for j in range(i + 1, min(n, i + _MAX_WORD) + 1):
            w = s[i:j]
            known = w in _LINKS or w in _SHORT or (len(w) >= 3 and is_ordinary_word(w))
            c = cost + (1 if known else 1 + 3 * len(w))
            if best[j] is None or c < best[j][0]:
                best[j] = (c, words + (w,))
    cost, words = best[n]
    unknown = sum(len(w) for w in words if not (w in _LINKS or w in _SHORT or (len(w) >= 3 and is_ordinary_word(w))))
    return words if unknown * 2 <= n else None


def _caption(words: tuple[str, ...]) -> str:
    """"N° de …" for a number's caption, the words otherwise, the first capitalised."""
    if words[0] in ("n", "no") and len(words) > 1:
        return "N° " + " ".join(words[1:])
    return " ".join((words[0].capitalize(), *words[1:]))


def squashed_pairs(text: str) -> list[tuple[str, int, int]]:
    """(caption, value start, value end): each squashed caption line and the line over it."""
    out: list[tuple[str, int, int]] = []
    for m in _SQUASHED.finditer(text):
        unit = _unit(m.group(1))
        words = words_of(unit) if unit is not None else None
        if not words:
            continue
        pe = m.start()  # the value: the last line with text over the caption's
        while pe > 0 and text[pe - 1] in " \t\n":
            pe -= 1
        ps = text.rfind("\n", 0, pe) + 1
        line = text[ps:pe]
        s = ps + len(line) - len(line.lstrip())
        if pe > s and not _SQUASHED.fullmatch(text, ps, pe):
            out.append((_caption(words), s, pe))
    return out
