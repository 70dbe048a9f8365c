"""The SCANNED writer of corpus CD ("scanadf"): the only family that is not born digital.

1. The paper is laid out here as a laser-printed office document in URW P052 (a Palatino): the issuer centred in
   bold over a double rule, its address and contacts centred, the references in a framed box at the
   left, the addressee and the place at the right UNDER it, the title centred in bold capitals and underlined,
   sections numbered "I.", "II." in bold, fields as "Caption ........ value" with dot leaders, tables with a full
   grid, "[X]" / "[ ]" ticks, en-dash lists, an "ATTENTION" box with a heavy left rule, signatures at the right; the
   running identity in small italics at the top and the foot "... - page k/n" at the bottom.
2. The sheets are then SCANNED ON A DUPLEX SHEET-FED SCANNER (ADF) at 200 dpi in greyscale: the paper's tone and
   fibres, SHOW-THROUGH of the printed verso (pages 1 and 2 share a sheet: each shows the other, mirrored, faint and
   blurred; page 3 has a blank verso), a vertical STREAK left by dust on the ADF glass at the same place on every
   page, each sheet SKEWED (-0.6° to 0.6°) and shifted in the frame with the scanner's grey background around it, a
   soft blur, noise; JPEG (DCTDecode) quality 58. In a document whose number is a multiple of 8 and that has two or
   three pages, one sheet went through the feeder UPSIDE DOWN: its image is stored turned by 180° and the page
   carries /Rotate 180 (the OCR layer is written in the stored image's frame).
3. The PDF is WRITTEN BY HAND (scanpdf.py) with an OCR engine's text layer: GlyphLessFont (Type0, Identity-H), ONE TEXT
   MATRIX PER WORD along the skewed baseline, render mode 3, seeded misreadings; the truth records what the layer
   says.
"""
from __future__ import annotations

import math
import random

import numpy as np

from .engine import bwrap
from .render_util import runtext
from .scanpdf import misread, write_pdf

OTF = "/usr/share/fonts/opentype/urw-base35/"
FONTS = {"R": OTF + "P052-Roman.otf", "B": OTF + "P052-Bold.otf", "I": OTF + "P052-Italic.otf"}
PW, PH, DPI = 210.0, 297.0, 200
PX = DPI / 25.4
ROMAN = ["I", "II", "III", "IV", "V", "VI"]
_PF = {}


def pil_font(st, px):
    from PIL import ImageFont
    if (st, px) not in _PF:
        _PF[(st, px)] = ImageFont.truetype(FONTS[st], px)
    return _PF[(st, px)]


def meas(t, st, size):
    return pil_font(st, 200).getlength(t) / 200 * size * 25.4 / 72


class Sheet:
    def __init__(self):
        self.ops, self.y = [], 16.0

    def text(self, x, t, vals, st, size, lead=1.36, centre=False, right=None):
        self.y += size * 0.3528 * lead
        if centre:
            x = PW / 2 - meas(t, st, size) / 2
        elif right is not None:
            x = right - meas(t, st, size)
        self.ops.append(["t", x, self.y, t, st, size, list(vals)])

    def para(self, run, x, w, st="R", size=10.0, lead=1.36, centre=False, right=None):
        for t, v, _ in bwrap(list(run), w, lambda q: meas(q, st, size), False):
            self.text(x, t, v, st, size, lead, centre, right)

    def rule(self, x1, x2, y, w=0.3):
        self.ops.append(["l", x1, y, x2, y, w])


