"""Corpus AX: 40 fictional French clinical PDFs, written without looking at the product.

Read to write it: tools/score_eval.py (truth format, probes, decoys, ordinary words, critical kinds,
judge_document), the top docstrings only of the earlier tools/make_corpus_*.py (make_corpus_av.py and
make_corpus_aw.py included: writers, layouts and shapes already used; every layout and shape word below was grepped
for in them, in French and English), tools/corpus_au/ids.py, model.py and render.py (copied and adapted into
tools/corpus_ax/: new pools of names, particles, establishments, laboratories, insurers, employers, communes and
homonym words; the Flow line-layout engine kept, the four layouts new), and, for the format only,
benchmarks/out/corpus_au/manifest.json and one truth file there. Nothing under app/, tests/, docs/, README.md or
benchmarks/RESULTS*.md was read, nor any tools/corpus_*/ folder other than tools/corpus_au/ (three files), nor
benchmarks/out/corpus_av|aw; the product was not run. Everything is invented (people, NIR with key
97 - NIR13 mod 97 and the 15-digit INS, Luhn-valid 11-digit RPPS and the national "8"+RPPS, Luhn-valid FINESS and
the legal-entity "1"+FINESS, 9-digit Luhn ADELI, IPP, NDA with letters and hyphens, lab file / imaging accession /
request / insurance member numbers, establishments and acronyms, laboratories, insurers); communes and postcodes
are real; phones use fiction-style blocks; e-mail domains are fictional.

Output: benchmarks/out/corpus_ax/{manifest.json, pdf/axNNN_<family>_<shape>.pdf, truth/axNNN_<family>_<shape>.json}
in the judge's format (page_index_base 0, one item per printed occurrence, running head / foot / banner items
repeated on every page they are printed on, no metadata items: Info titles are the neutral shape title). Seed 491,
40 documents, document i (1-based) in family FAMILIES[i % 4]; the k-th document of family f gets SHAPES[(k + f) % 6]
(each family has every shape); planned pages 1 + (i + k) % 3 (the three sections of a shape are spread over them;
a page that overflows continues on the next one; a document that would exceed 3 pages is re-planned with fewer
breaks). Every document has 1-3 pages.

WRITERS AND LAYOUTS (all already installed in tools/_cache/as-venv; nothing new was installed). Each writer was used
by an earlier corpus; each LAYOUT is new (none of: screen print / window chrome / patient banner, bilingual
French-English columns, A5 booklet imposed 2-up with a fold line, encadré with a QR-like square and small-capital
labels appears in an earlier docstring):
  1 rlecran       ReportLab 5.1.0 pdfgen canvas (invariant=1), GNU FreeSans / Bold / Oblique + FreeMono TTF subsets.
                  Layout: a hospital information-system SCREEN PRINT ("HospiNet DPI"): window frame with a dark
                  title bar (software name + acronym | NAME, First name | NDA) and three window buttons, a menu bar,
                  a GREYED PATIENT BANNER on every page (name, sex, age, birth date, IPP, stay number, room,
                  allergies in red), a left navigation tree (page 1: establishment and care team panels above it),
                  a tab strip with the active tab, fields as label + bordered input box, tables in a ruled grid with
                  a grey header and zebra rows, a monospace STATUS BAR with identity + compact birth date + IPP +
                  acronym + "écran k/n".
  2 fpdfbilingue  fpdf2 2.8.9, Carlito Regular / Bold / Italic subsets, fixed creation date. Layout: a BILINGUAL
                  TRANSFER LETTER in two parallel columns (French left, English right, split by a vertical rule
                  beside the text rows, lines of a block kept row-aligned across the columns): letterhead left and "Équipe / Care team"
                  right, French title over the English italic title, "FRANÇAIS | ENGLISH" column captions, claret
                  rule + heading in both languages, labelled fields with both labels (English birth date written
                  "March 3, 1962"), full-width tables with "Français / English" headers, running head "Suite /
                  continued" from page 2, foot "identity - page k/n - page k of n".
  3 mupdfcarnet   PyMuPDF 1.26.7 (MuPDF 1.26.12) page.insert_text / Shape with DejaVu Serif / Bold / Italic (+ Sans
                  Mono), doc.subset_fonts(), empty dates, no_new_id. Layout: an A5 FOLLOW-UP BOOKLET ("carnet de
                  suivi") IMPOSED 2-UP: every landscape A4 sheet carries two A5 pages side by side, with a dashed
                  centre fold line and crop marks; each A5 page has its own head (page 1: green band, letterhead,
                  team in italics, "CARNET DE SUIVI" + title; then the running head over a rule) and its own foot
                  "identity - p. k/n" (A5 numbering); underlined headings, italic "Label :" fields. The truth is per
                  A4 sheet (both halves).
  0 pikeencadre   pikepdf 10.18.0 (qpdf 12.4.2) with content streams written here: base-14 Times-Roman / Bold /
                  Italic (+ Courier, Helvetica-Bold declared), /WinAnsiEncoding (cp1252 strings), not embedded,
                  deterministic /ID. Layout: a DISCHARGE-STYLE LETTER WITH A RIGHT-ALIGNED ENCADRÉ: a double-framed
                  identity box top right ("IDENTITÉ DU PATIENT" in SMALL CAPITALS - lower-case letters drawn as
                  capitals at 78 % size in the same text object -, name, age, birth date, IPP, stay, room,
                  allergies) with a drawn QR-LIKE SQUARE (21 x 21 modules, three finder patterns) captioned "Code de
                  contrôle INS"; letterhead and team top left; centred small-caps title; numbered small-caps
                  headings over a rule; small-caps field labels; tables between heavy top / bottom rules; from page
                  2 a small framed running head top right; italic foot "identity - page k/n".
All four are laid out by tools/corpus_ax/render.py (Flow: line breaking from the real font advances - reportlab
pdfmetrics on the same TTF / AFM, fpdf2's own get_string_width -; each value is recorded on the page it is drawn on).

SHAPES (tools/corpus_ax/content.py; none is named in an earlier docstring - grepped in French and English):
  implant_cochleaire       cochlear-implant follow-up: H90.3, CCAM, Pseudomonas aeruginosa history, CT accession
                           number, Nucleus implant / processor + lot, electrode impedance / T / C table, free-field
                           audiometry table, Lafon lists score, speech therapist with ADELI.
  capsule_endoscopique     video-capsule endoscopy: D50.0, Hb + LOINC, ferritin, lab file number + laboratory,
                           PillCam SB3 + lot, accession number, CCAM, transit-time and findings tables (time stamps,
                           Saurin), Helicobacter pylori, Ferinject dose + ATC, nurse with ADELI.
  saignees_hemochromatose  therapeutic phlebotomy programme: E83.1, C282Y genotype, transferrin saturation + range,
                           lab file, session table (care dates, volume, Hb, ferritin, nurse in capitals), CCAM, BP,
                           target ferritin range, reference nurse with ADELI.
  perfusion_sep            ocrelizumab infusion in multiple sclerosis: G35, McDonald, EDSS, MRI accession number,
                           premedication table (drug, dose, ATC, lot), infusion-rate table (time, mL/h, BP, HR),
                           CD19 / IgG + range + LOINC, lab file, nurse with ADELI.
  cardioversion            electrical cardioversion: I48.1, CHA2DS2-VASc, Eliquis dose + ATC, TOE accession
                           number, LIFEPAK + electrode lot, propofol dose + ATC, anaesthetist, CCAM, room, shock
                           table (joules), kalaemia + range, lab file, Holter, nurse with ADELI.
  chip_hyperthermie        HIPEC operative report: C78.6, PCI (Sugarbaker), room, CCAM, CC-0, surgeons, scrub nurse
                           with ADELI, Performer HT, perfusion table (inflow / outflow °C, L/min), oxaliplatin dose +
                           ATC + lot, Escherichia coli, creatinine + LOINC, lab file.
Every document: letterhead (establishment, service, acronym reused in the title bar / running head / foot, address,
postcode, town, phone, service e-mail, FINESS and "1"+FINESS), care team (signing doctor with RPPS - his or her
surname is also an ordinary word -, a second doctor with RPPS, a nurse / speech therapist / scrub nurse with
ADELI), patient banner (name, age, second birth-date writing, IPP, NDA, room, allergy), identity fields (usage name
in capitals - compound and particle surnames such as "de La Villemarqué", "d'Aubigny", "Le Bihan-Coat" -, birth name
for most women, first name, birth date in one of 12 writings - numeric, two-digit year, words, CAPITAL month,
weekday, one-digit day / month, spaced digits, dotted, dashed, capitalised weekday + capital month, "3/5/49",
abbreviated month - with birth town, IPP / NDA, NIR in one of five writings, 15-digit INS, address, postcode,
town, two phones, e-mail, insurer + member number, trusted relative with name and phone, GP with town and RPPS,
request number), the compact JJMMAAAA birth date glued after the name in the foot / status bar, signature ("Fait
à", care date, RPPS and "8"+RPPS, copy to the GP with phone), and the ordinary word equal to the signing doctor's
surname (tisserand, couturier, serrurier, fontaine, rossignol, moulin, charron, chapelier, pommier, rocher: kind
ORDINAIRE subtype HOMONYME, role keep, judged as ORDINAIRE_HOMONYME). Decoys (role keep): care dates (DATE /
SOINS), CIM10, CCAM, LOINC, ATC, LOT, DOSE, DEBIT, BIOLOGIE, INTERVALLE, MESURE, SCORE, HORAIRE, SALLE, CHAMBRE,
AGE, ALLERGENE, DISPOSITIF, MEDICAMENT, EPONYME, GERME. Critical (judge's rule, tools/corpus_ax/model.py):
DATE_NAISSANCE, NIR (incl. INS), IPP, EMAIL (patient and service), the patient's NOM / PRENOM (incl. birth name).

Validation (in this generator, with the judge's own functions imported from tools/score_eval.py): every PDF is
re-read with pdftotext and pypdf; on every page each probe must be seen by BOTH readers at least as often as that
page's items need it (occurrences inside longer items counted as the judge's E_pii does); a personal probe may not
be seen in the whole document more often than the truth declares (no untagged copy), for both readers; page
counts must agree (1-3); every NIR key and RPPS / FINESS / ADELI Luhn digit is re-checked. Then, in the judge's
own venv (tools/_cache/judge-venv, pypdf 7.1.1), score_eval.extract_all + judge_document(truth, src, out=src) must
report every personal value leaked, no kept value lost and 0 unmeasurable probes, and judge_document(truth, src,
None) 0 unmeasurable probes. Exit 1 on any failure. Nothing is moved or dropped.

Result with --seed 491: 40 documents, 90 pages (6 one-page, 18 two-page, 16 three-page documents; rlecran 21,
fpdfbilingue 27, mupdfcarnet 16 A4 sheets = two A5 pages each, pikeencadre 26 pages); 3518 personal items (1072
critical: NOM 665, PRENOM 619, ETABLISSEMENT 293, TELEPHONE 230, VILLE 230, RPPS 210, DATE_NAISSANCE 181, IPP 181,
NUM_SEJOUR 151, NIR 100, ADRESSE 90, CODE_POSTAL 90, EMAIL 90, ADELI 82, FINESS 80, IDENTIFIANT 50, NUM_ADHERENT 50,
ORGANISME 50, NUM_DOSSIER_LABO 43, NUM_ACCESSION 33) and 1564 kept items (197 care dates, 50 homonym words, 1317
decoys); no metadata items. All 40 documents pass the self-check and judge_document in the judge's venv (every
personal value leaked, no kept value lost, 0 unmeasurable probe). Two runs give identical truth files, manifest
and PDF bytes (the manifest holds their sha256). No reading quirk forced a change: values are never cut by a line
break and both readers found every probe on its page at the first run.

Reproduce (from the repository root; about 30 s, single process):
    tools/_cache/as-venv/bin/python tools/make_corpus_ax.py [--seed 491] [--docs 40] [--check-determinism]
It rewrites benchmarks/out/corpus_ax/, self-checks, then runs
    tools/_cache/judge-venv/bin/python tools/make_corpus_ax.py --judge-only
(also callable alone). --check-determinism builds the corpus twice and compares truths + manifest. Deterministic
for a seed (random.Random(seed * 1000 + i) per document, no clock in the PDFs).

Set-up (already present on this machine; Debian 12, from the repository root, registries only):
    apt-get install -y --no-install-recommends poppler-utils fonts-dejavu-core fonts-freefont-ttf fonts-crosextra-carlito python3-venv
    python3 -m venv tools/_cache/as-venv
    tools/_cache/as-venv/bin/pip install reportlab==5.1.0 fpdf2==2.8.9 pymupdf==1.26.7 pikepdf==10.18.0 pypdf==7.1.1 cryptography
    python3 -m venv tools/_cache/judge-venv && tools/_cache/judge-venv/bin/pip install pypdf==7.1.1 cryptography
"""
from __future__ import annotations

