"""Corpus AI: 40 fictional French clinical PDFs from PDF writers no earlier corpus used.

Held-out evaluation corpus, written without looking at the product (only tools/score_eval.py, the
AE manifest and one AE truth file, and the module docstrings of the earlier tools/make_corpus_*.py
were read). Output: benchmarks/out/corpus_ai/{manifest.json, pdf/aiNNN_<family>_<shape>.pdf,
truth/aiNNN_<family>_<shape>.json} in the judge's format. Seed 367, 40 documents of 1-2 pages,
document i (1-based) in family i % 4; text, layout and truth are deterministic for a seed.

Producers: THREE new writers (a fourth was not found in the time box: PyX needs TeX for text,
@f-o-t/pdf untried), so pdfje serves two families with different layouts:
  1 pdfje      pdfje 0.6.1 (PyPI, pure-Python declarative PDF writer; fontTools 4.68.0 for
               subsetting) via tools/corpus_ai/render.py:render_pdfje, variant "serif": one
               draw.Text per line at absolute positions, Liberation Serif CID TrueType subsets.
  2 svg2pdf    svg2pdf-py 1.1.0 (PyPI abi3 wheel of the Rust svg2pdf crate, the one Typst uses for
               SVG, NOT Typst's document writer) via render_svg2pdf: each page an SVG with one
               <text> per line, segments as <tspan>s, label/value rows with an italic <tspan x=>,
               DejaVu Sans CID subsets, header band and margin bar; multi-page documents joined
               with pypdf (only to concatenate pages; the page content is svg2pdf's).
  3 minipdf    minipdf 0.7.0 (PyPI, "Office-to-PDF conversion engine backed by the Rust MiniPdf
               core") via render_minipdf: a .docx written by hand (zipfile, WordprocessingML, one
               paragraph per line, bold runs, pageBreakBefore) converted by minipdf; base-14
               Helvetica declared but the text set in an embedded CID TrueType font (MPFont1);
               no Info dictionary. The engine paginates and wraps by itself.
  0 pdfjegrid  pdfje 0.6.1 again, variant "grid": Liberation Sans, identity as a label/value
               GRID (label and value as separate text objects, value column at x=215, bold),
               row rules and a page frame.
Shapes (6, document i gets SHAPES[(i-1) % 6]): consultation_rhumato, echo_obstetricale (the
mother, partner and the fetus's chosen first name), sortie_reanimation, consultation_allergo,
bilan_chute_ehpad, consultation_orl_audiogramme.

Items: personal values (names in UPPER/Title/lower/"NOM, PRÉNOM" order, particles, compounds,
"née X", initials; birth dates in five writings; addresses, phones in three writings, e-mails,
NIR/INS with valid key in three writings, IPP, stay numbers, RPPS (11 digits Luhn) and
"8"+RPPS, FINESS (Luhn), ADELI, lab numbers, insurer member numbers, establishments and
acronyms, employers, relatives) and "keep" items (care dates, CIM-10/CCAM/ATC codes, doses, lab
values, scores, eponyms, lot/UF/fiche numbers as decoys). Critical as in earlier corpora:
patient NOM/PRENOM, birth names, DATE_NAISSANCE, IPP, NIR, e-mails, fetus first name.

Validation (exit 1 on failure): an item is kept in the truth only where BOTH pdftotext and pypdf
show it on its page (as many times as planned there); then score_eval.judge_document(truth, src,
out=src) must give 0 unmeasurable probes, every pii "leaked" and no keep item lost.

Set-up and generation:
    python3 -m venv tools/_cache/corpusai-venv
    tools/_cache/corpusai-venv/bin/pip install pdfje==0.6.1 fonttools==4.68.0 svg2pdf-py==1.1.0 \
        minipdf==0.7.0 pypdf==7.1.1
    tools/_cache/corpusai-venv/bin/python tools/make_corpus_ai.py [--seed 367] [--out benchmarks/out/corpus_ai]
Fonts: Debian fonts-liberation, fonts-dejavu-core (/usr/share/fonts/truetype). pdftotext: poppler-utils.
"""
from __future__ import annotations

import argparse
import copy
import json
import random
import shutil
import subprocess
import sys
from collections import Counter
from importlib.metadata import version
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
from corpus_ai import content, render  # noqa: E402
import score_eval as judge  # noqa: E402

