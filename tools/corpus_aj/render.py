"""Renderers of corpus AJ: Spire.Pdf.Free, genpdf (pygenpdf-json), minpdf, pdf-maker.

Each renderer writes one PDF and returns, per page, the truth items it actually drew there
(running head/foot included), in drawing order.
"""
from __future__ import annotations

import copy
import json
import os
import subprocess
import xml.etree.ElementTree as ET

from fontTools.ttLib import TTFont

from .model import Seg

LIB = "/usr/share/fonts/truetype/liberation"
DJV = "/usr/share/fonts/truetype/dejavu"
PAGE_W, PAGE_H = 595.0, 842.0


class Metrics:
    _cache: dict = {}

    def __init__(self, path):
        f = TTFont(path)
        self.upm = f["head"].unitsPerEm
        self.cmap = f.getBestCmap()
        self.hmtx = f["hmtx"].metrics
        self.path = path

    @classmethod
    def get(cls, path):
        if path not in cls._cache:
            cls._cache[path] = Metrics(path)
        return cls._cache[path]

    def width(self, text, size):
        w = 0
        for ch in text:
            g = self.cmap.get(ord(ch))
            w += self.hmtx[g][0] if g else self.upm // 2
        return w * size / self.upm


# ---------------------------------------------------------------- positional layout


def _runs(segs, bold_all):
    """Merge consecutive segments of the same weight into runs (text, bold)."""
    runs = []
    for s in segs:
        b = s.bold or bold_all
        if runs and runs[-1][1] == b:
            runs[-1][0] += s.text
        else:
            runs.append([s.text, b])
    return runs


def _wrap(segs, avail, size, fr, fb, bold_all):
    """Split a line's segments into lines fitting avail; item segments are never cut."""
    pieces = []  # atomic pieces: (Seg)
    for s in segs:
        if s.item is not None:
            pieces.append(s)
        else:
            words = s.text.split(" ")
            for i, w in enumerate(words):
                t = w + (" " if i < len(words) - 1 else "")
                if t:
                    pieces.append(Seg(t, None, s.bold))
    lines, cur, cw = [], [], 0.0
    for p in pieces:
        m = fb if (p.bold or bold_all) else fr
        w = m.width(p.text, size)
        if cur and cw + m.width(p.text.rstrip(" "), size) > avail:
            lines.append(cur)
            cur, cw = [], 0.0
            if p.item is None and not p.text.strip():
                continue
        cur.append(p)
        cw += w
    if cur:
        lines.append(cur)
    return lines


def layout(doc, font_r, font_b, style):
    """Lay the model out on A4 pages: returns [{"ops": [...], "items": [...]}].

    Tries smaller type (scale 1.0 down to 0.78) until every page fits."""
    err = None
    for sc in (1.0, 0.94, 0.88, 0.83, 0.78):
        try:
            return _layout(doc, font_r, font_b, style, sc)
        except OverflowError as e:
            err = e
    raise err


