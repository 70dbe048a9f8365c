"""Corpus Z: 40 fictional French clinical PDFs with ground truth, built independently of the product.

Everything is invented (people, identifiers, establishments); communes, postcodes and street types are
real. NIR keys are mod-97 valid (97 - NIR13 mod 97), RPPS (11 digits) and FINESS (9 digits) are Luhn
valid, the 12-character national id is "8" + RPPS, INS = NIR.

Families (document i, 1-based, is in family i % 4; 10 documents each) and their producers
------------------------------------------------------------------------------------------
1. ``lettre_sidebar`` (i % 4 == 1) - hospital letters (lettre de sortie / courrier de consultation)
   with a LEFT SIDEBAR listing the department's staff (chef de service, PH with RPPS, internes, cadre,
   secrétariat phone/fax/e-mail) beside the letter body; letterhead with name, acronym, address, FINESS;
   page 2: discharge treatment table, follow-up, signature block.
   Producer: LaTeX in DVI mode + dvipdfmx (not pdfTeX's PDF writer):
   Debian texlive-binaries 2022.20220321.62855-5.1+deb12u2 (pdfTeX 3.141592653-2.6-1.40.24 run as
   ``latex``, dvipdfmx 20211117), texlive-latex-base / -recommended 2022.20230122-3,
   texlive-latex-extra 2022.20230122-4, lmodern 2.005-1 (T1 Latin Modern Type 1 fonts).
2. ``anapath`` (i % 4 == 2) - pathology reports (2 pages), 40 % preceded by the request form (3 pages):
   N° d'examen (24H01234), dossier, blocks, prescriber, clinical information, macroscopy, microscopy,
   conclusion with CIM-O codes, identity table, footer repeated on every page.
   Producer: pdfme 0.4.12 (PyPI, pure-Python PDF writer; 0.5.0 needs Python >= 3.12), standard
   Helvetica with WinAnsiEncoding. The Info dictionary (Producer, Title) is added through pdfme's own
   object table (pdfme writes none by default).
3. ``liaison_ehpad`` (i % 4 == 3) - EHPAD DLU / fiche de liaison infirmière (2-3 pages): many labelled
   boxes (personne de confiance, famille, médecin traitant, IDE, pharmacie, kiné), [X]/[ ] checkboxes,
   allergies, treatment table with doses and ATC codes, GIR, weight, age, transmissions.
   Producer: Go gofpdf, Debian golang-github-jung-kurt-gofpdf-dev 2.17.2+ds-3 compiled with
   golang-go 2:1.19~1 (go1.19.8) in GOPATH mode; core fonts via its cp1252 translator; Info Producer
   is "FPDF 1.7" (gofpdf's own string). No XMP: gofpdf 2.17.2's SetXmpMetadata writes the stream but
   never links it from the catalog (/Metadata), so no reader (the judge's pypdf included) would see it.
4. ``formulaire_cases`` (i % 4 == 0) - arrêt de travail / prescription de transport / demande
   d'entente préalable: insured's name, first name, NIR + key, birth date, postcode, RPPS and FINESS
   printed one character per drawn box; employer, CPAM + complementary insurer with member number,
   dates in boxes (JJ MM AAAA); page 2 = second copy (volet 3).
   Producer: Perl PDF::Create, Debian libpdf-create-perl 1.46-2 (perl 5.36, JSON::PP from core).

Each family has one producer; no re-write step is applied.

Set-up (root, Debian 12)
------------------------
    apt-get update
    apt-get install -y poppler-utils texlive-latex-base texlive-latex-recommended texlive-latex-extra \
        lmodern golang-go golang-github-jung-kurt-gofpdf-dev libpdf-create-perl
    python3 -m venv tools/_cache/corpusz-venv
    tools/_cache/corpusz-venv/bin/pip install pdfme==0.4.12 pypdf==7.1.1

Generation (single core; about 10 s for 40 documents, plus a few seconds for the first Go build)
-----------------------------------------------------------------------------------------------
    tools/_cache/corpusz-venv/bin/python tools/make_corpus_z.py --seed 211 --docs 40

The gofpdf drawer (tools/corpus_z/draw_gofpdf.go) is compiled on first use into
tools/_cache/corpusz-go/; work files (LaTeX sources, DVI, drawing lists) go to
tools/_cache/corpusz-work/. Output: benchmarks/out/corpus_z/{manifest.json, pdf/*.pdf, truth/*.json}.
Texts and truths are deterministic for a seed, and so are the PDF bytes: dates come from SOURCE_DATE_EPOCH,
gofpdf sorts its catalog (SetCatalogSort), Perl runs with PERL_HASH_SEED=0, pdfme gets a fixed /ID.

Observed reading order: in family 1 both pdftotext and pypdf read the sidebar as one block before the
letter body (dvipdfmx writes the sidebar minipage first), not line-interleaved. pdftotext reads "1 g"
as "1g" (Helvetica and Latin Modern), so no dose of that shape is used. LaTeX ligatures (fi, ff, ffi)
reach the text layer as U+FB0x, which NFKC folds back. Boxed characters are extracted one per box with
spaces by both readers as long as the boxes touch (a gap between box groups makes pdftotext split
columns), hence group boundaries are thick rules, not gaps.

Self-check (run at the end, exit 1 on failure): every PDF is re-read with pdftotext (poppler) and pypdf
7.1.1 through tools/score_eval.py's own extractors and normalisation; on every page each probe of a
personal value must be seen exactly as often as the truth declares (by either hyphen reading), each kept
probe at least as often, no personal probe may appear on a page that does not declare it, the page count
must match and metadata probes must be present in the Info dictionary text.

Truth format (read by tools/score_eval.py): one JSON per document
    {"name", "family", "kind", "producer", "producers", "page_index_base": 0,
     "pages": [{"index": 0, "items": [{"role", "kind", "text", "subtype", "critical", "probes"}]}],
     "metadata_items": [{"kind", "text", "field", "critical", "probes"}]}
One item per printed occurrence. role "pii": NOM/PRENOM (subtype patient, naissance, medecin, proche,
soignant), DATE_NAISSANCE, NIR, IPP, ADRESSE (probes: value + street name without number),
CODE_POSTAL, VILLE, TELEPHONE, EMAIL, ETABLISSEMENT (etablissement / sigle / laboratoire; probes:
value + place name), FINESS, RPPS, NUM_SEJOUR, NUM_ACCESSION, NUM_DOSSIER_LABO, NUM_ADHERENT,
ORGANISME. Boxed values are recorded as printed, one character per box separated by spaces
("2 4 8 0 5 ..."). critical = DATE_NAISSANCE, NIR, IPP, EMAIL and the patient's NOM/PRENOM (incl.
maiden name). role "keep": DATE/SOINS, DECOY (CIM10 incl. CIM-O codes, CCAM, ATC, LOT, DOSE, BIOLOGIE,
INTERVALLE, PAGE, VERSION, EPONYME, DISPOSITIF, UF, MESURE, AGE, POIDS, COFRAC), MOT (HOMONYME,
VILLE). Metadata items (documents with i % 3 == 0): patient's surname and first name in Info /Title
(field "Title"); none of the four producers writes XMP here.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

from corpus_z import check, fam_forms, fam_letter, fam_liaison, fam_patho, render  # noqa: E402
from corpus_z.common import Ctx  # noqa: E402
from corpus_z.truth import Truth  # noqa: E402

OUT = ROOT / "benchmarks" / "out" / "corpus_z"
WORK = ROOT / "tools" / "_cache" / "corpusz-work"

FAMILIES = {
    1: ("lettre_sidebar", "latex+dvipdfmx (texlive-binaries 2022.20220321.62855-5.1+deb12u2, dvipdfmx 20211117)"),
    2: ("anapath", "pdfme 0.4.12"),
    3: ("liaison_ehpad", "gofpdf 2.17.2 (golang-github-jung-kurt-gofpdf-dev 2.17.2+ds-3, go1.19.8)"),
    0: ("formulaire_cases", "PDF::Create 1.46 (libpdf-create-perl 1.46-2)"),
}
KIND_TITLES = {"lettre_sidebar": "Courrier", "anapath": "Compte rendu ACP", "liaison_ehpad": "DLU",
               "formulaire_cases": "Formulaire"}


def make_one(seed: int, i: int) -> tuple[Path, dict]:
    fam_no = i % 4
    family, producer = FAMILIES[fam_no]
    cx = Ctx(seed, i)
    kind = {1: "lettre", 2: "compte_rendu_acp", 3: "liaison", 0: ["arret_travail", "transport", "entente_prealable"][(i // 4) % 3]}[fam_no]
    name = "z%03d_%s_%s" % (i, family, kind)
    t = Truth(name, family, kind, producer, [producer])
    p = cx.pat
    title = None
    if i % 3 == 0:
        title = "%s - %s %s" % (KIND_TITLES[family], p["nom"].upper(), p["prenom"])
        t.metadata("NOM", p["nom"].upper(), "Title")
        t.metadata("PRENOM", p["prenom"], "Title")
    pdf_path = OUT / "pdf" / (name + ".pdf")
    work = WORK / name
    if fam_no == 1:
        render.latex_dvipdfmx(fam_letter.build(cx, t, title), work, pdf_path)
    elif fam_no == 2:
        from pdfme import PDF
        pdf = PDF(page_size="a4", margin=[40, 40, 20, 40], font_family="Helvetica", font_size=9)
        fam_patho.build(cx, t, pdf)
        render.pdfme_write(pdf, pdf_path, title)
    elif fam_no == 3:
        spec = fam_liaison.build(cx, t)
        if title:
            spec["title"] = title
        render.gofpdf_draw(spec, work, pdf_path)
    else:
        spec = fam_forms.build(cx, t, (i // 4) % 3)
        if title:
            spec["title"] = title
        render.pdfcreate_draw(spec, work, pdf_path)
    truth = t.to_json()
    for it in truth["metadata_items"]:
        it.pop("subtype", None)
    return pdf_path, truth


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=211)
    ap.add_argument("--docs", type=int, default=40)
    ap.add_argument("--out", type=Path, default=None)
    a = ap.parse_args(argv)
    global OUT
    OUT = a.out or OUT
    t0 = time.perf_counter()
    if OUT.exists():
        shutil.rmtree(OUT)
    (OUT / "pdf").mkdir(parents=True)
    (OUT / "truth").mkdir(parents=True)
    WORK.mkdir(parents=True, exist_ok=True)
    render.build_go()
    docs, failed = [], 0
    for i in range(1, a.docs + 1):
        pdf_path, truth = make_one(a.seed, i)
        (OUT / "truth" / (truth["name"] + ".json")).write_text(json.dumps(truth, ensure_ascii=False, indent=1),
                                                                encoding="utf-8")
        errs = check.check_document(pdf_path, truth)
        n_pii = sum(1 for pg in truth["pages"] for it in pg["items"] if it["role"] == "pii")
        n_keep = sum(1 for pg in truth["pages"] for it in pg["items"] if it["role"] == "keep")
        print("%s: %d pages, %d pii, %d keep, %d metadata -> %s" % (truth["name"], len(truth["pages"]), n_pii, n_keep,
              len(truth["metadata_items"]), "OK" if not errs else "FAIL"), flush=True)
        for e in errs[:25]:
            print("    " + e)
        failed += bool(errs)
        docs.append({"name": truth["name"], "pdf": "pdf/%s.pdf" % truth["name"], "truth": "truth/%s.json" % truth["name"],
                     "family": truth["family"], "kind": truth["kind"], "pages": len(truth["pages"]),
                     "producer": truth["producer"], "producers": truth["producers"]})
    manifest = {"corpus": "Z", "seed": a.seed, "documents": docs,
                "generator": "tools/make_corpus_z.py --seed %d --docs %d" % (a.seed, a.docs)}
    (OUT / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")
    print("%d documents, %d failed self-check, %.1f s" % (len(docs), failed, time.perf_counter() - t0))
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
