"""``anonymize`` with scanned pages: OCR, pixel redaction, second OCR pass, exit codes 3 and 4."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pymupdf
import pypdf
import pytest

from app.cli import main
from app.ocr import find_tessdata, ocr_pages
from app.ocr.verify import value_readable

ROOT = Path(__file__).resolve().parents[1]
TESSDATA = find_tessdata()
needs_fra = pytest.mark.skipif(
    TESSDATA is None, reason="fra.traineddata absent (apt-get install tesseract-ocr-fra, ou CAVIARD_TESSDATA)"
)

NAME = "KERGUELEN-ABGRALL"
FIRST = "Gwendoline"
EMAIL = "gwendoline.abgrall@exemple-fictif.fr"
BIRTH = "21/05/1949"
SCAN_LINES = [
    "Lettre d'adressage (document scanné)",
    "Patiente : Mme %s %s" % (FIRST, NAME),
    "Née le %s" % BIRTH,
    "Courriel : %s" % EMAIL,
    "Motif : bilan d'une dyspnée d'effort.",
]


def make_pdf(path: Path) -> Path:
    """Page 1: native text; page 2: the same patient on a scanned page (200 dpi, image only)."""
    src = pymupdf.open()
    sp = src.new_page(width=595, height=842)
    for k, line in enumerate(SCAN_LINES):
        sp.insert_text((72, 100 + 22 * k), line, fontsize=12)
    pix = sp.get_pixmap(dpi=200, colorspace=pymupdf.csGRAY)
    doc = pymupdf.open()
    p0 = doc.new_page(width=595, height=842)
    p0.insert_text((72, 90), "Compte rendu : Mme %s %s, consultation du 12/03/2024." % (FIRST, NAME), fontsize=11)
    p1 = doc.new_page(width=595, height=842)
    p1.insert_image(p1.rect, pixmap=pix)
    doc.save(path)
    return path


def name_rect_on_scan() -> pymupdf.Rect:
    """Where the surname sits on the scanned page (the scan covers the page at scale 1)."""
    src = pymupdf.open()
    sp = src.new_page(width=595, height=842)
    for k, line in enumerate(SCAN_LINES):
        sp.insert_text((72, 100 + 22 * k), line, fontsize=12)
    return sp.search_for(NAME)[0]


def values():
    return [("NOM", NAME), ("PRENOM", FIRST), ("EMAIL", EMAIL), ("DATE_NAISSANCE", BIRTH)]


@needs_fra
def test_scanned_page_redacted_and_unreadable(tmp_path, capsys):
    src = make_pdf(tmp_path / "dossier.pdf")
    out, rep = tmp_path / "anonyme.pdf", tmp_path / "rapport.json"
    rc = main(["anonymize", str(src), "-o", str(out), "--report", str(rep), "--no-model"])
    assert rc == 0, capsys.readouterr().err
    report = json.loads(rep.read_text(encoding="utf-8"))
    assert report["ocr_pages"] == [2] and report["verification"]["ok"]
    # No invisible OCR text layer: the scanned page holds only placeholder labels.
    with pymupdf.open(out) as doc:
        assert doc.page_count == 2
        tokens = doc[1].get_text().split()
        assert all(re.fullmatch(r"\[[A-Z_]+\]", t) for t in tokens), "unexpected text on the scanned page"
        assert "[NOM]" in tokens and "[EMAIL]" in tokens
    other = " ".join((p.extract_text() or "") for p in pypdf.PdfReader(str(out)).pages)
    assert NAME not in other and EMAIL not in other
    # A second, independent OCR pass over the written file reads none of the values
    # (the same check reads them on the input: test_ocr_pages), but the rest survives.
    again = ocr_pages(out, [1], tessdata=TESSDATA, dpi=200, full_page=True)[1].text
    assert not [label for label, v in values() if value_readable(v, again, label)]
    assert "dyspnée" in again and "Motif" in again


def _covers_name(r) -> bool:
    name_box = name_rect_on_scan()
    r = pymupdf.Rect(r)
    return r.intersects(name_box) and abs((r.y0 + r.y1) / 2 - (name_box.y0 + name_box.y1) / 2) < 4


def _hole_on_scan(monkeypatch):
    """Leave the surname on the scanned page (page index 1) unredacted, whatever the
    export's internals: drop the redaction rectangles that cover it."""
    import app.export.redact as redact

    real = redact._apply_boxes

    def hole(page, boxes, *args, **kwargs):
        if page.number == 1:
            boxes = [b for b in boxes if not _covers_name(b[0])]
        return real(page, boxes, *args, **kwargs)

    monkeypatch.setattr(redact, "_apply_boxes", hole)


