"""End-to-end export of the generated multi-page CRO (seed 002's leak), checked
with extractors that are not PyMuPDF (pypdf; poppler's pdftotext when present)."""

import logging
import shutil
import subprocess
import unicodedata

import pymupdf
import pypdf
import pytest

from app.detection.spans import Span
from app.document import open_document
from app.export import AreaMask, ExportOptions, SameFileError, build_plan, export_document
from test_export_fixtures import (
    DDN, EMAIL, FORCE, IPP, KEPT, NEIGHBOUR_ABOVE, NEIGHBOUR_BELOW, NIR, NOM, NOM_TITLE, PRENOM, SECRETS, make_cro,
)

logging.getLogger("pypdf").setLevel(logging.ERROR)
PDFTOTEXT = shutil.which("pdftotext")


def _span(pages, page, value, label):
    i = pages[page].text.index(value)
    return Span(page, i, i + len(value), value, label, "rules.test", 0.95)


def header_spans(pages):
    """What detection finds in the page-0 header (the rest must come from propagation)."""
    return [
        _span(pages, 0, NOM, "NOM"), _span(pages, 0, PRENOM, "PRENOM"), _span(pages, 0, DDN, "DATE_NAISSANCE"),
        _span(pages, 0, NIR, "NIR"), _span(pages, 0, IPP, "IPP"), _span(pages, 0, EMAIL, "EMAIL"),
        _span(pages, 1, NOM_TITLE, "NOM"),  # the ligature-written "Raﬃn", read as "Raffin"
    ]


def pypdf_text(path):
    r = pypdf.PdfReader(str(path))
    return [unicodedata.normalize("NFKC", p.extract_text() or "") for p in r.pages]


def poppler_text(path):
    out = subprocess.run([PDFTOTEXT, "-enc", "UTF-8", str(path), "-"], capture_output=True, check=True)
    return unicodedata.normalize("NFKC", out.stdout.decode("utf-8"))


def squash(s):
    return " ".join(s.split())


@pytest.fixture(scope="module")
def exported(tmp_path_factory):
    d = tmp_path_factory.mktemp("cro")
    src = make_cro(d / "cro.pdf")
    out = d / "cro_anonymise.pdf"
    opts = ExportOptions(force_terms=(FORCE,))
    with open_document(src) as doc:
        pages = doc.pages
        plan = build_plan(pages, header_spans(pages), opts)
        result = export_document(doc, plan, out, opts)
    return src, out, plan, result


def test_export_is_verified_and_written(exported):
    src, out, plan, result = exported
    assert result.ok and result.written and out.is_file()
    assert result.verification.lost_words == 0
    assert plan.counts(["propagation"])["DATE_NAISSANCE"] >= 5  # page 1, 2 (×3), 3


@pytest.mark.parametrize("extractor", ["pypdf", "pdftotext"])
def test_no_value_left_for_another_extractor(exported, extractor):
    _, out, _, _ = exported
    if extractor == "pdftotext":
        if PDFTOTEXT is None:
            pytest.skip("pdftotext absent")
        text = poppler_text(out)
    else:
        text = "\n".join(pypdf_text(out))
    flat = squash(text)
    nospace = "".join(text.split())
    for secret in SECRETS:
        assert secret not in flat, "une valeur masquée subsiste"
        assert "".join(secret.split()) not in nospace
    assert "2490564102033" not in nospace
    for kept in KEPT:
        assert kept in flat, "texte hors masque perdu"


def test_same_layout_and_rotated_page(exported):
    src, out, _, _ = exported
    with pymupdf.open(src) as a, pymupdf.open(out) as b:
        assert a.page_count == b.page_count == 4
        for pa, pb in zip(a, b):
            assert pa.rect == pb.rect and pa.rotation == pb.rotation
        assert b[3].rotation == 90
        assert "sortie le 14/03/2024" in squash(b[3].get_text())


