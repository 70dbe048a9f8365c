"""Output size against input size on third-party PDFs (the rebuilt file must not balloon).

Goal: written file ≤ 1.5 × the input on text PDFs (images are re-encoded at their own
resolution). Runs ``anonymize`` (rules only, one forced word) on every fifth file of
``CAVIARD_REAL_PDFS`` (default ``../shared/data/real-pdfs``), at most ``--limit`` files,
each copied to a temporary folder first (the corpus is never edited).

Run: ``.venv/bin/python benchmarks/bench_output_size.py [--limit 70]``
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--limit", type=int, default=70)
    args = ap.parse_args()
    corpus = Path(os.environ.get("CAVIARD_REAL_PDFS", ROOT.parent / "shared" / "data" / "real-pdfs"))
    files = sorted(corpus.glob("*.pdf"))[::5][: args.limit]
    if not files:
        print("no PDF under %s" % corpus, file=sys.stderr)
        return 2
    tmp = Path(tempfile.mkdtemp(prefix="caviard-size-"))
    rows = []
    for f in files:
        src, out = tmp / "in.pdf", tmp / "out.pdf"
        shutil.copy(f, src)
        out.unlink(missing_ok=True)
        r = subprocess.run([sys.executable, "-m", "app", "anonymize", str(src), "-o", str(out), "--no-model",
                            "--force-term", "the"], capture_output=True, cwd=ROOT, timeout=600)
        if r.returncode == 0 and out.exists():
            rows.append((out.stat().st_size / src.stat().st_size, f.name))
    shutil.rmtree(tmp, ignore_errors=True)
    ratios = sorted(r for r, _ in rows)
    over = [(round(r, 2), n) for r, n in sorted(rows) if r > 1.5]
    print("written %d of %d; median ratio %.2f; p90 %.2f; over 1.5x: %s" % (
        len(rows), len(files), statistics.median(ratios), ratios[int(0.9 * (len(ratios) - 1))], over))
    print(json.dumps({"name": "output_size", "files": len(rows), "median_ratio": round(statistics.median(ratios), 3),
                      "over_1_5": len(over), "goal_ratio": 1.5}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
