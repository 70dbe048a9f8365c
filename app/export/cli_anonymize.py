"""``python -m app anonymize``: the document job with the default decisions.

Exit codes (app/job/outcome.py): 0 written and verified; 2 unreadable input
or bad arguments; 3 verification failed (nothing written); 4 image-only
pages that cannot be read (OCR unavailable) and ``--mask-image-pages`` not
given. Messages are French, on stderr, and never quote a value or the file
name. The steps themselves live in ``app.job``: this module only turns
arguments into options.
"""

from __future__ import annotations

from pathlib import Path

from app.job.outcome import EXIT_INPUT, EXIT_OK, EXIT_PAGES, EXIT_VERIFY, JobError, JobOutcome  # noqa: F401


def options_from_args(args, min_confidence: float):
    from app.export.options import ExportOptions

    return ExportOptions(
        keep_dates=(getattr(args, "keep_dates", None) != "no"),
        force_terms=tuple(getattr(args, "force_term", None) or ()),
        force_regexes=tuple(getattr(args, "force_regex", None) or ()),
        min_confidence=min_confidence,
        placeholder=getattr(args, "placeholder", None) or "label",
        mask_image_pages=bool(getattr(args, "mask_image_pages", False)),
    )


def checked_options(args):
    """Options from the arguments; ``JobError`` (exit 2) for a bad value."""
    from app.export.options import DEFAULT_MIN_CONFIDENCE
    from app.job import check_regexes

    min_conf = DEFAULT_MIN_CONFIDENCE if getattr(args, "min_confidence", None) is None else args.min_confidence
    if not 0.0 <= min_conf <= 1.0:
        raise JobError("--min-confidence doit être compris entre 0 et 1.")
    check_regexes(getattr(args, "force_regex", None) or ())
    return options_from_args(args, min_conf)


def run(args) -> int:
    from app.job import run_headless

    try:
        options = checked_options(args)
    except JobError as exc:
        outcome = JobOutcome.failure(exc)
    else:
        report = Path(args.report) if getattr(args, "report", None) else None
        outcome = run_headless(
            Path(args.input), Path(args.output), options, report_path=report, use_model=not args.no_model
        )
    outcome.print()
    return outcome.code
