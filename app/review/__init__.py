"""Review layer (Qt-free): what the user decided about each detection.

``ReviewSession`` holds the spans found on a document, the user's
accept/reject decisions keyed by ``Span.key``, force-term hits, manual
marks and masked areas, and tells observers what changed. The GUI drives
it through undoable commands; the export pipeline reads its accepted spans.
"""

from app.review.force_terms import ForceTerm, ForceTermError, find_force_spans
from app.review.session import AreaMark, ReviewSession

__all__ = ["AreaMark", "ForceTerm", "ForceTermError", "ReviewSession", "find_force_spans"]
