"""Corpus BE helpers (see tools/make_corpus_be.py)."""