import argparse
import hashlib
import json
import logging
import random
import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
OUT = ROOT / "benchmarks" / "out" / "corpus_ax"
FAMILIES = {1: "rlecran", 2: "fpdfbilingue", 3: "mupdfcarnet", 0: "pikeencadre"}
FAMILY_ORDER = [1, 2, 3, 0]


def producer_label(fam):
    return {"rlecran": "ReportLab 5.1.0 canvas (DPI screen print)",
            "fpdfbilingue": "fpdf2 2.8.9 (bilingual two-column letter)",
            "mupdfcarnet": "PyMuPDF 1.26.7 (A5 booklet imposed 2-up)",
            "pikeencadre": "pikepdf 10.18.0 hand-written streams (encadré + QR-like square)"}[fam]


def versions():
    import fpdf
    import pikepdf
    import pymupdf
    import pypdf
    import reportlab
    pt = subprocess.run(["pdftotext", "-v"], capture_output=True, text=True).stderr.splitlines()[0]
    return {"reportlab": reportlab.Version, "fpdf2": fpdf.FPDF_VERSION, "pymupdf": pymupdf.VersionBind,
            "pikepdf": pikepdf.__version__, "pypdf": pypdf.__version__, "pdftotext": pt}


# ------------------------------------------------------------------ identifiers re-check
def check_ids(truth) -> list:
    from corpus_ax.ids import luhn_ok
    errs = []
    for pg in truth["pages"]:
        for it in pg["items"]:
            t, k, s = it["text"], it["kind"], it["subtype"]
            if k == "NIR":
                d = "".join(ch for ch in t if ch.isdigit())
                if len(d) != 15 or int(d[13:]) != 97 - int(d[:13]) % 97:
                    errs.append("NIR %s" % t)
            elif k == "RPPS":
                d = t[1:] if s == "idnat" else t
                if len(d) != 11 or not luhn_ok(d) or (s == "idnat" and t[0] != "8"):
                    errs.append("RPPS %s" % t)
            elif k == "FINESS":
                d = t[1:] if s == "idnat" else t
                if len(d) != 9 or not luhn_ok(d):
                    errs.append("FINESS %s" % t)
            elif k == "ADELI":
                if len(t) != 9 or not luhn_ok(t):
                    errs.append("ADELI %s" % t)
    return errs


