"""Fingerprint of what a build bundles from the tree: app/, resources/, models/.

Why: other work changes the tree while a bundle exists; the smoke test compares the
frozen app with the development one only when the sources are still those of the build.

    python3 packaging/fingerprint.py [ROOT]   → prints the sha256
"""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path

FOLDERS = ("app", "resources", "models")
_SKIP_PARTS = {"__pycache__", ".git", ".ipynb_checkpoints"}
_SKIP_SUFFIXES = {".pyc", ".tmp", ".part", ".lock"}


def sources_fingerprint(root: Path) -> str:
    h = hashlib.sha256()
    for folder in FOLDERS:
        base = root / folder
        if not base.is_dir():
            continue
        for f in sorted(base.rglob("*")):
            rel = f.relative_to(root)
            if not f.is_file() or _SKIP_PARTS & set(rel.parts) or f.suffix in _SKIP_SUFFIXES:
                continue
            if any(p.startswith(".") for p in rel.parts):
                continue
            h.update(rel.as_posix().encode() + b"\0")
            with open(f, "rb") as fh:
                for chunk in iter(lambda: fh.read(1 << 20), b""):
                    h.update(chunk)
            h.update(b"\0")
    return h.hexdigest()


if __name__ == "__main__":
    print(sources_fingerprint(Path(sys.argv[1] if len(sys.argv) > 1 else Path(__file__).resolve().parents[1])))
