"""Corpus CF: 40 fictional French PDFs of DIABETES DEVICES - the initial prescription of an insulin pump (with the prior
approval request and the letter to the home provider), the home provider's delivery note (pump serial number, sensor and
consumable lots, installation sheet, training attestation), the telemonitoring report (weekly CGM indicators, alerts,
synthesis), the pump education session, the day-hospital report of the pump start, the sensor's ambulatory glucose
profile (AGP) report, the pump wearer's card, the home provider's on-call intervention (pump failure, vigilance report),
the follow-up letter to the GP and the individual care plan (PAI, school or work) - in PAYS DE LA LOIRE
(Loire-Atlantique 44, Maine-et-Loire 49, Mayenne 53, Sarthe 72, Vendée 85; postcodes 44xxx / 49xxx / 53xxx / 72xxx /
85xxx, fixed phones 02 40 / 02 41 / 02 43 / 02 51, mobiles 06 / 07, +33 2 ...), with four fictional writers - a
ReportLab landscape listing on /Rotate 90 pages, fpdf2 text_columns, a PyMuPDF A5 booklet imposed two-up with
show_pdf_page, and a BITONAL 150 dpi MULTIFUNCTION-PRINTER SCAN with its own hand-written OCR layer - with ground truth.

Usage: tools/_cache/ar-venv/bin/python tools/make_corpus_cf.py [--out benchmarks/out/corpus_cf] [--seed 3287]

WHAT WAS READ: tools/score_eval.py (lines 1-250 whole: normalize / count / extract_* / judge_document; lines 250-620 only
through a grep of kind / critical / label / role / subtype), tools/corpus_driver.py (called as is), tools/corpus_kit.py
(read, not used), tools/make_corpus_ce.py and tools/corpus_ce/{__init__, engine, render, render_util, model, ids,
people, photopdf}.py whole and content.py (its first 60 lines and the five shape functions); content_b.py, htmlbox.py,
fpdftable.py, rlxobject.py and photo.py were NOT opened. tools/corpus_au/model.py whole (imported through
corpus_cf/model.py) and tools/corpus_au/ids.py only through the imported helpers (digits, luhn_digit, rpps). The TOP
DOCSTRINGS ONLY of every other tools/make_corpus_*.py and tools/make_eval_corpus.py (extracted with ast, accents folded,
lower-cased, grepped). Also: fc-list (DejaVu, Lato paths). Nothing under app/, tests/, docs/, README.md, benchmarks/*.md,
any other tools/corpus_*/ folder or benchmarks/out/corpus_*/ (other than corpus_cf) was read; nothing was installed;
the product was not run and the corpus was not scored; git was used only for the final commit. Copied from corpus CE:
engine.py and render_util.py (docstrings changed), model.py (re-export of AU's), people.py's Person / Pro (Ctx
rewritten), ids.py's writing helpers (every pool replaced), photopdf.py's GlyphLessFont PDF writer and misread() (now
scanpdf.py: 1-bit Flate image, new misreading tables).

THEME (grep of the docstrings, hit counts): diabetes devices had the fewest hits - "insulin" 6, "insulin pump" 2, "cgm" 2,
"freestyle" 1, "pompe a insuline" 0, "telesurveill" 0, "capteur" 0; addiction care more ("csapa" 8, "methadone" 4,
"buprenorph" 4, "addict" 5; "elsa" 0, "caarud" 0), ophthalmology ("orthopt" 6, "cataract" 4, "ophtalm" 2, "ophthalm" 1,
"intravitr" 2, "glaucom" 2, "permis de conduire" 2). REGION: "pays de la loire" 2 against "bretagne" 4 and "mayotte" 5
("976" 4); towns: "nantes" 6, "le mans" 1, "angers" / "laval" / "la roche-sur-yon" / "saint-nazaire" 0; phones "02 40" /
"02 41" / "02 43" / "02 51" 0. WRITERS: 0 hits for "text_columns", "show_pdf_page", "bitonal", "multifonction"; "rotate"
32 (a common word; other corpora rotate scans or pages), "2-up" 4, "mfp" 2 - combined anew here.

WRITINGS: birth dates "12/03/1968", "12 mars 1968", "12/03/68", "mardi 12 mars 1968", "1968-03-12", "12.03.1968",
"12-MAR-1968"; NIR / INS "1 68 03 44 109 123 45", "1680344109123 45", "168034410912345", "1 68 03 44 109 123 (45)" (key
computed; 99 + country for births abroad) with the INS OID 1.2.250.1.213.1.4.8 (kept); phones "02 40 21 33 40",
"02.40.21.33.40", "0240213340", "+33 2 40 21 33 40", "+33 (0)2 40 21 33 40", "02 40 213 340"; IPP "440012345" /
"1061234567" / "CHU123456"; stays "250123456" / "HDJ-2025-12345"; RPPS (11 digits) and 8 + RPPS; ADELI and FINESS with
their Luhn key; pump serials "PMP1234567" / "SN..." / "IP..."; sensor serials "0G51267NFH" / "3MH..." / "SG7..."; provider
orders "CMD-VFPI-25012345"; delivery notes "BL250512345"; customer numbers "CLI1234567"; telemonitoring accounts
"TLS-FDL-012345"; prior-approval files "EP44123456789"; mutual memberships "MFER-123456789". Names of the West
("Gautreau", "Chupin", "Rousseau-Bréhier", "de La Roche-Saint-André", "d'ELBÉE", "du Pontavice", "Le Goff-Mabit";
"Gwenaëlle", "Rozenn", "Marie-Annick", "Jean-Yves", "Mathurin") in capitals with lower-case particles, title case, LOWER
CASE (the AGP export "hamon-rivière joël"), the maiden name after "née" or before "épouse", initials ("R. B."), inverted
with a comma; staff "Dr Gaëtan PÊCHEUR", "Dr G. Pêcheur", "Docteur PÊCHEUR", "PÊCHEUR Gaëtan", "Pr Gaëtan Pêcheur". The
relative: spouse, or the mother ("née ...") of a minor patient.

WRITERS (each part of a document on its own page, a part's scale shrinking until it holds; none is CB's, CC's, CD's or
CE's):
  rlrotate   ReportLab 5.1.0 canvas (rlrotate.py): A4 pages carrying /Rotate 90, the content drawn turned so the page
             shows as a LANDSCAPE LISTING; DejaVu Sans Condensed; grey-ruled tables, boxed alerts; invariant=1.
  fpdfcols   fpdf2 2.8.9 (fpdfcols.py): full-width head by multi_cell, the body in two BALANCED NEWSPAPER COLUMNS by
             FPDF.text_columns (justified paragraphs, "cell | cell" table rows), values held together by NO-BREAK SPACES;
             DejaVu Serif; fixed creation date.
  twoup      PyMuPDF (twoup.py): an A5 booklet (insert_text, Lato, every space doubled so pdftotext keeps short cells
             apart) IMPOSED TWO-UP on A4 landscape sheets by show_pdf_page (two Form XObjects a sheet, dashed fold line):
             1-2 parts -> one sheet, 3 parts -> two sheets.
  mfpscan    Pillow + numpy + a PDF written by hand (mfpscan.py, scanpdf.py): the printed page rasterised at 150 dpi,
             skewed (< 0.6 degree), uneven exposure, noise, specks, scanner-lid edge, hard threshold to a 1-BIT image
             (FlateDecode); OCR LAYER: GlyphLessFont, one text matrix per word following the skew, render mode 3; seeded
             MISREADINGS ("0" -> "O", "1" -> "l", "5" -> "S", "8" -> "B", "I" -> "l", "é" -> "e" in values; "m" -> "rn",
             "é" -> "e", "i" -> "l", "o" -> "c" in ordinary words); the truth is the layer's (e.g. "ROUSSEAU-BRÉHlER",
             "O2 43 262 530", "49O00", "1O070827083", "Herve"). For seed 3287: 18 misread personal values.

Personal kinds: NOM / PRENOM (patient, naissance, proche, medecin = diabetologist, GP, paediatrician; soignant =
education nurse, dietitian, telemonitoring nurse; personnel = provider's technician, secretary), DATE_NAISSANCE, NIR,
IPP, NUM_SEJOUR, RPPS, ADELI, FINESS, TELEPHONE, EMAIL, ADRESSE, CODE_POSTAL, VILLE, ETABLISSEMENT (etablissement, sigle,
prestataire, telesurveillance, mutuelle, laboratoire), IDENTIFIANT (pompe, capteur, commande, bon_livraison, client,
compte_tls, entente, adherent). KEPT: care dates, HORAIRE, AGE, CIM10, LPP (LPPR codes), DISPOSITIF (generic device
names), ATC, DOSE, LOT, BIOLOGIE (HbA1c, ketonaemia...), MESURE (time in range, GMI, CV...), SCORE, DUREE, OID,
FORMULAIRE (cerfa), EPONYME (Kussmaul, Somogyi, "phénomène de l'aube", acidocétose), ARTICLE, ORGANISME (CPAM of each
département, Haute Autorité de santé, ANSM, ALD n° 8), NUMERO_PUBLIC (15, 112), ORDINAIRE_HOMONYME ("meunier",
"boulanger", "pêcheur", "charpentier", "berger", "marin" beside a diabetologist of that name). critical = corpus AU's
V.item. One truth item per printed occurrence, on its page (running heads and feet included).

RESULT (seed 3287): 40 documents, 72 pages (17 one-page, 14 two-page, 9 three-page; rlrotate 19, fpdfcols 20, twoup
14, mfpscan 19); 1887 personal items (494 critical; ADELI 12, ADRESSE 99, CODE_POSTAL 92, DATE_NAISSANCE 58, EMAIL 85,
ETABLISSEMENT 369, FINESS 80, IDENTIFIANT 93, IPP 31, NIR 6, NOM 293, NUM_SEJOUR 19, PRENOM 278, RPPS 30, TELEPHONE 213,
VILLE 129), 617 kept items (DATE_SOINS 162, MESURE 80, DOSE 63, BIOLOGIE 54, DISPOSITIF 42, ORDINAIRE_HOMONYME 40,
HORAIRE 37, AGE 20, LOT 19, NUMERO_PUBLIC 18, LPP 16, DUREE 12, ATC 11, EPONYME 11, ORGANISME 11, CIM10 10, ARTICLE 4,
OID 4, FORMULAIRE 2, SCORE 1) and 3401 ordinary words as counted by the judge; about 20 s on this machine.
Deterministic (three runs into three folders: same sha256 over all PDFs, truths and the manifest). Validation
(tools/corpus_driver.py, the judge's own functions, plus the page check of render_util.py for every writer): 0 invalid.
LEFT OUT (30-minute budget): NIR only in the pump prescription (6 items); no groff writer; fpdf2 tables are written as
"cell | cell" lines; few SCORE / FORMULAIRE decoys.
"""
from __future__ import annotations

import logging
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.corpus_cf import content, render  # noqa: E402
from tools.corpus_driver import run  # noqa: E402

FAMS = ["rlrotate", "fpdfcols", "twoup", "mfpscan"]


def main(argv=None):
    logging.getLogger("pypdf").setLevel(logging.ERROR)
    logging.getLogger("fontTools").setLevel(logging.ERROR)
    return run("cf", content, render, FAMS, 3287, 1, argv)


if __name__ == "__main__":
    raise SystemExit(main())
