"""Producer 1: Calligra Words 3.2.1 (Debian calligrawords) from a hand-written .odt.

The .odt (mimetype, content.xml, styles.xml, meta.xml, META-INF/manifest.xml) has tables,
running header and footer (master page, page-number field), text frames (draw:frame /
draw:text-box) for boxed blocks, and an explicit page break before every model page.

Headless export: ``calligraconverter --batch in.odt out.pdf`` crashes (SIGSEGV in
KoView::mainWindow() when it makes a view to print); ``calligrawords --export-pdf
--export-filename out.pdf in.odt`` works under ``QT_QPA_PLATFORM=offscreen`` inside
``dbus-run-session`` but never exits after writing the file: we wait for a complete PDF
(``%%EOF``, size stable) and then end the process group we started.
"""

from __future__ import annotations

import os
import signal
import subprocess
import time
import zipfile
from pathlib import Path
from xml.sax.saxutils import escape

from .model import Box, Cols, Heading, Hyph, Item, LineBreak, PageNum, Para, Rule, Spacer, Sty, Table

PRODUCER = "Calligra Words 3.2.1 (calligrawords --export-pdf, Qt 5.15.8 PDF engine)"
TEXT_W_CM = 17.0
NS = ('xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
      'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
      'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
      'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
      'xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" '
      'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" '
      'xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" '
      'xmlns:dc="http://purl.org/dc/elements/1.1/" '
      'xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0" '
      'xmlns:xlink="http://www.w3.org/1999/xlink" '
      'office:version="1.2"')