# ------------------------------------------------------------------ build
def build_doc(seed, i, k):
    from corpus_ax import content, render
    f = i % 4
    fam = FAMILIES[f]
    shape = content.SHAPES[(k + f) % 6]
    planned = 1 + (i + k) % 3
    for plan in range(planned, 0, -1):
        r = random.Random(seed * 1000 + i)
        doc = content.build(r, i, shape, plan)
        pdf, vals = render.RENDERERS[fam](doc)
        if len(vals) <= 3:
            break
    name = "ax%03d_%s_%s" % (i, fam, shape)
    truth = {"name": name, "family": fam, "shape": shape, "kind": shape, "producer": producer_label(fam),
             "producers": [producer_label(fam)], "seed": seed, "page_index_base": 0, "title": doc["title"],
             "planned_pages": planned, "pages": [{"index": pi, "items": [v.item() for v in pv]} for pi, pv in enumerate(vals)],
             "metadata_items": []}
    return name, pdf, truth


def build_all(seed, ndocs, out: Path):
    if out.exists():
        shutil.rmtree(out)
    (out / "pdf").mkdir(parents=True)
    (out / "truth").mkdir(parents=True)
    docs = []
    rank = Counter()
    for i in range(1, ndocs + 1):
        f = i % 4
        k = rank[f]
        rank[f] += 1
        name, pdf, truth = build_doc(seed, i, k)
        (out / "pdf" / (name + ".pdf")).write_bytes(pdf)
        (out / "truth" / (name + ".json")).write_text(json.dumps(truth, ensure_ascii=False, indent=1), encoding="utf-8")
        docs.append({"name": name, "pdf": "pdf/%s.pdf" % name, "truth": "truth/%s.json" % name,
                     "pages": len(truth["pages"]), "family": truth["family"], "shape": truth["shape"],
                     "producer": truth["producer"], "producers": truth["producers"],
                     "sha256": hashlib.sha256(pdf).hexdigest()})
    return docs


