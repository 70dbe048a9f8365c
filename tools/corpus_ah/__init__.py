"""Helpers of tools/make_corpus_ah.py (held-out corpus AH)."""
