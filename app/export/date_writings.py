"""A date's writings: parse one ("21/05/1949", "21 mai 1949", "né(e) le 03061979", "3-XI-1987")
and build the pattern that finds every other writing of it (another separator, a 2-digit
year, no zero padding, the month in words, "1er", the "Né(e) le" words of a birth date).
"""

from __future__ import annotations

import datetime
import re
from functools import lru_cache

from app.detection.rules.common import ROMAN_MONTH_ALT, ROMAN_MONTHS
from app.detection.rules.dates_calendar import calendar_writings, parse_calendar
from app.detection.rules.dates_words import parse_words_date
from app.export.folding import fold

MONTHS = (  # French words and abbreviations, the English ones of "07-SEP-1943" (DD-MON-YYYY exports),
    # and the full names of the languages letters from abroad are written in (folded: no accents)
    ("janvier", "janv", "jan", "january", "enero", "gennaio", "janeiro", "januar", "janner"),
    ("fevrier", "fevr", "fev", "feb", "february", "febrero", "febbraio", "fevereiro", "februar"),
    ("mars", "mar", "march", "marzo", "marco", "marz", "maerz"),
    ("avril", "avr", "apr", "april", "abril", "aprile"),
    ("mai", "may", "mayo", "maggio", "maio"),
    ("juin", "jun", "june", "junio", "giugno", "junho", "juni"),
    ("juillet", "juil", "jul", "july", "julio", "luglio", "julho", "juli", "jui"),  # ("jui.": juin or juillet;
    # read as July like the dates rule, so both readings of one document agree)
    ("aout", "aou", "aug", "august", "agosto"),
    ("septembre", "sept", "sep", "september", "septiembre", "setiembre", "settembre", "setembro"),
    ("octobre", "oct", "october", "octubre", "ottobre", "outubro", "oktober"),
    ("novembre", "nov", "november", "noviembre", "novembro"),
    ("decembre", "dec", "december", "diciembre", "dicembre", "dezembro", "dezember"),
)
_ACCENTED = {"fevrier": "f[ée]vrier", "fevr": "f[ée]vr", "fev": "f[ée]v", "aout": "ao[uû]t", "decembre": "d[ée]cembre", "dec": "d[ée]c",
             "marco": "mar[cç]o", "marz": "m[äa]rz", "janner": "j[äa]nner"}

_DATE_SEP = r"(?:\s*[/.\-·_]\s*|\s+)"
_BIRTH_WORDS = r"(?:n[ée]e?\s*(?:\(\s*e\s*\))?\s*(?:le\s*)?:?\s*)?"
_NUM_DATE = re.compile(r"(?<!\d)(\d{1,4})\s*[/.\- ·_\\,:]\s*(\d{1,2})\s*[/.\- ·_\\,:]\s*(\d{1,4})(?!\d)")
# "1966-05-04T23:00:00.000Z": a JavaScript export's UTC time of local midnight, the day after.
_UTC_MIDNIGHT = re.compile(r"((?:18|19|20)\d\d)-([01]\d)-([0-3]\d)T2[23]:00:00(?:\.0{1,3})?Z")
# "28JUL1951", "11JUL70": day, month abbreviation and year glued, as SAS and mainframe exports print them.
_GLUED_MON_DATE = re.compile(r"([0-3]\d)([A-Za-zÉéÛû]{3,4})((?:18|19|20)\d\d|\d\d)")
_TXT_DATE = re.compile(r"(?<!\d)(\d{1,2})(?:er|st|nd|rd|th|º|°|\.)?,?(?:\s+|-)(?:de\s+)?([^\W\d_]+)\.?,?(?:\s+|-)(?:del?\s+)?(\d{2,4})(?!\d)")
_TXT_DATE_MDY = re.compile(r"([^\W\d_]+)\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})(?!\d)")  # "March 3, 1962"



def _day(d: int) -> str:
    if d == 1:
        return r"(?:0?1|1er)"
    return "0?%d" % d if d < 10 else "%d" % d


def _month_words(m: int) -> str:
    words = [_ACCENTED.get(w, w) for w in MONTHS[m - 1]]
    return "(?:%s)" % "|".join(sorted(words, key=len, reverse=True))


