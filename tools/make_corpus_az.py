"""Corpus AZ: 40 fictional French clinical PDFs, written without looking at the product.

Read to write it: tools/score_eval.py (truth format, probes, decoys, ordinary words, critical kinds,
judge_document), the top docstrings only of the earlier tools/make_corpus_*.py (make_corpus_av/aw/ax/ay.py
included: writers, layouts and shapes already used; every layout and shape word below was grepped for in them, in
French and English), tools/corpus_au/ids.py, model.py and render.py (copied and adapted into tools/corpus_az/: new
pools of names, particles, communes, streets, establishments, laboratories, insurers, employers and providers, new
homonym words, new NIR / phone / birth-date writings; the Flow line-layout engine kept and extended with coloured
rectangles, polylines and circles; the four layouts new), and, for the format only,
benchmarks/out/corpus_au/manifest.json and one truth file there. Nothing under app/, tests/, docs/, README.md or
benchmarks/RESULTS*.md was read, nor any other tools/corpus_*/ folder or benchmarks/out/corpus_*; the product was
not run. Everything is invented (people, NIR with key 97 - NIR13 mod 97 and the 15-digit INS, Luhn-valid 11-digit
RPPS and the national "8"+RPPS, Luhn-valid FINESS and the legal-entity "1"+FINESS, 9-digit Luhn ADELI, IPP in three
shapes, NDA / stay numbers in five shapes ("25-0012345", "S2500123456", "NDA/25/012345", "2500123456",
"V25-01234-B"), lab file numbers ("25B012345", "L-2503-04567", 10 digits), imaging accession numbers
("RX25-00123456", "ACC0123456789", "IMG.012345.678"), request ids "DEM-25-012345", prescription ids
("ORD-2025-01234", "RX/012345"), insurance member numbers in three shapes, establishments and acronyms,
laboratories, employers, insurers, home-care / transport providers); communes and postcodes are real; phones use
fiction-style blocks (six writings, "+33 (0)..." included); e-mail domains are fictional.

Output: benchmarks/out/corpus_az/{manifest.json, pdf/azNNN_<family>_<shape>.pdf, truth/azNNN_<family>_<shape>.json}
in the judge's format (page_index_base 0, one item per printed occurrence - running head / foot items repeated on
every page they are printed on -, no metadata items: Info titles are the neutral shape title and the service).
Seed 503, 40 documents, document i (1-based) in family FAMILIES[i % 4]; the k-th document of family f gets
SHAPES[(k + f) % 6]; planned pages 1 + (i + k) % 3 (the three sections of a shape spread over them: 1 page = all,
2 = [1][2+3], 3 = [1][2][3]; a page that overflows continues on the next one; a document that would exceed 3 pages
is re-planned with fewer breaks). Every document has 1-3 pages.

WRITERS AND LAYOUTS (all already installed in tools/_cache/ar-venv; nothing new was installed). Each writer was used
by an earlier corpus; each LAYOUT is new (none of: letterhead set in white inside a full-width coloured band,
full-height identity sidebar on the RIGHT, fiche navette with tick boxes in two columns, numbered paragraphs with
margin icons / pictograms, table-only surveillance sheet with hourly columns appears in an earlier docstring; a
"header band" (svg2pdf family) and "boxed patient sticker on the right" do, so family 1's novelty is the white
letterhead band combined with the whole identity and team in a tinted right-hand column beside the body):
  1 rlbandeau    ReportLab 5.1.0 pdfgen canvas (invariant=1), DejaVu Sans / Bold / Oblique TTF subsets. Layout: a
                 LETTER WITH A LARGE COLOURED HEADER BAND: establishment (acronym in brackets), service, address,
                 phone / e-mail and FINESS set in white on a full-width dark teal band on page 1; title under it over
                 a heavy rule; the PATIENT IDENTITY IN A TINTED SIDEBAR ON THE RIGHT (tiny grey capital labels over
                 values, a single word wider than the column set smaller) followed by the care team ("ÉQUIPE"); body
                 in the left column (headings with a teal bar, bold "Label :" fields, open tables with a tinted
                 header, signature indented); from page 2 a thin band with the white running head and an empty
                 sidebar "Suite du document"; foot "identity - page k/n".
  2 fpdfnavette  fpdf2 2.8.9, GNU FreeSerif / Bold / Italic TTF subsets, fixed creation date. Layout: a "FICHE
                 NAVETTE" (inter-service shuttle form): letterhead left, a framed red-brown "FICHE NAVETTE" box with
                 the italic title and "Service émetteur > service receveur" right, team line; every field in TWO
                 COLUMNS OF TICK-BOX FIELDS (drawn 3.2 mm square, about 70 % ticked with a drawn check mark, bold
                 coloured label over the value), section titles on a tinted strip with a ticked box, paragraphs
                 indented, fully ruled tables; italic running head from page 2; foot "identity - navette k/n".
  3 mupdfnum     PyMuPDF 2.0 (MuPDF 1.28.5) page.insert_text / draw_* with Carlito Regular / Bold / Italic,
                 doc.subset_fonts(), empty dates, no_new_id. Layout: a report of NUMBERED PARAGRAPHS WITH MARGIN
                 ICONS: letterhead top left, "Rédacteurs" (team) top right, blue title over a rule; sections numbered
                 in a filled blue disc, every paragraph / field / table / signature numbered "s.k" (section 1 =
                 identity and administrative fields) with a VECTOR PICTOGRAM in the left margin (person for the
                 identity, circled "i" for prose, sheet with lines for fields, 3 x 3 grid for tables, pen for the
                 signature; drawn, no text); italic grey labels with hanging values; italic running head from page
                 2; foot "identity - feuille k/n".
  0 pydyfsurv    pydyf 0.13.0 with content streams written here: base-14 Helvetica / Bold / Oblique, /WinAnsiEncoding
                 (cp1252 hex strings), not embedded, fixed /ID, A4 LANDSCAPE. Layout: a TABLE-ONLY "FEUILLE DE
                 SURVEILLANCE": everything is a bordered cell - a header row (letterhead | team | green title cell
                 with the care date), the identity as TWO LABEL / VALUE PAIRS PER ROW with tinted label cells, an
                 HOURLY MONITORING GRID (Paramètre | 08h 10h 12h 14h 16h 18h | Visa; PA, FC, SpO2, T, EVA), section
                 titles as full-width tinted rows, prose as full-width cells, fields as label / value rows, tables as
                 grids, the signature as a "Validation médicale" row; italic running head from page 2; the foot is a
                 two-cell row "identity | feuille k/n".
Widths come from the real font advances (reportlab pdfmetrics on the TTF / AFM, fpdf2's get_string_width,
pymupdf.Font.text_length); each value is recorded on the page it is drawn on (tools/corpus_az/render.py).

SHAPES (tools/corpus_az/content.py; none is named in an earlier docstring - grepped in French and English):
  bilan_psychomoteur       psychomotor assessment of a child (5-10 years): F82 / F90.0 / F80.1, GP request,
                           parent as legal representative with phone, parent's employer, term + birth weight, test
                           table (M-ABC-2, Rey figure, BHK, Bender; scores, norms, care dates), Stambak, Bergès-Lézine,
                           psychomotor therapist with ADELI, request id, insurer + member number.
  consultation_platre      cast-clinic check-up: Pouteau-Colles fracture S52.5 / S82.6 / S62.3, X-ray accession
                           number, CCAM, Scotchcast resin + lot, surveillance table (oedema, sensitivity, plaster nurse
                           in capitals), Lovenox 4000 UI + ATC, paracetamol 1000 mg + ATC, Volkmann, employer, request
                           and prescription ids, transport provider.
  desensibilisation_venin  hymenoptera-venom immunotherapy (rush protocol): T63.4, Müller grade, specific IgE to Vespula
                           / Apis mellifera / Polistes, basal tryptase + range, LOINC, laboratory + lab file, Anapen,
                           Alyostal venom lot, dose-escalation table (time, µg, BP), nurse with ADELI, Aerius + ATC,
                           adrenaline ATC, CCAM, prescription id.
  pression_negative_vac    negative-pressure wound therapy: T81.3 / L89.3 / L97, V.A.C. Ultra, GranuFoam lot, -125 mmHg,
                           swab germ + laboratory + lab file, Braden, dressing-change table (care dates, size, exudate,
                           nurse), albumin / CRP + LOINC, Renutryl, Mepilex Border, CCAM, provider, photo accession.
  suivi_glaucome           glaucoma follow-up: H40.1, Shaffer, OCT accession number, Humphrey 24-2 MD, CCAM, IOP table
                           (OD / OG mmHg, pachymetry µm, care dates), Xalatan / Cosopt + ATC + lot, orthoptist with
                           ADELI, SLT plan, employer, prescription and request ids.
  fibroscopie_deglutition  swallowing assessment by nasofibroscopy (FEES): R13, Klebsiella pneumoniae, CCAM, Olympus
                           endoscope + archive (accession) number, IDDSI texture table (volume, PAS score, residue),
                           Mendelsohn, Yale grade, albumin + laboratory + lab file, ThickenUp, speech therapist with
                           ADELI, carer with phone, request and prescription ids.
Every document: letterhead (establishment, acronym reused in the running head / foot, service, address, postcode,
town, phone, service e-mail, FINESS in one of two writings - "223562299" or "223 562 299" - and the legal-entity
"1"+FINESS), care team (signing doctor with RPPS - her or his surname is also an ordinary word -, a second doctor as
initial + surname with RPPS, a nurse / therapist with ADELI), identity (usage name in capitals and, in the prose,
in its own case - compound and particle surnames such as "de La Brosse-Huon", "d'Arvieux", "Le Dantec-Ruz",
"van Hamme" -, birth name for most adult women, first name, birth date in one of 11 writings - numeric, two-digit
year, words, CAPITALS, dotted, ISO, spaced pairs, weekday, abbreviated month "4 févr. 1962", one-digit day / month
"4/2/1962", "1er mars 1965" - with birth town and age, plus the numeric writing in the foot; IPP / NDA, address,
postcode, town, phone + mobile, e-mail, NIR in one of six writings (spaced, "13 key", "clé key", "- key", "/key",
"(key)") and the 15-digit INS), a relative (legal representative for the child) with link and phone, insurer +
member number, employer (kind ETABLISSEMENT subtype employeur), GP with town, RPPS and phone, signature ("Fait à",
care date, RPPS and "8"+RPPS, copy to the GP), and the ordinary word equal to the signing doctor's surname
(poirier, laurier, brasseur, tailleur, vannier, tanneur, rosier, olivier, charbonnier, batelier, plombier, marin:
kind ORDINAIRE subtype HOMONYME, role keep). Other personal kinds: ETABLISSEMENT laboratoire / prestataire,
NUM_DOSSIER_LABO, NUM_ACCESSION, IDENTIFIANT (DEMANDE, ORDONNANCE), ORGANISME, NUM_ADHERENT (mutuelle). Decoys
(role keep): care dates (DATE / SOINS), CIM10, CCAM, LOINC, ATC, LOT, DOSE, BIOLOGIE, INTERVALLE, NORMES, MESURE
(incl. the tagged PA / temperature cells of the hourly grid), POIDS, SCORE, AGE, HORAIRE, DISPOSITIF, MEDICAMENT,
EPONYME, GERME. Critical (judge's rule, tools/corpus_az/model.py): DATE_NAISSANCE, NIR (incl. INS), IPP, EMAIL
(patient and service), the patient's NOM / PRENOM (incl. birth name).

Validation (in this generator, with the judge's own functions imported from tools/score_eval.py): every PDF is
re-read with pdftotext and pypdf; on every page each probe must be seen by BOTH readers at least as often as that
page's items need it (occurrences inside longer items counted as the judge's E_pii does); a personal probe may not
be seen in the whole document more often than the truth declares (no untagged copy), for both readers; page counts
must agree (1-3); every NIR key and RPPS / FINESS / ADELI Luhn digit is re-checked. Then, in the judge's own venv
(tools/_cache/judge-venv, pypdf 7.1.1), score_eval.extract_all + judge_document(truth, src, out=src) must report
every personal value leaked, no kept value lost, every ordinary word kept and 0 unmeasurable probes, and
judge_document(truth, src, None) 0 unmeasurable probes. Exit 1 on any failure. Nothing is moved or dropped.

Result with --seed 503: 40 documents, 87 pages (7 one-page, 19 two-page, 14 three-page documents; rlbandeau 21,
fpdfnavette 21, mupdfnum 21, pydyfsurv 24 pages); 3070 personal items (851 critical: NOM 223, PRENOM 214,
DATE_NAISSANCE 127, IPP 127, NIR 80, EMAIL 80; all personal items by kind: NOM 596, PRENOM 533, ETABLISSEMENT 301,
VILLE 240, TELEPHONE 219, RPPS 200, DATE_NAISSANCE 127, IPP 127, ADRESSE 80, CODE_POSTAL 80, EMAIL 80, FINESS 80,
NIR 80, ADELI 74, IDENTIFIANT 61, ORGANISME 52, NUM_ADHERENT 52, NUM_SEJOUR 40, NUM_ACCESSION 28, NUM_DOSSIER_LABO
20) and 1284 kept items (222 care dates, 40 homonym words, 1022 decoys); no metadata items. All 40 documents pass
the self-check and judge_document in the judge's venv. Two runs give an identical manifest (which holds every PDF's
sha256), hence identical PDF bytes and truths.

Reading quirks met while building it:
  * MuPDF writes the ToUnicode of an embedded TTF from its whole cmap; GNU FreeSans (like DejaVu) has code points
    above U+FFFF, whose 5-digit entries pypdf 7.1.1 rejects ("Odd-length string"): the PyMuPDF family uses Carlito.
  * pdftotext read the norm "< 5" as "<5": the Bender norm is printed "seuil 5".
  * a long patient e-mail overflowing the 47 mm right sidebar ran off the page and pdftotext lost it: a single word
    wider than the sidebar is now set in a smaller size.

Reproduce (from the repository root; about 35 s, single process):
    tools/_cache/ar-venv/bin/python tools/make_corpus_az.py [--seed 503] [--docs 40]
It rewrites benchmarks/out/corpus_az/, self-checks, then runs
    tools/_cache/judge-venv/bin/python tools/make_corpus_az.py --judge-only
(also callable alone; --check-only re-runs the self-check only). Deterministic for a seed
(random.Random(seed * 1000 + i) per document, no clock in the PDFs).

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
import os
import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

OUT = ROOT / "benchmarks" / "out" / "corpus_az"
JUDGE_PY = ROOT / "tools" / "_cache" / "judge-venv" / "bin" / "python"
FAMILIES = ["pydyfsurv", "rlbandeau", "fpdfnavette", "mupdfnum"]
PRODUCERS = {"rlbandeau": "ReportLab 5.1.0 canvas (header band + right identity sidebar)",
             "fpdfnavette": "fpdf2 2.8.9 (fiche navette, two columns of tick-box fields)",
             "mupdfnum": "PyMuPDF 2.0 / MuPDF 1.28.5 (numbered paragraphs + margin icons)",
             "pydyfsurv": "pydyf 0.13.0 hand-written content streams (table-only surveillance sheet)"}


def plan(seed, n_docs):
    from corpus_az.content import SHAPES
    per_fam = Counter()
    out = []
    for i in range(1, n_docs + 1):
        fi = i % 4
        fam = FAMILIES[fi]
        per_fam[fam] += 1
        k = per_fam[fam]
        shape = SHAPES[(k + fi) % 6]
        out.append((i, fam, shape, 1 + (i + k) % 3))
    return out


def render(fam, doc, npages, i, seed):
    from corpus_az import render as RD
    if fam == "rlbandeau":
        return RD.render_bandeau(doc, npages)
    if fam == "fpdfnavette":
        import random
        r = random.Random(seed * 7919 + i)
        return RD.render_navette(doc, npages, [r.random() < 0.7 for _ in range(200)])
    if fam == "mupdfnum":
        return RD.render_numerote(doc, npages)
    return RD.render_surveillance(doc, npages, ("az%03d-%d" % (i, seed)).encode())


def build(seed, n_docs):
    from corpus_az.content import build as build_doc
    if OUT.exists():
        shutil.rmtree(OUT)
    (OUT / "pdf").mkdir(parents=True)
    (OUT / "truth").mkdir(parents=True)
    docs = []
    for i, fam, shape, npages in plan(seed, n_docs):
        doc = build_doc(seed, i, fam, shape)
        n = npages
        while True:
            pdf, vals = render(fam, doc, n, i, seed)
            if len(vals) <= 3 or n == 1:
                break
            n -= 1
        if len(vals) > 3:
            raise SystemExit("az%03d: %d pages" % (i, len(vals)))
        name = "az%03d_%s_%s" % (i, fam, shape)
        truth = {"name": name, "family": fam, "shape": shape, "kind": shape, "producer": PRODUCERS[fam],
                 "producers": [PRODUCERS[fam]], "seed": seed, "page_index_base": 0, "title": doc["title"],
                 "planned_pages": npages,
                 "pages": [{"index": k, "items": [v.item() for v in pv]} for k, pv in enumerate(vals)],
                 "metadata_items": []}
        (OUT / "pdf" / (name + ".pdf")).write_bytes(pdf)
        (OUT / "truth" / (name + ".json")).write_text(json.dumps(truth, ensure_ascii=False, indent=1), encoding="utf-8")
        docs.append({"name": name, "pdf": "pdf/%s.pdf" % name, "truth": "truth/%s.json" % name, "pages": len(vals),
                     "family": fam, "shape": shape, "producer": PRODUCERS[fam], "producers": [PRODUCERS[fam]],
                     "sha256": hashlib.sha256(pdf).hexdigest()})
    versions = {}
    try:
        import reportlab, fpdf, pymupdf, pydyf, pypdf  # noqa: E401
        versions = {"reportlab": reportlab.Version, "fpdf2": fpdf.__version__, "pymupdf": pymupdf.VersionBind,
                    "mupdf": pymupdf.VersionFitz, "pydyf": pydyf.VERSION, "pypdf": pypdf.__version__}
    except Exception as e:  # pragma: no cover
        versions = {"error": str(e)}
    versions["pdftotext"] = subprocess.run(["pdftotext", "-v"], capture_output=True, text=True).stderr.splitlines()[0]
    manifest = {"corpus": "az", "seed": seed, "generator": "tools/make_corpus_az.py", "versions": versions, "documents": docs}
    (OUT / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")
    return manifest


# ------------------------------------------------------------------ checks
def _need(items, probe, ci):
    from score_eval import count, normalize
    return sum(count(probe, normalize(it["text"]), ci) or (probe in it["probes"]) for it in items)


def self_check():
    """Per page and per reader (pdftotext AND pypdf): every probe seen at least as often as the page's items need;
    per document and reader: no personal probe seen more often than the truth declares; ids re-validated."""
    from score_eval import count, extract_pdftotext, extract_pypdf, normalize
    from corpus_az.ids import luhn_ok, nir_key
    manifest = json.loads((OUT / "manifest.json").read_text(encoding="utf-8"))
    bad = 0
    for d in manifest["documents"]:
        truth = json.loads((OUT / d["truth"]).read_text(encoding="utf-8"))
        pdf = OUT / d["pdf"]
        readers = {"pdftotext": extract_pdftotext(pdf), "pypdf": extract_pypdf(pdf)[0]}
        errs = []
        for rn, pages in readers.items():
            if len(pages) != len(truth["pages"]):
                errs.append("%s: %d pages, truth %d" % (rn, len(pages), len(truth["pages"])))
                continue
            texts = [(normalize(t), normalize(t, True)) for t in pages]
            for pg in truth["pages"]:
                items = pg["items"]
                for p in sorted({p for it in items for p in it["probes"]}):
                    ci = "@" in p
                    need = _need(items, p, ci)
                    seen = max(count(p, texts[pg["index"]][0], ci), count(p, texts[pg["index"]][1], ci))
                    if seen < need:
                        errs.append("%s p%d: %r seen %d < %d" % (rn, pg["index"], p, seen, need))
            all_items = [it for pg in truth["pages"] for it in pg["items"]]
            whole = (normalize("\n".join(pages)), normalize("\n".join(pages), True))
            for p in sorted({p for it in all_items if it["role"] == "pii" for p in it["probes"]}):
                ci = "@" in p
                need = _need(all_items, p, ci)
                seen = max(count(p, whole[0], ci), count(p, whole[1], ci))
                if seen > need:
                    errs.append("%s: personal probe %r seen %d > %d (untagged copy)" % (rn, p, seen, need))
        for pg in truth["pages"]:
            for it in pg["items"]:
                t = it["text"]
                if it["kind"] == "RPPS":
                    ok = luhn_ok(t[-11:]) and len(t) == (12 if it["subtype"] == "idnat" else 11)
                elif it["kind"] == "FINESS":
                    dg = t.replace(" ", "")
                    ok = luhn_ok(dg[-9:]) and len(dg) in (9, 10)
                elif it["kind"] == "ADELI":
                    ok = luhn_ok(t) and len(t) == 9
                elif it["kind"] == "NIR":
                    dg = "".join(ch for ch in t if ch.isdigit())
                    ok = len(dg) == 15 and nir_key(dg[:13]) == dg[13:]
                else:
                    ok = True
                if not ok:
                    errs.append("invalid id %s %r" % (it["kind"], t))
        if errs:
            bad += 1
            print("FAIL", d["name"])
            for e in errs[:15]:
                print("   ", e)
    print("self-check: %d/%d documents pass" % (len(manifest["documents"]) - bad, len(manifest["documents"])))
    return bad == 0


def judge_only():
    """In the judge's venv: judge_document with the source as output must leak every personal value, lose no kept
    value and keep every ordinary word; nothing unmeasurable (with and without an output)."""
    from score_eval import extract_all, judge_document
    manifest = json.loads((OUT / "manifest.json").read_text(encoding="utf-8"))
    bad = 0
    tot = Counter()
    for d in manifest["documents"]:
        truth = json.loads((OUT / d["truth"]).read_text(encoding="utf-8"))
        src = extract_all(OUT / d["pdf"])
        j = judge_document(truth, src, src)
        j0 = judge_document(truth, src, None)
        errs = []
        for k, v in j["leaks"].items():
            tot["pii"] += v["total"]
            if v["leaked"] != v["total"] or v["unmeasurable"]:
                errs.append("leaks %s %s" % (k, v))
        for k, v in j["kept"].items():
            tot["keep"] += v["total"]
            if v["lost"] or v["unmeasurable"]:
                errs.append("kept %s %s" % (k, v))
        if j["words"]["kept"] != j["words"]["total"]:
            errs.append("words %s" % j["words"])
        if j["unmeasurable_probes"] or j0["unmeasurable_probes"]:
            errs.append("unmeasurable %d / %d" % (j["unmeasurable_probes"], j0["unmeasurable_probes"]))
        if errs:
            bad += 1
            print("JUDGE FAIL", d["name"], errs[:6])
    print("judge_document: %d/%d documents pass (%d personal, %d kept groups)" % (len(manifest["documents"]) - bad,
                                                                              len(manifest["documents"]), tot["pii"], tot["keep"]))
    return bad == 0


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=503)
    ap.add_argument("--docs", type=int, default=40)
    ap.add_argument("--check-only", action="store_true")
    ap.add_argument("--judge-only", action="store_true")
    a = ap.parse_args(argv)
    if a.judge_only:
        return 0 if judge_only() else 1
    if not a.check_only:
        build(a.seed, a.docs)
    ok = self_check()
    if JUDGE_PY.exists() and not a.check_only:
        r = subprocess.run([str(JUDGE_PY), str(Path(__file__).resolve()), "--judge-only"], cwd=ROOT)
        ok = ok and r.returncode == 0
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
