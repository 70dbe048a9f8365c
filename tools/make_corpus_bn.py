"""Corpus BN: 40 fictional French clinical PDFs that OTHER people wrote and that a medical-records department finds
in a patient file (GP, private specialist, private laboratory, EHPAD, home nurse, pharmacy, ambulance company,
employer / insurer form, police requisition, death certificate), four writers, with ground truth.

Usage:
    tools/_cache/ar-venv/bin/python tools/make_corpus_bn.py [--out benchmarks/out/corpus_bn] [--seed 1409]

WHAT WAS READ to write it (the measure must stay honest: the product was never read or run): tools/score_eval.py (the
judge), tools/corpus_driver.py (the shared driver, its run called as is), tools/corpus_kit.py (the shared layout
engine, imported: Flow, frame, table, lay_sections), tools/make_corpus_bm.py and tools/corpus_bm/ (content.py, ids.py,
model.py, render.py: the structure copied - content / ids / model / render, the four writer backends - with every
layout, pool, writing and document type replaced), tools/corpus_au/{ids,model,render}.py (model imported as is through
tools/corpus_bn/model.py; the NIR key computed as AU does: 97 - NIR13 mod 97), and the top docstrings only of every
tools/make_corpus_*.py and tools/make_eval_corpus.py (extracted with ast into one text, accents folded, lower-cased,
then grepped). Nothing under app/, tests/, docs/, README.md, benchmarks/*.md, any other tools/corpus_*/ folder or any
other benchmarks/out/corpus_*/ was read; nothing was committed; git was not touched; nothing was installed.

THEME: realism from OUTSIDE the hospital's information system. The grep of earlier docstrings found 0 hits for:
"Mme Vve", "M. et Mme", "fils de" / "fille de", "né(e) en <year>" ("nee en"), "lieu-dit", "résidence", "bât.", "appt",
"chez", "port.", "tél/fax", "02-96-..." (dashed phones), "@wanadoo.fr", "@orange.fr", "@sfr.fr", "@hotmail.fr",
"N° AM" (the practitioner's Assurance-Maladie number printed spaced "22 1 23456 7"), "PV n°", "parquet", "N° AMC",
"part AMO", "AMI 4", "prélevé le", "officine", "historique de délivrance", "certificat de décès", "obstacle
médico-légal", "commune de décès", "document de liaison d'urgence", "médecin coordonnateur", "agrément", "SELAS",
"Van den", "bis" street numbers, "interphone", "pointillés"; types and devices that already existed (DLU, Cerfa-like
boxes, one character per box, "Cher confrère", "Édité le", SIRET, MSSanté, dotted lines, margin columns, NGAP, CIP13)
are kept because real outside documents have them, in new combinations and with new values.

WRITERS AND LAYOUTS (all installed in tools/_cache/ar-venv; each family prints all ten types in its own template):
  rlcab    ReportLab 5.1.0 canvas (invariant=1), DejaVu Serif Regular / Bold / Italic TTF subsets; /Creator "MédiCab 7 -
           traitement de texte du cabinet". A TYPED LETTER of a private practice: a LEFT MARGIN COLUMN (40 mm, ruled
           off) listing the writer's name and trade, then its people (doctors "Dr First Name", "Médecine générale",
           "RPPS ...", "N° AM 22 1 23456 7", a remplaçant; biologists; IDEC; gérant), and at the FOOT OF THE COLUMN the
           practice's street, postcode TOWN, "Tél." / "Tél :" / "Tél/Fax" phone, "Fax", "Port.", e-mail and SIRET /
           FINESS; right: the addressee (window position) or the patient block with a small "Patient(e)" caption,
           "Town, le date" right-aligned, bold "Objet : ...", the title in capitals, salutation "Cher confrère, cher
           ami,"; section headings underlined; fields as "Caption : value" run into the text; ruled tables without
           fill; closing formula; signature block at the right ("Dr First NAME", trade, RPPS, N° AM glued, "Fait à
           Town, le ..."). Running head = patient line "- page k/n"; foot = practice name, street, postcode Town.
  fplab    fpdf2 2.8.9, GNU FreeSans / Bold / Oblique subsets, fixed creation date; /Creator "LabOuest Résultats 4.1". A
           PRIVATE LABORATORY report: teal lab letterhead left (SELAS / SELARL, FINESS, SIRET, COFRAC, biologists with
           RPPS), the PATIENT BLOCK framed at the TOP RIGHT under a small "PATIENT" caption (values only: name
           writing, "né(e) le ...", address lines), the FILE LINE in a band: "Dossier n° ... | Prélevé le ... à ...
           | Reçu le ... à ... | Édité le ..." (caption and value on one line, separated by bars); fields in TWO
           COLUMNS (patient left / prescriber right when short): small grey caption, a DOTTED LEADER, the value bold in
           a value column; results tables with unit, reference range and "Antériorité du <date>" columns, "*" flags;
           "Validé par :" signature. Running head "Patient(e) : ... - Page k/n".
  pycerfa  pydyf 0.13.0, base-14 Helvetica / Bold / Oblique for the printed form and base-14 COURIER for the typed-in
           values (/WinAnsiEncoding, not embedded, fixed /ID); /Creator "FormuSanté 2". A CERFA-LIKE FORM: "cerfa" box
           with "cerfa n° 11138*06" under it, centred capital title, "Cadre réservé à l'organisme" frame; framed
           "IDENTIFICATION DE L'ÉMETTEUR" (people left, address / phones / legal right); numbered sections on BLACK
           STRIPS ("1  LA VICTIME"); every field a tiny caption ABOVE a value box, packed by width; numbers ONE
           CHARACTER PER BOX (comb fields: NIR "2 8 3 0 6 3 5 1 6 8 6 5 5 5 6", birth date "0 3 0 6 1 9 8 3", SIRET of
           the employer, RPPS of the practitioner, member number); paragraphs and table cells typed in Courier; tick
           boxes "[X]"; "Signature et cachet" box.
  mumain   PyMuPDF 2.0 insert_text / draw_*, DejaVu Sans Condensed / Bold / Oblique for the printed form and GNU
           FreeSerif Italic in blue ink for what is HANDWRITTEN (subsets, empty dates, no_new_id); /Creator "Scan
           formulaire". A PRE-PRINTED FORM FILLED IN BY HAND: printed letterhead left, a rounded "Étiquette / identité
           du patient" frame top right filled by hand, a grey title band, sections "A. / B. / C." over a rule, every
           field a printed "Caption :" followed by a DOTTED LINE to the margin with the value handwritten on it (a long
           value continues on the next dotted line), paragraphs handwritten on faint ruled lines, printed grids
           filled in by hand, tick zones in handwriting, "Signature et cachet :" with the handwritten signature block.
           Running head = patient line "- feuillet k/n".

SHAPES (ten document types; every writer prints each once):
  lettre_adressage_medecin_traitant  GP referral letter to a hospital cardiologist: "Cher confrère, cher ami,",
                                     NYHA III, I10 / E11.9, HbA1c, NT-proBNP with its norm, ramipril / metformine /
                                     atorvastatine with ATC, ECG CCAM DEQP003, NGAP "G + DEQP003", "PS : joignable au".
  courrier_cardiologue_liberal       private cardiologist (Secteur 2 - OPTAM, MSSanté e-mail) to the GP: cotation APC +
                                     DEQP003 + DZQM006, echo table with norms, I11.9, bisoprolol C07AB07, next visit.
  resultats_laboratoire_prive        SELAS / SELARL lab: "Dossier n°" (IDENTIFIANT/NUM_DOSSIER), prélevé / reçu /
                                     édité, prescriber with RPPS, 9 or 16 results with units, ranges and antériorité,
                                     NGAP "B 70" / "TB 5", analysers.
  dlu_ehpad_transfert                EHPAD DLU: EHPAD at a "Lieu-dit", FINESS, ARS, médecin coordonnateur (RPPS), IDEC
                                     (ADELI), room, DLU update date, ticked care level, GIR / MMSE / Norton, treatment
                                     grid with ATC, vaccine lot, I48.9 / G30.1.
  dossier_soins_infirmiers_domicile  home nurses' cabinet (two IDE, ADELI glued and spaced, RPPS, SIRET): prescription,
                                     door code (kept), visits table with NGAP "AMI 4 + IFD", "AMI 1 + MAU", "AIS 3",
                                     "IK 6", wound measures, I83.0.
  historique_delivrance_pharmacie    pharmacy (titulaire RPPS, FINESS, SIRET, licence): CPAM + AMO code "01 nnn 0000"
                                     (kept), AMC mutual + "N° AMC" (IDENTIFIANT/NUM_AMC) + member number (comb in the
                                     Cerfa), rang, dispensing table (date, product + dose, CIP13, lot, quantity, "Dr
                                     NAME" prescriber), AMO / AMC shares.
  bon_transport_ambulance            ambulance company (gérant, SIRET, ARS agrément n° IDENTIFIANT/AGREMENT): "Bon n°"
                                     (IDENTIFIANT/NUM_BON), pick-up address, destination hospital, crew member, VSL
                                     number and km, ticked nature, C50.9, tariff table (FD / KM / MN amounts), CPAM +
                                     NIR, mutual "accord de prise en charge n° PEC-yy-nnnnnn" (IDENTIFIANT/NUM_PEC).
  certificat_accident_travail_cerfa  AT/MP initial certificate: cerfa n° 11138*06, employer + its SIRET, the employer's
                                     prévoyance insurer + file number "yy/PRV/nnnnnn" (IDENTIFIANT/NUM_SINISTRE),
                                     accident date and time, ticks, QZJA002, S61.4 / W26, sick leave, CPAM, RPPS.
  certificat_sur_requisition         GP requisitioned by an OPJ (PRENOM/NOM "opj"): "PV n° nnnnn/yyyy/nnnnnn"
                                     (IDENTIFIANT/NUM_PV), "N° parquet" (IDENTIFIANT/NUM_PARQUET), article 60 CPP, the
                                     unit and the "Tribunal judiciaire de ..." (kept public bodies), lesions table, ITT.
  certificat_deces_volet_administratif  non-confidential part: commune de décès (postcode + town), date and hour (kept
                                     as care date / time), obstacle médico-légal / mise en bière / prélèvement / don du
                                     corps ticks, "mairie de Town", ARS, cerfa n° 13656*04.

EVERY WRITING OF EVERY VALUE (each document): the outside writer's name (ETABLISSEMENT, letterhead and foot), trade
line, people (doctors "Dr First Name" title case, nurses "First NAME", OPJ, crew, gérant), RPPS (11 digits, Luhn),
N° AM / ADELI (9 digits: "22 1 23456 7" spaced in the letterhead, glued in the signature and for nurses), SIRET (14
digits, SIREN and SIRET Luhn: "486 755 812 00055" spaced or glued, one digit per box in the Cerfa), FINESS (lab,
EHPAD, pharmacy), street, postcode and TOWN in capitals, phones with "Tél." / "Tél :" / "Tél/Fax" / "Fax" / "Port."
in five writings "02 96 12 34 56", "02.96.12.34.56", "02-96-12-34-56", "0296123456", "+33 2 96 12 34 56", practice
e-mails "cabinet.kerbastard@wanadoo.fr", "...@orange.fr", "first.last@medecin.mssante.fr", "contact@lab.fr". Patient:
used name all capitals or capitals with the particle kept lower-case ("de LA VILLEMARQUÉ", "d'HERVÉ DE KERDREL",
"du PLESSIS-QUINQUIS", "van den BOSSCHE"), compound and apostrophe names (Le Floc'h, Hamon-Le Gall), title case in
prose; the name writings "Mme Vve USUAL First née BIRTH" (widows of 70 and more), "Mme USUAL née BIRTH First",
"M. USUAL First", "l'enfant First USUAL, fils (fille) de Father NAME" (children, with "Représentant légal"), "Chez M.
et Mme NAME" (address of a relative); birth name; first name; birth date four times per document in four of eight
writings "06/11/1965", "6/11/1965", "06.11.1965", "06-11-1965", "6 novembre 1965", "06 nov. 1965", "06/11/65",
"1965-11-06", plus "0 6 1 1 1 9 6 5" in the Cerfa's boxes and the YEAR ALONE in "né(e) en 1965" (one document in
three), captioned "Date de naissance", "Né(e) le", "né(e) le" in prose and in the running head; ages "âgé(e) de 77
ans" as plain text; birth town; NIR twice in two of three writings "2 65 11 22 123 456 78", "265112212345678",
"2651122123456 78" and one digit per box in the Cerfa; address writings "52 chemin du Moulin-Neuf", "3 bis rue ...",
"Lieu-dit Kerbastard", "Résidence Les Mimosas, Bât. C, Appt 12" + street, "Chez M. et Mme NAME" + street, postcode and
town in capitals or title case - towns that are also French words (Sens, Tours, Moulins, Orange, Saintes, Rue, Condom)
with the lower-case word kept as an ORDINAIRE item ("le sens de l'odorat", "jus d'orange", "la rue"); landline and
mobile ("Tél. ... - Port. ..."); patient e-mail (@laposte.net, @free.fr, @sfr.fr, @hotmail.fr, @orange.fr); person to
notify, "Personne de confiance" (NAME First - Port.), GP with town and RPPS; mutual (ORGANISME) + "N° adhérent"
(9 digits or "nnnn nnnnn"); the type's own identifiers (above). Practice doctors whose surname is an ordinary noun
(Boucher, Berger, Marin, Boulanger, Mercier) with the lower-case noun in "Mode de vie" (ORDINAIRE).
Kept decoys: CIM-10, CCAM, NGAP ("AMI 4 + IFD", "B 70", "APC", "G + DEQP003"), ATC, CIP13, lot numbers, doses, lab
values, units and reference ranges, care dates (consultation, sampling, visits, accident, death, edition), times,
room, scores (NYHA, GIR, MMSE, Norton), measures, amounts, codes (cerfa numbers, COFRAC, licence, VSL, door code),
public bodies that name no one ("CPAM du Morbihan", "ARS Bretagne", "Tribunal judiciaire de Lorient", police units)
and the AMO caisse code.

Planned pages 1 + (i + i // 4) % 3; a planned one-page document is written SHORT (fewer identity fields, no
entourage, shorter tables) so that it fits one page; a section that overflows continues on the next page; more than
3 pages would fall back to one continuous flow. Result: 82 pages (12 one-page, 14 two-page and 14 three-page
documents; rlcab 20, pycerfa 20, fplab 21, mumain 21 pages); 2784 personal items (771 critical: ADELI 47, ADRESSE 272,
CODE_POSTAL 244, DATE_NAISSANCE 201, EMAIL 66, ETABLISSEMENT 132, FINESS 12, IDENTIFIANT 32, NIR 44, NOM 518,
NUM_ADHERENT 36, ORGANISME 44, PRENOM 420, RPPS 111, SIRET 40, TELEPHONE 218, VILLE 347), 986 kept items (756 decoys,
201 care dates, 29 ORDINAIRE homonym words) and 5197 ordinary words as counted by the judge. Seed 1409;
deterministic (checked: two runs, into benchmarks/out/corpus_bn and into /tmp/bn_check, give the same sha256 for all
40 PDFs, the 40 truths and the manifest). Validation (tools/corpus_driver.py): every document checked with the judge's
own functions (extract_all, judge_document): every probe measurable by pdftotext or pypdf, every personal item counted
as leaked when the input is judged as its own output, no keep item lost, every value seen by both extractors as
often as the truth says, 1-3 pages; exit status 1 otherwise (this run: 0 invalid, exit 0). The "pypdf" logger is set
to ERROR as in corpora BL / BM. All content is in cp1252 for the Helvetica / Courier writer.
"""
from __future__ import annotations

import logging
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.corpus_bn import content, render  # noqa: E402
from tools.corpus_driver import run  # noqa: E402

FAMS = ["rlcab", "pycerfa", "fplab", "mumain"]


def main(argv=None):
    logging.getLogger("pypdf").setLevel(logging.ERROR)
    return run("bn", content, render, FAMS, 1409, 1, argv)


if __name__ == "__main__":
    raise SystemExit(main())
