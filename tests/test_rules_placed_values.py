"""Values a form prints without the usual cue: an establishment by its acronym alone in a
footer or a running header, its FINESS after the acronym, a lower-case kind before the name;
and the decoys around them that must stay (care dates in a caption grid, dates and object
identifiers after an id caption, trades, eponyms, rivers, catheter sizes)."""

from __future__ import annotations

import pytest

from app.detection.analyze import analyze_page, analyze_texts
from app.detection.rules import rule_detectors
from app.detection.spans import Span


def _found(text: str) -> dict[str, str]:
    return {s.text: s.label for s in analyze_texts([text], rule_detectors())}


@pytest.mark.parametrize("text, value, label", [
    ("Compte rendu\nPage 1 sur 2 — LLS-v6.8 — CMCR 02 40 69 80 52", "CMCR", "ETAB"),
    ("Page 1 sur 1 — CS-CARDIO v1 — CH2R 02 54 39 37 26", "CH2R", "ETAB"),
    ("Page 2 sur 2 — ADM-971 — PPM 04.70.89.84.20", "PPM", "ETAB"),  # "ppm" is a unit elsewhere
    ("GHSV | Patient : MOUCHONNET Honoré | DDN 20 janvier 2001", "GHSV", "ETAB"),
    ("CdT | Patient : LEFÈVRE-AUBRY Yvette | DDN 14 octobre 1999", "CdT", "ETAB"),
    ("Cachet de l'établissement\nGHSV 170518518", "170518518", "FINESS"),  # Luhn-valid
    ("Centre médico-chirurgical de la Roseraie (CMCR)\nService de pneumologie", "CMCR", "ETAB"),
    ("Adressée par le Centre médical des Hauts-de-Bièvre pour bilan.", "Centre médical des Hauts-de-Bièvre", "ETAB"),
    ("Laboratoire Biolab Coteaux (BLC)\nRésultats", "BLC", "ETAB"),
])
def test_establishment_printed_without_its_usual_cue(text, value, label):
    assert _found(text).get(value) == label


@pytest.mark.parametrize("text, word", [
    ("Secrétariat IRM 02 40 69 80 52", "IRM"),  # an allow-listed unit of the hospital
    ("Appeler DES 02 40 69 80 52", "DES"),  # a link word in capitals
    ("Standard TEL 02 40 69 80 52", "TEL"),
    ("N° ADELI 751234567", "ADELI"),  # a caption, not an establishment
    ("Cachet\nGHSV 170518519", "170518519"),  # not Luhn-valid: no FINESS
    ("Le centre médical du village est fermé.", "centre médical du village"),
])
def test_decoys_around_placed_acronyms(text, word):
    found = _found(text)
    assert found.get(word) not in ("ETAB", "FINESS")


def test_a_row_of_captions_and_values_gives_the_birth_label_to_its_own_date_only():
    found = _found("Né le : | 14.10.47 | Entrée le : | 03.01.25")
    assert found["14.10.47"] == "DATE_NAISSANCE" and found["03.01.25"] == "DATE"
    parents = _found("Date de naissance | 31/05/1989 | 12/04/1986")
    assert parents["31/05/1989"] == parents["12/04/1986"] == "DATE_NAISSANCE"
    listing = _found("+----------+----------+\n| Né(e) le          | 5 mai 1987          |\n")  # a listing's ruled row
    assert listing["5 mai 1987"] == "DATE_NAISSANCE"


def test_a_redacted_caption_block_gives_no_birth_label_to_the_next_grid():
    # what a value-over-caption form reads once its identity values are masked: the captions
    # bunch together, the next column's care date sits over its own caption "Transfert le"
    text = ("Fiche de liaison\nNOM\nPrénom\nDate de naissance\nIPP\nMédecine polyvalente\n"
            "Service d'origine\n23 juillet 2025\nTransfert le\nVers\nNDA\n")
    assert _found(text).get("23 juillet 2025") == "DATE"
    assert _found("Date de naissance\n12/03/1961\nTransfert le\n")["12/03/1961"] == "DATE_NAISSANCE"


@pytest.mark.parametrize("text, value", [
    ("Prélèvement ............... 06-FEV-2025", "06-FEV-2025"),
    ("Dossier n° 12-MAR-61", "12-MAR-61"),
    ("Matricule INS ................\n\n1.2.250.1.213.1.4.8", "1.2.250.1.213.1.4.8"),
])
def test_dates_and_object_identifiers_are_no_identifier(text, value):
    assert _found(text).get(value) in (None, "DATE")


class FakeModel:
    name = "model"

    def __init__(self, word, label):
        self.word, self.label = word, label

    def detect_page(self, page, text):
        a = text.index(self.word)
        return [Span(page, a, a + len(self.word), self.word, self.label, "model", 0.9)]


@pytest.mark.parametrize("text, word, label, kept", [
    ("Profession : Charpentier (retraité).", "Charpentier", "NOM", False),
    ("Ancien métier : Boulanger.", "Boulanger", "NOM", False),
    ("Profession : Mathilde.", "Mathilde", "PRENOM", True),  # a first name stays a name
    ("Examen : signe de Harzer absent.", "Harzer", "NOM", False),
    ("Il pêche volontiers au bord de la Vienne.", "Vienne", "VILLE", False),
    ("Il habite à Vienne depuis 2010.", "Vienne", "VILLE", True),
    ("Ancien meunier dans la vallée de la Loire, reste actif.", "vallée de la Loire", "ADRESSE", False),
    ("Domicile : 3 rue de la Loire, Nantes.", "3 rue de la Loire", "ADRESSE", True),
    ("Sonde urinaire\nCH 14\nescarre talon", "14\nescarre", "ADRESSE", False),
    ("Sonde urinaire posée le 25 février, CH 14.", "CH 14", "ETAB", False),
    ("Porte un appareil auditif Phonak Audéo P90.", "Phonak", "NOM", False),
    ("Adressé par le Dr Harzer pour avis.", "Harzer", "NOM", True),
])
def test_model_spans_the_phrase_before_describes(text, word, label, kept):
    spans = analyze_page(0, text, [FakeModel(word, label)])
    assert bool(spans) is kept


