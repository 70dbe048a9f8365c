"""OCR of scanned pages end to end: detect through OCR, redact the pixels, verify by OCR.

Fixture: a fictional identity typed on a vector page, rasterized at 200 dpi
and inserted as (0) an image-only page, (1) the same page displayed with a
/Rotate of 90°, (2) a large scanned attachment on a page with its own text,
(3) that mixed page again shown through /Rotate 90, (4) a "searchable" scan
whose invisible text layer misread the name.
One OCR pass serves every test of the module (≈ 5 s on 2 cores).
"""

from __future__ import annotations

import pymupdf
import pytest

from app.detection.analyze import analyze_texts, default_detectors
from app.ocr import OcrCancelled, find_tessdata, ocr_pages, pages_needing_ocr, verify_ocr_redaction
from app.document import open_document

TESSDATA = find_tessdata()
pytestmark = pytest.mark.skipif(
    TESSDATA is None, reason="fra.traineddata absent (apt-get install tesseract-ocr-fra, ou CAVIARD_TESSDATA)"
)

DPI = 200
NAME = "MARCHETTI-VOLNAY"
FIRST = "Josiane"
BIRTH = "14/03/1957"
EMAIL = "josiane.volnay@exemple-fictif.fr"
NIR13 = "2570329123456"
NIR = "%s %s %s %s %s %s %02d" % (NIR13[0], NIR13[1:3], NIR13[3:5], NIR13[5:7], NIR13[7:10], NIR13[10:13], 97 - int(NIR13) % 97)
MISREAD = "MARCHETT1-V0LNAY"
NATIVE = "Compte rendu de consultation du service de cardiologie."
LINES = [
    "Patiente : Mme %s %s" % (FIRST, NAME),
    "Née le %s à Quimperlé" % BIRTH,
    "Courriel : %s" % EMAIL,
    "NIR : %s" % NIR,
]
W, H = 595.0, 842.0


def _identity_page() -> tuple[pymupdf.Document, pymupdf.Page]:
    src = pymupdf.open()
    page = src.new_page(width=W, height=H)
    for k, line in enumerate(LINES):
        page.insert_text((72, 100 + 22 * k), line, fontsize=12)
    return src, page


@pytest.fixture(scope="module")
def scans(tmp_path_factory):
    src, sp = _identity_page()
    pix = sp.get_pixmap(dpi=DPI)
    out = pymupdf.open()
    p0 = out.new_page(width=W, height=H)
    p0.insert_image(p0.rect, pixmap=pix)
    p1 = out.new_page(width=H, height=W)  # landscape mediabox shown upright through /Rotate 90
    p1.set_rotation(90)
    p1.insert_image(p1.mediabox, pixmap=pix, rotate=90)  # upright once displayed
    p2 = out.new_page(width=W, height=H)
    p2.insert_text((72, 80), NATIVE, fontsize=11)
    attachment = sp.get_pixmap(dpi=DPI, clip=pymupdf.Rect(50, 70, 510, 220))
    p2.insert_image(pymupdf.Rect(72, 400, 532, 550), pixmap=attachment)
    p3 = out.new_page(width=H, height=W)  # the mixed page again, shown through /Rotate 90
    p3.set_rotation(90)
    p3.insert_text(pymupdf.Point(72, 80) * p3.derotation_matrix, NATIVE, fontsize=11, rotate=90)
    p3.insert_image(pymupdf.Rect(72, 400, 532, 550) * p3.derotation_matrix, pixmap=attachment, rotate=90)
    p4 = out.new_page(width=W, height=H)  # "searchable" scan: the scanner's invisible OCR layer misread the name
    p4.insert_image(p4.rect, pixmap=pix)
    for k, line in enumerate(LINES):
        p4.insert_text((72, 100 + 22 * k), line.replace(NAME, MISREAD), fontsize=12, render_mode=3)
    path = tmp_path_factory.mktemp("ocr") / "scans.pdf"
    out.save(path)
    # Where each line sits on the source page, in points (for box checks).
    where = {needle: sp.search_for(needle)[0] for needle in (NAME, EMAIL)}
    progress: list[tuple[int, int]] = []
    with open_document(path) as doc:
        targets = pages_needing_ocr(doc.pages)
    texts = ocr_pages(path, targets, tessdata=TESSDATA, dpi=DPI, progress=lambda d, t: progress.append((d, t)))
    return {"path": path, "targets": targets, "texts": texts, "where": where, "progress": progress}


def _rect(pt, value: str) -> pymupdf.Rect:
    k = pt.text.index(value)
    rects = pt.rects_for(k, k + len(value))
    assert len(rects) == 1
    return pymupdf.Rect(rects[0])


def _close(ocr: pymupdf.Rect, font: pymupdf.Rect, tol: float = 3.0) -> bool:
    """Same word: same left/right ends; the OCR box (ink) sits inside the font's line box."""
    return (
        abs(ocr.x0 - font.x0) <= tol
        and abs(ocr.x1 - font.x1) <= tol
        and font.y0 - tol <= ocr.y0 < ocr.y1 <= font.y1 + tol
        and ocr.height >= 0.5 * font.height
    )


