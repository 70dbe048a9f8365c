"""Codes on a line of their own inside an identity block printed without captions (fictional values)."""

from app.detection.analyze import analyze_texts
from app.detection.rules import rule_detectors


def _codes(text):
    return [s.text for s in analyze_texts([text], rule_detectors()) if s.label == "AUTRE"]


def test_the_code_line_of_an_identity_block():
    text = ("Compte rendu\n\nMme Léa BOUVIER\nNée le 12/03/1961 à Rodez\n109 rue du Commandant Charcot, 12000 Rodez\n"
            "+33 (0)6 41 23 60 01\n898620001 / SEJ-24-5510001\n\nRésultats\n")
    assert _codes(text) == ["898620001", "SEJ-24-5510001"]


def test_no_code_line_without_a_birth_date_or_a_nir_in_the_block():
    # (two numbers only: a pair with a letter or two of eight digits, "898620001 / SEJ-24-5510001",
    # is read anywhere as a patient's and a stay's numbers)
    text = "Service de cardiologie\n12 rue des Lilas, 64100 Bayonne\n+33 5 59 00 00 01\n898620001 / 5510001\n"
    assert _codes(text) == []
    # a results line in the block is no code line
    text = "Mme Léa BOUVIER\nNée le 12/03/1961\n12 rue des Lilas, 64100 Bayonne\nCRP 12345 mg/l\n"
    assert _codes(text) == []
