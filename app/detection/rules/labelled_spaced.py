"""Three narrower shapes of "Autre identifiant": an insurance number printed in spaced groups
after its label ("AMC : 12 345 678 90", "SIRET employeur⏎784 811 638 27766"), the login of
whoever printed or entered the document ("Imprimé par : jdupont"), and a pair of codes alone on
their line ("74917668 / S2537657479": an IPP / NDA cell whose caption a page read column by
column printed lines away).

Apart from ``labelled_ids`` because none is a code of the label-then-code shape that module
scans for: one is several groups of digits, one letters only, one has no label near it.
"""

from __future__ import annotations

import re
from bisect import bisect_left

from app.detection.rules.common import LABEL_GAP, ci, leader_start, left_ok, lowered, make_span
from app.detection.rules.gazetteers import is_ordinary_word
from app.detection.rules.labelled_ids import DATE_LIKE, UNIT
from app.detection.spans import Span

# An insurance number printed in spaced groups ("AMC : 12 345 678 90", "N° AM : 1 23 45
# 678 901 23"): after an insurance, member, stay or patient label only, eight digits or more.
_SPACED_LABELS = r"(?:" + "|".join(ci(x) for x in (
    r"AMC", r"AMO", r"AM", r"assurance\s+maladie(?:\s+compl[ée]mentaire)?", r"mutuelle", r"adh[ée]rent", r"adh\.", r"matricule",
    r"contrat", r"b[ée]n[ée]ficiaire", r"assur[ée](?:\(e\))?", r"carte(?:\s+vitale)?", r"organisme", r"SIRET", r"SIREN",
    # a stay's or a patient's number printed in groups too ("NDA     25 078 642", "Séjour  25 229 121")
    r"NDA", r"s[ée]jour", r"IPP", r"venue",
    # a prescription's number ("ordonnance⏎Rx 25 83381")
    r"ordonnance", r"prescription",
    # a patient's id or a lab's file in pairs or groups ("Identifiant patient : 35 93 84 98 58", "dossier BIO 25 121773")
    r"identifiant(?:\s+patient)?", r"dossier", r"[ée]pisode", r"licence",
    # a sick-leave notice's number ("N° d'avis 25 89 851103": the year, the département, a serial)
    r"n°[ \t]*d['’][ \t]*avis")) + ")"
# whose number it is after the label: "SIRET employeur", "SIRET de l'employeur"
# (or a form's field number in brackets: "Numéro de la carte (champ 8)", the European health card's)
_QUALIFIER = r"[ \t]+(?:d[eu][ \t]+(?:l['’][ \t]*)?)?[a-zàâçéèêëîïôûùü]{4,14}|[ \t]*\(champ[ \t]+\d{1,2}\)"
# (the same caption under its value, in a form printed value first: "451 994 359 53040⏎siret employeur")
_SPACED_CAPTION = re.compile(r"(?:n°|N°|nº|num[ée]ro)?[ \t]*" + _SPACED_LABELS + r"(?:" + _QUALIFIER + r")?[ \t:]*")
_SPACED_LABEL = re.compile(
    _SPACED_LABELS + r"(?![\w])(?:(?:(?:[ \t]*\n[ \t]*|[ \t]+)[^\W\d_][\w'’&\-]*){0,4}?[ \t]*(?:n°|N°|nº|No\.?)"  # "Mutuelle MGEN n° …"
    r"|" + _QUALIFIER + r")?"  # "SIRET employeur⏎784 811 638 27766"
    + LABEL_GAP + r"\Z")
# (maybe after a few capitals: "Adhérent n° MU 2383 1166")
# (or glued to them, then two groups more: a stay "S25 158 494")
_SPACED_VALUE = re.compile(r"(?<![\w])(?:[A-Z][A-Za-z]{0,2}[ \u00a0]\d{1,5}(?:[ \u00a0]\d{1,7}){1,6}|\d{1,5}(?:[ \u00a0]\d{1,5}){1,5}[ \u00a0]\d{1,7}"
                           r"|[A-Z]{1,2}\d{2,4}(?:[ \u00a0]\d{3}){2,4})"
                           r"(?![\w]|[ \u00a0]\d)")
_SPACED_DATE = re.compile(r"\d{1,2} \d{1,2} (?:19|20)\d\d\Z")

