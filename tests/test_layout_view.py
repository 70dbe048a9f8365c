"""A form drawn captions first and values after: the page read in rows puts each value
beside its caption again, for the rules, the command line and the window alike."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pymupdf

from app.detection.analyze import analyze_texts
from app.detection.rules import rule_detectors
from app.document import open_document
from app.document.layout_view import layout_view, page_ranges

ROOT = Path(__file__).resolve().parents[1]
CAPTIONS = ["N° ADELI", "Date de naiss.", "N° ordonnance", "Motif"]
VALUES = ["751234567", "12/03/1961", "ORD-2025-92114-P", "chute à domicile"]


def make_form(path: Path) -> Path:
    """A transfer sheet whose producer draws every caption (with its dot leader), a line
    of prose, then every value over the leaders: the page text holds them far apart."""
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_text((50, 60), "Fiche de transfert", fontsize=12)
    for k, c in enumerate(CAPTIONS):
        page.insert_text((50, 100 + 20 * k), c + " ................", fontsize=10)
    page.insert_text((50, 300), "Traitement habituel : paracétamol 1 g si douleur, le 02/05/2025.", fontsize=10)
    for k, v in enumerate(VALUES):
        page.insert_text((160, 100 + 20 * k), v, fontsize=10)
    doc.save(path)
    return path


def _found(pages) -> dict[str, str]:
    return {s.text: s.label for s in analyze_texts(pages, rule_detectors())}


def test_the_view_puts_each_value_beside_its_caption(tmp_path):
    pt = open_document(make_form(tmp_path / "f.pdf")).page_text(0)
    assert "ADELI ................\n\nDate" in pt.text  # the producer's order: captions together
    view = layout_view(pt)
    rows = view.text.split("\n")
    assert any(r.startswith("N° ADELI") and r.endswith("751234567") for r in rows)
    assert any(r.startswith("Date de naiss.") and r.endswith("12/03/1961") for r in rows)
    # every character of the view maps back to the same character of the page text
    for i, j in enumerate(view.index.tolist()):
        if j >= 0:
            assert view.text[i] == pt.text[j].replace("\n", " ")
    s = view.text.index("ORD-2025")
    [(a, b)] = page_ranges(view, s, s + len("ORD-2025-92114-P"), pt.text)
    assert pt.text[a:b] == "ORD-2025-92114-P"


def test_rules_read_the_rows_only_when_given_the_page(tmp_path):
    pt = open_document(make_form(tmp_path / "f.pdf")).page_text(0)
    on_text = _found([pt.text])
    assert "751234567" not in on_text and on_text.get("12/03/1961") == "DATE"
    on_page = _found([pt])
    assert on_page["751234567"] in ("ADELI", "RPPS")
    assert on_page["12/03/1961"] == "DATE_NAISSANCE"
    assert on_page["ORD-2025-92114-P"] == "AUTRE"
    assert on_page.get("02/05/2025", "DATE") == "DATE"  # a care date stays a care date
    assert "chute à domicile" not in on_page


def test_a_page_in_reading_order_has_no_view(tmp_path):
    doc = pymupdf.open()
    page = doc.new_page()
    for k, line in enumerate(["Compte rendu de consultation", "Patiente vue ce jour pour un suivi.",
                              "Examen clinique sans particularité."]):
        page.insert_text((50, 80 + 16 * k), line, fontsize=10)
    doc.save(tmp_path / "p.pdf")
    assert layout_view(open_document(tmp_path / "p.pdf").page_text(0)) is None


def _env(tmp_path):
    return dict(os.environ, QT_QPA_PLATFORM="offscreen", CAVIARD_DATA_DIR=str(tmp_path / "userdata"))


def test_command_line_and_window_export_mask_the_values(tmp_path):
    src = make_form(tmp_path / "fiche.pdf")
    for face in (["anonymize", str(src), "-o"], ["gui", str(src), "--export"]):
        out = tmp_path / f"{face[0]}.pdf"
        r = subprocess.run([sys.executable, "-m", "app", *face, str(out), "--no-model"], cwd=ROOT,
                           env=_env(tmp_path), capture_output=True, text=True, timeout=300)
        assert r.returncode == 0, r.stderr[-400:]
        text = subprocess.run(["pdftotext", str(out), "-"], capture_output=True, text=True).stdout
        for v in VALUES[:3]:
            assert v not in text, f"{face[0]}: a value drawn apart from its caption is still readable"
        assert "02/05/2025" in text and "chute à domicile" in text


def test_rows_joining_two_columns_give_no_birth_label_to_a_care_date(tmp_path):
    """The rows put a care date beside the patient's identity of the other column ("Reçu le
    29 mars 2024 | …" under "… née PRIGENT"): no birth cue in the date's own column."""
    doc = pymupdf.open()
    page = doc.new_page()
    left = ["Prélevé le 29 mars 2024 à 08h10", "Reçu le 29 mars 2024", "IPP P445319668"]
    right = ["Mme VAN DEN BERGHE Léa née PRIGENT", "18 rue des Peupliers", "64000 PAU"]
    for k, line in enumerate(left):
        page.insert_text((50, 100 + 14 * k), line, fontsize=10)
    for k, line in enumerate(right):
        page.insert_text((320, 100 + 14 * k), line, fontsize=10)
    doc.save(tmp_path / "k.pdf")
    pt = open_document(tmp_path / "k.pdf").page_text(0)
    assert layout_view(pt) is not None
    labels = {s.label for s in analyze_texts([pt], rule_detectors()) if s.text == "29 mars 2024"}
    assert labels == {"DATE"}


def test_a_justified_line_drawn_word_by_word_is_read_as_one_line(tmp_path):
    """A producer that justifies a line by placing each word alone leaves one word a line in
    the page text ("03⏎53⏎01⏎99⏎58"): the row reads it whole, and the phone is found."""
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_text((50, 60), "Demande de prise en charge", fontsize=12)
    words = "Joindre Mme Trebuchet au 03 53 01 99 58 ou par courriel.".split()
    x = 50.0
    for w in words:
        page.insert_text((x, 100), w, fontsize=9)
        x += pymupdf.get_text_length(w, fontsize=9) + 14.0  # every gap alike, wider than a space
    page.insert_text((50, 140), "Trajet                    Date", fontsize=9)
    path = tmp_path / "justified.pdf"
    doc.save(path)
    pt = open_document(path).page_text(0)
    found = {s.text.replace("\n", " "): s.label for s in analyze_texts([pt], rule_detectors())}
    assert found.get("03 53 01 99 58") == "TEL", found
