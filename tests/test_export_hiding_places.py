"""Every place a PDF can hide a patient's value, each checked on the written bytes by
four readers that are not the exporter's: pdftotext, pypdf, a raw scan of every
object and decompressed stream (image streams included) and OCR of the pages as
poppler renders them. The values are fictional; each test first shows that some
reader reads the value in the input, so it can fail."""

from __future__ import annotations

import io
import subprocess
import unicodedata
from pathlib import Path

import pymupdf
import pypdf
import pytest

from app.cli import main
from app.ocr import find_tessdata
from test_export_hidden_copies import _jpeg_with_comment  # a plain photo whose COM and EXIF carry a text

TESSDATA = find_tessdata()
needs_ocr = pytest.mark.skipif(TESSDATA is None, reason="fra.traineddata absent (apt-get install tesseract-ocr-fra)")

NAME = "KERLOCH"
FIRST = "Yannig"
NIR = "1610729019042"
NIR_KEY = "%02d" % (97 - int(NIR) % 97)
BIRTH = "03/07/1961"
IPP = "4001837265"
HEAD = "Patient : M. %s %s" % (NAME, FIRST)
KEPT = "Examen clinique sans particularité"


# ------------------------------------------------------------------ the four readers


def _fold(text: str) -> str:
    """Upper case, no accents, no white space: a value split or spaced still matches."""
    t = unicodedata.normalize("NFKD", text)
    return "".join(c for c in t if not unicodedata.combining(c) and not c.isspace()).upper()


def _pdftotext(path: Path) -> str:
    return subprocess.run(["pdftotext", "-q", str(path), "-"], capture_output=True, text=True).stdout


def _pypdf(path: Path) -> str:
    reader = pypdf.PdfReader(io.BytesIO(path.read_bytes()))
    return "\n".join(p.extract_text() or "" for p in reader.pages)


def _raw(path: Path) -> str:
    """Every indirect object of the file, its stream raw and decoded (images too)."""
    reader = pypdf.PdfReader(io.BytesIO(path.read_bytes()))
    parts = []
    for num in range(1, int(reader.trailer["/Size"])):
        try:
            obj = reader.get_object(num)
        except Exception:
            continue
        if obj is None:
            continue
        parts.append(repr(obj))
        if isinstance(obj, pypdf.generic.StreamObject):
            data = [obj._data]
            try:
                data.append(obj.get_data())
            except Exception:
                pass
            for d in data:
                parts.append(d.decode("latin-1"))
                parts.append(d.decode("utf-16-be", "ignore"))
    return "\n".join(parts)


def _ocr(path: Path) -> str:
    """OCR of each page rendered by poppler (not by the exporter's MuPDF) at 200 dpi."""
    out = path.with_suffix("")
    subprocess.run(["pdftoppm", "-r", "200", "-png", str(path), str(out)], check=True)
    texts = []
    for png in sorted(path.parent.glob(out.name + "-*.png")):
        with pymupdf.open(png) as img, pymupdf.open("pdf", img.convert_to_pdf()) as doc:
            page = doc[0]
            tp = page.get_textpage_ocr(language="fra", dpi=200, full=True, tessdata=TESSDATA)
            texts.append(page.get_text(textpage=tp))
        png.unlink()
    return "\n".join(texts)


READERS = {"pdftotext": _pdftotext, "pypdf": _pypdf, "raw": _raw, "ocr": _ocr}


def _who_reads(path: Path, values) -> dict[str, list[str]]:
    """Reader → the values it reads in ``path`` (folded comparison)."""
    seen = {}
    for name, read in READERS.items():
        if name == "ocr" and TESSDATA is None:
            continue
        text = _fold(read(path))
        hits = [v for v in values if _fold(v) in text]
        if hits:
            seen[name] = hits
    return seen


def _anonymize(src: Path, capsys) -> Path:
    out = src.with_name(src.stem + "_anonymise.pdf")
    rc = main(["anonymize", str(src), "-o", str(out), "--no-model"])
    assert rc == 0, capsys.readouterr().err
    return out


def _check(src: Path, capsys, values, *, readers_before=None) -> Path:
    """The values are read in the input (by ``readers_before`` when given), no reader
    reads them in the written file, and the ordinary text stays readable."""
    before = _who_reads(src, values)
    assert before, "no reader reads the values in the input: the test would prove nothing"
    for r in readers_before or ():
        assert r in before, (r, before)
    out = _anonymize(src, capsys)
    assert _who_reads(out, values) == {}
    assert KEPT in _pdftotext(out)
    return out


