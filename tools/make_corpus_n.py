#!/usr/bin/env python3
"""Corpus N: 40 fictional French clinical PDFs printed by four producers not used elsewhere.

Producers (10 documents each):
  * Perl PDF::API2 2.044 (TrueType DejaVu Sans / Liberation Serif, ToUnicode)   -> tools/corpus_n/pdfapi2.pl
  * Perl PDF::Create 1.46 (core Helvetica, WinAnsiEncoding)                      -> tools/corpus_n/pdfcreate.pl
  * pdfTeX 3.141592653-2.6-1.40.24 / pdflatex (TeX Live 2022, T1, TeX Gyre Heros / Latin Modern, hyperref)
  * Python pdfme 0.4.12 (own pure-Python writer, core Helvetica)                 -> tools/corpus_n/r_pdfme.py

Set-up (Debian bookworm):
    apt-get install -y libpdf-api2-perl=2.044-1 libpdf-create-perl=1.46-2 \\
        texlive-latex-base=2022.20230122-3 texlive-latex-recommended=2022.20230122-3 \\
        lmodern=2.005-1 tex-gyre=20180621-6 fonts-dejavu-core fonts-liberation poppler-utils
    python3 -m venv tools/_cache/corpusn-venv
    tools/_cache/corpusn-venv/bin/pip install pdfme==0.4.12 pypdf==7.1.1
    (pdfme 0.5.0 needs Python >= 3.12; 0.4.12 runs on 3.11.)

Generation (deterministic for a seed; the self-check runs at the end with the judge's functions and exits 1 on failure):
    python3 tools/make_corpus_n.py --seed 137 --docs 40 --out benchmarks/out/corpus_n

Layout of the output: manifest.json {"documents": [{name, pdf, truth, pages, producer, kind}]}, pdf/*.pdf, truth/*.json
(truth format of tools/score_eval.py: pages[].items[] with role pii/keep, kind, text, probes, critical, subtype;
metadata_items[] with probes). Page indices in the truth are 0-based. All people, numbers and addresses are invented.
"""
import argparse
import datetime as dt
import json
import random
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools.corpus_n import content, kinds, model, r_perl, r_pdftex  # noqa: E402

VENV_PY = ROOT / "tools" / "_cache" / "corpusn-venv" / "bin" / "python"
PRODUCERS = [("pdfapi2", "PDF::API2 2.044 (Perl)"), ("pdftex", "pdfTeX 1.40.24 (pdflatex, TeX Live 2022)"),
             ("pdfcreate", "PDF::Create 1.46 (Perl)"), ("pdfme", "pdfme 0.4.12 (Python)")]
LATIN1_PRODUCERS = {"pdfcreate", "pdfme"}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=137)
    ap.add_argument("--docs", type=int, default=40)
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "out" / "corpus_n")
    ap.add_argument("--no-verify", action="store_true")
    a = ap.parse_args(argv)
    out = a.out if a.out.is_absolute() else ROOT / a.out
    if out.exists():
        shutil.rmtree(out)
    (out / "pdf").mkdir(parents=True)
    (out / "truth").mkdir()
    work = ROOT / "tools" / "_cache" / ("corpusn-build-%d" % a.seed)
    if work.exists():
        shutil.rmtree(work)
    work.mkdir(parents=True)
    docs = []
    for i in range(a.docs):
        r = random.Random("%d-%d" % (a.seed, i))
        kname, fn, ests = kinds.KINDS[i % len(kinds.KINDS)]
        prod, plabel = PRODUCERS[i % len(PRODUCERS)]
        name = "n%02d_%s_%s" % (i + 1, kname, prod)
        date = dt.date(2024, 1, 8) + dt.timedelta(days=r.randint(0, 700))
        ctx = content.make_ctx(r, r.choice(ests), date)
        ctx["date"] = date
        d = model.Doc(name, kname, plabel)
        d.font = r.choice(["sans", "serif"])
        fn(d, ctx, r)
        if prod in LATIN1_PRODUCERS:
            d.sanitize(model.latin1)
            d.meta = {} if prod == "pdfme" else d.meta
            d.meta_items = [] if prod == "pdfme" else d.meta_items
        pdf = out / "pdf" / (name + ".pdf")
        lay = d.layout()
        if prod == "pdfapi2":
            r_perl.render_api2(lay, pdf, work)
        elif prod == "pdfcreate":
            r_perl.render_create(lay, pdf, work)
        elif prod == "pdftex":
            r_pdftex.render(lay, pdf, work)
        else:
            js = work / (name + ".json")
            js.write_text(json.dumps(lay, ensure_ascii=False), encoding="utf-8")
            subprocess.run([str(VENV_PY), str(ROOT / "tools" / "corpus_n" / "r_pdfme.py"), str(js), str(pdf)], check=True)
        (out / "truth" / (name + ".json")).write_text(json.dumps(d.truth(), ensure_ascii=False, indent=1), encoding="utf-8")
        docs.append({"name": name, "pdf": "pdf/%s.pdf" % name, "truth": "truth/%s.json" % name,
                     "pages": len(d.pages), "producer": plabel, "kind": kname})
    (out / "manifest.json").write_text(json.dumps({"corpus": "corpus_n", "seed": a.seed, "documents": docs},
                                                  ensure_ascii=False, indent=1), encoding="utf-8")
    print("wrote %d documents, %d pages to %s" % (len(docs), sum(x["pages"] for x in docs), out))
    if a.no_verify:
        return 0
    return subprocess.run([str(VENV_PY), str(ROOT / "tools" / "corpus_n" / "verify.py"), str(out)]).returncode


if __name__ == "__main__":
    raise SystemExit(main())
