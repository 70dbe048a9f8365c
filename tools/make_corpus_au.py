"""Corpus AU: 40 fictional French clinical PDFs, written without looking at the product.

Read to write it: tools/score_eval.py (truth format, probes, decoys, ordinary words, critical kinds,
judge_document), the top docstrings of the earlier tools/make_corpus_*.py (writers, layouts and shapes already
used), tools/corpus_aq/ids.py and tools/corpus_aq/model.py (copied and adapted into tools/corpus_au/ with new
pools). Nothing under app/, tests/, docs/, README.md or benchmarks/RESULTS*.md was read, nor make_corpus_ar.py /
make_corpus_as.py / make_corpus_at.py beyond their docstrings, nor tools/corpus_ar|as|at/. The product was not
run. Everything is invented (people, NIR with key 97 - NIR13 mod 97 and the 15-digit INS, Luhn-valid RPPS and
"8"+RPPS, Luhn-valid FINESS and "1"+FINESS, ADELI, IPP, NDA, lab file / accession / request / member numbers,
establishments and acronyms, laboratories, employers, insurers, transport providers); communes and postcodes
are real; phones use fiction-style blocks.

Output: benchmarks/out/corpus_au/{manifest.json, pdf/auNNN_<family>_<shape>.pdf, truth/auNNN_<family>_<shape>.json}
in the judge's format (page_index_base 0, one item per printed occurrence, no metadata items: titles are
neutral). Seed 467, 40 documents, document i (1-based) in family i % 4; the k-th document of family f gets
SHAPES[(k + f) % 6]; every fifth document is planned on one page, the others on two.

WRITERS AND LAYOUTS (all already installed; nothing new was installed):
  1 rlsidebar   ReportLab 5.1.0 pdfgen canvas (invariant=1), DejaVu Serif / Serif Bold TTF subsets. Layout: a
                LETTER WITH A LEFT SIDEBAR: letterhead and care team (names + RPPS) in a narrow 50 mm column
                split from the body by a full-height vertical rule; body in the right column (underlined
                headings, "Label :" fields with hanging values, open tables with rules between rows, signature
                indented right), "(suite)" in the sidebar of page 2, running foot with the patient identity +
                "page k sur n".
  2 fpdfcards   fpdf2 2.8.9, DejaVu Sans Condensed / Bold subsets, fixed creation date. Layout: ROUNDED CARDS:
                three rounded header cards side by side (letterhead | team | form reference), section titles in
                shaded bands, labelled fields inside a rounded card with a vertical separator and hairlines,
                fully ruled tables, foot with identity + "feuillet k/n".
  3 groff2c     GNU groff 1.22.4 gropdf (`groff -k -ms -Tpdf -P-pa4`), base-14 Times, not embedded. Layout: a
                TWO-COLUMN BULLETIN (-ms .2C): centred letterhead and title over the columns, .SH headings, .IP
                labelled fields, table rows as bulleted "header: value ; ..." items, right-justified signature
                (.rj), ms running foot (LF string) with the patient identity + "page k/n". Values are tied with
                unbreakable spaces and .cflags 0 stops breaks after hyphens; .hy 0, .na.
  0 typstland   Typst 0.15.x via the PyPI bindings typst 0.15.2, DejaVu Sans, ignore_system_fonts. Layout: A4
                LANDSCAPE with a coloured left band, three-column header grid (letterhead | team | title), an
                IDENTITY-COLUMN table (Nom | Prénom | Né(e) le | IPP | NDA | Ville) with a shaded header, label
                tables without rules, tables with a heavy header rule, page footer with the patient identity +
                "feuille k / n". Every value is a box (never broken). set document(date: none).
ReportLab and fpdf2 pages are laid out by tools/corpus_au/render.py (Flow: line breaking from the real TTF
advances; each value is recorded on the page it is drawn on). groff and Typst paginate themselves: the truth
uses the planned pages (explicit page breaks: .1C / #pagebreak) and the self-check verifies them.

SHAPES (tools/corpus_au/content.py; none is mentioned in an earlier docstring - checked by grepping them):
  programme_bloc      operating-room schedule (rooms, times, one visible patient row with IPP, CCAM, surgeon)
                      + informed consent and safety check-list (ASA score, device sizes, cefazolin dose / ATC).
  dispensation_pui    hospital-pharmacy nominative dispensing sheet: drug table (dose, ATC, lot, posology),
                      prescriber / validating pharmacist with RPPS and "8"+RPPS, reconciliation with the carer.
  bilan_reeducation   rehabilitation (SSR) discharge assessment: MIF, 6-minute walk, Tinetti, pain scores by
                      date, walking aids, transport provider and voucher, employer.
  consult_genetique   oncogenetics consultation: pedigree table with the relative, lab file number, laboratory,
                      LOINC, variant, cascade screening.
  pharmacovigilance   adverse-drug-reaction report to the CRPV: suspected drug with dose / ATC / lot / dates,
                      lab values, imputability, reporter with "8"+RPPS and the legal entity "1"+FINESS.
  odontologie         dental care report: tooth / act / CCAM table, anaesthetic dose and lot, panoramic X-ray
                      accession number, implant size, CAO index.
Every document: letterhead (establishment, acronym, FINESS, address, postcode, town, phone, secretariat e-mail),
identity (usage / birth names, first name, birth date in one of 11 writings, birth town, IPP, NDA, address,
phones, e-mail), NIR (5 writings) + INS, relative or carer, insurer + member number, doctors (three name forms),
a nurse / physiotherapist / assistant with ADELI, and an ordinary word equal to a clinician's surname
(charpentier, potier, vacher...: kind ORDINAIRE subtype HOMONYME, role keep). Decoys (role keep): care dates,
CIM-10, CCAM, LOINC, ATC, lot numbers, doses, lab values, device names and sizes, scores, drug names, eponyms,
rooms / beds, times, tooth numbers.

Reproduce (from the repository root; about 20 s):
    tools/_cache/at-venv/bin/python tools/make_corpus_au.py [--seed 467]
It rewrites benchmarks/out/corpus_au/, then checks every PDF with pdftotext and pypdf (every probe on its page
as often as that page's items need it; page counts as planned) and finally runs, with the judge's own venv
(tools/_cache/judge-venv/bin/python tools/make_corpus_au.py --judge-only), score_eval.judge_document with the
source text as output: every personal item must leak, no kept item may be lost, nothing may be unmeasurable.
Exit 1 on any failure. Deterministic for a seed (random.Random(seed), no clock in the PDFs).
"""
from __future__ import annotations

