"""Held-out corpus U (see tools/make_corpus_u.py)."""
