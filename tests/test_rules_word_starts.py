"""The look-behind-free scan gives what the look-behind pattern gave, match for match."""

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
