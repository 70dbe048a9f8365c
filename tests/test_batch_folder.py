"""``anonymize-folder``: a dossier's values carried across its files, bad files
listed without stopping the batch, neutral names, --resume (fictional patient)."""

from __future__ import annotations

import json
from pathlib import Path

import pymupdf
import pypdf
import pytest

from app.cli import main

NAME, FIRST = "TREVIDIC", "Odile"
BIRTH, IPP = "09/11/1947", "80045181"


def _pdf(path: Path, lines: list[str]) -> Path:
    doc = pymupdf.open()
    page = doc.new_page()
    for k, line in enumerate(lines):
        page.insert_text((60, 80 + 20 * k), line, fontsize=11, fontname="helv")
    path.parent.mkdir(parents=True, exist_ok=True)
    doc.save(path)
    return path


def _dossier(root: Path) -> Path:
    d = root / "in" / ("OGC_%s" % NAME)
    # the identity is labelled in the discharge letter only
    _pdf(d / ("CRH_%s_%s.pdf" % (NAME, FIRST)), [
        "Compte rendu d'hospitalisation", "Patiente : Mme %s %s" % (FIRST, NAME), "Née le %s, IPP : %s" % (BIRTH, IPP),
        "Sortie le 14/03/2024, suites simples."])
    # the lab result prints them bare, each on its own line (a barcode's caption, a sticker):
    # nothing on the file alone tells what they are
    _pdf(d / "bio.pdf", ["Laboratoire, résultats du 12/03/2024", "%s %s" % (NAME, FIRST), "09.11.1947", IPP,
                         "Hémoglobine 13,5 g/dl"])
    _pdf(d / "lettre.pdf", ["Cher confrère,", "j'ai revu Mme %s ce jour." % NAME, "Bien confraternellement."])
    return root / "in"


def _text(path: Path) -> str:
    return " ".join(p.extract_text() or "" for p in pypdf.PdfReader(str(path)).pages)


def test_a_dossier_shares_its_values_across_its_files(tmp_path, capsys):
    src = _dossier(tmp_path)
    out, summary = tmp_path / "out", tmp_path / "resume.json"
    rc = main(["anonymize-folder", str(src), "-o", str(out), "--report", str(summary), "--no-model", "--workers", "1"])
    err = capsys.readouterr().err
    assert rc == 0, err
    outputs = sorted(out.rglob("*_anonymise.pdf"))
    assert [p.relative_to(out).as_posix() for p in outputs] == [
        "dossier-001/document-001_anonymise.pdf", "dossier-001/document-002_anonymise.pdf",
        "dossier-001/document-003_anonymise.pdf"]
    for p in outputs:
        text = _text(p)
        for value in (NAME, FIRST, IPP, "1947"):
            assert value not in text, (p.name, value)
    assert "Hémoglobine" in _text(outputs[1]) and "confrère" in _text(outputs[2])
    data = json.loads(summary.read_text(encoding="utf-8"))
    assert data["written"] == 3 and data["failed"] == 0
    assert data["files"][1]["dossier_added"] >= 1  # the lab result got the dossier's values
    blob = summary.read_text(encoding="utf-8") + summary.with_suffix(".csv").read_text(encoding="utf-8") + err
    assert NAME not in blob and FIRST not in blob  # no name, not even the one in a file name


def test_without_the_dossier_the_bare_values_stay(tmp_path):
    src = _dossier(tmp_path)
    out = tmp_path / "out"
    assert main(["anonymize-folder", str(src), "-o", str(out), "--no-model", "--workers", "1", "--dossier", "file"]) == 0
    # the labelled file is anonymised on its own; the lab result's bare IPP is only found with the dossier
    assert IPP in _text(next(p for p in sorted(out.rglob("*.pdf")) if "dossier-002" in p.as_posix()))


