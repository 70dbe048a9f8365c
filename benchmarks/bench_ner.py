"""NER engine speed and memory: session load, ms per ~3,000-character page, RSS.

Goals (issue 5, on 2 cores): ≤ 120 ms per page, session load ≤ 500 ms,
resident memory of the loaded model ≤ 200 MB.

    .venv/bin/python benchmarks/bench_ner.py                  # default bundle, else the tiny test model
    .venv/bin/python benchmarks/bench_ner.py --bundle DIR --pages 30 --batch 1 4 8

Run it in a fresh process: the load time includes nothing but the bundle
(onnxruntime and tokenizers are imported first and timed separately).
All text is fictional.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

PARAGRAPHS = [
    "COMPTE RENDU OPÉRATOIRE\nPatient : M. Hugo Lefèvre-Marchand, né le 14/03/1957 à Quimperlé.\n"
    "IPP 004512873 – Séjour 2300457812. Médecin traitant : Dr Aurélie Baptistin, Saint-Brieuc.\n",
    "Indication : cholécystite aiguë lithiasique évoluant depuis 72 heures, avec fièvre à 38,9 °C, "
    "douleur de l'hypochondre droit et syndrome inflammatoire biologique (CRP 187 mg/L). "
    "L'échographie réalisée au Centre hospitalier de Cornouaille montre une vésicule à paroi épaissie.\n",
    "Intervention le 02/11/2026 par le Dr Mathilde Kergoat, assistée de l'interne Yanis Belkacem. "
    "Anesthésie générale (Dr Pierre-Yves Le Gall). Installation en décubitus dorsal, jambes écartées. "
    "Open-cœlioscopie ombilicale, pneumopéritoine à 12 mmHg, trois trocarts opérateurs.\n",
    "Exploration : vésicule inflammatoire, adhérences épiploïques lâches, pas d'épanchement. "
    "Dissection du triangle de Calot, obtention des critères de sécurité, clip et section du canal "
    "cystique et de l'artère cystique. Cholécystectomie rétrograde, hémostase au crochet.\n",
    "Extraction dans un sac, lavage, aspiration, exsufflation sous contrôle de la vue. Fermeture "
    "aponévrotique ombilicale au fil résorbable, surjet intradermique. Durée : 55 minutes.\n",
    "Suites : antalgiques de palier 1, reprise alimentaire à J1, sortie prévue le 04/11/2026 au "
    "domicile, 12 rue des Tanneurs, 29300 Quimperlé. Téléphone de la famille (Mme Odile Lefèvre) : "
    "06 12 34 56 78. Courriel : o.lefevre@exemple.fr.\n",
    "Consultation de contrôle dans six semaines avec le Dr Kergoat au service de chirurgie viscérale "
    "de l'hôpital Laënnec. Anatomopathologie en attente. Ordonnance remise au patient, arrêt de "
    "travail de quinze jours. Compte rendu adressé au Dr Baptistin et au Dr Jean-Marc Trévidic.\n",
]


def make_page(n_chars: int = 3000) -> str:
    out, i = [], 0
    while sum(len(p) for p in out) < n_chars:
        out.append(PARAGRAPHS[i % len(PARAGRAPHS)])
        i += 1
    return "".join(out)[:n_chars]


def rss_mb() -> tuple[float | None, float | None]:
    """(current, peak) resident set size in MB, Linux /proc; None elsewhere."""
    try:
        fields = dict(
            line.split(":", 1) for line in Path("/proc/self/status").read_text().splitlines() if ":" in line
        )
        return int(fields["VmRSS"].split()[0]) / 1024, int(fields["VmHWM"].split()[0]) / 1024
    except (OSError, KeyError, ValueError):
        return None, None


def tiny_bundle() -> Path:
    sys.path.insert(0, str(ROOT / "tests"))
    from ner_tiny_bundle import make_bundle

    return make_bundle(Path(tempfile.mkdtemp(prefix="bench_ner_")) / "tiny", max_length=256, window_overlap=64)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bundle", type=Path, help="bundle folder (default: models/caviard-ner-fr, else tiny test model)")
    ap.add_argument("--pages", type=int, default=20)
    ap.add_argument("--chars", type=int, default=3000)
    ap.add_argument("--batch", type=int, nargs="+", default=[8])
    args = ap.parse_args()

    bundle = args.bundle
    label = "given"
    if bundle is None:
        default = ROOT / "models" / "caviard-ner-fr"
        if (default / "model.onnx").is_file():
            bundle, label = default, "default"
        else:
            bundle, label = tiny_bundle(), "TINY TEST MODEL (default bundle absent: figures say nothing about the real model)"

    rss0, _ = rss_mb()
    t = time.perf_counter()
    import onnxruntime  # noqa: F401
    import tokenizers  # noqa: F401

    t_import = time.perf_counter() - t
    rss1, _ = rss_mb()

    from app.detection.ner import NerDetector
    from app.detection.ner.engine import cpu_cores, get_engine

    t = time.perf_counter()
    engine = get_engine(bundle)
    t_load = time.perf_counter() - t
    rss2, _ = rss_mb()

    size_mb = sum(f.stat().st_size for f in bundle.iterdir() if f.is_file()) / 1e6
    print(f"bundle: {bundle.name} ({label}); model_id={engine.config.model_id}; files {size_mb:.1f} MB")
    print(f"cores used (intra-op threads): {cpu_cores()}; max_length={engine.config.max_length} "
          f"overlap={engine.config.window_overlap}")
    print(f"import onnxruntime+tokenizers: {t_import * 1000:.0f} ms")
    print(f"session load (engine incl. probe inference): {t_load * 1000:.0f} ms   [goal ≤ 500 ms]")
    if rss0 is not None:
        print(f"RSS: start {rss0:.0f} MB, after imports {rss1:.0f} MB, after load {rss2:.0f} MB "
              f"→ loaded model +{rss2 - rss1:.0f} MB")

    page = make_page(args.chars)
    n_tok = len(engine.tokenizer.encode(page, add_special_tokens=False).ids)
    for batch in args.batch:
        det = NerDetector(bundle, batch_size=batch)
        for _ in range(2):
            det.detect_page(0, page)
        times = []
        for i in range(args.pages):
            t = time.perf_counter()
            spans = det.detect_page(i, page)
            times.append((time.perf_counter() - t) * 1000)
        res = engine.predict(page, det.entity_threshold, det.window_overlap, batch)
        times.sort()
        p90 = times[min(len(times) - 1, int(0.9 * len(times)))]
        print(f"batch {batch:>2}: page {len(page)} chars, {n_tok} tokens, {len(res.windows)} windows, "
              f"{len(spans)} spans → median {statistics.median(times):.1f} ms/page, p90 {p90:.1f}   [goal ≤ 120 ms]")
    rss3, peak = rss_mb()
    if rss3 is not None:
        print(f"RSS after inference {rss3:.0f} MB (peak {peak:.0f} MB) → model+inference +{rss3 - rss1:.0f} MB "
              f"over imports   [goal ≤ 200 MB]")
    print(f"model status: {det.status.message_fr()} sha256={det.status.sha256[:16]}…")
    return 0


if __name__ == "__main__":
    sys.exit(main())
