"""Corpus C producers: LibreOffice (flat ODT), MuPDF Story (HTML/CSS) and a hand-written PDF.

* ``libreoffice``: a .fodt (flat OpenDocument) per document, converted in one
  headless ``soffice --convert-to pdf`` call with a private user profile.
  Header and footer live in the master pages (repeated by Writer itself).
* ``mupdf-story``: HTML + CSS laid out by MuPDF's Story engine
  (``Page.insert_htmlbox``), not ``insert_text``.
* ``rawpdf``: a small PDF writer of our own, like legacy report engines:
  standard Type1 fonts in WinAnsiEncoding, one text object per run, Courier
  tables, Flate content streams, an /Info dictionary in UTF-16.
"""

from __future__ import annotations

import html
import os
import shutil
import subprocess
import tempfile
import zlib
from pathlib import Path

import fitz

from .model import NBSP, Doc, subst

SIZES = {"A4": (595.28, 841.89), "A5": (419.53, 595.28)}


def page_size(pg):
    w, h = SIZES[pg.size]
    return (h, w) if pg.landscape else (w, h)


def _disp(seg, glue: bool) -> str:
    t = seg.text
    # long names may wrap, like in the real thing; pdftotext glues 1-character words joined by NBSP ("1 g")
    if glue and seg.item and len(t) <= 32 and min(len(w) for w in t.split()) > 1:
        t = t.replace(" ", NBSP)
    return t


# ------------------------------------------------------------------ LibreOffice

NS = ('xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
      'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" '
      'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
      'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
      'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" '
      'xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" '
      'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0"')


