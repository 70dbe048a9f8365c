"""Bare numbers on a patient's identity line.

Labels and running headers print the identity as one line of values with no
captions: "MORVAN ANNICK  12/03/1948  F  00451238  2312004567", "V2312004567
MORVAN". The numbers there are the patient's IPP and stay numbers, whatever
their shape. Once the document pass knows which lines carry a birth date, or a
person's name beside an identifier already found or in a line of fragments (a
running foot: "3222987839 · DAL MOLIN, Enora · CHCV"), every other run of six digits
or more on that line (a letter or three may lead it) is an identifier: kind
``AUTRE``. Measures with a unit, medical codes, dates, phone numbers and values
already found are left alone.
"""

from __future__ import annotations

import re
from typing import Sequence

from app.detection.rules.common import make_span
from app.detection.rules.participant_codes import PARTICIPANT_SHAPE, initials_after_codes, repeated_codes
from app.detection.rules.page_tables import line_blocks
from app.detection.rules.labelled_ids import MEDICAL_CODE, TRIAL_REGISTRY, UNIT
from app.detection.rules.shaped_codes import NOT_PERSONAL_BEFORE  # (a device's, a product's or a text's number)
from app.detection.spans import Span

SOURCE = "rules.identity_line"
CONFIDENCE = 0.85
NOTE = "numéro sur la ligne d'identité"
NOTE_BLOCK = "numéro dans le bloc d'identité"
# A line of codes only: one to three, each with five digits or more, letters and inner hyphens allowed.
_CODE = r"[A-Z]{0,4}-?\d[A-Z0-9]*(?:-[A-Z0-9]+){0,3}"
_CODE_LINE = re.compile(r"[ \t]*(" + _CODE + r")(?:[ \t]*/[ \t]*(" + _CODE + r"))?(?:[ \t]*/[ \t]*(" + _CODE + r"))?[ \t]*\Z")
_BLOCK_KINDS = {"DATE_NAISSANCE": "B", "NIR": "B", "NOM": "N", "PRENOM": "N", "ADRESSE": "A", "CODE_POSTAL": "A",
                "VILLE": "A", "TEL": "T", "EMAIL": "E"}
_NUMBER = re.compile(r"(?<![\w./,\-])[A-Z]{0,3}\d{6,15}[A-Z]?(?![\w/]|[.,]\d|-\d)")
# A shorter code with a hyphen ("21-131", "FR14-084": a centre and a serial), read only on a
# line that carries both a name and a birth date, a listing's row of people.
_HYPHEN_CODE = re.compile(r"(?<![\w./,\-])[A-Z]{0,3}\d{2,3}-\d{3,5}(?![\w/\-]|[.,]\d)")
_IDS = frozenset(("IPP", "EPISODE", "AUTRE", "NIR"))
_NAMES = frozenset(("NOM", "PRENOM"))


def identity_line_numbers(texts: Sequence[str], spans: Sequence[Span]) -> list[Span]:
    """New AUTRE spans for the bare numbers of identity lines and blocks (see the module docstring),
    and the barcode digits that carry a known identifier."""
    found = _line_numbers(texts, spans) + _block_codes(texts, spans)
    found += _captioned_codes(texts, spans + found)
    # a participant's code read here is printed bare again in headers and calendars
    cores = {m.group("core") for s in found if (m := PARTICIPANT_SHAPE.fullmatch(s.text)) is not None}
    found += repeated_codes(texts, spans + found, cores, SOURCE, CONFIDENCE, NOTE_BLOCK)
    return found + initials_after_codes(texts, [*spans, *found], SOURCE, CONFIDENCE) + _carrying_numbers(texts, spans)


# A patient label's barcode digits print the IPP with a few more digits (a check key, a sequence):
# "IPP 644591459 NDA 968114397⏎644591459397".
# (what stands before the number is tested after its first digit: a leading look-behind
# stops ``re`` skipping ahead to the digits)
_LONG_NUMBER = re.compile(r"\d(?<![\w./,\-]\d)\d{8,17}(?![\w/]|[.,]\d|-\d)")
NOTE_CARRY = "porte un identifiant connu"


