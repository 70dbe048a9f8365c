"""Person names written in lower case, without the capitals the other name rules read.

Passes of ``NameDetector``, kept apart because they read the page as words rather
than as capitalised runs: a known first name after a relative's role word ("appel de la
fille (élodie)"), a pair of lower-case words, one a known first name and the other
no ordinary French word ("appel de tran inès"), and a capitalised first name followed by
a surname typed in lower case ("technicien Adèle sauvageot,"). Each takes the page's words,
read once in lower case (``page_words``), and the name rules' allow-list test as ``blocked``.
"""

from __future__ import annotations

import re
from functools import lru_cache

from app.detection.rules.common import APOS, LOWER, UPPER, fold, left_ok, make_span
from app.detection.rules.gazetteers import first_names, is_first_name, lower_first_names
from app.detection.spans import Span

SOURCE = "rules.names"
CONF_PATTERN = 0.90
CONF_PATTERN_CAPS = 0.80
U, L = UPPER, LOWER

_LOWER_RUN = re.compile(r"[a-zàâäçéèêëîïôöùûüÿœæ][a-zàâäçéèêëîïôöùûüÿœæ]{2,}")  # (one letter first: ``re`` skips ahead)
_LW_CHARS = "a-zàâäçéèêëîïôöùûüÿœæ"
_NEXT_LOWER = re.compile(rf"[ \t]([{_LW_CHARS}]{{3,}}(?:-[{_LW_CHARS}]{{2,}})?)(?![\w'’\-@/]|\.\w)")
_PREV_LOWER = re.compile(rf"(?<![\w'’\-.@/])([{_LW_CHARS}]{{3,}}(?:-[{_LW_CHARS}]{{2,}})?)[ \t]\Z")


_LW = rf"[a-zàâäçéèêëîïôöùûüÿœæ][a-zàâäçéèêëîïôöùûüÿœæ{APOS}\-]+"
# No look-behind first, so the scanner jumps from one "M" to the next; left_ok checks the edge.
_LOWER_PAIR = re.compile(rf"(?:M\.|Mme\.?|Mlle\.?|Monsieur|Madame|Mademoiselle|MME|MR)[ \t]+(?P<a>{_LW})[ \t]+"
                         rf"(?P<b>{_LW})(?=[ \t]*(?:\n|\Z|[,;(—]|[ \t]-[ \t]))")
# "rédigées par rémi de kerguelen (IDE…)": the same pair after "par", a particle allowed
# before the surname; one word a known first name, the pair ending its clause.
_LOWER_PAIR_BY = re.compile(rf"par[ \t]+(?P<a>{_LW})[ \t]+(?P<b>(?:(?:de|du|le|la|d[{APOS}])[ \t]*)?{_LW})"
                            rf"(?=[ \t]*(?:\n|\Z|[,;(—]|[ \t]-[ \t]))")

# "par clémence⏎boulanger (ADELI 717468854)": a pair before a carer's national id in brackets,
# the surname a word of the language or not (the id says a person is named)
_LOWER_PAIR_ID = re.compile(rf"(?P<a>{_LW})[ \t]*\n?[ \t]*(?P<b>{_LW})(?=[ \t]*\((?:ADELI|RPPS)\b)")


def _wordish(c: str) -> bool:
    return c.isalnum() or c in "'’-@/_"


@lru_cache(maxsize=65536)
def _lower_first(w: str) -> bool:
    return is_first_name(w)


@lru_cache(maxsize=65536)
def _ordinary(w: str) -> bool:
    from app.detection.rules.gazetteers import is_ordinary_word

    return all(is_ordinary_word(p) or len(p) <= 2 for p in w.split("-"))


_KIN_WORDS = (r"fille|fils|mari|[ée]poux|[ée]pouse|femme|compagne|compagnon|conjointe?|s[œo]e?ur|fr[èe]re|m[èe]re|p[èe]re|"
              r"petite?-(?:fille|fils)|ni[èe]ce|neveu|belle-fille|gendre|tuteur|tutrice|amie?")
_KIN_SET = frozenset(("fille", "fils", "mari", "époux", "epoux", "épouse", "epouse", "femme", "compagne", "compagnon",
                      "conjoint", "conjointe", "sœur", "soeur", "frère", "frere", "mère", "mere", "père", "pere",
                      "nièce", "niece", "neveu", "gendre", "tuteur", "tutrice", "ami", "amie", "petite-fille",
                      "petit-fils", "belle-fille"))