class _Fodt:
    def __init__(self, doc: Doc):
        self.doc = doc
        self.styles: dict[tuple, str] = {}
        self.auto: list[str] = []
        self.tables = 0

    def pstyle(self, size=10.0, align="left", bold=False, master=None, space=0.12):
        key = (size, align, bold, master, space)
        if key not in self.styles:
            name = "P%d" % len(self.styles)
            self.styles[key] = name
            m = ' style:master-page-name="%s"' % master if master else ""
            self.auto.append(
                '<style:style style:name="%s" style:family="paragraph" style:parent-style-name="Standard"%s>'
                '<style:paragraph-properties fo:text-align="%s" fo:margin-top="0cm" fo:margin-bottom="%.2fcm"/>'
                '<style:text-properties fo:font-size="%.1fpt"%s/></style:style>'
                % (name, m, {"left": "start", "right": "end"}.get(align, align), space, size, ' fo:font-weight="bold"' if bold else ""))
        return self.styles[key]

    def runs(self, ln, glue=False):
        out = []
        for s in ln:
            parts = html.escape(_disp(s, glue), quote=False)
            parts = parts.replace("{PAGE}", "<text:page-number>1</text:page-number>").replace(
                "{PAGES}", "<text:page-count>1</text:page-count>").replace("\n", "<text:line-break/>")
            out.append('<text:span text:style-name="Tb">%s</text:span>' % parts if s.bold else parts)
        return "".join(out)

    def para(self, lines, st, master=None, glue=False):
        name = self.pstyle(st.get("size", 10), st.get("align", "left"), False, master, st.get("space", 0.12))
        return '<text:p text:style-name="%s">%s</text:p>' % (name, "<text:line-break/>".join(self.runs(ln, glue) for ln in lines))

    def table(self, rows, st, width_cm, border=True):
        self.tables += 1
        tn = "Tab%d" % self.tables
        widths = st.get("widths") or [1 / len(rows[0])] * len(rows[0])
        self.auto.append('<style:style style:name="%s" style:family="table"><style:table-properties style:width="%.2fcm" table:align="left"/></style:style>' % (tn, width_cm))
        for k, w in enumerate(widths):
            self.auto.append('<style:style style:name="%s.%d" style:family="table-column"><style:table-column-properties style:column-width="%.2fcm"/></style:style>' % (tn, k, w * width_cm))
        self.auto.append('<style:style style:name="%s.c" style:family="table-cell"><style:table-cell-properties fo:padding="0.05cm" fo:border="%s"/></style:style>'
                         % (tn, "0.5pt solid #555555" if border else "none"))
        out = ['<table:table table:name="%s" table:style-name="%s">' % (tn, tn)]
        out += ['<table:table-column table:style-name="%s.%d"/>' % (tn, k) for k in range(len(widths))]
        for row in rows:
            out.append("<table:table-row>")
            for k, cell in enumerate(row):
                size = st.get("size_left", st.get("size", 9)) if (not border and k == 0) else st.get("size", 9)
                lines = cell if not border else [cell]
                out.append('<table:table-cell table:style-name="%s.c" office:value-type="string">%s</table:table-cell>'
                           % (tn, "".join(self.para([ln], {"size": size, "space": 0}, glue=True) for ln in lines)))
            out.append("</table:table-row>")
        out.append("</table:table>")
        return "".join(out)

    def build(self) -> str:
        doc = self.doc
        masters = {}
        body = []
        total = len(doc.pages)
        for i, pg in enumerate(doc.pages):
            w, h = page_size(pg)
            mkey = "M_%s_%s" % (pg.size, "L" if pg.landscape else "P")
            masters.setdefault(mkey, pg)
            body.append(self.para([[]], {"size": 1, "space": 0}, master=mkey))
            width_cm = (w / 72 * 2.54) - 3.2
            for kind, data, st in pg.blocks:
                if kind == "p":
                    body.append(self.para(data, st))
                elif kind == "table":
                    body.append(self.table(data, st, width_cm))
                else:
                    body.append(self.table([data], st, width_cm, border=False))
        ml = []
        pls = []
        for mkey, pg in masters.items():
            w, h = page_size(pg)
            pls.append('<style:page-layout style:name="L%s"><style:page-layout-properties fo:page-width="%.2fcm" fo:page-height="%.2fcm" '
                       'style:print-orientation="%s" fo:margin-top="0.8cm" fo:margin-bottom="0.6cm" fo:margin-left="1.6cm" fo:margin-right="1.6cm"/>'
                       '<style:header-style><style:header-footer-properties fo:min-height="0cm" fo:margin-bottom="0.3cm"/></style:header-style>'
                       '<style:footer-style><style:header-footer-properties fo:min-height="0cm" fo:margin-top="0.2cm"/></style:footer-style></style:page-layout>'
                       % (mkey, w / 72 * 2.54, h / 72 * 2.54, "landscape" if pg.landscape else "portrait"))
            hd = "".join(self.para([ln], {"size": 7.5, "space": 0}) for ln in pg.header)
            ft = "".join(self.para([ln], {"size": 5.5, "space": 0}) for ln in pg.footer)
            ml.append('<style:master-page style:name="%s" style:page-layout-name="L%s"><style:header>%s</style:header><style:footer>%s</style:footer></style:master-page>'
                      % (mkey, mkey, hd, ft))
        check = {tuple("".join(s.text for s in ln) for ln in pg.header + pg.footer) for pg in doc.pages}
        if len(check) != 1:
            raise ValueError("%s: LibreOffice pages need identical headers/footers" % doc.name)
        _ = total
        return ('<?xml version="1.0" encoding="UTF-8"?>\n<office:document %s office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.text">'
                '<office:meta><dc:title>%s</dc:title><dc:subject>%s</dc:subject></office:meta>'
                '<office:font-face-decls><style:font-face style:name="Liberation Sans" svg:font-family="\'Liberation Sans\'"/></office:font-face-decls>'
                '<office:styles><style:default-style style:family="paragraph"><style:text-properties style:font-name="Liberation Sans" fo:font-size="10pt" '
                'fo:language="fr" fo:country="FR" fo:hyphenate="false"/></style:default-style><style:style style:name="Standard" style:family="paragraph"/>'
                '<style:style style:name="Tb" style:family="text"><style:text-properties fo:font-weight="bold"/></style:style></office:styles>'
                '<office:automatic-styles>%s%s</office:automatic-styles><office:master-styles>%s</office:master-styles>'
                '<office:body><office:text>%s</office:text></office:body></office:document>'
                % (NS, html.escape(doc.meta.get("title", "")), html.escape(doc.meta.get("subject", "")),
                   "".join(pls), "".join(self.auto), "".join(ml), "".join(body)))


