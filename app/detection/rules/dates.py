"""Dates, and birth dates by context.

Numeric d/m/y with ``/ . -`` (same separator twice), or spaces with a
4-digit year, 2- or 4-digit years, padded or not; textual "21 mai 1949",
"1er mars 1950", "21 janv. 1949", "21 MAI 1949". Day and month are checked.

A date is DATE_NAISSANCE when a birth context precedes it ("Né le",
"Née le", "Né(e) le", "Date de naissance", "DDN", "naissance :"). The
"Né / Née / Né(e) le" words are part of the span because they reveal the
patient's sex; a neutral label ("Date de naissance :", "DDN") is not.
A date followed by an age "(75 ans)" is also a birth date.

Confidence:
- DATE_NAISSANCE 0.99 after a birth context (context-anchored); 0.90 when
  only followed by an age.
- DATE 0.98 with a 4-digit year or a month name; 0.90 with a 2-digit year.
"""

from __future__ import annotations

import re

import regex

from app.detection.rules.birth_captions import BORN as _BORN, DAY as _DAY, WHOSE as _WHOSE, birth_cells as _birth_cells, over_birth_caption
from app.detection.rules.allowlist import get_allowlist
from app.detection.rules.common import (DEPT_OR_ABROAD, ROMAN_MONTH_ALT, ROMAN_MONTHS, LabelBefore, ci, leader_start, left_ok,
                                       make_span)
from app.detection.rules.dates_calendar import ordinal_dates, week_dates
from app.detection.rules.dates_words import words_dates
from app.detection.rules.dates_people import (AGE_AFTER, AGE_BEFORE, CIVIL_NAME_BEFORE, IDENTITY_LINE, NAME_BEFORE, NAME_PAREN_BEFORE,
                                              SEX_CELL_BEFORE, TITLE_BEFORE, _EVENT_BEFORE, _U, _WEEKDAY_TAIL, _age_fits,
                                              _compound_patient_name, _latest_year, _patient_name)
from app.detection.rules.dates_foreign import FOREIGN_MONTHS, foreign_matches as _foreign_matches
from app.detection.rules.value_first import captions_value_over
from app.detection.spans import Span

SOURCE = "rules.dates"

MONTHS = {
    "janvier": 1, "janv": 1, "jan": 1,
    "février": 2, "fevrier": 2, "févr": 2, "fevr": 2, "fév": 2, "fev": 2, "feb": 2,
    "mars": 3, "mar": 3,  # ("24 MAR 2015": the weekday "mar" is written before a day, never after it)
    "avril": 4, "avr": 4, "apr": 4,
    "mai": 5,
    # (and the three English letters of the exports that print every month so: "21 JUN 2011",
    # "11 JUL 1970", "3 AUG 1982"; "jan", "mar", "oct"… are French too; not "may", an English word)
    "juin": 6, "jun": 6,
    # "jui." is June or July ("24 jui. 1994"): a date either way; July, whose days are all valid
    "juillet": 7, "juil": 7, "jui": 7, "jul": 7,
    "août": 8, "aout": 8, "aoû": 8, "aou": 8, "aug": 8,
    "septembre": 9, "sept": 9, "sep": 9,
    "octobre": 10, "oct": 10,
    "novembre": 11, "nov": 11,
    "décembre": 12, "decembre": 12, "déc": 12, "dec": 12,
}
_MONTH_ALT = "|".join(sorted(MONTHS, key=len, reverse=True))

NUMERIC = regex.compile(
    # (a middle dot or an underscore too, as some software joins the parts: "10·05·1991", "28_07_1951")
    r"(?P<d>\d\d?)(?P<sep>[/.\-|·_])(?P<m>\d\d?)(?P=sep)(?P<y>\d{4}|\d{2})(?![\w/\-]|[.,]\d)"
    # spaces only ("17 08 1970"); the line may wrap before the year ("(DDN 17 08⏎1970)")
    r"|(?P<d2>\d\d?) (?P<m2>[01]\d)[ \n](?P<y2>(?:19|20)\d\d)(?![\w/\-]|[.,]\d| \d)"
    # Spaces around the separators ("07 . 03 . 1958"), 4-digit year only.
    # A line may wrap right after a separator ("né le 19-08-⏎1999", as word processors wrap at hyphens).
    r"|(?P<d3>\d\d?) ?(?P<sep3>[/.\-])(?: |\n)?(?P<m3>\d\d?) ?(?P=sep3)(?: |\n)?(?P<y3>(?:18|19|20)\d\d)(?![\w/\-]|[.,]\d)"
    # Backslashes, commas or colons, as some exports and form fillers join the parts ("06\\11\\1965",
    # "06,11,1965", "06:11:1965"): two-digit day and month, a 4-digit year (a time "10:15:30" or a
    # list "1,5,2" has none).
    r"|(?P<d4>[0-3]\d)(?P<sep4>[\\,:])(?P<m4>[01]\d)(?P=sep4)(?P<y4>(?:18|19|20)\d\d)(?![\w/\-]|[.,]\d)"
)
# ISO 8601 ("1966-12-26"), as exports and exchange formats print dates.
# Year first with a slash or a dot too ("1961/03/27", "DDN 1995.02.25"), as some software prints it.
# (an export's time may follow, "1952-10-03T00:00": the date alone is the span)
# (a JavaScript export's UTC time is part of the span: "1966-05-04T23:00:00.000Z" is local
# midnight of 5 May in France, the date the export meant; ``parse_date`` reads it so)
ISO = re.compile(r"(?<![\d\-/.])(?P<y>(?:18|19|20)\d\d)(?P<sep>[-/.])(?P<m>[01]\d)(?P=sep)(?P<d>[0-3]\d)"
                 r"(?:T2[23]:00:00(?:\.0{1,3})?Z(?![\w]))?"
                 r"(?=T[0-2]\d:[0-5]\d(?![\w/\-])|T[0-2]\d:[0-5]\d:[0-5]\d|(?![\w/\-]|[.,]\d))")
