"""Writings seen in documents from other producers (typesetters, listings, cairo): a
positive case and a decoy for each. All values are fictional."""

from __future__ import annotations

import pytest

from app.detection.analyze import analyze_page
from app.detection.rules import rule_detectors


def _found(text: str) -> set[tuple[str, str]]:
    return {(s.label, " ".join(s.text.split())) for s in analyze_page(0, text, rule_detectors())}


def _labels_of(text: str, value: str) -> set[str]:
    return {lab for lab, v in _found(text) if value in v}


def test_no_break_spaces_inside_a_phone_number_and_the_span_keeps_them():
    text = "Tél.\u00a0+33\u00a0(0)2\u00a024\u00a037\u00a094\u00a037 — Fax 04.12.59.02.93\n"
    spans = [s for s in analyze_page(0, text, rule_detectors()) if s.label == "TEL"]
    assert any(s.text == "+33\u00a0(0)2\u00a024\u00a037\u00a094\u00a037" for s in spans)  # the page's own characters
    assert not _labels_of("PA 131/82\u00a0mmHg, FC 114\u00a0/min, SpO2 91\u00a0%\n", "131")


def test_the_legal_entity_finess_after_the_site_one():
    assert "FINESS" in _labels_of("FINESS 429436736 — EJ 423542372\n", "423542372")
    assert not _labels_of("Total ET 423542372 unités\n", "423542372")  # no FINESS on the line


def test_a_national_professional_id_after_a_signature():
    assert "RPPS" in _labels_of("Compte rendu validé par Dr X, radiologue — 810123456781\n", "810123456781")
    assert not _labels_of("Lot 810123456782 conforme\n", "810123456782")  # wrong key


def test_dot_leaders_between_label_and_value():
    text = ("Opéré(e) ......: M. POIRIER Hervé\nNé(e) le ......: 3 NOVEMBRE 1990\nIPP ...........: V2509099\n"
            "Venue .........: SJ-165758-K\nDate ..........: 30/05/2025\n")
    assert "DATE_NAISSANCE" in _labels_of(text, "3 NOVEMBRE 1990")
    assert "IPP" in _labels_of(text, "V2509099") and "EPISODE" in _labels_of(text, "SJ-165758-K")
    assert _labels_of(text, "30/05/2025") == {"DATE"}  # a care date stays a care date


def test_a_qualifier_between_the_label_and_the_code():
    assert "IPP" in _labels_of("Médecin demandeur : Dr X — IPP établissement J7082126\n", "J7082126")
    assert not _labels_of("Diagnostic interne K35.8, acte HHFA016\n", "K35.8")


def test_a_pair_of_labels_heading_a_column_of_pairs():
    text = ("Identité\nNé(e) le\nTéléphone\nIPP / passage\nArrivée\n\n"
            "NICOLAÏ, Yannick\n19 FÉVRIER 1983\n0688172835\n007588939 / 253254855\n18/05/2025 à 09h47\n")
    assert "IPP" in _labels_of(text, "007588939") and "EPISODE" in _labels_of(text, "253254855")
    decoy = "Poids\nTaille / tour\n\n72 kg\n180 / 95\n"
    assert not _labels_of(decoy, "180")


@pytest.mark.parametrize("text, code", [("Mme X\n21/10/1957\nVierzon (18279)\n", "18279"),
                                        ("née le 2/04/69 à Bastia\n(2B033), demeurant", "2B033"),
                                        ("Porto-Vecchio (2A247)", "2A247")])
def test_the_insee_code_of_a_commune_in_brackets(text, code):
    assert "AUTRE" in _labels_of(text, code)


@pytest.mark.parametrize("text", ["dosage (10000) UI\n", "Prise en charge (12345) du dossier\n", "au total 12 (18279)\n"])
def test_a_number_in_brackets_after_no_commune_stays(text):
    assert not {lab for lab, v in _found(text) if lab == "AUTRE"}


def test_patient_transport_companies():
    assert "ETAB" in _labels_of("| TRANSPORTEUR |\n| Taxi-ambulances Mirabel-Fontvieille |\n", "Mirabel-Fontvieille")
    assert "ETAB" in _labels_of("Transporteur\nAmbulances de la Sarthonne\n", "Sarthonne")
    assert not {lab for lab, v in _found("Mode : [ ] ambulance   [ ] taxi conventionné\n") if lab == "ETAB"}


def test_a_birth_date_column_of_a_listing_table():
    text = ("+------------+---------------------+-------------------+\n"
            "|N° dossier  |Prélevé le           |Date de naissance  |\n"
            "+------------+---------------------+-------------------+\n"
            "|250627-0132 |27/06/2025 07h40     |2002-06-23         |\n"
            "+------------+---------------------+-------------------+\n")
    assert "DATE_NAISSANCE" in _labels_of(text, "2002-06-23")
    assert _labels_of(text, "27/06/2025") == {"DATE"}


def test_a_name_typed_in_lower_case_after_a_civility():
    found = _found("Mme labbé ginette\n41 quai des Gabares\n")
    assert ("NOM", "labbé") in found and ("PRENOM", "ginette") in found
    assert not {lab for lab, v in _found("Madame annie est sortie ce matin.\n") if lab in ("NOM", "PRENOM")}
    assert not {lab for lab, v in _found("Monsieur va mieux\n") if lab in ("NOM", "PRENOM")}
