"""Machine-readable zones of identity documents (ICAO 9303: passports, identity cards,
residence permits) printed or copied into a file: "IDFRADUPONT<<<<…" over
"8806923102858JEAN<<MARIE<6512068F4".

An admission file holds copies of the patient's papers, and a hospital's own cards may
print such a zone. Its letters and digits are the person's surname, given names, document
number, birth date (YYMMDD), sex and nationality with their check digits, packed with "<"
fillers: no caption, no separator a name rule knows ("ABGRALL<DENIS"), a birth date in an
order no date rule reads. The whole zone is masked, line by line, as one identifier.
"""

from __future__ import annotations

import re

from app.detection.rules.common import make_span
from app.detection.spans import Span

# A line of capitals, digits and fillers only (OCR may read the filler as "«"), long enough
# to be a zone's line (30, 36 or 44 characters by the standard; printers may cut or pad).
_LINE = re.compile(r"^[ \t]*(?P<z>[A-Z0-9<«]{24,48})[ \t]*$", re.MULTILINE)
CONFIDENCE = 0.95


def _is_zone_line(z: str) -> bool:
    """Fillers joining fields (two in a row at least, four in all), and some letters or digits."""
    z = z.replace("«", "<")
    return "<<" in z and z.count("<") >= 4 and sum(c.isalnum() for c in z) >= 8


def mrz_spans(page: int, text: str, source: str) -> list[Span]:
    """Each line of a machine-readable zone, from its first to its last letter or digit."""
    if "<<" not in text and "««" not in text:
        return []
    out: list[Span] = []
    for m in _LINE.finditer(text):
        z = m.group("z")
        if not _is_zone_line(z):
            continue
        s = m.start("z") + (len(z) - len(z.lstrip("<«")))
        e = m.end("z") - (len(z) - len(z.rstrip("<«")))
        sp = make_span(page, text, s, e, "AUTRE", source, CONFIDENCE)
        if sp is not None:
            out.append(sp)
    return out
