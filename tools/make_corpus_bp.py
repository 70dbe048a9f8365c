"""Corpus BP: 40 fictional French hospital PDFs that list MANY PATIENTS at once, as a records department also hands
them over (operating-room programme, bed occupancy, consultation schedule, RCP list, births register extract, on-call
and transfer log, PMSI export, lab worklist, infection-control line list, nominative dispensing), four writers, with
ground truth.

Usage:
    tools/_cache/ar-venv/bin/python tools/make_corpus_bp.py [--out benchmarks/out/corpus_bp] [--seed 1613]

WHAT WAS READ to write it (the measure must stay honest: the product was never read or run): tools/score_eval.py (the
judge), tools/corpus_driver.py (the shared driver, its run called as is), tools/corpus_kit.py (the shared layout
engine, imported: Flow, frame), tools/make_corpus_bo.py and tools/corpus_bo/ (content.py, ids.py, model.py,
render.py: the structure copied - content / ids / model / render, the four writer backends - with every layout, pool,
writing and document type replaced), tools/corpus_au/{ids,model,render}.py (model imported as is through
tools/corpus_bp/model.py, its wrap / tokens used by the layouts), and the top docstrings only of every
tools/make_corpus_*.py and tools/make_eval_corpus.py (extracted with ast into one text, accents folded, lower-cased,
then grepped). Nothing under app/, tests/, docs/, README.md, benchmarks/*.md, any other tools/corpus_*/ folder or any
other benchmarks/out/corpus_*/ was read; nothing was committed; git was not touched; nothing was installed.

THEME: many patients in one document. The grep of earlier docstrings found 0 hits for: "programme operatoire",
"occupation des lits", "lit libre", "taux d'occupation", "registre des naissances", "pmsi", "ghm racine", "cmd 0",
"liste de travail", "line list", "main courante", "sarm", "blse", "e-sin", "sexe", "code postal", "(67 a)"; it found
hits for "nom, prenom" (20), "nee x" (16), "dr nom p" (4), "zebra" (5), "monospace" (12), "landscape" (14), "initiales"
and "commune" - those writings and layout words are kept because real lists have them, with new documents and values.

WRITERS AND LAYOUTS (all installed in tools/_cache/ar-venv; each family prints all ten types in its own template; each
group of rows - a room, a unit, a day, an organ, a week, a CMD, a bench, a drug round - starts on a new page; none is
one of BM's - DPI printout, regulatory boxes, LIS report, RIS navy band -, BN's - typed letter with a left margin
column, private lab with a framed patient block, Cerfa comb boxes, hand-filled form - or BO's - identities side by
side, hanging headings, administrative report, multi-author note with a right sidebar):
  rlzebra  ReportLab 5.1.0 canvas (invariant=1), A4 LANDSCAPE, DejaVu Sans Condensed / Bold / Oblique TTF subsets;
           /Creator "BlocPlan 6.4 - listes de service". A WIDE ZEBRA TABLE: letterhead top left in blue, the edition
           lines ("Caption : value") right-aligned top right, title over a blue rule; every group opened by an orange
           rounded TAB with white bold text; a dark-blue header row with white bold captions repeated on every page;
           alternate rows shaded, no vertical rules, the first identity column in bold; notes in italics; the
           validation lines right-aligned. Running head " - page k/n", foot "establishment (acronym) - service -
           document confidentiel - k/n".
  fpagenda fpdf2 2.8.9, GNU FreeSans / Bold / Oblique subsets, fixed creation date, A4 portrait; /Creator
           "AgendaSoins 3". A LIST GROUPED UNDER SUB-HEADINGS (agenda): the acronym in a square box beside the
           letterhead, the title in claret, the meta on one line "Caption : value | ..."; each group a claret
           sub-heading over a thick rule with "n lignes" right; each row the hour / bed / order number LARGE in a left
           margin column, the identity columns in bold on the first line joined by " · ", the other fields below as
           "Header : value — Header : value"; hairline between rows; signature lines right in italics. Head " | k/n",
           foot " | page k sur n", no rules.
  pygrid   pydyf 0.13.0, base-14 HELVETICA / Bold / Oblique (/WinAnsiEncoding, not embedded, fixed /ID), A4 portrait;
           /Creator "GrilleHosp 2.1". A FULLY RULED GRID: letterhead on two lines, the title in capitals and the meta
           centred inside a DOUBLE FRAME, every group heading in a grey bordered box above its grid, black-ruled
           cells (narrow columns, never narrower than their longest unbreakable word) that WRAP over two or three
           lines, grey header row repeated after a page break; notes; two VISA BOXES ("Visa" / "Observations") at
           the end with the signature lines inside. Head and foot " - page k de n".
  mumono   PyMuPDF 2.0 insert_text, DejaVu Sans Mono / Bold / Oblique subsets, A4 LANDSCAPE, empty dates,
           no_new_id; /Creator "DIM-Extract 4.2". A CONDENSED MONOSPACE EXPORT: "software | acronym | service", the
           establishment and its contact as text lines, '=' rules drawn as characters, the title in capitals, the
           query lines "CAPTION ....... : value", the column header (bold) over a '-' rule, repeated on every page
           after a "TITLE (suite)" line; fixed-width columns padded with spaces (widths from the longest cell, capped,
           a too-long cell continues on the next line inside its column; font size fitted to the line length);
           "## group (n lignes)" lines; notes as "* ..." in italics; "FIN DE L'EXTRACTION". Head "   PAGE k/n".

SHAPES (ten document types; every writer prints each once; columns in order):
  programme_operatoire            per room ("Salle 2 - Viscéral - opérateur Dr NOM P."): Heure | Patient | Né(e) le
                                  (âge) "25/12/1971 (53 a)" | IPP | Intervention + CCAM + side (HMFC004, NEKA020,
                                  LMMA006, NFFC004, HHFA024, AHPA009, KCFA005, HHFA016, NFKA007, NBCA006) | Chirurgien
                                  "NOM P." / "Dr NOM P." | Anesthésiste "Dr P. NOM" | Durée "1h15" + "ASA 2"; cadre de
                                  bloc "NOM Prénom"; totals "n interventions", "n en ambulatoire"; validation by
                                  "Dr Prénom Nom" + RPPS.
  occupation_lits                 per unit ("Unité A - 2e étage - lits 210 à 214"): Lit "212-1" | Patient | Sexe M/F |
                                  Date de naissance | NDA | Entré le | Jour "J9" | Médecin "NOM P."; "- lit libre -"
                                  rows; "n lits occupés" / "n lits libres", occupancy %, DECT extension.
  planning_consultations          per doctor and day ("Dr NOM P. - mardi 12/08/2025 - box 3"): Heure | Patient "NOM,
                                  Prénom" / "Mme NOM Prénom" | Né(e) le | Téléphone (+ patient e-mail every 4th row)
                                  | Motif | Statut (1re fois, suivi, excusé); number of appointments, slot length.
  liste_rcp_oncologie             per organ session ("RCP colorectal - date - 13h00 - coordonnateur Dr NOM P."): N° |
                                  Patient | DDN | IPP | Médecin référent "Dr P. NOM" | Diagnostic + CIM-10 (C18.7,
                                  C20, C78.7, C50.4, C50.9, C50.8, C34.1, C34.9, R91) + stage (pT3N1M0, cT2aN0M0...)
                                  | Proposition (FOLFOX 12 cures, 50 Gy, 40 Gy en 15 séances, durvalumab 10 mg/kg).
  registre_naissances             per week ("Semaine S31 - salle de naissance A"): N° ordre | Né(e) le / heure
                                  "14/03/2025 03h12" or "14/03/2025 à 03:12" (DATE_NAISSANCE/enfant) | Mère "NOM
                                  Prénom (née X)" | DDN mère (âge) | Enfant "Prénom NOM" (sometimes another surname
                                  than the mother's) | Sexe | Poids | Terme "39 SA" | Apgar "9/10" | SF initials;
                                  legend of the midwives' initials "L.C. = Prénom NOM"; no care date equals a birth.
  main_courante_garde_transferts  per on-call night ("Garde du date 18h30 au date 08h30 - senior Dr P. NOM"): Heure |
                                  Patient (initials every 4th row) | Âge / sexe "78 ans F" | "vers" / "depuis" other
                                  establishment + acronym (CHU, clinic, EHPAD) | Motif + CIM-10 (I21.0, I63.9, S72.0,
                                  A41.9, K92.2, I50.0) | Décision ; SMUR / VSAV / ambulance / TIH | Médecin "NOM P.".
  export_pmsi_sejours             per CMD ("CMD 05 - appareil circulatoire - GHM racine 05M09"): NDA | IPP | Sexe 1/2
                                  | Âge "67a" | DDN ISO "1958-03-12" or compact "12031958" | CP of residence |
                                  Commune (capitals) | Entrée | Sortie (ISO or compact care dates) | DS | GHM "05M094"
                                  | DP | E/S "8/6"; requesting DIM doctor "NOM Prénom"; export number kept.
  liste_travail_laboratoire       per bench ("Paillasse biochimie - série 2 - automate Atellica CH"): N° de demande
                                  (IDENTIFIANT/NUM_DEMANDE "2508140147") | Patient | DDN / sexe | Service, lit | Prélevé
                                  le "14/08/25 06h40" | Tube : analyses | Prél. initials "L.C. M.-T."; legend of the
                                  nurses' initials; biologist "Dr NOM P." + RPPS.
  line_list_infections            per unit and germ ("Unité 3A - EPC OXA-48 - cas groupés"): Cas | Patient (INITIALS
                                  "L.C. M.-T." on two rows in three, "NOM Prénom" otherwise) | DDN (âge) | Sexe |
                                  Chambre "ch. 214" | Entrée | Prélèvement + | Site | Acquis | Mesures (PCC, PCG);
                                  e-SIN number kept; hygienist "Dr NOM P." + RPPS.
  dispensation_nominative         per ward round ("Médecine A - tournée du date - 7 jours"): Ch. | Patient | DDN (âge)
                                  "12.03.1958 (67 ans)" | Médicament + dose + ATC (B01AB05, J01CR02, C03CA01, N02BE01,
                                  C07AB07, A02BC02, B01AF02, N02AA05) | Posologie | Qté "14 u." | Prescripteur "Dr NOM
                                  P."; pharmacist "Dr P. NOM", validation "Dr Prénom Nom" + RPPS.

EVERY WRITING OF EVERY VALUE: patient names "NOM Prénom", "NOM, Prénom", "NOM Prénom (née BIRTH)" (maiden name
NOM/naissance, critical), "Mme NOM Prénom" / "M. NOM Prénom", "Prénom NOM" (newborns), initials "L.C. M.-T." / "G.-R.
J.-C." (NOM / PRENOM subtype initiales); capitals with the particle lower-case ("de KERSAUSON", "du PLESSIS", "de La
VILLEMARQUÉ", "d'HARCOURT"), compound names (LEROUX-BAUDRY, LE BIHAN-FERRÉ), hyphenated and accented first names
(Marie-Thérèse, Jean-Claude, Éloïse); doctors "Dr NOM P.", "Dr P. NOM", "NOM P.", "Dr Prénom Nom" (title case),
"NOM Prénom"; midwives / nurses / cadre "Prénom NOM", "NOM Prénom" and initials; subtypes patient, naissance, mere,
enfant, medecin, pharmacien, sage_femme, soignant, initiales (patients' and birth names critical). Birth dates
"25/12/1971", "25.12.1971", "25/12/71", "25 décembre 1971", "1971-12-25", "25121971"; newborns "14/03/2025 03h12",
"14/03/2025 à 03:12"; ages kept "(53 a)", "67 ans", "67a"; sex M / F and 1 / 2 as template text; IPP 10 digits
"04" + 8 or 8 digits; NDA "2501234567", "25-0123456", "V25012345"; phones "06 12 34 56 78", "06.12.34.56.78",
"0612345678", "+33 6 12 34 56 78" (landlines 02 for the establishments); patient e-mails (@orange.fr, @gmail.com,
@sfr.fr) and service e-mails ("regulation.bloc@chbn.fr"); postcodes of residence alone and communes in capitals;
establishment address, postcode, town; establishments and acronyms (own letterhead, transfer partners); FINESS, RPPS
(11 digits, Luhn); lab request numbers. Kept decoys: CCAM, CIM-10, TNM stages, GHM and GHM roots, ATC, doses,
posologies, quantities, hours, durations ("1h15", "J9", "48 h", "7 jours"), rooms ("Salle 2", "box 3", "ch. 214",
"salle de staff 2"), beds ("212-1", "lit 12"), counts and totals ("9 interventions", "8 lits occupés"), scores (ASA,
Apgar), weights and terms, care dates (list dates, entries, exits, sampling), phone extensions, page numbers,
service names, legal article (R6113-5 CSP).

One page per group: planned pages 1 + (i + i // 4) % 3 give 1, 2 or 3 groups (9-11 rows alone, 6-8 rows per group
otherwise); a layout that overflows 3 pages is redrawn at a smaller size (never needed more than the first try to
stay in 1-3 pages). Result: 79 pages (14 one-page, 13 two-page and 13 three-page documents; rlzebra 19, fpagenda 20,
pygrid 21, mumono 19 pages); 3886 personal items (1541 critical: ADRESSE 40, CODE_POSTAL 94, DATE_NAISSANCE 530,
EMAIL 52, ETABLISSEMENT 395, FINESS 40, IDENTIFIANT 65, IPP 150, NDA 122, NOM 1148, PRENOM 1037, RPPS 20,
TELEPHONE 99, VILLE 94), 2377 kept items (1869 decoys, 508 care dates) and 6492 ordinary words as counted by the
judge. Seed 1613; deterministic (checked: two runs, into benchmarks/out/corpus_bp and into /tmp/bp_check, give the
same sha256 for all 40 PDFs, the 40 truths and the manifest). Validation (tools/corpus_driver.py): every document
checked with the judge's own functions (extract_all, judge_document): every probe measurable by pdftotext or pypdf,
every personal item counted as leaked when the input is judged as its own output, no keep item lost, every value
seen by both extractors as often as the truth says, 1-3 pages; exit status 1 otherwise (this run: 0 invalid, exit
0). The "pypdf" logger is set to ERROR as in corpora BL-BO. All content is in cp1252 for the Helvetica writer.
"""
from __future__ import annotations

import logging
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.corpus_bp import content, render  # noqa: E402
from tools.corpus_driver import run  # noqa: E402

FAMS = ["rlzebra", "fpagenda", "pygrid", "mumono"]


def main(argv=None):
    logging.getLogger("pypdf").setLevel(logging.ERROR)
    return run("bp", content, render, FAMS, 1613, 1, argv)


if __name__ == "__main__":
    raise SystemExit(main())
