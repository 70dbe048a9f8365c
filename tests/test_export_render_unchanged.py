"""The visible page is unchanged outside the masks: rendered output and input differ only
where words were removed (and their placeholder labels drawn)."""

from __future__ import annotations

import numpy as np
import pymupdf
import pytest

from app.cli import main
from test_export_fixtures import make_cro

DPI = 72


def _gray(page) -> np.ndarray:
    pix = page.get_pixmap(dpi=DPI, colorspace=pymupdf.csGRAY, alpha=False)
    return np.frombuffer(pix.samples, np.uint8).reshape(pix.height, pix.width)


def _removed_word_mask(pin, pout, shape) -> np.ndarray:
    """Pixels of the input's words that the output no longer holds at the same place."""
    kept = {(w[4], round(w[0]), round(w[1])) for w in pout.get_text("words")}
    mask = np.zeros(shape, bool)
    z = DPI / 72.0
    for x0, y0, x1, y1, word, *_ in pin.get_text("words"):
        if (word, round(x0), round(y0)) in kept:
            continue
        r = pymupdf.Rect(x0, y0, x1, y1) * pin.rotation_matrix  # the rendered page may be rotated
        a, b = max(0, int((r.y0 - 3) * z)), min(shape[0], int((r.y1 + 3) * z) + 1)
        c, d = max(0, int((r.x0 - 3) * z)), min(shape[1], int((r.x1 + 3) * z) + 1)
        mask[a:b, c:d] = True
    return mask


@pytest.mark.parametrize("placeholder", ["label", "none"])
def test_rendered_pages_differ_only_where_values_were_removed(tmp_path, placeholder, capsys):
    src = make_cro(tmp_path / "cro.pdf")
    out = tmp_path / "cro_anonymise.pdf"
    args = ["anonymize", str(src), "-o", str(out), "--no-model", "--force-term", "CHCB"]
    args += ["--placeholder", placeholder]
    assert main(args) == 0, capsys.readouterr().err
    with pymupdf.open(src) as din, pymupdf.open(out) as dout:
        assert din.page_count == dout.page_count
        changed_somewhere = False
        for pin, pout in zip(din, dout):
            a, b = _gray(pin), _gray(pout)
            assert a.shape == b.shape
            diff = np.abs(a.astype(np.int16) - b.astype(np.int16)) > 40
            outside = diff & ~_removed_word_mask(pin, pout, a.shape)
            assert outside.sum() <= 0.0005 * a.size, (pin.number, int(outside.sum()))
            changed_somewhere |= bool(diff.any())
        assert changed_somewhere


def _form_with_notes(path):
    """A page with a filled field (a fictional name), a hidden field, a free-text note,
    a drawn rectangle and a redaction mark someone left unapplied."""
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_text((72, 72), "Nom du patient :", fontsize=11)
    page.insert_text((72, 140), "Motif : bilan annuel, examen sans particularité.", fontsize=11)
    page.insert_text((72, 170), "Code interne ZX-PRIVE a retirer.", fontsize=11)
    for name, value, y in (("nom", "Mme KERBRAT Ysolde", 58), ("cache", "HIDDENFIELD", 300)):
        w = pymupdf.Widget()
        w.field_type = pymupdf.PDF_WIDGET_TYPE_TEXT
        w.field_name, w.field_value, w.rect = name, value, pymupdf.Rect(180, y, 420, y + 20)
        page.add_widget(w)
    page.add_freetext_annot(pymupdf.Rect(72, 200, 400, 230), "Note : rappeler le service le matin")
    page.add_rect_annot(pymupdf.Rect(60, 250, 300, 290))
    mark = page.search_for("ZX-PRIVE")[0]
    page.add_redact_annot(mark)
    doc.save(path)
    doc = pymupdf.open(path)
    for w in doc[0].widgets():
        if w.field_name == "cache":
            doc.xref_set_key(w.xref, "F", "2")  # hidden: no reader shows it
    doc.saveIncr()
    doc.close()
    return path


def test_form_fields_and_notes_keep_their_look_and_lose_their_values(tmp_path, capsys):
    import subprocess

    src = _form_with_notes(tmp_path / "form.pdf")
    out = tmp_path / "form_anonymise.pdf"
    assert main(["anonymize", str(src), "-o", str(out), "--no-model"]) == 0, capsys.readouterr().err
    text = subprocess.run(["pdftotext", str(out), "-"], capture_output=True, text=True, check=True).stdout
    assert "KERBRAT" not in text and "Ysolde" not in text  # the field's value was found and removed
    assert "HIDDENFIELD" not in text and "ZX-PRIVE" not in text  # hidden field dropped, old mark applied
    assert "rappeler le service" in text  # the note is drawn into the page, still readable
    with pymupdf.open(src) as din, pymupdf.open(out) as dout:
        assert not dout.is_form_pdf and dout[0].first_annot is None and dout[0].first_widget is None
        pin, pout = din[0], dout[0]
        a, b = _gray(pin), _gray(pout)
        diff = np.abs(a.astype(np.int16) - b.astype(np.int16)) > 40
        outside = diff & ~_removed_word_mask(pin, pout, a.shape)
        assert outside.sum() <= 0.0005 * a.size, int(outside.sum())  # field frame, note and rectangle still drawn


