"""An identity table read column by column: every caption first, then every value.

A two-column box of captions and values, read a column at a time, gives a paragraph of
captions ("Nom d'usage⏎Prénom(s)⏎Nom de naissance⏎Date de naissance⏎…") and, a paragraph
or two later, one of as many values ("ROUCAYROL⏎Hortense⏎MALBRANQUE⏎26/5/1991⏎…"). No
label window reaches from one to the other; in order, they pair up. A value printed beside
its caption joins the caption paragraph right after it ("Sexe⏎F"): both leave the count.
"""

from __future__ import annotations

from functools import lru_cache

from app.detection.rules.page_tables import line_blocks
from app.detection.rules.value_first import is_caption

_MIN_CAPTIONS = 4
_LOOK_AHEAD = 3  # paragraphs after the captions where their values may stand (a heading between)
_MAX_VALUE = 60


@lru_cache(maxsize=8)
def caption_column_pairs(text: str) -> tuple[tuple[tuple[int, int], tuple[int, int]], ...]:
    """(caption line, value line) of each caption paragraph whose values form a later paragraph
    of as many lines, none a caption."""
    if text.count("\n") < 2 * _MIN_CAPTIONS:
        return ()
    blocks = line_blocks(text)
    out: list[tuple[tuple[int, int], tuple[int, int]]] = []
    for bi, block in enumerate(blocks):
        if len(block) < _MIN_CAPTIONS or not is_caption(text, *block[0]):
            continue
        caps = [is_caption(text, s, e) for s, e in block]
        if sum(caps) < _MIN_CAPTIONS or not caps[0]:
            continue
        order: list[tuple[int, int]] = []
        k, ok = 0, True
        while k < len(block):
            if not caps[k]:
                ok = False  # a line that is no caption and follows none: not a caption column
                break
            if k + 1 < len(block) and not caps[k + 1]:
                k += 2  # "Sexe⏎F": the value printed beside its caption
                continue
            order.append(block[k])
            k += 1
        if not ok or len(order) < _MIN_CAPTIONS:
            continue
        for values in blocks[bi + 1:bi + 1 + _LOOK_AHEAD]:
            if len(values) == len(order) and not any(is_caption(text, s, e) for s, e in values) and \
                    all(e - s <= _MAX_VALUE for s, e in values):
                out.extend(zip(order, values))
                break
    return tuple(out)
