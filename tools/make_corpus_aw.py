"""Corpus AW: 40 fictional French clinical PDFs, written without looking at the product.

Read to write it: tools/score_eval.py (truth format, probes, decoys, ordinary words, critical kinds,
judge_document), the top docstrings only of the earlier tools/make_corpus_*.py (make_corpus_av.py included: writers,
layouts and shapes already used; every layout and shape word below was grepped for in them, in French and English),
tools/corpus_au/ids.py, model.py and render.py (copied and adapted into tools/corpus_aw/: new pools of names,
establishments, laboratories, insurers, employers and providers, new layouts), and, for the format only,
benchmarks/out/corpus_au/manifest.json and one truth file. Nothing under app/, tests/, docs/, README.md or
benchmarks/RESULTS*.md was read, nor tools/corpus_au/content.py or any other tools/corpus_*/ folder; the product
was not run. Everything is invented (people, NIR with key 97 - NIR13 mod 97 and the 15-digit INS, Luhn-valid
11-digit RPPS and the national "8"+RPPS, Luhn-valid FINESS and the legal-entity "1"+FINESS, 9-digit Luhn ADELI,
IPP, NDA with letters and hyphens, lab file / imaging accession / request-prescription / insurance member numbers,
establishments and acronyms, laboratories, employers, insurers, transport providers); communes and postcodes are
real; phones use fiction-style blocks; e-mail domains are fictional.

Output: benchmarks/out/corpus_aw/{manifest.json, pdf/awNNN_<family>_<shape>.pdf, truth/awNNN_<family>_<shape>.json}
in the judge's format (page_index_base 0, one item per printed occurrence, running head / foot items repeated on
every page, no metadata items: Info titles are the neutral shape title and the service). Seed 487, 40 documents,
document i (1-based) in family FAMILIES[i % 4]; the k-th document of family f gets SHAPES[(k + f) % 6] (each family
has every shape); planned pages 1 + (i + k) % 3 (the three sections of a shape are spread over them; a page that
overflows continues on the next one); the fax family adds its cover sheet to max(1, planned - 1) letter pages.
Every document has 1-3 pages.

WRITERS AND LAYOUTS (all already installed in tools/_cache/ar-venv; nothing new was installed). Each writer was
used by an earlier corpus; each LAYOUT is new (none of: carbon copy / duplicata / watermark, fax cover sheet,
window envelope / fold marks / footnotes, Seyès / ruled notebook appears in an earlier docstring):
  1 rlduplicata  ReportLab 5.1.0 pdfgen canvas (invariant=1), GNU FreeMono / Bold / Oblique TTF subsets. Layout: the
                 CARBON COPY of a three-part form set: pale yellow second sheet, a large outlined (text render mode
                 1) diagonal "DUPLICATA" WATERMARK drawn under the text on every page, a perforated stub with three
                 punched holes in the left margin, carbon-blue typewriter text, "DUPLICATA - EXEMPLAIRE N° 2 (JAUNE)"
                 band, upper-case labels, "== TITLE ==" headings, running head from page 2, foot "identity - ex. 2/3
                 - page k/n".
  2 fpdffax      fpdf2 2.8.9, Carlito Regular / Bold / Italic and DejaVu Sans Mono subsets, fixed creation date.
                 Layout: FAX COVER SHEET + LETTER: page 1 is a "TÉLÉCOPIE - bordereau d'envoi" (reverse title box,
                 framed DESTINATAIRE / EXPÉDITEUR columns with the GP's fax number and the sender's fax / phone,
                 date, page count, subject naming the patient and IPP, drawn check boxes "Urgent / Pour avis /...",
                 message naming the doctor, grey confidentiality notice); the letter follows; every page carries
                 the sending machine's TRANSMISSION HEADER line in monospace ("date 10:1k  DE : fax-number
                 ACRONYM  P.00k/00n"); letter foot "identity - page k/n".
  3 mupdfwindow  PyMuPDF 2.0 (MuPDF 1.28.5) page.insert_text with GNU FreeSerif / Bold / Italic + FreeSans,
                 doc.subset_fonts(), no dates, no_new_id. Layout: a WINDOW-ENVELOPE LETTER WITH FOOTNOTES: sender
                 block top left, the addressee (GP, upper-case town) inside corner marks at the DL window position
                 with a tiny underlined return-address line above it, fold marks at 99 / 198 mm and a punch mark in
                 the left margin, "N/Réf. : IPP - NDA" and place/date line, "Objet :" with a note call, and three
                 numbered FOOTNOTES under a short rule at the foot of page 1 (identity + birth date + INS + NIR;
                 insurer + member number + relative; correspondent + RPPS + phone); italic running head "... - suite"
                 from page 2, foot "identity - p. k/n".
  0 pydyfseyes   pydyf 0.13.0 with content streams written here: base-14 Helvetica / Bold / Oblique, Courier,
                 /WinAnsiEncoding (cp1252 strings), not embedded, fixed /ID. Layout: a SEYÈS-RULED NOTEBOOK page
                 ("cahier de liaison"): lavender 2 mm lines, stronger 8 mm lines, 8 mm verticals and a red margin
                 line; every text line sits on the ruling (4 mm pitch), headings on the next heavy line, underlined
                 in red, with a "§" in the margin; "feuillet k/n" in the top margin; tables without rules; foot
                 "identity - feuillet k/n" on the ruling.
All four are laid out by tools/corpus_aw/render.py (Flow: line breaking from the real font advances; each value is
recorded on the page it is drawn on).

SHAPES (tools/corpus_aw/content.py; none is named in an earlier docstring - grepped in French and English):
  readaptation_cardiaque  end of a cardiac-rehabilitation programme: I21.4, CCAM DDAF008, initial / final exercise
                          test (W, VO2 peak, METs), session table (care dates, load, target HR, Borg), LDL + LOINC,
                          lab file number + laboratory, physiotherapist with ADELI, discharge drugs with dose + ATC.
  consultation_douleur    chronic-pain clinic letter: M54.1 / G89.4, EN / DN4 / HADS scores, Lasègue / Schober,
                          MRI accession number, past-treatment table (dose, ATC), TENS device + lot, prescription id,
                          pregabalin dose + ATC, psychologist with ADELI, CCAM, trusted person.
  pied_diabetique         diabetic-foot clinic: E11.5 / L97, monofilament, ankle-brachial index, wound size, Texas
                          grade, HbA1c + LOINC, swab lab file number, X-ray accession number, Charcot, care table,
                          podiatrist with ADELI, transport provider + voucher id, antibiotic dose + ATC.
  toxine_botulique        botulinum-toxin injections for post-stroke spasticity: I69.3 / G81.1, Botox lot and
                          dilution, ATC M03AX01, CCAM, muscle / units / Ashworth table, GAS goal, physiotherapist with
                          ADELI, copy to the GP with address.
  phototherapie_uvb       narrow-band UVB phototherapy course: L40.0, phototype, PASI, cabin and tubes, CCAM, session
                          table (dose and cumulative J/cm²), methotrexate / folic acid doses + ATC, laboratory + lab
                          file number, prescription id, nurse with ADELI.
  drepanocytose_hdj       sickle-cell day hospital, programmed exchange transfusion: D57.1, hydroxycarbamide dose +
                          ATC, lab file + request number, lab table (result, range, LOINC), Coombs test, apheresis
                          device, CCAM, red-cell unit lots, volume, nurse with ADELI.
Every document: letterhead (establishment, acronym reused in the running head / foot / fax header, service,
address, postcode, town, phone, service e-mail, FINESS and "1"+FINESS), care team (two doctors with RPPS, a
nurse / therapist with ADELI), identity (usage name in capitals, birth name for most women, first name, birth date
in one of 12 writings - numeric, two-digit year, weekday, month in CAPITALS, one-digit day / month "3/7/1975",
spaced digits "0 3 0 7 1 9 7 5", dotted, WEEKDAY IN CAPITALS, "3-7-75", ISO, abbreviated month, spaced pairs - with
birth town; a second writing in the prose and a compact JJMMAAAA glued after the name in the running foot),
address, two phones, e-mail, IPP / NDA, NIR in one of six writings (spaced, "13 key", "- key", "/key", "clé key",
".key") and the 15-digit INS, a relative with her / his own name and phone, insurer + member number, GP with town
and RPPS, the signing doctor with RPPS and "8"+RPPS, and an ordinary word equal to the signing doctor's surname
(mercier, barbier, cordier, verrier, sellier, vigneron, boucher, pelletier, fermier, chaudronnier: kind ORDINAIRE
subtype HOMONYME, role keep). Decoys (role keep): care dates (DATE / SOINS), CIM10, CCAM, LOINC, ATC, LOT, DOSE,
BIOLOGIE, NORMES, MESURE, SCORE, HORAIRE, DISPOSITIF, MEDICAMENT, EPONYME. Critical (judge's rule): DATE_NAISSANCE,
NIR (incl. INS), IPP, EMAIL, the patient's NOM / PRENOM (incl. birth name).

Validation (in this generator, with the judge's own functions imported from tools/score_eval.py): every PDF is
re-read with pdftotext and pypdf; on every page each probe must be seen by BOTH readers at least as often as that
page's items need it (occurrences inside longer items counted as the judge's E_pii does); a personal probe may not
be seen in the whole document more often than the truth declares (no untagged copy); page counts must agree (1-3);
every NIR key and RPPS / FINESS / ADELI Luhn digit is re-checked. Then, in the judge's own venv
(tools/_cache/judge-venv, pypdf 7.1.1), score_eval.extract_all + judge_document(truth, src, out=src) must report
every personal value leaked, no kept value lost and 0 unmeasurable probes. Exit 1 on any failure.

Result with --seed 487: 40 documents, 92 pages (3 one-page, 22 two-page, 15 three-page documents; rlduplicata 23,
fpdffax 26, mupdfwindow 23, pydyfseyes 20 pages); 3354 personal items (870 critical) and 1189 kept items (264 care
dates, 40 homonym words, 885 decoys); nothing dropped: all 40 documents pass the self-check and judge_document in
the judge's venv. Two runs give identical truth files and manifest (hence identical PDF bytes: the manifest holds
their sha256).

Reading quirks seen while building it:
  * pdftotext read the dose "1 g" in a narrow table cell as "1g" (pypdf kept the space); the pain-clinic table now
    prints "1000 mg" ("1 g" stays in running prose, where both readers keep it).
  * the outlined diagonal DUPLICATA watermark: pypdf gives it as one word at the start of the page (stream order);
    pdftotext splits it into single letters, one per line, scattered (bottom-up) between the body lines it crosses.
    No value is cut by it: every value is still found whole on its page by both readers.
  * fpdf2's subsetter makes fontTools log "'created' timestamp seems very low" for Carlito; the generator silences it.

Reproduce (from the repository root; about 35 s, single process):
    tools/_cache/ar-venv/bin/python tools/make_corpus_aw.py [--seed 487] [--docs 40] [--check-determinism]
It rewrites benchmarks/out/corpus_aw/, self-checks, then runs
    tools/_cache/judge-venv/bin/python tools/make_corpus_aw.py --judge-only
(also callable alone). --check-determinism builds the corpus twice and compares truths + manifest. Deterministic
for a seed (random.Random(seed * 1000 + i) per document, no clock in the PDFs).

Set-up (already present on this machine; Debian 12, from the repository root, registries only):
    apt-get install -y --no-install-recommends poppler-utils fonts-dejavu-core fonts-freefont-ttf fonts-crosextra-carlito python3-venv
    python3 -m venv tools/_cache/ar-venv
    tools/_cache/ar-venv/bin/pip install reportlab==5.1.0 fpdf2==2.8.9 pymupdf==2.0 pydyf==0.13.0 pypdf==7.1.1
    python3 -m venv tools/_cache/judge-venv && tools/_cache/judge-venv/bin/pip install pypdf==7.1.1 cryptography
"""
from __future__ import annotations

