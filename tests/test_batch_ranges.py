"""A big file of a folder run is detected in page ranges by both workers, then
one document pass: the same spans as detecting it whole (fictional patient)."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pypdf

from app.batch import run, work
from app.cli import main
from app.export import ExportOptions

NAME, FIRST, BIRTH = "KERGUELEN", "Maëlle", "14/02/1952"


def _big(path: Path, pages: int) -> Path:
    doc = pymupdf.open()
    for p in range(pages):
        page = doc.new_page()
        lines = ["Patiente : Mme %s %s, née le %s" % (FIRST, NAME, BIRTH)] if p == 0 else []
        if p == pages - 3:
            lines.append("Rappel : %s 14.02.1952, revue en consultation." % NAME)  # only the document pass ties it
        lines += ["Suivi du %02d/03/2024 : examen clinique sans particularité, page %d." % (1 + p % 28, p + 1)]
        for k, line in enumerate(lines):
            page.insert_text((60, 80 + 20 * k), line, fontsize=11, fontname="helv")
    path.parent.mkdir(parents=True, exist_ok=True)
    doc.save(path)
    return path


def _key(s):
    return (s.page, s.start, s.end, s.label, s.source)


def test_ranges_cover_the_file_once():
    assert run.page_ranges(Path("/nonexistent.pdf")) == []
    for n in (48, 49, 100, 1000):
        ranges = run._split(n, run.RANGE_PAGES)
        assert ranges[0][0] == 0 and ranges[-1][1] == n
        assert all(a < b for a, b in ranges) and all(ranges[k][1] == ranges[k + 1][0] for k in range(len(ranges) - 1))
        assert max(b - a for a, b in ranges) <= run.RANGE_PAGES + 1
    assert run._split(47, run.RANGE_PAGES) == []


def test_ranges_then_document_pass_equal_whole_detection(tmp_path):
    pdf = _big(tmp_path / "long.pdf", 50)
    work.init_worker(False)
    options = ExportOptions()
    whole = work.detect_file(str(pdf), options)
    ranges = run.page_ranges(pdf)
    assert len(ranges) >= 2
    parts = [work.detect_range(str(pdf), options, a, b) for a, b in ranges]
    split = work.finish_file(str(pdf), options, parts)
    assert split["code"] == whole["code"] == 0
    assert sorted(map(_key, split["spans"])) == sorted(map(_key, whole["spans"]))
    assert split["values"] == whole["values"]
    # the bare date of page 48 is a birth date only because page 1 labels it: the pass ran over all pages
    assert any(s.page == 47 and s.label == "DATE_NAISSANCE" for s in split["spans"])


def test_a_failed_range_fails_the_file(tmp_path):
    work.init_worker(False)
    bad = {"code": 2, "message": "pages illisibles", "seconds": 0.1}
    assert work.finish_file(str(tmp_path / "x.pdf"), ExportOptions(), [{"code": 0}, bad]) is bad


def test_a_big_file_in_a_folder_is_written_clean(tmp_path):
    src = tmp_path / "in" / "OGC"
    _big(src / "dossier.pdf", 50)
    out = tmp_path / "out"
    rc = main(["anonymize-folder", str(tmp_path / "in"), "-o", str(out), "--no-model", "--workers", "2"])
    assert rc == 0
    written = next(out.rglob("*_anonymise.pdf"))
    reader = pypdf.PdfReader(str(written))
    assert len(reader.pages) == 50
    text = " ".join(p.extract_text() or "" for p in reader.pages)
    for value in (NAME, FIRST, "1952"):
        assert value not in text, value
    assert "particularité" in text


def _export_in_a_child(pdf: str) -> None:
    """A second reader that reads in its own process, started from a multiprocessing child."""
    from app.export import second_reader

    second_reader.PROCESS_MIN_PAGES = 1  # read in its own process whatever the size
    reader = second_reader.SecondReader(Path(pdf).read_bytes(), 3)
    assert reader.page_text(0) is not None and reader.status == "ok"


def test_a_child_process_using_the_reader_process_can_exit(tmp_path):
    """Exiting, a multiprocessing child joins its own children before the executors'
    exit hooks run: the idle reader process must be stopped first, or the child (a
    folder run's worker) never exits and the run never ends."""
    import multiprocessing

    pdf = _big(tmp_path / "long.pdf", 3)
    child = multiprocessing.get_context("spawn").Process(target=_export_in_a_child, args=(str(pdf),))
    child.start()
    child.join(90)
    alive = child.is_alive()
    if alive:
        child.kill()
    assert not alive and child.exitcode == 0


def test_the_second_reader_reads_every_chunk_the_same_in_the_worker_or_here(tmp_path, monkeypatch):
    """Chunks the worker has not started are read by the verifier itself: whichever
    process reads a page, the texts are pypdf's, in page order."""
    from app.export import second_reader

    pdf = _big(tmp_path / "long.pdf", 12)
    data = pdf.read_bytes()
    monkeypatch.setattr(second_reader, "PROCESS_MIN_PAGES", 1)
    monkeypatch.setattr(second_reader, "CHUNK_PAGES", 1)  # twelve chunks: most are taken back here
    reader = second_reader.SecondReader(data, 12)
    assert [reader.page_text(i) for i in range(12)] == second_reader.read_all(data)
    assert reader.status == "ok" and "page 12" in reader.page_text(11)