# ------------------------------------------------------------------ documents


def _letter(path: Path, build=None) -> Path:
    """A one-page letter naming the patient; ``build(doc, page)`` adds the hiding place."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((72, 90), "Compte rendu de consultation", fontname="helv", fontsize=13)
    page.insert_text((72, 120), HEAD, fontname="helv", fontsize=11)
    page.insert_text((72, 150), KEPT + ".", fontname="helv", fontsize=11)
    if build:
        build(doc, page)
    doc.save(path)
    return path


def _append(doc, page, ops: str) -> None:
    font = page.get_fonts()[0][4]
    xref = doc.get_new_xref()
    doc.update_object(xref, "<<>>")
    doc.update_stream(xref, ops.replace("/F1", "/" + font).encode("latin-1"))
    doc.xref_set_key(page.xref, "Contents", "[%s]" % " ".join("%d 0 R" % x for x in [*page.get_contents(), xref]))


# ------------------------------------------------------------------ one test per place


def test_jpeg_comment_and_exif_segments(tmp_path, capsys):
    def build(doc, page):
        page.insert_image(pymupdf.Rect(300, 300, 360, 340), stream=_jpeg_with_comment("%s %s %s" % (NAME, NIR, NIR_KEY)))

    out = _check(_letter(tmp_path / "photo.pdf", build), capsys, [NAME, NIR], readers_before=["raw"])
    with pymupdf.open(out) as doc:
        assert len(doc[0].get_images()) == 1  # the photo itself stays


def test_xmp_metadata_of_an_image(tmp_path, capsys):
    def build(doc, page):
        pix = pymupdf.Pixmap(pymupdf.csRGB, pymupdf.IRect(0, 0, 40, 20), 0)
        pix.clear_with(120)
        page.insert_image(pymupdf.Rect(300, 300, 380, 340), pixmap=pix)
        img = page.get_images()[0][0]
        meta = doc.get_new_xref()
        doc.update_object(meta, "<< /Type /Metadata /Subtype /XML >>")
        doc.update_stream(meta, ('<x:xmpmeta xmlns:x="adobe:ns:meta/"><dc:creator>%s %s</dc:creator>'
                                 "<pdf:Keywords>NIR %s</pdf:Keywords></x:xmpmeta>" % (FIRST, NAME, NIR)).encode(),
                          compress=True)
        doc.xref_set_key(img, "Metadata", "%d 0 R" % meta)

    _check(_letter(tmp_path / "xmp.pdf", build), capsys, [NAME, NIR], readers_before=["raw"])


def test_private_keys_of_page_and_catalog(tmp_path, capsys):
    def build(doc, page):
        doc.xref_set_key(page.xref, "HospNote", "(Dossier %s IPP %s)" % (NAME, IPP))
        doc.xref_set_key(doc.pdf_catalog(), "HospPatient", "<< /NIR (%s) /Nom (%s) >>" % (NIR, NAME))

    _check(_letter(tmp_path / "cles.pdf", build), capsys, [IPP, NIR], readers_before=["raw"])


def test_text_hidden_by_a_clipping_path(tmp_path, capsys):
    def build(doc, page):
        _append(doc, page, "q 0 0 1 1 re W n BT /F1 11 Tf 72 500 Td (NIR %s %s IPP %s) Tj ET Q" % (NIR, NIR_KEY, IPP))

    _check(_letter(tmp_path / "clip.pdf", build), capsys, [NIR, IPP], readers_before=["pdftotext", "pypdf"])


def test_text_in_an_optional_content_layer_switched_off(tmp_path, capsys):
    def build(doc, page):
        hidden = doc.add_ocg("Notes", on=False)
        page.insert_text((72, 400), "IPP %s, né le %s" % (IPP, BIRTH), fontname="helv", oc=hidden)

    _check(_letter(tmp_path / "calque.pdf", build), capsys, [IPP, BIRTH], readers_before=["pypdf"])


@needs_ocr
def test_a_small_scanned_patient_sticker(tmp_path, capsys):
    lines = ["%s %s" % (NAME, FIRST), "Né le %s" % BIRTH, "IPP : %s" % IPP]

    def build(doc, page):
        label = pymupdf.open()
        lp = label.new_page(width=190, height=80)
        for k, line in enumerate(lines):
            lp.insert_text((8, 22 + 22 * k), line, fontsize=14)
        pix = lp.get_pixmap(dpi=300, colorspace=pymupdf.csGRAY)
        where = pymupdf.Rect(360, 170, 550, 250)
        assert abs(where) < 0.1 * abs(page.rect)
        page.insert_image(where, pixmap=pix)

    _check(_letter(tmp_path / "etiquette.pdf", build), capsys, [NAME, IPP, BIRTH], readers_before=["ocr"])


def test_a_name_drawn_letter_spaced(tmp_path, capsys):
    def build(doc, page):
        _append(doc, page, "BT /F1 14 Tf 12 Tc 72 780 Td (%s) Tj ET" % NAME)  # a letterhead's capitals

    _check(_letter(tmp_path / "espace.pdf", build), capsys, [NAME], readers_before=["pypdf"])


def test_a_name_drawn_glyph_by_glyph_in_shuffled_order(tmp_path, capsys):
    import random

    def build(doc, page):
        font, x, glyphs = pymupdf.Font("helv"), 72.0, []
        for c in NAME:
            glyphs.append((c, x))
            x += font.text_length(c, 11)
        random.Random(5).shuffle(glyphs)
        _append(doc, page, "".join("BT /F1 11 Tf 1 0 0 1 %.2f 600 Tm (%s) Tj ET\n" % (gx, c) for c, gx in glyphs))

    _check(_letter(tmp_path / "melange.pdf", build), capsys, [NAME], readers_before=["pdftotext"])


def test_a_name_written_in_lower_case_keeps_the_ordinary_word(tmp_path, capsys):
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    for k, line in enumerate(["Patient : M. BOULANGER %s, né le %s." % (FIRST, BIRTH), KEPT + ".",
                              "Revu ce jour : %s boulanger va mieux." % FIRST.lower(),
                              "Il est ancien boulanger de métier."]):
        page.insert_text((72, 90 + 22 * k), line, fontname="helv", fontsize=11)
    src = tmp_path / "minuscules.pdf"
    doc.save(src)
    out = _check(src, capsys, ["%s boulanger" % FIRST.lower(), "BOULANGER %s" % FIRST])
    assert "ancien boulanger de métier" in _pdftotext(out)


def test_actual_text_of_marked_content(tmp_path, capsys):
    def build(doc, page):
        _append(doc, page, "/Span << /ActualText (%s %s) >> BDC BT /F1 11 Tf 72 400 Td (K.) Tj ET EMC" % (NAME, IPP))

    _check(_letter(tmp_path / "actualtext.pdf", build), capsys, [IPP], readers_before=["raw"])


def test_an_earlier_redaction_annotation_not_applied(tmp_path, capsys):
    def build(doc, page):
        page.insert_text((72, 200), "NIR : %s %s" % (NIR, NIR_KEY), fontname="helv", fontsize=11)
        page.add_redact_annot(page.search_for(NIR)[0], fill=(0, 0, 0))  # drawn, never applied

    _check(_letter(tmp_path / "annotation.pdf", build), capsys, [NIR], readers_before=["pdftotext", "pypdf"])


@needs_ocr
def test_the_window_export_removes_every_hiding_place_too(tmp_path):
    """The same places, all in one file, through ``gui --export``: the window's export
    is the same pipeline, and no reader reads a value in what it wrote."""
    import os
    import sys

    def build(doc, page):
        page.insert_image(pymupdf.Rect(300, 300, 360, 340), stream=_jpeg_with_comment("%s %s" % (NAME, NIR)))
        doc.xref_set_key(page.xref, "HospNote", "(IPP %s)" % IPP)
        _append(doc, page, "q 0 0 1 1 re W n BT /F1 11 Tf 72 500 Td (NIR %s) Tj ET Q" % NIR)
        _append(doc, page, "BT /F1 14 Tf 12 Tc 72 780 Td (%s) Tj ET" % NAME)
        hidden = doc.add_ocg("Notes", on=False)
        page.insert_text((72, 400), "né le %s" % BIRTH, fontname="helv", oc=hidden)

    src = _letter(tmp_path / "tout.pdf", build)
    values = [NAME, NIR, IPP, BIRTH]
    assert set(_who_reads(src, values).get("raw", [])) >= {NAME, NIR, IPP}
    out = tmp_path / "tout_fenetre.pdf"
    logs = tmp_path / "log"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CAVIARD_DATA_DIR=str(tmp_path / "data"),
               CAVIARD_LOG_DIR=str(logs))
    root = Path(__file__).resolve().parents[1]
    run = subprocess.run([sys.executable, "-m", "app", "gui", str(src), "--export", str(out), "--no-model"],
                         cwd=root, env=env, capture_output=True, text=True, timeout=300)
    # A native crash says nothing on stderr: its Python stack is in crash.log.
    assert run.returncode == 0, run.stderr[-2000:] + "".join(
        "\n--- %s ---\n%s" % (f.name, f.read_text(errors="replace")[-4000:]) for f in sorted(logs.glob("*.log")))
    assert _who_reads(out, values) == {}
    assert KEPT in _pdftotext(out)


def test_invisible_text_in_a_form_xobject_is_removed_whatever_it_says(tmp_path, capsys):
    """OCRmyPDF puts a scan's OCR layer in a Form XObject: the page's own stream sets no
    render mode 3, yet the layer is text no reader sees and is removed like any other."""
    def build(doc, page):
        layer = pymupdf.open()
        lp = layer.new_page(width=page.rect.width, height=page.rect.height)
        lp.insert_text((72, 600), "Mention Zorglubienne %s" % IPP, fontname="helv", fontsize=10, render_mode=3)
        lp.insert_text((72, 620), ":", fontname="helv", fontsize=1, render_mode=3)  # a glyph of a point
        page.show_pdf_page(page.rect, layer, 0)

    src = _letter(tmp_path / "calque_ocr.pdf", build)
    assert "Zorglubienne" in _pdftotext(src)
    out = _anonymize(src, capsys)
    assert "Zorglubienne" not in _pdftotext(out) and "Zorglubienne" not in _pypdf(out)
    with pymupdf.open(out) as pdf:
        assert not [sp for p in pdf for sp in p.get_texttrace() if sp.get("type") == 3
                    and any(not chr(c[0]).isspace() for c in sp["chars"])]
    assert KEPT in _pdftotext(out)


def _type3_font(doc, font_name: str = "/Name /T3 ") -> int:
    """A Type 3 font whose glyphs Z, o, r, g are filled squares (glyph names give the text)."""
    procs = {}
    for name in ("Z", "o", "r", "g"):
        x = doc.get_new_xref()
        doc.update_object(x, "<<>>")
        doc.update_stream(x, b"600 0 0 0 500 500 d1 0 0 500 500 re f")
        procs[name] = x
    font = doc.get_new_xref()
    doc.update_object(font, "<< /Type /Font /Subtype /Type3 " + font_name + "/FontBBox [0 0 500 500] "
                            "/FontMatrix [0.001 0 0 0.001 0 0] /FirstChar 90 /LastChar 114 "
                            "/Widths [600" + " 600" * 24 + "] "
                            "/Encoding << /Type /Encoding /Differences [90 /Z 103 /g 111 /o 114 /r] >> "
                            "/CharProcs << " + " ".join("/%s %d 0 R" % (n, x) for n, x in procs.items()) + " >> "
                            "/Resources << >> >>")
    return font


@pytest.mark.parametrize("name", ["/Name /T3 ", ""])  # unnamed: as Chromium's Skia writes them
def test_text_in_a_type3_font_is_visible_text_and_stays(tmp_path, capsys, name):
    """A chart's labels in a Type 3 font (matplotlib's default) are painted by their glyph
    procedures, which MuPDF's trace reports as text not drawn: they are not invisible text
    and stay, while a real render-mode-3 layer on the same page goes."""
    def build(doc, page):
        font = _type3_font(doc, name)
        page.insert_text((72, 600), "Mention Zorglubienne", fontname="helv", fontsize=10, render_mode=3)
        holder, key = page.xref, "Resources"
        while doc.xref_get_key(holder, key)[0] == "xref":  # follow the indirect dictionaries
            holder, key = int(doc.xref_get_key(holder, key)[1].split()[0]), None
            break
        path = "Font/T3" if key is None else key + "/Font/T3"
        kind, val = doc.xref_get_key(holder, path.rsplit("/", 1)[0])
        if kind == "xref":
            holder, path = int(val.split()[0]), "T3"
        doc.xref_set_key(holder, path, "%d 0 R" % font)
        x = doc.get_new_xref()
        doc.update_object(x, "<<>>")
        doc.update_stream(x, b"BT /T3 14 Tf 72 500 Td (ZorgZorg) Tj ET")
        doc.xref_set_key(page.xref, "Contents", "[%s]" % " ".join("%d 0 R" % c for c in [*page.get_contents(), x]))

    src = _letter(tmp_path / "type3.pdf", build)
    assert "ZorgZorg" in _pdftotext(src)
    out = _anonymize(src, capsys)
    text = _pdftotext(out)
    assert "ZorgZorg" in text and "Zorglubienne" not in text
