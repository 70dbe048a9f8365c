"""Mouse and wheel on the page view: click to toggle, drag to mark text, draw a zone.

A mixin of ``PageView``; it emits the view's signals and never touches the
review itself.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QToolTip

from app.detection.spans import Span

SNAP_DISTANCE_PT = 8.0


@dataclass
class _Press:
    pos: QPoint
    page: int | None
    point: tuple[float, float] | None  # display points on the page
    on_span: Span | None
    dragging: bool = False


def nearest_char(pt, x: float, y: float, limit: float = SNAP_DISTANCE_PT) -> int | None:
    """Index of the character whose box is nearest to a text-coordinate point."""
    if len(pt.text) == 0:
        return None
    b = pt.boxes
    real = pt.line_ids >= 0
    if not real.any():
        return None
    dx = np.maximum(np.maximum(b[:, 0] - x, 0), x - b[:, 2])
    dy = np.maximum(np.maximum(b[:, 1] - y, 0), y - b[:, 3])
    dist = np.where(real, dx * dx + dy * dy * 4.0, np.inf)  # prefer the same line
    i = int(np.argmin(dist))
    return i if dist[i] <= limit * limit * 4.0 else None




class PageMouseMixin:
    def viewportEvent(self, event) -> bool:
        if event.type() == QEvent.ToolTip and self._source is not None:
            pos = QPointF(event.pos())
            span = self.span_at(pos)
            if span is not None:
                QToolTip.showText(event.globalPos(), self._source.tooltip_for(span), self.viewport())
            else:
                area = self.area_at(pos)
                if area is not None:
                    QToolTip.showText(event.globalPos(), self.tr("Zone masquée (clic droit : supprimer)"), self.viewport())
                else:
                    QToolTip.hideText()
            return True
        return super().viewportEvent(event)

    def wheelEvent(self, event) -> None:
        if event.modifiers() & Qt.ControlModifier:
            steps = event.angleDelta().y() / 120.0
            if steps:
                self.set_zoom(self._zoom * (1.15 ** steps))
            event.accept()
            return
        super().wheelEvent(event)

    def mousePressEvent(self, event) -> None:
        pos = event.position()
        if event.button() == Qt.RightButton:
            self.contextMenuRequested.emit(self.span_at(pos), self.area_at(pos), event.globalPosition().toPoint())
            return
        if event.button() != Qt.LeftButton:
            return super().mousePressEvent(event)
        page, point = self._hit_page(pos)
        span = None if self.area_mode else self.span_at(pos)
        self._press = _Press(event.position().toPoint(), page, point, span)
        self.setFocus()

    def mouseMoveEvent(self, event) -> None:
        pos = event.position()
        pr = self._press
        if pr is None:
            if self.area_mode:
                self.viewport().setCursor(Qt.CrossCursor)
            elif self.span_at(pos) is not None:
                self.viewport().setCursor(Qt.PointingHandCursor)
            elif self._hit_page(pos)[0] is not None:
                self.viewport().setCursor(Qt.IBeamCursor)
            else:
                self.viewport().setCursor(Qt.ArrowCursor)
            return
        if pr.page is None:
            return
        if not pr.dragging and (pos.toPoint() - pr.pos).manhattanLength() >= 4:
            pr.dragging = True
        if not pr.dragging:
            return
        pgr = self.page_rect(pr.page)
        if self.area_mode:
            x = min(max(pos.x(), pgr.left()), pgr.right())
            y = min(max(pos.y(), pgr.top()), pgr.bottom())
            self._rubber = (pr.page, QRectF(QPointF(pr.pos), QPointF(x, y)).normalized())
        else:
            cur = ((pos.x() - pgr.x()) / self._zoom, (pos.y() - pgr.y()) / self._zoom)
            rng = self._char_range(pr.page, pr.point, cur)
            self._selection = (pr.page, rng[0], rng[1]) if rng else None
        self.viewport().update()

    def _char_range(self, page: int, a_disp, b_disp) -> tuple[int, int] | None:
        pt = self._page_text(page)
        if pt is None:
            return None
        a = nearest_char(pt, *self._text_point(page, a_disp))
        b = nearest_char(pt, *self._text_point(page, b_disp))
        if a is None or b is None:
            return None
        lo, hi = min(a, b), max(a, b)
        return (lo, hi + 1)

    def mouseReleaseEvent(self, event) -> None:
        pr = self._press
        self._press = None
        if pr is None or event.button() != Qt.LeftButton:
            return super().mouseReleaseEvent(event)
        if pr.dragging and self.area_mode and self._rubber is not None:
            page, r = self._rubber
            self._rubber = None
            pgr = self.page_rect(page)
            z = self._zoom
            d0 = ((r.left() - pgr.x()) / z, (r.top() - pgr.y()) / z)
            d1 = ((r.right() - pgr.x()) / z, (r.bottom() - pgr.y()) / z)
            t0, t1 = self._text_point(page, d0), self._text_point(page, d1)
            rect = (min(t0[0], t1[0]), min(t0[1], t1[1]), max(t0[0], t1[0]), max(t0[1], t1[1]))
            if rect[2] - rect[0] >= 2 and rect[3] - rect[1] >= 2:
                self.areaDrawn.emit(page, rect)
        elif pr.dragging and self._selection is not None:
            page, s, e = self._selection
            self._selection = None
            self.textSelected.emit(page, s, e)
        elif not pr.dragging and pr.on_span is not None:
            self._current_key = pr.on_span.key
            self.spanClicked.emit(pr.on_span)
        self._selection = None
        self._rubber = None
        self.viewport().update()

    # -- helpers for tests and benchmarks ------------------------------------
    def point_of_char(self, page: int, index: int) -> QPointF:
        """Viewport point at the centre of a character (tests drive the mouse with it)."""
        pt = self._page_text(page)
        x0, y0, x1, y1 = pt.to_display(tuple(float(v) for v in pt.boxes[index]))
        pr = self.page_rect(page)
        return QPointF(pr.x() + (x0 + x1) / 2 * self._zoom, pr.y() + (y0 + y1) / 2 * self._zoom)

    def cursor_page(self) -> int | None:
        return self._hit_page(QPointF(self.viewport().mapFromGlobal(QCursor.pos())))[0]
