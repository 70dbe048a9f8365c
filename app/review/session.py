"""ReviewSession: detections of one document and the user's decisions.

Qt-free so the CLI, the tests and the exporter share it with the GUI.
Spans come from three places: the detectors (streamed page by page), the
force terms (recomputed whenever a page text or the term list changes) and
the user's manual marks. A decision is stored per ``Span.key`` only when
the user overrides the default policy, so re-running the analysis keeps
every decision that still applies.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable, Sequence

from app.detection.spans import Span
from app.review.force_terms import ForceTerm, find_force_spans
from app.review.policy import ExportOptions, default_accepted

Key = tuple[int, int, int, str]
Rect = tuple[float, float, float, float]
AREA_LABEL = "ZONE"
MANUAL_SOURCE = "manual"


@dataclass(frozen=True, slots=True)
class AreaMark:
    """A rectangle to mask whole (signature, stamp, image), in text coordinates."""

    page: int
    rect: Rect
    label: str = AREA_LABEL
    whole_page: bool = False  # "masquer toute la page" (unreadable scan): everything on it goes


@dataclass(frozen=True)
class Change:
    """What changed: ``kind`` in spans / decisions / areas / reset (spans replaced) /
    policy (default decisions changed); pages touched."""

    kind: str
    pages: frozenset[int] = frozenset()
    keys: frozenset = frozenset()


class ReviewSession:
    def __init__(
        self,
        page_count: int,
        *,
        force_terms: Sequence[ForceTerm] = (),
        options: ExportOptions | None = None,
    ):
        self.page_count = page_count
        self.texts: list[str | None] = [None] * page_count
        self.options = options or ExportOptions()  # the default policy's settings
        self._force_terms: list[ForceTerm] = list(force_terms)
        self._detected: dict[int, list[Span]] = {}
        self._force: dict[int, list[Span]] = {}
        self._manual: list[Span] = []
        self._areas: list[AreaMark] = []
        self._decisions: dict[Key, bool] = {}
        self._births: set = set()  # (day, month, year) of the birth dates detected so far
        self._external_births: set = set()  # those the dossier's other files gave
        self._index: dict[int, dict[Key, Span]] = {}  # page → key → span, in reading order
        self._stats: dict[int, dict[str, list[int]]] = {}  # page → label → [total, accepted]
        self._listeners: list[Callable[[Change], None]] = []
        self.analysed_pages: set[int] = set()
        self.analysis_complete = False
        self.dirty = False  # decisions not exported yet

    # -- observers -------------------------------------------------------
    def subscribe(self, fn: Callable[[Change], None]) -> None:
        self._listeners.append(fn)

    def unsubscribe(self, fn: Callable[[Change], None]) -> None:
        if fn in self._listeners:
            self._listeners.remove(fn)

    def _emit(self, change: Change) -> None:
        for fn in list(self._listeners):
            fn(change)

    # -- inputs from the analysis ---------------------------------------
    def set_page_text(self, page: int, text: str) -> None:
        self.texts[page] = text
        hits = find_force_spans([text if i == page else None for i in range(page + 1)], self._force_terms)
        if hits or self._force.get(page):
            self._force[page] = hits
            self._reindex([page])
            self._emit(Change("spans", frozenset({page})))

    def set_page_spans(self, page: int, spans: Sequence[Span]) -> None:
        """One page's detections as the analysis streams them. A date written like a
        birth date seen so far shows as a birth date at once (the document pass
        confirms it); a new birth date relabels the pages already shown."""
        from app.detection.birth_dates import birth_values, relabel_birth_dates

        new = birth_values(spans) - self._births
        self._births |= new
        self._detected[page] = sorted(relabel_birth_dates(list(spans), self._births), key=lambda s: (s.start, s.end))
        self.analysed_pages.add(page)
        changed = {page}
        if new:
            for p, old in list(self._detected.items()):
                if p != page:
                    got = relabel_birth_dates(old, self._births)
                    if got is not old:
                        self._detected[p] = got
                        changed.add(p)
        self._reindex(changed)
        self._emit(Change("spans", frozenset(changed)))

    def add_known_births(self, births: set) -> None:
        """Birth dates known from elsewhere (another file of the dossier): a date
        hit writing one of them shows, and is masked, as a birth date."""
        from app.detection.birth_dates import relabel_birth_dates

        new = set(births) - self._births
        if not new:
            return
        self._external_births |= new
        self._births |= new
        changed = set()
        for p, old in list(self._detected.items()):
            got = relabel_birth_dates(old, self._births)
            if got is not old:
                self._detected[p] = got
                changed.add(p)
        if changed:
            self._reindex(changed)
            self._emit(Change("spans", frozenset(changed)))

    def replace_detected(self, spans: Sequence[Span]) -> None:
        """Final result of the document pass (may add cross-page spans)."""
        from app.detection.birth_dates import birth_values, relabel_birth_dates

        self._births = birth_values(spans) | self._external_births
        spans = relabel_birth_dates(list(spans), self._births)
        by_page: dict[int, list[Span]] = {}
        for s in spans:
            by_page.setdefault(s.page, []).append(s)
        changed = set()
        for p in set(self._detected) | set(by_page):
            new = sorted(by_page.get(p, ()), key=lambda s: (s.start, s.end))
            if new != self._detected.get(p, []):
                changed.add(p)
            if new:
                self._detected[p] = new
            else:
                self._detected.pop(p, None)
        self.analysed_pages.update(range(self.page_count))
        self.analysis_complete = True
        self._reindex(changed)  # only pages the document pass changed: cheap on long documents
        self._emit(Change("reset", frozenset(changed)))

    # -- force terms ----------------------------------------------------
    @property
    def force_terms(self) -> list[ForceTerm]:
        return list(self._force_terms)

    def set_force_terms(self, terms: Sequence[ForceTerm]) -> None:
        self._force_terms = list(terms)
        old_pages = {p for p, v in self._force.items() if v}
        hits = find_force_spans(self.texts, self._force_terms)
        self._force = {}
        for s in hits:
            self._force.setdefault(s.page, []).append(s)
        self._reindex(old_pages | set(self._force))
        self._emit(Change("reset", frozenset(old_pages | set(self._force))))

    # -- manual marks ---------------------------------------------------
    def make_manual_span(self, page: int, start: int, end: int, label: str) -> Span:
        text = self.texts[page] or ""
        start = max(0, start)
        end = min(len(text), end)
        # Trim whitespace at the edges: a drag rarely stops exactly on a letter.
        while start < end and text[start].isspace():
            start += 1
        while end > start and text[end - 1].isspace():
            end -= 1
        if end <= start:
            raise ValueError("sélection vide")
        return Span(page, start, end, text[start:end], label, MANUAL_SOURCE, 1.0)

    def add_manual(self, span: Span) -> None:
        if span not in self._manual:
            self._manual.append(span)
        self.dirty = True
        self._reindex([span.page])
        self._emit(Change("spans", frozenset({span.page}), frozenset({span.key})))

    def remove_manual(self, span: Span) -> None:
        if span in self._manual:
            self._manual.remove(span)
            self.dirty = True
            self._reindex([span.page])
            self._emit(Change("spans", frozenset({span.page}), frozenset({span.key})))

    @property
    def manual_spans(self) -> list[Span]:
        return list(self._manual)

    def add_area(self, area: AreaMark) -> None:
        self._areas.append(area)
        self.dirty = True
        self._emit(Change("areas", frozenset({area.page})))

    def remove_area(self, area: AreaMark) -> None:
        if area in self._areas:
            self._areas.remove(area)
            self.dirty = True
            self._emit(Change("areas", frozenset({area.page})))

    def areas(self, page: int | None = None) -> list[AreaMark]:
        return [a for a in self._areas if page is None or a.page == page]

    # -- queries ----------------------------------------------------------
    def _reindex(self, pages: Iterable[int]) -> None:
        """Rebuild the per-page index of distinct spans (only the pages that changed)."""
        for p in pages:
            by_key: dict[Key, Span] = {}
            for group in (self._detected.get(p, ()), self._force.get(p, ()), self._manual):
                for s in group:
                    if s.page == p:
                        by_key.setdefault(s.key, s)
            if by_key:
                self._index[p] = {s.key: s for s in sorted(by_key.values(), key=lambda s: (s.start, s.end, s.label))}
            else:
                self._index.pop(p, None)
        self._restat(pages)

    def _restat(self, pages: Iterable[int]) -> None:
        """Per-page counts, so totals stay cheap on long documents."""
        for p in pages:
            st: dict[str, list[int]] = {}
            for s in self._index.get(p, {}).values():
                c = st.setdefault(s.label, [0, 0])
                c[0] += 1
                c[1] += self.is_accepted(s)
            if st:
                self._stats[p] = st
            else:
                self._stats.pop(p, None)

    def detected(self, page: int) -> list[Span]:
        """The detectors' spans on ``page`` (no force-term hit, no manual mark)."""
        return list(self._detected.get(page, ()))

    def span(self, key: Key) -> Span | None:
        return self._index.get(key[0], {}).get(key)

    def spans(self, page: int | None = None) -> list[Span]:
        """Every distinct span (by key), in reading order."""
        if page is not None:
            return list(self._index.get(page, {}).values())
        out: list[Span] = []
        for p in sorted(self._index):
            out.extend(self._index[p].values())
        return out

    def default_accepted(self, span: Span) -> bool:
        return default_accepted(span, self.options)

    def set_options(self, options: ExportOptions) -> None:
        """New settings: spans without an explicit decision follow the new policy."""
        self.options = options
        self._restat(list(self._index))
        self._emit(Change("policy", frozenset(range(self.page_count))))

    def rejected_spans(self) -> list[Span]:
        """Spans the reviewer explicitly rejected (not those merely unselected by default)."""
        return [s for s in self.spans() if self._decisions.get(s.key) is False]

    def state(self, span: Span) -> str:
        """accepted / rejected (by the reviewer) / unselected (by the default policy)."""
        from app.job.decisions import state_of

        return state_of(span, self._decisions, self.options)

    def is_accepted(self, span_or_key) -> bool:
        key = span_or_key.key if isinstance(span_or_key, Span) else span_or_key
        d = self._decisions.get(key)
        if d is not None:
            return d
        s = self._index.get(key[0], {}).get(key)
        return s is not None and default_accepted(s, self.options)

    def accepted_spans(self) -> list[Span]:
        return [s for s in self.spans() if self.is_accepted(s)]

    def decision_overrides(self) -> dict[Key, bool]:
        return dict(self._decisions)

    # -- decisions ------------------------------------------------------
    def set_decisions(self, decisions: dict[Key, bool | None]) -> dict[Key, bool | None]:
        """Apply decisions (``None`` = back to the default); returns the previous ones for undo."""
        previous: dict[Key, bool | None] = {}
        pages: set[int] = set()
        for key, value in decisions.items():
            previous[key] = self._decisions.get(key)
            if value is None:
                self._decisions.pop(key, None)
            else:
                self._decisions[key] = bool(value)
            pages.add(key[0])
        if decisions:
            self.dirty = True
            self._restat(pages)
            self._emit(Change("decisions", frozenset(pages), frozenset(decisions)))
        return previous

    def toggle_decisions(self, keys: Iterable[Key]) -> dict[Key, bool]:
        """The decisions that toggling ``keys`` would set (not applied)."""
        return {k: not self.is_accepted(k) for k in keys}

    def untick_below(self, threshold: float) -> dict[Key, bool]:
        """Decisions rejecting every ticked span under ``threshold`` (never ticks one)."""
        return {
            s.key: False
            for s in self.spans()
            if s.confidence < threshold and self.is_accepted(s) and s.source not in (MANUAL_SOURCE,)
        }

    def counts_by_label(self) -> dict[str, tuple[int, int]]:
        """label → (total, accepted)."""
        out: dict[str, list[int]] = {}
        for st in self._stats.values():
            for label, (n, acc) in st.items():
                c = out.setdefault(label, [0, 0])
                c[0] += n
                c[1] += acc
        return {k: (v[0], v[1]) for k, v in out.items()}

    def totals(self) -> tuple[int, int]:
        """(spans, accepted spans) over the document."""
        n = acc = 0
        for st in self._stats.values():
            for t, a in st.values():
                n += t
                acc += a
        return n, acc
