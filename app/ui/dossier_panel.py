"""Side panel "Dossier": the files of the open dossier, their state, one click to open one."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

INDEX_ROLE = Qt.UserRole + 4


class DossierPanel(QWidget):
    fileActivated = Signal(int)

    def __init__(self, parent=None):
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        self.summary = QLabel(self.tr("Aucun dossier : Fichier ▸ Ouvrir un dossier, ou déposez plusieurs PDF."))
        self.summary.setObjectName("panelSummary")
        self.summary.setWordWrap(True)
        lay.addWidget(self.summary)
        hint = QLabel(self.tr("Les dates de naissance, NIR, IPP, courriels et noms d'un fichier sont masqués dans "
                              "tous les fichiers du dossier (badge « D »). Ctrl+PgSuiv / Ctrl+PgPréc : fichier "
                              "suivant / précédent ; la relecture de chaque fichier est gardée."))
        hint.setObjectName("hint")
        hint.setWordWrap(True)
        lay.addWidget(hint)
        self.list = QListWidget()
        self.list.setWordWrap(True)
        self.list.itemActivated.connect(self._activated)
        self.list.itemClicked.connect(self._activated)
        lay.addWidget(self.list, 1)

    def set_files(self, count: int, labels: list[str]) -> None:
        self.list.clear()
        for i, text in enumerate(labels):
            it = QListWidgetItem(text)
            it.setData(INDEX_ROLE, i)
            self.list.addItem(it)
        self.summary.setText(self.tr("Dossier de %d fichier(s)") % count)

    def set_row(self, i: int, text: str) -> None:
        it = self.list.item(i)
        if it is not None:
            it.setText(text)

    def select(self, i: int) -> None:
        self.list.blockSignals(True)
        self.list.setCurrentRow(i)
        self.list.blockSignals(False)

    def _activated(self, it: QListWidgetItem) -> None:
        self.fileActivated.emit(int(it.data(INDEX_ROLE)))
