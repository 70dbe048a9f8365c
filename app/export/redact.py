"""Apply a RedactionPlan to a PyMuPDF document (true redaction, in memory).

Per page: every annotation, form widget and link is deleted first (a
FreeText note or a link can hold a name); each plan item becomes one
redaction rectangle per text line (see ``geometry``); MuPDF then removes the
text under them, blanks the pixels of images under them and keeps vector
graphics (table rules, logos) untouched. Pages masked whole lose all their
content. Call on the PyMuPDF thread only.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Sequence

import pymupdf

from app.export import geometry
from app.export.options import ExportOptions
from app.export.plan import RedactionPlan

Rect = tuple[float, float, float, float]

FILL = (0.0, 0.0, 0.0)
LABEL_COLOR = (1.0, 1.0, 1.0)
LABEL_FONT = "helv"
MIN_LABEL_SIZE = 4.0  # MuPDF does not write a replacement text below 4 pt


@dataclass(frozen=True)
class AppliedRect:
    """One rectangle actually redacted (the verifier checks each of them)."""

    page: int
    rect: Rect
    label: str  # kind, or "ZONE" / "PAGE" for masks
    text: str  # placeholder written in it ("" if none)
    target: int | None  # index in plan.targets (None for masks)
    line_box: Rect | None = None  # full character box of the redacted line part (collateral check)


def placeholder_for(label: str) -> str:
    return "[%s]" % label


@lru_cache(maxsize=256)
def _text_length(text: str) -> float:
    return pymupdf.get_text_length(text, fontname=LABEL_FONT, fontsize=1.0)


def _label_size(text: str, rect: Rect) -> float:
    w = rect[2] - rect[0]
    h = rect[3] - rect[1]
    per_pt = _text_length(text)
    if per_pt <= 0:
        return 0.0
    return round(min(h / 1.7, (w - 1.0) / per_pt), 1)  # insert_textbox needs ~1.67 × size


def _glyph_centres(page: pymupdf.Page, boxes: Sequence[Rect]) -> list[Rect]:
    """A tiny rectangle at the centre of every character whose centre lies in one of ``boxes``.

    An OCR box is the scan's pixels, padded: on a scan that keeps its own invisible text layer,
    MuPDF's removal of every glyph the box touches would take the layer's neighbouring words
    (a caption beside a number, the line under a name; the layer sits a few points off the
    pixels). The layer's glyphs of the value itself have their centres inside."""
    out: list[Rect] = []
    raw = page.get_text("rawdict", flags=pymupdf.TEXT_PRESERVE_WHITESPACE)
    for block in raw.get("blocks", ()):
        for line in block.get("lines", ()):
            for span in line.get("spans", ()):
                for ch in span.get("chars", ()):
                    x0, y0, x1, y1 = ch["bbox"]
                    cx, cy = (x0 + x1) / 2.0, (y0 + y1) / 2.0
                    if any(b[0] <= cx <= b[2] and b[1] <= cy <= b[3] for b in boxes):
                        out.append((cx - 0.05, cy - 0.05, cx + 0.05, cy + 0.05))
    return out


