"""The SCANNER-APP writer of corpus BW ("scanclasseur"): the only family that is not born digital.

1. The sheet (classeur.Classeur) is drawn by Pillow at 150 dpi in colour with the URW OpenType fonts: printed parts in
   near-black, the handwriting (URW Z003) in blue ballpoint, every handwritten line turned by its own angle (-0.22 to
   0.22 degree) about its start, hand-drawn crosses in the ticked boxes, a scribble in each signature box, the four
   holes of the ring binder in the left margin (the desk shows through them).
2. It is captured by a PHONE SCANNER APP: the app has cropped and flattened the page, but the paper's CURL stays - a
   smooth non-linear warp (Image.transform MESH on a 24 x 32 grid): the lines bow by about 1 mm across the page and
   the left part, near the rings, is squeezed; a residual turn of 0.04-0.14 degree and a 97.5-99 % scale leave a
   sliver of the dark desk along two edges; then the app's "enhanced colour" filter: a lighting gradient from one
   corner, the paper bleached to white by a levels curve, the blue ink saturated, a light unsharp mask, and the app's
   own line "Numérisé avec DomiScan" in grey at the bottom right; stored as an RGB JPEG (quality 72, DCTDecode).
3. The PDF is assembled with pypdf 7.1.1's object model (PdfWriter, DecodedStreamObject...): one image XObject per page
   filling the A4 page and, over it, an INVISIBLE OCR TEXT LAYER written here with a TYPE 3 FONT: one empty glyph
   procedure ("500 0 d0") shared by every code, glyph names "uniXXXX", single-byte codes numbered in code-point order,
   an /Encoding /Differences array and a ToUnicode CMap (bfchar); one BT per recognised line in render mode 3, its
   text matrix turned and scaled as the warp (and the line's own tilt) maps the line's start and end, Tz stretching
   it to the printed length. The layer carries the seeded misreadings of classeur.ocr_errors; the truth is taken from
   the layer.
"""
from __future__ import annotations

import io
import math
import random

from .classeur import FONTS, INK, lay_classeur, measure, ocr_errors

DPI = 150
PX = DPI / 25.4
A4 = (595.2756, 841.8898)
WPX, HPX = round(210 * PX), round(297 * PX)
DESK = (58, 44, 34)
HOLES = (28.5, 108.5, 188.5, 268.5)


def _rgb(c):
    return tuple(int(round(255 * x)) for x in c)


def tilt_of(doc_num, k, idx):
    r = random.Random(doc_num * 1_000_003 + k * 7919 + idx)
    return r.uniform(-0.22, 0.22)


