"""The OCR layer and the hand-written PDF of corpus CF's bitonal multifunction-printer scans (mfpscan.py); the PDF writer
and the GlyphLessFont are corpus CE's (photopdf.py), copied, with a 1-BIT image (DeviceGray, BitsPerComponent 1,
FlateDecode) instead of the colour JPEG.

The layer imitates an OCR engine's PDF output: a Type0 font "GlyphLessFont" (Identity-H, a CIDFontType2 built here
with fontTools: two empty glyphs, every CID mapped to glyph 1 by a /CIDToGIDMap stream, /DW 500, a /ToUnicode CMap
mapping each two-byte code to the same UTF-16 value), render mode 3, ONE TEXT MATRIX PER WORD carrying the skew of the
scanned sheet, a Tz stretching the word to its scanned width, each word shown with its trailing space. MISREADINGS of a
low-resolution bitonal print (new tables): in ordinary words "m" -> "rn", "é" -> "e", "i" -> "l", "o" -> "c"; in a
personal value (at most two a document) "0" -> "O", "1" -> "l", "5" -> "S", "8" -> "B", "rn" -> "m", "é" -> "e",
"6" -> "b", "I" -> "l"."""
from __future__ import annotations

import io
import math
import re
import zlib

from .model import V

WORD_SUB = [("m", "rn"), ("é", "e"), ("i", "l"), ("o", "c")]
VAL_SUB = [("0", "O"), ("1", "l"), ("5", "S"), ("8", "B"), ("rn", "m"), ("é", "e"), ("6", "b"), ("I", "l")]
KINDS = ("NOM", "PRENOM", "VILLE", "TELEPHONE", "IDENTIFIANT", "IPP", "ADRESSE", "NUM_SEJOUR", "RPPS", "CODE_POSTAL")


def misread(lines, rnd, budget):
    """lines: [x, y, text, style, size, [values], hand] (changed in place); only lines with ``hand`` are misread;
    ``budget`` = [values left to misread]."""
    forbidden = {w for o in lines for v in o[5] for w in re.findall(r"\w+", v.text)}
    words = 0
    order = list(range(len(lines)))
    rnd.shuffle(order)
    for k in order:
        o = lines[k]
        if not o[6]:
            continue
        s, vals = o[2], o[5]
        if budget[0] > 0 and vals and rnd.random() < 0.3:
            for j, v in enumerate(vals):
                if v.role == "pii" and v.kind in KINDS and s.count(v.text) == 1 and len(v.text) >= 5:
                    cands = [(a, b) for a, b in VAL_SUB if a in v.text]
                    if not cands:
                        continue
                    a, b = cands[rnd.randrange(len(cands))]
                    nt = v.text.replace(a, b, 1)
                    if nt in s:
                        continue
                    o[2] = s = s.replace(v.text, nt)
                    vals[j] = V(v.kind, nt, v.sub, v.role)
                    budget[0] -= 1
                    break
        if words < 3 and rnd.random() < 0.35:
            spans = [(m.start(), m.end()) for v in vals for m in re.finditer(re.escape(v.text), s)]
            for m in re.finditer(r"\b[a-zéèàç]{6,}\b", s):
                if any(a < m.end() and m.start() < b for a, b in spans) or m.group(0) in forbidden:
                    continue
                sub = next(((a, b) for a, b in WORD_SUB if a in m.group(0)), None)
                if sub:
                    o[2] = s = s[:m.start()] + m.group(0).replace(sub[0], sub[1], 1) + s[m.end():]
                    words += 1
                    break


_TTF = []


def glyphless_ttf():
    if not _TTF:
        from fontTools.fontBuilder import FontBuilder
        from fontTools.pens.ttGlyphPen import TTGlyphPen
        fb = FontBuilder(1000, isTTF=True)
        fb.setupGlyphOrder([".notdef", "blank"])
        fb.setupCharacterMap({})
        pen = TTGlyphPen(None)
        fb.setupGlyf({".notdef": pen.glyph(), "blank": pen.glyph()})
        fb.setupHorizontalMetrics({".notdef": (500, 0), "blank": (500, 0)})
        fb.setupHorizontalHeader(ascent=1000, descent=0)
        fb.setupNameTable({"familyName": "GlyphLessFont", "styleName": "Regular"})
        fb.setupOS2()
        fb.setupPost()
        fb.font["head"].created = fb.font["head"].modified = 3840000000  # fixed (fontTools stamps the current time)
        b = io.BytesIO()
        fb.font.recalcTimestamp = False
        fb.save(b)
        _TTF.append(b.getvalue())
    return _TTF[0]


CMAP = b"""/CIDInit /ProcSet findresource begin
12 dict begin
begincmap
/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def
/CMapName /Adobe-Identity-UCS def
/CMapType 2 def
1 begincodespacerange
<0000> <FFFF>
endcodespacerange
1 beginbfrange
<0000> <FFFF> <0000>
endbfrange
endcmap
CMapName currentdict /CMap defineresource pop
end
end"""


