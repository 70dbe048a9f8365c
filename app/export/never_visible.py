"""Remove text a reader never sees but other tools extract.

Three places MuPDF's own extraction leaves out (so detection never looks
there) while pdftotext and pypdf read them:

- text in an optional-content layer switched off by default (a hidden
  "Calque" holding a name);
- text entirely clipped away (drawn inside a clipping path of no area, or
  outside it);
- text drawn at a size of zero (invisible, extracted letter by letter).

Whatever it says, it is removed (text only: drawings and images stay). Layers
are found from MuPDF's trace of what the page draws (every glyph with its
layer); clipped and zero-size text by comparing two extractions of the page,
one honouring clipping paths and one not.
"""

from __future__ import annotations

import re

import pymupdf

Rect = tuple[float, float, float, float]
_MIN_SIZE = 0.5  # points: a glyph smaller than this is not legible on any screen or paper


def hidden_layer_text(source: bytes) -> dict[int, list[Rect]]:
    """Boxes of the text spans in layers that are off by default, page by page."""
    doc = pymupdf.open(stream=source, filetype="pdf")
    try:
        from app.export.optional_content import hidden_ocgs

        ocgs = doc.get_ocgs()
        off = {ocgs[x].get("name") for x in hidden_ocgs(doc)}
        if not off:
            return {}
        doc.set_layer(-1, on=list(ocgs), off=[])
        shown = pymupdf.open(stream=doc.tobytes(), filetype="pdf")  # a fresh open draws the new states
    finally:
        doc.close()
    out: dict[int, list[Rect]] = {}
    try:
        for page in shown:
            for sp in page.get_texttrace():
                if sp.get("layer") in off and sp.get("chars"):
                    out.setdefault(page.number, []).append(tuple(sp["bbox"]))
    finally:
        shown.close()
    return out


_CLIP = re.compile(rb"(?:^|\s)W\*?\s+n(?:\s|$)")
_ZERO_SIZE = re.compile(rb"(?<![\d.])[-+]?0*\.?0*\s+Tf(?:\s|$)|/Font\s*\[")


def may_hide_text(page: pymupdf.Page, data: bytes | None = None) -> bool:
    """Whether the page can draw text no one sees: a clipping path, a size of
    zero (in ``Tf`` or an ExtGState font), or a Form XObject (checked inside).
    ``data``: the page's content, when the caller has read it."""
    data = page.read_contents() if data is None else data
    if _CLIP.search(data) or _ZERO_SIZE.search(data):
        return True
    if b" gs" in data or b"/GS" in data:
        kind, value = page.parent.xref_get_key(page.xref, "Resources/ExtGState")
        if kind != "null":
            return True  # an ExtGState may set the font (and its size): look
    return bool(page.get_xobjects())


def never_visible_boxes(page: pymupdf.Page, words: list | None = None) -> list[Rect]:
    """Boxes of the page's words that are clipped away or drawn at size zero.

    MuPDF's extraction honours clipping paths unless told not to: the words
    of a second extraction that ignores them, missing from the page's own
    (``words``, clip honoured, when the caller has them), are the clipped
    ones — the same engine reads both, so alternate texts, right-to-left
    scripts and unmapped glyphs compare alike. Glyphs of size zero are in no
    word list: the page's trace gives them. Cost: one more word extraction
    (~2 ms), only on pages ``may_hide_text`` picks, on the input copy, once.
    """
    data = page.read_contents()
    if not may_hide_text(page, data):
        return []
    if words is None:
        words = page.get_text("words")
    out: list[Rect] = []
    if _ZERO_SIZE.search(data) or b" gs" in data:
        # glyphs of size zero are in no word list: the trace has them, with their size
        for sp in page.get_texttrace():
            if sp.get("size", 1.0) < _MIN_SIZE:
                for ch in sp.get("chars", ()):
                    if ch[0] > 32:
                        x, y = ch[2]
                        out.append((x - 1.0, y - 1.0, x + 1.0, y + 1.0))
    every = page.get_text("words", flags=pymupdf.TEXTFLAGS_WORDS & ~pymupdf.TEXT_MEDIABOX_CLIP)
    if len(every) == len(words):
        return out
    shown = {(w[4], round(w[0]), round(w[1])) for w in words}
    for w in every:
        x0, y0, x1, y1, text = w[:5]
        if y1 - y0 < _MIN_SIZE or x1 - x0 < 0.01:
            if text.strip():
                out.append((x0 - 1.0, y0 - 1.0, x1 + 1.0, y1 + 1.0))
            continue
        rx, ry = round(x0), round(y0)
        if not any((text, rx + dx, ry + dy) in shown for dx in (0, -1, 1) for dy in (0, -1, 1)):
            out.append((x0, y0, x1, y1))
    return out


def remove_text_in(page: pymupdf.Page, boxes: list[Rect]) -> int:
    """Remove the text under ``boxes`` (text only); how many boxes."""
    boxes = [b for b in boxes if b[2] > b[0] and b[3] > b[1]]
    if not boxes:
        return 0
    for b in boxes:
        page.add_redact_annot(pymupdf.Rect(b), fill=False, cross_out=False)
    page.apply_redactions(
        images=pymupdf.PDF_REDACT_IMAGE_NONE, graphics=pymupdf.PDF_REDACT_LINE_ART_NONE, text=pymupdf.PDF_REDACT_TEXT_REMOVE
    )
    return len(boxes)
