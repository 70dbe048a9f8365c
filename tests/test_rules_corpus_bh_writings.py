"""Writings read from held-out corpus BH's first pass (tuned since): numbered values whose
captions stand in a legend, a large-print sheet's "Caption, c'est : value", a form's arrow
"Caption › value", a driving licence's and a care agreement's numbers, family firms ("… et
Fils"), a unit named by its specialty and its place, a newborns' table (the hour beside the
birth date, a title over the header row, the Apgar column), a NIR's key after a middle dot; and
what stays: a ward named by its specialty, an article before "et Fils", Apgar marks, a column
caption under a name caption."""

from __future__ import annotations

import pytest

from tests.fake_model import rule_findings

_found = rule_findings

_PLAN = ("SECTEUR 1 - FICHE LIT - CHAMBRE 218\n\nFRAYSSE-LAGARDE\n[1]\nFlavie\n[2]\n14|02|1991\n[3]\nQuimperlé\n[4]\n"
         "809-256-3205\n[5]\nBoulangerie Garrigue\n[6]\n\nLégende : [1] Nom d'usage ; [2] Prénom ; [3] Date de naissance ; "
         "[4] Lieu de naissance ; [5] IPP ; [6]\nEmployeur déclaré.\n")
_PLAN_LAYOUT = ("[1]       931270275885\n[2]       B et C1E\n[3]       CEC-25-2215\n\n"
                "Légende : [1] N° du permis de conduire ; [2] Catégories ; [3] N° de dossier de conservation.\n")


@pytest.mark.parametrize("text, value, label", [
    (_PLAN, "FRAYSSE-LAGARDE", "NOM"),
    (_PLAN, "14|02|1991", "DATE_NAISSANCE"),
    (_PLAN, "Quimperlé", "VILLE"),
    (_PLAN, "809-256-3205", "IPP"),
    (_PLAN, "Boulangerie Garrigue", "ETAB"),  # (the legend wraps before its last caption)
    (_PLAN_LAYOUT, "931270275885", "AUTRE"),
    (_PLAN_LAYOUT, "CEC-25-2215", "AUTRE"),
    ("• Date de naissance, c'est : 10|06|2000\n", "10|06|2000", "DATE_NAISSANCE"),
    ("• Prénom, c'est : Donatien\n", "Donatien", "PRENOM"),
    ("• N° de prise en charge SSIAD, c'est : PEC-98301\n", "PEC-98301", "AUTRE"),
    ("• Employeur déclaré, c'est : Transports frigorifiques Malaval\n", "Transports frigorifiques Malaval", "ETAB"),
    (" 10:22        Employeur déclaré                  Boulangerie Garrigue et Fils         contrôlé\n",
     "Boulangerie Garrigue et Fils", "ETAB"),
    ("                        N° de prise en charge SSIAD ›   PEC-64141\n", "PEC-64141", "AUTRE"),
    ("      Date de naissance ›     12/03/1961\n", "12/03/1961", "DATE_NAISSANCE"),
    (" 09:40        N° du permis de conduire           930452187657\n", "930452187657", "AUTRE"),
    ("Orthoprothésiste ›          Orthopédie Lagrèze et Fils\n", "Orthopédie Lagrèze et Fils", "ETAB"),
    ("Transport assuré par Taxi Moncoutié Frères\n", "Taxi Moncoutié Frères", "ETAB"),
    ("transféré en Unité de néonatologie des Coteaux pour glycémie\n", "Unité de néonatologie des Coteaux", "ETAB"),
    ("tableau\nRang\nPrénom\nNé(e) le\nPoids\nApgar\n\nJ1\nFlavie\n06.06.2025 03 h 12\n2 310 g\n9/10/10\n\n",
     "06.06.2025", "DATE_NAISSANCE"),
    ("Rang\nPrénom\nDate et heure de naissance\nPoids\n\nJ1\nFlavie\n18.03.2025 03 h 12\n2 310 g\n\n",
     "18.03.2025", "DATE_NAISSANCE"),
    ("NIR : 2 91 02 29 023 654 · 39\n", "2 91 02 29 023 654 · 39", "NIR"),
    # a caption after its value, an arrow pointing back at it (on the line, or opening the next)
    ("      980578518759         ‹ N° du permis de conduire\n", "980578518759", "AUTRE"),
    ("\n980578518759\n‹ N° du permis de conduire\n\nB et C1E\nCatégories détenues ›\n", "980578518759", "AUTRE"),
])
def test_values_found(text, value, label):
    assert (label, value) in _found(text), _found(text)


@pytest.mark.parametrize("text, value", [
    ("Unité de soins intensifs de Cardiologie\n", "Unité de soins intensifs de Cardiologie"),  # a ward
    ("Le patient et Fils de famille\n", "Le patient et Fils"),
])
def test_no_establishment(text, value):
    assert ("ETAB", value) not in _found(text), _found(text)


def test_apgar_marks_and_column_captions_name_no_one():
    found = _found("Rang\nPrénom\nNé(e) le\nPoids\nApgar\n\nJ1\nFlavie\n06.06.2025 03 h 12\n2 310 g\n9/10/10\n\n")
    assert not [x for x in found if x[1] in ("Poids", "9/10/10")], found


def test_a_legend_gives_nothing_to_values_it_does_not_number():
    text = "Chambre 12\nMeunier\n\nLégende : [1] Nom ; [2] Prénom.\n"
    assert not [x for x in _found(text) if x[1] == "Meunier"], _found(text)


@pytest.mark.parametrize("text, value, label", [
    ("Médicament : Mifépristone ; Dose : 600 mg\n", "Mifépristone", "NOM"),
    ("Manchon Iceross Seal-In X5 taille 26\n", "Iceross Seal-In", "NOM"),
    ("échelle de Cohen-Mansfield à 45\n", "Cohen-Mansfield", "NOM"),
    ("Défibrillateur Triton Vertical Shock posé\n", "Triton Vertical Shock", "ETAB"),
    ("Kayexalate 15 g per os\n", "Kayexalate", "NOM"),
])
def test_drugs_devices_and_scales_stay(text, value, label):
    from tests.fake_model import model_span_kept

    assert not model_span_kept(text, value, label)
