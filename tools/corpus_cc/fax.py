"""The RECEIVED FAX writer of corpus CC ("faxg4"): the only family that is not born digital.

1. The letter is laid out here (a plain office letter: issuer block at the left, references at the right, "OBJET :"
   in bold capitals, numbered section headings, fields as "caption : value" with the caption in bold, tables with a
   rule under the head and between columns, "[X]" ticks, indented dashes, a boxed "IMPORTANT" note, signatures at the
   right) in URW Nimbus Sans and rasterised by Pillow at 200 dpi on A4.
2. It is then SENT BY FAX and received: the fax machine prints its TRANSMISSION HEADER on top of each page (date and
   hour, "DE :" the sending fax number in the +594 format, the sender's acronym and "P.00k/00n", in Nimbus Mono), the
   page is reduced to ONE BIT by a noisy threshold, with the vertical resolution halved and doubled back (the fax's
   "standard" mode), a white streak of a dropped scan line, specks; stored as a CCITT GROUP 4 image (Pillow's libtiff
   encoder, the strip copied into the PDF with /CCITTFaxDecode /K -1).
3. The PDF is WRITTEN BY HAND (faxpdf.py): the OCR LAYER of the receiving server is one text object PER LINE
   (render mode 3, Helvetica WinAnsi, a Tm at the line's start and a Tz stretching the line to its printed width);
   the fax header is in the layer. Seeded MISREADINGS: a few ordinary words per page and up to two personal values per
   document; the truth records what the layer says.
"""
from __future__ import annotations

import random
import re

import numpy as np

from .engine import bwrap
from .faxpdf import misread, write_pdf
from .render_util import runtext

OTF = "/usr/share/fonts/opentype/urw-base35/"
FONTS = {"R": OTF + "NimbusSans-Regular.otf", "B": OTF + "NimbusSans-Bold.otf", "I": OTF + "NimbusSans-Italic.otf",
         "M": OTF + "NimbusMonoPS-Regular.otf"}
PW, PH, DPI = 210.0, 297.0, 200
PX = DPI / 25.4
_PF = {}


def pil_font(st, px):
    from PIL import ImageFont
    if (st, px) not in _PF:
        _PF[(st, px)] = ImageFont.truetype(FONTS[st], px)
    return _PF[(st, px)]


def meas(t, st, size):
    return pil_font(st, 200).getlength(t) / 200 * size * 25.4 / 72


class Page:
    def __init__(self, k):
        self.ops, self.y, self.k = [], 18.0, k

    def text(self, x, t, vals, st, size, lead=1.35):
        self.y += size * 0.3528 * lead
        self.ops.append(["t", x, self.y, t, st, size, list(vals)])

    def para(self, run, x, w, st="R", size=9.5, lead=1.35):
        for t, v, _ in bwrap(list(run), w, lambda q: meas(q, st, size), True):
            self.text(x, t, v, st, size, lead)

    def rule(self, x1, x2, dy=1.2, w=0.3):
        self.ops.append(["l", x1, self.y + dy, x2, self.y + dy, w])


def lay_part(doc, part, k, s):
    p, x0, W = Page(k), 20.0, 170.0
    iss = part["issuer"]
    p.para(iss["name"], x0, 95, "B", 10.5 * s)
    p.para(iss["service"] if isinstance(iss["service"], list) else [iss["service"]], x0, 95, "I", 8.8 * s)
    for r_ in iss["lines"] + iss["contact"] + ([iss["legal"]] if iss.get("legal") else []):
        p.para(r_, x0, 95, "R", 8.4 * s)
    p.y += 2  # the references under the issuer (pypdf reads side-by-side columns line by line)
    for cap, run in part["refs"]:
        p.para([cap + " : "] + list(run), x0 + 105, 65, "R", 8.8 * s)
    if part["to"]:
        p.y += 3
        p.para(["À : "] + list(part["to"]["name"]), x0 + 105, 65, "B", 9.6 * s)
        for r_ in part["to"]["lines"]:
            p.para(r_, x0 + 111, 59, "R", 9.6 * s)
    if part["place"]:
        p.y += 2
        p.para(part["place"], x0 + 105, 65, "R", 9.2 * s)
    p.y += 5
    p.para(["OBJET : " + part["title"].upper()], x0, W, "B", 11 * s)
    p.rule(x0, x0 + W, 1.4, 0.5)
    p.y += 2
    nsec = 0
    for head, blocks in part["secs"]:
        if head:
            nsec += 1
            p.y += 2
            p.para(["%d. %s" % (nsec, head)], x0, W, "B", 10 * s)
        for b in blocks:
            kind = b[0]
            if kind == "p":
                p.para(b[1], x0, W, "R", 9.5 * s)
                p.y += 1
            elif kind == "kv":
                cw = max(40.0, max(meas(cap + " :", "B", 9.5 * s) for cap, _ in b[1]) + 5)
                for cap, run in b[1]:
                    n0 = len(p.ops)
                    p.para(list(run), x0 + cw, W - cw, "R", 9.5 * s)
                    first = p.ops[n0]
                    p.ops.append(["t", x0, first[2], cap + " :", "B", 9.5 * s, []])
            elif kind == "tab":
                ws = [W * w / sum(b[3]) for w in b[3]]
                xs = [x0 + sum(ws[:j]) for j in range(len(ws))]
                ytop = p.y
                y = p.y
                for j, h in enumerate(b[1]):
                    p.y = ytop
                    p.para([h], xs[j] + 1, ws[j] - 2, "B", 8.8 * s)
                    y = max(y, p.y)
                p.y = y
                p.rule(x0, x0 + W, 1.2, 0.4)
                for row in b[2]:
                    ytop, y = p.y + 0.8, p.y
                    for j, cell in enumerate(row):
                        p.y = ytop
                        p.para(list(cell), xs[j] + 1, ws[j] - 2, "R", 8.8 * s)
                        y = max(y, p.y)
                    p.y = y
                for x in xs[1:]:
                    p.ops.append(["l", x - 0.3, ytop - 0.5 - 0 * y, x - 0.3, p.y + 1.2, 0.2])
                p.rule(x0, x0 + W, 1.2, 0.4)
                p.y += 2
            elif kind == "chk":
                for on, t in b[1]:
                    p.para([("[X] " if on else "[  ] ") + t], x0 + 3, W - 3, "R", 9.2 * s)
            elif kind == "list":
                for r_ in b[1]:
                    p.para(["- "] + list(r_), x0 + 4, W - 4, "R", 9.5 * s)
            elif kind == "alert":
                ya = p.y
                p.y += 1.5
                for r_ in b[1]:
                    p.para(["IMPORTANT : "] + list(r_), x0 + 3, W - 6, "B", 9.2 * s)
                p.y += 1.5
                p.ops.append(["r", x0, ya + 1, W, p.y - ya])
    for role, runs in part["sigs"]:
        p.y += 4
        p.para([role], x0 + 100, 70, "I", 9.4 * s)
        for r_ in runs:
            p.para(r_, x0 + 100, 70, "R", 9.4 * s)
    # running identity and foot of the letter
    p.ops.insert(0, ["t", x0, 13.5, runtext(doc["head"]), "I", 7.6, [v for v in doc["head"] if not isinstance(v, str)]])
    p.ops.append(["t", x0, PH - 10, runtext(doc["foot"]) + " - page %d/%d" % (k + 1, len(doc["parts"])), "R", 7.4,
                  [v for v in doc["foot"] if not isinstance(v, str)]])
    return p


