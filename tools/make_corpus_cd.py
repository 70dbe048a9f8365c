"""Corpus CD: 40 fictional French PDFs of DENTAL AND ORAL SURGERY - the first consultation at a dental practice with its
charting and panoramic radiograph, the prosthetic quote with the mutual's answer and the consent, the extraction of
the wisdom teeth under general anaesthesia, the dental implant with its implant card, the cone beam CT report, the
periodontal chart, the orthodontic assessment of a MINOR with the prior-agreement request, the work order to the
dental laboratory with its declaration of conformity, the dental trauma at the emergency with the initial medical
certificate and the extraction under a vitamin K antagonist - in CORSE (départements 2A Corse-du-Sud and 2B
Haute-Corse; postcodes 20xxx, fixed phones 04 95, mobiles 06 / 07, +33 4 95; NIR with 2A / 2B since 1976 and 20
before, key computed with 2A -> 19 and 2B -> 18; FINESS and ADELI beginning with 2A / 2B), with four fictional
hospitals (CHCF Ajaccio, HFM Bastia, CFSG Porto-Vecchio, PFG Borgo), three practices, an orthodontic practice, two
radiology centres, two dental laboratories, two biology laboratories and three mutuals, all plainly fictional - four
writers, one of them a DUPLEX ADF SCAN (greyscale JPEG) with its own hand-written GlyphLessFont OCR layer - with
ground truth.

Usage: tools/_cache/ar-venv/bin/python tools/make_corpus_cd.py [--out benchmarks/out/corpus_cd] [--seed 3079]

WHAT WAS READ: tools/score_eval.py whole (the judge; its normalize / count / extract_pdftotext are used by
corpus_cd/render_util.py for the page check; the lines 362-376 cut by the terminal were printed again and read),
tools/corpus_driver.py (called as is), tools/corpus_kit.py (read, not used), tools/make_corpus_cc.py and every file of
tools/corpus_cc/ (__init__, content, content_b, engine, fax, faxpdf, fpdfhtml, htmlparts, ids, model, people, render,
render_util, story, thermal, read whole): the structure copied (content / content_b / ids / people / model / render /
engine / render_util), render_util.py copied as is but for its docstring, the line breaker of engine.py (btokens /
bwrap) copied, the misreading technique of faxpdf.py and the hand-written PDF of fax.py / faxpdf.py rewritten for an ADF
scan with a new OCR layer; every writer, layout, pool, writing and document type replaced. tools/corpus_au/{ids,model}.py
(model imported through corpus_cd/model.py, its wrap / tokens used through engine.py; Luhn, digits and RPPS helpers
imported) and the first 80 lines of tools/corpus_au/render.py (not used). The TOP DOCSTRINGS ONLY of every other
tools/make_corpus_*.py and tools/make_eval_corpus.py (80 files, extracted with ast into one text, accents folded,
lower-cased, grepped; short passages around some hits printed to see what a hit was). Also read:
/work/.library/env/README.md, font lists (fc-list, ls of /usr/share/fonts/truetype/{crosextra,liberation} and
opentype/urw-base35), the metrics / cmaps of Caladea and Liberation Sans Narrow (fontTools), the signatures of pypdf's
PdfWriter.update_page_form_field_values and of ReportLab's AcroForm.textfield / checkbox, pydyf's Stream methods and
the source of Stream.show_text, and the lines of reportlab/platypus/paragraph.py naming _wsc (no-break spaces); small
throw-away tests in /tmp of a pypdf fill + flatten, of a GlyphLessFont layer (also under /Rotate 180) and of pydyf TJ
arrays without space glyphs, each read back with pdftotext and pypdf. Nothing under app/, tests/, docs/, README.md,
benchmarks/*.md, any other tools/corpus_*/ folder or benchmarks/out/corpus_*/ was read; nothing was installed; the
product was not run and the corpus was not scored; git was used only for the final commit of this file and
tools/corpus_cd/.

THEME (grep of the docstrings): dental care has never been a WHOLE corpus's theme; single document types touched it:
"dental" 5 / "dentaire" 1 / "odontologie" 1 (AU's odontology report, a "soins_dentaires" consultation with teeth 36 / 46
/ 17 / 21, a dental-care item of a prison corpus), "panoram" 2 (one panoramic x-ray report HBQK002), "implant" 14 (ports,
cochlear and lens implants), "prothesiste" 3 (hearing-aid and orthoprosthetists). 0 hits for "orthodont", "parodont",
"cone beam", "cbct", "odontogram", "charting", "dents de sagesse", "wisdom", "bowie", "kennedy" ("pell" 20 and "black"
28 are other words). Here the whole dental pathway in ten documents. REGION: 0 hits for "ajaccio", "bastia",
"porto-vecchio", "calvi", "sartene", "propriano", "bonifacio", "biguglia", "furiani", "borgo", "haute-corse",
"corse-du-sud", "20000", "20200", "20090", "04 95", "0495", "2a0"; "corse" 3 (twice inside "corset", once CC's region
grep), "corsica" 4 and "2a" / "2b" 8 / 9 (an earlier corpus wrote Corsican NIRs "2a / 2b with the 19 / 18
substitution" among its writings; "corsican" surnames in regional name pools; "zargar 2a" and "ch2b" are other things),
"corte" 1 (inside "escorte") - fewer than the other candidates ("bretagne" 2, "nantes" 4, "mayotte" 3, "alsace" 6,
"strasbourg" / "metz" / "nancy" / "mulhouse" 1 each).

WRITINGS: birth dates "12/03/1968", "12 mars 1968", "12/03/68", "mardi 12 mars 1968", "1968-03-12", "12.03.1968",
"12 MAR 1968" (month abbreviated in capitals, "AOÛ" / "FÉV" / "DÉC"); NIR / INS "1 68 03 2A 004 123 45", "16803
2A004123 45", "168032A00412345", "1.68.03.2A.004.123-45" (2A / 2B after 1976, 20 before, 99 + country abroad), with
the INS OID 1.2.250.1.213.1.4.8 (kept); phones "04 95 21 33 40", "04.95.21.33.40", "0495213340", "+33 4 95 21 33 40",
"+33 (0)4 95 21 33 40", "04-95-21-33-40" (mobiles 06 / 07 the same); IPP "2A0012345" / "203561129" / "CHCF-010733";
stays "250123456" / "S2025-95411"; RPPS (11 digits) and the CPS identifier 8 + RPPS ("810633958300"); ADELI and FINESS
"2A0410134" / "2B0154932"; practice files "043679" / "CDFC-62729"; radiology accessions "CI257280704"; laboratory
requests "250826-168"; quotes "D2025-7286"; prior agreements "EP-2B-559159"; work orders "BC25/4567"; implant cards
"PI-25-67775"; mutual memberships "MFMC 72872383-03". Names of Corse ("Ghjulia", "Petru-Paulu", "Dumè",
"Mattei-Luccioni", "Dell'Orsu", "Della ROCCA", "di MEGLIO", "de Casabianca") in capitals, title case, LOWER CASE
("santoni ghjulia", the software export), with the birth name after "née" or before "épouse", initials only ("G. S."),
inverted with a comma; staff "Dr Paulu SANTONI", "Dr P. Santoni", "Docteur SANTONI", "SANTONI Paulu".

WRITERS (each prints all ten types in its own template, each part on its own page; none is CA's (groff -ms, Platypus
with TOC, pydyf per glyph, phone photo), CB's (groff -me + tbl, ReportLab landscape fragments, PyMuPDF TextWriter,
folded stamped scan) or CC's (fpdf2 write_html, PyMuPDF Story, thermal ticket, CCITT G4 fax); some techniques have
precedents in other corpora and are combined anew here: "glyphlessfont" (a Tesseract-like layer in corpus X and one
other), "bottom-up" (4: blocks written bottom-up), "space glyph" / "no space" 5 / 5 (TJ displacements instead of
spaces), "balanced" 3 (fpdf2 and another writer's two balanced columns), "flatten" 3 (pdftk-filled forms),
"caladea" 5, "liberation sans narrow" 4, "p052" 5; 0 hits for "duplex", "recto verso", "/rotate", "rotate 180",
"upside", "dctdecode", "2a0"):
  pydyftj      pydyf 0.13.0, content streams written here (pydyftj.py). A practice letter with a pale sand SIDEBAR
               (issuer and references), terracotta title and headings, justified paragraphs, italic captions, ruled
               tables, drawn tick boxes, "•" lists, a barred note. Caladea Regular / Bold / Italic embedded whole as
               simple TrueType (WinAnsi, /Widths from hmtx). NO SPACE GLYPH: each line is one TJ array whose words are
               separated by negative displacements (wider on justified lines), every word cut into fragments of 2-5
               letters with KERNING numbers (-18..+16); the lines of each section are written BOTTOM-UP (each baseline
               left to right), the sidebar last; an over-long line is condensed with Tz, never broken inside a value.
  rlcolonnes   ReportLab 5.1.0 Platypus flowables placed by hand on a canvas with Frame.addFromList (colonnes.py): a
               letterhead table with a FOOTNOTE CALL on the issuer, the title in bold green, the body in TWO BALANCED
               COLUMNS (the height is searched so that both end level; a heading is never left at a column's foot),
               justified text, data tables with no-break spaces inside values, "■" / "□" ticks, "–" lists, a boxed
               note, FOOTNOTES at the bottom of the page (1: the issuer's address, phones, e-mail, FINESS; 2: the tick
               legend). Liberation Sans Narrow, TrueType subsets.
  formulaire   a CERFA-like ACROFORM (formulaire.py): ReportLab draws the blank form (title band with "CD-nn", numbered
               grey bands, captions above boxes, two boxes a row when short, multi-line boxes, table cells as boxes,
               check boxes, IMPORTANT box, signature and stamp boxes, a "cadre réservé" with the references, the
               addressee and the place); every box is a TEXT FIELD that pypdf FILLS (its own appearance streams; long
               texts broken here into lines, a value only at its own spaces) and FLATTENS (appearance XObjects drawn by
               the page, text widgets and fields removed); the CHECK BOXES stay LIVE widgets; the LETTERHEAD and the
               running head / foot are a second ReportLab page MERGED onto each page by pypdf (merge_page).
               Base-14 Helvetica (not embedded); fixed /ID.
  scanadf      Pillow + numpy + a PDF written by hand (scan.py, scanpdf.py). A laser-printed office paper in URW P052
               (centred bold letterhead over a double rule, framed references, dot-leader captions, gridded
               tables, "[X]" ticks, an ATTENTION box) rasterised at 200 dpi and SCANNED ON A DUPLEX ADF: paper tone and
               fibres, SHOW-THROUGH of the other side of the sheet (pages 1 and 2 printed recto verso), a vertical DUST
               STREAK at the same place on every page, each sheet SKEWED (-0.6..0.6°) and shifted on a grey
               background, blur, noise, greyscale JPEG q58 (DCTDecode). In a document whose number is a multiple
               of 8 and that has two or three pages (CD-08, CD-24, CD-32), one sheet went through UPSIDE DOWN: its image is stored turned by 180° and the page has
               /Rotate 180. OCR LAYER: Type0 GlyphLessFont (Identity-H, CIDFontType2 built with fontTools, CIDToGIDMap,
               ToUnicode identity), render mode 3, ONE TEXT MATRIX PER WORD along the skewed (or turned) baseline, a Tz
               to the word's printed width, lines in reading order; seeded MISREADINGS (up to 3 ordinary words a page,
               up to 2 personal values a document: "é" -> "e", "rn" -> "m", "li" -> "h", "cl" -> "d"; "O" -> "0", "I"
               -> "l", "S" -> "5", "B" -> "8", "0" -> "O", "1" -> "l", "5" -> "S"; e.g. "MURACCI0LE", "PA0LACCI",
               "0ttaviani", "8artoli", "8C25/4567", "D202S-7286", "+33 4 9S 61 97 85"); the truth is the layer's.

SHAPES (ten document types; parts = planned pages 1 + (i + i // 4) % 3): consultation_initiale (practice sheet:
identity with birth place, questionnaire, two odontogram tables of 16 teeth, plan; panoramic report with accession,
radiographer ADELI; letter to the GP), devis_prothese (quote: tooth / CCAM / fees table, shade, mutual and membership;
the mutual's answer naming the beneficiary relative; consent with the assistant), extraction_sagesse (operative report
18 / 28 / 38 / 48, Winter, articaine lot; prescription with the CPS 8 + RPPS; certificate and discharge with the
relative), pose_implant (operative report LBLD015, implant reference / lot table, Bowie-Dick; implant card; 3-month
check), cone_beam (CBCT report with accession, request number, INS, dose; the dentist's request; image transmission),
parodontologie (pocket chart, HBQD001, stage / grade; letter to the GP with HbA1c; maintenance), orthodontie (a minor:
both legal guardians with phones, cephalometry, Angle, Tweed; prior agreement with the father's NIR, TO 90, cerfa;
letter to the parents), prothese_labo (work order to the laboratory with shade and materials; declaration of
conformity of the custom-made device naming the technician; delivery note), traumatisme_dentaire (emergency report:
avulsion of 11, splint, tetanus lot, NIR; initial certificate with ITT and article 222-11; day-7 check),
avk_extraction (INR report of the biology laboratory with INS; letter to the cardiologist; post-extraction advice).

Personal kinds: NOM / PRENOM (patient, naissance, proche = relative and legal guardians, medecin = dentists, surgeons,
radiologist, biologist, cardiologist, GP; soignant = nurse, radiographer; personnel = assistant, dental technician),
DATE_NAISSANCE, NIR, IPP, NUM_SEJOUR, RPPS (11 digits and 8 + RPPS), ADELI, FINESS, TELEPHONE, EMAIL, ADRESSE,
CODE_POSTAL, VILLE, ETABLISSEMENT (etablissement, sigle, cabinet_dentaire, laboratoire_prothese, laboratoire_biologie,
mutuelle), IDENTIFIANT (dossier_cabinet, accession, demande, devis, entente, bon_labo, carte_implant, adherent). KEPT:
care dates, HORAIRE, AGE, DENT (FDI teeth in the text and tables: "36", "la 11"; the odontogram's column heads are
template), CIM10, CCAM, NGAP ("TO 90"), ATC, DOSE, LOT, DISPOSITIF (implant and cover-screw references, the sterilizer
cycle, the DM registration - decided kept: they identify a product or a machine, not the patient), TEINTE (Vita shades),
MESURE, SCORE, MONTANT (fees), BIOLOGIE, OID (the INS OID), FORMULAIRE, DUREE, EPONYME (Black, Kennedy, Pell et
Gregory, Winter, Khoury, Bowie-Dick, Angle, Tweed, Stafne, Gougerot-Sjögren, Papillon-Lefèvre, Ludwig), ARTICLE,
ORGANISME (CPAM de la Corse-du-Sud / de la Haute-Corse, HAS, ANSM), NUMERO_PUBLIC (15), ORDINAIRE_HOMONYME ("marin",
"vigneron", "chasseur", "fromager", "forestier", "boucher" beside a dentist of that name).

CONVENTIONS: one truth item per printed occurrence, on its page (running heads and feet, footnotes, the merged
letterhead, the sidebar on every page); critical = corpus AU's V.item. A value is never broken inside a line by the
pydyf writer, the Platypus tables or the scan; the Platypus body and the form's multi-line boxes may break a long value
at its own spaces (both extractors then read the pieces in order).

RESULT (seed 3079): 40 documents, 79 pages (14 one-page, 13 two-page, 13 three-page; pydyftj 19, rlcolonnes 20,
formulaire 21, scanadf 19 pages); 1987 personal items (pydyftj 471, rlcolonnes 516, formulaire 528, scanadf 472; 549
critical; ADELI 10, ADRESSE 100, CODE_POSTAL 100, DATE_NAISSANCE 74, EMAIL 76, ETABLISSEMENT 343, FINESS 60, IDENTIFIANT
154, IPP 29, NIR 24, NOM 333, NUM_SEJOUR 24, PRENOM 314, RPPS 60, TELEPHONE 132, VILLE 154), 963 kept items (DENT 155,
MESURE 154, DATE_SOINS 134, CCAM 61, DOSE 47, ORDINAIRE_HOMONYME 40, DUREE 40, LOT 35, EPONYME 34, AGE 32, ATC 32,
CIM10 31, MONTANT 31, HORAIRE 25, DISPOSITIF 21, OID 18, BIOLOGIE 17, TEINTE 13, ORGANISME 11, ARTICLE 10, NGAP 10,
SCORE 8, FORMULAIRE 2, NUMERO_PUBLIC 2) and 4441 ordinary words as counted by the judge; 15 misread personal values
and 23 misread ordinary words in the scan layers; about 28 s on this machine. Deterministic (three runs into three
folders: same sha256 for the 40 PDFs, the 40 truths and the manifest). Validation (tools/corpus_driver.py, the judge's
own functions, plus the page check of render_util.py for every writer): 0 invalid, exit 0.
"""
from __future__ import annotations

import logging
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.corpus_cd import content, render  # noqa: E402
from tools.corpus_driver import run  # noqa: E402

FAMS = ["pydyftj", "rlcolonnes", "formulaire", "scanadf"]


def main(argv=None):
    logging.getLogger("pypdf").setLevel(logging.ERROR)
    logging.getLogger("fontTools").setLevel(logging.ERROR)
    return run("cd", content, render, FAMS, 3079, 1, argv)


if __name__ == "__main__":
    raise SystemExit(main())
