"""Helpers of corpus AR (tools/make_corpus_ar.py)."""
