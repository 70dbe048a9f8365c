"""Corpus BC: 40 fictional French clinical PDFs, written without looking at the product.

Read to write it: tools/score_eval.py (truth format, probes, decoys, ordinary words, critical kinds,
judge_document), the top docstrings only (first ~80 lines; for make_corpus_bb.py up to the end of its docstring) of
the earlier tools/make_corpus_*.py and tools/make_eval_corpus.py (writers, layouts and shapes already used; every
layout and shape word below was grepped for in them, in French and English), tools/corpus_au/ids.py, model.py and
render.py (model.py copied as is; ids.py adapted with new pools and new writings; the Flow idea of render.py rewritten
as tools/corpus_bc/layout.py: blocks cut into indivisible units placed by a Pager in the columns of a page), and, for
the format only, benchmarks/out/corpus_au/manifest.json and one truth file there. Nothing under app/, tests/, docs/,
README.md or benchmarks/RESULTS*.md was read, nor any other tools/corpus_*/ folder (tools/corpus_ba/, corpus_bb/ and
corpus_au/content.py included) or benchmarks/out/corpus_* other than the two AU format files; the product was not
run; nothing was installed; nothing was committed.

Output: benchmarks/out/corpus_bc/{manifest.json, pdf/bcNNN_<family>_<shape>.pdf, truth/bcNNN_<family>_<shape>.json}
in the judge's format (page_index_base 0, one item per printed occurrence - running heads / feet repeated on every
page they are printed on -, no metadata items: Info titles are the neutral shape title). Seed 709, 40 documents,
document i (1-based) in family i % 4; the k-th document of family f gets SHAPES[(k + f) % 6]; planned pages
1 + (i + k) % 3 (three sections: 1 page = all, 2 = [1][2+3], 3 = [1][2][3]; in the check-list family a planned
break moves to the next phase column instead of the next page); a unit that does not fit continues in the next
column / page; a document that would exceed 3 pages is re-planned with fewer breaks, then drawn 8 % / 16 %
smaller. Every document has 1-3 pages.

WRITERS AND LAYOUTS (all already installed in tools/_cache/ar-venv; each writer was used by an earlier corpus; each
LAYOUT is new: none of bristol / index card / fiche bristol, flowchart / logigramme / off-page connector, registre /
ledger / register / folio / visa column, check-list columns / sign in / time out / "oui / non" tick boxes appears as
a layout in an earlier docstring - "check-list" only inside one earlier shape description, "carnet", "talon /
tear-off stub", "Seyès-ruled notebook", "line-numbered body", "planning board" and "three narrow columns" do, so
those were not reused):
  1 rlbristol    ReportLab 5.1.0 pdfgen canvas (invariant=1), DejaVu Serif Condensed / Bold / Italic TTF subsets.
                 Layout: BRISTOL INDEX CARDS (fiches bristol) on A5 LANDSCAPE pages (210 x 148 mm): cream card, a red
                 header rule across the card, pale-blue RULING every 4.4 mm on which every baseline sits, a red
                 fold line splitting the card in two 88 mm columns; page 1: letterhead (left) and italic team (right)
                 above the red rule, bold capital title; grey italic caption then the value in blue ink at a 30 mm
                 tab on the same ruled line (long captions: value on the next ruled line); headings red capitals
                 underlined; table rows as "▸ first cell" then "head : cell ; ..." lines; "FICHE n° k/n" in red at
                 the top right; page 2+ italic "identity — title (verso / suite)"; foot "identity — fiche bristol k/n".
  2 fpdflogi     fpdf2 2.8.9, GNU FreeSans / Bold / Oblique subsets, fixed creation date. Layout: a FLOWCHART
                 (logigramme): title in a rounded "stadium" terminal node with "DÉBUT ↓"; every heading a HEXAGONAL
                 step node; every field group a process box (italic grey caption | vertical rule | bold value);
                 paragraphs as document nodes with a wavy bottom edge; tables as a grid node with a grey header;
                 the signature inside a terminal "FIN" stadium; ARROWS (line + filled arrowhead) between all nodes;
                 when the next node does not fit, an OFF-PAGE CONNECTOR circle lettered A, B ... closes the page and
                 opens the next one; a blue swim-lane strip on the left edge; foot "identity — logigramme, étape k
                 sur n".
  3 mupdfregistre PyMuPDF 2.0 (MuPDF 1.28.5) page.insert_text / draw_line, DejaVu Sans Mono (values), DejaVu Serif
                 Italic (captions), DejaVu Sans Bold, doc.subset_fonts(), empty dates, no_new_id. Layout: a BOUND
                 REGISTER (ledger) page: pale green paper, green horizontal ruling every 5 mm, DOUBLE RED VERTICAL
                 RULES making four columns "N°" | "Rubrique" | "Inscription" | "Visa"; every field, paragraph, table
                 row and the signature is one numbered register entry (red running number 001, 002 ...; caption
                 in the Rubrique column; value in monospace in the Inscription column; "vu" / "sig." in blue in the
                 Visa column); table rows as "head = cell ; ..." with the first cell as the Rubrique; headings
                 centred in the Inscription column with a double underline; "Folio k/n" in red; page 1 letterhead |
                 team above "REGISTRE — TITLE"; page 2+ italic "identity — registre (report du folio k-1)"; foot
                 "identity — registre, folio k/n".
  0 pydyfcheck   pydyf 0.13.0 with content streams written here: base-14 Times-Roman / Bold / Italic,
                 /WinAnsiEncoding (cp1252 hex strings), not embedded, fixed /ID. Layout: a THREE-PHASE CHECK-LIST on
                 A4 LANDSCAPE: dark navy band "CHECK-LIST — TITLE" (white text), three 86 mm columns headed by navy
                 bands "A — AVANT", "B — PENDANT", "C — APRÈS" with "cocher oui / non"; every field a tick-box line
                 (drawn square crossed in blue + bold caption + "oui [x] non [ ]" tick boxes at the right) with the
                 value in blue under it; table rows as ticked lines with "head : cell · ..." under; the signature in
                 a framed "VISA DE L'ÉQUIPE" box; page 2+ italic "identity — check-list (suite)"; foot "identity —
                 check-list k/n".
Widths come from the real font advances (reportlab pdfmetrics on the TTF / AFM, fpdf2 get_string_width,
pymupdf.Font.text_length); each value is recorded on the page its unit is drawn on; a value never breaks (a too-wide
line is printed smaller); every drawn string ends with a space so that pypdf never glues two strings.

SHAPES (tools/corpus_bc/content.py; none named in an earlier docstring, grepped in French and English: sport /
licence / non-contre-indication, triage / IOA / FRENCH, tournée / IDEL / home-visit nursing, mammographie /
mammography / BI-RADS / dépistage, colposcopie / HPV / cytologie, HGPO / glucose tolerance / grossesse):
  certificat_sport        sports-licence certificate: federation + acronym, club (ETABLISSEMENT/club), licence number
                          (IDENTIFIANT/LICENCE "FFC-2025-012345", "L 25 0123456"), weight / height / BP / HR table,
                          ECG with CCAM DEQP003, Seattle criteria, Valsalva, Ruffier-Dickson index, vaccine + lot, Z02.5,
                          "Je soussigné(e) Dr ... certifie avoir examiné First Last".
  triage_ioa              emergency triage nurse sheet: arrival date + time, request id, vital-signs table with norms
                          and alert column, FRENCH triage level, box, CIM-10, protocol drugs (dose, ATC, time), triage
                          nurse, IOA direct line, lab file number + laboratory.
  tournee_idel            home-visit nursing log: door code (kept), prescription id + date, dated visits table with
                          time / care / BP / nurse initial + name, dressing + lot, enoxaparin dose + ATC, platelets with
                          range, lab, relative's call with phone, Norton score, doctor and e-mail.
  mammographie_depistage  organised breast screening: screening id (IDENTIFIANT/DEPISTAGE "DO-SEIN-29-0123456"),
                          accession number, incidence table with density / ACR class, Senographe, mean glandular dose,
                          CCAM QEQK004, Z12.3, second reader with phone, BI-RADS.
  colposcopie             colposcopy: request and prescription ids, screening history table (HPV, cytology, lab, lab
                          file number), colposcope, acetic acid %, Swede score, biopsy CCAM JKHA002, N87.0, e-mail.
  hgpo_grossesse          75 g oral glucose tolerance test in pregnancy: time, term in SA, IADPSG, T0/T60/T120 table
                          with thresholds and LOINC, lab + file number, O24.4, insulin dose + ATC, CGM device,
                          ultrasound accession, midwife's mobile.
Every document: letterhead (establishment + acronym, service, street, postcode, town in capitals, phone + fax, FINESS
of the site and legal-entity FINESS (subtype ej), both Luhn-valid), care team (three doctors in five name forms "Dr
First Last", "Pr LAST First", "LAST First (Dr)", "Docteur First Last", "F. Last", with the 11-digit Luhn RPPS or the
national "8"+RPPS (subtype idnat), a doctor's e-mail, a nurse (subtype soignant) with a 9-digit Luhn ADELI); identity
block in four label writings: French ("Nom d'usage", "Né(e) le ... à ...", "Mél.", "N° sécu", "NDA"), English ("Last
name", "Maiden name", "Date of birth", "Place of birth", "Patient ID", "Episode", "INS (NIR)"), NUMBERED BOXES
("[1] Nom", "[2 bis] Nom de jeune fille", "[3] Date de naissance (jj mm aaaa)" ... "[9] Identifiant patient") and
VALUE FIRST ("KERGOUSTIN Solène — nom, prénom", "1958-03-07 = DDN", "... (IPP)", "... (NIR)", "saisie accueil"
in lower case); administrative block (relative with link and mobile, GP with RPPS, insurer + member number, employer).
NIR in six writings ("1 61 03 29 123 456 78", "1610329 123456 78", "1 6103 29123456-78", "1-61-03-29-123-456-78",
"1610329123456 78", "1 61 03 29 123 456 [78]"; Corsican 2A / 2B with the 19 / 18 substitution for the key) and the
15-digit INS; IPP ("0123456789", "PAT01234567", "4 012 345 678", "E0123456"); NDA ("25-S-012345", "SEJ 2025 012345",
"2025.0123456", "U25/012345"); lab file numbers ("LBM-25-012345", "25B012345", "DOS.2025.01234"); accession numbers
("MAM25012345", "ACN-2025-0123456", "PACS 25 012 3456"); request ids ("DEM/IOA/25-01234", "RQT-250123");
prescription ids ("ORDO-25-012345", "Rx/25/0123"); member numbers ("ADH-25-0123456", "0123 456 789 / 01",
"M012345678"). Birth dates in 15 writings: 07/03/1958, 7.3.1958, "7 mars 1958" / "7 févr. 1958", "vendredi 7 mars
1958", 07-03-58, spaced digits "0  7  0  3  1  9  5  8" (two spaces; one in the monospace register), 19580307, 1958-03-07, "March 7, 1958", "7 MAR 1958", "le 7 mars
1958", 07/03/58, "7 MARS 1958", "07 / 03 / 1958", "ven. 07.03.1958". Phones in fiction blocks, nine writings ("06 39
98 12 34", dots, "+33 6 ...", compact, hyphens, "+33 (0)6 ...", "(0)63 998 1234", "0639 981 234", "+33-6-39-98-12-34").
Surnames: regional (Breton, Basque, Occitan, Alsatian, Corsican), compound, with particles ("de Kerangal",
"d'Abbadie-Larrart", "Le Hénaff-Kerdraon", "van Moerkerke", "dal Molin"), ordinary words (Lavande, Rocher, Moisson,
Fauvette, Grenier ... with the lower-case word also in the prose as ORDINAIRE/HOMONYME), in capitals, title case and
lower case; hyphenated first names. E-mail domains are fictional (.example, courriel-fictif.fr ...); communes and
postcodes are real. Kept items: care dates (numeric, in words, dotted), CIM-10, CCAM, LOINC, ATC, lot numbers, doses,
lab values and ranges, measurements, scores, devices, drug names, eponyms, times, a box, a door code, and the trade
nouns equal to the clinicians' surnames (cordonnier, serrurier, vigneron ...: ORDINAIRE / HOMONYME). Critical (as in
score_eval / corpus AU's model): DATE_NAISSANCE, NIR, IPP, every EMAIL, the patient's NOM / PRENOM (subtypes
patient, naissance).

Reproduce (from the repository root):
    tools/_cache/ar-venv/bin/python tools/make_corpus_bc.py [--seed 709]
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

from corpus_bc import content, render  # noqa: E402

FAMILIES = {1: ("rlbristol", "bristol", "ReportLab %s canvas (bristol index cards)"),
            2: ("fpdflogi", "flowchart", "fpdf2 %s (flowchart / logigramme)"),
            3: ("mupdfregistre", "register", "PyMuPDF %s (register / ledger)"),
            0: ("pydyfcheck", "checklist", "pydyf %s (three-phase check-list)")}


def versions():
    import fpdf
    import pymupdf
    import pypdf
    import reportlab
    from importlib.metadata import version
    pt = subprocess.run(["pdftotext", "-v"], capture_output=True, text=True).stderr.splitlines()[0]
    return {"reportlab": reportlab.Version, "fpdf2": fpdf.__version__, "pymupdf": pymupdf.VersionBind,
            "pydyf": version("pydyf"), "pypdf": pypdf.__version__, "pdftotext": pt}


def plan(sections, n):
    s1, s2, s3 = sections
    if n == 1:
        return [s1 + s2 + s3]
    if n == 2:
        return [s1, s2 + s3]
    return [s1, s2, s3]


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=709)
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "out" / "corpus_bc")
    a = ap.parse_args(argv)
    out = a.out
    (out / "pdf").mkdir(parents=True, exist_ok=True)
    (out / "truth").mkdir(parents=True, exist_ok=True)
    vers = versions()
    vkey = {"rlbristol": vers["reportlab"], "fpdflogi": vers["fpdf2"], "mupdfregistre": vers["pymupdf"], "pydyfcheck": vers["pydyf"]}
    docs = []
    per_family = Counter()
    tot = Counter()
    by_pages = Counter()
    pages_by_family = Counter()
    pii_kind, keep_kind = Counter(), Counter()
    for i in range(1, 41):
        r = random.Random(a.seed * 1000 + i)
        f = i % 4
        fam, rkey, prod = FAMILIES[f]
        k = per_family[f]
        per_family[f] += 1
        shape = content.SHAPES[(k + f) % 6]
        doc = content.build(r, i, shape, mono=(rkey == "register"))
        doc["num"] = i
        want = 1 + (i + k) % 3
        result = None
        for n_plan, scale in [(want, 1.0)] + [(m, 1.0) for m in range(want - 1, 0, -1)] + [(1, 0.92), (1, 0.84)]:
            doc["pages"] = plan(doc["sections"], n_plan)
            pdf, vals = render.RENDERERS[rkey](doc, scale)
            if len(vals) <= 3:
                result = (pdf, vals)
                break
        if result is None:
            raise SystemExit("document %d does not fit in 3 pages" % i)
        pdf, vals = result
        name = "bc%03d_%s_%s" % (i, fam, shape)
        (out / "pdf" / (name + ".pdf")).write_bytes(pdf)
        producer = prod % vkey[fam]
        pages = []
        for pi, vs in enumerate(vals):
            items = [v.item() for v in vs]
            pages.append({"index": pi, "items": items})
            for it in items:
                if it["role"] == "pii":
                    pii_kind[it["kind"]] += 1
                    tot["pii"] += 1
                    tot["critical"] += it["critical"]
                else:
                    keep_kind["DATE_SOINS" if it["kind"] == "DATE" else (it["subtype"] if it["kind"] == "DECOY" else "ORDINAIRE_" + it["subtype"])] += 1
                    tot["keep"] += 1
        truth = {"name": name, "family": fam, "shape": shape, "kind": shape, "producer": producer, "producers": [producer],
                 "seed": a.seed, "page_index_base": 0, "title": doc["title"], "metadata_items": [], "pages": pages}
        (out / "truth" / (name + ".json")).write_text(json.dumps(truth, ensure_ascii=False, indent=1), encoding="utf-8")
        by_pages[str(len(vals))] += 1
        pages_by_family[fam] += len(vals)
        docs.append({"name": name, "pdf": "pdf/%s.pdf" % name, "truth": "truth/%s.json" % name, "pages": len(vals),
                     "family": fam, "shape": shape, "producer": producer, "producers": [producer],
                     "sha256": hashlib.sha256(pdf).hexdigest()})
        print(name, len(vals), "pages", file=sys.stderr)
    manifest = {"corpus": "bc", "seed": a.seed, "generator": "tools/make_corpus_bc.py", "versions": vers,
                "totals": {"documents": len(docs), "pages": sum(d["pages"] for d in docs),
                           "documents_by_pages": dict(by_pages), "pages_by_family": dict(pages_by_family),
                           "pii_items": tot["pii"], "critical_items": tot["critical"],
                           "pii_by_kind": dict(sorted(pii_kind.items())), "keep_items": tot["keep"],
                           "keep_by_kind": dict(sorted(keep_kind.items()))},
                "documents": docs}
    (out / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")
    print(json.dumps(manifest["totals"], ensure_ascii=False))


if __name__ == "__main__":
    main()
