"""Search patterns for a redacted value and the other ways it can be written.

One ``Target`` per distinct value: a birth date is also found with another
separator, a 2-digit year, without zero padding, in words ("21 mai 1949")
and with its "Né(e) le" words; a NIR or a phone number with any spacing; an
e-mail in any case; a person name only in the capitalisations actually seen
(so "Pierre" never matches the word "pierre"); a force term case- and
accent-insensitively on word boundaries. The same targets drive propagation
(plan.py) and the verification of the written file (verify.py).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from app.detection.rules.common import ROMAN_MONTH_ALT, ROMAN_MONTHS

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
    ("aout", "aug", "august", "agosto"),
    ("septembre", "sept", "sep", "september", "septiembre", "setiembre", "settembre", "setembro"),
    ("octobre", "oct", "october", "octubre", "ottobre", "outubro", "oktober"),
    ("novembre", "nov", "november", "noviembre", "novembro"),
    ("decembre", "dec", "december", "diciembre", "dicembre", "dezembro", "dezember"),
)
_ACCENTED = {"fevrier": "f[ée]vrier", "fevr": "f[ée]vr", "fev": "f[ée]v", "aout": "ao[uû]t", "decembre": "d[ée]cembre", "dec": "d[ée]c",
             "marco": "mar[cç]o", "marz": "m[äa]rz", "janner": "j[äa]nner"}

_ID_SEP = r"[\s.\-/]*"
_DATE_SEP = r"(?:\s*[/.\-]\s*|\s+)"
_BIRTH_WORDS = r"(?:n[ée]e?\s*(?:\(\s*e\s*\))?\s*(?:le\s*)?:?\s*)?"
_NUM_DATE = re.compile(r"(?<!\d)(\d{1,4})\s*[/.\- ]\s*(\d{1,2})\s*[/.\- ]\s*(\d{1,4})(?!\d)")
_TXT_DATE = re.compile(r"(?<!\d)(\d{1,2})(?:er|st|nd|rd|th|º|°|\.)?,?(?:\s+|-)(?:de\s+)?([^\W\d_]+)\.?,?(?:\s+|-)(?:del?\s+)?(\d{2,4})(?!\d)")
_TXT_DATE_MDY = re.compile(r"([^\W\d_]+)\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})(?!\d)")  # "March 3, 1962"


@lru_cache(maxsize=8192)
def fold_char(c: str) -> str:
    """Case and accents removed; compatibility forms expanded for letters only
    (a ligature "ﬁ" is "fi"), so "Apache™" keeps its word boundary instead of
    reading "apachetm"."""
    form = "NFKD" if unicodedata.category(c)[0] == "L" else "NFD"
    s = unicodedata.normalize(form, c.casefold())
    return "".join(x for x in s if not unicodedata.combining(x)).replace("’", "'")


def fold(text: str) -> str:
    """Case- and accent-free form (ligatures expanded)."""
    if text.isascii():
        return text.lower()
    return "".join(map(fold_char, text))


def fold_with_map(text: str) -> tuple[str, np.ndarray]:
    """Folded text and, for each folded character (plus one past the end), its index in ``text``."""
    n = len(text)
    if text.isascii():
        return text.lower(), np.arange(n + 1, dtype=np.int64)
    parts = list(map(fold_char, text))
    lengths = np.fromiter(map(len, parts), dtype=np.int64, count=n)
    idx = np.repeat(np.arange(n, dtype=np.int64), lengths)
    return "".join(parts), np.append(idx, n)


@dataclass(frozen=True)
class Target:
    """A value to remove everywhere it is searched for, with its variants.

    ``pattern`` runs on the page text, or on its folded form when
    ``folded`` is true. ``literals`` are exact writings (as seen) used by
    the verifier's independent searches; ``label`` is the kind.
    """

    label: str
    pattern: re.Pattern
    folded: bool = False
    literals: tuple[str, ...] = ()
    # \w runs every match holds whole (folded when ``folded``): the page filter's
    # condition when the literals alone would say less (a surname after a civility)
    required: tuple[str, ...] = ()
    # writings of ``literals`` the pattern matches only in context (a surname that is an
    # ordinary word, in title case): the verifier's search of exact writings skips them
    contextual: tuple[str, ...] = ()

    @property
    def key(self) -> tuple:
        return (self.label, self.pattern.pattern, self.pattern.flags, self.folded)

    def find(self, text: str, folded_cache: dict | None = None) -> list[tuple[int, int]]:
        """Match ranges ``[start, end)`` in ``text`` coordinates.

        A value broken over two lines by a hyphen ("Vestibu-" / "lum",
        "DURAN-" / "DEAU") is found too: other readers (pdftotext) join such
        words, so it must be masked on both lines.
        """
        if folded_cache is not None and text in folded_cache:
            ftext, fmap = folded_cache[text]
        elif self.folded:
            ftext, fmap = fold_with_map(text)
            if folded_cache is not None:
                folded_cache[text] = (ftext, fmap)
        else:
            ftext, fmap = None, None
        hay = ftext if self.folded else text
        out = [(m.start(), m.end()) for m in self.pattern.finditer(hay) if m.end() > m.start()]
        if _HYPHEN_BREAK.search(hay):
            for view, vmap in _joined_views(hay):
                for m in self.pattern.finditer(view):
                    if m.end() > m.start():
                        s, e = int(vmap[m.start()]), int(vmap[m.end() - 1]) + 1
                        if (s, e) not in out:
                            out.append((s, e))
            out.sort()
        if not self.folded:
            return out
        return [(int(fmap[s]), int(fmap[e - 1]) + 1) for s, e in out]


# A word cut at a line end by a hyphen (ASCII, soft or Unicode hyphen), spaces allowed around the break.
# The hyphen comes first and the letter before it is checked behind it: a pattern that
# starts with a look-behind is tried at every position of the page, this one only at hyphens.
_HYPHEN_BREAK = re.compile(r"([-\u00ad\u2010])(?<=\w[-\u00ad\u2010])[ \t]*(?:\n[ \t]*)+(?=\w)")


def _joined_views(text: str) -> list[tuple[str, np.ndarray]]:
    """``text`` with each hyphenated line break joined: once without the hyphen
    ("Vestibulum"), once keeping it ("JEAN-PIERRE"); each with a map from its
    characters back to ``text``."""
    views = []
    for keep_hyphen in (False, True):
        parts: list[str] = []
        idx: list[np.ndarray] = []
        last = 0
        for m in _HYPHEN_BREAK.finditer(text):
            cut = m.start(1) + 1 if keep_hyphen else m.start(1)
            parts.append(text[last:cut])
            idx.append(np.arange(last, cut, dtype=np.int64))
            last = m.end()
        parts.append(text[last:])
        idx.append(np.arange(last, len(text), dtype=np.int64))
        views.append(("".join(parts), np.concatenate(idx + [np.array([len(text)], dtype=np.int64)])))
    return views


def alnum_chars(value: str) -> list[str]:
    return [c for c in value if c.isalnum()]


def _id_pattern(chars: list[str]) -> str:
    return _ID_SEP.join(re.escape(c) for c in chars)


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
    g = _GLUED_DATE.fullmatch(value.strip())
    if g is None and _BIRTH_CUE_GLUED.match(value):  # "né(e) le 03061979": the cue inside the birth date's span
        g = _GLUED_DATE.search(value)
    if g is None and (sp := _SPACED_DATE.search(value)) is not None:
        g = _GLUED_DATE.fullmatch("".join(filter(str.isdigit, sp.group())))
    if g:
        d, mo = int(g.group(1)), int(g.group(2))
        if 1 <= d <= 31 and 1 <= mo <= 12:
            return d, mo, g.group(3)
    m = _NUM_DATE.search(value)
    if m:
        a, b, c = m.groups()
        if len(a) == 4:  # ISO: year first
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
    if birth and len(y) == 4:
        # glued ("24081985"): a birth date is often printed so beside the name (eight
        # digits only: six would find lab values and codes)
        alts.append("%02d%02d%s" % (d, m, y))
        # spaced one digit a box ("0 4 1 1 1 9 7 9"), separators between the parts or not
        day_d, mon_d = "%02d" % d, "%02d" % m
        gap, part = r"[ \t]+", r"[ \t]+(?:[/.\-][ \t]+)?"
        alts.append(gap.join(day_d) + part + gap.join(mon_d) + part + gap.join(y))
    core = "(?:%s)" % "|".join(alts)
    prefix = _BIRTH_WORDS if birth else ""
    return re.compile(r"(?<![\w])" + prefix + core + r"(?![\w])", re.IGNORECASE)


def _phone_pattern(value: str) -> re.Pattern | None:
    digits = [c for c in value if c.isdigit()]
    if value.strip().startswith("+") or value.strip().startswith("00"):
        if value.strip().startswith("00"):
            digits = digits[2:]
        if digits[:2] == ["3", "3"]:
            digits = ["0"] + digits[2:]
    if len(digits) == 10 and digits[0] == "0":
        body = _ID_SEP.join(digits[1:])
        pat = r"(?<![\d])(?:(?:\+|00)\s*33\s*(?:\(\s*0\s*\)\s*)?|0)" + _ID_SEP + body + r"(?!\d)"
        return re.compile(pat)
    if len(digits) >= 4:
        return re.compile(r"(?<![\d])" + _id_pattern(digits) + r"(?!\d)")
    return None


def word_end(value: str) -> str:
    """The end boundary of a value on word boundaries: after a final letter only
    another letter continues the word, so a footnote mark glued by extraction
    ("formatter1", "DUPONT2") does not hide the word; after a digit, any \\w does."""
    v = value.rstrip()
    return r"(?![^\W\d_])" if v and v[-1].isalpha() else r"(?![\w])"


def _words_pattern(value: str, flags: int = 0) -> re.Pattern | None:
    tokens = value.split()
    if not tokens:
        return None
    body = r"\s+".join(re.escape(t) for t in tokens)
    return re.compile(r"(?<![\w])" + body + word_end(value), flags)


def force_term_target(term: str) -> Target | None:
    """A force term: every occurrence, case- and accent-insensitive, on word boundaries."""
    f = fold(term).strip()
    if not f:
        return None
    tokens = f.split()
    body = r"\s+".join(re.escape(t) for t in tokens)
    return Target("FORCE", re.compile(r"(?<![\w])" + body + word_end(f)), folded=True, literals=(term.strip(),))


def force_regex_target(regex: str) -> Target:
    """A user regex, compiled as given (``re`` syntax). Raises ``re.error``."""
    return Target("FORCE", re.compile(regex), literals=())


NAME_LABELS = frozenset({"NOM", "PRENOM"})
ID_LABELS = frozenset({"NIR", "IPP", "EPISODE", "RPPS", "FINESS", "AUTRE", "CODE_POSTAL"})
# label → (the national form's leading digit, the short form's length)
_NATIONAL_PREFIX = {"FINESS": ("1", 9), "RPPS": ("8", 11)}


# Memoised: a document repeats its values (a name accepted on every page), a folder's worker
# sees them file after file, and the re module's own cache is first-in-first-out and small.
@lru_cache(maxsize=4096)
def target_for(label: str, value: str) -> Target | None:
    """The target of one accepted value of kind ``label`` (None when nothing to search)."""
    value = value.strip()
    if not value:
        return None
    lit = (value,)
    if label in ("DATE_NAISSANCE", "DATE", "DATE_DECES"):
        p = parse_date(value)
        if p is not None:
            return Target(label, date_pattern(*p, birth=(label == "DATE_NAISSANCE")), literals=lit)
        pat = _words_pattern(value, re.IGNORECASE)
        return Target(label, pat, literals=lit) if pat else None
    if label == "NIR":
        chars = [c.upper() for c in alnum_chars(value)]
        if len(chars) == 15:
            body = _id_pattern(chars[:13]) + "(?:" + _ID_SEP + _id_pattern(chars[13:]) + ")?"
        elif len(chars) == 13:  # accepted without its key: take a key written after it too
            body = _id_pattern(chars) + r"(?:[ .\-]*\d\d(?!\d))?"
        elif len(chars) >= 4:
            body = _id_pattern(chars)
        else:
            return None
        return Target(label, re.compile(r"(?<![0-9A-Za-z])" + body + r"(?![0-9])", re.IGNORECASE), literals=lit)
    if label == "TEL":
        pat = _phone_pattern(value)
        return Target(label, pat, literals=lit) if pat else None
    if label == "EMAIL":
        pat = re.compile(r"(?<![\w.+-])" + re.escape(value) + r"(?![\w-])", re.IGNORECASE)
        return Target(label, pat, literals=lit)
    if label == "AUTRE":
        # codes of any shape after a label: the writing itself, no separator added
        # (a flexible pattern finds "1 980" across the cells of a statistics table)
        if len(alnum_chars(value)) < 2:
            return None
        pat = re.compile(r"(?<![0-9A-Za-z])" + re.escape(value.strip()) + r"(?![0-9A-Za-z])", re.IGNORECASE)
        return Target(label, pat, literals=lit)
    if label in ID_LABELS:
        chars = alnum_chars(value)
        if len(chars) < 2:
            return None
        body = _id_pattern(chars)
        national = _NATIONAL_PREFIX.get(label)
        if national is not None and "".join(chars).isdigit():
            # The national directory's form of the same id ("1" + FINESS, "8" + RPPS) and the
            # short one: either writing of the number finds the other.
            prefix, short = national
            if len(chars) == short + 1 and chars[0] == prefix:
                chars = chars[1:]
            if len(chars) == short:
                body = "(?:" + prefix + ")?" + _id_pattern(chars)  # (glued: "1 631…" may be a count)
        pat = re.compile(r"(?<![0-9A-Za-z])" + body + r"(?![0-9A-Za-z])", re.IGNORECASE)
        return Target(label, pat, literals=lit)
    if label == "FORCE":
        return force_term_target(value)
    if len(value.replace(" ", "")) < 2:
        return None
    if label in ("NOM", "PRENOM"):
        # A person's name in its capitalised writings: as seen, in capitals, in
        # title case, with or without accents ("BÉRANGER", "Béranger", "BERANGER").
        # Never an all-lowercase form: "ancien boulanger" stays when the patient
        # is M. BOULANGER.
        forms = name_writings(value)
        contextual = tuple(f for f in forms if f != f.upper()) if label == "NOM" and _ordinary_word(value) else ()
        pat = _alternatives_pattern(forms, value, contextual)
        return Target(label, pat, literals=tuple(forms), contextual=contextual) if pat else None
    # Other words: only the capitalisation seen.
    pat = _words_pattern(value)
    return Target(label, pat, literals=lit) if pat else None


# After a civility (the civility itself stays: it is not the name), fixed-width lookbehinds.
_CIVILITY = "(?:%s)" % "|".join(
    "(?<=\\b%s )" % re.escape(c) for c in ("m.", "mr", "mr.", "mme", "mme.", "mlle", "madame", "monsieur", "mademoiselle"))


@lru_cache(maxsize=1024)
def lowercase_person_target(pair: tuple[str, str]) -> Target | None:
    """A person in any case: "karim loustaunau", "LOUSTAUNAU karim", "M. loustaunau",
    "k loustaunau" (a signature typed in lower case: the first name's initial).

    Matched on the folded text, as a pair (first name and surname side by side,
    either order, or the first name's initial before the surname) or as the surname
    after a civility: a lower-case surname alone is an ordinary word as often as a
    name ("boulanger").
    """
    first, last = (" ".join(fold(x).split()) for x in pair)
    if len(first) < 2 or len(last) < 2:
        return None
    f = r"\s+".join(re.escape(t) for t in first.split())
    n = r"\s+".join(re.escape(t) for t in last.split())
    # not for a surname that is an ordinary word, nor an initial that is a French word
    # ("a petit", "y compris"): the pair would be a phrase as often as a signature
    initial = (r"(?<![\w'’])%s\.?[ \t]+%s" % (first[0], n)
               if first[0].isalpha() and first[0] not in "ay" and not _ordinary_word(last) else None)
    # the particles the name hit left out ("clotilde de la tousche" for "DE LA TOUSCHE Clotilde")
    n = r"(?:(?:de|du|des|la|le|van|von|der|den|del|da|di)[ \t]+|d['’][ \t]*)*" + n
    # (a line break may part them: "saisie accueil : de la roumiguière⏎jean-baptiste")
    sep = r"(?:[ \t,]+|[ \t,]*\n[ \t]*)"
    body = r"(?:%s%s%s|%s%s%s|%s%s%s)" % (f, sep, n, n, sep, f, _CIVILITY, n, "|" + initial if initial else "")
    pat = re.compile(r"(?<![\w])" + body + word_end(last))
    return Target("NOM", pat, folded=True, literals=("%s %s" % (first, last), "%s %s" % (last, first)),
                  required=tuple(re.findall(r"\w+", last)))


def _title(value: str) -> str:
    """Title case by word and by part: "KERGUELEN-ABGRALL" → "Kerguelen-Abgrall", "D'ARC" → "D'Arc"."""
    out, start = [], True
    for c in value:
        out.append(c.upper() if start else c.lower())
        start = not c.isalpha()
    return "".join(out)


def _unaccented(value: str) -> str:
    return "".join(x for x in unicodedata.normalize("NFD", value) if not unicodedata.combining(x))


def name_writings(value: str) -> list[str]:
    """The writings of a name searched everywhere (the one seen first); no all-lowercase form."""
    value = " ".join(value.split())
    forms = []
    for f in (value, value.upper(), _title(value)):
        for g in (f, _unaccented(f)):
            if g not in forms and (g == value or g != g.lower()):
                forms.append(g)
    return forms


def _ordinary_word(value: str) -> bool:
    from app.detection.rules.gazetteers import ordinary_surnames

    words = value.split()
    return len(words) == 1 and fold(words[0]) in ordinary_surnames()


# Where a title-case word reads as a name and not as the first word of a sentence:
# after a word, a comma or a bracket on the same line, after "M." / "Dr." / "Pr.", or
# at the start of a line that continues a sentence (the line before ends in lower case).
_MID_SENTENCE = (r"(?:(?<=[\w,;)] )|(?<=[\w,;)]\t)|(?<=\bM\. )|(?<=Dr\. )|(?<=Pr\. )"
                 r"|(?<=[a-zàâäçéèêëîïôöùûüÿœæ,;]\n))")
_NO_LOWER_WORD_AFTER = r"(?![ \t]+[a-zàâäçéèêëîïôöùûüÿœæ])"


def _alternatives_pattern(forms: list[str], value: str, contextual: tuple[str, ...] = ()) -> re.Pattern | None:
    """One alternation of the writings; a ``contextual`` writing ("Léger" for the
    patient LÉGER) only where it reads as a name: not first in a sentence before a
    lower-case word ("Léger œdème du membre")."""
    bodies = []
    for f in forms:
        if not f.split():
            continue
        body = r"\s+".join(re.escape(t) for t in f.split())
        if f in contextual:
            body = r"(?:%s%s|%s%s)" % (body, _NO_LOWER_WORD_AFTER, _MID_SENTENCE, body)
        bodies.append(body)
    if not bodies:
        return None
    return re.compile(r"(?<![\w])(?:" + "|".join(bodies) + r")" + word_end(value))


# Words of a multi-word name that are not names on their own.
_NAME_PARTICLES = frozenset(
    "de du des la le les l d van von der den del della di da dos das ben ibn ter "
    "mme mlle mr m dr pr madame monsieur mademoiselle docteur professeur".split()
)


def name_parts(value: str) -> list[str]:
    """The words of a multi-word person name that are propagated on their own.

    The model often returns "ETCHEVERRY Maialen" as one span; a later page
    that writes "ETCHEVERRY" alone must lose it too (seed 002: identities
    repeated on later pages). Particles and words under three letters are
    left out ("Le" of "Le Gall" would hit every sentence), and each part is
    still matched only in the capitalisation seen.
    """
    words = [w.strip(".,;:()[]'\"") for w in value.split()]
    if len(words) < 2:
        return []
    out = []
    for w in words:
        letters = [c for c in w if c.isalpha()]
        if len(letters) < 3 or w.casefold() in _NAME_PARTICLES or not any(c.isupper() for c in w):
            continue
        out.append(w)
    return out


def is_propagatable(label: str, value: str, ruled: bool = False) -> bool:
    """Names are propagated only when they carry a capital letter; one surname in lower case
    that a rule read (a carer's in a care table: "laffargue") too, when it is no French word nor
    a first name: the table goes on over pages that no longer print its captions."""
    if label in NAME_LABELS:
        v = value.strip()
        if ruled and label == "NOM" and v.islower() and len(v) >= 4 and v.replace("-", "").isalpha():
            from app.detection.rules.gazetteers import is_first_name, is_ordinary_word

            return not is_ordinary_word(v) and not is_first_name(v)
        return len(v) >= 2 and any(c.isupper() for c in v) and not v.islower()
    return True
