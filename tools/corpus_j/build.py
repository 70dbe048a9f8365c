"""Orchestration: draw the documents, render them with four producers, write truths, verify, manifest."""

from __future__ import annotations

import json
import os
import random
import subprocess
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from . import kinds_a, kinds_b, kinds_c, kinds_d, layout, render_context, render_rtf, verify
from .ident import Factory
from .model import Doc

ROOT = Path(__file__).resolve().parents[2]
CACHE = ROOT / "tools" / "_cache"
NODE = CACHE / "corpusj-node"
VENV = CACHE / "corpusj-venv"
WORK = CACHE / "corpusj-work"
PRODUCERS = ["pdf-lib", "qt", "abiword", "context"]
KINDS = kinds_a.KINDS + kinds_b.KINDS + kinds_c.KINDS + kinds_d.KINDS


def versions():
    def run(cmd):
        try:
            return subprocess.run(cmd, capture_output=True, text=True, timeout=60).stdout.strip()
        except Exception:  # noqa: BLE001
            return "?"
    node_pkg = lambda n: json.loads((NODE / "node_modules" / n / "package.json").read_text())["version"]  # noqa: E731
    qt = run([str(VENV / "bin" / "python"), "-c", "import PySide6, PySide6.QtCore as c; print(PySide6.__version__, c.qVersion())"])
    ctx = run(["context", "--version"]).splitlines()
    return {
        "pdf-lib": "pdf-lib %s + @pdf-lib/fontkit %s on Node %s" % (node_pkg("pdf-lib"), node_pkg("@pdf-lib/fontkit"), run(["node", "--version"])),
        "qt": "PySide6 %s (Qt %s) QTextDocument -> QPdfWriter" % tuple((qt.split() + ["?", "?"])[:2]),
        "abiword": "AbiWord %s (RTF -> PDF, cairo)" % run(["abiword", "--version"]),
        "context": "ConTeXt MkIV %s (Debian package context %s, LuaTeX)" % (
            next((x.split("current version:")[1].strip() for x in ctx if "current version" in x), "?"),
            run(["dpkg-query", "-W", "-f=${Version}", "context"])),
    }


