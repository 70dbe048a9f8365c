"""Family 1 renderer: PDFium (PyPI pypdfium2) page objects, with a small table/flow layout written here.

PDFium embeds the whole TrueType font (no subset) and writes a classic xref table; the Info /Title
is then added by an incremental update appended by hand (PDFium has no API for it).
"""

from __future__ import annotations

import ctypes
import re

LATO = "/usr/share/fonts/truetype/lato/"
FILES = {"r": LATO + "Lato-Regular.ttf", "b": LATO + "Lato-Bold.ttf"}
NAVY, GRAY, BORDER = (29, 53, 87), (85, 85, 85), (122, 140, 163)
_METRICS: dict = {}


def _metrics(key):
    if key not in _METRICS:
        from fontTools.ttLib import TTFont
        f = TTFont(FILES[key])
        cmap, hm, upm = f.getBestCmap(), f["hmtx"], f["head"].unitsPerEm
        _METRICS[key] = (cmap, hm, upm)
    return _METRICS[key]


def width(s: str, size: float, key: str = "r") -> float:
    cmap, hm, upm = _metrics(key)
    return sum(hm[cmap[ord(c)]][0] if ord(c) in cmap else 500 for c in s) * size / upm


def wrap(s: str, size: float, maxw: float, key: str = "r") -> list[str]:
    lines, cur = [], ""
    for w in s.split(" "):
        cand = w if not cur else cur + " " + w
        if cur and width(cand, size, key) > maxw:
            lines.append(cur)
            cur = w
        else:
            cur = cand
    return lines + [cur]


class Painter:
    def __init__(self, pdf, page, fonts):
        import pypdfium2.raw as R
        self.R, self.pdf, self.page, self.fonts = R, pdf, page, fonts

    def text(self, s, x, y, size, key="r", color=(0, 0, 0)):
        R = self.R
        obj = R.FPDFPageObj_CreateTextObj(self.pdf.raw, self.fonts[key], size)
        buf = ctypes.create_string_buffer((s + "\0").encode("utf-16-le"))
        R.FPDFText_SetText(obj, ctypes.cast(buf, ctypes.POINTER(R.FPDF_WCHAR)))
        R.FPDFPageObj_SetFillColor(obj, *color, 255)
        R.FPDFPageObj_Transform(obj, 1, 0, 0, 1, x, y)
        R.FPDFPage_InsertObject(self.page.raw, obj)

    def rect(self, x, y, w, h, fill=None, stroke=None):
        R = self.R
        r = R.FPDFPageObj_CreateNewRect(x, y, w, h)
        if fill:
            R.FPDFPageObj_SetFillColor(r, *fill, 255)
        if stroke:
            R.FPDFPageObj_SetStrokeColor(r, *stroke, 255)
            R.FPDFPageObj_SetStrokeWidth(r, 0.5)
        R.FPDFPath_SetDrawMode(r, 1 if fill else 0, bool(stroke))
        R.FPDFPage_InsertObject(self.page.raw, r)


def _kv(pt, b, x, y, w, draw=True):
    """Boxed two-column table with a title bar; returns its height."""
    lw = w * 0.28
    rows = [(wrap(k, 7.5, lw - 4, "b"), wrap(v, 7.5, w - lw - 4)) for k, v in b["rows"]]
    heights = [max(len(a), len(c)) * 9.2 + 3 for a, c in rows]
    total = 13 + sum(heights)
    if not draw:
        return total
    pt.rect(x, y - 13, w, 13, fill=NAVY)
    pt.text(b["title"], x + 3, y - 10, 9, "b", (255, 255, 255))
    yy = y - 13
    for (a, c), h in zip(rows, heights):
        pt.rect(x, yy - h, lw, h, fill=(241, 244, 248))
        pt.rect(x, yy - h, w, h, stroke=BORDER)
        for i, line in enumerate(a):
            pt.text(line, x + 2, yy - 8.5 - i * 9.2, 7.5, "b")
        for i, line in enumerate(c):
            pt.text(line, x + lw + 2, yy - 8.5 - i * 9.2, 7.5)
        yy -= h
    return total


