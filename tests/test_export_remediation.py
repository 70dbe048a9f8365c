"""Verification looks for personal data on its own and remediation removes it:
a value the plan never knew is found in the written bytes and masked by area."""

from __future__ import annotations

import json
from pathlib import Path

import pymupdf

from app.detection.analyze import default_detectors
from app.document import open_document
from app.export import ExportOptions, build_plan, export_document
from app.job import DocumentJob, ReviewInputs
from letter_fixture import pdftotext

NIR = "1 49 05 64 102 047 72"  # fictional, valid key
LINES = [
    "Compte rendu de consultation",
    "Date de naissance : 12/03/1950",
    "N° de sécurité sociale : %s" % NIR,
    "Courriel : gaston.exemple@exemple-mail.fr",
    "Examen clinique sans particularité.",
]


def _doc(path: Path, lines=LINES, step: float = 22) -> Path:
    doc = pymupdf.open()
    page = doc.new_page()
    for i, line in enumerate(lines):
        page.insert_text((60, 80 + step * i), line, fontsize=11, fontname="helv")
    doc.save(path)
    return path


def test_values_the_plan_never_knew_are_found_and_masked(tmp_path):
    src = _doc(tmp_path / "c.pdf")
    out = tmp_path / "out.pdf"
    with open_document(src) as doc:
        pages = doc.pages
        plan = build_plan(pages, [], ExportOptions())  # detection "missed" everything
        refused = export_document(doc, plan, None, ExportOptions(max_remediation_rounds=0))
        fixed = export_document(doc, plan, out, ExportOptions())
    kinds = {(p.label, p.check) for p in refused.verification.problems}
    assert {("DATE_NAISSANCE", "detection"), ("NIR", "detection"), ("EMAIL", "detection")} <= kinds
    assert not refused.ok and not refused.written
    assert fixed.ok and fixed.written, fixed.summary
    text = pdftotext(out)[0]
    for v in ("12/03/1950", "102 047", "exemple-mail"):
        assert v not in text
    assert "Examen clinique" in text and "Compte rendu" in text
    checks = {f["check"] for f in fixed.report["remediation"]["fallbacks"]}
    assert "detection" in checks and fixed.report["remediation"]["pages"] == [1]
    assert "1950" not in json.dumps(fixed.report)


def test_a_value_the_reviewer_kept_is_not_reported(tmp_path):
    src = _doc(tmp_path / "c.pdf")
    with DocumentJob.open(src) as job:
        job.extract_all()
        spans = job.detect(default_detectors(use_model=False))
        email = next(s for s in spans if s.label == "EMAIL")
        got = job.export(ReviewInputs(tuple(spans), {email.key: False}), tmp_path / "o.pdf")
    assert got.code == 0, got.stderr
    text = pdftotext(tmp_path / "o.pdf")[0]
    assert "gaston.exemple@exemple-mail.fr" in text and "12/03/1950" not in text
    assert got.result.report["remediation"]["fallbacks"] == []


def test_a_force_term_inside_a_longer_word_is_not_a_refusal(tmp_path):
    """The search uses the plan's word boundaries: "Praticien" is not in "Praticiens"."""
    _doc(tmp_path / "p.pdf", ["Praticiens hospitaliers du service", "Le Praticien responsable signe.", "Contents of the table"], 30)
    with open_document(tmp_path / "p.pdf") as d:
        opts = ExportOptions(force_terms=("Praticien", "Contents"))
        res = export_document(d, build_plan(d.pages, [], opts), tmp_path / "o.pdf", opts)
    assert res.ok, res.summary
    assert res.report["remediation"]["fallbacks"] == []
    text = pdftotext(tmp_path / "o.pdf")[0]
    assert "Praticiens hospitaliers" in text and "Le Praticien" not in text and "Contents" not in text


def test_a_name_broken_over_two_lines_by_a_hyphen_is_masked_on_both(tmp_path):
    """pdftotext joins "DURAN-" / "DEAU" into DURANDEAU: both halves must go."""
    _doc(tmp_path / "h.pdf", ["Patiente : Madame DURANDEAU Josiane, suivie pour", "une colectomie. Courrier adressé à Mme DURAN-",
                              "DEAU le lendemain, et au Dr Vestibu-", "lum pour avis."], 20)
    with open_document(tmp_path / "h.pdf") as d:
        pages = d.pages
        i = pages[0].text.index("DURANDEAU")
        from app.detection.spans import Span

        nom = Span(0, i, i + 9, "DURANDEAU", "NOM", "manual", 1.0)
        opts = ExportOptions(force_terms=("Vestibulum",))
        res = export_document(d, build_plan(pages, [nom], opts), tmp_path / "o.pdf", opts)
    assert res.ok, res.summary
    text = pdftotext(tmp_path / "o.pdf")[0]
    assert "DURAN" not in text and "DEAU" not in text and "Vestibu" not in text
    assert "lendemain" in text and "colectomie" in text
