"""The review window: page view, detections and force-term panels, menus.

The window observes a ``ReviewSession`` (Qt-free) and commands it through
undoable commands. It never re-implements detection or export: analysis
runs the registered detectors in a worker thread, export calls
``app.export``. Nothing personal goes into the window title, the recent
files or the settings unless the user opts in.
"""

from __future__ import annotations

import gc
from pathlib import Path
from typing import Callable

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QKeySequence, QUndoStack
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QStyle,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.detection.spans import LABELS, Span
from app.document import DocumentError, open_document
from app.review.force_terms import ForceTerm, ForceTermError, default_terms_path, find_force_spans, load_terms, save_terms
from app.review.preferences import Preferences
from app.review.session import AreaMark, Change, ReviewSession
from app.ui.analysis import AnalysisController
from app.ui.commands import AreaCommand, DecisionCommand, ForceTermsCommand, ManualSpanCommand
from app.ui.detections_panel import DetectionsPanel, swatch
from app.ui.force_panel import ForceTermsPanel
from app.ui.page_view import PageView
from app.ui.style import kind_name, span_tooltip

MANUAL_KINDS = [l for l in LABELS if l != "FORCE"]


def default_detectors_factory(prefs: Preferences) -> Callable[[], tuple[list, object]]:
    """Rules always; the NER model when enabled (a load failure leaves the rules)."""

    def make():
        from app.detection.analyze import default_detectors

        detectors = default_detectors(use_model=False)
        status = None
        if prefs.use_model:
            try:
                from app.detection.ner import load_default_detector, load_detector

                kw = {"entity_threshold": prefs.model_entity_threshold} if prefs.model_entity_threshold > 0 else {}
                det, status = load_detector(prefs.model_dir, **kw) if prefs.model_dir else load_default_detector(**kw)
            except ImportError:
                det, status = None, None
            if det is not None:
                detectors.append(det)
        return detectors, status

    return make


class ProgressIndicator(QWidget):
    """A progress bar that schedules its repaint (QProgressBar.setValue repaints the
    whole window synchronously, tens of ms per page on a long document)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self._min, self._max, self._value = 0, 0, 0
        self._format = "%v / %m"
        self.setMinimumWidth(180)
        self.setMaximumWidth(220)
        self.setFixedHeight(18)

    def setRange(self, lo: int, hi: int) -> None:
        self._min, self._max = lo, hi
        self.update()

    def setValue(self, v: int) -> None:
        if v != self._value:
            self._value = v
            self.update()

    def value(self) -> int:
        return self._value

    def maximum(self) -> int:
        return self._max

    def setFormat(self, fmt: str) -> None:
        self._format = fmt

    def text(self) -> str:
        return self._format.replace("%v", str(self._value)).replace("%m", str(self._max))

    def paintEvent(self, _event) -> None:
        from PySide6.QtWidgets import QStyle, QStyleOptionProgressBar, QStylePainter

        opt = QStyleOptionProgressBar()
        opt.initFrom(self)
        opt.minimum, opt.maximum, opt.progress = self._min, self._max, self._value
        opt.text = self.text()
        opt.textVisible = True
        opt.textAlignment = Qt.AlignCenter
        p = QStylePainter(self)
        p.drawControl(QStyle.CE_ProgressBar, opt)


class MessageBar(QFrame):
    """Inline messages above the pages (no modal dialog: works offscreen and in tests)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("messageBar")
        self._rows: dict[str, QWidget] = {}
        self._lay = QVBoxLayout(self)
        self._lay.setContentsMargins(0, 0, 0, 0)
        self._lay.setSpacing(0)
        self.hide()

    def show_message(self, key: str, text: str, level: str = "info") -> None:
        self.remove(key)
        row = QFrame()
        row.setObjectName("msg_" + level)
        h = QHBoxLayout(row)
        h.setContentsMargins(12, 6, 6, 6)
        label = QLabel(text)
        label.setWordWrap(True)
        label.setObjectName("messageText")
        close = QToolButton()
        close.setText("×")
        close.setAutoRaise(True)
        close.setToolTip(self.tr("Masquer ce message"))
        close.clicked.connect(lambda: self.remove(key))
        h.addWidget(label, 1)
        h.addWidget(close)
        self._lay.addWidget(row)
        self._rows[key] = row
        self.show()

    def remove(self, key: str) -> None:
        row = self._rows.pop(key, None)
        if row is not None:
            row.setParent(None)
            row.deleteLater()
        if not self._rows:
            self.hide()

    def clear(self) -> None:
        for k in list(self._rows):
            self.remove(k)

    def texts(self) -> list[str]:
        return [r.findChild(QLabel).text() for r in self._rows.values()]

    def has(self, key: str) -> bool:
        return key in self._rows


