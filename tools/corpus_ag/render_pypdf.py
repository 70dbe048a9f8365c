"""pypdf renderer of corpus AG (pypdf's PdfWriter writes every byte; layout done here).

Text is set in a TYPE 3 BITMAP font: every glyph is a 1-bit image mask (an image XObject drawn by
its CharProc) rasterised by Pillow from DejaVu Sans at 40 px per em, like a TeX PK font; the
font has /Differences glyph names g1..gn and a ToUnicode CMap. Words are cut into TJ fragments;
the running identity line is ROTATED 90° along the left margin of every page; tables are ruled
grids drawn cell by cell, column after column (stream order != reading order).
"""
from __future__ import annotations

import random
import zlib

from .content import plain

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
FONTB = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
PX = 40  # pixels per em in glyph space
W_PAGE, H_PAGE = 595.28, 841.89


class T3:
    def __init__(self, path, chars):
        from PIL import ImageFont
        self.f = ImageFont.truetype(path, PX)
        self.chars = sorted(set(chars) - {" "})
        self.code = {c: i + 33 for i, c in enumerate(self.chars)}
        self.code[" "] = 32
        assert len(self.chars) < 200
        self.w = {c: self.f.getlength(c) for c in self.chars + [" "]}

    def width(self, s, size):
        return sum(self.w.get(c, PX / 2) for c in s) * size / PX

    def enc(self, s):
        out = b""
        for c in s:
            b = bytes([self.code[c]])
            out += b"\\" + b if b in (b"(", b")", b"\\") else b
        return out

    def build(self, writer):
        from PIL import Image, ImageDraw
        from pypdf.generic import (ArrayObject, DecodedStreamObject, DictionaryObject, FloatObject,
                                   NameObject, NumberObject, StreamObject)
        procs = DictionaryObject()
        xobjs = DictionaryObject()
        diffs = ArrayObject([NumberObject(32), NameObject("/space")])
        first, last = 32, 33 + len(self.chars) - 1
        widths = ArrayObject([FloatObject(round(self.w[" "], 2))])
        sp = DecodedStreamObject()
        sp.set_data(b"%.2f 0 d0" % self.w[" "])
        procs[NameObject("/space")] = writer._add_object(sp)
        asc = self.f.getmetrics()[0]
        for i, c in enumerate(self.chars):
            name = "/g%d" % (i + 1)
            diffs.append(NameObject(name))
            widths.append(FloatObject(round(self.w[c], 2)))
            bb = self.f.getbbox(c)
            wi, hi = max(1, bb[2] - bb[0]), max(1, bb[3] - bb[1])
            img = Image.new("L", (wi, hi), 255)
            ImageDraw.Draw(img).text((-bb[0], -bb[1]), c, font=self.f, fill=0)
            bits = img.point(lambda v: 0 if v < 128 else 255).convert("1").tobytes()
            im = StreamObject()
            im._data = zlib.compress(bits)
            im.update({NameObject("/Type"): NameObject("/XObject"), NameObject("/Subtype"): NameObject("/Image"),
                       NameObject("/Width"): NumberObject(wi), NameObject("/Height"): NumberObject(hi),
                       NameObject("/ImageMask"): __import__("pypdf").generic.BooleanObject(True),
                       NameObject("/BitsPerComponent"): NumberObject(1), NameObject("/Filter"): NameObject("/FlateDecode")})
            xn = "/I%d" % (i + 1)
            xobjs[NameObject(xn)] = writer._add_object(im)
            llx, lly = bb[0], asc - bb[3]
            cp = DecodedStreamObject()
            cp.set_data(b"%.2f 0 %d %d %d %d d1 q %d 0 0 %d %d %d cm %s Do Q" % (
                self.w[c], llx, lly, llx + wi, lly + hi, wi, hi, llx, lly, xn.encode()))
            procs[NameObject(name[0:])] = writer._add_object(cp)
        cmap = ["/CIDInit /ProcSet findresource begin 12 dict begin begincmap",
                "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
                "/CMapName /Adobe-Identity-UCS def /CMapType 2 def",
                "1 begincodespacerange <00> <FF> endcodespacerange"]
        pairs = [(32, " ")] + [(self.code[c], c) for c in self.chars]
        for k in range(0, len(pairs), 90):
            chunk = pairs[k:k + 90]
            cmap.append("%d beginbfchar" % len(chunk))
            for code, c in chunk:
                cmap.append("<%02X> <%s>" % (code, c.encode("utf-16-be").hex().upper()))
            cmap.append("endbfchar")
        cmap += ["endcmap CMapName currentdict /CMap defineresource pop end end"]
        tu = DecodedStreamObject()
        tu.set_data("\n".join(cmap).encode())
        font = DictionaryObject({
            NameObject("/Type"): NameObject("/Font"), NameObject("/Subtype"): NameObject("/Type3"),
            NameObject("/FontBBox"): ArrayObject([NumberObject(-10), NumberObject(-12), NumberObject(60), NumberObject(48)]),
            NameObject("/FontMatrix"): ArrayObject([FloatObject(1.0 / PX), FloatObject(0), FloatObject(0), FloatObject(1.0 / PX), FloatObject(0), FloatObject(0)]),
            NameObject("/CharProcs"): procs,
            NameObject("/Encoding"): DictionaryObject({NameObject("/Type"): NameObject("/Encoding"), NameObject("/Differences"): diffs}),
            NameObject("/FirstChar"): NumberObject(first), NameObject("/LastChar"): NumberObject(last),
            NameObject("/Widths"): widths,
            NameObject("/Resources"): DictionaryObject({NameObject("/XObject"): xobjs}),
            NameObject("/ToUnicode"): writer._add_object(tu)})
        return writer._add_object(font)


