"""The SCANNED PHOTOCOPY writer of corpus BV ("scancopie"): the only family that is not born digital.

1. The page (photocopie.Copie) is drawn by Pillow at 150 dpi in greyscale with the Liberation TTFs, plus a scribbled
   signature and a round service stamp in each signature box.
2. It is PHOTOCOPIED: toner spread (the strokes thickened by a 3-pixel minimum filter and a grey halo), the copier's
   reduction (96.5-98.5 %) and offset, a skew of 0.18-0.48 degree, the copy's greying (contrast curve that drops the
   light greys), a paper tone with low-frequency blotches, a faint vertical drum streak, toner specks, the dark band
   of the copier lid along one edge, two punched-hole shadows in the left margin and a staple with its shadow at the
   top left; then SCANNED (gaussian grain, slight blur) and stored as a greyscale JPEG (quality 68, DCTDecode).
3. The PDF is written with pydyf 0.13.0: one image XObject per page filling the A4 page, and over it an INVISIBLE OCR
   TEXT LAYER written here: a Type0 font "GlyphLessFont" (Identity-H, a CIDFontType2 whose embedded TrueType - built
   with fontTools - has one empty glyph of width 500; CIDToGIDMap sends every CID to it; the CIDs are the document's
   characters numbered in code-point order, a ToUnicode CMap of bfchar entries maps them back), one BT object per
   recognised line in render mode 3, the text matrix turned and scaled like the copy, Tz stretching each line to the
   length of the printed line. The layer carries the seeded misreadings of photocopie.ocr_errors; the truth is taken
   from the layer.
"""
from __future__ import annotations

import io
import math
import random

from .photocopie import FONTS, ocr_errors

DPI = 150
PX = DPI / 25.4
A4 = (595.2756, 841.8898)
WPX, HPX = round(210 * PX), round(297 * PX)


def _grey(c):
    return int(round(255 * (0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2])))


def raster(p, rnd):
    from PIL import Image, ImageDraw, ImageFont
    img = Image.new("L", (WPX, HPX), 255)
    dr = ImageDraw.Draw(img)
    fonts = {}
    for o in p["ops"]:
        if o[0] == "r":
            _, x, y, w, h, fill, stroke, rad, lw = o
            box = [x * PX, y * PX, (x + w) * PX, (y + h) * PX]
            if fill:
                dr.rectangle(box, fill=_grey(fill))
            if stroke:
                dr.rectangle(box, outline=_grey(stroke), width=max(1, round(lw * PX)))
        elif o[0] == "l":
            _, x1, y1, x2, y2, w, color, dash = o
            dr.line([x1 * PX, y1 * PX, x2 * PX, y2 * PX], fill=_grey(color), width=max(1, round(w * PX)))
    for o in p["ops"]:
        if o[0] == "t":
            _, x, y, s, st, size, color = o[:7]
            key = (st, round(size * DPI / 72, 1))
            if key not in fonts:
                fonts[key] = ImageFont.truetype(FONTS[st], key[1], layout_engine=ImageFont.Layout.BASIC)
            dr.text((x * PX, y * PX), s, fill=_grey(color), font=fonts[key], anchor="ls")
        elif o[0] == "sign":  # a scribbled signature: a few looping strokes
            _, x, y, w, seed = o
            r2 = random.Random(seed * 97 + len(p["ops"]))
            pts, cx = [], x * PX
            for k in range(40):
                cx += w * PX / 40
                pts.append((cx, y * PX + math.sin(k * r2.uniform(0.7, 1.4)) * r2.uniform(4, 14) - k * 0.4))
            dr.line(pts, fill=40, width=2, joint="curve")
            dr.line([pts[0], (pts[0][0] + w * PX * 0.9, pts[0][1] + 6)], fill=60, width=1)
        elif o[0] == "stamp":  # round service stamp, pale ink
            _, cx, cy, rad = o
            for rr, wd in ((rad, 3), (rad - 2.2, 1)):
                dr.ellipse([(cx - rr) * PX, (cy - rr) * PX, (cx + rr) * PX, (cy + rr) * PX], outline=150, width=wd)
            dr.line([(cx - rad + 2.5) * PX, cy * PX, (cx + rad - 2.5) * PX, cy * PX], fill=150, width=2)
    return img


