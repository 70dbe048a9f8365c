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


# -- damaged files: flagged, or refused in French; never a silent blank page ------------------------

KIDS5 = b"/Kids[4 0 R 9 0 R 13 0 R 17 0 R 21 0 R]"


def _letter_bytes(n: int = 5) -> bytes:
    """A fictional multi-page letter, page tree near the start (as PyMuPDF writes it)."""
    doc = pymupdf.open()
    for i in range(n):
        page = doc.new_page()
        page.insert_text((72, 72), "Compte rendu fictif, page %d : Mme Fictive Exemple." % (i + 1), fontsize=12)
        page.insert_text((72, 100), "Texte de remplissage sans patient réel. " * 3, fontsize=10)
    data = doc.tobytes()
    assert n != 5 or (KIDS5 in data and b"/Count 5" in data)  # the layout the page-tree cases edit
    return data


def _write(tmp_path: Path, name: str, data: bytes) -> Path:
    p = tmp_path / name
    p.write_bytes(data)
    return p


def _garbage(n: int) -> bytes:
    return bytes((i * 73 + 41) % 256 for i in range(n))


def _opened_or_refused(path: Path):
    """The document when it opens (it must then say it is damaged), None when refused in French."""
    try:
        doc = open_document(path)
    except DocumentError as exc:
        assert isinstance(exc, CorruptPdfError), type(exc).__name__
        assert "endommagé" in str(exc) and path.name not in str(exc)
        return None
    assert doc.repaired and doc.damage, "a damaged file opened without a warning"
    for i in range(doc.page_count):  # every page reads, or fails with a typed French error
        try:
            doc.page_text(i)
        except DocumentError as exc:
            assert "endommagée" in str(exc)
    return doc


def test_a_sound_file_is_not_flagged(tmp_path):
    with open_document(_write(tmp_path, "sain.pdf", _letter_bytes())) as doc:
        assert doc.page_count == 5 and not doc.repaired and doc.damage == ""


@pytest.mark.parametrize("fraction", [0.1, 0.5, 0.9])
def test_a_file_cut_short_is_flagged_or_refused(tmp_path, fraction):
    data = _letter_bytes()
    path = _write(tmp_path, "coupe.pdf", data[: int(len(data) * fraction)])
    doc = _opened_or_refused(path)
    if doc is not None:
        with doc:
            assert doc.page_count == 5  # the pages the file declares, the lost ones named
            assert "coupé" in doc.damage or "reconstruite" in doc.damage


