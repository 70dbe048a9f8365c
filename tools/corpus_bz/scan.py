"""The FLATBED SCAN writer of corpus BZ ("scancrayon"): the only family that is not born digital.

1. The form (crayon.Crayon's layout) is drawn by Pillow at 200 dpi in colour: off-white office paper; the pre-printed
   form in teal INKJET ink with the printer's BANDING (faint lighter stripes every 2.5 mm); the patient label of the
   thermal label printer (white sticker, black Liberation Mono, bar code); the fill-in in PENCIL - URW Gothic Book
   Oblique, every word turned by its own small angle and every glyph moved on the baseline and resized a little,
   graphite grey with a grain, pencil ticks and a scribbled signature; notes gone over with a YELLOW HIGHLIGHTER
   (multiplied, wavy edges); the VERSO SHOWING THROUGH the paper (the back's print mirrored, blurred, faint).
2. It is scanned on the FLATBED of a multifunction printer (scan to e-mail): a skew of 0.08 - 0.28 degree, the
   shadow of the lifted lid along one edge, dust specks on the glass, a light blur and sensor noise; stored as an
   RGB JPEG (quality 70, DCTDecode).
3. The PDF is written with pydyf 0.13.0: one A4 page per sheet, the image painted first, then the OCR LAYER inside an
   OPTIONAL CONTENT GROUP ("Texte reconnu (OCR)", ON by default, listed in /OCProperties, the text between /OC
   /oc1 BDC ... EMC): base-14 Times-Roman /WinAnsiEncoding in render mode 3, one level text object per written or
   printed line at the place where the scan maps the line's start, each WORD PLACED BY A TJ DISPLACEMENT at the place
   where the scan maps it (no Tz: the line's size is set so that Times spans the width the real type takes, within
   0.6 - 1.35 times the real size). The layer
   carries the seeded misreadings of crayon.ocr_errors; the truth is taken from the layer.
"""
from __future__ import annotations

import io
import math
import random

from .crayon import INK, Crayon, measure, ocr_errors, pil_font

DPI = 200
PX = DPI / 25.4
PAPER = (247, 246, 240)
GRAPHITE = (72, 72, 80)
HILITE = (255, 236, 80)


def to255(c):
    return tuple(round(x * 255) for x in c)


def draw_printed(d, ops, verso=False):
    for o in ops:
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
                    d.line([xx * PX, y1 * PX, min(xx + 0.8, x2) * PX, y2 * PX], fill=to255(col), width=max(1, round(w * PX)))
                    xx += 1.6
            else:
                d.line([x1 * PX, y1 * PX, x2 * PX, y2 * PX], fill=to255(col), width=max(1, round(w * PX)))
        elif o[0] == "c":
            _, cx, cy, rad, fill, stroke, lw = o
            d.ellipse([(cx - rad) * PX, (cy - rad) * PX, (cx + rad) * PX, (cy + rad) * PX], outline=to255(stroke or INK),
                      width=max(1, round(lw * PX)))
        elif o[0] == "t" and o[4] in "RBI":
            _, x, y, s, st, size, col, just, _v = o
            d.text((x * PX, y * PX), s, fill=to255(col), font=pil_font(st, max(6, round(size / 72 * DPI))), anchor="ls")


def pencil_text(m, x, y, s, size, rnd, meas):
    """Handwriting: each word turned by its own angle, each glyph nudged on the baseline and resized."""
    from PIL import Image, ImageDraw
    px = max(6, round(size / 72 * DPI))
    pos = 0
    for word in s.split(" "):
        if word:
            wx = x + meas(s[:pos], "F", size)
            ww = meas(word, "F", size) * PX + 12
            tile = Image.new("L", (int(ww) + 12, int(px * 2.2)), 0)
            td = ImageDraw.Draw(tile)
            gx = 6.0
            for ch in word:
                f = pil_font("F", max(6, round(px * rnd.uniform(0.95, 1.05))))
                td.text((gx, px * 1.5 + rnd.uniform(-0.09, 0.09) * PX), ch, fill=255, font=f, anchor="ls")
                gx += pil_font("F", px).getlength(ch)
            tile = tile.rotate(rnd.uniform(-1.4, 1.4), resample=Image.BICUBIC, center=(6, px * 1.5))
            m.paste(tile, (round(wx * PX) - 6, round(y * PX - px * 1.5)), tile)
        pos += len(word) + 1


