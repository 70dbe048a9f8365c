"""pyHanko 0.38.0 writer for corpus AF (pyhanko.pdf_utils.writer.PdfFileWriter, its own serialiser).

Stress: EVERY text block is a FORM XOBJECT (letterhead, identity box, each paragraph, each table
row, signature block, running header and footer: one XObject each, painted with cm + Do), the
page content has no text operator at all; text is shaped by HarfBuzz (uharfbuzz) through
pyHanko's GlyphAccumulator: Liberation Serif CID TrueType subsets (Identity-H + ToUnicode),
standard ligatures (fi, fl) become single glyphs, every line is a TJ array with explicit glyph
advances; object streams and xref stream (pyHanko default); Info dictionary via set_info.
"""

from __future__ import annotations

from pyhanko.pdf_utils import generic
from pyhanko.pdf_utils.font.opentype import GlyphAccumulatorFactory
from pyhanko.pdf_utils.writer import PageObject, PdfFileWriter, init_xobject_dictionary

from .layout import PAGE_H, PAGE_W, seg_text

FONT_FILES = {"R": "/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf",
              "B": "/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf",
              "I": "/usr/share/fonts/truetype/liberation/LiberationSerif-Italic.ttf"}
N = generic.NameObject


def _blocks(lines):
    """Group consecutive lines into XObject blocks."""
    blocks = []
    for ln in lines:
        key = ln["role"]
        if ln["role"] in ("body", "ident", "letterhead", "sig") and blocks and blocks[-1][0] == key \
                and abs(blocks[-1][1][-1]["y"] - ln["y"]) < 20:
            blocks[-1][1].append(ln)
        else:
            blocks.append((key, [ln]))
    return [b[1] for b in blocks]


def render(pages, rules, out_path, info: dict | None, r):
    w = PdfFileWriter()
    engines = {}

    def engine(font, size):
        key = font
        if key not in engines:
            engines[key] = GlyphAccumulatorFactory(FONT_FILES[font]).create_font_engine(w)
        fe = engines[key]
        fe.font_size = size
        return fe

    for pi, lines in enumerate(pages):
        xobjs = generic.DictionaryObject()
        page_ops = []
        for rule in rules[pi]:
            if rule[0] == "hline":
                page_ops.append(b"0.4 w %.2f %.2f m %.2f %.2f l S" % (rule[1], rule[2], rule[3], rule[2]))
            else:
                page_ops.append(b"0.5 w %.2f %.2f %.2f %.2f re S" % rule[1:])
        for bi, blk in enumerate(_blocks(lines)):
            x0 = min(ln["x"] for ln in blk)
            y0 = min(ln["y"] for ln in blk) - 4
            ytop = max(ln["y"] + ln["size"] for ln in blk) + 2
            xmax = PAGE_W - 20
            fonts = generic.DictionaryObject()
            ops = []
            for ln in blk:
                fe = engine(ln["font"], ln["size"])
                fname = "/F" + ln["font"]
                fonts[N(fname)] = fe.as_resource()
                sr = fe.shape(seg_text(ln["segs"]))
                ops.append(b"BT %s %.2f Tf 1 0 0 1 %.2f %.2f Tm %s ET"
                           % (fname.encode(), ln["size"], ln["x"] - x0, ln["y"] - y0, sr.graphics_ops))
            res = generic.DictionaryObject({N("/Font"): fonts})
            xo = init_xobject_dictionary(b"\n".join(ops), xmax - x0, ytop - y0, res)
            name = "/Blk%d" % bi
            xobjs[N(name)] = w.add_object(xo)
            page_ops.append(b"q 1 0 0 1 %.2f %.2f cm %s Do Q" % (x0, y0, name.encode()))
        content = generic.StreamObject(stream_data=b"\n".join(page_ops))
        page = PageObject(contents=w.add_object(content),
                          media_box=generic.ArrayObject([generic.NumberObject(0), generic.NumberObject(0),
                                                         generic.FloatObject(PAGE_W), generic.FloatObject(PAGE_H)]),
                          resources=generic.DictionaryObject({N("/XObject"): xobjs}))
        w.insert_page(page)
    for fe in engines.values():
        fe.prepare_write()
    if info:
        d = generic.DictionaryObject({N("/" + k): generic.TextStringObject(v) for k, v in info.items()})
        w.set_info(w.add_object(d))
    with open(out_path, "wb") as f:
        w.write(f)
