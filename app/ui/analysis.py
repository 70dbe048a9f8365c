"""Background analysis: page texts fed from the GUI thread to a QThread.

PyMuPDF is not thread-safe and holds the GIL, so page texts are extracted
on the GUI thread (``DocumentJob.native_text``), a few pages per timer tick
(no long stall), and handed to the worker as plain strings. The worker runs
the job's own detection steps (``detect_page`` per page, then
``finish_detection``, as the command line does; NER releases the GIL) and
streams results back as queued signals. Each run
has a generation number: results of a cancelled run are ignored.
"""

from __future__ import annotations

import queue
import threading
import time
from collections import deque
from typing import Callable

from PySide6.QtCore import QObject, QThread, QTimer, Signal

from app.ui.core_messages import ui_message
from app.job import detect_page, finish_detection

_END = object()
LOOKAHEAD = 3  # pages extracted ahead of the worker: just in time, so the first page is analysed first
HEAVY_UNIT_S = 0.008
ANALYSIS_NICE = 10


def lower_priority(thread: QThread) -> None:
    """The analysis yields the CPU to the window.

    On two cores the model's threads took both and the window waited for a
    core (stalls of 60–75 ms for 30 ms of its own work). On Linux the nice
    value is per thread: every thread but the GUI's is lowered, the model's
    pool included (wherever it was created); elsewhere Qt lowers this thread.
    """
    import os

    gui = threading.main_thread().native_id
    try:
        tids = [int(t) for t in os.listdir("/proc/self/task")]
    except OSError:
        tids = []
    done = False
    for tid in tids:
        if tid == gui:
            continue
        try:
            if os.getpriority(os.PRIO_PROCESS, tid) < ANALYSIS_NICE:
                os.setpriority(os.PRIO_PROCESS, tid, ANALYSIS_NICE)
            done = True
        except (AttributeError, OSError):
            pass
    if not done:
        thread.setPriority(QThread.LowPriority)


class AnalysisThread(QThread):
    pageDone = Signal(int, int, object)  # generation, page, list[Span]
    documentDone = Signal(int, object)  # generation, every span after the document pass
    modelStatus = Signal(int, object)  # generation, dict or None
    failed = Signal(int, str)

    def __init__(self, generation: int, page_count: int, detectors_provider: Callable[[], list], known=None):
        super().__init__()
        self.generation = generation
        self.page_count = page_count
        self._known = dict(known or {})  # page → (PageText or text, spans) analysed by a run that was cancelled
        self._provider = detectors_provider
        self._queue: queue.Queue = queue.Queue()
        self._cancelled = False

    def feed(self, page: int, text) -> None:
        self._queue.put((page, text))

    def cancel(self) -> None:
        self._cancelled = True
        self._queue.put(_END)

    @property
    def cancelled(self) -> bool:
        return self._cancelled

    def run(self) -> None:  # worker thread
        lower_priority(self)
        try:
            detectors, status = self._provider()
            lower_priority(self)  # the model's thread pool, if loading it just made one
            for d in detectors:  # the NER detector counts pages per document
                if hasattr(d, "reset_status"):
                    d.reset_status()
            self.modelStatus.emit(self.generation, status)
            texts: list = [""] * self.page_count  # each page's PageText ("" for a page that could not be read)
            spans = []
            for page, (page_text, page_spans) in sorted(self._known.items()):
                texts[page] = page_text
                spans.extend(page_spans)
            done = len(self._known)
            while done < self.page_count:
                item = self._queue.get()
                if item is _END or self._cancelled:
                    return
                page, page_text = item
                texts[page] = page_text
                page_spans = detect_page(page, page_text, detectors)
                if self._cancelled:
                    return
                spans.extend(page_spans)
                done += 1
                self.pageDone.emit(self.generation, page, page_spans)
            spans = finish_detection(texts, spans, detectors, lambda: self._cancelled)
            if not self._cancelled:
                for d in detectors:  # the model's own report after the run (pages it failed on)
                    st = getattr(d, "status", None)
                    if st is not None and hasattr(st, "pages_failed"):
                        self.modelStatus.emit(self.generation, st)
                self.documentDone.emit(self.generation, spans)
        except Exception as exc:  # never a traceback in the window; no values in the message
            self.failed.emit(self.generation, type(exc).__name__)


