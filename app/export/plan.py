"""RedactionPlan: everything an export will remove, as a plain value.

``build_plan`` turns the accepted spans into the final list: the accepted
spans themselves, every occurrence of the force terms and force regexes,
and the selective global propagation of seed 002 (each accepted value of a
propagated kind searched for on every page, with its variants). Items never
overlap: a propagated match that extends an accepted span (the "Née le"
before a birth date) adds only the uncovered part. The GUI calls it to
preview what propagation adds before the export (``plan.added()``,
``plan.counts()``), then hands the same plan to ``export_document``.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field, replace
from typing import Iterable, Sequence

from app.detection.spans import Span
from app.export.options import REPEATED_CODE_KINDS, ExportOptions
from app.export.repeated import abbreviated_name_target, defined_name, distinctive_code, distinctive_name, distinctive_town
from app.export.prefilter import PageIndex, TargetFilter
from app.export.variants import (
    lowercase_person_target,
    NAME_LABELS,
    Target,
    fold,
    force_regex_target,
    force_term_target,
    is_propagatable,
    name_parts,
    target_for,
)

Rect = tuple[float, float, float, float]

# Why an item is in the plan.
REASON_ACCEPTED = "accepted"  # a detection (rule or model) the user kept
REASON_MANUAL = "manual"  # a span the user marked by hand
REASON_PROPAGATION = "propagation"  # another occurrence of an accepted value
REASON_FORCE = "force"  # an occurrence of a force term or force regex
REASON_DOSSIER = "dossier"  # a value another file of the same dossier holds
ADDED_REASONS = (REASON_PROPAGATION, REASON_FORCE, REASON_DOSSIER)

_TRIM = " \t\r\n,;:|"
_PRIORITY = {"EMAIL": 0, "NIR": 1, "IPP": 2, "DATE_NAISSANCE": 3, "NOM": 8, "PRENOM": 9}


class PlanError(ValueError):
    """A plan cannot be built (e.g. an invalid force regex); French ``str()``."""


@dataclass(frozen=True)
class PlanItem:
    """One span to redact and why. ``target`` indexes ``RedactionPlan.targets``."""

    span: Span
    reason: str
    target: int | None = None

    @property
    def page(self) -> int:
        return self.span.page

    @property
    def label(self) -> str:
        return self.span.label


@dataclass(frozen=True)
class AreaMask:
    """A rectangle to blank whatever it holds (text, image pixels).

    ``rect`` is in PyMuPDF text coordinates (those of ``PageText.boxes``;
    see ``app.export.geometry.display_to_text`` for a rectangle drawn on the
    rendered page). ``whole_page`` masks the full page.
    """

    page: int
    rect: Rect | None = None
    whole_page: bool = False
    reason: str = "manual"


@dataclass(frozen=True)
class RedactionPlan:
    page_count: int
    items: tuple[PlanItem, ...]
    targets: tuple[Target, ...]
    areas: tuple[AreaMask, ...] = ()
    propagated: frozenset[str] = field(default_factory=frozenset)
    # pages redacted again with thin bands after verification saw words lost around the masks
    thin_pages: frozenset[int] = field(default_factory=frozenset)
    # pages rebuilt as an image of themselves: text there that no box could reach
    rebuilt_pages: frozenset[int] = field(default_factory=frozenset)

    def items_on(self, page: int) -> list[PlanItem]:
        return [it for it in self.items if it.page == page]

    def added(self) -> list[PlanItem]:
        """What propagation and force terms add to the accepted spans."""
        return [it for it in self.items if it.reason in ADDED_REASONS]

    def counts(self, reasons: Iterable[str] | None = None) -> dict[str, int]:
        """Items per kind, optionally only for some reasons."""
        rs = None if reasons is None else set(reasons)
        return dict(Counter(it.label for it in self.items if rs is None or it.reason in rs))

    def counts_by_reason(self) -> dict[str, dict[str, int]]:
        out: dict[str, Counter] = {}
        for it in self.items:
            out.setdefault(it.reason, Counter())[it.label] += 1
        return {k: dict(v) for k, v in out.items()}

    def masked_pages(self) -> list[int]:
        return sorted({a.page for a in self.areas if a.whole_page})

    def with_areas(self, areas: Iterable[AreaMask]) -> "RedactionPlan":
        return replace(self, areas=self.areas + tuple(areas))

    def with_thin_pages(self, pages: Iterable[int]) -> "RedactionPlan":
        return replace(self, thin_pages=self.thin_pages | frozenset(pages))

    def with_rebuilt_pages(self, pages: Iterable[int]) -> "RedactionPlan":
        return replace(self, rebuilt_pages=self.rebuilt_pages | frozenset(pages))

    def with_masked_pages(self, pages: Iterable[int], reason: str = "image_page") -> "RedactionPlan":
        return self.with_areas(AreaMask(p, None, True, reason) for p in pages)


def _text_of(page) -> str:
    return page if isinstance(page, str) else page.text


def _subtract(start: int, end: int, covered: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Parts of [start, end) not inside any covered interval."""
    parts = [(start, end)]
    for cs, ce in covered:
        nxt = []
        for s, e in parts:
            if ce <= s or cs >= e:
                nxt.append((s, e))
                continue
            if s < cs:
                nxt.append((s, cs))
            if ce < e:
                nxt.append((ce, e))
        parts = nxt
        if not parts:
            break
    return parts


