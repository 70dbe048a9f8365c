"""Writings read from held-out corpus BA's first pass (tuned since): a questionnaire whose
numbered questions end with "?" and whose answers stand under them, a legal entity's FINESS
after "/ EJ" with a bad key, a phone in groups of four, a stay number in spaced groups, a
prescription number with letters, a screening invitation, a lab file number in brackets after
its test, a workplace whose name holds a word of the language, a Breton surname with "c'h";
and what stays: a period in brackets, a ratio, a number after a dose."""

from __future__ import annotations

import pytest

from tests.fake_model import model_span_kept, rule_findings

_found = rule_findings

_QUESTIONNAIRE = ("PARTIE A - IDENTIFICATION\n\nQ1. Nom d'usage ?\n\n  LE FLOC'H\nQ2. Prénom ?\n\n  Rozenn\n"
                  "Q3. Date de naissance ?\n\n  05.09.1974\nQ4. N° patient (IPP) ?\n\n  P.686.846.441\n"
                  "Q5. NDA ?\n\n  HDJ-250071\n")


@pytest.mark.parametrize("value, label", [
    ("LE FLOC'H", "NOM"), ("Rozenn", "PRENOM"), ("05.09.1974", "DATE_NAISSANCE"), ("P.686.846.441", "IPP"),
    ("HDJ-250071", "EPISODE"),
])
def test_a_questionnaire_is_read_question_then_answer(value, label):
    assert (label, value) in _found(_QUESTIONNAIRE)


@pytest.mark.parametrize("text, value, label", [
    ("secretariat@icre-sante.example · FINESS ET 501124374 / EJ 150074800\n", "150074800", "FINESS"),
    ("Personne de confiance    sa fille Baptiste ZIMMERLIN, 06 4578 1723\n", "06 4578 1723", "TEL"),
    ("PRÉNOM   Eugénie    NDA     25 078 642\n", "25 078 642", "AUTRE"),
    ("Séjour                                         25 229 121\n", "25 229 121", "AUTRE"),
    ("PAI transmis à l'école, ordonnance\nRx 25 83381.\n", "Rx 25 83381", "AUTRE"),
    ("Mammographie de dépistage du 13/01/2025 (invitation DMD/25/71693). Antécédent\n", "DMD/25/71693", "AUTRE"),
    ("TSH (25L2893823)      2,41 mUI/L\n", "25L2893823", "AUTRE"),
    ("Activité     fromager chez Crédit agricole Sud-Massif\n", "Crédit agricole Sud-Massif", "ETAB"),
    ("Activité      salarié(e) de Crédit agricole Sud-Massif, ancien meunier\n", "Crédit agricole Sud-Massif", "ETAB"),
    ("Activité\n salarié(e) de\n Lycée agricole de Bressuire, ancien\n couvreur\n", "Lycée agricole de Bressuire", "ETAB"),
    ("Profession : cariste chez Transports Vaillant & Fils, arrêt.\n", "Transports Vaillant & Fils", "ETAB"),
    ("Nom : LE FLOC'H\n", "LE FLOC'H", "NOM"),
    ("M. Yann Le Floc'h\n", "Le Floc'h", "NOM"),
    ("Mme MARC'HADOUR Anne\n", "MARC'HADOUR", "NOM"),
    ("Nom de naissance\nDE LA BROSSE\nNom d'usage\n", "DE LA BROSSE", "NOM"),
])
def test_values_found(text, value, label):
    found = _found(text)
    assert (label, value) in found, found


@pytest.mark.parametrize("text, value", [
    ("KOREAN                          (6/27/50-1/31/55)\n", "6/27/50"),  # a period in brackets
    ("B. British Mandate (1920-1932CE)\n", "1920"),
    ("Tél 01 23 / EJ 150074800\n", "150074800"),  # "EJ" with no FINESS on its line
    ("Travaille chez Renault depuis Noël\n", "Noël"),
    ("vit chez sa fille\n", "fille"),
    ("ordonnance du 12 03 2024\n", "12 03"),
    ("Ordonnance : Doliprane 1 000 mg x 3\n", "1 000"),
    ("classification (T2N0M0)\n", "T2N0M0"),
])
def test_decoys_stay(text, value):
    found = _found(text)
    assert not [x for x in found if value in x[1] and x[0] != "DATE"], found


# The model's false alarms on BA: radiotherapy techniques and machines, a mammograph, a sleep
# device, lymphoedema garments and devices, an after-radiotherapy cream, an eponym.
@pytest.mark.parametrize("text, value, kept", [
    ("Technique : VMAT sur accélérateur TrueBeam STx, 15 séances.", "VMAT", False),
    ("Technique : VMAT sur accélérateur TrueBeam STx, 15 séances.", "TrueBeam STx", False),
    ("Mammographe : Senographe Pristina (GE), tomosynthèse.", "Senographe Pristina", False),
    ("Appareil : AirSense 11 AutoSet, masque narinaire.", "AirSense", False),
    ("Manchon Mobiderm Autofit, bandages Rosidal K.", "Mobiderm Autofit", False),
    ("Bioimpédance    SOZO L-Dex 14,8", "SOZO", False),
    ("Soins cutanés : Biafine deux fois par jour.", "Biafine", False),
    ("Triade d'Hakim-Adams incomplète.", "Hakim-Adams", False),
    ("Patient adressé par le Dr Hakim BENALI.", "Hakim BENALI", True),
])
def test_model_spans(text, value, kept):
    assert model_span_kept(text, value) is kept


def test_a_dose_before_a_batch_is_no_address():
    text = "Trousse d'urgence : Anapen 150 lot AP3017B. PAI transmis à l'école."
    assert model_span_kept(text, "150 lot", "ADRESSE") is False
    assert model_span_kept("Domicile : 150 rue des Lilas, Pau", "150 rue des Lilas", "ADRESSE") is True


@pytest.mark.parametrize("text, value, kept", [
    ("Dr Eugénie Charron.\nQ15. Activité ?\n\n  charron chez Menuiserie Abgrall-Bois\n", "charron", False),
    ("Dr Eugénie Charron.\nActivité\n salarié(e) de\n Scierie du Haut-Lignon, ancien\n charron\n", "charron", False),
    ("Dr Eugénie Charron.\nVu avec charron ce jour.\n", "charron", True),  # the page's Charron, in lower case
])
def test_a_trade_that_is_the_doctors_surname(text, value, kept):
    assert model_span_kept(text, value) is kept