def lay_part(doc, part, k, n, s):
    p, x0, W = Sheet(), 22.0, 166.0
    p.ops.append(["t", x0, 10.5, runtext(doc["head"]), "I", 7.4, [v for v in doc["head"] if not isinstance(v, str)]])
    iss = part["issuer"]
    p.para([x.upper() if isinstance(x, str) else x for x in iss["name"]], x0, W, "B", 11.5 * s, centre=True)
    p.para([iss["service"]], x0, W, "I", 9.2 * s, centre=True)
    for r_ in iss["lines"] + iss["contact"] + ([iss["legal"]] if iss.get("legal") else []):
        p.para(r_, x0, W, "R", 8.6 * s, centre=True)
    p.y += 2.0
    p.rule(x0, x0 + W, p.y, 0.6)
    p.rule(x0, x0 + W, p.y + 0.9, 0.2)
    p.y += 3.0
    if part["refs"]:
        y0 = p.y
        for cap, run in part["refs"]:
            p.para([cap + " : "] + list(run), x0 + 2.5, 76, "R", 9.0 * s)
        p.y += 1.8
        p.ops.append(["r", x0, y0 + 0.6, 82, p.y - y0 - 0.6, 0.25])
    if part["to"]:
        p.y += 2.0
        p.para(list(part["to"]["name"]), x0 + 92, W - 92, "B", 9.8 * s)
        for r_ in part["to"]["lines"]:
            p.para(r_, x0 + 92, W - 92, "R", 9.8 * s)
    if part["place"]:
        p.y += 2.0
        p.para(part["place"], x0 + 92, W - 92, "R", 9.6 * s)
    p.y += 5.0
    p.para([part["title"].upper()], x0, W, "B", 11.8 * s, centre=True)
    tl = p.ops[-1]
    p.rule(tl[1], tl[1] + meas(tl[3], "B", tl[5]), p.y + 1.3, 0.35)
    p.y += 3.0
    nsec = 0
    for head, blocks in part["secs"]:
        if head:
            nsec += 1
            p.y += 2.2
            p.para(["%s. %s" % (ROMAN[nsec - 1], head)], x0, W, "B", 10.2 * s)
            p.y += 0.6
        for b in blocks:
            kind = b[0]
            if kind == "p":
                p.para(b[1], x0, W, "R", 10.0 * s)
                p.y += 1.2
            elif kind == "kv":
                cw = 44.0
                for cap, run in b[1]:
                    n0 = len(p.ops)
                    p.para(list(run), x0 + cw, W - cw, "R", 10.0 * s)
                    first = p.ops[n0]
                    cw_txt = meas(cap + " ", "R", 10.0 * s)
                    p.ops.insert(n0, ["t", x0, first[2], cap, "R", 10.0 * s, []])
                    p.ops.append(["dots", x0 + cw_txt + 0.5, x0 + cw - 2.0, first[2]])
                p.y += 1.0
            elif kind == "tab":
                ws = [W * w / sum(b[3]) for w in b[3]]
                xs = [x0 + sum(ws[:j]) for j in range(len(ws))]
                size = (8.4 if len(ws) < 8 else 7.8) * s
                top = p.y + 0.6
                ys = [top]
                p.y = top
                yb = top
                for j, h in enumerate(b[1]):
                    p.y = top
                    p.para([h], xs[j] + 1.0, ws[j] - 2.0, "B", size)
                    yb = max(yb, p.y)
                p.y = yb + 1.4
                ys.append(p.y)
                for row in b[2]:
                    y0, yb = p.y + 0.2, p.y
                    for j, cell in enumerate(row):
                        p.y = y0
                        p.para(list(cell), xs[j] + 1.0, ws[j] - 2.0, "R", size)
                        yb = max(yb, p.y)
                    p.y = yb + 1.4
                    ys.append(p.y)
                for y in ys:
                    p.rule(x0, x0 + W, y, 0.25)
                for x in xs + [x0 + W]:
                    p.ops.append(["l", x, top, x, p.y, 0.25])
                p.y += 2.2
            elif kind == "chk":
                for on, t in b[1]:
                    p.para([("[X] " if on else "[ ] ") + t], x0 + 3, W - 3, "R", 9.6 * s)
                p.y += 1.0
            elif kind == "list":
                for r_ in b[1]:
                    p.para(["– "] + list(r_), x0 + 4, W - 4, "R", 9.8 * s)
                p.y += 1.0
            elif kind == "alert":
                ya = p.y
                p.y += 1.0
                for r_ in b[1]:
                    p.para(["ATTENTION : "] + list(r_), x0 + 4, W - 6, "B", 9.4 * s)
                p.y += 1.6
                p.ops.append(["r", x0, ya + 1.0, W, p.y - ya - 1.0, 0.25])
                p.ops.append(["l", x0, ya + 1.0, x0, p.y, 1.2])
                p.y += 1.5
    for role, runs in part["sigs"]:
        p.y += 4.0
        p.para([role], x0 + 96, W - 96, "I", 9.6 * s)
        for r_ in runs:
            p.para(r_, x0 + 96, W - 96, "R", 9.6 * s)
    p.ops.append(["t", x0, PH - 12.0, runtext(doc["foot"]) + " - page %d/%d" % (k + 1, n), "I", 7.6, [v for v in doc["foot"] if not isinstance(v, str)]])
    return p


def raster(p):
    from PIL import Image, ImageDraw
    img = Image.new("L", (round(PW * PX), round(PH * PX)), 255)
    d = ImageDraw.Draw(img)
    for o in p.ops:
        if o[0] == "t":
            d.text((o[1] * PX, o[2] * PX), o[3], fill=28, font=pil_font(o[4], max(6, round(o[5] / 72 * DPI))), anchor="ls")
        elif o[0] == "l":
            d.line([o[1] * PX, o[2] * PX, o[3] * PX, o[4] * PX], fill=40, width=max(1, round(o[5] * PX)))
        elif o[0] == "r":
            d.rectangle([o[1] * PX, o[2] * PX, (o[1] + o[3]) * PX, (o[2] + o[4]) * PX], outline=40, width=max(1, round(o[5] * PX)))
        elif o[0] == "dots":
            x = o[1]
            while x < o[2]:
                d.ellipse([x * PX - 0.9, o[3] * PX - 1.6, x * PX + 0.9, o[3] * PX + 0.2], fill=70)
                x += 1.4
    return img


