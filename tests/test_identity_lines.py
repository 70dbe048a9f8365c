"""Bare numbers on an identity line (a birth date, or a name beside an identifier) are
identifiers; measures, codes and numbers on other lines are not."""

import pytest

from app.detection.analyze import analyze_texts
from app.detection.rules import rule_detectors
from tests.test_analyze_allowlist_model import FakeModel


def labels(text, names=()):
    detectors = rule_detectors()
    ranges = [(text.index(n), text.index(n) + len(n)) for n in names]
    if ranges:
        detectors = detectors + [FakeModel(ranges)]
    return {s.text: s.label for s in analyze_texts([text], detectors)}


@pytest.mark.parametrize("text, names, value", [
    ("MORVAN ANNICK  Née le 12/03/1948  F  00451238  2312004567", (), "00451238"),
    ("MORVAN ANNICK  Née le 12/03/1948  F  00451238  2312004567", (), "2312004567"),
    ("MORVAN Annick - IPP 00451238 - V2312004567", ("MORVAN Annick",), "V2312004567"),
])
def test_bare_numbers_of_an_identity_line_are_identifiers(text, names, value):
    assert labels(text, names).get(value) == "AUTRE"


@pytest.mark.parametrize("text, names, value", [
    ("Née le 12/03/1948. Héparine 5000000 UI par jour", (), "5000000"),  # a measure
    ("Née le 12/03/1948, tél 0298123456", (), "0298123456"),  # a phone number
    ("Née le 12/03/1948\nLot 1234567 du vaccin", (), "1234567"),  # another line
    ("Mme MORVAN a reçu le produit 3400930000000", ("MORVAN",), "3400930000000"),  # a name without identifier
    ("Née le 12/03/1948, stimulateur n° série RNB415572S", (), "RNB415572S"),  # a device's serial
    ("Née le 12/03/1948, adhérent 490634698 ; forfait LPP 1130416.", (), "1130416"),  # a reimbursement code
])
def test_numbers_off_identity_lines_or_with_units_stay(text, names, value):
    assert labels(text, names).get(value) != "AUTRE"


def test_a_barcode_value_after_its_label():
    assert labels("Code barre : *00451238*").get("00451238") == "AUTRE"
