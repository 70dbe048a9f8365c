"""Helpers of corpus BN (tools/make_corpus_bn.py): content.py (people, values, the ten outside-writer document types),
ids.py (pools and writings), render.py (the four outside-writer layouts and their four writers), model.py (corpus AU's
runs and values, shared)."""
