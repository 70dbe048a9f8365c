"""Corpus AR: 40 fictional French clinical PDFs, four writers already used by earlier corpora, NEW layouts and shapes.

Held-out evaluation corpus, written without looking at the product: only tools/score_eval.py (the judge:
truth format, probes, decoys, ordinary words, critical kinds, judge_document), the module docstrings of
tools/make_corpus_*.py (to know which writers, layouts and shapes were already used) and
tools/corpus_aq/ids.py + model.py (structure of the identifier helpers and of the value model, adapted into
tools/corpus_ar/ as independent code with new pools) were read. Output:
benchmarks/out/corpus_ar/{manifest.json, pdf/arNNN_<family>_<shape>.pdf, truth/arNNN_<family>_<shape>.json}
in the judge's format. Seed 431, 40 documents of 1-3 pages, document i (1-based) in family i % 4.

Writers (REUSED, not new: the docstrings show the pool of unused PDF writers nearly exhausted - the last corpora
found only three new ones each. Each writer below was used before, but here with a layout no earlier corpus drew
and with six document shapes no earlier corpus had):
  1 rlcaption   reportlab 5.1.0 (PyPI; used by corpora P / X / ...), pdfgen canvas with invariant=1, GNU FreeFont
                FreeSerif / FreeSerif Bold (fonts-freefont-ttf 20120503-10) embedded as TrueType subsets. Layout: left
                letterhead + right edition block (date, author, reference), identity and administrative data as a
                GRID OF BOXED CELLS WITH THE VALUE ABOVE ITS SMALL CAPTION (3 per row, long values span 2-3 cells),
                upper-case underlined headings, fully ruled tables, right-aligned running head, ruled foot
                "establishment - FINESS - feuillet k/n".
  2 fpdfleader  fpdf2 2.8.9 (PyPI; used by corpora Q / X), Carlito / Carlito Bold (fonts-crosextra-carlito
                20230309-1) TrueType subsets. Layout: centred letterhead over a double rule, identity as TWO COLUMNS
                OF "label ........ value" DOT-LEADER LINES (the dots are their own text object), grey heading bands,
                tables with a shaded header row and no vertical rules, running head over a hairline, centred foot.
  3 mupdfland   PyMuPDF 2.0 (MuPDF 1.28.5; PyMuPDF was used by corpora C / V with portrait layouts), page.insert_text
                with GNU FreeSans / FreeSans Bold, subset by doc.subset_fonts(). Layout: A4 LANDSCAPE; page 1 opens with
                a band of THREE BOXED CELLS (letterhead | patient sticker | service), identity as three columns of
                "Label : value" wrapped in their column, zebra-striped tables, head from page 2 on, centred foot.
  0 pydyftimes  pydyf 0.13.0 (PyPI; used by corpora S / AE with Helvetica / Liberation), content streams written
                here: base-14 Times-Roman / Times-Bold / Courier with /WinAnsiEncoding, NOT embedded, cp1252 bytes
                in Tj strings. Layout: SIDE HEADINGS (upper-case section titles in a left margin column, body to the
                right of them), a Courier patient sticker box top right (upper-case name, birth date, IPP, stay,
                UF), identity as label / tab-aligned value, booktabs-style tables (rules above / below only).
The display lists (positions, wrapping from the real font advances via reportlab.pdfbase.pdfmetrics, which
also reads the TTFs for the other writers) come from tools/corpus_ar/layout.py; a truth value is never cut by
a line break (a value and the punctuation glued to it form one unbreakable word).

Shapes (tools/corpus_ar/content.py; none was in an earlier corpus; the k-th document of family f gets
SHAPES[(k + f) % 6], so every family has several shapes; planned pages 1 + (i + k) % 3, the three sections
spread over them; a section may overflow onto a further page):
  densitometrie  DXA bone-density report: prescriber with RPPS, exam accession number, device (Hologic Horizon A),
                 site / BMD / T-score / Z-score table, FRAX, TBS, M81.0, CCAM PAQK007, alendronate dose + ATC,
                 technician in lower case with ADELI, homonym word.
  sismotherapie  electroconvulsive-therapy session sheet: F33.2, written consent, trusted person with phone, session
                 table (date, charge %, EEG seizure length, etomidate dose, MADRS), Thymatron, anaesthetist RPPS,
                 nurse ADELI, insurer + member number, GP, person to notify.
  hyperbare      hyperbaric-oxygen session sheet: sudden deafness H91.2, ENT prescriber, employer, insurer + member,
                 session table (2,5 ATA, minutes, Teed grade), chamber model, nurse ADELI, patient phone.
  paracentese    day-hospital evacuating paracentesis: cirrhosis K70.3, Child-Pugh / MELD, laboratory + lab file
                 number, lab table with units, ranges and LOINC, FibroScan kPa, CCAM HPJB001, albumin dose + lot.
  neuropsy       neuropsychological assessment: carer with phone and e-mail, employer, MRI accession number, test
                 table (MMSE, MoCA, RL/RI-16, TMT, fluency, BREF) with norms, Rey / Zarit / Alzheimer eponyms, G30.1.
  tabacologie    smoking-cessation consultation: pack-years, Fagerström, expired CO, F17.2, substitutes table with
                 doses and lots, varenicline ATC, insurer + member number, patient phone and e-mail, employer.
Every document: letterhead (establishment + acronym, address, postcode, town, phone, FINESS and "1"+FINESS), an
identity block (usage name, first name, birth name for most women, birth date in one of 12 writings - numeric,
weekday, capital month, one-digit month, two-digit year, spaced digits, ISO, abbreviated month -, IPP, NDA,
NIR with key in five spellings or INS, address, postcode, town, phone, e-mail), running head and foot with
patient ids and page markers, signature with RPPS and "8"+RPPS, copy to the GP with address.

Truth (judge's format): {"name", "family", "shape", "kind", "producer", "producers", "seed", "page_index_base": 0,
"pages": [{"index", "items": [{"role", "kind", "text", "subtype", "critical", "probes"}]}], "metadata_items"}.
role "pii": NOM / PRENOM (subtype patient, naissance, medecin, soignant, proche), DATE_NAISSANCE, NIR (subtype ins
for the INS), IPP, NUM_SEJOUR, RPPS (subtype idnat for "8"+RPPS), ADELI, FINESS (idnat for "1"+FINESS), ADRESSE
(probes: value + street without number), CODE_POSTAL, VILLE, TELEPHONE, EMAIL, ETABLISSEMENT (etablissement,
sigle, laboratoire, employeur), NUM_DOSSIER_LABO, NUM_ACCESSION, NUM_ADHERENT, ORGANISME, IDENTIFIANT (subtype
demande: request / prescription numbers). critical =
DATE_NAISSANCE, NIR, IPP, EMAIL and the patient's NOM / PRENOM (incl. birth name). role "keep": DATE / SOINS
(care dates), DECOY (CIM10, CCAM, ATC, LOINC, LOT, DOSE, BIOLOGIE, INTERVALLE, NORMES, SCORE, MESURE, POIDS, AGE,
EPONYME, DISPOSITIF, MEDICAMENT, PAGE), MOT / HOMONYME (an ordinary word equal to the signing doctor's surname: berger,
charpentier, potier...; reported by the judge as ORDINAIRE_HOMONYME). One item per printed occurrence.

Metadata: Info /Title = "<shape title> - NOM Prénom" and /Subject = "IPP <ipp>" when i % 3 == 0 (metadata_items
NOM, PRENOM, IPP, kept only if pypdf's metadata text shows their probe), otherwise the shape title and the
service; /Author is the service's secretariat (no personal value). Dates are fixed (reportlab invariant=1,
fpdf2 set_creation_date, PyMuPDF creationDate/modDate + no_new_id, pydyf writes none and a fixed /ID).

Validation (in this generator, with the judge's own functions from tools/score_eval.py): an item stays on its
page only if BOTH pdftotext and pypdf show each of its probes on that page at least as often as the page's
items claim (occurrences inside longer items counted as the judge's E_pii does); otherwise it is dropped (the
manifest's alignment_summary counts planned / kept / dropped per family). Then
judge_document(truth, src, out=src) must give no unmeasurable probe, every personal value leaked and no kept
value lost; offending items are dropped and the run fails if any remain. Page counts are checked against
pdftotext and pypdf, and the truth + manifest of two runs are compared with --check-determinism.

Result with --seed 431: 40 documents, 81 pages (12 one-page, 15 two-page, 13 three-page; rlcaption 20, fpdfleader 21,
mupdfland 20, pydyftimes 20); 2175 personal items + 39 metadata items, 1238 kept items (203 care dates, 26
homonym words, 1009 decoys); 3413 planned items, none dropped. Two runs give identical truth files, manifest and
PDF bytes (all four writers). Re-checked with tools/_cache/judge-venv (pypdf 7.1.1, no fontTools):
judge_document(truth, src, src) on all 40 documents: every personal value leaked, no kept value lost, 0
unmeasurable probe; every probe found on its declared page; every NIR key, RPPS / ADELI / FINESS Luhn digit valid.

Reading quirks seen while building it:
  * pdftotext glues single-spaced single digits ("1 7 0 4 1 9 7 2" -> "17041972") in FreeSerif / Times: the
    spaced-digit birth date is printed with two spaces between digits, as boxed forms space them.
  * PyMuPDF 2.0's subset fonts carry a ToUnicode CMap with 5-hex-digit entries for supplementary-plane code points
    (FreeSans covers some): pypdf logs "Odd-length string" and skips those lines; Latin text is unaffected.
    fontTools notes Carlito's low head.created while fpdf2 subsets it. Both messages are silenced.
  * pydyftimes: pdftotext reads the Courier sticker box beside the letterhead as its own block, pypdf in stream
    order; a right-aligned running head at the sticker's height got interleaved with it, so the head sits above.
  * fpdfleader: the dot leaders are separate text objects; pdftotext may glue them to the value ("....CAZENAVE"),
    which the judge's word-boundary probes still match.

Set-up (Debian 12, root, from the repository root; registries only):
    apt-get update && apt-get install -y --no-install-recommends poppler-utils fonts-freefont-ttf fonts-crosextra-carlito python3-venv
    python3 -m venv tools/_cache/ar-venv
    tools/_cache/ar-venv/bin/pip install reportlab==5.1.0 fpdf2==2.8.9 pymupdf==2.0 pydyf==0.13.0 pypdf==7.1.1
    (pymupdf 2.0 pulls pymupdf4llm / pymupdf_layout / onnxruntime, unused here; fonttools 4.69.1 comes with fpdf2)
Generation (about 20 s):
    tools/_cache/ar-venv/bin/python tools/make_corpus_ar.py [--seed 431] [--out benchmarks/out/corpus_ar] [--check-determinism]
"""
from __future__ import annotations

