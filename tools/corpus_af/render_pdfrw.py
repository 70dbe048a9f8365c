"""pdfrw 0.4 writer for corpus AF.

pdfrw builds the object tree (PdfDict / PdfArray / PdfName) and serialises it (PdfWriter);
content streams are written here. Stress: base-14 Helvetica family NOT embedded with an
/Encoding dictionary (WinAnsi base + /Differences putting the /fi and /fl LIGATURE glyphs at
codes 1 and 2; every "fi"/"fl" of the body, names included, is drawn as one ligature glyph,
readers must map the glyph name back); justified body lines (Tw word spacing); headings in
FAKE SMALL CAPS (lower-case letters drawn as smaller capitals); table cells written column by
column; the running identity line repeated ROTATED 90° in the left margin; Info dictionary.
"""

from __future__ import annotations

from pdfrw import PdfArray, PdfDict, PdfName, PdfWriter, IndirectPdfDict
from pdfrw.objects.pdfstring import PdfString

from .layout import PAGE_H, PAGE_W, seg_text, width

FONTS = {"R": "Helvetica", "B": "Helvetica-Bold", "I": "Helvetica-Oblique"}


def esc(b: bytes) -> bytes:
    return b.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)")


def enc(text: str, lig: bool) -> bytes:
    t = text.replace("\u2011", "-")
    b = t.encode("cp1252", "replace")
    if lig:
        b = b.replace(b"fi", b"\x01").replace(b"fl", b"\x02")
    return b


def small_caps(text, size):
    """Runs (bytes, size) drawing lower-case letters as 80 % capitals."""
    runs = []
    for ch in text:
        low = ch.islower()
        s = size * 0.8 if low else size
        c = ch.upper().encode("cp1252", "replace")
        if runs and runs[-1][1] == s:
            runs[-1][0] += c
        else:
            runs.append([c, s])
    return runs


def render(pages, rules, out_path, info: dict | None, r):
    writer = PdfWriter()
    enc_dict = PdfDict(Type=PdfName.Encoding, BaseEncoding=PdfName.WinAnsiEncoding,
                       Differences=PdfArray([1, PdfName.fi, PdfName.fl]))
    fonts = PdfDict()
    for k, base in FONTS.items():
        fonts[PdfName("F" + k)] = IndirectPdfDict(Type=PdfName.Font, Subtype=PdfName.Type1,
                                                  BaseFont=PdfName(base), Encoding=enc_dict)
    res = PdfDict(Font=fonts, ProcSet=PdfArray([PdfName.PDF, PdfName.Text]))
    for pi, lines in enumerate(pages):
        ops = []
        for rule in rules[pi]:
            if rule[0] == "hline":
                ops.append(b"0.5 w %.2f %.2f m %.2f %.2f l S" % (rule[1], rule[2], rule[3], rule[2]))
            else:
                ops.append(b"0.6 w %.2f %.2f %.2f %.2f re S" % rule[1:])
        cells = [ln for ln in lines if ln["role"] == "cell"]
        cells.sort(key=lambda ln: (ln.get("tbl_y0", 0), ln["col"], -ln["y"]))
        order = [ln for ln in lines if ln["role"] != "cell"]
        # tables: written column by column after the rest of the page
        for ln in order + cells:
            text = seg_text(ln["segs"])
            f = "/F" + ln["font"]
            if ln["role"] == "heading":
                ops.append(b"BT %.2f %.2f Td" % (ln["x"], ln["y"]))
                for chunk, s in small_caps(text, ln["size"]):
                    ops.append(b"%s %.2f Tf (%s) Tj" % (f.encode(), s, esc(chunk)))
                ops.append(b"ET")
                continue
            if ln["role"] == "margin":
                ops.append(b"BT %s %.2f Tf 0 1 -1 0 %.2f %.2f Tm (%s) Tj ET"
                           % (f.encode(), ln["size"], ln["x"], ln["y"], esc(enc(text, False))))
                continue
            lig = ln["role"] in ("body", "ident", "letterhead", "sig", "title", "cell")
            tw = 0.0
            if ln.get("justify"):
                nsp = text.count(" ")
                slack = ln["justify"] - width(text, ln["font"], ln["size"])
                if nsp and 0 < slack < 40:
                    tw = slack / nsp
            ops.append(b"BT %s %.2f Tf %.3f Tw 1 0 0 1 %.2f %.2f Tm (%s) Tj ET"
                       % (f.encode(), ln["size"], tw, ln["x"], ln["y"], esc(enc(text, lig))))
        stream = b"\n".join(ops).decode("latin-1")
        contents = PdfDict(stream=stream)
        page = PdfDict(Type=PdfName.Page, MediaBox=PdfArray([0, 0, PAGE_W, PAGE_H]), Resources=res, Contents=contents)
        writer.addpage(page)
    if info:
        writer.trailer.Info = IndirectPdfDict(**{k: PdfString.from_unicode(v) for k, v in info.items()})
    writer.trailer.ID = PdfArray([PdfString.from_bytes(b"corpusaf" + bytes([len(pages)]) * 8)] * 2)
    writer.write(out_path)
