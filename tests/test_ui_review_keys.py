"""The review window driven as a clerk would: real key presses and clicks, offscreen."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from app.ui.style import span_tooltip
from tests.ui_fixtures import FixedDetector, make_pdf, make_window, wait_analysis


def _open(qtbot, win, tmp_path, pages=3, name="cr.pdf", lines=None):
    pdf = make_pdf(tmp_path / name, pages=pages, **({"lines": lines} if lines else {}))
    assert win.open_path(str(pdf))
    wait_analysis(qtbot, win)
    qtbot.waitUntil(lambda: win.view.is_rendered(0), timeout=5000)
    win.activateWindow()
    win.view.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is win.view, timeout=3000)
    return pdf


def test_undo_and_redo_from_the_keyboard(qtbot, monkeypatch, tmp_path):
    win = make_window(qtbot, monkeypatch, tmp_path)
    _open(qtbot, win, tmp_path)
    keys = [k.toString() for k in win.act_redo.shortcuts()]
    assert len(keys) == len(set(keys)) and "Ctrl+Y" in keys and "Ctrl+Shift+Z" in keys
    qtbot.keyClick(win.view, Qt.Key_N)
    span = win.current_span()
    was = win.session.is_accepted(span)
    qtbot.keyClick(win.view, Qt.Key_Space)
    assert win.session.is_accepted(span) != was
    qtbot.keyClick(win.view, Qt.Key_Z, Qt.ControlModifier)
    assert win.session.is_accepted(span) == was
    qtbot.keyClick(win.view, Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)
    assert win.session.is_accepted(span) != was
    qtbot.keyClick(win.view, Qt.Key_Z, Qt.ControlModifier)
    qtbot.keyClick(win.view, Qt.Key_Y, Qt.ControlModifier)
    assert win.session.is_accepted(span) != was


def test_space_on_a_button_is_the_button_s(qtbot, monkeypatch, tmp_path):
    win = make_window(qtbot, monkeypatch, tmp_path)
    _open(qtbot, win, tmp_path)
    qtbot.keyClick(win.view, Qt.Key_N)
    span = win.current_span()
    before = win.session.is_accepted(span)
    box = win.find_bar.regex  # a checkbox of the window
    win.show_find_bar()
    box.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is box, timeout=3000)
    qtbot.keyClick(box, Qt.Key_Space)
    assert box.isChecked(), "Space ticks the focused checkbox"
    assert win.session.is_accepted(span) == before, "and leaves the hit alone"


def test_counts_kind_names_and_status_messages(qtbot, monkeypatch, tmp_path):
    win = make_window(qtbot, monkeypatch, tmp_path)
    _open(qtbot, win, tmp_path)
    total, acc = win.session.totals()
    assert win.panel.summary.text().startswith("%d détection(s) · %d à masquer" % (total, acc)), "final at once"
    groups = [win.panel.tree.topLevelItem(i).text(0) for i in range(win.panel.tree.topLevelItemCount())]
    assert groups and all(g.split("  ")[0] in ("Nom", "Prénom", "Date", "Téléphone", "Courriel") for g in groups)
    assert all("(" in g for g in groups)
    nom = next(s for s in win.session.spans() if s.label == "NOM")
    assert span_tooltip(nom, True).startswith("Nom · ") and "NOM" not in win.tooltip_for(nom).split("\n")[0]
    win.notify("Marque manuelle ajoutée (Nom).")
    win._update_counts()
    qtbot.wait(300)
    assert win.statusBar().currentMessage() == "Marque manuelle ajoutée (Nom)."
    assert "détection(s)" in win.counts_label.text()


def test_home_end_and_ctrl_equal(qtbot, monkeypatch, tmp_path):
    win = make_window(qtbot, monkeypatch, tmp_path)
    _open(qtbot, win, tmp_path, pages=4)
    qtbot.keyClick(win.view, Qt.Key_End)
    qtbot.waitUntil(lambda: win.view.current_page == 3, timeout=3000)
    qtbot.keyClick(win.view, Qt.Key_Home)
    qtbot.waitUntil(lambda: win.view.current_page == 0, timeout=3000)
    z = win.view.zoom
    qtbot.keyClick(win.view, Qt.Key_Equal, Qt.ControlModifier)
    assert win.view.zoom > z


def test_zones_are_listed_and_removed_from_the_panel(qtbot, monkeypatch, tmp_path):
    win = make_window(qtbot, monkeypatch, tmp_path)
    _open(qtbot, win, tmp_path)
    win.add_area(1, (50, 400, 250, 480))
    win.mask_current_page()
    g = win.panel._zones_group
    assert g is not None and g.childCount() == 2 and "Zones masquées" in g.text(0)
    assert {g.child(i).text(1) for i in range(2)} == {"1", "2"}
    item = next(g.child(i) for i in range(2) if g.child(i).text(1) == "2")
    item.setCheckState(0, Qt.Unchecked)
    assert [a.page for a in win.session.areas()] == [0]
    win.undo_stack.undo()
    assert sorted(a.page for a in win.session.areas()) == [0, 1]


ACCENT_LINES = [
    "HÔPITAL FICTIF DE SAINT-JEAN",
    "Patient : Monsieur Élie BÉRANGER",
    "Vu ce jour avec Mme Bérangère, sa fille.",
]


def test_find_bar_folds_case_and_accents_steps_and_masks_all(qtbot, monkeypatch, tmp_path):
    win = make_window(qtbot, monkeypatch, tmp_path)
    _open(qtbot, win, tmp_path, pages=3, lines=ACCENT_LINES)
    qtbot.keyClick(win.view, Qt.Key_F, Qt.ControlModifier)
    bar = win.find_bar
    assert bar.isVisible() and QApplication.focusWidget() is bar.edit
    qtbot.keyClicks(bar.edit, "beranger")
    qtbot.waitUntil(lambda: len(bar.hits) == 6, timeout=3000)  # BÉRANGER and Bérangère, 3 pages
    assert sorted({h[0] for h in bar.hits}) == [0, 1, 2]
    assert "1 / 6" in bar.count.text()
    assert win.find_hits_for_page(0) and win.find_hits_for_page(0)[0][2] is True
    qtbot.keyClick(bar.edit, Qt.Key_F3)
    assert bar.current == 1
    qtbot.keyClick(bar.edit, Qt.Key_F3, Qt.ShiftModifier)
    assert bar.current == 0
    qtbot.keyClick(bar.edit, Qt.Key_Return)
    assert bar.current == 1
    bar.kind.setCurrentIndex(bar.kind.findData("NOM"))
    qtbot.mouseClick(bar.mask_btn, Qt.LeftButton)
    forced = [s for s in win.session.spans() if s.source == "force"]
    assert {s.text for s in forced} == {"BÉRANGER", "Bérangère"} and {s.label for s in forced} == {"NOM"}
    assert len(forced) == 6 and all(win.session.is_accepted(s) for s in forced)
    assert not win.terms_path.exists() or "ranger" not in win.terms_path.read_text(encoding="utf-8"), \
        "a document term never joins the shared list"
    qtbot.keyClick(win.view, Qt.Key_Z, Qt.ControlModifier)
    assert not [s for s in win.session.spans() if s.source == "force"]
    # regex, accents folded; an invalid one says so in French
    bar.regex.setChecked(True)
    bar.edit.setText(r"h.pital")
    bar.search()
    assert len(bar.hits) == 3
    bar.edit.setText("(")
    bar.search()
    assert bar.hits == [] and "parenthèse" in bar.count.toolTip()
    qtbot.keyClick(bar.edit, Qt.Key_Escape)
    assert not bar.isVisible() and win.find_hits_for_page(0) == []


def test_review_progress_and_the_export_confirmation(qtbot, monkeypatch, tmp_path):
    win = make_window(qtbot, monkeypatch, tmp_path)
    _open(qtbot, win, tmp_path, pages=3)
    qtbot.waitUntil(lambda: win.reviewed_label.text() == "1 / 3 pages relues", timeout=3000)
    assert "à relire" in win.pages_panel.list.item(2).text()
    dlg = win.make_export_dialog()
    assert not dlg.export_button.isEnabled() and "2 page(s) pas encore relue(s) : 2, 3" in dlg.review_warning.text()
    dlg.close()
    n = len(win.session.spans())
    for _ in range(n):  # N through every hit: each page is stepped through to its last one
        qtbot.keyClick(win.view, Qt.Key_N)
    assert win.reviewed_label.text() == "3 / 3 pages relues"
    assert "relue" in win.pages_panel.list.item(2).text() and "à relire" not in win.pages_panel.list.item(2).text()
    dlg = win.make_export_dialog()
    assert dlg.confirm_box.isHidden() and dlg.export_button.isEnabled()
    dlg.close()


def test_u_goes_to_the_next_page_to_review(qtbot, monkeypatch, tmp_path):
    win = make_window(qtbot, monkeypatch, tmp_path)
    _open(qtbot, win, tmp_path, pages=5)
    qtbot.waitUntil(lambda: 0 in win.ctl.reviewed, timeout=3000)
    qtbot.keyClick(win.view, Qt.Key_U)
    qtbot.waitUntil(lambda: win.view.current_page == 1, timeout=3000)
    qtbot.waitUntil(lambda: 1 in win.ctl.reviewed, timeout=3000)


def test_save_close_reopen_and_resume(qtbot, monkeypatch, tmp_path):
    win = make_window(qtbot, monkeypatch, tmp_path)
    pdf = _open(qtbot, win, tmp_path, pages=2)
    nom = next(s for s in win.session.spans(1) if s.label == "NOM")
    win.toggle_span(nom)
    text = win.session.texts[0]
    start = text.index("colectomie")
    win.add_manual_mark(0, start, start + len("colectomie"), "VILLE")
    win.add_area(1, (50, 400, 250, 480))
    qtbot.keyClick(win.view, Qt.Key_S, Qt.ControlModifier)
    from app.review.review_file import default_review_path

    saved = default_review_path(win.source_sha256)
    raw = saved.read_text(encoding="utf-8")
    for value in ("DURANDEAU", "Josiane", "colectomie", "cr.pdf", "05 59"):
        assert value not in raw
    win.session.dirty = False
    win.close_document()
    assert win.open_path(str(pdf))
    assert win.messages.has("saved_review")
    qtbot.mouseClick(win.messages.action_button("saved_review"), Qt.LeftButton)
    wait_analysis(qtbot, win)
    qtbot.waitUntil(lambda: not win.session.is_accepted(nom), timeout=5000)
    assert [s.text for s in win.session.spans() if s.source == "manual"] == ["colectomie"]
    assert [a.page for a in win.session.areas()] == [1]
    # a review of another file is refused, with the reason
    other = make_pdf(tmp_path / "autre.pdf", pages=2, lines=["Autre document fictif"])
    win.session.dirty = False
    assert win.open_path(str(other))
    wait_analysis(qtbot, win)
    assert not win.resume_review(saved)
    assert any("autre fichier" in t for t in win.messages.texts())


def test_resume_a_cancelled_analysis(qtbot, monkeypatch, tmp_path):
    win = make_window(qtbot, monkeypatch, tmp_path, detectors=[FixedDetector(delay=0.25)])
    pdf = make_pdf(tmp_path / "long.pdf", pages=6)
    assert win.open_path(str(pdf))
    qtbot.waitUntil(lambda: len(win.session.analysed_pages) >= 1, timeout=10000)
    win.cancel_analysis()
    done = set(win.session.analysed_pages)
    assert len(done) < 6 and win.act_resume.isEnabled()
    first = win.session.spans(min(done))[0]
    win.toggle_span(first)
    btn = win.messages.action_button("cancelled")
    assert btn is not None
    qtbot.mouseClick(btn, Qt.LeftButton)
    wait_analysis(qtbot, win, timeout=20000)
    assert win.session.analysed_pages == set(range(6)) and win.ctl.phase == "done"
    assert win.session.is_accepted(first) != win.session.default_accepted(first), "the decision made before is kept"
    assert not win.messages.has("cancelled")


def test_whole_document_accept_and_reject(qtbot, monkeypatch, tmp_path):
    win = make_window(qtbot, monkeypatch, tmp_path)
    _open(qtbot, win, tmp_path)
    qtbot.keyClick(win.view, Qt.Key_A, Qt.ControlModifier | Qt.ShiftModifier)
    assert all(win.session.is_accepted(s) for s in win.session.spans())
    qtbot.keyClick(win.view, Qt.Key_R, Qt.ControlModifier | Qt.ShiftModifier)
    assert not any(win.session.is_accepted(s) for s in win.session.spans() if s.source != "force")
    qtbot.keyClick(win.view, Qt.Key_Z, Qt.ControlModifier)
    assert all(win.session.is_accepted(s) for s in win.session.spans())


def test_three_pages_reviewed_and_exported_with_the_keyboard_only(qtbot, monkeypatch, tmp_path):
    win = make_window(qtbot, monkeypatch, tmp_path)
    _open(qtbot, win, tmp_path, pages=3)
    presses = 0

    def key(k, mod=Qt.NoModifier, widget=None):
        nonlocal presses
        presses += 1
        target = widget or QApplication.focusWidget()
        assert target is not None and target.hasFocus(), "the focus is always somewhere visible"
        qtbot.keyClick(target, k, mod)

    n = len(win.session.spans())  # 5 hits a page
    for _ in range(n):
        key(Qt.Key_N)
    key(Qt.Key_Space)  # keep the last hit (a date)
    out = tmp_path / "cr_anonymise.pdf"
    key(Qt.Key_E, Qt.ControlModifier)
    dlg = win.current_export_dialog()
    assert dlg is not None and dlg.confirm_box.isHidden(), "every page was reviewed"
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None and dlg.isAncestorOf(QApplication.focusWidget()),
                    timeout=3000)
    key(Qt.Key_Return)
    assert presses <= 25
    assert dlg.outcome is not None and dlg.outcome.code == 0, dlg.status.text()
    assert out.exists()


def test_f1_lists_every_shortcut(qtbot, monkeypatch, tmp_path):
    win = make_window(qtbot, monkeypatch, tmp_path)
    _open(qtbot, win, tmp_path, pages=1)
    qtbot.keyClick(win.view, Qt.Key_F1)
    dlg = win.shortcuts_dialog
    assert dlg.isVisible()
    rows = dict(win.shortcut_rows())
    for what in ("Rechercher dans le document", "Détection suivante", "Enregistrer la relecture",
                 "Page suivante à relire", "Tout masquer dans le document"):
        assert what in rows, what
    assert rows["Détection suivante"] == "N"
    dlg.close()


def test_clicking_a_page_in_the_pages_list_goes_there(qtbot, monkeypatch, tmp_path):
    win = make_window(qtbot, monkeypatch, tmp_path)
    _open(qtbot, win, tmp_path, pages=4)
    win.tabs.setCurrentWidget(win.pages_panel)
    lst = win.pages_panel.list
    rect = lst.visualItemRect(lst.item(3))
    qtbot.mouseClick(lst.viewport(), Qt.LeftButton, pos=QPoint(rect.center()))
    qtbot.waitUntil(lambda: win.view.current_page == 3, timeout=3000)


def test_export_dialog_widgets_never_overlap_after_an_export(qtbot, monkeypatch, tmp_path):
    win = make_window(qtbot, monkeypatch, tmp_path)
    _open(qtbot, win, tmp_path, pages=3)
    dlg = win.make_export_dialog()
    dlg.show()
    dlg.output_edit.setText(str(tmp_path / "sortie.pdf"))
    dlg.confirm_box.setChecked(True)
    dlg.run_export()
    assert dlg.outcome.code == 0
    qtbot.wait(50)
    parts = [dlg.intro, dlg.table, dlg.browse_added, dlg.output_edit, dlg.progress, dlg.status_area,
             dlg.export_button]
    rects = [(w, w.geometry().translated(w.parentWidget().mapTo(dlg, w.parentWidget().rect().topLeft())))
             for w in parts if w.isVisible()]
    for i, (a, ra) in enumerate(rects):
        for b, rb in rects[i + 1:]:
            assert not ra.intersects(rb), (a.objectName() or type(a).__name__, b.objectName() or type(b).__name__)
    dlg.close()


def test_a_damaged_pdf_opens_with_a_warning(qtbot, monkeypatch, tmp_path):
    win = make_window(qtbot, monkeypatch, tmp_path)
    pdf = make_pdf(tmp_path / "entier.pdf", pages=6)
    data = pdf.read_bytes()
    cut = tmp_path / "coupe.pdf"
    cut.write_bytes(data[: len(data) * 9 // 10])
    if not win.open_path(str(cut)):
        assert any("endommagé" in t for t in win.messages.texts())  # refused, and said why
        return
    assert win.messages.has("repaired")
    assert any("endommagé" in t for t in win.messages.texts())


def test_space_after_paging_acts_on_the_page_shown(qtbot, monkeypatch, tmp_path):
    win = make_window(qtbot, monkeypatch, tmp_path)
    _open(qtbot, win, tmp_path, pages=3)
    qtbot.keyClick(win.view, Qt.Key_N)
    first = win.current_span()
    assert first.page == 0
    win.view.go_to_page(2)
    qtbot.waitUntil(lambda: 0 not in win.view.visible_pages(), timeout=3000)
    before = win.session.is_accepted(first)
    qtbot.keyClick(win.view, Qt.Key_Space)
    assert win.session.is_accepted(first) == before, "a hit off screen is never changed"
    changed = win.current_span()
    assert changed.page in win.view.visible_pages()


def test_a_saved_review_is_not_reported_as_lost(qtbot, monkeypatch, tmp_path):
    win = make_window(qtbot, monkeypatch, tmp_path)
    _open(qtbot, win, tmp_path, pages=2)
    win.toggle_span(win.session.spans(0)[0])
    assert win.session.dirty and win.windowTitle().endswith("*")
    qtbot.keyClick(win.view, Qt.Key_S, Qt.ControlModifier)
    assert not win.session.dirty and not win.windowTitle().endswith("*")


def test_find_a_number_however_it_is_spaced(qtbot, monkeypatch, tmp_path):
    win = make_window(qtbot, monkeypatch, tmp_path)
    _open(qtbot, win, tmp_path, pages=2)
    win.show_find_bar()
    win.find_bar.edit.setText("0559441287")
    win.find_bar.search()
    assert len(win.find_bar.hits) == 2  # "05 59 44 12 87" on each page
