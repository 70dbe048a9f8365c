"""Side panel: detections grouped by kind, with counts and checkboxes.

Updated page by page as results stream in (no full rebuild per page, so
the GUI thread stays responsive on long documents). The minimum-confidence
slider can only untick: lowering it never ticks anything back.
"""

from __future__ import annotations

import bisect

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSlider,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.detection.spans import LABELS, Span
from app.review.session import Change, ReviewSession
from app.ui.style import kind_color, kind_name, span_summary
from app.ui.window_chrome import Throttle

KEY_ROLE = Qt.UserRole + 1
AREA_ROLE = Qt.UserRole + 3


def swatch(label: str, size: int = 12) -> QIcon:
    pm = QPixmap(size, size)
    pm.fill(Qt.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.Antialiasing)
    c = kind_color(label)
    fill = QColor(c)
    fill.setAlpha(150)
    p.setPen(c.darker(130))
    p.setBrush(fill)
    p.drawRoundedRect(1, 1, size - 2, size - 2, 3, 3)
    p.end()
    return QIcon(pm)


def _short(text: str, n: int = 38) -> str:
    text = " ".join(text.split())
    return text if len(text) <= n else text[: n - 1] + "…"


class DetectionsPanel(QWidget):
    decisionsRequested = Signal(object, str)  # {key: bool}, undo text
    spanSelected = Signal(object)  # Span
    areaSelected = Signal(object)  # AreaMark
    areaRemoveRequested = Signal(object)  # AreaMark (its box unticked)
    thresholdRaised = Signal(float)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.session: ReviewSession | None = None
        self._items: dict = {}  # key -> child item
        self._groups: dict[str, QTreeWidgetItem] = {}
        self._group_keys: dict[str, list] = {}  # label -> sorted keys (page, start, end, label)
        self._page_keys: dict[int, set] = {}  # page -> keys shown
        self._updating = False
        self._last_threshold = 0
        self._summary_throttle = Throttle(120, self._update_summary_now, self)
        self._dirty_groups: set[str] = set()
        self._zones_group: QTreeWidgetItem | None = None
        self._groups_throttle = Throttle(120, self._refresh_groups_now, self)

        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        lay.setSpacing(6)
        self.summary = QLabel(self.tr("Aucun document"))
        self.summary.setObjectName("panelSummary")
        self.summary.setWordWrap(True)
        lay.addWidget(self.summary)

        self.tree = QTreeWidget()
        self.tree.setColumnCount(3)
        self.tree.setHeaderLabels([self.tr("Détection"), self.tr("Page"), self.tr("Confiance")])
        self.tree.setUniformRowHeights(True)
        self.tree.setAlternatingRowColors(True)
        self.tree.setRootIsDecorated(True)
        self.tree.setAcceptDrops(False)
        h = self.tree.header()
        h.setStretchLastSection(False)
        h.setSectionResizeMode(0, QHeaderView.Stretch)
        # Fixed widths from the font, not ResizeToContents: that mode rescans
        # every row on each change, and with thousands of detections arriving
        # page by page it held the GUI thread for tens of milliseconds a time.
        fm = self.tree.fontMetrics()
        pad = fm.horizontalAdvance("mm")
        for col, samples in ((1, (self.tr("Page"), "999")), (2, (self.tr("Confiance"), "100 %"))):
            h.setSectionResizeMode(col, QHeaderView.Fixed)
            h.resizeSection(col, max(fm.horizontalAdvance(t) for t in samples) + pad)
        self.tree.itemChanged.connect(self._on_item_changed)
        self.tree.currentItemChanged.connect(self._on_current_changed)
        lay.addWidget(self.tree, 1)

        row = QHBoxLayout()
        self.slider_label = QLabel()
        self.slider = QSlider(Qt.Horizontal)
        self.slider.setRange(0, 100)
        self.slider.setSingleStep(5)
        self.slider.setPageStep(10)
        self.slider.setToolTip(
            self.tr("Décoche les détections dont la confiance est inférieure au seuil. Baisser le seuil ne recoche rien.")
        )
        self.slider.valueChanged.connect(self._on_slider_value)
        self.slider.sliderReleased.connect(self._on_slider_released)
        row.addWidget(self.slider_label)
        row.addWidget(self.slider, 1)
        lay.addLayout(row)
        self._update_slider_label()

    # -- session ----------------------------------------------------------
    def set_session(self, session: ReviewSession | None, threshold: float = 0.0) -> None:
        """``threshold``: the pre-check's minimum confidence, where the slider starts (the
        detections below it arrive unticked, so the slider says so)."""
        self.session = session
        self._updating = True
        self.tree.clear()
        self._items.clear()
        self._groups.clear()
        self._group_keys.clear()
        self._page_keys.clear()
        self._zones_group = None
        start = max(0, min(100, round(threshold * 100)))
        self._last_threshold = start
        self.slider.blockSignals(True)
        self.slider.setValue(start)
        self.slider.blockSignals(False)
        self._update_slider_label()
        self._updating = False
        if session is not None:
            session.subscribe(self.on_change)
            self._update_pages(set(range(session.page_count)))
            self._update_zones()
        self._update_summary()

    def on_change(self, change: Change) -> None:
        if self.session is None:
            return
        if change.kind in ("spans", "reset", "policy"):
            self._update_pages(set(change.pages), recheck=change.kind == "policy")
        elif change.kind == "decisions":
            self._updating = True
            for key in change.keys:
                it = self._items.get(key)
                if it is not None:
                    it.setCheckState(0, Qt.Checked if self.session.is_accepted(key) else Qt.Unchecked)
            self._updating = False
            self._refresh_groups({k[3] for k in change.keys})
        elif change.kind == "areas":
            self._update_zones()
        self._update_summary()

    def _group(self, label: str) -> QTreeWidgetItem:
        g = self._groups.get(label)
        if g is None:
            g = QTreeWidgetItem()
            g.setText(0, kind_name(label))  # named at once; the counts follow (coalesced)
            g.setIcon(0, swatch(label))
            g.setFlags(Qt.ItemIsEnabled | Qt.ItemIsUserCheckable | Qt.ItemIsSelectable)
            f = g.font(0)
            f.setBold(True)
            g.setFont(0, f)
            order = {l: i for i, l in enumerate(LABELS)}
            pos = sum(1 for l in self._groups if order.get(l, 99) < order.get(label, 99))
            pos = min(pos, self.tree.topLevelItemCount() - (1 if self._zones_group is not None else 0))
            self.tree.insertTopLevelItem(pos, g)
            g.setExpanded(True)
            g.setFirstColumnSpanned(True)
            self._groups[label] = g
            self._group_keys[label] = []
        return g

    def _update_pages(self, pages: set[int], recheck: bool = False) -> None:
        """Bring the tree in line with the session for these pages (diff, not rebuild)."""
        s = self.session
        self._updating = True
        self.tree.setUpdatesEnabled(False)
        touched: set[str] = set()
        try:
            for page in sorted(pages):
                new = {sp.key: sp for sp in s.spans(page)}
                old = self._page_keys.get(page, set())
                for key in old - new.keys():
                    it = self._items.pop(key)
                    label = key[3]
                    keys = self._group_keys[label]
                    idx = bisect.bisect_left(keys, key)
                    if idx < len(keys) and keys[idx] == key:
                        keys.pop(idx)
                        self._groups[label].takeChild(idx)
                    touched.add(label)
                for key in sorted(new.keys() - old):
                    span = new[key]
                    g = self._group(span.label)
                    keys = self._group_keys[span.label]
                    idx = bisect.bisect_left(keys, key)
                    keys.insert(idx, key)
                    it = self._make_item(span)
                    g.insertChild(idx, it)
                    self._items[key] = it
                    touched.add(span.label)
                for key in (old & new.keys()) if recheck else ():  # the policy changed (settings)
                    it = self._items[key]
                    state = Qt.Checked if s.is_accepted(key) else Qt.Unchecked
                    if it.checkState(0) != state:
                        it.setCheckState(0, state)
                        touched.add(key[3])
                if new:
                    self._page_keys[page] = set(new)
                else:
                    self._page_keys.pop(page, None)
            for label in [l for l, k in self._group_keys.items() if not k]:
                g = self._groups.pop(label)
                del self._group_keys[label]
                self.tree.takeTopLevelItem(self.tree.indexOfTopLevelItem(g))
                touched.discard(label)
        finally:
            self.tree.setUpdatesEnabled(True)
            self._updating = False
        self._refresh_groups(touched)

    def _make_item(self, span: Span) -> QTreeWidgetItem:
        it = QTreeWidgetItem()
        prefix = {"propagation": "↻ ", "force": "⚑ ", "manual": "✎ "}.get(span.source, "")
        it.setText(0, prefix + "« %s »" % _short(span.text))
        it.setText(1, str(span.page + 1))
        it.setText(2, "%d %%" % round(span.confidence * 100))
        it.setTextAlignment(1, Qt.AlignRight | Qt.AlignVCenter)
        it.setTextAlignment(2, Qt.AlignRight | Qt.AlignVCenter)
        it.setToolTip(0, span_summary(span))
        it.setFlags(Qt.ItemIsEnabled | Qt.ItemIsSelectable | Qt.ItemIsUserCheckable)
        it.setCheckState(0, Qt.Checked if self.session.is_accepted(span) else Qt.Unchecked)
        it.setData(0, KEY_ROLE, span.key)
        return it

    def _refresh_groups(self, labels) -> None:
        """Throttled like the summary: at once, then at most every 120 ms (counting a kind is O(its spans))."""
        self._dirty_groups.update(labels)
        self._groups_throttle.request()

    def refresh_now(self) -> None:
        self._dirty_groups.update(self._groups)
        self._refresh_groups_now()
        self._update_summary_now()

    def _refresh_groups_now(self) -> None:
        labels, self._dirty_groups = self._dirty_groups, set()
        if self.session is None:
            return
        self._updating = True
        counts = self.session.counts_by_label()
        for label in labels:
            g = self._groups.get(label)
            if g is None:
                continue
            n, acc = counts.get(label, (0, 0))
            if acc == n:
                g.setText(0, "%s  (%d)" % (kind_name(label), n))
            else:
                g.setText(0, self.tr("%s  (%d, dont %d à masquer)") % (kind_name(label), n, acc))
            g.setCheckState(0, Qt.Checked if acc == n else Qt.Unchecked if acc == 0 else Qt.PartiallyChecked)
        self._updating = False

    def _update_summary(self) -> None:
        """Throttled: shown at once, then at most every 120 ms while a long document streams."""
        self._summary_throttle.request()

    def _update_summary_now(self) -> None:
        s = self.session
        if s is None:
            self.summary.setText(self.tr("Aucun document"))
            return
        total, acc = s.totals()
        self.summary.setText(self.tr("%d détection(s) · %d à masquer · %d conservée(s)") % (total, acc, total - acc))

    def _update_zones(self) -> None:
        """Zones drawn (and whole pages masked) as a last group: few, rebuilt whole."""
        areas = self.session.areas() if self.session is not None else []
        self._updating = True
        if self._zones_group is not None:
            self.tree.takeTopLevelItem(self.tree.indexOfTopLevelItem(self._zones_group))
            self._zones_group = None
        if areas:
            g = QTreeWidgetItem()
            g.setIcon(0, swatch("ZONE"))
            g.setText(0, "%s  (%d)" % (self.tr("Zones masquées"), len(areas)))
            f = g.font(0)
            f.setBold(True)
            g.setFont(0, f)
            g.setFlags(Qt.ItemIsEnabled)
            for a in sorted(areas, key=lambda a: (a.page, a.rect)):
                it = QTreeWidgetItem()
                it.setText(0, self.tr("Page entière") if a.whole_page else self.tr("Zone rectangulaire"))
                it.setText(1, str(a.page + 1))
                it.setTextAlignment(1, Qt.AlignRight | Qt.AlignVCenter)
                it.setFlags(Qt.ItemIsEnabled | Qt.ItemIsSelectable | Qt.ItemIsUserCheckable)
                it.setCheckState(0, Qt.Checked)
                it.setToolTip(0, self.tr("Décocher pour supprimer la zone (annulable)"))
                it.setData(0, AREA_ROLE, a)
                g.addChild(it)
            self.tree.addTopLevelItem(g)
            g.setFirstColumnSpanned(True)
            g.setExpanded(True)
            self._zones_group = g
        self._updating = False

    # -- user input -----------------------------------------------------
    def _on_item_changed(self, item: QTreeWidgetItem, column: int) -> None:
        if self._updating or column != 0 or self.session is None:
            return
        area = item.data(0, AREA_ROLE)
        if area is not None:
            if item.checkState(0) == Qt.Unchecked:
                self.areaRemoveRequested.emit(area)
            return
        key = item.data(0, KEY_ROLE)
        state = item.checkState(0)
        if key is not None:
            self.decisionsRequested.emit({key: state == Qt.Checked}, self.tr("Basculer une détection"))
            return
        # a kind header: tick or untick the whole kind
        label = next((l for l, g in self._groups.items() if g is item), None)
        if label is None:
            return
        value = state != Qt.Unchecked
        decisions = {k: value for k in self._group_keys[label] if self.session.is_accepted(k) != value}
        if decisions:
            self.decisionsRequested.emit(decisions, self.tr("Basculer un type"))
        else:
            self._refresh_groups([label])

    def _on_current_changed(self, cur: QTreeWidgetItem | None, _prev) -> None:
        if self._updating or cur is None or self.session is None:
            return
        area = cur.data(0, AREA_ROLE)
        if area is not None:
            self.areaSelected.emit(area)
            return
        key = cur.data(0, KEY_ROLE)
        span = self.session.span(key) if key is not None else None
        if span is not None:
            self.spanSelected.emit(span)

    def select_key(self, key) -> None:
        it = self._items.get(key)
        if it is None:
            return
        self._updating = True
        self.tree.setCurrentItem(it)
        self.tree.scrollToItem(it)
        self._updating = False

    def item_for(self, key) -> QTreeWidgetItem | None:
        return self._items.get(key)

    def group_item(self, label: str) -> QTreeWidgetItem | None:
        return self._groups.get(label)

    # -- slider ---------------------------------------------------------
    def _update_slider_label(self) -> None:
        self.slider_label.setText(self.tr("Confiance min. %d %%") % self.slider.value())

    def _on_slider_value(self, value: int) -> None:
        self._update_slider_label()
        if not self.slider.isSliderDown():
            self._apply_threshold(value)

    def _on_slider_released(self) -> None:
        self._apply_threshold(self.slider.value())

    def _apply_threshold(self, value: int) -> None:
        if value > self._last_threshold:
            self.thresholdRaised.emit(value / 100.0)
        self._last_threshold = value
