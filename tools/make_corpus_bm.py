"""Corpus BM: 40 fictional French clinical PDFs that look like what hospital records staff really hand over
(printouts of hospital information systems and national exchange documents), four writers, with ground truth.

Usage:
    tools/_cache/ar-venv/bin/python tools/make_corpus_bm.py [--out benchmarks/out/corpus_bm] [--seed 1303]

WHAT WAS READ to write it (the measure must stay honest: the product was never read or run): tools/score_eval.py (the
judge), tools/corpus_driver.py (the shared driver, its run called as is), tools/corpus_kit.py (the shared layout
engine, imported: Flow, frame, table, lay_sections, block_captions), tools/make_corpus_bl.py and tools/corpus_bl/
(content.py, ids.py, model.py, render.py: the structure copied - content / ids / model / render, the four writer
backends - with every layout, pool, writing and document type replaced), tools/corpus_au/{ids,model,render}.py (model
imported as is through tools/corpus_bm/model.py, the NIR key computed as AU does: 97 - NIR13 mod 97), and the top
docstrings only of every tools/make_corpus_*.py and tools/make_eval_corpus.py (extracted with ast into one text,
accents folded, lower-cased, then grepped). Nothing under app/, tests/, docs/, README.md, benchmarks/*.md, any other
tools/corpus_*/ folder or any other benchmarks/out/corpus_*/ was read; nothing was committed; git was not touched.

THEME: realism, not novelty. The grep showed that the document TYPES themselves (lettre de liaison, CRO, biologie,
imagerie, ordonnance bizone, bon de transport, fiche de liaison infirmière, certificat) and some devices (an
"étiquette" box with a barcode-text "*IPP*" line, label cell / value-in-next-cell grids, caption above value, header
bands) already appear in earlier docstrings; BM keeps them because real printouts have them, and differs in what
follows (grep hits 0 in earlier docstrings): INS printed as the INS referential asks ("Matricule INS ... (NIR) - INS
qualifiée", OID 1.2.250.1.213.1.4.8, "Nom de naissance", "Prénom(s) de naissance", "Premier prénom de naissance",
"Nom utilisé", "Prénom utilisé") with an INS DataMatrix-like square drawn beside it; drawn IPP bars with NO text line
(the human-readable IPP is a separate line); ages "(59 ans)", "(2 ans 4 mois)", "(59 a 3 m)"; "Date naiss.";
establishment postal lines with "CS nnnnn" / "BP nnn" and "nnnnn TOWN Cedex" (Cedex postcode, town in capitals);
"Mme BIRTH épouse USUAL First"; "N° de demande", "N° de prescription", "N° de venue" (V + NDA), "N° d'examen
(accession number)", "Study Instance UID", "N° de passage", "N° d'intervention"; a window-envelope addressee block;
"Validé électroniquement par"; the bizone's real zone titles ("AFFECTION EXONÉRANTE" / "MALADIES INTERCURRENTES");
CCMU / GEMSA; fictional software names in the foot (Hospitalis DPI 8.4.2, Biologix SIL 5.2, PrescriSoins 3.1, RadioPlan
RIS 11).

WRITERS AND LAYOUTS (all installed in tools/_cache/ar-venv, nothing installed; each family prints all ten types in its
own template, as one hospital software does):
  rlsih    ReportLab 5.1.0 canvas (invariant=1), Carlito Regular / Bold / Italic TTF subsets; /Creator "Hospitalis DPI
           8.4.2 - module d'impression". A DPI printout: a blue logo square with the acronym + letterhead (name and
           acronym, service, street - BP/CS, Cedex postcode TOWN Cedex, phone and fax, service e-mail, FINESS); top
           right the patient STICKER (étiquette, rounded frame): "USUAL née BIRTH", "First (F)", "Né(e) le dd/mm/yyyy
           (59 ans)", "IPP ...", "NDA ... UF ...", drawn bars under it and the INS DataMatrix square; the header GRID
           (IPP | NDA | UF | Lit | Entrée le | Édité le: captions in the grid's header row, values in the cell
           below); the title in capitals; team in grey italics; sections with underlined blue headings; fields
           "Caption :" bold with the value on the SAME LINE in a value column; ruled tables; signature at the right.
           Running head = the patient line (values); foot "Hospitalis DPI 8.4.2 - Imprimé le dd/mm/yyyy à hh:mm par
           login - ACR - USUAL FIRST - DDN ... - IPP ... - Page k/n".
  pyform   pydyf 0.13.0, base-14 Helvetica / Bold / Oblique (/WinAnsiEncoding, not embedded, fixed /ID); /Creator
           "PrescriSoins 3.1". A regulatory-form look (ordonnance / cerfa): framed "IDENTIFICATION DU PRESCRIPTEUR ET
           DE L'ÉTABLISSEMENT" (letterhead + first doctor, bars) beside "IDENTIFICATION DU PATIENT" (the sticker lines
           + DataMatrix); every field a FORM BOX whose caption is printed tiny in the box's top-left corner and the
           value inside, boxes packed by width; numbered section titles over a rule; framed zones with a grey title
           strip (the two bizone zones, the transport's ALD and mode-of-transport zones with [X] / [ ] ticks);
           "Signature et cachet du prescripteur" box. Running head "PrescriSoins 3.1 - patient line - k/n", foot
           patient line + print line "- page k/n".
  fplis    fpdf2 2.8.9, GNU FreeSans / Bold / Oblique subsets, fixed creation date; /Creator "Biologix SIL 5.2". A
           laboratory information system report: green letterhead and team left, a WINDOW-ENVELOPE ADDRESSEE right
           ("Docteur First NAME", street, postcode TOWN: values with no caption); a grey patient BAND with a caption
           row in small green capitals (PATIENT | IPP | NDA | NÉ(E) LE) over the value row; fields as a three-column
           grid of small grey captions ABOVE bold values (a long value takes a full row); green section bars; tables
           unruled between columns (the long results table with "Antér. 1 / Antér. 2" columns, header row repeated on
           the next page); "Compte rendu validé par :" signature. Running head "Patient : ... - Feuillet k/n"; foot
           "ACR - USUAL FIRST - DDN ... - IPP ... - Biologix SIL 5.2 - Imprimé le ... par login - Page k sur n".
  mupacs   PyMuPDF 2.0 insert_text / draw_*, DejaVu Sans Condensed / Bold / Oblique subsets, empty dates, no_new_id;
           /Creator "RadioPlan RIS 11". A RIS report: the acronym large, letterhead left, "Équipe médicale" right; a
           dark navy PATIENT BAND with the sticker's values in white (no captions); every field as a shaded caption
           cell with the value in the NEXT CELL, two pairs per row (one pair on a full row when the value is long);
           teal capital headings; "Validé électroniquement par :" with the signature in bold. Running head = the
           patient line "- p. k/n"; foot "RadioPlan RIS 11 - Imprimé le ... par login - ACR - patient line - k/n".

SHAPES (ten document types; every writer prints each once):
  lettre_liaison_sortie_cardio     lettre de liaison de sortie: N° de venue, entry / exit dates, I50.0 / I48.1, GHM
                                   05M092, NT-proBNP, FEVG, CCAM DZQM006, LOINC, CHA2DS2-VASc, exit treatment table
                                   (bisoprolol C07AB07, furosémide C03CA01, apixaban B01AF02, sacubitril/valsartan).
  cr_operatoire_cholecystectomie   CRO: N° d'intervention (IDENTIFIANT/NUM_INTERVENTION), room, incision times, K80.0,
                                   ASA 2, CCAM HMFC004, devices with REF and lot numbers, céfazoline J01DB04, UCD,
                                   GHM 07C14J.
  cr_biologie_anteriorites         lab report: N° de demande (IDENTIFIANT/NUM_DEMANDE), laboratory (ETABLISSEMENT),
                                   prélevé / reçu le, two antériorité dates, a 37-row results table (analysis +
                                   LOINC, result, unit, reference range, Antér. 1, Antér. 2; "*" flags) that spans
                                   pages, COFRAC number, analysers.
  cr_imagerie_scanner_thorax       imaging: N° d'examen (accession, IDENTIFIANT/NUM_EXAMEN), Study Instance UID
                                   (IDENTIFIANT/UID_ETUDE), modality and SOP Class UID 1.2.840.10008.5.1.4.1.1.2 (kept),
                                   iohexol lot, CCAM ZBQH001, PDL / CTDIvol, series table, Lung-RADS 4B, R91.
  ordonnance_bizone_ald            ordonnance bizone: N° de prescription (IDENTIFIANT/NUM_PRESCRIPTION), ALD n° 8,
                                   E11.9, the two zones (metformine with CIP13, dulaglutide A10BJ05 / paracétamol,
                                   cholécalciférol with UCD), renewal, CCAM BGQP002.
  courrier_consultation_rhumato    consultation letter to the GP: DAS28-CRP, anti-CCP LOINC 53027-9, CCAM MZQK002,
                                   M05.8, méthotrexate L04AX03, next appointment.
  prescription_transport_vsl       prescription médicale de transport: carrier (ETABLISSEMENT/transporteur), ALD n° 19,
                                   N18.5, ticked zones, serial transports, CCAM EBFA012, dialysis station.
  certificat_constatation_blessures  certificat de constatation: exam date and time, lesions table, CCAM LHQK001,
                                   ITT 5 jours, S20.2 / Y04.
  fiche_liaison_infirmiere_ehpad   nursing transfer sheet: destination EHPAD (ETABLISSEMENT/ehpad), GIR, Braden,
                                   Algoplus, dressing, vaccine lot, matin / midi / soir treatment grid, devices.
  resume_passage_urgences          ED summary: N° de passage (IDENTIFIANT/NUM_PASSAGE), FRENCH triage, box, CCAM
                                   MDQK001, S52.5, MEOPA N01AX63, CCMU 2, GEMSA 4.

EVERY WRITING OF EVERY VALUE (each document): establishment name and acronym (letterhead, foot, logo), service
street address, postcode (the Cedex one) and TOWN in capitals + "Cedex", service phone and fax (writings below),
service e-mail, FINESS (9 digits, Luhn); team: a hospital doctor "Dr First Name" (title case) with RPPS, a head of
department whose surname is an ordinary noun (Charpentier, Vigneron, Faucon, Couturier, Rossignol, Poirier, Meunier,
Bouvier, Tisserand, Moineau) with RPPS - the lower-case noun appears in the "Mode de vie" paragraph as an ORDINAIRE
item ("Ancien charpentier, retraité depuis dix ans") and "Dr Name" again there -, a nurse manager "First NAME" with
ADELI (9 digits); patient: used name in capitals (sticker, running head, foot, identity, copy), in title case in the
prose for unmarried patients; birth name in capitals ("Nom de naissance", "USUAL née BIRTH" in the sticker,
"Mme BIRTH épouse USUAL First" in the prose) for two married women in three; first name in title case and in
capitals ("Premier prénom de naissance", foot); the list of first names of birth; birth date written five times per
document in five of seven writings - "06/11/1965" (sticker, running head: always), "06-11-1965", "06 NOV 1965",
"6 nov. 1965", "06/11/65", "6 novembre 1965", "19651106" - captioned "Né(e) le ... (59 ans)", "Date naiss. ... (59 a
3 m)", "DDN ...", "né(e) le ...", children (one in five) "(4 ans 2 mois)"; birth town; NIR three times in three of
five writings: "2 65 11 22 123 456 78" (also as "Matricule INS ... (NIR) - INS qualifiée"), "265112212345678",
"2651122123456 78", "2 65 11 22 123 456" and "2651122123456" (without key); IPP 10 digits with leading zeros
(sticker, grid, band, running head, foot, drawn bars); NDA "25nnnnnnn" (sticker, grid, running head) and "N° venue
V25nnnnnnn"; address, postcode and town of the patient; landline and mobile; patient e-mail; person to notify
("First NAME (link) - phone") and "Personne de confiance" ("NAME First - phone"); GP "Dr First Name - Town - RPPS -
phone", the GP again as window addressee "Docteur First NAME, street, postcode TOWN" (fplis) and in the copy line
"Dr First NAME (Town)"; mutual insurer + member number (10 digits or "nnn nnn nnnn"); employer; signature "Dr First
NAME", "RPPS ...", "N° d'identification 8+RPPS" (12 digits), "Town, le dd/mm/yyyy"; the type's own identifiers.
Phones in five writings: "02 96 12 34 56", "02.96.12.34.56", "+33 2 96 12 34 56", "0296123456", "+33 (0)2 96 12 34 56".
Kept decoys: CIM-10, CCAM, GHM, LOINC, ATC, UCD, CIP13, OIDs and DICOM UIDs of classes, lot numbers, device REFs,
doses, lab values, units and reference ranges, UF codes, room / bed, times, scores, measures, care dates (entry,
intervention, exit, sampling, antériorités, print date, appointments).

Planned pages 1 + (i + i // 4) % 3 (a section that overflows continues on the next page; if the planned breaks would
give more than 3 pages the document is laid out as one continuous flow). Real printouts are dense: every planned
one-page document overflowed. Result: 97 pages (0 one-page, 23 two-page and 17 three-page documents; rlsih 24,
pyform 23, fplis 25, mupacs 25 pages); 4017 personal items (1663 critical: ADELI 40, ADRESSE 90, CODE_POSTAL 90,
DATE_NAISSANCE 354, EMAIL 80, ETABLISSEMENT 229, FINESS 40, IDENTIFIANT 24, IPP 264, NIR 120, NOM 781,
NUM_ADHERENT 40, NUM_SEJOUR 211, ORGANISME 40, PRENOM 764, RPPS 200, TELEPHONE 320, VILLE 330), 2120 kept items
(1711 decoys, 369 care dates, 40 ORDINAIRE homonym words) and 8644 ordinary words as counted by the judge. Seed 1303;
deterministic (checked: two runs, into benchmarks/out/corpus_bm and into another directory, give the same sha256 for
all 40 PDFs, the 40 truths and the manifest). Validation (tools/corpus_driver.py): every document checked with the
judge's own functions (extract_all, judge_document): every probe measurable by pdftotext or pypdf, every personal
item counted as leaked when the input is judged as its own output, no keep item lost, every value seen by both
extractors as often as the truth says, 1-3 pages; exit status 1 otherwise (this run: 0 invalid, exit 0). The "pypdf"
logger is set to ERROR as in corpus BL. All content is in cp1252 for the Helvetica writer.
"""
from __future__ import annotations

import logging
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools.corpus_bm import content, render  # noqa: E402
from tools.corpus_driver import run  # noqa: E402

FAMS = ["rlsih", "pyform", "fplis", "mupacs"]


def main(argv=None):
    logging.getLogger("pypdf").setLevel(logging.ERROR)
    return run("bm", content, render, FAMS, 1303, 1, argv)


if __name__ == "__main__":
    raise SystemExit(main())
