"""Corpus J: a held-out evaluation corpus of fictional French clinical PDFs, written by four producers.

Every person, identifier, address and contact is invented (communes and postcodes are real; telephone
numbers come from the ranges ARCEP reserves for fiction). Each PDF comes with a truth file in the format
read by tools/score_eval.py (pages 0-based; items with role pii/keep, kind, text, probes, critical,
subtype; metadata_items), and every document is verified with the judge's own functions.

Producers (in rotation, so that every document kind meets at least two of them):
  1. pdf-lib 1.17.1 + @pdf-lib/fontkit 1.1.1 on Node 20: text placed by coordinates, embedded
     Liberation/DejaVu TrueType fonts, hand-drawn table rules, running headers and footers.
  2. Qt: PySide6 6.12.0 QTextDocument (HTML tables), one document per page painted into QPdfWriter,
     header/footer painted by QPainter (QT_QPA_PLATFORM=offscreen).
  3. AbiWord 3.0.5 (Debian 3.0.5~dfsg-3.2): RTF (tables, \\header/\\footer, PAGE/NUMPAGES fields)
     converted with `abiword --to=pdf`.
  4. ConTeXt MkIV 2021.03.05 (Debian package context 2021.03.05.20230120+dfsg-1+deb12u1, on LuaTeX
     1.15; bookworm ships no LuaMetaTeX binary): \\setuplayout, header/footer texts, \\bTABLE.

Set-up (once; only the apt, PyPI and npm registries are needed):
    apt-get update && apt-get install -y abiword context poppler-utils fonts-liberation fonts-dejavu-core
    python3 -m venv tools/_cache/corpusj-venv
    tools/_cache/corpusj-venv/bin/pip install PySide6==6.12.0 pypdf==7.1.1
    npm install --prefix tools/_cache/corpusj-node --save-exact pdf-lib@1.17.1 @pdf-lib/fontkit@1.1.1
    (ConTeXt's file cache is built on first use in tools/_cache/corpusj-work/texmf-cache.)

Generation (about a minute on 2 cores; exits 1 if any document fails verification):
    python3 tools/make_corpus_j.py --seed 101 --docs 40 --out benchmarks/out/corpus_j

Sources (RTF, TeX, job JSON) are kept in tools/_cache/corpusj-work/ for inspection;
benchmarks/out/corpus_j/manifest.json lists documents, producers with versions, kinds and counts.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV_PY = ROOT / "tools" / "_cache" / "corpusj-venv" / "bin" / "python"


def main(argv=None) -> int:
    sys.dont_write_bytecode = True  # nothing written beside the judge
    try:
        import pypdf  # noqa: F401  (the judge's second extractor)
    except ImportError:
        if VENV_PY.exists() and Path(sys.prefix).resolve() != VENV_PY.parent.parent.resolve():
            os.execv(str(VENV_PY), [str(VENV_PY), __file__] + (argv if argv is not None else sys.argv[1:]))
        print("pypdf missing: see the set-up in this script's docstring", file=sys.stderr)
        return 2
    sys.path.insert(0, str(ROOT / "tools"))
    from corpus_j import build

    ap = argparse.ArgumentParser(description="Corpus J (fictional French clinical PDFs, four producers)")
    ap.add_argument("--seed", type=int, default=101)
    ap.add_argument("--docs", type=int, default=40)
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "out" / "corpus_j")
    ap.add_argument("--jobs", type=int, default=2, help="parallel processes (at most 2)")
    ap.add_argument("--only", nargs="*", help="debug: only documents whose name contains one of these")
    a = ap.parse_args(argv)
    out = a.out if a.out.is_absolute() else Path.cwd() / a.out
    manifest, failures = build.run(a.seed, a.docs, out, min(2, a.jobs), a.only)
    for name, errs in sorted(failures.items()):
        print("FAIL %s" % name)
        for e in errs[:12]:
            print("   ", e)
    s = manifest["seconds"]
    print("%d documents, %d pages, %d failed verification; %.1f s (render %.1f s)" % (
        len(manifest["documents"]), manifest["pages"], len(failures), s["total"], s["render"]))
    print("pii:", dict(sorted(manifest["counts"]["pii"].items())))
    print("keep:", dict(sorted(manifest["counts"]["keep"].items())), dict(sorted(manifest["counts"]["keep_subtypes"].items())))
    print("critical items: %d, metadata items: %d" % (manifest["counts"]["critical"], manifest["metadata_items"]))
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
