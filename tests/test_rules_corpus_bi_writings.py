"""Writings read from held-out corpus BI's first pass (tuned since): a date whose day is in
words and whose year is in digits, an export's date and time ("1952-10-03T00:00"), a number's
caption that says what it numbers in words no label list holds ("N° de fiche réseau
Sentinelles"), a notary's office, an occupational-health service, a commune's social-action
centre, the blood establishment's site, a club; and what stays: a lot's or a room's number, a
NIR under its own caption, a club named by its kind."""

from __future__ import annotations

import pytest

from app.detection.rules.dates_words import words_dates
from app.export.date_writings import date_pattern, parse_date
from tests.fake_model import rule_findings

_found = rule_findings


@pytest.mark.parametrize("text, value, label", [
    ("Mme X, née le trois janvier 1975 à Millau\n", "née le trois janvier 1975", "DATE_NAISSANCE"),
    ("VU la mention « Date de naissance » : vingt-sept juin 1951 ;\n", "vingt-sept juin 1951", "DATE_NAISSANCE"),
    (" Date de naissance     vingt-huit octobre 1939      Lieu de naissance\n", "vingt-huit octobre 1939", "DATE_NAISSANCE"),
    ("Mme X, née le 1952-10-03T00:00 à Dax\n", "née le 1952-10-03", "DATE_NAISSANCE"),
    ("• 1.3 Identité › Date de naissance › 1983-05-14T00:00\n", "1983-05-14", "DATE_NAISSANCE"),
    (" N° de fiche réseau Sentinelles    SENT-25-62-6558         Laboratoire\n", "SENT-25-62-6558", "AUTRE"),
    ("• 2.1 Exposition › N° de fiche réseau Sentinelles › SENT-25-51-1932\n", "SENT-25-51-1932", "AUTRE"),
    ("VU la mention « N° d'épisode de cas groupés » : CG-2025-69-431 ;\n", "CG-2025-69-431", "AUTRE"),
    (" N° d'inscription au registre canicule   RC/2025/9008         Service\n", "RC/2025/9008", "AUTRE"),
    ("Employeur    Office notarial Sabatié\n", "Office notarial Sabatié", "ETAB"),
    ("Service de santé au travail    Service de santé au travail interentreprises Sud-Causses\n",
     "Service de santé au travail interentreprises Sud-Causses", "ETAB"),
    ("Service communal ayant signalé › Centre communal d'action sociale des Coteaux\n",
     "Centre communal d'action sociale des Coteaux", "ETAB"),
    ("Site de prélèvement › Établissement français du sang - site des Trois-Rivières\n",
     "Établissement français du sang - site des Trois-Rivières", "ETAB"),
    ("Club de plongée    Club subaquatique des Calanques-Bleues\n", "Club subaquatique des Calanques-Bleues", "ETAB"),
    ("Sage-femme libérale référente › Cabinet de sages-femmes des Tilleuls\n",
     "Cabinet de sages-femmes des Tilleuls", "ETAB"),
])
def test_values_found(text, value, label):
    assert (label, value) in _found(text), _found(text)


@pytest.mark.parametrize("text, value", [
    ("N° de lot    A12345\n", "A12345"),
    ("N° de chambre : 1204\n", "1204"),
])
def test_numbers_of_things_stay(text, value):
    assert ("AUTRE", value) not in _found(text), _found(text)


def test_a_nir_under_its_own_caption_keeps_its_kind():
    found = _found("N° de sécurité sociale : 2 55 01 2A 628 545 68\n")
    assert not [x for x in found if x[0] == "AUTRE"], found


def test_a_club_named_by_its_kind_is_no_establishment():
    assert not [x for x in _found("Club de Football\n") if x[0] == "ETAB"]


def test_a_day_in_words_before_a_year_in_digits():
    text = "le vingt et un septembre 2001, puis le 12 mars 2024"
    assert [(text[a:b], d, m, y) for a, b, d, m, y in words_dates(text)] == [("vingt et un septembre 2001", 21, 9, 2001)]
    assert parse_date("trois janvier 1975") == (3, 1, "1975")


def test_a_birth_date_is_found_again_before_an_exports_time():
    p = date_pattern(3, 10, "1952", True)
    assert [m.group() for m in p.finditer("née le 1952-10-03T00:00 - IPP")] == ["née le 1952-10-03"]


def test_a_path_of_captions_names_no_one_but_its_end_value():
    text = ("• 1.4  Identité › Lieu de naissance › Digne-les-Bains\n• 1.10  Identité › Téléphones › 0 465 713 110\n"
            "• 1.14  Identité › Personne à prévenir › Perrine DUFOURCQ (compagne)\n")
    found = _found(text)
    assert not [x for x in found if x[1] in ("Lieu", "Téléphones", "Personne")], found
    assert ("VILLE", "Digne-les-Bains") in found and ("NOM", "DUFOURCQ") in found


def test_the_next_caption_of_a_list_is_no_insurer():
    assert not [x for x in _found("Organisme complémentaire \n\nEmployeur \n\nAccouchement et \n") if x[0] == "ETAB"]


@pytest.mark.parametrize("text", ["• Lieu de naissance, c'est : Paimpol\n", "Lieu de naissance. — Paimpol\n",
                                  "« Lieu de naissance » : Paimpol [à la ligne]\n"])
def test_a_birthplace_after_a_quoted_run_in_or_large_print_caption(text):
    assert ("VILLE", "Paimpol") in _found(text), _found(text)


@pytest.mark.parametrize("text, value", [
    ("dossier X - NIR 2 750 112 742 329 03 - 030175.\n", "030175"),  # born in January 1975, as the NIR says
    ("NIR 2-570322-200838-05 - 050357.\n", "050357"),
    ("NIR 1 85 06 48 166 638 25 - 19850627\n", "19850627"),
])
def test_glued_digits_beside_a_nir_of_the_same_birth_month_are_the_birth_date(text, value):
    assert ("DATE_NAISSANCE", value) in _found(text), _found(text)


@pytest.mark.parametrize("text", ["NIR 2 75 01 12 742 329 03 - lot 123456\n",  # no date: other month and year
                                  "NIR 2 75 01 12 742 329 03 - 030276\n"])
def test_other_numbers_beside_a_nir_stay(text):
    assert not [x for x in _found(text) if x[0] == "DATE_NAISSANCE"], _found(text)


@pytest.mark.parametrize("text, value", [("NIR 2 750 112 742 329 03\n", "2 750 112 742 329 03"),
                                         ("NIR 1850 6481 6663 825\n", "1850 6481 6663 825")])
def test_a_nir_in_blocks_of_three_or_four_with_a_valid_key(text, value):
    assert ("NIR", value) in _found(text), _found(text)


def test_a_run_of_table_numbers_is_no_nir():
    assert not [x for x in _found("valeurs 123 456 789 012 345\n") if x[0] == "NIR"]
