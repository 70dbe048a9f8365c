"""Model names made only of ordinary French words are dropped; surnames that are words,
names after a civility or a label, and address or business words are kept."""

import pytest

from app.detection.analyze import analyze_page
from tests.test_analyze_allowlist_model import FakeModel


@pytest.mark.parametrize("text, value, kept", [
    ("STRATÉGIE ANESTHÉSIQUE\nRachianesthésie prévue.", "STRATÉGIE ANESTHÉSIQUE", False),
    ("Naissance le 12/03/1948", "Naissance", False),
    ("Adhérent n° 8812345670", "Adhérent", False),
    ("Toilette\nHabillage : aide partielle", "Toilette\nHabillage", False),
    ("Agrafeuse circulaire de 29 mm.", "Agrafeuse", False),
    # kept: surnames that are words, a civility or a label before, a particle, capitals alone
    ("Mme Petit est revue ce jour.", "Petit", True),
    ("Patiente : Bonnet Chantal", "Bonnet", True),
    ("M. Bureau signale une douleur.", "Bureau", True),
    ("Nom d'usage : Chaussure", "Chaussure", True),
    ("À J4, de La Brosse présente une constipation.", "Brosse", True),
    ("SITE LA TOURELLE - consultations", "TOURELLE", True),
    ("Vitré, le 12 mars 2024", "Vitré", True),  # a commune
    ("demeurant Lieu-dit La Garenne", "Lieu-dit La Garenne", True),
    ("Vu avec Dupont ce jour.", "Dupont", True),  # no dictionary word
])
def test_model_names_made_of_dictionary_words(text, value, kept):
    i = text.index(value)
    spans = analyze_page(0, text, [FakeModel([(i, i + len(value))])])
    assert any(s.source == "model" for s in spans) is kept



@pytest.mark.parametrize("text, value, label", [
    ("EHPAD Les Trois Vallées", "Trois Vallées", "ETAB"),  # establishments are named with ordinary words
    ("Clinique du Lac Bleu", "Lac Bleu", "ETAB"),
    ("La Fondation pour la Recherche Médicale", "Recherche", "VILLE"),
])
def test_model_towns_and_establishments_are_left_to_other_filters(text, value, label):
    i = text.index(value)
    spans = analyze_page(0, text, [FakeModel([(i, i + len(value))], label=label)])
    assert any(s.source == "model" for s in spans)
