"""The review of one document, without Qt: what the window shows and does.

The window keeps widgets and wiring; this object keeps the logic a test can
drive without a screen: the open document (a ``DocumentJob``) and its
``ReviewSession``, the analysis and OCR state machine, navigation over
hits, decisions (with the question asked before a critical value is kept),
force terms, and the ``ReviewInputs`` handed to the export. It never runs a
step itself differently from the command line: detection, the document
pass, the OCR policy, the plan and the export are ``app.job``'s.
"""

from __future__ import annotations

import bisect
from pathlib import Path
from typing import Callable, Iterable, Sequence

from app.detection.spans import Span
from app.export.variants import fold, parse_date
from app.job import CRITICAL_KINDS, DocumentJob, ReviewInputs, Zone, finish_detection
from app.review.force_terms import ForceTerm, find_force_spans, save_terms
from app.review.preferences import Preferences
from app.review.session import AreaMark, ReviewSession

Key = tuple[int, int, int, str]

# Phases of the analysis state machine.
IDLE, ANALYSING, OCR, DONE, CANCELLED, FAILED = "none", "analysing", "ocr", "done", "cancelled", "failed"

# Answers to "keep this critical value in the whole document?".
KEEP_ALL, KEEP_HERE, KEEP_CANCEL = "all", "here", "cancel"

_NAME_GROUP = {"NOM": "NAME", "PRENOM": "NAME"}


def value_key(span: Span) -> tuple[str, str]:
    """Which hits carry "the same value": same kind family and the same value
    however written (a date by day, month and year; an identifier by its
    letters and digits; other text folded)."""
    group = _NAME_GROUP.get(span.label, span.label)
    if span.label in ("DATE_NAISSANCE", "DATE", "DATE_DECES"):
        p = parse_date(span.text)
        if p is not None:
            return group, "%d/%d/%s" % (p[0], p[1], p[2][-2:])
    if span.label in ("NIR", "IPP", "EPISODE", "RPPS", "FINESS", "AUTRE", "TEL"):
        return group, "".join(c for c in span.text.upper() if c.isalnum())
    return group, fold(" ".join(span.text.split()))


