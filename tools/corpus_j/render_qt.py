"""Corpus J — Qt producer: one QTextDocument (HTML, tables) per page, painted into QPdfWriter
with running header/footer painted by QPainter. Standalone script, run with the venv's python:

    QT_QPA_PLATFORM=offscreen corpusj-venv/bin/python render_qt.py JOBS.json
"""

from __future__ import annotations

import html
import json
import sys

FAMILIES = {"sans": "Liberation Sans", "serif": "Liberation Serif", "dejavu": "DejaVu Sans"}
PX = 96 / 72  # document units are 1/96 in; points * PX


def esc(s):
    return html.escape(s, quote=False).replace("\n", "<br/>")


def runs_html(runs, p=None, n=None):
    out = []
    for r in runs:
        s = r["s"]
        if p is not None:
            s = s.replace("{p}", str(p)).replace("{n}", str(n))
        s = esc(s)
        if "b" in r["f"]:
            s = "<b>%s</b>" % s
        if "i" in r["f"]:
            s = "<i>%s</i>" % s
        out.append(s)
    return "".join(out)


ALIGN = {"l": "left", "c": "center", "r": "right"}


def block_html(bl, accent):
    t = bl["t"]
    if t in ("p", "h"):
        st = "margin-top:0; margin-bottom:%dpx; font-size:%.1fpt; margin-left:%dpx;" % (bl["space"] * PX, bl["size"], bl.get("indent", 0) * PX)
        if t == "h":
            st += " color:%s;" % accent
        body = "<p align='%s' style='%s'>%s</p>" % (ALIGN[bl["align"]], st, runs_html(bl["runs"]))
        if t == "h" and bl.get("rule"):
            body += "<hr style='margin:0'/>"
        return body
    if t == "space":
        return "<p style='margin:0; font-size:%dpt'>&nbsp;</p>" % max(2, int(bl["h"] * 0.8))
    if t == "rule":
        return "<hr/>"
    if t == "kv":
        border = 1 if bl["border"] == "grid" else 0
        rows = []
        for a, b in bl["rows"]:
            if bl["stack"]:
                rows.append("<tr><td>%s</td></tr><tr><td style='padding-left:16px; padding-bottom:4px'>%s</td></tr>" % (runs_html(a), runs_html(b)))
            else:
                style = " style='border-bottom:1px solid #999'" if bl["border"] == "lines" else ""
                rows.append("<tr><td width='%d%%'%s>%s</td><td width='%d%%'%s>%s</td></tr>" % (
                    bl["widths"][0] * 100, style, runs_html(a), bl["widths"][1] * 100, style, runs_html(b)))
        return ("<table width='100%%' border='%d' cellspacing='0' cellpadding='2' style='border-collapse:collapse; "
                "font-size:%.1fpt; margin-bottom:6px; border-color:#777'>%s</table>") % (border, bl["size"], "".join(rows))
    if t == "table":
        border = 1 if bl["border"] == "grid" else 0
        parts = []
        if bl.get("caption"):
            parts.append("<p style='margin:0 0 4px 0; font-size:%.1fpt'>%s</p>" % (bl["size"], runs_html(bl["caption"])))
        rows = []
        if bl["head"]:
            bg = " bgcolor='#e0e4ea'" if bl["shade"] else ""
            rows.append("<tr>%s</tr>" % "".join("<th width='%d%%' align='%s'%s>%s</th>" % (
                w * 100, ALIGN[a], bg, runs_html(c)) for c, w, a in zip(bl["head"], bl["widths"], bl["align"])))
        for row in bl["rows"]:
            style = " style='border-bottom:1px solid #aaa'" if bl["border"] == "rows" else ""
            rows.append("<tr>%s</tr>" % "".join("<td width='%d%%' align='%s'%s>%s</td>" % (
                w * 100, ALIGN[a], style, runs_html(c)) for c, w, a in zip(row, bl["widths"], bl["align"])))
        parts.append(("<table width='100%%' border='%d' cellspacing='0' cellpadding='3' style='border-collapse:collapse;"
                      " font-size:%.1fpt; border-color:#777; margin-bottom:8px'>%s</table>") % (border, bl["size"], "".join(rows)))
        return "".join(parts)
    if t == "cols":
        left = "".join(block_html(b, accent) for b in bl["left"])
        right = "".join(block_html(b, accent) for b in bl["right"])
        sep = " style='border-left:1px solid #999; padding-left:10px'" if bl["rule"] else " style='padding-left:10px'"
        return ("<table width='100%%' cellspacing='0' cellpadding='0' style='margin-bottom:8px'><tr>"
                "<td width='%d%%' valign='top' style='padding-right:10px'>%s</td><td width='%d%%' valign='top'%s>%s</td></tr></table>") % (
            bl["split"] * 100, left, (1 - bl["split"]) * 100, sep, right)
    return ""