def render_libreoffice(docs: list[Doc], outdir: Path) -> dict[str, Path]:
    """All documents in one soffice call (start-up is the slow part)."""
    if not docs:
        return {}
    soffice = shutil.which("soffice") or shutil.which("libreoffice")
    if not soffice:
        raise RuntimeError("LibreOffice (soffice) est introuvable")
    with tempfile.TemporaryDirectory(prefix="corpus_c_lo_") as tmp:
        srcs = []
        for d in docs:
            p = Path(tmp) / (d.name + ".fodt")
            p.write_text(_Fodt(d).build(), encoding="utf-8")
            srcs.append(str(p))
        profile = Path(tmp) / "profile"
        cmd = [soffice, "-env:UserInstallation=" + profile.as_uri(), "--headless", "--norestore", "--convert-to", "pdf",
               "--outdir", str(Path(tmp) / "pdf")] + srcs
        subprocess.run(cmd, check=True, capture_output=True, timeout=600, env=dict(os.environ, SAL_USE_VCLPLUGIN="svp"))
        out = {}
        for d in docs:
            target = outdir / (d.name + ".lo.pdf")
            shutil.move(str(Path(tmp) / "pdf" / (d.name + ".pdf")), target)
            out[d.name] = target
    return out


# ------------------------------------------------------------------ MuPDF Story

CSS = """
* { font-family: sans-serif; }
p { margin: 0 0 4pt 0; }
table { border-collapse: collapse; width: 100%; margin-bottom: 5pt; }
td { border: 0.5pt solid #555; padding: 1pt 3pt; vertical-align: top; }
table.cols td { border: none; padding: 0 6pt 0 0; }
"""


def _h_line(ln, glue=False, n=1, total=1):
    out = []
    for s in ln:
        t = html.escape(subst(_disp(s, glue), n, total), quote=False).replace("\n", "<br/>")
        out.append("<b>%s</b>" % t if s.bold else t)
    return "".join(out)


def render_story(doc: Doc, path: Path) -> Path:
    out = fitz.open()
    total = len(doc.pages)
    for i, pg in enumerate(doc.pages):
        w, h = page_size(pg)
        page = out.new_page(width=w, height=h)
        parts = []
        for kind, data, st in pg.blocks:
            if kind == "p":
                parts.append('<p style="font-size:%.1fpt;text-align:%s">%s</p>' % (
                    st.get("size", 10), st.get("align", "left"), "<br/>".join(_h_line(ln) for ln in data)))
            elif kind == "table":
                widths = st.get("widths") or [1 / len(data[0])] * len(data[0])
                rows = "".join("<tr>%s</tr>" % "".join('<td style="width:%d%%">%s</td>' % (int(widths[k] * 100), _h_line(c, True))
                                                     for k, c in enumerate(r)) for r in data)
                parts.append('<table style="font-size:%.1fpt">%s</table>' % (st.get("size", 9), rows))
            else:
                widths = st.get("widths", (0.5, 0.5))
                cells = "".join('<td style="width:%d%%;font-size:%.1fpt">%s</td>' % (
                    int(widths[k] * 100), st.get("size_left", 9) if k == 0 else st.get("size", 9),
                    "<br/>".join(_h_line(ln, True) for ln in col)) for k, col in enumerate(data))
                parts.append('<table class="cols"><tr>%s</tr></table>' % cells)
        head = "<br/>".join(_h_line(ln, False, i + 1, total) for ln in pg.header)
        foot = "<br/>".join(_h_line(ln, False, i + 1, total) for ln in pg.footer)
        boxes = [((36, 20, w - 36, 44), '<p style="font-size:7.5pt">%s</p>' % head),
                 ((40, 50, w - 40, h - 40), "".join(parts)),
                 ((36, h - 34, w - 36, h - 10), '<p style="font-size:5.5pt">%s</p>' % foot)]
        for rect, body in boxes:
            spare, _scale = page.insert_htmlbox(fitz.Rect(rect), body, css=CSS, scale_low=1)
            if spare < 0:
                raise ValueError("%s page %d: le contenu ne tient pas (Story)" % (doc.name, i + 1))
    out.set_metadata({"title": doc.meta.get("title", ""), "subject": doc.meta.get("subject", ""),
                      "producer": "MuPDF Story (corpus C)", "creator": "DPI export HTML"})
    out.save(str(path), garbage=3, deflate=True)
    return path