import argparse
import hashlib
import json
import logging
import os
import random
import re
import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
OUT = ROOT / "benchmarks" / "out" / "corpus_aw"
JUDGE_PY = ROOT / "tools" / "_cache" / "judge-venv" / "bin" / "python"
FAMILIES = ["pydyfseyes", "rlduplicata", "fpdffax", "mupdfwindow"]  # document i goes to FAMILIES[i % 4]


def plan(seed: int, ndocs: int):
    from corpus_aw.content import SHAPES
    ranks = Counter()
    out = []
    for i in range(1, ndocs + 1):
        fi = i % 4
        k = ranks[fi]
        ranks[fi] += 1
        out.append((i, FAMILIES[fi], SHAPES[(k + fi) % 6], 1 + (i + k) % 3))
    return out


def build_all(seed: int, ndocs: int, out: Path) -> list[dict]:
    from corpus_aw.content import build
    from corpus_aw.render import PRODUCERS, RENDERERS
    if out.exists():
        shutil.rmtree(out)
    (out / "pdf").mkdir(parents=True)
    (out / "truth").mkdir(parents=True)
    docs = []
    for i, fam, shape, npl in plan(seed, ndocs):
        r = random.Random(seed * 1000 + i)
        doc = build(r, i, shape, max(1, npl - 1) if fam == "fpdffax" else npl)
        pdf, vals = RENDERERS[fam](doc)
        name = "aw%03d_%s_%s" % (i, fam, shape)
        (out / "pdf" / (name + ".pdf")).write_bytes(pdf)
        truth = {"name": name, "family": fam, "shape": shape, "kind": shape, "producer": PRODUCERS[fam],
                 "producers": [PRODUCERS[fam]], "seed": seed, "page_index_base": 0, "title": doc["title"],
                 "planned_pages": npl, "metadata_items": [],
                 "pages": [{"index": k, "items": [v.item() for v in pv]} for k, pv in enumerate(vals)]}
        (out / "truth" / (name + ".json")).write_text(json.dumps(truth, ensure_ascii=False, indent=1), encoding="utf-8")
        docs.append({"name": name, "pdf": "pdf/%s.pdf" % name, "truth": "truth/%s.json" % name, "pages": len(vals),
                     "family": fam, "shape": shape, "producer": PRODUCERS[fam], "producers": [PRODUCERS[fam]],
                     "sha256": hashlib.sha256(pdf).hexdigest()})
    return docs


