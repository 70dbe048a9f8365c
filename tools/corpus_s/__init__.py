"""Corpus S: independent evaluation corpus (groff -mom, LibreOffice Draw, pydyf, Inkscape)."""
