"""The SCANNED FOLDED LETTER writer of corpus CB ("plinumerise"): the only family that is not born digital.

1. The letter (Lettre, below) is laid out by the engine and rasterised by Pillow at 200 dpi on A4 (1654 x 2339 px,
   URW C059 Roman / Bold / Italic, the Century Schoolbook clone): a laser print.
2. It travelled FOLDED IN THREE in a "pli confidentiel médical" and was SCANNED IN GREYSCALE at the USMP: two
   horizontal CREASES at a third and two thirds of the height (a dark valley with a light ridge beside it, the middle
   panel a shade darker, the paper lifted along the folds), an INK STAMP "REÇU À L'USMP - PLI MÉDICAL" with the
   arrival date, turned 6 - 11 degrees, printed over the letter in the upper right, a SKEW of 0.15 - 0.35 degree, a grey
   scanner-lid edge at the foot, paper grain, light blur and noise; stored as a DeviceGray JPEG (quality 72).
3. The PDF is WRITTEN BY HAND (no PDF library): catalog, pages, the image XObject, base-14 Helvetica (/WinAnsiEncoding,
   not embedded), Flate content streams, the info dictionary and the cross-reference table from the byte offsets, a
   fixed /ID. The OCR LAYER (render mode 3, invisible) has ONE TEXT OBJECT PER WORD: BT, a Tm at the place where the
   scan maps the word's start, a horizontal scaling Tz that stretches Helvetica to the word's printed width, the word
   and its space, ET - like an hOCR word box. The stamp is not in the layer (OCR skipped the ink). The layer carries
   seeded MISREADINGS: about three ordinary words per page ("é" -> "e", "rn" -> "m", "l" -> "1", "o" -> "0") and up to
   two personal values per document (in a name or town "I" -> "l", "O" -> "0", "é" -> "e", "S" -> "5"; in a number
   "0" -> "O", "1" -> "l", "5" -> "S", "8" -> "B"); the truth records a misread value as the layer writes it.
"""
from __future__ import annotations

import math
import random
import re

from .engine import Template, bwrap, dry, grid, lh
from .model import V
from .render_util import runtext, runvals

OTF = "/usr/share/fonts/opentype/urw-base35/"
FONTS = {"R": OTF + "C059-Roman.otf", "B": OTF + "C059-Bold.otf", "I": OTF + "C059-Italic.otf"}
PW, PH, DPI = 210.0, 297.0, 200
PX = DPI / 25.4
BLACK, GREY, WHITE = (0, 0, 0), (0.35, 0.35, 0.35), (1, 1, 1)
ROMAN = ["I", "II", "III", "IV", "V", "VI"]
_PF = {}


def pil_font(st, px):
    from PIL import ImageFont
    if (st, px) not in _PF:
        _PF[(st, px)] = ImageFont.truetype(FONTS[st], px)
    return _PF[(st, px)]


def measure():
    return lambda t, st, size: pil_font(st, 200).getlength(t) / 200 * size * 25.4 / 72


