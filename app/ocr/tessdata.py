"""Find Tesseract's French language data (``fra.traineddata``).

Why a search: PyMuPDF's OCR needs only a folder holding ``fra.traineddata``
(no Tesseract executable). In development it comes from Debian's
``tesseract-ocr-fra``; the Windows bundle ships it in a ``tessdata/`` folder
next to the application. We never let PyMuPDF look for it itself: its own
lookup runs ``tesseract``/``whereis`` in a shell.
"""

from __future__ import annotations

import glob
import os
from pathlib import Path

ENV_VAR = "CAVIARD_TESSDATA"
LANGUAGE = "fra"
TRAINEDDATA = LANGUAGE + ".traineddata"
_DEBIAN_GLOB = "/usr/share/tesseract-ocr/*/tessdata"


def _holds_fra(folder: str | os.PathLike | None) -> bool:
    if not folder:
        return False
    f = Path(folder) / TRAINEDDATA
    try:
        return f.is_file() and f.stat().st_size > 0
    except OSError:
        return False


def _candidates() -> list[str]:
    out: list[str] = []
    env = os.environ.get(ENV_VAR)
    if env:
        return [env]  # an explicit setting is authoritative (and lets IT switch OCR off)
    try:
        from app.resources import resource_roots

        out.extend(str(root / "tessdata") for root in resource_roots())
    except ImportError:  # pragma: no cover - resources.py ships with the app
        pass
    out.extend(sorted(glob.glob(_DEBIAN_GLOB), reverse=True))  # newest Tesseract version first
    return out


def find_tessdata() -> str | None:
    """The first folder holding ``fra.traineddata``, or None.

    Order: ``$CAVIARD_TESSDATA`` (when set, the only folder considered), a
    ``tessdata/`` folder shipped with the app (``app.resources``), then
    Debian's ``/usr/share/tesseract-ocr/*/tessdata``.
    """
    for folder in _candidates():
        if _holds_fra(folder):
            return str(Path(folder).resolve())
    return None


def resolve_tessdata(tessdata: str | os.PathLike | None) -> str | None:
    """``tessdata`` if given and usable, else the found folder; None if neither.

    An explicit folder that lacks ``fra.traineddata`` gives None: it is never
    silently replaced by another one.
    """
    if tessdata is not None:
        return str(Path(tessdata).resolve()) if _holds_fra(tessdata) else None
    return find_tessdata()


def ocr_available(tessdata: str | os.PathLike | None = None) -> bool:
    """True when French OCR can run (the language data is present)."""
    return resolve_tessdata(tessdata) is not None
