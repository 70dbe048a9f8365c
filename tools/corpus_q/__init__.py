"""Corpus Q: fictional French clinical PDFs from four producers (see tools/make_corpus_q.py)."""
