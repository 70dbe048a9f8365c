"""Helpers for tools/build_ner_model.py (build-time only, never imported by the app)."""
