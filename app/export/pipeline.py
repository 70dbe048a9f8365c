"""One export: redact a copy, scrub, serialize, verify, then write atomically.

``export_document`` never touches the opened ``Document`` the GUI shows: it
works on a fresh copy read from the file. Nothing is written unless the
verification of the exact bytes to be written passes. Call on the PyMuPDF
thread (or in a worker process that opened its own ``Document``).
"""

from __future__ import annotations

import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Sequence

import pymupdf

from app.atomic import write_bytes_atomic
from app.export.forms import flatten_annotations
from app.export.user_unit import normalise_user_units
from app.export.options import ExportOptions
from app.export.page_image import page_pictures, rebuild_pages_as_images
from app.export.plan import AreaMask, RedactionPlan
from app.export.redact import UnreadableRedaction, clear_annotations, redact_document
from app.export.report import build_report, summary_fr
from app.export.never_visible import hidden_layer_text, never_visible_boxes
from app.export import second_reader
from app.export.default_colour import name_default_colour_spaces
from app.export.scrub import may_hide_text, save_bytes, scrub_document, type3_fonts
from app.export.sparse_xref import compact_sparse_xref
from app.export.text_origin import pin_text_origins
from app.export.verify import VerificationResult, expected_counts, verify_bytes

STATUS_OK = "ok"
STATUS_VERIFY_FAILED = "verification_failed"


class ExportError(Exception):
    """An export that cannot start; ``str()`` is a French message without values."""


class SameFileError(ExportError):
    def __init__(self) -> None:
        super().__init__("Le fichier de sortie doit être différent du fichier d'origine.")


@dataclass
class ExportResult:
    status: str
    written: bool
    output: Path | None
    verification: VerificationResult
    report: dict
    summary: str
    data: bytes | None = None  # the verified bytes (kept only when asked)

    @property
    def ok(self) -> bool:
        return self.status == STATUS_OK


_SHOWN = pymupdf.mupdf.FZ_STEXT_FILLED | pymupdf.mupdf.FZ_STEXT_STROKED


def visible_words(page: pymupdf.Page) -> list[tuple]:
    """The page's words minus invisible ones (render mode 3, e.g. an OCR
    layer): the scrub removes invisible text, which is not collateral loss."""
    words = page.get_text("words")
    if not may_hide_text(page):
        return words
    # spans neither filled nor stroked (render mode 3), read by the same text extraction as the
    # words so their boxes agree (the trace's boxes of an OCR layer's glyphs do not)
    type3 = type3_fonts(page)  # (traced as not drawn: their glyph procedures paint)
    hidden = [sp["bbox"] for b in page.get_text("dict")["blocks"] if b["type"] == 0 for line in b["lines"]
              for sp in line["spans"] if not sp.get("char_flags", _SHOWN) & _SHOWN and sp.get("font") not in type3]
    if not hidden:
        return words

    def is_hidden(w) -> bool:
        cx, cy = (w[0] + w[2]) / 2, (w[1] + w[3]) / 2
        return any(b[0] <= cx <= b[2] and b[1] <= cy <= b[3] for b in hidden)

    return [w for w in words if not is_hidden(w)]


def same_file(a: str | os.PathLike, b: str | os.PathLike) -> bool:
    pa, pb = Path(a), Path(b)
    try:
        if pa.exists() and pb.exists():
            return os.path.samefile(pa, pb)
    except OSError:
        pass
    return os.path.normcase(str(pa.resolve())) == os.path.normcase(str(pb.resolve()))


def _redact_copy(source: bytes, plan: RedactionPlan, pages, options: ExportOptions, say, timings: dict,
                 input_words: list | None = None, hidden_layers: dict | None = None, never_shown: dict | None = None,
                 bake: bool = True, baked: list | None = None):
    """Redact and scrub a fresh copy of the input; the bytes to verify, the
    rectangles applied and what the scrub removed (counts by structure).

    ``input_words``, when given empty, receives the copy's visible words before
    redaction, annotations cleared first (words they showed are not collateral
    loss), and ``never_shown`` the boxes of text no reader sees (page → boxes).
    """
    work = pymupdf.open(stream=source, filetype="pdf")
    try:
        normalise_user_units(work)  # a poster's /UserUnit: boxes would land that many times off
        if bake:
            n = flatten_annotations(work)  # the look of fields and notes stays; their dictionaries go
            if baked is not None:
                baked[0] = max(baked[0], n)
        return _redact_work(work, plan, pages, options, say, timings, input_words, hidden_layers, never_shown)
    except UnreadableRedaction as exc:
        raise ExportError(str(exc)) from None
    finally:
        work.close()


