"""LibreOffice Calc producer: an .xlsx written with openpyxl, converted by `soffice --convert-to pdf`."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from .model import V, plain, segs_of

WIDTH = 92  # characters of one wrapped text line across the sheet


def _txt(segs) -> str:
    return "".join(s.text if isinstance(s, V) else s for s in segs_of(segs))


def _wrap(segs, width=WIDTH) -> list[str]:
    """Lines of text; a value is never cut, template words break on spaces; explicit \n honoured."""
    lines, cur = [], ""
    tokens = []
    for s in segs_of(segs):
        if isinstance(s, V):
            tokens.append(s.text)
        else:
            for i, part in enumerate(s.split("\n")):
                if i:
                    tokens.append("\n")
                tokens.extend(w for w in part.replace(" ", " \x00").split("\x00") if w)
    for tok in tokens:
        if tok == "\n":
            lines.append(cur.rstrip())
            cur = ""
            continue
        if len(cur) + len(tok) > width and cur.strip():
            lines.append(cur.rstrip())
            cur = tok.lstrip()
        else:
            cur += tok
    if cur.strip():
        lines.append(cur.rstrip())
    return lines


def render(doc, pdf_path, tmp: Path) -> None:
    import openpyxl
    from openpyxl.styles import Alignment, Border, Font, PatternFill, Side

    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = doc.style.get("sheet", "Compte rendu")
    thin = Side(style="thin", color="777777")
    box = Border(left=thin, right=thin, top=thin, bottom=thin)
    ncols = 6
    widths = doc.style.get("widths", [30, 17, 12, 20, 14, 14])
    for i, w in enumerate(widths):
        ws.column_dimensions["ABCDEFGH"[i]].width = w
    row = [1]

    def put(values, bold=False, boxed=False, size=None, fill=None, italic=False):
        r = row[0]
        for j, v in enumerate(values):
            if v is None:
                continue
            c = ws.cell(row=r, column=j + 1, value=v)
            c.data_type = "s"
            c.font = Font(bold=bold, size=size or doc.style.get("size", 9), italic=italic, name=doc.style.get("font", "Liberation Sans"))
            c.alignment = Alignment(vertical="top")
            if boxed:
                c.border = box
            if fill:
                c.fill = PatternFill("solid", fgColor=fill)
        row[0] += 1

    def emit(b):
        t = b[0]
        if t == "title":
            put([_txt(b[1])], bold=True, size=13)
            row[0] += 1
        elif t == "h":
            row[0] += 1
            put([_txt(b[1])], bold=True, size=10.5, fill="DDDDDD")
        elif t in ("p", "small"):
            for ln in _wrap(b[1], WIDTH if t == "p" else WIDTH + 20):
                put([ln], size=7 if t == "small" else None)
        elif t == "lines":
            for x in b[1]:
                put([_txt(x)])
        elif t in ("hr",):
            row[0] += 1
        elif t == "pagebreak":
            from openpyxl.worksheet.pagebreak import Break
            ws.row_breaks.append(Break(id=row[0] - 1))
        elif t == "kv":
            rows, mode = b[1], (b[2] if len(b) > 2 else "inline")
            if mode in ("inline", "cells"):
                for k, v in rows:
                    put([k, _txt(v)], bold=False, boxed=(mode == "cells"))
                    ws.cell(row=row[0] - 1, column=1).font = Font(bold=True, size=doc.style.get("size", 9))
            elif mode == "under":
                put([k for k, _ in rows], bold=True, boxed=True, fill="EEEEEE")
                put([_txt(v) for _, v in rows], boxed=True)
            else:  # above
                put([_txt(v) for _, v in rows])
                put([k for k, _ in rows], size=7, italic=True)
        elif t == "table":
            put(list(b[1]), bold=True, boxed=True, fill="DDDDDD")
            for r in b[2]:
                put([_txt(c) for c in r], boxed=True)
        elif t in ("cols", "multicol", "box"):
            if t == "cols":
                left = [_txt(x) for blk in b[1] for x in _flat(blk)]
                right = [_txt(x) for blk in b[2] for x in _flat(blk)]
                for i in range(max(len(left), len(right))):
                    put([left[i] if i < len(left) else None, None, None, right[i] if i < len(right) else None])
            else:
                for x in b[1]:
                    emit(x)
        else:
            raise ValueError(t)

    for b in doc.blocks:
        emit(b)
    del ncols
    hdr = plain(doc.header).replace("&", "&&")
    ftr = plain(doc.footer).replace("&", "&&")
    ws.oddHeader.left.text = hdr
    ws.oddHeader.left.size = 7
    ws.oddFooter.left.text = ftr
    ws.oddFooter.left.size = 6
    ws.oddFooter.right.text = doc.page_label.replace("{p}", "&P").replace("{n}", "&N")
    ws.oddFooter.right.size = 7
    ws.page_setup.paperSize = 9
    ws.page_setup.orientation = "landscape" if doc.style.get("landscape") else "portrait"
    ws.sheet_properties.pageSetUpPr.fitToPage = True
    ws.page_setup.fitToWidth = 1
    ws.page_setup.fitToHeight = 0
    ws.print_options.gridLines = False
    wb.properties.title = plain(doc.meta_title) or doc.title
    wb.properties.creator = plain(doc.meta_author) or "Calc"
    xlsx = tmp / (Path(pdf_path).stem + ".xlsx")
    wb.save(xlsx)
    profile = tmp / "lo_profile"
    outdir = tmp / "calc_out"
    outdir.mkdir(exist_ok=True)
    subprocess.run(["soffice", "-env:UserInstallation=file://%s" % profile, "--headless", "--convert-to", "pdf",
                    "--outdir", str(outdir), str(xlsx)], check=True, capture_output=True, timeout=300)
    shutil.move(str(outdir / (xlsx.stem + ".pdf")), str(pdf_path))


def _flat(block) -> list:
    t = block[0]
    if t == "lines":
        return list(block[1])
    if t in ("p", "title", "h", "small"):
        return [block[1]]
    if t == "kv":
        return [[k + " "] + segs_of(v) for k, v in block[1]]
    raise ValueError(t)
