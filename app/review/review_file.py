"""Save and resume a review in progress ("Enregistrer la relecture" / reprise).

A long document takes more than one sitting to review, so the reviewer's work
(decisions, manual marks, zones, document force terms, pages seen) can be
saved and picked up later. The file stores positions and labels only, never a
value: no span text, no force-term text, no file name, no path. So it carries
no personal data; the text is read back from the document on restore. It is
tied to the SHA-256 of the source PDF bytes (same hash ⇒ same text), so a
review never lands on another document, and it is named after that hash.
Qt-free, like the session it feeds.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from app.review.session import AreaMark, Key, ReviewSession

FORMAT = "caviard-review/1"
_LABEL = re.compile(r"[A-Z][A-Z0-9_]{0,31}")
_STATE = re.compile(r"[a-z_]{1,32}")
_HASH = re.compile(r"[0-9a-f]{64}")

MSG_NOT_REVIEW = "Ce fichier n'est pas une relecture Caviard."
MSG_UNREADABLE = "Le fichier de relecture ne peut pas être lu."
MSG_OTHER_DOC = ("Cette relecture a été enregistrée pour un autre fichier (empreinte différente) : "
                 "elle ne peut pas être reprise sur ce document.")
MSG_PAGES = ("Cette relecture a été enregistrée pour un document d'un autre nombre de pages : "
             "elle ne peut pas être reprise sur ce document.")
MSG_RANGE = "Cette relecture contient des positions hors du document : elle ne peut pas être reprise."

Pos = tuple[int, int, int]


class ReviewFileError(ValueError):
    """A review file that cannot be resumed; ``str()`` is a French message without any value or path."""


@dataclass
class ReviewSnapshot:
    source_sha256: str
    page_count: int
    saved_at: str = ""  # UTC, ISO 8601 to the second
    decisions: list[tuple[int, int, int, str, bool]] = field(default_factory=list)  # explicit overrides only
    manual_marks: list[tuple[int, int, int, str]] = field(default_factory=list)
    zones: list[AreaMark] = field(default_factory=list)
    doc_terms: list[tuple[str, list[Pos]]] = field(default_factory=list)  # (label, occurrences)
    reviewed_pages: list[int] = field(default_factory=list)
    analysis_state: str = "done"

    def to_dict(self) -> dict:
        return {
            "format": FORMAT,
            "source_sha256": self.source_sha256,
            "page_count": self.page_count,
            "saved_at": self.saved_at,
            "analysis_state": self.analysis_state,
            "reviewed_pages": sorted(set(self.reviewed_pages)),
            "decisions": [[p, s, e, lab, bool(acc)] for p, s, e, lab, acc in self.decisions],
            "manual_marks": [[p, s, e, lab] for p, s, e, lab in self.manual_marks],
            "zones": [{"page": z.page, "rect": [float(v) for v in z.rect], "whole_page": bool(z.whole_page)}
                      for z in self.zones],
            "doc_terms": [{"label": lab, "occurrences": [list(o) for o in occ]} for lab, occ in self.doc_terms],
        }


@dataclass
class RestoreResult:
    decisions_applied: int = 0
    decisions_pending: int = 0
    marks: int = 0  # manual marks added
    marks_skipped: int = 0  # page text not known yet, or position outside it
    zones: int = 0
    pending: dict[Key, bool] = field(default_factory=dict)  # for apply_pending() once the analysis ends


def snapshot(session: ReviewSession, *, source_sha256: str, reviewed_pages: Sequence[int] = (),
             doc_terms: Sequence[tuple[str, Sequence[Pos]]] = (), analysis_state: str = "done") -> ReviewSnapshot:
    """The session's review work, as positions and labels."""
    return ReviewSnapshot(
        source_sha256=source_sha256.lower(),
        page_count=session.page_count,
        saved_at=datetime.now(UTC).isoformat(timespec="seconds"),
        decisions=sorted((k[0], k[1], k[2], k[3], bool(v)) for k, v in session.decision_overrides().items()),
        manual_marks=sorted(s.key for s in session.manual_spans),
        zones=list(session.areas()),
        doc_terms=[(lab, [(int(p), int(s), int(e)) for p, s, e in occ]) for lab, occ in doc_terms],
        reviewed_pages=sorted({int(p) for p in reviewed_pages}),
        analysis_state=analysis_state,
    )


def save_review(path: Path, snap: ReviewSnapshot) -> None:
    from app.atomic import write_text_atomic

    Path(path).parent.mkdir(parents=True, exist_ok=True)
    write_text_atomic(Path(path), json.dumps(snap.to_dict(), ensure_ascii=False, indent=1) + "\n")


# -- loading -------------------------------------------------------------
def _int(v) -> int:
    if isinstance(v, bool) or not isinstance(v, int):
        raise ReviewFileError(MSG_NOT_REVIEW)
    return v


def _label(v) -> str:
    if not isinstance(v, str) or not _LABEL.fullmatch(v):
        raise ReviewFileError(MSG_NOT_REVIEW)
    return v


def _pos(v, n_pages: int) -> Pos:
    if not isinstance(v, list) or len(v) != 3:
        raise ReviewFileError(MSG_NOT_REVIEW)
    p, s, e = (_int(x) for x in v)
    if not (0 <= p < n_pages and 0 <= s < e):
        raise ReviewFileError(MSG_RANGE)
    return p, s, e


def _list(d: dict, name: str) -> list:
    v = d.get(name, [])
    if not isinstance(v, list):
        raise ReviewFileError(MSG_NOT_REVIEW)
    return v