# ------------------------------------------------------------------ checks
def _need(items, p, ci, normalize, count):
    return sum(count(p, normalize(it["text"]), ci) or (p in it["probes"]) for it in items)


def check_ids(truth) -> list[str]:
    from corpus_aw.ids import luhn_ok, nir_key
    errs = []
    for pg in truth["pages"]:
        for it in pg["items"]:
            d = re.sub(r"\D", "", it["text"])
            k, sub = it["kind"], it["subtype"]
            ok = True
            if k == "NIR":
                ok = len(d) == 15 and nir_key(d[:13]) == d[13:]
            elif k == "RPPS":
                ok = (len(d) == 11 and luhn_ok(d)) if sub != "idnat" else (len(d) == 12 and d[0] == "8" and luhn_ok(d[1:]))
            elif k == "FINESS":
                ok = (len(d) == 9 and luhn_ok(d)) if sub != "idnat" else (len(d) == 10 and d[0] == "1" and luhn_ok(d[1:]))
            elif k == "ADELI":
                ok = len(d) == 9 and luhn_ok(d)
            if not ok:
                errs.append("invalid %s %s" % (k, it["text"]))
    return errs


def self_check(out: Path, docs: list[dict]) -> int:
    """Every probe on its page for BOTH readers, no untagged copy of a personal probe, ids valid, pages 1-3."""
    logging.getLogger("pypdf").setLevel(logging.ERROR)
    from score_eval import count, extract_pdftotext, extract_pypdf, normalize
    bad = 0
    for d in docs:
        truth = json.loads((out / d["truth"]).read_text(encoding="utf-8"))
        pdf = out / d["pdf"]
        pt = extract_pdftotext(pdf)
        pp, _ = extract_pypdf(pdf)
        errs = check_ids(truth)
        n = len(truth["pages"])
        if not (len(pt) == len(pp) == n) or not 1 <= n <= 3:
            errs.append("pages: truth %d pdftotext %d pypdf %d" % (n, len(pt), len(pp)))
        for pg in truth["pages"]:
            k = pg["index"]
            items = pg["items"]
            for p in sorted({p for it in items for p in it["probes"]}):
                ci = "@" in p
                need = _need(items, p, ci, normalize, count)
                for ex, pages in (("pdftotext", pt), ("pypdf", pp)):
                    txt = pages[k] if k < len(pages) else ""
                    seen = max(count(p, normalize(txt), ci), count(p, normalize(txt, True), ci))
                    if seen < need:
                        errs.append("page %d %s sees %r %d < %d" % (k, ex, p, seen, need))
        allitems = [it for pg in truth["pages"] for it in pg["items"]]
        for p in sorted({p for it in allitems if it["role"] == "pii" for p in it["probes"]}):
            ci = "@" in p
            need = _need(allitems, p, ci, normalize, count)
            for ex, pages in (("pdftotext", pt), ("pypdf", pp)):
                whole = "\n".join(pages)
                seen = max(count(p, normalize(whole), ci), count(p, normalize(whole, True), ci))
                if seen > need:
                    errs.append("%s sees personal %r %d times, truth says %d" % (ex, p, seen, need))
        if errs:
            bad += 1
            print("FAIL", d["name"], *errs[:12], sep="\n  ")
    return bad


