"""Birth dates that no label announces, told by what surrounds them.

Identity headers print the birth date bare: "MORVAN Annick, 76 ans, 12/03/1948",
"Patient : MORVAN, Annick (F) - 12.03.1948", "Nom : X  Prénom : Y  Sexe : F
12/03/1948". The date rules see an ordinary date there (kept by default), and a
birth date left readable is the worst leak. Two clues need the whole
document, so they run in its final pass, after the model:

- **the age agrees**: a stated age ("76 ans", "(76 a)", "âgée de 76 ans") near
  the date equals the years between that date and the document's newest date
  (or one less, before the birthday). A date of care never does;
- **it stands in a column a birth caption heads** ("Lien⏎Nom Prénom⏎Naissance⏎…", the
  caption not followed by its own date), alone on its line, before the first line of
  prose, two years older than the newest date;
- **it follows a person's name** on the same line, with only separators, the
  sex or the age in between (or alone on its line, under a line ending with a
  name: a table read one cell per line), and is at least two years older than the
  document's newest date (a care date beside a name is recent). Not after a
  doctor's title or a signature verb.
"""

from __future__ import annotations

import re
from datetime import date
from typing import Sequence

from app.detection.rules.common import line_start_matches
from app.detection.spans import Span
from app.export.variants import parse_date

NOTE_AGE = "date de naissance (âge concordant)"
NOTE_NAME = "date de naissance (après le nom)"
NOTE_COLUMN = "date de naissance (colonne d'un tableau)"
# A birth caption alone on its line: when the next line is no date, it heads a column whose
# values come further down (a family table read column by column).
_BIRTH_CAPTION = re.compile(r"^[ \t]*(?:naissance|date[ \t]+de[ \t]+naissance|date[ \t]+naiss\.?|n[ée]\(?e?\)?[ \t]+le|ddn)"
                            r"[ \t:]*$", re.IGNORECASE | re.MULTILINE)
# What every birth caption holds ("Date de naissance", "DDN", "NÉ(E) LE", "née le").
_BIRTH_CAPTION_HINT = re.compile(r"aiss|AISS|DDN|ddn|[ée]\(?e?\)? le|[ÉE]\(?E?\)? LE")
# A date right under the caption: its value, whatever the writing ("12/03/1950", "1950-03-12",
# "19500312", "12 mars 1950").
_DATE_LINE = re.compile(r"[ \t]*(?:\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|(?:18|19|20)\d\d-[01]\d-[0-3]\d|\d{8}(?!\d)"
                        r"|\d{1,2}(?:er)?[ \t]+[^\W\d_]{3,9}\.?[ \t]+\d{4})")

_ANS = re.compile(r"ans\b|ANS\b|Ans\b|a\.?[ \t]*\)")  # (each led by its letter: ``re`` skips ahead)
_NUMBER_BEFORE = re.compile(r"(\d{1,3})[ \t\u00a0]*\Z")
_PAREN_AGE = re.compile(r"\([ \t]*(\d{1,3})[ \t]*a\.?[ \t]*\)\Z")
# Words before a number of years that make it a duration, not an age ("il y a 10 ans", "depuis 5 ans").
_DURATION_BEFORE = re.compile(
    r"(?:\bil\s+y\s+a|\bdepuis|\bpendant|\bdurant|\bapr[èe]s|\bavant|\bsur|\bpour|\bd[èe]s|\bles|\benviron|\bplus\s+de|"
    r"\bmoins\s+de|\bà|\bentre|\bet|\bjusqu'[àa]|\bvers|\bd'|\bpr[èe]s\s+de|\bau\s+moins|\bde)\s*\Z",
    re.IGNORECASE)
# A caption and its colon right before the number: a word in lower case or a duration's caption
# makes it a duration ("Âge : 76 ans", "DUPONT Jean : 76 ans" are ages).
_DURATION_CAPTIONS = frozenset("durée duree ancienneté anciennete longévité longevite autonomie délai delai évolution "
                               "evolution recul".split())
_CAPTION_BEFORE = re.compile(r"([^\W\d_]+)[ \t]*(?:\([^()\n]{0,12}\))?[ \t]*:[ \t]*\Z")
_DURATION_AFTER = re.compile(r"\s*(?:de\b|d'|plus\b|auparavant|apr[èe]s|avant|plus\s+t[ôo]t|environ|révolus)", re.IGNORECASE)
# What may stand between a name and its birth date on an identity line.
_FILLER = re.compile(
    r"(?:[ \t,;:|/()\-–—]+|\b(?:sexe[ \t]*:?[ \t]*)?(?:[FMH]|homme|femme|masculin|f[ée]minin)\b|\b\d{1,3}[ \t]*ans\b"
    r"|\bn[ée]e?\b)*\Z",
    re.IGNORECASE)
