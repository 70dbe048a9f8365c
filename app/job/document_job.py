"""The job of one document, from file to verified bytes, without Qt.

Steps: open → extract page texts → OCR the pages that need it → detect
(rules + model, then the document pass) → decisions → plan (propagation,
variants, force terms) → export (redaction, rebuild, independent
verification, atomic write) → report. Every face runs these steps and no
other copy of them: ``python -m app anonymize`` calls ``run_headless``; the
window schedules the same steps on its threads (extraction on the GUI
thread, detection in a worker, OCR in processes) and exports with
``export``; the folder batch drives ``run_headless`` per file.

PyMuPDF is single-threaded: ``open``, ``page_text``, ``extract_all`` and
``export`` run on the thread that opened the job. ``detect_page`` and
``finish_detection`` work on plain strings and run anywhere.
"""

from __future__ import annotations

import json
import os
from collections import Counter
import re
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterable, Mapping, Sequence

from app.detection.analyze import analyze_page, analyze_texts, finish_document
from app.detection.spans import Span
from app.export.options import ExportOptions
from app.job.decisions import Key, ResolvedDecisions, resolve
from app.job.image_pages import ImagePages
from app.job.outcome import EXIT_OK, EXIT_VERIFY, JobError, JobOutcome, warning_line

REPAIRED_MESSAGE = "fichier endommagé, réparé à l'ouverture : vérifiez chaque page du résultat."


@dataclass(frozen=True)
class Zone:
    """A rectangle to mask whole, in PyMuPDF text coordinates (or the whole page)."""

    page: int
    rect: tuple[float, float, float, float] | None = None
    whole_page: bool = False


@dataclass(frozen=True)
class ReviewInputs:
    """What the reviewer said: every hit shown (detections, force-term hits,
    manual marks), explicit decisions by ``Span.key``, zones, and the values
    kept in the whole document. Empty overrides = the default policy."""

    spans: tuple[Span, ...] = ()
    overrides: Mapping[Key, bool] = field(default_factory=dict)
    zones: tuple[Zone, ...] = ()
    kept_values: tuple[str, ...] = ()
    dossier_values: tuple[tuple[str, str], ...] = ()  # (kind, value) other files of the dossier hold

    def resolved(self, options: ExportOptions) -> ResolvedDecisions:
        return resolve(self.spans, self.overrides, options)

    def masked_pages(self) -> list[int]:
        return sorted({z.page for z in self.zones if z.whole_page})


def check_paths(src: Path, out: Path, report: Path | None) -> None:
    """Refuse an output that would overwrite the input, or a missing folder."""
    from app.export.pipeline import same_file

    if same_file(src, out):
        raise JobError("le fichier de sortie doit être différent du fichier d'origine.")
    if report is not None and (same_file(report, src) or same_file(report, out)):
        raise JobError("le rapport doit être un fichier distinct de l'entrée et de la sortie.")
    if not out.parent.exists():
        raise JobError("le dossier de sortie n'existe pas.")


def check_regexes(regexes: Iterable[str]) -> None:
    for rx in regexes:
        try:
            re.compile(rx)
        except re.error:
            raise JobError("une expression --force-regex est invalide.") from None


def read_ocr(path: Path, pages: Sequence[int], progress=None, cancelled=None) -> tuple[str, dict, str]:
    """(state, page → PageText, French message) of an OCR run over ``pages``.

    Opens the file in worker processes (any thread may wait on it); state is
    done / unavailable / cancelled / failed. Never raises.
    """
    try:
        from app.ocr import OcrCancelled, OcrError, ocr_available, ocr_pages
    except ImportError:
        return "unavailable", {}, ""
    if not ocr_available():
        return "unavailable", {}, ""
    try:
        got = ocr_pages(path, list(pages), progress=progress, cancelled=cancelled)
    except OcrCancelled:
        return "cancelled", {}, ""
    except OcrError as exc:
        return "failed", {}, str(exc)
    except Exception as exc:  # never a traceback, never a value
        return "failed", {}, "erreur interne (%s)" % type(exc).__name__
    return "done", dict(got), ""


# The detection steps work on plain strings (any thread): one page, then the document pass.
detect_page = analyze_page
finish_detection = finish_document