def _table(pt, b, x, y, w):
    ws = [w * p / 100 for p in b["widths"]]
    rows = [b["head"]] + b["rows"]
    yy = y
    for j, row in enumerate(rows):
        key = "b" if j == 0 else "r"
        cells = [wrap(c, 7.5, cw - 4, key) for c, cw in zip(row, ws)]
        h = max(len(c) for c in cells) * 9.2 + 3
        if j == 0:
            pt.rect(x, yy - h, w, h, fill=(232, 237, 243))
        pt.rect(x, yy - h, w, h, stroke=BORDER)
        cx = x
        for c, cw in zip(cells, ws):
            for i, line in enumerate(c):
                pt.text(line, cx + 2, yy - 8.5 - i * 9.2, 7.5, key)
            cx += cw
        yy -= h
    return y - yy + 4


def _block(pt, b, x, y, w):
    t = b["t"]
    if t == "title":
        pt.text(b["text"], x, y - 15, 15, "b", NAVY)
        return 22
    if t in ("small", "p"):
        size, lh = (7, 9) if t == "small" else (8.5, 11.5)
        lines = wrap(b["text"], size, w)
        for i, line in enumerate(lines):
            pt.text(line, x, y - size - i * lh, size, "r", GRAY if t == "small" else (0, 0, 0))
        return len(lines) * lh + (2 if t == "small" else 4)
    if t == "h":
        pt.rect(x, y - 22, w, 15, fill=(221, 230, 240))
        pt.text(b["text"], x + 3, y - 18, 10, "b")
        return 26
    if t == "kv":
        return _kv(pt, b, x, y - 6, w) + 6
    if t == "cols":
        lw = w * 0.6 - 4
        hl = max(_block(pt, c, x, y, lw) for c in b["left"])
        hr = max(_block(pt, c, x + lw + 8, y, w - lw - 8) for c in b["right"])
        return max(hl, hr)
    if t == "table":
        return _table(pt, b, x, y, w)
    raise ValueError(t)


def _pdf_text(s: str) -> bytes:
    return b"<FEFF" + s.encode("utf-16-be").hex().upper().encode() + b">"


def add_title(path: str, title: str) -> None:
    """Incremental update: a new Info dictionary carrying /Title."""
    data = open(path, "rb").read()
    tr = data[data.rindex(b"trailer"):]
    root = re.search(rb"/Root\s+(\d+ \d+ R)", tr).group(1)
    size = int(re.search(rb"/Size\s+(\d+)", tr).group(1))
    ids = re.search(rb"/ID\s*(\[[^\]]*\])", tr)
    prev = int(re.search(rb"startxref\s+(\d+)", tr).group(1))
    off = len(data) + (0 if data.endswith(b"\n") else 1)
    obj = b"%d 0 obj\n<</Title %s/Creator (Visionneuse CDA)/Producer (PDFium)>>\nendobj\n" % (size, _pdf_text(title))
    xref_off = off + len(obj)
    tail = (b"xref\n0 1\n0000000000 65535 f \n%d 1\n%010d 00000 n \ntrailer\n<</Size %d/Root %s/Info %d 0 R/Prev %d%s>>\n"
            b"startxref\n%d\n%%%%EOF\n") % (size, off, size + 1, root, size, prev, (b"/ID" + ids.group(1)) if ids else b"", xref_off)
    with open(path, "ab") as f:
        if not data.endswith(b"\n"):
            f.write(b"\n")
        f.write(obj + tail)


def render(spec: dict, out: str) -> None:
    import pypdfium2 as pdfium
    import pypdfium2.raw as R
    pdf = pdfium.PdfDocument.new()
    bufs, fonts = [], {}
    for k, path in FILES.items():
        data = open(path, "rb").read()
        buf = (ctypes.c_uint8 * len(data)).from_buffer_copy(data)
        bufs.append(buf)
        fonts[k] = R.FPDFText_LoadFont(pdf.raw, buf, len(data), R.FPDF_FONT_TRUETYPE, True)
    W, H, M = 595.28, 841.89, 32
    for pg in spec["pages"]:
        page = pdf.new_page(W, H)
        pt = Painter(pdf, page, fonts)
        y = H - M
        for b in pg["blocks"]:
            y -= _block(pt, b, M, y, W - 2 * M)
        if y < 50:
            raise RuntimeError("page trop pleine (%s)" % out)
        pt.rect(M, 32, W - 2 * M, 0.4, fill=BORDER)
        pt.text(pg["footer"], M, 22, 6.5, "r", GRAY)
        R.FPDFPage_GenerateContent(page.raw)
    pdf.save(out)
    pdf.close()
    if spec.get("meta_title"):
        add_title(out, spec["meta_title"])
