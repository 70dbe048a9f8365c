"""OCR helpers that need no Tesseract: language-data lookup, matching, merging."""

from __future__ import annotations

import numpy as np
import pytest

from app.document.page_text import PageText
from app.ocr import find_tessdata, ocr_available, ocr_pages, OcrUnavailableError, verify_ocr_redaction
from app.ocr.merge import TextArrays, concat, drop_duplicates_of_native, merge_page
from app.ocr.tessdata import ENV_VAR
from app.ocr.verify import value_readable


def test_env_var_folder_is_used(tmp_path, monkeypatch):
    (tmp_path / "fra.traineddata").write_bytes(b"not empty")
    monkeypatch.setenv(ENV_VAR, str(tmp_path))
    assert find_tessdata() == str(tmp_path.resolve())
    assert ocr_available()


def test_env_var_without_french_data_disables_ocr(tmp_path, monkeypatch):
    (tmp_path / "eng.traineddata").write_bytes(b"x")
    monkeypatch.setenv(ENV_VAR, str(tmp_path))
    assert find_tessdata() is None  # never silently replaced by another folder
    assert not ocr_available()


def test_explicit_folder_without_french_data(tmp_path, monkeypatch):
    monkeypatch.delenv(ENV_VAR, raising=False)
    assert not ocr_available(tmp_path)
    with pytest.raises(OcrUnavailableError) as exc:
        ocr_pages(tmp_path / "absent.pdf", [0], tessdata=tmp_path)
    assert "fra.traineddata" in str(exc.value)
    with pytest.raises(OcrUnavailableError):
        verify_ocr_redaction(b"%PDF-1.7", [0], ["Dupontel"], tessdata=tmp_path)


def test_shipped_tessdata_folder_found(tmp_path, monkeypatch):
    monkeypatch.delenv(ENV_VAR, raising=False)
    (tmp_path / "tessdata").mkdir()
    (tmp_path / "tessdata" / "fra.traineddata").write_bytes(b"x")
    import app.resources as res

    monkeypatch.setattr(res, "resource_roots", lambda: [tmp_path])
    assert find_tessdata() == str((tmp_path / "tessdata").resolve())


@pytest.mark.parametrize(
    "value, text, label, expected",
    [
        ("14/03/1957", "Née le 14.03.1957 à Brest", "DATE_NAISSANCE", True),
        ("14/03/1957", "Née le 14 03 1957", "DATE_NAISSANCE", True),
        ("14/03/1957", "Née le [DATE] à Brest", "DATE_NAISSANCE", False),
        ("2 57 03 29 123 456 78", "NIR: 257032912345678", "NIR", True),
        ("MARCHETTI-VOLNAY", "Mme marchetti volnay", "NOM", True),
        ("MARCHETTI-VOLNAY", "Mme MARCHETTl-VOLNAY", "NOM", True),  # one OCR misread
        ("MARCHETTI-VOLNAY", "Mme VOLNAY", "NOM", True),  # half a compound name is a leak
        ("MARCHETTI-VOLNAY", "Mme VOLNAY", "", False),  # unlabelled: the whole value
        ("Hélène", "patiente HELENE", "PRENOM", True),
        ("Léa", "la plea du patient", "PRENOM", False),  # whole words only
        ("MARCHETTI-VOLNAY", "Mme [NOM] [NOM]", "NOM", False),
        ("12", "12 rue", "", False),  # too short to be meaningful
        # a surname that is a word of the language: with its capital only ("marin pêcheur" is a trade)
        ("PÊCHEUR", "Le métier de marin pêcheur explique", "NOM", False),
        ("PÊCHEUR", "Dr Sébastien PECHEUR", "NOM", True),
        ("BERGER", "vu par le Dr Berger", "NOM", True),
    ],
)
def test_value_readable(value, text, label, expected):
    assert value_readable(value, text, label) is expected


def _arrays(text: str, boxes, lines, ocr=True) -> TextArrays:
    n = len(text)
    return TextArrays(text, np.asarray(boxes, np.float32).reshape(n, 4), np.asarray(lines, np.int32),
                      np.full(n, 10, np.float32), np.full(n, ocr, bool))


def _native(text: str, boxes, lines) -> PageText:
    n = len(text)
    return PageText(0, text, np.asarray(boxes, np.float32).reshape(n, 4), np.asarray(lines, np.int32), 100.0, 100.0)


def test_concat_renumbers_lines_and_adds_block_break():
    a = _arrays("ab", [[0, 0, 5, 10], [5, 0, 10, 10]], [0, 0], ocr=False)
    b = _arrays("cd", [[0, 50, 5, 60], [5, 50, 10, 60]], [0, 0])
    out = concat([a, b])
    assert out.text == "ab\n\ncd"
    assert out.line_ids.tolist() == [0, 0, -1, -1, 1, 1]
    assert out.ocr_mask.tolist() == [False, False, False, False, True, True]
    assert out.boxes[4].tolist() == [0, 50, 5, 60]