def judge_only(out: Path) -> int:
    """Run in the judge's venv: judge_document(truth, src, out=src) must leak every personal item, lose nothing."""
    logging.getLogger("pypdf").setLevel(logging.ERROR)
    from score_eval import extract_all, judge_document
    man = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    bad = 0
    for d in man["documents"]:
        truth = json.loads((out / d["truth"]).read_text(encoding="utf-8"))
        src = extract_all(out / d["pdf"])
        j = judge_document(truth, src, src)
        leaks_ok = all(v["leaked"] == v["total"] and v["unmeasurable"] == 0 for v in j["leaks"].values())
        kept_ok = all(v["lost"] == 0 and v["unmeasurable"] == 0 for v in j["kept"].values())
        if not (leaks_ok and kept_ok and j["unmeasurable_probes"] == 0):
            bad += 1
            print("JUDGE FAIL", d["name"], json.dumps(j, ensure_ascii=False)[:1500])
    print("judge_document: %d/%d documents pass" % (len(man["documents"]) - bad, len(man["documents"])))
    return bad


def versions() -> dict:
    import fpdf
    import pydyf
    import pymupdf
    import pypdf
    import reportlab
    v = {"reportlab": reportlab.Version, "fpdf2": fpdf.__version__, "pymupdf": pymupdf.VersionBind,
         "mupdf": pymupdf.VersionFitz, "pydyf": pydyf.__version__, "pypdf": pypdf.__version__}
    r = subprocess.run(["pdftotext", "-v"], capture_output=True, text=True)
    v["pdftotext"] = (r.stderr or r.stdout).splitlines()[0]
    return v


