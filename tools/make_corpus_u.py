#!/usr/bin/env python3
"""Held-out evaluation corpus U for Caviard: 40 fictional French clinical PDFs from four producers new to the project.

Producers (10 documents each, in rotation: document i uses producer i % 4):
  1. rinohtype 0.5.6 (PyPI `rinohtype`, its own PDF backend) from reStructuredText through its Python API, with a
     custom DocumentTemplate (Article without table of contents), a custom style sheet (DejaVu Serif / TeX Gyre
     Heros) and running header/footer on every page (tools/corpus_u/r_rinoh.py).
  2. ConTeXt MkIV (Debian 12 package `context` 2021.03.05.20230120+dfsg-1+deb12u1, ConTeXt 2021.03.05 on LuaTeX) via `context file.tex`:
     \\framed labels, TABLE (\\bTABLE) tables, tabulate forms, dot leaders, \\setupheadertexts/\\setupfootertexts,
     PDF info via \\setupinteraction (tools/corpus_u/r_context.py).
  3. AbiWord 3.0.5 (Debian 12 package `abiword` 3.0.5~dfsg-3.2) via `abiword --to=pdf` from hand-written .abw (AWML XML) documents
     with header/footer sections, page fields, bordered tables and dot-leader tab stops (tools/corpus_u/r_abiword.py).
     AbiWord's cairo PDF export writes no document metadata, so no AbiWord document has metadata_items.
  4. A hand-written PDF writer (tools/corpus_u/r_cidpdf.py, no PDF library): Type0 fonts with CIDFontType2
     descendants, /Identity-H, /CIDToGIDMap /Identity, fontTools 4.68.0 subsets (glyph ids retained) of DejaVu
     Sans / Liberation Sans / Liberation Serif (Debian fonts-dejavu-core, fonts-liberation) as /FontFile2, /W
     arrays, /ToUnicode CMaps, 2-byte glyph ids in TJ arrays with kerning, words split across Tj/TJ operators and
     text objects, tables drawn with lines, form captions and values as separate text objects (values sometimes
     drawn before captions, captions under values in 7 pt), Info dictionary and XMP metadata.
No producer was replaced: all four installed from the Debian and PyPI registries.

Set-up (as root on Debian 12, from the repository root):
  apt-get update && apt-get install -y context abiword poppler-utils fonts-dejavu-core fonts-liberation
  python3 -m venv tools/_cache/corpusu-venv
  tools/_cache/corpusu-venv/bin/pip install pypdf==7.1.1 rinohtype==0.5.6 fonttools==4.68.0

Generation (about 80-90 s on 2 cores, one producer process at a time; poppler-utils 22.12.0 for the self-check):
  tools/_cache/corpusu-venv/bin/python tools/make_corpus_u.py --seed 173 --docs 40
Output: benchmarks/out/corpus_u/{manifest.json,pdf/,truth/}; work files in tools/_cache/corpusu-work/.
The generator judges every input with tools/score_eval.py (judge_document(truth, src, src)) and exits 1 when a
document fails (a personal value not seen as present, a kept item seen as lost, a non-measurable probe, a
metadata item missing from the metadata, or a probe that pdftotext or pypdf does not see as often as the truth says).

Truth format (truth/NAME.json), as tools/score_eval.py reads it:
  {"name", "producer", "shape", "seed",
   "pages": [{"index": 0-based page, "items": [
       {"role": "pii"|"keep", "kind": ..., "text": printed value, "subtype": ..., "probes": [strings], "critical": bool}]}],
   "metadata_items": [{"kind": "PERSONNE", "text": surname, "probes": [surname], "critical": true, "field": ...}]}
  pii kinds: PERSONNE (patient: critical; relatives, physicians: not), DATE_NAISSANCE, NIR, INS, IPP, EMAIL
  (patient e-mail critical, MSSanté address of a physician not), NDA, RPPS (11 digits or 8+RPPS), ADELI, FINESS,
  TELEPHONE, ADRESSE (street, postcode+commune, birthplace), ETABLISSEMENT (name and acronym), ORGANISME
  (complementary insurer), IDENTIFIANT (subtype DOSSIER_LABO, ACCESSION, PRESCRIPTION, MUTUELLE, SEJOUR).
  keep kinds: DATE (subtype SOINS), DECOY (CIM10, CCAM, LOINC, ATC, UCD, OID, LOT, DOSE, BIO, NORMES, DISPOSITIF,
  PAGE, VERSION, EPONYME, SCORE), MOT (HOMONYME: trades that are surnames, rivers).
  Probes: the value itself, plus the surname for person names and the street name for street addresses.
  Running header/footer items are repeated on every page. Ages are never marked. Page indexes are 0-based.
  In running text, hyphenated names/addresses are written with U+2011 (non-breaking hyphen) by rinohtype and
  AbiWord and boxed (\\hbox) by ConTeXt so that no line breaks inside them (the judge maps U+2011 to '-').
  PDF bytes are not byte-identical between runs (creation dates, font subset tags); texts and truth are.
Manifest: {"corpus": "u", "seed", "documents": [{"name", "pdf", "truth", "pages", "producer", "producers", "shape"}]}.
"""
from __future__ import annotations

