"""Corpus AY: 40 fictional French clinical PDFs, written without looking at the product.

Read to write it: tools/score_eval.py (truth format, probes, decoys, ordinary words, critical kinds,
judge_document), the top docstrings only of the earlier tools/make_corpus_*.py (make_corpus_av.py, make_corpus_aw.py
and make_corpus_ax.py included: writers, layouts and shapes already used; every layout and shape word below was
grepped for in them, in French and English), tools/corpus_au/ids.py, model.py and render.py (copied and adapted into
tools/corpus_ay/: new pools of names, particles, communes, establishments, laboratories, insurers, employers and
transport providers, new homonym words; the Flow line-layout engine kept, the four layouts new), and, for the format
only, benchmarks/out/corpus_au/manifest.json and one truth file there. Nothing under app/, tests/, docs/, README.md
or benchmarks/RESULTS*.md was read, nor any tools/corpus_*/ folder other than tools/corpus_au/ (three files), nor
any other benchmarks/out/corpus_*; the product was not run. Everything is invented (people, NIR with key
97 - NIR13 mod 97 and the 15-digit INS, Luhn-valid 11-digit RPPS and the national "8"+RPPS, Luhn-valid FINESS and
the legal-entity "1"+FINESS, 9-digit Luhn ADELI, IPP, NDA / stay numbers with letters, hyphens and slashes, lab
file / imaging accession / request / prescription / insurance member / transport voucher numbers, establishments
and acronyms, laboratories, employers, insurers); communes and postcodes are real, short or unusual ones and ones
with articles included ("Eu", "Ay", "Y", "Le Puy-en-Velay", "Les Sables-d'Olonne", "L'Isle-sur-la-Sorgue",
"La Ferté-Macé", "Le Grau-du-Roi"...); phones use fiction-style blocks; e-mail domains are fictional.

Output: benchmarks/out/corpus_ay/{manifest.json, pdf/ayNNN_<family>_<shape>.pdf, truth/ayNNN_<family>_<shape>.json}
in the judge's format (page_index_base 0, one item per printed occurrence, running head / foot / prompt / planning
items repeated on every page they are printed on, no metadata items: Info titles are the neutral shape title).
Seed 499, 40 documents, document i (1-based) in family FAMILIES[i % 4]; the k-th document of family f gets
SHAPES[(k + f) % 6] (each family has every shape); planned pages 1 + (i + k) % 3 (the three sections of a shape are
spread over them; a page that overflows continues on the next one; a document that would exceed 3 pages is
re-planned with fewer breaks). Every document has 1-3 pages.

WRITERS AND LAYOUTS (all already installed in tools/_cache/ar-venv; nothing new was installed). Each writer was used
by an earlier corpus; each LAYOUT is new (none of: planning / schedule grid with a highlighted row, terminal print-out
with box-drawing characters, right-to-left column order with labels on the right, fieldset frames with legends in
the border, 2 x 4 identity boxes, H / L / * flag column appears in an earlier docstring):
  1 rlplanning    ReportLab 5.1.0 pdfgen canvas (invariant=1), DejaVu Sans Condensed / Bold / Oblique TTF subsets.
                  Layout: a DAY-HOSPITAL PLANNING BOARD on landscape A4: letterhead | care team | teal title with
                  the care date, then a chair x hour GRID (08:00-17:00, teal header band) whose patient row
                  ("Fauteuil n - NAME First - IPP") is HIGHLIGHTED IN YELLOW with the day's activities as framed
                  slots (some naming the doctor), the other chairs anonymous ("réservé", "libre", grey blocks);
                  below it, teal-square headings over a rule, identity and administrative fields as TWO LABEL /
                  VALUE PAIRS PER ROW, tables with a tinted header and cell rules, signature on the right; running
                  head "... - planning (suite)" from page 2; foot "identity - planche k/n".
  2 fpdfterminal  fpdf2 2.8.9, DejaVu Sans Mono / Bold subsets, fixed creation date. Layout: a TERMINAL PRINT-OUT:
                  a black title bar in green monospace ("DPI-TERM 4.2 | impression écran | tty07 | écran k/n") on
                  every page, a shell prompt "$ dpi-print --dossier IPP --format=shape" (page 1) or "$ more
                  ACRONYM - NAME - séjour NDA (suite)" (later pages), every section a BOX DRAWN WITH UNICODE
                  BOX-DRAWING CHARACTERS ("┌─[ TITLE ]───┐", "│ ... │", "└───┘", closed with "└┄┄┄┘" and reopened
                  "(suite)" across a page break), fields as "label │ value" columns, tables with "┬ ┼ ┴" rules and
                  "│" column separators, centred "»» TITLE ««", foot "identity  [page k/n]".
  3 mupdfmiroir   PyMuPDF 2.0 (MuPDF 1.28.5) page.insert_text / draw_line with Carlito Regular / Bold / Italic,
                  doc.subset_fonts(), empty dates, no_new_id. Layout: RIGHT-TO-LEFT COLUMN ORDER: care team top
                  left, letterhead right-aligned top right, double plum rule, right-aligned title; headings
                  right-aligned with "§ k" on the left; fields with the VALUE LEFT-ALIGNED IN THE LEFT COLUMN and
                  the LABEL RIGHT-ALIGNED AT THE RIGHT EDGE beyond a vertical hairline; tables with their COLUMNS
                  IN MIRRORED ORDER (first column at the far right) and right-aligned cells; signature on the left;
                  right-aligned running head from page 2; foot "k/n" at the left, identity right-aligned.
  0 pydyffieldset pydyf 0.13.0 with content streams written here: base-14 Helvetica / Bold / Oblique (+ Courier
                  declared), /WinAnsiEncoding (cp1252 hex strings), not embedded, fixed /ID. Layout: FIELDSET
                  FRAMES: every section framed, its title set as a LEGEND in a gap of the top border (frames open
                  with dashed edges across a page break); the identity in a 2 x 4 GRID OF BORDERED BOXES with tiny
                  upper-case labels above bold values (shrunk to fit); oblique "Label :" fields; tables on a grey
                  header band with an H / L / * FLAG COLUMN (flags bold red, flagged results bold) and a flag
                  legend; centred title; italic running head from page 2; foot "identity - p. k de n".
All four are laid out by tools/corpus_ay/render.py (Flow: line breaking from the real font advances - reportlab
pdfmetrics on the same TTF / AFM, fpdf2's get_string_width, pymupdf.Font.text_length -; each value is recorded on
the page it is drawn on).

SHAPES (tools/corpus_ay/content.py; none is named in an earlier docstring - grepped in French and English):
  depistage_auditif_neonatal  newborn hearing screening: OEAp / PEAA table per ear (Echo-Screen III / ALGO 5 /
                              AccuScreen, Pass / Refer), term, birth weight, Apgar, CMV PCR, gentamicin dose + ATC,
                              bilirubin, lab file + laboratory, Z01.1, CCAM, ENT appointment, transport provider +
                              voucher, paediatric nurse with ADELI, mother / father as relative, parent's employer.
  allogreffe_j100             allogeneic stem-cell transplant day-100 review: C92.0, donor 10/10, Glucksberg GVH
                              grade, ciclosporin / Prevymis doses + ATC, CMV, flagged lab table (Hb, platelets,
                              neutrophils, creatinine, ciclosporin trough, chimerism; ranges, LOINC), NIH criteria,
                              CT accession number, request and prescription ids, coordinating nurse with ADELI.
  greffe_pulmonaire           lung-transplant clinic: J84.1 / Z94.2, Aspergillus fumigatus, Advagraf / MMF /
                              prednisone doses + ATC, spirometry table (FEV1, FVC, % predicted, 6-minute walk) over
                              three care dates, BAL lab file, CT accession, flagged tacrolimus / creatinine / K,
                              flu vaccine lot, physiotherapist with ADELI, transport voucher, prescription id.
  corset_scoliose             scoliosis brace check: M41.1, Adams test, Chêneau 3D brace, Risser stage, EOS X-ray
                              accession number, Cobb angles, CCAM, brace-wear sensor table (iButton, hours,
                              adherence), Schroth physiotherapy with ADELI, vitamin D dose + ATC, request id, parent.
  bilan_aphasie               speech-language assessment of aphasia after stroke: I63.5 / R47.0, NIHSS, Actilyse +
                              ATC, MRI accession number, Broca, test table (Boston BDAE, MT-86, DO 80, Token Test,
                              fluency; scores and norms), CCAM, speech therapist with ADELI, Kardégic dose + ATC,
                              LDL + lab file, carer with phone.
  consultation_migraine       migraine clinic: G43.1, ICHD-3, HIT-6 and MIDAS scores, employer, MRI accession
                              number, headache-diary table (days, triptan intakes, pain score, preventive drug and
                              dose) over three care dates, sumatriptan / Aimovig doses + ATC + lot, ferritin / TSH +
                              lab file, CCAM, psychologist with ADELI, prescription id.
Every document: letterhead (establishment, service, acronym reused in the running head / foot / planning / prompt,
address, postcode, town, phone, service e-mail, FINESS in one of two writings - "430001234" or "430 001 234" - and
the legal-entity "1"+FINESS), care team (signing doctor with RPPS - his or her surname is also an ordinary word -,
a second doctor as initial + surname with RPPS, a nurse / therapist with ADELI), identity (usage name in capitals -
compound and particle surnames such as "de La Roncière", "d'Estienne d'Orves", "Le Floc'h", "van der Meulen" - and
in running text in its own case, birth name for most adult women, first name, birth town, IPP, NDA, the 15-digit
INS), birth date in two of 11 writings (numeric, two-digit year, month in CAPITALS, weekday, abbreviated month
"4 févr. 1962", spaced digits "04 02 1962", dotted, capitalised weekday + CAPITAL month, "4-FÉVR-62", words, ISO)
plus the compact JJMMAAAA next to the name in the foot, address, postcode, town, phone + mobile (six writings),
e-mail, NIR in one of five writings (spaced, with "clé", hyphen, slash), relative with link and phone, insurer +
member number, employer (kind ETABLISSEMENT subtype employeur), GP with town, RPPS and phone, request number,
signature ("Fait à", care date, RPPS and "8"+RPPS, copy to the GP), and the ordinary word equal to the signing
doctor's surname (boulanger, meunier, berger, fauconnier, vigneron, sabotier, cordier, rivière, moisson, verrier,
bonnet, chasseur: kind ORDINAIRE subtype HOMONYME, role keep). Other personal kinds: ETABLISSEMENT laboratoire /
prestataire, NUM_DOSSIER_LABO, NUM_ACCESSION, IDENTIFIANT (DEMANDE, ORDONNANCE, BON_TRANSPORT), ORGANISME,
NUM_ADHERENT (mutuelle). Decoys (role keep): care dates (DATE / SOINS), CIM10, CCAM, LOINC, ATC, LOT, DOSE,
BIOLOGIE, INTERVALLE, MESURE, POIDS, SCORE, AGE, HORAIRE, DISPOSITIF, MEDICAMENT, EPONYME, GERME. Critical (judge's
rule, tools/corpus_ay/model.py): DATE_NAISSANCE, NIR (incl. INS), IPP, EMAIL (patient and service), the patient's
NOM / PRENOM (incl. birth name).

Validation (in this generator, with the judge's own functions imported from tools/score_eval.py): every PDF is
re-read with pdftotext and pypdf; on every page each probe must be seen by BOTH readers at least as often as that
page's items need it (occurrences inside longer items counted as the judge's E_pii does); a personal probe may not
be seen in the whole document more often than the truth declares (no untagged copy), for both readers; page
counts must agree (1-3); every NIR key and RPPS / FINESS / ADELI Luhn digit is re-checked. Then, in the judge's own
venv (tools/_cache/judge-venv, pypdf 7.1.1), score_eval.extract_all + judge_document(truth, src, out=src) must
report every personal value leaked, no kept value lost, every ordinary word kept and 0 unmeasurable probes, and
judge_document(truth, src, None) 0 unmeasurable probes. Exit 1 on any failure. Nothing is moved or dropped.

Result with --seed 499: 40 documents, 90 pages (7 one-page, 16 two-page, 17 three-page documents; rlplanning 27,
fpdfterminal 22, mupdfmiroir 19, pydyffieldset 22 pages); 3307 personal items (956 critical: NOM 246, PRENOM 230,
DATE_NAISSANCE 170, IPP 150, NIR 80, EMAIL 80; all personal items by kind: NOM 597, PRENOM 531, ETABLISSEMENT 304,
TELEPHONE 273, VILLE 240, RPPS 200, DATE_NAISSANCE 170, IPP 150, NUM_SEJOUR 130, IDENTIFIANT 86, ADRESSE 80,
CODE_POSTAL 80, FINESS 80, EMAIL 80, ADELI 80, NIR 80, ORGANISME 40, NUM_ADHERENT 40, NUM_ACCESSION 34,
NUM_DOSSIER_LABO 32) and 1340 kept items (286 care dates, 40 homonym words, 1014 decoys); no metadata items. All 40
documents pass the self-check and judge_document in the judge's venv (every personal value leaked, no kept value
lost, 0 unmeasurable probe). Two runs give identical truth files and manifest (hence identical PDF bytes: the
manifest holds their sha256).

Reading quirks met while building it:
  * MuPDF writes the ToUnicode of an embedded TTF from its whole cmap; with DejaVu (code points above U+FFFF)
    the map has 5-digit entries that pypdf 7.1.1 rejects ("Odd-length string"), losing text: the PyMuPDF family
    uses Carlito, which has none.
  * pypdf glues a right-aligned label drawn before a left value on the same line ("Nom d'usageDUPONT"): the
    mirrored layout draws the value first (content-stream order = reading order).
  * pdftotext read the table cell "2 j" as "2j" (narrow space): the headache diary prints "2 jours".

Reproduce (from the repository root; about 35 s, single process):
    tools/_cache/ar-venv/bin/python tools/make_corpus_ay.py [--seed 499] [--docs 40] [--check-determinism]
It rewrites benchmarks/out/corpus_ay/, self-checks, then runs
    tools/_cache/judge-venv/bin/python tools/make_corpus_ay.py --judge-only
(also callable alone; --check-only re-runs the self-check). --check-determinism builds the corpus twice and compares
truths + manifest. Deterministic for a seed (random.Random(seed * 1000 + i) per document, no clock in the PDFs).

Set-up (already present on this machine; Debian 12, from the repository root, registries only):
    apt-get install -y --no-install-recommends poppler-utils fonts-dejavu-core fonts-crosextra-carlito python3-venv
    python3 -m venv tools/_cache/ar-venv
    tools/_cache/ar-venv/bin/pip install reportlab==5.1.0 fpdf2==2.8.9 pymupdf==2.0 pydyf==0.13.0 pypdf==7.1.1
    python3 -m venv tools/_cache/judge-venv && tools/_cache/judge-venv/bin/pip install pypdf==7.1.1 cryptography
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
OUT = ROOT / "benchmarks" / "out" / "corpus_ay"
SEED = 499
FAMILIES = ["pydyffieldset", "rlplanning", "fpdfterminal", "mupdfmiroir"]  # document i is in FAMILIES[i % 4]


def plan(seed: int, n: int):
    from corpus_ay.content import SHAPES
    seen = {f: 0 for f in FAMILIES}
    out = []
    for i in range(1, n + 1):
        fam_idx = i % 4
        fam = FAMILIES[fam_idx]
        k = seen[fam]
        seen[fam] += 1
        out.append((i, fam, SHAPES[(k + fam_idx) % 6], 1 + (i + k) % 3))
    return out


def build_one(seed, i, fam, shape, planned):
    from corpus_ay.content import build
    from corpus_ay.render import PRODUCERS, RENDERERS
    for p in range(planned, 0, -1):
        doc = build(random.Random(seed * 1000 + i), i, shape, p)
        data, vals = RENDERERS[fam](doc)
        if len(vals) <= 3:
            break
    name = "ay%03d_%s_%s" % (i, fam, shape)
    truth = {"name": name, "family": fam, "shape": shape, "kind": shape, "producer": PRODUCERS[fam],
             "producers": [PRODUCERS[fam]], "seed": seed, "page_index_base": 0, "title": doc["title"],
             "planned_pages": doc["planned"], "metadata_items": [],
             "pages": [{"index": k, "items": [v.item() for v in pv]} for k, pv in enumerate(vals)]}
    return name, data, truth, doc


def versions():
    import fpdf
    import pydyf
    import pymupdf
    import pypdf
    import reportlab
    pt = subprocess.run(["pdftotext", "-v"], capture_output=True, text=True).stderr.splitlines()[0]
    return {"reportlab": reportlab.Version, "fpdf2": fpdf.__version__, "pymupdf": pymupdf.__version__,
            "mupdf": pymupdf.mupdf_version, "pydyf": pydyf.__version__, "pypdf": pypdf.__version__, "pdftotext": pt}


def generate(seed, n, out: Path):
    if out.exists():
        shutil.rmtree(out)
    (out / "pdf").mkdir(parents=True)
    (out / "truth").mkdir(parents=True)
    docs = []
    for i, fam, shape, planned in plan(seed, n):
        name, data, truth, _ = build_one(seed, i, fam, shape, planned)
        (out / "pdf" / (name + ".pdf")).write_bytes(data)
        (out / "truth" / (name + ".json")).write_text(json.dumps(truth, ensure_ascii=False, indent=1), encoding="utf-8")
        docs.append({"name": name, "pdf": "pdf/%s.pdf" % name, "truth": "truth/%s.json" % name,
                     "pages": len(truth["pages"]), "planned_pages": planned, "family": fam, "shape": shape,
                     "producer": truth["producer"], "producers": truth["producers"],
                     "sha256": hashlib.sha256(data).hexdigest()})
    manifest = {"corpus": "ay", "seed": seed, "generator": "tools/make_corpus_ay.py", "versions": versions(),
                "documents": docs}
    (out / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")
    return manifest


# ------------------------------------------------------------------ self-check (judge's extractors and matching)
def _need(items, p, se):
    return sum(se.count(p, se.normalize(it["text"]), "@" in p) or (p in it["probes"]) for it in items)


def check_ids(truth):
    from corpus_ay.ids import luhn_ok
    errs = []
    for pg in truth["pages"]:
        for it in pg["items"]:
            t = it["text"].replace(" ", "")
            if it["kind"] == "NIR":
                d = "".join(ch for ch in it["text"] if ch.isdigit())
                if len(d) != 15 or "%02d" % (97 - int(d[:13]) % 97) != d[13:]:
                    errs.append("NIR key " + it["text"])
            elif it["kind"] == "RPPS":
                body = t[1:] if it["subtype"] == "idnat" else t
                if (it["subtype"] == "idnat" and (len(t) != 12 or t[0] != "8")) or len(body) != 11 or not luhn_ok(body):
                    errs.append("RPPS " + it["text"])
            elif it["kind"] == "FINESS":
                body = t[1:] if len(t) == 10 else t
                if len(body) != 9 or not luhn_ok(body):
                    errs.append("FINESS " + it["text"])
            elif it["kind"] == "ADELI" and (len(t) != 9 or not luhn_ok(t)):
                errs.append("ADELI " + it["text"])
    return errs


def self_check(out: Path) -> int:
    import score_eval as se
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    bad = 0
    for d in manifest["documents"]:
        truth = json.loads((out / d["truth"]).read_text(encoding="utf-8"))
        pdf = out / d["pdf"]
        raw_pt = se.extract_pdftotext(pdf)
        raw_pp, _meta = se.extract_pypdf(pdf)
        errs = check_ids(truth)
        if not (len(raw_pt) == len(raw_pp) == len(truth["pages"]) == d["pages"]) or not 1 <= d["pages"] <= 3:
            errs.append("page count pdftotext %d pypdf %d truth %d" % (len(raw_pt), len(raw_pp), len(truth["pages"])))
        readers = {"pdftotext": raw_pt, "pypdf": raw_pp}
        all_items = [it for pg in truth["pages"] for it in pg["items"]]
        probes = sorted({p for it in all_items for p in it["probes"]})
        pii_probes = {p for it in all_items if it["role"] == "pii" for p in it["probes"]}
        for pg in truth["pages"]:
            items = pg["items"]
            for p in sorted({p for it in items for p in it["probes"]}):
                need = _need(items, p, se)
                for rn, pages in readers.items():
                    if pg["index"] >= len(pages):
                        continue
                    txt = pages[pg["index"]]
                    have = max(se.count(p, se.normalize(txt), "@" in p), se.count(p, se.normalize(txt, True), "@" in p))
                    if have < need:
                        errs.append("page %d %s sees %r %d < %d" % (pg["index"], rn, p, have, need))
        for p in probes:
            e = _need(all_items, p, se)
            for rn, pages in readers.items():
                full = "\n".join(pages)
                n_in = max(se.count(p, se.normalize(full), "@" in p), se.count(p, se.normalize(full, True), "@" in p))
                if n_in < e:
                    errs.append("%s whole document sees %r %d < %d" % (rn, p, n_in, e))
                elif p in pii_probes and n_in > e:
                    errs.append("%s untagged copy of %r (%d > %d)" % (rn, p, n_in, e))
        if errs:
            bad += 1
            print("FAIL", d["name"])
            for e in errs[:25]:
                print("   ", e)
    print("self-check: %d/%d documents pass" % (len(manifest["documents"]) - bad, len(manifest["documents"])))
    return 1 if bad else 0


def judge_only(out: Path) -> int:
    """Run in the judge's venv: judge_document(src as output) must leak every value and lose nothing."""
    import score_eval as se
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    bad = 0
    for d in manifest["documents"]:
        truth = json.loads((out / d["truth"]).read_text(encoding="utf-8"))
        src = se.extract_all(out / d["pdf"])
        j = se.judge_document(truth, src, src)
        j0 = se.judge_document(truth, src, None)
        errs = []
        for k, v in j["leaks"].items():
            if v["unmeasurable"] or v["leaked"] != v["total"]:
                errs.append("leaks %s %s" % (k, v))
        for k, v in j["kept"].items():
            if v["unmeasurable"] or v["lost"]:
                errs.append("kept %s %s" % (k, v))
        if j["unmeasurable_probes"] or j0["unmeasurable_probes"]:
            errs.append("unmeasurable probes %d / %d" % (j["unmeasurable_probes"], j0["unmeasurable_probes"]))
        if j["words"]["kept"] != j["words"]["total"]:
            errs.append("words %s" % j["words"])
        if errs:
            bad += 1
            print("JUDGE FAIL", d["name"], errs[:10])
    print("judge_document: %d/%d documents pass" % (len(manifest["documents"]) - bad, len(manifest["documents"])))
    return 1 if bad else 0


