"""Cross-window resolution of candidate spans.

Order matters and is fixed (seed 001's lesson: a clipped fragment must never
beat a complete span because the model happened to be surer of the part):

1. drop an edge fragment lying inside a span from another window (the other
   window saw more of that entity). Same kind: the issue's rule. Other kind
   too: measured on the default model, a window starting inside "Pierre-Yves
   Le Gall" called the clipped "Pierre-Yves" a place with 0.92 and, winning
   step 3, left "Le Gall" visible; the container masks every character of
   the fragment, so dropping it loses nothing;
2. join same-kind candidates that overlap: identical copies from different
   windows keep the higher confidence; a span containing the others keeps
   its own confidence; extents that only partly overlap (an entity clipped
   on both sides of a cut, or longer than a window) become their union with
   the *lowest* member confidence, never surer than any window's view;
3. between overlapping spans of different kinds, the more confident keeps
   the shared characters and the other is cut to what sticks out (kept if a
   letter or digit remains): a character the model marked is never dropped.

Calibration and ``minimum_confidence`` come after this, in the detector.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass, replace

from app.detection.ner.decode import _TRIM, Candidate, _wordish


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
                if b is a or b.window == a.window or not b.contains(a):
                    continue
                # An identical range that is itself an edge fragment is no
                # better a view than ``a``: leave those for steps 2-3.
                if (b.start, b.end) != (a.start, a.end) or not b.at_edge:
                    dropped = True
                    break
        if not dropped:
            keep.append(a)
    return keep


def _join(group: list[Candidate]) -> Resolved:
    long_entity = any(c.left_edge and c.right_edge for c in group)
    by_range: dict[tuple[int, int], float] = {}
    for (rng, copies) in _by_range(group).items():
        # Copies from different windows: the higher one (seed 000); pieces
        # from the same window are parts of one prediction: the lower.
        per_window: dict[int, float] = {}
        for c in copies:
            per_window[c.window] = min(per_window.get(c.window, 1.0), c.confidence)
        by_range[rng] = max(per_window.values())
    start = min(c.start for c in group)
    end = max(c.end for c in group)
    if (start, end) in by_range:  # one view saw the whole extent: its own probability
        return Resolved(start, end, group[0].etype, by_range[(start, end)], False, long_entity)
    joined = len({c.window for c in group}) > 1
    return Resolved(start, end, group[0].etype, min(by_range.values()), joined, long_entity)


def _by_range(group: list[Candidate]) -> dict[tuple[int, int], list[Candidate]]:
    out: dict[tuple[int, int], list[Candidate]] = {}
    for c in group:
        out.setdefault((c.start, c.end), []).append(c)
    return out


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


def _trim(text: str, start: int, end: int) -> tuple[int, int] | None:
    """A cut remainder without its blank/punctuation ends; None if nothing
    identifying (no letter or digit) is left."""
    while start < end and (text[start].isspace() or text[start] in _TRIM):
        start += 1
    while end > start and (text[end - 1].isspace() or text[end - 1] in _TRIM):
        end -= 1
    if end <= start or not any(_wordish(c) for c in text[start:end]):
        return None
    return start, end


def greedy(spans: list[Resolved], text: str) -> list[Resolved]:
    """Most confident first. A span overlapping already kept ones keeps only
    the characters they do not cover. Kept spans never overlap, so a bisect
    on their sorted starts finds the ones that could (O(n log n))."""
    ordered = sorted(spans, key=lambda s: (-s.confidence, -(s.end - s.start), s.start, s.etype))
    starts: list[int] = []
    kept: list[Resolved] = []  # sorted by start, parallel to ``starts``
    for s in ordered:
        i = bisect.bisect_right(starts, s.start) - 1
        if i < 0 or kept[i].end <= s.start:
            i += 1
        blockers = []
        while i < len(kept) and kept[i].start < s.end:
            blockers.append(kept[i])
            i += 1
        if not blockers:
            pieces = [(s.start, s.end)]
        else:
            pieces, pos = [], s.start
            for k in blockers:
                if k.start > pos:
                    pieces.append((pos, k.start))
                pos = max(pos, k.end)
            if pos < s.end:
                pieces.append((pos, s.end))
        for a, b in pieces:
            if (a, b) != (s.start, s.end):
                t = _trim(text, a, b)
                if t is None:
                    continue
                a, b = t
            j = bisect.bisect_left(starts, a)
            starts.insert(j, a)
            kept.insert(j, replace(s, start=a, end=b))
    return kept


def resolve(cands: list[Candidate], text: str) -> list[Resolved]:
    return greedy(join_same_type(drop_contained_edge_fragments(cands)), text)