import argparse
import hashlib
import json
import random
import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
OUT = ROOT / "benchmarks" / "out" / "corpus_au"
FAMILIES = {1: "rlsidebar", 2: "fpdfcards", 3: "groff2c", 0: "typstland"}


def versions() -> dict:
    v = {}
    try:
        import fpdf
        import pypdf
        import reportlab
        import typst  # noqa: F401
        from importlib.metadata import version
        v = {"reportlab": reportlab.Version, "fpdf2": fpdf.__version__, "typst (PyPI)": version("typst"),
             "pypdf": pypdf.__version__}
    except Exception as e:  # pragma: no cover
        v["error"] = str(e)
    v["groff"] = subprocess.run(["groff", "--version"], capture_output=True, text=True).stdout.splitlines()[0]
    v["pdftotext"] = subprocess.run(["pdftotext", "-v"], capture_output=True, text=True).stderr.splitlines()[0]
    return v


PRODUCERS = {"rlsidebar": "ReportLab 5.1.0 canvas (sidebar letter)", "fpdfcards": "fpdf2 2.8.9 (rounded cards)",
             "groff2c": "groff 1.22.4 gropdf -ms (two-column bulletin)", "typstland": "Typst 0.15 (landscape, identity columns)"}


def generate(seed: int) -> list:
    from corpus_au import content, render
    if OUT.exists():
        shutil.rmtree(OUT)
    (OUT / "pdf").mkdir(parents=True)
    (OUT / "truth").mkdir()
    rng = random.Random(seed)
    rank = Counter()
    docs = []
    for i in range(1, 41):
        f = i % 4
        fam = FAMILIES[f]
        k = rank[f]
        rank[f] += 1
        shape = content.SHAPES[(k + f) % 6]
        npages = 1 if i % 5 == 0 else 2
        r = random.Random(rng.randrange(1 << 30))
        doc = content.build(r, i, shape, npages)
        pdf, vals = {1: render.render_reportlab, 2: render.render_fpdf, 3: render.render_groff,
                     0: render.render_typst}[f](doc)
        name = "au%03d_%s_%s" % (i, fam, shape)
        (OUT / "pdf" / (name + ".pdf")).write_bytes(pdf)
        truth = {"name": name, "family": fam, "shape": shape, "kind": shape, "producer": PRODUCERS[fam],
                 "producers": [PRODUCERS[fam]], "seed": seed, "page_index_base": 0, "title": doc["title"],
                 "pages": [{"index": p, "items": [v.item() for v in vs]} for p, vs in enumerate(vals)],
                 "metadata_items": []}
        (OUT / "truth" / (name + ".json")).write_text(json.dumps(truth, ensure_ascii=False, indent=1), encoding="utf-8")
        docs.append({"name": name, "pdf": "pdf/%s.pdf" % name, "truth": "truth/%s.json" % name, "pages": len(vals),
                     "family": fam, "shape": shape, "producer": PRODUCERS[fam], "producers": [PRODUCERS[fam]],
                     "sha256": hashlib.sha256(pdf).hexdigest()})
    return docs