# "(F) 24081985": a date right after the sex marker of an identity header.
SEX_PAREN_BEFORE = re.compile(r"\(\s*[FMH]\s*\)\s*\Z")
# Eight glued digits DDMMYYYY ("le 23022018"): lower confidence.
GLUED = re.compile(r"(?P<d>[0-3]\d)(?P<m>[01]\d)(?P<y>(?:19|20)\d\d)(?![\w/\-]|[.,]\d)")
# "19370328": year first, as exchange formats (HL7, CDA) print it; a birth date only after a
# birth label (an eight-digit number is as often an accession or a request number). HL7's
# timestamp may carry the time glued after it ("19491218000000", "194912180830"): part of the span.
GLUED_YMD = re.compile(r"(?P<y>(?:18|19|20)\d\d)(?P<m>[01]\d)(?P<d>[0-3]\d)(?:[0-2]\d[0-5]\d(?:[0-5]\d)?)?(?![\w/\-]|[.,]\d)")
# Six glued digits after a birth label ("Né(e) le. — 800107", "DDN 140122"): day or year
# first, a birth date only there (six digits are as often a code or a count).
# (the look-behind after the first digit: first, it would make ``re`` try every character)
GLUED6 = re.compile(r"(?P<a>\d(?<![\w/.,\-]\d)\d)(?P<b>[01]\d)(?P<c>\d\d)(?![\w/\-]|[.,]\d)")
# "Né en novembre 1975", "née en 1923": a birth month or year. (The "N" or "n" of every
# form first, then which form: ``re`` skips ahead to it.)
BIRTH_YEAR = re.compile(
    r"[Nn](?:[ée]e?|[ée]\s*\(\s*e\s*\)|(?<=N)ÉE?|(?<=N)EE?|a[iî]t)\s+en\s+(?:(?P<m>" + ci(_MONTH_ALT) + r")\.?\s+)?(?P<y>(?:18|19|20)\d\d)(?![\w])"
)
_YEAR_ALONE = re.compile(r"[ \t]*(?:18|19|20)\d\d[ \t]*")
_PEDIGREE_YEAR = re.compile(r"(?<![\w'’\-])(?P<w>[A-ZÀ-ÖØ-Ý][A-ZÀ-ÖØ-Ý'’\-]{2,})[ \t]+\([FHM](?:\)[ \t]+|[ \t]*,[ \t]*)(?P<y>(?:18|19|20)\d\d)(?![\w/.\-]|\.\d)")
# A birth month and year under their caption, as a research form records them ("Mois et année de
# naissance    03/1984", "Date de naissance : août 1943"): the caption, a gap or a line break, the value.
BIRTH_MONTH_YEAR = re.compile(
    r"(?:(?i:mois(?:[ \t]+et[ \t]+ann[ée]e)?|date)[ \t]+(?i:de[ \t]+naissance)[ \t]*(?:\([^()\n]{1,20}\))?"
    # "Né(e) en : 08/1943", a participant's card
    r"|(?<![\w])[Nn][ée](?:e|\(e\))?[ \t]+en)[ \t]*:?"
    # (or in brackets after its caption: "date de naissance (08/1945) incohérente")
    r"(?:[ \t]+|[ \t]*\n(?:[ \t]*\n)?[ \t]*|[ \t]*\()(?P<v>(?:0[1-9]|1[0-2])[/.-](?:18|19|20)\d\d|(?:" + ci(_MONTH_ALT) + r")\.?[ \t]+(?:18|19|20)\d\d)"
    r"(?![\w/.-])")
# A caption wrapped round its value, the value centred between its two lines as a table cell
# prints it ("Mois et année de⏎12/1969⏎naissance", "Date de⏎03/02/1969⏎naissance")
BIRTH_SPLIT_CAPTION = re.compile(
    r"(?i:mois(?:[ \t]+et[ \t]+ann[ée]e)?|date)[ \t]+(?i:de)[ \t]*\n[ \t]*(?P<v>(?:(?:0?[1-9]|[12]\d|3[01])[/.-])?"
    r"(?:0?[1-9]|1[0-2])[/.-](?:18|19|20)\d\d)[ \t]*\n[ \t]*(?i:naissance)[ \t]*:?[ \t]*(?=\n|\Z)")
