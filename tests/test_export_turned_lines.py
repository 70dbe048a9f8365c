"""Names on lines that do not run along x: turned 90° in a margin, set on a diagonal.

A redaction band across such a line's extent covered only the middle of a vertical name
(its first letters stayed readable, and verification, which searches the whole value, did
not see the half left) and, for a diagonal word, a wide strip of the body text it crosses.
Each glyph of such a line is masked by its own box."""

from __future__ import annotations

import subprocess

import pymupdf
import pytest

from app.cli import main
from app.export.geometry import line_boxes


def _page_with_turned_lines(path):
    doc = pymupdf.open()
    page = doc.new_page()
    y = 100
    for i in range(30):
        page.insert_text((72, y), "Ligne %d du compte rendu : phototype III, PASI initial 14,2." % i, fontsize=10)
        y += 13
    page.insert_text((150, 400), "TAMPONNEAU", fontsize=60, color=(0.8, 0.8, 0.8),
                     morph=(pymupdf.Point(150, 400), pymupdf.Matrix(1, 1).prerotate(30)))
    page.insert_text((40, 600), "Patient DURANDEAU Gaston", fontsize=9, rotate=90)
    doc.save(path)
    return path


def _text(path) -> str:
    return subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True).stdout


@pytest.mark.skipif(subprocess.run(["which", "pdftotext"], capture_output=True).returncode != 0, reason="pdftotext")
def test_a_vertical_name_goes_whole_and_a_diagonal_word_spares_the_lines_it_crosses(tmp_path):
    src = _page_with_turned_lines(tmp_path / "in.pdf")
    out = tmp_path / "out.pdf"
    assert main(["anonymize", str(src), "-o", str(out), "--no-model",
                 "--force-term", "DURANDEAU", "--force-term", "TAMPONNEAU"]) == 0
    text = _text(out)
    assert not [w for w in ("DURA", "DEAU", "TAMP", "NEAU", "Gast") if w in text], text
    assert "Patient" in text  # the vertical line's other words stay
    # the diagonal word crosses a dozen body lines: most of their words stay
    assert sum("du compte rendu" in ln for ln in text.splitlines()) >= 24


def test_a_turned_line_gets_one_box_per_glyph_a_straight_line_one_band(tmp_path):
    from app.document.text_index import build_page_text

    src = _page_with_turned_lines(tmp_path / "in.pdf")
    doc = pymupdf.open(src)
    pt = build_page_text(doc[0], 0)
    s = pt.text.index("DURANDEAU")
    boxes = line_boxes(pt, s, s + len("DURANDEAU"))
    assert len(boxes) == len("DURANDEAU")
    ys = sorted(r[1] for r, _ in boxes)
    assert ys[-1] - ys[0] > 30  # they climb the margin, one under the other
    s = pt.text.index("PASI")
    assert len(line_boxes(pt, s, s + 4)) == 1


@pytest.mark.skipif(subprocess.run(["which", "pdftotext"], capture_output=True).returncode != 0, reason="pdftotext")
def test_verification_finds_a_piece_of_a_name_left_beside_its_box(tmp_path, monkeypatch):
    """Were the box to cover only the middle of the vertical name again, the verifier, which
    looks at the words beside each box, finds the pieces left and masks them."""
    import app.export.geometry as geometry

    monkeypatch.setattr(geometry, "_slanted", lambda b, size: False)
    src = _page_with_turned_lines(tmp_path / "in.pdf")
    out, rep = tmp_path / "out.pdf", tmp_path / "r.json"
    assert main(["anonymize", str(src), "-o", str(out), "--no-model", "--force-term", "DURANDEAU",
                 "--report", str(rep)]) == 0
    text = _text(out)
    assert not [w for w in ("DURA", "DEAU") if w in text], text
    import json

    fixes = json.loads(rep.read_text(encoding="utf-8"))["remediation"]["fallbacks"]
    assert [f["check"] for f in fixes] == ["fragment"] and fixes[0]["areas"] >= 2
