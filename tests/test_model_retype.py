"""A model name span the words around it show to be a town (a letter's place and date line)
or an establishment (after or opening with its kind word) takes that kind; names stay names.
Establishments and streets the model cut short or ran on get their whole name."""

import pytest

from app.detection.analyze import analyze_page
from app.detection.spans import Span


class FakeModel:
    """Stands for the NER engine: the given values as model name spans."""

    name = "model"

    def __init__(self, values, label="NOM"):
        self.values = values
        self.label = label

    def detect_page(self, page, text):
        out = []
        for v in self.values:
            a = text.index(v)
            out.append(Span(page, a, a + len(v), v, self.label, "model", 0.9))
        return out


def _kinds(text, *values, label="NOM"):
    return {s.text: s.label for s in analyze_page(0, text, [FakeModel(values, label)]) if s.source == "model"}


@pytest.mark.parametrize("text, value, label, shown", [
    ("PÉGOMAS, le 08-02-2023\nRendez-vous de contrôle.", "PÉGOMAS", "VILLE", "PÉGOMAS"),
    ("Maxent, le lundi 9 mars 2025\nCher confrère,", "Maxent", "VILLE", "Maxent"),
    ("Adressé à l'Hopital Ambroise Paré, visite du 13.08.2020.", "Hopital Ambroise Paré", "ETAB", "Hopital Ambroise Paré"),
    ("Suivi au Centre hospitalier Yves Le Foll, 10 rue Marcel Proust.", "Yves Le Foll", "ETAB",
     "Centre hospitalier Yves Le Foll"),
    ("Sexe : M\nHopital Pasteur, visite du 01/11/22", "M\nHopital Pasteur", "ETAB", "Hopital Pasteur"),
])
def test_a_town_or_an_establishment_read_as_a_name_takes_its_kind(text, value, label, shown):
    assert _kinds(text, value) == {shown: label}


@pytest.mark.parametrize("text, value", [
    ("Clinique du Parc, Dr DUPONT, le 3 mars", "DUPONT"),  # a civility between: a person
    ("Patient adressé par Mme Durand, le 3 mars 2024.", "Durand"),  # not at the start of its line
    ("Jean MARTIN\nNé le 12/03/1961", "Jean MARTIN"),
    ("Rédigé par BACH Jean le 3 mars", "Jean"),  # "CH" inside a word is no kind word
])
def test_names_stay_names(text, value):
    assert set(_kinds(text, value).values()) == {"NOM"}


@pytest.mark.parametrize("text, value, label, whole", [
    # named after someone: the surname the model left out
    ("Admis à la Polyclinique Ambroise Paré, 209 bis route Marcel Pagnol.", "Polyclinique Ambroise", "ETAB",
     "Polyclinique Ambroise Paré"),
    # a link word the model ran into
    ("Suivi par l'équipe du EHPAD LES MAGNOLIAS DU Dr LEONIDA.", "EHPAD LES MAGNOLIAS DU", "ETAB", "EHPAD LES MAGNOLIAS"),
    # the kind word before a town or a name the model kept apart
    ("Admis au CHU de Condom, 59 rue Marcel Proust.", "Condom", "VILLE", "CHU de Condom"),
    ("Né le 11/09/2005 Hopital Sainte-Anne, visite du 07/03.", "Sainte-Anne", "ETAB", "Hopital Sainte-Anne"),
    # a street named after a date, cut at the day or before it
    ("Vu au CHSA, 169 avenue du 8 Mai 1945.", "169 avenue du 8", "ADRESSE", "169 avenue du 8 Mai 1945"),
    ("Vu au CHSA, 132 square du 8 Mai 1945.\nRendez-vous", "132 square", "ADRESSE", "132 square du 8 Mai 1945"),
])
def test_establishments_and_streets_get_their_whole_name(text, value, label, whole):
    assert _kinds(text, value, label=label) == {whole: "ADRESSE" if label == "ADRESSE" else "ETAB"}


def test_a_street_without_a_date_and_a_name_after_a_civility_keep_their_bounds():
    assert _kinds("Domicile : 12 rue du Port, Brest.", "12 rue du Port", label="ADRESSE") == {"12 rue du Port": "ADRESSE"}
    assert _kinds("Clinique Saint-Joseph Dr Jean DUPONT.", "Clinique Saint-Joseph", label="ETAB") == \
        {"Clinique Saint-Joseph": "ETAB"}
