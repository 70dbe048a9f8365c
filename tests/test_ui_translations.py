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
    assert tr.translate("WindowBuildMixin", "&Fichier") == "&File"  # the context is the class that says it
    assert tr.translate("style", "(calibrée)") == "(calibrated)"
    app = QCoreApplication.instance()
    app.installTranslator(tr)
    try:
        assert QCoreApplication.translate("WindowBuildMixin", "Détection &suivante") == "&Next detection"
        # strings said by the window's mixins reach the window itself
        english = make_window(qtbot, monkeypatch, tmp_path / "en")
        assert [a.text() for a in english.menuBar().actions()] == ["&File", "&Edit", "&Review", "&View", "&Help"]
        assert english.tr("Partout") == "Everywhere" and english.status_label.text() == "Ready"
    finally:
        app.removeTranslator(tr)
    assert QCoreApplication.translate("WindowBuildMixin", "Détection &suivante") == "Détection &suivante"