def raster(p, meas, doc_num, k):
    from PIL import Image, ImageDraw, ImageFont
    img = Image.new("RGB", (WPX, HPX), (250, 249, 243))
    dr = ImageDraw.Draw(img)
    fonts = {}

    def font(st, size):
        key = (st, round(size * DPI / 72, 1))
        if key not in fonts:
            fonts[key] = ImageFont.truetype(FONTS[st], key[1], layout_engine=ImageFont.Layout.BASIC)
        return fonts[key]
    for hy in HOLES:
        dr.ellipse([(9 - 2.75) * PX, (hy - 2.75) * PX, (9 + 2.75) * PX, (hy + 2.75) * PX], fill=DESK)
    for o in p["ops"]:
        if o[0] == "r":
            _, x, y, w, h, fill, stroke, rad, lw = o
            box = [x * PX, y * PX, (x + w) * PX, (y + h) * PX]
            if rad:
                dr.rounded_rectangle(box, radius=rad * PX, fill=_rgb(fill) if fill else None, outline=_rgb(stroke) if stroke else None,
                                     width=max(1, round(lw * PX)))
            else:
                if fill:
                    dr.rectangle(box, fill=_rgb(fill))
                if stroke:
                    dr.rectangle(box, outline=_rgb(stroke), width=max(1, round(lw * PX)))
        elif o[0] == "l":
            _, x1, y1, x2, y2, w, color, dash = o
            dr.line([x1 * PX, y1 * PX, x2 * PX, y2 * PX], fill=_rgb(color), width=max(1, round(w * PX)))
        elif o[0] == "tri":
            _, x, y = o
            dr.polygon([(x * PX, (y - 1.3) * PX), ((x + 2.2) * PX, y * PX), (x * PX, (y + 1.3) * PX)], fill=(20, 20, 20))
    for idx, o in enumerate(p["ops"]):
        if o[0] == "t":
            _, x, y, s, st, size, color = o[:7]
            f = font(st, size)
            if st != "H":
                dr.text((x * PX, y * PX), s, fill=_rgb(color) if color != (0, 0, 0) else (28, 28, 30), font=f, anchor="ls")
                continue
            th = tilt_of(doc_num, k, idx)
            asc, desc = f.getmetrics()
            w = int(f.getlength(s)) + 8
            tile = Image.new("L", (w, asc + desc + 8), 0)
            ImageDraw.Draw(tile).text((4, 4 + asc), s, fill=255, font=f, anchor="ls")
            rot = tile.rotate(th, resample=Image.BICUBIC, expand=True)
            # rotate() turns about the tile's centre and re-centres it: where does the baseline start (4, 4 + asc) land?
            cx, cy = tile.size[0] / 2, tile.size[1] / 2
            a = math.radians(th)
            dx0, dy0 = 4 - cx, 4 + asc - cy
            rx, ry = dx0 * math.cos(a) + dy0 * math.sin(a), -dx0 * math.sin(a) + dy0 * math.cos(a)
            ox, oy = rot.size[0] / 2 + rx, rot.size[1] / 2 + ry
            ink = Image.new("RGB", rot.size, _rgb(INK))
            img.paste(ink, (round(x * PX - ox), round(y * PX - oy)), rot)
        elif o[0] == "cross":
            _, x, y, a = o
            dr.line([(x - 0.4) * PX, (y - a - 0.5) * PX, (x + a + 0.6) * PX, (y + 0.2) * PX], fill=_rgb(INK), width=3)
            dr.line([(x + a + 0.3) * PX, (y - a - 0.7) * PX, (x - 0.2) * PX, (y + 0.4) * PX], fill=_rgb(INK), width=3)
        elif o[0] == "dash":
            _, x, y = o
            dr.line([x * PX, y * PX, (x + 2.6) * PX, (y - 0.2) * PX], fill=_rgb(INK), width=2)
        elif o[0] == "sign":
            _, x, y, w, seed = o
            r2 = random.Random(seed * 131 + doc_num)
            pts, cx = [], x * PX
            for q in range(46):
                cx += w * PX / 46
                pts.append((cx, y * PX + math.sin(q * r2.uniform(0.6, 1.3)) * r2.uniform(5, 15) - q * 0.5))
            dr.line(pts, fill=_rgb(INK), width=2, joint="curve")
    return img


class Curl:
    """The app's flattened page: source px -> output px (forward) and its inverse, both smooth."""

    def __init__(self, rnd):
        self.A = rnd.uniform(4.0, 8.0) * rnd.choice([-1, 1])
        self.B = rnd.uniform(5.0, 10.0)
        self.L = 22 * PX
        self.sc = rnd.uniform(0.975, 0.99)
        self.th = math.radians(rnd.choice([-1, 1]) * rnd.uniform(0.04, 0.14))
        self.ox, self.oy = rnd.uniform(-2, 4) * PX, rnd.uniform(-2, 4) * PX

    def bend(self, x, y):
        t = (y - HPX / 2) / (HPX / 2)
        return -self.B * math.exp(-x / self.L) * (1 - t * t), self.A * math.sin(math.pi * x / WPX)

    def fwd(self, x, y):
        bx, by = self.bend(x, y)
        x, y = x + bx, y + by
        cx, cy = WPX / 2, HPX / 2
        u, v = (x - cx) * self.sc, (y - cy) * self.sc
        ca, sa = math.cos(self.th), math.sin(self.th)
        return cx + u * ca - v * sa + self.ox, cy + u * sa + v * ca + self.oy

    def inv(self, X, Y):
        cx, cy = WPX / 2, HPX / 2
        ca, sa = math.cos(self.th), math.sin(self.th)
        u, v = X - self.ox - cx, Y - self.oy - cy
        x, y = (u * ca + v * sa) / self.sc + cx, (-u * sa + v * ca) / self.sc + cy
        px, py = x, y
        for _ in range(4):
            bx, by = self.bend(px, py)
            px, py = x - bx, y - by
        return px, py


