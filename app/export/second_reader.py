"""A second reader of the written bytes: pypdf, which shares no code with MuPDF.

MuPDF's extraction leaves out text it does not draw (a content stream broken
half-way, text with no size, a string it cannot decode), while other tools
read it. The verifier reads every written page with pypdf too and searches
that text the same way; a file pypdf cannot parse at all is read by MuPDF
alone (the raw check still sees its bytes). pypdf's own warnings about odd
files go to its logger, which is kept at ERROR.

Why a process, and why chunks: pypdf is pure Python (15–50 ms a page), as
long as MuPDF's own checks. On a document of ``PROCESS_MIN_PAGES`` pages or
more a spawned worker reads it chunk by chunk from the first page while the
verifier runs MuPDF's checks; when those are done, the verifier reads the
chunks the worker has not started yet, from the last one back, so both cores
read pypdf until the end. The worker is started (``warm_up``) when the export
starts, so its start-up overlaps the redaction. A worker that fails, dies or
overruns ``timeout_for`` leaves MuPDF's reading alone, as a file pypdf cannot
parse does.
"""

from __future__ import annotations

import io
import logging
import multiprocessing
import time
import unicodedata
import uuid
from concurrent.futures import Future, ProcessPoolExecutor

logging.getLogger("pypdf").setLevel(logging.ERROR)

PROCESS_MIN_PAGES = 8
CHUNK_PAGES = 8
_executor: ProcessPoolExecutor | None = None
_UNREADABLE = "unreadable"  # a chunk's answer when pypdf cannot parse the file
_MISSING = "missing"  # the worker does not hold the file (it was restarted): read that chunk here


def timeout_for(pages: int) -> float:
    """Seconds a worker gets: start-up, then far more than pypdf's slowest page."""
    return 60.0 + 2.0 * pages


def _clean(text: str) -> str:
    """NFC, and the NUL bytes pypdf leaves for undecodable codes made spaces."""
    return unicodedata.normalize("NFC", text.replace("\x00", " "))


# pypdf parses a font again for every page and Form XObject that uses it (a tenth of its
# time on hospital letters); the parse depends on the font dictionary only, so one parse
# per dictionary object of the file being read is kept.
_font_cache: dict[int, tuple] = {}


def _cache_fonts() -> None:
    try:
        from pypdf.generic._font import Font  # pinned pypdf: a private module
    except ImportError:
        return
    if getattr(Font.from_font_resource, "caviard_cached", False):
        return
    parse = Font.from_font_resource.__func__

    def from_font_resource(cls, pdf_font_dict):
        hit = _font_cache.get(id(pdf_font_dict))
        if hit is not None and hit[0] is pdf_font_dict:
            return hit[1]
        font = parse(cls, pdf_font_dict)
        _font_cache[id(pdf_font_dict)] = (pdf_font_dict, font)
        return font

    from_font_resource.caviard_cached = True
    Font.from_font_resource = classmethod(from_font_resource)


def _reader_pages(data: bytes):
    """pypdf's page list of ``data``, or None when pypdf cannot parse the file."""
    logging.getLogger("pypdf").setLevel(logging.ERROR)
    _cache_fonts()
    _font_cache.clear()  # a new file: its fonts are other objects
    try:
        from pypdf import PdfReader

        pages = PdfReader(io.BytesIO(data), strict=False).pages
        len(pages)
        return pages
    except Exception:  # pypdf cannot parse the file: MuPDF's reading stands alone
        return None


def _read_pages(pages, start: int, stop: int) -> list[str | None]:
    out: list[str | None] = []
    for i in range(start, min(stop, len(pages))):
        try:
            out.append(_clean(pages[i].extract_text() or ""))
        except Exception:  # a page pypdf cannot decode: nothing more to read there
            out.append(None)
    return out


def read_all(data: bytes) -> list[str | None] | None:
    """Every page's text as pypdf extracts it (None for a page it cannot decode);
    None when pypdf cannot parse the file."""
    pages = _reader_pages(data)
    return None if pages is None else _read_pages(pages, 0, len(pages))


# In the worker process: the file being read, kept between its chunks.
_held: tuple[str, object] | None = None


def _warm() -> bool:
    import pypdf  # noqa: F401  (the import is most of a worker's start-up)

    return True


