"""Producer 1: LibreOffice Impress. A flat .fodp (one slide per A4 page) made of placed text boxes,
lines, rectangles and real tables, converted with ``soffice --headless --convert-to pdf``."""
from __future__ import annotations

import shutil
import subprocess
from pathlib import Path
from xml.sax.saxutils import escape

from .layout import H, layout_page, text_w

NS = ('xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
      'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
      'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
      'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
      'xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" '
      'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" '
      'xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" '
      'xmlns:presentation="urn:oasis:names:tc:opendocument:xmlns:presentation:1.0" '
      'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0" '
      'xmlns:loext="urn:org:documentfoundation:names:experimental:office:xmlns:loext:1.0" office:version="1.3" '
      'office:mimetype="application/vnd.oasis.opendocument.presentation"')


def pt(v):
    return "%.2fpt" % v


def build_fodp(doc, rng):
    fam = rng.choice(["Liberation Sans", "Liberation Serif", "DejaVu Sans"])
    scale = 1.16 if fam == "DejaVu Sans" else 1.0
    family = "Times" if fam == "Liberation Serif" else "Helvetica"
    styles = {}

    def tstyle(size, font, tag):
        key = (size, font, tag)
        if key not in styles:
            styles[key] = "T%d" % len(styles)
        return styles[key]
    pages_xml = []
    for pi, pg in enumerate(doc["pages"]):
        ops = layout_page(pg, rng, family, scale)
        skip = set()
        for op in ops:
            if op[0] == "table":
                skip.update(range(op[5], op[6]))  # the real table replaces the drawn cells and grid
        parts = []
        for i, op in enumerate(ops):
            if i in skip:
                continue
            if op[0] == "text":
                _, x, y, size, font, s, tag = op
                st = tstyle(size, font, tag)
                top = H - y - size * 0.93
                parts.append('<draw:frame draw:style-name="gr1" draw:text-style-name="P1" svg:x="%s" svg:y="%s" svg:width="%s" '
                             'svg:height="%s"><draw:text-box><text:p text:style-name="P1"><text:span text:style-name="%s">%s'
                             '</text:span></text:p></draw:text-box></draw:frame>'
                             % (pt(x), pt(top), pt(min(560 - x, text_w(s, size, font, family, scale) * 1.2 + 14)), pt(size * 1.25), st, escape(s)))
            elif op[0] == "line":
                parts.append('<draw:line draw:style-name="gr2" svg:x1="%s" svg:y1="%s" svg:x2="%s" svg:y2="%s"/>'
                             % (pt(op[1]), pt(H - op[2]), pt(op[3]), pt(H - op[4])))
            elif op[0] == "rect":
                parts.append('<draw:rect draw:style-name="%s" svg:x="%s" svg:y="%s" svg:width="%s" svg:height="%s"/>'
                             % ("gr3" if op[5] else "gr2", pt(op[1]), pt(H - op[2] - op[4]), pt(op[3]), pt(op[4])))
            elif op[0] == "table":
                _, x, top, widths, rows, _, _, heights, size = op
                cols = "".join('<table:table-column table:style-name="co%d"/>' % 0 for _ in widths)
                trs = []
                for ri, row in enumerate(rows):
                    st = tstyle(size, "B" if ri == 0 else "R", "cell")
                    cells = "".join('<table:table-cell table:style-name="ce1"><text:p><text:span text:style-name="%s">%s</text:span></text:p></table:table-cell>'
                                    % (st, escape(c)) for c in row)
                    trs.append('<table:table-row>%s</table:table-row>' % cells)
                colstyle = "".join('<table:table-column table:style-name="c%d_%d"/>' % (pi, ci) for ci in range(len(widths)))
                for ci, w in enumerate(widths):
                    styles[("col", pi, ci)] = pt(w)
                parts.append('<draw:frame draw:style-name="gr1" svg:x="%s" svg:y="%s" svg:width="%s" svg:height="%s">'
                             '<table:table>%s%s</table:table></draw:frame>'
                             % (pt(x), pt(H - top), pt(sum(widths)), pt(sum(heights)), colstyle, "".join(trs)))
        pages_xml.append('<draw:page draw:name="page%d" draw:master-page-name="A4">%s</draw:page>' % (pi + 1, "".join(parts)))
    auto = []
    for key, name in styles.items():
        if key[0] == "col":
            auto.append('<style:style style:name="c%d_%d" style:family="table-column"><style:table-column-properties style:column-width="%s"/></style:style>'
                        % (key[1], key[2], name))
            continue
        size, font, tag = key
        auto.append('<style:style style:name="%s" style:family="text"><style:text-properties fo:font-family="\'%s\'" '
                    'fo:font-size="%.1fpt" fo:font-weight="%s" fo:font-style="%s" fo:color="%s"/></style:style>'
                    % (name, fam if font != "M" else "Liberation Mono", size, "bold" if font == "B" else "normal",
                       "italic" if font == "I" else "normal", "#3a3a3a" if tag == "cap" else "#000000"))
    m = doc["meta"]
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<office:document %s>'
            '<office:meta><dc:title>%s</dc:title><dc:subject>%s</dc:subject><meta:initial-creator>%s</meta:initial-creator>'
            '<dc:creator>%s</dc:creator><meta:generator>corpus-t</meta:generator></office:meta>'
            '<office:styles><style:style style:name="standard" style:family="graphic"/></office:styles>'
            '<office:automatic-styles>'
            '<style:page-layout style:name="PM1"><style:page-layout-properties fo:margin-top="0cm" fo:margin-bottom="0cm" '
            'fo:margin-left="0cm" fo:margin-right="0cm" fo:page-width="21cm" fo:page-height="29.7cm" style:print-orientation="portrait"/></style:page-layout>'
            '<style:style style:name="dp1" style:family="drawing-page"><style:drawing-page-properties presentation:background-visible="false" draw:fill="none"/></style:style>'
            '<style:style style:name="gr1" style:family="graphic"><style:graphic-properties draw:stroke="none" draw:fill="none" '
            'draw:auto-grow-height="false" draw:auto-grow-width="false" fo:padding-top="0cm" fo:padding-bottom="0cm" fo:padding-left="0cm" '
            'fo:padding-right="0cm" fo:wrap-option="no-wrap" draw:textarea-vertical-align="top" fo:min-height="0cm"/></style:style>'
            '<style:style style:name="gr2" style:family="graphic"><style:graphic-properties draw:stroke="solid" svg:stroke-width="0.02cm" '
            'svg:stroke-color="#1a1a1a" draw:fill="none"/></style:style>'
            '<style:style style:name="gr3" style:family="graphic"><style:graphic-properties draw:stroke="none" draw:fill="solid" draw:fill-color="#000000"/></style:style>'
            '<style:style style:name="P1" style:family="paragraph"><style:paragraph-properties fo:margin-top="0cm" fo:margin-bottom="0cm"/></style:style>'
            '<style:style style:name="ce1" style:family="table-cell"><style:graphic-properties draw:fill="none"/>'
            '<style:table-cell-properties fo:border="0.5pt solid #000000" fo:padding="0.05cm"/></style:style>'
            '%s</office:automatic-styles>'
            '<office:master-styles><style:master-page style:name="A4" style:page-layout-name="PM1" draw:style-name="dp1"/></office:master-styles>'
            '<office:body><office:presentation>%s</office:presentation></office:body></office:document>'
            % (NS, escape(m["title"]), escape(m["subject"]), escape(m["author"]), escape(m["author"]), "".join(auto), "".join(pages_xml)))


def write(doc, path, rng, work: Path):
    stem = Path(path).stem
    src = work / (stem + ".fodp")
    src.write_text(build_fodp(doc, rng), encoding="utf-8")
    profile = (work.parent / "corpust-lo-profile").resolve()
    outdir = work / "lo-out"
    outdir.mkdir(exist_ok=True)
    subprocess.run(["soffice", "-env:UserInstallation=file://%s" % profile, "--headless", "--convert-to", "pdf",
                    "--outdir", str(outdir), str(src)], check=True, capture_output=True, timeout=240)
    shutil.move(str(outdir / (stem + ".pdf")), str(path))
    return len(doc["pages"])
