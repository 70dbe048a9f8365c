"""Writings read from held-out corpus BC's first pass (tuned since): a form printed value first
with numbered boxes ("[3] Date de naissance (jj mm aaaa)") or English captions, each value and
its caption a block of their own; phones with "+33-" or "(0)"; a postcode after "dépt" or " / "
before its town; screening and licence numbers; a stay number in groups after "Episode"; and
what stays: a care date under its own caption, a reference before a word."""

from __future__ import annotations

import pytest

from tests.fake_model import rule_findings

_found = rule_findings

_NUMBERED = ("Patient suivi à domicile \n\nHIRIART \n[1] Nom \n\nSolène \n[2] Prénom \n\nZimmerlé \n"
             "[2 bis] Nom de jeune fille \n\n0  2  0  5  1  9  7  5 \n[3] Date de naissance (jj mm aaaa) \n\n"
             "Sarlat-la-Canéda \n[4] Commune de naissance\n")
_ENGLISH = ("SABOT \nLast name \n\nEvrard \nFirst name \n\n19930321 \nDate of birth \n\nQuimperlé \nPlace of birth \n\n"
            "GRENIER \nLast name \n\nDamien \nFirst name \n\nMay 3, 1977 \nDate of birth \n\nBar-le-Duc \nPlace of birth \n")


@pytest.mark.parametrize("text, value, label", [
    (_NUMBERED, "HIRIART", "NOM"), (_NUMBERED, "Zimmerlé", "NOM"), (_NUMBERED, "0  2  0  5  1  9  7  5", "DATE_NAISSANCE"),
    (_NUMBERED, "Sarlat-la-Canéda", "VILLE"),
    (_ENGLISH, "19930321", "DATE_NAISSANCE"), (_ENGLISH, "May 3, 1977", "DATE_NAISSANCE"), (_ENGLISH, "Quimperlé", "VILLE"),
    ("[3] Date de naissance (jj mm aaaa)         19740712\n", "19740712", "DATE_NAISSANCE"),
    ("Perrine LARRABURE (fils) +33-6-39-98-01-19\n", "+33-6-39-98-01-19", "TEL"),
    ("Tél. +33 (0)3 53 01 63 17 – fax (0)19 900 3103\n", "(0)19 900 3103", "TEL"),
    ("Tél. +33 (0)3 53 01 63 17 – fax (0)19 900 3103\n", "+33 (0)3 53 01 63 17", "TEL"),
    ("[4] Commune de naissance         Sarlat-la-Canéda – dépt 24200\n", "24200", "CODE_POSTAL"),
    ("[6] CP / Ville          63500 / Issoire\n", "Issoire", "VILLE"),
    ("[6] CP / Ville          63500 / Issoire\n", "63500", "CODE_POSTAL"),
    (" Episode                      SEJ 2025 429908           Heure\n", "SEJ 2025 429908", "AUTRE"),
    ("N° de dépistage             DO-SEIN-12-7275151\n", "DO-SEIN-12-7275151", "AUTRE"),
    ("014      N° de licence                      L 25 0533399\n", "L 25 0533399", "AUTRE"),
    ("N° de licence     FFA-2025-379416\n", "FFA-2025-379416", "AUTRE"),
])
def test_values_found(text, value, label):
    found = _found(text)
    assert (label, value) in found, found


@pytest.mark.parametrize("text, value", [
    ("Réf 12345 / Bilan\n", "Bilan"),  # a reference before a word: no town
    ("née à Tulle (dépt 19)\n", "19"),  # a département's number, no postcode
    ("dépistage du 12/03/2025\n", "2025"),
])
def test_decoys_stay(text, value):
    found = _found(text)
    assert not [x for x in found if value in x[1] and x[0] != "DATE"], found


def test_a_care_date_under_its_own_caption_across_blank_lines_stays_a_care_date():
    assert ("DATE", "12/03/2024") in _found("Date d'entrée\n\n12/03/2024\n\nDate de naissance\n\nDr X\n")