def _carrying_numbers(texts: Sequence[str], spans: Sequence[Span]) -> list[Span]:
    """Bare long numbers that open or end with an IPP or stay number of the document, one to
    four digits more: the same identifier, with its kind."""
    known = {s.text: s.label for s in spans if s.label in ("IPP", "EPISODE") and s.text.isdigit() and len(s.text) >= 7}
    if not known:
        return []
    values = list(known)
    order = {v: i for i, v in enumerate(values)}
    taken_by_page: dict[int, list[tuple[int, int]]] = {}
    for x in spans:
        taken_by_page.setdefault(x.page, []).append((x.start, x.end))
    out: list[Span] = []
    for page, text in enumerate(texts):
        taken = taken_by_page.get(page, [])
        for m in _LONG_NUMBER.finditer(text):
            v = m.group()
            # (the known values looked up by the number's heads and tails, the first known
            # value in document order winning: most numbers carry none, and then the spans
            # need no look)
            hits = [order[h] for d in range(1, 5) if len(v) - d >= 7
                    for h in (v[:len(v) - d], v[d:]) if h in order]
            kind = known[values[min(hits)]] if hits else None
            if kind is not None and not any(m.start() < b and a < m.end() for a, b in taken):
                sp = make_span(page, text, m.start(), m.end(), kind, SOURCE, CONFIDENCE, NOTE_CARRY)
                if sp is not None:
                    out.append(sp)
    return out


def _block_codes(texts: Sequence[str], spans: Sequence[Span]) -> list[Span]:
    """The code lines of identity blocks (see the module docstring)."""
    by_page: dict[int, list[Span]] = {}
    for s in spans:
        if s.label in _BLOCK_KINDS and 0 <= s.page < len(texts) and (s.label not in _NAMES or s.confidence >= 0.5):
            by_page.setdefault(s.page, []).append(s)
    out: list[Span] = []
    for page, found in by_page.items():
        if not any(_BLOCK_KINDS[s.label] == "B" for s in found):
            continue
        text = texts[page]
        taken = None  # the page's spans, read once a block qualifies
        for block in line_blocks(text):
            bs, be = block[0][0], block[-1][1]
            kinds = {_BLOCK_KINDS[s.label] for s in found if bs <= s.start < be}
            if "B" not in kinds or len(kinds) < 3:
                continue
            if taken is None:
                taken = [(x.start, x.end) for x in spans if x.page == page]
            for ls, le in block:
                m = _CODE_LINE.match(text, ls, le)
                for g in range(1, 4) if m is not None else ():
                    a, b = m.span(g)
                    code = m.group(g)
                    if a < 0 or sum(c.isdigit() for c in code) < 5 or any(x < b and a < y for x, y in taken):
                        continue
                    if MEDICAL_CODE.match(code) or TRIAL_REGISTRY.match(code) or (code.isdigit() and code.startswith("0") and len(code) == 10):
                        continue
                    sp = make_span(page, text, a, b, "AUTRE", SOURCE, CONFIDENCE, NOTE_BLOCK)
                    if sp is not None:
                        out.append(sp)
    return out


# A word of running text: a person's name beside a number in a sentence ("Mme X a reçu le
# produit 3400930000000") is no identity line; a running head or a label is written in
# fragments ("HIRIART Solène · 25-S-664137 — logigramme (suite)").
_LOWER_WORD = re.compile(r"(?<![\w\-])[a-zà-ÿ]{2,}(?![\w\-])")


# A doctor's title before the name, another of the name's words between ("DR LE GUENNEC MARYVONNE").
_DOCTOR_BEFORE = re.compile(r"\b(?:Dr|DR|Docteur|DOCTEUR|Pr|PR|Professeur)\.?[ \t]+(?:[^\W\d_][\w'’\-]*,?[ \t]+){0,3}\Z")


def _telegraphic(text: str, ls: int) -> bool:
    """Whether the line starting at ``ls`` has three words of running text at most."""
    le = text.find("\n", ls)
    return len(_LOWER_WORD.findall(text, ls, len(text) if le < 0 else le)) <= 3


