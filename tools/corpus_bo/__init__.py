"""Helpers of corpus BO (tools/make_corpus_bo.py): content.py (people around the patient and the ten document types),
ids.py (pools and writings), render.py (the four layouts and their four writers), model.py (corpus AU's runs and
values, shared)."""
