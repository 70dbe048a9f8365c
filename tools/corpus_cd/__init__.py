"""Helpers of corpus CD (tools/make_corpus_cd.py): content.py and content_b.py (the ten document types of DENTAL AND ORAL
SURGERY in CORSE: first consultation, prosthetic quote, wisdom teeth, implant, cone beam, periodontology, orthodontics of
a minor, dental laboratory, dental trauma, extraction under anticoagulant), ids.py (pools, writings, identifiers),
people.py (the people and the context of a document), engine.py (corpus CC's line breaker, copied), pydyftj.py (pydyf,
hand-written content streams), colonnes.py (ReportLab Platypus, two balanced columns and footnotes), formulaire.py
(ReportLab AcroForm filled and flattened by pypdf, letterhead merged), scan.py and scanpdf.py (the duplex ADF scan:
greyscale JPEG, OCR misreadings and the hand-written PDF with its GlyphLessFont OCR layer), render.py (the families),
render_util.py (the page check), model.py (corpus AU's runs and values)."""
