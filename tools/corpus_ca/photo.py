"""The PHOTOGRAPHED SCREEN writer of corpus CA ("photoecran"): the only family that is not born digital.

1. The screen (ecran.Ecran's layout) is rasterised by Pillow at the monitor's own resolution, 1920 x 1200 pixels for
   300 x 187.5 mm (DejaVu Sans, the software's colours, drawn check marks).
2. It is PHOTOGRAPHED WITH A PHONE held in front of the monitor: the frame is a 3:2 photo of 3000 x 2000 pixels (330 x
   220 mm) in which the screen is scaled to about 85 % of the width and turned by 0.12 - 0.40 degree; the monitor's
   black BEZEL and a dim office wall surround it; the screen's RGB SUBPIXEL STRIPES are multiplied in at the panel's
   pitch, which the camera's grid samples unevenly, and a MOIRÉ of curved colour fringes (one sinusoidal beat per
   channel, phase-shifted) runs across; a GLARE spot of a ceiling light, a vignette, a cool white balance, a light
   blur and sensor noise; stored as an RGB JPEG (quality 74, DCTDecode).
3. The PDF is WRITTEN BY HAND (no PDF library): catalog, pages, one page per screen (MediaBox 330 x 220 mm), the JPEG
   image XObject, a base-14 Helvetica font (/WinAnsiEncoding, not embedded), a Flate content stream, the info
   dictionary, the cross-reference table computed from the byte offsets and a fixed /ID. The OCR LAYER is painted over
   the photo in render mode 3 (invisible): one BT per line of the screen, set at the place where the photo maps the
   line's start, each WORD MOVED TO ITS PLACE BY A Td (relative to the previous word; never backwards), the line's
   size chosen so that Helvetica spans the width the screen's type takes (0.6 - 1.35 times the real size). The layer
   carries the seeded misreadings of ecran.ocr_errors; the truth is taken from the layer.
"""
from __future__ import annotations

import io
import math
import random
import zlib

from .ecran import SH, SW, Ecran, measure, ocr_errors, pil_font

SPX = 1920 / SW             # screen pixels per mm
PW, PH = 330.0, 220.0        # photo page in mm
CPX = 3000 / PW              # camera pixels per mm
SCALE = 0.85 * PW / SW       # screen mm -> photo mm


def to255(c):
    return tuple(round(x * 255) for x in c)


def raster(ops):
    """The screen as the monitor shows it."""
    from PIL import Image, ImageDraw
    img = Image.new("RGB", (1920, 1200), (255, 255, 255))
    d = ImageDraw.Draw(img)
    for o in ops:
        if o[0] == "r":
            _, x, y, w, h, fill, stroke, rad, lw = o
            box = [x * SPX, y * SPX, (x + w) * SPX, (y + h) * SPX]
            kw = dict(fill=to255(fill) if fill else None, outline=to255(stroke) if stroke else None, width=max(1, round(lw * SPX)) if stroke else 0)
            if rad:
                d.rounded_rectangle(box, radius=rad * SPX, **kw)
            else:
                d.rectangle(box, **kw)
        elif o[0] == "l":
            _, x1, y1, x2, y2, w, col, dash = o
            d.line([x1 * SPX, y1 * SPX, x2 * SPX, y2 * SPX], fill=to255(col), width=max(1, round(w * SPX)))
        elif o[0] == "c":
            _, cx, cy, rad, fill, stroke, lw = o
            d.ellipse([(cx - rad) * SPX, (cy - rad) * SPX, (cx + rad) * SPX, (cy + rad) * SPX], fill=to255(fill) if fill else None,
                      outline=to255(stroke) if stroke else None)
        elif o[0] == "tick":
            _, x, y = o
            d.line([(x * SPX, y * SPX), ((x + 0.8) * SPX, (y + 0.8) * SPX), ((x + 2.1) * SPX, (y - 1.1) * SPX)], fill=(255, 255, 255),
                   width=max(2, round(0.4 * SPX)), joint="curve")
        elif o[0] == "t":
            _, x, y, s, st, size, col, just, _v = o
            d.text((x * SPX, y * SPX), s, fill=to255(col), font=pil_font(st, max(6, round(size / 72 * 25.4 * SPX))), anchor="ls")
    return img


