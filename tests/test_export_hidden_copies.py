"""Copies of a value that producers leave outside the drawn glyphs, and the
second reader: what MuPDF does not read, pypdf may (fictional values)."""

from __future__ import annotations

import io
from pathlib import Path

import pymupdf
import pypdf

from app.export import ExportOptions
from app.export.verify_raw import _raw_blob
from app.job import run_headless

NAME = "TREVIDIC"


def _append_content(pdf, page, data: bytes) -> None:
    xref = pdf.get_new_xref()
    pdf.update_object(xref, "<<>>")
    pdf.update_stream(xref, data)
    pdf.xref_set_key(page.xref, "Contents", "[%s]" % " ".join("%d 0 R" % x for x in [*page.get_contents(), xref]))


def _add_resource(pdf, page, kind: str, name: str, xref: int) -> None:
    """``/Resources/<kind>`` of the page set to ``<< /name xref 0 R >>``, inline or indirect."""
    res_kind, res = pdf.xref_get_key(page.xref, "Resources")
    owner, key = (int(res.split()[0]), kind) if res_kind == "xref" else (page.xref, "Resources/" + kind)
    pdf.xref_set_key(owner, key, "<< /%s %d 0 R >>" % (name, xref))


def _pdf_with(path: Path, extra: str = "", *, form_private: str = "", catalog_af: bool = False) -> Path:
    """A one-page letter; ``extra`` is appended to its content stream (font /F1 = Helvetica)."""
    pdf = pymupdf.open()
    page = pdf.new_page()
    page.insert_text((72, 100), "Compte rendu de consultation", fontname="helv")
    page.insert_text((72, 130), "Examen clinique sans particularité.", fontname="helv")
    font = page.get_fonts()[0][4]
    if extra:
        _append_content(pdf, page, extra.replace("/F1", "/" + font).encode("latin-1"))
    if form_private:
        form = pdf.get_new_xref()
        pdf.update_object(form, "<< /Type /XObject /Subtype /Form /BBox [0 0 10 10] /PDFpenNote (%s) >>" % form_private)
        pdf.update_stream(form, b"0 0 1 rg 0 0 5 5 re f")
        _add_resource(pdf, page, "XObject", "Fx1", form)
        _append_content(pdf, page, b"q /Fx1 Do Q")
    if catalog_af:
        spec = pdf.get_new_xref()
        pdf.update_object(spec, "<< /Type /Filespec /F (dossier-%s.txt) >>" % NAME)
        pdf.xref_set_key(pdf.pdf_catalog(), "AF", "[%d 0 R]" % spec)
    pdf.save(path)
    return path


def _export(src: Path, out: Path, *terms: str):
    return run_headless(src, out, ExportOptions(force_terms=terms), use_model=False, detectors=[])


def _written_clean(src: Path, term: str = NAME):
    """Export ``src`` forcing ``term``; it must be written, ``term`` read by no reader.
    Returns the outcome and what the readers read in the output."""
    out = src.with_name("out-" + src.name)
    res = _export(src, out, term)
    assert res.code == 0, res.stderr
    text = _readers(out)
    assert term not in text
    return res, text


def _readers(path: Path) -> str:
    data = path.read_bytes()
    with pymupdf.open(path) as doc:
        mu = "".join(p.get_text() for p in doc)
        raw = _raw_blob(doc).decode("latin-1")
    py = "".join(p.extract_text() or "" for p in pypdf.PdfReader(io.BytesIO(data)).pages)
    return "\n".join((mu, py, raw))


def test_actual_text_of_marked_content_is_removed(tmp_path):
    src = _pdf_with(tmp_path / "a.pdf", "/Span <</ActualText (Madame %s Odile)>> BDC BT /F1 11 Tf 72 160 Td (Madame %s Odile) Tj ET EMC"
                    % (NAME, NAME))
    res, text = _written_clean(src)
    assert "Examen clinique" in text


def test_private_keys_and_associated_files_are_dropped(tmp_path):
    src = _pdf_with(tmp_path / "p.pdf", "BT /F1 11 Tf 72 160 Td (Patiente %s) Tj ET" % NAME, form_private="Note %s" % NAME,
                    catalog_af=True)
    assert NAME in _raw_blob(pymupdf.open(src)).decode("latin-1")
    res, text = _written_clean(src)
    with pymupdf.open(res.result.output) as doc:
        assert doc.xref_get_key(doc.pdf_catalog(), "AF")[0] == "null"
    dropped = res.result.report["dropped"]  # what went, by structure name, never a value
    assert dropped.get("Catalog/AF") and dropped.get("Form/PDFpenNote"), dropped
    assert NAME not in str(res.result.report)


