"""Helpers of corpus AQ (tools/make_corpus_aq.py)."""
