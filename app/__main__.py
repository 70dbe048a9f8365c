"""``python -m app``: GUI without arguments, CLI with detect/anonymize."""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()  # OCR worker processes in the frozen app
    try:  # onnxruntime before Qt: the reverse order breaks DLL loading on Windows
        import onnxruntime  # noqa: F401
    except ImportError:
        pass
    from app.logging_setup import setup_logging

    setup_logging()  # rotating file in the platformdirs log folder; never personal data
    from app.cli import main

    sys.exit(main())
