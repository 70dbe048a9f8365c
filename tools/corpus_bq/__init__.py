"""Helpers of corpus BQ (tools/make_corpus_bq.py): content.py and content_b.py (the ten document types that carry a
patient's file through correspondence and administration), ids.py (pools and writings), render.py (the shared
block renderer and the four writers), layouts.py (the four templates), model.py (corpus AU's runs and values)."""
