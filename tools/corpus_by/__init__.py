"""Helpers of corpus BY (tools/make_corpus_by.py): content.py and content_b.py (the ten document types of TRANSFUSION
AND HAEMOVIGILANCE in Picardie), ids.py (pools, writings, identifiers), people.py (the people and the context of a
document), engine.py (corpus BX's line engine, tables and part loop, copied), quadrant.py (the ReportLab blood-label
writer), marge.py (the fpdf2 marginal-caption writer), rail.py (the PyMuPDF process-flow writer), liasse.py (the
self-copying form template and its OCR misreadings), autocopie.py (the scanned pink copy and the PDF with its invisible
OCR layer), render.py (the families), model.py (corpus AU's runs and values)."""
