"""Application log: a small rotating file in the platformdirs user log folder.

Why: the windowed Windows build has no console (sys.stdout/stderr are None), so
IT needs a file to read when something goes wrong on a workstation. The log
must never hold personal data: callers log counts, codes, durations and
exception *types*; this module adds two safety nets on top of that rule:

- exception messages are dropped (``KeyError('ETCHEVERRY')`` is logged as
  ``KeyError`` plus the file/line/function frames, never its text);
- e-mail addresses and runs of 5+ digits (NIR, IPP, telephone numbers) in a
  message are masked before anything is written.

Windows: ``%LOCALAPPDATA%\\Caviard\\Logs\\caviard.log``; Linux:
``~/.local/state/Caviard/log/caviard.log``. ``CAVIARD_LOG_DIR`` overrides it.
Logging must never stop the app: if the folder cannot be created (locked-down
profile), logging silently goes nowhere.
"""

from __future__ import annotations

import faulthandler
import logging
import logging.handlers
import os
import sys
import traceback
from pathlib import Path

import regex

APP_NAME = "Caviard"
LOG_FILE = "caviard.log"
MAX_BYTES = 1_000_000
BACKUPS = 3

_EMAIL = regex.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_DIGITS = regex.compile(r"\d(?:[\s.\-]?\d){4,}")

_faulthandler_file = None  # kept open for the process lifetime (faulthandler writes at crash time)


def log_dir() -> Path:
    """The folder the log file goes to (not created here)."""
    override = os.environ.get("CAVIARD_LOG_DIR")
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_log_dir(APP_NAME, appauthor=False, ensure_exists=False))


def mask_personal(text: str) -> str:
    """Mask what looks like an e-mail or an identifier number."""
    return _DIGITS.sub("<n>", _EMAIL.sub("<email>", text))


class SafeFormatter(logging.Formatter):
    """Formatter that masks numbers/e-mails and never writes exception messages."""

    def formatException(self, ei) -> str:  # noqa: N802 (logging's name)
        etype, _value, tb = ei
        # file, line and function only: no source line, no message, no locals
        frames = [
            '  File "%s", line %s, in %s\n' % (f.filename, f.lineno, f.name)
            for f in traceback.extract_tb(tb, limit=30)
        ]
        return "Traceback (most recent call last):\n%s%s (message non journalisé)" % (
            "".join(frames),
            getattr(etype, "__name__", "Exception"),
        )

    def format(self, record: logging.LogRecord) -> str:
        # Built here rather than by logging.Formatter.format, which would reuse an
        # exc_text cached by another handler (with the exception message in it).
        record.message = mask_personal(record.getMessage())
        if self.usesTime():
            record.asctime = self.formatTime(record, self.datefmt)
        text = self.formatMessage(record)
        if record.exc_info:
            text += "\n" + self.formatException(record.exc_info)
        return text  # stack_info is not written: it would carry source lines


def setup_logging(level: int = logging.INFO) -> Path | None:
    """Attach the rotating file handler to the root logger; return the file path.

    Idempotent. Returns None when the log folder is not writable.
    """
    root = logging.getLogger()
    for h in root.handlers:
        if getattr(h, "_caviard", False):
            return Path(h.baseFilename)
    try:
        folder = log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(
            folder / LOG_FILE, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8", delay=True
        )
    except OSError:
        return None
    handler._caviard = True  # type: ignore[attr-defined]
    handler.setFormatter(SafeFormatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root.addHandler(handler)
    if root.getEffectiveLevel() > level:
        root.setLevel(level)
    _install_excepthook()
    _enable_faulthandler(folder)
    logging.getLogger("app").info(
        "démarrage %s (frozen=%s, python=%s, plateforme=%s)",
        _version(), bool(getattr(sys, "frozen", False)), sys.version.split()[0], sys.platform,
    )
    return folder / LOG_FILE


def _version() -> str:
    try:
        from app import __version__

        return str(__version__)
    except Exception:
        return "?"


def _install_excepthook() -> None:
    """Uncaught exceptions go to the log (type + frames) before the default hook."""
    previous = sys.excepthook

    def hook(etype, value, tb):
        if not issubclass(etype, KeyboardInterrupt):
            logging.getLogger("app").critical("exception non gérée", exc_info=(etype, value, tb))
        if sys.stderr is not None:
            previous(etype, value, tb)

    sys.excepthook = hook


def _enable_faulthandler(folder: Path) -> None:
    """Native crashes (a DLL that fails, a segfault) leave a Python stack in crash.log."""
    global _faulthandler_file
    if _faulthandler_file is not None:
        return
    try:
        _faulthandler_file = open(folder / "crash.log", "a", encoding="utf-8")
        faulthandler.enable(file=_faulthandler_file)
    except (OSError, RuntimeError, ValueError):
        _faulthandler_file = None
