"""Remove everything besides the page content that could carry a name.

PyMuPDF's ``Document.scrub()`` clears metadata, XMP, embedded files, links,
JavaScript, form fields and hidden text (render mode 3) but not the outline
(measured): we also empty the outline and page labels, remove invisible and
off-page text and the alternate texts of marked content (``alt_text``), and
keep only allow-listed entries in the catalog, pages, resources, Form
XObjects and images (``allow_list``: structure tree, name trees, actions,
associated files, thumbnails and private data go). Call after the
redactions were applied.
"""

from __future__ import annotations

import pymupdf

from app.export.default_colour import name_default_colour_spaces


def _says_something(span: dict) -> bool:
    """Whether a traced span holds a character other than white space (an OCR layer's
    leftover spaces, whose boxes may reach off the page, carry nothing)."""
    return any(not chr(c[0]).isspace() for c in span.get("chars", ()))


def may_hide_text(page: pymupdf.Page) -> bool:
    """Whether the page may draw invisible text: its own stream or one of the Form XObjects it
    draws (OCRmyPDF puts its OCR layer in one) sets render mode 3. A cheap byte test, so the
    trace runs only on such pages, not on every page with a logo."""
    if b"3 Tr" in page.read_contents():
        return True
    doc = page.parent
    return any(b"3 Tr" in (doc.xref_stream(x[0]) or b"") for x in page.get_xobjects())


def type3_fonts(page: pymupdf.Page) -> set[str]:
    """Names (subset prefix dropped) of the page's Type 3 fonts, its Form XObjects' included.
    MuPDF traces their text as not drawn (the glyph procedures paint, not the text), so a
    matplotlib chart's labels would read as invisible: they are not."""
    # (one without a /BaseFont, as Chromium's Skia writes them, MuPDF names "Unnamed-T3")
    return {f[3].split("+", 1)[-1] or "Unnamed-T3" for f in page.get_fonts(full=True) if f[2] == "Type3"}


def is_hidden_span(sp: dict, type3: set[str]) -> bool:
    """A traced span drawn in render mode 3 (no fill, no stroke), holding more than spaces."""
    return sp.get("type") == 3 and sp.get("font") not in type3 and _says_something(sp)


# Share of the page an image must cover for the invisible text over it to be the scan's OCR layer.
_SCAN_SHARE = 0.5


def scan_images(page: pymupdf.Page) -> list[pymupdf.Rect]:
    """Boxes of the images that cover half the page or more: a scanned sheet."""
    area = abs(page.rect) or 1.0
    return [r for r in (pymupdf.Rect(i["bbox"]) & page.rect for i in page.get_image_info()) if abs(r) >= _SCAN_SHARE * area]


def over_scan(bbox, scans: list[pymupdf.Rect]) -> bool:
    """Whether an invisible span lies on a scanned sheet: the OCR layer that makes the scan
    searchable (as OCRmyPDF or a scanner writes it), read and detected like any text and
    redacted with the image under it; what it says the page shows."""
    x0, y0, x1, y1 = bbox
    return any(r.x0 - 1 <= x0 and r.y0 - 1 <= y0 and x1 <= r.x1 + 1 and y1 <= r.y1 + 1 for r in scans)


def _hidden_spans(page: pymupdf.Page, trace: list) -> list[tuple[float, float, float, float]]:
    """Boxes of the invisible spans that hold more than spaces and lie on no scanned sheet."""
    type3 = type3_fonts(page)
    hidden = [tuple(sp["bbox"]) for sp in trace if is_hidden_span(sp, type3)]
    scans = scan_images(page) if hidden else []
    return [b for b in hidden if not over_scan(b, scans)] if scans else hidden


def hidden_text_boxes(page: pymupdf.Page) -> list[tuple[float, float, float, float]]:
    """Boxes of invisible text spans (render mode 3) holding more than spaces, a scan's OCR
    layer left out."""
    if not may_hide_text(page):
        return []
    return _hidden_spans(page, page.get_texttrace())


