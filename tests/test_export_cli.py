"""``python -m app anonymize``: exit codes, nothing written on failure, French messages."""

import json
import logging
import subprocess
import sys
from pathlib import Path

import pymupdf
import pypdf
import pytest

import app.export.cli_anonymize as cli_anon
from app.cli import main
from test_export_fixtures import DDN, EMAIL, FORCE, NOM, make_cro

logging.getLogger("pypdf").setLevel(logging.ERROR)
ROOT = Path(__file__).resolve().parents[1]


def text_of(path):
    return " ".join(" ".join((p.extract_text() or "").split()) for p in pypdf.PdfReader(str(path)).pages)


@pytest.fixture
def cro(tmp_path):
    return make_cro(tmp_path / "cro.pdf")


def test_anonymize_writes_verified_file_and_report(cro, tmp_path, capsys):
    out, rep = tmp_path / "out.pdf", tmp_path / "rapport.json"
    rc = main(["anonymize", str(cro), "-o", str(out), "--report", str(rep), "--force-term", FORCE, "--no-model"])
    assert rc == 0 and out.is_file()
    text = text_of(out)
    assert FORCE not in text and EMAIL not in text.lower() and "1949" not in text and "21 mai" not in text
    assert "12/03/2024" in text  # dates of care are kept by default
    report = json.loads(rep.read_text(encoding="utf-8"))
    assert report["verification"]["ok"] and report["written"]
    assert report["counts"]["by_source"]["force"] == 5
    dump = rep.read_text(encoding="utf-8") + capsys.readouterr().out
    for value in (NOM, DDN, EMAIL, FORCE, "Léonie"):
        assert value not in dump


def test_keep_dates_no_and_placeholder_none(cro, tmp_path):
    out = tmp_path / "out.pdf"
    rc = main(["anonymize", str(cro), "-o", str(out), "--keep-dates", "no", "--placeholder", "none", "--no-model"])
    assert rc == 0
    text = text_of(out)
    assert "12/03/2024" not in text and "[NOM]" not in text


def test_output_equal_to_input_refused(cro, capsys):
    before = cro.read_bytes()
    same = cro.parent / "." / cro.name
    assert main(["anonymize", str(cro), "-o", str(same)]) == 2
    assert "différent" in capsys.readouterr().err
    assert cro.read_bytes() == before


@pytest.mark.parametrize("kind", ["missing", "not_pdf", "empty", "bad_regex", "bad_conf", "no_dir"])
def test_bad_inputs_exit_2_with_french_message(tmp_path, cro, capsys, kind):
    src, out, extra = str(cro), str(tmp_path / "out.pdf"), []
    if kind == "missing":
        src = str(tmp_path / "absent.pdf")
    elif kind == "not_pdf":
        p = tmp_path / "x.pdf"
        p.write_text("bonjour")
        src = str(p)
    elif kind == "empty":
        p = tmp_path / "vide.pdf"
        p.write_bytes(b"")
        src = str(p)
    elif kind == "bad_regex":
        extra = ["--force-regex", "(ouvert"]
    elif kind == "bad_conf":
        extra = ["--min-confidence", "1.5"]
    elif kind == "no_dir":
        out = str(tmp_path / "nulle" / "part.pdf")
    assert main(["anonymize", src, "-o", out, "--no-model"] + extra) == 2
    err = capsys.readouterr().err
    assert err.startswith("Erreur") and "Traceback" not in err
    assert not Path(out).exists()


