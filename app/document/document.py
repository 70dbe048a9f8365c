"""Open a PDF into a Document: lazy page texts, rendering, typed errors.

A Document owns one ``pymupdf.Document``; every call on it must stay on the
thread that opened it (PyMuPDF holds the GIL and is not thread-safe). What
leaves this module for other threads is plain values: ``PageText`` and
``RenderedPage``.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import pymupdf

from app.document.damage import PageScan, file_end_problem, reasons_fr, scan_pages
from app.document.errors import (
    MUPDF_ERRORS,
    CorruptPdfError,
    DocumentError,
    EmptyPdfError,
    EncryptedPdfError,
    MissingFileError,
    NotPdfError,
    TooLargeError,
)
from app.document.page_text import PageText
from app.document.text_index import build_page_text

MAX_PAGES = 5000
MAX_BYTES = 1024 * 1024 * 1024  # 1 GiB
DAMAGED_NOTHING_READABLE = (
    "Ce PDF est endommagé : aucune de ses pages n'a pu être lue. Demandez une nouvelle copie du fichier."
)

pymupdf.TOOLS.mupdf_display_errors(False)  # MuPDF warnings can quote document content


@dataclass(frozen=True)
class RenderedPage:
    """RGB pixels of a rendered page, ready for QImage(…, Format_RGB888)."""

    index: int
    width: int
    height: int
    stride: int
    samples: bytes
    zoom: float


def _check_header(path: Path) -> None:
    try:
        with open(path, "rb") as fh:
            head = fh.read(1024)
    except OSError as exc:
        raise MissingFileError() from exc
    if b"%PDF-" not in head:
        raise NotPdfError()


class Document:
    """An opened PDF. Use ``open_document``; close with ``close()`` or ``with``."""

    def __init__(self, path: Path, pdf: pymupdf.Document, scan: PageScan | None = None, end_problem: str | None = None):
        self.path = path
        self.pdf = pdf
        self._texts: dict[int, PageText] = {}
        self._scan = scan or PageScan(opened=pdf.page_count)
        self._end_problem = end_problem

    # -- lifecycle -------------------------------------------------------
    def close(self) -> None:
        if not self.pdf.is_closed:
            self.pdf.close()

    def __enter__(self) -> "Document":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # -- content ---------------------------------------------------------
    @property
    def page_count(self) -> int:
        return self.pdf.page_count

    @property
    def damage_reasons(self) -> list[str]:
        """Why this file is damaged (short French phrases, no value), empty when it is sound.

        MuPDF's own repair, the page count the file declares against the pages that
        opened, pages that do not load or extract, pages left out of the page tree, a
        missing ``%%EOF`` or a wrong ``startxref``. Live: a page that fails to extract
        later, or a repair MuPDF makes on a later read, is added."""
        repaired = not self.pdf.is_closed and bool(getattr(self.pdf, "is_repaired", False))
        return reasons_fr(self._scan, self._end_problem, repaired)

    @property
    def pages_without_fonts(self) -> list[int]:
        """Pages naming fonts the file lacks (cut short): their text cannot be trusted."""
        return list(self._scan.fonts_missing)

    @property
    def damage(self) -> str:
        """``damage_reasons`` as one French phrase ("" for a sound file)."""
        return " ; ".join(self.damage_reasons)

    @property
    def repaired(self) -> bool:
        """The file is damaged (MuPDF rebuilt it, or pages are missing): usable, but say so."""
        return bool(self.damage_reasons)

    def page_text(self, index: int) -> PageText:
        """The page's text and character boxes, extracted once then cached."""
        pt = self._texts.get(index)
        if pt is None:
            try:
                pt = build_page_text(self.pdf[index], index)
            except MUPDF_ERRORS as exc:
                if index not in self._scan.failed:
                    self._scan.failed.append(index)
                raise CorruptPdfError("La page %d de ce PDF est endommagée." % (index + 1)) from exc
            self._texts[index] = pt
        return pt

    @property
    def pages(self) -> list[PageText]:
        """Every page's text (extracts the pages not yet extracted)."""
        return [self.page_text(i) for i in range(self.page_count)]

    def page_size(self, index: int) -> tuple[float, float]:
        """Displayed (rotated) size in points, without extracting text."""
        r = self.pdf[index].rect
        return (r.width, r.height)

    def render(self, index: int, zoom: float = 1.0) -> RenderedPage:
        """Render a page at ``zoom`` × 72 dpi, rotation applied."""
        pix = self.pdf[index].get_pixmap(matrix=pymupdf.Matrix(zoom, zoom), alpha=False)
        return RenderedPage(index, pix.width, pix.height, pix.stride, bytes(pix.samples), zoom)


def open_document(path: str | os.PathLike) -> Document:
    """Open ``path`` as a PDF or raise a ``DocumentError`` with a French message."""
    p = Path(path)
    if not p.is_file():
        raise MissingFileError()
    size = p.stat().st_size
    if size == 0:
        raise NotPdfError("Ce fichier est vide.")
    if size > MAX_BYTES:
        raise TooLargeError()
    _check_header(p)
    try:
        pdf = pymupdf.open(p, filetype="pdf")
    except MUPDF_ERRORS as exc:
        raise CorruptPdfError() from exc
    try:
        if pdf.needs_pass or pdf.is_encrypted:
            raise EncryptedPdfError()
        try:
            scan = scan_pages(pdf, MAX_PAGES)
        except MUPDF_ERRORS as exc:
            raise CorruptPdfError() from exc
        end_problem = file_end_problem(p)
        damaged = bool(reasons_fr(scan, end_problem, pdf.is_repaired))
        if scan.usable == 0 or (damaged and scan.all_blank):
            # Nothing left to read (no page, or only blank pages of a damaged file that held
            # more): say the file is damaged, not empty, and open no blank page.
            if damaged or scan.declared or scan.orphans:
                raise CorruptPdfError(DAMAGED_NOTHING_READABLE)
            raise EmptyPdfError()
        if pdf.page_count > MAX_PAGES:
            raise TooLargeError(
                "Ce document compte %d pages : la limite est de %d pages par fichier." % (pdf.page_count, MAX_PAGES)
            )
    except DocumentError:
        pdf.close()
        raise
    return Document(p, pdf, scan, end_problem)


def load_text_file(path: str | os.PathLike) -> list[str]:
    """A UTF-8 ``.txt`` file as one page of text (``detect`` on plain text)."""
    p = Path(path)
    if not p.is_file():
        raise MissingFileError()
    try:
        return [p.read_text(encoding="utf-8")]
    except UnicodeDecodeError as exc:
        raise DocumentError("Ce fichier texte n'est pas encodé en UTF-8.") from exc
