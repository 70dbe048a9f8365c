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


def test_a_vigilance_declaration_s_or_an_investigation_s_number():
    found = _found("e-FIT 2025-02-77036 - X\nDéclaration e-FIT associée : 2025-60-91419.\nEnquête EA-25-3479 - Y\n"
                   "rapprocher de la déclaration 2025-80-88771 et des dons\n")
    for v in ("2025-02-77036", "2025-60-91419", "EA-25-3479", "2025-80-88771"):
        assert ("AUTRE", v) in found, (v, found)
    found = _found("déclaration du 12/03/2025, enquête de 2024, déclaration de 1500 mg\n")
    assert not [f for f in found if f[0] == "AUTRE"], found


def test_a_blood_product_s_isbt_code_stays_on_a_page_about_blood_products():
    found = _found("Type   Code produit   N° de don\nCGR    E4558V00       FR17 25 258810\n")
    assert not [f for f in found if "E4558V00" in f[1]], found
    # the same shape after a file's label, on a page that is not about blood products
    assert [f for f in _found("N° dossier : E4558V00\n") if f[1] == "E4558V00"]
