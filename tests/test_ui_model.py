"""The window with a real NER bundle (tiny, built here) and with a missing one."""

from __future__ import annotations

import pytest

from tests.ui_fixtures import make_pdf, wait_analysis

pytest.importorskip("onnx")


def _window(qtbot, monkeypatch, tmp_path, model_dir: str):
    monkeypatch.setenv("CAVIARD_DATA_DIR", str(tmp_path / "userdata"))
    from app.review.preferences import Preferences
    from app.ui.main import make_app
    from app.ui.main_window import MainWindow

    make_app()
    w = MainWindow(prefs=Preferences(use_model=True, model_dir=model_dir))
    w.interactive = False
    qtbot.addWidget(w)
    w.show()
    return w


def test_model_spans_and_exact_tooltip(qtbot, monkeypatch, tmp_path):
    from tests.ner_tiny_bundle import make_bundle

    bundle = make_bundle(tmp_path / "bundle", calibration={"xs": [0.0, 1.0], "ys": [0.0, 1.0]})
    w = _window(qtbot, monkeypatch, tmp_path, str(bundle))
    pdf = make_pdf(tmp_path / "cr.pdf", pages=1, lines=["le patient Hélène Dupont est suivi à Paris"])
    assert w.open_path(str(pdf))
    wait_analysis(qtbot, w)
    model = [s for s in w.session.spans() if s.source == "model"]
    assert model, "the bundle's detector ran"
    nom = next(s for s in model if s.label == "NOM")
    tip = w.tooltip_for(nom)
    assert tip.startswith("Nom · modèle · %d %% (calibrée)" % round(nom.confidence * 100))
    assert not any("indisponible" in t for t in w.messages.texts())


def test_missing_model_is_reported(qtbot, monkeypatch, tmp_path):
    w = _window(qtbot, monkeypatch, tmp_path, str(tmp_path / "pas_de_modele"))
    pdf = make_pdf(tmp_path / "cr.pdf", pages=1)
    assert w.open_path(str(pdf))
    wait_analysis(qtbot, w)
    assert any("indisponible" in t for t in w.messages.texts())
    assert any(s.source.startswith("rules") for s in w.session.spans()), "rules keep working"