class ReviewController:
    """Document life cycle and review logic for the window (and its tests)."""

    def __init__(self, prefs: Preferences, terms_path: Path, force_terms: Sequence[ForceTerm] = ()):
        self.prefs = prefs
        self.terms_path = terms_path
        self.force_terms: list[ForceTerm] = list(force_terms)
        self.doc_terms: list[ForceTerm] = []  # this document only (find bar): never saved to the shared list
        self.reviewed: set[int] = set()  # pages the reviewer has seen with their hits shown
        # (kind, value) the other files of the open dossier hold: searched and masked here too
        self.dossier_values: tuple[tuple[str, str], ...] = ()
        self.job: DocumentJob | None = None
        self.session: ReviewSession | None = None
        self.path: Path | None = None
        self.phase = IDLE
        self.ocr_message = ""
        # Asked when the reviewer rejects a critical value; tests and the
        # headless export set it. Returns KEEP_ALL / KEEP_HERE / KEEP_CANCEL.
        self.ask_keep: Callable[[str, str, int], str] = lambda label, text, n: KEEP_HERE
        self._answers: dict[tuple[str, str], str] = {}

    # -- document life cycle -------------------------------------------------
    def open(self, path: str | Path) -> DocumentJob:
        """Open ``path``; raises ``JobError`` with a French message."""
        job = DocumentJob.open(path, self.export_options())
        self.close()
        self.job, self.path = job, Path(path)
        self.doc_terms = []
        self.reviewed = set()
        self.session = ReviewSession(job.page_count, force_terms=self.all_terms(), options=self.export_options())
        self.phase = ANALYSING
        self.ocr_message = ""
        self._answers = {}
        return job

    def close(self) -> None:
        if self.job is not None:
            self.job.close()
        self.job = self.session = None
        self.path = None
        self.phase = IDLE

    @property
    def doc(self):
        return self.job.doc if self.job is not None else None

    def export_options(self):
        return self.prefs.export_options(self.all_terms())

    def all_terms(self) -> list[ForceTerm]:
        return self.force_terms + [t for t in self.doc_terms if t not in self.force_terms]

    # -- analysis and OCR state machine ------------------------------------
    def on_page_text(self, page: int, pt) -> bool:
        """A page extracted on the PyMuPDF thread; True when it is an image page."""
        if self.session is None:
            return False
        self.session.set_page_text(page, pt.text)
        return bool(pt.image_only)

    def on_page_detected(self, page: int, spans) -> None:
        if self.session is not None:
            self.session.set_page_spans(page, spans)

    def on_document_detected(self, spans) -> list[int]:
        """The document pass is done; returns the pages OCR should read next (maybe none)."""
        if self.session is None:
            return []
        self.session.replace_detected(spans)
        pages = self.job.image.needs_ocr
        if not pages:
            self.phase = DONE
            return []
        from app.ocr import ocr_available

        if not ocr_available():
            self.job.ocr_state = "unavailable"
            self.phase = DONE
            return []
        self.phase = OCR
        return list(pages)

    def on_ocr_page(self, pt, spans) -> None:
        if self.session is None:
            return
        self.job.set_ocr_page(pt)
        self.session.set_page_text(pt.index, pt.text)
        self.session.set_page_spans(pt.index, spans)

    def on_ocr_finished(self, state: str, detectors: Sequence | None, message: str = "") -> None:
        """OCR done (or failed / cancelled): the document pass again over the final texts."""
        if self.job is None:
            return
        self.job.ocr_state = state
        self.ocr_message = message
        if detectors is not None and self.job.ocr_texts:
            spans = [s for p in range(self.job.page_count) for s in self.session.detected(p)]
            self.session.replace_detected(finish_detection(self.job.pages(), spans, detectors))
        self.phase = DONE

    def on_analysis_cancelled(self) -> None:
        self.phase = CANCELLED

    def on_analysis_failed(self) -> None:
        self.phase = FAILED

    @property
    def ocr_state(self) -> str:
        if self.phase == OCR:
            return "running"
        return self.job.ocr_state if self.job is not None else "none"

    @property
    def analysis_complete(self) -> bool:
        return self.phase == DONE and self.session is not None and self.session.analysis_complete

    def page_text(self, i: int):
        return self.job.page_text(i)

    def unreadable_pages(self) -> list[int]:
        """Image-only pages no OCR could read: masked whole at export."""
        return self.job.image.unreadable() if self.job is not None else []

    # -- navigation ----------------------------------------------------------
    def step(self, current: Span | None, page: int, direction: int) -> Span | None:
        """The next (``direction`` +1) or previous (-1) hit in reading order, wrapping."""
        if self.session is None:
            return None
        spans = self.session.spans()
        if not spans:
            return None
        if current is None:
            cands = [s for s in spans if s.page >= page] if direction > 0 else [s for s in spans if s.page <= page]
            if cands:
                return cands[0] if direction > 0 else cands[-1]
            return spans[0 if direction > 0 else -1]
        order = [s.key for s in spans]
        i = bisect.bisect_left(order, current.key)
        j = i + 1 if direction > 0 else i - 1
        if direction > 0 and i < len(order) and order[i] != current.key:
            j = i  # the current hit vanished: the next one is where it would be
        return spans[j % len(spans)]

    # -- review progress -----------------------------------------------------
    def mark_reviewed(self, pages: Iterable[int]) -> set[int]:
        """Pages seen with their hits shown; only analysed pages count. Returns the new ones."""
        s = self.session
        if s is None:
            return set()
        new = {p for p in pages if 0 <= p < s.page_count and p in s.analysed_pages} - self.reviewed
        self.reviewed |= new
        return new

    def unreviewed_pages(self) -> list[int]:
        if self.session is None:
            return []
        return [p for p in range(self.session.page_count) if p not in self.reviewed]

    def next_unreviewed(self, page: int) -> int | None:
        """The first page still to review after ``page``, wrapping; None when all are reviewed."""
        todo = self.unreviewed_pages()
        if not todo:
            return None
        return next((p for p in todo if p > page), todo[0])

    # -- decisions -----------------------------------------------------------
    def confirm(self, decisions: dict[Key, bool | None]) -> dict[Key, bool | None] | None:
        """``decisions`` after the reviewer confirmed the critical values they reject.

        The first rejection of a critical value asks once whether to keep it in
        the whole document: yes rejects every hit of that value (and stops its
        propagation), "here only" rejects just these, cancel returns None.
        """
        s = self.session
        if s is None:
            return None
        fresh: dict[tuple[str, str], list[Span]] = {}
        for key, value in decisions.items():
            span = s.span(key)
            if value is False and span is not None and span.label in CRITICAL_KINDS and s.is_accepted(span):
                fresh.setdefault(value_key(span), []).append(span)
        unanswered = [vk for vk in fresh if vk not in self._answers]
        if unanswered:
            first = fresh[unanswered[0]][0]
            n = len(unanswered)
            answer = self.ask_keep(first.label, first.text if n == 1 else "", n)
            if answer == KEEP_CANCEL:
                return None
            for vk in unanswered:
                self._answers[vk] = answer
        out = dict(decisions)
        everywhere = {vk for vk in fresh if self._answers.get(vk) == KEEP_ALL}
        if everywhere:
            for span in s.spans():
                if value_key(span) in everywhere and span.key not in out:
                    out[span.key] = False
        return out

    def toggle(self, keys: Iterable[Key]) -> dict | None:
        if self.session is None:
            return None
        return self.confirm(self.session.toggle_decisions(keys))

    def page_decisions(self, page: int, accept: bool) -> dict | None:
        s = self.session
        if s is None:
            return None
        d = {x.key: accept for x in s.spans(page) if s.is_accepted(x) != accept}
        return self.confirm(d) if d else {}

    def document_decisions(self, accept: bool) -> dict | None:
        """Mask (or keep) every hit of the document; keeping asks for critical values."""
        s = self.session
        if s is None:
            return None
        d = {x.key: accept for x in s.spans() if s.is_accepted(x) != accept}
        return self.confirm(d) if d else {}

    def untick_below(self, threshold: float) -> dict | None:
        if self.session is None:
            return None
        d = self.session.untick_below(threshold)
        return self.confirm(d) if d else {}

    def kept_values(self) -> tuple[str, ...]:
        """Critical values the reviewer keeps everywhere, still rejected at every hit.

        Derived from the decisions each time, so an undo that re-ticks one hit
        brings the value's propagation back.
        """
        s = self.session
        if s is None:
            return ()
        by_value: dict[tuple[str, str], list[Span]] = {}
        for span in s.spans():
            vk = value_key(span)
            if self._answers.get(vk) == KEEP_ALL:
                by_value.setdefault(vk, []).append(span)
        return tuple(
            hits[0].text for hits in by_value.values() if all(s.state(h) == "rejected" for h in hits)
        )

    # -- force terms -----------------------------------------------------------
    def set_force_terms(self, terms: Sequence[ForceTerm], save: bool = True) -> bool:
        """New term list; False when it could not be saved (the list still applies)."""
        self.force_terms = list(terms)
        ok = True
        if save:
            try:
                save_terms(self.terms_path, self.force_terms)
            except OSError:
                ok = False
        self._push_terms()
        return ok

    def set_doc_terms(self, terms: Sequence[ForceTerm]) -> None:
        """Terms of this document only (the find bar's "mask every occurrence")."""
        self.doc_terms = list(terms)
        self._push_terms()

    def _push_terms(self) -> None:
        if self.session is not None:
            self.session.set_force_terms(self.all_terms())
            self.session.set_options(self.export_options())

    def force_counts(self) -> dict:
        if self.session is None:
            return {}
        texts = self.session.texts
        return {t: len(find_force_spans(texts, [t])) for t in self.force_terms}

    # -- what the export receives ------------------------------------------------
    def review_inputs(self) -> ReviewInputs:
        s = self.session
        zones = tuple(Zone(a.page, None if a.whole_page else a.rect, a.whole_page) for a in s.areas())
        return ReviewInputs(tuple(s.spans()), s.decision_overrides(), zones, self.kept_values(),
                            dossier_values=self.dossier_values)

    def own_dossier_values(self) -> list[tuple[str, str]]:
        """The critical values this document gives its dossier: its accepted hits of the
        kinds a dossier shares (the batch's rule, so window and folder runs agree)."""
        from app.batch.work import values_for_dossier

        return values_for_dossier(self.session.accepted_spans()) if self.session is not None else []

    def areas_masked_whole(self) -> list[int]:
        return sorted({a.page for a in self.session.areas() if a.whole_page}) if self.session else []

    def whole_page_area(self, page: int) -> AreaMark:
        w, h = self.job.doc.page_size(page)
        return AreaMark(page, (0.0, 0.0, float(w), float(h)), whole_page=True)
