#!/usr/bin/env python3
"""Corpus S: 40 fictional French clinical PDFs from four producers never used by earlier corpora.

Producers (10 documents each, by index modulo 4):
  groff -mom (+ tbl) -> PostScript -> ps2pdf   (stands in for Basser Lout: `lout` is not packaged in Debian bookworm)
  LibreOffice Draw: flat .fodg with text frames placed like a form -> soffice --headless --convert-to pdf
  pydyf: hand-written content streams, standard Helvetica / Helvetica-Bold with WinAnsiEncoding
  Inkscape: one multi-page SVG (<text>, per-word <tspan>, letter-spacing on titles) -> inkscape --export-type=pdf

Set-up (root, Debian bookworm):
  apt-get install -y --no-install-recommends groff ghostscript poppler-utils inkscape libreoffice-draw libreoffice-impress fonts-liberation
  python3 -m venv tools/_cache/corpuss-venv
  tools/_cache/corpuss-venv/bin/pip install pydyf==0.11.0 pypdf==7.1.1 fonttools==4.55.3

Generation (writes benchmarks/out/corpus_s/{manifest.json,pdf/,truth/}; exits 1 if a document fails its self-check):
  tools/_cache/corpuss-venv/bin/python tools/make_corpus_s.py --seed 163 --docs 40

Truth format: the one tools/score_eval.py reads; page "index" is 0-based. Personal values (role "pii") carry
kind, text, probes and "critical" (patient name/maiden name, birth date, NIR, INS, IPP, e-mail); kept items
(role "keep") are care dates (kind DATE), decoys (kind DECOY, subtype) and ordinary homonym words (kind MOT,
subtype PATRONYME/VILLE). metadata_items probe the patient's surname in the PDF info dictionary / XMP.
"""
import argparse
import json
import random
import shutil
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

from corpus_s import templates, verify  # noqa: E402
from corpus_s import render_groff, render_lo, render_pydyf, render_svg  # noqa: E402

PRODUCERS = ["groff-mom", "libreoffice-draw", "pydyf", "inkscape"]


def truth_of(doc, seed):
    return {"name": doc.name, "corpus": "S", "seed": seed, "producer": doc.producer, "doctype": doc.doctype,
            "pages": [{"index": i, "items": p.items} for i, p in enumerate(doc.pages)],
            "metadata_items": doc.metadata_items}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=163)
    ap.add_argument("--docs", type=int, default=40)
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "out" / "corpus_s")
    ap.add_argument("--only", default="", help="comma-separated producers (debugging)")
    a = ap.parse_args(argv)
    t0 = time.time()
    work = ROOT / "tools" / "_cache" / "corpuss-work"
    profile = ROOT / "tools" / "_cache" / "corpuss-lo-profile"
    for d in (a.out,):
        if d.exists():
            shutil.rmtree(d)
    if work.exists():
        shutil.rmtree(work)
    (a.out / "pdf").mkdir(parents=True)
    (a.out / "truth").mkdir(parents=True)
    work.mkdir(parents=True)
    judge = verify.load_judge()
    only = set(filter(None, a.only.split(",")))
    manifest = {"corpus": "S", "seed": a.seed, "documents": []}
    failed = []
    kinds, keeps, per_prod, crit = Counter(), Counter(), Counter(), 0
    pages_total = 0
    for idx in range(a.docs):
        producer = PRODUCERS[idx % 4]
        if only and producer not in only:
            continue
        rng = random.Random(a.seed * 1000 + idx)
        name = "s%03d_%s" % (idx + 1, producer.split("-")[0])
        doc = templates.build_document(rng, idx, name, producer)
        pdf = a.out / "pdf" / (name + ".pdf")
        if producer == "groff-mom":
            render_groff.render(doc, pdf, work)
        elif producer == "libreoffice-draw":
            render_lo.render(doc, pdf, work, profile)
        elif producer == "pydyf":
            render_pydyf.render(doc, pdf, work)
        else:
            render_svg.render(doc, pdf, work)
        truth = truth_of(doc, a.seed)
        (a.out / "truth" / (name + ".json")).write_text(json.dumps(truth, ensure_ascii=False, indent=1), encoding="utf-8")
        manifest["documents"].append({"name": name, "pdf": "pdf/%s.pdf" % name, "truth": "truth/%s.json" % name,
                                      "pages": len(doc.pages), "producer": producer, "producers": [producer], "doctype": doc.doctype})
        problems = verify.check(judge, pdf, truth, len(doc.pages))
        src_meta = judge.extract_pypdf(pdf)[1]
        for m in truth["metadata_items"]:
            if not any(p in src_meta for p in m["probes"]):
                problems.append("metadata probe absent: %s" % m["probes"])
        status = "OK" if not problems else "FAIL"
        print("%-24s %-17s %-20s %d p. %s" % (name, producer, doc.doctype, len(doc.pages), status), flush=True)
        for p in problems[:12]:
            print("    - " + p)
        if problems:
            failed.append(name)
        per_prod[producer] += 1
        pages_total += len(doc.pages)
        for pg in truth["pages"]:
            for it in pg["items"]:
                if it["role"] == "pii":
                    kinds[it["kind"]] += 1
                    crit += it["critical"]
                else:
                    keeps[it["kind"] if it["kind"] == "DATE" else "%s/%s" % (it["kind"], it["subtype"])] += 1
        kinds["METADONNEES"] += len(truth["metadata_items"])
    (a.out / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")
    print("\nDocuments par producteur :", dict(per_prod))
    print("Documents : %d, pages : %d" % (sum(per_prod.values()), pages_total))
    print("Valeurs personnelles par type :", dict(sorted(kinds.items())), "total", sum(kinds.values()), "dont critiques", crit)
    print("Éléments à garder lisibles :", dict(sorted(keeps.items())), "total", sum(keeps.values()))
    print("Durée : %.1f s" % (time.time() - t0))
    if failed:
        print("ÉCHEC de l'auto-vérification : %d document(s) : %s" % (len(failed), ", ".join(failed)))
        return 1
    print("Auto-vérification : %d/%d documents conformes" % (len(manifest["documents"]), len(manifest["documents"])))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