def _line_numbers(texts: Sequence[str], spans: Sequence[Span]) -> list[Span]:
    """The bare numbers of identity lines."""
    lines: dict[tuple[int, int], set[str]] = {}  # (page, line start) → kinds of clue on it
    for s in spans:
        if s.label == "DATE_NAISSANCE" or s.label in _IDS or (s.label in _NAMES and s.confidence >= 0.5):
            if not 0 <= s.page < len(texts):
                continue
            ls = texts[s.page].rfind("\n", 0, s.start) + 1
            kind = "B" if s.label == "DATE_NAISSANCE" else "I" if s.label in _IDS else "N"
            if kind == "N" and _DOCTOR_BEFORE.search(texts[s.page], max(ls, s.start - 48), s.start):
                kind = "D"  # a doctor's name: the line may be a listing's row, not the patient's identity
            lines.setdefault((s.page, ls), set()).add(kind)
    todo = {k for k, kinds in lines.items()
            if "B" in kinds or ("I" in kinds and kinds & {"N", "D"}) or ("N" in kinds and _telegraphic(texts[k[0]], k[1]))}
    if not todo:
        return []
    pages = {p for p, _ in todo}
    on_page: dict[int, list[tuple[int, int]]] = {}
    for x in spans:
        if x.page in pages:
            on_page.setdefault(x.page, []).append((x.start, x.end))
    out: list[Span] = []
    for page, ls in sorted(todo):
        text = texts[page]
        le = text.find("\n", ls)
        le = len(text) if le < 0 else le
        taken = None
        people = "N" in lines[(page, ls)] and "B" in lines[(page, ls)]
        for m in (*_NUMBER.finditer(text, ls, le), *(_HYPHEN_CODE.finditer(text, ls, le) if people else ())):
            a, b = m.span()
            if taken is None:  # the spans of this line, read once a number is there
                taken = [(x, y) for x, y in on_page.get(page, ()) if x < le and ls < y]
            if any(x < b and a < y for x, y in taken) or MEDICAL_CODE.match(m.group()) or TRIAL_REGISTRY.match(m.group()) or UNIT.match(text, b) \
                    or NOT_PERSONAL_BEFORE.search(text, max(ls, a - 24), a):
                continue
            digits = sum(c.isdigit() for c in m.group())
            if m.group().startswith("0") and digits == 10:
                continue  # a phone number the phone rules did not take
            sp = make_span(page, text, a, b, "AUTRE", SOURCE, CONFIDENCE, NOTE)
            if sp is not None:
                out.append(sp)
    return out


# A code under the bare caption "Code" or "Identifiant", on its line or the next ("Code : 09-136",
# "4. CODE⏎FR14-084"): what it numbers is the person whose name and birth date stand a few lines
# away (a participant's card, an adverse-event form), read in any order the producer wrote the cells.
_CAPTIONED = re.compile(r"(?<![\w])(?:[Cc]ode|CODE|[Ii]dentifiant|IDENTIFIANT)[ \t]*[:.]?[ \t]*(?:\n[ \t]*)?("
                        + _CODE + r")[ \t]*(?=\n|\Z)")
_NEAR_LINES = 6  # lines (blank ones not counted) each way where the name and the birth date stand
NOTE_NEAR = "code près de l'identité"


def _captioned_codes(texts: Sequence[str], spans: Sequence[Span]) -> list[Span]:
    """AUTRE spans for the captioned codes with a birth date and a person's name near them."""
    from bisect import bisect_right

    births = {s.page for s in spans if s.label == "DATE_NAISSANCE"}
    out: list[Span] = []
    for page in sorted(births):
        if not 0 <= page < len(texts):
            continue
        text = texts[page]
        found = [m for m in _CAPTIONED.finditer(text) if sum(c.isdigit() for c in m.group(1)) >= 4]
        if not found:
            continue
        starts = [0] + [i + 1 for i, c in enumerate(text) if c == "\n"]
        full = [ls for ls, le in zip(starts, starts[1:] + [len(text) + 1]) if text[ls:le - 1].strip()]
        on_page = [s for s in spans if s.page == page]

        def line_of(pos: int) -> int:
            return bisect_right(full, pos) - 1

        b_lines = [line_of(s.start) for s in on_page if s.label == "DATE_NAISSANCE"]
        n_lines = [line_of(s.start) for s in on_page if s.label in _NAMES and s.confidence >= 0.5]
        for m in found:
            a, b = m.span(1)
            code, at = m.group(1), line_of(a)
            if not (any(abs(x - at) <= _NEAR_LINES for x in b_lines) and any(abs(x - at) <= _NEAR_LINES for x in n_lines)):
                continue
            if any(s.start < b and a < s.end for s in on_page) or MEDICAL_CODE.match(code) or TRIAL_REGISTRY.match(code) \
                    or UNIT.match(text, b):
                continue
            sp = make_span(page, text, a, b, "AUTRE", SOURCE, CONFIDENCE, NOTE_NEAR)
            if sp is not None:
                out.append(sp)
    return out
