"""A detainee's cell, as prison health records print it beside the écrou number ("Cellule   QA 15",
"cellule 4.068", "cell. C-137"): where the person lives, an address inside the prison (kind AUTRE).

Only on a page that speaks of prison (écrou, détenu, pénitentiaire, maison d'arrêt…): "cellule"
is a biologist's word too, and a biologist's cells are plural and counted ("cellules 45/mm³").
Read after the word on its line, or in the cell a "Cellule" caption heads or captions.
"""

from __future__ import annotations

import re

from app.detection.rules.common import make_span
from app.detection.rules.page_tables import label_cells
from app.detection.spans import Span

_PRISON = re.compile(r"(?i:[ée]crou|d[ée]tenue?s?\b|p[ée]nitentiaire|maison[ \t]+d['’]arr[êe]t)|USMP|SMPR|UHSI|UHSA")
# A wing's letters and a number ("QA 15", "C-137", "QA 1l" as a scan's text layer reads it), a floor
# and a number ("1.058", "4-068"), or a number alone ("214")
_CODE = r"(?:[A-Z]{1,3}[ \-]?\d{1,4}[a-zA-Z]?|\d{1,2}[.\-]\d{2,3}|\d{1,4})"
_INLINE = re.compile(r"(?<![\w])(?:[Cc]ellule|CELLULE|[Cc]ell\.)(?:[ \t]+(?:n°|N°|nº|no\.?))?[ \t]*:?[ \t]*(?P<v>" + _CODE + r")"
                     # (not a stay counted in days, "placé en cellule 2 jours")
                     r"(?![\w.\-/])(?![ \t]*(?:jours?|j\b|h\b|heures?|fois|semaines?|mois|min))")
_CAPTION = re.compile(r"[ \t]*(?:[Cc]ellule|CELLULE)(?:[ \t]+(?:n°|N°|nº))?[ \t]*:?[ \t]*\Z")
_VALUE = re.compile(r"[ \t]*(?P<v>" + _CODE + r")[ \t]*\Z")


def prison_cells(page: int, text: str, taken: list[Span], source: str, confidence: float) -> list[Span]:
    """A detainee's cell numbers (AUTRE) on a prison page, not in ``taken``."""
    if not ("ellule" in text or "ELLULE" in text or "ell." in text) or _PRISON.search(text) is None:
        return []
    found = [m.span("v") for m in _INLINE.finditer(text)]
    for s0, e0 in label_cells(text, lambda t, s, e: _CAPTION.match(t, s, e) is not None):
        v = _VALUE.match(text, s0, e0)
        if v is not None:
            found.append(v.span("v"))
    out: list[Span] = []
    for s0, e0 in sorted(set(found)):
        if any(x.start < e0 and s0 < x.end for x in taken + out):
            continue
        sp = make_span(page, text, s0, e0, "AUTRE", source, confidence)
        if sp is not None:
            out.append(sp)
    return out
