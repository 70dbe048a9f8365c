"""Corpus F: held-out evaluation corpus (WeasyPrint, groff+Ghostscript, LibreOffice Calc).

See tools/make_corpus_f.py for the set-up commands and usage.
"""