# ------------------------------------------------------------------ hand-written PDF

FONTS = {"F1": ("Helvetica", "helv"), "F2": ("Helvetica-Bold", "hebo"), "F3": ("Courier", "cour")}


def _pdfstr(t: str) -> bytes:
    raw = t.encode("cp1252", "replace")
    out = bytearray(b"(")
    for b in raw:
        if b in (0x28, 0x29, 0x5C):
            out += b"\\" + bytes([b])
        elif b < 32 or b > 126:
            out += b"\\%03o" % b
        else:
            out.append(b)
    return bytes(out + b")")


def _u16(t: str) -> bytes:
    return b"<FEFF" + t.encode("utf-16-be").hex().upper().encode() + b">"


class _Raw:
    def __init__(self, w, h, mono_tables):
        self.w, self.h, self.mono = w, h, mono_tables
        self.ops: list[bytes] = []
        self.x0, self.x1 = 40.0, w - 40.0
        self.y = h - 30.0

    def text(self, x, y, t, font, size):
        if t:
            self.ops.append(b"BT /%s %.1f Tf 1 0 0 1 %.2f %.2f Tm %s Tj ET" % (font.encode(), size, x, y, _pdfstr(t)))

    @staticmethod
    def width(t, font, size):
        return fitz.get_text_length(t, fontname=FONTS[font][1], fontsize=size)

    def wrap(self, ln, width, size, font="F1", glue=False):
        """Lines of (text, font) pieces; a tagged value is never split unless forced by "\\n"."""
        lines, cur, cw = [], [], 0.0
        tokens = []
        for s in ln:
            f = "F2" if s.bold else font
            t = _disp(s, glue).replace(NBSP, " ")
            for k, part in enumerate(t.split("\n")):
                if k:
                    tokens.append(None)
                if s.item:
                    tokens.append((part, f))
                else:
                    tokens.extend((wd, f) for wd in part.replace(" ", " \x00").split("\x00") if wd)
        for tok in tokens:
            if tok is None:
                lines.append(cur)
                cur, cw = [], 0.0
                continue
            tw = self.width(tok[0], tok[1], size)
            if cur and cw + tw > width and tok[0].strip():
                lines.append(cur)
                cur, cw = [], 0.0
            cur.append(tok)
            cw += tw
        lines.append(cur)
        return lines

    def draw_lines(self, lines, x, y, size, align="left", width=None):
        for ln in lines:
            lw = sum(self.width(t, f, size) for t, f in ln)
            cx = x + (width - lw if align == "right" and width else 0)
            if ln:  # one text object per line, fonts switched inside it (advance from the font metrics)
                self.ops.append(b"BT 1 0 0 1 %.2f %.2f Tm " % (cx, y) + b" ".join(
                    b"/%s %.1f Tf %s Tj" % (f.encode(), size, _pdfstr(t)) for t, f in ln) + b" ET")
            y -= size * 1.25
        return y

    def need(self, dy):
        if self.y - dy < 40:
            raise ValueError("page pleine")


