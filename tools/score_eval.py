"""End-to-end scorer of the evaluation corpus: what is left in the output PDFs?

Usage:
    .venv/bin/python tools/score_eval.py [--corpus benchmarks/out/corpus] [--work benchmarks/out/score]
        [--engine caviard|peer] [--jobs 1] [--limit N] [--skip-detect] [--md OUT.md]

For every document of the corpus (tools/make_eval_corpus.py) it runs
``python -m app anonymize IN -o OUT --report R.json`` and judges ONLY the
written PDF, with two extractors that are not PyMuPDF: poppler's
``pdftotext`` and pypdf. It also runs ``python -m app detect IN --json`` and
scores detection against the ground truth.

Inputs encrypted with AES (corpus X: owner password, empty user password) need the
``cryptography`` package beside pypdf; the app's venv does not ship it (the app reads them
through MuPDF), so run the judge from a venv that has both and point it at the app:
    python3 -m venv tools/_cache/judge-venv
    tools/_cache/judge-venv/bin/pip install pypdf==7.1.1 cryptography
    tools/_cache/judge-venv/bin/python tools/score_eval.py --corpus benchmarks/out/corpus_x \
        --python .venv/bin/python

Leak counting (per document, per probe string, per extractor). A probe is a
string whose presence means the value is still there (the value itself, and
for multi-word values their distinctive part, e.g. the street name). Texts
are normalised (NFKC, soft hyphens removed, "-" + line break + lowercase
joined, whitespace collapsed) and probes are matched case-sensitively on word
boundaries (emails case-insensitively). With ``E_pii(p)`` / ``E_keep(p)`` the
number of times the truth's personal / kept items contain ``p`` and
``rest(p) = in(p) - E_pii(p) - E_keep(p)`` the other occurrences of ``p`` in
the input (template words), the leaked count is
``clamp(out(p) - E_keep(p) - rest(p), 0, E_pii(p))``. An extractor whose
input text does not show all ``E_pii(p)`` occurrences cannot judge ``p``; if
neither can, the occurrence is counted as "non mesurable". A value leaks if
either extractor sees it. Decoys and ordinary words are counted the other
way round (lost = ``clamp(E_keep + rest - out, 0, E_keep)``).

Detection matching rule: a predicted span matches a truth item when it is on
the same page, has the same label, and one normalised text (casefolded,
whitespace collapsed) contains the other, the contained one being at least
half the longer's length or the truth value itself (so "Née le 21/05/1949"
matches the birth date "21/05/1949"). One-to-one, greedy in page order.
Offsets are not compared: they depend on the extractor.

The last line printed on stdout is one JSON object (benchmarks convention).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import time
import unicodedata
from collections import Counter, defaultdict
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_CORPUS = ROOT / "benchmarks" / "out" / "corpus"
DEFAULT_WORK = ROOT / "benchmarks" / "out" / "score"
PDFTOTEXT = "/usr/bin/pdftotext" if os.path.exists("/usr/bin/pdftotext") else "pdftotext"

CRITICAL_LABEL = "critique"
DECOY_KINDS = ("DECOY", "DATE")
GOALS = {
    "leak_recall": 0.995,
    "critical_leaks": 0,
    "docs_zero_leak": 0.95,
    "decoys_kept": 0.97,
    "ordinary_kept": 0.99,
    "pages_per_s": 10.0,
}

# ------------------------------------------------------------------ text


def normalize(text: str, keep_hyphens: bool = False) -> str:
    """Comparable text: NFKC, soft hyphens dropped, line-end hyphens joined, spaces collapsed.

    "inter-⏎vention" becomes "intervention"; with ``keep_hyphens`` it becomes
    "inter-vention" instead, which is right for a compound broken at its own
    hyphen ("Mont-⏎de-Marsan"). Probes are counted on both readings.
    """
    t = unicodedata.normalize("NFKC", text)
    t = t.replace("\u00ad", "").replace("\u2010", "-").replace("\u2011", "-").replace("\u2019", "'")
    if keep_hyphens:
        t = re.sub(r"-[ \t]*\r?\n\s*", "-", t)
    else:
        t = re.sub(r"(?<=[^\W\d_])-[ \t]*\r?\n\s*(?=[a-zà-ÿœ])", "", t)
        t = re.sub(r"-[ \t]*\r?\n\s*(?=[A-ZÀ-Ý])", "-", t)
    return re.sub(r"\s+", " ", t).strip()


_RX_CACHE: dict[tuple[str, bool], re.Pattern] = {}


def probe_rx(probe: str, ci: bool = False) -> re.Pattern:
    key = (probe, ci)
    rx = _RX_CACHE.get(key)
    if rx is None:
        body = r"\s+".join(re.escape(tok) for tok in normalize(probe).split(" "))
        rx = re.compile(r"(?<![\w@])" + body + r"(?![\w@])", re.IGNORECASE if ci else 0)
        _RX_CACHE[key] = rx
    return rx


def count(probe: str, text: str, ci: bool = False) -> int:
    return len(probe_rx(probe, ci).findall(text))


_WORD = re.compile(r"[^\W\d_]{3,}")


def word_counts(text: str) -> Counter:
    return Counter(_WORD.findall(text))


def extract_pdftotext(path: Path) -> list[str]:
    r = subprocess.run([PDFTOTEXT, "-enc", "UTF-8", str(path), "-"], capture_output=True, timeout=120)
    if r.returncode != 0:
        raise RuntimeError("pdftotext a échoué (%d)" % r.returncode)
    pages = r.stdout.decode("utf-8", "replace").split("\f")
    if pages and not pages[-1].strip():
        pages = pages[:-1]
    return pages


def extract_pypdf(path: Path) -> tuple[list[str], str]:
    """Page texts and every metadata string (info dictionary + XMP)."""
    import pypdf

    reader = pypdf.PdfReader(str(path))
    pages = []
    for p in reader.pages:
        try:
            pages.append(p.extract_text() or "")
        except Exception:  # a broken page must not stop the judgement
            pages.append("")
    meta = []
    try:
        for k, v in (reader.metadata or {}).items():
            meta.append(str(v))
    except Exception:
        pass
    try:
        root = reader.trailer["/Root"]
        if "/Metadata" in root:
            meta.append(root["/Metadata"].get_object().get_data().decode("utf-8", "replace"))
    except Exception:
        pass
    return pages, "\n".join(meta)


def extract_all(path: Path) -> dict:
    pt = extract_pdftotext(path)
    pp, meta = extract_pypdf(path)
    return {"pdftotext": normalize("\n".join(pt)), "pypdf": normalize("\n".join(pp)),
            "pdftotext_h": normalize("\n".join(pt), True), "pypdf_h": normalize("\n".join(pp), True),
            "pdftotext_words": word_counts(normalize("\n".join(pt))), "meta": meta,
            "pages_pdftotext": [normalize(x) for x in pt]}


# ------------------------------------------------------------------ leaks


def _items(truth: dict):
    for pg in truth["pages"]:
        for it in pg["items"]:
            yield pg["index"], it


def judge_document(truth: dict, src: dict, out: dict | None) -> dict:
    """Leaks, decoys and ordinary words of one document (``out`` None = no output)."""
    items = [it for _, it in _items(truth)]
    pii = [it for it in items if it["role"] == "pii"]
    keep = [it for it in items if it["role"] == "keep"]
    probes = sorted({p for it in items for p in it["probes"]})

    def is_ci(p):
        return "@" in p

    e_pii = {p: sum(count(p, normalize(it["text"]), is_ci(p)) or (p in it["probes"]) for it in pii) for p in probes}
    e_keep = {p: sum(count(p, normalize(it["text"]), is_ci(p)) or (p in it["probes"]) for it in keep) for p in probes}

    leaked_by_probe: dict[str, int] = {}
    lost_by_probe: dict[str, int] = {}
    unmeasurable: set[str] = set()
    for p in probes:
        best_leak = None
        best_lost = None
        for ex in ("pdftotext", "pypdf"):
            # both readings of line-end hyphens; the one that sees more of the input wins
            n_in, hy = max((count(p, src[ex], is_ci(p)), ""), (count(p, src[ex + "_h"], is_ci(p)), "_h"))
            rest = n_in - e_pii[p] - e_keep[p]
            if rest < 0:
                continue  # this extractor does not see every occurrence in the input
            n_out = count(p, out[ex + hy], is_ci(p)) if out else 0
            leak = max(0, min(e_pii[p], n_out - e_keep[p] - rest)) if out else 0
            lost = max(0, min(e_keep[p], e_keep[p] + rest - n_out)) if out else 0
            best_leak = leak if best_leak is None else max(best_leak, leak)
            best_lost = lost if best_lost is None else min(best_lost, lost)
        if best_leak is None:
            unmeasurable.add(p)
        else:
            leaked_by_probe[p] = best_leak
            lost_by_probe[p] = best_lost

    # group identical occurrences; a group leaks as much as its worst probe
    groups: dict[tuple, dict] = {}
    for it in items:
        key = (it["role"], it["kind"], it["text"], it["subtype"] if it["role"] == "keep" else "", tuple(it["probes"]))
        g = groups.setdefault(key, {"item": it, "n": 0, "critical": False})
        g["n"] += 1
        g["critical"] = g["critical"] or it["critical"]
    per_kind = defaultdict(lambda: {"total": 0, "leaked": 0, "unmeasurable": 0})
    keep_kind = defaultdict(lambda: {"total": 0, "lost": 0, "unmeasurable": 0})
    critical = Counter()
    detail = []  # fictional values only: the corpus is invented, this helps debugging
    for (role, kind, text, sub, prb), g in groups.items():
        n = g["n"]
        if role == "pii":
            measurable = [p for p in prb if p not in unmeasurable]
            slot = per_kind[kind]
            slot["total"] += n
            if not measurable:
                slot["unmeasurable"] += n
                continue
            leaked = min(n, max(leaked_by_probe[p] for p in measurable))
            slot["leaked"] += leaked
            if leaked:
                detail.append({"kind": kind, "text": text, "leaked": leaked, "of": n})
            if g["critical"] and leaked:
                critical[kind] += leaked
        else:
            name = "DATE_SOINS" if kind == "DATE" else (sub if kind == "DECOY" else "ORDINAIRE_" + sub)
            slot = keep_kind[name]
            slot["total"] += n
            measurable = [p for p in prb if p not in unmeasurable]
            if not measurable:
                slot["unmeasurable"] += n
                continue
            lost = min(n, max(lost_by_probe[p] for p in measurable))
            slot["lost"] += lost
            if lost:
                detail.append({"kind": name, "text": text, "lost": lost, "of": n})

    # metadata (info dictionary + XMP) must not name the patient
    meta_leaks = 0
    for it in truth.get("metadata_items", []):
        if out and any(p in out["meta"] for p in it["probes"]):
            meta_leaks += 1
    if truth.get("metadata_items"):
        per_kind["METADONNEES"]["total"] += len(truth["metadata_items"])
        per_kind["METADONNEES"]["leaked"] += meta_leaks
        if meta_leaks:
            critical["METADONNEES"] += meta_leaks

    # ordinary words: every word of the input not part of a personal value
    removable = Counter()
    for it in pii:
        removable.update(_WORD.findall(normalize(it["text"])))
        removable.update(w for w in it.get("removable", []) if len(w) >= 3)
    words_in = src["pdftotext_words"]
    words_out = out["pdftotext_words"] if out else Counter()
    w_total = w_kept = 0
    for w, n in words_in.items():
        base = max(0, n - removable.get(w, 0))
        w_total += base
        w_kept += min(words_out.get(w, 0), base)

    return {"leaks": {k: dict(v) for k, v in per_kind.items()},
            "critical": dict(critical),
            "kept": {k: dict(v) for k, v in keep_kind.items()},
            "words": {"total": w_total, "kept": w_kept if out else 0},
            "unmeasurable_probes": len(unmeasurable), "detail": detail}


# ------------------------------------------------------------------ detection


def _dnorm(t: str) -> str:
    return normalize(t).casefold()


def _dmatch(pred: str, gold: str) -> bool:
    if gold in pred:
        return True
    return pred in gold and len(pred) >= 0.5 * len(gold)


def score_detection(truth: dict, spans: list[dict]) -> dict:
    """Per-label tp/fp/fn for one document (labels of personal values + DATE)."""
    gold_by_page = defaultdict(list)
    keep_by_page = defaultdict(list)
    for page, it in _items(truth):
        if it["role"] == "pii" or it["kind"] == "DATE":
            gold_by_page[page].append(it)
        else:
            keep_by_page[page].append(_dnorm(it["text"]))
    stats = defaultdict(lambda: {"tp": 0, "fp": 0, "fn": 0})
    any_stats = {"tp": 0, "fp": 0, "fn": 0}
    decoy_hits = 0
    preds_by_page = defaultdict(list)
    for s in spans:
        preds_by_page[int(s["page"])].append(s)
    for page in set(gold_by_page) | set(preds_by_page):
        golds = gold_by_page.get(page, [])
        preds = [(s["label"], _dnorm(s["text"])) for s in preds_by_page.get(page, [])]
        used = [False] * len(preds)
        used_any = [False] * len(preds)
        for g in golds:
            gt = _dnorm(g["text"])
            hit = next((i for i, (lab, pt) in enumerate(preds) if not used[i] and lab == g["kind"] and _dmatch(pt, gt)), None)
            if hit is None:
                stats[g["kind"]]["fn"] += 1
            else:
                used[hit] = True
                stats[g["kind"]]["tp"] += 1
            hit_any = next((i for i, (lab, pt) in enumerate(preds) if not used_any[i] and _dmatch(pt, gt)), None)
            if hit_any is None:
                any_stats["fn"] += 1
            else:
                used_any[hit_any] = True
                any_stats["tp"] += 1
        for i, (lab, pt) in enumerate(preds):
            if not used[i]:
                stats[lab]["fp"] += 1
            if not used_any[i]:
                # a span inside a personal value of another label still hides personal data
                if any(pt in _dnorm(g["text"]) or _dnorm(g["text"]) in pt for g in golds):
                    continue
                any_stats["fp"] += 1
                if any(k in pt or pt in k for k in keep_by_page.get(page, []) if len(pt) >= 2):
                    decoy_hits += 1
    return {"labels": {k: dict(v) for k, v in stats.items()}, "any": any_stats, "decoy_hits": decoy_hits}


def prf(tp: int, fp: int, fn: int) -> dict:
    p = tp / (tp + fp) if tp + fp else None
    r = tp / (tp + fn) if tp + fn else None
    f = 2 * p * r / (p + r) if p and r else (0.0 if p is not None and r is not None else None)
    return {"tp": tp, "fp": fp, "fn": fn, "precision": p, "recall": r, "f1": f}


# ------------------------------------------------------------------ engines


def run_caviard(pdf: Path, work: Path, python: str, timeout: int, skip_detect: bool) -> dict:
    name = pdf.stem
    out_pdf = work / "out" / (name + ".pdf")
    report = work / "out" / (name + ".report.json")
    det = work / "detect" / (name + ".json")
    for p in (out_pdf, report, det):
        p.unlink(missing_ok=True)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    res: dict = {"name": name}
    t0 = time.perf_counter()
    try:
        r = subprocess.run([python, "-m", "app", "anonymize", str(pdf), "-o", str(out_pdf), "--report", str(report)],
                           cwd=ROOT, env=env, capture_output=True, timeout=timeout)
        res["rc"] = r.returncode
        res["stderr_tail"] = r.stderr.decode("utf-8", "replace").strip().splitlines()[-1:] if r.returncode else []
    except subprocess.TimeoutExpired:
        res["rc"] = "timeout"
    res["seconds"] = time.perf_counter() - t0
    res["output"] = str(out_pdf) if out_pdf.exists() and res["rc"] == 0 else None
    if not skip_detect:
        t0 = time.perf_counter()
        try:
            r = subprocess.run([python, "-m", "app", "detect", str(pdf), "--json", str(det)], cwd=ROOT, env=env,
                               capture_output=True, timeout=timeout)
            res["detect_rc"] = r.returncode
        except subprocess.TimeoutExpired:
            res["detect_rc"] = "timeout"
        res["detect_seconds"] = time.perf_counter() - t0
        res["detect"] = str(det) if det.exists() else None
    return res


def run_peer_batch(pdfs: list[Path], work: Path, peer_python: str, timeout: int) -> dict[str, dict]:
    """The peer baseline processes the whole list in one process (see benchmarks/peer_presidio.py)."""
    outdir = work / "out"
    listing = work / "inputs.txt"
    listing.write_text("\n".join(str(p) for p in pdfs), encoding="utf-8")
    timings = work / "peer_timings.json"
    subprocess.run([peer_python, str(ROOT / "benchmarks" / "peer_presidio.py"), "--inputs", str(listing),
                    "--outdir", str(outdir), "--detect-dir", str(work / "detect"), "--timings", str(timings)],
                   cwd=ROOT, check=True, timeout=timeout * max(1, len(pdfs)))
    data = json.loads(timings.read_text(encoding="utf-8"))
    load = float(data.get("load_seconds", 0.0))
    results = {}
    for p in pdfs:
        t = data["documents"].get(p.stem, {})
        out_pdf = outdir / (p.stem + ".pdf")
        det = work / "detect" / (p.stem + ".json")
        # like Caviard's CLI, one process per document: the load time is paid per document
        results[p.stem] = {"name": p.stem, "rc": t.get("rc", 1), "seconds": t.get("seconds", 0.0) + load,
                           "warm_seconds": t.get("seconds", 0.0),
                           "output": str(out_pdf) if out_pdf.exists() and t.get("rc") == 0 else None,
                           "detect": str(det) if det.exists() else None, "detect_rc": 0,
                           "detect_seconds": t.get("seconds", 0.0)}
    results["__load__"] = {"seconds": load}
    return results


# ------------------------------------------------------------------ main


def model_status(work: Path, names: list[str]) -> str:
    """What the reports say about the NER model (rules only, or which model)."""
    seen = set()
    for n in names:
        try:
            m = json.loads((work / "out" / (n + ".report.json")).read_text(encoding="utf-8")).get("model") or {}
        except (OSError, ValueError):
            continue
        if m.get("ran"):
            seen.add("modèle %s (sha256 %s…)" % (m.get("model_id"), str(m.get("sha256"))[:12]))
        else:
            seen.add("règles seules (modèle NER indisponible)")
    return " ; ".join(sorted(seen)) or "inconnu"


def _pct(x):
    return "n/a" if x is None else "%.2f %%" % (100 * x)


def aggregate(per_doc: list[dict], pages_total: int, elapsed_anon: float, label: str) -> dict:
    leaks = defaultdict(lambda: {"total": 0, "leaked": 0, "unmeasurable": 0})
    kept = defaultdict(lambda: {"total": 0, "lost": 0, "unmeasurable": 0})
    critical = Counter()
    det = defaultdict(lambda: {"tp": 0, "fp": 0, "fn": 0})
    det_any = {"tp": 0, "fp": 0, "fn": 0}
    decoy_hits = 0
    words_total = words_kept = 0
    failures = Counter()
    zero = 0
    for d in per_doc:
        j = d["judgement"]
        for k, v in j["leaks"].items():
            for f in v:
                leaks[k][f] += v[f]
        critical.update(j["critical"])
        if d["rc"] == 0:  # a failed export is counted as a failure, not as lost words
            for k, v in j["kept"].items():
                for f in v:
                    kept[k][f] += v[f]
            words_total += j["words"]["total"]
            words_kept += j["words"]["kept"]
        if d["rc"] != 0:
            failures[str(d["rc"])] += 1
        elif sum(v["leaked"] for v in j["leaks"].values()) == 0:
            zero += 1
        if d.get("detection"):
            for k, v in d["detection"]["labels"].items():
                for f in v:
                    det[k][f] += v[f]
            for f in det_any:
                det_any[f] += d["detection"]["any"][f]
            decoy_hits += d["detection"]["decoy_hits"]
    n_docs = len(per_doc)
    tot = sum(v["total"] - v["unmeasurable"] for v in leaks.values())
    leaked = sum(v["leaked"] for v in leaks.values())
    decoy_rows = {k: v for k, v in kept.items() if not k.startswith("ORDINAIRE_")}
    ord_rows = {k: v for k, v in kept.items() if k.startswith("ORDINAIRE_")}
    dec_t = sum(v["total"] - v["unmeasurable"] for v in decoy_rows.values())
    dec_l = sum(v["lost"] for v in decoy_rows.values())
    ord_t = sum(v["total"] - v["unmeasurable"] for v in ord_rows.values())
    ord_l = sum(v["lost"] for v in ord_rows.values())
    pages_ok = sum(d["pages"] for d in per_doc if d["rc"] == 0)
    summary = {
        "engine": label,
        "documents": n_docs,
        "pages": pages_total,
        "leak_recall": (1 - leaked / tot) if tot else None,
        "leaked": leaked,
        "values_judged": tot,
        "unmeasurable": sum(v["unmeasurable"] for v in leaks.values()),
        "critical_leaks": sum(critical.values()),
        "docs_zero_leak": zero / n_docs if n_docs else None,
        "decoys_kept": (1 - dec_l / dec_t) if dec_t else None,
        "surname_words_kept": (1 - ord_l / ord_t) if ord_t else None,
        "ordinary_kept": words_kept / words_total if words_total else None,
        "failures": dict(failures),
        "anonymize_seconds": round(elapsed_anon, 2),
        "pages_per_s": pages_ok / elapsed_anon if elapsed_anon and pages_ok else None,
        "detection_any": prf(**det_any),
        "decoys_flagged_by_detect": decoy_hits,
    }
    return {"summary": summary,
            "leaks_by_kind": {k: dict(v, rate=(v["leaked"] / (v["total"] - v["unmeasurable"]) if v["total"] > v["unmeasurable"] else None)) for k, v in sorted(leaks.items())},
            "critical_by_kind": dict(critical),
            "kept_by_kind": {k: dict(v) for k, v in sorted(kept.items())},
            "detection_by_label": {k: prf(**v) for k, v in sorted(det.items())}}


def markdown(res: dict, command: str) -> str:
    s = res["summary"]
    ok = lambda v, goal, higher=True: "" if v is None else ("✅" if (v >= goal if higher else v <= goal) else "❌")  # noqa: E731
    lines = ["### Qualité de bout en bout (%s)" % s["engine"], "",
             "Commande : `%s`" % command, "",
             "%d documents, %d pages. Sortie jugée par pdftotext (poppler) et pypdf, jamais par PyMuPDF." % (s["documents"], s["pages"]), ""] + (
             ["Détection utilisée par `anonymize` : %s." % s["model"], ""] if s.get("model") else []) + [
             "| Mesure | Valeur | Objectif | |", "|---|---|---|---|",
             "| Rappel anti-fuite (valeurs masquées / valeurs à masquer) | %s (%d fuites sur %d) | ≥ 99,5 %% | %s |" % (_pct(s["leak_recall"]), s["leaked"], s["values_judged"], ok(s["leak_recall"], GOALS["leak_recall"])),
             "| Fuites critiques (DDN, NIR, IPP, courriel, nom/prénom du patient, métadonnées) | %d | 0 | %s |" % (s["critical_leaks"], ok(s["critical_leaks"], 0, higher=False)),
             "| Documents sans aucune fuite (échecs comptés comme non conformes) | %s | ≥ 95 %% | %s |" % (_pct(s["docs_zero_leak"]), ok(s["docs_zero_leak"], GOALS["docs_zero_leak"])),
             "| Leurres conservés (éponymes, dates de soins, biologie, codes, salles ; documents écrits) | %s | ≥ 97 %% | %s |" % (_pct(s["decoys_kept"]), ok(s["decoys_kept"], GOALS["decoys_kept"])),
             "| Mots ordinaires conservés (tous les mots hors données personnelles ; documents écrits) | %s | ≥ 99 %% | %s |" % (_pct(s["ordinary_kept"]), ok(s["ordinary_kept"], GOALS["ordinary_kept"])),
             "| dont noms communs homonymes de patronymes (« boulanger ») et mots coupés | %s | | |" % _pct(s["surname_words_kept"]),
             "| Échecs (code de sortie ≠ 0) | %s | | |" % (", ".join("%s×%s" % (n, c) for c, n in s["failures"].items()) or "aucun"),
             "| Débit de bout en bout (commande `anonymize`, démarrage compris) | %s pages/s | ≥ 10 | %s |" % ("n/a" if s["pages_per_s"] is None else "%.1f" % s["pages_per_s"], ok(s["pages_per_s"], GOALS["pages_per_s"])),
             ] + (["| Débit à chaud (chargement du modèle payé une seule fois) | %.1f pages/s | | |" % s["pages_per_s_warm"]] if s.get("pages_per_s_warm") else []) + [
             "| Valeurs non mesurables (extracteurs aveugles sur l'entrée) | %d | | |" % s["unmeasurable"],
             "", "Fuites par type :", "", "| Type | Valeurs | Fuites | Taux de fuite |", "|---|---|---|---|"]
    for k, v in res["leaks_by_kind"].items():
        lines.append("| %s | %d | %d | %s |" % (k, v["total"] - v["unmeasurable"], v["leaked"], _pct(v["rate"])))
    lines += ["", "Conservation par type de leurre :", "", "| Leurre | Occurrences | Perdues |", "|---|---|---|"]
    for k, v in res["kept_by_kind"].items():
        lines.append("| %s | %d | %d |" % (k, v["total"] - v["unmeasurable"], v["lost"]))
    if res["detection_by_label"]:
        da = s["detection_any"]
        lines += ["", "Détection (`python -m app detect`), appariement page + texte + type :", "",
                  "| Type | Précision | Rappel | F1 | VP | FP | FN |", "|---|---|---|---|---|---|---|"]
        for k, v in res["detection_by_label"].items():
            lines.append("| %s | %s | %s | %s | %d | %d | %d |" % (k, _pct(v["precision"]), _pct(v["recall"]), _pct(v["f1"]), v["tp"], v["fp"], v["fn"]))
        lines.append("| **tous types confondus** (type ignoré) | %s | %s | %s | %d | %d | %d |" % (_pct(da["precision"]), _pct(da["recall"]), _pct(da["f1"]), da["tp"], da["fp"], da["fn"]))
        lines.append("")
        lines.append("Fausses alertes tombant sur un leurre ou un mot ordinaire : %d." % s["decoys_flagged_by_detect"])
    return "\n".join(lines) + "\n"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="Évaluation de bout en bout sur le corpus fictif")
    ap.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    ap.add_argument("--work", type=Path, default=None)
    ap.add_argument("--engine", choices=["caviard", "peer"], default="caviard")
    ap.add_argument("--python", default=str(ROOT / ".venv" / "bin" / "python"))
    ap.add_argument("--peer-python", default=str(ROOT / "benchmarks" / "out" / "peer-venv" / "bin" / "python"))
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--limit", type=int, default=0)
    ap.add_argument("--timeout", type=int, default=300)
    ap.add_argument("--skip-detect", action="store_true")
    ap.add_argument("--md", type=Path, default=None, help="écrire le résumé Markdown ici")
    ap.add_argument("--rejudge", action="store_true",
                    help="ne relance pas l'outil : rejuge les sorties et codes de sortie du passage précédent")
    a = ap.parse_args(argv)

    work = a.work or (DEFAULT_WORK if a.engine == "caviard" else DEFAULT_WORK.parent / "score_peer")
    for sub in ("out", "detect", "extract"):
        (work / sub).mkdir(parents=True, exist_ok=True)
    manifest = json.loads((a.corpus / "manifest.json").read_text(encoding="utf-8"))
    docs = manifest["documents"][: a.limit or None]
    pdfs = [a.corpus / d["pdf"] for d in docs]

    t0 = time.perf_counter()
    if a.rejudge:
        prev = json.loads((work / "results.json").read_text(encoding="utf-8"))
        runs = {}
        for d in prev["documents"]:
            out_pdf, det = work / "out" / (d["name"] + ".pdf"), work / "detect" / (d["name"] + ".json")
            runs[d["name"]] = {"name": d["name"], "rc": d["rc"], "seconds": d["seconds"], "warm_seconds": d["seconds"],
                               "output": str(out_pdf) if d["rc"] == 0 and out_pdf.exists() else None,
                               "detect": str(det) if det.exists() else None, "stderr_tail": d.get("stderr_tail", [])}
        runs["__load__"] = {"seconds": prev["summary"].get("load_seconds", 0.0)}
        elapsed = prev["summary"]["anonymize_seconds"]
        warm = sum(r["warm_seconds"] for k, r in runs.items() if k != "__load__")
    elif a.engine == "caviard":
        with ThreadPoolExecutor(max_workers=max(1, a.jobs)) as ex:
            runs = {r["name"]: r for r in ex.map(lambda p: run_caviard(p, work, a.python, a.timeout, a.skip_detect), pdfs)}
        elapsed = sum(r["seconds"] for r in runs.values()) / max(1, a.jobs)
    else:
        runs = run_peer_batch(pdfs, work, a.peer_python, a.timeout)
        elapsed = sum(r["seconds"] for k, r in runs.items() if k != "__load__")
        warm = sum(r["warm_seconds"] for k, r in runs.items() if k != "__load__")
    wall = time.perf_counter() - t0

    per_doc = []
    for d, pdf in zip(docs, pdfs):
        truth = json.loads((a.corpus / d["truth"]).read_text(encoding="utf-8"))
        src = extract_all(pdf)
        r = runs[d["name"]]
        out = extract_all(Path(r["output"])) if r.get("output") else None
        if r["rc"] == 0 and out is None:
            r["rc"] = "no-output"
        j = judge_document(truth, src, out)
        det = None
        if r.get("detect"):
            spans = json.loads(Path(r["detect"]).read_text(encoding="utf-8"))["spans"]
            det = score_detection(truth, spans)
        per_doc.append({"name": d["name"], "pages": d["pages"], "producers": d.get("producers") or [d.get("producer", "?")], "rc": r["rc"],
                        "seconds": round(r["seconds"], 3), "judgement": j, "detection": det,
                        "stderr_tail": r.get("stderr_tail", [])})
    res = aggregate(per_doc, sum(d["pages"] for d in docs), elapsed, a.engine)
    res["summary"]["model"] = model_status(work, [d["name"] for d in docs]) if a.engine == "caviard" else None
    res["summary"]["wall_seconds"] = round(wall, 1)
    if a.engine == "peer" and "__load__" in runs:
        res["summary"]["load_seconds"] = round(runs["__load__"]["seconds"], 2)
        res["summary"]["pages_per_s_warm"] = sum(d["pages"] for d in per_doc if d["rc"] == 0) / warm if warm else None
    res["documents"] = [{k: v for k, v in d.items() if k != "detection"} | {"leaked": sum(x["leaked"] for x in d["judgement"]["leaks"].values())} for d in per_doc]
    cmd = "%s tools/score_eval.py --corpus %s%s" % (".venv/bin/python", os.path.relpath(a.corpus, ROOT), " --engine peer" if a.engine == "peer" else "")
    (work / "results.json").write_text(json.dumps(res, ensure_ascii=False, indent=1, default=str), encoding="utf-8")
    md = markdown(res, cmd)
    (work / "results.md").write_text(md, encoding="utf-8")
    if a.md:
        a.md.write_text(md, encoding="utf-8")
    print(md)
    s = res["summary"]
    print(json.dumps({"name": "quality_" + a.engine, "leak_recall": s["leak_recall"], "critical_leaks": s["critical_leaks"],
                      "docs_zero_leak": s["docs_zero_leak"], "decoys_kept": s["decoys_kept"],
                      "ordinary_kept": s["ordinary_kept"], "failures": s["failures"], "pages_per_s": s["pages_per_s"],
                      "detection_f1_any": s["detection_any"]["f1"], "documents": s["documents"], "pages": s["pages"],
                      "results": os.path.relpath(work / "results.json", ROOT)}, default=str))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
