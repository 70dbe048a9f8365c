"""Renderers of corpus AD: the same logical document written by four PDF writers.

* ``ops`` layout (Python, Helvetica/Liberation metrics) -> TSV drawing operations, written by
  PHP FPDF (fpdfrender.php) or Free Pascal fcl-pdf (fclrender.pas);
* pdfme (Python) gets a document dict and lays it out itself;
* LibreOffice Calc gets a flat ODS spreadsheet (.fods) and exports it to PDF.
"""

from __future__ import annotations

import re
from pathlib import Path
from xml.sax.saxutils import escape

FPDF_FONTS = Path("/usr/share/php/fpdf/font")
_W: dict[str, dict[str, int]] = {}


def _widths(bold: bool) -> dict:
    key = "B" if bold else "R"
    if key not in _W:
        src = (FPDF_FONTS / ("helveticab.php" if bold else "helvetica.php")).read_text(encoding="latin-1")
        w = {}
        for m in re.finditer(r"(chr\((\d+)\)|'(\\'|[^'])')=>(\d+)", src):
            ch = chr(int(m.group(2))) if m.group(2) else m.group(3).replace("\\'", "'")
            w[bytes([ord(ch)]).decode("cp1252", "replace") if ord(ch) < 256 else ch] = int(m.group(4))
        _W[key] = w
    return _W[key]


def text_width(s: str, size: float, bold=False) -> float:
    """Width in mm of s at size pt."""
    w = _widths(bold)
    return sum(w.get(c, 600) for c in s) * size / 1000 * 25.4 / 72


def seg_text(segs) -> str:
    return "".join(s if isinstance(s, str) else s[0] for s in segs)


def sanitize_latin1(s: str) -> str:
    for a, b in (("œ", "oe"), ("Œ", "OE"), ("–", "-"), ("—", "-"), ("’", "'"), ("…", "..."), ("≥", ">="), ("≤", "<=")):
        s = s.replace(a, b)
    return s


def wrap(text: str, width: float, size: float, bold=False) -> list[str]:
    words = text.split(" ")
    lines, cur = [], ""
    for wd in words:
        t = wd if not cur else cur + " " + wd
        if cur and text_width(t, size, bold) > width:
            lines.append(cur)
            cur = wd
        else:
            cur = t
    if cur:
        lines.append(cur)
    return lines or [""]


# ------------------------------------------------------------------ absolute layout (FPDF, fcl-pdf)

LEFT, RIGHT, TOP, BOTTOM = 18.0, 192.0, 24.0, 278.0


class OpsPage:
    def __init__(self, mode: str):
        self.mode = mode  # "words": every word its own text object; else whole lines
        self.ops: list[tuple] = []  # (order_key, op string)
        self.y = TOP
        self.block = 0

    def text(self, x, y, s, size, bold=False, deg=0):
        font = "F\t%s\t%g" % ("B" if bold else "R", size)
        if self.mode == "words" and deg == 0:
            cx = x
            sp = text_width(" ", size, bold)
            for wd in s.split(" "):
                if wd:
                    self.ops.append((self.block, font))
                    self.ops.append((self.block, "T\t%.2f\t%.2f\t0\t%s" % (cx, y, wd)))
                cx += text_width(wd, size, bold) + sp
        else:
            self.ops.append((self.block, font))
            self.ops.append((self.block, "T\t%.2f\t%.2f\t%g\t%s" % (x, y, deg, s)))

    def line(self, x1, y1, x2, y2):
        self.ops.append((self.block, "L\t%.2f\t%.2f\t%.2f\t%.2f" % (x1, y1, x2, y2)))

    def rect(self, x, y, w, h):
        self.ops.append((self.block, "R\t%.2f\t%.2f\t%.2f\t%.2f" % (x, y, w, h)))


