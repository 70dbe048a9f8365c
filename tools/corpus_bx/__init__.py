"""Helpers of corpus BX (tools/make_corpus_bx.py): content.py and content_b.py (the ten document types of EMERGENCY CARE
AND PRE-HOSPITAL REGULATION in Franche-Comté), ids.py (pools, writings, identifiers), people.py (the people and the
context of a document), engine.py (the breakable-line engine, tables and the part loop of the templates laid out as
drawing operations), regul.py (the ReportLab regulation-software writer), tri.py (the PyMuPDF ED-software writer),
troffme.py (the groff -me writer), listing.py (the dot-matrix listing template and its OCR misreadings), scanlisting.py
(the scanned fan-fold printout and the PDF with its OCR layer under the image), render.py (the families), model.py
(corpus AU's runs and values)."""
