"""HTML/CSS of the two Fullbleed layouts (family 'fullbleed' = letter, family 'fbgrid' = grid).

Every truth value is wrapped in a white-space:nowrap span, so the engine never breaks inside it;
each planned page is one <section> with a forced page break and its own running head and foot."""
import html as _h

from .model import It
from .render import flatten


def esc(s):
    return _h.escape(s, quote=False)


def segs_html(segs, items):
    out = []
    for s in flatten(segs):
        if isinstance(s, It):
            items.append(s)
            out.append('<span class="v">%s</span>' % esc(s.text))
        else:
            out.append(esc(s))
    return "".join(out)


CSS = {
    "letter": """
@page { size: 210mm 297mm; margin: 0 }
body { font-family: 'DejaVu Serif'; font-size: 9.6pt; color: #111; margin: 0 }
section { width: 210mm; height: 296mm; padding: 12mm 17mm 10mm 17mm; box-sizing: border-box; position: relative; page-break-after: always }
section.last { page-break-after: auto }
.v { white-space: nowrap }
.rh { font-size: 7.5pt; text-align: right; border-bottom: 0.5pt solid #555; padding-bottom: 2pt; margin-bottom: 5pt }
.rf { position: absolute; bottom: 8mm; left: 17mm; right: 17mm; font-size: 7.5pt; border-top: 0.5pt solid #555; padding-top: 2pt }
.lh { border-bottom: 1.2pt solid #222; margin-bottom: 8pt } .lh td { border: none; vertical-align: top }
.lh .l { width: 58%; font-size: 8.5pt } .lh .r { width: 42%; font-size: 8pt; border-left: 0.5pt solid #777; padding-left: 6pt }
.lh .n { font-size: 12pt; font-weight: bold }
h2 { font-size: 10.5pt; margin: 8pt 0 3pt 0; border-bottom: 0.4pt solid #444 }
p { margin: 0 0 4pt 0 } p.cap { font-size: 8pt; font-style: italic }
table { border-collapse: collapse; width: 100%; margin: 2pt 0 6pt 0; font-size: 8.6pt }
td, th { border: 0.4pt solid #444; padding: 1.5pt 3pt; vertical-align: top; text-align: left }
th { background: #e6e6e6 }
table.kv td.k { width: 30%; color: #333 } table.kv td { border: none; border-bottom: 0.3pt solid #999 }
.st { margin-left: 45%; border: 1pt solid #000; padding: 3pt 6pt; font-weight: bold; margin-bottom: 8pt }
.sg { margin-left: 55%; margin-top: 10pt }
""",
    "grid": """
@page { size: 210mm 297mm; margin: 0 }
body { font-family: 'Lato'; font-size: 9.4pt; color: #161616; margin: 0 }
section { width: 210mm; height: 296mm; padding: 11mm 15mm 10mm 15mm; box-sizing: border-box; position: relative; page-break-after: always }
section.last { page-break-after: auto }
.v { white-space: nowrap }
.rh { font-size: 7.4pt; background: #1f3a5a; color: #fff; padding: 2pt 4pt; margin-bottom: 6pt }
.rf { position: absolute; bottom: 7mm; left: 15mm; right: 15mm; font-size: 7.4pt; text-align: center; color: #333 }
.lh { margin-bottom: 8pt } .lh td { border: none; vertical-align: top } .lh .l { width: 50%; font-size: 8.6pt }
.lh .r { width: 50%; font-size: 8.2pt; background: #eef2f6; padding: 3pt 5pt }
.lh .n { font-size: 12.5pt; font-weight: bold; color: #1f3a5a }
h2 { font-size: 10pt; margin: 7pt 0 3pt 0; background: #dde4ec; padding: 2pt 4pt }
p { margin: 0 0 4pt 0 } p.cap { font-size: 8pt; color: #444 }
table { border-collapse: collapse; width: 100%; margin: 2pt 0 6pt 0; font-size: 8.5pt }
td, th { border: 0.5pt solid #7a8a9a; padding: 2pt 3pt; vertical-align: top; text-align: left }
th { background: #dde4ec }
table.vf td { width: 50% } table.vf .b { font-weight: bold; font-size: 9.6pt } table.vf .lab { font-size: 6.8pt; color: #555 }
table.kv td.k { width: 32%; background: #f3f5f7 }
.st { width: 56%; border: 1.2pt dashed #1f3a5a; padding: 3pt 6pt; font-weight: bold; margin-bottom: 8pt }
.sg { margin-left: 50%; margin-top: 10pt; border-top: 0.5pt solid #777; padding-top: 3pt }
""",
}