def test_cut_at_half_names_the_lost_pages(tmp_path):
    data = _letter_bytes()
    with open_document(_write(tmp_path, "moitie.pdf", data[: len(data) // 2])) as doc:
        assert doc.repaired
        assert "illisible" in doc.damage and "coupé" in doc.damage


def test_cut_with_the_page_tree_at_the_end_is_refused_as_damaged_not_empty(tmp_path):
    data = _letter_bytes(6)
    # Object streams put the page tree at the end: cut at half, no page is left.
    doc = pymupdf.open(stream=data)
    data = doc.tobytes(garbage=1, use_objstms=1)
    path = _write(tmp_path, "coupe_objstm.pdf", data[: len(data) // 2])
    with pytest.raises(CorruptPdfError) as info:
        open_document(path)
    assert "endommagé" in str(info.value) and "aucune page" not in str(info.value)


@pytest.mark.parametrize("where", ["table", "entries", "trailer", "startxref"])
def test_a_garbage_xref_is_flagged(tmp_path, where):
    data = _letter_bytes()
    x = data.rfind(b"\nxref\n") + 1
    tr = data.rfind(b"trailer")
    sx = data.rfind(b"startxref")
    spans = {"table": (x, tr), "entries": (x + 10, tr - 10), "trailer": (tr, sx), "startxref": (sx + 10, sx + 14)}
    start, end = spans[where]
    path = _write(tmp_path, "xref.pdf", data[:start] + _garbage(end - start) + data[end:])
    doc = _opened_or_refused(path)
    if doc is not None:
        with doc:
            assert doc.page_count == 5


def test_a_page_tree_that_declares_more_pages_is_flagged(tmp_path):
    data = _letter_bytes().replace(KIDS5, b"/Kids[4 0 R]".ljust(len(KIDS5)))  # /Count stays 5
    with open_document(_write(tmp_path, "arbre.pdf", data)) as doc:
        assert doc.page_count == 1  # final from the start: the window and the job agree
        assert doc.repaired and "annonce 5 pages, 1 a pu être ouverte" in doc.damage


def test_a_page_tree_with_missing_pages_is_flagged(tmp_path):
    data = _letter_bytes().replace(KIDS5, b"/Kids[40 0 R 90 0 R 13 0 R 17 0 R 21 0 R]")
    with open_document(_write(tmp_path, "trous.pdf", data)) as doc:
        assert doc.page_count == 5 and doc.repaired
        assert "pages 1, 2 illisibles" in doc.damage


@pytest.mark.parametrize(
    "old, new",
    [
        (KIDS5, b"/Kids[" + b"(x)" * 11 + b"]"),  # kids that are no page: MuPDF showed 5 blank pages
        (KIDS5, b"/Kids[]".ljust(len(KIDS5))),  # /Count 5, no kid
        (b"/Pages 2 0 R", b"/Pages 77 0 R"),  # the catalog points to nothing
    ],
)
def test_a_page_tree_with_no_readable_page_is_refused_as_damaged(tmp_path, old, new):
    path = _write(tmp_path, "arbre.pdf", _letter_bytes().replace(old, new))
    with pytest.raises(CorruptPdfError) as info:
        open_document(path).close()
    assert "endommagé" in str(info.value) and path.name not in str(info.value)


def test_a_missing_end_of_file_is_flagged(tmp_path):
    data = _letter_bytes()
    with open_document(_write(tmp_path, "fin.pdf", data[: data.rfind(b"%%EOF")])) as doc:
        assert doc.page_count == 5 and doc.repaired and "fin de fichier" in doc.damage


def test_pages_a_split_tool_left_behind_are_no_damage(tmp_path):
    doc = pymupdf.open(stream=_letter_bytes())
    doc.select([0])  # the other pages stay in the file as unreachable objects (no garbage collection)
    path = tmp_path / "extrait.pdf"
    doc.save(path)
    with open_document(path) as d:
        assert d.page_count == 1 and not d.repaired


def test_the_job_warns_with_the_reason_or_refuses_with_exit_2(tmp_path):
    from app.job import DocumentJob, JobError
    from app.job.document_job import REPAIRED_MESSAGE

    data = _letter_bytes()
    with DocumentJob.open(_write(tmp_path, "moitie.pdf", data[: len(data) // 2])) as job:
        (line,) = [w for w in job.warnings() if REPAIRED_MESSAGE in w]
        assert line.startswith("Avertissement : ") and "Détail : " in line and "illisible" in line
    broken = _write(tmp_path, "arbre.pdf", data.replace(b"/Pages 2 0 R", b"/Pages 77 0 R"))
    with pytest.raises(JobError) as info:
        DocumentJob.open(broken)
    assert info.value.code == 2 and "endommagé" in str(info.value)


def _letter_without_its_font(tmp_path: Path) -> Path:
    """A letter whose font object is lost, as in a file cut short (MuPDF then reads the
    glyph codes of an embedded font as shifted letters that still spell the values)."""
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_text((72, 72), "Compte rendu de Mme KERLOCH Yannig, née le 03/07/1961.", fontsize=12)
    page.insert_text((72, 100), "Examen clinique sans particularité.", fontsize=11)
    font = int(doc.xref_get_key(page.xref, "Resources/Font/helv")[1].split()[0])
    data = doc.tobytes().replace(b"\n%d 0 obj" % font, b"\n%d 0 xxx" % font)
    return _write(tmp_path, "sans_police.pdf", data)


def test_a_page_whose_fonts_are_lost_is_named_and_masked_whole(tmp_path):
    from app.cli import main

    src = _letter_without_its_font(tmp_path)
    with open_document(src) as doc:
        assert doc.pages_without_fonts == [0] and "sans ses polices" in doc.damage
    out = tmp_path / "sortie.pdf"
    assert main(["anonymize", str(src), "-o", str(out), "--no-model"]) == 0
    with pymupdf.open(out) as o:
        assert o[0].get_text().strip() == ""  # nothing of the page's codes is left
    # a font dictionary without its /Type (many producers omit it) is no loss
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_text((72, 72), "Texte", fontsize=12)
    font = int(doc.xref_get_key(page.xref, "Resources/Font/helv")[1].split()[0])
    doc.xref_set_key(font, "Type", "null")
    with open_document(_write(tmp_path, "sans_type.pdf", doc.tobytes())) as sound:
        assert sound.pages_without_fonts == [] and not sound.repaired
    # nor is a font given inline whose widths are an indirect array (no font object)
    from app.document.damage import _fonts_ok

    widths = doc.get_new_xref()
    doc.update_object(widths, "[500 500]")
    kind, res = doc.xref_get_key(page.xref, "Resources")
    owner, key = (int(res.split()[0]), "Font") if kind == "xref" else (page.xref, "Resources/Font")
    doc.xref_set_key(owner, key, "<< /F9 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Widths %d 0 R >> >>" % widths)
    assert _fonts_ok(doc, page.xref, {})
    doc.xref_set_key(owner, key, "<< /F9 %d 0 R >>" % (doc.xref_length() + 50))
    assert not _fonts_ok(doc, page.xref, {})
