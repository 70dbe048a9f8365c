"""Writings read from held-out corpus BJ's first pass (tuned since): a registered letter's post
number, HL7's timestamp for a birth date ("19491218000000"), a number's caption wrapped over
lines, a printed JSON export's keys as captions, a laboratory's caption, a golf course and a
school of nursing; a typeface before its size and an eponym a table repeats are no names; and
what stays: a lot, a care timestamp, a golf played."""

from __future__ import annotations

import pytest

from app.export.date_writings import date_pattern, parse_date
from tests.fake_model import model_span_kept, rule_findings

_found = rule_findings


@pytest.mark.parametrize("text, value, label", [
    ("Recommandé AR n° 1A 816 250 3427 8 - KERDONCUFF (Blandine)\n", "1A 816 250 3427 8", "AUTRE"),
    ("PREUVE DE DÉPÔT\n\n1A 816 250 3427 8 \n\nDestinataire\n", "1A 816 250 3427 8", "AUTRE"),
    ("suivi de l'envoi RR 123 456 785 FR\n", "RR 123 456 785 FR", "AUTRE"),
    ("Mme X, née le 19980322000000 à Avallon\n", "née le 19980322000000", "DATE_NAISSANCE"),
    ("Date de naissance\n19640905000000\n", "19640905000000", "DATE_NAISSANCE"),
    ("NIR 2491289639327 41 -\n19491218000000.\n", "19491218000000", "DATE_NAISSANCE"),
    ("N° de \n\ndéclaration de \n\nsinistre \n\nSIN-25-334-8621 \n\nClub\n", "SIN-25-334-8621", "AUTRE"),
    ("N° de dossard\nM-19771\n", "M-19771", "AUTRE"),
    ('{\n"type": "champs",\n"numeroDeclarationSinistre": "SIN-25-534-3268",\n"numeroDossard": "M-47822",\n'
     '"laboratoire": "Biomédic Lauragais"\n}\n', "M-47822", "AUTRE"),
    ('{\n"type": "champs",\n"numeroDeclarationSinistre": "SIN-25-534-3268",\n"numeroDossard": "M-47822",\n'
     '"laboratoire": "Biomédic Lauragais"\n}\n', "Biomédic Lauragais", "ETAB"),
    ("Laboratoire : Biomédic Lauragais\n", "Biomédic Lauragais", "ETAB"),
    ("Laboratoire préleveur : Cerballiance Atlantique\n", "Cerballiance Atlantique", "ETAB"),
    ("Club où s'est produit l'accident\n\nGolf des Trois-Buttes\n", "Golf des Trois-Buttes", "ETAB"),
    ("étudiante, Institut de formation en soins infirmiers du Haut-Arlande\n",
     "Institut de formation en soins infirmiers du Haut-Arlande", "ETAB"),
])
def test_values_found(text, value, label):
    assert (label, value) in _found(text), _found(text)


@pytest.mark.parametrize("text, value", [
    ("N° de lot\n\nAB12345\n", "AB12345"),
    ("résultat 1A 816 250 3427 85\n", "1A 816 250 3427 85"),
    ("prélevé le 20250913101500\n", "20250913101500"),
    ("il joue au golf de façon régulière ; Golf de compétition\n", "Golf de compétition"),
    ("Laboratoire : non renseigné\n", "non renseigné"),
])
def test_what_stays(text, value):
    assert not [x for x in _found(text) if value in x[1] or x[1] in value and len(x[1]) > 3], _found(text)


def test_a_program_key_reads_as_its_caption():
    from app.detection.export_keys import key_caption

    assert key_caption("numeroDeclarationSinistre") == "N° de declaration sinistre"
    assert key_caption("dateNaissance") == "Date naissance"
    assert key_caption("NIRPatient") == "NIR patient"
    assert key_caption("lieu_naissance") == "Lieu naissance"
    assert key_caption("given") == "Prénom" and key_caption("hl7:birthTime") == "Date de naissance"


def test_hl7_timestamp_is_read_as_its_date_and_found_again():
    assert parse_date("19491218000000") == (18, 12, "1949")
    assert parse_date("née le 19980322000000") == (22, 3, "1998")
    p = date_pattern(18, 12, "1949", True)
    assert p.search("x 19491218000000 y") and p.search("19491218") and not p.search("1949121800001")


def test_a_typeface_before_its_size_is_no_name():
    assert not model_span_kept("Mis en forme : Titre, Carlito 12,5 pt, gras\n", "Carlito")
    assert model_span_kept("Patient : Mme Carlito, 72 ans\n", "Carlito")


