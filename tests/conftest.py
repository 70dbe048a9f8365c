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
