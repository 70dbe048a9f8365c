"""Writer "mfpscan" of corpus CF - the one family that is NOT BORN DIGITAL: the printed document (layout.py, DejaVu Sans,
ruled tables, boxed alerts, a grey-free office print) is rasterised by Pillow at 150 dpi as a MULTIFUNCTION PRINTER
would scan it in black and white: a seeded skew of a fraction of a degree, a slightly uneven exposure, toner specks and
dropouts, then a hard threshold to a 1-BIT image (no dithering) stored with FlateDecode (scanpdf.py). Over it an
invisible OCR-LIKE TEXT LAYER written here: GlyphLessFont, render mode 3, one text matrix per word following the skew,
with seeded MISREADINGS typical of a 150 dpi bitonal print (scanpdf.misread: up to 3 ordinary words a page, up to 2
personal values a document); the truth is the layer's text. A smaller skew (0.5, 0.2, 0) is taken if the page check
fails."""
from __future__ import annotations

import math
import random

import numpy as np
from PIL import Image, ImageDraw, ImageFont
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from .layout import lay_part
from .model import V
from .render_util import check
from .scanpdf import misread, write_pdf

DV = "/usr/share/fonts/truetype/dejavu/"
FILES = {"R": DV + "DejaVuSans.ttf", "B": DV + "DejaVuSans-Bold.ttf", "I": DV + "DejaVuSans-Oblique.ttf"}
RLN = {"R": "CFDVS", "B": "CFDVS-B", "I": "CFDVS-I"}
DPI = 150
_REG, _PIL = [], {}


def reg():
    if not _REG:
        for st, f in FILES.items():
            pdfmetrics.registerFont(TTFont(RLN[st], f))
        _REG.append(1)


def pil_font(st, px):
    key = (st, px)
    if key not in _PIL:
        _PIL[key] = ImageFont.truetype(FILES[st], px)
    return _PIL[key]


def meas(t, st, size):
    return pdfmetrics.stringWidth(t, RLN[st], size)


def render_page(ops, W, H, rnd, skew, budget):
    s = DPI / 72.0
    wpx, hpx = int(W * s), int(H * s)
    img = Image.new("L", (wpx, hpx), 255)
    dr = ImageDraw.Draw(img)
    for op in ops:
        if op[0] == "l":
            _, x1, y1, x2, y2, w = op
            dr.line([(x1 * s, y1 * s), (x2 * s, y2 * s)], fill=0, width=max(1, round(w * s)))
        elif op[0] == "r":
            _, x, y, w, h = op
            dr.rectangle([x * s, y * s, (x + w) * s, (y + h) * s], outline=0, width=2)
    lines = []
    for op in ops:
        if op[0] == "t":
            _, x, y, t, st, size, grey, vals = op
            dr.text((x * s, y * s), t, font=pil_font(st, max(6, round(size * s))), fill=90 if grey else 0, anchor="ls")
            lines.append([x, y, t, st, size, list(vals), True])
    ang = skew * (rnd.random() * 2 - 1) * 0.6          # degrees
    img = img.rotate(ang, resample=Image.BILINEAR, fillcolor=255, center=(wpx / 2, hpx / 2))
    a = np.asarray(img, dtype=np.float32)
    nr = np.random.default_rng(rnd.randrange(1 << 30))
    a = a + nr.normal(0, 22, a.shape) + np.linspace(-18, 14, wpx)[None, :]
    bw = a > 128
    for _ in range(60):                                   # toner specks
        yy, xx = nr.integers(0, hpx - 3), nr.integers(0, wpx - 3)
        bw[yy:yy + nr.integers(1, 3), xx:xx + nr.integers(1, 3)] = False
    bw[:, :6] = False                                     # the dark edge of the scanner lid
    packed = Image.fromarray(bw).tobytes()
    misread(lines, rnd, budget)
    th = math.radians(ang)
    cx, cy = W / 2, H / 2
    words, vals = [], []
    for x, y, t, st, size, vs, _h in lines:
        vals.extend(vs)
        pos = 0
        for wd in t.split(" "):
            if wd:
                x0 = x + meas(t[:pos], st, size)
                xx = cx + (x0 - cx) * math.cos(th) + (y - cy) * math.sin(th)
                yy = cy - (x0 - cx) * math.sin(th) + (y - cy) * math.cos(th)
                words.append((xx, H - yy, th, wd, size, meas(wd, st, size)))
            pos += len(wd) + 1
    return (packed, wpx, hpx, 0, words), vals


def render_mfpscan(doc):
    reg()
    W, H = 595.0, 842.0
    n = len(doc["parts"])
    laid = []
    for k, part in enumerate(doc["parts"]):
        for sc in (9.4, 8.8, 8.2, 7.6, 7.0, 6.5, 6.0):
            got = lay_part(doc, part, k + 1, n, W, H, meas, sc, mx=46, my=40, deco="caps")
            if got:
                break
        else:
            raise RuntimeError("mfpscan: part too long")
        laid.append(got[0])
    for skew in (1.0, 0.5, 0.2, 0.0):
        rnd = random.Random(doc["num"] * 7717 + 3)
        budget = [2]
        pages, vals = [], []
        for ops in laid:
            pg, pv = render_page(ops, W, H, rnd, skew, budget)
            pages.append(pg)
            vals.append(pv)
        pdf = write_pdf(doc, pages, W, H)
        if check(pdf, vals):
            return pdf, vals
    return pdf, vals


_ = V
