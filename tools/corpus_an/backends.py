"""The PDF writers of corpus AN behind small drawing functions.

docugenr8  docugenr8-pdf 0.0.6: its DTO (docugenr8-shared 0.0.4) filled by hand from render.py ops.
pdflib     PDFlib 10.0.0p1 (the PDFlib GmbH library shipped in the pdflib-extended wheel), low-level API.
fullbleed  Fullbleed 2.5.39 HTML/CSS engine (see html.py for the markup)."""
import os
import sys

FONT_DIR = "/usr/share/fonts/truetype"


def _rgb255(c):
    return None if c is None else tuple(int(round(v * 255)) for v in c)


def write_docugenr8(pages, fonts, path):
    import hashlib

    import docugenr8_pdf.core as core
    from docugenr8_pdf.pdf import Pdf
    from docugenr8_shared import dto as S

    def fixed_id(buffer):   # the writer salts its /ID with the wall-clock time; hash the bytes only
        h = hashlib.md5(bytes(buffer), usedforsecurity=False).hexdigest().upper()
        return ("<%s><%s>" % (h, h)).encode("ascii")
    core.generate_id = fixed_id

    d = S.Dto()
    for key, fp in fonts.items():
        with open(fp, "rb") as fh:
            d.fonts.append(S.DtoFont(key, fh.read()))
    for ops, _items in pages:
        pg = S.DtoPage(595.28, 841.89)
        # shapes first (fills under the text), then one text area holding every line as one fragment
        for op in ops:
            if op[0] == "r":
                _, x, y, w, h, fill, stroke = op
                pg.contents.append(S.DtoRectangle(x, y, w, h, 0, 0, 0, 0, _rgb255(fill),
                                                  (60, 60, 60) if stroke else None, stroke or 0.5, (0, 0, 0, 0, 0)))
            elif op[0] == "l":
                _, x1, y1, x2, y2, w = op
                pg.contents.append(S.DtoRectangle(x1, y1 - w / 2, x2 - x1, max(w, 0.3), 0, 0, 0, 0, (70, 70, 70), None,
                                                  0.0, (0, 0, 0, 0, 0)))
        area = S.DtoTextArea(0, 0, 595.28, 841.89)
        for op in ops:
            if op[0] != "t":
                continue
            _, x, y, font, size, s = op
            fr = S.DtoFragment(x, y - size, None)
            fr.baseline = y
            fr.chars = s
            fr.font_name = font
            fr.font_size = round(size, 2)
            fr.font_color = (20, 20, 20) if font == "reg" else (0, 0, 60)
            area.fragments.append(fr)
        pg.contents.append(area)
        d.pages.append(pg)
    pdf = Pdf(d)
    # docugenr8-pdf 0.0.6 writes no /Type in the catalog, page tree and page dictionaries (pypdf then warns
    # "Invalid Root object"); add them through its own object API after it has built the tree
    build = pdf._build_pdf_object_tree

    def build_with_types():
        build()
        pdf._collector.catalog_obj.set_attribute_value("/Type", "/Catalog")
        pdf._collector.pages_obj.set_attribute_value("/Type", "/Pages")
        for pg_ in pdf.pages:
            pg_.page_obj.set_attribute_value("/Type", "/Page")
    pdf._build_pdf_object_tree = build_with_types
    pdf.output_to_file(path)


def _pdflib_module():
    import importlib.util
    spec = importlib.util.find_spec("pdflib_extended")   # the package __init__ needs libdmtx: not imported
    base = os.path.join(list(spec.submodule_search_locations)[0], "core", "binaries", "pdflib", "_10", "linux")
    if base not in sys.path:
        sys.path.insert(0, base)
    import pdflib_py
    return pdflib_py


def pdflib_version():
    return "10.0.0p1"


def write_pdflib(pages, fonts, path, title):
    P = _pdflib_module()
    p = P.PDF_new()
    try:
        P.PDF_set_option(p, "errorpolicy=exception")
        for key, fp in fonts.items():
            P.PDF_set_option(p, "FontOutline={%s=%s}" % ("an_" + key, fp))
        P.PDF_begin_document(p, path, "compatibility=1.7")
        P.PDF_set_info(p, "Creator", "make_corpus_an")
        if title:
            P.PDF_set_info(p, "Title", title)
        fh = {}
        for ops, _items in pages:
            P.PDF_begin_page_ext(p, 595.28, 841.89, "")
            if not fh:
                for key in fonts:
                    fh[key] = P.PDF_load_font(p, "an_" + key, "unicode", "embedding subsetting")
            H = 841.89
            for op in ops:
                if op[0] == "r":
                    _, x, y, w, h, fill, stroke = op
                    if fill:
                        P.PDF_setcolor(p, "fill", "rgb", fill[0], fill[1], fill[2], 0)
                        P.PDF_rect(p, x, H - y - h, w, h)
                        P.PDF_fill(p)
                    if stroke:
                        P.PDF_setlinewidth(p, stroke)
                        P.PDF_setcolor(p, "stroke", "gray", 0.25, 0, 0, 0)
                        P.PDF_rect(p, x, H - y - h, w, h)
                        P.PDF_stroke(p)
                elif op[0] == "l":
                    _, x1, y1, x2, y2, w = op
                    P.PDF_setlinewidth(p, w)
                    P.PDF_setcolor(p, "stroke", "gray", 0.3, 0, 0, 0)
                    P.PDF_moveto(p, x1, H - y1)
                    P.PDF_lineto(p, x2, H - y2)
                    P.PDF_stroke(p)
            P.PDF_setcolor(p, "fill", "gray", 0.08, 0, 0, 0)
            for op in ops:
                if op[0] == "t":
                    _, x, y, font, size, s = op
                    P.PDF_fit_textline(p, s, x, H - y, "font=%d fontsize=%.2f" % (fh[font], size))
            P.PDF_end_page_ext(p, "")
        P.PDF_end_document(p, "")
    finally:
        P.PDF_delete(p)


def write_fullbleed(html, css, path, title, font_dirs):
    import fullbleed
    e = fullbleed.PdfEngine(page_width="210mm", page_height="297mm", margin="0mm", font_dirs=font_dirs,
                            document_title=title, document_timestamp="2026-05-12T00:00:00Z")
    e.render_pdf_to_file(html, css, path)