# The role words in the lower-cased page: literal alternatives, so the scan skips ahead in C.
_KIN_LOW = re.compile(r"(?:" + "|".join(sorted(_KIN_SET, key=len, reverse=True)) + r")(?![\w\-])")
_KIN = re.compile(rf"(?i:\b(?:{_KIN_WORDS}))[ \t]*[(:,]?[ \t]*(?P<f>[{U}a-zàâäçéèêëîïôöùûüÿœæ][{L}]+(?:-[{U}{L}][{L}]+)*)"
                  rf"(?=[ \t]*(?:[),;.:\n]|\Z|[ \t]))")


# Words of three letters or more that only French prose uses so often: a page must hold three
# of them (and more than English ones) before a pair of lower-case words is read as a name.
_FRENCH_MARKERS = frozenset("les des une dans pour avec sur par qui que pas aux ses son elle est été très mais".split())
_ENGLISH_MARKERS = frozenset("the and was with for that this from are have were which their they".split())


_GERMAN_MARKERS = frozenset("und der die das ist nicht mit für von den dem ein eine auch sich wird werden oder".split())


def german_words(words: set[str]) -> bool:
    """Words of German prose: three German markers at least, and more than French ones."""
    de = len(words & _GERMAN_MARKERS)
    return de >= 3 and de > len(words & _FRENCH_MARKERS)


def page_words(low: str) -> set[str]:
    """The lower-cased page's words of three letters or more."""
    return set(_LOWER_RUN.findall(low))


def french_words(words: set[str]) -> bool:
    """Words of French prose: three French markers at least, and more than English ones."""
    fr = len(words & _FRENCH_MARKERS)
    return fr >= 3 and len(words & _ENGLISH_MARKERS) <= fr


def english_words(words: set[str]) -> bool:
    """Words of English prose: three English markers at least, and more than French ones (a
    French form of tables and captions has few markers of either)."""
    en = len(words & _ENGLISH_MARKERS)
    return en >= 3 and en > len(words & _FRENCH_MARKERS)


def lower_pairs(page: int, text: str, covered: bytearray, words: set[str], blocked) -> list[Span]:
    """"appel de tran inès", "vu avec durand pierre": two lower-case words side by side,
    exactly one a known first name, the other no ordinary French word, no first name and
    not on the allow-list (drugs, acronyms, medical words). Lower-case prose has no
    such pair but a person's name. The page's lower-case first names are found first
    (one C-level scan, set lookups); only their neighbours are then read."""
    out: list[Span] = []
    if not french_words(words):
        return out  # English or Latin prose: "amber vials", "seven replicates", "vel justo"
    for w in words & lower_first_names():
        if not _lower_first(w):
            continue
        pos = text.find(w)
        while pos >= 0:
            end = pos + len(w)
            if (pos == 0 or not _wordish(text[pos - 1])) and (end == len(text) or not _wordish(text[end])) \
                    and not covered[pos]:
                nxt = _NEXT_LOWER.match(text, end)
                prv = _PREV_LOWER.search(text, max(0, pos - 40), pos)
                for other in (x for x in (prv, nxt) if x is not None):
                    o = other.group(1)
                    os_, oe = other.span(1)
                    if covered[os_] or _lower_first(o) or _ordinary(o) or blocked(o) or blocked(w):
                        continue
                    for s0, e0, lab in ((os_, oe, "NOM"), (pos, end, "PRENOM")):
                        sp = make_span(page, text, s0, e0, lab, SOURCE, CONF_PATTERN_CAPS)
                        if sp is not None:
                            out.append(sp)
                            covered[s0:e0] = b"\x01" * (e0 - s0)
                    break
            pos = text.find(w, end)
    return out

def kin_first_names(page: int, text: str, covered: bytearray, words: set[str], low: str, blocked) -> list[Span]:
    """"appel de la fille (élodie)", "son mari Jean-Paul": a known first name, in any case,
    right after a relative's role word; nothing else names a relative so often."""
    out: list[Span] = []
    if words.isdisjoint(_KIN_SET) or len(low) != len(text):
        return out  # no relative's role word on the page, in any case: the usual page
    for m in (_KIN.match(text, k.start()) for k in _KIN_LOW.finditer(low)
              if not k.start() or not (low[k.start() - 1].isalnum() or low[k.start() - 1] == "-")):
        if m is None:
            continue
        f = m.group("f")
        if covered[m.start("f")] or not is_first_name(f) or blocked(f) or len(f) < 3:
            continue
        sp = make_span(page, text, m.start("f"), m.end("f"), "PRENOM", SOURCE, CONF_PATTERN)
        if sp is not None:
            out.append(sp)
            covered[m.start("f"):m.end("f")] = b"\x01" * (m.end("f") - m.start("f"))
    return out


