"""Birth dates that no label announces: a stated age that agrees, a person's name just
before; and the birth labels as hospitals abbreviate them. Each with a decoy."""

import pytest

from app.detection.analyze import analyze_texts
from app.detection.rules import rule_detectors
from app.detection.rules.dates import DateDetector
from app.detection.spans import Span
from tests.test_analyze_allowlist_model import FakeModel

LETTER = "\nCompte rendu du 02/04/2024."  # the document's newest date: a care date


def labels(text, names=()):
    detectors = rule_detectors()
    ranges = [(text.index(n), text.index(n) + len(n)) for n in names]
    if ranges:
        detectors = detectors + [FakeModel(ranges)]
    return {s.text: s.label for s in analyze_texts([text], detectors)}


@pytest.mark.parametrize("line, value", [
    ("MORVAN Annick, 76 ans, 12/03/1948", "12/03/1948"),
    ("Mme Annick Morvan (76 a) 12.03.1948", "12.03.1948"),
    ("Patiente âgée de 75 ans ; 12 mars 1948", "12 mars 1948"),
])
def test_a_date_that_the_stated_age_agrees_with_is_a_birth_date(line, value):
    assert labels(line + LETTER)[value] == "DATE_NAISSANCE"


@pytest.mark.parametrize("line, value", [
    ("Patiente de 76 ans, opérée le 12/03/2019", "12/03/2019"),  # the age does not fit the date
    ("Cholécystectomie il y a 76 ans ; bilan du 12/03/1948", "12/03/1948"),  # a duration, not an age
    ("Tabagisme sevré depuis 20 ans, arrêt le 12/03/2004", "12/03/2004"),
    # a device's life under a caption of its own: how long, not how old
    ("Stimulateur implanté le 19/02/2018. Longévité estimée de la pile : 6 ans.", "19/02/2018"),
])
def test_durations_and_ages_that_do_not_fit_leave_care_dates_alone(line, value):
    assert labels(line + LETTER)[value] == "DATE"


@pytest.mark.parametrize("line, names, value", [
    ("Patient : MORVAN, Annick (F) - 12.03.1948 - IPP 00451238", ("MORVAN", "Annick"), "12.03.1948"),
    ("Nom : MORVAN   Prénom : Annick   Sexe : F   12/03/1948", ("MORVAN", "Annick"), "12/03/1948"),
])
def test_a_date_right_after_a_persons_name_is_a_birth_date(line, names, value):
    assert labels(line + LETTER, names)[value] == "DATE_NAISSANCE"


@pytest.mark.parametrize("line, names, value", [
    ("Dr Yann MORVAN, 12/03/2023", ("Yann MORVAN",), "12/03/2023"),  # a doctor's signature
    ("Validé par Annick MORVAN - 12/03/2021", ("Annick MORVAN",), "12/03/2021"),
    ("Annick MORVAN, 15/11/2023 : consultation", ("Annick MORVAN",), "15/11/2023"),  # recent: a care date
    ("Annick MORVAN vue le 12/03/2019", ("Annick MORVAN",), "12/03/2019"),  # a verb between
])
def test_signatures_and_recent_dates_after_a_name_stay_care_dates(line, names, value):
    assert labels(line + LETTER, names)[value] == "DATE"


def test_a_lone_date_is_left_to_the_labels():
    """No newer date in the document: nothing to measure the age against."""
    assert labels("MORVAN Annick, 76 ans, 12/03/1948")["12/03/1948"] == "DATE"


