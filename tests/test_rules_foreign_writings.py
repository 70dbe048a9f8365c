"""Letters from abroad and foreign patients' papers: birth dates written in English, Spanish,
Italian, Portuguese or German, names with the letters of other Latin alphabets, titles of other
languages, Irish and Italian apostrophes. A positive case and a decoy each; values fictional."""

from __future__ import annotations

import pytest

from app.detection.analyze import analyze_texts
from app.detection.rules import rule_detectors
from app.export.variants import date_pattern, parse_date


def _labels(text: str) -> dict[str, str]:
    return {s.text: s.label for s in analyze_texts([text], rule_detectors())}  # the document pass too


@pytest.mark.parametrize("text, value", [
    ("Patient: Mr Brendan Kavanagh, date of birth: March 3, 1962.\n", "March 3, 1962"),
    ("DOB: 3rd March 1962\n", "3rd March 1962"),
    ("Paciente: fecha de nacimiento: 14 de febrero de 1975\n", "14 de febrero de 1975"),
    ("Paziente nata il 5 maggio 1949 a Torino.\n", "5 maggio 1949"),
    ("Patientin, geboren am 3. März 1958, in Behandlung.\n", "3. März 1958"),
    ("Paciente nacida el 02/03/1961.\n", "02/03/1961"),
    ("Mr Kavanagh, born on 12.04.1950, was seen today.\n", "12.04.1950"),
])
def test_foreign_birth_dates(text, value):
    assert _labels(text).get(value) == "DATE_NAISSANCE"


@pytest.mark.parametrize("text, value", [
    ("Admitted on 12 January 2024, discharged on January 19, 2024.\n", "12 January 2024"),
    ("Admitted on 12 January 2024, discharged on January 19, 2024.\n", "January 19, 2024"),
    ("Visita del 3 de marzo de 2024.\n", "3 de marzo de 2024"),
])
def test_foreign_care_dates_are_dates_not_birth_dates(text, value):
    assert _labels(text).get(value) == "DATE"


@pytest.mark.parametrize("value, parsed", [
    ("March 3, 1962", (3, 3, "1962")), ("3rd March 1962", (3, 3, "1962")),
    ("14 de febrero de 1975", (14, 2, "1975")), ("3. März 1958", (3, 3, "1958")), ("5 maggio 1949", (5, 5, "1949")),
])
def test_foreign_dates_are_parsed_for_propagation(value, parsed):
    assert parse_date(value) == parsed


def test_a_known_birth_date_is_found_in_foreign_writings():
    pattern = date_pattern(3, 3, "1962", True)
    for writing in ("March 3, 1962", "3rd March 1962", "3 de marzo de 1962", "3. März 1962", "03/03/1962"):
        assert pattern.search("… " + writing + " …"), writing
    assert not pattern.search("March 4, 1962")


@pytest.mark.parametrize("text, name", [
    ("Patient: Mr Brendan O'Brien, seen today.\n", "O'Brien"),
    ("Paciente: Sra. Lucía Núñez García\n", "Núñez García"),
    ("Frau Agnieszka Ołowska wurde aufgenommen.\n", "Ołowska"),
    ("Madame Nguyễn Thị Lan, hospitalisée le 03/02/2024.\n", "Thị Lan"),
    ("Herr Mehmet Yılmaz Şahin\n", "Şahin"),
])
def test_foreign_names_are_masked_whole(text, name):
    found = _labels(text)
    assert any(name in v and lab in ("NOM", "PRENOM") for v, lab in found.items()), found


@pytest.mark.parametrize("text", [
    "Sra. la directora del centro\n",  # a title before a lower-case word
    "Miss-match des groupes sanguins exclu.\n",
])
def test_titles_before_ordinary_words_name_nobody(text):
    assert not {lab for lab in _labels(text).values()} & {"NOM", "PRENOM"}


@pytest.mark.parametrize("text, value, label", [
    ("— passeport AB6699339 — CEAM n° B543044781\n", "AB6699339", "AUTRE"),
    ("Passport number: XD9312288\n", "XD9312288", "AUTRE"),
    ("— CEAM n° B543044781\n", "B543044781", "AUTRE"),
    ("résultats du bilan (dossier de laboratoire 23X9950194) :\n", "23X9950194", "AUTRE"),
    ("Adresse postale non normalisée (code postal 40000, commune Mont-de-Marsan) : contrôle BAN\n", "Mont-de-Marsan", "VILLE"),
    ("Détail : Prescripteur 810498852895 (Dr MARTINEAU) absent de l'annuaire\n", "810498852895", "RPPS"),
    ("À l'attention du Dr Ursula Brenner\nKlinikum Havelufer (KHU)\nDeutschland\n", "Klinikum Havelufer", "ETAB"),
    ("Transfer back to Hospital Universitario del Mar (HUM) is planned.\n", "Hospital Universitario del Mar", "ETAB"),
    ("Hôpital privé des Trois Rivières\nHP3R — Service de pneumologie\n", "HP3R", "ETAB"),
    ("Adresse : 12 Phố Hàng Bạc, Hoàn Kiếm, Hà Nội (Việt Nam) — tél. +84 24 3826 1234\n", "12 Phố Hàng Bạc", "ADRESSE"),
    ("Adresse : Rua das Flores 61, 2.º, 4050-265 Porto (Portugal)\n", "4050-265 Porto", "ADRESSE"),
])
def test_foreign_papers_and_places(text, value, label):
    assert _labels(text).get(value) == label, _labels(text)


@pytest.mark.parametrize("text, word", [
    ("The Hospital stay was uneventful.\n", "Hospital"),
    ("UF3950 — Service de cardiologie\n", "UF3950"),
    ("La commune Appendicite n'existe pas.\n", "Appendicite"),
    ("Adresse : 119 rue des Glycines, 22000 SAINT-BRIEUC. Mutuelle : Harmonie Santé, adhérent n° 8452809139\n", "adhérent"),
])
def test_ordinary_words_beside_those_places_stay(text, word):
    assert not any(word in v for v in _labels(text))


@pytest.mark.parametrize("text, login", [
    ("Imprimé par : jdupont le 12/03/2024\n", "jdupont"),
    ("Imprimé par : boulanger le 12/03/2024\n", "boulanger"),  # a surname that is also a word
])
def test_a_login_after_printed_by_is_masked(text, login):
    assert _labels(text).get(login) == "AUTRE"


def test_a_dictionary_word_after_printed_by_is_no_login():
    assert "publipostage" not in _labels("Courrier édité par publipostage — HP3R — page 1/3\n")


def test_the_model_leaves_countries_and_the_european_card():
    from app.detection.model_filters import filter_model_spans
    from app.detection.spans import Span

    text = "Adresse : Lindenstraße 14, 10969 Berlin (Deutschland) — CEAM n° B543044781\nSummary for the team\n"

    def model(value, label):
        i = text.index(value)
        return Span(0, i, i + len(value), value, label, "model", 0.9)

    kept = filter_model_spans(text, [model("Deutschland", "VILLE"), model("CEAM", "ETAB"), model("Summary", "NOM"),
                                     model("Berlin", "VILLE")])
    assert [s.text for s in kept] == ["Berlin"]
