"""Writings read from held-out corpus BL's first pass (tuned since): birth dates joined by
backslashes, commas or colons ("23\\02\\1941", "04,03,1983", "23:02:1941"), in the ISO week and
ordinal forms ("1987-W50-6", "1941-054"); a NIR joined by underscores; a phone with its first
digit in brackets ("+33 (6) 39 98 90 04"); a stay number glued to its letter in groups ("S25 158
494"); a birth name in title case after "de naissance" or "née"; trades that name a workplace;
and what stays: times, lists, references in those shapes, a package's number."""

from __future__ import annotations

import pytest

from app.export.date_writings import date_pattern, parse_date
from tests.fake_model import rule_findings

_found = rule_findings


@pytest.mark.parametrize("text, value", [
    ("Index des admissions : X [Y] - né le 23\\02\\1941 - IPP\n", "né le 23\\02\\1941"),
    ("Mme X, de naissance Y, née le 04,03,1983 à Orthez\n", "née le 04,03,1983"),
    ("Lexique - X Y - né le 25:10:1982 - IPP 383-059-063 - page 1/2\n", "né le 25:10:1982"),
    ("M. Léandre X, né le 1987-W50-6 à Quimperlé\n", "né le 1987-W50-6"),
    ("Scénario - X Y - née le 1962-229 - IPP 309-972-951\n", "née le 1962-229"),
    ("Date de naissance : 1941W087\n", "1941W087"),
])
def test_birth_dates_found(text, value):
    assert ("DATE_NAISSANCE", value) in _found(text), _found(text)


@pytest.mark.parametrize("text, value", [
    ("Réunion de service le 2025-W12-3.\n", "2025-W12-3"),
    ("prélevé le 12\\03\\2025\n", "12\\03\\2025"),
])
def test_care_dates_stay_dates(text, value):
    assert ("DATE", value) in _found(text), _found(text)


@pytest.mark.parametrize("text", [
    "Lot 2023-045, flacon de 10 mL.\n",  # a year and a serial: no date without a birth caption
    "Début 10:15:30, fin 10:45:12.\n",  # times
    "Doses 1,5,2 mg puis 12,5,1900 UI.\n",  # lists
    "semaine 2025-W54-1\n",  # no such week
])
def test_look_alikes_are_no_dates(text):
    assert not [f for f in _found(text) if f[0].startswith("DATE")], _found(text)


def test_the_writings_parse_to_their_date_and_are_found_again():
    assert parse_date("1987-W50-6") == (12, 12, "1987") and parse_date("né le 1941-054") == (23, 2, "1941")
    assert parse_date("23\\02\\1941") == (23, 2, "1941") and parse_date("04,03,1983") == (4, 3, "1983")
    assert parse_date("23:02:1941") == (23, 2, "1941")
    p = date_pattern(23, 2, "1941", True)
    for writing in ("23\\02\\1941", "23:02:1941", "23,02,1941", "1941-054", "1941-W08-7", "1941W087"):
        assert p.search("x " + writing + " y"), writing
    assert not p.search("à 23:02:41 précises")  # a time with the same digits
    assert not p.search("1941-055") and not p.search("1941-W08-6")
    assert not date_pattern(23, 2, "2025", False).search("2025-054")  # a care date: the ordinal only for a birth


def test_nir_joined_by_underscores():
    assert ("NIR", "1_41_02_35_781_424_43") in _found("dossier X - NIR 1_41_02_35_781_424_43 -\n")
    assert not [f for f in _found("fichier scan_1_41_02_35_781_424_44.pdf\n") if f[0] == "NIR"]  # key wrong, no context


def test_phone_with_its_first_digit_in_brackets():
    assert ("TEL", "+33 (6) 39 98 90 04") in _found("Privas   +33 4 66 49 15 77 / +33 (6) 39 98 90 04\n")
    assert not [f for f in _found("score +33 (6) points\n") if f[0] == "TEL"]


def test_stay_number_glued_to_its_letter_in_groups():
    assert any(f[1] == "S25 158 494" for f in _found("- séjour S25 158 494 ouvert le 12/05/2025.\n"))
    assert not [f for f in _found("stade T25 158 494 cellules\n") if "158" in f[1]]  # no label near


