"""Corpus BA: 40 fictional French clinical PDFs, written without looking at the product.

Read to write it: tools/score_eval.py (truth format, probes, decoys, ordinary words, critical kinds,
judge_document), the top docstrings only (first 80 lines) of the earlier tools/make_corpus_*.py and
tools/make_eval_corpus.py (writers, layouts and shapes already used; every layout and shape word below was grepped
for in them, in French and English), tools/corpus_au/ids.py, model.py and render.py (copied and adapted into
tools/corpus_ba/: new pools of names, particles, ordinary-word surnames, communes, streets, establishments,
laboratories, insurers, employers and homonym words, new birth-date / phone / NIR / IPP / NDA writings; the Flow
line-layout engine kept and extended with several columns per page and shrinking of a too-wide word), and, for the
format only, benchmarks/out/corpus_au/manifest.json and one truth file there. Nothing under app/, tests/, docs/,
README.md or benchmarks/RESULTS*.md was read, nor any other tools/corpus_*/ folder (tools/corpus_au/content.py
included) or benchmarks/out/corpus_*; the product was not run. Everything is invented (people, NIR with key
97 - NIR13 mod 97 and the 15-digit INS, Luhn-valid 11-digit RPPS and the national "8"+RPPS, Luhn-valid FINESS and
the legal-entity "1"+FINESS, 9-digit Luhn ADELI, IPP in four shapes ("0123456789", "IPP0123456", "8012345678",
"P.012.345.678"), NDA / stay numbers in five shapes ("SEJ.2025.012345", "25 012 345", "HDJ-250123",
"2025/E/01234", "N°V01234567"), lab file numbers ("BIO-25-01234", "25L0123456", "LAB/012345/25"), imaging
accession numbers ("A25.0123456", "IMG012345678", "RIS-2025-012345"), request ids ("DMD/25/01234",
"REQ01234567"), prescription ids ("ORD-BA-2025-0123", "Rx 25 01234"), insurance member numbers ("MUT 123 456 789",
"AD-0123456-78", "123456789-01"), establishments and acronyms, laboratories, employers, insurers); communes and
postcodes are real; phones use fiction-style blocks in eight writings ("02 98 09 12 34", dots, "+33 2 ...",
compact, hyphens, "+33 (0)2 ...", "0033 2 ...", "02 9809 1234"); e-mail domains are fictional (.example,
courriel-fictif.fr ...). Birth dates in 14 writings: 12/03/1961, 12/03/61, 12 mars 1961, 1961-03-12, 12.03.1961,
12031961, 12 03 1961, "mercredi 12 mars 1961", 12-MAR-1961, 12/III/1961 (Roman month), "12 mars 61",
"12 / 03 / 1961", 19610312, "mer. 12/03/1961". NIR in six writings (grouped, 13+key, 15 digits, dotted groups
"1.61.03.29.123.456-78", "... / 78", "1610329 123456 clé 78"). Surnames: regional (Breton, Basque, Occitan,
Alsatian), compound, with particles ("de Kerguélen", "Le Floc'h", "van der Meulen", "d'Espinassou"), ordinary words
(Rossignol, Printemps, Vendange, Merlin ...), printed in capitals, title case and, once in four documents, in lower
case ("saisie accueil" field). Clinicians in three forms ("Dr First Last", "Pr LAST First", "F. Last").

Output: benchmarks/out/corpus_ba/{manifest.json, pdf/baNNN_<family>_<shape>.pdf, truth/baNNN_<family>_<shape>.json}
in the judge's format (page_index_base 0, one item per printed occurrence - running foot / folder-tab items repeated
on every page they are printed on -, no metadata items: Info titles are the neutral shape title). Seed 601,
40 documents, document i (1-based) in family i % 4; the k-th document of family f gets SHAPES[(k + f) % 6] (each
family has every shape); planned pages 1 + (i + k) % 3 (three sections of a shape: 1 page = all, 2 = [1][2+3],
3 = [1][2][3]; a page that overflows continues on the next column / page; a document that would exceed 3 pages is
re-planned with fewer breaks). Every document has 1-3 pages.

WRITERS AND LAYOUTS (all already installed in tools/_cache/ar-venv; nothing new was installed). Each writer was used
by an earlier corpus; each LAYOUT is new (none of: pull-quote, quotation marks, masthead, magazine, three-column
body, folder / chemise, thumb-index / onglet, guilloché / ornamental border, tampon, fill-in line, questionnaire,
question, Likert, answer box appears in an earlier docstring; "two-column bulletin", "newspaper style" (a PyMuPDF
Story), "cachet du service" (a dashed frame) and "étiquette" do, so these are not reused):
  1 rlpullquote  ReportLab 5.1.0 pdfgen canvas (invariant=1), DejaVu Serif / Bold / Italic TTF subsets. Layout: a
                 MAGAZINE-STYLE DISCHARGE DOCUMENT: masthead with the establishment (acronym) in 15 pt over a
                 thick + thin double rule, address / phones / e-mail / FINESS as one dotted line, the team as an
                 italic "Rédaction :" line, a 19 pt headline and italic deck; the patient identity in a PULL-QUOTE
                 BOX (beige, red rules above and below, huge red « and » drawn outside it, two columns of
                 italic label + bold value); the body in THREE NARROW COLUMNS split by hairlines (red kicker rule +
                 red capitals headings, grey bold labels with the value indented under them, table rows as
                 "• head : value ; ..." paragraphs, Likert answers as italic quoted statements, italic signature
                 over a rule); page 2+ "title (suite)" over a rule; foot "identity — page k sur n".
  2 fpdfchemise  fpdf2 2.8.9, DejaVu Sans Condensed / Bold / Oblique subsets, fixed creation date. Layout: a
                 MANILA FILE FOLDER: every page is a cream folder with a darker TOP FOLDER TAB reading
                 "DOSSIER NAME, First — IPP n" (items on every page) and a column of THUMB-INDEX TABS on the right
                 edge (one tab per section of the whole document, numbered, with the first word of the heading;
                 the tabs of the sections on the current page filled dark); page 1: letterhead | italic team,
                 13.5 pt title, identity CARD (white bordered box, tiny capital labels, bold values, two columns);
                 headings on an ochre band with "▸", italic grey labels with values in a second column, tables
                 in a bordered grid with an ochre header and column rules, Likert answers as an "X" grid table;
                 page 2+ "title — suite du dossier"; foot "identity · intercalaire k/n".
  3 mupdfcachet  PyMuPDF 2.0 (MuPDF 1.28.5) page.insert_text / Shape with Carlito Regular / Bold / Italic,
                 doc.subset_fonts(), empty dates, no_new_id. Layout: a CERTIFICATE-LIKE SHEET: ORNAMENTAL
                 DOUBLE VIOLET BORDER with square corner studs and a dotted row under the top edge on every page;
                 the letterhead printed in violet INSIDE A DOUBLE ROUNDED STAMP frame ("tampon") top left, team in
                 italics top right, centred capital title over a double rule; the identity and all fields as a
                 FILL-IN FORM: label, dashed baseline, the value written above it in BLUE ITALICS (like ink);
                 headings centred in violet between two rules; tables with a double top rule; Likert grids as rows
                 of drawn tick squares crossed in blue; the signature inside a double violet "CACHET ET
                 SIGNATURE" stamp box at the right; page 2+ "title (suite)"; foot "identity — feuillet k / n".
  0 pydyflikert  pydyf 0.13.0 with content streams written here: base-14 Helvetica / Bold / Oblique,
                 /WinAnsiEncoding (cp1252 hex strings), not embedded, fixed /ID. Layout: a NUMBERED QUESTIONNAIRE:
                 letterhead left, "Équipe soignante" right, dark slate band "QUESTIONNAIRE / title" with an italic
                 instruction line; sections as slate bands "PARTIE A - ..." (A = identification); EVERY FIELD A
                 NUMBERED QUESTION "Qn. label ?" with the answer in a bordered ANSWER BOX under it (numbering runs
                 through the document); tables in a grid with a tinted header; LIKERT GRIDS DRAWN as five
                 labelled columns ("Pas du tout" ... "Tout à fait") of circles, the chosen circle filled; page 2+
                 italic "title - suite du questionnaire"; foot "identity - questionnaire p. k/n".
Widths come from the real font advances (reportlab pdfmetrics on the TTF / AFM, fpdf2's get_string_width,
pymupdf.Font.text_length); each value is recorded on the page it is drawn on (tools/corpus_ba/render.py); every
drawn string ends with a space so that pypdf never glues two strings.

SHAPES (tools/corpus_ba/content.py; none is named in an earlier docstring - grepped in French and English: sleep,
apnée, polygraphie, PPC, ponction, lumbar, LCR, CSF, mammograph, BI-RADS, sein, breast, provocation, arachide,
peanut, radiothérapie, radiotherapy, lymphœdème, lymph):
  polygraphie_ventilatoire  home sleep polygraphy and CPAP set-up: G47.3, GLQP012, Epworth, Mallampati, Nox T3s +
                            lot, AHI / ODI / SpO2 / TSH table with ranges, lab file + laboratory, Pickwick,
                            AirSense 11 / AirFit F30, P95, Modiodal dose + ATC, follow-up table by care date,
                            request id, sleep-quality Likert grid.
  ponction_lombaire         lumbar puncture for normal-pressure hydrocephalus: Hakim-Adams, Kernig, Brudzinski,
                            G91.2, AFHB001, Sprotte 25G needle + lot, lidocaine dose + ATC, nurse in capitals with
                            ADELI, CSF table (protein, glucose, cells, lactate; LOINC, ranges), lab file + laboratory,
                            tap test, 10-metre walk times, paracetamol dose + ATC, gait Likert grid.
  mammographie_depistage    organised breast-screening mammogram: invitation (request id), Reclus, accession number,
                            Z12.3, QEQK004, Senographe Pristina + dose, per-breast table (density, ACR), BI-RADS 3,
                            Aixplorer, second reading by another radiologist, 6-month control, experience Likert grid.
  test_provocation_orale    peanut oral food challenge in a child: T78.1 / Z91.0, Quincke, accompanying relative
                            with phone and employer, IgE Ara h 2 / prick / total IgE table with thresholds, lab file,
                            FGRP001, weight, nurse with ADELI, dose-escalation table (times, mg), Aerius and
                            adrenaline doses + ATC, Anapen + lot, prescription id, FAQLQ Likert grid.
  radiotherapie_fin         end-of-radiotherapy summary (breast): C50.4, CT-simulation accession number, TrueBeam
                            STx / VMAT, radiation therapist with ADELI, volume / dose / fractions table with start and
                            end care dates, ZZNL050, CTCAE grade, Biafine, letrozole dose + ATC, prescription id,
                            vitamin D + laboratory, fatigue Likert grid.
  bilan_lymphoedeme         upper-limb lymphoedema assessment: I97.2, Stemmer, Vodder, Rosidal K, SOZO L-Dex,
                            prescription id, physiotherapist with ADELI, limb-circumference table, volume excess by
                            care date, Mobiderm Autofit + lot, apixaban dose + ATC, QZRB001, function Likert grid.
Every document: letterhead (establishment, acronym, address, postcode, town, one or two phones, secretariat e-mail,
FINESS ET + "1"+FINESS EJ), team (Dr / Pr names, RPPS and "8"+RPPS, nurse / therapist with ADELI), core identity
(usage name, first name, birth name for most women, birth date, IPP, NDA) placed by each layout in its own spot,
administrative block (birthplace + department, NIR, INS, address, fixed and mobile phones, e-mail, trusted person
with kinship, name and phone, complementary insurer + member number, employer), a foot naming the patient on every
page, and an ordinary word equal to a clinician's surname (sellier, couvreur, verrier, cordier, meunier,
vigneron, fromager, boucher, tisserand, charron, bourrelier, maréchal: kind ORDINAIRE subtype HOMONYME, role keep)
printed as the patient's trade. Decoys (role keep): care dates (DATE/SOINS, numeric and in words), CIM-10, CCAM,
LOINC, ATC, lot numbers, doses, lab values, reference ranges, measures, scores, weights, device names, drug names,
eponyms.

Reproduce (from the repository root; about 25 s):
    tools/_cache/ar-venv/bin/python tools/make_corpus_ba.py [--seed 601]
It rewrites benchmarks/out/corpus_ba/, prints the counts per kind, then checks every PDF with pdftotext and pypdf
through score_eval's own normalize() / count() (every probe on its page as often as that page's items need it, page
counts as recorded, no personal value in the metadata) and finally runs, with the judge's own venv
(tools/_cache/judge-venv/bin/python tools/make_corpus_ba.py --judge-only), score_eval.judge_document with the
source text as output: every personal item must leak, no kept item may be lost, nothing may be unmeasurable.
Exit 1 on any failure. Deterministic for a seed (random.Random(seed * 1000 + i), no clock in the PDFs).
"""
from __future__ import annotations

