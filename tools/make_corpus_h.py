"""Corpus H: a held-out set of FICTIONAL French clinical PDF documents with exact ground truth.

Written without knowledge of the anonymisation tool (only tools/score_eval.py,
the judge, was read): it measures the tool on documents it was not tuned on.
Every person, number and establishment is invented (pools combined at random,
identifiers with valid keys: NIR mod 97, RPPS / FINESS Luhn); communes are real.

Fourteen kinds of documents (lettre de liaison, CRH, CRO, biologie, imagerie,
ordonnance, courrier de consultation, passage aux urgences, certificat, bon de
transport, prise en charge mutuelle, fiche de liaison infirmière, CDA-like
exchange document, feuille de soins) are printed in rotation by four producers:

  chromium     Chromium 156.0.8078.114 headless, HTML -> PDF (Skia/PDF m156)   Debian chromium 156.0.8078.114-1~deb12u1
  wkhtmltopdf  wkhtmltopdf 0.12.6 (Qt 5.15.8 WebKit), HTML -> PDF              Debian wkhtmltopdf 0.12.6-2+b1
  fop          Apache FOP 2.8, XSL-FO -> PDF                                    Debian fop 1:2.8-2
  pandoc       pandoc 2.17.1.1 -> XeTeX 3.141592653-2.6-0.999994 (TeX Live 2022) Debian pandoc 2.17.1.1-2~deb12u1,
                                                                                 texlive-xetex 2022.20230122-3
Verification: poppler pdftotext 22.12.0 (with and without -layout) and pypdf 7.1.1.

Set-up (Debian 12, as root):
  apt-get install -y --no-install-recommends chromium wkhtmltopdf fop pandoc texlive-xetex \\
      texlive-latex-recommended texlive-fonts-recommended lmodern fonts-dejavu-core fonts-liberation poppler-utils
  python3.11 -m venv tools/_cache/corpush-venv
  tools/_cache/corpush-venv/bin/pip install pypdf==7.1.1

Generate (deterministic for a seed; exit 1 if any document fails verification):
  tools/_cache/corpush-venv/bin/python tools/make_corpus_h.py --seed 83 --docs 40 --out benchmarks/out/corpus_h

Output: NAME.pdf, NAME.truth.json (one item per appearance of a value on a page,
format read by tools/score_eval.py) and manifest.json. Sources (HTML, FO,
Markdown) are kept in tools/_cache/corpush-work/ for inspection.
Each document is first checked on its own model text (every probe exactly as
often as its items, else it is drawn again), then after rendering with the three
extractions, page by page, with the judge's normalize / probe_rx counting.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

from corpus_h import kinds_1, kinds_2, kinds_3  # noqa: E402
from corpus_h.model import Doc  # noqa: E402
from corpus_h.people import Ctx  # noqa: E402
from corpus_h.produce import PRODUCERS, render, versions  # noqa: E402
from corpus_h.verify import precheck, verify_pdf  # noqa: E402

KINDS = [("liaison", kinds_1.liaison), ("crh", kinds_1.crh), ("cro", kinds_1.cro), ("biologie", kinds_1.bio),
         ("imagerie", kinds_1.imagerie), ("ordonnance", kinds_2.ordonnance), ("consultation", kinds_2.consultation),
         ("urgences", kinds_2.urgences), ("certificat", kinds_2.certificat), ("transport", kinds_2.transport),
         ("mutuelle", kinds_3.mutuelle), ("fiche_ide", kinds_3.fiche_ide), ("cda", kinds_3.cda),
         ("facture", kinds_3.facture)]


def build(seed: int, i: int) -> tuple[Doc, int]:
    kind, builder = KINDS[i % len(KINDS)]
    producer = PRODUCERS[(i + i // len(KINDS)) % len(PRODUCERS)]
    last = None
    for attempt in range(60):
        rng = random.Random("corpus-h/%d/%d/%d" % (seed, i, attempt))
        today = dt.date(2026, 1, 5) + dt.timedelta(days=rng.randrange(80))
        doc = Doc("h%02d_%s" % (i + 1, kind), kind)
        doc.producer = producer
        doc.style = {"font": rng.randrange(4), "color": rng.randrange(4), "size": rng.choice([9, 9.5, 10])}
        builder(Ctx(rng, today), doc)
        if producer == "wkhtmltopdf":  # Debian's wkhtmltopdf (unpatched Qt) leaves the PDF Title empty
            doc.meta_title = [doc.kind]
        last = precheck(doc)
        if not last:
            return doc, attempt
    raise RuntimeError("%s: aucun tirage cohérent: %s" % (kind, last[:5]))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=83)
    ap.add_argument("--docs", type=int, default=40)
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "out" / "corpus_h")
    ap.add_argument("--only", default="", help="comma-separated document numbers (debug)")
    args = ap.parse_args()
    out = args.out
    out.mkdir(parents=True, exist_ok=True)
    work = ROOT / "tools" / "_cache" / "corpush-work"
    only = {int(x) for x in args.only.split(",") if x}
    docs, failed, total_pages = [], [], 0
    t0 = time.time()
    for i in range(args.docs):
        if only and i + 1 not in only:
            continue
        doc, attempt = build(args.seed, i)
        truth = doc.truth()
        pdf = out / (doc.name + ".pdf")
        err = render(doc, work, pdf)
        errs = [err] if err else verify_pdf(truth, pdf)
        (out / (doc.name + ".truth.json")).write_text(json.dumps(truth, ensure_ascii=False, indent=1), encoding="utf-8")
        n_items = sum(len(p["items"]) for p in truth["pages"])
        status = "OK" if not errs else "ÉCHEC (%d)" % len(errs)
        print("%-22s %-11s %d p. %3d items  tirage %d  %s" % (doc.name, doc.producer, truth["page_count"], n_items,
                                                             attempt, status), flush=True)
        for e in errs[:12]:
            print("    " + e, flush=True)
        if errs:
            failed.append(doc.name)
        docs.append({"name": doc.name, "pdf": doc.name + ".pdf", "truth": doc.name + ".truth.json", "kind": doc.kind,
                     "producer": doc.producer, "pages": truth["page_count"]})
        total_pages += truth["page_count"]
    manifest = {"corpus": "H", "seed": args.seed, "producers": versions(), "documents": docs, "pages": total_pages,
                "failed": failed}
    (out / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")
    print("%d documents, %d pages, %d échecs, %.0f s" % (len(docs), total_pages, len(failed), time.time() - t0))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
