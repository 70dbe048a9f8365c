"""The deterministic merge of spans from several detectors.

Policy (documented in docs/RULES.md):

1. Same page, range and label → one span: the highest confidence is kept
   (ties: the lexically smallest source name), and ``sources`` lists every
   detector that found it.
2. Remaining spans are ranked, best first, by:
   a. checksum-validated first (note "clé valide" / "clé Luhn valide");
   a'. spans of confidence 0.5 or more before weaker ones, and those under the
       acceptance threshold (0.4) last (a model guess that will be left unticked
       must not swallow a value that will be masked);
   b. longer first;
   c. DATE last (a birth date or an identifier must never lose its label
      to a plain date, which is kept in clear by default);
   d. higher confidence;
   e. source name, then start offset (only for determinism).
3. Greedily, each span keeps the characters no better span already holds.
   A span that sticks out is cut to the part that sticks out (blanks and
   punctuation trimmed, pieces without a letter or digit dropped). So the
   output never overlaps and the merge never un-covers a letter or digit
   some detector marked: a merge must not create a leak.
4. A span wholly inside a better one disappears, but if it agrees with it
   (same label, NOM/PRENOM, DATE inside DATE_NAISSANCE) its source is
   recorded and the higher confidence kept; a DATE_NAISSANCE inside or
   overlapping a plain DATE that beat it turns that DATE into a
   DATE_NAISSANCE.

The result does not depend on the order of the input.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from typing import Iterable

from app.detection.spans import Span

VALIDATED_NOTES = frozenset({"clé valide", "clé Luhn valide"})
# Labels that lose ties against any other label on the same characters.
LOW_PRIORITY_LABELS = frozenset({"DATE"})
_TRIM = " \t\r\n,;:|.-–—()[]'\"/"
# A span this unsure (a model guess under the default acceptance threshold) never
# takes characters from a surer one: longer, it would swallow a rule's city and then
# be left unticked, leaving the city in the file.
WEAK_CONFIDENCE = 0.5
# Under the default acceptance threshold (``app.export.options.DEFAULT_MIN_CONFIDENCE``) a
# span is left unticked: it never takes characters from one that will be ticked (a longer
# guess at 0.39 over a surname found at 0.45 would leave the surname in the file).
UNTICKED_CONFIDENCE = 0.4


def is_validated(span: Span) -> bool:
    return span.note in VALIDATED_NOTES


def rank_key(span: Span) -> tuple:
    """Sort key, smallest = best."""
    return (
        0 if is_validated(span) else 1,
        2 if span.confidence < UNTICKED_CONFIDENCE else 1 if span.confidence < WEAK_CONFIDENCE else 0,
        -(span.end - span.start),
        1 if span.label in LOW_PRIORITY_LABELS else 0,
        -span.confidence,
        span.source,
        span.start,
        span.label,
    )


def _dedup(spans: Iterable[Span]) -> list[Span]:
    by_key: dict[tuple, Span] = {}
    for s in spans:
        k = s.key
        old = by_key.get(k)
        if old is None:
            by_key[k] = s
            continue
        best, other = (s, old) if (-s.confidence, s.source) < (-old.confidence, old.source) else (old, s)
        srcs = tuple(sorted(set(best.sources) | set(other.sources)))
        srcs = (best.source,) + tuple(x for x in srcs if x != best.source)
        by_key[k] = best.with_(sources=srcs)
    return list(by_key.values())


def _piece(span: Span, s: int, e: int) -> Span | None:
    """The sub-span [s, e) of ``span``, trimmed; None if nothing left."""
    t = span.text
    off = span.start
    while s < e and t[s - off] in _TRIM:
        s += 1
    while e > s and t[e - 1 - off] in _TRIM:
        e -= 1
    if e <= s or not any(c.isalnum() for c in t[s - off:e - off]):
        return None
    return span.with_(start=s, end=e, text=t[s - off:e - off])


def _uncovered(start: int, end: int, starts: list[int], ends: list[int]) -> list[tuple[int, int]]:
    """Parts of [start, end) outside the kept, disjoint, sorted intervals."""
    parts = [(start, end)]
    i = bisect_right(ends, start)
    while i < len(starts) and starts[i] < end:
        a, b = starts[i], ends[i]
        i += 1
        nxt = []
        for s, e in parts:
            if b <= s or a >= e:
                nxt.append((s, e))
                continue
            if s < a:
                nxt.append((s, a))
            if b < e:
                nxt.append((b, e))
        parts = nxt
        if not parts:
            break
    return parts


def _insert(starts: list[int], ends: list[int], s: int, e: int) -> None:
    i = bisect_left(starts, s)
    starts.insert(i, s)
    ends.insert(i, e)


_NAME_LABELS = frozenset({"NOM", "PRENOM"})


def _absorb(winner: Span, loser: Span) -> Span:
    """Evidence of a span wholly inside ``winner`` that agrees with it.

    Agreeing (same label, NOM/PRENOM, or a DATE inside a birth date): its
    sources are recorded and the higher confidence kept, so a long span from
    one detector never hides a more confident finding of another behind a
    lower figure. A birth date inside a plain DATE turns the DATE into a
    DATE_NAISSANCE: a plain date stays in clear by default, a birth date
    must not.
    """
    label = winner.label
    if winner.label == "DATE" and loser.label in ("DATE_NAISSANCE", "DATE_DECES"):
        label = loser.label
    elif not (
        winner.label == loser.label
        or (winner.label in _NAME_LABELS and loser.label in _NAME_LABELS)
        or (winner.label in ("DATE_NAISSANCE", "DATE_DECES") and loser.label == "DATE")
    ):
        return winner
    srcs = (winner.source,) + tuple(sorted((set(winner.sources) | set(loser.sources)) - {winner.source}))
    return winner.with_(label=label, confidence=max(winner.confidence, loser.confidence), sources=srcs)


def merge_spans(spans: Iterable[Span]) -> list[Span]:
    """Merge overlapping spans of any pages; see the module docstring."""
    by_page: dict[int, list[Span]] = {}
    for s in _dedup(spans):
        by_page.setdefault(s.page, []).append(s)
    out: list[Span] = []
    for page in sorted(by_page):
        kept: list[Span] = []
        starts: list[int] = []
        ends: list[int] = []
        for s in sorted(by_page[page], key=rank_key):
            parts = _uncovered(s.start, s.end, starts, ends)
            if parts == [(s.start, s.end)]:
                kept.append(s)
                _insert(starts, ends, s.start, s.end)
                continue
            if not parts:
                for i, k in enumerate(kept):
                    if k.start <= s.start and s.end <= k.end:
                        kept[i] = _absorb(k, s)
                        break
                continue
            if s.label in ("DATE_NAISSANCE", "DATE_DECES"):
                # A birth (death) date overlapping a plain date that beat it: that date
                # is (part of) the birth (death) date.
                for i, k in enumerate(kept):
                    if k.label == "DATE" and k.start < s.end and s.start < k.end:
                        kept[i] = _absorb(k, s)
            for a, b in parts:
                p = _piece(s, a, b)
                if p is not None:
                    kept.append(p)
                    _insert(starts, ends, p.start, p.end)
        out.extend(sorted(kept, key=lambda x: (x.start, x.end, x.label)))
    return out
