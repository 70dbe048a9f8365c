# PyInstaller run-time hook: load onnxruntime before anything touches Qt.
#
# Why: PyInstaller's own PySide6 run-time hook imports PySide6.QtCore (to write
# an embedded qt.conf) BEFORE the entry script runs, so the guard at the top of
# app/__main__.py comes too late in a frozen build. On Windows, loading Qt's
# DLLs first makes onnxruntime fail with "DLL initialization routine failed".
# Custom run-time hooks run before PyInstaller's, so importing it here fixes the
# order for every executable of the bundle (and for OCR worker processes).
try:
    import onnxruntime  # noqa: F401
except Exception:  # e.g. VC++ runtime missing: the app still opens, the NER engine reports it
    pass
