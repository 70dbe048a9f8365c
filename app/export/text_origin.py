"""An explicit text matrix after each "BT" that shows text before setting one.

Why: some writers place every line by the graphics matrix ("1 0 0 -1 52 119.85 cm BT /F1 8 Tf
<…> Tj ET", Kendo's PDF generator) and never set a text matrix. When a redaction removes the
last glyphs of such a line, MuPDF carries their advance into the next text object, which then
shifts right by that width: a caption moved onto the value masked beside it, verification found
text under the box, and the file was refused. "1 0 0 1 0 0 Tm" is what "BT" already sets, so the
page draws the same; with it, the next line starts where it should.
"""

from __future__ import annotations

import re

import pymupdf

# "BT", then only a font, a render mode, spacing or a colour before the first text show: no
# Tm / Td / TD / T* sets where the text starts.
_BARE_BT = re.compile(rb"(?<![A-Za-z0-9_])BT(?=(?:\s+(?:/[^\s/\[\]<>(){}]+\s+[-+.\d]+\s+Tf|[-+.\d]+\s+(?:Tr|Tc|Tw|Tz|TL|Ts)"
                      rb"|[-+.\d]+(?:\s+[-+.\d]+){0,3}\s+(?:rg|RG|g|G|k|K)))*\s*(?:<|\(|\[))")


def pin_text_origins(doc: pymupdf.Document) -> int:
    """Insert "1 0 0 1 0 0 Tm" after each bare "BT" of the pages' content streams; how many
    streams changed."""
    changed = 0
    seen: set[int] = set()
    for page in doc:
        for xref in page.get_contents():
            if xref in seen:
                continue
            seen.add(xref)
            data = doc.xref_stream(xref)
            if not data or b"BT" not in data:
                continue
            new = _BARE_BT.sub(b"BT 1 0 0 1 0 0 Tm", data)
            if new != data:
                doc.update_stream(xref, new)
                changed += 1
    return changed
