"""The SCANNED SELF-COPYING FORM writer of corpus BY ("scanautocopie"): the only family that is not born digital.

1. The pink second sheet of a LIASSE AUTOCOPIANTE (liasse.Liasse's layout) is drawn by Pillow at 150 dpi in colour:
   the pink paper with its fibres, the pre-printed form in burgundy ink (sharp: it was printed on this sheet), and the
   FILL-IN reaching the copy BY PRESSURE from the top sheet's needle printer: drawn on its own mask, blurred, MOTTLED by
   a low-frequency pressure field (weaker towards one edge, in blotches) and shifted by the misregistration of the
   set (0.5 - 1.2 mm), in the violet-blue of carbonless capsules.
2. It is fed through a SHEET-FED (ADF) COLOUR SCANNER: a skew of 0.1 - 0.35 degree, a faint vertical streak of the
   feeder's glass, sensor noise; stored as an RGB JPEG (quality 72, DCTDecode).
3. The PDF is written with pydyf 0.13.0: one A4 page, the image painted first, then the OCR LAYER in text render mode
   3 (invisible) in base-14 Helvetica /WinAnsiEncoding, one text object per printed line at the place where the scan
   maps the line's start (kept level), each line HORIZONTALLY SCALED (Tz) so that Helvetica's advance spans the width
   the real type takes on the sheet. The layer carries the seeded misreadings of liasse.ocr_errors; the truth is taken
   from the layer.
"""
from __future__ import annotations

import io
import math
import random

from .liasse import INK, Liasse, measure, ocr_errors, pil_font

DPI = 150
PX = DPI / 25.4
PAPER = (250, 221, 226)
FILL = (70, 62, 150)


def to255(c):
    return tuple(round(x * 255) for x in c)


def sheet(page, rnd, shift):
    """The printed form and the pressure copy of one page: an RGB image."""
    import numpy as np
    from PIL import Image, ImageDraw, ImageFilter
    W, H = round(210 * PX), round(297 * PX)
    rs = np.random.RandomState(rnd.randrange(1 << 30))
    base = np.ones((H, W, 3), np.float32) * np.array(PAPER, np.float32)
    base += rs.normal(0, 2.2, (H, W, 1))                     # fibres
    img = Image.fromarray(np.clip(base, 0, 255).astype(np.uint8), "RGB")
    d = ImageDraw.Draw(img)
    mask = Image.new("L", (W, H), 0)
    dm = ImageDraw.Draw(mask)
    sx, sy = shift
    for o in page["ops"]:
        if o[0] == "r":
            _, x, y, w, h, fill, stroke, rad, lw = o
            box = [x * PX, y * PX, (x + w) * PX, (y + h) * PX]
            d.rectangle(box, fill=to255(fill) if fill else None, outline=to255(stroke) if stroke else None,
                        width=max(1, round(lw * PX)) if stroke else 0)
        elif o[0] == "l":
            _, x1, y1, x2, y2, w, col, dash = o
            if dash:
                xx = x1
                while xx < x2:
                    d.line([xx * PX, y1 * PX, min(xx + 1.5, x2) * PX, y2 * PX], fill=to255(col), width=max(1, round(w * PX)))
                    xx += 3
            else:
                d.line([x1 * PX, y1 * PX, x2 * PX, y2 * PX], fill=to255(col), width=max(1, round(w * PX)))
    for o in page["ops"]:
        if o[0] != "t":
            continue
        _, x, y, s, st, size, col, just, _v = o
        font = pil_font(st, max(6, round(size / 72 * DPI)))
        if st == "F":
            dm.text(((x + sx) * PX, (y + sy) * PX), s, fill=255, font=font, anchor="ls")
        else:
            d.text((x * PX, y * PX), s, fill=to255(col), font=font, anchor="ls")
    mask = mask.filter(ImageFilter.GaussianBlur(0.9))
    # the pressure field: low-frequency blotches and a weaker edge
    lo = rs.uniform(0.6, 1.0, (12, 9)).astype(np.float32)
    field = np.asarray(Image.fromarray((lo * 255).astype(np.uint8), "L").resize((W, H), Image.BICUBIC), np.float32) / 255
    field *= np.linspace(1.0, rnd.uniform(0.72, 0.9), W, dtype=np.float32)[None, :]
    grain = rs.uniform(0.7, 1.0, (H, W)).astype(np.float32)
    a = np.asarray(mask, np.float32) / 255 * np.clip(field * 1.15, 0, 1) * grain
    arr = np.asarray(img, np.float32)
    arr = arr * (1 - a[..., None]) + np.array(FILL, np.float32) * a[..., None]
    return Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), "RGB")


