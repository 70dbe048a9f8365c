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
