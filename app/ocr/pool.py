"""Run OCR jobs in worker processes, pages in parallel, with progress and cancel.

Why processes and ``spawn``: PyMuPDF holds the GIL during recognition, so
threads would freeze the GUI; ``spawn`` is the only start method on Windows
and works in the PyInstaller build (``multiprocessing.freeze_support()`` is
called in ``app/__main__.py``). Cancelling terminates the workers at once:
a page in progress is not waited for.
"""

from __future__ import annotations

import multiprocessing
import os
import time
from typing import Callable, Iterable, Sequence

import numpy as np

from app.document.page_text import PageText
from app.ocr.tessdata import resolve_tessdata
from app.ocr.worker import MODE_AUTO, MODE_FULL, init_worker, ocr_job

ProgressFn = Callable[[int, int], None]  # (pages done, pages total)
CancelFn = Callable[[], bool]

_POLL_SECONDS = 0.1
PAGE_TIMEOUT_S = 300.0  # a page never takes this long; a worker that died leaves its page pending forever
_START_SLACK_S = 30.0  # process start-up


# Figures of the last ``ocr_pages`` call in this process (benchmarks, report timings).
last_run_stats: dict[str, float] = {}


class OcrError(Exception):
    """OCR could not run; ``str()`` is a French message without any document content."""


class OcrUnavailableError(OcrError):
    def __init__(self) -> None:
        super().__init__(
            "La reconnaissance de texte (OCR) n'est pas disponible : le fichier de langue "
            "française fra.traineddata est introuvable."
        )


class OcrCancelled(OcrError):
    def __init__(self) -> None:
        super().__init__("La reconnaissance de texte a été annulée.")


def default_workers(n_jobs: int) -> int:
    """One process per core, never more than there are pages."""
    return max(1, min(n_jobs, os.cpu_count() or 1))


def run_jobs(
    jobs: Sequence[dict],
    *,
    workers: int | None = None,
    progress: ProgressFn | None = None,
    cancelled: CancelFn | None = None,
) -> list[dict]:
    """Run ``ocr_job`` on every job in a spawn process pool; results in job order."""
    total = len(jobs)
    if total == 0:
        return []
    n = default_workers(total) if workers is None else max(1, min(int(workers), total))
    if progress is not None:
        progress(0, total)
    ctx = multiprocessing.get_context("spawn")
    pool = ctx.Pool(processes=n, initializer=init_worker)
    finished = False
    try:
        pending = [pool.apply_async(ocr_job, (job,)) for job in jobs]
        results: list[dict | None] = [None] * total
        done = 0
        rounds = -(-total // n)  # pages per worker, rounded up
        deadline = time.monotonic() + _START_SLACK_S + rounds * PAGE_TIMEOUT_S
        while done < total:
            if cancelled is not None and cancelled():
                raise OcrCancelled()
            if time.monotonic() > deadline:
                raise OcrError("La reconnaissance de texte (OCR) ne répond plus : délai dépassé.")
            for k, res in enumerate(pending):
                if results[k] is None and res.ready():
                    try:
                        results[k] = res.get()
                    except Exception as exc:  # the worker's message may quote content: not shown
                        raise OcrError(
                            "La reconnaissance de texte (OCR) a échoué sur la page %d." % (jobs[k]["index"] + 1)
                        ) from exc
                    done += 1
                    if progress is not None:
                        progress(done, total)
            if done < total:
                pending[next(k for k in range(total) if results[k] is None)].wait(_POLL_SECONDS)
        finished = True
        return results  # type: ignore[return-value]
    finally:
        if finished:
            pool.close()
        else:
            pool.terminate()  # cancel or failure: stop pages in progress now
        pool.join()


def to_page_text(result: dict) -> PageText:
    """Build the ``PageText`` of a worker result (parent side)."""
    a = result["arrays"]
    n = len(a.text)
    any_ocr = bool(a.ocr_mask.any())
    return PageText(
        index=result["index"],
        text=a.text,
        boxes=np.asarray(a.boxes, np.float32).reshape(n, 4),
        line_ids=np.asarray(a.line_ids, np.int32),
        width=result["width"],
        height=result["height"],
        rotation=result["rotation"],
        display_matrix=tuple(result["display_matrix"]),
        image_only=result["image_only"],
        image_rects=list(result["image_rects"]),
        font_sizes=np.asarray(a.font_sizes, np.float32),
        ocr=True,
        ocr_mask=np.asarray(a.ocr_mask, bool) if any_ocr else None,
        char_confidence=None,  # PyMuPDF's OCR textpage exposes no Tesseract confidence
    )


def ocr_pages(
    pdf_path: str | os.PathLike,
    page_indices: Iterable[int],
    *,
    tessdata: str | os.PathLike | None = None,
    dpi: int = 300,
    progress: ProgressFn | None = None,
    cancelled: CancelFn | None = None,
    workers: int | None = None,
    full_page: bool = False,
) -> dict[int, PageText]:
    """OCR pages of a PDF file in worker processes; returns ``{page index: PageText}``.

    A page without text of its own is OCRed whole (its text is the OCR text).
    A page with text keeps it and gets the OCR text of its large images
    (``PageText.image_rects``) appended after a block break; OCR words lying on
    its own characters are dropped. ``full_page=True`` OCRs every page whole
    and merges nothing (what verification reads). Raises
    ``OcrUnavailableError`` without French data, ``OcrCancelled`` when
    ``cancelled()`` turns true, ``OcrError`` when a page fails.
    """
    folder = resolve_tessdata(tessdata)
    if folder is None:
        raise OcrUnavailableError()
    indices = sorted(dict.fromkeys(int(i) for i in page_indices))
    mode = MODE_FULL if full_page else MODE_AUTO
    jobs = [
        {"source": os.fspath(pdf_path), "page": i, "index": i, "tessdata": folder, "dpi": int(dpi), "mode": mode}
        for i in indices
    ]
    results = run_jobs(jobs, workers=workers, progress=progress, cancelled=cancelled)
    last_run_stats.clear()
    last_run_stats.update(
        pages=len(results),
        worker_seconds=sum(r["seconds"] for r in results),
        worker_cpu_seconds=sum(r["cpu_seconds"] for r in results),
    )
    return {r["index"]: to_page_text(r) for r in results}


def pages_needing_ocr(pages: Iterable[PageText]) -> list[int]:
    """Indices of pages whose text is incomplete without OCR.

    Image-only pages, and text pages holding a large image (≥ 10 % of the
    page) that may be a scanned attachment.
    """
    return [pt.index for pt in pages if pt.image_only or pt.image_rects]


MIN_READABLE_CHARS = 20  # letters/digits below which an OCRed scan counts as unreadable


def ocr_readable(pt: PageText, min_chars: int = MIN_READABLE_CHARS) -> bool:
    """False for an OCRed page where OCR read (almost) nothing: handwriting, a
    poor scan, a photo. Such a page cannot be checked and must be masked whole
    (or reviewed by a person); a blank separator sheet lands here too."""
    return sum(1 for c in pt.text if c.isalnum()) >= min_chars