def test_tight_lines_neighbours_survive(exported):
    _, out, _, _ = exported
    with pymupdf.open(out) as doc:
        text = doc[0].get_text()
    assert NEIGHBOUR_ABOVE + " gjpq" in text and NEIGHBOUR_BELOW + " ÉÀÇ" in text
    assert "a été informée" in text and NOM not in text


def test_everything_around_the_pages_is_gone(exported):
    _, out, _, _ = exported
    r = pypdf.PdfReader(str(out))
    assert not any((v or "").strip() for v in (r.metadata or {}).values())
    assert r.xmp_metadata is None
    assert r.outline == []
    assert dict(r.attachments) == {}
    for p in r.pages:
        annots = p.get("/Annots")  # a null entry is an absent entry (PDF 32000 7.3.7)
        assert annots is None or isinstance(annots, pypdf.generic.NullObject) or len(annots) == 0
    raw = out.read_bytes()
    with pymupdf.open(out) as doc:
        assert doc.get_toc() == [] and doc.embfile_count() == 0 and not doc.get_xml_metadata()
        assert not any((doc.metadata.get(k) or "") for k in ("title", "author", "subject", "keywords"))
        blob = b"".join(doc.xref_object(x).encode() + (doc.xref_stream(x) or b"") for x in range(1, doc.xref_length())
                        if doc.xref_is_stream(x) or True)
    for secret in (NOM, PRENOM, DDN, EMAIL):
        assert secret.encode("latin-1", "ignore") not in raw + blob


def test_report_has_counts_and_no_value(exported):
    _, _, _, result = exported
    rep = result.report
    assert rep["written"] and rep["verification"]["ok"]
    assert rep["counts"]["by_source"]["propagation"] > 0 and rep["counts"]["by_source"]["force"] == 5
    assert rep["tool"]["version"] and "model" in rep and rep["timings_s"]["verification"] >= 0
    assert {"page": 1, "by_kind": rep["counts"]["by_page"][0]["by_kind"]} == rep["counts"]["by_page"][0]
    dump = repr(rep) + result.summary
    for secret in SECRETS + (EMAIL, NIR, DDN):
        assert secret not in dump and secret.lower() not in dump.lower()
    assert "Vérification réussie" in result.summary


def test_forced_verification_failure_writes_nothing(tmp_path):
    src = make_cro(tmp_path / "cro.pdf")
    out = tmp_path / "out.pdf"
    with open_document(src) as doc:
        pages = doc.pages
        plan = build_plan(pages, header_spans(pages), ExportOptions(force_terms=(FORCE,)))
        skip = next(i for i, it in enumerate(plan.items) if it.page == 2 and it.label == "DATE_NAISSANCE")
        opts = ExportOptions(force_terms=(FORCE,), test_skip_item=skip, max_remediation_rounds=0)
        result = export_document(doc, plan, out, opts)
        fixed = export_document(doc, plan, tmp_path / "fixed.pdf", ExportOptions(force_terms=(FORCE,), test_skip_item=skip))
    assert fixed.ok and fixed.report["remediation"]["pages"] == [3]  # with remediation: masked by area
    assert "1949" not in " ".join(pypdf_text(tmp_path / "fixed.pdf"))
    assert not result.ok and not result.written and not out.exists()
    assert any(p.page == 2 and p.label == "DATE_NAISSANCE" for p in result.verification.problems)
    msgs = " ".join(p.message_fr() for p in result.verification.problems)
    assert "page 3" in msgs and "Date de naissance" in msgs
    assert "1949" not in msgs + result.summary and not list(tmp_path.glob(".caviard-*"))


def test_output_equal_to_input_is_refused(tmp_path):
    src = make_cro(tmp_path / "cro.pdf")
    before = src.read_bytes()
    with open_document(src) as doc:
        plan = build_plan(doc.pages, [])
        with pytest.raises(SameFileError):
            export_document(doc, plan, tmp_path / "." / "cro.pdf")
    assert src.read_bytes() == before


