"""Person names the capitalised-name rules do not read: initials, a maiden name in lower case.

Two writings seen in adverse-event reports and identity lines, kept apart from ``names``
because each is found from its own anchor word:
- the patient's initials after "initiales" ("(initiales B.C.)", "Initiales : MDL"): an
  event report gives them instead of the name, and with the name beside them they spell it;
- a maiden name in lower case after "née" / "épouse" right after a capitalised name ("Mme
  HOARAU, Bérénice née duval"). The word must be no French word ("née prématurée", "née
  vivante" say how, not whose), nor a first name, nor a link.
"""

from __future__ import annotations

import re

from app.detection.rules.common import APOS, left_ok, make_span
from app.detection.rules.gazetteers import is_first_name, is_ordinary_word
from app.detection.spans import Span

SOURCE = "rules.names"
CONF = 0.90

_INITIALS = re.compile(r"(?:initiales|Initiales|INITIALES)[ \t]*(?::[ \t]*)?(?:du[ \t]+patient[ \t]*:?[ \t]*)?"
                       r"(?P<v>[A-Z]\.?(?:[ \t]?-?[A-Z]\.?){1,3})(?![\w])")
_LW = r"[a-zàâäçéèêëîïôöùûüÿœæ]"
_LOWER_MAIDEN = re.compile(rf"(?P<who>[A-ZÀ-Ý][\w{APOS}\-]+),?[ \t]+(?:née|épouse|ép\.)[ \t]+"
                           rf"(?P<n>{_LW}{{3,}}(?:[-{APOS}]{_LW}{{2,}})?)(?![\w{APOS}\-])")


def short_names(page: int, text: str, covered: bytearray) -> list[Span]:
    """Initials after their caption and lower-case maiden names, outside ``covered``."""
    out: list[Span] = []
    for m in _INITIALS.finditer(text) if ("nitiales" in text or "NITIALES" in text) else ():
        if left_ok(text, m.start()) and not covered[m.start("v")]:
            sp = make_span(page, text, m.start("v"), m.end("v"), "NOM", SOURCE, CONF, note="initiales")
            if sp is not None:
                out.append(sp)
    for m in _LOWER_MAIDEN.finditer(text) if ("née " in text or "épouse " in text or "ép. " in text) else ():
        n = m.group("n")
        if covered[m.start("n")] or is_ordinary_word(n) or is_first_name(n) or not left_ok(text, m.start()):
            continue
        sp = make_span(page, text, m.start("n"), m.end("n"), "NOM", SOURCE, CONF)
        if sp is not None:
            out.append(sp)
    return out
