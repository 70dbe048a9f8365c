"""WeasyPrint producer: HTML + CSS (@page margin boxes, CSS tables, multi-column)."""

from __future__ import annotations

import html

from .model import V, plain, segs_of

FONTS = {"sans": "'DejaVu Sans', sans-serif", "serif": "'DejaVu Serif', serif", "liberation": "'Liberation Sans', sans-serif",
         "nimbus": "'Nimbus Sans', sans-serif", "libserif": "'Liberation Serif', serif"}


def _h(segs) -> str:
    out = []
    for s in segs_of(segs):
        t = html.escape(s.text if isinstance(s, V) else s)
        if isinstance(s, V) and len(s.text) <= 25:
            t = "<span class='nw'>%s</span>" % t  # short values are not broken inside ("29 g/⏎L")
        elif isinstance(s, V) and "-" in s.text:
            # a break at the value's own hyphen would be dehyphenated by readers: keep hyphenated words whole
            t = " ".join("<span class='nw'>%s</span>" % w if "-" in w else w for w in t.split(" "))
        out.append(t.replace("\n", "<br/>"))
    return "".join(out)


def _css_str(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\A ") + '"'


def block_html(b) -> str:
    t = b[0]
    if t == "title":
        return "<h1>%s</h1>" % _h(b[1])
    if t == "h":
        return "<h2>%s</h2>" % _h(b[1])
    if t == "p":
        return "<p>%s</p>" % _h(b[1])
    if t == "small":
        return "<p class='small'>%s</p>" % _h(b[1])
    if t == "lines":
        return "<div class='lines'>%s</div>" % "<br/>".join(_h(x) for x in b[1])
    if t == "hr":
        return "<hr/>"
    if t == "pagebreak":
        return "<div style='page-break-after: always'></div>"
    if t == "kv":
        rows, mode = b[1], (b[2] if len(b) > 2 else "inline")
        if mode == "inline":
            return "<div class='kv'>%s</div>" % "".join("<div><b>%s</b> %s</div>" % (html.escape(k), _h(v)) for k, v in rows)
        if mode == "cells":
            return "<table class='grid'>%s</table>" % "".join(
                "<tr><th>%s</th><td>%s</td></tr>" % (html.escape(k), _h(v)) for k, v in rows)
        if mode == "under":
            return "<table class='grid under'><tr>%s</tr><tr>%s</tr></table>" % (
                "".join("<th>%s</th>" % html.escape(k) for k, _ in rows), "".join("<td>%s</td>" % _h(v) for _, v in rows))
        if mode == "above":
            return "<table class='above'><tr>%s</tr><tr>%s</tr></table>" % (
                "".join("<td class='val'>%s</td>" % _h(v) for _, v in rows),
                "".join("<td class='cap'>%s</td>" % html.escape(k) for k, _ in rows))
        raise ValueError(mode)
    if t == "table":
        head, rows = b[1], b[2]
        return "<table class='data'><thead><tr>%s</tr></thead><tbody>%s</tbody></table>" % (
            "".join("<th>%s</th>" % html.escape(x) for x in head),
            "".join("<tr>%s</tr>" % "".join("<td>%s</td>" % _h(c) for c in r) for r in rows))
    if t == "cols":
        return "<table class='cols'><tr><td>%s</td><td class='right'>%s</td></tr></table>" % (
            "".join(block_html(x) for x in b[1]), "".join(block_html(x) for x in b[2]))
    if t == "multicol":
        return "<div class='multicol'>%s</div>" % "".join(block_html(x) for x in b[1])
    if t == "box":
        return "<div class='box'>%s</div>" % "".join(block_html(x) for x in b[1])
    raise ValueError(t)


def to_html(doc) -> str:
    st = doc.style
    font = FONTS[st.get("font", "sans")]
    size = st.get("size", 9.5)
    head_l = plain(doc.header)
    foot_l = plain(doc.footer)
    pl = doc.page_label.replace("{p}", '" counter(page) "').replace("{n}", '" counter(pages) "')
    css = """
@page { size: A4 %(orient)s; margin: 2.2cm 1.8cm 2cm 1.8cm;
  @top-left { content: %(hl)s; font: 7pt %(font)s; color: #333; white-space: pre; }
  @bottom-left { content: %(fl)s; font: 6.5pt %(font)s; white-space: pre; }
  @bottom-right { content: "%(pl)s"; font: 7pt %(font)s; } }
body { font-variant-ligatures: no-common-ligatures; font-family: %(font)s; font-size: %(size)spt; line-height: 1.25; }
h1 { font-size: 13pt; text-align: center; margin: 8pt 0; text-transform: none; }
h2 { font-size: 10.5pt; border-bottom: 1px solid #888; margin: 10pt 0 4pt 0; }
p { margin: 3pt 0; text-align: %(align)s; }
.small { font-size: 7.5pt; color: #222; }
table { border-collapse: collapse; }
table.grid th, table.grid td, table.data th, table.data td { border: 0.5pt solid #666; padding: 2pt 4pt; font-size: 8.5pt; text-align: left; vertical-align: top; }
table.grid th { background: #eee; font-weight: bold; }
table.data { width: 100%%; } table.data th { background: #ddd; }
table.cols { width: 100%%; } table.cols td { vertical-align: top; width: 50%%; }
table.above td.val { font-size: 9pt; padding: 0 10pt 0 0; } table.above td.cap { font-size: 6.5pt; color: #444; border-top: 0.5pt solid #999; padding-right: 10pt; }
.multicol { columns: 2; column-gap: 14pt; column-rule: 0.5pt solid #bbb; }
.box { border: 1pt solid #333; padding: 4pt 6pt; margin: 4pt 0; }
.kv div { margin: 1pt 0; }
.nw { white-space: nowrap; }
""" % {"orient": "landscape" if st.get("landscape") else "portrait", "hl": _css_str(head_l), "fl": _css_str(foot_l),
       "pl": pl, "font": font, "size": size, "align": st.get("align", "left")}
    meta = ""
    if doc.meta_author:
        meta = "<meta name='author' content='%s'/>" % html.escape(plain(doc.meta_author), quote=True)
    body = "".join(block_html(b) for b in doc.blocks)
    return "<!DOCTYPE html><html lang='fr'><head><meta charset='utf-8'/><title>%s</title>%s<style>%s</style></head><body>%s</body></html>" % (
        html.escape(plain(doc.meta_title) or doc.title), meta, css, body)


def render(doc, pdf_path) -> None:
    import weasyprint
    weasyprint.HTML(string=to_html(doc)).write_pdf(str(pdf_path))