def test_a_footnote_mark_glued_to_a_word_does_not_hide_it(tmp_path):
    src = _pdf_with(tmp_path / "f.pdf", "BT /F1 11 Tf 72 160 Td (Vu par le Dr %s) Tj 5 Ts (1) Tj ET" % NAME)
    res, text = _written_clean(src)


def test_a_symbol_after_a_word_keeps_its_boundary(tmp_path):
    src = _pdf_with(tmp_path / "s.pdf", "BT /F1 11 Tf 72 160 Td (Protocole %s\x99 de suivi) Tj ET" % NAME)  # WinAnsi 0x99: ™
    res, text = _written_clean(src)
    assert "de suivi" in text


def test_glyphs_no_reader_reads_as_the_value_are_not_refused(tmp_path):
    # "DUPONT" and "IERE" drawn as two strings side by side: every reader reads
    # "DUPONTIERE", a word that is not the force term, so nothing is missing.
    src = _pdf_with(tmp_path / "d.pdf", "BT /F1 12 Tf 72 400 Td (Suivi DUPONT)Tj ET BT /F1 12 Tf 150.7 400 Td (IERE ok)Tj ET")
    out = tmp_path / "o.pdf"
    res = _export(src, out, "DUPONT")
    assert res.code == 0, res.stderr
    assert "DUPONTIERE" in _readers(out)


# Letters set 40 points apart: too far apart to be read as one word on the page (MuPDF
# reads lone letters), while pypdf reads the word from the one string drawn.
LETTER_SPACED = "BT /F1 11 Tf 40 Tc 40 300 Td (%s) Tj ET" % NAME


def test_a_word_set_with_character_spacing_is_read_whole_and_removed(tmp_path):
    """A letterhead's capitals set with 12 points of character spacing: MuPDF cuts
    them into one line per letter; the page text reads the word, so it is removed."""
    src = _pdf_with(tmp_path / "z.pdf", "BT /F1 11 Tf 12 Tc 72 300 Td (%s) Tj ET" % NAME)
    from app.document import open_document

    with open_document(src) as d:
        assert NAME in d.page_text(0).text
    _written_clean(src)


def test_the_second_reader_finds_what_mupdf_does_not_read_and_its_letters_are_masked(tmp_path):
    """Forty points between letters: MuPDF reads one word per letter, pypdf the name. The
    verifier's second reader finds it; its letters, blanks left out, say where it is, and
    remediation masks them there (the page keeps its text: no picture of it is needed)."""
    src = _pdf_with(tmp_path / "z.pdf", LETTER_SPACED)
    res, text = _written_clean(src)
    fixes = res.result.report["remediation"]["fallbacks"]
    assert any(f["check"] == "lecteur2" and f["page"] == 1 and f["areas"] == 1 for f in fixes), fixes
    assert res.result.report["rebuilt_pages"] == [] and "Examen clinique" in text
    assert not any(NAME in ln for ln in res.stderr + res.stdout)


def _jpeg_with_comment(text: str) -> bytes:
    pix = pymupdf.Pixmap(pymupdf.csRGB, pymupdf.IRect(0, 0, 60, 40), 0)
    pix.clear_with(180)
    jpg = pix.tobytes("jpeg")
    com = b"\xff\xfe" + (len(text) + 2).to_bytes(2, "big") + text.encode("latin-1")
    exif = b"Exif\x00\x00" + ("Owner %s" % text).encode("latin-1")
    app1 = b"\xff\xe1" + (len(exif) + 2).to_bytes(2, "big") + exif
    return jpg[:2] + app1 + com + jpg[2:]


def test_jpeg_comment_and_exif_segments_are_stripped(tmp_path):
    from app.export.image_metadata import strip_jpeg_segments

    jpg = _jpeg_with_comment("%s 1 49 05 64 102 047 72" % NAME)
    clean = strip_jpeg_segments(jpg)
    assert clean is not None and NAME.encode() not in clean
    assert pymupdf.Pixmap(clean).samples == pymupdf.Pixmap(jpg).samples  # same pixels
    src = tmp_path / "j.pdf"
    pdf = pymupdf.open()
    page = pdf.new_page()
    page.insert_text((72, 100), "Photographie jointe au dossier", fontname="helv")
    page.insert_image(pymupdf.Rect(300, 300, 360, 340), stream=jpg)  # a small photo, no text in its pixels
    pdf.save(src)
    out = tmp_path / "o.pdf"
    res = _export(src, out, NAME)
    assert res.code == 0, res.stderr
    data = out.read_bytes()
    assert NAME.encode() not in data and b"Owner" not in data
    with pymupdf.open(out) as doc:
        xref = doc[0].get_images()[0][0]
        assert doc.xref_get_key(xref, "Filter")[1] == "/DCTDecode"
        assert doc.extract_image(xref)["width"] == 60


