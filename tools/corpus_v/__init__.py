"""Held-out corpus V: content model (content.py) and the four PDF producers (producers.py)."""
