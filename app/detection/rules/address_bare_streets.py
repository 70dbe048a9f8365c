"""A way written without its number right before a postcode: "· place Victor-Pauchet · 80054 AMIENS",
"rue des Écoles⏎80000 Amiens". A letterhead or a footer often names the street of a site so, the
postcode and the town after it; the postcode is the context a way's type and name need. Apart from
``addresses`` so that module stays the reader of numbered streets and towns.
"""

from __future__ import annotations

import re

from app.detection.rules.addresses import _NAMED_FOLDED, L, NAME_WORD, STREET_TYPE_SET, U, trim_name
from app.detection.rules.common import fold

# A way without a number, ending the segment or the line before a postcode ("· place Victor-Pauchet ·
# 80054 AMIENS", "place du Marché,⏎80000 Amiens"): the start of the line or of a segment, the type, its name.
_BARE_STREET_BEFORE = re.compile(r"(?:^|(?<=[·•|,;:–—\-\t])|(?<=  ))[ \t]*(?P<type>[^\W\d_][\w\-]*)\.?[ \t]+"
                                 r"(?P<name>" + NAME_WORD + r"(?:[ \t]+" + NAME_WORD + r"){0,6})"
                                 r"[ \t]*(?:[,·•–—\-][ \t]*(?:\n[ \t]*)?|\n[ \t]*)\Z", re.MULTILINE)
# (not a batch's "lot", an e-mail's "mail", a lone "r")
_NOT_BARE_STREET = frozenset({"lot", "r", "mail", "voie", "cours", "cour", "pl", "ch", "sq", "sente"})


def street_before(text: str, cp: int) -> tuple[int, int] | None:
    """(start, end) of a way written without its number right before the postcode at ``cp``."""
    j = cp
    while j > 0 and text[j - 1] in " \t":
        j -= 1
    if j == 0 or text[j - 1] not in ",·•–—-|\n":
        return None  # (the common case, "12 rue …, 75000 …" aside: a postcode after a word or a number)
    ls = text.rfind("\n", 0, cp) + 1
    if ls > 0 and not text[ls:cp].strip():  # the postcode opens its line: the way ends the line before
        ls = text.rfind("\n", 0, ls - 1) + 1
    m = _BARE_STREET_BEFORE.search(text, max(ls, cp - 90), cp)
    if m is None:
        return None
    kind = fold(m.group("type"))
    if kind not in STREET_TYPE_SET or kind in _NOT_BARE_STREET or fold(m.group("type")) in _NAMED_FOLDED \
            or not re.search(rf"[{U}][{L}{U}]", m.group("name")):
        return None
    return m.start("type"), m.start("name") + len(trim_name(m.group("name")))
