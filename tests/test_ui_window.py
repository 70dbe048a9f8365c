"""Review window: drop, refusal, bad files, highlights, clicks, slider, undo, keyboard, privacy."""

from __future__ import annotations

import json

import pymupdf
import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication

from tests.ui_fixtures import FixedDetector, make_pdf, make_window, wait_analysis


def drop(w, path) -> None:
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    # QApplication.sendEvent does not deliver a Drop outside a real drag: call the handlers
    enter = QDragEnterEvent(QPoint(300, 300), Qt.CopyAction, mime, Qt.LeftButton, Qt.NoModifier)
    w.dragEnterEvent(enter)
    assert enter.isAccepted()
    ev = QDropEvent(QPointF(300, 300), Qt.CopyAction, mime, Qt.LeftButton, Qt.NoModifier)
    w.dropEvent(ev)


@pytest.fixture
def win(qtbot, monkeypatch, tmp_path):
    return make_window(qtbot, monkeypatch, tmp_path)


def test_drop_pdf_shows_pages_and_highlights(win, qtbot, tmp_path):
    pdf = make_pdf(tmp_path / "dossier.pdf", pages=3)
    drop(win, pdf)
    qtbot.waitUntil(lambda: win.doc is not None, timeout=5000)
    assert win.view.page_count == 3
    qtbot.waitUntil(lambda: win.view.is_rendered(0), timeout=5000)
    wait_analysis(qtbot, win)
    labels = {s.label for s in win.session.spans(0)}
    assert {"NOM", "PRENOM", "TEL", "DATE", "EMAIL"} <= labels
    assert win.spans_for_page(2), "every page gets its highlights"
    assert win.page_total.text().strip() == "/ 3"
    # default policy: DATE unticked, the rest ticked
    for s in win.session.spans():
        assert win.session.is_accepted(s) == (s.label != "DATE")
    assert "3" in win.page_label.text()


def test_drop_txt_is_refused_with_a_message(win, tmp_path):
    txt = tmp_path / "notes.txt"
    txt.write_text("bonjour", encoding="utf-8")
    drop(win, txt)
    QApplication.processEvents()
    assert win.doc is None
    assert any("PDF" in t for t in win.messages.texts())


def test_bad_files_give_french_messages(win, tmp_path):
    bad = tmp_path / "abime.pdf"
    bad.write_bytes(b"%PDF-1.7\n garbage garbage")
    assert not win.open_path(str(bad))
    assert any("endommagé" in t or "lu" in t for t in win.messages.texts())
    enc = tmp_path / "secret.pdf"
    d = pymupdf.open()
    d.new_page().insert_text((72, 72), "texte", fontname="helv")
    d.save(enc, encryption=pymupdf.PDF_ENCRYPT_AES_256, owner_pw="o", user_pw="u")
    d.close()
    assert not win.open_path(str(enc))
    assert any("mot de passe" in t for t in win.messages.texts())
    assert not win.open_path(str(tmp_path / "absent.pdf"))
    assert any("introuvable" in t for t in win.messages.texts())


def _open(win, qtbot, tmp_path, pages=2):
    pdf = make_pdf(tmp_path / "cr.pdf", pages=pages)
    assert win.open_path(str(pdf))
    wait_analysis(qtbot, win)
    qtbot.waitUntil(lambda: win.view.is_rendered(0), timeout=5000)
    return pdf


def _span(win, label, page=0):
    return next(s for s in win.session.spans(page) if s.label == label)


def test_click_toggles_and_undo_redo(win, qtbot, tmp_path):
    _open(win, qtbot, tmp_path)
    nom = _span(win, "NOM")
    assert win.session.is_accepted(nom)
    pos = win.view.point_of_char(0, nom.start + 2).toPoint()
    assert win.view.span_at(QPointF(pos)) == nom
    qtbot.mouseClick(win.view.viewport(), Qt.LeftButton, pos=pos)
    assert not win.session.is_accepted(nom)
    assert win.panel.item_for(nom.key).checkState(0) == Qt.Unchecked
    win.undo_stack.undo()
    assert win.session.is_accepted(nom)
    win.undo_stack.redo()
    assert not win.session.is_accepted(nom)
    # the panel checkbox drives the same decision
    win.panel.item_for(nom.key).setCheckState(0, Qt.Checked)
    assert win.session.is_accepted(nom)
    assert win.undo_stack.count() == 2


