"""What held-out corpus CF's first pass (diabetes devices in Pays de la Loire) showed, tuned since:
an international number whose groups a spaced-out line sets two blanks apart."""

from __future__ import annotations

from tests.fake_model import rule_findings

_found = rule_findings


def test_an_international_number_with_two_blanks_between_its_groups():
    for text, value in (("Secrétariat  +33  (0)2  41  32  87  50  -  standard\n", "+33  (0)2  41  32  87  50"),
                        ("Téléphone :  +33  (0)6  30  33  37  62\n", "+33  (0)6  30  33  37  62")):
        assert ("TEL", value) in _found(text), _found(text)
    # too few digits after the code is no number
    assert not [v for k, v in _found("Réf +33  12  34\n") if k == "TEL"]
