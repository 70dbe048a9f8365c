"""The PHONE-PHOTO writer of corpus BT (draw_photo): a paper form photographed with a smartphone on a desk, as the
research unit receives it from a participant, a GP or a partner site ("je vous envoie la photo du formulaire").

1. The page (an A4 sheet) is drawn as vectors by PyMuPDF (FreeSans / Bold / Oblique / FreeMono TTF, DejaVu Sans for the
   ticks) with what a handled paper sheet carries: a pen tick, a fold line across the middle, a paper-clip shadow.
2. It is rendered to an RGB pixmap at 110 dpi, turned into a Pillow image and WARPED BY A HOMOGRAPHY (Image.transform,
   PERSPECTIVE, bicubic) onto a 1200 x 1600 px photo: the sheet becomes a KEYSTONE quadrilateral (top edge shorter than
   the bottom edge, the phone held above the lower half), its corners jittered per page, on a DESK BACKGROUND (a warm
   grey gradient with seeded grain, numpy RandomState); the whole photo is multiplied by a LIGHTING FIELD (a bright spot
   where the ceiling light falls, a soft shadow of the phone and hand over one lower corner, a vignette), softened by a
   0.7 px Gaussian blur, and encoded as JPEG (quality 76) - Pillow and numpy are deterministic, so the bytes are.
3. The page is 595.28 x 793.70 pt (the photo's 3:4), the JPEG its only visible content (PyMuPDF insert_image). Over it
   an INVISIBLE OCR TEXT LAYER is written by hand as a phone scanning app writes it: one BT/ET object per recognised
   line, 3 Tr, base-14 Helvetica (WinAnsi, not embedded), the text matrix turned along the line's baseline AS THE
   HOMOGRAPHY MAPS IT (start and end points of the baseline both mapped: each line gets its own angle and origin), the
   font size scaled by the local vertical scale of the homography at the line's start, and a horizontal scaling (Tz)
   that stretches the Helvetica string to the mapped length of the line. Glyphs outside cp1252 (☐ / ☒) are left out
   of the text layer, as OCR leaves them out.
"""
from __future__ import annotations

import math
import random

from .render import FONTS, MM, PORT, SOFT, measure

DPI = 110
PW, PH = 1200, 1600
PAGE = (595.2756, 595.2756 * PH / PW)


def _vector_page(d, p, fonts, extra=()):
    import pymupdf
    pg = d.new_page(width=PORT[0], height=PORT[1])
    for st, path in fonts.items():
        pg.insert_font(fontname="BT" + st, fontfile=path)
    for o in list(p["ops"]) + list(extra):
        if o[0] == "t":
            _, x, y, s, st, size, color = o[:7]
            pg.insert_text(pymupdf.Point(x * MM, y * MM), s + " ", fontname="BT" + st, fontsize=size, color=color)
        elif o[0] == "l":
            pg.draw_line((o[1] * MM, o[2] * MM), (o[3] * MM, o[4] * MM), color=o[6], width=o[5] * MM, dashes="[1 2] 0" if o[7] else None)
        elif o[0] == "r":
            _, x, y, w, h, fill, stroke, rad, lw = o
            if fill or stroke:
                pg.draw_rect(pymupdf.Rect(x * MM, y * MM, (x + w) * MM, (y + h) * MM), color=stroke, fill=fill, width=lw * MM,
                             radius=min(0.5, rad / min(w, h)) if rad else None)
        elif o[0] == "c":
            _, cx, cy, rad, fill, stroke, lw = o
            pg.draw_circle((cx * MM, cy * MM), rad * MM, color=stroke, fill=fill, width=lw * MM)
        elif o[0] == "q":  # a pen stroke: a polyline of points in mm
            pg.draw_polyline([(x * MM, y * MM) for x, y in o[1]], color=o[2], width=o[3] * MM)
    return pg