def _layout(doc, font_r, font_b, style, sc):
    fr, fb = Metrics.get(font_r), Metrics.get(font_b)
    ml, mr = style.get("ml", 50.0), style.get("mr", 50.0)
    top, bottom = style.get("top", 40.0), style.get("bottom", 40.0)
    lead = style.get("lead", 1.32)
    n = len(doc.pages)
    out = []
    for pi, page in enumerate(doc.pages):
        ops, items = [], []

        def put_line(segs, x, y, size, bold_all, avail):
            size = size * sc
            wl = _wrap(segs, avail, size, fr, fb, bold_all)
            for ln in wl:
                xx = x
                for text, b in _runs(ln, bold_all):
                    m = fb if b else fr
                    ops.append(("text", xx, y, text, size, b))
                    xx += m.width(text, size)
                for s in ln:
                    if s.item is not None:
                        items.append(copy.deepcopy(s.item))
                y += size * lead
            return y

        # running head
        y = top
        y = put_line(doc.running_head, ml, y, 7.5 / sc, False, PAGE_W - ml - mr)
        ops.append(("line", ml, y - 2, PAGE_W - mr, y - 2, 0.6))
        y += 6
        side_x, side_w = ml, style.get("side_w", 0.0)
        main_x = ml + (side_w + 14 if side_w and pi == 0 else 0)
        main_w = PAGE_W - mr - main_x
        ys = y
        blocks = page.blocks
        # side column first (two-column first page)
        if pi == 0 and side_w:
            for bl in blocks:
                if bl.col == "side" and bl.kind == "line":
                    ys = put_line(bl.segs, side_x, ys, min(bl.size, 7.5) / sc, bl.bold, side_w)
            ops.append(("line", main_x - 7, y, main_x - 7, ys + 4, 0.4))
        i = 0
        while i < len(blocks):
            bl = blocks[i]
            if bl.col == "side" and pi == 0 and side_w:
                i += 1
                continue
            if bl.kind in ("line", "title"):
                if bl.kind == "title":
                    y += 4
                bsize = min(bl.size, style.get("first_max", 99)) if (pi == 0 and side_w) else bl.size
                y = put_line(bl.segs, main_x + bl.indent, y, bsize, bl.bold, main_w - bl.indent)
                if bl.kind == "title":
                    y += 4
                i += 1
            elif bl.kind == "gap":
                y += bl.height
                i += 1
            elif bl.kind == "rule":
                ops.append(("line", main_x, y + 1, PAGE_W - mr, y + 1, 0.4))
                y += 6
                i += 1
            elif bl.kind == "row":
                j = i
                while j < len(blocks) and blocks[j].kind == "row":
                    j += 1
                rows = blocks[i:j]
                ncol = max(len(r.segs) for r in rows)
                size = style.get("table_size", 8.8) * sc
                pad = 5.0
                while True:
                    widths = [0.0] * ncol
                    for r in rows:
                        for c, cell in enumerate(r.segs):
                            m = fb if r.header else fr
                            widths[c] = max(widths[c], m.width("".join(s.text for s in cell), size) + 2 * pad)
                    if sum(widths) <= main_w or size < 6.5:
                        break
                    size -= 0.3
                extra = (main_w - sum(widths)) / ncol if style.get("table_full") else 0
                widths = [w + max(0, extra) for w in widths]
                rh = size * 1.55
                tx = main_x
                y0 = y
                for r in rows:
                    ops.append(("line", tx, y, tx + sum(widths), y, 0.4))
                    cx = tx
                    for c, cell in enumerate(r.segs):
                        text = "".join(s.text for s in cell)
                        if text:
                            ops.append(("text", cx + pad, y + (rh - size) / 2, text, size, r.header))
                        for s in cell:
                            if s.item is not None:
                                items.append(copy.deepcopy(s.item))
                        cx += widths[c]
                    y += rh
                ops.append(("line", tx, y, tx + sum(widths), y, 0.4))
                if style.get("table_grid"):
                    cx = tx
                    for w in [0.0] + widths:
                        cx += w
                        ops.append(("line", cx, y0, cx, y, 0.4))
                y += 5
                i = j
            else:
                i += 1
        if pi == 0 and side_w:
            y = max(y, ys)
        if y > PAGE_H - bottom - 20:
            raise OverflowError("page %d of %s overflows (y=%.0f)" % (pi + 1, doc.name, y))
        # running foot
        fy = PAGE_H - bottom - 8
        ops.append(("line", ml, fy - 4, PAGE_W - mr, fy - 4, 0.4))
        put_line(doc.running_foot(pi + 1, n), ml, fy, 7.5 / sc, False, PAGE_W - ml - mr)
        # items: head first, then body in drawing order, then foot (already appended in that order)
        out.append({"ops": ops, "items": items})
    return out


# ---------------------------------------------------------------- Spire.Pdf.Free (C#)


def render_spire(doc, path):
    from spire.pdf import PdfDocument, PdfPageSize, PdfMargins, PdfTrueTypeFont, PdfFontStyle, PdfBrushes, PdfPen, PdfRGBColor
    from spire.pdf.common import Color
    fr, fb = DJV + "/DejaVuSans.ttf", DJV + "/DejaVuSans-Bold.ttf"
    pages = layout(doc, fr, fb, {"ml": 46, "mr": 46, "top": 34, "bottom": 34, "table_grid": True, "table_full": True})
    pdf = PdfDocument()
    fonts = {}
    pen_cache = {}
    for pg in pages:
        page = pdf.Pages.Add(PdfPageSize.A4(), PdfMargins(0.0))
        canvas = page.Canvas
        for op in pg["ops"]:
            if op[0] == "text":
                _, x, y, text, size, bold = op
                key = (round(size, 2), bold)
                if key not in fonts:
                    fonts[key] = PdfTrueTypeFont(fb if bold else fr, float(key[0]),
                                                 PdfFontStyle.Bold if bold else PdfFontStyle.Regular, True)
                canvas.DrawString(text, fonts[key], PdfBrushes.get_Black(), float(x), float(y))
            else:
                _, x1, y1, x2, y2, w = op
                if w not in pen_cache:
                    pen_cache[w] = PdfPen(PdfRGBColor(Color.get_Black()), float(w))
                canvas.DrawLine(pen_cache[w], float(x1), float(y1), float(x2), float(y2))
    for k, v in doc.meta.items():
        setattr(pdf.DocumentInformation, k, v)
    pdf.SaveToFile(path)
    pdf.Close()
    return [pg["items"] for pg in pages]