def test_manual_area_blanks_image_pixels_and_text(tmp_path):
    doc = pymupdf.open()
    p = doc.new_page()
    p.insert_text((50, 60), "Signature : Dr Exemple Marchand", fontsize=11)
    pix = pymupdf.Pixmap(pymupdf.csRGB, pymupdf.IRect(0, 0, 40, 40), False)
    pix.set_rect(pix.irect, (200, 30, 30))
    p.insert_image(pymupdf.Rect(300, 300, 400, 400), pixmap=pix)
    src = tmp_path / "sig.pdf"
    doc.save(src)
    out = tmp_path / "sig_out.pdf"
    with open_document(src) as d:
        pages = d.pages
        plan = build_plan(pages, []).with_areas([AreaMask(0, (290, 290, 410, 410)), AreaMask(0, (130, 45, 300, 65))])
        res = export_document(d, plan, out)
    assert res.ok
    with pymupdf.open(out) as o:
        assert "Marchand" not in o[0].get_text() and "Signature" in o[0].get_text()
        px = o[0].get_pixmap(clip=pymupdf.Rect(340, 340, 360, 360))
        assert max(px.samples) < 60  # red image pixels blanked under the black box


def test_javascript_and_open_action_removed(tmp_path):
    doc = pymupdf.open()
    p = doc.new_page()
    p.insert_text((50, 60), "Compte rendu : Mme Exemple Durandal", fontsize=11)
    js = doc.get_new_xref()
    doc.update_object(js, "<< /S /JavaScript /JS (app.alert('Durandal');) >>")
    doc.xref_set_key(doc.pdf_catalog(), "OpenAction", "%d 0 R" % js)
    src = tmp_path / "js.pdf"
    doc.save(src)
    out = tmp_path / "js_out.pdf"
    with open_document(src) as d:
        pages = d.pages
        i = pages[0].text.index("Durandal")
        acc = [Span(0, i, i + 8, "Durandal", "NOM", "manual", 1.0)]
        res = export_document(d, build_plan(pages, acc), out)
    assert res.ok
    raw = out.read_bytes()
    assert b"JavaScript" not in raw and b"Durandal" not in raw
    with pymupdf.open(out) as o:
        assert o.xref_get_key(o.pdf_catalog(), "OpenAction")[0] == "null"


def _visible_and_hidden(path, hidden: list[tuple[tuple[float, float], str, float]]):
    """A page with a visible name and invisible (render mode 3) lines; exported with the name masked."""
    doc = pymupdf.open()
    p = doc.new_page()
    p.insert_text((50, 60), "Texte visible : Mme Exemple Vauclair", fontsize=11)
    for pos, line, size in hidden:
        p.insert_text(pos, line, fontsize=size, render_mode=3)
    doc.save(path)
    out = path.with_name(path.stem + "_out.pdf")
    with open_document(path) as d:
        pages = d.pages
        i = pages[0].text.index("Vauclair")
        res = export_document(d, build_plan(pages, [Span(0, i, i + 8, "Vauclair", "NOM", "manual", 1.0)]), out)
    return res, " ".join(pypdf_text(out)) if res.ok else ""


def test_invisible_text_layer_is_removed_without_counting_as_loss(tmp_path):
    res, text = _visible_and_hidden(tmp_path / "hidden.pdf",
                                    [((50, 200), "couche invisible de reconnaissance avec plusieurs mots", 11)])
    assert res.ok and res.verification.lost_words == 0
    assert "invisible" not in text and "Vauclair" not in text and "Texte visible" in text


