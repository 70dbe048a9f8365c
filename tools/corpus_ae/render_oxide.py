"""pdf_oxide writer (Rust, PyPI wheel): corpus AE, family "oxide".

Stress: table cells are pdf_oxide text_in_rect boxes (one wrapped text object per
cell, placed by the Rust layout, borders by stroke_rect); body lines are placed with at()/text();
a FreeText annotation (appearance stream) carries a non-personal note; fonts are
LiberationSans embedded as CID TrueType, Identity-H with ToUnicode.
"""

from __future__ import annotations

from pdf_oxide import Column, DocumentBuilder, EmbeddedFont, Table

from layout import FONT_BOLD, FONT_REG, PAGE_H


def render(spec, out_path, seed):
    b = DocumentBuilder()
    meta = spec.get("meta") or {}
    if meta.get("title"):
        b.title(meta["title"])
    if meta.get("author"):
        b.author(meta["author"])
    if meta.get("subject"):
        b.subject(meta["subject"])
    if meta.get("keywords"):
        b.keywords(meta["keywords"])
    b.creator("corpus AE (pdf_oxide)")
    b.register_embedded_font("LS", EmbeddedFont.from_file(FONT_REG))
    b.register_embedded_font("LSB", EmbeddedFont.from_file(FONT_BOLD))
    for pi, page in enumerate(spec["pages"]):
        pg = b.a4_page()
        for op in page["ops"]:
            if op["t"] == "text":
                pg.font("LSB" if op["b"] else "LS", op["s"]).at(op["x"], round(PAGE_H - op["y"], 2)).text(op["txt"])
            elif op["t"] == "table":
                # pdf_oxide 0.3.78's Table engine draws its row rules through the cell text
                # (seen at 60-110 dpi), so cells are text_in_rect boxes + stroke_rect borders
                for ri, row in enumerate(op["rows"]):
                    x = op["x"]
                    top = PAGE_H - (op["y"] + ri * op["rowh"])
                    for ci, cell in enumerate(row):
                        w = op["widths"][ci]
                        pg.stroke_rect(x, top - op["rowh"], w, op["rowh"], 0.5)
                        pg.font("LSB" if ri == 0 else "LS", op["s"])
                        pg.text_in_rect(x + 3, top - op["rowh"] * 0.62, w - 5, op["rowh"] - 3, cell, "left")
                        x += w
        if pi == 0:
            pg.freetext(400, 804, 145, 22, "Document relu - archivage")
        pg.done()
    b.save(out_path)