def fwd(x, y, th):
    """Screen mm -> photo mm: scaled about the screen centre, turned by th, centred in the photo."""
    dx, dy = (x - SW / 2) * SCALE, (y - SH / 2) * SCALE
    c, s = math.cos(th), math.sin(th)
    return PW / 2 + dx * c + dy * s, PH / 2 - dx * s + dy * c


def photograph(screen, rnd, nrs):
    import numpy as np
    from PIL import Image, ImageFilter
    th = math.radians(rnd.choice([-1, 1]) * rnd.uniform(0.12, 0.40))
    W, H = round(PW * CPX), round(PH * CPX)
    # the wall and the bezel
    yy, xx = np.mgrid[0:H, 0:W].astype(np.float32)
    wall = np.stack([np.full((H, W), 92.0), np.full((H, W), 88.0), np.full((H, W), 84.0)], -1) * (0.8 + 0.2 * (yy / H))[..., None]
    canvas = Image.fromarray(np.clip(wall, 0, 255).astype(np.uint8), "RGB")
    sw, sh = round(SW * SCALE * CPX), round(SH * SCALE * CPX)
    bez = 7.0 * CPX
    bezel = Image.new("RGB", (sw + 2 * round(bez), sh + 2 * round(bez) + round(3 * CPX)), (22, 22, 24))
    shot = screen.resize((sw, sh), Image.BILINEAR)
    bezel.paste(shot, (round(bez), round(bez)))
    big = Image.new("RGB", (W, H), (0, 0, 0))
    big.paste(bezel, ((W - bezel.width) // 2, (H - sh) // 2 - round(bez)))
    mask = Image.new("L", (W, H), 0)
    mask.paste(255, ((W - bezel.width) // 2, (H - sh) // 2 - round(bez), (W - bezel.width) // 2 + bezel.width, (H - sh) // 2 - round(bez) + bezel.height))
    canvas.paste(big, (0, 0), mask)
    canvas = canvas.rotate(math.degrees(th), resample=Image.BICUBIC, center=(W / 2, H / 2), fillcolor=(80, 76, 72))
    a = np.asarray(canvas, np.float32)
    # subpixel stripes at the panel's pitch and a moiré of colour fringes
    pitch = SCALE * CPX / SPX
    ph = 2 * math.pi * xx / (pitch / 3.0)
    stripes = np.stack([np.cos(ph), np.cos(ph - 2.094), np.cos(ph + 2.094)], -1)
    a *= 1 + 0.05 * stripes
    fx, fy = rnd.uniform(0.006, 0.011), rnd.uniform(0.002, 0.005)
    curve = 0.00002 * (xx - W / 2) ** 2 / 30
    for ch, phase in enumerate((0.0, 2.1, 4.2)):
        a[..., ch] *= 1 + 0.045 * np.sin(2 * math.pi * (fx * xx + fy * yy + curve) + phase)
    # glare, vignette, white balance
    gx, gy = rnd.uniform(0.25, 0.75) * W, rnd.uniform(0.15, 0.45) * H
    r2 = ((xx - gx) ** 2 + (yy - gy) ** 2) / (0.22 * W) ** 2
    a += (38 * np.exp(-r2))[..., None]
    v = ((xx - W / 2) / (W / 2)) ** 2 + ((yy - H / 2) / (H / 2)) ** 2
    a *= (1 - 0.18 * v)[..., None]
    a *= np.array([0.95, 0.98, 1.04], np.float32)
    out = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8), "RGB").filter(ImageFilter.GaussianBlur(0.7))
    a = np.asarray(out, np.float32) + nrs.normal(0, 2.6, (H, W, 1)).astype(np.float32)
    return Image.fromarray(np.clip(a, 0, 255).astype(np.uint8), "RGB"), th


def helv_width(s, size):
    from reportlab.pdfbase.pdfmetrics import stringWidth
    return stringWidth(s, "Helvetica", size)


def layer_line(o, th, meas):
    """One OCR line: (x pt, y pt, size, [(word + " ", dx from the previous word)])."""
    _, x, y, s, st, size, col, just, _v = o
    k = 72 / 25.4
    words, pos = [], 0
    for w in s.split(" "):
        if w:
            X, Y = fwd(x + meas(s[:pos], st, size), y, th)
            words.append((w + " ", X * k, (PH - Y) * k))
        pos += len(w) + 1
    if not words:
        return None
    real = meas(s.rstrip(), st, size) * SCALE * k
    tl = helv_width(s.rstrip(), 1.0)
    sz = size * SCALE * 0.6 if tl <= 0 else max(size * SCALE * 0.6, min(size * SCALE * 1.35, real / tl))
    out, prev_x, end = [], words[0][1], words[0][1]
    for j, (w, X, _) in enumerate(words):
        X = max(X, end)
        out.append((w, 0.0 if j == 0 else X - prev_x))
        prev_x, end = X, X + helv_width(w, sz)
    return words[0][1], words[0][2], sz, out


def pdf_string(s):
    return b"<" + s.encode("cp1252").hex().upper().encode() + b">"


def write_pdf(doc, imgs, layers):
    """The PDF, object by object, with its cross-reference table."""
    W, H = PW * 72 / 25.4, PH * 72 / 25.4
    objs = {}
    n = len(imgs)
    kids = [4 + 3 * j for j in range(n)]
    objs[1] = b"<< /Type /Catalog /Pages 2 0 R >>"
    objs[2] = b"<< /Type /Pages /Kids [" + b" ".join(b"%d 0 R" % k for k in kids) + b"] /Count %d >>" % n
    objs[3] = b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>"
    for j, (img, layer) in enumerate(zip(imgs, layers)):
        pg, im, ct = 4 + 3 * j, 5 + 3 * j, 6 + 3 * j
        buf = io.BytesIO()
        img.save(buf, "JPEG", quality=74, optimize=False, progressive=False)
        data = buf.getvalue()
        objs[im] = (b"<< /Type /XObject /Subtype /Image /Width %d /Height %d /ColorSpace /DeviceRGB /BitsPerComponent 8 "
                    b"/Filter /DCTDecode /Length %d >>\nstream\n" % (img.width, img.height, len(data)) + data + b"\nendstream")
        ops = [b"q %.2f 0 0 %.2f 0 0 cm /Im0 Do Q" % (W, H), b"BT", b"3 Tr"]
        for x, y, size, words in layer:
            ops.append(b"/F1 %.2f Tf 1 0 0 1 %.2f %.2f Tm" % (size, x, y))
            for w, dx in words:
                ops.append((b"%.2f 0 Td " % dx if dx else b"") + pdf_string(w) + b" Tj")
        ops.append(b"ET")
        raw = zlib.compress(b"\n".join(ops), 9)
        objs[ct] = b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(raw) + raw + b"\nendstream"
        objs[pg] = (b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %.2f %.2f] /Contents %d 0 R "
                    b"/Resources << /Font << /F1 3 0 R >> /XObject << /Im0 %d 0 R >> >> >>" % (W, H, ct, im))
    info = 4 + 3 * n
    title = doc["title"].encode("utf-16-be").hex().upper().encode()
    objs[info] = (b"<< /Title <FEFF" + title + b"> /Creator (Photo d'ecran - appareil mobile) "
                  b"/Producer (CA photo-ecran - PDF ecrit a la main) >>")
    out = io.BytesIO()
    out.write(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offs = {}
    for k in sorted(objs):
        offs[k] = out.tell()
        out.write(b"%d 0 obj\n" % k + objs[k] + b"\nendobj\n")
    xref = out.tell()
    size = max(objs) + 1
    out.write(b"xref\n0 %d\n0000000000 65535 f \n" % size)
    for k in range(1, size):
        out.write(b"%010d 00000 n \n" % offs[k])
    fid = b"%032X" % (0xCA000 + doc["num"])
    out.write(b"trailer\n<< /Size %d /Root 1 0 R /Info %d 0 R /ID [<%s> <%s>] >>\nstartxref\n%d\n%%%%EOF\n" % (size, info, fid, fid, xref))
    return out.getvalue()


def render_photo(doc):
    import numpy as np
    meas = measure()
    t = Ecran(doc, meas)
    f = t.layout()
    rnd = random.Random(doc["num"] * 7211 + 29)
    shown = [list(p["ops"]) for p in f.pages]      # the photo shows the screen; the layer, what OCR read
    ocr_errors(f.pages, rnd)
    imgs, layers, all_vals = [], [], []
    for n, p in enumerate(f.pages):
        prn = random.Random(doc["num"] * 191 + n)
        nrs = np.random.RandomState(doc["num"] * 37 + n)
        img, th = photograph(raster(shown[n]), prn, nrs)
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
