"""A surname in capitals after the initial of the first name ("C. LE GOFF-RIVIÈRE",
"S.-A. JAMET", a particle in any case before it: "A. Della ROCCA", "S. du BOUCHERON"), as
switchboard logs, phone slips, routing slips and run sheets print whom a call or a ride
concerns: no civility, no caption the name rules anchor on.

The initial is kept with the surname (one span): alone, "C." would be propagated to every
"C." of the document. Not read: a civility ("M. DUPONT" is the civility's reading), a
French word or an allow-listed term in capitals ("A. SAVOIR"), a germ's Latin name in
capitals ("E. COLI", "S. AUREUS", "C. DIFFICILE").
"""

from __future__ import annotations

import re

from app.detection.rules.allowlist import get_allowlist
from app.detection.rules.common import APOS, make_span
from app.detection.rules.gazetteers import is_ordinary_word
from app.detection.rules.names_lowercase import CONF_PATTERN, SOURCE
from app.detection.spans import Span

_CAP = r"[A-ZÀ-ÖØ-Ý]"
_INITIALLED = re.compile(
    rf"(?<![\w.{APOS}\-°])(?P<i>{_CAP}\.(?:[ \t]?-[ \t]?{_CAP}\.)?)[ \t]+"
    rf"(?P<n>(?:(?:LE|LA|DE|DU|DES|DI|DA|DEL|DELLA|VAN|VON|MAC|[Ll]e|[Ll]a|[Dd]e|[Dd]u|[Dd]es|[Dd]i|[Dd]a|[Dd]el|[Dd]ella|[Vv]an|[Vv]on)[ \t]+"
    rf"|[DdLl][{APOS}]|[Dd]ell[{APOS}])?{_CAP}{{2,}}(?:[{APOS}]{_CAP}+)?(?:-{_CAP}{{2,}})*)(?![\w{APOS}])")
# A germ's species in capitals after its genus' initial.
_LATIN_END = re.compile(r"(?:UM|US|II|AE|IS|ENSIS|OIDES)\Z")
_GERMS = frozenset("COLI PYLORI DIFFICILE AERUGINOSA TYPHI JEJUNI MALTOPHILIA BURGDORFERI CLOACAE VULGARIS".split())
_VOWEL = re.compile(r"[AEIOUYÀÂÄÉÈÊËÎÏÔÖÙÛÜŸ]")
_CIVILITY_INITIALS = frozenset(("M.", "D.", "P."))  # Monsieur; Dr and Pr written short by some


def initialled_surnames(page: int, text: str, covered: bytearray) -> list[Span]:
    """Each "X. SURNAME" outside ``covered``, the initial and the surname in one NOM span."""
    out: list[Span] = []
    allow = None
    for m in _INITIALLED.finditer(text) if ". " in text else ():
        if m.group("i") in _CIVILITY_INITIALS or covered[m.start("n")] or covered[m.start()]:
            continue
        surname = m.group("n")
        core = re.split(r"[ \t'’]", surname)[-1]
        words = [w for w in re.split(r"[ \t\-'’]+", surname) if len(w) > 2]
        if not words or len(core.replace("-", "")) < 3 or not _VOWEL.search(core):
            continue  # (an acronym: "°C. PCR positive")
        if _LATIN_END.search(core) or core in _GERMS:
            continue
        allow = allow or get_allowlist()
        if all(is_ordinary_word(w.lower()) or allow.contains(w) for w in words):
            continue
        sp = make_span(page, text, m.start(), m.end(), "NOM", SOURCE, CONF_PATTERN, note="initiale et nom")
        if sp is not None:
            out.append(sp)
    return out
