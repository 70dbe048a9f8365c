"""Corpus E: a held-out evaluation corpus of French hospital PDFs with their ground truth.

Usage:
    tools/_cache/corpuse-venv/bin/python tools/make_corpus_e.py [--seed 47] [--docs 40] [--out benchmarks/out/corpus_e]

Writes e_NNN_<kind>.pdf + e_NNN_<kind>.truth.json (format of tools/score_eval.py) and manifest.json,
then re-extracts every PDF with pdftotext and pypdf and checks that every probe of every truth item is
visible on its page and that every probe is measurable as the scorer counts it (exit 1 otherwise).
All people, numbers and establishments are invented.
Producers: reportlab, fpdf2 (same layout engine, different writers) and LibreOffice (HTML -> Writer -> PDF).
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

from corpus_e.common import Ctx  # noqa: E402
from corpus_e.fake import Faker  # noqa: E402
from corpus_e.ir import Doc, page_text  # noqa: E402
from corpus_e.kinds import BUILDERS  # noqa: E402
from corpus_e.render import PRODUCERS  # noqa: E402

GENERATOR_VERSION = 1
KINDS = list(BUILDERS)


def plan(seed: int, n: int, producers: list[str]) -> list[tuple[str, str, str]]:
    r = random.Random(seed)
    kinds = KINDS[:]
    r.shuffle(kinds)
    seq = []
    while len(seq) < n:
        seq.extend(kinds)
    seq = seq[:n]
    r.shuffle(seq)
    prods = [producers[i % len(producers)] for i in range(n)]
    r.shuffle(prods)
    fonts = [r.choice(["LiberationSans", "LiberationSans", "LiberationSerif", "DejaVuSans"]) for _ in range(n)]
    return list(zip(seq, prods, fonts))


def build(seed: int, i: int, kind: str, producer: str, font: str) -> Doc:
    rng = random.Random(seed * 7919 + i)
    name = "e_%03d_%s" % (i, kind)
    doc = Doc(name=name, kind=kind, producer=producer, font=font)
    ctx = Ctx(rng, Faker(rng), kind, doc)
    BUILDERS[kind](ctx)
    return doc


def truth_of(doc: Doc) -> dict:
    pages = []
    for p in doc.pages:
        pages.append({"index": p.index, "landscape": p.landscape, "size": "A4", "text": page_text(p), "items": p.items})
    return {"name": doc.name, "kind": doc.kind, "producer": doc.producer, "producers": [doc.producer] * len(doc.pages),
            "page_count": len(doc.pages), "pages": pages, "metadata_items": doc.metadata_items,
            "generator_version": GENERATOR_VERSION, "wording": "E"}


# ------------------------------------------------------------------ self-check (same text handling as the scorer)


def check(pdf: Path, truth: dict) -> list[str]:
    import score_eval as se

    errs = []
    pt_pages = se.extract_pdftotext(pdf)
    pp_pages, meta = se.extract_pypdf(pdf)
    n = truth["page_count"]
    if len(pt_pages) != n or len(pp_pages) != n:
        return ["pages: attendu %d, pdftotext %d, pypdf %d" % (n, len(pt_pages), len(pp_pages))]
    views = {"pdftotext": pt_pages, "pypdf": pp_pages}

    def n_in(text, probe):
        ci = "@" in probe
        return max(se.count(probe, se.normalize(text), ci), se.count(probe, se.normalize(text, True), ci))

    for pg in truth["pages"]:
        for it in pg["items"]:
            for probe in it["probes"]:
                for ex, pages in views.items():
                    if n_in(pages[pg["index"]], probe) < 1:
                        errs.append("p%d %s: %s %r (%s) absent" % (pg["index"] + 1, ex, it["kind"], probe, it["text"]))
    # measurability as the scorer judges it: each extractor must show every expected occurrence
    items = [it for pg in truth["pages"] for it in pg["items"]]
    for probe in sorted({p for it in items for p in it["probes"]}):
        ci = "@" in probe
        exp = sum(se.count(probe, se.normalize(it["text"]), ci) or (probe in it["probes"]) for it in items)
        for ex, pages in views.items():
            got = n_in("\n".join(pages), probe)
            if got < exp:
                errs.append("%s: %r vu %d fois, attendu %d" % (ex, probe, got, exp))
    for it in truth["metadata_items"]:
        if not any(pr in meta for pr in it["probes"]):
            errs.append("métadonnées: %r absent" % it["text"])
    return errs


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=47)
    ap.add_argument("--docs", type=int, default=40)
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "out" / "corpus_e")
    ap.add_argument("--producers", default="reportlab,fpdf2,libreoffice")
    a = ap.parse_args(argv)
    producers = a.producers.split(",")
    if "libreoffice" in producers and not (shutil.which("soffice") or shutil.which("libreoffice")):
        print("LibreOffice absent : apt-get install -y libreoffice-writer-nogui", file=sys.stderr)
        return 2
    out = a.out
    out.mkdir(parents=True, exist_ok=True)
    for old in list(out.glob("e_*.pdf")) + list(out.glob("e_*.truth.json")):
        old.unlink()
    manifest = {"seed": a.seed, "generator_version": GENERATOR_VERSION, "wording": "E", "documents": []}
    failed = 0
    labels = Counter()
    kinds = Counter()
    pages_total = 0
    for i, (kind, producer, font) in enumerate(plan(a.seed, a.docs, producers)):
        doc = build(a.seed, i, kind, producer, font)
        pdf = out / (doc.name + ".pdf")
        PRODUCERS[producer](doc, pdf)
        truth = truth_of(doc)
        (out / (doc.name + ".truth.json")).write_text(json.dumps(truth, ensure_ascii=False, indent=1), encoding="utf-8")
        manifest["documents"].append({"name": doc.name, "pdf": pdf.name, "truth": doc.name + ".truth.json", "kind": kind,
                                      "producers": [producer], "pages": len(doc.pages), "font": font})
        errs = check(pdf, truth)
        status = "OK" if not errs else "ÉCHEC"
        print("%-28s %-12s %-15s %d p.  %s" % (doc.name, producer, font, len(doc.pages), status))
        for e in errs[:12]:
            print("    " + e)
        failed += bool(errs)
        kinds[kind] += 1
        pages_total += len(doc.pages)
        for pg in truth["pages"]:
            for it in pg["items"]:
                labels[it["kind"] if it["role"] == "pii" else "%s/%s" % (it["kind"], it["subtype"])] += 1
    (out / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")
    print("documents: %d, pages: %d" % (a.docs, pages_total))
    print("types: " + ", ".join("%s %d" % kv for kv in sorted(kinds.items())))
    print("étiquettes: " + ", ".join("%s %d" % kv for kv in sorted(labels.items())))
    print("auto-contrôle: %d/%d documents conformes" % (a.docs - failed, a.docs))
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