def _redact_work(work, plan, pages, options, say, timings, input_words, hidden_layers, never_shown):
    """_redact_copy's steps on the opened work copy."""
    if input_words is not None and not input_words:
        t = time.perf_counter()
        for page in work:
            clear_annotations(page)
        input_words.extend(visible_words(page) for page in work)
        # text never shown (clipped away, size zero): found once, on the input, removed by the scrub
        for page in work:
            boxes = never_visible_boxes(page, input_words[page.number])
            if boxes:
                never_shown[page.number] = boxes
        timings["read"] = time.perf_counter() - t
    say("redaction")
    t = time.perf_counter()
    name_default_colour_spaces(work)  # redaction rewrites the content and would drop them
    pin_text_origins(work)  # lines placed by "cm" alone: a removed line end must not shift the next
    pictures = page_pictures(work, plan.rebuilt_pages)  # drawn before any box moves their text
    applied = redact_document(work, plan, pages, options)
    rebuild_pages_as_images(work, pictures, applied)
    timings["redaction"] = timings.get("redaction", 0.0) + time.perf_counter() - t
    say("nettoyage")
    t = time.perf_counter()
    dropped = scrub_document(work, hidden_layers, never_shown)
    data = save_bytes(work)
    timings["scrub_save"] = timings.get("scrub_save", 0.0) + time.perf_counter() - t
    return data, applied, dropped


def _ocr_check(data: bytes, plan: RedactionPlan, ocr_pages, verification: VerificationResult, full_pages=None) -> None:
    """The second OCR pass over the redacted bytes: a value still legible on a
    scanned page (read whole) or in an image of a text page (its images read
    again) is a problem at the place OCR read it; OCR unable to run fails."""
    from app.export.verify import Problem
    from app.ocr.export_check import ocr_verification_problems

    for page_no, label, rects in ocr_verification_problems(data, plan, ocr_pages, full_pages=full_pages):
        verification.problems.append(Problem(page_no, label, "ocr", tuple(rects)))
    verification.ok = not verification.problems


def _verified_copy(source, plan, pages, options, say, timings, hidden_layers, expected, ocr_pages, image_only_pages,
                   allowed, bake: bool, baked: list):
    """Redact, verify and remediate copies of the input until verified or out of rounds:
    (bytes, rectangles applied, what the scrub dropped, verification, remediation rows,
    the plan with its remediation areas).
    ``baked[0]`` receives how many forms and annotations were drawn into the pages."""
    input_words: list = []
    never_shown: dict[int, list] = {}  # filled on the first round's input copy
    fixes: list[dict] = []
    ocr_clean: set[int] = set()  # scanned pages OCR read clean, unchanged since: not read again
    good = None  # a verified copy that lost words around its masks, before the thin-band round
    rounds = max(0, options.max_remediation_rounds)
    round_no = 0
    while True:
        data, applied, dropped = _redact_copy(source, plan, pages, options, say, timings, input_words, hidden_layers,
                                              never_shown, bake=bake, baked=baked)
        say("verification")
        t = time.perf_counter()
        verification = verify_bytes(data, plan, pages, applied, input_words, options, allowed=allowed, expected=expected)
        timings["verification"] = timings.get("verification", 0.0) + time.perf_counter() - t
        # pages rebuilt as images are read by OCR too, whole: their text layer is gone
        todo = [p for p in dict.fromkeys([*ocr_pages, *sorted(plan.rebuilt_pages)]) if p not in ocr_clean]
        if verification.ok and todo:
            say("verification_ocr")
            t = time.perf_counter()
            _ocr_check(data, plan, todo, verification, full_pages=[*image_only_pages, *plan.rebuilt_pages])
            ocr_clean.update(set(todo) - {p.page for p in verification.problems})
            timings["verification_ocr"] = timings.get("verification_ocr", 0.0) + time.perf_counter() - t
        lossy = [p for p in verification.collateral_pages() if p not in plan.thin_pages]
        if verification.ok and lossy and round_no < rounds:
            # Nothing personal left, but words around the masks gone: those pages are
            # redacted again with thin bands (a font MuPDF takes taller than its boxes).
            # This verified copy stays the answer unless the thin one does better.
            good = (data, applied, dropped, verification, list(fixes), plan)
            plan = plan.with_thin_pages(lossy)
            round_no += 1
            continue
        if verification.ok:
            break
        if round_no < rounds and verification.fixable():
            # Remediation: what verification still finds, at the places it found it
            # (text positions, or where OCR read it on the rendered page), is masked
            # by area (glyphs and pixels together), then everything runs again.
            placed = [p for p in verification.problems if p.page is not None and p.rects]
            new = [AreaMask(p.page, r, False, "remediation") for p in placed for r in p.rects]
            ocr_clean.difference_update(a.page for a in new)  # a page masked again is read again
            fixes.extend({"round": round_no + 1, "page": p.page + 1, "kind": p.label, "check": p.check,
                          "areas": len(p.rects)} for p in placed)
            plan = plan.with_areas(new)
            round_no += 1
            continue
        # What boxes cannot reach on a page (a reader MuPDF disagrees with, glyphs a box does
        # not remove): that page, once, becomes a picture of itself; the rest is refused.
        stuck = {p.page for p in verification.problems if p.page is not None} - plan.rebuilt_pages
        if rounds and good is None and stuck and not plan.rebuilt_pages:
            plan = plan.with_rebuilt_pages(stuck)
            continue
        break

    if good is not None and (not verification.ok or verification.lost_words >= good[3].lost_words):
        return good
    return data, applied, dropped, verification, fixes, plan


