"""Corpus AV: 40 fictional French clinical PDFs, written without looking at the product.

Read to write it: tools/score_eval.py (truth format, probes, decoys, ordinary words, critical kinds,
judge_document), the top docstrings of the earlier tools/make_corpus_*.py (writers, layouts and shapes already
used; grepped for every layout and shape word used below), tools/corpus_au/ids.py, model.py and render.py (copied
and adapted into tools/corpus_av/ with new pools of names, establishments, laboratories, insurers, employers and
providers, and a new set of layouts), and, for the format only, benchmarks/out/corpus_au/manifest.json and one
truth file. Nothing under app/, tests/, docs/, README.md or benchmarks/RESULTS*.md was read and the product was not
run. Everything is invented (people, NIR with key 97 - NIR13 mod 97 and the 15-digit INS, Luhn-valid 11-digit RPPS
and the national "8"+RPPS, Luhn-valid FINESS and the legal-entity "1"+FINESS, 9-digit ADELI, IPP, NDA with letters
and hyphens, lab file / imaging accession / request-prescription / insurance member numbers, establishments and
acronyms, laboratories, employers, insurers, home-care providers); communes and postcodes are real; phones use
fiction-style blocks; e-mail domains are fictional.

Output: benchmarks/out/corpus_av/{manifest.json, pdf/avNNN_<family>_<shape>.pdf, truth/avNNN_<family>_<shape>.json}
in the judge's format (page_index_base 0, one item per printed occurrence, no metadata items: Info titles are the
neutral shape title and the service). Seed 479, 40 documents, document i (1-based) in family i % 4; the k-th
document of family f gets SHAPES[(k + f) % 6]; planned pages 1 + (i + k) % 3 (the three sections of a shape are
spread over them; a page that overflows continues on the next one; every document has 1-3 pages).

WRITERS AND LAYOUTS (all already installed in tools/_cache/ar-venv; nothing new was installed). Each writer was
used by an earlier corpus, each LAYOUT is new (none of: line numbers, margin notes, timeline, tiles / dashboard,
reverse video / white text, tear-off stub / talon appears in an earlier docstring):
  1 rlmargin      ReportLab 5.1.0 pdfgen canvas (invariant=1), DejaVu Serif Condensed / Bold / Italic and DejaVu
                  Sans Mono TTF subsets. Layout: a LINE-NUMBERED BODY with MARGIN NOTES: letterhead right-aligned
                  over a double rule, every body line numbered in a grey left gutter (numbers restart on each page,
                  a hairline separates them from the text), section titles and the care team (names + RPPS + ADELI)
                  set as italic notes in a right margin column beside the lines they annotate, labels in italics
                  with hanging values, open tables, signature indented, ruled foot "identity - page k sur n".
  2 fpdftimeline  fpdf2 2.8.9, GNU FreeSans / Bold / Oblique TTF subsets, fixed creation date. Layout: a VERTICAL
                  TIMELINE: letterhead left and care team right-aligned over a centred title, then an axis down the
                  page; each section is a node (dot on the axis, "étape k" tag left of it, coloured title right of
                  it); field labels are right-aligned LEFT of the axis and their values RIGHT of it; tables with a
                  tinted header to the right of the axis; running head "Suite du document" from page 2; foot "k/n".
  3 mupdftiles    PyMuPDF 2.0 (MuPDF 1.28.5) page.insert_text / draw_rect with DejaVu Sans / Bold / Oblique,
                  doc.subset_fonts(), fixed dates and no_new_id. Layout: DASHBOARD TILES: establishment name and the
                  acronym in a large framed box, two tinted tiles with title strips (Établissement | Équipe de
                  soins), a full-width framed PATIENT tile with the identity in two columns of caption-over-value,
                  square-bulleted section titles, field groups as tinted tiles, tables with dotted row rules,
                  right-aligned foot "identity - tableau k/n".
  0 pydyfstub     pydyf 0.13.0 with content streams written here: base-14 Helvetica / Bold / Oblique and Courier,
                  /WinAnsiEncoding (cp1252 strings), not embedded, fixed /ID. Layout: REVERSE-VIDEO SECTION BARS
                  (white bold capitals on a dark red band) and a TEAR-OFF STUB on every page: a dashed cut line
                  "à détacher et à joindre au dossier de soins" above a framed "TALON D'IDENTIFICATION" repeating
                  name + compact birth date (JJMMAAAA glued after the first name), IPP, NDA, acronym, "feuillet k/n"
                  and a drawn bar pattern; letterhead left with a red accent rule, title and team right-aligned,
                  fully ruled tables with a grey header.

SHAPES (tools/corpus_av/content.py; none is named in an earlier docstring - grepped in French and English):
  nutrition_parenterale  home parenteral-nutrition prescription: short bowel K91.2, PICC line + CCAM, bag table
                         (product, volume, ATC, lot, hours), lab values + LOINC, laboratory + lab file number,
                         prescription id, home-care provider + phone, home nurse with ADELI.
  lithotritie            extracorporeal shock-wave lithotripsy report: N20.0, CT accession number, ECBU lab file,
                         CCAM JANM001, lithotripter, sequence table (shocks, energy, rate, time), analgesia doses /
                         ATC / lot, employer, urologist follow-up.
  bilan_vestibulaire     vestibular work-up: Dix-Hallpike / Romberg / Fukuda / Sémont eponyms, DHI score, VNG + vHIT
                         table with norms, H81.1, betahistine dose + ATC, physiotherapist (MK) with ADELI, employer.
  mapa_24h               24-hour ambulatory blood-pressure monitoring: device, CCAM, request number, day / night /
                         24 h table (mmHg, bpm, counts, thresholds), dipping %, lab values, I10, drugs + ATC.
  hemocultures           blood cultures + antibiogram: laboratory, lab file number, prescription id, LOINC 600-7,
                         BacT/ALERT bottles, organism, MIC table with ATC codes, A41.x, biologist's "8"+RPPS.
  echanges_plasmatiques  therapeutic plasma-exchange session sheet: indication eponym + CIM-10, separator, catheter,
                         CCAM, session table (care dates, volumes, albumin lots, fibrinogen), calcium gluconate dose.
Every document: letterhead (establishment, acronym reused in the foot / stub, FINESS and "1"+FINESS, address,
postcode, town, phone, service e-mail), identity (usage name in capitals, first name, birth name for most women,
birth date in one of 12 writings - numeric, two-digit year, long month, CAPITALS, dotted, compact, spaced pairs,
weekday, WEEKDAY IN CAPITALS, ISO, abbreviated month, Roman month "6.XI.1965" - with birth town, IPP / NDA,
address, phone + mobile, e-mail, NIR in one of six writings), the 15-digit INS, a relative with phone, insurer +
member number, GP with town and RPPS, two doctors with RPPS (signing one also "8"+RPPS), a nurse /
physiotherapist with ADELI, and an ordinary word equal to the signing doctor's surname (tisserand, couvreur,
meunier...: kind ORDINAIRE subtype HOMONYME, role keep). Decoys (role keep): care dates (DATE / SOINS), CIM10,
CCAM, LOINC, ATC, LOT, DOSE, BIOLOGIE, MESURE, POIDS, NORMES, SCORE, HORAIRE, DISPOSITIF, MEDICAMENT, EPONYME,
GERME. Critical (judge's rule): DATE_NAISSANCE, NIR (incl. INS), IPP, EMAIL, the patient's NOM / PRENOM (incl.
birth name).

Validation (in this generator, with the judge's own functions imported from tools/score_eval.py): every PDF is
re-read with pdftotext and pypdf; on every page each probe must be seen by BOTH readers at least as often as that
page's items need it (occurrences inside longer items counted as the judge's E_pii does); a personal probe may
not be seen in the whole document more often than the truth declares (no untagged copy); page counts must agree
with the plan (1-3). Then, with the judge's own venv (tools/_cache/judge-venv, pypdf 7.1.1),
score_eval.extract_all + judge_document(truth, src, out=src) must report every personal value leaked, no kept
value lost and 0 unmeasurable probes. Every NIR key and RPPS / FINESS / ADELI Luhn digit is re-checked. Exit 1
on any failure.

Result with --seed 479: 40 documents, 92 pages (1 one-page, 26 two-page, 13 three-page document; rlmargin 22,
fpdftimeline 24, mupdftiles 23, pydyfstub 23 pages; most planned one-page documents overflow onto a second page);
2933 personal items (775 critical) and 1335 kept items (184 care dates, 40 homonym words, 1111 decoys); nothing
dropped: all 40 documents pass the self-check and judge_document(truth, src, src) in the judge's venv (every
personal value leaked, no kept value lost, 0 unmeasurable probe). Two runs give identical truth files, manifest
and PDF bytes (all four writers).

Reading quirks seen while building it:
  * pdftotext read a single-digit percentage "8 %" in a narrow ReportLab table cell as "8%" (pypdf kept the
    space); the vestibular table now prints "12 %" (two-digit percentages keep their space in every family).
  * PyMuPDF's DejaVu subsets carry ToUnicode entries with 5-hex-digit (non-BMP) code points: pypdf logs
    "Odd-length string" and skips those entries; Latin text is unaffected (the generator silences the pypdf
    logger; the judge will print the messages). Only the fonts a page uses are inserted, so every font is subset.
  * pydyfstub's base-14 fonts are not embedded and have no /Widths: viewers use their own Helvetica metrics; both
    readers extract the cp1252 strings exactly, white text on the red bars included.
  * rlmargin: pdftotext (reading order) gives the identity values as one block, then each line number and label as
    its own block; pypdf follows the drawing order (margin notes, then label / value pairs). Values are never cut
    by a line break, so both readers find every one of them on its page.

Reproduce (from the repository root; about 30 s, single process):
    tools/_cache/ar-venv/bin/python tools/make_corpus_av.py [--seed 479] [--docs 40] [--check-determinism]
It rewrites benchmarks/out/corpus_av/, self-checks, then runs
    tools/_cache/judge-venv/bin/python tools/make_corpus_av.py --judge-only
(also callable alone). --check-determinism builds the corpus twice and compares truths + manifest. Deterministic
for a seed (random.Random(seed * 1000 + i) per document, no clock in the PDFs).

Set-up (already present on this machine; Debian 12, from the repository root, registries only):
    apt-get install -y --no-install-recommends poppler-utils fonts-dejavu-core fonts-freefont-ttf python3-venv
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
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

FAMILIES = {1: "rlmargin", 2: "fpdftimeline", 3: "mupdftiles", 0: "pydyfstub"}
PRODUCERS = {"rlmargin": "ReportLab 5.1.0 canvas (line-numbered body + margin notes)",
             "fpdftimeline": "fpdf2 2.8.9 (vertical timeline)",
             "mupdftiles": "PyMuPDF 2.0 / MuPDF 1.28.5 (dashboard tiles)",
             "pydyfstub": "pydyf 0.13.0 hand-written streams (reverse-video bars + tear-off stub)"}
DEFAULT_OUT = ROOT / "benchmarks" / "out" / "corpus_av"
JUDGE_PY = ROOT / "tools" / "_cache" / "judge-venv" / "bin" / "python"


def plan(docs):
    seen = Counter()
    out = []
    from corpus_av.content import SHAPES
    for i in range(1, docs + 1):
        fam_n = i % 4
        k = seen[fam_n]
        seen[fam_n] += 1
        out.append((i, FAMILIES[fam_n], SHAPES[(k + fam_n) % 6], 1 + (i + k) % 3))
    return out


def versions():
    import fpdf
    import pydyf
    import pymupdf
    import pypdf
    import reportlab
    pt = subprocess.run(["pdftotext", "-v"], capture_output=True, text=True)
    return {"reportlab": reportlab.Version, "fpdf2": fpdf.__version__, "pymupdf": pymupdf.VersionBind,
            "mupdf": pymupdf.VersionFitz, "pydyf": pydyf.__version__, "pypdf": pypdf.__version__,
            "pdftotext": (pt.stderr or pt.stdout).splitlines()[0]}


def check_ids(doc):
    from corpus_av import ids
    c = doc["ctx"]
    p = c["pat"]
    errs = []
    if ids.nir_key(p["n13"]) != p["key"] or len(p["ins"]) != 15:
        errs.append("NIR")
    for who in ("d1", "d2", "gp"):
        if len(c[who]["rpps"]) != 11 or not ids.luhn_ok(c[who]["rpps"]):
            errs.append("RPPS")
    if len(c["est"]["finess"]) != 9 or not ids.luhn_ok(c["est"]["finess"]):
        errs.append("FINESS")
    if len(c["est"]["finess_ej"]) != 10 or not ids.luhn_ok(c["est"]["finess_ej"][1:]):
        errs.append("FINESS EJ")
    if len(c["nurse"]["adeli"]) != 9 or not ids.luhn_ok(c["nurse"]["adeli"]):
        errs.append("ADELI")
    return errs


def build(out: Path, seed: int, docs: int) -> dict:
    from corpus_av.content import build_doc
    from corpus_av.render import RENDERERS
    if out.exists():
        shutil.rmtree(out)
    (out / "pdf").mkdir(parents=True)
    (out / "truth").mkdir(parents=True)
    entries = []
    for i, family, shape, n_pages in plan(docs):
        r = random.Random(seed * 1000 + i)
        doc = build_doc(r, i, family, shape, n_pages)
        errs = check_ids(doc)
        if errs:
            raise SystemExit("identifiants invalides dans le document %d : %s" % (i, errs))
        pdf, vals = RENDERERS[family](doc)
        name = "av%03d_%s_%s" % (i, family, shape)
        (out / "pdf" / (name + ".pdf")).write_bytes(pdf)
        truth = {"name": name, "family": family, "shape": shape, "kind": shape, "producer": PRODUCERS[family],
                 "producers": [PRODUCERS[family]], "seed": seed, "page_index_base": 0, "title": doc["title"],
                 "planned_pages": n_pages,
                 "pages": [{"index": k, "items": [v.item() for v in pv]} for k, pv in enumerate(vals)],
                 "metadata_items": []}
        (out / "truth" / (name + ".json")).write_text(json.dumps(truth, ensure_ascii=False, indent=1) + "\n",
                                                     encoding="utf-8")
        entries.append({"name": name, "pdf": "pdf/%s.pdf" % name, "truth": "truth/%s.json" % name,
                        "pages": len(vals), "family": family, "shape": shape, "producer": PRODUCERS[family],
                        "producers": [PRODUCERS[family]], "sha256": hashlib.sha256(pdf).hexdigest()})
    return {"entries": entries}


def totals(out: Path, entries) -> dict:
    pii, keep, crit = Counter(), Counter(), 0
    pages_by_family, by_pages, by_shape = Counter(), Counter(), Counter()
    for e in entries:
        t = json.loads((out / e["truth"]).read_text(encoding="utf-8"))
        pages_by_family[e["family"]] += e["pages"]
        by_pages[str(e["pages"])] += 1
        by_shape[e["shape"]] += 1
        for pg in t["pages"]:
            for it in pg["items"]:
                if it["role"] == "pii":
                    pii[it["kind"]] += 1
                    crit += it["critical"]
                else:
                    keep["DATE_SOINS" if it["kind"] == "DATE" else
                         (it["subtype"] if it["kind"] == "DECOY" else "ORDINAIRE_" + it["subtype"])] += 1
    return {"documents": len(entries), "pages": sum(e["pages"] for e in entries),
            "documents_by_pages": dict(sorted(by_pages.items())), "pages_by_family": dict(pages_by_family),
            "documents_by_shape": dict(sorted(by_shape.items())),
            "pii_items": sum(pii.values()), "critical_items": crit, "pii_by_kind": dict(sorted(pii.items())),
            "keep_items": sum(keep.values()), "keep_by_kind": dict(sorted(keep.items()))}


# ------------------------------------------------------------------ validation
def _quiet_pypdf():
    import logging
    logging.getLogger("pypdf").setLevel(logging.ERROR)  # PyMuPDF ToUnicode entries beyond the BMP (see quirks)


def self_check(out: Path) -> list:
    import score_eval as se
    _quiet_pypdf()
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    failures = []
    for e in manifest["documents"]:
        pdf = out / e["pdf"]
        t = json.loads((out / e["truth"]).read_text(encoding="utf-8"))
        pt_pages = se.extract_pdftotext(pdf)
        pp_pages, meta = se.extract_pypdf(pdf)
        n = len(t["pages"])
        if len(pt_pages) != n or len(pp_pages) != n or not 1 <= n <= 3:
            failures.append((e["name"], "pages", n, len(pt_pages), len(pp_pages)))
            continue
        readers = {"pdftotext": pt_pages, "pypdf": pp_pages}
        for pg in t["pages"]:
            items = pg["items"]
            probes = sorted({p for it in items for p in it["probes"]})
            for p in probes:
                ci = "@" in p
                need = sum(se.count(p, se.normalize(it["text"]), ci) or (p in it["probes"]) for it in items)
                for rn, pages in readers.items():
                    raw = pages[pg["index"]]
                    got = max(se.count(p, se.normalize(raw), ci), se.count(p, se.normalize(raw, True), ci))
                    if got < need:
                        failures.append((e["name"], "page %d" % pg["index"], rn, p, "vu %d < %d" % (got, need)))
        # no untagged copy of a personal probe anywhere in the document
        items = [it for pg in t["pages"] for it in pg["items"]]
        for p in sorted({p for it in items if it["role"] == "pii" for p in it["probes"]}):
            ci = "@" in p
            declared = sum(se.count(p, se.normalize(it["text"]), ci) or (p in it["probes"]) for it in items)
            for rn, pages in readers.items():
                whole = "\n".join(pages)
                got = max(se.count(p, se.normalize(whole), ci), se.count(p, se.normalize(whole, True), ci))
                if got > declared:
                    failures.append((e["name"], "copie non déclarée", rn, p, "vu %d > %d" % (got, declared)))
        for it in t.get("metadata_items", []):
            failures.append((e["name"], "metadata", it))
        pat = [it["text"] for it in items if it["kind"] in ("NOM", "PRENOM") and it["subtype"] == "patient"]
        if any(x in meta for x in pat):
            failures.append((e["name"], "métadonnées nominatives"))
    return failures


def judge_only(out: Path) -> int:
    import score_eval as se
    _quiet_pypdf()
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    bad = 0
    tot_pii = tot_keep = 0
    for e in manifest["documents"]:
        t = json.loads((out / e["truth"]).read_text(encoding="utf-8"))
        src = se.extract_all(out / e["pdf"])
        j = se.judge_document(t, src, src)
        n_pii = sum(v["total"] for v in j["leaks"].values())
        leaked = sum(v["leaked"] for v in j["leaks"].values())
        unm = sum(v["unmeasurable"] for v in j["leaks"].values()) + sum(v["unmeasurable"] for v in j["kept"].values())
        lost = sum(v["lost"] for v in j["kept"].values())
        tot_pii += n_pii
        tot_keep += sum(v["total"] for v in j["kept"].values())
        ok = leaked == n_pii and lost == 0 and unm == 0 and j["unmeasurable_probes"] == 0
        if not ok:
            bad += 1
            print("ÉCHEC", e["name"], "pii", n_pii, "leaked", leaked, "lost", lost, "unmeasurable", unm,
                  j["unmeasurable_probes"], [d for d in j["detail"] if "lost" in d][:5])
    print(json.dumps({"judge_only": "ok" if not bad else "échec", "documents": len(manifest["documents"]),
                      "failed": bad, "pii_items": tot_pii, "keep_items": tot_keep}))
    return 1 if bad else 0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=479)
    ap.add_argument("--docs", type=int, default=40)
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT)
    ap.add_argument("--judge-only", action="store_true")
    ap.add_argument("--check-only", action="store_true")
    ap.add_argument("--check-determinism", action="store_true")
    a = ap.parse_args(argv)
    if a.judge_only:
        return judge_only(a.out)
    if not a.check_only:
        res = build(a.out, a.seed, a.docs)
        manifest = {"corpus": "av", "seed": a.seed, "generator": "tools/make_corpus_av.py", "versions": versions(),
                    "totals": totals(a.out, res["entries"]), "documents": res["entries"]}
        (a.out / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1) + "\n",
                                             encoding="utf-8")
    fails = self_check(a.out)
    for f in fails[:60]:
        print("ÉCHEC", *f)
    m = json.loads((a.out / "manifest.json").read_text(encoding="utf-8"))
    print(json.dumps({"self_check": "ok" if not fails else "échec", "failures": len(fails), **{
        k: m["totals"][k] for k in ("documents", "pages", "pii_items", "keep_items")}}, ensure_ascii=False))
    rc = 1 if fails else 0
    if JUDGE_PY.exists():
        rc |= subprocess.run([str(JUDGE_PY), str(Path(__file__).resolve()), "--judge-only", "--out", str(a.out)]).returncode
    if a.check_determinism and not a.check_only:
        with tempfile.TemporaryDirectory() as td:
            other = Path(td) / "corpus_av"
            build(other, a.seed, a.docs)
            same = all((a.out / "truth" / n).read_bytes() == (other / "truth" / n).read_bytes()
                       for n in os.listdir(a.out / "truth"))
            same_pdf = all((a.out / "pdf" / n).read_bytes() == (other / "pdf" / n).read_bytes()
                           for n in os.listdir(a.out / "pdf"))
            print(json.dumps({"determinism_truth": same, "determinism_pdf_bytes": same_pdf}))
            rc |= 0 if same else 1
    return rc


if __name__ == "__main__":
    raise SystemExit(main())
