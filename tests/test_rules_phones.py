"""Phones: every French writing, never lab values, dosages or identifiers."""

import pytest

from app.detection.rules.phones import PhoneDetector


def found(text):
    return [s.text for s in PhoneDetector().detect_page(0, text)]


@pytest.mark.parametrize(
    "text,expected",
    [
        ("Tél : 05 59 44 35 35.", "05 59 44 35 35"),
        ("05.59.44.35.35", "05.59.44.35.35"),
        ("05-59-44-35-35", "05-59-44-35-35"),
        ("0559443535", "0559443535"),
        ("+33 (0)5 59 44 35 35", "+33 (0)5 59 44 35 35"),
        ("+33 6 12 34 56 78", "+33 6 12 34 56 78"),
        ("+33612345678", "+33612345678"),
        ("0033 6 12 34 56 78", "0033 6 12 34 56 78"),
        ("+262 692 12 34 56", "+262 692 12 34 56"),
        ("0692 12 34 56", "0692 12 34 56"),
        ("fax 01 42 16 40 10", "01 42 16 40 10"),
        ("Tél : 01 56 83 34 26ilig", "01 56 83 34 26"),
        ("joignable au poste 4242", "4242"),
        ("+32103289483 (Belgique)", "+32103289483"),
        ("(sœur), tél. 07 60\n22 06 18.", "07 60\n22 06 18"),  # cut by a line break
        ("Tél. 05.59.44\n35.35 standard", "05.59.44\n35.35"),
        ("Secrétariat : 01:71 17 52 22", "01:71 17 52 22"),  # a scan's OCR read a blank as a colon
        ("tél. 02,40 16 52 22", "02,40 16 52 22"),
        # the next column one space away holds an identity card or a passport number
        ("voisine   +33 (0)7 00 11 29 90 915223438301", "+33 (0)7 00 11 29 90"),
        ("14600   +33 7 00 11 40 23 18AU24052", "+33 7 00 11 40 23"),
        ("(agrément AM 53-2016-0291), +33 7 00 11 \n\n83 20 \n\nExamen", "+33 7 00 11 \n\n83 20"),  # a blank line in the break
    ],
)
def test_phone_positive(text, expected):
    got = found(text)
    if expected is None:
        assert got == []
    else:
        assert got == [expected]


@pytest.mark.parametrize(
    "text",
    [
        "Augmentin 2 x 500 mg",
        "Plaquettes 250 000/mm3",
        "Na 140 K 4.2 Cl 102 Ca 2.35",
        "entrée à 10h42, salle 2",
        "NIR 1 49 05 64 445 004 07",
        "RPPS 10003456786",
        "IPP 8012939402",
        "HHFA017 K57.2",
        "le 12.05.2024",
        "Poids 72 kg",
        "score 15/15",
        "Tél. 05 59\n44.35.35",  # two separators across the break: not one number
        "Poids 07 60\n22 06",  # eight digits only
        "Horaires : 08:30 - 12:00 et 14:00 - 17:30",
        "à 08:30 12 patients, 4 lits",
        "+33 7 00 11 40 23 18",  # a pair follows: not nine digits
    ],
)
def test_phone_negative(text):
    assert found(text) == []


def test_a_phone_wrapped_at_a_hyphen():
    from app.detection.rules.phones import PhoneDetector

    text = "Charleville-Mézières — Tél. : 05-91-89-\n56-08 — Courriel"
    assert [s.text for s in PhoneDetector().detect_page(0, text)] == ["05-91-89-\n56-08"]
    assert PhoneDetector().detect_page(0, "Tél. : 05 91 89-\n56 08") == []  # separators that differ


@pytest.mark.parametrize("text, value", [
    ("Tél. +33 4 35 32 55 65 — Fax +3 48 26 71 05\n", "+3 48 26 71 05"),  # a prefix cut short
    ("Fax +398274411\n", "+398274411"),
    ("Portable : 6 12 34 56 78\n", "6 12 34 56 78"),  # the leading 0 forgotten
])
def test_a_number_after_a_phone_label_whatever_its_writing(text, value):
    assert value in found(text)


def test_an_internal_extension_is_shown_but_not_masked_by_default():
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors
    from app.export import ExportOptions, default_accept

    spans = [s for s in analyze_texts(["Agent : Sandrine Cordier — poste 2137."], rule_detectors()) if s.text == "2137"]
    assert spans and spans[0].label == "TEL"
    assert not default_accept(spans[0], ExportOptions())