def test_a_caption_in_brackets_in_the_cell_after_the_value():
    found = _found("Corentin ABDELKRIM | (masseur-kinésithérapeute)\n378708846 | (adeli)\nSuite\n")
    assert found["378708846"] == "RPPS"


def test_a_grid_of_values_over_their_captions_read_in_rows():
    # a form of placed boxes read in rows: each value over its caption, two columns
    text = ("DE LA BRÉJOLIÈRE | Médecine polyvalente\nNOM | Service d'origine\nYannick | 15 janvier 2026\n"
            "Prénom | Transfert le\n23 septembre 1963 | EHPAD Les Marronniers\nDate de naissance | Vers\n"
            "003733599 | 265125149\nIPP | NDA\nSurveillance | Dernière valeur | Le")
    found = _found(text)
    assert found["23 septembre 1963"] == "DATE_NAISSANCE" and found["15 janvier 2026"] == "DATE"
    assert found["003733599"] == "IPP" and found["265125149"] == "EPISODE"
    # captions over values (the usual grid) are not read upside down
    usual = _found("NOM | IPP\nDURAND | 003733599\nDate de naissance | Entrée le\n12/03/1961 | 02/05/2025")
    assert usual["003733599"] == "IPP" and usual["02/05/2025"] == "DATE"


def test_a_reference_range_under_a_reference_caption_is_no_identifier():
    text = ("Analyse | Résultat | Unité | Référence | LOINC\nCréatinine | 61 | µmol/L | 53-97 | 2160-0\n"
            "Sodium | 144 | mmol/L | 136-145 | 2951-2\n")
    assert not any("136" in v or "53-97" in v for v in _found(text))
    assert _found("Référence : 2024-118734")["2024-118734"] == "AUTRE"  # a number, not a range
    assert _found("N° examen : 23-806226")["23-806226"] == "AUTRE"


def test_a_laboratory_accreditation_number_stays_readable():
    # public, and it names no one: every corpus written without the rules keeps it
    assert _found("Laboratoire accrédité - Accréditation Cofrac n° 8-1234 - portée sur www.cofrac.fr") == {}
    assert _found("Accréditation COFRAC N° 8-3541") == {}
    assert _found("Accréditation COFRAC Essais n° 8-1009, portée sur www.cofrac.fr") == {}  # its programme between
    assert _found("COFRAC Étalonnage n° 2-1234") == {}
    assert _found("Dossier N° 8-1234")["8-1234"] == "EPISODE"  # a number, not a range


def test_the_kind_of_a_finess_and_a_cerfa_number_stay_readable():
    assert _found("FINESS EJ 340888486") == {"340888486": "FINESS"}  # "EJ": the legal entity's number
    assert _found("DEMANDE D'ACCORD PRÉALABLE\nN° 12039*02") == {}  # a Cerfa form and its edition
    assert _found("N° dossier 12039-02")["12039-02"] == "EPISODE"


@pytest.mark.parametrize("text, acronym", [
    ("Transport : aller-retour entre le domicile et               GHV\nMode : assis professionnalisé\n", "GHV"),
    ("Retour prévu : transfert vers CHIVA.\n", "CHIVA"),
    ("Transport : aller-retour entre le domicile et | GHV\nMode : assis\n", "GHV"),  # its own cell, in the rows
])
def test_the_establishment_a_patient_is_taken_to_by_its_acronym(text, acronym):
    assert _found(text).get(acronym) == "ETAB"


@pytest.mark.parametrize("text", [
    "Transport : aller-retour entre le domicile et CHU\n",  # the kind of an establishment, allow-listed
    "Retour au domicile et REPOS.\n",  # a word in capitals
])
def test_no_acronym_where_a_patient_is_taken_without_one(text):
    assert "ETAB" not in _found(text).values()


@pytest.mark.parametrize("text", ["Projet : transfert vers USLD.\n", "Retour au domicile et VSL.\n"])
def test_a_kind_of_care_unit_where_a_patient_is_taken_is_no_establishment(text):
    assert "ETAB" not in _found(text).values()


@pytest.mark.parametrize("text, name, acronym", [
    ("Villa Médicale du Parc (VMP)\n12 rue des Lilas\nSuivi à la VMP depuis 2019.", "Villa Médicale du Parc", "VMP"),
    ("Unité de Soins Palliatifs Saint-Joseph (USPSJ)", "Unité de Soins Palliatifs Saint-Joseph", "USPSJ"),
])
def test_a_name_defined_with_the_initials_of_its_words_is_an_establishment(text, name, acronym):
    found = _found(text)
    assert found.get(name) == "ETAB" and found.get(acronym) == "ETAB"


@pytest.mark.parametrize("text", [
    "Volet de Synthèse Médicale (VSM)",  # a document's kind, ordinary words
    "Syndrome Coronarien Aigu (SCA) et Bronchopneumopathie Chronique Obstructive (BPCO)",  # allow-listed terms
    "Dossier Médical Partagé (DMP)",
    "DOSSIER DE LIAISON D'URGENCE (DLU)",  # an elided link letter is no word of the name
])
def test_a_term_defined_with_its_initials_is_no_establishment(text):
    assert "ETAB" not in _found(text).values()
