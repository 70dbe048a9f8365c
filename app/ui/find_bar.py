"""The find bar (Ctrl+F): search the document, see every occurrence, mask them all.

Searching is ``app.review.find`` (case and accents folded, text or regex);
this bar holds the query, the hits and the current one, and asks the window
to scroll and to add a term. "Masquer toutes les occurrences" adds the query
as a term of this document only, of the kind chosen, through the undo stack.
"""

from __future__ import annotations

from typing import Callable, Sequence

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QToolButton, QWidget

from app.ui.core_messages import ui_message
from app.review.find import FindError, Hit, Query, find_all
from app.ui.detections_panel import swatch
from app.ui.style import kind_name


class FindBar(QWidget):
    currentChanged = Signal(object)  # Hit or None
    hitsChanged = Signal()
    maskAllRequested = Signal(object, str)  # Query, kind
    closed = Signal()

    def __init__(self, texts: Callable[[], Sequence[str | None]], kinds: Sequence[str], parent=None):
        super().__init__(parent)
        self.setObjectName("findBar")
        self.setAttribute(Qt.WA_StyledBackground, True)  # the style sheet's background
        self._texts = texts
        self.hits: list[Hit] = []
        self.current = -1
        self._by_page: dict[int, list[tuple[int, int]]] = {}
        lay = QHBoxLayout(self)
        lay.setContentsMargins(8, 4, 8, 4)
        lay.setSpacing(6)
        self.edit = QLineEdit()
        self.edit.setPlaceholderText(self.tr("Rechercher dans le document (casse et accents ignorés)"))
        self.edit.setClearButtonEnabled(True)
        self.edit.setMinimumWidth(160)
        self.edit.textChanged.connect(lambda _t: self._timer.start())
        self.edit.returnPressed.connect(lambda: self.step(+1))
        self.regex = QCheckBox(self.tr("Regex"))
        self.regex.toggled.connect(lambda _c: self.search())
        self.count = QLabel("")
        self.count.setMinimumWidth(self.count.fontMetrics().horizontalAdvance("9999 / 9999 occurrence(s)") + 8)
        self.prev_btn = QToolButton()
        self.prev_btn.setText("▲")
        self.prev_btn.setToolTip(self.tr("Occurrence précédente (Maj+F3)"))
        self.prev_btn.clicked.connect(lambda: self.step(-1))
        self.next_btn = QToolButton()
        self.next_btn.setText("▼")
        self.next_btn.setToolTip(self.tr("Occurrence suivante (F3, Entrée)"))
        self.next_btn.clicked.connect(lambda: self.step(+1))
        self.kind = QComboBox()
        for label in kinds:
            self.kind.addItem(swatch(label), kind_name(label), label)
        self.kind.setToolTip(self.tr("Type donné aux occurrences masquées"))
        self.kind.setSizeAdjustPolicy(QComboBox.AdjustToMinimumContentsLengthWithIcon)
        self.kind.setMinimumContentsLength(12)
        self.mask_btn = QPushButton(self.tr("Masquer toutes les occurrences"))
        self.mask_btn.setToolTip(self.tr("Ajoute la recherche comme terme forcé de ce document (annulable)"))
        self.mask_btn.clicked.connect(self._mask_all)
        close = QToolButton()
        close.setText("✕")
        close.setToolTip(self.tr("Fermer la recherche (Échap)"))
        close.clicked.connect(self.close_bar)
        for w in (self.edit, self.regex, self.prev_btn, self.next_btn, self.count, self.kind, self.mask_btn):
            lay.addWidget(w)
        lay.addStretch(1)
        lay.addWidget(close)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(150)
        self._timer.timeout.connect(self.search)
        self._update_buttons()

    def query(self) -> Query:
        return Query(self.edit.text(), self.regex.isChecked())

    def open_bar(self) -> None:
        self.show()
        self.edit.setFocus(Qt.ShortcutFocusReason)
        self.edit.selectAll()
        if self.edit.text():
            self.search()

    def close_bar(self) -> None:
        self.hide()
        self.hits, self.current, self._by_page = [], -1, {}
        self.hitsChanged.emit()
        self.closed.emit()

    def keyPressEvent(self, event) -> None:
        if event.key() == Qt.Key_Escape:
            self.close_bar()
            return
        super().keyPressEvent(event)

    def search(self) -> None:
        """Run the query over the pages known now (call again when pages arrive)."""
        self._timer.stop()
        try:
            self.hits = find_all(self._texts(), self.query())
            error = ""
        except FindError as exc:
            self.hits, error = [], ui_message(str(exc))
        self._by_page = {}
        for page, s, e in self.hits:
            self._by_page.setdefault(page, []).append((s, e))
        self.current = 0 if self.hits else -1
        if error:
            self.count.setText(self.tr("Expression invalide"))
            self.count.setToolTip(error)
        else:
            self.count.setToolTip("")
            self._show_count()
        self._update_buttons()
        self.hitsChanged.emit()
        self.currentChanged.emit(self.hits[0] if self.hits else None)

    def step(self, direction: int) -> None:
        if not self.isVisible():
            self.open_bar()
            return
        if self._timer.isActive():
            self.search()
            return
        if not self.hits:
            return
        self.current = (self.current + direction) % len(self.hits)
        self._show_count()
        self.hitsChanged.emit()
        self.currentChanged.emit(self.hits[self.current])

    def hits_on_page(self, page: int) -> list[tuple[int, int]]:
        return self._by_page.get(page, [])

    def current_hit(self) -> Hit | None:
        return self.hits[self.current] if 0 <= self.current < len(self.hits) else None

    def _show_count(self) -> None:
        if not self.edit.text().strip():
            self.count.setText("")
        elif not self.hits:
            self.count.setText(self.tr("Aucune occurrence"))
        else:
            self.count.setText(self.tr("%d / %d occurrence(s)") % (self.current + 1, len(self.hits)))

    def _update_buttons(self) -> None:
        has = bool(self.hits)
        for w in (self.prev_btn, self.next_btn, self.mask_btn):
            w.setEnabled(has)

    def _mask_all(self) -> None:
        if self.hits:
            self.maskAllRequested.emit(self.query(), self.kind.currentData())
