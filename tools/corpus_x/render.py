"""Producers of corpus X: Pillow scans + img2pdf + OCRmyPDF, CUPS texttopdf, reportlab / fpdf2 then
Ghostscript PDF/A-2b or qpdf AES-256. External programs are run one at a time (single process)."""

from __future__ import annotations

import math
import os
import random
import subprocess
from pathlib import Path

from .model import Doc, Line

PAGE_W, PAGE_H = 595.28, 841.89
MARGIN = 56.0
TEXT_W = 483.0
FONT_DIR = "/usr/share/fonts/truetype"
TTF = {
    "dejavu": ("dejavu/DejaVuSans.ttf", "dejavu/DejaVuSans-Bold.ttf"),
    "dejavu-serif": ("dejavu/DejaVuSerif.ttf", "dejavu/DejaVuSerif-Bold.ttf"),
    "liberation-sans": ("liberation2/LiberationSans-Regular.ttf", "liberation2/LiberationSans-Bold.ttf"),
    "liberation-serif": ("liberation2/LiberationSerif-Regular.ttf", "liberation2/LiberationSerif-Bold.ttf"),
}
PPD = "/usr/share/ppd/cupsfilters/Generic-PDF_Printer-PDF.ppd"
TEXTTOPDF = "/usr/lib/cups/filter/texttopdf"
SRGB = "/usr/share/ghostscript/10.00.0/iccprofiles/srgb.icc"


def run(cmd, **kw):
    env = dict(os.environ, OMP_THREAD_LIMIT="1", LC_ALL="C.UTF-8")
    env.update(kw.pop("env", {}))
    r = subprocess.run(cmd, capture_output=True, env=env, **kw)
    if r.returncode != 0:
        raise RuntimeError("%s a échoué (%d): %s" % (cmd[0], r.returncode, r.stderr.decode("utf-8", "replace")[-800:]))
    return r


def cell_text(segs) -> str:
    return Line.text_of(segs)


def layout_cells(line: Line, measure):
    """(x_pt, text, size) for each cell; shrinks a cell that would run into the next one."""
    out = []
    cells = line.cells
    for k, (xf, segs) in enumerate(cells):
        text = cell_text(segs)
        if not text:
            continue
        size = line.size
        x = MARGIN + xf * TEXT_W
        limit = (MARGIN + cells[k + 1][0] * TEXT_W - 5) if k + 1 < len(cells) else (PAGE_W - MARGIN + 20)
        w = measure(text, size, line.bold)
        if len(cells) == 1:
            if line.align == "c":
                x = MARGIN + (TEXT_W - w) / 2
            elif line.align == "r":
                x = PAGE_W - MARGIN - w
        while x + w > limit and size > line.size * 0.6:
            size -= 0.25
            w = measure(text, size, line.bold)
        out.append((x, text, size, w))
    return out


# ------------------------------------------------------------------ family 1: scan + OCR


