"""The last remediation: a page holding text that a second reader reads but no box can
reach (a damaged stream, glyphs a redaction does not remove) becomes a picture of itself,
with its boxes painted in, instead of the whole file being refused."""

from __future__ import annotations

import pymupdf

import app.export.pipeline as pipeline
from app.document import open_document
from app.export import ExportOptions, build_plan, export_document
from app.export.page_image import IMAGE_DPI, page_pictures, rebuild_pages_as_images
from app.export.verify import Problem

LINES = ["Compte rendu de consultation du 12/03/2024", "Patient : Gaston VERDOUILLAT",
         "Examen clinique sans particularite."]


def _doc(path, rotate=0):
    doc = pymupdf.open()
    page = doc.new_page()
    for i, line in enumerate(LINES):
        page.insert_text((60, 80 + 24 * i), line, fontsize=12, fontname="helv")
    page.set_rotation(rotate)
    doc.save(path)
    return path


def _dark_share(pix, rect):
    """Share of dark pixels in the middle of ``rect`` (page points, displayed) in ``pix``."""
    z = IMAGE_DPI / 72
    r = pymupdf.Rect(rect)
    dx, dy = r.width / 4, r.height / 4
    ir = (pymupdf.Rect(r.x0 + dx, r.y0 + dy, r.x1 - dx, r.y1 - dy) * pymupdf.Matrix(z, z)).irect & pix.irect
    dark = n = 0
    for y in range(ir.y0, ir.y1, 2):
        for x in range(ir.x0, ir.x1, 2):
            n += 1
            dark += sum(pix.pixel(x, y)[:3]) < 150
    return dark / max(n, 1)


def test_a_page_becomes_its_picture_with_the_boxes_painted_in(tmp_path):
    src = _doc(tmp_path / "in.pdf")
    doc = pymupdf.open(src)
    name = doc[0].search_for("VERDOUILLAT")[0]
    other = doc[0].search_for("Examen clinique")[0]
    pictures = page_pictures(doc, [0])

    class Box:
        page, rect = 0, tuple(name)

    assert rebuild_pages_as_images(doc, pictures, [Box()]) == [0]
    page = doc[0]
    assert page.get_text().strip() == "" and not page.get_fonts()
    assert len(page.get_images()) == 1
    pix = page.get_pixmap(dpi=IMAGE_DPI)
    assert _dark_share(pix, name) > 0.95  # the box, painted into the picture
    assert 0.02 < _dark_share(pix, other) < 0.6  # the rest keeps its look


def test_rotated_page_keeps_its_orientation_and_box_place(tmp_path):
    src = _doc(tmp_path / "in.pdf", rotate=90)
    doc = pymupdf.open(src)
    page = doc[0]
    shown = page.rect
    name = page.search_for("VERDOUILLAT")[0]  # unrotated page space, as boxes are
    where = name * page.rotation_matrix  # where it is shown

    class Box:
        page, rect = 0, tuple(name)

    rebuild_pages_as_images(doc, page_pictures(doc, [0]), [Box()])
    new = doc[0]
    assert new.rotation == 0 and abs(new.rect.width - shown.width) < 1 and abs(new.rect.height - shown.height) < 1
    pix = new.get_pixmap(dpi=IMAGE_DPI)
    assert _dark_share(pix, where) > 0.95


def _unreachable_on_first_page(monkeypatch):
    """Verification as it runs, plus a value a second reader reads on page 1 at no place
    MuPDF knows, until that page no longer holds any text."""
    real = pipeline.verify_bytes

    def verify(data, plan, *a, **k):
        result = real(data, plan, *a, **k)
        with pymupdf.open(stream=data, filetype="pdf") as pdf:
            if pdf[0].get_text().strip():
                result.problems.append(Problem(0, "NOM", "lecteur2"))
                result.ok = False
        return result

    monkeypatch.setattr(pipeline, "verify_bytes", verify)


def test_unreachable_text_no_longer_refuses_the_file(tmp_path, monkeypatch):
    _unreachable_on_first_page(monkeypatch)
    src = _doc(tmp_path / "in.pdf")
    out = tmp_path / "out.pdf"
    with open_document(src) as doc:
        plan = build_plan(doc.pages, [], ExportOptions(force_terms=("VERDOUILLAT",)))
        refused = export_document(doc, plan, None, ExportOptions(max_remediation_rounds=0))
        result = export_document(doc, plan, out, ExportOptions())
    assert not refused.ok and refused.report["rebuilt_pages"] == []
    assert result.ok and result.written, result.summary
    assert result.report["rebuilt_pages"] == [1]
    assert "reconstruite(s) en image : 1" in result.summary and "VERDOUILLAT" not in result.summary
    with pymupdf.open(out) as pdf:
        assert pdf[0].get_text().strip() == ""
        pix = pdf[0].get_pixmap(dpi=IMAGE_DPI)
    with pymupdf.open(src) as pdf:
        name = pdf[0].search_for("VERDOUILLAT")[0]
    assert _dark_share(pix, name) > 0.95


def test_what_a_picture_does_not_fix_is_still_refused(tmp_path, monkeypatch):
    real = pipeline.verify_bytes

    def verify(*a, **k):
        result = real(*a, **k)
        result.problems.append(Problem(0, "NOM", "lecteur2"))  # whatever the page has become
        result.ok = False
        return result

    monkeypatch.setattr(pipeline, "verify_bytes", verify)
    src = _doc(tmp_path / "in.pdf")
    out = tmp_path / "out.pdf"
    with open_document(src) as doc:
        plan = build_plan(doc.pages, [], ExportOptions())
        result = export_document(doc, plan, out, ExportOptions())
    assert not result.ok and not result.written and not out.exists()