def _trim(text: str, s: int, e: int) -> tuple[int, int]:
    while s < e and text[s] in _TRIM:
        s += 1
    while e > s and text[e - 1] in _TRIM:
        e -= 1
    return s, e


_TOP_NAMES = 8  # surnames × first names paired for the lower-case search (64 targets at most)


def _first_then_last(a: str, b: str) -> bool:
    """Whether ``a`` is the first name and ``b`` the surname: the word in capitals is
    the surname ("LOUSTAUNAU Karim"), else the one the first-name list knows is not."""
    if a.isupper() != b.isupper():
        return b.isupper()
    from app.detection.rules.gazetteers import is_first_name

    fa, fb = is_first_name(a), is_first_name(b)
    return fa or not fb


def _person_pairs(texts, accepted, kept) -> list[tuple[str, str]]:
    """Pairs of name words of the people named in the document: the words of one
    name hit ("LOUSTAUNAU Karim"), or two name hits side by side ("Karim" "LOUSTAUNAU")."""
    names = sorted((x for x in accepted if x.label in NAME_LABELS and 0 <= x.page < len(texts)),
                   key=lambda x: (x.page, x.start))
    out: list[tuple[str, str]] = []

    def add(a: str, b: str) -> None:
        a, b = " ".join(a.split()), " ".join(b.split())
        pair = (a, b) if _first_then_last(a, b) else (b, a)
        if min(len(pair[0]), len(pair[1])) >= 2 and fold(pair[0]) not in kept and fold(pair[1]) not in kept \
                and pair not in out and (pair[1], pair[0]) not in out:
            out.append(pair)

    for x in names:
        parts = name_parts(x.text)
        for a, b in zip(parts, parts[1:]):
            add(a, b)
    for a, b in zip(names, names[1:]):
        if a.page != b.page or a.end > b.start:
            continue
        gap = texts[a.page][a.end:b.start]
        if gap.strip(" \t,") or "\n" in gap or " " in a.text.strip() or " " in b.text.strip():
            continue
        add(a.text, b.text)
    # Identity tables split the name ("Nom de naissance | LOUSTAUNAU", "Prénom(s) | Gilles
    # Pascal"): the document's most frequent surnames with its most frequent first names.
    from collections import Counter

    from app.detection.rules.gazetteers import is_first_name

    surnames: Counter = Counter()
    firsts: Counter = Counter()
    for x in names:
        for w in name_parts(x.text) or [x.text.strip()]:
            if len(w) < 2:
                continue
            if x.label == "PRENOM" or (not w.isupper() and is_first_name(w)):
                firsts[w] += 1
            elif w.isupper() or x.label == "NOM":
                surnames[w] += 1
    for last, _n in surnames.most_common(_TOP_NAMES):
        for first, _m in firsts.most_common(_TOP_NAMES):
            add(first, last)
    return out


