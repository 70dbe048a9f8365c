"""Helpers of corpus BC (tools/make_corpus_bc.py)."""
