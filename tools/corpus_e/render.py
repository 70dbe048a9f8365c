"""Three PDF producers: a shared layout engine drawn with reportlab or fpdf2, and HTML converted by LibreOffice."""

from __future__ import annotations

import html
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from .ir import A4, Box, Cols, Doc, HR, Sp, T, Table

FONTDIRS = ["/usr/share/fonts/truetype/liberation2", "/usr/share/fonts/truetype/liberation",
            "/usr/share/fonts/truetype/dejavu"]
FAMILIES = {
    "LiberationSans": ("LiberationSans-Regular.ttf", "LiberationSans-Bold.ttf", "LiberationSans-Italic.ttf"),
    "LiberationSerif": ("LiberationSerif-Regular.ttf", "LiberationSerif-Bold.ttf", "LiberationSerif-Italic.ttf"),
    "DejaVuSans": ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans-Oblique.ttf"),
}
HTML_FAMILY = {"LiberationSans": "Liberation Sans", "LiberationSerif": "Liberation Serif", "DejaVuSans": "DejaVu Sans"}


def _font_file(name):
    for d in FONTDIRS:
        p = os.path.join(d, name)
        if os.path.exists(p):
            return p
    raise FileNotFoundError(name)


_REG = set()


def font_files(family):
    return [_font_file(f) for f in FAMILIES[family]]


def rl_font(family, bold=False, italic=False):
    files = font_files(family)
    for suffix, f in zip(("", "-B", "-I"), files):
        n = family + suffix
        if n not in _REG:
            pdfmetrics.registerFont(TTFont(n, f))
            _REG.add(n)
    return family + ("-B" if bold else "-I" if italic else "")


def width(s, family, size, bold=False, italic=False):
    return pdfmetrics.stringWidth(s, rl_font(family, bold, italic), size)


def wrap(text, family, size, w, bold=False, italic=False):
    out = []
    for para in text.split("\n"):
        line = ""
        for word in para.split(" "):
            cand = word if not line else line + " " + word
            if not line or width(cand, family, size, bold, italic) <= w:
                line = cand
            else:
                out.append(line)
                line = word
        out.append(line)
    return out


# ------------------------------------------------------------------ layout engine (positions in pt, y downwards)


class Ops(list):
    pass


def layout(blocks, x, y, w, fam, ops):
    for b in blocks:
        y = layout_one(b, x, y, w, fam, ops)
    return y


def layout_one(b, x, y, w, fam, ops):
    if isinstance(b, T):
        lh = b.size * 1.22
        for line in wrap(b.text, fam, b.size, w, b.bold, b.italic):
            y += lh
            lw = width(line, fam, b.size, b.bold, b.italic)
            xx = x if b.align == "L" else x + (w - lw) / 2 if b.align == "C" else x + w - lw
            if line:
                ops.append(("text", xx, y - b.size * 0.22, line, b.bold, b.italic, b.size))
        return y + b.gap
    if isinstance(b, Sp):
        return y + b.h
    if isinstance(b, HR):
        ops.append(("line", x, y + 2, x + w, y + 2, b.w))
        return y + 5
    if isinstance(b, Cols):
        total = sum(f for f, _ in b.cols)
        avail = w - b.gap * (len(b.cols) - 1)
        xx, ymax = x, y
        for f, bl in b.cols:
            cw = avail * f / total
            ymax = max(ymax, layout(bl, xx, y, cw, fam, ops))
            xx += cw + b.gap
        return ymax
    if isinstance(b, Box):
        inner = Ops()
        y2 = layout(b.blocks, x + b.pad, y + b.pad, w - 2 * b.pad, fam, inner)
        h = y2 - y + b.pad
        if b.shade:
            ops.append(("rect", x, y, w, h, 0.92, False))
        if b.border:
            ops.append(("rect", x, y, w, h, None, True))
        ops.extend(inner)
        return y + h + 3
    if isinstance(b, Table):
        total = sum(b.widths)
        cws = [w * f / total for f in b.widths]
        pad = 2.5
        lh = b.size * 1.2
        for ri, row in enumerate(b.rows):
            head = b.header and ri == 0
            cells = []
            for ci, cell in enumerate(row):
                bold = head or ci in b.bold_cols
                cells.append(wrap(cell, fam, b.size, cws[ci] - 2 * pad, bold))
            h = max(len(c) for c in cells) * lh + 2 * pad
            if head and b.shade_header:
                ops.append(("rect", x, y, w, h, 0.88, False))
            xx = x
            for ci, lines in enumerate(cells):
                bold = head or ci in b.bold_cols
                al = b.align[ci] if ci < len(b.align) else "L"
                for li, line in enumerate(lines):
                    lw = width(line, fam, b.size, bold)
                    tx = xx + pad if al == "L" else xx + cws[ci] - pad - lw if al == "R" else xx + (cws[ci] - lw) / 2
                    if line:
                        ops.append(("text", tx, y + pad + (li + 1) * lh - b.size * 0.22, line, bold, False, b.size))
                if b.grid:
                    ops.append(("rect", xx, y, cws[ci], h, None, True))
                xx += cws[ci]
            if not b.grid and head:
                ops.append(("line", x, y + h, x + w, y + h, 0.5))
            y += h
        return y + 4
    raise TypeError(b)