def strokes(dm, pts, w):
    dm.line([(a * PX, b * PX) for a, b in pts], fill=235, width=w, joint="curve")


def sheet(page, rnd, nrs):
    """The printed form, the label, the pencil and the highlighter of one sheet, with the verso showing through."""
    import numpy as np
    from PIL import Image, ImageDraw, ImageFilter, ImageOps
    W, H = round(210 * PX), round(297 * PX)
    meas = measure()
    ops = page["ops"]
    printed = [o for o in ops if o[0] in ("r", "l", "c") or (o[0] == "t" and o[4] in "RBI")]
    # the verso: the same form printed on the back, seen through the paper
    back = Image.new("RGB", (W, H), (255, 255, 255))
    draw_printed(ImageDraw.Draw(back), [o for o in printed if o[0] != "t" or o[5] > 7.5])
    back = ImageOps.mirror(back.convert("L")).filter(ImageFilter.GaussianBlur(2.2))
    base = np.ones((H, W, 3), np.float32) * np.array(PAPER, np.float32)
    base += nrs.normal(0, 1.6, (H, W, 1))
    base *= (1 - 0.07 * (1 - np.asarray(back, np.float32) / 255))[..., None]
    # the form printed by the inkjet, with its banding
    ink = Image.new("RGB", (W, H), (255, 255, 255))
    draw_printed(ImageDraw.Draw(ink), printed)
    a = np.asarray(ink, np.float32) / 255
    band = 1 - 0.16 * (np.sin(np.arange(H) / (2.5 * PX) * 2 * math.pi + rnd.uniform(0, 6.3)) > 0.55)
    a = 1 - (1 - a) * band[:, None, None]
    img = base * a
    # the thermal label and its text
    lab = Image.fromarray(np.clip(img, 0, 255).astype(np.uint8), "RGB")
    d = ImageDraw.Draw(lab)
    for o in ops:
        if o[0] == "label":
            _, x, y, w, h = o
            d.rectangle([(x + 0.4) * PX, (y + 0.5) * PX, (x + w + 0.4) * PX, (y + h + 0.5) * PX], fill=(214, 213, 208))
            d.rectangle([x * PX, y * PX, (x + w) * PX, (y + h) * PX], fill=(252, 252, 250))
        elif o[0] == "bars":
            _, x, y, w, h, seed = o
            br = random.Random(seed)
            xx = x
            while xx < x + w:
                bw = br.choice([0.25, 0.25, 0.5, 0.75])
                d.rectangle([xx * PX, y * PX, (xx + bw) * PX, (y + h) * PX], fill=(20, 20, 20))
                xx += bw + br.choice([0.25, 0.5, 0.5])
        elif o[0] == "t" and o[4] == "M":
            _, x, y, s, st, size, col, just, _v = o
            d.text((x * PX, y * PX), s, fill=(18, 18, 18), font=pil_font("M", round(size / 72 * DPI)), anchor="ls")
    img = np.asarray(lab, np.float32)
    # pencil
    m = Image.new("L", (W, H), 0)
    dm = ImageDraw.Draw(m)
    for o in ops:
        if o[0] == "t" and o[4] == "F":
            _, x, y, s, st, size, col, just, _v = o
            pencil_text(m, x, y, s, size, rnd, meas)
        elif o[0] == "tick":
            _, x, y = o
            strokes(dm, [(x, y), (x + 1.1, y + 1.3), (x + 3.4, y - 2.2)], 3)
        elif o[0] == "scribble":
            _, x, y, w = o
            pts = [(x + w * k / 24, y + 2.2 * math.sin(k * rnd.uniform(0.7, 1.3)) + rnd.uniform(-0.6, 0.6)) for k in range(25)]
            strokes(dm, pts, 2)
    m = m.filter(ImageFilter.GaussianBlur(0.45))
    grain = nrs.uniform(0.55, 1.0, (H, W)).astype(np.float32)
    alpha = np.asarray(m, np.float32) / 255 * 0.82 * grain
    img = img * (1 - alpha[..., None]) + np.array(GRAPHITE, np.float32) * alpha[..., None]
    # the highlighter, multiplied over the ink and the pencil
    hl = Image.new("L", (W, H), 0)
    dh = ImageDraw.Draw(hl)
    for o in ops:
        if o[0] == "hl":
            _, x, y, w, h = o
            pts = [(x + w * k / 20, y + rnd.uniform(-0.6, 0.6)) for k in range(21)] + \
                  [(x + w * (20 - k) / 20, y + h + rnd.uniform(-0.6, 0.6)) for k in range(21)]
            dh.polygon([(a * PX, b * PX) for a, b in pts], fill=200)
    ha = np.asarray(hl.filter(ImageFilter.GaussianBlur(1.5)), np.float32) / 255
    mult = 1 - ha[..., None] * (1 - np.array(HILITE, np.float32) / 255)
    img = img * mult
    return Image.fromarray(np.clip(img, 0, 255).astype(np.uint8), "RGB")


