"""Identifiers read by their shape alone, whatever caption stands (or not) before them.

Every new writer of a document prints its labels its own way ("N° de demande", "Réf.
dossier", a caption in another column, a tick box between caption and value, a footer
with no caption at all), and a rule that waits for a known label lets the value through.
Hospital information systems number stays, requests, files and exams with a structure no
measure, medical code or lot number has: a letter prefix that abbreviates what is numbered,
the year, then a serial ("SEJ 2025 964351", "EPI/25/557027", "ADH-25-0496185",
"DEM/GYN/25-33140", "25-S-664137", "2025.0619075", "PAT78112138"), and the post numbers a
registered letter sent to the patient ("1A 816 250 3427 8"). Such a code is an
identifier of the person's record wherever it stands: kind ``AUTRE``, less sure than a
caption's reading and read only where no other reading took a character of it (so a caption's
kind and extent win), masked by default.

Left alone: lot, serial, model, product and order numbers (after their word), medical codes,
dates, measures (a unit after), norms and legal texts ("ISO 9001 2015", "décret n° 2016-…").
"""

from __future__ import annotations

import re

from app.detection.rules.checksums import luhn_ok
from app.detection.rules.common import make_span
from app.detection.rules.labelled_ids import DATE_LIKE, MEDICAL_CODE, TRIAL_REGISTRY, UNIT
from app.detection.spans import Span

SOURCE = "rules.shaped_code"
CONFIDENCE = 0.75
NOTE = "code au format d'un identifiant"

_SEP = r"[ .\-/]"
_END = r"(?![\w/]|[.,]\d|-\d)"
# (each pattern opens with the class of its first character and tests what stands before it
# after that character: a leading look-behind would make ``re`` try every position of the page)
_LETTER_LED = re.compile(
    r"[A-Z](?<![\w./\-][A-Z])(?:"
    # a prefix of capitals (one if glued), the year, a serial of five digits or more: "SEJ 2025 964351",
    # "EPI/25/557027", "RX25.031289", "ADH-25-0496185", "V25.60154.2", "E23-527104"
    # (a letter may close it after a slash: a blood bank's delivery slip "AMI-25-84209/D")
    r"(?:[A-Z]{1,5}" + _SEP + r"?)?(?:19|20)?\d{2}" + _SEP + r"\d{5,9}(?:[.\-/]\d{1,2}|/[A-Z])?"
    # two or three prefixes, then year and serial: "DEM/GYN/25-33140", "DO-SEIN-63-0284389"
    r"|[A-Z]{1,5}(?:[\-/][A-Z]{2,6}){1,2}[\-/]\d{2,4}[\-/]?\d{4,9}"
    # a prefix of capitals glued to eight digits or more, or after a dash six or more: "PAT78112138",
    # "ACC20254780867", "HDJ-250071"
    r"|[A-Z]{1,3}\d{8,14}|[A-Z]{1,5}-\d{6,10}"
    # a prefix, then two groups of digits, eight or more in all: "ORD-7528-73655"
    r"|[A-Z]{1,5}-\d{3,4}-\d{4,6}"
    # a prefix, the département and the year, then a serial: an emergency service's transfer or
    # run ("TIH-70-25-5555", "SMUR-39-25-51214")
    r"|[A-Z]{2,5}-\d{2}-\d{2}-\d{4,7}"
    # a registered letter's international number (UPU S10: two letters, nine digits, the country):
    # "RR 123 456 785 FR", "RR123456785FR"
    r"|[A-Z] ?\d{3} ?\d{3} ?\d{3} ?[A-Z]{2}"
    # a vehicle's registration (SIV: two letters, three digits, two letters, no I, O or U), as
    # an ambulance's run sheet names the car that took the patient: "BG-482-RC"
    r"|[A-HJ-NP-TV-Z]-\d{3}-[A-HJ-NP-TV-Z]{2}"
    # a court case's national number (Portalis: four, one, three and four characters, digits among
    # them), as a social-security court's letters print it beside the RG: "DBX6-W-B7J-HSWD"
    r"|(?=[A-Z-]*\d)[A-Z0-9]{3}-[A-Z]-[A-Z0-9]{3}-[A-Z0-9]{4}"
    r")" + _END)
_DIGIT_LED = re.compile(
    r"\d(?<![\w./\-]\d)(?:"
    # year, a letter or three, serial: "25-S-664137", "2025/E/63654"
    r"\d(?:\d\d)?[\-/.][A-Z]{1,3}[\-/.]\d{5,9}"
    # year, a dot, a serial: "2025.0619075"
    r"|\d{3}\.\d{6,9}"
    # La Poste's number of a registered letter (a digit, a capital, eleven digits in groups of
    # 3-3-4-1 or glued): "1A 816 250 3427 8", "2C12345678901"; who received it
    r"|[A-Z](?: \d{3} \d{3} \d{4} \d|\d{11})"
    # a French passport's number (two digits, two capitals, five digits: "19HV67246"), as a
    # consent form's column of the parents' papers prints it without its caption
    r"|\d[A-Z]{2}\d{5}"
    r")" + _END)
# A bank account's IBAN (two letters, two check digits, then up to thirty letters and digits,
# printed in groups of four or glued), where its ISO 13616 check (mod 97) holds: the account a
# research participant's travel costs or an insurer's payment is paid to.
_IBAN = re.compile(r"[A-Z](?<![\w][A-Z])[A-Z]\d{2}(?:[ ]?[A-Z0-9]{4}){2,7}(?:[ ]?[A-Z0-9]{1,3})?(?![\w])")

