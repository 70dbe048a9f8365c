"""HTML renderers of corpus AG: folio (Go engine, folio-pdf wheel) and forme (Rust engine as WASM)."""
from __future__ import annotations

import html as H
from pathlib import Path

from .content import plain

LIB = Path("/usr/share/fonts/truetype/liberation")


def esc(segs):
    return H.escape(plain(segs), quote=False)


def blocks_html(doc, sidebar=False):
    out = []
    blocks = doc.blocks
    if sidebar:
        # letterhead (2 first blocks) in a left column beside the identity table: flex row
        head, rest = blocks[:2], blocks[2:]
        out.append('<div class="row"><div class="side">' + "".join("<p>%s</p>" % esc(b[1]) for b in head) + "</div><div class=\"main\">")
        # title, care date, identity in the main column
        k = 0
        while k < len(rest) and rest[k][0] != "kv":
            out.append(one(rest[k]))
            k += 1
        if k < len(rest):
            out.append(one(rest[k]))
            k += 1
        out.append("</div></div>")
        blocks = rest[k:]
    for b in blocks:
        out.append(one(b))
    return "\n".join(out)


def one(b):
    t = b[0]
    if t == "h":
        return "<h2>%s</h2>" % H.escape(b[1])
    if t == "p":
        return "<p>%s</p>" % esc(b[1])
    if t == "pb":
        return '<div class="pb"></div>'
    if t == "kv":
        return "<table class=\"kv\">" + "".join("<tr><th>%s</th><td>%s</td></tr>" % (H.escape(k), esc(v)) for k, v in b[1]) + "</table>"
    if t == "table":
        s = "<table class=\"grid\"><tr>" + "".join("<th>%s</th>" % H.escape(h) for h in b[1]) + "</tr>"
        for row in b[2]:
            s += "<tr>" + "".join("<td>%s</td>" % esc(c) for c in row) + "</tr>"
        return s + "</table>"
    raise ValueError(t)


FOLIO_CSS = """body{font-family:Helvetica;font-size:9.5pt}
h2{font-size:13pt;margin:8pt 0 4pt 0}
table{border-collapse:collapse;width:100%;margin:4pt 0}
td,th{border:0.6pt solid #444;padding:2pt 4pt;text-align:left;vertical-align:top}
table.kv th{width:30%;background:#e8e8e8}
table.grid th{background:#d0d8e8}
p{margin:3pt 0}
.pb{page-break-after:always}
.hdr{font-size:8pt;border-bottom:0.6pt solid #000;margin-bottom:6pt}"""


def render_folio(doc, path):
    import folio_pdf
    body = '<div class="hdr">%s</div>\n%s' % (esc(doc.header), blocks_html(doc))
    html = "<html><head><title>%s</title><style>%s</style></head><body>%s</body></html>" % (H.escape(doc.meta_title), FOLIO_CSS, body)
    folio_pdf.html_to_pdf(html, str(path))


FORME_CSS = """@page{size:A4;margin:64pt 48pt 56pt 48pt;
 @top-left{content:"%(hl)s";font-size:7.5pt}
 @top-right{content:"%(hr)s";font-size:7.5pt}
 @bottom-center{content:"Page " counter(page) "/" counter(pages);font-size:8pt}}
body{font-family:'LiberationSans';font-size:9.5pt}
h2{font-size:12.5pt;margin:8pt 0 3pt 0;color:#123}
.row{display:flex;flex-direction:row}
.side{width:30%%;background:#eef;padding:4pt;font-size:8pt}
.main{width:70%%;padding-left:8pt}
table{width:100%%;margin:4pt 0;border-collapse:collapse}
td,th{border:0.5pt solid #777;padding:2pt 3pt;text-align:left}
table.kv th{width:32%%}
p{margin:3pt 0;text-align:justify}
.pb{page-break-after:always}"""


def forme_header_split(doc):
    """Running header: left part (acronym), right part (patient identity) as two margin boxes."""
    segs = doc.header
    return segs[:1], segs[1:]


def render_forme(doc, path):
    from formepdf import render_html
    hl, hr = forme_header_split(doc)
    q = lambda s: plain(s).replace("\\", "\\\\").replace('"', '\\"')
    css = FORME_CSS % {"hl": q(hl), "hr": q(hr)}
    html = "<html lang=\"fr\"><head><title>%s</title><style>%s</style></head><body>%s</body></html>" % (
        H.escape(doc.meta_title), css, blocks_html(doc, sidebar=True))
    fonts = [{"family": "LiberationSans", "data": (LIB / "LiberationSans-Regular.ttf").read_bytes(), "weight": 400},
             {"family": "LiberationSans", "data": (LIB / "LiberationSans-Bold.ttf").read_bytes(), "weight": 700}]
    Path(path).write_bytes(render_html(html, page_size="A4", fonts=fonts, lang="fr"))
