"""What held-out corpus BN's first pass (documents written outside the hospital: a practice's
letter, a private laboratory, Cerfa-like forms, forms filled in by hand) showed (tuned since): a
doctor's town between dashes, a SIRET after its qualifier, a number captioned "N° <word>" with no
link; and what stays: a laboratory's accreditation number on the line under its caption, the
regional health agencies, analysers and nursing act letters the model took for names."""

from __future__ import annotations

import pytest

from tests.fake_model import model_findings as _model, rule_findings

_found = rule_findings


@pytest.mark.parametrize("text, town", [
    ("Médecin traitant :     Dr Germaine Boisgontier-Lhermitte - Redon - RPPS 10523811098\n", "Redon"),
    ("Dr Brigitte Caradec - Montauban - RPPS 10689080413 - +33 (0)2 47 41 98 81\n", "Montauban"),
    ("Dr Anne-Sophie de La Villemarqué - Morlaix - Tél. 02 98 00 11 22\n", "Morlaix"),
])
def test_a_doctors_town_between_dashes(text, town):
    assert ("VILLE", town) in _found(text), _found(text)


def test_no_town_where_the_dashes_hold_something_else():
    found = _found("Dr Paul Martin - Cardiologie - RPPS 10689080413. Dr Paul Martin - Sens - dit-il.\n")
    assert not [f for f in found if f[0] == "VILLE"], found


def test_a_siret_after_its_qualifier_and_a_number_captioned_without_a_link():
    assert ("AUTRE", "53785934000086") in _found("SIRET de l'employeur : 53785934000086\n")
    assert ("AUTRE", "25892213287") in _found("PV n° : 72492/2025/122202\nN° parquet : 25892213287\n")
    # a NIR's caption keeps its kind for the NIR rule ("N° sécu", no link)
    assert ("AUTRE", "247122B156233") not in _found("> N° sécu : 247122B156233 (clé 53)\n")


def test_an_accreditation_number_under_its_caption_names_no_one():
    assert not [f for f in _found("Accréditation COFRAC\nn° 8-4030\n") if "4030" in f[1]]
    assert not [f for f in _found("Tél. fixe : 0298765432 ; N° chambre : 1234 ; N° Lot : 4556677\n") if f[0] == "AUTRE"]


@pytest.mark.parametrize("text, value, label", [
    ("Autorisé par l'ARS Bretagne et le Conseil départemental\n", "ARS Bretagne", "ETAB"),
    ("Agrément ARS Hauts-de-France n° 80-AMB-079\n", "ARS Hauts-de-France", "ETAB"),
    ("Techniques : Atellica CH, Sysmex XN-550.\n", "Atellica", "NOM"),
    ("soins : AMI 4 + IFD, AIS 3\n", "IFD", "NOM"),
])
def test_public_agencies_analysers_and_act_letters_are_no_names(text, value, label):
    assert _model(text, value, label) == []


def test_whose_home_an_address_is():
    found = _found("Adresse : Chez M. et Mme ABGRALL, 59 rue Saint-Guillaume, 17100 SAINTES\n")
    assert ("NOM", "ABGRALL") in found and not [f for f in found if "Chez" in f[1]], found
    found = _found("Adresse : chez sa fille, 59 rue Saint-Guillaume, 17100 SAINTES\n")
    assert not [f for f in found if "fille" in f[1]], found


@pytest.mark.parametrize("text, value, expected", [
    ("Mme Vve JÉGOU Laëtitia, 82 ans\n", "Vve JÉGOU Laëtitia", [("JÉGOU Laëtitia", "NOM")]),
    ("requis par l'OPJ Laëtitia LE FLOC'H\n", "OPJ Laëtitia LE FLOC'H", [("Laëtitia LE FLOC'H", "NOM")]),
])
def test_a_title_before_a_model_name_stays_readable(text, value, expected):
    assert _model(text, value) == expected
