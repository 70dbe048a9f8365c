"""Corpus I: a held-out evaluation corpus of fictional French clinical PDFs, four producers.

Written without knowledge of the anonymisation tool (only tools/score_eval.py, the judge, was read).
Every name, identifier, address and establishment is invented (real French commune names only).

Producers (in rotation, none used by the other corpora):
  * pdfmake 0.2.10 (Node 20, server-side PdfPrinter, Liberation Sans), header/footer functions, tables, columns
  * jsPDF 2.5.1 + jspdf-autotable 3.8.2 (Node 20), text by coordinates, autotable grids, Liberation Sans embedded
  * LuaLaTeX: LuaHBTeX 1.15.0 (TeX Live 2022/Debian), fontspec (Liberation Sans), fancyhdr, tabular/longtable, hyperref
  * LibreOffice Writer 7.4.7.2 from .docx written by python-docx 1.1.2 (soffice --headless --convert-to pdf)
Verification: poppler pdftotext 22.12.0 (with and without -layout) and pypdf 7.1.1 (same version as the judge's venv).

Set-up (from the repository root):
  apt-get install -y --no-install-recommends texlive-luatex   # 2022.20230122-3: luaotfload was missing
  # already present on the reference machine: nodejs 20, npm, texlive-latex-extra, libreoffice-writer,
  # poppler-utils, fonts-liberation, fonts-dejavu-core
  python3 -m venv tools/_cache/corpusi-venv
  tools/_cache/corpusi-venv/bin/pip install python-docx==1.1.2 pypdf==7.1.1
  npm install --prefix tools/_cache/corpusi-node --save-exact pdfmake@0.2.10 jspdf@2.5.1 jspdf-autotable@3.8.2

Generate:
  tools/_cache/corpusi-venv/bin/python tools/make_corpus_i.py --seed 97 --docs 40 --out benchmarks/out/corpus_i

Output (--out): NAME.pdf, NAME.truth.json (format of tools/score_eval.py: pages[index 0-based].items with
role pii/keep, kind, subtype, critical, text, probes; metadata_items for /Title /Author /Subject), manifest.json.
Sources (.json for Node, .tex, .docx) stay in tools/_cache/corpusi-work/ for inspection.
Each document is checked page by page with the judge's own normalize()/count() on pdftotext, pdftotext -layout and
pypdf, then judged by score_eval.judge_document() with the input as output (every value must be measurable);
exit 1 if any document fails.
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

sys.path.insert(0, str(Path(__file__).resolve().parent))
from corpus_i import kinds_1, kinds_2, kinds_3, verify  # noqa: E402
from corpus_i.model import Doc  # noqa: E402
from corpus_i.pools import Case  # noqa: E402
from corpus_i.producers import LABELS, PRODUCERS, render_all  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
KINDS = {**kinds_1.KINDS, **kinds_2.KINDS, **kinds_3.KINDS}
ORDER = ["liaison", "biologie", "imagerie", "ordonnance", "cro", "anapath", "rcp", "anesth", "bulletin", "mutuelle",
         "ssr", "lettre_mt", "urgences", "certificat"]


def build_docs(seed: int, n: int):
    docs = []
    for i in range(n):
        r = random.Random("%d-%d" % (seed, i))
        kind = ORDER[i % len(ORDER)]
        producer = PRODUCERS[(i + i // len(ORDER)) % len(PRODUCERS)]  # shifted each round: kinds meet 3 producers
        d = Doc("i%02d_%s" % (i + 1, kind), kind, kind, producer)
        c = Case(r, year=r.choice([2023, 2024, 2025]))
        KINDS[kind](d, c, r)
        docs.append(d)
    return docs


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=97)
    ap.add_argument("--docs", type=int, default=40)
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "out" / "corpus_i")
    ap.add_argument("--work", type=Path, default=ROOT / "tools" / "_cache" / "corpusi-work")
    ap.add_argument("--node-modules", type=Path, default=ROOT / "tools" / "_cache" / "corpusi-node" / "node_modules")
    a = ap.parse_args(argv)
    t0 = time.perf_counter()
    out, work = a.out.resolve(), a.work.resolve()
    for d in (out, work):
        if d.exists():
            for f in d.iterdir():
                if f.is_file():
                    f.unlink()
        d.mkdir(parents=True, exist_ok=True)
    docs = build_docs(a.seed, a.docs)
    errors = render_all(docs, work, out, a.node_modules.resolve())
    manifest = {"corpus": "corpus_i", "seed": a.seed, "producers": LABELS, "documents": [], "pages": 0, "failed": []}
    for d in docs:
        pdf = out / (d.name + ".pdf")
        truth = d.truth()
        problems = ["production : " + errors[d.name]] if d.name in errors else verify.check(pdf, truth)
        if problems:
            manifest["failed"].append(d.name)
            print("ÉCHEC %s (%s) :\n  %s" % (d.name, d.producer, "\n  ".join(problems[:12])), file=sys.stderr)
            continue
        (out / (d.name + ".truth.json")).write_text(json.dumps(truth, ensure_ascii=False, indent=1), encoding="utf-8")
        counts = Counter()
        for pg in truth["pages"]:
            for it in pg["items"]:
                counts[("pii:" if it["role"] == "pii" else "keep:") + (it["subtype"] if it["kind"] == "DECOY" else it["kind"])] += 1
        counts["metadata"] = len(truth["metadata_items"])
        manifest["documents"].append({"name": d.name, "kind": d.kind, "producer": d.producer, "pdf": pdf.name,
                                      "truth": d.name + ".truth.json", "pages": truth["page_count"],
                                      "counts": dict(sorted(counts.items()))})
        manifest["pages"] += truth["page_count"]
    (out / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")
    by = Counter((d["producer"], d["kind"]) for d in manifest["documents"])
    print("%d documents écrits, %d pages, %d échecs, %.1f s" % (len(manifest["documents"]), manifest["pages"],
                                                              len(manifest["failed"]), time.perf_counter() - t0))
    for p in PRODUCERS:
        print("  %-12s %s" % (p, ", ".join("%s×%d" % (k, n) for (pp, k), n in sorted(by.items()) if pp == p)))
    return 1 if manifest["failed"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