import argparse
import json
import logging
import random
import shutil
import sys
import tempfile
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import score_eval as se  # noqa: E402  (the judge's own extractors and normaliser)
from corpus_ar import content  # noqa: E402
from corpus_ar.backends import WRITERS  # noqa: E402
from corpus_ar.layout import STYLES, Layout  # noqa: E402

FAM_NAMES = {1: "rlcaption", 2: "fpdfleader", 3: "mupdfland", 0: "pydyftimes"}


def versions() -> dict:
    import fpdf
    import pydyf
    import pymupdf
    import pypdf
    import reportlab
    import subprocess
    pt = subprocess.run([se.PDFTOTEXT, "-v"], capture_output=True, text=True)
    return {"reportlab": reportlab.Version, "fpdf2": fpdf.__version__, "pymupdf": pymupdf.VersionBind,
            "mupdf": pymupdf.VersionFitz, "pydyf": pydyf.__version__ if hasattr(pydyf, "__version__") else "0.13.0",
            "pypdf": pypdf.__version__, "pdftotext": (pt.stderr or pt.stdout).splitlines()[0].strip(),
            "python": sys.version.split()[0]}


def producers(v: dict) -> dict:
    return {1: "reportlab %s" % v["reportlab"], 2: "fpdf2 %s" % v["fpdf2"],
            3: "PyMuPDF %s (MuPDF %s)" % (v["pymupdf"], v["mupdf"]), 0: "pydyf %s" % v["pydyf"]}


