"""The SCANNED DOT-MATRIX LISTING writer of corpus BX ("scanlisting"): the only family that is not born digital.

1. The sheet (listing.Listing) is PRINTED BY AN IMPACT PRINTER, drawn by Pillow at 200 dpi in greyscale: fan-fold paper
   240 x 305 mm with its two sprocket strips (4 mm holes every 12.7 mm, a micro-perforated line 12.7 mm from each
   edge), pale GREEN-BAR bands every half inch (grey in the scan), slightly ragged tear edges at the top and bottom;
   every character is a DOT MATRIX: the glyph of DejaVu Sans Mono rasterised on an 8 x 12 grid (bold = struck twice,
   one column to the right) and every "on" cell stamped as a round pin dot (drawn 4x larger, reduced with Lanczos);
   the ribbon's darkness varies from line to line, each line jitters by a fraction of a dot (the paper feed).
2. It is SCANNED on an A3 flatbed (250 x 315 mm, the light grey lid around the sheet): the sheet lies turned by 0.15 -
   0.45 degree and shifted, a slight blur of the optics, sensor noise, levels; stored as a greyscale JPEG (quality 70,
   DCTDecode).
3. The PDF is written with pydyf 0.13.0: one page the size of the scan, an OCR TEXT LAYER WRITTEN UNDER THE IMAGE (the
   text is painted first, in render mode 0, in base-14 Courier /WinAnsiEncoding - whose advance is the printer's pitch
   - one text object per printed line, placed where the scan maps the line's start and kept level, as OCR engines write
   their lines; a turned text matrix made pdftotext cut lines into fragments), then the opaque
   page image painted over it, so the text is hidden by occlusion and not by an invisible render mode. The layer
   carries the seeded misreadings of listing.ocr_errors; the truth is taken from the layer.
"""
from __future__ import annotations

import io
import math
import random

from .listing import PAGE, PITCHES, lay_listing, ocr_errors

DPI = 200
PX = DPI / 25.4
MONO = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
SCAN = (250.0, 315.0)
LID = 232
_STAMPS = {}


def matrix(ch, bold):
    from PIL import Image, ImageDraw, ImageFont
    key = ("m", ch, bold)
    if key not in _STAMPS:
        im = Image.new("L", (8, 12), 0)
        ImageDraw.Draw(im).text((0.6, 9), ch, fill=255, font=ImageFont.truetype(MONO, 10), anchor="ls")
        cells = {(x, y) for y in range(12) for x in range(8) if im.getpixel((x, y)) >= 100}
        if bold:
            cells |= {(x + 1, y) for x, y in cells if x < 7}
        _STAMPS[key] = cells
    return _STAMPS[key]


def stamp(ch, bold, pitch_px, line_px):
    """The alpha mask of one printed character: its pin dots."""
    from PIL import Image, ImageDraw
    key = (ch, bold, round(pitch_px, 2), round(line_px, 2))
    if key not in _STAMPS:
        dx, dy = pitch_px / 8.4, line_px * 0.74 / 12
        w, h = int(math.ceil(pitch_px)) + 2, int(math.ceil(line_px)) + 2
        big = Image.new("L", (w * 4, h * 4), 0)
        d = ImageDraw.Draw(big)
        r = 0.58 * max(dx, dy) * 4
        for x, y in matrix(ch, bold):
            cx, cy = (x + 0.5) * dx * 4 + 2, (y + 0.5) * dy * 4 + 2
            d.ellipse([cx - r, cy - r, cx + r, cy + r], fill=255)
        _STAMPS[key] = big.resize((w, h), Image.LANCZOS)
    return _STAMPS[key]


