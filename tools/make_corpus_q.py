"""Corpus Q: 40 fictional French clinical PDFs from four producers, with ground truth for tools/score_eval.py.

Producers (10 documents each, round robin):
  * xhtml2pdf 0.2.16 (HTML + CSS, its own layout engine on ReportLab)
  * PDFKit 0.15.0 for Node (text placed by PDFKit's own line wrapping)
  * Gnumeric ssconvert 1.12.55 (openpyxl .xlsx workbook, one sheet per page, converted to PDF)
  * fpdf2 2.8.1 with a hand-written flow/table layout (multi_cell + bordered cells);
    stands in for mPDF, which Debian bookworm does not package (no php-mpdf).

Every name, number and address is invented. Page indexes in truth files start at 0.

Set-up (Debian 12, as root):
    apt-get update
    apt-get install -y --no-install-recommends gnumeric fonts-dejavu-core fonts-dejavu-extra poppler-utils nodejs npm
    python3 -m venv tools/_cache/corpusq-venv
    tools/_cache/corpusq-venv/bin/pip install xhtml2pdf==0.2.16 fpdf2==2.8.1 pypdf==4.3.1 openpyxl==3.1.5
    npm install --prefix tools/_cache/corpusq-node pdfkit@0.15.0

Generation:
    tools/_cache/corpusq-venv/bin/python tools/make_corpus_q.py --seed 151 --docs 40

Writes benchmarks/out/corpus_q/{manifest.json,pdf/,truth/}; exits 1 if the self-check
(pypdf + pdftotext find every personal value and decoy on its page) fails for any document.
"""
from __future__ import annotations

import argparse
import json
import random
import shutil
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.dont_write_bytecode = True  # write nothing next to tools/score_eval.py, which the self-check imports
sys.path.insert(0, str(ROOT / "tools"))

from corpus_q import build, templates, render_fpdf, render_gnumeric, render_pdfkit, render_xhtml, verify  # noqa: E402
from corpus_q.model import truth_of  # noqa: E402

PRODUCERS = ["xhtml2pdf", "pdfkit", "ssconvert", "fpdf2"]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=151)
    ap.add_argument("--docs", type=int, default=40)
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "out" / "corpus_q")
    a = ap.parse_args(argv)
    t0 = time.time()
    out = a.out
    if out.exists():
        shutil.rmtree(out)
    (out / "pdf").mkdir(parents=True)
    (out / "truth").mkdir()
    work = ROOT / "tools" / "_cache" / "corpusq-work"
    if work.exists():
        shutil.rmtree(work)
    work.mkdir(parents=True)
    versions = {"xhtml2pdf": render_xhtml.version(), "pdfkit": render_pdfkit.version(),
                "ssconvert": render_gnumeric.version(), "fpdf2": render_fpdf.version()}

    # document types: shuffled rounds over every template, so each type appears 2 or 3 times in 40
    order_rng = random.Random("types-%d" % a.seed)
    order = []
    while len(order) < a.docs:
        rnd = list(range(len(templates.ALL)))
        order_rng.shuffle(rnd)
        order += rnd
    docs = []
    for i in range(a.docs):
        prod = PRODUCERS[i % 4]
        rng = random.Random("%d-%d" % (a.seed, i))
        name = "q%03d_%s" % (i + 1, prod)
        d = build.make_doc(rng, i, prod, name, order[i])
        d.name = name = "%s_%s" % (name, d.doctype)
        if prod == "ssconvert":
            d.meta_title = None  # ssconvert writes no document title
        docs.append((prod, d))

    pdfkit_jobs = []
    for prod, d in docs:
        pdf = out / "pdf" / (d.name + ".pdf")
        if prod == "xhtml2pdf":
            render_xhtml.render(d, pdf)
        elif prod == "fpdf2":
            render_fpdf.render(d, pdf)
        elif prod == "ssconvert":
            render_gnumeric.render(d, pdf, work)
        else:
            pdfkit_jobs.append((d, pdf))
    if pdfkit_jobs:
        render_pdfkit.render_batch(pdfkit_jobs, work)
        # PDFKit's own wrapping may cut a value after a slash: retry those documents with a narrower column
        for narrow in range(1, 7):
            bad = [(d, p) for d, p in pdfkit_jobs if verify.check(p, truth_of(d), len(d.pages))]
            if not bad:
                break
            print("pdfkit: %d document(s) re-laid out with width -%d pt" % (len(bad), 9 * narrow))
            render_pdfkit.render_batch(bad, work, narrow)

    manifest = {"corpus": "corpus_q", "seed": a.seed, "generator": "tools/make_corpus_q.py",
                "producers": versions, "documents": []}
    failed = 0
    kinds = Counter()
    crit = Counter()
    decoys = Counter()
    pages_by_prod = Counter()
    for prod, d in docs:
        truth = truth_of(d)
        truth["producer"] = versions[prod]
        (out / "truth" / (d.name + ".json")).write_text(json.dumps(truth, ensure_ascii=False, indent=1), encoding="utf-8")
        n = len(d.pages)
        pdf = out / "pdf" / (d.name + ".pdf")
        probs = verify.check(pdf, truth, n)
        if probs:
            failed += 1
            print("FAIL %s:\n  %s" % (d.name, "\n  ".join(probs[:12])))
        manifest["documents"].append({"name": d.name, "pdf": "pdf/%s.pdf" % d.name, "truth": "truth/%s.json" % d.name,
                                      "pages": n, "producer": versions[prod], "producers": [versions[prod]],
                                      "doctype": d.doctype})
        pages_by_prod[prod] += n
        for pg in truth["pages"]:
            for it in pg["items"]:
                if it["role"] == "pii":
                    kinds[it["kind"]] += 1
                    crit[it["kind"]] += it["critical"]
                else:
                    decoys[it["kind"] if it["kind"] != "DECOY" else "DECOY/" + it["subtype"]] += 1
        kinds["METADONNEES"] += len(truth["metadata_items"])
    (out / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")

    print("\n== corpus Q: %d documents, %d pages, %.1f s" % (len(docs), sum(pages_by_prod.values()), time.time() - t0))
    for p in PRODUCERS:
        print("  %-10s %-40s docs=%d pages=%d" % (p, versions[p], sum(1 for q, _ in docs if q == p), pages_by_prod[p]))
    print("  personal values by kind (critical):")
    for k, v in sorted(kinds.items()):
        print("    %-18s %4d  (%d)" % (k, v, crit[k]))
    print("  personal values total: %d" % sum(kinds.values()))
    print("  kept items: %d  %s" % (sum(decoys.values()), dict(sorted(decoys.items()))))
    print("  self-check: %s" % ("OK" if not failed else "%d document(s) FAILED" % failed))
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
