"""E-mail addresses.

Confidence 0.99: the pattern needs a user part, an ``@`` and a dotted
domain with a 2+ letter TLD; on our fictional samples it has not produced a
false positive. An address hidden from robots ("[at]", "(at)", "arobase", "[dot]") is
one too.
"""

from __future__ import annotations

import regex

from app.detection.spans import Span

PATTERN = regex.compile(
    r"(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,24}(?![\w-])",
    regex.UNICODE,
)
CONFIDENCE = 0.99
# An address written so that robots miss it: "m.quere [at] wanadoo.fr", "j.dupont (at) free.fr",
# "jdupont arobase orange.fr", and "[dot]" for the dots.
_DOT = r"(?:\.|[ \t]*[\[(]dot[\])][ \t]*|[ \t]+point[ \t]+)"
OBFUSCATED = regex.compile(
    r"(?<![\w.+-])[\w+-]+(?:\.[\w+-]+)*[ \t]*(?:[\[(][ \t]*(?:at|AT|arobase)[ \t]*[\])]|[ \t]arobase[ \t])[ \t]*"
    r"[\w-]+(?:" + _DOT + r"[\w-]+)*" + _DOT + r"[A-Za-z]{2,24}(?![\w-])",
    regex.UNICODE,
)
_OBFUSCATION_HINT = regex.compile(r"[\[(][ \t]*(?:at|AT|arobase)[ \t]*[\])]| arobase ")
# The local part read backwards from the "@": where a match must begin.
_LOCAL_BACK = regex.compile(r"[\w.+-]+", regex.UNICODE | regex.REVERSE)


def _matches(text: str):
    """``PATTERN.finditer(text)``, tried only at the start of the word before each "@"
    (the look-behind in front of PATTERN made the scan try every character of the page)."""
    pos = 0
    at = text.find("@")
    while at >= 0:
        local = _LOCAL_BACK.match(text, pos, at)
        if local is not None:
            m = PATTERN.match(text, local.start())
            if m is not None:
                yield m
                pos = m.end()
        at = text.find("@", max(at + 1, pos))


# The sender's or recipient's organisation in capitals before the address in brackets, as a
# mail client prints a header ("De : Direction des usagers - CHICS <relations.usagers@…>"): the
# establishment's acronym.
_ACRONYM_BEFORE = regex.compile(r"(?:[-–—|,(][ \t]*)(?P<a>[A-Z][A-Z0-9]{3,7}(?:-[A-Z0-9]{2,5})?)[ \t]*\)?[ \t]*<\Z")


def _sender_acronyms(page: int, text: str, at: int) -> list[Span]:
    """The acronym before the "<" of the address that starts at ``at``, when it names no word."""
    from app.detection.rules.allowlist import get_allowlist
    from app.detection.rules.gazetteers import is_ordinary_word

    m = _ACRONYM_BEFORE.search(text, max(0, at - 16, text.rfind("\n", 0, at) + 1), at)
    a = m.group("a") if m is not None else ""
    if not a or get_allowlist().contains(a) or (len(a) >= 6 and is_ordinary_word(a.lower())):
        return []  # (a short word may be an acronym too: "CHICS"; not "URGENCES", "ACCUEIL")
    return [Span(page, m.start("a"), m.end("a"), m.group("a"), "ETAB", "rules.etab", 0.9, note="sigle")]


class EmailDetector:
    name = "rules.email"

    def detect_page(self, page: int, text: str) -> list[Span]:
        out = []
        for m in _matches(text):
            s, e = m.span()
            # A trailing dot belongs to the sentence, not the address.
            while e > s and text[e - 1] == ".":
                e -= 1
            out.append(Span(page, s, e, text[s:e], "EMAIL", self.name, CONFIDENCE))
            if s > 0 and text[s - 1] == "<":
                out.extend(_sender_acronyms(page, text, s))
        for m in OBFUSCATED.finditer(text) if _OBFUSCATION_HINT.search(text) else ():
            out.append(Span(page, m.start(), m.end(), m.group(), "EMAIL", self.name, CONFIDENCE))
        return out
