"""Corpus BD: 40 fictional French clinical PDFs, written without looking at the product.

Read to write it: tools/score_eval.py (truth format, probes, decoys, ordinary words, critical kinds, judge_document),
the top docstrings only (first ~80 lines) of the earlier tools/make_corpus_*.py and tools/make_eval_corpus.py
(writers, layouts and shapes already used: every layout and shape word below was grepped for in them, in French and
English), tools/corpus_au/ids.py, model.py and render.py (model.py copied as is; ids.py adapted with new pools and new
writings; the Flow idea of render.py rewritten as tools/corpus_bd/layout.py: blocks cut into indivisible units placed
by a Pager in the columns of a page, drawn as writer-independent operations), and, for the format only,
benchmarks/out/corpus_au/manifest.json and one truth file there. Nothing under app/, tests/, docs/, README.md or
benchmarks/RESULTS*.md was read, nor any other tools/corpus_*/ folder or benchmarks/out/corpus_* other than the two AU
format files; the product was not run; nothing was installed; nothing was committed.

Output: benchmarks/out/corpus_bd/{manifest.json, pdf/bdNNN_<family>_<shape>.pdf, truth/bdNNN_<family>_<shape>.json}
in the judge's format (page_index_base 0, one item per printed occurrence - running heads / feet repeated on every
page they are printed on -, no metadata items: Info titles are the neutral shape title). Seed 811, 40 documents,
document i (1-based) in family i % 4; the k-th document of family f gets SHAPES[(k + f) % 6]; planned pages
1 + (i + k) % 3 (three sections: 1 page = all, 2 = [1][2+3], 3 = [1][2][3]); a unit that does not fit continues in
the next column / page; a document that would exceed 3 pages is re-planned with fewer breaks, then drawn 8 % / 16 %
smaller. Every document has 1-3 pages.

WRITERS AND LAYOUTS (all already installed in tools/_cache/ar-venv; each LAYOUT is new: none of procès-verbal /
numbered articles / paraphes, Gantt / frise / bar chart, kanban / sticky cards / board columns, business card /
appointment-card sheet / crop marks / traits de coupe / cartouche appears as a layout in an earlier docstring):
  1 rlpv        ReportLab pdfgen canvas (invariant=1), GNU FreeSerif / Bold / Italic TTF subsets. Layout: a LEGAL
                PROCÈS-VERBAL on A4: dark-red margin rule with a "Paraphes" strip (two initial boxes) on every page,
                page 1 letterhead + italic team centred above "PROCÈS-VERBAL" and the title; every heading a numbered
                ARTICLE ("Article 1er - ...", "Art. n" hanging in the margin); every field written VALUE FIRST in bold,
                then a DOTTED LEADER, then the caption in italics in brackets at the right edge; table rows as lettered
                sub-paragraphs "a) first cell ; head : cell ..."; "Fait et clos les jour, mois et an que dessus." before
                the signatures; running head "Procès-verbal - identity - suite de la page k" from page 2; foot
                "identifiers - identity - le présent procès-verbal comporte n pages, page k".
  2 fpdfgantt   fpdf2, Carlito Regular / Bold / Italic TTF subsets, fixed creation date. Layout: a GANTT CHART OF THE
                STAY on A4 landscape: title block (cartouche) "DIAGRAMME DE SÉJOUR" with the identity at the top right,
                letterhead and team at the top left; a FROZEN HEADER ROW "Rubrique | Renseignement | J0 ... J8" repeated
                on every page; two frozen shaded columns (caption | value) and a day grid with coloured BARS per field,
                DIAMOND MILESTONES per paragraph, section headings as summary rows with a dark bar, the signature as
                the final red milestone; foot "identity - identifiers - diagramme de séjour, feuille k/n".
  3 mupdfkanban PyMuPDF page.insert_text / draw_*, DejaVu Sans Condensed / Bold / Oblique, doc.subset_fonts(), empty
                dates, no_new_id. Layout: a KANBAN BOARD on A4 landscape: four coloured column tabs "À PLANIFIER / EN
                COURS / RÉALISÉ / À TRANSMETTRE", every field a shadowed yellow STICKY CARD with a red pin (caption small
                grey italic ABOVE, value bold UNDER it), headings as header cards with a coloured strip, paragraphs as
                green note cards, table rows as blue cards, the signature as a pink "VISA" card; cards fill a column
                then the next one; running head "Tableau de suivi - identity - volet suivant"; foot "identifiers ·
                identity · tableau de suivi, volet k/n".
  0 pydyfcartes pydyf with content streams written here: base-14 Helvetica / Bold / Oblique, /WinAnsiEncoding
                (cp1252 hex strings), not embedded, fixed /ID. Layout: an APPOINTMENT-CARD SHEET ("planche de cartes
                à découper") on A4: two columns of framed cards with CROP MARKS at every corner, numbered "carte 01";
                a card per field group (max. four fields) where a crossed TICK BOX precedes each bold value and the
                CAPTION, in small grey CAPITALS, sits in a separate RIGHT-HAND COLUMN; section headings as the dark band
                of the next card; page 1 header card (letterhead | team | title); running head "Planche (suite) -
                identity"; foot "identifiers - identity - planche k/n".
Widths come from the real font advances (reportlab pdfmetrics on the TTF / AFM, fpdf2 get_string_width,
pymupdf.Font.text_length); a value never breaks; every drawn string ends with a space so that pypdf never glues two.

SHAPES (tools/corpus_bd/content.py; none named in an earlier docstring, grepped in French and English: médiation /
commission des usagers / réclamation / complaint, accouchement / partogramme / childbirth / sage-femme, isolement /
contention / restraint / seclusion, sortie contre avis / against medical advice, inventaire / dépôt de valeurs /
belongings, biothérapie / anti-TNF):
  pv_mediation_cdu       user-committee mediation minutes: complainant, mediator (RPPS), users' representative +
                         association and acronym, complaint id (IDENTIFIANT/RECLAMATION), stay, S72.0, Garden III,
                         NEKA012, enoxaparin dose + ATC, chronology table, relative with phone, GP copy.
  cr_accouchement        delivery report: mother's identity (birth name, INS, employer, mutual + member number), 39 SA,
                         Bishop, epidural CCAM, Syntocinon dose / ATC / lot, partogram table, O80, midwife RPPS, newborn
                         first name and birth date written in words (DATE_NAISSANCE), Apgar, weight, vitamin K1 lot,
                         Ortolani, paediatrician as initial + name.
  isolement_contention   psychiatric seclusion / restraint monitoring: SDT, F20.0, decision time, isolation room CI-2,
                         hourly table with BP and nurses' names in capitals, loxapine dose / ATC / lot, nurse ADELI,
                         liberty judge in the establishment's town, sister with phone.
  sortie_contre_avis     discharge against medical advice: I21.4, troponin, GRACE score, "Je soussigné(e)" statement with
                         identity inline, risk table (DDQH009, IntelliVue monitor), witness, person to call, discharge
                         prescription table with ATC, prescription id, cardiologist phone.
  inventaire_valeurs     inventory of deposited belongings: deposit receipt id (IDENTIFIANT/RECU), F10.0, items table
                         (Samsung Galaxy A54, Tissot PR 100, 145,50 €, mutual card), member number, nurse ADELI, security
                         guard, treasury in the establishment's town, cashier phone.
  bilan_pre_biotherapie  pre-biologic work-up: M05.8, DAS28-CRP, adalimumab dose / ATC / UCD, screening table with LOINC
                         codes, laboratory + file number, accession number, vaccines with lots, education nurse ADELI,
                         employer, GP RPPS.
Identity varies: captions in French words, abbreviated or in capitals (per document), value before / under / beside
the caption depending on the layout, identity in running heads and feet, identifiers in the feet; names upper /
title case, "NOM, PRÉNOM", initial + name; birth dates in 11 writings; NIR / INS in 6 writings with key; phones in 6.
Ordinary words: a clinician's surname that is an ordinary French noun (Berger, Meunier ...) also printed in lower case
(ORDINAIRE/HOMONYME) in two shapes.

Validation (run at the end, fails loudly): with score_eval's own extract_all / count / normalize, every probe of the
truth must be seen by BOTH extractors (pdftotext and pypdf) at least as often as the truth's items contain it, and by
pdftotext on every page its items are on; judge_document(truth, src, None) must have no unmeasurable probe and
judge_document(truth, src, src) must count every personal item as leaked (the sanity identity).

Usage: tools/_cache/ar-venv/bin/python tools/make_corpus_bd.py [--out benchmarks/out/corpus_bd]
"""
from __future__ import annotations