def test_invisible_spaces_left_by_an_ocr_layer_are_not_a_refusal(tmp_path):
    """White space in render mode 3 over visible words says nothing: the file is written."""
    res, text = _visible_and_hidden(tmp_path / "spaces.pdf",
                                    [((50, 62), " " * 40, 30), ((50, 200), "couche invisible avec des mots", 11)])
    assert res.ok, [(q.page, q.check) for q in res.verification.problems]
    assert "invisible" not in text and "Vauclair" not in text and "Texte visible" in text


def _tight_doc(path):
    doc = pymupdf.open()
    p = doc.new_page()
    for i, t in enumerate(["ligne du dessus garde ses mots", "Mme Bellegarde informée ce jour", "ligne du dessous aussi conservée"]):
        p.insert_text((50, 100 + i * 11), t, fontsize=11)
    doc.save(path)
    return path


def _export_name(src, out):
    with open_document(src) as d:
        pages = d.pages
        i = pages[0].text.index("Bellegarde")
        return export_document(d, build_plan(pages, [Span(0, i, i + 10, "Bellegarde", "NOM", "manual", 1.0)]), out)


def test_band_keeps_neighbours_at_line_spacing_one(tmp_path):
    src = _tight_doc(tmp_path / "tight.pdf")
    res = _export_name(src, tmp_path / "ok.pdf")
    assert res.ok and res.verification.lost_words == 0
    text = squash(" ".join(pypdf_text(tmp_path / "ok.pdf")))
    assert "ligne du dessus garde ses mots" in text and "ligne du dessous aussi conservée" in text
    assert "Bellegarde" not in text


@pytest.mark.parametrize("caption_apart", [False, True])
def test_a_font_with_out_of_scale_ascent_keeps_its_neighbour_lines(tmp_path, caption_apart):
    """A writer that leaves the font descriptor's Ascent / Descent in the font's own units
    (1901 / -483 for 0.928 / -0.236): MuPDF takes every glyph as 2.4 font sizes tall, so a
    band centred on the line's box erased the line below (its care date). With
    ``caption_apart``, the value's caption is a line of its own on the same baseline that
    runs into the value's column."""
    doc = pymupdf.open()
    p = doc.new_page()
    lines = ["Dossier n° : D2402642-0611 Bellegarde", "Prélevé le : 18/02/2024 à 06h37", "Reçu le : 18.02.2024"]
    if caption_apart:
        p.insert_text((72, 100), "N° d'examen (accession) :", fontsize=9.6, fontname="helv")
        p.insert_text((176, 100), "Bellegarde D2402642-0611", fontsize=9.6, fontname="helv")
        lines[0] = ""
    for i, t in enumerate(lines):
        p.insert_text((72, 100 + i * 12.3), t, fontsize=9.6, fontname="helv")
    font = p.get_fonts()[0][0]
    fd = doc.get_new_xref()
    doc.update_object(fd, "<< /Type /FontDescriptor /FontName /Helvetica /Flags 32 /Ascent 1901 /Descent -483 "
                          "/CapHeight 1330 /FontBBox [-2190 -850 4045 2407] /ItalicAngle 0 /StemV 80 >>")
    doc.xref_set_key(font, "FontDescriptor", f"{fd} 0 R")
    src = tmp_path / "tall.pdf"
    doc.save(src)
    res = _export_name(src, tmp_path / "out.pdf")
    assert res.ok and res.verification.lost_words <= 1  # (the caption's colon under the value's box)
    text = squash(" ".join(pypdf_text(tmp_path / "out.pdf")))
    assert "Bellegarde" not in text
    assert "18/02/2024 à 06h37" in text and "Reçu le : 18.02.2024" in text and "D2402642-0611" in text


