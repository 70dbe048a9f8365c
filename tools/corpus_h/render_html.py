"""HTML for Chromium and wkhtmltopdf: one fixed-size <div> per A4 page, values in nowrap spans."""

from __future__ import annotations

import html

from .model import Doc, seg_text
from .values import V

FONTS = ["'DejaVu Sans', sans-serif", "'Liberation Sans', Arial, sans-serif", "'Liberation Serif', serif",
         "'DejaVu Serif', serif"]
COLORS = ["#1f4e79", "#7a1f3d", "#2e6b30", "#444444"]


def segs(ss) -> str:
    out = []
    for s in ss:
        if isinstance(s, V):
            out.append('<span class="v">%s</span>' % html.escape(s.text))
        else:
            out.append(html.escape(s))
    return "".join(out)


def block(b) -> str:
    t = b[0]
    if t == "title":
        return "<h1>%s</h1>" % segs(b[1])
    if t == "h":
        return "<h2>%s</h2>" % segs(b[1])
    if t == "p":
        return "<p>%s</p>" % segs(b[1])
    if t == "small":
        return '<p class="small">%s</p>' % segs(b[1])
    if t == "lines":
        return '<div class="lines">%s</div>' % "<br>".join(segs(x) for x in b[1])
    if t == "sign":
        return '<div class="sign">%s</div>' % "<br>".join(segs(x) for x in b[1])
    if t == "kv":
        rows = "".join('<tr><td class="k">%s</td><td>%s</td></tr>' % (html.escape(k), segs(v)) for k, v in b[1])
        return '<table class="kv">%s</table>' % rows
    if t == "table":
        widths = b[3]
        head = "".join('<th style="width:%d%%">%s</th>' % (w, html.escape(h)) for h, w in zip(b[1], widths))
        rows = "".join("<tr>%s</tr>" % "".join("<td>%s</td>" % segs(c) for c in r) for r in b[2])
        return '<table class="grid"><tr>%s</tr>%s</table>' % (head, rows)
    if t == "box":
        cap = '<div class="cap">%s</div>' % html.escape(b[1]) if b[1] else ""
        return '<div class="box">%s%s</div>' % (cap, "<br>".join(segs(x) for x in b[2]))
    if t == "cols":
        left = "".join(block(x) for x in b[1])
        right = "".join(block(x) for x in b[2])
        return '<table class="cols"><tr><td class="l">%s</td><td class="r">%s</td></tr></table>' % (left, right)
    raise ValueError(t)


def render(doc: Doc, producer: str) -> str:
    st = doc.style
    font, color, size = FONTS[st["font"] % len(FONTS)], COLORS[st["color"] % len(COLORS)], st["size"]
    height = "296mm" if producer == "chromium" else "290mm"
    # Debian's wkhtmltopdf (unpatched Qt) prints CSS at about 0.77 scale and ignores --zoom: compensate in CSS
    zoom = "" if producer == "chromium" else "body { zoom: 1.3; }"
    css = """
@page { size: A4; margin: 0; }
html, body { margin: 0; padding: 0; }
body { font-family: %(font)s; font-size: %(size)spt; color: #111; line-height: 1.3; }
.page { position: relative; width: 210mm; height: %(height)s; padding: 12mm 16mm 0 16mm; box-sizing: border-box;
        overflow: hidden; page-break-after: always; }
.page.last { page-break-after: auto; }
.v { white-space: nowrap; }
.hdr { font-size: 8pt; color: #555; border-bottom: 1px solid #aaa; margin-bottom: 4mm; min-height: 4mm; }
.ftr { position: absolute; left: 16mm; right: 16mm; bottom: 8mm; font-size: 8pt; color: #333;
       border-top: 1px solid #aaa; padding-top: 1mm; }
h1 { font-size: 1.35em; color: %(color)s; text-align: center; margin: 5mm 0 3mm 0; }
h2 { font-size: 1.08em; color: %(color)s; border-bottom: 1px solid %(color)s; margin: 4mm 0 1.5mm 0; }
p { margin: 1.5mm 0; }
p.small { font-size: 8pt; color: #444; }
table { border-collapse: collapse; }
table.grid { width: 100%%; margin: 2mm 0; }
table.grid th { background: #e8e8e8; text-align: left; }
table.grid td, table.grid th { border: 1px solid #999; padding: 1px 4px; vertical-align: top; }
table.kv td { padding: 0 6px 0 0; vertical-align: top; }
table.kv td.k { font-weight: bold; white-space: nowrap; }
table.cols { width: 100%%; }
table.cols td { vertical-align: top; width: 50%%; }
table.cols td.r { padding-left: 8mm; }
.lines { margin: 1mm 0 2mm 0; }
.box { border: 1.5px solid #333; padding: 2mm 3mm; margin: 2mm 0; }
.cap { font-size: 7pt; text-transform: uppercase; color: #666; }
.sign { text-align: right; margin-top: 6mm; }
%(zoom)s
""" % {"font": font, "size": size, "color": color, "height": height, "zoom": zoom}
    n = len(doc.pages)
    pages = []
    for i, blocks in enumerate(doc.pages):
        hdr = "<br>".join(segs(x) for x in doc.header(i, n))
        ftr = "<br>".join(segs(x) for x in doc.footer(i, n))
        body = "".join(block(b) for b in blocks)
        pages.append('<div class="page%s"><div class="hdr">%s</div>%s<div class="ftr">%s</div></div>'
                     % (" last" if i == n - 1 else "", hdr, body, ftr))
    title = html.escape(seg_text(doc.meta_title))
    return ('<!DOCTYPE html>\n<html lang="fr"><head><meta charset="utf-8"><title>%s</title><style>%s</style></head>'
            "<body>%s</body></html>\n" % (title, css, "\n".join(pages)))
