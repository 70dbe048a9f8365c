"""GUI entry point: ``run_gui(file, screenshot)``.

With ``screenshot``, the window opens ``file``, waits for the analysis and
for the visible pages to be rendered, saves a PNG of the window and exits
(0 on success, 2 if the file could not be opened). Works offscreen.
"""

from __future__ import annotations

import sys

SCREENSHOT_TIMEOUT_MS = 180_000

STYLE_SHEET = """
QMainWindow, QDialog { background: #f4f5f7; }
QToolBar#mainToolbar { background: #ffffff; border: 0; border-bottom: 1px solid #d7dbe0; padding: 3px 6px; spacing: 4px; }
QToolBar QToolButton { padding: 3px 6px; border-radius: 4px; }
QToolBar QToolButton:hover { background: #eef1f5; }
QToolBar QToolButton:checked { background: #dbe7fb; }
QStatusBar { background: #ffffff; border-top: 1px solid #d7dbe0; }
QStatusBar QLabel { padding: 0 6px; color: #3c4450; }
QTabWidget::pane { border: 0; }
QTabBar::tab { padding: 6px 14px; }
QTreeWidget, QListWidget { background: #ffffff; border: 1px solid #d7dbe0; border-radius: 4px; }
QLabel#panelSummary { color: #3c4450; font-weight: 600; padding: 2px 0; }
QLabel#hint { color: #5b6470; }
QLabel#error { color: #b3261e; }
QLabel#emptyHint { color: #6b7480; font-size: 16px; }
QFrame#msg_error { background: #fde8e7; border-bottom: 1px solid #f3b7b3; }
QFrame#msg_warning { background: #fff4d6; border-bottom: 1px solid #f0d58a; }
QFrame#msg_info { background: #e6f0fd; border-bottom: 1px solid #b9d1f5; }
QLabel#messageText { color: #1f2328; }
QPushButton:focus, QToolButton:focus, QComboBox:focus, QLineEdit:focus, QSpinBox:focus {
    border: 2px solid #0b57d0; border-radius: 4px; padding: 2px 8px; }
QCheckBox:focus { border: 2px solid #0b57d0; border-radius: 4px; padding: 1px 4px; }
QTreeWidget:focus, QListWidget:focus, QTextBrowser:focus { border: 2px solid #0b57d0; }
QWidget#findBar { background: #fff8db; border-bottom: 1px solid #f0d58a; }
"""


def guard_none_refcount() -> bool:
    """Work around PySide6 6.12.0 on Python 3.11: each void call drops a reference to None.

    None is not immortal before Python 3.12, so the GUI aborts ("deallocating
    None") after a few thousand paint calls. pyproject pins 6.11.3; if another
    build is installed and shows the defect, give None a huge reference count
    (what 3.12 does by design). Returns True when the workaround was applied.
    """
    if sys.version_info >= (3, 12):
        return False
    from PySide6.QtGui import QColor

    c = QColor(1, 2, 3)
    before = sys.getrefcount(None)
    for _ in range(64):
        c.setAlpha(255)
    if sys.getrefcount(None) >= before - 32:
        return False
    import ctypes

    ctypes.c_ssize_t.from_address(id(None)).value += 1 << 56
    return True


def make_app(argv: list[str] | None = None):
    """The QApplication, styled, with the French UI (translations if installed)."""
    from PySide6.QtWidgets import QApplication

    guard_none_refcount()
    app = QApplication.instance()
    if app is None:
        app = QApplication(argv or [sys.argv[0]])
    app.setApplicationName("Caviard")
    app.setOrganizationName("Caviard")
    app.setStyle("Fusion")
    app.setStyleSheet(STYLE_SHEET)
    app.setWindowIcon(app_icon())
    install_translator(app)
    return app


def install_translator(app) -> None:
    """French is the source language; other languages load a compiled .qm if present.

    Qt's own strings (Oui/Non buttons, file dialogs) follow: ``qtbase_fr`` for the
    French UI, ``qtbase_<lang>`` when Caviard's catalogue for ``lang`` is loaded.
    """
    from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator

    from app.resources import resource_path

    if getattr(app, "_caviard_translators", None) is not None:
        return
    app._caviard_translators = []
    lang = QLocale.system().name().split("_")[0]
    ui_lang = "fr"
    if lang != "fr":
        tr = QTranslator(app)
        if tr.load(str(resource_path("resources", "translations", "caviard_%s.qm" % lang))):
            app.installTranslator(tr)
            app._caviard_translators.append(tr)
            ui_lang = lang
    qt = QTranslator(app)
    if qt.load("qtbase_" + ui_lang, QLibraryInfo.path(QLibraryInfo.TranslationsPath)):
        app.installTranslator(qt)
        app._caviard_translators.append(qt)


def app_icon():
    from PySide6.QtGui import QIcon

    from app.resources import resource_path

    return QIcon(str(resource_path("resources", "icons", "caviard.png")))


def run_gui(file: str | None, screenshot: str | None = None) -> int:
    from PySide6.QtCore import QTimer

    app = make_app()
    from app.ui.main_window import MainWindow

    win = MainWindow()
    if screenshot:
        win.interactive = False
    win.show()
    if not screenshot:
        if file:
            QTimer.singleShot(0, lambda: win.open_path(file))
        return app.exec()

    result = {"code": 0}

    def shoot():
        try:
            win.grab().save(screenshot)
        finally:
            win.close()
            app.quit()

    def wait_rendered(tries=[0]):
        vis = win.view.visible_pages()
        if all(win.view.is_rendered(i) for i in vis) or tries[0] > 200:
            QTimer.singleShot(50, shoot)
        else:
            tries[0] += 1
            QTimer.singleShot(20, wait_rendered)

    def timeout():
        result["code"] = 1
        shoot()

    def start():
        if not file or not win.open_path(file):
            if file:
                result["code"] = 2
                print("Erreur : %s" % " ".join(win.messages.texts()), file=sys.stderr)
            QTimer.singleShot(100, shoot)
            return
        win.analysisFinished.connect(lambda: QTimer.singleShot(0, wait_rendered))

    win.resize(1440, 900)
    run_guarded(app, start, timeout, SCREENSHOT_TIMEOUT_MS)
    return result["code"]


def run_guarded(app, start, on_timeout, timeout_ms: int) -> None:
    """Run ``start`` in the event loop, with ``on_timeout`` after ``timeout_ms``."""
    from PySide6.QtCore import QTimer

    QTimer.singleShot(0, start)
    guard = QTimer()
    guard.setSingleShot(True)
    guard.timeout.connect(on_timeout)
    guard.start(timeout_ms)
    app.exec()
    guard.stop()