def _hold(token: str, data: bytes) -> bool:
    global _held
    _held = (token, _reader_pages(data))
    return _held[1] is not None


def _read_chunk(token: str, start: int, stop: int):
    if _held is None or _held[0] != token:
        return _MISSING
    pages = _held[1]
    return _UNREADABLE if pages is None else _read_pages(pages, start, stop)


def _release(token: str) -> None:
    global _held
    if _held is not None and _held[0] == token:
        _held = None


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
        manager = getattr(_executor, "_executor_manager_thread", None)
        _executor.shutdown(wait=False, cancel_futures=True)
        for proc in procs:
            proc.terminate()  # a worker stuck on a page must not outlive the export
        # Let the executor's manager thread close its wake-up pipe before the interpreter's
        # exit hook writes to it: if both run at once, the exit hook may write to a pipe being
        # closed, and the process ends with "Bad file descriptor" and code 1.
        if manager is not None and manager.is_alive():
            manager.join(timeout=10)
        _executor = None


def warm_up(page_count: int) -> None:
    """Start the worker now (a document long enough to be read there), so that
    its start-up runs while the export redacts."""
    if page_count >= PROCESS_MIN_PAGES:
        try:
            _pool().submit(_warm)
        except Exception:  # no process can start here: the reading will be inline
            pass


class SecondReader:
    """pypdf's reading of ``data``: started at once (in a worker for long
    documents), page texts collected when the verifier asks for them."""

    def __init__(self, data: bytes, page_count: int):
        self._data = data
        self._pages = page_count
        self._token = uuid.uuid4().hex
        self._chunks: list[tuple[int, int, Future]] = []
        self._texts: list[str | None] | None = None
        self._done = False
        self._started = time.monotonic()
        self.status = "pending"  # then "ok", "unreadable" (pypdf cannot parse) or "worker_failed"
        if page_count >= PROCESS_MIN_PAGES:
            try:
                pool = _pool()
                pool.submit(_hold, self._token, data)
                for start in range(0, page_count, CHUNK_PAGES):
                    stop = min(page_count, start + CHUNK_PAGES)
                    self._chunks.append((start, stop, pool.submit(_read_chunk, self._token, start, stop)))
            except Exception:  # no process can start here (frozen app without spawn, limits): read inline
                self._cancel()
                self._chunks = []

    def _cancel(self) -> None:
        for _start, _stop, fut in self._chunks:
            fut.cancel()

    def _collect(self) -> None:
        if self._done:
            return
        self._done = True
        if not self._chunks:
            self._texts = read_all(self._data)
            self.status = "ok" if self._texts is not None else "unreadable"
            return
        texts: list[str | None] = [None] * self._pages
        local = None  # this process's own parse, made once a chunk is read here
        unreadable = False
        try:
            for start, stop, fut in reversed(self._chunks):  # the worker reads from the front
                if not fut.cancel():
                    continue
                if local is None:
                    local = _reader_pages(self._data) or ()
                if not local:
                    unreadable = True
                    break
                texts[start:stop] = _read_pages(local, start, stop)
            deadline = self._started + timeout_for(self._pages)
            for start, stop, fut in self._chunks:
                if fut.cancelled():
                    continue
                got = fut.result(timeout=max(0.0, deadline - time.monotonic()))
                if got == _MISSING:
                    if local is None:
                        local = _reader_pages(self._data) or ()
                    got = _read_pages(local, start, stop) if local else _UNREADABLE
                if got == _UNREADABLE:
                    unreadable = True
                    break
                texts[start:stop] = got
        except Exception:  # died, timed out, or could not unpickle: MuPDF alone, said in the report
            self._cancel()
            _reset_pool()
            self.status = "worker_failed"
            return
        finally:
            if _executor is not None:
                try:
                    _executor.submit(_release, self._token)
                except Exception:
                    pass
        if unreadable:
            self._cancel()
            self.status = "unreadable"
            return
        self._texts = texts
        self.status = "ok"

    def page_text(self, index: int) -> str | None:
        """The text of page ``index`` (0-based), None when pypdf cannot read it."""
        self._collect()
        if self._texts is None or index >= len(self._texts):
            return None
        return self._texts[index]
