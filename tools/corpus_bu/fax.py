"""The RECEIVED-FAX writer of corpus BU (draw_fax): the document as the hospital's fax server stores a fax that came in
- or as the correspondent's server stores the one the hospital sent - with the text an OCR engine put under it.

1. The page (layouts_b.Bureau: a plain office letter) is drawn as vectors by PyMuPDF on A4 (Liberation Sans / Bold /
   Italic, Liberation Mono Bold), with the SENDING MACHINE'S HEADER LINE at the top edge (TTI: date, hour, "DE :" with
   the sender's fax number and name, "P.001/003"), as every fax machine prints it on each page it sends.
2. It is rendered to a greyscale pixmap at 204 dpi, centred on the fax line width (1728 pixels = 215 mm), turned by a
   slight SKEW (0.12 to 0.35 degree, the sheet fed askew in the sending machine), then SQUASHED to the standard
   fax resolution of 98 lines per inch (204 x 98 dpi, pixels twice as tall as wide) and THRESHOLDED to pure black and
   white (1 bit, no dithering), with seeded noise: isolated specks, a broken vertical streak (dirt on the scanner
   glass) and one white drop-out line. The bitmap is stored as the fax server stores it: CCITT GROUP 4 (one strip
   written by Pillow's libtiff, the strip's bytes lifted into the PDF as /CCITTFaxDecode, K -1, BlackIs1 true).
3. The page is 609.9 x 842 pt (1728 x 1146 pixels at 204 x 98 dpi). Over the image an INVISIBLE OCR TEXT LAYER
   (3 Tr): one BT object per recognised line, base-14 Helvetica (WinAnsi, not embedded), the text matrix turned by the
   skew and placed where the line lies in the image, Tz stretching Helvetica to the line's length. As an OCR engine on a
   98-dpi fax does, it MISREADS A FEW WORDS: about four ordinary words per page and one or two values per document
   ("rn" <-> "m", "cl" -> "d", "li" -> "h", "é" -> "e", "e" -> "c", "i" -> "l", "ü" -> "u", "ö" -> "o", "0" -> "O" in a
   reference). The TRUTH RECORDS A VALUE AS THE OCR LAYER WRITES IT (the judge reads that layer only): a misread
   "Schäfer" is the truth's "Schafer"; every occurrence is its own item, so the other occurrences keep their spelling.
"""
from __future__ import annotations

import io
import math
import random
import re

from .model import V
from .render import FONTS, MM, PORT, SOFT, measure

DPI_X, DPI_Y, LINE_PX = 204, 98, 1728
RULES = [("rn", "m"), ("m", "rn"), ("cl", "d"), ("li", "h"), ("é", "e"), ("è", "e"), ("ü", "u"), ("ö", "o"), ("ä", "a"),
         ("e", "c"), ("i", "l"), ("a", "o"), ("u", "ii"), ("h", "b")]
VALUE_KINDS = {"NOM", "PRENOM", "ADRESSE", "VILLE", "ETABLISSEMENT", "IDENTIFIANT"}


def misread(word, rnd):
    """One OCR misreading of ``word`` (None if no rule applies)."""
    rules = list(RULES)
    rnd.shuffle(rules)
    for a, b in rules:
        k = word.find(a, 1)
        if k > 0:
            return word[:k] + b + word[k + len(a):]
    return None


def misread_id(text, rnd):
    """A reference misread: a 0 read as O or a 1 as I (only between digits)."""
    for k in rnd.sample(range(1, len(text) - 1), len(text) - 2):
        if text[k] in "01" and text[k - 1].isdigit() and text[k + 1].isdigit():
            return text[:k] + {"0": "O", "1": "I"}[text[k]] + text[k + 1:]
    return None