def page_html(doc, k, n, blocks, variant, scale):
    items = []
    parts = ['<section class="%s">' % ("last" if k == n else "")]
    parts.append('<div class="rh">%s</div>' % segs_html(doc.head(k, n), items))
    if k == 1:
        lh = doc.letterhead
        parts.append('<table class="lh"><tr><td class="l"><div class="n">%s</div>%s</td><td class="r">%s</td></tr></table>' % (
            segs_html(lh[0], items), "".join("<div>%s</div>" % segs_html(x, items) for x in lh[1:3]),
            "".join("<div>%s</div>" % x for x in segs_html(lh[3], items).split(" · "))))
    for b in blocks:
        kind = b[0]
        if kind == "h":
            parts.append("<h2>%s</h2>" % segs_html(b[1], items))
        elif kind == "p":
            parts.append("<p>%s</p>" % segs_html(b[1], items))
        elif kind == "caption":
            parts.append('<p class="cap">%s</p>' % segs_html(b[1], items))
        elif kind == "kv":
            rows, vf = b[1], b[2]
            if vf or variant == "grid":
                cells = ['<td><div class="b">%s</div><div class="lab">%s</div></td>' % (segs_html(v, items), esc(lab))
                         for lab, v in rows]
                if len(cells) % 2:
                    cells.append("<td></td>")
                parts.append('<table class="vf">%s</table>' % "".join(
                    "<tr>%s%s</tr>" % (cells[i], cells[i + 1]) for i in range(0, len(cells), 2)))
            else:
                parts.append('<table class="kv">%s</table>' % "".join(
                    '<tr><td class="k">%s :</td><td><b>%s</b></td></tr>' % (esc(lab), segs_html(v, items)) for lab, v in rows))
        elif kind == "table":
            heads, rows, widths = b[1], b[2], b[3]
            ws = widths or [1.0 / len(heads)] * len(heads)
            hdr = "".join('<th style="width:%d%%">%s</th>' % (int(w * 100), esc(h)) for h, w in zip(heads, ws))
            body = "".join("<tr>%s</tr>" % "".join("<td>%s</td>" % segs_html(c, items) for c in row) for row in rows)
            parts.append("<table><tr>%s</tr>%s</table>" % (hdr, body))
        elif kind == "sticker":
            parts.append('<div class="st">%s</div>' % "".join("<div>%s</div>" % segs_html(x, items) for x in b[1]))
        elif kind == "sign":
            parts.append('<div class="sg">%s</div>' % "".join(
                ("<div><b>%s</b></div>" if i == 1 else "<div>%s</div>") % segs_html(x, items) for i, x in enumerate(b[1])))
        elif kind == "cols":
            parts.append('<div style="display:flex"><div style="width:50%%">%s</div><div style="width:50%%">%s</div></div>' % (
                "".join("<div>%s</div>" % segs_html(x, items) for x in b[1]), "".join("<div>%s</div>" % segs_html(x, items) for x in b[2])))
    foot_items = []
    parts.append('<div class="rf">%s</div>' % segs_html(doc.foot(k, n), foot_items))
    parts.append("</section>")
    return "".join(parts), items + foot_items


def doc_html(doc, variant, scale=1.0):
    n = len(doc.pages)
    pages = [page_html(doc, k, n, blocks, variant, scale) for k, blocks in enumerate(doc.pages, 1)]
    css = CSS[variant]
    if scale != 1.0:
        css += "\nbody { font-size: %.2fpt }" % ((9.6 if variant == "letter" else 9.4) * scale)
    return "<html><head><meta charset='utf-8'/><title>%s</title></head><body>%s</body></html>" % (
        esc(doc.meta_title[0]), "".join(p[0] for p in pages)), css, [p[1] for p in pages]