def totals(out: Path, docs):
    pii, keep, crit = Counter(), Counter(), 0
    for d in docs:
        t = json.loads((out / d["truth"]).read_text(encoding="utf-8"))
        for pg in t["pages"]:
            for it in pg["items"]:
                if it["role"] == "pii":
                    pii[it["kind"]] += 1
                    crit += it["critical"]
                else:
                    keep["DATE_SOINS" if it["kind"] == "DATE" else (it["subtype"] if it["kind"] == "DECOY" else "ORDINAIRE_" + it["subtype"])] += 1
    return {"documents": len(docs), "pages": sum(d["pages"] for d in docs),
            "documents_by_pages": dict(sorted(Counter(str(d["pages"]) for d in docs).items())),
            "pages_by_family": {FAMILIES[f]: sum(d["pages"] for d in docs if d["family"] == FAMILIES[f]) for f in FAMILY_ORDER},
            "pii_items": sum(pii.values()), "critical_items": crit, "pii_by_kind": dict(sorted(pii.items())),
            "keep_items": sum(keep.values()), "keep_by_kind": dict(sorted(keep.items()))}


# ------------------------------------------------------------------ validation
def self_check(out: Path, docs) -> list:
    import score_eval as se
    logging.getLogger("pypdf").setLevel(logging.ERROR)
    failures = []
    for d in docs:
        truth = json.loads((out / d["truth"]).read_text(encoding="utf-8"))
        pdf = out / d["pdf"]
        errs = check_ids(truth)
        pt = se.extract_pdftotext(pdf)
        pp, _meta = se.extract_pypdf(pdf)
        n = len(truth["pages"])
        if not (1 <= n <= 3) or len(pt) != n or len(pp) != n:
            errs.append("pages truth %d pdftotext %d pypdf %d" % (n, len(pt), len(pp)))
        else:
            for pg in truth["pages"]:
                texts = {"pdftotext": se.normalize(pt[pg["index"]]), "pypdf": se.normalize(pp[pg["index"]])}
                texts_h = {"pdftotext": se.normalize(pt[pg["index"]], True), "pypdf": se.normalize(pp[pg["index"]], True)}
                probes = {p for it in pg["items"] for p in it["probes"]}
                for p in probes:
                    ci = "@" in p
                    need = sum(se.count(p, se.normalize(it["text"]), ci) or (p in it["probes"]) for it in pg["items"])
                    for ex in texts:
                        seen = max(se.count(p, texts[ex], ci), se.count(p, texts_h[ex], ci))
                        if seen < need:
                            errs.append("page %d %s sees %r %d < %d" % (pg["index"], ex, p, seen, need))
        # whole document: no untagged copy of a personal probe
        src = se.extract_all(pdf)
        items = [it for pg in truth["pages"] for it in pg["items"]]
        for p in {p for it in items if it["role"] == "pii" for p in it["probes"]}:
            ci = "@" in p
            e = sum(se.count(p, se.normalize(it["text"]), ci) or (p in it["probes"]) for it in items)
            for ex in ("pdftotext", "pypdf"):
                seen = max(se.count(p, src[ex], ci), se.count(p, src[ex + "_h"], ci))
                if seen != e:
                    errs.append("document %s sees personal %r %d times, truth %d" % (ex, p, seen, e))
        if errs:
            failures.append({"name": d["name"], "errors": errs[:20]})
    return failures


