"""Helpers of corpus CE (tools/make_corpus_ce.py): content.py and content_b.py (the ten document types of a RARE DISEASE
REFERENCE CENTRE in GRAND EST: genetic counselling, family tree, consent to the genetic test, molecular genetics report,
national rare-disease bank sheet, multidisciplinary meeting, emergency card, information of the relatives, MDPH
certificate, day-hospital assessment), ids.py (pools, writings, identifiers), people.py (the people and the context of a
document), engine.py (corpus CD's line breaker, copied), htmlbox.py (PyMuPDF insert_htmlbox), fpdftable.py (fpdf2 table()
and multi_cell), rlxobject.py (ReportLab canvas with Form XObjects reused across pages), photo.py and photopdf.py (the
smartphone photo of a hand-filled form: perspective, OCR misreadings and the hand-written PDF with its GlyphLessFont OCR
layer), render.py (the families), render_util.py (the page check), model.py (corpus AU's runs and values)."""
