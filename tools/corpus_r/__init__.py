"""Corpus R: fictional French clinical PDFs from four producers (see tools/make_corpus_r.py)."""
