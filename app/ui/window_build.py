"""Building the main window's widgets, actions, menus, toolbar and status bar.

A mixin of ``MainWindow``: construction only, no behaviour. Every action is
also added to the window itself so its shortcut works with the menu bar
hidden.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QLabel,
    QPushButton,
    QSpinBox,
    QStyle,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.detection.spans import LABELS
from app.ui.commands import AreaCommand
from app.ui.detections_panel import DetectionsPanel, swatch
from app.ui.find_bar import FindBar
from app.ui.force_panel import ForceTermsPanel
from app.ui.dossier_panel import DossierPanel
from app.ui.pages_panel import PagesPanel
from app.ui.page_view import PageView
from app.ui.style import kind_name
from app.ui.window_chrome import MessageBar, ProgressIndicator

MANUAL_KINDS = [l for l in LABELS if l != "FORCE"]


def redo_shortcuts() -> list[QKeySequence]:
    """The platform's Redo keys plus Ctrl+Y and Ctrl+Shift+Z, each once.

    ``QKeySequence(QKeySequence.Redo)`` keeps only the platform's first key;
    listing a key twice makes Qt report it ambiguous and do nothing.
    """
    out: list[QKeySequence] = []
    platform = QKeySequence.keyBindings(QKeySequence.Redo)[:1]  # not the exotic ones (Alt+Shift+Backspace)
    for k in [*platform, QKeySequence("Ctrl+Y"), QKeySequence("Ctrl+Shift+Z")]:
        if not k.isEmpty() and k not in out:
            out.append(k)
    return out


class WindowBuildMixin:
    def _build_central(self) -> None:
        central = QWidget()
        lay = QVBoxLayout(central)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        self.messages = MessageBar()
        lay.addWidget(self.messages)
        self.find_bar = FindBar(self._find_texts, MANUAL_KINDS)
        self.find_bar.currentChanged.connect(self._on_find_current)
        self.find_bar.hitsChanged.connect(lambda: self.view.viewport().update())
        self.find_bar.maskAllRequested.connect(self._on_find_mask_all)
        self.find_bar.closed.connect(lambda: self.view.setFocus())
        self.find_bar.hide()
        lay.addWidget(self.find_bar)
        self.view = PageView()
        self.view.set_source(self)
        self.view.currentPageChanged.connect(self._on_current_page)
        self.view.zoomChanged.connect(self._on_zoom)
        self.view.spanClicked.connect(self._on_span_clicked)
        self.view.textSelected.connect(self._on_text_selected)
        self.view.areaDrawn.connect(self._on_area_drawn)
        self.view.contextMenuRequested.connect(self._on_context_menu)
        self.view.verticalScrollBar().valueChanged.connect(self._schedule_seen)
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
        self.panel.areaSelected.connect(lambda a: self.view.go_to_page(a.page))
        self.panel.areaRemoveRequested.connect(
            lambda a: self.undo_stack.push(AreaCommand(self.session, a, self.tr("Supprimer une zone"), remove=True)))
        self.force_panel = ForceTermsPanel()
        self.force_panel.termsChangeRequested.connect(self.change_force_terms)
        self.force_panel.set_terms(self.force_terms)
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(self.panel, self.tr("Détections"))
        self.tabs.addTab(self.force_panel, self.tr("Termes forcés"))
        self.pages_panel = PagesPanel()
        self.pages_panel.pageActivated.connect(lambda p: self.view.go_to_page(p))
        self.tabs.addTab(self.pages_panel, self.tr("Pages"))
        self.dossier_panel = DossierPanel()
        self.dossier_panel.fileActivated.connect(lambda i: self.open_dossier_file(i))
        self.tabs.addTab(self.dossier_panel, self.tr("Dossier"))
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
        self.act_close_doc = self._action(self.tr("&Fermer le document"), self.close_document, ["Ctrl+W", "Ctrl+F4"])
        self.act_quit = self._action(self.tr("&Quitter"), self.close, "Ctrl+Q")
        self.act_undo = self.undo_stack.createUndoAction(self, self.tr("Annuler"))
        self.act_undo.setShortcut(QKeySequence.Undo)
        self.act_undo.setIcon(self.style().standardIcon(S.SP_ArrowBack))
        self.act_redo = self.undo_stack.createRedoAction(self, self.tr("Rétablir"))
        self.act_redo.setShortcuts(redo_shortcuts())
        self.act_redo.setIcon(self.style().standardIcon(S.SP_ArrowForward))
        self.addAction(self.act_undo)
        self.addAction(self.act_redo)
        self.act_settings = self._action(self.tr("&Paramètres…"), self.settings_dialog, "Ctrl+,")
        self.act_next = self._action(self.tr("Détection &suivante"), self.next_hit, "N", S.SP_ArrowDown)
        self.act_prev = self._action(self.tr("Détection &précédente"), self.prev_hit, "P", S.SP_ArrowUp)
        self.act_toggle = self._action(self.tr("&Basculer masquer / conserver"), self.toggle_current, "T")
        # Space toggles only while the page has the focus: on a button or a checkbox it is theirs.
        self.act_toggle_space = QAction(self.tr("Basculer (Espace, sur la page)"), self.view)
        self.act_toggle_space.setShortcut(QKeySequence("Space"))
        self.act_toggle_space.setShortcutContext(Qt.WidgetShortcut)
        self.act_toggle_space.triggered.connect(self.toggle_current)
        self.view.addAction(self.act_toggle_space)
        self.act_accept_page = self._action(self.tr("Tout &masquer sur la page"), self.accept_all_on_page, "Shift+A")
        self.act_reject_page = self._action(self.tr("Tout &conserver sur la page"), self.reject_all_on_page, "Shift+R")
        self.act_area = self._action(self.tr("Masquer une &zone (rectangle)"), self._on_area_mode, "Z", checkable=True)
        self.act_mask_page = self._action(self.tr("Masquer &toute la page"), self.mask_current_page, "Shift+M")
        self.act_mask_page.setToolTip(self.tr("Page illisible (manuscrit, mauvais scan) : tout son contenu sera masqué"))
        self.act_area.setIconText(self.tr("Masquer une zone"))
        self.act_area.setToolTip(self.tr("Tracer un rectangle à masquer entièrement (signature, tampon, image)"))
        self.act_zoom_in = self._action(self.tr("Zoom a&vant"), lambda: self.view.zoom_in(), ["Ctrl++", "Ctrl+="])
        self.act_zoom_out = self._action(self.tr("Zoom a&rrière"), lambda: self.view.zoom_out(), QKeySequence.ZoomOut)
        self.act_fit = self._action(self.tr("&Largeur de la page"), lambda: self.view.fit_width(), "Ctrl+0")
        self.act_next_page = self._action(self.tr("Page suivante"), lambda: self.view.go_to_page(self.view.current_page + 1), "Ctrl+Down")
        self.act_prev_page = self._action(self.tr("Page précédente"), lambda: self.view.go_to_page(self.view.current_page - 1), "Ctrl+Up")
        self.act_first_page = self._action(self.tr("Première page"), lambda: self.view.go_to_page(0), ["Home", "Ctrl+Home"])
        self.act_last_page = self._action(
            self.tr("Dernière page"), lambda: self.view.go_to_page(self.view.page_count - 1), ["End", "Ctrl+End"])
        self.act_find = self._action(self.tr("&Rechercher dans le document…"), self.show_find_bar, QKeySequence.Find)
        self.act_find_next = self._action(self.tr("Occurrence suivante"), lambda: self.find_bar.step(+1), "F3")
        self.act_find_prev = self._action(self.tr("Occurrence précédente"), lambda: self.find_bar.step(-1), "Shift+F3")
        self.act_save_review = self._action(self.tr("&Enregistrer la relecture"), self.save_review, QKeySequence.Save)
        self.act_load_review = self._action(self.tr("&Reprendre une relecture enregistrée…"), self.load_review_dialog)
        self.act_resume = self._action(self.tr("&Reprendre l'analyse"), self.resume_analysis)
        self.act_next_unreviewed = self._action(self.tr("Page suivante &à relire"), self.next_unreviewed_page, "U")
        self.act_accept_all = self._action(self.tr("Tout masquer dans le &document"), self.accept_all_in_document, "Ctrl+Shift+A")
        self.act_reject_all = self._action(self.tr("Tout conser&ver dans le document"), self.reject_all_in_document, "Ctrl+Shift+R")
        self.act_open_folder = self._action(self.tr("Ouvrir un &dossier de patient…"), self.open_folder_dialog)
        self.act_next_file = self._action(self.tr("Fichier suivant du dossier"), self.next_dossier_file, "Ctrl+PgDown")
        self.act_prev_file = self._action(self.tr("Fichier précédent du dossier"), self.prev_dossier_file, "Ctrl+PgUp")
        self.act_export_dossier = self._action(self.tr("Exporter tout le &dossier…"), self.export_dossier_dialog)
        self.act_shortcuts = self._action(self.tr("&Raccourcis clavier"), self.show_shortcuts, QKeySequence.HelpContents)
        self.act_legend = self._action(self.tr("&Légende des couleurs"), self.show_legend)
        self.act_about = self._action(self.tr("À &propos de Caviard"), self.show_about)

    def _build_menus(self) -> None:
        mb = self.menuBar()
        m = mb.addMenu(self.tr("&Fichier"))
        m.addAction(self.act_open)
        m.addAction(self.act_open_folder)
        m.addAction(self.act_next_file)
        m.addAction(self.act_prev_file)
        self.recent_menu = m.addMenu(self.tr("Fichiers &récents"))
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        m.addAction(self.act_export)
        m.addAction(self.act_export_dossier)
        m.addSeparator()
        m.addAction(self.act_save_review)
        m.addAction(self.act_load_review)
        m.addSeparator()
        m.addAction(self.act_close_doc)
        m.addAction(self.act_quit)
        m = mb.addMenu(self.tr("&Édition"))
        m.addAction(self.act_undo)
        m.addAction(self.act_redo)
        m.addSeparator()
        m.addAction(self.act_find)
        m.addAction(self.act_find_next)
        m.addAction(self.act_find_prev)
        m.addSeparator()
        m.addAction(self.act_settings)
        m = mb.addMenu(self.tr("&Relecture"))
        for a in (self.act_next, self.act_prev, self.act_toggle):
            m.addAction(a)
        m.addSeparator()
        m.addAction(self.act_next_unreviewed)
        m.addSeparator()
        m.addAction(self.act_accept_page)
        m.addAction(self.act_reject_page)
        m.addAction(self.act_accept_all)
        m.addAction(self.act_reject_all)
        m.addSeparator()
        m.addAction(self.act_resume)
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
        m.addAction(self.act_first_page)
        m.addAction(self.act_last_page)
        m = mb.addMenu(self.tr("&Aide"))
        m.addAction(self.act_shortcuts)
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
        self.counts_label = QLabel("")
        self.counts_label.setObjectName("countsLabel")
        self.reviewed_label = QLabel("")
        self.reviewed_label.setObjectName("reviewedLabel")
        sb.addPermanentWidget(self.counts_label)
        sb.addPermanentWidget(self.reviewed_label)
        self.zoom_label = QLabel("")
        self.page_label = QLabel("")
        sb.addPermanentWidget(self.zoom_label)
        sb.addPermanentWidget(self.page_label)

