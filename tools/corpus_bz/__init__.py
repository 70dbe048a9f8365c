"""Helpers of corpus BZ (tools/make_corpus_bz.py): content.py and content_b.py (the ten document types of CANCER CARE in
Auvergne), ids.py (pools, writings, identifiers, the oncology scenarios), people.py (the people and the context of a
document), engine.py (corpus BY's line engine, tables and part loop, copied), mom.py (the groff -mom + tbl + pic
writer), cairo.py (the ReportLab writer re-written through pdftocairo), colonnes.py (the fpdf2 two-column writer),
crayon.py (the pencil-filled inkjet form and its OCR misreadings), scan.py (the flatbed scan and the PDF with its
OCR layer in an optional-content group), render.py (the families), model.py (corpus AU's runs and values)."""
