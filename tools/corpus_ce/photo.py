"""The PHOTOGRAPHED writer of corpus CE ("photo"): the only family that is not born digital.

1. The paper is a PRE-PRINTED FORM of the issuer FILLED IN BY HAND: the printed template in URW Gothic (issuer in
   demi-bold capitals in a ruled box over the service, the address and the contacts, the title in a grey band, numbered section heads, captions
   in small capitals, table headers in a grey row, empty tick boxes, dotted writing lines) and everything the writer
   filled in - values, free-text paragraphs, table cells, list items, ticks "X", signatures - in blue ink in URW Z003 (a
   chancery script), each hand-written line a little off its dotted line (seeded jitter of the baseline and margin).
2. The sheet is then PHOTOGRAPHED WITH A SMARTPHONE lying on a wooden desk: PERSPECTIVE (the four corners of the sheet
   moved independently, a keystone seen from the bottom edge, a slight turn), a warm paper tone, uneven LIGHTING (a
   gradient from the window and the soft shadow of the phone across one corner), vignetting, a little blur and sensor
   noise; colour JPEG quality 72 (DCTDecode, DeviceRGB), 1536 x 2048 px on a 576 x 768 pt page.
3. The PDF is WRITTEN BY HAND (photopdf.py, corpus CD's writer copied) with the phone app's OCR text layer: GlyphLessFont,
   ONE TEXT MATRIX PER WORD whose origin, angle, size and width come from the word's printed baseline mapped through the
   photo's homography, render mode 3, words in reading order; seeded MISREADINGS of the hand-written lines only (up to
   3 ordinary words a page, up to 2 personal values a document); the truth records what the layer says. If the page
   check fails (pdftotext reading a photographed line in another order), the same photo is taken again with a milder
   perspective.
"""
from __future__ import annotations

import math
import random

import numpy as np

from .engine import bwrap
from .photopdf import misread, write_pdf
from .render_util import runtext

OTF = "/usr/share/fonts/opentype/urw-base35/"
FONTS = {"R": OTF + "URWGothic-Book.otf", "B": OTF + "URWGothic-Demi.otf", "H": OTF + "Z003-MediumItalic.otf"}
PW, PH, DPI = 210.0, 297.0, 150
PX = DPI / 25.4
IW, IH = 1536, 2048            # the photo
PTW, PTH = 576.0, 768.0        # its PDF page
INK = (28, 48, 150)
PRINT = (38, 38, 42)
_PF = {}


def pil_font(st, px):
    from PIL import ImageFont
    if (st, px) not in _PF:
        _PF[(st, px)] = ImageFont.truetype(FONTS[st], px)
    return _PF[(st, px)]


def meas(t, st, size):
    return pil_font(st, 200).getlength(t) / 200 * size * 25.4 / 72


class Sheet:
    def __init__(self, rnd):
        self.ops, self.y, self.rnd = [], 14.0, rnd

    def text(self, x, t, vals, st, size, lead=1.4, hand=False):
        self.y += size * 0.3528 * lead
        dx = dy = 0.0
        if hand:
            dx, dy = self.rnd.uniform(-0.8, 1.2), self.rnd.uniform(-0.5, 0.3)
            self.ops.append(["dl", x - 1.0, self.y + 0.9, min(PW - 18, x + max(40.0, meas(t, st, size) + 6))])
        self.ops.append(["t", x + dx, self.y + dy, t, st, size, list(vals), hand])

    def para(self, run, x, w, st="R", size=9.0, lead=1.4, hand=False):
        for t, v, _ in bwrap(list(run), w, lambda q: meas(q, st, size), False):
            self.text(x, t, v, st, size, lead, hand)

    def rule(self, x1, x2, y, w=0.3):
        self.ops.append(["l", x1, y, x2, y, w])


