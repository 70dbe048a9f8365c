"""Corpus AS: 40 fictional French clinical PDFs with exact truth, written without looking at the product.

Read to write it: tools/score_eval.py (truth format, probes, judge_document), the top docstrings of the
earlier tools/make_corpus_*.py (writers, layouts and shapes already used), tools/corpus_aq/ids.py and
tools/corpus_aq/model.py (structure only; copied and adapted into tools/corpus_as/, nothing imported from
other corpora). Nothing under app/, tests/, docs/, README.md or benchmarks/RESULTS*.md was read, nor
tools/corpus_ar/ or make_corpus_ar.py beyond its docstring. Everything is invented (people, identifiers,
establishments, employers, insurers, laboratories); communes and postcodes are real.

Output: benchmarks/out/corpus_as/{manifest.json, pdf/asNNN_<family>_<shape>.pdf, truth/asNNN_<family>_<shape>.json}
in the judge's format. Seed 443, 40 documents of 1-3 pages (planned pages 1 + (i + k) % 3: 13 one-page,
14 two-page, 13 three-page; 80 pages), document i (1-based) in family i % 4, 10 per family. Helpers in
tools/corpus_as/ (ids.py identifiers with valid keys, model.py values/blocks, content.py shapes,
render.py the four writers).

WRITERS (all already used by earlier corpora - the pool of unused writers is nearly exhausted - each here
with a clearly NEW layout; exact versions also in manifest.json "versions"):
  1 rlplaty   ReportLab 5.1.0 PLATYPUS (BaseDocTemplate + Frame + PageTemplate, Paragraph / Table / Spacer /
              PageBreak flowables; earlier corpora used reportlab's pdfgen canvas or a text-only
              DocumentTemplate). Letterhead as a Table with MERGED CELLS (SPAN) whose right column is the
              boxed identity STICKER spanning four rows; label/value GRIDS (two pairs per row, shaded label
              cells); values ABOVE small grey captions (two-row tables); data tables with a merged GROUP
              HEADER cell spanning some columns and the other headers spanning two rows; running head drawn
              by onPage; SIDEWAYS FOOTER rotated 90 degrees in the left margin (patient, NDA, FINESS, page k/n).
              DejaVu Serif / Serif Bold TrueType subsets; invariant=1 (fixed dates and /ID).
  2 fpdftab   fpdf2 2.8.9 with its TABLE feature (pdf.table(), colspan group header, two heading rows,
              HORIZONTAL_LINES label/value grid) and write_html() paragraphs; an identity STICKER (étiquette,
              with a pseudo barcode line) drawn in header() on EVERY page beside the running identity line;
              values above italic captions; footer() with establishment acronym, FINESS, NDA, patient.
              GNU FreeSans TrueType subsets (Carlito was tried first: it has no U+00A0 glyph).
              set_creation_date fixed.
  3 mustory   PyMuPDF 1.26.7 (MuPDF 1.26.12) Story HTML/CSS engine through DocumentWriter: each planned page is
              flowed into TWO COLUMNS (the body story placed in a left rect, then continued in a right rect,
              newspaper style; earlier corpora used Story in single frames), full-width letterhead story
              beside a sticker table, head and foot stories; tables with colspan group headers; caption
              tables (value row over caption row). Metadata set and the file re-saved by PyMuPDF
              (garbage=3, deflate, no_new_id, fixed dates).
  0 pikefrag  pikepdf 10.18.0 (qpdf 12.4.2) with HAND-WRITTEN CONTENT STREAMS, base-14 Helvetica /
              Helvetica-Bold / Helvetica-Oblique, WinAnsiEncoding, not embedded (widths for the layout from
              reportlab.pdfbase.pdfmetrics). New layout: every text line is cut at word boundaries into 1-3
              POSITIONED FRAGMENTS (one BT/Tm/Tj/ET each) and all fragments of a page are written in a
              SHUFFLED order (stream order != reading order); label/value GRID whose label column is drawn in
              one pass and value column in another; values above captions; boxed sticker; ruled tables with
              a merged group cell (drawn rules); footer ROTATED 90 degrees along the right edge. A value is
              never cut between fragments. Info /Title, /Author, /Producer; deterministic_id.

SHAPES (six, none mentioned in any earlier docstring; the k-th document of family f gets
SHAPES[(k + f) % 6], f = 1, 2, 3, 0 for the families above, so every family has all six):
  sspi_reveil          post-anaesthesia care unit sheet: OR room / SSPI bed, CCAM act, CIM-10, anaesthetist with
                       RPPS, IADE with ADELI, vital-signs table (HR, BP, SpO2, EVA, Aldrete) under a merged
                       "Constantes" header, drugs with ATC / dose / lot, devices (Insyte 20G, Foley CH14), ward
                       room, person to notify, prescription id.
  clinique_avk         anticoagulation-clinic follow-up: I48.9, CHA2DS2-VASc, VKA with ATC, INR target range,
                       INR history table (care date, INR, dose, lab file numbers), laboratory, CoaguChek device
                       and strip lot, TP / Hb / creatinine with ranges and LOINC, coordinating nurse (ADELI).
  evaluation_sociale   hospital social worker's assessment (PASS): health-insurance fund, NIR, mutual insurer and
                       member number, CAF claimant number (IDENTIFIANT allocataire), employer, relatives/neighbour
                       table, social landlord, address, income table (MONTANT), GIR/AGGIR, APA request number,
                       home-help provider, GP with RPPS, social worker's phone and e-mail.
  enquete_tuberculose  tuberculosis notification + contact tracing (CLAT): A15.0, birth town, employer, lab file
                       and CT accession numbers, Ziehl-Neelsen, GeneXpert, 4-drug table (ATC, doses), contacts
                       table (names, towns, IDR mm), Mantoux, notification number, declaring doctor's RPPS.
  centre_brules        burns-unit report: work accident at the employer, SCB %, Baux, T31.x, Wallace / Lund and
                       Browder / Parkland, fluid volume, dressing table (Aquacel / Mepitel sizes, lots, nurse
                       in lower case), skin graft CCAM, dermatome, albumin/CRP with ranges and LOINC.
  stomatherapie        stoma-care consultation: Hartmann procedure, C20 / Z93.3, CCAM, stoma diameter, SACS,
                       appliance table (SenSura Mio, Esteem+, Brava with sizes and lots), home-delivery provider,
                       prescription id, Bristol scale, carer, follow-up table with the stoma nurse in capitals.
Every document: letterhead (establishment + acronym, service, address, postcode, town, phone, secretariat
e-mail, FINESS and "1"+FINESS), sticker (NOM PRÉNOM, "née X", birth date, IPP, NDA), running head (three
styles: "NOM Prénom - né(e) le ... - IPP", "SIGLE | NOM, Prénom | IPP | séjour", "Patient(e) : Prénom Nom
(date) - dossier ...") and foot (acronym, FINESS, NDA, patient, page k/n) on every page, identity grid
(usage and birth names, first name, birth date in 11 writings, sex, IPP, NDA, NIR or INS with a valid key in
six writings, address, commune, mobile, e-mail, insurance fund), signature ("Fait à <town>, le <date>",
Dr Prénom NOM, RPPS and "8"+RPPS, copy to the GP with address). Names in UPPER, Title and lower case;
particles (de La Bassetière, Le Floc'h...). About two documents in three carry a surname that is also an
ordinary word (chevalier, marchand, mercier, charpentier, boucher, pêcheur, pasteur, lièvre, bonhomme) for
the patient, doctor, nurse or relative, and the lower-case word is printed in the text (keep item MOT /
HOMONYME, judged as ORDINAIRE_HOMONYME).

TRUTH: one item per printed occurrence, on the page where the writer printed it. role "pii": NOM / PRENOM
(subtype patient, naissance, medecin, soignant, proche, aidant), DATE_NAISSANCE, NIR (subtype ins when
captioned INS), IPP, NUM_SEJOUR, RPPS (subtype idnat for "8"+RPPS), ADELI, FINESS (subtype idnat for
"1"+FINESS), ADRESSE (probes: value + street without number), CODE_POSTAL, VILLE (subtype naissance for
birth towns), TELEPHONE, EMAIL, ETABLISSEMENT (etablissement / sigle / laboratoire / employeur /
prestataire), ORGANISME (caisse / mutuelle / bailleur), NUM_ADHERENT, NUM_DOSSIER_LABO, NUM_ACCESSION,
IDENTIFIANT (ordonnance / allocataire / demande / declaration). critical = DATE_NAISSANCE, NIR, IPP, EMAIL
and the patient's NOM/PRENOM (birth name included). role "keep": DATE/SOINS and DECOY (CIM10, CCAM, LOINC,
ATC, LOT, DOSE, BIOLOGIE, INTERVALLE, DISPOSITIF, SCORE, EPONYME, MESURE, POIDS, SALLE, MONTANT), MOT/HOMONYME.
Ages and page markers are printed but are not items. Inside values spaces are printed as no-break spaces
(NFKC folds them back) so that no writer wraps a value.

METADATA: documents with i % 3 == 0 have Info /Title "NOM Prénom - <document title>" (metadata_items NOM +
PRENOM, field "Info/Title", critical); the others have "<document title> - <acronym>". /Author is
"Secrétariat médical" everywhere. No XMP is written.

SET-UP (Debian 12, Python 3.11; fonts-dejavu-core, fonts-freefont-ttf and poppler-utils were present):
    apt-get install -y poppler-utils fonts-dejavu-core fonts-freefont-ttf python3-venv
    python3 -m venv tools/_cache/as-venv
    tools/_cache/as-venv/bin/pip install reportlab==5.1.0 fpdf2==2.8.9 pymupdf==1.26.7 pikepdf==10.18.0 \
        pypdf==7.1.1 cryptography        # pulls fonttools 4.69.1, pillow 13.0.0
GENERATION (about 15 s, self-check included):
    tools/_cache/as-venv/bin/python tools/make_corpus_as.py --seed 443 --docs 40
Deterministic: two runs give identical truth files, manifest and PDF bytes (checked).

SELF-CHECK (exit 1 on failure; failures also listed in manifest.json "failures"): identifiers re-validated
(NIR key, Luhn for RPPS / ADELI / FINESS and their national forms); every PDF re-read with the judge's own
extract_pdftotext and extract_pypdf: the page count must match and, on every page, each probe must be seen
by BOTH readers at least as often as the items of that page need it (occurrences inside longer items
counted as the judge's E_pii does); metadata probes must be in pypdf's metadata; judge_document(truth, src,
out=src) must give 0 unmeasurable probes, every personal item leaked and no kept item lost. No item is
moved or dropped: with seed 443 all 3723 page items and 26 metadata items pass. (Also re-run with
tools/_cache/judge-venv: 0 failing documents.)

READING QUIRKS met while building it:
  * ReportLab splits a word wider than its cell character by character (splitLongWords); turned off, grids
    use two pairs per row and multi-word values in data-table cells may wrap at their real spaces.
  * MuPDF's HTML engine breaks lines after hyphens even between no-break spaces ("CHA2DS2-⏎VASc",
    "Saint-⏎Affrique") and pdftotext then reads the two column halves apart: values are wrapped in
    <span style="white-space:nowrap">.
  * pdftotext reads the Story table cell "< 5" / "0 - 5" as "<5" / "0-5" (narrow spaces); the range is
    printed "0,0 - 5,0".
  * pikepdf family: pypdf reads the shuffled fragments in stream order, pdftotext by position; fragments end
    with a space so pypdf does not glue neighbours. The rotated footers are read by both readers (pypdf's
    default orientations include 90 degrees).
"""
from __future__ import annotations

