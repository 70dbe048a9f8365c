"""Identifiers the page prints without a label before them on their line.

The labelled-code reader waits for "IPP", "n°", "adhérent"… before a code. Some writings
carry their own evidence instead: a commune's INSEE code in brackets after its name, a label
glued to its number ("IPP2433703"), a court's docket number ("RG 25/53326"), an instance id
under the French OID arc, the human-readable line of a Code 39 barcode ("*RX2045842424*"), a
number after a person's name and a dash in a running header ("LECOQ Sébastien - 22833").
"""

from __future__ import annotations

import re

from app.detection.rules.common import make_span, word_start_matches
from app.detection.rules.labelled_ids import MEDICAL_CODE
from app.detection.spans import Span

# An instance id under the French OID arc, its serial last ("1.2.250.1.213.1.1.9.5257.84128378":
# a document's or an exchange's id): the serial is masked, the root before it names the
# assigning authority and stays readable, as an authority's own OID does ("1.2.250.1.213.1.4.8",
# ending with a short number).
_OID_INSTANCE = re.compile(r"(?<![\w.])1\.2\.250(?:\.\d+){3,}\.(?P<serial>\d{6,})(?![\w]|\.\d)")
# The human-readable line of a Code 39 barcode, wrapped in asterisks ("*RX2045842424*"): the
# code identifies a prescription, a sample or a stay, label or not.
_BARCODE_TEXT = re.compile(r"(?<![\w*])\*(?P<v>[A-Z0-9][A-Z0-9\-./]{4,28}[A-Z0-9])\*(?![\w*])")

# A label glued to its number, as some exports print it: "IPP2433703", "NDA24118734".
_GLUED_LABEL = re.compile(r"(?P<l>IPP|NIP|NDA|IEP)(?P<v>\d{5,12})(?![\w])")  # at a word start: ``word_start_matches``
# A court's docket number ("RG 25/53326", "n° RG 24/01234"): the guardianship file of one person.
_COURT_DOCKET = re.compile(r"RG[ \t]*(?:n°[ \t]*)?\n?[ \t]*\d{2}/\d{4,6}(?![\w/])")  # at a word start
_GLUED_KIND = {"IPP": "IPP", "NIP": "IPP", "NDA": "EPISODE", "IEP": "EPISODE"}

# "Vierzon (18279)", "né à Bastia (2B033)": the INSEE code of a commune, in brackets after its name.
_INSEE_PAREN = re.compile(r"\([ \t]*((?:\d\d|2[AB])\d{3})[ \t]*\)")
_WORD_BEFORE = re.compile(r"[^\W\d_][\w'’\-]*")


def _insee_codes(text: str) -> list[tuple[int, int]]:
    """(start, end) of each 5-character code in brackets right after a known commune."""
    from app.detection.rules.gazetteers import is_commune

    out = []
    for m in _INSEE_PAREN.finditer(text):
        head = text[max(0, m.start() - 48):m.start()].rstrip()
        if not head[-1:].isalpha():
            continue  # "… 12 (18279)": the bracket does not follow a name
        words = _WORD_BEFORE.findall(head)[-4:]
        for k in range(len(words), 0, -1):
            name = " ".join(words[-k:])
            if name[:1].isupper() and is_commune(name):
                out.append((m.start(1), m.end(1)))
                break
    return out


# A number after a person's name and a dash, ending its line or before the next dash: a running
# header's "CPFA - sortie - LECOQ Sébastien - 22833" (the écrou number, the IPP), the surname in
# capitals and a first name the gazetteer knows; five digits or more, not a year.
_AFTER_NAME = re.compile(r"(?P<n>[A-ZÀ-Ý][A-ZÀ-Ý'’\-]+(?:[ \t]+[A-ZÀ-Ý][A-ZÀ-Ý'’\-]+)?)[ \t]+(?P<f>[A-ZÀ-Ý][a-zà-ÿ'’]+(?:-[A-ZÀ-Ý][a-zà-ÿ'’]+)?)"
                         r"[ \t]+[-–—][ \t]+(?P<v>\d{5,12})(?=[ \t]*(?:$|[-–—|][ \t]))", re.MULTILINE)

_PHONE = re.compile(r"0[1-9]\d{8}")  # (a phone number the phone rules read)


def _after_names(text: str) -> list[tuple[int, int]]:
    """(start, end) of each number a person's name and a dash lead to."""
    from app.detection.rules.allowlist import get_allowlist
    from app.detection.rules.gazetteers import is_first_name

    allow = get_allowlist()
    return [m.span("v") for m in _AFTER_NAME.finditer(text)
            if is_first_name(m.group("f")) and not allow.contains(m.group("n")) and len(m.group("n")) > 1
            and not _PHONE.fullmatch(m.group("v"))]


def unlabelled_codes(page: int, text: str, out: list[Span], source: str, confidence: float) -> list[Span]:
    """The spans of those writings on the page, none over a span of ``out`` or over one found
    before it here."""
    taken = [(x.start, x.end) for x in out]
    found: list[Span] = []

    def keep(start: int, end: int, kind: str) -> None:
        if not any(a < end and start < b for a, b in taken):
            sp = make_span(page, text, start, end, kind, source, confidence)
            if sp is not None:
                found.append(sp)
                taken.append((sp.start, sp.end))

    for s0, e0 in _insee_codes(text) if "(" in text else ():
        keep(s0, e0, "AUTRE")
    for g in word_start_matches(_GLUED_LABEL, text) if ("IPP" in text or "NDA" in text or "IEP" in text or "NIP" in text) else ():
        keep(g.start(), g.end(), _GLUED_KIND[g.group("l")])
    for g in word_start_matches(_COURT_DOCKET, text) if "RG" in text else ():
        keep(g.start(), g.end(), "AUTRE")
    for o in _OID_INSTANCE.finditer(text) if "1.2.250." in text else ():
        keep(o.start("serial"), o.end(), "AUTRE")
    for s0, e0 in _after_names(text) if (" - " in text or " – " in text or " — " in text) else ():
        keep(s0, e0, "AUTRE")
    for b in _BARCODE_TEXT.finditer(text) if "*" in text else ():
        if sum(map(str.isdigit, b.group("v"))) >= 6 and not MEDICAL_CODE.match(b.group("v")):
            keep(b.start("v"), b.end("v"), "AUTRE")
    return found
