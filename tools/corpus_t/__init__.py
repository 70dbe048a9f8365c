"""Held-out corpus T: content model (model.py), documents (docs.py) and four producers."""
