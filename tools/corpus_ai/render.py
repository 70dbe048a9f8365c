"""Renderers of corpus AI: one function per PDF writer, each takes planned pages of lines.

A page is a list of lines; a line is a dict {"segs": [str, ...], "bold": bool, "size": float,
"cells": [str, ...] | None}. Every renderer places one line per baseline (no re-wrapping by us;
the generator keeps lines short enough for A4 at the given sizes, checked with fontTools).
"""
from __future__ import annotations

import html
import io
import zipfile
from pathlib import Path

FONTS = Path("/usr/share/fonts/truetype")
LIB = FONTS / "liberation"
DEJAVU = FONTS / "dejavu"
PAGE_W, PAGE_H = 595.0, 842.0


def line_text(line) -> str:
    return "".join(line["segs"])


# ---------------------------------------------------------------- pdfje (families 1 and 0)
def render_pdfje(pages, out: Path, variant: str) -> None:
    from pdfje import Document, Page
    from pdfje.draw import Line, Rect, Text
    from pdfje.fonts.common import TrueType
    from pdfje.style import Style

    if variant == "serif":
        fam = "Serif"
    else:
        fam = "Sans"
    font = TrueType(LIB / f"LiberationSerif-Regular.ttf".replace("Serif", fam),
                    LIB / f"LiberationSerif-Bold.ttf".replace("Serif", fam),
                    LIB / f"LiberationSerif-Italic.ttf".replace("Serif", fam),
                    LIB / f"LiberationSerif-BoldItalic.ttf".replace("Serif", fam))
    out_pages = []
    for pno, lines in enumerate(pages):
        items = []
        y = PAGE_H - 56
        if variant == "grid":
            items.append(Rect((40, 40), PAGE_W - 80, PAGE_H - 80, stroke=(0.3, 0.3, 0.5)))
        for ln in lines:
            size = ln.get("size", 9.5)
            st = Style(font=font, size=size, bold=ln.get("bold", False))
            if ln.get("cells") and variant == "grid":
                # label/value grid: each cell its own text object, value column at x=215
                label, value = ln["cells"]
                items.append(Text((52, y), label, style=st))
                items.append(Text((215, y), value, style=Style(font=font, size=size, bold=True)))
                items.append(Line((48, y - 4), (PAGE_W - 48, y - 4), stroke=(0.8, 0.8, 0.8)))
            else:
                items.append(Text((52, y), line_text(ln), style=st))
            y -= size + 5.2
        out_pages.append(Page(items))
    Document(out_pages).write(str(out))


# ---------------------------------------------------------------- svg2pdf-py (family 2)
def _svg_page(lines) -> str:
    parts = ['<svg xmlns="http://www.w3.org/2000/svg" width="595" height="842" viewBox="0 0 595 842">',
             '<rect x="0" y="0" width="595" height="30" fill="#dde6f0"/>',
             '<rect x="30" y="36" width="3" height="770" fill="#3a5f8a"/>']
    y = 56.0
    for ln in lines:
        size = ln.get("size", 9.5)
        weight = ' font-weight="bold"' if ln.get("bold") else ""
        if ln.get("cells"):
            label, value = ln["cells"]
            parts.append(f'<text x="44" y="{y:.1f}" font-family="DejaVu Sans" font-size="{size}"{weight}>'
                         f'{html.escape(label)}<tspan x="210" font-style="italic">{html.escape(value)}</tspan></text>')
        else:
            spans = "".join(f"<tspan>{html.escape(s)}</tspan>" for s in ln["segs"])
            parts.append(f'<text x="44" y="{y:.1f}" font-family="DejaVu Sans" font-size="{size}"'
                         f' xml:space="preserve"{weight}>{spans}</text>')
        y += size + 5.2
    parts.append("</svg>")
    return "".join(parts)


def render_svg2pdf(pages, out: Path) -> None:
    import svg2pdf_py
    from pypdf import PdfReader, PdfWriter  # only to join the one-page PDFs svg2pdf writes

    db = svg2pdf_py.FontDatabase()
    for f in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans-Oblique.ttf"):
        db.load_font_file(str(DEJAVU / f))
    pdfs = svg2pdf_py.svg_pages_to_pdfs([_svg_page(p) for p in pages], db)
    if len(pdfs) == 1:
        out.write_bytes(pdfs[0])
        return
    w = PdfWriter()
    for b in pdfs:
        for pg in PdfReader(io.BytesIO(b)).pages:
            w.add_page(pg)
    with open(out, "wb") as fh:
        w.write(fh)


# ---------------------------------------------------------------- minipdf (family 3)
_W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'


def _run(t: str, bold: bool, size: float) -> str:
    rpr = f'<w:rPr>{"<w:b/>" if bold else ""}<w:sz w:val="{int(size * 2)}"/></w:rPr>'
    return f'<w:r>{rpr}<w:t xml:space="preserve">{html.escape(t, quote=False)}</w:t></w:r>'


def render_minipdf(pages, out: Path, work: Path) -> None:
    import minipdf

    body = []
    for pno, lines in enumerate(pages):
        for k, ln in enumerate(lines):
            brk = '<w:pPr><w:pageBreakBefore/></w:pPr>' if (pno and k == 0) else ""
            size = ln.get("size", 9.5)
            if ln.get("cells"):
                label, value = ln["cells"]
                runs = _run(label + " ", False, size) + _run(value, True, size)
            else:
                runs = "".join(_run(s, ln.get("bold", False), size) for s in ln["segs"] if s)
            body.append(f"<w:p>{brk}{runs}</w:p>")
    doc = (f'<?xml version="1.0" encoding="UTF-8"?><w:document {_W}><w:body>{"".join(body)}'
           '<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="850" w:bottom="850" w:left="1000" w:right="1000"/>'
           '</w:sectPr></w:body></w:document>')
    docx = work / (out.stem + ".docx")
    with zipfile.ZipFile(docx, "w") as z:
        z.writestr("[Content_Types].xml", '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>')
        z.writestr("_rels/.rels", '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>')
        z.writestr("word/document.xml", doc)
    out.write_bytes(minipdf.convert_to_pdf_bytes(str(docx)))