class MainWindow(QMainWindow):
    analysisFinished = Signal()
    documentOpened = Signal()

    def __init__(self, detectors_factory=None, prefs: Preferences | None = None, terms_path: Path | None = None):
        super().__init__()
        self.setObjectName("mainWindow")
        self.prefs = prefs or Preferences.load()
        self.terms_path = terms_path or default_terms_path()
        self.interactive = True  # False: never block on a modal question (screenshots, tests)
        self.doc = None
        self.session: ReviewSession | None = None
        self.image_only_pages: list[int] = []
        self.needs_ocr: list[int] = []  # image-only pages and text pages holding a large image
        self.ocr_texts: dict = {}  # page → PageText read by OCR
        self.ocr_state = "none"  # none / running / done / unavailable / failed / cancelled
        self._ocr_thread = None
        self._ocr_gen = 0
        self.export_preview: list[Span] = []
        self.last_export: dict | None = None
        self.undo_stack = QUndoStack(self)
        self.undo_stack.cleanChanged.connect(self._on_clean_changed)
        self._counts_timer = QTimer(self)
        self._counts_timer.setSingleShot(True)
        self._counts_timer.setInterval(150)
        self._counts_timer.timeout.connect(self._update_counts)
        self._pending_progress = (0, 0)
        self._progress_timer = QTimer(self)
        self._progress_timer.setSingleShot(True)
        self._progress_timer.setInterval(120)
        self._progress_timer.timeout.connect(self._apply_progress)
        try:
            self.force_terms: list[ForceTerm] = load_terms(self.terms_path)
            terms_error = None
        except ForceTermError as exc:
            self.force_terms, terms_error = [], str(exc)

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

    # ------------------------------------------------------------------ UI
    def _build_central(self) -> None:
        central = QWidget()
        lay = QVBoxLayout(central)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        self.messages = MessageBar()
        lay.addWidget(self.messages)
        self.view = PageView()
        self.view.set_source(self)
        self.view.currentPageChanged.connect(self._on_current_page)
        self.view.zoomChanged.connect(self._on_zoom)
        self.view.spanClicked.connect(self._on_span_clicked)
        self.view.textSelected.connect(self._on_text_selected)
        self.view.areaDrawn.connect(self._on_area_drawn)
        self.view.contextMenuRequested.connect(self._on_context_menu)
        lay.addWidget(self.view, 1)
        self.empty_hint = QLabel(
            self.tr("Déposez un PDF ici\nou ouvrez-le avec Fichier ▸ Ouvrir (Ctrl+O)"), self.view.viewport()
        )
        self.empty_hint.setObjectName("emptyHint")
        self.empty_hint.setAlignment(Qt.AlignCenter)
        self.setCentralWidget(central)

    def _build_docks(self) -> None:
        self.panel = DetectionsPanel()
        self.panel.decisionsRequested.connect(lambda d, t: self.apply_decisions(d, t))
        self.panel.spanSelected.connect(self._on_panel_span)
        self.panel.thresholdRaised.connect(self.untick_below)
        self.force_panel = ForceTermsPanel()
        self.force_panel.termsChangeRequested.connect(self.change_force_terms)
        self.force_panel.set_terms(self.force_terms)
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(self.panel, self.tr("Détections"))
        self.tabs.addTab(self.force_panel, self.tr("Termes forcés"))
        dock = QDockWidget(self.tr("Relecture"), self)
        dock.setObjectName("reviewDock")
        dock.setFeatures(QDockWidget.DockWidgetMovable)
        dock.setTitleBarWidget(QWidget())
        dock.setWidget(self.tabs)
        dock.setMinimumWidth(360)
        self.addDockWidget(Qt.RightDockWidgetArea, dock)
        self.dock = dock

    def _action(self, text: str, slot, shortcut=None, icon=None, checkable=False) -> QAction:
        a = QAction(text, self)
        if shortcut is not None:
            if isinstance(shortcut, (list, tuple)):
                a.setShortcuts([QKeySequence(s) for s in shortcut])
            else:
                a.setShortcut(QKeySequence(shortcut))
        if icon is not None:
            a.setIcon(self.style().standardIcon(icon) if isinstance(icon, QStyle.StandardPixmap) else icon)
        a.setCheckable(checkable)
        a.triggered.connect(slot)
        self.addAction(a)  # shortcuts work even when the menu bar is hidden
        return a

    def _build_actions(self) -> None:
        S = QStyle.StandardPixmap
        self.act_open = self._action(self.tr("&Ouvrir un PDF…"), self.open_dialog, QKeySequence.Open, S.SP_DialogOpenButton)
        self.act_export = self._action(self.tr("&Exporter le PDF anonymisé…"), self.export_dialog, "Ctrl+E", S.SP_DialogSaveButton)
        self.act_open.setIconText(self.tr("Ouvrir"))
        self.act_export.setIconText(self.tr("Exporter"))
        self.act_close_doc = self._action(self.tr("&Fermer le document"), self.close_document, QKeySequence.Close)
        self.act_quit = self._action(self.tr("&Quitter"), self.close, QKeySequence.Quit)
        self.act_undo = self.undo_stack.createUndoAction(self, self.tr("Annuler"))
        self.act_undo.setShortcut(QKeySequence.Undo)
        self.act_undo.setIcon(self.style().standardIcon(S.SP_ArrowBack))
        self.act_redo = self.undo_stack.createRedoAction(self, self.tr("Rétablir"))
        self.act_redo.setShortcuts([QKeySequence.Redo, QKeySequence("Ctrl+Y")])
        self.act_redo.setIcon(self.style().standardIcon(S.SP_ArrowForward))
        self.addAction(self.act_undo)
        self.addAction(self.act_redo)
        self.act_settings = self._action(self.tr("&Paramètres…"), self.settings_dialog, "Ctrl+,")
        self.act_next = self._action(self.tr("Détection &suivante"), self.next_hit, ["N", "F3"], S.SP_ArrowDown)
        self.act_prev = self._action(self.tr("Détection &précédente"), self.prev_hit, ["P", "Shift+F3"], S.SP_ArrowUp)
        self.act_toggle = self._action(self.tr("&Basculer masquer / conserver"), self.toggle_current, ["Space", "T"])
        self.act_accept_page = self._action(self.tr("Tout &masquer sur la page"), self.accept_all_on_page, "Shift+A")
        self.act_reject_page = self._action(self.tr("Tout &conserver sur la page"), self.reject_all_on_page, "Shift+R")
        self.act_area = self._action(self.tr("Masquer une &zone (rectangle)"), self._on_area_mode, "Z", checkable=True)
        self.act_mask_page = self._action(self.tr("Masquer &toute la page"), self.mask_current_page, "Shift+M")
        self.act_mask_page.setToolTip(self.tr("Page illisible (manuscrit, mauvais scan) : tout son contenu sera masqué"))
        self.act_area.setIconText(self.tr("Masquer une zone"))
        self.act_area.setToolTip(self.tr("Tracer un rectangle à masquer entièrement (signature, tampon, image)"))
        self.act_zoom_in = self._action(self.tr("Zoom a&vant"), lambda: self.view.zoom_in(), QKeySequence.ZoomIn)
        self.act_zoom_out = self._action(self.tr("Zoom a&rrière"), lambda: self.view.zoom_out(), QKeySequence.ZoomOut)
        self.act_fit = self._action(self.tr("&Largeur de la page"), lambda: self.view.fit_width(), "Ctrl+0")
        self.act_next_page = self._action(self.tr("Page suivante"), lambda: self.view.go_to_page(self.view.current_page + 1), "Ctrl+Down")
        self.act_prev_page = self._action(self.tr("Page précédente"), lambda: self.view.go_to_page(self.view.current_page - 1), "Ctrl+Up")
        self.act_legend = self._action(self.tr("&Légende des couleurs"), self.show_legend)
        self.act_about = self._action(self.tr("À &propos de Caviard"), self.show_about)

    def _build_menus(self) -> None:
        mb = self.menuBar()
        m = mb.addMenu(self.tr("&Fichier"))
        m.addAction(self.act_open)
        self.recent_menu = m.addMenu(self.tr("Fichiers &récents"))
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        m.addAction(self.act_export)
        m.addSeparator()
        m.addAction(self.act_close_doc)
        m.addAction(self.act_quit)
        m = mb.addMenu(self.tr("&Édition"))
        m.addAction(self.act_undo)
        m.addAction(self.act_redo)
        m.addSeparator()
        m.addAction(self.act_settings)
        m = mb.addMenu(self.tr("&Relecture"))
        for a in (self.act_next, self.act_prev, self.act_toggle):
            m.addAction(a)
        m.addSeparator()
        m.addAction(self.act_accept_page)
        m.addAction(self.act_reject_page)
        m.addSeparator()
        m.addAction(self.act_area)
        m.addAction(self.act_mask_page)
        self.kind_menu = m.addMenu(self.tr("Type des marques manuelles"))
        self.kind_group = QActionGroup(self)
        for label in MANUAL_KINDS:
            a = self.kind_menu.addAction(swatch(label), kind_name(label))
            a.setCheckable(True)
            a.setData(label)
            a.setChecked(label == "NOM")
            self.kind_group.addAction(a)
            a.triggered.connect(lambda _c=False, l=label: self.set_manual_kind(l))
        m = mb.addMenu(self.tr("&Affichage"))
        for a in (self.act_zoom_in, self.act_zoom_out, self.act_fit):
            m.addAction(a)
        m.addSeparator()
        m.addAction(self.act_next_page)
        m.addAction(self.act_prev_page)
        m = mb.addMenu(self.tr("&Aide"))
        m.addAction(self.act_legend)
        m.addAction(self.act_about)

    def _build_toolbar(self) -> None:
        tb = self.addToolBar(self.tr("Outils"))
        tb.setObjectName("mainToolbar")
        tb.setMovable(False)
        tb.setIconSize(QSize(18, 18))
        tb.setToolButtonStyle(Qt.ToolButtonTextBesideIcon)
        tb.addAction(self.act_open)
        tb.addAction(self.act_export)
        tb.addSeparator()
        tb.addAction(self.act_undo)
        tb.addAction(self.act_redo)
        tb.addSeparator()
        tb.addAction(self.act_prev)
        tb.addAction(self.act_next)
        for a in (self.act_undo, self.act_redo, self.act_prev, self.act_next):
            btn = tb.widgetForAction(a)
            if btn is not None:
                btn.setToolButtonStyle(Qt.ToolButtonIconOnly)
        tb.addSeparator()
        tb.addWidget(QLabel(self.tr(" Marquer comme : ")))
        self.kind_combo = QComboBox()
        for label in MANUAL_KINDS:
            self.kind_combo.addItem(swatch(label), kind_name(label), label)
        self.kind_combo.setMaximumWidth(220)
        self.kind_combo.setToolTip(self.tr("Type donné au texte sélectionné à la souris et aux zones tracées"))
        self.kind_combo.currentIndexChanged.connect(lambda _i: self.set_manual_kind(self.kind_combo.currentData()))
        tb.addWidget(self.kind_combo)
        tb.addAction(self.act_area)
        spacer = QWidget()
        spacer.setSizePolicy(spacer.sizePolicy().horizontalPolicy().Expanding, spacer.sizePolicy().verticalPolicy().Preferred)
        tb.addWidget(spacer)
        self.act_zoom_out.setIconText("−")
        self.act_zoom_in.setIconText("+")
        self.act_fit.setIconText(self.tr("Largeur"))
        for act in (self.act_zoom_out, self.act_zoom_in, self.act_fit):
            tb.addAction(act)
        tb.addSeparator()
        tb.addWidget(QLabel(self.tr(" Page ")))
        self.page_spin = QSpinBox()
        self.page_spin.setRange(0, 0)
        self.page_spin.setKeyboardTracking(False)
        self.page_spin.setAcceptDrops(False)
        self.page_spin.lineEdit().setAcceptDrops(False)
        self.page_spin.valueChanged.connect(lambda v: self.view.go_to_page(v - 1) if v >= 1 else None)
        tb.addWidget(self.page_spin)
        self.page_total = QLabel(" / 0 ")
        tb.addWidget(self.page_total)
        self.toolbar = tb

    def _build_statusbar(self) -> None:
        sb = self.statusBar()
        self.status_label = QLabel(self.tr("Prêt"))
        sb.addWidget(self.status_label, 1)
        self.progress = ProgressIndicator()
        self.progress.setFormat(self.tr("Analyse %v / %m"))
        self.cancel_button = QPushButton(self.tr("Annuler l'analyse"))
        self.cancel_button.clicked.connect(self.cancel_analysis)
        self.progress.hide()
        self.cancel_button.hide()
        sb.addPermanentWidget(self.progress)
        sb.addPermanentWidget(self.cancel_button)
        self.zoom_label = QLabel("")
        self.page_label = QLabel("")
        sb.addPermanentWidget(self.zoom_label)
        sb.addPermanentWidget(self.page_label)

    # ------------------------------------------------------------ HighlightSource
    def spans_for_page(self, page: int) -> list[tuple[Span, bool]]:
        s = self.session
        if s is None:
            return []
        out = [(sp, s.is_accepted(sp)) for sp in s.spans(page)]
        out.extend((sp, True) for sp in self.export_preview if sp.page == page)
        return out

    def areas_for_page(self, page: int) -> list[tuple[AreaMark, bool]]:
        return [(a, True) for a in self.session.areas(page)] if self.session else []

    def tooltip_for(self, span: Span) -> str:
        if self.session is None:
            return ""
        if span in self.export_preview:
            tip = span_tooltip(span, True) + "\n" + self.tr("(ajouté par la propagation à l'export)")
        else:
            tip = span_tooltip(span, self.session.is_accepted(span))
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

    def page_text(self, i: int):
        """The page's text: its OCR reading when there is one."""
        pt = self.ocr_texts.get(i)
        return pt if pt is not None else self.doc.page_text(i)

    # ------------------------------------------------------------ documents
    def _confirm_discard(self) -> bool:
        """Ask before losing an unexported review; never blocks when not interactive."""
        if self.session is None or not self.session.dirty or not self.interactive:
            return True
        ans = QMessageBox.question(
            self,
            self.tr("Relecture non exportée"),
            self.tr("La relecture de ce document n'a pas été exportée : vos décisions seront perdues. Continuer ?"),
            QMessageBox.Yes | QMessageBox.No,
            QMessageBox.No,
        )
        return ans == QMessageBox.Yes

    def open_dialog(self) -> None:
        start = ""
        if self.prefs.remember_recent and self.prefs.recent_files:
            start = str(Path(self.prefs.recent_files[0]).parent)
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Ouvrir un PDF"), start, self.tr("Documents PDF (*.pdf)"))
        if path:
            self.open_path(path)

    def open_path(self, path: str) -> bool:
        """Open a PDF, start its analysis; a French message on failure."""
        if not self._confirm_discard():
            return False
        self.analysis.cancel()
        self._cancel_ocr()
        gc.unfreeze()  # the previous document's objects may be collected now (a user action: a pause is fine)
        gc.collect()
        self.messages.clear()
        try:
            doc = open_document(path)
        except DocumentError as exc:
            self._show_error(str(exc))
            return False
        except Exception:
            self._show_error(self.tr("Ce fichier ne peut pas être ouvert."))
            return False
        self._close_current()
        self.doc = doc
        self.doc_path = Path(path)
        self.session = ReviewSession(
            doc.page_count, force_terms=self.force_terms, options=self.prefs.export_options(self.force_terms)
        )
        self.session.subscribe(self._on_session_change)
        self.undo_stack.clear()
        self.image_only_pages = []
        self.needs_ocr = []
        self.ocr_texts = {}
        self.ocr_state = "none"
        self.export_preview = []
        self.last_export = None
        self.view.set_document(doc)
        self.panel.set_session(self.session)
        self.empty_hint.hide()
        self.page_spin.blockSignals(True)
        self.page_spin.setRange(1, doc.page_count)
        self.page_spin.setValue(1)
        self.page_spin.blockSignals(False)
        self.page_total.setText(" / %d " % doc.page_count)
        self._on_current_page(0)
        self.prefs.add_recent(path)
        if self.prefs.remember_recent:
            self.prefs.save()
        self.analysis.start(doc)
        self.progress.setRange(0, doc.page_count)
        self.progress.setValue(0)
        self.progress.show()
        self.cancel_button.show()
        self.status_label.setText(self.tr("Analyse en cours…"))
        self._update_title()
        self._update_actions()
        self.documentOpened.emit()
        return True

    def _show_error(self, message: str) -> None:
        self.messages.show_message("error", message, "error")
        self.status_label.setText(self.tr("Le fichier n'a pas pu être ouvert."))

    def _close_current(self) -> None:
        self.analysis.cancel()
        self._cancel_ocr()
        gc.unfreeze()
        if self.doc is not None:
            self.view.clear()
            self.doc.close()
        self.doc = None
        self.session = None
        self.panel.set_session(None)

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
            self.ocr_state = "cancelled"
            self.progress.hide()
            self.cancel_button.hide()
            self._warn_image_pages()
            self.analysisFinished.emit()
            return
        if self.analysis.running:
            self.analysis.cancel()
            self.progress.hide()
            self.cancel_button.hide()
            self.status_label.setText(self.tr("Analyse annulée : les pages non analysées n'ont aucune détection."))
            self.messages.show_message(
                "cancelled",
                self.tr("Analyse annulée. Les pages non analysées ne sont pas relues : rouvrez le document pour relancer l'analyse."),
                "warning",
            )
            self._update_actions()

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        if not self.prefs.remember_recent:
            a = self.recent_menu.addAction(self.tr("Désactivé (voir Paramètres ▸ Confidentialité)"))
            a.setEnabled(False)
            return
        if not self.prefs.recent_files:
            a = self.recent_menu.addAction(self.tr("Aucun fichier récent"))
            a.setEnabled(False)
        for p in self.prefs.recent_files:
            a = self.recent_menu.addAction(Path(p).name)
            a.triggered.connect(lambda _c=False, p=p: self.open_path(p))

    # ------------------------------------------------------------ drag and drop
    def dragEnterEvent(self, event) -> None:
        if event.mimeData().hasUrls():
            event.acceptProposedAction()

    def dragMoveEvent(self, event) -> None:
        if event.mimeData().hasUrls():
            event.acceptProposedAction()

    def dropEvent(self, event) -> None:
        urls = [u for u in event.mimeData().urls() if u.isLocalFile()]
        if not urls:
            self._refuse_drop()
            return
        path = urls[0].toLocalFile()
        if not path.lower().endswith(".pdf"):
            self._refuse_drop()
            event.ignore()
            return
        event.acceptProposedAction()
        QTimer.singleShot(0, lambda: self.open_path(path))

    def _refuse_drop(self) -> None:
        self.messages.show_message(
            "drop", self.tr("Seuls les fichiers PDF peuvent être ouverts : ce fichier a été refusé."), "error"
        )
        self.status_label.setText(self.tr("Fichier refusé : ce n'est pas un PDF."))

    # ------------------------------------------------------------ analysis results
    def _on_page_text(self, page: int, pt) -> None:
        if self.session is None:
            return
        self.session.set_page_text(page, pt.text)
        if pt.image_only or pt.image_rects:
            self.needs_ocr.append(page)
        if pt.image_only:
            self.image_only_pages.append(page)
            self._warn_image_pages()

    def unreadable_pages(self) -> list[int]:
        """Image-only pages no OCR could read: they must be masked whole at export."""
        from app.ocr import ocr_readable

        return [i for i in self.image_only_pages if i not in self.ocr_texts or not ocr_readable(self.ocr_texts[i])]

    @staticmethod
    def _pages_list(pages) -> str:
        out = ", ".join(str(p + 1) for p in pages[:12])
        return out + ("…" if len(pages) > 12 else "")

    def _warn_image_pages(self) -> None:
        if self.ocr_state == "running":
            return
        if self.ocr_texts:
            bad = self.unreadable_pages()
            text = self.tr("%d page(s) lue(s) par reconnaissance de caractères (OCR) : %s.") % (
                len(self.ocr_texts), self._pages_list(sorted(self.ocr_texts)))
            if bad:
                text += " " + self.tr("Illisible(s) même par OCR : %s — utilisez « Masquer toute la page » "
                                      "(Maj+M) ; à l'export elles sont masquées entièrement.") % self._pages_list(bad)
            self.messages.show_message("image_pages", text, "warning" if bad else "info")
            return
        if not self.image_only_pages:
            return
        pages = self._pages_list(self.image_only_pages)
        self.messages.show_message(
            "image_pages",
            self.tr("%d page(s) sans texte (images numérisées) : %s. Leur contenu n'est pas analysé ; "
                    "masquez-les avec « Masquer une zone » ou à l'export.") % (len(self.image_only_pages), pages),
            "warning",
        )

    def _on_page_done(self, page: int, spans) -> None:
        if self.session is not None:
            self.session.set_page_spans(page, spans)
            if len(self.session.analysed_pages) % 8 == 0:
                # Long-lived review objects leave the cyclic GC's scans: a full collection
                # over thousands of spans and list items stalled the window for 50–200 ms.
                gc.freeze()

    def _on_document_done(self, spans) -> None:
        if self.session is None:
            return
        self.session.replace_detected(spans)
        if self.needs_ocr and self._start_ocr():
            return
        self._finish_analysis()

    def _finish_analysis(self) -> None:
        self.progress.hide()
        self.cancel_button.hide()
        n = len(self.session.spans()) if self.session is not None else 0
        self.status_label.setText(self.tr("Analyse terminée : %d détection(s) à relire.") % n)
        self._update_actions()
        self.analysisFinished.emit()

    # OCR of scanned pages (after the analysis: its page results are final) --------
    def _start_ocr(self) -> bool:
        try:
            from app.ocr import ocr_available
        except ImportError:
            return False
        if not ocr_available():
            self.ocr_state = "unavailable"
            self._warn_image_pages()
            return False
        from app.ui.ocr_task import OcrThread

        self._ocr_gen += 1
        t = OcrThread(self._ocr_gen, str(self.doc_path), self.needs_ocr, self.analysis.detectors_for_ocr)
        t.progressed.connect(self._on_ocr_progress)
        t.pageReady.connect(self._on_ocr_page)
        t.finishedOk.connect(self._on_ocr_done)
        t.failed.connect(self._on_ocr_failed)
        t.finished.connect(t.deleteLater)
        self._ocr_thread = t
        self.ocr_state = "running"
        self.progress.setFormat(self.tr("OCR %v / %m"))
        self.progress.setRange(0, len(self.needs_ocr))
        self.progress.setValue(0)
        self.status_label.setText(self.tr("Reconnaissance de caractères des pages numérisées…"))
        t.start()
        return True

    def _cancel_ocr(self) -> None:
        t = self._ocr_thread
        self._ocr_thread = None
        self._ocr_gen += 1
        if t is not None:
            t.cancel()
            self._old_ocr_threads = [x for x in getattr(self, "_old_ocr_threads", []) if x.isRunning()] + [t]

    def _on_ocr_progress(self, gen: int, done: int, total: int) -> None:
        if gen == self._ocr_gen:
            self.progress.setRange(0, total)
            self.progress.setValue(done)

    def _on_ocr_page(self, gen: int, page: int, pt, spans) -> None:
        if gen != self._ocr_gen or self.session is None:
            return
        self.ocr_texts[page] = pt
        self.view.set_page_text(page, pt, ocr=True)
        self.session.set_page_text(page, pt.text)
        self.session.set_page_spans(page, spans)

    def _on_ocr_done(self, gen: int, pages) -> None:
        if gen != self._ocr_gen:
            return
        self._ocr_thread = None
        self.ocr_state = "done"
        self.progress.setFormat(self.tr("Analyse %v / %m"))
        self._warn_image_pages()
        self._finish_analysis()

    def _on_ocr_failed(self, gen: int, message: str) -> None:
        if gen != self._ocr_gen:
            return
        self._ocr_thread = None
        self.ocr_state = "failed"
        self.progress.setFormat(self.tr("Analyse %v / %m"))
        self.messages.show_message("ocr", self.tr("Reconnaissance de caractères impossible : %s") % message, "error")
        self._warn_image_pages()
        self._finish_analysis()

    def mask_current_page(self) -> None:
        if self.session is None:
            return
        page = max(0, self.view.current_page)
        w, h = self.doc.page_size(page)
        area = AreaMark(page, (0.0, 0.0, float(w), float(h)), whole_page=True)
        if area not in self.session.areas(page):
            self.undo_stack.push(AreaCommand(self.session, area, self.tr("Masquer toute la page")))

    def _on_progress(self, done: int, total: int) -> None:
        # QProgressBar.setValue repaints the window synchronously: apply at most ~8 times/s
        self._pending_progress = (done, total)
        if done == 0 or done >= total:
            self._apply_progress()
        elif not self._progress_timer.isActive():
            self._progress_timer.start()

    def _apply_progress(self) -> None:
        done, total = self._pending_progress
        if self.progress.maximum() != total:
            self.progress.setRange(0, total)
        self.progress.setValue(done)

    def _on_model_status(self, status) -> None:
        if status is None:
            if self.prefs.use_model:
                self.messages.show_message(
                    "model", self.tr("Détection par modèle indisponible : l'analyse utilise les règles seules."), "warning"
                )
            return
        available = getattr(status, "available", True)
        failed = getattr(status, "pages_failed", ())
        if not available or failed:
            msg = status.message_fr() if hasattr(status, "message_fr") else self.tr("Détection par modèle indisponible.")
            self.messages.show_message("model", msg, "warning")
        else:
            self.messages.remove("model")

    def _on_analysis_failed(self, what: str) -> None:
        self.progress.hide()
        self.cancel_button.hide()
        self.messages.show_message(
            "analysis", self.tr("L'analyse a échoué (%s) : les détections affichées sont incomplètes.") % what, "error"
        )
        self.status_label.setText(self.tr("Analyse interrompue par une erreur."))
        self.analysisFinished.emit()

    def _on_extraction_failed(self, page: int, message: str) -> None:
        self.messages.show_message("page_%d" % page, message, "warning")

    # ------------------------------------------------------------ session changes
    def _on_session_change(self, change: Change) -> None:
        self.view.viewport().update()
        if change.kind in ("reset", "policy"):  # term list changed or analysis done (not per page: O(pages²))
            self._update_force_counts()
        self._update_title()
        if not self._counts_timer.isActive():
            self._counts_timer.start()

    def _update_counts(self) -> None:
        s = self.session
        if s is None:
            return
        total, acc = s.totals()
        if not self.analysis.running:
            self.status_label.setText(self.tr("%d détection(s) · %d à masquer · %d zone(s)") % (total, acc, len(s.areas())))

    def _update_force_counts(self) -> None:
        if self.session is None:
            self.force_panel.set_terms(self.force_terms)
            return
        texts = self.session.texts
        counts = {t: len(find_force_spans(texts, [t])) for t in self.force_terms}
        self.force_panel.set_terms(self.force_terms, counts)

    # ------------------------------------------------------------ decisions
    def apply_decisions(self, decisions: dict, text: str | None = None) -> None:
        if self.session is None or not decisions:
            return
        self.undo_stack.push(DecisionCommand(self.session, decisions, text or self.tr("Décision")))

    def toggle_span(self, span: Span) -> None:
        if self.session is None or self.session.span(span.key) is None:
            return
        self.apply_decisions(self.session.toggle_decisions([span.key]), self.tr("Basculer une détection"))

    def _on_span_clicked(self, span: Span) -> None:
        self.panel.select_key(span.key)
        self.toggle_span(span)

    def untick_below(self, threshold: float) -> None:
        if self.session is None:
            return
        d = self.session.untick_below(threshold)
        if d:
            self.apply_decisions(d, self.tr("Décocher sous %d %%") % round(threshold * 100))

    def _page_spans(self) -> list[Span]:
        if self.session is None:
            return []
        return self.session.spans(max(0, self.view.current_page))

    def accept_all_on_page(self) -> None:
        d = {s.key: True for s in self._page_spans() if not self.session.is_accepted(s)}
        self.apply_decisions(d, self.tr("Tout masquer sur la page"))

    def reject_all_on_page(self) -> None:
        d = {s.key: False for s in self._page_spans() if self.session.is_accepted(s)}
        self.apply_decisions(d, self.tr("Tout conserver sur la page"))

    # keyboard review -----------------------------------------------------
    def current_span(self) -> Span | None:
        if self.session is None or self.view._current_key is None:
            return None
        return self.session.span(self.view._current_key)

    def _go_to_span(self, span: Span) -> None:
        self.view.scroll_to_span(span)
        self.panel.select_key(span.key)
        self.status_label.setText(span_tooltip(span, self.session.is_accepted(span)).split("\n")[0])

    def next_hit(self) -> None:
        self._step(+1)

    def prev_hit(self) -> None:
        self._step(-1)

    def _step(self, direction: int) -> None:
        if self.session is None:
            return
        spans = self.session.spans()
        if not spans:
            return
        cur = self.current_span()
        order = [(s.page, s.start, s.end, s.label) for s in spans]
        if cur is None:
            page = max(0, self.view.current_page)
            cands = [s for s in spans if s.page >= page] if direction > 0 else [s for s in spans if s.page <= page]
            target = (cands[0] if direction > 0 else cands[-1]) if cands else spans[0 if direction > 0 else -1]
        else:
            import bisect

            k = (cur.page, cur.start, cur.end, cur.label)
            i = bisect.bisect_left(order, k)
            j = i + 1 if direction > 0 else i - 1
            target = spans[j % len(spans)]
        self._go_to_span(target)

    def toggle_current(self) -> None:
        span = self.current_span()
        if span is None:
            self.next_hit()
            span = self.current_span()
        if span is not None:
            self.toggle_span(span)

    def _on_panel_span(self, span: Span) -> None:
        self.view.scroll_to_span(span)

    # manual marks --------------------------------------------------------
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
            self.status_label.setText(self.tr("Marque manuelle ajoutée (%s).") % kind_name(span.label))

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

    # force terms -----------------------------------------------------------
    def change_force_terms(self, terms, text: str = "") -> None:
        self.undo_stack.push(ForceTermsCommand(self._apply_force_terms, self.force_terms, terms, text or self.tr("Termes forcés")))

    def _apply_force_terms(self, terms) -> None:
        self.force_terms = list(terms)
        try:
            save_terms(self.terms_path, self.force_terms)
        except OSError:
            self.messages.show_message("terms", self.tr("La liste de termes forcés n'a pas pu être enregistrée."), "warning")
        if self.session is not None:
            self.session.set_force_terms(self.force_terms)
            self.session.set_options(self.prefs.export_options(self.force_terms))
        self._update_force_counts()

    # ------------------------------------------------------------ view state
    def _on_current_page(self, page: int) -> None:
        if self.doc is None:
            return
        self.page_label.setText(self.tr("Page %d / %d") % (page + 1, self.doc.page_count))
        self.page_spin.blockSignals(True)
        self.page_spin.setValue(page + 1)
        self.page_spin.blockSignals(False)

    def _on_zoom(self, zoom: float) -> None:
        self.zoom_label.setText("%d %%" % round(zoom * 100))

    def _on_clean_changed(self, _clean: bool) -> None:
        self._update_title()

    def _update_title(self) -> None:
        if self.doc is None:
            self.setWindowTitle("Caviard")
            return
        name = self.doc_path.name if self.prefs.show_file_names else self.tr("document de %d page(s)") % self.doc.page_count
        mark = " *" if self.session is not None and self.session.dirty else ""
        self.setWindowTitle("Caviard — %s%s" % (name, mark))

    def _update_actions(self) -> None:
        has = self.doc is not None
        for a in (self.act_export, self.act_close_doc, self.act_next, self.act_prev, self.act_toggle,
                  self.act_accept_page, self.act_reject_page, self.act_area, self.act_mask_page, self.act_zoom_in,
                  self.act_zoom_out, self.act_fit, self.act_next_page, self.act_prev_page):
            a.setEnabled(has)
        self.kind_combo.setEnabled(has)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.empty_hint.resize(self.view.viewport().size())

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.empty_hint.resize(self.view.viewport().size())

    # ------------------------------------------------------------ dialogs
    def export_dialog(self) -> None:
        if self.session is None:
            return
        dlg = self.make_export_dialog()
        dlg.show()

    def make_export_dialog(self):
        from app.ui.export_dialog import ExportDialog

        if getattr(self, "_export_dlg", None) is not None:
            self._export_dlg.close()
            self._export_dlg.deleteLater()
        self._export_dlg = ExportDialog(self)
        return self._export_dlg

    def settings_dialog(self) -> None:
        from app.ui.settings_dialog import SettingsDialog

        dlg = SettingsDialog(self.prefs, self)
        if dlg.exec():
            self.apply_preferences(dlg.result_preferences())

    def apply_preferences(self, prefs: Preferences) -> None:
        old = self.prefs
        self.prefs = prefs
        try:
            prefs.save()
        except OSError:
            self.messages.show_message("settings", self.tr("Les paramètres n'ont pas pu être enregistrés."), "warning")
        if (old.model_dir, old.use_model, old.model_entity_threshold) != (
            prefs.model_dir, prefs.use_model, prefs.model_entity_threshold
        ):
            self.analysis.set_detectors_factory(default_detectors_factory(prefs))
            if self.doc is not None:
                self.messages.show_message(
                    "model_changed", self.tr("Le nouveau modèle servira au prochain document ouvert."), "info"
                )
        if self.session is not None:
            self.session.set_options(prefs.export_options(self.force_terms))
        self._update_title()

    def show_legend(self) -> None:
        rows = "".join(
            '<tr><td><span style="background:%s;color:%s">&nbsp;&nbsp;&nbsp;&nbsp;</span></td><td>&nbsp;%s</td></tr>'
            % (c, c, kind_name(l))
            for l, c in __import__("app.ui.style", fromlist=["KIND_COLORS"]).KIND_COLORS.items()
        )
        text = self.tr(
            "<p>Remplissage plein : sera masqué (plus opaque = plus sûr). Contour pointillé barré : conservé.<br>"
            "Badges : P = propagation, F = terme forcé, M = marque manuelle.</p>"
        )
        QMessageBox.information(self, self.tr("Légende"), text + "<table>%s</table>" % rows)

    def show_about(self) -> None:
        QMessageBox.about(
            self,
            self.tr("À propos de Caviard"),
            self.tr("<b>Caviard</b><br>Anonymisation de comptes rendus cliniques PDF, hors ligne.<br>Licence AGPL-3.0-or-later."),
        )

    # ------------------------------------------------------------ closing
    def closeEvent(self, event) -> None:
        if not self._confirm_discard():
            event.ignore()
            return
        self.analysis.shutdown()
        self._cancel_ocr()
        for t in getattr(self, "_old_ocr_threads", []):
            t.wait(10000)
        if self.doc is not None:
            self.view.clear()
            self.doc.close()
            self.doc = None
        event.accept()