def stream(dict_body, data, flate=True):
    if flate:
        data = zlib.compress(data, 9)
        return b"<< " + dict_body + b" /Length %d /Filter /FlateDecode >>\nstream\n" % len(data) + data + b"\nendstream"
    return b"<< " + dict_body + b" /Length %d >>\nstream\n" % len(data) + data + b"\nendstream"


def hexu(s):
    return b"<" + s.encode("utf-16-be").hex().upper().encode() + b">"


def write_pdf(doc, pages, pw, ph):
    """pages: [(packed 1-bit rows, width px, height px, unused, words)], words: [(x_pt, y_pt, angle_rad, text, size_pt, width_pt)]
    in the photo's frame (PDF points, y up); pw / ph: the page size in points."""
    W, H = pw, ph
    objs = {1: b"<< /Type /Catalog /Pages 2 0 R >>"}
    n = len(pages)
    first = 9
    kids = [first + 3 * j for j in range(n)]
    objs[2] = b"<< /Type /Pages /Kids [" + b" ".join(b"%d 0 R" % x for x in kids) + b"] /Count %d >>" % n
    objs[3] = b"<< /Type /Font /Subtype /Type0 /BaseFont /GlyphLessFont /Encoding /Identity-H /DescendantFonts [4 0 R] /ToUnicode 5 0 R >>"
    objs[4] = (b"<< /Type /Font /Subtype /CIDFontType2 /BaseFont /GlyphLessFont /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) "
               b"/Supplement 0 >> /FontDescriptor 7 0 R /DW 500 /CIDToGIDMap 6 0 R >>")
    objs[5] = stream(b"", CMAP, False)
    objs[6] = stream(b"", b"\x00\x01" * 65536)
    ttf = glyphless_ttf()
    objs[7] = (b"<< /Type /FontDescriptor /FontName /GlyphLessFont /Flags 5 /FontBBox [0 0 500 1000] /ItalicAngle 0 /Ascent 1000 "
               b"/Descent 0 /CapHeight 1000 /StemV 80 /FontFile2 8 0 R >>")
    objs[8] = stream(b"/Length1 %d" % len(ttf), ttf)
    for j, (jpg, wpx, hpx, rot, words) in enumerate(pages):
        pg, im, ct = first + 3 * j, first + 3 * j + 1, first + 3 * j + 2
        objs[im] = stream(b"/Type /XObject /Subtype /Image /Width %d /Height %d /ColorSpace /DeviceGray /BitsPerComponent 1" % (wpx, hpx), jpg)
        ops = [b"q %.2f 0 0 %.2f 0 0 cm /Im0 Do Q" % (W, H), b"BT", b"3 Tr"]
        for x, y, ang, text, size, wpt in words:
            n_ = len(text) + 1
            tz = 100.0 * wpt / max(0.1, n_ * 0.5 * size)
            ca, sa = math.cos(ang), math.sin(ang)
            ops.append(b"/F1 %.2f Tf %.2f Tz %.5f %.5f %.5f %.5f %.2f %.2f Tm " % (size, tz, ca, sa, -sa, ca, x, y) + hexu(text + " ") + b" Tj")
        ops.append(b"ET")
        objs[ct] = stream(b"", b"\n".join(ops))
        objs[pg] = (b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %.2f %.2f] /Contents %d 0 R %s/Resources << /Font << /F1 3 0 R >> "
                    b"/XObject << /Im0 %d 0 R >> >> >>" % (W, H, ct, b"", im))
    info = first + 3 * n
    title = doc["title"].encode("utf-16-be").hex().upper().encode()
    objs[info] = (b"<< /Title <FEFF" + title + b"> /Creator (MFP scan to PDF - 150 dpi N&B) /Producer (CF mfpscan - PDF ecrit a la main, "
                  b"couche OCR GlyphLessFont) /CreationDate (D:20251118081500+01'00') >>")
    out = io.BytesIO()
    out.write(b"%PDF-1.5\n%\xe2\xe3\xcf\xd3\n")
    offs = {}
    for x in sorted(objs):
        offs[x] = out.tell()
        out.write(b"%d 0 obj\n" % x + objs[x] + b"\nendobj\n")
    xref = out.tell()
    size = max(objs) + 1
    out.write(b"xref\n0 %d\n0000000000 65535 f \n" % size)
    for x in range(1, size):
        out.write(b"%010d 00000 n \n" % offs[x] if x in offs else b"0000000000 65535 f \n")
    fid = b"%032X" % (0xCF000 + doc["num"])
    out.write(b"trailer\n<< /Size %d /Root 1 0 R /Info %d 0 R /ID [<%s> <%s>] >>\nstartxref\n%d\n%%%%EOF\n" % (size, info, fid, fid, xref))
    return out.getvalue()
