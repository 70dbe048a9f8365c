"""python-docx writer, then LibreOffice Writer (soffice --headless --convert-to pdf)."""
from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

from docx import Document
from docx.enum.text import WD_ALIGN_PARAGRAPH
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import Cm, Pt, RGBColor

from .model import B, PG, V

FONT = "Liberation Sans"


def _field(par, instr, shown):
    def fc(t):
        r = OxmlElement("w:r")
        f = OxmlElement("w:fldChar")
        f.set(qn("w:fldCharType"), t)
        r.append(f)
        return r
    par._p.append(fc("begin"))
    r = OxmlElement("w:r")
    it = OxmlElement("w:instrText")
    it.set(qn("xml:space"), "preserve")
    it.text = " %s " % instr
    r.append(it)
    par._p.append(r)
    par._p.append(fc("separate"))
    par.add_run(shown)
    par._p.append(fc("end"))


def _runs(par, ss, size=None, bold_all=False):
    for s in ss:
        if isinstance(s, PG):
            par.add_run("Page ")
            _field(par, "PAGE", "1")
            par.add_run("/")
            _field(par, "NUMPAGES", "1")
            continue
        txt = s.text if isinstance(s, V) else str(s)
        run = par.add_run(txt)
        run.bold = bold_all or isinstance(s, B) or (isinstance(s, V) and s.bold)
        if size:
            run.font.size = Pt(size)


def _tight(par, after=2):
    par.paragraph_format.space_after = Pt(after)
    par.paragraph_format.space_before = Pt(0)


def _table(doc, t):
    ncol = len(t["widths"])
    tab = doc.add_table(rows=1 + len(t["rows"]), cols=ncol)
    tab.style = "Table Grid"
    for ri, row in enumerate([t["head"]] + t["rows"]):
        ci = 0
        for c in row:
            cell = tab.cell(ri, ci)
            if c["span"] > 1:
                cell = cell.merge(tab.cell(ri, ci + c["span"] - 1))
            par = cell.paragraphs[0]
            _tight(par, 0)
            _runs(par, c["segs"], size=8.5, bold_all=(ri == 0))
            ci += c["span"]
    for ci, w in enumerate(t["widths"]):
        for cell in tab.columns[ci].cells:
            cell.width = Cm(17.4 * w)
    doc.add_paragraph().paragraph_format.space_after = Pt(2)


def build(d, path: Path):
    doc = Document()
    st = doc.styles["Normal"]
    st.font.name = FONT
    st.font.size = Pt(9.5)
    st.element.rPr.rFonts.set(qn("w:eastAsia"), FONT)
    sec = doc.sections[0]
    sec.page_width, sec.page_height = Cm(21.0), Cm(29.7)
    sec.left_margin = sec.right_margin = Cm(1.8)
    sec.top_margin, sec.bottom_margin = Cm(3.0), Cm(2.4)
    sec.header_distance, sec.footer_distance = Cm(0.8), Cm(0.8)
    hp = sec.header.paragraphs[0]
    for i, line in enumerate(d.header):
        par = hp if i == 0 else sec.header.add_paragraph()
        _tight(par, 0)
        _runs(par, line, size=8)
    fp = sec.footer.paragraphs[0]
    for i, line in enumerate(d.footer):
        par = fp if i == 0 else sec.footer.add_paragraph()
        _tight(par, 0)
        _runs(par, line, size=7.5)
    for pi, blocks in enumerate(d.pages):
        if pi:
            doc.add_page_break()
        for b in blocks:
            k = b[0]
            if k == "title":
                par = doc.add_paragraph()
                par.alignment = WD_ALIGN_PARAGRAPH.CENTER
                _runs(par, b[1], size=13, bold_all=True)
            elif k == "h":
                par = doc.add_paragraph()
                par.paragraph_format.space_before = Pt(6)
                _runs(par, b[1], size=10.5, bold_all=True)
                for r in par.runs:
                    r.font.color.rgb = RGBColor(0x1F, 0x3B, 0x5A)
            elif k == "p":
                par = doc.add_paragraph()
                _tight(par, 4)
                _runs(par, b[1])
            elif k == "kv":
                for lab, v in b[1]:
                    par = doc.add_paragraph()
                    _tight(par, 1)
                    _runs(par, [lab, " "] + v)
            elif k == "table":
                _table(doc, b[1])
            elif k == "letterhead":
                tab = doc.add_table(rows=1, cols=2)
                for ci, col in enumerate((b[1], b[2])):
                    cell = tab.cell(0, ci)
                    cell.width = Cm(9.5 if ci == 0 else 7.9)
                    for li, line in enumerate(col):
                        par = cell.paragraphs[0] if li == 0 else cell.add_paragraph()
                        _tight(par, 0)
                        if ci == 1:
                            par.alignment = WD_ALIGN_PARAGRAPH.RIGHT
                        _runs(par, line, size=9, bold_all=(ci == 0 and li == 0))
                doc.add_paragraph()
            elif k == "sign":
                for line in b[1]:
                    par = doc.add_paragraph()
                    _tight(par, 0)
                    par.paragraph_format.left_indent = Cm(10)
                    _runs(par, line)
    cp = doc.core_properties
    cp.title, cp.author, cp.subject = d.meta["title"], d.meta["author"], d.meta["subject"]
    cp.comments = ""
    cp.last_modified_by = ""
    doc.save(str(path))


def render(docs, work: Path, out: Path):
    paths = []
    for d in docs:
        p = work / (d.name + ".docx")
        build(d, p)
        paths.append(p)
    if not paths:
        return {}
    prof = work / "lo-profile"
    cmd = ["/usr/bin/soffice", "-env:UserInstallation=" + prof.resolve().as_uri(), "--headless", "--norestore",
           "--convert-to", "pdf:writer_pdf_Export", "--outdir", str(work)] + [str(p) for p in paths]
    r = subprocess.run(cmd, capture_output=True, timeout=600)
    errors = {}
    for d in docs:
        pdf = work / (d.name + ".pdf")
        if pdf.exists():
            shutil.move(str(pdf), str(out / (d.name + ".pdf")))
        else:
            errors[d.name] = r.stderr.decode("utf-8", "replace")[-800:]
    return errors