# The letters a month name begins with, tested before the month alternation: most numbers
# followed by a word ("12 mg", "3 jours") are given up there.
_MONTH_FIRST = "".join(sorted({c for k in MONTHS for c in (k[0].lower(), k[0].upper())}))
TEXTUAL = re.compile(
    r"(?P<d>\d\d?(?:\s?[eE][rR]|ᵉʳ)?),?\s+(?=[" + _MONTH_FIRST + r"])(?P<m>" + ci(_MONTH_ALT) + r")(?:\.|(?![\w]))\s*(?P<y>\d{4}|'?\d{2})(?![\w])"
)
# "07-SEP-1943", "25-FEV-1959": day, abbreviated month (French or English, as
# Oracle-based hospital software prints it) and year joined by hyphens.
# "01-jui-1970": "jui" is June or July, cut to three letters by the software; it is a date
# either way (read as July, whose 31 days accept every day of June too).
DASHED_MONTHS = {**MONTHS, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6, "jul": 7, "jui": 7, "aug": 8, "aou": 8, "aoû": 8}
DASHED = re.compile(
    r"(?<![\w\-])(?P<d>[0-3]?\d)-(?P<m>" + ci("|".join(sorted(DASHED_MONTHS, key=len, reverse=True)))
    + r")\.?-(?P<y>(?:18|19|20)\d\d|\d\d)(?![\w\-])"
)
# The same glued, the month in capitals, as SAS and mainframe exports print it ("28JUL1951", "05MAI1966",
# "11JUL70").
GLUED_MON = re.compile(
    r"(?P<d>[0-3]\d)(?<![\w\-][0-3]\d)(?P<m>" + "|".join(sorted({k.upper() for k in DASHED_MONTHS if len(k) <= 4}, key=len, reverse=True))
    + r")(?P<y>(?:18|19|20)\d\d|\d\d)(?![\w\-])"
)
_GLUED_MON_HINT = re.compile(r"\d[A-ZÉÛ]{3,4}\d\d")
# "3-XI-1987", "03.XI.1987", "3 XI 1987": the month in Roman numerals, as some registries and
# older forms write it; the same separator on both sides, a 4-digit year.
_ROMAN_MONTHS = {r: k for k, r in enumerate(ROMAN_MONTHS, 1)}
ROMAN = re.compile(r"(?<![\w\-./])(?P<d>[0-3]?\d)(?P<sep>[ \t]?[-./][ \t]?|[ \t])(?P<m>" + ROMAN_MONTH_ALT + r")"
                   r"(?P=sep)(?P<y>(?:18|19|20)\d\d)(?![\w])")
