#!/usr/bin/env python3
"""Corpus O: 40 fictional French clinical PDFs from four producers not used elsewhere.

Producers (10 documents each): matplotlib's own PDF backend (3.9.2, fonttype 42, DejaVu
Sans), rkusa's npm "pdfjs" (2.5.4, its own writer, DejaVu Sans embedded), Scribus 1.5.8
(Debian bookworm, scripted under xvfb-run) and R 4.2.2's pdf() device (grDevices, Type 1
Helvetica, Latin-1 only: the R documents are written in Latin-1, "œ" as "oe", dashes as "-";
R draws "-" as a minus, so hyphens are written as U+00AD whose Latin-1 slot is the /hyphen glyph:
pdftotext reads "-", pypdf reads a soft hyphen that score_eval.normalize drops).

Set-up (once; caches are in tools/_cache/corpuso-*, git-ignored):

    apt-get update
    apt-get install -y --no-install-recommends scribus xvfb xauth r-base-core fonts-dejavu-core poppler-utils
    python3 -m venv tools/_cache/corpuso-venv
    tools/_cache/corpuso-venv/bin/pip install matplotlib==3.9.2 pypdf==7.1.1
    mkdir -p tools/_cache/corpuso-node && (cd tools/_cache/corpuso-node && npm init -y && npm install pdfjs@2.5.4 opentype.js@1.3.4)

Generation (deterministic for a seed: same texts, same truth; R, Scribus and
matplotlib stamp no fixed creation date in every case, so bytes may differ):

    python3 tools/make_corpus_o.py --seed 139 --docs 40 --out benchmarks/out/corpus_o

Output: OUT/manifest.json, OUT/pdf/*.pdf, OUT/truth/*.json in tools/score_eval.py's format
(page "index" is 0-based). The script then checks every PDF with score_eval's own
extractors and counting (tools/corpus_o/verify.py) and exits 1 if any value, decoy or
metadata probe cannot be counted in the input.
"""
from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import random
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

from corpus_o.content import Doc, make_patient  # noqa: E402
from corpus_o.kinds import KINDS, make_ctx  # noqa: E402
from corpus_o.layout import layout_page  # noqa: E402
from corpus_o import render_r, render_scribus  # noqa: E402

CACHE = ROOT / "tools" / "_cache"
VENV_PY = CACHE / "corpuso-venv" / "bin" / "python"
NODE_DIR = CACHE / "corpuso-node"
PRODUCERS = ["matplotlib", "pdfjs", "scribus", "r"]
META_FIELDS = {"matplotlib": {"title", "author", "subject", "keywords"},
               "pdfjs": {"title", "author", "subject", "keywords"},
               "scribus": {"title", "author"}, "r": {"title"}}
SCALE = {"matplotlib": 1.12, "pdfjs": 1.15, "scribus": 1.12, "r": 1.0}
LATIN1_MAP = {"œ": "oe", "Œ": "OE", "–": "-", "—": "-", "’": "'", "→": "->", "…": "...", "€": "EUR", "≥": ">=", "≤": "<="}


def latin1(obj):
    if isinstance(obj, str):
        for a, b in LATIN1_MAP.items():
            obj = obj.replace(a, b)
        obj.encode("latin-1")
        return obj
    if isinstance(obj, list):
        return [latin1(x) for x in obj]
    if isinstance(obj, tuple):
        return tuple(latin1(x) for x in obj)
    if isinstance(obj, dict):
        return {k: latin1(v) for k, v in obj.items()}
    return obj


def build(seed: int, n: int):
    docs = []
    for i in range(n):
        rng = random.Random(seed * 100003 + i)
        kind, fn = KINDS[i % len(KINDS)]
        producer = PRODUCERS[(i + i // len(KINDS)) % len(PRODUCERS)]
        care = dt.date(2024, 1, 8) + dt.timedelta(days=rng.randint(0, 640))
        p = make_patient(rng, i + seed, care.year, child=kind == "consultation_pediatrie")
        p.age = care.year - p.birth.year - ((care.month, care.day) < (p.birth.month, p.birth.day))
        c = make_ctx(rng, p, care, i + seed, kind)
        d = Doc(kind, kind)
        fn(d, p, c, rng)
        allowed = META_FIELDS[producer]
        d.meta = {k: v for k, v in d.meta.items() if k in allowed}
        d.meta_items = [m for m in d.meta_items if m["field"] in allowed]
        if producer == "r":
            d.pages, d.items, d.meta, d.meta_items = latin1(d.pages), latin1(d.items), latin1(d.meta), latin1(d.meta_items)
        name = "o%02d_%s_%s" % (i + 1, producer, kind)
        docs.append((name, producer, d))
    return docs


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=139)
    ap.add_argument("--docs", type=int, default=40)
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "out" / "corpus_o")
    ap.add_argument("--no-verify", action="store_true")
    a = ap.parse_args(argv)
    out = a.out.resolve()
    if out.exists():
        shutil.rmtree(out)
    (out / "pdf").mkdir(parents=True)
    (out / "truth").mkdir()
    docs = build(a.seed, a.docs)
    by_prod = {k: [] for k in PRODUCERS}
    for name, producer, d in docs:
        laid = [layout_page(pg, SCALE[producer]) for pg in d.pages]  # also checks that every page fits
        spec = {"out": str(out / "pdf" / (name + ".pdf")), "meta": d.meta, "id": "%032x" % (hash(name) & (2 ** 128 - 1)),
                "pages": laid if producer != "pdfjs" else d.pages}
        spec["id"] = "%032x" % random.Random(name).getrandbits(128)
        by_prod[producer].append(spec)
        (out / "truth" / (name + ".json")).write_text(json.dumps(d.truth(), ensure_ascii=False, indent=1), encoding="utf-8")
    work = CACHE / "corpuso-work"
    work.mkdir(parents=True, exist_ok=True)
    if by_prod["matplotlib"]:
        (work / "mpl.json").write_text(json.dumps(by_prod["matplotlib"], ensure_ascii=False), encoding="utf-8")
        subprocess.run([str(VENV_PY), str(ROOT / "tools" / "corpus_o" / "render_mpl.py"), str(work / "mpl.json")], check=True)
    if by_prod["pdfjs"]:
        (work / "pdfjs.json").write_text(json.dumps(by_prod["pdfjs"], ensure_ascii=False), encoding="utf-8")
        subprocess.run(["node", str(ROOT / "tools" / "corpus_o" / "render_pdfjs.js"), str(work / "pdfjs.json")], check=True,
                       env=dict(os.environ, CORPUSO_NODE=str(NODE_DIR)))
    if by_prod["scribus"]:
        render_scribus.render(by_prod["scribus"], work / "scribus")
    if by_prod["r"]:
        render_r.render(by_prod["r"], work / "r")
    manifest = []
    for name, producer, d in docs:
        manifest.append({"name": name, "pdf": "pdf/%s.pdf" % name, "truth": "truth/%s.json" % name,
                         "pages": len(d.pages), "producer": producer, "kind": d.kind})
    (out / "manifest.json").write_text(json.dumps({"corpus": "corpus_o", "seed": a.seed, "documents": manifest},
                                                  ensure_ascii=False, indent=1), encoding="utf-8")
    if a.no_verify:
        return 0
    r = subprocess.run([str(VENV_PY), str(ROOT / "tools" / "corpus_o" / "verify.py"), str(out)])
    return r.returncode


if __name__ == "__main__":
    raise SystemExit(main())
