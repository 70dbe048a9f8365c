"""Lines placed by the graphics matrix alone keep their place when a line's end is redacted."""

from __future__ import annotations

import pymupdf

from app.detection.spans import Span
from app.export.text_origin import pin_text_origins


def _kendo_like(path) -> None:
    """Two text objects positioned by "cm" only, no text matrix (as Kendo's generator writes)."""
    doc = pymupdf.open()
    page = doc.new_page(width=400, height=200)
    page.insert_text((10, 10), " ", fontname="helv", fontsize=8)  # the font resource /helv
    content = (b"1 0 0 -1 0 200 cm\n"
               b"q 1 0 0 -1 30 60 cm BT /helv 10 Tf 0 Tr (RPPS 10602119017) Tj ET Q\n"
               b"q 1 0 0 -1 30 40 cm BT /helv 10 Tf 0 Tr (Nom de naissance) Tj ET Q\n")
    xref = page.get_contents()[0]
    doc.update_stream(xref, content)
    doc.save(path)


def _x_of(page, word):
    return next(round(w[0], 1) for w in page.get_text("words") if w[4] == word)


def test_a_redacted_line_end_does_not_shift_the_next_line(tmp_path):
    src = tmp_path / "kendo.pdf"
    _kendo_like(src)
    doc = pymupdf.open(src)
    page = doc[0]
    before = _x_of(page, "Nom")
    assert pin_text_origins(doc) == 1
    w = next(w for w in page.get_text("words") if w[4] == "10602119017")
    page.add_redact_annot(pymupdf.Rect(w[:4]))
    page.apply_redactions()
    assert _x_of(page, "Nom") == before
    assert "10602119017" not in page.get_text()


def test_the_export_verifies_such_a_file(tmp_path):
    from app.document import open_document
    from app.export import build_plan, export_document

    src = tmp_path / "kendo.pdf"
    _kendo_like(src)
    doc = open_document(src)
    text = doc.pages[0].text
    i = text.index("10602119017")
    plan = build_plan(doc.pages, [Span(0, i, i + 11, "10602119017", "RPPS", "rules.rpps", 0.95)])
    res = export_document(doc, plan, tmp_path / "out.pdf")
    assert res.written, res.verification.problems
    out = pymupdf.open(tmp_path / "out.pdf")[0]
    assert _x_of(out, "Nom") == _x_of(pymupdf.open(src)[0], "Nom")
