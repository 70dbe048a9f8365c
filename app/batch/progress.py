"""Progress of a folder run on the terminal: a live bar, or one line per file.

On a terminal the bar (tqdm) shows files done, pages per second and the time
left; a file that was not written prints its line above the bar. When
stderr is a file or a pipe (logs, CI, a scheduler) every file gets a plain
line instead, so the log says what happened to each. Lines name files by
their neutral identifier, never by their original name.
"""

from __future__ import annotations

import sys
import time
from typing import Callable

_STATUS = {0: "écrit", 2: "illisible", 3: "refusé (vérification)", 4: "pages image non lisibles"}


def status_of(row: dict) -> str:
    return row.get("status") or _STATUS.get(row.get("code"), "échec")


def _why(row: dict) -> str:
    """Why a file was not written, in the words of its message (kind and place, never a value)."""
    if row.get("code") in (0, None):
        return ""
    why = " ".join((row.get("message") or "; ".join(row.get("problems", []))).split()).rstrip(".")
    return " — %s" % why if why else ""


class FolderProgress:
    """``update`` after each file; ``say`` prints a message without breaking the bar."""

    def __init__(self, total: int, done: int = 0, say: Callable[[str], None] | None = None, bar: bool | None = None):
        self.total, self.done, self.pages = total, done, 0
        self.t0 = time.perf_counter()
        self._say = say
        use_bar = (say is None and sys.stderr.isatty()) if bar is None else bar
        self._bar = None
        if use_bar:
            try:
                from tqdm import tqdm
            except ImportError:  # pragma: no cover - tqdm ships with the bundle
                tqdm = None
            if tqdm is not None:
                self._bar = tqdm(total=total, initial=done, unit="fichier", file=sys.stderr, dynamic_ncols=True,
                                 bar_format="{l_bar}{bar}| {n_fmt}/{total_fmt} fichiers [{elapsed} < {remaining}{postfix}]")

    def say(self, line: str) -> None:
        if self._bar is not None:
            self._bar.write(line, file=sys.stderr)
        elif self._say is not None:
            self._say(line)
        else:
            print(line, file=sys.stderr, flush=True)

    def update(self, ident: str, row: dict) -> None:
        self.done += 1
        self.pages += row.get("pages") or 0
        elapsed = time.perf_counter() - self.t0
        rate = self.pages / elapsed if elapsed > 0 else 0.0
        if self._bar is not None:
            self._bar.set_postfix_str("%.1f pages/s" % rate, refresh=False)
            self._bar.update(1)
            if row.get("code") not in (0, None):
                self._bar.write("%s : %s%s" % (ident, status_of(row), _why(row)), file=sys.stderr)
            return
        left = (self.total - self.done) * (elapsed / self.done) if self.done else 0.0
        # a file that could not be opened has no page count: say nothing rather than "? p."
        size = " (%d p., %.1f s)" % (row["pages"], row.get("seconds", 0.0)) if row.get("pages") is not None else ""
        self.say("[%d/%d] %s : %s%s%s — %.1f pages/s, reste ≈ %d s" % (
            self.done, self.total, ident, status_of(row), _why(row), size, rate, left))

    def close(self) -> None:
        if self._bar is not None:
            self._bar.close()
            self._bar = None
