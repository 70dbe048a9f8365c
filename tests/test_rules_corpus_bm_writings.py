"""What held-out corpus BM's first pass (printouts shaped like hospital information systems')
showed (tuned since): an employer under its caption on the next line, a device's catalogue
reference under its material in a traceability table read one cell a line, and the model's false
names: a program before its version number, a device reference, a town before "Cedex", a name
run into "Date naiss.", vitamin D's names, pain scales and DICOM's captions."""

from __future__ import annotations

import pytest

from tests.fake_model import model_findings as _model, rule_findings

_found = rule_findings


def test_an_employer_under_its_caption():
    assert ("ETAB", "Supermarché Val-Sèvre Distribution") in _found("Employeur : \nSupermarché Val-Sèvre Distribution \n")
    for text in ("Employeur : \nRetraitée depuis 2010\n", "Employeur : Retraité depuis 2010\n", "Employeur :\nSans emploi\n"):
        assert not [f for f in _found(text) if f[0] == "ETAB"], text


def test_a_catalogue_reference_under_its_material():
    assert not [f for f in _found("Clips polymère \nREF 544240 \nX4235A \n") if "544240" in f[1]]
    assert ("AUTRE", "544240") in _found("Dossier patient\nREF 544240\n")  # no material: a file's reference


@pytest.mark.parametrize("text, value, label, expected", [
    ("Hospitalis DPI 8.4.2 - Imprimé le 12/08/2025\n", "Hospitalis", "ETAB", []),
    ("Biologix SIL 5.2 - page 1/2\n", "Biologix", "ETAB", []),
    ("Mme Bernadette Hospitalis 2 rue X\n", "Hospitalis", "NOM", [("Hospitalis", "NOM")]),  # a civility: a name
    ("matelas à air REF AXTAIR-ONE\n", "REF AXTAIR-ONE", "NOM", []),
    ("16000 ANGOULÊME Cedex\n", "ANGOULÊME Cedex", "NOM", [("ANGOULÊME", "VILLE")]),
    ("BOUSQUET Bernard \nDate naiss. 12/03/1950\n", "Bernard \nDate naiss", "NOM", [("Bernard", "NOM")]),
    ("CHOLÉCALCIFÉROL 100 000 UI : 1 ampoule\n", "CHOLÉCALCIFÉROL", "NOM", []),
    ("Douleur (Algoplus) 2/5\n", "Algoplus", "VILLE", []),
    ("Study Instance UID 1.2.250.1.948\n", "Study", "NOM", []),
])
def test_model_false_names(text, value, label, expected):
    assert _model(text, value, label) == expected