def fax_header(doc, k, n):
    """The receiving fax prints the sender's line on top of each page (values: the sending fax number, the acronym)."""
    return doc["fax"] + [" P.%03d/%03d" % (k + 1, n)]


def raster(p, hdr):
    from PIL import Image, ImageDraw
    img = Image.new("L", (round(PW * PX), round(PH * PX)), 255)
    d = ImageDraw.Draw(img)
    for o in p.ops:
        if o[0] == "t":
            d.text((o[1] * PX, o[2] * PX), o[3], fill=0, font=pil_font(o[4], max(6, round(o[5] / 72 * DPI))), anchor="ls")
        elif o[0] == "l":
            d.line([o[1] * PX, o[2] * PX, o[3] * PX, o[4] * PX], fill=0, width=max(1, round(o[5] * PX)))
        elif o[0] == "r":
            d.rectangle([o[1] * PX, o[2] * PX, (o[1] + o[3]) * PX, (o[2] + o[4]) * PX], outline=0, width=3)
    d.text((8 * PX, 6 * PX), runtext(hdr), fill=0, font=pil_font("M", round(8.4 / 72 * DPI)), anchor="ls")
    return img


def degrade(img, rnd, nrs):
    from PIL import Image
    a = np.asarray(img, np.float32)
    a = a[::2].repeat(2, axis=0)[: a.shape[0]]  # standard resolution: every other scan line, doubled
    a = a + nrs.normal(0, 38, a.shape)
    b = a > 150
    H, W = b.shape
    y = rnd.randint(H // 3, H - 200)
    b[y:y + 2] = True  # a dropped scan line
    for _ in range(160):
        yy, xx = rnd.randrange(H - 3), rnd.randrange(W - 3)
        b[yy:yy + 2, xx:xx + 2] = False
    return Image.fromarray((b * 255).astype(np.uint8), "L").convert("1", dither=Image.Dither.NONE)


def render_fax(doc):
    n = len(doc["parts"])
    rnd = random.Random(doc["num"] * 4271 + 3)
    for s in (1.0, 0.94, 0.88, 0.82, 0.76, 0.7, 0.64):
        pages = [lay_part(doc, part, k, s) for k, part in enumerate(doc["parts"])]
        if all(o[2] < PH - 16 for p in pages for o in p.ops if o[0] == "t" and o[2] < PH - 12):
            break
    else:
        raise RuntimeError("faxg4: %s does not fit" % doc["form"])
    imgs, layers, vals = [], [], []
    budget = [2]
    for k, p in enumerate(pages):
        hdr = fax_header(doc, k, n)
        imgs.append(degrade(raster(p, hdr), random.Random(doc["num"] * 97 + k), np.random.RandomState(doc["num"] * 31 + k)))
        lines = [["t", 8, 6, runtext(hdr), "M", 8.4, [v for v in hdr if not isinstance(v, str)]]] + [o for o in p.ops if o[0] == "t"]
        misread(lines, rnd, budget)
        # the OCR server writes its lines in reading order (top to bottom, left to right), each ending with a space
        lines.sort(key=lambda o: (round(o[2], 1), o[1]))
        layers.append([(o[1], o[2], o[3] + " ", o[5], meas(o[3] + " ", o[4], o[5])) for o in lines])
        vals.append([v for o in lines for v in o[6]])
    return write_pdf(doc, imgs, layers, PW, PH), vals


_ = re