def stats(out: Path):
    from collections import Counter
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    kinds, roles, fam_pages, npages, crit = Counter(), Counter(), Counter(), Counter(), 0
    keep = Counter()
    for d in manifest["documents"]:
        truth = json.loads((out / d["truth"]).read_text(encoding="utf-8"))
        fam_pages[d["family"]] += d["pages"]
        npages[d["pages"]] += 1
        for pg in truth["pages"]:
            for it in pg["items"]:
                roles[it["role"]] += 1
                if it["role"] == "pii":
                    kinds[it["kind"]] += 1
                    crit += it["critical"]
                else:
                    keep[it["kind"] + "/" + it["subtype"]] += 1
    print("documents %d, pages %d %s, per family %s" % (len(manifest["documents"]), sum(fam_pages.values()),
                                                       dict(sorted(npages.items())), dict(fam_pages)))
    print("roles", dict(roles), "critical", crit)
    print("pii kinds", dict(kinds.most_common()))
    print("keep", dict(keep.most_common()))


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=SEED)
    ap.add_argument("--docs", type=int, default=40)
    ap.add_argument("--out", type=Path, default=OUT)
    ap.add_argument("--judge-only", action="store_true")
    ap.add_argument("--check-only", action="store_true")
    ap.add_argument("--check-determinism", action="store_true")
    ap.add_argument("--no-judge", action="store_true")
    a = ap.parse_args(argv)
    if a.judge_only:
        return judge_only(a.out)
    if not a.check_only:
        generate(a.seed, a.docs, a.out)
        if a.check_determinism:
            tmp = ROOT / "tools" / "_cache" / "ay-determinism"
            generate(a.seed, a.docs, tmp)
            same = all((tmp / "truth" / p.name).read_bytes() == p.read_bytes() for p in (a.out / "truth").iterdir())
            same = same and (tmp / "manifest.json").read_bytes() == (a.out / "manifest.json").read_bytes()
            shutil.rmtree(tmp)
            print("determinism:", "identical truths and manifest" if same else "DIFFERENT")
            if not same:
                return 1
    rc = self_check(a.out)
    stats(a.out)
    if not a.no_judge:
        jp = ROOT / "tools" / "_cache" / "judge-venv" / "bin" / "python"
        rc |= subprocess.run([str(jp), str(Path(__file__).resolve()), "--judge-only", "--out", str(a.out)]).returncode
    return rc


if __name__ == "__main__":
    raise SystemExit(main())
