"""Held-out evaluation corpus V for Caviard: 40 fictional French clinical PDFs from four producers.

Producers (10 documents each, in rotation)
  1. MuPDF Story — PyMuPDF 1.26.7 (HTML + CSS laid out into separate frames: running header,
     letterhead, identity box, body, footer). REPLACES the SILE typesetter: `sile` is not
     packaged in Debian 12 and LuaRocks is not reachable (only apt, PyPI, npm).
  2. Perl PDF::Reuse 0.39 (Debian libpdf-reuse-perl 0.39-3): text placed by coordinates with
     the standard fonts (Helvetica or Times, WinAnsi), rules with prAdd.
  3. Perl Text::PDF 0.31 (Debian libtext-pdf-perl 0.31-3): coordinate text, standard Helvetica
     with WinAnsiEncoding, Info dictionary. REPLACES PHP mPDF: no Debian 12 package ships mPDF
     and Packagist is not reachable.
  4. Hand-written PostScript (show, ashow, widthshow, xshow, xyshow, kshow; Helvetica/Times
     re-encoded to ISOLatin1Encoding; footer first and half of each page in shuffled order;
     tables ruled with lineto; DOCINFO pdfmark) converted by Ghostscript 10.0.0
     (`gs -sDEVICE=pdfwrite`, Debian ghostscript 10.0.0~dfsg-11+deb12u9).

Set-up (root, Debian 12)
  apt-get update && apt-get install -y ghostscript poppler-utils libpdf-reuse-perl libtext-pdf-perl
  python3 -m venv tools/_cache/corpusv-venv
  tools/_cache/corpusv-venv/bin/pip install pypdf==7.1.1 pymupdf==1.26.7

Generation (about 10 s on 2 cores, one process)
  tools/_cache/corpusv-venv/bin/python tools/make_corpus_v.py --seed 179 --docs 40
  -> benchmarks/out/corpus_v/{manifest.json, pdf/*.pdf, truth/*.json}; work files in
     tools/_cache/corpusv-work/. Exits 1 if any document fails the self-check.

Truth format (one JSON per document, as tools/score_eval.py reads it)
  {"name", "producer", "shape", "pages": [{"index": 0-based, "items": [
      {"role": "pii"|"keep", "kind", "text", "probes": [...], "critical": bool, "subtype"}]}],
   "metadata_items": [{"kind": "NOM", "text", "probes"}]}
  pii kinds: NOM, PRENOM, DATE_NAISSANCE, NIR (also the INS matricule), IPP (also label barcode
  digits), EPISODE, RPPS (incl. 8+RPPS), FINESS, ADRESSE, CODE_POSTAL, VILLE, TEL, EMAIL, ETAB
  (establishment name/acronym, insurer), AUTRE (member, accession, lab file, prescription numbers).
  critical: patient surname/maiden name/first name, birth date, NIR/INS, IPP, patient e-mail.
  keep kinds: DATE (care dates), DECOY (subtype CIM10, CCAM, LOINC, ATC, UCD, LOT, DOSE, BIO,
  DISPOSITIF, PAGE, VERSION, EPONYME, OID), MOT (subtype NOM / VILLE: ordinary words homonymous
  with surnames or towns). One item per printed occurrence; ages are never items.
  ADELI numbers are AUTRE. Patient surname in the Info dictionary (metadata_items) for about a
  third of the documents; never for PDF::Reuse, which writes no Info dictionary.
  manifest.json: {"documents": [{"name", "pdf": "pdf/X.pdf", "truth": "truth/X.json", "pages",
  "producer"}], "seed", "generator"}.

Known quirks
  Truth, manifest and Text::PDF files are byte-identical for a seed; Ghostscript, PDF::Reuse and
  MuPDF write creation dates / IDs, so their PDF bytes differ run to run (text does not).
  Every coordinate-placed string ends with a space so that pypdf does not glue strings drawn out of
  reading order. pypdf warns that fontTools is missing for Ghostscript's CFF fonts; extraction is
  still complete. pdftotext drops the space in very short cells ("< 5", "1 g"): such values avoided.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import random
import shutil
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

from corpus_v import content, producers  # noqa: E402

PRODUCERS = [("mupdf-story", producers.render_story), ("perl-pdf-reuse", producers.render_reuse),
             ("perl-text-pdf", producers.render_textpdf), ("postscript-gs", producers.render_ps)]


def load_judge():
    spec = importlib.util.spec_from_file_location("score_eval", ROOT / "tools" / "score_eval.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def self_check(judge, pdf: Path, truth: dict) -> list[str]:
    errs = []
    src = judge.extract_all(pdf)
    items = [it for pg in truth["pages"] for it in pg["items"]]
    need = Counter()
    for p in {p for it in items for p in it["probes"]}:
        ci = "@" in p
        need[p] = sum(judge.count(p, judge.normalize(it["text"]), ci) or (p in it["probes"]) for it in items)
    for p, n in need.items():
        for ex in ("pdftotext", "pypdf"):
            got = max(judge.count(p, src[ex], "@" in p), judge.count(p, src[ex + "_h"], "@" in p))
            if got < n:
                errs.append("%s sees %r %d times, truth says %d" % (ex, p, got, n))
    j = judge.judge_document(truth, src, src)
    if j["unmeasurable_probes"]:
        errs.append("%d unmeasurable probes" % j["unmeasurable_probes"])
    for k, v in j["leaks"].items():
        if v["unmeasurable"] or v["leaked"] != v["total"]:
            errs.append("pii %s not all present: %s" % (k, v))
    for k, v in j["kept"].items():
        if v["lost"] or v["unmeasurable"]:
            errs.append("kept %s lost: %s" % (k, v))
    for it in truth["metadata_items"]:
        if not all(p in src["meta"] for p in it["probes"]):
            errs.append("metadata lacks %r" % it["probes"])
    return errs


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=179)
    ap.add_argument("--docs", type=int, default=40)
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "out" / "corpus_v")
    ap.add_argument("--work", type=Path, default=ROOT / "tools" / "_cache" / "corpusv-work")
    a = ap.parse_args(argv)
    t0 = time.time()
    if a.out.exists():
        shutil.rmtree(a.out)
    (a.out / "pdf").mkdir(parents=True)
    (a.out / "truth").mkdir()
    a.work.mkdir(parents=True, exist_ok=True)
    judge = load_judge()
    master = random.Random(a.seed)
    shapes = list(content.SHAPES)
    master.shuffle(shapes)
    manifest = []
    summary = defaultdict(lambda: {"docs": 0, "pages": 0, "failed": 0, "items": Counter()})
    failed = 0
    for i in range(a.docs):
        pname, render = PRODUCERS[i % len(PRODUCERS)]
        shape = shapes[i % len(shapes)]
        name = "v%03d_%s_%s" % (i + 1, pname.split("-")[-1], shape)
        rng = random.Random("%d-%d" % (a.seed, i))
        doc = content.build(name, pname, shape, rng)
        if pname == "perl-pdf-reuse":  # PDF::Reuse writes no document information dictionary
            doc.meta, doc.meta_items = {}, []
        pdf = a.out / "pdf" / (name + ".pdf")
        render(doc, pdf, a.work, random.Random("%d-%d-layout" % (a.seed, i)))
        truth = doc.truth()
        (a.out / "truth" / (name + ".json")).write_text(json.dumps(truth, ensure_ascii=False, indent=1), encoding="utf-8")
        manifest.append({"name": name, "pdf": "pdf/%s.pdf" % name, "truth": "truth/%s.json" % name,
                         "pages": len(truth["pages"]), "producer": pname, "shape": shape})
        errs = self_check(judge, pdf, truth)
        s = summary[pname]
        s["docs"] += 1
        s["pages"] += len(truth["pages"])
        for pg in truth["pages"]:
            for it in pg["items"]:
                s["items"][("pii:" if it["role"] == "pii" else "keep:") + it["kind"]] += 1
        if errs:
            failed += 1
            s["failed"] += 1
            print("FAIL %s:\n  %s" % (name, "\n  ".join(errs[:12])))
    (a.out / "manifest.json").write_text(json.dumps({"generator": "tools/make_corpus_v.py", "seed": a.seed,
                                                     "documents": manifest}, ensure_ascii=False, indent=1), encoding="utf-8")
    tot = Counter()
    for pname, s in summary.items():
        tot.update(s["items"])
        print("%-15s docs %2d pages %2d failed %d  items %s" % (pname, s["docs"], s["pages"], s["failed"],
                                                                 dict(sorted(s["items"].items()))))
    print("total: %d docs, %d pages, %s" % (len(manifest), sum(m["pages"] for m in manifest), dict(sorted(tot.items()))))
    print("self-check: %s (%.1f s)" % ("OK" if not failed else "%d FAILED" % failed, time.time() - t0))
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