def test_collateral_loss_from_a_too_tall_box_is_a_warning_per_page(tmp_path, monkeypatch):
    """Words lost outside the masks are reported where they were lost, not a refusal:
    the file is safe (nothing personal left), the clerk is told which page to look at."""
    import app.export.geometry as geometry

    monkeypatch.setattr(geometry, "BAND", 2.5)  # full-height boxes and more: neighbours get erased,
    monkeypatch.setattr(geometry, "THIN_BAND", 2.5)  # and again on the page redacted with thin bands
    src = _tight_doc(tmp_path / "tight.pdf")
    out = tmp_path / "bad.pdf"
    res = _export_name(src, out)
    assert res.ok and out.exists()
    assert res.verification.lost_words > 3
    assert res.verification.collateral_pages() == [0]
    assert res.report["verification"]["collateral"]["pages_over_2_percent"] == [1]
    assert "page(s) 1" in res.summary and "perdu" in res.summary


def test_words_lost_around_the_masks_are_redacted_again_with_thin_bands(tmp_path, monkeypatch):
    """Verification sees the neighbours' words gone (bands too tall for how MuPDF sizes the
    glyphs): the page is redacted again with thin bands, and that copy is written."""
    import app.export.geometry as geometry

    monkeypatch.setattr(geometry, "BAND", 2.5)
    src = _tight_doc(tmp_path / "tight.pdf")
    res = _export_name(src, tmp_path / "ok.pdf")
    assert res.ok and res.verification.lost_words == 0
    text = squash(" ".join(pypdf_text(tmp_path / "ok.pdf")))
    assert "ligne du dessus garde ses mots" in text and "ligne du dessous aussi conservée" in text
    assert "Bellegarde" not in text


def test_existing_redaction_annotation_is_applied_other_annotations_deleted(tmp_path):
    doc = pymupdf.open()
    p = doc.new_page()
    p.insert_text((50, 60), "Dossier de Mme Exemple Tourmaline suivi", fontsize=11)
    p.insert_text((50, 120), "Ligne confidentielle marquée à la main", fontsize=11)
    p.add_redact_annot(p.search_for("confidentielle")[0])
    p.add_text_annot((300, 300), "Tourmaline : rappeler")
    p.add_highlight_annot(p.search_for("Dossier")[0])
    src = tmp_path / "annots.pdf"
    doc.save(src)
    out = tmp_path / "annots_out.pdf"
    with open_document(src) as d:
        pages = d.pages
        i = pages[0].text.index("Tourmaline")
        res = export_document(d, build_plan(pages, [Span(0, i, i + 10, "Tourmaline", "NOM", "manual", 1.0)]), out)
    assert res.ok
    with pymupdf.open(out) as o:
        assert o[0].first_annot is None
        text = o[0].get_text()
    assert "confidentielle" not in text and "Tourmaline" not in text and "Ligne" in text and "Dossier" in text


def test_annotations_written_inline_are_removed_without_an_error(tmp_path):
    """Annotation dictionaries written directly in /Annots (no object of their own: MuPDF
    cannot load them one by one) go with the others; their author and comment too."""
    doc = pymupdf.open()
    p = doc.new_page()
    p.insert_text((50, 60), "Dossier de Mme Exemple Tourmaline suivi", fontsize=11)
    doc.xref_set_key(p.xref, "Annots", "[<</Type/Annot/Subtype/Text/Contents(Rappeler Tourmaline)/T(Aubergine)"
                                       "/Rect[300 300 320 320]>><</Type/Annot/Subtype/Square/Rect[0 0 10 10]>>]")
    src = tmp_path / "inline.pdf"
    doc.save(src)
    out = tmp_path / "inline_out.pdf"
    with open_document(src) as d:
        pages = d.pages
        i = pages[0].text.index("Tourmaline")
        res = export_document(d, build_plan(pages, [Span(0, i, i + 10, "Tourmaline", "NOM", "manual", 1.0)]), out)
    assert res.ok
    raw = out.read_bytes()
    assert b"Aubergine" not in raw and b"Rappeler" not in raw
    with pymupdf.open(out) as o:
        assert o[0].first_annot is None and "Dossier" in o[0].get_text()