def remove_hidden_text(page: pymupdf.Page) -> int:
    """Redact invisible text spans (text only: images and drawings stay), except the OCR
    layer of a scanned sheet: the redaction removed its words under the boxes, and the rest
    keeps the scan searchable.

    PyMuPDF's ``scrub(hidden_text=True)`` expects one operator per line,
    which MuPDF 1.26's cleaned streams no longer have (measured: the
    invisible text survived). An invisible span that no visible text touches
    (the OCR layer of a searchable scan) is removed on its whole box; one
    that overlaps visible text only on a band of half its height around its
    middle, so visible neighbours are not touched. Verification checks that
    no invisible text is left.
    """
    if not may_hide_text(page):
        return 0
    trace = page.get_texttrace()
    type3 = type3_fonts(page)
    hidden = _hidden_spans(page, trace)
    visible = [tuple(sp["bbox"]) for sp in trace if sp.get("type") != 3 or sp.get("font") in type3]
    def touches(b) -> bool:
        return any(v[0] < b[2] and b[0] < v[2] and v[1] < b[3] and b[1] < v[3] for v in visible)

    for x0, y0, x1, y1 in hidden:
        h = y1 - y0
        # an invisible span alone is removed on its box grown by a point when no visible text is
        # that close: OCR layers give some characters a box of a point or less (a colon), which a
        # redaction of that exact box missed
        grown = (x0 - 1, y0 - 1, x1 + 1, y1 + 1)
        r = (x0, y0 + h / 4, x1, y1 - h / 4) if touches((x0, y0, x1, y1)) else (x0, y0, x1, y1) if touches(grown) else grown
        page.add_redact_annot(pymupdf.Rect(r), fill=False, cross_out=False)
    if hidden:
        page.apply_redactions(
            images=pymupdf.PDF_REDACT_IMAGE_NONE, graphics=pymupdf.PDF_REDACT_LINE_ART_NONE, text=pymupdf.PDF_REDACT_TEXT_REMOVE
        )
    return len(hidden)


# Points a text box may reach past the left or right page edge before its end counts as
# off the page: a glyph's box is wider than its ink (side bearings), and letters set
# flush with the edge are visible.
_EDGE_SLACK = 2.0


def _chars_past_edge(page: pymupdf.Page, vis: pymupdf.Rect) -> bool:
    """Whether a character other than a blank starts past the left or right page edge (its
    origin, not its box: a font without metrics gives boxes wider than the page)."""
    flags = pymupdf.TEXTFLAGS_RAWDICT & ~pymupdf.TEXT_MEDIABOX_CLIP
    for block in page.get_text("rawdict", flags=flags, clip=pymupdf.INFINITE_RECT()).get("blocks", ()):
        for line in block.get("lines", ()):
            for span in line.get("spans", ()):
                for ch in span.get("chars", ()):
                    x = ch["origin"][0]
                    if (x > vis.x1 + _EDGE_SLACK or x < vis.x0 - _EDGE_SLACK) and not ch["c"].isspace():
                        return True
    return False


def remove_offpage_text(page: pymupdf.Page) -> bool:
    """Remove text drawn outside the visible page box (invisible to a reader,
    not in the page text, so never detected — yet extractable): whole text objects off
    the page, and the end of a line that runs on past the left or right edge (a writer
    whose font widths are too wide for the page: "… Sa mère, Anne-Sophie DA COSTA, née"
    shows, the rest of the line lies past the edge). A glyph the edge cuts goes with it."""
    vis = page.rect * page.derotation_matrix
    outside = False
    for kind, b in page.get_bboxlog():  # cheaper than a text extraction
        if not kind.endswith("-text"):
            continue
        cx, cy = (b[0] + b[2]) / 2, (b[1] + b[3]) / 2
        if not (vis.x0 <= cx <= vis.x1 and vis.y0 <= cy <= vis.y1):
            outside = True
            break
        if vis.y0 <= cy <= vis.y1 and (b[2] > vis.x1 + _EDGE_SLACK or b[0] < vis.x0 - _EDGE_SLACK):
            outside = None  # a box past the edge: its characters tell (a font's box may be too wide)
    if outside is None:
        outside = _chars_past_edge(page, vis)
    if not outside:
        return False
    big = 1e5
    for r in ((-big, -big, big, vis.y0), (-big, vis.y1, big, big), (-big, vis.y0, vis.x0, vis.y1), (vis.x1, vis.y0, big, vis.y1)):
        page.add_redact_annot(pymupdf.Rect(r), fill=False, cross_out=False)
    page.apply_redactions(
        images=pymupdf.PDF_REDACT_IMAGE_NONE, graphics=pymupdf.PDF_REDACT_LINE_ART_NONE, text=pymupdf.PDF_REDACT_TEXT_REMOVE
    )
    return True


