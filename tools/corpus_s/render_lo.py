"""LibreOffice Draw renderer: flat .fodg with text frames placed like a form, soffice --headless --convert-to pdf."""
import os
import shutil
import subprocess
from xml.sax.saxutils import escape
from . import layout as L

NS = ('xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
      'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" '
      'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" '
      'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0"')


def fodg(doc):
    sizes = sorted({(r[2], r[3]) for pm in doc.pages for r in L.place(pm).runs})
    tstyles = {}
    auto = ['<style:page-layout style:name="PM1"><style:page-layout-properties fo:margin-top="0cm" fo:margin-bottom="0cm" '
            'fo:margin-left="0cm" fo:margin-right="0cm" fo:page-width="21cm" fo:page-height="29.7cm" style:print-orientation="portrait"/></style:page-layout>',
            '<style:style style:name="dp1" style:family="drawing-page"/>',
            '<style:style style:name="gr1" style:family="graphic"><style:graphic-properties draw:stroke="none" draw:fill="none" '
            'draw:auto-grow-height="true" draw:auto-grow-width="true" fo:min-height="0cm" fo:min-width="0cm" fo:padding-top="0cm" '
            'fo:padding-bottom="0cm" fo:padding-left="0cm" fo:padding-right="0cm" fo:wrap-option="no-wrap" '
            'draw:textarea-horizontal-align="left" draw:textarea-vertical-align="top"/></style:style>',
            '<style:style style:name="gr2" style:family="graphic"><style:graphic-properties draw:stroke="solid" svg:stroke-color="#222222" '
            'svg:stroke-width="0.02cm" draw:fill="none"/></style:style>',
            '<style:style style:name="P1" style:family="paragraph"><style:paragraph-properties fo:margin-top="0cm" fo:margin-bottom="0cm" fo:text-align="start"/></style:style>']
    for i, (size, bold) in enumerate(sizes):
        name = "T%d" % i
        tstyles[(size, bold)] = name
        auto.append('<style:style style:name="%s" style:family="text"><style:text-properties fo:font-size="%.1fpt" '
                    'style:font-name="Liberation Sans" fo:font-family="\'Liberation Sans\'" fo:color="#101020"%s/></style:style>'
                    % (name, size, ' fo:font-weight="bold"' if bold else ""))
    pages = []
    for pi, pm in enumerate(doc.pages):
        pg = L.place(pm)
        items = []
        for (x1, y1, x2, y2) in pg.rules:
            items.append('<draw:line draw:style-name="gr2" svg:x1="%.2fmm" svg:y1="%.2fmm" svg:x2="%.2fmm" svg:y2="%.2fmm"/>' % (x1, y1, x2, y2))
        for (x, y, size, bold, txt) in pg.runs:
            top = y - size * L.PT * 0.93
            w = L.width(txt, size, bold) * 1.15 + 2
            items.append('<draw:frame draw:style-name="gr1" svg:x="%.2fmm" svg:y="%.2fmm" svg:width="%.2fmm" svg:height="%.2fmm">'
                         '<draw:text-box><text:p text:style-name="P1"><text:span text:style-name="%s">%s</text:span></text:p></draw:text-box></draw:frame>'
                         % (x, top, w, size * L.PT * 1.2, tstyles[(size, bold)], escape(txt)))
        pages.append('<draw:page draw:name="page%d" draw:style-name="dp1" draw:master-page-name="Default">%s</draw:page>' % (pi + 1, "".join(items)))
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<office:document %s office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.graphics">'
            '<office:meta><dc:title>%s</dc:title><dc:creator>%s</dc:creator></office:meta>'
            '<office:automatic-styles>%s</office:automatic-styles>'
            '<office:master-styles><style:master-page style:name="Default" style:page-layout-name="PM1" draw:style-name="dp1"/></office:master-styles>'
            '<office:body><office:drawing>%s</office:drawing></office:body></office:document>'
            % (NS, escape(doc.title), escape(doc.author), "".join(auto), "".join(pages)))


def render(doc, pdf_path, workdir, profile):
    src = workdir / (doc.name + ".fodg")
    src.write_text(fodg(doc), encoding="utf-8")
    outdir = workdir / "lo_out"
    outdir.mkdir(exist_ok=True)
    env = dict(os.environ, HOME=str(workdir))
    subprocess.run(["soffice", "-env:UserInstallation=file://%s" % profile, "--headless", "--convert-to", "pdf",
                    "--outdir", str(outdir), str(src)], check=True, capture_output=True, timeout=300, env=env)
    shutil.copy(outdir / (doc.name + ".pdf"), pdf_path)