_ROMAN_HINT = re.compile(r"\d[ \t]?[-./ ][ \t]?[IVX]{1,4}[ \t]?[-./ ]")
# Birth context right before the date; part of the span (``BORN``, "Né(e)", read there too).
BIRTH_PREFIX = LabelBefore(
    r"(?i)(?:(?P<sex>" + _BORN + r"\s+le)"
    # "née à Brest le", "Né à Quimper (29) le", "née LE GALL le": a birthplace or a birth name
    # between the verb and "le" (the span starts at the date: the place is its own value)
    r"|" + _BORN + r"\s+(?:(?:à|a|en)\s+[^\n:;,.]{2,40}?|(?-i:(?:[" + _U + r"][\w'’\-]*\s+){1,3}))le"
    r"|" + _BORN + r"\s*:"  # "Né(e) : 12/03/1948"
    r"|\bd(?:ate|t)\.?\s+(?:de\s+)?nai?ss?(?:ance)?\.?(?:\s*\([^)\n]{1,15}\))?"  # "Date naiss.", "Dt naiss", "(âge)"
    # whose birth, and how it was given: "Date de naissance de l'assuré(e)", "… dictée"
    r"(?:\s+(?:de\s+l['’]\s*|de\s+la\s+|du\s+|de\s+)" + _WHOSE + r")?(?:\s+(?:dict[ée]e|d[ée]clar[ée]e))?"
    r"|\bmise?\s+au\s+monde\s+le"
    r"|\bD\.?D\.?N\.?|\bD\.?N\.?"  # "DN 03/02/61", "D.N. :": the short "date de naissance"
    r"|\bnaiss?\.|\bnaissance(?:\s+le)?"
    r"|\bD\.?O\.?B\.?|\bdate\s+of\s+birth|\bbirth\s*date|\bborn(?:\s+on)?"
    # the same in the languages of foreign patients' papers and of letters from abroad
    r"|\bfecha\s+de\s+nacimiento|\bnacid[oa]\s+el|\bdata\s+di\s+nascita|\bnat[oa]\s+il"
    r"|\bdata\s+de\s+nascimento|\bnascid[oa]\s+em|\bgeburtsdatum|\bgeboren(?:\s+am)?|\bgeb\."
    r"|\bPID[-.]7\s*[|=]"  # HL7 v2: field 7 of the patient segment is the birth date ("PID-7|19490123")
    # a dictation's closing quote ("« Date de naissance » : …"), a book's run-in caption ("Née le. — …")
    r")\s*[»”\"\]]?\s*(?:\.(?:[ \t]?\.)+\s*)?(?:,\s*c['’]est\s*)?(?:\.?\s*[—–]|[:\-?›])?"  # dot leaders, glued or spaced: "Né(e) le ......: 3 NOVEMBRE 1990"
    # (or a question mark: a questionnaire's "Q3. Date de naissance ?")
    r"(?:\s*le)?"  # "Naissance : le samedi 17 février 2024": the caption, then a sentence's "le"
    # a weekday may stand between the label and the date ("Née le jeu, 4 déc 1941")
    r"(?:\s*" + _DAY + r"\.?,?)?\s*\Z"
)
# The genealogists' sign for "born" ("DURAND Paul (° 12.03.1948)", "°12/03/1948 à Brest", "° le 3/2/1961"); not a
# degree after a number ("38,5° 12/03/2024").
_BORN_SIGN = re.compile(r"(?:(?<=[\s(,;])|(?<![\s\S]))°[ \t]?(?:le[ \t]+)?\Z")
# A death right before the date ("décédé(e) le 06/11/2025", "Date et heure du décès : le jeudi
# 20 novembre 2025"): the person's own date, as identifying as a birth date (kind DATE_DECES).
DEATH_PREFIX = LabelBefore(
    # (the place of a death at home may stand before its date: "décès au domicile le mardi 8 juillet 2025")
    r"(?i)(?:d[ée]c[ée]d[ée]e?(?:\s*\(\s*e\s*\))?\s+(?:(?:au|à)\s+(?:son\s+)?domicile\s+)?le"
    r"|date\s+(?:et\s+heure\s+)?(?:du|de)\s+d[ée]c[èe]s"
    r"|d[ée]c[èe]s\s+(?:(?:a\s+été\s+)?(?:survenu|constat[ée])\s+)?(?:(?:au|à)\s+(?:son\s+)?domicile\s+)?le|DCD\s+le|mort\s+le|date\s+of\s+death|died\s+on)"
    r"\s*[:\-]?(?:\s*le)?(?:\s*" + _DAY + r"\.?,?)?\s*\Z"
)
# "Date de naissance | 31/05/1989 | 12/04/1986": every date of a row after a cell that is a
# birth label is a birth date (the parents' columns of a form); the label may follow another
# field's value in a grid read in rows ("espitalier | Naissance : | jeudi 28 avril 1977").
BIRTH_ROW = re.compile(r"^(?:[^|\n]*\|)*?[ \t]*(?:date\s+de\s+naissance|D\.?D\.?N\.?|n[ée]\(?e?\)?\s+le|naissance)[ \t:]*\|",
                       re.IGNORECASE)


def _row_values_only(between: str) -> bool:
    """The cells between a row's birth label cell and a date (``between``, from the bar after
    the label to the date) are values (the other parent's date), not another caption: in
    "Né le : | 14.10.47 | Entrée le : | 03.01.25" the last date is the stay's."""
    return all(any(c.isdigit() for c in cell) for cell in between.split("|")[:-1])


# Eight digits spaced one by one ("0 4 1 1 1 9 7 9", a form's boxes): only after a birth label.
# The gap is the same blank run throughout, one to three wide: a form's boxes printed as text
# keep their pitch ("2  1  0  1  1  9  6  1").
SPACED = re.compile(r"(?<!\d )(?<!\d  )(?<!\d   )(?<!\d)(?P<d>\d(?P<g> {1,3})\d)(?:(?P=g)[/.\-])?(?P=g)(?P<m>\d(?P=g)\d)"
                    r"(?:(?P=g)[/.\-])?(?P=g)(?P<y>\d(?P=g)\d(?P=g)\d(?P=g)\d)(?! {0,3}\d)")
# Literal pre-checks, a tenth of the cost of the full patterns on pages without such a date.
# (from the first blank, the digit before it tested after it: blanks between digits are rarer than digits)
_SPACED_HINT = re.compile(r" (?<=\d ) {0,2}\d(?: {1,3}[/.\-])? {1,3}\d {1,3}\d(?: {1,3}[/.\-])? {1,3}\d {1,3}\d {1,3}\d {1,3}\d")
# What every NUMERIC match begins with, up to its second separator (one branch per form:
# same-separator, spaces only, spaced separators): found by ``re``'s quick scan, then NUMERIC
# is tried there ("1.5 mg", "12 patients" are given up before it).
_NUMERIC_START = re.compile(r"\d\d?(?:[/.\-|·_]\d\d?[/.\-|·_]| [01]\d[ \n]| ?[/.\-][ \n]?\d\d? ?[/.\-]|[\\,:][01]\d[\\,:])")
# (each led by a literal, what stands before it tested after it: ``re`` then skips ahead to the
# rare "-" or "en" instead of trying every digit or blank)
_ISO_HINT = re.compile(r"[-/.](?<=(?:18|19|20)\d\d[-/.])[01]\d[-/.][0-3]\d")
_DASHED_HINT = re.compile(r"-(?<=\d-)[^\W\d_]{3,9}\.?-\d")
_BIRTH_YEAR_HINT = re.compile(r"en(?<=\sen)\s+(?:[^\W\d_]+\.?\s+)?(?:18|19|20)\d\d")
CONF_BIRTH = 0.99
CONF_BIRTH_AGE = 0.90