@needs_fra
def test_name_no_box_removes_on_scan_is_painted_into_its_picture(tmp_path, capsys, monkeypatch):
    # Redaction never takes the surname away; the page, rebuilt as a picture of itself,
    # has every planned box painted in; OCR reads that picture again.
    _hole_on_scan(monkeypatch)
    src = make_pdf(tmp_path / "dossier.pdf")
    out, rep = tmp_path / "anonyme.pdf", tmp_path / "rapport.json"
    assert main(["anonymize", str(src), "-o", str(out), "--no-model", "--report", str(rep)]) == 0, capsys.readouterr().err
    assert json.loads(rep.read_text(encoding="utf-8"))["rebuilt_pages"] == [2]
    with pymupdf.open(out) as doc:
        assert doc[1].get_text().strip() == "" and doc[0].get_text().strip() != ""
    again = ocr_pages(out, [1], tessdata=TESSDATA, dpi=200, full_page=True)[1].text
    assert not value_readable(NAME, again, "NOM") and "dyspnée" in again


@needs_fra
def test_name_left_on_scan_fails_second_ocr_exit_3(tmp_path, capsys, monkeypatch):
    # The surname stays on the scanned page, in its picture too: OCR of the rebuilt page
    # reads it, and the file is refused.
    import app.export.pipeline as pipeline

    _hole_on_scan(monkeypatch)
    real = pipeline.rebuild_pages_as_images
    monkeypatch.setattr(pipeline, "rebuild_pages_as_images",
                        lambda doc, pictures, applied: real(doc, pictures, [a for a in applied if not _covers_name(a.rect)]))
    src = make_pdf(tmp_path / "dossier.pdf")
    out = tmp_path / "anonyme.pdf"
    assert main(["anonymize", str(src), "-o", str(out), "--no-model"]) == 3
    err = capsys.readouterr().err
    assert not out.exists() and not list(tmp_path.glob(".caviard-*"))
    assert "page 2" in err and "OCR" in err and "Traceback" not in err
    assert NAME not in err and FIRST not in err


@needs_fra
def test_name_left_on_scan_is_masked_where_ocr_reads_it(tmp_path, capsys, monkeypatch):
    # The plan's own box over the surname is lost (as with a misplaced OCR box);
    # the second OCR pass reads the name, and the remediation masks it where OCR saw it.
    import app.export.redact as redact

    name_box = name_rect_on_scan()
    real = redact._apply_boxes

    def hole(page, boxes, *args, **kwargs):
        if page.number == 1:  # only the plan's labelled boxes: remediation areas carry no label
            boxes = [b for b in boxes if not (b[1] and pymupdf.Rect(b[0]).intersects(name_box))]
        return real(page, boxes, *args, **kwargs)

    monkeypatch.setattr(redact, "_apply_boxes", hole)
    src = make_pdf(tmp_path / "dossier.pdf")
    out, rep = tmp_path / "anonyme.pdf", tmp_path / "rapport.json"
    assert main(["anonymize", str(src), "-o", str(out), "--no-model", "--report", str(rep)]) == 0, capsys.readouterr().err
    report = json.loads(rep.read_text(encoding="utf-8"))
    assert any(f["check"] == "ocr" and f["page"] == 2 for f in report["remediation"]["fallbacks"]), report["remediation"]
    with pymupdf.open(out) as doc:
        pix = doc[1].get_pixmap(dpi=200)
    again = pymupdf.open()
    pg = again.new_page(width=595, height=842)
    pg.insert_image(pg.rect, pixmap=pix)
    text = ocr_pages_text(again)
    assert not value_readable(NAME, text, "NOM")


def ocr_pages_text(doc) -> str:
    import tempfile

    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "x.pdf"
        doc.save(path)
        return ocr_pages(path, [0], tessdata=TESSDATA, full_page=True)[0].text


def test_missing_tessdata_exit_4_nothing_written(tmp_path):
    src = make_pdf(tmp_path / "dossier.pdf")
    out = tmp_path / "anonyme.pdf"
    empty = tmp_path / "tessdata"
    empty.mkdir()
    env = dict(os.environ, CAVIARD_TESSDATA=str(empty), PYTHONPATH=str(ROOT))
    cmd = [sys.executable, "-m", "app", "anonymize", str(src), "-o", str(out), "--no-model"]
    r = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT, env=env, timeout=120)
    assert r.returncode == 4, r.stderr
    assert not out.exists() and "--mask-image-pages" in r.stderr and "Traceback" not in r.stderr
    r = subprocess.run(cmd + ["--mask-image-pages"], capture_output=True, text=True, cwd=ROOT, env=env, timeout=120)
    assert r.returncode == 0, r.stderr
    with pymupdf.open(out) as doc:
        assert doc.page_count == 2 and not doc[1].get_images() and doc[1].get_text().strip() == ""


STICKER_NAME = "TRÉGUIER"
STICKER_LINES = ["%s Maëlle" % STICKER_NAME, "IPP 44558821"]


def make_sticker_pdf(path: Path) -> tuple[Path, pymupdf.Rect]:
    """A text page with a small scanned patient sticker (6 × 2 cm, under 10 % of the page)."""
    label = pymupdf.open()
    lp = label.new_page(width=170, height=57)
    lp.insert_text((8, 22), STICKER_LINES[0], fontsize=14)
    lp.insert_text((8, 44), STICKER_LINES[1], fontsize=14)
    pix = lp.get_pixmap(dpi=300, colorspace=pymupdf.csGRAY)
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((72, 90), "Compte rendu de consultation de Mme Maëlle %s." % STICKER_NAME, fontsize=11)
    page.insert_text((72, 112), "Examen clinique sans particularité. Traitement inchangé.", fontsize=11)
    where = pymupdf.Rect(380, 140, 550, 197)
    page.insert_image(where, pixmap=pix)
    doc.save(path)
    return path, where


