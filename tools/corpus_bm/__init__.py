"""Helpers of corpus BM (tools/make_corpus_bm.py): content.py (people, values, the ten document types), ids.py (pools
and writings), render.py (the four hospital-software layouts and their four writers), model.py (corpus AU's runs and
values, shared)."""
