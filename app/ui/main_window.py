"""The review window: widgets and wiring around a Qt-free ``ReviewController``.

The controller (``app.review.controller``) holds the document, the analysis
and OCR state machine, navigation, decisions and force terms; the window
routes Qt signals to it and pushes its decisions through undoable commands.
Detection, the OCR policy, the plan and the export are ``app.job``'s steps,
the very ones the command line runs. Construction lives in
``window_build``, the analysis and OCR threads' results in
``window_analysis``, dialogs in ``window_dialogs``, messages in
``window_notices``. Nothing personal goes into the window title, the recent
files or the settings unless the user opts in.
"""

from __future__ import annotations

import gc
from pathlib import Path

from PySide6.QtCore import QTimer, Signal
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QMainWindow, QMenu

from app.ui.core_messages import ui_message
from app.detection.spans import Span
from app.job import JobError
from app.review.controller import ReviewController
from app.review.force_terms import ForceTerm, ForceTermError, default_terms_path, load_terms
from app.review.preferences import Preferences
from app.review.session import AreaMark, Change, ReviewSession
from app.ui.analysis import AnalysisController, default_detectors_factory
from app.ui.commands import AreaCommand, DecisionCommand, ForceTermsCommand, ManualSpanCommand
from app.ui.style import kind_name, span_tooltip
from app.ui.window_analysis import WindowAnalysisMixin
from app.ui.window_build import MANUAL_KINDS, WindowBuildMixin
from app.ui.window_dialogs import WindowDialogsMixin
from app.ui.window_notices import WindowNoticesMixin
from app.ui.window_dossier import WindowDossierMixin
from app.ui.window_review import SEEN_DELAY_MS, WindowReviewMixin

__all__ = ["MANUAL_KINDS", "MainWindow", "default_detectors_factory"]


