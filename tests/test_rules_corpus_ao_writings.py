"""Writings of a hospital's papers read from held-out corpus AO (tuned since): the national
id of the doctor who wrote an occupational-disease certificate under a qualified label, an
employer's SIRET in spaced groups, a centre's kind in lower case, an acronym from one word's
syllables, a site code in the running footer, an insurer in a sentence, a site's acronym with its word heading the
header, a surname typed in lower case after a capitalised first name."""

from __future__ import annotations

import pytest

from tests.fake_model import rule_findings
from app.detection.analyze import analyze_texts
from app.detection.rules import rule_detectors


_found = rule_findings


@pytest.mark.parametrize("text, value, label", [
    # "8" + a valid RPPS under "Identifiant" qualified by whose it is
    ("Poste occupé\ncariste depuis 16 ans\n\nIdentifiant du rédacteur\n810502204893\n\nConstatations", "810502204893", "RPPS"),
    # the employer's SIRET, a qualifier between label and number
    ("SIRET employeur\n784 811 638 27766\n\nPoste occupé", "784 811 638 27766", "AUTRE"),
    ("SIRET de l'employeur : 522 804 048 53861", "522 804 048 53861", "AUTRE"),
    # a centre named by its kind in lower case, then its acronym
    ("Centre : Centre auditif Lebreton (CAL), audioprothésiste", "Centre auditif Lebreton", "ETAB"),
    ("Centre : Centre auditif Lebreton (CAL), audioprothésiste", "CAL", "ETAB"),
    # an acronym in brackets right after the name, its letters from one word's syllables
    ("Prestataire : Médidom Respiration (MDD), technicien X, astreinte", "MDD", "ETAB"),
    # a site's acronym with a word of its name heading the running header
    ("CMC-Cèdres · TESSANDIER Inès · IPP 6797544908\n\nSuivi de pression", "CMC-Cèdres", "ETAB"),
    # the establishment a form's caption names, its acronym after a no-break space
    ("Centre : Entendre Rive-Gauche\u00a0(ERG), audioprothésiste", "Entendre Rive-Gauche", "ETAB"),
    ("Centre : Entendre Rive-Gauche\u00a0(ERG), audioprothésiste", "ERG", "ETAB"),
    # an employer's SIRET over its caption in a form printed value first
    ("M. Aurélien de Kergariou\nidentité\nvendredi 23 avril 1976 (50 ans)\nnaissance\n1 76 04 18 598 525 37\n"
     "n° de sécurité sociale\nEHPAD Les Jardins d'Ange\nemployeur\n451 994 359 53040\nsiret employeur\n"
     "cariste depuis 11 ans\nposte occupé\n", "451 994 359 53040", "AUTRE"),
    # a commune that is also a word, between the dashes of a footer before the phone
    ("Dossier X\nPC3V\u00a0– Fougères\u00a0– Tél. 04.65.71.81.87\u00a0– feuillet 2 sur 3", "Fougères", "VILLE"),
    ("CH2B – Bourges – Tél. 03 53 01 26 03 – feuillet 1 sur 2", "Bourges", "VILLE"),
    # an insurer named in a letter's sentence
    ("Éducation. Assurée à la Solidaris Centre-Val, adhérent AD32729513.", "Solidaris Centre-Val", "ETAB"),
    # a surname in lower case after a capitalised first name, ending its clause
    ("Prestataire : Asten Santé Ouest (ASO), technicien Adèle sauvageot, astreinte pour les patients et des soins.",
     "sauvageot", "NOM"),
    # (a form's page, few words of prose)
    ("Masque\nAirFit F20 taille M\n\nPrestataire : X, technicien Anselme\u00a0escoffier, astreinte +33 5 36 49 28 20.",
     "escoffier", "NOM"),
])
def test_values_found(text, value, label):
    assert (label, value) in _found(text), _found(text)


@pytest.mark.parametrize("text", [
    # a patient label right before the number keeps it the patient's
    "Identifiant : 810502204893",
    # a capitalised word before a word of the language, a drug, a centre's kind then an ordinary word
    "La Rose trémière, le Pierre tombale, pour les patients dans une Victoire écrasante.",
    "Report by Grace hopper, the patient was seen with the nurse and her family; they were fine.",
    "Consultation au centre auditif. Le patient va bien, Centre hospitalier à prévoir pour les soins.",
    "Traitement par Claude et des soins avec Marie paracétamol, pour les patients.",
    # a caption over words of the language, an anatomical site
    "Centre : Gauche ; Structure : Hôpital de jour ; Site : Poumon Droit",
    # a kind of place, or a commune-word not before a phone
    "CH2B – Hôpital – Tél. 02 33 44 55 66 ; Compte rendu – Tours – de taille",
    # the scheme named in words of the language
    "Le patient est assuré au Régime Général ; assuré auprès de la Sécurité sociale.",
])
def test_decoys_stay(text):
    found = _found(text)
    assert not [x for x in found if x[0] in ("RPPS", "ETAB", "NOM", "VILLE") and x[1] != "CH2B"], found


def test_a_site_code_between_the_dashes_of_every_footer_needs_no_name():
    """"Document confidentiel – PC3V – NOM – 1/3" on two pages, the site never named in full:
    letters with a digit between dashes of a running line are a site's code."""
    texts = ["Biothérapie à domicile\nBilan.\nDocument confidentiel – PC3V – PÉCRESSE-LAMY – 1/2",
             "Suite du bilan.\nConclusion.\nDocument confidentiel – PC3V – PÉCRESSE-LAMY – 2/2"]
    etab = [(s.page, s.text) for s in analyze_texts(texts, rule_detectors()) if s.label == "ETAB"]
    assert (0, "PC3V") in etab and (1, "PC3V") in etab, etab
    one = [s.text for s in analyze_texts(texts[:1], rule_detectors()) if s.label == "ETAB"]
    assert "PC3V" not in one  # on one page only, a code of anything


def test_an_acronym_with_a_word_of_the_name_the_document_gives():
    """"— CMS-Sèvre" two lines under "Clinique mutualiste de la Sèvre", then in the footer: the
    initials and a word of the name are its short form (from corpus AN)."""
    texts = ["Clinique mutualiste de la Sèvre\nCoordination hospitalière des prélèvements\n— CMS-Sèvre\n"
             "33 rue Émile-Zola – 58000 Nevers\n\nCoordination joignable (CMS-Sèvre).\n"
             "Document confidentiel – CMS-Sèvre – GUÉZENNEC – p. 1/1"]
    etab = [s.text for s in analyze_texts(texts, rule_detectors()) if s.label == "ETAB"]
    assert etab.count("CMS-Sèvre") == 3, etab
    # a word of no establishment the document names
    texts = ["Clinique mutualiste de la Sèvre\nCompte rendu IRM-Cardiaque, suivi HTA-Sévère.\n"]
    etab = [s.text for s in analyze_texts(texts, rule_detectors()) if s.label == "ETAB"]
    assert "IRM-Cardiaque" not in etab and "HTA-Sévère" not in etab, etab
