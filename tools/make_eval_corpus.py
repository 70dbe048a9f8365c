"""Generate Caviard's evaluation corpus: fictional French clinical PDFs + exact ground truth.

Usage:
    .venv/bin/python tools/make_eval_corpus.py [--out benchmarks/out/corpus] [--docs 50] [--seed 8]
        [--producers pymupdf,libreoffice] [--no-install] [--holdout]

Deterministic for a given seed (same documents, same truth). The truth of
each document (``NAME.truth.json``) is written from the same values that
wrote its text (see tools/eval_corpus/model.py): nothing is re-detected.

Producers: PyMuPDF (base-14 fonts, hand layout) and LibreOffice Writer
headless from a generated flat ODT (installed from Debian's packages if
missing and we are root; if it cannot be had, every document falls back to
PyMuPDF and the manifest says so). OGC bundles merge sub-documents made by
both producers into one PDF.

Output is bulk: keep it in a gitignored folder (benchmarks/out/ is).
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

import fitz  # noqa: E402

from eval_corpus import render_libreoffice, render_pymupdf  # noqa: E402
from eval_corpus.builders import Builder  # noqa: E402
from eval_corpus.holdout import BuilderB  # noqa: E402
from eval_corpus.model import Doc, page_items, page_plain_text  # noqa: E402

GENERATOR_VERSION = 1
DEFAULT_OUT = HERE.parent / "benchmarks" / "out" / "corpus"


def _metadata(doc: Doc) -> tuple[dict, list]:
    """PDF metadata naming the patient (scrub must remove it) and its truth."""
    first_items = page_items(doc.pages[0])
    noms = [i for i in first_items if i.kind == "NOM" and i.subtype == "patient"]
    pren = [i for i in first_items if i.kind == "PRENOM" and i.subtype == "patient"]
    if not noms or not pren:
        return {}, []
    title = "%s %s %s" % (doc.kind.upper(), noms[0].text, pren[0].text)
    return {"title": title, "author": "Caviard eval corpus", "subject": "document fictif"}, [noms[0], pren[0]]


def truth_json(doc: Doc, producers: list[str], meta_items: list) -> dict:
    pages = []
    for i, pg in enumerate(doc.pages):
        pages.append({"index": i, "landscape": pg.frame.landscape,
                      "items": [it.to_json() for it in page_items(pg)],
                      "text": page_plain_text(pg)})
    return {"name": doc.name, "kind": doc.kind, "producer": doc.producer, "producers": producers,
            "page_count": len(doc.pages), "pages": pages,
            "metadata_items": [it.to_json() for it in meta_items],
            "generator_version": GENERATOR_VERSION}


def generate(out: Path, n_docs: int = 50, seed: int = 8, producers: tuple[str, ...] = ("pymupdf", "libreoffice"),
             install: bool = True, log=print, holdout: bool = False) -> dict:
    """Write the corpus into ``out`` (emptied first) and return the manifest."""
    t0 = time.perf_counter()
    use_lo = "libreoffice" in producers
    lo_note = ""
    if use_lo and not render_libreoffice.ensure_libreoffice(install=install):
        use_lo = False
        lo_note = "LibreOffice indisponible : tous les documents produits par PyMuPDF"
        log(lo_note)
    if out.exists():
        for p in out.iterdir():
            if p.is_file() and (p.suffix in (".pdf", ".json", ".fodt")):
                p.unlink()
    out.mkdir(parents=True, exist_ok=True)
    docs = (BuilderB if holdout else Builder)(seed).corpus(n_docs)

    work = Path(tempfile.mkdtemp(prefix="caviard_corpus_"))
    try:
        # 1. every unit to render (whole documents, or bundle parts)
        units = []
        for d in docs:
            units.extend(d.parts if d.producer == "bundle" else [d])
        lo_jobs = []
        for u in units:
            if u.producer == "libreoffice" and not use_lo:
                u.producer = "pymupdf"
            if u.producer == "pymupdf":
                render_pymupdf.render(u.pages, str(work / (u.name + ".pdf")))
            else:
                fodt = work / (u.name + ".fodt")
                fodt.write_text(render_libreoffice.to_fodt(u.pages), encoding="utf-8")
                lo_jobs.append(fodt)
        if lo_jobs:
            render_libreoffice.convert(lo_jobs, work, work / "lo_profile")
        for u in units:
            pdf = work / (u.name + ".pdf")
            with fitz.open(pdf) as f:
                if f.page_count != len(u.pages):
                    raise RuntimeError("%s : %d pages au lieu de %d (mise en page à corriger)"
                                       % (u.name, f.page_count, len(u.pages)))
        # 2. assemble documents, metadata, truth
        manifest_docs = []
        for d in docs:
            target = out / (d.name + ".pdf")
            meta, meta_items = _metadata(d)
            if d.producer == "bundle":
                merged = fitz.open()
                for part in d.parts:
                    with fitz.open(work / (part.name + ".pdf")) as src:
                        merged.insert_pdf(src)
                producers_used = [p.producer for p in d.parts]
            else:
                merged = fitz.open(work / (d.name + ".pdf"))
                producers_used = [d.producer]
            if meta:
                merged.set_metadata(meta)
            merged.save(target, garbage=3, deflate=True)
            merged.close()
            truth = truth_json(d, producers_used, meta_items)
            (out / (d.name + ".truth.json")).write_text(json.dumps(truth, ensure_ascii=False, indent=1), encoding="utf-8")
            manifest_docs.append({"name": d.name, "pdf": target.name, "truth": d.name + ".truth.json",
                                  "kind": d.kind, "producers": producers_used, "pages": len(d.pages)})
    finally:
        shutil.rmtree(work, ignore_errors=True)
    manifest = {"seed": seed, "generator_version": GENERATOR_VERSION, "wording": "B (held out)" if holdout else "A",
                "documents": manifest_docs,
                "total_pages": sum(m["pages"] for m in manifest_docs),
                "producers_requested": list(producers), "libreoffice_used": use_lo, "note": lo_note,
                "seconds": round(time.perf_counter() - t0, 2)}
    (out / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")
    log("%d documents, %d pages -> %s (%.1f s)" % (len(manifest_docs), manifest["total_pages"], out, manifest["seconds"]))
    return manifest


def make_bench_document(path: Path, n_pages: int, seed: int = 1) -> dict:
    """One dense multi-page CRO (text PDF, PyMuPDF producer) for speed benchmarks.

    Returns the ground truth as well, so a benchmark can check what it timed.
    """
    b = Builder(seed)
    p = b.new_patient()
    pages = b.cro(p, b.etabs[0], n_pages, dense=True)
    doc = Doc(path.stem, "cro", "pymupdf", pages)
    render_pymupdf.render(pages, str(path))
    return truth_json(doc, ["pymupdf"], [])


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="Corpus d'évaluation fictif de Caviard")
    ap.add_argument("--out", type=Path, default=None, help="défaut : benchmarks/out/corpus (ou corpus_holdout)")
    ap.add_argument("--docs", type=int, default=50)
    ap.add_argument("--seed", type=int, default=8)
    ap.add_argument("--producers", default="pymupdf,libreoffice")
    ap.add_argument("--no-install", action="store_true", help="ne pas installer LibreOffice s'il manque")
    ap.add_argument("--holdout", action="store_true", help="formulations B, tenues à l'écart (tools/eval_corpus/holdout.py)")
    a = ap.parse_args(argv)
    out = a.out or (DEFAULT_OUT.parent / "corpus_holdout" if a.holdout else DEFAULT_OUT)
    generate(out, a.docs, a.seed, tuple(a.producers.split(",")), install=not a.no_install, holdout=a.holdout)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