def test_a_drawn_form_that_cannot_be_verified_is_made_again_with_the_forms_deleted(tmp_path, monkeypatch):
    """When the copy with forms and notes drawn into the page fails verification (here:
    an appearance whose text lies where the plan does not reach, and no remediation
    round allowed), the export is made again with them deleted instead of refused."""
    from app.detection.analyze import default_detectors
    from app.document import open_document
    from app.export import ExportOptions, export_document
    from app.export import pipeline
    from app.job import DocumentJob

    src = _form_with_notes(tmp_path / "form.pdf")
    real = pipeline.flatten_annotations
    calls = []

    def flatten_that_leaves_a_value(doc):
        n = real(doc)
        doc[0].insert_text((72, 500), "Signataire : Ysolde KERBRAT", fontsize=11)  # drawn where no span is
        calls.append(n)
        return n

    monkeypatch.setattr(pipeline, "flatten_annotations", flatten_that_leaves_a_value)
    with DocumentJob.open(src) as job:
        job.extract_all()
        spans = job.detect(default_detectors(use_model=False))
    accepted = [s for s in spans if s.label in ("NOM", "PRENOM")]
    assert accepted  # the field's value is read and found
    out = tmp_path / "out.pdf"
    with open_document(src) as doc:
        from app.export import build_plan

        plan = build_plan(doc.pages, accepted, ExportOptions())
        got = export_document(doc, plan, out, ExportOptions(max_remediation_rounds=0))
    assert calls and calls[0] > 0  # the drawn copy was made first
    assert got.ok and got.written, got.summary
    text = pdftotext_text(out)
    assert "KERBRAT" not in text and "Ysolde" not in text
    assert "Motif : bilan annuel" in text
    with pymupdf.open(out) as d:
        assert d[0].first_annot is None and d[0].first_widget is None and not d.is_form_pdf


def pdftotext_text(path) -> str:
    import subprocess

    return subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True).stdout


def test_a_page_with_a_user_unit_is_masked_where_its_words_are(tmp_path, capsys):
    """A poster page whose unit is 10 points: the boxes land on the words, not ten times off."""
    src = tmp_path / "poster.pdf"
    doc = pymupdf.open()
    page = doc.new_page(width=180, height=360)
    page.insert_text((20, 40), "Affiche du service", fontsize=6)
    page.insert_text((20, 60), "Contact : Mme KERGUELEN", fontsize=6)
    page.insert_text((20, 80), "Horaires du matin et du soir", fontsize=6)
    doc.xref_set_key(page.xref, "UserUnit", "10")
    doc.save(src)
    doc.close()
    out = tmp_path / "poster_anonymise.pdf"
    assert main(["anonymize", str(src), "-o", str(out), "--no-model", "--force-term", "KERGUELEN"]) == 0, \
        capsys.readouterr().err
    text = pdftotext_text(out)
    assert "KERGUELEN" not in text and "Affiche du service" in text and "Horaires du matin" in text
    with pymupdf.open(src) as din, pymupdf.open(out) as dout:
        pin, pout = din[0], dout[0]
        assert pout.rect == pin.rect  # the same physical size
        a, b = _gray(pin), _gray(pout)
        diff = np.abs(a.astype(np.int16) - b.astype(np.int16)) > 40
        outside = diff & ~_removed_word_mask(pin, pout, a.shape)
        assert diff.any() and outside.sum() <= 0.0005 * a.size, int(outside.sum())


def test_a_list_box_is_drawn_and_its_options_out_of_view_are_gone(tmp_path, capsys):
    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_text((72, 72), "Formulaire de test", fontsize=11)
    w = pymupdf.Widget()
    w.field_type = pymupdf.PDF_WIDGET_TYPE_LISTBOX
    w.field_name = "choix"
    w.choice_values = ["Option un", "Option deux", "Option trois", "Option quatre", "Option cinq", "Option six",
                       "Option sept", "KERHERVÉ Optionhuit", "Option neuf", "Option dix"]
    w.field_value = "Option deux"
    w.rect = pymupdf.Rect(72, 100, 250, 140)
    page.add_widget(w)
    src = tmp_path / "liste.pdf"
    doc.save(src)
    doc.close()
    out = tmp_path / "liste_anonymise.pdf"
    assert main(["anonymize", str(src), "-o", str(out), "--no-model"]) == 0, capsys.readouterr().err
    text = pdftotext_text(out)
    assert "Option un" in text and "Option deux" in text  # what the box shows stays drawn
    assert "KERHERVÉ" not in text and "Option dix" not in text  # scrolled out of view: never shown, removed
    with pymupdf.open(out) as d:
        assert d[0].first_widget is None and not d.is_form_pdf