def plan(n_docs):
    """Document i: kind k = i % K, producer rotated so that each kind meets several producers."""
    out = []
    K = len(KINDS)
    for i in range(n_docs):
        k = i % K
        out.append((KINDS[k], PRODUCERS[(k + i // K) % len(PRODUCERS)]))
    return out


def make_docs(seed, n_docs):
    docs = []
    for i, ((kname, builder), producer) in enumerate(plan(n_docs)):
        rng = random.Random("%d/%d/%s" % (seed, i, kname))
        doc = Doc("j%03d_%s" % (i + 1, kname), kname, producer, rng, Factory(rng))
        builder(doc)
        if producer == "abiword" and doc.header:
            doc.header["first"] = True  # AbiWord's RTF import has no distinct first-page header
        if producer == "abiword":
            doc.meta, doc.metadata_items = {}, []  # its PDF export (cairo) writes no information dictionary
        layout.paginate(doc)
        docs.append(doc)
    return docs


def doc_json(doc):
    return {"name": doc.name, "producer": doc.producer, "meta": doc.meta, "style": doc.style,
            "geometry": doc.geometry, "header": doc.header, "footer": doc.footer, "pages": doc.pages}


def render_all(docs, out_dir: Path, jobs=2):
    WORK.mkdir(parents=True, exist_ok=True)
    results = {}
    by = {p: [d for d in docs if d.producer == p] for p in PRODUCERS}

    def batch(producer):
        lst = by[producer]
        if not lst:
            return []
        jf = WORK / ("jobs_%s.json" % producer)
        jf.write_text(json.dumps([{"doc": doc_json(d), "out": str(out_dir / (d.name + ".pdf"))} for d in lst],
                                 ensure_ascii=False), encoding="utf-8")
        here = Path(__file__).resolve().parent
        if producer == "pdf-lib":
            cmd = ["node", str(here / "pdflib_render.js"), str(jf)]
            env = dict(os.environ, CORPUSJ_NODE_MODULES=str(NODE / "node_modules"))
        else:
            cmd = [str(VENV / "bin" / "python"), str(here / "render_qt.py"), str(jf)]
            env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        r = subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=600)
        if r.returncode:
            return [{"name": d.name, "errors": ["%s rc=%d %s" % (producer, r.returncode, r.stderr[-500:])]} for d in lst]
        return json.loads(r.stdout.strip().splitlines()[-1])

    def single(d):
        if d.producer == "abiword":
            return render_rtf.render(doc_json(d), out_dir / (d.name + ".pdf"), WORK)
        return render_context.render(doc_json(d), out_dir / (d.name + ".pdf"), WORK, WORK / "texmf-cache")

    render_context.ensure_cache(WORK / "texmf-cache")
    with ThreadPoolExecutor(max_workers=max(1, min(2, jobs))) as ex:
        for res in ex.map(batch, ["pdf-lib", "qt"]):
            for x in res:
                results[x["name"]] = x
        for x in ex.map(single, by["abiword"] + by["context"]):
            results[x["name"]] = x
    for name in ("jobs_pdf-lib.json", "jobs_qt.json"):
        pass  # kept in the work folder for inspection
    return results


def run(seed, n_docs, out_dir: Path, jobs=2, only=None):
    t0 = time.perf_counter()
    out_dir.mkdir(parents=True, exist_ok=True)
    if not only:  # stale documents of an earlier run must not stay beside the manifest
        for f in list(out_dir.glob("j[0-9][0-9][0-9]_*.pdf")) + list(out_dir.glob("j[0-9][0-9][0-9]_*.truth.json")):
            f.unlink()
    docs = make_docs(seed, n_docs)
    if only:
        docs = [d for d in docs if any(o in d.name for o in only)]
    t1 = time.perf_counter()
    rendered = render_all(docs, out_dir, jobs)
    t2 = time.perf_counter()
    manifest_docs, failures = [], {}

    def check(d):
        pdf = out_dir / (d.name + ".pdf")
        truth = verify.build_truth(d)
        (out_dir / (d.name + ".truth.json")).write_text(json.dumps(truth, ensure_ascii=False, indent=1), encoding="utf-8")
        errs = list(rendered.get(d.name, {}).get("errors", ["not rendered"]))
        st = {}
        if pdf.exists() and not errs:
            try:
                errs += verify.check_document(pdf, truth, st)
            except Exception as e:  # noqa: BLE001
                errs.append("verification crashed: %r" % e)
        return d, truth, errs, st

    with ThreadPoolExecutor(max_workers=max(1, min(2, jobs))) as ex:
        checked = list(ex.map(check, docs))
    vstats = {}
    for d, truth, errs, st in checked:
        for k, v in st.items():
            vstats[k] = vstats.get(k, 0) + v
        items = [it for pg in truth["pages"] for it in pg["items"]]
        counts = {"pii": {}, "keep": {}, "keep_subtypes": {}, "critical": 0}
        for it in items:
            counts[it["role"]][it["kind"]] = counts[it["role"]].get(it["kind"], 0) + 1
            if it["role"] == "keep":
                counts["keep_subtypes"][it["subtype"]] = counts["keep_subtypes"].get(it["subtype"], 0) + 1
            counts["critical"] += bool(it["critical"])
        manifest_docs.append({"name": d.name, "pdf": d.name + ".pdf", "truth": d.name + ".truth.json", "kind": d.kind,
                              "producer": d.producer, "producers": [d.producer], "pages": len(d.pages),
                              "counts": counts, "metadata_items": len(truth["metadata_items"])})
        if errs:
            failures[d.name] = errs
    tot = {"pii": {}, "keep": {}, "keep_subtypes": {}, "critical": 0}
    for m in manifest_docs:
        tot["critical"] += m["counts"]["critical"]
        for role in ("pii", "keep", "keep_subtypes"):
            for k, v in m["counts"][role].items():
                tot[role][k] = tot[role].get(k, 0) + v
    manifest = {"corpus": "corpus_j", "seed": seed, "documents": manifest_docs, "producers": versions(),
                "kinds": sorted({d.kind for d in docs}),
                "kind_producers": {k: sorted({d.producer for d in docs if d.kind == k}) for k in sorted({d.kind for d in docs})},
                "counts": tot, "pages": sum(m["pages"] for m in manifest_docs),
                "metadata_items": sum(m["metadata_items"] for m in manifest_docs),
                "generation": "python3 tools/make_corpus_j.py --seed %d --docs %d --out %s" % (
                    seed, n_docs, os.path.relpath(out_dir, ROOT)),
                "seconds": {"draw": round(t1 - t0, 1), "render": round(t2 - t1, 1), "total": round(time.perf_counter() - t0, 1)},
                "verification": {"passed": len(docs) - len(failures), "failed": len(failures),
                                 "page_probe_checks": vstats.get("checks", 0),
                                 "exact_by_extractor": {k: vstats.get(k, 0) for k in ("pdftotext", "layout", "pypdf")},
                                 "method": "per page: every probe of the page's truth items counted with score_eval.normalize/count "
                                           "in pdftotext, pdftotext -layout and pypdf; one extractor must match exactly. Per document: "
                                           "no probe occurrence outside the truth (rest = 0) for pdftotext or pypdf, none above; "
                                           "score_eval.judge_document(truth, input, input) measures every value; a simulated "
                                           "perfect anonymiser (personal values removed) scores 0 leaks and 0 lost keep items."}}
    (out_dir / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")
    return manifest, failures