def build_plan(
    pages: Sequence,
    accepted: Iterable[Span],
    options: ExportOptions | None = None,
    *,
    rejected: Iterable[Span] = (),
    areas: Iterable[AreaMask] = (),
    kept_values: Iterable[str] = (),
    dossier_values: Iterable[tuple[str, str]] = (),
) -> RedactionPlan:
    """The full list of what to redact.

    ``pages``: the document's ``PageText`` list (or plain page strings).
    ``accepted``: the spans to redact (detections kept, manual marks).
    ``rejected``: spans the reviewer explicitly rejected; propagation and
    force terms do not re-add a match overlapping one of them. Hits that are
    merely not selected by default (kept care dates, low confidence) must
    not be passed here: they shield nothing. ``kept_values``: values the
    reviewer chose to keep in the whole document; they are not propagated
    (nor are their name parts). ``areas``: manual masks. ``dossier_values``:
    (kind, value) the other files of the same dossier hold; each is searched
    here with its variants (and a name's parts), as a propagated value is.
    Raises ``PlanError`` for an invalid force regex.
    """
    options = options or ExportOptions()
    texts = [_text_of(p) for p in pages]
    kept = {fold(v.strip()) for v in kept_values if v and v.strip()}
    targets: list[Target] = []
    tindex: dict[tuple, int] = {}

    def add_target(t: Target | None) -> int | None:
        if t is None:
            return None
        k = t.key
        if k not in tindex:
            tindex[k] = len(targets)
            targets.append(t)
        else:
            old = targets[tindex[k]]
            lits = tuple(dict.fromkeys(old.literals + t.literals))
            if lits != old.literals:
                targets[tindex[k]] = Target(old.label, old.pattern, old.folded, lits, old.required,
                                             tuple(dict.fromkeys(old.contextual + t.contextual)))
        return tindex[k]

    items: list[PlanItem] = []
    covered: dict[int, list[tuple[int, int]]] = {}
    conf_of_target: dict[int, float] = {}
    propagate: list[int] = []
    for s in sorted(accepted, key=lambda s: (s.page, s.start, s.end)):
        if not 0 <= s.page < len(texts):
            continue
        reason = REASON_MANUAL if s.source == "manual" else REASON_ACCEPTED
        ti = add_target(target_for(s.label, s.text))
        items.append(PlanItem(s, reason, ti))
        covered.setdefault(s.page, []).append((s.start, s.end))
        if ti is not None:
            conf_of_target[ti] = max(conf_of_target.get(ti, 0.0), s.confidence)
            if (s.label in options.propagated and is_propagatable(s.label, s.text, s.source.startswith("rules."))
                    and ti not in propagate
                    and fold(s.text.strip()) not in kept):
                propagate.append(ti)
            elif (options.repeat_codes and s.label in REPEATED_CODE_KINDS and distinctive_code(s.text)
                    and ti not in propagate and fold(s.text.strip()) not in kept):
                propagate.append(ti)  # the same long code printed again elsewhere
            elif (options.repeat_names and s.label == "ETAB"
                    and (distinctive_name(s.text) or defined_name(s.text, texts[s.page], s.end))
                    and ti not in propagate and fold(s.text.strip()) not in kept):
                propagate.append(ti)  # the same long name written again in prose
            elif (options.repeat_towns and s.label == "VILLE" and distinctive_town(s.text)
                    and ti not in propagate and fold(s.text.strip()) not in kept):
                propagate.append(ti)  # the same town written again in a signature or a heading
        if s.label == "NOM" and "NOM" in options.propagated:
            for part in name_parts(s.text) or [s.text]:  # "ACH." for "ACHARD" in a table's column
                ai = add_target(abbreviated_name_target(part))
                if ai is not None and fold(part) not in kept and ai not in propagate:
                    conf_of_target[ai] = max(conf_of_target.get(ai, 0.0), s.confidence)
                    propagate.append(ai)
        if s.label in NAME_LABELS and s.label in options.propagated:
            for part in name_parts(s.text):  # "ETCHEVERRY" alone on a later page
                if fold(part) in kept:
                    continue
                pi = add_target(target_for(s.label, part))
                if pi is not None:
                    conf_of_target[pi] = max(conf_of_target.get(pi, 0.0), s.confidence)
                    if pi not in propagate:
                        propagate.append(pi)

    # A person written in lower case ("karim loustaunau", "planchenault perrine",
    # "M. loustaunau"): only as the pair of first name and surname seen together,
    # or the surname after a civility, so "ancien boulanger" stays readable.
    if "NOM" in options.propagated:
        for value in _person_pairs(texts, accepted, kept):
            ti = add_target(lowercase_person_target(value))
            if ti is not None and ti not in propagate:
                conf_of_target[ti] = max(conf_of_target.get(ti, 0.0), 0.95)
                propagate.append(ti)

    blocked: dict[int, list[tuple[int, int]]] = {}
    for r in rejected:
        blocked.setdefault(r.page, []).append((r.start, r.end))

    searches: list[tuple[int, str, str, float]] = []  # target, reason, source, confidence
    for term in options.force_terms:
        ti = add_target(force_term_target(term))
        if ti is not None:
            searches.append((ti, REASON_FORCE, "force", 1.0))
    for rx in options.force_regexes:
        try:
            t = force_regex_target(rx)
        except re.error as exc:
            raise PlanError("Expression régulière forcée invalide (%s)." % exc.msg) from exc
        ti = add_target(t)
        searches.append((ti, REASON_FORCE, "force", 1.0))
    for label, value in dossier_values:
        if fold(value.strip()) in kept or not is_propagatable(label, value):
            continue
        for v in (value, *(name_parts(value) if label in NAME_LABELS else ())):
            ti = add_target(target_for(label, v))
            if ti is not None and fold(v) not in kept:
                searches.append((ti, REASON_DOSSIER, "dossier", 0.95))
    # Structured values first, names last: a name inside an e-mail address
    # then stays part of the EMAIL item instead of splitting it.
    propagate.sort(key=lambda ti: _PRIORITY.get(targets[ti].label, 5))
    for ti in propagate:
        searches.append((ti, REASON_PROPAGATION, "propagation", conf_of_target.get(ti, 1.0)))

    folded_cache: dict = {}
    # Each target is searched only on the pages it can match (TargetFilter: one
    # pass per page through inverted indexes, not values × pages tests).
    tfilter = TargetFilter(targets)
    pages_of: dict[int, list[int]] = {}
    if searches:
        for page, text in enumerate(texts):
            if text:
                for ti in tfilter.candidates(PageIndex(text)):
                    pages_of.setdefault(ti, []).append(page)
    done: set[int] = set()
    for ti, reason, source, conf in searches:
        if ti in done:
            continue
        done.add(ti)
        t = targets[ti]
        for page in pages_of.get(ti, ()):
            text = texts[page]
            for ms, me in t.find(text, folded_cache):
                if any(bs < me and ms < be for bs, be in blocked.get(page, ())):
                    continue
                cov = covered.setdefault(page, [])
                for ps, pe in _subtract(ms, me, cov):
                    ps, pe = _trim(text, ps, pe)
                    if pe <= ps or not any(c.isalnum() for c in text[ps:pe]):
                        continue
                    sp = Span(page, ps, pe, text[ps:pe], t.label, source, conf, note=reason)
                    items.append(PlanItem(sp, reason, ti))
                    cov.append((ps, pe))

    items.sort(key=lambda it: (it.page, it.span.start, it.span.end))
    return RedactionPlan(len(texts), tuple(items), tuple(targets), tuple(areas), frozenset(options.propagated))
