"""Strip the metadata segments of JPEG images (EXIF, XMP, IPTC, comments).

A JPEG stream (``/DCTDecode``) is copied byte for byte into the written PDF,
with whatever its camera or scanner software wrote in it: EXIF owner and
description, an XMP packet, a Photoshop IPTC caption, a COM comment — a
patient's name or number included. The pixels are untouched by removing
those segments: only APP14 (Adobe colour transform) and APP2 (ICC profile)
are kept, the two that change how the image decodes. Call after redaction
(MuPDF re-encodes redacted images; the others keep their original bytes).
"""

from __future__ import annotations

import pymupdf

_KEEP_APP = {0xE2, 0xEE}  # APP2 ICC_PROFILE, APP14 Adobe
_STANDALONE = set(range(0xD0, 0xD8)) | {0x01}  # RSTn, TEM: no length field


def strip_jpeg_segments(data: bytes) -> bytes | None:
    """``data`` without its APPn (except APP2/APP14) and COM segments; None if
    it is not a JPEG this parser understands (then it is left as it is)."""
    if data[:2] != b"\xff\xd8":
        return None
    out = [b"\xff\xd8"]
    i, n = 2, len(data)
    while i + 4 <= n:
        if data[i] != 0xFF:
            return None
        marker = data[i + 1]
        if marker == 0xFF:  # fill byte
            i += 1
            continue
        if marker in _STANDALONE:
            out.append(data[i:i + 2])
            i += 2
            continue
        length = int.from_bytes(data[i + 2:i + 4], "big")
        if length < 2 or i + 2 + length > n:
            return None
        seg = data[i:i + 2 + length]
        if marker == 0xDA:  # start of scan: the rest is image data (and EOI)
            out.append(data[i:])
            return b"".join(out)
        if not (0xE0 <= marker <= 0xEF and marker not in _KEEP_APP) and marker != 0xFE:
            out.append(seg)
        i += 2 + length
    return None


def strip_image_metadata(pdf: pymupdf.Document) -> int:
    """Strip metadata segments from every JPEG image of ``pdf``; images changed."""
    changed = 0
    for xref in range(1, pdf.xref_length()):
        if not pdf.xref_is_stream(xref) or pdf.xref_get_key(xref, "Subtype")[1] != "/Image":
            continue
        filt = pdf.xref_get_key(xref, "Filter")
        if filt not in (("name", "/DCTDecode"), ("array", "[/DCTDecode]")):
            continue
        try:
            raw = pdf.xref_stream_raw(xref)
        except Exception:  # an unreadable stream: verification's raw check still reads what it can
            continue
        new = strip_jpeg_segments(raw)
        if new is None or new == raw:
            continue
        parms = pdf.xref_get_key(xref, "DecodeParms")
        pdf.update_stream(xref, new, compress=False)  # this drops /Filter (and its parameters): put them back
        pdf.xref_set_key(xref, "Filter", "/DCTDecode")
        if parms[0] != "null":
            pdf.xref_set_key(xref, "DecodeParms", parms[1])
        changed += 1
    return changed