def capture(img, seed):
    import numpy as np
    from PIL import Image, ImageDraw, ImageFilter, ImageFont
    rnd = random.Random(seed)
    cu = Curl(rnd)
    mesh = []
    nx, ny = 24, 32
    for j in range(ny):
        for i in range(nx):
            x0, x1 = WPX * i / nx, WPX * (i + 1) / nx
            y0, y1 = HPX * j / ny, HPX * (j + 1) / ny
            quad = [c for pt in ((x0, y0), (x0, y1), (x1, y1), (x1, y0)) for c in cu.inv(*pt)]
            mesh.append(((round(x0), round(y0), round(x1), round(y1)), quad))
    out = img.transform((WPX, HPX), Image.MESH, mesh, resample=Image.BICUBIC, fillcolor=DESK)
    arr = np.asarray(out, np.float32)
    yy, xx = np.mgrid[0:HPX, 0:WPX].astype(np.float32)
    corner = rnd.choice([(0, 0), (WPX, 0), (0, HPX), (WPX, HPX)])
    dist = np.hypot(xx - corner[0], yy - corner[1]) / math.hypot(WPX, HPX)
    light = 0.84 + 0.16 * np.clip(dist * 1.5, 0, 1)
    arr *= light[:, :, None]
    lum = arr.mean(axis=2, keepdims=True)
    arr = lum + (arr - lum) * 1.35
    arr = np.clip((arr - 18) * 1.16, 0, 255)
    arr = np.where(arr > 214, 255.0, arr)
    arr += np.random.RandomState(seed).normal(0, 2.2, arr.shape)
    res = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), "RGB").filter(ImageFilter.UnsharpMask(radius=1.2, percent=60, threshold=3))
    wm = "Numérisé avec DomiScan"
    fnt = ImageFont.truetype(FONTS["R"], round(6.5 * DPI / 72))
    wx, wy = WPX - 12 * PX - fnt.getlength(wm), HPX - 5 * PX
    ImageDraw.Draw(res).text((wx, wy), wm, fill=(150, 150, 150), font=fnt, anchor="ls")
    return res, cu, (wm, wx, wy, 6.5)


def _pt(X, Y):
    return X / WPX * A4[0], A4[1] - Y / HPX * A4[1]


