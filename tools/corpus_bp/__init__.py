"""Helpers of corpus BP (tools/make_corpus_bp.py): content.py (the ten many-patient lists), ids.py (pools and
writings), render.py (the four layouts and their four writers), model.py (corpus AU's runs and values, shared)."""
