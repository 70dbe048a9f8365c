"""The window's export is the command line's: the birth-date letter through the real
dialog and through ``gui --export``, the stale preview, bad input, and parity with
``anonymize`` on the sample and on generated documents of every kind."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pymupdf
import pytest
from PySide6.QtCore import Qt

from test_export_cli import _image_only_pdf
from letter_fixture import BIRTH_WRITINGS, CARE_DATES, make_letter, pdftotext
from tests.ui_fixtures import make_window, wait_analysis

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = ROOT / "resources" / "samples" / "cro_exemple.pdf"


def _env(tmp_path, **extra):
    env = dict(os.environ)
    env.update({"QT_QPA_PLATFORM": "offscreen", "CAVIARD_DATA_DIR": str(tmp_path / "userdata")})
    env.update(extra)
    return env


def _run(args, tmp_path, **env):
    return subprocess.run([sys.executable, "-m", "app", *args], cwd=ROOT, env=_env(tmp_path, **env),
                          capture_output=True, text=True, timeout=300)


def _assert_letter_clean(out: Path) -> None:
    pages = pdftotext(out)
    text = "\n".join(pages)
    for w in BIRTH_WRITINGS + ("21/05/1949",):
        assert w not in text, "a writing of the birth date is still readable"
    for d in CARE_DATES:
        assert d in text, "care dates are kept"
    assert "LABORDETTE" not in text


def _rules_window(qtbot, monkeypatch, tmp_path):
    from app.detection.analyze import default_detectors

    return make_window(qtbot, monkeypatch, tmp_path, detectors=default_detectors(use_model=False))


def test_letter_through_the_real_dialog_and_buttons(qtbot, monkeypatch, tmp_path):
    win = _rules_window(qtbot, monkeypatch, tmp_path)
    src = make_letter(tmp_path / "lettre.pdf")
    assert win.open_path(str(src))
    wait_analysis(qtbot, win)
    qtbot.waitUntil(lambda: win.ctl.phase == "done", timeout=15000)
    # page 3's bare writings show as birth dates, ticked; care dates unticked
    p3 = win.session.spans(2)
    assert sum(1 for s in p3 if s.label == "DATE_NAISSANCE" and win.session.is_accepted(s)) == 4
    assert all(not win.session.is_accepted(s) for s in p3 if s.label == "DATE")
    win.activateWindow()
    qtbot.keyClick(win, Qt.Key_E, Qt.ControlModifier)
    dlg = win.current_export_dialog()
    if dlg is None:  # no keyboard focus on this platform: the same action
        win.act_export.trigger()
        dlg = win.current_export_dialog()
    assert dlg is not None and dlg.isVisible() and dlg.export_button.isDefault()
    out = tmp_path / "lettre_anonymise.pdf"
    assert Path(dlg.output_edit.text()) == out
    # pages not seen yet: the dialog says which, and export waits for an explicit yes
    assert dlg.confirm_box.isVisible() and "pas encore relue" in dlg.review_warning.text()
    assert not dlg.export_button.isEnabled()
    qtbot.mouseClick(dlg.confirm_box, Qt.LeftButton)
    assert dlg.export_button.isEnabled()
    qtbot.mouseClick(dlg.export_button, Qt.LeftButton)
    assert dlg.outcome is not None and dlg.outcome.code == 0, dlg.status.text()
    _assert_letter_clean(out)
    assert "Fichier écrit et vérifié" in dlg.status.text()
    dlg.close()


def test_gui_export_command_on_the_letter(tmp_path):
    src = make_letter(tmp_path / "lettre.pdf")
    out, rep = tmp_path / "out.pdf", tmp_path / "r.json"
    r = _run(["gui", str(src), "--export", str(out), "--report", str(rep), "--no-model"], tmp_path)
    assert r.returncode == 0, r.stderr
    _assert_letter_clean(out)
    report = json.loads(rep.read_text(encoding="utf-8"))
    assert report["written"] and report["verification"]["ok"]
    assert "Vérification réussie" in r.stdout and r.stderr == ""
    cli = _run(["anonymize", str(src), "-o", str(tmp_path / "cli.pdf"), "--no-model"], tmp_path)
    assert cli.stdout == r.stdout


class _UnsureModel:
    """Finds the surname bare on page 3 with a confidence under the floor: unselected."""

    name = "model"

    def detect_page(self, page, text):
        from app.detection.spans import Span

        i = text.find("LABORDETTE.")
        return [Span(page, i, i + 10, "LABORDETTE", "NOM", "model", 0.2)] if page == 2 and i >= 0 else []


def test_unselected_low_confidence_hit_does_not_shield_the_propagated_name(qtbot, monkeypatch, tmp_path):
    from app.detection.analyze import default_detectors

    win = make_window(qtbot, monkeypatch, tmp_path, detectors=default_detectors(use_model=False) + [_UnsureModel()])
    assert win.open_path(str(make_letter(tmp_path / "lettre.pdf")))
    wait_analysis(qtbot, win)
    unsure = next(s for s in win.session.spans(2) if s.source == "model")
    assert win.session.state(unsure) == "unselected"
    result = win.make_export_dialog().run_export()
    assert result is not None and result.ok
    _assert_letter_clean(tmp_path / "lettre_anonymise.pdf")
    # the reviewer's explicit rejection, by contrast, keeps it
    win.apply_decisions({unsure.key: False})
    assert win.make_export_dialog().run_export().ok
    assert "LABORDETTE" in pdftotext(tmp_path / "lettre_anonymise.pdf")[2]


def test_stale_preview_is_marked_and_the_export_writes_the_current_review(qtbot, monkeypatch, tmp_path):
    win = _rules_window(qtbot, monkeypatch, tmp_path)
    src = make_letter(tmp_path / "lettre.pdf")
    assert win.open_path(str(src))
    wait_analysis(qtbot, win)
    dlg = win.make_export_dialog()
    dlg.show()
    assert not dlg.stale_label.isVisible()
    # after the preview: the reviewer keeps a care date masked… and marks a word by hand
    care = next(s for s in win.session.spans(0) if s.label == "DATE")
    win.apply_decisions({care.key: True})
    text = win.session.texts[1]
    i = text.index("furosémide")
    win.add_manual_mark(1, i, i + len("furosémide"), "NOM")
    assert dlg.stale and dlg.stale_label.isVisible()
    dlg.confirm_box.setChecked(True)
    qtbot.mouseClick(dlg.export_button, Qt.LeftButton)
    assert dlg.outcome.code == 0 and not dlg.stale
    got = "\n".join(pdftotext(Path(dlg.output_edit.text())))
    assert "furosémide" not in got and "14/03/2023" not in got.split("\f")[0].splitlines()[3:4]
    assert got.count("14/03/2023") < "\n".join(pdftotext(src)).count("14/03/2023")
    dlg.close()


def test_rejected_critical_value_everywhere_is_kept_and_reported(qtbot, monkeypatch, tmp_path):
    from app.review.controller import KEEP_ALL

    win = _rules_window(qtbot, monkeypatch, tmp_path)
    asked = []
    win.ctl.ask_keep = lambda label, text, n: asked.append(label) or KEEP_ALL
    src = make_letter(tmp_path / "lettre.pdf")
    assert win.open_path(str(src))
    wait_analysis(qtbot, win)
    birth = next(s for s in win.session.spans(0) if s.label == "DATE_NAISSANCE")
    win.toggle_span(birth)
    assert asked == ["DATE_NAISSANCE"]
    assert all(win.session.state(s) == "rejected" for s in win.session.spans() if s.label == "DATE_NAISSANCE")
    dlg = win.make_export_dialog()
    dlg.report_box.setChecked(True)
    assert dlg.kept_label.isVisible() if dlg.isVisible() else "Date de naissance" in dlg.kept_label.text()
    result = dlg.run_export()
    assert result is not None and result.ok
    report = json.loads((tmp_path / "lettre_anonymise.rapport.json").read_text(encoding="utf-8"))
    assert report["review"]["critical_rejected"] == {"DATE_NAISSANCE": 5}
    assert "1949" not in json.dumps(report)
    assert "21 mai 1949" in "\n".join(pdftotext(tmp_path / "lettre_anonymise.pdf"))
    # undo: the value is masked again everywhere
    win.undo_stack.undo()
    result = win.make_export_dialog().run_export()
    assert result.ok
    _assert_letter_clean(tmp_path / "lettre_anonymise.pdf")


def test_bad_input_same_messages_and_codes_as_anonymize(tmp_path):
    (tmp_path / "texte.pdf").write_text("pas un PDF", encoding="utf-8")
    enc = tmp_path / "chiffre.pdf"
    d = pymupdf.open()
    d.new_page().insert_text((72, 72), "secret")
    d.save(enc, encryption=pymupdf.PDF_ENCRYPT_AES_256, user_pw="u", owner_pw="o")
    letter = make_letter(tmp_path / "lettre.pdf")
    scan = _image_only_pdf(tmp_path / "scan.pdf")
    no_ocr = {"CAVIARD_TESSDATA": str(tmp_path)}
    cut = tmp_path / "coupe.pdf"
    data = SAMPLE.read_bytes()
    cut.write_bytes(data[: len(data) // 2])
    cases = [
        ([str(cut)], {}),
        ([str(tmp_path / "absent.pdf")], {}),
        ([str(tmp_path / "texte.pdf")], {}),
        ([str(enc)], {}),
        ([str(letter), "--min-confidence", "2"], {}),
        ([str(letter), "--force-regex", "("], {}),
        ([str(scan)], no_ocr),
        ([str(scan), "--mask-image-pages"], no_ocr),
    ]
    for i, (args, env) in enumerate(cases):
        out_g, out_c = tmp_path / ("g%d.pdf" % i), tmp_path / ("c%d.pdf" % i)
        g = _run(["gui", args[0], "--export", str(out_g), "--no-model", *args[1:]], tmp_path, **env)
        c = _run(["anonymize", args[0], "-o", str(out_c), "--no-model", *args[1:]], tmp_path, **env)
        assert g.returncode == c.returncode, (args, g.stderr, c.stderr)
        assert g.stderr == c.stderr and "Traceback" not in g.stderr, args
        assert out_g.exists() == out_c.exists() == (c.returncode == 0), args
    assert c.returncode == 0  # the scan masked whole
    same = _run(["gui", str(letter), "--export", str(letter), "--no-model"], tmp_path)
    assert same.returncode == 2 and "différent" in same.stderr
    missing_dir = _run(["gui", str(letter), "--export", str(tmp_path / "nope" / "o.pdf"), "--no-model"], tmp_path)
    assert missing_dir.returncode == 2 and "dossier de sortie" in missing_dir.stderr


def _words(path: Path) -> list[str]:
    with pymupdf.open(path) as doc:
        return [w[4] for page in doc for w in page.get_text("words", sort=True)]


@pytest.fixture(scope="module")
def generated(tmp_path_factory):
    sys.path.insert(0, str(ROOT / "tools"))
    import make_eval_corpus

    out = tmp_path_factory.mktemp("corpus")
    m = make_eval_corpus.generate(out, n_docs=10, seed=14, producers=("pymupdf",), install=False, log=lambda *_: None)
    return [out / d["pdf"] for d in m["documents"]], {d["kind"] for d in m["documents"]}


_PARITY_DRIVER = """
import json, sys
from app.cli import main
codes = []
for src, a, g in json.loads(sys.argv[1]):
    codes.append([main(["anonymize", src, "-o", a]), main(["gui", src, "--export", g])])
