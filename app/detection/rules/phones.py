"""French telephone numbers.

Every common writing of a 10-digit national number: "05 59 44 35 35",
"05.59.44.35.35", "05-59-44-35-35", "05/59/44/35/35", "0559443535", "+33 (0)5 59 44 35 35",
"+33 5 59 44 35 35", "0033 5 59…", "06 4578 1723", overseas ("+262 692 12 34 56",
"0692 12 34 56" is already national). A number is never taken from inside a
longer digit run (NIR, RPPS, lab tables) thanks to the look-arounds; a
separator must be used consistently, so a lab line "12.5 10.2 …" does not
fit. Internal extensions ("poste 4242", "bip 73389", "DECT 1234") count only
after their label.

Confidence: 0.99 international prefix; 0.97 separated national number;
0.90 ten glued digits (could be an identifier; an IPP label wins in the
merge); 0.35 labelled internal extension: shown in the window for review, below the
default threshold, so not masked unless ticked (a ward's "poste 4417" or a pager number
reaches no one from outside; every corpus written without the rules keeps it readable).
"""

from __future__ import annotations

import re as std_re

import regex as re

from app.detection.rules.common import OCR_DIGIT_FOR_LETTER, lowered, make_span, word_start_matches
from app.detection.spans import Span

SOURCE = "rules.phones"

# (but an on-call line's hours may stand right before it: "astreinte 24 h/24 07 00 11 55 41")
_NO_NUMBER_BEFORE = r"(?:(?<!\d[ .\-])|(?<=[hH]/24 )|(?<=[jJ]/7 ))"
_NO_DIGIT_BEFORE = r"(?<![\d\w])" + _NO_NUMBER_BEFORE
# Letters glued after a number happen in extracted text ("…34 26ilig"):
# only a further digit stops a match.
_NO_DIGIT_AFTER = r"(?![ .\-]?\d)"
# After the nine digits of a "+33" number, one space and a run of three digits or more, or of
# digits and letters, is the next column's value ("+33 7 00 11 29 90 915223438301", a table
# whose columns one space apart hold the phone and an identity card): no pair of the number.
_INTL_END = r"(?![.\-]?\d|[ \t]\d{1,2}(?!\w))"