class Lettre(Template):
    x0, W, top_margin, bottom, size, lead = 22.0, 166.0, 20.0, 276.0, 9.8, 1.36

    def top(self, f, part):
        x0, W, s = self.x0, self.W, self.s
        iss = self.issuer(part)
        f.circle(x0 + 6, f.y + 6, 5.5, stroke=BLACK, lw=0.5)
        f.rect(x0 + 5, f.y + 2.5, 2, 7, fill=BLACK)
        f.rect(x0 + 2.5, f.y + 5, 7, 2, fill=BLACK)
        y0 = f.y
        svc = iss["service"] if isinstance(iss["service"], list) else [iss["service"]]
        f.para(iss["name"], x0 + 15, 80, s(10.5), "B", 1.25, brk=True)
        f.para(svc, x0 + 15, 80, s(8.6), "I", 1.3, brk=True)
        for r_ in iss["lines"] + iss["contact"] + ([iss["legal"]] if iss.get("legal") else []):
            f.para(r_, x0 + 15, 80, s(8.2), "R", 1.3, brk=True)
        yl, f.y = f.y, y0
        for cap, run in part["refs"]:
            f.para([cap + " : "] + list(run), x0 + 104, W - 104, s(8.6), "R", 1.35, brk=True)
        f.y = max(yl, f.y, y0 + 30) + 4
        if part["to"]:
            f.para(list(part["to"]["name"]), x0 + 96, W - 96, s(10), "B", 1.3, brk=True)
            for r_ in part["to"]["lines"]:
                f.para(r_, x0 + 96, W - 96, s(10), "R", 1.3, brk=True)
            f.y += 5
        if part["place"]:
            f.para(part["place"], x0 + 96, W - 96, s(9.6), "R", 1.3, brk=True)
        f.y += 3
        ts = s(12.5)
        for t, v, _ in bwrap(["Objet : " + part["title"]], W, lambda q: f.m(q, "B", ts)):
            f.y += lh(ts, 1.3)
            f.text(x0, f.y, t, v, "B", ts)
            f.line(x0, f.y + 1.0, x0 + f.m(t, "B", ts), f.y + 1.0, 0.3, BLACK)
        f.y += 3

    def heading(self, f, text):
        s = self.s(10.2)
        f.need(14)
        f.y += 3 + lh(s, 1.2)
        t = "%s. %s" % (ROMAN[(self.nsec - 1) % 6], text)
        f.text(self.x0, f.y, t, (), "B", s)
        f.line(self.x0, f.y + 0.9, self.x0 + f.m(t, "B", s), f.y + 0.9, 0.25, BLACK)
        f.y += 2

    def b_p(self, f, b, x0, W):
        f.y += 0.8
        f.para(b[1], x0, W, self.s(self.size), "R", self.lead, BLACK, brk=True)

    def b_kv(self, f, b, x0, W):
        s = self.s(self.size)
        cw = min(46.0, max(f.m(cap, "I", s) for cap, _ in b[1]) + 8)
        f.y += 1
        for cap, run in b[1]:
            ls = bwrap(list(run), W - cw, lambda q: f.m(q, "R", s), True)
            f.need(lh(s, 1.4) * len(ls))
            f.y += lh(s, 1.4)
            f.text(x0, f.y, cap, (), "I", s)
            f.dots(x0 + f.m(cap, "I", s) + 1.2, x0 + cw - 1.5, f.y, s)
            for j, (t, v, _) in enumerate(ls):
                if j:
                    f.y += lh(s, 1.4)
                f.text(x0 + cw, f.y, t, v, "R", s)
        f.y += 2

    def b_tab(self, f, b, x0, W):
        f.y += 1.5
        grid(f, b[1], b[2], b[3], x0, W, size=self.s(8.8), st="R", head_st="B", row_rule=GREY, outer=BLACK, head_rule=0.4)

    def b_log(self, f, b, x0, W):
        grid(f, ["Date et heure", "Intervenant", "Action"], [[list(w), list(who), list(t)] for w, who, t in b[1]], [1.1, 1.2, 3.6], x0, W,
             size=self.s(8.8), row_rule=GREY, outer=BLACK, head_rule=0.4)

    def b_chk(self, f, b, x0, W):
        s = self.s(9.2)
        f.y += 1
        for on, text in b[1]:
            f.need(lh(s, 1.45))
            f.y += lh(s, 1.45)
            f.rect(x0 + 2, f.y - 2.7, 2.8, 2.8, stroke=BLACK, lw=0.3)
            if on:
                f.line(x0 + 2, f.y - 2.7, x0 + 4.8, f.y + 0.1, 0.35, BLACK)
                f.line(x0 + 2, f.y + 0.1, x0 + 4.8, f.y - 2.7, 0.35, BLACK)
            f.text(x0 + 7, f.y, text, (), "R", s)
        f.y += 2

    def b_list(self, f, b, x0, W):
        for run in b[1]:
            y = f.y
            f.para(run, x0 + 6, W - 6, self.s(self.size), "R", self.lead, brk=True)
            f.line(x0 + 1.5, y + lh(self.s(self.size), self.lead) - 1.2, x0 + 3.8, y + lh(self.s(self.size), self.lead) - 1.2, 0.3, BLACK)
        f.y += 1

    def b_alert(self, f, b, x0, W):
        def body(g):
            g.y += 1.5
            for r_ in b[1]:
                g.para(r_, x0 + 3, W - 6, self.s(9.4), "B", 1.35, brk=True)
            g.y += 2
        f.y += 1.5
        h = dry(f, body)
        f.need(h + 1)
        y0 = f.y
        f.rect(x0, y0, W, h, stroke=BLACK, lw=0.6)
        body(f)
        f.y = y0 + h + 2

    def b_quote(self, f, b, x0, W):
        for r_ in b[1]:
            f.para(r_, x0 + 12, W - 24, self.s(9.4), "I", 1.4, BLACK, brk=True)
        f.y += 1.5

    def sigs(self, f, sigs):
        s = self.s(9.4)
        for k, (role, runs) in enumerate(sigs):
            n = 1 + sum(len(bwrap(list(r_), 70, lambda q: f.m(q, "R", s), True)) for r_ in runs)
            f.need(lh(s, 1.4) * n + 12)
            f.y += 4
            f.text(self.x0 + 92, f.y, role, (), "I", s)
            for r_ in runs:
                for t, v, _ in bwrap(list(r_), 70, lambda q: f.m(q, "R", s), True):
                    f.y += lh(s, 1.4)
                    f.text(self.x0 + 92, f.y, t, v, "R", s)
            f.pages[-1]["ops"].append(("scrib", self.x0 + 140, f.y - 2, 9 + k))
            f.y += 6

    def cont(self, f, title):
        f.text(self.x0, f.top + 1, title + " (suite)", (), "I", 8, GREY)
        f.y += 4

    def frame(self, f):
        n = len(f.pages)
        for k, p in enumerate(f.pages):
            ops = []
            for t, v, _ in bwrap(list(self.doc["head"]), self.W, lambda q: self.meas(q, "I", 7.6), True)[:1]:
                ops.append(("t", self.x0, 12, t, "I", 7.6, GREY, 0, tuple(v)))
            ft = bwrap(list(self.doc["foot"]) + [" - page %d/%d" % (k + 1, n)], self.W, lambda q: self.meas(q, "R", 7.4), True)
            for j, (t, v, _) in enumerate(ft[:2]):
                ops.append(("t", self.x0 + (self.W - self.meas(t, "R", 7.4)) / 2, PH - 12 + j * 3.3, t, "R", 7.4, GREY, 0, tuple(v)))
            p["ops"] = ops[:1] + p["ops"] + ops[1:]
            p["vals"] = list(ops[0][8]) + p["vals"] + [v for o in ops[1:] for v in o[8]]


