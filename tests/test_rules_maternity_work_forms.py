"""Values of a maternity discharge letter and of a work-accident certificate: the newborn's
birth date and hour after "Naissance : le", the newborn's IPP, a maternity hospital named as
such, the employer by its legal form or under its caption; and the decoys beside them (weeks of
pregnancy, a ward's level, a care date followed by an hour, an employer box left empty)."""

from __future__ import annotations

import pytest

from app.detection.analyze import analyze_texts
from app.detection.rules import rule_detectors


def _found(text: str) -> dict[str, str]:
    return {s.text: s.label for s in analyze_texts([text], rule_detectors())}


@pytest.mark.parametrize("text, value, label", [
    ("Naissance :          le samedi 17 février 2024 à 18 h 40", "17 février 2024 à 18 h 40", "DATE_NAISSANCE"),
    ("Naissance            le 09/05/2024 à 11 h 57", "09/05/2024 à 11 h 57", "DATE_NAISSANCE"),
    ("Née le 3 mai 2024 à 6h17 à Rennes", "Née le 3 mai 2024 à 6h17", "DATE_NAISSANCE"),
    ("IPP nouveau-né :     776402771", "776402771", "IPP"),
    ("IPP de la mère : 39365662", "39365662", "IPP"),
    ("Maternité des Hauts-Prés (MHP) - FINESS 490975943", "Maternité des Hauts-Prés", "ETAB"),
    ("Transfert à la Maternité des Bluets.", "Maternité des Bluets", "ETAB"),
    ("Employeur\nSARL Menuiseries Ardouin, 29 chemin de la Source 44000 Nantes", "SARL Menuiseries Ardouin", "ETAB"),
    ("Employeur : SAS Logistique Quercy-Nord, 38 chemin des Vignes", "SAS Logistique Quercy-Nord", "ETAB"),
    ("Boulangeries Hamelin SA, 43 rue des Tilleuls 56000 Vannes", "Boulangeries Hamelin SA", "ETAB"),
    ("Transport assuré par Ambulances Lebrun SARL.", "Lebrun SARL", "ETAB"),
])
def test_maternity_and_work_accident_values(text, value, label):
    found = _found(text)
    assert any(value in t and lab == label for t, lab in found.items()), found


@pytest.mark.parametrize("text, kept", [
    ("Grossesse : G2P2, terme à l'accouchement 39 SA + 1 j", "39 SA"),
    ("Transfert en Maternité Niveau 2 pour surveillance.", "Maternité Niveau"),
    ("Régulation par le SAS Centre 15.", "SAS Centre"),
    ("Consultation le 12/03/2024 à 10 h 30 en salle 4.", "10 h 30"),  # a care date: its hour stays
    ("Employeur : Retraité", "Retraité"),
])
def test_decoys_beside_them_stay(text, kept):
    found = _found(text)
    assert not any(kept in t or t in kept for t, lab in found.items() if lab != "DATE"), found


def test_a_label_the_surname_runs_into_is_read_too():
    found = _found("Nom de naissance : FONTAINE Prénoms : Lucie, Paul")
    assert found.get("FONTAINE") == "NOM" and found.get("Lucie") == "PRENOM" and found.get("Paul") == "PRENOM"


def test_the_next_caption_under_an_empty_employer_box_stays():
    found = _found("Employeur\nDate de l'accident\n06/10/2024")
    assert "Date de l'accident" not in found
