"""Helpers of corpus BR (tools/make_corpus_br.py): content.py and content_b.py (the ten document types about a child and
the family around the child), ids.py (pools and writings), render.py (the breakable-line engine, the tables and the four
writers' back ends), layouts.py and layouts_b.py (the four templates), model.py (corpus AU's runs and values)."""