# Who printed or entered the document: a login, not a name ("Imprimé par : jdupont",
# "Utilisateur : m.durand"). Letters with a dot, an underscore or digits, or one
# lower-case word of four letters or more that is not an ordinary word of the phrase.
# "Édité le 24/01/2025 à 10:12 par jdupont": the date and time may stand between verb and "par".
_WHEN = r"(?:[ \t]+le[ \t]+\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}(?:[ \t]+(?:à[ \t]+)?\d{1,2}[:h]\d{2}(?::\d{2})?)?)?\s+"
_LOGIN = re.compile(
    r"(?:" + "|".join(ci(x) + (_WHEN + "par" if x not in ("utilisateur", "login", "user", r"pseudo(?:nyme)?") else "")
                      for x in (r"imprim[ée]e?", r"[ée]dit[ée]e?", r"saisie?", r"frapp[ée]e?",
                                r"dact(?:ylographi[ée]e?)?", r"tap[ée]e?", r"utilisateur", r"login", r"user",
                                # a partner known only by a dating application's pseudonym ("pseudonyme
                                # « kafrine_ouest90 »"): the handle names the person
                                r"pseudo(?:nyme)?")) +
    r")(?![\w])[ \t]*:?[ \t]*(?:(?:«[ \t\xa0]*|\"|“)(?:\n[ \t]*)?)?([A-Za-z][A-Za-z0-9]*(?:[._-][A-Za-z0-9]+)*)(?![\w@])")
_NOT_LOGIN = frozenset("le la les un une des par pour service secretariat secrétariat système systeme "
                       "automatique administrateur admin inconnu".split())

# Words one of these labels holds: the two scans run only on pages that have one.
_SPACED_HINTS = ("amc", "amo", "am :", "am:", "n° am", "assurance", "mutuelle", "adhérent", "adherent", "adh.", "matricule",
                 "contrat", "ficiaire", "assuré", "assure", "carte", "organisme", "siret", "siren", "nda", "séjour", "sejour",
                 "ipp", "venue", "ordonnance", "prescription", "identifiant", "dossier", "pisode", "licence",
                 "avis")
_LOGIN_HINTS = ("imprim", "édit", "edit", "saisi", "utilisat", "login", "user", "frapp", "dact", "tapé", "tape ", "pseudo")


def spaced_numbers(page: int, text: str, out: list[Span], source: str, conf: float) -> list[Span]:
    """``out`` with the spaced insurance numbers of the page added; a code read in ``out``
    inside one of them gives way to the whole."""
    low = lowered(text)
    if not any(h in low for h in _SPACED_HINTS):
        return out
    # where a label's word stands: a value is read only with one near it, before or in the caption
    # under it (most spaced numbers of a page are phones and results, far from these words)
    hints = _positions(low, _SPACED_HINTS) + _positions(text, ("AM",))
    hints.sort()
    for m in _SPACED_VALUE.finditer(text):
        value = m.group()
        s0 = m.start()
        k = bisect_left(hints, s0 - 200)
        if k == len(hints) or hints[k] > m.end() + 80:
            continue
        lm = _label_before(text, s0, hints)
        if lm is None and not value[0].isdigit():  # "N° AM 20 9 24237 4": the capitals are the label's
            s0 += len(value) - len(value.lstrip("ABCDEFGHIJKLMNOPQRSTUVWXYZ"))
            s0 += len(text[s0:m.end()]) - len(text[s0:m.end()].lstrip())
            lm = _label_before(text, s0, hints)
            value = text[s0:m.end()]
        inside = [x for x in out if x.start < m.end() and s0 < x.end]
        digits_only = value.replace(" ", "").replace("\u00a0", "")
        if digits_only.isdigit() and (_PHONE.fullmatch(digits_only) or (
                len(digits_only) in (13, 15) and digits_only[0] in "12" and 1 <= int(digits_only[3:5]) <= 12)):
            continue  # a phone or a NIR in groups: their own rules read them (and their kind is worth more)
        # (seven digits after letters: "ordonnance Rx 25 83381")
        if sum(map(str.isdigit, value)) < (7 if value[0].isalpha() else 8) or _SPACED_DATE.match(value) or any(
                x.start < s0 or x.end > m.end() for x in inside):
            continue  # (its first group alone, taken as a code above, gives way to the whole)
        if (lm is None or not left_ok(text, lm.start())) and not _spaced_caption_under(text, s0, m.end()):
            continue
        if UNIT.match(text, m.end()):
            continue
        sp = make_span(page, text, s0, m.end(), "AUTRE", source, conf)
        if sp is not None:
            out = [x for x in out if x not in inside] + [sp]
    return out