CONF_DATE = 0.98
CONF_DATE_2Y = 0.90
CONF_GLUED = 0.80
CONF_BIRTH_YEAR = 0.95


def _valid(d: int, m: int, y: str) -> bool:
    if not (1 <= d <= 31 and 1 <= m <= 12):
        return False
    if len(y) == 4:
        return 1880 <= int(y) <= 2100
    return True


def _numeric_matches(text: str):
    """``NUMERIC.finditer(text)``, with NUMERIC tried only where a date can begin."""
    pos = 0
    while (c := _NUMERIC_START.search(text, pos)) is not None:
        m = NUMERIC.match(text, c.start())
        if m is None:
            pos = c.start() + 1
        else:
            yield m
            pos = m.end()


_LIEU_AFTER = re.compile(r"[ \t]*\(lieu[ \t]*:")
_HOURS_AFTER = re.compile(r"\s+(?:de|entre)\s+\d{1,2}[ \t]*h")
# The hour of a birth after its date ("le 12 février 2024 à 3 h 29", a newborn's record): it
# narrows the date to one child of the maternity ward, so it goes with the birth date (and
# the hour of a death with the death date).
_BIRTH_TIME = re.compile(r"[ \t]+à[ \t]+(?:[01]?\d|2[0-3])(?:[ \t]*[hH](?:[ \t]*[0-5]\d)?|:[0-5]\d)(?:[ \t]*min)?(?![\w:])")
_BIRTH_WORD = re.compile(r"aissance|DDN|[Nn][ée]e?\b|NÉE?\b|birth|DOB|PID[-.|]|born|nacid|nacimiento|nascit|nat[oa]\b|"
                         r"nascid|geb", re.IGNORECASE)
# A raw HL7 v2 patient segment: "PID|1||123456^^^&1.2.250…&ISO||DUPONT^MARIE||19490123|F": the
# seventh field is the birth date (a time may follow it).
_PID_SEGMENT = re.compile(r"(?<![\w])PID\|(?:[^|\n]*\|){6}(?P<d>(?:18|19|20)\d\d[01]\d[0-3]\d)(?:\d{2,6})?(?=[|^\s]|\Z)")


def _with_birth_time(text: str, sp: Span) -> Span:
    t = _BIRTH_TIME.match(text, sp.end)
    return sp if t is None else sp.with_(end=t.end(), text=text[sp.start:t.end()])


# A commune and its département's number, or "(étranger)", after a date: how civil status writes a
# birth ("20 décembre 1980 à Oran (étranger)", "… à Toulouse (31)"), whatever caption a form
# printed before it (one that no reader could decode, small capitals without a text map).
_BIRTHPLACE_AFTER = re.compile(r"[ \t]+à[ \t]+[A-ZÀ-Ý][^\n(),;:]{1,40}?[ \t]*" + DEPT_OR_ABROAD)


# Three marks out of ten after "Apgar" are the newborn's scores, not a date.
_APGAR_BEFORE = re.compile(r"(?i:apgar)[ \t:]*(?:\n[ \t]*)?\Z")