def test_form_field_holding_the_name_is_removed(tmp_path):
    doc = pymupdf.open()
    p = doc.new_page()
    p.insert_text((50, 60), "Formulaire de consentement", fontsize=11)
    w = pymupdf.Widget()
    w.field_type = pymupdf.PDF_WIDGET_TYPE_TEXT
    w.field_name = "patient"
    w.field_value = "Albertine Quillacq"
    w.rect = pymupdf.Rect(50, 100, 300, 120)
    p.add_widget(w)
    src = tmp_path / "form.pdf"
    doc.save(src)
    out = tmp_path / "form_out.pdf"
    with open_document(src) as d:
        res = export_document(d, build_plan(d.pages, [], ExportOptions(force_terms=("Quillacq",))), out)
    assert res.ok
    r = pypdf.PdfReader(str(out))
    assert not r.get_fields()
    assert "Quillacq" not in " ".join(pypdf_text(out))
    with pymupdf.open(out) as o:
        assert not o.is_form_pdf and o[0].first_widget is None
        blob = b"".join((o.xref_stream(x) or b"") + o.xref_object(x).encode() for x in range(1, o.xref_length()))
    assert b"Quillacq" not in blob


def test_text_outside_the_page_box_is_removed(tmp_path):
    """Text drawn outside the page box is not in the page text (never detected)
    but is extractable: the scrub removes it; the verifier reads it too."""
    doc = pymupdf.open()
    p = doc.new_page()
    p.insert_text((50, 60), "Patient : Mme Exemple Ravignan", fontsize=11)
    p.insert_text((50, 900), "Ravignan cachée", fontsize=11)  # below the 842 pt page
    p.insert_text((-300, 300), "Ravignan gauche", fontsize=11)
    src = tmp_path / "offpage.pdf"
    doc.save(src)
    out = tmp_path / "offpage_out.pdf"
    with open_document(src) as d:
        pages = d.pages
        assert pages[0].text.count("Ravignan") == 1
        i = pages[0].text.index("Ravignan")
        res = export_document(d, build_plan(pages, [Span(0, i, i + 8, "Ravignan", "NOM", "manual", 1.0)]), out)
    assert res.ok and res.verification.lost_words == 0
    text = " ".join(pypdf_text(out))
    assert "Ravignan" not in text and "cachée" not in text and "Patient" in text
    if PDFTOTEXT:
        assert "Ravignan" not in poppler_text(out)


def test_verifier_reads_text_outside_the_page_box(tmp_path, monkeypatch):
    import app.export.scrub as scrub

    monkeypatch.setattr(scrub, "remove_offpage_text", lambda page: False)  # pretend the scrub missed it
    doc = pymupdf.open()
    p = doc.new_page()
    p.insert_text((50, 60), "Patient : Mme Exemple Ravignan", fontsize=11)
    p.insert_text((50, 900), "Ravignan", fontsize=11)
    src = tmp_path / "offpage.pdf"
    doc.save(src)
    out = tmp_path / "offpage_out.pdf"
    with open_document(src) as d:
        pages = d.pages
        i = pages[0].text.index("Ravignan")
        res = export_document(d, build_plan(pages, [Span(0, i, i + 8, "Ravignan", "NOM", "manual", 1.0)]), out)
    # the verifier reads it and places it (unclipped search): the remediation masks it there
    found = {(f["page"], f["kind"], f["check"]) for f in res.report["remediation"]["fallbacks"] if f["round"] == 1}
    assert res.ok and {(1, "NOM", "recherche"), (1, "NOM", "lecteur2")} <= found
    with pymupdf.open(out) as o:
        assert "Ravignan" not in o[0].get_text(clip=pymupdf.INFINITE_RECT())
    assert "Ravignan" not in " ".join(pypdf_text(out))


