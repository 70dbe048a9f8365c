r"""Corpus AQ: 40 fictional French clinical PDFs from three PDF writers no earlier corpus used.

Held-out evaluation corpus, written without looking at the product (only tools/score_eval.py, the AP
manifest and one AP truth file, the module docstrings of the earlier tools/make_corpus_*.py, and
tools/corpus_ap/ids.py for the structure of the check-key helpers were read). Output:
benchmarks/out/corpus_aq/{manifest.json, pdf/aqNNN_<family>_<shape>.pdf, truth/aqNNN_<family>_<shape>.json}
in the judge's format. Seed 419, 40 documents of 1-3 pages, document i (1-based) in family i % 4; text,
layout, truth AND PDF bytes are deterministic for a seed (checked: two runs give identical truth files,
manifest and all 40 PDFs; universal-printer's CreationDate is fixed, CAM::PDF runs with PERL_HASH_SEED=0
and its random /ID generator replaced, Halibut writes no date).

Producers (helpers in tools/corpus_aq/: ids.py people/places/identifiers with valid keys, model.py the value
class V / runs / word wrapping, content.py the people of a document, identity blocks, stickers, running
heads / feet and the six shapes as lists of blocks, render.py the three writers, campdf.pl the CAM::PDF
driver). THREE new writers, CAM::PDF serving two families with clearly different layouts:
  1 uprinter  universal-printer 3.1.0 (PyPI "universal-printer", no dependencies; its OWN byte-by-byte PDF 1.4
              writer universal_printer/pdf_writer.py: object table, xref, one uncompressed content stream per page,
              base-14 Helvetica + Courier with /WinAnsiEncoding, not embedded; Producer "Universal Printer 3.1.0")
              driven through PdfWriter.build() with its own line model (styles title / header / body / pre, one
              Tj + T* per line). render.py lays the lines out itself with the writer's own arithmetic (advance =
              max(line height, 1.2 x size), wrap widths in characters) so that the writer never wraps or cuts a
              line and its paginate() gives exactly the planned pages (checked at run time). Layout 'listing':
              Courier running head, letterhead in two Courier columns, "=====" rule, ASCII sticker box on the
              right, Helvetica title and upper-case headings, "Label ........ : value" rows, ASCII-ruled tables
              (+---+, |, a "=" header rule), value-first caption grid (values, dashes, "(caption)" under them),
              Courier running foot padded to the page bottom. _info_dict is overridden only to fix the
              CreationDate; Info /Title and /Author are cp1252 literals.
  2 campdf    CAM::PDF 1.60 (Debian libcam-pdf-perl 1.60-5, perl 5.36): render.py writes a one-page skeleton
              (catalog, page tree, base-14 Helvetica / Helvetica-Bold / Courier with /WinAnsiEncoding, Info with
              UTF-16 /Title and /Author) and one content stream per page (own layout, Helvetica AFM widths taken
              from pypdf's core-font metrics); campdf.pl opens the skeleton with CAM::PDF, duplicates the page
              (duplicatePage), sets every page's content (setPageContent, Flate-compressed by CAM::PDF) and writes
              the whole file with CAM::PDF's serialiser (clean + toPDF: its own dictionary formatting, new xref).
              Layout 'form': centred running head over a rule, two-column letterhead with a vertical rule, boxed
              Courier sticker on the RIGHT, grey title band, grey section bars, BOXED label cell + value in the
              next cell (shaded label cells), fully bordered tables with a grey header, boxed value-first captions
              (bold value, hairline, small grey caption under it), signature block on the right, running foot
              under a rule.
  3 halibut   Halibut 1.3 (Debian halibut 1.3-2; Simon Tatham's documentation system with its own PDF backend
              bk_pdf.c: base-14 Times / Helvetica / Courier, not embedded, custom /Differences encodings;
              Producer "Halibut, version 1.3") from a generated .but source. Everything is in the title page's
              preamble (no chapter, hence no contents page) and Halibut paginates it itself; items are put on
              pages afterwards by reading pdftotext's pages in order. Layout 'manual': title line (Info /Title
              is this line), italic running-head line once at the top, letterhead paragraphs, Courier code-block
              sticker, bold upper-case headings, DESCRIPTION LISTS (\dt label, \dd value indented on the line
              below), Courier code blocks for tables, bullet captions "value (caption)", italic foot line at the
              end, page numbers centred at the foot (no running heads: Halibut has none).
  0 campcols  CAM::PDF 1.60 again, layout 'columns': right-aligned running head over a heavy rule, letterhead
              without separator, shaded sticker on the LEFT, title over a thick rule, upper-case headings over a
              hairline, TWO "Label : value" pairs per row (multi-column identity and administrative blocks),
              tables with horizontal rules only, value-first captions without boxes, signature at the left.
A block never splits a value: a value and the punctuation glued to it form one unbreakable word when lines
are wrapped. Planned pages 1 + (i + k) % 3 ("break" blocks); the universal-printer and CAM::PDF layouts add
a page when a page overflows (seed 419: 6 documents got one page more than planned, none more than 3
pages), Halibut decides alone (2-3 pages).
Metadata: Info /Title names the patient ("<shape title> - NOM Prénom") when i % 3 == 0, Info /Author does
("Prénom Nom (patient)") when i % 5 == 0 except in Halibut (which writes only /Title); metadata_items NOM +
PRENOM, field Info/Title or Info/Author, critical. In Halibut the title line is also printed (its items are
in the truth). Other documents carry the shape title and the service name.

Set-up (root, Debian 12), from the repository root (PyPI / Debian registries only; no npm needed):
    apt-get update && apt-get install -y --no-install-recommends halibut libcam-pdf-perl poppler-utils python3-venv
        # halibut 1.3-2, libcam-pdf-perl 1.60-5 (perl 5.36.0-7+deb12u4), poppler-utils 22.12.0
    python3 -m venv tools/_cache/corpusaq-venv
    tools/_cache/corpusaq-venv/bin/pip install universal-printer==3.1.0 pypdf==7.1.1
    python3 tools/make_corpus_aq.py [--seed 419] [--docs 40]   # re-executes itself in corpusaq-venv, then validates
    python3 tools/make_corpus_aq.py --validate-only              # validation alone
Generation takes about 3.5 s (one process; perl and halibut run once per document of their families, work
files in tools/_cache/corpusaq-work/), validation about 8 s: about 12 s in all.

Tried and rejected (besides the writers and rejections listed by the earlier corpora, which were not retried):
PyPDFLite 0.1.40 (PyPI "Simple PDF Writer": Python 2 only - print statements, xrange); markprint (needs Python
>= 3.13); pito 0.1.1 (LaTeX inside); corpdoc 0.4.1, wot-pdf 1.2.7, gen-pdf-abc-xyz-will-change-later 0.1.1,
pdf-abc-this-will-change 0.1.9 (ReportLab inside); pdfgen-juanipis 0.1.12 (WeasyPrint / pydyf inside);
excalidraw-render 0.3.0 (CairoSVG inside); npm @mdpdf/mdpdf 0.1.4 (its linux-x64 binary embeds typst 0.13.1 +
pdf-writer 0.12.1, already exercised); @peculiar/pdf-doc (already used); KiCad 6.0.11's PDF plotter (own
writer, but text is stroked and its invisible searchable text is UTF-16 in a simple Helvetica font; not
installed); Intarsys jPod (not packaged; Debian only has its runtime / rendering libraries libisrt-java,
libiscwt-java); libsambox-java (a PDFBox fork, PDFBox already used).

Shapes (content.py; the k-th document of family f gets SHAPES[(k + f) % 6], so every family has all six):
sortie_prothese_hanche (hip-replacement discharge: coxarthrosis M16.1, Harris and Oxford scores, homonym
profession, captioned op date / CCAM NEKA020 / Corail stem + lot / Pinnacle cup / blood loss, operator with
RPPS, anaesthetist, tranexamic acid dose, X-ray accession number, lab + lab file number, Hb / CRP /
creatinine table with ranges, IDE with ADELI, enoxaparin dose with ATC + UCD, discharge drug table,
administrative block, employer, follow-up date, relative's phone), courrier_unv_avc (stroke-unit letter:
"Cher confrère" narrative with name + birth date, NIHSS / ASPECTS / TICI / mRS / CHA2DS2-VASc, MRI accession
number, I63.3, captioned onset hour / tenecteplase dose / door-to-needle delay, thrombectomy CCAM EANF002
with Solitaire device, work-up table (Holter, ETT, LDL, HbA1c), lab file number, speech therapist in lower
case with ADELI, apixaban / atorvastatin with ATC + UCD, occupational medicine at the employer),
plan_action_asthme (paediatric asthma action plan: child, parent with phone, J45.1, weight, peak flow,
green / orange / red zones with fluticasone / montelukast / salbutamol doses, ATC, inhaler chamber, lot,
PRAM and c-ACT scores, EFR captions with lab file number, school nurse with ADELI), cr_arthroscopie_genou
(knee arthroscopy: meniscal tear S83.2 + ACL, Lysholm / IKDC / Lachman, MRI accession number, captioned
CCAM NFMC003 / NFFC004, tourniquet time, Milagro screw + lot, assistant with ADELI, cefazolin dose,
arthroscope serial, rehabilitation table, tinzaparin with ATC, bacteriology lab, sick note for the
employer), cr_biopsie_hepatique (liver biopsy: K74.6, elastometry, APRI, ultrasound accession number,
captioned CCAM HLHB003 / Menghini needle / core length / lidocaine dose + lot, nurse in lower case with
ADELI, haemostasis table with LOINC codes and ranges, METAVIR / NAS / Perls), suivi_diabete_gestationnel
(gestational diabetes follow-up: O24.4, OGTT value, 28 SA, midwife with ADELI, growth-scan accession
number, glucose diary table with care dates, captioned insulin dose / ATC A10AE05 / FlexPen / lot,
FreeStyle Libre 2 + serial, HbA1c at the lab with lab file number, Bishop score, maternity leave for the
employer). Every document opens with the letterhead (establishment + acronym, service, address, FINESS,
phone, head of department with RPPS, service e-mail), the sticker (NOM Prénom, "Né(e) le dd/mm/yy - F/M",
IPP + NDA), the title and one of three identity blocks (birth name + usage name + first name + birth date +
birth town + sex + IPP + stay + address + phone / "NOM Prénom née NOM" + birth date + INS spaced + domicile +
e-mail + mobile + insurer + member number / "Mme Prénom Nom, née Nom" + birth date + age + IPP / NDA + NIR
15 digits + mobile + address + employer), and ends with the administrative block (insurer + member number,
patient e-mail, NIR "spaced - key", person to notify "Prénom NOM (lien) - phone", GP "Docteur Prénom Nom" with
postcode, town, phone) and the signature ("Fait à <town>, le <date>", "Dr Prénom NOM - RPPS ... - identifiant
national 8<RPPS>", "Concerne : Prénom NOM (né(e) le dd/mm/yyyy). Copie : Dr NOM Prénom"). Running heads in
four styles (sigle · NOM Prénom · IPP / NOM, Prénom - né(e) le dd/mm/yy - séjour NDA / Dossier IPP |
establishment / Patient(e) : NOM Prénom - INS NIR13 key - sigle) and feet in four (establishment - FINESS -
page k/n / sigle - town - Tél. - feuillet k sur n / "Document confidentiel - sigle - NOM - k/n" / "édité le
<date> par prénom nom - réf. nom prénom - p. k/n" in lower case).

Items: one per printed occurrence (running head / foot items on every page). role "pii": NOM / PRENOM
(subtype patient, naissance (birth name), medecin, soignant, proche; UPPER, Title and lower case,
hyphenated, particles "de Kervéguen" / "d'Argenson" / "Le Bihan" / "van der Meulen", "Dr NOM Prénom",
"Docteur Prénom Nom", "Dr Prénom NOM"), DATE_NAISSANCE (eleven writings chosen by i % 11: dd/mm/yyyy,
dd/mm/yy, words, CAPITALS, dd.mm.yyyy, compact ddmmyyyy, spaced "dd mm yyyy", weekday lower / capitalised,
dd-mm-yyyy, dd.mm.yy; stickers and one running head use dd/mm/yy, the "Concerne" line dd/mm/yyyy), NIR
(subtype ins when captioned INS; spaced, "13 key", 15 digits, "spaced - key"; key 97 - NIR13 mod 97), IPP
(9-10 digits), NUM_SEJOUR (26-123456-K, NDA26Q01234, S2026/1234567, V12345678-3, HS-26123456),
NUM_ACCESSION (IMG/RX/US/CT + 26 + 6 digits), NUM_DOSSIER_LABO (L123456-789, BIO-26-1234567, DL26 + 8
digits), NUM_ADHERENT (ADH-, M, AD prefixes or 10 digits), ORGANISME (mutuelle), RPPS (11 digits Luhn;
subtype idnat for "8"+RPPS), ADELI (Luhn), FINESS (Luhn), ADRESSE (probes: value + street), CODE_POSTAL,
VILLE (domicile, etablissement, medecin, naissance, lieu_redaction), TELEPHONE (spaced, dotted, +33,
unspaced, hyphenated), EMAIL (patient and service), ETABLISSEMENT (etablissement / sigle with dots, digits
or hyphens: H.P.T.S., CHI2R, CCB-Santé / employeur / laboratoire). critical = the patient's NOM / PRENOM
(birth name included), DATE_NAISSANCE, NIR, IPP, EMAIL, metadata items. role "keep": DATE/SOINS and DECOY
(AGE, ATC, BIOLOGIE, CCAM, CIM10, DELAI, DISPOSITIF, DOSE, HEURE, INTERVALLE, LOINC, LOT, MESURE, POIDS,
SCORE (eponymous and clinical scores: Harris, Oxford, NIHSS, ASPECTS, TICI, mRS, CHA2DS2-VASc, PRAM, c-ACT,
Lysholm, IKDC, APRI, METAVIR, NAS, Bishop), UCD) and MOT/HOMONYME (the nouns boulanger, meunier, tisserand,
couturier, vigneron, berger, fournier, charron printed in lower case while the nurse bears that surname).
Counts for seed 419: 40 documents, 89 pages (uprinter 21, campdf 24, halibut 22, campcols 22), 2982 pii
items, 996 keep items, 38 metadata items.

Validation (validate(), run after every generation and by --validate-only), with the judge's own extractors
and normaliser (score_eval.extract_all / extract_pypdf / normalize / count): page counts of pdftotext and
pypdf equal the truth's; on every page each item's first probe is seen (pdftotext or pypdf, both hyphen
readings) at least as often as the page's items print it; no personal probe is seen in the document more
often than the truth's items contain it (no untagged copy); and score_eval.judge_document(truth, src, src)
with the original as output counts every pii item as leaked (no unmeasurable probe), loses no decoy and
finds every metadata item. Result for seed 419: 0 failures.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / "tools" / "_cache" / "corpusaq-venv"
OUT = ROOT / "benchmarks" / "out" / "corpus_aq"
WORK = ROOT / "tools" / "_cache" / "corpusaq-work"

if Path(sys.prefix).resolve() != VENV.resolve() and (VENV / "bin" / "python").exists() and not os.environ.get("CORPUSAQ_NOREEXEC"):
    os.environ["CORPUSAQ_NOREEXEC"] = "1"
    os.execv(str(VENV / "bin" / "python"), [str(VENV / "bin" / "python"), __file__] + sys.argv[1:])

sys.path.insert(0, str(ROOT / "tools"))
import score_eval  # noqa: E402
from corpus_aq import content, render  # noqa: E402
from corpus_aq.model import R, run_text, V  # noqa: E402

FAMILIES = {1: "uprinter", 2: "campdf", 3: "halibut", 0: "campcols"}
FAMILY_INDEX = {"uprinter": 1, "campdf": 2, "halibut": 3, "campcols": 0}


def versions() -> dict:
    def deb(p):
        r = subprocess.run(["dpkg-query", "-W", "-f", "${Version}", p], capture_output=True, text=True)
        return r.stdout.strip()
    import pypdf
    from importlib.metadata import version
    pt = subprocess.run(["pdftotext", "-v"], capture_output=True, text=True)
    return {"universal-printer": version("universal-printer"), "CAM::PDF (Debian libcam-pdf-perl)": deb("libcam-pdf-perl"),
            "halibut (Debian)": deb("halibut"), "perl (Debian)": deb("perl"), "pypdf": pypdf.__version__,
            "pdftotext": (pt.stderr or pt.stdout).splitlines()[0]}


PRODUCERS = {
    "uprinter": ("universal-printer 3.1.0 (PyPI universal-printer: its OWN dependency-free PDF 1.4 writer "
                 "universal_printer/pdf_writer.py, base-14 Helvetica + Courier with /WinAnsiEncoding, not embedded; "
                 "Producer 'Universal Printer 3.1.0') via tools/corpus_aq/render.py layout 'listing': the writer's own "
                 "line model (title / header / body / pre styles, one Tj + T* per line), page control by exact line "
                 "budget, Courier label ...... : value rows, ASCII-ruled tables (+---+ / |), ASCII sticker box on the "
                 "right, value-first caption grid (value, dashes, '(caption)'), running head and foot lines; Info /Title, /Author "
                 "as cp1252 literals"),
    "campdf": ("CAM::PDF 1.60 (Debian libcam-pdf-perl 1.60-5, perl): one-page skeleton parsed by CAM::PDF, page "
               "duplicated (duplicatePage), content streams set (setPageContent, Flate) and the whole file re-serialised "
               "by CAM::PDF (clean + toPDF); base-14 Helvetica / Helvetica-Bold / Courier, /WinAnsiEncoding; "
               "layout 'form': centred running head over a rule, grey title band, grey section bars, BOXED label cell + value "
               "in the next cell, fully bordered tables with grey header, boxed sticker on the RIGHT (Courier), "
               "two-column letterhead with a vertical rule, boxed value-first captions; Info /Title, /Author UTF-16"),
    "halibut": ("Halibut 1.3 (Debian halibut 1.3-2; its own PDF backend, base-14 Times / Helvetica / Courier with "
                "a custom /Differences encoding, not embedded; Producer 'Halibut, version 1.3') from a generated .but "
                "source: title + flowing preamble (Halibut paginates; no contents page), description lists "
                "(\\dt label / \\dd value below it), bold upper-case headings, Courier code paragraphs for tables and the "
                "ASCII sticker, bullet captions, page numbers centred at the foot; Info /Title = the title line"),
    "campcols": ("CAM::PDF 1.60 again, layout 'columns': right-aligned running head over a heavy rule, title over "
                 "a thick rule, upper-case headings over a hairline, TWO label : value pairs per row (multi-column), "
                 "tables with rules only, shaded sticker on the LEFT, letterhead without separator, value-first captions "
                 "without boxes; Info /Title, /Author UTF-16"),
}


def plan(seed: int, n: int) -> list:
    docs = []
    count = Counter()
    for i in range(1, n + 1):
        fam = FAMILIES[i % 4]
        k = count[fam]
        count[fam] += 1
        shape = content.SHAPES[(k + FAMILY_INDEX[fam]) % 6]
        pages = 1 + (i + k) % 3
        docs.append({"i": i, "family": fam, "shape": shape, "pages": pages,
                     "name": "aq%03d_%s_%s" % (i, fam, shape)})
    return docs


def make_doc(seed: int, d: dict) -> dict:
    i, fam, shape = d["i"], d["family"], d["shape"]
    ctx, blocks = content.build(seed, i, shape, d["pages"])
    ctx.head_style = (i // 4) % 4
    ctx.foot_style = (i // 4 + 1) % 4
    pdf = OUT / "pdf" / (d["name"] + ".pdf")
    meta_items = []
    title = content.SHAPE_TITLES[shape]
    author = content.SERVICES[shape]
    p = ctx.pat
    if i % 3 == 0:
        nm, pr = p.last.upper(), p.first
        title = "%s - %s %s" % (title, nm, pr)
        meta_items += [{"kind": "NOM", "text": nm, "field": "Info/Title", "critical": True, "probes": [nm]},
                       {"kind": "PRENOM", "text": pr, "field": "Info/Title", "critical": True, "probes": [pr]}]
    if i % 5 == 0 and fam != "halibut":
        author = "%s %s (patient)" % (p.first, p.last)
        meta_items += [{"kind": "PRENOM", "text": p.first, "field": "Info/Author", "critical": True, "probes": [p.first]},
                       {"kind": "NOM", "text": p.last, "field": "Info/Author", "critical": True, "probes": [p.last]}]
    work = WORK / d["name"]
    if fam == "uprinter":
        emitted = render.render_uprinter(ctx, blocks, title, author, pdf, i)
    elif fam in ("campdf", "campcols"):
        emitted = render.render_campdf(ctx, blocks, title, author, pdf, "form" if fam == "campdf" else "columns", work)
    else:
        if i % 3 == 0:  # Halibut's Info /Title is the printed title line: put the patient's name there
            blocks = [("title", R(content.SHAPE_TITLES[shape], " - ", p.n(), " ", p.p())) if b[0] == "title" else b
                      for b in blocks]
        emitted = render.render_halibut(ctx, blocks, title, pdf, work)
    src = score_eval.extract_all(pdf)
    pt_pages = src["pages_pdftotext"]
    npages = len(pt_pages)
    # pages decided after rendering (Halibut): greedy, in reading order, on pdftotext's pages
    used = [Counter() for _ in range(npages)]
    for pg, v in emitted:
        if pg is not None:
            used[pg][v.text] += 1
    items_by_page = [[] for _ in range(npages)]
    cur = 0
    for pg, v in emitted:
        if pg is None:
            ci = "@" in v.text
            found = None
            for q in list(range(cur, npages)) + list(range(0, cur)):
                if score_eval.count(v.text, pt_pages[q], ci) > used[q][v.text]:
                    found = q
                    break
            if found is None:
                found = cur
            used[found][v.text] += 1
            cur = found
            pg = found
        items_by_page[pg].append(v.item())
    prod = PRODUCERS[fam]
    truth = {"name": d["name"], "family": fam, "kind": shape, "shape": shape, "producer": prod, "producers": [prod],
             "page_index_base": 0, "seed": SEED, "metadata_items": meta_items,
             "pages": [{"index": k, "items": items_by_page[k]} for k in range(npages)]}
    (OUT / "truth" / (d["name"] + ".json")).write_text(json.dumps(truth, ensure_ascii=False, indent=1), encoding="utf-8")
    return {"name": d["name"], "pdf": "pdf/%s.pdf" % d["name"], "truth": "truth/%s.json" % d["name"], "family": fam,
            "shape": shape, "pages": npages, "planned_pages": d["pages"] if fam != "halibut" else None,
            "producer": prod, "producers": [prod],
            "pii_items": sum(1 for pg in truth["pages"] for it in pg["items"] if it["role"] == "pii"),
            "keep_items": sum(1 for pg in truth["pages"] for it in pg["items"] if it["role"] == "keep"),
            "metadata_items": len(meta_items)}


# ------------------------------------------------------------------ validation
def validate_doc(truth: dict, pdf: Path) -> list:
    errs = []
    src = score_eval.extract_all(pdf)
    pp, _ = score_eval.extract_pypdf(pdf)
    pt = src["pages_pdftotext"]
    if not (len(pt) == len(pp) == len(truth["pages"])):
        errs.append("pages: pdftotext %d, pypdf %d, truth %d" % (len(pt), len(pp), len(truth["pages"])))
        return errs
    ppn = [score_eval.normalize(x) for x in pp]
    ppn_h = [score_eval.normalize(x, True) for x in pp]
    ptn_h = [score_eval.normalize(x, True) for x in score_eval.extract_pdftotext(pdf)]
    for pg in truth["pages"]:
        k = pg["index"]
        need = Counter(it["probes"][0] for it in pg["items"])
        for p, n in need.items():
            ci = "@" in p
            seen = max(score_eval.count(p, t, ci) for t in (pt[k], ptn_h[k], ppn[k], ppn_h[k]))
            if seen < n:
                errs.append("page %d: %r seen %d < %d" % (k, p, seen, n))
    items = [it for pg in truth["pages"] for it in pg["items"]]
    for p in sorted({pr for it in items if it["role"] == "pii" for pr in it["probes"]}):
        ci = "@" in p
        exp = sum(score_eval.count(p, score_eval.normalize(it["text"]), ci) or (p in it["probes"]) for it in items)
        seen = max(score_eval.count(p, src[e], ci) for e in ("pdftotext", "pdftotext_h", "pypdf", "pypdf_h"))
        if seen > exp:
            errs.append("untagged copy: %r seen %d > %d" % (p, seen, exp))
    j = score_eval.judge_document(truth, src, src)
    for kind, v in j["leaks"].items():
        if v["unmeasurable"]:
            errs.append("unmeasurable %s: %d" % (kind, v["unmeasurable"]))
        if v["leaked"] != v["total"] - v["unmeasurable"]:
            errs.append("judge sees %s leaked %d of %d (with the original as output)" % (kind, v["leaked"], v["total"]))
    for kind, v in j["kept"].items():
        if v["lost"] or v["unmeasurable"]:
            errs.append("keep %s lost %d unmeasurable %d" % (kind, v["lost"], v["unmeasurable"]))
    if j["unmeasurable_probes"]:
        errs.append("unmeasurable probes: %d" % j["unmeasurable_probes"])
    return errs


def validate(names=None) -> int:
    man = json.loads((OUT / "manifest.json").read_text(encoding="utf-8"))
    bad = 0
    for d in man["documents"]:
        if names and d["name"] not in names:
            continue
        truth = json.loads((OUT / d["truth"]).read_text(encoding="utf-8"))
        errs = validate_doc(truth, OUT / d["pdf"])
        if errs:
            bad += 1
            print("FAIL", d["name"])
            for e in errs[:12]:
                print("   ", e)
    print("validation: %d documents, %d failing" % (len(man["documents"]), bad))
    return 1 if bad else 0


SEED = 419


def main(argv=None) -> int:
    global SEED
    ap = argparse.ArgumentParser(description="Corpus AQ")
    ap.add_argument("--seed", type=int, default=419)
    ap.add_argument("--docs", type=int, default=40)
    ap.add_argument("--validate-only", action="store_true")
    ap.add_argument("--only", nargs="*", default=None)
    a = ap.parse_args(argv)
    SEED = a.seed
    if a.validate_only:
        return validate(set(a.only) if a.only else None)
    t0 = time.time()
    if not a.only:
        shutil.rmtree(OUT, ignore_errors=True)
        shutil.rmtree(WORK, ignore_errors=True)
    (OUT / "pdf").mkdir(parents=True, exist_ok=True)
    (OUT / "truth").mkdir(parents=True, exist_ok=True)
    docs = plan(a.seed, a.docs)
    rows = []
    for d in docs:
        if a.only and d["name"] not in a.only:
            continue
        rows.append(make_doc(a.seed, d))
    if a.only:
        return validate(set(a.only))
    fam_sum = {}
    for fam in ("uprinter", "campdf", "halibut", "campcols"):
        rs = [r for r in rows if r["family"] == fam]
        fam_sum[fam] = {"documents": len(rs), "pages": sum(r["pages"] for r in rs),
                        "pii_items": sum(r["pii_items"] for r in rs), "keep_items": sum(r["keep_items"] for r in rs),
                        "metadata_items": sum(r["metadata_items"] for r in rs), "producer": PRODUCERS[fam]}
    man = {"corpus": "aq", "seed": a.seed, "generator": "tools/make_corpus_aq.py", "versions": versions(),
           "family_summary": fam_sum, "shapes": content.SHAPES,
           "totals": {"documents": len(rows), "pages": sum(r["pages"] for r in rows),
                      "pii_items": sum(r["pii_items"] for r in rows), "keep_items": sum(r["keep_items"] for r in rows),
                      "metadata_items": sum(r["metadata_items"] for r in rows)},
           "documents": rows}
    (OUT / "manifest.json").write_text(json.dumps(man, ensure_ascii=False, indent=1), encoding="utf-8")
    print("generated %d documents, %d pages in %.1f s" % (len(rows), man["totals"]["pages"], time.time() - t0))
    return validate()


if __name__ == "__main__":
    raise SystemExit(main())
