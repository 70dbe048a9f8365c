"""Confidence is the model's own probability; floors only remove (seed 000)."""

from __future__ import annotations

import numpy as np
import pytest

from app.detection.ner import NerDetector
from app.detection.ner.decode import choose_labels, snap
from ner_tiny_bundle import LABELS, filler_text, make_bundle, token_prob

TEXT = (
    "Consultation : Apollo vu avec Jean Dupont Martin et Zoé, puis Hélène Dupont à Lyon. "
    "Xavier a signé. " + filler_text(400)
)


@pytest.fixture(scope="module")
def bundle(tmp_path_factory):
    return make_bundle(tmp_path_factory.mktemp("ner") / "conf")


def _found(det) -> dict[str, float]:
    return {s.text: s.confidence for s in det.detect_page(0, TEXT)}


def test_confidence_is_the_models_minimum_token_probability(bundle):
    got = _found(NerDetector(bundle))
    assert got == pytest.approx({
        "Apollo": token_prob("Apollo", "B-PER"),  # 0.52: weak, reported as weak
        "Jean Dupont Martin": min(
            token_prob("Jean", "B-PER"), token_prob("Dupont", "I-PER"), token_prob("Martin", "I-PER")
        ),
        "Hélène Dupont": 0.95,
        "Lyon": 0.75,
    }, abs=1e-5)  # "Xavier" is MISC, absent from label_map: ignored


def test_mean_mode_is_the_mean_token_probability(tmp_path):
    det = NerDetector(make_bundle(tmp_path / "mean", span_confidence="mean"))
    assert _found(det)["Jean Dupont Martin"] == pytest.approx((0.60 + 0.97 + 0.90) / 3, abs=1e-5)


def test_two_floors_only_remove_and_never_change_confidence(bundle):
    low = {s.key: s for s in NerDetector(bundle, minimum_confidence=0.5).detect_page(0, TEXT)}
    high = {s.key: s for s in NerDetector(bundle, minimum_confidence=0.9).detect_page(0, TEXT)}
    assert set(high) < set(low)
    assert all(high[k].confidence == low[k].confidence for k in high)
    assert {s.text for s in high.values()} == {"Hélène Dupont"}
    assert all(s.confidence >= 0.9 for s in high.values())
    # The weak span keeps its true probability under either floor (no rescaling onto the floor).
    apollo = next(s for s in low.values() if s.text == "Apollo")
    assert apollo.confidence == pytest.approx(0.52, abs=1e-5)


def test_raising_the_floor_never_adds_a_span(bundle):
    previous = None
    for floor in np.linspace(0.0, 1.0, 21):
        keys = {s.key for s in NerDetector(bundle, minimum_confidence=float(floor)).detect_page(0, TEXT)}
        if previous is not None:
            assert keys <= previous
        previous = keys
    assert previous == set()  # nothing is certain at 1.0 with this model


def test_entity_threshold_controls_recall(bundle):
    def names(th):
        return {s.text for s in NerDetector(bundle, entity_threshold=th).detect_page(0, TEXT)}

    # Zoé: O 0.55, B-PER 0.40 (float32) -> only a threshold at or below ~0.40 lets it in.
    assert "Zoé" not in names(0.5)
    assert "Zoé" not in names(0.401)
    assert "Zoé" in names(0.399)
    zoe = next(s for s in NerDetector(bundle, entity_threshold=0.3).detect_page(0, TEXT) if s.text == "Zoé")
    assert zoe.confidence == pytest.approx(0.40, abs=1e-5)
    previous = set()
    for th in (0.9, 0.6, 0.5, 0.4, 0.3, 0.1, 0.01):
        cur = names(th)
        assert previous <= cur
        previous = cur


def test_threshold_rule_on_hand_written_probabilities():
    o = LABELS.index("O")
    probs = np.array([
        [0.55, 0.40, 0.01, 0.01, 0.01, 0.01, 0.01],  # O argmax, runner-up 0.40
        [0.30, 0.60, 0.02, 0.02, 0.02, 0.02, 0.02],  # entity argmax
        [0.97, 0.005, 0.005, 0.005, 0.005, 0.005, 0.005],
    ])
    chosen, p = choose_labels(probs, o, 0.5)
    assert list(chosen) == [o, 1, o]
    chosen, p = choose_labels(probs, o, 0.4)
    assert list(chosen) == [1, 1, o] and p[0] == pytest.approx(0.40)


def test_calibration_applied_and_floor_uses_calibrated_value(tmp_path):
    cal = {"xs": [0.0, 0.5, 1.0], "ys": [0.0, 0.4, 1.0]}
    det = NerDetector(make_bundle(tmp_path / "cal", calibration=cal))
    spans = {s.text: s for s in det.detect_page(0, TEXT)}
    assert det.calibrated and all(s.calibrated is True for s in spans.values())
    assert spans["Hélène Dupont"].confidence == pytest.approx(float(np.interp(0.95, cal["xs"], cal["ys"])), abs=1e-5)
    assert spans["Jean Dupont Martin"].confidence == pytest.approx(0.52, abs=1e-5)  # raw 0.60
    strict = {s.text for s in NerDetector(tmp_path / "cal", minimum_confidence=0.55).detect_page(0, TEXT)}
    assert "Jean Dupont Martin" not in strict and "Hélène Dupont" in strict
    assert det.status.calibrated is True
    assert "calibrée" in det.status.message_fr()


def test_uncalibrated_bundle_says_raw(bundle):
    det = NerDetector(bundle)
    assert all(s.calibrated is False for s in det.detect_page(0, TEXT))
    assert "brute" in det.status.message_fr()


@pytest.mark.parametrize("text,start,end,expected", [
    ("  Dupont  ", 0, 10, "Dupont"),
    ("(Dupont),", 0, 9, "Dupont"),
    ("Durand", 3, 6, "Durand"),
    ("Jean-Pierre Roux", 5, 11, "Jean-Pierre"),
    ("a - b", 2, 3, None),
    ("Hélène", 2, 4, "Hélène"),
])
def test_snap_to_word_boundaries(text, start, end, expected):
    got = snap(text, start, end)
    assert (None if got is None else text[got[0] : got[1]]) == expected


def test_tokens_without_offsets_do_not_stretch_spans():
    from app.detection.ner.decode import decode_window

    o = LABELS.index("O")
    text = "xx yy Dupont zz"
    probs = np.full((4, len(LABELS)), 0.01)
    probs[:, o] = 0.94
    probs[2] = 0.01
    probs[2, LABELS.index("B-PER")] = 0.94
    probs[3] = 0.01
    probs[3, LABELS.index("I-PER")] = 0.94
    offsets = [(0, 2), (3, 5), (6, 12), (0, 0)]  # last token: no extent
    got = decode_window(text, probs, offsets, tuple(LABELS), o, 0.5, "min", 0, False, False)
    assert [(text[c.start : c.end], c.etype) for c in got] == [("Dupont", "PER")]