def lay_part(doc, part, k, n, s, rnd):
    p, x0, W = Sheet(rnd), 18.0, 174.0
    p.ops.append(["t", x0, 9.0, runtext(doc["head"]), "R", 6.8, [v for v in doc["head"] if not isinstance(v, str)], False])
    iss = part["issuer"]
    y0 = p.y
    p.para([x.upper() if isinstance(x, str) else x for x in iss["name"]], x0 + 3, W - 6, "B", 10.5 * s)
    p.para(iss["service"], x0 + 3, W - 6, "R", 8.0 * s)
    for r_ in iss["lines"] + iss["contact"] + ([iss["legal"]] if iss.get("legal") else []):
        p.para(r_, x0 + 3, W - 6, "R", 7.2 * s, 1.3)
    p.y += 2.5
    p.ops.append(["r", x0, y0 + 1.0, W, p.y - y0 - 1.0, 0.4])
    p.y += 2
    ytop = p.y
    if part["refs"]:
        for cap, run in part["refs"]:
            p.para([cap.upper() + " :"], x0, 70, "R", 6.8 * s)
            p.para(run, x0 + 4, 76, "H", 10.5 * s, 1.2, True)
    yl = p.y
    if part["to"] or part["place"]:
        p.y = ytop
        if part["to"]:
            p.para(["DESTINATAIRE :"], x0 + 96, 70, "R", 6.8 * s)
            p.para(part["to"]["name"], x0 + 98, W - 98, "H", 10.5 * s, 1.2, True)
            for r_ in part["to"]["lines"]:
                p.para(r_, x0 + 98, W - 98, "H", 10.5 * s, 1.2, True)
        if part["place"]:
            p.para(["FAIT À, LE :"], x0 + 96, 70, "R", 6.8 * s)
            p.para(part["place"], x0 + 98, W - 98, "H", 10.5 * s, 1.2, True)
    p.y = max(p.y, yl) + 4
    p.ops.append(["band", x0, p.y, W, 8.0 * s])
    p.y += 0.6 * s
    p.para([part["title"].upper()], x0 + 3, W - 6, "B", 10.5 * s, 1.25)
    p.y += 3.0 * s
    nsec = 0
    for head, blocks in part["secs"]:
        if head:
            nsec += 1
            p.y += 1.8 * s
            p.para(["%d - %s" % (nsec, head.upper())], x0, W, "B", 8.8 * s)
            p.rule(x0, x0 + W, p.y + 1.0, 0.25)
            p.y += 1.4
        for b in blocks:
            kind = b[0]
            if kind == "p":
                p.para(b[1], x0 + 2, W - 4, "H", 10.5 * s, 1.25, True)
                p.y += 1.0
            elif kind == "kv":
                cw = 44.0
                for cap, run in b[1]:
                    n0 = len(p.ops)
                    p.para(list(run), x0 + cw, W - cw, "H", 10.5 * s, 1.25, True)
                    first = next(o for o in p.ops[n0:] if o[0] == "t")
                    p.ops.insert(n0, ["t", x0, first[2], cap.upper(), "R", 6.8 * s, [], False])
                p.y += 1.0
            elif kind == "tab":
                ws = [W * w / sum(b[3]) for w in b[3]]
                xs = [x0 + sum(ws[:j]) for j in range(len(ws))]
                top = p.y + 0.6
                p.y = top
                yb = top
                for j, h in enumerate(b[1]):
                    p.y = top
                    p.para([h.upper()], xs[j] + 1.0, ws[j] - 2.0, "B", 6.8 * s, 1.5)
                    yb = max(yb, p.y)
                p.ops.insert(len(p.ops) - len(b[1]), ["fill", x0, top, W, yb + 1.4 - top])
                p.y = yb + 1.4
                ys = [top, p.y]
                for row in b[2]:
                    y0, yb = p.y + 0.2, p.y
                    for j, cell in enumerate(row):
                        p.y = y0
                        for t, v, _ in bwrap(list(cell), ws[j] - 2.0, lambda q: meas(q, "H", 9.6 * s), False):
                            p.y += 9.6 * s * 0.3528 * 1.25
                            p.ops.append(["t", xs[j] + 1.0, p.y, t, "H", 9.6 * s, list(v), True])
                        yb = max(yb, p.y)
                    p.y = yb + 1.6
                    ys.append(p.y)
                for y in ys:
                    p.rule(x0, x0 + W, y, 0.25)
                for x in xs + [x0 + W]:
                    p.ops.append(["l", x, top, x, p.y, 0.25])
                p.y += 2.0
            elif kind == "chk":
                for on, t in b[1]:
                    p.y += 8.6 * s * 0.3528 * 1.5
                    p.ops.append(["r", x0 + 3, p.y - 2.8, 3.0, 3.0, 0.3])
                    if on:
                        p.ops.append(["t", x0 + 3.2, p.y + 0.2, "X", "H", 11.0, [], True])
                    p.ops.append(["t", x0 + 8, p.y, t, "R", 8.6 * s, [], False])
                p.y += 1.0
            elif kind == "list":
                for r_ in b[1]:
                    p.para(["- "] + list(r_), x0 + 4, W - 6, "H", 10.5 * s, 1.25, True)
                p.y += 1.0
            elif kind == "alert":
                ya = p.y
                p.para(["IMPORTANT"], x0 + 3, W - 6, "B", 8.0 * s)
                for r_ in b[1]:
                    p.para(r_, x0 + 3, W - 6, "H", 10.5 * s, 1.25, True)
                p.y += 1.6
                p.ops.append(["r", x0, ya + 1.0, W, p.y - ya - 1.0, 0.5])
                p.y += 1.5
    for role, runs in part["sigs"]:
        p.y += 3.0
        p.para([role.upper()], x0 + 92, W - 92, "R", 6.8 * s)
        for r_ in runs:
            p.para(r_, x0 + 94, W - 94, "H", 10.5 * s, 1.25, True)
    p.ops.append(["t", x0, PH - 10.0, runtext(doc["foot"]) + " - feuillet %d/%d" % (k + 1, n), "R", 6.8,
                  [v for v in doc["foot"] if not isinstance(v, str)], False])
    return p