@needs_fra
def test_a_small_sticker_image_is_read_and_its_values_masked(tmp_path, capsys):
    src, where = make_sticker_pdf(tmp_path / "consultation.pdf")
    with pymupdf.open(src) as d:
        assert abs(where) < 0.1 * abs(d[0].rect)  # smaller than the "large image" share
    out, rep = tmp_path / "anonyme.pdf", tmp_path / "rapport.json"
    rc = main(["anonymize", str(src), "-o", str(out), "--report", str(rep), "--no-model"])
    assert rc == 0, capsys.readouterr().err
    report = json.loads(rep.read_text(encoding="utf-8"))
    assert report["ocr_pages"] == [1]
    # the sticker's pixels no longer show the name: OCR of the written file's image region
    from app.ocr.verify import verify_ocr_redaction

    problems = verify_ocr_redaction(out.read_bytes(), [0], [("NOM", STICKER_NAME)], TESSDATA, full_pages=[])
    assert problems == []
    before = verify_ocr_redaction(src.read_bytes(), [0], [("NOM", STICKER_NAME)], TESSDATA, full_pages=[])
    assert before, "the check reads the sticker on the input"
    with pymupdf.open(out) as doc:
        assert STICKER_NAME not in doc[0].get_text()
        assert "Examen clinique" in doc[0].get_text()


@needs_fra
def test_a_value_mupdf_cannot_read_is_placed_by_ocr_of_the_rendered_page():
    """The second reader finds a value MuPDF's text does not hold: its place comes from
    OCR of the rendered page, so the remediation can mask it there."""
    from app.export.verify_search import PageLocator

    label = pymupdf.open()
    lp = label.new_page(width=200, height=40)
    lp.insert_text((8, 28), "Mme DURANDEAU", fontsize=16)
    pix = lp.get_pixmap(dpi=300, colorspace=pymupdf.csGRAY)
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((72, 90), "Compte rendu.", fontsize=11)
    where = pymupdf.Rect(300, 300, 500, 340)
    page.insert_image(where, pixmap=pix)
    rects = PageLocator(page, 0).rects_of_text("DURANDEAU")
    assert rects and all(where.intersects(pymupdf.Rect(r)) for r in rects)
    assert PageLocator(page, 0).rects_of_text("ABSENTVALUE") == []


@needs_fra
def test_image_page_ocr_reads_nothing_on_is_masked_with_a_warning(tmp_path, capsys):
    """A photo page (OCR runs and reads no text) cannot be checked: masked whole, as
    the window's export does by default, and named in a warning; the text page stays."""
    doc = pymupdf.open()
    p = doc.new_page()
    p.insert_text((60, 80), "Compte rendu : photographie de la plaie jointe.", fontsize=11)
    photo = doc.new_page()
    pix = pymupdf.Pixmap(pymupdf.csRGB, pymupdf.IRect(0, 0, 300, 400), False)
    for y in range(400):  # a smooth picture: no glyph for OCR to read
        for x in range(0, 300, 10):
            pix.set_rect(pymupdf.IRect(x, y, x + 10, y + 1), ((x * 255) // 300, (y * 255) // 400, 128))
    photo.insert_image(photo.rect, pixmap=pix)
    src = tmp_path / "photo.pdf"
    doc.save(src)
    out = tmp_path / "photo_out.pdf"
    assert main(["anonymize", str(src), "-o", str(out), "--no-model"]) == 0
    err = capsys.readouterr().err
    assert "masquée(s) entièrement : 2" in err and "Traceback" not in err
    with pymupdf.open(out) as o:
        assert o.page_count == 2 and not o[1].get_images() and "plaie" in o[0].get_text()


@needs_fra
def test_the_same_image_on_every_page_is_read_once(tmp_path):
    # a sticker or a logo repeated on each page: the same pixels, one recognition
    from app.ocr import worker

    src, where = make_sticker_pdf(tmp_path / "une.pdf")
    doc = pymupdf.open(src)
    for _ in range(2):
        doc.insert_pdf(pymupdf.open(src))
    many = tmp_path / "trois.pdf"
    doc.save(many)
    worker._cache.clear()
    worker._cache_bytes = 0
    before = dict(worker.cache_stats)
    results = [worker.ocr_job({"source": str(many), "page": i, "index": i, "tessdata": TESSDATA, "dpi": 300,
                               "mode": worker.MODE_REGIONS}) for i in range(3)]
    assert worker.cache_stats["misses"] - before["misses"] == 1
    assert worker.cache_stats["hits"] - before["hits"] == 2
    texts = {"".join(r["arrays"].text.split()) for r in results}
    assert len(texts) == 1 and STICKER_NAME.replace(" ", "") in texts.pop()