import argparse
import hashlib
import json
import random
import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
OUT = ROOT / "benchmarks" / "out" / "corpus_ba"
SEED = 601
N_DOCS = 40
JUDGE_PY = ROOT / "tools" / "_cache" / "judge-venv" / "bin" / "python"

# family index -> (name, producer label, renderer name)
FAMILIES = {
    1: ("rlpullquote", "ReportLab 5.1.0 canvas (three-column magazine, pull-quote identity)", "render_magazine"),
    2: ("fpdfchemise", "fpdf2 2.8.9 (file folder with thumb-index tabs)", "render_folder"),
    3: ("mupdfcachet", "PyMuPDF 2.0 (certificate border, violet stamps, fill-in lines)", "render_certif"),
    0: ("pydyflikert", "pydyf 0.13.0 (numbered questionnaire, answer boxes, Likert grids)", "render_quest"),
}


def versions() -> dict:
    out = {}
    try:
        import reportlab
        out["reportlab"] = reportlab.Version
    except Exception:
        pass
    try:
        import fpdf
        out["fpdf2"] = fpdf.FPDF_VERSION
    except Exception:
        pass
    try:
        import pymupdf
        out["pymupdf"] = pymupdf.VersionBind
    except Exception:
        pass
    try:
        import pydyf
        out["pydyf"] = pydyf.__version__
    except Exception:
        pass
    try:
        import pypdf
        out["pypdf"] = pypdf.__version__
    except Exception:
        pass
    r = subprocess.run(["pdftotext", "-v"], capture_output=True, text=True)
    out["pdftotext"] = (r.stderr or r.stdout).splitlines()[0].strip()
    return out


