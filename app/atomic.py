"""Atomic file writes: a temporary file beside the target, then replace.

A crash or a refused verification never leaves a half-written output.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def write_bytes_atomic(target: Path, data: bytes) -> None:
    target = Path(target)
    fd, tmp = tempfile.mkstemp(prefix=".caviard-", suffix=".tmp", dir=str(target.parent or "."))
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def write_text_atomic(target: Path, text: str) -> None:
    write_bytes_atomic(target, text.encode("utf-8"))
