"""Independent evaluation corpus "C" for tools/score_eval.py.

Usage:
    .venv/bin/python tools/make_corpus_c.py [--seed 23] [--docs 40] [--out benchmarks/out/corpus_c] [--no-check]

Written apart from the product and from the other corpora (no shared word
lists, templates or layouts): fictional French clinical documents shaped like
CI-SIS / DMP exchange documents (lettre de liaison de sortie, compte rendu de
biologie, d'imagerie, ordonnance, consultation), drawn by three producers
(LibreOffice from flat ODT, MuPDF's Story HTML engine, a hand-written PDF
writer) and sometimes assembled from two of them. Each document comes with a
``NAME.truth.json`` in score_eval's format and the corpus with ``manifest.json``.

Ground-truth decisions (documented here because they change the score):
* critical = the patient's own NOM, PRENOM, DATE_NAISSANCE, NIR, IPP, EMAIL
  (score_eval: "DDN, NIR, IPP, courriel, nom/prénom du patient"); practitioners'
  and relatives' names, stay numbers, addresses, phones are personal, not critical.
* "Bayonne, le 12 mars 2024": the writer's city is a personal VILLE (subtype
  ``lieu_redaction``): it locates the establishment, which is itself masked
  (ETAB, its address, FINESS and phone are personal values here), and with
  the care dates it narrows the stay down. The date itself is a care date: kept.
* INS: the matricule is a NIR (critical); the INS OID 1.2.250.1.213.1.4.8 is a
  national constant and must stay (DECOY code). INS-C (22 digits), accession
  and exam numbers, lab file and request numbers, prescription ids, insurance
  member numbers, the INSEE code of the birth place and user logins are AUTRE.
* Care dates, lab values, CIM-10 / CCAM / LOINC / ATC / CIP13 codes, lot and
  device reference numbers, rooms, doses and vital signs ("TA 135/82") are kept.
* Surnames that are ordinary words ("BOULANGER") appear lowercase elsewhere
  as the ordinary word (kind ORDINARY, subtype homonyme), which must stay.

Every document is checked after rendering: page count, every personal value
and decoy visible to both of score_eval's extractors on its own page, and a
self-judgement (output = input) that must leak everything and lose nothing.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

import fitz

from tools.corpus_c import render
from tools.corpus_c.context import Ctx
from tools.corpus_c.docs import BUILDERS
from tools.corpus_c.model import Doc, truth

GENERATOR_VERSION = 1
KINDS = ["liaison", "bio", "imagerie", "ordonnance", "consult"]
PRODUCERS = ["libreoffice", "mupdf-story", "rawpdf"]
TITLES = {"liaison": "Lettre de liaison", "bio": "Compte rendu de biologie", "imagerie": "Compte rendu d'imagerie",
          "ordonnance": "Ordonnance", "consult": "Compte rendu de consultation"}


def build(seed: int, i: int) -> Doc:
    kind = KINDS[i % len(KINDS)]
    rng = random.Random("corpus-C-%d-%d" % (seed, i))
    c = Ctx(rng, i)
    doc = Doc("c_%03d_%s" % (i, kind), kind)
    BUILDERS[kind](doc, c)
    # metadata: a title naming the patient half of the time (what exports often do)
    if rng.random() < 0.5:
        nom, pre = c.nom_seg("upper", False), c.prenom_seg()[0]
        doc.meta = {"title": "%s – %s %s" % (TITLES[kind], nom.text, pre.text), "subject": "IPP %s" % c.ipp}
        doc.metadata_items = [dict(nom.item), dict(pre.item), dict(c.ipp_seg().item)]
    else:
        doc.meta = {"title": TITLES[kind], "subject": c.topic["service"]}
    main = PRODUCERS[(i % 5 + i // 5) % len(PRODUCERS)]
    doc.producers = [main] * len(doc.pages)
    if (i // 5) % 3 == 1 and len(doc.pages) > 1:  # a record assembled from two systems
        other = PRODUCERS[(PRODUCERS.index(main) + 1) % len(PRODUCERS)]
        doc.producers = [main if k % 2 == 0 else other for k in range(len(doc.pages))]
    return doc


def render_all(docs: list[Doc], out: Path, tmp: Path) -> None:
    need_lo = [d for d in docs if "libreoffice" in d.producers]
    lo = render.render_libreoffice(need_lo, tmp)
    for d in docs:
        parts = {}
        if "libreoffice" in d.producers:
            parts["libreoffice"] = lo[d.name]
        if "mupdf-story" in d.producers:
            parts["mupdf-story"] = render.render_story(d, tmp / (d.name + ".story.pdf"))
        if "rawpdf" in d.producers:
            parts["rawpdf"] = render.render_raw(d, tmp / (d.name + ".raw.pdf"), mono_tables=d.kind == "bio")
        target = out / (d.name + ".pdf")
        if len(set(d.producers)) == 1:
            target.write_bytes(parts[d.producers[0]].read_bytes())
        else:
            render.merge([(parts[p], k) for k, p in enumerate(d.producers)], target, d.meta)


def layout_pages(pdf: Path) -> list[str]:
    import subprocess

    out = subprocess.run(["pdftotext", "-layout", "-enc", "UTF-8", str(pdf), "-"], capture_output=True, check=True).stdout
    return out.decode("utf-8", "replace").split("\f")


def check(pdf: Path, t: dict) -> list[str]:
    """Problems of one generated document (empty list = truth and PDF agree)."""
    import score_eval as se

    problems = []
    with fitz.open(str(pdf)) as d:
        if d.page_count != len(t["pages"]):
            return ["%s: %d pages, truth %d" % (pdf.name, d.page_count, len(t["pages"]))]
    src = se.extract_all(pdf)
    raw = se.extract_pdftotext(pdf)
    layout = layout_pages(pdf)
    for pg in t["pages"]:
        k = pg["index"]
        readings = [src["pages_pdftotext"][k], se.normalize(raw[k], True)]
        lay = [se.normalize(layout[k]), se.normalize(layout[k], True)]
        for it in pg["items"]:
            p = it["probes"][0]
            if not any(se.count(p, x, "@" in p) for x in readings):
                problems.append("%s p%d: %s %r absent" % (pdf.name, k + 1, it["kind"], p))
            elif not any(se.count(p, x, "@" in p) for x in lay):
                problems.append("%s p%d: %s %r absent (-layout)" % (pdf.name, k + 1, it["kind"], p))
    for it in t.get("metadata_items", []):
        if not any(p in src["meta"] for p in it["probes"]):
            problems.append("%s: metadata %r absent" % (pdf.name, it["text"]))
    j = se.judge_document(t, src, src)
    if j["unmeasurable_probes"]:
        problems.append("%s: %d probes non mesurables" % (pdf.name, j["unmeasurable_probes"]))
    for k, v in j["leaks"].items():
        if k != "METADONNEES" and v["leaked"] != v["total"] - v["unmeasurable"]:
            problems.append("%s: self-judgement %s %s" % (pdf.name, k, v))
    for k, v in j["kept"].items():
        if v["lost"]:
            problems.append("%s: self-judgement kept %s %s" % (pdf.name, k, v))
    return problems


def generate(seed: int, n_docs: int, out: Path, verify: bool = True) -> dict:
    out.mkdir(parents=True, exist_ok=True)
    docs = [build(seed, i) for i in range(n_docs)]
    with tempfile.TemporaryDirectory(prefix="corpus_c_") as tmp:
        render_all(docs, out, Path(tmp))
    manifest = {"seed": seed, "generator_version": GENERATOR_VERSION, "wording": "C", "documents": []}
    problems = []
    for d in docs:
        t = truth(d, GENERATOR_VERSION)
        (out / (d.name + ".truth.json")).write_text(json.dumps(t, ensure_ascii=False, indent=1), encoding="utf-8")
        manifest["documents"].append({"name": d.name, "pdf": d.name + ".pdf", "truth": d.name + ".truth.json",
                                      "kind": d.kind, "producers": d.producers, "pages": len(d.pages)})
        if verify:
            problems += check(out / (d.name + ".pdf"), t)
    (out / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")
    manifest["problems"] = problems
    return manifest


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="Corpus d'évaluation indépendant C (documents fictifs)")
    ap.add_argument("--seed", type=int, default=23)
    ap.add_argument("--docs", type=int, default=40)
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "out" / "corpus_c")
    ap.add_argument("--no-check", action="store_true", help="ne pas vérifier PDF contre vérité")
    a = ap.parse_args(argv)
    m = generate(a.seed, a.docs, a.out, verify=not a.no_check)
    for p in m["problems"]:
        print("PROBLÈME", p, file=sys.stderr)
    pages = sum(d["pages"] for d in m["documents"])
    print(json.dumps({"name": "corpus_c", "documents": len(m["documents"]), "pages": pages, "problems": len(m["problems"]),
                      "out": str(a.out)}))
    return 1 if m["problems"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
