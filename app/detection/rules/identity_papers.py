"""Numbers of the papers that prove who the patient is, and of the wristband that says it.

- An identity card's, passport's, residence permit's or driving licence's number after its
  name ("copie de ma carte nationale d'identité n° 3DTP8MMZX"): the card issued since 2021
  has nine letters and digits, some with fewer than the four digits a labelled code needs,
  some with none; a passport's "18AB12345". A request for one's medical file encloses them.
- The number "on the bracelet" ("Numéro indiqué sur le bracelet : 130859051"): the
  identification wristband carries the patient's hospital number.
"""

from __future__ import annotations

import re

from app.detection.rules.common import make_span
from app.detection.rules.gazetteers import is_ordinary_word
from app.detection.spans import Span

_PAPER = re.compile(
    r"(?i:carte[ \t]+(?:nationale[ \t]+)?d['’][ \t]*identit[ée]|\bCNI|passeport|titre[ \t]+de[ \t]+s[ée]jour|"
    r"permis[ \t]+de[ \t]+conduire)(?:[ \t]+(?:fran[çc]aise|biom[ée]trique|en[ \t]+cours[ \t]+de[ \t]+validit[ée]))?"
    r"[ \t]*(?:\(?[ \t]*(?:n°|nº|N°|no\.?|num[ée]ro)[ \t]*\)?)?[ \t]*:?[ \t]*"
    r"(?P<v>(?=[A-Z0-9]*\d|[A-Z]{9}(?![A-Za-z0-9]))[A-Z0-9]{8,14})(?![\w\-/])")
_BRACELET = re.compile(r"(?i:bracelet)(?:[ \t]+d['’][ \t]*identification)?[ \t]*(?:\(?(?:n°|N°|nº)\)?)?[ \t]*:?[ \t]*"
                       r"(?:\n[ \t]*)?(?P<v>[A-Z]{0,3}[\-]?\d[\d\-]{5,14}\d)(?![\w])")
_NUMBER_CAPTION = re.compile(r"n°|nº|N°|\bno\b|num[ée]ro|:", re.IGNORECASE)
_NUMBER_BEFORE = re.compile(r"(?i:num[ée]ro|n°|nº|identifiant|IPP)[^.;]{0,30}\Z")  # (over a line break too)


def identity_papers(page: int, text: str, taken: list[Span], source: str, confidence: float) -> list[Span]:
    """Identity papers' numbers (AUTRE) and wristband numbers (IPP) not in ``taken``."""
    out: list[Span] = []
    found = []
    if "dentit" in text or "CNI" in text or "asseport" in text or "séjour" in text or "permis" in text:
        for m in _PAPER.finditer(text):
            v = m.group("v")
            if v.isalpha() and (is_ordinary_word(v.lower()) or not _NUMBER_CAPTION.search(text, m.start(), m.start("v"))):
                continue  # nine letters: a number only after its "n°" ("CNI VALIDITEE" is a typing slip)
            found.append((m.start("v"), m.end("v"), "AUTRE"))
    if "racelet" in text:
        for m in _BRACELET.finditer(text):
            if _NUMBER_BEFORE.search(text, max(0, m.start() - 40), m.start()) or "(" in text[m.start():m.start("v")] \
                    or "°" in text[m.start():m.start("v")]:
                found.append((m.start("v"), m.end("v"), "IPP"))
    for s0, e0, kind in found:
        if any(x.start < e0 and s0 < x.end for x in taken):
            continue
        sp = make_span(page, text, s0, e0, kind, source, confidence)
        if sp is not None:
            out.append(sp)
    return out