import argparse
import logging
import json
import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import score_eval as se  # noqa: E402  (the judge's own extraction, normalisation and judge_document)
from corpus_as import ids  # noqa: E402
from corpus_as.content import build  # noqa: E402
from corpus_as.render import RENDERERS  # noqa: E402

FAMILIES = {1: "rlplaty", 2: "fpdftab", 3: "mustory", 0: "pikefrag"}
FAM_INDEX = {"rlplaty": 1, "fpdftab": 2, "mustory": 3, "pikefrag": 0}


def versions() -> dict:
    import fpdf
    import pikepdf
    import pymupdf
    import pypdf
    import reportlab
    pt = subprocess.run(["pdftotext", "-v"], capture_output=True, text=True).stderr.splitlines()[0]
    return {"python": sys.version.split()[0], "reportlab": reportlab.Version, "fpdf2": fpdf.__version__,
            "pymupdf": pymupdf.VersionBind, "mupdf": pymupdf.VersionFitz, "pikepdf": pikepdf.__version__,
            "qpdf": pikepdf.__libqpdf_version__, "pypdf": pypdf.__version__, "pdftotext": pt}


PRODUCERS = {"rlplaty": "ReportLab platypus", "fpdftab": "fpdf2", "mustory": "PyMuPDF Story",
             "pikefrag": "pikepdf content streams"}