def scrub_document(pdf: pymupdf.Document, hidden_layers: dict | None = None, never_shown: dict | None = None) -> dict[str, int]:
    """Everything removed besides the redactions, as counts by structure name
    (for the report: names and counts, never values). ``hidden_layers``: page →
    boxes of text in layers off by default (``never_visible.hidden_layer_text``
    on the input's bytes); ``never_shown``: page → boxes of text clipped away or
    of size zero (``never_visible.never_visible_boxes`` on the input copy)."""
    from app.export.allow_list import prune_to_allow_list
    from app.export.alt_text import remove_alternate_texts
    from app.export.image_metadata import strip_image_metadata
    from app.export.never_visible import remove_text_in
    from app.export.optional_content import flatten_optional_content

    dropped: dict[str, int] = {}

    def count(name: str, n: int) -> None:
        if n:
            dropped[name] = dropped.get(name, 0) + int(n)

    name_default_colour_spaces(pdf)  # the removals below rewrite content and would drop them
    for page in pdf:
        count("invisible_text_spans", remove_hidden_text(page))
        count("offpage_text_pages", remove_offpage_text(page))
        count("never_visible_text_spans", remove_text_in(page, list((never_shown or {}).get(page.number, ()))))
    if hidden_layers:
        # Redaction passes the content of a hidden layer through untouched: every
        # layer is shown while its text is removed, then the default states come back.
        ocgs = pdf.get_ocgs()
        state = pdf.get_layer(-1)
        pdf.set_layer(-1, on=list(ocgs), off=[])
        try:
            for pno, boxes in hidden_layers.items():
                if pno < pdf.page_count:
                    count("hidden_layer_text_spans", remove_text_in(pdf[pno], list(boxes)))
        finally:
            pdf.set_layer(-1, on=state.get("on", []), off=state.get("off", []))
    for key, n in flatten_optional_content(pdf).items():
        count(key, n)
    count("outline_entries", len(pdf.get_toc(simple=True)))
    pdf.set_toc([])
    try:
        pdf.set_page_labels([])
    except Exception:  # no labels defined: nothing to remove
        pass
    names = pdf.embfile_names()
    count("attachments", len(names))
    for name in names:
        pdf.embfile_del(name)
    name_default_colour_spaces(pdf)  # the cleaning below would drop them
    _pymupdf_scrub(pdf)
    count("alternate_texts", remove_alternate_texts(pdf))
    for key, n in prune_to_allow_list(pdf).items():
        count(key, n)
    count("jpeg_metadata_images", strip_image_metadata(pdf))
    _strip_entries(pdf)
    return dropped


def _pymupdf_scrub(pdf: pymupdf.Document) -> None:
    pdf.scrub(
        attached_files=True,
        clean_pages=True,
        embedded_files=True,
        hidden_text=False,  # done above: its line-based filter misses MuPDF 1.26 streams
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


def _strip_entries(pdf: pymupdf.Document) -> None:
    pdf.set_metadata({})
    if pdf.xref_get_key(-1, "Info")[0] != "null":  # an Info dictionary inline in the trailer survives set_metadata
        pdf.xref_set_key(-1, "Info", "null")
    pdf.del_xml_metadata()


def save_bytes(pdf: pymupdf.Document) -> bytes:
    """Serialize with unused objects dropped, streams compressed and cleaned."""
    name_default_colour_spaces(pdf)
    return pdf.tobytes(garbage=4, deflate=True, clean=True, no_new_id=True)
