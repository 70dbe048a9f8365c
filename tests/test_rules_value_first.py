"""Identity boxes printed value first and read one line each ("DURAND⏎NOM⏎Paul⏎Prénom⏎…"):
each caption's value is the line over it. The same lines in caption-first order, and
caption-first forms that open on a heading or end on an empty field, keep their reading."""

from __future__ import annotations

import pytest

from app.detection.analyze import analyze_texts
from app.detection.rules import rule_detectors
from app.detection.rules.value_first import value_first_captions


def _found(text: str) -> dict[str, str]:
    return {s.text: s.label for s in analyze_texts([text], rule_detectors())}


@pytest.mark.parametrize("sep", ["\n\n", "\n"])
def test_value_over_its_caption_one_line_each(sep):
    text = sep.join(["DURAND", "NOM", "Paul", "Prénom", "22/09/1943", "Date de naissance",
                     "4 rue des Lilas", "Adresse", "06 12 34 56 78", "Téléphone"])
    found = _found(text)
    assert found.get("DURAND") == "NOM"
    assert found.get("Paul") == "PRENOM"
    assert found.get("22/09/1943") == "DATE_NAISSANCE"
    assert found.get("4 rue des Lilas") == "ADRESSE"


def test_care_date_under_a_birth_caption_of_a_value_first_form_stays_a_care_date():
    text = "\n".join(["DURAND", "NOM", "Jean-Paul", "Prénom", "22/09/1943", "Date de naissance",
                      "15/03/2024", "Date d'entrée"])
    found = _found(text)
    assert found.get("22/09/1943") == "DATE_NAISSANCE"
    assert found.get("15/03/2024") == "DATE"
    assert found.get("Jean-Paul") == "PRENOM"


@pytest.mark.parametrize("text", [
    "NOM\n\nDURAND\n\nPrénom\n\nPaul\n\nDate de naissance\n\n22/09/1943\n\nAdresse\n\n4 rue des Lilas",
    # a heading over the form and a long line after it
    "Identité du patient\nNOM\nDURAND\nPrénom\nPaul\nDate de naissance\n22/09/1943\n"
    "Compte rendu de la consultation du 15/03/2024 pour le suivi de la fracture.",
    # captions ending with a colon, one the value-first test does not know ("Patient :")
    "Patient :\nM. DURAND Paul\n\nNé(e) le :\n22/09/1943 à Montluçon\n\nIPP :\nIPP4686975\n\n"
    "N° de séjour :\nV2025-48928",
    # an ISO birth date (non-breaking hyphens) and a letter-led IPP
    "Patient\nDURAND Paul\n\nNé(e) le\n1943\u201109\u201122\n\nIPP\nP\u201132667793\n\nChambre\nSalle 214",
])
def test_caption_first_forms_keep_their_reading(text):
    assert value_first_captions(text) == {}
    spans = analyze_texts([text], rule_detectors())
    assert any(s.label == "NOM" and "DURAND" in s.text for s in spans)
    assert any(s.label == "DATE_NAISSANCE" and "1943" in s.text for s in spans)
    assert not any(s.label == "DATE_NAISSANCE" and "2024" in s.text for s in spans)


def test_a_heading_over_a_caption_first_form_with_an_empty_last_field_is_no_value():
    # starts with a value and ends with a caption, as a value-first run does: the values
    # under the captions suit them better, so the reading stays caption-first
    text = "CHU de Nantes\nNOM\nDURAND\nPrénom\nPaul\nIPP\n\nAdresse\nTéléphone"
    assert value_first_captions(text) == {}
    found = _found(text)
    assert found.get("DURAND") == "NOM"
    assert found.get("Paul") == "PRENOM"