def test_bad_input_subprocess_has_no_traceback(tmp_path):
    p = tmp_path / "x.pdf"
    p.write_bytes(b"%PDF-1.7\n garbage")
    r = subprocess.run([sys.executable, "-m", "app", "anonymize", str(p), "-o", str(tmp_path / "o.pdf")],
                       capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 2 and "Traceback" not in r.stderr and "Erreur" in r.stderr


def test_a_value_left_by_the_redaction_is_found_and_masked_by_area(cro, tmp_path, capsys, monkeypatch):
    """Remediation: verification finds the value one redaction missed, the export masks
    that place by area and runs again; the report names the page of the fallback."""
    real = cli_anon.options_from_args

    def with_hole(args, min_conf):
        from dataclasses import replace
        return replace(real(args, min_conf), test_skip_item=0)  # first item (page 1) left in place

    monkeypatch.setattr(cli_anon, "options_from_args", with_hole)
    out, rep = tmp_path / "out.pdf", tmp_path / "r.json"
    code = main(["anonymize", str(cro), "-o", str(out), "--force-term", FORCE, "--no-model", "--report", str(rep)])
    assert code == 0, capsys.readouterr().err
    got = text_of(out)
    for value in (NOM, DDN, EMAIL):
        assert value not in got
    report = json.loads(rep.read_text(encoding="utf-8"))
    assert report["remediation"]["pages"] == [1] and report["remediation"]["rounds"] == 1
    assert "Correction après vérification" in capsys.readouterr().out


def test_forced_verification_failure_exit_3_nothing_written(cro, tmp_path, capsys, monkeypatch):
    real = cli_anon.options_from_args

    def with_hole(args, min_conf):
        from dataclasses import replace
        # first item (page 1) left in place, and no second chance: a refusal
        return replace(real(args, min_conf), test_skip_item=0, max_remediation_rounds=0)

    monkeypatch.setattr(cli_anon, "options_from_args", with_hole)
    out = tmp_path / "out.pdf"
    assert main(["anonymize", str(cro), "-o", str(out), "--force-term", FORCE, "--no-model"]) == 3
    err = capsys.readouterr().err
    assert not out.exists() and not list(tmp_path.glob(".caviard-*"))
    assert "page 1" in err and "Traceback" not in err
    for value in (NOM, DDN, EMAIL, "Léonie"):
        assert value not in err


def _image_only_pdf(path):
    doc = pymupdf.open()
    p = doc.new_page()
    p.insert_text((50, 60), "Page texte : Mme Exemple", fontsize=11)
    p = doc.new_page()
    pix = pymupdf.Pixmap(pymupdf.csRGB, pymupdf.IRect(0, 0, 60, 80), False)
    pix.set_rect(pix.irect, (90, 90, 200))
    p.insert_image(p.rect, pixmap=pix)
    doc.save(path)
    return path


def test_image_only_page_without_ocr_exit_4_or_masked(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr("app.ocr.ocr_available", lambda *a, **k: False)  # OCR unavailable
    src = _image_only_pdf(tmp_path / "scan.pdf")
    out = tmp_path / "out.pdf"
    assert main(["anonymize", str(src), "-o", str(out), "--no-model"]) == 4
    assert not out.exists() and "--mask-image-pages" in capsys.readouterr().err
    assert main(["anonymize", str(src), "-o", str(out), "--no-model", "--mask-image-pages"]) == 0
    with pymupdf.open(out) as doc:
        assert doc.page_count == 2 and not doc[1].get_images() and "Page texte" in doc[0].get_text()
        px = doc[1].get_pixmap(clip=pymupdf.Rect(100, 100, 120, 120))
        assert px.samples[:3] != bytes((90, 90, 200))



def test_a_surname_in_capitals_is_removed_in_title_case_too(tmp_path, capsys):
    """The name detected as "BÉRANGER" is also written "Béranger" further on: both go
    (plan and verifier), the lower-case common word stays."""
    doc = pymupdf.open()
    lines = [
        ["Patiente : Mme Élodie BÉRANGER, née le 03/07/1961.", "Suivi cardiologique."],
        ["Examen : souffle systolique discret."],
        ["Élodie Béranger sera revue dans 3 mois.", "Elle était autrefois béranger de métier (sic)."],
    ]
    for page_lines in lines:
        page = doc.new_page(width=595, height=842)
        for k, line in enumerate(page_lines):
            page.insert_text((72, 90 + 20 * k), line, fontsize=11, fontname="helv")
    src = tmp_path / "suivi.pdf"
    doc.save(src)
    out = tmp_path / "suivi_anonymise.pdf"
    assert main(["anonymize", str(src), "-o", str(out), "--no-model"]) == 0, capsys.readouterr().err
    text = text_of(out)
    assert "BÉRANGER" not in text and "Béranger" not in text
    assert "béranger de métier" in text


def test_a_letter_spaced_name_is_read_as_the_word_and_removed(tmp_path, capsys):
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((72, 90), "Patiente : Mme TRÉVIDIC Anne, née le 03/07/1961.", fontsize=11, fontname="helv")
    page.insert_text((72, 130), "T R É V I D I C", fontsize=14, fontname="helv")  # a letterhead's spaced capitals
    page.insert_text((72, 160), "Suivi en cardiologie.", fontsize=11, fontname="helv")
    src = tmp_path / "courrier.pdf"
    doc.save(src)
    from app.document import open_document

    with open_document(src) as d:
        t = d.page_text(0).text
        assert t.count("TRÉVIDIC") == 2 and "T R É" not in t
    out = tmp_path / "courrier_anonymise.pdf"
    assert main(["anonymize", str(src), "-o", str(out), "--no-model"]) == 0, capsys.readouterr().err
    text = text_of(out)
    assert "T R É V I D I C" not in text and "TRÉVIDIC" not in text
    assert "Suivi en cardiologie" in text


def _shuffled_name_pdf(path, word="TREVIDIC", seed=3):
    """A name drawn glyph by glyph in shuffled order, each glyph at its place."""
    import random

    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((72, 100), "Patient :", fontname="helv", fontsize=11)
    page.insert_text((72, 130), "Suivi en cardiologie, pas de plainte.", fontname="helv", fontsize=11)
    font, x, glyphs = pymupdf.Font("helv"), 130.0, []
    for c in word:
        glyphs.append((c, x))
        x += font.text_length(c, 11)
    random.Random(seed).shuffle(glyphs)
    xref = page.get_contents()[0]
    ops = b"".join(b"BT /helv 11 Tf 1 0 0 1 %.2f 742 Tm (%s) Tj ET\n" % (gx, c.encode()) for c, gx in glyphs)
    doc.update_stream(xref, doc.xref_stream(xref) + b"\nq " + ops + b"Q\n")
    doc.save(path)
    return path


def test_a_name_drawn_in_shuffled_glyph_order_is_read_and_removed(tmp_path, capsys):
    src = _shuffled_name_pdf(tmp_path / "melange.pdf")
    assert "TREVIDIC" in subprocess.run(["pdftotext", str(src), "-"], capture_output=True, text=True).stdout
    from app.document import open_document

    with open_document(src) as d:
        assert "Patient : TREVIDIC" in d.page_text(0).text  # MuPDF alone reads "T", "D C", "E", …
    out = tmp_path / "melange_anonymise.pdf"
    assert main(["anonymize", str(src), "-o", str(out), "--no-model"]) == 0, capsys.readouterr().err
    after = subprocess.run(["pdftotext", str(out), "-"], capture_output=True, text=True).stdout
    assert "TREVIDIC" not in after.replace(" ", "").replace("\n", "") and "Suivi en cardiologie" in after


def test_the_verifier_reads_a_shuffled_name_left_in_the_file(tmp_path):
    from app.detection.spans import Span
    from app.document import open_document
    from app.export import build_plan
    from app.export.verify import verify_bytes

    src = _shuffled_name_pdf(tmp_path / "melange.pdf")
    with open_document(src) as d:
        pages = d.pages
        text = pages[0].text
    i = text.index("TREVIDIC")
    plan = build_plan(pages, [Span(0, i, i + 8, "TREVIDIC", "NOM", "rules.test", 0.95)])
    # the bytes as they were: the plan says the name is gone, the page still draws it
    res = verify_bytes(src.read_bytes(), plan, pages, [], [[]])
    assert not res.ok and any(p.label == "NOM" and p.page == 0 and p.check in ("texte", "recherche")
                              for p in res.problems), res.problems
