"""Writings met in documents printed by office suites, web applications and LaTeX: a
number in brackets after the patient's name, compound names before a glued date, identity
tables with an identifier column, acronyms of a letter's footer, FINESS of the site,
communes that are also medical words, device references, headings in capitals. A positive
case and a decoy for each; all values are fictional."""

from __future__ import annotations

import pytest

from app.detection.analyze import analyze_page, analyze_texts
from app.detection.rules import rule_detectors
from app.detection.spans import Span


def _found(text: str) -> set[tuple[str, str]]:
    return {(s.label, " ".join(s.text.split())) for s in analyze_page(0, text, rule_detectors())}


def _labels_of(text: str, value: str) -> set[str]:
    return {lab for lab, v in _found(text) if value in v}


@pytest.mark.parametrize("text, value, kind", [
    ("Édité le 16/10/2025 - BEN SALAH Ludovic (8011381821) - Page 1/1\n", "8011381821", "IPP"),
    ("Transmissions concernant SAÏDI Ginette (8337643925) : cicatrice propre.\n", "8337643925", "IPP"),
    # decoys: a service or a device before the bracket
    ("Service Cardiologie Interventionnelle (03451234) : astreinte.\n", "03451234", None),
    ("Stent Xience Sierra (10082716) posé sans incident.\n", "10082716", None),
])
def test_a_long_number_in_brackets_after_a_persons_name(text, value, kind):
    labels = _labels_of(text, value)
    assert (kind in labels) if kind else not labels & {"IPP", "AUTRE", "EPISODE"}


@pytest.mark.parametrize("text, value, birth", [
    ("GHUAR | Orthopédie | BEN SALAH LUDOVIC 22121957\n\nCOMPTE RENDU\n", "22121957", True),
    ("Patient : M. BEN SALAH Ludovic, 22 DÉCEMBRE 1957\nDate d'intervention : 13/10/2025\n", "22 DÉCEMBRE 1957", True),
    ("Nous sollicitons l'admission de Mme SAÏDI Ginette née TESSIER (mar. 8 mai 1973), hospitalisée depuis le "
     "02/09/2024.\n", "8 mai 1973", True),
    # decoys: a doctor's signature, a care date after a patient's name alone on the page
    ("Validé par Dr BEN SALAH LUDOVIC 22102025\n", "22102025", False),
    ("Compte rendu de M. BEN SALAH Ludovic - consultation du 22 DÉCEMBRE 2025\n", "22 DÉCEMBRE 2025", False),
])
def test_birth_dates_after_compound_names_and_birth_names(text, value, birth):
    assert ("DATE_NAISSANCE" in _labels_of(text, value)) is birth


def test_an_identity_table_with_an_identifier_column_read_one_cell_per_line():
    text = ("BULLETIN DE SITUATION\n\nLe directeur certifie que :\n\nNom\nPrénom\nDate de naissance\nN° de séjour\n"
            "GUILLOU\nOdile\n20/03/1984\n2025-585030\nAdresse : 21 rue des Iris, 29000 Quimper\n"
            "N° sécurité sociale : 2 84 03 29 183 646 68\n\nest hospitalisée depuis le 13/04/2025.\n")
    found = _found(text)
    assert ("DATE_NAISSANCE", "20/03/1984") in found and ("EPISODE", "2025-585030") in found
    # decoy: the captions are not followed by values of their kinds
    decoy = "DDN\nIPP\nPrescripteur\n28/12/79\nIPP6302743\nDr Y\n"
    assert ("EPISODE", "Prescripteur") not in _found(decoy) and ("AUTRE", "28/12/79") not in _found(decoy)


def test_the_finess_of_the_geographic_site():
    text = "Clinique des Tilleuls - SITE DU BOIS-RIOU\nFINESS EG 560564494 - FINESS EJ 562582601\n"
    assert "FINESS" in _labels_of(text, "560564494") and "FINESS" in _labels_of(text, "562582601")
    assert not _labels_of("Électrocardiogramme : EG 560564494 sans anomalie.\n", "560564494")