def ocr_errors(pages, rnd):
    """Per page: [(op index, new text, {old value: new value})] for the misread words and values."""
    out = []
    budget_vals = 1 + rnd.randint(0, 1)
    for p in pages:
        texts = [(k, o) for k, o in enumerate(p["ops"]) if o[0] == "t"]
        page_words = set()
        for v in p["vals"]:
            page_words.update(re.findall(r"\w+", v.text))
        changes = {}
        cand = []
        for k, o in texts:
            s, vals = o[3], o[8] if len(o) > 8 else ()
            spans = []
            for v in vals:
                at = s.find(v.text)
                if at >= 0:
                    spans.append((at, at + len(v.text)))
            for m in re.finditer(r"[^\W\d_]{5,}", s):
                if m.group() not in page_words and not any(a < m.end() and m.start() < b for a, b in spans):
                    cand.append((k, m.start(), m.group()))
        rnd.shuffle(cand)
        done = set()
        for k, at, w in cand[:12]:
            if len(done) >= 4 or k in done:
                continue
            new = misread(w, rnd)
            if new:
                s = pages_text(p, k, changes)
                if s[at:at + len(w)] == w:
                    changes[k] = (s[:at] + new + s[at + len(w):], changes.get(k, ("", {}))[1])
                    done.add(k)
        if budget_vals:
            vc = [(k, v) for k, o in texts for v in (o[8] if len(o) > 8 else ()) if v.role == "pii" and v.kind in VALUE_KINDS and k not in done]
            rnd.shuffle(vc)
            for k, v in vc:
                s = pages_text(p, k, changes)
                others = [u for u in p["ops"][k][8] if u is not v]
                if s.count(v.text) != 1 or any(v.text in u.text or u.text in v.text for u in others):
                    continue
                new = misread_id(v.text, rnd) if v.kind == "IDENTIFIANT" else misread(v.text, rnd)
                if not new or len(re.sub(r"\W", "", new)) < 3:
                    continue
                changes[k] = (s.replace(v.text, new), {**changes.get(k, ("", {}))[1], id(v): V(v.kind, new, v.sub, v.role)})
                done.add(k)
                budget_vals -= 1
                break
        out.append(changes)
    return out


def pages_text(p, k, changes):
    return changes[k][0] if k in changes else p["ops"][k][3]


def _vector_page(d, p, fonts, extra):
    import pymupdf
    pg = d.new_page(width=PORT[0], height=PORT[1])
    for st, path in fonts.items():
        pg.insert_font(fontname="BU" + st, fontfile=path)
    for o in list(p["ops"]) + list(extra):
        if o[0] == "t":
            _, x, y, s, st, size, color = o[:7]
            pg.insert_text(pymupdf.Point(x * MM, y * MM), s + " ", fontname="BU" + st, fontsize=size, color=(0, 0, 0))
        elif o[0] == "l":
            pg.draw_line((o[1] * MM, o[2] * MM), (o[3] * MM, o[4] * MM), color=(0, 0, 0), width=max(o[5], 0.2) * MM,
                         dashes="[2 2] 0" if o[7] else None)
        elif o[0] == "r":
            _, x, y, w, h, fill, stroke, rad, lw = o
            if stroke:
                pg.draw_rect(pymupdf.Rect(x * MM, y * MM, (x + w) * MM, (y + h) * MM), color=(0, 0, 0), width=lw * MM)
    return pg


