"""Reviewer decisions in three states, and what they mean for the export.

A hit is *accepted* (masked), *rejected* (the reviewer said "keep this"),
or *unselected* (not ticked by the default policy: a kept care date, a hit
under the confidence floor, a kind switched off in the settings). The
difference matters for propagation: only an explicit rejection may stop a
value found elsewhere from being searched for and masked at that place. An
unselected care date "21.05.1949" must not shield the birth date written
the same way.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Iterable, Mapping

from app.detection.spans import Span
from app.export.options import ExportOptions, default_accept

Key = tuple[int, int, int, str]

ACCEPTED = "accepted"
REJECTED = "rejected"  # by the reviewer, explicitly
UNSELECTED = "unselected"  # by the default policy only

# Kinds whose values identify the patient directly: they propagate over
# unselected hits, and rejecting one is asked for once (seed 002's list plus names).
CRITICAL_KINDS: frozenset[str] = frozenset({"DATE_NAISSANCE", "NIR", "IPP", "EMAIL", "NOM", "PRENOM", "FORCE"})


def state_of(span: Span, overrides: Mapping[Key, bool], options: ExportOptions) -> str:
    """The span's state: the reviewer's explicit choice, else the default policy's."""
    d = overrides.get(span.key)
    if d is True:
        return ACCEPTED
    if d is False:
        return REJECTED
    return ACCEPTED if default_accept(span, options) else UNSELECTED


@dataclass(frozen=True)
class ResolvedDecisions:
    """The spans of one document sorted by state."""

    accepted: tuple[Span, ...]
    rejected: tuple[Span, ...]
    unselected: tuple[Span, ...]

    def critical_rejections(self) -> dict[str, int]:
        """Rejected hits of critical kinds, counted per kind (no value)."""
        return dict(Counter(s.label for s in self.rejected if s.label in CRITICAL_KINDS))


def resolve(spans: Iterable[Span], overrides: Mapping[Key, bool] | None, options: ExportOptions) -> ResolvedDecisions:
    """Split ``spans`` (distinct keys) into accepted / rejected / unselected."""
    overrides = overrides or {}
    acc: list[Span] = []
    rej: list[Span] = []
    uns: list[Span] = []
    seen: set[Key] = set()
    for s in spans:
        if s.key in seen:
            continue
        seen.add(s.key)
        st = state_of(s, overrides, options)
        (acc if st == ACCEPTED else rej if st == REJECTED else uns).append(s)
    return ResolvedDecisions(tuple(acc), tuple(rej), tuple(uns))
