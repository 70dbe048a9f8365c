"""The four writers of corpus AR, each painting a display list (layout.Page ops) into a PDF.

reportlab 5.1.0 canvas (FreeSerif TTF subsets), fpdf2 2.8.9 (Carlito TTF subsets), PyMuPDF 2.0 /
MuPDF 1.28.5 insert_text (FreeSans, landscape), pydyf 0.13.0 with hand-written content streams
(base-14 Times-Roman / Times-Bold / Courier, /WinAnsiEncoding, not embedded).
"""
from __future__ import annotations

import datetime

from .layout import FONT_FILES, STYLES

FIXED = datetime.datetime(2025, 1, 15, 9, 30, 0, tzinfo=datetime.timezone.utc)


def _gray(g):
    return (g, g, g)


def write_reportlab(path, pages, st, meta):
    from reportlab.pdfgen import canvas
    W, H = st["page"]
    cv = canvas.Canvas(str(path), pagesize=(W, H), invariant=1, pageCompression=1)
    cv.setTitle(meta["title"])
    cv.setAuthor(meta["author"])
    cv.setSubject(meta.get("subject", ""))
    cv.setCreator("Caviard corpus AR")
    fonts = {"R": "m_" + st["R"], "B": "m_" + st["B"]}
    for pg in pages:
        for op in pg.ops:
            if op["op"] == "rect":
                cv.setLineWidth(0.5)
                if op["fill"] is not None:
                    cv.setFillColorRGB(*_gray(op["fill"]))
                cv.rect(op["x"], H - op["y"] - op["h"], op["w"], op["h"], stroke=1 if op["stroke"] else 0,
                        fill=1 if op["fill"] is not None else 0)
                cv.setFillColorRGB(0, 0, 0)
            elif op["op"] == "line":
                cv.setLineWidth(op["w"])
                cv.line(op["x1"], H - op["y1"], op["x2"], H - op["y2"])
        for op in pg.ops:
            if op["op"] == "text":
                cv.setFont(fonts[op["font"]], op["size"])
                cv.drawString(op["x"], H - op["y"], op["text"])
        cv.showPage()
    cv.save()


def write_fpdf2(path, pages, st, meta):
    from fpdf import FPDF
    W, H = st["page"]
    pdf = FPDF(unit="pt", format=(W, H))
    pdf.set_auto_page_break(False)
    pdf.set_margins(0, 0, 0)
    pdf.add_font("carl", "", FONT_FILES[st["R"]])
    pdf.add_font("carl", "B", FONT_FILES[st["B"]])
    pdf.set_creation_date(FIXED)
    pdf.set_title(meta["title"])
    pdf.set_author(meta["author"])
    pdf.set_subject(meta.get("subject", ""))
    pdf.set_creator("Caviard corpus AR")
    for pg in pages:
        pdf.add_page()
        for op in pg.ops:
            if op["op"] == "rect":
                pdf.set_line_width(0.5)
                style = ("F" if not op["stroke"] else "DF") if op["fill"] is not None else "D"
                if op["fill"] is not None:
                    pdf.set_fill_color(int(op["fill"] * 255))
                pdf.rect(op["x"], op["y"], op["w"], op["h"], style=style)
            elif op["op"] == "line":
                pdf.set_line_width(op["w"])
                pdf.line(op["x1"], op["y1"], op["x2"], op["y2"])
            elif op["op"] == "text":
                pdf.set_font("carl", "B" if op["font"] == "B" else "", op["size"])
                pdf.text(op["x"], op["y"], op["text"])
    pdf.output(str(path))


