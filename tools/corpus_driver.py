"""The driver the generators of corpora BF to BI share: write 40 documents, their truths and
the manifest, and validate each with the judge's own functions (every probe measurable by
pdftotext or pypdf, every personal item counted as leaked when the input is judged as its own
output, no keep item lost, every value seen by both extractors as often as the truth says,
1-3 pages). Each generator keeps its own content and layouts (``tools/corpus_XX/``) and its
docstring; this module holds only what was the same in all four.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools import score_eval as SE  # noqa: E402


def versions():
    import fpdf
    import pydyf
    import pymupdf
    import pypdf
    import reportlab
    pt = subprocess.run([SE.PDFTOTEXT, "-v"], capture_output=True, text=True)
    return {"reportlab": reportlab.Version, "fpdf2": fpdf.__version__, "pymupdf": pymupdf.VersionBind,
            "pydyf": getattr(pydyf, "VERSION", getattr(pydyf, "__version__", "?")), "pypdf": pypdf.__version__,
            "pdftotext": (pt.stderr or pt.stdout).splitlines()[0]}


def validate(truth, pdf_path: Path):
    """Problems of one document, judged by the judge's own functions (empty list = valid)."""
    src = SE.extract_all(pdf_path)
    probs = []
    j = SE.judge_document(truth, src, src)
    if j["unmeasurable_probes"]:
        probs.append("unmeasurable probes: %d" % j["unmeasurable_probes"])
    for kind, v in j["leaks"].items():
        if v["unmeasurable"] or v["leaked"] != v["total"]:
            probs.append("pii %s: %s" % (kind, v))
    for kind, v in j["kept"].items():
        if v["unmeasurable"] or v["lost"]:
            probs.append("keep %s: %s" % (kind, v))
    # every value findable by both extractors
    items = [it for pg in truth["pages"] for it in pg["items"]]
    for it in items:
        for ex in ("pdftotext", "pypdf"):
            if not any(SE.count(p, src[ex], "@" in p) or SE.count(p, src[ex + "_h"], "@" in p) for p in it["probes"]):
                probs.append("%s does not see %r" % (ex, it["text"]))
    # per-probe: both extractors see at least as many occurrences as the truth has
    for p in sorted({p for it in items for p in it["probes"]}):
        e = sum(SE.count(p, SE.normalize(it["text"]), "@" in p) or (p in it["probes"]) for it in items)
        for ex in ("pdftotext", "pypdf"):
            n = max(SE.count(p, src[ex], "@" in p), SE.count(p, src[ex + "_h"], "@" in p))
            if n < e:
                probs.append("%s sees %r %d times, truth %d" % (ex, p, n, e))
    return probs, j


def run(corpus: str, content, render, fams: list[str], seed: int, producer_field: int, argv=None) -> int:
    """Write the 40 documents of ``corpus`` (``content`` makes them, ``render`` draws them with
    the four writers ``fams``), their truths and the manifest; validate each. Exit status."""
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "out" / ("corpus_" + corpus))
    ap.add_argument("--seed", type=int, default=seed)
    a = ap.parse_args(argv)
    (a.out / "pdf").mkdir(parents=True, exist_ok=True)
    (a.out / "truth").mkdir(parents=True, exist_ok=True)
    vers = versions()
    docs = []
    pii_k, keep_k = Counter(), Counter()
    pages_by_fam, by_pages = Counter(), Counter()
    crit = 0
    bad = 0
    words = 0
    for i in range(40):
        fam = fams[i % 4]
        shape = content.SHAPES[i // 4]
        npl = 1 + (i + i // 4) % 3
        doc = content.make_doc(i, a.seed, shape, npl)
        pdf, vals = render.render(fam, doc)
        name = "%s%03d_%s_%s" % (corpus, i + 1, fam, shape)
        pdf_path = a.out / "pdf" / (name + ".pdf")
        pdf_path.write_bytes(pdf)
        producer = render.FAMILIES[fam][producer_field] % {"rl": vers["reportlab"], "fp": vers["fpdf2"],
                                                            "mu": vers["pymupdf"], "py": vers["pydyf"]}[render.FAMILIES[fam][0]]
        truth = {"name": name, "family": fam, "shape": shape, "kind": shape, "producer": producer,
                 "producers": [producer], "seed": a.seed, "page_index_base": 0, "title": doc["title"],
                 "metadata_items": [],
                 "pages": [{"index": k, "items": [v.item() for v in pv]} for k, pv in enumerate(vals)]}
        (a.out / "truth" / (name + ".json")).write_text(json.dumps(truth, ensure_ascii=False, indent=1), encoding="utf-8")
        import pypdf
        npages = len(pypdf.PdfReader(str(pdf_path)).pages)
        probs, j = validate(truth, pdf_path)
        if npages != len(vals) or not 1 <= npages <= 3:
            probs.append("pages %d vs %d" % (npages, len(vals)))
        if probs:
            bad += 1
            print(name, "INVALID", probs[:8], file=sys.stderr)
        words += j["words"]["total"]
        for pg in truth["pages"]:
            for it in pg["items"]:
                if it["role"] == "pii":
                    pii_k[it["kind"]] += 1
                    crit += it["critical"]
                else:
                    keep_k["DATE_SOINS" if it["kind"] == "DATE" else (it["subtype"] if it["kind"] == "DECOY" else "ORDINAIRE_" + it["subtype"])] += 1
        pages_by_fam[fam] += npages
        by_pages[str(npages)] += 1
        docs.append({"name": name, "pdf": "pdf/%s.pdf" % name, "truth": "truth/%s.json" % name, "pages": npages,
                     "family": fam, "shape": shape, "producer": producer, "producers": [producer],
                     "sha256": hashlib.sha256(pdf).hexdigest()})
    man = {"corpus": corpus, "seed": a.seed, "generator": "tools/make_corpus_%s.py" % corpus, "versions": vers, "documents": docs,
           "totals": {"documents": len(docs), "pages": sum(d["pages"] for d in docs),
                      "documents_by_pages": dict(by_pages), "pages_by_family": dict(pages_by_fam),
                      "pii_items": sum(pii_k.values()), "critical_items": crit, "pii_by_kind": dict(sorted(pii_k.items())),
                      "keep_items": sum(keep_k.values()), "keep_by_kind": dict(sorted(keep_k.items())),
                      "ordinary_words": words}}
    (a.out / "manifest.json").write_text(json.dumps(man, ensure_ascii=False, indent=1), encoding="utf-8")
    print(json.dumps({"documents": len(docs), "invalid": bad, **{k: v for k, v in man["totals"].items() if k != "pii_by_kind"}},
                     ensure_ascii=False))
    return 1 if bad else 0