def page_ops(page, fam, margin=42):
    W, H = (A4[1], A4[0]) if page.landscape else A4
    ops = Ops()
    y = layout(page.blocks, margin, margin - 8, W - 2 * margin, fam, ops)
    if page.footer:
        fops = Ops()
        fh = layout(page.footer, margin, 0, W - 2 * margin, fam, fops)
        top = H - margin + 10 - fh
        if top < y:
            raise OverflowError("%s p%d: contenu trop long (%.0f > %.0f)" % (page.doc.name, page.index + 1, y, top))
        for op in fops:
            if op[0] == "text":
                ops.append(op[:2] + (op[2] + top,) + op[3:])
            elif op[0] == "line":
                ops.append(("line", op[1], op[2] + top, op[3], op[4] + top, op[5]))
            else:
                ops.append((op[0], op[1], op[2] + top) + op[3:])
    elif y > H - margin + 10:
        raise OverflowError("%s p%d: contenu trop long" % (page.doc.name, page.index + 1))
    return (W, H), ops


def render_reportlab(doc: Doc, path: Path):
    from reportlab.pdfgen import canvas

    c = canvas.Canvas(str(path), pagesize=A4, pageCompression=1)
    c.setTitle(doc.title)
    c.setAuthor(doc.author)
    c.setSubject(doc.subject)
    c.setCreator("DxCare Éditions 8.2 (fictif)")
    for page in doc.pages:
        (W, H), ops = page_ops(page, doc.font)
        c.setPageSize((W, H))
        for op in ops:
            if op[0] == "text":
                _, x, y, s, bold, italic, size = op
                c.setFont(rl_font(doc.font, bold, italic), size)
                c.drawString(x, H - y, s)
            elif op[0] == "line":
                c.setLineWidth(op[5])
                c.line(op[1], H - op[2], op[3], H - op[4])
            else:
                _, x, y, w, h, gray, stroke = op
                c.setLineWidth(0.5)
                if gray is not None:
                    c.setFillGray(gray)
                    c.rect(x, H - y - h, w, h, stroke=0, fill=1)
                    c.setFillGray(0)
                if stroke:
                    c.rect(x, H - y - h, w, h, stroke=1, fill=0)
        c.showPage()
    c.save()


def render_fpdf2(doc: Doc, path: Path):
    from fpdf import FPDF

    pdf = FPDF(unit="pt", format="A4")
    pdf.set_auto_page_break(False)
    pdf.set_title(doc.title)
    pdf.set_author(doc.author)
    pdf.set_subject(doc.subject)
    pdf.set_creator("Crossway Impression (fictif)")
    reg, bold_f, ital = font_files(doc.font)
    pdf.add_font(doc.font, "", reg)
    pdf.add_font(doc.font, "B", bold_f)
    pdf.add_font(doc.font, "I", ital)
    for page in doc.pages:
        (W, H), ops = page_ops(page, doc.font)
        pdf.add_page(orientation="L" if page.landscape else "P")
        for op in ops:
            if op[0] == "text":
                _, x, y, s, bold, italic, size = op
                pdf.set_font(doc.font, "B" if bold else "I" if italic else "", size)
                pdf.text(x, y, s)
            elif op[0] == "line":
                pdf.set_line_width(op[5])
                pdf.line(op[1], op[2], op[3], op[4])
            else:
                _, x, y, w, h, gray, stroke = op
                pdf.set_line_width(0.5)
                if gray is not None:
                    g = int(gray * 255)
                    pdf.set_fill_color(g, g, g)
                    pdf.rect(x, y, w, h, style="F")
                if stroke:
                    pdf.rect(x, y, w, h, style="D")
    pdf.output(str(path))


# ------------------------------------------------------------------ HTML -> LibreOffice


def _lines(text, fam, size, w, bold=False, italic=False) -> str:
    """Hard line breaks computed with the same metrics, a little narrower than Writer's frame,
    so that Writer never breaks a line itself (it would break after hyphens)."""
    return "<br>".join(html.escape(x) for x in wrap(text, FAMILY_OF[fam], size, w * 0.93, bold, italic))


FAMILY_OF = {v: k for k, v in HTML_FAMILY.items()}


