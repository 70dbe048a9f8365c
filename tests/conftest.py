"""Shared fixtures: fictional PDFs built on the fly, offscreen Qt."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

DEJAVU = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
SAMPLE = ROOT / "resources" / "samples" / "cro_exemple.pdf"


@pytest.fixture
def sample_pdf() -> Path:
    return SAMPLE


@pytest.fixture
def unloadable(monkeypatch):
    """``unloadable(xref)``: MuPDF's key look-up raises on that object from now on, as on
    an entry a damaged file lists but MuPDF cannot load."""
    import pymupdf

    real = pymupdf.Document.xref_get_key
    broken: set[int] = set()

    def get_key(self, xref, key):
        if xref in broken:
            raise RuntimeError("code=7: cannot find object in xref")
        return real(self, xref, key)

    monkeypatch.setattr(pymupdf.Document, "xref_get_key", get_key)
    return broken.add
