"""What one OCR worker process does for one page (runs in a child process).

Why a process: PyMuPDF holds the GIL for the whole recognition (≈ 3 s a
page at 300 dpi), which froze the GUI when run in a thread. The worker opens
the PDF itself, renders and OCRs its page, and sends back plain data only
(``TextArrays`` plus page facts); the parent builds ``PageText`` objects.

Recognition: the page (or the region of a large image on a text page) is
rendered at ``dpi`` and handed to MuPDF's Tesseract (``pdfocr``) with the
French data; the resulting textpage is mapped back to PyMuPDF text
coordinates (unrotated page) and read with the same rawdict→text code as
native pages (``app.document.text_index.build_page_text``).
"""

from __future__ import annotations

import hashlib
import os
import time
import weakref
from collections import OrderedDict

import numpy as np
import pymupdf

from app.document import text_index
from app.document.page_text import PageText
from app.ocr.line_bands import clip_to_line_bands
from app.ocr.merge import TextArrays, concat, merge_page
from app.ocr.tessdata import LANGUAGE

_FLAGS = getattr(text_index, "_FLAGS", pymupdf.TEXTFLAGS_RAWDICT & ~pymupdf.TEXT_PRESERVE_IMAGES)

_NO_CLIP = pymupdf.Rect(-1e6, -1e6, 1e6, 1e6)
PAD_X = 1.0  # points added left and right of each OCR character box
PAD_Y = 0.75  # points added above and below
_PAD = (-PAD_X, -PAD_Y, PAD_X, PAD_Y)

MODE_AUTO = "auto"  # image-only page → whole page; text page → its large images only
MODE_FULL = "full"  # whole rendered page, nothing merged (verification of scanned pages)
MODE_REGIONS = "regions"  # the page's images only, nothing merged (verification of text pages)


def init_worker() -> None:
    """Pool initializer: one Tesseract thread per process, quiet MuPDF."""
    os.environ.setdefault("OMP_THREAD_LIMIT", "1")
    pymupdf.TOOLS.mupdf_display_errors(False)  # warnings can quote document content
    pymupdf.TOOLS.mupdf_display_warnings(False)


class _OcrPageView:
    """The page, but ``get_text`` reads the OCR textpage instead of the page's own text.

    Lets ``build_page_text`` (the one rawdict→text implementation) read OCR
    output unchanged; every other attribute is the real page's.
    """

    def __init__(self, page: pymupdf.Page, textpage: pymupdf.TextPage):
        self._page = page
        self._textpage = textpage

    def get_text(self, option: str = "text", **kwargs):
        kwargs.pop("flags", None)  # fixed when the textpage was made
        kwargs["textpage"] = self._textpage
        return self._page.get_text(option, **kwargs)

    def __getattr__(self, name: str):
        return getattr(self._page, name)


# Tesseract (Leptonica) refuses images above 32,767 pixels a side, and a poster
# page at 300 dpi is gigapixels: such pages are read at the resolution that fits.
MAX_OCR_SIDE_PX = 16000
MAX_OCR_PIXELS = 60_000_000


def ocr_zoom(width_pt: float, height_pt: float, dpi: int) -> float:
    """The render zoom for OCR: ``dpi``, lowered so the image stays within Tesseract's limits."""
    zoom = dpi / 72.0
    w, h = max(width_pt, 1.0), max(height_pt, 1.0)
    return min(zoom, MAX_OCR_SIDE_PX / max(w, h), (MAX_OCR_PIXELS / (w * h)) ** 0.5)


# The same pixels are read once per worker process: a letterhead logo or a stamp
# repeated on every page of a 300-page dossier, and the verification's OCR of
# an image nothing was masked in. Keyed by the rendered pixels themselves, so a
# hit can only be what Tesseract would read again; bounded in bytes.
_CACHE_LIMIT = 48 * 1024 * 1024
_cache: OrderedDict[bytes, bytes] = OrderedDict()
_cache_bytes = 0
cache_stats = {"hits": 0, "misses": 0}


def _recognised(pix: pymupdf.Pixmap, tessdata: str) -> bytes:
    """Tesseract's PDF of ``pix`` (text layer over the image), from the cache when seen."""
    global _cache_bytes
    h = hashlib.blake2b(digest_size=20)
    h.update(b"%d %d %d %s " % (pix.width, pix.height, pix.n, tessdata.encode("utf-8", "replace")))
    h.update(pix.samples_mv)
    key = h.digest()
    hit = _cache.get(key)
    if hit is not None:
        _cache.move_to_end(key)
        cache_stats["hits"] += 1
        return hit
    cache_stats["misses"] += 1
    data = pix.pdfocr_tobytes(compress=True, language=LANGUAGE, tessdata=tessdata)
    if len(data) <= _CACHE_LIMIT // 4:
        _cache[key] = data
        _cache_bytes += len(data)
        while _cache_bytes > _CACHE_LIMIT and _cache:
            _k, old = _cache.popitem(last=False)
            _cache_bytes -= len(old)
    return data