PATTERNS = (
    # +33 / 0033, optional (0), then 9 digits in pairs (first alone).
    # (the prefix in brackets, "(+33) 6 39 98 46 83", or the first digit, "+33 (6) 39 98 90 04"; or a
    # dot after it, "+33.6.39.98.89.30"; the nine digits in any grouping, "+33 5 364 97 362"; two blanks
    # where a justified or spaced-out line widens them, "+33  (0)2  41  32  87  50")
    (re.compile(
        r"(?<![\d\w])(?:\(\+33\)|" + _NO_NUMBER_BEFORE + r"(?:\+|00)\s?33)(?:[\s.\-]| {2})?(?:\(0\)\s{0,2})?(?:[1-9]|\([1-9]\))"
        r"(?:(?:[ .\-]| {2})?\d){8}" + _INTL_END), 0.99),
    # Overseas departments' country codes (+262, +590, +594, +596, +269, +687, +689).
    (re.compile(
        _NO_DIGIT_BEFORE + r"(?:\+|00)\s?(?:262|590|594|596|269|508|681)\s?(?:\(0\)\s?)?\d{3}(?:[ .\-]?\d{2}){3}" + _NO_DIGIT_AFTER), 0.99),
    (re.compile(_NO_DIGIT_BEFORE + r"(?:\+|00)\s?(?:687|689)\s?\d{2}(?:[ .\-]?\d{2}){2,3}" + _NO_DIGIT_AFTER), 0.97),
    # Other countries: + and 2–3 digit code, 8–11 digits.
    (re.compile(_NO_DIGIT_BEFORE + r"\+(?!33)[1-9]\d{1,2}[ .\-]?(?:\(0\)[ .]?)?\d(?:[ .\-]?\d){7,10}" + _NO_DIGIT_AFTER), 0.90),
    # The same dialled from France with "00", or the code in brackets: "00352 661 164 171",
    # "0049 (0)761 / 939165", "(+352) 691 884 796" (a cross-border patient's or family's number).
    # (two- and three-digit country codes only: "1A 007 976 5279 4", a registered letter's number,
    # is no "00 7" call to Russia)
    # (a blank, a dot or a dash after the code, as every writer sets it apart: "0020013 6 0006", a
    # table's glued numbers, is no call to Egypt)
    (re.compile(_NO_DIGIT_BEFORE + r"(?:00(?!33)[2-9]\d{1,2}[ .\-]|\(\+?(?!33)[1-9]\d{0,2}\)[ .\-]?)(?:\(0\)[ .]?)?\d"
                r"(?:(?:[ .\-]|[ \t]?/[ \t]?)?\d){7,10}" + _NO_DIGIT_AFTER), 0.90),
    # National, consistent separator.
    (re.compile(_NO_DIGIT_BEFORE + r"0[1-9](?P<sep>[ .\-/]|\u00a0| {2})\d{2}(?:(?P=sep)\d{2}){3}" + _NO_DIGIT_AFTER), 0.97),
    # National, "0X XX XX XX XX" written with 4 + 6 or 4+2+2+2 (overseas habit).
    (re.compile(_NO_DIGIT_BEFORE + r"0[1-9]\d{2}[ .\-]\d{2}[ .\-]?\d{2}[ .\-]?\d{2}" + _NO_DIGIT_AFTER), 0.95),
    # National with its 0 in brackets, the international prefix left out: "(0)63 998 9457".
    # (a literal start, no look-behind, keeps the scan quick; "+33 (0)…" is taken whole by the first pattern)
    (re.compile(r"\(0\)[ \t]?[1-9](?:[ .\-]?\d){8}" + _NO_DIGIT_AFTER), 0.90),
    # Ten glued digits.
    (re.compile(r"(?<![\w.,/\-])0[1-9]\d{8}(?![\w]|[.,/]\d)"), 0.90),
    # A scan's OCR reads the first blank or dot as a colon or a comma ("01:71 17 52 22"); the
    # other three separators agree, so an hour ("08:30") followed by a few numbers does not fit.
    (re.compile(_NO_DIGIT_BEFORE + r"0[1-9][:,] ?\d{2}(?P<sep>[ .\-])\d{2}(?:(?P=sep)\d{2}){2}" + _NO_DIGIT_AFTER), 0.85),
)
# The first four patterns need a "+" or a "00" that no digit or letter precedes: pages
# without one skip them (a literal scan instead of four pattern scans).
_FIRST_NATIONAL = 5
_INTL_HINT = re.compile(r"\+|(?<![\d\w])00")
# A national number cut by a line break between two of its pairs ("tél. 07 60⏎22 06 18"),
# the same separator on both sides of the break; a hyphen may end the line ("05-91-89-⏎56-08").
BROKEN = re.compile(_NO_DIGIT_BEFORE + r"0[1-9](?:(?P<sep>[ .\-])\d{2}){0,3}[ \t]*(?P<hy>-?)\r?\n[ \t]*\d{2}(?:(?P<sep2>[ .\-])\d{2}){0,3}"
                    + _NO_DIGIT_AFTER)
# The same with the international prefix ("+33 7 92 65 04⏎33"): 9 digits after the 33.
# (a blank line may stand in the break: a justified paragraph whose lines a writer set apart,
# "+33 7 00 11⏎⏎83 20"; the prefix and the digit count keep a next paragraph's numbers out)
BROKEN_INTL = re.compile(_NO_DIGIT_BEFORE + r"(?:\+|00)\s?33[ \t]?(?:\(0\)[ \t]?)?[1-9](?:(?P<sep>[ .\-])\d{2}){0,3}[ \t]*(?P<hy>-?)\r?\n(?:[ \t]*\r?\n)?"
                         r"[ \t]*\d{2}(?:(?P<sep2>[ .\-])\d{2}){0,3}" + _NO_DIGIT_AFTER)