def _positions(text: str, words) -> list[int]:
    """Where each of ``words`` starts in ``text`` (``str.find`` loops: faster than one pattern of
    thirty alternatives tried at every character)."""
    out = []
    for w in words:
        i = text.find(w)
        while i >= 0:
            out.append(i)
            i = text.find(w, i + 1)
    return out


def _label_before(text: str, s0: int, hints: list[int]):
    """The spaced-number label ending right before ``s0``; searched only when one of its words
    starts in the window (the search tries every start of the window)."""
    ws = leader_start(text, max(0, s0 - 48), s0)
    k = bisect_left(hints, ws)
    if k == len(hints) or hints[k] >= s0:
        return None
    return _SPACED_LABEL.search(text, ws, s0)


def logins(page: int, text: str, out: list[Span], source: str, conf: float) -> list[Span]:
    """The logins of who printed or entered the document, outside ``out``."""
    found: list[Span] = []
    if not any(h in lowered(text) for h in _LOGIN_HINTS):
        return found
    for m in _LOGIN.finditer(text):
        v = m.group(1)
        plain = v.isalpha()
        if v.lower() in _NOT_LOGIN or len(v) < 3 or (plain and (not v.islower() or len(v) < 4 or is_ordinary_word(v))):
            continue  # "Imprimé par : Dr DUPONT" is the names rule's
        if any(x.start < m.end(1) and m.start(1) < x.end for x in out + found):
            continue
        sp = make_span(page, text, m.start(1), m.end(1), "AUTRE", source, conf)
        if sp is not None:
            found.append(sp)
    return found


def _spaced_caption_under(text: str, s: int, e: int) -> bool:
    """Whether the spaced number at [s, e) is the value of a form printed value first whose
    caption, on the line under it, is an insurance or member label ("451 994 359 53040⏎siret
    employeur")."""
    from app.detection.rules.value_first import value_first_captions

    for (cs, ce), (vs, ve) in value_first_captions(text).items():
        if vs <= s and e <= ve and not text[vs:s].strip() and not text[e:ve].strip():
            return _SPACED_CAPTION.fullmatch(text, cs, ce) is not None
    return False


# Two codes with six digits or more each, a slash between them, alone on their line or in a
# cell of it (a gap of three blanks around); one has a letter, or both eight digits (a ratio or
# a blood pressure never has so many).
_CODE = r"(?:[A-Z]{1,3}[-/]?)?\d[\d\-/.]{4,16}\d(?:-[A-Z])?"
_PHONE = re.compile(r"0[1-9]\d{8}")
# A slash between a digit and a code's first character: the lines where a pair may stand (a
# literal scan; the pair pattern, anchored at a line start or a cell gap, is tried on those only).
_PAIR_SLASH = re.compile(r"\d[ \t]*/[ \t]*[A-Z\d]")


def _line_end(text: str, ls: int) -> int:
    e = text.find("\n", ls)
    return len(text) if e < 0 else e
_CONF_PAIR = 0.85
_CODE_PAIR = re.compile(rf"(?:^|(?<=[ \t]{{3}}))[ \t]*(?P<a>{_CODE})[ \t]*/[ \t]*(?P<b>{_CODE})(?=[ \t]*$|[ \t]{{3}})",
                        re.MULTILINE)


def code_pairs(page: int, text: str, out: list[Span], source: str, conf: float) -> list[Span]:
    """The two codes of each pair line, outside ``out``; less sure than a label's reading, which
    wins the merge where one read the same code (an EPISODE, a phone)."""
    found: list[Span] = []
    conf = min(conf, _CONF_PAIR)
    lines = sorted({text.rfind("\n", 0, h.start()) + 1 for h in _PAIR_SLASH.finditer(text)})
    for m in (m for ls in lines for m in _CODE_PAIR.finditer(text, ls, _line_end(text, ls))):
        a, b = m.group("a"), m.group("b")
        digits = [sum(map(str.isdigit, v)) for v in (a, b)]
        if min(digits) < 6 or not (any(not v[0].isdigit() for v in (a, b)) or min(digits) >= 8) or \
                DATE_LIKE.match(a) or DATE_LIKE.match(b):
            continue
        for k in ("a", "b"):
            if _PHONE.fullmatch(m.group(k)):
                continue  # "0700113833 / 0199009371": two phones
            if not any(x.start < m.end(k) and m.start(k) < x.end for x in out + found):
                sp = make_span(page, text, m.start(k), m.end(k), "AUTRE", source, conf)
                if sp is not None:
                    found.append(sp)
    return found