def _ocr_region(page: pymupdf.Page, region, index: int, dpi: int, tessdata: str) -> TextArrays:
    """OCR the whole page (region None) or one text-coordinate rectangle of it."""
    if region is None:
        zoom = ocr_zoom(page.rect.width, page.rect.height, dpi)
        pix = page.get_pixmap(matrix=pymupdf.Matrix(zoom, zoom), alpha=False)
    else:
        shown = pymupdf.Rect(region) * page.rotation_matrix  # clip is in displayed coordinates
        shown &= page.rect
        if shown.is_empty or shown.width < 4 or shown.height < 4:
            return TextArrays.empty()
        zoom = ocr_zoom(shown.width, shown.height, dpi)
        pix = page.get_pixmap(matrix=pymupdf.Matrix(zoom, zoom), clip=shown, alpha=False)
    ocr_doc = pymupdf.open("pdf", _recognised(pix, tessdata))
    try:
        ocr_page = ocr_doc[0]
        # OCR page units → pixels → displayed page points → text (unrotated) coordinates.
        s = pix.width / ocr_page.rect.width
        ctm = (
            pymupdf.Matrix(s / zoom, s / zoom)
            * pymupdf.Matrix(1, 0, 0, 1, pix.x / zoom, pix.y / zoom)
            * page.derotation_matrix
        )
        # The huge clip keeps characters that the matrix moves outside the OCR
        # page's own rectangle (a region low on the page); default clipping drops them.
        tp = ocr_page.get_textpage(clip=_NO_CLIP, flags=_FLAGS, matrix=ctm)
        tp.parent = weakref.proxy(page)
        pt = text_index.build_page_text(_OcrPageView(page, tp), index)
        arrays = TextArrays.of(pt, ocr=True)
        clip_to_line_bands(arrays.boxes, arrays.line_ids)  # a "line" Tesseract made too tall
        _pad_boxes(arrays)
        return arrays
    finally:
        ocr_doc.close()


def _pad_boxes(a: TextArrays) -> None:
    """Widen OCR boxes slightly: Tesseract's boxes hug the ink and the last
    glyph of a word can poke out by a fraction of a point; blanking pixels
    under a padded box leaves no legible sliver."""
    real = a.line_ids >= 0
    a.boxes[real] += _PAD


def _visible_char_boxes(page: pymupdf.Page) -> np.ndarray:
    """Boxes of the page's visibly drawn characters (text coordinates).

    Invisible text (render mode 3, reported with alpha 0) is left out: a
    scanner's own OCR layer must not make us drop what we read in the image.
    """
    raw = page.get_text("rawdict", flags=_FLAGS)
    out = []
    for block in raw.get("blocks", []):
        for line in block.get("lines", ()):
            for span in line.get("spans", ()):
                if span.get("alpha", 255) == 0:
                    continue
                out.extend(ch["bbox"] for ch in span.get("chars", ()) if not ch["c"].isspace())
    return np.asarray(out, np.float64).reshape(-1, 4)


def _has_text(pt: PageText) -> bool:
    return any(not c.isspace() for c in pt.text)


def ocr_job(job: dict) -> dict:
    """Run one page job; returns plain data (see ``app.ocr.pool._to_page_text``).

    ``job``: source (PDF path or bytes), page (index in source), index (page
    number to report), tessdata, dpi, mode.
    """
    t0, c0 = time.perf_counter(), time.process_time()
    source = job["source"]
    doc = pymupdf.open(stream=source, filetype="pdf") if isinstance(source, (bytes, bytearray)) else pymupdf.open(source, filetype="pdf")
    try:
        page = doc[job["page"]]
        index = job["index"]
        native = text_index.build_page_text(page, index)
        regions_only = job["mode"] == MODE_REGIONS
        full_page = not regions_only and (job["mode"] == MODE_FULL or not _has_text(native))
        regions = [None] if full_page else list(native.image_rects)
        parts = [_ocr_region(page, r, index, job["dpi"], job["tessdata"]) for r in regions]
        if regions_only:
            merged = concat(parts)  # what the images show, nothing of the page's own text
        else:
            merged = merge_page(native, parts, full_page=full_page,
                                native_boxes=None if full_page else _visible_char_boxes(page))
        return {
            "index": index,
            "arrays": merged,
            "width": native.width,
            "height": native.height,
            "rotation": native.rotation,
            "display_matrix": native.display_matrix,
            "image_only": native.image_only,
            "image_rects": list(native.image_rects),
            "regions": [tuple(r) if r is not None else None for r in regions],
            "seconds": time.perf_counter() - t0,
            "cpu_seconds": time.process_time() - c0,
        }
    finally:
        doc.close()
