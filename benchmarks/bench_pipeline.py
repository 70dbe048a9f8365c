"""Whole-pipeline speed and memory on generated 10/50/200-page text PDFs (issue 8).

For each size it generates one dense fictional CRO (tools/make_eval_corpus.py,
about 3,000 characters a page, identity repeated on every page) and measures,
as medians of several runs:

- text/box index pages/s: ``open_document`` + every page's text and boxes, in process;
- end-to-end pages/s: the user's command ``python -m app anonymize IN -o OUT
  --report R`` in a fresh process (interpreter start, model load, detection,
  propagation, redaction, verification, writing), wall clock;
- peak resident memory of that process (``wait4`` rusage, MB);
- the marginal rate between the smallest and the largest document, which
  removes the fixed start-up cost.

The machine's load average is printed with the figures: other work on the
same 2 cores slows every wall-clock figure.

    .venv/bin/python benchmarks/bench_pipeline.py [--sizes 10 50 200] [--runs 3] [--no-model]

Last stdout line: one JSON object (see benchmarks/README.md).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tools")]


def loadavg() -> float:
    try:
        return os.getloadavg()[0]
    except OSError:
        return float("nan")


def time_index(path: Path) -> tuple[float, float]:
    """(wall seconds, CPU seconds) to open and index every page."""
    from app.document import open_document

    t0, c0 = time.perf_counter(), time.process_time()
    with open_document(path) as doc:
        n = 0
        for pt in doc.pages:
            n += len(pt.text) + len(pt.boxes)
    return time.perf_counter() - t0, time.process_time() - c0


def run_anonymize(path: Path, out: Path, extra: list[str]) -> tuple[float, float, int, float]:
    """(wall seconds, peak RSS MB, exit code, CPU seconds) of one ``anonymize`` process."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    cmd = [sys.executable, "-m", "app", "anonymize", str(path), "-o", str(out), "--report", str(out.with_suffix(".json"))] + extra
    out.unlink(missing_ok=True)
    t0 = time.perf_counter()
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - t0
    proc.returncode = os.waitstatus_to_exitcode(status)
    return wall, usage.ru_maxrss / 1024.0, proc.returncode, usage.ru_utime + usage.ru_stime


def main() -> int:
    import make_eval_corpus

    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", type=int, nargs="+", default=[10, 50, 200])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--no-model", action="store_true", help="rules only (anonymize --no-model)")
    a = ap.parse_args()
    extra = ["--no-model"] if a.no_model else []
    res = {"name": "pipeline", "cores": os.cpu_count(), "runs": a.runs, "model": not a.no_model,
           "load_avg_start": round(loadavg(), 2), "sizes": {}}
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        for n in a.sizes:
            pdf = tmp / ("cro_%d.pdf" % n)
            truth = make_eval_corpus.make_bench_document(pdf, n)
            chars = sum(len(p["text"]) for p in truth["pages"]) // n
            idx = [time_index(pdf) for _ in range(max(a.runs, 3))]
            e2e = [run_anonymize(pdf, tmp / ("out_%d.pdf" % n), extra) for _ in range(a.runs)]
            codes = sorted({c for _, _, c, _ in e2e})
            wall = statistics.median(w for w, _, _, _ in e2e)
            cpu = statistics.median(c for _, _, _, c in e2e)
            row = {"pages": n, "chars_per_page": chars,
                   "text_index_pages_per_s": round(n / statistics.median(w for w, _ in idx), 1),
                   "text_index_pages_per_cpu_s": round(n / max(1e-9, statistics.median(c for _, c in idx)), 1),
                   "end_to_end_seconds": round(wall, 2),
                   "end_to_end_pages_per_s": round(n / wall, 2),
                   "end_to_end_cpu_seconds": round(cpu, 2),
                   "peak_rss_mb": round(max(r for _, r, _, _ in e2e), 1),
                   "exit_codes": codes}
            res["sizes"][str(n)] = row
            print("%4d pages (%d chars/page): index %7.1f pages/s (%.1f per CPU-s) | anonymize %6.2f s = %6.2f pages/s"
                  " (CPU %.1f s) | peak RSS %6.0f MB | exit %s"
                  % (n, chars, row["text_index_pages_per_s"], row["text_index_pages_per_cpu_s"], wall,
                     row["end_to_end_pages_per_s"], cpu, row["peak_rss_mb"], codes),
                  flush=True)
    sizes = sorted(res["sizes"].values(), key=lambda r: r["pages"])
    if len(sizes) >= 2 and sizes[-1]["end_to_end_seconds"] > sizes[0]["end_to_end_seconds"]:
        lo, hi = sizes[0], sizes[-1]
        res["marginal_pages_per_s"] = round((hi["pages"] - lo["pages"]) / (hi["end_to_end_seconds"] - lo["end_to_end_seconds"]), 2)
        res["startup_seconds_estimate"] = round(lo["end_to_end_seconds"] - lo["pages"] / res["marginal_pages_per_s"], 2)
    res["load_avg_end"] = round(loadavg(), 2)
    biggest = sizes[-1]
    res["end_to_end_pages_per_s"] = biggest["end_to_end_pages_per_s"]
    res["peak_rss_mb"] = max(r["peak_rss_mb"] for r in sizes)
    res["goal_end_to_end_pages_per_s"] = 10
    print("marginal rate %s pages/s, start-up ≈ %s s; load average %.1f → %.1f (2 cores; other work skews wall times)"
          % (res.get("marginal_pages_per_s"), res.get("startup_seconds_estimate"), res["load_avg_start"], res["load_avg_end"]))
    print(json.dumps(res))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
