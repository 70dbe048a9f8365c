"""Corpus BG helpers (fictional data, four new layouts)."""