@pytest.mark.parametrize("text, value", [
    ("Patiente née à Brest le 12 mars 1948, hospitalisée", "12 mars 1948"),
    ("Né à Quimper (29) le 12/03/1948", "12/03/1948"),
    ("née LE GALL le 12/03/1948", "12/03/1948"),
    ("Date de naissance (âge) : 12/03/1948", "12/03/1948"),
    ("Date naiss. 1948-03-12  Sexe F", "1948-03-12"),
    ("Date nais. : 12/03/1948", "12/03/1948"),
    ("Dt naiss 12/03/1948", "12/03/1948"),
    ("Né(e) : 12/03/1948", "12/03/1948"),
    ("Naiss. : 12/03/1948", "12/03/1948"),
    ("Naissance le 12/03/1948", "12/03/1948"),
    ("DOB: 12/03/1948", "12/03/1948"),
    ("Mme X, 12/03/1948 (76 a)", "12/03/1948"),
])
def test_birth_labels_as_hospitals_abbreviate_them(text, value):
    got = {s.text: s.label for s in DateDetector().detect_page(0, text)}
    assert got[value] == "DATE_NAISSANCE"


@pytest.mark.parametrize("text, value", [
    ("Née de parents non consanguins. Vue le 12/03/2024", "12/03/2024"),
    ("Naissance du 2e enfant prévue ; consultation le 12/03/2024", "12/03/2024"),
    ("Dernière consultation : 12/03/2024", "12/03/2024"),
])
def test_birth_words_far_from_the_date_do_not_make_it_a_birth_date(text, value):
    got = {s.text: s.label for s in DateDetector().detect_page(0, text)}
    assert got[value] == "DATE"


def test_the_inferred_label_says_why():
    spans = analyze_texts(["MORVAN Annick, 76 ans, 12/03/1948" + LETTER], rule_detectors())
    s = next(s for s in spans if s.text == "12/03/1948")
    assert s.label == "DATE_NAISSANCE" and "âge" in s.note
    assert isinstance(s, Span)


def test_dates_in_a_column_a_birth_caption_heads():
    """A family table read column by column: the caption is not followed by its own date."""
    text = ("Consultation du 27/05/24.\n\nLien\nNom Prénom\nNaissance\n\nMère\nMme MARCHAND née\n\nPathologie (âge)\n"
            "Statut\n\n16/10/1954\n\nARNAUD Véronique\n\nSœur\nMARCHAND Sandrine\n\n21/07/1974\n\n"
            "Une ligne de texte courant assez longue pour être de la prose et non une cellule de tableau, bien sûr.\n"
            "Revu le 12/03/2001 en consultation.\n")
    got = labels(text)
    assert got["16/10/1954"] == got["21/07/1974"] == "DATE_NAISSANCE"
    assert got["12/03/2001"] == "DATE"  # after the prose: no longer in the column


def test_a_birth_caption_with_its_own_value_heads_no_column():
    text = "Date de naissance\n12/03/1948\n\nExamens\n02/04/2019\n\nCompte rendu du 02/04/2024."
    got = labels(text)
    assert got["12/03/1948"] == "DATE_NAISSANCE" and got["02/04/2019"] == "DATE"


def test_a_year_first_birth_value_under_its_caption_makes_no_birth_column():
    """CDA-like synthesis: "19370328" is the value of its caption, so the care dates of the
    problem list further down are no column of birth dates."""
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors

    text = ("Nom\n\nGAILLARD\n\nDate de naissance\n\n19370328\n\nLieu de naissance\n\nvoir INS\n\n"
            "Pathologies en cours\nÉlément\n\nCode\n\nDébut\n\nInsuffisance cardiaque\n\nI50.0\n\n2018-07-07\n\n"
            "Compte rendu rédigé le 09/06/2024 par le médecin.")
    labels = {s.text: s.label for s in analyze_texts([text], rule_detectors())}
    assert labels["19370328"] == "DATE_NAISSANCE" and labels["2018-07-07"] == "DATE"


def test_a_date_under_stacked_captions_the_first_a_birth_caption_in_capitals():
    """"NÉ(E) LE⏎IPP", then the values in the same order: the birth caption heads the date's column."""
    text = "Compte rendu du 4 juillet 2025\nNOM\n\nVERCOUTÈRE\n\nNÉ(E) LE\nIPP\n\n14/02/1947\n\nN° SÉJOUR\n\nS26-81118\n"
    assert labels(text)["14/02/1947"] == "DATE_NAISSANCE"
