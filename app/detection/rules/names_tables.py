"""Person names read from tables: a "Nom | Prénom" header row with the values below it,
or a table printed one cell per line ("Fonction / Nom / Prénom", then rows of three).

Kept apart from ``names`` because it reads the page as cells, not as capitalised runs;
the name rules pass in their pattern of a whole name and their reader of one.
"""

from __future__ import annotations

import re

from app.detection.rules.common import grid_columns, header_value_cells
from app.detection.spans import Span

_HEADER_HINT = re.compile(r"(?:^|[ \t|])(?:Nom|NOM|Pr[ée]nom|PR[ÉE]NOM)s?(?:[ \t|]|$)", re.MULTILINE)
_HEAD_NOM = re.compile(r"Nom(?:[ \t]+(?:de[ \t]+naissance|d'usage|patient))?|NOM|Nom[ \t]+du[ \t]+patient")
_HEAD_PRENOM = re.compile(r"Pr[ée]noms?|PR[ÉE]NOMS?")
_CELL_TITLE = re.compile(r"(?:Dr|DR|Pr|PR|Docteur|Professeur|M\.|Mme|Mlle|Monsieur|Madame)\.?[ \t]+")


def table_rows(text: str, covered: bytearray, group_full, group) -> list[Span]:
    """A header row with "Nom" / "Prénom" cells, values in the row below; ``group_full``
    is the name rules' pattern of a whole name, ``group(start, end, label, out)`` their reader
    of one (it marks ``covered``)."""
    if "\n" not in text or not _HEADER_HINT.search(text):
        return []
    out: list[Span] = []
    for head, s0, end in header_value_cells(text, _HEADER_HINT.search, _HEADER_HINT):
        lab = "NOM" if _HEAD_NOM.fullmatch(head) else "PRENOM" if _HEAD_PRENOM.fullmatch(head) else None
        if lab is None:
            continue
        g = group_full.match(text, s0, end)
        if g is None or g.end() != end:
            continue
        group(s0, g.end(), lab, out)
    # a table read one cell per line: "Fonction / Nom / Prénom", then rows of three
    for heads, rows in grid_columns(text):
        for k, head in enumerate(heads):
            lab = "NOM" if head.startswith("nom") else "PRENOM" if head.startswith("prenom") else None
            for row in rows if lab else ():
                s0, end = row[k]
                t = _CELL_TITLE.match(text, s0, end)
                s0 = t.end() if t else s0
                g = group_full.match(text, s0, end)
                if g is not None and g.end() == end and not covered[s0]:
                    group(s0, end, lab, out)
    return out