class DateDetector:
    name = SOURCE

    def detect_page(self, page: int, text: str) -> list[Span]:
        out: list[Span] = []
        for m in _numeric_matches(text):
            if not left_ok(text, m.start(), "/.,-"):
                continue
            if m.group("d") is not None:
                d, mo, y = m.group("d"), m.group("m"), m.group("y")
            elif m.group("d2") is not None:
                d, mo, y = m.group("d2"), m.group("m2"), m.group("y2")
            elif m.group("d3") is not None:
                d, mo, y = m.group("d3"), m.group("m3"), m.group("y3")
            else:
                d, mo, y = m.group("d4"), m.group("m4"), m.group("y4")
            if len(d) == 2 and len(y) == 2 and int(d) > 31 and m.group("d") is not None:
                d, y = y, d  # "80-02-02": a short year first (no day is past 31), as some software prints a birth
            if not _valid(int(d), int(mo), y) or (len(y) == 2 and int(y) <= 10 and (
                    _APGAR_BEFORE.search(text, max(0, m.start() - 16), m.start())
                    or (int(d) <= 10 and int(mo) <= 10 and d[0] != "0" and mo[0] != "0" and "pgar" in text))):
                continue  # (an Apgar score at 1, 5 and 10 minutes: "APGAR⏎9/10/10", or in an Apgar column)
            sp = self._span(page, text, m.start(), m.end(), len(y) == 4)
            if sp:
                out.append(sp)
        for m in ISO.finditer(text) if _ISO_HINT.search(text) else ():
            if _valid(int(m.group("d")), int(m.group("m")), m.group("y")):
                sp = self._span(page, text, m.start(), m.end(), True)
                if sp:
                    out.append(sp)
        for m, _day in week_dates(text):  # "1987-W50-6"
            if (sp := self._span(page, text, m.start(), m.end(), True)) is not None:
                out.append(sp)
        for m, _day in ordinal_dates(text):  # "né le 1941-054": only after a birth caption
            if (sp := self._span(page, text, m.start(), m.end(), True)) is not None and sp.label == "DATE_NAISSANCE":
                out.append(sp)
        for m in TEXTUAL.finditer(text):
            if not left_ok(text, m.start()):
                continue
            d = m.group("d")
            day = int(re.match(r"\d+", d).group())
            if not d.isdigit() and day != 1:
                continue
            mo = MONTHS[m.group("m").lower().replace("É", "é").replace("Û", "û")]
            y = m.group("y").lstrip("'")
            if not _valid(day, mo, y):
                continue
            sp = self._span(page, text, m.start(), m.end(), True)
            if sp:
                out.append(sp)
        for s0, e0, day, mo, y in words_dates(text):  # "quinze février mil neuf cent cinquante-neuf"
            sp = self._span(page, text, s0, e0, True)
            if sp:
                out.append(sp)
        for m in _foreign_matches(text):
            d, w, y = (m.group("d"), m.group("m"), m.group("y")) if m.group("d") else (m.group("d2"), m.group("m2"), m.group("y2"))
            if _valid(int(d), FOREIGN_MONTHS[w.lower()], y):
                sp = self._span(page, text, m.start(), m.end(), True)
                if sp:
                    out.append(sp)
        for m in GLUED_MON.finditer(text) if _GLUED_MON_HINT.search(text) else ():
            mo = DASHED_MONTHS[m.group("m").lower().replace("É", "é").replace("Û", "û")]
            if _valid(int(m.group("d")), mo, m.group("y")):
                sp = self._span(page, text, m.start(), m.end(), len(m.group("y")) == 4)
                if sp:
                    out.append(sp)
        for m in DASHED.finditer(text) if _DASHED_HINT.search(text) else ():
            mo = DASHED_MONTHS[m.group("m").lower().replace("É", "é").replace("Û", "û")]
            if _valid(int(m.group("d")), mo, m.group("y")):
                sp = self._span(page, text, m.start(), m.end(), len(m.group("y")) == 4)
                if sp:
                    out.append(sp)
        for m in ROMAN.finditer(text) if _ROMAN_HINT.search(text) else ():
            if _valid(int(m.group("d")), _ROMAN_MONTHS[m.group("m")], m.group("y")):
                sp = self._span(page, text, m.start(), m.end(), True)
                if sp:
                    out.append(sp)
        spaced: list[Span] = []  # spaced digits with no birth label before: kept only in a birth cell
        for m in SPACED.finditer(text) if _SPACED_HINT.search(text) else ():
            d, mo, y = (m.group(k).replace(" ", "") for k in ("d", "m", "y"))
            if _valid(int(d), int(mo), y):
                sp = self._span(page, text, m.start(), m.end(), True)
                if sp is not None and sp.label == "DATE" and _LIEU_AFTER.match(text, m.end()):
                    # "2 1 0 8 1 9 8 8 (lieu : Calvi)": a date in boxes with its place is a birth
                    sp = sp.with_(label="DATE_NAISSANCE", confidence=CONF_BIRTH)
                if sp is not None:
                    (out if sp.label == "DATE_NAISSANCE" else spaced).append(sp)
        taken = [(sp.start, sp.end) for sp in out]
        for m in GLUED_YMD.finditer(text) if _BIRTH_WORD.search(text) else ():
            if left_ok(text, m.start(), "/.,-") and _valid(int(m.group("d")), int(m.group("m")), m.group("y")):
                sp = self._span(page, text, m.start(), m.end(), True)
                if sp is not None and sp.label != "DATE_NAISSANCE" and over_birth_caption(text, m.start(), m.end()):
                    sp = sp.with_(label="DATE_NAISSANCE", confidence=CONF_BIRTH)  # "19930321⏎Date of birth": value first
                if sp is not None and sp.label == "DATE_NAISSANCE":
                    out.append(sp)
                    taken.append((sp.start, sp.end))
        for m in GLUED6.finditer(text) if _BIRTH_WORD.search(text) else ():
            a, b, c = int(m.group("a")), int(m.group("b")), int(m.group("c"))
            if (_valid(a, b, "%02d" % c) or _valid(c, b, "%02d" % a)) and not any(x < m.end() and m.start() < y for x, y in taken):
                sp = self._span(page, text, m.start(), m.end(), False)
                if sp is not None and sp.label == "DATE_NAISSANCE":
                    out.append(sp)
                    taken.append((sp.start, sp.end))
        for m in _PID_SEGMENT.finditer(text) if "PID|" in text else ():
            if not any(a < m.end("d") and m.start("d") < b for a, b in taken) and \
                    _valid(int(m.group("d")[6:]), int(m.group("d")[4:6]), m.group("d")[:4]):
                sp = make_span(page, text, m.start("d"), m.end("d"), "DATE_NAISSANCE", SOURCE, CONF_BIRTH)
                if sp is not None:
                    out.append(sp)
                    taken.append((sp.start, sp.end))
        for m in GLUED.finditer(text):
            if not left_ok(text, m.start(), "/.,-") or not _valid(int(m.group("d")), int(m.group("m")), m.group("y")):
                continue
            sp = self._span(page, text, m.start(), m.end(), True)
            if sp:
                out.append(sp.with_(confidence=min(sp.confidence, CONF_GLUED)) if sp.label == "DATE" else sp)
        cells = _birth_cells(text) if ("aissance" in text or "AISSANCE" in text or "DDN" in text or "le\n" in text or "e le" in text
                                       or "le \n" in text or "aiss." in text
                                       or "e) le" in text or "E LE" in text or "E) LE" in text) else set()
        if cells or (("aissance" in text or "AISSANCE" in text or "of birth" in text) and "\n\n" in text):
            # a date in the cell a birth-date label heads (or captions) is a birth date, and
            # so is one over its birth caption in a grid of paragraphs, when no date is under it
            out = [sp.with_(label="DATE_NAISSANCE", confidence=CONF_BIRTH)
                   if sp.label == "DATE" and ((sp.start, sp.end) in cells or over_birth_caption(text, sp.start, sp.end))
                   else sp for sp in out + [x for x in spaced if (x.start, x.end) in cells
                                            or over_birth_caption(text, x.start, x.end)]]
        if " à " in text:
            out = [_with_birth_time(text, sp) if sp.label in ("DATE_NAISSANCE", "DATE_DECES") else sp for sp in out]
        for m in BIRTH_YEAR.finditer(text) if _BIRTH_YEAR_HINT.search(text) else ():
            if not left_ok(text, m.start()) or any(a < m.end() and m.start() < b for a, b in taken):
                continue
            sp = make_span(page, text, m.start(), m.end(), "DATE_NAISSANCE", SOURCE, CONF_BIRTH_YEAR)
            if sp:
                out.append(sp)
        # a year alone in the cell a birth label heads (a family tree's "Naissance" column: "GARDETTE Pascale
        # 1928  sein"), and a year after a sex marker in brackets, as a pedigree notes each relative
        # ("Solange ROUCHON (F, 1883 - estomac)", "Serge TEYSSANDIER (H) 1977 - indemne")
        years = [(a + len(text[a:b]) - len(text[a:b].lstrip()), b - len(text[a:b]) + len(text[a:b].rstrip()))
                 for a, b in cells if _YEAR_ALONE.fullmatch(text, a, b)]
        years += [m.span("y") for m in _PEDIGREE_YEAR.finditer(text) if not get_allowlist().contains(m.group("w"))] \
            if ("(F" in text or "(H" in text or "(M" in text) else []
        for a, b in years:
            if not any(x.start < b and a < x.end for x in out):
                sp = make_span(page, text, a, b, "DATE_NAISSANCE", SOURCE, CONF_BIRTH_YEAR)
                if sp:
                    out.append(sp)
        for m in BIRTH_MONTH_YEAR.finditer(text) if ("aissance" in text or "AISSANCE" in text or "e) en" in text or "é en" in text or "ée en" in text) else ():
            a, b = m.span("v")
            if not any(x < b and a < y for x, y in taken) and not any(x.start < b and a < x.end and x.label == "DATE_NAISSANCE" for x in out):
                sp = make_span(page, text, a, b, "DATE_NAISSANCE", SOURCE, CONF_BIRTH_YEAR)
                if sp:
                    out.append(sp)
        for m in BIRTH_SPLIT_CAPTION.finditer(text) if ("\nnaissance" in text or "\nNAISSANCE" in text) else ():
            a, b = m.span("v")
            out = [x for x in out if not (x.start < b and a < x.end and x.label == "DATE")]
            if not any(x.start < b and a < x.end for x in out):
                sp = make_span(page, text, a, b, "DATE_NAISSANCE", SOURCE, CONF_BIRTH)
                if sp:
                    out.append(sp)
        return out

    def _span(self, page: int, text: str, s: int, e: int, full_year: bool) -> Span | None:
        window = text[leader_start(text, max(0, s - 60), s):s]
        low = window.lower()
        pm = BIRTH_PREFIX.search(text, max(0, s - 60), s) if ("n" in low and ("le" in low or "nais" in low or "dn" in low or "d.n" in low or "né" in low
                                                              or "ne(" in low or "ne :" in low or "ne:" in low)) \
            or "d.d.n" in low or "dob" in low or "birth" in low or "pid" in low or "born" in low \
            or ("na" in low and ("naci" in low or "nasc" in low or "nato" in low or "nata" in low)) or "geb" in low else None
        if pm is not None and "\n" in text[pm.start():s] and captions_value_over(text, pm.start()):
            pm = None  # the caption of the value over it, in a form printed value first
        if pm is not None and not (pm.group("sex") is None and _HOURS_AFTER.match(text, e)):
            # Only "Né / Née / Né(e) le" joins the span: it reveals the sex. A
            # neutral label ("Date de naissance :", "DDN") stays readable. After a birth
            # name ("Mme X née DUPONT le 07/10/2024 de 14 h à 18 h") hours make it a visit's date.
            start = pm.start() if pm.group("sex") else s
            return make_span(page, text, start, e, "DATE_NAISSANCE", SOURCE, CONF_BIRTH)
        if ("c" in low and ("décé" in low or "dece" in low or "décè" in low or "dcd" in low)) or "mort" in low or "death" in low \
                or "died" in low:
            if DEATH_PREFIX.search(text, max(0, s - 60), s) is not None:
                return make_span(page, text, s, e, "DATE_DECES", SOURCE, CONF_BIRTH)
        if "(" in text[max(0, s - 12):s] and NAME_PAREN_BEFORE.search(text, max(0, s - 100), s):
            return make_span(page, text, s, e, "DATE_NAISSANCE", SOURCE, CONF_BIRTH_AGE)
        if (am := AGE_AFTER.match(text, e)) is not None and _age_fits(text[s:e], am.group()):
            return make_span(page, text, s, e, "DATE_NAISSANCE", SOURCE, CONF_BIRTH_AGE)
        if "(" in text[max(0, s - 2):s] and (ab := AGE_BEFORE.search(text, max(0, s - 12), s)) is not None \
                and _age_fits(text[s:e], ab.group("age")):
            return make_span(page, text, s, e, "DATE_NAISSANCE", SOURCE, CONF_BIRTH_AGE)
        if "°" in text[max(0, s - 6):s] and _BORN_SIGN.search(text, max(0, s - 7), s):
            return make_span(page, text, s, e, "DATE_NAISSANCE", SOURCE, CONF_BIRTH)
        ls = text.rfind("\n", max(0, s - 80), s) + 1 or max(0, s - 80)
        if "dentit" in text[ls:s] and IDENTITY_LINE.search(text, ls, s) and not _EVENT_BEFORE.search(text, ls, s):
            return make_span(page, text, s, e, "DATE_NAISSANCE", SOURCE, CONF_BIRTH_AGE)
        if ")" in text[max(ls, s - 3):s] and SEX_PAREN_BEFORE.search(text, max(ls, s - 8), s):
            return make_span(page, text, s, e, "DATE_NAISSANCE", SOURCE, CONF_BIRTH_AGE)
        if "|" in text[max(ls, s - 8):s] and SEX_CELL_BEFORE.search(text, max(ls, s - 12), s):
            return make_span(page, text, s, e, "DATE_NAISSANCE", SOURCE, CONF_BIRTH_AGE)
        if "|" in text[ls:s] and (br := BIRTH_ROW.match(text[ls:s])) and _row_values_only(text[ls + br.end():s]):
            return make_span(page, text, s, e, "DATE_NAISSANCE", SOURCE, CONF_BIRTH)
        cn = CIVIL_NAME_BEFORE.search(text, max(ls, s - 90), s) if text[max(ls, s - 12):s].rstrip(" \t.")[-1:] in ("-", "–", ",") or \
            _WEEKDAY_TAIL.search(text, max(ls, s - 14), s) else None
        if cn is not None and any(len(w) > 1 and w.isupper() for w in re.split(r"[ \t]+", cn.group("n"))):
            if not _latest_year(text, s, e):
                return make_span(page, text, s, e, "DATE_NAISSANCE", SOURCE, CONF_BIRTH_AGE)
        # "… - MAIROT Chloé - 07/11/2025": after a dash, the page's latest date is a running header's
        dated_header = text[max(ls, s - 4):s].rstrip(" \t")[-1:] in ("-", "–", "—") and _latest_year(text, s, e)
        if " à " in text[e:e + 4] and _BIRTHPLACE_AFTER.match(text, e):
            return make_span(page, text, s, e, "DATE_NAISSANCE", SOURCE, CONF_BIRTH_AGE)
        j = s
        while j > ls and text[j - 1] in " \t,-—–·(":
            j -= 1
        w = text.rfind(" ", ls, j) + 1 or ls
        # (in brackets, "DOURNEL Thierry (18.5.97)", closed after it and not the page's latest date: a
        # signature's date is)
        bracket = "(" in text[j:s]
        nb = NAME_BEFORE.search(text, max(ls, s - 60), s) if j > ls and text[max(w, ls)].isupper() and not dated_header \
            and (not bracket or (text[e:e + 1] == ")" and not _latest_year(text, s, e))) else None
        if nb is not None and (_patient_name(nb.group("a"), nb.group("b")) or _compound_patient_name(text, ls, nb)) \
                and not TITLE_BEFORE.search(text, ls, nb.start()):
            return make_span(page, text, s, e, "DATE_NAISSANCE", SOURCE, CONF_BIRTH_AGE)
        return make_span(page, text, s, e, "DATE", SOURCE, CONF_DATE if full_year else CONF_DATE_2Y)
