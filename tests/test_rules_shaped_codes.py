"""Values read by their shape, whatever caption stands before them: identifier-shaped codes,
ten-digit phones grouped any way, numbers on a running foot beside the patient's name.
Each positive case has decoys of like shape that must stay readable."""

import pytest

from app.detection.rules.phones import PhoneDetector
from app.detection.rules.shaped_codes import shaped_codes
from tests.test_identity_lines import labels


@pytest.mark.parametrize("text, value", [
    ("Demande transmise (réf. interne SEJ 2025 964351).", "SEJ 2025 964351"),
    ("Épisode EPI/25/557027 clos.", "EPI/25/557027"),
    ("Bon DEM/GYN/25-33140 joint", "DEM/GYN/25-33140"),
    ("HIRIART Solène · 25-S-664137 — suite", "25-S-664137"),
    ("Classement 2025/E/63654", "2025/E/63654"),
    ("pièce 2025.0619075 au dossier", "2025.0619075"),
    ("Voir PAT78112138.", "PAT78112138"),
    ("Examen ACC20254780867 archivé.", "ACC20254780867"),
    ("Venue V25.60154.2 du patient", "V25.60154.2"),
    ("Adhésion ADH-25-0496185 (mutuelle)", "ADH-25-0496185"),
    ("Dépistage DO-SEIN-63-0284389", "DO-SEIN-63-0284389"),
    ("Licence FFBB-2025-882666", "FFBB-2025-882666"),
    ("Hospitalisation de jour HDJ-250071", "HDJ-250071"),
])
def test_an_identifier_shaped_code_is_read_without_its_caption(text, value):
    assert [s.text for s in shaped_codes(0, text)] == [value]
    assert labels(text).get(value) not in (None, "DATE")  # AUTRE, or the kind a label word says


@pytest.mark.parametrize("text", [
    "Électrodes, lot NX24-0871 ; capsule lot SB3-58176",  # lot numbers
    "Livraison : commande n° CMD-2026-04417, sous 48 h.",  # an order of material
    "Certifié ISO 9001 2015",  # a norm
    "Décret n° 2016-1234 du 2 mai",  # a legal text
    "Code CIP 3400930000000, UCD 9301234",  # product codes
    "Appareil S/N 12345678, REF 72101156",  # a device's serial and reference
    "Diagnostic K57.30, acte HHFA016, ATC N02BE01",  # medical codes
    "Contrôle le 12.03.2025 à 10h, INR 2.5",  # a date, a result
    "Ampoule de 2025.5 g",  # a measure
    "ISBN 978-2-07-036822-8",
    "Amoxicilline 1000 mg J01CA04 P779203 03/01/2025",  # a lot in a table row: a letter and six digits
])
def test_codes_of_other_shapes_stay(text):
    assert shaped_codes(0, text) == []


def test_a_caption_reading_keeps_its_kind_and_extent():
    # the shape would take the caption's abbreviation with the code: the caption's reading wins
    found = labels("IPP 925417893 / NDA 25-780487")
    assert found.get("25-780487") == "EPISODE"
    assert "NDA 25-780487" not in found


@pytest.mark.parametrize("value", [
    "012 345 6789", "0 123 456 789", "01 23 456 789", "01.23.456.789", "06 123 456 78",
    "(01) 23 45 67 89", "06 12 34 5678", "06 12 345 678",
])
def test_ten_digits_from_0x_grouped_any_way_are_a_phone(value):
    assert [s.text for s in PhoneDetector().detect_page(0, "Joindre le " + value + " le soir.")] == [value]


@pytest.mark.parametrize("text", [
    "EVA 0 1 2 3 4 5 6 7 8 9",  # a scale
    "Vu le 01 02 2025 10 h",  # a date and an hour
    "Montant 1 023 456 789 €",
    "Dilutions 2 5 10 20 40 80 160 320",
    "Paliers 0,5 1 2 5 10",
])
def test_number_runs_that_are_no_phone_stay(text):
    assert PhoneDetector().detect_page(0, text) == []


@pytest.mark.parametrize("text, names, value", [
    ("3222987839 · DAL MOLIN, Enora · CHCV — check-list 1/1", ("DAL MOLIN, Enora",), "3222987839"),
    ("MARTIN Paul | 00451238 | page 2", ("MARTIN Paul",), "00451238"),
])
def test_a_number_on_a_running_foot_with_the_patients_name(text, names, value):
    assert labels(text, names).get(value) == "AUTRE"


@pytest.mark.parametrize("text, names, value", [
    ("Mme MORVAN a reçu le produit 45612378 ce matin", ("MORVAN",), "45612378"),  # a sentence
    ("MARTIN Paul · lot 4561237 · page 2", ("MARTIN Paul",), "4561237"),  # a lot number
])
def test_a_number_beside_a_name_in_a_sentence_or_after_lot_stays(text, names, value):
    assert labels(text, names).get(value) != "AUTRE"