# ---------------------------------------------------------------- minpdf (C engine)


def render_minpdf(doc, path):
    import minpdf
    from minpdf import PDF, TextOptions, A4
    fr, fb = LIB + "/LiberationSans-Regular.ttf", LIB + "/LiberationSans-Bold.ttf"
    pages = layout(doc, fr, fb, {"ml": 36, "mr": 40, "top": 30, "bottom": 30, "side_w": 172.0, "first_max": 8.6})
    pdf = PDF(A4)
    pdf.register_font("lsr", open(fr, "rb").read())
    pdf.register_font("lsb", open(fb, "rb").read())
    for k, pg in enumerate(pages):
        if k:
            pdf.page(A4)
        for op in pg["ops"]:
            if op[0] == "text":
                _, x, y, text, size, bold = op
                # minpdf places text by its baseline
                pdf.text(text, x, y + size * 0.86, TextOptions(size=size, font="lsb" if bold else "lsr"))
            else:
                _, x1, y1, x2, y2, w = op
                pdf.line(x1, y1, x2, y2, width=w)
    m = doc.meta
    if m:
        pdf.metadata(title=m.get("Title", ""), author=m.get("Author", ""), subject=m.get("Subject", ""),
                     keywords=m.get("Keywords", ""), creator="corpus AJ", creation_date="D:20250601120000Z")
    pdf.save(path)
    return [pg["items"] for pg in pages]


# ---------------------------------------------------------------- pdf-maker (pure Python)

_PM_READY = {}


def _pm_font(name, ttf, work):
    from pdf_maker import FONT_LIB
    if name in _PM_READY:
        return
    f = TTFont(ttf)
    upm = f["head"].unitsPerEm
    xml = os.path.join(work, name + ".ttx.xml")
    if not os.path.exists(xml):
        ttx = os.path.join(os.path.dirname(os.sys.executable), "ttx")
        tmp = xml + ".tmp"
        subprocess.run([ttx, "-q", "-t", "OS/2", "-t", "hmtx", "-t", "cmap", "-t", "head", "-o", tmp, ttf], check=True)
        tree = ET.parse(tmp)
        # pdf-maker scales glyph widths by width_scale=0.5 (made for 2048-unit fonts): store widths
        # pre-scaled so that 0.5 * w equals the real advance in 1/1000 em
        for mt in tree.getroot().find("hmtx").findall("mtx"):
            mt.set("width", str(round(int(mt.get("width")) * 2000 / upm)))
        tree.write(xml)
        os.remove(tmp)
    os2, hh, hd = f["OS/2"], f["hhea"], f["head"]
    FONT_LIB[name.lower()] = {
        "file": xml, "ttf_file": ttf, "unicode_ttf_file": ttf, "type": "TrueType", "postScriptName": name,
        "line_height": 0.66, "units_per_em": upm, "flags": "32",
        "font_bbox": [str(round(v * 1000 / upm)) for v in (hd.xMin, hd.yMin, hd.xMax, hd.yMax)],
        "italic_angle": 0, "ascent": round(hh.ascent * 1000 / upm), "descent": round(hh.descent * 1000 / upm),
        "cap_height": round(getattr(os2, "sCapHeight", 1409) * 1000 / upm), "font_weight": os2.usWeightClass,
        "stemv": 80, "avg_char_width": round(os2.xAvgCharWidth * 1000 / upm),
        "max_char_width": round(hh.advanceWidthMax * 1000 / upm), "first_char": 0, "last_char": 255,
        "x_height": round(getattr(os2, "sxHeight", 1082) * 1000 / upm), "missing_width": 500}
    _PM_READY[name] = True


