"""OCR of scanned pages after the analysis, then detection on the OCR text.

The job's OCR step (``app.job.read_ocr``: Tesseract in worker *processes*,
PyMuPDF holds the GIL) runs here; this thread only waits for it, then runs
the job's ``detect_page`` on each page's OCR text and streams
``(page, PageText, spans)`` back. Started
once the document analysis is done, so its page results are final.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QThread, Signal

from app.job import detect_page, read_ocr


class OcrThread(QThread):
    progressed = Signal(int, int, int)  # generation, done, total
    pageReady = Signal(int, int, object, object)  # generation, page, PageText, spans
    finishedOk = Signal(int, object)  # generation, pages read
    failed = Signal(int, str)  # generation, French message

    def __init__(self, generation: int, pdf_path: str, pages: list[int], detectors_provider: Callable):
        super().__init__()
        self.generation = generation
        self.pdf_path = pdf_path
        self.pages = list(pages)
        self._provider = detectors_provider
        self._cancelled = False

    def cancel(self) -> None:
        self._cancelled = True

    def run(self) -> None:
        state, got, message = read_ocr(
            self.pdf_path,
            self.pages,
            progress=lambda done, total: self.progressed.emit(self.generation, done, total),
            cancelled=lambda: self._cancelled,
        )
        if state == "cancelled" or self._cancelled:
            return
        if state != "done":
            self.failed.emit(self.generation, message or state)
            return
        try:
            detectors, _status = self._provider()
            for i in sorted(got):
                if self._cancelled:
                    return
                pt = got[i]
                self.pageReady.emit(self.generation, i, pt, detect_page(i, pt, detectors))
            self.finishedOk.emit(self.generation, sorted(got))
        except Exception as exc:  # never a traceback in the window, never a value
            self.failed.emit(self.generation, "erreur interne (%s)" % type(exc).__name__)