@pytest.mark.parametrize("text, value, etab", [
    ("Bien confraternellement.\n\nCHCE - 139 rue Pierre-Loti - 35300 Fougères - Standard : 02 99 00 00 00\n", "CHCE", True),
    ("Docteur Pichon\nMSP du Couesnon\n55 rue des Iris\n29600 Morlaix\n", "MSP du Couesnon", True),
    # decoys: an allow-listed acronym heading an address line; an acronym without address
    ("HTA - 12 rue des Lilas - 35000 Rennes\n", "HTA", False),
    ("CHCE - bilan à 3 mois.\n", "CHCE", False),
])
def test_establishments_of_a_letters_footer(text, value, etab):
    assert ("ETAB" in _labels_of(text, value)) is etab


def test_an_acronym_that_is_the_mail_domain_of_the_document():
    pages = ["Dr Marc OUEDRAOGO\nmarc.ouedraogo@chce.fr\n", "Résultats transmis au CHCE le 12/03/2024.\n"]
    spans = analyze_texts(pages, rule_detectors())
    assert any(s.label == "ETAB" and s.text == "CHCE" and s.page == 1 for s in spans)
    # a generic mail provider is no establishment
    pages = ["Contact : jean.dupont@gmail.com\n", "Le score GMAIL n'existe pas.\n"]
    assert not any(s.label == "ETAB" for s in analyze_texts(pages, rule_detectors()))


@pytest.mark.parametrize("text, kept", [
    ("103 chemin de la Ville-Audrain\n35600 Redon\n", False),
    ("Redon, le 18 janvier 2023\n\nCher confrère,\n", False),
    ("Ablation du drain de Redon à J2.\n", True),  # the medical word stays
])
def test_a_commune_that_is_also_a_medical_word(text, kept):
    assert ("VILLE" not in _labels_of(text, "Redon")) is kept


def test_a_device_reference_stays_and_a_file_reference_does_not():
    device = "Matériel : agrafeuse lot LOT 24K0917, clips Hem-o-lok référence REF 544230.\n"
    assert not _labels_of(device, "544230")
    assert _labels_of("Référence dossier : 2024-118734\n", "2024-118734") & {"AUTRE", "EPISODE"}


class _Model:
    name = "model"

    def __init__(self, value, label="NOM"):
        self.value, self.label = value, label

    def detect_page(self, page, text):
        i = text.index(self.value)
        return [Span(page, i, i + len(self.value), self.value, self.label, "model", 0.8)]


@pytest.mark.parametrize("text, value, kept", [
    ("SCANNER THORACIQUE\n\nIndication : toux.\n", "SCANNER THORACIQUE", False),
    ("STRATÉGIE ANESTHÉSIQUE\n\nRachianesthésie.\n", "ANESTHÉSIQUE", False),
    ("BULLETIN DE SITUATION\n", "BULLETIN", False),
    ("ASSURÉ ET BÉNÉFICIAIRE\n", "ASSURÉ ET BÉNÉFICIAIRE", False),
    ("Stade pTis N0.\n", "pTis", False),
    ("Score de Mallampati 2.\n", "Mallampati", False),
    # names in capitals stay: a surname, a first name, a name after a civility
    ("DUPONT\n\nCompte rendu.\n", "DUPONT", True),
    ("MARTIN DOMINIQUE\n", "MARTIN DOMINIQUE", True),
    ("M. THORACIQUE\n", "THORACIQUE", True),
])
def test_model_names_on_heading_words_in_capitals(text, value, kept):
    spans = analyze_page(0, text, [_Model(value)])
    assert any(s.source == "model" for s in spans) is kept


