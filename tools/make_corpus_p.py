#!/usr/bin/env python3
"""Corpus P: 40 fictional French clinical PDFs with ground truth, for tools/score_eval.py.

Independent of the anonymizer's code. All people, numbers and establishments are invented.
Four producers, 10 documents each: LibreOffice Writer (flat ODT -> soffice), WeasyPrint, reportlab, wkhtmltopdf.

Set-up (once):
    sudo apt-get install -y libreoffice-writer wkhtmltopdf poppler-utils fonts-dejavu-core fonts-liberation
    python3 -m venv tools/_cache/corpusp-venv
    tools/_cache/corpusp-venv/bin/pip install reportlab weasyprint pypdf

Generation (deterministic for a seed; exits 1 if any document fails the self-check):
    tools/_cache/corpusp-venv/bin/python tools/make_corpus_p.py --seed 149 --docs 40 --out benchmarks/out/corpus_p

(``python3 tools/make_corpus_p.py ...`` re-executes itself with that venv when it exists.)
Output: OUT/manifest.json, OUT/pdf/*.pdf, OUT/truth/*.json. Truth page indexes are 0-based.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
VENV_PY = HERE / "_cache" / "corpusp-venv" / "bin" / "python"
if VENV_PY.exists() and Path(sys.prefix).resolve() != (HERE / "_cache" / "corpusp-venv").resolve() and not os.environ.get("CORPUSP_NOVENV"):
    os.execv(str(VENV_PY), [str(VENV_PY), __file__] + sys.argv[1:])
sys.path.insert(0, str(HERE))

from corpus_p import model, render, templates, verify  # noqa: E402


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=149)
    ap.add_argument("--docs", type=int, default=40)
    ap.add_argument("--out", type=Path, default=HERE.parent / "benchmarks" / "out" / "corpus_p")
    a = ap.parse_args(argv)
    out = a.out
    if out.exists():
        shutil.rmtree(out)
    (out / "pdf").mkdir(parents=True)
    (out / "truth").mkdir(parents=True)
    profile = HERE / "_cache" / "corpusp-lo-profile"
    profile.mkdir(parents=True, exist_ok=True)
    os.environ.setdefault("SOURCE_DATE_EPOCH", "1700000000")

    master = random.Random(a.seed)
    builders = templates.BUILDERS
    order = [builders[i % len(builders)] for i in range(a.docs)]
    master.shuffle(order)
    manifest, failures = [], 0
    kinds, decoys = Counter(), Counter()
    for i in range(a.docs):
        rng = random.Random("%d-%d" % (a.seed, i))
        case = model.make_case(rng, i)
        doc = order[i](rng, case)
        producer = render.PRODUCERS[i % 4]
        if producer == "wkhtmltopdf":  # this wkhtmltopdf build (unpatched Qt) writes an empty title and no author
            doc.meta_items = []
        name = "p%03d_%s_%s" % (i + 1, doc.kind, producer)
        pdf = out / "pdf" / (name + ".pdf")
        render.render(producer, doc, pdf, random.Random("r-%d-%d" % (a.seed, i)), profile)
        placed, page_labels, npages = verify.assign_pages(list(doc.items()), pdf, producer)
        pages = [{"index": p, "items": []} for p in range(npages)]
        for p, it in placed:
            pages[p]["items"].append(it.json(p))
        for p in page_labels:
            lab = ("Page %d" % (p + 1)) if producer == "reportlab" else ("Page %d/%d" % (p + 1, npages))
            pages[p]["items"].append({"role": "keep", "kind": "DECOY", "subtype": "NUMERO_PAGE", "text": lab, "probes": [lab], "critical": False})
        truth = {"document": name, "producer": producer, "kind": doc.kind, "page_index_base": 0, "pages": pages,
                 "metadata_items": doc.meta_items}
        (out / "truth" / (name + ".json")).write_text(json.dumps(truth, ensure_ascii=False, indent=1), encoding="utf-8")
        errs = verify.check(truth, pdf)
        if npages > 2:
            errs.append("%d pages" % npages)
        status = "ok" if not errs else "ÉCHEC"
        failures += bool(errs)
        print("%-45s %-11s %d p.  %s %s" % (name, producer, npages, status, "; ".join(errs[:6])), flush=True)
        for pg in pages:
            for it in pg["items"]:
                if it["role"] == "pii":
                    kinds[it["kind"]] += 1
                else:
                    decoys[it["kind"] if it["kind"] != "DECOY" else it["subtype"]] += 1
        kinds["METADONNEES"] += len(doc.meta_items)
        manifest.append({"name": name, "pdf": "pdf/%s.pdf" % name, "truth": "truth/%s.json" % name, "pages": npages,
                         "producer": producer, "kind": doc.kind})
    (out / "manifest.json").write_text(json.dumps({"seed": a.seed, "documents": manifest}, ensure_ascii=False, indent=1), encoding="utf-8")
    print("personal values by kind:", json.dumps(dict(sorted(kinds.items())), ensure_ascii=False))
    print("kept items by kind:", json.dumps(dict(sorted(decoys.items())), ensure_ascii=False))
    print("documents: %d, pages: %d, failures: %d" % (len(manifest), sum(d["pages"] for d in manifest), failures))
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