def band_html(spec, p, n):
    rows = []
    for row in spec["rows"]:
        cells = []
        for k in ("l", "c", "r"):
            cells.append("<td align='%s' width='33%%'>%s</td>" % (ALIGN[k], runs_html(row.get(k, []), p, n)))
        rows.append("<tr>%s</tr>" % "".join(cells))
    return ("<table width='100%%' cellspacing='0' cellpadding='0' style='font-size:%.1fpt; color:#555'>%s</table>"
            % (spec["size"], "".join(rows)))


def fix_slash_breaks(td, QtGui):
    """Qt breaks lines after a solidus ("183 G/" + "L"); move such a word to the next line instead."""
    for _ in range(50):
        td.documentLayout().documentSize()
        block, fixed = td.begin(), False
        while block.isValid() and not fixed:
            layout, text = block.layout(), block.text()
            for i in range(layout.lineCount() - 1):
                line = layout.lineAt(i)
                end = line.textStart() + line.textLength()
                if 0 < end < len(text) and text[end - 1] == "/" and not text[end].isspace():
                    start = text.rfind(" ", 0, end) + 1
                    if start > line.textStart():
                        cur = QtGui.QTextCursor(block)
                        cur.setPosition(block.position() + start)
                        cur.insertText("\u2028")
                        fixed = True
                        break
            block = block.next()
        if not fixed:
            return


def render(job, QtGui, QtCore):
    doc = job["doc"]
    g = doc["geometry"]
    family = FAMILIES.get(doc["style"]["font"], "Liberation Sans")
    accent = "#%02x%02x%02x" % tuple(int(c * 255) for c in doc["style"].get("accent", (0, 0, 0)))
    w = QtGui.QPdfWriter(job["out"])
    w.setPageSize(QtGui.QPageSize(QtGui.QPageSize.A4))
    w.setPageMargins(QtCore.QMarginsF(0, 0, 0, 0))
    w.setResolution(1200)
    m = doc.get("meta", {})
    w.setTitle(m.get("title", ""))
    w.setCreator(m.get("creator", "Qt"))
    if m.get("author"):
        w.setAuthor(m["author"])
    font = QtGui.QFont(family)
    font.setPointSizeF(doc["style"]["size"])
    painter = QtGui.QPainter(w)
    sc = 1200 / 96
    painter.scale(sc, sc)
    errors = []
    n = len(doc["pages"])

    def make(html_text, width_pt):
        td = QtGui.QTextDocument()
        td.setDefaultFont(font)
        td.setDocumentMargin(0)
        td.setHtml(html_text)
        td.setTextWidth(width_pt * PX)
        fix_slash_breaks(td, QtGui)
        return td

    for pi, blocks in enumerate(doc["pages"]):
        if pi:
            w.newPage()
        if doc.get("header") and (doc["header"]["first"] or pi > 0):
            hd = make(band_html(doc["header"], pi + 1, n), g["body_w"])
            painter.save()
            painter.translate(g["left"] * PX, g["header_y"] * PX)
            hd.drawContents(painter)
            painter.restore()
            if doc["header"]["rule"]:
                y = g["header_y"] * PX + hd.size().height() + 2
                painter.setPen(QtGui.QPen(QtGui.QColor("#888888"), 0.6))
                painter.drawLine(QtCore.QPointF(g["left"] * PX, y), QtCore.QPointF((g["w"] - g["right"]) * PX, y))
        if doc.get("footer"):
            fd = make(band_html(doc["footer"], pi + 1, n), g["body_w"])
            y = (g["h"] - g["footer_y"]) * PX - fd.size().height()
            painter.save()
            painter.translate(g["left"] * PX, y)
            fd.drawContents(painter)
            painter.restore()
            if doc["footer"]["rule"]:
                painter.setPen(QtGui.QPen(QtGui.QColor("#888888"), 0.6))
                painter.drawLine(QtCore.QPointF(g["left"] * PX, y - 3), QtCore.QPointF((g["w"] - g["right"]) * PX, y - 3))
        body = make("".join(block_html(b, accent) for b in blocks), g["body_w"])
        if body.size().height() > g["body_h"] * PX:
            errors.append("page %d overflows (%.0f > %.0f)" % (pi + 1, body.size().height() / PX, g["body_h"]))
        painter.save()
        painter.translate(g["left"] * PX, g["top"] * PX)
        body.drawContents(painter)
        painter.restore()
    painter.end()
    return {"name": doc["name"], "pages": n, "errors": errors}


def main():
    from PySide6 import QtCore, QtGui
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])  # noqa: F841
    jobs = json.loads(open(sys.argv[1], encoding="utf-8").read())
    out = []
    for job in jobs:
        try:
            out.append(render(job, QtGui, QtCore))
        except Exception as e:  # report, do not stop the batch
            out.append({"name": job["doc"]["name"], "errors": [repr(e)]})
    print(json.dumps(out))


if __name__ == "__main__":
    main()