def layout_page(pg: dict, mode: str, sidebar: str | None) -> list[str]:
    P = OpsPage(mode)
    # running header and footer
    P.block = -1
    P.text(LEFT, 13, seg_text(pg["header"]), 8)
    P.line(LEFT, 15, RIGHT, 15)
    P.block = 10000
    P.line(LEFT, 281, RIGHT, 281)
    ft = seg_text(pg["footer"])
    lines = wrap(ft, RIGHT - LEFT, 7)
    for i, ln in enumerate(lines):
        P.text(LEFT, 285 + i * 3.2, ln, 7)
    if sidebar:
        P.block = 10001
        P.text(10, 250, sidebar, 7, deg=90)
    y = TOP
    for bi, b in enumerate(pg["blocks"]):
        P.block = bi
        kind = b[0]
        if kind == "h":
            for ln in wrap(seg_text(b[1]), RIGHT - LEFT, 12, True):
                y += 5.5
                P.text(LEFT, y, ln, 12, True)
            y += 2.5
        elif kind == "p":
            for ln in wrap(seg_text(b[1]), RIGHT - LEFT, 10):
                y += 4.6
                P.text(LEFT, y, ln, 10)
            y += 1.8
        elif kind == "kv":
            for label, segs in b[1]:
                y += 4.6
                P.text(LEFT, y, label + " :", 10, True)
                for j, ln in enumerate(wrap(seg_text(segs), RIGHT - 68, 10)):
                    if j:
                        y += 4.6
                    P.text(68, y, ln, 10)
            y += 2.0
        elif kind == "table":
            head, rows = b[1], b[2]
            n = len(head)
            cw = (RIGHT - LEFT) / n
            y += 1.5
            allrows = [(True, [[h] for h in head])] + [(False, r) for r in rows]
            for is_head, row in allrows:
                cells = [wrap(seg_text(c), cw - 3, 9, is_head) for c in row]
                h = max(len(c) for c in cells) * 4.0 + 2.0
                for ci, c in enumerate(cells):
                    x = LEFT + ci * cw
                    P.rect(x, y, cw, h)
                    for li, ln in enumerate(c):
                        P.text(x + 1.5, y + 4.2 + li * 4.0, ln, 9, is_head)
                y += h
            y += 3.0
        elif kind == "box":
            label, segs = b[1], b[2]
            lines = wrap(seg_text(segs), RIGHT - LEFT - 4, 10)
            h = 5.0 + len(lines) * 4.6 + 1.5
            y += 1.5
            P.rect(LEFT, y, RIGHT - LEFT, h)
            P.text(LEFT + 1.5, y + 3.2, label, 7, True)
            for li, ln in enumerate(lines):
                P.text(LEFT + 2, y + 8.0 + li * 4.6, ln, 10)
            y += h
        if y > BOTTOM:
            raise ValueError("page overflow (%.1f mm)" % y)
    return P


def ops_document(doc: dict, mode: str, reverse: bool, sidebar_fn=None, info=True) -> str:
    out = []
    if info:
        for k, v in doc["meta"].items():
            out.append("I\t%s\t%s" % (k, v))
    for i, pg in enumerate(doc["pages"]):
        P = layout_page(pg, mode, sidebar_fn(i) if sidebar_fn else None)
        out.append("P")
        ops = P.ops
        if reverse:
            # written out of reading order: footer and sidebar first, then the blocks bottom-up,
            # the running header last (a stable sort keeps each block's own order)
            ops = sorted(ops, key=lambda o: (0 if o[0] >= 10000 else 1, -o[0] if 0 <= o[0] < 10000 else (1 if o[0] < 0 else 0)))
        out.extend(o for _, o in ops)
    return "\n".join(out) + "\n"


# ------------------------------------------------------------------ pdfme

def pdfme_document(doc: dict) -> dict:
    S = lambda segs: sanitize_latin1(seg_text(segs))  # noqa: E731
    running = {}
    sections = []
    n = len(doc["pages"])
    for i, pg in enumerate(doc["pages"]):
        running["h%d" % i] = {"x": "left", "y": 22, "height": "top", "style": {"s": 8, "text_align": "l"},
                              "content": [S(pg["header"])]}
        running["f%d" % i] = {"x": "left", "y": 800, "height": "bottom", "style": {"s": 7, "text_align": "l"},
                              "content": [S(pg["footer"])]}
        content = []
        for b in pg["blocks"]:
            if b[0] == "h":
                content.append({".": S(b[1]), "style": {"b": 1, "s": 12, "text_align": "l"}})
            elif b[0] == "p":
                content.append(S(b[1]))
            elif b[0] == "kv":
                content.append({"widths": [1.3, 4], "style": {"s": 10, "border_width": 0, "text_align": "l"},
                                "table": [[{".": [{".": k + " :", "style": {"b": 1}}]}, S(v)] for k, v in b[1]]})
            elif b[0] == "table":
                content.append({"widths": [1] * len(b[1]), "style": {"s": 9, "text_align": "l"},
                                "table": [[{".": [{".": h, "style": {"b": 1}}]} for h in b[1]]] + [[S(c) for c in r] for r in b[2]]})
            elif b[0] == "box":
                content.append({"widths": [1], "style": {"s": 10, "text_align": "l"},
                                "table": [[{".": [{".": b[1], "style": {"b": 1, "s": 7}}, "\n" + S(b[2])]}]]})
        sections.append({"running_sections": ["h%d" % i, "f%d" % i], "content": content})
    return {"style": {"page_size": "a4", "margin": [56, 50, 60, 50], "s": 10, "text_align": "j", "margin_bottom": 6,
                      "line_height": 1.15},
            "running_sections": running, "sections": sections}


