"""The detector contract every rule family and the NER engine implement."""

from __future__ import annotations

from typing import Protocol, Sequence, runtime_checkable

from app.detection.spans import Span


@runtime_checkable
class Detector(Protocol):
    """Finds spans in one page's text.

    ``detect_page`` must be pure (no I/O, no PyMuPDF): it runs on worker
    threads with plain strings. A detector that needs the whole document
    (e.g. an acronym defined on page 1 used on page 5) also implements
    ``detect_document``, called once after every page, with the spans found
    so far; it returns only *additional* spans.
    """

    name: str

    def detect_page(self, page: int, text: str) -> list[Span]: ...


@runtime_checkable
class DocumentDetector(Protocol):
    name: str

    def detect_document(self, texts: Sequence[str], spans: Sequence[Span]) -> list[Span]: ...
