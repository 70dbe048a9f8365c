"""Continuously scrolling page view with highlights.

Only visible pages are rendered, one per timer tick so the GUI never waits
on more than one PyMuPDF render; rendered images live in a byte-bounded LRU
cache. Highlights are painted over the page images from the character boxes
of ``PageText`` (text coordinates mapped by ``to_display``). Mouse: click a
highlight to toggle it, drag over text to mark it by hand (snapped to
characters), or drag a rectangle in "mask area" mode.
"""

from __future__ import annotations

import bisect
from collections import OrderedDict
from typing import Protocol

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QAbstractScrollArea

from app.detection.spans import Span
from app.review.session import AreaMark
from app.ui.page_mouse import SNAP_DISTANCE_PT, PageMouseMixin, _Press, nearest_char  # noqa: F401 (re-exported)
from app.ui.page_paint import PagePaintMixin

MARGIN = 16
MIN_ZOOM, MAX_ZOOM = 0.25, 5.0
CACHE_BYTES = 160 * 1024 * 1024
Rect = tuple[float, float, float, float]


class HighlightSource(Protocol):
    def spans_for_page(self, page: int) -> list[tuple[Span, bool]]: ...
    def areas_for_page(self, page: int) -> list[tuple[AreaMark, bool]]: ...
    def tooltip_for(self, span: Span) -> str: ...


def _invert(m: tuple) -> tuple:
    a, b, c, d, e, f = m
    det = a * d - b * c or 1.0
    return (d / det, -b / det, -c / det, a / det, (c * f - d * e) / det, (b * e - a * f) / det)


def _apply(m: tuple, x: float, y: float) -> tuple[float, float]:
    a, b, c, d, e, f = m
    return (a * x + c * y + e, b * x + d * y + f)


