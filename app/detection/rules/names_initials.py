"""A patient's initials in a column captioned "Initiales" or "Patient", as line lists and registers print
them ("N° | Initiales | Né(e) le | Chambre", then "1 | Y. O. | 13/11/1982 | ch. 216").

Initials beside a birth date and a room point at one person: a list handed over keeps its
birth dates masked, and its initials must go with them. Only the cells of such a column,
and only cells shaped like initials ("Y. O.", "T.-B. J."), are taken: the caption says
what they are, the shape keeps a note or a dash out.
"""

from __future__ import annotations

import re

from app.detection.rules.common import make_span
from app.detection.rules.names_lowercase import CONF_PATTERN, SOURCE
from app.detection.rules.page_tables import line_blocks, pipe_column_cells
from app.detection.spans import Span

# (or "Patient": a list that names some and gives only the initials of others; or "Visa",
# "Paraphe": who handled a routing slip's step, staff as named as the patient)
_CAPTION = re.compile(r"[ \t]*(?i:initiales?(?:[ \t]*\((?:nom[ \t]*,?[ \t]*pr[ée]nom|patient)\))?|patient(?:e|\(e\))?|"
                      r"visas?|paraphes?)[ \t:]*\Z")
# One to four initials, each a capital and a dot, maybe joined by a hyphen ("T.-B. J."). Not
# capitals run together ("LM"): the export would mask that word wherever the document has it.
# A caption standing as a cell of its own (alone on its line, or between bars or wide gaps): the
# cheap test before the page's tables are read ("patient" in running text is no column).
_HINT = re.compile(r"(?:^|\||  )[ \t]*(?i:initiales?|patient(?:e|\(e\))?|visas?|paraphes?)[ \t:]*(?:$|\||  )",
                   re.MULTILINE)
_INITIALS = re.compile(r"[ \t]*[A-ZÀ-Ý]\.(?:[ \t]?-?[ \t]?[A-ZÀ-Ý]\.){1,3}[ \t]*\Z")


_MAX_ROWS = 40


def _is_caption(text: str, s: int, e: int) -> bool:
    return _CAPTION.match(text, s, e) is not None


def _block_cells(text: str) -> set[tuple[int, int]]:
    """A table read one cell a line, each row a block of its own ("Destinataire⏎Reçu le⏎Action⏎
    Visa", then "Bureau d'ordre⏎21/11/2025⏎enregistrement⏎M.-T. R."): the line of the caption's
    rank in each following block of as many lines."""
    out: set[tuple[int, int]] = set()
    blocks = line_blocks(text)
    for i, block in enumerate(blocks):
        if not 2 <= len(block) <= 10:
            continue
        ranks = [k for k, (a, b) in enumerate(block) if _CAPTION.match(text, a, b)]
        if not ranks:
            continue
        for row in blocks[i + 1:i + 1 + _MAX_ROWS]:
            if len(row) != len(block):
                break
            out.update(row[k] for k in ranks)
    return out


def initials_cells(page: int, text: str) -> list[Span]:
    """The initials under an "Initiales" caption: a table drawn with bars or printed in
    fixed-width columns."""
    if not _HINT.search(text):
        return []
    cells: set[tuple[int, int]] = set()
    if "|" in text:
        cells |= pipe_column_cells(text, _is_caption)
    if "    " in text:
        from app.detection.rules.listings import aligned_column_cells  # (listings reads the labelled tables)

        cells |= aligned_column_cells(text, _is_caption)
    if "\n\n" in text:
        cells |= _block_cells(text)
    out = []
    for a, b in sorted(cells):
        if _INITIALS.match(text, a, b):
            sp = make_span(page, text, a, b, "NOM", SOURCE, CONF_PATTERN, note="initiales")
            if sp is not None:
                out.append(sp)
    return out
