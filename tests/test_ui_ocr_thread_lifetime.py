"""The window keeps each OCR thread until Qt reports it finished.

The OCR thread sends its last result from inside ``run()``. If the window let
go of the thread when that result arrived, a thread still returning from
``run()`` would be destroyed while running, and Qt aborts the whole process
("QThread: Destroyed while thread is still running"): an export that had
worked would end with a crash. The script below makes the thread linger
after its last result, in a process of its own (the abort would take the
test run with it), and must exit normally.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

SCRIPT = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path

    sys.path.insert(0, sys.argv[2])
    import app.ui.ocr_task as ocr_task
    from ui_fixtures import make_pdf

    class Lingering(ocr_task.OcrThread):
        def run(self):
            super().run()  # its last signal is sent from in here
            time.sleep(0.5)  # still running, without the GIL, when the window handles it

    ocr_task.OcrThread = Lingering
    ocr_task.read_ocr = lambda path, pages, progress=None, cancelled=None: ("done", {}, "")

    from PySide6.QtCore import QTimer
    from app.ui.main import make_app
    from app.ui.main_window import MainWindow

    app = make_app()
    win = MainWindow()
    win.interactive = False
    win.show()
    src = make_pdf(Path(sys.argv[1]) / "lettre.pdf", pages=1)
    state = {"ocr": False}

    def analysed():
        if state["ocr"]:
            QTimer.singleShot(100, app.quit)  # the thread is still in its sleep here
            return
        state["ocr"] = True
        win._start_ocr([0])

    win.analysisFinished.connect(lambda: QTimer.singleShot(0, analysed))
    QTimer.singleShot(0, lambda: win.open_path(str(src)))
    QTimer.singleShot(60000, app.quit)
    app.exec()
    assert state["ocr"]
    win.close()
    print("fini")
    """
)


def test_an_ocr_thread_that_outlives_its_last_result_does_not_abort_the_window(tmp_path):
    script = tmp_path / "lingering.py"
    script.write_text(SCRIPT, encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CAVIARD_DATA_DIR=str(tmp_path / "data"),
               CAVIARD_LOG_DIR=str(tmp_path / "log"), PYTHONPATH=str(ROOT))
    run = subprocess.run([sys.executable, str(script), str(tmp_path), str(ROOT / "tests")],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, (run.returncode, run.stderr[-2000:])
    assert "fini" in run.stdout
