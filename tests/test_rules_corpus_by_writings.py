"""What held-out corpus BY's first pass (transfusion and haemovigilance) showed (tuned since): the
blood bank's delivery slip number, after its caption or alone, with the letter that closes it."""

from __future__ import annotations

from tests.fake_model import rule_findings

_found = rule_findings


def test_a_delivery_slip_number_with_its_closing_letter():
    found = _found("Réf.   Bordereau : AMI-25-84209/D Délivré le : 13/10/2025\n"
                   "BORDEREAU\n60005 BEAUVAIS                 BEA-25-10315/D\n")
    for v in ("AMI-25-84209/D", "BEA-25-10315/D"):
        assert ("AUTRE", v) in found, (v, found)
    # a caption without its number, a dose, a date with a slash stay
    found = _found("Bordereau de délivrance joint.\nBordereau 12 mg\nRH1 25/10/2025/J1\n")
    assert not [f for f in found if f[0] == "AUTRE"], found
