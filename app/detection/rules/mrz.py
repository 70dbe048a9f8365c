"""Machine-readable zones of identity documents (ICAO 9303: passports, identity cards,
residence permits) printed or copied into a file: "IDFRADUPONT<<<<…" over
"8806923102858JEAN<<MARIE<6512068F4".

An admission file holds copies of the patient's papers, and a hospital's own cards may
print such a zone. Its letters and digits are the person's surname, given names, document
number, birth date (YYMMDD), sex and nationality with their check digits, packed with "<"
fillers: no caption, no separator a name rule knows ("ABGRALL<DENIS"), a birth date in an
order no date rule reads. The whole zone is masked, line by line, as one identifier; only the
document's code and issuing state that open its first line stay readable.
"""

from __future__ import annotations

import re

from app.detection.rules.common import make_span
from app.detection.spans import Span

# A line of capitals, digits and fillers only (OCR may read the filler as "«"), long enough
# to be a zone's line (30, 36 or 44 characters by the standard; printers may cut or pad).
_LINE = re.compile(r"^[ \t]*(?P<z>[A-Z0-9<«]{24,48})[ \t]*$", re.MULTILINE)
CONFIDENCE = 0.95
# The first line opens with the document's code and its issuing state: "P<FRA", "IDFRA", "IP<FRA<".
_HEADER = re.compile(r"[ACIPV][A-Z<][<«]?[A-Z]{3}[<«]?")


def _is_zone_line(z: str) -> bool:
    """Fillers joining fields (two in a row at least, four in all), and some letters or digits."""
    z = z.replace("«", "<")
    return "<<" in z and z.count("<") >= 4 and sum(c.isalnum() for c in z) >= 8


def mrz_spans(page: int, text: str, source: str) -> list[Span]:
    """Each line of a machine-readable zone, from its first to its last letter or digit."""
    if "<<" not in text and "««" not in text:
        return []
    out: list[Span] = []
    lines = [m for m in _LINE.finditer(text) if "<" in m.group("z") or "«" in m.group("z")]
    sure = [_is_zone_line(m.group("z")) for m in lines]
    for k, m in enumerate(lines):
        z = m.group("z")
        # a line of the zone with few fillers ("880692310285JEAN<<MARIE<6512068F4") is read beside a sure one
        near = any(sure[j] and abs(text.count("\n", *sorted((m.start(), lines[j].start())))) <= 2
                   for j in (k - 1, k + 1) if 0 <= j < len(lines))
        if not (sure[k] or near):
            continue
        s = m.start("z") + (len(z) - len(z.lstrip("<«")))
        if (h := _HEADER.match(z)) is not None:
            s = m.start("z") + h.end()  # the document's kind and issuing state name no one ("P<FRA")
        e = m.end("z") - (len(z) - len(z.rstrip("<«")))
        sp = make_span(page, text, s, e, "AUTRE", source, CONFIDENCE)
        if sp is not None:
            out.append(sp)
    return out
