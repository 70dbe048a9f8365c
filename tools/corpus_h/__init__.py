"""Corpus H generator package (see tools/make_corpus_h.py)."""
