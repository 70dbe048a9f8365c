"""Producer 2: html2ps 1.0b7 (Perl) lays out ISO-8859-1 HTML, Ghostscript's ps2pdf makes the PDF.

Running headers and footers come from the html2ps configuration block (header/footer with
left/center/right and $N for the page number); pages are forced with <!--NewPage-->.
html2ps reads ISO-8859-1 only: "oe" ligatures are written as &oelig; / &OElig;.
The document title (<title>) becomes the PostScript %%Title, which ps2pdf copies into
the PDF Info dictionary (Title); for the documents whose truth has metadata items a
pdfmark file also sets Subject / Keywords / Author.
"""

from __future__ import annotations

import subprocess
from pathlib import Path
from xml.sax.saxutils import escape

from .model import Box, Cols, Heading, Hyph, Item, LineBreak, PageNum, Para, Rule, Spacer, Sty, Table

PRODUCER = "html2ps 1.0b7 + Ghostscript 10.0.0 ps2pdf"
META_KEYS = ("Title", "Subject", "Keywords", "Author")

_ENT = {"œ": "&oelig;", "Œ": "&OElig;", "\u2019": "'", "\u00a0": "&nbsp;", "–": "-", "—": "-"}


def lat(s: str) -> str:
    out = []
    for ch in s:
        if ch in _ENT:
            out.append(_ENT[ch])
        else:
            ch.encode("latin-1")  # raises on anything html2ps cannot print
            out.append(ch)
    return "".join(out)


def ps_text(s: str) -> str:
    """Header/footer text for the html2ps configuration (a quoted string, latin-1)."""
    t = s.replace("œ", "oe").replace("Œ", "OE").replace("\u2019", "'").replace('"', "'").replace("\\", "/")
    t.encode("latin-1")
    return t


