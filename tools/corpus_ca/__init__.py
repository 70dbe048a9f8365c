"""Helpers of corpus CA (tools/make_corpus_ca.py): content.py and content_b.py (the ten document types of SEXUAL HEALTH
in a CeGIDD of La Réunion), ids.py (pools, writings, identifiers, the clinical scenarios), people.py (the people and the
context of a document), engine.py (corpus BZ's line engine, tables and part loop, copied), msgroff.py (the groff -ms +
tbl writer with footnotes), sommaire.py (the ReportLab Platypus writer with its table of contents), glyphe.py (the
pydyf writer that places every glyph by its own text matrix), ecran.py and photo.py (the screen of the CeGIDD software
photographed with a phone, its OCR misreadings and the hand-written PDF with its OCR layer), render.py (the families),
model.py (corpus AU's runs and values)."""
