"""Detection: find personal identifiers in page text (Qt-free)."""
