"""Helpers of corpus BH (tools/make_corpus_bh.py)."""