def render_raw(doc: Doc, path: Path, mono_tables: bool = True) -> Path:
    total = len(doc.pages)
    page_objs = []
    for i, pg in enumerate(doc.pages):
        w, h = page_size(pg)
        R = _Raw(w, h, mono_tables)
        tw = R.x1 - R.x0
        for ln in pg.header:
            ln2 = [type(s)(subst(s.text, i + 1, total), s.item, s.bold) for s in ln]
            R.y = R.draw_lines(R.wrap(ln2, tw, 7.5), R.x0, R.y, 7.5) - 4
        for kind, data, st in pg.blocks:
            size = st.get("size", 10)
            if kind == "p":
                for ln in data:
                    wrapped = R.wrap(ln, tw, size)
                    R.need(len(wrapped) * size * 1.25)
                    R.y = R.draw_lines(wrapped, R.x0, R.y, size, st.get("align", "left"), tw)
                R.y -= 3
            else:
                rows = data if kind == "table" else [data]
                widths = st.get("widths") or [1 / len(rows[0])] * len(rows[0])
                font = "F3" if (kind == "table" and mono_tables) else "F1"
                for row in rows:
                    cells = []
                    for k, cell in enumerate(row):
                        cs = st.get("size_left", size) if (kind == "cols" and k == 0) else size
                        cw = widths[k] * tw - 4
                        cl = cell if kind == "cols" else [cell]
                        wrapped = [x for ln in cl for x in R.wrap(ln, cw, cs, font, glue=True)]
                        cells.append((wrapped, cs))
                    rh = max(len(wl) * cs * 1.25 for wl, cs in cells) + 2
                    R.need(rh)
                    x = R.x0
                    for k, (wl, cs) in enumerate(cells):
                        R.draw_lines(wl, x + 2, R.y - cs, cs)
                        x += widths[k] * tw
                    if kind == "table":
                        R.ops.append(b"0.4 w 0.35 G %.2f %.2f m %.2f %.2f l S" % (R.x0, R.y - rh, R.x1, R.y - rh))
                    R.y -= rh
                R.y -= 4
        fy = 30.0
        for ln in pg.footer:
            ln2 = [type(s)(subst(s.text, i + 1, total), s.item, s.bold) for s in ln]
            wrapped = R.wrap(ln2, tw, 5.5)
            R.draw_lines(wrapped, R.x0, fy, 5.5)
            fy -= 5.5 * 1.25 * len(wrapped)
        page_objs.append((w, h, b"\n".join(R.ops)))
    # assemble
    objs: list[bytes] = []
    fonts = b" ".join(b"/%s %d 0 R" % (k.encode(), 3 + n) for n, k in enumerate(FONTS))
    kids = []
    objs.append(b"<< /Type /Catalog /Pages 2 0 R >>")
    objs.append(b"")  # pages, filled below
    for n, (k, (base, _)) in enumerate(FONTS.items()):
        objs.append(b"<< /Type /Font /Subtype /Type1 /BaseFont /%s /Encoding /WinAnsiEncoding >>" % base.encode())
    objs.append(b"<< /Title %s /Subject %s /Producer (SIL-Edition 4.2 / corpus C) /Creator (Module compte rendu) >>"
                % (_u16(doc.meta.get("title", "")), _u16(doc.meta.get("subject", ""))))
    info = len(objs)
    for w, h, ops in page_objs:
        data = zlib.compress(ops)
        objs.append(b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(data) + data + b"\nendstream")
        objs.append(b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %.2f %.2f] /Resources << /Font << %s >> >> /Contents %d 0 R >>"
                    % (w, h, fonts, len(objs)))
        kids.append(len(objs))
    objs[1] = b"<< /Type /Pages /Kids [%s] /Count %d >>" % (b" ".join(b"%d 0 R" % k for k in kids), len(kids))
    buf = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for n, o in enumerate(objs, 1):
        offsets.append(len(buf))
        buf += b"%d 0 obj\n" % n + o + b"\nendobj\n"
    xref = len(buf)
    buf += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objs) + 1)
    buf += b"".join(b"%010d 00000 n \n" % off for off in offsets)
    buf += b"trailer\n<< /Size %d /Root 1 0 R /Info %d 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objs) + 1, info, xref)
    path.write_bytes(bytes(buf))
    return path


def merge(parts: list[tuple[Path, int]], path: Path, meta: dict) -> Path:
    """One page from each (pdf, page index) in order: a record assembled from several producers."""
    out = fitz.open()
    for src, k in parts:
        with fitz.open(str(src)) as s:
            out.insert_pdf(s, from_page=k, to_page=k)
    out.set_metadata({"title": meta.get("title", ""), "subject": meta.get("subject", ""), "producer": "assemblage dossier (corpus C)"})
    out.save(str(path), garbage=3, deflate=True)
    return path
