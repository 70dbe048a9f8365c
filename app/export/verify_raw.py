"""The raw check of the verifier: values in the decompressed objects and streams.

Text a reader never shows (an undrawn form, a string in a dictionary, a
metadata copy) is still in the file. Every exact writing of a value that must
be gone everywhere is searched in the raw bytes (latin-1 / UTF-8 on
alphanumeric boundaries, UTF-16BE, hex strings decoded). ``RawIndex`` makes that
linear in the file size: a writing is searched only when its first word is a
word of the file (or of its UTF-16 strings), or its hex form in its hex
strings.
"""

from __future__ import annotations

import re

import pymupdf

_SKIP_STREAM_MARKS = (b"/Length1", b"/Length2", b"/Length3", b"/FontFile", b"/Type1C", b"/CIDFontType0C", b"/OpenType", b"/Subtype/Image", b"/Subtype /Image")
_ASCII_RUN = re.compile(rb"[0-9A-Za-z]+")  # the raw patterns' own word boundaries
_UTF16_RUN = re.compile(rb"(?:\x00[\x20-\xff])+")
_HEX_STRING = re.compile(rb"(?<![<])<([0-9A-Fa-f\s]{4,})>")
# Objects whose strings are font names or a CID system's registry, never the
# document's text ("Calisto MT", "Adobe").
_FONT_OBJECT = re.compile(rb"/Type\s*/Font(?:Descriptor)?\b|/Registry\s*\(")
# The same names inside a CMap stream (a ToUnicode map names the subset it maps); the rest
# of the map, codes and the characters they stand for, is still read.
_CMAP_NAMES = re.compile(rb"/(?:Registry|Ordering)\s*\([^()]*\)|/CMapName\s*/[^\s/\[\]()<>]+")


class RawIndex:
    """What a raw writing needs to be present, computed once per file.

    A latin-1 / UTF-8 writing matched on ASCII alphanumeric boundaries has its
    first ASCII alphanumeric run as a whole run of the file; a UTF-16BE writing
    lies inside the file's UTF-16 text. A writing that fails both cannot
    match: its patterns are not run. (Hex strings are decoded into the blob.)
    """

    def __init__(self, blob: bytes):
        self.runs = {r.lower() for r in _ASCII_RUN.findall(blob)}
        self.utf16 = b"\n".join(_UTF16_RUN.findall(blob)).lower()

    def may_hold(self, literal: str) -> bool:
        for enc in ("latin-1", "utf-8"):
            try:
                b = literal.encode(enc)
            except UnicodeEncodeError:
                continue
            m = _ASCII_RUN.search(b)
            if m is None or m.group(0).lower() in self.runs:
                return True
        if any(ord(c) > 0xFF for c in literal):
            return True  # outside the UTF-16 projection's range: always searched
        return literal.encode("utf-16-be").lower() in self.utf16


def _decoded_hex_strings(chunk: bytes) -> list[bytes]:
    """The bytes of every hex string ``<4365...>``, so a value written in hex is
    searched with the same word boundaries as a literal string ("Census" must
    not match inside the hex of "Censuses")."""
    out = []
    for m in _HEX_STRING.finditer(chunk):
        digits = re.sub(rb"\s+", b"", m.group(1))
        if len(digits) % 2:
            digits += b"0"
        try:
            out.append(bytes.fromhex(digits.decode("ascii")))
        except ValueError:
            continue
    return out


def drawn_streams(pdf: pymupdf.Document) -> dict[int, set[int]]:
    """xref of every stream a page draws (its contents, its Form XObjects) → those pages."""
    out: dict[int, set[int]] = {}
    for page in pdf:
        for xref in page.get_contents():
            out.setdefault(xref, set()).add(page.number)
        for item in page.get_xobjects():  # nested forms too (their invoker is another form)
            if pdf.xref_get_key(item[0], "Subtype")[1] == "/Form":
                out.setdefault(item[0], set()).add(page.number)
    return out


