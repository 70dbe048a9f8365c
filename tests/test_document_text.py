"""Document layer: offsets map to the boxes PyMuPDF itself finds."""

from __future__ import annotations

import pymupdf
import pytest

from app.document import open_document
from app.document.text_index import build_page_text

from conftest import DEJAVU

WORDS = ["Patient", "DUPONT", "Maialen", "21/05/1949", "Bayonne", "sigmoïdite"]


def _contains(outer, inner, tol=1.0) -> bool:
    return (
        outer[0] <= inner[0] + tol
        and outer[1] <= inner[1] + tol
        and outer[2] >= inner[2] - tol
        and outer[3] >= inner[3] - tol
    )


def _check_words(pdf_page: pymupdf.Page, pt, words) -> None:
    for w in words:
        i = pt.text.find(w)
        assert i >= 0, w
        rects = pt.rects_for(i, i + len(w))
        assert len(rects) == 1
        found = pdf_page.search_for(w)
        assert found, w
        assert any(_contains(rects[0], tuple(f), tol=1.5) for f in found), (w, rects, found)


def test_offsets_map_to_search_boxes(tmp_path):
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_text((72, 100), "Patient : DUPONT Maialen, née le 21/05/1949", fontsize=11)
    page.insert_text((72, 130), "Domicile à Bayonne ; sigmoïdite opérée.", fontsize=11)
    path = tmp_path / "a.pdf"
    doc.save(path)
    with open_document(path) as d:
        pt = d.page_text(0)
        _check_words(d.pdf[0], pt, WORDS)
        # Line break between the two insertions, nothing merged.
        assert "21/05/1949\nDomicile" in pt.text or "21/05/1949\n\nDomicile" in pt.text


def test_multiline_span_gives_one_rect_per_line(tmp_path):
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_textbox(pymupdf.Rect(72, 72, 400, 200), "Jean-Baptiste\nLARRALDE", fontsize=12)
    path = tmp_path / "b.pdf"
    doc.save(path)
    with open_document(path) as d:
        pt = d.page_text(0)
        i = pt.text.find("Jean")
        j = pt.text.find("LARRALDE") + len("LARRALDE")
        rects = pt.rects_for(i, j)
        assert len(rects) == 2
        assert rects[0][3] <= rects[1][1] + 2  # first line above the second


@pytest.mark.skipif(not DEJAVU.exists(), reason="DejaVu font absent")
def test_ligatures_expand_to_one_char_each(tmp_path):
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_text((72, 100), "Artère identiﬁée, reﬂux", fontsize=12, fontname="dejavu", fontfile=str(DEJAVU))
    path = tmp_path / "lig.pdf"
    doc.save(path)
    with open_document(path) as d:
        pt = d.page_text(0)
        assert "identifiée" in pt.text and "reflux" in pt.text
        assert "\ufb01" not in pt.text
        i = pt.text.find("identifiée")
        (r,) = pt.rects_for(i, i + len("identifiée"))
        # Each expanded char has its own, increasing box.
        xs = pt.boxes[i : i + 10, 0]
        assert all(xs[k] <= xs[k + 1] for k in range(9))
        assert r[2] > r[0]


@pytest.mark.skipif(not DEJAVU.exists(), reason="DejaVu font absent")
def test_soft_hyphen_does_not_break_word(tmp_path):
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_text((72, 100), "chole\u00adcystectomie", fontsize=12, fontname="dejavu", fontfile=str(DEJAVU))
    path = tmp_path / "shy.pdf"
    doc.save(path)
    with open_document(path) as d:
        assert "cholecystectomie" in d.page_text(0).text


def test_rotated_page_boxes_match_redaction_coordinates(tmp_path):
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((72, 100), "Patient DUPONT Maialen", fontsize=12)
    page.set_rotation(90)
    path = tmp_path / "rot.pdf"
    doc.save(path)
    with open_document(path) as d:
        pt = d.page_text(0)
        assert pt.rotation == 90
        assert (pt.width, pt.height) == (842, 595)
        _check_words(d.pdf[0], pt, ["DUPONT", "Maialen"])
        i = pt.text.find("DUPONT")
        (r,) = pt.rects_for(i, i + 6)
        disp = pt.to_display(r)
        # On the displayed (rotated) page the word stands vertically.
        assert (disp[3] - disp[1]) > (disp[2] - disp[0])
        assert 0 <= disp[0] <= pt.width and 0 <= disp[3] <= pt.height