def scan(img, rnd, nrs):
    import numpy as np
    from PIL import Image, ImageFilter
    th = rnd.choice([-1, 1]) * rnd.uniform(0.08, 0.28)
    out = img.rotate(th, resample=Image.BICUBIC, expand=False, fillcolor=(236, 236, 234))
    out = out.filter(ImageFilter.GaussianBlur(0.5))
    a = np.asarray(out, np.float32)
    H, W = a.shape[:2]
    side = rnd.choice(["left", "right", "top"])
    depth = rnd.uniform(5, 9) * PX
    if side == "top":
        g = np.clip(1 - np.arange(H) / depth, 0, 1)[:, None]
    else:
        g = np.clip(1 - np.arange(W) / depth, 0, 1)[None, :]
        if side == "right":
            g = g[:, ::-1]
    a *= (1 - 0.38 * g ** 1.6)[..., None]
    a += nrs.normal(0, 2.2, (H, W, 1))
    for _ in range(rnd.randint(25, 60)):
        y, x = rnd.randrange(H), rnd.randrange(W)
        r = rnd.choice([1, 1, 2])
        a[max(0, y - r):y + r, max(0, x - r):x + r] *= rnd.uniform(0.35, 0.7)
    return Image.fromarray(np.clip(a, 0, 255).astype(np.uint8), "RGB"), math.radians(th)


def fwd(x, y, th):
    """Sheet mm -> scanned mm (rotation by th about the page centre, counter-clockwise as PIL turns it)."""
    cx, cy = 105.0, 148.5
    dx, dy = x - cx, y - cy
    c, s = math.cos(th), math.sin(th)
    return cx + dx * c + dy * s, cy - dx * s + dy * c


def times_width(s, size):
    from reportlab.pdfbase.pdfmetrics import stringWidth
    return stringWidth(s, "Times-Roman", size)


def pdf_string(s):
    return "<%s>" % s.encode("cp1252", "replace").hex().upper()


def layer_line(o, th, meas):
    """One OCR line: (x pt, y pt, size, [(word + " ", displacement before it)])."""
    _, x, y, s, st, size, col, just, _v = o
    words, pos = [], 0
    for w in s.split(" "):
        if w:
            X, Y = fwd(x + meas(s[:pos], st, size), y, th)
            words.append((w + " ", X * 72 / 25.4, Y * 72 / 25.4))
        pos += len(w) + 1
    if not words:
        return None
    k = 72 / 25.4
    real = meas(s.rstrip(), st, size) * k
    tline = times_width(s.rstrip(), 1.0)
    sz = size * 0.6 if tline <= 0 else max(size * 0.6, min(size * 1.35, real / tline))
    out, cur = [], words[0][1]
    for j, (w, X, _) in enumerate(words):
        d = 0.0 if j == 0 else -(X - cur) * 1000 / sz
        out.append((w, min(0.0, d)))
        cur = max(cur, X) + times_width(w, sz)
    return words[0][1], (297 * k) - words[0][2], sz, out