def test_slider_only_unticks(win, qtbot, tmp_path):
    _open(win, qtbot, tmp_path)
    s = win.session
    # it starts where the pre-check unticked, so the label tells what the list shows
    assert win.panel.slider.value() == round(win.prefs.precheck_min_confidence * 100)
    assert "%d %%" % win.panel.slider.value() in win.panel.slider_label.text()
    date = _span(win, "DATE")
    assert not s.is_accepted(date)
    win.panel.slider.setValue(95)  # NOM 0.9, PRENOM 0.6 go; TEL 0.97, EMAIL 0.99 stay
    assert not any(s.is_accepted(x) for x in s.spans() if x.label in ("NOM", "PRENOM"))
    assert all(s.is_accepted(x) for x in s.spans() if x.label in ("TEL", "EMAIL"))
    win.panel.slider.setValue(0)
    assert not any(s.is_accepted(x) for x in s.spans() if x.label in ("NOM", "PRENOM"))
    assert not s.is_accepted(date), "lowering never ticks"
    win.undo_stack.undo()
    assert all(s.is_accepted(x) for x in s.spans() if x.label in ("NOM", "PRENOM"))


def test_force_term_adds_hits_everywhere_and_persists(win, qtbot, tmp_path, monkeypatch):
    _open(win, qtbot, tmp_path, pages=3)
    assert win.force_panel.add_term("chcb")
    forced = [x for x in win.session.spans() if x.source == "force"]
    assert sorted(x.page for x in forced) == [0, 1, 2]
    assert all(x.text == "CHCB" and win.session.is_accepted(x) for x in forced)
    stored = json.loads(win.terms_path.read_text(encoding="utf-8"))
    assert [t["pattern"] for t in stored["terms"]] == ["chcb"]
    assert "1 occurrence" not in win.force_panel.list.item(0).text()
    assert "3 occurrence" in win.force_panel.list.item(0).text()
    win.undo_stack.undo()
    assert not [x for x in win.session.spans() if x.source == "force"]
    assert json.loads(win.terms_path.read_text(encoding="utf-8"))["terms"] == []
    assert not win.force_panel.add_term("(", is_regex=True)
    assert win.force_panel.error.isVisibleTo(win.force_panel)


