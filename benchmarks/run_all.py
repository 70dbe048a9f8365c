"""Run every benchmark and the quality evaluation, write benchmarks/RESULTS.md.

    .venv/bin/python benchmarks/run_all.py [--quick] [--skip-quality] [--skip-holdout] [--skip-peer]
        [--skip-benches] [--only rules,ner] [--docs 50] [--regen-corpus] [--out benchmarks/RESULTS.md]

Each ``benchmarks/bench_*.py`` runs in its own process; its last stdout line
is read as one JSON object (convention in benchmarks/README.md). Then the
evaluation corpus is generated if missing (tools/make_eval_corpus.py) and
scored (tools/score_eval.py), and so is the held-out corpus (wording B,
``--holdout``); then the peer baseline when its optional environment exists
(benchmarks/setup_peer.sh). Logs: benchmarks/out/logs/.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import platform
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BENCH = ROOT / "benchmarks"
OUT = BENCH / "out"
LOGS = OUT / "logs"
PY = sys.executable

# Arguments per bench: (full run, --quick run). Unknown benches run with no argument.
BENCH_ARGS = {
    "bench_document.py": (["--pages", "100", "--runs", "5"], ["--pages", "50", "--runs", "3"]),
    "bench_pipeline.py": (["--sizes", "10", "50", "200", "--runs", "3"], ["--sizes", "10", "50", "--runs", "2"]),
    "bench_export.py": ([], ["50", "2"]),
    "bench_export_values.py": ([], ["100", "2"]),
    "bench_ocr.py": ([], ["--pages", "2"]),
    "bench_real_pdfs.py": (["--results", str(BENCH / "RESULTS_REAL_PDFS.md")], ["--limit", "60"]),
    "bench_folder_scale.py": ([], ["--sizes", "100", "--big", "0"]),
}


def folder_args(quick: bool) -> list[str]:
    """bench_folder on corpus C (documents shaped like the hidden corpus; made by
    tools/make_corpus_c.py if missing), beside a local Dask cluster and the peer."""
    corpus_c = OUT / "corpus_c"
    if not (corpus_c / "manifest.json").exists():
        run_script([PY, str(ROOT / "tools" / "make_corpus_c.py"), "--out", str(corpus_c)], "make_corpus_c", 1800)
    args = ["--from", str(corpus_c), "--limit", "20" if quick else "40", "--files", "4"]
    if not quick:
        args.append("--dask")
        if (OUT / "peer-venv" / "bin" / "python").exists():
            args.append("--peer")
    return args


ORDER = ["bench_document.py", "bench_rules.py", "bench_ner.py", "bench_export.py", "bench_export_values.py", "bench_pipeline.py",
         "bench_gui.py", "bench_ocr.py"]


def _read(path: str) -> str:
    try:
        return Path(path).read_text(encoding="utf-8", errors="replace")
    except OSError:
        return ""


def _version(mod: str) -> str:
    try:
        from importlib.metadata import version

        return version(mod)
    except Exception:
        return "absent"


def machine() -> dict:
    cpu = next((ln.split(":", 1)[1].strip() for ln in _read("/proc/cpuinfo").splitlines() if ln.startswith("model name")), platform.processor())
    mem = next((ln.split()[1] for ln in _read("/proc/meminfo").splitlines() if ln.startswith("MemTotal")), "0")
    osname = next((ln.split("=", 1)[1].strip('"') for ln in _read("/etc/os-release").splitlines() if ln.startswith("PRETTY_NAME=")), platform.platform())
    try:
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True).stdout.strip()
        dirty = bool(subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"], cwd=ROOT, capture_output=True, text=True).stdout.strip())
    except OSError:
        commit, dirty = "?", False
    return {
        "date_utc": dt.datetime.now(dt.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "cpu": cpu,
        "cores": os.cpu_count(),
        "memory_gb": round(int(mem) / 1024 / 1024, 1),
        "os": osname,
        "kernel": platform.release(),
        "python": platform.python_version(),
        "packages": {m: _version(m) for m in ("pymupdf", "onnxruntime", "tokenizers", "numpy", "PySide6-Essentials", "pypdf", "regex")},
        "commit": commit + (" (+ local changes)" if dirty else ""),
        "load_avg": round(os.getloadavg()[0], 2),
    }


def run_script(cmd: list[str], log_name: str, timeout: int) -> dict:
    """Run one command; its last stdout line is parsed as JSON when possible."""
    LOGS.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    t0 = time.perf_counter()
    try:
        r = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout)
        rc, out, err = r.returncode, r.stdout, r.stderr
    except subprocess.TimeoutExpired as e:
        rc, out, err = "timeout", (e.stdout or b"").decode("utf-8", "replace") if isinstance(e.stdout, bytes) else (e.stdout or ""), ""
    seconds = time.perf_counter() - t0
    (LOGS / (log_name + ".log")).write_text("$ %s\n\n%s\n--- stderr ---\n%s" % (" ".join(cmd), out, err), encoding="utf-8")
    lines = [ln for ln in out.splitlines() if ln.strip()]
    figures = None
    if lines:
        try:
            obj = json.loads(lines[-1])
            figures = obj if isinstance(obj, dict) else None
        except json.JSONDecodeError:
            figures = None
    human = lines[:-1] if figures is not None else lines
    return {"cmd": cmd, "rc": rc, "seconds": round(seconds, 1), "figures": figures, "tail": human[-25:],
            "stderr_tail": [ln for ln in err.splitlines() if ln.strip()][-5:]}


def _flat(d: dict, prefix: str = "") -> list[tuple[str, object]]:
    out = []
    for k, v in d.items():
        key = prefix + str(k)
        if isinstance(v, dict):
            out.extend(_flat(v, key + "."))
        else:
            out.append((key, v))
    return out


def _rel(cmd: list[str]) -> str:
    parts = []
    for c in cmd:
        if c == PY:
            parts.append(".venv/bin/python")
        else:
            try:
                parts.append(os.path.relpath(c, ROOT) if os.path.isabs(c) else c)
            except ValueError:
                parts.append(c)
    return " ".join(parts)


def write_results(path: Path, mach: dict, benches: dict, quality: dict | None, peer: dict | None, argv: list[str], load_end: float) -> None:
    L = ["# Résultats des mesures (benchmarks)", "",
         "Fichier écrit par `.venv/bin/python benchmarks/run_all.py%s` ; ne pas éditer à la main." % ((" " + " ".join(argv)) if argv else ""), "",
         "## Machine", "",
         "| | |", "|---|---|",
         "| Date | %s |" % mach["date_utc"],
         "| Processeur | %s |" % mach["cpu"],
         "| Cœurs visibles | %s |" % mach["cores"],
         "| Mémoire | %s Go |" % mach["memory_gb"],
         "| Système | %s (noyau %s) |" % (mach["os"], mach["kernel"]),
         "| Python | %s |" % mach["python"],
         "| Bibliothèques | %s |" % ", ".join("%s %s" % kv for kv in mach["packages"].items()),
         "| Commit | %s |" % mach["commit"],
         "| Charge moyenne (1 min) avant / après | %s / %s |" % (mach["load_avg"], round(load_end, 2)),
         "",
         "Les temps sont des durées réelles (horloge murale), médianes de plusieurs essais. Une charge moyenne "
         "supérieure au nombre de cœurs signifie que d'autres travaux partageaient la machine : les débits "
         "mesurés sont alors des minorants.", ""]
    L += ["## Vitesse et mémoire par étape", ""]
    for name, r in benches.items():
        L += ["### %s" % name, "", "Commande : `%s` — code de sortie %s, %.0f s" % (_rel(r["cmd"]), r["rc"], r["seconds"]), ""]
        if r["figures"]:
            L += ["| Mesure | Valeur |", "|---|---|"]
            for k, v in _flat(r["figures"]):
                if isinstance(v, float):
                    v = round(v, 3)
                L.append("| %s | %s |" % (k, v))
            L.append("")
        if r["tail"] and (not r["figures"] or len(r["tail"]) <= 12):
            L += ["```", *r["tail"][-15:], "```", ""]
        if r["rc"] not in (0,) and r["stderr_tail"]:
            L += ["Erreur :", "```", *r["stderr_tail"], "```", ""]
    if quality:
        L += ["## Qualité de bout en bout", ""]
        if quality.get("corpus_cmd"):
            L += ["Corpus : `%s`" % quality["corpus_cmd"], ""]
        L.append(quality.get("markdown", "(pas de résultat)"))
        if quality.get("holdout"):
            hq = quality["holdout"]
            L += ["## Qualité sur le corpus tenu à l'écart (formulations B)", "",
                  "Mêmes types de documents, identités écrites autrement (en-têtes, libellés, établissements, "
                  "mentions dans le texte) : tools/eval_corpus/holdout.py. Corpus : `%s`" % hq["corpus_cmd"], "",
                  hq["markdown"]]
    if peer:
        L += ["## Comparaison avec un outil de référence (Presidio + spaCy fr_core_news_md)", ""]
        L.append(peer.get("markdown") or "Non mesuré : %s" % peer.get("why", "?"))
        if peer.get("ratios"):
            L += ["", "| Rapport Caviard / référence | Valeur |", "|---|---|"]
            for k, v in peer["ratios"].items():
                L.append("| %s | %s |" % (k, v))
        L.append("")
    path.write_text("\n".join(L) + "\n", encoding="utf-8")


def main() -> int:
    ap = argparse.ArgumentParser(description="Toutes les mesures de Caviard en une commande")
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--skip-quality", action="store_true")
    ap.add_argument("--skip-benches", action="store_true")
    ap.add_argument("--skip-peer", action="store_true")
    ap.add_argument("--skip-holdout", action="store_true", help="sans le corpus tenu à l'écart (formulations B)")
    ap.add_argument("--only", default="", help="liste de benches, ex. rules,ner")
    ap.add_argument("--docs", type=int, default=50)
    ap.add_argument("--regen-corpus", action="store_true")
    ap.add_argument("--timeout", type=int, default=1800)
    ap.add_argument("--out", type=Path, default=BENCH / "RESULTS.md")
    a = ap.parse_args()
    argv = sys.argv[1:]
    mach = machine()
    print("machine: %s, %s cores, load %.1f" % (mach["cpu"], mach["cores"], mach["load_avg"]), flush=True)

    benches: dict = {}
    if not a.skip_benches:
        found = sorted(p.name for p in BENCH.glob("bench_*.py"))
        names = [n for n in ORDER if n in found] + [n for n in found if n not in ORDER]
        if a.only:
            wanted = {"bench_%s.py" % w.strip() for w in a.only.split(",")}
            names = [n for n in names if n in wanted]
        for n in names:
            args = folder_args(a.quick) if n == "bench_folder.py" else BENCH_ARGS.get(n, ([], []))[1 if a.quick else 0]
            print("running %s %s ..." % (n, " ".join(args)), flush=True)
            benches[n[:-3]] = r = run_script([PY, str(BENCH / n)] + args, n[:-3], a.timeout)
            print("  -> rc %s in %.0f s%s" % (r["rc"], r["seconds"], "" if r["figures"] else " (no JSON last line)"), flush=True)

    quality = None
    peer = None
    if not a.skip_quality:
        corpus = OUT / "corpus"
        corpus_cmd = [PY, str(ROOT / "tools" / "make_eval_corpus.py"), "--out", str(corpus), "--docs", str(a.docs)]
        if a.regen_corpus or not (corpus / "manifest.json").exists():
            print("generating the evaluation corpus ...", flush=True)
            g = run_script(corpus_cmd, "make_eval_corpus", a.timeout)
            print("  -> rc %s in %.0f s" % (g["rc"], g["seconds"]), flush=True)
        print("scoring the corpus (anonymize + detect on every document) ...", flush=True)
        q = run_script([PY, str(ROOT / "tools" / "score_eval.py"), "--corpus", str(corpus)], "score_eval", 4 * a.timeout)
        md = _read(str(OUT / "score" / "results.md"))
        quality = {"markdown": md if q["rc"] == 0 else "Échec du score (code %s) : %s" % (q["rc"], "\n".join(q["stderr_tail"])),
                   "figures": q["figures"], "corpus_cmd": _rel(corpus_cmd)}
        print("  -> rc %s in %.0f s: %s" % (q["rc"], q["seconds"], q["figures"]), flush=True)
        if not a.skip_holdout:
            hold = OUT / "corpus_holdout"
            hold_cmd = [PY, str(ROOT / "tools" / "make_eval_corpus.py"), "--holdout", "--out", str(hold), "--docs", str(a.docs)]
            if a.regen_corpus or not (hold / "manifest.json").exists():
                print("generating the held-out corpus (wording B) ...", flush=True)
                run_script(hold_cmd, "make_eval_corpus_holdout", a.timeout)
            print("scoring the held-out corpus ...", flush=True)
            h = run_script([PY, str(ROOT / "tools" / "score_eval.py"), "--corpus", str(hold), "--work", str(OUT / "score_holdout")],
                           "score_holdout", 4 * a.timeout)
            hmd = _read(str(OUT / "score_holdout" / "results.md"))
            quality["holdout"] = {"markdown": hmd if h["rc"] == 0 else "Échec (code %s)" % h["rc"], "figures": h["figures"],
                                  "corpus_cmd": _rel(hold_cmd)}
            print("  -> rc %s in %.0f s: %s" % (h["rc"], h["seconds"], h["figures"]), flush=True)
        peer_py = OUT / "peer-venv" / "bin" / "python"
        if not a.skip_peer:
            if peer_py.exists():
                print("scoring the peer baseline ...", flush=True)
                pr = run_script([PY, str(ROOT / "tools" / "score_eval.py"), "--corpus", str(corpus), "--engine", "peer"], "score_peer", 4 * a.timeout)
                pmd = _read(str(OUT / "score_peer" / "results.md"))
                peer = {"markdown": pmd if pr["rc"] == 0 else None, "figures": pr["figures"],
                        "why": "échec (code %s) %s" % (pr["rc"], " ".join(pr["stderr_tail"]))}
                if pr["rc"] == 0 and q["figures"] and pr["figures"]:
                    peer["ratios"] = ratios(q["figures"], pr["figures"])
                print("  -> rc %s in %.0f s: %s" % (pr["rc"], pr["seconds"], pr["figures"]), flush=True)
            else:
                peer = {"why": "environnement optionnel absent (bash benchmarks/setup_peer.sh pour le créer)"}

    write_results(a.out, mach, benches, quality, peer, argv, os.getloadavg()[0])
    print("wrote %s" % os.path.relpath(a.out, ROOT))
    summary = {"name": "run_all", "benches": {k: v["figures"] for k, v in benches.items()},
               "quality": quality and quality["figures"],
               "holdout": quality and quality.get("holdout", {}).get("figures"), "peer": peer and peer.get("figures")}
    print(json.dumps(summary, default=str))
    return 0


def ratios(cav: dict, peer: dict) -> dict:
    """Speed ratio (higher is better for Caviard) and leak ratio (peer leaks per Caviard leak)."""
    out = {}
    if cav.get("pages_per_s") and peer.get("pages_per_s"):
        out["Débit (pages/s) Caviard ÷ référence"] = "%.2f" % (cav["pages_per_s"] / peer["pages_per_s"])
    cl = 1 - cav["leak_recall"] if cav.get("leak_recall") is not None else None
    pl = 1 - peer["leak_recall"] if peer.get("leak_recall") is not None else None
    if cl is not None and pl is not None:
        out["Taux de fuite référence ÷ Caviard"] = "∞ (Caviard : aucune fuite)" if cl == 0 else "%.2f" % (pl / cl)
        out["Taux de fuite Caviard / référence"] = "%.2f %% / %.2f %%" % (100 * cl, 100 * pl)
    return out


if __name__ == "__main__":
    raise SystemExit(main())
