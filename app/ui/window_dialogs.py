"""The main window's dialogs and file entry points: open, recent files, drag and
drop, export, settings, legend, about, and the questions it asks the reviewer.

A mixin of ``MainWindow``. Questions never block when the window is not
interactive (screenshots, tests, ``gui --export``): the safe answer is taken.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QFileDialog, QMessageBox

from app.review.controller import KEEP_ALL, KEEP_CANCEL, KEEP_HERE
from app.review.preferences import Preferences
from app.ui.style import KIND_COLORS, kind_badge, kind_name


class WindowDialogsMixin:
    # -- questions -----------------------------------------------------------
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

    def ask_keep_critical(self, label: str, text: str, count: int) -> str:
        """Keeping a critical value is deliberate: asked once per value.

        Returns KEEP_ALL (keep it in the whole document), KEEP_HERE (only the
        hits clicked) or KEEP_CANCEL. Without a person to ask, only the hits
        clicked are kept: propagation still masks the value elsewhere.
        """
        if not self.interactive:
            return KEEP_HERE
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Warning)
        box.setWindowTitle(self.tr("Conserver une valeur critique"))
        if count == 1 and text:
            shown = text if len(text) <= 60 else text[:57] + "…"
            box.setText(self.tr("Conserver « %s » dans tout le document ?") % shown)
        else:
            box.setText(self.tr("Conserver ces %d valeurs critiques dans tout le document ?") % count)
        box.setInformativeText(
            self.tr("%s : une valeur de ce type identifie le patient. « Partout » la conserve sur toutes les pages ; "
                    "« Ici seulement » ne conserve que ce passage, les autres occurrences restent masquées.")
            % kind_name(label)
        )
        everywhere = box.addButton(self.tr("Partout"), QMessageBox.AcceptRole)
        here = box.addButton(self.tr("Ici seulement"), QMessageBox.ActionRole)
        box.addButton(QMessageBox.Cancel)
        box.setDefaultButton(here)
        box.exec()
        clicked = box.clickedButton()
        if clicked is everywhere:
            return KEEP_ALL
        if clicked is here:
            return KEEP_HERE
        return KEEP_CANCEL

    # -- files -----------------------------------------------------------------
    def open_dialog(self) -> None:
        start = ""
        if self.prefs.remember_recent and self.prefs.recent_files:
            start = str(Path(self.prefs.recent_files[0]).parent)
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Ouvrir un PDF"), start, self.tr("Documents PDF (*.pdf)"))
        if path:
            self.open_path(path)

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
        pdfs = [u.toLocalFile() for u in urls if u.toLocalFile().lower().endswith(".pdf")]
        if len(pdfs) > 1:  # several files of one patient: a dossier
            event.acceptProposedAction()
            QTimer.singleShot(0, lambda: self.open_dossier(pdfs))
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

    # -- dialogs -----------------------------------------------------------------
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

    def current_export_dialog(self):
        return getattr(self, "_export_dlg", None)

    def settings_dialog(self) -> None:
        from app.ui.settings_dialog import SettingsDialog

        dlg = SettingsDialog(self.prefs, self)
        if dlg.exec():
            self.apply_preferences(dlg.result_preferences())

    def apply_preferences(self, prefs: Preferences) -> None:
        from app.ui.analysis import default_detectors_factory

        old = self.prefs
        self.prefs = self.ctl.prefs = prefs
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
            self.session.set_options(self.ctl.export_options())
        self._update_title()

    def show_legend(self) -> None:
        rows = "".join(
            '<tr><td><span style="background:%s;color:white">&nbsp;<b>%s</b>&nbsp;</span></td><td>&nbsp;%s</td></tr>'
            % (c, kind_badge(l) or "&nbsp;&nbsp;&nbsp;", kind_name(l))
            for l, c in KIND_COLORS.items()
        )
        text = self.tr(
            "<p>Remplissage plein : sera masqué (plus opaque = plus sûr). Contour pointillé barré : conservé.<br>"
            "Badges : P = propagation, F = terme forcé, M = marque manuelle. Les types de même couleur portent "
            "leur sigle (NIR, IPP, CP…) en haut à droite du surlignage.</p>"
        )
        QMessageBox.information(self, self.tr("Légende"), text + "<table>%s</table>" % rows)

    def shortcut_rows(self) -> list[tuple[str, str]]:
        """(what, keys) for every action with a shortcut, read from the actions themselves."""
        from PySide6.QtGui import QKeySequence

        rows = []
        for a in self.actions() + self.view.actions():
            keys = [k.toString(QKeySequence.NativeText) for k in a.shortcuts() if not k.isEmpty()]
            if keys:
                rows.append((a.text().replace("&", "").rstrip("…"), " / ".join(keys)))
        return rows

    def show_shortcuts(self) -> None:
        """F1: every keyboard shortcut, so a review can be done without the mouse."""
        from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout

        dlg = QDialog(self)
        dlg.setObjectName("shortcutsDialog")
        dlg.setWindowTitle(self.tr("Raccourcis clavier"))
        lay = QVBoxLayout(dlg)
        view = QTextBrowser()
        rows = "".join("<tr><td><b>%s</b></td><td>&nbsp;&nbsp;%s</td></tr>" % (k, t) for t, k in self.shortcut_rows())
        view.setHtml(self.tr("<p>Relire au clavier : N / P passent d'une détection à l'autre, Espace (sur la page) "
                             "ou T bascule masquer / conserver, U va à la page suivante à relire, Ctrl+E exporte.</p>")
                     + "<table>%s</table>" % rows)
        lay.addWidget(view)
        box = QDialogButtonBox(QDialogButtonBox.Close)
        box.rejected.connect(dlg.reject)
        lay.addWidget(box)
        dlg.resize(560, 620)
        self.shortcuts_dialog = dlg
        if self.interactive:
            dlg.exec()
        else:
            dlg.show()

    def show_about(self) -> None:
        QMessageBox.about(
            self,
            self.tr("À propos de Caviard"),
            self.tr("<b>Caviard</b><br>Anonymisation de comptes rendus cliniques PDF, hors ligne.<br>Licence AGPL-3.0-or-later."),
        )