def wrap(text, font, size, width):
    words = text.split(" ")
    lines, cur = [], ""
    for w in words:
        cand = (cur + " " + w) if cur else w
        if font.width(cand, size) <= width or not cur:
            cur = cand
        else:
            lines.append(cur)
            cur = w
    if cur:
        lines.append(cur)
    return lines


class Canvas:
    def __init__(self, fonts, rng):
        self.fonts = fonts  # {"/R": T3, "/B": T3}
        self.pages = [[]]
        self.rng = rng
        self.y = H_PAGE - 60

    def newpage(self):
        self.pages.append([])
        self.y = H_PAGE - 60

    def need(self, h):
        if self.y - h < 60:
            self.newpage()

    def tj(self, s, fname):
        """One TJ array, words cut into fragments with tiny offsets."""
        f = self.fonts[fname]
        parts = []
        for w in s.split(" "):
            if len(w) >= 5 and self.rng.random() < .6:
                k = self.rng.randint(2, len(w) - 2)
                parts.append(b"(" + f.enc(w[:k]) + b") 0 (" + f.enc(w[k:]) + b")")
            else:
                parts.append(b"(" + f.enc(w) + b")")
        return b"[" + (b" (" + f.enc(" ") + b") ").join(parts) + b"] TJ"

    def text(self, x, y, s, fname="/R", size=9.0):
        self.pages[-1].append(b"BT %s %.1f Tf %.2f %.2f Td %s ET" % (fname.encode(), size, x, y, self.tj(s, fname)))

    def para(self, s, fname="/R", size=9.0, x=56, width=480, lead=12.0):
        for line in wrap(s, self.fonts[fname], size, width):
            self.need(lead)
            self.y -= lead
            self.text(x, self.y, line, fname, size)
        self.y -= 3

    def grid(self, headers, rows, x=56, width=480, size=8.5):
        n = len(headers)
        cw = width / n
        allrows = [[h for h in headers]] + rows
        lead = size + 3
        for ri, row in enumerate(allrows):
            cells = [wrap(c, self.fonts["/B" if ri == 0 else "/R"], size, cw - 6) for c in row]
            h = max(len(c) for c in cells) * lead + 4
            self.need(h)
            top = self.y
            ops = []
            for ci in range(n):  # column by column
                ops.append(b"%.2f %.2f %.2f %.2f re S" % (x + ci * cw, top - h, cw, h))
                for li, line in enumerate(cells[ci]):
                    ops.append(b"BT %s %.1f Tf %.2f %.2f Td %s ET" % (b"/B" if ri == 0 else b"/R", size, x + ci * cw + 3,
                                                                     top - 2 - (li + 1) * lead + 2, self.tj(line, "/B" if ri == 0 else "/R")))
            self.pages[-1].append(b"0.5 w " + b" ".join(ops))
            self.y = top - h
        self.y -= 6


def render_pypdf(doc, path, seed=0):
    from pypdf import PdfWriter
    from pypdf.generic import DecodedStreamObject, DictionaryObject, NameObject

    rng = random.Random("pypdf/%s/%d" % (doc.meta_title, seed))
    texts = [plain(doc.header), doc.meta_title, "Page 0123456789/"]
    for b in doc.blocks:
        if b[0] in ("h",):
            texts.append(b[1])
        elif b[0] == "p":
            texts.append(plain(b[1]))
        elif b[0] == "kv":
            texts += [k + plain(v) for k, v in b[1]]
        elif b[0] == "table":
            texts += list(b[1]) + [plain(c) for row in b[2] for c in row]
    chars = "".join(texts)
    fonts = {"/R": T3(FONT, chars), "/B": T3(FONTB, chars)}
    cv = Canvas(fonts, rng)
    for b in doc.blocks:
        t = b[0]
        if t == "h":
            cv.y -= 6
            cv.para(b[1], "/B", 12.5, lead=16)
        elif t == "p":
            cv.para(plain(b[1]))
        elif t == "pb":
            cv.newpage()
        elif t == "kv":
            for k, v in b[1]:
                lines = wrap(plain(v), fonts["/R"], 9.0, 330)
                cv.need(12 * len(lines))
                cv.y -= 12
                cv.text(56, cv.y, k + " :", "/B", 9.0)
                for li, line in enumerate(lines):
                    if li:
                        cv.y -= 12
                    cv.text(200, cv.y, line, "/R", 9.0)
            cv.y -= 6
        elif t == "table":
            cv.grid(list(b[1]), [[plain(c) for c in row] for row in b[2]])
    w = PdfWriter()
    refs = {k: f.build(w) for k, f in fonts.items()}
    n = len(cv.pages)
    hdr = plain(doc.header)
    for i, ops in enumerate(cv.pages):
        page = w.add_blank_page(W_PAGE, H_PAGE)
        strip = b"q 0 1 -1 0 32 120 cm BT /R 7.5 Tf 0 0 Td %s ET Q" % cv.tj(hdr, "/R")
        foot = b"BT /R 8 Tf 490 30 Td %s ET" % cv.tj("Page %d/%d" % (i + 1, n), "/R")
        st = DecodedStreamObject()
        st.set_data(b"\n".join([strip] + ops + [foot]))
        page[NameObject("/Contents")] = w._add_object(st)
        page[NameObject("/Resources")] = DictionaryObject({NameObject("/Font"): DictionaryObject(
            {NameObject(k): v for k, v in refs.items()})})
    w.add_metadata({"/Title": doc.meta_title, "/Producer": "pypdf (corpus AG)"})
    with open(path, "wb") as fh:
        w.write(fh)
