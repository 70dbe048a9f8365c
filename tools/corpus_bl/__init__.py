"""Helpers of corpus BL (tools/make_corpus_bl.py): content.py (people, values, the ten shapes), ids.py (pools and
writings), render.py (the four layouts and their four writers), model.py (corpus AU's runs and values, shared)."""
