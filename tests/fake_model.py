"""A stand-in for the NER engine in tests: the given ranges of the page as model spans."""

from app.detection.spans import Span


class FakeModel:
    """Stands for the NER engine: returns the given ranges as model spans."""

    name = "model"

    def __init__(self, ranges, label="NOM", confidence=0.9):
        self.ranges = ranges
        self.label = label
        self.confidence = confidence

    def detect_page(self, page, text):
        return [Span(page, a, b, text[a:b], self.label, "model", self.confidence) for a, b in self.ranges]


def rule_findings(text: str) -> list[tuple[str, str]]:
    """(label, text) of what the rules alone find on a one-page document."""
    from app.detection.analyze import analyze_texts
    from app.detection.rules import rule_detectors

    return [(s.label, s.text) for s in analyze_texts([text], rule_detectors())]


def model_span_kept(text: str, value: str, label: str = "NOM") -> bool:
    """Whether a model span over the first ``value`` of the page survives the model filters."""
    from app.detection.analyze import analyze_page

    i = text.index(value)
    return any(s.source == "model" for s in analyze_page(0, text, [FakeModel([(i, i + len(value))], label)]))


def model_findings(text: str, value: str, label: str = "NOM") -> list[tuple[str, str]]:
    """(text, label) of the model spans left, after the model filters and trims, of one model
    span over the first ``value`` of the page."""
    from app.detection.analyze import analyze_page

    i = text.index(value)
    return [(s.text, s.label) for s in analyze_page(0, text, [FakeModel([(i, i + len(value))], label)]) if s.source == "model"]
