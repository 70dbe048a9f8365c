"""Caviard: anonymisation de documents cliniques PDF français."""

__version__ = "0.1.0"
