"""Small widgets of the main window: a cheap progress indicator, the inline message bar."""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QToolButton, QVBoxLayout, QWidget


class ProgressIndicator(QWidget):
    """A progress bar that schedules its repaint (QProgressBar.setValue repaints the
    whole window synchronously, tens of ms per page on a long document)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self._min, self._max, self._value = 0, 0, 0
        self._format = "%v / %m"
        self.setMinimumWidth(180)
        self.setMaximumWidth(220)
        self.setFixedHeight(18)

    def setRange(self, lo: int, hi: int) -> None:
        self._min, self._max = lo, hi
        self.update()

    def setValue(self, v: int) -> None:
        if v != self._value:
            self._value = v
            self.update()

    def value(self) -> int:
        return self._value

    def maximum(self) -> int:
        return self._max

    def setFormat(self, fmt: str) -> None:
        self._format = fmt

    def text(self) -> str:
        return self._format.replace("%v", str(self._value)).replace("%m", str(self._max))

    def paintEvent(self, _event) -> None:
        from PySide6.QtWidgets import QStyle, QStyleOptionProgressBar, QStylePainter

        opt = QStyleOptionProgressBar()
        opt.initFrom(self)
        opt.minimum, opt.maximum, opt.progress = self._min, self._max, self._value
        opt.text = self.text()
        opt.textVisible = True
        opt.textAlignment = Qt.AlignCenter
        p = QStylePainter(self)
        p.drawControl(QStyle.CE_ProgressBar, opt)


class MessageBar(QFrame):
    """Inline messages above the pages (no modal dialog: works offscreen and in tests)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("messageBar")
        self._rows: dict[str, QWidget] = {}
        self._lay = QVBoxLayout(self)
        self._lay.setContentsMargins(0, 0, 0, 0)
        self._lay.setSpacing(0)
        self.hide()

    def show_message(self, key: str, text: str, level: str = "info", action=None) -> None:
        """``action``: (button text, callable) shown beside the text (e.g. "Reprendre")."""
        self.remove(key)
        row = QFrame()
        row.setObjectName("msg_" + level)
        h = QHBoxLayout(row)
        h.setContentsMargins(12, 6, 6, 6)
        label = QLabel(text)
        label.setWordWrap(True)
        label.setObjectName("messageText")
        close = QToolButton()
        close.setText("×")
        close.setAutoRaise(True)
        close.setToolTip(self.tr("Masquer ce message"))
        close.clicked.connect(lambda: self.remove(key))
        h.addWidget(label, 1)
        if action is not None:
            btn = QPushButton(action[0])
            btn.setObjectName("messageAction")
            btn.clicked.connect(action[1])
            h.addWidget(btn)
        h.addWidget(close)
        self._lay.addWidget(row)
        self._rows[key] = row
        self.show()

    def remove(self, key: str) -> None:
        row = self._rows.pop(key, None)
        if row is not None:
            row.setParent(None)
            row.deleteLater()
        if not self._rows:
            self.hide()

    def clear(self) -> None:
        for k in list(self._rows):
            self.remove(k)

    def texts(self) -> list[str]:
        return [r.findChild(QLabel).text() for r in self._rows.values()]

    def action_button(self, key: str):
        row = self._rows.get(key)
        return row.findChild(QPushButton, "messageAction") if row is not None else None

    def has(self, key: str) -> bool:
        return key in self._rows



class Throttle(QObject):
    """Run ``fn`` at once, then at most once per ``ms`` while requests keep coming
    (the last request is never lost): a long document changes many times a second."""

    def __init__(self, ms: int, fn, parent=None):
        super().__init__(parent)
        self._fn = fn
        self._pending = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(ms)
        self._timer.timeout.connect(self._tick)

    def request(self) -> None:
        if self._timer.isActive():
            self._pending = True
            return
        self._fn()
        self._timer.start()

    def _tick(self) -> None:
        if self._pending:
            self._pending = False
            self._fn()
            self._timer.start()
