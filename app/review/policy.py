"""Default pre-check policy: which detections start ticked.

The export pipeline owns it (``app.export.options.default_accept``: every
kind except DATE while dates are kept, above the minimum confidence), so
the GUI pre-checks exactly what ``python -m app anonymize`` accepts.
"""

from __future__ import annotations

from app.detection.spans import Span
from app.export.options import DEFAULT_MIN_CONFIDENCE, DEFAULT_PROPAGATED, ExportOptions, default_accept

DEFAULT_PROPAGATED_KINDS: tuple[str, ...] = tuple(sorted(DEFAULT_PROPAGATED))

__all__ = ["DEFAULT_MIN_CONFIDENCE", "DEFAULT_PROPAGATED_KINDS", "ExportOptions", "default_accepted"]


def default_accepted(span: Span, options: ExportOptions | None = None) -> bool:
    """Whether ``span`` is ticked before the user touches it."""
    return default_accept(span, options)
