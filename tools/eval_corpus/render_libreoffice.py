"""PDF producer 2: LibreOffice Writer (headless) from a generated flat ODT.

Why: most hospital letters come out of a word processor. LibreOffice lays out
the text itself (its own line breaking, embedded DejaVu fonts, real running
headers and footers on master pages, a landscape page style, a two-column
section), which is exactly the variety a PyMuPDF-only corpus would miss.
Page breaks are explicit and the converted page count is checked, so the
page of every ground-truth item is known.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path
from xml.sax.saxutils import escape

from .model import Columns, Hyph, Item, Page, Para, Table

FONT_NAMES = {"sans": "DejaVu Sans", "serif": "DejaVu Serif"}


def soffice_path() -> str | None:
    return shutil.which("soffice") or shutil.which("libreoffice")


def ensure_libreoffice(install: bool = True, timeout: int = 900) -> str | None:
    """Find soffice; install Debian's libreoffice-writer-nogui if allowed and missing."""
    path = soffice_path()
    if path or not install:
        return path
    if os.geteuid() != 0 or not shutil.which("apt-get"):
        return None
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    try:
        subprocess.run(["apt-get", "install", "-y", "--no-install-recommends", "libreoffice-writer-nogui"],
                       env=env, timeout=timeout, check=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        return None
    return soffice_path()


class _Styles:
    """Collects the automatic styles a document needs."""

    def __init__(self):
        self.para: dict[tuple, str] = {}
        self.tables: list[str] = []

    def p(self, size: float, bold: bool, brk: str = "", master: str = "") -> str:
        key = (size, bold, brk, master)
        if key not in self.para:
            self.para[key] = "P%d" % (len(self.para) + 1)
        return self.para[key]

    def xml(self) -> str:
        out = []
        for (size, bold, brk, master), name in self.para.items():
            mp = ' style:master-page-name="%s"' % master if master else ""
            pp = ' fo:break-before="%s"' % brk if brk else ""
            fw = ' fo:font-weight="bold"' if bold else ""
            out.append('<style:style style:name="%s" style:family="paragraph" style:parent-style-name="Standard"%s>'
                       '<style:paragraph-properties fo:margin-top="0cm" fo:margin-bottom="0.1cm"%s/>'
                       '<style:text-properties fo:font-size="%gpt"%s/></style:style>' % (name, mp, pp, size, fw))
        out.extend(self.tables)
        return "\n".join(out)


def _text_xml(segs) -> str:
    parts = []
    for s in segs:
        if isinstance(s, Hyph):
            parts.append(escape(s.word[: s.cut]) + "-<text:line-break/>" + escape(s.word[s.cut:]))
        else:
            t = escape(s.text if isinstance(s, Item) else s)
            t = re.sub(r"  +", lambda m: " <text:s text:c=\"%d\"/>" % (len(m.group()) - 1), t)
            parts.append(t)
    return "".join(parts)


class _Writer:
    def __init__(self, styles: _Styles, width_cm: float):
        self.st = styles
        self.width_cm = width_cm
        self.n_tables = 0
        self.n_sections = 0

    def para(self, p: Para, brk: str = "") -> str:
        return '<text:p text:style-name="%s">%s</text:p>' % (self.st.p(p.size, p.bold, brk), _text_xml(p.segs))

    def table(self, t: Table, width_cm: float) -> str:
        self.n_tables += 1
        tn = "Tab%d" % self.n_tables
        n = len(t.rows[0])
        fr = t.widths or tuple(1.0 / n for _ in range(n))
        st = ['<style:style style:name="%s" style:family="table"><style:table-properties style:width="%.2fcm" table:align="left"/></style:style>' % (tn, width_cm)]
        for i, f in enumerate(fr):
            st.append('<style:style style:name="%s.C%d" style:family="table-column"><style:table-column-properties style:column-width="%.2fcm"/></style:style>' % (tn, i, f * width_cm))
        self.st.tables.extend(st)
        x = ['<table:table table:name="%s" table:style-name="%s">' % (tn, tn)]
        for i in range(n):
            x.append('<table:table-column table:style-name="%s.C%d"/>' % (tn, i))
        for ri, row in enumerate(t.rows):
            x.append("<table:table-row>")
            bold = t.header and ri == 0
            for cell in row:
                x.append('<table:table-cell table:style-name="Cell" office:value-type="string"><text:p text:style-name="%s">%s</text:p></table:table-cell>'
                         % (self.st.p(t.size, bold), _text_xml(cell)))
            x.append("</table:table-row>")
        x.append("</table:table>")
        return "".join(x)

    def blocks(self, blocks, width_cm: float) -> str:
        out = []
        for b in blocks:
            if isinstance(b, Para):
                out.append(self.para(b))
            elif isinstance(b, Table):
                out.append(self.table(b, width_cm))
            elif isinstance(b, Columns):
                self.n_sections += 1
                inner = self.blocks(b.left, width_cm / 2)
                right = list(b.right)
                first = right[0]
                inner += self.para(first, brk="column") if isinstance(first, Para) else self.blocks([first], width_cm / 2)
                inner += self.blocks(right[1:], width_cm / 2)
                out.append('<text:section text:style-name="Sect2" text:name="Section%d">%s</text:section>' % (self.n_sections, inner))
        return "".join(out)


NS = ('xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
      'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
      'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
      'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
      'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" '
      'xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" '
      'xmlns:dc="http://purl.org/dc/elements/1.1/" '
      'xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0"')


def to_fodt(pages: list[Page], title: str = "") -> str:
    """Flat ODT text of the pages: one master page per distinct frame."""
    font = FONT_NAMES[pages[0].frame.font]
    st = _Styles()
    frames: list = []
    for pg in pages:
        if not any(pg.frame is f for f in frames):
            frames.append(pg.frame)
    body = []
    prev = None
    for i, pg in enumerate(pages):
        k = next(j for j, f in enumerate(frames) if f is pg.frame)
        w = _Writer(st, 25.7 if pg.frame.landscape else 17.6)
        if i == 0 or pg.frame is not prev:
            body.append('<text:p text:style-name="%s"/>' % st.p(2, False, "page" if i else "", "M%d" % k))
        else:
            body.append('<text:p text:style-name="%s"/>' % st.p(2, False, "page"))
        body.append(w.blocks(pg.blocks, w.width_cm))
        prev = pg.frame
    masters, layouts = [], []
    for k, f in enumerate(frames):
        w = _Writer(st, 25.7 if f.landscape else 17.6)
        pw, ph = ("29.7cm", "21cm") if f.landscape else ("21cm", "29.7cm")
        layouts.append('<style:page-layout style:name="L%d"><style:page-layout-properties fo:page-width="%s" fo:page-height="%s" '
                       'style:print-orientation="%s" fo:margin-top="0.8cm" fo:margin-bottom="0.8cm" fo:margin-left="1.7cm" fo:margin-right="1.7cm"/>'
                       '<style:header-style><style:header-footer-properties fo:min-height="0cm" fo:margin-bottom="0.3cm" fo:border-bottom="0.5pt solid #808080"/></style:header-style>'
                       '<style:footer-style><style:header-footer-properties fo:min-height="0cm" fo:margin-top="0.2cm"/></style:footer-style></style:page-layout>'
                       % (k, pw, ph, "landscape" if f.landscape else "portrait"))
        head = '<style:header>%s</style:header>' % w.blocks(f.header, w.width_cm) if f.header else ""
        foot = '<style:footer>%s</style:footer>' % w.blocks(f.footer, w.width_cm) if f.footer else ""
        masters.append('<style:master-page style:name="M%d" style:page-layout-name="L%d">%s%s</style:master-page>' % (k, k, head, foot))
    body_xml = "".join(body)
    meta = "<office:meta><dc:title>%s</dc:title></office:meta>" % escape(title) if title else ""
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<office:document %s office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.text">%s'
            '<office:font-face-decls><style:font-face style:name="%s" svg:font-family="\'%s\'"/></office:font-face-decls>'
            '<office:styles><style:default-style style:family="paragraph"><style:text-properties style:font-name="%s" fo:font-size="10pt" '
            'fo:language="fr" fo:country="FR" fo:hyphenate="false"/></style:default-style>'
            '<style:style style:name="Standard" style:family="paragraph"/></office:styles>'
            '<office:automatic-styles>%s'
            '<style:style style:name="Cell" style:family="table-cell"><style:table-cell-properties fo:padding="0.05cm" fo:border="0.5pt solid #555555"/></style:style>'
            '<style:style style:name="Sect2" style:family="section"><style:section-properties text:dont-balance-text-columns="true">'
            '<style:columns fo:column-count="2" fo:column-gap="0.6cm"/></style:section-properties></style:style>'
            '%s</office:automatic-styles>'
            '<office:master-styles>%s</office:master-styles>'
            '<office:body><office:text>%s</office:text></office:body></office:document>'
            % (NS, meta, font, font, font, st.xml(), "".join(layouts), "".join(masters), body_xml))


def convert(fodt_paths: list[Path], outdir: Path, profile_dir: Path, timeout: int = 600) -> None:
    """Convert many .fodt files to PDF in one soffice run (start-up is the slow part)."""
    soffice = soffice_path()
    if not soffice:
        raise RuntimeError("LibreOffice (soffice) introuvable")
    cmd = [soffice, "-env:UserInstallation=" + profile_dir.resolve().as_uri(), "--headless", "--norestore",
           "--convert-to", "pdf", "--outdir", str(outdir)] + [str(p) for p in fodt_paths]
    subprocess.run(cmd, check=True, timeout=timeout, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
