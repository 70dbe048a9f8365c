"""Remove text a reader never sees but other tools extract.

Three places MuPDF's own extraction leaves out (so detection never looks
there) while pdftotext and pypdf read them:

- text in an optional-content layer switched off by default (a hidden
  "Calque" holding a name);
- text entirely clipped away (drawn inside a clipping path of no area, or
  outside it);
- text drawn at a size of zero (invisible, extracted letter by letter).

Whatever it says, it is removed (text only: drawings and images stay). It is
found from MuPDF's trace of what the page draws, which lists every glyph
with its layer and size, clipped or not, compared with what extraction shows.
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
        ocgs = doc.get_ocgs()
        off = {v.get("name") for v in ocgs.values() if not v.get("on")}
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


def may_hide_text(page: pymupdf.Page) -> bool:
    """Whether the page can draw text no one sees: a clipping path, a size of
    zero (in ``Tf`` or an ExtGState font), or a Form XObject (checked inside)."""
    data = page.read_contents()
    if _CLIP.search(data) or _ZERO_SIZE.search(data):
        return True
    if b" gs" in data or b"/GS" in data:
        kind, value = page.parent.xref_get_key(page.xref, "Resources/ExtGState")
        if kind != "null":
            return True  # an ExtGState may set the font (and its size): look
    return bool(page.get_xobjects())


def never_visible_boxes(page: pymupdf.Page, words: list | None = None) -> list[Rect]:
    """Boxes of the page's spans that are clipped away entirely or drawn at size zero.

    ``words``: the page's extracted words (``get_text("words")``, clip honoured),
    when the caller has them. A traced span no extracted word sits in was never
    shown. Cost: one trace of the page (~2 ms), done on the input copy once.
    """
    import numpy as np

    if not may_hide_text(page):
        return []
    trace = [sp for sp in page.get_texttrace() if sp.get("type") != 3 and sp.get("chars")]  # mode 3: scrub's own
    if not trace:
        return []
    if words is None:
        words = page.get_text("words")
    W = np.asarray([w[:4] for w in words], dtype=np.float64).reshape(-1, 4)
    cx, cy = (W[:, 0] + W[:, 2]) / 2, (W[:, 1] + W[:, 3]) / 2
    out: list[Rect] = []
    for sp in trace:
        if sp.get("size", 1.0) < _MIN_SIZE:
            for ch in sp["chars"]:
                x, y = ch[2]
                out.append((x - 1.0, y - 1.0, x + 1.0, y + 1.0))
            continue
        x0, y0, x1, y1 = sp["bbox"]
        if not ((cx >= x0 - 1) & (cx <= x1 + 1) & (cy >= y0 - 1) & (cy <= y1 + 1)).any():
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