def _year(y: str) -> str:
    if len(y) == 4:
        return "(?:%s|%s)" % (y, y[2:])
    if len(y) == 2:
        return "(?:\\d\\d)?%s" % y
    return re.escape(y)


_GLUED_DATE = re.compile(r"(?<!\d)([0-3]\d)([01]\d)((?:18|19|20)\d\d)(?!\d)")
# Year first, as HL7 and CDA print it, maybe with the time glued after ("19491218", "19491218000000").
_GLUED_YMD = re.compile(r"((?:18|19|20)\d\d)([01]\d)([0-3]\d)(?:[0-2]\d[0-5]\d(?:[0-5]\d)?)?")
_BIRTH_CUE = re.compile(r"(?i)n[ée]e?(?:\(e\))?[ \t]+le[ \t\n]+(?=\d)")
_BIRTH_CUE_GLUED = re.compile(r"(?i)n[ée]e?(?:\(e\))?[ \t]+le[ \t\n]+\d{8}[ \t]*\Z")
# "0 4 1 1 1 9 7 9", "1  7  0  4  1  9  7  2": a form's boxes, one digit each (separators may stand
# between day, month and year)
_SPACED_DATE = re.compile(r"(?<!\d)(?<!\d[ \t])(\d(?:[ \t]+(?:[/.\-][ \t]+)?\d){7})(?![ \t]*\d)")


# "3-XI-1987": the month in Roman numerals (the date rules read it too).
_ROMAN_DATE = re.compile(r"\b([0-3]?\d)[ \t]?[-./ ][ \t]?(" + ROMAN_MONTH_ALT + r")[ \t]?[-./ ][ \t]?((?:18|19|20)\d\d)\b")


@lru_cache(maxsize=4096)  # the document pass reads each date hit twice (birth inference, relabelling)
def parse_date(value: str) -> tuple[int, int, str] | None:
    """(day, month, year digits) of a French date written with digits or words
    (glued DDMMYYYY too: "24081985")."""
    if (u := _UTC_MIDNIGHT.fullmatch(value.strip())) is not None:
        try:
            day = datetime.date(int(u.group(1)), int(u.group(2)), int(u.group(3))) + datetime.timedelta(days=1)
        except ValueError:
            return None
        return day.day, day.month, "%04d" % day.year
    if (cal := parse_calendar(value)) is not None:  # "1987-W50-6", "1941-054"
        return cal
    if (gm := _GLUED_MON_DATE.fullmatch(value.strip())) is not None:
        mo = next((i + 1 for i, names in enumerate(MONTHS) if fold(gm.group(2)).lower() in names), None)
        if mo is not None and 1 <= int(gm.group(1)) <= 31:
            return int(gm.group(1)), mo, gm.group(3)
    g = _GLUED_DATE.fullmatch(value.strip())
    if g is None and _BIRTH_CUE_GLUED.match(value):  # "né(e) le 03061979": the cue inside the birth date's span
        g = _GLUED_DATE.search(value)
    if g is None and (sp := _SPACED_DATE.search(value)) is not None:
        g = _GLUED_DATE.fullmatch("".join(filter(str.isdigit, sp.group())))
    if g:
        d, mo = int(g.group(1)), int(g.group(2))
        if 1 <= d <= 31 and 1 <= mo <= 12:
            return d, mo, g.group(3)
    glued = value.strip()
    glued = glued[c.end():] if (c := _BIRTH_CUE.match(glued)) is not None else glued  # "née le 19491218000000"
    if (y := _GLUED_YMD.fullmatch(glued)) is not None and 1 <= int(y.group(3)) <= 31 and 1 <= int(y.group(2)) <= 12:
        return int(y.group(3)), int(y.group(2)), y.group(1)
    m = _NUM_DATE.search(value)
    if m:
        a, b, c = m.groups()
        if len(a) == 4:  # ISO: year first
            a, c = c, a
        elif len(a) == 2 and len(c) == 2 and int(a) > 31 and 1 <= int(c) <= 31:  # "80-02-02": a short year first
            a, c = c, a
        d, mo = int(a), int(b)
        if 1 <= d <= 31 and 1 <= mo <= 12 and len(c) in (2, 4):
            return d, mo, c
    r = _ROMAN_DATE.search(value)
    if r:
        d, mo = int(r.group(1)), ROMAN_MONTHS.index(r.group(2)) + 1
        if 1 <= d <= 31:
            return d, mo, r.group(3)
    m = _TXT_DATE.search(value)
    n = _TXT_DATE_MDY.search(value) if m is None else None
    if m is None and n is None and (w := parse_words_date(value)) is not None:
        return w  # "quinze février mil neuf cent cinquante-neuf"
    if m or n:
        d, word, y = m.groups() if m else (n.group(2), n.group(1), n.group(3))
        fw = fold(word).rstrip(".")
        for i, names in enumerate(MONTHS):
            if fw in names:
                if 1 <= int(d) <= 31:
                    return int(d), i + 1, y
    return None


