"""Helpers of corpus AU (tools/make_corpus_au.py)."""