def _parse(d: dict) -> ReviewSnapshot:
    n = _int(d.get("page_count"))
    state, saved = d.get("analysis_state", "done"), d.get("saved_at", "")
    if n < 0 or not isinstance(state, str) or not _STATE.fullmatch(state) or not isinstance(saved, str):
        raise ReviewFileError(MSG_NOT_REVIEW)
    snap = ReviewSnapshot(d["source_sha256"], n, saved[:40], analysis_state=state)
    for item in _list(d, "decisions"):
        if not isinstance(item, list) or len(item) != 5 or not isinstance(item[4], bool):
            raise ReviewFileError(MSG_NOT_REVIEW)
        snap.decisions.append((*_pos(item[:3], n), _label(item[3]), item[4]))
    for item in _list(d, "manual_marks"):
        if not isinstance(item, list) or len(item) != 4:
            raise ReviewFileError(MSG_NOT_REVIEW)
        snap.manual_marks.append((*_pos(item[:3], n), _label(item[3])))
    for z in _list(d, "zones"):
        rect = z.get("rect") if isinstance(z, dict) else None
        if (not isinstance(rect, list) or len(rect) != 4 or not isinstance(z.get("whole_page", False), bool)
                or not all(isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) for v in rect)):
            raise ReviewFileError(MSG_NOT_REVIEW)
        page = _int(z.get("page"))
        if not 0 <= page < n:
            raise ReviewFileError(MSG_RANGE)
        snap.zones.append(AreaMark(page, tuple(float(v) for v in rect), whole_page=z.get("whole_page", False)))
    for t in _list(d, "doc_terms"):
        if not isinstance(t, dict) or not isinstance(t.get("occurrences"), list):
            raise ReviewFileError(MSG_NOT_REVIEW)
        snap.doc_terms.append((_label(t.get("label")), [_pos(o, n) for o in t["occurrences"]]))
    for p in _list(d, "reviewed_pages"):
        if not 0 <= _int(p) < n:
            raise ReviewFileError(MSG_RANGE)
    snap.reviewed_pages = sorted(set(d.get("reviewed_pages", [])))
    return snap


def load_review(path: Path, expected_sha256: str | None = None, page_count: int | None = None) -> ReviewSnapshot:
    """Read and check a review file; raises ReviewFileError (French message) if it cannot be resumed."""
    try:
        raw = Path(path).read_bytes()
    except OSError:
        raise ReviewFileError(MSG_UNREADABLE) from None
    try:
        d = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        raise ReviewFileError(MSG_NOT_REVIEW) from None
    if not isinstance(d, dict) or d.get("format") != FORMAT:
        raise ReviewFileError(MSG_NOT_REVIEW)
    sha = d.get("source_sha256")
    if not isinstance(sha, str) or not _HASH.fullmatch(sha):
        raise ReviewFileError(MSG_NOT_REVIEW)
    if expected_sha256 is not None and sha != expected_sha256.lower():
        raise ReviewFileError(MSG_OTHER_DOC)
    if page_count is not None and d.get("page_count") != page_count:
        raise ReviewFileError(MSG_PAGES)
    return _parse(d)


# -- restoring -------------------------------------------------------------
def apply_pending(session: ReviewSession, pending: dict[Key, bool]) -> dict[Key, bool]:
    """Apply the decisions whose span the session has now; returns those still waiting."""
    now = {k: v for k, v in pending.items() if session.span(k) is not None}
    if now:
        session.set_decisions(now)
    return {k: v for k, v in pending.items() if k not in now}


def restore(session: ReviewSession, snap: ReviewSnapshot) -> RestoreResult:
    """Put the saved work back on ``session`` (same document: the caller checked the hash)."""
    res = RestoreResult()
    for p, s, e, lab in snap.manual_marks:
        text = session.texts[p] if 0 <= p < session.page_count else None
        try:
            if text is None or e > len(text):
                raise ValueError("page pas encore lue")
            session.add_manual(session.make_manual_span(p, s, e, lab))  # raises on a blank selection
            res.marks += 1
        except ValueError:
            res.marks_skipped += 1
    present = session.areas()
    for z in snap.zones:
        if 0 <= z.page < session.page_count and z not in present:
            session.add_area(z)
            res.zones += 1
    wanted = {(p, s, e, lab): acc for p, s, e, lab, acc in snap.decisions}
    res.pending = apply_pending(session, wanted)
    res.decisions_pending = len(res.pending)
    res.decisions_applied = len(wanted) - res.decisions_pending
    return res


def term_texts(session: ReviewSession, snap: ReviewSnapshot) -> list[tuple[str, str]]:
    """(label, text) of each document force term, read at its first occurrence whose page text is known."""
    out: list[tuple[str, str]] = []
    for lab, occ in snap.doc_terms:
        for p, s, e in occ:
            text = session.texts[p] if 0 <= p < session.page_count else None
            if text is not None and e <= len(text) and text[s:e].strip():
                out.append((lab, text[s:e]))
                break
    return out


# -- where reviews live ------------------------------------------------------
def default_review_path(sha256: str) -> Path:
    """data_dir()/reviews/<first 32 hex digits of the hash>.json: no personal data in the name."""
    from app.review.preferences import data_dir

    h = sha256.lower()
    if not re.fullmatch(r"[0-9a-f]{32,}", h):
        raise ValueError("empreinte SHA-256 invalide")
    return data_dir() / "reviews" / f"{h[:32]}.json"


def find_saved_review(sha256: str) -> Path | None:
    p = default_review_path(sha256)
    return p if p.is_file() else None
