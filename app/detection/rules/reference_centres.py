"""A rare-disease reference or competence centre named in full ("Centre de référence des maladies
rares de l'Est", "Centre de compétence des anomalies du développement Champagne-Ardenne"): the
team that follows the patient, named by the diseases it treats and its region or site.

Its name is mostly words of the language, so the trigger rules, which want a capitalised name
right after the kind, do not read it. Here the name runs from the kind over the words of its line
(no punctuation but an apostrophe or a hyphen inside a word) and ends at its last capitalised word:
a proper noun or a region must close it, so "le centre de référence a confirmé le diagnostic" and
"Centre de référence des maladies rares de la peau" stay (kind ETAB).
"""

from __future__ import annotations

import re

from app.detection.rules.common import make_span
from app.detection.spans import Span

_KIND = r"(?:[Cc]entre|CENTRE)[ \t]+(?:de|DE)[ \t]+(?:r[ée]f[ée]rence|R[ÉE]F[ÉE]RENCE|comp[ée]tence|COMP[ÉE]TENCE)"
_WORD = r"[^\W\d_][\w'’\-]*"
_CENTRE = re.compile(rf"(?<![\w\-]){_KIND}(?P<n>(?:[ \t]+{_WORD}){{1,12}})")
# (a capitalised word, or one after an elided article: "de l'Est")
_CAPITALISED = re.compile(r"(?:^|(?<=[ \t])|(?<=['’]))[A-ZÀ-Ý][\w\-]*")


def reference_centres(page: int, text: str, source: str, confidence: float) -> list[Span]:
    """Each reference or competence centre named up to a capitalised word."""
    out: list[Span] = []
    for m in _CENTRE.finditer(text) if ("entre de r" in text or "entre de comp" in text or "CENTRE" in text) else ():
        caps = list(_CAPITALISED.finditer(text, m.start("n"), m.end("n")))
        if not caps:
            continue
        s0, e0 = m.start(), caps[-1].end()
        sp = make_span(page, text, s0, e0, "ETAB", source, confidence)
        if sp is not None:
            out.append(sp)
    return out