def render_scan(doc: Doc, work: Path, rng: random.Random, font: str) -> list:
    from PIL import Image, ImageChops, ImageDraw, ImageFilter, ImageFont

    dpi = 300
    k = dpi / 72.0
    W, H = int(PAGE_W * k), int(PAGE_H * k)
    cache = {}

    def F(size, bold):
        key = (round(size * k), bold)
        if key not in cache:
            cache[key] = ImageFont.truetype(os.path.join(FONT_DIR, TTF[font][1 if bold else 0]), key[0])
        return cache[key]

    def measure(text, size, bold):
        return F(size, bold).getlength(text) / k

    files = []
    for pi, placed in enumerate(doc.pages):
        im = Image.new("L", (W, H), 255)
        dr = ImageDraw.Draw(im)
        sig_y = None
        for y, ln in placed:
            for x, text, size, w in layout_cells(ln, measure):
                dr.text((x * k, y * k), text, font=F(size, ln.bold), fill=rng.randint(0, 40))
            if ln.rule:
                yy = (y + ln.size * 1.28) * k
                dr.line([(MARGIN * k, yy), ((PAGE_W - MARGIN) * k, yy)], fill=60, width=3)
            if ln.mark == "sig":
                sig_y = y + 14
        if pi == 0 and placed and placed[0][1].cells and placed[0][1].cells[0][0] >= 0.1:
            cx, cy, rad = (MARGIN + 22) * k, (48 + 18) * k, 20 * k
            dr.ellipse([cx - rad, cy - rad, cx + rad, cy + rad], outline=70, width=8)
            dr.rectangle([cx - rad * 0.15, cy - rad * 0.6, cx + rad * 0.15, cy + rad * 0.6], fill=70)
            dr.rectangle([cx - rad * 0.6, cy - rad * 0.15, cx + rad * 0.6, cy + rad * 0.15], fill=70)
        if pi == len(doc.pages) - 1:
            # signature scribble above the RPPS line (or bottom right), and a round stamp
            sy = sig_y if sig_y else PAGE_H - 170
            pts = []
            x0 = (PAGE_W * 0.55) * k
            for t in range(60):
                a = t / 59.0
                pts.append((x0 + a * 150 * k + math.sin(a * 19 + rng.random()) * 14 * k,
                            sy * k + math.sin(a * 7.3) * 12 * k + math.cos(a * 23) * 6 * k))
            dr.line(pts, fill=30, width=5, joint="curve")
            sx, sy2 = (PAGE_W * 0.40) * k, (sy + 6) * k
            r1 = 34 * k
            dr.ellipse([sx - r1, sy2 - r1, sx + r1, sy2 + r1], outline=150, width=6)
            dr.ellipse([sx - r1 * 0.8, sy2 - r1 * 0.8, sx + r1 * 0.8, sy2 + r1 * 0.8], outline=150, width=3)
        angle = rng.choice([-1, 1]) * rng.uniform(0.3, 1.0)
        im = im.rotate(angle, resample=Image.BICUBIC, fillcolor=255)
        noise = Image.effect_noise((W, H), 24).point(lambda v: max(228, 255 - abs(v - 128) // 2))
        im = ImageChops.darker(im, noise)
        for _ in range(rng.randint(80, 200)):
            px, py = rng.randrange(W), rng.randrange(H)
            dr2 = ImageDraw.Draw(im)
            dr2.ellipse([px, py, px + rng.randint(2, 6), py + rng.randint(2, 6)], fill=rng.randint(60, 160))
        im = im.filter(ImageFilter.GaussianBlur(rng.uniform(0.5, 0.9)))
        p = work / ("%s_p%d.jpg" % (doc.name, pi + 1))
        im.save(p, "JPEG", quality=82, dpi=(dpi, dpi))
        files.append(p)
    return files


def scan_to_pdf(doc: Doc, images: list, work: Path, out_pdf: Path) -> None:
    raw = work / (doc.name + "_scan.pdf")
    cmd = ["img2pdf", "--title", doc.title, "--author", doc.author or "scanner", "--creator", "Scanner reseau RICOH-IM-C3000",
           "-o", str(raw)] + [str(p) for p in images]
    run(cmd)
    run(["ocrmypdf", "-l", "fra", "--jobs", "1", "--output-type", "pdf", "--optimize", "0", "--quiet", str(raw), str(out_pdf)])


# ------------------------------------------------------------------ family 2: CUPS texttopdf


def listing_text(pages) -> str:
    out = []
    for pg in pages:
        out.append("\n".join(cell_text(l) for l in pg) + "\n")
    return "\f".join(out)


def texttopdf(text: str, title: str, width: int, work: Path, name: str, out_pdf: Path) -> None:
    src = work / (name + ".txt")
    src.write_bytes(text.encode("ascii"))
    opts = "PageSize=A4 cpi=12 lpi=7" if width <= 80 else "PageSize=A4 cpi=17 lpi=8 landscape"
    env = {"PATH": "/usr/bin:/bin", "CONTENT_TYPE": "text/plain", "PPD": PPD, "CUPS_DATADIR": "/usr/share/cups",
           "CUPS_SERVERROOT": "/etc/cups"}
    r = subprocess.run([TEXTTOPDF, "1", "dim", title, "1", opts, str(src)], capture_output=True, env=env)
    if r.returncode != 0:
        raise RuntimeError("texttopdf: " + r.stderr.decode("utf-8", "replace")[-500:])
    out_pdf.write_bytes(r.stdout)


# ------------------------------------------------------------------ reportlab / fpdf2 printers


def render_reportlab(doc: Doc, out_pdf: Path, serif: bool) -> None:
    from reportlab.pdfbase.pdfmetrics import stringWidth
    from reportlab.pdfgen import canvas

    reg, bold = ("Times-Roman", "Times-Bold") if serif else ("Helvetica", "Helvetica-Bold")

    def measure(text, size, b):
        return stringWidth(text, bold if b else reg, size)

    c = canvas.Canvas(str(out_pdf), pagesize=(PAGE_W, PAGE_H), pageCompression=1)
    c.setTitle(doc.title)
    c.setAuthor(doc.author)
    c.setSubject(doc.subject or doc.kind)
    c.setCreator("Module courrier " + doc.author)
    for placed in doc.pages:
        for y, ln in placed:
            for x, text, size, w in layout_cells(ln, measure):
                c.setFont(bold if ln.bold else reg, size)
                c.drawString(x, PAGE_H - y - size, text)
            if ln.rule:
                yy = PAGE_H - (y + ln.size * 1.28)
                c.setLineWidth(0.6)
                c.line(MARGIN, yy, PAGE_W - MARGIN, yy)
        c.showPage()
    c.save()


def render_fpdf(doc: Doc, out_pdf: Path, font: str) -> None:
    from fpdf import FPDF

    pdf = FPDF(unit="pt", format="A4")
    pdf.set_auto_page_break(False)
    pdf.add_font("F", "", os.path.join(FONT_DIR, TTF[font][0]))
    pdf.add_font("F", "B", os.path.join(FONT_DIR, TTF[font][1]))
    pdf.set_title(doc.title)
    pdf.set_author(doc.author)
    pdf.set_subject(doc.subject or doc.kind)
    pdf.set_creator("Portail patient " + doc.author)

    def measure(text, size, b):
        pdf.set_font("F", "B" if b else "", size)
        return pdf.get_string_width(text)

    for placed in doc.pages:
        pdf.add_page()
        for y, ln in placed:
            for x, text, size, w in layout_cells(ln, measure):
                pdf.set_font("F", "B" if ln.bold else "", size)
                pdf.text(x, y + size, text)
            if ln.rule:
                yy = y + ln.size * 1.28
                pdf.set_line_width(0.6)
                pdf.line(MARGIN, yy, PAGE_W - MARGIN, yy)
    pdf.output(str(out_pdf))


# ------------------------------------------------------------------ families 3 and 4: re-distillation, encryption


def pdfa_def(work: Path) -> Path:
    p = work / "PDFA_def_x.ps"
    p.write_text(
        "%!\n% PDF/A-2b definition for corpus X (from Ghostscript's lib/PDFA_def.ps)\n"
        "/ICCProfile (" + SRGB + ") def\n"
        "[/_objdef {icc_PDFA} /type /stream /OBJ pdfmark\n"
        "[{icc_PDFA} << /N 3 >> /PUT pdfmark\n"
        "[{icc_PDFA} ICCProfile (r) file /PUT pdfmark\n"
        "[/_objdef {OutputIntent_PDFA} /type /dict /OBJ pdfmark\n"
        "[{OutputIntent_PDFA} << /Type /OutputIntent /S /GTS_PDFA1 /DestOutputProfile {icc_PDFA}"
        " /OutputConditionIdentifier (sRGB) >> /PUT pdfmark\n"
        "[{Catalog} <</OutputIntents [ {OutputIntent_PDFA} ]>> /PUT pdfmark\n", encoding="ascii")
    return p


def gs_pdfa(src: Path, out_pdf: Path, work: Path) -> None:
    run(["gs", "-q", "-dPDFA=2", "-dBATCH", "-dNOPAUSE", "-dNOOUTERSAVE", "--permit-file-read=" + os.path.dirname(SRGB) + "/",
         "-dPDFACompatibilityPolicy=1", "-sColorConversionStrategy=RGB", "-sDEVICE=pdfwrite",
         "-sOutputFile=" + str(out_pdf), str(pdfa_def(work)), str(src)])


def qpdf_encrypt(src: Path, out_pdf: Path) -> None:
    run(["qpdf", "--linearize", "--object-streams=generate", "--encrypt", "", "owner-secret", "256", "--print=full",
         "--modify=none", "--extract=n", "--", str(src), str(out_pdf)])
