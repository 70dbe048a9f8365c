"""A second reader of the written bytes: pypdf, which shares no code with MuPDF.

MuPDF's extraction leaves out text it does not draw (a content stream broken
half-way, text with no size, a string it cannot decode), while other tools
read it. The verifier reads every written page with pypdf too and searches
that text the same way; a file pypdf cannot parse at all is read by MuPDF
alone (the raw check still sees its bytes). pypdf's own warnings about odd
files go to its logger, which the application keeps at ERROR.
"""

from __future__ import annotations

import io
import logging
import unicodedata

logging.getLogger("pypdf").setLevel(logging.ERROR)


def _clean(text: str) -> str:
    """NFC, and the NUL bytes pypdf leaves for undecodable codes made spaces."""
    return unicodedata.normalize("NFC", text.replace("\x00", " "))


class SecondReader:
    """Page texts as pypdf extracts them, read once each, on demand."""

    def __init__(self, data: bytes):
        self._data = data
        self._pages = None
        self._texts: dict[int, str | None] = {}
        self.failed = False

    def _open(self):
        if self._pages is None and not self.failed:
            try:
                from pypdf import PdfReader

                self._pages = PdfReader(io.BytesIO(self._data), strict=False).pages
            except Exception:  # pypdf cannot parse the file: MuPDF's reading stands alone
                self.failed = True
        return self._pages

    def page_text(self, index: int) -> str | None:
        """The text of page ``index`` (0-based), None when pypdf cannot read it."""
        if index in self._texts:
            return self._texts[index]
        pages = self._open()
        text = None
        if pages is not None:
            try:
                text = _clean(pages[index].extract_text() or "")
            except Exception:  # a page pypdf cannot decode: nothing more to read there
                text = None
        self._texts[index] = text
        return text
