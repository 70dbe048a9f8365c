"""Inkscape renderer: one multi-page SVG (Inkscape 1.2 <inkscape:page>) with <text>, per-word <tspan> and
letter-spaced titles, exported with inkscape --export-type=pdf (text stays text: fonts embedded by cairo)."""
import subprocess
from xml.sax.saxutils import escape
from . import layout as L

GAP = 10.0


def svg_doc(doc):
    step = L.H + GAP
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           '<svg xmlns="http://www.w3.org/2000/svg" xmlns:dc="http://purl.org/dc/elements/1.1/" '
           'xmlns:cc="http://creativecommons.org/ns#" xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" '
           'xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" '
           'width="210mm" height="297mm" viewBox="0 0 210 297" version="1.1">',
           '<title>%s</title>' % escape(doc.title),
           '<metadata><rdf:RDF><cc:Work rdf:about=""><dc:title>%s</dc:title><dc:creator><cc:Agent><dc:title>%s</dc:title></cc:Agent></dc:creator></cc:Work></rdf:RDF></metadata>'
           % (escape(doc.title), escape(doc.author)),
           '<sodipodi:namedview id="nv">%s</sodipodi:namedview>' % "".join(
               '<inkscape:page id="page%d" x="0" y="%.1f" width="210" height="297"/>' % (i + 1, i * step) for i in range(len(doc.pages)))]
    for pi, pm in enumerate(doc.pages):
        pg = L.place(pm)
        out.append('<g id="layer%d" transform="translate(0,%.1f)">' % (pi + 1, pi * step))
        for (x1, y1, x2, y2) in pg.rules:
            out.append('<line x1="%.2f" y1="%.2f" x2="%.2f" y2="%.2f" style="stroke:#222222;stroke-width:0.2"/>' % (x1, y1, x2, y2))
        for ri, (x, y, size, bold, txt) in enumerate(pg.runs):
            fs = size * L.PT
            style = "font-family:'Liberation Sans';font-size:%.3fpx;fill:#111122;%s" % (fs, "font-weight:bold;" if bold else "")
            if bold and size >= 12:
                style += "letter-spacing:0.25px;"
                out.append('<text xml:space="preserve" x="%.2f" y="%.2f" style="%s">%s</text>' % (x, y, style, escape(txt)))
            elif ri % 2 == 0 and " " in txt:
                words = txt.split(" ")
                inner = " ".join('<tspan>%s</tspan>' % escape(w) for w in words)
                out.append('<text xml:space="preserve" x="%.2f" y="%.2f" style="%s">%s</text>' % (x, y, style, inner))
            else:
                out.append('<text xml:space="preserve" x="%.2f" y="%.2f" style="%s"><tspan x="%.2f" y="%.2f">%s</tspan></text>'
                           % (x, y, style, x, y, escape(txt)))
        out.append("</g>")
    out.append("</svg>")
    return "\n".join(out)


def render(doc, pdf_path, workdir):
    svg = workdir / (doc.name + ".svg")
    svg.write_text(svg_doc(doc), encoding="utf-8")
    subprocess.run(["inkscape", str(svg), "--export-type=pdf", "--export-filename=%s" % pdf_path],
                   check=True, capture_output=True, timeout=300)
