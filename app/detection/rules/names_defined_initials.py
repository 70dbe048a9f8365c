"""Staff initials and trigrams a document defines beside a name, then uses alone.

Emergency and home-care records name each crew member once ("ambulancier Joël Gindre
(J.G.)", "IDE Youssef Bobillier (Y.B., ADELI …)", a regulation desk's "ARM  MRO - Maxime
Rognon") and then sign every line of a log, a drug table or a visa with the initials or
the operator's trigram alone ("00h02  morphine 3 mg  IV  Y.B.", "03:18:30  MRO  appel …").
The definition ties the short form to one person; read there, it is masked with the name and
wherever else the document prints it as a word of its own. The short form must match the
name it stands beside — the initials of its words (a hyphenated first name gives one letter
per part), or for a trigram the first name's letter and the surname's first two — and one
word of that name must be a known first name, so a bracketed acronym or a ward's code beside
a heading ("Service de Cardiologie (S.C.)") is left alone. A log whose rows are signed (time,
short form, entry) and that holds one defined short form is signed by staff on every row: its
other short forms are masked too.
"""

from __future__ import annotations

import re
from typing import Sequence

from app.detection.rules.common import APOS, LOWER, UPPER, make_span, unaccented
from app.detection.spans import Span

SOURCE = "rules.names"
CONF_DEFINED = 0.90
CONF_REPEATED = 0.85

_WORD = rf"[{UPPER}][{LOWER}{UPPER}{APOS}]+(?:-[{UPPER}][{LOWER}{UPPER}{APOS}]+)*"
_PARTICLE = r"(?:(?:de|du|des|le|la|d['’]|Le|La|De|Du|Ben|ben|van|Van)[ \t]+)"
_PARTICLES = {"de", "du", "des", "le", "la", "d'", "d’", "ben", "van"}
# Initials in brackets, alone or before a comma: "(L.C.)", "(Y.B., ADELI …)".
_INITIALS = re.compile(rf"\([ \t]*(?P<i>[{UPPER}]\.(?:[ \t]?-?[{UPPER}]\.){{1,3}})[ \t]*[),;]")
# The name words before them (a line break may cut them): "Lucie⏎   Courvoisier ", "MATHIOT Quentin ".
_NAME_BEFORE = re.compile(rf"(?<![\w{APOS}\-])(?P<n>{_WORD}(?:[ \t]*\n?[ \t]*{_PARTICLE}?{_WORD}){{1,3}})[ \t]*\Z")
# A trigram or initials in capitals, a dash or a colon, then the name: "MRO - Maxime Rognon".
_CODE_THEN_NAME = re.compile(
    rf"(?<![\w\-.])(?P<i>[{UPPER}]{{2,4}})[ \t]+[-–—:][ \t]+(?P<n>{_WORD}[ \t]+{_PARTICLE}?{_WORD})(?![\w\-])")


# A log's row: the time, then who wrote it, then the entry ("03:42:18   MVU   décision …",
# "01:48   M.B.   adrénaline 1 mg IV").
# (a cell a line, as a table's rows are often extracted: "03:42:18⏎MVU⏎décision …")
_LOG_ROW = re.compile(rf"^[ \t|]*\d{{1,2}}[:h]\d{{2}}(?::\d{{2}})?(?:[ \t|]+|[ \t]*\n[ \t]*)"
                      rf"(?P<c>[{UPPER}]{{2,4}}|[{UPPER}]\.(?:-?[{UPPER}]\.){{1,3}})"
                      r"(?=[ \t]*\||[ \t]{2,}|[ \t]*\n)", re.MULTILINE)


def _words(name: str) -> list[str]:
    return [w for w in re.split(r"[ \t\n]+", name) if w and w.lower() not in _PARTICLES]


def _fold1(c: str) -> str:
    return unaccented(c)[:1].upper()


def _matches(code: str, name: str) -> bool:
    """Whether ``code`` (letters only) is the name's initials, in either order, or its
    trigram (the first name's letter, then the surname's first two, either word the surname)."""
    words = _words(name)
    letters = [_fold1(p[0]) for w in words for p in w.split("-") if p]
    code = "".join(_fold1(c) for c in code)
    if len(letters) >= 2 and code in ("".join(letters), "".join(letters[-1:] + letters[:-1]),
                                      "".join(letters[1:] + letters[:1])):
        return True
    if len(code) == 3 and len(words) == 2:
        a, b = ("".join(_fold1(c) for c in w if c.isalpha()) for w in words)
        return code in (a[:1] + b[:2], b[:1] + a[:2])
    return False


