"""NIR rule: key check, Corsica, layouts, invalid key only with context."""

import pytest

from app.detection.rules.checksums import luhn_ok, nir_key, nir_ok
from app.detection.rules.nir import NirDetector


def with_key(body: str) -> str:
    return body + f"{nir_key(body):02d}"


VALID = with_key("1490564445004")          # born 1949-05, Pyrénées-Atlantiques
CORSICA = with_key("284032A088123")        # 2A
CORSICA_B = with_key("285072B123456")      # 2B
OVERSEAS = with_key("1750397412345")       # 974 (La Réunion)
ABROAD = with_key("2880599135012")         # 99: born abroad
WRONG = VALID[:13] + f"{(int(VALID[13:]) + 1) % 97:02d}"


def spaced(c: str) -> str:
    return f"{c[0]} {c[1:3]} {c[3:5]} {c[5:7]} {c[7:10]} {c[10:13]} {c[13:]}"


def test_key_formula():
    assert nir_key("1490564445004") == 97 - 1490564445004 % 97
    # Corsica: 2A → 19, 2B → 18 before the modulo.
    assert nir_key("284032A088123") == 97 - 2840319088123 % 97
    assert nir_key("285072B123456") == 97 - 2850718123456 % 97
    assert nir_ok(VALID) and not nir_ok(WRONG)


@pytest.mark.parametrize("digits,ok", [("10003456786", True), ("10003456787", False), ("640780417", True), ("640780418", False), ("12a", False)])
def test_luhn(digits, ok):
    assert luhn_ok(digits) is ok


@pytest.mark.parametrize(
    "text,expected,note",
    [
        (f"NIR : {spaced(VALID)}", spaced(VALID), "clé valide"),
        (f"n° {VALID}", VALID, "clé valide"),
        (f"Sécu : {VALID[0]}.{VALID[1:3]}.{VALID[3:5]}.{VALID[5:7]}.{VALID[7:10]}.{VALID[10:13]}.{VALID[13:]}", None, "clé valide"),
        (f"x {' '.join(CORSICA)} fin", " ".join(CORSICA), "clé valide"),
        (f"immatriculation {spaced(CORSICA_B)}", spaced(CORSICA_B), "clé valide"),
        (f"{OVERSEAS}", OVERSEAS, "clé valide"),
        (f"né à l'étranger, {ABROAD}.", ABROAD, "clé valide"),
        (f"N° de sécurité sociale : {spaced(WRONG)}", spaced(WRONG), "clé invalide"),
        (f"INSEE {WRONG}", WRONG, "clé invalide"),
        (f"NIR : {VALID[:13]}", VALID[:13], "clé absente"),
    ],
)
def test_nir_positive(text, expected, note):
    spans = NirDetector().detect_page(0, text)
    assert len(spans) == 1
    s = spans[0]
    assert s.label == "NIR" and s.note == note
    if expected is not None:
        assert s.text == expected
    assert text[s.start:s.end] == s.text
    if note == "clé valide":
        assert s.confidence > 0.95
    else:
        assert s.confidence < 0.9


@pytest.mark.parametrize(
    "text",
    [
        WRONG,                                   # wrong key, no context
        f"Total {WRONG} points",
        "Tél 05 59 44 35 35",
        "RPPS 10003456786",
        "95 5153 98 94 114 0 3 77 2 1 191 18 0 8 0",   # lab table numbers
        "3 13 05 64 445 004 07",                 # impossible month 13 → not a NIR
        "1 49 05 64 445 004",                    # 13 digits without context
        "Lot 1490564445004A",
    ],
)
def test_nir_negative(text):
    assert NirDetector().detect_page(0, text) == []


def test_a_nir_a_paragraph_cut_at_the_end_of_a_line():
    from app.detection.rules.nir import NirDetector

    text = "pour hypercholestérolémie pure (E78.0). INS : 2 33 07 71\n014 731 80.\nSuite."
    assert [s.text for s in NirDetector().detect_page(0, text)] == ["2 33 07 71\n014 731 80"]
    # numbers of two lines that make no valid NIR stay apart
    assert NirDetector().detect_page(0, "Hb 12 14 15 16\n1 44 13 12 10 10\n") == []
    assert NirDetector().detect_page(0, "INS : 2 33 07 71\n014 731 81.") == []  # wrong key: not joined
