"""Corpus Y: held-out fictional French clinical PDFs (see tools/make_corpus_y.py)."""
