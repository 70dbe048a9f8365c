"""The export's second OCR pass, as the export pipeline calls it.

Why here: the export (app/export) owns the plan and the verification
result; this module only turns a plan into the values to look for and runs
``verify_ocr_redaction`` on the pages that were read by OCR. Failing closed:
if OCR cannot run, the check reports a problem rather than passing.
"""

from __future__ import annotations

import os
from typing import Iterable, Sequence

from app.ocr.pool import OcrError
from app.ocr.verify import verify_ocr_redaction


def plan_values(plan) -> list[tuple[str, str]]:
    """(label, text) of every planned redaction, without duplicates."""
    return list(dict.fromkeys((it.label, it.span.text) for it in plan.items if it.span.text.strip()))


def ocr_verification_problems(
    data: bytes,
    plan,
    ocr_pages: Iterable[int],
    tessdata: str | os.PathLike | None = None,
    *,
    workers: int | None = None,
    full_pages: Iterable[int] | None = None,
) -> list[tuple[int | None, str, tuple]]:
    """(page, label, rects) of each redacted value still legible by OCR on ``ocr_pages``;
    ``rects`` is where OCR read it (the remediation masks them).

    Pages masked whole are skipped (nothing is left on them). ``(None, "", ())``
    means the OCR check could not run at all.
    """
    masked = set(plan.masked_pages())
    pages: Sequence[int] = sorted(p for p in set(ocr_pages) if p not in masked)
    values = plan_values(plan)
    if not pages or not values:
        return []
    try:
        problems = verify_ocr_redaction(data, pages, values, tessdata, workers=workers, full_pages=full_pages)
    except OcrError:
        return [(None, "", ())]
    merged: dict[tuple[int, str], tuple] = {}
    for p in problems:
        merged[(p.page, p.label)] = tuple(dict.fromkeys(merged.get((p.page, p.label), ()) + p.rects))
    return [(page, label, rects) for (page, label), rects in merged.items()]
