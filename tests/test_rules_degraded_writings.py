"""Writings of producers that drop signs or print headings in lower case: "Dossier n L180389108"
when the degree sign is lost, a letterhead's acronym before " — service de …". A positive case and
a decoy each; values fictional."""

from __future__ import annotations

from app.detection.analyze import analyze_texts
from app.detection.rules import rule_detectors


def _labels(text: str) -> dict[str, str]:
    return {s.text: s.label for s in analyze_texts([text], rule_detectors())}


def test_a_number_after_a_label_and_a_bare_n():
    assert _labels("Prélèvement reçu au laboratoire le 23/11/2024. Dossier n L180389108.\n").get("L180389108") in (
        "EPISODE", "AUTRE")


def test_a_bare_n_in_prose_labels_nothing():
    assert not {"EPISODE", "AUTRE", "IPP"} & set(_labels("Le patient n a pas de fièvre ; dossier n 12 rangé.\n").values())


def test_a_letterhead_acronym_before_a_service_in_lower_case():
    text = "Hôpital de Roquebrune-Haute\nHRBH — service de médecine interne\n"
    assert _labels(text).get("HRBH") == "ETAB"


def test_a_word_in_capitals_before_a_lower_case_service_that_is_a_word_stays():
    assert "NOTE" not in _labels("NOTE — service de médecine interne\n")
