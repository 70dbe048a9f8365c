"""Small helpers shared by the rule families.

Character classes are spelled out (instead of ``\\p{Lu}``) so the families
can use the standard library's ``re``, which is faster than ``regex`` on the
short patterns here: rules must run at hundreds of pages a second.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

from app.detection.spans import Span

UPPER = "A-ZÀÂÄÁÃÇÉÈÊËÍÎÏÑÓÔÖÕÚÙÛÜŸÆŒ"
LOWER = "a-zàâäáãçéèêëíîïñóôöõúùûüÿæœß"
LETTER = UPPER + LOWER
# An apostrophe as it appears in PDFs.
APOS = "'’"

# Label-to-value gap: colons, spaces, "n°", table bars, at most one line break.
LABEL_GAP = r"[ \t]*(?:\(s\))?[ \t]*(?:[:=|#]|n°|N°|No\.?|Nº)?[ \t:|]*(?:\r?\n[ \t|]*)?[:| \t]*"


@lru_cache(maxsize=65536)
def fold(s: str) -> str:
    """Case- and accent-insensitive form used for allow-list look-ups."""
    s = unicodedata.normalize("NFKD", s.casefold())
    s = "".join(c for c in s if not unicodedata.combining(c))
    return " ".join(s.replace("’", "'").split())


def make_span(
    page: int,
    text: str,
    start: int,
    end: int,
    label: str,
    source: str,
    confidence: float,
    note: str = "",
) -> Span | None:
    """A span trimmed of surrounding blanks and punctuation, or None if empty."""
    while start < end and text[start] in " \t\r\n,;:|":
        start += 1
    while end > start and text[end - 1] in " \t\r\n,;:|":
        end -= 1
    if end <= start:
        return None
    return Span(page, start, end, text[start:end], label, source, confidence, note=note)


def before(text: str, pos: int, width: int = 50) -> str:
    """The text just before ``pos`` (context window for label anchoring)."""
    return text[max(0, pos - width):pos]
