"""The three PDF writers of corpus AP, each fed with the display lists of layout.py.

edof        edof 4.4.0 (PyPI) edof.export.pdf_writer.PdfWriter: pure-Python vector PDF writer, base-14
            fonts with /WinAnsiEncoding (Helvetica / Helvetica-Bold), mm coordinates, Info /Title.
ipe         Ipe 7.2.26 (Debian ipe): an .ipe XML document (one <page> per page, labels at absolute
            positions, paths for rules and boxes) converted by ``ipetoipe -pdf``; Ipe runs pdflatex on the
            labels and writes the PDF with its own writer (ipelib), copying the Type 1 fonts (URW Nimbus
            Sans through helvet / Nimbus Roman through mathptmx, T1 encoding).
pdfsyntax   pdfsyntax 0.1.6 (PyPI, pure Python): blank() document, objects added with add_object /
            update_object, written by writefile() as an original section plus an incremental update;
            content streams written here; Liberation Sans / Bold embedded whole as simple TrueType fonts
            with /WinAnsiEncoding and /Widths.
"""
from __future__ import annotations

import os
import subprocess
import tempfile
import unicodedata
from xml.sax.saxutils import escape as xml_escape

MM = 25.4 / 72.0


def _gray_rgb(g):
    v = int(round(g * 255))
    return (v, v, v)


# ------------------------------------------------------------------ edof


def write_edof(pages, path, title=None, author=None, family="sans"):
    from edof.export.pdf_writer import PdfWriter

    w = PdfWriter(title=title or "", author=author or "", creator="edof")
    fam = "Helvetica" if family == "sans" else "Times"
    for ops in pages:
        pg = w.add_page(210, 297)
        # edof 4.4.0 builds the PdfPage before appending the page's stream slot, so its _idx points
        # to the previous page (every page after the first would be drawn on its predecessor)
        pg._idx = len(w._page_streams) - 1
        h_pt = pg.h_pt
        for op in ops:
            if op[0] == "R":
                _, x, y, wd, ht, fill, stroke, lw = op
                pg.rect(x * MM, (h_pt - y - ht) * MM, wd * MM, ht * MM,
                        fill=_gray_rgb(fill) if fill is not None else None,
                        stroke=_gray_rgb(stroke) if stroke is not None else None, width_pt=lw)
        for op in ops:
            if op[0] == "L":
                _, x1, y1, x2, y2, lw, gray = op
                pg.line(x1 * MM, (h_pt - y1) * MM, x2 * MM, (h_pt - y2) * MM, color=_gray_rgb(gray), width_pt=lw)
        for op in ops:
            if op[0] == "T":
                _, x, y, s, bold, size = op
                s.encode("cp1252")  # edof writes WinAnsi: refuse what it cannot encode
                pg.text(x * MM, (h_pt - y - 0.8 * size) * MM, s, font_family=fam, font_size_pt=size, bold=bold)
    w.save(path)


# ------------------------------------------------------------------ ipe

_TEX = {"\\": r"\textbackslash{}", "{": r"\{", "}": r"\}", "$": r"\$", "&": r"\&", "#": r"\#", "^": r"\^{}",
        "_": r"\_", "%": r"\%", "~": r"\~{}", "<": r"\textless{}", ">": r"\textgreater{}", "|": r"\textbar{}",
        "-": "-{}", "'": "'{}", "`": "`{}", ",": ",{}"}


def tex_escape(s):
    # "-{}" keeps "--" from becoming an en dash; ",{}" and "'{}" keep ",," / "''" ligatures away
    return "".join(_TEX.get(c, c) for c in s)


PREAMBLES = {
    "sans": r"\usepackage[T1]{fontenc}\usepackage[utf8]{inputenc}\usepackage{textcomp}\usepackage{helvet}"
            r"\renewcommand{\familydefault}{\sfdefault}",
    "serif": r"\usepackage[T1]{fontenc}\usepackage[utf8]{inputenc}\usepackage{textcomp}\usepackage{mathptmx}",
}


