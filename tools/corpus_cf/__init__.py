"""Helpers of corpus CF (tools/make_corpus_cf.py): content.py (the ten document types of DIABETES DEVICES in PAYS DE LA
LOIRE: pump prescription, home provider's delivery note, telemonitoring report, pump education, day-hospital pump start,
sensor AGP report, pump wearer card, on-call intervention, follow-up letter, individual care plan), ids.py (pools,
writings, identifiers), people.py (the people and the context of a document), engine.py (corpus CE's line breaker,
copied), layout.py (the page layout of three writers), rlrotate.py (ReportLab, pages /Rotate 90), fpdfcols.py (fpdf2
text_columns), twoup.py (PyMuPDF A5 booklet imposed two-up with show_pdf_page), mfpscan.py and scanpdf.py (the bitonal
multifunction-printer scan and its OCR layer), render.py (the families), render_util.py (the page check), model.py
(corpus AU's runs and values)."""