def write_manifest(seed: int, docs: list):
    pii, keep, crit = Counter(), Counter(), 0
    for d in docs:
        t = json.loads((OUT / d["truth"]).read_text(encoding="utf-8"))
        for p in t["pages"]:
            for it in p["items"]:
                if it["role"] == "pii":
                    pii[it["kind"]] += 1
                    crit += it["critical"]
                else:
                    keep["DATE_SOINS" if it["kind"] == "DATE" else
                         (it["subtype"] if it["kind"] == "DECOY" else "ORDINAIRE_" + it["subtype"])] += 1
    pages_by_fam = Counter()
    for d in docs:
        pages_by_fam[d["family"]] += d["pages"]
    m = {"corpus": "au", "seed": seed, "generator": "tools/make_corpus_au.py", "versions": versions(), "documents": docs,
         "totals": {"documents": len(docs), "pages": sum(d["pages"] for d in docs),
                    "documents_by_pages": dict(Counter(str(d["pages"]) for d in docs)),
                    "pages_by_family": dict(pages_by_fam), "pii_items": sum(pii.values()), "critical_items": crit,
                    "pii_by_kind": dict(sorted(pii.items())), "keep_items": sum(keep.values()),
                    "keep_by_kind": dict(sorted(keep.items()))}}
    (OUT / "manifest.json").write_text(json.dumps(m, ensure_ascii=False, indent=1), encoding="utf-8")
    return m


def check_pages() -> list:
    """Every probe on its page, as often as that page's items need it, for pdftotext and pypdf."""
    import score_eval as se
    errors = []
    m = json.loads((OUT / "manifest.json").read_text(encoding="utf-8"))
    for d in m["documents"]:
        t = json.loads((OUT / d["truth"]).read_text(encoding="utf-8"))
        pdf = OUT / d["pdf"]
        pt = [se.normalize(x) for x in se.extract_pdftotext(pdf)]
        pp = [se.normalize(x) for x in se.extract_pypdf(pdf)[0]]
        if len(pt) != len(t["pages"]) or len(pp) != len(t["pages"]):
            errors.append("%s: pages %d/%d vs truth %d" % (d["name"], len(pt), len(pp), len(t["pages"])))
            continue
        for pg in t["pages"]:
            items = pg["items"]
            probes = {p for it in items for p in it["probes"]}
            for p in probes:
                ci = "@" in p
                need = sum(se.count(p, se.normalize(it["text"]), ci) or (p in it["probes"]) for it in items)
                for ex, txt in (("pdftotext", pt), ("pypdf", pp)):
                    have = se.count(p, txt[pg["index"]], ci)
                    if have < need:
                        errors.append("%s p%d %s: %r %d < %d" % (d["name"], pg["index"], ex, p, have, need))
    return errors


def judge_only() -> int:
    import score_eval as se
    m = json.loads((OUT / "manifest.json").read_text(encoding="utf-8"))
    bad = 0
    for d in m["documents"]:
        t = json.loads((OUT / d["truth"]).read_text(encoding="utf-8"))
        src = se.extract_all(OUT / d["pdf"])
        j = se.judge_document(t, src, src)
        tot = sum(v["total"] for v in j["leaks"].values())
        leaked = sum(v["leaked"] for v in j["leaks"].values())
        lost = sum(v["lost"] for v in j["kept"].values())
        if j["unmeasurable_probes"] or leaked != tot or lost:
            bad += 1
            print("JUDGE FAIL", d["name"], j["unmeasurable_probes"], leaked, tot, lost,
                  [x for x in j["detail"] if "lost" in x][:5])
    print("judge: %d documents, %d failing" % (len(m["documents"]), bad))
    return 1 if bad else 0


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=467)
    ap.add_argument("--judge-only", action="store_true")
    a = ap.parse_args()
    if a.judge_only:
        return judge_only()
    docs = generate(a.seed)
    m = write_manifest(a.seed, docs)
    print(json.dumps(m["totals"], ensure_ascii=False))
    errs = check_pages()
    for e in errs[:60]:
        print("CHECK", e)
    print("page check: %d problems" % len(errs))
    jp = ROOT / "tools" / "_cache" / "judge-venv" / "bin" / "python"
    rc = subprocess.run([str(jp), __file__, "--judge-only"]).returncode
    return 1 if errs or rc else 0


if __name__ == "__main__":
    raise SystemExit(main())