def test_pages_needing_ocr_and_progress(scans):
    assert scans["targets"] == [0, 1, 2, 3, 4]
    assert sorted(scans["texts"]) == [0, 1, 2, 3, 4]
    assert scans["progress"][0] == (0, 5) and scans["progress"][-1] == (5, 5)


def test_identity_detected_through_ocr(scans):
    pt = scans["texts"][0]
    assert pt.ocr and pt.image_only and pt.ocr_mask is not None and pt.ocr_mask.all()
    assert pt.char_confidence is None  # PyMuPDF exposes no Tesseract confidence
    spans = analyze_texts([pt.text], default_detectors(use_model=False))
    found = {(s.label, s.text) for s in spans}
    labels = {s.label for s in spans}
    assert ("EMAIL", EMAIL) in found
    assert {"NOM", "DATE_NAISSANCE", "NIR"} <= labels
    assert any(s.label == "NOM" and NAME in s.text for s in spans)


def test_ocr_boxes_sit_on_the_scanned_words(scans):
    pt = scans["texts"][0]
    for needle, where in scans["where"].items():
        assert _close(_rect(pt, needle), where), needle


def test_rotated_page_boxes_in_text_coordinates(scans):
    pt = scans["texts"][1]
    assert pt.rotation == 90 and NAME in pt.text
    shown = pymupdf.Rect(pt.to_display(tuple(_rect(pt, NAME))))
    assert _close(shown, scans["where"][NAME])  # the displayed page is the source page


def test_mixed_page_keeps_native_text_and_appends_ocr(scans):
    pt = scans["texts"][2]
    assert not pt.image_only and len(pt.image_rects) == 1
    assert pt.text.startswith(NATIVE + "\n\n")
    n = len(NATIVE)
    assert not pt.ocr_mask[:n].any() and pt.ocr_mask[n + 2 :].any()
    assert pt.text.count(NATIVE) == 1
    r = _rect(pt, NAME)
    img = pymupdf.Rect(pt.image_rects[0])
    assert img.contains(r)
    # The attachment is the source clipped at (50, 70) and placed at (72, 400), same scale.
    src = scans["where"][NAME]
    assert _close(r, pymupdf.Rect(src.x0 + 22, src.y0 + 330, src.x1 + 22, src.y1 + 330))
    spans = analyze_texts([pt.text], default_detectors(use_model=False))
    assert any(s.label == "EMAIL" and s.start > n for s in spans)


def test_rotated_mixed_page(scans):
    pt = scans["texts"][3]
    assert pt.rotation == 90 and pt.text.startswith(NATIVE + "\n\n") and EMAIL in pt.text
    shown = pymupdf.Rect(pt.to_display(tuple(_rect(pt, NAME))))
    src = scans["where"][NAME]
    assert _close(shown, pymupdf.Rect(src.x0 + 22, src.y0 + 330, src.x1 + 22, src.y1 + 330))


def test_invisible_scanner_layer_does_not_hide_our_ocr(scans):
    pt = scans["texts"][4]
    assert not pt.image_only and pt.text.startswith("Patiente") and MISREAD in pt.text
    k = pt.text.index(NAME)  # read by our OCR, kept although it lies on the invisible layer
    assert pt.ocr_mask[k] and not pt.ocr_mask[pt.text.index(MISREAD)]
    assert _close(_rect(pt, NAME), scans["where"][NAME])


def test_redacted_pixels_unreadable_by_second_ocr(scans):
    """Redact the detected spans the way the export does; a second OCR reads none of them."""
    texts = scans["texts"]
    det = default_detectors(use_model=False)
    doc = pymupdf.open(scans["path"])
    values = []
    for i in (0, 2):
        pt = texts[i]
        for s in analyze_texts([pt.text], det):
            if s.label == "DATE":
                continue
            values.append((s.label, s.text))
            for r in pt.rects_for(s.start, s.end):
                doc[i].add_redact_annot(pymupdf.Rect(r), fill=(0, 0, 0))
        doc[i].apply_redactions(images=pymupdf.PDF_REDACT_IMAGE_PIXELS)
    redacted = doc.tobytes(garbage=3, deflate=True)
    original = scans["path"].read_bytes()
    assert {label for label, _ in values} >= {"NOM", "EMAIL", "NIR", "DATE_NAISSANCE"}
    # The check can fail: on the original every value is legible.
    before = verify_ocr_redaction(original, [0, 2], values, TESSDATA, dpi=DPI)
    assert {p.label for p in before} >= {"NOM", "EMAIL", "NIR", "DATE_NAISSANCE"}
    assert all(NAME not in p.message and EMAIL not in p.message for p in before)
    after = verify_ocr_redaction(redacted, [0, 2], values, TESSDATA, dpi=DPI)
    assert after == []
    # No text layer was added: the scanned page still holds no text at all.
    out = pymupdf.open(stream=redacted, filetype="pdf")
    assert out[0].get_text().strip() == ""
    assert NATIVE in out[2].get_text()


def test_cancel_stops_at_once(scans):
    with pytest.raises(OcrCancelled):
        ocr_pages(scans["path"], [0, 1, 2], tessdata=TESSDATA, dpi=DPI, cancelled=lambda: True)