def homography(src, dst):
    """3x3 matrix (row-major list) mapping the four src points onto the four dst points."""
    import numpy as np
    A, b = [], []
    for (x, y), (u, v) in zip(src, dst):
        A.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        A.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        b += [u, v]
    h = np.linalg.solve(np.array(A, dtype=float), np.array(b, dtype=float))
    return [float(t) for t in h] + [1.0]


def apply(h, x, y):
    w = h[6] * x + h[7] * y + h[8]
    return (h[0] * x + h[1] * y + h[2]) / w, (h[3] * x + h[4] * y + h[5]) / w


def _extras(rnd, k):
    """What the handled sheet carries (drawn into the image only)."""
    y = 148.0 + rnd.uniform(-4, 4)
    ops = [("l", 0.0, y, 210.0, y + rnd.uniform(-1, 1), 0.5, (0.86, 0.86, 0.86), False),
           ("l", 0.0, y + 0.6, 210.0, y + 0.6, 0.3, (0.97, 0.97, 0.97), False)]
    if k == 0:
        ops += [("r", 118.0, -2.0, 7.0, 24.0, (0.78, 0.78, 0.8), None, 3.0, 0.1), ("r", 119.5, 0.0, 4.0, 19.0, (0.9, 0.9, 0.92), None, 2.0, 0.1)]
    return ops


def _photo(img, rnd, seed):
    """The sheet image warped onto a desk photo; returns (photo, homography paper px -> photo px)."""
    import numpy as np
    from PIL import Image, ImageFilter
    w, h = img.size
    j = lambda a: rnd.uniform(-a, a)  # noqa: E731
    top = 150 + j(20)
    tilt = j(4)
    dst = [(top + j(8), 96 - tilt + j(2)), (PW - top + 30 + j(8), 96 + tilt + j(2)), (PW - 60 + j(10), PH - 78 + tilt + j(3)), (48 + j(10), PH - 78 - tilt + j(3))]
    src = [(0, 0), (w, 0), (w, h), (0, h)]
    inv = homography(dst, src)
    fwd = homography(src, dst)
    sheet = img.transform((PW, PH), Image.PERSPECTIVE, inv[:8], Image.BICUBIC)
    mask = Image.new("L", (w, h), 255).transform((PW, PH), Image.PERSPECTIVE, inv[:8], Image.BILINEAR)
    rs = np.random.RandomState(seed)
    yy, xx = np.mgrid[0:PH, 0:PW].astype(np.float32)
    desk = np.stack([88 + 30 * xx / PW + 12 * yy / PH, 80 + 26 * xx / PW + 10 * yy / PH, 72 + 20 * xx / PW + 8 * yy / PH], -1)
    desk += rs.normal(0, 5.0, (PH, PW, 1)).astype(np.float32)
    shadow = Image.fromarray(np.zeros((PH, PW), np.uint8))
    shadow.paste(255, (0, 0), mask.filter(ImageFilter.GaussianBlur(9)))
    sh = np.asarray(shadow, np.float32)[..., None] / 255.0
    desk = desk * (1 - 0.45 * np.roll(np.roll(sh, 9, 0), 7, 1))
    paper = np.asarray(sheet.convert("RGB"), np.float32) * np.array([0.985, 0.975, 0.94], np.float32)
    m = np.asarray(mask, np.float32)[..., None] / 255.0
    out = paper * m + desk * (1 - m)
    lx, ly = PW * (0.3 + 0.4 * rnd.random()), PH * (0.2 + 0.3 * rnd.random())
    light = 0.86 + 0.16 * np.exp(-(((xx - lx) / (0.7 * PW)) ** 2 + ((yy - ly) / (0.7 * PH)) ** 2))
    vig = 1 - 0.18 * (((xx - PW / 2) / (PW / 2)) ** 2 + ((yy - PH / 2) / (PH / 2)) ** 2) / 2
    cx, cy = (PW + 80, PH + 60) if rnd.random() < 0.5 else (-80, PH + 60)
    hand = 1 - 0.2 * np.clip(1 - np.hypot(xx - cx, yy - cy) / 520.0, 0, 1) ** 0.6
    out = out * (light * vig * hand)[..., None] + rs.normal(0, 2.0, (PH, PW, 1)).astype(np.float32)
    photo = Image.fromarray(np.clip(out, 0, 255).astype(np.uint8), "RGB").filter(ImageFilter.GaussianBlur(0.7))
    return photo, fwd


