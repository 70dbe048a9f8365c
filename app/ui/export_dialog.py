"""Export dialog: preview what propagation adds, then export through app.export.

The plan comes from ``app.export.build_plan`` with the session's accepted
and rejected spans and masked areas; what propagation and force terms add
is listed per kind and highlighted on the pages (badge P) while the dialog
is open (it is not modal, so the user can scroll through the additions).
The export itself is ``app.export.export_document``: redaction, scrub,
independent verification, atomic write. Runs on the GUI thread because the
pipeline reads the opened document (PyMuPDF is single-threaded).
"""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QEventLoop, Qt, QUrl, Signal
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from app.detection.spans import LABELS
from app.ui.detections_panel import swatch
from app.ui.style import kind_name

SUFFIX = "_anonymise.pdf"
STAGES = {"redaction": 1, "nettoyage": 2, "verification": 3, "verification_ocr": 3, "ecriture": 4}


def default_output(path: Path) -> Path:
    return path.with_name(path.stem + SUFFIX)


class ExportDialog(QDialog):
    exported = Signal(object)  # ExportResult

    def __init__(self, window):
        super().__init__(window)
        from app.export import AreaMask, PlanError, build_plan

        self.win = window
        self.session = window.session
        self.result = None
        self.plan = None
        self._added_index = -1
        self.setWindowTitle(self.tr("Exporter le PDF anonymisé"))
        self.setModal(False)
        self.setMinimumWidth(560)
        lay = QVBoxLayout(self)

        self.options = window.prefs.export_options(window.force_terms)
        doc = window.doc
        # every page text (extracted on this thread), OCR readings in place of scanned pages
        pages = [window.page_text(i) for i in range(doc.page_count)]
        self.pages = pages
        self.ocr_done = sorted(window.ocr_texts)
        areas = [
            AreaMask(a.page, None, True) if a.whole_page else AreaMask(a.page, a.rect) for a in self.session.areas()
        ]
        self.plan_error = None
        try:
            self.plan = build_plan(
                pages, self.session.accepted_spans(), self.options, rejected=self.session.rejected_spans(), areas=areas
            )
        except PlanError as exc:
            self.plan_error = str(exc)

        self.intro = QLabel()
        self.intro.setWordWrap(True)
        lay.addWidget(self.intro)
        if not self.session.analysis_complete:
            warn = QLabel(self.tr("⚠ L'analyse n'est pas terminée : des pages n'ont pas été analysées."))
            warn.setObjectName("error")
            warn.setWordWrap(True)
            lay.addWidget(warn)

        self.table = QTableWidget(0, 4)
        self.table.setHorizontalHeaderLabels([self.tr("Type"), self.tr("Relues"), self.tr("Ajoutées"), self.tr("Total")])
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(24)
        self.table.setEditTriggers(QTableWidget.NoEditTriggers)
        self.table.setSelectionMode(QTableWidget.NoSelection)
        self.table.setFocusPolicy(Qt.NoFocus)
        h = self.table.horizontalHeader()
        h.setSectionResizeMode(0, QHeaderView.Stretch)
        for c in (1, 2, 3):
            h.setSectionResizeMode(c, QHeaderView.ResizeToContents)
        lay.addWidget(self.table)

        row = QHBoxLayout()
        self.browse_added = QPushButton(self.tr("Voir l'ajout suivant sur la page"))
        self.browse_added.clicked.connect(self.show_next_added)
        row.addWidget(self.browse_added)
        row.addStretch(1)
        lay.addLayout(row)

        self.image_pages = list(window.image_only_pages)
        masked_by_user = {a.page for a in self.session.areas() if a.whole_page}
        self.unreadable = [i for i in window.unreadable_pages() if i not in masked_by_user]
        self.mask_pages = QCheckBox()
        if self.unreadable:
            self.mask_pages.setText(
                self.tr("Masquer entièrement les %d page(s) image non lues par OCR (obligatoire) : %s")
                % (len(self.unreadable), ", ".join(str(i + 1) for i in self.unreadable))
            )
            self.mask_pages.setChecked(True)
            self.mask_pages.toggled.connect(self._update_buttons)
            lay.addWidget(self.mask_pages)

        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Fichier de sortie :")))
        self.output_edit = QLineEdit(str(default_output(window.doc_path)))
        choose = QPushButton(self.tr("Choisir…"))
        choose.clicked.connect(self._choose)
        row.addWidget(self.output_edit, 1)
        row.addWidget(choose)
        lay.addLayout(row)
        self.report_box = QCheckBox(self.tr("Enregistrer aussi le rapport (JSON, sans valeur personnelle)"))
        lay.addWidget(self.report_box)

        self.progress = QProgressBar()
        self.progress.setRange(0, 4)
        self.progress.setValue(0)
        self.progress.setFormat(self.tr("Prêt"))
        lay.addWidget(self.progress)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextSelectableByMouse)
        lay.addWidget(self.status)

        buttons = QHBoxLayout()
        self.open_folder = QPushButton(self.tr("Ouvrir le dossier"))
        self.open_folder.setEnabled(False)
        self.open_folder.clicked.connect(self._open_folder)
        self.close_button = QPushButton(self.tr("Fermer"))
        self.close_button.clicked.connect(self.close)
        self.export_button = QPushButton(self.tr("Exporter et vérifier"))
        self.export_button.setDefault(True)
        self.export_button.clicked.connect(self.run_export)
        buttons.addWidget(self.open_folder)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        buttons.addWidget(self.export_button)
        lay.addLayout(buttons)

        self._fill()
        self._update_buttons()

    # -- preview ------------------------------------------------------------
    def _fill(self) -> None:
        if self.plan is None:
            self.intro.setText(self.plan_error or self.tr("Le plan d'anonymisation n'a pas pu être établi."))
            return
        by_reason = self.plan.counts_by_reason()
        added = {}
        for r in ("propagation", "force"):
            for k, v in by_reason.get(r, {}).items():
                added[k] = added.get(k, 0) + v
        reviewed = {}
        for r in ("accepted", "manual"):
            for k, v in by_reason.get(r, {}).items():
                reviewed[k] = reviewed.get(k, 0) + v
        labels = [l for l in LABELS if l in added or l in reviewed]
        self.table.setRowCount(len(labels) + 1)
        for i, l in enumerate(labels):
            it = QTableWidgetItem(swatch(l), kind_name(l))
            self.table.setItem(i, 0, it)
            for c, n in ((1, reviewed.get(l, 0)), (2, added.get(l, 0)), (3, reviewed.get(l, 0) + added.get(l, 0))):
                cell = QTableWidgetItem(str(n) if n or c == 3 else "")
                cell.setTextAlignment(Qt.AlignRight | Qt.AlignVCenter)
                self.table.setItem(i, c, cell)
        total_r, total_a = sum(reviewed.values()), sum(added.values())
        last = len(labels)
        self.table.setItem(last, 0, QTableWidgetItem(self.tr("Total")))
        for c, n in ((1, total_r), (2, total_a), (3, total_r + total_a)):
            cell = QTableWidgetItem(str(n))
            cell.setTextAlignment(Qt.AlignRight | Qt.AlignVCenter)
            f = cell.font()
            f.setBold(True)
            cell.setFont(f)
            self.table.setItem(last, c, cell)
        self.table.setFixedHeight(min(380, self.table.horizontalHeader().sizeHint().height() + 4 + 24 * (len(labels) + 1)))
        areas = len(self.plan.areas)
        self.intro.setText(
            self.tr(
                "%d passage(s) relu(s) seront masqués ; la propagation et les termes forcés en ajoutent %d "
                "(surlignés « P » / « F » sur les pages). %d zone(s) dessinée(s)."
            )
            % (total_r, total_a, areas)
        )
        self.added_spans = [it.span for it in self.plan.added()]
        known = {s.key for s in self.session.spans()}
        self.win.export_preview = [s for s in self.added_spans if s.key not in known]
        self.win.view.viewport().update()
        self.browse_added.setEnabled(bool(self.added_spans))

    def show_next_added(self) -> None:
        if not self.added_spans:
            return
        self._added_index = (self._added_index + 1) % len(self.added_spans)
        self.win.view.scroll_to_span(self.added_spans[self._added_index])

    def _update_buttons(self) -> None:
        ok = self.plan is not None and (not self.unreadable or self.mask_pages.isChecked())
        self.export_button.setEnabled(ok)

    def _choose(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Enregistrer le PDF anonymisé"), self.output_edit.text(), self.tr("PDF (*.pdf)"))
        if path:
            self.output_edit.setText(path)

    # -- export ---------------------------------------------------------------
    def _on_stage(self, stage: str) -> None:
        names = {
            "redaction": self.tr("Masquage…"),
            "nettoyage": self.tr("Nettoyage des métadonnées…"),
            "verification": self.tr("Vérification indépendante…"),
            "verification_ocr": self.tr("Vérification par OCR des pages numérisées…"),
            "ecriture": self.tr("Écriture…"),
        }
        self.progress.setValue(STAGES.get(stage, self.progress.value()))
        self.progress.setFormat(names.get(stage, stage))
        QApplication.processEvents(QEventLoop.ExcludeUserInputEvents)

    def run_export(self):
        """Export and verify; returns the ExportResult (None if it could not start)."""
        from app.export import ExportError, export_document

        if self.plan is None:
            return None
        out = Path(self.output_edit.text().strip())
        if not out.name.lower().endswith(".pdf"):
            out = out.with_name(out.name + ".pdf")
        if not out.parent.is_dir():
            self._fail(self.tr("Le dossier de sortie n'existe pas."))
            return None
        plan = self.plan
        if self.unreadable and self.mask_pages.isChecked():
            plan = plan.with_masked_pages(self.unreadable)
        self.export_button.setEnabled(False)
        self.status.setText("")
        try:
            from app.export.report import model_info

            result = export_document(
                self.win.doc, plan, out, self.options, pages=self.pages,
                image_only_pages=self.image_pages, ocr_pages=self.ocr_done, on_progress=self._on_stage,
                model=model_info(self.win.analysis.detectors),
            )
        except ExportError as exc:
            self._fail(str(exc))
            self.export_button.setEnabled(True)
            return None
        except OSError:
            self._fail(self.tr("Écriture impossible à cet emplacement."))
            self.export_button.setEnabled(True)
            return None
        self.result = result
        self.progress.setValue(4)
        if result.ok:
            if self.report_box.isChecked():
                from app.atomic import write_text_atomic

                write_text_atomic(out.with_suffix(".rapport.json"), json.dumps(result.report, ensure_ascii=False, indent=1))
            self.progress.setFormat(self.tr("Terminé"))
            self.status.setStyleSheet("color: #1b6e2a;")
            self.status.setText(self.tr("✔ Fichier écrit et vérifié : aucune valeur masquée ne subsiste.") + "\n" + result.summary)
            self.open_folder.setEnabled(True)
            self.session.dirty = False
            self.win.undo_stack.setClean()
            self.win.last_export = {"ok": True, "output": str(out)}
            self.win._update_title()
        else:
            problems = [p.message_fr() for p in result.verification.problems[:8]]
            self._fail(self.tr("✘ Vérification échouée : aucun fichier écrit.") + "\n" + "\n".join(problems))
            self.export_button.setEnabled(True)
        self.adjustSize()
        self.exported.emit(result)
        return result

    def _fail(self, message: str) -> None:
        self.progress.setFormat(self.tr("Échec"))
        self.status.setStyleSheet("color: #b3261e;")
        self.status.setText(message)

    def _open_folder(self) -> None:
        if self.result is not None and self.result.output is not None:
            QDesktopServices.openUrl(QUrl.fromLocalFile(str(Path(self.result.output).parent)))

    def closeEvent(self, event) -> None:
        self.win.export_preview = []
        self.win.view.viewport().update()
        super().closeEvent(event)

    def done(self, r) -> None:
        self.win.export_preview = []
        self.win.view.viewport().update()
        super().done(r)
