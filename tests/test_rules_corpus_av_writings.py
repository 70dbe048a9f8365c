"""Writings read from held-out corpus AV's first pass (tuned since): an establishment's acronym
with a figure for a word before its unit, an insurer whose brand holds a figure and an
article, a relative whose surname opens with an elided particle or who is a "sœur", a member
number under a caption and a gutter's line number; and what stays: a score out of its
maximum, drugs before their dose, machines before their act's code or after their kind,
germs, vestibular eponyms, trades after "Profession", a scanner's density unit."""

from __future__ import annotations

import pytest

from app.detection.analyze import analyze_texts
from app.detection.rules import rule_detectors
from tests.fake_model import model_span_kept, rule_findings

_found = rule_findings


@pytest.mark.parametrize("text, value, label", [
    ("Polyclinique des Trois-Rivières\nP3R - Explorations fonctionnelles ORL\nFINESS 640251518\n", "P3R", "ETAB"),
    ("Polyclinique des Trois-Rivières\nP3R - Service d'urologie\n", "P3R", "ETAB"),
    ("Complémentaire\nAG2R La Mondiale Santé, adhérent n°\nMB-6355-32706\n", "AG2R La Mondiale Santé", "ETAB"),
    ("Complémentaire            AG2R La Mondiale Santé, adhérent n° ADH-662591973\n", "AG2R La Mondiale Santé", "ETAB"),
    ("Personne à prévenir\nNoémie d'Esparbès (compagne), 07-00-11-67-13\n", "d'Esparbès", "NOM"),
    ("Personne à prévenir\nNoémie d'Esparbès (compagne), 07-00-11-67-13\n", "Noémie", "PRENOM"),
    ("Personne à prévenir         Julie Kervella (sœur), 0700116207\n", "Kervella", "NOM"),
    ("Mutuelle Générale de Bresse, adhérent n°\nComplémentaire\n\n28\n\nADH-949226455\n\n29\n\nDr QUÉINNEC\n",
     "ADH-949226455", None),
])
def test_values_found(text, value, label):
    found = _found(text)
    assert any(t == value and (label is None or lab == label) for lab, t in found), found


@pytest.mark.parametrize("text, value", [
    ("PRESC-9913842\nDemande n°\n\n46/100\nQuestionnaire DHI\n", "46/100"),
    ("Demande n° : 27/30\n", "27/30"),
    ("antécédent de maladie de Horton (mère)\n", "Horton"),  # one capitalised word: a disease
    ("P1 - Page 2\n", "P1"),  # no acronym of a unit
    ("La Mondiale Santé vous informe\n", "La Mondiale"),  # ordinary words before "Santé"
    ("Mutuelle Générale, adhérent n°\nComplémentaire\n\n280\n\n1200 mg\n", "1200"),  # a dose, not a number
])
def test_decoys_stay(text, value):
    found = _found(text)
    assert not [x for x in found if value in x[1]], found


def test_a_figure_of_four_digits_is_no_gutter_number():
    # a number that is no gutter's (four digits) does not let the caption reach past it
    # (the code's own shape, a prefix and a serial, still reads it: less sure, kind AUTRE)
    text = "adhérent n°\nComplémentaire\n\n2024\n\nADH-949226455\n"
    found = [s for s in analyze_texts([text], rule_detectors()) if s.text == "ADH-949226455"]
    assert [(s.source, s.label) for s in found] == [("rules.shaped_code", "AUTRE")], found


@pytest.mark.parametrize("text, value, kept", [
    ("Produit\nVolume / dose\n\nNutryelt\n10 mL\nB05XA31\n", "Nutryelt", False),
    ("Manœuvre libératoire réalisée. Bétahistine 24 mg matin et soir.", "Bétahistine", False),
    ("Vu par Dr Durand 10 mg ce jour.", "Durand", True),  # a civility: a person, whatever follows
    ("Patient DUPONT 72 kg, 1,75 m.", "DUPONT", True),  # a weight is no dose
    ("Séparateur\nSpectra Optia (acte FEJF004)\n", "Spectra Optia", False),
    ("Revu par Dr Martin (acte HHFA017) hier.", "Martin", True),
    ("Acte JANM001 sur lithotripteur Sonolith i-move, repérage échographique.", "Sonolith", False),
    ("Deux paires de flacons BacT/ALERT FA Plus (analyse 600-7).", "ALERT", False),
    ("Examen sur VNG Synapsys, épreuves caloriques.", "Synapsys", False),
    ("Identification : Klebsiella pneumoniae (spectrométrie MALDI-TOF).", "Klebsiella", False),
    ("Identification :\nEscherichia coli (spectrométrie MALDI-TOF).", "Escherichia", False),
    ("piétinement de Fukuda dévié de 35°.", "Fukuda", False),
    ("Manœuvre libératoire de Sémont réalisée le 19/06/2025.", "Sémont", False),
    ("Dr Gorka MEUNIER. Lithiase urinaire. Profession : meunier.", "meunier", False),
    ("Dr Yann MARÉCHAL. Le patient est maréchal et travaille de nuit.", "maréchal", False),
    ("Dr Yann MARÉCHAL. Vu avec maréchal hier.", "maréchal", True),  # the page names a Maréchal
])
def test_model_spans(text, value, kept):
    assert model_span_kept(text, value) is kept


def test_a_density_unit_is_no_town():
    assert model_span_kept("calcul de 9 mm (densité 980 UH) vu au scanner", "UH", "VILLE") is False


def test_a_physiotherapists_title_is_no_name():
    found = _found("Équipe\nMK Norbert ITHURRALDE, ADELI 646995779\n")
    assert ("NOM", "ITHURRALDE") in found and ("PRENOM", "Norbert") in found
    assert not [x for x in found if x[1] == "MK"], found


def test_the_signature_formula_under_an_employer_caption_is_no_firm():
    found = _found("Fromagerie Vidalenc et Fils\nEmployeur\n\nFait à Bar-le-Duc, le 11/02/2025\n\nDr FROMAGER Perrine\n")
    assert ("ETAB", "Fromagerie Vidalenc et Fils") in found
    assert not [x for x in found if x[1].startswith("Fait")], found


@pytest.mark.parametrize("text, value", [
    ("Questionnaire DHI         46/100\n", "DHI"),
    ("Identification : Klebsiella pneumoniae (spectrométrie MALDI-TOF).", "MALDI-TOF"),
])
def test_technique_and_questionnaire_acronyms_stay(text, value):
    assert model_span_kept(text, value) is False