def write_pdf(doc, imgs, lines, layers_extra):
    from pypdf import PdfWriter
    from pypdf.generic import (ArrayObject, DecodedStreamObject, DictionaryObject, FloatObject, NameObject, NumberObject,
                               TextStringObject)
    chars = sorted({ch for pl in lines for _, t in pl for ch in t + " "} | {ch for e in layers_extra for ch in e[1] + " "})
    if len(chars) > 250:
        raise RuntimeError("scanclasseur: %d characters for a one-byte Type 3 font" % len(chars))
    code = {ch: n + 1 for n, ch in enumerate(chars)}
    w = PdfWriter()
    proc = DecodedStreamObject()
    proc.set_data(b"500 0 d0")
    proc_ref = w._add_object(proc)
    names = ["uni%04X" % ord(ch) for ch in chars]
    cmap = ["/CIDInit /ProcSet findresource begin", "12 dict begin", "begincmap",
            "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def", "/CMapName /Adobe-Identity-UCS def", "/CMapType 2 def",
            "1 begincodespacerange", "<00> <FF>", "endcodespacerange"]
    for s in range(0, len(chars), 100):
        chunk = chars[s:s + 100]
        cmap.append("%d beginbfchar" % len(chunk))
        cmap += ["<%02X> <%s>" % (code[ch], ch.encode("utf-16-be").hex().upper()) for ch in chunk]
        cmap.append("endbfchar")
    cmap += ["endcmap", "CMapName currentdict /CMap defineresource pop", "end", "end"]
    tu = DecodedStreamObject()
    tu.set_data("\n".join(cmap).encode("ascii"))
    font = DictionaryObject({
        NameObject("/Type"): NameObject("/Font"), NameObject("/Subtype"): NameObject("/Type3"),
        NameObject("/FontBBox"): ArrayObject([NumberObject(0), NumberObject(0), NumberObject(500), NumberObject(700)]),
        NameObject("/FontMatrix"): ArrayObject([FloatObject(0.001), NumberObject(0), NumberObject(0), FloatObject(0.001), NumberObject(0), NumberObject(0)]),
        NameObject("/CharProcs"): DictionaryObject({NameObject("/" + nm): proc_ref for nm in names}),
        NameObject("/Encoding"): DictionaryObject({NameObject("/Type"): NameObject("/Encoding"),
                                                   NameObject("/Differences"): ArrayObject([NumberObject(1)] + [NameObject("/" + nm) for nm in names])}),
        NameObject("/FirstChar"): NumberObject(1), NameObject("/LastChar"): NumberObject(len(chars)),
        NameObject("/Widths"): ArrayObject([NumberObject(500)] * len(chars)),
        NameObject("/ToUnicode"): w._add_object(tu), NameObject("/Resources"): DictionaryObject()})
    font_ref = w._add_object(font)
    for k, (img, pl) in enumerate(zip(imgs, lines)):
        buf = io.BytesIO()
        img.save(buf, "JPEG", quality=72, optimize=False, progressive=False)
        im = DecodedStreamObject()
        im.set_data(buf.getvalue())
        im.update({NameObject("/Type"): NameObject("/XObject"), NameObject("/Subtype"): NameObject("/Image"),
                   NameObject("/Width"): NumberObject(img.width), NameObject("/Height"): NumberObject(img.height),
                   NameObject("/ColorSpace"): NameObject("/DeviceRGB"), NameObject("/BitsPerComponent"): NumberObject(8),
                   NameObject("/Filter"): NameObject("/DCTDecode")})
        body = [b"q %.4f 0 0 %.4f 0 0 cm /Im0 Do Q" % A4]
        for (bx, by, ex, ey, fs), txt in pl + [layers_extra[k]]:
            L = math.hypot(ex - bx, ey - by)
            ux, uy = ((ex - bx) / L, (ey - by) / L) if L else (1.0, 0.0)
            nat = 0.5 * fs * len(txt + " ")
            tz = 100.0 * L * (len(txt) + 1) / len(txt) / nat if nat and L and txt else 100.0
            hexs = "".join("%02X" % code[ch] for ch in txt + " ")
            body.append(b"BT /T3 %.2f Tf 3 Tr %.2f Tz %.5f %.5f %.5f %.5f %.2f %.2f Tm <%s> Tj ET" % (fs, tz, ux, uy, -uy, ux, bx, by, hexs.encode()))
        page = w.add_blank_page(A4[0], A4[1])
        page[NameObject("/Resources")] = DictionaryObject({
            NameObject("/XObject"): DictionaryObject({NameObject("/Im0"): w._add_object(im)}),
            NameObject("/Font"): DictionaryObject({NameObject("/T3"): font_ref})})
        cs = DecodedStreamObject()
        cs.set_data(b"\n".join(body))
        cs = cs.flate_encode()
        page[NameObject("/Contents")] = w._add_object(cs)
    w.add_metadata({"/Title": doc["title"], "/Creator": "DomiScan 3.2 (Android) - numérisation du classeur", "/Producer": "pypdf - couche OCR Type 3"})
    w._ID = ArrayObject([TextStringObject("corpus-bw-%03d" % doc["num"]), TextStringObject("corpus-bw-%03d" % doc["num"])])
    out = io.BytesIO()
    w.write(out)
    return out.getvalue()


def render_scan(doc):
    meas = measure()
    f = lay_classeur(doc, meas)
    pages = f.pages
    rnd = random.Random(doc["num"] * 6151 + 3)
    errs = ocr_errors(pages, rnd)
    imgs, lines, extra, all_vals = [], [], [], []
    for k, p in enumerate(pages):
        img, cu, (wm, wx, wy, wsz) = capture(raster(p, meas, doc["num"], k), doc["num"] * 977 + k * 31 + 11)
        pl, vals = [], []
        for idx, o in enumerate(p["ops"]):
            if o[0] != "t":
                continue
            txt, remap = errs[k].get(idx, (o[3], {}))
            vals += [remap.get(id(v), v) for v in o[8]]
            if not txt.strip():
                continue
            x, y, st, size = o[1], o[2], o[4], o[5]
            wmm = meas(o[3], st, size)
            th = math.radians(tilt_of(doc["num"], k, idx)) if st == "H" else 0.0
            ex, ey = x + wmm * math.cos(th), y - wmm * math.sin(th)
            b = _pt(*cu.fwd(x * PX, y * PX))
            e = _pt(*cu.fwd(ex * PX, ey * PX))
            pl.append(((b[0], b[1], e[0], e[1], size * cu.sc), txt))
        b, e = _pt(wx, wy), _pt(wx + meas(wm, "R", wsz) * PX, wy)
        extra.append(((b[0], b[1], e[0], e[1], wsz), wm))
        imgs.append(img)
        lines.append(pl)
        all_vals.append(vals)
    return write_pdf(doc, imgs, lines, extra), all_vals
