"""Captions printed under their value as a quotation's attribution: "« 1969-117 »⏎— Date de
naissance", "25-S-014041⏎— N° de séjour".

A layout that sets each field as a pull quote names it the way a quotation names its source,
with a dash under it. No rule looks for a caption after its value there; the caption line is
recognised as a field's caption (``value_first.is_caption``) and the value on the line above
it, its quotation marks left out, is read behind that caption by the rule detectors
(``legend_fields._read_behind``).
"""

from __future__ import annotations

import re

from app.detection.rules.value_first import is_caption

# A line that is a dash and a caption only ("— N° de séjour"); found first: such lines are rare.
_ATTRIBUTION = re.compile(r"(?m)^[ \t]*[—–][ \t]+(?P<c>[^\s—–][^\n—–]{1,58}?)[ \t.]*$")
# (or any number's caption: "— N° d'emplacement au camping", whose code the labelled-code rule reads)
_NUMBER_CAPTION = re.compile(r"(?:N°|Nº|Numéro|Num\.)[ \t]")
_QUOTES = "«»“”\"‹› \t"


def has_attributions(text: str) -> bool:
    return ("\n—" in text or "\n–" in text or "\n —" in text) and _ATTRIBUTION.search(text) is not None


def attribution_pairs(text: str) -> list[tuple[str, int, int]]:
    """(caption, value start, value end): each attribution line that is a caption, and the
    last line with text over it (not another attribution)."""
    out: list[tuple[str, int, int]] = []
    for m in _ATTRIBUTION.finditer(text):
        if not (is_caption(text, m.start("c"), m.end("c")) or _NUMBER_CAPTION.match(m.group("c"))):
            continue
        pe = m.start()
        while pe > 0 and text[pe - 1] in " \t\n":
            pe -= 1
        ps = text.rfind("\n", 0, pe) + 1
        s, e = ps, pe
        while s < e and text[s] in _QUOTES:
            s += 1
        while e > s and text[e - 1] in _QUOTES:
            e -= 1
        if e > s and not _ATTRIBUTION.fullmatch(text, ps, pe):
            out.append((m.group("c"), s, e))
    return out