def after_civility(page: int, text: str, covered: bytearray, blocked) -> list[Span]:
    """"Mme labbé ginette", "M. pierre roussel": a name typed in lower case after a
    civility, where exactly one of the two words is a known first name and the pair
    ends its line or clause (so "Madame annie est sortie" is not a name)."""
    out: list[Span] = []
    pairs = list(_LOWER_PAIR.finditer(text)) if ("M" in text) else []
    pairs += _LOWER_PAIR_BY.finditer(text) if "par " in text else ()
    pairs += _LOWER_PAIR_ID.finditer(text) if "(ADELI" in text or "(RPPS" in text else ()
    for m in pairs:
        a, b = m.group("a"), m.group("b").split()[-1].split("'")[-1].split("’")[-1]
        if covered[m.start("a")] or covered[m.start("b")] or not left_ok(text, m.start()):
            continue
        fa, fb = is_first_name(a), is_first_name(b)
        if fa == fb or min(len(a), len(b)) < 3 or blocked(a) or blocked(b):
            continue
        (ns, ne), (ps, pe) = (m.span("b"), m.span("a")) if fa else (m.span("a"), m.span("b"))
        for s0, e0, lab in ((ns, ne, "NOM"), (ps, pe, "PRENOM")):
            sp = make_span(page, text, s0, e0, lab, SOURCE, CONF_PATTERN)
            if sp is not None:
                out.append(sp)
                covered[s0:e0] = b"\x01" * (e0 - s0)
    return out


# A species after its genus ("Candida albicans", "Listeria monocytogenes"): Latin endings
_LATIN_SPECIES = re.compile(r"(?:us|um|ae|ii|ans|ens|enes|oides|ensis|icum|ella|ica)\Z")
# "technicien Adèle sauvageot, astreinte …": after a capitalised first name, one word in lower
# case that ends its clause
# (or before a dash and the carer's national id: "Barnabé gélinotte – ADELI 229882873")
_ID_AFTER = re.compile(r"[ \t]+[–-][ \t]+(?:ADELI|RPPS)(?![\w])")
_LOWER_SURNAME = re.compile(rf"[ \t\u00a0]([{_LW_CHARS}]{{4,}}(?:-[{_LW_CHARS}]{{2,}})?)"
                            r"(?=[ \t]*(?:[,;)\n]|\Z|\.(?:\s|\Z))|[ \t]+[–-][ \t]+(?:ADELI|RPPS)(?![\w]))")


def first_then_lower(page: int, text: str, covered: bytearray, words: set[str], blocked) -> list[Span]:
    """"technicien Adèle sauvageot,": a known first name with its capital, then a word in lower
    case that ends the clause and is no ordinary French word, no first name and not on the
    allow-list: the surname typed without its capital. Not on English or German pages (a noun
    and a verb there: "Atlas besitzt"). The page's first names are found from its words (set
    lookups); only their neighbours are read."""
    out: list[Span] = []
    if english_words(words) or german_words(words):
        return out
    known = first_names()  # (accents folded: "noémie" is known as "noemie")
    for w in (words & lower_first_names()) | {w for w in words if not w.isascii() and fold(w) in known}:
        cap = "-".join(p[:1].upper() + p[1:] for p in w.split("-"))
        pos = text.find(cap)
        while pos >= 0:
            end = pos + len(cap)
            m = _LOWER_SURNAME.match(text, end)
            if m is not None and (pos == 0 or not _wordish(text[pos - 1])) and not covered[m.start(1)]:
                n = m.group(1)
                # (a word of the language is a surname too when the carer's national id follows)
                if _lower_first(cap) and not (_lower_first(n) or (_ordinary(n) and not _ID_AFTER.match(text, m.end(1)))
                                              or blocked(n) or blocked(cap) or _LATIN_SPECIES.search(n)):
                    for s0, e0, lab in ((pos, end, "PRENOM"), (m.start(1), m.end(1), "NOM")):
                        if not covered[s0]:
                            sp = make_span(page, text, s0, e0, lab, SOURCE, CONF_PATTERN_CAPS)
                            if sp is not None:
                                out.append(sp)
                                covered[s0:e0] = b"\x01" * (e0 - s0)
            pos = text.find(cap, end)
    return out
