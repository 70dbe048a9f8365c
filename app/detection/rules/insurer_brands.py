"""Complementary insurers named by their brand alone, wherever the page names them.

The patient's mutual narrows who the patient is as much as an employer does, and documents
print it without a caption: on a deposited-belongings inventory ("carte de mutuelle⏎Groupama
Gan Vie"), in a card's next column, in a sentence. The caption rules miss those; the brand does
not need one. The list holds the large French complementary insurers and mutuals, and the
assistance companies that repatriate patients (public names), only brands no French first name,
surname or word of the language shares: "Alan", "April" or "Harmonie" alone would name other
things. The brand's capitalised words after it on its line ("Groupama Gan Vie", "Malakoff
Humanis Prévoyance") are its name too, and an acronym in brackets right after it that spells
its words ("Europ Assistance (EA)").
"""

from __future__ import annotations

import re

from app.detection.rules.common import LOWER, UPPER, left_ok, make_span
from app.detection.spans import Span

SOURCE = "rules.etab"
CONFIDENCE = 0.85
NOTE = "assureur complémentaire"

BRANDS = (
    "Groupama", "GROUPAMA", "MGEN", "AG2R", "Malakoff", "MALAKOFF", "Humanis", "Swiss Life", "Allianz", "ALLIANZ",
    "Generali", "GENERALI", "AXA", "MAAF", "MACIF", "MAIF", "Matmut", "MATMUT", "Apivia", "Klesia", "KLESIA", "PRO BTP",
    "Mutualia", "Solimut", "Aésio", "AÉSIO", "Ociane", "Intériale", "Uniprévoyance", "Mutuelle Générale",
    "Harmonie Mutuelle", "MNH", "SMENO", "LMDE", "Audiens", "Viasanté", "Adréa", "Eovi", "Unéo", "Cegema", "Apréva",
    "Smatis", "Alptis", "Gan Assurances",
    # the assistance companies that repatriate a patient ("Assisteur : Europ Assistance (EA)")
    "Europ Assistance", "Mondial Assistance", "Inter Mutuelles Assistance", "Fidelia Assistance", "Mutuaide",
)
_BRAND = re.compile(r"(?:" + "|".join(sorted(map(re.escape, BRANDS), key=len, reverse=True)) + r")(?![\w\-])")
# Capitalised words after the brand on its line: its full name ("Gan Vie", "Humanis Prévoyance").
# (not a local section's word: "MGEN Section 39" is read whole by the section rule, "MGEN Section
# Recherche clinique" names the mutual and a department of its own, no place)
_TAIL = re.compile(r"(?:[ \t]+(?!Section|SECTION)[" + UPPER + r"][" + LOWER + UPPER + r"'’\-]+){1,3}")
_ACRONYM_AFTER = re.compile(r"[ \t]*\([ \t]*(?P<a>[A-Z]{2,6})[ \t]*\)")
# The brands' first letters, looked for before the scan: most pages name none.
_HINT = tuple(sorted({b.split()[0][:4] for b in BRANDS}))


# A mutual named in words of the language: "Mutuelle", a regional or national adjective, then
# whom it insures ("Mutuelle berrichonne des artisans", "Mutuelle limousine de prévoyance",
# "Mutuelle nationale des hospitaliers"). The adjective's ending keeps a verb out ("la Mutuelle
# refuse de payer"), and so does the list of words that say what kind of cover it is.
_NAMED_MUTUAL = re.compile(
    r"(?:Mutuelle|MUTUELLE)[ \t]+(?P<adj>[a-zàâçéèêëîïôûùü]{3,}(?:onne|oise|aise|ienne|ine|ale|ande|arde|ique|ane|ière|ère))"
    r"[ \t]+(?:des|de[ \t]+la|de[ \t]+l['’]|du|de|d['’])[ \t]*(?P<w>[" + UPPER + LOWER + r"][" + LOWER + r"'’\-]{2,})"
    r"(?:[ \t]+(?P<w2>[" + UPPER + r"][" + LOWER + r"'’\-]{2,}))?")
_COVER_WORDS = frozenset("complémentaire obligatoire facultative individuelle collective santé responsable solidaire "
                         "principale".split())


def insurer_brand_spans(page: int, text: str) -> list[Span]:
    """ETAB spans of the known insurers' brands on the page, with their name's tail, and of
    the mutuals named in words."""
    out: list[Span] = []
    for m in _NAMED_MUTUAL.finditer(text) if ("utuelle " in text or "UTUELLE " in text) else ():
        if left_ok(text, m.start()) and m.group("adj") not in _COVER_WORDS:
            sp = make_span(page, text, m.start(), m.end(), "ETAB", SOURCE, CONFIDENCE, NOTE)
            if sp is not None:
                out.append(sp)
    if not any(h in text for h in _HINT):
        return out
    for m in _BRAND.finditer(text):
        if not left_ok(text, m.start()):
            continue
        t = _TAIL.match(text, m.end())
        end = t.end() if t is not None else m.end()
        sp = make_span(page, text, m.start(), end, "ETAB", SOURCE, CONFIDENCE, NOTE)
        if sp is not None:
            out.append(sp)
        a = _ACRONYM_AFTER.match(text, end)
        if a is not None and a.group("a") == "".join(w[0] for w in text[m.start():end].split()).upper():
            # "Europ Assistance (EA)": the acronym the document then calls it by
            sp = make_span(page, text, a.start("a"), a.end("a"), "ETAB", SOURCE, CONFIDENCE, "sigle")
            if sp is not None:
                out.append(sp)
    return out