def _apply_boxes(page: pymupdf.Page, boxes: Sequence[tuple[Rect, str, float]], images: int, graphics: int,
                 pixels_only: frozenset[int] = frozenset()) -> None:
    """Redact ``boxes`` (rectangle, placeholder, its size) on ``page``: black
    fill, text under them removed, placeholder written in white.

    What ``add_redact_annot`` + ``apply_redactions`` do, without their cost per
    annotation (each new one lists every annotation of the page for a unique id,
    and applying loads each one back): measured at two thirds of the redaction
    time on pages with many values. The redaction itself is MuPDF's
    ``pdf_redact_page``, as there; rectangles are in unrotated page space, so
    the page is unrotated while the annotations are made and the boxes drawn.
    ``pixels_only``: the indices of OCR boxes, whose pixels are blanked in a
    second pass that removes no text; the first removes the characters
    centred in them (``_glyph_centres``).
    """
    from pymupdf import mupdf

    rotation = page.rotation
    if rotation:
        page.set_rotation(0)
    try:
        pdf_page = page._pdf_page()
        ocr = [r for i, (r, _t, _s) in enumerate(boxes) if i in pixels_only]
        first = [r for i, (r, _t, _s) in enumerate(boxes) if i not in pixels_only]
        passes = [(first + (_glyph_centres(page, ocr) if ocr else []), pymupdf.PDF_REDACT_TEXT_REMOVE)]
        if ocr:
            passes.append((ocr, pymupdf.PDF_REDACT_TEXT_NONE))
        for rects, text_mode in passes:
            if not rects:
                continue
            for r in rects:
                annot = mupdf.pdf_create_annot(pdf_page, mupdf.PDF_ANNOT_REDACT)
                mupdf.pdf_set_annot_rect(annot, mupdf.FzRect(*r))
            if not page._apply_redactions(text_mode, images, graphics):
                raise ValueError("redaction failed")
        shape = page.new_shape()
        for r, _text, _size in boxes:
            shape.draw_rect(pymupdf.Rect(r))
            shape.finish(fill=FILL, color=FILL)
        for r, text, size in boxes:
            rc = -1.0
            while text and rc < 0 and size >= MIN_LABEL_SIZE:  # as apply_redactions: smaller until it fits
                rc = shape.insert_textbox(_centred(r, size), text, fontname=LABEL_FONT, fontsize=size,
                                          color=LABEL_COLOR, align=pymupdf.TEXT_ALIGN_CENTER)
                size -= 0.5
        shape.commit()
    finally:
        if rotation:
            page.set_rotation(rotation)


def _centred(r: Rect, size: float) -> pymupdf.Rect:
    """The part of ``r`` a one-line placeholder is centred in vertically."""
    rect = pymupdf.Rect(r)
    h = size * 1.7  # what insert_textbox needs for one line
    if h >= rect.height:
        return rect
    y0 = (rect.y0 + rect.y1 - h) / 2
    return pymupdf.Rect(rect.x0, y0, rect.x1, rect.y1)


UNREADABLE_REDACTION = ("une zone de caviardage déjà présente dans le fichier est illisible et ne peut pas "
                        "être appliquée. Aucun fichier écrit.")


class UnreadableRedaction(Exception):
    """An input redaction annotation MuPDF cannot load: its area is unknown, so the
    export stops rather than drop it (``str()`` is French, page only)."""


def clear_annotations(page: pymupdf.Page) -> list[Rect]:
    """Delete every widget, link and non-redaction annotation of the page.

    Redaction annotations already in the input (someone marked an area to
    remove) are kept, applied with ours, and returned as rectangles.
    """
    try:
        for w in list(page.widgets()):
            page.delete_widget(w)
    except Exception:  # a widget MuPDF cannot load: the /Annots rewrite below drops it
        pass
    kept: list[Rect] = []
    keep_xrefs: list[int] = []
    doomed: list[int] = []
    for xref, kind, _ident in page.annot_xrefs():  # listed without loading: some cannot be loaded
        if kind == pymupdf.PDF_ANNOT_REDACT:
            try:
                r = page.load_annot(xref).rect
            except Exception:  # someone marked an area MuPDF cannot read: never drop it unapplied
                raise UnreadableRedaction("page %d : %s" % (page.number + 1, UNREADABLE_REDACTION)) from None
            kept.append((r.x0, r.y0, r.x1, r.y1))
            keep_xrefs.append(xref)
        else:
            doomed.append(xref)
    for xref in doomed:
        try:
            annot = page.load_annot(xref)
        except Exception:  # not this page's after all, or already gone with its parent (a popup)
            continue
        if annot is not None:
            page.delete_annot(annot)
    try:
        for link in page.get_links():
            page.delete_link(link)
    except Exception:
        pass
    _keep_only_annots(page, keep_xrefs)
    return kept


