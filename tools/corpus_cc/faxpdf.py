"""The OCR layer and the hand-written PDF of corpus CC's received faxes (fax.py). Misreadings (corpus CB's technique,
rewritten for a 1-bit fax): in ordinary words "é" -> "e", "rn" -> "m", "li" -> "h", "o" -> "0"; in a personal value (at
most two a document; names, towns, phones, identifiers) "O" -> "0", "I" -> "1", "S" -> "5", "8" -> "3", "6" -> "b",
"0" -> "O". The layer is one text object per LINE; the image is a CCITT Group 4 strip written by Pillow's libtiff."""
from __future__ import annotations

import io
import re
import zlib

from .model import V

WORD_SUB = [("é", "e"), ("rn", "m"), ("li", "h"), ("o", "0")]
VAL_SUB = [("O", "0"), ("I", "1"), ("S", "5"), ("8", "3"), ("6", "b"), ("0", "O")]
KINDS = ("NOM", "VILLE", "TELEPHONE", "IDENTIFIANT", "IPP", "ADRESSE", "NUM_SEJOUR")


def misread(lines, rnd, budget):
    forbidden = {w for o in lines for v in o[6] for w in re.findall(r"\w+", v.text)}
    words = 0
    order = list(range(1, len(lines)))
    rnd.shuffle(order)
    for k in order:
        o = lines[k]
        s, vals = o[3], o[6]
        if budget[0] > 0 and vals and rnd.random() < 0.25:
            for j, v in enumerate(vals):
                if v.role == "pii" and v.kind in KINDS and s.count(v.text) == 1 and len(v.text) >= 5:
                    cands = [(a, b) for a, b in VAL_SUB if a in v.text]
                    if not cands:
                        continue
                    a, b = cands[rnd.randrange(len(cands))]
                    nt = v.text.replace(a, b, 1)
                    if nt in s:
                        continue
                    o[3] = s = s.replace(v.text, nt)
                    vals[j] = V(v.kind, nt, v.sub, v.role)
                    budget[0] -= 1
                    break
        if words < 3 and rnd.random() < 0.4:
            spans = [(m.start(), m.end()) for v in vals for m in re.finditer(re.escape(v.text), s)]
            for m in re.finditer(r"\b[a-zéèàç]{6,}\b", s):
                if any(a < m.end() and m.start() < b for a, b in spans) or m.group(0) in forbidden:
                    continue
                sub = next(((a, b) for a, b in WORD_SUB if a in m.group(0)), None)
                if sub:
                    o[3] = s = s[:m.start()] + m.group(0).replace(sub[0], sub[1], 1) + s[m.end():]
                    words += 1
                    break


def g4(img):
    """The CCITT Group 4 data of a 1-bit image (one strip)."""
    from PIL import Image
    buf = io.BytesIO()
    img.save(buf, "TIFF", compression="group4", tiffinfo={278: img.height})
    buf.seek(0)
    t = Image.open(buf)
    offs, counts = t.tag_v2[273], t.tag_v2[279]
    raw = buf.getvalue()
    assert len(offs) == 1
    return raw[offs[0]:offs[0] + counts[0]], t.tag_v2.get(262, 0)


def pdf_string(s):
    return b"<" + s.encode("cp1252", "replace").hex().upper().encode() + b">"


def helv(s, size):
    from reportlab.pdfbase.pdfmetrics import stringWidth
    return stringWidth(s, "Helvetica", size)


def write_pdf(doc, imgs, layers, pw, ph):
    W, H = pw * 72 / 25.4, ph * 72 / 25.4
    k = 72 / 25.4
    objs, n = {}, len(imgs)
    kids = [4 + 3 * j for j in range(n)]
    objs[1] = b"<< /Type /Catalog /Pages 2 0 R >>"
    objs[2] = b"<< /Type /Pages /Kids [" + b" ".join(b"%d 0 R" % x for x in kids) + b"] /Count %d >>" % n
    objs[3] = b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>"
    for j, (img, layer) in enumerate(zip(imgs, layers)):
        pg, im, ct = 4 + 3 * j, 5 + 3 * j, 6 + 3 * j
        data, photo = g4(img)
        objs[im] = (b"<< /Type /XObject /Subtype /Image /Width %d /Height %d /ColorSpace /DeviceGray /BitsPerComponent 1 "
                    b"/Filter /CCITTFaxDecode /DecodeParms << /K -1 /Columns %d /Rows %d /BlackIs1 %s >> /Length %d >>\nstream\n"
                    % (img.width, img.height, img.width, img.height, b"true" if photo == 1 else b"false", len(data)) + data + b"\nendstream")
        ops = [b"q %.2f 0 0 %.2f 0 0 cm /Im0 Do Q" % (W, H)]
        for x, y, s, size, wmm in layer:
            tz = max(40.0, min(250.0, 100 * wmm * k / max(0.1, helv(s, size))))
            ops.append(b"BT 3 Tr /F1 %.2f Tf %.1f Tz 1 0 0 1 %.2f %.2f Tm " % (size, tz, x * k, (ph - y) * k) + pdf_string(s) + b" Tj ET")
        raw = zlib.compress(b"\n".join(ops), 9)
        objs[ct] = b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(raw) + raw + b"\nendstream"
        objs[pg] = (b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %.2f %.2f] /Contents %d 0 R "
                    b"/Resources << /Font << /F1 3 0 R >> /XObject << /Im0 %d 0 R >> >> >>" % (W, H, ct, im))
    info = 4 + 3 * n
    title = doc["title"].encode("utf-16-be").hex().upper().encode()
    objs[info] = b"<< /Title <FEFF" + title + b"> /Creator (Serveur de telecopie - reception G4) /Producer (CC fax recu - PDF ecrit a la main) >>"
    out = io.BytesIO()
    out.write(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offs = {}
    for x in sorted(objs):
        offs[x] = out.tell()
        out.write(b"%d 0 obj\n" % x + objs[x] + b"\nendobj\n")
    xref = out.tell()
    size = max(objs) + 1
    out.write(b"xref\n0 %d\n0000000000 65535 f \n" % size)
    for x in range(1, size):
        out.write(b"%010d 00000 n \n" % offs[x])
    fid = b"%032X" % (0xCC000 + doc["num"])
    out.write(b"trailer\n<< /Size %d /Root 1 0 R /Info %d 0 R /ID [<%s> <%s>] >>\nstartxref\n%d\n%%%%EOF\n" % (size, info, fid, fid, xref))
    return out.getvalue()
