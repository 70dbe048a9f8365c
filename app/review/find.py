"""Search in the document, as the reviewer types it: case and accents folded.

The find bar of the window asks here; results are positions in the page
texts (the ones the review and the export read), so an occurrence found can
be shown on the page and added as a term that the export removes. A plain
query matches anywhere (a clerk searching "dur" wants "Durandeau"); a
regular expression runs on the folded text too, so "e" finds "é".
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Sequence

from app.export.variants import fold, fold_with_map

Hit = tuple[int, int, int]  # page, start, end in the page text

MAX_HITS = 5000  # a one-letter query on a long file: enough to review, bounded to stay fast


class FindError(ValueError):
    """A query that cannot run; ``str()`` is a French message without the query."""


@dataclass(frozen=True)
class Query:
    text: str
    regex: bool = False

    def compile(self) -> re.Pattern | None:
        """The pattern on folded text; None for an empty query."""
        if not self.text.strip():
            return None
        if not self.regex:
            digits = [c for c in self.text if c.isdigit()]
            if len(digits) >= 4 and all(c.isdigit() or c in " .-/" for c in self.text.strip()):
                # a number as typed matches it however the page spaces it ("0612345678")
                return re.compile(r"(?<!\d)" + r"[\s.\-/]?".join(digits) + r"(?!\d)")
            return re.compile(re.escape(fold(self.text)))
        try:
            rx = re.compile(fold(self.text))
        except re.error as exc:
            raise FindError(regex_error_fr(exc)) from None
        if rx.fullmatch(""):
            raise FindError("Cette expression accepte le texte vide : précisez-la.")
        return rx


def find_all(texts: Sequence[str | None], query: Query, limit: int = MAX_HITS) -> list[Hit]:
    """Every occurrence on every known page, in reading order (at most ``limit``)."""
    rx = query.compile()
    if rx is None:
        return []
    out: list[Hit] = []
    for page, text in enumerate(texts):
        if not text:
            continue
        folded, where = fold_with_map(text)
        for m in rx.finditer(folded):
            if m.end() == m.start():
                continue
            out.append((page, int(where[m.start()]), int(where[m.end() - 1]) + 1))
            if len(out) >= limit:
                return out
    return out


MAX_TERMS = 200  # distinct values "mask every occurrence" may add at once


def whole_words(text: str, start: int, end: int) -> tuple[int, int]:
    """The range grown to whole words: masking half a word would leave the rest readable."""
    while start > 0 and (text[start - 1].isalnum() or text[start - 1] in "-'’") and text[start].isalnum():
        start -= 1
    while end < len(text) and (text[end].isalnum() or text[end] in "-'’") and text[end - 1].isalnum():
        end += 1
    return start, end


def terms_for_hits(texts: Sequence[str | None], hits: Sequence[Hit]) -> list[str]:
    """The distinct whole-word writings of the hits, as force terms (folded duplicates once).

    A term matches like every force term (case, accents and spacing ignored,
    whole words), so the export removes at least what the find bar showed.
    Raises ``FindError`` above ``MAX_TERMS`` distinct values.
    """
    seen: dict[str, str] = {}
    for page, s, e in hits:
        text = texts[page] or ""
        a, b = whole_words(text, s, e)
        value = " ".join(text[a:b].split())
        if value:
            seen.setdefault(fold(value), value)
    if len(seen) > MAX_TERMS:
        raise FindError("Trop de valeurs différentes (%d) : précisez la recherche." % len(seen))
    return list(seen.values())


_RE_ERRORS = (
    ("missing ), unterminated subpattern", "parenthèse ouverte jamais fermée"),
    ("unbalanced parenthesis", "parenthèse fermante sans ouvrante"),
    ("unterminated character set", "crochet [ jamais fermé"),
    ("nothing to repeat", "répétition (*, +, ?) sans rien à répéter"),
    ("multiple repeat", "deux répétitions de suite"),
    ("bad escape", "échappement \\ inconnu"),
    ("bad character range", "intervalle de caractères à l'envers"),
    ("unknown extension", "extension (?…) inconnue"),
    ("look-behind requires fixed-width pattern", "regard en arrière de longueur variable"),
)


def regex_error_fr(exc: re.error) -> str:
    """French wording of a ``re`` error, with its position (never the pattern)."""
    msg = str(getattr(exc, "msg", "") or exc)
    what = next((fr for en, fr in _RE_ERRORS if msg.startswith(en)), "syntaxe incorrecte")
    pos = getattr(exc, "pos", None)
    where = " (caractère %d)" % (pos + 1) if isinstance(pos, int) else ""
    return "Expression régulière invalide : %s%s." % (what, where)
