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


# A postcode closing the street's line after a dash or a comma, its town elsewhere
# ("4 chemin des Quatre-Vents - 34700", "…, 78 boulevard Marie-Curie, 22300⏎⏎Lannion"): a
# letterhead or a copy line cut in cells or fragments.
# (or its cell, in a listing's columns: "…, 22200         | IPP : …")
_LINE_END_POSTCODE = re.compile(r"[ \t]*[,\-–][ \t]*(?P<cp>(?:0[1-9]|[1-8]\d|9[0-5]|2[AB])\d{3}|97[1-8]\d\d)"
                                r"(?=[ \t]*(?:\r?\n|\Z|\|)|[ \t]{3})")
_CELL_END = re.compile(r"[ \t]{2,}|[ \t]*\|")


def postcodes_closing_street_lines(text: str, streets: list[tuple[int, int]]) -> list[tuple[int, int, str]]:
    """(start, end, kind) of each postcode that closes the line of a street address after a
    dash or a comma (CODE_POSTAL), and of the known commune alone on the next line that holds
    something (VILLE)."""
    out: list[tuple[int, int, str]] = []
    for _s, e in streets:
        m = _LINE_END_POSTCODE.match(text, e)
        if m is None:
            continue
        out.append((m.start("cp"), m.end("cp"), "CODE_POSTAL"))
        nl = text.find("\n", m.end())
        if nl < 0:
            continue
        pos = nl
        while pos < len(text) and text[pos] in " \t\r\n":
            pos += 1
        end = text.find("\n", pos)
        end = len(text) if end < 0 else end
        cell = _CELL_END.search(text, pos, end)  # the first cell of a listing's line
        town = text[pos:cell.start() if cell else end].strip(" \t.,")
        if town and is_commune(town):
            out.append((pos, pos + len(town), "VILLE"))
    return out
