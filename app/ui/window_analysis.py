"""The analysis and OCR threads' results, routed to the review controller.

A mixin of ``MainWindow``. The threads run the document job's steps
(``detect_page``, ``finish_detection``, ``read_ocr``); the controller keeps
the state machine; this glue only moves results across and updates the
progress and messages.
"""

from __future__ import annotations

import gc


class WindowAnalysisMixin:
    def _on_page_text(self, page: int, pt) -> None:
        if self.ctl.on_page_text(page, pt):
            self._warn_image_pages()

    def _on_page_done(self, page: int, spans) -> None:
        if self.session is not None:
            self.ctl.on_page_detected(page, spans)
            self.view.warm_geometry(page, self.session.spans(page))
            self._refresh_pages([page])
            self._schedule_seen()
            if len(self.session.analysed_pages) % 8 == 0:
                # Long-lived review objects leave the cyclic GC's scans: a full collection
                # over thousands of spans and list items stalled the window for 50–200 ms.
                gc.freeze()

    def _on_document_done(self, spans) -> None:
        if self.session is None:
            return
        pages = self.ctl.on_document_detected(spans)
        if pages:
            self._start_ocr(pages)
            return
        self._warn_image_pages()
        self._finish_analysis()

    def _finish_analysis(self) -> None:
        self.progress.hide()
        self.cancel_button.hide()
        n = len(self.session.spans()) if self.session is not None else 0
        self.status_label.setText(self.tr("Analyse terminée : %d détection(s) à relire.") % n)
        if self.session is not None:
            self._apply_pending_review()
            self.panel.refresh_now()  # the counts are final: shown now, not one throttle period later
            self._dossier_analysis_done()
            self._update_counts()
            self._refresh_pages(range(self.session.page_count))
            self._schedule_seen()
            if self.find_bar.isVisible():
                self.find_bar.search()  # pages read by OCR join the search
        self._update_actions()
        self.analysisFinished.emit()

    def _start_ocr(self, pages: list[int]) -> None:
        """OCR of scanned pages, after the analysis (its page results are final)."""
        from app.ui.ocr_task import OcrThread

        self._ocr_gen += 1
        t = OcrThread(self._ocr_gen, str(self.doc_path), pages, self.analysis.detectors_for_ocr)
        t.progressed.connect(self._on_ocr_progress)
        t.pageReady.connect(self._on_ocr_page)
        t.finishedOk.connect(self._on_ocr_done)
        t.failed.connect(self._on_ocr_failed)
        t.finished.connect(lambda t=t: self._reap_ocr(t))
        self._ocr_thread = t
        self._ocr_live.append(t)
        self.progress.setFormat(self.tr("OCR %v / %m"))
        self.progress.setRange(0, len(pages))
        self.progress.setValue(0)
        self.status_label.setText(self.tr("Reconnaissance de caractères des pages numérisées…"))
        t.start()

    def _cancel_ocr(self) -> None:
        t = self._ocr_thread
        self._ocr_thread = None
        self._ocr_gen += 1
        if t is not None:
            t.cancel()

    def _reap_ocr(self, t) -> None:
        """Drop an OCR thread once Qt says it has finished, not when its last result
        arrives: the result is sent from inside ``run()``, and a QThread whose last
        reference goes while ``run()`` is still returning aborts the process."""
        if t in self._ocr_live:
            self._ocr_live.remove(t)
        t.deleteLater()

    def _wait_ocr_threads(self, timeout_ms: int = 10000) -> None:
        for t in list(self._ocr_live):
            t.wait(timeout_ms)

    def _on_ocr_progress(self, gen: int, done: int, total: int) -> None:
        if gen == self._ocr_gen:
            self.progress.setRange(0, total)
            self.progress.setValue(done)

    def _on_ocr_page(self, gen: int, page: int, pt, spans) -> None:
        if gen != self._ocr_gen or self.session is None:
            return
        self.ctl.on_ocr_page(pt, spans)
        self.view.set_page_text(page, pt, ocr=True)

    def _end_ocr(self, state: str, message: str = "") -> None:
        self._ocr_thread = None
        self.ctl.on_ocr_finished(state, self.analysis.detectors, message)
        self.progress.setFormat(self.tr("Analyse %v / %m"))
        if message:
            self.messages.show_message("ocr", self.tr("Reconnaissance de caractères impossible : %s") % message, "error")
        self._warn_image_pages()
        self._finish_analysis()

    def _on_ocr_done(self, gen: int, _pages) -> None:
        if gen == self._ocr_gen:
            self._end_ocr("done")

    def _on_ocr_failed(self, gen: int, message: str) -> None:
        if gen == self._ocr_gen:
            self._end_ocr("failed", message)

