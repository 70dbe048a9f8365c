"""The parts of an address after its caption that the street, postcode and town rules do not read.

"Adresse : 12 Phố Hàng Bạc, Hoàn Kiếm, Hà Nội", "Domicile : 4050-265 Porto": a street or a
postcode abroad, in a letter from another country. Apart from the address rule because it
reads a caption's value by its commas, not a French address's shape.
"""

from __future__ import annotations

import re

from app.detection.rules.common import make_span, word_start_matches
from app.detection.spans import Span

SOURCE = "rules.addresses"
CONF_NAMED = 0.85  # (the address rule's confidence for a named place, shared)

# The caption of a person's address in French and in the languages of letters from abroad
# (at a word start: ``word_start_matches``).
_ADDRESS_CAPTION = re.compile(r"(?:Adresse|ADRESSE|Address|Domicile|DOMICILE|Direcci[óo]n|Indirizzo|Endere[çc]o|Anschrift)"
                              r"(?:[ \t]+(?:du[ \t]+patient|personnelle|postale|actuelle|à[ \t]+l['’][ée]tranger))?[ \t]*:[ \t]*")
# Whose home the address is ("Chez M. et Mme ABGRALL", "c/o Mme Durand"): the name after the civilities.
_CARE_OF = re.compile(r"(?:[Cc]hez|CHEZ|[Cc]/[Oo])[ \t]+(?:(?:M\.|MM\.|Mme|Mmes|Mlle|Monsieur|Madame|Mr|et)[ \t]+)*(?=[A-ZÀ-Ý])")
_ADDRESS_END = re.compile(r"\n|[ \t][—–][ \t]|[ \t]-[ \t]|[ \t]*\(|[ \t]*\||[ \t]+(?:t[ée]l|T[ée]l|TEL|phone|Phone)\b|:")


def caption_address_spans(page: int, text: str, found: list[Span]) -> list[Span]:
    """ADRESSE spans of the parts of each captioned address that ``found`` does not cover."""
    out: list[Span] = []
    for m in word_start_matches(_ADDRESS_CAPTION, text) if "dress" in text or "DRESS" in text or "omicil" in text else ():
        out.extend(_caption_address_parts(page, text, m.end(), found + out))
    return out


def _caption_address_parts(page: int, text: str, start: int, found: list[Span]) -> list[Span]:
    """The parts of the address after an "Adresse :" caption that no street, postcode or town
    rule read: a street abroad ("12 Phố Hàng Bạc, Hoàn Kiếm, Hà Nội"), a foreign postcode
    ("4050-265 Porto"). Parts are split by commas; the value ends at a dash, a bracket, a bar
    or the line's end. Only a value with a figure is an address ("Adresse : inconnue")."""
    end = _ADDRESS_END.search(text, start)
    end = end.start() if end else len(text)
    if end - start > 90 or not any(c.isdigit() for c in text[start:end]):
        return []
    out, pos = [], start
    for part in text[start:end].split(","):
        a = pos + len(part) - len(part.lstrip())
        b = pos + len(part.rstrip())
        pos += len(part) + 1
        if b - a < 2 or not any(c.isalnum() for c in text[a:b]) or any(x.start < b and a < x.end for x in found):
            continue
        if sum(c.isalpha() for c in text[a:b]) < 2 and not re.fullmatch(r"\d{4,5}(?:-\d{3,4})?", text[a:b]):
            continue  # "2.º", a floor: no place
        if text.startswith(("chez ", "Chez "), a) and text[a + 5:b].islower():
            continue  # "chez sa fille": a relative's home, named by no name
        label = "ADRESSE"
        if (c := _CARE_OF.match(text, a, b)) is not None:
            a, label = c.end(), "NOM"  # "Chez M. et Mme ABGRALL": whose home, the words before the name left
        sp = make_span(page, text, a, b, label, SOURCE, CONF_NAMED)
        if sp:
            out.append(sp)
    return out