class AnalysisController(QObject):
    """Owns the extraction timer and the current worker thread."""

    pageText = Signal(int, object)  # page, PageText (GUI thread)
    pageDone = Signal(int, object)  # page, spans
    documentDone = Signal(object)
    progress = Signal(int, int)  # pages analysed, page count
    modelStatus = Signal(object)
    failed = Signal(str)
    extractionFailed = Signal(int, str)  # page, French message

    def __init__(self, detectors_factory: Callable[[], object], parent=None):
        super().__init__(parent)
        self._factory = detectors_factory
        self._detectors: list | None = None
        self._status = None
        self._lock = threading.Lock()
        self._generation = 0
        self._thread: AnalysisThread | None = None
        self._live: list[AnalysisThread] = []  # started, not finished yet
        self._doc = None
        self._todo: deque = deque()  # pages still to extract, in order
        self._extracted = 0
        self._done = self._known_count = 0
        self._timer = QTimer(self)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._tick)
        self._pending: deque = deque()  # (page, spans) received, not yet handed to the window
        self.gui_busy: Callable[[], bool] = lambda: False  # e.g. the page view has a render due
        self._pending_doc = None

    # detectors are built once (model loading is slow) in the first worker thread
    def _provide_detectors(self) -> tuple[list, object]:
        with self._lock:
            return self._provide_locked()

    def _provide_locked(self) -> tuple[list, object]:
        if self._detectors is None:
            made = self._factory()
            if isinstance(made, tuple):
                self._detectors, self._status = list(made[0]), made[1]
            else:
                self._detectors, self._status = list(made), None
        return self._detectors, self._status

    def detectors_for_ocr(self) -> tuple[list, object]:
        """The same detectors, for the OCR thread (built if needed; thread-safe)."""
        return self._provide_detectors()

    @property
    def detectors(self) -> list | None:
        return self._detectors

    def set_detectors_factory(self, factory: Callable[[], object]) -> None:
        """``factory()`` → detectors, or (detectors, model status)."""
        self._factory = factory
        self._detectors = None

    @property
    def running(self) -> bool:
        return self._thread is not None

    def start(self, doc, known=None) -> None:
        """``doc``: the ``DocumentJob`` (its ``native_text`` records image pages).

        ``known``: page → (text, spans) already analysed (an analysis resumed
        after a cancel); only the other pages are extracted and analysed, and
        the document pass runs over all of them.
        """
        self.cancel()
        self._generation += 1
        self._doc = doc
        known = dict(known or {})
        self._todo = deque(p for p in range(doc.page_count) if p not in known)
        self._done = self._known_count = len(known)
        self._extracted = 0
        t = AnalysisThread(self._generation, doc.page_count, self._provide_detectors, known)
        t.pageDone.connect(self._on_page_done)
        t.documentDone.connect(self._on_document_done)
        t.modelStatus.connect(self._on_model_status)
        t.failed.connect(self._on_failed)
        t.finished.connect(lambda t=t: self._reap(t))
        self._thread = t
        self._live.append(t)
        t.start()
        self._timer.start()
        self.progress.emit(self._done, doc.page_count)

    def cancel(self) -> None:
        """Stop extraction and the worker; stale results are dropped by generation."""
        self._timer.stop()
        self._pending.clear()
        self._pending_doc = None
        t = self._thread
        self._thread = None
        self._doc = None
        if t is not None:
            t.cancel()
            self._generation += 1

    def _reap(self, t: AnalysisThread) -> None:
        if t in self._live:
            self._live.remove(t)
        if t is self._thread:
            self._thread = None
        t.deleteLater()

    def shutdown(self, timeout_ms: int = 5000) -> None:
        self.cancel()
        for t in list(self._live):
            t.wait(timeout_ms)

    def _tick(self) -> None:
        """One unit of GUI-thread work per event-loop pass: a page result, else a page extraction.

        Results arrive as queued signals, sometimes several at once; handling
        them one per pass keeps each pass short (the window stays responsive).
        """
        t0 = time.perf_counter()
        try:
            self._one_unit()
        finally:
            # A heavy unit (a page's results, an extraction: 10–20 ms) leaves the
            # next event-loop pass to input, paints and other timers: two heavy
            # units back to back were the window's worst stalls.
            spent = time.perf_counter() - t0
            if self._timer.isActive():
                self._timer.setInterval(0 if spent < HEAVY_UNIT_S else min(20, int(spent * 1000)))

    def _one_unit(self) -> None:
        if self._pending:
            page, spans = self._pending.popleft()
            self._done += 1
            self.pageDone.emit(page, spans)
            if self._doc is not None:
                self.progress.emit(self._done, self._doc.page_count)
            return
        if self._pending_doc is not None:
            spans, self._pending_doc = self._pending_doc, None
            self._thread = None
            self._timer.stop()
            self.documentDone.emit(spans)
            return
        if not self._extract_one():
            self._timer.stop()  # restarted by the next result

    def _extract_one(self) -> bool:
        """Extract the next page for the worker; False when there is nothing to do now."""
        doc, t = self._doc, self._thread
        if doc is None or t is None or not self._todo:
            return False
        if self._extracted - self._done_here() >= LOOKAHEAD:
            return False
        if self.gui_busy():
            return True  # a page render is due this pass: extract on the next one
        i = self._todo.popleft()
        self._extracted += 1
        try:
            pt = doc.native_text(i)
            text = pt.text
        except Exception as exc:  # DocumentError: a damaged page is analysed as empty
            self.extractionFailed.emit(i, ui_message(str(exc)) if hasattr(exc, "code") else self.tr("Page illisible."))
            pt, text = None, ""
        if pt is not None:
            self.pageText.emit(i, pt)
        t.feed(i, pt if pt is not None else text)
        return True

    def _done_here(self) -> int:
        """Pages this run analysed (not those it was handed already done)."""
        return self._done - self._known_count

    def _on_page_done(self, gen: int, page: int, spans) -> None:
        if gen != self._generation:
            return
        self._pending.append((page, spans))
        if not self._timer.isActive():
            self._timer.start()

    def _on_document_done(self, gen: int, spans) -> None:
        if gen != self._generation:
            return
        self._pending_doc = spans
        if not self._timer.isActive():
            self._timer.start()

    def _on_model_status(self, gen: int, status) -> None:
        if gen == self._generation:
            self.modelStatus.emit(status)

    def _on_failed(self, gen: int, what: str) -> None:
        if gen == self._generation:
            self._thread = None
            self._timer.stop()
            self.failed.emit(what)


def default_detectors_factory(prefs) -> Callable[[], tuple[list, object]]:
    """Rules always; the NER model when enabled (a load failure leaves the rules)."""

    def make():
        from app.detection.analyze import default_detectors

        detectors = default_detectors(use_model=False)
        status = None
        if prefs.use_model:
            try:
                from app.detection.ner import load_default_detector, load_detector

                kw = {"entity_threshold": prefs.model_entity_threshold} if prefs.model_entity_threshold > 0 else {}
                det, status = load_detector(prefs.model_dir, **kw) if prefs.model_dir else load_default_detector(**kw)
            except ImportError:
                det, status = None, None
            if det is not None:
                detectors.append(det)
        return detectors, status

    return make

