"""Deterministic French clinical identifier rules, one module per family."""