CONF_BROKEN = 0.90
_EXTENSION = r"(?:poste|bip|dect|t[ée]l\.?|t[ée]l[ée]phone)\s*(?:n°|:)?\s*(?P<v>\d{4,5})(?![\w]|[.,/]\d)"
EXTENSION = re.compile(r"(?<![\w])" + _EXTENSION, re.IGNORECASE)
# The same on the page in lower case, at word starts (``word_start_matches``): a scan
# without the case-blind look-behind is several times faster.
_EXTENSION_LOW = std_re.compile(_EXTENSION)


# A number after a phone label is the phone whatever its writing ("Fax +3 39 26 74 65",
# "Tél. +399274483": a prefix cut short, a foreign plan): eight digits or more.
# (a foreign writing too: "Tél. 081/865.12.48", "Téléphone 0049 (0)781 / 586724"; and after "joignable au")
_LABELLED = std_re.compile(r"(?:T[ée]l(?:[ée]phone)?|TEL|TÉL(?:ÉPHONE)?|Fax|FAX|fax|Portable|PORTABLE|Mobile|MOBILE|GSM|Standard|STANDARD"
                           # ("par fax au …"; the number on the line under its caption, "Téléphone :⏎0175 8172438")
                           r"|joignable[ \t]+au(?:[ \t]+num[ée]ro)?)(?:[ \t]+au(?=[ \t]))?\.?[ \t]*(?:[:.][ \t]*)?(?:\n[ \t]*)?"
                           # (not a date: "Tél.⏎12/03/2025", a column's caption over a row's date)
                           r"(?![0-3]?\d[/.\-][01]?\d[/.\-](?:19|20)?\d\d(?!\d))"
                           r"(?P<v>\+?\d(?:(?:[ .\-/]|[ \t]/[ \t]|[ \t]?\(0\)[ \t]?)?\d){7,13})(?![ .\-/]?\d)")
CONF_LABELLED = 0.90
CONF_EXTENSION = 0.35
# Ten digits opening with "0X", grouped any way with one separator throughout ("01 23 456 789",
# "06 123 456 78", "012 345 6789", "0 612 345 678"; the groups of three or four, "0XXX XXX XXX" and
# "0X XXXX XXXX", among them), or the area code in brackets ("(01) 23 45 67 89"):
# every writer groups a number its own way, and ten digits from "0X" with one separator are a
# phone (a date and an hour, "01 02 2025 10", is left alone). Less sure than pairs.
_ANY_GROUPING = re.compile(_NO_DIGIT_BEFORE + r"(?:\(0[1-9]\d{0,2}\)[ \t]?\d{2}|0(?:[1-9]\d{0,2})?)(?P<sep>[ .\-/])\d{2,4}(?:(?P=sep)\d{2,4}){1,4}"
                           + _NO_DIGIT_AFTER)
_DATE_HEAD = std_re.compile(r"\(?(?:0[1-9]|[12]\d|3[01])\)?[ .\-/](?:0[1-9]|1[0-2])[ .\-/](?:19|20)\d{2}")
CONF_ANY_GROUPING = 0.85


