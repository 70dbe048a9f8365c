"""Corpus AE: 40 fictional French clinical PDFs from four PDF writers no earlier corpus used.

Families (10 documents each, every shape at least once, 1-3 pages per document):
  oxide      pdf_oxide 0.3.78 (Rust engine shipped as a PyPI abi3 wheel), tools/corpus_ae/render_oxide.py.
             Table cells as pdf_oxide text_in_rect boxes (one wrapped text object per cell, borders
             by stroke_rect; its Table engine was tried and draws row rules through the text),
             body lines placed with at()/text(), a FreeText annotation with a non-personal note (its
             appearance text is read by pdftotext only), LiberationSans embedded as CID
             TrueType Identity-H subsets + ToUnicode.
  pydyf      pydyf 0.13.0 (PyPI, low-level PDF object writer), tools/corpus_ae/render_pydyf.py.
             Content streams written by hand: lines emitted in a shuffled order (stream order
             != reading order), each word cut into 2-3 fragments inside one TJ array with small
             kerning offsets, letter-spaced titles (Tc), hyphenation of long ordinary words at
             line ends, table cells written column by column, identity line rotated 90° in the
             margin; LiberationSans embedded as simple TrueType fonts, WinAnsiEncoding + Widths.
  muhammara  muhammara 6.0.6 (npm; the C++ PDF-Writer/Hummus engine built from source offline
             against /usr/include/node), tools/corpus_ae/render_muhammara.js. Justified body
             written word by word (one positioned Tj per word, no space glyph), running
             header/footer in ONE form XObject reused on all pages, identity line rotated 90°,
             CID TrueType subsets (Identity-H).
  syncfusion @syncfusion/ej2-pdf-export 34.2.8 (npm, Syncfusion's TypeScript engine),
             tools/corpus_ae/render_syncfusion.js. Header/footer as document page templates
             (PdfPageTemplateElement -> form XObjects), tables as PdfGrid cells,
             character-spaced titles (PdfStringFormat.characterSpacing), rotated identity line
             (rotateTransform); CID TrueType subsets. The package has no API for the Info
             dictionary: these PDFs carry no metadata, so no metadata_items.

Shapes (tools/corpus_ae/shapes.py): certificat_sdt_sdre, certificat_coups_blessures,
consultation_pediatrique (vaccination table), seance_hemodialyse (session table),
consultation_ophtalmo (acuity/pressure table, glasses prescription), certificat_deces
(volet administratif). Everything is invented; communes and postcodes are real.

Set-up on a fresh Debian 12 machine, as root, from the repository root:
  apt-get update && apt-get install -y poppler-utils fonts-liberation nodejs npm python3-venv build-essential python3
      (the workplace had node 20 from nodesource; Debian's nodejs 18 + its headers should do too)
  python3 -m venv tools/_cache/corpusae-venv
  tools/_cache/corpusae-venv/bin/pip install pypdf==7.1.1 pydyf==0.13.0 pdf_oxide==0.3.78 fonttools==4.68.0
  mkdir -p tools/_cache/corpusae-node && cd tools/_cache/corpusae-node && npm init -y && \
      JOBS=1 npm install muhammara@6.0.6 --nodedir=/usr      (no prebuilt download: builds from source, ~4 min)
  mkdir -p tools/_cache/corpusae-node2 && cd tools/_cache/corpusae-node2 && npm init -y && \
      npm install @syncfusion/ej2-pdf-export@34.2.8

Generation (deterministic for a seed):
  tools/_cache/corpusae-venv/bin/python tools/make_corpus_ae.py --seed 337 --out benchmarks/out/corpus_ae

Validation (in this script, with the judge's own functions from tools/score_eval.py:
normalize, count, extract_pdftotext, extract_pypdf, extract_all, judge_document):
  * an item stays on page p only if BOTH pdftotext and pypdf show its probe on p at least as
    many times as the items of p claim (occurrences inside longer items counted as the
    judge's E_pii does); otherwise it moves to the nearest page where both show one more,
    else it is dropped;
  * completion: a personal value or care date that both extractors show more often on a page
    than planned gets extra items there;
  * whole-document rule: for every probe E_pii + E_keep <= occurrences for both extractors;
  * metadata_items only for probes present in pypdf's metadata of the input;
  * self-check: judge_document(truth, src, out=src) must give 0 unmeasurable probes, every
    personal value "leaked" and no kept value lost, else the run stops.
The manifest's alignment_summary gives planned / kept / moved / completed / dropped per family.

Reading quirks seen (see also the report in the manifest): pdftotext reads the FreeText
annotation text of the oxide pages, pypdf does not; pdffonts prints an xref error on
pdf_oxide files although pdftotext/pypdf read them; pydyf's shuffled stream makes pypdf give
lines out of reading order (pdftotext reorders them); muhammara's word-by-word body has no space
glyphs, both extractors rebuild the spaces from the gaps; @syncfusion/ej2-pdf-export needs a
global `navigator` shim under node 20, paginates any drawString below the client area (the
page marker is therefore a PdfCompositeField "Page {0}/{1}" in the footer template, read back as
"Page i/n" by both extractors) and writes no Info dictionary.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools" / "corpus_ae"))
sys.path.insert(0, str(ROOT / "tools"))

from score_eval import count, extract_all, extract_pdftotext, extract_pypdf, judge_document, normalize  # noqa: E402

import layout  # noqa: E402
import render_oxide  # noqa: E402
import render_pydyf  # noqa: E402
from shapes import SHAPES, SHAPE_FUNCS, Ctx, dec  # noqa: E402

CACHE = ROOT / "tools" / "_cache"
NODE_MODULES = CACHE / "corpusae-node" / "node_modules"
NODE_MODULES2 = CACHE / "corpusae-node2" / "node_modules"
WORK = CACHE / "corpusae-work"

FAMILIES = ["oxide", "pydyf", "muhammara", "syncfusion"]
PRODUCERS = {
    "oxide": "pdf_oxide 0.3.78 (Rust, PyPI wheel) via tools/corpus_ae/render_oxide.py: cells as text_in_rect boxes, FreeText annotation, CID TrueType Identity-H",
    "pydyf": "pydyf 0.13.0 (Python, PyPI) via tools/corpus_ae/render_pydyf.py: shuffled stream order, words split into TJ fragments, letter-spaced titles, hyphenation, rotated margin line, simple TrueType WinAnsi",
    "muhammara": "muhammara 6.0.6 (npm, PDF-Writer C++ built from source) via tools/corpus_ae/render_muhammara.js: justified word-by-word Tj, header/footer form XObject, rotated margin line, CID TrueType",
    "syncfusion": "@syncfusion/ej2-pdf-export 34.2.8 (npm, TypeScript) via tools/corpus_ae/render_syncfusion.js: page templates (XObjects), PdfGrid tables, character spacing, rotated margin line, no Info metadata",
}
OPTS = {
    "oxide": {},
    "pydyf": {"hyphenate": True, "title_ls": 0.6, "side": True},
    "muhammara": {"justify": True, "side": True},
    "syncfusion": {"title_ls": 0.8, "side": True},
}
HAS_META = {"oxide": True, "pydyf": True, "muhammara": True, "syncfusion": False}


def page_marker(text):
    return dec("PAGE", text)


def render(family, spec, out_pdf, seed):
    if family == "oxide":
        render_oxide.render(spec, str(out_pdf), seed)
    elif family == "pydyf":
        render_pydyf.render(spec, str(out_pdf), seed)
    else:
        js = ROOT / "tools" / "corpus_ae" / ("render_%s.js" % family)
        sp = WORK / (out_pdf.stem + ".json")
        sp.write_text(json.dumps(spec, ensure_ascii=False), encoding="utf-8")
        env = dict(os.environ, AE_NODE_MODULES=str(NODE_MODULES), AE_NODE_MODULES2=str(NODE_MODULES2))
        subprocess.run(["node", str(js), str(sp), str(out_pdf)], check=True, env=env, timeout=120)


# ------------------------------------------------------------------ alignment

def is_ci(p):
    return "@" in p


def contrib(p, it):
    return count(p, normalize(it["text"]), is_ci(p)) or (p in it["probes"])


def page_counts(p, texts):
    return max(count(p, texts[0], is_ci(p)), count(p, texts[1], is_ci(p)))


def align(truth_pages, pdf_path, stats):
    pt = extract_pdftotext(pdf_path)
    pp, meta = extract_pypdf(pdf_path)
    n = len(truth_pages)
    if len(pt) != n or len(pp) != n:
        raise RuntimeError("%s: page count mismatch %d/%d/%d" % (pdf_path, n, len(pt), len(pp)))
    tx = [{"pt": (normalize(pt[i]), normalize(pt[i], True)), "pp": (normalize(pp[i]), normalize(pp[i], True))} for i in range(n)]
    pages = [list(items) for items in truth_pages]
    stats["planned"] += sum(len(x) for x in pages)

    def shows(i, p):
        return min(page_counts(p, tx[i]["pt"]), page_counts(p, tx[i]["pp"]))

    def need(i, p):
        return sum(contrib(p, it) for it in pages[i])

    moved = dropped = completed = 0
    dropped_kinds = Counter()
    for i in range(n):
        changed = True
        while changed:
            changed = False
            for it in list(pages[i]):
                bad = [p for p in it["probes"] if need(i, p) > shows(i, p)]
                if not bad:
                    continue
                pages[i].remove(it)
                target = None
                for j in sorted(range(n), key=lambda j: abs(j - i)):
                    if j == i:
                        continue
                    if all(need(j, p) + contrib(p, it) <= shows(j, p) for p in it["probes"]):
                        target = j
                        break
                if target is None:
                    dropped += 1
                    dropped_kinds[it["kind"]] += 1
                else:
                    pages[target].append(it)
                    moved += 1
                changed = True
                break
    # completion: personal values and care dates seen more often than planned
    for i in range(n):
        seen = {}
        for j in range(n):
            for it in pages[j]:
                if it["role"] == "pii" or it["kind"] == "DATE":
                    seen.setdefault((it["kind"], it["text"], it["subtype"]), it)
        for key, it in seen.items():
            p = it["probes"][0]
            extra = shows(i, p) - need(i, p)
            while extra > 0:
                pages[i].append(dict(it))
                completed += 1
                extra = shows(i, p) - need(i, p)
    stats["moved"] += moved
    stats["dropped"] += dropped
    stats["completed"] += completed
    for k, v in dropped_kinds.items():
        stats["dropped_by_kind"][k] = stats["dropped_by_kind"].get(k, 0) + v
    return pages, meta


def whole_doc_rule(pages, src, stats):
    while True:
        items = [it for pg in pages for it in pg]
        probes = sorted({p for it in items for p in it["probes"]})
        worst = None
        for p in probes:
            e = sum(contrib(p, it) for it in items)
            ok = all(max(count(p, src[ex], is_ci(p)), count(p, src[ex + "_h"], is_ci(p))) >= e for ex in ("pdftotext", "pypdf"))
            if not ok:
                worst = p
                break
        if worst is None:
            return pages
        for pg in reversed(pages):
            hit = [it for it in pg if contrib(worst, it)]
            if hit:
                pg.remove(hit[-1])
                stats["dropped"] += 1
                stats["dropped_by_kind"][hit[-1]["kind"]] = stats["dropped_by_kind"].get(hit[-1]["kind"], 0) + 1
                break


def self_check(truth, src, name):
    j = judge_document(truth, src, src)
    if j["unmeasurable_probes"]:
        raise RuntimeError("%s: %d unmeasurable probes" % (name, j["unmeasurable_probes"]))
    for k, v in j["leaks"].items():
        if v["leaked"] != v["total"]:
            raise RuntimeError("%s: %s leaked %d/%d on self-check" % (name, k, v["leaked"], v["total"]))
    for k, v in j["kept"].items():
        if v["lost"]:
            raise RuntimeError("%s: %s lost %d on self-check" % (name, k, v["lost"]))


# ------------------------------------------------------------------ main

def versions():
    v = {}
    try:
        import pdf_oxide
        v["pdf_oxide"] = pdf_oxide.VERSION
    except Exception:
        pass
    import importlib.metadata as md
    for pkg in ("pydyf", "pypdf", "fonttools", "pdf_oxide"):
        try:
            v[pkg] = md.version(pkg)
        except Exception:
            pass
    for mod, key in ((NODE_MODULES / "muhammara" / "package.json", "muhammara"),
                     (NODE_MODULES2 / "@syncfusion" / "ej2-pdf-export" / "package.json", "@syncfusion/ej2-pdf-export")):
        try:
            v[key] = json.loads(mod.read_text())["version"]
        except Exception:
            pass
    v["node"] = subprocess.run(["node", "--version"], capture_output=True, text=True).stdout.strip()
    v["pdftotext"] = subprocess.run(["pdftotext", "-v"], capture_output=True, text=True).stderr.splitlines()[0]
    v["python"] = sys.version.split()[0]
    return v


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=337)
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "out" / "corpus_ae")
    ap.add_argument("--only", default="", help="comma-separated families (debug)")
    a = ap.parse_args(argv)
    WORK.mkdir(parents=True, exist_ok=True)
    (a.out / "pdf").mkdir(parents=True, exist_ok=True)
    (a.out / "truth").mkdir(parents=True, exist_ok=True)
    master = random.Random(a.seed)
    plan = []
    for fam in FAMILIES:
        shapes = SHAPES + master.sample(SHAPES, 4)
        master.shuffle(shapes)
        for sh in shapes:
            plan.append((fam, sh, master.randint(0, 10 ** 9)))
    # interleave families in numbering: ae001 oxide, ae002 pydyf, ...
    order = []
    for k in range(10):
        for f in range(4):
            order.append(plan[f * 10 + k])
    only = set(a.only.split(",")) if a.only else None
    summary = {f: {"planned": 0, "kept": 0, "moved": 0, "completed": 0, "dropped": 0, "dropped_by_kind": {},
                   "producer": PRODUCERS[f]} for f in FAMILIES}
    docs = []
    totals = Counter()
    for idx, (fam, shape, dseed) in enumerate(order, 1):
        if only and fam not in only:
            continue
        name = "ae%03d_%s_%s" % (idx, fam, shape)
        rng = random.Random(dseed)
        c = Ctx(rng, shape, fam)
        e, pat, ddn_style, ipp = SHAPE_FUNCS[shape](c)
        from shapes import running
        head, foot, side = running(c, e, pat, ddn_style, ipp)
        pages = layout.lay_out(c.pages, head, foot, side, OPTS[fam], page_marker)
        if not 1 <= len(pages) <= 3:
            raise RuntimeError("%s: %d pages" % (name, len(pages)))
        spec = {"meta": c.meta if HAS_META[fam] else {}, "pages": [{"ops": p["ops"]} for p in pages]}
        pdf = a.out / "pdf" / (name + ".pdf")
        render(fam, spec, pdf, dseed)
        st = summary[fam]
        tp, meta = align([p["items"] for p in pages], pdf, st)
        src = extract_all(pdf)
        tp = whole_doc_rule(tp, src, st)
        meta_items = [it for it in c.meta_items if any(p in meta for p in it["probes"])] if HAS_META[fam] else []
        truth = {"name": name, "family": fam, "kind": shape, "producer": PRODUCERS[fam], "producers": [PRODUCERS[fam]],
                 "page_index_base": 0,
                 "pages": [{"index": i, "items": items} for i, items in enumerate(tp)],
                 "metadata_items": meta_items}
        self_check(truth, src, name)
        st["kept"] += sum(len(x) for x in tp) - 0
        (a.out / "truth" / (name + ".json")).write_text(json.dumps(truth, ensure_ascii=False, indent=1), encoding="utf-8")
        docs.append({"name": name, "pdf": "pdf/%s.pdf" % name, "truth": "truth/%s.json" % name, "pages": len(tp),
                     "producer": PRODUCERS[fam], "producers": [PRODUCERS[fam]], "kind": shape, "family": fam})
        totals["documents"] += 1
        totals["pages"] += len(tp)
        totals["metadata_items"] += len(meta_items)
        totals["pii_items"] += sum(1 for pg in tp for it in pg if it["role"] == "pii")
        totals["keep_items"] += sum(1 for pg in tp for it in pg if it["role"] == "keep")
        print("%s: %d pages, %d items" % (name, len(tp), sum(len(x) for x in tp)), flush=True)
    for f, st in summary.items():
        # kept = items of the truth that were planned (completed ones are extra)
        st["kept"] = st["kept"] - st["completed"]
    manifest = {"seed": a.seed, "generator": "tools/make_corpus_ae.py", "versions": versions(),
                "alignment_summary": summary, "totals": dict(totals), "documents": docs}
    (a.out / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")
    print(json.dumps({"totals": dict(totals), "alignment": {f: {k: v for k, v in s.items() if k != "producer"} for f, s in summary.items()}}, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
