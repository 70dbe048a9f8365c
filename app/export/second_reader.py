"""A second reader of the written bytes: pypdf, which shares no code with MuPDF.

MuPDF's extraction leaves out text it does not draw (a content stream broken
half-way, text with no size, a string it cannot decode), while other tools
read it. The verifier reads every written page with pypdf too and searches
that text the same way; a file pypdf cannot parse at all is read by MuPDF
alone (the raw check still sees its bytes). pypdf's own warnings about odd
files go to its logger, which is kept at ERROR.

Why a process: pypdf is pure Python (15–50 ms a page), as long as MuPDF's
own checks. On a document of ``PROCESS_MIN_PAGES`` pages or more it reads in
a spawned worker while the verifier runs MuPDF's checks, so the two readings
take the time of one on two cores. A worker that fails, dies or overruns
``timeout_for`` leaves MuPDF's reading alone, as a file pypdf cannot parse does.
"""

from __future__ import annotations

import io
import logging
import multiprocessing
import unicodedata
from concurrent.futures import Future, ProcessPoolExecutor

logging.getLogger("pypdf").setLevel(logging.ERROR)

PROCESS_MIN_PAGES = 8
_executor: ProcessPoolExecutor | None = None


def timeout_for(pages: int) -> float:
    """Seconds a worker gets: start-up, then far more than pypdf's slowest page."""
    return 60.0 + 2.0 * pages


def _clean(text: str) -> str:
    """NFC, and the NUL bytes pypdf leaves for undecodable codes made spaces."""
    return unicodedata.normalize("NFC", text.replace("\x00", " "))


def read_all(data: bytes) -> list[str | None] | None:
    """Every page's text as pypdf extracts it (None for a page it cannot decode);
    None when pypdf cannot parse the file. Runs in the worker process."""
    logging.getLogger("pypdf").setLevel(logging.ERROR)
    try:
        from pypdf import PdfReader

        pages = PdfReader(io.BytesIO(data), strict=False).pages
        n = len(pages)
    except Exception:  # pypdf cannot parse the file: MuPDF's reading stands alone
        return None
    out: list[str | None] = []
    for i in range(n):
        try:
            out.append(_clean(pages[i].extract_text() or ""))
        except Exception:  # a page pypdf cannot decode: nothing more to read there
            out.append(None)
    return out


def _pool() -> ProcessPoolExecutor:
    global _executor
    if _executor is None:
        _executor = ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"))
        # In a process that is itself a multiprocessing child (a folder run's worker), exiting
        # joins its children before the executor's own exit hook runs: the idle reader would
        # never be told to stop, and the worker would never exit. A finalizer stops it first.
        from multiprocessing import util

        util.Finalize(None, _reset_pool, exitpriority=10)
    return _executor


def _reset_pool() -> None:
    global _executor
    if _executor is not None:
        procs = list((getattr(_executor, "_processes", None) or {}).values())
        _executor.shutdown(wait=False, cancel_futures=True)
        for proc in procs:
            proc.terminate()  # a worker stuck on a page must not outlive the export
        _executor = None


class SecondReader:
    """pypdf's reading of ``data``: started at once (in a worker for long
    documents), page texts collected when the verifier asks for them."""

    def __init__(self, data: bytes, page_count: int):
        self._data = data
        self._pages = page_count
        self._future: Future | None = None
        self._texts: list[str | None] | None = None
        self._done = False
        self.status = "pending"  # then "ok", "unreadable" (pypdf cannot parse) or "worker_failed"
        if page_count >= PROCESS_MIN_PAGES:
            try:
                self._future = _pool().submit(read_all, data)
            except Exception:  # no process can start here (frozen app without spawn, limits): read inline
                self._future = None

    def _collect(self) -> None:
        if self._done:
            return
        self._done = True
        if self._future is not None:
            try:
                self._texts = self._future.result(timeout=timeout_for(self._pages))
            except Exception:  # died, timed out, or could not unpickle: MuPDF alone, said in the report
                _reset_pool()
                self.status = "worker_failed"
                return
        else:
            self._texts = read_all(self._data)
        self.status = "ok" if self._texts is not None else "unreadable"

    def page_text(self, index: int) -> str | None:
        """The text of page ``index`` (0-based), None when pypdf cannot read it."""
        self._collect()
        if self._texts is None or index >= len(self._texts):
            return None
        return self._texts[index]