import argparse
import hashlib
import json
import random
import subprocess
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

from corpus_bd import content, layout, render  # noqa: E402
import score_eval  # noqa: E402

SEED = 811
FAMILIES = {0: ("pydyfcartes", "cards"), 1: ("rlpv", "pv"), 2: ("fpdfgantt", "gantt"), 3: ("mupdfkanban", "kanban")}


def versions():
    import fpdf
    import pydyf
    import pymupdf
    import pypdf
    import reportlab
    pt = subprocess.run(["pdftotext", "-v"], capture_output=True, text=True).stderr.splitlines()[0]
    return {"reportlab": reportlab.Version, "fpdf2": fpdf.__version__, "pymupdf": pymupdf.VersionBind,
            "pydyf": pydyf.VERSION if hasattr(pydyf, "VERSION") else getattr(pydyf, "__version__", "?"),
            "pypdf": pypdf.__version__, "pdftotext": pt}


def make_pdf(doc, lay, planned):
    meas_f, write_f, _ = render.WRITERS[lay]
    meas = meas_f()
    breaks = {1: set(), 2: {1}, 3: {1, 2}}[planned]
    for br, sc in ((breaks, 1.0), ({1} if planned == 3 else set(), 1.0), (set(), 1.0), (set(), 0.92), (set(), 0.84)):
        pages, size = layout.LAYOUTS[lay](doc, br, sc, meas)
        if len(pages) <= 3:
            break
    else:
        raise RuntimeError("too many pages: %s" % doc["title"])
    return write_f(pages, size, doc["title"]), pages