def scan(img, rnd, seed):
    import numpy as np
    from PIL import Image, ImageFilter
    th = rnd.choice([-1, 1]) * rnd.uniform(0.1, 0.35)
    out = img.rotate(th, resample=Image.BICUBIC, expand=False, fillcolor=(238, 238, 236))
    out = out.filter(ImageFilter.GaussianBlur(0.4))
    a = np.asarray(out, np.float32)
    a += np.random.RandomState(seed).normal(0, 2.5, a.shape[:2])[..., None]
    col = rnd.randrange(200, a.shape[1] - 200)
    a[:, col:col + 2] -= 9                                     # the feeder glass's streak
    return Image.fromarray(np.clip(a, 0, 255).astype(np.uint8), "RGB"), math.radians(th)


def fwd(x, y, th):
    """Sheet mm -> scanned mm (rotation by th about the page centre, counter-clockwise as PIL turns it)."""
    cx, cy = 105.0, 148.5
    dx, dy = x - cx, y - cy
    c, s = math.cos(th), math.sin(th)
    return cx + dx * c + dy * s, cy - dx * s + dy * c


def pdf_string(s):
    return "<%s>" % s.encode("cp1252", "replace").hex().upper()


def helv_width(s, size):
    from reportlab.pdfbase.pdfmetrics import stringWidth
    return stringWidth(s, "Helvetica", size)


def write_pdf(doc, imgs, layers):
    import pydyf
    pdf = pydyf.PDF()
    font = pydyf.Dictionary({"Type": "/Font", "Subtype": "/Type1", "BaseFont": "/Helvetica", "Encoding": "/WinAnsiEncoding"})
    pdf.add_object(font)
    W, H = 595.28, 841.89
    for img, layer in zip(imgs, layers):
        buf = io.BytesIO()
        img.save(buf, "JPEG", quality=72, optimize=False, progressive=False)
        im = pydyf.Stream([buf.getvalue()], extra={"Type": "/XObject", "Subtype": "/Image", "Width": img.width, "Height": img.height,
                                                   "ColorSpace": "/DeviceRGB", "BitsPerComponent": 8, "Filter": "/DCTDecode"})
        pdf.add_object(im)
        ops = [b"q %.4f 0 0 %.4f 0 0 cm /Im0 Do Q" % (W, H), b"BT", b"3 Tr"]
        for x, y, size, tz, text in layer:
            ops.append(b"/F1 %.2f Tf %.2f Tz 1 0 0 1 %.2f %.2f Tm %s Tj" % (size, tz, x, y, pdf_string(text + " ").encode()))
        ops += [b"ET"]
        content = pydyf.Stream(ops, compress=True)
        pdf.add_object(content)
        page = pydyf.Dictionary({"Type": "/Page", "Parent": pdf.pages.reference, "MediaBox": pydyf.Array([0, 0, W, H]),
                                 "Contents": content.reference,
                                 "Resources": pydyf.Dictionary({"Font": pydyf.Dictionary({"F1": font.reference}),
                                                                "XObject": pydyf.Dictionary({"Im0": im.reference})})})
        pdf.add_page(page)
    pdf.info["Title"] = pydyf.String(doc["title"])
    pdf.info["Creator"] = pydyf.String("Numériseur à défilement - liasses du service")
    pdf.info["Producer"] = pydyf.String("pydyf - couche OCR invisible")
    out = io.BytesIO()
    pdf.write(out, identifier=b"corpus-by-%03d" % doc["num"], compress=False)
    return out.getvalue()


def render_autocopie(doc):
    meas = measure()
    t = Liasse(doc, meas)
    f = t.layout()
    rnd = random.Random(doc["num"] * 7411 + 3)
    printed = [list(p["ops"]) for p in f.pages]      # the sheet shows what was printed; the layer, what OCR read
    ocr_errors(f.pages, rnd)
    imgs, layers, all_vals = [], [], []
    k = 72 / 25.4
    for n, p in enumerate(f.pages):
        prn = random.Random(doc["num"] * 131 + n)
        shift = (prn.uniform(0.5, 1.2) * prn.choice([-1, 1]), prn.uniform(-0.8, 0.4))
        img, th = scan(sheet({"ops": printed[n]}, prn, shift), prn, doc["num"] * 53 + n)
        imgs.append(img)
        layer, vals = [], []
        for o in p["ops"]:
            if o[0] != "t":
                continue
            _, x, y, s, st, size, col, just, v = o
            if st == "F":
                x, y = x + shift[0], y + shift[1]
            X, Y = fwd(x, y, th)
            real = meas(s, st, size) * k
            hw = helv_width(s, size)
            tz = max(50.0, min(200.0, 100.0 * real / hw)) if hw > 0 else 100.0
            layer.append((X * k, (297 - Y) * k, size, tz, s))
            vals += list(v)
        layers.append(layer)
        all_vals.append(vals)
    return write_pdf(doc, imgs, layers), all_vals