N_DOCS = 40
FAMILIES = {1: "pdfje", 2: "svg2pdf", 3: "minipdf", 0: "pdfjegrid"}
PRODUCERS = {
    "pdfje": "pdfje %s (Python, PyPI) via tools/corpus_ai/render.py:render_pdfje serif: one Text per line, Liberation Serif CID TrueType subsets",
    "svg2pdf": "svg2pdf-py %s (Rust svg2pdf, PyPI wheel) via tools/corpus_ai/render.py:render_svg2pdf: SVG text/tspan per line, DejaVu Sans CID subsets",
    "minipdf": "minipdf %s (Rust MiniPdf core, PyPI) via tools/corpus_ai/render.py:render_minipdf: hand-written DOCX converted, engine pagination",
    "pdfjegrid": "pdfje %s (Python, PyPI) via tools/corpus_ai/render.py:render_pdfje grid: label/value grid as separate text objects, Liberation Sans, rules and frame",
}
DIST = {"pdfje": "pdfje", "svg2pdf": "svg2pdf-py", "minipdf": "minipdf", "pdfjegrid": "pdfje"}


def plan_to_lines(pages):
    """Renderer lines (strings) + per page the items in order."""
    out_pages, items = [], []
    for pg in pages:
        lines, its = [], []
        for ln in pg:
            segs = []
            for s in ln["segs"]:
                if isinstance(s, dict):
                    segs.append(s["text"])
                    its.append(s)
                else:
                    segs.append(s)
            nl = {"segs": segs, "bold": ln.get("bold", False), "size": ln.get("size", 9.5), "cells": None}
            if ln.get("cells"):
                nl["cells"] = [segs[0].rstrip(), "".join(segs[1:])]
            lines.append(nl)
        out_pages.append(lines)
        items.append(its)
    return out_pages, items


def check_widths(lines_pages, fam):
    """Every line must fit the page width with the font the writer embeds (fontTools metrics)."""
    from fontTools.ttLib import TTFont
    path = {"svg2pdf": render.DEJAVU / "DejaVuSans-Bold.ttf", "pdfje": render.LIB / "LiberationSerif-Bold.ttf",
            "pdfjegrid": render.LIB / "LiberationSans-Bold.ttf", "minipdf": render.LIB / "LiberationSans-Bold.ttf"}[fam]
    f = check_widths.cache.get(path) or TTFont(str(path))
    check_widths.cache[path] = f
    cmap, hmtx, upm = f.getBestCmap(), f["hmtx"], f["head"].unitsPerEm
    for lines in lines_pages:
        for ln in lines:
            txt = ln["cells"][1] if (ln["cells"] and fam != "minipdf") else "".join(ln["segs"])
            x0 = 215 if (ln["cells"] and fam == "pdfjegrid") else (210 if ln["cells"] and fam == "svg2pdf" else 52)
            w = sum(hmtx[cmap.get(ord(c), cmap[32])][0] for c in txt) * ln["size"] / upm
            if x0 + w > render.PAGE_W - 36:
                raise SystemExit("line too wide (%s, %.0f pt): %s" % (fam, x0 + w, txt))


check_widths.cache = {}