def write_pymupdf(path, pages, st, meta):
    import pymupdf
    W, H = st["page"]
    doc = pymupdf.open()
    for pg in pages:
        page = doc.new_page(width=W, height=H)
        for op in pg.ops:
            if op["op"] == "rect":
                r = pymupdf.Rect(op["x"], op["y"], op["x"] + op["w"], op["y"] + op["h"])
                page.draw_rect(r, color=(0, 0, 0) if op["stroke"] else None,
                               fill=_gray(op["fill"]) if op["fill"] is not None else None, width=0.5)
            elif op["op"] == "line":
                page.draw_line((op["x1"], op["y1"]), (op["x2"], op["y2"]), width=op["w"])
        for op in pg.ops:
            if op["op"] == "text":
                fn = "fsb" if op["font"] == "B" else "fsr"
                page.insert_text((op["x"], op["y"]), op["text"], fontsize=op["size"], fontname=fn,
                                 fontfile=FONT_FILES[st["B" if op["font"] == "B" else "R"]])
    doc.subset_fonts()
    stamp = "D:20250115093000+00'00'"
    doc.set_metadata({"title": meta["title"], "author": meta["author"], "subject": meta.get("subject", ""),
                      "creator": "Caviard corpus AR", "producer": "PyMuPDF %s" % pymupdf.VersionBind,
                      "creationDate": stamp, "modDate": stamp})
    doc.save(str(path), garbage=3, deflate=True, no_new_id=True)
    doc.close()


def _esc(b: bytes) -> bytes:
    return b.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)")


def write_pydyf(path, pages, st, meta):
    import pydyf
    W, H = st["page"]
    pdf = pydyf.PDF()
    fonts = {}
    for key, base in (("F1", "Times-Roman"), ("F2", "Times-Bold"), ("F3", "Courier")):
        fd = pydyf.Dictionary({"Type": "/Font", "Subtype": "/Type1", "BaseFont": "/" + base, "Encoding": "/WinAnsiEncoding"})
        pdf.add_object(fd)
        fonts[key] = fd.reference
    fmap = {"R": "F1", "B": "F2", "M": "F3"}
    for pg in pages:
        s = pydyf.Stream(compress=True)
        for op in pg.ops:
            if op["op"] == "rect":
                s.set_line_width(0.5)
                if op["fill"] is not None:
                    s.set_color_rgb(*_gray(op["fill"]))
                s.rectangle(op["x"], H - op["y"] - op["h"], op["w"], op["h"])
                if op["fill"] is not None and op["stroke"]:
                    s.fill_and_stroke()
                elif op["fill"] is not None:
                    s.fill()
                else:
                    s.stroke()
                s.set_color_rgb(0, 0, 0)
            elif op["op"] == "line":
                s.set_line_width(op["w"])
                s.move_to(op["x1"], H - op["y1"])
                s.line_to(op["x2"], H - op["y2"])
                s.stroke()
        for op in pg.ops:
            if op["op"] == "text":
                s.begin_text()
                s.set_font_size(fmap[op["font"]], op["size"])
                s.set_text_matrix(1, 0, 0, 1, op["x"], round(H - op["y"], 2))
                s.stream.append(b"(" + _esc(op["text"].encode("cp1252")) + b") Tj")
                s.end_text()
        pdf.add_object(s)
        page = pydyf.Dictionary({"Type": "/Page", "Parent": pdf.pages.reference,
                                 "MediaBox": pydyf.Array([0, 0, W, H]), "Contents": s.reference,
                                 "Resources": pydyf.Dictionary({"Font": pydyf.Dictionary(fonts)})})
        pdf.add_page(page)
    pdf.info["Title"] = pydyf.String(meta["title"])
    pdf.info["Author"] = pydyf.String(meta["author"])
    pdf.info["Subject"] = pydyf.String(meta.get("subject", ""))
    pdf.info["Producer"] = pydyf.String("pydyf 0.13.0 (corpus AR hand-written streams)")
    with open(path, "wb") as fh:
        pdf.write(fh, identifier=b"corpus-ar-" + str(path).encode()[-24:])


WRITERS = {1: write_reportlab, 2: write_fpdf2, 3: write_pymupdf, 0: write_pydyf}