def _h(b, fam, w) -> str:
    e = html.escape
    if isinstance(b, T):
        st = "font-size:%.1fpt;margin:0 0 %.1fpt 0;text-align:%s" % (b.size, b.gap, {"L": "left", "C": "center", "R": "right"}[b.align])
        inner = _lines(b.text, fam, b.size, w, b.bold, b.italic)
        if b.bold:
            inner = "<b>%s</b>" % inner
        if b.italic:
            inner = "<i>%s</i>" % inner
        return '<p style="%s">%s</p>' % (st, inner)
    if isinstance(b, Sp):
        return '<p style="font-size:%.1fpt;margin:0">&nbsp;</p>' % max(1.0, b.h * 0.7)
    if isinstance(b, HR):
        return '<hr size="1">'
    if isinstance(b, Cols):
        tot = sum(f for f, _ in b.cols)
        avail = w - 6 * (len(b.cols) - 1)
        tds = "".join('<td width="%d%%" valign="top" style="border:none;padding:0 6pt 0 0">%s</td>' % (
            round(100 * f / tot), "".join(_h(x, fam, avail * f / tot - 6) for x in bl)) for f, bl in b.cols)
        return '<table width="100%%" cellspacing="0" cellpadding="0" style="border:none"><tr>%s</tr></table>' % tds
    if isinstance(b, Box):
        bd = "1px solid #000" if b.border else "none"
        bg = ' bgcolor="#EBEBEB"' if b.shade else ""
        return ('<table width="100%%" cellspacing="0" cellpadding="3" style="border-collapse:collapse"><tr>'
                '<td%s style="border:%s;padding:3pt">%s</td></tr></table>' % (bg, bd, "".join(_h(x, fam, w - 10) for x in b.blocks)))
    if isinstance(b, Table):
        tot = sum(b.widths)
        bd = "1px solid #000" if b.grid else "none"
        rows = []
        for ri, row in enumerate(b.rows):
            head = b.header and ri == 0
            tds = []
            for ci, cell in enumerate(row):
                a = b.align[ci] if ci < len(b.align) else "L"
                if a == "R" and not b.grid:  # Writer ignores the cell padding without borders
                    a = "C"
                al = {"L": "left", "R": "right", "C": "center"}[a]
                bold = head or ci in b.bold_cols
                txt = _lines(cell, fam, b.size, w * b.widths[ci] / tot - 12, bold)
                if bold:
                    txt = "<b>%s</b>" % txt
                bg = ' bgcolor="#E0E0E0"' if head and b.shade_header else ""
                tds.append('<td width="%d%%"%s align="%s" style="border:%s;padding:1pt %dpt 1pt 3pt;font-size:%.1fpt">%s</td>' % (
                    round(100 * b.widths[ci] / tot), bg, al, bd, 9 if a == "R" else 3, b.size, txt or "&nbsp;"))
            rows.append("<tr>%s</tr>" % "".join(tds))
        return '<table width="100%%" cellspacing="0" cellpadding="5" style="border-collapse:collapse;margin-bottom:3pt">%s</table>' % "".join(rows)
    raise TypeError(b)


CONTENT_W = (21.0 - 3.0) / 2.54 * 72  # A4 less the 1.5 cm margins


def doc_html(doc: Doc) -> str:
    fam = HTML_FAMILY[doc.font]
    parts = []
    for page in doc.pages:
        body = "".join(_h(b, fam, CONTENT_W) for b in page.blocks)
        if page.footer:
            body += '<p style="font-size:2pt;margin:0">&nbsp;</p><hr size="1">' + "".join(_h(b, fam, CONTENT_W) for b in page.footer)
        if page.index:
            body = '<p style="page-break-before:always;font-size:1pt;margin:0">&nbsp;</p>' + body
        parts.append(body)
    return ('<!DOCTYPE html><html><head><meta charset="utf-8"><title>%s</title><meta name="author" content="%s">'
            '<meta name="description" content="%s"><style>@page { size: 21cm 29.7cm; margin: 1.4cm 1.5cm }'
            ' body { font-family: \'%s\'; font-size: 9pt } p { margin: 0 }</style></head><body>%s</body></html>'
            % (html.escape(doc.title), html.escape(doc.author), html.escape(doc.subject), fam, "".join(parts)))


def render_libreoffice(doc: Doc, path: Path):
    soffice = shutil.which("soffice") or shutil.which("libreoffice")
    if not soffice:
        raise RuntimeError("LibreOffice (soffice) introuvable")
    with tempfile.TemporaryDirectory() as td:
        src = Path(td) / (doc.name + ".html")
        src.write_text(doc_html(doc), encoding="utf-8")
        prof = Path(td) / "profile"
        r = subprocess.run([soffice, "-env:UserInstallation=file://" + str(prof), "--headless",
                            "--infilter=HTML (StarWriter)", "--convert-to", "pdf:writer_pdf_Export", str(src),
                            "--outdir", td], capture_output=True, timeout=180)
        out = Path(td) / (doc.name + ".pdf")
        if not out.exists():
            raise RuntimeError("soffice: %s" % r.stderr.decode("utf-8", "replace")[-400:])
        shutil.move(str(out), str(path))


PRODUCERS = {"reportlab": render_reportlab, "fpdf2": render_fpdf2, "libreoffice": render_libreoffice}