def test_the_raw_check_reads_jpeg_metadata_segments():
    pdf = pymupdf.open()
    page = pdf.new_page()
    page.insert_image(pymupdf.Rect(300, 300, 360, 340), stream=_jpeg_with_comment(NAME))
    assert NAME.encode() in _raw_blob(pdf)


def test_the_second_reader_in_its_worker_process_finds_the_same(tmp_path, monkeypatch):
    import app.export.second_reader as second_reader

    monkeypatch.setattr(second_reader, "PROCESS_MIN_PAGES", 1)  # long documents read in a worker: force it here
    src = _pdf_with(tmp_path / "z.pdf", LETTER_SPACED)
    res = _export(src, tmp_path / "o.pdf", NAME)
    assert res.code == 0, res.stderr
    assert res.result.report["verification"]["second_reader"]["status"] == "ok"
    assert any(f["check"] == "lecteur2" and f["page"] == 1 for f in res.result.report["remediation"]["fallbacks"])


def test_a_failed_second_reader_leaves_mupdf_alone_and_says_so(tmp_path, monkeypatch):
    import app.export.second_reader as second_reader

    monkeypatch.setattr(second_reader, "read_all", lambda data: None)  # pypdf cannot parse this file
    src = _pdf_with(tmp_path / "a.pdf", "BT /F1 11 Tf 72 160 Td (Patiente %s) Tj ET" % NAME)
    res = _export(src, tmp_path / "o.pdf", NAME)
    assert res.code == 0, res.stderr
    assert res.result.report["verification"]["second_reader"]["status"] == "unreadable"


def test_a_value_left_off_the_pages_is_refused_naming_the_object(tmp_path):
    # A private entry of a graphics state holding the patient's name: never
    # drawn, readable by any tool.
    src = tmp_path / "l.pdf"
    pdf = pymupdf.open()
    page = pdf.new_page()
    page.insert_text((72, 100), "Compte rendu de consultation", fontname="helv")
    gs = pdf.get_new_xref()
    pdf.update_object(gs, "<< /Type /ExtGState /CA 1 /CaviardNote (Dossier %s) >>" % NAME)
    _add_resource(pdf, page, "ExtGState", "GS9", gs)
    _append_content(pdf, page, b"q /GS9 gs Q")
    pdf.save(src)
    out = tmp_path / "o.pdf"
    res = _export(src, out, NAME)
    assert res.code == 3 and not out.exists()
    line = next(ln for ln in res.stderr if "objets bruts" in ln)
    assert "fichier, objet" in line and "/ExtGState" in line and NAME not in line
    assert res.result.report["verification"]["problems"][0]["where"].startswith("objet ")


def test_private_entries_of_fonts_are_dropped(tmp_path):
    src = tmp_path / "f.pdf"
    pdf = pymupdf.open()
    page = pdf.new_page()
    page.insert_text((72, 100), "Compte rendu de consultation", fontname="helv")
    pdf.xref_set_key(page.get_fonts()[0][0], "CaviardNote", "(Dossier %s)" % NAME)
    pdf.save(src)
    out = tmp_path / "o.pdf"
    res = _export(src, out, "consultation")
    assert res.code == 0, res.stderr
    assert NAME.encode() not in out.read_bytes() and res.result.report["dropped"].get("Font/CaviardNote") == 1


def test_layers_are_flattened_hidden_content_cut_and_layer_names_dropped(tmp_path):
    # A layer named after the patient (free text, readable by any tool) and a layer
    # switched off holding text, a drawing and an image: the written file shows what
    # the default view showed, has no layer left to switch on, and holds no name.
    src = tmp_path / "calques.pdf"
    pdf = pymupdf.open()
    page = pdf.new_page()
    shown = pdf.add_ocg("Calque %s" % NAME, on=True)
    hidden = pdf.add_ocg("Calque masque", on=False)
    page.insert_text((72, 100), "Compte rendu de consultation", fontname="helv")
    page.insert_text((72, 130), "Note du calque visible", fontname="helv", oc=shown)
    page.insert_text((72, 160), "Madame %s dans un calque" % NAME, fontname="helv", oc=hidden)
    page.draw_rect(pymupdf.Rect(72, 200, 200, 260), color=(1, 0, 0), fill=(1, 0, 0), oc=hidden)
    for shade, rect, oc in ((200, (300, 300, 400, 350), hidden), (90, (300, 400, 400, 450), shown)):
        pix = pymupdf.Pixmap(pymupdf.csRGB, pymupdf.IRect(0, 0, 40, 20), 0)
        pix.clear_with(shade)
        page.insert_image(pymupdf.Rect(rect), pixmap=pix, oc=oc)
    pdf.save(src)
    out = tmp_path / "o.pdf"
    res = _export(src, out, "consultation")
    assert res.code == 0, res.stderr
    after = _readers(out)
    assert NAME not in after and "Note du calque visible" in after
    with pymupdf.open(out) as o:
        assert NAME.encode() not in _raw_blob(o)
    with pymupdf.open(out) as o, pymupdf.open(src) as i:
        assert o.get_ocgs() == {} and len(o[0].get_images()) == 1
        a, b = i[0].get_pixmap(dpi=40), o[0].get_pixmap(dpi=40)
        # the page looks as the default view showed it, but for the one redaction
        diff = sum(x != y for x, y in zip(a.samples, b.samples))
        assert diff < 0.02 * len(a.samples), diff
    dropped = res.result.report["dropped"]
    assert dropped.get("layer_list") == 1 and dropped.get("hidden_layer_sections") and dropped.get("hidden_layer_objects")