class MainWindow(WindowBuildMixin, WindowAnalysisMixin, WindowDialogsMixin, WindowNoticesMixin, WindowReviewMixin,
                 WindowDossierMixin, QMainWindow):
    analysisFinished = Signal()
    documentOpened = Signal()
    dossierExported = Signal()

    def __init__(self, detectors_factory=None, prefs: Preferences | None = None, terms_path: Path | None = None):
        super().__init__()
        self.setObjectName("mainWindow")
        self.prefs = prefs or Preferences.load()
        self.terms_path = terms_path or default_terms_path()
        self.interactive = True  # False: never block on a modal question (screenshots, tests)
        self._ocr_thread = None
        self._ocr_live: list = []  # started OCR threads, kept until Qt reports them finished
        self._ocr_gen = 0
        self.export_preview: list[Span] = []
        self.last_export: dict | None = None
        self.last_open_error: JobError | None = None
        self.undo_stack = QUndoStack(self)
        self.undo_stack.cleanChanged.connect(self._on_clean_changed)
        self._counts_timer = self._single_shot(150, self._update_counts)
        self._pending_progress = (0, 0)
        self._progress_timer = self._single_shot(120, self._apply_progress)
        self._seen_timer = self._single_shot(SEEN_DELAY_MS, self._check_seen)
        self.source_sha256: str | None = None  # names the review file; never shown
        self._pending_decisions: dict = {}  # a resumed review's decisions for pages not analysed yet
        self._pending_snapshot = None  # a review file to apply once the analysis has read every page
        self._init_dossier()
        try:
            terms, terms_error = load_terms(self.terms_path), None
        except ForceTermError as exc:
            terms, terms_error = [], ui_message(str(exc))
        self.ctl = ReviewController(self.prefs, self.terms_path, terms)
        self.ctl.ask_keep = self.ask_keep_critical

        self.analysis = AnalysisController(detectors_factory or default_detectors_factory(self.prefs), self)
        self.analysis.pageText.connect(self._on_page_text)
        self.analysis.pageDone.connect(self._on_page_done)
        self.analysis.documentDone.connect(self._on_document_done)
        self.analysis.progress.connect(self._on_progress)
        self.analysis.modelStatus.connect(self._on_model_status)
        self.analysis.failed.connect(self._on_analysis_failed)
        self.analysis.extractionFailed.connect(self._on_extraction_failed)

        self._build_central()
        self.analysis.gui_busy = self.view.render_pending  # one heavy PyMuPDF call per event-loop pass
        self._build_docks()
        self._build_actions()
        self._build_menus()
        self._build_toolbar()
        self._build_statusbar()
        self.setAcceptDrops(True)
        self.resize(1360, 860)
        self._update_title()
        self._update_actions()
        if terms_error:
            self.messages.show_message("terms", terms_error, "warning")

    def _single_shot(self, ms: int, slot) -> QTimer:
        t = QTimer(self)
        t.setSingleShot(True)
        t.setInterval(ms)
        t.timeout.connect(slot)
        return t

    def notify(self, text: str, ms: int = 6000) -> None:
        """A passing message in the status bar: the counts beside it never overwrite it."""
        self.statusBar().showMessage(text, ms)

    # -- the controller's state, as the widgets and tests read it -------------
    @property
    def session(self) -> ReviewSession | None:
        return self.ctl.session

    @property
    def doc(self):
        return self.ctl.doc

    @property
    def doc_path(self) -> Path | None:
        return self.ctl.path

    @property
    def force_terms(self) -> list[ForceTerm]:
        return self.ctl.force_terms

    @property
    def ocr_state(self) -> str:
        return self.ctl.ocr_state

    @property
    def ocr_texts(self) -> dict:
        return self.ctl.job.ocr_texts if self.ctl.job is not None else {}

    @property
    def image_only_pages(self) -> list[int]:
        return list(self.ctl.job.image.image_only) if self.ctl.job is not None else []

    def unreadable_pages(self) -> list[int]:
        return self.ctl.unreadable_pages()

    def page_text(self, i: int):
        """The page's text: its OCR reading when there is one."""
        return self.ctl.page_text(i)

    # -- HighlightSource (the page view asks) -----------------------------------
    def spans_for_page(self, page: int) -> list[tuple[Span, bool]]:
        s = self.session
        if s is None:
            return []
        out = [(sp, s.is_accepted(sp)) for sp in s.spans(page)]
        out.extend((sp, True) for sp in self.export_preview if sp.page == page)
        out.extend((sp, True) for sp in self.dossier_hits.get(page, ()))
        return out

    def areas_for_page(self, page: int) -> list[tuple[AreaMark, bool]]:
        return [(a, True) for a in self.session.areas(page)] if self.session else []

    def tooltip_for(self, span: Span) -> str:
        if self.session is None:
            return ""
        if span.source == "dossier":
            tip = span_tooltip(span, True) + "\n" + self.tr("Valeur d'un autre fichier du dossier : masquée à l'export")
        elif span in self.export_preview:
            tip = span_tooltip(span, True) + "\n" + self.tr("(ajouté par la propagation à l'export)")
        else:
            tip = span_tooltip(span, self.session.is_accepted(span))
            if self.session.state(span) == "rejected":
                tip += "\n" + self.tr("Conservé par le relecteur")
        pt = self.ocr_texts.get(span.page)
        if pt is not None:
            mask = getattr(pt, "ocr_mask", None)
            if mask is None or bool(mask[span.start:span.end].any()):
                conf = getattr(pt, "char_confidence", None)
                if conf is not None:
                    tip += "\n" + self.tr("Texte lu par OCR · confiance OCR %d %%") % round(
                        float(conf[span.start:span.end].min()) * 100)
                else:
                    tip += "\n" + self.tr("Texte lu par OCR (le moteur ne fournit pas de confiance par mot)")
        return tip

    # -- documents ---------------------------------------------------------------
    def open_path(self, path: str, in_dossier: bool = False) -> bool:
        """Open a PDF, start its analysis; a French message on failure.
        ``in_dossier``: a file of the open dossier (else the dossier is left)."""
        if not self._confirm_discard():
            return False
        if not in_dossier and self.dossier_files:
            self._stop_dossier()
            self.dossier_files, self.dossier_current, self.dossier_hits = [], -1, {}
            self.ctl.dossier_values = ()
            self.dossier_panel.set_files(0, [])
        self.analysis.cancel()
        self._cancel_ocr()
        gc.unfreeze()  # the previous document's objects may be collected now (a user action: a pause is fine)
        gc.collect()
        self.messages.clear()
        self.find_bar.close_bar()
        old_doc = self.doc
        try:
            job = self.ctl.open(path)  # closes the previous document only once this one is open
        except JobError as exc:
            self.last_open_error = exc
            self._show_error(ui_message(str(exc)))
            return False
        if old_doc is not None:
            self.view.clear()
        self.last_open_error = None
        from app.batch.files import sha256_of

        try:
            self.source_sha256 = sha256_of(Path(path))
        except OSError:
            self.source_sha256 = None
        self._pending_decisions = {}
        self._pending_snapshot = None
        self.session.subscribe(self._on_session_change)
        self.undo_stack.clear()
        self.export_preview = []
        self.last_export = None
        self.view.set_document(job.doc)
        self.panel.set_session(self.session, self.prefs.precheck_min_confidence)
        self.pages_panel.reset(job.page_count)
        self._update_review_progress()
        self.empty_hint.hide()
        self.page_spin.blockSignals(True)
        self.page_spin.setRange(1, job.page_count)
        self.page_spin.setValue(1)
        self.page_spin.blockSignals(False)
        self.page_total.setText(" / %d " % job.page_count)
        self._on_current_page(0)
        self.prefs.add_recent(path)
        if self.prefs.remember_recent:
            self.prefs.save()
        self.analysis.start(job)
        self.progress.setRange(0, job.page_count)
        self.progress.setValue(0)
        self.progress.show()
        self.cancel_button.show()
        self.status_label.setText(self.tr("Analyse en cours…"))
        if job.doc.repaired:
            detail = getattr(job.doc, "damage", "")
            text = (self.tr("Fichier endommagé, réparé à l'ouverture : vérifiez chaque page. Détail : %s") % detail
                    if detail else self.tr("Fichier endommagé, réparé à l'ouverture : vérifiez chaque page."))
            self.messages.show_message("repaired", text, "warning")
        if in_dossier:
            self.dossier_hits = {}
            self._dossier_resume_if_saved()
        else:
            self._offer_saved_review()
        self._update_title()
        self._update_actions()
        self.documentOpened.emit()
        return True

    def _close_current(self) -> None:
        self.analysis.cancel()
        self._cancel_ocr()
        gc.unfreeze()
        if self.doc is not None:
            self.view.clear()
        self.ctl.close()
        self.panel.set_session(None)
        self.pages_panel.reset(0)
        self.find_bar.close_bar()
        self.source_sha256 = None
        self._update_review_progress()

    def close_document(self) -> None:
        if not self._confirm_discard():
            return
        self._close_current()
        self.messages.clear()
        self.undo_stack.clear()
        self.empty_hint.show()
        self.progress.hide()
        self.cancel_button.hide()
        self.page_spin.setRange(0, 0)
        self.page_total.setText(" / 0 ")
        self.page_label.setText("")
        self.status_label.setText(self.tr("Prêt"))
        self._update_title()
        self._update_actions()

    def cancel_analysis(self) -> None:
        if self._ocr_thread is not None:
            self._cancel_ocr()
            self.ctl.on_ocr_finished("cancelled", None)
            self.progress.hide()
            self.cancel_button.hide()
            self._warn_image_pages()
            self.analysisFinished.emit()
            return
        if self.analysis.running:
            self.analysis.cancel()
            self.ctl.on_analysis_cancelled()
            self.progress.hide()
            self.cancel_button.hide()
            self.status_label.setText(self.tr("Analyse annulée : les pages non analysées n'ont aucune détection."))
            self.messages.show_message(
                "cancelled",
                self.tr("Analyse annulée : les pages non analysées n'ont aucune détection et ne sont pas relues."),
                "warning",
                (self.tr("Reprendre l'analyse"), self.resume_analysis),
            )
            self._update_actions()

    # -- session changes -----------------------------------------------------------
    def _on_session_change(self, change: Change) -> None:
        self.view.viewport().update()
        if change.kind in ("reset", "policy"):  # term list changed or analysis done (not per page: O(pages²))
            self._update_force_counts()
        self._update_title()
        if not self._counts_timer.isActive():
            self._counts_timer.start()

    # -- decisions (the controller decides, the undo stack applies) ----------------
    def apply_decisions(self, decisions: dict | None, text: str | None = None, confirmed: bool = False) -> None:
        if self.session is None or not decisions:
            return
        if not confirmed:
            decisions = self.ctl.confirm(decisions)
            if not decisions:
                return
        self.undo_stack.push(DecisionCommand(self.session, decisions, text or self.tr("Décision")))

    def toggle_span(self, span: Span) -> None:
        if self.session is None or self.session.span(span.key) is None:
            return
        self.apply_decisions(self.ctl.toggle([span.key]), self.tr("Basculer une détection"), confirmed=True)

    def _on_span_clicked(self, span: Span) -> None:
        self.panel.select_key(span.key)
        self.toggle_span(span)

    def untick_below(self, threshold: float) -> None:
        self.apply_decisions(self.ctl.untick_below(threshold), self.tr("Décocher sous %d %%") % round(threshold * 100),
                             confirmed=True)

    def accept_all_on_page(self) -> None:
        self.apply_decisions(self.ctl.page_decisions(max(0, self.view.current_page), True),
                             self.tr("Tout masquer sur la page"), confirmed=True)

    def reject_all_on_page(self) -> None:
        self.apply_decisions(self.ctl.page_decisions(max(0, self.view.current_page), False),
                             self.tr("Tout conserver sur la page"), confirmed=True)

    # keyboard review ---------------------------------------------------------------
    def current_span(self) -> Span | None:
        if self.session is None or self.view._current_key is None:
            return None
        return self.session.span(self.view._current_key)

    def _go_to_span(self, span: Span) -> None:
        self.view.scroll_to_span(span)
        self.panel.select_key(span.key)
        self.status_label.setText(span_tooltip(span, self.session.is_accepted(span)).split("\n")[0])
        self._stepped_onto(span)

    def next_hit(self) -> None:
        self._step(+1)

    def prev_hit(self) -> None:
        self._step(-1)

    def _step(self, direction: int) -> None:
        target = self.ctl.step(self.current_span(), max(0, self.view.current_page), direction)
        if target is not None:
            self._go_to_span(target)

    def toggle_current(self) -> None:
        span = self.current_span()
        if span is not None and span.page not in self.view.visible_pages():
            self.view.set_current_key(None)  # the page shown changed (U, scrolling): its hits come first
            span = None
        if span is None:
            self.next_hit()
            span = self.current_span()
        if span is not None:
            self.toggle_span(span)

    def _on_panel_span(self, span: Span) -> None:
        self.view.scroll_to_span(span)

    # manual marks and zones ------------------------------------------------------------
    @property
    def manual_kind(self) -> str:
        return self.kind_combo.currentData() or "NOM"

    def set_manual_kind(self, label: str) -> None:
        i = self.kind_combo.findData(label)
        if i >= 0 and i != self.kind_combo.currentIndex():
            self.kind_combo.setCurrentIndex(i)
        for a in self.kind_group.actions():
            if a.data() == label and not a.isChecked():
                a.setChecked(True)

    def add_manual_mark(self, page: int, start: int, end: int, label: str | None = None) -> Span | None:
        if self.session is None:
            return None
        try:
            span = self.session.make_manual_span(page, start, end, label or self.manual_kind)
        except ValueError:
            return None
        self.undo_stack.push(ManualSpanCommand(self.session, span, self.tr("Marque manuelle")))
        return span

    def _on_text_selected(self, page: int, start: int, end: int) -> None:
        span = self.add_manual_mark(page, start, end)
        if span is not None:
            self.notify(self.tr("Marque manuelle ajoutée (%s).") % kind_name(span.label))

    def _on_area_mode(self, on: bool) -> None:
        self.view.area_mode = on
        self.status_label.setText(
            self.tr("Tracez un rectangle sur la page pour le masquer entièrement.") if on else self.tr("Prêt")
        )

    def add_area(self, page: int, rect) -> AreaMark | None:
        if self.session is None:
            return None
        area = AreaMark(page, tuple(float(v) for v in rect))
        self.undo_stack.push(AreaCommand(self.session, area, self.tr("Masquer une zone")))
        return area

    def _on_area_drawn(self, page: int, rect) -> None:
        self.add_area(page, rect)

    def mask_current_page(self) -> None:
        if self.session is None:
            return
        area = self.ctl.whole_page_area(max(0, self.view.current_page))
        if area not in self.session.areas(area.page):
            self.undo_stack.push(AreaCommand(self.session, area, self.tr("Masquer toute la page")))

    def _on_context_menu(self, span: Span | None, area: AreaMark | None, pos) -> None:
        if self.session is None or (span is None and area is None):
            return
        menu = QMenu(self)
        if span is not None and self.session.span(span.key) is not None:
            acc = self.session.is_accepted(span)
            menu.addAction(self.tr("Conserver (ne pas masquer)") if acc else self.tr("Masquer"), lambda: self.toggle_span(span))
            if span.source == "manual":
                menu.addAction(
                    self.tr("Supprimer la marque manuelle"),
                    lambda: self.undo_stack.push(ManualSpanCommand(self.session, span, self.tr("Supprimer une marque"), remove=True)),
                )
        if area is not None:
            menu.addAction(
                self.tr("Supprimer cette zone"),
                lambda: self.undo_stack.push(AreaCommand(self.session, area, self.tr("Supprimer une zone"), remove=True)),
            )
        menu.popup(pos)

    # force terms -------------------------------------------------------------------------
    def change_force_terms(self, terms, text: str = "") -> None:
        self.undo_stack.push(ForceTermsCommand(self._apply_force_terms, self.force_terms, terms, text or self.tr("Termes forcés")))

    def _apply_force_terms(self, terms) -> None:
        if not self.ctl.set_force_terms(terms, save=self.save_force_terms):
            self.messages.show_message("terms", self.tr("La liste de termes forcés n'a pas pu être enregistrée."), "warning")
        self._update_force_counts()

    save_force_terms = True  # False for a run with terms given on the command line

    # -- geometry and closing ------------------------------------------------------------------
    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.empty_hint.resize(self.view.viewport().size())

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.empty_hint.resize(self.view.viewport().size())

    def closeEvent(self, event) -> None:
        if not self._confirm_discard():
            event.ignore()
            return
        self.analysis.shutdown()
        self._stop_dossier()
        self._cancel_ocr()
        self._wait_ocr_threads()
        if self.doc is not None:
            self.view.clear()
            self.ctl.close()
        event.accept()
