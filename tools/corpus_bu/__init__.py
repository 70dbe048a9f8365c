"""Helpers of corpus BU (tools/make_corpus_bu.py): content.py and content_b.py (the ten document types of FOREIGN
PATIENTS AND CROSS-BORDER CARE in Alsace and Moselle), ids.py (French pools, writings, check keys), pays.py (the
foreign countries: names, addresses, phones, national identifiers with their check keys, insurers), render.py (the
breakable-line engine, the tables and three writers' back ends), fax.py (the received-fax writer with its OCR layer),
layouts.py and layouts_b.py (the four templates), model.py (corpus AU's runs and values)."""
