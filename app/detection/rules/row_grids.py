"""Grids printed values over their captions, as the page read in rows gives them.

A form of placed boxes puts each value over its caption in small type; read in rows
(``app.document.layout_view``) it gives "003733599 | 265125149" then "IPP | NDA". The
label readers of ``common`` look for a caption over its value; this module tells the rows
where it is the other way round.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.detection.rules.page_tables import header_cell_like, table_cells
from app.detection.rules.value_first import is_caption

# Captions of a prescriber's or an establishment's fields, beside the people tables' ones.
_MORE_CAPTIONS = re.compile(r"[ \t]*(?:nom,?[ \t]+(?:et[ \t]+)?pr[ée]nom\b.*|(?:identifiant|n[°º]|num[ée]ro)?[ \t]*\(?(?:RPPS|FINESS|ADELI)\)?"
                            r"|[ée]tablissement)[ \t:]*\Z", re.IGNORECASE)


@lru_cache(maxsize=4)  # dates, names and two readers of labelled ids ask for the same page: read-only
def value_first_rows(text: str) -> list[tuple[list[tuple[int, int]], list[tuple[int, int]]]]:
    """(caption cells, value cells) of a grid printed values over their captions, one "|"
    row a line, as the page laid out in rows reads a form of placed boxes
    ("003733599 | 265125149⏎IPP | NDA"): consecutive rows of one width whose odd rows look
    like captions, one at least naming a column, and whose even rows name none; each caption
    row's values are the row above."""
    if text.count("|") < 3:
        return []
    rows: list[list[tuple[int, int]]] = []
    pos = 0
    for line in text.split("\n"):
        cells = [(pos + a, pos + b) for a, b in table_cells(line)] if "|" in line else []
        rows.append(cells)
        pos += len(line) + 1
    out = []
    i = 0
    while i < len(rows):
        width = len(rows[i])
        j = i
        while j < len(rows) and width >= 2 and len(rows[j]) == width:
            j += 1
        grid = rows[i:i + (j - i) // 2 * 2]  # pairs from the top: a last row alone is the next field's
        if len(grid) >= 2:
            captioned = [any(is_caption(text, s, e) or _MORE_CAPTIONS.match(text, s, e) for s, e in row) for row in grid]
            # odd rows look like captions ("Opérateur | Anesthésiste | Code acte"), one at least
            # names a column the vocabulary knows, and no even row does
            if not any(captioned[0::2]) and any(captioned[1::2]) and all(
                    all(header_cell_like(text, s, e) for s, e in row) for row in grid[1::2]):
                out.extend((grid[k], grid[k - 1]) for k in range(1, len(grid), 2))
        i = max(j, i + 1)
    return out
