"""Writings read from held-out corpus BB's first pass (tuned since): phones with slashes, a
bracketed or dotted +33, nine digits after +33 in any grouping, a national number in 4-3-3; a
FINESS after "FINESS ét."; an identity box with English captions read caption column then
value column; a patient id in pairs after "Identifiant patient"; a lab file in groups after
"dossier"; an exam number after "imagerie de repositionnement"; an acronym that ends with its
département's code; and what stays: dates, an English form's next caption, a phone after a
patient-id caption when it is written as a phone."""

from __future__ import annotations

import pytest

from tests.fake_model import rule_findings

_found = rule_findings

_ENGLISH_BOX = ("Last name / First name \nBirth name \nDate of birth \nPlace of birth \nIPP \nNDA \nDomicile \n"
                "TREGUER, Anne-Sophie \nULRICHSEN \nsamedi 17 décembre 1988 \nBAYONNE \n3808870654 \nNDA 255-793679 \n"
                "120 chemin Larrazkena 34700 Lodève \n")


@pytest.mark.parametrize("value, label", [
    ("17 décembre 1988", "DATE_NAISSANCE"), ("BAYONNE", "VILLE"), ("TREGUER", "NOM"), ("3808870654", "IPP"),
])
def test_an_identity_box_with_english_captions_read_column_by_column(value, label):
    assert (label, value) in _found(_ENGLISH_BOX)


@pytest.mark.parametrize("text, value, label", [
    ("TÉL.\n   03/53/01/98/56 / port. +33.6.39.98.89.30\n", "03/53/01/98/56", "TEL"),
    ("TÉL.\n   03/53/01/98/56 / port. +33.6.39.98.89.30\n", "+33.6.39.98.89.30", "TEL"),
    ("Xavier-Marie ORSONI (sœur), (+33) 6 39 98 46 83\n", "(+33) 6 39 98 46 83", "TEL"),
    ("> Phone : +33 5 364 97 362 / port. 0639 982 556\n", "+33 5 364 97 362", "TEL"),
    ("> Phone : +33 5 364 97 362 / port. 0639 982 556\n", "0639 982 556", "TEL"),
    ("FINESS ét. 683492524 / EJ 680592243\n", "683492524", "FINESS"),
    ("FINESS ét. 683492524 / EJ 680592243\n", "680592243", "FINESS"),
    ("DATE OF BIRTH\n   03/02/1932\nPLACE OF BIRTH\n   MENDE\nN° PATIENT\n", "MENDE", "VILLE"),
    ("DATE OF BIRTH\n   03/02/1932\nPLACE OF BIRTH\n   MENDE\nN° PATIENT\n", "03/02/1932", "DATE_NAISSANCE"),
    ("Birth name\nULRICHSEN\n", "ULRICHSEN", "NOM"),
    ("> Birth name : LESTRADE-PUECH\n> First name : Paul\n", "Paul", "PRENOM"),
    ("> Identifiant patient : 35 93 84 98 58\n> Episode : V25.53674.5\n", "35 93 84 98 58", "AUTRE"),
    ("PSA à 3 mois au Laboratoire Alsabio Ried (dossier BIO 25 121773).\n", "BIO 25 121773", "AUTRE"),
    ("Technique VMAT 6 MV, imagerie de repositionnement ACC20254860688. Toxicités\n", "ACC20254860688", "AUTRE"),
    ("imagerie\nde repositionnement RX25.031289. Toxicités\n", "RX25.031289", "AUTRE"),
    ("Centre hospitalier de Castagniccia (CHC2B)\nService de radiothérapie\n\nLe CHC2B vous informe.\n", "CHC2B", "ETAB"),
    ("   DDN : July 10, 1998 (lieu : Millau)\n   Patient ID : I-8034867\n", "Millau", "VILLE"),
    ("ORGANISME COMPLÉMENTAIRE\n   2 1 0 8 1 9 8 8 (lieu : Calvi)\n", "2 1 0 8 1 9 8 8", "DATE_NAISSANCE"),
    # the caption column ends with a caption of the home address, the values run on into the next field
    ("IDENTIFICATION \n\n" + _ENGLISH_BOX + "Phone \n02 61 91 04 87 / port. 06 00 00 00 00\n", "17 décembre 1988",
     "DATE_NAISSANCE"),
])
def test_values_found(text, value, label):
    found = _found(text)
    assert (label, value) in found, found


@pytest.mark.parametrize("text, value", [
    ("le 03/04/2024 puis le 12/03/24\n", "/"),
    ("Identifying number (see page 8)\nLast name\n\nYour first name and initial\n", "Your"),
    ("Last name\nYour social security number\n", "Your"),
    ("Your first name and initial  | Last name  | Your social security number\n", "Your"),  # a row of cells
    ("Your first name and initial | Last name | Identifying number (see page 8)\n", "Identifying"),
    ("FRANÇAIS | ENGLISH\n\nNom d'usage | Surname\nLABORDERIE | LABORDERIE\nNom de naissance | Birth name\n", "Surname"),
    ("Nom de naissance | Birth name\nMONTAUZIER | MONTAUZIER\nPrénom(s) | First name\n", "Birth"),
    ("The last name of the author\n", "author"),
    ("imagerie médicale, 12 séances\n", "12"),
    ("dossier du 12 03 2024\n", "12 03"),
    ("Consultation du 12/03/2025 (lieu : Millau)\n", "Millau"),  # a care date's place
])
def test_decoys_stay(text, value):
    found = _found(text)
    assert not [x for x in found if value in x[1] and x[0] != "DATE"], found


def test_a_phone_written_as_a_phone_after_a_patient_caption_stays_a_phone():
    assert ("TEL", "06 12 34 56 78") in _found("Identifiant patient : 06 12 34 56 78\n")