def scan(img, verso, rnd, nrs, streak_x, angle, shift):
    """The sheet as the ADF sees it: paper, show-through of the verso, dust streak, skew and shift, blur, noise."""
    from PIL import Image, ImageFilter
    H, W = img.height, img.width
    a = np.asarray(img, np.float32)
    paper = 246.0 + nrs.normal(0, 1.0, (H // 16 + 1, W // 16 + 1)).repeat(16, 0).repeat(16, 1)[:H, :W]
    fib = nrs.normal(0, 2.2, (H, W))
    a = paper + fib - (255.0 - a) * 0.93
    if verso is not None:
        v = np.asarray(verso.transpose(Image.Transpose.FLIP_LEFT_RIGHT).filter(ImageFilter.GaussianBlur(2.2)), np.float32)
        a -= (255.0 - v) * 0.075
    a[:, streak_x:streak_x + 3] -= 38.0   # dust on the glass
    sheet = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8), "L")
    # the scanner's frame: grey background, the sheet turned and shifted
    frame = Image.new("L", (W, H), 206)
    rot = sheet.rotate(angle, resample=Image.Resampling.BICUBIC, expand=False, fillcolor=206, center=(W / 2, H / 2))
    frame.paste(rot, (round(shift[0] * PX), round(shift[1] * PX)))
    out = frame.filter(ImageFilter.GaussianBlur(0.55))
    b = np.asarray(out, np.float32) + nrs.normal(0, 3.5, (H, W))
    return Image.fromarray(np.clip(b, 0, 255).astype(np.uint8), "L")


def to_jpeg(img, turn):
    import io
    from PIL import Image
    if turn:
        img = img.transpose(Image.Transpose.ROTATE_180)
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=58, optimize=False, progressive=False, subsampling=0)
    return buf.getvalue()


def place_words(lines, angle, shift, turn):
    """Word boxes of the OCR layer in the stored image's frame (PDF points, y up)."""
    K = 72 / 25.4
    th = math.radians(angle)  # PIL turns counter-clockwise for a positive angle (y down)
    cx, cy = PW / 2, PH / 2
    out = []
    for o in lines:
        x, y, t, st, size = o[0], o[1], o[2], o[3], o[4]
        pos = x
        for j, w in enumerate(t.split(" ")):
            if w == "":
                pos += meas(" ", st, size)
                continue
            ww = meas(w, st, size)
            # rotate (pos, y) about the centre by -th in y-down coordinates (= counter-clockwise on screen)
            dx, dy = pos - cx, y - cy
            rx = cx + dx * math.cos(th) + dy * math.sin(th) + shift[0]
            ry = cy - dx * math.sin(th) + dy * math.cos(th) + shift[1]
            X, Y, ang = rx * K, (PH - ry) * K, th
            if turn:
                X, Y, ang = PW * K - X, PH * K - Y, th + math.pi
            out.append((X, Y, ang, w, size, ww * K))
            pos += ww + meas(" ", st, size)
    return out


def render_scan(doc):
    n = len(doc["parts"])
    rnd = random.Random(doc["num"] * 5309 + 11)
    for s in (1.0, 0.95, 0.9, 0.85, 0.8, 0.75, 0.7, 0.65):
        sheets = [lay_part(doc, part, k, n, s) for k, part in enumerate(doc["parts"])]
        if all(o[2] < PH - 17 for p in sheets for o in p.ops if o[0] == "t" and o[2] < PH - 13):
            break
    else:
        raise RuntimeError("scanadf: %s does not fit" % doc["form"])
    imgs = [raster(p) for p in sheets]
    streak_x = round((40 + rnd.random() * 130) * PX)
    turned = (doc["num"] // 8) % n if n >= 2 and doc["num"] % 8 == 0 else -1
    pages, vals = [], []
    budget = [2]
    for k, p in enumerate(sheets):
        angle = rnd.uniform(-0.6, 0.6)
        shift = (rnd.uniform(-2.5, 2.5), rnd.uniform(-2.0, 3.0))
        verso = imgs[k ^ 1] if (k ^ 1) < len(imgs) else None  # printed recto verso: pages 1/2 on one sheet, 3 alone
        img = scan(imgs[k], verso, rnd, np.random.RandomState(doc["num"] * 37 + k), streak_x, angle, shift)
        lines = [[o[1], o[2], o[3], o[4], o[5], list(o[6])] for o in p.ops if o[0] == "t"]
        misread(lines, rnd, budget)
        lines.sort(key=lambda o: (round(o[1], 1), o[0]))
        turn = k == turned
        pages.append((to_jpeg(img, turn), img.width, img.height, turn, place_words(lines, angle, shift, turn)))
        vals.append([v for o in lines for v in o[5]])
    return write_pdf(doc, pages, PW, PH), vals
