"""The OCR layer of corpus CB's scanned letters (pli.py): the seeded misreadings and the hand-written PDF (one text
object per word, horizontal scaling to the printed width, render mode 3). The misreading technique is corpus CA's
(ecran.ocr_errors), rewritten for a letter: the running head and foot are never misread."""
from __future__ import annotations

import io
import re
import zlib

from .model import V

WORD_SUB = [("é", "e"), ("rn", "m"), ("l", "1"), ("o", "0")]
NAME_SUB = [("I", "l"), ("O", "0"), ("é", "e"), ("S", "5")]
NUM_SUB = [("0", "O"), ("1", "l"), ("5", "S"), ("8", "B")]
MISREAD_KINDS = ("NOM", "VILLE", "TELEPHONE", "IDENTIFIANT", "NUM_SEJOUR", "ADRESSE", "IPP")


def misread_value(v, rnd):
    subs = NUM_SUB if v.kind in ("TELEPHONE", "IDENTIFIANT", "NUM_SEJOUR", "IPP") else NAME_SUB
    cands = [(a, b) for a, b in subs if a in v.text]
    if not cands:
        return None
    a, b = cands[rnd.randrange(len(cands))]
    pos = [m.start() for m in re.finditer(re.escape(a), v.text)]
    k = pos[rnd.randrange(len(pos))]
    return V(v.kind, v.text[:k] + b + v.text[k + len(a):], v.sub, v.role)


def ocr_errors(pages, rnd, n_values=2, top=16.0, bottom=281.0):
    """Modify the text ops between ``top`` and ``bottom`` (mm) in place: a few ordinary words per page and up to
    ``n_values`` personal values per document."""
    done = 0
    forbidden = {w for p in pages for o in p["ops"] if o[0] == "t" for v in o[8] for w in re.findall(r"\w+", v.text)}
    for p in pages:
        idx = [k for k, o in enumerate(p["ops"]) if o[0] == "t" and top < o[2] < bottom]
        rnd.shuffle(idx)
        words = 0
        for k in idx:
            o = list(p["ops"][k])
            s, vals = o[3], list(o[8])
            if done < n_values and vals and rnd.random() < 0.2:
                for j, v in enumerate(vals):
                    if v.role == "pii" and v.kind in MISREAD_KINDS and s.count(v.text) == 1 and len(v.text) >= 5:
                        nv = misread_value(v, rnd)
                        if nv and nv.text not in s:
                            s = s.replace(v.text, nv.text)
                            vals[j] = nv
                            done += 1
                            break
            if words < 3 and rnd.random() < 0.5:
                spans = [(m.start(), m.end()) for v in vals for m in re.finditer(re.escape(v.text), s)]
                for m in re.finditer(r"\b[a-zéèàç]{6,}\b", s):
                    if any(a < m.end() and m.start() < b for a, b in spans) or m.group(0) in forbidden:
                        continue
                    w = m.group(0)
                    sub = next(((a, b) for a, b in WORD_SUB if a in w), None)
                    if sub:
                        s = s[:m.start()] + w.replace(sub[0], sub[1], 1) + s[m.end():]
                        words += 1
                        break
            o[3], o[8] = s, tuple(vals)
            p["ops"][k] = tuple(o)
    return done


def pdf_string(s):
    return b"<" + s.encode("cp1252", "replace").hex().upper().encode() + b">"


def write_pdf(doc, imgs, layers, pw, ph):
    """The PDF, object by object, with its cross-reference table (page size in mm)."""
    W, H = pw * 72 / 25.4, ph * 72 / 25.4
    objs, n = {}, len(imgs)
    kids = [4 + 3 * j for j in range(n)]
    objs[1] = b"<< /Type /Catalog /Pages 2 0 R >>"
    objs[2] = b"<< /Type /Pages /Kids [" + b" ".join(b"%d 0 R" % k for k in kids) + b"] /Count %d >>" % n
    objs[3] = b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>"
    for j, (img, layer) in enumerate(zip(imgs, layers)):
        pg, im, ct = 4 + 3 * j, 5 + 3 * j, 6 + 3 * j
        buf = io.BytesIO()
        img.save(buf, "JPEG", quality=72, optimize=False, progressive=False)
        data = buf.getvalue()
        objs[im] = (b"<< /Type /XObject /Subtype /Image /Width %d /Height %d /ColorSpace /DeviceGray /BitsPerComponent 8 "
                    b"/Filter /DCTDecode /Length %d >>\nstream\n" % (img.width, img.height, len(data)) + data + b"\nendstream")
        ops = [b"q %.2f 0 0 %.2f 0 0 cm /Im0 Do Q" % (W, H)]
        for x, y, size, tz, w in layer:
            ops.append(b"BT 3 Tr /F1 %.2f Tf %.1f Tz 1 0 0 1 %.2f %.2f Tm " % (size, tz, x, y) + pdf_string(w) + b" Tj ET")
        raw = zlib.compress(b"\n".join(ops), 9)
        objs[ct] = b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(raw) + raw + b"\nendstream"
        objs[pg] = (b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %.2f %.2f] /Contents %d 0 R "
                    b"/Resources << /Font << /F1 3 0 R >> /XObject << /Im0 %d 0 R >> >> >>" % (W, H, ct, im))
    info = 4 + 3 * n
    title = doc["title"].encode("utf-16-be").hex().upper().encode()
    objs[info] = b"<< /Title <FEFF" + title + b"> /Creator (Numeriseur USMP - niveaux de gris 200 dpi) /Producer (CB pli numerise - PDF ecrit a la main) >>"
    out = io.BytesIO()
    out.write(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offs = {}
    for k in sorted(objs):
        offs[k] = out.tell()
        out.write(b"%d 0 obj\n" % k + objs[k] + b"\nendobj\n")
    xref = out.tell()
    size = max(objs) + 1
    out.write(b"xref\n0 %d\n0000000000 65535 f \n" % size)
    for k in range(1, size):
        out.write(b"%010d 00000 n \n" % offs[k])
    fid = b"%032X" % (0xCB000 + doc["num"])
    out.write(b"trailer\n<< /Size %d /Root 1 0 R /Info %d 0 R /ID [<%s> <%s>] >>\nstartxref\n%d\n%%%%EOF\n" % (size, info, fid, fid, xref))
    return out.getvalue()
