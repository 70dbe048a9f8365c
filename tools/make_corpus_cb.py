"""Corpus CB: 40 fictional French PDFs of HEALTH CARE IN PRISON - the USMP (unité sanitaire en milieu pénitentiaire) of
four fictional prisons of NORMANDIE and the hospitals that run them (Calvados 14, Eure 27, Manche 50, Orne 61,
Seine-Maritime 76; postcodes 14xxx / 27xxx / 50xxx / 61xxx / 76xxx, phones 02 31 / 02 32 / 02 33 / 02 35 and 06 / 07,
births coded 14 / 50 / 61 / 76 / 27 or 99 abroad in the NIR): the medical visit on arrival, the request for a medical
extraction with the escort sheet, the certificate for the judge of sentence enforcement with the lawyer's letter, the
opiate-substitution dispensing sheet, the stay in the secure inter-regional unit (UHSI), the psychiatric assessment
(SMPR) with the request for the UHSA, the certificate of injuries with the police requisition, the dental care, the
liaison letter on release and the follow-up of a hunger strike - four writers, one of them a FOLDED LETTER SCANNED in
greyscale with its own hand-written OCR layer - with ground truth.

Usage: tools/_cache/ar-venv/bin/python tools/make_corpus_cb.py [--out benchmarks/out/corpus_cb] [--seed 2871]

WHAT WAS READ: tools/score_eval.py (the judge; its normalize / count / extract_pdftotext are imported by
corpus_cb/render_util.py to check the page of each value), tools/corpus_driver.py (called as is), tools/corpus_kit.py
(its Flow is the base of the engine), tools/make_corpus_ca.py and every file of tools/corpus_ca/ (__init__, content,
content_b, ecran, engine, glyphe (its first 120 lines), ids, model, msgroff, people, photo, render; sommaire.py was not
opened): the structure copied - content / content_b / ids / people / model / render / engine, engine.py copied as is
but for its docstring, the groff font-directory technique and the page check of msgroff.py, the OCR misreadings of
ecran.py and the hand-written PDF of photo.py - with every writer, layout, pool, writing and document type replaced;
tools/corpus_au/{ids,model,render}.py (model imported as is through corpus_cb/model.py, its wrap / tokens used; the
Luhn / NIR-key / RPPS helpers imported; render.py read, not used), and the TOP DOCSTRINGS ONLY of every other
tools/make_corpus_*.py and tools/make_eval_corpus.py (extracted with ast into one text, accents folded, lower-cased,
grepped; passages around the hits were printed to see what a hit was). Also read: /work/.library/env/README.md;
outside the project, groff's own files (font/devpdf listing, DESC, PR and download; grepped e.tmac for bp / sh / hy,
hdtbl.tmac's head, its manual page and the head of examples/hdtbl/col_rowspan_colors.roff - hdtbl was tried and
dropped), the font lists
(fc-list, ls of /usr/share/fonts). Directory listings showed the names of tools/ (other corpora's folders were not
opened). Nothing under app/, tests/, docs/, README.md, benchmarks/*.md, any other tools/corpus_*/ folder or any other
benchmarks/out/corpus_*/ was read; nothing was installed; the product was not run and the corpus was not scored; git
was used only for the final commit of this file and tools/corpus_cb/.

THEME (grep of the docstrings): the only precedent is ONE document type of corpus BG ("usmp_detenu": a prison
health-unit consultation with the prisoner number - the hits "prison" 4, "usmp" 2, "detenu" 2, "penitentiaire" 2,
"ecrou" 3 are all BG's); here the whole care pathway of a detainee in ten documents. 0 hits for "uhsi", "uhsa", "smpr",
"spip", "escorte" / "escort", "parloir", "greve de la faim", "juge de l'application", "codetenu", "cour de promenade",
"suspension de peine", "720-1-1", "d. 398"; other hits are other things: "extraction" 7 (text extraction), "avocat" 7
(BO's, BS's and BV's lawyers), "dental" 2 (AU's odontology report), "buprenorphine" / "methadone" 1 / 1 (AM's CSAPA
follow-up), "csapa" 2 (AM). REGION: 0 hits for "caen", "cherbourg", "argentan", "le havre", "rouen", "lisieux", "evreux",
"alencon", "seine-maritime", "02 31", "02 32", "02 33", "02 35"; "normandie" 2 (BR's "ac-normandie", BY's "EFS
Hauts-de-France Normandie"), "calvados" 1 (BR: "real communes of Mayenne, Sarthe, Calvados and Orne" - a partial
precedent; none of the 26 towns used here is named in any docstring: "vire" 1 and "saint-lo" 1 are inside other words),
"orne" 17 (inside other words).

WRITINGS: 0 hits for the registry's "03 JUIL 1991" ("juil " 0), the NIR key in parentheses "(45)" and for the phones
of Normandie; the birth date in words exists (BG's dictated date, BV's judgments: "mil neuf cent" 4), "clé 45" 2.
Birth dates "03/07/1991", "3 juillet 1991", "03 JUIL 1991", "3/7/1991", "03-07-1991" and "trois juillet mil neuf cent
quatre-vingt-onze" (the certificate for the judge); NIR "1 91 07 14 118 123 45", "191071411812345", "1 91 07 14 118
123 (45)", "1910714118123 clé 45"; phones "02 31 45 67 89", "02.31.45.67.89", "0231456789", "+33 2 31 45 67 89",
"02-31-45-67-89"; écrou "24817" / "2025/24817" / "CPFA-24817"; cells "B-214" / "QA 07" / "2.117"; prosecutor's case
numbers "25153000412" (parquet); extraction orders "EXT-CPFA-25-0312"; requisitions "PV 2025/00187"; USMP files
"USMP/CPFA/25/0412"; JAP files "JAP 25/0412"; prescriptions "ORD25012345"; IPP "12345678" / "CH1234567" /
"IPP-76-123456"; stays "250123456" / "S2025-01234" / "25.123.4567". Names "M. Kévin LECANU", "LECANU Kévin",
"Mme Sandrine OSMONT, née HAMEL", "Kévin Lecanu", "M. LECANU", "LECANU, Kévin", "Monsieur Lecanu", "KÉVIN LECANU",
"K. LECANU", "LECANU (HAMEL) Sandrine"; staff "Dr Cédric LECANU", "Dr C. Lecanu", "Docteur LECANU"; lawyers "Me Claire
OSMONT", "Maître Osmont", "Me C. OSMONT"; particles and compounds "de SAINTE-MARIE", "Le TRÉSOR", "Ben SLIMANE", "Da
SILVA", "DUFRESNE-LECŒUR", "PICOT-LEBRUN".

WRITERS AND LAYOUTS (each family prints all ten types in its own template, every part from a new page; none is CA's
(groff -ms + tbl, Platypus with a table of contents, pydyf one text matrix per glyph, phone photo of a screen) or BZ's
(groff -mom, ReportLab through pdftocairo, fpdf2 in two columns, pencil-form scan); hits made different: "-me" (BX's
groffme: -me + tbl with Nimbus Roman; here -me + tbl with P052 and a note-de-service layout), "p052" / "palatino"
(2 / 2: BW's -mm memo; here with -me), "textwriter" 0, "morph" 3 (BK's insert_text with a morph per rotated glyph;
here a TextWriter written with a morph), "freesans" 23, "landscape" 18, "sidebar" 24 (AU's portrait letter with a left
sidebar, AD's rotated sidebar; here a full-height slate sidebar on landscape pages), "caladea" 3 (BU's and BY's fpdf2),
"fragment" 13 / "per word" 1 (no earlier writer cut words into pieces), "crease" / "folded in three" / "pli
confidentiel" / "devicegray" / "one text object per word" 0, "greyscale" / "grayscale" 7 / 2 (AA's tesseract scans,
BU's fax, BV's photocopy), "tampon" / "stamp" 3 / 38, "word box" 1, "c059" 4 (BV's raw troff)):
  megroff       GNU groff 1.22.4 -me + tbl -> gropdf, URW P052 Roman / Bold / Italic / Bold Italic Type 1 embedded through
                a font directory built in a temporary folder (megroff.py). The USMP's "note de service": -me running
                head and foot (.he / .fo, redefined per part), a BOXED two-cell tbl (issuer | references) under a
                vertical rule, the addressee indented under "À l'attention de", the title in bold capitals between two
                drawn rules, -me numbered headings (.sh), fields as a RULED LIST (italic caption flush right, a thin rule
                under each row), boxed tables whose head is separated by a DOUBLE rule, "(x)" ticks, .ip bullets, notes
                in a one-cell box, .(q quotes, signatories at the right. The type drops from 10.5 pt until the pages
                equal the parts and every value is found on its page by pdftotext.
  rlfragments   ReportLab 5.1.0 canvas (invariant=1), Caladea Regular / Bold / Italic TrueType subsets, A4 LANDSCAPE
                (fragments.py): EVERY WORD CUT INTO ONE TO THREE PIECES, each shown by its own text matrix (one text
                object per line), the last piece carrying the space. Slate sidebar with the issuer, the references, the
                addressee card and the running identity; main pane with the title over an amber rule, two-column
                caption / value grid, slate-headed zebra tables, filled / empty squares, amber notes, signatures side by
                side.
  mutextwriter  PyMuPDF 2.0 (MuPDF 1.28.5) TextWriter (textwriter.py): one TextWriter per colour and page written after the rules and
                fills, GNU FreeSans / Bold / FreeSerif Italic subset (subset_fonts), no new /ID, fixed dates. The
                penitentiary "bordereau": heavy top rule, a framed reference box under "FORMULAIRE CB-nn", the title in
                white on a black bar, fully ruled FOUR-COLUMN forms with shaded caption cells, fully ruled tables, crossed
                squares, "IMPORTANT" boxes, "VISA" boxes, and a grey band down the right edge whose label "SECRET
                MÉDICAL - NE PAS TRANSMETTRE AU GREFFE" is a TextWriter written with a 90-degree MORPH.
  plinumerise   Pillow + numpy, the PDF WRITTEN BY HAND without a PDF library (pli.py, ocr.py). A laser-printed letter
                (URW C059, 200 dpi: a drawn cross emblem, issuer, references, addressee at the window place, "Objet :"
                title underlined, roman-numbered headings, dotted-leader fields, ruled tables, crossed squares, a framed
                note, hand scribbles beside the signatures) FOLDED IN THREE and SCANNED IN GREYSCALE at the USMP: two
                CREASES (dark valley, light ridge, middle panel a shade darker), an ink STAMP "REÇU À L'USMP - PLI
                MÉDICAL" with the date turned 6 - 11 degrees, a 0.15 - 0.35 degree skew, the scanner lid's grey edge,
                grain, blur, noise; DeviceGray JPEG q72. The OCR LAYER (base-14 Helvetica WinAnsi, render mode 3) has ONE
                TEXT OBJECT PER WORD with a Tm at the scanned place and a Tz stretching Helvetica to the printed width;
                the stamp is not in it. Seeded MISREADINGS in this corpus: 48 ordinary words and 12 personal values,
                e.g. "OZOUF" -> "OZ0UF", "BOUTEILLER" -> "B0UTEILLER", "MARGUERIE" -> "MARGUERlE", "de SAINTE-MARIE" ->
                "de 5AINTE-MARIE", "Da Silva" -> "Da 5ilva", "CHERBOURG-EN-COTENTIN" -> "CHERBOURG-EN-C0TENTIN",
                "boulevard de l'Orne-Fictif" -> "boulevard de l'0rne-Fictif", "CPFA-38854" -> "CPFA-3B854", "JAP 25/0511"
                -> "JAP 25/051l", "QA 11" -> "QA 1l", "+33 2 33 87 62 32" -> "+33 2 33 B7 62 32", "02.31.13.64.39" ->
                "O2.31.13.64.39", "d'extraction" -> "d'extracti0n", "externes" -> "extemes", "médecin" -> "medecin";
                the image shows the print, the truth is the layer's.

SHAPES (ten document types; parts = planned pages 1 + (i + i // 4) % 3, every part from a new page):
  visite_arrivant           1 arrival visit (écrou, cell, date of incarceration, NIR, AUDIT, CIM-10, screening table,
                            eponym); 2 chest X-ray report (CCAM ZBQK002); 3 addiction screening (Fagerström, CAST), the
                            CSAPA, Drogues info service, the person to call with her mobile.
  demande_extraction        1 request to the prison governor (extraction number, hospital, date and hour, escort level,
                            article L. 1110-4); 2 escort sheet (the prison officer, 15); 3 outpatient report (IPP, stay,
                            CCAM).
  certificat_jap            1 certificate for the judge (birth date in words, écrou, article 720-1-1 of the code of
                            criminal procedure, JAP file, prosecutor's number); 2 the lawyer's letter (firm, bar, phones,
                            e-mail, article L. 1111-7); 3 the USMP's answer.
  dispensation_tso          1 buprenorphine / methadone dispensing (doses, ATC, lots, eponym); 2 intake log, urine test;
                            3 secured prescription (NIR, weight, durations).
  hospitalisation_uhsi      1 UHSI discharge report (stay, CIM-10, CRP / haemoglobin / creatinine, treatment); 2 letter
                            to the USMP; 3 appointments and article 226-13 of the penal code.
  evaluation_psychiatrique  1 SMPR assessment (RUD grid, Hamilton scale, F32.1 / F43.2, sertraline, cyamemazine, 3114);
                            2 request for the UHSA (article D. 398); 3 letter to the family (address, e-mail).
  constat_lesions           1 certificate of injuries (lesions table, ITT, CCAM, Bennett fracture); 2 police requisition
                            (PV number, parquet, the officer, articles 60 and 77-1); 3 copy for the lawyer.
  soins_dentaires           1 dental consultation (teeth 36 / 46 / 17 / 21, CCAM, articaine lot); 2 treatment plan
                            (CPAM); 3 panoramic X-ray report (HBQK002).
  liaison_liberation        1 release letter to the GP (CHRS, CSAPA, SPIP officer, CPAM); 2 release prescription
                            (naloxone); 3 contacts given to the patient (mobile, e-mail, trusted person, 15, 3114).
  greve_faim                1 hunger-strike follow-up (weights, ketonuria, glycaemia, Gayet-Wernicke, thiamine); 2 note
                            to the governor (écrou, cell, article 226-13); 3 letter to the lawyer (CGLPL).

Personal kinds: NOM / PRENOM (patient, naissance, proche, medecin, soignant, avocat, magistrat, personnel),
DATE_NAISSANCE, NIR, IPP, NUM_SEJOUR, RPPS (11 digits and "8" + RPPS), ADELI, FINESS (department + Luhn), TELEPHONE,
EMAIL, ADRESSE, CODE_POSTAL, VILLE, ETABLISSEMENT (etablissement, penitentiaire, sigle, cabinet_avocat), IDENTIFIANT
(ecrou, cellule, parquet, extraction, requisition, dossier_usmp, dossier_jap, ordonnance). KEPT: care dates (visits,
incarceration, extractions, hearings), HORAIRE, AGE, CIM10, CCAM, ATC, DOSE, LOT, BIOLOGIE, MESURE, SCORE (escort level,
AUDIT, Fagerström, CAST, RUD, Hamilton), DUREE (ITT), DENT (teeth numbers), EPONYME (Himmelsbach, Charcot, Hamilton,
Gayet-Wernicke, Bennett, Metavir, Wright), ARTICLE, ORGANISME (courts, SPIP, bars, CPAM, ARS Normandie, the DISP of
Rennes, the CGLPL, police station, Drogues info service), NUMERO_PUBLIC (15, 3114, 0 800 23 13 13),
ORDINAIRE_HOMONYME ("berger", "boucher", "cuisinier", "meunier", "pêcheur", "couturier").

CONVENTIONS WHERE A CHOICE WAS NEEDED: one truth item per printed occurrence, on its page (running heads, feet, the
sidebar's identity on every page); critical = corpus AU's V.item (DATE_NAISSANCE, NIR, IPP, EMAIL, NOM / PRENOM patient
/ naissance). The écrou number, the CELL, the prosecutor's case number, the extraction order, the requisition and the
USMP / JAP files are personal IDENTIFIANT (each leads to the detainee); the date of incarceration is kept as a care
date. Prisons, hospitals, the UHSI / UHSA, CSAPA, CHRS, laboratories and the lawyer's firm are personal establishments
with their addresses, phones, e-mails and FINESS; the judge, the lawyer, the probation officer and the prison officers
are persons; courts, bars, the SPIP of a département, the CPAM, the ARS, the DISP and the CGLPL are public bodies, kept.
The scan's OCR layer is invisible (render mode 3) over the image; the truth records its misreadings.

Result (seed 2871): 40 documents, 79 pages (14 one-page, 13 two-page, 13 three-page; megroff 19, rlfragments 20,
mutextwriter 21, plinumerise 19 pages); 2009 personal items (megroff 483, rlfragments 514, mutextwriter 530,
plinumerise 482; 523 critical: NOM / PRENOM patient 157 + 152, naissance 2, DATE_NAISSANCE 80, EMAIL 70, IPP 45, NIR
17; by kind ADELI 8, ADRESSE 83, CODE_POSTAL 83, DATE_NAISSANCE 80, EMAIL 70, ETABLISSEMENT 438, FINESS 71,
IDENTIFIANT 200 (écrou 84, cellule 43, dossier_usmp 17, dossier_jap 16, extraction 16, requisition 11, parquet 9,
ordonnance 4), IPP 45, NIR 17, NOM 292, NUM_SEJOUR 21, PRENOM 275, RPPS 42, TELEPHONE 161, VILLE 123), 696 kept items
(DATE_SOINS 202, BIOLOGIE 72, DOSE 58, MESURE 41, AGE 36, ORDINAIRE_HOMONYME 36, ORGANISME 33, CCAM 31, HORAIRE 31,
DUREE 26, SCORE 26, DENT 20, ARTICLE 19, EPONYME 18, CIM10 16, ATC 12, LOT 12, NUMERO_PUBLIC 7) and 5073 ordinary words
as counted by the judge; about 24 s on this machine. Deterministic (three runs into three folders: same sha256 for the
40 PDFs, the 40 truths and the manifest). Validation (tools/corpus_driver.py, the judge's own functions, plus the page
check of render_util.py for every writer): 0 invalid, exit 0.
"""
from __future__ import annotations

import logging
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.corpus_cb import content, render  # noqa: E402
from tools.corpus_driver import run  # noqa: E402

FAMS = ["megroff", "rlfragments", "mutextwriter", "plinumerise"]


def main(argv=None):
    logging.getLogger("pypdf").setLevel(logging.ERROR)
    logging.getLogger("fontTools").setLevel(logging.ERROR)
    return run("cb", content, render, FAMS, 2871, 1, argv)


if __name__ == "__main__":
    raise SystemExit(main())
