"""Small helpers shared by the rule families.

Character classes are spelled out (instead of ``\\p{Lu}``) so the families
can use the standard library's ``re``, which is faster than ``regex`` on the
short patterns here: rules must run at hundreds of pages a second.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from typing import Iterator

import regex

from app.detection.spans import Span

# The letters of foreign patients' names too: Latin Extended-A (Polish, Czech, Turkish, Baltic:
# "Ołowska", "Dvořák", "Yılmaz"), Romanian's comma-below letters and Vietnamese ("Nguyễn Thị").
_EXTRA = "".join(map(chr, (*range(0x100, 0x180), 0x1A0, 0x1A1, 0x1AF, 0x1B0, *range(0x218, 0x21C), *range(0x1EA0, 0x1EFA))))
UPPER = "A-ZÀÂÄÁÃÇÉÈÊËÍÎÏÑÓÔÖÕÚÙÛÜŸÆŒ" + "".join(c for c in _EXTRA if c.isupper())
LOWER = "a-zàâäáãçéèêëíîïñóôöõúùûüÿæœß" + "".join(c for c in _EXTRA if c.islower())
# An apostrophe as it appears in PDFs.
APOS = "'’"

# Label-to-value gap: colons, spaces, dot leaders ("IPP .......: ", or alone on the line between),
# "n°", table bars, at most two line breaks (a label alone on its line may have its value after a
# blank line: each cell a block of text), two more around a leader printed as a block of its own.
# (a dictation quotes its captions, "« IPP » : …"; a book runs the caption into the text, "IPP. — …";
# a large-print sheet makes a sentence of it, "IPP, c'est : …"; a form points at the value, "IPP ›";
# a template brackets it, "[IPP] …")
# (a "*" may open the value: barcode fonts print "*00451238*"; a writer without the degree sign
# leaves "n" alone: "Dossier n L180389108")
LABEL_GAP = r"[ \t]*\)?[ \t]*(?:\(s\))?[ \t]*(?:\.(?:[ \t]?\.)+[ \t]*)?(?:[»”\"\]][ \t]*)?(?:\.?[ \t]*(?:[—–]|(?<=[ \t])-(?=[ \t]))[ \t]*)?(?:,[ \t]*c['’]est[ \t]*)?(?:[:=|#?›]|n°|N°|No\.?|Nº|n[ \t]|no\.?(?=[ \t]))?[ \t:|]*(?:\r?\n[ \t|]*(?:\.(?:[ \t]?\.)+[ \t]*(?:\r?\n[ \t]*){0,2})?){0,2}[:| \t]*\*?"


# What may close a caption before its separator, shared by the readings that take a caption's
# own separator rather than ``LABEL_GAP``: a dictation's closing quote ("« Prénom » : …"), a
# template's bracket ("[Prénom] : …") and a large-print sheet's sentence ("Prénom, c'est : …"). A book's run-in caption ends with
# ``RUN_IN_DASH`` ("Prénom. — …").
CAPTION_CLOSE = r"[ \t]*[»”\"\]]?[ \t]*(?:,[ \t]*c['’]est[ \t]*)?"
RUN_IN_DASH = r"\.?[ \t]*[—–]"

# Every character ``LABEL_GAP`` can match, in one class: the backward test below only has to
# say whether a label may end the window (a superset is enough; the forward match decides),
# and one starred class backtracks in a straight line where the gap's run of optional parts,
# each with its own "[ \t]*", tries every way of sharing the spaces out before failing.
# The digit a scan's text layer puts for a letter, or reads a digit as ("8ENALI" for BENALI, "04.b5.71…"
# for 04.65.71…): one table for the phones read back as digits and the names searched misread.
OCR_DIGIT_FOR_LETTER = {"B": "8", "b": "6", "O": "0", "o": "0", "I": "1", "l": "1", "i": "1", "S": "5", "Z": "2", "G": "6"}
# A form's number before a field's caption: a questionnaire's "Q6." or "6)", a section's field "1.4", a box's "[4]" or "[2 bis]".
FIELD_NUMBER = r"(?:Q?\d{1,2}[.)][ \t]+|\d{1,2}(?:\.\d{1,2}){1,2}\.?[ \t]+|\[\d{1,2}(?:[ \t]*bis)?\][ \t]*)"
# What civil status writes in brackets after a birthplace: its département's number, or "étranger"
# ("… à Toulouse (31)", "… à Oran (étranger)"); the dates and the birthplaces read it alike.
DEPT_OR_ABROAD = r"\((?:\d{2,3}|2[AB]|[ée]tranger|[ÉE]TRANGER)\)"


_LOOSE_GAP = r"(?:[ \t\r\n).(s:=|#?n°NoNº*»”\"\]—–›]|,[ \t]*c['’]est)*"


def leader_start(text: str, start: int, end: int) -> int:
    """``start`` moved back by the length of the dot leader that ends the window
    ``[start, end)`` ("Date de naissance .......................... 05082002", as listings
    and forms print a caption and its value far apart): a label window counts no leader."""
    j = end
    while j > 0 and text[j - 1] in " \t,":
        j -= 1
    w = j  # a weekday may stand between the leader and a date ("...... dimanche 20 mai 1945")
    while w > 0 and w > j - 10 and text[w - 1].isalpha():
        w -= 1
    if w < j and w > 0 and text[w - 1] in " \t" and text.count(".", max(0, w - 8), w) >= 4:
        j = w
    k = j
    while k > 0 and text[k - 1] in ". \t\n":  # a leader may stand alone on its line, between caption and value
        k -= 1
    return max(0, start - (j - k)) if text.count(".", k, j) >= 4 else start


class LabelBefore:
    """A label pattern that ends with ``\\Z``, searched in the window just before a value.

    A forward search tries every start of the window; the same pattern matched from
    the end (``regex.REVERSE``, its gap loosened) settles in one attempt whether any label
    may end there.
    Only then does the forward search run, from the starts of words only, so the match
    is the leftmost label that begins a word (the longest: "ID patient", not "patient")."""

    def __init__(self, pattern: str):
        self.pattern = pattern
        self.forward = re.compile(pattern)
        self._backward = regex.compile(pattern.replace(LABEL_GAP, _LOOSE_GAP), regex.REVERSE | regex.V0)
        # The same pattern tried only where a word starts, in one search (global flags stay first).
        flags = re.match(r"\(\?[aiLmsux]+\)", pattern)
        lead = flags.group() if flags else ""
        self._at_word = re.compile(lead + r"(?<![^\W\d_])(?=[^\W\d_])(?:" + pattern[len(lead):] + ")")

    def search(self, text: str, start: int, end: int) -> re.Match | None:
        start = leader_start(text, start, end)
        if self._backward.search(text, start, end) is None:
            return None
        # Labels begin a word: the leftmost label that begins one (callers want a label that
        # begins a word, so a match from inside a word was never used); the look-behind turns
        # every other start away before the alternation is tried.
        return self._at_word.search(text, start, end)


_CAPTION_LINE = re.compile(r"[ \t]*[^\W\d_][^\W\d_'’()\-]*(?:[ \t]+[^\W\d_(][^\W\d_'’()\-]*){0,2}[ \t]*\n[ \t]*\Z")
# The same caption ending with its colon, a blank line between it and the value: "Mutuelle des
# Cheminots du Centre - adhérent⏎Complémentaire :⏎⏎M708792442" (the form read value first).
_COLON_CAPTION_LINE = re.compile(r"[ \t]*[^\W\d_][^\W\d_'’()\-]*(?:[ \t]+[^\W\d_(][^\W\d_'’()\-]*){0,2}[ \t]*:[ \t]*\n"
                                 r"[ \t]*\n[ \t]*\Z")


def wrapped_caption_start(text: str, vs: int) -> int | None:
    """Where the line before the value's starts, when the value opens its line and that line
    is a short caption of one to three words: a grid cell whose value wrapped around the next
    cell's caption as the page is read ("Harmonie Santé Argoat, adhérent n°⏎Complémentaire⏎
    AD615321921", "COUTURIER – ADELI⏎Ergothérapeute⏎646295170"); a gutter's line number may
    stand between them. The label is then searched before that caption line. None otherwise."""
    ls = text.rfind("\n", 0, vs)
    if ls <= 0 or text[ls + 1:vs].strip(" \t"):
        return None
    if (pe := _before_line_number(text, ls)) != ls:
        ls, vs = pe, pe + 1  # (the caption's line then ends where the number's blank lines begin)
    cs = text.rfind("\n", 0, ls) + 1
    if cs <= 0 or ls - cs > 32 or not _CAPTION_LINE.match(text, cs, vs):
        # (a caption with its colon, then a blank line: the line before the blank one)
        if ls <= 0 or text[ls - 1] != "\n":
            return None
        cs = text.rfind("\n", 0, ls - 1) + 1
        if cs <= 0 or ls - cs > 34 or not _COLON_CAPTION_LINE.match(text, cs, vs):
            return None
    return cs


def _before_line_number(text: str, ls: int) -> int:
    """The end of the line before a gutter's line number ("…⏎Complémentaire⏎⏎28⏎⏎ADH-…", a page
    whose lines are numbered in the margin, read a cell a line) that stands, between blank lines
    or none, over the line ending at ``ls``; ``ls`` itself when there is no such number."""
    pe = ls
    while pe > 0 and text[pe - 1] == "\n":
        pe -= 1
    ps = text.rfind("\n", 0, pe) + 1
    number = text[ps:pe].strip(" \t")
    if ps == 0 or not (number.isdigit() and len(number) <= 3):
        return ls
    pe = ps - 1
    while pe > 0 and text[pe - 1] == "\n":
        pe -= 1
    return pe


def word_start_matches(pattern: re.Pattern, text: str, bad: str = "") -> Iterator[re.Match]:
    """What ``finditer`` of ``(?<![\\w<bad>])`` + ``pattern`` gives, without the look-behind.

    A leading look-behind stops ``re`` from scanning for the pattern's first characters, so
    it tries the whole pattern at every character of the page; here the pattern is searched
    alone and a match that does not begin a word is passed over one character at a time."""
    pos = 0
    while True:
        m = pattern.search(text, pos)
        if m is None:
            return
        if left_ok(text, m.start(), bad):
            yield m
            pos = m.end() if m.end() > m.start() else m.end() + 1
        else:
            pos = m.start() + 1


def line_start_matches(pattern: re.Pattern, text: str) -> Iterator[re.Match]:
    """What ``finditer`` gives for a MULTILINE ``pattern`` that begins with "^", tried at the
    starts of lines only (``re`` tries a leading "^" at every character of the page)."""
    pos = end = 0
    while True:
        if pos >= end:  # (not inside the last match)
            m = pattern.match(text, pos)
            if m is not None:
                yield m
                end = m.end()
        nl = text.find("\n", pos)
        if nl < 0:
            return
        pos = nl + 1


# French weekdays, as dates print them before the day ("jeudi 12 mars") and as no name is written.
WEEKDAYS = ("lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche")
WEEKDAY = "(?:" + "|".join(WEEKDAYS) + ")"
# Months in Roman numerals, as some registries write a date ("3-XI-1987"); longest first in
# the alternation, so that "XII" is not read as "X".
ROMAN_MONTHS = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII")
ROMAN_MONTH_ALT = "|".join(sorted(ROMAN_MONTHS, key=len, reverse=True))


_LOWERED: tuple = ("", "")


def lowered(text: str) -> str:
    """``text.lower()``, computed once for the several rules that read the same page in lower
    case (the last page's is kept; one tuple, so threads never mix two pages)."""
    global _LOWERED
    last = _LOWERED
    if last[0] is text:
        return last[1]
    low = text.lower()
    _LOWERED = (text, low)
    return low


def unaccented(s: str) -> str:
    """``s`` without its accents, case kept ("MERCIÉR" → "MERCIER")."""
    if s.isascii():
        return s
    return "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))


@lru_cache(maxsize=65536)
def fold(s: str) -> str:
    """Case- and accent-insensitive form used for allow-list look-ups."""
    if s.isascii():
        return " ".join(s.lower().split())
    s = unicodedata.normalize("NFKD", s.casefold())
    s = "".join(c for c in s if not unicodedata.combining(c))
    return " ".join(s.replace("’", "'").split())


def make_span(
    page: int,
    text: str,
    start: int,
    end: int,
    label: str,
    source: str,
    confidence: float,
    note: str = "",
) -> Span | None:
    """A span trimmed of surrounding blanks and punctuation, or None if empty."""
    seg = text[start:end]
    core = seg.strip(_SPAN_TRIM)
    if not core:
        return None
    if len(core) != len(seg):
        start += len(seg) - len(seg.lstrip(_SPAN_TRIM))
        end = start + len(core)
    return Span(page, start, end, core, label, source, confidence, note=note)


_SPAN_TRIM = " \t\r\n,;:|"


def before(text: str, pos: int, width: int = 50) -> str:
    """The text just before ``pos`` (context window for label anchoring)."""
    return text[max(0, pos - width):pos]


def ci(fragment: str) -> str:
    """Case-insensitive version of a label regex fragment, without IGNORECASE.

    ``re.IGNORECASE`` makes the scanner several times slower on our label
    alternations; spelling ``[Ii][Pp][Pp]`` keeps the fast literal-prefix
    search. Only for fragments without group names or ``(?P`` syntax.
    """
    out = []
    i = 0
    in_class = False
    while i < len(fragment):
        c = fragment[i]
        if c == "\\":
            out.append(fragment[i:i + 2])
            i += 2
            continue
        if in_class:
            if c == "]":
                in_class = False
                out.append(c)
            elif c.isalpha() and c.swapcase() != c and len(c.swapcase()) == 1:
                out.append(c + c.swapcase())
            else:
                out.append(c)
        elif c == "[":
            in_class = True
            out.append(c)
            if fragment[i + 1:i + 2] == "^":
                out.append("^")
                i += 1
        elif c.isalpha() and c.swapcase() != c and len(c.swapcase()) == 1:
            out.append("[" + c + c.swapcase() + "]")
        else:
            out.append(c)
        i += 1
    return "".join(out)


def left_ok(text: str, pos: int, bad: str = "") -> bool:
    """True if the character before ``pos`` is not a letter/digit/``_`` nor in ``bad``.

    Used instead of a leading look-behind, which stops ``re`` from
    scanning fast for the pattern's first characters.
    """
    if pos == 0:
        return True
    c = text[pos - 1]
    return not (c.isalnum() or c == "_" or c in bad)




def code_shape(code: str) -> str:
    """The pattern of a code's characters: "IM2304158058" -> "[A-Z]{2}\\d{10}"."""
    parts = []
    for run in re.finditer(r"\d+|[A-Z]+|[a-z]+|.", code):
        g = run.group()
        cls = r"\d" if g[0].isdigit() else "[A-Z]" if g[0].isupper() else "[a-z]" if g[0].islower() else re.escape(g[0])
        parts.append(cls + ("{%d}" % len(g) if len(g) > 1 else ""))
    return "".join(parts)