def export_document(
    document,
    plan: RedactionPlan,
    output: str | os.PathLike | None,
    options: ExportOptions | None = None,
    *,
    pages: Sequence | None = None,
    image_only_pages: Sequence[int] = (),
    ocr_pages: Sequence[int] = (),
    on_progress: Callable[[str], None] | None = None,
    keep_bytes: bool = False,
    model: dict | None = None,
    review: dict | None = None,
    allowed: Sequence[Sequence[str]] = (),
) -> ExportResult:
    """Redact, scrub, verify and (when verified) write ``output``.

    ``document``: an ``app.document.Document``; ``pages``: its PageText list
    (defaults to ``document.pages``; OCR'd pages may replace entries).
    ``output`` None runs everything but writes nothing (dry run).
    ``review``: counts of the reviewer's rejections for the report.
    ``allowed[page]``: values the reviewer kept on that page (the verifier's own
    detection does not report them).
    What verification still finds on a page, at a known place, is masked by
    area and the export runs again (``options.max_remediation_rounds``); the
    report lists every such fallback. Only what that does not fix is refused.
    ``model``: the NER status for the report (``report.model_info(detectors)``);
    by default the engine's last loaded model, or ``{"ran": False}``.
    Raises ``SameFileError`` when output is the input.
    """
    options = options or ExportOptions()
    if output is not None and same_file(output, document.path):
        raise SameFileError()
    timings: dict[str, float] = {}
    say = on_progress or (lambda stage: None)
    pages = list(pages) if pages is not None else document.pages
    source = compact_sparse_xref(Path(document.path).read_bytes())
    second_reader.warm_up(len(pages))  # the verifier's pypdf worker starts while the copy is redacted
    t = time.perf_counter()
    expected = expected_counts(plan, pages)  # remediation adds areas only: the counts stay
    timings["verification"] = time.perf_counter() - t  # the input side of verification
    hidden_layers = hidden_layer_text(source)  # text of layers off by default: removed whatever it says
    first_plan = plan
    # Forms and annotations are drawn into the page first (their look stays); when the
    # file so drawn cannot be verified clean (an appearance whose text the redaction does
    # not reach), it is made again with them deleted, as a file without their look.
    for bake in (True, False):
        baked = [0]
        data, applied, dropped, verification, fixes, plan = _verified_copy(
            source, first_plan, pages, options, say, timings, hidden_layers, expected, ocr_pages, image_only_pages,
            allowed, bake, baked)
        if verification.ok or not baked[0]:
            break

    written = False
    if verification.ok and output is not None:
        say("ecriture")
        t = time.perf_counter()
        write_bytes_atomic(Path(output), data)
        timings["write"] = time.perf_counter() - t
        written = True
    status = STATUS_OK if verification.ok else STATUS_VERIFY_FAILED
    report = build_report(
        plan, options, verification, written=written, timings=timings,
        image_only_pages=image_only_pages, ocr_pages=ocr_pages, status=status, model=model,
        review=review, remediation=fixes, dropped=dropped,
    )
    return ExportResult(
        status=status,
        written=written,
        output=Path(output) if written else None,
        verification=verification,
        report=report,
        summary=summary_fr(report),
        data=data if keep_bytes else None,
    )
