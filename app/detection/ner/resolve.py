"""Cross-window resolution of candidate spans.

Order matters and is fixed (seed 001's lesson: a clipped fragment must never
beat a complete span because the model happened to be surer of the part):

1. drop an edge fragment lying inside a same-kind span from another window
   (the other window saw more of that entity);
2. join same-kind candidates that overlap: identical copies from different
   windows keep the higher confidence; different extents of one entity
   (clipped on both sides of a window cut, or an entity longer than a
   window) become their union with the *lowest* member confidence, so the
   union is never reported surer than any window's view of it;
3. between overlapping spans of different kinds, keep the more confident.

Calibration and ``minimum_confidence`` come after this, in the detector.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass

from app.detection.ner.decode import Candidate


@dataclass(frozen=True)
class Resolved:
    start: int
    end: int
    etype: str
    confidence: float
    joined: bool
    long_entity: bool


def drop_contained_edge_fragments(cands: list[Candidate]) -> list[Candidate]:
    keep = []
    for a in cands:
        dropped = False
        if a.at_edge:
            for b in cands:
                if b is a or b.window == a.window or b.etype != a.etype or not b.contains(a):
                    continue
                # An identical range that is itself an edge fragment is no
                # better a view than ``a``: leave those for step 2.
                if (b.start, b.end) != (a.start, a.end) or not b.at_edge:
                    dropped = True
                    break
        if not dropped:
            keep.append(a)
    return keep


def _join(group: list[Candidate]) -> Resolved:
    long_entity = any(c.left_edge and c.right_edge for c in group)
    by_range: dict[tuple[int, int], list[Candidate]] = {}
    for c in group:
        by_range.setdefault((c.start, c.end), []).append(c)
    confs = []
    for copies in by_range.values():
        # Copies from different windows: the higher one (seed 000); pieces
        # from the same window are parts of one prediction: the lower.
        per_window: dict[int, float] = {}
        for c in copies:
            per_window[c.window] = min(per_window.get(c.window, 1.0), c.confidence)
        confs.append(max(per_window.values()))
    start = min(c.start for c in group)
    end = max(c.end for c in group)
    joined = len(by_range) > 1 and len({c.window for c in group}) > 1
    return Resolved(start, end, group[0].etype, min(confs), joined, long_entity)


def join_same_type(cands: list[Candidate]) -> list[Resolved]:
    out: list[Resolved] = []
    by_type: dict[str, list[Candidate]] = {}
    for c in cands:
        by_type.setdefault(c.etype, []).append(c)
    for etype in sorted(by_type):
        items = sorted(by_type[etype], key=lambda c: (c.start, c.end))
        group: list[Candidate] = []
        group_end = -1
        for c in items:
            if group and c.start < group_end:
                group.append(c)
                group_end = max(group_end, c.end)
            else:
                if group:
                    out.append(_join(group))
                group, group_end = [c], c.end
        if group:
            out.append(_join(group))
    return out


def greedy(spans: list[Resolved]) -> list[Resolved]:
    """Most confident first; a span overlapping an already kept one is
    dropped. Kept spans never overlap, so a bisect on their sorted starts
    finds the only neighbours that could (a dense page stays O(n log n))."""
    ordered = sorted(spans, key=lambda s: (-s.confidence, -(s.end - s.start), s.start, s.etype))
    starts: list[int] = []
    kept: list[Resolved] = []  # sorted by start, parallel to ``starts``
    for s in ordered:
        i = bisect.bisect_left(starts, s.start)
        if i > 0 and kept[i - 1].end > s.start:
            continue
        if i < len(kept) and kept[i].start < s.end:
            continue
        starts.insert(i, s.start)
        kept.insert(i, s)
    return kept


def resolve(cands: list[Candidate]) -> list[Resolved]:
    return greedy(join_same_type(drop_contained_edge_fragments(cands)))

