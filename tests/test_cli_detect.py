"""``python -m app detect``: the JSON contract on .pdf and .txt input."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FIELDS = {"page", "start", "end", "text", "label", "source", "confidence"}


def _run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "app", *args], cwd=ROOT, capture_output=True, text=True, timeout=120)


def test_detect_txt_finds_email_with_exact_offsets(tmp_path):
    text = "Contact : é.martin@exemple-hopital.fr.\nFin."
    p = tmp_path / "note.txt"
    p.write_text(text, encoding="utf-8")
    r = _run("detect", str(p), "--no-model")
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    assert data["pages"] == 1
    emails = [s for s in data["spans"] if s["label"] == "EMAIL"]
    assert len(emails) == 1
    s = emails[0]
    assert FIELDS <= set(s)
    assert text[s["start"] : s["end"]] == s["text"] == "é.martin@exemple-hopital.fr"


def test_detect_pdf_to_json_file(tmp_path, sample_pdf):
    out = tmp_path / "spans.json"
    r = _run("detect", str(sample_pdf), "--json", str(out), "--no-model")
    assert r.returncode == 0, r.stderr
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["pages"] == 3
    assert any(s["label"] == "EMAIL" and s["text"] == "m.etcheverry@exemple-mail.fr" for s in data["spans"])
    for s in data["spans"]:
        assert FIELDS <= set(s)
        assert 0 <= s["page"] < 3 and s["start"] < s["end"]


def test_detect_bad_arguments_exit_2(tmp_path):
    p = tmp_path / "x.txt"
    p.write_text("rien", encoding="utf-8")
    assert _run("detect", str(p), "--min-confidence", "1.5").returncode == 2
    assert _run("detect").returncode == 2


def test_help_and_argument_errors_are_in_french(capsys):
    import pytest as _pytest

    from app.cli import main

    for args in (["--help"], ["anonymize", "--help"]):
        with _pytest.raises(SystemExit):
            main(args)
        out = capsys.readouterr().out
        assert "afficher cette aide" in out and "show this help" not in out and "positional arguments" not in out
        assert args[0] != "--help" or "Codes de sortie" in out  # the exit codes, in the main help
    with _pytest.raises(SystemExit) as info:
        main(["anonymize", "entree.pdf"])
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert "arguments obligatoires manquants : -o/--output" in err and "required" not in err


def test_detect_names_image_only_pages_and_warns(tmp_path):
    """detect reads the text layer only: a scanned page gives no span, so it says so."""
    import pymupdf

    img = pymupdf.Pixmap(pymupdf.csRGB, pymupdf.IRect(0, 0, 400, 560), False)
    img.clear_with(200)
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_image(page.rect, pixmap=img)
    doc.new_page().insert_text((72, 72), "Compte rendu du 02/04/2024.")
    p = tmp_path / "scan.pdf"
    doc.save(p)
    r = _run("detect", str(p), "--no-model")
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["image_only_pages"] == [0]
    assert "image seule" in r.stderr and "OCR" in r.stderr
