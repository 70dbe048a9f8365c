"""Helpers of tools/make_corpus_aa.py (held-out corpus AA)."""