def raster(ops):
    from PIL import Image, ImageDraw
    img = Image.new("L", (round(PW * PX), round(PH * PX)), 255)
    d = ImageDraw.Draw(img)
    g = lambda c: round(255 * (0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2]))  # noqa: E731
    for o in ops:
        if o[0] == "r":
            _, x, y, w, h, fill, stroke, rad, lw = o
            d.rectangle([x * PX, y * PX, (x + w) * PX, (y + h) * PX], fill=g(fill) if fill else None, outline=g(stroke) if stroke else None,
                        width=max(1, round(lw * PX)) if stroke else 0)
        elif o[0] == "l":
            _, x1, y1, x2, y2, w, col, dash = o
            d.line([x1 * PX, y1 * PX, x2 * PX, y2 * PX], fill=g(col), width=max(1, round(w * PX)))
        elif o[0] == "c":
            _, cx, cy, rad, fill, stroke, lw = o
            d.ellipse([(cx - rad) * PX, (cy - rad) * PX, (cx + rad) * PX, (cy + rad) * PX], fill=g(fill) if fill else None,
                      outline=g(stroke) if stroke else None, width=max(1, round(lw * PX)))
        elif o[0] == "dots":
            _, x1, x2, y, size = o
            x = x1
            while x < x2:
                d.point([(x * PX, y * PX), (x * PX + 1, y * PX)], fill=60)
                x += 1.3
        elif o[0] == "scrib":
            _, x, y, seed = o
            rr = random.Random(seed)
            pts = [((x + 3.2 * j + rr.uniform(-1, 1)) * PX, (y - 4 + rr.uniform(-3, 3)) * PX) for j in range(9)]
            d.line(pts, fill=40, width=3, joint="curve")
        elif o[0] == "t":
            _, x, y, s, st, size, col, just, _v = o
            d.text((x * PX, y * PX), s, fill=g(col), font=pil_font(st, max(6, round(size / 72 * DPI))), anchor="ls")
    return img