_TITLE_BEFORE = re.compile(
    r"\b(?:Dr|DR|Docteur|Pr|PR|Professeur|Interne|IDE|IBODE|IADE|Sign[ée]e?|Valid[ée]e?|par|PAR|Vu|vu)\b\.?[^\n]{0,40}\Z")
_NAME_LABELS = frozenset(("NOM", "PRENOM"))
# An age under its caption, as an export's fields print it: "Âge : 22a", "AGE: 22" (not a term
# in weeks or months, "Âge gestationnel", nor a number that goes on: "Âge : 22/40").
_AGE_CAPTION = re.compile(r"(?<![^\W\d_])(?:[âÂ]ge|AGE|Age)[ \t]*:[ \t]*(\d{1,3})(?:[ \t]*(?:a|ans|an)\b)?"
                          r"(?![\d/.,]|[ \t]*(?:SA|sa|sem|mois|m\b|j\b|jours?\b|h\b))")
_WINDOW = 250  # characters between an age and a date that belong to the same header


def _year4(y: str, newest: int) -> int:
    if len(y) == 4:
        return int(y)
    yy = int(y)
    return 2000 + yy if 2000 + yy <= newest else 1900 + yy


def _ages(text: str) -> list[tuple[int, int, int]]:
    """(start, end, years) of every stated age on the page, durations left out. The scan
    looks for the literal "ans" / "a)" first, then for the number before it: far cheaper
    than a pattern tried at every digit of a page of lab values."""
    out = []
    for m in _ANS.finditer(text):
        d = _NUMBER_BEFORE.search(text, max(0, m.start() - 8), m.start())
        if d is None:
            continue
        if m.group().endswith(")"):  # "(76 a)"
            p = _PAREN_AGE.search(text, max(0, m.start() - 10), m.end())
            if p is None:
                continue
            out.append((p.start(), p.end(), int(p.group(1))))
            continue
        years = int(d.group(1))
        start = d.start(1)
        if not 1 <= years <= 120 or (start > 0 and (text[start - 1].isalnum() or text[start - 1] in ".,/")):
            continue
        head = text[max(0, start - 25):start]
        if _DURATION_BEFORE.search(head) and not re.search(r"âg[ée]e?\s+de\s*\Z", head, re.IGNORECASE):
            continue
        caption = _CAPTION_BEFORE.search(head)
        if caption and (caption.group(1).islower() or caption.group(1).lower() in _DURATION_CAPTIONS):
            continue  # "Longévité estimée de la pile : 7 ans", "Durée : 3 ans": how long, not how old
        if _DURATION_AFTER.match(text, m.end()):
            continue
        out.append((start, m.end(), years))
    for m in _AGE_CAPTION.finditer(text):  # "Âge : 22a", "AGE: 22" (an export's field, the unit cut or left out)
        years = int(m.group(1))
        if 1 <= years <= 120:
            out.append((m.start(), m.end(), years))
    return out


