"""Helpers for the GUI tests: fictional PDFs, a deterministic detector, a window."""

from __future__ import annotations

import time
from pathlib import Path

import pymupdf

from app.detection.spans import Span

PAGE_LINES = [
    "CENTRE HOSPITALIER FICTIF - Service de chirurgie",
    "Patiente : Madame DURANDEAU Josiane",
    "Courriel : josiane.durandeau@exemple-mail.fr",
    "Tel. : 05 59 44 12 87",
    "Suivie au CHCB pour une colectomie.",
    "Date de consultation : 14/03/2023",
]

# word -> (label, confidence): a detector whose output the tests control exactly.
FIXED = {
    "DURANDEAU": ("NOM", 0.9),
    "Josiane": ("PRENOM", 0.6),
    "05 59 44 12 87": ("TEL", 0.97),
    "14/03/2023": ("DATE", 0.98),
    "josiane.durandeau@exemple-mail.fr": ("EMAIL", 0.99),
}


class FixedDetector:
    """Finds the words of FIXED; optional delay per page to test cancellation."""

    name = "model"

    def __init__(self, delay: float = 0.0):
        self.delay = delay

    def detect_page(self, page: int, text: str) -> list[Span]:
        if self.delay:
            time.sleep(self.delay)
        out = []
        for word, (label, conf) in FIXED.items():
            i = text.find(word)
            while i >= 0:
                out.append(Span(page, i, i + len(word), word, label, self.name, conf, calibrated=True))
                i = text.find(word, i + 1)
        return out


def make_pdf(path: Path, pages: int = 2, lines=PAGE_LINES) -> Path:
    doc = pymupdf.open()
    for p in range(pages):
        page = doc.new_page(width=595, height=842)
        y = 72
        for line in lines:
            page.insert_text((60, y), line, fontsize=11, fontname="helv")
            y += 22
        page.insert_text((60, y + 20), "Page %d" % (p + 1), fontsize=9, fontname="helv")
    doc.save(path)
    doc.close()
    return path


def make_window(qtbot, monkeypatch, tmp_path: Path, detectors=None):
    monkeypatch.setenv("CAVIARD_DATA_DIR", str(tmp_path / "userdata"))
    from app.review.preferences import Preferences
    from app.ui.main import make_app
    from app.ui.main_window import MainWindow

    make_app()
    factory = (lambda: detectors) if detectors is not None else (lambda: [FixedDetector()])
    w = MainWindow(detectors_factory=factory, prefs=Preferences(use_model=False))
    w.interactive = False
    qtbot.addWidget(w)
    w.resize(1200, 800)
    w.show()
    qtbot.waitExposed(w)
    return w


def wait_analysis(qtbot, w, timeout: int = 15000) -> None:
    qtbot.waitUntil(lambda: w.session is not None and w.session.analysis_complete, timeout=timeout)
