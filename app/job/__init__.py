"""The document job (Qt-free): one implementation of every step of one document.

``DocumentJob`` owns open → text → OCR → detection → decisions → plan →
export → report; ``run_headless`` chains them for the command line and the
folder batch; the window schedules the same steps on its threads.
Decisions have three states (``app.job.decisions``); the OCR and
unreadable-scan policy is ``app.job.image_pages``; exit codes and messages
are ``app.job.outcome``.
"""

from app.job.decisions import ACCEPTED, CRITICAL_KINDS, REJECTED, UNSELECTED, ResolvedDecisions, resolve, state_of
from app.job.document_job import (
    DocumentJob,
    ReviewInputs,
    Zone,
    check_paths,
    check_regexes,
    detect_page,
    finish_detection,
    load_detectors,
    read_ocr,
    run_headless,
)
from app.job.image_pages import ImagePages
from app.job.outcome import EXIT_INPUT, EXIT_OK, EXIT_PAGES, EXIT_VERIFY, JobError, JobOutcome

__all__ = [
    "ACCEPTED",
    "CRITICAL_KINDS",
    "DocumentJob",
    "EXIT_INPUT",
    "EXIT_OK",
    "EXIT_PAGES",
    "EXIT_VERIFY",
    "ImagePages",
    "JobError",
    "JobOutcome",
    "REJECTED",
    "ResolvedDecisions",
    "ReviewInputs",
    "UNSELECTED",
    "Zone",
    "check_paths",
    "check_regexes",
    "detect_page",
    "finish_detection",
    "load_detectors",
    "read_ocr",
    "resolve",
    "run_headless",
    "state_of",
]