def render_pdfmaker(doc, path, work):
    from pdf_maker import NewPDF
    fr, fb = LIB + "/LiberationSerif-Regular.ttf", LIB + "/LiberationSerif-Bold.ttf"
    _pm_font("LiberationSerif", fr, work)
    _pm_font("LiberationSerif-Bold", fb, work)
    pages = layout(doc, fr, fb, {"ml": 62, "mr": 56, "top": 44, "bottom": 40, "lead": 1.28, "table_size": 9.2})
    m = doc.meta
    pdf = NewPDF(title=m.get("Title", "Document"), author=m.get("Author", "Service"), _basefont="LiberationSerif",
                 producer="pdf-maker 0.62.4", creator="corpus AJ")
    pdf.add_font("LiberationSerif-Bold", width_scale=0.5)
    for k, pg in enumerate(pages):
        if k:
            pdf.add_page()
        for op in pg["ops"]:
            if op[0] == "text":
                _, x, y, text, size, bold = op
                pdf.text(k + 1, round(x, 2), round(PAGE_H - (y + size * 0.86), 2), text, size=size,
                         font="LiberationSerif-Bold" if bold else "LiberationSerif")
            else:
                _, x1, y1, x2, y2, w = op
                pdf.line(k + 1, [(round(x1, 2), round(PAGE_H - y1, 2)), (round(x2, 2), round(PAGE_H - y2, 2))], width=w)
    pdf.save(path)
    return [pg["items"] for pg in pages]


# ---------------------------------------------------------------- genpdf (Rust, pygenpdf-json)


def _gp_par(segs, size=9, bold=False, align="left"):
    vals = [{"text": s.text, "bold": bool(s.bold or bold), "size": size} for s in segs if s.text]
    return {"type": "paragraph", "value": vals, "alignment": align}


def render_genpdf(doc, path, work, sc=1.0):
    import pygenpdf_json
    n = len(doc.pages)
    elements = []
    per_page = []
    head_items = [copy.deepcopy(s.item) for s in doc.running_head if s.item]
    foot = doc.running_foot(None, n)
    foot_items = [copy.deepcopy(s.item) for s in foot if s.item]
    for pi, page in enumerate(doc.pages):
        items = list(copy.deepcopy(head_items))
        if pi:
            elements.append({"type": "page_break"})
        blocks = page.blocks
        i = 0
        while i < len(blocks):
            bl = blocks[i]
            if bl.kind in ("line", "title"):
                if bl.kind == "title":
                    elements.append({"type": "break", "value": 0.5})
                    elements.append(_gp_par(bl.segs, 12, True, "center"))
                    elements.append({"type": "break", "value": 0.5})
                else:
                    elements.append(_gp_par(bl.segs, round((9 if bl.size < 10 else 10) * sc), bl.bold))
                items += [copy.deepcopy(s.item) for s in bl.segs if s.item]
                i += 1
            elif bl.kind == "gap":
                elements.append({"type": "break", "value": 0.6})
                i += 1
            elif bl.kind == "rule":
                elements.append({"type": "break", "value": 0.3})
                i += 1
            elif bl.kind == "row":
                j = i
                while j < len(blocks) and blocks[j].kind == "row":
                    j += 1
                rows = blocks[i:j]
                ncol = max(len(r.segs) for r in rows)
                weights = [3] + [2] * (ncol - 1)
                trows = []
                for r in rows:
                    trows.append([{"type": "paragraph", "value": [{"text": "".join(s.text for s in cell) or " ",
                                                                   "bold": r.header, "size": 8}],
                                   "padding": [0.6, 1, 0.6, 1]} for cell in r.segs])
                    for cell in r.segs:
                        items += [copy.deepcopy(s.item) for s in cell if s.item]
                elements.append({"type": "table_layout", "column_weights": weights,
                                 "frame_decorator": [[True, True, False], {"thickness": 0.2}], "rows": trows})
                elements.append({"type": "break", "value": 0.4})
                i = j
            else:
                i += 1
        items += copy.deepcopy(foot_items)
        per_page.append(items)
    cfg = {"title": doc.meta.get("Title", ""), "style": {}, "page_size": "A4", "fonts": [],
           "default_font": {"font_family_name": "LiberationSerif", "dir": LIB},
           "head_page": {"type": "paragraph", "value": [{"text": s.text, "size": 7} for s in doc.running_head], "alignment": "left"},
           "footer_page": [{"type": "paragraph", "value": [{"text": s.text, "size": 7} for s in foot], "alignment": "right"}],
           "header_frame": {"thickness": 0.3, "bottom": True}, "footer_frame": {"thickness": 0.3, "top": True},
           "margins": [8, 14, 8, 16], "line_spacing": 1.05, "skip_warning_overflowed": True}
    spec = {"config": cfg, "elements": elements}
    jpath = os.path.join(work, os.path.basename(path)[:-4] + ".json")
    with open(jpath, "w", encoding="utf-8") as fh:
        json.dump(spec, fh, ensure_ascii=False, indent=0)
    saved = os.dup(1)
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(devnull, 1)
        pygenpdf_json.render_json_file(jpath, path)
    finally:
        os.dup2(saved, 1)
        os.close(devnull)
        os.close(saved)
    return per_page