def plan(seed: int, n: int):
    rank = Counter()
    docs = []
    for i in range(1, n + 1):
        f = i % 4
        k = rank[f]
        rank[f] += 1
        shape = content.SHAPES[(k + f) % 6]
        docs.append({"i": i, "f": f, "k": k, "shape": shape, "pages": 1 + (i + k) % 3,
                     "name": "ar%03d_%s_%s" % (i, FAM_NAMES[f], shape)})
    return docs


def build(doc, seed):
    r = random.Random(seed * 1000 + doc["i"])
    c = content.Ctx(r, doc["i"], doc["shape"])
    st = doc["i"] % 7
    sections = content.BUILDERS[doc["shape"]](c, st)
    title = sections[0][0][1]
    P = doc["pages"]
    groups = [sum(sections, [])] if P == 1 else ([sections[0], sections[1] + sections[2]] if P == 2 else sections)
    lay = Layout(c, doc["f"])
    pages = lay.render(groups, title)
    meta_items = []
    t = content.TITLES[doc["shape"]]
    if doc["i"] % 3 == 0:
        meta = {"title": "%s - %s %s" % (t, c.pat.surname.upper(), c.pat.first), "author": "Secrétariat - " + c.service,
                "subject": "IPP %s" % c.ipp}
        meta_items = [{"kind": "NOM", "text": c.pat.surname.upper(), "field": "Title", "critical": True, "probes": [c.pat.surname.upper()]},
                      {"kind": "PRENOM", "text": c.pat.first, "field": "Title", "critical": True, "probes": [c.pat.first]},
                      {"kind": "IPP", "text": c.ipp, "field": "Subject", "critical": True, "probes": [c.ipp]}]
    else:
        meta = {"title": t, "author": "Secrétariat - " + c.service, "subject": c.service}
    return c, lay, pages, meta, meta_items


