"""Export speed whatever the number of values: 200 pages, one patient a page.

The case the export issue sets: ~2,000 redactions of ~1,400 distinct values
on 200 pages, export plus verification ≥ 30 pages/s on 2 cores. The document
and the timing are ``bench_export.py --distinct --sparse``'s; this file only
gives ``run_all.py`` that case under its own name.

Run: .venv/bin/python benchmarks/bench_export_values.py [pages] [repeats]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_export import distinct  # noqa: E402

if __name__ == "__main__":
    args = [int(a) for a in sys.argv[1:]]
    distinct(args[0] if args else 200, args[1] if len(args) > 1 else 3, sparse=True)
