"""A scanned page's text layer misreads letters of a name as digits ("8ENALI" for BENALI):
the name accepted on a clean page is removed in its misread writing too, in the written file."""

from __future__ import annotations

import io
from pathlib import Path

import pymupdf
import pypdf

from app.export import ExportOptions
from app.job import run_headless


def _pdf(path: Path) -> Path:
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_text((72, 90), "Nom de naissance : BENALI", fontsize=11)
    page.insert_text((72, 110), "Le patient a été vu en consultation de suivi.", fontsize=11)
    page = doc.new_page()
    # what a scan's OCR layer reads: the B as an 8, the L as a 1
    page.insert_text((72, 90), "Feuillet rose : 8ENALI - contrôle fait", fontsize=11)
    page.insert_text((72, 110), "Visa : BENAL1 (infirmière de garde)", fontsize=11)
    doc.save(path)
    return path


def test_a_misread_writing_of_an_accepted_name_is_removed(tmp_path):
    src = _pdf(tmp_path / "in.pdf")
    out = tmp_path / "out.pdf"
    res = run_headless(src, out, ExportOptions(), use_model=False)
    assert res.code == 0, res.stderr
    with pymupdf.open(out) as doc:
        mu = "".join(p.get_text() for p in doc)
    py = "".join(p.extract_text() or "" for p in pypdf.PdfReader(io.BytesIO(out.read_bytes())).pages)
    for text in (mu, py):
        assert "BENALI" not in text and "8ENALI" not in text and "BENAL1" not in text
        assert "contrôle fait" in text and "infirmière de garde" in text
