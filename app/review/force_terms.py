"""Force terms: words or regexes the user wants masked wherever they occur.

Matching is the export pipeline's (``app.export.variants``), so what the
review shows is what the export removes: a plain term matches case- and
accent-insensitively on word boundaries, a regex term is a Python ``re``
pattern matched as written. Hits are ``Span`` values with label ``FORCE`` and
source ``"force"``. The list is stored as JSON in the user data folder and
applies to every document.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Sequence

from app.detection.spans import Span

FORCE_LABEL = "FORCE"
FORCE_SOURCE = "force"
FORCE_CONFIDENCE = 1.0
_FILE_FORMAT = "caviard-force-terms/1"


class ForceTermError(ValueError):
    """A force term that cannot be used; ``str()`` is a French message."""


@dataclass(frozen=True, slots=True)
class ForceTerm:
    pattern: str
    is_regex: bool = False
    label: str = FORCE_LABEL  # a term added from the find bar may carry a kind ("NOM")

    def validate(self) -> None:
        if not self.pattern.strip():
            raise ForceTermError("Le terme est vide.")
        if self.is_regex:
            try:
                rx = re.compile(self.pattern)
            except re.error as exc:
                from app.review.find import regex_error_fr

                raise ForceTermError(regex_error_fr(exc)) from None
            if rx.match(""):
                raise ForceTermError("Cette expression régulière accepte le texte vide : précisez-la.")

    def to_json(self) -> dict:
        out = {"pattern": self.pattern, "regex": self.is_regex}
        if self.label != FORCE_LABEL:
            out["label"] = self.label
        return out


def _target(term: ForceTerm):
    """The export pipeline's search target for a term (one matching rule for preview and export)."""
    from app.export.variants import force_regex_target, force_term_target

    return force_regex_target(term.pattern) if term.is_regex else force_term_target(term.pattern)


def find_force_spans(texts: Sequence[str | None], terms: Iterable[ForceTerm]) -> list[Span]:
    """Every occurrence of every valid term on every known page."""
    targets = []
    for t in terms:
        try:
            t.validate()
        except ForceTermError:
            continue
        tg = _target(t)
        if tg is not None:
            targets.append((tg, t.label))
    out: list[Span] = []
    cache: dict = {}
    for page, text in enumerate(texts):
        if not text:
            continue
        for tg, label in targets:
            for s, e in tg.find(text, cache):
                if e > s:
                    out.append(Span(page, s, e, text[s:e], label, FORCE_SOURCE, FORCE_CONFIDENCE))
    return out


def count_hits(texts: Sequence[str | None], term: ForceTerm) -> int:
    return len(find_force_spans(texts, [term]))


# -- persistence ------------------------------------------------------------

def load_terms(path: Path) -> list[ForceTerm]:
    """Read a force-term list; a missing file is an empty list."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except FileNotFoundError:
        return []
    except (OSError, ValueError) as exc:
        raise ForceTermError("La liste de termes forcés est illisible.") from exc
    items = data.get("terms", []) if isinstance(data, dict) else data
    out: list[ForceTerm] = []
    if not isinstance(items, list):
        raise ForceTermError("La liste de termes forcés est illisible.")
    for it in items:
        if isinstance(it, str):
            t = ForceTerm(it)
        elif isinstance(it, dict) and isinstance(it.get("pattern"), str):
            label = it.get("label") if isinstance(it.get("label"), str) else FORCE_LABEL
            t = ForceTerm(it["pattern"], bool(it.get("regex", False)), label)
        else:
            continue
        if t not in out:
            out.append(t)
    return out


def save_terms(path: Path, terms: Sequence[ForceTerm]) -> None:
    """Write the list atomically (a team shares it by export/import)."""
    from app.atomic import write_text_atomic

    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    payload = {"format": _FILE_FORMAT, "terms": [t.to_json() for t in terms]}
    write_text_atomic(path, json.dumps(payload, ensure_ascii=False, indent=1) + "\n")


def default_terms_path() -> Path:
    from app.review.preferences import data_dir

    return data_dir() / "force_terms.json"
