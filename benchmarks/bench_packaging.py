"""Packaging figures: bundle size, start-up to a shown window, build time.

    .venv/bin/python benchmarks/bench_packaging.py [--dist DIR] [--runs 5] [--cold]

Needs a built bundle (bash packaging/build.sh). "Start to window" runs the frozen
``caviard-cli gui --screenshot`` without a document, offscreen: the process
starts, shows the main window, grabs it 100 ms later and exits. Its wall time is
therefore an upper bound of "double-click → window shown" (it includes that
100 ms delay, the grab and the shutdown). ``--high-priority`` runs the measured app at nice -20 (root) so that other
work on a busy 2-core machine does not inflate the wall time. ``--cold`` drops the OS page cache
before each run (root only: writes /proc/sys/vm/drop_caches), the closest thing
here to the first start after a reboot. Build time is read from the last
build (packaging/_build/build_stats.txt).
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_DIST = ROOT / "packaging" / "_build" / "dist" / "caviard"
CPU: list[float] = []  # user+sys seconds of each measured child: less sensitive to a busy machine


def tree_size(folder: Path) -> tuple[int, int]:
    size = files = 0
    for d, _, names in os.walk(folder):
        for n in names:
            p = os.path.join(d, n)
            if not os.path.islink(p):
                size += os.path.getsize(p)
                files += 1
    return size, files


def drop_caches() -> bool:
    try:
        os.sync()
        with open("/proc/sys/vm/drop_caches", "w") as f:
            f.write("3\n")
        return True
    except OSError:
        return False


_PREEXEC = None


def _high_priority() -> None:  # child only: approximates an idle machine when others load the CPUs
    os.setpriority(os.PRIO_PROCESS, 0, -20)


def start_to_window(cli: Path, cold: bool, extra: list[str]) -> float:
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CAVIARD_LOG_DIR=tmp, CAVIARD_DATA_DIR=tmp)
        if cold and not drop_caches():
            raise SystemExit("--cold needs root (drop_caches)")
        ru0 = resource.getrusage(resource.RUSAGE_CHILDREN)
        t0 = time.perf_counter()
        r = subprocess.run([str(cli), "gui", *extra, "--screenshot", os.path.join(tmp, "s.png")],
                           env=env, capture_output=True, timeout=300, preexec_fn=_PREEXEC)
        dt = time.perf_counter() - t0
        ru1 = resource.getrusage(resource.RUSAGE_CHILDREN)
        CPU.append((ru1.ru_utime - ru0.ru_utime) + (ru1.ru_stime - ru0.ru_stime))
        if r.returncode != 0 or not os.path.getsize(os.path.join(tmp, "s.png")):
            raise SystemExit("gui --screenshot failed: rc=%d %s" % (r.returncode, r.stderr[-300:]))
        return dt


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--dist", type=Path, default=DEFAULT_DIST)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--cold", action="store_true", help="also measure with the page cache dropped (root)")
    ap.add_argument("--high-priority", action="store_true",
                    help="run the measured app at nice -20 (root): approximates an idle machine on a busy one")
    args = ap.parse_args()
    if args.high_priority:
        global _PREEXEC
        _PREEXEC = _high_priority
        print("measured app runs at nice -20")
    dist = args.dist
    cli = dist / ("caviard-cli.exe" if sys.platform == "win32" else "caviard-cli")
    if not cli.exists():
        print("no bundle at %s: run bash packaging/build.sh first" % dist)
        return 2

    size, files = tree_size(dist)
    print("bundle: %.1f MiB (%.1f MB) unpacked, %d files  [goal <= 350 MB]" % (size / 2**20, size / 1e6, files))
    parts = []
    for sub in list((dist / "_internal").iterdir()) + [dist / "models", dist / "tessdata"]:
        if sub.exists():
            s = tree_size(sub)[0] if sub.is_dir() else (0 if sub.is_symlink() else sub.stat().st_size)
            parts.append((s, sub.relative_to(dist)))
    for s, name in sorted(parts, reverse=True)[:8]:
        print("  %7.1f MiB  %s" % (s / 2**20, name))

    start_to_window(cli, False, [])  # warm the cache once
    print("load average before: %.1f %.1f %.1f (2 cores: above ~2 the wall times below are inflated)" % os.getloadavg())
    CPU.clear()
    warm = [start_to_window(cli, False, []) for _ in range(args.runs)]
    print("start to window, warm cache (caviard-cli gui --screenshot, no document): "
          "median %.2f s, min %.2f s, max %.2f s over %d runs  [goal <= 2 s]; CPU user+sys median %.2f s"
          % (statistics.median(warm), min(warm), max(warm), len(warm), statistics.median(CPU)))
    if args.cold:
        cold = [start_to_window(cli, True, []) for _ in range(max(1, args.runs // 2))]
        print("start to window, page cache dropped: median %.2f s, min %.2f s, max %.2f s over %d runs"
              % (statistics.median(cold), min(cold), max(cold), len(cold)))
    sample = next(iter(sorted((dist / "_internal" / "resources" / "samples").glob("*.pdf"))), None)
    if sample:
        full = [start_to_window(cli, False, [str(sample)]) for _ in range(max(1, args.runs // 2))]
        print("start + open sample + analysis + render + screenshot (%s): median %.2f s"
              % (sample.name, statistics.median(full)))

    stats = ROOT / "packaging" / "_build" / "build_stats.txt"
    if stats.is_file():
        vals = dict(line.split("=", 1) for line in stats.read_text().split() if "=" in line)
        print("last build (packaging/build.sh, PyInstaller step only): %s s" % vals.get("build_seconds", "?"))
    print("cpus: %d" % os.cpu_count())
    return 0


if __name__ == "__main__":
    sys.exit(main())
