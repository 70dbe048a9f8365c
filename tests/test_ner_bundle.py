"""Bundle loading: any compatible bundle works; a bad one fails clearly, in French, without crashing."""

from __future__ import annotations

import hashlib
import json
import math

import pytest

from app.detection.ner import NerDetector, load_default_detector, load_detector
from app.detection.ner import detector as detector_mod
from ner_tiny_bundle import filler_text, make_bundle

TEXT = "Compte rendu : Hélène Dupont, née à Lyon. " + filler_text(300)


@pytest.fixture(scope="module")
def bundle(tmp_path_factory):
    return make_bundle(tmp_path_factory.mktemp("ner") / "ok")


def test_other_special_tokens_and_token_type_input_give_same_spans(bundle, tmp_path):
    roberta_like = make_bundle(tmp_path / "rob", specials="roberta", token_types=True)
    a = [(s.start, s.end, s.label, round(s.confidence, 6)) for s in NerDetector(bundle).detect_page(0, TEXT)]
    b = [(s.start, s.end, s.label, round(s.confidence, 6)) for s in NerDetector(roberta_like).detect_page(0, TEXT)]
    assert a == b and len(a) == 2


def test_engine_is_loaded_once_and_shared(bundle):
    assert NerDetector(bundle).engine is NerDetector(bundle, minimum_confidence=0.5).engine


def test_status_reports_model_identity(bundle):
    det, status = load_detector(bundle)
    assert det is not None and status.available and not status.ran  # nothing analysed yet
    assert status.model_id == "tiny-test"
    assert det.status.sha256 == hashlib.sha256((bundle / "model.onnx").read_bytes()).hexdigest()
    assert status.sha256 in (None, det.status.sha256)  # load does not wait for the hash
    det.detect_page(0, TEXT)
    st = det.status
    assert st.ran and st.pages_done == 1 and st.calibrated is False
    assert json.loads(json.dumps(st.to_json()))["ran"] is True
    det.reset_status()
    assert det.status.pages_done == 0


@pytest.mark.parametrize("kwargs", [
    {"minimum_confidence": -0.1},
    {"minimum_confidence": 1.01},
    {"minimum_confidence": math.nan},
    {"minimum_confidence": "0.5"},
    {"minimum_confidence": True},
    {"entity_threshold": 0.0},
    {"entity_threshold": 1.5},
    {"entity_threshold": math.nan},
    {"window_overlap": -1},
    {"window_overlap": 14},  # max_length 16 - 2 specials = 14 content tokens
    {"window_overlap": 2.5},
    {"batch_size": 0},
])
def test_argument_validation(bundle, kwargs):
    with pytest.raises(ValueError):
        NerDetector(bundle, **kwargs)
    det, status = load_detector(bundle, **kwargs)  # the non-raising entry point
    assert det is None and not status.available and status.error


def test_boundary_arguments_are_accepted(bundle):
    NerDetector(bundle, minimum_confidence=0.0, entity_threshold=1.0, window_overlap=0)
    NerDetector(bundle, minimum_confidence=1.0, window_overlap=13, batch_size=1)


