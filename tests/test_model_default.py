"""The committed default NER bundle (models/caviard-ner-fr): integrity and behaviour.

Why: CI never retrains; this checks that the committed model.onnx is the one
the model card describes (sha256), that it fits the size budget, that the
bundle loads through the real engine, and that it finds a person name and a
city in plain French sentences while leaving a sentence made only of eponyms
alone.
"""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

import pytest

BUNDLE = Path(__file__).resolve().parents[1] / "models" / "caviard-ner-fr"

pytestmark = pytest.mark.skipif(not BUNDLE.is_dir(), reason="bundle models/caviard-ner-fr absent")


def _sha256(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


@pytest.fixture(scope="module")
def detector():
    from app.detection.ner import load_detector

    det, status = load_detector(BUNDLE)
    assert det is not None, status.error
    return det


def _covered(text: str, spans, needle: str, kinds: set[str]) -> bool:
    """Every visible character of ``needle`` lies in a span of one of ``kinds``."""
    start = text.index(needle)
    chars = {i for i in range(start, start + len(needle)) if not text[i].isspace()}
    got = set()
    for s in spans:
        if s.label in kinds:
            got.update(range(s.start, s.end))
    return chars <= got


def test_sha256_matches_model_card():
    card = (BUNDLE / "MODEL_CARD.md").read_text(encoding="utf-8")
    m = re.search(r"`model\.onnx` sha256: `([0-9a-f]{64})`", card)
    assert m, "the model card must state the sha256 of model.onnx"
    assert _sha256(BUNDLE / "model.onnx") == m.group(1)
    cfg = json.loads((BUNDLE / "config.json").read_text(encoding="utf-8"))
    assert cfg["provenance"]["model_onnx_sha256"] == m.group(1)


def test_bundle_size_and_format():
    total = sum(p.stat().st_size for p in BUNDLE.iterdir() if p.is_file())
    assert total <= 40 * 1024 * 1024
    cfg = json.loads((BUNDLE / "config.json").read_text(encoding="utf-8"))
    assert cfg["format"] == "caviard-ner/1"
    assert cfg["labels"][0] == "O"
    assert cfg["label_map"]["PER"] == "NOM"


def test_finds_person_name(detector):
    text = "Le patient a été adressé par le Dr Maria Rossi pour une douleur thoracique."
    spans = detector.detect_page(0, text)
    assert _covered(text, spans, "Maria Rossi", {"NOM", "PRENOM"}), [(s.text, s.label) for s in spans]
    assert not any("douleur" in s.text for s in spans)


def test_finds_city(detector):
    text = "Elle vit seule à Bayonne depuis le décès de son mari."
    spans = detector.detect_page(0, text)
    assert _covered(text, spans, "Bayonne", {"VILLE", "ADRESSE"}), [(s.text, s.label) for s in spans]


def test_eponyms_are_not_identifiers(detector):
    text = ("Antécédents : maladie de Parkinson, maladie de Crohn, signe de Babinski "
            "et cul-de-sac de Douglas douloureux.")
    spans = detector.detect_page(0, text)
    assert spans == [], [(s.text, s.label) for s in spans]
