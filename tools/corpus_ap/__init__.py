"""Helpers of tools/make_corpus_ap.py (corpus AP)."""
