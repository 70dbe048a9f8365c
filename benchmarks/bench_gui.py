"""GUI speed and memory: first page on screen, first highlight, GUI stalls, scrolling RSS.

Goals (issues 2 and 7): first page on screen ≤ 300 ms after open; first
page highlighted ≤ 1 s after opening a 50-page document; worst GUI-thread
stall ≤ 50 ms during the analysis (a 5 ms QTimer probe measures the gaps);
scrolling through 200 pages keeps resident memory ≤ 600 MB.

Run: ``.venv/bin/python benchmarks/bench_gui.py [--no-model] [--pages 50] [--scroll-pages 200]``
(offscreen by default). Uses fictional generated documents only.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

try:  # onnxruntime before Qt (Windows DLL order), as in app/__main__.py
    import onnxruntime  # noqa: F401
except ImportError:
    pass

import pymupdf  # noqa: E402

BODY = (
    "Patiente : Madame {nom} {prenom}, née le {jour:02d}/0{mois}/19{an}, IPP {ipp}. "
    "Adresse : {num} rue des Tonneliers, 64100 Bayonne. Tél. : 05 59 44 {a:02d} {b:02d}. "
    "Courriel : {prenom_l}.{nom_l}@exemple-mail.fr. Opérateur : Dr Jean-Baptiste LARRALDE. "
    "Indication : sigmoïdite diverticulaire compliquée, poussées répétées malgré traitement médical. "
    "Acte : colectomie sigmoïdienne par cœlioscopie, anastomose colorectale mécanique, "
    "drainage aspiratif, fermeture plan par plan. Suites opératoires simples, reprise du transit à J3. "
)
NOMS = ["ETCHEVERRY", "DURANDEAU", "LABORDE", "HARAN", "MOCOEUR", "OSPITAL", "IRIGOIN", "SALLABERRY"]
PRENOMS = ["Maialen", "Josiane", "Ramuntxo", "Sophie", "Claire", "Pierre", "Ellande", "Amaia"]


def make_document(path: Path, pages: int) -> Path:
    doc = pymupdf.open()
    for p in range(pages):
        page = doc.new_page(width=595, height=842)
        nom, prenom = NOMS[p % len(NOMS)], PRENOMS[(p * 3) % len(PRENOMS)]
        text = "COMPTE RENDU OPÉRATOIRE — page %d\n\n" % (p + 1)
        for k in range(5):
            text += BODY.format(
                nom=nom, prenom=prenom, jour=1 + (p + k) % 28, mois=1 + k % 9, an=40 + p % 50,
                ipp=800000000 + p * 10 + k, num=1 + k, a=10 + k, b=20 + p % 70,
                prenom_l=prenom.lower(), nom_l=nom.lower(),
            ) + "\n"
        page.insert_textbox(pymupdf.Rect(56, 56, 540, 800), text, fontsize=9.5, fontname="helv")
    doc.save(path)
    doc.close()
    return path


def rss_mb() -> float:
    try:
        with open("/proc/self/status") as fh:
            for line in fh:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    import resource

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


class StallProbe:
    """A 5 ms repeating timer; the longest gap between ticks is the worst GUI stall.

    ``worst_cpu`` is the most GUI-thread CPU time spent between two ticks: the
    stall an unloaded machine would show (waits for the CPU or the GIL excluded),
    reported beside the wall-clock figure because shared build machines are noisy.
    """

    def __init__(self):
        from PySide6.QtCore import QTimer

        self.timer = QTimer()
        self.timer.setInterval(5)
        self.timer.timeout.connect(self._tick)
        self.last = None
        self.worst = 0.0
        self.worst_cpu = 0.0
        self.worst_span = self.worst_cpu_span = (0.0, 0.0)

    def start(self):
        self.last = time.perf_counter()
        self.last_cpu = time.thread_time()
        self.worst = 0.0
        self.worst_cpu = 0.0
        self.timer.start()

    def _tick(self):
        now, cpu = time.perf_counter(), time.thread_time()
        if now - self.last > self.worst:
            self.worst_span = (self.last, now)
        if cpu - self.last_cpu > self.worst_cpu:
            self.worst_cpu_span = (self.last, now)
        self.worst = max(self.worst, now - self.last)
        self.worst_cpu = max(self.worst_cpu, cpu - self.last_cpu)
        self.last, self.last_cpu = now, cpu

    def stop(self) -> float:
        self.timer.stop()
        return self.worst


class StackSampler:
    """``--why``: sample the GUI thread's Python stack every 2 ms, so the
    worst stall can be attributed to the code that ran during it."""

    def __init__(self):
        import threading

        self.main = threading.main_thread().ident
        self.samples: list[tuple[float, tuple[str, ...]]] = []
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self):
        while True:  # daemon thread: ends with the benchmark
            f = sys._current_frames().get(self.main)
            own = []
            while f is not None and len(own) < 6:
                fn = f.f_code.co_filename
                if "/app/" in fn or "bench_gui" in fn:
                    own.append(f"{Path(fn).name}:{f.f_lineno} {f.f_code.co_name}")
                f = f.f_back
            del f
            self.samples.append((time.perf_counter(), tuple(reversed(own))))
            time.sleep(0.002)

    def report(self, span, label):
        from collections import Counter

        a, b = span
        c = Counter(stack for t, stack in self.samples if a - 0.002 <= t <= b + 0.002)
        print(f"  why ({label}, {1000 * (b - a):.0f} ms): {sum(c.values())} samples")
        for stack, n in c.most_common(4):
            print(f"    {n:3d} × " + " > ".join(stack))


def pump_until(app, cond, timeout_s: float) -> bool:
    from PySide6.QtCore import QEventLoop

    end = time.perf_counter() + timeout_s
    while time.perf_counter() < end:
        app.processEvents(QEventLoop.AllEvents, 5)
        if cond():
            return True
        time.sleep(0.0005)
    return False


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--pages", type=int, default=50)
    ap.add_argument("--scroll-pages", type=int, default=200)
    ap.add_argument("--no-model", action="store_true", help="rules only")
    ap.add_argument("--why", action="store_true", help="sample the GUI thread's stack; attribute the worst stalls")
    args = ap.parse_args()
    sampler = StackSampler() if args.why else None

    tmp = Path(tempfile.mkdtemp(prefix="caviard-bench-gui-"))
    os.environ["CAVIARD_DATA_DIR"] = str(tmp / "userdata")
    doc50 = make_document(tmp / "doc50.pdf", args.pages)
    doc200 = make_document(tmp / "doc200.pdf", args.scroll_pages)

    from app.review.preferences import Preferences
    from app.ui.main import make_app
    from app.ui.main_window import MainWindow, default_detectors_factory

    app = make_app()
    prefs = Preferences(use_model=not args.no_model)
    factory = default_detectors_factory(prefs)
    t = time.perf_counter()
    detectors, status = factory()  # load once, as the app does for its first document
    load_s = time.perf_counter() - t
    model = "none"
    if status is not None:
        model = ("%s (loaded in %.2f s)" % (status.model_id, load_s)) if status.available else "unavailable"
    win = MainWindow(detectors_factory=lambda: (detectors, status), prefs=prefs)
    win.interactive = False
    win.resize(1440, 900)
    win.show()
    pump_until(app, lambda: False, 0.3)
    print("bench_gui: %d-page document, detectors: %s, model: %s" % (
        args.pages, ", ".join(getattr(d, "name", "?") for d in detectors), model))
    if hasattr(os, "getloadavg"):
        print("  load average before       : %.1f on %d CPU(s) (wall-clock figures scale with it)" % (
            os.getloadavg()[0], os.cpu_count() or 1))
    cpu0 = time.thread_time()

    probe = StallProbe()
    t0 = time.perf_counter()
    win.open_path(str(doc50))
    t_open = time.perf_counter() - t0
    probe.start()  # stalls after the open call returns (the open itself is timed below)
    pump_until(app, lambda: win.view.is_rendered(0), 10)
    app.processEvents()
    t_first_page = time.perf_counter() - t0
    pump_until(app, lambda: 0 in win.session.analysed_pages, 30)
    app.processEvents()  # the repaint that shows the highlights
    t_first_hl = time.perf_counter() - t0
    pump_until(app, lambda: win.session.analysis_complete, 600)
    t_done = time.perf_counter() - t0
    worst = probe.stop()
    gui_cpu = time.thread_time() - cpu0
    n_spans = len(win.session.spans())
    print("  first page on screen      : %7.0f ms   (goal ≤ 300 ms; the open call itself %.0f ms)" % (
        t_first_page * 1000, t_open * 1000))
    print("  first page highlighted    : %7.0f ms   (goal ≤ 1000 ms)" % (t_first_hl * 1000))
    print("  whole analysis            : %7.2f s    (%.1f pages/s, %d spans)" % (t_done, args.pages / t_done, n_spans))
    print("  worst GUI stall (analysis): %7.1f ms   (goal ≤ 50 ms); GUI CPU between ticks ≤ %.1f ms" % (
        worst * 1000, probe.worst_cpu * 1000))
    print("  GUI-thread CPU (open→done): %7.0f ms   (extraction, rendering, panel, painting)" % (gui_cpu * 1000))
    if sampler is not None:
        sampler.report(probe.worst_span, "analysis")
        sampler.report(probe.worst_cpu_span, "analysis, most GUI CPU")

    # scrolling through a long document
    win.open_path(str(doc200))
    pump_until(app, lambda: win.view.is_rendered(0), 10)
    probe.start()
    rss_start = rss_mb()
    rss_max = rss_start
    t0 = time.perf_counter()
    vs = win.view.verticalScrollBar()
    step = max(1, win.view.viewport().height() // 2)
    while vs.value() < vs.maximum():
        vs.setValue(vs.value() + step)
        pump_until(app, lambda: all(win.view.is_rendered(i) for i in win.view.visible_pages()), 5)
        rss_max = max(rss_max, rss_mb())
    t_scroll = time.perf_counter() - t0
    worst_scroll = probe.stop()
    if sampler is not None:
        sampler.report(probe.worst_span, "scroll")
        sampler.report(probe.worst_cpu_span, "scroll, most GUI CPU")
    pump_until(app, lambda: win.session.analysis_complete, 600)
    rss_max = max(rss_max, rss_mb())
    print("  scroll %d pages            : %7.2f s    (%d renders, cache %d pages)" % (
        args.scroll_pages, t_scroll, win.view.render_count, len(win.view.cached_pages())))
    print("  worst GUI stall (scroll)  : %7.1f ms; GUI CPU between ticks ≤ %.1f ms" % (
        worst_scroll * 1000, probe.worst_cpu * 1000))
    print("  resident memory           : %7.0f MB at start of scroll, max %.0f MB   (goal ≤ 600 MB)" % (rss_start, rss_max))
    if hasattr(os, "getloadavg"):
        print("  load average after        : %.1f" % os.getloadavg()[0])
    win.close()
    # last line: one JSON object (benchmarks/README.md convention), so run_all.py records the figures
    print(json.dumps({"name": "gui", "pages": args.pages, "first_page_ms": round(t_first_page * 1000),
                      "first_highlight_ms": round(t_first_hl * 1000), "goal_first_highlight_ms": 1000,
                      "worst_stall_analysis_ms": round(worst * 1000, 1), "worst_stall_scroll_ms": round(worst_scroll * 1000, 1),
                      "goal_worst_stall_ms": 50, "analysis_pages_per_s": round(args.pages / t_done, 2),
                      "rss_max_mb": round(rss_max), "goal_rss_mb": 600}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
