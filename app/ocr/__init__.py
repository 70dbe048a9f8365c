"""French OCR of scanned pages, in worker processes (Qt-free).

Scanned pages (referral letters, consent forms, faxes) have no text layer:
without OCR nothing on them is detected and they would leave unredacted.
This package reads them with Tesseract through PyMuPDF (only
``fra.traineddata`` is needed, no executable) and hands back ordinary
``PageText`` values, so OCR words go through the same detection, plan and
redaction path as native text (redaction blanks the pixels under the boxes).

API (see docs/OCR.md):

- ``find_tessdata() -> str | None``: ``$CAVIARD_TESSDATA``, then a
  ``tessdata/`` folder shipped with the app, then Debian's
  ``/usr/share/tesseract-ocr/*/tessdata``; a folder holding fra.traineddata.
- ``ocr_available(tessdata=None) -> bool``.
- ``pages_needing_ocr(page_texts) -> list[int]``: image-only pages and text
  pages holding a large image.
- ``ocr_pages(pdf_path, page_indices, *, tessdata=None, dpi=300, progress=None,
  cancelled=None, workers=None, full_page=False) -> dict[int, PageText]``:
  pages in parallel (spawn process pool, one process per core); ``progress(done,
  total)`` and ``cancelled() -> bool`` are called on the caller's thread.
  Returned pages have ``ocr=True``, ``ocr_mask`` marking OCR characters and
  ``char_confidence=None`` (PyMuPDF's OCR textpage exposes no Tesseract
  confidence).
- ``ocr_readable(page_text) -> bool``: False when OCR read (almost) nothing
  (handwriting, poor scan): such a page must be masked whole.
- ``verify_ocr_redaction(pdf_bytes, page_indices, values, tessdata=None, ...)
  -> list[OcrProblem]``: OCR the redacted pages again; every value still
  legible is a problem (page and kind, never the value).
- Errors: ``OcrError`` (French message), ``OcrUnavailableError``, ``OcrCancelled``.

Never insert the OCR text into an output PDF: it would be an invisible
text layer holding what was meant to be removed.
"""

from app.ocr.pool import (
    OcrCancelled,
    OcrError,
    OcrUnavailableError,
    ocr_pages,
    ocr_readable,
    pages_needing_ocr,
)
from app.ocr.tessdata import find_tessdata, ocr_available
from app.ocr.verify import OcrProblem, verify_ocr_redaction

__all__ = [
    "OcrCancelled",
    "OcrError",
    "OcrProblem",
    "OcrUnavailableError",
    "find_tessdata",
    "ocr_available",
    "ocr_pages",
    "ocr_readable",
    "pages_needing_ocr",
    "verify_ocr_redaction",
]
