"""A model name span the words around it show to be a town (a letter's place and date line)
or an establishment (after or opening with its kind word) takes that kind; names stay names."""

import pytest

from app.detection.analyze import analyze_page
from app.detection.spans import Span


class FakeModel:
    """Stands for the NER engine: the given values as model name spans."""

    name = "model"

    def __init__(self, values):
        self.values = values

    def detect_page(self, page, text):
        out = []
        for v in self.values:
            a = text.index(v)
            out.append(Span(page, a, a + len(v), v, "NOM", "model", 0.9))
        return out


def _kinds(text, *values):
    return {s.text: s.label for s in analyze_page(0, text, [FakeModel(values)]) if s.source == "model"}


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
