"""Painting of the page view: page images, highlights, tags and the selection.

A mixin of ``PageView``: it reads the view's state (cache, zoom, source of
highlights) and draws; it changes nothing but the render schedule.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen

from app.detection.spans import Span
from app.ui.style import kind_badge, kind_color


class PagePaintMixin:
    def paintEvent(self, event) -> None:
        p = QPainter(self.viewport())
        p.fillRect(self.viewport().rect(), QColor("#dfe3e8"))
        if self._doc is None:
            p.end()
            return
        p.setRenderHint(QPainter.Antialiasing, False)  # axis-aligned boxes: crisp and cheap
        scale = self._scale()
        need_render = False
        for i in self.visible_pages():
            pr = self.page_rect(i)
            p.fillRect(pr.translated(2, 3), QColor(0, 0, 0, 40))
            p.fillRect(pr, QColor("white"))
            cached = self._cache.get(i)
            if cached is not None:
                self._cache.move_to_end(i)
                p.setRenderHint(QPainter.SmoothPixmapTransform, cached[0] != scale)
                p.drawImage(pr, cached[1])
            if cached is None or cached[0] != scale:
                need_render = True
            self._paint_highlights(p, i)
            self._paint_find_hits(p, i)
            if i in self.ocr_pages:
                self._paint_tag(p, pr, self.tr("texte lu par OCR"))
        self._paint_selection(p)
        if self.hasFocus():  # keyboard review: where the keys go is always visible
            p.setPen(QPen(QColor("#0b57d0"), 3))
            p.setBrush(Qt.NoBrush)
            p.drawRect(self.viewport().rect().adjusted(1, 1, -2, -2))
        p.end()
        if need_render:
            self._schedule_render()

    def _paint_tag(self, p: QPainter, pr: QRectF, text: str) -> None:
        f = p.font()
        f.setPixelSize(11)
        f.setBold(True)
        p.setFont(f)
        w = p.fontMetrics().horizontalAdvance(text) + 12
        r = QRectF(pr.right() - w - 6, pr.top() + 6, w, 18)
        p.setPen(Qt.NoPen)
        p.setBrush(QColor(11, 87, 208, 200))
        p.drawRect(r)
        p.setPen(QColor("white"))
        p.drawText(r, Qt.AlignCenter, text)

    def _paint_highlights(self, p: QPainter, page: int) -> None:
        if self._source is None:
            return
        z = self._zoom
        for area, accepted in self._source.areas_for_page(page):
            r = self.area_rect(area)
            p.setPen(QPen(QColor("#212529"), 1.5, Qt.DashLine if not accepted else Qt.SolidLine))
            p.setBrush(QBrush(QColor(33, 37, 41, 150 if accepted else 25), Qt.BDiagPattern if not accepted else Qt.SolidPattern))
            p.drawRect(r)
        pr = self.page_rect(page)
        for span, accepted in self._source.spans_for_page(page):
            rects = self.span_rects(span, pr)
            if not rects:
                continue
            base = kind_color(span.label)
            for r in rects:
                r = r.adjusted(-1, -0.5, 1, 0.5)
                if accepted:
                    fill = QColor(base)
                    fill.setAlpha(int(16 + 64 * span.confidence))
                    edge = QColor(base)
                    edge.setAlpha(int(90 + 165 * span.confidence))
                    pen = QPen(edge, 0.6 + 1.4 * span.confidence)
                    if span.source == "propagation":
                        pen.setStyle(Qt.DotLine)
                    p.setPen(pen)
                    p.setBrush(fill)
                else:
                    fill = QColor(base)
                    fill.setAlpha(18)
                    pen = QPen(base, 1.2, Qt.DashLine)
                    p.setPen(pen)
                    p.setBrush(fill)
                p.drawRect(r)
                if not accepted:  # struck through: visible, but will be kept
                    p.setPen(QPen(base, 1.0))
                    p.drawLine(r.left() + 1, r.center().y(), r.right() - 1, r.center().y())
            tag = {"propagation": "P", "force": "F", "manual": "M", "dossier": "D"}.get(span.source)
            if tag and z >= 0.6:
                r0 = rects[0]
                badge = QRectF(r0.left() - 1, r0.top() - 9, 10, 9)
                p.setPen(Qt.NoPen)
                p.setBrush(base.darker(140))
                p.drawRect(badge)
                p.setPen(QColor("white"))
                f = p.font()
                f.setPixelSize(8)
                f.setBold(True)
                p.setFont(f)
                p.drawText(badge, Qt.AlignCenter, tag)
            kb = kind_badge(span.label)
            if kb and z >= 0.6:  # kinds sharing a hue are told apart by their letters
                self._paint_kind_badge(p, rects[-1], kb, base)
            if span.key == self._current_key:
                p.setPen(QPen(QColor("#0b57d0"), 2.0))
                p.setBrush(Qt.NoBrush)
                for r in rects:
                    p.drawRect(r.adjusted(-3, -2.5, 3, 2.5))

    def _paint_find_hits(self, p: QPainter, page: int) -> None:
        """Occurrences of the find bar's query: yellow, the current one outlined."""
        hits = getattr(self._source, "find_hits_for_page", None)
        if hits is None:
            return
        for start, end, current in hits(page):
            tmp = Span(page, start, end, "x", "NOM", "find", 1.0)
            p.setPen(QPen(QColor("#e8590c"), 2.5) if current else QPen(QColor("#f08c00"), 1.0))
            p.setBrush(QColor(255, 212, 59, 110))
            for r in self.span_rects(tmp):
                p.drawRect(r.adjusted(-1.5, -1, 1.5, 1))

    def _paint_kind_badge(self, p: QPainter, r: QRectF, text: str, base: QColor) -> None:
        f = p.font()
        if f.pixelSize() != 8 or not f.bold():
            f.setPixelSize(8)
            f.setBold(True)
            p.setFont(f)
        w = self._badge_widths.get(text)
        if w is None:
            w = self._badge_widths[text] = p.fontMetrics().horizontalAdvance(text) + 4
        badge = QRectF(r.right() - w + 1, r.top() - 9, w, 9)
        p.setPen(Qt.NoPen)
        p.setBrush(base.darker(150))
        p.drawRect(badge)
        p.setPen(QColor("white"))
        p.drawText(badge, Qt.AlignCenter, text)

    def _paint_selection(self, p: QPainter) -> None:
        if self._selection is not None:
            page, s, e = self._selection
            p.setPen(QPen(QColor("#0b57d0"), 1))
            p.setBrush(QColor(11, 87, 208, 60))
            tmp = Span(page, s, e, "x", "NOM", "manual", 1.0)
            for r in self.span_rects(tmp):
                p.drawRect(r)
        if self._rubber is not None:
            p.setPen(QPen(QColor("#0b57d0"), 1.5, Qt.DashLine))
            p.setBrush(QColor(11, 87, 208, 40))
            p.drawRect(self._rubber[1])

    # -- events ------------------------------------------------------------
