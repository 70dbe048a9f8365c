"""Corpus BB: 40 fictional French clinical PDFs, written without looking at the product.

Read to write it: tools/score_eval.py (truth format, probes, decoys, ordinary words, critical kinds,
judge_document), the top docstrings only (first 80 lines) of the earlier tools/make_corpus_*.py and
tools/make_eval_corpus.py (writers, layouts and shapes already used; every layout and shape word below was grepped
for in them, in French and English), tools/corpus_au/ids.py, model.py and render.py (model.py copied as is;
ids.py adapted with new pools and new writings; the Flow idea of render.py rewritten as tools/corpus_bb/layout.py
with several columns / panels per page, bubbles and shrinking of a too-wide line), and, for the format only,
benchmarks/out/corpus_au/manifest.json and one truth file there. Nothing under app/, tests/, docs/, README.md or
benchmarks/RESULTS*.md was read, nor any other tools/corpus_*/ folder (tools/corpus_ba/ and corpus_au/content.py
included) or benchmarks/out/corpus_*; the product was not run; nothing was installed.

Output: benchmarks/out/corpus_bb/{manifest.json, pdf/bbNNN_<family>_<shape>.pdf, truth/bbNNN_<family>_<shape>.json}
in the judge's format (page_index_base 0, one item per printed occurrence - running heads / feet / barcode captions
repeated on every page they are printed on -, no metadata items: Info titles are the neutral shape title). Seed 701,
40 documents, document i (1-based) in family i % 4; the k-th document of family f gets SHAPES[(k + f) % 6]; planned
pages 1 + (i + k) % 3 (three sections: 1 page = all, 2 = [1][2+3], 3 = [1][2][3]; the e-mail family orders them
reply [2][3] then quoted [1]); a page that overflows continues in the next column / panel / page; a document that
would exceed 3 pages is re-planned with fewer breaks. Every document has 1-3 pages (89 pages in all).

WRITERS AND LAYOUTS (all already installed in tools/_cache/ar-venv; each writer was used by an earlier corpus; each
LAYOUT is new: none of tri-fold / trifold / dépliant / leaflet / brochure / triptyque, e-mail printout / mail
header / quoted reply / "a écrit", chat / bubble / conversation / fil de discussion / messagerie, ticket / receipt /
thermal roll / 80 mm / caisse appears in an earlier docstring; "two-up", "booklet", "slide", "dashboard tiles",
"timeline", "zebra", "dot leader", "étiquette", "Seyès / ruled notebook" and "window envelope" do, so they were
not used):
  1 rltriptyque  ReportLab 5.1.0 pdfgen canvas (invariant=1), Carlito Regular / Bold / Italic TTF subsets. Layout: a
                 TRI-FOLD LEAFLET (dépliant trois volets) on A4 landscape: three 99 mm panels split by dashed fold
                 lines with solid fold marks at the top and bottom edges and a tiny "pli"; page 1: right-hand COVER
                 PANEL (letterhead in white on a teal block, a drawn round logo, the 15 pt title, the short
                 identity, "VOTRE ÉQUIPE" list), body flowing in the two other panels; page 2+: body in the three
                 panels; headings as teal bands, every field as a tiny grey italic capital caption ABOVE its bold
                 value with a dotted rule, table rows as small framed mini-cards with a teal edge, italic signature;
                 identity foot centred under the middle panel "identity - dépliant k/n".
  2 fpdfmail     fpdf2 2.8.9, GNU FreeSans / Bold / Oblique subsets, fixed creation date. Layout: an E-MAIL PRINTOUT
                 from a secure webmail: print banner "Webmail MSSanté - impression du message" + "k / n", 12.5 pt
                 subject line naming the patient ("Objet :" or, in half the documents, English headers "Subject:",
                 "From", "To", "Sent", "Attachment"), a framed header block (sender doctor with e-mail in angle
                 brackets, GP addressee with e-mail, Cc secretariat, sent date in words, attachment); the reply
                 body (headings as *starred* bold lines, "Label : value" lines, table rows as "- head : cell ; ..."),
                 signature, a "-- " e-mail signature carrying the letterhead; then the QUOTED ORIGINAL MESSAGE
                 "Le dd/mm/yyyy à 09:14, <e-mail> a écrit :" with every line prefixed by ">" (the identity) and a
                 second quoting level ">>" (the care team); print-URL foot with "p. k".
  3 mupdfchat    PyMuPDF 2.0 (MuPDF 1.28.5) page.insert_text / draw_rect with Carlito subsets (doc.subset_fonts()),
                 empty dates, no_new_id. Layout: a SECURE-MESSAGING CHAT TRANSCRIPT: dark top bar "Messagerie
                 instantanée sécurisée - fil de discussion" + "Dossier concerné : NAME First · IPP" on every page;
                 centred grey system cards ("Conversation ouverte par" letterhead, "Participants" team); day
                 separators "— mardi 12 août 2025 —"; every block a rounded SPEECH BUBBLE, alternating left (grey,
                 doctor) and right (blue, nurse / second doctor) with the sender name + time above and "Lu" /
                 "Reçu" receipts under; a bubble taller than the room left continues on the next page; foot
                 "Export de la conversation - page k sur n".
  0 pydyfticket  pydyf 0.13.0 with content streams written here: base-14 Courier / Bold / Oblique, /WinAnsiEncoding
                 (cp1252 hex strings), not embedded, fixed /ID. Layout: a THERMAL RECEIPT ROLL: 80 x 297 mm pages,
                 a BARCODE DRAWN AS BARS from the IPP on top of every page with the short identity printed under it
                 and "ticket k/n - conserver avec le dossier"; letterhead centred in small type, title in bold
                 capitals over a heavy rule; headings in REVERSE VIDEO (white on black bars); fields with the label
                 flush left and the value FLUSH RIGHT on the same line (or the value right-aligned under its label
                 when too long); table rows as "# first cell" then indented "head ... value" lines; dashed rules
                 between blocks; "*** FIN DU TICKET ***"; scissors-line foot "- - - découper ici - - -".
Widths come from the real font advances (reportlab pdfmetrics, fpdf2 get_string_width, pymupdf.Font.text_length,
Courier 600/1000 em); each value is recorded on the page it is drawn on (tools/corpus_bb/layout.py); every drawn
string ends with a space so that pypdf never glues two strings.

SHAPES (tools/corpus_bb/content.py; none named in an earlier docstring, grepped in French and English:
ponction / lumbar, escarre / pressure ulcer / Braden, radiothérapie / radiotherapy, bariatrique / bariatric,
contre avis / against medical advice, déglutition / swallowing / dysphagia / IDDSI):
  ponction_lombaire   lumbar-puncture report: request id, G03.9, L4-L5, Sprotte 22G needle + lot, CCAM AFHB001,
                      opening pressure, Kernig / Brudzinski, CSF table (values, ranges, LOINC), lab file number +
                      laboratory, CT accession number, paracetamol dose / ATC.
  suivi_escarre       pressure-ulcer follow-up: Braden score, mattress, wound table (dates, site, stage, size),
                      dressing + lot, albumin with range, L89.2, oral supplement dose, weight, prescription id.
  fin_radiotherapie   end-of-radiotherapy summary: C61, Gleason, PSA, volume / dose / fractions / dates table,
                      VMAT 6 MV, CCAM, positioning-imaging accession, CTCAE grade, tamsulosin dose / ATC, lab.
  bilan_bariatrique   pre-bariatric-surgery assessment: BMI, weight, E66.0, HbA1c / ferritin / vitamin D table
                      with norms, AHI + CPAP device, gastroscopy accession, Helicobacter pylori, lab file number,
                      sleeve CCAM HFFC018, metformin dose / ATC, prior-agreement request id.
  sortie_contre_avis  discharge against medical advice: R07.4, troponin with range, risks explained by a doctor
                      (named in prose), HEART score, Wolff-Parkinson-White, aspirin / trinitrin doses, ATC, lot,
                      the patient's own "Je soussigné(e) First NAME" declaration.
  bilan_deglutition   swallowing assessment after stroke: I63.5 / R13, NIHSS, IDDSI texture trials table,
                      videofluoroscopy accession, Rosenbek PAS, thickener + lot, clopidogrel dose / ATC, therapist.
Every document: letterhead (establishment + acronym, service, street, postcode, town in capitals, phone + fax,
secretariat e-mail, FINESS of the site and legal-entity FINESS, both Luhn-valid), care team (three doctors in four
name forms "Dr First Last", "Pr LAST First", "LAST First (Dr)", "Docteur First Last", RPPS 11 digits Luhn and the
national "8"+RPPS, a nurse with a 9-digit Luhn ADELI), identity block with rotating label writings (French, English
"Last name / First name", "Date of birth", "Place of birth", "Patient ID", "Episode", "Phone", "E-mail", "Birth
name", abbreviations "DDN", "Mél.", "N° sécu", and a "saisie accueil" duplicate of the name in lower case), NIR in
five writings ("2 58 07 64 123 456 78", "2580764 123 456 | 78", "2.58.07.64.123.456-78", "2580764123456 (clé 78)",
"2 5807 64123456 78"; Corsican 2A / 2B departments with the 19 / 18 substitution for the key) and the 15-digit INS
(with the INS OID as a kept decoy), IPP in four shapes ("0123456789", "P2025-012345", "01 23 45 67 89",
"I-0123456"), NDA in four ("NDA 252-012345", "V25.01234.5", "EPI/25/012345", "2509012345"), lab file numbers
("LB25-0123456", "250812/0345", "BIO 25 012345"), accession numbers ("ACC20250123456", "RX25.012345",
"IMA-01234567"), request ids ("DEM-25-01234", "RQ012345678"), prescription ids ("ORD/2025/012345", "PRE-12-01234"),
member numbers ("ADH 0123 4567 89", "01234567/02", "M-12-01234"), relative (name, link, mobile), insurer, employer,
GP with RPPS and e-mail. Birth dates in 13 writings: 07/03/1958, 7.3.1958, 7 mars 1958, "vendredi 7 mars 1958",
07-03-58, spaced digits "0 7 0 3 1 9 5 8", 19580307, 1958-03-07, "7 févr. 1958", "March 7, 1958", 07/03/58,
07|03|1958, "7 MARS 1958". Phones in fiction blocks, eight writings ("02 61 91 12 34", "02/61/91/12/34",
"+33 2 619 11 234", compact, "+33.2.61.91.12.34", "0261 911 234", "(+33) 2 61 91 12 34", hyphens). Surnames:
Breton, Basque, Alsatian, Corsican, Occitan, compound, with particles ("de Kervénoaël", "d'Etchegoyen",
"de Peretti della Rocca", "von Hausen", "di Santo"), ordinary words (Lapierre, Pommier, Bonheur, Ruisseau...),
in capitals, title case and lower case. E-mail domains are fictional (.example, courriel-fictif.fr ...); communes
and postcodes are real. Kept items: care dates (numeric and in words), CIM-10, CCAM, LOINC, ATC, lot numbers, doses,
lab values and ranges, measurements, scores, devices, drug names, eponyms, the INS OID, and an ordinary trade word
equal to a clinician's surname (tisserand, meunier, berger...: kind ORDINAIRE subtype HOMONYME). Critical (as in
score_eval / corpus AU's model): DATE_NAISSANCE, NIR, IPP, every EMAIL, the patient's NOM / PRENOM (subtypes patient,
naissance).

Reproduce (from the repository root; about 25 s):
    tools/_cache/ar-venv/bin/python tools/make_corpus_bb.py [--seed 701]
It rewrites benchmarks/out/corpus_bb/, then runs itself with the judge's venv
(tools/_cache/judge-venv/bin/python tools/make_corpus_bb.py --judge-only): every probe must be seen on its page by
pdftotext and pypdf as often as that page's items need it, page counts must match the truth and the manifest, no
personal value may appear in the metadata, and score_eval.judge_document with the source text as output must count
every personal item as leaked, no kept item as lost and nothing as unmeasurable. Exit 1 on any failure.
Deterministic for a seed (random.Random(seed), no clock in the PDFs).
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
OUT = ROOT / "benchmarks" / "out" / "corpus_bb"
SEED = 701
N_DOCS = 40


def versions() -> dict:
    v = {}
    try:
        import fpdf
        import pydyf
        import pymupdf
        import reportlab
        v = {"reportlab": reportlab.Version, "fpdf2": fpdf.__version__, "pymupdf": pymupdf.VersionBind,
             "mupdf": pymupdf.VersionFitz, "pydyf": pydyf.__version__}
    except ImportError:
        pass
    try:
        v["pdftotext"] = subprocess.run(["pdftotext", "-v"], capture_output=True, text=True).stderr.splitlines()[0]
    except Exception:
        pass
    return v


def generate(seed: int) -> list[dict]:
    from corpus_bb.content import SHAPES, build
    from corpus_bb.render import RENDERERS
    rnd = random.Random(seed)
    if OUT.exists():
        shutil.rmtree(OUT)
    (OUT / "pdf").mkdir(parents=True)
    (OUT / "truth").mkdir(parents=True)
    per_family = Counter()
    docs = []
    for i in range(1, N_DOCS + 1):
        fam = i % 4
        k = per_family[fam]
        per_family[fam] += 1
        shape = SHAPES[(k + fam) % 6]
        planned = 1 + (i + k) % 3
        r = random.Random(rnd.randint(0, 2 ** 31))
        doc = build(r, i, shape)
        fname, fn, producer = RENDERERS[fam]
        for plan in range(planned, 0, -1):
            pdf, vals = fn(doc, plan)
            if len(vals) <= 3:
                break
        if len(vals) > 3:
            raise SystemExit("bb%03d: %d pages" % (i, len(vals)))
        name = "bb%03d_%s_%s" % (i, fname, shape)
        (OUT / "pdf" / (name + ".pdf")).write_bytes(pdf)
        truth = {"name": name, "family": fname, "shape": shape, "kind": shape, "producer": producer,
                 "producers": [producer], "seed": seed, "page_index_base": 0, "title": doc["title"],
                 "pages": [{"index": pi, "items": [v.item() for v in pv]} for pi, pv in enumerate(vals)],
                 "metadata_items": []}
        (OUT / "truth" / (name + ".json")).write_text(json.dumps(truth, ensure_ascii=False, indent=1), encoding="utf-8")
        docs.append({"name": name, "pdf": "pdf/%s.pdf" % name, "truth": "truth/%s.json" % name, "pages": len(vals),
                     "planned_pages": planned, "family": fname, "shape": shape, "producer": producer,
                     "producers": [producer], "sha256": hashlib.sha256(pdf).hexdigest()})
    manifest = {"corpus": "bb", "seed": seed, "generator": "tools/make_corpus_bb.py", "versions": versions(),
                "documents": docs}
    (OUT / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")
    return docs


def judge_only() -> int:
    """Run with the judge's venv: page-level probe checks + judge_document with the source as output."""
    sys.path.insert(0, str(ROOT / "tools"))
    import pypdf

    import score_eval as se
    manifest = json.loads((OUT / "manifest.json").read_text(encoding="utf-8"))
    problems = []
    totals = Counter()
    keep_totals = Counter()
    pages = 0
    for d in manifest["documents"]:
        pdf = OUT / d["pdf"]
        truth = json.loads((OUT / d["truth"]).read_text(encoding="utf-8"))
        n_pp = len(pypdf.PdfReader(str(pdf)).pages)
        pt_pages = se.extract_pdftotext(pdf)
        pp_pages, meta = se.extract_pypdf(pdf)
        pages += n_pp
        if n_pp != d["pages"] or len(truth["pages"]) != n_pp or not 1 <= n_pp <= 3:
            problems.append("%s: pages %s / truth %s / manifest %s" % (d["name"], n_pp, len(truth["pages"]), d["pages"]))
        for pg in truth["pages"]:
            need = Counter()
            for it in pg["items"]:
                for p in it["probes"]:
                    need[p] += 1
            for ex, texts in (("pdftotext", pt_pages), ("pypdf", pp_pages)):
                txt = se.normalize(texts[pg["index"]]) if pg["index"] < len(texts) else ""
                txt_h = se.normalize(texts[pg["index"]], True) if pg["index"] < len(texts) else ""
                for p, n in need.items():
                    got = max(se.count(p, txt, "@" in p), se.count(p, txt_h, "@" in p))
                    if got < n:
                        problems.append("%s p%d %s: %r seen %d < %d" % (d["name"], pg["index"], ex, p, got, n))
        # metadata must stay neutral
        for pg in truth["pages"]:
            for it in pg["items"]:
                if it["role"] == "pii" and len(it["text"]) > 3 and it["text"] in meta:
                    problems.append("%s: metadata contains %r" % (d["name"], it["text"]))
        src = se.extract_all(pdf)
        j = se.judge_document(truth, src, src)
        if j["unmeasurable_probes"]:
            problems.append("%s: %d unmeasurable probes" % (d["name"], j["unmeasurable_probes"]))
        for kind, v in j["leaks"].items():
            totals[kind] += v["total"]
            if v["leaked"] != v["total"] or v["unmeasurable"]:
                problems.append("%s: %s leaked %d of %d (unmeasurable %d)" % (d["name"], kind, v["leaked"], v["total"], v["unmeasurable"]))
        for kind, v in j["kept"].items():
            keep_totals[kind] += v["total"]
            if v["lost"] or v["unmeasurable"]:
                problems.append("%s: kept %s lost %d unmeasurable %d" % (d["name"], kind, v["lost"], v["unmeasurable"]))
    for p in problems:
        print("PROBLEM", p)
    items = Counter()
    for d in manifest["documents"]:
        truth = json.loads((OUT / d["truth"]).read_text(encoding="utf-8"))
        for pg in truth["pages"]:
            for it in pg["items"]:
                items["%s %s%s" % (it["role"], it["kind"], "/" + it["subtype"] if it["subtype"] else "")] += 1
    print(json.dumps({"documents": len(manifest["documents"]), "pages": pages, "problems": len(problems),
                      "pii_groups_by_kind": dict(sorted(totals.items())), "kept_groups_by_kind": dict(sorted(keep_totals.items())),
                      "items": dict(sorted(items.items()))}, ensure_ascii=False, indent=1))
    return 1 if problems else 0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=SEED)
    ap.add_argument("--judge-only", action="store_true")
    a = ap.parse_args(argv)
    if a.judge_only:
        return judge_only()
    docs = generate(a.seed)
    print("wrote %d documents, %d pages to %s" % (len(docs), sum(d["pages"] for d in docs), OUT.relative_to(ROOT)))
    judge_py = ROOT / "tools" / "_cache" / "judge-venv" / "bin" / "python"
    return subprocess.run([str(judge_py), str(Path(__file__).resolve()), "--judge-only"], cwd=ROOT).returncode


if __name__ == "__main__":
    raise SystemExit(main())