def test_text_never_visible_is_removed_whatever_it_says(tmp_path):
    # a layer switched off, text clipped away, text at size zero: no reader shows
    # them, MuPDF's extraction skips the first two, pdftotext and pypdf read all three
    src = tmp_path / "n.pdf"
    pdf = pymupdf.open()
    page = pdf.new_page()
    page.insert_text((72, 100), "Compte rendu de consultation", fontname="helv")
    ocg = pdf.add_ocg("Calque masque", on=False)
    page.insert_text((72, 130), "Madame %s dans un calque" % NAME, fontname="helv", oc=ocg)
    font = page.get_fonts()[0][4]
    extra = ("q 0 0 1 1 re W n BT /%s 11 Tf 72 600 Td (Monsieur ZORGAMOND) Tj ET Q "
             "BT /%s 0 Tf 72 500 Td (Docteur QUERVELLEC) Tj ET" % (font, font))
    _append_content(pdf, page, extra.encode())
    pdf.save(src)
    before = _readers(src)
    assert NAME in before and "ZORGAMOND" in before and "QUERVELLEC" in before
    out = tmp_path / "o.pdf"
    res = _export(src, out, "consultation")  # none of the three is known to the plan
    assert res.code == 0, res.stderr
    after = _readers(out)
    assert NAME not in after and "ZORGAMOND" not in after and "QUERVELLEC" not in after
    assert "Compte rendu" in after
    dropped = res.result.report["dropped"]
    assert dropped.get("hidden_layer_text_spans") and dropped.get("never_visible_text_spans"), dropped


def test_our_own_placeholders_are_not_findings(tmp_path):
    # the force term "email" is the word of the [EMAIL] label written over the address
    src = _pdf_with(tmp_path / "e.pdf", "BT /F1 11 Tf 72 160 Td (Contact email : odile.trevidic@exemple-mail.fr) Tj ET")
    out = tmp_path / "o.pdf"
    res = run_headless(src, out, ExportOptions(force_terms=("email",)), use_model=False)  # the rules find the address
    assert res.code == 0, res.stderr
    text = _readers(out)
    assert "exemple-mail" not in text and "[EMAIL]" in text


def test_an_object_mupdf_cannot_load_does_not_stop_the_allow_list(unloadable):
    # a third-party file lists an object its xref cannot find ("cannot find object in xref")
    from app.export.allow_list import prune_to_allow_list

    pdf = pymupdf.open()
    page = pdf.new_page()
    page.insert_text((72, 100), "Compte rendu de consultation", fontname="helv")
    broken = pdf.get_new_xref()
    pdf.update_object(broken, "<< /Type /Font /CaviardNote (x) >>")
    unloadable(broken)
    prune_to_allow_list(pdf)  # no exception: the entry is skipped


def test_the_second_reader_parses_each_font_once_and_reads_the_same(monkeypatch):
    import app.export.second_reader as second_reader

    doc = pymupdf.open()
    for i in range(6):  # one font dictionary shared by six pages
        doc.new_page().insert_text((72, 72), "Page %d : Mme KERBRAT Ysolde, née le 03/04/1951" % i, fontname="helv")
    data = doc.tobytes()
    plain = [p.extract_text() for p in pypdf.PdfReader(io.BytesIO(data)).pages]
    monkeypatch.setattr(second_reader, "_font_cache", {})
    texts = second_reader.read_all(data)
    assert [t.strip() for t in texts] == [second_reader._clean(t).strip() for t in plain]
    assert len(second_reader._font_cache) == 1  # one entry: the shared dictionary, parsed once