def test_bad_files_are_listed_and_the_others_written(tmp_path, capsys):
    src = _dossier(tmp_path)
    enc = pymupdf.open()
    enc.new_page().insert_text((60, 80), "Document protégé")
    enc.save(src / ("OGC_%s" % NAME) / "protege.pdf", encryption=pymupdf.PDF_ENCRYPT_AES_256, owner_pw="a", user_pw="b")
    (src / ("OGC_%s" % NAME) / "notes.txt").write_text("pas un PDF", encoding="utf-8")
    (src / ("OGC_%s" % NAME) / "casse.pdf").write_bytes(b"%PDF-1.7\n garbage")
    out, summary = tmp_path / "out", tmp_path / "resume.json"
    rc = main(["anonymize-folder", str(src), "-o", str(out), "--report", str(summary), "--no-model", "--workers", "2"])
    assert rc == 3
    data = json.loads(summary.read_text(encoding="utf-8"))
    codes = sorted(r["code"] for r in data["files"])
    assert codes == [0, 0, 0, 2, 2] and data["skipped"] == 1
    assert len(list(out.rglob("*_anonymise.pdf"))) == 3
    err = capsys.readouterr().err
    assert "Traceback" not in err
    assert "endommagé" in err and "mot de passe" in err.lower()  # each bad file says why, on the terminal too
    assert summary.with_suffix(".csv").read_text(encoding="utf-8").splitlines()[0].endswith(";message")


def test_resume_skips_what_is_done_and_redoes_a_changed_input(tmp_path):
    src = _dossier(tmp_path)
    out, summary = tmp_path / "out", tmp_path / "resume.json"
    args = ["anonymize-folder", str(src), "-o", str(out), "--report", str(summary), "--no-model", "--workers", "1"]
    assert main(args) == 0
    _pdf(src / ("OGC_%s" % NAME) / "lettre.pdf", ["Cher confrère,", "nouvelle version pour Mme %s." % NAME])
    assert main(args + ["--resume"]) == 0
    rows = json.loads(summary.read_text(encoding="utf-8"))["files"]
    assert [r["status"] for r in rows] == ["déjà fait", "déjà fait", "écrit"]
    assert "nouvelle version" in _text(out / "dossier-001" / "document-003_anonymise.pdf")


def test_resume_makes_again_the_files_done_with_other_options(tmp_path):
    """A term forced on the second run must reach the files the first run wrote."""
    src = _dossier(tmp_path)
    out, summary = tmp_path / "out", tmp_path / "resume.json"
    args = ["anonymize-folder", str(src), "-o", str(out), "--report", str(summary), "--no-model", "--workers", "1"]
    assert main(args) == 0
    assert main(args + ["--resume"]) == 0  # same options: nothing to do
    assert {r["status"] for r in json.loads(summary.read_text(encoding="utf-8"))["files"]} == {"déjà fait"}
    assert main(args + ["--resume", "--force-term", "confrère"]) == 0
    rows = json.loads(summary.read_text(encoding="utf-8"))["files"]
    assert [r["status"] for r in rows] == ["écrit", "écrit", "écrit"]
    assert "confrère" not in _text(out / "dossier-001" / "document-003_anonymise.pdf")


@pytest.mark.parametrize("workers", ["1", "2"])
def test_resume_still_carries_the_dossier_values_to_a_file_made_again(tmp_path, capsys, workers):
    """The files skipped by --resume are read again for their values: the lab result
    made again still loses the IPP and birth date it prints bare."""
    src = _dossier(tmp_path)
    out, summary = tmp_path / "out", tmp_path / "resume.json"
    args = ["anonymize-folder", str(src), "-o", str(out), "--report", str(summary), "--no-model", "--workers", workers]
    assert main(args) == 0
    _pdf(src / ("OGC_%s" % NAME) / "bio.pdf", ["Laboratoire, résultats du 13/03/2024 (contrôle)",
                                             "%s %s 09.11.1947 %s" % (NAME, FIRST, IPP), "Hémoglobine 13,9 g/dl"])
    capsys.readouterr()
    assert main(args + ["--resume"]) == 0
    rows = json.loads(summary.read_text(encoding="utf-8"))["files"]
    assert [r["status"] for r in rows] == ["déjà fait", "écrit", "déjà fait"]
    text = _text(out / "dossier-001" / "document-002_anonymise.pdf")
    assert "contrôle" in text and IPP not in text and "1947" not in text and NAME not in text
    assert "1 écrit(s), 2 déjà fait(s)" in capsys.readouterr().err


