"""Scans that skip the costly start of a pattern give the same matches as the pattern itself."""

import re

import pytest

from app.detection.rules.common import word_start_matches

CASES = [
    (r"(?:AP-HP|APHP)(?![\w\-])", "-", "APHP, l'AP-HP ; XAPHP ; -APHP ; AP-HPX ; (APHP)"),
    (r"[A-Z]{3,8}(?![\w\-])", "-", "CHU de BREST, xCHCB, CHCBX, ABCDEFGHIJ, A-CHU, PCE-2, (SIH) ÉTAT"),
    (r"(?:médecin traitant|traitant|cadre)[ \t]*:[ \t]*(?=\S)", "", "xmédecin traitant : Jean ; cadre : Marie ; encadre : X"),
    (r"(?P<l>IPP|NDA)(?P<v>\d{5,12})(?![\w])", "", "IPP123456 xIPP123456 NDA1234567IPP99999 _IPP123456"),
]


@pytest.mark.parametrize("pattern,bad,text", CASES)
def test_same_matches_as_the_look_behind(pattern, bad, text):
    behind = re.compile(r"(?<![\w" + re.escape(bad) + r"])" + pattern)
    expected = [m.span() for m in behind.finditer(text)]
    got = [m.span() for m in word_start_matches(re.compile(pattern), text, bad)]
    assert got == expected
    assert expected  # each case has at least one match at a word start


def test_a_match_inside_a_word_does_not_hide_the_next_word():
    # "xmédecin traitant :" must still give "traitant :" (a plain finditer would consume it)
    got = [m.group() for m in word_start_matches(re.compile(r"(?:médecin traitant|traitant)[ \t]*:[ \t]*"), "xmédecin traitant : A")]
    assert got == ["traitant : "]


@pytest.mark.parametrize("text", [
    "a@b.fr", "x jean.dupont@chu-brest.fr, marie+1@ap.hp.fr.", "@@a@b.fr a@b@c.fr",
    "é.j@x.org ..a@b.cd", "mail:a@b.c", "a@b.frx@c.fr", "a@b.fr@c.fr d@e.fr",
])
def test_email_scan_from_the_at_sign_gives_the_pattern_matches(text):
    from app.detection.rules.email import PATTERN, _matches
    assert [m.span() for m in _matches(text)] == [m.span() for m in PATTERN.finditer(text)]


@pytest.mark.parametrize("text", [
    "le 12/03/2020, 112/03/2020, 1.2.3, 07 . 03 . 1958 et 5 03 1960 ; 12-5-76|3|4|99",
    "ratio 3/4/2025x, 01/02/03/04, 31|12|1999 9 9 9",
])
def test_numeric_dates_tried_where_they_can_begin(text):
    from app.detection.rules.dates import NUMERIC, _numeric_matches
    expected = [m.span() for m in NUMERIC.finditer(text)]
    assert [m.span() for m in _numeric_matches(text)] == expected and expected