class DocumentJob:
    """One opened document and the state of its steps."""

    def __init__(self, doc, options: ExportOptions | None = None):
        self.doc = doc
        self.path = Path(doc.path)
        self.options = options or ExportOptions()
        self.image = ImagePages(no_fonts=list(getattr(doc, "pages_without_fonts", ())))
        self._texts: dict[int, object] = {}  # page → PageText (native)
        self.ocr_texts: dict[int, object] = {}  # page → PageText read by OCR
        self.ocr_state = "none"  # none / done / unavailable / failed / cancelled
        self.ocr_message = ""

    # -- open and extract (PyMuPDF thread) ----------------------------------
    @classmethod
    def open(cls, path: str | os.PathLike, options: ExportOptions | None = None) -> "DocumentJob":
        from app.document import DocumentError, open_document

        try:
            doc = open_document(path)
        except DocumentError as exc:
            raise JobError(str(exc)) from None
        except Exception:
            raise JobError("ce fichier ne peut pas être ouvert.") from None
        return cls(doc, options)

    @property
    def page_count(self) -> int:
        return self.doc.page_count

    def close(self) -> None:
        self.doc.close()

    def __enter__(self) -> "DocumentJob":
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def native_text(self, i: int):
        """The page's own text layer (raises ``DocumentError`` on a damaged page)."""
        pt = self._texts.get(i)
        if pt is None:
            pt = self.doc.page_text(i)
            self._texts[i] = pt
            self.image.note_page(pt)
        return pt

    def page_text(self, i: int):
        """The page's text as every later step sees it: its OCR reading when there is one."""
        pt = self.ocr_texts.get(i)
        return pt if pt is not None else self.native_text(i)

    def pages(self) -> list:
        return [self.page_text(i) for i in range(self.page_count)]

    def extract_all(self) -> list:
        from app.document import DocumentError

        try:
            return [self.native_text(i) for i in range(self.page_count)]
        except DocumentError as exc:
            raise JobError(str(exc)) from None

    # -- OCR ---------------------------------------------------------------
    def set_ocr_page(self, pt) -> None:
        self.ocr_texts[pt.index] = pt
        self.image.note_ocr(pt)

    def run_ocr(self, progress=None, cancelled=None) -> None:
        """OCR every page that needs it, in worker processes; never raises."""
        if not self.image.needs_ocr:
            return
        self.ocr_state, got, self.ocr_message = read_ocr(self.path, self.image.needs_ocr, progress, cancelled)
        for i in sorted(got):
            self.set_ocr_page(got[i])

    # -- detection ---------------------------------------------------------
    def detect(self, detectors: Sequence, on_page=None, cancelled=None) -> list[Span]:
        """Every page (its OCR text where there is one), then the document pass."""
        return analyze_texts(self.pages(), detectors, on_page, cancelled)

    def warnings(self) -> list[str]:
        """What the user must know before trusting the output (no value, no file name)."""
        out = []
        if getattr(self.doc, "repaired", False):
            detail = getattr(self.doc, "damage", "")  # page numbers and structure words only, never a value
            out.append(warning_line(REPAIRED_MESSAGE + (" Détail : %s." % detail if detail else "")))
        return out + self.image.warnings(self.ocr_state)

    # -- plan and export (PyMuPDF thread) -------------------------------------
    def plan(self, review: ReviewInputs, options: ExportOptions | None = None, mask_pages: Sequence[int] = ()):
        """The redaction plan for ``review``; raises ``JobError`` for a bad force regex."""
        from app.export import AreaMask
        from app.export.plan import PlanError, build_plan

        options = options or self.options
        decided = review.resolved(options)
        areas = [AreaMask(z.page, None, True) if z.whole_page else AreaMask(z.page, z.rect) for z in review.zones]
        try:
            plan = build_plan(
                self.pages(), decided.accepted, options, rejected=decided.rejected, areas=areas,
                kept_values=review.kept_values, dossier_values=review.dossier_values,
            )
        except PlanError as exc:
            raise JobError(str(exc)) from None
        if mask_pages:
            plan = plan.with_masked_pages(mask_pages)
        return plan, decided

    def pages_to_mask(self, review: ReviewInputs, mask_image_pages: bool | None = None) -> list[int]:
        mask = self.options.mask_image_pages if mask_image_pages is None else mask_image_pages
        return self.image.pages_to_mask(mask, review.masked_pages(), self.ocr_state)

    def export(
        self,
        review: ReviewInputs,
        output: Path,
        *,
        report_path: Path | None = None,
        options: ExportOptions | None = None,
        mask_image_pages: bool | None = None,
        model: dict | None = None,
        on_progress: Callable[[str], None] | None = None,
        timings: dict | None = None,
        report_extra: dict | None = None,
    ) -> JobOutcome:
        """Plan, export, verify, write; then the report (with ``report_extra``'s
        fields, no value in them). Every failure is an outcome, never an exception."""
        from app.atomic import write_text_atomic
        from app.document.errors import MUPDF_ERRORS
        from app.export.pipeline import ExportError, export_document

        options = options or self.options
        warnings = self.warnings()
        try:
            mask_pages = self.pages_to_mask(review, mask_image_pages)
            plan, decided = self.plan(review, options, mask_pages)
        except JobError as exc:
            return JobOutcome.failure(exc, warnings)
        review_counts = {
            "rejected": dict(Counter(s.label for s in decided.rejected)),
            "critical_rejected": decided.critical_rejections(),
        }
        try:
            result = export_document(
                self.doc, plan, output, options, pages=self.pages(), image_only_pages=self.image.image_only,
                ocr_pages=self.image.ocr_done, on_progress=on_progress, model=model, review=review_counts,
                allowed=_kept_by_page(decided.rejected, self.page_count),
            )
        except ExportError as exc:
            return JobOutcome.failure(JobError(str(exc)), warnings)
        except OSError:
            return JobOutcome.failure(JobError("écriture impossible dans le dossier de sortie."), warnings)
        except MUPDF_ERRORS:
            # MuPDF failed on an unusual or damaged structure: nothing was written.
            return JobOutcome.failure(
                JobError("ce PDF n'a pas pu être traité (structure inhabituelle). Aucun fichier écrit."), warnings
            )
        for k, v in (timings or {}).items():
            result.report["timings_s"][k] = round(v, 3)
        result.report.update(report_extra or {})
        out = JobOutcome(EXIT_OK if result.ok else EXIT_VERIFY, result, [], list(warnings))
        if report_path is not None:
            try:
                write_text_atomic(report_path, json.dumps(result.report, ensure_ascii=False, indent=1) + "\n")
            except OSError:
                out.stderr.append("Avertissement : le rapport n'a pas pu être écrit.")
        if result.ok:
            out.stdout.append(result.summary)
        else:
            out.stderr.append(result.summary)
            out.stderr.extend("Vérification échouée — %s" % p.message_fr() for p in result.verification.problems)
        return out


