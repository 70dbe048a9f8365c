"""Folder throughput as the folder grows, and peak memory: is ``anonymize-folder`` linear?

Generates fictional OGC folders (bench_folder.make_folder: 4 files per
dossier, 3,000-character pages) of about 100, 300 and 1,000 pages, plus one
single file of 1,000 pages (detected in page ranges by both workers), and
times ``anonymize-folder --workers N`` on each as a whole process, with the
peak RSS of its process tree (runner + workers + OCR helpers).
Goals (folder issue): pages/s steady up to 1,000 pages; peak ≤ 800 MB with 2 workers.

Run: .venv/bin/python benchmarks/bench_folder_scale.py [--sizes 100 300 1000] [--big 1000] [--workers 2] [--no-model]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

from bench_folder import PEAK_MB, _timed, make_folder  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--sizes", type=int, nargs="+", default=[100, 300, 1000], help="pages per folder")
    ap.add_argument("--big", type=int, default=1000, help="pages of the one-file case (0: skip)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--no-model", action="store_true")
    args = ap.parse_args()
    extra = ["--no-model"] if args.no_model else []
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    cases = [("folder_%d" % n, max(1, n // 40), 4, 10) for n in args.sizes]  # dossiers × 4 files × 10 pages
    if args.big:
        cases.append(("one_file_%d" % args.big, 1, 1, args.big))
    out = {"name": "folder_scale", "workers": args.workers, "model": not args.no_model,
           "goal_peak_rss_mb": 800}
    print("%s, %d workers" % ("rules only" if args.no_model else "rules + model", args.workers))
    for name, dossiers, files, pages_each in cases:
        with tempfile.TemporaryDirectory() as td:
            src = Path(td) / "in"
            pages = make_folder(src, dossiers, files, pages_each)
            cmd = [sys.executable, "-m", "app", "anonymize-folder", str(src), "-o", str(Path(td) / "out"),
                   "--workers", str(args.workers), *extra]
            seconds = _timed(cmd, env, name)
        rate = pages / seconds
        out["%s_pages" % name] = pages
        out["%s_pages_per_s" % name] = round(rate, 2)
        out["%s_peak_rss_mb" % name] = PEAK_MB.get(name)
        print("%-16s %5d pages in %6.1f s = %5.2f pages/s, peak RSS %s MB" % (
            name, pages, seconds, rate, PEAK_MB.get(name, "?")))
    print(json.dumps(out))


if __name__ == "__main__":
    main()
