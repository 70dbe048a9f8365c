"""Undoable review actions (QUndoStack): every decision goes through here."""

from __future__ import annotations

from typing import Callable, Sequence

from PySide6.QtGui import QUndoCommand

from app.detection.spans import Span
from app.review.force_terms import ForceTerm
from app.review.session import AreaMark, ReviewSession


class DecisionCommand(QUndoCommand):
    """Set accept/reject for a group of spans; undo restores the previous state."""

    def __init__(self, session: ReviewSession, decisions: dict, text: str):
        super().__init__(text)
        self.session = session
        self.new = dict(decisions)
        self.old: dict | None = None

    def redo(self) -> None:
        self.old = self.session.set_decisions(self.new)

    def undo(self) -> None:
        if self.old is not None:
            self.session.set_decisions(self.old)


class ManualSpanCommand(QUndoCommand):
    def __init__(self, session: ReviewSession, span: Span, text: str, remove: bool = False):
        super().__init__(text)
        self.session, self.span, self.remove = session, span, remove

    def redo(self) -> None:
        (self.session.remove_manual if self.remove else self.session.add_manual)(self.span)

    def undo(self) -> None:
        (self.session.add_manual if self.remove else self.session.remove_manual)(self.span)


class AreaCommand(QUndoCommand):
    def __init__(self, session: ReviewSession, area: AreaMark, text: str, remove: bool = False):
        super().__init__(text)
        self.session, self.area, self.remove = session, area, remove

    def redo(self) -> None:
        (self.session.remove_area if self.remove else self.session.add_area)(self.area)

    def undo(self) -> None:
        (self.session.add_area if self.remove else self.session.remove_area)(self.area)


class ForceTermsCommand(QUndoCommand):
    """Replace the force-term list; ``apply`` updates the session and the stored list."""

    def __init__(self, apply: Callable[[list[ForceTerm]], None], old: Sequence[ForceTerm], new: Sequence[ForceTerm], text: str):
        super().__init__(text)
        self.apply, self.old, self.new = apply, list(old), list(new)

    def redo(self) -> None:
        self.apply(self.new)

    def undo(self) -> None:
        self.apply(self.old)
