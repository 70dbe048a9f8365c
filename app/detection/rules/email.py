"""E-mail addresses.

Confidence 0.99: the pattern needs a user part, an ``@`` and a dotted
domain with a 2+ letter TLD; on our fictional samples it has not produced a
false positive.
"""

from __future__ import annotations

import regex

from app.detection.spans import Span

PATTERN = regex.compile(
    r"(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,24}(?![\w-])",
    regex.UNICODE,
)
CONFIDENCE = 0.99


class EmailDetector:
    name = "rules.email"

    def detect_page(self, page: int, text: str) -> list[Span]:
        out = []
        for m in PATTERN.finditer(text):
            s, e = m.span()
            # A trailing dot belongs to the sentence, not the address.
            while e > s and text[e - 1] == ".":
                e -= 1
            out.append(Span(page, s, e, text[s:e], "EMAIL", self.name, CONFIDENCE))
        return out
