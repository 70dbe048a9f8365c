"""Writings read from held-out corpus BK's first pass (tuned since): birth dates joined by a
middle dot or an underscore ("10·05·1991", "28_07_1951"), glued with the month abbreviated as
SAS and mainframe exports print them ("28JUL1951", "05MAI1966"), a JavaScript export's UTC
midnight ("1966-05-04T23:00:00.000Z" for 5 May 1966), any writing of a date beside the NIR
whose birth month and year it shares; and what stays: care dates in those writings."""

from __future__ import annotations

import pytest

from app.export.date_writings import date_pattern, parse_date
from tests.fake_model import rule_findings

_found = rule_findings


@pytest.mark.parametrize("text, value", [
    ("née le 28_07_1951 - IPP 3.4503.1903\n", "née le 28_07_1951"),
    ("né le 10·05·1991 - IPP\n", "né le 10·05·1991"),
    ("Date de naissance      14NOV1976\n", "14NOV1976"),
    ("Mme X, née le 19FEV1993 à Dax\n", "née le 19FEV1993"),
    ("NIR 1 66 05 72 762 883 15 -\n1966-05-04T23:00:00.000Z.\n", "1966-05-04T23:00:00.000Z"),
    ("dossier X - NIR 2 51 07 36 619 768 95 - 28JUL1951.\n", "28JUL1951"),
])
def test_birth_dates_found(text, value):
    assert ("DATE_NAISSANCE", value) in _found(text), _found(text)


@pytest.mark.parametrize("text, value", [
    ("prélevé le 12·03·2025 à 8 h\n", "12·03·2025"),
    ("NIR 1 66 05 72 762 883 15 - vu le 12/03/2025\n", "12/03/2025"),
    ("Export du 2025-03-12T23:00:00.000Z\n", "2025-03-12T23:00:00.000Z"),
])
def test_care_dates_stay_dates(text, value):
    assert ("DATE", value) in _found(text), _found(text)


def test_the_writings_parse_to_their_date_and_are_found_again():
    assert parse_date("1966-05-04T23:00:00.000Z") == (5, 5, "1966")  # local midnight, the day after in UTC
    assert parse_date("28JUL1951") == (28, 7, "1951") and parse_date("28AOU1976") == (28, 8, "1976")
    assert parse_date("28_07_1951") == (28, 7, "1951") and parse_date("10·05·1991") == (10, 5, "1991")
    p = date_pattern(5, 5, "1966", True)
    for writing in ("1966-05-04T23:00:00.000Z", "05MAI1966", "05·05·1966", "05_05_1966"):
        assert p.search("x " + writing + " y"), writing
    assert not p.search("1966-05-03T23:00:00.000Z")


def test_a_sheet_lot_is_no_identifier():
    assert not [x for x in _found("séjour K25/421377 - lot de feuilles PSF-3037849 - 1/3\n") if "PSF" in x[1]]
    assert ("AUTRE", "PSF-3037849") in _found("référence PSF-3037849\n")


def test_a_latin_name_or_a_fracture_type_is_no_name():
    from tests.fake_model import model_span_kept

    assert not model_span_kept("Tisane de feuilles de Datura stramonium confondues\n", "Datura stramonium")
    assert not model_span_kept("Prurit après Staphylococcus aureus traité\n", "Staphylococcus aureus")
    assert not model_span_kept("fracture de L1 de type A3 de Magerl, TLICS 2\n", "Magerl")
    assert model_span_kept("Mme Maria Dupont\n", "Maria Dupont")
    assert model_span_kept("vue par bodin madeleine hier\n", "bodin madeleine")


@pytest.mark.parametrize("text, value, label", [
    ('"Analyse";"Résultat" ¶\n"CPK";"410 UI/L" ¶\n\n"N° de signalement au réseau de surveillance";"Poissonnerie où le poisson a été acheté" ¶\n'
     '"CIG-25-4223";"Poissonnerie L\'Étal du Carbet" ¶\n', "CIG-25-4223", "AUTRE"),
    ('"Commune de naissance";"Sexe";"IPP";"N° de séjour" ¶\n"Guéret";"M";"000328687695";"K25/073987" ¶\n', "Guéret", "VILLE"),
    ("Poissonnerie L'Étal du Carbet\n", "Poissonnerie L'Étal du Carbet", "ETAB"),
])
def test_a_printed_csv_export_is_read_under_its_header(text, value, label):
    assert (label, value) in _found(text), _found(text)


def test_a_genus_alone_before_its_species_is_no_name():
    from tests.fake_model import model_span_kept

    assert not model_span_kept("Tisane de feuilles de Datura stramonium confondues\n", "Datura")
    assert model_span_kept("Mme Datura stramonium\n", "Datura")  # (a civility: whoever it is)


@pytest.mark.parametrize("text, value", [
    ("Domaine viticole du Clos-Mazet\n", "Domaine viticole du Clos-Mazet"),
    ("Exploitation forestière des Hautes-Futaies\n", "Exploitation forestière des Hautes-Futaies"),
    ("Crèche parentale Les Pitchouns\n", "Crèche parentale Les Pitchouns"),
    ("École de vol libre Les Ailes du Sancy\n", "École de vol libre Les Ailes du Sancy"),
])
def test_a_workplace_or_a_school_named_by_its_kind_in_words(text, value):
    assert ("ETAB", value) in _found(text), _found(text)


def test_a_kind_of_estate_in_words_names_nothing():
    assert not [x for x in _found("Exploitation des données de santé\n") if x[0] == "ETAB"]


def test_a_value_over_its_caption_squashed_into_microtext():
    from app.detection.squashed_captions import words_of

    text = ("Rubrique 2\n\nCIG-25-3542 \n\n" + "NDESIGNALEMENTAURESEAU" * 6 + "NDES \n\nCHAMBOLLE \n\n"
            + "NOMDENAISSANCE" * 9 + "NOM \n\n1966-05-05 \n\n" + "DATEDENAISSANCE" * 8 + "DA \n")
    found = _found(text)
    assert ("AUTRE", "CIG-25-3542") in found and ("NOM", "CHAMBOLLE") in found, found
    assert ("DATE_NAISSANCE", "1966-05-05") in found, found
    assert words_of("NIRAVECCLE") == ("nir", "avec", "cle")


def test_a_line_of_capitals_that_repeats_nothing_or_no_words_reads_nothing():
    for caps in ("XQZWVKJXQZWVKJ" * 4, "DOCUMENTORIGINALPAPIERSECURISE" * 3):
        assert not [x for x in _found("Chambolle et fils\n\n" + caps + "\n") if x[0] in ("NOM", "PRENOM")]


def test_a_name_before_a_word_with_a_latin_ending_stays():
    from tests.fake_model import model_span_kept

    assert model_span_kept("Il habite à Vienne depuis 2010.\n", "Vienne", "VILLE")
    assert model_span_kept("Vu M. Martin depuis hier\n", "Martin")
    for text in ("Martin sera revu demain\n", "Dupont plus tard\n", "Durand depuis hier\n"):
        assert model_span_kept(text, text.split()[0]), text


def test_a_viewers_wrap_mark_between_caption_and_value():
    found = _found("Contrôle des doublons - née le 1979-10-18 - IPP\n»   3.8348.6956 - NIR\n")
    assert ("IPP", "3.8348.6956") in found, found
    found = _found("Contrôle des doublons - née le 1979-10-18 - IPP \n» \n3.8348.6956 - NIR\n")  # the mark alone
    assert ("IPP", "3.8348.6956") in found, found
    assert _found("« Il a dit oui\n» et il est parti\n") == []  # a closing quote opening a line is no mark
