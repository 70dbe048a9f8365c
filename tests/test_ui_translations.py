"""The UI is French without any .qm; the compiled English catalogue loads and translates."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QTranslator

from tests.ui_fixtures import make_window

ROOT = Path(__file__).resolve().parents[1]


def test_french_without_catalogue_and_english_catalogue(qtbot, monkeypatch, tmp_path):
    win = make_window(qtbot, monkeypatch, tmp_path)
    menus = [a.text() for a in win.menuBar().actions()]
    assert menus == ["&Fichier", "&Édition", "&Relecture", "&Affichage", "&Aide"]
    assert win.act_open.text() == "&Ouvrir un PDF…"
    qm = ROOT / "resources" / "translations" / "caviard_en.qm"
    ts = ROOT / "resources" / "translations" / "caviard_en.ts"
    assert 'sourcelanguage="fr_FR"' in ts.read_text(encoding="utf-8")
    tr = QTranslator()
    assert tr.load(str(qm))
    assert tr.translate("MainWindow", "&Fichier") == "&File"
    assert tr.translate("style", "(calibrée)") == "(calibrated)"
    app = QCoreApplication.instance()
    app.installTranslator(tr)
    try:
        assert QCoreApplication.translate("MainWindow", "Détection &suivante") == "&Next detection"
    finally:
        app.removeTranslator(tr)
    assert QCoreApplication.translate("MainWindow", "Détection &suivante") == "Détection &suivante"
