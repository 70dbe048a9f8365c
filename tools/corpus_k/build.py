"""Orchestration: cast, kinds, producers in rotation, rendering, verification, manifest."""
import argparse
import json
import random
import subprocess
import sys
import threading
import time
from pathlib import Path

from . import kinds_a as A
from . import kinds_b as B
from .ctx import Ctx
from .spec import Doc

ROOT = Path(__file__).resolve().parent.parent.parent
WORK = ROOT / "tools" / "_cache" / "corpusk-work"
JAVA_DIR = Path(__file__).resolve().parent / "java"
JARS = ["itext5.jar", "itext.jar", "pdfbox2.jar", "fontbox2.jar", "commons-logging.jar"]
CP = ":".join("/usr/share/java/" + j for j in JARS)

KINDS = [("crh", A.crh), ("ordonnance", B.ordo), ("biologie", A.bio), ("consultation", A.consult),
         ("operatoire", A.cro), ("certificat", B.certif), ("anesthesie", A.cpa), ("urgences", A.urg),
         ("courrier_mt", B.courrier_mt), ("anapath", A.anapath), ("radiologie", A.radio), ("prise_en_charge", B.dpc),
         ("transmission_ide", B.transm), ("transfusion", B.transfu), ("kinesitherapie", B.kine), ("rcp", B.rcp),
         ("facture", B.facture), ("social", B.social), ("lettre_sortie", A.sortie)]
PRODUCERS = [("itext5", "iText 5.5.13.3 (com.itextpdf, Debian libitext5-java)", "R5", ["sans", "serif", "dejavu"]),
             ("itext2", "iText 2.1.7 (com.lowagie, Debian libitext-java)", "R2", ["serif", "narrow", "sans"]),
             ("pdfbox", "Apache PDFBox 2.0.27 (Debian libpdfbox2-java)", "RB", ["sans", "dejavu", "serif"]),
             ("borb", "borb 3.0.9 (PyPI, Python)", None, ["sans", "serif"])]


def compile_java():
    out = WORK / "classes"
    srcs = sorted(JAVA_DIR.glob("*.java"))
    stamp = max(s.stat().st_mtime for s in srcs)
    if out.exists() and all((out / (s.stem + ".class")).exists() and (out / (s.stem + ".class")).stat().st_mtime >= stamp for s in srcs):
        return out
    out.mkdir(parents=True, exist_ok=True)
    subprocess.run(["javac", "-nowarn", "-encoding", "UTF-8", "-cp", CP, "-d", str(out)] + [str(s) for s in srcs], check=True)
    return out


def build_doc(i, seed):
    r = random.Random(seed * 1000 + i)
    kname, fn = KINDS[i % len(KINDS)]
    prod = PRODUCERS[(i + 2 * (i // len(KINDS))) % 4]
    c = Ctx(r)
    c.hv, c.iv = r.randint(0, 3), r.randint(0, 3)
    d = Doc("k%03d_%s" % (i + 1, kname), kname, r.choice(prod[3]))
    fn(c, d)
    return d, prod


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=113)
    ap.add_argument("--docs", type=int, default=40)
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "out" / "corpus_k")
    a = ap.parse_args(argv)
    t0 = time.time()
    out = a.out if a.out.is_absolute() else ROOT / a.out
    out.mkdir(parents=True, exist_ok=True)
    src = WORK / "specs"
    src.mkdir(parents=True, exist_ok=True)
    classes = compile_java()
    docs = [build_doc(i, a.seed) for i in range(a.docs)]
    jobs = {}
    for d, prod in docs:
        spec = src / (d.name + ".spec")
        spec.write_text(d.spec_text(), encoding="utf-8")
        (out / (d.name + ".truth.json")).write_text(json.dumps(d.truth(prod[1]), ensure_ascii=False, indent=1), encoding="utf-8")
        jobs.setdefault(prod[0], []).append((spec, out / (d.name + ".pdf")))
    errors = []

    def run_java():
        for key, _, cls, _ in PRODUCERS:
            if cls and jobs.get(key):
                args = [x for pair in jobs[key] for x in map(str, pair)]
                r = subprocess.run(["java", "-cp", "%s:%s" % (classes, CP), cls] + args, capture_output=True, text=True)
                if r.returncode:
                    errors.append("%s: %s" % (cls, r.stderr.strip()[-800:]))

    th = threading.Thread(target=run_java)
    th.start()
    from .borb_render import render
    for spec, pdf in jobs.get("borb", []):
        try:
            render(spec, pdf)
        except Exception as e:  # reported below
            errors.append("borb %s: %r" % (spec.name, e))
    th.join()
    t_render = time.time() - t0
    from .verify import check
    failed = 0
    manifest = {"corpus": "corpus_k", "seed": a.seed, "documents": [], "producers": {p[0]: p[1] for p in PRODUCERS}}
    counts_pii, counts_keep, pages_total = {}, {}, 0
    for d, prod in docs:
        pdf = out / (d.name + ".pdf")
        truth = d.truth(prod[1])
        if not pdf.exists():
            failed += 1
            print("ÉCHEC %s: pas de PDF" % d.name)
            continue
        errs, _ = check(pdf, truth, len(d.pages))
        if errs:
            failed += 1
            print("ÉCHEC %s (%s):\n  %s" % (d.name, prod[0], "\n  ".join(errs[:12])))
        pages_total += len(d.pages)
        for pg in truth["pages"]:
            for it in pg["items"]:
                tgt = counts_pii if it["role"] == "pii" else counts_keep
                key = it["kind"] if it["kind"] != "DECOY" else "DECOY:" + it["subtype"]
                tgt[key] = tgt.get(key, 0) + 1
        counts_pii["METADONNEES"] = counts_pii.get("METADONNEES", 0) + len(truth["metadata_items"])
        manifest["documents"].append({"name": d.name, "pdf": d.name + ".pdf", "truth": d.name + ".truth.json", "kind": d.kind,
                                      "pages": len(d.pages), "producer": prod[1], "producers": [prod[1]]})
    for e in errors:
        print("ERREUR", e)
    manifest.update({"pages": pages_total, "kinds": sorted({d.kind for d, _ in docs}),
                     "counts": {"pii": dict(sorted(counts_pii.items())), "keep": dict(sorted(counts_keep.items()))},
                     "failed": failed, "seconds": round(time.time() - t0, 1)})
    (out / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")
    from .verify import PARTIAL
    manifest["pii_probes_seen_by_one_extractor_only"] = len(PARTIAL)
    (out / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")
    print("sondes personnelles vues par un seul extracteur : %d" % len(PARTIAL))
    print("%d documents, %d pages, %d échecs ; rendu %.1f s, total %.1f s" % (len(docs), pages_total, failed, t_render, time.time() - t0))
    return 1 if failed or errors else 0
