"""Corpus BA helpers (ids, model, content, render)."""
