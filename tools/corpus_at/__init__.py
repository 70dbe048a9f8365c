"""Helpers of corpus AT (tools/make_corpus_at.py)."""
