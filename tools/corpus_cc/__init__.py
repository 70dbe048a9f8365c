"""Helpers of corpus CC (tools/make_corpus_cc.py): content.py and content_b.py (the ten document types of the CHRONIC
KIDNEY DISEASE pathway in GUYANE: dialysis, vascular access, transport, waiting list, HLA, living donor, transplant),
ids.py (pools, writings, identifiers), people.py (the people and the context of a document), engine.py (corpus CB's line
engine, copied), htmlparts.py (the HTML of a part), fpdfhtml.py (fpdf2 write_html), story.py (PyMuPDF Story + CSS),
thermal.py (ReportLab thermal ticket), fax.py and faxpdf.py (the received fax: 1-bit CCITT G4 image, OCR misreadings and
the hand-written PDF with its own OCR layer), render.py (the families), render_util.py (the page check), model.py
(corpus AU's runs and values)."""