def raster(p):
    from PIL import Image, ImageDraw
    img = Image.new("RGB", (round(PW * PX), round(PH * PX)), (255, 255, 255))
    d = ImageDraw.Draw(img)
    for o in p.ops:
        if o[0] == "band":
            d.rectangle([o[1] * PX, o[2] * PX, (o[1] + o[3]) * PX, (o[2] + o[4]) * PX], fill=(215, 215, 218))
        elif o[0] == "fill":
            d.rectangle([o[1] * PX, o[2] * PX, (o[1] + o[3]) * PX, (o[2] + o[4]) * PX], fill=(228, 228, 230))
    for o in p.ops:
        if o[0] == "t":
            d.text((o[1] * PX, o[2] * PX), o[3], fill=INK if o[7] else PRINT, font=pil_font(o[4], max(6, round(o[5] / 72 * DPI))), anchor="ls")
        elif o[0] == "l":
            d.line([o[1] * PX, o[2] * PX, o[3] * PX, o[4] * PX], fill=PRINT, width=max(1, round(o[5] * PX)))
        elif o[0] == "r":
            d.rectangle([o[1] * PX, o[2] * PX, (o[1] + o[3]) * PX, (o[2] + o[4]) * PX], outline=PRINT, width=max(1, round(o[5] * PX)))
        elif o[0] == "dl":
            x = o[1]
            while x < o[3]:
                d.point([(x * PX, o[2] * PX)], fill=(150, 150, 155))
                x += 0.8
    return img


def homography(src, dst):
    """3x3 H with dst ~ H src (four point pairs)."""
    A = []
    for (x, y), (u, v) in zip(src, dst):
        A.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        A.append([0, 0, 0, x, y, 1, -v * x, -v * y])
    h = np.linalg.solve(np.array(A, float), np.array([c for pt in dst for c in pt], float))
    return np.append(h, 1.0).reshape(3, 3)


def apply(Hm, x, y):
    u, v, w = Hm @ np.array([x, y, 1.0])
    return u / w, v / w