class OdtWriter:
    def __init__(self, doc, rng):
        self.doc = doc
        self.rng = rng
        self.font = rng.choice(["Liberation Sans", "Liberation Serif", "DejaVu Sans"])
        self.base = 9.5 if self.font != "DejaVu Sans" else 8.5
        self.pstyles = {}
        self.tstyles = {}
        self.auto = []
        self.n_tables = 0
        self.n_frames = 0

    # ------------------------------------------------------------ styles
    def pstyle(self, align="left", size=None, bold=False, italic=False, before=0.0, brk=False, after=0.0):
        key = (align, size, bold, italic, round(before, 1), brk, round(after, 1))
        if key not in self.pstyles:
            name = "P%d" % (len(self.pstyles) + 1)
            al = {"left": "start", "right": "end", "center": "center", "justify": "justify"}[align]
            pp = 'fo:text-align="%s" fo:margin-top="%.1fpt" fo:margin-bottom="%.1fpt"%s' % (
                al, before, after, ' fo:break-before="page"' if brk else "")
            tp = 'fo:font-size="%.1fpt" style:font-name="F1"' % (size or self.base)
            if bold:
                tp += ' fo:font-weight="bold"'
            if italic:
                tp += ' fo:font-style="italic"'
            self.auto.append('<style:style style:name="%s" style:family="paragraph" style:parent-style-name="Standard"%s>'
                             '<style:paragraph-properties %s/><style:text-properties %s/></style:style>'
                             % (name, "", pp, tp))
            self.pstyles[key] = name
        return self.pstyles[key]

    def tstyle(self, bold=False, italic=False, size=None):
        key = (bold, italic, size)
        if key not in self.tstyles:
            name = "T%d" % (len(self.tstyles) + 1)
            tp = []
            if bold:
                tp.append('fo:font-weight="bold"')
            if italic:
                tp.append('fo:font-style="italic"')
            if size:
                tp.append('fo:font-size="%.1fpt"' % size)
            self.auto.append('<style:style style:name="%s" style:family="text"><style:text-properties %s/></style:style>'
                             % (name, " ".join(tp)))
            self.tstyles[key] = name
        return self.tstyles[key]

    # ------------------------------------------------------------ runs
    def runs(self, runs, n=1, N=1):
        out = []
        for r in runs:
            if isinstance(r, str):
                out.append(escape(r))
            elif isinstance(r, Item):
                out.append(escape(r.text))
            elif isinstance(r, Sty):
                out.append('<text:span text:style-name="%s">%s</text:span>' % (self.tstyle(r.bold, r.italic, r.size), self.runs(r.runs, n, N)))
            elif isinstance(r, Hyph):
                out.append(escape(r.head) + "-<text:line-break/>" + escape(r.tail))
            elif isinstance(r, PageNum):
                a, b = r.fmt.split("{n}")
                b = b.replace("{N}", str(N))
                out.append(escape(a) + '<text:page-number text:select-page="current">1</text:page-number>' + escape(b))
            elif isinstance(r, LineBreak):
                out.append("<text:line-break/>")
        return "".join(out)

    # ------------------------------------------------------------ blocks
    def block(self, b, first_of_page=False, width_cm=TEXT_W_CM):
        if first_of_page:
            # a tiny paragraph with fo:break-before starts each model page (whatever its first block is)
            return '<text:p text:style-name="%s"/>' % self.pstyle("left", 2.0, brk=True) + self.block(b, False, width_cm)
        brk = False
        if isinstance(b, Heading):
            size = self.base + (4 if b.level == 1 else 1.5)
            st = self.pstyle(b.align, size, True, False, 10 if b.level == 1 else 7, brk, 3)
            return '<text:p text:style-name="%s">%s</text:p>' % (st, self.runs(b.runs))
        if isinstance(b, Para):
            st = self.pstyle(b.align, b.size, b.bold, b.italic, b.space_before, brk)
            return '<text:p text:style-name="%s">%s</text:p>' % (st, self.runs(b.runs))
        if isinstance(b, Spacer):
            return '<text:p text:style-name="%s"/>' % self.pstyle("left", max(2.0, b.height * 0.6), brk=brk)
        if isinstance(b, Rule):
            name = "Rule"
            if name not in self.pstyles:
                self.pstyles[name] = name
                self.auto.append('<style:style style:name="Rule" style:family="paragraph" style:parent-style-name="Standard">'
                                 '<style:paragraph-properties fo:border-bottom="0.5pt solid #000000" fo:padding="0pt" '
                                 'fo:margin-bottom="4pt"/><style:text-properties fo:font-size="3pt"/></style:style>')
            pre = '<text:p text:style-name="%s"/>' % self.pstyle("left", 2, brk=True) if brk else ""
            return pre + '<text:p text:style-name="Rule"/>'
        if isinstance(b, Table):
            return self.table(b, brk, width_cm)
        if isinstance(b, Cols):
            cells = []
            for col in b.columns:
                cells.append([x for x in col])
            t = Table([cells], b.widths, header=False, border=False)
            return self.table(t, brk, width_cm, nested_blocks=True)
        if isinstance(b, Box):
            return self.frame(b, brk, width_cm)
        raise TypeError(b)

    def table(self, t, brk, width_cm, nested_blocks=False):
        self.n_tables += 1
        tn = "Tab%d" % self.n_tables
        total = width_cm
        self.auto.append('<style:style style:name="%s" style:family="table"><style:table-properties style:width="%.2fcm" '
                         'table:align="left" fo:margin-top="3pt" fo:margin-bottom="3pt"%s/></style:style>'
                         % (tn, total, ' fo:break-before="page"' if brk else ""))
        cols = []
        for j, w in enumerate(t.widths):
            cn = "%s.C%d" % (tn, j)
            self.auto.append('<style:style style:name="%s" style:family="table-column"><style:table-column-properties '
                             'style:column-width="%.2fcm"/></style:style>' % (cn, total * w))
            cols.append('<table:table-column table:style-name="%s"/>' % cn)
        border = "0.5pt solid #000000" if t.border else "none"
        cell_n = "%s.cell" % tn
        head_n = "%s.head" % tn
        self.auto.append('<style:style style:name="%s" style:family="table-cell"><style:table-cell-properties fo:border="%s" '
                         'fo:padding="0.08cm"/></style:style>' % (cell_n, border))
        self.auto.append('<style:style style:name="%s" style:family="table-cell"><style:table-cell-properties fo:border="%s" '
                         'fo:padding="0.08cm" fo:background-color="#dddddd"/></style:style>' % (head_n, border))
        rows = []
        size = t.size
        for ri, row in enumerate(t.rows):
            cells = []
            head = t.header and ri == 0
            col = 0
            for ci, cell in enumerate(row):
                span = t.spans.get((ri, ci), 1)
                if nested_blocks:
                    inner = "".join(self.block(x, False, total * t.widths[ci] - 0.3) for x in cell) or "<text:p/>"
                else:
                    st = self.pstyle("left", size, head, False, 0)
                    inner = '<text:p text:style-name="%s">%s</text:p>' % (st, self.runs(cell))
                cells.append('<table:table-cell table:style-name="%s" office:value-type="string"%s>%s</table:table-cell>'
                             % (head_n if (head and t.shade_header) else cell_n,
                                ' table:number-columns-spanned="%d"' % span if span > 1 else "", inner)
                             + "<table:covered-table-cell/>" * (span - 1))
                col += span
            rows.append("<table:table-row>%s</table:table-row>" % "".join(cells))
        return '<table:table table:name="%s" table:style-name="%s">%s%s</table:table>' % (tn, tn, "".join(cols), "".join(rows))

    def frame(self, b, brk, width_cm):
        self.n_frames += 1
        fn = "fr%d" % self.n_frames
        w = width_cm * b.width
        self.auto.append('<style:style style:name="%s" style:family="graphic"><style:graphic-properties '
                         'fo:border="0.7pt solid #000000" fo:padding="0.12cm" style:wrap="none" '
                         'style:vertical-pos="top" style:vertical-rel="paragraph" style:horizontal-pos="%s" '
                         'style:horizontal-rel="paragraph" fo:margin-top="0.1cm" fo:margin-bottom="0.1cm"/></style:style>'
                         % (fn, "left" if b.align == "left" else "right"))
        inner = "".join(self.block(x, False, w - 0.4) for x in b.blocks)
        # rough height so that the frame reserves its place in the flow
        lines = sum(1 + (len(self._plain(x)) // 60) for x in b.blocks)
        h = lines * self.base * 1.35 / 72 * 2.54 + 0.45
        anchor_p = self.pstyle("left", self.base, brk=brk)
        return ('<text:p text:style-name="%s"><draw:frame draw:style-name="%s" draw:name="Cadre%d" text:anchor-type="paragraph" '
                'svg:width="%.2fcm" svg:height="%.2fcm" draw:z-index="0"><draw:text-box fo:min-height="%.2fcm">%s</draw:text-box>'
                '</draw:frame></text:p>'
                % (anchor_p, fn, self.n_frames, w, h, h, inner))

    @staticmethod
    def _plain(b):
        from .model import plain
        if isinstance(b, (Para, Heading)):
            return plain(b.runs)
        return ""

    # ------------------------------------------------------------ files
    def content_xml(self):
        body = []
        for i, blocks in enumerate(self.doc.pages):
            for j, b in enumerate(blocks):
                body.append(self.block(b, first_of_page=(i > 0 and j == 0)))
        fonts = '<office:font-face-decls><style:font-face style:name="F1" svg:font-family="\'%s\'"/></office:font-face-decls>' % self.font
        return ('<?xml version="1.0" encoding="UTF-8"?>\n<office:document-content %s>%s<office:automatic-styles>%s'
                '</office:automatic-styles><office:body><office:text>%s</office:text></office:body></office:document-content>'
                % (NS, fonts, "".join(self.auto), "".join(body)))

    def hf(self, parts, N):
        out = []
        for align, runs in parts:
            st = {"left": "HFL", "right": "HFR", "center": "HFC"}[align]
            out.append('<text:p text:style-name="%s">%s</text:p>' % (st, self.runs(runs, 1, N)))
        return "".join(out)

    def styles_xml(self):
        N = len(self.doc.pages)
        hfs = "".join('<style:style style:name="%s" style:family="paragraph"><style:paragraph-properties fo:text-align="%s"/>'
                      '<style:text-properties fo:font-size="7.5pt" style:font-name="F1"/></style:style>' % (n, a)
                      for n, a in (("HFL", "start"), ("HFR", "end"), ("HFC", "center")))
        return ('<?xml version="1.0" encoding="UTF-8"?>\n<office:document-styles %s>'
                '<office:font-face-decls><style:font-face style:name="F1" svg:font-family="\'%s\'"/></office:font-face-decls>'
                '<office:styles><style:default-style style:family="paragraph"><style:text-properties style:font-name="F1" '
                'fo:font-size="%.1fpt" fo:language="fr" fo:country="FR"/></style:default-style>'
                '<style:style style:name="Standard" style:family="paragraph"><style:text-properties style:font-name="F1" '
                'fo:font-size="%.1fpt"/></style:style>%s</office:styles>'
                '<office:automatic-styles><style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="21cm" '
                'fo:page-height="29.7cm" fo:margin-top="1cm" fo:margin-bottom="1cm" fo:margin-left="2cm" fo:margin-right="2cm"/>'
                '<style:header-style><style:header-footer-properties fo:min-height="0.6cm" fo:margin-bottom="0.4cm" '
                'fo:border-bottom="0.4pt solid #000000"/></style:header-style>'
                '<style:footer-style><style:header-footer-properties fo:min-height="0.6cm" fo:margin-top="0.4cm" '
                'fo:border-top="0.4pt solid #000000"/></style:footer-style></style:page-layout></office:automatic-styles>'
                '<office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1">'
                '<style:header>%s</style:header><style:footer>%s</style:footer>'
                '<style:header-left>%s</style:header-left><style:footer-left>%s</style:footer-left></style:master-page></office:master-styles>'
                '</office:document-styles>'
                % (NS, self.font, self.base, self.base, hfs, self.hf(self.doc.header, N), self.hf(self.doc.footer, N),
                   self.hf(self.doc.header, N), self.hf(self.doc.footer, N)))

    def meta_xml(self):
        m = self.doc.meta
        parts = ['<dc:title>%s</dc:title>' % escape(m.get("Title", self.doc.title))]
        if m.get("Subject"):
            parts.append('<dc:subject>%s</dc:subject>' % escape(m["Subject"]))
        if m.get("Keywords"):
            parts.append('<meta:keyword>%s</meta:keyword>' % escape(m["Keywords"]))
        return ('<?xml version="1.0" encoding="UTF-8"?>\n<office:document-meta %s><office:meta>'
                '<meta:generator>corpus_w odt writer</meta:generator>%s</office:meta></office:document-meta>' % (NS, "".join(parts)))

    def write(self, path):
        manifest = ('<?xml version="1.0" encoding="UTF-8"?>\n<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2">'
                    '<manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.text"/>'
                    '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>'
                    '<manifest:file-entry manifest:full-path="styles.xml" manifest:media-type="text/xml"/>'
                    '<manifest:file-entry manifest:full-path="meta.xml" manifest:media-type="text/xml"/>'
                    '</manifest:manifest>')
        content = self.content_xml()
        styles = self.styles_xml()
        with zipfile.ZipFile(path, "w") as z:
            z.writestr(zipfile.ZipInfo("mimetype", (2024, 1, 1, 0, 0, 0)), "application/vnd.oasis.opendocument.text",
                       compress_type=zipfile.ZIP_STORED)
            for name, data in (("content.xml", content), ("styles.xml", styles), ("meta.xml", self.meta_xml()),
                               ("META-INF/manifest.xml", manifest)):
                z.writestr(zipfile.ZipInfo(name, (2024, 1, 1, 0, 0, 0)), data, compress_type=zipfile.ZIP_DEFLATED)


def export_pdf(odt: Path, pdf: Path, workdir: Path, timeout=90.0):
    """Run calligrawords headless and stop it once the PDF is complete (it does not exit by itself)."""
    home = workdir / "calligra-home"
    (home / "runtime").mkdir(parents=True, exist_ok=True)
    os.chmod(home / "runtime", 0o700)
    if pdf.exists():
        pdf.unlink()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(home), XDG_RUNTIME_DIR=str(home / "runtime"),
               XDG_CONFIG_HOME=str(home / "config"), XDG_CACHE_HOME=str(home / "cache"), LANG="fr_FR.UTF-8")
    log = open(workdir / (odt.stem + ".calligra.log"), "wb")
    proc = subprocess.Popen(["dbus-run-session", "--", "calligrawords", "--export-pdf", "--export-filename", str(pdf), str(odt)],
                            stdout=log, stderr=subprocess.STDOUT, env=env, start_new_session=True)
    t0 = time.time()
    last = -1
    stable = 0
    ok = False
    try:
        while time.time() - t0 < timeout:
            time.sleep(0.4)
            if proc.poll() is not None and not pdf.exists():
                break
            if pdf.exists():
                size = pdf.stat().st_size
                if size == last and size > 0:
                    with open(pdf, "rb") as f:
                        f.seek(max(0, size - 32))
                        if b"%%EOF" in f.read():
                            stable += 1
                            if stable >= 2:
                                ok = True
                                break
                else:
                    stable = 0
                last = size
    finally:
        try:
            os.killpg(proc.pid, signal.SIGTERM)
            time.sleep(0.5)
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        proc.wait()
        log.close()
    if not ok:
        raise RuntimeError("calligrawords did not write %s" % pdf)


def produce(doc, path, rng):
    from pathlib import Path as _P
    # the page-number field is drawn apart from its neighbours: "1/2" or "1 / 2" lose or gain spaces
    # in one reader or the other, so Calligra documents number their pages "Page n sur N"
    for part in (doc.header, doc.footer):
        for _, runs in part:
            for r in runs:
                if isinstance(r, PageNum) and "/" in r.fmt:
                    r.fmt = r.fmt.split("{n}")[0] + "{n} sur {N}"
                    if not r.fmt.strip().startswith(("Page", "page")):
                        r.fmt = "Page " + r.fmt
    work = _P(__file__).resolve().parent.parent / "_cache" / "corpusw-work" / "calligra"
    work.mkdir(parents=True, exist_ok=True)
    odt = work / (doc.name + ".odt")
    OdtWriter(doc, rng).write(odt)
    export_pdf(odt, _P(path), work)
    import pypdf
    return len(pypdf.PdfReader(str(path)).pages)
META_KEYS = ("Title",)  # the Qt PDF engine writes only Title (and Creator/Producer)