def test_two_columns_read_left_column_first(tmp_path):
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    left = "Colonne gauche ligne un\nColonne gauche ligne deux"
    right = "Colonne droite ligne un\nColonne droite ligne deux"
    # Write the right column first: the stream order is wrong on purpose.
    page.insert_textbox(pymupdf.Rect(320, 72, 540, 200), right, fontsize=11)
    page.insert_textbox(pymupdf.Rect(50, 72, 280, 200), left, fontsize=11)
    page.insert_textbox(pymupdf.Rect(50, 300, 540, 340), "Pied de page qui court sur toute la largeur du document, au-delà du milieu", fontsize=11)
    path = tmp_path / "cols.pdf"
    doc.save(path)
    with open_document(path) as d:
        t = d.page_text(0).text
        assert t.index("gauche ligne un") < t.index("gauche ligne deux") < t.index("droite ligne un")
        assert t.index("droite ligne deux") < t.index("Pied de page")


def test_table_cells_get_a_separator(tmp_path):
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_text((72, 100), "IPP", fontsize=10)
    page.insert_text((140, 100), "804512376", fontsize=10)
    path = tmp_path / "cells.pdf"
    doc.save(path)
    with open_document(path) as d:
        t = d.page_text(0).text
        assert "IPP 804512376" in t or "IPP\n804512376" in t or "IPP\n\n804512376" in t


def test_image_only_page(tmp_path):
    src = pymupdf.open()
    p = src.new_page(width=300, height=300)
    p.insert_text((30, 100), "Texte scanné", fontsize=20)
    pix = p.get_pixmap(dpi=72)
    doc = pymupdf.open()
    page = doc.new_page(width=300, height=300)
    page.insert_image(page.rect, pixmap=pix)
    text_page = doc.new_page(width=300, height=300)
    text_page.insert_text((30, 100), "Du texte", fontsize=12)
    path = tmp_path / "scan.pdf"
    doc.save(path)
    with open_document(path) as d:
        assert d.page_text(0).image_only
        assert d.page_text(0).image_rects
        assert not d.page_text(1).image_only


def test_render_page(sample_pdf):
    with open_document(sample_pdf) as d:
        r = d.render(0, zoom=150 / 72)
        assert r.width == round(595 * 150 / 72) or abs(r.width - 595 * 150 / 72) < 2
        assert len(r.samples) == r.stride * r.height


def test_sample_document_repeats_identity(sample_pdf):
    with open_document(sample_pdf) as d:
        assert d.page_count >= 3
        for i in range(d.page_count):
            assert "ETCHEVERRY" in d.page_text(i).text
        assert "identifiée" in d.page_text(1).text


def _kerned_page(tmp_path, tj: str) -> pymupdf.Page:
    """A page whose only line is drawn with one TJ array (Helvetica 10 pt)."""
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_text((72, 72), "x", fontname="helv", fontsize=10)  # puts /helv in the resources
    xref = page.get_contents()[0]
    doc.update_stream(xref, ("BT /helv 10 Tf 72 700 Td %s TJ ET" % tj).encode("latin-1"))
    path = tmp_path / "kerned.pdf"
    doc.save(path)
    return pymupdf.open(path)[0]


def test_a_word_kerned_in_pieces_across_a_space_glyph_reads_whole(tmp_path):
    # "Fr" + a space glyph whose width (278) the next move takes back + "ançois", as
    # groff and Ghostscript write kerned words: pdftotext reads "François", so must we.
    page = _kerned_page(tmp_path, "[(Dr Fr ) 278 (an\\347ois LECOMTE)]")
    text = build_page_text(page, 0).text
    assert "Dr François LECOMTE" in text, text


def test_a_real_word_space_stays_even_when_tight(tmp_path):
    page = _kerned_page(tmp_path, "[(Dr Fran\\347ois ) 120 (LECOMTE)]")  # a space narrowed, still a gap
    assert "François LECOMTE" in build_page_text(page, 0).text
