"""A research participant's code wherever the document repeats it.

A trial numbers its participant with the centre and a serial ("19-102"), printed once under its
caption ("Code participant", "N° de sélection") and then bare in every running header, a
calendar's line, a sample's row, with the country before it ("FR19-102") or glued ("19102"). The
caption's reading (``labelled_ids``) finds the first; a code that short is not searched again
by the export (only long codes are), so the others are read here, over the whole document.
"""

from __future__ import annotations

import re
from typing import Sequence

from app.detection.rules.common import make_span
from app.detection.spans import Span

# The caption, then the code (the country's letters before it, maybe), on the line or after a
# blank line; or the code over its caption, in a form read value first.
_CAPTION = r"(?i:code[ \t]+(?:du[ \t]+)?participant|participant|n°[ \t]+de[ \t]+(?:s[ée]lection|randomisation))"
_CODE = r"(?P<c>(?:[A-Z]{2})?(?P<core>\d{2}-\d{3}))(?![\w-])"
PARTICIPANT_SHAPE = re.compile(_CODE)
_AFTER = re.compile(_CAPTION + r"[ \t]*[:.]?[ \t]*(?:\n[ \t]*){0,2}" + _CODE)
_OVER = re.compile(r"(?m)^[ \t]*" + _CODE + r"[ \t]*\n[ \t]*" + _CAPTION + r"[ \t]*$")


def participant_code_spans(texts: Sequence[str], spans: Sequence[Span], source: str, conf: float) -> list[Span]:
    """AUTRE spans for every bare occurrence of a participant code a caption gave somewhere in
    the document ("19-102", "FR19-102", "19102"), where no span stands yet."""
    cores: set[str] = set()
    for text in texts:
        if "articipant" in text or "ARTICIPANT" in text or "élection" in text or "andomisation" in text:
            cores.update(m.group("core") for m in (*_AFTER.finditer(text), *_OVER.finditer(text)))
    return repeated_codes(texts, spans, cores, source, conf)


def repeated_codes(texts: Sequence[str], spans: Sequence[Span], cores: set[str], source: str, conf: float,
                   note: str = "") -> list[Span]:
    """AUTRE spans for the bare repeats of participant codes (``cores``: "19-102"), with the
    country's letters before them or glued, where no span stands yet."""
    if not cores:
        return []
    body = "|".join(re.escape(c) + "|" + re.escape(c.replace("-", "")) for c in sorted(cores))
    again = re.compile(r"(?<![\w-])(?:[A-Z]{2})?(?:" + body + r")(?![\w-])")
    out: list[Span] = []
    for page, text in enumerate(texts):
        taken = [(s.start, s.end) for s in spans if s.page == page]
        for m in again.finditer(text):
            if not any(a < m.end() and m.start() < b for a, b in taken):
                sp = make_span(page, text, m.start(), m.end(), "AUTRE", source, conf, note)
                if sp is not None:
                    out.append(sp)
    return out


# A participant's initials printed right after the code: "FR18-098 (AVE)", "22-007 - A-C-E".
_INITIALS_AFTER = re.compile(r"[ \t]*(?:-[ \t]+|\()(?P<i>[A-Z](?:[-.]?[A-Z]){1,3}\.?)(?:\)|(?=[ \t]*(?:\n|\Z|[-,;])))")


def initials_after_codes(texts: Sequence[str], spans: Sequence[Span], source: str, conf: float) -> list[Span]:
    """NOM spans (the participant's initials) right after each participant code found."""
    out: list[Span] = []
    for s in spans:
        if s.label != "AUTRE" or not 0 <= s.page < len(texts) or PARTICIPANT_SHAPE.fullmatch(s.text) is None:
            continue
        text = texts[s.page]
        m = _INITIALS_AFTER.match(text, s.end)
        if m is None or any(x.page == s.page and x.start < m.end("i") and m.start("i") < x.end for x in spans):
            continue
        sp = make_span(s.page, text, m.start("i"), m.end("i"), "NOM", source, conf, "initiales du participant")
        if sp is not None:
            out.append(sp)
    return out
