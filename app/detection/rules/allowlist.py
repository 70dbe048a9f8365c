"""The medical allow-list: words and codes the rules never redact.

Eponyms ("signe de Babinski"), units, drug names and clinical acronyms look
like names or codes to a pattern; redacting them makes the output useless
and teaches staff to stop reviewing. The lists are data files in
``resources/allowlist/`` and a user file can extend them at run time.
"""

from __future__ import annotations

from functools import lru_cache

import re
import threading
from pathlib import Path

from app.detection.rules.common import fold

# CCAM act codes (4 letters + 3 digits, e.g. HHFA017) and CIM-10 codes
# (letter + 2 digits, optional .digits, e.g. K57.2): recognised by shape.
CODE_PATTERNS = (
    re.compile(r"[A-Z]{4}\d{3}(?:[-/]\d{1,3})?"),
    re.compile(r"[A-Z]\d{2}(?:\.\d{1,2})?\+?"),
    # TNM stages ("pT1b", "pTis", "cN0", "ypT2N1M0")
    re.compile(r"(?:y?[pcr])?T(?:is|x|[0-4][a-d]?)(?:N[0-3x][a-c]?)?(?:M[01x])?|(?:y?[pcr])?[NM](?:[0-3x][a-c]?)"),
)


def resource_dir() -> Path:
    """``resources/allowlist`` at the repository root or in the frozen bundle."""
    from app.resources import resource_path

    return resource_path("resources", "allowlist")


def _read_entries(path: Path) -> list[str]:
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            out.append(line)
    return out


@lru_cache(maxsize=1)
def eponyms() -> frozenset[str]:
    """The shipped eponyms (folded): surnames of physicians, some of them patients' and doctors'
    names too ("Dr Ursula Hartmann", "Mme Claire Murphy")."""
    f = resource_dir() / "eponyms.txt"
    return frozenset(fold(e) for e in _read_entries(f)) if f.is_file() else frozenset()


class AllowList:
    """A set of folded entries; ``contains`` is what the rules call."""

    def __init__(self, entries: list[str] | None = None) -> None:
        self._lock = threading.Lock()
        self._entries: frozenset[str] = frozenset(fold(e) for e in (entries or []))
        # Bumped on every change, so callers may cache look-ups per version.
        self.version = 0

    def add(self, entries) -> None:
        with self._lock:
            self._entries = self._entries | {fold(e) for e in entries if e.strip()}
            self.version += 1

    def load_file(self, path: str | Path) -> int:
        """Add the entries of a user file (same format as the shipped ones).

        Returns the number of entries read. Raises ``OSError`` if unreadable.
        """
        entries = _read_entries(Path(path))
        self.add(entries)
        return len(entries)

    def __len__(self) -> int:
        return len(self._entries)

    def contains(self, text: str) -> bool:
        """True if the whole text is an entry or a CCAM/CIM-10 code."""
        t = text.strip()
        for p in CODE_PATTERNS:
            if p.fullmatch(t):
                return True
        return fold(t) in self._entries


_default: AllowList | None = None
_default_lock = threading.Lock()


def load_shipped() -> AllowList:
    entries: list[str] = []
    d = resource_dir()
    if d.is_dir():
        for f in sorted(d.glob("*.txt")):
            entries.extend(_read_entries(f))
    return AllowList(entries)


def get_allowlist() -> AllowList:
    """The shared allow-list (shipped files, plus user files loaded into it)."""
    global _default
    if _default is not None:  # fast path: called for every candidate word
        return _default
    with _default_lock:
        if _default is None:
            _default = load_shipped()
        return _default


def load_user_allowlist(path: str | Path) -> int:
    """Extend the shared allow-list from a user file; returns entries read."""
    return get_allowlist().load_file(path)