import argparse
import importlib.util
import json
import random
import shutil
import subprocess
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

from corpus_u import r_abiword, r_cidpdf, r_context, r_rinoh  # noqa: E402
from corpus_u.model import Item, Running  # noqa: E402
from corpus_u.shapes import SHAPES, extension, running  # noqa: E402
from corpus_u.model import Ctx  # noqa: E402

PRODUCERS = ["rinohtype", "context", "abiword", "cidwriter"]
OUT = ROOT / "benchmarks" / "out" / "corpus_u"
WORK = ROOT / "tools" / "_cache" / "corpusu-work"


def load_judge():
    spec = importlib.util.spec_from_file_location("score_eval", ROOT / "tools" / "score_eval.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def segs_items(segs):
    return [s for s in segs if isinstance(s, Item)]


def body_items(blocks):
    out = []
    for b in blocks:
        k = b[0]
        if k in ("letterhead", "box", "sig"):
            for ln in b[1]:
                out += segs_items(ln)
        elif k in ("title", "p"):
            out += segs_items(b[1])
        elif k == "kv":
            for _, v in b[1]:
                out += segs_items(v)
        elif k == "cols":
            for _, v in b[1] + b[2]:
                out += segs_items(v)
        elif k == "table":
            for row in b[2]:
                for cell in row:
                    out += segs_items(cell)
    return out


def build(i: int, seed: int):
    rng = random.Random(seed * 1009 + i)
    c = Ctx(rng, i)
    shape = SHAPES[(i * 5) % len(SHAPES)]
    label, blocks = shape(c, rng)
    producer = PRODUCERS[i % 4]
    if rng.random() < 0.55:
        pos = len(blocks) - 1 if blocks[-1][0] == "sig" else len(blocks)
        blocks[pos:pos] = extension(c, rng)
    hdr, ftr = running(c, rng)
    doc = {"blocks": blocks, "header": hdr, "footer": ftr, "label": label, "shape": shape.__name__}
    tblock = next((b for b in blocks if b[0] == "title"), None)
    meta = producer != "abiword" and rng.random() < 0.6
    metadata_items = []
    if meta:
        last = c.pat.LAST
        if tblock is None:
            tblock = ("title", [label.upper()])
            blocks.insert(1 if blocks[0][0] == "letterhead" else 0, tblock)
        tblock[1].extend([" – ", c.I_last()])
        title = "".join(s if isinstance(s, str) else s.text for s in tblock[1])
        doc["meta_title"] = title
        metadata_items.append({"kind": "PERSONNE", "text": last, "probes": [last], "critical": True, "field": "Title"})
        if producer == "cidwriter":
            which = rng.choice(["author", "subject", "xmp"])
            if which == "author":
                doc["meta_author"] = "%s %s" % (c.pat.first, last)
                metadata_items.append({"kind": "PERSONNE", "text": doc["meta_author"], "probes": [last], "critical": True, "field": "Author"})
            elif which == "subject":
                doc["meta_subject"] = "Patient %s, IPP %s" % (last, c.ipp)
                metadata_items.append({"kind": "PERSONNE", "text": last, "probes": [last], "critical": True, "field": "Subject"})
            else:
                doc["meta_xmp"] = title
                metadata_items.append({"kind": "PERSONNE", "text": last, "probes": [last], "critical": True, "field": "XMP dc:title"})
        elif producer == "context":
            doc["meta_author"] = "Dr %s %s" % (c.doc.first, c.doc.LAST)
    doc["title"] = tblock[1] if tblock else [label]
    if producer == "rinohtype" and tblock is not None:
        blocks.remove(tblock)  # becomes the document title (printed on page 1 and written as PDF Title)
        doc["title_items"] = segs_items(tblock[1])
    return doc, producer, rng, metadata_items


def assign_pages(items, pages_text, running_per_page, judge):
    """Page of every body item: first page (from the current one on) that still has an unclaimed occurrence."""
    budget = [Counter() for _ in pages_text]
    for pi, txt in enumerate(pages_text):
        for it in items + [x for lst in running_per_page for x in lst]:
            p = it.probes[0]
            if p not in budget[pi]:
                budget[pi][p] = judge.count(p, txt, "@" in p)
    for pi, lst in enumerate(running_per_page):
        for it in lst:
            budget[pi][it.probes[0]] -= 1
    cur = 0
    out = []
    for it in items:
        p = it.probes[0]
        order = list(range(cur, len(pages_text))) + list(range(0, cur))
        page = next((k for k in order if budget[k][p] > 0), cur)
        budget[page][p] -= 1
        if page >= cur:
            cur = page
        out.append(page)
    return out


def expand_running(run: Running, p: int, n: int):
    res = []
    for s in run.segs:
        if isinstance(s, Item):
            t = s.text.replace("{p}", str(p + 1)).replace("{n}", str(n))
            res.append(Item(s.role, s.kind, t, s.subtype, [x.replace("{p}", str(p + 1)).replace("{n}", str(n)) for x in s.probes], s.critical))
    return res


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=173)
    ap.add_argument("--docs", type=int, default=40)
    ap.add_argument("--out", type=Path, default=OUT)
    a = ap.parse_args(argv)
    judge = load_judge()
    import pypdf  # noqa: F401  (the judge's second extractor; pinned 7.1.1 in the corpus venv)

    t0 = time.time()
    if a.out.exists():
        shutil.rmtree(a.out)
    (a.out / "pdf").mkdir(parents=True)
    (a.out / "truth").mkdir(parents=True)
    if WORK.exists():
        shutil.rmtree(WORK)
    manifest = {"corpus": "u", "seed": a.seed, "documents": []}
    failures = []
    stats = defaultdict(lambda: {"documents": 0, "pages": 0, "kinds": Counter()})
    for i in range(a.docs):
        doc, producer, rng, metadata_items = build(i, a.seed)
        name = "u%03d_%s_%s" % (i + 1, producer, doc["shape"])
        wdir = WORK / producer
        variant = i // 4
        if producer == "rinohtype":
            pdf = r_rinoh.render(doc, wdir, name)
        elif producer == "context":
            pdf = r_context.render(doc, wdir, name, variant)
        elif producer == "abiword":
            pdf = r_abiword.render(doc, wdir, name, variant)
        else:
            pdf = r_cidpdf.render(doc, wdir, name, variant, rng)
        dest = a.out / "pdf" / (name + ".pdf")
        shutil.copyfile(pdf, dest)
        src = judge.extract_all(dest)
        pages_txt = [judge.normalize(x) for x in judge.extract_pdftotext(dest)]
        n = len(pages_txt)
        items = body_items(doc["blocks"]) + doc.get("title_items", [])
        runs = [expand_running(doc["header"], p, n) + expand_running(doc["footer"], p, n) for p in range(n)]
        pg = assign_pages(items, pages_txt, runs, judge)
        truth_pages = [{"index": p, "items": [it.to_json() for it in runs[p]]} for p in range(n)]
        for it, p in zip(items, pg):
            truth_pages[p]["items"].append(it.to_json())
        truth = {"name": name, "producer": producer, "shape": doc["shape"], "seed": a.seed, "pages": truth_pages,
                 "metadata_items": metadata_items}
        (a.out / "truth" / (name + ".json")).write_text(json.dumps(truth, ensure_ascii=False, indent=1), encoding="utf-8")
        manifest["documents"].append({"name": name, "pdf": "pdf/%s.pdf" % name, "truth": "truth/%s.json" % name, "pages": n,
                                      "producer": producer, "producers": [producer], "shape": doc["shape"]})
        # ------------------------------------------------------------ self-check
        problems = []
        j = judge.judge_document(truth, src, src)
        if j["unmeasurable_probes"]:
            problems.append("%d sondes non mesurables" % j["unmeasurable_probes"])
        for k, v in j["leaks"].items():
            if v["unmeasurable"] or v["leaked"] != v["total"]:
                problems.append("%s: %s" % (k, v))
        for k, v in j["kept"].items():
            if v["unmeasurable"] or v["lost"]:
                problems.append("%s: %s" % (k, v))
        allit = [it for p in truth_pages for it in p["items"]]
        for ex in ("pdftotext", "pypdf"):
            exp = Counter()
            for it in allit:
                for p in set(it["probes"]):
                    exp[p] += judge.count(p, judge.normalize(it["text"]), "@" in p) or 1
            for p, e in exp.items():
                got = max(judge.count(p, src[ex], "@" in p), judge.count(p, src[ex + "_h"], "@" in p))
                if got < e:
                    problems.append("%s voit %r %d fois, vérité %d" % (ex, p, got, e))
        for m in metadata_items:
            if not all(p in src["meta"] for p in m["probes"]):
                problems.append("métadonnée absente : %s" % m)
        if not 1 <= n <= 3:
            problems.append("%d pages" % n)
        st = stats[producer]
        st["documents"] += 1
        st["pages"] += n
        for it in allit:
            st["kinds"][("%s:%s" % (it["role"], it["kind"]))] += 1
        st["kinds"]["metadata"] += len(metadata_items)
        status = "OK" if not problems else "ÉCHEC"
        print("%-45s %d p. %3d items  %s" % (name, n, len(allit), status), flush=True)
        for pr in problems:
            print("    - " + pr)
        if problems:
            failures.append(name)
    (a.out / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")
    print("\nRésumé par producteur :")
    tot = Counter()
    for prod in PRODUCERS:
        st = stats[prod]
        tot.update(st["kinds"])
        print("  %-10s %2d documents, %3d pages : %s" % (prod, st["documents"], st["pages"],
                                                         ", ".join("%s=%d" % kv for kv in sorted(st["kinds"].items()))))
    print("  total : %d documents, %d pages ; %s" % (sum(s["documents"] for s in stats.values()), sum(s["pages"] for s in stats.values()),
                                                    ", ".join("%s=%d" % kv for kv in sorted(tot.items()))))
    print("Durée : %.1f s ; auto-contrôle : %s" % (time.time() - t0, "OK" if not failures else "%d échec(s) : %s" % (len(failures), ", ".join(failures))))
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