def test_ocr_words_on_native_text_are_dropped():
    native = _native("Dupont", [[10 + 5 * i, 10, 15 + 5 * i, 20] for i in range(6)], [0] * 6)
    # OCR read the same word again (a background image under the text) and another word below.
    ocr = _arrays(
        "Dupont Brest",
        [[10 + 5 * i, 10, 15 + 5 * i, 20] for i in range(6)] + [[40, 10, 41, 20]] + [[10 + 5 * i, 50, 15 + 5 * i, 60] for i in range(5)],
        [0] * 7 + [1] * 5,
    )
    kept = drop_duplicates_of_native(ocr, native)
    assert kept.text.strip() == "Brest"
    # Native text that is not visibly drawn (a scanner's invisible layer) drops nothing.
    assert drop_duplicates_of_native(ocr, np.zeros((0, 4))).text == "Dupont Brest"
    assert merge_page(native, [ocr], full_page=False, native_boxes=np.zeros((0, 4))).text.count("Dupont") == 2
    merged = merge_page(native, [ocr], full_page=False)
    assert merged.text.startswith("Dupont\n\n") and merged.text.rstrip().endswith("Brest")
    assert merged.text.count("Dupont") == 1


def _fake_tessdata(tmp_path):
    folder = tmp_path / "tessdata"
    folder.mkdir()
    (folder / "fra.traineddata").write_bytes(b"x")
    return folder


def _one_page_pdf(tmp_path):
    import pymupdf

    path = tmp_path / "une-page.pdf"
    doc = pymupdf.open()
    doc.new_page()
    doc.save(path)
    return path


def test_worker_failure_is_a_french_error_naming_the_page(tmp_path):
    from app.ocr import OcrError

    with pytest.raises(OcrError) as exc:
        ocr_pages(_one_page_pdf(tmp_path), [4], tessdata=_fake_tessdata(tmp_path), workers=1)
    assert str(exc.value) == "La reconnaissance de texte (OCR) a échoué sur la page 5."


def test_unresponsive_workers_time_out(tmp_path, monkeypatch):
    import app.ocr.pool as pool
    from app.ocr import OcrError

    monkeypatch.setattr(pool, "PAGE_TIMEOUT_S", 0.0)
    monkeypatch.setattr(pool, "_START_SLACK_S", 0.0)
    with pytest.raises(OcrError) as exc:
        ocr_pages(_one_page_pdf(tmp_path), [0], tessdata=_fake_tessdata(tmp_path), workers=1)
    assert "délai" in str(exc.value)


def test_value_ranges_point_at_what_value_readable_reads():
    from app.ocr.verify import value_ranges

    text = "Patiente : Mme Gwendoline KERGUELEN\nNée le 21 / 05 / 1949 à Brest"
    (s, e), = value_ranges("21/05/1949", text, "DATE_NAISSANCE")
    assert text[s:e] == "21 / 05 / 1949"
    spans = value_ranges("KERGUELEN-ABGRALL", text, "NOM")  # a half of a compound name counts
    assert [text[s:e] for s, e in spans] == ["KERGUELEN"]
    assert value_ranges("Gwendolyne", text, "PRENOM") == [(15, 25)]  # one OCR misread away
    assert value_ranges("Dupont", text, "NOM") == []


def test_ocr_resolution_stays_within_tesseract_limits():
    from app.ocr.worker import MAX_OCR_PIXELS, MAX_OCR_SIDE_PX, ocr_zoom

    assert ocr_zoom(595, 842, 300) == pytest.approx(300 / 72)  # an A4 page: the asked resolution
    for w, h in ((8400, 8400), (18000, 36000), (200, 14400)):  # posters and a long strip
        z = ocr_zoom(w, h, 300)
        assert max(w, h) * z <= MAX_OCR_SIDE_PX + 1 and w * h * z * z <= MAX_OCR_PIXELS * 1.001


def test_an_image_page_ocr_failed_on_says_so():
    from app.job.image_pages import ImagePages
    from app.job.outcome import EXIT_PAGES, JobError

    pages = ImagePages(image_only=[0], needs_ocr=[0])
    for state, words in (("failed", "a échoué"), ("unavailable", "n'est pas disponible"), ("cancelled", "annulée")):
        with pytest.raises(JobError) as err:
            pages.pages_to_mask(False, (), state)
        assert err.value.code == EXIT_PAGES and words in str(err.value)
    assert pages.pages_to_mask(True, (), "failed") == [0]


def test_the_ocr_check_does_not_read_its_own_placeholders_nor_a_span_s_caption_words():
    """A model span of OCR text can run into a misread caption ("Frénom") or a lower-case word;
    the box's placeholder "[PRENOM]" is one letter from it and is read back on every round, so
    the export refused a fax it had fully masked."""
    from app.ocr.verify import value_ranges

    masked = "Nom : [NOM]\n[PRENOM]\nDate de naissance : [DATE_NAISSANCE]\nFICHE D'ADMISSION\npersonnel (champ 6)\n"
    assert value_ranges("MÜLLER-HARTMANN\nFrénom", masked, "NOM") == []
    assert value_ranges("adnission\nLuc Grosskost", masked, "NOM") == []
    assert value_ranges("Personne", masked, "NOM") == []  # an ordinary word, not one letter off
    # the names themselves are still looked for, one OCR misread away
    assert value_ranges("MÜLLER-HARTMANN\nFrénom", "Patient : MULLER HARTMAN", "NOM") != []
    assert value_ranges("adnission\nLuc Grosskost", "vu par Grosskost", "NOM") != []
    assert value_ranges("Jean Marche", "Dr Marche", "NOM") != []
