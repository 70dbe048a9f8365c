"""A tiny PDF object writer (no PDF library): objects, streams, xref, trailer.

Used by the Type 3 producer and to draw the AcroForm templates that pdftk-java fills.
"""

from __future__ import annotations

import zlib


class Name(str):
    """A PDF name (written /Name)."""


class Ref:
    def __init__(self, num: int):
        self.num = num

    def __repr__(self):
        return "Ref(%d)" % self.num


class Raw(str):
    """Written verbatim (e.g. an already formatted array)."""


class Stream:
    def __init__(self, data: bytes, extra: dict | None = None, compress: bool = True):
        self.data = data
        self.extra = dict(extra or {})
        self.compress = compress


def pdf_string(s: str) -> bytes:
    """A literal string; PDFDocEncoding-compatible latin-1 when possible, else UTF-16BE with BOM."""
    try:
        b = s.encode("latin-1")
        if any(0x80 <= c <= 0x9f for c in b):
            raise UnicodeEncodeError("latin-1", s, 0, 1, "C1")
    except UnicodeEncodeError:
        b = b"\xfe\xff" + s.encode("utf-16-be")
    out = bytearray(b"(")
    for c in b:
        if c in (0x28, 0x29, 0x5C):
            out += b"\\" + bytes([c])
        elif c == 0x0A:
            out += b"\\n"
        elif c == 0x0D:
            out += b"\\r"
        else:
            out.append(c)
    out += b")"
    return bytes(out)


def hex_string(b: bytes) -> bytes:
    return b"<" + b.hex().upper().encode() + b">"


def ser(v) -> bytes:
    if isinstance(v, Ref):
        return b"%d 0 R" % v.num
    if isinstance(v, Name):
        return b"/" + "".join(ch if (ch.isalnum() or ch in "-_.+") else "#%02X" % ord(ch) for ch in v).encode("ascii")
    if isinstance(v, Raw):
        return v.encode("latin-1")
    if isinstance(v, bool):
        return b"true" if v else b"false"
    if v is None:
        return b"null"
    if isinstance(v, int):
        return b"%d" % v
    if isinstance(v, float):
        s = ("%.4f" % v).rstrip("0").rstrip(".")
        return (s if s not in ("-0", "") else "0").encode()
    if isinstance(v, str):
        return pdf_string(v)
    if isinstance(v, bytes):
        return hex_string(v)
    if isinstance(v, (list, tuple)):
        return b"[" + b" ".join(ser(x) for x in v) + b"]"
    if isinstance(v, dict):
        return b"<<" + b"".join(ser(Name(k)) + b" " + ser(x) for k, x in v.items()) + b">>"
    raise TypeError(type(v))


class PdfWriter:
    def __init__(self, version: str = "1.4"):
        self.version = version
        self.objs: list = [None]  # index 0 unused

    def reserve(self) -> Ref:
        self.objs.append(None)
        return Ref(len(self.objs) - 1)

    def add(self, obj) -> Ref:
        self.objs.append(obj)
        return Ref(len(self.objs) - 1)

    def set(self, ref: Ref, obj):
        self.objs[ref.num] = obj

    def write(self, path, root: Ref, info: Ref | None = None, file_id: bytes = b"corpusw0000000000") -> None:
        out = bytearray(b"%%PDF-%s\n%%\xe2\xe3\xcf\xd3\n" % self.version.encode())
        offsets = [0] * len(self.objs)
        for i in range(1, len(self.objs)):
            o = self.objs[i]
            offsets[i] = len(out)
            out += b"%d 0 obj\n" % i
            if isinstance(o, Stream):
                data = o.data
                d = dict(o.extra)
                if o.compress:
                    data = zlib.compress(data, 9)
                    d["Filter"] = Name("FlateDecode")
                d["Length"] = len(data)
                out += ser(d) + b"\nstream\n" + data + b"\nendstream"
            else:
                out += ser(o)
            out += b"\nendobj\n"
        xref = len(out)
        out += b"xref\n0 %d\n0000000000 65535 f \n" % len(self.objs)
        for i in range(1, len(self.objs)):
            out += b"%010d 00000 n \n" % offsets[i]
        tr = {"Size": len(self.objs), "Root": root, "ID": [file_id[:16], file_id[:16]]}
        if info is not None:
            tr["Info"] = info
        out += b"trailer\n" + ser(tr) + b"\nstartxref\n%d\n%%%%EOF\n" % xref
        with open(path, "wb") as f:
            f.write(bytes(out))
