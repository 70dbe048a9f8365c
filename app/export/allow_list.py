"""Keep only the dictionary entries a reader needs to draw the pages.

Producers add private entries to pages, Form XObjects and images (PDFpen's
``/PDFpenDictionary`` holds the text of an overlay as an attributed string,
Illustrator's ``/PieceInfo`` a whole copy of the artwork, ``/Metadata`` an
XMP packet per image). Nothing shows them, every other tool can read them.
Rather than list what to remove, these dictionaries keep the entries of an
allow-list and lose the rest; unreachable objects are then dropped by the
save (``garbage=4``). Call after the redactions were applied.
"""

from __future__ import annotations

import re
from collections import Counter

import pymupdf

_STREAM_KEYS = {"Length", "Filter", "DecodeParms"}
_FORM_KEYS = _STREAM_KEYS | {"Type", "Subtype", "FormType", "BBox", "Matrix", "Resources", "Group", "OC"}
_IMAGE_KEYS = _STREAM_KEYS | {
    "Type", "Subtype", "Width", "Height", "ColorSpace", "BitsPerComponent", "Intent", "ImageMask", "Mask",
    "Decode", "Interpolate", "SMask", "SMaskInData", "Matte", "OC",
}
_PAGE_KEYS = {
    "Type", "Parent", "Resources", "MediaBox", "CropBox", "BleedBox", "TrimBox", "ArtBox", "Rotate", "Contents",
    "Group", "UserUnit",
}
# Fonts and their descriptors are kept whole for drawing, and the raw check does
# not read them (font names match words): what else they hold goes.
_FONT_KEYS = {
    "Type", "Subtype", "BaseFont", "FirstChar", "LastChar", "Widths", "FontDescriptor", "Encoding", "ToUnicode",
    "DescendantFonts", "CIDSystemInfo", "W", "W2", "DW", "DW2", "CIDToGIDMap", "FontBBox", "FontMatrix",
    "CharProcs", "Resources", "Name",
}
_FONT_DESCRIPTOR_KEYS = {
    "Type", "FontName", "FontFamily", "FontStretch", "FontWeight", "Flags", "FontBBox", "ItalicAngle", "Ascent",
    "Descent", "Leading", "CapHeight", "XHeight", "StemV", "StemH", "AvgWidth", "MaxWidth", "MissingWidth",
    "FontFile", "FontFile2", "FontFile3", "CharSet", "Style", "Lang", "FD", "CIDSet",
}
_CATALOG_KEYS = {"Type", "Pages", "Version", "Extensions", "OCProperties", "OutputIntents"}
_NAME = re.compile(r"/([A-Za-z0-9_.+-]+)")
_RESOURCE_KEYS = {"Font", "XObject", "ExtGState", "ColorSpace", "Pattern", "Shading", "ProcSet", "Properties"}


def _prune(pdf: pymupdf.Document, xref: int, keep: set[str], kind: str, dropped: Counter) -> None:
    for key in pdf.xref_get_keys(xref):
        if key not in keep and pdf.xref_get_key(xref, key)[0] != "null":
            pdf.xref_set_key(xref, key, "null")
            dropped["%s/%s" % (kind, key)] += 1


def _prune_resources(pdf: pymupdf.Document, owner: int, dropped: Counter) -> None:
    kind, value = pdf.xref_get_key(owner, "Resources")
    if kind == "xref":
        _prune(pdf, int(value.split()[0]), _RESOURCE_KEYS, "Resources", dropped)
    elif kind == "dict":
        # An inline dictionary has no xref to list its keys: every name in its
        # text is tried as a top-level key (nested names are not top-level: null).
        for name in set(_NAME.findall(value)):
            if name not in _RESOURCE_KEYS and pdf.xref_get_key(owner, "Resources/" + name)[0] != "null":
                pdf.xref_set_key(owner, "Resources/" + name, "null")
                dropped["Resources/%s" % name] += 1


def prune_to_allow_list(pdf: pymupdf.Document) -> Counter:
    """Drop every entry outside the allow-lists from the catalog (outlines,
    names, forms, structure, associated files…), pages, their resources, Form
    XObjects, images, fonts and font descriptors; the dropped keys, counted by
    owner kind."""
    dropped: Counter = Counter()
    _prune(pdf, pdf.pdf_catalog(), _CATALOG_KEYS, "Catalog", dropped)
    for page in pdf:
        _prune(pdf, page.xref, _PAGE_KEYS, "Page", dropped)
        _prune_resources(pdf, page.xref, dropped)
    for xref in range(1, pdf.xref_length()):
        if not pdf.xref_is_stream(xref):
            try:
                kind = pdf.xref_get_key(xref, "Type")[1]
            except Exception:  # a free or broken entry: nothing to prune
                continue
            if kind == "/Font":
                _prune(pdf, xref, _FONT_KEYS, "Font", dropped)
            elif kind == "/FontDescriptor":
                _prune(pdf, xref, _FONT_DESCRIPTOR_KEYS, "FontDescriptor", dropped)
            continue
        subtype = pdf.xref_get_key(xref, "Subtype")[1]
        if subtype == "/Form":
            _prune(pdf, xref, _FORM_KEYS, "Form", dropped)
            _prune_resources(pdf, xref, dropped)
        elif subtype == "/Image":
            _prune(pdf, xref, _IMAGE_KEYS, "Image", dropped)
    return dropped
