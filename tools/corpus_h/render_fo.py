"""XSL-FO for Apache FOP: one page-sequence per page (its own running header / footer)."""

from __future__ import annotations

from xml.sax.saxutils import escape

from .model import Doc, seg_text
from .values import V

FONTS = ["Helvetica", "Times", "Helvetica"]
COLORS = ["#1f4e79", "#7a1f3d", "#2e6b30", "#444444"]


def segs(ss) -> str:
    out = []
    for s in ss:
        if isinstance(s, V):
            out.append('<fo:inline keep-together.within-line="always">%s</fo:inline>' % escape(s.text))
        else:
            out.append(escape(s))
    return "".join(out)


def lines(ls, **attrs) -> str:
    a = "".join(' %s="%s"' % (k.replace("_", "-"), v) for k, v in attrs.items())
    return "<fo:block%s>%s</fo:block>" % (a, "".join("<fo:block>%s</fo:block>" % segs(x) for x in ls))


def _table(cols, header, rows, border=True) -> str:
    bd = ' border="0.5pt solid #888888" padding="1pt 3pt"' if border else ' padding="0pt 4pt 0pt 0pt"'
    out = ['<fo:table table-layout="fixed" width="100%" space-before="3pt" space-after="3pt">']
    out += ['<fo:table-column column-width="proportional-column-width(%d)"/>' % w for w in cols]
    if header:
        out.append('<fo:table-header background-color="#e8e8e8"><fo:table-row>')
        out += ['<fo:table-cell%s><fo:block font-weight="bold">%s</fo:block></fo:table-cell>' % (bd, escape(h)) for h in header]
        out.append("</fo:table-row></fo:table-header>")
    out.append("<fo:table-body>")
    for r in rows:
        out.append("<fo:table-row>")
        out += ["<fo:table-cell%s>%s</fo:table-cell>" % (bd, c) for c in r]
        out.append("</fo:table-row>")
    out.append("</fo:table-body></fo:table>")
    return "".join(out)


def block(b, color) -> str:
    t = b[0]
    if t == "title":
        return ('<fo:block font-size="14pt" font-weight="bold" text-align="center" color="%s" space-before="8pt" '
                'space-after="6pt">%s</fo:block>' % (color, segs(b[1])))
    if t == "h":
        return ('<fo:block font-weight="bold" color="%s" border-bottom="0.5pt solid %s" space-before="7pt" '
                'space-after="2pt">%s</fo:block>' % (color, color, segs(b[1])))
    if t == "p":
        return '<fo:block space-before="2pt" space-after="2pt">%s</fo:block>' % segs(b[1])
    if t == "small":
        return '<fo:block font-size="7.5pt" space-before="4pt">%s</fo:block>' % segs(b[1])
    if t == "lines":
        return lines(b[1], space_after="4pt")
    if t == "sign":
        return lines(b[1], text_align="end", space_before="12pt")
    if t == "kv":
        rows = [['<fo:block font-weight="bold">%s</fo:block>' % escape(k), "<fo:block>%s</fo:block>" % segs(v)] for k, v in b[1]]
        return _table([32, 68], None, rows, border=False)
    if t == "table":
        rows = [["<fo:block>%s</fo:block>" % segs(c) for c in r] for r in b[2]]
        return _table(b[3], b[1], rows)
    if t == "box":
        cap = '<fo:block font-size="6.5pt" color="#666666">%s</fo:block>' % escape(b[1].upper()) if b[1] else ""
        return ('<fo:block border="1.2pt solid #333333" padding="4pt" space-before="4pt" space-after="4pt">%s%s</fo:block>'
                % (cap, "".join("<fo:block>%s</fo:block>" % segs(x) for x in b[2])))
    if t == "cols":
        left = "".join(block(x, color) for x in b[1]) or "<fo:block/>"
        right = "".join(block(x, color) for x in b[2]) or "<fo:block/>"
        return _table([50, 50], None, [[left, right]], border=False)
    raise ValueError(t)


def render(doc: Doc) -> str:
    st = doc.style
    font, color, size = FONTS[st["font"] % len(FONTS)], COLORS[st["color"] % len(COLORS)], st["size"]
    n = len(doc.pages)
    title = escape(seg_text(doc.meta_title))
    author = escape(seg_text(doc.meta_author))
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           '<fo:root xmlns:fo="http://www.w3.org/1999/XSL/Format" font-family="%s" font-size="%spt">' % (font, size),
           '<fo:layout-master-set><fo:simple-page-master master-name="A4" page-height="297mm" page-width="210mm" '
           'margin-top="10mm" margin-bottom="8mm" margin-left="16mm" margin-right="16mm">'
           '<fo:region-body margin-top="10mm" margin-bottom="14mm"/><fo:region-before extent="8mm"/>'
           '<fo:region-after extent="12mm"/></fo:simple-page-master></fo:layout-master-set>',
           '<fo:declarations><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">'
           '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>%s</dc:title>%s'
           '</rdf:Description></rdf:RDF></x:xmpmeta></fo:declarations>'
           % (title, "<dc:creator>%s</dc:creator>" % author if author else "")]
    for i, blocks in enumerate(doc.pages):
        hdr = doc.header(i, n)
        ftr = doc.footer(i, n)
        out.append('<fo:page-sequence master-reference="A4">')
        out.append('<fo:static-content flow-name="xsl-region-before"><fo:block font-size="7.5pt" color="#555555">%s</fo:block>'
                   "</fo:static-content>" % "".join("<fo:block>%s</fo:block>" % segs(x) for x in hdr))
        out.append('<fo:static-content flow-name="xsl-region-after"><fo:block font-size="7.5pt" border-top="0.5pt solid #aaaaaa" '
                   'padding-top="2pt">%s</fo:block></fo:static-content>' % "".join("<fo:block>%s</fo:block>" % segs(x) for x in ftr))
        out.append('<fo:flow flow-name="xsl-region-body">%s</fo:flow></fo:page-sequence>'
                   % ("".join(block(b, color) for b in blocks) or "<fo:block/>"))
    out.append("</fo:root>")
    return "\n".join(out)
