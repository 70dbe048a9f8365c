"""Acronyms of establishments: when a capitals word abbreviates a name, and where a
document uses one alone (a footer or header line, a mail domain).

Kept apart from ``establishments`` (which finds the names) because it reads words and
initials, not triggers: ``acronym_of`` and ``exact_initials`` compare an acronym with a
name, ``line_acronyms`` finds the acronyms that head a footer line, ``caps_words`` the
page's words in capitals, ``MAIL_DOMAIN`` the domains of its addresses.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.detection.rules.common import APOS, LOWER, UPPER, fold, line_start_matches, word_start_matches
from app.detection.rules.gazetteers import is_ordinary_word

A = APOS
# Link words inside an establishment's name; they give no initial ("Centre Hospitalier de la
# Côte Basque" → CHCB) unless the acronym spells them ("Clinique des Tilleuls" → CDT).
LINK = rf"(?:de[ \t]+la|de[ \t]+l[{A}]|d[{A}]|de|du|des|la|le|les|l[{A}]|en|sur|Saint|Sainte|St|Ste|et|del|della|di|do|dos|da|das|DE|DU|DES|LA|LE|LES|D[{A}]|L[{A}]|ET)"
LINK_FULL = re.compile(LINK + r"\Z")


def _initials(words: list[str]) -> str:
    out = []
    for w in words:
        for part in re.split(r"[-'’]", w):
            if part and part[0].isupper() and not LINK_FULL.match(part):
                out.append(part[0])
    return "".join(out)


def _is_subsequence(acr: str, letters: str) -> bool:
    it = iter(letters)
    return all(c in it for c in acr)


_DEPARTEMENT_TAIL = re.compile(r"([A-Z]{2,})(?:2[AB]|\d{2,3})")


def acronym_of(trig: str, name: str, acr: str) -> bool:
    """True if ``acr`` abbreviates trigger + name, or the name without its kind word when
    that name has two words or more ("Laboratoire Biolab Coteaux (BLC)")."""
    if _acronym_of(trig, name, acr):
        return True
    dep = _DEPARTEMENT_TAIL.fullmatch(acr)  # "CHC2B": the initials, then the département's code
    if dep is not None and _acronym_of(trig, name, dep.group(1)):
        return True
    if trig:
        rest = "" if trig.isupper() else name  # an abbreviated trigger ("CH") is no kind word
    else:
        parts = name.split(None, 1)
        rest = parts[1] if len(parts) > 1 else ""
    words = [w for w in re.split(r"[ \-'’]+", rest) if w and not LINK_FULL.match(w.lower())]
    return len(words) >= 2 and len(acr) >= 3 and _acronym_of("", rest, acr)


def _acronym_of(trig: str, name: str, acr: str) -> bool:
    """True if ``acr`` abbreviates trigger + name.

    Either spelled by the initials ("Centre Hospitalier de la Côte Basque"
    → CHCB), or starting with the first initial and taking its letters in
    order from the words ("Clinique des Ormeaux" → CLO, "Polyclinique
    Sainte-Quitterie des Landes" → PSQL), using at least two words.
    """
    words = [w for w in (trig + " " + name).split() if w]
    if not words:
        return False
    initials = _initials(words)
    # Abbreviated triggers (CH, CHU…) give all their letters.
    if trig.isupper():
        initials = trig.replace("-", "").replace(" ", "") + _initials(name.split())
    # "LAM3R" for "… des Trois Rivières": a number written as a digit; the letters decide
    acr = "".join(c for c in acr.replace("-", "").upper() if not c.isdigit())
    if len(acr) < 2:
        return False
    if _is_subsequence(acr, initials.upper()):
        return True
    # "Clinique des Tilleuls (CDT)": the link words' initials spelled too
    every = "".join(w[0] for w in re.split(r"[\s\-'’]+", trig + " " + name) if w and w[0].isalpha()
                    and w not in ("d", "l")).upper()
    if len(acr) >= 3 and acr[0] == every[:1] and acr[-1] == every[-1:] and _is_subsequence(acr, every):
        return True
    content = [w for w in re.split(r"[ \-'’]+", trig + " " + name) if w and not LINK_FULL.match(w.lower())]
    letters = "".join(content).upper()
    if not content or acr[0] != content[0][0].upper():
        return False
    if not _is_subsequence(acr, letters):
        # "Clinique Les Cèdres Bleus (CLLCB)": the trigger's first letters, then every word's
        # initial, the article's too; the acronym ends on the last word's initial
        whole = [w for w in re.split(r"[ \-'’]+", trig + " " + name) if w]
        return len(acr) >= 4 and acr[-1] == whole[-1][0].upper() and acr[1] in whole[0][1:].upper() \
            and _is_subsequence(acr, "".join(whole).upper())
    # The acronym must reach beyond the first word: a letter past what the first
    # word spells, or its last letter the initial of the last word ("PCE").
    first = content[0].upper()
    k = 0
    while k < len(acr) and acr[k] in first[k:]:
        k += 1
    return k < len(acr) or (len(content) >= 2 and acr[-1] == content[-1][0].upper())


def bracket_acronym_of(name: str, acr: str) -> bool:
    """True if ``acr``, printed in brackets right after the establishment's name, takes its
    letters in order from that name, starting with its first word's initial: the bracket says
    it is the name's short form, even when its letters come from one word's syllables
    ("Médidom Respiration (MDD)"). Three letters at least."""
    if acronym_of("", name, acr):
        return True
    content = [w for w in re.split(r"[ \-'’]+", fold(name)) if w and not LINK_FULL.match(w.lower())]
    acr = "".join(c for c in acr.replace("-", "").upper() if c.isalpha())
    return len(acr) >= 3 and len(content) >= 2 and acr[0] == content[0][0].upper() and \
        _is_subsequence(acr, "".join(content).upper())


def exact_initials(trig: str, name: str) -> str:
    """Initials of every content word (hyphenated parts too): CHCB, PSQL."""
    if trig.isupper() and len(trig.replace("-", "").replace(" ", "")) <= 5:  # CH, CHU, GHU: all their letters
        head = trig.replace("-", "").replace(" ", "")
        words = name
    else:
        head = ""
        words = trig + " " + name
    parts = [
        w for w in re.split(r"[\s\-'’]+", words)  # a line break inside the name too
        if w and not LINK_FULL.match(w.lower()) and w.lower() not in ("d", "l")  # elided d'/l' split off
    ]
    return head + "".join(w[0].upper() for w in parts if w[0].isalpha())


# A whole word: no letter, digit or hyphen before its first capital (tested after it, so that
# ``re`` skips ahead to the capitals of the page) nor after it.
_CAPS_WORD = re.compile(r"[A-Z](?<![\w\-][A-Z])[A-Z]{2,7}(?![\w\-])")
# The dash stands between blanks, as in a footer ("HSAU — Court séjour"), not inside a
# reference ("FAA–2020–0686").
_LINE_ACRONYM_AFTER = re.compile(r"[ \t][—–-][ \t]+"
                                 # the establishment's town may come first: "CH2B – Montluçon – Tél. …"
                                 r"(?:[A-ZÀ-Ý][\w'’\-]*(?:[ \t]+[A-ZÀ-Ý][\w'’\-]*){0,2}[ \t]+[—–][ \t]+)?"
                                 r"(?:[Ss]ervice|SERVICE|[Pp][ôo]le|[Uu]nit[ée]|[Dd][ée]partement|[Ss]ecr[ée]tariat|Standard|"
                                 r"T[ée]l|\+?\d|FINESS|SIRET|N°[ \t]*FINESS|Site|"
                                 # a form's footer: "CHUHV – Version 3 – 2024 – Page 1/2", "HPHL – Accréditation Cofrac …"
                                 r"Version[ \t]+\d|Mod[èe]le[ \t]|Accr[ée]ditation|Page[ \t]+\d|"
                                 # a care unit: "HSAU — Court séjour gériatrique", "CHVB — Maternité"
                                 r"(?:Court|Moyen|Long)[ \t]+s[ée]jour|M[ée]decine|Chirurgie|Urgences|Consultations?|Imagerie|"
                                 r"Radiologie|Laboratoire|Maternit[ée]|P[ée]diatrie|G[ée]riatrie|R[ée]animation|Cardiologie|"
                                 r"Neurologie|Oncologie|Pneumologie|H[ôo]pital[ \t]+de[ \t]+jour|"
                                 # more of a hospital's units, as letterheads name them
                                 r"Explorations?[ \t]+fonctionnelles|EXPLORATIONS?[ \t]+FONCTIONNELLES|Urologie|N[ée]phrologie|"
                                 r"Dialyse|H[ée]matologie|Gastro-ent[ée]rologie|H[ée]pato-gastro|Endocrinologie|Diab[ée]tologie|"
                                 r"Rhumatologie|Dermatologie|Ophtalmologie|ORL|Gyn[ée]cologie|Obst[ée]trique|Anesth[ée]sie|"
                                 r"Psychiatrie|Addictologie|Soins[ \t]+(?:palliatifs|de[ \t]+suite|continus|intensifs)|"
                                 r"R[ée]adaptation|R[ée][ée]ducation|M[ée]decine[ \t]+nucl[ée]aire|Biologie|Microbiologie|"
                                 r"Pharmacie|Bloc[ \t]+op[ée]ratoire|Centre[ \t]+de[ \t]+prél[èe]vements?)")
_LINE_ACRONYM_HEAD = re.compile(r"[ \t]*(?P<a>[A-Z]{3,6}|[A-Z]{2,4}[0-9][A-Z]{0,3}|[A-Z][0-9][A-Z]{1,3}|(?:[A-Z]\.){3,5}|[A-Z]{2,5}-[A-ZÀ-Ý][a-zà-ÿ]+)"
                                r"[ \t]*\Z")  # the dash's blank may be in the dash's match
# ("HP3R — Service de pneumologie", "GHAM2 – Évreux – Tél.", "P3R - Service d'urologie": a figure may stand for a word;
# dotted "H.S.E."; a word of the name after a hyphen "CMS-Sèvre")


def caps_words(text: str) -> set[str]:
    """The page's words of three to eight capitals (no letter, digit or hyphen beside them)."""
    return set(_CAPS_WORD.findall(text))


def line_acronyms(text: str):
    """Acronyms opening a line before a dash and a service, a phone or a switchboard,
    found from the dash (a few per page) back to the line's start."""
    for d in _LINE_ACRONYM_AFTER.finditer(text):
        ls = text.rfind("\n", 0, d.start()) + 1
        m = _LINE_ACRONYM_HEAD.match(text, ls, d.start())
        if m is not None:
            yield m.group("a")


# Where a document prints its establishment by the acronym alone, with no definition: before
# its switchboard number ("Page 1 sur 2 — CRO-17 — GHSV 05 93 28 88 41"), before its FINESS
# ("GHSV 401872197" under a stamp), or as the first cell of a running header before the
# patient ("CdT | Patient : …"). Capitals with a digit or a lower-case link letter are
# acronyms too ("CH2R", "I2LB", "CdT"). Found from the number or the bar (few per page).
_ACR = r"(?P<a>[A-Z](?:[A-Z0-9]|[a-z](?=[A-Z])){1,6})"
# ("+33 …", "0X …" or nine digits, the first character read once: ``re`` skips ahead to it)
_PLACED_NUMBER = re.compile(r"[+\d](?:(?<=\+)33[ \t]?(?:\(0\)[ \t]?)?[1-9](?:[ .\-]?\d\d){4}|(?<=0)[1-9](?:[ .\-]?\d\d){4}"
                            r"|(?<=\d)\d{8})(?![\d\w])")
_PLACED_BEFORE_NUMBER = re.compile(r"(?:^|(?<=[ \t|—–\-(]))" + _ACR + r"[ \t]+(?:T[ée]l\.?[ \t]*:?[ \t]*)?\Z", re.MULTILINE)
_PLACED_HEADER = re.compile(r"^[ \t]*" + _ACR[:-1] + r"(?:-[A-ZÀ-Ý][a-zà-ÿ'’]+)?)"  # a site's word too: "CMC-Cèdres"
                            r"[ \t]*[|—–·][ \t]*(?:Patient|PATIENT|Pat\.|Dossier|DOSSIER|IPP|Nom|NOM\b"
                            # or the patient's name, then the IPP: "CH2B · NOUVION Joëlle · IPP 123"
                            r"|[^\n|·—–]{3,60}[|·—–][ \t]*(?:IPP|NIP|NDA|N°[ \t]*dossier))\b",
                            re.MULTILINE)
# Where a patient is taken, the establishment by its acronym alone, ending its cell or line
# ("Transport : aller-retour entre le domicile et GHV", "transfert vers CHIVA").
_PLACED_TRIP = re.compile(r"(?:(?:domicile|DOMICILE)[ \t]+(?:et|à|au|vers)|(?:transfert|transféré(?:e|\(e\))?|TRANSFERT)[ \t]+"
                          r"(?:vers|au|à))[ \t|]+(?:l['’]|le[ \t]+|la[ \t]+)?" + _ACR + r"(?=[ \t]*(?:\n|\Z|[|.;,]|[ \t]{2}))")
# The prescriber's establishment after the doctor's name and a comma ("Dr Tanguy Benhamou,
# CMCM"), ending its line or cell; a grade there is allow-listed ("Dr Martin, PH"). At a word
# start: read with ``word_start_matches``.
_PLACED_AFTER_DOCTOR = re.compile(r"(?:Dr|Pr|Docteur|Professeur)\.?[ \t]+(?:[A-ZÀ-Ý][\w'’\-]*[ \t]+){0,2}"
                                  r"[A-ZÀ-Ý][\w'’\-]*,[ \t]*(?P<a>[A-Z]{3,6})(?=[ \t]*(?:\n|\Z|[|;)]|[ \t]{2}))")
# Words in capitals that stand before a number without naming an establishment.
_NUMBER_LABELS = frozenset("TEL TÉL FAX STD GSM MOB PORT SMS BIP DECT POSTE LIGNE APPEL SAMU SMUR SOS URG".split()
                           # a fax header's sender ("DE 0299284321 CLINIQUE …")
                           + "DE FROM EXP".split()
                           # the kinds of a FINESS number ("FINESS EJ 340888486": legal or geographic entity)
                           + "EJ ET EG".split())


def _acronym_like(a: str) -> bool:
    return sum(c.isupper() for c in a) >= 2 and not a.isdigit() and a not in _NUMBER_LABELS


@lru_cache(maxsize=64)
def placed_acronyms(text: str) -> tuple:
    """(acronym, (start, end) of its FINESS or None) of each establishment printed by its
    acronym alone before its phone or FINESS number, or heading a running header line (read
    once per page: the document pass asks twice)."""
    return tuple(_placed_acronyms(text))


def _placed_acronyms(text: str):
    from app.detection.rules.checksums import luhn_ok

    for n in _PLACED_NUMBER.finditer(text) if any(c.isupper() for c in text) else ():
        ls = text.rfind("\n", 0, n.start()) + 1
        m = _PLACED_BEFORE_NUMBER.search(text, ls, n.start())
        if m is None or not _acronym_like(m.group("a")):
            continue
        digits = n.group()
        if len(digits) == 9 and digits.isdigit():
            if luhn_ok(digits):
                yield m.group("a"), (n.start(), n.end())
        else:
            yield m.group("a"), None
    for m in line_start_matches(_PLACED_HEADER, text) if "|" in text or "—" in text or "–" in text or "·" in text else ():
        if _acronym_like(m.group("a")):
            yield m.group("a"), None
    for a, _, _ in trip_acronyms(text):
        yield a, None
    for m in word_start_matches(_PLACED_AFTER_DOCTOR, text) if "Dr" in text or "Pr" in text else ():
        yield m.group("a"), None


def trip_acronyms(text: str) -> list[tuple[str, int, int]]:
    """(acronym, start, end) of the establishments named by their acronym where the patient is
    taken (read on the page, and in the rows, where a form puts the acronym in its own cell)."""
    return [(m.group("a"), m.start("a"), m.end("a"))
            for m in (_PLACED_TRIP.finditer(text) if "omicile" in text or "OMICILE" in text or "ransf" in text
                      or "RANSF" in text else ())
            if _acronym_like(m.group("a"))]


def name_shortenings(names, allow) -> set[str]:
    """"BIOLIT" for "Laboratoire de biologie médicale BioLittoral": the first five letters or
    more of a long word of an establishment's name, in capitals, as footers shorten it."""
    out: set[str] = set()
    for name in names:
        for w in re.findall(r"[^\W\d_]{7,}", name):
            if w[0].isupper() and not is_ordinary_word(w.lower()):
                up = fold(w).upper()
                out.update(p for p in (up[:k] for k in range(5, len(up))) if not allow.contains(p))
    return out


def placed_ok(a: str, allow) -> bool:
    """An acronym printed before a number or a header's patient names an establishment unless
    the allow-list knows it or it is a word; three capitals that spell an abbreviation of the
    dictionary ("PPM") still name one there, a link word ("DES", "PAR") does not."""
    if allow.contains(a):
        return False
    return not is_ordinary_word(a) or (len(a) <= 3 and not LINK_FULL.match(a.lower()) and a not in _SHORT_WORDS)


_SHORT_WORDS = frozenset("PAR SUR AUX UNE UN LES DES POUR VIA".split())


# "jean.dupont@chce.fr": a mail domain that is also a word in capitals of the document is its
# establishment's acronym.
MAIL_DOMAIN = re.compile(r"@([a-z]{3,8})\.(?:mssante\.)?(?:fr|com|org|net|eu|bzh)\b", re.IGNORECASE)
MAIL_PROVIDERS = frozenset("gmail yahoo hotmail outlook orange wanadoo free sfr laposte live icloud proton protonmail "
                            "msn aol neuf bbox club numericable mssante apicrypt sante medecin "
                            # national bodies: their acronym names no one establishment of the patient's
                            "has ars ameli inserm cnam msa chu".split())


# "Association Aide et Soins à Domicile Trois Rivières (ASD3R)": a home-care association is
# named with the acronym it is then known by; without one, "Association" opens prose
# ("Association amoxicilline-acide clavulanique"), so the acronym is required.
# Its kind may come first in lower case ("Association tutélaire du Maine (ATM)"): the acronym
# must then spell every word, kind included.
# Its whole name may be in lower case ("Association guyanaise de dialyse à domicile (AGDD)"): the
# acronym then spells its words but the links, and the place a dash adds to the name, when there
# is one ("… à domicile - Kourou (AGDD-K)").
ASSOCIATION = re.compile(r"(?:Association|ASSOCIATION)[ \t]+(?P<name>(?:[a-zàâçéèêëîïôûùüœ][\w'’\-]+[ \t]+){0,3}?"
                         r"[" + UPPER + r"][^\n()]{2,80}?|(?:[a-zàâçéèêëîïôûùüœ][\w'’\-]*[ \t]+){1,7}[a-zàâçéèêëîïôûùüœ][\w'’\-]+"
                         r"(?:[ \t]+[-–][ \t]+[" + UPPER + r"][\w'’\-]+)?)"
                         r"[ \t]*\([ \t]*(?P<a>[A-Z][A-Z0-9\-]{1,9})[ \t]*\)")
_LINKS = frozenset("de du des d à a au aux la le les l et en pour sur".split())


def associations(text: str):
    """The associations named with their acronym (matches; the acronym abbreviates the name)."""
    for m in ASSOCIATION.finditer(text) if "SSOCIATION" in text or "ssociation" in text else ():
        name, acr = m.group("name"), m.group("a")
        if name[0].islower():
            words = [w for w in re.split(r"[ \t'’\-–]+", name) if w and w.lower() not in _LINKS]
            dashed = re.search(r"[ \t][-–][ \t]", name) is not None
            spelled = ("A" + "".join(w[0].upper() for w in words[:k]) for k in (len(words), len(words) - dashed))
            if exact_initials("Association", name) == acr or (
                    len(words) >= 2 and acr.replace("-", "") in spelled):
                yield m  # (the place after a dash may be left out of the acronym: "… - Kourou (AGDD)")
        elif len(re.findall(r"(?<![\w])[" + UPPER + r"]", name)) >= 2 and (
                acronym_of("", name, acr) or acronym_of("Association", name, acr)):
            yield m


# "Villa Médicale du Parc (VMP)", "Foyer d'Accueil Médicalisé Les Tilleuls (FAMLT)": a name in
# capitalised words, then in brackets the initials of every one of them. Whatever kind of place
# it is, a name a document abbreviates so is an organisation's; found from the bracket.
_BRACKET_ACRONYM = re.compile(r"\([ \t]*(?P<a>[A-Z][A-Z0-9]{2,7}|(?:[A-Z]\.){3,6})[ \t]*\)")  # "(P.A.L.)" too
_CAP_WORDS_BEFORE = re.compile(r"(?P<name>[" + UPPER + r"][\w'’\-]*(?:[ \t]+(?:" + LINK + r"[ \t]+|"
                               + LINK + r"(?<=[" + APOS + r"]))?[" + UPPER + r"][\w'’\-]*){1,7})[ \t]*(?:\n[ \t]*)?\Z")


# What a name must open with to be a place ("Villa Médicale du Parc"): a document's kind or a
# term in the same shape ("Volet de Synthèse Médicale (VSM)", "Earned Income Credit (EIC)")
# names none.
_PLACE_NOUNS = frozenset("villa residence foyer unite maison pavillon domaine hopital clinique centre institut service "
                         "pole groupe groupement reseau association cabinet laboratoire pharmacie fondation etablissement "
                         "mutuelle caisse maternite hospitalisation ehpad accueil plateforme espace plateau".split())
# Any words before the bracket, lower-case ones too ("Laboratoire de génétique moléculaire
# Atlantique-Biogen (LGMA)"), the bracket maybe on the next line ("Association des usagers du
# Trégor⏎(AUT)"): read only when a place noun heads them and a capitalised name follows.
_WORDS_BEFORE = re.compile(r"(?P<name>[" + UPPER + r"][\w'’\-]*(?:[ \t]+[\w'’\-]+){1,7})[ \t]*(?:\n[ \t]*)?\Z")


def _word_initials(name: str) -> str:
    """Initials of the words of ``name`` split at blanks and after an elision only (a hyphenated
    proper name gives one letter: "Atlantique-Biogen" → "A"; so does "Penboc'h"), links left out."""
    parts = [_ELIDED.sub("", w) for w in name.split()]  # "d'Olonne" → "Olonne"; "Penboc'h" stays whole
    parts = [w for w in parts if w and not LINK_FULL.match(w.lower())]
    return "".join(w[0].upper() for w in parts if w[0].isalpha())


# An elided article or preposition before an apostrophe (not the "c'h" of a Breton name).
_ELIDED = re.compile(r"\A(?:[lLdDjJnNsScCmMtT]|[Qq]u)['’]")


def _unelided(word: str) -> str:
    return _ELIDED.sub("", word)


@lru_cache(maxsize=64)
def english_page(text: str) -> bool:
    """Whether the page is English prose (a terms list, "Digital Millennium Copyright Act
    (DMCA)"): its acronyms defined in brackets name no French establishment."""
    from app.detection.rules.names_lowercase import english_words, page_words

    return english_words(page_words(text.lower()))


def bracket_definitions(text: str, allow):
    """(name start, name end, acronym start, acronym end) of each name of a place (a place noun
    at its head) defined with the initials of its words in brackets, on a page that is no
    English prose; the acronym neither allow-listed nor a word ("Syndrome Coronarien Aigu (SCA)"
    is a term of the allow-list, not a place)."""
    for b in _BRACKET_ACRONYM.finditer(text) if "(" in text else ():
        a = b.group("a").replace(".", "")
        if is_ordinary_word(a.lower()):
            continue
        ls = text.rfind("\n", 0, b.start()) + 1
        if not text[ls:b.start()].strip() and ls > 0:
            ls = text.rfind("\n", 0, ls - 1) + 1  # "…installé par Alizé Médical Domicile⏎(AMD), technicien"
        lo = max(ls, b.start() - 90)
        found = _capitalised_definition(text, lo, b.start(), a, allow) or _lower_words_definition(text, lo, b.start(), a, allow)
        # an allow-listed acronym only when the name is a real one ("Respir'Est Assistance (REA)",
        # not "Soins de Suite et de Réadaptation (SSR)")
        if found is not None and not english_page(text) and (not allow.contains(a) or not all(
                is_ordinary_word(w) for w in re.findall(r"[^\W\d_]{3,}", text[found[0]:found[1]]))):
            yield found[0], found[1], b.start("a"), b.end("a")


def _capitalised_definition(text: str, lo: int, hi: int, a: str, allow) -> tuple[int, int] | None:
    """The shortest run of capitalised words ending at ``hi`` whose initials are ``a``, when a
    place noun heads it ("Pôle Pédiatrique Les Lucioles (PPLL)") or three words or more in
    title case name it ("Alizé Médical Domicile (AMD)")."""
    m = _CAP_WORDS_BEFORE.search(text, lo, hi)
    if m is None:
        return None
    for w in reversed(list(re.finditer(r"(?<![\w'’\-])[" + UPPER + r"]", m.group("name")))):
        name = m.group("name")[w.start():].rstrip()
        capitals = "".join(x[0] for x in re.split(r"[\s\-'’]+", name) if x and x[0].isupper())
        inner = "".join(c for c in name if c.isupper())  # "DiabéSoins Ouest (DSO)": a brand's inner capital
        camel = inner == a and inner != capitals and len(a) >= 3
        if exact_initials("", name) == a or capitals == a or camel:
            words = [x for x in re.split(r"[\s\-'’]+", name) if len(x) > 1 and not LINK_FULL.match(x.lower())]
            # a place noun at its head; or three capitalised words in a sentence, one of them
            # French, a firm's name ("installé par Alizé Médical Domicile (AMD)": the oxygen
            # provider; "Compensated Work Therapy (CWT)" is an English term)
            firm = (len(words) >= 3 or camel and len(words) >= 2) and not name.isupper() and any(
                is_ordinary_word(x.lower()) for x in words)
            if (len(words) >= 2 and fold(words[0]) in _PLACE_NOUNS or firm) and not allow.contains(name):
                return m.start("name") + w.start(), m.start("name") + w.start() + len(name)
            return None
    return None


def _lower_words_definition(text: str, lo: int, hi: int, a: str, allow) -> tuple[int, int] | None:
    """A place noun, lower-case words and a capitalised name whose word initials are ``a``
    ("Laboratoire de génétique moléculaire Atlantique-Biogen (LGMA)", "Service mandataire Les
    Trois Rivières (SMTR)"). A name in lower-case words only ("Unité de soins intensifs de
    cardiologie (USIC)") names a kind of unit, not a place."""
    m = _WORDS_BEFORE.search(text, lo, hi)
    if m is None:
        return None
    for w in re.finditer(r"(?<![\w'’\-])[" + UPPER + r"][\w'’\-]*", m.group("name")):
        if fold(w.group()) not in _PLACE_NOUNS:
            continue
        name = m.group("name")[w.start():].rstrip()
        words = re.findall(r"[^\W\d_][\w'’\-]*", name)
        # (a hyphenated name gives one letter, or one a part: "Haute-Cornouaille (…HC)")
        if a in (_word_initials(name), _word_initials(name.replace("-", " "))) and len(words) >= 3 and not allow.contains(name) and \
                any(x[:1].isupper() and not LINK_FULL.match(x.lower()) for x in map(_unelided, words[1:])):
            return m.start("name") + w.start(), m.start("name") + w.start() + len(name)
    return None


# "Laboratoire Biolyne Atlantique (Biolyne)": the short name an establishment is then called
# by, one word of its name in parentheses after it.
_SHORT_NAME_AFTER = re.compile(r"[ \t]*\([ \t]*([" + UPPER + r"][" + LOWER + r"]{3,15})[ \t]*\)")


def short_name_after(text: str, name: str, end: int) -> str | None:
    """The word of ``name`` given in parentheses right after ``end``, or None."""
    m = _SHORT_NAME_AFTER.match(text, end, end + 24)
    if m is None:
        return None
    word = m.group(1)
    return word if word in re.split(r"[\s\-'’]+", name) else None


# "deux fois par semaine au laboratoire⏎LCOF.": an establishment named by its acronym after
# its kind written in lower case in a sentence. Found from the lower-case word (rare).
_KIND_ACRONYM = re.compile(r"(?:laboratoire|cabinet|clinique|polyclinique|centre|h[ôo]pital|pharmacie|ehpad)"
                           r"[ \t]*\n?[ \t]*(?P<a>[A-Z][A-Z0-9]{2,7})(?![\w\-])")


def kind_acronyms(text: str):
    """Matches of an acronym right after a lower-case establishment kind (group ``a``)."""
    return word_start_matches(_KIND_ACRONYM, text)


def acronym_ranges(text: str, taken: list[tuple[int, int]], allow) -> list[tuple[int, int, str, bool]]:
    """(start, end, note, defined) of the establishments named by an acronym on the page
    outside ``taken``: after a lower-case kind ("au laboratoire LCOF"), and the associations
    with the acronym they define (the name, then the acronym: note "sigle", defined True)."""
    out: list[tuple[int, int, str, bool]] = []

    def free(a: int, b: int) -> bool:
        return not any(a < y and x < b for x, y in taken + [(s, e) for s, e, _, _ in out])

    for m in kind_acronyms(text):
        a = m.group("a")
        if not allow.contains(a) and not is_ordinary_word(a) and free(m.start("a"), m.end("a")):
            out.append((m.start("a"), m.end("a"), "sigle", False))
    for m in associations(text):
        if free(m.start(), m.end()):
            out += [(m.start(), m.end("name"), "", False), (m.start("a"), m.end("a"), "sigle", True)]
    for s0, e0, a0, a1 in bracket_definitions(text, allow):
        if free(s0, e0) and free(a0, a1):
            out += [(s0, e0, "", True), (a0, a1, "sigle", True)]
    return out


def defined_ok(acr: str, name: str, allow, trig: str = "") -> bool:
    """Whether an acronym the document defines after an establishment's name names it: not an
    allow-listed term, unless the name is a real one ("Groupe hospitalier Hippolyte-Morestin
    (GHM)": the document says what GHM means here; its codes "GHM 05M09T" stay, see
    ``CODE_AFTER``), or the acronym spells the initials of every word of the kind and name
    ("PCA - POLYCLINIQUE DES COTEAUX-D'AMBRE", a name of ordinary words)."""
    return not allow.contains(acr) or (len(acr) >= 3 and (not all(
        is_ordinary_word(w) for w in re.findall(r"[^\W\d_]{3,}", name)) or exact_initials(trig, name) == acr))


# An allow-listed acronym followed by a code is the code's kind ("GHM 05M09T", "GHS 1234").
CODE_AFTER = re.compile(r"[ \t:]*(?:n°[ \t]*)?[0-9]{2,}")