# ------------------------------------------------------------------ LibreOffice Calc (flat ODS)

NS = ('xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
      'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
      'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
      'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
      'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" '
      'xmlns:dc="http://purl.org/dc/elements/1.1/" '
      'xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0"')
COLS = [4.2, 3.0, 3.0, 3.0, 2.6, 2.2]  # cm, 18 cm in all


def _cell(text, style="ceN", span=1):
    if text == "":
        return "<table:table-cell/>"
    sp = ' table:number-columns-spanned="%d"' % span if span > 1 else ""
    return ('<table:table-cell table:style-name="%s" office:value-type="string"%s><text:p>%s</text:p></table:table-cell>' % (style, sp, escape(text))
            + "<table:covered-table-cell/>" * (span - 1))


def _row(cells, style="ro1"):
    cells = list(cells)
    n = sum(max(1, c.count("<table:table-cell") + c.count("<table:covered-table-cell")) for c in cells)
    while n < len(COLS):
        n += 1
        cells.append("<table:table-cell/>")
    return '<table:table-row table:style-name="%s">%s</table:table-row>' % (style, "".join(cells))


def fods_document(doc: dict) -> str:
    pg0 = doc["pages"][0]
    head = escape(seg_text(pg0["header"]))
    foot = seg_text(pg0["footer"])
    foot = escape(re.sub(r"Page \d+/\d+$", "", foot))
    rows = []
    width_mm = sum(COLS) * 10 - 4
    for pi, pg in enumerate(doc["pages"]):
        first = True

        def add(cells, style="ro1"):
            nonlocal first
            rows.append(_row(cells, ("roP" if style == "ro1" else style + "P") if (first and pi > 0) else style))
            first = False

        for b in pg["blocks"]:
            if b[0] == "h":
                for ln in wrap(seg_text(b[1]), width_mm, 11, True):
                    add([_cell(ln, "ceH")], "roH")
            elif b[0] == "p":
                for ln in wrap(seg_text(b[1]), width_mm, 9):
                    add([_cell(ln)])
                add([])
            elif b[0] == "kv":
                for k, v in b[1]:
                    for j, ln in enumerate(wrap(seg_text(v), width_mm - COLS[0] * 10, 9)):
                        add([_cell(k if j == 0 else "", "ceB"), _cell(ln)])
                add([])
            elif b[0] == "table":
                n = len(b[1])
                spans = {3: [1, 3, 2], 4: [1, 2, 2, 1], 5: [1, 1, 1, 1, 2]}.get(n, [1] * n)
                add([_cell(h, "ceTR", s) for h, s in zip(b[1], spans)], "roR")
                for r in b[2]:
                    add([_cell(seg_text(c), "ceT", s) for c, s in zip(r, spans)])
                add([])
            elif b[0] == "box":
                add([_cell(b[1], "ceBL", len(COLS))], "roS")
                for ln in wrap(seg_text(b[2]), width_mm - 4, 9):
                    add([_cell(ln, "ceBX", len(COLS))])
    m = doc["meta"]
    colstyles = "".join('<style:style style:name="co%d" style:family="table-column"><style:table-column-properties style:column-width="%.1fcm"/></style:style>' % (i, w) for i, w in enumerate(COLS))
    rowstyle = lambda name, h, brk: ('<style:style style:name="%s" style:family="table-row"><style:table-row-properties style:row-height="%s" '  # noqa: E731
                                     'fo:break-before="%s" style:use-optimal-row-height="false"/></style:style>' % (name, h, brk))
    cellstyle = lambda name, props, txt: ('<style:style style:name="%s" style:family="table-cell" style:parent-style-name="Default">'  # noqa: E731
                                          '<style:table-cell-properties %s/><style:text-properties %s/></style:style>' % (name, props, txt))
    border = 'fo:border="0.06pt solid #000000" fo:padding="0.05cm"'
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<office:document {NS} office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
<office:meta><meta:generator>corpus AD (make_corpus_ad.py)</meta:generator><dc:title>{escape(m['Title'])}</dc:title><dc:subject>{escape(m['Subject'])}</dc:subject><meta:keyword>{escape(m['Keywords'])}</meta:keyword><meta:initial-creator>{escape(m['Author'])}</meta:initial-creator><dc:creator>{escape(m['Author'])}</dc:creator><meta:creation-date>2024-06-01T12:00:00</meta:creation-date></office:meta>
<office:styles><style:default-style style:family="table-cell"><style:text-properties style:font-name="Liberation Sans" fo:font-size="9pt"/></style:default-style>
<style:style style:name="Default" style:family="table-cell"><style:text-properties fo:font-size="9pt"/></style:style></office:styles>
<office:automatic-styles>{colstyles}
<style:style style:name="ta1" style:family="table" style:master-page-name="Fiche"><style:table-properties table:display="true"/></style:style>
{rowstyle("ro1", "0.45cm", "auto")}{rowstyle("roP", "0.45cm", "page")}{rowstyle("roH", "0.7cm", "auto")}{rowstyle("roHP", "0.7cm", "page")}
{rowstyle("roR", "1.9cm", "auto")}{rowstyle("roRP", "1.9cm", "page")}{rowstyle("roS", "0.4cm", "auto")}{rowstyle("roSP", "0.4cm", "page")}
{cellstyle("ceN", 'style:vertical-align="bottom"', 'fo:font-size="9pt"')}
{cellstyle("ceH", 'style:vertical-align="bottom"', 'fo:font-size="11pt" fo:font-weight="bold"')}
{cellstyle("ceB", 'style:vertical-align="bottom"', 'fo:font-size="9pt" fo:font-weight="bold"')}
{cellstyle("ceT", border, 'fo:font-size="9pt"')}
{cellstyle("ceTR", border + ' style:rotation-angle="90" style:vertical-align="bottom"', 'fo:font-size="8pt" fo:font-weight="bold"')}
{cellstyle("ceBL", 'fo:border-top="0.06pt solid #000000" fo:border-left="0.06pt solid #000000" fo:border-right="0.06pt solid #000000" fo:background-color="#eeeeee"', 'fo:font-size="7pt" fo:font-weight="bold"')}
{cellstyle("ceBX", 'fo:border-left="0.06pt solid #000000" fo:border-right="0.06pt solid #000000" fo:border-bottom="0.06pt solid #000000"', 'fo:font-size="9pt"')}
<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" fo:page-height="29.7cm" style:print-orientation="portrait" fo:margin-top="0.8cm" fo:margin-bottom="0.8cm" fo:margin-left="1.4cm" fo:margin-right="1.4cm" style:print="objects charts drawings" style:print-page-order="ttb"/>
<style:header-style><style:header-footer-properties fo:min-height="0.6cm" fo:margin-bottom="0.3cm"/></style:header-style>
<style:footer-style><style:header-footer-properties fo:min-height="0.6cm" fo:margin-top="0.3cm"/></style:footer-style></style:page-layout>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Fiche" style:page-layout-name="pm1">
<style:header><style:region-left><text:p>{head}</text:p></style:region-left></style:header>
<style:footer><style:region-left><text:p>{foot}Page <text:page-number>1</text:page-number>/<text:page-count>1</text:page-count></text:p></style:region-left></style:footer>
</style:master-page></office:master-styles>
<office:body><office:spreadsheet><table:table table:name="Fiche" table:style-name="ta1">
{"".join('<table:table-column table:style-name="co%d" table:default-cell-style-name="Default"/>' % i for i in range(len(COLS)))}
{"".join(rows)}
</table:table></office:spreadsheet></office:body></office:document>
"""