def write_ipe(pages, path, title=None, author=None, family="serif", workdir=None):
    out = ['<?xml version="1.0"?>', '<!DOCTYPE ipe SYSTEM "ipe.dtd">', '<ipe version="70206" creator="corpus_ap">']
    attrs = ""
    if title:
        attrs += ' title="%s"' % xml_escape(title, {'"': "&quot;"})
    if author:
        attrs += ' author="%s"' % xml_escape(author, {'"': "&quot;"})
    out.append("<info%s/>" % attrs)
    out.append("<preamble>%s</preamble>" % xml_escape(PREAMBLES[family]))
    out.append('<ipestyle name="ap"><layout paper="595.28 841.89" origin="0 0" frame="595.28 841.89"/></ipestyle>')
    for ops in pages:
        out.append("<page>")
        for op in ops:
            if op[0] == "R":
                _, x, y, wd, ht, fill, stroke, lw = op
                a = ""
                if fill is not None:
                    a += ' fill="%.3f %.3f %.3f"' % (fill, fill, fill)
                if stroke is not None:
                    a += ' stroke="%.3f %.3f %.3f" pen="%.2f"' % (stroke, stroke, stroke, lw)
                out.append('<path%s>%.2f %.2f m %.2f %.2f l %.2f %.2f l %.2f %.2f l h</path>'
                           % (a, x, y, x + wd, y, x + wd, y + ht, x, y + ht))
        for op in ops:
            if op[0] == "L":
                _, x1, y1, x2, y2, lw, gray = op
                out.append('<path stroke="%.3f %.3f %.3f" pen="%.2f">%.2f %.2f m %.2f %.2f l</path>'
                           % (gray, gray, gray, lw, x1, y1, x2, y2))
        for op in ops:
            if op[0] == "T":
                _, x, y, s, bold, size = op
                tex = tex_escape(s)
                if bold:
                    tex = r"\textbf{%s}" % tex
                out.append('<text transformations="translations" pos="%.2f %.2f" stroke="0 0 0" type="label" '
                           'size="%.2f" valign="baseline">%s</text>' % (x, y, size, xml_escape(tex)))
        out.append("</page>")
    out.append("</ipe>")
    with tempfile.TemporaryDirectory(dir=workdir) as td:
        src = os.path.join(td, "doc.ipe")
        with open(src, "w", encoding="utf-8") as fh:
            fh.write("\n".join(out) + "\n")
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=td)
        r = subprocess.run(["ipetoipe", "-pdf", src, path], capture_output=True, text=True, env=env, timeout=300)
        if r.returncode != 0 or not os.path.exists(path):
            log = os.path.join(td, ".ipe", "latexrun", "ipetemp.log")
            tail = open(log, encoding="latin-1").read()[-1500:] if os.path.exists(log) else ""
            raise RuntimeError("ipetoipe failed: %s %s\n%s" % (r.stdout[-500:], r.stderr[-500:], tail))


# ------------------------------------------------------------------ pdfsyntax

_FONT_CACHE = {}


