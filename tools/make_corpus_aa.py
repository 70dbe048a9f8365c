"""Held-out evaluation corpus AA: interface listings, mail merges, charts and tesseract scans.

40 fictional documents in four families, 10 each; document i (1-based) is in family i % 4
(1 -> interface_hl7, 2 -> publipostage_multilingue, 3 -> courbes_matplotlib, 0 -> ocr_tesseract).
Everything is invented (people, NIR with key 97 - NIR13 mod 97, RPPS 11 digits Luhn-valid and the
national id "8"+RPPS, FINESS 9 digits Luhn-valid, ADELI, IPP, NDA, lab/accession/member numbers,
CEAM and passport numbers, establishments, laboratories, mutual insurers); communes/postcodes are
real. Helpers live in tools/corpus_aa/ (ids, prose, model, hl7, letters + render_letters.mjs,
charts, scan, check).

1. ``interface_hl7`` — "Rejets d'intégration — EAI" listings: per rejection a header (channel,
   care date, AE/AR status), French error explanations (identity collision INS/IPP, PID-7 vs NIR,
   unknown visit number, prescriber missing from the directory, unmapped LOINC, BAN address check)
   and the raw message: HL7 v2.5 ADT^A04/A08/A28 and ORU^R01 (MSH, EVN, PID with
   IPP^^^SIGLE&OID-with-FINESS&ISO^PI~NIR^^^ASIP-SANTE-NIR&1.2.250.1.213.1.4.2&ISO^NH, legal and
   birth names ^L/^D, YYYYMMDD birth date, address, phone; PV1 with UF, RPPS^NAME^FIRST^^^DR...
   and the visit number ^VN; ORC/OBR with lab file and accession numbers; OBX with LOINC codes and
   reference ranges; NTE) or HPRIM Santé 2.2 (H, P, OBR, OBX, C, L). Segments are hard-wrapped at
   100 columns inside fields (continuation lines indented); a truth value is never cut (the line
   breaks before it); prose lines wrap at spaces. Hand-written content streams (BT/Tf/Td/Tj,
   cp1252 strings) are turned into PDF by ``mutool create`` with base-14 Courier / Courier-Bold.
   About half the messages print names in ASCII upper case (8859/1 fallback), the rest with
   accents. No Info dictionary (mutool create writes none): no metadata items.
2. ``publipostage_multilingue`` — one PDF per mail-merge run, one letter per page, each to a
   different patient: convocations (CCAM act), résultats (biology values + ranges, lab file
   number, CIM-10, drug with dose and ATC), rappels de vaccination (lot, dose, ages); every other
   document is a run of liaison letters about patients living abroad (Müller, Núñez, Ołowska,
   Nguyễn, Ben Saïd, Gonçalves, Ibáñez, Trần, Özdemir...) to foreign hospitals, with foreign
   address and phone (+44/+34/+49/+48/+84/...), CEAM number (kind NUM_ADHERENT, subtype ceam),
   passport number (kind IDENTIFIANT, subtype PASSEPORT), birth date in French in the identity
   box and in English ("March 3, 1962" / "3 March 1962") or Spanish ("3 de marzo de 1962") in the
   English/Spanish summary paragraph. Laid out by @react-pdf/renderer's own engine (yoga flexbox,
   two-column header row, absolute footer "page k/n"), DejaVu Sans or DejaVu Serif embedded as
   subsets, hyphenation disabled. Info Title is "Courrier NOM Prénom (+n)" (first patient) in
   every third document (metadata items NOM + PRENOM), a neutral title otherwise.
3. ``courbes_matplotlib`` — growth chart (weight-for-age with P3/P50/P97 curves, child, mother's
   name/phone/e-mail, measures table: date, age in months, weight, height, BMI), biology trend
   (créatinine and HbA1c panels with reference band, annotation naming the doctor, 8-row table;
   a second page with a kalaemia/haemoglobin table), anaesthesia chart (FC/PAS/PAD/SpO2 over
   time, induction/incision annotations, drug table with doses and UCD codes, IADE with ADELI).
   Patient header with fig.text, tables with ax.table, axis titles naming the patient or doctor.
   matplotlib's PDF backend via PdfPages (CreationDate removed); documents with j even use
   pdf.fonttype 3 (Type 3 fonts), odd ones pdf.fonttype 42 (TrueType). Info Title holds
   "NOM Prénom" in every third document (metadata items NOM + PRENOM).
4. ``ocr_tesseract`` — 300 dpi grayscale pages drawn by Pillow (DejaVu/Liberation fonts, rotation
   < 0.45°, seeded Gaussian grain and specks, blur 0.6, JPEG q80): faxed referral letters (two
   pages, fax header line "date time DE : fax-number SIGLE SECRETARIAT P. k/2" in Liberation Mono),
   laboratory result sheets with a ruled grid (analysis, result, unit, range, previous value) and
   patient-identity label sheets (12 étiquettes: name, birth date, sex, IPP, NDA, a drawn barcode,
   UF). All pages of a document are OCR'd in one run of tesseract's own PDF renderer
   (``tesseract LIST.txt OUT -l fra --dpi 300 pdf``, list-file multi-image input, invisible
   GlyphLessFont text over the image) — no merge tool. The truth describes what the text layer
   really holds, aligned as corpus X does: an item is kept if both readers find all its probes on
   its page (as often as the page needs); otherwise, when both readers show the same close OCR
   variant (difflib ratio >= 0.8, value >= 5 characters, not another planned value, no digit
   lost) the OCR'd spelling is recorded (planned one in ``ocr_planned``); otherwise it is
   dropped. Counts per document in the truth's ``ocr`` object, per family in the manifest's
   ``alignment_summary``. With --seed 223: 818 planned, 801 kept (15 of them respelled), 17
   dropped (PAGE 7, BIOLOGIE 3, INTERVALLE 2, ETABLISSEMENT 2, TELEPHONE 2, DOSE 1).
   The same alignment runs (without respelling) on the three born-digital families: nothing is
   dropped there except the anaesthesia dose "2 g" (3 items, see quirks).

Producers and exact versions (Debian 12 "bookworm" packages, PyPI wheels, npm packages):
    MuPDF mutool 1.21.1 (mupdf-tools 1.21.1+ds2-1+deb12u1);
    @react-pdf/renderer 4.9.0 with react 18.3.1 on Node.js 20.20.2;
    matplotlib 3.11.2 (numpy 2.4.6, fonttools 4.68.0), Pillow 13.0.0, pypdf 7.1.1 (the judge's
    version) — in tools/_cache/corpusaa-venv;
    tesseract 5.3.0 (tesseract-ocr 5.3.0-2, leptonica 1.82.0, tesseract-ocr-fra 1:4.1.0-2);
    poppler-utils 22.12.0 (pdftotext, for the self-check);
    fonts: fonts-dejavu-core 2.37-6, fonts-liberation2 2.1.5-1.

Set-up (root, Debian 12), from the repository root (apt/pip/npm registries only):
    apt-get update
    apt-get install -y --no-install-recommends mupdf-tools tesseract-ocr tesseract-ocr-fra \
        poppler-utils fonts-dejavu-core fonts-liberation2 python3-venv nodejs npm
    python3 -m venv tools/_cache/corpusaa-venv
    tools/_cache/corpusaa-venv/bin/pip install pypdf==7.1.1 matplotlib==3.11.2 pillow==13.0.0 numpy==2.4.6
    mkdir -p tools/_cache/corpusaa-node && echo '{"name":"corpusaa-node","private":true}' \
        > tools/_cache/corpusaa-node/package.json
    npm install --prefix tools/_cache/corpusaa-node --no-audit --no-fund @react-pdf/renderer@4.9.0 react@18.3.1
(react-pdf 4 needs Node >= 18; this machine has nodejs 20.20.2 from NodeSource. The renderer
script tools/corpus_aa/render_letters.mjs is copied beside node_modules at run time.)

Generation (single process + one node run + two parallel tesseract runs; about 70-85 s on 2
shared cores, self-check included):
    tools/_cache/corpusaa-venv/bin/python tools/make_corpus_aa.py --seed 223 --docs 40
writes benchmarks/out/corpus_aa/{manifest.json,pdf/*.pdf,truth/*.json} (40 documents, 95 pages:
interface_hl7 24, publipostage_multilingue 36, courbes_matplotlib 13, ocr_tesseract 22); work
files go to tools/_cache/corpusaa-work/. Texts and truths are deterministic for a seed (checked:
two runs give identical truths; PDF bytes are identical too except tesseract's, which carry a
creation date). ``--check-only`` re-runs the self-check.

Truth format (tools/score_eval.py): one JSON per document,
    {"name", "family", "kind", "producer", "producers", "page_index_base": 0,
     "pages": [{"index", "items": [{"role", "kind", "text", "subtype", "critical", "probes"}]}],
     "metadata_items": [{"kind", "text", "field", "critical", "probes"}], "ocr" (family 4),
     "dropped" (born-digital family when something was dropped), "pdf_fonttype" (family 3)}
One item per printed occurrence. role "pii": NOM / PRENOM (subtype patient, naissance, medecin,
proche, soignant), DATE_NAISSANCE, NIR (subtype ins: the INS is the NIR), IPP, NUM_SEJOUR (NDA /
visit numbers with letters and hyphens), RPPS (subtype idnat for the 12-character "8"+RPPS),
ADELI, FINESS (also inside the establishment OID 1.2.250.1.71.4.2.1.<FINESS>), ADRESSE (probes:
full value + street without number), CODE_POSTAL, VILLE, TELEPHONE, EMAIL, ETABLISSEMENT
(etablissement / sigle / laboratoire), NUM_DOSSIER_LABO, NUM_ACCESSION, NUM_ADHERENT (mutuelle /
ceam), ORGANISME, IDENTIFIANT (PASSEPORT). critical = DATE_NAISSANCE, NIR, IPP, EMAIL and
NOM/PRENOM of the patient (incl. birth name). role "keep": DATE/SOINS (care dates, incl. HL7
timestamps YYYYMMDDhhmmss), DECOY subtypes CIM10, CCAM, LOINC, ATC, UCD, LOT, DOSE, BIOLOGIE,
INTERVALLE, PAGE, VERSION (HL7 "2.5", HPRIM "H2.2"), OID (national OIDs 1.2.250.1.213.1.4.2 and
1.2.250.1.71.4.2.1), UF, AGE, POIDS, MESURE, NORMES, COFRAC, EPONYME, SCORE, DISPOSITIF. Ages are
decoys, as in corpus X.

Self-check: every PDF is re-read with pdftotext and pypdf (functions imported from
tools/score_eval.py); every probe must be seen on its page as often as the page's items need it,
the judge's document-level measurability must hold for both readers, metadata probes must be in
the Info/XMP text, and page counts must agree. Exit 1 on any failure. (Also verified with the
judge's own .venv: score_eval.extract_all + judge_document(out=None) find 0 unmeasurable probes.)

Observed reading quirks:
- mutool create / Courier: both readers give the listing line by line. pdftotext (raw mode) glues
  the 100-hyphen separator line to the following bold "Rejet n°" line ("-----Rejet n° 2"); the
  judge's normaliser keeps "Rejet" a separate word. Values are never split by the wrap, but plain
  HL7 text is ("IHE_F⏎R", "&I⏎SO").
- react-pdf: pdftotext reads the two-column header row as two blocks (sender column, then
  recipient column), pypdf in drawing order (the same here); long establishment names wrap inside
  the 52 % column ("Centre hospitalier intercommunal⏎Val-de-Sèvre"); whitespace normalisation
  makes such values whole again. Vietnamese and Polish letters (ễ, ị, ł, ą) come back intact
  through the subset fonts' ToUnicode maps; Info Title (UTF-16) is read by pypdf.
- matplotlib Type 3 fonts have no ToUnicode: both readers decode them through the
  /Encoding /Differences glyph names (space, eacute, ...); characters outside the first font's
  encoding (em dash, µ...) go to a second Type 3 font whose Differences start at code 0
  ([0/emdash]) and are still read. pdftotext reads ax.table column by column (all dates, then all
  weights...) and the tick labels one per line; pypdf reads tables row by row. pdftotext reads
  the table cell "2 g" as "2g" (the space is too narrow for its word-break threshold at that
  size/position) in both font types while pypdf keeps "2 g": that DOSE is dropped (3 items).
- tesseract PDF renderer (GlyphLessFont, Identity-H with ToUnicode, one word per Tz-scaled text
  run): pypdf gives the page line by line; pdftotext splits the widely spaced fax header into one
  word per line and can interleave it with body text of page 2, so the fax number and "P. k/2"
  often cannot be seen in order by both readers and are dropped. OCR substitutions seen: µ -> p /
  H / dropped ("99 mol/L"), 0 -> O in ATC codes ("CO07AB07", "HO3AA01"), I -> 1 in CIM-10
  ("148.9"), L -> 1 in lab file numbers ("2413725084"), "UF" -> "U F", range hyphen -> ":",
  "P. 2/2" -> "Pr 2/2"; "Laboratoire Bio-Estuaire" (hyphen and "i" of the heading) and a few
  short results ("5,7", "5,3") were not read back identically by both readers and are dropped.
  Respelled values keep their kind (a PII value OCR'd differently is still PII).
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import subprocess
import sys
import time
from collections import Counter, defaultdict
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

from corpus_aa import charts, check, hl7, ids, letters, scan  # noqa: E402
from corpus_aa.model import P  # noqa: E402

# document i (1-based) is in family FAMILIES[i % 4]
FAMILIES = ["ocr_tesseract", "interface_hl7", "publipostage_multilingue", "courbes_matplotlib"]
ORDER = ["interface_hl7", "publipostage_multilingue", "courbes_matplotlib", "ocr_tesseract"]
V = {"mutool": "MuPDF mutool create 1.21.1 (Debian mupdf-tools 1.21.1+ds2-1+deb12u1), base-14 Courier WinAnsiEncoding",
     "react": "@react-pdf/renderer 4.9.0 (react 18.3.1, Node.js 20.20.2), DejaVu TrueType subsets",
     "mpl": "matplotlib 3.11.2 PdfPages",
     "pil": "Pillow 13.0.0 (300 dpi JPEG, noise, rotation < 0.5°)",
     "tess": "tesseract 5.3.0 PDF renderer (fra 1:4.1.0-2, GlyphLessFont, list-file multi-image input)"}
LETTER_KINDS = ["convocations", "etranger", "resultats", "etranger", "rappels_vaccination", "etranger"]


def tool_versions() -> dict:
    def first(cmd):
        try:
            r = subprocess.run(cmd, capture_output=True, text=True)
            return (r.stdout or r.stderr).strip().splitlines()[0]
        except Exception as e:  # noqa: BLE001
            return "absent (%s)" % e
    import matplotlib
    import PIL
    import pypdf
    pkg = json.loads((letters.NODE_DIR / "node_modules" / "@react-pdf" / "renderer" / "package.json").read_text())
    return {"mutool": first(["mutool", "-v"]), "tesseract": first(["tesseract", "--version"]),
            "node": first(["node", "--version"]), "react-pdf": pkg["version"], "matplotlib": matplotlib.__version__,
            "pillow": PIL.__version__, "pypdf": pypdf.__version__, "pdftotext": first(["pdftotext", "-v"])}


def plan(i: int, seed: int, out: Path, work: Path) -> dict:
    """Build the content of document i (0-based) and render it when the producer is in-process."""
    n1 = i + 1
    fam = FAMILIES[n1 % 4]
    j = i // 4
    rng = random.Random("%d-aa-%d" % (seed, n1))
    est = ids.Estab(rng, (i * 3 + j) % len(ids.HOSPITALS))
    d = {"i": n1, "family": fam, "j": j, "meta": [], "metadata": {}}
    if fam == "interface_hl7":
        kind = "rejets_eai"
        name = "aa%03d_%s_%s" % (n1, fam, kind)
        pages = hl7.build(rng, j, est, name)
        hl7.render(pages, work, name, out / "pdf" / (name + ".pdf"))
        d.update(kind=kind, items=hl7.page_items(pages), producers=[V["mutool"]])
    elif fam == "publipostage_multilingue":
        kind = LETTER_KINDS[j % len(LETTER_KINDS)] if j % 2 else ["convocations", "resultats", "rappels_vaccination"][j // 2 % 3]
        name = "aa%03d_%s_%s" % (n1, fam, kind)
        pages = letters.build(rng, j, est)
        first = pages[0][2]
        title = "Publipostage %s — lot %d" % (kind.replace("_", " "), rng.randint(10, 99))
        if j % 3 == 0:
            last = first.last
            title = "Courrier %s %s (+%d)" % (last, first.first, len(pages) - 1)
            d["meta"] = [{"kind": "NOM", "text": last, "field": "Title", "critical": True, "probes": [last]},
                         {"kind": "PRENOM", "text": first.first, "field": "Title", "critical": True, "probes": [first.first]}]
        font = "serif" if j % 4 in (1, 2) else "sans"
        spec, items = letters.to_spec(pages, out / "pdf" / (name + ".pdf"), title, "Bureau des entrées — publipostage",
                                      font, "2024-%02d-%02dT08:30:00Z" % (rng.randint(1, 12), rng.randint(1, 28)))
        d.update(kind=kind, items=items, spec=spec, producers=[V["react"] + " (DejaVu %s)" % ("Serif" if font == "serif" else "Sans")])
    elif fam == "courbes_matplotlib":
        kind, fn = charts.KINDS[j % 3]
        name = "aa%03d_%s_%s" % (n1, fam, kind)
        pat = ids.Person(rng, child=(kind == "croissance"))
        doc = ids.Doctor(rng)
        npages = 2 if kind == "biologie" else 1
        pages, what = fn(rng, j, est, pat, doc, ids.nda(rng), npages, "%02d/%02d/2024" % (rng.randint(1, 28), rng.randint(1, 12)))
        for k, pg in enumerate(pages):
            charts.footer(pg, est, k + 1, len(pages), "%02d/%02d/2024" % (rng.randint(1, 28), rng.randint(1, 12)))
        fonttype = 3 if j % 2 == 0 else 42
        meta = {"Title": what, "Author": "Service " + what.split()[-1], "Subject": "Graphique de suivi"}
        if j % 3 == 0:
            meta["Title"] = "%s — %s %s" % (what, ids.up(pat.last), pat.first)
            d["meta"] = [{"kind": "NOM", "text": ids.up(pat.last), "field": "Title", "critical": True, "probes": [ids.up(pat.last)]},
                         {"kind": "PRENOM", "text": pat.first, "field": "Title", "critical": True, "probes": [pat.first]}]
        charts.render(pages, out / "pdf" / (name + ".pdf"), fonttype, meta)
        d.update(kind=kind, items=[pg.items() for pg in pages], fonttype=fonttype,
                 producers=[V["mpl"] + " (pdf.fonttype %d%s)" % (fonttype, ", Type 3" if fonttype == 3 else ", TrueType")])
    else:
        kind = ["fax_adressage", "resultats_labo", "etiquettes_labo"][j % 3]
        name = "aa%03d_%s_%s" % (n1, fam, kind)
        pat = ids.Person(rng)
        doc, gp = ids.Doctor(rng), ids.Doctor(rng)
        lab = rng.choice(ids.LABS)
        labno = ids.labfile(rng)
        nda = ids.nda(rng)
        if kind == "fax_adressage":
            sheets = scan.fax_letter(rng, est, pat, doc, gp, j)
            if j % 2 == 0:
                sheets.append(scan.labels_page(rng, est, pat, nda))
        elif kind == "resultats_labo":
            sheets = [scan.lab_page(rng, est, pat, doc, lab, labno, 1, 2), scan.lab_page(rng, est, pat, doc, lab, labno, 2, 2)]
        else:
            sheets = [scan.labels_page(rng, est, pat, nda), scan.lab_page(rng, est, pat, doc, lab, labno, 1, 1)]
        imgs = []
        for k, sh in enumerate(sheets):
            f = work / ("%s_p%d.jpg" % (name, k + 1))
            scan.draw_sheet(sh, rng, f)
            imgs.append(f)
        d.update(kind=kind, items=[sh.items() for sh in sheets], images=imgs, producers=[V["pil"], V["tess"]])
    d["name"] = name
    d["items"] = [[it.as_truth() for it in pg] for pg in d["items"]]
    return d


def finish(d: dict, out: Path) -> dict:
    name = d["name"]
    pdf = out / "pdf" / (name + ".pdf")
    got = check.read_pdf(pdf)
    pages, stats = check.reconcile(d["items"], got, allow_respell=(d["family"] == "ocr_tesseract"))
    truth = {"name": name, "family": d["family"], "kind": d["kind"], "producer": " -> ".join(d["producers"]),
             "producers": d["producers"], "page_index_base": 0,
             "pages": [{"index": k, "items": its} for k, its in enumerate(pages)],
             "metadata_items": d["meta"]}
    if d["family"] == "ocr_tesseract":
        truth["ocr"] = stats
    elif stats["dropped"]:
        truth["dropped"] = stats
    if "fonttype" in d:
        truth["pdf_fonttype"] = d["fonttype"]
    (out / "truth" / (name + ".json")).write_text(json.dumps(truth, ensure_ascii=False, indent=1), encoding="utf-8")
    return {"name": name, "pdf": "pdf/%s.pdf" % name, "truth": "truth/%s.json" % name, "pages": got["n_pages"],
            "producer": truth["producer"], "producers": d["producers"], "kind": d["kind"], "family": d["family"],
            "_stats": stats}


def self_check(out: Path, manifest: dict):
    problems, per_kind, per_family, pages = {}, Counter(), defaultdict(Counter), Counter()
    per_fam_kind = defaultdict(Counter)
    for d in manifest["documents"]:
        truth = json.loads((out / d["truth"]).read_text(encoding="utf-8"))
        got = check.read_pdf(out / d["pdf"])
        pr = check.check_truth(truth, got)
        if got["n_pages"] != d["pages"] or len(truth["pages"]) != d["pages"]:
            pr.append("pages: %d lues, manifeste %d, vérité %d" % (got["n_pages"], d["pages"], len(truth["pages"])))
        if pr:
            problems[d["name"]] = pr
        pages[d["family"]] += d["pages"]
        for pg in truth["pages"]:
            for it in pg["items"]:
                k = check.key(it)
                per_kind[k] += 1
                per_fam_kind[d["family"]][k] += 1
                per_family[d["family"]][it["role"]] += 1
                per_family[d["family"]]["critical"] += bool(it["critical"])
        per_family[d["family"]]["metadata_items"] += len(truth.get("metadata_items", []))
        per_family[d["family"]]["documents"] += 1
    return problems, per_kind, per_family, pages, per_fam_kind


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="Corpus AA (fictif, tenu à l'écart)")
    ap.add_argument("--seed", type=int, default=223)
    ap.add_argument("--docs", type=int, default=40)
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "out" / "corpus_aa")
    ap.add_argument("--work", type=Path, default=ROOT / "tools" / "_cache" / "corpusaa-work")
    ap.add_argument("--jobs", type=int, default=2, help="parallel tesseract runs")
    ap.add_argument("--check-only", action="store_true")
    a = ap.parse_args(argv)
    t0 = time.time()
    out, work = a.out.resolve(), a.work.resolve()
    if not a.check_only:
        if out.exists():
            shutil.rmtree(out)
        (out / "pdf").mkdir(parents=True)
        (out / "truth").mkdir(parents=True)
        if work.exists():
            shutil.rmtree(work)
        work.mkdir(parents=True)
        plans = []
        for i in range(a.docs):
            t1 = time.time()
            plans.append(plan(i, a.seed, out, work))
            print("%-52s plan %5.1f s" % (plans[-1]["name"], time.time() - t1), flush=True)
        specs = [p["spec"] for p in plans if "spec" in p]
        if specs:
            t1 = time.time()
            letters.render_all(specs, work)
            print("react-pdf : %d documents %.1f s" % (len(specs), time.time() - t1), flush=True)
        ocr_jobs = [p for p in plans if "images" in p]
        t1 = time.time()
        with ThreadPoolExecutor(max_workers=max(1, a.jobs)) as ex:
            list(ex.map(lambda p: shutil.move(str(scan.ocr(p["images"], work / p["name"])),
                                              str(out / "pdf" / (p["name"] + ".pdf"))), ocr_jobs))
        print("tesseract : %d documents %.1f s" % (len(ocr_jobs), time.time() - t1), flush=True)
        docs = [finish(p, out) for p in plans]
        summary = {}
        for fam in ORDER:
            c = Counter()
            dk = Counter()
            for dd in docs:
                if dd["family"] == fam:
                    for k in ("planned", "kept", "respelled", "dropped"):
                        c[k] += dd["_stats"][k]
                    dk.update(dd["_stats"]["dropped_by_kind"])
            summary[fam] = dict(c, dropped_by_kind=dict(dk))
        for dd in docs:
            dd.pop("_stats")
        manifest = {"documents": docs, "seed": a.seed, "generator": "tools/make_corpus_aa.py",
                    "versions": tool_versions(), "alignment_summary": summary}
        (out / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    problems, per_kind, per_family, pages, per_fam_kind = self_check(out, manifest)
    print("\nFamilles :")
    for fam in ORDER:
        f = per_family.get(fam, {})
        print("  %-26s %2d documents %3d pages  pii %4d (critiques %4d)  keep %4d  métadonnées %d" % (
            fam, f.get("documents", 0), pages[fam], f.get("pii", 0), f.get("critical", 0), f.get("keep", 0),
            f.get("metadata_items", 0)))
    print("Éléments par type :")
    for k, n in sorted(per_kind.items()):
        print("  %-22s %5d   %s" % (k, n, " ".join("%s=%d" % (fam.split("_")[0][:6], per_fam_kind[fam][k]) for fam in ORDER)))
    print("Alignement (prévus / gardés / réécrits / retirés) :")
    for fam, s in manifest.get("alignment_summary", {}).items():
        print("  %-26s %s" % (fam, json.dumps(s, ensure_ascii=False)))
    print("Durée : %.1f s" % (time.time() - t0))
    if problems:
        for n, pr in problems.items():
            print("ÉCHEC", n)
            for p in pr[:15]:
                print("   ", p)
        return 1
    print("Auto-vérification : OK (%d documents, %d pages)" % (len(manifest["documents"]), sum(pages.values())))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