def filter_items(pdf: Path, items_pages):
    pt = [judge.normalize(x) for x in judge.extract_pdftotext(pdf)]
    pp = [judge.normalize(x) for x in judge.extract_pypdf(pdf)[0]]
    pt_h = [judge.normalize(x, True) for x in judge.extract_pdftotext(pdf)]
    kept_pages, dropped = [], []
    for i, its in enumerate(items_pages):
        if i >= len(pt) or i >= len(pp):
            kept_pages.append([])
            dropped += its
            continue
        need = Counter(p for it in its for p in it["probes"])
        ok = set()
        for p, n in need.items():
            ci = "@" in p
            if judge.count(p, pt[i], ci) >= n and judge.count(p, pp[i], ci) >= n:
                ok.add(p)
        kept_pages.append([copy.deepcopy(it) for it in its if all(p in ok for p in it["probes"])])
        dropped += [it for it in its if not all(p in ok for p in it["probes"])]
    return kept_pages, dropped, len(pt), len(pp)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=367)
    ap.add_argument("--out", default=str(ROOT / "benchmarks" / "out" / "corpus_ai"))
    a = ap.parse_args()
    out = Path(a.out)
    if out.exists():
        shutil.rmtree(out)
    (out / "pdf").mkdir(parents=True)
    (out / "truth").mkdir()
    work = ROOT / "tools" / "_cache" / "corpusai-work"
    work.mkdir(parents=True, exist_ok=True)
    versions = {"pdfje": version("pdfje"), "svg2pdf-py": version("svg2pdf-py"), "minipdf": version("minipdf"),
                "fonttools": version("fonttools"), "pypdf": version("pypdf"),
                "pdftotext": subprocess.run([judge.PDFTOTEXT, "-v"], capture_output=True, text=True).stderr.splitlines()[0],
                "python": sys.version.split()[0]}
    summary = {f: {"planned": 0, "kept": 0, "dropped": 0, "dropped_by_kind": {}, "producer": PRODUCERS[f] % versions[DIST[f]]}
               for f in FAMILIES.values()}
    docs, failures = [], []
    totals = Counter()
    for i in range(1, N_DOCS + 1):
        fam = FAMILIES[i % 4]
        shape = content.SHAPES[(i - 1) % 6]
        rng = random.Random(a.seed * 1000 + i)
        plan = content.build(rng, shape)
        lines, items = plan_to_lines(plan)
        check_widths(lines, fam)
        name = f"ai{i:03d}_{fam}_{shape}"
        pdf = out / "pdf" / (name + ".pdf")
        if fam == "pdfje":
            render.render_pdfje(lines, pdf, "serif")
        elif fam == "pdfjegrid":
            render.render_pdfje(lines, pdf, "grid")
        elif fam == "svg2pdf":
            render.render_svg2pdf(lines, pdf)
        else:
            render.render_minipdf(lines, pdf, work)
        kept, dropped, npt, npp = filter_items(pdf, items)
        if npt != len(lines) or npp != len(lines):
            failures.append(f"{name}: {len(lines)} pages planned, pdftotext {npt}, pypdf {npp}")
        producer = summary[fam]["producer"]
        truth = {"name": name, "family": fam, "kind": shape, "producer": producer, "producers": [producer],
                 "page_index_base": 0, "pages": [{"index": k, "items": its} for k, its in enumerate(kept)],
                 "metadata_items": []}
        s = summary[fam]
        s["planned"] += sum(map(len, items))
        s["kept"] += sum(map(len, kept))
        s["dropped"] += len(dropped)
        for it in dropped:
            s["dropped_by_kind"][it["kind"]] = s["dropped_by_kind"].get(it["kind"], 0) + 1
        src = judge.extract_all(pdf)
        res = judge.judge_document(truth, src, src)
        if res["unmeasurable_probes"]:
            failures.append(f"{name}: {res['unmeasurable_probes']} unmeasurable probes")
        for k, v in res["leaks"].items():
            if v["leaked"] != v["total"]:
                failures.append(f"{name}: pii {k} {v['leaked']}/{v['total']} seen")
        for k, v in res["kept"].items():
            if v["lost"]:
                failures.append(f"{name}: keep {k} lost {v['lost']}")
        (out / "truth" / (name + ".json")).write_text(json.dumps(truth, ensure_ascii=False, indent=1), encoding="utf-8")
        docs.append({"name": name, "pdf": f"pdf/{name}.pdf", "truth": f"truth/{name}.json", "pages": len(kept),
                     "producer": producer, "producers": [producer], "kind": shape, "family": fam})
        totals["documents"] += 1
        totals["pages"] += len(kept)
        totals["pii_items"] += sum(1 for its in kept for it in its if it["role"] == "pii")
        totals["keep_items"] += sum(1 for its in kept for it in its if it["role"] == "keep")
    totals["metadata_items"] += 0
    manifest = {"seed": a.seed, "generator": "tools/make_corpus_ai.py", "versions": versions,
                "alignment_summary": summary, "totals": dict(totals), "documents": docs}
    (out / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")
    for f in failures:
        print("FAIL", f, file=sys.stderr)
    print(json.dumps({"corpus": str(out), "totals": dict(totals), "dropped": {f: s["dropped"] for f, s in summary.items()},
                      "failures": len(failures)}, ensure_ascii=False))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