def _ttf_font(doc, key, fn):
    from fontTools.ttLib import TTFont
    from pdfsyntax.docstruct import add_object
    from pdfsyntax.objects import forge_stream

    if fn not in _FONT_CACHE:
        data = open(fn, "rb").read()
        f = TTFont(fn)
        cmap, hmtx, upm = f.getBestCmap(), f["hmtx"], f["head"].unitsPerEm
        widths = []
        for code in range(32, 256):
            try:
                ch = bytes([code]).decode("cp1252")
            except UnicodeDecodeError:
                widths.append(0)
                continue
            g = cmap.get(ord(ch))
            widths.append(round(hmtx[g][0] * 1000 / upm) if g else 0)
        head, os2, hhea = f["head"], f["OS/2"], f["hhea"]
        sc = 1000 / upm
        desc = {"/Type": "/FontDescriptor", "/Flags": 32,
                "/FontBBox": [round(head.xMin * sc), round(head.yMin * sc), round(head.xMax * sc), round(head.yMax * sc)],
                "/ItalicAngle": 0, "/Ascent": round(hhea.ascent * sc), "/Descent": round(hhea.descent * sc),
                "/CapHeight": round(getattr(os2, "sCapHeight", 700) * sc), "/StemV": 80}
        name = f["name"].getDebugName(6) or "Font"
        _FONT_CACHE[fn] = (data, widths, desc, name)
    data, widths, desc, name = _FONT_CACHE[fn]
    ff, _ = forge_stream({"/Length": 0, "/Length1": len(data), "/Filter": "/FlateDecode"}, data)
    doc, ffref = add_object(doc, ff)
    d = dict(desc, **{"/FontName": "/" + name, "/FontFile2": ffref})
    doc, fdref = add_object(doc, d)
    font = {"/Type": "/Font", "/Subtype": "/TrueType", "/BaseFont": "/" + name, "/FirstChar": 32, "/LastChar": 255,
            "/Widths": widths, "/Encoding": "/WinAnsiEncoding", "/FontDescriptor": fdref}
    return add_object(doc, font)


def _pdfstr(s):
    b = s.encode("cp1252")
    return b"(" + b.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)") + b")"


def _utf16(s):
    return b"<FEFF" + s.encode("utf-16-be").hex().upper().encode() + b">"


def write_pdfsyntax(pages, path, title=None, author=None):
    import pdfsyntax as px
    from pdfsyntax.docstruct import add_object, update_object
    from pdfsyntax.objects import forge_stream

    doc = px.blank("A4")
    doc, f1 = _ttf_font(doc, "F1", "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf")
    doc, f2 = _ttf_font(doc, "F2", "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf")
    res = {"/Font": {"/F1": f1, "/F2": f2}, "/ProcSet": ["/PDF", "/Text"]}
    kids = []
    for i, ops in enumerate(pages):
        c = []
        for op in ops:
            if op[0] == "R":
                _, x, y, wd, ht, fill, stroke, lw = op
                if fill is not None:
                    c.append(b"%.3f g %.2f %.2f %.2f %.2f re f" % (fill, x, y, wd, ht))
                if stroke is not None:
                    c.append(b"%.3f G %.2f w %.2f %.2f %.2f %.2f re S" % (stroke, lw, x, y, wd, ht))
            elif op[0] == "L":
                _, x1, y1, x2, y2, lw, gray = op
                c.append(b"%.3f G %.2f w %.2f %.2f m %.2f %.2f l S" % (gray, lw, x1, y1, x2, y2))
        c.append(b"0 g BT")
        for op in ops:
            if op[0] == "T":
                _, x, y, s, bold, size = op
                c.append(b"/%s %.2f Tf 1 0 0 1 %.2f %.2f Tm %s Tj" % (b"F2" if bold else b"F1", size, x, y, _pdfstr(s)))
        c.append(b"ET")
        cs, _ = forge_stream({"/Length": 0, "/Filter": "/FlateDecode"}, b"\n".join(c))
        doc, csref = add_object(doc, cs)
        pg = {"/Type": "/Page", "/Parent": 2j, "/MediaBox": [0, 0, 595.28, 841.89], "/Resources": res,
              "/Contents": csref}
        if i == 0:
            doc = update_object(doc, 3, pg)
            kids.append(3j)
        else:
            doc, ref = add_object(doc, pg)
            kids.append(ref)
    doc = update_object(doc, 2, {"/Type": "/Pages", "/Kids": kids, "/Count": len(kids)})
    info = {"/Producer": "(pdfsyntax 0.1.6)", "/Creator": "(corpus_ap)"}
    if title:
        info["/Title"] = _utf16(title)
    if author:
        info["/Author"] = _utf16(author)
    doc, iref = add_object(doc, info)
    doc.cache[0]["/Info"] = iref
    px.writefile(doc, path)


def ascii_fold(s):
    return "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c)).encode("ascii", "replace").decode()
