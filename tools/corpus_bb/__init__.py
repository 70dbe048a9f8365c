"""Corpus BB helpers (ids, model, content, render)."""