def validate(truth, pdf_path):
    src = score_eval.extract_all(pdf_path)
    items = [it for pg in truth["pages"] for it in pg["items"]]
    probs = []
    probes = sorted({p for it in items for p in it["probes"]})
    for p in probes:
        ci = "@" in p
        exp = sum(score_eval.count(p, score_eval.normalize(it["text"]), ci) or (p in it["probes"]) for it in items)
        for ex in ("pdftotext", "pypdf"):
            n = max(score_eval.count(p, src[ex], ci), score_eval.count(p, src[ex + "_h"], ci))
            if n < exp:
                probs.append("%s sees %r %d times < %d" % (ex, p, n, exp))
    for pg in truth["pages"]:
        text = src["pages_pdftotext"][pg["index"]] if pg["index"] < len(src["pages_pdftotext"]) else ""
        for p in sorted({p for it in pg["items"] for p in it["probes"]}):
            ci = "@" in p
            exp = sum(score_eval.count(p, score_eval.normalize(it["text"]), ci) or (p in it["probes"]) for it in pg["items"])
            if score_eval.count(p, text, ci) < exp:
                probs.append("page %d: %r seen %d < %d" % (pg["index"], p, score_eval.count(p, text, ci), exp))
    j0 = score_eval.judge_document(truth, src, None)
    if j0["unmeasurable_probes"]:
        probs.append("%d unmeasurable probes" % j0["unmeasurable_probes"])
    j1 = score_eval.judge_document(truth, src, src)
    tot = sum(v["total"] for v in j1["leaks"].values())
    leaked = sum(v["leaked"] for v in j1["leaks"].values())
    if leaked != tot:
        probs.append("identity judgement leaks %d of %d" % (leaked, tot))
    return probs, j1


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "out" / "corpus_bd")
    a = ap.parse_args(argv)
    for sub in ("pdf", "truth"):
        (a.out / sub).mkdir(parents=True, exist_ok=True)
    vers = versions()
    r = random.Random(SEED)
    kcount = Counter()
    docs, failures = [], {}
    tot = Counter()
    pii_k, keep_k, pages_fam, by_pages = Counter(), Counter(), Counter(), Counter()
    words = 0
    for i in range(1, 41):
        f = i % 4
        fam, lay = FAMILIES[f]
        k = kcount[f]
        kcount[f] += 1
        shape = content.SHAPES[(k + f) % 6]
        planned = 1 + (i + k) % 3
        doc = content.build(random.Random(r.randint(0, 2 ** 31)), shape, i)
        pdf, pages = make_pdf(doc, lay, planned)
        name = "bd%03d_%s_%s" % (i, fam, shape)
        producer = render.WRITERS[lay][2] % {"pv": vers["reportlab"], "gantt": vers["fpdf2"], "kanban": vers["pymupdf"],
                                              "cards": vers["pydyf"]}[lay]
        truth = {"name": name, "family": fam, "shape": shape, "kind": shape, "producer": producer, "producers": [producer],
                 "seed": SEED, "page_index_base": 0, "title": doc["title"],
                 "pages": [{"index": pi, "items": [v.item() for v in pg.vals]} for pi, pg in enumerate(pages)],
                 "metadata_items": []}
        pdf_path = a.out / "pdf" / (name + ".pdf")
        pdf_path.write_bytes(pdf)
        (a.out / "truth" / (name + ".json")).write_text(json.dumps(truth, ensure_ascii=False, indent=1), encoding="utf-8")
        probs, j = validate(truth, pdf_path)
        if probs:
            failures[name] = probs
        words += j["words"]["total"]
        for pg in truth["pages"]:
            for it in pg["items"]:
                if it["role"] == "pii":
                    pii_k[it["kind"]] += 1
                    tot["critical"] += it["critical"]
                else:
                    keep_k["DATE_SOINS" if it["kind"] == "DATE" else (it["subtype"] if it["kind"] == "DECOY" else "ORDINAIRE_" + it["subtype"])] += 1
        pages_fam[fam] += len(pages)
        by_pages[str(len(pages))] += 1
        docs.append({"name": name, "pdf": "pdf/%s.pdf" % name, "truth": "truth/%s.json" % name, "pages": len(pages),
                     "planned_pages": planned, "family": fam, "shape": shape, "producer": producer, "producers": [producer],
                     "sha256": hashlib.sha256(pdf).hexdigest()})
    manifest = {"corpus": "bd", "seed": SEED, "generator": "tools/make_corpus_bd.py", "versions": vers,
                "totals": {"documents": len(docs), "pages": sum(d["pages"] for d in docs), "documents_by_pages": dict(by_pages),
                           "pages_by_family": dict(pages_fam), "pii_items": sum(pii_k.values()),
                           "critical_items": tot["critical"], "pii_by_kind": dict(sorted(pii_k.items())),
                           "keep_items": sum(keep_k.values()), "keep_by_kind": dict(sorted(keep_k.items())),
                           "ordinary_words_judged": words},
                "validation": {"documents_ok": len(docs) - len(failures), "failures": failures},
                "documents": docs}
    (a.out / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")
    print(json.dumps(manifest["totals"], ensure_ascii=False))
    for n, p in failures.items():
        print("FAIL", n, p[:6])
    print("validated: %d/%d" % (len(docs) - len(failures), len(docs)))
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
