"""The two units of work of a folder run, as plain functions of plain data.

``detect_file`` (open, text, OCR, detection) and ``export_file`` (plan with
the dossier's values, export, verification, atomic write, report) share no
state but the detectors a worker loads once (``init_worker``), so any pool —
this module's spawn processes, or an engine such as Dask — can run them.
Between the two, the runner gathers each dossier's critical values, so a
birth date labelled in one file is searched, removed and verified in all.
"""

from __future__ import annotations

import time
from pathlib import Path

from app.job.outcome import EXIT_OK, JobError

# What one file of a dossier tells the others (the values a reader could tie to the patient).
DOSSIER_KINDS = frozenset({"DATE_NAISSANCE", "NIR", "IPP", "EMAIL", "NOM", "PRENOM"})


def values_for_dossier(accepted) -> list[tuple[str, str]]:
    """(kind, value) a file gives its dossier: its accepted hits of the shared kinds."""
    return sorted({(s.label, " ".join(s.text.split())) for s in accepted if s.label in DOSSIER_KINDS})

_detectors = None
_warnings: list[str] = []


def init_worker(use_model: bool, workers: int = 1) -> None:
    """Load the detectors once per worker; the batch owns the cores, so the
    export's second reader reads in the worker itself, and each of the
    ``workers`` processes gets its share of the cores for the model."""
    global _detectors, _warnings
    import signal

    from app.detection.ner.engine import cpu_cores, set_threads
    from app.export import second_reader

    if workers > 1:
        set_threads(max(1, cpu_cores() // workers))

    import multiprocessing

    if hasattr(signal, "SIGINT") and multiprocessing.parent_process() is not None:
        signal.signal(signal.SIGINT, signal.SIG_IGN)  # in a pool worker: Ctrl+C is the runner's, it stops the pool
    from app.job import load_detectors

    second_reader.PROCESS_MIN_PAGES = 10**9
    _detectors, _warnings = load_detectors(use_model)


def init_background_worker(use_model: bool) -> None:
    """A worker that reads the other files of the window's dossier: below the window's
    priority, so reviewing one file never waits for the others."""
    import os

    from app.detection.ner.engine import set_threads

    try:
        os.nice(10)
    except (AttributeError, OSError):
        pass
    set_threads(1)  # one core for the other files; the window's own analysis keeps the rest
    init_worker(use_model)


def dossier_values_of(path: str, options) -> dict:
    """What one file gives its dossier (the window reads the other files with it):
    its code and values; no span, no text crosses back."""
    res = detect_file(path, options)
    return {"code": res.get("code"), "values": res.get("values", []), "pages": res.get("pages")}


def _opened(path: str, options, t0: float, pages: range | None = None):
    """The document job with the native text of ``pages`` (default: all), or
    (None, the row saying why not)."""
    from app.document import DocumentError
    from app.job import DocumentJob

    try:
        job = DocumentJob.open(Path(path), options)
    except JobError as exc:
        return None, {"code": exc.code, "message": str(exc), "seconds": time.perf_counter() - t0}
    if pages is None:
        job.extract_all()
        return job, None
    try:
        for i in pages:
            if i < job.page_count:
                job.native_text(i)
    except DocumentError as exc:
        row = {"code": 2, "message": str(exc), "pages": job.page_count, "seconds": time.perf_counter() - t0}
        job.close()
        return None, row
    return job, None


def detect_file(path: str, options) -> dict:
    """Phase 1 for one file: spans, OCR'd pages, the values it gives its dossier."""
    t0 = time.perf_counter()
    job, failed = _opened(path, options, t0)
    if job is None:
        return failed
    with job:
        job.run_ocr()
        return _finished(job, job.detect(_detectors), options, t0)


def detect_range(path: str, options, start: int, stop: int) -> dict:
    """Phase 1a for the pages ``start``–``stop - 1`` of a big file, so that two
    workers share it: each page's own spans and OCR reading. The document pass
    needs every page and runs after, in ``finish_file``."""
    from app.detection.analyze import analyze_page

    t0 = time.perf_counter()
    job, failed = _opened(path, options, t0, range(start, stop))
    if job is None:
        return failed
    with job:
        job.run_ocr()  # only this range's pages were noted, so only they are read
        spans = []
        for i in range(start, min(stop, job.page_count)):
            spans.extend(analyze_page(i, job.page_text(i), _detectors))
        return {"code": EXIT_OK, "spans": spans, "ocr": dict(job.ocr_texts), "ocr_state": job.ocr_state,
                "ocr_message": job.ocr_message, "seconds": time.perf_counter() - t0}


def finish_file(path: str, options, parts: list[dict]) -> dict:
    """Phase 1b of a file read in ranges: the ranges' spans and OCR pages put
    together, then the document pass; the same result as ``detect_file``."""
    from app.detection.analyze import finish_document

    t0 = time.perf_counter()
    bad = next((p for p in parts if p.get("code") != EXIT_OK), None)
    if bad is not None:
        return bad
    job, failed = _opened(path, options, t0)
    if job is None:
        return failed
    with job:
        spans = []
        for part in parts:
            spans.extend(part["spans"])
            for pt in part["ocr"].values():
                job.set_ocr_page(pt)
        job.ocr_state, job.ocr_message = _ocr_state_of(parts)
        spans = finish_document(job.pages(), spans, _detectors)
        res = _finished(job, spans, options, t0)
    if res.get("seconds") is not None:
        res["seconds"] += sum(p.get("seconds", 0.0) for p in parts)
    return res


def _ocr_state_of(parts: list[dict]) -> tuple[str, str]:
    """The file's OCR state from its ranges': the worst one wins (a failed range fails the file)."""
    for state in ("failed", "cancelled", "unavailable", "done"):
        for p in parts:
            if p.get("ocr_state") == state:
                return state, p.get("ocr_message", "")
    return "none", ""


def _finished(job, spans, options, t0: float) -> dict:
    """detect_file's result for a job whose detection is complete."""
    from app.export.report import model_info
    from app.job import ReviewInputs
    from app.job.decisions import resolve

    try:
        job.pages_to_mask(ReviewInputs())
    except JobError as exc:
        return {"code": exc.code, "message": str(exc), "pages": job.page_count, "seconds": time.perf_counter() - t0}
    accepted = resolve(spans, {}, options).accepted
    return {
        "code": EXIT_OK, "spans": spans, "ocr": dict(job.ocr_texts), "ocr_state": job.ocr_state,
        "ocr_message": job.ocr_message, "values": values_for_dossier(accepted), "pages": job.page_count,
        "model": model_info(_detectors), "warnings": list(_warnings), "seconds": time.perf_counter() - t0,
    }


def export_file(path: str, output: str, report: str, options, detected: dict, dossier_values, source_sha256: str) -> dict:
    """Phase 2 for one file: export with the dossier's values; a summary row (no value)."""
    from app.job import ReviewInputs

    t0 = time.perf_counter()
    job, failed = _opened(path, options, t0)
    if job is None:
        return failed
    with job:
        for pt in detected.get("ocr", {}).values():
            job.set_ocr_page(pt)
        job.ocr_state, job.ocr_message = detected.get("ocr_state", job.ocr_state), detected.get("ocr_message", "")
        own = set(detected.get("values", ()))
        review = ReviewInputs(tuple(detected["spans"]), dossier_values=tuple(v for v in dossier_values if v not in own))
        Path(output).parent.mkdir(parents=True, exist_ok=True)
        # the input's hash lets --resume tell an unchanged input (a hash, not a value)
        outcome = job.export(review, Path(output), report_path=Path(report), model=detected.get("model"),
                             report_extra={"source": {"sha256": source_sha256}})
    row: dict = {"code": outcome.code, "seconds": time.perf_counter() - t0 + detected.get("seconds", 0.0),
                 "pages": detected.get("pages", 0), "warnings": len(outcome.stderr) if outcome.code == EXIT_OK else 0}
    res = outcome.result
    if res is not None:
        rep = res.report
        row["counts"] = rep["counts"]["by_kind"]
        row["dossier_added"] = rep["counts"]["by_source"].get("dossier", 0)
        row["fallback_pages"] = len(rep["remediation"]["pages"])
        if not res.ok:
            row["problems"] = [p.message_fr() for p in res.verification.problems[:5]]
        if any("rapport" in line for line in outcome.stderr):
            row["message"] = "rapport non écrit"
        elif outcome.code == EXIT_OK:  # a file written with warnings (damaged input, pages masked whole) says so
            notes = [line.split(" : ", 1)[-1] for line in outcome.stderr if line.startswith("Avertissement")]
            if notes:
                row["message"] = " ; ".join(notes)[:300]
    else:
        row["message"] = "\n".join(outcome.stderr)[:300]
    return row


def export_reviewed_file(path: str, output: str, report: str, options, review_path: str | None,
                         dossier_values, source_sha256: str) -> dict:
    """One file of the window's dossier, exported with its saved review (decisions, marks,
    zones, document terms; positions only) and the dossier's values; a row (no value).

    Detection runs again here: the review file keeps positions, never the spans' text,
    and the same detectors on the same bytes give the same positions.
    """
    from app.job import ReviewInputs, Zone
    from app.review.force_terms import ForceTerm
    from app.review.review_file import ReviewFileError, load_review, restore, term_texts
    from app.review.session import ReviewSession

    t0 = time.perf_counter()
    job, failed = _opened(path, options, t0)
    if job is None:
        return failed
    with job:
        job.run_ocr()
        spans = job.detect(_detectors)
        session = ReviewSession(job.page_count, options=options)
        for i, pt in enumerate(job.pages()):
            session.set_page_text(i, pt.text)
        session.replace_detected(spans)
        reviewed = False
        if review_path:
            try:
                snap = load_review(Path(review_path), expected_sha256=source_sha256, page_count=job.page_count)
            except ReviewFileError as exc:
                return {"code": 2, "message": str(exc), "pages": job.page_count, "seconds": time.perf_counter() - t0}
            terms = [ForceTerm(text, False, label) for label, text in term_texts(session, snap)]
            if terms:
                session.set_force_terms(terms)
            restore(session, snap)
            reviewed = True
        own = set(values_for_dossier(session.accepted_spans()))
        zones = tuple(Zone(a.page, None if a.whole_page else a.rect, a.whole_page) for a in session.areas())
        review = ReviewInputs(tuple(session.spans()), session.decision_overrides(), zones,
                              dossier_values=tuple(v for v in dossier_values if tuple(v) not in own))
        Path(output).parent.mkdir(parents=True, exist_ok=True)
        outcome = job.export(review, Path(output), report_path=Path(report))
        pages = job.page_count
    row = {"code": outcome.code, "pages": pages, "reviewed": reviewed, "seconds": time.perf_counter() - t0}
    if outcome.code != EXIT_OK:
        res = outcome.result
        row["message"] = ("; ".join(p.message_fr() for p in res.verification.problems[:3]) if res is not None
                          else "\n".join(outcome.stderr)[:300])
    return row
