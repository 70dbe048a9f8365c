"""Helpers of corpus BV (tools/make_corpus_bv.py): content.py and content_b.py (the ten document types of PSYCHIATRIC
CARE WITHOUT CONSENT AND THE LEGAL MEASURES AROUND THE PATIENT in Languedoc-Roussillon), ids.py (pools, writings,
judicial references), people.py (the people and the context of a document), engine.py (the breakable-line engine,
tables and the part loop of the two templates laid out as drawing operations), minute.py (the groff / gropdf writer),
platy.py (the ReportLab platypus writer), htmlbox.py (the PyMuPDF insert_htmlbox writer), photocopie.py (the scanned
photocopy with its hand-written OCR layer), render.py (the families), model.py (corpus AU's runs and values)."""
