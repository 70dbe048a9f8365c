"""Folder throughput: ``anonymize-folder`` against one ``anonymize`` process per file.

Generates a folder of fictional OGC dossiers (``--dossiers`` folders of
``--files`` PDFs of ``--pages`` pages, one patient each, the identity
labelled in the first file only), then times, as whole processes:

- ``python -m app anonymize-folder IN -o OUT --workers N``;
- the same files, one ``python -m app anonymize`` process each (what a
  script looping over files did before).

``--from DIR`` takes the PDFs of a generated evaluation corpus instead
(e.g. ``benchmarks/out/corpus_c``, documents shaped like the hidden corpus),
``--dask`` also times ``--dask local`` and ``--peer`` the peer baseline
(Presidio + spaCy, benchmarks/setup_peer.sh) on the same files.

Prints pages/s for each and the ratios; the last line is one JSON object
(benchmarks/README.md convention). Goal (folder issue): ≥ 10 pages/s on 2
cores for text PDFs. ``--no-model`` times the rules alone.

Run: .venv/bin/python benchmarks/bench_folder.py [--dossiers 10] [--files 4] [--pages 3] [--workers 2] [--no-model]
     [--from benchmarks/out/corpus_c --limit 40] [--dask] [--peer] [--skip-single]
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


def copy_folder(src_dir: Path, root: Path, files: int, limit: int) -> int:
    """The PDFs of ``src_dir`` (a generated evaluation corpus), ``files`` per dossier folder."""
    import shutil

    import pymupdf

    total = 0
    pdfs = sorted(src_dir.glob("*.pdf"))[: limit or None]
    for k, pdf in enumerate(pdfs):
        folder = root / ("OGC_%03d" % (k // files))
        folder.mkdir(parents=True, exist_ok=True)
        shutil.copy2(pdf, folder / pdf.name)
        with pymupdf.open(pdf) as d:
            total += d.page_count
    return total


PEAK_MB: dict[str, float] = {}


def _timed(cmd: list[str], env: dict, name: str = "") -> float:
    """Wall time of one whole command; with psutil, the peak RSS of its process tree (PEAK_MB[name])."""
    try:
        import psutil
    except ImportError:
        psutil = None
    t = time.perf_counter()
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    peak = 0
    if psutil is not None:
        root = psutil.Process(proc.pid)
        while proc.poll() is None:
            try:
                tree = [root] + root.children(recursive=True)
                peak = max(peak, sum(p.memory_info().rss for p in tree if p.is_running()))
            except psutil.Error:
                pass
            time.sleep(0.1)
    _out, err = proc.communicate()
    seconds = time.perf_counter() - t
    if proc.returncode != 0:
        raise SystemExit("failed (%d): %s\n%s" % (proc.returncode, " ".join(cmd[:4]), err[-2000:]))
    if peak:
        PEAK_MB[name] = round(peak / 2**20, 1)
    return seconds


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--dossiers", type=int, default=10)
    ap.add_argument("--files", type=int, default=4)
    ap.add_argument("--pages", type=int, default=3)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--no-model", action="store_true")
    ap.add_argument("--from", dest="src", type=Path, default=None,
                    help="take the PDFs of this folder (e.g. benchmarks/out/corpus_c) instead of generating them")
    ap.add_argument("--limit", type=int, default=40, help="with --from: at most this many files")
    ap.add_argument("--skip-single", action="store_true", help="do not time one process per file")
    ap.add_argument("--dask", action="store_true", help="also time --dask local (needs the dask extra)")
    ap.add_argument("--peer", action="store_true", help="also time the peer baseline (benchmarks/setup_peer.sh)")
    args = ap.parse_args()
    extra = ["--no-model"] if args.no_model else []
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    times: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as td:
        src = Path(td) / "in"
        if args.src:
            pages = copy_folder(args.src, src, args.files, args.limit)
        else:
            pages = make_folder(src, args.dossiers, args.files, args.pages)
        pdfs = sorted(src.rglob("*.pdf"))
        folder_cmd = [sys.executable, "-m", "app", "anonymize-folder", str(src), "--workers", str(args.workers), *extra]
        times["folder"] = _timed(folder_cmd + ["-o", str(Path(td) / "out")], env, "folder")
        if args.dask:
            times["dask"] = _timed(folder_cmd + ["-o", str(Path(td) / "out_dask"), "--dask", "local"], env, "dask")
        if not args.skip_single:
            t = time.perf_counter()
            for pdf in pdfs:
                out = Path(td) / "one" / pdf.relative_to(src)
                out.parent.mkdir(parents=True, exist_ok=True)
                subprocess.run([sys.executable, "-m", "app", "anonymize", str(pdf), "-o", str(out), *extra], cwd=ROOT,
                               env=env, capture_output=True, text=True, check=True)
            times["single"] = time.perf_counter() - t
        if args.peer:
            peer_py = ROOT / "benchmarks" / "out" / "peer-venv" / "bin" / "python"
            if not peer_py.exists():
                raise SystemExit("peer baseline absent: bash benchmarks/setup_peer.sh")
            lst = Path(td) / "inputs.txt"
            lst.write_text("\n".join(str(p) for p in pdfs) + "\n", encoding="utf-8")
            times["peer"] = _timed([str(peer_py), str(ROOT / "benchmarks" / "peer_presidio.py"), "--inputs", str(lst),
                                    "--outdir", str(Path(td) / "peer"), "--detect-dir", str(Path(td) / "peer_det"),
                                    "--timings", str(Path(td) / "peer_t.json")], env, "peer")
    files = len(pdfs)
    what = "rules only" if args.no_model else "rules + model"
    print("%d files, %d pages (%s), %s" % (files, pages, args.src.name if args.src else "generated", what))
    names = {"folder": "anonymize-folder --workers %d" % args.workers, "dask": "anonymize-folder --dask local",
             "single": "one anonymize per file", "peer": "peer (Presidio+spaCy, one process)"}
    for k, v in times.items():
        print("%-36s: %6.1f s = %5.2f pages/s" % (names[k], v, pages / v))
    out = {"name": "folder", "files": files, "pages": pages, "workers": args.workers, "model": not args.no_model,
           "source": args.src.name if args.src else "generated", "goal_pages_per_s": 10}
    for k, v in times.items():
        out["%s_pages_per_s" % k] = round(pages / v, 2)
    for k, v in PEAK_MB.items():
        out["%s_peak_rss_mb" % k] = v
        print("%-36s: peak RSS of the process tree %.0f MB" % (names[k], v))
    if "single" in times:
        out["ratio"] = round(times["single"] / times["folder"], 2)
        print("folder ÷ one process per file: %.2f× (goal ≥ 10 pages/s for the folder run)" % out["ratio"])
    if "peer" in times:
        out["ratio_peer"] = round(times["peer"] / times["folder"], 2)
        print("folder ÷ peer: %.2f× faster" % out["ratio_peer"])
    print(json.dumps(out))


if __name__ == "__main__":
    main()