def scan(page, rnd, nrs, stamp_date):
    import numpy as np
    from PIL import Image, ImageDraw, ImageFilter
    W, H = page.size
    a = np.asarray(page, np.float32) * 0.94 + 8
    yy = np.arange(H, dtype=np.float32)[:, None]
    for k, fy in enumerate((H / 3 + rnd.uniform(-12, 12), 2 * H / 3 + rnd.uniform(-12, 12))):
        dist = yy - fy
        a = a - 55 * np.exp(-(dist / 2.2) ** 2) + 22 * np.exp(-((dist - 7) / 5.0) ** 2) - 10 * np.exp(-(dist / 40.0) ** 2)
    a[int(H / 3):int(2 * H / 3)] -= 6
    st = Image.new("L", (760, 260), 0)
    d = ImageDraw.Draw(st)
    d.rounded_rectangle([6, 6, 754, 254], radius=18, outline=255, width=7)
    d.text((380, 90), "REÇU À L'USMP", fill=255, font=pil_font("B", 64), anchor="mm")
    d.text((380, 175), "PLI MÉDICAL  ·  " + stamp_date, fill=255, font=pil_font("B", 44), anchor="mm")
    st = st.rotate(rnd.uniform(6, 11), expand=True, resample=Image.BICUBIC)
    ink = np.zeros((H, W), np.float32)
    ox, oy = round(W * 0.52), round(H * 0.05)
    s_arr = np.asarray(st, np.float32) / 255 * rnd.uniform(0.55, 0.7)
    ink[oy:oy + st.height, ox:ox + st.width] = s_arr[: H - oy, : W - ox]
    a = a * (1 - 0.75 * ink)
    a += nrs.normal(0, 3.0, (H, W)).astype(np.float32)
    img = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8), "L")
    th = math.radians(rnd.choice([-1, 1]) * rnd.uniform(0.15, 0.35))
    img = img.rotate(math.degrees(th), resample=Image.BICUBIC, center=(W / 2, H / 2), fillcolor=238)
    b = np.asarray(img.filter(ImageFilter.GaussianBlur(0.6)), np.float32)
    b[H - 28:] = b[H - 28:] * 0.35 + 60
    b += nrs.normal(0, 2.0, (H, W)).astype(np.float32)
    return Image.fromarray(np.clip(b, 0, 255).astype(np.uint8), "L"), th


def fwd(x, y, th):
    dx, dy = x - PW / 2, y - PH / 2
    c, s = math.cos(th), math.sin(th)
    return PW / 2 + dx * c + dy * s, PH / 2 - dx * s + dy * c


def helv(s, size):
    from reportlab.pdfbase.pdfmetrics import stringWidth
    return stringWidth(s, "Helvetica", size)


def layer_words(o, th, meas):
    """(x pt, y pt, size, Tz %, word + " ") for each word of a text op."""
    _, x, y, s, st, size, col, just, _v = o
    k, out, pos = 72 / 25.4, [], 0
    for w in s.split(" "):
        if w:
            X, Y = fwd(x + meas(s[:pos], st, size), y, th)
            wpt = meas(w, st, size) * k
            tz = max(50.0, min(200.0, 100 * wpt / max(0.1, helv(w, size))))
            out.append((X * k, (PH - Y) * k, size, tz, w + " "))
        pos += len(w) + 1
    return out


from .ocr import ocr_errors, write_pdf  # noqa: E402


def render_pli(doc):
    import numpy as np
    meas = measure()
    f = Lettre(doc, meas).layout()
    rnd = random.Random(doc["num"] * 7331 + 11)
    shown = [list(p["ops"]) for p in f.pages]
    ocr_errors(f.pages, rnd)
    imgs, layers, vals = [], [], []
    dates = [v.text for p in f.pages for o in p["ops"] if o[0] == "t" for v in o[8] if v.kind == "DATE" and re.match(r"\d\d/\d\d/\d{4}$", v.text)]
    date = dates[0] if dates else ""
    for n, p in enumerate(f.pages):
        img, th = scan(raster(shown[n]), random.Random(doc["num"] * 191 + n), np.random.RandomState(doc["num"] * 37 + n), date or "---")
        imgs.append(img)
        layers.append([w for o in p["ops"] if o[0] == "t" for w in layer_words(o, th, meas)])
        vals.append([v for o in p["ops"] if o[0] == "t" for v in o[8]])
    return write_pdf(doc, imgs, layers, PW, PH), vals


_ = (V, runvals)
