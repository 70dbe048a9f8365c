"""Draw the Caviard icon (a page with blacked-out lines) as PNG and ICO.

Run: ``QT_QPA_PLATFORM=offscreen .venv/bin/python resources/icons/make_icon.py``.
Drawn by code so the icon has no third-party licence.
"""

import sys
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter, QPainterPath

HERE = Path(__file__).resolve().parent


def draw(size: int) -> QImage:
    img = QImage(size, size, QImage.Format_ARGB32)
    img.fill(Qt.transparent)
    p = QPainter(img)
    p.setRenderHint(QPainter.Antialiasing)
    s = size / 256.0
    page = QRectF(44 * s, 20 * s, 168 * s, 216 * s)
    path = QPainterPath()
    path.addRoundedRect(page, 14 * s, 14 * s)
    p.fillPath(path, QColor("#ffffff"))
    p.setPen(QColor("#1f2937"))
    p.drawPath(path)
    y = 52
    for i, (w, black) in enumerate([(120, False), (80, True), (132, False), (100, True), (64, False), (120, True)]):
        r = QRectF(68 * s, y * s, w * s, 18 * s)
        p.fillRect(r, QColor("#111827") if black else QColor("#cbd5e1"))
        y += 28
    p.end()
    return img


def main() -> int:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841
    draw(256).save(str(HERE / "caviard.png"))
    draw(128).save(str(HERE / "caviard.ico"))  # 128 px keeps the uncompressed ICO small
    return 0


if __name__ == "__main__":
    sys.exit(main())
