"""Export dialog: the plan preview, then a verified file without the accepted values (checked with pypdf)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pypdf

from tests.ui_fixtures import make_pdf, make_window, wait_analysis

ROOT = Path(__file__).resolve().parents[1]


def _text(path: Path) -> str:
    return "\n".join(p.extract_text() or "" for p in pypdf.PdfReader(str(path)).pages)


def test_export_removes_accepted_spans(qtbot, monkeypatch, tmp_path):
    win = make_window(qtbot, monkeypatch, tmp_path)
    pdf = make_pdf(tmp_path / "cr.pdf", pages=2)
    assert win.open_path(str(pdf))
    wait_analysis(qtbot, win)
    win.force_panel.add_term("CHCB")
    # the user keeps the first name on page 1 (rejects it) and marks a word by hand
    prenom = next(s for s in win.session.spans(0) if s.label == "PRENOM")
    win.apply_decisions({prenom.key: False})
    text = win.session.texts[1]
    i = text.index("colectomie")
    win.add_manual_mark(1, i, i + len("colectomie"), "NOM")
    dlg = win.make_export_dialog()
    dlg.show()
    assert Path(dlg.output_edit.text()) == tmp_path / "cr_anonymise.pdf"
    # propagation re-adds nothing the user rejected; its additions are previewed on the pages
    assert all(not s.overlaps(prenom) for s in win.export_preview)
    result = dlg.run_export()
    assert result is not None and result.ok and result.verification.ok
    out = tmp_path / "cr_anonymise.pdf"
    assert out.is_file()
    got = _text(out)
    for value in ("DURANDEAU", "josiane.durandeau@exemple-mail.fr", "05 59 44 12 87", "CHCB"):
        assert value not in got
    assert "colectomie" in got.split("Page 2")[0]  # page 1 keeps the word; page 2 had it masked
    assert "Josiane" in got  # rejected on page 1 (and never propagated over a rejection)
    assert "14/03/2023" in got  # DATE is not ticked by default
    assert "Service de chirurgie" in got
    assert not win.session.dirty
    assert "Fichier écrit et vérifié" in dlg.status.text()
    dlg.close()
    assert win.export_preview == []


def test_screenshot_command(tmp_path):
    pdf = make_pdf(tmp_path / "cr.pdf", pages=2)
    out = tmp_path / "shot.png"
    env = {"QT_QPA_PLATFORM": "offscreen", "CAVIARD_DATA_DIR": str(tmp_path / "d"), "PATH": "/usr/bin:/bin"}
    r = subprocess.run([sys.executable, "-m", "app", "gui", str(pdf), "--screenshot", str(out)],
                       cwd=ROOT, env=env, capture_output=True, timeout=120)
    assert r.returncode == 0, r.stderr[-500:]
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    bad = tmp_path / "pas_un_pdf.pdf"
    bad.write_text("bonjour")
    r = subprocess.run([sys.executable, "-m", "app", "gui", str(bad), "--screenshot", str(tmp_path / "b.png")],
                       cwd=ROOT, env=env, capture_output=True, timeout=120)
    assert r.returncode == 2
    assert "PDF" in r.stderr.decode("utf-8")