@pytest.mark.parametrize("text, value", [
    ("Mme Solène BOURROUNET, de naissance Escudié, née le 01/07/1963 à Orthez.\n", "Escudié"),
    ("Mme Nolwenn ROUMAGNAC, de naissance d'Aubarède, née le 17/08/1962\n", "d'Aubarède"),
    ("Mme Solène BOURROUNET, née Escudié, le 01/07/1963.\n", "Escudié"),
])
def test_birth_name_in_title_case(text, value):
    assert ("NOM", value) in _found(text), _found(text)


@pytest.mark.parametrize("text", [
    "Lieu de naissance Guingamp (22)\n",  # a caption and its town
    "Mme Jeanne PETIT, née Prématurée à 32 SA.\n",  # how, not whose
])
def test_no_birth_name_where_none_is(text):
    assert not [f for f in _found(text) if f[0] == "NOM" and f[1] not in ("PETIT",)], _found(text)


@pytest.mark.parametrize("text, value", [
    ("Élevage : Chèvrerie du Puech-Haut\n", "Chèvrerie du Puech-Haut"),
    ("Lieu : Centre aquatique de l'Étang-Bleu\n", "Centre aquatique de l'Étang-Bleu"),
    ("Transport : Autocars Vidalenc Voyages\n", "Autocars Vidalenc Voyages"),
    ("Désinsectisation Vallée Services est intervenue.\n", "Désinsectisation Vallée Services"),
])
def test_workplaces_named_by_their_trade(text, value):
    assert ("ETAB", value) in _found(text), _found(text)


def test_a_package_number_names_no_one():
    assert not [f for f in _found("Paquet n° PQ-479751 - Envenimation par piqûre\n") if "PQ" in f[1]]
    assert not [f for f in _found("Le centre aquatique de la ville est fermé.\n") if f[0] == "ETAB"]


def test_a_value_over_its_caption_set_as_an_attribution():
    text = ("« Honoré » \n\n— Prénom usuel \n\n« 1969-117 » \n\n— Date de naissance \n\n"
            "« EMP-686-12 » \n\n— N° d'emplacement au camping \n\n« 25-S-014041 » \n\n— N° de séjour \n")
    found = _found(text)
    assert ("DATE_NAISSANCE", "1969-117") in found, found
    assert any(f[1] == "EMP-686-12" for f in found), found


def test_an_attribution_that_is_no_caption_reads_nothing():
    text = "« Le patient marche 2023-045 pas. » \n\n— Récit \n\n« Lot 2023-045 » \n\n— Victor Hugo \n"
    assert not [f for f in _found(text) if f[0].startswith("DATE")], _found(text)


def test_a_cue_over_each_caption_is_no_value_the_line_under_is():
    text = "".join("L'AGENT D'ACCUEIL \nDUO \n(%s) \n%s \n\n" % (c, v) for c, v in (
        ("Nom de famille (nom d'usage)", "D'ESPAGNAC"), ("Nom de naissance", "ROUMAGNAC"), ("Date de naissance", "04/03/1983"),
        ("IPP", "330-688-266")))
    found = _found(text)
    assert not [f for f in found if "DUO" in f[1] or "AGENT" in f[1]], found
    assert ("NOM", "ROUMAGNAC") in found and ("DATE_NAISSANCE", "04/03/1983") in found, found
    # a value over its caption stays one when values differ ("P24-436936⏎(IPP)")
    assert ("IPP", "P24-436936") in _found("P24-436936 \n(IPP) \n\nRoumagnac \n(Nom) \n")


@pytest.mark.parametrize("text, word, kept", [
    ("L'AGENT D'ACCUEIL \nDUO \n(Nom)\n", "ACCUEIL", False),  # a heading of words, the "D'" no particle
    ("SERVICE D'ACCUEIL DES URGENCES\n", "ACCUEIL", False),
    ("JEANNE D'ARC\n", "ARC", True),  # a first name on the line
    ("Mme Jeanne D'Arc\n", "Arc", True),
])
def test_an_elided_article_in_a_heading_of_words_is_no_particle(text, word, kept):
    from tests.fake_model import model_span_kept

    assert model_span_kept(text, word) is kept
