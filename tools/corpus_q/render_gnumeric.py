"""Gnumeric ssconvert: an .xlsx workbook (openpyxl), one sheet per page, converted to PDF."""
import re
import subprocess
from pathlib import Path

import openpyxl
from openpyxl.styles import Alignment, Border, Font, PatternFill, Side

from .model import V, plain

COLS = 6
COLW = 16.0            # column width (spreadsheet units, ~4.8 pt each)
FIT = 0.78             # mono characters per width unit, with slack
AVAIL = 690.0          # printable height in points (A4 less margins), with a little slack
FONT = "DejaVu Sans Mono"   # no kerning pairs: pango kerning makes pypdf read "T anneurs"
LINE_CH = 74          # characters per pre-wrapped paragraph line
THIN = Side(style="thin", color="555555")
BOX = Border(left=THIN, right=THIN, top=THIN, bottom=THIN)


def wrap(segs, width):
    """Wrap segments into lines without ever cutting a tagged value."""
    if isinstance(segs, (str, V)):
        segs = [segs]
    toks = []
    for s in segs:
        if isinstance(s, V):
            toks.append(s.text)
        else:
            toks += [w for w in s.replace("\n", " ").split(" ")]
    lines, cur = [], ""
    for i, tk in enumerate(toks):
        # keep punctuation glued: tokens come from both plain text and values
        cand = tk if not cur else cur + ("" if (tk[:1] in ",.)" or cur.endswith(("(", " "))) else " ") + tk
        if len(cand) > width and cur:
            lines.append(cur.rstrip())
            cur = tk
        else:
            cur = cand
    if cur.strip():
        lines.append(cur.rstrip())
    return lines


def _seg_tokens(segs):
    return plain(segs)


def _hf(text):
    return text.replace("&", "&&")


def _spans(widths, k):
    raw = [max(1, round(w * COLS)) for w in (widths or [1.0 / k] * k)]
    while sum(raw) > COLS:
        raw[raw.index(max(raw))] -= 1
    while sum(raw) < COLS:
        raw[raw.index(max(raw))] += 1
    return raw


def render(doc, out_path, work_dir):
    wb = openpyxl.Workbook()
    first = True
    for pi, pg in enumerate(doc.pages):
        ws = wb.active if first else wb.create_sheet()
        first = False
        ws.title = "Page %d" % (pi + 1)
        for j in range(COLS):
            ws.column_dimensions[chr(65 + j)].width = COLW
        ws.page_setup.paperSize = ws.PAPERSIZE_A4
        ws.page_setup.orientation = "portrait"
        ws.page_margins.left = ws.page_margins.right = 0.55
        ws.page_margins.top = 0.6
        ws.page_margins.bottom = 0.6
        ws.page_margins.header = 0.3
        ws.page_margins.footer = 0.3
        row = 1

        def put(r, c, text, bold=False, size=9, border=False, fill=None, span=1, wrap_=False, lines=1):
            # a trailing space keeps pypdf from gluing this cell to the next text it reads
            cell = ws.cell(row=r, column=c, value=text + " ")
            cell.font = Font(name=FONT, size=size, bold=bold, color="000000")
            if wrap_:
                cell.alignment = Alignment(wrap_text=True, vertical="top")
            if fill:
                cell.fill = PatternFill("solid", fgColor=fill)
            if span > 1:
                ws.merge_cells(start_row=r, start_column=c, end_row=r, end_column=c + span - 1)
            if border:
                for cc in range(c, c + span):
                    ws.cell(row=r, column=cc).border = BOX

        used = 0.0

        def height(r, h):
            nonlocal used
            ws.row_dimensions[r].height = h
            used += h

        for ln in pg.header:
            put(row, 1, plain(ln), size=8)
            height(row, 11)
            row += 1
        for cc in range(1, COLS + 1):
            ws.cell(row=row - 1, column=cc).border = Border(bottom=THIN)
        height(row, 8)
        row += 1
        for b in pg.blocks:
            t = b["t"]
            if t == "title":
                put(row, 1, plain(b["segs"]), bold=True, size=13 if b["level"] == 1 else 10.5)
                height(row, 20)
                row += 1
            elif t == "para":
                for ln in wrap(b["segs"], LINE_CH):
                    put(row, 1, ln)
                    height(row, 13)
                    row += 1
                height(row, 6)
                row += 1
            elif t == "lines":
                for ln0 in b["lines"]:
                    for ln in wrap(ln0, LINE_CH):
                        put(row, 1, ln)
                        height(row, 13)
                        row += 1
                height(row, 6)
                row += 1
            elif t == "kv":
                if b.get("caption"):
                    put(row, 1, plain(b["caption"]), bold=True, border=True, fill="DDDDDD", span=COLS)
                    height(row, 15)
                    row += 1
                for lab, val in b["rows"]:
                    vl = wrap(val, int(COLW * 4 * FIT))
                    put(row, 1, plain(lab), bold=True, border=True, span=2, fill="F2F2F2", wrap_=True)
                    put(row, 3, "\n".join(vl), border=True, span=4, wrap_=True)
                    height(row, 14 * max(1, len(vl)) + 2)
                    row += 1
                height(row, 6)
                row += 1
            elif t == "table":
                if b.get("caption"):
                    put(row, 1, plain(b["caption"]), bold=True)
                    height(row, 14)
                    row += 1
                k = len(b["header"])
                spans = _spans(b["widths"], k)
                for ri, r_ in enumerate([b["header"]] + b["rows"]):
                    col = 1
                    nmax = 1
                    for j, cellsegs in enumerate(r_):
                        cl = wrap(cellsegs, int(COLW * spans[j] * FIT))
                        nmax = max(nmax, len(cl))
                        put(row, col, "\n".join(cl), bold=ri == 0, size=9, border=True, span=spans[j],
                            fill="E4E4E4" if ri == 0 else None, wrap_=True)
                        col += spans[j]
                    height(row, 13.5 * nmax + 2)
                    row += 1
                height(row, 6)
                row += 1
        # footer lines pushed towards the bottom of the page
        foot_h = 11 * len(pg.footer) + 6
        spare = AVAIL - used - foot_h
        if spare < 0:
            raise RuntimeError("ssconvert: page overflow in %s (%d pt)" % (doc.name, -spare))
        height(row, max(spare, 4))
        row += 1
        for cc in range(1, COLS + 1):
            ws.cell(row=row, column=cc).border = Border(top=THIN)
        for ln in pg.footer:
            put(row, 1, plain(ln), size=7.5)
            height(row, 11)
            row += 1
    xlsx = Path(work_dir) / (doc.name + ".xlsx")
    wb.save(xlsx)
    r = subprocess.run(["ssconvert", "--export-type=Gnumeric_pdf:pdf_assistant", str(xlsx), str(out_path)],
                       capture_output=True, text=True)
    if r.returncode or not Path(out_path).exists():
        raise RuntimeError("ssconvert failed: %s" % r.stderr[-1500:])
    # cairo stamps the wall clock: put a fixed date of the same length, so xref offsets stay right
    data = Path(out_path).read_bytes()
    data = re.sub(rb"/CreationDate \(D:\d{14}Z\)", b"/CreationDate (D:20251201120000Z)", data)
    Path(out_path).write_bytes(data)


def version():
    r = subprocess.run(["ssconvert", "--version"], capture_output=True, text=True)
    m = re.search(r"(\d+\.\d+\.\d+)", r.stdout + r.stderr)
    return "gnumeric ssconvert " + (m.group(1) if m else "?")
