"""A fixed sample of third-party PDFs (``../shared/data/real-pdfs``, copied to a temporary
folder, never edited): forced words leave, whoever made the file, as two readers that
are not MuPDF's extraction see it. The whole corpus runs in
``benchmarks/bench_real_pdfs.py``; this sample keeps one file per producer family."""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CORPUS = Path(os.environ.get("CAVIARD_REAL_PDFS", ROOT.parent / "shared" / "data" / "real-pdfs"))
sys.path.insert(0, str(ROOT / "benchmarks"))

SAMPLE = [
    "formatcorpus__160721.pdf",  # Adobe
    "fop__language.pdf",  # Apache FOP
    "pdfjs__issue11656.pdf",  # Microsoft Office
    "pdfbox__transitions_test.pdf",  # iText
    "pdfbox__BidiSample.pdf",  # Apple Quartz
    "pysample__libreoffice-form.pdf",  # LibreOffice, a form
    "pdfjs__issue2099-1.pdf",  # Ghostscript
    "pysample__google-doc-document.pdf",  # Google Docs
    "pysample__minimal-document.pdf",  # TeX
    "pysample__multicolumn.pdf",  # words hyphenated at line ends
    "pysample__with-attachment.pdf",  # an embedded file
]
REFUSED = ["broken/ocrmypdf__invalid.pdf", "password/pdfminer__rc4-40.pdf"]
# Files once refused: annotations written inline in /Annots (an internal error), a word
# running past the page edge (readers disagreed), a photo page OCR reads nothing on.
ONCE_REFUSED = ["pysample__annotated_pdf.pdf", "pdfjs__ShowText-ShadingPattern.pdf", "pysample__cmyk-image.pdf",
                "pdfbox__AngledExample.pdf"]

pytestmark = pytest.mark.skipif(not CORPUS.is_dir(), reason="third-party corpus absent")


@pytest.mark.parametrize("name", SAMPLE + ONCE_REFUSED)
def test_forced_words_are_gone_for_every_reader(name, tmp_path, capsys):
    from bench_real_pdfs import pdftotext, pick_words, pypdf_text, still_there

    from app.cli import main

    src = tmp_path / "in.pdf"
    shutil.copyfile(CORPUS / name, src)
    terms, pages = pick_words(src)
    assert len(terms) >= (3 if name in SAMPLE else 0)
    out = tmp_path / "out.pdf"
    args = ["anonymize", str(src), "-o", str(out), "--no-model"]
    for t in terms:
        args += ["--force-term", t]
    code = main(args)
    err = capsys.readouterr().err
    assert code == 0, err
    text_p = pdftotext(out)
    text_y, n = pypdf_text(out)
    assert n == pages
    assert still_there(terms, text_p) == [] and still_there(terms, text_y) == []


@pytest.mark.parametrize("name", REFUSED)
def test_broken_and_protected_files_get_exit_2_in_french(name, tmp_path, capsys):
    from app.cli import main

    src = tmp_path / "in.pdf"
    shutil.copyfile(CORPUS / name, src)
    code = main(["anonymize", str(src), "-o", str(tmp_path / "out.pdf"), "--no-model"])
    err = capsys.readouterr().err
    assert code == 2 and err.startswith("Erreur : ") and "Traceback" not in err
    assert not (tmp_path / "out.pdf").exists()


def test_glyphs_no_box_removes_make_a_picture_of_their_page_not_a_refusal(tmp_path, capsys):
    """Text drawn at a negative size: redaction leaves glyphs under the box; that page is
    rebuilt as an image of itself (boxes painted in) rather than the file refused."""
    import json

    from bench_real_pdfs import pdftotext, pypdf_text

    from app.cli import main

    src = tmp_path / "in.pdf"
    shutil.copyfile(CORPUS / "pdfdiff__NegativeFontSize.pdf", src)
    out, rep = tmp_path / "out.pdf", tmp_path / "r.json"
    code = main(["anonymize", str(src), "-o", str(out), "--report", str(rep), "--no-model", "--force-term", "Helvetica"])
    assert code == 0, capsys.readouterr().err
    assert json.loads(rep.read_text(encoding="utf-8"))["rebuilt_pages"] == [1]
    assert "Helvetica" not in pdftotext(out) and "Helvetica" not in pypdf_text(out)[0]