def page_texts(pdf: Path):
    pt = se.extract_pdftotext(pdf)
    pp, meta = se.extract_pypdf(pdf)
    return ([(se.normalize(x), se.normalize(x, True)) for x in pt], [(se.normalize(x), se.normalize(x, True)) for x in pp], meta)


def need_on(items, p):
    ci = "@" in p
    return sum(se.count(p, se.normalize(it["text"]), ci) or (p in it["probes"]) for it in items)


def seen(p, pair):
    ci = "@" in p
    return max(se.count(p, pair[0], ci), se.count(p, pair[1], ci))


def align(truth_pages, pt, pp):
    """Drop items whose probes both readers do not show on their page often enough."""
    dropped = []
    for pg in truth_pages:
        while True:
            items = pg["items"]
            bad = None
            for p in sorted({q for it in items for q in it["probes"]}):
                need = need_on(items, p)
                idx = pg["index"]
                a = seen(p, pt[idx]) if idx < len(pt) else 0
                b = seen(p, pp[idx]) if idx < len(pp) else 0
                if a < need or b < need:
                    bad = p
                    break
            if bad is None:
                break
            # drop the last item carrying this probe (fewest disturbance), then re-check
            for j in range(len(items) - 1, -1, -1):
                if bad in items[j]["probes"]:
                    dropped.append(dict(items[j], page=pg["index"], reason="page count"))
                    del items[j]
                    break
    return dropped


def self_check(truth, pdf):
    src = se.extract_all(pdf)
    j = se.judge_document(truth, src, src)
    problems = []
    if j["unmeasurable_probes"]:
        problems.append("unmeasurable probes: %d" % j["unmeasurable_probes"])
    for k, v in j["leaks"].items():
        if k == "METADONNEES":
            continue
        if v["unmeasurable"] or v["leaked"] != v["total"]:
            problems.append("pii %s %s" % (k, v))
    for k, v in j["kept"].items():
        if v["lost"] or v["unmeasurable"]:
            problems.append("keep %s %s" % (k, v))
    m = j["leaks"].get("METADONNEES")
    if m and m["leaked"] != m["total"]:
        problems.append("metadata %s" % m)
    return j, problems