def sheet(lines, cpi, lpi, rnd):
    """The printed sheet (L image) and nothing else: lines are (x_mm, y_mm, text, bold)."""
    from PIL import Image, ImageDraw
    W, H = round(PAGE[0] * PX), round(PAGE[1] * PX)
    img = Image.new("L", (W, H), 247)
    dr = ImageDraw.Draw(img)
    band = 12.7 * PX
    for k in range(int(H / band) + 1):
        if k % 2 == 0:
            dr.rectangle([13.5 * PX, k * band, W - 13.5 * PX, (k + 1) * band], fill=233)
    for xm in (6.35, PAGE[0] - 6.35):
        y = 6.35
        while y < PAGE[1]:
            dr.ellipse([(xm - 2) * PX, (y - 2) * PX, (xm + 2) * PX, (y + 2) * PX], fill=LID - 40)
            y += 12.7
    for xm in (12.7, PAGE[0] - 12.7):
        for k in range(0, H, 9):
            dr.line([xm * PX, k, xm * PX, k + 4], fill=205, width=1)
    pitch_px, line_px = 25.4 / cpi * PX, 25.4 / lpi * PX
    for x, y, text, bold in lines:
        ink = rnd.uniform(0.72, 1.0)
        jx, jy = rnd.uniform(-0.4, 0.4), rnd.uniform(-0.5, 0.5)
        top = y * PX - line_px * 0.74 * 9.5 / 12 + jy
        for k, ch in enumerate(text):
            if ch == " ":
                continue
            m = stamp(ch, bold, pitch_px, line_px)
            if ink < 0.98:
                m = m.point(lambda v, f=ink: int(v * f))
            img.paste(38, (round(x * PX + k * pitch_px + jx) - 2, round(top) - 2), m)
    for ym in (0.0, PAGE[1]):
        pts = [(xx, ym * PX + (rnd.uniform(0, 3) if ym == 0 else -rnd.uniform(0, 3))) for xx in range(0, W + 1, 12)]
        dr.polygon(pts + [(W, ym * PX), (0, ym * PX)], fill=LID)
    return img


class Scan:
    """Sheet px -> scan px: turned by th about the sheet's centre, shifted into the lid's frame."""

    def __init__(self, rnd):
        self.th = math.radians(rnd.choice([-1, 1]) * rnd.uniform(0.15, 0.45))
        self.off = (rnd.uniform(2.0, 6.0) * PX, rnd.uniform(2.0, 6.0) * PX)

    def place(self, img):
        from PIL import Image
        rot = img.rotate(math.degrees(self.th), resample=Image.BICUBIC, expand=True, fillcolor=LID)
        self.rw, self.rh = rot.size
        canvas = Image.new("L", (round(SCAN[0] * PX), round(SCAN[1] * PX)), LID)
        canvas.paste(rot, (round(self.off[0] + (SCAN[0] - PAGE[0]) * PX / 2 - (self.rw - img.width) / 2),
                           round(self.off[1] + (SCAN[1] - PAGE[1]) * PX / 2 - (self.rh - img.height) / 2) - round(3 * PX)))
        self.sw, self.sh = img.size
        return canvas

    def fwd(self, x, y):
        dx, dy = x - self.sw / 2, y - self.sh / 2
        c, s = math.cos(self.th), math.sin(self.th)
        rx, ry = dx * c + dy * s, -dx * s + dy * c
        ox = round(self.off[0] + (SCAN[0] - PAGE[0]) * PX / 2 - (self.rw - self.sw) / 2)
        oy = round(self.off[1] + (SCAN[1] - PAGE[1]) * PX / 2 - (self.rh - self.sh) / 2) - round(3 * PX)
        return self.rw / 2 + rx + ox, self.rh / 2 + ry + oy


def scanner(canvas, seed):
    import numpy as np
    from PIL import Image, ImageFilter
    img = canvas.filter(ImageFilter.GaussianBlur(0.55))
    a = np.asarray(img, np.float32)
    a += np.random.RandomState(seed).normal(0, 3.0, a.shape)
    a = np.clip((a - 12) * 1.07, 0, 255)
    return Image.fromarray(a.astype(np.uint8), "L")


def merge(page, x0, pitch):
    """The printed lines of a page: ops on one baseline joined into one string padded with spaces."""
    rows = {}
    for o in page["ops"]:
        if o[0] != "t":
            continue
        rows.setdefault(round(o[2], 3), []).append((int(round((o[1] - x0) / pitch)), o[3], o[4] == "B", list(o[8])))
    out = []
    for y in sorted(rows):
        segs = sorted(rows[y], key=lambda s: s[0])
        text, vals, bold = "", [], []
        for col, s, b, v in segs:
            text = text.ljust(col) + s if len(text) <= col else text + " " + s
            vals += v
            bold.append(b)
        out.append((y, segs[0][0], text.rstrip(), all(bold), vals))
    return out