def _keep_only_annots(page: pymupdf.Page, xrefs: list[int]) -> None:
    """Whatever the API could not delete (annotations of odd producers, shared
    or dangling entries) goes too: the page's /Annots keeps only ``xrefs``."""
    page.parent.xref_set_key(page.xref, "Annots", "[%s]" % " ".join("%d 0 R" % x for x in xrefs) if xrefs else "null")


def redact_document(pdf: pymupdf.Document, plan: RedactionPlan, pages: Sequence, options: ExportOptions) -> list[AppliedRect]:
    """Redact ``pdf`` in place following ``plan``; returns the rectangles applied."""
    applied: list[AppliedRect] = []
    by_page: dict[int, list] = {}
    for i, it in enumerate(plan.items):
        if options.test_skip_item is not None and i == options.test_skip_item:
            continue  # test hook: leave one item unredacted on purpose
        by_page.setdefault(it.page, []).append(it)
    areas_by_page: dict[int, list] = {}
    for a in plan.areas:
        areas_by_page.setdefault(a.page, []).append(a)

    for pno in range(pdf.page_count):
        page = pdf[pno]
        existing = clear_annotations(page)
        items = by_page.get(pno, [])
        areas = areas_by_page.get(pno, [])
        if not items and not areas and not existing:
            continue
        whole = any(a.whole_page for a in areas)
        if whole:
            full = page.rect * page.derotation_matrix
            r = (full.x0, full.y0, full.x1, full.y1)
            page.add_redact_annot(pymupdf.Rect(r), fill=FILL, cross_out=False)
            applied.append(AppliedRect(pno, r, "PAGE", "", None))
            page.apply_redactions(
                images=pymupdf.PDF_REDACT_IMAGE_REMOVE,
                graphics=pymupdf.PDF_REDACT_LINE_ART_REMOVE_IF_TOUCHED,
                text=pymupdf.PDF_REDACT_TEXT_REMOVE,
            )
            continue
        pt = pages[pno]
        ranges = []
        if items:
            merged: list[list] = []
            for it in sorted(items, key=lambda it: (it.span.start, it.span.end)):
                s, e = it.span.start, it.span.end
                if merged and merged[-1][2] == it.label and s >= merged[-1][1]:
                    gap = pt.text[merged[-1][1]:s]
                    if gap.strip() == "" and "\n" not in gap:
                        merged[-1][1] = e
                        continue
                merged.append([s, e, it.label, it.target])
            ranges = merged
        boxes: list[tuple[Rect, str, float]] = []
        ocr_boxes: set[int] = set()
        ocr_mask = getattr(pt, "ocr_mask", None)
        for s, e, label, target in ranges:
            read_by_ocr = ocr_mask is not None and bool(ocr_mask[s:e].any())
            for r, full in geometry.line_boxes(pt, s, e, thin=pno in plan.thin_pages):
                if read_by_ocr:
                    ocr_boxes.add(len(boxes))
                text, size = "", 0.0
                if options.placeholder == "label":
                    text = placeholder_for(label)
                    size = _label_size(text, r)
                    if size < MIN_LABEL_SIZE:
                        text, size = "", 0.0
                boxes.append((r, text, size))
                applied.append(AppliedRect(pno, r, label, text, target, full))
        for r in existing:  # already an annotation on the page: applied below, filled black like ours
            boxes.append((r, "", 0.0))
            applied.append(AppliedRect(pno, r, "ZONE", "", None))
        for a in areas:
            if a.rect is None:
                continue
            boxes.append((tuple(a.rect), "", 0.0))
            applied.append(AppliedRect(pno, tuple(a.rect), "ZONE", "", None))
        _apply_boxes(
            page, boxes, images=pymupdf.PDF_REDACT_IMAGE_PIXELS,
            # Manual zones may hold a drawn signature: remove drawings fully
            # inside them; otherwise keep every vector graphic.
            graphics=pymupdf.PDF_REDACT_LINE_ART_REMOVE_IF_COVERED if (areas or existing) else pymupdf.PDF_REDACT_LINE_ART_NONE,
            pixels_only=frozenset(ocr_boxes),
        )
    return applied