def generate(seed: int, n: int, out: Path, quiet=False) -> dict:
    if out.exists():
        shutil.rmtree(out)
    (out / "pdf").mkdir(parents=True)
    (out / "truth").mkdir(parents=True)
    ver = versions()
    prods = producers(ver)
    manifest_docs = []
    summary = defaultdict(lambda: {"planned": 0, "kept": 0, "dropped": 0, "pages": 0, "documents": 0})
    failures = []
    for doc in plan(seed, n):
        c, lay, pages, meta, meta_items = build(doc, seed)
        pdf = out / "pdf" / (doc["name"] + ".pdf")
        WRITERS[doc["f"]](pdf, pages, STYLES[doc["f"]], meta)
        tpages = []
        for k, pg in enumerate(pages):
            items = []
            for op in pg.ops:
                if op["op"] == "text":
                    items.extend(v.item() for v in op["values"])
            tpages.append({"index": k, "items": items})
        planned = sum(len(p["items"]) for p in tpages)
        pt, pp, metatext = page_texts(pdf)
        if len(pt) != len(pages) or len(pp) != len(pages):
            failures.append("%s: page count %d/%d/%d" % (doc["name"], len(pages), len(pt), len(pp)))
        dropped = align(tpages, pt, pp)
        meta_items = [m for m in meta_items if any(p in metatext for p in m["probes"])]
        truth = {"name": doc["name"], "family": FAM_NAMES[doc["f"]], "shape": doc["shape"], "kind": doc["shape"],
                 "producer": prods[doc["f"]], "producers": [prods[doc["f"]]], "seed": seed, "page_index_base": 0,
                 "planned_pages": doc["pages"], "pages": tpages, "metadata_items": meta_items}
        if dropped:
            truth["dropped"] = [{k: d[k] for k in ("kind", "text", "page", "reason")} for d in dropped]
        j, problems = self_check(truth, pdf)
        if problems:
            failures.append("%s: %s" % (doc["name"], "; ".join(problems)))
        (out / "truth" / (doc["name"] + ".json")).write_text(json.dumps(truth, ensure_ascii=False, indent=1), encoding="utf-8")
        kept = sum(len(p["items"]) for p in tpages)
        s = summary[FAM_NAMES[doc["f"]]]
        s["planned"] += planned
        s["kept"] += kept
        s["dropped"] += len(dropped)
        s["pages"] += len(pages)
        s["documents"] += 1
        manifest_docs.append({"name": doc["name"], "pdf": "pdf/%s.pdf" % doc["name"], "truth": "truth/%s.json" % doc["name"],
                              "pages": len(pages), "family": FAM_NAMES[doc["f"]], "shape": doc["shape"],
                              "producer": prods[doc["f"]], "producers": [prods[doc["f"]]]})
        if not quiet:
            print("%-36s pages %d  items %3d  dropped %d%s" % (doc["name"], len(pages), kept, len(dropped),
                                                                  ("  FAIL " + "; ".join(problems)) if problems else ""))
    totals = Counter()
    for d in manifest_docs:
        t = json.loads((out / d["truth"]).read_text(encoding="utf-8"))
        for pg in t["pages"]:
            for it in pg["items"]:
                totals["%s:%s" % (it["role"], it["kind"] if it["role"] == "pii" else (it["subtype"] if it["kind"] == "DECOY" else it["kind"]))] += 1
        totals["metadata_items"] += len(t["metadata_items"])
    manifest = {"corpus": "ar", "seed": seed, "generator": "tools/make_corpus_ar.py", "versions": ver,
                "families": {FAM_NAMES[f]: prods[f] for f in (1, 2, 3, 0)}, "shapes": content.SHAPES,
                "documents": manifest_docs, "pages": sum(d["pages"] for d in manifest_docs),
                "alignment_summary": dict(summary), "totals": dict(sorted(totals.items()))}
    (out / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")
    if failures:
        print("SELF-CHECK FAILURES:", *failures, sep="\n  ", file=sys.stderr)
    return {"manifest": manifest, "failures": failures}


def main(argv=None) -> int:
    logging.disable(logging.WARNING)  # pypdf's ToUnicode warnings on MuPDF subsets, fontTools' head.created note
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=431)
    ap.add_argument("--docs", type=int, default=40)
    ap.add_argument("--out", type=Path, default=ROOT / "benchmarks" / "out" / "corpus_ar")
    ap.add_argument("--check-determinism", action="store_true", help="generate twice and compare truth, manifest, PDF bytes")
    a = ap.parse_args(argv)
    res = generate(a.seed, a.docs, a.out)
    rc = 1 if res["failures"] else 0
    if a.check_determinism:
        with tempfile.TemporaryDirectory() as td:
            other = Path(td) / "corpus_ar"
            generate(a.seed, a.docs, other, quiet=True)
            diff_t = [p.name for p in sorted((a.out / "truth").glob("*.json")) if p.read_bytes() != (other / "truth" / p.name).read_bytes()]
            diff_p = [p.name for p in sorted((a.out / "pdf").glob("*.pdf")) if p.read_bytes() != (other / "pdf" / p.name).read_bytes()]
            man = (a.out / "manifest.json").read_bytes() == (other / "manifest.json").read_bytes()
            print("determinism: truth differing %d, pdf differing %d, manifest identical %s" % (len(diff_t), len(diff_p), man))
            if diff_t or not man:
                rc = 1
    m = res["manifest"]
    print(json.dumps({"documents": len(m["documents"]), "pages": m["pages"], "alignment_summary": m["alignment_summary"],
                      "totals": m["totals"], "failures": len(res["failures"])}, ensure_ascii=False))
    return rc


if __name__ == "__main__":
    raise SystemExit(main())
