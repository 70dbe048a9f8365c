"""Corpus P: fictional French clinical PDFs with ground truth (see tools/make_corpus_p.py)."""
