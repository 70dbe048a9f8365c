"""Producer 4: a hand-written PDF writer (no PDF library).

Standard 14 fonts (Helvetica family, Courier) with /WinAnsiEncoding and a /ToUnicode CMap.
Text is drawn in small pieces: TJ arrays with kerning numbers, words and syllables positioned
separately with Td, and out of reading order (captions first, then values, then running text,
header/footer last, or bottom-up). Graphics: lines and rectangles.
"""
from __future__ import annotations

import zlib

from .layout import char_w, layout_page

FONTS = {"R": ("F1", "Helvetica"), "B": ("F2", "Helvetica-Bold"), "I": ("F3", "Helvetica-Oblique"), "M": ("F4", "Courier")}
PRODUCER = "corpus-t rawpdf 1.0 (écrit à la main, Python)"


def enc(s):
    return s.encode("cp1252")


def lit(b: bytes) -> bytes:
    return b"(" + b.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)") + b")"


def tounicode():
    lines = []
    for code in range(32, 256):
        try:
            ch = bytes([code]).decode("cp1252")
        except UnicodeDecodeError:
            continue
        lines.append("<%02X> <%04X>" % (code, ord(ch)))
    body = []
    for i in range(0, len(lines), 100):
        chunk = lines[i:i + 100]
        body.append("%d beginbfchar\n%s\nendbfchar" % (len(chunk), "\n".join(chunk)))
    return ("/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n/CIDSystemInfo << /Registry (Adobe) "
            "/Ordering (UCS) /Supplement 0 >> def\n/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n"
            "1 begincodespacerange\n<00> <FF>\nendcodespacerange\n%s\nendcmap\nCMapName currentdict /CMap "
            "defineresource pop\nend\nend\n" % "\n".join(body)).encode("ascii")


def width(s, font):
    return sum(char_w(c, "Helvetica", font) for c in s) / 1000.0  # per unit of font size


def pieces(word, rng):
    """Syllable-like chunks of 1-4 characters."""
    out, i = [], 0
    while i < len(word):
        n = rng.randint(1, 4)
        out.append(word[i:i + n])
        i += n
    return out


def draw_text(op, rng, mode):
    _, x, y, size, font, s, tag = op
    fid = FONTS[font][0]
    res = [b"BT /%s %.2f Tf" % (fid.encode(), size)]
    if mode == "whole":
        res.append(b"1 0 0 1 %.2f %.2f Tm %s Tj" % (x, y, lit(enc(s))))
    elif mode == "kern":
        # one TJ per line: syllables separated by tiny kerning numbers, spaces kept as characters
        parts = []
        for chunk in pieces(s, rng):
            parts.append(lit(enc(chunk)))
            parts.append(b"%d" % rng.choice([-6, -3, 0, 2, 4, 7]))
        res.append(b"1 0 0 1 %.2f %.2f Tm [%s] TJ" % (x, y, b" ".join(parts[:-1])))
    else:  # words (and syllables) placed one by one, possibly right to left
        items = []
        cx = x
        sp = width(" ", font) * size
        for wi, word in enumerate(s.split(" ")):
            if mode == "syll":
                for ch in pieces(word, rng):
                    items.append((cx, ch))
                    cx += width(ch, font) * size
            else:
                items.append((cx, word))
                cx += width(word, font) * size
            cx += sp
        for px, chunk in items:
            if chunk:
                res.append(b"1 0 0 1 %.2f %.2f Tm %s Tj" % (px, y, lit(enc(chunk))))
    res.append(b"ET")
    return b"\n".join(res)


def content(ops, rng):
    g = [b"0.6 w 0 0 0 RG"]
    for op in ops:
        if op[0] == "line":
            g.append(b"%.2f %.2f m %.2f %.2f l S" % op[1:5])
        elif op[0] == "rect":
            g.append(b"%.2f %.2f %.2f %.2f re %s" % (op[1], op[2], op[3], op[4], b"f" if op[5] else b"S"))
    texts = [o for o in ops if o[0] == "text"]
    order = rng.choice(["caps_first", "footer_first", "values_first"])
    if order == "caps_first":
        rank = {"cap": 0, "hdr": 3, "ftr": 4, "val": 1, "txt": 2}
        texts.sort(key=lambda o: rank[o[6]])
    elif order == "values_first":
        rank = {"val": 0, "txt": 1, "cap": 2, "ftr": 3, "hdr": 4}
        texts.sort(key=lambda o: rank[o[6]])
    else:
        rank = {"ftr": 0, "hdr": 1, "val": 2, "cap": 3, "txt": 4}
        texts.sort(key=lambda o: rank[o[6]])
    t = [b"0 0 0 rg"]
    for op in texts:
        mode = rng.choice(["whole", "kern", "words", "syll", "syll"])
        t.append(draw_text(op, rng, mode))
    return b"\n".join(g + t) + b"\n"


def pdf_str(s):
    """Info dictionary text string: UTF-16BE with BOM."""
    return b"<FEFF" + s.encode("utf-16-be").hex().upper().encode() + b">"


def write(doc, path, rng):
    objs = []

    def add(b):
        objs.append(b)
        return len(objs)
    tu = tounicode()
    tu_id = add(b"<< /Length %d >>\nstream\n" % len(tu) + tu + b"\nendstream")
    font_ids = {}
    for key, (fid, base) in FONTS.items():
        widths = b""
        if True:  # declared widths (AFM values) so that extractors can measure the pieces
            ws = []
            for code in range(32, 256):
                try:
                    ch = bytes([code]).decode("cp1252")
                except UnicodeDecodeError:
                    ch = " "
                ws.append(b"%d" % round(width(ch, key) * 1000))
            widths = b" /FirstChar 32 /LastChar 255 /Widths [%s]" % b" ".join(ws)
        font_ids[fid] = add(b"<< /Type /Font /Subtype /Type1 /BaseFont /%s /Encoding /WinAnsiEncoding /ToUnicode %d 0 R%s >>"
                            % (base.encode(), tu_id, widths))
    res = b"<< /Font << %s >> >>" % b" ".join(b"/%s %d 0 R" % (k.encode(), v) for k, v in font_ids.items())
    pages_id = len(objs) + 1
    add(b"")  # placeholder for /Pages
    kids = []
    for pg in doc["pages"]:
        ops = layout_page(pg, rng)
        data = zlib.compress(content(ops, rng))
        cid = add(b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(data) + data + b"\nendstream")
        kids.append(add(b"<< /Type /Page /Parent %d 0 R /MediaBox [0 0 595 842] /Resources %s /Contents %d 0 R >>"
                        % (pages_id, res, cid)))
    objs[pages_id - 1] = b"<< /Type /Pages /Kids [%s] /Count %d >>" % (b" ".join(b"%d 0 R" % k for k in kids), len(kids))
    m = doc["meta"]
    info = add(b"<< /Title %s /Author %s /Subject %s /Producer %s /CreationDate (D:20260101120000Z) >>"
               % (pdf_str(m["title"]), pdf_str(m["author"]), pdf_str(m["subject"]), pdf_str(PRODUCER)))
    cat = add(b"<< /Type /Catalog /Pages %d 0 R >>" % pages_id)
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offs = []
    for i, o in enumerate(objs, 1):
        offs.append(len(out))
        out += b"%d 0 obj\n" % i + o + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objs) + 1)
    for off in offs:
        out += b"%010d 00000 n \n" % off
    out += b"trailer\n<< /Size %d /Root %d 0 R /Info %d 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objs) + 1, cat, info, xref)
    with open(path, "wb") as f:
        f.write(out)
    return len(doc["pages"])