def _jpeg_header(pdf: pymupdf.Document, xref: int) -> bytes:
    """The segments of a JPEG image before its scan data (its metadata, if any)."""
    try:
        raw = pdf.xref_stream_raw(xref) or b""
    except Exception:  # unreadable stream: nothing to add
        return b""
    sos = raw.find(b"\xff\xda")
    return raw[: sos if sos >= 0 else 4096]


def _raw_blob(pdf: pymupdf.Document) -> bytes:
    """Every object and stream of the file a value could hide in, hex strings
    decoded; font programs, images, ICC profiles and font descriptors left out."""
    return raw_parts(pdf)[0]


def raw_parts(pdf: pymupdf.Document, drawn: dict[int, set[int]] | None = None) -> tuple[bytes, dict[int, bytes]]:
    """The raw blob, and apart from it the data of the ``drawn`` streams by xref:
    glyphs a page draws are what readers read, so a raw hit there is only
    confirmed by a reader (a TJ piece is not a word), while anything else is
    never drawn and counts as it is."""
    drawn = drawn or {}
    parts: list[bytes] = []
    drawn_data: dict[int, bytes] = {}
    for xref in range(1, pdf.xref_length()):
        head, stream = _object_chunks(pdf, xref)
        parts.extend(head)
        if stream and xref in drawn:
            drawn_data[xref] = b"\n".join(stream)
        else:
            parts.extend(stream)
    return b"\n".join(parts), drawn_data


def _object_chunks(pdf: pymupdf.Document, xref: int) -> tuple[list[bytes], list[bytes]]:
    """What the raw check reads of one object: its dictionary (and hex strings),
    and its stream's data (and hex strings); font programs, images' pixels,
    ICC profiles and font dictionaries left out."""
    try:
        obj = pdf.xref_object(xref, compressed=True).encode("latin-1", "replace")
    except Exception:  # a free or broken entry: nothing to read
        return [], []
    if b"/DCTDecode" in obj and b"/Image" in obj:
        return [_jpeg_header(pdf, xref)], []  # where EXIF, XMP and comments live; the pixels are noise
    if any(m in obj for m in _SKIP_STREAM_MARKS) or _FONT_OBJECT.search(obj):
        return [], []
    head = [obj, *_decoded_hex_strings(obj)]
    if not pdf.xref_is_stream(xref):
        return head, []
    try:
        data = pdf.xref_stream(xref) or b""
    except Exception:  # undecodable stream: its dictionary is still read
        return head, []
    if data[36:40] == b"acsp":  # an ICC colour profile: its vendor's copyright, never the document's text
        return head, []
    if b"begincmap" in data:  # a CMap's own names are its font's ("/Registry (AAAAAA+Carlito-Italic)")
        data = _CMAP_NAMES.sub(b"", data)
    return head, [data, *(_decoded_hex_strings(data) if b"<" in data else ())]


def locate_raw(pdf: pymupdf.Document, literal: str, ignore_case: bool) -> str:
    """Which object holds ``literal`` (for the message of a refusal): "objet N (type)"."""
    pats = _literal_patterns(literal, ignore_case)
    for xref in range(1, pdf.xref_length()):
        head, stream = _object_chunks(pdf, xref)
        chunk = b"\n".join(head + stream)
        if chunk and any(_whole_word_in(chunk, p) for p in pats):
            kind = " ".join(v for k in ("Type", "Subtype") if (v := pdf.xref_get_key(xref, k)[1]) != "null")
            return "objet %d (%s)" % (xref, kind or "sans type")
    return ""