def _kept_by_page(rejected: Iterable[Span], n: int) -> list[list[str]]:
    """The values the reviewer kept, page by page (the verifier's own detection spares them)."""
    out: list[list[str]] = [[] for _ in range(n)]
    for s in rejected:
        if 0 <= s.page < n:
            out[s.page].append(s.text)
    return out


def load_detectors(use_model: bool) -> tuple[list, list[str]]:
    """The default detectors and warnings (the model may fail to load: rules alone then)."""
    from app.detection.analyze import default_detectors

    try:
        return default_detectors(use_model=use_model), []
    except Exception:
        return default_detectors(use_model=False), ["Avertissement : modèle indisponible, détection par règles seules."]


def run_headless(
    src: Path,
    out: Path,
    options: ExportOptions,
    *,
    report_path: Path | None = None,
    use_model: bool = True,
    detectors: Sequence | None = None,
) -> JobOutcome:
    """Every step of one document with the default decisions (the command line)."""
    from app.export.report import model_info

    try:
        check_paths(src, out, report_path)
        check_regexes(options.force_regexes)
        job = DocumentJob.open(src, options)
    except JobError as exc:
        return JobOutcome.failure(exc)
    with job:
        t0 = time.perf_counter()
        warnings: list[str] = []
        try:
            job.extract_all()
            job.run_ocr()
            job.pages_to_mask(ReviewInputs())  # refuse unreadable scans before the costly steps
        except JobError as exc:
            return JobOutcome.failure(exc, job.warnings())
        if detectors is None:
            detectors, warnings = load_detectors(use_model)
        spans = job.detect(detectors)
        t_detect = time.perf_counter() - t0
        outcome = job.export(
            ReviewInputs(tuple(spans)), out, report_path=report_path, model=model_info(detectors),
            timings={"detection": t_detect},
        )
    outcome.stderr[:0] = warnings
    return outcome

