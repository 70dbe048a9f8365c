"""Helpers of corpus BS (tools/make_corpus_bs.py): content.py and content_b.py (the ten document types about WORK,
OCCUPATIONAL HEALTH AND SOCIAL INSURANCE around a patient), ids.py (pools and writings), render.py (the breakable-line
engine, the tables and the four writers' back ends, the scan-and-OCR writer among them), layouts.py and layouts_b.py
(the four templates), model.py (corpus AU's runs and values)."""