def _a_person(name: str) -> bool:
    """Whether one word of the name is a known first name."""
    from app.detection.rules.gazetteers import is_first_name

    return any(is_first_name(p) for w in _words(name) for p in dict.fromkeys([w, *w.split("-")]))


def _name_for(text: str, s: int, code: str) -> tuple[int, int] | None:
    """Where the name the initials at ``s`` stand for lies, trying its last two, three, then
    four words ("IDE Théo Ramaux (T.R.": the role is no part of it)."""
    m = _NAME_BEFORE.search(text, max(0, s - 90), s)
    if m is None:
        return None
    starts = [w.start() for w in re.finditer(_WORD, m.group("n")) if w.group().lower() not in _PARTICLES]
    for k in range(2, len(starts) + 1):
        a = m.start("n") + starts[-k]
        name = text[a:m.end("n")]
        if _matches(code, name) and _a_person(name):
            return a, m.end("n")
    return None


def _label_words(page: int, text: str, s: int, e: int, out: list[Span]) -> None:
    """The name's words: a known first name as PRENOM, the others NOM."""
    from app.detection.rules.gazetteers import is_first_name

    for m in re.finditer(_WORD, text[s:e]):
        w = m.group()
        if w.lower() in _PARTICLES:
            continue
        label = "PRENOM" if (not w.isupper() and is_first_name(w)) else "NOM"
        sp = make_span(page, text, s + m.start(), s + m.end(), label, SOURCE, CONF_DEFINED, note="nom défini avec ses initiales")
        if sp is not None:
            out.append(sp)


def _named_people(texts: Sequence[str], spans: Sequence[Span]) -> list[str]:
    """The names of two words or more the detections read, a first name (or its initial) and a
    surname side by side on one line, in one span or two."""
    names = sorted((s for s in spans if s.label in ("NOM", "PRENOM")), key=lambda s: (s.page, s.start))
    out: list[str] = []
    i = 0
    while i < len(names):
        j = i
        while j + 1 < len(names) and names[j + 1].page == names[i].page and \
                texts[names[i].page][names[j].end:names[j + 1].start].strip(" \t") == "":
            j += 1
        whole = texts[names[i].page][names[i].start:names[j].end]
        if len(_words(whole)) >= 2:
            out.append(whole)
        i = j + 1
    return out


def _signed_by_named(code: str, people: list[str]) -> bool:
    letters = re.sub(r"\W", "", code)
    return any(_matches(letters, name) for name in people)


def defined_initials(texts: Sequence[str], spans: Sequence[Span] = ()) -> list[Span]:
    """Each definition's name and short form, every other stand-alone occurrence of the
    short form in the document, and the other short forms signing a log one of them signs
    (or that a person the detections name signs)."""
    out: list[Span] = []
    codes: set[str] = set()
    for page, text in enumerate(texts):
        for m in _INITIALS.finditer(text) if "(" in text else ():
            code = m.group("i").replace(" ", "")
            where = _name_for(text, m.start(), re.sub(r"\W", "", code))
            if where is not None:
                codes.add(code)
                _label_words(page, text, *where, out)
        for m in _CODE_THEN_NAME.finditer(text) if " - " in text or ": " in text or " – " in text else ():
            if _matches(m.group("i"), m.group("n")) and _a_person(m.group("n")):
                codes.add(m.group("i"))
                _label_words(page, text, m.start("n"), m.end("n"), out)
    # A log that signs some rows with a defined short form, or with the initials of a person
    # the document names, is signed by the staff on every row: the others are staff too ("MVU"
    # for the regulating doctor named in full elsewhere, "Q.L." for "Dr Q. Laboureur").
    logs = [[m.group("c") for m in _LOG_ROW.finditer(text)] for text in texts]
    if any(logs):
        people = _named_people(texts, spans) if spans else []
        for rows in logs:
            if any(c in codes or _signed_by_named(c, people) for c in rows):
                codes.update(rows)
    if not codes:
        return out
    alternatives = "|".join(re.escape(c) for c in sorted(codes, key=len, reverse=True))
    rx = re.compile(rf"(?<![\w.\-])(?:{alternatives})(?![\w\-]|\.\w)")
    for page, text in enumerate(texts):
        for m in rx.finditer(text):
            sp = make_span(page, text, m.start(), m.end(), "NOM", SOURCE, CONF_REPEATED, note="initiales définies")
            if sp is not None:
                out.append(sp)
    return out