def photocopy(img, seed):
    """The copy and its scan; returns (greyscale image, mapping source mm -> page pt, angle in degrees, scale)."""
    import numpy as np
    from PIL import Image, ImageChops, ImageFilter
    rs = np.random.RandomState(seed)
    rnd = random.Random(seed)
    ink = img.filter(ImageFilter.MinFilter(3)).point(lambda v: min(255, v + 110))
    img = ImageChops.darker(img, ink)
    sc = rnd.uniform(0.965, 0.985)
    th = rnd.choice([-1, 1]) * rnd.uniform(0.18, 0.48)
    dx, dy = rnd.uniform(-3, 5) * PX, rnd.uniform(-2, 5) * PX
    a = math.radians(th)
    cx, cy = WPX / 2, HPX / 2
    ca, sa = math.cos(a), math.sin(a)

    def fwd(x, y):  # source pixel -> copy pixel
        x0, y0 = (x - cx) * sc, (y - cy) * sc
        return cx + x0 * ca - y0 * sa + dx, cy + x0 * sa + y0 * ca + dy
    # inverse affine for PIL: copy pixel -> source pixel
    ia, ib = ca / sc, sa / sc
    coeffs = (ia, ib, cx - ia * (cx + dx) - ib * (cy + dy), -ib, ia, cy + ib * (cx + dx) - ia * (cy + dy))
    cp = img.transform((WPX, HPX), Image.AFFINE, coeffs, resample=Image.BICUBIC, fillcolor=255)
    arr = np.asarray(cp, np.float32)
    arr = np.clip((arr - 38) * 1.18, 0, 255)
    arr = np.where(arr > 200, 255.0, arr)
    blot = np.asarray(Image.fromarray(rs.uniform(0, 255, (12, 9)).astype(np.uint8)).resize((WPX, HPX), Image.BICUBIC), np.float32)
    paper = 236 + (blot - 128) / 128 * 7
    arr = np.minimum(arr, paper)
    col = rs.randint(150, WPX - 150)
    arr[:, col:col + rs.randint(2, 5)] -= rs.uniform(10, 22)
    n = rs.randint(250, 520)
    ys, xs = rs.randint(0, HPX - 2, n), rs.randint(0, WPX - 2, n)
    arr[ys, xs] = rs.uniform(30, 120, n)
    arr[ys + 1, xs] = np.minimum(arr[ys + 1, xs], 140)
    side = rnd.choice(["left", "bottom", "right"])
    band = rs.randint(10, 26)
    if side == "left":
        arr[:, :band] = rs.uniform(25, 60, (HPX, band))
    elif side == "right":
        arr[:, -band:] = rs.uniform(25, 60, (HPX, band))
    else:
        arr[-band:, :] = rs.uniform(25, 60, (band, WPX))
    yy, xx = np.mgrid[0:HPX, 0:WPX]
    for hy in (HPX / 2 - 40 * PX, HPX / 2 + 40 * PX):
        hx, hr = 9 * PX, 3 * PX
        d = np.hypot(xx[:, :60] - hx, yy[:, :60] - hy)
        arr[:, :60] = np.where(d < hr, 45, np.where(d < hr + 3, np.minimum(arr[:, :60], 120), arr[:, :60]))
    sx, sy = 14 * PX, 10 * PX
    for t in np.linspace(0, 1, 60):
        px_, py_ = int(sx + t * 11 * PX), int(sy - t * 6 * PX)
        arr[py_:py_ + 4, px_:px_ + 3] = 35
        arr[py_ + 4:py_ + 7, px_ + 1:px_ + 4] = np.minimum(arr[py_ + 4:py_ + 7, px_ + 1:px_ + 4], 150)
    arr += rs.normal(0, 5.5, arr.shape)
    out = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), "L").filter(ImageFilter.GaussianBlur(0.55))

    def where(xmm, ymm):  # source mm -> page pt (y up)
        u, v = fwd(xmm * PX, ymm * PX)
        return u / WPX * A4[0], A4[1] - v / HPX * A4[1]
    return out, where, th, sc


def glyphless_ttf():
    """A TrueType with one empty glyph of advance 500 (and .notdef)."""
    from fontTools.fontBuilder import FontBuilder
    from fontTools.pens.ttGlyphPen import TTGlyphPen
    fb = FontBuilder(1000, isTTF=True)
    fb.setupGlyphOrder([".notdef", "g"])
    fb.setupCharacterMap({})
    empty = TTGlyphPen(None).glyph()
    fb.setupGlyf({".notdef": empty, "g": TTGlyphPen(None).glyph()})
    fb.setupHorizontalMetrics({".notdef": (500, 0), "g": (500, 0)})
    fb.setupHorizontalHeader(ascent=800, descent=-200)
    fb.setupNameTable({"familyName": "GlyphLessFont", "styleName": "Regular"})
    fb.setupOS2()
    fb.setupPost()
    fb.font["head"].created = fb.font["head"].modified = 3_800_000_000
    fb.font.recalcTimestamp = False
    buf = io.BytesIO()
    fb.save(buf)
    return buf.getvalue()