@pytest.mark.parametrize("text, value, label, kept", [
    ("Douleur de la fosse iliaque droite.\n", "fosse iliaque", "ADRESSE", False),
    ("domicile : 12 rue des lilas\n", "12 rue des lilas", "ADRESSE", True),  # a street word or a number: an address
    ("domicile : lieu-dit kermoysan\n", "lieu-dit kermoysan", "ADRESSE", True),
    ("Salle : Bloc B - salle 6\n", "Bloc B", "NOM", False),
    ("Vu avec MARTIN B ce jour.\n", "MARTIN B", "NOM", True),
    ("Allergie à la pénicilline.\n", "pénicilline", "NOM", False),
])
def test_model_spans_on_clinical_phrases_and_rooms(text, value, label, kept):
    spans = analyze_page(0, text, [_Model(value, label)])
    assert any(s.source == "model" for s in spans) is kept


def test_a_model_name_running_into_the_identifier_caption_under_it():
    text = "Solenn LEBRETON\nADELI\n351234567\n"
    spans = analyze_page(0, text, [_Model("Solenn LEBRETON\nADELI")])
    assert [s.text for s in spans if s.source == "model"] == ["Solenn LEBRETON"]


def test_a_doctors_practice_keeps_its_word_and_masks_the_name():
    found = _found("Médecin traitant : Dr BOUCHAREB - Cabinet du Dr Bouchareb\n")
    assert ("NOM", "Bouchareb") in found and not any(lab == "ETAB" and "Cabinet" in v for lab, v in found)
    assert ("ETAB", "Cabinet médical des Lices") in _found("Adressé par le Cabinet médical des Lices.\n")


def test_an_international_number_cut_by_a_line_break():
    assert "TEL" in _labels_of("Aidant principal : Joël Lemarié, +33 7 92 65 04\n33.\n", "+33 7 92 65 04")
    # decoy: a number followed on the next line by a lab value
    assert "TEL" not in _labels_of("Standard +33 7 92 65 04 33\n12 mmol/L\n", "12 mmol")


def test_a_commune_closing_a_street_address():
    text = "votre patiente, demeurant 24 rue \nde la Motte-Brûlon à Redon, a été hospitalisée.\n"
    assert "VILLE" in _labels_of(text, "Redon")
    # decoy: a drain named after a surgeon, no address before it
    assert "VILLE" not in _labels_of("Mise en place d'un drain aspiratif, relié à Redon.\n", "Redon")


@pytest.mark.parametrize("text, value", [
    ("Né le 07-SEP-1943\n", "07-SEP-1943"),
    ("Date de naissance : 12-septembre-1958\n", "12-septembre-1958"),
    ("Naissance : 3-févr.-1961\n", "3-févr.-1961"),
])
def test_dashed_dates_with_any_month_length_pass_the_pre_check(text, value):
    assert "DATE_NAISSANCE" in _labels_of(text, value)


def test_a_surname_made_of_link_words_and_a_room_word_stays():
    spans = analyze_page(0, "Patiente adressée par DE LA SALLE Marie.\n", [_Model("DE LA SALLE")])
    assert any(s.source == "model" for s in spans)



@pytest.mark.parametrize("text, value, label", [
    ("N° de dossier RCP :\nRCP-2024-1112\nPatient(e) :", "RCP-2024-1112", "EPISODE"),
    ("N° RCP : RCP-2024-7176", "RCP-2024-7176", "AUTRE"),
    # the insurer named between the member label and the number
    ("Mutuelle / n° adhérent :\nHarmonie – AD5840999-01", "AD5840999-01", "AUTRE"),
    ("Mutuelle / n° adhérent : Harmonie – MUT-1365875", "MUT-1365875", "AUTRE"),
    ("maladie de Parkinson depuis 2019. Son IPP chez vous est le 0006623526.", "0006623526", "IPP"),
])
def test_rcp_numbers_member_numbers_after_the_insurer_and_an_ipp_in_a_sentence(text, value, label):
    assert (label, value) in {(s.label, s.text) for s in analyze_texts([text], rule_detectors())}


@pytest.mark.parametrize("text", [
    "Mutuelle : Harmonie – Version 2024-03", "Le score ASA est le 2.", "Son IPP est inconnu ; le 1234567 est un lot.",
])
def test_no_identifier_in_these_sentences(text):
    assert not [s for s in analyze_texts([text], rule_detectors()) if s.label in ("AUTRE", "IPP", "EPISODE")]
