"""Family 'majorsilence': Majorsilence.Pdf (.NET, NativeAOT library in the PyPI wheel majorsilence-pdf).

Body paragraphs and table cells go through the engine's own word wrap (draw_textbox); page 1's
body is laid out in TWO COLUMNS (left column = first half of the paragraphs); the running header
is drawn with draw_text on every page. DejaVu Sans / Sans Bold embedded whole as CID TrueType.
"""
from __future__ import annotations

import majorsilence_pdf as m

from .layout import FONTS, H, W

_LIB = None


def render(job: dict, out: str) -> None:
    global _LIB
    if _LIB is None:
        _LIB = m.load_bundled_library()
    lib = _LIB
    doc = m.PdfDocument(lib)
    meta = job.get("meta") or {}
    if meta.get("title"):
        doc.set_title(meta["title"])
    doc.set_author(meta.get("author", ""))
    styles = {}

    def st(size, bold):
        k = (size, bold)
        if k not in styles:
            s = m.PdfStyle(lib)
            s.set_font_file(FONTS["dvsb" if bold else "dvs"])
            s.set_size(size)
            styles[k] = s
        return styles[k]

    for page in job["pages"]:
        c = doc.add_page(W, H)
        for b in page["blocks"]:
            t = b["t"]
            if t == "text":
                c.draw_text(b["s"], b["x"], b["y"], st(b["size"], b["bold"]))
            elif t in ("para", "cell"):
                pad = b.get("pad", 0.0)
                x, y, w = b["x"] + pad, b["y"] + pad, b["w"] - 2 * pad
                h = len(b["lines"]) * b["size"] * 1.2 + b["size"] * 1.5
                if t == "cell":
                    c.draw_rect(b["x"], b["y"], b["w"], b["h"], None, (90, 90, 90), 0.5)
                n = c.draw_textbox(b["s"], x, y, w, h, st(b["size"], b["bold"]))
                if n < len(b["s"]):
                    raise RuntimeError("textbox overflow: %r" % b["s"][n:])
            elif t == "rule":
                c.draw_line(b["x1"], b["y"], b["x2"], b["y"], 120, 120, 120, 0.6)
        c.close()
    doc.save(out)