def judge_only(out: Path) -> int:
    import score_eval as se
    logging.getLogger("pypdf").setLevel(logging.ERROR)
    man = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    bad = 0
    tot_pii = tot_keep = 0
    for d in man["documents"]:
        truth = json.loads((out / d["truth"]).read_text(encoding="utf-8"))
        src = se.extract_all(out / d["pdf"])
        j = se.judge_document(truth, src, src)
        j0 = se.judge_document(truth, src, None)
        pii = sum(v["total"] for v in j["leaks"].values())
        leaked = sum(v["leaked"] for v in j["leaks"].values())
        keep = sum(v["total"] for v in j["kept"].values())
        lost = sum(v["lost"] for v in j["kept"].values())
        tot_pii += pii
        tot_keep += keep
        ok = leaked == pii and lost == 0 and j["unmeasurable_probes"] == 0 and j0["unmeasurable_probes"] == 0
        if not ok:
            bad += 1
            print("JUDGE FAIL", d["name"], pii, leaked, keep, lost, j["unmeasurable_probes"], j0["unmeasurable_probes"])
    print(json.dumps({"judge_check": "ok" if not bad else "failed", "documents": len(man["documents"]),
                      "failing_documents": bad, "pii_groups_judged": tot_pii, "keep_groups_judged": tot_keep}))
    return 1 if bad else 0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=491)
    ap.add_argument("--docs", type=int, default=40)
    ap.add_argument("--out", type=Path, default=OUT)
    ap.add_argument("--judge-only", action="store_true")
    ap.add_argument("--check-determinism", action="store_true")
    a = ap.parse_args(argv)
    if a.judge_only:
        return judge_only(a.out)
    logging.getLogger("fontTools").setLevel(logging.ERROR)
    docs = build_all(a.seed, a.docs, a.out)
    manifest = {"corpus": "ax", "seed": a.seed, "generator": "tools/make_corpus_ax.py", "versions": versions(),
                "documents": docs, "totals": totals(a.out, docs)}
    failures = self_check(a.out, docs)
    manifest["failures"] = failures
    (a.out / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")
    for f in failures:
        print("FAIL", f["name"])
        for e in f["errors"]:
            print("   ", e)
    print(json.dumps(manifest["totals"], ensure_ascii=False))
    if a.check_determinism:
        tmp = a.out.parent / (a.out.name + "_det")
        docs2 = build_all(a.seed, a.docs, tmp)
        same = docs2 == docs and all((a.out / d["truth"]).read_bytes() == (tmp / d["truth"]).read_bytes() for d in docs)
        shutil.rmtree(tmp)
        print("determinism:", "identical truths, PDFs and manifest entries" if same else "DIFFERENT")
        if not same:
            return 1
    if failures:
        return 1
    judge = ROOT / "tools" / "_cache" / "judge-venv" / "bin" / "python"
    if judge.exists():
        return subprocess.run([str(judge), __file__, "--judge-only", "--out", str(a.out)]).returncode
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