def write_pdf(doc, imgs, layers):
    import pydyf
    pdf = pydyf.PDF()
    font = pydyf.Dictionary({"Type": "/Font", "Subtype": "/Type1", "BaseFont": "/Times-Roman", "Encoding": "/WinAnsiEncoding"})
    pdf.add_object(font)
    ocg = pydyf.Dictionary({"Type": "/OCG", "Name": pydyf.String("Texte reconnu (OCR)")})
    pdf.add_object(ocg)
    pdf.catalog["OCProperties"] = pydyf.Dictionary({"OCGs": pydyf.Array([ocg.reference]),
                                                    "D": pydyf.Dictionary({"Name": pydyf.String("Calques de numérisation"),
                                                                           "Order": pydyf.Array([ocg.reference]),
                                                                           "ON": pydyf.Array([ocg.reference])})})
    W, H = 595.28, 841.89
    for img, layer in zip(imgs, layers):
        buf = io.BytesIO()
        img.save(buf, "JPEG", quality=70, optimize=False, progressive=False)
        im = pydyf.Stream([buf.getvalue()], extra={"Type": "/XObject", "Subtype": "/Image", "Width": img.width, "Height": img.height,
                                                   "ColorSpace": "/DeviceRGB", "BitsPerComponent": 8, "Filter": "/DCTDecode"})
        pdf.add_object(im)
        ops = [b"q %.4f 0 0 %.4f 0 0 cm /Im0 Do Q" % (W, H), b"/OC /oc1 BDC", b"BT", b"3 Tr"]
        for x, y, size, words in layer:
            arr = b" ".join((b"%.1f " % d if d else b"") + pdf_string(w).encode() for w, d in words)
            ops.append(b"/F1 %.2f Tf 1 0 0 1 %.2f %.2f Tm [%s] TJ" % (size, x, y, arr))
        ops += [b"ET", b"EMC"]
        content = pydyf.Stream(ops, compress=True)
        pdf.add_object(content)
        page = pydyf.Dictionary({"Type": "/Page", "Parent": pdf.pages.reference, "MediaBox": pydyf.Array([0, 0, W, H]),
                                 "Contents": content.reference,
                                 "Resources": pydyf.Dictionary({"Font": pydyf.Dictionary({"F1": font.reference}),
                                                                "XObject": pydyf.Dictionary({"Im0": im.reference}),
                                                                "Properties": pydyf.Dictionary({"oc1": ocg.reference})})})
        pdf.add_page(page)
    pdf.info["Title"] = pydyf.String(doc["title"])
    pdf.info["Creator"] = pydyf.String("Numérisation vers courriel - multifonction du service")
    pdf.info["Producer"] = pydyf.String("pydyf - calque OCR")
    out = io.BytesIO()
    pdf.write(out, identifier=b"corpus-bz-%03d" % doc["num"], compress=False)
    return out.getvalue()


def render_scan(doc):
    import numpy as np
    meas = measure()
    t = Crayon(doc, meas)
    f = t.layout()
    rnd = random.Random(doc["num"] * 6007 + 11)
    written = [list(p["ops"]) for p in f.pages]      # the sheet shows what was written; the layer, what OCR read
    ocr_errors(f.pages, rnd)
    imgs, layers, all_vals = [], [], []
    for n, p in enumerate(f.pages):
        prn = random.Random(doc["num"] * 173 + n)
        nrs = np.random.RandomState(doc["num"] * 31 + n)
        img, th = scan(sheet({"ops": written[n]}, prn, nrs), prn, nrs)
        imgs.append(img)
        layer, vals = [], []
        for o in p["ops"]:
            if o[0] != "t":
                continue
            ln = layer_line(o, th, meas)
            if ln:
                layer.append(ln)
            vals += list(o[8])
        layers.append(layer)
        all_vals.append(vals)
    return write_pdf(doc, imgs, layers), all_vals
