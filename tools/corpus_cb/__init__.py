"""Helpers of corpus CB (tools/make_corpus_cb.py): content.py and content_b.py (the ten document types of HEALTH CARE IN
PRISON - an USMP of Normandie), ids.py (pools, writings, identifiers, the clinical scenarios), people.py (the people and
the context of a document), engine.py (corpus CA's line engine, tables and part loop, copied), megroff.py (the groff -me
+ tbl writer), fragments.py (the ReportLab canvas writer on landscape pages, every word drawn in fragments),
textwriter.py (the PyMuPDF TextWriter writer), pli.py and ocr.py (the folded letter scanned at the USMP, its OCR
misreadings and the hand-written PDF with its own OCR layer), render.py (the families), render_util.py (the page check
against pdftotext), model.py (corpus AU's runs and values)."""
