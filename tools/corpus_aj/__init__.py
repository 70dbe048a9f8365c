"""Helpers of tools/make_corpus_aj.py (content model, renderers)."""