def test_manual_mark_by_dragging_and_area(win, qtbot, tmp_path):
    _open(win, qtbot, tmp_path)
    text = win.session.texts[0]
    start = text.index("colectomie")
    end = start + len("colectomie")
    vp = win.view.viewport()
    a = win.view.point_of_char(0, start).toPoint()
    b = win.view.point_of_char(0, end - 1).toPoint()
    win.set_manual_kind("VILLE")
    qtbot.mousePress(vp, Qt.LeftButton, pos=a)
    qtbot.mouseMove(vp, pos=QPoint((a.x() + b.x()) // 2, a.y()))
    qtbot.mouseMove(vp, pos=b)
    qtbot.mouseRelease(vp, Qt.LeftButton, pos=b)
    manual = [x for x in win.session.spans() if x.source == "manual"]
    assert len(manual) == 1 and manual[0].text == "colectomie" and manual[0].label == "VILLE"
    assert win.session.is_accepted(manual[0])
    win.undo_stack.undo()
    assert not [x for x in win.session.spans() if x.source == "manual"]
    win.undo_stack.redo()
    assert [x for x in win.session.spans() if x.source == "manual"]
    # rectangle mode
    win.act_area.trigger()
    pr = win.view.page_rect(0)
    p0 = QPoint(int(pr.x() + 50), int(pr.y() + 400))
    p1 = QPoint(int(pr.x() + 250), int(pr.y() + 480))
    qtbot.mousePress(vp, Qt.LeftButton, pos=p0)
    qtbot.mouseMove(vp, pos=p1)
    qtbot.mouseRelease(vp, Qt.LeftButton, pos=p1)
    areas = win.session.areas(0)
    assert len(areas) == 1
    x0, y0, x1, y1 = areas[0].rect
    z = win.view.zoom
    assert abs(x0 - 50 / z) < 2 and abs(y1 - 480 / z) < 2
    win.undo_stack.undo()
    assert not win.session.areas()


def test_keyboard_review(win, qtbot, tmp_path):
    _open(win, qtbot, tmp_path)
    win.view.setFocus()
    spans = win.session.spans()
    win.next_hit()
    assert win.current_span() == spans[0]
    win.next_hit()
    assert win.current_span() == spans[1]
    win.prev_hit()
    assert win.current_span() == spans[0]
    was = win.session.is_accepted(spans[0])
    win.act_toggle.trigger()
    assert win.session.is_accepted(spans[0]) != was
    win.accept_all_on_page()
    assert all(win.session.is_accepted(s) for s in win.session.spans(0))
    # shortcuts are shown in the menus
    assert win.act_next.shortcut().toString() == "N"
    assert win.act_accept_page.shortcut().toString() == "Shift+A"
    # selecting a row scrolls to the hit
    last = win.session.spans(1)[-1]
    win.panel.tree.setCurrentItem(win.panel.item_for(last.key))
    assert win.view.current_page in (0, 1)
    assert win.view._current_key == last.key
    assert 1 in win.view.visible_pages()


def test_privacy_no_file_name_in_title_or_settings(win, qtbot, tmp_path):
    _open(win, qtbot, tmp_path)
    assert "cr" not in win.windowTitle().replace("Caviard", "").lower().replace("page", "")
    assert "cr.pdf" not in win.windowTitle()
    win.prefs.save()
    settings = win.prefs.path().read_text(encoding="utf-8")
    assert "cr.pdf" not in settings and win.prefs.recent_files == []
    win.prefs.show_file_names = True
    win._update_title()
    assert "cr.pdf" in win.windowTitle()


def test_cancel_mid_analysis_and_reopen(qtbot, monkeypatch, tmp_path):
    win = make_window(qtbot, monkeypatch, tmp_path, detectors=[FixedDetector(delay=0.05)])
    pdf = make_pdf(tmp_path / "long.pdf", pages=40)
    assert win.open_path(str(pdf))
    qtbot.waitUntil(lambda: len(win.session.analysed_pages) >= 2, timeout=10000)
    win.cancel_analysis()
    n = len(win.session.analysed_pages)
    assert not win.analysis.running
    qtbot.waitUntil(lambda: not win.analysis._live, timeout=5000)
    qtbot.wait(150)
    assert len(win.session.analysed_pages) == n < 40
    assert not win.session.analysis_complete
    assert any("annulée" in t for t in win.messages.texts())
    # opening another document during an analysis cancels it cleanly
    other = make_pdf(tmp_path / "court.pdf", pages=2)
    assert win.open_path(str(pdf))
    qtbot.waitUntil(lambda: len(win.session.analysed_pages) >= 1, timeout=10000)
    assert win.open_path(str(other))
    wait_analysis(qtbot, win)
    assert win.session.page_count == 2
    assert {s.page for s in win.session.spans()} <= {0, 1}
    qtbot.waitUntil(lambda: not win.analysis._live, timeout=5000)


def _scan_pdf(path, blank: bool):
    """Page 1 with text; page 2 a scanned image (blank, or a rasterised fictional identity)."""
    d = pymupdf.open()
    page = d.new_page(width=595, height=842)
    page.insert_text((60, 72), "Patiente : Madame DURANDEAU Josiane", fontname="helv", fontsize=11)
    page = d.new_page(width=595, height=842)
    if blank:
        pix = pymupdf.Pixmap(pymupdf.csRGB, pymupdf.IRect(0, 0, 60, 80), False)
        pix.clear_with(200)
    else:
        src = pymupdf.open()
        sp = src.new_page(width=595, height=842)
        sp.insert_text((60, 100), "Courriel : josiane.durandeau@exemple-mail.fr", fontname="helv", fontsize=16)
        pix = sp.get_pixmap(dpi=200)
        src.close()
    page.insert_image(page.rect, pixmap=pix)
    d.save(path)
    d.close()
    return path


def _wait_all(qtbot, win):
    wait_analysis(qtbot, win)
    qtbot.waitUntil(lambda: win.ocr_state != "running", timeout=120000)


def test_image_only_page_warning_and_model_status(win, qtbot, tmp_path):
    pdf = _scan_pdf(tmp_path / "scan.pdf", blank=True)
    assert win.open_path(str(pdf))
    _wait_all(qtbot, win)
    assert win.image_only_pages == [1]
    texts = " ".join(win.messages.texts())
    if win.ocr_state == "done":  # OCR read nothing on a blank scan: it must be masked whole
        assert "Illisible" in texts and "Masquer toute la page" in texts
    else:
        assert "sans texte" in texts and ": 2." in texts
    assert win.unreadable_pages() == [1]
    # the export dialog requires masking those pages whole
    win._mark_reviewed(range(win.session.page_count))  # both pages seen
    dlg = win.make_export_dialog()
    assert dlg.confirm_box.isHidden()
    assert dlg.mask_pages.isChecked() and dlg.export_button.isEnabled()
    dlg.mask_pages.setChecked(False)
    assert not dlg.export_button.isEnabled()
    dlg.close()
    # one click masks the page; then the dialog no longer asks
    win.view.go_to_page(1)
    qtbot.waitUntil(lambda: win.view.current_page == 1, timeout=3000)
    win.act_mask_page.trigger()
    assert [a.whole_page for a in win.session.areas(1)] == [True]
    dlg = win.make_export_dialog()
    assert dlg.unreadable == [] and dlg.export_button.isEnabled()
    dlg.close()

    # model status messages
    class Status:
        available = False
        pages_failed = ()

        def message_fr(self):
            return "Détection par modèle indisponible : dossier absent."

    win._on_model_status(Status())
    assert any("indisponible" in t for t in win.messages.texts())


def test_scanned_page_is_read_by_ocr_and_redacted(win, qtbot, tmp_path):
    from app.ocr import ocr_available

    if not ocr_available():
        pytest.skip("données OCR françaises absentes")
    pdf = _scan_pdf(tmp_path / "scan.pdf", blank=False)
    assert win.open_path(str(pdf))
    _wait_all(qtbot, win)
    assert win.ocr_state == "done" and 1 in win.ocr_texts
    emails = [s for s in win.session.spans(1) if s.label == "EMAIL"]
    assert emails, "the identity on the scan is detected through OCR"
    assert "OCR" in win.tooltip_for(emails[0])
    assert win.unreadable_pages() == []
    dlg = win.make_export_dialog()
    result = dlg.run_export()
    assert result is not None and result.ok, [p.message_fr() for p in result.verification.problems]
    dlg.close()


def test_unsaved_review_asks_before_closing(win, qtbot, tmp_path, monkeypatch):
    _open(win, qtbot, tmp_path)
    win.toggle_span(win.session.spans()[0])
    assert win.session.dirty and win.windowTitle().endswith("*")
    win.interactive = True
    from PySide6.QtWidgets import QMessageBox

    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: asked.append(a) or QMessageBox.No)
    win.close()
    assert asked and win.isVisible() and win.doc is not None
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.Yes)
    win.close()
    assert not win.isVisible()


