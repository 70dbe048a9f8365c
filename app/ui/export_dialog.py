"""Export dialog: preview what the export will remove, then export through the document job.

The preview is the job's own plan (``DocumentJob.plan``) for the review as it
stands: what propagation and force terms add is listed per kind and
highlighted on the pages (badge P) while the dialog is open. The dialog is
not modal, so the reviewer can scroll through those additions and still
change decisions: any change marks the preview stale, visibly, and the
export always plans again from the current review, so the file written is
the review shown in the window. The export itself is ``DocumentJob.export``
— plan, redaction, rebuild, independent verification, atomic write, report —
exactly what ``python -m app anonymize`` runs. It runs on the GUI thread
because the job reads the opened document (PyMuPDF is single-threaded).
"""

from __future__ import annotations

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
    QLayout,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from app.ui.core_messages import ui_message
from app.detection.spans import LABELS
from app.job import EXIT_OK, EXIT_PAGES, EXIT_VERIFY, JobError, JobOutcome
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
        self.win = window
        self.ctl = window.ctl
        self.session = window.session
        self.result = None
        self.outcome: JobOutcome | None = None
        self.plan = None
        self.plan_error = None
        self.stale = False
        self.report_path: Path | None = None  # set by ``gui --export --report``; else the checkbox's
        self._added_index = -1
        self.added_spans = []
        self.setWindowTitle(self.tr("Exporter le PDF anonymisé"))
        self.setModal(False)
        self.setMinimumWidth(560)
        lay = QVBoxLayout(self)

        self.intro = QLabel()
        self.intro.setWordWrap(True)
        lay.addWidget(self.intro)
        self.review_warning = QLabel()
        self.review_warning.setObjectName("error")
        self.review_warning.setWordWrap(True)
        self.confirm_box = QCheckBox()
        self.confirm_box.toggled.connect(lambda _c: self._update_buttons())
        lay.addWidget(self.review_warning)
        lay.addWidget(self.confirm_box)
        self._check_review()

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
        self.kept_label = QLabel()
        self.kept_label.setWordWrap(True)
        self.kept_label.hide()
        lay.addWidget(self.kept_label)

        self.stale_label = QLabel(self.tr("⚠ La relecture a changé depuis cet aperçu : il sera recalculé à l'export."))
        self.stale_label.setObjectName("error")
        self.stale_label.setWordWrap(True)
        self.stale_label.hide()
        lay.addWidget(self.stale_label)

        row = QHBoxLayout()
        self.browse_added = QPushButton(self.tr("Voir l'ajout suivant sur la page"))
        self.browse_added.clicked.connect(self.show_next_added)
        self.goto_problem = QPushButton(self.tr("Aller à la page suivante à revoir"))
        self.goto_problem.setToolTip(self.tr("Montrer la page où la vérification a encore trouvé quelque chose, "
                                             "ou qui a perdu plus de 2 % de ses mots hors des masques"))
        self.goto_problem.clicked.connect(self.show_next_problem)
        self.goto_problem.hide()
        self._problem_index = -1
        self.refresh_button = QPushButton(self.tr("Actualiser l'aperçu"))
        self.refresh_button.clicked.connect(self.refresh_preview)
        row.addWidget(self.browse_added)
        row.addWidget(self.goto_problem)
        row.addStretch(1)
        row.addWidget(self.refresh_button)
        lay.addLayout(row)

        self.unreadable = self.ctl.job.image.unreadable(self.ctl.areas_masked_whole())
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
        self.status.setAlignment(Qt.AlignTop | Qt.AlignLeft)
        self.status_area = QScrollArea()  # a long summary scrolls instead of pushing the buttons off
        self.status_area.setWidget(self.status)
        self.status_area.setWidgetResizable(True)
        self.status_area.setFrameShape(QScrollArea.NoFrame)
        self.status_area.setMinimumHeight(40)
        self.status_area.setMaximumHeight(170)
        lay.addWidget(self.status_area)

        buttons = QHBoxLayout()
        self.open_folder = QPushButton(self.tr("Ouvrir le dossier"))
        self.open_folder.setEnabled(False)
        self.open_folder.clicked.connect(self._open_folder)
        self.close_button = QPushButton(self.tr("Fermer"))
        self.close_button.clicked.connect(self.close)
        self.export_button = QPushButton(self.tr("Exporter et vérifier"))
        self.export_button.setDefault(True)
        self.export_button.clicked.connect(self.run_export)
        self.trial_button = QPushButton(self.tr("Essai sans écrire"))
        self.trial_button.setToolTip(self.tr("Masquer et vérifier sans rien écrire : montre les pages à revoir avant l'export"))
        self.trial_button.clicked.connect(self.run_trial)
        buttons.addWidget(self.open_folder)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        buttons.addWidget(self.trial_button)
        buttons.addWidget(self.export_button)
        lay.addLayout(buttons)

        lay.setSizeConstraint(QLayout.SetMinimumSize)  # the summary grows after an export: never overlap
        self.table.setMinimumWidth(540)  # the layout's minimum is the dialog's: keep the table readable
        self.refresh_preview()
        self.session.subscribe(self._on_review_changed)
        window.analysisFinished.connect(self._on_analysis_finished)
        self._listening = True
        self._update_buttons()

    # -- preview ------------------------------------------------------------
    def _on_review_changed(self, _change) -> None:
        if not self.stale:
            self.stale = True
            self.stale_label.show()

    def refresh_preview(self) -> None:
        """Plan again from the review as it stands now (the job's plan, nothing else)."""
        self.review = self.ctl.review_inputs()
        self.options = self.ctl.export_options()
        self.plan_error = None
        try:
            self.plan, self.decided = self.ctl.job.plan(self.review, self.options)
        except JobError as exc:
            self.plan, self.plan_error = None, ui_message(str(exc))
        self.stale = False
        self.stale_label.hide()
        self._check_review()
        self._fill()

    def _fill(self) -> None:
        if self.plan is None:
            self.intro.setText(self.plan_error or self.tr("Le plan d'anonymisation n'a pas pu être établi."))
            self.table.setRowCount(0)
            self.added_spans = []
            self.win.export_preview = []
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
        # At most ~8 rows tall (the table scrolls): the dialog must fit a 768-pixel screen
        # with the summary of an export below it, without widgets drawn over each other.
        self.table.setFixedHeight(min(220, self.table.horizontalHeader().sizeHint().height() + 4 + 24 * (len(labels) + 1)))
        self.intro.setText(
            self.tr(
                "%d passage(s) relu(s) seront masqués ; la propagation et les termes forcés en ajoutent %d "
                "(surlignés « P » / « F » sur les pages). %d zone(s) dessinée(s)."
            )
            % (total_r, total_a, len(self.plan.areas))
        )
        crit = self.decided.critical_rejections()
        if crit:
            self.kept_label.setText(
                self.tr("Valeurs critiques conservées à votre demande : %s.")
                % ", ".join("%s × %d" % (kind_name(k), n) for k, n in sorted(crit.items()))
            )
            self.kept_label.show()
        else:
            self.kept_label.hide()
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

    def places_to_check(self) -> list[int]:
        """Pages (0-based) to look at after the last run: where verification still
        found something, then pages that lost more than 2 % of their words outside the masks."""
        if self.result is None:
            return []
        v = self.result.verification
        pages = [p.page for p in v.problems if p.page is not None]
        return list(dict.fromkeys(pages + v.collateral_pages()))

    def show_next_problem(self) -> None:
        """Go to the next page to check (a problem of a refused run, or heavy collateral loss)."""
        found = self.places_to_check()
        if not found:
            return
        self._problem_index = (self._problem_index + 1) % len(found)
        self.win.view.go_to_page(found[self._problem_index])

    def _on_analysis_finished(self) -> None:
        """A resumed analysis ended while the dialog was open: its warning goes."""
        self._check_review()
        self._update_buttons()

    def _check_review(self) -> None:
        """Pages not reviewed and an analysis cut short are said, and need an explicit yes."""
        lines = []
        if not self.ctl.analysis_complete:
            lines.append(self.tr("⚠ L'analyse n'est pas terminée (annulée ou en échec) : des pages n'ont pas été analysées "
                                 "et n'ont aucune détection."))
        todo = self.ctl.unreviewed_pages()
        if todo:
            shown = ", ".join(str(p + 1) for p in todo[:15]) + ("…" if len(todo) > 15 else "")
            lines.append(self.tr("⚠ %d page(s) pas encore relue(s) : %s.") % (len(todo), shown))
        self.review_warning.setText("\n".join(lines))
        self.review_warning.setVisible(bool(lines))
        self.confirm_box.setText(self.tr("Je confirme l'export malgré ces avertissements"))
        self.confirm_box.setVisible(bool(lines))
        if not lines:
            self.confirm_box.setChecked(False)

    def _update_buttons(self) -> None:
        ok = not self.unreadable or self.mask_pages.isChecked()
        if not self.confirm_box.isHidden():
            ok = ok and self.confirm_box.isChecked()
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

    def output_path(self) -> Path:
        out = Path(self.output_edit.text().strip())
        if not out.name.lower().endswith(".pdf"):
            out = out.with_name(out.name + ".pdf")
        return out

    def _report_target(self, out: Path) -> Path | None:
        if self.report_path is not None:
            return self.report_path
        return out.with_suffix(".rapport.json") if self.report_box.isChecked() else None

    def export_outcome(self) -> JobOutcome:
        """Plan again from the current review, then the job's export: the outcome of the run."""
        from app.export.report import model_info
        from app.job import check_paths

        self.refresh_preview()  # what is written is the review as it stands now
        out = self.output_path()
        report = self._report_target(out)
        try:
            check_paths(self.win.doc_path, out, report)
        except JobError as exc:
            return JobOutcome.failure(exc)
        mask = bool(self.unreadable) and self.mask_pages.isChecked()
        return self.ctl.job.export(
            self.review, out, report_path=report, options=self.options, mask_image_pages=mask,
            model=model_info(self.win.analysis.detectors), on_progress=self._on_stage,
        )

    def run_trial(self):
        """Redact and verify without writing anything: what an export would find, before it."""
        from app.export.report import model_info

        self.refresh_preview()
        self.export_button.setEnabled(False)
        self.trial_button.setEnabled(False)
        mask = bool(self.unreadable) and self.mask_pages.isChecked()
        try:
            outcome = self.outcome = self.ctl.job.export(
                self.review, None, options=self.options, mask_image_pages=mask,
                model=model_info(self.win.analysis.detectors), on_progress=self._on_stage,
            )
        finally:
            self.trial_button.setEnabled(True)
        result = self.result = outcome.result
        if result is None:
            self._fail("\n".join(outcome.stderr).replace("Erreur : ", "", 1) or self.tr("L'essai a échoué."))
        elif outcome.code == EXIT_OK:
            self.progress.setValue(self.progress.maximum())
            self.progress.setFormat(self.tr("Essai terminé"))
            self.status.setStyleSheet("color: #1b6e2a;")
            self.status.setText(self.tr("Essai réussi : l'export passerait la vérification. Rien n'a été écrit.")
                                + self._collateral_note())
        else:
            problems = [p.message_fr() for p in result.verification.problems[:8]]
            self._fail(self.tr("L'export serait refusé : rien n'a été écrit.") + "\n" + "\n".join(problems)
                       + self._collateral_note())
        self._problem_index = -1
        self.goto_problem.setVisible(bool(self.places_to_check()))
        self._update_buttons()
        self.adjustSize()
        return result

    def _collateral_note(self) -> str:
        pages = self.result.verification.collateral_pages() if self.result is not None else []
        if not pages:
            return ""
        return "\n" + self.tr("À revoir : plus de 2 %% des mots ont disparu hors des masques sur la/les page(s) %s.") % (
            ", ".join(str(p + 1) for p in pages))

    def run_export(self):
        """Export and verify; returns the ExportResult (None if it could not run)."""
        self.export_button.setEnabled(False)
        self.status.setText("")
        outcome = self.outcome = self.export_outcome()
        result = self.result = outcome.result
        if result is None:
            if outcome.code == EXIT_PAGES:
                self._fail(self.tr("Des pages image ne peuvent pas être vérifiées : cochez « Masquer entièrement » "
                                   "ci-dessus. Aucun fichier écrit."))
            else:
                msg = "\n".join(outcome.stderr)
                self._fail(msg.replace("Erreur : ", "", 1) if msg else self.tr("L'export a échoué."))
            self._update_buttons()
            self.exported.emit(None)
            return None
        self.progress.setValue(4)
        if outcome.code == EXIT_OK:
            self.progress.setFormat(self.tr("Terminé"))
            self.status.setStyleSheet("color: #1b6e2a;")
            self.status.setText(self.tr("✔ Fichier écrit et vérifié : aucune valeur masquée ne subsiste.") + "\n" + result.summary
                                + self._collateral_note())
            self._problem_index = -1
            self.goto_problem.setVisible(bool(self.places_to_check()))
            self.open_folder.setEnabled(True)
            self.session.dirty = False
            self.win.undo_stack.setClean()
            self.win.last_export = {"ok": True, "output": str(result.output)}
            self.win._dossier_exported()
            self.win._update_title()
        else:
            assert outcome.code == EXIT_VERIFY
            problems = [p.message_fr() for p in result.verification.problems[:8]]
            self._fail(self.tr("✘ Vérification échouée : aucun fichier écrit.") + "\n" + "\n".join(problems))
            self._problem_index = -1
            self.goto_problem.setVisible(any(p.page is not None for p in result.verification.problems))
        self._update_buttons()
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

    def _release(self) -> None:
        if self._listening:
            self._listening = False
            self.win.analysisFinished.disconnect(self._on_analysis_finished)
        self.win.export_preview = []
        self.win.view.viewport().update()
        if self.session is not None:
            self.session.unsubscribe(self._on_review_changed)

    def showEvent(self, event) -> None:
        """Keyboard first: the confirmation if one is needed (Space ticks it), else the export button."""
        super().showEvent(event)
        (self.export_button if self.confirm_box.isHidden() else self.confirm_box).setFocus(Qt.OtherFocusReason)

    def closeEvent(self, event) -> None:
        self._release()
        super().closeEvent(event)

    def done(self, r) -> None:
        self._release()
        super().done(r)
