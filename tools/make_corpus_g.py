"""Corpus G: an independent, held-out set of FICTIONAL French clinical PDFs with exact truth.

Every value is invented (tools/corpus_g/pools.py). The wording, layouts and
producers are new and not tuned to the product; the truth format is the one
read by tools/score_eval.py (one ``*.truth.json`` per PDF + ``manifest.json``).

Producers (none used by the other corpora):
    * pdfTeX (TeX Live 2022, babel-french, lmodern / helvet / mathptmx / mathpazo)
    * Typst (python package ``typst``)
    * cairo (pycairo PDFSurface; text placed by hand, some documents glyph by glyph with tracking)
    * GNU enscript -> PostScript -> Ghostscript pdfwrite (monospace listings of an old information system)

Set-up (Debian 12, as root; versions used to build the corpus):
    apt-get update
    apt-get install -y --no-install-recommends texlive-latex-base texlive-latex-recommended \\
        texlive-lang-french texlive-fonts-recommended lmodern enscript libcairo2-dev pkg-config
        # texlive 2022.20230122-3 (pdfTeX 3.141592653-2.6-1.40.24), texlive-lang-french 2022.20230122-1,
        # lmodern 2.005-1, enscript 1.6.5.90-3+b1, libcairo2 1.16.0-7; ghostscript 10.00.0 and
        # poppler-utils (pdftotext) were already installed
    python3.11 -m venv tools/_cache/corpusg-venv
    tools/_cache/corpusg-venv/bin/pip install typst==0.15.2 pycairo==1.29.2 pypdf==7.1.1

Generate (deterministic for a seed; every document is verified after rendering):
    tools/_cache/corpusg-venv/bin/python tools/make_corpus_g.py --seed 71 --docs 40 --out benchmarks/out/corpus_g

Exit code 1 if any document fails verification (a probe missing, over- or
under-counted on a page or in the document, for pdftotext or pypdf).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from corpus_g import kinds_a, kinds_b, kinds_c, r_cairo, r_latex, r_listing, r_typst, verify  # noqa: E402
from corpus_g.model import page_vals  # noqa: E402
from corpus_g.people import Ctx  # noqa: E402

RENDERERS = {"pdftex": r_latex, "typst": r_typst, "cairo": r_cairo, "enscript": r_listing}

# kind, builder, producers in rotation
KINDS = [
    ("liaison", kinds_a.liaison, ["pdftex", "typst", "cairo"]),
    ("cro", kinds_a.cro, ["typst", "pdftex", "enscript"]),
    ("biologie", kinds_a.biologie, ["enscript", "typst", "pdftex"]),
    ("imagerie", kinds_a.imagerie, ["cairo", "pdftex", "typst"]),
    ("ordonnance", kinds_a.ordonnance, ["cairo", "typst", "pdftex"]),
    ("consultation", kinds_b.consultation, ["typst", "pdftex", "cairo"]),
    ("certificat", kinds_b.certificat, ["pdftex", "cairo", "typst"]),
    ("adressage", kinds_b.adressage, ["pdftex", "typst", "enscript"]),
    ("transport", kinds_b.transport, ["cairo", "enscript", "typst"]),
    ("fiche_ide", kinds_b.fiche_ide, ["enscript", "cairo", "pdftex"]),
    ("urgences", kinds_c.urgences, ["enscript", "pdftex", "typst"]),
    ("facture", kinds_c.facture, ["typst", "enscript", "cairo"]),
    ("anapath", kinds_c.anapath, ["pdftex", "typst", "cairo"]),
    ("rcp", kinds_c.rcp, ["typst", "pdftex", "enscript"]),
]

STYLES = {
    "pdftex": [{"font": "lmodern"}, {"font": "helvet"}, {"font": "times"}, {"font": "palatino", "margin": 20}],
    "typst": [{"font": "serif"}, {"font": "sans"}, {"font": "cm"}, {"font": "lib"}],
    "cairo": [{"font": "sans", "tracking": 0.0}, {"font": "serif", "tracking": 0.35}, {"font": "cond", "tracking": 0.45},
              {"font": "lib", "tracking": 0.5}, {"font": "libserif", "tracking": 0.0}],
    "enscript": [{"font": "Courier8"}, {"font": "Courier8", "creator": "HOSPIWIN 7 - module impression"}],
}


def truth_of(doc, producer: str, pt_pages=None) -> dict:
    pages = []
    for i, pg in enumerate(doc.pages):
        pages.append({"index": i, "landscape": pg.landscape, "size": "A4",
                      "text": (pt_pages[i] if pt_pages and i < len(pt_pages) else ""),
                      "items": [v.item() for v in page_vals(pg)]})
    return {"name": doc.name, "kind": doc.kind, "producer": producer, "producers": [producer],
            "page_count": len(doc.pages), "pages": pages, "metadata_items": doc.meta_items(),
            "generator_version": 1, "wording": "G"}


def build_one(seed: int, i: int, out: Path, max_tries: int = 8) -> tuple[dict | None, list]:
    kind, fn, producers = KINDS[i % len(KINDS)]
    producer = producers[(i // len(KINDS)) % len(producers)]
    name = "g_%03d_%s" % (i, kind)
    log = []
    for attempt in range(max_tries):
        rng = random.Random("%d/%d/%d" % (seed, i, attempt))
        ctx = Ctx(rng)
        doc = fn(ctx, name, producer)
        doc.style = dict(rng.choice(STYLES[producer]))
        if producer == "enscript":
            doc = r_listing.translit_doc(doc)
        pdf = out / (name + ".pdf")
        try:
            RENDERERS[producer].render(doc, pdf)
        except (r_cairo.Overflow, RuntimeError) as e:
            log.append("essai %d: rendu: %s" % (attempt, str(e).splitlines()[0]))
            continue
        truth = truth_of(doc, producer)
        blind: list = []
        problems, pt = verify.check(truth, pdf, blind)
        if problems:
            log.append("essai %d: %s" % (attempt, "; ".join(problems[:6])))
            continue
        truth = truth_of(doc, producer, pt)
        (out / (name + ".truth.json")).write_text(json.dumps(truth, ensure_ascii=False, indent=1), encoding="utf-8")
        return {"name": name, "pdf": name + ".pdf", "truth": name + ".truth.json", "kind": kind,
                "pages": len(doc.pages), "producers": [producer], "attempt": attempt, "blind": blind}, log
    return None, log


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=71)
    ap.add_argument("--docs", type=int, default=40)
    ap.add_argument("--out", type=Path, default=Path("benchmarks/out/corpus_g"))
    ap.add_argument("--only", type=int, default=None, help="ne construire que le document n° N (mise au point)")
    a = ap.parse_args(argv)
    a.out.mkdir(parents=True, exist_ok=True)
    docs, failed = [], []
    for i in range(a.docs):
        if a.only is not None and i != a.only:
            continue
        entry, log = build_one(a.seed, i, a.out)
        for line in log:
            print("  g_%03d %s" % (i, line), file=sys.stderr)
        if entry is None:
            failed.append(i)
            print("ÉCHEC g_%03d" % i, file=sys.stderr)
        else:
            docs.append(entry)
            print("ok  %s  %s  %d p.%s" % (entry["name"], entry["producers"][0], entry["pages"],
                                            "  (essai %d)" % entry["attempt"] if entry["attempt"] else ""))
            for line in entry["blind"]:
                print("      un extracteur ne voit pas tout (l'autre si) : %s" % line)
    versions = {k: m.version() for k, m in RENDERERS.items()}
    manifest = {"corpus": "G", "seed": a.seed, "generator_version": 1, "producers": versions,
                "documents": [{k: v for k, v in d.items() if k not in ("attempt", "blind")} for d in docs],
                "pages": sum(d["pages"] for d in docs)}
    if a.only is None:
        (a.out / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")
    print("%d documents, %d pages, %d échec(s)" % (len(docs), manifest["pages"], len(failed)))
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