def test_a_word_running_past_the_page_edge_is_removed(tmp_path):
    """A word cut by the page edge reads whole to pypdf and to an unclipped MuPDF, while
    the page text (clipped) holds only its visible letters: the verifier places it
    with an unclipped search and the remediation removes it, instead of refusing."""
    from app.cli import main

    doc = pymupdf.open()
    p = doc.new_page()
    p.insert_text((50, 60), "Compte rendu de consultation", fontsize=11)
    p.insert_text((520, 120), "Suivi par Quillacq", fontsize=14)  # "Quillacq" starts before x = 595 and ends past it
    src = tmp_path / "edge.pdf"
    doc.save(src)
    out = tmp_path / "edge_out.pdf"
    assert main(["anonymize", str(src), "-o", str(out), "--no-model", "--force-term", "Quillacq"]) == 0
    assert "Quillacq" not in " ".join(pypdf_text(out))
    with pymupdf.open(out) as o:
        assert "Quillacq" not in o[0].get_text(clip=pymupdf.INFINITE_RECT()) and "consultation" in o[0].get_text()


def test_a_city_is_verified_in_the_writing_the_plan_removes(tmp_path):
    """The plan removes a city only as written ("Tours"); the verifier searches the same
    writing, so the ordinary word "tours" is neither a finding nor masked by area."""
    doc = pymupdf.open()
    p = doc.new_page()
    p.insert_text((50, 60), "Patient venu de Tours pour le bilan.", fontsize=11)
    p.insert_text((50, 90), "Il fait trois tours de piste sans dyspnée.", fontsize=11)
    src = tmp_path / "city.pdf"
    doc.save(src)
    out = tmp_path / "city_out.pdf"
    with open_document(src) as d:
        pages = d.pages
        i = pages[0].text.index("Tours")
        res = export_document(d, build_plan(pages, [Span(0, i, i + 5, "Tours", "VILLE", "manual", 1.0)]), out)
    assert res.ok and res.report["remediation"]["fallbacks"] == []
    text = " ".join(pypdf_text(out))
    assert "Tours" not in text and "trois tours de piste" in text


def test_an_unreadable_redaction_area_of_the_input_stops_the_export(tmp_path, capsys):
    """Someone marked an area to remove, written so MuPDF cannot load it: its place is
    unknown, so nothing is written rather than dropping it unapplied."""
    from app.cli import main

    doc = pymupdf.open()
    p = doc.new_page()
    p.insert_text((50, 60), "Compte rendu de consultation", fontsize=11)
    doc.xref_set_key(p.xref, "Annots", "[<</Type/Annot/Subtype/Redact/Rect[40 40 300 70]>>]")
    src = tmp_path / "redact_inline.pdf"
    doc.save(src)
    out = tmp_path / "redact_inline_out.pdf"
    assert main(["anonymize", str(src), "-o", str(out), "--no-model"]) == 2
    err = capsys.readouterr().err
    assert "page 1 : une zone de caviardage" in err and "Traceback" not in err and not out.exists()


def test_the_part_of_a_line_running_past_the_page_edge_is_removed(tmp_path):
    """A line that starts on the page and runs on past its right edge (a writer whose font
    widths are too wide for the page): the part past the edge is not in the page text, so no
    one reviews it, yet every extractor reads it. It goes; the visible part stays."""
    from app.cli import main

    doc = pymupdf.open()
    p = doc.new_page()
    p.insert_text((50, 60), "Compte rendu de consultation", fontsize=11)
    p.insert_text((300, 120), "Antécédents familiaux : voir arbre, branche maternelle Kermabon-Thiriet",
                  fontsize=11)  # the line's centre is on the page, its end far past x = 595
    src = tmp_path / "overflow.pdf"
    doc.save(src)
    out = tmp_path / "overflow_out.pdf"
    assert main(["anonymize", str(src), "-o", str(out), "--no-model"]) == 0
    text = " ".join(pypdf_text(out))
    assert "Kermabon" not in text and "Antécédents" in text and "consultation" in text
    if PDFTOTEXT:
        assert "Kermabon" not in poppler_text(out)
