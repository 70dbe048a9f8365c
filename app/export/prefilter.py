"""Which targets can possibly match a page, decided in constant time per target.

Searching every value's variants on every page costs values × pages regex
scans: 2,384 distinct values on 200 pages took 225 s of verification. Each
target has a necessary condition that a page index answers cheaply, derived
from how its pattern is built (``app.export.variants``):

- a person name, a place, a force term (words on word boundaries): the
  value's first ``\\w`` run is a whole ``\\w`` run of the page (folded when the
  target is), counting words rejoined across a hyphenated line break; for a
  target searched only in its own writings (a name's forms, a city as seen),
  every ``\\w`` run of one writing is, or for a name's writing with misread
  digits ("8ENALI"), every run's ``misread_key``;
- a date: a digit run of the page ends with the year's last two digits (the
  year is always its own digit run between separators), and the day is a digit
  run and the month a digit run or a month word; or, for a birth date, the digits of
  one of its glued, spaced or calendar writings stand in a row in the page's digits;
- a NIR or another identifier (characters with optional separators): the
  value's letters and digits, in a row, in the page's letters and digits;
- a phone number: its last nine digits in a row in the page's digits;
- an e-mail: the address, case-folded, in the case-folded page.

Anything else (a force regex, an unusual value) is always searched. The
condition only skips pages where the pattern cannot match: it never changes
what is found.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.export.variants import _HYPHEN_BREAK, ID_LABELS, MONTHS, _joined_views, fold, misread_key, misread_writings, parse_date

_WORD = re.compile(r"\w+")
_GLUED_TAIL = re.compile(r"(?<=[^\W\d_])[\d_]+$")  # "formatter1": a word ending in a letter matches inside it


def _words(view: str) -> set[str]:
    """Whole \\w runs, and each run without digits glued after its last letter."""
    out = set(_WORD.findall(view))
    out.update(_GLUED_TAIL.sub("", w) for w in list(out) if w[-1:].isdigit() or w.endswith("_"))
    return out
_DIGITS = re.compile(r"\d+")


class PageIndex:
    """The cheap views of one page text that every target's condition reads."""

    def __init__(self, text: str):
        views = [text] + ([v for v, _m in _joined_views(text)] if _HYPHEN_BREAK.search(text) else [])
        self.words = {w for v in views for w in _words(v)}
        # each word's misread-digit key too: a name's writing with misread letters is searched
        self.words |= {misread_key(w) for w in self.words}
        self.ftext = ftext = fold(text)
        fviews = [ftext] + ([v for v, _m in _joined_views(ftext)] if _HYPHEN_BREAK.search(ftext) else [])
        self.fwords = {w for v in fviews for w in _words(v)}
        self.runs = {r for v in views for r in _DIGITS.findall(v)}
        self.digits = "".join(filter(str.isdigit, text))
        self.alnum = "".join(filter(str.isalnum, text)).upper()
        self.casefold = "\n".join(v.casefold() for v in views)


def _glued_birth(d: int, m: int, y: str) -> tuple[str, ...]:
    """The digits, in a row, of every writing of a birth date that has no day, month and year
    runs of their own: glued either way round ("07091964", "19640907" in a file name), spaced
    one digit a box, the month in letters between ("07SEP1964": day and year), an ISO week or
    ordinal date ("1964-W36-1", "1964-251"), a UTC midnight the day before."""
    import datetime

    out = ["%02d%02d%s" % (d, m, y), "%s%02d%02d" % (y, m, d), "%02d%s" % (d, y)]
    try:
        day = datetime.date(int(y), m, d)
    except ValueError:
        return tuple(out)
    iso = day.isocalendar()
    eve = day - datetime.timedelta(days=1)
    out += ["%04d%02d%d" % (iso[0], iso[1], iso[2]), "%s%03d" % (y, day.timetuple().tm_yday),
            "%04d%02d%02d" % (eve.year, eve.month, eve.day)]
    return tuple(out)


@lru_cache(maxsize=65536)
def _condition(label: str, literals: tuple[str, ...], folded: bool, case_insensitive: bool, is_regex: bool,
               required: tuple[str, ...] = ()):
    if required:
        words = frozenset(required)
        return ("fwords" if (folded or case_insensitive) else "words", (frozenset(required[:1]), (words,)))
    if is_regex or not literals:
        return None
    value = literals[0].strip()
    if label in ("DATE_NAISSANCE", "DATE", "DATE_DECES"):
        p = parse_date(value)
        if p is not None:
            d, m, y = p
            # every writing has the day, the month (digits or a word) and the year each as its
            # own digit or word run; but for a birth date's glued, spaced and calendar writings
            glued = _glued_birth(d, m, y) if label == "DATE_NAISSANCE" and len(y) == 4 else ()
            return ("year", (y[-2:], frozenset({str(d), "%02d" % d}), frozenset({str(m), "%02d" % m}),
                             frozenset(MONTHS[m - 1]), glued))
    if label == "EMAIL":
        return ("casefold", value.casefold())
    if label == "TEL":
        digits = "".join(c for c in value if c.isdigit())
        return ("digits", digits[-9:]) if len(digits) >= 9 else None
    if label == "NIR" or label in ID_LABELS:
        chars = "".join(c for c in value if c.isalnum()).upper()
        if label == "NIR" and len(chars) == 15:
            chars = chars[:13]
        return ("alnum", chars) if len(chars) >= 2 else None
    firsts = set()
    for lit in literals:
        m = _WORD.search(fold(lit) if (folded or case_insensitive) else lit)
        if m is None:
            return None
        firsts.add(m.group(0))
    if not (folded or case_insensitive) and label != "FORCE":
        # Built from its writings alone (a name's forms, other words as seen): every \w
        # run of a writing is a whole run of the page, not only the first one.
        writings = [frozenset(_WORD.findall(lit)) for lit in literals]
        misread = [frozenset(map(misread_key, _WORD.findall(f))) for f in misread_writings(literals)] \
            if label in ("NOM", "PRENOM") else []
        return ("words", (frozenset(firsts) | {min(w) for w in misread}, tuple(writings + misread)))
    return ("fword" if (folded or case_insensitive) else "word", frozenset(firsts))


