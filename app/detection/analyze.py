"""Run the registered detectors over pages and merge their spans.

The registry is a plain list built by ``default_detectors()``; later
issues add rule families and the NER engine there. Everything here works on
plain strings so it can run off the GUI thread.
"""

from __future__ import annotations

from typing import Callable, Iterable, Sequence

from app.detection.base import Detector, DocumentDetector
from app.detection.spans import Span


def default_detectors(*, use_model: bool = True) -> list:
    """The detectors Caviard runs by default, in priority order."""
    from app.detection.rules.email import EmailDetector

    detectors: list = [EmailDetector()]
    return detectors


def merge_spans(spans: Iterable[Span]) -> list[Span]:
    """Deterministic merge of overlapping spans from several detectors.

    Same range and label → one span, highest confidence kept, sources
    united. Otherwise overlapping spans: the longer one wins, then the more
    confident, then the earlier detector. Replaced by the rules issue's
    richer policy when it lands.
    """
    by_key: dict[tuple, Span] = {}
    for s in spans:
        k = s.key
        if k in by_key:
            old = by_key[k]
            best = s if s.confidence > old.confidence else old
            srcs = tuple(dict.fromkeys(old.sources + s.sources))
            by_key[k] = best.with_(sources=srcs)
        else:
            by_key[k] = s
    ordered = sorted(by_key.values(), key=lambda s: (s.page, -(s.end - s.start), -s.confidence, s.start))
    kept: list[Span] = []
    for s in ordered:
        if any(s.overlaps(k) for k in kept):
            continue
        kept.append(s)
    return sorted(kept, key=lambda s: (s.page, s.start, s.end))


def analyze_page(page: int, text: str, detectors: Sequence[Detector]) -> list[Span]:
    spans: list[Span] = []
    for d in detectors:
        spans.extend(d.detect_page(page, text))
    return merge_spans(spans)


def analyze_texts(
    texts: Sequence[str],
    detectors: Sequence[Detector] | None = None,
    on_page: Callable[[int, list[Span]], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> list[Span]:
    """Analyze every page, then run document-level detectors once."""
    if detectors is None:
        detectors = default_detectors()
    all_spans: list[Span] = []
    for i, text in enumerate(texts):
        if cancelled is not None and cancelled():
            break
        page_spans = analyze_page(i, text, detectors)
        all_spans.extend(page_spans)
        if on_page is not None:
            on_page(i, page_spans)
    extra: list[Span] = []
    for d in detectors:
        if isinstance(d, DocumentDetector):
            extra.extend(d.detect_document(texts, all_spans))
    if extra:
        all_spans = merge_spans(all_spans + extra)
    return all_spans