def manifest(out: Path, seed: int, docs: list[dict]) -> dict:
    pii, keep, crit = Counter(), Counter(), 0
    pages_by_family, by_pages = Counter(), Counter()
    for d in docs:
        truth = json.loads((out / d["truth"]).read_text(encoding="utf-8"))
        pages_by_family[d["family"]] += d["pages"]
        by_pages[str(d["pages"])] += 1
        for pg in truth["pages"]:
            for it in pg["items"]:
                if it["role"] == "pii":
                    pii[it["kind"]] += 1
                    crit += it["critical"]
                else:
                    keep["DATE_SOINS" if it["kind"] == "DATE" else
                         ("ORDINAIRE_" + it["subtype"] if it["kind"] == "ORDINAIRE" else it["subtype"])] += 1
    m = {"corpus": "aw", "seed": seed, "generator": "tools/make_corpus_aw.py", "versions": versions(),
         "documents": docs,
         "totals": {"documents": len(docs), "pages": sum(d["pages"] for d in docs),
                    "documents_by_pages": dict(sorted(by_pages.items())), "pages_by_family": dict(pages_by_family),
                    "pii_items": sum(pii.values()), "critical_items": crit, "pii_by_kind": dict(sorted(pii.items())),
                    "keep_items": sum(keep.values()), "keep_by_kind": dict(sorted(keep.items()))}}
    (out / "manifest.json").write_text(json.dumps(m, ensure_ascii=False, indent=1), encoding="utf-8")
    return m


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=487)
    ap.add_argument("--docs", type=int, default=40)
    ap.add_argument("--out", type=Path, default=OUT)
    ap.add_argument("--judge-only", action="store_true", help="only run judge_document (use the judge's venv)")
    ap.add_argument("--check-determinism", action="store_true", help="build twice and compare truths + manifest")
    a = ap.parse_args(argv)
    if a.judge_only:
        return 1 if judge_only(a.out) else 0
    import warnings
    warnings.filterwarnings("ignore")
    logging.getLogger("fontTools").setLevel(logging.ERROR)
    docs = build_all(a.seed, a.docs, a.out)
    m = manifest(a.out, a.seed, docs)
    bad = self_check(a.out, docs)
    print("self-check: %d/%d documents pass" % (len(docs) - bad, len(docs)))
    print(json.dumps(m["totals"], ensure_ascii=False))
    if a.check_determinism:
        snap = {p.name: p.read_bytes() for p in sorted((a.out / "truth").glob("*.json"))}
        snap["manifest.json"] = (a.out / "manifest.json").read_bytes()
        docs2 = build_all(a.seed, a.docs, a.out)
        manifest(a.out, a.seed, docs2)
        snap2 = {p.name: p.read_bytes() for p in sorted((a.out / "truth").glob("*.json"))}
        snap2["manifest.json"] = (a.out / "manifest.json").read_bytes()
        same = snap == snap2
        print("determinism: truths + manifest %s" % ("identical" if same else "DIFFER"))
        bad += 0 if same else 1
    if JUDGE_PY.exists():
        r = subprocess.run([str(JUDGE_PY), str(Path(__file__).resolve()), "--judge-only", "--out", str(a.out)])
        bad += r.returncode
    else:
        print("judge venv missing:", JUDGE_PY)
        bad += 1
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
