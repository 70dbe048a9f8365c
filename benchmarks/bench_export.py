"""Export speed: redaction + scrub + save + independent verification.

Generates a 50-page text document (tests/test_export_fixtures.make_long_document:
dense prose, the fictional identity on every page), plans from the page-0
values (everything else comes from propagation and a force term), then
times ``export_document`` (verification included). Detection is not timed
here (benchmarks of the detection issues cover it). Goal: ≥ 20 pages/s on 2 cores.

Run: .venv/bin/python benchmarks/bench_export.py [pages] [repeats]
     .venv/bin/python benchmarks/bench_export.py --distinct [pages] [repeats]

``--distinct [--per-page K]``: a document where every page holds other people (the GUI
benchmark's generator: names, birth dates, IPPs, phones, e-mails that change
from page to page), planned from the rules' detections on every page — many
distinct values, as in a dossier of several patients. Goal (issue 15): 200
pages with ~2,000 redactions at ≥ 30 pages/s, whatever the number of values:
``--distinct --sparse 200`` is that case: one patient a page, every value
its own (~2,000 redactions, ~2,000 distinct values); ``--distinct 200`` packs
five patients a page (~12,000 boxes); ``--per-page K`` keeps the first K
detections of each page (the verifier then finds the others on its own).
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from app.detection.spans import Span  # noqa: E402
from app.document import open_document  # noqa: E402
from app.export import ExportOptions, build_plan, export_document  # noqa: E402
from test_export_fixtures import DDN, EMAIL, FORCE, NIR, NOM, NOM_TITLE, PRENOM, make_long_document  # noqa: E402


_SYL = ["BER", "TXE", "LAR", "GOI", "ETX", "ARA", "MEN", "DI", "URR", "UTI", "IBAR", "RON", "SAL", "ZU", "OLA", "GAR",
        "ITU", "RRI", "BAL", "DUN"]
_FIRST = ["Maialen", "Josiane", "Ramuntxo", "Sophie", "Claire", "Pierre", "Ellande", "Amaia", "Gaston", "Odile"]
_PROSE = ("Le patient a bénéficié d'une intervention sans complication. Les suites opératoires ont été simples, "
          "la reprise alimentaire précoce et la douleur contrôlée par antalgiques de palier un. ")


def make_sparse(path: Path, n_pages: int) -> Path:
    """One patient a page, every value its own (surnames from syllables, dates,
    numbers and e-mails that never repeat), in ~2,600 characters of prose:
    about ten redactions a page, as in a dossier of many short letters."""
    import pymupdf

    doc = pymupdf.open()
    for p in range(n_pages):
        nom = _SYL[p % 20] + _SYL[(p // 20) % 20] + _SYL[(p // 400) % 20]
        doc_nom = _SYL[(p + 7) % 20] + _SYL[(p // 20 + 3) % 20] + "AGA"
        prenom = _FIRST[p % 10]
        text = (
            "LETTRE DE LIAISON — page %d\n\nPatient : %s %s, né le %02d/%02d/19%02d, IPP %d.\n"
            "Adresse : %d rue des Tonneliers, 64%03d Bayonne. Tél. : 05 59 %02d %02d %02d.\n"
            "Courriel : %s.%s@exemple-mail.fr. Médecin : Dr %s.\n\n"
            % (p + 1, nom, prenom, 1 + p % 28, 1 + p % 12, 30 + p % 60, 700000000 + p, 1 + p % 90, p % 1000,
               p % 100, (p * 7) % 100, (p * 13) % 100, prenom.lower(), nom.lower(), doc_nom)
        ) + _PROSE * 10
        page = doc.new_page(width=595, height=842)
        page.insert_textbox(pymupdf.Rect(56, 56, 540, 800), text, fontsize=9.5, fontname="helv")
    doc.save(path)
    doc.close()
    return Path(path)


def distinct(n_pages: int, repeats: int, per_page: int = 0, sparse: bool = False) -> None:
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from bench_gui import make_document

    from app.detection.analyze import analyze_texts, default_detectors
    from app.export.options import accept_spans

    with tempfile.TemporaryDirectory() as d:
        src = (make_sparse if sparse else make_document)(Path(d) / "distinct.pdf", n_pages)
        opts = ExportOptions()
        runs, cpu = [], []
        for r in range(repeats):
            with open_document(src) as doc:
                pages = doc.pages
                spans = accept_spans(analyze_texts([p.text for p in pages], default_detectors(use_model=False)), opts)
                if per_page:  # the case: ~per_page redactions a page, each value its own
                    by_page: dict[int, list] = {}
                    for s in spans:
                        by_page.setdefault(s.page, []).append(s)
                    spans = [s for p in sorted(by_page) for s in by_page[p][:per_page]]
                plan = build_plan(pages, spans, opts)
                t, c = time.perf_counter(), time.process_time()
                res = export_document(doc, plan, Path(d) / ("out%d.pdf" % r), opts)
                runs.append(time.perf_counter() - t)
                cpu.append(time.process_time() - c)
                assert res.ok, [p.message_fr() for p in res.verification.problems]
        med = statistics.median(runs)
        print("distinct values: %d pages, %d items, %d targets" % (n_pages, len(plan.items), len(plan.targets)))
        print("export incl. verification: median %.2f s -> %.1f pages/s (goal >= 30); stages %s"
              % (med, n_pages / med, res.report["timings_s"]))
        print(json.dumps({"name": "export_distinct" + ("_sparse" if sparse else "") + ("_%d_per_page" % per_page if per_page else ""),
                          "pages": n_pages, "items": len(plan.items), "targets": len(plan.targets),
                          "pages_per_s": round(n_pages / med, 2), "goal_pages_per_s": 30,
                          "pages_per_cpu_s": round(n_pages / statistics.median(cpu), 2),
                          "load_avg": round(os.getloadavg()[0], 2)}))


def main() -> None:
    if "--distinct" in sys.argv:
        per_page = 0
        args = sys.argv[1:]
        if "--per-page" in args:
            i = args.index("--per-page")
            per_page = int(args[i + 1])
            del args[i:i + 2]
        rest = [a for a in args if a not in ("--distinct", "--sparse")]
        distinct(int(rest[0]) if rest else 200, int(rest[1]) if len(rest) > 1 else 2, per_page, "--sparse" in args)
        return
    n_pages = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    repeats = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    with tempfile.TemporaryDirectory() as d:
        src = make_long_document(Path(d) / "long.pdf", n_pages)
        opts = ExportOptions(force_terms=(FORCE,), placeholder=os.environ.get("BENCH_PLACEHOLDER", "label"))
        runs, plan_times, stages, cpu = [], [], [], []
        for r in range(repeats):
            with open_document(src) as doc:
                t0 = time.perf_counter()
                pages = doc.pages
                t_text = time.perf_counter() - t0
                text0 = pages[0].text
                acc = []
                for value, label in ((NOM, "NOM"), (PRENOM, "PRENOM"), (DDN, "DATE_NAISSANCE"), (NIR, "NIR"),
                                     (EMAIL, "EMAIL"), (NOM_TITLE, "NOM")):
                    i = text0.index(value)
                    acc.append(Span(0, i, i + len(value), value, label, "rules.bench", 0.95))
                t1 = time.perf_counter()
                plan = build_plan(pages, acc, opts)
                plan_times.append(time.perf_counter() - t1)
                t2, c2 = time.perf_counter(), time.process_time()
                res = export_document(doc, plan, Path(d) / ("out%d.pdf" % r), opts)
                runs.append(time.perf_counter() - t2)
                cpu.append(time.process_time() - c2)
                stages.append(res.report["timings_s"])
                assert res.ok, [p.message_fr() for p in res.verification.problems]
        best = min(runs)
        med = statistics.median(runs)
        print("pages: %d, items redacted: %d (%d added by propagation/force)" % (n_pages, len(plan.items), len(plan.added())))
        print("page text extraction (document layer, first run): %.3f s" % t_text)
        print("build_plan: median %.3f s" % statistics.median(plan_times))
        print("export incl. verification: median %.3f s, best %.3f s over %d runs" % (med, best, repeats))
        print("  stages of the median run: %s" % sorted(stages, key=lambda s: sum(s.values()))[len(stages) // 2])
        print("throughput: %.1f pages/s (median), %.1f pages/s (best); goal >= 20 pages/s" % (n_pages / med, n_pages / best))
        print("CPU time of export: median %.3f s -> %.1f pages per CPU-second (load-independent figure)" % (statistics.median(cpu), n_pages / statistics.median(cpu)))
        print("cpu count visible: %s, load average: %s" % (os.cpu_count(), os.getloadavg()))
        # Last stdout line: one JSON object (benchmarks/README.md convention, read by run_all.py).
        print(json.dumps({"name": "export", "pages": n_pages, "runs": repeats,
                          "pages_per_s": round(n_pages / med, 2), "goal_pages_per_s": 20,
                          "pages_per_cpu_s": round(n_pages / statistics.median(cpu), 2),
                          "build_plan_s": round(statistics.median(plan_times), 3),
                          "load_avg": round(os.getloadavg()[0], 2)}))


if __name__ == "__main__":
    main()
