"""Towns in the place column of a table ("Contrôle | Échéance | Lieu").

Why apart from the address rule: a table's reading (one cell per line, or one row per line
with " | " between cells) is its own concern; the address rule only takes the towns found.
"""

from __future__ import annotations

import re

from app.detection.rules.common import fold
from app.detection.rules.gazetteers import is_commune
from app.detection.rules.page_tables import bar_rows, line_blocks

_PLACE_CAPTIONS = frozenset(("lieu", "ville", "commune", "localite", "lieu de rendez-vous"))
# (a literal line break first: ``re`` then skips ahead to the page's few line starts)
_PLACE_CAPTION_LINE = re.compile(r"\n[ \t]*(?:Lieu|LIEU|Ville|VILLE|Commune|COMMUNE|Localit[ée]|LOCALIT[ÉE])"
                                 r"(?:[ \t]+de[ \t]+rendez-vous)?[ \t:]*\n")
_PLACE_WORD = r"(?:Lieu|LIEU|Ville|VILLE|Commune|COMMUNE|Localit[ée]|LOCALIT[ÉE])(?:[ \t]+de[ \t]+rendez-vous)?[ \t:]*"
_PLACE_CAPTION_CELL = re.compile(rf"\| {_PLACE_WORD}(?:\n| \|)|(?:\n|^){_PLACE_WORD} \|")


def place_column_towns(text: str) -> list[tuple[int, int]]:
    """Known communes in the "Lieu" column of a table read one cell per line, a blank line
    between rows ("Contrôle⏎Échéance⏎Lieu", then "bilan sanguin⏎06/12/2025⏎Épinal"), or one
    row per line, " | " between cells ("Contrôle | Échéance | Lieu"): where the next care
    takes place, the patient's town as often as not."""
    out: list[tuple[int, int]] = []
    if _PLACE_CAPTION_CELL.search(text) is not None:
        out += _place_cells(text, bar_rows(text))
    if _PLACE_CAPTION_LINE.search(text) is not None:
        out += _place_cells(text, line_blocks(text))
    return out


def _place_cells(text: str, blocks: list) -> list[tuple[int, int]]:
    """The known communes under a place caption of ``blocks`` (rows of (start, end) cells)."""
    out: list[tuple[int, int]] = []
    for i, head in enumerate(blocks):
        captions = [fold(text[a:b]).strip(" :") for a, b in head]
        col = next((k for k, c in enumerate(captions) if c in _PLACE_CAPTIONS), None)
        if col is None or len(head) < 2 or any(len(c) > 30 or any(ch.isdigit() for ch in c) for c in captions):
            continue
        for row in blocks[i + 1:i + 30]:
            if len(row) != len(head):
                break
            a, b = row[col]
            cell = text[a:b].strip()
            if cell and is_commune(cell):
                a += len(text[a:b]) - len(text[a:b].lstrip())
                out.append((a, a + len(cell)))
    return out