def test_bad_arguments_exit_2(tmp_path):
    assert main(["anonymize-folder", str(tmp_path / "absent"), "-o", str(tmp_path / "o")]) == 2
    src = _dossier(tmp_path)
    assert main(["anonymize-folder", str(src), "-o", str(tmp_path / "o"), "--mapping", str(tmp_path / "o" / "m.csv")]) == 2


def test_ctrl_c_keeps_finished_files_and_leaves_no_partial_one(tmp_path):
    import os
    import signal
    import subprocess
    import sys
    import time

    root = Path(__file__).resolve().parents[1]
    src = tmp_path / "in"
    for k in range(12):
        _pdf(src / ("d%02d" % k) / "cr.pdf", ["Compte rendu", "Patiente : Mme %s %s, née le %s" % (FIRST, NAME, BIRTH)] * 10)
    out = tmp_path / "out"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = subprocess.Popen([sys.executable, "-m", "app", "anonymize-folder", str(src), "-o", str(out), "--no-model",
                             "--workers", "2"], cwd=root, env=env, stderr=subprocess.PIPE, text=True, start_new_session=True)
    deadline = time.time() + 60
    while time.time() < deadline and not list(out.rglob("*_anonymise.pdf")):
        time.sleep(0.1)
    os.killpg(proc.pid, signal.SIGINT)  # what Ctrl+C sends to the terminal's process group
    err = proc.communicate(timeout=120)[1]
    assert proc.returncode in (130, 0), err  # 0 only if the run had already finished
    assert "Traceback" not in err
    written = list(out.rglob("*_anonymise.pdf"))
    assert written
    leftovers = [p for p in out.rglob("*") if p.is_file() and not (p.name.endswith("_anonymise.pdf") or p.name.endswith(".rapport.json"))]
    assert not leftovers, leftovers  # no temporary or partial file
    for p in written:
        assert pymupdf.open(p).page_count == 1  # every output is whole


def test_progress_bar_on_a_terminal_and_lines_in_a_log(capsys):
    from app.batch.progress import FolderProgress

    bar = FolderProgress(3, done=1, bar=True)
    bar.update("dossier-001/document-002", {"code": 0, "pages": 4, "seconds": 0.5})
    bar.update("dossier-001/document-003", {"code": 3, "pages": 2, "seconds": 0.5})
    bar.close()
    err = capsys.readouterr().err
    assert "3/3 fichiers" in err and "pages/s" in err
    assert "document-003 : refusé (vérification)" in err and "document-002 :" not in err  # only failures get a line
    lines = []
    plain = FolderProgress(2, say=lines.append)
    plain.update("dossier-001/document-001", {"code": 0, "pages": 3, "seconds": 1.0})
    assert lines and lines[0].startswith("[1/2] dossier-001/document-001 : écrit (3 p.")


def test_ctrl_c_while_the_workers_close_ends_cleanly(tmp_path, monkeypatch, capsys):
    """A Ctrl+C that reaches the main process as the pool closes (the work is done) gives
    the French message, the summary and code 130, not a traceback."""
    from app.batch import run

    class Closing(run._Inline):
        def shutdown(self, wait=True, **_kw):
            if wait:
                raise KeyboardInterrupt

    monkeypatch.setattr(run, "_open_pool", lambda fo, one_unit: Closing(fo.use_model))
    src = _dossier(tmp_path)
    summary = tmp_path / "resume.json"
    rc = main(["anonymize-folder", str(src), "-o", str(tmp_path / "out"), "--report", str(summary), "--no-model"])
    err = capsys.readouterr().err
    assert rc == 130 and "Interrompu" in err and "Traceback" not in err
    assert summary.is_file()


def test_a_file_written_with_warnings_says_why_in_the_summary(tmp_path):
    from test_document_errors import _letter_without_its_font

    src = tmp_path / "entree"
    src.mkdir()
    _letter_without_its_font(src)
    summary = tmp_path / "resume.json"
    assert main(["anonymize-folder", str(src), "-o", str(tmp_path / "out"), "--report", str(summary), "--no-model"]) == 0
    (row,) = json.loads(summary.read_text(encoding="utf-8"))["files"]
    assert row["code"] == 0 and "polices" in row["message"]
