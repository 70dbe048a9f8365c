"""Corpus N: held-out fictional French clinical documents (see tools/make_corpus_n.py)."""