print("CODES " + json.dumps(codes))
"""


def test_parity_gui_export_and_anonymize_remove_the_same_words(generated, tmp_path):
    """With the default model, as outside checks run them. One child process runs every
    command (the model loads once); a Qt event loop run to its end is no place for later tests."""
    docs, kinds = generated
    assert len(kinds) >= 5
    triples = [(str(src), str(tmp_path / ("a_" + src.name)), str(tmp_path / ("g_" + src.name)))
               for src in [SAMPLE, *docs]]
    r = subprocess.run([sys.executable, "-c", _PARITY_DRIVER, json.dumps(triples)], cwd=ROOT, env=_env(tmp_path),
                       capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr[-2000:]
    codes = json.loads(r.stdout.split("CODES ", 1)[1])
    assert sum(1 for ca, _ in codes if ca == 0) >= 9, codes  # most of them are written
    for (src, a, g), (ca, cg) in zip(triples, codes):
        assert ca == cg, Path(src).name
        if ca == 0:
            assert _words(Path(a)) == _words(Path(g)), Path(src).name


def test_a_refused_export_shows_where(qtbot, monkeypatch, tmp_path):
    from dataclasses import replace

    win = _rules_window(qtbot, monkeypatch, tmp_path)
    assert win.open_path(str(make_letter(tmp_path / "lettre.pdf")))
    wait_analysis(qtbot, win)
    real = win.ctl.export_options
    # one redaction left out on purpose on page 3, and no second chance: a refusal
    win.ctl.export_options = lambda: replace(real(), test_skip_item=len(win.ctl.job.plan(win.ctl.review_inputs())[0].items) - 1,
                                              max_remediation_rounds=0)
    dlg = win.make_export_dialog()
    dlg.show()
    dlg.confirm_box.setChecked(True)
    qtbot.mouseClick(dlg.export_button, Qt.LeftButton)
    assert dlg.outcome.code == 3 and not (tmp_path / "lettre_anonymise.pdf").exists()
    assert "page 3" in dlg.status.text() and "1949" not in dlg.status.text()
    assert dlg.goto_problem.isVisible()
    win.view.go_to_page(0)
    qtbot.mouseClick(dlg.goto_problem, Qt.LeftButton)
    qtbot.waitUntil(lambda: win.view.current_page == 2, timeout=3000)


def test_trial_run_shows_pages_with_heavy_collateral_loss_before_export(qtbot, monkeypatch, tmp_path):
    import app.export.geometry as geometry

    win = _rules_window(qtbot, monkeypatch, tmp_path)
    assert win.open_path(str(make_letter(tmp_path / "lettre.pdf")))
    wait_analysis(qtbot, win)
    real = geometry.line_boxes

    def too_tall(pt, s, e, thin=False):  # boxes far too tall, thin or not: the lines above and below lose words
        return [((r[0] - 40, r[1] - 14, r[2] + 40, r[3] + 14), full) for r, full in real(pt, s, e, thin)]

    monkeypatch.setattr(geometry, "line_boxes", too_tall)
    dlg = win.make_export_dialog()
    dlg.show()
    qtbot.mouseClick(dlg.trial_button, Qt.LeftButton)
    out = tmp_path / "lettre_anonymise.pdf"
    assert dlg.outcome.code == 0 and not out.exists()  # a trial writes nothing
    pages = dlg.result.verification.collateral_pages()
    assert pages, "the tall boxes should have cost words"
    assert "À revoir" in dlg.status.text() and str(pages[0] + 1) in dlg.status.text()
    assert dlg.goto_problem.isVisible()
    win.view.go_to_page(pages[0] + 1 if pages[0] == 0 else 0)
    qtbot.mouseClick(dlg.goto_problem, Qt.LeftButton)
    qtbot.waitUntil(lambda: win.view.current_page == pages[0], timeout=3000)