def test_default_colour_spaces_of_page_and_form_survive_the_rewrite(tmp_path, capsys):
    """A ``/DefaultRGB`` is never named in the content it colours; content cleaning
    would drop it and every RGB colour of the page would change."""
    doc = pymupdf.open()
    page = doc.new_page(width=400, height=200)
    page.insert_text((20, 40), "Patient : M. KERLOCH Yannig", fontname="helv", fontsize=12)
    page.insert_text((20, 70), "Résultat normal", fontname="helv", fontsize=14, color=(1, 0, 0))
    swap = doc.get_new_xref()  # red drawn as green: the input shows green
    doc.update_object(swap, "[/CalRGB << /WhitePoint [1 1 1] /Matrix [0 1 0 1 0 0 0 0 1] >>]")
    kind, res = doc.xref_get_key(page.xref, "Resources")
    owner, prefix = (int(res.split()[0]), "") if kind == "xref" else (page.xref, "Resources/")
    doc.xref_set_key(owner, prefix + "ColorSpace", "<< /DefaultRGB %d 0 R >>" % swap)
    form = doc.get_new_xref()
    doc.update_object(form, "<< /Type /XObject /Subtype /Form /BBox [0 0 400 200] "
                      "/Resources << /ColorSpace << /DefaultRGB %d 0 R >> >> >>" % swap)
    doc.update_stream(form, b"1 0 0 rg 20 20 100 30 re f")
    doc.xref_set_key(owner, prefix + "XObject", "<< /Fx %d 0 R >>" % form)
    xref = doc.get_new_xref()
    doc.update_object(xref, "<<>>")
    doc.update_stream(xref, b"q 1 0 0 1 0 0 cm /Fx Do Q")
    doc.xref_set_key(page.xref, "Contents", "[%s %d 0 R]" % (" ".join("%d 0 R" % c for c in page.get_contents()), xref))
    src = tmp_path / "couleurs.pdf"
    doc.save(src)
    out = tmp_path / "couleurs_anonymise.pdf"
    assert main(["anonymize", str(src), "-o", str(out), "--no-model"]) == 0, capsys.readouterr().err
    with pymupdf.open(src) as a, pymupdf.open(out) as b:
        assert "KERLOCH" not in b[0].get_text()
        for where in (pymupdf.Rect(20, 150, 120, 180), pymupdf.Rect(20, 55, 160, 72)):  # the form's box, the red words
            pa = a[0].get_pixmap(clip=where, alpha=False)
            pb = b[0].get_pixmap(clip=where, alpha=False)
            assert pa.samples == pb.samples


def test_a_no_rotate_annotation_of_a_turned_page_is_drawn_where_readers_show_it(tmp_path, capsys):
    """Readers draw a no-rotate annotation upright, turned about its upper-left
    corner; drawn into the page it must land there, not turned with the page."""
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    page.insert_text((72, 90), "Compte rendu, page tournée", fontname="helv", fontsize=12)
    annot = page.add_freetext_annot(pymupdf.Rect(300, 400, 460, 440), "Tampon service", fontsize=12,
                                    text_color=(1, 1, 1), fill_color=(0.2, 0.2, 0.7))
    annot.set_flags(pymupdf.PDF_ANNOT_IS_PRINT | pymupdf.PDF_ANNOT_IS_NO_ROTATE)
    annot.update()
    page.set_rotation(90)
    src = tmp_path / "tourne.pdf"
    doc.save(src)
    out = tmp_path / "tourne_anonymise.pdf"
    assert main(["anonymize", str(src), "-o", str(out), "--no-model"]) == 0, capsys.readouterr().err
    with pymupdf.open(src) as a, pymupdf.open(out) as b:
        assert not list(b[0].annots())
        ga, gb = _gray(a[0]).astype(int), _gray(b[0]).astype(int)
        assert ga.shape == gb.shape
        assert (np.abs(ga - gb) > 40).sum() < 0.002 * ga.size


def test_an_object_mupdf_cannot_load_does_not_stop_the_default_colour_spaces(unloadable):
    """Files list objects MuPDF cannot load (seven real files were refused for it): the
    look-up skips them and still keeps the page's default colour space."""
    from app.export.default_colour import name_default_colour_spaces

    doc = pymupdf.open()
    page = doc.new_page()
    page.insert_text((72, 72), "Texte", fontname="helv")
    cs = doc.get_new_xref()
    doc.update_object(cs, "[/CalRGB << /WhitePoint [1 1 1] >>]")
    doc.xref_set_key(page.xref, "Resources", "<< /ColorSpace << /DefaultRGB %d 0 R >> >>" % cs)
    broken = doc.get_new_xref()
    doc.update_object(broken, "<< /Type /XObject /Subtype /Form >>")
    unloadable(broken)
    assert name_default_colour_spaces(doc) == 1
