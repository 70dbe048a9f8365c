#!/usr/bin/env python3
"""Corpus M: held-out fictional French hospital PDFs printed by four producers never used before.

Set-up (Debian, root; versions used when the corpus was written):
    apt-get install -y htmldoc libhpdf-dev libpodofo-dev php-cli php-fpdf
        # htmldoc 1.9.16, libhpdf 2.3.0 (libHaru, driven through ctypes), libpodofo 0.9.8 (g++ program
        # tools/corpus_m/podofo_draw.cpp, compiled on first use into tools/_cache/corpusm-build/),
        # php-fpdf 1.8.4 (tools/corpus_m/fpdf_draw.php); fonts: fonts-dejavu-core, fonts-liberation;
        # poppler-utils (pdftotext) for the verification.
    python3 -m venv tools/_cache/corpusm-venv && tools/_cache/corpusm-venv/bin/pip install pypdf==7.1.1
        # (any interpreter where `import pypdf` works is also fine; the venv above is picked up automatically)

Generation:
    python3 tools/make_corpus_m.py --seed 131 --docs 40 --out benchmarks/out/corpus_m

Layout of the output: manifest.json ({"documents": [{name, pdf, truth, pages, producer, kind}]}), pdf/*.pdf,
truth/*.json in the format read by tools/score_eval.py. Each PDF is checked with score_eval's own
normalize/count/extract functions (pdftotext + pypdf): every personal value and every decoy of the truth must be
countable in the input text by at least one extractor, metadata probes must be in the metadata; exit 1 otherwise.
Deterministic for a given seed (same texts and truths; producers stamp their own creation dates).
"""
from __future__ import annotations

import argparse
import glob
import json
import random
import shutil
import sys
from pathlib import Path

TOOLS = Path(__file__).resolve().parent
ROOT = TOOLS.parent
sys.path.insert(0, str(TOOLS))
try:
    import pypdf  # noqa: F401
except ImportError:
    for sp in glob.glob(str(TOOLS / "_cache" / "corpusm-venv" / "lib" / "python3*" / "site-packages")):
        sys.path.insert(0, sp)

import score_eval as SE  # noqa: E402
from corpus_m import render  # noqa: E402
from corpus_m.content import Ctx  # noqa: E402
from corpus_m.kinds import KINDS  # noqa: E402

PRODUCERS = ["htmldoc", "haru", "podofo", "fpdf"]
OFFSETS = [0, 2, 1, 3]


def build(seed, i):
    k = i % len(KINDS)
    variant = i // len(KINDS)
    producer = PRODUCERS[(k + OFFSETS[variant % 4]) % 4]
    rng = random.Random("%d-%d" % (seed, i))
    ctx = Ctx(rng, i, variant)
    kind, fn = KINDS[k]
    pages, meta, meta_items = fn(ctx)
    name = "m%02d_%s_%s" % (i + 1, kind, producer)
    doc = {"name": name, "pages": pages, "meta": meta, "base": [10, 9.5, 10, 9][i % 4],
           "htmlfont": ["sans", "serif", "sans", "serif"][variant % 4]}
    truth = {"name": name, "kind": kind, "producer": producer,
             "pages": [{"index": n, "items": render.page_items(pg)} for n, pg in enumerate(pages)],
             "metadata_items": meta_items}
    return doc, truth, producer, kind


def verify(pdf: Path, truth: dict, n_pages: int) -> list[str]:
    src = SE.extract_all(pdf)
    errs = []
    if len(src["pages_pdftotext"]) != n_pages:
        errs.append("pages: %d extracted, %d expected" % (len(src["pages_pdftotext"]), n_pages))
    items = [it for pg in truth["pages"] for it in pg["items"]]
    probes = sorted({p for it in items for p in it["probes"]})
    ci = lambda p: "@" in p  # noqa: E731
    for p in probes:
        e = sum(SE.count(p, SE.normalize(it["text"]), ci(p)) or (p in it["probes"]) for it in items)
        seen = []
        for ex in ("pdftotext", "pypdf"):
            n_in = max(SE.count(p, src[ex], ci(p)), SE.count(p, src[ex + "_h"], ci(p)))
            if n_in >= e:
                seen.append(ex)
        if not seen:
            errs.append("probe %r not found %d times" % (p, e))
    for it in truth.get("metadata_items", []):
        if not any(p in src["meta"] for p in it["probes"]):
            errs.append("metadata probe %r missing" % it["probes"])
    return errs


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=131)
    ap.add_argument("--docs", type=int, default=40)
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "out" / "corpus_m")
    a = ap.parse_args(argv)
    out = a.out
    if out.exists():
        shutil.rmtree(out)
    (out / "pdf").mkdir(parents=True)
    (out / "truth").mkdir(parents=True)
    work = TOOLS / "_cache" / "corpusm-work"
    manifest = {"name": "corpus_m", "seed": a.seed, "documents": []}
    failed = 0
    stats = {"pii": {}, "keep": {}, "pages": 0, "by_producer": {}}
    for i in range(a.docs):
        doc, truth, producer, kind = build(a.seed, i)
        pdf = out / "pdf" / (doc["name"] + ".pdf")
        render.produce(doc, producer, pdf, work, TOOLS / "corpus_m")
        (out / "truth" / (doc["name"] + ".json")).write_text(json.dumps(truth, ensure_ascii=False, indent=1), encoding="utf-8")
        errs = verify(pdf, truth, len(doc["pages"]))
        if errs:
            failed += 1
            print("FAIL %s: %s" % (doc["name"], "; ".join(errs[:6])), file=sys.stderr)
        n = len(doc["pages"])
        stats["pages"] += n
        stats["by_producer"].setdefault(producer, {}).setdefault(kind, 0)
        stats["by_producer"][producer][kind] += 1
        for pg in truth["pages"]:
            for it in pg["items"]:
                key = it["kind"] if it["role"] == "pii" else "%s/%s" % (it["kind"], it["subtype"])
                stats[it["role"]][key] = stats[it["role"]].get(key, 0) + 1
        stats["pii"]["METADONNEES"] = stats["pii"].get("METADONNEES", 0) + len(truth["metadata_items"])
        manifest["documents"].append({"name": doc["name"], "pdf": "pdf/%s.pdf" % doc["name"],
                                      "truth": "truth/%s.json" % doc["name"], "pages": n, "producer": producer, "kind": kind})
    (out / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")
    (out / "stats.json").write_text(json.dumps(stats, ensure_ascii=False, indent=1), encoding="utf-8")
    print(json.dumps({"documents": a.docs, "pages": stats["pages"], "failed": failed,
                      "pii": sum(stats["pii"].values()), "keep": sum(stats["keep"].values())}))
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
