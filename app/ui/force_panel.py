"""Force terms panel: words or regexes masked everywhere, in every document."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.ui.core_messages import ui_message
from app.review.force_terms import ForceTerm, ForceTermError, load_terms, save_terms


class ForceTermsPanel(QWidget):
    termsChangeRequested = Signal(object, str)  # new list[ForceTerm], undo text

    def __init__(self, parent=None):
        super().__init__(parent)
        self._terms: list[ForceTerm] = []
        self._counts: dict[ForceTerm, int] = {}
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        lay.setSpacing(6)
        intro = QLabel(
            self.tr(
                "Termes masqués partout, dans tous les documents (sigles, noms de service…). "
                "Casse et accents ignorés ; la liste est enregistrée sur ce poste."
            )
        )
        intro.setWordWrap(True)
        intro.setObjectName("hint")
        lay.addWidget(intro)

        row = QHBoxLayout()
        self.edit = QLineEdit()
        self.edit.setPlaceholderText(self.tr("Terme à masquer, ex. CHCB"))
        self.edit.setAcceptDrops(False)
        self.edit.returnPressed.connect(self._add)
        self.regex = QCheckBox(self.tr("Regex"))
        self.regex.setToolTip(self.tr("Interpréter le terme comme une expression régulière"))
        self.add_button = QPushButton(self.tr("Ajouter"))
        self.add_button.clicked.connect(self._add)
        row.addWidget(self.edit, 1)
        row.addWidget(self.regex)
        row.addWidget(self.add_button)
        lay.addLayout(row)

        self.error = QLabel()
        self.error.setObjectName("error")
        self.error.setWordWrap(True)
        self.error.hide()
        lay.addWidget(self.error)

        self.list = QListWidget()
        self.list.setAcceptDrops(False)
        lay.addWidget(self.list, 1)

        row2 = QHBoxLayout()
        self.remove_button = QPushButton(self.tr("Retirer"))
        self.remove_button.clicked.connect(self._remove)
        self.import_button = QPushButton(self.tr("Importer…"))
        self.import_button.clicked.connect(self._import)
        self.export_button = QPushButton(self.tr("Exporter…"))
        self.export_button.clicked.connect(self._export)
        row2.addWidget(self.remove_button)
        row2.addStretch(1)
        row2.addWidget(self.import_button)
        row2.addWidget(self.export_button)
        lay.addLayout(row2)

    def set_terms(self, terms: list[ForceTerm], counts: dict[ForceTerm, int] | None = None) -> None:
        self._terms = list(terms)
        self._counts = counts or {}
        self.list.clear()
        for t in self._terms:
            n = self._counts.get(t, 0)
            kind = self.tr("regex") if t.is_regex else self.tr("terme")
            it = QListWidgetItem("%s   —   %s · %s" % (t.pattern, kind, self.tr("%d occurrence(s)") % n))
            it.setData(Qt.UserRole, t)
            self.list.addItem(it)

    @property
    def terms(self) -> list[ForceTerm]:
        return list(self._terms)

    def add_term(self, pattern: str, is_regex: bool = False) -> bool:
        term = ForceTerm(pattern.strip(), is_regex)
        try:
            term.validate()
        except ForceTermError as exc:
            self.error.setText(ui_message(str(exc)))
            self.error.show()
            return False
        self.error.hide()
        if term in self._terms:
            return True
        self.termsChangeRequested.emit(self._terms + [term], self.tr("Ajouter un terme forcé"))
        return True

    def _add(self) -> None:
        if self.add_term(self.edit.text(), self.regex.isChecked()):
            self.edit.clear()

    def _remove(self) -> None:
        it = self.list.currentItem()
        if it is None:
            return
        term = it.data(Qt.UserRole)
        self.termsChangeRequested.emit([t for t in self._terms if t != term], self.tr("Retirer un terme forcé"))

    def _import(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Importer une liste de termes"), "", self.tr("Liste de termes (*.json)"))
        if path:
            self.import_file(path)

    def import_file(self, path: str) -> bool:
        try:
            new = load_terms(path)
        except ForceTermError as exc:
            self.error.setText(ui_message(str(exc)))
            self.error.show()
            return False
        merged = self._terms + [t for t in new if t not in self._terms]
        self.error.hide()
        if merged != self._terms:
            self.termsChangeRequested.emit(merged, self.tr("Importer des termes forcés"))
        return True

    def _export(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Exporter la liste de termes"), "termes_forces.json", self.tr("Liste de termes (*.json)"))
        if path:
            save_terms(path, self._terms)