def test_settings_change_policy_and_terms_import(win, qtbot, tmp_path):
    from app.review.force_terms import ForceTerm, save_terms
    from app.ui.settings_dialog import SettingsDialog

    _open(win, qtbot, tmp_path)
    date = _span(win, "DATE")
    assert not win.session.is_accepted(date)
    dlg = SettingsDialog(win.prefs, win)
    dlg.keep_dates.setChecked(False)
    dlg.placeholder.setCurrentIndex(dlg.placeholder.findData("none"))
    dlg.entity_threshold.setValue(60)
    win.apply_preferences(dlg.result_preferences())
    assert win.prefs.model_entity_threshold == 0.6
    assert win.session.is_accepted(date)
    assert win.panel.item_for(date.key).checkState(0) == Qt.Checked
    assert json.loads(win.prefs.path().read_text(encoding="utf-8"))["placeholder"] == "none"
    team = tmp_path / "equipe.json"
    save_terms(team, [ForceTerm("colectomie"), ForceTerm(r"\bTel\b", True)])
    assert win.force_panel.import_file(str(team))
    assert [t.pattern for t in win.force_terms] == ["colectomie", r"\bTel\b"]
    assert {s.text for s in win.session.spans(0) if s.source == "force"} == {"colectomie", "Tel"}
