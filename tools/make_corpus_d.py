"""Generate corpus D, a held-out evaluation corpus written independently of the product.

Usage (with the corpus venv, which has reportlab, fpdf2 and pypdf):
    tools/_cache/corpusd-venv/bin/python tools/make_corpus_d.py --seed 31 --docs 40 --out benchmarks/out/corpus_d

Writes ``d_NNN_<kind>.pdf`` + ``d_NNN_<kind>.truth.json`` (tools/score_eval.py's
ground-truth format) and ``manifest.json``, then re-extracts every PDF with
pdftotext and pypdf and checks that every probe of every item is visible on
its page. Exit status 1 if any document fails. Deterministic from the seed.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from corpus_d.build import GENERATOR_VERSION, WORDING, make_document, plan
from corpus_d.check import check_document


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=31)
    ap.add_argument("--docs", type=int, default=40)
    ap.add_argument("--out", default="benchmarks/out/corpus_d")
    ap.add_argument("--no-check", action="store_true")
    args = ap.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for old in list(out.glob("d_*.pdf")) + list(out.glob("d_*.truth.json")):
        old.unlink()
    docs, kinds_items, producers, failures = [], Counter(), Counter(), {}
    n_pages = 0
    for i, (kind, producer) in enumerate(plan(args.seed, args.docs)):
        truth, family = make_document(args.seed, i, kind, producer, out)
        name = truth["name"]
        docs.append({"name": name, "pdf": name + ".pdf", "truth": name + ".truth.json", "kind": kind,
                     "producers": truth["producers"], "pages": truth["page_count"], "font": family})
        n_pages += truth["page_count"]
        producers[producer] += 1
        for pg in truth["pages"]:
            for it in pg["items"]:
                kinds_items[it["kind"]] += 1
        if not args.no_check:
            problems = check_document(out / (name + ".pdf"), truth)
            if problems:
                failures[name] = problems
    manifest = {"seed": args.seed, "generator_version": GENERATOR_VERSION, "wording": WORDING, "documents": docs}
    (out / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")
    for name, problems in failures.items():
        print("ÉCHEC %s: %s" % (name, "; ".join(problems[:6])))
    print("corpus D: %d documents, %d pages, items %s, producteurs %s, contrôle %s" % (
        len(docs), n_pages, dict(sorted(kinds_items.items())), dict(producers),
        "non fait" if args.no_check else "%d/%d OK" % (len(docs) - len(failures), len(docs))))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
