"""Folder throughput: ``anonymize-folder`` against one ``anonymize`` process per file.

Generates a folder of fictional OGC dossiers (``--dossiers`` folders of
``--files`` PDFs of ``--pages`` pages, one patient each, the identity
labelled in the first file only), then times, as whole processes:

- ``python -m app anonymize-folder IN -o OUT --workers N``;
- the same files, one ``python -m app anonymize`` process each (what a
  script looping over files did before).

Prints pages/s for both and their ratio; the last line is one JSON object
(benchmarks/README.md convention). Goal (folder issue): ≥ 10 pages/s on 2
cores for text PDFs. ``--no-model`` times the rules alone.

Run: .venv/bin/python benchmarks/bench_folder.py [--dossiers 10] [--files 4] [--pages 3] [--workers 2] [--no-model]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

from bench_export import _FIRST, _PROSE, _SYL  # noqa: E402


def make_folder(root: Path, dossiers: int, files: int, pages: int) -> int:
    import pymupdf

    total = 0
    for d in range(dossiers):
        nom = _SYL[d % 20] + _SYL[(d * 7 + 3) % 20] + "ENA"
        prenom = _FIRST[d % 10]
        folder = root / ("OGC_%03d" % d)
        folder.mkdir(parents=True)
        for f in range(files):
            doc = pymupdf.open()
            for p in range(pages):
                head = ("Patient : %s %s, né le %02d/%02d/19%02d, IPP %d\n" % (nom, prenom, 1 + d % 28, 1 + d % 12, 40 + d % 50, 81000000 + d)
                        if f == 0 and p == 0 else "%s %s — suivi, page %d\n" % (nom, prenom, p + 1))
                page = doc.new_page(width=595, height=842)
                page.insert_textbox(pymupdf.Rect(56, 56, 540, 800), head + _PROSE * 9, fontsize=9.5, fontname="helv")
            doc.save(folder / ("document_%d.pdf" % f))
            total += pages
    return total


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--dossiers", type=int, default=10)
    ap.add_argument("--files", type=int, default=4)
    ap.add_argument("--pages", type=int, default=3)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--no-model", action="store_true")
    args = ap.parse_args()
    extra = ["--no-model"] if args.no_model else []
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    with tempfile.TemporaryDirectory() as td:
        src = Path(td) / "in"
        pages = make_folder(src, args.dossiers, args.files, args.pages)
        t = time.perf_counter()
        r = subprocess.run([sys.executable, "-m", "app", "anonymize-folder", str(src), "-o", str(Path(td) / "out"),
                            "--workers", str(args.workers), *extra], cwd=ROOT, env=env, capture_output=True, text=True)
        folder_s = time.perf_counter() - t
        assert r.returncode == 0, r.stderr[-2000:]
        t = time.perf_counter()
        for pdf in sorted(src.rglob("*.pdf")):
            out = Path(td) / "one" / pdf.relative_to(src)
            out.parent.mkdir(parents=True, exist_ok=True)
            subprocess.run([sys.executable, "-m", "app", "anonymize", str(pdf), "-o", str(out), *extra], cwd=ROOT, env=env,
                           capture_output=True, text=True, check=True)
        single_s = time.perf_counter() - t
    files = args.dossiers * args.files
    print("%d files, %d pages, %s" % (files, pages, "rules only" if args.no_model else "rules + model"))
    print("anonymize-folder --workers %d : %.1f s = %.2f pages/s" % (args.workers, folder_s, pages / folder_s))
    print("one anonymize per file        : %.1f s = %.2f pages/s" % (single_s, pages / single_s))
    print("ratio: %.2f× (goal ≥ 10 pages/s for the folder run)" % (single_s / folder_s))
    print(json.dumps({"name": "folder", "files": files, "pages": pages, "workers": args.workers, "model": not args.no_model,
                      "folder_pages_per_s": round(pages / folder_s, 2), "per_file_pages_per_s": round(pages / single_s, 2),
                      "ratio": round(single_s / folder_s, 2), "goal_pages_per_s": 10}))


if __name__ == "__main__":
    main()
