"""Corpus AV helpers (ids, model, content, render)."""
