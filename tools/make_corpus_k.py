#!/usr/bin/env python3
"""Held-out corpus K: fictional French clinical PDFs from four producers, with truth files.

Set-up (offline: Debian and PyPI mirrors only):
    apt-get install -y libitext5-java libitext-java libpdfbox2-java      # iText 5.5.13.3, iText 2.1.7, PDFBox 2.0.27
    python3 -m venv tools/_cache/corpusk-venv
    tools/_cache/corpusk-venv/bin/pip install borb==3.0.9 pypdf==7.1.1 fonttools==4.68.0
    # Java sources (tools/corpus_k/java/*.java) are compiled automatically with OpenJDK 17:
    #   javac -encoding UTF-8 -cp /usr/share/java/itext5.jar:/usr/share/java/itext.jar:/usr/share/java/pdfbox2.jar:\
    #         /usr/share/java/fontbox2.jar:/usr/share/java/commons-logging.jar -d tools/_cache/corpusk-work/classes tools/corpus_k/java/*.java

Generation (re-executes itself with the venv's Python when borb/pypdf are missing):
    python3 tools/make_corpus_k.py --seed 113 --docs 40 --out benchmarks/out/corpus_k

Producers, in rotation (every kind meets at least two): iText 5.5.13.3 (R5.java), iText 2.1.7 (R2.java),
Apache PDFBox 2.0.27 (RB.java), borb 3.0.9 (corpus_k/borb_render.py). Sources (specs) are kept in
tools/_cache/corpusk-work/. Every document is verified with score_eval's normalize()/count()/judge_document()
on pdftotext, pdftotext -layout and pypdf; the script exits 1 if any document fails.
"""
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV_PY = ROOT / "tools" / "_cache" / "corpusk-venv" / "bin" / "python"

try:
    import borb  # noqa: F401
    import pypdf  # noqa: F401
except ImportError:
    if VENV_PY.exists() and Path(sys.prefix).resolve() != VENV_PY.parent.parent.resolve():
        os.execv(str(VENV_PY), [str(VENV_PY), __file__] + sys.argv[1:])
    raise

sys.path.insert(0, str(ROOT / "tools"))
from corpus_k.build import main  # noqa: E402

if __name__ == "__main__":
    raise SystemExit(main())