def _fax_bitmap(pix, theta, seed):
    """The received bitmap (mode "1", 1728 x ~1146) and the mapping A4 pt -> fax page pt."""
    import numpy as np
    from PIL import Image
    g = Image.frombytes("RGB", (pix.width, pix.height), pix.samples).convert("L")
    canvas = Image.new("L", (LINE_PX, g.height), 255)
    ox = (LINE_PX - g.width) // 2
    canvas.paste(g, (ox, 0))
    canvas = canvas.rotate(theta, resample=Image.BICUBIC, fillcolor=255)
    rows = round(g.height * DPI_Y / DPI_X)
    small = np.asarray(canvas.resize((LINE_PX, rows), Image.BOX), np.float32)
    rs = np.random.RandomState(seed)
    bw = small > 168
    n = rs.randint(120, 260)
    bw[rs.randint(0, rows, n), rs.randint(0, LINE_PX, n)] = False
    col = rs.randint(200, LINE_PX - 200)
    for _ in range(rs.randint(3, 7)):
        a = rs.randint(0, rows - 60)
        bw[a:a + rs.randint(15, 60), col] = False
    bw[rs.randint(rows // 3, rows - 20), :] = True
    img = Image.fromarray((bw * 255).astype(np.uint8), "L").convert("1", dither=Image.Dither.NONE)
    c, s_ = math.cos(math.radians(theta)), math.sin(math.radians(theta))
    cx, cy = LINE_PX / 2, g.height / 2

    def where(xpt, ypt):  # A4 point (y down) -> fax page point (y down)
        dx, dy = xpt * DPI_X / 72 + ox - cx, ypt * DPI_X / 72 - cy
        nx, ny = cx + dx * c + dy * s_, cy - dx * s_ + dy * c
        return nx * 72 / DPI_X, ny * (rows / g.height) * 72 / DPI_Y
    return img, where


def _g4(img):
    from PIL import Image
    buf = io.BytesIO()
    img.save(buf, "TIFF", compression="group4", tiffinfo={278: img.height})
    t = Image.open(io.BytesIO(buf.getvalue()))
    off, cnt = t.tag_v2[273][0], t.tag_v2[279][0]
    return buf.getvalue()[off:off + cnt]


def draw_fax(pages, doc, fam):
    import pymupdf
    from reportlab.pdfbase import pdfmetrics
    meas = measure(fam)
    rnd = random.Random(doc["num"] * 7717 + 41)
    errs = ocr_errors(pages, rnd)
    src, out = pymupdf.open(), pymupdf.open()
    n = len(pages)
    theta = rnd.choice([-1, 1]) * rnd.uniform(0.12, 0.35)
    all_vals = []
    fx = None
    for k, p in enumerate(pages):
        tti = [doc["faxday"], "  ", doc["faxtime"], "   DE : "] + list(doc["tti"]) + ["   P.%03d/%03d" % (k + 1, n)]
        ttxt = "".join(x.text if isinstance(x, V) else x for x in tti)
        tvals = tuple(x for x in tti if isinstance(x, V))
        tti_op = ("t", 10.0, 5.0, ttxt, "S", 7.6, (0, 0, 0), 0, tvals)
        pg = _vector_page(src, p, FONTS[fam], [tti_op])
        pix = pg.get_pixmap(matrix=pymupdf.Matrix(DPI_X / 72, DPI_X / 72), colorspace=pymupdf.csRGB, alpha=False)
        img, where = _fax_bitmap(pix, theta * (1 + 0.15 * k), doc["num"] * 31 + k)
        W_, H_ = LINE_PX * 72 / DPI_X, img.height * 72 / DPI_Y
        op = out.new_page(width=W_, height=H_)
        ix = out.get_new_xref()
        out.update_object(ix, "<</Type/XObject/Subtype/Image/Width %d/Height %d/ColorSpace/DeviceGray/BitsPerComponent 1>>" % (img.width, img.height))
        out.update_stream(ix, _g4(img), compress=0)
        out.xref_set_key(ix, "Filter", "/CCITTFaxDecode")
        out.xref_set_key(ix, "DecodeParms", "<</K -1/Columns %d/Rows %d/BlackIs1 true>>" % (img.width, img.height))
        body, vals = [b"q %.2f 0 0 %.2f 0 0 cm /Fx Do Q" % (W_, H_), b"BT 3 Tr"], []
        ops = [(None, tti_op)] + list(enumerate(p["ops"]))
        for idx, o in ops:
            if o[0] != "t":
                continue
            txt = errs[k][idx][0] if idx in errs[k] else o[3]
            remap = errs[k][idx][1] if idx in errs[k] else {}
            vals += [remap.get(id(v), v) for v in (o[8] if len(o) > 8 else ())]
            txt = "".join(ch for ch in txt if ch.encode("cp1252", "ignore"))
            if not txt.strip():
                continue
            x, y, st, size = o[1], o[2], o[4], o[5]
            bx, by = where(x * MM, y * MM)
            ex, ey = where((x + meas(o[3], st, size)) * MM, y * MM)
            dx, dy = ex - bx, -(ey - by)
            L = math.hypot(dx, dy)
            ux, uy = (dx / L, dy / L) if L else (1.0, 0.0)
            hw = pdfmetrics.stringWidth(txt, "Helvetica", size)
            tz = 100.0 * L / hw if hw and L else 100.0
            body.append(b"/OCR %.2f Tf %.2f Tz %.5f %.5f %.5f %.5f %.2f %.2f Tm <%s> Tj" % (
                size, tz, ux, uy, -uy, ux, bx, H_ - by, (txt + " ").encode("cp1252").hex().encode()))
        body.append(b"ET")
        all_vals.append(vals)
        if fx is None:
            fx = out.get_new_xref()
            out.update_object(fx, "<</Type/Font/Subtype/Type1/BaseFont/Helvetica/Encoding/WinAnsiEncoding>>")
        cx_ = out.get_new_xref()
        out.update_object(cx_, "<<>>")
        out.update_stream(cx_, b"\n".join(body))
        out.xref_set_key(op.xref, "Contents", "%d 0 R" % cx_)
        out.xref_set_key(op.xref, "Resources", "<</XObject<</Fx %d 0 R>>/Font<</OCR %d 0 R>>>>" % (ix, fx))
    out.set_metadata({"title": doc["title"], "producer": SOFT[fam][1], "creator": SOFT[fam][0], "creationDate": "", "modDate": ""})
    return out.tobytes(garbage=3, deflate=True, no_new_id=True), all_vals

