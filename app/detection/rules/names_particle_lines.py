"""A person signed on a line of their own with a particle: "Inès de Chabannes", "Louis du Peyroux".

A letter's signature block prints the name alone on its line, in title case. A known first name,
then "de", "du", "de la" or "d'", then a capitalised word, cannot be read by the rule of a surname
in capitals beside a first name; alone on the line, with no word of the language, no commune and no
allow-listed word after the particle, it is a person ("Anne de Bretagne" stays: a region's name, and
"Marie de France" neither: a word of the language).
"""

from __future__ import annotations

import re

from app.detection.rules.common import APOS, LOWER, UPPER, fold
from app.detection.rules.gazetteers import REGIONS, is_commune, is_first_name, is_ordinary_word
from app.detection.spans import Span

_LINE = re.compile(rf"^[ \t]*(?P<f>[{UPPER}][{LOWER}]+(?:-[{UPPER}][{LOWER}]+)?)[ \t]+"
                   rf"(?P<n>(?:de[ \t]+la|de|du|des|d[{APOS}])[ \t]*[{UPPER}][{LOWER}]+(?:-[{UPPER}][{LOWER}]+)?)[ \t]*$",
                   re.MULTILINE)


# France, its regions and its old provinces, which a saint or a queen is named after ("Marie de France").
_PLACES = REGIONS | {"france", "navarre", "savoie", "provence", "champagne", "guyenne", "gascogne", "berry", "anjou"}


def particle_signatures(text: str, covered: bytearray, group) -> list[Span]:
    """The first name and the particled surname of such a line; ``group(start, end, label, out)`` is
    the name rules' reader of one name (it marks ``covered``)."""
    from app.detection.rules.allowlist import get_allowlist

    out: list[Span] = []
    if " de " not in text and " du " not in text and " d'" not in text and " d’" not in text and " des " not in text:
        return out
    allow = get_allowlist()
    for m in _LINE.finditer(text):
        surname = re.split(rf"[ \t{APOS}]+", m.group("n"))[-1]
        if covered[m.start("f")] or not is_first_name(m.group("f")) or is_ordinary_word(fold(surname).lower()) \
                or is_commune(surname) or allow.contains(surname) or is_first_name(surname) \
                or "-".join(fold(surname).lower().split()) in _PLACES:
            continue
        group(m.start("f"), m.end("f"), "PRENOM", out)
        group(m.start("n"), m.end("n"), "NOM", out)
    return out
