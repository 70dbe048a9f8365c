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

from app.export.date_writings import MONTHS, date_pattern, parse_date  # noqa: F401 (the writings of a date, read here)
from app.detection.rules.common import OCR_DIGIT_FOR_LETTER
from app.export.folding import fold, fold_char, fold_with_map  # noqa: F401 (read here, imported from here by the callers)

_ID_SEP = r"[\s.\-/]*"
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
        pat = _alternatives_pattern(forms, value, contextual, initial_after=(label == "NOM" and " " not in value.strip()))
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


# A first name's initial after a surname, ending a running header's field ("Examen … - Quinsat S. - 56-09-13",
# "MARTIN J., 12/03/1950"): it goes with the surname.
_INITIAL_AFTER = r"(?:[ \t]+[A-ZÀÂÉÈÊÎÔÛÇ]\.(?=[ \t]*(?:[-–—,;)|]|\n|\Z)))?"


def _alternatives_pattern(forms: list[str], value: str, contextual: tuple[str, ...] = (),
                          initial_after: bool = False) -> re.Pattern | None:
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
    bodies += [b for b in map(_misread_body, forms) if b]
    if not bodies:
        return None
    return re.compile(r"(?<![\w])(?:" + "|".join(bodies) + r")" + word_end(value) + (_INITIAL_AFTER if initial_after else ""))


# The digits a scan's text layer puts for a letter ("8ENALI" for BENALI, "LEF0RT" for LEFORT):
# a scanned page of the file keeps the misread writing of a name the other pages print clean.
_MISREAD = {c: OCR_DIGIT_FOR_LETTER[c] for c in "BOoIliSZG"}
# One spelling for a word and its misread writings (the page filter's key): letters in capitals,
# each misread digit and the letters it stands for alike.
_MISREAD_KEY = str.maketrans("8051L26", "BOSIIZG")


def misread_key(word: str) -> str:
    return "~" + word.upper().translate(_MISREAD_KEY)


def _misread_body(form: str) -> str | None:
    """The writing of one name form with OCR-misread letters: at least one digit put for a letter
    and three letters left (so neither the clean writing, searched with its own context, nor a
    number), for a one-token name of five letters or more."""
    letters = sum(c.isalpha() for c in form)
    if letters < 5 or any(c.isspace() for c in form) or not any(c in _MISREAD for c in form):
        return None
    chars = "".join("[%s%s]" % (re.escape(c), _MISREAD[c]) if c in _MISREAD else re.escape(c) for c in form)
    return r"(?=[\w'’-]{0,%d}\d)(?=(?:[\d'’-]*[^\W\d_]){3})%s" % (len(form) - 1, chars)


def misread_writings(forms) -> list[str]:
    """The forms ``_misread_body`` searches with misread digits too."""
    return [f for f in forms if _misread_body(f) is not None]


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
