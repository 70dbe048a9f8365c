"""NIR (numéro de sécurité sociale / INSEE).

Shape: sex(1) year(2) month(2) département(2: 01-95, 2A, 2B, 97x/98x use
3 + 2 commune digits, 99 = born abroad) commune(3) order(3) key(2), with
or without spaces, dots, dashes or underscores between groups (even between every digit,
as on hand-filled forms), the key maybe after a spaced dash, after its word ("clé 85")
or in brackets ("[88]"). Key = 97 − (13-digit number mod 97), Corsica 2A→19, 2B→18.

Confidence:
- 0.99  structure and key valid (checksum-validated), note "clé valide";
- 0.80  structure valid, key wrong, but a NIR context word just before
        ("NIR", "INS", "sécurité sociale", "INSEE", "immatriculation"...),
        note "clé invalide" (a typo in a real NIR is still a NIR);
- 0.75  13 characters without key after a NIR context word, note "clé absente".
A wrong key without context is not reported: 15 digits are then as likely
to be another number.
"""

from __future__ import annotations

import re

from app.detection.rules.checksums import nir_ok
from app.detection.rules.common import before, left_ok, make_span
from app.detection.spans import Span

SOURCE = "rules.nir"
CONF_VALID = 0.99
CONF_BAD_KEY = 0.80
CONF_NO_KEY = 0.75

# Candidate: first digit, then 14 more chars (digits or A/B) with up to two
# separator chars between any two of them.
# (underscores too, as some exports join the groups: "1_41_02_35_781_424_43")
SEP = r"[ .\-\u00a0_]{0,2}"
# (the key may stand apart after a spaced dash or a slash: "1 74 03 54 291 260 - 86",
# "1 47 07 19 150 493 / 13")
# (or after a middle dot: "2 65 11 64 123 456 · 78")
KEY_SEP = r"(?:" + SEP + r"|[ \u00a0][\-–/·][ \u00a0]|/)"
CANDIDATE = re.compile(
    r"[1-478](?:" + SEP + r"[\dABab]){12}(?:" + KEY_SEP + r"\d" + SEP + r"\d)?(?![\w])"
)
# The same cut once by a line break between two groups ("INS : 2 33 07 71⏎014 731 80."), as a
# paragraph wraps it: taken only whole, with a valid key.
_SEP_BREAK = r"(?:[ .\-\u00a0]{0,2}|[ \t]*\r?\n[ \t]*)"
BROKEN = re.compile(r"[1-478](?:" + _SEP_BREAK + r"[\dABab]){12}(?:" + _SEP_BREAK + r"\d){2}(?![\w])")
CONF_BROKEN = 0.95
_BREAK_HINT = re.compile(r"\d[ .\-\u00a0]{0,2}[ \t]*\r?\n[ \t]*[\dABab]")
# Structure of the compact form (15 chars or 13 without key).
STRUCTURE = re.compile(
    r"[1-478]\d\d(?:0[1-9]|1[0-2]|[2-9]\d)"
    r"(?:(?:0[1-9]|[1-8]\d|9[0-5]|2[AB])\d{3}|(?:97|98)\d{3}|99\d{3})"
    r"\d{3}(?:\d\d)?"
)
CONTEXT = re.compile(
    r"(?:\bNIR\b|\bINSEE\b|s[ée]curit[ée]\s+sociale|\bs[ée]cu\b|immatriculation|\bN°\s*SS\b|\bNSS\b|\bassur[ée]\b"
    r"|assurance\s+maladie|identification|\bSS\s*:|\bINS\b|\bNIA\b|\bmatricule\b|carte\s+vitale)",
    re.IGNORECASE,
)


# The key after its word ("1680322331413 clé 85", "… key: 85") or in brackets ("1 34 11 65 587 832 [88]"),
# as a form with a box for each prints it.
_KEY_WORD = re.compile(r"[ \t\u00a0]+(?:(?:cl[ée]|CL[ÉE]|key|KEY)\.?[ \t\u00a0]*:?[ \t\u00a0]*(?P<k>\d{2})(?![\w])"
                       r"|[\[(][ \t]*(?P<b>\d{2})[ \t]*[\])])")


# Where a separator may stand: between standard groups (S AA MM DD CCC OOO KK,
# or S AA MM DDD CC OOO KK overseas), or between every character.
_BOUNDARIES = frozenset({1, 3, 5, 7, 8, 10, 13})