def draw_scan(pages, doc, meas):
    import pydyf
    rnd = random.Random(doc["num"] * 4241 + 7)
    errs = ocr_errors(pages, rnd)
    lines, all_vals = [], []
    for k, p in enumerate(pages):
        pl, vals = [], []
        for idx, o in enumerate(p["ops"]):
            if o[0] != "t":
                continue
            txt, remap = errs[k].get(idx, (o[3], {}))
            vals += [remap.get(id(v), v) for v in o[8]]
            if txt.strip():
                pl.append((o, txt))
        lines.append(pl)
        all_vals.append(vals)
    chars = sorted({ch for pl in lines for _, t in pl for ch in t + " "})
    cid = {ch: n + 1 for n, ch in enumerate(chars)}
    pdf = pydyf.PDF()
    ttf = glyphless_ttf()
    ff = pydyf.Stream([ttf], {"Length1": len(ttf)}, compress=True)
    pdf.add_object(ff)
    fd = pydyf.Dictionary({"Type": "/FontDescriptor", "FontName": "/GlyphLessFont", "Flags": 5, "FontBBox": pydyf.Array([0, -200, 500, 800]),
                           "ItalicAngle": 0, "Ascent": 800, "Descent": -200, "CapHeight": 700, "StemV": 80, "FontFile2": ff.reference})
    pdf.add_object(fd)
    c2g = pydyf.Stream([b"\x00\x00" + b"\x00\x01" * len(chars)], compress=True)
    pdf.add_object(c2g)
    cidf = pydyf.Dictionary({"Type": "/Font", "Subtype": "/CIDFontType2", "BaseFont": "/GlyphLessFont", "DW": 500,
                             "CIDSystemInfo": pydyf.Dictionary({"Registry": pydyf.String("Adobe"), "Ordering": pydyf.String("Identity"), "Supplement": 0}),
                             "FontDescriptor": fd.reference, "CIDToGIDMap": c2g.reference})
    pdf.add_object(cidf)
    cmap = ["/CIDInit /ProcSet findresource begin", "12 dict begin", "begincmap",
            "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def", "/CMapName /Adobe-Identity-UCS def", "/CMapType 2 def",
            "1 begincodespacerange", "<0000> <FFFF>", "endcodespacerange"]
    for s in range(0, len(chars), 100):
        chunk = chars[s:s + 100]
        cmap.append("%d beginbfchar" % len(chunk))
        cmap += ["<%04X> <%s>" % (cid[ch], ch.encode("utf-16-be").hex().upper()) for ch in chunk]
        cmap.append("endbfchar")
    cmap += ["endcmap", "CMapName currentdict /CMap defineresource pop", "end", "end"]
    tu = pydyf.Stream(["\n".join(cmap).encode("ascii")], compress=True)
    pdf.add_object(tu)
    font = pydyf.Dictionary({"Type": "/Font", "Subtype": "/Type0", "BaseFont": "/GlyphLessFont", "Encoding": "/Identity-H",
                             "DescendantFonts": pydyf.Array([cidf.reference]), "ToUnicode": tu.reference})
    pdf.add_object(font)
    for k, p in enumerate(pages):
        img, where, th, sc = photocopy(raster(p, rnd), doc["num"] * 131 + k * 17 + 5)
        buf = io.BytesIO()
        img.save(buf, "JPEG", quality=68, optimize=False, progressive=False)
        im = pydyf.Stream([buf.getvalue()], {"Type": "/XObject", "Subtype": "/Image", "Width": img.width, "Height": img.height,
                                             "ColorSpace": "/DeviceGray", "BitsPerComponent": 8, "Filter": "/DCTDecode"})
        pdf.add_object(im)
        body = [b"q %.4f 0 0 %.4f 0 0 cm /Im0 Do Q" % A4]
        for o, txt in lines[k]:
            x, y, st, size = o[1], o[2], o[4], o[5]
            bx, by = where(x, y)
            ex, ey = where(x + meas(o[3], st, size), y)
            L = math.hypot(ex - bx, ey - by)
            ux, uy = ((ex - bx) / L, (ey - by) / L) if L else (1.0, 0.0)
            fs = size * sc
            nat = 0.5 * fs * len(txt + " ")
            tz = 100.0 * L * (len(txt) + 1) / len(txt) / nat if nat and L else 100.0
            hexs = "".join("%04X" % cid[ch] for ch in txt + " ")
            body.append(b"BT /OCR %.2f Tf 3 Tr %.2f Tz %.5f %.5f %.5f %.5f %.2f %.2f Tm <%s> Tj ET" % (fs, tz, ux, uy, -uy, ux, bx, by, hexs.encode()))
        cs = pydyf.Stream([b"\n".join(body)], compress=True)
        pdf.add_object(cs)
        pdf.add_page(pydyf.Dictionary({"Type": "/Page", "Parent": pdf.pages.reference, "MediaBox": pydyf.Array([0, 0, A4[0], A4[1]]),
                                       "Resources": pydyf.Dictionary({"XObject": pydyf.Dictionary({"Im0": im.reference}),
                                                                      "Font": pydyf.Dictionary({"OCR": font.reference})}),
                                       "Contents": cs.reference}))
    pdf.info["Title"] = pydyf.String(doc["title"])
    pdf.info["Creator"] = pydyf.String("CopiScan 7.2 - numérisation des photocopies")
    pdf.info["Producer"] = pydyf.String("pydyf - couche OCR GlyphLessFont")
    out = io.BytesIO()
    pdf.write(out, identifier=b"corpus-bv-scan-%03d" % doc["num"])
    return out.getvalue(), all_vals