class PhoneDetector:
    name = SOURCE

    def detect_page(self, page: int, text: str) -> list[Span]:
        out: list[Span] = []
        taken: list[tuple[int, int]] = []
        intl = "+" in text or ("00" in text and _INTL_HINT.search(text) is not None)
        for k, (pat, conf) in enumerate(PATTERNS):
            for m in pat.finditer(text) if intl or k >= _FIRST_NATIONAL else ():
                s, e = m.span()
                if any(s < b and a < e for a, b in taken):
                    continue
                sp = make_span(page, text, s, e, "TEL", SOURCE, conf)
                if sp:
                    out.append(sp)
                    taken.append((s, e))
        broken = [(m, 10) for m in BROKEN.finditer(text)] + [
            (m, 11) for m in (BROKEN_INTL.finditer(text) if intl else ()) if "33" in m.group()[:5]] if "\n" in text else ()
        for m, n_digits in broken:
            s, e = m.span()
            seps = {x for x in (m.group("sep"), m.group("sep2"), m.group("hy")) if x}  # "05-91-89-⏎56-08": wrapped at a hyphen
            digits = sum(map(str.isdigit, m.group())) - ("(0)" in m.group())  # the "(0)" of "+33 (0)6" is not dialled
            if digits != n_digits or len(seps) > 1 or any(s < b and a < e for a, b in taken):
                continue
            sp = make_span(page, text, s, e, "TEL", SOURCE, CONF_BROKEN)
            if sp:
                out.append(sp)
                taken.append((s, e))
        for m in _ANY_GROUPING.finditer(text):
            s, e = m.span()
            if sum(map(str.isdigit, m.group())) != 10 or _DATE_HEAD.match(m.group()) or any(s < b and a < e for a, b in taken):
                continue
            sp = make_span(page, text, s, e, "TEL", SOURCE, CONF_ANY_GROUPING)
            if sp:
                out.append(sp)
                taken.append((s, e))
        for m in word_start_matches(_LABELLED, text):
            s, e = m.span("v")
            if not any(s < b and a < e for a, b in taken):
                sp = make_span(page, text, s, e, "TEL", SOURCE, CONF_LABELLED)
                if sp:
                    out.append(sp)
                    taken.append((s, e))
        out += _misread_phones(page, text, taken)
        low = lowered(text)
        for m in word_start_matches(_EXTENSION_LOW, low) if len(low) == len(text) else EXTENSION.finditer(text):
            sp = make_span(page, text, m.start("v"), m.end("v"), "TEL", SOURCE, CONF_EXTENSION)
            if sp:
                out.append(sp)
        return out


# Letters a scan's text layer reads for digits ("O0 33 4 65 71 69 74", "04.b5.71.24.70"): read back as
# the digit, only between or beside digits, the text's length kept.
# (not a bar: a table's cells "01|11|1995" hold a date)
_MISREAD_LETTERS = "OolIZbB"
_MISREAD_DIGIT = str.maketrans({c: OCR_DIGIT_FOR_LETTER[c] for c in _MISREAD_LETTERS})
_LETTER_AFTER_DIGIT = std_re.compile(r"[0-9][OolIZbB]")
_DIGIT_AFTER_LETTER = std_re.compile(r"[OolIZbB][0-9]")
_NUMBER_CHARS = frozenset("0123456789 .-")


def _misread_phones(page: int, text: str, taken: list[tuple[int, int]]) -> list[Span]:
    """Phones a text layer misread one or two digits of, as letters: found on the text with those
    letters read as digits, and kept when eight digits at least were read right."""
    # (two scans of one class each, then the other side of the letter: a tenth of one pattern's cost)
    n = len(text)
    spots = sorted({m.start() + 1 for m in _LETTER_AFTER_DIGIT.finditer(text) if m.end() == n or text[m.end()] in _NUMBER_CHARS}
                   | {m.start() for m in _DIGIT_AFTER_LETTER.finditer(text) if m.start() > 0 and text[m.start() - 1] in _NUMBER_CHARS})
    if not spots:
        return []
    chars = list(text)
    for i in spots:
        chars[i] = text[i].translate(_MISREAD_DIGIT)
    fixed = "".join(chars)
    out = []
    # (only the lines that hold a misread letter are read again)
    lines = sorted({(fixed.rfind("\n", 0, i) + 1, (fixed.find("\n", i) + 1 or len(fixed) + 1) - 1) for i in spots})
    for pat, conf in [*PATTERNS, (_ANY_GROUPING, CONF_ANY_GROUPING)]:
        for m in (m for ls, le in lines for m in pat.finditer(fixed, ls, le)):
            s, e = m.span()
            misread = sum(1 for i in spots if s <= i < e)
            if not misread or misread > 2 or sum(map(str.isdigit, text[s:e])) < 8 or any(s < b and a < e for a, b in taken) \
                    or (pat is _ANY_GROUPING and (sum(map(str.isdigit, m.group())) != 10 or _DATE_HEAD.match(m.group()))):
                continue
            sp = make_span(page, text, s, e, "TEL", SOURCE, conf)
            if sp:
                out.append(sp)
                taken.append((s, e))
    return out

