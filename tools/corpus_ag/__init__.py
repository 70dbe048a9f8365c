"""Helpers of tools/make_corpus_ag.py (corpus AG)."""
