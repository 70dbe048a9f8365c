"""A phone number read once under its caption is masked where the page prints it again bare."""

from __future__ import annotations

import pymupdf

from app.cli import main


def test_a_phone_read_once_is_masked_where_it_is_printed_again(tmp_path):
    src = tmp_path / "in.pdf"
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_text((40, 40), "10/08/2025 16:01   DE : 081/865.12.48   Assistance   P.001/001", fontsize=9)
    page.insert_text((72, 120), "Tél. 081/865.12.48", fontsize=11)
    page.insert_text((72, 160), "Merci d'adresser le rapport au 081/865.12.48 avant midi.", fontsize=11)
    doc.save(src)
    out = tmp_path / "out.pdf"
    assert main(["anonymize", str(src), "-o", str(out), "--no-model"]) == 0
    text = pymupdf.open(out)[0].get_text()
    assert "865" not in text, text
    assert "rapport" in text and "avant midi" in text