# A record's number inside a file's name, between a prefix and a version or a suffix
# ("KELVOPAR-07045-V2.xlsx", "DCF-17046-V4.pdf"): the export names its file after the person's
# record. Five to seven digits (eight are as often a date: "CR-20250314.pdf").
_FILE_CODE = re.compile(r"\d(?<=[A-Za-z][-_]\d)\d{4,6}(?=[-_][\w\-]*\.(?:pdf|xlsx?|docx?|csv|xml|odt|ods|jpe?g|png|tiff?|zip|txt)(?![\w]))")


def _iban_ok(v: str) -> bool:
    """ISO 13616: the letters moved after the digits, as numbers from 10, mod 97 gives 1."""
    c = v.replace(" ", "")
    if not 15 <= len(c) <= 34:
        return False
    moved = c[4:] + c[:4]
    return int("".join(str(int(ch, 36)) for ch in moved)) % 97 == 1


# An establishment's or an employer's SIRET (SIREN and a five-digit serial, fourteen digits under the
# Luhn key), glued or in its printed groups: "862508264 00101", "577 043 458 00048". The employer
# of a work accident or an occupational disease names where the patient works.
_SIRET = re.compile(r"\d(?<![\w./\-]\d)(?:\d{2} \d{3} \d{3} \d{5}|\d{8} \d{5}|\d{13})" + _END)
# A norm's number written with its body's name: "ISO-9001-2015", "NF-2345-12345".
_NORM_PREFIXES = ("ISO", "NF", "EN", "IEC", "CE-", "DIN")
# The word before a product's, a device's, an order's or a text's number: the number is no person's,
# whatever line it stands on ("n° série RNB415572S", "lot 2104587", "lot de feuilles PSF-3037849", "Paquet n° PQ-479751",
# "forfait LPP 1130416", "code CIP
# 3400930000000"; the identity lines' reader skips them too).
NOT_PERSONAL_BEFORE = re.compile(
    r"(?:\blots?(?:[ \t]+d[e'’][ \t]*[a-zé]+)?|s[ée]rie|\bS/?N|mod[èe]le|version|\bLPPR?|\bCIP|\bUCD|\bACL|\bEAN|\bGTIN|\bREF|r[ée]f[ée]rence\s+produit"
    r"|commande|\bpaquet|\bISO|\bNF|\bEN|\bIEC|cerfa|d[ée]cret|arr[êe]t[ée]|\bloi|article|\bart\.|circulaire|instruction|\bAMM)"
    r"[ \t]*(?:n°|no|num[ée]ro|code)?[ \t]*[:.]?[ \t]*\Z",
    re.IGNORECASE)


def shaped_codes(page: int, text: str) -> list[Span]:
    """AUTRE spans for the identifier-shaped codes of one page (see the module docstring)."""
    out: list[Span] = []
    sirets = [m for m in _SIRET.finditer(text) if luhn_ok(m.group().replace(" ", ""))]
    ibans = [m for m in _IBAN.finditer(text) if _iban_ok(m.group())]
    files = list(_FILE_CODE.finditer(text)) if "." in text else []
    for m in sorted((*_LETTER_LED.finditer(text), *_DIGIT_LED.finditer(text), *sirets, *ibans, *files), key=lambda x: x.start()):
        a, b = m.span()
        v = m.group()
        if MEDICAL_CODE.match(v) or DATE_LIKE.match(v) or TRIAL_REGISTRY.match(v) or UNIT.match(text, b) or v.startswith(_NORM_PREFIXES) or \
                NOT_PERSONAL_BEFORE.search(text, max(0, a - 24), a):
            continue
        sp = make_span(page, text, a, b, "AUTRE", SOURCE, CONFIDENCE, NOTE)
        if sp is not None:
            out.append(sp)
    return out



def unclaimed_shaped_codes(texts, spans) -> list[Span]:
    """The shaped codes no other reading touched: a caption's reading (its kind, its extent) wins
    over the shape's, even when the shape would take the caption's abbreviation with it
    ("NDA 25-780487"). A weak guess claims nothing: a model name at 0.39 over "Portalis⏎DBWP-W-B7J-6QU0"
    is left unticked, and the code with it."""
    from app.detection.merge import WEAK_CONFIDENCE

    by_page: dict[int, list[tuple[int, int, str]]] = {}
    for x in spans:
        if x.confidence >= WEAK_CONFIDENCE:
            by_page.setdefault(x.page, []).append((x.start, x.end, x.label))
    out: list[Span] = []
    for page, text in enumerate(texts):
        taken = by_page.get(page, ())
        # (the last group read as a code of its own - a column reader's cell that took "00101" of
        # "862508264 00101" - gives way to the whole when digits stand before it: a caption's
        # letters alone, "RG" of "RG 25/05787", stay the caption's)
        out += [s for s in shaped_codes(page, text)
                if not any(a < s.end and s.start < b and not (lab == "AUTRE" and s.start <= a and b == s.end and _digits(text, s.start, a) >= 3)
                           for a, b, lab in taken)]
    return out


def _digits(text: str, a: int, b: int) -> int:
    return sum(c.isdigit() for c in text[a:b])
