"""Document layer: PDFs as page texts with character boxes (Qt-free)."""

from app.document.document import Document, RenderedPage, load_text_file, open_document
from app.document.errors import DocumentError
from app.document.page_text import PageText

__all__ = ["Document", "DocumentError", "PageText", "RenderedPage", "load_text_file", "open_document"]