def plan() -> list[tuple[int, int, str, int]]:
    from corpus_ba.content import SHAPES
    rank = Counter()
    docs = []
    for i in range(1, N_DOCS + 1):
        f = i % 4
        k = rank[f]
        rank[f] += 1
        docs.append((i, f, SHAPES[(k + f) % 6], 1 + (i + k) % 3))
    return docs


def generate(seed: int) -> list[dict]:
    from corpus_ba import content, render
    if OUT.exists():
        shutil.rmtree(OUT)
    (OUT / "pdf").mkdir(parents=True)
    (OUT / "truth").mkdir(parents=True)
    manifest = {"corpus": "ba", "seed": seed, "generator": "tools/make_corpus_ba.py", "versions": versions(),
                "documents": []}
    for i, f, shape, planned in plan():
        fam, producer, rname = FAMILIES[f]
        renderer = getattr(render, rname)
        p = planned
        while True:
            r = random.Random(seed * 1000 + i)
            doc = content.build(r, i, shape, p)
            pdf, vals = renderer(doc)
            if len(vals) <= 3 or p == 1:
                break
            p -= 1
        if len(vals) > 3:
            raise SystemExit("%d: %d pages" % (i, len(vals)))
        name = "ba%03d_%s_%s" % (i, fam, shape)
        (OUT / "pdf" / (name + ".pdf")).write_bytes(pdf)
        truth = {"name": name, "family": fam, "shape": shape, "kind": shape, "producer": producer,
                 "producers": [producer], "seed": seed, "page_index_base": 0, "title": doc["title"],
                 "metadata_items": [],
                 "pages": [{"index": k, "items": [v.item() for v in pv]} for k, pv in enumerate(vals)]}
        (OUT / "truth" / (name + ".json")).write_text(json.dumps(truth, ensure_ascii=False, indent=1), encoding="utf-8")
        manifest["documents"].append({"name": name, "pdf": "pdf/%s.pdf" % name, "truth": "truth/%s.json" % name,
                                      "pages": len(vals), "family": fam, "shape": shape, "producer": producer,
                                      "producers": [producer], "planned_pages": planned,
                                      "sha256": hashlib.sha256(pdf).hexdigest()})
    (OUT / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")
    return manifest["documents"]


def check_pages() -> list[str]:
    """Every probe of every item is on its page (pdftotext and pypdf) as often as that page's items need it."""
    import score_eval as se
    import pypdf
    problems = []
    man = json.loads((OUT / "manifest.json").read_text(encoding="utf-8"))
    for d in man["documents"]:
        truth = json.loads((OUT / d["truth"]).read_text(encoding="utf-8"))
        pdf = OUT / d["pdf"]
        pt = se.extract_pdftotext(pdf)
        rd = pypdf.PdfReader(str(pdf))
        pp = [pg.extract_text() or "" for pg in rd.pages]
        if len(pt) != d["pages"] or len(pp) != d["pages"]:
            problems.append("%s: page count %d/%d vs %d" % (d["name"], len(pt), len(pp), d["pages"]))
            continue
        meta = " ".join(str(v) for v in (rd.metadata or {}).values())
        for pg in truth["pages"]:
            k = pg["index"]
            need = Counter()
            for it in pg["items"]:
                for p in it["probes"]:
                    need[p] += 1
            for ex, texts in (("pdftotext", pt), ("pypdf", pp)):
                for h in (False, True):
                    pass
                t0, t1 = se.normalize(texts[k]), se.normalize(texts[k], True)
                for p, n in need.items():
                    # occurrences of p inside other items' texts on this page also count towards what is needed
                    want = sum(se.count(p, se.normalize(it["text"]), "@" in p) or (p in it["probes"]) for it in pg["items"])
                    got = max(se.count(p, t0, "@" in p), se.count(p, t1, "@" in p))
                    if got < want:
                        problems.append("%s p%d %s: %r seen %d < %d" % (d["name"], k, ex, p, got, want))
            for it in pg["items"]:
                if it["role"] == "pii" and any(p in meta for p in it["probes"]) and len(it["text"]) > 3:
                    problems.append("%s: metadata names %r" % (d["name"], it["text"]))
    return problems


def judge_only() -> int:
    """score_eval.judge_document with the source as output: all personal items leak, no kept item is lost."""
    import score_eval as se
    man = json.loads((OUT / "manifest.json").read_text(encoding="utf-8"))
    bad = 0
    tot = Counter()
    for d in man["documents"]:
        truth = json.loads((OUT / d["truth"]).read_text(encoding="utf-8"))
        src = se.extract_all(OUT / d["pdf"])
        j = se.judge_document(truth, src, src)
        n_items = sum(len(p["items"]) for p in truth["pages"])
        pii_total = sum(v["total"] for v in j["leaks"].values())
        pii_leaked = sum(v["leaked"] for v in j["leaks"].values())
        unm = sum(v["unmeasurable"] for v in j["leaks"].values()) + sum(v["unmeasurable"] for v in j["kept"].values())
        lost = sum(v["lost"] for v in j["kept"].values())
        tot.update(items=n_items, pii=pii_total, leaked=pii_leaked, unmeasurable=unm, lost=lost)
        if pii_leaked != pii_total or unm or lost or j["unmeasurable_probes"]:
            bad += 1
            print("JUDGE %s: pii %d leaked %d unmeasurable %d lost %d probes-unmeasurable %d" % (
                d["name"], pii_total, pii_leaked, unm, lost, j["unmeasurable_probes"]))
            for x in j["detail"]:
                if "lost" in x:
                    print("   lost", x)
        # and the judge with no output at all: nothing leaks, everything is lost (sanity)
        j0 = se.judge_document(truth, src, None)
        assert sum(v["leaked"] for v in j0["leaks"].values()) == 0
    print(json.dumps({"judge_on_originals": dict(tot), "documents_failing": bad}))
    return 1 if bad else 0


def stats() -> None:
    man = json.loads((OUT / "manifest.json").read_text(encoding="utf-8"))
    kinds = Counter()
    pages = 0
    for d in man["documents"]:
        pages += d["pages"]
        truth = json.loads((OUT / d["truth"]).read_text(encoding="utf-8"))
        for pg in truth["pages"]:
            for it in pg["items"]:
                kinds[(it["role"], it["kind"] if it["role"] == "pii" or it["kind"] == "DATE" else it["kind"] + "/" + it["subtype"])] += 1
    print("documents", len(man["documents"]), "pages", pages, "items", sum(kinds.values()))
    for (role, k), n in sorted(kinds.items()):
        print("  %-4s %-28s %d" % (role, k, n))
    print("pages per family", Counter((d["family"], d["pages"]) for d in man["documents"]))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=SEED)
    ap.add_argument("--judge-only", action="store_true")
    ap.add_argument("--no-check", action="store_true")
    a = ap.parse_args(argv)
    if a.judge_only:
        return judge_only()
    generate(a.seed)
    stats()
    if a.no_check:
        return 0
    problems = check_pages()
    for p in problems[:80]:
        print("CHECK", p)
    print("page check: %d problem(s)" % len(problems))
    rc = 1 if problems else 0
    if JUDGE_PY.exists():
        r = subprocess.run([str(JUDGE_PY), __file__, "--judge-only"], cwd=ROOT)
        rc = rc or r.returncode
    return rc


if __name__ == "__main__":
    raise SystemExit(main())