def photograph(img, rnd, nrs, strength):
    """The sheet on a desk seen by a phone: perspective, light, vignetting, blur, noise. Returns the photo and H (sheet px -> photo px)."""
    from PIL import Image, ImageFilter
    w, h = img.size
    j = lambda a: rnd.uniform(-a, a) * strength  # noqa: E731
    cx, cy = IW / 2 + j(30), IH / 2 + j(30)
    sw, sh = IW * 0.80, IW * 0.80 * h / w
    top_shrink = rnd.uniform(0.02, 0.06) * strength * sw
    dst = [(cx - sw / 2 + top_shrink + j(25), cy - sh / 2 + j(25)), (cx + sw / 2 - top_shrink + j(25), cy - sh / 2 + j(25)),
           (cx + sw / 2 + j(25), cy + sh / 2 + j(25)), (cx - sw / 2 + j(25), cy + sh / 2 + j(25))]
    src = [(0, 0), (w, 0), (w, h), (0, h)]
    Hm = homography(src, dst)
    Hinv = np.linalg.inv(Hm)
    coeffs = (Hinv / Hinv[2, 2]).flatten()[:8]
    # the desk: warm wood with grain
    yy, xx = np.mgrid[0:IH, 0:IW].astype(np.float32)
    grain = np.sin(xx / 9.0 + 3 * np.sin(yy / 140.0)) * 10 + nrs.normal(0, 4, (IH, IW))
    desk = np.stack([120 + grain, 82 + grain * 0.8, 52 + grain * 0.5], -1)
    sheet = img.transform((IW, IH), Image.Transform.PERSPECTIVE, tuple(coeffs), resample=Image.Resampling.BICUBIC, fillcolor=(0, 0, 0))
    mask = Image.new("L", img.size, 255).transform((IW, IH), Image.Transform.PERSPECTIVE, tuple(coeffs), resample=Image.Resampling.BILINEAR, fillcolor=0)
    m = np.asarray(mask, np.float32)[..., None] / 255.0
    a = np.asarray(sheet, np.float32) * np.array([0.97, 0.95, 0.89], np.float32)
    out = a * m + desk * (1 - m)
    # light from a window at one side, the phone's shadow on a corner, vignetting
    side = rnd.choice([-1, 1])
    light = 0.86 + 0.16 * ((xx / IW) if side > 0 else (1 - xx / IW)) + 0.04 * (1 - yy / IH)
    sx, sy = (IW * rnd.uniform(0.65, 0.95), IH * rnd.uniform(0.75, 0.98))
    shadow = 1 - 0.22 * np.exp(-(((xx - sx) / (IW * 0.22)) ** 2 + ((yy - sy) / (IH * 0.16)) ** 2))
    vig = 1 - 0.25 * (((xx - IW / 2) / (IW / 2)) ** 2 + ((yy - IH / 2) / (IH / 2)) ** 2) / 2
    out = out * (light * shadow * vig)[..., None]
    ph = Image.fromarray(np.clip(out, 0, 255).astype(np.uint8), "RGB").filter(ImageFilter.GaussianBlur(0.8))
    b = np.asarray(ph, np.float32) + nrs.normal(0, 3.0, (IH, IW, 1))
    return Image.fromarray(np.clip(b, 0, 255).astype(np.uint8), "RGB"), Hm


def to_jpeg(img):
    import io
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=72, optimize=False, progressive=False, subsampling=2)
    return buf.getvalue()


def place_words(lines, Hm):
    """Word boxes of the OCR layer in the photo's frame (PDF points, y up)."""
    kx, ky = PTW / IW, PTH / IH
    out = []
    for o in lines:
        x, y, t, st, size = o[0], o[1], o[2], o[3], o[4]
        pos = x
        for w in t.split(" "):
            if w == "":
                pos += meas(" ", st, size)
                continue
            ww = meas(w, st, size)
            u1, v1 = apply(Hm, pos * PX, y * PX)
            u2, v2 = apply(Hm, (pos + ww) * PX, y * PX)
            X1, Y1, X2, Y2 = u1 * kx, PTH - v1 * ky, u2 * kx, PTH - v2 * ky
            wpt = math.hypot(X2 - X1, Y2 - Y1)
            scale = wpt / max(0.01, ww * 72 / 25.4)
            out.append((X1, Y1, math.atan2(Y2 - Y1, X2 - X1), w, size * scale, wpt))
            pos += ww + meas(" ", st, size)
    return out


def render_photo(doc):
    from .render_util import check
    n = len(doc["parts"])
    for s in (1.0, 0.95, 0.9, 0.85, 0.8, 0.75, 0.7, 0.65, 0.6):
        sheets = [lay_part(doc, part, k, n, s, random.Random(doc["num"] * 131 + k)) for k, part in enumerate(doc["parts"])]
        if all(o[2] < PH - 14 for p in sheets for o in p.ops if o[0] == "t" and o[2] < PH - 11):
            break
    else:
        raise RuntimeError("photo: %s does not fit" % doc["form"])
    imgs = [raster(p) for p in sheets]
    for strength in (1.0, 0.6, 0.3, 0.0):
        rnd = random.Random(doc["num"] * 7121 + 5)
        pages, vals = [], []
        budget = [2]
        for k, p in enumerate(sheets):
            img, Hm = photograph(imgs[k], rnd, np.random.RandomState(doc["num"] * 41 + k), strength)
            lines = [[o[1], o[2], o[3], o[4], o[5], list(o[6]), o[7]] for o in p.ops if o[0] == "t"]
            misread(lines, rnd, budget)
            lines.sort(key=lambda o: (round(o[1], 0), o[0]))
            pages.append((to_jpeg(img), IW, IH, False, place_words(lines, Hm)))
            vals.append([v for o in lines for v in o[5]])
        pdf = write_pdf(doc, pages, PTW, PTH)
        if check(pdf, vals):
            return pdf, vals
    raise RuntimeError("photo: %s unreadable" % doc["form"])
