"""Corpus BY: 40 fictional French PDFs of TRANSFUSION AND HAEMOVIGILANCE in PICARDIE (Somme 80, Aisne 02, Oise 60; region
Hauts-de-France): the request for labile blood products (demande de PSL), the immuno-haematology results and the
blood-group card (ABO-RH1, RH-KEL1 phenotype, RAI), the EFS delivery slip (bordereau de délivrance) with its products,
the bedside pre-transfusion check (contrôle ultime), the traceability sheet returned to the EFS, the declaration of an
adverse reaction in a recipient (FEIR) with its e-FIT number, the haemovigilance correspondent's letter, the
post-transfusion information letter to the patient, the EFS lookback information request (enquête ascendante) and
the patient's transfusion file summary (dossier transfusionnel) - four writers, one of them the scanned pink copy of a
self-copying form set with an invisible OCR layer - with ground truth.

Usage: tools/_cache/ar-venv/bin/python tools/make_corpus_by.py [--out benchmarks/out/corpus_by] [--seed 2557]

WHAT WAS READ: tools/score_eval.py (the judge), tools/corpus_driver.py (called as is), tools/corpus_kit.py (its Flow
is the base of the engine), tools/make_corpus_bx.py and every file of tools/corpus_bx/ (content, content_b, engine,
ids, listing, model, people, regul, render, scanlisting, tri, troffme - read in part for regul / tri / listing: the
structure copied - content / content_b / ids / people / model / render / engine, engine.py copied unchanged with a new
docstring, and the idea of a hand-written OCR layer with seeded misreadings - with every writer, layout, pool, writing
and document type replaced), tools/corpus_au/{ids,model,render}.py (model imported as is through corpus_by/model.py,
its wrap / tokens used; the Luhn / NIR-key / RPPS / ADELI / FINESS helpers imported; render.py's function list only),
and the TOP DOCSTRINGS ONLY of every other tools/make_corpus_*.py and tools/make_eval_corpus.py (extracted with ast
into one text, accents folded, lower-cased, grepped). Nothing under app/, tests/, docs/, README.md, benchmarks/*.md,
any other tools/corpus_*/ folder or any other benchmarks/out/corpus_*/ was read; git was not used; nothing was
installed or committed; the product was not run and the corpus was not scored.

THEME (grep of the docstrings): 0 hits for "picardie", "aisne", "amiens", "saint-quentin", "beauvais", "soissons",
"peronne", "laon", "compiegne" ("somme" and "oise" only inside "sommes" and "noise"); 0 for "produits sanguins",
"psl", "groupe sanguin", "abo-rh", "rh-kel", "rai" as a word, "bordereau de delivrance", "controle ultime",
"tracabilite transfusionnelle", "e-fit", "enquete ascendante", "post-transfusionnel", "dossier transfusionnel",
"isbt". Hits made different: "transfusion" (2: a traceability sheet laid out as a manual page, a sickle-cell exchange
transfusion), "hemovigilance_feir" / "feir" (1: one document type of an earlier corpus; here the whole chain of one
transfusion from the request to the lookback, sharing the patient's identifiers, with the e-FIT number as a personal
IDENTIFIANT), "efs" (2: an EFS site as ETABLISSEMENT in a marrow-donor letter; here the EFS is a KEPT public body),
"n° de don" (1: a donation number kept as a personal num_don of an organ donor; here the ISBT 128 donation numbers of
blood products are KEPT decoys NUM_DON), "nom d'usage" / "nom de naissance" (4 / 5: captions elsewhere; here the
identity block of transfusion opens on the birth name and every writing of it).

WRITERS AND LAYOUTS (each family prints all ten types in its own template, every part from a new page; none is BV's,
BW's or BX's; 0 hits for "quadrant", "product label", "abo colour", "colour code", "marginal caption", "blood drop",
"droplet", "octagon", "liasse", "autocopi", "self-copying", "carbonless", "misregistration", "glued head", "tete
encollee", "sheet-fed", "feeder", "horizontally scaled", "form zone"; hits made different: "margin column" (8: side
headings, a writer's name, a "vu" recital in a left margin; here EVERY caption - field, tick answer, log time, "Réf.",
"Signé" - and the document's code live in the margin), "stepper" / "chevron" (BV's stepper band: a chevron process flow
was tried here and replaced by the drop mark), "timeline" / "rail" (a vertical timeline with dots, a red rail: not
used), "pill" (33: badges, pill organisers; here OUI / NON pills before ticks), "pink" (4: tinted forms, a pink "visa"
card; here the pink NCR copy sheet scanned), "tz" / "render mode 3" (tesseract's per-word Tz runs; here one level
line per text object, Tz from the real type's width), "pressure" (11: tourniquet, eye or device pressure)):
  rlquadrant     ReportLab 5.1.0 canvas (invariant=1), DejaVu Sans Condensed / Bold / Oblique subsets; /Creator
                 "HémoTrace 5 - étiquetage". Each part opens with a LABEL OF FOUR QUADRANTS after the ISBT 128 blood
                 label (issuer | references / title | ABO COLOUR-CODE panel: the code in large capitals on pink, yellow,
                 blue or grey by level, the kept level under it); headings after a coloured corner triangle; fields as
                 LABEL CELLS two per row (tiny caption in the corner); zebra tables with a dark head; crossed squares;
                 notes under a heavy colour bar; framed signature cells.
  fpmarge        fpdf2 2.8.9, Caladea Regular / Bold / Italic subsets, fixed creation date; /Creator "Hémovigilance -
                 traitement de texte". A letter with MARGINAL CAPTIONS: a 44 mm left column holds every caption right-
                 aligned against a vertical rule (headings in burgundy capitals, field captions in grey italics, "oui" /
                 "non" against each tick, log times, "Réf.", "Signé :", the document's code beside the title); the
                 letterhead centred over a double rule; tables ruled above and below only.
  murail         PyMuPDF 2.0 insert_text / draw_*, Lato Regular / Bold / Italic, subset_fonts, empty dates, no new /ID;
                 /Creator "SangTrace 3 - impression". The traceability software's print: a BLOOD-DROP MARK holding the
                 document's code, headings after an OCTAGONAL BADGE with the section number and a hairline to the
                 margin, fields at one tab column, red-headed tables, OUI / NON PILLS, amber-bordered notes on cream.
  scanautocopie  Pillow 13.0.0 + numpy + pydyf 0.13.0 (liasse.py, autocopie.py). The PINK SECOND SHEET OF A SELF-COPYING
                 FORM SET: the form pre-printed in burgundy FreeSans (GLUED HEAD over a perforated line, "feuillet 2/3
                 ROSE", a printed identity box, "LIASSE N°" box, title in white on a burgundy bar, LETTERED SQUARES A, B,
                 C for headings, FLOWING FORM ZONES with the caption in the corner, printed grids, "OBSERVATIONS" and
                 "VISA" frames), the fill-in in Liberation Mono reaching the copy BY PRESSURE (blurred, mottled by a
                 low-frequency pressure field, shifted by the set's MISREGISTRATION, violet-blue); fed through a SHEET-FED
                 colour scanner at 150 dpi (skew 0.1 - 0.35°, a feeder-glass streak, noise, RGB JPEG q72). The OCR LAYER
                 is written over the image in render mode 3, base-14 Helvetica /WinAnsiEncoding, one level text object
                 per printed line, HORIZONTALLY SCALED (Tz) to the real type's width. Seeded MISREADINGS: about three
                 ordinary typed words per sheet and 20 personal values in this corpus, e.g. "POTEL" -> "P0TEL",
                 "WABLE" -> "WA8LE", "MEUNIER" -> "MEUNlER", "BEA-25-10315/D" -> "BEA-25-1031S/D", "CHIBC" -> "CHlBC",
                 "2025-02-77036" -> "2O25-02-77036", "produits" -> "prcduits"; the image shows what was printed, the
                 truth is the layer's.

SHAPES (ten document types; parts = planned pages 1 + (i + i // 4) % 3, every part from a new page):
  demande_psl                 1 request (identity block, IPP, stay, prescriber RPPS, urgency level, products with codes,
                              Hb / platelets, CIM-10); 2 consent and information (birth name, relative); 3 sample transport.
  carte_groupe_rai            1 ABO-RH1 on two determinations (reagent lots), phenotype, RAI; 2 antibody identification
                              panel; 3 the blood-group card (card number).
  bordereau_delivrance        1 the EFS slip (slip number, products: code, ISBT 128 donation number, group, volume, expiry;
                              thermal recorder); 2 reception at the ward; 3 return of an unused product.
  controle_ultime             1 identity concordance table (patient / prescription / slip: birth name, usage name, DOB),
                              ABO card (device, lot), vitals; 2 surveillance log; 3 incident instructions (15).
  fiche_tracabilite           1 fate of each product (donation numbers, hours), art. R. 1221-40; 2 computer return; 3 EFS
                              acknowledgement.
  declaration_feir            1 FEIR (e-FIT number, FINESS, grade, imputability, T80.x, products); 2 investigations; 3
                              closure (ARS, GP, the correspondent's e-mail).
  courrier_hemovigilance      1 letter to the GP; 2 copy to the EFS physician; 3 report to the CSTH.
  information_post_transfusionnelle  1 letter to the patient (window address, products given); 2 RAI prescription (NIR);
                              3 questions (15, EFS, relative, the patient's e-mail).
  enquete_ascendante          1 EFS lookback request (lookback number, products, art. R. 1221-49); 2 the hospital's
                              answer; 3 conclusion with the e-FIT number.
  dossier_transfusionnel      1 summary (identity, INS, group, card, history); 2 special protocols (relative, previous
                              clinic); 3 event log.

EVERY WRITING: names "Mme Josiane CARON", "CARON Josiane", "Mme Josiane CARON née DEWAILLY", "Josiane Caron", "Mme
CARON", "DEWAILLY ép. CARON Josiane", "CARON, Josiane", "Madame CARON", "JOSIANE CARON", "DEWAILLY Josiane (nom
d'usage CARON)", "de LATTRE", "du BOSQUEL", "N'DIAYE", "BEN AMOR"; doctors "Dr Josiane CARON" / "Dr J. Caron" /
"Docteur CARON" / "CARON Josiane" / "Josiane Caron"; birth dates "07/03/1941", "7 mars 1941", "07-03-1941", "7.3.41",
"07 03 1941", "1941/03/07", "7 MARS 41", "mardi 07/03/1941"; NIR spaced, glued, " key", ".-separated clé key",
"/key"; RPPS in 11 digits and as "8 + RPPS"; phones in the fiction blocks 03 65 88 / 06 39 98 / 07 00 11 in six
writings. Personal kinds: NOM / PRENOM (patient, naissance, proche, medecin, soignant), DATE_NAISSANCE, NIR (ins,
patient), IPP, NUM_SEJOUR, RPPS, ADELI, FINESS, TELEPHONE, EMAIL, ADRESSE, CODE_POSTAL, VILLE, ETABLISSEMENT
(etablissement, sigle), IDENTIFIANT (num_demande, num_bordereau, num_efit, num_enquete, num_carte). KEPT: care dates
(expiry dates included), HORAIRE, AGE, SCORE (urgency, grade, imputability, agglutination), MESURE, BIOLOGIE, DUREE,
CIM10, ARTICLE, LOT, DISPOSITIF, CODE (INS OID), ORGANISME (EFS Hauts-de-France Normandie, EFS, ANSM, ARS), NUMERO_PUBLIC
(15), CODE_PRODUIT (ISBT 128 product codes "E4558V00"), NUM_DON (ISBT 128 donation numbers "FR27 25 100776"),
PHENOTYPE (ABO-RH1 groups and RH-KEL1 phenotypes), ORDINAIRE_HOMONYME ("meunier", "tisserand", "verrier", "brasseur",
"charron", "vannier").

CONVENTIONS WHERE A CHOICE WAS NEEDED: one truth item per printed occurrence, on its page (running heads and feet on
every page); critical = DATE_NAISSANCE, NIR, IPP, EMAIL and NOM / PRENOM patient / naissance (corpus AU's V.item). A
DONATION NUMBER and a PRODUCT CODE are KEPT: they identify a donation and a product type, not the recipient (the
donor is never named), and the lookback itself is about them; the blood group and phenotype are kept (they are not
identifying alone and must stay readable for safety). The delivery-slip, request, e-FIT, lookback and group-card
numbers are personal IDENTIFIANT (each leads to the patient's file). The EFS as an institution and its regional entity
are kept ORGANISME, but the delivery site's town, street and phone are personal like any establishment's (as hospital
addresses are elsewhere). Hours and expiry dates are kept. The form serial "LIASSE N°" printed on the scanned copy is
template text (the form's, not the patient's). The scanned copy's OCR layer is invisible (render mode 3) over the image.

Result (seed 2557): 40 documents, 79 pages (14 one-page, 13 two-page, 13 three-page; rlquadrant 19, fpmarge 20, murail
21, scanautocopie 19 pages); 1845 personal items (rlquadrant 434, fpmarge 473, murail 506, scanautocopie 432; 559
critical: NOM / PRENOM patient 165 + 161, naissance 29, DATE_NAISSANCE 82, EMAIL 65, IPP 43, NIR 14; by kind ADELI 19,
ADRESSE 93, CODE_POSTAL 93, DATE_NAISSANCE 82, EMAIL 65, ETABLISSEMENT 215, FINESS 62, IDENTIFIANT 119, IPP 43, NIR 14,
NOM 348, NUM_SEJOUR 34, PRENOM 300, RPPS 34, TELEPHONE 170, VILLE 154), 874 kept items (DATE_SOINS 179, MESURE 118,
ORGANISME 87, PHENOTYPE 85, NUM_DON 82, HORAIRE 78, SCORE 64, CODE_PRODUIT 40, BIOLOGIE 27, DUREE 26,
ORDINAIRE_HOMONYME 24, ARTICLE 15, CIM10 12, LOT 12, CODE 10, DISPOSITIF 8, AGE 4, NUMERO_PUBLIC 3) and 5511 ordinary
words as counted by the judge; about 20 s on this machine. Deterministic (two runs into two folders: same sha256 for
the 40 PDFs, the 40 truths and the manifest). Validation (tools/corpus_driver.py, the judge's own functions): 0
invalid, exit 0.
"""
from __future__ import annotations

import logging
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.corpus_by import content, render  # noqa: E402
from tools.corpus_driver import run  # noqa: E402

FAMS = ["rlquadrant", "fpmarge", "murail", "scanautocopie"]


def main(argv=None):
    logging.getLogger("pypdf").setLevel(logging.ERROR)
    logging.getLogger("fontTools").setLevel(logging.ERROR)
    return run("by", content, render, FAMS, 2557, 1, argv)


if __name__ == "__main__":
    raise SystemExit(main())
