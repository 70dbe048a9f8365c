"""Find bundled read-only resources the same way in development and when frozen.

Why: the PyInstaller one-dir bundle keeps Python and Qt inside ``_internal/``
(``sys._MEIPASS``) while the folders IT may replace (``models/``, ``tessdata/``)
sit next to the executable. In development everything lives at the repository
root. Callers ask for ``resource_path("models", "caviard-ner-fr")`` and never
care which case they are in.
"""

from __future__ import annotations

import sys
from pathlib import Path

_REPO_ROOT = Path(__file__).resolve().parents[1]


def is_frozen() -> bool:
    """True inside a PyInstaller bundle."""
    return bool(getattr(sys, "frozen", False))


def resource_roots() -> list[Path]:
    """Folders searched, in order: the executable's folder, then ``_internal``
    when frozen; the repository root in development."""
    if is_frozen():
        roots = [Path(sys.executable).resolve().parent]
        meipass = getattr(sys, "_MEIPASS", None)
        if meipass and Path(meipass).resolve() not in roots:
            roots.append(Path(meipass).resolve())
        return roots
    return [_REPO_ROOT]


def resource_path(*parts: str) -> Path:
    """Path of a bundled resource, e.g. ``resource_path("tessdata")``.

    Returns the first existing candidate; if none exists, the candidate in the
    first root (so an error message names a sensible place).
    """
    roots = resource_roots()
    for root in roots:
        candidate = root.joinpath(*parts)
        if candidate.exists():
            return candidate
    return roots[0].joinpath(*parts)