class PageView(PagePaintMixin, PageMouseMixin, QAbstractScrollArea):
    currentPageChanged = Signal(int)
    zoomChanged = Signal(float)
    spanClicked = Signal(object)  # Span
    textSelected = Signal(int, int, int)  # page, start, end
    areaDrawn = Signal(int, object)  # page, rect in text coordinates
    contextMenuRequested = Signal(object, object, QPoint)  # Span | None, AreaMark | None, global pos
    pageRendered = Signal(int)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("pageView")
        self._badge_widths: dict[str, int] = {}  # badge text → pixel width (the font never changes)
        self.viewport().setMouseTracking(True)
        self.setFocusPolicy(Qt.StrongFocus)
        self.setFrameShape(QAbstractScrollArea.NoFrame)
        # always on: a scroll bar appearing at open would change the fit-width zoom and render page 1 twice
        self.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOn)
        self._doc = None
        self._source: HighlightSource | None = None
        self._sizes: list[tuple[float, float]] = []
        self._tops: list[float] = []  # in points * zoom → pixels, recomputed on zoom
        self._zoom = 1.0
        self._fit_width = True
        self._cache: OrderedDict[int, tuple[float, QImage]] = OrderedDict()
        self._cache_bytes = 0
        self._geom: dict[tuple[int, int, int], list[Rect]] = {}
        self._overrides: dict = {}  # page → PageText replacing the document's (OCR)
        self.ocr_pages: set[int] = set()
        self._render_timer = QTimer(self)
        self._render_timer.setSingleShot(True)
        self._render_timer.setInterval(0)
        self._render_timer.timeout.connect(self._render_next)
        self._current_page = -1
        self._current_key = None
        self._press: _Press | None = None
        self._selection: tuple[int, int, int] | None = None  # page, start, end
        self._rubber: tuple[int, QRectF] | None = None
        self.area_mode = False
        self.render_count = 0
        self.verticalScrollBar().valueChanged.connect(self._on_scrolled)
        self.horizontalScrollBar().valueChanged.connect(lambda _v: self.viewport().update())
        self.verticalScrollBar().setSingleStep(40)

    # -- document --------------------------------------------------------
    def set_source(self, source: HighlightSource) -> None:
        self._source = source

    def set_document(self, doc) -> None:
        self._doc = doc
        self._cache.clear()
        self._cache_bytes = 0
        self._geom: dict[tuple[int, int, int], list[Rect]] = {}
        self._overrides: dict = {}
        self.ocr_pages: set[int] = set()
        self._current_page = -1
        self._current_key = None
        self._selection = None
        self._rubber = None
        self._sizes = [doc.page_size(i) for i in range(doc.page_count)] if doc is not None else []
        self._fit_width = True
        self._relayout()
        self.verticalScrollBar().setValue(0)
        self._on_scrolled()
        if doc is not None and self.isVisible():
            self._render_next()  # the first page now, before the analysis starts extracting
        self.viewport().update()

    def clear(self) -> None:
        self.set_document(None)

    @property
    def page_count(self) -> int:
        return len(self._sizes)

    @property
    def zoom(self) -> float:
        return self._zoom

    @property
    def current_page(self) -> int:
        return self._current_page

    def cached_pages(self) -> list[int]:
        return list(self._cache)

    # -- layout ----------------------------------------------------------
    def _fit_zoom(self) -> float:
        if not self._sizes:
            return 1.0
        w = max(s[0] for s in self._sizes)
        avail = max(100, self.viewport().width() - 2 * MARGIN)
        return max(MIN_ZOOM, min(MAX_ZOOM, avail / w))

    def _relayout(self, anchor: tuple[int, float] | None = None) -> None:
        if self._fit_width:
            self._zoom = self._fit_zoom()
        z = self._zoom
        tops, y = [], MARGIN
        for _w, h in self._sizes:
            tops.append(y)
            y += h * z + MARGIN
        self._tops = tops
        total_h = y
        content_w = (max((s[0] for s in self._sizes), default=0) * z) + 2 * MARGIN
        vs, hs = self.verticalScrollBar(), self.horizontalScrollBar()
        vs.setRange(0, max(0, int(total_h - self.viewport().height())))
        vs.setPageStep(max(1, self.viewport().height() - 40))
        hs.setRange(0, max(0, int(content_w - self.viewport().width())))
        hs.setPageStep(max(1, self.viewport().width()))
        if anchor is not None:
            page, frac = anchor
            if 0 <= page < len(tops):
                vs.setValue(int(tops[page] + frac * self._sizes[page][1] * z - self.viewport().height() / 2))
        self.viewport().update()

    def _anchor(self) -> tuple[int, float] | None:
        """Page and fraction at the viewport centre, kept across zoom changes."""
        if not self._tops:
            return None
        cy = self.verticalScrollBar().value() + self.viewport().height() / 2
        i = max(0, bisect.bisect_right(self._tops, cy) - 1)
        h = self._sizes[i][1] * self._zoom
        return (i, (cy - self._tops[i]) / h if h else 0.0)

    def set_zoom(self, zoom: float) -> None:
        zoom = max(MIN_ZOOM, min(MAX_ZOOM, zoom))
        anchor = self._anchor()
        self._fit_width = False
        self._zoom = zoom
        self._relayout(anchor)
        self.zoomChanged.emit(self._zoom)

    def fit_width(self) -> None:
        anchor = self._anchor()
        self._fit_width = True
        self._relayout(anchor)
        self.zoomChanged.emit(self._zoom)

    def zoom_in(self) -> None:
        self.set_zoom(self._zoom * 1.2)

    def zoom_out(self) -> None:
        self.set_zoom(self._zoom / 1.2)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        anchor = self._anchor()
        self._relayout(anchor if self._fit_width else None)
        if self._fit_width:
            self.zoomChanged.emit(self._zoom)

    def page_rect(self, i: int) -> QRectF:
        """Page i in viewport pixels."""
        w, h = self._sizes[i]
        z = self._zoom
        content_w = max(self.viewport().width(), int(max(s[0] for s in self._sizes) * z + 2 * MARGIN))
        x = (content_w - w * z) / 2 - self.horizontalScrollBar().value()
        y = self._tops[i] - self.verticalScrollBar().value()
        return QRectF(x, y, w * z, h * z)

    def visible_pages(self) -> list[int]:
        if not self._tops:
            return []
        top = self.verticalScrollBar().value()
        bottom = top + self.viewport().height()
        first = max(0, bisect.bisect_right(self._tops, top) - 1)
        out = []
        for i in range(first, len(self._tops)):
            if self._tops[i] > bottom:
                break
            if self._tops[i] + self._sizes[i][1] * self._zoom >= top:
                out.append(i)
        return out

    def go_to_page(self, i: int) -> None:
        if 0 <= i < len(self._tops):
            self.verticalScrollBar().setValue(int(self._tops[i] - MARGIN / 2))

    def _on_scrolled(self, *_):
        vis = self.visible_pages()
        if vis:
            cy = self.verticalScrollBar().value() + self.viewport().height() / 3
            page = max(0, bisect.bisect_right(self._tops, cy) - 1)
            if page != self._current_page:
                self._current_page = page
                self.currentPageChanged.emit(page)
        self.viewport().update()

    # -- geometry --------------------------------------------------------
    def _page_text(self, i: int):
        pt = self._overrides.get(i)
        if pt is not None:
            return pt
        try:
            return self._doc.page_text(i)
        except Exception:
            return None

    def set_page_text(self, i: int, pt, ocr: bool = False) -> None:
        """Use another PageText for page ``i`` (its OCR text) from now on."""
        self._overrides[i] = pt
        if ocr:
            self.ocr_pages.add(i)
        for k in [k for k in self._geom if k[0] == i]:
            del self._geom[k]
        self.viewport().update()

    def _display_rects(self, page: int, start: int, end: int) -> list[Rect]:
        """A range's line rectangles on the displayed page, in points (cached: geometry never changes)."""
        k = (page, start, end)
        got = self._geom.get(k)
        if got is None:
            pt = self._page_text(page)
            if pt is None:
                return []
            got = [pt.to_display(r) for r in pt.rects_for(start, end)]
            self._geom[k] = got
        return got

    def warm_geometry(self, page: int, spans) -> None:
        """Compute the rectangles of a page's new hits now, in their own event-loop pass,
        so the paint that shows them does not also pay for them (half of a cold paint)."""
        vis = self.visible_pages()
        if vis and vis[0] - 1 <= page <= vis[-1] + 1:
            for sp in spans:
                self._display_rects(sp.page, sp.start, sp.end)

    def span_rects(self, span: Span, pr: QRectF | None = None) -> list[QRectF]:
        """Viewport rectangles of a span, one per text line."""
        rects = self._display_rects(span.page, span.start, span.end)
        if not rects:
            return []
        pr = pr if pr is not None else self.page_rect(span.page)
        z, px, py = self._zoom, pr.x(), pr.y()
        return [QRectF(px + x0 * z, py + y0 * z, (x1 - x0) * z, (y1 - y0) * z) for x0, y0, x1, y1 in rects]

    def area_rect(self, area: AreaMark) -> QRectF:
        if area.whole_page:
            return self.page_rect(area.page)
        pt = self._page_text(area.page)
        x0, y0, x1, y1 = pt.to_display(area.rect) if pt is not None else area.rect
        pr = self.page_rect(area.page)
        z = self._zoom
        return QRectF(pr.x() + x0 * z, pr.y() + y0 * z, (x1 - x0) * z, (y1 - y0) * z)

    def _hit_page(self, pos: QPointF) -> tuple[int | None, tuple[float, float] | None]:
        for i in self.visible_pages():
            pr = self.page_rect(i)
            if pr.contains(pos):
                return i, ((pos.x() - pr.x()) / self._zoom, (pos.y() - pr.y()) / self._zoom)
        return None, None

    def _text_point(self, page: int, disp: tuple[float, float]) -> tuple[float, float]:
        pt = self._page_text(page)
        if pt is None:
            return disp
        return _apply(_invert(pt.display_matrix), *disp)

    def span_at(self, pos: QPointF) -> Span | None:
        page, _ = self._hit_page(pos)
        if page is None or self._source is None:
            return None
        best = None
        for span, _acc in self._source.spans_for_page(page):
            for r in self.span_rects(span):
                if r.adjusted(-1, -1, 1, 1).contains(pos):
                    if best is None or (span.end - span.start) < (best.end - best.start):
                        best = span
        return best

    def area_at(self, pos: QPointF) -> AreaMark | None:
        page, _ = self._hit_page(pos)
        if page is None or self._source is None:
            return None
        for area, _acc in self._source.areas_for_page(page):
            if self.area_rect(area).contains(pos):
                return area
        return None

    def scroll_to_span(self, span: Span) -> None:
        """Bring a span to the middle of the viewport and mark it current."""
        self._current_key = span.key
        if not (0 <= span.page < len(self._tops)):
            return
        pt = self._page_text(span.page)
        rects = pt.rects_for(span.start, span.end) if pt is not None else []
        y = self._tops[span.page]
        if rects:
            y += pt.to_display(rects[0])[1] * self._zoom
        vs = self.verticalScrollBar()
        top, h = vs.value(), self.viewport().height()
        if not (top + h * 0.15 <= y <= top + h * 0.8):
            vs.setValue(int(y - h * 0.4))
        self.viewport().update()

    def scroll_to_range(self, page: int, start: int, end: int) -> None:
        """Bring a text range to the middle of the viewport (a find hit), leaving the current hit."""
        key = self._current_key
        self.scroll_to_span(Span(page, start, end, "x", "NOM", "find", 1.0))
        self._current_key = key

    def visible_fraction(self, i: int) -> float:
        """How much of page ``i`` is on screen, relative to what could be (page or viewport height)."""
        pr = self.page_rect(i)
        h = self.viewport().height()
        shown = max(0.0, min(pr.bottom(), h) - max(pr.top(), 0.0))
        return shown / max(1.0, min(pr.height(), h))

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        self.viewport().update()  # the focus frame

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        self.viewport().update()

    def set_current_key(self, key) -> None:
        self._current_key = key
        self.viewport().update()

    # -- rendering -------------------------------------------------------
    def _scale(self) -> float:
        return self._zoom * self.devicePixelRatioF()

    def _schedule_render(self) -> None:
        if not self._render_timer.isActive():
            self._render_timer.start()

    def _render_next(self) -> None:
        if self._doc is None:
            return
        scale = self._scale()
        vis = self.visible_pages()
        todo = [i for i in vis if self._cache.get(i, (None,))[0] != scale]
        if not todo:
            # prefetch the next page below when idle
            nxt = (vis[-1] + 1) if vis else None
            if nxt is not None and nxt < len(self._sizes) and nxt not in self._cache:
                todo = [nxt]
            else:
                return
        i = todo[0]
        try:
            rp = self._doc.render(i, scale)
            img = QImage(rp.samples, rp.width, rp.height, rp.stride, QImage.Format_RGB888).copy()
        except Exception:
            img = QImage(1, 1, QImage.Format_RGB888)
            img.fill(QColor("white"))
        img.setDevicePixelRatio(self.devicePixelRatioF())
        self._put_cache(i, scale, img)
        self.render_count += 1
        self.viewport().update()
        self.pageRendered.emit(i)
        if len(todo) > 1 or i in vis:
            self._schedule_render()

    def _put_cache(self, i: int, scale: float, img: QImage) -> None:
        old = self._cache.pop(i, None)
        if old is not None:
            self._cache_bytes -= old[1].sizeInBytes()
        self._cache[i] = (scale, img)
        self._cache_bytes += img.sizeInBytes()
        vis = set(self.visible_pages())
        for k in list(self._cache):
            if self._cache_bytes <= CACHE_BYTES:
                break
            if k in vis:
                continue
            self._cache_bytes -= self._cache.pop(k)[1].sizeInBytes()

    def render_pending(self) -> bool:
        return self._render_timer.isActive()

    def is_rendered(self, i: int) -> bool:
        return self._cache.get(i, (None,))[0] == self._scale()

    # -- painting --------------------------------------------------------
