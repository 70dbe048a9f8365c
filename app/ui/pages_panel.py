"""Side panel "Pages": each page with its hits and whether it was reviewed.

A page is "à relire" until the reviewer has seen it with its hits shown;
the list says so per page and a click goes to the page. Rows are updated
per page (never rebuilt) so a long document streams without stalls.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

PAGE_ROLE = Qt.UserRole + 2


class PagesPanel(QWidget):
    pageActivated = Signal(int)

    def __init__(self, parent=None):
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        self.summary = QLabel("")
        self.summary.setObjectName("panelSummary")
        lay.addWidget(self.summary)
        self.explain = QLabel(self.tr("Une page est relue quand elle est restée affichée avec ses détections "
                                      "(plus d'une seconde), ou quand N a parcouru toutes ses détections. "
                                      "U va à la page suivante à relire."))
        self.explain.setObjectName("hint")
        self.explain.setWordWrap(True)
        lay.addWidget(self.explain)
        self.list = QListWidget()
        self.list.setUniformItemSizes(True)
        self.list.itemActivated.connect(self._activated)
        self.list.itemClicked.connect(self._activated)
        lay.addWidget(self.list, 1)

    def reset(self, page_count: int) -> None:
        self.list.clear()
        for p in range(page_count):
            it = QListWidgetItem()
            it.setData(PAGE_ROLE, p)
            self.list.addItem(it)
            self._set(it, p, None, False, False)

    def update_page(self, page: int, hits: int | None, analysed: bool, reviewed: bool) -> None:
        it = self.list.item(page)
        if it is not None:
            self._set(it, page, hits, analysed, reviewed)

    def set_summary(self, reviewed: int, total: int) -> None:
        self.summary.setText(self.tr("%d / %d pages relues") % (reviewed, total))

    def _set(self, it: QListWidgetItem, page: int, hits: int | None, analysed: bool, reviewed: bool) -> None:
        if not analysed:
            state = self.tr("non analysée")
        elif reviewed:
            state = self.tr("relue")
        else:
            state = self.tr("à relire")
        mark = "✔" if reviewed else "○"
        count = self.tr("%d détection(s)") % hits if hits is not None else ""
        it.setText("%s  %s · %s%s" % (mark, self.tr("Page %d") % (page + 1), state, (" · " + count) if count else ""))
        it.setForeground(QColor("#1b6e2a") if reviewed else QColor("#8a5300") if analysed else QColor("#6c757d"))

    def _activated(self, it: QListWidgetItem) -> None:
        self.pageActivated.emit(int(it.data(PAGE_ROLE)))
