"""A person's date of death (kind DATE_DECES): read after its cue with its hour, masked by
default like a birth date, and removed wherever the document writes it again; care dates and
years stay."""

from __future__ import annotations

import pytest

from app.detection.analyze import analyze_texts
from app.detection.rules import rule_detectors
from app.detection.spans import LABELS, Span
from app.export import ExportOptions, build_plan, default_accept


def _found(text: str) -> dict[str, str]:
    return {s.text: s.label for s in analyze_texts([text], rule_detectors())}


@pytest.mark.parametrize("text, value", [
    ("Date et heure du décès : le jeudi 20 novembre 2025 à 5 h 25", "20 novembre 2025 à 5 h 25"),
    ("Date et heure du décès : mercredi 12 mars 2025 à 2 h 03", "12 mars 2025 à 2 h 03"),
    ("Le patient est décédé(e) le 06/11/2025.", "06/11/2025"),
    ("Date du décès : 15/11/2025", "15/11/2025"),
    ("DCD le 3 janvier 2024 au domicile.", "3 janvier 2024"),
])
def test_a_death_date_after_its_cue(text, value):
    assert _found(text).get(value) == "DATE_DECES"


@pytest.mark.parametrize("text, value", [
    ("Consultation le 12/03/2024 à 10 h 30 en salle 4.", "12/03/2024"),  # a care date
    ("Antécédents : décès du père en 2010 d'un infarctus.", "2010"),
    ("Certificat établi le 07/11/2025 après le décès.", "07/11/2025"),  # the cue comes after the date
])
def test_dates_that_are_no_death_date(text, value):
    assert _found(text).get(value) != "DATE_DECES"


def test_a_death_date_is_masked_by_default_and_found_again_in_another_writing():
    assert "DATE_DECES" in LABELS
    pages = ["Date et heure du décès : le 6 novembre 2025 à 12 h 55",
             "Je soussigné certifie que la personne est décédée le 06/11/2025. Fait le 07/11/2025."]
    spans = analyze_texts(pages, rule_detectors())
    accepted = [s for s in spans if default_accept(s, ExportOptions())]
    assert any(s.label == "DATE_DECES" for s in accepted)
    plan = build_plan(pages, accepted)
    masked = [it.span.text for it in plan.items if it.page == 1]
    assert "06/11/2025" in masked and "07/11/2025" not in masked


def test_a_plain_date_inside_a_death_date_takes_its_kind_when_merged():
    from app.detection.merge import merge_spans

    text = "décédé le 06/11/2025 à 9 h 59"
    a = Span(0, 10, 20, "06/11/2025", "DATE", "model", 0.99)
    b = Span(0, 10, 29, "06/11/2025 à 9 h 59", "DATE_DECES", "rules.dates", 0.95)
    assert [s.label for s in merge_spans([a, b])] == ["DATE_DECES"]
    assert text[b.start:b.end] == b.text
