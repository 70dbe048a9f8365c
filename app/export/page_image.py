"""Pages rebuilt as a picture of themselves: the last remediation before a refusal.

Why: some pages hold text that a second reader reads but that MuPDF can neither
read nor place — a damaged content stream that the two parsers recover
differently, glyphs drawn at a negative size that a redaction box does not
remove. Masking by area cannot reach such text, and refusing the file leaves
the clerk with nothing. Such a page is replaced by MuPDF's rendering of the
untouched page with every box of the plan painted black into the picture (drawn
before redaction, so text a box would have displaced keeps its place): it looks
the same and carries no text, fonts or objects of the original any more. The text on it is no longer selectable; the
report names the pages.
"""

from __future__ import annotations

from typing import Iterable

import pymupdf

# Enough for an OCR check and a printed copy to read small print; an A4 page is
# about 1650 × 2340 pixels.
IMAGE_DPI = 200


def page_pictures(doc: pymupdf.Document, pages: Iterable[int]) -> dict[int, pymupdf.Pixmap]:
    """How MuPDF draws each page of ``pages`` (0-based) before redaction: drawn from the
    untouched page, so that text a box would have displaced or erased around it keeps its
    look; the boxes are painted into the picture afterwards."""
    return {pno: doc[pno].get_pixmap(dpi=IMAGE_DPI, annots=False, alpha=False)
            for pno in sorted(set(pages)) if 0 <= pno < doc.page_count}


def rebuild_pages_as_images(doc: pymupdf.Document, pictures: dict[int, pymupdf.Pixmap], applied) -> list[int]:
    """Replace each page of ``pictures`` by its picture with every rectangle ``applied``
    there painted black; the pages replaced, in order. The new page has the size and
    orientation shown, and nothing else: no text, font, image or object of the old one."""
    zoom = pymupdf.Matrix(IMAGE_DPI / 72, IMAGE_DPI / 72)
    done = []
    for pno, pix in sorted(pictures.items()):
        page = doc[pno]
        to_shown = page.rotation_matrix * zoom  # boxes are in unrotated page space
        for a in applied:
            if a.page == pno:
                box = (pymupdf.Rect(a.rect) * to_shown).irect & pix.irect
                if not box.is_empty:
                    pix.set_rect(box, (0, 0, 0))
        shown = page.rect  # the displayed size: rotation already applied
        picture = pymupdf.open()
        try:
            new = picture.new_page(width=shown.width, height=shown.height)
            new.insert_image(new.rect, pixmap=pix)
            doc.delete_page(pno)
            doc.insert_pdf(picture, start_at=pno, links=False, annots=False)
        finally:
            picture.close()
        done.append(pno)
    return done
