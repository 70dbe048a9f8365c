"""Helpers of corpus BT (tools/make_corpus_bt.py): content.py and content_b.py (the ten document types of CLINICAL
RESEARCH around a participant), ids.py (pools and writings), render.py (the breakable-line engine, the tables and three
writers' back ends), photo.py (the phone-photo writer with its OCR layer), layouts.py and layouts_b.py (the four
templates), model.py (corpus AU's runs and values)."""