def _broken(tmp_path, how: str):
    folder = make_bundle(tmp_path / "modèle-cassé")
    cfg = json.loads((folder / "config.json").read_text(encoding="utf-8"))
    if how == "missing_dir":
        return tmp_path / "absent"
    if how == "garbage_model":
        (folder / "model.onnx").write_bytes(b"\x08\x07not an onnx model" * 50)
    elif how == "truncated_model":
        data = (folder / "model.onnx").read_bytes()
        (folder / "model.onnx").write_bytes(data[: len(data) // 2])
    elif how == "no_model":
        (folder / "model.onnx").unlink()
    elif how == "no_tokenizer":
        (folder / "tokenizer.json").unlink()
    elif how == "bad_tokenizer":
        (folder / "tokenizer.json").write_text("{\"version\": ", encoding="utf-8")
    elif how == "bad_json":
        (folder / "config.json").write_text("{labels: [", encoding="utf-8")
    elif how == "no_config":
        (folder / "config.json").unlink()
    elif how == "wrong_label_count":
        make_bundle(folder, n_labels=5)
    else:
        mutate = {
            "no_O": lambda c: c.update(labels=[x for x in c["labels"] if x != "O"]),
            "not_bio": lambda c: c.update(labels=c["labels"][:-1] + ["PER"]),
            "unknown_kind": lambda c: c.update(label_map={"PER": "SECRET"}),
            "bad_max_length": lambda c: c.update(max_length=2),
            "bad_overlap": lambda c: c.update(window_overlap=12),
            "bad_threshold": lambda c: c.update(entity_threshold=0),
            "bad_mode": lambda c: c.update(span_confidence="max"),
            "cal_not_increasing": lambda c: c.update(calibration={"xs": [0, 0.6, 0.5], "ys": [0, 0.5, 1]}),
            "cal_out_of_range": lambda c: c.update(calibration={"xs": [0, 1], "ys": [0, 1.2]}),
            "cal_decreasing": lambda c: c.update(calibration={"xs": [0, 1], "ys": [1, 0]}),
            "cal_empty": lambda c: c.update(calibration={"xs": [], "ys": []}),
            "cal_lengths": lambda c: c.update(calibration={"xs": [0, 1], "ys": [0.5]}),
            "wrong_format": lambda c: c.update(format="autre/9"),
        }[how]
        mutate(cfg)
        (folder / "config.json").write_text(json.dumps(cfg), encoding="utf-8")
    return folder


@pytest.mark.parametrize("how", [
    "missing_dir", "garbage_model", "truncated_model", "no_model", "no_tokenizer", "bad_tokenizer",
    "bad_json", "no_config", "wrong_label_count", "no_O", "not_bio", "unknown_kind", "bad_max_length",
    "bad_overlap", "bad_threshold", "bad_mode", "cal_not_increasing", "cal_out_of_range", "cal_decreasing",
    "cal_empty", "cal_lengths",
    "wrong_format",
])
def test_broken_bundle_gives_clear_french_error_and_no_detector(tmp_path, how):
    folder = _broken(tmp_path, how)
    det, status = load_detector(folder)
    assert det is None
    assert not status.available and not status.ran
    msg = status.message_fr()
    assert msg.startswith("Détection par modèle indisponible")
    assert "règles seules" in msg
    assert folder.name in status.error
    assert str(tmp_path) not in msg  # only the folder's own name: paths may hold a user name


def test_wrong_label_count_message_is_specific(tmp_path):
    _, status = load_detector(_broken(tmp_path, "wrong_label_count"))
    assert "5 scores" in status.error and "7 libellés" in status.error


def test_inference_failure_is_recorded_never_a_clean_page(bundle, monkeypatch):
    det = NerDetector(bundle)
    det.detect_page(0, TEXT)

    def boom(*a, **k):
        raise RuntimeError("onnxruntime exploded")

    monkeypatch.setattr(det.engine, "predict", boom)
    assert det.detect_page(1, TEXT) == []
    st = det.status
    assert not st.ran and st.pages_failed == (1,) and st.pages_done == 1
    assert "NON exécutée sur les pages 2" in st.message_fr()


def test_default_detector_from_resource_path(bundle, monkeypatch, tmp_path):
    from app.detection.analyze import default_detectors

    monkeypatch.setattr(detector_mod, "default_bundle_dir", lambda: bundle)
    det, status = load_default_detector()
    assert det is not None and status.available
    assert any(d.name == "model" for d in default_detectors(use_model=True))
    assert not any(d.name == "model" for d in default_detectors(use_model=False))

    model = next(d for d in default_detectors(use_model=True) if d.name == "model")
    model.detect_page(0, TEXT)
    js = detector_mod.model_status()
    assert js["ran"] and js["model_id"] == "tiny-test" and js["pages_done"] == 1 and "brute" in js["message"]

    monkeypatch.setattr(detector_mod, "default_bundle_dir", lambda: tmp_path / "caviard-ner-fr")
    dets = default_detectors(use_model=True)
    assert not any(d.name == "model" for d in dets) and dets  # rules still run
    st = detector_mod.last_default_status()
    assert not st.available and "introuvable" in st.error
    assert "indisponible" in st.message_fr()
    js = detector_mod.model_status()
    assert js["available"] is False and js["ran"] is False and "règles seules" in js["message"]


def test_default_bundle_dir_is_under_models():
    p = detector_mod.default_bundle_dir()
    assert p.parts[-2:] == ("models", "caviard-ner-fr")


def test_bundle_replaced_in_place_is_reloaded(tmp_path):
    folder = make_bundle(tmp_path / "maj", model_id="v1")
    first = NerDetector(folder).engine
    assert NerDetector(folder).engine is first
    cfg = json.loads((folder / "config.json").read_text(encoding="utf-8"))
    cfg["model_id"] = "v2-plus-long"
    (folder / "config.json").write_text(json.dumps(cfg), encoding="utf-8")
    again = NerDetector(folder)
    assert again.engine is not first and again.model_id == "v2-plus-long"


def test_model_status_follows_the_last_loaded_bundle(bundle, tmp_path):
    det, _ = load_detector(bundle)
    det.detect_page(0, TEXT)
    assert detector_mod.model_status()["model_id"] == "tiny-test"
    other = make_bundle(tmp_path / "user", model_id="user-bundle")
    load_detector(other)
    assert detector_mod.model_status()["model_id"] == "user-bundle"
    load_detector(tmp_path / "nowhere")
    assert detector_mod.model_status()["available"] is False
    assert detector_mod.model_status([det])["model_id"] == "tiny-test"


def test_single_point_calibration_is_a_constant_map(tmp_path):
    det = NerDetector(make_bundle(tmp_path / "cal1", calibration={"xs": [0.7], "ys": [0.85]}))
    spans = det.detect_page(0, TEXT)
    assert spans and all(s.confidence == pytest.approx(0.85) and s.calibrated for s in spans)
