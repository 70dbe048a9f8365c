"""The Qt-free document job: three-state decisions, birth-date writings, the
image-page policy, and the headless run that ``anonymize`` is."""

from __future__ import annotations

import json

import pymupdf
import pytest

from app.detection.birth_dates import relabel_birth_dates
from app.detection.spans import Span
from app.export.options import ExportOptions
from app.export.plan import build_plan
from app.job import (
    ACCEPTED,
    EXIT_OK,
    EXIT_PAGES,
    REJECTED,
    UNSELECTED,
    DocumentJob,
    ImagePages,
    JobError,
    ReviewInputs,
    resolve,
    run_headless,
)
from letter_fixture import BIRTH_WRITINGS, CARE_DATES, make_letter, pdftotext


def _sp(page, text, full, label, conf=0.95, source="rules.dates"):
    i = full.index(text)
    return Span(page, i, i + len(text), text, label, source, conf)


def test_three_states_and_only_rejections_block_propagation():
    page = "Né le 21/05/1949. Revu le 21.05.1949 et le 14/03/2023."
    birth = _sp(0, "21/05/1949", page, "DATE_NAISSANCE")
    care = _sp(0, "21.05.1949", page, "DATE")  # unselected by default: a care date
    other = _sp(0, "14/03/2023", page, "DATE")
    opts = ExportOptions()
    r = resolve([birth, care, other], {}, opts)
    assert r.accepted == (birth,) and r.rejected == () and set(r.unselected) == {care, other}
    plan = build_plan([page], r.accepted, opts, rejected=r.rejected)
    masked = {page[it.span.start:it.span.end] for it in plan.items}
    assert "21.05.1949" in masked, "an unselected hit must not shield a birth date"
    assert "14/03/2023" not in masked
    # an explicit reviewer rejection does stop the propagation at that place
    r = resolve([birth, care, other], {care.key: False}, opts)
    assert r.rejected == (care,)
    plan = build_plan([page], r.accepted, opts, rejected=r.rejected)
    assert "21.05.1949" not in {page[it.span.start:it.span.end] for it in plan.items}


def test_states_of_low_confidence_and_overrides():
    from app.job import state_of

    text = "Dr DUPONTEL"
    low = _sp(0, "DUPONTEL", text, "NOM", conf=0.2, source="model")
    opts = ExportOptions()
    assert state_of(low, {}, opts) == UNSELECTED
    assert state_of(low, {low.key: True}, opts) == ACCEPTED
    assert state_of(low, {low.key: False}, opts) == REJECTED


def test_every_writing_of_a_birth_date_is_a_birth_date():
    texts = ["Née le 1er mars 1950", "vue le 01/03/50, le 1.3.1950, le 01 03 1950, puis le 02/03/1950"]
    spans = [_sp(0, "Née le 1er mars 1950", texts[0], "DATE_NAISSANCE")]
    for w in ("01/03/50", "1.3.1950", "01 03 1950", "02/03/1950"):
        spans.append(_sp(1, w, texts[1], "DATE"))
    got = {s.text: s.label for s in relabel_birth_dates(spans)}
    assert got["01/03/50"] == got["1.3.1950"] == got["01 03 1950"] == "DATE_NAISSANCE"
    assert got["02/03/1950"] == "DATE", "another day stays a care date"


def test_image_page_policy_messages_and_codes():
    class P:
        def __init__(self, i, image_only, rects=()):
            self.index, self.image_only, self.image_rects, self.text = i, image_only, rects, ""

    img = ImagePages()
    img.note_page(P(0, False))
    img.note_page(P(1, True))
    img.note_page(P(2, False, [(0, 0, 1, 1)]))
    assert img.needs_ocr == [1, 2] and img.image_only == [1]
    with pytest.raises(JobError) as e:
        img.pages_to_mask(False)
    assert e.value.code == EXIT_PAGES and "--mask-image-pages" in str(e.value) and "(2)" in str(e.value)
    assert img.pages_to_mask(True) == [1]
    assert img.pages_to_mask(False, masked_by_user=[1]) == []  # masked whole by hand: dealt with
    assert "grande image" in img.warnings()[0] and "indisponible" in img.warnings()[0]
    assert "a échoué" in img.warnings("failed")[0]  # the reason is the real one


def test_headless_run_removes_every_birth_writing_keeps_care_dates(tmp_path):
    src = make_letter(tmp_path / "lettre.pdf")
    out = tmp_path / "out.pdf"
    rep = tmp_path / "r.json"
    got = run_headless(src, out, ExportOptions(), report_path=rep, use_model=False)
    assert got.code == EXIT_OK and out.is_file(), got.stderr
    text = "\n".join(pdftotext(out))
    for w in BIRTH_WRITINGS + ("21/05/1949",):
        assert w not in text
    for d in CARE_DATES:
        assert d in text
    report = json.loads(rep.read_text(encoding="utf-8"))
    assert report["review"] == {"rejected": {}, "critical_rejected": {}}
    assert "1949" not in rep.read_text(encoding="utf-8")


def test_job_export_lists_critical_rejections_without_values(tmp_path):
    src = make_letter(tmp_path / "lettre.pdf")
    with DocumentJob.open(src) as job:
        job.extract_all()
        from app.detection.analyze import default_detectors

        spans = job.detect(default_detectors(use_model=False))
        birth = next(s for s in spans if s.label == "DATE_NAISSANCE" and s.page == 0)
        review = ReviewInputs(tuple(spans), {birth.key: False})
        out = job.export(review, tmp_path / "o.pdf", report_path=tmp_path / "r.json")
    assert out.code == EXIT_OK
    report = json.loads((tmp_path / "r.json").read_text(encoding="utf-8"))
    assert report["review"]["critical_rejected"] == {"DATE_NAISSANCE": 1}
    assert "relecteur" in out.stdout[0]


def test_open_errors_are_job_errors(tmp_path):
    bad = tmp_path / "x.pdf"
    bad.write_bytes(b"not a pdf")
    with pytest.raises(JobError) as e:
        DocumentJob.open(bad)
    assert e.value.code == 2 and "PDF" in str(e.value)
    empty = tmp_path / "e.pdf"
    doc = pymupdf.open()
    doc.new_page()
    doc.save(empty)
    got = run_headless(empty, empty, ExportOptions(), use_model=False)
    assert got.code == 2 and "différent" in got.stderr[-1]


@pytest.mark.parametrize("fraction", [0.5, 0.8, 0.95])
def test_a_file_cut_short_gives_a_code_and_a_french_message(tmp_path, capsys, fraction):
    from app.cli import main

    src = make_letter(tmp_path / "lettre.pdf")
    data = src.read_bytes()
    cut = tmp_path / "coupe.pdf"
    cut.write_bytes(data[: int(len(data) * fraction)])
    out = tmp_path / "out.pdf"
    code = main(["anonymize", str(cut), "-o", str(out), "--no-model"])
    err = capsys.readouterr().err
    assert code in (0, 2, 3, 4) and "Traceback" not in err
    if code == 0:  # MuPDF repaired it: the output is verified, and the user is told
        assert "réparé" in err
    else:
        assert err.startswith("Erreur : ") or "Erreur : " in err
        assert not out.exists()
