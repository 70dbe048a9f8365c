"""Corpus BT: 40 fictional French PDFs of CLINICAL RESEARCH around a participant (the informed-consent form with the
site's confidential identification list, the screening / inclusion CRF with the IWRS randomisation message, a follow-up
visit CRF with its data query, a serious-adverse-event report with the sponsor's acknowledgement - fatal in half the
cases -, a biobank sample manifest, the investigator's correspondence with the GP and the monitor, the participant's
travel-expense compensation with an IBAN, an emergency unblinding, the participant card with the visit calendar, the
end-of-participation form with a GDPR access request or the heirs' request), four writers - one of them a PHONE PHOTO
OF A HAND-FILLED PAPER FORM with an invisible OCR layer - with ground truth.

Usage:
    tools/_cache/ar-venv/bin/python tools/make_corpus_bt.py [--out benchmarks/out/corpus_bt] [--seed 2039]

WHAT WAS READ to write it (the measure must stay honest: the product was never read or run): tools/score_eval.py (the
judge), tools/corpus_driver.py (the shared driver, its run called as is), tools/corpus_kit.py (the shared layout engine,
imported: Flow), tools/make_corpus_bs.py and tools/corpus_bs/ (__init__, content, content_b, ids, layouts, layouts_b,
model, render: the structure copied - content / content_b / ids / layouts / model / render, the breakable wrap, the grid
and column-width rule, the part loop, the ReportLab / fpdf2 / pydyf back ends and the hand-written OCR layer of the
scan writer - with every layout, pool, writing and document type replaced), tools/corpus_au/{ids,model,render}.py
(model imported as is through tools/corpus_bt/model.py; the Luhn / NIR-key / RPPS / ADELI / FINESS helpers of ids.py
imported as is), and the top docstrings only of every other tools/make_corpus_*.py and tools/make_eval_corpus.py
(extracted with ast into one text, accents folded, lower-cased, then grepped). Nothing under app/, tests/, docs/,
README.md, benchmarks/*.md, any other tools/corpus_*/ folder or any other benchmarks/out/corpus_*/ was read; nothing
was committed; git was not touched; nothing was installed.

THEME: clinical research. The grep of the earlier docstrings found 0 hits for: "essai", "etude clinique", "recherche",
"promoteur", "randomis", "placebo", "aveugle", "levee d'insu", "jarde", "l.1121", "r.1121", "l.1122", "eudract", "ctis",
"nct0", "clinicaltrials", "id-rcb", "crf", "ecrf", "cahier d'observation", "inclusion", "biobanq", "echantillon",
"crb", "centre de ressources biologiques", "un3373", "carboglace", "effet indesirable grave", "susar", "meddra",
"drci", "bonnes pratiques cliniques", "note d'information", "retrait du consentement", "rgpd", "cnil", "mr-001",
"indemnisation", "iban" (1, a surname "ibanez"), "bras de traitement", "test de marche", "bouchon", "ayants droit",
"notaire", "heritier", "date de deces" and the region ("limousin", "haute-vienne", "correze", "creuse", "charente",
"limoges", "angouleme", "gueret", "tulle", "brive"); and for the layouts: "spreadsheet" print with "gridline" /
"quadrillage" / "row number" (0; "column letter" only inside "two-column letterhead"), "controlled" document,
"signature table", "cioms", "numbered cell", "keystone", "perspective", "homograph", "smartphone", "ballpoint" /
"stylo". It found hits, and the documents were made different from them, for: "protocole" (5: care protocols, Bruce
protocol; here a trial protocol, public and kept), "consentement" (1: a colonoscopy consent; here a trial consent with
the participant code, initials and the impartial witness), "pharmacovigilance" (1: an adverse-drug-reaction report to
the CRPV with lot and ATC; here a serious adverse event reported to the SPONSOR, its case id "ORV-2025-FR-00412" a
personal identifier, the outcome and the death date), "ansm" / "cpp" (only as parts of other words or "article 60
CPP"), "investigation" (2: an ARS measles investigation), "initiales" (5: NOM / PRENOM subtype initiales; here the
CRF's three-letter "B-T-H" / "BTH" / "B.T." of the participant, kind NOM subtype initiales), "date_deces" (3: one
corpus has a patient's death date in a records-access attestation; here DATE_DECES in the SAE, its follow-up and the
heirs' request), "ayant droit" / "l.1110-4" (4 / 4: an insured's dependant and confidentiality notices; here the heir
of a deceased participant asks the cause of death under L.1110-4), "deces" (9: death certificates and organ donation;
here a trial outcome), "comb" / "line number" / "watermark" (comb boxes, line-numbered bodies, duplicata: not used),
"spreadsheet" / "excel" / "calc" (4 / 7 / 12: corpus AA's LibreOffice Calc .fods with rotated column heads, printed
without headings; here the print WITH gridlines, column letters and running row numbers, the file name in the print
header), "rotated" / "vertical" (22 / 30: identity lines rotated in the margin; here only the section titles of the
CIOMS-like form turn, never a value), "cartouche" (2: a landscape title block; here a three-cell header on every page
of a sponsor's document), "photo" / "jpeg" / "desk" (13 / 4 / 4: photo accession numbers, 300 dpi scans, fax, BS's
turned greyscale scan, "admission desk"; here a colour phone photo warped by a homography with a desk, light and hand
shadow), "pillow" (16: Pillow-drawn pages; here Pillow only warps and shades the PyMuPDF rendering), "ink" (only inside
other words), "barcode" (14: drawn bars; none here).

WRITERS AND LAYOUTS (all installed in tools/_cache/ar-venv; fonts checked with ls; each family prints all ten types in
its own template, every part from a new page; none is one of BS's - tinted insurance form with white value boxes,
medico-legal report with centred headings, browser print of a portal, turned greyscale scan of the incoming mail - nor
BR's - health-booklet page, school form with black bars, social report with Roman-numeral margin, child-file cards -
nor BQ's - administrative letter with a references column, mail-client print, two-column shaded form, document-
management letter with stamp):
  rlprotocole  ReportLab 5.1.0 canvas (invariant=1), Lato Regular / Bold / Italic / Semibold + DejaVu Sans (☐ / ☑) TTF
               subsets; /Creator "EssaiDoc 6.2 - documents de la recherche clinique". A SPONSOR'S CONTROLLED DOCUMENT:
               a framed three-cell HEADER CARTOUCHE on every page (issuer | title on a pale teal cell | "Réf. : BT-nn /
               Version 3.0 du 14/01/2025 / Page k sur n"), a grey protocol line (acronym, EU CT, NCT), parts and sections
               numbered DECIMALLY ("1.", "1.1") with the number in a hanging teal margin, fields as a KEY / VALUE TABLE
               (shaded key cell), teal-headed tables, "☑" / "☐", yes / no as two small cells with the chosen one filled,
               "À NOTER" boxes with a teal top border, signatures as a SIGNATURE TABLE (Fonction | Nom | Date et
               signature); foot "Confidentiel - ne pas diffuser sans l'accord du promoteur - ...".
  fpcioms      fpdf2 2.8.9, Liberation Sans Narrow / Bold / Italic + Liberation Mono + DejaVu Sans (☐ / ☒) TTF subsets,
               fixed creation date; /Creator "VigiForm 3.0 - déclarations d'événements indésirables". A NUMBERED-CELL
               INTERNATIONAL FORM (the CIOMS-I look): the title in capitals in a double frame with "FORMULAIRE BT-nn" at
               the right, every section framed with a grey VERTICAL BAND whose title is ROTATED 90° ("II. PARTICIPANT"),
               every field a ruled CELL numbered through the part ("7. DATE DE NAISSANCE" in tiny bold capitals at its
               top left, the value under it), two or three cells per row, fully ruled tables, "OUI ☒ NON ☐", signature
               cells numbered like fields over an empty "SIGNATURE(S)" cell; head right in italics, foot centred.
  pyclasseur   pydyf 0.13.0, base-14 HELVETICA / Bold / Oblique + Courier (WinAnsi, not embedded, fixed /ID); /Creator
               "Classeur 7 - impression de feuille". A SPREADSHEET PRINTED WITH GRIDLINES AND HEADINGS: the print header
               centred with the workbook's file name (the participant code, sample id or randomisation number glued in
               it: "KELVOPAR-21-132-V3.xlsx"), a grey column-letter band A-H and a grey row-number gutter whose numbers
               run on from page to page; every line a sheet row of eight columns with light gridlines, merged cells,
               wrapped cells making taller rows (the row number on their first line); captions A:C on a pale fill,
               values D:H; bold section rows on pale blue with a bottom border; tables snapped to whole sheet columns
               with black borders; ticks as "X" in a bordered cell; "OUI" / "NON" cells, the chosen one bold on green;
               yellow alert rows; signature rows over a tall bordered row; foot "Feuille : ..." and "Page k de n".
  muphoto      PyMuPDF 2.0 (vector drawing with FreeSans / Bold / Oblique / FreeMono, get_pixmap at 110 dpi) + Pillow
               13.0.0 and numpy (Image.transform PERSPECTIVE, lighting, blur, JPEG q76) + a hand-written content stream;
               /Creator "DocPhoto 2.4 - photo de document (Android)". A HAND-FILLED PAPER FORM PHOTOGRAPHED WITH A
               PHONE (see tools/corpus_bt/photo.py): the pre-printed form (rounded double-ruled issuer box with the form
               code, centred title, grey cartouche headings, captions followed by solid fill-in rules on which the
               values are written in BLUE INK - FreeSans Oblique, dark blue -, check boxes and "oui / non" ticked by
               pen strokes, signature boxes with a scribble, a fold line and a paper clip), then photographed: a
               keystone quadrilateral (homography, corners jittered per page, edges within about 0.5°) on a desk
               background with grain, a light spot, a vignette and a hand shadow, on a 3:4 page (595.28 x 793.70 pt);
               over the JPEG an INVISIBLE TEXT LAYER (3 Tr), one BT object per line, Helvetica WinAnsi not embedded,
               each line's text matrix turned and placed along its baseline AS THE HOMOGRAPHY MAPS IT, its size scaled by
               the local vertical scale and a Tz stretching it to the mapped length. ☐ / ☒ are left out of the layer.

SHAPES (ten document types; parts = planned pages 1 + (i + i // 4) % 3, every part from a new page; the type shrinks in
6 % steps, to 82 % at most for one page per part, further only if a document would exceed 3 pages):
  consentement_essai       1 the consent form (trial title, acronym, sponsor, EU CT, CPP opinion, participant name,
                           birth date with age, code "03-122", initials, L.1122-1-1, ticks, signatures, an impartial
                           witness with phone every third document); 2 the information note's contacts (PI "Pr", the
                           co-investigator, research nurse's e-mail, 24-h line, L.1121-10 insurance, MR-001, code
                           "FR03-122"); 3 the site's confidential identification list (three participants with codes,
                           names, birth dates, consent dates; the IPP).
  selection_inclusion      1 CRF V1 (code, screening number "S07-034", initials, month / year of birth "03/1971",
                           sex, visit date "12-AOU-2025", vitals, NT-proBNP, I50.3 / E11.9, criteria yes / no); 2 the
                           IWRS message (randomisation "R-0458", kit and lot numbers kept, nurse's e-mail); 3 the
                           eligibility checklist (initialled table, IPP, birth date, RPPS).
  crf_visite_suivi         1 visit page (V3 / J28, hour, vitals, biology table, compliance); 2 concomitant treatments
                           and adverse events (MedDRA terms, grades, next visit, the participant's mobile); 3 the data
                           query ("Q-nnnnn", month / year of birth vs source birth date, the monitor, file name
                           "DCF-07012-V3.pdf").
  declaration_eig          1 initial report (initials, code, birth date, sex, weight, I50.1, onset hour, hospital and
                           IPP, the reporting co-investigator, outcome "décès le ..." on odd documents, randomisation,
                           kit); 2 follow-up (case id, birth date, death date or discharge, the relative's mobile);
                           3 the sponsor's acknowledgement (R.1123-47, the monitor's e-mail).
  manifeste_biobanque      1 the manifest (CRB of the site, central laboratory, -80 °C, UN3373, sample ids
                           "CRB25-428874-A01" with code, visit, tube, volume, hour, rack position); 2 the reception
                           (month of birth on the labels; a tube labelled by hand with the surname); 3 the destruction
                           request (L.1131-1-1, sample ids, the CRB's e-mail).
  courrier_investigateur   1 the PI's letter to the GP (name, birth name, birth date, address, inclusion date, EU CT,
                           dose, the co-investigator and research nurse, code; "N/Réf." with a glued code); 2 the GP's
                           reply (clarithromycine, J18.9, the relative, NIR); 3 the deviation note to the monitor (CRO).
  indemnisation_frais      1 the request (beneficiary, address, phone, e-mail, code, IBAN "FR76 1027 8..." with its
                           bank, L.1121-11, 4 500 € cap); 2 the trip table (dates, visits, town, km, amounts); 3 the
                           payment notice (amount, IBAN, transfer reference).
  levee_insu               1 the request at night (hour, the co-investigator on call, code, initials, month / year of
                           birth, randomisation, K92.2, yes / no); 2 the IWRS confirmation (arm, user); 3 the report
                           to the sponsor (birth date, IPP, EIG date, trusted person's phone).
  carte_participant        1 the wallet card (name in capitals, birth date, code, NCT, PI, 24-h phone, dose, the
                           person to warn); 2 the visit calendar (V1-V5 with weekdays and hours); 3 the letter to the
                           person to warn (e-mail of the unit).
  fin_participation        1 end of participation (code, initials, inclusion and last visit in DD-MMM-YYYY, reason:
                           death with its date and I46.9 on odd documents, otherwise withdrawal; samples yes / no);
                           2 the access request - by the participant under article 15 of the GDPR, or by an heir
                           (ayant droit, same surname) under L.1110-4 with the notary's name and town and the death
                           date; 3 the site's reply (IPP, archive reference, pseudonymised code, CNIL kept).

EVERY WRITING OF EVERY VALUE: names "M. Bernard VERGNAUD", "VERGNAUD Bernard", "Mme Sylvie LACHAUD, née NOUHAUD",
"NOUHAUD épouse LACHAUD Sylvie", "Bernard Vergnaud", "B. VERGNAUD", "VERGNAUD, Bernard", "Monsieur VERGNAUD", "BERNARD
VERGNAUD", particles ("de LESTRADE", "du BOUCHERON", "d'AUBUSSON"), "N'GUESSAN", "DA COSTA", "ÖZTÜRK", hyphenated names
and first names; investigators "Dr Gilles TEXIER", "Dr G. Texier", "Docteur TEXIER", "TEXIER Gilles", "Pr Gilles
TEXIER"; NOM / PRENOM subtypes patient, naissance, initiales, medecin, soignant, personnel (the monitor), proche,
temoin, ayant_droit, notaire. Birth dates "12/03/1971", "12.03.1971", "12 mars 1971", "12/03/71", "1971-03-12",
"12-03-1971", "12 MARS 1971", "12031971" and the CRF's month / year "03/1971", "mars 1971" (subtype mois_annee), with
the age "(54 ans)" kept; the participant's death date in the same writings, kind DATE_DECES (the judge counts any kind;
not critical); NIR "1 71 03 87 385 045 12", "1710387385045 12", "171038738504512", "1.71.03.87.385.045.12"; phones in
the fiction block "05 36 49" (mobiles 06 39 98 / 07 00 11) written "05 36 49 12 34", "05.36.49.12.34", "0536491234",
"05-36-49-12-34", "+33 5 36 49 12 34", "+33 (0)5 36 49 12 34"; personal, hospital, CRO and MSSanté e-mails; IBAN (kind
IBAN, valid mod-97 key, fictional bank codes); real communes of Haute-Vienne, Corrèze, Creuse and Charente with
postcodes, CEDEX codes, lieux-dits, "bis" / "ter", résidences with building and flat; IDENTIFIANT subtypes
code_participant ("03-122", "FR03-122", glued "03122" in file names and references), selection, randomisation
("R-0458", "R0458"), echantillon, cas_pv, virement, archive; ETABLISSEMENT subtypes etablissement, sigle, crb,
laboratoire_central, cro, banque; IPP, FINESS (in the site letterheads), RPPS. Kept (role keep): care and event dates
(consent, visits, onset, sampling, letters; "12-AOU-2025" too), HORAIRE, AGE, the trial's PUBLIC references
(PROTOCOLE acronym, PROMOTEUR, EUCT "2023-504871-22-00", NCT "NCT05874213", IDRCB, CPP - all in public registries and
naming no participant), CODE (site number, kit, visit, query, rack position, form codes, UN3373, MR-001), LOT, DOSE,
MESURE, SCORE, TAUX, MONTANT, DUREE, ARTICLE, CIM10, BOITE_POSTALE, ORGANISME ("CNIL"), and ORDINAIRE_HOMONYME: one
sentence per document prints as an ordinary word the surname of its co-investigator ("bras de traitement" beside Dr
BRAS, "test de marche" beside Dr MARCHE, "médecin de garde", "bouchon blanc", "le bouchon", "petit déjeuner").

Values are split as printouts split them: over key / value tables, numbered cells, sheet rows, fill-in rules, header
cartouches, file names and margins; in running paragraphs, addressee blocks and fields a multi-word value may break at
one of its spaces (never at a hyphen, never inside a table cell, a spreadsheet table or a signature block). Found by
the validation and fixed: justified Lato lines (Tw) made pdftotext read one word per line, so rlprotocole is ragged;
a keystone steeper than about 1° made pdftotext move a line's last characters to another line, so the photo's edges
stay within about 0.5°.

Result: 79 pages (14 one-page, 13 two-page and 13 three-page documents; rlprotocole 19, fpcioms 20, pyclasseur 21,
muphoto 19 pages); 1353 personal items (266 critical: NOM patient 76 + naissance 1, PRENOM patient 71, DATE_NAISSANCE
48, EMAIL 55, NIR 3, IPP 12; by kind ADRESSE 58, CODE_POSTAL 44, DATE_DECES 6, DATE_NAISSANCE 48 (15 month / year),
EMAIL 55, ETABLISSEMENT 249, IBAN 5, IDENTIFIANT 178 (code_participant 123), IPP 12, NIR 3, NOM 300 (initiales 40),
PRENOM 246, RPPS 2, TELEPHONE 85, VILLE 62), 985 kept items (183 care / event dates; AGE 8, ARTICLE 15, BOITE_POSTALE
37, CIM10 21, CODE 186, CPP 4, DOSE 27, DUREE 6, EUCT 65, HORAIRE 52, LOT 3, MESURE 71, MONTANT 15, NCT 44, ORGANISME 1,
PROMOTEUR 89, PROTOCOLE 105, SCORE 10, TAUX 6; ORDINAIRE_HOMONYME 37) and 4952 ordinary words as counted by the judge.
Seed 2039; deterministic (checked: two runs, into benchmarks/out/corpus_bt and into /tmp/bt/check, give the same sha256
for the 40 PDFs, the 40 truths and the manifest). Validation (tools/corpus_driver.py, the judge's own functions): every
probe measurable by pdftotext or pypdf, every personal item counted as leaked when the input is judged as its own
output, no keep item lost, every value seen by both extractors as often as the truth says, 1-3 pages; this run: 0
invalid, exit 0. The "pypdf" and "fontTools" loggers are set to ERROR.
"""
from __future__ import annotations

import logging
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.corpus_bt import content, render  # noqa: E402
from tools.corpus_driver import run  # noqa: E402

FAMS = ["rlprotocole", "fpcioms", "pyclasseur", "muphoto"]


def main(argv=None):
    logging.getLogger("pypdf").setLevel(logging.ERROR)
    logging.getLogger("fontTools").setLevel(logging.ERROR)
    return run("bt", content, render, FAMS, 2039, 1, argv)


if __name__ == "__main__":
    raise SystemExit(main())
