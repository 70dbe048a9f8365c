"""Family 4 renderer: content streams written by hand and assembled with pikepdf.

Fonts: Helvetica / Helvetica-Bold / Courier as non-embedded base-14 fonts (widths taken from the
metric-compatible Liberation fonts) and URW Z003 (a Zapf-Chancery clone, Type 1, embedded) for the
"handwritten" values. All simple fonts with WinAnsiEncoding.
"""

from __future__ import annotations

import struct

import pikepdf
from pikepdf import Array, Dictionary, Name

LIB = "/usr/share/fonts/truetype/liberation/"
FONTS = {
    "H": ("Helvetica", LIB + "LiberationSans-Regular.ttf", None),
    "HB": ("Helvetica-Bold", LIB + "LiberationSans-Bold.ttf", None),
    "C": ("Courier", LIB + "LiberationMono-Regular.ttf", None),
    "Z": ("Z003-MediumItalic", "/usr/share/fonts/opentype/urw-base35/Z003-MediumItalic.otf",
          "/usr/share/fonts/X11/Type1/Z003-MediumItalic.pfb"),
}
_WIDTHS: dict[str, list[int]] = {}


def widths(key: str) -> list[int]:
    if key not in _WIDTHS:
        from fontTools.ttLib import TTFont
        f = TTFont(FONTS[key][1])
        cmap = f.getBestCmap()
        upm = f["head"].unitsPerEm
        hm = f["hmtx"]
        out = []
        for code in range(32, 256):
            try:
                ch = bytes([code]).decode("cp1252")
            except UnicodeDecodeError:
                out.append(0)
                continue
            g = cmap.get(ord(ch))
            out.append(round(hm[g][0] * 1000 / upm) if g else 0)
        _WIDTHS[key] = out
    return _WIDTHS[key]


def _pfb_segments(path: str) -> tuple[bytes, int, int]:
    data = open(path, "rb").read()
    parts, i = [], 0
    while i < len(data) and data[i] == 0x80 and data[i + 1] in (1, 2):
        n = struct.unpack("<I", data[i + 2:i + 6])[0]
        parts.append(data[i + 6:i + 6 + n])
        i += 6 + n
    return b"".join(parts), len(parts[0]), len(parts[1])


def _font_dict(pdf: pikepdf.Pdf, key: str):
    base, ttf, pfb = FONTS[key]
    d = Dictionary(Type=Name.Font, Subtype=Name.Type1, BaseFont=Name("/" + base), Encoding=Name.WinAnsiEncoding,
                   FirstChar=32, LastChar=255, Widths=Array(widths(key)))
    if pfb:
        raw, l1, l2 = _pfb_segments(pfb)
        ff = pikepdf.Stream(pdf, raw)
        ff["/Length1"], ff["/Length2"], ff["/Length3"] = l1, l2, 0
        d["/FontDescriptor"] = pdf.make_indirect(Dictionary(
            Type=Name.FontDescriptor, FontName=Name("/" + base), Flags=32 + 64, FontBBox=Array([-200, -300, 1000, 900]),
            ItalicAngle=-14, Ascent=700, Descent=-300, CapHeight=620, StemV=60, FontFile=pdf.make_indirect(ff)))
    return pdf.make_indirect(d)


def _lit(s: str) -> bytes:
    b = s.encode("cp1252")
    out = bytearray(b"(")
    for c in b:
        if c in (0x28, 0x29, 0x5C):
            out += b"\\" + bytes([c])
        elif c < 32 or c > 126:
            out += b"\\%03o" % c
        else:
            out.append(c)
    return bytes(out + b")")


def content(ops: list[dict]) -> bytes:
    out = []
    for op in ops:
        if "line" in op:
            x1, y1, x2, y2 = op["line"]
            out.append(b"q %.2f w 0.4 G %.2f %.2f m %.2f %.2f l S Q" % (op.get("w", 0.5), x1, y1, x2, y2))
        elif "box" in op:
            x, y, w, h = op["box"]
            out.append(b"q 0.6 w 0.3 G %.2f %.2f %.2f %.2f re S Q" % (x, y, w, h))
        else:
            col = b"0.05 0.1 0.45 rg " if op["font"] == "Z" else b"0 g "
            if op.get("split"):  # one word drawn as two pieces with a tiny kern (TJ array)
                t = op["text"]
                k = max(1, len(t) // 2)
                body = b"[" + _lit(t[:k]) + b" -12 " + _lit(t[k:]) + b"] TJ"
            else:
                body = _lit(op["text"]) + b" Tj"
            tc = b" %.2f Tc" % op["tc"] if op.get("tc") else b""
            out.append(b"BT " + col + b"/F" + op["font"].encode() + b" %.1f Tf%s 1 0 0 1 %.2f %.2f Tm " % (op["size"], tc, op["x"], op["y"])
                       + body + b" ET")
    return b"\n".join(out) + b"\n"


def render(spec: dict, out: str) -> None:
    pdf = pikepdf.new()
    fonts = {k: _font_dict(pdf, k) for k in FONTS}
    for pg in spec["pages"]:
        page = pdf.add_blank_page(page_size=tuple(pg["size"]))
        page.obj["/Resources"] = Dictionary(Font=Dictionary({"/F" + k: v for k, v in fonts.items()}))
        page.obj["/Contents"] = pdf.make_stream(content(pg["ops"]))
    with pdf.open_metadata(set_pikepdf_as_editor=False, update_docinfo=False) as meta:
        if spec.get("xmp_title"):
            meta["dc:title"] = spec["xmp_title"]
        meta["xmp:CreatorTool"] = "FormuLib impression formulaires 2.3"
    pdf.docinfo["/Producer"] = "FormuLib (pikepdf %s)" % pikepdf.__version__
    if spec.get("title"):
        pdf.docinfo["/Title"] = spec["title"]
    pdf.save(out, deterministic_id=True)
