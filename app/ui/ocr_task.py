"""OCR of scanned pages after the analysis, then detection on the OCR text.

``app.ocr.ocr_pages`` runs Tesseract in worker *processes* (PyMuPDF holds
the GIL); this thread only waits for them, then runs the same detectors on
each page's OCR text and streams ``(page, PageText, spans)`` back. Started
once the document analysis is done, so its page results are final.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QThread, Signal

from app.detection.analyze import analyze_page


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
        from app.ocr import OcrCancelled, OcrError, ocr_pages

        try:
            got = ocr_pages(
                self.pdf_path,
                self.pages,
                progress=lambda done, total: self.progressed.emit(self.generation, done, total),
                cancelled=lambda: self._cancelled,
            )
            detectors, _status = self._provider()
            for i in sorted(got):
                if self._cancelled:
                    return
                pt = got[i]
                self.pageReady.emit(self.generation, i, pt, analyze_page(i, pt.text, detectors))
            self.finishedOk.emit(self.generation, sorted(got))
        except OcrCancelled:
            return
        except OcrError as exc:
            self.failed.emit(self.generation, str(exc))
        except Exception as exc:  # never a traceback in the window, never a value
            self.failed.emit(self.generation, "erreur interne (%s)" % type(exc).__name__)
