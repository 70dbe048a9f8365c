"""Corpus R: 40 fictional French clinical PDFs from four producers no earlier corpus used.

Set-up (Debian 12, as root):
    apt-get update
    apt-get install -y a2ps ghostscript poppler-utils fonts-dejavu-core \
        python3-gi python3-gi-cairo gir1.2-pango-1.0 python3-cairo
    python3 -m venv tools/_cache/corpusr-venv
    tools/_cache/corpusr-venv/bin/pip install pikepdf==9.4.2 pypdf==5.1.0 fonttools==4.55.3
    npm install --prefix tools/_cache/corpusr-node @react-pdf/renderer@4.1.6 react@18.3.1

Generation (about 7 s):
    tools/_cache/corpusr-venv/bin/python tools/make_corpus_r.py --seed 157 --docs 40

Producers (documents assigned round-robin, 10 each for 40 documents):
    reactpdf  @react-pdf/renderer 4.1.6 under node (plain React.createElement, flexbox layout),
              DejaVu Sans / Serif embedded with their kerning tables removed (fontTools): with kerning,
              react-pdf's TJ offsets after a capital T make pypdf read "T ours" for "Tours".
    pikepdf   pikepdf 9.4.2, content streams written by hand: Helvetica / Helvetica-Bold with
              WinAnsiEncoding, Tm / Td positioning, TJ arrays with kerning offsets, lines drawn word
              by word at computed positions, ruled tables of positioned cells.
    pango     Pango 1.50.12 + cairo 1.16.0 through Debian's PyGObject (/usr/bin/python3), i.e. what
              paps >= 0.8 does: fixed-width listings (DejaVu Sans Mono) or proportional (DejaVu Sans).
              Replaces paps itself: Debian 12 ships paps 0.6.8, whose PostScript draws glyphs as
              curves (no extractable text); cups-filters texttopdf was tried next, its embedded fonts
              have no ToUnicode (text extracts as garbage).
    a2ps      a2ps 4.14 one-up, Latin-1 (œ, dashes and curly quotes transliterated), then ps2pdf
              (Ghostscript 10.0.0). a2ps's Latin-1 vector maps 0x2D to /minus (extracted as U+2212);
              the generator patches the vector to /hyphen in the .ps before ps2pdf. Two-up was
              dropped: the rotated sheet makes pypdf glue lines together and fonts fall under 7 pt.

Output: benchmarks/out/corpus_r/{manifest.json,pdf/,truth/} in the format tools/score_eval.py reads
(truth page indexes 0-based). Every PDF is self-checked: every word inside the page and >= 7 pt
(pdftotext -bbox); every truth item found on its page by pdftotext and by pypdf (judge's
normalisation); score_eval.judge_document run with the input as output: every personal value and
metadata probe counts as leaked, no keep item lost, nothing unmeasurable. Exit status 1 if any fails.
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

from corpus_r import templates, verify  # noqa: E402
from corpus_r import render_pikepdf, render_reactpdf, render_text  # noqa: E402

PRODUCERS = ["reactpdf", "pikepdf", "pango", "a2ps"]
VERSIONS = {"reactpdf": "@react-pdf/renderer 4.1.6", "pikepdf": "pikepdf 9.4.2 (flux écrits à la main)",
            "pango": "Pango 1.50.12 + cairo 1.16.0 (PyGObject)", "a2ps": "a2ps 4.14 + ps2pdf (Ghostscript 10.0.0)"}


def transliterate_doc(doc, fn):
    def walk(x):
        if isinstance(x, str):
            return fn(x)
        if isinstance(x, list):
            return [walk(y) for y in x]
        if isinstance(x, dict):
            return {k: walk(v) for k, v in x.items()}
        return x
    doc.pages = walk(doc.pages)
    for its in doc.items:
        for it in its:
            it["text"] = fn(it["text"])
            it["probes"] = list(dict.fromkeys(fn(p) for p in it["probes"]))


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=157)
    ap.add_argument("--docs", type=int, default=40)
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "out" / "corpus_r")
    ap.add_argument("--node-prefix", type=Path, default=ROOT / "tools" / "_cache" / "corpusr-node")
    a = ap.parse_args(argv)
    t0 = time.time()
    out = a.out
    if out.exists():
        shutil.rmtree(out)
    (out / "pdf").mkdir(parents=True)
    (out / "truth").mkdir()
    work = ROOT / "tools" / "_cache" / "corpusr-work"
    if work.exists():
        shutil.rmtree(work)
    work.mkdir(parents=True)

    docs = []
    for i in range(a.docs):
        rng = random.Random(a.seed * 100003 + i)
        prod = PRODUCERS[i % 4]
        n_pages = 2 if i % 3 == 0 else 1
        d = templates.build(rng, i, prod, n_pages)
        d.rng = rng
        d.producer = prod
        if prod == "a2ps":
            transliterate_doc(d, render_text.latin1)
        docs.append(d)

    pagemap = {}
    react, pango = [], []
    for i, d in enumerate(docs):
        pdf = out / "pdf" / (d.name + ".pdf")
        if d.producer == "reactpdf":
            react.append((d, pdf, d.rng.random() < 0.4))
            pagemap[d.name] = list(range(len(d.pages)))
        elif d.producer == "pango":
            pango.append((d, pdf, d.rng.random() < 0.7))
            pagemap[d.name] = list(range(len(d.pages)))
        elif d.producer == "pikepdf":
            pagemap[d.name] = render_pikepdf.render(d, str(pdf), d.rng)
        else:
            two_up = False  # a2ps -2 rotates the sheet: pypdf then glues lines ("interne248") and fonts fall under 7 pt
            d.variant = "two-up" if two_up else "one-up"
            pagemap[d.name] = render_text.render_a2ps(d, pdf, work, two_up)
    if react:
        render_reactpdf.render_batch(react, work, a.node_prefix)
    if pango:
        render_text.render_pango_batch(pango, work)

    manifest = {"corpus": "corpus_r", "seed": a.seed, "generator": "tools/make_corpus_r.py",
                "producers": sorted({VERSIONS[d.producer] for d in docs}), "documents": []}
    failures = 0
    per_prod, kinds, keeps, crit = Counter(), Counter(), Counter(), Counter()
    pages_total = 0
    for d in docs:
        pm = pagemap[d.name]
        n_phys = max(pm) + 1
        phys = [[] for _ in range(n_phys)]
        for li, its in enumerate(d.items):
            phys[pm[li]].extend(its)
        variant = getattr(d, "variant", "")
        truth = {"document": d.name, "doctype": d.doctype, "producer": VERSIONS[d.producer] + (" " + variant if variant else ""),
                 "pages": [{"index": i, "items": its} for i, its in enumerate(phys)],
                 "metadata_items": d.metadata_items}
        (out / "truth" / (d.name + ".json")).write_text(json.dumps(truth, ensure_ascii=False, indent=1), encoding="utf-8")
        pdf = out / "pdf" / (d.name + ".pdf")
        errs = verify.check(pdf, truth)
        if errs:
            failures += 1
            print("ÉCHEC %s (%s):" % (d.name, d.producer))
            for e in errs[:12]:
                print("   ", e)
        manifest["documents"].append({"name": d.name, "pdf": "pdf/%s.pdf" % d.name, "truth": "truth/%s.json" % d.name,
                                      "pages": n_phys, "producer": VERSIONS[d.producer], "producers": [VERSIONS[d.producer]],
                                      "doctype": d.doctype})
        per_prod[d.producer] += 1
        pages_total += n_phys
        for pg in truth["pages"]:
            for it in pg["items"]:
                if it["role"] == "pii":
                    kinds[it["kind"]] += 1
                    crit[it["kind"]] += it["critical"]
                else:
                    keeps["DATE_SOINS" if it["kind"] == "DATE" else (it["subtype"] if it["kind"] == "DECOY" else "ORDINAIRE_" + it["subtype"])] += 1
        kinds["METADONNEES"] += len(d.metadata_items)
    (out / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")

    print("Documents par producteur :", dict(per_prod))
    print("Pages :", pages_total)
    print("Valeurs personnelles par type (dont critiques) :")
    for k in sorted(kinds):
        print("   %-18s %4d  (%d critiques)" % (k, kinds[k], crit[k]))
    print("   total %d" % sum(kinds.values()))
    print("Éléments à garder lisibles :")
    for k in sorted(keeps):
        print("   %-18s %4d" % (k, keeps[k]))
    print("   total %d" % sum(keeps.values()))
    print("Échecs de l'autocontrôle : %d / %d" % (failures, len(docs)))
    print("Durée : %.1f s" % (time.time() - t0))
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