def pdf_string(s):
    return "<%s>" % s.encode("cp1252").hex().upper()


def write_pdf(doc, imgs, layers, size_pt):
    import pydyf
    pdf = pydyf.PDF()
    font = pydyf.Dictionary({"Type": "/Font", "Subtype": "/Type1", "BaseFont": "/Courier", "Encoding": "/WinAnsiEncoding"})
    pdf.add_object(font)
    W, H = SCAN[0] * 72 / 25.4, SCAN[1] * 72 / 25.4
    for img, layer in zip(imgs, layers):
        buf = io.BytesIO()
        img.save(buf, "JPEG", quality=70, optimize=False, progressive=False)
        im = pydyf.Stream([buf.getvalue()], extra={"Type": "/XObject", "Subtype": "/Image", "Width": img.width, "Height": img.height,
                                                   "ColorSpace": "/DeviceGray", "BitsPerComponent": 8, "Filter": "/DCTDecode"})
        pdf.add_object(im)
        ops = [b"BT", b"/F1 %.3f Tf" % size_pt]
        for (a, b, c, d, e, f), text in layer:
            ops.append(b"%.5f %.5f %.5f %.5f %.2f %.2f Tm %s Tj" % (a, b, c, d, e, f, pdf_string(text + " ").encode()))
        ops += [b"ET", b"q %.4f 0 0 %.4f 0 0 cm /Im0 Do Q" % (W, H)]
        content = pydyf.Stream(ops, compress=True)
        pdf.add_object(content)
        page = pydyf.Dictionary({"Type": "/Page", "Parent": pdf.pages.reference, "MediaBox": pydyf.Array([0, 0, round(W, 3), round(H, 3)]),
                                 "Contents": content.reference,
                                 "Resources": pydyf.Dictionary({"Font": pydyf.Dictionary({"F1": font.reference}),
                                                                "XObject": pydyf.Dictionary({"Im0": im.reference})})})
        pdf.add_page(page)
    pdf.info["Title"] = pydyf.String(doc["title"])
    pdf.info["Creator"] = pydyf.String("Numérisation A3 - listing SYS-URG")
    pdf.info["Producer"] = pydyf.String("pydyf - couche OCR sous l'image")
    out = io.BytesIO()
    pdf.write(out, identifier=b"corpus-bx-%03d" % doc["num"], compress=False)
    return out.getvalue()


def render_scan(doc):
    from .listing import Listing
    f = lay_listing(doc)
    cpi, lpi = PITCHES[f.k]
    t = Listing(doc, None)
    t.setp(f.k)
    rnd = random.Random(doc["num"] * 7013 + 5)
    pages = [merge(p, t.x0, t.pitch) for p in f.pages]
    lines = ocr_errors([[[text, vals] for _, _, text, _, vals in pl] for pl in pages], rnd)
    imgs, layers, all_vals = [], [], []
    k_pt = 72 / 25.4
    for n, (pl, ol) in enumerate(zip(pages, lines)):
        prn = random.Random(doc["num"] * 131 + n)
        img = sheet([(t.x(col), y, text.lstrip(), bold) for y, col, text, bold, _ in pl], cpi, lpi, prn)
        sc = Scan(random.Random(doc["num"] * 977 + n * 31))
        canvas = sc.place(img)
        imgs.append(scanner(canvas, doc["num"] * 53 + n))
        layer, vals = [], []
        for (y, col, text, bold, _), (otext, ovals) in zip(pl, ol):
            vals += ovals
            X, Y = sc.fwd(t.x(col) * PX, y * PX)
            layer.append(((1.0, 0.0, 0.0, 1.0, X / PX * k_pt, (SCAN[1] - Y / PX) * k_pt), otext.lstrip()))
        layers.append(layer)
        all_vals.append(vals)
    return write_pdf(doc, imgs, layers, t.S), all_vals
