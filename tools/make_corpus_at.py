"""Corpus AT: 40 fictional French clinical PDFs with exact truth, written without looking at the product.

Read to write it: tools/score_eval.py (truth format, probes, decoys, ordinary words, critical kinds,
judge_document), the top docstrings of the earlier tools/make_corpus_*.py and tools/make_eval_corpus.py (writers,
layouts and shapes already used), tools/corpus_aq/ids.py and tools/corpus_aq/model.py (structure only: copied
and adapted into tools/corpus_at/ with new pools; nothing is imported from another corpus). Nothing under app/,
tests/, docs/, README.md or benchmarks/RESULTS*.md was read, nor make_corpus_ar.py / make_corpus_as.py beyond
their docstrings, nor tools/corpus_ar/ or tools/corpus_as/. The product was not run. Everything is invented
(people, identifiers, establishments and their acronyms, laboratories, employers, insurers, schools,
providers); communes and postcodes are real; check keys are valid.

Output: benchmarks/out/corpus_at/{manifest.json, pdf/atNNN_<family>_<shape>.pdf, truth/atNNN_<family>_<shape>.json}
in the judge's format. Seed 457, 40 documents, document i (1-based) in family i % 4 (10 per family). Planned
pages 1 + (i + k) % 3 (k = rank in the family) with explicit page breaks between planned pages; a writer may
push content to a further page, and the truth follows where the writer really printed each value. Result with
seed 457: 90 pages; 3 one-page, 24 two-page, 13 three-page documents (most planned one-page documents overflow
to two); pages per family: grolist 23, typstlab 21, fpdfform 23, rlletter 23.

WRITERS (exact versions also in manifest.json "versions"). Two are new with respect to corpora AR / AS (groff's
gropdf and Typst; both were used by much older corpora, with other layouts), two are reused with new layouts:
  1 grolist   GNU groff 1.22.4 (Debian groff 1.22.4-10), native PDF device gropdf (`groff -k -mpdf -Tpdf -P-pa4`,
              preconv for UTF-8), base-14 Courier / Courier-Bold. Layout: an information-system PRINTOUT in
              fixed-width columns (no-fill mode, lines broken here at 92 characters): '=' rules around a
              letterhead whose establishment and patient blocks sit side by side in two fixed columns split by
              '|', centred "*** TITLE ***", upper-case headings underlined with '-', dotted-leader fields
              ("Date de naissance ........: ..."), space-aligned tables with a dashed rule under the header,
              "[X]" / "[ ]" check lists, patient label framed with '+---+', signature block indented right,
              running head with a rule and running foot (patient identity, IPP, FINESS, "page k/n") on every
              page. SOURCE_DATE_EPOCH fixes the dates; Info /Title set by .pdfinfo (ASCII-folded, gropdf).
  2 typstlab  Typst 0.15.1 through the PyPI bindings typst 0.15.2 (typst.compile / typst.query), DejaVu Sans
              (fonts-dejavu-core 2.37) embedded subsets, ignore_system_fonts. Layout: LAB-STYLE RESULTS REPORT:
              two-column header grid (establishment block | framed patient block), dark title band, identity
              as a four-column label/value table with hairlines (long values span three cells), results
              tables with CUMULATIVE COLUMNS (one column per earlier date, reference range, LOINC), shaded
              header and zebra rows, ballot-box check boxes in two columns, dashed monospace patient label,
              signature block on the right, page header, page FOOTER WITH THE PATIENT IDENTITY + "page k / n".
              Typst breaks lines and pages itself: every value is a box (never broken) followed by a metadata
              marker whose page is read back with typst.query, so each item is on the page Typst chose.
              set document(date: none): byte-identical output.
  3 fpdfform  fpdf2 2.8.9 (reused; earlier layouts were tables / write_html / dot leaders), DejaVu Sans
              Condensed / Bold subsets. Layout: a FORM: boxed running head with the form reference, boxed
              patient block beside the letterhead, title in a frame, grey section bars, identity and contacts
              as BOXED FIELDS (value inside a ruled box, tiny caption in the box's top-left corner, two per
              row), CHECK BOXES drawn as squares with a cross, fully ruled tables with a shaded header, boxed
              patient label, signature box, foot with patient identity and "feuille k/n". set_creation_date fixed.
  0 rlletter  ReportLab 5.1.0 pdfgen canvas (reused; earlier: caption grids, PLATYPUS), DejaVu Serif Condensed /
              Bold subsets, invariant=1. Layout: DISCHARGE-STYLE LETTER with a two-column identity header split
              by a vertical rule, a SHEET OF SIX PEEL-OFF PATIENT LABELS (2 x 3 dashed stickers) on page 1,
              "Label : value" identity in two columns, booktabs tables, "[x]" lists, signature block on the
              right with a dashed "Cachet du service" frame, right-aligned running head, running foot with the
              patient identity and "page k sur n".
Families 3 and 0 are laid out by tools/corpus_at/render_canvas.py (line breaking from the real advances via
reportlab.pdfbase.pdfmetrics on the same TTF files); a value and the punctuation glued to it are one
unbreakable word in every family.

SHAPES (tools/corpus_at/content.py; none mentioned in any earlier docstring - checked by grepping them for
the French and English terms; the k-th document of family f gets SHAPES[(k + f) % 6], so every family has
all six):
  dialyse_peritoneale  peritoneal-dialysis consultation: N18.5 / E11.2, Tenckhoff catheter, CCAM, cycler,
                       Physioneal / Extraneal bags, cumulative lab table (urea, creatinine, K, Hb, Kt/V with
                       ranges and LOINC), laboratory + lab file number, PET, prescription check boxes, home
                       provider + acronym, prescription id, epoetin dose / ATC / lot, dry weight.
  chambre_implantable  implantable-port insertion report: C18.7, FOLFOX, accession and request numbers, room,
                       lidocaine dose, PowerPort device and lot, Huber needle, CCAM EBLA003, parameter table
                       (fluoroscopy time, DAP, platelets with range, TP / INR, pain score), check-box orders.
  nutrition_enterale   home enteral-nutrition prescription after PEG: E43 / I63.4, CCAM, PEG tube size, BMI,
                       weight / albumin / prealbumin / CRP table by date, ranges, NRS-2002 / MNA, pump,
                       Fresubin dose, flow rate, provider + acronym, prescription id, LPP code, dietitian.
  myelogramme          bone-marrow aspirate report: D46.9, prescriber, Mallarmé needle, CCAM, lab file number,
                       laboratory, May-Grünwald-Giemsa / Perls, marrow differential table with usual ranges,
                       check boxes, IPSS-R, LOINC.
  suivi_epilepsie      epileptology consultation: G40.2, MRI date, EEG accession number, valproate-level table
                       (date, level, dose, seizures), therapeutic range, drugs with ATC, Liverpool scale, school
                       (young patients) or employer, driving-licence check boxes.
  hepatite_c           hepatitis C follow-up: B18.2, genotype, FibroScan kPa, APRI, viral-load / ALT / platelet
                       table by date, laboratory + lab file number, Epclusa dose / ATC / lot, tumour-board date,
                       prescription id, check boxes.
Every document: letterhead (establishment + acronym, service, address, postcode, town, phone, FINESS and "1" +
FINESS, often the secretariat e-mail) beside the patient block (name, birth name, birth date, IPP, NDA, room /
bed), title, identity (usage and birth names, first name, birth date, birth town, NIR or INS with a valid key in
seven writings - spaced, 13 + key, 15 digits, " - key", "/key", "clé key" -, address, commune, mobile + landline,
e-mail, health-insurance fund, mutual insurer + member number), relatives and carers (trusted person with
phone, GP with address and RPPS, nurse / dietitian with ADELI, employer for odd documents), a sentence with an
ordinary word equal to a surname of the document (tonnelier, maréchal, sabatier, cordier, verrier, barbier,
forgeron, jardinier, laboureur, meunier: the doctor or the nurse bears it, never printed in lower case) in two
documents out of three, next appointment, signature ("Fait à <town>, le <date>", Dr Prénom NOM, RPPS and "8" +
RPPS, copy to the GP), a patient label on page 1 for the rlletter family and odd styles (birth date glued to
the name as "NOM Prénom(3/7/1959)" in half of them), running head (three styles) and foot on every page. Birth
dates in 12 writings (numeric, two-digit year, words, CAPITALS, weekday, one-digit day/month, spaced blocks,
ISO, abbreviated month, dotted, weekday + capital month, dashes with two-digit year); names in UPPER, Title and
lower case with particles (Le Moal, d'Aubigné-Lasserre, van Hoorebeke...).

TRUTH: {"name", "family", "shape", "kind", "producer", "producers", "seed", "page_index_base": 0, "title",
"pages": [{"index", "items": [{"role", "kind", "text", "subtype", "critical", "probes"}]}], "metadata_items"}, one
item per printed occurrence. role "pii": NOM / PRENOM (patient, naissance, medecin, soignant, proche),
DATE_NAISSANCE, NIR (subtype ins when captioned INS), IPP, NUM_SEJOUR, RPPS (idnat for "8"+RPPS), ADELI, FINESS
(idnat for "1"+FINESS), ADRESSE (probes: value + street without number; domicile, etablissement, cabinet),
CODE_POSTAL, VILLE (domicile, naissance, etablissement, cabinet, lieu_redaction), TELEPHONE, EMAIL (patient,
service), ETABLISSEMENT (etablissement, sigle, laboratoire, prestataire, employeur, ecole), ORGANISME (caisse,
mutuelle), NUM_ADHERENT, NUM_DOSSIER_LABO, NUM_ACCESSION, IDENTIFIANT (ordonnance, demande). critical =
DATE_NAISSANCE of the patient, NIR, IPP, EMAIL and the patient's NOM / PRENOM (birth name included). role
"keep": DATE / SOINS and DECOY (CIM10, CCAM, LOINC, ATC, CODE (LPP), LOT, DOSE, DEBIT, DELAI, BIOLOGIE,
INTERVALLE, MESURE, POIDS, SCORE, EPONYME, DISPOSITIF, MEDICAMENT, SALLE) and MOT / HOMONYME (judged as
ORDINAIRE_HOMONYME).
Counts with seed 457: 3359 page pii items (1374 critical): NOM 606, PRENOM 564, ETABLISSEMENT 309, IPP 270,
DATE_NAISSANCE 268, VILLE 200, FINESS 170, TELEPHONE 160, NUM_SEJOUR 138, ADRESSE 120, CODE_POSTAL 120, RPPS
120, ORGANISME 80, EMAIL 56, ADELI 40, NIR 40, NUM_ADHERENT 40, IDENTIFIANT 25, NUM_DOSSIER_LABO 20,
NUM_ACCESSION 13; + 26 metadata items; 1297 keep items: 212 care dates, 27 homonym words, 1058 decoys
(BIOLOGIE 322, INTERVALLE 111, SALLE 86, DOSE 78, SCORE 68, CIM10 53, MEDICAMENT 51, DISPOSITIF 46, EPONYME 43,
LOINC 38, MESURE 37, CCAM 27, POIDS 27, ATC 26, LOT 18, DELAI 13, CODE 7, DEBIT 7).

METADATA: documents with i % 3 == 0 have Info /Title "NOM Prénom - <title>" (metadata_items NOM + PRENOM,
field "Info/Title", critical; ASCII-folded for groff, whose pdfmark strings are 8-bit); the others
"<title> - <acronym>". /Author is a secretariat or admissions office (no personal value). No XMP.

SELF-CHECK (exit 1 on failure, failures also listed in manifest.json "failures"): identifiers re-validated
(NIR key, Luhn of RPPS / ADELI / FINESS and of their national forms); each PDF re-read with the judge's own
extract_pdftotext and extract_pypdf: page count must match and be 1-3, and on every page each probe must be
seen by BOTH readers at least as often as that page's items need it (occurrences inside longer items counted
as the judge's E_pii does); metadata probes must be in pypdf's metadata; judge_document(truth, src, out=src)
must give 0 unmeasurable probes, every personal item leaked and no kept item lost, and judge_document(truth,
src, None) 0 unmeasurable. No item is moved or dropped. Also re-run from tools/_cache/judge-venv (pypdf
7.1.1): 3385 personal items (metadata included) all leaked, 1297 kept items none lost, 0 unmeasurable, every
probe on its declared page for both readers. Two runs give byte-identical PDFs, truth files and manifest.

READING QUIRKS met while building it:
  * pdftotext drops the space of short strings in narrow table cells ("1 – 4" -> "1–4", "9 s" -> "9s" in
    Typst / fpdf2 / ReportLab cells): ranges are written with decimals ("1,0 – 4,0") and durations "9,4 s".
  * Typst: a space before a label ("#metadata(..) <atv>") is content and showed up after every value; an e-mail
    in a quarter-width grid cell overflowed into the next cell and pdftotext split it, so long values span
    three cells. smartquote is disabled and every text is a string literal (no markup interpretation).
  * gropdf prints "'" as U+2019 and "-" as a hyphen, both normalised back by the judge; pdftotext splits the
    Courier letterhead at the '|' column, which does not cut any value.

SET-UP (Debian 12, Python 3.11.7; poppler-utils 22.12.0 and fonts-dejavu-core were present):
    apt-get update && apt-get install -y --no-install-recommends groff poppler-utils fonts-dejavu-core python3-venv
    python3 -m venv tools/_cache/at-venv
    tools/_cache/at-venv/bin/pip install typst==0.15.2 fpdf2==2.8.9 reportlab==5.1.0 pypdf==7.1.1
        (pulls fonttools 4.69.1, pillow, defusedxml)
GENERATION (about 25 s, self-check included; re-executes itself with tools/_cache/at-venv when a writer is missing):
    tools/_cache/at-venv/bin/python tools/make_corpus_at.py [--seed 457] [--docs 40] [--out benchmarks/out/corpus_at]
    (--only N ... re-renders single documents without rewriting the manifest)
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV_PY = ROOT / "tools" / "_cache" / "at-venv" / "bin" / "python"
DEFAULT_OUT = ROOT / "benchmarks" / "out" / "corpus_at"
SEED = 457

try:
    import fpdf  # noqa: F401
    import pypdf  # noqa: F401
    import reportlab  # noqa: F401
    import typst  # noqa: F401
except ImportError:
    if VENV_PY.exists() and Path(sys.executable).resolve() != VENV_PY.resolve():
        os.execv(str(VENV_PY), [str(VENV_PY), __file__] + sys.argv[1:])
    raise

sys.path.insert(0, str(ROOT / "tools"))
import score_eval as judge  # noqa: E402
from corpus_at import content, ids, render_canvas, render_groff, render_typst  # noqa: E402
from corpus_at.model import V  # noqa: E402

PRODUCERS = {1: "groff 1.22.4 gropdf (Courier listing)", 2: "Typst 0.15 via typst-py 0.15.2",
             3: "fpdf2 2.8.9 (form layout)", 0: "ReportLab 5.1.0 pdfgen (letter + label sheet)"}


def versions() -> dict:
    import importlib.metadata as md
    out = {p: md.version(p) for p in ("typst", "fpdf2", "reportlab", "pypdf", "fonttools")}
    out["groff"] = subprocess.run(["groff", "--version"], capture_output=True, text=True).stdout.splitlines()[0]
    out["pdftotext"] = subprocess.run(["pdftotext", "-v"], capture_output=True, text=True).stderr.splitlines()[0]
    return out


def check_ids(item: dict) -> str | None:
    t, k = item["text"], item["kind"]
    if k == "NIR" and not ids.nir_ok(t):
        return "NIR key"
    if k in ("RPPS", "ADELI", "FINESS") and not ids.luhn_ok(t[1:] if item["subtype"] == "idnat" else t):
        return k + " Luhn"
    return None


def page_needs(items: list) -> Counter:
    need = Counter()
    for it in items:
        for p in {p for x in items for p in x["probes"]}:
            c = judge.count(p, judge.normalize(it["text"]), "@" in p) or (p in it["probes"])
            need[p] += c
    return need


def build_one(seed: int, i: int, pdf_dir: Path, truth_dir: Path, tmp: str) -> tuple[dict, list]:
    doc = content.build(seed, i)
    pdf_path = pdf_dir / (doc.name + ".pdf")
    fam = doc.family
    if fam == 1:
        per_page = render_groff.render(doc, str(pdf_path), tmp)
    elif fam == 2:
        per_page = render_typst.render(doc, str(pdf_path), tmp)
    else:
        per_page = render_canvas.render(doc, str(pdf_path), tmp, "fpdfform" if fam == 3 else "rlletter")
    failures = []
    pages = [{"index": pi, "items": [v.item() for v in vals]} for pi, vals in enumerate(per_page)]
    meta_items = []
    for v in doc.meta_items:
        it = V(v.kind, ids.ascii_fold(v.text) if fam == 1 else v.text, v.sub).item()
        it["field"] = "Info/Title"
        meta_items.append(it)
    truth = {"name": doc.name, "family": content.FAMILY_NAMES[fam], "shape": doc.shape, "kind": doc.shape,
             "producer": PRODUCERS[fam], "producers": [PRODUCERS[fam]], "seed": seed, "page_index_base": 0,
             "title": doc.title, "pages": pages, "metadata_items": meta_items}
    # ---- self-check with the judge's own extractors
    pt = judge.extract_pdftotext(pdf_path)
    pp, meta = judge.extract_pypdf(pdf_path)
    if not (1 <= len(per_page) <= 3) or len(pt) != len(per_page) or len(pp) != len(per_page):
        failures.append("%s: pages planned/rendered %d, pdftotext %d, pypdf %d" % (doc.name, len(per_page), len(pt), len(pp)))
    for pg in pages:
        for it in pg["items"]:
            bad = check_ids(it)
            if bad:
                failures.append("%s: %s %s" % (doc.name, bad, it["text"]))
        need = page_needs(pg["items"])
        for ex, texts in (("pdftotext", pt), ("pypdf", pp)):
            if pg["index"] >= len(texts):
                continue
            raw = texts[pg["index"]]
            a, b = judge.normalize(raw), judge.normalize(raw, True)
            for p, n in need.items():
                seen = max(judge.count(p, a, "@" in p), judge.count(p, b, "@" in p))
                if seen < n:
                    failures.append("%s p%d %s sees %r %d/%d" % (doc.name, pg["index"], ex, p, seen, n))
    for it in meta_items:
        if not all(p in meta for p in it["probes"]):
            failures.append("%s: metadata probe %r not in pypdf metadata" % (doc.name, it["probes"]))
    src = judge.extract_all(pdf_path)
    j = judge_document_check(truth, src)
    failures += ["%s: %s" % (doc.name, x) for x in j]
    (truth_dir / (doc.name + ".json")).write_text(json.dumps(truth, ensure_ascii=False, indent=1), encoding="utf-8")
    entry = {"name": doc.name, "pdf": "pdf/%s.pdf" % doc.name, "truth": "truth/%s.json" % doc.name,
             "pages": len(per_page), "family": content.FAMILY_NAMES[fam], "shape": doc.shape,
             "producer": PRODUCERS[fam], "producers": [PRODUCERS[fam]],
             "sha256": hashlib.sha256(pdf_path.read_bytes()).hexdigest()}
    return entry, failures


def judge_document_check(truth: dict, src: dict) -> list:
    out = []
    j = judge.judge_document(truth, src, src)
    if j["unmeasurable_probes"]:
        out.append("%d unmeasurable probes" % j["unmeasurable_probes"])
    for k, v in j["leaks"].items():
        if v["leaked"] != v["total"] or v["unmeasurable"]:
            out.append("kind %s: leaked %d of %d (unmeasurable %d)" % (k, v["leaked"], v["total"], v["unmeasurable"]))
    for k, v in j["kept"].items():
        if v["lost"] or v["unmeasurable"]:
            out.append("keep %s: lost %d of %d (unmeasurable %d)" % (k, v["lost"], v["total"], v["unmeasurable"]))
    j0 = judge.judge_document(truth, src, None)
    if j0["unmeasurable_probes"]:
        out.append("no-output judgement: %d unmeasurable" % j0["unmeasurable_probes"])
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=SEED)
    ap.add_argument("--docs", type=int, default=40)
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT)
    ap.add_argument("--only", type=int, nargs="*", help="re-render these documents only (manifest untouched)")
    a = ap.parse_args(argv)
    pdf_dir, truth_dir = a.out / "pdf", a.out / "truth"
    if not a.only and a.out.exists():
        shutil.rmtree(a.out)
    pdf_dir.mkdir(parents=True, exist_ok=True)
    truth_dir.mkdir(parents=True, exist_ok=True)
    docs, failures = [], []
    with tempfile.TemporaryDirectory(prefix="corpus_at_") as tmp:
        for i in (a.only or range(1, a.docs + 1)):
            entry, fails = build_one(a.seed, i, pdf_dir, truth_dir, tmp)
            docs.append(entry)
            failures += fails
    for f in failures:
        print("FAIL", f, file=sys.stderr)
    if a.only:
        print(json.dumps({"rendered": [d["name"] for d in docs], "failures": len(failures)}))
        return 1 if failures else 0
    kinds, keep, crit, meta_n = Counter(), Counter(), 0, 0
    for d in docs:
        t = json.loads((a.out / d["truth"]).read_text(encoding="utf-8"))
        for pg in t["pages"]:
            for it in pg["items"]:
                if it["role"] == "pii":
                    kinds[it["kind"]] += 1
                    crit += it["critical"]
                else:
                    keep["DATE_SOINS" if it["kind"] == "DATE" else ("ORDINAIRE_" + it["subtype"] if it["kind"] == "MOT" else it["subtype"])] += 1
        meta_n += len(t["metadata_items"])
    pages = Counter(d["pages"] for d in docs)
    manifest = {"corpus": "at", "seed": a.seed, "generator": "tools/make_corpus_at.py", "versions": versions(),
                "documents": docs,
                "totals": {"documents": len(docs), "pages": sum(d["pages"] for d in docs),
                           "documents_by_pages": {str(k): v for k, v in sorted(pages.items())},
                           "pages_by_family": {f: sum(d["pages"] for d in docs if d["family"] == f) for f in content.FAMILY_NAMES.values()},
                           "pii_items": sum(kinds.values()), "critical_items": crit, "pii_by_kind": dict(sorted(kinds.items())),
                           "keep_items": sum(keep.values()), "keep_by_kind": dict(sorted(keep.items())),
                           "metadata_items": meta_n},
                "failures": failures}
    (a.out / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")
    print(json.dumps(manifest["totals"], ensure_ascii=False))
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
