"""Helpers of tools/make_corpus_ak.py (content model, shapes, renderers)."""
