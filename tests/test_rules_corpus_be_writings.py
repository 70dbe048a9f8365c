"""Writings read from held-out corpus BE's first pass (tuned since): a NIR with its key in
brackets, a member number after "adh.", an acronym whose hyphenated word gives two letters,
a birth date glued after "né(e) le" written again bare, "jui." for a month, a whiteboard's
captions pointing up at their values ("↑ NOM"), a funeral operator and a regional mutual; and
what stays: the times of a day's doses, a telegram's words, a rabies serum, a hospital bed."""

from __future__ import annotations

import pytest

from app.detection.analyze import analyze_texts
from app.detection.rules import rule_detectors
from app.export.variants import parse_date
from tests.fake_model import model_span_kept, rule_findings

_found = rule_findings


@pytest.mark.parametrize("text, value, label", [
    ("1 34 11 65 587 832 [88]\n↑ INS / NIR\n", "1 34 11 65 587 832 [88]", "NIR"),
    ("NIR : 2 89 01 32 805 668 (40)", "2 89 01 32 805 668 (40)", "NIR"),
    ("Organisme  Mutuelle Pays Basque Prévoyance adh. 496 510 196", "496 510 196", "AUTRE"),
    ("ORGANISME ............. Malakoff Humanis adh. ADH-527844-35", "ADH-527844-35", "AUTRE"),
    ("Hôpital de proximité Haute-Cornouaille (HPHC)\n", "HPHC", "ETAB"),
    ("Personne concernée\n\nHOURCASTAGNÉ \n\n↑ NOM \n\nIrène \n\n↑ PRÉNOM \n", "HOURCASTAGNÉ", "NOM"),
    ("OPÉRATEUR FUNÉRAIRE ... Pompes funèbres Lestrade", "Pompes funèbres Lestrade", "ETAB"),
    ("Mutualité de Cornouaille - Adhérent n° 299 565 475", "Mutualité de Cornouaille", "ETAB"),
])
def test_values_found(text, value, label):
    assert (label, value) in _found(text), _found(text)


@pytest.mark.parametrize("text", [
    "1 34 11 65 587 832 [87]\n",  # a key that does not check, no NIR word
    "La mutualité française\n",  # no name after it
    "ÉPOUSE ...... \nMIDI \n",  # a pill organiser's lid
])
def test_decoys_stay(text):
    assert not [x for x in _found(text) if x[0] in ("NIR", "ETAB", "NOM", "PRENOM")], _found(text)


def test_a_glued_birth_date_is_found_again_bare():
    # the cue inside the birth date's span ("né(e) le 03061979") still gives the date
    assert parse_date("né(e) le 03061979") == (3, 6, "1979")
    page = "Patient : HOURCASTAGNÉ Irène - né(e) le 03061979\n\n03061979 sexe : [X] F [ ] M\n"
    bare = [s for s in analyze_texts([page], rule_detectors()) if s.text == "03061979"]
    assert [s.label for s in bare] == ["DATE_NAISSANCE"]


def test_jui_reads_as_the_dates_rule_reads_it():
    assert parse_date("6 jui. 1992") == parse_date("né(e) le 6 jui. 1992") == (6, 7, "1992")


@pytest.mark.parametrize("text, value", [
    ("Nom ........ \nMATIN \n\nFABRÈGUE", "MATIN"),
    ("CONSTAT⏎ À JOINDRE LE 12/05", "JOINDRE LE"),
    ("Sérum : Imogam Rage 150 UI/ml", "Imogam Rage"),
    ("CONSTAT Lit Hill-Rom Accella", "Hill-Rom Accella"),
])
def test_model_words_that_are_no_person(text, value):
    assert not model_span_kept(text, value)