def draw_photo(pages, doc, fam):
    import io
    import pymupdf
    from PIL import Image
    from reportlab.pdfbase import pdfmetrics
    meas = measure(fam)
    rnd = random.Random(doc["num"] * 7717 + 29)
    src = pymupdf.open()
    out = pymupdf.open()
    s = DPI / 72.0
    kx, ky = PAGE[0] / PW, PAGE[1] / PH
    for k, p in enumerate(pages):
        pg = _vector_page(src, p, FONTS[fam], _extras(rnd, k) + p.get("scribbles", []))
        pix = pg.get_pixmap(matrix=pymupdf.Matrix(s, s), colorspace=pymupdf.csRGB, alpha=False)
        img = Image.frombytes("RGB", (pix.width, pix.height), pix.samples)
        photo, hm = _photo(img, rnd, doc["num"] * 31 + k)
        buf = io.BytesIO()
        photo.save(buf, "JPEG", quality=76)
        op = out.new_page(width=PAGE[0], height=PAGE[1])
        op.insert_image(op.rect, stream=buf.getvalue())

        def where(xmm, ymm):  # paper mm -> page pt (y down)
            u, v = apply(hm, xmm * MM * s * img.width / (PORT[0] * s), ymm * MM * s * img.height / (PORT[1] * s))
            return u * kx, v * ky
        body = [b"BT 3 Tr"]
        for o in p["ops"]:
            if o[0] != "t":
                continue
            _, x, y, t, st, size = o[:6]
            txt = "".join(ch for ch in t if ch.encode("cp1252", "ignore")) + " "
            if not txt.strip():
                continue
            wmm = meas(t, st, size)
            bx, by = where(x, y)
            ex, ey = where(x + wmm, y)
            tx, ty = where(x, y - 1.0)
            dx, dy = ex - bx, -(ey - by)
            L = math.hypot(dx, dy)
            ux, uy = (dx / L, dy / L) if L else (1.0, 0.0)
            fs = size * math.hypot(tx - bx, ty - by) / MM
            hw = pdfmetrics.stringWidth(txt.rstrip(" "), "Helvetica", fs)
            tz = 100.0 * L / hw if hw and L else 100.0
            body.append(b"/OCR %.2f Tf %.2f Tz %.5f %.5f %.5f %.5f %.2f %.2f Tm <%s> Tj" % (
                fs, tz, ux, uy, -uy, ux, bx, PAGE[1] - by, txt.encode("cp1252").hex().encode()))
        body.append(b"ET")
        fx = out.get_new_xref()
        out.update_object(fx, "<</Type/Font/Subtype/Type1/BaseFont/Helvetica/Encoding/WinAnsiEncoding>>")
        sx_ = out.get_new_xref()
        out.update_object(sx_, "<<>>")
        out.update_stream(sx_, b"\n".join(body))
        cont = op.get_contents()
        out.xref_set_key(op.xref, "Contents", "[%s %d 0 R]" % (" ".join("%d 0 R" % c for c in cont), sx_))
        typ, val = out.xref_get_key(op.xref, "Resources")
        if typ == "xref":
            out.xref_set_key(int(val.split()[0]), "Font", "<</OCR %d 0 R>>" % fx)
        else:
            out.xref_set_key(op.xref, "Resources/Font", "<</OCR %d 0 R>>" % fx)
    out.set_metadata({"title": doc["title"], "producer": SOFT[fam][1], "creator": SOFT[fam][0], "creationDate": "", "modDate": ""})
    return out.tobytes(garbage=3, deflate=True, no_new_id=True)
