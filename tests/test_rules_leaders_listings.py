"""Captions and values as typesetters and listings print them: spaced dot leaders, a leader
run into the value, a listing's rows on one line, a name shortened in capitals, a value-first
grid with an odd last row, a surname that is also a first name."""

from __future__ import annotations

import pytest

from app.detection.analyze import analyze_texts
from app.detection.rules import rule_detectors


def _found(text: str) -> dict[str, str]:
    return {s.text: s.label for s in analyze_texts([text], rule_detectors())}


@pytest.mark.parametrize("text, value, label", [
    ("IPP . . . . . . . . . . . . . . . . . . . . 831977566", "831977566", "IPP"),  # ConTeXt's \dotfill
    ("N° adhérent . . . . . . . . . . . . . A296331677", "A296331677", "AUTRE"),
    ("N° adhérent..................................7810630660", "7810630660", "AUTRE"),  # leader run into the value
    ("Date de naissance . . . . . . . . 12/03/1961", "12/03/1961", "DATE_NAISSANCE"),
    ("Lieu de naissance . . . . . . . . . . . . Saint-Malo", "Saint-Malo", "VILLE"),
    ("Lieu de naissance ............. Limoges", "Limoges", "VILLE"),
])
def test_values_after_dot_leaders(text, value, label):
    assert _found(text).get(value) == label


def test_a_decimal_point_is_no_leader():
    assert "14159" not in " ".join(_found("Poids 72.5 kg ; taux 3.14159"))


def test_listing_rows_on_one_line_under_an_identifier_caption():
    text = ("Séjours antérieurs\n\nSéjour\nEntrée\nSortie\nUnité\nDiag.\n\n"
            "V24932915 03-01-2022 10-01-2022 Chirurgie viscérale S72.0\n\n"
            "V24932067 06-05-2022 13-05-2022 Neurologie\nJ18.9\n\nHistoire de la maladie\n")
    found = _found(text)
    assert found["V24932915"] == found["V24932067"] == "EPISODE"
    assert found["03-01-2022"] == "DATE"
    lots = _found("Lot\nDate\nOpérateur\n\nK8821C 03-01-2022 Dr Martin\n")  # a lot number stays
    assert "K8821C" not in lots


def test_a_name_shortened_in_capitals_and_a_secure_mail_domain():
    text = ("D'AUBIGNÉ Héloïse – né(e) le 24.07.1958 – BIOLIT\n"
            "Transport depuis le Laboratoire de biologie médicale BioLittoral vers le domicile.\n"
            "Document confidentiel – BIOLIT – Page 1 / 2\n")
    assert _found(text)["BIOLIT"] == "ETAB"
    assert _found("Écrire à felix.bellanger@cheval.mssante.fr\nRéponse du CHEVAL\n")["CHEVAL"] == "ETAB"


def test_a_value_first_grid_whose_last_row_is_another_field():
    text = ("FICHE\n\nThibault de La Villemarqué | 5 novembre 1998 | 85716664\nPatient | Date de naiss. | IPP\n"
            "thibault.d@laposte.net | 1923165 | 101 lieu-dit Pen-ar-Hoat, 18000\nBOURGES\n")
    found = _found(text)
    assert found["5 novembre 1998"] == "DATE_NAISSANCE" and found["85716664"] == "IPP"


@pytest.mark.parametrize("text, first, last", [
    ("Appel de Colette JAOUEN au 06 90 34 77 27.", "Colette", "JAOUEN"),
    ("Vu avec Jean MARTIN ce jour.", "Jean", "MARTIN"),
    ("Dr Noémie du Plessis\nClaire de KERGUELEN\n", "Claire", "de KERGUELEN"),  # a lower-case particle
])
def test_a_surname_that_is_also_a_first_name(text, first, last):
    found = _found(text)
    assert found[first] == "PRENOM" and found[last] == "NOM"


def test_a_saint_is_no_first_name_and_a_service_no_surname():
    assert _found("Chapelle Saint MARTIN, rue des Écoles.").get("MARTIN") != "NOM"
    assert _found("Le service de CHIRURGIE vous répond.") == {}


def test_a_leader_alone_on_its_line_between_caption_and_value():
    text = "Organisme complémentaire \n.. \nHarmonie Mutuelle \nN° adhérent \n................. \nHM3518418 \n\nÉquipe\n"
    assert _found(text)["HM3518418"] == "AUTRE"
    assert _found("Organisme complémentaire.. MGEN\n")["MGEN"] == "ETAB"
    assert _found("L'organisme complémentaire prend en charge.\n") == {}


def test_a_leader_printed_as_a_block_of_its_own_and_a_value_on_the_next_line():
    # each piece a block of text, as Ghostscript and MuPDF's Story draw a caption, its leader, its value
    text = "Organisme complémentaire \n\n.. \n\nHarmonie Mutuelle \n\nN° adhérent \n\n................. \n\nHM3723177 \n"
    assert _found(text)["HM3723177"] == "AUTRE"
    assert _found("Organisme complémentaire ........\nMGEN\n\nN° adhérent ........\nMA4131442\n")["MGEN"] == "ETAB"


def test_barcode_digits_that_carry_the_ipp():
    text = "Né(e) le 10 novembre 1992 (F)\nIPP 644591459 NDA 968114397\n644591459397\n"
    assert _found(text)["644591459397"] == "IPP"
    assert "64459145939700" not in _found("IPP 644591459\nRésultat 64459145939700 UI\n")


def test_a_name_over_its_caption_in_a_block_of_two_lines():
    text = "COMPTE RENDU D'IMAGERIE\n\nESCOFFRET\nNom de naissance\n\nSuite du compte rendu.\n"
    assert _found(text)["ESCOFFRET"] == "NOM"
    assert _found("Nom\nDURAND\n\nPrénom\nPaul\n") == {"DURAND": "NOM", "Paul": "PRENOM"}


def test_a_date_after_a_patient_name_and_a_long_dash():
    assert _found("Dossier n° 2306260203\nFERRAND Lucienne — 15/12/1963\n")["15/12/1963"] == "DATE_NAISSANCE"
    assert _found("Compte rendu du 12/03/2024\nDr Jean DUPONT — 12/03/2024\n")["12/03/2024"] == "DATE"
