"""Remove everything besides the page content that could carry a name.

PyMuPDF's ``Document.scrub()`` clears metadata, XMP, embedded files, links,
JavaScript, form fields and hidden text (render mode 3) but not the outline
(measured): we also empty the outline, page labels, the catalog's name
trees, open actions, AcroForm, the structure tree (its /Alt and
/ActualText entries repeat the text) and per-page actions, thumbnails and
private data. Call after the redactions were applied.
"""

from __future__ import annotations

import pymupdf

_CATALOG_KEYS = (
    "Outlines", "Names", "OpenAction", "AA", "AcroForm", "PageLabels", "StructTreeRoot",
    "MarkInfo", "Metadata", "Threads", "SpiderInfo", "PieceInfo", "URI", "Dests", "Collection",
    "Perms", "Legal", "Lang", "PageMode",
)
_PAGE_KEYS = ("AA", "Thumb", "PieceInfo", "Metadata", "StructParents", "B", "Annots", "Tabs")


def scrub_document(pdf: pymupdf.Document) -> None:
    pdf.set_toc([])
    try:
        pdf.set_page_labels([])
    except Exception:  # no labels defined: nothing to remove
        pass
    for name in pdf.embfile_names():
        pdf.embfile_del(name)
    pdf.scrub(
        attached_files=True,
        clean_pages=True,
        embedded_files=True,
        hidden_text=True,
        # The per-object JavaScript/XMP sweep costs ~1 ms per object: instead
        # the catalog's and pages' action and metadata entries are removed
        # below, which leaves such objects unreachable, and garbage=4 drops them.
        javascript=False,
        metadata=True,
        redactions=False,  # already applied with our own settings
        remove_links=True,
        reset_fields=True,
        reset_responses=True,
        thumbnails=True,
        xml_metadata=False,
    )
    cat = pdf.pdf_catalog()
    for key in _CATALOG_KEYS:
        if pdf.xref_get_key(cat, key)[0] != "null":
            pdf.xref_set_key(cat, key, "null")
    for page in pdf:
        for key in _PAGE_KEYS:
            if pdf.xref_get_key(page.xref, key)[0] != "null":
                pdf.xref_set_key(page.xref, key, "null")
    pdf.set_metadata({})
    pdf.del_xml_metadata()


def save_bytes(pdf: pymupdf.Document) -> bytes:
    """Serialize with unused objects dropped, streams compressed and cleaned."""
    return pdf.tobytes(garbage=4, deflate=True, clean=True, no_new_id=True)
