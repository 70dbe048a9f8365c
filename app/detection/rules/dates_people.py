"""What stands around a date and says it is someone's birth date: a patient-style name right
before it (in brackets after a civility, after the sex cell of an identity row, on a header line),
an identity line, an age after it. Apart from ``dates`` so that the reader of the dates stays
readable; ``DateDetector._span`` asks these in turn.
"""

from __future__ import annotations

import re

from app.detection.rules.birth_captions import DAY as _DAY

_U = "A-ZÀÂÄÇÉÈÊËÎÏÔÖÙÛÜŸÆŒ"  # capitals, accented ones too
# "M. Gérard PETIT (10/11/37)": a date in parentheses right after a
# civility and a name is the birth date.
NAME_PAREN_BEFORE = re.compile(
    r"(?:\bM\.|\bMme|\bMlle|\bMonsieur|\bMadame|\bMademoiselle|\bPatient(?:e|\(e\))?\s*:)\s+"
    r"(?:[" + _U + r"][\w'’\-]*\s+){0,3}[" + _U + r"][\w'’\-]*"
    # "Mme SAÏDI Ginette née TESSIER (mar. 8 mai 1973)": a birth name, a weekday
    r"(?:\s+(?:n[ée]e|[ée]pouse|[ée]p\.)\s+[" + _U + r"][\w'’\-]*)?\s*\(\s*"
    r"(?:" + _DAY + r"\.?,?\s*)?\Z"
)
# "| F | 10/05/1986": a date in the cell after the sex in an identity row.
SEX_CELL_BEFORE = re.compile(r"\|\s*[FMH]\s*\|\s*\Z")
# "DUPONT Jean 21/05/1949", "TRAVIS GUILLAUMET 02/01/1978", "LEMONNIER, Rose-Marie · 07.08.1998"
# (a list's row): a date right after a
# patient-style name (ALL-CAPS word + a known first name) on a header line,
# but not after a doctor's name ("Dr Jean DUPONT, 12/03/2024" is a signature).
NAME_BEFORE = re.compile(
    r"(?P<a>[" + _U + r"][\w'’\-]+),?[ \t]+(?P<b>[" + _U + r"][\w'’\-]+)"
    r"(?:[ \t]+\((?:n[ée]e|[ée]pouse|[ée]p\.)[ \t]+[^()\n]{2,40}\))?"  # a birth name in brackets ("(née HUBERT)")
    r"[ \t]*[,\-—–·(]?[ \t]*\Z"
)
# "Monsieur Didier VAN DEN BROECK - 12081991 - Poids : 56 kg", "Monsieur Gérard FONTAINE -
# jeu. 10 octobre 1946": a date right after a civility and a name with a surname in
# capitals (a particle in lower case may stand in it: "Mme Maria-José dos SANTOS, 15/04/1995"),
# set off by a dash or a comma, is the birth date when it is older than
# another date of the page (or older than 2010): a care date is the newest.
CIVIL_NAME_BEFORE = re.compile(
    r"(?:\bM\.|\bMme|\bMlle|\bMonsieur|\bMadame|\bMademoiselle)[ \t]+(?P<n>(?:(?:[" + _U + r"][\w'’\-]*|de|du|des|dos|da|do|van|von|le|la)[ \t]+){0,4}"
    r"[" + _U + r"][\w'’\-]*)[ \t]*[-–,][ \t]*"
    r"(?:" + _DAY + r"\.?,?[ \t]*)?\Z")
_WEEKDAY_TAIL = re.compile(r"[-–,][ \t]*[a-z]{3,8}\.?,?[ \t]*\Z")
_YEAR = re.compile(r"(?<!\d)(?:18|19|20)\d\d(?!\d)")
TITLE_BEFORE = re.compile(r"\b(?:Dr|DR|Docteur|Pr|PR|Professeur|Interne|IDE|IBODE|IADE|Sign[ée]|Valid[ée]|par)\b\.?\s*\Z")


def _patient_name(a: str, b: str) -> bool:
    from app.detection.rules.allowlist import get_allowlist
    from app.detection.rules.gazetteers import is_first_name

    if not (a.isupper() or b.isupper()):
        return False
    allow = get_allowlist()
    if allow.contains(a) or allow.contains(b):
        return False
    fa, fb = is_first_name(a), is_first_name(b)
    return fa != fb


def _compound_patient_name(text: str, ls: int, nb: re.Match) -> bool:
    """"BEN SALAH LUDOVIC 22121957": the two words before the date both read as first names
    ("Salah", "Ludovic"), but a surname in capitals that is no first name comes before them."""
    from app.detection.rules.allowlist import get_allowlist
    from app.detection.rules.gazetteers import is_first_name

    a, b = nb.group("a"), nb.group("b")
    if not (a.isupper() and is_first_name(a) and is_first_name(b)):
        return False
    head = text[max(ls, nb.start() - 30):nb.start()].rstrip(" \t")
    prev = head.rsplit(None, 1)[-1:]
    if not prev or TITLE_BEFORE.search(head[:len(head) - len(prev[0])]):
        return False  # "Validé par Dr BEN SALAH LUDOVIC 22102025": a signature
    return len(prev[0]) > 1 and prev[0].isupper() and prev[0].isalpha() and not is_first_name(prev[0]) \
        and not get_allowlist().contains(prev[0])


# An identity line ("Rappel d'identité : DUPONT Jean, 21 mai 1949"): the
# date on it is the birth date.
IDENTITY_LINE = re.compile(r"identit[ée](?:\s+(?:du|de\s+la)\s+patiente?)?\s*:", re.IGNORECASE)
_EVENT_BEFORE = re.compile(r"\b(?:le|du|au|depuis|jusqu'au|dès)\s*\Z", re.IGNORECASE)
# An age, then the birth date in brackets: "DURAND Paul, 64 ans (03/02/1961)"; not an age at an
# event ("vu à 2 ans (03/02/2025)").
AGE_BEFORE = re.compile(r"(?<![\w,])(?<![àa][ \t])(?P<age>\d{1,3})[ \t]*ans[ \t]*\([ \t]*\Z", re.IGNORECASE)
AGE_AFTER = re.compile(r"\s*[(,\-]?\s*(?:âg[ée]e?\s+de\s+)?\d{1,3}\s*ans\b|\s*\(\s*\d{1,3}\s*a\.?\s*\)", re.IGNORECASE)


def _latest_year(text: str, s: int, e: int) -> bool:
    """Whether the date at ``[s, e)`` is of a recent year (after 2010) that no date of the page
    passes: the document's own date more likely than anyone's birth."""
    years = [int(y) for y in _YEAR.findall(text[s:e])]
    return bool(years) and years[-1] > 2010 and years[-1] >= max(int(y) for y in _YEAR.findall(text))


def _age_fits(date_text: str, age_text: str) -> bool:
    """Whether a person born on the date could be that old now: a vaccination table's row
    ("29/11/2023   6 ans et 1 mois") gives the age at the date, a date six years on."""
    import datetime

    years = _YEAR.findall(date_text)
    age = re.search(r"\d{1,3}", age_text)
    if not years or age is None or len(years[-1]) != 4:
        return True
    return int(years[-1]) + int(age.group()) <= datetime.date.today().year + 1
