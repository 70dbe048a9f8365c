"""A dossier in the window: several files of one patient, values carried across, review kept per file."""

from __future__ import annotations

import pymupdf
import pypdf
from PySide6.QtCore import Qt

from tests.ui_fixtures import make_window, wait_analysis

BIRTH = "09.11.1947"


def _file(path, lines):
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    for k, line in enumerate(lines):
        page.insert_text((72, 90 + 22 * k), line, fontsize=11, fontname="helv")
    doc.save(path)
    return path


def _dossier(tmp_path):
    folder = tmp_path / "OGC_12"
    folder.mkdir()
    a = _file(folder / "01_crh.pdf", ["Compte rendu d'hospitalisation", "Patiente : Mme LAGARDÈRE Odile",
                                      "Née le 09/11/1947", "IPP : 88412035"])
    b = _file(folder / "02_bio.pdf", ["Résultats de biologie", "Dossier de la patiente du 09.11.1947",
                                      "Rappel 88412035 : hémoglobine 13,2 g/dl"])
    return folder, a, b


def test_a_dossier_carries_values_across_files_and_keeps_each_review(qtbot, monkeypatch, tmp_path):
    from app.detection.analyze import default_detectors

    win = make_window(qtbot, monkeypatch, tmp_path, detectors=default_detectors(use_model=False))
    win.prefs.use_model = False
    folder, a, b = _dossier(tmp_path)
    assert win.open_dossier(sorted(folder.glob("*.pdf")))
    wait_analysis(qtbot, win)
    assert win.dossier_panel.list.count() == 2 and "en relecture" in win.dossier_panel.list.item(0).text()
    assert any(k == "DATE_NAISSANCE" and "09/11/1947" in v for k, v in win.ctl.own_dossier_values())
    first = win.session.spans(0)[0]
    win.toggle_span(first)
    # next file (Ctrl+PgDown): the first one's birth date and IPP are searched there and shown "D"
    win.activateWindow()
    win.view.setFocus()
    qtbot.keyClick(win.view, Qt.Key_PageDown, Qt.ControlModifier)
    qtbot.waitUntil(lambda: win.doc_path == b, timeout=10000)
    wait_analysis(qtbot, win)
    hits = [s for p in win.dossier_hits.values() for s in p]
    assert "88412035" in {s.text for s in hits} and all(s.source == "dossier" for s in hits)
    birth = [s for s in win.session.spans(0) if "09.11.1947" in s.text]
    assert birth and birth[0].label == "DATE_NAISSANCE" and win.session.is_accepted(birth[0])
    dlg = win.make_export_dialog()
    dlg.output_edit.setText(str(tmp_path / "bio_anonymise.pdf"))
    dlg.confirm_box.setChecked(True)
    dlg.run_export()
    assert dlg.outcome.code == 0, dlg.status.text()
    text = " ".join(p.extract_text() or "" for p in pypdf.PdfReader(str(tmp_path / "bio_anonymise.pdf")).pages)
    assert "09.11.1947" not in text and "88412035" not in text and "hémoglobine" in text
    assert "exporté" in win.dossier_panel.list.item(1).text()
    dlg.close()
    # back to the first file: its review is where it was left
    win.prev_dossier_file()
    qtbot.waitUntil(lambda: win.doc_path == a, timeout=10000)
    wait_analysis(qtbot, win)
    qtbot.waitUntil(lambda: win.session.span(first.key) is not None
                    and win.session.is_accepted(first) != win.session.default_accepted(first), timeout=10000)


def test_opening_a_single_file_leaves_the_dossier(qtbot, monkeypatch, tmp_path):
    from app.detection.analyze import default_detectors

    win = make_window(qtbot, monkeypatch, tmp_path, detectors=default_detectors(use_model=False))
    folder, a, b = _dossier(tmp_path)
    win.open_dossier([a, b])
    wait_analysis(qtbot, win)
    other = _file(tmp_path / "seul.pdf", ["Un autre patient : M. FICTIF Jean"])
    win.session.dirty = False
    assert win.open_path(str(other))
    assert win.dossier_files == [] and win.ctl.dossier_values == () and win.dossier_panel.list.count() == 0


def test_export_the_whole_dossier_with_each_file_s_review(qtbot, monkeypatch, tmp_path):
    from app.detection.analyze import default_detectors

    win = make_window(qtbot, monkeypatch, tmp_path, detectors=default_detectors(use_model=False))
    folder, a, b = _dossier(tmp_path)
    win.open_dossier([a, b])
    wait_analysis(qtbot, win)
    date = next(s for s in win.session.spans() if s.label == "DATE_NAISSANCE")
    win.toggle_span(date)  # a deliberate choice in file 1: its birth date is kept there
    qtbot.waitUntil(lambda: not win._dossier_futures, timeout=60000)
    out = tmp_path / "sortie"
    out.mkdir()
    with qtbot.waitSignal(win.dossierExported, timeout=120000):
        assert win.export_dossier(out)
    names = sorted(p.name for p in out.glob("*.pdf"))
    assert names == ["document-001_anonymise.pdf", "document-002_anonymise.pdf"], names  # no patient name in names
    assert all(r["code"] == 0 for r in win.dossier_results.values()), win.dossier_results
    assert win.dossier_results[a]["reviewed"] is True
    t1 = " ".join(p.extract_text() or "" for p in pypdf.PdfReader(str(out / "document-001_anonymise.pdf")).pages)
    t2 = " ".join(p.extract_text() or "" for p in pypdf.PdfReader(str(out / "document-002_anonymise.pdf")).pages)
    assert "LAGARDÈRE" not in t1 and "88412035" not in t1
    assert "09/11/1947" in t1, "the reviewer's decision in file 1 is what was exported"
    assert "88412035" not in t2 and "hémoglobine" in t2
    assert "exporté" in win.dossier_panel.list.item(1).text()
