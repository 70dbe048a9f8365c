"""Corpus W: 40 fictional French clinical PDFs from four producers never used before, with ground truth.

Every person, establishment, identifier and value is invented (pools combined at random per
document; communes, postcodes and street types are real). NIR keys are mod-97 valid, RPPS
(11 digits) and FINESS (9 digits) are Luhn-valid.

Producers (10 documents each, in rotation w01 calligra, w02 html2ps, w03 pdftk, w04 type3, ...)
-------------------------------------------------------------------------------------------
1. Calligra Words 3.2.1 (Debian calligrawords 1:3.2.1+dfsg-6+b3; PDF written by the Qt 5.15.8
   engine, fonts Liberation Sans/Serif or DejaVu Sans embedded as CID TrueType) from a .odt
   written here (content.xml, styles.xml, meta.xml, manifest): tables, master-page running
   header/footer with a page-number field, draw:frame text boxes, page breaks. corpus_w/p_calligra.py
2. html2ps 1.0b7 (Debian html2ps 1.0b7-6, Perl) + Ghostscript 10.0.0 ps2pdf (Debian
   ghostscript 10.0.0~dfsg-11+deb12u9): ISO-8859-1 HTML with tables, running header/footer from
   the html2ps configuration block, <!--NewPage--> breaks. corpus_w/p_html2ps.py
3. pdftk-java 3.3.2 (Debian pdftk-java 3.3.2-1, OpenJDK 17) fill_form on Cerfa-like AcroForm
   templates drawn by corpus_w/pdfraw.py (bon de transport, demande d'accord préalable,
   certificat médical AT, formulaire d'admission): captions in the page content, every value
   ONLY in a text field. 5 documents flattened (k = 0, 2, 4, 6, 8), 3 with live fields and
   pdftk's generated appearances, 2 with live fields + need_appearances. corpus_w/p_forms.py
4. A hand-written PDF writer (corpus_w/pdfraw.py + p_type3.py + t3font.py, no PDF library):
   three Type 3 fonts (regular, bold, slanted) whose glyphs are stroked paths taken from the
   Hershey "futural" font of the PyPI package hershey-fonts 2.1.0 (accents, cedilla, oe,
   guillemets, degree, micro, fi/fl ligatures composed here), each with a /ToUnicode CMap.
   Text is drawn with TJ arrays carrying kerning offsets; half of the documents separate words
   with TJ displacements (-500) instead of space glyphs; fi/fl are single ligature glyphs
   wrapped in /Span <</ActualText (fi)>> BDC ... EMC (most documents); words broken at a line
   end ("inter-" / "vention") carry an /ActualText with the whole word across both lines in
   about 60 % of the documents.
No producer had to be replaced.

Set-up (as root on Debian 12, from /work/main)
----------------------------------------------
    apt-get update
    apt-get install -y calligrawords dbus-daemon html2ps ghostscript pdftk-java poppler-utils \
        fonts-liberation2 fonts-dejavu-core gsfonts
    python3 -m venv tools/_cache/corpusw-venv
    tools/_cache/corpusw-venv/bin/pip install pypdf==7.1.1 hershey-fonts==2.1.0
(pypdf 7.1.1 is the version of the judge's .venv, without fontTools like it; poppler-utils
22.12.0 gives pdftotext.)

Generation (about 40 s on 2 cores; Calligra takes ~2 s a document, the rest < 1 s)
-----------------------------------------------------------------------------------
    tools/_cache/corpusw-venv/bin/python tools/make_corpus_w.py --seed 181 --docs 40
writes benchmarks/out/corpus_w/{manifest.json,pdf/*.pdf,truth/*.json}; work files (odt, html,
html2ps configuration, PostScript, form templates, XFDF, Calligra logs) go to
tools/_cache/corpusw-work/. Texts and truths are deterministic for a seed (checked by two runs:
identical truth files and identical pdftotext output); PDF bytes are not (creation dates).
The generator re-reads every PDF (self-check below) and exits 1 if any document fails.

Truth format (what tools/score_eval.py reads)
---------------------------------------------
manifest.json: {"documents": [{"name", "pdf": "pdf/X.pdf", "truth": "truth/X.json", "pages",
"producer", "kind"}], "seed", "generator"}.
truth/X.json: {"name", "producer", "kind", "shape", "pages": [{"index": 0-based page,
"items": [...]}], "metadata_items": [...]}; one item per printed occurrence (running header and
footer items repeated on every page): {"text": as printed, "kind", "role", "subtype",
"critical", "probes"}.
- role "pii", kinds NOM, PRENOM, DATE_NAISSANCE, NIR, IPP, EPISODE (stay number, lab file
  number, accession number, mutual-insurance member number), ADRESSE, CODE_POSTAL, VILLE, TEL,
  EMAIL, RPPS, FINESS, ETAB (establishment name, acronym, ambulance company).
  critical = true for DATE_NAISSANCE, NIR, IPP, every EMAIL, and the patient's surnames (usage
  and birth name, also when a relative prints the same surname) and first names.
- role "keep": kind DATE (care dates, subtype "soins"); kind DECOY with subtype eponyme,
  code (CIM-10, CCAM, LOINC, ATC, UCD, ASA, Cofrac), labo (results, ranges, vital signs,
  sizes), dose, lot, appareil (imaging devices, analysers, implants), salle, version, page
  ("Page 1 sur 2" of the running lines); kind MOT (ordinary words): mot_nom (common nouns that
  are also surnames: petit, berger, masse, barre... also used as the patient's surname in ~20 %
  of the documents), mot_ville (tours, sens, orange, aire, digne, bains), coupe (a word broken
  by a hyphen at a forced line end; the text is the joined word).
- probes: the value itself; for addresses also the street without its number; for
  establishments also the distinctive part of the name; for decoys the distinctive token
  (eponym's name, the number of a dose or result, the bounds of a range); never one
  character.
- metadata_items (13 documents, w02, w05, ...): {"kind": NOM/PRENOM/IPP, "text", "probes"} for
  every patient value put in the Info dictionary (Calligra: Title only, the Qt engine writes no
  Subject/Keywords; html2ps: <title> -> %%Title -> Info Title, plus a DOCINFO pdfmark for
  Subject/Author; pdftk: update_info_utf8; Type 3 writer: Info dictionary).

Self-check (corpus_w/check.py, with score_eval.py's own normalize/count/extractors)
-----------------------------------------------------------------------------------
For every document: page count; for every page, every probe of its items is found by
pdftotext AND pypdf at least as often as the judge expects (E_pii + E_keep) on that page and in
the whole text (the judge's rest >= 0); a personal probe is never printed more often than the
truth accounts for (one item per printed occurrence); metadata items are in the metadata and no
other patient name is. For the live forms pypdf's page text is completed with the field values
of the page's widgets (see quirks).

Known quirks
------------
- calligraconverter --batch crashes (SIGSEGV in KoView::mainWindow()); calligrawords
  --export-pdf needs a D-Bus session (dbus-run-session) and QT_QPA_PLATFORM=offscreen, and never
  exits after writing the PDF: the generator waits for a complete file (%%EOF, stable size) and
  kills the process group it started (dbus-daemon and the kactivitymanagerd/kglobalaccel5 it
  activates included). Calligra silently ignores every fo: attribute (bold, size, alignment,
  page breaks) if the fo namespace URI is not exactly
  urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0; without style:header-left /
  style:footer-left in the master page it drops the footer of every even page (and lays such a
  page out with no left margin when the page layout gives none).
- Qt writes no space glyphs: readers infer spaces from gaps. The page-number field is drawn
  apart: "1 / 2" came out "1/2" in pdftotext and "1\n/2" in pypdf, so Calligra documents say
  "Page n sur N"; "1 g" came out "1g" in pdftotext (doses are written in mg). pypdf separates
  every Qt word with a tab. A compound broken by Calligra at its own hyphen in a narrow cell
  ("Saint-" / "Exupéry") is joined by pdftotext as "SaintExupéry": long values get a whole
  table row.
- html2ps right/centre-aligned running lines: pdftotext lost the spaces of "1 / 2" as well;
  pypdf glues the left and right parts of a header or footer ("24/01/1983Page 2"), hence the
  parts are padded with spaces. html2ps prints the apostrophe with the quoteright glyph (pypdf
  gives U+2019, which the judge normalises). pypdf warns "fontTools is required" for
  Ghostscript's CFF fonts (harmless, silenced in the check).
- pdftk live fields: pdftotext shows the values (it draws the widget appearances), pypdf's
  extract_text() does NOT (values are only in /V and the appearance streams): the judge can only
  measure those 5 documents with pdftotext. Flattened forms are read by both; pypdf then
  lists the field values after the printed captions.
- Type 3 documents: pdftotext honours /ActualText (a hyphenated word comes out whole on the
  first line), pypdf ignores it and reads "inter-\nvention", which the judge joins; both map
  the ligature glyphs through ToUnicode to "fi"/"fl".
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

from corpus_w import check, content, model  # noqa: E402

WORK = HERE / "_cache" / "corpusw-work"
DEFAULT_OUT = ROOT / "benchmarks" / "out" / "corpus_w"

PRODUCERS = ["calligra", "html2ps", "pdftk", "type3"]
KINDS_BY_PRODUCER = {
    "calligra": ["lettre_liaison", "cr_operatoire", "cr_hospitalisation", "biologie", "imagerie", "ordonnance",
                 "certificat", "consultation", "dossier_soins", "admission"],
    "html2ps": ["lettre_liaison", "cr_operatoire", "cr_hospitalisation", "biologie", "imagerie", "ordonnance",
                "certificat", "consultation", "dossier_soins", "admission"],
    "pdftk": ["bon_transport", "entente_prealable", "certificat", "admission", "bon_transport", "entente_prealable",
              "certificat", "admission", "bon_transport", "admission"],
    "type3": ["lettre_liaison", "cr_operatoire", "cr_hospitalisation", "biologie", "imagerie", "ordonnance",
              "bon_transport", "consultation", "dossier_soins", "certificat"],
}


def plan(seed: int, n_docs: int):
    """(name, producer, kind, rng seed, metadata?) for every document, deterministic for a seed."""
    r = random.Random("corpus-w-plan-%d" % seed)
    queues = {}
    for p, kinds in KINDS_BY_PRODUCER.items():
        k = list(kinds)
        r.shuffle(k)
        queues[p] = k
    out = []
    for i in range(n_docs):
        prod = PRODUCERS[i % 4]
        q = queues[prod]
        kind = q[(i // 4) % len(q)]
        out.append(("w%02d_%s_%s" % (i + 1, prod, kind), prod, kind, "corpus-w-%d-%d" % (seed, i), i % 3 == 1))
    return out


def producer_module(name):
    if name == "type3":
        from corpus_w import p_type3 as m
    elif name == "calligra":
        from corpus_w import p_calligra as m
    elif name == "html2ps":
        from corpus_w import p_html2ps as m
    else:
        from corpus_w import p_forms as m
    return m


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=181)
    ap.add_argument("--docs", type=int, default=40)
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT)
    ap.add_argument("--only", default="", help="comma-separated document numbers (debugging)")
    a = ap.parse_args(argv)
    t0 = time.time()
    out = a.out
    if not a.only and out.exists():
        shutil.rmtree(out)
    (out / "pdf").mkdir(parents=True, exist_ok=True)
    (out / "truth").mkdir(parents=True, exist_ok=True)
    WORK.mkdir(parents=True, exist_ok=True)
    only = {int(x) for x in a.only.split(",") if x}
    manifest = {"documents": [], "seed": a.seed, "generator": "tools/make_corpus_w.py"}
    per_kind = Counter()
    per_prod = defaultdict(Counter)
    failures = 0
    for i, (name, prod, kind, rseed, meta) in enumerate(plan(a.seed, a.docs)):
        if only and (i + 1) not in only:
            continue
        rng = random.Random(rseed)
        mod = producer_module(prod)
        if prod == "pdftk":
            doc = mod.build(name, kind, rng, meta)
            k = i // 4
            doc.fill_mode = "flatten" if k % 2 == 0 else ("generated" if k % 4 == 1 else "need_appearances")
            doc.live_form = doc.fill_mode != "flatten"
            doc.producer = mod.PRODUCER_FLAT if doc.fill_mode == "flatten" else mod.PRODUCER_LIVE + (
                " + need_appearances" if doc.fill_mode == "need_appearances" else "")
        else:
            doc = content.build(name, kind, rng, meta, mod.META_KEYS)
        model.tidy_probes(doc)
        pdf = out / "pdf" / (name + ".pdf")
        t1 = time.time()
        pages = mod.produce(doc, pdf, random.Random(rseed + "-producer"))
        producer = getattr(doc, "producer", mod.PRODUCER)
        truth = {"name": name, "producer": producer, "kind": kind, "shape": doc.title,
                 "pages": [{"index": j, "items": model.page_truth(doc, j)} for j in range(len(doc.pages))],
                 "metadata_items": doc.meta_items}
        (out / "truth" / (name + ".json")).write_text(json.dumps(truth, ensure_ascii=False, indent=1), encoding="utf-8")
        errs = check.check_document(pdf, truth, live_form=getattr(doc, "live_form", False), patient_probes=doc.patient_probes)
        if getattr(doc, "overflow", None):
            errs.insert(0, doc.overflow)
        cnt = check.counts(truth)
        per_kind.update(cnt)
        per_prod[prod].update(cnt)
        per_prod[prod]["documents"] += 1
        per_prod[prod]["pages"] += pages
        status = "ok" if not errs else "ÉCHEC"
        print("%-40s %-9s %d p. %4d items %5.1f s  %s" % (name, prod, pages, sum(v for k, v in cnt.items()), time.time() - t1, status), flush=True)
        for e in errs[:25]:
            print("    " + e)
        failures += bool(errs)
        manifest["documents"].append({"name": name, "pdf": "pdf/%s.pdf" % name, "truth": "truth/%s.json" % name, "pages": pages,
                                      "producer": producer, "kind": kind})
    if not only:
        (out / "manifest.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1), encoding="utf-8")
    print()
    print("Items par type (tous producteurs) :")
    for k, v in sorted(per_kind.items()):
        print("  %-22s %5d" % (k, v))
    print("Par producteur :")
    for p in PRODUCERS:
        c = per_prod.get(p)
        if not c:
            continue
        items = sum(v for k, v in c.items() if k not in ("documents", "pages"))
        pii = sum(v for k, v in c.items() if k.isupper() and k not in ("DATE_SOINS",) and ":" not in k)
        print("  %-9s %2d documents, %3d pages, %5d items (dont %d personnels, métadonnées comprises)" % (p, c["documents"], c["pages"], items, pii))
    print("Documents : %d, pages : %d, durée : %.0f s" % (sum(c["documents"] for c in per_prod.values()),
                                                          sum(c["pages"] for c in per_prod.values()), time.time() - t0))
    if failures:
        print("AUTO-CONTRÔLE : %d document(s) en échec" % failures)
        return 1
    print("AUTO-CONTRÔLE : tous les documents passent (pdftotext et pypdf)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
