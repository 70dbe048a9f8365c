"""Corpus L generator package (see tools/make_corpus_l.py): templates, four PDF renderers, checks against the judge."""