def _literal_patterns(lit: str, ignore_case: bool = False) -> list[re.Pattern]:
    """Byte patterns of an exact writing in raw PDF data: latin-1 / UTF-8 text
    on alphanumeric boundaries (a postal code must not match the digits of a
    coordinate such as 18.640004) and UTF-16BE (hex strings are decoded in the blob)."""
    forms: list[bytes] = []
    try:
        forms.append(lit.encode("latin-1"))
    except UnicodeEncodeError:
        pass
    forms.append(lit.encode("utf-8"))
    # Not after "/" either: "/Contents" is a PDF name, not the word "Contents".
    flags = re.IGNORECASE if ignore_case else 0  # a force term in any case, as the plan searched it
    pats = [re.compile(rb"(?<![0-9A-Za-z./#])" + re.escape(f) + rb"(?![0-9A-Za-z])", flags) for f in dict.fromkeys(forms)]
    pats.append(re.compile(re.escape(lit.encode("utf-16-be")), flags))
    return pats


_PIECE_BEFORE = re.compile(rb"[A-Za-z]\)\s*-?[0-9.]*\s*\($")  # "(T)82(eil)1(" + "menge": a word in pieces
_PIECE_AFTER = re.compile(rb"\)\s*-?[0-9.]*\s*\(\s*[A-Za-z]")  # "(on patient)" + "(s" : the word goes on


def _whole_word_in(blob: bytes, pattern: re.Pattern) -> bool:
    """A match that is a whole word: in a content stream, a string piece of a TJ
    array continued by the next piece ("Teil" + "menge", "patient" + "s") is not."""
    for m in pattern.finditer(blob):
        if _PIECE_BEFORE.search(blob, max(0, m.start() - 24), m.start()):
            continue
        if _PIECE_AFTER.match(blob, m.end()):
            continue
        return True
    return False




class RawMatcher:
    """The byte forms of many writings, found in one pass over a blob.

    The same forms and boundaries as ``_literal_patterns`` (latin-1 / UTF-8 on
    alphanumeric boundaries, not after a "/", and UTF-16BE), joined in a few
    alternations, so the raw check costs the blob's size, not values × streams.
    ``find`` gives, for each target with a whole-word hit, one writing found.
    """

    def __init__(self, items):
        """``items``: (target index, writing, ignore case)."""
        self._keys: dict[tuple[bool, bool, bytes], list[tuple[int, str]]] = {}
        for ti, lit, ic in items:
            forms = []
            try:
                forms.append(lit.encode("latin-1"))
            except UnicodeEncodeError:
                pass
            forms.append(lit.encode("utf-8"))
            for f in dict.fromkeys(forms):
                self._add((ic, False, f.lower() if ic else f), ti, lit)
            u = lit.encode("utf-16-be")
            self._add((ic, True, u.lower() if ic else u), ti, lit)
        self._rx: list[tuple[bool, bool, re.Pattern]] = []
        for ic in (False, True):
            for utf16 in (False, True):
                forms = sorted({k for i, w, k in self._keys if i == ic and w == utf16}, key=len, reverse=True)
                if not forms:
                    continue
                body = b"|".join(re.escape(f) for f in forms)
                pat = body if utf16 else rb"(?<![0-9A-Za-z./#])(?:" + body + rb")(?![0-9A-Za-z])"
                self._rx.append((ic, utf16, re.compile(pat, re.IGNORECASE if ic else 0)))

    def _add(self, key, ti: int, lit: str) -> None:
        lst = self._keys.setdefault(key, [])
        if (ti, lit) not in lst:
            lst.append((ti, lit))

    def find(self, blob: bytes) -> dict[int, str]:
        out: dict[int, str] = {}
        for ic, utf16, rx in self._rx:
            for m in rx.finditer(blob):
                if _PIECE_BEFORE.search(blob, max(0, m.start() - 24), m.start()) or _PIECE_AFTER.match(blob, m.end()):
                    continue  # a piece of a longer word in a TJ array
                key = m.group(0).lower() if ic else m.group(0)
                for ti, lit in self._keys.get((ic, utf16, key), ()):
                    out.setdefault(ti, lit)
        return out
