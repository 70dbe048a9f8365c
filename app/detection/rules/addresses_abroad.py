"""An address abroad: street, postcode and town before the country's name.

A cross-border patient's or a foreign doctor's address follows its country's order and postcode
("Hegenheimerstrasse 111, 4123 Allschwil (Suisse)", "58, rue de Luxembourg, L-4530 Differdange
(Luxembourg)", "Rua das Flores 12, 4050-262 Porto", "Stationsweg 27, 6211 CS Maastricht",
"12 Park Crescent, Manchester M1 4BT, Royaume-Uni"), which the French address rules (five-digit
postcode, known commune, French street types) do not read. The country named at the end, in
brackets or after a comma, is what says the line is an address: the postcode's shape alone
would take a year or a count. The street is the part before the postcode's comma when it holds a
house number; the country stays (no one's).
"""

from __future__ import annotations

import re

from app.detection.rules.common import make_span
from app.detection.spans import Span

SOURCE = "rules.address_abroad"
CONFIDENCE = 0.9

COUNTRIES = (
    "Suisse", "Schweiz", "Allemagne", "Deutschland", "Belgique", "België", "Luxembourg", "Italie", "Italia",
    "Espagne", "España", "Portugal", "Pays-Bas", "Nederland", "Royaume-Uni", "United Kingdom", "Pologne", "Polska",
    "Autriche", "Österreich", "Irlande", "Danemark", "Suède", "Norvège", "Finlande", "Grèce", "Hongrie",
    "République tchèque", "Tchéquie", "Slovaquie", "Slovénie", "Croatie", "Roumanie", "Bulgarie", "Lituanie",
    "Lettonie", "Estonie", "Monaco", "Andorre", "Liechtenstein", "Maroc", "Algérie", "Tunisie", "Turquie",
    "Géorgie", "Ukraine", "Russie", "Serbie", "Albanie", "Kosovo", "Sénégal", "Mali", "Cameroun", "Canada",
    "États-Unis", "Brésil",
)
_COUNTRY = r"(?i:" + "|".join(re.escape(c) for c in COUNTRIES) + r")"
# Luxembourg "L-4530", Switzerland / Belgium / Austria "4123", Germany / Italy / Spain "77652",
# Portugal "4050-262", Poland "61-821", the Netherlands "6211 CS"
_POSTCODE = r"(?P<cp>\d{4}[ \t][A-Z]{2}(?![\w\-])|(?:[A-Z]{1,2}-)?\d{4,5}(?:-\d{3})?|\d{2}-\d{3})"
_UK_POSTCODE = r"(?P<cp>[A-Z]{1,2}\d[A-Z\d]?[ \t]\d[A-Z]{2})"
_TOWN = r"(?P<town>[A-ZÀ-Ý][\w'’\-]+(?:[ \t\-](?:[a-zà-ÿ]{1,3}[ \t\-])?[A-ZÀ-Ý][\w'’\-]+){0,2})"
_STREET = r"(?:(?P<street>[^\n,;:()]{3,60}?),[ \t]*)?"
# The country, in brackets or after a comma: searched first (its opening character is a literal,
# so the scan is quick), then the line before it is read backwards from there.
_COUNTRY_AFTER = re.compile(r"(?:\([ \t]*" + _COUNTRY + r"[ \t]*\)|,[ \t]*" + _COUNTRY + r"(?![\w\-]))")
_LEAD = re.compile(r"[ \t]*(?:domicili[ée]e?s?|demeurant|r[ée]sidant|habitant)[ \t]+(?:(?:au|à)[ \t]+)?")
_ABROAD = re.compile(_STREET + r"(?<![\w\-])" + _POSTCODE + r"[ \t]+" + _TOWN + r"[ \t]*\Z")
_ABROAD_UK = re.compile(_STREET + r"(?<![\w\-])" + _TOWN + r"[ \t]+" + _UK_POSTCODE + r"[ \t]*\Z")


def addresses_abroad(page: int, text: str) -> list[Span]:
    """ADRESSE, CODE_POSTAL and VILLE spans of the foreign addresses of the page."""
    if "(" not in text and "," not in text:
        return []
    out: list[Span] = []
    for c in _COUNTRY_AFTER.finditer(text):
        ls = text.rfind("\n", 0, c.start()) + 1
        m = _ABROAD.search(text, ls, c.start()) or _ABROAD_UK.search(text, ls, c.start())
        if m is None:
            continue
        parts = [("cp", "CODE_POSTAL"), ("town", "VILLE")]
        street = m.group("street")
        if street and any(ch.isdigit() for ch in street):
            parts.append(("street", "ADRESSE"))
        for group, label in parts:
            a, b = m.span(group)
            if group == "street":  # the street alone: after a caption's gap, without "domicilié"
                gap = text.rfind("  ", a, b)
                a = gap + 2 if gap >= 0 else a
                lead = _LEAD.match(text, a, b)
                a = lead.end() if lead else a
            sp = make_span(page, text, a, b, label, SOURCE, CONFIDENCE)
            if sp is not None:
                out.append(sp)
    return out


class AddressAbroadDetector:
    """The page detector of ``addresses_abroad``."""

    name = SOURCE

    def detect_page(self, page: int, text: str) -> list[Span]:
        return addresses_abroad(page, text)
