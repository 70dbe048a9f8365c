"""OCR speed: seconds per page at 300 dpi on one core, pages/s with the process pool.

    .venv/bin/python benchmarks/bench_ocr.py [--pages 6] [--dpi 300] [--scan-dpi 200]

Builds a fictional dense clinical letter (about 40 lines), rasterizes it at
``--scan-dpi`` like a scanner would, inserts the images as image-only pages,
then measures:
  1. one core, in process (no pool): ``ocr_job`` page after page → s/page;
  2. the spawn pool with 1 worker and with 2 workers (``ocr_pages``) → pages/s,
     process start-up included.
Issue 9 target: ≈ 3 s/page at 300 dpi on one core.
"""

from __future__ import annotations

import argparse
import json
import statistics
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pymupdf  # noqa: E402

from app.ocr import find_tessdata, ocr_pages  # noqa: E402
from app.ocr.pool import last_run_stats  # noqa: E402
from app.ocr.worker import MODE_AUTO, init_worker, ocr_job  # noqa: E402

BODY = [
    "CENTRE HOSPITALIER DE KERVILLEC - Service de cardiologie",
    "Dr Armelle TROADEC - RPPS 10101234567 - Tél. 02 98 12 34 56",
    "",
    "Quimperlé, le 3 février 2025",
    "",
    "Objet : Mme Josiane MARCHETTI-VOLNAY, née le 14/03/1957",
    "IPP 004512873 - Séjour 2025-118734",
    "",
    "Cher confrère,",
    "",
    "J'ai revu en consultation votre patiente pour le suivi de son insuffisance",
    "cardiaque à fraction d'éjection préservée. Elle rapporte une dyspnée d'effort",
    "stade II de la NYHA, sans douleur thoracique ni palpitation. Pas d'oedème des",
    "membres inférieurs. La pression artérielle est à 138/82 mmHg, la fréquence",
    "cardiaque à 72 battements par minute, régulière. L'auscultation retrouve un",
    "souffle systolique éjectionnel 2/6 au foyer aortique, sans irradiation.",
    "",
    "L'échocardiographie transthoracique montre un ventricule gauche non dilaté,",
    "une fraction d'éjection estimée à 58 %, une dysfonction diastolique de grade I",
    "et une sténose aortique modérée (surface 1,3 cm², gradient moyen 24 mmHg).",
    "",
    "Le bilan biologique du 28/01/2025 : NT-proBNP 412 pg/mL, créatinine 84 µmol/L,",
    "DFG 68 mL/min/1,73 m², kaliémie 4,3 mmol/L, hémoglobine 12,9 g/dL.",
    "",
    "Traitement poursuivi : bisoprolol 2,5 mg le matin, ramipril 5 mg le soir,",
    "furosémide 20 mg le matin, atorvastatine 20 mg le soir.",
    "",
    "Je propose une réévaluation échographique dans un an, ou plus tôt en cas",
    "d'aggravation des symptômes. La patiente est joignable au 06 71 23 45 89",
    "ou par courriel : josiane.volnay@exemple-fictif.fr",
    "",
    "Adresse : 17 rue des Goélands, 29300 Quimperlé",
    "NIR : 2 57 03 29 123 456 ..",
    "",
    "Bien confraternellement,",
    "Dr Armelle TROADEC",
]


def make_scans(path: Path, pages: int, scan_dpi: int) -> None:
    src = pymupdf.open()
    sp = src.new_page(width=595, height=842)
    y = 60
    for line in BODY:
        if line:
            sp.insert_text((56, y), line, fontsize=10.5)
        y += 17
    pix = sp.get_pixmap(dpi=scan_dpi, colorspace=pymupdf.csGRAY)
    out = pymupdf.open()
    for _ in range(pages):
        p = out.new_page(width=595, height=842)
        p.insert_image(p.rect, pixmap=pix)
    out.save(path, deflate=True)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--pages", type=int, default=4)
    ap.add_argument("--dpi", type=int, default=300, help="OCR rendering resolution")
    ap.add_argument("--scan-dpi", type=int, default=200, help="resolution of the simulated scan")
    args = ap.parse_args()
    tessdata = find_tessdata()
    if tessdata is None:
        print("fra.traineddata introuvable : apt-get install tesseract-ocr-fra (ou CAVIARD_TESSDATA).")
        return 1
    with tempfile.TemporaryDirectory() as tmp:
        pdf = Path(tmp) / "scans.pdf"
        make_scans(pdf, args.pages, args.scan_dpi)
        print("cores: %d  pages: %d  OCR dpi: %d  scan dpi: %d  load average: %.1f (other work skews wall times)"
              % (os.cpu_count() or 1, args.pages, args.dpi, args.scan_dpi, os.getloadavg()[0]))
        load_before = os.getloadavg()[0]

        init_worker()
        times, cpu, chars = [], [], 0
        for i in range(args.pages):
            t0, c0 = time.perf_counter(), time.process_time()
            r = ocr_job({"source": str(pdf), "page": i, "index": i, "tessdata": tessdata, "dpi": args.dpi, "mode": MODE_AUTO})
            times.append(time.perf_counter() - t0)
            cpu.append(time.process_time() - c0)
            chars += len(r["arrays"].text)
        print("one core, in process : median %.2f s/page wall (min %.2f, max %.2f), median %.2f s/page CPU, %d chars/page"
              % (statistics.median(times), min(times), max(times), statistics.median(cpu), chars // args.pages))

        pool: dict[int, float] = {}
        pool_cpu: dict[int, float] = {}
        for workers in (1, 2):
            t0 = time.perf_counter()
            res = ocr_pages(pdf, range(args.pages), tessdata=tessdata, dpi=args.dpi, workers=workers)
            dt = time.perf_counter() - t0
            assert len(res) == args.pages
            pool[workers] = args.pages / dt
            pool_cpu[workers] = last_run_stats["worker_cpu_seconds"] / args.pages
            print("pool, %d worker(s)    : %.2f s total, %.3f pages/s (%.2f s/page, start-up included), %.2f s CPU/page in workers"
                  % (workers, dt, args.pages / dt, dt / args.pages, pool_cpu[workers]))
        load_after = os.getloadavg()[0]
    print(json.dumps({
        "name": "ocr",
        "pages": args.pages,
        "dpi": args.dpi,
        "s_per_page_1core": round(statistics.median(times), 3),
        "goal_s_per_page_1core": 3.0,
        "cpu_s_per_page_1core": round(statistics.median(cpu), 3),
        "pool_1_pages_per_s": round(pool[1], 4),
        "pool_2_pages_per_s": round(pool[2], 4),
        "pool_2_cpu_s_per_page": round(pool_cpu[2], 3),
        # What 2 idle cores would give, from CPU time (an estimate, not a measurement):
        "est_idle_2core_pages_per_s": round(2.0 / pool_cpu[2], 4),
        "load_avg_before": round(load_before, 2),
        "load_avg_after": round(load_after, 2),
    }))
    return 0


if __name__ == "__main__":
    sys.exit(main())