def infer_birth_dates(texts: Sequence[str], spans: list[Span]) -> list[Span]:
    """``spans`` with the DATE hits that the age or a preceding name shows to be birth dates relabelled."""
    parsed: dict[int, tuple[int, int, str]] = {}
    for i, s in enumerate(spans):
        if s.label == "DATE":
            p = parse_date(s.text)
            if p is not None:
                parsed[i] = p
    if not parsed:
        return spans
    limit = date.today().year + 1
    pivot = limit % 100  # "06/07/23" is 2023, "12/03/48" 1948
    years4 = [int(p[2]) if len(p[2]) == 4 else (2000 if int(p[2]) <= pivot else 1900) + int(p[2]) for p in parsed.values()]
    years4 = [y for y in years4 if y <= limit]
    newest = max(years4) if years4 else None
    if newest is None:
        return spans
    ages: dict[int, list] = {}
    names: dict[int, dict[int, Span]] = {}
    for s in spans:
        if s.label in _NAME_LABELS and s.confidence >= 0.4:  # what export masks by default
            names.setdefault(s.page, {})[s.end] = s
    columns: dict[int, list[tuple[int, int]]] = {}
    dated: dict[int, list[Span]] = {}  # each page's dates, for the one nearest an age
    for sp in spans:
        if sp.label in ("DATE", "DATE_NAISSANCE", "DATE_DECES"):
            dated.setdefault(sp.page, []).append(sp)
    out = None
    for i, (d, m, y) in parsed.items():
        s = spans[i]
        if not 0 <= s.page < len(texts):
            continue
        text = texts[s.page]
        y4 = _year4(y, newest)
        if y4 >= newest:
            continue
        if s.page not in ages:
            ages[s.page] = _ages(text)
        note = None
        for a0, a1, years in ages[s.page]:
            near = (a0 - s.end) if a0 >= s.end else (s.start - a1)
            if near <= _WINDOW and newest - y4 - years in (0, 1) and not _nearer_date(dated, s, a0, a1, near):
                note = NOTE_AGE
                break
        if note is None and y4 <= newest - 2:
            note = NOTE_NAME if _after_name(text, s, names.get(s.page, {})) else None
        if note is None and y4 <= newest - 2:
            if s.page not in columns:
                columns[s.page] = _birth_columns(text)
            if any(a <= s.start < b for a, b in columns[s.page]) and text[text.rfind("\n", 0, s.start) + 1:
                                                                          s.start].strip() == "":
                note = NOTE_COLUMN
        if note is not None:
            if out is None:
                out = list(spans)
            out[i] = s.with_(label="DATE_NAISSANCE", note=note)
    return spans if out is None else out


def _nearer_date(dated: dict[int, list[Span]], s: Span, a0: int, a1: int, near: int) -> bool:
    """Another date of the page stands nearer the age than ``s``: the age is that date's (a
    vaccination table's row, "29/11/2023   6 ans et 1 mois", gives the child's age at that
    date, not the age of the date two rows up)."""
    for d in dated.get(s.page, ()):
        if d is s:
            continue
        dist = (a0 - d.end) if a0 >= d.end else (d.start - a1)
        if 0 <= dist < near:
            return True
    return False


def _birth_columns(text: str) -> list[tuple[int, int]]:
    """Stretches of the page under a birth caption that heads a column: from the caption to
    the first line of prose (over 80 characters) or 1,500 characters further."""
    out = []
    for m in line_start_matches(_BIRTH_CAPTION, text) if _BIRTH_CAPTION_HINT.search(text) else ():
        rest = text[m.end():].lstrip()
        if _DATE_LINE.match(rest):
            continue  # the value is right under its caption: an identity block, not a column
        end = min(len(text), m.end() + 1500)
        pos = m.end()
        while pos < end:
            nl = text.find("\n", pos + 1)
            nl = len(text) if nl < 0 else nl
            if nl - pos > 81:
                end = pos
                break
            pos = nl
        out.append((m.end(), end))
    return out


def _after_name(text: str, s: Span, name_ends: dict[int, Span]) -> bool:
    """The date follows a person's name on its line, nothing but separators, sex or age between;
    or it opens its line (in brackets maybe) and the line above (blank lines skipped) ends with
    a name: a table read one cell per line ("TEXIER Françoise⏎18/03/1996", "C. LE GOFF⏎(28/09/1953)")."""
    if not name_ends:
        return False
    ls = text.rfind("\n", 0, s.start) + 1
    if text[ls:s.start].strip(" \t(["):  # ("(28/09/1953)" under the name: a cell's second line)
        return _name_ends_at(text, ls, s.start, name_ends)
    end = ls - 1
    for k in range(3):  # the line above, at most two blank lines between
        if end < 0:
            return False
        prev = text.rfind("\n", 0, end) + 1
        if text[prev:end].strip():
            # across a blank line, the name must be a paragraph of its own (a grid read one cell a
            # paragraph): the last line of a row read one cell a line names the row's carer, and the
            # date opening the next row is that row's ("PMI - VASSELIN⏎⏎26/02/2016⏎2 mois⏎Infanrix")
            if k and prev > 0 and text[text.rfind("\n", 0, prev - 1) + 1:prev - 1].strip():
                return False
            return _name_ends_at(text, prev, end, name_ends)
        end = prev - 1
    return False


def _name_ends_at(text: str, ls: int, end: int, name_ends: dict[int, Span]) -> bool:
    head = text[ls:end]
    f = _FILLER.search(head)
    j = ls + (f.start() if f else len(head))
    name = name_ends.get(j)
    if name is None:
        return False
    return not _TITLE_BEFORE.search(text, ls, name.start)
