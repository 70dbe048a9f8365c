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


def test_every_entry_of_the_english_catalogue_is_finished():
    ts = (ROOT / "resources" / "translations" / "caviard_en.ts").read_text(encoding="utf-8")
    assert ts.count("<message") > 300
    assert 'type="unfinished"' not in ts and 'type="vanished"' not in ts


def test_core_messages_are_all_in_the_catalogue():
    """Every French message of the core the window can show has its entry (no French in English)."""
    import inspect

    from app.document import errors
    from app.review import review_file
    from app.ui.core_messages import KNOWN

    consts = [c.message for _n, c in inspect.getmembers(errors, inspect.isclass)
              if issubclass(c, errors.DocumentError)]
    consts += [v for n, v in vars(review_file).items() if n.startswith("MSG_")]
    from app.document.document import DAMAGED_NOTHING_READABLE

    consts.append(DAMAGED_NOTHING_READABLE)
    from app.export.redact import UNREADABLE_REDACTION

    consts.append(UNREADABLE_REDACTION)
    missing = [c for c in consts if c not in KNOWN]
    assert not missing, missing


def test_english_interface_kind_names_and_core_messages(qtbot, monkeypatch, tmp_path):
    from app.review.find import FindError, Query
    from app.ui.core_messages import ui_message
    from app.ui.style import kind_name, span_summary
    from app.detection.spans import Span

    tr = QTranslator()
    assert tr.load(str(ROOT / "resources" / "translations" / "caviard_en.qm"))
    app = QCoreApplication.instance() or make_window(qtbot, monkeypatch, tmp_path) and QCoreApplication.instance()
    app.installTranslator(tr)
    try:
        assert kind_name("NOM") == "Surname" and kind_name("CODE_POSTAL") == "Postcode"
        assert span_summary(Span(0, 0, 3, "abc", "DATE_NAISSANCE", "rules.dates", 0.99)).startswith("Date of birth · rule")
        assert ui_message("ce fichier ne peut pas être ouvert.") == "This file cannot be opened."
        try:
            Query("(abc", regex=True).compile()
        except FindError as exc:
            msg = ui_message(str(exc))
        assert msg.startswith("Invalid regular expression: opening parenthesis never closed (character ")
        from app.export.redact import UNREADABLE_REDACTION

        paged = ui_message("page 4 : " + UNREADABLE_REDACTION)
        assert paged.startswith("Page 4: a redaction area already present") and "Aucun" not in paged
        win = make_window(qtbot, monkeypatch, tmp_path / "en")
        bad = tmp_path / "note.pdf"
        bad.write_text("pas un pdf", encoding="utf-8")
        assert not win.open_path(str(bad))
        shown = " ".join(win.messages.texts())
        assert "not a PDF" in shown or "cannot" in shown, shown
    finally:
        app.removeTranslator(tr)
    assert kind_name("NOM") == "Nom"
