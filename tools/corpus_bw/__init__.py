"""Helpers of corpus BW (tools/make_corpus_bw.py): content.py and content_b.py (the ten document types of HOSPITAL CARE
AT THE PATIENT'S HOME - HAD, home nursing, palliative care at home - in the Berry, Touraine and Sologne), ids.py
(pools, writings, codes), people.py (the people and the context of a document), engine.py (the breakable-line engine,
tables and the part loop of the three templates laid out as drawing operations), memo.py (the groff -mm writer),
spirale.py (the fpdf2 spiral-notebook writer), fil.py (the ReportLab canvas coordination-feed writer), classeur.py
(the template of the scanned home-file page and its OCR misreadings), scanapp.py (the scanner-app image and the PDF
with its hand-written OCR layer), render.py (the families), model.py (corpus AU's runs and values)."""