def date_pattern(d: int, m: int, y: str, birth: bool) -> re.Pattern:
    day, mon, yr = _day(d), "0?%d" % m if m < 10 else "%d" % m, _year(y)
    words = _month_words(m)
    alts = [
        day + _DATE_SEP + mon + _DATE_SEP + yr,
        day + r"(?:\s+|-)" + words + r"\.?(?:\s+|-)" + yr,
        # as letters from abroad write it: "3rd March 1962", "14 de febrero de 1975", "March 3, 1962"
        day + r"(?:st|nd|rd|th|º|°|\.)?,?\s+(?:de\s+)?" + words + r"\.?,?\s+(?:del?\s+)?" + yr,
        words + r"\s+" + day + r"(?:st|nd|rd|th)?,?\s+" + yr,
    ]
    if len(y) == 4:
        alts.append(y + _DATE_SEP + mon + _DATE_SEP + day)
        alts.append(day + r"\s?[-./ ]\s?" + ROMAN_MONTHS[m - 1] + r"\s?[-./ ]\s?" + yr)  # "3-XI-1987"
    if len(y) == 4:
        # backslashes, commas or colons, as the date rules read them (a 4-digit year: "23:02:41" is a time)
        alts.append(day + r"[ \t]*[\\,:][ \t]*" + mon + r"[ \t]*[\\,:][ \t]*" + y)
    if birth and int(y[-2:]) > 31:
        # the short year first, as some software prints a birth ("80-02-02"): only a year past 31,
        # which no day is
        alts.append(r"(?:\d\d)?%s[-/.]%02d[-/.]%02d" % (y[-2:], m, d))
    if birth and len(y) == 4:
        alts.extend(calendar_writings(d, m, y))  # the ISO week ("1987-W50-6") and ordinal ("1987-348") dates
        # glued ("24081985"): a birth date is often printed so beside the name (eight
        # digits only: six would find lab values and codes)
        alts.append("%02d%02d%s" % (d, m, y))
        alts.append(r"%s%02d%02d(?:[0-2]\d[0-5]\d(?:[0-5]\d)?)?" % (y, m, d))  # year first, as HL7 prints it, maybe timed
        alts.append(r"%02d" % d + words + r"(?:%s|%s)" % (y, y[2:]))  # glued, the month abbreviated ("28JUL1951", "11JUL70")
        try:  # local midnight in UTC, the day before ("1966-05-04T23:00:00.000Z" for 5 May 1966)
            eve = datetime.date(int(y), m, d) - datetime.timedelta(days=1)
            alts.append(r"%04d-%02d-%02dT2[23]:00:00(?:\.0{1,3})?Z" % (eve.year, eve.month, eve.day))
        except ValueError:
            pass
        # spaced one digit a box ("0 4 1 1 1 9 7 9"), separators between the parts or not
        day_d, mon_d = "%02d" % d, "%02d" % m
        gap, part = r"[ \t]+", r"[ \t]+(?:[/.\-][ \t]+)?"
        alts.append(gap.join(day_d) + part + gap.join(mon_d) + part + gap.join(y))
    core = "(?:%s)" % "|".join(alts)
    prefix = _BIRTH_WORDS if birth else ""
    # (an export's time may follow the date: "1952-10-03T00:00")
    return re.compile(r"(?<![\w])" + prefix + core + r"(?:(?![\w])|(?=T[0-2]\d:[0-5]\d))", re.IGNORECASE)
