"""Helpers of corpus AS (tools/make_corpus_as.py): ids, model, content, render, check."""