def test_an_eponym_the_document_names_is_no_name_in_a_table():
    from app.detection.analyze import analyze_texts
    from tests.fake_model import FakeModel

    def kept(pages: list[str], value: str, label: str = "NOM") -> bool:  # a model span over the last ``value`` of the last page
        i = pages[-1].rindex(value)
        model = FakeModel([(i, i + len(value))], label)
        return any(s.source == "model" and s.page == len(pages) - 1 for s in analyze_texts(pages, [model]))

    text = "gelures de stade 3 de la classification de Cauchy.\n"
    table = "Hallux droit | phlyctènes | Cauchy 3\n"
    assert not kept([text, table], "Cauchy")  # the phrase on another page
    assert not kept([text + table], "Cauchy")
    assert kept([table], "Cauchy")  # no phrase in the document: the model decides
    assert kept([text + "vue par Mme Cauchy, 72 ans\n"], "Cauchy")  # a civility: a person
    assert not kept(["score de Glasgow à 14\n"], "Glasgow", "VILLE")  # a town's name as a scale's


def test_a_noun_heading_its_line_is_no_town():
    assert not model_span_kept("Marques de révision\nMis en forme : Titre\n", "Marques", "VILLE")
    assert model_span_kept("Né à Marques le 12/03/1950\n", "Marques", "VILLE")
    assert model_span_kept("Marques de Dupont\n", "Marques", "VILLE")  # no complement in lower case


def test_a_program_key_or_a_score_in_camel_case_is_no_name():
    assert not model_span_kept('"lieuNaissance": "Marmande",\n', "lieuNaissance")
    assert not model_span_kept("score mBESS à 12 erreurs\n", "mBESS")
    assert model_span_kept("Dr Ronald McDonald\n", "McDonald")


@pytest.mark.parametrize("text, value, label", [
    ("[N° de dossard] M-36503 \n", "M-36503", "AUTRE"),
    ("[Date de naissance] 14/02/1991\n", "14/02/1991", "DATE_NAISSANCE"),
    ("[Premier prénom] Rodrigue\n", "Rodrigue", "PRENOM"),
    ("[Employeur] Menuiserie aluminium Alu-Combes\n", "Menuiserie aluminium Alu-Combes", "ETAB"),
    ("Premier prénom : Rodrigue\n", "Rodrigue", "PRENOM"),
    ("Prénoms de naissance : Rodrigue Roger Gilbert\n", "Rodrigue Roger Gilbert", "PRENOM"),
])
def test_a_template_caption_in_brackets_and_the_identity_traits(text, value, label):
    assert (label, value) in _found(text), _found(text)


def test_a_bracketed_number_or_placeholder_is_no_caption():
    assert _found("voir [1] 12345 et [réf] 2025\n") == []
    assert not [x for x in _found("[Prénom] à compléter\n") if x[0] == "PRENOM"]


def test_the_first_word_of_a_country_is_no_town():
    assert not model_span_kept("retour d'un séjour au Burkina Faso sans chimioprophylaxie\n", "Burkina", "VILLE")
    assert model_span_kept("né à Burkina le 12/03/1950\n", "Burkina", "VILLE")


def test_a_laboratory_under_its_caption_alone_on_its_line():
    assert ("ETAB", "Biomédic Lauragais") in _found("Laboratoire \n\nBiomédic Lauragais \n\nN° de dossier\n")
    assert not [x for x in _found("Laboratoire\n\nHPV haut risque positif\n") if x[0] == "ETAB"]  # a heading's text


@pytest.mark.parametrize("text, value", [
    ("Centrale : Téléassistance Veille-Soleil\n", "Téléassistance Veille-Soleil"),
    ("Employeur    Transports frigorifiques Arlande-Froid\n", "Transports frigorifiques Arlande-Froid"),
    ("Menuiserie aluminium Alu-Combes\n", "Menuiserie aluminium Alu-Combes"),
])
def test_a_firm_named_by_its_trade_and_an_adjective(text, value):
    assert ("ETAB", value) in _found(text), _found(text)


def test_a_trade_word_of_the_language_names_no_firm():
    assert not [x for x in _found("Téléassistance Secours\n") if x[0] == "ETAB"]


@pytest.mark.parametrize("text, value, label", [
    ('<patient>\n<name><given>Marie</given><family>DUPONT</family></name>\n<birthTime value="19491218"/>\n</patient>\n',
     "19491218", "DATE_NAISSANCE"),
    ('<patient>\n<name><given>Marie</given><family>DUPONT</family></name>\n<birthTime value="19491218"/>\n</patient>\n',
     "DUPONT", "NOM"),
    ('{\n"resourceType": "Patient",\n"family": "DUPONT",\n"given": ["Marie", "Louise"],\n"birthDate": "1949-12-18"\n}\n',
     "Louise", "PRENOM"),
    ('{\n"resourceType": "Patient",\n"family": "DUPONT",\n"given": ["Marie", "Louise"],\n"birthDate": "1949-12-18"\n}\n',
     "1949-12-18", "DATE_NAISSANCE"),
])
def test_a_printed_cda_or_fhir_export_is_read_behind_its_keys(text, value, label):
    assert (label, value) in _found(text), _found(text)


def test_an_exports_codes_and_words_stay():
    text = '{\n"type": "tableau",\n"code": "T34.8",\n"unite": "mmol/L",\n"statut": "Validé"\n}\n'
    assert _found(text) == []
