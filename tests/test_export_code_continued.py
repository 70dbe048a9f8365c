"""A number read only in part: the verifier finds the rest beside the box and masks it.

Neither the plan (which knows only the part it read) nor a search of the whole value (which
nobody knows) sees the digits left after the mask; the groups of the masked end's width
that carry on right beside the box do."""

from __future__ import annotations

import json

import pymupdf

from app.cli import main


def _pdf(path, line: str):
    doc = pymupdf.open()
    doc.new_page().insert_text((72, 100), line, fontsize=11)
    doc.save(path)
    return path


def _run(tmp_path, line: str, term: str):
    src = _pdf(tmp_path / "in.pdf", line)
    out, rep = tmp_path / "out.pdf", tmp_path / "r.json"
    assert main(["anonymize", str(src), "-o", str(out), "--no-model", "--force-term", term, "--report", str(rep)]) == 0
    text = pymupdf.open(out)[0].get_text()
    fixes = json.loads(rep.read_text(encoding="utf-8"))["remediation"]["fallbacks"]
    return text, [f["check"] for f in fixes]


def test_the_rest_of_a_card_number_after_its_masked_start_is_masked(tmp_path):
    text, checks = _run(tmp_path, "Le code 8027 6100 6356 8766 0618 figure au verso.", "8027")
    assert not [g for g in ("8027", "6100", "6356", "8766", "0618") if g in text], text
    assert "suite" in checks and "figure au verso" in text


def test_the_start_of_a_number_before_its_masked_end_is_masked(tmp_path):
    text, checks = _run(tmp_path, "Le code 8027 6100 6356 8766 0618 figure au verso.", "0618")
    assert not [g for g in ("8027", "6100", "6356", "8766") if g in text], text
    assert "Le code" in text and "suite" in checks


def test_numbers_of_another_width_beside_a_masked_code_stay(tmp_path):
    text, checks = _run(tmp_path, "Le code 8027 puis 120 mg et 2 fois 35 UI.", "8027")
    assert "8027" not in text and "120 mg" in text and "35 UI" in text
    assert "suite" not in checks
