"""A name spelled letter by letter ("Nom épelé : C-A-R-R-É-G-A", "D-U / P-L-E-S-S-I-X"), as a
dictation's transcript or a phone call's note writes it so the name is typed right.

No name rule reads single letters joined by hyphens, and the spelled form is no writing
of the name the propagation looks for. Read only after a word that says the name is
spelled on the same line: chains of capitals elsewhere are acronyms or scales ("A-B-C-D-E").
"""

from __future__ import annotations

import re

from app.detection.rules.common import make_span
from app.detection.spans import Span

_U = "A-ZÀÂÄÇÉÈÊËÎÏÔÖÙÛÜŸ"
# Letters joined by hyphens, words of them apart by " / " or spaces: three letters at least.
# (a particle may be one letter: "D / O-R-N-A-N-O")
_CHAIN = re.compile(r"(?<![\w\-])[" + _U + r"](?:-[" + _U + r"]){0,30}(?:[ \t]*/[ \t]*[" + _U + r"](?:-[" + _U + r"]){0,30})*(?![\w\-])")
_CUE = re.compile(r"(?i)[ée]pel[ée]|[ée]pel(?:le|er|ons)|spelled|spelt|lettre[ \t]+(?:par|à)[ \t]+lettre")
# Three letters in a row of a chain: the cheap test before the page's cue is looked for.
_THREE = re.compile(r"-[" + _U + r"]-[" + _U + r"]\b")
CONFIDENCE = 0.9


def spelled_names(page: int, text: str, source: str) -> list[Span]:
    if "-" not in text or not _THREE.search(text) or not _CUE.search(text):
        return []
    out: list[Span] = []
    for m in _CHAIN.finditer(text):
        if sum(c.isalpha() for c in m.group()) < 3 or "-" not in m.group():
            continue
        ls = text.rfind("\n", 0, m.start()) + 1
        if not _CUE.search(text, max(ls, m.start() - 80), m.start()):
            continue
        sp = make_span(page, text, m.start(), m.end(), "NOM", source, CONFIDENCE)
        if sp is not None:
            out.append(sp)
    return out
