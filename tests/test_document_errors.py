"""Bad input: typed errors with French messages, CLI exit code 2, no traceback."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pymupdf
import pytest

from app.document import DocumentError, open_document
from app.document.errors import (
    CorruptPdfError,
    EmptyPdfError,
    EncryptedPdfError,
    MissingFileError,
    NotPdfError,
)

ROOT = Path(__file__).resolve().parents[1]


def _encrypted(tmp_path: Path) -> Path:
    doc = pymupdf.open()
    doc.new_page().insert_text((72, 72), "secret", fontsize=12)
    p = tmp_path / "enc.pdf"
    doc.save(p, encryption=pymupdf.PDF_ENCRYPT_AES_256, user_pw="u", owner_pw="o")
    return p


def _corrupt(tmp_path: Path) -> Path:
    p = tmp_path / "corrupt.pdf"
    p.write_bytes(b"%PDF-1.7\n" + bytes(range(256)) * 20)
    return p


def _zero_pages(tmp_path: Path) -> Path:
    p = tmp_path / "zero.pdf"
    # A syntactically valid PDF whose page tree is empty.
    body = (
        b"%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n"
        b"2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n"
    )
    xref_pos = len(body)
    body += b"xref\n0 3\n0000000000 65535 f \n0000000009 00000 n \n0000000052 00000 n \n"
    body += b"trailer<</Size 3/Root 1 0 R>>\nstartxref\n%d\n%%%%EOF\n" % xref_pos
    p.write_bytes(body)
    return p


def _not_pdf(tmp_path: Path) -> Path:
    p = tmp_path / "note.txt"
    p.write_text("Ceci n'est pas un PDF", encoding="utf-8")
    q = tmp_path / "image.pdf"  # a PNG renamed .pdf
    q.write_bytes(b"\x89PNG\r\n\x1a\n" + b"\0" * 100)
    return q


CASES = [
    (_encrypted, EncryptedPdfError, "mot de passe"),
    (_corrupt, CorruptPdfError, "endommagé"),
    (_zero_pages, EmptyPdfError, "aucune page"),
    (_not_pdf, NotPdfError, "pas un PDF"),
    (lambda t: t / "absent.pdf", MissingFileError, "introuvable"),
]


@pytest.mark.parametrize("make, error, words", CASES)
def test_bad_input_raises_typed_french_error(tmp_path, make, error, words):
    path = make(tmp_path)
    with pytest.raises(DocumentError) as info:
        open_document(path).close()
    assert isinstance(info.value, error)
    assert words in str(info.value)
    assert path.name not in str(info.value)  # file names may hold patient names


@pytest.mark.parametrize("make, error, words", CASES)
def test_cli_detect_bad_input_exit_2(tmp_path, make, error, words):
    path = make(tmp_path)
    r = subprocess.run(
        [sys.executable, "-m", "app", "detect", str(path), "--no-model"],
        cwd=ROOT, capture_output=True, text=True, timeout=60,
    )
    assert r.returncode == 2
    assert "Traceback" not in r.stderr
    assert words in r.stderr


def test_empty_file_is_refused(tmp_path):
    p = tmp_path / "vide.pdf"
    p.write_bytes(b"")
    with pytest.raises(NotPdfError):
        open_document(p)