def page_check(truth: dict, pdf: Path) -> list[str]:
    """Every item's probes must be seen on its page by pdftotext AND pypdf, as often as the page needs."""
    pt = se.extract_pdftotext(pdf)
    pp, meta = se.extract_pypdf(pdf)
    errs = []
    if len(pt) != len(truth["pages"]) or len(pp) != len(truth["pages"]):
        errs.append("page count pdftotext %d pypdf %d truth %d" % (len(pt), len(pp), len(truth["pages"])))
        return errs
    for pg in truth["pages"]:
        items = pg["items"]
        probes = sorted({p for it in items for p in it["probes"]})
        for p in probes:
            ci = "@" in p
            need = sum(se.count(p, se.normalize(it["text"]), ci) or (p in it["probes"]) for it in items)
            for name, pages in (("pdftotext", pt), ("pypdf", pp)):
                raw = pages[pg["index"]]
                seen = max(se.count(p, se.normalize(raw), ci), se.count(p, se.normalize(raw, True), ci))
                if seen < need:
                    errs.append("p%d %s sees %r %d/%d" % (pg["index"] + 1, name, p, seen, need))
    for it in truth.get("metadata_items", []):
        if not all(p in meta for p in it["probes"]):
            errs.append("metadata probe %r missing" % it["text"])
    return errs


