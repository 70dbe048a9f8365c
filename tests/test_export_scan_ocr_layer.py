"""A scan with its OCR layer (a scanner's or OCRmyPDF's invisible text over the page image), as
hospitals receive incoming mail: the export keeps the layer's words that no box covers, so the
anonymised scan stays searchable, and removes the values from the layer as from the image, even
where the layer sits a little off the image and misread a name."""

from __future__ import annotations

import io
import subprocess
from pathlib import Path

import pymupdf
import pypdf
import pytest

from app.ocr.tessdata import find_tessdata
from tests.test_export_hiding_places import _anonymize  # (the command line, without the model)

pytestmark = pytest.mark.skipif(find_tessdata() is None, reason="fra.traineddata absent (apt-get install tesseract-ocr-fra)")

NAME = "MARCHETTI-VOLNAY"
MISREAD = "MARCHETT1-V0LNAY"
BIRTH = "14/03/1957"
EMAIL = "josiane.volnay@exemple-fictif.fr"
KEPT = "Suivi en cardiologie pour une insuffisance mitrale"
LINES = ["Patiente : Mme Josiane %s" % NAME, "Née le %s à Quimperlé" % BIRTH, "Courriel : %s" % EMAIL, KEPT + "."]


def _texts(path: Path) -> tuple[str, str]:
    pt = subprocess.run(["pdftotext", "-q", str(path), "-"], capture_output=True, text=True).stdout
    reader = pypdf.PdfReader(io.BytesIO(path.read_bytes()))
    return pt, "\n".join(p.extract_text() or "" for p in reader.pages)


def _scan(path: Path, layer_over_image: bool = True) -> Path:
    """The letter rendered to an image page, with an invisible OCR layer 2-3 points off the image
    that misread the surname; or, with ``layer_over_image`` False, the same invisible lines on a
    page whose image covers only a logo (no scan: the hidden text must go)."""
    src = pymupdf.open()
    sp = src.new_page(width=595, height=842)
    for k, line in enumerate(LINES):
        sp.insert_text((72, 100 + 22 * k), line, fontsize=12)
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    if layer_over_image:
        page.insert_image(page.rect, pixmap=sp.get_pixmap(dpi=200))
    else:
        page.insert_image(pymupdf.Rect(450, 20, 560, 70), pixmap=sp.get_pixmap(dpi=30, clip=pymupdf.Rect(72, 85, 300, 105)))
        page.insert_text((72, 400), "Compte rendu de consultation.", fontsize=12)
    for k, line in enumerate(LINES):
        page.insert_text((75, 102 + 22 * k), line.replace(NAME, MISREAD), fontsize=12, render_mode=3)
    doc.save(path)
    return path


def test_a_scan_keeps_its_ocr_layer_without_the_values(tmp_path, capsys):
    src = _scan(tmp_path / "courrier_scanne.pdf")
    assert all(MISREAD in t and KEPT in t for t in _texts(src))
    out = _anonymize(src, capsys)
    for text in _texts(out):
        assert " ".join(text.split()).count(KEPT) == 1, text  # still searchable
        for value in (NAME, MISREAD, "MARCHETT", BIRTH, EMAIL, "volnay"):
            assert value.lower() not in text.lower(), (value, text)
    with pymupdf.open(out) as pdf:  # the image under the boxes is blanked too
        assert pdf[0].get_image_info() and NAME not in pdf[0].get_text()


def test_invisible_text_on_no_scan_is_still_removed(tmp_path, capsys):
    out = _anonymize(_scan(tmp_path / "texte_cache.pdf", layer_over_image=False), capsys)
    for text in _texts(out):
        assert KEPT not in text and MISREAD not in text and "Compte rendu" in text


def test_the_layer_s_words_beside_and_under_a_value_stay(tmp_path, capsys):
    """A form's lines set close together: the box over the scan's pixels of a value reaches the
    layer's caption before it and the line under it; only the value's own glyphs leave the layer."""
    lines = ["Téléphone : 06 12 34 56 78", "Service des urgences adultes", "Patiente : Mme Josiane %s" % NAME,
             "Consultation de cardiologie programmée"]
    src = pymupdf.open()
    sp = src.new_page(width=595, height=842)
    for k, line in enumerate(lines):
        sp.insert_text((72, 100 + 13 * k), line, fontsize=12)
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_image(page.rect, pixmap=sp.get_pixmap(dpi=200))
    for k, line in enumerate(lines):
        page.insert_text((74, 101.5 + 13 * k), line, fontsize=12, render_mode=3)
    doc.save(tmp_path / "formulaire_scanne.pdf")
    out = _anonymize(tmp_path / "formulaire_scanne.pdf", capsys)
    for text in _texts(out):
        flat = " ".join(text.split())
        for kept in ("Téléphone", "Service des urgences adultes", "Patiente", "Consultation de cardiologie programmée"):
            assert kept in flat, (kept, flat)
        for value in (NAME, "06 12 34 56 78", "Josiane"):
            assert value not in flat, (value, flat)