class HtmlWriter:
    def __init__(self, doc, rng):
        self.doc = doc
        self.rng = rng
        self.font = rng.choice(["Times", "Helvetica", "Palatino", "NewCenturySchlbk"])
        self.base = 10 if self.font != "Helvetica" else 9

    def runs(self, runs, n=1, N=1):
        out = []
        for r in runs:
            if isinstance(r, str):
                out.append(lat(escape(r)))
            elif isinstance(r, Item):
                out.append(lat(escape(r.text)))
            elif isinstance(r, Sty):
                inner = self.runs(r.runs, n, N)
                if r.bold:
                    inner = "<b>%s</b>" % inner
                if r.italic:
                    inner = "<i>%s</i>" % inner
                if r.size and r.size < 8.5:
                    inner = "<small>%s</small>" % inner
                out.append(inner)
            elif isinstance(r, Hyph):
                out.append(lat(escape(r.head)) + "-<br>" + lat(escape(r.tail)))
            elif isinstance(r, PageNum):
                out.append(r.fmt.format(n=n, N=N))
            elif isinstance(r, LineBreak):
                out.append("<br>")
        return "".join(out)

    def block(self, b):
        if isinstance(b, Heading):
            tag = "h2" if b.level == 1 else "h4"
            al = ' align="center"' if b.align == "center" else ""
            return "<%s%s>%s</%s>\n" % (tag, al, self.runs(b.runs), tag)
        if isinstance(b, Para):
            inner = self.runs(b.runs)
            if b.bold:
                inner = "<b>%s</b>" % inner
            if b.italic:
                inner = "<i>%s</i>" % inner
            if b.size and b.size < 9:
                inner = "<small>%s</small>" % inner
            al = ' align="%s"' % b.align if b.align in ("center", "right") else ""
            if b.space_before < 3:
                return "<div%s>%s</div>\n" % (al, inner)
            return "<p%s>%s</p>\n" % (al, inner)
        if isinstance(b, Spacer):
            return "<br>\n"
        if isinstance(b, Rule):
            return "<hr>\n"
        if isinstance(b, Table):
            return self.table(b)
        if isinstance(b, Cols):
            cells = "".join('<td valign="top" width="%d%%">%s</td>' % (round(w * 100), "".join(self.block(x) for x in col))
                            for col, w in zip(b.columns, b.widths))
            return '<table border="0" width="100%%" cellpadding="2"><tr>%s</tr></table>\n' % cells
        if isinstance(b, Box):
            inner = "".join(self.block(x) for x in b.blocks)
            return '<table border="1" width="%d%%" cellpadding="4"%s><tr><td>%s</td></tr></table>\n' % (
                round(b.width * 100), ' align="right"' if b.align == "right" else "", inner)
        raise TypeError(b)

    def table(self, t):
        rows = []
        for ri, row in enumerate(t.rows):
            cells = []
            col = 0
            for ci, cell in enumerate(row):
                span = t.spans.get((ri, ci), 1)
                w = sum(t.widths[col:col + span])
                col += span
                tag = "th" if (t.header and ri == 0) else "td"
                inner = self.runs(cell)
                if t.size and t.size < 9:
                    inner = "<small>%s</small>" % inner if inner else inner
                cells.append('<%s%s width="%d%%" align="left" valign="top">%s</%s>' % (
                    tag, ' colspan="%d"' % span if span > 1 else "", round(w * 100), inner or "&nbsp;", tag))
            rows.append("<tr>%s</tr>" % "".join(cells))
        return '<table border="%d" width="100%%" cellpadding="3" cellspacing="0">%s</table>\n' % (1 if t.border else 0, "\n".join(rows))

    def html(self):
        body = []
        for i, blocks in enumerate(self.doc.pages):
            if i:
                body.append("<!--NewPage-->\n")
            body += [self.block(b) for b in blocks]
        title = lat(escape(self.doc.meta.get("Title", self.doc.title)))
        return ("<html><head><title>%s</title></head>\n<body>\n%s</body></html>\n" % (title, "".join(body)))

    def hf_config(self, parts, what):
        N = len(self.doc.pages)
        d = {}
        for align, runs in parts:
            txt = []
            for r in runs:
                if isinstance(r, PageNum):
                    txt.append(ps_text(r.fmt.replace("{n}", "$N").replace("{N}", str(N))))
                elif isinstance(r, Sty):
                    txt.append(ps_text("".join(x if isinstance(x, str) else x.text for x in r.runs)))
                elif isinstance(r, Item):
                    txt.append(ps_text(r.text))
                else:
                    txt.append(ps_text(r))
            # pypdf glues the left, centre and right parts of a running line: pad them with spaces
            d[align] = " " + "".join(txt) + " "
        return "  %s {\n%s  }\n" % (what, "".join('    %s: "%s";\n' % (k, v) for k, v in d.items()))

    def config(self):
        return ("@html2ps {\n  option { number: 0; }\n  paper { type: A4; }\n"
                "  margin { left: 2cm; right: 2cm; top: 1.8cm; bottom: 1.8cm; }\n"
                "  font { font-family: %s; }\n%s%s}\n"
                "BODY { font-family: %s; font-size: %dpt }\nH2 { font-size: 14pt }\nH4 { font-size: 11pt }\n"
                "TH { font-weight: bold; background: #dddddd }\n"
                % (self.font, self.hf_config(self.doc.header, "header"), self.hf_config(self.doc.footer, "footer"),
                   self.font, self.base))


def pdfmarks(meta: dict) -> str:
    def s(x):
        b = "\ufeff".encode("utf-16-be") + x.encode("utf-16-be")
        return "<" + b.hex().upper() + ">"
    return "[ %s /DOCINFO pdfmark\n" % " ".join("/%s %s" % (k, s(v)) for k, v in meta.items())


def produce(doc, path, rng):
    work = Path(__file__).resolve().parent.parent / "_cache" / "corpusw-work" / "html2ps"
    work.mkdir(parents=True, exist_ok=True)
    w = HtmlWriter(doc, rng)
    html = work / (doc.name + ".html")
    rc = work / (doc.name + ".rc")
    ps = work / (doc.name + ".ps")
    html.write_bytes(w.html().encode("latin-1"))
    rc.write_bytes(w.config().encode("latin-1"))
    with open(ps, "wb") as f:
        subprocess.run(["html2ps", "-f", str(rc), str(html)], stdout=f, stderr=subprocess.PIPE, check=True, timeout=120)
    if len(doc.meta) > 1:
        # DOCINFO pdfmark appended to the PostScript (Ghostscript runs it after the pages)
        with open(ps, "ab") as f:
            f.write(pdfmarks(doc.meta).encode("ascii"))
    subprocess.run(["ps2pdf", "-sPAPERSIZE=a4", "-dCompatibilityLevel=1.4", str(ps), str(path)], check=True, timeout=120,
                   capture_output=True)
    import pypdf
    return len(pypdf.PdfReader(str(path)).pages)
