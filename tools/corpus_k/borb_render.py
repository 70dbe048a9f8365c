"""borb 3.0.9 renderer of corpus_k specs (runs in tools/_cache/corpusk-venv)."""
import logging

FONTS = {"sans": ("/usr/share/fonts/truetype/lato/Lato-Regular.ttf", "/usr/share/fonts/truetype/lato/Lato-Bold.ttf"),
         "serif": ("/usr/share/fonts/truetype/liberation2/LiberationSerif-Regular.ttf", "/usr/share/fonts/truetype/liberation2/LiberationSerif-Bold.ttf")}
_CACHE = {}


def parse(path):
    sp = {"meta": ["", "", "", ""], "font": "sans", "pages": []}
    tbl = None
    for line in open(path, encoding="utf-8").read().splitlines():
        if not line:
            continue
        f = [x.replace("\\n", "\n") for x in line.split("\t")]
        k = f[0]
        if k == "META":
            sp["meta"] = f[1:5]
        elif k == "FONT":
            sp["font"] = f[1]
        elif k == "PAGE":
            sp["pages"].append({"hdr": ["", ""], "ftr": ["", "", ""], "blocks": []})
        elif k == "HDR":
            sp["pages"][-1]["hdr"] = f[1:3]
        elif k == "FTR":
            sp["pages"][-1]["ftr"] = f[1:4]
        elif k == "TBL":
            tbl = {"type": "TBL", "widths": [float(x) for x in f[1].split(",")], "border": f[2] == "1", "size": float(f[3]), "rows": []}
            sp["pages"][-1]["blocks"].append(tbl)
        elif k == "TR":
            tbl["rows"].append((f[1], f[2:]))
        elif k == "END":
            tbl = None
        else:
            sp["pages"][-1]["blocks"].append({"type": k, "size": float(f[1] or 0), "style": f[2], "align": f[3], "text": f[4]})
    return sp


def fonts(name):
    from borb.pdf import TrueTypeFont
    key = "serif" if name == "serif" else "sans"
    if key not in _CACHE:
        _CACHE[key] = tuple(TrueTypeFont.from_file(p) for p in FONTS[key])
    return _CACHE[key]


def render(spec_path, out_path):
    from borb.pdf import (PDF, Document, FixedColumnWidthTable, HorizontalBreak, LayoutElement, Page, Paragraph,
                          SingleColumnLayout, Table, X11Color)
    logging.disable(logging.WARNING)
    sp = parse(spec_path)
    f, fb = fonts(sp["font"])
    HA = LayoutElement.HorizontalAlignment

    def para(text, font, size, align="L", **kw):
        ha = {"C": HA.MIDDLE, "R": HA.RIGHT}.get(align, HA.LEFT)
        return Paragraph(text if text.strip() else "-", font=font, font_size=size, horizontal_alignment=ha, **kw) if text.strip() else \
            Paragraph(" ", font=font, font_size=size, font_color=X11Color.WHITE)

    def lines_el(text, font, size, align="L"):
        ls = text.split("\n")
        if len(ls) == 1:
            return para(ls[0], font, size, align)
        t = FixedColumnWidthTable(number_of_rows=len(ls), number_of_columns=1)
        for l in ls:
            t.append_layout_element(Table.TableCell(para(l, font, size, align), border_width_top=0, border_width_bottom=0,
                                                    border_width_left=0, border_width_right=0, padding_top=0, padding_bottom=0))
        return t

    doc = Document()
    for pg in sp["pages"]:
        page = Page()
        doc.append_page(page)
        lay = SingleColumnLayout(page, margin_top=64, margin_bottom=58, margin_left=50, margin_right=50)
        W, H = 595, 842
        hl = pg["hdr"][0].split("\n")
        for k, l in enumerate(hl):
            if l:
                para(l, fb if k == 0 else f, 7.5).paint((50, H - 36 - 10 * k, 330, 12), page)
        for k, l in enumerate(pg["hdr"][1].split("\n")):
            if l:
                para(l, f, 7.5, "R").paint((330, H - 36 - 10 * k, 215, 12), page)
        for txt, x, w, al, y in ((pg["ftr"][0], 50, 260, "L", 30), (pg["ftr"][1], 150, 295, "C", 18), (pg["ftr"][2], 400, 145, "R", 30)):
            if txt:
                para(txt, f, 7, al).paint((x, y, w, 11), page)
        for b in pg["blocks"]:
            t = b["type"]
            if t == "T":
                lay.append_layout_element(para(b["text"], fb, b["size"], b["align"], margin_bottom=6))
            elif t == "P":
                for l in b["text"].split("\n"):
                    lay.append_layout_element(para(l, fb if "B" in b["style"] else f, b["size"] or 9.5, b["align"],
                                                   margin_top=0, margin_bottom=1, multiplied_leading=1.15))
            elif t == "SP":
                lay.append_layout_element(para(" ", f, max(2, b["size"] - 2)))
            elif t == "HR":
                lay.append_layout_element(HorizontalBreak())
            elif t == "BOX":
                tb = FixedColumnWidthTable(number_of_rows=1, number_of_columns=2, column_widths=[54, 46] if b["align"] != "W" else [1, 99])
                tb.append_layout_element(Table.TableCell(para(" ", f, 6), border_width_top=0, border_width_bottom=0, border_width_left=0, border_width_right=0))
                tb.append_layout_element(Table.TableCell(lines_el(b["text"], f, b["size"]), padding_top=4, padding_bottom=4, padding_left=4, padding_right=4))
                lay.append_layout_element(tb)
            elif t == "TBL":
                rows = b["rows"]
                nc = len(b["widths"])
                tb = FixedColumnWidthTable(number_of_rows=len(rows), number_of_columns=nc, column_widths=b["widths"], margin_bottom=6)
                for st, cells in rows:
                    font = fb if st in ("H", "B") else f
                    for ci in range(nc):
                        txt = cells[ci] if ci < len(cells) else ""
                        bw = 1 if b["border"] else 0
                        kw = {"background_color": X11Color.LIGHT_GRAY} if st == "H" else {}
                        tb.append_layout_element(Table.TableCell(lines_el(txt, font, b["size"]), border_width_top=bw, border_width_bottom=bw,
                                                                 border_width_left=bw, border_width_right=bw, padding_top=2, padding_bottom=2,
                                                                 padding_left=3, padding_right=3, **kw))
                lay.append_layout_element(tb)
    info = doc["Trailer"]["Info"]
    for key, v in zip(("Title", "Author", "Subject", "Creator"), sp["meta"]):
        if v:
            info[key] = v
    PDF.write(what=doc, where_to=out_path)
    return len(sp["pages"])