def judge_check(truth: dict, pdf: Path) -> list[str]:
    src = se.extract_all(pdf)
    j = se.judge_document(truth, src, src)
    errs = []
    if j["unmeasurable_probes"]:
        errs.append("%d unmeasurable probes" % j["unmeasurable_probes"])
    for k, v in j["leaks"].items():
        if v["leaked"] != v["total"] or v["unmeasurable"]:
            errs.append("leaks %s %s" % (k, v))
    for k, v in j["kept"].items():
        if v["lost"] or v["unmeasurable"]:
            errs.append("kept %s %s" % (k, v))
    return errs


def validate_ids(truth: dict) -> list[str]:
    errs = []
    for pg in truth["pages"]:
        for it in pg["items"]:
            t = it["text"]
            if it["kind"] == "NIR":
                dg = "".join(ch for ch in t if ch.isdigit())
                if len(dg) != 15 or not ids.nir_ok(dg):
                    errs.append("bad NIR %s" % t)
            elif it["kind"] in ("RPPS", "FINESS", "ADELI"):
                body = t[1:] if it["subtype"] == "idnat" else t
                if not ids.luhn_ok(body):
                    errs.append("bad %s %s" % (it["kind"], t))
    return errs


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=443)
    ap.add_argument("--docs", type=int, default=40)
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "out" / "corpus_as")
    a = ap.parse_args(argv)
    logging.getLogger("fontTools").setLevel(logging.ERROR)
    out = a.out
    if out.exists():
        shutil.rmtree(out)
    (out / "pdf").mkdir(parents=True)
    (out / "truth").mkdir(parents=True)
    vers = versions()
    docs, failures = [], {}
    rank = Counter()
    tot = Counter()
    for i in range(1, a.docs + 1):
        fam = FAMILIES[i % 4]
        k = rank[fam]
        rank[fam] += 1
        doc = build(a.seed, i, fam, FAM_INDEX[fam], k)
        pdf = out / "pdf" / (doc.name + ".pdf")
        printed = RENDERERS[fam](doc, str(pdf))
        truth = {"name": doc.name, "family": fam, "kind": doc.shape, "producer": PRODUCERS[fam],
                 "producers": [PRODUCERS[fam]], "page_index_base": 0,
                 "pages": [{"index": p, "items": [v.item() for v in vals]} for p, vals in enumerate(printed)],
                 "metadata_items": doc.meta_items}
        errs = validate_ids(truth) + page_check(truth, pdf) + judge_check(truth, pdf)
        if errs:
            failures[doc.name] = errs
        (out / "truth" / (doc.name + ".json")).write_text(json.dumps(truth, ensure_ascii=False, indent=1), encoding="utf-8")
        docs.append({"name": doc.name, "pdf": "pdf/%s.pdf" % doc.name, "truth": "truth/%s.json" % doc.name,
                     "family": fam, "shape": doc.shape, "pages": len(printed), "producer": PRODUCERS[fam],
                     "producers": [PRODUCERS[fam]]})
        for pg in truth["pages"]:
            for it in pg["items"]:
                tot[(it["role"], it["kind"] if it["role"] == "pii" else (it["kind"] + "/" + it["subtype"]))] += 1
        tot[("meta", "items")] += len(doc.meta_items)
    pages_by_fam = Counter()
    for d in docs:
        pages_by_fam[d["family"]] += d["pages"]
    manifest = {"corpus": "as", "seed": a.seed, "documents": docs, "versions": vers,
                "pages": sum(d["pages"] for d in docs), "pages_by_family": dict(pages_by_fam),
                "counts": {"%s:%s" % kk: v for kk, v in sorted(tot.items())}, "failures": failures}
    (out / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")
    print("documents %d pages %d %s" % (len(docs), manifest["pages"], dict(pages_by_fam)))
    for kk, v in sorted(tot.items()):
        print("  %-40s %d" % (":".join(kk), v))
    if failures:
        for n, e in failures.items():
            print("FAIL", n, "; ".join(e[:8]), "(+%d)" % max(0, len(e) - 8))
        return 1
    print("self-check OK: every item on its page for pdftotext and pypdf; judge_document(src, src): all leaked, none lost, 0 unmeasurable")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