def condition_of(target):
    """The target's necessary condition, or None when it must always be searched."""
    is_regex = target.label == "FORCE" and not target.literals  # a force regex: anything may match
    return _condition(target.label, tuple(target.literals), bool(target.folded),
                      bool(target.pattern.flags & re.IGNORECASE), is_regex, tuple(target.required))


def may_match(target, index: PageIndex) -> bool:
    """False only when ``target`` cannot match the page ``index`` describes."""
    cond = condition_of(target)
    if cond is None:
        return True
    kind, data = cond
    if kind == "words":
        return any(ws <= index.words for ws in data[1])
    if kind == "fwords":
        return any(ws <= index.fwords for ws in data[1])
    if kind == "word":
        return not data.isdisjoint(index.words)
    if kind == "fword":
        return not data.isdisjoint(index.fwords)
    if kind == "year":
        if any(g in index.digits for g in data[4]):
            return True
        return any(len(r) in (2, 4) and r.endswith(data[0]) for r in index.runs) and _date_parts_on(data, index)
    if kind == "digits":
        return data in index.digits
    if kind == "alnum":
        return data in index.alnum
    if kind == "casefold":
        return data in index.casefold
    return True


def _date_parts_on(data, index: PageIndex) -> bool:
    _yy, days, months, month_words, glued = data
    if any(g in index.digits for g in glued):
        return True
    return not days.isdisjoint(index.runs) and (not months.isdisjoint(index.runs)
                                                or not month_words.isdisjoint(index.fwords))


def _automaton(table: dict[str, list[int]]):
    """An Aho-Corasick automaton: each substring → the targets it stands for."""
    import ahocorasick

    automaton = ahocorasick.Automaton()
    for data, tis in table.items():
        automaton.add_word(data, tuple(tis))
    automaton.make_automaton()
    return automaton


class TargetFilter:
    """``may_match`` for every target at once: the targets a page may hold,
    found from the page's words and digit runs through inverted indexes, so a
    page costs its own size plus its candidates, not the number of values."""

    def __init__(self, targets):
        self.always: set[int] = set()
        self.by_word: dict[str, set[int]] = {}
        self.by_fword: dict[str, set[int]] = {}
        self.by_year: dict[str, set[int]] = {}
        # substrings of the digits, alnum and casefold views: one Aho-Corasick automaton a
        # view, so a page is read once whatever the number of values
        needles: dict[str, dict[str, list[int]]] = {"digits": {}, "alnum": {}, "casefold": {}}
        self.all_words: dict[int, tuple[frozenset, ...]] = {}  # found by a first word, then every word checked
        self.all_fwords: dict[int, tuple[frozenset, ...]] = {}
        self.dates: dict[int, tuple] = {}  # found by the year, then day and month checked
        self.glued_dates: dict[int, tuple] = {}  # or by a birth date's digits in a row
        for ti, t in enumerate(targets):
            cond = condition_of(t)
            if cond is None:
                self.always.add(ti)
                continue
            kind, data = cond
            if kind == "words":
                kind, (data, self.all_words[ti]) = "word", data
            elif kind == "fwords":
                kind, (data, self.all_fwords[ti]) = "fword", data
            if kind in ("word", "fword"):
                table = self.by_word if kind == "word" else self.by_fword
                for w in data:
                    table.setdefault(w, set()).add(ti)
            elif kind == "year":
                self.by_year.setdefault(data[0], set()).add(ti)
                self.dates[ti] = data
                if data[4]:
                    self.glued_dates[ti] = data[4]
            elif kind in ("digits", "alnum", "casefold") and data:
                needles[kind].setdefault(data, []).append(ti)
            else:
                self.always.add(ti)
        self.automata = {kind: _automaton(table) for kind, table in needles.items() if table}

    def candidates(self, index: PageIndex) -> list[int]:
        """Indexes of the targets ``may_match`` keeps for this page, in order."""
        out = set(self.always)
        for table, words in ((self.by_word, index.words), (self.by_fword, index.fwords)):
            if table:
                for w in words & table.keys():
                    out |= table[w]
        for table, words in ((self.all_words, index.words), (self.all_fwords, index.fwords)):
            if table:
                out = {ti for ti in out if ti not in table or any(ws <= words for ws in table[ti])}
        if self.by_year:
            for r in index.runs:
                if len(r) in (2, 4) and r[-2:] in self.by_year:
                    out |= {ti for ti in self.by_year[r[-2:]] if _date_parts_on(self.dates[ti], index)}
        for ti, glued in self.glued_dates.items():
            if ti not in out and any(g in index.digits for g in glued):
                out.add(ti)
        hay = {"digits": index.digits, "alnum": index.alnum, "casefold": index.casefold}
        for kind, automaton in self.automata.items():
            for _end, tis in automaton.iter(hay[kind]):
                out.update(tis)
        return sorted(out)