def layout_ok(raw: str) -> bool:
    """Separators only at group boundaries, or after every character.

    Stops a run of unrelated table numbers ("95 5153 98 94 114 0 3 77…")
    from being read as a NIR that happens to have the right key.
    """
    groups = [g for g in re.split(r"[ .\-–/·\u00a0_]+", raw) if g]
    if len(groups) == 1:
        return True
    lengths = [len(g) for g in groups]
    if all(n == 1 for n in lengths[:13]) and (len(lengths) < 14 or sum(lengths[13:]) == 2):
        return True
    pos = 0
    for n in lengths[:-1]:
        pos += n
        if pos not in _BOUNDARIES:
            return False
    return True


def regular_blocks(raw: str) -> bool:
    """Blocks of three or four digits throughout, the sex digit alone before them and the key
    after them maybe ("2 750 112 742 329 03", "1850 6481 6663 825"): a writing some software
    uses. Taken only with a valid key (a run of table numbers seldom has one)."""
    lengths = [len(g) for g in re.split(r"[ .\-–/·\u00a0_]+", raw) if g]
    if lengths[:1] == [1]:
        lengths = lengths[1:]
    if len(lengths) > 2 and lengths[-1] <= 2:
        lengths = lengths[:-1]
    return len(lengths) >= 3 and lengths[0] in (3, 4) and all(n == lengths[0] for n in lengths[:-1]) and lengths[-1] <= lengths[0]


def compact(s: str) -> str:
    return "".join(c for c in s if c.isalnum()).upper()


class NirDetector:
    name = SOURCE

    def detect_page(self, page: int, text: str) -> list[Span]:
        out: list[Span] = []
        pos = 0
        n = len(text)
        while pos < n:
            m = CANDIDATE.search(text, pos)
            if m is None:
                break
            span = self._judge(page, text, m.start(), m.end()) if left_ok(text, m.start(), ".-") else None
            if span is not None:
                out.append(span)
                pos = m.end()
            else:
                pos = m.start() + 1
        for m in self._broken(text):
            raw = m.group()
            if raw.count("\n") != 1 or not left_ok(text, m.start(), ".-") or any(
                    x.start < m.end() and m.start() < x.end for x in out):
                continue
            c = compact(raw)
            if len(c) == 15 and layout_ok(re.sub(r"[ \t]*\r?\n[ \t]*", " ", raw)) and STRUCTURE.fullmatch(c) and nir_ok(c):
                sp = make_span(page, text, m.start(), m.end(), "NIR", SOURCE, CONF_BROKEN, "clé valide, coupé en fin de ligne")
                if sp is not None:
                    out.append(sp)
        return out

    @staticmethod
    def _broken(text: str) -> list:
        """``BROKEN`` matches, looked for only around a line break between two digits (a few
        per page: a scan of the whole page for them cost more than the rest of the rule)."""
        found = {}
        for b in _BREAK_HINT.finditer(text):
            for m in BROKEN.finditer(text, max(0, b.start() - 24), min(len(text), b.end() + 24)):
                if "\n" in m.group():
                    found.setdefault(m.start(), m)
        return [found[k] for k in sorted(found)]

    def _judge(self, page: int, text: str, s: int, e: int) -> Span | None:
        c = compact(text[s:e])
        if not layout_ok(text[s:e]) and not (len(c) == 15 and STRUCTURE.fullmatch(c) and nir_ok(c) and regular_blocks(text[s:e])):
            return None
        if len(c) == 15 and STRUCTURE.fullmatch(c):
            if nir_ok(c):
                return make_span(page, text, s, e, "NIR", SOURCE, CONF_VALID, "clé valide")
            if CONTEXT.search(before(text, s, 60)):
                return make_span(page, text, s, e, "NIR", SOURCE, CONF_BAD_KEY, "clé invalide")
            return None
        k = _KEY_WORD.match(text, e) if len(c) == 13 and STRUCTURE.fullmatch(c) else None
        if k is not None and nir_ok(c + (k.group("k") or k.group("b"))):
            return make_span(page, text, s, k.end(), "NIR", SOURCE, CONF_VALID, "clé valide")
        if len(c) == 13 and STRUCTURE.fullmatch(c) and CONTEXT.search(before(text, s, 60)):
            return make_span(page, text, s, e, "NIR", SOURCE, CONF_NO_KEY, "clé absente")
        return None
